#pragma once

// The event trace of a turn: the ordered story of what happened, seed by
// seed. The board scene animates it, the move list and status line describe
// it, tests compare it with worked examples. Nobody re-derives a move.

#include "hoyito/types.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hoyito {

enum class EventKind : std::uint8_t {
    Lift,             // the mover lifts `seeds` from `hole` (first lap)
    Drop,             // one seed falls into `hole`
    Relay,            // a new lap: `seeds` are lifted from `hole`, the last landing hole
    Capture,          // the final seed made a four in `hole`; `seeds` (4) are captured
    ChainCapture,     // Hoyito II: the four in `hole`, behind the landing hole, is captured too
    EnPassantCapture, // Hoyito I: a passing seed made a four in `hole`; captured, sowing goes on
    LastFour,         // the last `seeds` on the board (and in hand) go to `player`
    ExtraTurn,        // `player` captured and moves again
    Pass,             // `player` cannot move and passes
    GameEnd,          // the game is over because of `reason`
};

struct Event {
    EventKind kind = EventKind::Drop;
    std::int8_t hole = -1;
    std::uint8_t seeds = 0;
    Player player = Player::South;
    EndReason reason = EndReason::None;

    friend bool operator==(const Event &, const Event &) = default;
};

using Trace = std::vector<Event>;

// Who took the last four seeds in this trace (its LastFour event), if anyone.
// The engine decides it once, by lastFourTaker() in position.h.
std::optional<Player> lastFourTakerOf(const Trace &trace);

// Each event as the compact text of the worked examples:
// pickup(h,c) drop(h) relay(h,c) capture(h,c) lastfour(S,c) extra-turn pass end(reason).
// The three kinds of capture share the text `capture`.
std::string eventText(const Event &event);

} // namespace hoyito
