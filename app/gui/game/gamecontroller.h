#pragma once

// GameController: the one mediator of a game (Knights' manager). Nobody else
// talks to the model, the players or the board about turns: the board and
// the side panel only hear this class's signals and send it input.
//
// It owns the hoyito::Game (the model), the redo stack, the two players and
// a token that every commit, undo, redo and new game bumps.
//
// Turn protocol:
//   newGame(setup) ─ token++ → gameStarted, positionReset → beginTurn
//   beginTurn ─ over:  state GameOver, gameOver(outcome) (after a played move)
//             ─ only a pass is legal: the pass is committed at once
//             ─ else:  state AwaitingMove, turnStarted(side, token),
//                      humanTurn(playable, endless) if the mover uses the board,
//                      player->startTurn(game, token)
//   player → moveChosen(move, token) ─ stale token or not awaiting: ignored
//             ─ illegal: moveRejected(move, error, text), still awaiting
//             ─ legal: commit
//   commit ─ game.play(move), redo bookkeeping, token++, state Animating,
//            inputLocked, moveCommitted(record, before, after, token),
//            historyChanged
//   board → animationFinished(token) ─ stale token: ignored
//             ─ else: boardSettled, then (from the event loop) beginTurn
//   undo/redo ─ token++, stop the mover, change the model → positionReset,
//               historyChanged → beginTurn
//
// Replay mode: the moves stay in the model and a cursor,
// replayTurn(), says which of game().positions() the board shows; nobody is
// asked to move and the board takes no input. Positions and traces are the
// model's (hoyito::Game and history()), never worked out again.
//   loadGame(setup, moves, replay) ─ token++, one reset: gameStarted,
//             positionReset, historyChanged, replayChanged; live → beginTurn
//   enterReplay ─ token++, stop the mover, state Replaying, replayChanged
//   replayForward ─ token++, cursor+1, state Animating,
//             moveCommitted(history()[cursor-1], before, after, token)
//   board → animationFinished(token) ─ stale token: ignored
//             ─ else: state Replaying, boardSettled, replayChanged
//   replayTo / replayBack ─ token++, cursor moves, positionReset at once,
//             state Replaying, replayChanged
//   continueFromReplay ─ token++, the turns after the cursor go to the redo
//             stack, replayChanged, positionReset, historyChanged → beginTurn
//             (a computer to move is held, as if paused, so Redo can still
//             bring the dropped turns back)
//             (leaveReplay: the same from the last turn)
//
// The computer: the controller owns the AI thread (aiworker.h);
// its ComputerPlayers ask it from startTurn and answer moveChosen like anyone.
//   paused (setPaused) ─ beginTurn of a player who does not use the board
//             holds the turn instead of starting it (turnHeld); step() starts
//             that one turn, setPaused(false) starts it and goes on.
//             Pausing while a computer thinks stops it: token++, the turn is
//             held again.
//   setPlayer(side, setup) ─ a level or kind changed mid-game: while a turn
//             is awaited, stop the mover, token++, beginTurn again.
//   requestHint ─ the mover uses the board: the worker searches a copy under
//             the current token; the answer is kept only if its stop flag
//             and token are still current (hintChanged). Whatever stops the
//             mover (a move, undo, redo, new game, replay) drops the hint.
//   shutdownComputer / destructor ─ stop the mover, token++, stop every
//             search, quit the thread and wait (milliseconds).
//
// The model is committed before the animation starts; the board only
// catches up. A late animationFinished or moveChosen that carries an old
// token can never touch the new state. The computer player and a
// match controller use the same protocol: a computer is just a
// player whose startTurn asks a worker thread; a match starts one game per
// round with newGame() and listens to gameOver().

#include "game/gameoutcome.h"
#include "game/gamesetup.h"
#include "game/player.h"

#include "hoyito/game.h"

#include <QList>
#include <QObject>
#include <QString>

#include <array>
#include <atomic>
#include <memory>
#include <optional>
#include <vector>

Q_DECLARE_METATYPE(hoyito::Position)
Q_DECLARE_METATYPE(hoyito::TurnRecord)

namespace hoyito::app {

class AiThread;
struct AiAnswer;

class GameController : public QObject {
    Q_OBJECT

public:
    // Replaying: replay mode at rest (Animating while it shows a turn).
    enum class State { NoGame, AwaitingMove, Animating, GameOver, Replaying };
    Q_ENUM(State)

    explicit GameController(QObject *parent = nullptr);
    ~GameController() override;

