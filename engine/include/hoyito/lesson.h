#pragma once

// The goal of a lesson step, judged from the turns' event traces: whatever
// move reaches it counts, not one fixed answer. A step starts at a position
// with the learner to move; the learner's *go* is their turns in a row (a
// capture gives another turn), and most goals are judged when it ends. The
// window's lessons and their tests ask here; the words are the window's.

#include "hoyito/game.h"

#include <cstdint>

namespace hoyito {

enum class LessonGoal : std::uint8_t {
    Sow,            // play any move
    Relay,          // a move of at least `count` laps
    EndInEmptyHole, // a move whose last seed falls into an empty hole
    Capture,        // at least `count` seeds captured in one turn
    Chain,          // a backward chain of fours (Hoyito II)
    CaptureRun,     // `count` capturing turns in a row
    TakeLastFour,   // the learner takes the last four
    SafeMove,       // end the go leaving the opponent no capture
    OpponentPasses, // end the go leaving the opponent no legal move
    Win,            // win the game
};

enum class GoalState : std::uint8_t { Open, Reached, Missed };

// Why a goal was missed, for the window to say in words.
enum class GoalMiss : std::uint8_t {
    None,
    EmptyHole,          // the last seed fell into an empty hole: the turn ended there
    TooFewLaps,         // the move's laps (`laps`) were fewer than the goal
    Captured,           // the move captured (EndInEmptyHole: the turn did not end in an empty hole)
    TooFewSeeds,        // the turn captured `seeds`, fewer than the goal
    NoChain,            // a casa with no four behind it
    OpponentCanCapture, // the opponent can capture `seeds` with `move`
    OpponentCanMove,    // the opponent still has a move (`move`)
    LastFourToOpponent, // the opponent took the last four
    GameNotWon,         // the game ended without the learner winning
};

struct GoalCheck {
    GoalState state = GoalState::Open;
    GoalMiss miss = GoalMiss::None;
    int learnerMoves = 0; // the learner's turns so far (passes not counted)
    int seeds = 0;        // TooFewSeeds, OpponentCanCapture: the seeds
    int laps = 0;         // TooFewLaps: the laps of the move
    Move move;            // OpponentCanCapture, OpponentCanMove: the opponent's move
};

// Judges `goal` (with its `count`, where it has one) for `learner` over the
// turns of `game` from `firstTurn` on (the step's start). Reached as soon
// as it is; missed when the learner's go ends without it, except for Win,
// which waits for the end of the game. A game that ends within the
// learner's go leaves the opponent no move: SafeMove and OpponentPasses
// are then reached.
GoalCheck checkLessonGoal(LessonGoal goal, int count, Player learner, const Game &game, int firstTurn = 0);

} // namespace hoyito
