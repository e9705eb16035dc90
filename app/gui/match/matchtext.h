#pragma once

// Every sentence a match says, through tr(): who starts a round and who
// takes its last four, the refill, a round's result, the score, how the
// match ended. The match controller, the scoreboard, the board's banner and
// a replayed round take their words from here; the player names come from
// the setup (GameText::playerName). The match's settings and the record's
// words are RecordText's (gamerecord.h).

#include "game/gamesetup.h"

#include "hoyito/match.h"

#include <QCoreApplication>
#include <QString>

#include <array>

namespace hoyito::app {

class MatchText {
    Q_DECLARE_TR_FUNCTIONS(hoyito::app::MatchText)

public:
    // Why the last four of round `round` go where they go under `rule`,
    // after the taker's name: "winner of round 2", "who captured the
    // penultimate four", ...
    static QString lastFourWhy(hoyito::LastFourRule rule, int round);
    // The same, short, for the scoreboard: "capturer", "winner of round 2".
    static QString lastFourShort(hoyito::LastFourRule rule, int round);
    // The board's banner when the last four of round `round` are awarded,
    // with %1 for the taker's name: "Round 3: the last four go to %1, winner
    // of round 2".
    static QString lastFourPattern(hoyito::LastFourRule rule, int round);
    // The banner's second line, %1 for the taker: "Round 3: %1 won round 2".
    static QString lastFourDetailPattern(hoyito::LastFourRule rule, int round);
    // The round `match` is about to play: "Round 3: Ana starts; the last
    // four go to Luis, winner of round 2.", and the refill when there is one.
    static QString introduction(const GameSetup &setup, const hoyito::Match &match);
    // "Round 3: Luis wins 28–20."
    static QString roundHeadline(const GameSetup &setup, const hoyito::RoundResult &round);
    // "The last four went to Luis, winner of round 2." or why the round ended.
    static QString roundDetails(const GameSetup &setup, const hoyito::RoundResult &round);
    // The headline, then the details.
    static QString roundSummary(const GameSetup &setup, const hoyito::RoundResult &round);
    // "The next round starts in 3 seconds."
    static QString countdown(int seconds);
    // Between rounds of a match between paused computers.
    static QString waitingWhilePaused();
    // "Ana 2 – Luis 1½", from the half points of each side.
    static QString score(const GameSetup &setup, const std::array<int, 2> &halves);
    // "Ana wins the match!", "A drawn match"; empty while it goes on.
    static QString matchHeadline(const GameSetup &setup, const hoyito::Match &match);
    // Why the match ended and how it was decided; empty while it goes on.
    static QString matchDetails(const GameSetup &setup, const hoyito::Match &match);
};

} // namespace hoyito::app
