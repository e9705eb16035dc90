// hoyito-cli's engine commands: perft, play, trace and bench.

#include "cli.h"

#include "hoyito/bench.h"
#include "hoyito/game.h"
#include "hoyito/perft.h"

#include <chrono>
#include <cstdio>
#include <ctime>
#include <iostream>
#include <optional>
#include <sstream>

namespace hoyito::cli {

namespace {

std::string boardJson(const Position &pos)
{
    std::string text = "[";
    for (int h = 0; h < pos.rules.holeCount(); ++h) {
        if (h > 0)
            text += ',';
        text += std::to_string(pos.seeds[h]);
    }
    return text + ']';
}

std::string quoted(std::string_view text)
{
    return '"' + std::string(text) + '"';
}

} // namespace

int runPerft(Args args)
{
    if (args.size() != 2)
        throw BadInput{"usage: hoyito-cli perft POSITION DEPTH"};
    const Position pos = readPosition(args[0]);
    const int depth = static_cast<int>(readNumber("DEPTH", args[1], 0, 64));
    // Depth 0 counts the position itself, as perft does.
    for (int d = depth == 0 ? 0 : 1; d <= depth; ++d)
        std::cout << "perft " << d << ' ' << perft(pos, d) << std::endl;
    return 0;
}

int runPlay(Args args)
{
    std::optional<Position> given;
    Rules rules;
    Player starter = Player::South;
    bool rulesGiven = false;
    std::optional<std::string_view> movesText;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        auto value = [&] { return optionValue(args, i); };
        if (arg == "--position") {
            given = readPosition(value());
        } else if (arg == "--variant") {
            const std::string_view text = value();
            const auto variant = parseVariant(text);
            if (!variant)
                throw BadInput{"--variant must be I, II or III, not '" + std::string(text) + "'"};
            rules.variant = *variant;
            rulesGiven = true;
        } else if (arg == "--holes") {
            rules.holesPerRow = static_cast<int>(readNumber("--holes", value(), kMinHolesPerRow, kMaxHolesPerRow));
            rulesGiven = true;
        } else if (arg == "--start") {
            const std::string_view text = value();
            const auto player = parsePlayer(text);
            if (!player)
                throw BadInput{"--start must be S or N, not '" + std::string(text) + "'"};
            starter = *player;
            rulesGiven = true;
        } else if (arg == "--taker") {
            const std::string_view text = value();
            const auto taker = parseTaker(text);
            if (!taker)
                throw BadInput{"--taker must be capturer, S or N, not '" + std::string(text) + "'"};
            rules.lastFourTaker = *taker;
            rulesGiven = true;
        } else if (arg.starts_with("--")) {
            throw BadInput{"unknown option " + std::string(arg)};
        } else if (movesText) {
            throw BadInput{"give the moves as one comma-separated list"};
        } else {
            movesText = arg;
        }
    }
    if (given && rulesGiven)
        throw BadInput{"--position cannot be combined with --variant, --holes, --start or --taker"};
    if (!movesText)
        throw BadInput{
            "usage: hoyito-cli play [--position POSITION | --variant V --holes N --start S|N --taker T] MOVES"};

