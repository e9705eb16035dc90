// hoyito-cli's computer-player commands: bestmove, selfplay and the search
// benchmarks (bench search, bench stop).

#include "cli.h"

#include "hoyito/game.h"
#include "hoyito/openings.h"
#include "hoyito/search.h"
#include "hoyito/tables.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <optional>
#include <thread>
#include <tuple>

namespace hoyito::cli {

namespace {

// Seeds as text: "+2.35", or "+6" when the score is exact.
std::string scoreText(int score, bool exact)
{
    char text[32];
    if (exact && score % kSeedValue == 0)
        std::snprintf(text, sizeof text, "%+d", score / kSeedValue);
    else
        std::snprintf(text, sizeof text, "%+.2f", static_cast<double>(score) / kSeedValue);
    return text;
}

std::string movesText(const Position &start, const std::vector<Move> &moves)
{
    // Replays the line so each move is written for the side that plays it
    // (an extra turn keeps the mover).
    std::string text;
    Position pos = start;
    for (Move m : moves) {
        if (pos.isOver() || checkMove(pos, m) != MoveError::None)
            break;
        if (!text.empty())
            text += ' ';
        text += moveText(pos.rules, m);
        playTurn(pos, m);
    }
    return text;
}

// A player of a match: a level 1..6, `random`, `greedy`, or a search with a
// bare limit (depth:D, nodes:N, movetime:MS) for experiments.
struct PlayerSpec {
    enum class Kind { Random, Greedy, Search } kind = Kind::Search;
    SearchLimits limits;
    std::string name;
};

PlayerSpec readPlayer(std::string_view option, std::string_view text)
{
    PlayerSpec spec;
    spec.name = std::string(text);
    if (text == "random") {
        spec.kind = PlayerSpec::Kind::Random;
    } else if (text == "greedy") {
        spec.kind = PlayerSpec::Kind::Greedy;
    } else if (text.starts_with("depth:")) {
        spec.limits.depth = static_cast<int>(readNumber(option, text.substr(6), 1, kMaxSearchDepth));
    } else if (text.starts_with("nodes:")) {
        spec.limits.nodes = static_cast<std::uint64_t>(readNumber(option, text.substr(6), 1, 1'000'000'000'000));
    } else if (text.starts_with("movetime:")) {
        spec.limits.timeMs = readNumber(option, text.substr(9), 1, 86'400'000);
    } else if (!text.empty() && text.find_first_not_of("0123456789") == std::string_view::npos) {
        spec.limits.level = static_cast<int>(readNumber(option, text, kMinLevel, kMaxLevel));
        // Node budgets only, so that a match can be replayed exactly.
        spec.limits.levelTimeCap = false;
    } else {
        throw BadInput{std::string(option) +
                       " must be a level from 1 to 6, random, greedy, depth:D, nodes:N or movetime:MS, not '" +
                       std::string(text) + "'"};
    }
    return spec;
}

Move choose(const PlayerSpec &spec, Searcher &searcher, const Position &pos, std::uint64_t seed)
{
    Random random(seed);
    switch (spec.kind) {
    case PlayerSpec::Kind::Random: return randomMove(pos, random);
    case PlayerSpec::Kind::Greedy: return greedyMove(pos, random);
    case PlayerSpec::Kind::Search: break;
    }
    SearchLimits limits = spec.limits;
    limits.seed = seed;
    return searcher.search(pos, limits).best;
}

} // namespace

int runBestMove(Args args)
{
    const char *usage =
        "usage: hoyito-cli bestmove POSITION [--level L | --depth D | --movetime MS | --nodes N] [--seed S] "
        "[--tablebase DIR]";
    if (args.empty())
        throw BadInput{usage};
    const Position pos = readPosition(args[0]);
    if (pos.isOver())
        throw BadInput{"the game is over in this position"};
    SearchLimits limits;
    std::shared_ptr<const tables::TableSet> tables;
    int limitCount = 0;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        if (i + 1 >= args.size())
            throw BadInput{arg.starts_with("--") ? std::string(arg) + " needs a value" : std::string(usage)};
        const std::string_view value = args[++i];
        if (arg == "--level") {
            limits.level = static_cast<int>(readNumber("--level", value, kMinLevel, kMaxLevel));
            ++limitCount;
        } else if (arg == "--depth") {
            limits.depth = static_cast<int>(readNumber("--depth", value, 1, kMaxSearchDepth));
            ++limitCount;
        } else if (arg == "--movetime") {
            limits.timeMs = readNumber("--movetime", value, 1, 86'400'000);
            ++limitCount;
        } else if (arg == "--nodes") {
            limits.nodes = static_cast<std::uint64_t>(readNumber("--nodes", value, 1, 1'000'000'000'000));
            ++limitCount;
        } else if (arg == "--seed") {
            limits.seed = static_cast<std::uint64_t>(readNumber("--seed", value, 0, 1'000'000'000'000));
        } else if (arg == "--tablebase") {
            tables = readTables(value);
        } else {
            throw BadInput{std::string(usage)};
        }
    }
    if (limitCount > 1)
        throw BadInput{"give one of --level, --depth, --movetime and --nodes"};
    if (limitCount == 0)
        limits.level = kMaxLevel;
    if (tables && !levelUsesTables(limits.level))
        throw BadInput{"level " + std::to_string(limits.level) +
                       " does not use endgame tables (level 6 and --depth, --movetime or --nodes do)"};

