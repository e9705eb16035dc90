#pragma once

// ReviewController: Game > Review Game. It reviews every turn of the game
// in the window in its own thread (reviewthread.h) at the panel's strength
// (reviewLimits() of the record's ReviewStrength, the limits hoyito-cli
// review uses too) with the endgame tables it is given (setTables(), the
// window's), showing the progress with Cancel, then
// shows the review: the evaluation graph, each turn of the move list marked
// by its class (MoveListModel::setTurnReviews), each player's accuracy, the
// verdict on the turn the board shows, and Show Better Move.
//
// It follows the GameController and drives it only through the replay
// navigation: a click on the graph is replayTo(turn), and Show Better Move
// first goes to the turn (the position after it), then animates the best
// move from the position before it on the board under a token of its own
// (the controller ignores the board's signal in replay mode), where the
// board stays until the same button, now Back to the Game, shows the game's
// position again. Anything the controller does meanwhile (a move shown, a
// jump, a new game) ends that at once.
//
// A saved review comes back through showReview(): shown as if just made,
// without a search. The review a file keeps is the newest complete one of
// exactly the game's moves (completeReview()): while the game is reviewed
// again it is still the one before, and cancelling that shows it again, so
// a Save meanwhile never drops it from the file.
//
// A new game, an opened file, and undo or a different move that changes
// the turns reviewed drop the review and stop its search; so do cancelling
// (back to the complete review before, if any) and closing the window
// (shutdown()). Answers of an old job are dropped by
// its id. Reviewing a live game counts as the engine's help, like analysis
// (GameController::noteAnalysisUsed).

#include "analysis/reviewpanel.h"
#include "analysis/reviewthread.h"
#include "board/boardscene.h"

#include "hoyito/analysis.h"

#include <QObject>

#include <array>
#include <optional>
#include <vector>

class QAction;

namespace hoyito::app {

class GameController;
class MoveListModel;

class ReviewController : public QObject {
    Q_OBJECT

public:
    ReviewController(GameController *game, BoardScene *scene, ReviewPanel *panel, MoveListModel *moves,
                     QObject *parent = nullptr);
    ~ReviewController() override;

    // reviewLimits(strength): how a review at that strength searches.
    static hoyito::ReviewLimits limitsFor(ReviewPanel::Strength strength);

    // The endgame tables of the reviews started from now on (null: none).
    void setTables(ReviewThread::Tables tables) { m_tables = std::move(tables); }
    const ReviewThread::Tables &tables() const { return m_tables; }

    // Game > Review Game: kept across menu rebuilds (retranslate() sets its text).
    QAction *reviewAction() const { return m_action; }

    // Reviews the game in the window at the panel's strength (false: no
    // moves to review); a review running is replaced.
    bool start();
    // Stops the review running, if any; nothing of it is kept.
    void cancel();
    // A review is running (asked and not yet ended).
    bool isReviewing() const { return m_running; }
    // The worker is analysing (false once a stopped job has returned).
    bool isWorkerBusy() const { return m_thread.isBusy(); }
    ReviewThread *thread() { return &m_thread; }
    // The turns reviewed so far (all of them once complete).
    const std::vector<hoyito::TurnReview> &turns() const { return m_turns; }
    bool isComplete() const { return m_complete; }
    // The strength of the review shown or running.
    ReviewPanel::Strength reviewedStrength() const { return m_strength; }
    // The newest complete review of every move of the game in the window,
    // and of no other (the review a saved file keeps), if there is one:
    // the one shown, or while the game is reviewed again, the one before.
    struct CompleteReview {
        hoyito::Game game;
        ReviewPanel::Strength strength = kDefaultReviewStrength;
        std::vector<hoyito::TurnReview> turns;
    };
    const CompleteReview *completeReview() const;
    bool hasCompleteReview() const { return completeReview() != nullptr; }
    // Shows `turns`, made at `strength`, as the review of the game in the
    // window (a saved one): the graph, the marks, the accuracy and Show
    // Better Move, without a search; a review running stops. False, and
    // nothing changes, unless `turns` has every turn of that game, in order,
    // with its moves.
    bool showReview(ReviewPanel::Strength strength, const std::vector<hoyito::TurnReview> &turns);
    // South's and North's accuracy, 0..100.
    std::array<double, 2> accuracy() const { return hoyito::reviewAccuracy(m_turns); }

    // The turn whose result the board shows (0: the start), if reviewed.
    std::optional<hoyito::TurnReview> shownTurn() const;
    bool canShowBetterMove() const;
    // Plays the better move of shownTurn() on the board (see above); while
    // it is shown (its animation over), goes back to the game.
    bool showBetterMove();
    bool isShowingBetterMove() const { return m_showing; }
    // The position the better move leads to while it is shown.
    std::optional<hoyito::Position> betterMovePosition() const;

    // The window closes: stop and end the thread (milliseconds).
    void shutdown();
    void retranslate();

Q_SIGNALS:
    // A review ended with every turn reviewed.
    void reviewFinished();
    // The review shown was dropped (cancelled, another game, new moves).
    void reviewCleared();
    // The better move was shown and the board shows the game again.
    void betterMoveDone();
    // For the status line.
    void message(const QString &text);

private:
    void onTurnReviewed(quint64 id, const hoyito::TurnReview &review, int total);
    void onJobEnded(quint64 id, bool complete);
    void clear();
    // The moves reviewed are no longer the game's: drop the review.
    void checkStillValid();
    void refresh();
    QString decidedText() const;
    void refreshTurn();
    void endBetterMove();
    void abortBetterMove();

    GameController *m_game;
    BoardScene *m_scene;
    ReviewPanel *m_panel;
    MoveListModel *m_moves;
    QAction *m_action;
    ReviewThread m_thread;
    ReviewThread::Tables m_tables;
    quint64 m_id = 0;
    bool m_running = false;
    bool m_complete = false;
    std::optional<hoyito::Game> m_reviewed; // the game as it was when the review started
    ReviewPanel::Strength m_strength = kDefaultReviewStrength;
    int m_total = 0;
    std::vector<hoyito::TurnReview> m_turns;
    std::optional<CompleteReview> m_kept; // see completeReview()
    // Show Better Move: its own tokens, far above the controller's.
    quint64 m_betterToken = quint64{1} << 62;
    bool m_showing = false;
    std::optional<hoyito::Position> m_betterPosition;
    // The board's badges (Analysis mode) of the game's position, put away
    // while the better move is shown.
    QList<BoardScene::HoleBadge> m_badges;
    hoyito::Position m_badgesPosition;
};

} // namespace hoyito::app
