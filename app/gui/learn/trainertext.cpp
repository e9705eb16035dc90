#include "learn/trainertext.h"

#include "rulestext.h"

#include <cmath>

namespace hoyito::app {

QString TrainerText::windowTitle()
{
    //: the puzzle trainer's window title
    return tr("Puzzles");
}

QString TrainerText::theme(puzzles::Theme theme)
{
    using puzzles::Theme;
    switch (theme) {
    //: a puzzle's theme: a capture takes a backward chain of fours
    case Theme::ChainOfFours: return tr("Chain of fours");
    //: a puzzle's theme: three or more captures in a row
    case Theme::CaptureRun: return tr("Capture run");
    //: a puzzle's theme: a turn that ends the game
    case Theme::ClearBoard: return tr("Clear the board");
    //: a puzzle's theme: the only move that leaves the opponent no big capture
    case Theme::Defence: return tr("Defence");
    //: a puzzle's theme: a move that goes round the board four times or more
    case Theme::LongRelay: return tr("Long relay");
    //: a puzzle's theme: proven by the endgame tables
    case Theme::Endgame: return tr("Endgame");
    }
    return {};
}

QString TrainerText::anyTheme()
{
    //: the theme filter of the puzzle trainer: no filter
    return tr("All themes");
}

QString TrainerText::board(PuzzleBoard board)
{
    //: a board of the puzzle trainer: %1 the variant ("Hoyito II"), %2 holes a row
    const QString pattern = tr("%1, 2 × %2");
    switch (board) {
    case PuzzleBoard::II6: return pattern.arg(RulesText::variantName(hoyito::Variant::II)).arg(6);
    case PuzzleBoard::III6: return pattern.arg(RulesText::variantName(hoyito::Variant::III)).arg(6);
    case PuzzleBoard::II12: return pattern.arg(RulesText::variantName(hoyito::Variant::II)).arg(12);
    }
    return {};
}

QString TrainerText::toPlay(hoyito::Player solver)
{
    //: the puzzle's task: %1 the side to move ("South")
    return tr("%1 to play: find the best move.").arg(RulesText::sideName(solver));
}

QString TrainerText::taskSolved()
{
    //: the puzzle's task line once the puzzle is solved
    return tr("Solved.");
}

QString TrainerText::taskFailed(const QString &best)
{
    //: the puzzle's task line after a wrong move: %1 the move that was best ("d")
    return tr("Not solved: the best move was %1.").arg(best);
}

QString TrainerText::solutionTurn(hoyito::Player side)
{
    //: the puzzle's solution being played on the board: %1 the side to move ("North")
    return tr("The solution: %1 to move.").arg(RulesText::sideName(side));
}

QString TrainerText::rightMove(bool opponentReplies)
{
    if (opponentReplies)
        //: a right move in a puzzle that goes on with the opponent's reply
        return tr("Right! Watch the reply, then play on.");
    //: a right move in a puzzle after which the solver moves again (a capture)
    return tr("Right! Play again.");
}

QString TrainerText::solved()
{
    //: the puzzle is solved
    return tr("Solved!");
}

QString TrainerText::wrongMove(const QString &move, const QString &why, int seedsLost)
{
    //: a wrong move in a puzzle: %1 the move ("a")
    QString text = tr("%1 is not the move.").arg(move);
    if (!why.isEmpty())
        text += QLatin1Char(' ') + why;
    if (seedsLost > 0)
        //: what a wrong move in a puzzle loses against the solution, in seeds
        text += QLatin1Char(' ') + tr("It loses %n seed(s).", nullptr, seedsLost);
    return text;
}

QString TrainerText::solutionShown()
{
    //: after a wrong move the puzzle's solution is played on the board
    return tr("The solution is shown on the board.");
}

QString TrainerText::hinted(bool rated)
{
    if (!rated)
        //: the hint in a puzzle that does not count for the rating
        return tr("Hint: play from the ringed hole.");
    //: the hint in a puzzle that counts for the rating
    return tr("Hint: play from the ringed hole. Solved now, the puzzle will not raise your rating.");
}

QString TrainerText::rating(double rating, double deviation)
{
    if (deviation > kProvisionalDeviation)
        //: the player's puzzle rating while it is provisional (few puzzles rated yet): %1 the rating
        return tr("Rating %1?").arg(std::lround(rating));
    //: the player's puzzle rating: %1 the rating, %2 its deviation
    return tr("Rating %1 ± %2").arg(std::lround(rating)).arg(std::lround(deviation));
}

QString TrainerText::provisional(double deviation)
{
    if (deviation <= kProvisionalDeviation)
        return {};
    //: the tooltip of a provisional puzzle rating ("Rating 1500?"): %1 its deviation now
    return tr("Provisional: your rating is still uncertain (± %1), so each puzzle moves it a lot. It settles "
              "after some ten rated puzzles.")
        .arg(std::lround(deviation));
}

QString TrainerText::ratingChange(double change)
{
    const long n = std::lround(change);
    //: how much a puzzle changed the rating: "+12", "−8"
    return n >= 0 ? tr("(+%1)").arg(n) : tr("(−%1)").arg(-n);
}

QString TrainerText::puzzleRating(int rating)
{
    //: the rating of the puzzle shown
    return tr("Puzzle rated %1").arg(rating);
}

QString TrainerText::notRated()
{
    //: a puzzle tried before, or in the streak: it no longer changes the rating
    return tr("This attempt is not rated.");
}

QString TrainerText::streak(int streak, int best)
{
    //: the streak: puzzles solved in a row, %1 now, %2 the best
    return tr("Streak: %1 (best %2)").arg(streak).arg(best);
}

QString TrainerText::streakEnded(int streak)
{
    //: the streak ended at a wrong move: %n puzzles solved in a row
    return tr("The streak ends with %n puzzle(s) solved.", nullptr, streak);
}

QString TrainerText::noPuzzles()
{
    //: no puzzle fits the board and theme chosen
    return tr("No puzzle of this board and theme.");
}

QString TrainerText::streakDone()
{
    //: the streak solved every puzzle of the board and theme
    return tr("Every puzzle of the streak solved!");
}

QString TrainerText::history(const QList<double> &ratings)
{
    if (ratings.isEmpty())
        //: the rating graph before any rated puzzle
        return tr("Rating history: no rated puzzle yet");
    //: the rating graph for a screen reader: %1 the first rating, %2 the last, %n the points
    return tr("Rating history: %1 to %2 over %n puzzle(s)", nullptr, int(ratings.size()))
        .arg(std::lround(ratings.first()))
        .arg(std::lround(ratings.last()));
}

} // namespace hoyito::app
