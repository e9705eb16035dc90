#pragma once

// A match in the game window: the scoreboard in its dock, in the side
// panel's column while there is a match; the board's words for the round
// (which round, the last four's rule); the status line's words at a round's
// start and end; the round summary or the match result between rounds,
// opened once the window is on screen; a finished round replayed in a
// window of its own. The window places the dock, and hides the board's
// result banner behind the dialogs (dialogOpening).

#include "match/matchdialogs.h"
#include "match/roundreplaydialog.h"

#include <QObject>
#include <QPointer>

#include <optional>

class QDockWidget;
class QMainWindow;

namespace hoyito::app {

class BoardScene;
class MatchController;
class Scoreboard;

class MatchView : public QObject {
    Q_OBJECT

public:
    // The dock and the dialogs are `window`'s; `panelDock` is the side
    // panel's, whose column the scoreboard shares.
    MatchView(MatchController *match, BoardScene *scene, QMainWindow *window, QDockWidget *panelDock);

    Scoreboard *scoreboard() const { return m_scoreboard; }
    QDockWidget *dock() const { return m_dock; }
    // The dialogs while they are open (nullptr otherwise).
    RoundSummaryDialog *roundSummaryDialog() const { return m_roundDialog; }
    MatchResultDialog *matchResultDialog() const { return m_matchDialog; }
    RoundReplayDialog *roundReplayDialog() const { return m_replayDialog; }
    // Every text again, in the language of the day.
    void retranslate();
    // The window is on screen: the dialog of a match resumed between
    // rounds, which waited for it, then the countdown to the next round.
    void windowShown();

Q_SIGNALS:
    // For the status line.
    void message(const QString &text);
    // A round summary or the match result is about to open.
    void dialogOpening(QDialog *dialog);
    // The match result's New Match: the same players and choices.
    void rematchRequested();
    // A finished round is replayed in `dialog`, about to be shown (its
    // review's tables are the window's).
    void roundReplayOpened(RoundReplayDialog *dialog);

private:
    void updateMatchWords();
    void sizeScoreboard();
    void closeMatchDialogs();
    void showRoundSummary(const hoyito::RoundResult &round);
    void openMatchDialog(const hoyito::RoundResult &round);
    void replayRound(int round);

    MatchController *m_match;
    BoardScene *m_scene;
    QMainWindow *m_window;
    QDockWidget *m_panelDock;
    Scoreboard *m_scoreboard;
    QDockWidget *m_dock;
    QPointer<RoundSummaryDialog> m_roundDialog;
    QPointer<MatchResultDialog> m_matchDialog;
    QPointer<RoundReplayDialog> m_replayDialog;
    std::optional<hoyito::RoundResult> m_dialogWhenShown; // a round ended before the window was shown
};

} // namespace hoyito::app
