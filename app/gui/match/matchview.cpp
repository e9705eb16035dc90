#include "match/matchview.h"

#include "board/boardscene.h"
#include "match/matchcontroller.h"
#include "match/scoreboard.h"

#include <QDockWidget>
#include <QMainWindow>

#include <utility>

namespace hoyito::app {

MatchView::MatchView(MatchController *match, BoardScene *scene, QMainWindow *window, QDockWidget *panelDock)
    : QObject(window)
    , m_match(match)
    , m_scene(scene)
    , m_window(window)
    , m_panelDock(panelDock)
    , m_scoreboard(new Scoreboard(match, window))
    , m_dock(new QDockWidget(window))
{
    m_dock->setObjectName(QStringLiteral("matchDock"));
    m_dock->setWidget(m_scoreboard);
    m_dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    m_dock->setWindowTitle(tr("Match"));

    connect(match, &MatchController::matchStarted, this, [this] {
        closeMatchDialogs();
        updateMatchWords();
        if (m_dock->isHidden()) {
            m_dock->show();
            // Once the window has its size (at start-up: once it is shown).
            QMetaObject::invokeMethod(this, &MatchView::sizeScoreboard, Qt::QueuedConnection);
        }
    });
    connect(match, &MatchController::matchAbandoned, this, [this] {
        closeMatchDialogs();
        updateMatchWords();
        m_dock->hide();
    });
    connect(match, &MatchController::roundStarting, this, [this] {
        closeMatchDialogs();
        updateMatchWords();
    });
    connect(match, &MatchController::roundStarted, this, [this] { Q_EMIT message(m_match->roundIntroduction()); });
    connect(match, &MatchController::roundFinished, this, &MatchView::showRoundSummary);
    connect(match, &MatchController::roundReopened, this, [this] {
        // Undo after the end of a round: it goes on.
        closeMatchDialogs();
        updateMatchWords();
    });
    connect(m_scoreboard, &Scoreboard::replayRequested, this, &MatchView::replayRound);
}

void MatchView::retranslate()
{
    m_dock->setWindowTitle(tr("Match"));
    m_scoreboard->refresh();
    updateMatchWords();
}

void MatchView::windowShown()
{
    if (m_dialogWhenShown)
        openMatchDialog(*std::exchange(m_dialogWhenShown, std::nullopt));
    m_match->holdCountdown(false);
}

void MatchView::replayRound(int round)
{
    // A window of its own: the match here goes on untouched.
    if (m_replayDialog)
        m_replayDialog->close();
    if (!m_match->match() || round < 1 || round > int(m_match->match()->rounds().size()))
        return;
    // At the speed this board plays, the one chosen.
    auto *dialog = new RoundReplayDialog(*m_match, round, m_scene->speed(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_replayDialog = dialog;
    Q_EMIT roundReplayOpened(dialog);
    dialog->show();
}

void MatchView::sizeScoreboard()
{
    // Room for a few rounds under the game panel, without squeezing the
    // move list away; a wide window gives the table some width too.
    if (m_dock->isHidden() || m_dock->isFloating())
        return;
    if (!m_panelDock->isHidden() && !m_panelDock->isFloating()) {
        const int total = m_panelDock->height() + m_dock->height();
        const int want = qBound(230, total / 2, 400);
        m_window->resizeDocks({m_panelDock, m_dock}, {total - want, want}, Qt::Vertical);
    }
    const int wide = qBound(320, m_window->width() / 4, 420);
    if (m_window->width() / 4 >= wide && m_dock->width() < wide)
        m_window->resizeDocks({m_dock}, {wide}, Qt::Horizontal);
}

void MatchView::updateMatchWords()
{
    // The banner of the last four says which round and why (docs/RULES.md 6.1),
    // the result banner which round it ends.
    if (m_match->isActive())
        m_scene->setLastFourText(m_match->lastFourPattern(), m_match->lastFourDetailPattern());
    else
        m_scene->setLastFourText(QString());
    m_scene->setRoundNumber(m_match->isActive() ? m_match->roundNumber() : 0);
    // The last round over is the match over: its banner says the match's result.
    if (m_match->state() == MatchController::State::MatchOver)
        m_scene->setMatchResult(m_match->matchHeadline(), m_match->scoreText());
    else
        m_scene->setMatchResult(QString(), QString());
}

void MatchView::closeMatchDialogs()
{
    m_dialogWhenShown.reset();
    if (m_roundDialog)
        m_roundDialog->close();
    if (m_matchDialog)
        m_matchDialog->close();
}

void MatchView::showRoundSummary(const hoyito::RoundResult &round)
{
    //: the status line after a round of a match: the round's summary, then "Match: Ana 1 – Luis 0"
    Q_EMIT message(tr("%1 %2").arg(m_match->roundSummary(round), tr("Match: %1").arg(m_match->scoreText())));
    closeMatchDialogs();
    updateMatchWords();
    // A match resumed between rounds, in the window's constructor: the
    // dialog waits for the window (windowShown).
    if (m_window->isVisible())
        openMatchDialog(round);
    else
        m_dialogWhenShown = round;
}

void MatchView::openMatchDialog(const hoyito::RoundResult &round)
{
    if (m_match->state() == MatchController::State::MatchOver) {
        auto *dialog = new MatchResultDialog(*m_match, m_window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        m_matchDialog = dialog;
        connect(dialog, &MatchResultDialog::newMatchRequested, this, &MatchView::rematchRequested);
        Q_EMIT dialogOpening(dialog);
        dialog->open();
        return;
    }
    auto *dialog = new RoundSummaryDialog(*m_match, round, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_roundDialog = dialog;
    connect(dialog, &RoundSummaryDialog::nextRoundRequested, m_match, &MatchController::nextRound);
    Q_EMIT dialogOpening(dialog);
    if (m_match->playsByItself()) {
        // The match goes on by itself: the summary blocks nothing and takes
        // no keys, so Pause (P), Undo and New Game reach the window.
        dialog->setAttribute(Qt::WA_ShowWithoutActivating);
        dialog->show();
    } else {
        dialog->open();
    }
}

} // namespace hoyito::app