    // Replaces the factory that makes players for new games.
    void setPlayerFactory(std::unique_ptr<PlayerFactory> factory);
    PlayerFactory &playerFactory() const { return *m_factory; }

    State state() const { return m_state; }
    quint64 token() const { return m_token; }
    bool hasGame() const { return m_game != nullptr; }
    const hoyito::Game &game() const { return *m_game; }
    const hoyito::Position &position() const { return m_game->position(); }
    int turnCount() const { return m_game ? m_game->turnCount() : 0; }
    const GameSetup &setup() const { return m_setup; }
    // One record per turn of game().moves(): what the move list shows.
    const std::vector<hoyito::TurnRecord> &history() const { return m_history; }
    // What the board shows: the committed move being animated is not shown
    // yet. The move list and scores follow these, so a move's outcome is
    // not given away before its animation shows it.
    // In replay mode: the turns up to the replay cursor.
    int shownTurnCount() const { return m_game ? cursorTurn() - (m_moveUnshown ? 1 : 0) : 0; }
    const hoyito::Position &shownPosition() const { return m_game->positions()[shownTurnCount()]; }
    AbstractPlayer *player(hoyito::Player side) const { return m_players[hoyito::index(side)].get(); }
    // The player to move takes its moves from the board, and may now.
    bool isAwaitingBoardInput() const;

    // ---- the computer (see the protocol above)
    AiThread *aiThread() const { return m_ai; }
    bool hasComputer() const;
    // A player thinks about its move (not a hint).
    bool isThinking() const;
    bool isPaused() const { return m_paused; }
    // Paused on a turn that waits for step() or setPaused(false).
    bool isTurnHeld() const { return m_held; }
    // The least time from a computer's request to its move, in ms: the
    // window sets it from the animation speed, tests set 0.
    void setComputerPause(int ms);
    int computerPause() const { return m_computerPause; }
    // Hurried, the computer moves without that pause (skipping to a
    // person's turn).
    void setHurried(bool hurried);
    bool isHurried() const { return m_hurried; }
    // The engine's suggestion for the mover, once known.
    std::optional<hoyito::Move> hint() const { return m_hint; }
    // The line the engine expects after the hint, starting with it (the
    // coach's words on it: coach.h); empty while there is no hint.
    const std::vector<hoyito::Move> &hintLine() const { return m_hintLine; }
    bool isHintPending() const { return m_hintStop != nullptr; }
    bool canHint() const { return isAwaitingBoardInput() && !m_hintStop && !m_hint; }
    // The strength of hints (a level, hoyito::kMaxLevel by default).
    void setHintLevel(int level) { m_hintLevel = level; }
    // The engine's help in this game (hints asked, analysis shown during a
    // live turn), for the result: help against the computer is told there.
    int hintsUsed() const { return m_hintsUsed; }
    bool analysisUsed() const { return m_analysisUsed; }
    // The analysis showed the live position: counts as help like a hint.
    void noteAnalysisUsed();

    bool canUndo() const;
    bool canRedo() const { return !m_replaying && !m_redo.empty(); }

