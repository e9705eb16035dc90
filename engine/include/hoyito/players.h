#pragma once

// One-ply players for matches and tests. greedyMove takes the legal move that
// gains the mover most seeds this turn (the last four included), ties broken
// at random; randomMove is uniform among the legal moves.

#include "hoyito/bench.h"
#include "hoyito/position.h"

namespace hoyito {

Move greedyMove(const Position &pos, Random &random);
Move randomMove(const Position &pos, Random &random);

} // namespace hoyito
