#pragma once

// Perft: the number of move sequences of a given length (docs/RULES.md rules 6.1
// and 6.3 apply, 6.2 does not). An extra turn is a ply like any other.

#include "hoyito/position.h"

#include <cstdint>

namespace hoyito {

std::uint64_t perft(const Position &pos, int depth);

} // namespace hoyito
