#pragma once

// How a finished game ended, gathered once from the engine for the result
// dialog, the status line and (later) a match's scoreboard.

#include "hoyito/game.h"

#include <array>
#include <optional>

namespace hoyito::app {

struct GameOutcome {
    std::array<int, 2> scores{}; // final scores (rule 6.2/6.3 row seeds included)
    hoyito::Result result = hoyito::Result::Draw;
    hoyito::EndReason reason = hoyito::EndReason::None;
    std::optional<hoyito::Player> lastFourTaker; // who received the last four, if they ended the game
    hoyito::Player lastMover = hoyito::Player::South;
    int turns = 0;
    // The engine's help a player had against the computer: hints asked, and
    // whether the analysis was on during a turn.
    int hintsUsed = 0;
    bool analysisUsed = false;
};

// The outcome of `game`, which must be over.
GameOutcome outcomeOf(const hoyito::Game &game, const hoyito::TurnRecord *lastTurn);

} // namespace hoyito::app
