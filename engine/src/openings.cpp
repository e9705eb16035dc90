#include "hoyito/openings.h"

#include "hoyito/evaluation.h"
#include "hoyito/players.h"
#include "hoyito/search.h"

#include <cstdlib>

namespace hoyito {

std::uint64_t mixSeeds(std::uint64_t a, std::uint64_t b)
{
    std::uint64_t z = a * 0x9E3779B97F4A7C15ull ^ (b + 0x632BE59BD9B4E019ull + (a << 6) + (a >> 2));
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

std::optional<std::vector<Move>> randomOpening(const Rules &rules, std::uint64_t seed, Searcher *reference)
{
    constexpr int kBalancedWithin = 4 * kSeedValue;
    constexpr int kAttempts = 10000;
    std::vector<Move> moves;
    for (int attempt = 0; attempt < kAttempts; ++attempt) {
        Random random(mixSeeds(seed, static_cast<std::uint64_t>(attempt)));
        Position pos = Position::initial(rules, Player::South);
        moves.clear();
        const int turns = 2 + static_cast<int>(random.below(3));
        for (int t = 0; t < turns && !pos.isOver(); ++t) {
            moves.push_back(randomMove(pos, random));
            playTurn(pos, moves.back());
        }
        if (pos.isOver())
            continue;
        if (!reference)
            return moves;
        reference->clear();
        SearchLimits limits;
        limits.nodes = 50'000;
        if (std::abs(reference->search(pos, limits).score) <= kBalancedWithin)
            return moves;
    }
    return std::nullopt;
}

} // namespace hoyito
