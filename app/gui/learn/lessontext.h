#pragma once

// Every sentence of Learn Hoyito that is not the course's own: why a goal
// was missed, the stars, the par, the window's labels. The course's texts
// (course.cpp) are translated here too, in their context "Lesson".

#include "hoyito/lesson.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace hoyito::app {

struct LessonStep;

class LessonText {
    Q_DECLARE_TR_FUNCTIONS(LessonText)

public:
    // A text of the course, translated.
    static QString course(const char *text);

    // Why the goal was missed, in one or two sentences: "Your last seed
    // fell into an empty hole: the turn ended there."
    static QString missed(const hoyito::GoalCheck &check, const hoyito::Rules &rules);
    // "Goal reached in 2 moves (par 2)."
    static QString reached(int moves, int par);
    // "★★☆" and its words for the screen reader: "2 of 3 stars".
    static QString stars(int stars);
    static QString starsSpoken(int stars);
    // "Par: 2 moves"
    static QString par(int par);
    // "Step 2 of 3"
    static QString stepOf(int step, int steps);
    // "The computer plays North's replies." for a step with an opponent.
    static QString opponentPlays(hoyito::Player opponent);
    // The moves played before a step starts, in the board's letters:
    // "Played before this step: b, B, a, B".
    static QString playedBefore(const QStringList &moves);
    // The board replays those moves: "… B (2 of 4)."; then the learner's turn.
    static QString watching(const QString &move, int turn, int turns);
    static QString yourTurnNow();
    // A step's goal not reached yet, after the learner's capture or the
    // other side's pass: why the learner moves again.
    static QString capturedMoveAgain(int seeds);
    static QString passedMoveAgain(hoyito::Player player);
    // The end of the course.
    static QString courseDone();
    static QString windowTitle();
};

} // namespace hoyito::app
