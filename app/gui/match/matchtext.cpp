#include "match/matchtext.h"

#include "game/gametext.h"

#include "gamerecord.h"

#include <QStringList>

namespace hoyito::app {

namespace {

QString name(const GameSetup &setup, hoyito::Player side)
{
    return GameText::playerName(setup, side);
}

} // namespace

QString MatchText::lastFourWhy(hoyito::LastFourRule rule, int round)
{
    switch (rule) {
    case hoyito::LastFourRule::Capturer: break;
    case hoyito::LastFourRule::PreviousWinner:
        //: why the last four go to a player: "(to North,) winner of round 2"
        return tr("winner of round %1").arg(round - 1);
    case hoyito::LastFourRule::PreviousRoundDraw:
        return tr("who captured the penultimate four (round %1 was drawn)").arg(round - 1);
    }
    return tr("who captured the penultimate four");
}

QString MatchText::lastFourShort(hoyito::LastFourRule rule, int round)
{
    switch (rule) {
    case hoyito::LastFourRule::Capturer: break;
    case hoyito::LastFourRule::PreviousWinner:
        //: scoreboard: why a player took the last four
        return tr("winner of round %1").arg(round - 1);
    case hoyito::LastFourRule::PreviousRoundDraw:
        //: scoreboard: the capturer took the last four, the previous round being drawn
        return tr("capturer, round %1 drawn").arg(round - 1);
    }
    //: scoreboard: the player who captured the penultimate four took the last four
    return tr("capturer");
}

QString MatchText::lastFourPattern(hoyito::LastFourRule rule, int round)
{
    //: the status line when the last four are awarded in a match: "Round 3:
    //: the last four go to North, winner of round 2"; %2 stays %1 for the name
    return tr("Round %1: the last four go to %2, %3")
        .arg(QString::number(round), QStringLiteral("%1"), lastFourWhy(rule, round));
}

QString MatchText::lastFourDetailPattern(hoyito::LastFourRule rule, int round)
{
    switch (rule) {
    case hoyito::LastFourRule::Capturer: break;
    case hoyito::LastFourRule::PreviousWinner:
        //: the banner's second line: "Round 3: North won round 2"; %2 stays %1 for the name
        return tr("Round %1: %2 won round %3")
            .arg(QString::number(round), QStringLiteral("%1"), QString::number(round - 1));
    case hoyito::LastFourRule::PreviousRoundDraw:
        return tr("Round %1: %2 captured the penultimate four (round %3 was drawn)")
            .arg(QString::number(round), QStringLiteral("%1"), QString::number(round - 1));
    }
    return tr("Round %1: %2 captured the penultimate four").arg(QString::number(round), QStringLiteral("%1"));
}

QString MatchText::introduction(const GameSetup &setup, const hoyito::Match &match)
{
    const int round = match.roundNumber();
    const hoyito::Position start = match.roundStart();
    const QString starter = name(setup, match.roundStarter());
    QString text;
    switch (match.roundLastFourRule()) {
    case hoyito::LastFourRule::PreviousWinner:
        text = tr("Round %1: %2 starts; the last four go to %3, winner of round %4.")
                   .arg(QString::number(round), starter,
                        name(setup, start.rules.lastFourTaker == hoyito::LastFourTaker::North ? hoyito::Player::North
                                                                                              : hoyito::Player::South),
                        QString::number(round - 1));
        break;
    case hoyito::LastFourRule::PreviousRoundDraw:
        text = tr("Round %1: %2 starts; round %3 was drawn, so the last four go to whoever captures the "
                  "penultimate four.")
                   .arg(QString::number(round), starter, QString::number(round - 1));
        break;
    case hoyito::LastFourRule::Capturer:
        text = tr("Round %1: %2 starts; the last four go to whoever captures the penultimate four.")
                   .arg(QString::number(round), starter);
        break;
    }
    if (match.settings().refill && round > 1) {
        for (hoyito::Player side : {hoyito::Player::South, hoyito::Player::North}) {
            int closed = 0;
            const int first = start.rules.firstHole(side);
            for (int h = first; h < first + start.rules.holesPerRow; ++h)
                closed += start.isClosed(h) ? 1 : 0;
            const int open = start.rules.holesPerRow - closed;
            const int kept = start.scores[hoyito::index(side)];
            text += QLatin1Char(' ');
            // One count a sentence, so that each has its plural forms.
            if (closed == 0)
                //: the refill before a round: "Ana fills all 6 holes and keeps 2 seeds."
                text += tr("%1 fills all %2 holes and keeps %n seed(s).", nullptr, kept)
                            .arg(name(setup, side), QString::number(open));
            else
                //: the refill before a round, when a player cannot fill every hole: "Ana fills only 5 holes; the
                //: others stay closed. Ana keeps 2 seeds."
                text += tr("%1 fills only %n hole(s); the others stay closed.", nullptr, open).arg(name(setup, side)) +
                        QLatin1Char(' ') + tr("%1 keeps %n seed(s).", nullptr, kept).arg(name(setup, side));
        }
    }
    return text;
}

QString MatchText::roundHeadline(const GameSetup &setup, const hoyito::RoundResult &round)
{
    if (round.result == hoyito::Result::Draw)
        //: "Round 2 is drawn, 24–24."
        return tr("Round %1 is drawn, %2–%3.").arg(round.number).arg(round.seeds[0]).arg(round.seeds[1]);
    const hoyito::Player winner =
        round.result == hoyito::Result::SouthWins ? hoyito::Player::South : hoyito::Player::North;
    //: "Round 3: Luis wins 28–20."
    return tr("Round %1: %2 wins %3–%4.")
        .arg(QString::number(round.number), name(setup, winner), QString::number(round.seeds[hoyito::index(winner)]),
             QString::number(round.seeds[hoyito::index(hoyito::opponent(winner))]));
}

QString MatchText::roundDetails(const GameSetup &setup, const hoyito::RoundResult &round)
{
    if (round.lastFourTakenBy)
        return tr("The last four went to %1, %2.")
            .arg(name(setup, *round.lastFourTakenBy), lastFourWhy(round.lastFourRule, round.number));
    return tr("The round ended because %1.").arg(RulesText::endExplanation(round.ending));
}

QString MatchText::roundSummary(const GameSetup &setup, const hoyito::RoundResult &round)
{
    return roundHeadline(setup, round) + QLatin1Char(' ') + roundDetails(setup, round);
}

QString MatchText::countdown(int seconds)
{
    //: between rounds of a match between computers
    return tr("The next round starts in %n second(s).", "", seconds);
}

QString MatchText::waitingWhilePaused()
{
    return tr("The computers are paused: the next round waits.");
}

QString MatchText::score(const GameSetup &setup, const std::array<int, 2> &halves)
{
    //: the match score: "Ana 2 – Luis 1½"
    return tr("%1 %2 – %3 %4")
        .arg(name(setup, hoyito::Player::South), RecordText::points(halves[0]), name(setup, hoyito::Player::North),
             RecordText::points(halves[1]));
}

QString MatchText::matchHeadline(const GameSetup &setup, const hoyito::Match &match)
{
    if (!match.isOver())
        return QString();
    switch (match.result()) {
    case hoyito::Result::SouthWins: return tr("%1 wins the match!").arg(name(setup, hoyito::Player::South));
    case hoyito::Result::NorthWins: return tr("%1 wins the match!").arg(name(setup, hoyito::Player::North));
    case hoyito::Result::Draw: break;
    }
    return tr("A drawn match");
}

QString MatchText::matchDetails(const GameSetup &setup, const hoyito::Match &match)
{
    if (!match.isOver())
        return QString();
    QStringList parts;
    const int count = match.settings().lengthCount;
    if (match.end() == hoyito::MatchEnd::CannotFill) {
        parts << tr("%1 could not fill a single hole and loses the match (traditional refill).")
                     .arg(name(setup, *match.cannotFill()));
    } else if (match.settings().length == hoyito::MatchLength::Rounds) {
        // A match of one round has a sentence of its own: "all" needs two.
        //: the end of a match of several rounds: "All 5 rounds were played."
        parts << (count == 1 ? tr("The one round was played.") : tr("All %n round(s) were played.", nullptr, count));
    } else {
        const hoyito::Player winner =
            match.result() == hoyito::Result::NorthWins ? hoyito::Player::North : hoyito::Player::South;
        //: the end of a match to a number of won rounds: "Ana won 3 rounds."
        parts << tr("%1 won %n round(s).", nullptr, count).arg(name(setup, winner));
    }
    const std::array<int, 2> halves = match.halfPoints();
    const std::array<int, 2> seeds = match.totalSeeds();
    if (match.end() != hoyito::MatchEnd::CannotFill && halves[0] == halves[1]) {
        if (match.result() == hoyito::Result::Draw)
            parts << tr("The rounds were level, and so were the seeds: %1 each.").arg(seeds[0]);
        else
            parts << tr("The rounds were level; the seeds decide: %1 %2, %3 %4.")
                         .arg(name(setup, hoyito::Player::South), QString::number(seeds[0]),
                              name(setup, hoyito::Player::North), QString::number(seeds[1]));
    }
    return parts.join(QLatin1Char(' '));
}

} // namespace hoyito::app
