#pragma once

// Small engine helpers the suites share.

#include "hoyito/analysis.h"
#include "hoyito/position.h"
#include "hoyito/trace.h"

#include <QAnyStringView>
#include <QString>

#include <vector>

namespace hoyito::test {

// Positions the window suites show (docs/RULES.md 8).
// After c B E a A (Hoyito II): South's f relays twice and captures E and D,
// a chain of two fours, then plays again.
inline constexpr const char *kChainPosition = "II:6:S:2,3,9,14,3,1,1,3,1,3,3,1:0:4";
// South's a makes a four in b; the four left in L are the last four.
inline constexpr const char *kLastFourPosition = "II:6:S:1,3,0,0,0,0,0,0,0,0,0,4:20:20";

// The position written `text` (docs/RULES.md 8). Test data is fixed: a bad text
// is a broken test, so it stops the test program.
Position positionFromText(QAnyStringView text);

// How many events of `kind` the trace has.
int countEvents(const Trace &trace, EventKind kind);

// Where two reviews of the same turns differ (the first turn that does, or
// the counts), or empty if they are the same.
QString reviewDifference(const std::vector<TurnReview> &actual, const std::vector<TurnReview> &expected);

} // namespace hoyito::test
