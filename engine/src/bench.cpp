#include "hoyito/bench.h"

#include <bit>

namespace hoyito {

namespace {

std::uint32_t liftableHoles(const Position &pos)
{
    std::uint32_t mask = 0;
    const int first = pos.rules.firstHole(pos.toMove);
    for (int h = first; h < first + pos.rules.holesPerRow; ++h)
        if (pos.seeds[h] > 0)
            mask |= 1u << h;
    return mask & ~pos.closedHoles;
}

int nthSetBit(std::uint32_t mask, std::uint32_t n)
{
    for (; n > 0; --n)
        mask &= mask - 1;
    return std::countr_zero(mask);
}

} // namespace

PlayoutStats randomPlayouts(const Rules &rules, std::uint64_t games, std::uint64_t seed)
{
    Random random(seed);
    PlayoutStats stats;
    for (std::uint64_t g = 0; g < games; ++g) {
        Position pos = Position::initial(rules, g % 2 ? Player::North : Player::South);
        int quietTurns = 0;
        std::uint64_t turns = 0;
        while (!pos.isOver()) {
            std::uint32_t candidates = liftableHoles(pos);
            TurnSummary summary;
            for (;;) {
                if (candidates == 0) {
                    summary = playTurn(pos, Move::pass());
                    break;
                }
                const int hole = nthSetBit(candidates, random.below(static_cast<std::uint32_t>(std::popcount(candidates))));
                summary = playTurn(pos, Move::at(hole));
                if (!summary.endless)
                    break;
                candidates &= ~(1u << hole);
            }
            ++turns;
            stats.seedsSown += static_cast<std::uint64_t>(summary.seedsSown);
            quietTurns = summary.captured > 0 ? 0 : quietTurns + 1;
            if (!pos.isOver() && quietTurns >= kNoCaptureTurnLimit)
                pos.ending = EndReason::NoCapture200;
        }
        ++stats.games;
        stats.turns += turns;
        stats.signature = (stats.signature ^ hashOf(pos) ^ turns) * 0x100000001B3ull + static_cast<std::uint64_t>(pos.scores[0]);
    }
    return stats;
}

} // namespace hoyito
