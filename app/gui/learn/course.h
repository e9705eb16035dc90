#pragma once

// The course of Learn Hoyito, as data: lessons of a few steps each. A step
// is a position with the learner to move, one goal in one sentence, a par
// (the learner's moves for three stars), a hint, and what to take away once
// the goal is reached. The engine judges the goal from the turns' events
// (hoyito/lesson.h), so any move that reaches it counts. A lesson is added
// here, without touching the window.
//
// The words are marked with QT_TRANSLATE_NOOP in the context "Lesson", so
// lupdate finds them; LessonText translates them at run time.

#include "hoyito/lesson.h"

#include <span>

namespace hoyito::app {

struct LessonStep {
    const char *id;       // stable: the settings keep each step's stars under it
    const char *position; // position text (hoyito/notation.h); the learner is its mover
    // Moves played from `position` before the step starts ("" for none),
    // comma-separated: the history a repetition needs. The learner moves
    // after them.
    const char *history;
    hoyito::LessonGoal goal;
    int count; // Relay: laps; Capture: seeds; CaptureRun: captures in a row; else 0
    int par;   // the learner's moves (a capture's extra turns count) for three stars
    // 0: the goal is judged within the learner's go, no opponent moves;
    // otherwise the computer's level for the opponent's replies.
    int opponentLevel;
    const char *goalText; // one sentence: what to do
    const char *hint;     // says where to look, not the move
    const char *success;  // what happened, and the rule it shows
    // A solution, the learner's moves comma-separated (a capture's extra
    // turns included): the course test plays it, and a wrong move.
    const char *solution;
    const char *wrong; // a legal move that misses the goal (the test checks the reason)
};

struct Lesson {
    const char *id;
    const char *title; // short, for the list
    const char *intro; // a few sentences before the first step
    std::span<const LessonStep> steps;
};

// Every lesson, in the order of the course.
std::span<const Lesson> course();

} // namespace hoyito::app
