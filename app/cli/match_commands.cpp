// hoyito-cli match: a computer match of several rounds (docs/RULES.md 7), played
// through hoyito::Match, which alone decides who starts each round, who takes
// its last four (Hoyito III's handicap) and, with the refill, its first
// position. Prints the scoreboard one line a round, then the match result.
//
//   match: Hoyito III 2x6, 3 rounds, alternate starts, handicap on, refill off
//   players: A greedy (South), B random (North); seed 1
//   round 1: start South, South wins 30-18 (lastfour), 57 turns, last four: South (capturer); score South 1, North 0
//   round 2: start North, ...
//   round 3: start South, North wins 20-28 (lastfour), 61 turns, last four: North (winner of round 2); score ...
//   score: South 1, North 2; seeds South 70, North 74
//   result: North wins the match (3 rounds played)
//
// With the refill a round after the first also says what each player carried
// in and which holes stayed closed: "start North, carried 2-0, closed eF".
// With --tablebase DIR a level 6 player searches with the endgame tables of
// DIR, and a line "endgame tables: ..." follows the players.

#include "cli.h"

#include "hoyito/match.h"
#include "hoyito/search.h"

#include <cstdio>
#include <optional>
#include <string>

namespace hoyito::cli {

namespace {

// A first-to-N match whose rounds keep ending in draws would never end: it is
// stopped after this many rounds.
constexpr int kMaxRounds = 999;
// As in a saved match (recordfile.h).
constexpr int kMaxLength = 99;

struct MatchPlayer {
    enum class Kind { Random, Greedy, Level } kind = Kind::Level;
    int level = 0;
    std::string name;
};

MatchPlayer readMatchPlayer(std::string_view option, std::string_view text)
{
    MatchPlayer player;
    if (text == "random") {
        player.kind = MatchPlayer::Kind::Random;
        player.name = "random";
    } else if (text == "greedy") {
        player.kind = MatchPlayer::Kind::Greedy;
        player.name = "greedy";
    } else if (!text.empty() && text.find_first_not_of("0123456789") == std::string_view::npos) {
        player.level = static_cast<int>(readNumber(option, text, kMinLevel, kMaxLevel));
        player.name = "level " + std::to_string(player.level);
    } else {
        throw BadInput{std::string(option) + " must be a level from 1 to 6, random or greedy, not '" +
                       std::string(text) + "'"};
    }
    return player;
}

std::uint64_t mixSeed(std::uint64_t a, std::uint64_t b)
{
    std::uint64_t z = a * 0x9E3779B97F4A7C15ull ^ (b + 0x632BE59BD9B4E019ull + (a << 6) + (a >> 2));
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

Move chooseMove(const MatchPlayer &player, Searcher &searcher, const Position &pos, std::uint64_t seed)
{
    Random random(seed);
    switch (player.kind) {
    case MatchPlayer::Kind::Random: return randomMove(pos, random);
    case MatchPlayer::Kind::Greedy: return greedyMove(pos, random);
    case MatchPlayer::Kind::Level: break;
    }
    SearchLimits limits;
    limits.level = player.level;
    // Node budgets only: the same seed replays the same match on any machine.
    limits.levelTimeCap = false;
    limits.seed = seed;
    return searcher.search(pos, limits).best;
}

// Half points as a decimal: 3, 1.5, 0.5.
std::string points(int halfPoints)
{
    return std::to_string(halfPoints / 2) + (halfPoints % 2 ? ".5" : "");
}

std::string settingsLine(const MatchSettings &settings)
{
    std::string line = "match: Hoyito " + std::string(variantName(settings.variant)) + " 2x" +
                       std::to_string(settings.holesPerRow) + ", ";
    line += settings.length == MatchLength::Rounds ? std::to_string(settings.lengthCount) + " rounds"
                                                   : "first to " + std::to_string(settings.lengthCount) + " wins";
    line += settings.startRule == StartRule::Alternate ? ", alternate starts" : ", loser starts";
    if (settings.variant == Variant::III)
        line += settings.lastFourHandicap ? ", handicap on" : ", handicap off";
    line += settings.refill ? ", refill on" : ", refill off";
    return line;
}

std::string resultText(Result result)
{
    switch (result) {
    case Result::SouthWins: return "South wins";
    case Result::NorthWins: return "North wins";
    case Result::Draw: return "draw";
    }
    return "draw";
}

// The scoreboard line of a round just finished: `match` has recorded it.
std::string roundLine(const Match &match, const Game &game)
{
    const RoundResult &round = match.rounds().back();
    const Position &start = game.start();
    std::string line = "round " + std::to_string(round.number) + ": start " + playerName(round.starter);
    if (match.settings().refill && round.number > 1) {
        std::string closed;
        for (int h = 0; h < start.rules.holeCount(); ++h)
            if (start.isClosed(h))
                closed += holeLetter(start.rules, h);
        line += ", carried " + std::to_string(round.carriedIn[0]) + '-' + std::to_string(round.carriedIn[1]) +
                ", closed " + (closed.empty() ? std::string("none") : closed);
    }
    line += ", " + resultText(round.result) + ' ' + std::to_string(round.seeds[0]) + '-' +
            std::to_string(round.seeds[1]) + " (" + std::string(endReasonName(round.ending)) + "), " +
            std::to_string(game.turnCount()) + " turns, last four: ";
    if (!round.lastFourTakenBy) {
        line += "none";
    } else {
        line += playerName(*round.lastFourTakenBy);
        switch (round.lastFourRule) {
        case LastFourRule::Capturer: line += " (capturer)"; break;
        case LastFourRule::PreviousWinner: line += " (winner of round " + std::to_string(round.number - 1) + ")"; break;
        case LastFourRule::PreviousRoundDraw:
            line += " (capturer, round " + std::to_string(round.number - 1) + " drawn)";
            break;
        }
    }
    const std::array<int, 2> halves = match.halfPoints();
    return line + "; score South " + points(halves[0]) + ", North " + points(halves[1]);
}

std::string matchEndText(const Match &match)
{
    const Result result = match.result();
    const std::array<int, 2> halves = match.halfPoints();
    std::string text;
    if (result == Result::Draw)
        text = "drawn match";
    else
        text = playerName(result == Result::SouthWins ? Player::South : Player::North) + " wins the match";
    if (result != Result::Draw && match.end() != MatchEnd::CannotFill && halves[0] == halves[1])
        text += " on seeds";
    text += " (";
    if (match.end() == MatchEnd::CannotFill)
        text += playerName(*match.cannotFill()) + " cannot fill a hole";
    else if (match.settings().length == MatchLength::Rounds)
        text += std::to_string(match.settings().lengthCount) + " rounds played";
    else
        text += playerName(result == Result::SouthWins ? Player::South : Player::North) + " won " +
                std::to_string(match.settings().lengthCount) +
                (match.settings().lengthCount == 1 ? " round" : " rounds");
    return text + ")";
}

} // namespace

int runMatch(Args args)
{
    const char *usage = "usage: hoyito-cli match --a LEVEL --b LEVEL [--variant I|II|III] [--holes N] "
                        "[--rounds R | --first-to W] [--start S|N] [--loser-starts] [--no-handicap] [--refill] "
                        "[--seed S] [--tablebase DIR]";
    std::optional<MatchPlayer> a, b;
    MatchSettings settings; // Hoyito III, 2x6, 5 rounds, alternate, handicap on, no refill
    std::optional<long long> rounds, firstTo;
    std::uint64_t seed = 1;
    std::shared_ptr<const tables::TableSet> tables;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        if (arg == "--loser-starts") {
            settings.startRule = StartRule::LoserStarts;
            continue;
        }
        if (arg == "--no-handicap") {
            settings.lastFourHandicap = false;
            continue;
        }
        if (arg == "--refill") {
            settings.refill = true;
            continue;
        }
        if (!arg.starts_with("--"))
            throw BadInput{usage};
        if (arg != "--a" && arg != "--b" && arg != "--variant" && arg != "--holes" && arg != "--rounds" &&
            arg != "--first-to" && arg != "--start" && arg != "--seed" && arg != "--tablebase")
            throw BadInput{"unknown option " + std::string(arg) + " (" + usage + ")"};
        if (i + 1 >= args.size())
            throw BadInput{std::string(arg) + " needs a value"};
        const std::string_view value = args[++i];
        if (arg == "--a") {
            a = readMatchPlayer("--a", value);
        } else if (arg == "--b") {
            b = readMatchPlayer("--b", value);
        } else if (arg == "--variant") {
            const auto variant = parseVariant(value);
            if (!variant)
                throw BadInput{"--variant must be I, II or III, not '" + std::string(value) + "'"};
            settings.variant = *variant;
        } else if (arg == "--holes") {
            settings.holesPerRow = static_cast<int>(readNumber("--holes", value, kMinHolesPerRow, kMaxHolesPerRow));
        } else if (arg == "--rounds") {
            rounds = readNumber("--rounds", value, 1, kMaxLength);
        } else if (arg == "--first-to") {
            firstTo = readNumber("--first-to", value, 1, kMaxLength);
        } else if (arg == "--start") {
            const auto player = parsePlayer(value);
            if (!player)
                throw BadInput{"--start must be S or N, not '" + std::string(value) + "'"};
            settings.firstStarter = *player;
        } else if (arg == "--tablebase") {
            tables = readTables(value);
        } else {
            seed = static_cast<std::uint64_t>(readNumber("--seed", value, 0, 1'000'000'000'000));
        }
    }
    if (!a || !b)
        throw BadInput{usage};
    const auto usesTables = [](const MatchPlayer &player) {
        return player.kind == MatchPlayer::Kind::Level && levelUsesTables(player.level);
    };
    if (tables && !usesTables(*a) && !usesTables(*b))
        throw BadInput{"--tablebase: neither player uses endgame tables (level 6 does)"};
    if (rounds && firstTo)
        throw BadInput{"give --rounds or --first-to, not both"};
    if (firstTo) {
        settings.length = MatchLength::FirstToWins;
        settings.lengthCount = static_cast<int>(*firstTo);
    } else if (rounds) {
        settings.lengthCount = static_cast<int>(*rounds);
    }