    Game game(given ? *given : Position::initial(rules, starter));
    std::ostringstream out;
    const auto moves = splitList(*movesText);
    if (moves.empty()) {
        // No moves: the position the moves would start from, as turn 0.
        const Position &start = game.position();
        out << "{\"turn\":0,\"board\":" << boardJson(start) << ",\"scores\":[" << start.scores[0] << ','
            << start.scores[1] << "],\"toMove\":" << quoted(std::string(1, playerLetter(start.toMove))) << "}\n";
    }
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Position &before = game.position();
        const MoveCheck check = readMove(before, moves[i]);
        if (!check.ok())
            throw BadInput{"move " + std::to_string(i + 1) + " (" + std::string(moves[i]) +
                           "): " + describe(before, moves[i], check)};
        const TurnRecord turn = game.play(check.move);
        const Position &after = game.position();
        out << "{\"turn\":" << game.turnCount() << ",\"mover\":" << quoted(std::string(1, playerLetter(turn.mover)))
            << ",\"move\":" << quoted(moveText(after.rules, turn.move)) << ",\"board\":" << boardJson(after)
            << ",\"scores\":[" << after.scores[0] << ',' << after.scores[1] << "],\"toMove\":"
            << (after.isOver() ? std::string("null") : quoted(std::string(1, playerLetter(after.toMove))))
            << ",\"over\":" << (after.isOver() ? "true" : "false")
            << ",\"reason\":" << (after.isOver() ? quoted(endReasonName(after.ending)) : std::string("null")) << "}\n";
    }
    if (game.isOver()) {
        const auto scores = finalScores(game.position());
        const Result result = resultOf(scores);
        const char *winner = result == Result::SouthWins ? "S" : result == Result::NorthWins ? "N" : "draw";
        out << "{\"result\":" << quoted(winner) << ",\"scores\":[" << scores[0] << ',' << scores[1]
            << "],\"reason\":" << quoted(endReasonName(game.position().ending)) << "}\n";
    }
    std::cout << out.str();
    return 0;
}

int runTrace(Args args)
{
    if (args.size() != 2)
        throw BadInput{"usage: hoyito-cli trace POSITION MOVE"};
    const Position pos = readPosition(args[0]);
    const MoveCheck check = readMove(pos, args[1]);
    if (!check.ok())
        throw BadInput{"move " + std::string(args[1]) + ": " + describe(pos, args[1], check)};
    Game game(pos);
    for (const Event &event : game.play(check.move).trace)
        std::cout << eventText(event) << '\n';
    return 0;
}

int runBench(Args args)
{
    if (!args.empty() && args.front() == "search")
        return runBenchSearch(args.subspan(1));
    if (!args.empty() && args.front() == "stop")
        return runBenchStop(args.subspan(1));
    long long games = 200000;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--games" && i + 1 < args.size())
            games = readNumber("--games", args[++i], 1, 1'000'000'000);
        else
            throw BadInput{"usage: hoyito-cli bench [--games N] | bench search [--depth D] | bench stop [--trials N]"};
    }
    struct Workload {
        const char *name;
        Rules rules;
        std::uint64_t games;
    };
    const Workload workloads[] = {
        {"Hoyito II 2x6", Rules{Variant::II, 6, LastFourTaker::Capturer}, static_cast<std::uint64_t>(games)},
        {"Hoyito II 2x12", Rules{Variant::II, 12, LastFourTaker::Capturer}, static_cast<std::uint64_t>(games / 4 + 1)},
    };
    std::uint64_t signature = 0;
    for (const Workload &w : workloads) {
        const auto begin = std::chrono::steady_clock::now();
        const std::clock_t cpuBegin = std::clock();
        const PlayoutStats stats = randomPlayouts(w.rules, w.games, 20261130);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
        // On a shared machine the wall clock undercounts: the CPU time is
        // what this process got.
        const double cpuSeconds = static_cast<double>(std::clock() - cpuBegin) / CLOCKS_PER_SEC;
        signature = signature * 31 + stats.signature;
        std::printf("%s: games %llu, turns %llu, seeds dropped %llu, seconds %.3f\n", w.name,
                    static_cast<unsigned long long>(stats.games), static_cast<unsigned long long>(stats.turns),
                    static_cast<unsigned long long>(stats.seedsSown), seconds);
        std::printf("turns/s: %.0f\n", seconds > 0 ? static_cast<double>(stats.turns) / seconds : 0.0);
        std::printf("turns per cpu second: %.0f\n",
                    cpuSeconds > 0 ? static_cast<double>(stats.turns) / cpuSeconds : 0.0);
    }
    std::printf("signature: %016llx\n", static_cast<unsigned long long>(signature));
    return 0;
}

} // namespace hoyito::cli
