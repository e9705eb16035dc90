#include "tracereplay.h"

#include "engineutil.h"

#include <cstddef>
#include <cstdint>

namespace hoyito::test {

TraceReplay replayTrace(const Position &before, const Trace &trace)
{
    TraceReplay replay{before, {}};
    Position &pos = replay.after;
    const int total = before.seedsInGame();
    const int mover = index(before.toMove);
    int hand = 0;
    bool extraTurn = false;
    bool ended = false;
    for (std::size_t i = 0; i < trace.size() && replay.error.isEmpty(); ++i) {
        const Event &e = trace[i];
        const auto fail = [&](const char *why) {
            replay.error = QStringLiteral("event %1 (%2): %3")
                               .arg(i)
                               .arg(QString::fromStdString(eventText(e)), QLatin1String(why));
        };
        const bool onBoard = e.hole >= 0 && e.hole < pos.rules.holeCount();
        switch (e.kind) {
        case EventKind::Lift:
        case EventKind::Relay:
            if (!onBoard || hand != 0 || pos.isClosed(e.hole) || e.seeds == 0 || pos.seeds[e.hole] != e.seeds) {
                fail("lifts a count the hole does not hold, or with seeds still in hand");
                break;
            }
            hand = e.seeds;
            pos.seeds[e.hole] = 0;
            break;
        case EventKind::Drop:
            if (!onBoard || hand == 0 || pos.isClosed(e.hole)) {
                fail("drops a seed not in hand, or into a closed hole");
                break;
            }
            ++pos.seeds[e.hole];
            --hand;
            break;
        case EventKind::Capture:
        case EventKind::ChainCapture:
        case EventKind::EnPassantCapture:
            if (!onBoard || e.seeds != kSeedsPerHole || pos.seeds[e.hole] != kSeedsPerHole) {
                fail("captures a hole that does not hold four");
                break;
            }
            pos.seeds[e.hole] = 0;
            pos.scores[mover] = static_cast<std::int16_t>(pos.scores[mover] + kSeedsPerHole);
            break;
        case EventKind::LastFour:
            if (e.seeds != kSeedsPerHole || pos.seedsOnBoard() + hand != e.seeds) {
                fail("awards a different number of seeds than are left");
                break;
            }
            pos.seeds.fill(0);
            hand = 0;
            pos.scores[index(e.player)] = static_cast<std::int16_t>(pos.scores[index(e.player)] + e.seeds);
            break;
        case EventKind::ExtraTurn:
        case EventKind::Pass:
        case EventKind::GameEnd:
            if (hand != 0)
                fail("comes while seeds are still in hand");
            else if (e.kind == EventKind::Pass && e.player != before.toMove)
                fail("passes for the player not to move");
            extraTurn = extraTurn || e.kind == EventKind::ExtraTurn;
            ended = ended || e.kind == EventKind::GameEnd;
            break;
        }
        if (replay.error.isEmpty() && pos.seedsInGame() + hand != total)
            fail("loses or makes a seed");
    }
    if (replay.error.isEmpty() && hand != 0)
        replay.error = QStringLiteral("the trace ends with %1 seeds in hand").arg(hand);
    if (!extraTurn && !ended)
        pos.toMove = opponent(before.toMove);
    return replay;
}

} // namespace hoyito::test
