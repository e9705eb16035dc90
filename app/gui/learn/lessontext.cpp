#include "learn/lessontext.h"

#include "game/gametext.h"

#include "rulestext.h"

namespace hoyito::app {

QString LessonText::course(const char *text)
{
    return QCoreApplication::translate("Lesson", text);
}

QString LessonText::missed(const hoyito::GoalCheck &check, const hoyito::Rules &rules)
{
    using hoyito::GoalMiss;
    switch (check.miss) {
    case GoalMiss::None: break;
    case GoalMiss::EmptyHole:
        //: a lesson's goal was missed
        return tr("Your last seed fell into an empty hole: the turn ended there.");
    case GoalMiss::TooFewLaps:
        //: a lesson's goal was missed: the move's laps (1 lap, 2 laps)
        return tr("That move went round in %n lap(s) only: its last seed did not land in a hole that held seeds.",
                  nullptr, check.laps);
    case GoalMiss::Captured:
        //: a lesson's goal was missed: the goal was a move that ends without capturing
        return tr("That move made a casa: its last seed did not fall into an empty hole.");
    case GoalMiss::TooFewSeeds:
        //: a lesson's goal was missed: the seeds captured in one turn
        return tr("You captured %n seed(s) in that turn: not enough for the goal.", nullptr, check.seeds);
    case GoalMiss::NoChain:
        //: a lesson's goal was missed
        return tr("You made a casa, but the hole behind it did not hold four seeds, so no chain followed.");
    case GoalMiss::OpponentCanCapture:
        //: a lesson's goal was missed: %1 the opponent's move ("D"); %n the seeds it captures
        return tr("Now the other side can capture %n seed(s) by playing %1.", nullptr, check.seeds)
            .arg(GameText::moveNotation(rules, check.move));
    case GoalMiss::OpponentCanMove:
        //: a lesson's goal was missed: %1 a move the opponent still has ("E")
        return tr("The other side can still move (%1), so it does not have to pass.")
            .arg(GameText::moveNotation(rules, check.move));
    case GoalMiss::LastFourToOpponent:
        //: a lesson's goal was missed
        return tr("The last four seeds went to the other side.");
    case GoalMiss::GameNotWon:
        //: a lesson's goal was missed
        return tr("The game ended, and you did not win it.");
    }
    return {};
}

QString LessonText::reached(int moves, int par)
{
    //: a lesson's goal reached: %n the learner's moves, %1 the par (the moves for three stars)
    return tr("Goal reached in %n move(s) (par %1).", nullptr, moves).arg(par);
}

QString LessonText::stars(int stars)
{
    QString text;
    for (int i = 0; i < 3; ++i)
        text += i < stars ? QChar(0x2605) : QChar(0x2606);
    return text;
}

QString LessonText::starsSpoken(int stars)
{
    //: for the screen reader: the stars of a lesson step
    return tr("%n of 3 star(s)", nullptr, stars);
}

QString LessonText::par(int par)
{
    //: a lesson step's par: the moves for three stars
    return tr("Par: %n move(s)", nullptr, par);
}

QString LessonText::stepOf(int step, int steps)
{
    //: a lesson's progress: "Step 2 of 3"
    return tr("Step %1 of %2").arg(step).arg(steps);
}

QString LessonText::opponentPlays(hoyito::Player opponent)
{
    //: %1 the side the computer plays in a lesson ("North")
    return tr("The computer plays %1's replies.").arg(RulesText::sideName(opponent));
}

QString LessonText::playedBefore(const QStringList &moves)
{
    //: the moves of a lesson step's game before the learner's turn, in the board's letters: "b, B, a, B"
    return tr("Played before this step: %1").arg(moves.join(QStringLiteral(", ")));
}

QString LessonText::watching(const QString &move, int turn, int turns)
{
    //: the board replays the moves played before a lesson step: %1 the move ("B"), %2 its number, %3 how many
    return tr("Watch the moves played before this step: %1 (%2 of %3).").arg(move).arg(turn).arg(turns);
}

QString LessonText::yourTurnNow()
{
    //: the board has replayed the moves before a lesson step; now the learner moves
    return tr("That was the game so far. Your move.");
}

QString LessonText::capturedMoveAgain(int seeds)
{
    //: during a lesson step of several moves, after the learner's capture
    return tr("You captured %n seed(s), so you move again.", nullptr, seeds);
}

QString LessonText::passedMoveAgain(hoyito::Player player)
{
    //: during a lesson step of several moves: %1 the other player ("North")
    return tr("%1 has no seeds to sow and passes, so you move again.").arg(RulesText::sideName(player));
}

QString LessonText::courseDone()
{
    return tr("You have finished the course. Try a game against the computer: Play a Game, or Game > New Game "
              "at any time.");
}

QString LessonText::windowTitle()
{
    return tr("Learn Hoyito");
}

} // namespace hoyito::app
