#include "analysis/reviewtext.h"

#include "analysis/analysispanel.h"
#include "game/gametext.h"
#include "gamerecord.h"

#include <QLocale>

#include <cstdint>

namespace hoyito::app {

QString ReviewText::sign(hoyito::MoveClass moveClass)
{
    const std::string_view s = hoyito::moveClassSign(moveClass);
    return QString::fromLatin1(s.data(), qsizetype(s.size()));
}

QColor ReviewText::classColor(hoyito::MoveClass moveClass)
{
    // Half transparent, so they tint a light or a dark list alike.
    switch (moveClass) {
    case hoyito::MoveClass::Inaccuracy: return QColor(0xe6, 0xb8, 0x00, 110);
    case hoyito::MoveClass::Mistake: return QColor(0xf0, 0x7a, 0x00, 120);
    case hoyito::MoveClass::Blunder: return QColor(0xd9, 0x1e, 0x18, 120);
    case hoyito::MoveClass::Best:
    case hoyito::MoveClass::Good: break;
    }
    return {};
}

QString ReviewText::markedRow(int turn, const QString &description, hoyito::MoveClass moveClass)
{
    //: a line of the move list after a review: the turn number, the sign (?!, ?, ??), what happened
    return tr("%1. %2 %3").arg(QString::number(turn), sign(moveClass), description);
}

QString ReviewText::verdict(const GameSetup &setup, const hoyito::TurnReview &review)
{
    if (review.forced)
        return review.move.isPass() ? tr("No move: a pass.") : tr("The only move.");
    const QString best = GameText::moveNotation(setup.rules, review.best);
    // Whole seeds: the values are the search's estimates, and "28.9 seeds"
    // says no more to a player than 29.
    const int seeds = qMax(1, (review.loss + hoyito::kSeedValue / 2) / hoyito::kSeedValue);
    switch (review.moveClass) {
    case hoyito::MoveClass::Best: return tr("The best move.");
    //: %1 the best move's letter
    case hoyito::MoveClass::Good: return tr("Good move: less than a seed worse than %1.").arg(best);
    case hoyito::MoveClass::Inaccuracy:
    case hoyito::MoveClass::Mistake:
        if (hoyito::classifyLoss(review.loss) != review.moveClass) {
            // Marked one class milder: the game was decided either way (classifyTurn).
            const int total = setup.startPosition().seedsInGame();
            const QString winner = GameText::playerName(setup, 2 * review.bestValue > total * hoyito::kSeedValue
                                                                   ? review.mover
                                                                   : hoyito::opponent(review.mover));
            if (review.moveClass == hoyito::MoveClass::Inaccuracy)
                //: the move lost seeds, but the winner stays the same; %1 the best move's letter, %2 a player
                return tr("Inaccuracy: %n seed(s) worse than %1, but %2 wins either way.", nullptr, seeds)
                    .arg(best, winner);
            //: the move lost seeds, but the winner stays the same; %1 the best move's letter, %2 a player
            return tr("Mistake: %n seed(s) worse than %1, but %2 wins either way.", nullptr, seeds).arg(best, winner);
        }
        if (review.moveClass == hoyito::MoveClass::Inaccuracy)
            //: %1 the best move's letter
            return tr("Inaccuracy: %n seed(s) worse than %1.", nullptr, seeds).arg(best);
        return tr("Mistake: %n seed(s) worse than %1.", nullptr, seeds).arg(best);
    case hoyito::MoveClass::Blunder: return tr("Blunder: %n seed(s) worse than %1.", nullptr, seeds).arg(best);
    }
    return tr("The best move.");
}

QString ReviewText::turnLine(const GameSetup &setup, const hoyito::TurnReview &review)
{
    //: %1 turn number, %2 player, %3 the move with its sign ("A??"), %4 the verdict
    return tr("Turn %1: %2 played %3 — %4")
        .arg(QString::number(review.turn), GameText::playerName(setup, review.mover),
             GameText::moveNotation(setup.rules, review.move) + sign(review.moveClass), verdict(setup, review));
}

QString ReviewText::accuracyLine(const QString &name, double accuracy, int inaccuracies, int mistakes, int blunders)
{
    //: %1 a player, %2 the accuracy in percent, then how many inaccuracies (?!), mistakes (?) and blunders (??)
    return tr("%1: %2% accuracy · ?! %3 · ? %4 · ?? %5")
        .arg(name, QLocale().toString(accuracy, 'f', 0), QLocale().toString(inaccuracies), QLocale().toString(mistakes),
             QLocale().toString(blunders));
}

QString ReviewText::decided(const GameSetup &setup, hoyito::Player loser, const std::optional<hoyito::TurnReview> &turn)
{
    const QString lost = GameText::playerName(setup, loser);
    const QString won = GameText::playerName(setup, hoyito::opponent(loser));
    if (!turn)
        //: a finished game's review: %1 the player who lost never had a move that avoided the loss, %2 the winner
        return tr("By the review, %1 had no move that avoided the loss at any turn: %2 was ahead from the start.")
            .arg(lost, won);
    //: a finished game's review: %1 the turn's number, %2 the player who lost, %3 their move then, %4 the winner
    return tr("Turn %1 decided the game: until %2 played %3, %2 could still have won or drawn; after it, %4 wins with "
              "best play.")
        .arg(QLocale().toString(turn->turn), lost, GameText::moveNotation(setup.rules, turn->move), won);
}

QString ReviewText::graphPoint(const GameSetup &setup, int turn, int southSeeds, int northSeeds)
{
    const QString south = GameText::playerName(setup, hoyito::Player::South);
    const QString north = GameText::playerName(setup, hoyito::Player::North);
    const QString s = AnalysisPanel::seedsText(southSeeds);
    const QString n = AnalysisPanel::seedsText(northSeeds);
    if (turn == 0)
        //: the review graph's tooltip at the start: the expected final score "Ana 24 – Luis 24"
        return tr("Start: %1 %2 – %3 %4").arg(south, s, north, n);
    //: the review graph's tooltip: the expected final score after a turn
    return tr("After turn %1: %2 %3 – %4 %5").arg(QString::number(turn), south, s, north, n);
}

QString ReviewText::graphName()
{
    return tr("Evaluation graph");
}

QString ReviewText::graphDescription()
{
    return tr("The expected final difference in seeds after each turn; the line leans toward the row of the "
              "player ahead, as far as the number at the edge. Click a turn to see it on the board.");
}

QString ReviewText::quickStrength()
{
    return tr("Quick");
}

QString ReviewText::deepStrength()
{
    return tr("Deep");
}

QString ReviewText::strengthToolTip()
{
    const hoyito::ReviewLimits quick = reviewLimits(ReviewStrength::Quick);
    const hoyito::ReviewLimits deep = reviewLimits(ReviewStrength::Deep);
    const auto count = [](std::uint64_t positions) { return QLocale().toString(qulonglong(positions)); };
    //: %1 and %2: how many positions the engine looks at for each turn of the game at Quick, then again for a turn
    //: whose move looks like a mistake; %3 and %4: the same at Deep
    return tr("Quick: every move of every turn searched for %1 positions, and again for %2 where the move played "
              "looks like a mistake, with the endgame tables where they reach: seconds for a whole game. Deep: %3 "
              "and %4 positions, about four times as long.")
        .arg(count(quick.look.nodes), count(quick.secondLook.nodes), count(deep.look.nodes),
             count(deep.secondLook.nodes));
}

QString ReviewText::strengthLabel()
{
    //: the label of the review's Quick / Deep choice
    return tr("Mo&de:");
}

QString ReviewText::progress(int turn, int total)
{
    //: the review's progress bar: the turn being analysed, of all turns
    return tr("Reviewing turn %1 of %2…").arg(turn).arg(total);
}

QString ReviewText::reviewButton()
{
    // W: the panel shares Alt with the whole window, where R is the
    // scoreboard's Replay Round.
    return tr("Revie&w");
}

QString ReviewText::reviewAgainButton()
{
    return tr("Revie&w Again");
}

QString ReviewText::cancelButton()
{
    return tr("&Cancel");
}

QString ReviewText::cancelled()
{
    return tr("Review cancelled.");
}

QString ReviewText::noMoves()
{
    return tr("No moves to review yet.");
}

QString ReviewText::pickATurn()
{
    return tr("Click a turn in the graph or the move list to see it.");
}

QString ReviewText::showBetterMove()
{
    // M: B is the analysis panel's Back to the Game, in the same window.
    return tr("Show Better &Move");
}

QString ReviewText::showBetterMoveToolTip()
{
    return tr("Plays the engine's best move on the board from the position before this turn; the board stays there "
              "until you go back to the game");
}

QString ReviewText::backFromBetterMove()
{
    //: the Show Better Move button while the better move is on the board; M as in Show Better &Move
    return tr("Back to the Ga&me");
}

QString ReviewText::betterMoveStatus(const GameSetup &setup, const hoyito::TurnReview &review)
{
    //: the status line while the better move is shown: "Better than A: D"
    return tr("Better than %1: %2")
        .arg(GameText::moveNotation(setup.rules, review.move), GameText::moveNotation(setup.rules, review.best));
}

QString ReviewText::dockTitle()
{
    return tr("Review");
}

QString ReviewText::menuEntry()
{
    return tr("Re&view Game");
}

QString ReviewText::menuToolTip()
{
    return tr("The engine analyses every turn of the game: a graph of the evaluation, each move marked, each "
              "player's accuracy");
}

} // namespace hoyito::app
