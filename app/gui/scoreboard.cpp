#include "scoreboard.h"

#include "boarditems.h"
#include "gametext.h"
#include "matchcontroller.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hoyito::app {

namespace {

QTableWidgetItem *item(const QString &text, const QString &tip = QString())
{
    auto *cell = new QTableWidgetItem(text);
    cell->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    cell->setToolTip(tip.isEmpty() ? text : tip);
    return cell;
}

// A player's name with their colour beside it.
QTableWidgetItem *playerItem(const QString &name, hoyito::Player side)
{
    QTableWidgetItem *cell = item(name);
    cell->setData(Qt::DecorationRole, playerColor(side));
    return cell;
}

} // namespace

Scoreboard::Scoreboard(MatchController *match, QWidget *parent)
    : QWidget(parent)
    , m_match(match)
    , m_title(new QLabel(this))
    , m_settings(new QLabel(this))
    , m_score(new QLabel(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_next(new QPushButton(tr("&Next Round"), this))
    , m_replay(new QPushButton(tr("&Replay Round"), this))
{
    setObjectName(QStringLiteral("scoreboard"));
    m_title->setObjectName(QStringLiteral("matchTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_settings->setObjectName(QStringLiteral("matchSettings"));
    m_settings->setTextFormat(Qt::PlainText);
    m_settings->setMinimumWidth(1);
    QFont small = m_settings->font();
    small.setItalic(true);
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_settings->setFont(small);
    m_score->setObjectName(QStringLiteral("matchScore"));
    m_score->setTextFormat(Qt::PlainText);
    m_score->setWordWrap(true);
    m_score->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    QFont big = m_score->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.35);
    m_score->setFont(big);

    m_table->setObjectName(QStringLiteral("scoreTable"));
    m_table->verticalHeader()->setVisible(false);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(true);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    QHeaderView *header = m_table->horizontalHeader();
    header->setMinimumSectionSize(18);
    for (int column : {RoundColumn, StarterColumn, WinnerColumn, SeedsColumn})
        header->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(LastFourColumn, QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    m_next->setObjectName(QStringLiteral("nextRoundButton"));
    connect(m_next, &QPushButton::clicked, match, &MatchController::nextRound);
    m_replay->setObjectName(QStringLiteral("replayRoundButton"));
    m_replay->setToolTip(tr("Replay the selected round in a window of its own"));
    m_replay->setEnabled(false);
    connect(m_replay, &QPushButton::clicked, this, [this] {
        if (const int round = selectedFinishedRound())
            Q_EMIT replayRequested(round);
    });
    connect(m_table, &QTableWidget::itemSelectionChanged, this,
            [this] { m_replay->setEnabled(selectedFinishedRound() > 0); });
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int row) {
        if (m_match->match() && row < int(m_match->match()->rounds().size()))
            Q_EMIT replayRequested(row + 1);
    });

    // The round and the score on one line: a small window keeps room for
    // the rounds.
    auto *top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    top->addWidget(m_score);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(4);
    layout->addLayout(top);
    layout->addWidget(m_settings);
    layout->addWidget(m_table, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_replay);
    buttons->addWidget(m_next);
    layout->addLayout(buttons);

    connect(match, &MatchController::scoreChanged, this, &Scoreboard::refresh);
    refresh();
}

void Scoreboard::refresh()
{
    // Here, not once: a change of language refreshes the scoreboard.
    m_table->setHorizontalHeaderLabels({tr("#"), tr("Start"), tr("Winner"), tr("Seeds"), tr("Last four")});
    m_table->horizontalHeaderItem(SeedsColumn)
        ->setToolTip(tr("The seeds each player ended the round with: South – North"));
    m_table->horizontalHeaderItem(LastFourColumn)->setToolTip(tr("Who took the last four seeds, and why"));
    m_next->setText(tr("&Next Round"));
    m_replay->setText(tr("&Replay Round"));
    const hoyito::Match *match = m_match->match();
    m_next->setVisible(m_match->state() == MatchController::State::BetweenRounds);
    if (!match) {
        m_title->setText(tr("No match"));
        m_settingsText.clear();
        m_settings->clear();
        m_score->clear();
        m_table->setRowCount(0);
        m_replay->setEnabled(false);
        return;
    }
    const hoyito::MatchSettings &settings = match->settings();
    const int round = m_match->roundNumber();
    switch (m_match->state()) {
    case MatchController::State::MatchOver: m_title->setText(m_match->matchHeadline()); break;
    case MatchController::State::BetweenRounds:
        //: scoreboard title between rounds: "Round 2 of 5 is over"
        m_title->setText(settings.length == hoyito::MatchLength::Rounds
                             ? tr("Round %1 of %2 is over").arg(round).arg(settings.lengthCount)
                             : tr("Round %1 is over").arg(round));
        break;
    default:
        //: scoreboard title: "Round 3 of 5"
        m_title->setText(settings.length == hoyito::MatchLength::Rounds
                             ? tr("Round %1 of %2").arg(round).arg(settings.lengthCount)
                             : tr("Round %1").arg(round));
        break;
    }
    m_settingsText = GameText::variantName(settings.variant) + QStringLiteral(", ") +
                     GameText::boardName(settings.holesPerRow) + QStringLiteral(": ") + m_match->settingsText();
    elideSettings();
    m_score->setText(m_match->scoreText());
    m_score->setToolTip(tr("Rounds won; a drawn round counts ½ to each player"));

    const GameSetup &setup = m_match->setup();
    const auto &rounds = match->rounds();
    const bool playing = m_match->state() == MatchController::State::Playing;
    m_table->setRowCount(int(rounds.size()) + (playing ? 1 : 0));
    for (int row = 0; row < int(rounds.size()); ++row) {
        const hoyito::RoundResult &r = rounds[row];
        m_table->setItem(row, RoundColumn, item(QString::number(r.number)));
        m_table->setItem(row, StarterColumn, playerItem(GameText::playerName(setup, r.starter), r.starter));
        if (r.result == hoyito::Result::Draw) {
            m_table->setItem(row, WinnerColumn, item(tr("draw")));
        } else {
            const hoyito::Player winner =
                r.result == hoyito::Result::SouthWins ? hoyito::Player::South : hoyito::Player::North;
            m_table->setItem(row, WinnerColumn, playerItem(GameText::playerName(setup, winner), winner));
        }
        //: the seeds of a round, South's first: "28–20"
        m_table->setItem(row, SeedsColumn,
                         item(tr("%1–%2").arg(r.seeds[0]).arg(r.seeds[1]),
                              tr("%1 %2, %3 %4")
                                  .arg(GameText::playerName(setup, hoyito::Player::South))
                                  .arg(r.seeds[0])
                                  .arg(GameText::playerName(setup, hoyito::Player::North))
                                  .arg(r.seeds[1])));
        if (r.lastFourTakenBy) {
            //: scoreboard: who took the last four, and why: "North, winner of round 2"
            const QString text = tr("%1, %2").arg(GameText::playerName(setup, *r.lastFourTakenBy),
                                                  m_match->lastFourShort(r.lastFourRule, r.number));
            m_table->setItem(row, LastFourColumn, item(text, m_match->roundSummary(r)));
        } else {
            //: scoreboard: nobody took the last four (the round ended otherwise)
            m_table->setItem(row, LastFourColumn, item(tr("none"), m_match->roundSummary(r)));
        }
    }
    if (playing) {
        // The round being played: who started and the rule in force.
        const int row = int(rounds.size());
        const hoyito::Match *before = m_match->matchAtRoundStart();
        const hoyito::Player starter = before->roundStarter();
        m_table->setItem(row, RoundColumn, item(QString::number(round)));
        m_table->setItem(row, StarterColumn, playerItem(GameText::playerName(setup, starter), starter));
        m_table->setItem(row, WinnerColumn, item(tr("playing…")));
        m_table->setItem(row, SeedsColumn, item(QString()));
        QString rule;
        const hoyito::Position start = before->roundStart();
        if (before->roundLastFourRule() == hoyito::LastFourRule::PreviousWinner)
            //: scoreboard, the round being played: the last four will go to this player
            rule = tr("→ %1, %2")
                       .arg(GameText::playerName(setup, start.rules.lastFourTaker == hoyito::LastFourTaker::North
                                                            ? hoyito::Player::North
                                                            : hoyito::Player::South),
                            m_match->lastFourShort(before->roundLastFourRule(), round));
        else
            rule = tr("→ %1").arg(m_match->lastFourShort(before->roundLastFourRule(), round));
        m_table->setItem(row, LastFourColumn, item(rule, m_match->roundIntroduction()));
        for (int column = 0; column < ColumnCount; ++column) {
            QFont font = m_table->item(row, column)->font();
            font.setItalic(true);
            m_table->item(row, column)->setFont(font);
        }
    }
    m_table->scrollToBottom();
    m_replay->setEnabled(selectedFinishedRound() > 0);
}

int Scoreboard::selectedFinishedRound() const
{
    const int row = m_table->currentRow();
    const QList<QTableWidgetItem *> selected = m_table->selectedItems();
    if (selected.isEmpty() || row < 0 || !m_match->match() || row >= int(m_match->match()->rounds().size()))
        return 0;
    return row + 1;
}

void Scoreboard::selectRound(int round)
{
    m_table->selectRow(round - 1);
}

void Scoreboard::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    elideSettings();
}

void Scoreboard::elideSettings()
{
    m_settings->setText(
        m_settings->fontMetrics().elidedText(m_settingsText, Qt::ElideRight, qMax(40, m_settings->width())));
    m_settings->setToolTip(m_settingsText);
}

QString Scoreboard::scoreText() const
{
    return m_score->text();
}

QString Scoreboard::titleText() const
{
    return m_title->text();
}

int Scoreboard::rowCount() const
{
    return m_table->rowCount();
}

QString Scoreboard::cellText(int row, int column) const
{
    const QTableWidgetItem *cell = m_table->item(row, column);
    return cell ? cell->text() : QString();
}

} // namespace hoyito::app
