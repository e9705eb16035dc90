#include "hoyito/trace.h"

#include "hoyito/notation.h"

namespace hoyito {

std::optional<Player> lastFourTakerOf(const Trace &trace)
{
    for (const Event &event : trace)
        if (event.kind == EventKind::LastFour)
            return event.player;
    return std::nullopt;
}

std::string eventText(const Event &event)
{
    const std::string hole = std::to_string(event.hole);
    const std::string seeds = std::to_string(event.seeds);
    switch (event.kind) {
    case EventKind::Lift: return "pickup(" + hole + ',' + seeds + ')';
    case EventKind::Drop: return "drop(" + hole + ')';
    case EventKind::Relay: return "relay(" + hole + ',' + seeds + ')';
    case EventKind::Capture:
    case EventKind::ChainCapture:
    case EventKind::EnPassantCapture: return "capture(" + hole + ',' + seeds + ')';
    case EventKind::LastFour: return std::string("lastfour(") + playerLetter(event.player) + ',' + seeds + ')';
    case EventKind::ExtraTurn: return "extra-turn";
    case EventKind::Pass: return "pass";
    case EventKind::GameEnd: return "end(" + std::string(endReasonName(event.reason)) + ')';
    }
    return {};
}

} // namespace hoyito
