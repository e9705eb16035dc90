#pragma once

// The players behind one interface (KReversi, Knights): the controller says
// "your turn, here is the game" and the player answers with a move, so
// human–human, human–computer and computer–computer need no special cases.
//
// A player never touches the board or the model. It answers with
// moveChosen(move, token), echoing the token of startTurn; the controller
// drops answers whose token is stale (undo, new game, window closing).

#include "game/gamesetup.h"

#include "hoyito/game.h"

#include <QList>
#include <QObject>

#include <memory>

Q_DECLARE_METATYPE(hoyito::Move)

namespace hoyito::app {

class AbstractPlayer : public QObject {
    Q_OBJECT

public:
    explicit AbstractPlayer(hoyito::Player side, QObject *parent = nullptr);

    hoyito::Player side() const { return m_side; }
    virtual PlayerKind kind() const = 0;
    // True for players who move with the mouse and keyboard: the board takes
    // input only while such a player is to move, and undo goes back to them.
    virtual bool takesBoardInput() const = 0;

    // Your turn: choose a move in `game` and emit moveChosen(move, token).
    // `game` is only valid during the call; a player that thinks later (the
    // computer's worker thread) copies what it needs.
    virtual void startTurn(const hoyito::Game &game, quint64 token) = 0;
    // The turn is over or void (move committed, undo, new game, closing):
    // stop thinking at once. An answer sent anyway is ignored.
    virtual void stopTurn() = 0;
    // A hole picked on the board while this player is to move.
    virtual void boardInput(hoyito::Move move);
    // Working on a move (the computer, from startTurn until its answer).
    virtual bool isThinking() const { return false; }

Q_SIGNALS:
    void moveChosen(hoyito::Move move, quint64 token);
    void thinkingChanged(bool thinking);

private:
    hoyito::Player m_side;
};

// A person at this computer: passes the hole picked on the board on as
// its move while it is this player's turn.
class HumanPlayer final : public AbstractPlayer {
    Q_OBJECT

public:
    using AbstractPlayer::AbstractPlayer;

    PlayerKind kind() const override { return PlayerKind::Human; }
    bool takesBoardInput() const override { return true; }
    void startTurn(const hoyito::Game &game, quint64 token) override;
    void stopTurn() override;
    void boardInput(hoyito::Move move) override;

private:
    bool m_active = false;
    quint64 m_token = 0;
};

// Makes the player of a side from its setup. The controller asks it for
// every new game; the New Game dialog offers only availableKinds(). The
// computer opponent plugs in by a factory that also makes computer players
// (sharing the controller's worker thread).
class PlayerFactory {
public:
    virtual ~PlayerFactory() = default;
    virtual QList<PlayerKind> availableKinds() const;
    // nullptr for a kind this factory cannot make.
    virtual std::unique_ptr<AbstractPlayer> create(hoyito::Player side, const PlayerInfo &setup);
};

} // namespace hoyito::app
