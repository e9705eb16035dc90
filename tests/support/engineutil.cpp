#include "engineutil.h"

#include "hoyito/notation.h"

#include <QString>
#include <QtGlobal>

#include <algorithm>
#include <variant>

namespace hoyito::test {

Position positionFromText(QAnyStringView text)
{
    const ParsedPosition parsed = parsePosition(text.toString().toStdString());
    if (!std::holds_alternative<Position>(parsed))
        qFatal("bad position text in a test: %s", qPrintable(text.toString()));
    return std::get<Position>(parsed);
}

int countEvents(const Trace &trace, EventKind kind)
{
    return static_cast<int>(
        std::count_if(trace.begin(), trace.end(), [kind](const Event &e) { return e.kind == kind; }));
}

QString reviewDifference(const std::vector<TurnReview> &actual, const std::vector<TurnReview> &expected)
{
    if (actual.size() != expected.size())
        return QStringLiteral("%1 turns, expected %2").arg(actual.size()).arg(expected.size());
    for (std::size_t i = 0; i < actual.size(); ++i) {
        const TurnReview &a = actual[i];
        const TurnReview &e = expected[i];
        if (a.turn != e.turn || a.mover != e.mover || !(a.move == e.move) || !(a.best == e.best) ||
            a.value != e.value || a.bestValue != e.bestValue || a.loss != e.loss || a.moveClass != e.moveClass ||
            a.forced != e.forced || a.depth != e.depth || a.exact != e.exact || a.line != e.line ||
            a.bestLine != e.bestLine)
            return QStringLiteral("turn %1 differs").arg(i + 1);
    }
    return QString();
}

} // namespace hoyito::test
