#pragma once

// The edits of the position editor, on the position as a value: each
// returns the edited position and never breaks its shape (no seeds in a
// closed hole, no hole past the board). Whether a game may start at the
// result is the engine's checkStart(), asked afterwards.

#include "hoyito/position.h"

namespace hoyito::app {

// The most seeds a hole may be given: every seed of the game, so that too
// many seeds are still written as position text and can be said so.
int maxSeedsInHole(const hoyito::Rules &rules);

// `delta` seeds more (or fewer) in `hole`, from 0 to maxSeedsInHole(). A
// closed hole stays as it is.
hoyito::Position withSeedsAdded(const hoyito::Position &pos, int hole, int delta);
// Every seed of `from` moved into `to` (up to maxSeedsInHole()); nothing
// changes if either is closed or they are the same hole.
hoyito::Position withSeedsMoved(const hoyito::Position &pos, int from, int to);
// `hole` closed (its seeds dropped, as the refill leaves a closed hole
// empty) or opened again, empty.
hoyito::Position withClosedToggled(const hoyito::Position &pos, int hole);
// The same position on a board of `holesPerRow` holes a row: each row keeps
// the seeds of its first holes, new holes are empty and open.
hoyito::Position withHolesPerRow(const hoyito::Position &pos, int holesPerRow);
// The position with no seeds on the board and no scores, same rules and mover.
hoyito::Position emptied(const hoyito::Position &pos);

} // namespace hoyito::app
