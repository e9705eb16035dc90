#include "levels.h"

#include "hoyito/bench.h"

#include <algorithm>
#include <limits>

namespace hoyito {

LevelSettings levelSettings(int level)
{
    // Levels 1 to 3 see every root move's score and pick with noise (and now
    // and then a random move); 4 to 6 search by node budget, so matches are
    // reproducible; the time cap only matters on a slow machine.
    switch (std::clamp(level, kMinLevel, kMaxLevel)) {
    case 1: return LevelSettings{.depth = 1, .noise = 300, .blunderPercent = 25};
    case 2: return LevelSettings{.depth = 2, .noise = 150, .blunderPercent = 8};
    case 3: return LevelSettings{.depth = 4, .noise = 50};
    case 4: return LevelSettings{.nodes = 3'000, .timeMs = 1000};
    case 5: return LevelSettings{.nodes = 120'000, .timeMs = 1500};
    default: return LevelSettings{.nodes = 5'000'000, .timeMs = 2500};
    }
}

bool levelUsesTables(int level)
{
    // Perfect endgames are the Master's and the hint's; a weaker level that
    // played them would be stronger with bigger tables installed.
    // Out-of-range levels are clamped as in levelSettings (below 1: full strength).
    return level < kMinLevel || level >= kMaxLevel;
}

namespace detail {

namespace {
// Mixes the caller's seed so that nearby seeds make unrelated choices.
constexpr std::uint64_t kSeedMultiplier = 0x9E3779B97F4A7C15ull;
constexpr std::uint64_t kSeedOffset = 0x5EED;
constexpr int kPercent = 100;
} // namespace

std::size_t levelChoice(const LevelSettings &level, const std::vector<int> &scores, std::uint64_t seed)
{
    Random random(seed * kSeedMultiplier + kSeedOffset);
    const bool blunder = level.blunderPercent > 0 && static_cast<int>(random.below(kPercent)) < level.blunderPercent;
    if (blunder)
        return random.below(static_cast<std::uint32_t>(scores.size()));
    std::size_t chosen = 0;
    int bestNoisy = std::numeric_limits<int>::min();
    for (std::size_t k = 0; k < scores.size(); ++k) {
        const int noise = level.noise ? static_cast<int>(random.below(2 * level.noise + 1)) - level.noise : 0;
        const int noisy = scores[k] + noise;
        if (noisy > bestNoisy) {
            bestNoisy = noisy;
            chosen = k;
        }
    }
    return chosen;
}

} // namespace detail

} // namespace hoyito