    Searcher searcher;
    searcher.setTables(tables);
    const SearchResult r = searcher.search(pos, limits);
    std::printf("bestmove %s\n", moveText(pos.rules, r.best).c_str());
    std::printf("score %s%s\n", scoreText(r.score, r.exact).c_str(), r.exact ? " exact" : "");
    if (r.rootBounds)
        std::printf("tablebase bounds %d %d%s\n", r.rootBounds->lower, r.rootBounds->upper,
                    r.rootBounds->exact() ? " exact" : "");
    std::printf("pv %s\n", movesText(pos, r.pv).c_str());
    std::printf("depth %d nodes %llu time %lld ms\n", r.depth, static_cast<unsigned long long>(r.nodes),
                static_cast<long long>(r.timeMs));
    return 0;
}

int runSelfPlay(Args args)
{
    const char *usage = "usage: hoyito-cli selfplay --a PLAYER --b PLAYER --games G [--variant V --holes N] [--seed S] "
                        "[--openings balanced|random|start] [--tablebase DIR [--tablebase-for a|b|both]] [--verbose]";
    std::optional<PlayerSpec> a, b;
    long long games = 0;
    Rules rules;
    std::uint64_t seed = 1;
    bool verbose = false;
    // Start: every game from the start of the game, as a person meets the
    // computer (only players with random choices make the games differ).
    enum class Openings { Balanced, Random, Start } openings = Openings::Balanced;
    std::shared_ptr<const tables::TableSet> tables;
    std::string_view tablesFor = "both";
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        if (arg == "--verbose") {
            verbose = true;
            continue;
        }
        if (!arg.starts_with("--"))
            throw BadInput{usage};
        if (i + 1 >= args.size())
            throw BadInput{std::string(arg) + " needs a value"};
        const std::string_view value = args[++i];
        if (arg == "--a") {
            a = readPlayer("--a", value);
        } else if (arg == "--b") {
            b = readPlayer("--b", value);
        } else if (arg == "--games") {
            games = readNumber("--games", value, 1, 1'000'000);
        } else if (arg == "--variant") {
            const auto variant = parseVariant(value);
            if (!variant)
                throw BadInput{"--variant must be I, II or III, not '" + std::string(value) + "'"};
            rules.variant = *variant;
        } else if (arg == "--holes") {
            rules.holesPerRow = static_cast<int>(readNumber("--holes", value, kMinHolesPerRow, kMaxHolesPerRow));
        } else if (arg == "--seed") {
            seed = static_cast<std::uint64_t>(readNumber("--seed", value, 0, 1'000'000'000'000));
        } else if (arg == "--openings") {
            if (value != "balanced" && value != "random" && value != "start")
                throw BadInput{"--openings must be balanced, random or start, not '" + std::string(value) + "'"};
            openings = value == "balanced" ? Openings::Balanced
                       : value == "random" ? Openings::Random
                                           : Openings::Start;
        } else if (arg == "--tablebase") {
            tables = readTables(value);
        } else if (arg == "--tablebase-for") {
            if (value != "a" && value != "b" && value != "both")
                throw BadInput{"--tablebase-for must be a, b or both, not '" + std::string(value) + "'"};
            tablesFor = value;
        } else {
            throw BadInput{"unknown option " + std::string(arg)};
        }
    }
    if (!a || !b || games == 0)
        throw BadInput{usage};
    const bool tablesForA = tables && tablesFor != "b";
    const bool tablesForB = tables && tablesFor != "a";
    for (const auto &[player, name, uses] : {std::tuple{&*a, "--a", tablesForA}, std::tuple{&*b, "--b", tablesForB}}) {
        if (uses && (player->kind != PlayerSpec::Kind::Search || !levelUsesTables(player->limits.level)))
            throw BadInput{std::string(name) + " " + player->name +
                           " does not use endgame tables (level 6, depth:D, nodes:N and movetime:MS do)"};
    }

    // Game 2k and 2k+1 share an opening of 2 to 4 random turns from the
    // seed; A is South (who starts) in the first and North in the second.
    // Most random openings of Hoyito are already won by one side by 20 seeds
    // or more, which hides the difference between two good players; by
    // default an opening is only kept if a fixed reference search (50,000
    // nodes, fresh table) scores it within 4 seeds.
    Searcher searcherA, searcherB;
    if (tablesForA)
        searcherA.setTables(tables);
    if (tablesForB)
        searcherB.setTables(tables);
    Searcher reference(4);
    int wins = 0, draws = 0, losses = 0;
    long long seedsA = 0, seedsB = 0, turns = 0;
    const auto begin = std::chrono::steady_clock::now();
    std::vector<Move> opening;
    for (long long g = 0; g < games; ++g) {
        const std::uint64_t pairSeed = mixSeeds(seed, static_cast<std::uint64_t>(g / 2));
        if (g % 2 == 0 && openings != Openings::Start) {
            const auto found = randomOpening(rules, pairSeed, openings == Openings::Balanced ? &reference : nullptr);
            if (!found)
                throw BadInput{"no balanced opening found on this board (try --openings random)"};
            opening = *found;
        }
        Game game(Position::initial(rules, Player::South));
        for (Move m : opening)
            game.play(m);
        const Player sideA = g % 2 == 0 ? Player::South : Player::North;
        searcherA.clear();
        searcherB.clear();
        while (!game.isOver()) {
            const Position &pos = game.position();
            const bool aMoves = pos.toMove == sideA;
            const std::uint64_t moveSeed =
                mixSeeds(pairSeed ^ (aMoves ? 0xA : 0xB), static_cast<std::uint64_t>(game.turnCount()));
            const Move move = aMoves ? choose(*a, searcherA, pos, moveSeed) : choose(*b, searcherB, pos, moveSeed);
            if (game.check(move) != MoveError::None)
                throw BadInput{"internal error: an illegal move " + moveText(pos.rules, move) + " in " +
                               positionText(pos)};
            game.play(move);
        }
        const auto scores = finalScores(game.position());
        const int mine = scores[index(sideA)];
        const int theirs = scores[index(opponent(sideA))];
        seedsA += mine;
        seedsB += theirs;
        turns += game.turnCount();
        if (mine > theirs)
            ++wins;
        else if (mine == theirs)
            ++draws;
        else
            ++losses;
        if (verbose) {
            std::printf("game %lld: A (%s) is %s, %d-%d, %d turns, %s\n", g + 1, a->name.c_str(),
                        playerName(sideA).c_str(), mine, theirs, game.turnCount(),
                        std::string(endReasonName(game.position().ending)).c_str());
            std::fflush(stdout);
        }
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    const double share = (wins + 0.5 * draws) / static_cast<double>(games);
    // Two standard errors of the share, from the spread of the game results.
    const double mean2 = (wins + 0.25 * draws) / static_cast<double>(games);
    const double margin = 2 * std::sqrt(std::max(0.0, mean2 - share * share) / static_cast<double>(games));
    std::printf("A %s vs B %s, Hoyito %s 2x%d, %lld games, %s, seed %llu\n", a->name.c_str(), b->name.c_str(),
                std::string(variantName(rules.variant)).c_str(), rules.holesPerRow, games,
                openings == Openings::Balanced ? "balanced openings"
                : openings == Openings::Random ? "random openings"
                                               : "from the start",
                static_cast<unsigned long long>(seed));
    if (tables)
        std::printf("endgame tables (%s) for %s\n", tablesText(*tables).c_str(),
                    tablesForA && tablesForB ? "A and B"
                    : tablesForA             ? "A"
                                             : "B");
    std::printf("A wins %d, draws %d, losses %d\n", wins, draws, losses);
    std::printf("score share of A: %.1f%% (+/- %.1f)\n", 100 * share, 100 * margin);
    std::printf("average seeds A %.2f, B %.2f; average turns %.1f; %.1f s\n", static_cast<double>(seedsA) / games,
                static_cast<double>(seedsB) / games, static_cast<double>(turns) / games, seconds);
    return 0;
}

