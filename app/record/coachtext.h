#pragma once

// The coach's words: why a reviewed move was worse than the best one, or why
// a hinted move is good, in one or two sentences built from the facts of
// hoyito/coach.h (the lines' real captures, chains, extra turns and last
// fours), never canned. Holes and moves are named by their letters as the
// game writes them (docs/RULES.md 2: a-f for South's row, A-F for North's);
// players by the names the caller gives. The review, the analysis, the hint
// and hoyito-cli all take them from here, so each sentence is translated
// once. QtCore only.

#include "hoyito/analysis.h"
#include "hoyito/coach.h"

#include <QCoreApplication>
#include <QString>

#include <array>

namespace hoyito::app {

class CoachText {
    Q_DECLARE_TR_FUNCTIONS(hoyito::app::CoachText)

public:
    // The players' names, indexed by index(Player) (RulesText::playerName
    // gives a side's name when a player has none).
    using Names = std::array<QString, 2>;

    // What a turn captured, as the object of a verb: "4 seeds on C", "a
    // chain of 12 seeds from B" (Hoyito II's casa and the fours behind it),
    // "12 seeds" (several captures, Hoyito I's in passing). Empty for a turn
    // that captured nothing.
    static QString captured(const Rules &rules, const TurnStory &turn);

    // What a go does, as a predicate: "captures 4 seeds on C and plays
    // again, then 8 more on E, and takes the last four". Empty for a go
    // whose first turn captures nothing.
    static QString go(const Rules &rules, const Go &go, const Names &names);

    // Why the played move of a reviewed turn was worse than the best one:
    // what the best move's go takes, or what it denies the opponent; what
    // the opponent takes after the played move. "d captures 4 seeds on C
    // and plays again, then 8 more on E. After a, North captures a chain of
    // 12 seeds from B."
    static QString reviewedTurn(const Rules &rules, const ReviewExplanation &explanation, const Names &names);
    // The same for a turn of a game review, told on the lines it keeps
    // (TurnReview::line, bestLine; the moves alone without them) from the
    // position before it; empty for a turn the review does not mark
    // (isMarked: better than an inaccuracy). The review panel, the move
    // list and hoyito-cli review all say this.
    static QString reviewedTurn(const Position &before, const TurnReview &review, const Names &names);

    // Why the hinted move is good: "e leaves North no casa and threatens 8
    // seeds on C." Empty for a move that cannot be played.
    static QString hint(const Rules &rules, const HintExplanation &explanation, const Names &names);

private:
    // The captures of a go's later turns: "then 8 more on E".
    static QString thenMore(const Rules &rules, const Go &go);
    // What a quiet best move denies the opponent: "d leaves North no casa."
    static QString denied(const Rules &rules, const ReviewExplanation &explanation, const Names &names);
    // What the opponent takes after the played move: "After a, North ...".
    static QString allowed(const Rules &rules, const ReviewExplanation &explanation, const Names &names);
};

} // namespace hoyito::app
