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

int seedsInGame(const Position &pos)
{
    return pos.seedsOnBoard() + pos.scores[0] + pos.scores[1];
}

int countEvents(const Trace &trace, EventKind kind)
{
    return static_cast<int>(
        std::count_if(trace.begin(), trace.end(), [kind](const Event &e) { return e.kind == kind; }));
}

} // namespace hoyito::test
