#include "match/scoreboard.h"

#include "board/boardtheme.h"
#include "board/palette.h"
#include "game/gametext.h"
#include "match/matchcontroller.h"
#include "match/matchtext.h"
#include "rulestext.h"

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
    , m_top(new QBoxLayout(QBoxLayout::LeftToRight))
    , m_title(new QLabel(this))
    , m_settings(new QLabel(this))
    , m_score(new QLabel(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_hiddenColumns(new QLabel(this))
    , m_next(new QPushButton(tr("&Next Round"), this))
    , m_replay(new QPushButton(tr("&Replay Round"), this))
{
    setObjectName(QStringLiteral("scoreboard"));
    // The players' colours are the board theme's.
    connect(BoardTheme::notifier(), &BoardThemeNotifier::changed, this, &Scoreboard::refresh);
    m_title->setObjectName(QStringLiteral("matchTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setTextFormat(Qt::PlainText);
    m_settings->setObjectName(QStringLiteral("matchSettings"));
    m_settings->setTextFormat(Qt::PlainText);
    // Wrapped, never cut: it is the only place that tells them all.
    m_settings->setWordWrap(true);
    QFont small = m_settings->font();
    small.setItalic(true);
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_settings->setFont(small);
    m_score->setObjectName(QStringLiteral("matchScore"));
    m_score->setTextFormat(Qt::PlainText);
    QFont big = m_score->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.35);
    m_score->setFont(big);

    m_table->setObjectName(QStringLiteral("scoreTable"));
    m_hiddenColumns->setObjectName(QStringLiteral("scoreHiddenColumns"));
    m_hiddenColumns->setTextFormat(Qt::PlainText);
    // One line that may be cut rather than a wrapped one that would take
    // the rounds' room in a short window; the tooltip has it whole.
    m_hiddenColumns->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_hiddenColumns->setFont(small);
    m_hiddenColumns->hide();
    m_table->verticalHeader()->setVisible(false);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(true);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    QHeaderView *header = m_table->horizontalHeader();
    header->setMinimumSectionSize(18);
    for (int column : {RoundColumn, SeedsColumn})
        header->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    // The names get their width from fitToWidth(): long ones wrap.
    for (int column : {StarterColumn, WinnerColumn})
        header->setSectionResizeMode(column, QHeaderView::Fixed);
    header->setSectionResizeMode(LastFourColumn, QHeaderView::Stretch);
    // The rows' heights come from fitRowHeights(), at the columns' widths.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    // A column changes width without the scoreboard changing size (a
    // stretched one when the scroll bar comes or goes).
    connect(header, &QHeaderView::sectionResized, this,
            [this] { QMetaObject::invokeMethod(this, &Scoreboard::fitRowHeights, Qt::QueuedConnection); });

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

    m_top->addWidget(m_title, 1);
    m_top->addWidget(m_score);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(4);
    layout->addLayout(m_top);
    layout->addWidget(m_settings);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_hiddenColumns);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_replay);
    buttons->addWidget(m_next);
    layout->addLayout(buttons);

    connect(match, &MatchController::scoreChanged, this, &Scoreboard::refresh);
    connect(match, &MatchController::countdownChanged, this, &Scoreboard::showNextRound);
    refresh();
}

void Scoreboard::showNextRound()
{
    m_next->setVisible(m_match->state() == MatchController::State::BetweenRounds);
    m_next->setText(m_match->isCountingDown()
                        //: the scoreboard's button while the next round counts down: it starts by itself in 3 s
                        ? tr("&Next Round (%n s)", "", m_match->countdownSeconds())
                        : tr("&Next Round"));
    m_next->setToolTip(m_match->countdownText());
}

void Scoreboard::refresh()
{
    // Here, not once: a change of language refreshes the scoreboard.
    //: the scoreboard's heading of the seeds of each round, South's first: %1 and %2 the first letters of
    //: "South" and "North" ("Seeds S–N")
    const QString seeds = tr("Seeds %1–%2")
                              .arg(RulesText::sideName(hoyito::Player::South).left(1),
                                   RulesText::sideName(hoyito::Player::North).left(1));
    m_table->setHorizontalHeaderLabels({tr("#"), tr("Start"), tr("Winner"), seeds, tr("Last four")});
    m_table->horizontalHeaderItem(SeedsColumn)
        ->setToolTip(tr("The seeds each player ended the round with: South – North"));
    m_table->horizontalHeaderItem(LastFourColumn)->setToolTip(tr("Who took the last four seeds, and why"));
    m_replay->setText(tr("&Replay Round"));
    const hoyito::Match *match = m_match->match();
    showNextRound();
    if (!match) {
        m_title->setText(tr("No match"));
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
    m_settings->setText(RulesText::variantName(settings.variant) + QStringLiteral(", ") +
                        GameText::boardName(settings.holesPerRow) + QStringLiteral(": ") + m_match->settingsText());
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
        m_table->setItem(
            row, SeedsColumn,
            item(tr("%1–%2").arg(r.seeds[0]).arg(r.seeds[1]),
                 tr("%1 %2, %3 %4")
                     .arg(GameText::playerName(setup, hoyito::Player::South), QString::number(r.seeds[0]),
                          GameText::playerName(setup, hoyito::Player::North), QString::number(r.seeds[1]))));
        if (r.lastFourTakenBy) {
            //: scoreboard: who took the last four, and why: "North, winner of round 2"
            const QString text = tr("%1, %2").arg(GameText::playerName(setup, *r.lastFourTakenBy),
                                                  MatchText::lastFourShort(r.lastFourRule, r.number));
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
                            MatchText::lastFourShort(before->roundLastFourRule(), round));
        else
            rule = tr("→ %1").arg(MatchText::lastFourShort(before->roundLastFourRule(), round));
        m_table->setItem(row, LastFourColumn, item(rule, m_match->roundIntroduction()));
        for (int column = 0; column < ColumnCount; ++column) {
            QFont font = m_table->item(row, column)->font();
            font.setItalic(true);
            m_table->item(row, column)->setFont(font);
        }
    }
    fitToWidth();
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
    fitToWidth();
}

void Scoreboard::fitToWidth()
{
    // The round and the score on one line when both fit: a small window
    // keeps room for the rounds. Long names or words put the score under
    // the round, where it may wrap.
    const QMargins margins = layout()->contentsMargins();
    const int room = width() - margins.left() - margins.right();
    const int gap = 12;
    const int oneLine = m_title->fontMetrics().horizontalAdvance(m_title->text()) + gap +
                        m_score->fontMetrics().horizontalAdvance(m_score->text());
    const bool side = oneLine <= room;
    m_top->setDirection(side ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    m_top->setSpacing(side ? gap : 0);
    // Wrapped labels side by side get less than their width: wrap only
    // when on lines of their own. Unwrapped, a label would not let the dock
    // narrow below its whole text, and the two lines would never come: the
    // width decides here. On lines of their own each keeps its longest word.
    for (QLabel *label : {m_title, m_score}) {
        label->setWordWrap(!side);
        label->setMinimumWidth(side ? 1 : 0);
    }
    m_score->setAlignment(side ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter);

    // The last four keep room for their heading, their longest word and a
    // few more. The winner's name takes what it needs of the rest, then the
    // starter's shares what is left with the last four; names wrap at their
    // spaces if need be. If they do not fit even so, the starter's column
    // goes (the settings line says who starts the rounds), then the seeds'
    // (the last four's tooltip tells them too).
    QHeaderView *header = m_table->horizontalHeader();
    const int lastFour = qMax(12 * m_table->fontMetrics().averageCharWidth(), columnWidth(LastFourColumn).wrapped);
    const int withoutSeeds = m_table->viewport()->width() - columnWidth(RoundColumn).full - lastFour;
    const int withSeeds = withoutSeeds - columnWidth(SeedsColumn).full;
    const ColumnWidth starter = columnWidth(StarterColumn);
    const ColumnWidth winner = columnWidth(WinnerColumn);
    const bool showStarter = starter.wrapped + winner.wrapped <= withSeeds;
    const bool showSeeds = winner.wrapped <= withSeeds;
    m_table->setColumnHidden(StarterColumn, !showStarter);
    m_table->setColumnHidden(SeedsColumn, !showSeeds);
    // Said, not dropped silently; the rows' tooltips keep what they held.
    QString hidden;
    if (!showSeeds || !showStarter)
        //: under the scoreboard when the panel is too narrow for some of its columns (who started, the seeds)
        hidden = tr("Widen the panel to see every column.");
    m_hiddenColumns->setText(hidden);
    m_hiddenColumns->setToolTip(hidden);
    m_hiddenColumns->setVisible(!hidden.isEmpty());
    const int names = (showSeeds ? withSeeds : withoutSeeds) - (showStarter ? starter.wrapped : 0);
    const int winnerWidth = qBound(winner.wrapped, names, winner.full);
    header->resizeSection(WinnerColumn, winnerWidth);
    if (showStarter)
        header->resizeSection(StarterColumn,
                              qMin(starter.full, starter.wrapped + (withSeeds - winnerWidth - starter.wrapped) / 2));
    fitRowHeights();
}

void Scoreboard::fitRowHeights()
{
    // As high as the wrapped texts at the columns' widths, and a little
    // more: the view measures a line by the widget's font, and the lines of
    // another script (Gujarati) drawn in a fallback font can be a pixel or
    // two higher, which would end the cell in "…".
    const QAbstractItemView *view = m_table; // QTableView makes sizeHintForRow() protected
    const int slack = m_table->fontMetrics().descent();
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const int height = view->sizeHintForRow(row) + slack;
        if (m_table->rowHeight(row) != height)
            m_table->setRowHeight(row, height);
    }
}

Scoreboard::ColumnWidth Scoreboard::columnWidth(int column) const
{
    // The widest text on one line, and its widest word; what the cell adds
    // around the text (the colour, the margins) comes on top of both.
    int line = 0;
    int word = 0;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QTableWidgetItem *cell = m_table->item(row, column);
        if (!cell)
            continue;
        const QFontMetrics metrics(cell->font());
        line = qMax(line, metrics.horizontalAdvance(cell->text()));
        for (const QString &part : cell->text().split(QLatin1Char(' '), Qt::SkipEmptyParts))
            word = qMax(word, metrics.horizontalAdvance(part));
    }
    const QAbstractItemView *view = m_table; // QTableView makes sizeHintForColumn() protected
    const int full = view->sizeHintForColumn(column);
    const int heading = m_table->horizontalHeader()->sectionSizeHint(column);
    return {qMax(full, heading), qMax(full - line + word, heading)};
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
