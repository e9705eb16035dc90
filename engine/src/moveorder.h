#pragma once

// The search's move ordering (private to the engine): the table move
// first, then captures (the biggest gain first), the killers of the ply,
// and the quiet moves by history and by the evaluation of the position they
// lead to.

#include "transposition.h"

#include "hoyito/evaluation.h"
#include "hoyito/search.h"

#include <algorithm>
#include <array>

namespace hoyito::detail {

// Ordering keys, from the strongest: each band lies above everything below.
constexpr int kTableMoveBonus = 1 << 28;
constexpr int kCaptureBonus = 1 << 24;
constexpr int kKillerBonus = 1 << 20;
constexpr int kSecondKillerBonus = 1 << 19;
// History counters stay below the killers' band.
constexpr int kHistoryLimit = 1 << 18;
// One seed gained weighs more than any evaluation difference.
constexpr int kGainWeight = 4096;

constexpr int kMaxPly = kMaxSearchDepth + 8;

// A move of the search played into its position, with its ordering key.
struct SearchChild {
    Position pos;
    std::int8_t move = kNoMove;
    int order = 0;
    bool captured = false;
    bool evaluated = false; // `features` holds evaluateFeatures(pos)
    int features = 0;
    std::uint64_t key = 0; // the table key of pos, when worked out already
};

// The ordering key of a child before killers and history: captures by their
// gain; quiet moves (and losing ones) by gain and then by the evaluation of
// the child for the parent's mover. A child that was evaluated keeps its
// features: at the horizon they are its value, and need not be worked out
// again.
inline int childOrder(const Position &parent, SearchChild &child, const EvalWeights &weights)
{
    const Player me = parent.toMove;
    const Position &pos = child.pos;
    const int gain = (pos.scores[index(me)] - parent.scores[index(me)]) -
                     (pos.scores[index(opponent(me))] - parent.scores[index(opponent(me))]);
    if (gain > 0)
        return kCaptureBonus + gain * kGainWeight;
    child.features = evaluateFeatures(pos, weights);
    child.evaluated = true;
    return gain * kGainWeight + (pos.toMove == me ? child.features : -child.features);
}

class MoveOrdering {
public:
    // A new search: older history counts less, killers start afresh.
    void newSearch()
    {
        for (auto &side : m_history)
            for (int &h : side)
                h /= 4;
        for (auto &k : m_killers)
            k = {kNoMove, kNoMove};
    }

    void clearHistory()
    {
        for (auto &side : m_history)
            side.fill(0);
    }

    // Fills `order` with the indices of children, best first (the earlier
    // child first among equal keys).
    void order(std::array<SearchChild, kMaxHolesPerRow> &children, int count, std::array<int, kMaxHolesPerRow> &order,
               std::int8_t tableMove, int ply, Player mover) const
    {
        // Each key carries its child's index in its low bits, reversed so
        // that the earlier child is the bigger key: the sort then moves
        // plain numbers, without looking the keys up through the indices.
        constexpr int kIndexBits = 4;
        constexpr std::int64_t kLastIndex = kMaxHolesPerRow - 1;
        static_assert(kMaxHolesPerRow <= 1 << kIndexBits);
        std::array<std::int64_t, kMaxHolesPerRow> keys;
        for (int k = 0; k < count; ++k) {
            SearchChild &c = children[k];
            if (c.move == tableMove)
                c.order += kTableMoveBonus;
            else if (!c.captured) {
                if (c.move == m_killers[ply][0])
                    c.order += kKillerBonus;
                else if (c.move == m_killers[ply][1])
                    c.order += kSecondKillerBonus;
            }
            if (c.move >= 0)
                c.order += m_history[index(mover)][c.move];
            keys[k] = (std::int64_t{c.order} << kIndexBits) | (kLastIndex - k);
        }
        // Insertion sort, biggest first: at most twelve moves.
        for (int k = 1; k < count; ++k) {
            const std::int64_t item = keys[k];
            int j = k;
            for (; j > 0 && keys[j - 1] < item; --j)
                keys[j] = keys[j - 1];
            keys[j] = item;
        }
        for (int k = 0; k < count; ++k)
            order[k] = static_cast<int>(kLastIndex - (keys[k] & ((1 << kIndexBits) - 1)));
    }

    // A quiet move that cut off: a killer of its ply, and history.
    void rewardQuietMove(int ply, Player mover, std::int8_t move, int depth)
    {
        if (move < 0)
            return;
        if (m_killers[ply][0] != move) {
            m_killers[ply][1] = m_killers[ply][0];
            m_killers[ply][0] = move;
        }
        int &h = m_history[index(mover)][move];
        h = std::min(h + depth * depth, kHistoryLimit);
    }

private:
    std::array<std::array<std::int8_t, 2>, kMaxPly + 1> m_killers{};
    std::array<std::array<int, kMaxHoles>, 2> m_history{};
};

} // namespace hoyito::detail
