#include "analysis/analysispanel.h"

#include "board/boardtheme.h"
#include "board/palette.h"

#include "hoyito/evaluation.h"

#include <QCheckBox>
#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace hoyito::app {

AnalysisPanel::AnalysisPanel(QWidget *parent)
    : QWidget(parent)
    , m_depth(new QLabel(this))
    , m_score(new QLabel(this))
    , m_difference(new QLabel(this))
    , m_lineTitle(new QLabel(this))
    , m_line(new QLabel(this))
    , m_legend(new QLabel(this))
    , m_back(new QPushButton(this))
    , m_threats(new QCheckBox(this))
{
    // The score's colour dots are the board theme's side colours.
    connect(BoardTheme::notifier(), &BoardThemeNotifier::changed, this, &AnalysisPanel::refresh);
    setObjectName(QStringLiteral("analysisPanel"));
    m_depth->setObjectName(QStringLiteral("analysisDepth"));
    m_score->setObjectName(QStringLiteral("analysisScore"));
    m_difference->setObjectName(QStringLiteral("analysisDifference"));
    m_line->setObjectName(QStringLiteral("analysisLine"));
    m_legend->setObjectName(QStringLiteral("analysisLegend"));
    m_legend->setTextFormat(Qt::PlainText);
    m_legend->setWordWrap(true);
    QFont small = m_legend->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_legend->setFont(small);
    m_legend->setForegroundRole(QPalette::PlaceholderText);
    m_back->setObjectName(QStringLiteral("analysisBack"));
    m_threats->setObjectName(QStringLiteral("analysisThreats"));
    QFont big = m_score->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.25);
    m_score->setFont(big);
    m_score->setTextFormat(Qt::RichText);
    m_score->setWordWrap(true); // two long names in a narrow panel
    m_depth->setTextFormat(Qt::PlainText);
    m_depth->setWordWrap(true);
    m_difference->setTextFormat(Qt::PlainText);
    m_lineTitle->setTextFormat(Qt::PlainText);
    m_line->setTextFormat(Qt::RichText);
    m_line->setWordWrap(true);
    m_line->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    m_back->setVisible(false);
    connect(m_line, &QLabel::linkActivated, this,
            [this](const QString &link) { Q_EMIT lineMoveClicked(link.toInt()); });
    connect(m_back, &QPushButton::clicked, this, &AnalysisPanel::backToGame);
    connect(m_threats, &QCheckBox::toggled, this, &AnalysisPanel::threatsToggled);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_score);
    layout->addWidget(m_difference);
    layout->addWidget(m_legend);
    layout->addWidget(m_depth);
    // Above the line, which wraps as it grows: the box stays where it is.
    layout->addWidget(m_threats);
    layout->addSpacing(6);
    layout->addWidget(m_lineTitle);
    layout->addWidget(m_line);
    layout->addWidget(m_back);
    layout->addStretch(1);
    retranslate();
}

QString AnalysisPanel::seedsText(int hundredths)
{
    // Tenths of a seed: an estimate's precision. One that rounds to whole
    // seeds reads as a whole number, as a proven value does.
    static_assert(hoyito::kSeedValue % 10 == 0);
    const int tenths = int(std::lround(hundredths / double(hoyito::kSeedValue / 10)));
    if (tenths % 10 == 0)
        return QLocale().toString(tenths / 10);
    return QLocale().toString(tenths / 10.0, 'f', 1);
}

void AnalysisPanel::showAnalysis(const Shown &shown)
{
    m_shown = shown;
    m_message.clear();
    refresh();
}

void AnalysisPanel::showMessage(const QString &why)
{
    m_message = why;
    m_shown = Shown{};
    refresh();
}

void AnalysisPanel::setPreviewing(int index)
{
    m_preview = index;
    refresh();
}

bool AnalysisPanel::showsThreats() const
{
    return m_threats->isChecked();
}

void AnalysisPanel::setShowsThreats(bool on)
{
    m_threats->setChecked(on);
}

QString AnalysisPanel::depthText() const
{
    return m_depth->text();
}
QString AnalysisPanel::scoreText() const
{
    return m_score->text();
}
QString AnalysisPanel::differenceText() const
{
    return m_difference->text();
}
QString AnalysisPanel::lineText() const
{
    return m_line->text();
}

void AnalysisPanel::retranslate()
{
    m_lineTitle->setText(tr("Best line:"));
    m_back->setText(tr("&Back to the Game"));
    m_threats->setText(tr("Show &threats"));
    m_threats->setToolTip(tr("Marks the opponent's holes that would capture if it were their turn, with the seeds "
                             "they would take."));
    // What a newcomer sees first are numbers: say what they are.
    m_legend->setText(tr("On each hole: the seeds the player to move can expect in the end after playing it. "
                         "It is an estimate, to a tenth of a seed; a proven one has a double rim."));
    m_legend->setToolTip(tr("The number on each hole the player to move can play: the seeds that player can expect "
                            "to have at the end after that move, if both sides then play their best. The computer "
                            "estimates it by looking some turns ahead, to a tenth of a seed; where it sees to the "
                            "end, or the endgame tables hold the position, the value is proven, in whole seeds, "
                            "and the badge has a double rim."));
    m_depth->setToolTip(tr("How many turns ahead the computer has looked so far, and how fast it looks."));
    refresh();
}

void AnalysisPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void AnalysisPanel::refresh()
{
    if (!m_message.isEmpty() || m_shown.depth == 0) {
        m_score->setText(m_message.toHtmlEscaped());
        m_difference->clear();
        m_depth->clear();
        m_line->clear();
        m_lineTitle->setVisible(false);
        m_back->setVisible(m_preview >= 0);
        return;
    }
    const Shown &s = m_shown;
    const auto side = [](hoyito::Player player, const QString &name, int seeds) {
        return QStringLiteral("<span style='color:%1'>&#9679;</span> %2 %3")
            .arg(playerColor(player).darker(120).name(), name.toHtmlEscaped(), seedsText(seeds));
    };
    //: the expected final score: "South 30 – North 18" (each side's part with its colour dot)
    m_score->setText(tr("%1 – %2").arg(side(hoyito::Player::South, s.southName, s.southSeeds),
                                       side(hoyito::Player::North, s.northName, s.northSeeds)));
    const int difference = s.southSeeds - s.northSeeds;
    if (difference == 0)
        m_difference->setText(s.exact ? tr("A draw with best play (proven).") : tr("Even."));
    else if (s.exact)
        //: %1 is a player's name, %2 a number of seeds
        m_difference->setText(tr("%1 wins by %2 with best play (proven).")
                                  .arg(difference > 0 ? s.southName : s.northName, seedsText(qAbs(difference))));
    else
        m_difference->setText(
            tr("%1 ahead by %2.").arg(difference > 0 ? s.southName : s.northName, seedsText(qAbs(difference))));
    const QString speed = QLocale().toString(s.nodesPerSecond);
    m_depth->setText(s.searching ? tr("Depth %1 · %2 nodes/s").arg(s.depth).arg(speed)
                                 : tr("Depth %1 · finished").arg(s.depth));
    QStringList links;
    for (int i = 0; i < s.line.size(); ++i) {
        const QString move = s.line[i].toHtmlEscaped();
        links << (i == m_preview ? QStringLiteral("<b>%1</b>").arg(move)
                                 : QStringLiteral("<a href='%1'>%2</a>").arg(i).arg(move));
    }
    m_line->setText(links.join(QLatin1Char(' ')));
    m_lineTitle->setVisible(!links.isEmpty());
    m_back->setVisible(m_preview >= 0);
}

} // namespace hoyito::app
