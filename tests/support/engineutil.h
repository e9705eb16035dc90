#pragma once

// Small engine helpers the suites share.

#include "hoyito/analysis.h"
#include "hoyito/position.h"
#include "hoyito/trace.h"

#include <QAnyStringView>
#include <QString>

#include <vector>

namespace hoyito::test {

// The position written `text` (RULES.md 8). Test data is fixed: a bad text
// is a broken test, so it stops the test program.
Position positionFromText(QAnyStringView text);

// The seeds on the board and in both piles.
int seedsInGame(const Position &pos);

// How many events of `kind` the trace has.
int countEvents(const Trace &trace, EventKind kind);

// Where two reviews of the same turns differ (the first turn that does, or
// the counts), or empty if they are the same.
QString reviewDifference(const std::vector<TurnReview> &actual, const std::vector<TurnReview> &expected);

} // namespace hoyito::test