    // ---- replay mode (see the protocol above)
    bool isReplaying() const { return m_replaying; }
    // The replay cursor: the board shows (or is animating towards)
    // game().positions()[replayTurn()]. turnCount() when live.
    int replayTurn() const { return m_game ? cursorTurn() : 0; }

public Q_SLOTS:
    void newGame(const hoyito::app::GameSetup &setup);
    // Plays `moves` from the current position without animation (a given
    // opening, a screenshot, a loaded record). Stops at the first move that
    // is not legal and returns its index, or -1 when all were played.
    int playMovesWithoutAnimation(const std::vector<hoyito::Move> &moves);
    // Starts `setup` with `moves` already played, in one reset and without
    // animation: an opened or resumed game. With `replay` the game opens in
    // replay mode on its last position, else it goes on live. Stops at the
    // first move that is not legal and returns its index, or -1.
    int loadGame(const hoyito::app::GameSetup &setup, const std::vector<hoyito::Move> &moves, bool replay);
    // Replay mode on the position the board shows; false without moves.
    bool enterReplay();
    // Jumps at once to the position before turn `turn` (0: the start,
    // turnCount(): the end), entering replay mode if needed.
    void replayTo(int turn);
    void replayBack();
    // Animates the next turn; false at the end of the game.
    bool replayForward();
    // Plays on live from the replayed position: the later turns go to the
    // redo stack (a different move drops them).
    bool continueFromReplay();
    // Leaves replay mode on the last position (nothing is dropped).
    void leaveReplay();
    // Takes back turns until a player who uses the board is to move again
    // (one turn when both players are human).
    bool undo();
    bool redo();
    // Changes who plays `side` mid-game (a level, or human/computer): any
    // thinking stops and an awaited turn starts again.
    void setPlayer(hoyito::Player side, const hoyito::app::PlayerInfo &setup);
    void setPaused(bool paused);
    // While paused: plays the held turn; false if no turn is held.
    bool step();
    // Asks the engine for the mover's best move; false when no hint can be
    // asked now (not a board player's turn, or one pending or shown).
    bool requestHint();
    // The window closes: stop thinking and end the AI thread.
    void shutdownComputer();
    // A hole picked on the board (click, letter, Enter): handed to the
    // player to move if that player takes board input.
    void boardHoleActivated(int hole);
    // The board has shown the move committed with `token`.
    void animationFinished(quint64 token);

Q_SIGNALS:
    void gameStarted(const hoyito::app::GameSetup &setup);
    // The board must show this position at once (new game, undo, redo).
    void positionReset(const hoyito::Position &position);
    void turnStarted(hoyito::Player side, quint64 token);
    // The mover uses the board: these holes may be played, these never end.
    void humanTurn(hoyito::Player side, const QList<int> &playable, const QList<int> &endless);
    void inputLocked();
    // A move is in the model: the board animates `record` from `before` to
    // `after` and answers animationFinished(token).
    void moveCommitted(const hoyito::TurnRecord &record, const hoyito::Position &before, const hoyito::Position &after,
                       quint64 token);
    // The board shows the model again after a move: scores may be updated.
    // Live, state() is still Animating here (the next turn begins from the
    // event loop): what depends on the state follows stateChanged too.
    void boardSettled();
    void moveRejected(hoyito::Move move, const QString &reason);
    // The move list, undo and redo availability changed.
    void historyChanged();
    void gameOver(const hoyito::app::GameOutcome &outcome);
    void stateChanged(hoyito::app::GameController::State state);
    // The player of `side` started or stopped thinking about a move.
    void thinkingChanged(hoyito::Player side, bool thinking);
    // isPaused() or isTurnHeld() changed.
    void pauseChanged();
    // A hint was asked, found or dropped.
    void hintChanged();
    // setPlayer() changed setup() mid-game.
    void playersChanged();
    // Replay mode was entered or left, or its cursor moved (and the board
    // shows it, or animates towards it).
    void replayChanged();

private:
    void setState(State state);
    void stopMover();
    // Stops whoever is moving and puts the set-up's start position in a
    // fresh model, with no history to undo or redo (a new token).
    void startAfresh(const GameSetup &setup);
    void beginTurn(bool afterMove);
    void onMoveChosen(hoyito::Move move, quint64 token);
    void commit(hoyito::Move move);
    void makePlayers();
    void makePlayer(hoyito::Player side);
    void setHeld(bool held);
    void clearHint();
    void onAiAnswered(const hoyito::app::AiAnswer &answer);
    bool hasBoardPlayer() const;
    bool moverTakesBoardInput() const;
    int cursorTurn() const { return m_replaying ? m_replayTurn : m_game->turnCount(); }
    void goLive(int turn);
    void dropReplay();

    AiThread *m_ai; // a child; created before the factory that hands it to computers
    std::unique_ptr<PlayerFactory> m_factory;
    std::unique_ptr<hoyito::Game> m_game;
    GameSetup m_setup;
    std::vector<hoyito::TurnRecord> m_history;
    std::vector<hoyito::Move> m_redo; // the next move to redo is at the back
    std::array<std::unique_ptr<AbstractPlayer>, 2> m_players;
    State m_state = State::NoGame;
    bool m_hurried = false;
    quint64 m_token = 0;
    bool m_moveUnshown = false; // the last commit is still being animated
    bool m_replaying = false;
    int m_replayTurn = 0; // replay mode: the position shown is m_game->positions()[m_replayTurn]
    bool m_paused = false;
    bool m_holdNextTurn = false; // continueFromReplay dropped turns: a computer waits once
    bool m_held = false;
    int m_computerPause; // kDefaultComputerPause
    std::optional<hoyito::Move> m_hint;
    std::vector<hoyito::Move> m_hintLine;         // the hint search's principal variation
    std::shared_ptr<std::atomic_bool> m_hintStop; // the hint search in flight
    int m_hintLevel = kMaxComputerLevel;
    int m_hintsUsed = 0;
    bool m_analysisUsed = false;
};

} // namespace hoyito::app

Q_DECLARE_METATYPE(hoyito::app::GameOutcome)
