#include "analysis/reviewpanel.h"

#include "analysis/evalgraph.h"
#include "analysis/reviewtext.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace hoyito::app {

ReviewPanel::ReviewPanel(QWidget *parent)
    : QWidget(parent)
    , m_strengthLabel(new QLabel(this))
    , m_strength(new QComboBox(this))
    , m_start(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(this))
    , m_graph(new EvalGraph(this))
    , m_south(new QLabel(this))
    , m_north(new QLabel(this))
    , m_decided(new QLabel(this))
    , m_turn(new QLabel(this))
    , m_why(new QLabel(this))
    , m_better(new QPushButton(this))
{
    setObjectName(QStringLiteral("reviewPanel"));
    m_strength->setObjectName(QStringLiteral("reviewStrength"));
    m_start->setObjectName(QStringLiteral("reviewStart"));
    m_progress->setObjectName(QStringLiteral("reviewProgress"));
    m_cancel->setObjectName(QStringLiteral("reviewCancel"));
    m_south->setObjectName(QStringLiteral("reviewSouthAccuracy"));
    m_north->setObjectName(QStringLiteral("reviewNorthAccuracy"));
    m_decided->setObjectName(QStringLiteral("reviewDecided"));
    m_turn->setObjectName(QStringLiteral("reviewTurn"));
    m_why->setObjectName(QStringLiteral("reviewWhy"));
    m_better->setObjectName(QStringLiteral("reviewBetterMove"));
    m_strengthLabel->setBuddy(m_strength);
    m_strength->addItem(QString(), int(Strength::Quick));
    m_strength->addItem(QString(), int(Strength::Deep));
    setStrength(kDefaultReviewStrength);
    for (QLabel *label : {m_south, m_north, m_decided, m_turn, m_why})
        label->setTextFormat(Qt::PlainText);
    for (QLabel *label : {m_decided, m_turn, m_why}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    }
    for (QLabel *label : {m_turn, m_why})
        label->installEventFilter(this);
    m_why->setVisible(false);
    m_decided->setVisible(false);
    m_progress->setTextVisible(true);
    m_better->setEnabled(false);
    connect(m_start, &QPushButton::clicked, this, &ReviewPanel::startRequested);
    connect(m_cancel, &QPushButton::clicked, this, &ReviewPanel::cancelRequested);
    connect(m_better, &QPushButton::clicked, this, &ReviewPanel::betterMoveRequested);

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_strengthLabel);
    controls->addWidget(m_strength);
    controls->addWidget(m_start);
    controls->addWidget(m_progress, 1);
    controls->addWidget(m_cancel);
    auto *side = new QVBoxLayout;
    side->addLayout(controls);
    side->addWidget(m_south);
    side->addWidget(m_north);
    side->addWidget(m_decided);
    side->addWidget(m_turn);
    side->addWidget(m_why, 1);
    auto *betterRow = new QHBoxLayout;
    betterRow->addWidget(m_better);
    betterRow->addStretch(1);
    side->addLayout(betterRow);
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_graph, 1);
    layout->addLayout(side, 1);
    showIdle(false);
    retranslate();
}

ReviewPanel::Strength ReviewPanel::strength() const
{
    return Strength(m_strength->currentData().toInt());
}

void ReviewPanel::setStrength(Strength strength)
{
    m_strength->setCurrentIndex(m_strength->findData(int(strength)));
}

void ReviewPanel::showProgress(int done, int total)
{
    m_done = done;
    m_total = total;
    m_progress->setRange(0, std::max(1, total));
    m_progress->setValue(done);
    m_progress->setFormat(ReviewText::progress(std::min(done + 1, total), total));
    m_progress->setVisible(true);
    m_cancel->setVisible(true);
    m_start->setVisible(false);
    m_strength->setEnabled(false);
}

void ReviewPanel::showIdle(bool reviewed)
{
    m_reviewed = reviewed;
    m_total = 0;
    m_progress->setVisible(false);
    m_cancel->setVisible(false);
    m_start->setVisible(true);
    m_strength->setEnabled(true);
    m_start->setText(m_reviewed ? ReviewText::reviewAgainButton() : ReviewText::reviewButton());
}

void ReviewPanel::setTurnText(const QString &text)
{
    m_turn->setText(text);
    fitHeight(m_turn);
}

void ReviewPanel::setWhyText(const QString &text)
{
    m_why->setText(text);
    m_why->setVisible(!text.isEmpty());
    fitHeight(m_why);
}

void ReviewPanel::fitHeight(QLabel *label)
{
    label->setMinimumHeight(label->text().isEmpty() ? 0 : label->heightForWidth(label->width()));
}

void ReviewPanel::setAccuracy(const QString &south, const QString &north)
{
    m_south->setText(south);
    m_north->setText(north);
    m_south->setVisible(!south.isEmpty());
    m_north->setVisible(!north.isEmpty());
}

void ReviewPanel::setDecided(const QString &text)
{
    m_decided->setText(text);
    m_decided->setVisible(!text.isEmpty());
}

QString ReviewPanel::decidedText() const
{
    return m_decided->text();
}

void ReviewPanel::setBetterMoveEnabled(bool enabled)
{
    m_better->setEnabled(enabled || m_betterShown);
}

void ReviewPanel::setBetterMoveShown(bool shown)
{
    m_betterShown = shown;
    m_better->setEnabled(shown);
    retranslate();
}

QString ReviewPanel::turnText() const
{
    return m_turn->text();
}

QString ReviewPanel::whyText() const
{
    return m_why->text();
}

QString ReviewPanel::southAccuracyText() const
{
    return m_south->text();
}

QString ReviewPanel::northAccuracyText() const
{
    return m_north->text();
}

void ReviewPanel::retranslate()
{
    m_strengthLabel->setText(ReviewText::strengthLabel());
    m_strength->setItemText(0, ReviewText::quickStrength());
    m_strength->setItemText(1, ReviewText::deepStrength());
    m_strength->setToolTip(ReviewText::strengthToolTip());
    m_start->setText(m_reviewed ? ReviewText::reviewAgainButton() : ReviewText::reviewButton());
    m_cancel->setText(ReviewText::cancelButton());
    m_better->setText(m_betterShown ? ReviewText::backFromBetterMove() : ReviewText::showBetterMove());
    m_better->setToolTip(m_betterShown ? QString() : ReviewText::showBetterMoveToolTip());
    m_graph->setAccessibleName(ReviewText::graphName());
    m_graph->setAccessibleDescription(ReviewText::graphDescription());
    if (m_total > 0)
        m_progress->setFormat(ReviewText::progress(std::min(m_done + 1, m_total), m_total));
}

bool ReviewPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize && (watched == m_turn || watched == m_why))
        fitHeight(static_cast<QLabel *>(watched));
    return QWidget::eventFilter(watched, event);
}

void ReviewPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace hoyito::app
