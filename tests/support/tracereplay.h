#pragma once

// A turn's event trace replayed onto the position before it, seed by seed
// with the seeds in hand, the way the board scene plays it: independent of
// the engine's sowing, so it checks that the trace tells the whole turn.

#include "hoyito/position.h"
#include "hoyito/trace.h"

#include <QString>

namespace hoyito::test {

struct TraceReplay {
    // The board and scores the trace leads to, and the player to move next
    // as the trace says (an extra turn, the end, or else the opponent).
    Position after;
    // Empty, or the first event that does not fit the board it meets (it
    // lifts a count the hole does not hold, drops a seed not in hand, loses
    // or makes a seed, …) and why.
    QString error;
};

TraceReplay replayTrace(const Position &before, const Trace &trace);

} // namespace hoyito::test
