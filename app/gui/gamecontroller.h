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
// The model is committed before the animation starts; the board only
// catches up. A late animationFinished or moveChosen that carries an old
// token can never touch the new state. The computer player (issue 4) and a
// match controller (issue 6) use the same protocol: a computer is just a
// player whose startTurn asks a worker thread; a match starts one game per
// round with newGame() and listens to gameOver().

#include "gameoutcome.h"
#include "gamesetup.h"
#include "player.h"

#include "hoyito/game.h"

#include <QList>
#include <QObject>
#include <QString>

#include <array>
#include <memory>
#include <optional>
#include <vector>

Q_DECLARE_METATYPE(hoyito::Position)
Q_DECLARE_METATYPE(hoyito::TurnRecord)

namespace hoyito::app {

class GameController : public QObject {
    Q_OBJECT

public:
    enum class State { NoGame, AwaitingMove, Animating, GameOver };
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
    int shownTurnCount() const { return m_game ? m_game->turnCount() - (m_moveUnshown ? 1 : 0) : 0; }
    const hoyito::Position &shownPosition() const { return m_game->positions()[shownTurnCount()]; }
    AbstractPlayer *player(hoyito::Player side) const { return m_players[hoyito::index(side)].get(); }
    // The player to move takes its moves from the board, and may now.
    bool isAwaitingBoardInput() const;

    bool canUndo() const;
    bool canRedo() const { return !m_redo.empty(); }

public Q_SLOTS:
    void newGame(const hoyito::app::GameSetup &setup);
    // Plays `moves` from the current position without animation (a given
    // opening, a screenshot, a loaded record). Stops at the first move that
    // is not legal and returns its index, or -1 when all were played.
    int playMovesWithoutAnimation(const std::vector<hoyito::Move> &moves);
    // Takes back turns until a player who uses the board is to move again
    // (one turn when both players are human).
    bool undo();
    bool redo();
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
    void boardSettled();
    void moveRejected(hoyito::Move move, const QString &reason);
    // The move list, undo and redo availability changed.
    void historyChanged();
    void gameOver(const hoyito::app::GameOutcome &outcome);
    void stateChanged(hoyito::app::GameController::State state);

private:
    void setState(State state);
    void stopMover();
    void beginTurn(bool afterMove);
    void onMoveChosen(hoyito::Move move, quint64 token);
    void commit(hoyito::Move move);
    void makePlayers();
    bool hasBoardPlayer() const;
    bool moverTakesBoardInput() const;

    std::unique_ptr<PlayerFactory> m_factory;
    std::unique_ptr<hoyito::Game> m_game;
    GameSetup m_setup;
    std::vector<hoyito::TurnRecord> m_history;
    std::vector<hoyito::Move> m_redo; // the next move to redo is at the back
    std::array<std::unique_ptr<AbstractPlayer>, 2> m_players;
    State m_state = State::NoGame;
    quint64 m_token = 0;
    bool m_moveUnshown = false; // the last commit is still being animated
};

} // namespace hoyito::app

Q_DECLARE_METATYPE(hoyito::app::GameOutcome)
