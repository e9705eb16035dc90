#pragma once

// Small engine helpers the suites share.

#include "hoyito/position.h"
#include "hoyito/trace.h"

#include <QAnyStringView>

namespace hoyito::test {

// The position written `text` (RULES.md 8). Test data is fixed: a bad text
// is a broken test, so it stops the test program.
Position positionFromText(QAnyStringView text);

// The seeds on the board and in both piles.
int seedsInGame(const Position &pos);

// How many events of `kind` the trace has.
int countEvents(const Trace &trace, EventKind kind);

} // namespace hoyito::test
