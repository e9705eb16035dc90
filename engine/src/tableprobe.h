#pragma once

// The endgame tables as the search sees them (private to the engine): the
// tables of the searched rules and board, chosen once a search, and their
// bounds turned into search scores.
//
// A table's bounds are the seeds the mover can still win from the board
// (see tables.h); the mover's final advantage is then
//   captured difference + bound - (seeds on board - bound),
// in hundredths of a seed like every search score. The bounds hold for any
// ending by rule 6.2 that pays each player between 0 and the seeds on the
// board, so they hold for the search's simplified 6.2 too (each player takes
// their row), and an exact entry is the node's value.

#include "hoyito/position.h"
#include "hoyito/tables.h"

#include <optional>

namespace hoyito::detail {

class TableProbe {
public:
    // The tables of `root`'s rules and board in `set` (null or none: probing
    // finds nothing).
    void select(const tables::TableSet *set, const Position &root);

    // Sets [low, high] to the search scores the tables prove for pos, whose
    // captured-score difference is `base`. False (nothing set) when pos is
    // not in the tables. Costs a branch when no table is selected, and a
    // rank and a load when one is.
    bool probe(const Position &pos, int base, int &low, int &high) const
    {
        return m_maxSeeds > 0 && probeTables(pos, base, low, high);
    }

    // Starts loading the entry of pos, a position that will be probed soon
    // (a probe is mostly a cache miss).
    void prefetch(const Position &pos) const
    {
        if (m_maxSeeds == 0)
            return;
        const int seeds = pos.seedsOnBoard();
        if (seeds > 0 && seeds <= m_maxSeeds && !pos.isOver())
            m_tables->prefetch(pos, seeds);
    }

    // Whether pos has few enough seeds to be probed.
    bool covers(const Position &pos) const { return m_maxSeeds > 0 && pos.seedsOnBoard() <= m_maxSeeds; }

private:
    bool probeTables(const Position &pos, int base, int &low, int &high) const;

    const tables::Tables *m_tables = nullptr;
    int m_maxSeeds = 0;
};

// The value of a node whose table scores are [low, high] when they settle it
// for the window (alpha, beta): exact, or a bound beyond the window, proven
// either way. Nothing when the node must still be searched.
inline std::optional<int> tableCutoff(int low, int high, int alpha, int beta)
{
    if (low == high || low >= beta)
        return low;
    if (high <= alpha)
        return high;
    return std::nullopt;
}

// The search score of a final split where the mover wins `bound` of the
// `seedsOnBoard` seeds still on the board.
int tableScore(int base, int bound, int seedsOnBoard);

} // namespace hoyito::detail
