#pragma once

// The weak levels' mistakes (private to the engine): noise on the root
// moves' scores, and now and then a random move.

#include "hoyito/search.h"

#include <cstddef>
#include <vector>

namespace hoyito::detail {

// The index of the root move a level plays, given each root move's exact
// score at the last finished depth (best first, so 0 is the search's own
// choice). The same seed gives the same choice.
std::size_t levelChoice(const LevelSettings &level, const std::vector<int> &scores, std::uint64_t seed);

} // namespace hoyito::detail