    std::printf("%s\n", settingsLine(settings).c_str());
    std::printf("players: A %s (South), B %s (North); seed %llu\n", a->name.c_str(), b->name.c_str(),
                static_cast<unsigned long long>(seed));
    if (tables)
        std::printf("endgame tables: %s\n", tablesText(*tables).c_str());
    std::fflush(stdout);

    Match match(settings);
    Searcher searcherA, searcherB;
    // Only the levels that use them look at the tables.
    searcherA.setTables(tables);
    searcherB.setTables(tables);
    while (!match.isOver()) {
        if (static_cast<int>(match.rounds().size()) >= kMaxRounds) {
            std::printf("result: unfinished, stopped after %d rounds\n", kMaxRounds);
            return 0;
        }
        const int number = match.roundNumber();
        Game game(match.roundStart());
        searcherA.clear();
        searcherB.clear();
        while (!game.isOver()) {
            const Position &pos = game.position();
            const bool south = pos.toMove == Player::South;
            const std::uint64_t moveSeed = mixSeed(mixSeed(seed, static_cast<std::uint64_t>(number)),
                                                   static_cast<std::uint64_t>(game.turnCount()) * 2 + (south ? 0 : 1));
            const Move move =
                south ? chooseMove(*a, searcherA, pos, moveSeed) : chooseMove(*b, searcherB, pos, moveSeed);
            if (game.check(move) != MoveError::None)
                throw BadInput{"internal error: an illegal move " + moveText(pos.rules, move) + " in " +
                               positionText(pos)};
            game.play(move);
        }
        if (!match.finishRound(game))
            throw BadInput{"internal error: the match refused round " + std::to_string(number)};
        std::printf("%s\n", roundLine(match, game).c_str());
        std::fflush(stdout);
    }
    const std::array<int, 2> halves = match.halfPoints();
    const std::array<int, 2> seeds = match.totalSeeds();
    std::printf("score: South %s, North %s; seeds South %d, North %d\n", points(halves[0]).c_str(),
                points(halves[1]).c_str(), seeds[0], seeds[1]);
    std::printf("result: %s\n", matchEndText(match).c_str());
    return 0;
}

} // namespace hoyito::cli
