#pragma once

// A game from its first position: the moves played, every position reached
// and the history that rule 6.2 (repetition, 200 turns without a capture)
// needs. Undo pops a turn; replaying the same moves gives the same game.

#include "hoyito/movegen.h"
#include "hoyito/position.h"

#include <optional>

#include <vector>

namespace hoyito {

// One turn as played: the move, its summary and its event trace.
struct TurnRecord {
    Player mover = Player::South;
    Move move;
    TurnSummary summary;
    Trace trace;
};

class Game {
public:
    explicit Game(const Position &start);

    const Position &start() const { return m_positions.front(); }
    const Position &position() const { return m_positions.back(); }
    // positions()[i] is the position before turn i; the last is the current one.
    const std::vector<Position> &positions() const { return m_positions; }
    const std::vector<Move> &moves() const { return m_moves; }
    int turnCount() const { return static_cast<int>(m_moves.size()); }
    bool isOver() const { return position().isOver(); }
    // Turns in a row without a capture, up to the current position.
    int turnsWithoutCapture() const { return m_quietTurns.back(); }

    // The legal moves of the current position with their positions, and its
    // endless holes: worked out once per position, so check() and the
    // player's view of the board share one sowing of each hole.
    const ChildList &children() const;

    MoveError check(Move move) const;
    // Plays a move that check() accepts (asserted); returns what happened,
    // with a final GameEnd event when the turn ended the game. The move is
    // sown once, with its trace.
    TurnRecord play(Move move);
    // Takes back the last turn; false if there is none.
    bool undo();

private:
    bool isThirdOccurrence() const;

    std::vector<Position> m_positions;
    std::vector<Move> m_moves;
    std::vector<int> m_quietTurns;               // turns without capture before each position
    mutable std::optional<ChildList> m_children; // of the current position, once asked for
};

} // namespace hoyito
