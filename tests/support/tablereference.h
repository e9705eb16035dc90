#pragma once

// Two references for the endgame tables, sharing nothing with the table
// code but the rules (playTurn):
//
// BruteForce plays out full histories under docs/RULES.md 6.2 (the third
// occurrence of a position, or 200 turns without a capture, ends the game
// with each taking their own row). A capture makes every earlier position
// unreachable (fewer seeds), so the history it keeps is the positions since
// the last capture, and the value of a position just after a capture
// depends on the position alone (memoised).
//
// FixedPoint computes the two bounds as the least and greatest solutions of
// their equations: positions with either player to move (no turning
// round), and plain full passes until nothing changes.

#include "tableutil.h"

#include "hoyito/tables.h"

#include <map>
#include <optional>
#include <vector>

namespace hoyito::test {

// What the value of a position at the start of a game depends on, the
// scores apart: the board, the mover and the last four's taker.
struct PositionKey {
    Board seeds;
    Player toMove;
    LastFourTaker taker;
    auto operator<=>(const PositionKey &) const = default;

    static PositionKey of(const Position &pos) { return {pos.seeds, pos.toMove, pos.rules.lastFourTaker}; }
};

class BruteForce {
public:
    // The node budget the suites give a position: most 2x3 positions, and
    // the smallest levels of larger boards, finish within it.
    static constexpr long long kPositionBudget = 10000;

    // The tables only order the moves (the best-looking first, so proofs are
    // short); the values come from the search alone. `repetitionLimit` is the
    // occurrence of a position that ends the game: the rule's third, or 2 for
    // a game that ends at the first repetition (scored the same way), which
    // tests/tools/quiet_retro compares with the rule.
    BruteForce(long long nodeBudget, const tables::Tables &order, int repetitionLimit = kRepetitionLimit);

    // Alpha-beta (fail-soft) over the seeds pos's mover wins from the board
    // with perfect play, for a game that starts at pos: a result strictly
    // inside (alpha, beta) is the value, one at or below alpha an upper
    // bound, one at or above beta a lower bound. Nothing if the node budget
    // ran out.
    std::optional<int> value(const Position &pos, int alpha, int beta);

    long long totalNodes() const { return m_total; }

private:
    struct Known {
        int low;
        int high;
    };

    int fresh(const Position &pos, int alpha, int beta);
    int search(const Position &pos, std::vector<Position> &history, int alpha, int beta);

    long long m_budget;
    const tables::Tables &m_order;
    int m_repetitionLimit;
    long long m_nodes = 0;
    long long m_total = 0;
    std::map<PositionKey, Known> m_fresh;
};

class FixedPoint {
public:
    // Solves level k: `positions` are all of its positions (allPositions),
    // and the levels below it are solved already.
    void addLevel(const std::vector<Position> &positions);

    tables::Bounds at(const Position &pos) const;

private:
    std::map<PositionKey, tables::Bounds> m_values;
};

} // namespace hoyito::test
