#include "coachtext.h"

#include "rulestext.h"

#include "hoyito/notation.h"

#include <QStringList>

// Every "%n" message goes through RulesText::englishPlural: hoyito-cli has
// no translator, and a translation has no "(s)" to replace.

namespace hoyito::app {

namespace {

QString holeText(const Rules &rules, int hole)
{
    return QString(QChar::fromLatin1(holeLetter(rules, hole)));
}

QString moveName(const Rules &rules, Move move)
{
    return QString::fromStdString(moveText(rules, move));
}

// The seeds `side` takes after a move: its go in the line, or, where the
// line stops before it, its biggest capture one turn ahead.
int replySeeds(const Go &reply, const std::optional<TurnStory> &threat, Player side)
{
    if (reply.turns.empty())
        return threat ? seedsWon(*threat, side) : 0;
    int seeds = 0;
    for (const TurnStory &turn : reply.turns)
        seeds += seedsWon(turn, side);
    return seeds;
}

bool endsGame(const Go &go)
{
    return !go.turns.empty() && go.turns.back().ending != EndReason::None;
}

} // namespace

QString CoachText::captured(const Rules &rules, const TurnStory &turn)
{
    if (turn.captures.empty())
        return {};
    const int seeds = capturedSeeds(turn);
    if (turn.captures.size() > 1)
        //: the seeds of several captures in one turn (Hoyito I's fours taken in passing), the object of
        //: "captures" or "threatens": "12 seeds"
        return RulesText::englishPlural(tr("%n seed(s)", nullptr, seeds), seeds);
    const CaptureStory &capture = turn.captures.front();
    if (capture.chainFours > 0)
        //: Hoyito II's casa and the fours behind it, the object of "captures" or "threatens": "a chain of 12
        //: seeds from B"; %1 is the letter of the casa's hole
        return RulesText::englishPlural(tr("a chain of %n seed(s) from %1", nullptr, seeds), seeds)
            .arg(holeText(rules, capture.hole));
    //: one casa, the object of "captures" or "threatens": "4 seeds on C"; %1 is the letter of its hole
    return RulesText::englishPlural(tr("%n seed(s) on %1", nullptr, seeds), seeds).arg(holeText(rules, capture.hole));
}

QString CoachText::thenMore(const Rules &rules, const Go &go)
{
    int seeds = 0;
    int capturingTurns = 0;
    const TurnStory *capturing = nullptr;
    for (std::size_t i = 1; i < go.turns.size(); ++i) {
        const int taken = capturedSeeds(go.turns[i]);
        if (taken > 0) {
            seeds += taken;
            ++capturingTurns;
            capturing = &go.turns[i];
        }
    }
    if (seeds == 0)
        return {};
    if (capturingTurns == 1 && capturing->captures.size() == 1) {
        const CaptureStory &capture = capturing->captures.front();
        if (capture.chainFours > 0)
            //: the next turn of a player who captured and plays again: "then a chain of 8 more from E"; %1 is
            //: the letter of the casa's hole
            return RulesText::englishPlural(tr("then a chain of %n more from %1", nullptr, seeds), seeds)
                .arg(holeText(rules, capture.hole));
        //: the next turn of a player who captured and plays again: "then 8 more on E"; %1 is a hole's letter
        return RulesText::englishPlural(tr("then %n more on %1", nullptr, seeds), seeds)
            .arg(holeText(rules, capture.hole));
    }
    //: the next turns of a player who captured and plays again, all they capture: "then 12 more"
    return RulesText::englishPlural(tr("then %n more", nullptr, seeds), seeds);
}

QString CoachText::go(const Rules &rules, const Go &go, const Names &names)
{
    if (go.turns.empty())
        return {};
    const TurnStory &first = go.turns.front();
    const QString object = captured(rules, first);
    if (object.isEmpty())
        return {};
    //: %1 what a turn captures: "4 seeds on C", "a chain of 12 seeds from B"
    QString text = tr("captures %1").arg(object);
    if (first.playsAgain)
        //: %1 "captures 4 seeds on C": the capture earns another turn
        text = tr("%1 and plays again").arg(text);
    const QString more = thenMore(rules, go);
    if (!more.isEmpty())
        //: two parts of what a player does, in order: %1 "captures 4 seeds on C and plays again", %2 "then 8
        //: more on E"
        text = tr("%1, %2").arg(text, more);
    const TurnStory &last = go.turns.back();
    if (last.lastFourTo == go.side)
        //: %1 what a player captured; their capture left the last four, which they take too
        text = tr("%1 and takes the last four").arg(text);
    else if (last.lastFourTo)
        //: %1 what a player captured, which left the last four; %2 the player who takes them (a fixed taker,
        //: Hoyito III's handicap)
        text = tr("%1, and the last four go to %2").arg(text, names[std::size_t(index(*last.lastFourTo))]);
    else if (last.ending == EndReason::Empty)
        //: %1 what a player captured: it took the last seeds on the board, and the game is over
        text = tr("%1, and the board is empty").arg(text);
    return text;
}

QString CoachText::denied(const Rules &rules, const ReviewExplanation &explanation, const Names &names)
{
    if (explanation.better.turns.empty() || endsGame(explanation.better))
        return {};
    const Player them = opponent(explanation.mover);
    const QString best = moveName(rules, explanation.best);
    const QString name = names[std::size_t(index(them))];
    const int afterBest = replySeeds(explanation.betterReply, explanation.threatAfterBetter, them);
    const int afterPlayed = replySeeds(explanation.allowed, explanation.threatAfterPlayed, them);
    if (afterBest >= afterPlayed)
        return {};
    // A line in which the opponent does not take what they could says
    // nothing about what the better move denies them.
    if (afterBest == 0 && explanation.threatAfterBetter)
        return {};
    if (!explanation.threatAfterBetter)
        //: %1 the better move's letter, %2 the opponent: after it, no move of theirs makes a casa
        return tr("%1 leaves %2 no casa.").arg(best, name);
    //: %1 the better move's letter, %2 the opponent, who takes fewer seeds after it
    return RulesText::englishPlural(tr("%1 lets %2 take only %n seed(s).", nullptr, afterBest), afterBest)
        .arg(best, name);
}

QString CoachText::allowed(const Rules &rules, const ReviewExplanation &explanation, const Names &names)
{
    const Player them = opponent(explanation.mover);
    const QString played = moveName(rules, explanation.played);
    const QString name = names[std::size_t(index(them))];
    const QString theirs = go(rules, explanation.allowed, names);
    if (!theirs.isEmpty())
        //: %1 the move played, %2 the opponent, %3 what they do next: "captures a chain of 12 seeds from B and
        //: plays again"
        return tr("After %1, %2 %3.").arg(played, name, theirs);
    if (explanation.allowed.turns.empty() && explanation.threatAfterPlayed)
        //: %1 the move played, %2 the opponent, %3 what they could capture in their next turn: "8 seeds on C"
        return tr("After %1, %2 threatens %3.").arg(played, name, captured(rules, *explanation.threatAfterPlayed));
    const int mine = capturedSeeds(explanation.playedGo);
    if (explanation.playedGo.turns.empty() || mine >= capturedSeeds(explanation.better))
        return {};
    if (mine == 0)
        //: %1 the move played, which captures nothing (the better move does)
        return tr("%1 captures nothing.").arg(played);
    //: %1 the move played, which captures less than the better move
    return RulesText::englishPlural(tr("%1 captures only %n seed(s).", nullptr, mine), mine).arg(played);
}

QString CoachText::reviewedTurn(const Rules &rules, const ReviewExplanation &explanation, const Names &names)
{
    QStringList sentences;
    const QString betterGo = go(rules, explanation.better, names);
    //: %1 a move's letter, %2 what it does: "captures 4 seeds on C and plays again, then 8 more on E"
    QString better = betterGo.isEmpty() ? denied(rules, explanation, names)
                                        : tr("%1 %2.").arg(moveName(rules, explanation.best), betterGo);
    // The board shows the position after the move played; the better move
    // is told from the one before it, and the sentence says so.
    if (!better.isEmpty())
        //: %1 the move played, %2 a sentence on the better move, told from the position before %1: "Instead of
        //: a, d captures 4 seeds on C and plays again."
        better = tr("Instead of %1, %2").arg(moveName(rules, explanation.played), better);
    sentences << better << allowed(rules, explanation, names);
    sentences.removeAll(QString());
    if (sentences.isEmpty())
        //: %1 the best move, %2 the move played: their lines capture alike in the next turns
        return tr("No capture in the next turns tells %1 from %2: the difference comes later.")
            .arg(moveName(rules, explanation.best), moveName(rules, explanation.played));
    return sentences.join(QLatin1Char(' '));
}

QString CoachText::reviewedTurn(const Position &before, const TurnReview &review, const Names &names)
{
    if (!isMarked(review.moveClass))
        return {};
    return reviewedTurn(before.rules,
                        explainReviewedTurn(before, review.move, review.line, review.best, review.bestLine), names);
}

QString CoachText::hint(const Rules &rules, const HintExplanation &explanation, const Names &names)
{
    if (explanation.go.turns.empty() || explanation.go.turns.front().move.isPass())
        return {};
    const Player side = explanation.go.side;
    const Player them = opponent(side);
    const QString move = moveName(rules, explanation.go.turns.front().move);
    const QString name = names[std::size_t(index(them))];
    QStringList afterwards;
    if (!endsGame(explanation.go) && !explanation.opponentBest)
        //: %1 the opponent: after the hinted move, no move of theirs makes a casa
        afterwards << tr("leaves %1 no casa").arg(name);
    if (explanation.threat && explanation.threat->lastFourTo == side)
        //: %1 what the player could capture in their next turn: "a chain of 8 seeds from B"; that capture
        //: would leave the last four, which they would take too
        afterwards << tr("threatens %1 and the last four").arg(captured(rules, *explanation.threat));
    else if (explanation.threat)
        //: %1 what the player could capture in their next turn: "8 seeds on C"
        afterwards << tr("threatens %1").arg(captured(rules, *explanation.threat));
    QString then = afterwards.value(0);
    if (afterwards.size() > 1)
        //: the two things a hinted move leaves: %1 "leaves North no casa", %2 "threatens 8 seeds on C"
        then = tr("%1 and %2").arg(afterwards.front(), afterwards.back());
    const QString itsGo = go(rules, explanation.go, names);
    if (!itsGo.isEmpty()) {
        const QString first = tr("%1 %2.").arg(move, itsGo);
        if (then.isEmpty())
            return first;
        //: the second sentence of a hint, after what the move captures; "it" is the hinted move, %1 what it
        //: leaves: "leaves North no casa and threatens 8 seeds on C"
        return first + QLatin1Char(' ') + tr("It then %1.").arg(then);
    }
    if (!then.isEmpty())
        return tr("%1 %2.").arg(move, then);
    if (!explanation.opponentBest)
        return {};
    const int seeds = seedsWon(*explanation.opponentBest, them);
    //: %1 the hinted move's letter, %2 the opponent, who can take at most so many seeds in one turn after it
    return RulesText::englishPlural(tr("%1 lets %2 take no more than %n seed(s) at once.", nullptr, seeds), seeds)
        .arg(move, name);
}

} // namespace hoyito::app
