#pragma once

// Every sentence of the puzzle trainer (Game > Puzzles…): the themes' and
// boards' names, what to find, a right or wrong move, the rating and the
// streak. The coach's reasons are CoachText's.

#include "learn/puzzleset.h"

#include "hoyito/puzzles.h"

#include <QCoreApplication>
#include <QString>

namespace hoyito::app {

// A rating whose deviation is above this is provisional (Lichess's line):
// it still moves a lot with each puzzle, and is shown as "1500?".
constexpr double kProvisionalDeviation = 110;

class TrainerText {
    Q_DECLARE_TR_FUNCTIONS(TrainerText)

public:
    static QString windowTitle();
    // "Chain of fours", "Capture run", … (the file's "chain", "capture-run").
    static QString theme(puzzles::Theme theme);
    static QString anyTheme();
    // "Hoyito II, 2 × 6"
    static QString board(PuzzleBoard board);
    // "South to play: find the best move."
    static QString toPlay(hoyito::Player solver);
    // What to find, once judged: "Solved." / "Not solved: the best move was
    // d." and, while the solution is shown, "The solution: North to move."
    static QString taskSolved();
    static QString taskFailed(const QString &best);
    static QString solutionTurn(hoyito::Player side);
    // "Right! North replies." / "Right! Play on."
    static QString rightMove(bool opponentReplies);
    // "Solved!" with what it did to the rating: "Rating 1523 (+23)".
    static QString solved();
    // "a is not the move." + the coach's reason + "It loses 8 seeds."
    static QString wrongMove(const QString &move, const QString &why, int seedsLost);
    static QString solutionShown();
    // "Hint: play from the ringed hole. Solving it now will not raise your rating."
    static QString hinted(bool rated);
    // "Rating 1523 ± 80" and "(+23)"; "Rating 1500?" while provisional
    // (deviation above kProvisionalDeviation), with a tooltip saying so
    // (empty when the rating is not provisional).
    static QString rating(double rating, double deviation);
    static QString provisional(double deviation);
    static QString ratingChange(double change);
    // "Puzzle rated 1305", and that it no longer counts.
    static QString puzzleRating(int rating);
    static QString notRated();
    // "Streak: 4 (best 7)" / "The streak ends at 4."
    static QString streak(int streak, int best);
    static QString streakEnded(int streak);
    static QString noPuzzles();
    static QString streakDone();
    // The graph's accessible name: "Rating history: 1500 to 1523 over 12 puzzles".
    static QString history(const QList<double> &ratings);
};

} // namespace hoyito::app
