#include "hoyito/bench.h"

#include "sowing.h"

#include <array>

namespace hoyito {

namespace {

// For each 6-bit mask: its bit count and where its k-th set bit is, so
// that a hole is picked from a row's mask without a loop.
struct SixBits {
    std::array<std::uint8_t, 64> count{};
    std::array<std::array<std::uint8_t, 6>, 64> nth{};
};

constexpr SixBits makeSixBits()
{
    SixBits t;
    for (int mask = 0; mask < 64; ++mask) {
        int k = 0;
        for (int bit = 0; bit < 6; ++bit)
            if ((mask >> bit) & 1)
                t.nth[mask][k++] = static_cast<std::uint8_t>(bit);
        t.count[mask] = static_cast<std::uint8_t>(k);
    }
    return t;
}

constexpr SixBits kSixBits = makeSixBits();

// The k-th set bit (from 0) of a row's mask of up to 12 holes.
int nthSetBit(std::uint32_t row, int k)
{
    const std::uint32_t low = row & 63u;
    const int lowCount = kSixBits.count[low];
    if (k < lowCount)
        return kSixBits.nth[low][k];
    return 6 + kSixBits.nth[row >> 6][k - lowCount];
}

int bitCount(std::uint32_t row)
{
    return kSixBits.count[row & 63u] + kSixBits.count[row >> 6];
}

// kHoles: the board's hole count when every turn can be sown in bulk (the
// playouts start from the opening, so no hole is ever closed); 0 for the
// general path.
template <int kHoles> TurnSummary sow(Position &pos, int hole, const detail::LapTable &table)
{
    if constexpr (kHoles == 0)
        return playTurn(pos, Move::at(hole));
    else
        return detail::sowWords<kHoles>(pos, hole, table);
}

// The turn of a playout: a random liftable hole; if it starts an endless
// sowing, another one among the rest; a pass when none is left.
template <int kHoles> TurnSummary playRandomTurn(Position &pos, Random &random, const detail::LapTable &table)
{
    // Only the words that hold the board.
    constexpr int kWords = kHoles ? (kHoles + 7) / 8 : detail::kBoardWords;
    const int first = pos.rules.firstHole(pos.toMove);
    std::uint32_t row = detail::liftableHoles<kWords>(pos) >> first;
    while (row != 0) {
        const int i = nthSetBit(row, static_cast<int>(random.below(static_cast<std::uint32_t>(bitCount(row)))));
        const TurnSummary summary = sow<kHoles>(pos, first + i, table);
        if (!summary.endless)
            return summary;
        row &= ~(1u << i);
    }
    return playTurn(pos, Move::pass());
}

template <int kHoles> PlayoutStats playouts(const Rules &rules, std::uint64_t games, std::uint64_t seed)
{
    const detail::LapTable &table = detail::lapTable(rules.holeCount());
    Random random(seed);
    PlayoutStats stats;
    for (std::uint64_t g = 0; g < games; ++g) {
        Position pos = Position::initial(rules, g % 2 ? Player::North : Player::South);
        int quietTurns = 0;
        std::uint64_t turns = 0;
        while (!pos.isOver()) {
            const TurnSummary summary = playRandomTurn<kHoles>(pos, random, table);
            ++turns;
            stats.seedsSown += static_cast<std::uint64_t>(summary.seedsSown);
            quietTurns = summary.captured > 0 ? 0 : quietTurns + 1;
            if (!pos.isOver() && quietTurns >= kNoCaptureTurnLimit)
                pos.ending = EndReason::NoCapture200;
        }
        ++stats.games;
        stats.turns += turns;
        stats.signature =
            (stats.signature ^ hashOf(pos) ^ turns) * 0x100000001B3ull + static_cast<std::uint64_t>(pos.scores[0]);
    }
    return stats;
}

} // namespace

PlayoutStats randomPlayouts(const Rules &rules, std::uint64_t games, std::uint64_t seed)
{
    // The recorded boards get a kernel of their own size.
    if (detail::bulkSowingApplies(Position::initial(rules))) {
        if (rules.holeCount() == 12)
            return playouts<12>(rules, games, seed);
        if (rules.holeCount() == 24)
            return playouts<24>(rules, games, seed);
    }
    return playouts<0>(rules, games, seed);
}

} // namespace hoyito
