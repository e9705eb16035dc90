// hoyito-cli's saved-game commands: check and replay. Both load the record
// as the GUI does (every move replayed through the engine); a record that
// does not load is bad input: one line naming the file and the problem, exit 2.
// For a match they print its scoreboard as hoyito::Match keeps it: per round
// the starter, the last-four rule and taker, the result; then the score.

#include "cli.h"

#include "recordfile.h"

#include <iostream>
#include <optional>
#include <sstream>

namespace hoyito::cli {

app::LoadedGame loadOrThrow(std::string_view path)
{
    // The name's own bytes: a name that is not UTF-8 still opens.
    app::LoadResult result = app::loadRecordFileNative(QByteArray(path.data(), static_cast<qsizetype>(path.size())));
    if (const auto *error = std::get_if<app::LoadError>(&result))
        throw BadInput{error->text().toStdString()};
    return std::move(std::get<app::LoadedGame>(result));
}

namespace {

// WINNER SOUTH-NORTH REASON, in the words of the record format
// (S/N/draw/none, docs/RULES.md end reasons).
std::string resultLine(const Position &pos)
{
    const app::RecordResult result = app::RecordResult::of(pos);
    const char *winner = result.winner == app::Winner::South   ? "S"
                         : result.winner == app::Winner::North ? "N"
                         : result.winner == app::Winner::Draw  ? "draw"
                                                               : "none";
    std::string line = std::string(winner) + ' ' + std::to_string(result.scores[0]) + '-' +
                       std::to_string(result.scores[1]) + ' ' + std::string(endReasonName(result.reason));
    if (!pos.isOver())
        line += std::string(", ") + playerLetter(pos.toMove) + " to move";
    return line;
}

std::string usage(std::string_view command)
{
    return "usage: hoyito-cli " + std::string(command) + " FILE";
}

std::string letter(Player p)
{
    return std::string(1, playerLetter(p));
}

// Half points as a decimal: 3, 1.5, 0.5.
std::string points(int halfPoints)
{
    return std::to_string(halfPoints / 2) + (halfPoints % 2 ? ".5" : "");
}

// match: VARIANT 2xN, LENGTH, STARTS[, handicap on|off], refill on|off
std::string settingsLine(const MatchSettings &settings)
{
    std::string line =
        "match: " + std::string(variantName(settings.variant)) + " 2x" + std::to_string(settings.holesPerRow) + ", ";
    line += settings.length == MatchLength::Rounds ? std::to_string(settings.lengthCount) + " rounds"
                                                   : "first to " + std::to_string(settings.lengthCount) + " wins";
    line += settings.startRule == StartRule::Alternate ? ", alternate starts" : ", loser starts";
    if (settings.variant == Variant::III)
        line += settings.lastFourHandicap ? ", handicap on" : ", handicap off";
    line += settings.refill ? ", refill on" : ", refill off";
    return line;
}

// round K: start P[, carried S-N, closed LETTERS], last four to WHO (WHY)
// [, taken by P][; RESULT; T turns]. `match` is the match when the round
// began; `finished` what it recorded of the round, if it is over.
std::string roundLine(const Match &match, const Game &game, const RoundResult *finished, bool withResult)
{
    const Position &start = game.start();
    const int number = match.roundNumber();
    std::string line = "round " + std::to_string(number) + ": start " + letter(start.toMove);
    if (match.settings().refill && number > 1) {
        line += ", carried " + std::to_string(start.scores[0]) + '-' + std::to_string(start.scores[1]) + ", closed ";
        std::string closed;
        for (int h = 0; h < start.rules.holeCount(); ++h)
            if (start.isClosed(h))
                closed += holeLetter(start.rules, h);
        line += closed.empty() ? "none" : closed;
    }
    switch (match.roundLastFourRule()) {
    case LastFourRule::Capturer: line += ", last four to the capturer"; break;
    case LastFourRule::PreviousWinner:
        line += ", last four to " +
                letter(start.rules.lastFourTaker == LastFourTaker::North ? Player::North : Player::South) +
                " (winner of round " + std::to_string(number - 1) + ")";
        break;
    case LastFourRule::PreviousRoundDraw:
        line += ", last four to the capturer (round " + std::to_string(number - 1) + " drawn)";
        break;
    }
    if (finished && finished->lastFourTakenBy)
        line += ", taken by " + letter(*finished->lastFourTakenBy);
    if (withResult)
        line += "; " + resultLine(game.position()) + "; " + std::to_string(game.turnCount()) + " turns";
    return line;
}

// score: S X, N Y; seeds S A, N B
// match: in progress | S wins [on seeds] (WHY) | draw (WHY)
std::string scoreLines(const Match &match)
{
    const std::array<int, 2> halves = match.halfPoints();
    const std::array<int, 2> seeds = match.totalSeeds();
    std::string text = "score: S " + points(halves[0]) + ", N " + points(halves[1]) + "; seeds S " +
                       std::to_string(seeds[0]) + ", N " + std::to_string(seeds[1]) + '\n';
    if (!match.isOver())
        return text + "match: in progress\n";
    const Result result = match.result();
    text += "match: ";
    text +=
        result == Result::Draw ? "draw" : letter(result == Result::SouthWins ? Player::South : Player::North) + " wins";
    if (result != Result::Draw && match.end() == MatchEnd::Length && halves[0] == halves[1])
        text += " on seeds";
    text += " (";
    if (match.end() == MatchEnd::CannotFill)
        text += letter(result == Result::SouthWins ? Player::North : Player::South) + " cannot fill a hole";
    else if (match.settings().length == MatchLength::Rounds)
        text += std::to_string(match.settings().lengthCount) + " rounds played";
    else
        text += "first to " + std::to_string(match.settings().lengthCount) + " wins";
    return text + ")\n";
}

// Walks the rounds of a loaded match: `each(match, game, finished)` with the
// match as it stood when the round began and what it recorded of the round
// once over (null while the record's own game goes on).
template <class Each> Match forEachRound(const app::LoadedGame &loaded, Each each)
{
    Match match(loaded.match->settings());
    for (const Game &round : loaded.rounds) {
        Match after = match;
        after.finishRound(round);
        each(match, round, &after.rounds().back());
        match = after;
    }
    const std::optional<Match> soFar = loaded.matchSoFar();
    each(match, loaded.game, loaded.game.isOver() ? &soFar->rounds().back() : nullptr);
    return *soFar;
}

} // namespace

int runCheck(Args args)
{
    if (args.size() != 1)
        throw BadInput{usage("check")};
    const app::LoadedGame loaded = loadOrThrow(args[0]);
    std::ostringstream out;
    std::optional<Match> scoreboard;
    if (loaded.match) {
        out << settingsLine(loaded.match->settings()) << '\n';
        scoreboard = forEachRound(loaded, [&](const Match &match, const Game &game, const RoundResult *finished) {
            out << roundLine(match, game, finished, &game != &loaded.game) << '\n';
        });
    }
    out << "turns: " << loaded.game.turnCount() << '\n'
        << "position: " << positionText(loaded.game.position()) << '\n'
        << "result: " << resultLine(loaded.game.position()) << '\n';
    if (scoreboard)
        out << scoreLines(*scoreboard);
    // The game review the file keeps, or why it was left out.
    if (!loaded.reviewProblem.isEmpty())
        out << "review: left out: " << loaded.reviewProblem.toStdString() << '\n';
    else if (loaded.record.review)
        out << "review: " << app::reviewStrengthWord(loaded.record.review->strength).toStdString() << ", "
            << loaded.review.size() << " turns\n";
    std::cout << out.str();
    return 0;
}

int runReplay(Args args)
{
    if (args.size() != 1)
        throw BadInput{usage("replay")};
    const app::LoadedGame loaded = loadOrThrow(args[0]);
    std::ostringstream out;
    auto replay = [&out](const Game &game) {
        out << "0 start " << positionText(game.start()) << '\n';
        for (int turn = 0; turn < game.turnCount(); ++turn)
            out << turn + 1 << ' ' << app::turnText(game, turn).toStdString() << ' '
                << positionText(game.positions()[turn + 1]) << '\n';
        out << "result: " << resultLine(game.position()) << '\n';
    };
    if (!loaded.match) {
        replay(loaded.game);
    } else {
        out << settingsLine(loaded.match->settings()) << '\n';
        const Match scoreboard =
            forEachRound(loaded, [&](const Match &match, const Game &game, const RoundResult *finished) {
                out << roundLine(match, game, finished, false) << '\n';
                replay(game);
            });
        out << scoreLines(scoreboard);
    }
    std::cout << out.str();
    return 0;
}

} // namespace hoyito::cli