int runBenchSearch(Args args)
{
    int depth = kSearchBenchDepth;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--depth" && i + 1 < args.size())
            depth = static_cast<int>(readNumber("--depth", args[++i], 1, 40));
        else
            throw BadInput{"usage: hoyito-cli bench search [--depth D]"};
    }
    const auto begin = std::chrono::steady_clock::now();
    const std::clock_t cpuBegin = std::clock();
    const SearchBenchStats stats = searchBench(depth);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    // On a shared machine the wall clock undercounts: the CPU time is what
    // this process got.
    const double cpuSeconds = static_cast<double>(std::clock() - cpuBegin) / CLOCKS_PER_SEC;
    for (const SearchBenchLine &line : stats.lines)
        std::printf("%-52s %s %7s nodes %llu\n", positionText(line.position).c_str(),
                    moveText(line.position.rules, line.result.best).c_str(),
                    scoreText(line.result.score, line.result.exact).c_str(),
                    static_cast<unsigned long long>(line.result.nodes));
    std::printf("depth %d, positions %zu\n", depth, stats.lines.size());
    std::printf("nodes %llu, seconds %.3f, nodes/s %.0f\n", static_cast<unsigned long long>(stats.nodes), seconds,
                seconds > 0 ? static_cast<double>(stats.nodes) / seconds : 0.0);
    std::printf("cpu seconds %.3f, nodes per cpu second %.0f\n", cpuSeconds,
                cpuSeconds > 0 ? static_cast<double>(stats.nodes) / cpuSeconds : 0.0);
    std::printf("signature: %016llx\n", static_cast<unsigned long long>(stats.signature));
    return 0;
}

