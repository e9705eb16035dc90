#pragma once

// The openings of self-play series (hoyito-cli selfplay, the review's
// measuring tool): 2 to 4 random turns from the start, from a seed, so that
// a series is the same on every machine. With a reference searcher, only an
// opening it scores within 4 seeds of even is kept: most random openings of
// Hoyito are already won by 20 seeds or more, which hides the difference
// between two good players.

#include "hoyito/position.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace hoyito {

class Searcher;

// Two seeds made into one, well spread (a series' seed and a game's number).
std::uint64_t mixSeeds(std::uint64_t a, std::uint64_t b);

// Nothing when 10,000 attempts found no opening (none balanced on this board).
std::optional<std::vector<Move>> randomOpening(const Rules &rules, std::uint64_t seed, Searcher *reference);

} // namespace hoyito
