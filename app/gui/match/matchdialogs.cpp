#include "match/matchdialogs.h"

#include "match/matchcontroller.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace hoyito::app {

namespace {

QLabel *label(QWidget *parent, const char *name, qreal scale, bool bold)
{
    auto *text = new QLabel(parent);
    text->setObjectName(QString::fromLatin1(name));
    text->setTextFormat(Qt::PlainText);
    text->setWordWrap(true);
    QFont font = text->font();
    font.setBold(bold);
    font.setPointSizeF(font.pointSizeF() * scale);
    text->setFont(font);
    return text;
}

} // namespace

RoundSummaryDialog::RoundSummaryDialog(const MatchController &match, const hoyito::RoundResult &round, QWidget *parent)
    : QDialog(parent)
    , m_match(match)
    , m_result(round)
    , m_headline(label(this, "headline", 1.5, true))
    , m_details(label(this, "details", 1, false))
    , m_score(label(this, "score", 1.2, true))
    , m_preview(label(this, "preview", 1, false))
    , m_countdown(label(this, "countdown", 1, true))
    , m_next(new QPushButton(this))
{
    setObjectName(QStringLiteral("roundSummaryDialog"));
    m_headline->setAlignment(Qt::AlignCenter);
    m_score->setAlignment(Qt::AlignCenter);
    m_countdown->setAlignment(Qt::AlignCenter);
    m_details->setMinimumWidth(380);

    m_next->setObjectName(QStringLiteral("nextRoundButton"));
    m_next->setDefault(true);
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_next, QDialogButtonBox::AcceptRole);
    buttons->addButton(QDialogButtonBox::Close);
    connect(m_next, &QPushButton::clicked, this, [this] {
        accept();
        Q_EMIT nextRoundRequested();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(12);
    layout->addWidget(m_headline);
    layout->addWidget(m_details);
    layout->addWidget(m_score);
    layout->addWidget(m_preview);
    layout->addWidget(m_countdown);
    layout->addWidget(buttons);

    connect(&match, &MatchController::countdownChanged, this, &RoundSummaryDialog::showCountdown);
    setTexts();
}

void RoundSummaryDialog::setTexts()
{
    // The match stands as the round left it: the window closes this dialog
    // when the next round starts or this one is taken back.
    //: the round summary's title: "Round 2"
    setWindowTitle(tr("Round %1").arg(m_result.number));
    m_headline->setText(m_match.roundHeadline(m_result));
    m_details->setText(m_match.roundDetails(m_result));
    //: the match score in the round summary: "Match: Ana 1 – Luis 1"
    m_score->setText(tr("Match: %1").arg(m_match.scoreText()));
    m_preview->setText(m_match.nextRoundPreview());
    showCountdown();
}

void RoundSummaryDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        setTexts();
    QDialog::changeEvent(event);
}

void RoundSummaryDialog::showCountdown()
{
    const QString text = m_match.countdownText();
    m_countdown->setText(text);
    m_countdown->setVisible(!text.isEmpty());
    //: the round summary's button while the next round counts down to its start
    m_next->setText(m_match.isCountingDown() ? tr("Next Round &Now") : tr("&Next Round"));
}

QString RoundSummaryDialog::countdown() const
{
    return m_countdown->text();
}

QString RoundSummaryDialog::headline() const
{
    return m_headline->text();
}
QString RoundSummaryDialog::details() const
{
    return m_details->text();
}
QString RoundSummaryDialog::score() const
{
    return m_score->text();
}
QString RoundSummaryDialog::preview() const
{
    return m_preview->text();
}

MatchResultDialog::MatchResultDialog(const MatchController &match, QWidget *parent)
    : QDialog(parent)
    , m_headline(label(this, "headline", 1.8, true))
    , m_score(label(this, "score", 1.3, true))
    , m_lastRound(label(this, "lastRound", 1, false))
    , m_details(label(this, "details", 1, false))
    , m_newMatch(new QPushButton(tr("&New Match"), this))
{
    setObjectName(QStringLiteral("matchResultDialog"));
    setWindowTitle(tr("Match Over"));
    m_headline->setText(match.matchHeadline());
    m_headline->setAlignment(Qt::AlignCenter);
    m_score->setText(match.scoreText());
    m_score->setAlignment(Qt::AlignCenter);
    if (match.match() && !match.match()->rounds().empty())
        m_lastRound->setText(match.roundSummary(match.match()->rounds().back()));
    m_details->setText(match.matchDetails());
    m_details->setMinimumWidth(380);

    m_newMatch->setObjectName(QStringLiteral("newMatchButton"));
    m_newMatch->setDefault(true);
    //: the New Match button: a new match with the same players and choices
    m_newMatch->setToolTip(tr("Play another match with the same players and choices"));
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_newMatch, QDialogButtonBox::AcceptRole);
    buttons->addButton(QDialogButtonBox::Close);
    connect(m_newMatch, &QPushButton::clicked, this, [this] {
        accept();
        Q_EMIT newMatchRequested();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(12);
    layout->addWidget(m_headline);
    layout->addWidget(m_score);
    layout->addWidget(m_lastRound);
    layout->addWidget(m_details);
    layout->addWidget(buttons);
}

QString MatchResultDialog::headline() const
{
    return m_headline->text();
}
QString MatchResultDialog::details() const
{
    return m_details->text();
}
QString MatchResultDialog::lastRound() const
{
    return m_lastRound->text();
}

} // namespace hoyito::app