int runBenchStop(Args args)
{
    long long trials = 60;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--trials" && i + 1 < args.size())
            trials = readNumber("--trials", args[++i], 1, 100000);
        else
            throw BadInput{"usage: hoyito-cli bench stop [--trials N]"};
    }
    // The window stops a search when the user undoes, starts anew or quits:
    // this measures how long the search runs on after its stop flag is set,
    // from a full-strength search (no limit) stopped after 1 to 250 ms, on
    // the opening and a middle game of both boards.
    const Position positions[] = {
        readPosition("II:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:0"),
        readPosition("II:6:S:1,1,5,3,1,0,0,6,0,2,1,0:16:12"),
        readPosition("II:12:S:4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4:0:0"),
        readPosition("II:12:N:0,1,1,13,2,1,12,3,0,1,1,5,2,1,1,0,1,5,1,3,1,0,0,13:4:24"),
    };
    using Clock = std::chrono::steady_clock;
    Searcher searcher;
    std::vector<double> latencies;
    Random random(20261201);
    for (long long trial = 0; trial < trials; ++trial) {
        const Position &pos = positions[trial % std::size(positions)];
        const auto thinkFor = std::chrono::milliseconds(1 + random.below(250));
        std::atomic_bool stop{false};
        Clock::time_point returned;
        std::thread worker([&] {
            searcher.search(pos, SearchLimits{}, &stop);
            returned = Clock::now();
        });
        std::this_thread::sleep_for(thinkFor);
        const Clock::time_point stopped = Clock::now();
        stop = true;
        worker.join();
        // A search that ended by itself before the flag (a solved position)
        // counts as stopping at once.
        latencies.push_back(std::max(0.0, std::chrono::duration<double, std::milli>(returned - stopped).count()));
    }
    std::sort(latencies.begin(), latencies.end());
    const auto at = [&](double share) {
        return latencies[std::min(latencies.size() - 1, static_cast<std::size_t>(share * latencies.size()))];
    };
    std::printf("stop latency over %lld searches: median %.2f ms, 90%% %.2f ms, max %.2f ms\n", trials, at(0.5),
                at(0.9), latencies.back());
    return 0;
}

} // namespace hoyito::cli
