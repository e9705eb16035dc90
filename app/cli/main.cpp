// hoyito-cli: the engine from the command line, for tests, benchmarks and
// bug reports. Exit 0 on success, 2 with a one-line message on bad input.

#include "hoyito/bench.h"
#include "hoyito/game.h"
#include "hoyito/notation.h"
#include "hoyito/perft.h"

#include <charconv>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

using namespace hoyito;

namespace {

constexpr int kBadInput = 2;

const char *const kUsage = R"(usage: hoyito-cli COMMAND ...

  perft POSITION DEPTH
      the number of move sequences of each length 1..DEPTH
  play [--position POSITION | --variant I|II|III --holes N --start S|N
        --taker capturer|S|N] MOVES
      play a comma-separated move list (- for a pass); one JSON line a turn
  trace POSITION MOVE
      the event trace of one move, one event a line
  bench [--games N]
      random-playout benchmark (Hoyito II 2x6 and 2x12), with a signature

POSITION is VARIANT:N:MOVER:h0,...,h(2N-1):SOUTH_SCORE:NORTH_SCORE[:TAKER],
for example II:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:0 (RULES.md section 8).
)";

struct BadInput {
    std::string message;
};

std::string describe(const PositionTextProblem &problem)
{
    switch (problem.error) {
    case PositionTextError::None: break;
    case PositionTextError::FieldCount:
        return "expected VARIANT:N:MOVER:HOLES:SOUTH_SCORE:NORTH_SCORE[:TAKER]";
    case PositionTextError::Variant: return "field 1: the variant must be I, II or III";
    case PositionTextError::HolesPerRow: return "field 2: holes per row must be a number from 3 to 12";
    case PositionTextError::Mover: return "field 3: the player to move must be S or N";
    case PositionTextError::HoleCount: return "field 4: expected one seed count for each of the 2N holes";
    case PositionTextError::HoleSeeds:
        return "field 4, hole " + std::to_string(problem.item) + ": a seed count must be a number from 0 to 8N, or x for a closed hole";
    case PositionTextError::Score:
        return "field " + std::to_string(problem.field) + ": a score must be a number from 0 to 8N";
    case PositionTextError::TooManySeeds: return "the board and the scores hold more than the 8N seeds of the game";
    case PositionTextError::Taker: return "field 7: the last-four taker must be capturer, S or N";
    }
    return "bad position";
}

Position readPosition(std::string_view text)
{
    const ParsedPosition parsed = parsePosition(text);
    if (const auto *problem = std::get_if<PositionTextProblem>(&parsed))
        throw BadInput{"bad position '" + std::string(text) + "': " + describe(*problem)};
    return std::get<Position>(parsed);
}

std::string playerName(Player p) { return p == Player::South ? "South" : "North"; }

std::string describe(const Position &pos, std::string_view text, const MoveCheck &check)
{
    const std::string hole = "hole " + std::string(text);
    switch (check.textError) {
    case MoveTextError::None: break;
    case MoveTextError::NotAMove: return "not a move (a hole letter, or - for a pass)";
    case MoveTextError::OffBoard: return "there is no " + hole + " on a row of " + std::to_string(pos.rules.holesPerRow);
    case MoveTextError::WrongPlayer:
        return hole + " is " + playerName(opponent(pos.toMove)) + "'s, and " + playerName(pos.toMove) + " is to move";
    }
    switch (check.ruleError) {
    case MoveError::None: break;
    case MoveError::GameOver: return "the game is over";
    case MoveError::OffBoard: return "there is no " + hole;
    case MoveError::NotYourHole: return hole + " is not " + playerName(pos.toMove) + "'s";
    case MoveError::ClosedHole: return hole + " is closed";
    case MoveError::EmptyHole: return hole + " is empty";
    case MoveError::EndlessSowing: return hole + " starts a sowing that never ends";
    case MoveError::MustMove: return playerName(pos.toMove) + " has a legal move and cannot pass";
    }
    return "illegal move";
}

std::optional<long long> parseNumber(std::string_view text)
{
    long long value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

long long readNumber(std::string_view what, std::string_view text, long long low, long long high)
{
    const auto value = parseNumber(text);
    if (!value || *value < low || *value > high)
        throw BadInput{std::string(what) + " must be a number from " + std::to_string(low) + " to " + std::to_string(high) +
                       ", not '" + std::string(text) + "'"};
    return *value;
}

std::vector<std::string_view> splitMoves(std::string_view text)
{
    std::vector<std::string_view> moves;
    if (text.empty())
        return moves;
    for (;;) {
        const auto at = text.find(',');
        moves.push_back(text.substr(0, at));
        if (at == std::string_view::npos)
            return moves;
        text.remove_prefix(at + 1);
    }
}

int runPerft(const std::vector<std::string_view> &args)
{
    if (args.size() != 2)
        throw BadInput{"usage: hoyito-cli perft POSITION DEPTH"};
    const Position pos = readPosition(args[0]);
    const int depth = static_cast<int>(readNumber("DEPTH", args[1], 0, 64));
    for (int d = 1; d <= depth; ++d)
        std::cout << "perft " << d << ' ' << perft(pos, d) << std::endl;
    return 0;
}

std::string jsonArray(const int *values, int count)
{
    std::string text = "[";
    for (int i = 0; i < count; ++i)
        text += (i ? "," : "") + std::to_string(values[i]);
    return text + "]";
}

std::string boardJson(const Position &pos)
{
    int counts[kMaxHoles];
    for (int h = 0; h < pos.rules.holeCount(); ++h)
        counts[h] = pos.seeds[h];
    return jsonArray(counts, pos.rules.holeCount());
}

std::string quoted(std::string_view text) { return '"' + std::string(text) + '"'; }

int runPlay(const std::vector<std::string_view> &args)
{
    std::optional<Position> given;
    Rules rules;
    Player starter = Player::South;
    bool rulesGiven = false;
    std::optional<std::string_view> movesText;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        const bool hasValue = i + 1 < args.size();
        auto value = [&]() -> std::string_view {
            if (!hasValue)
                throw BadInput{std::string(arg) + " needs a value"};
            return args[++i];
        };
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
        throw BadInput{"usage: hoyito-cli play [--position POSITION | --variant V --holes N --start S|N --taker T] MOVES"};

    Game game(given ? *given : Position::initial(rules, starter));
    std::ostringstream out;
    const auto moves = splitMoves(*movesText);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Position &before = game.position();
        const MoveCheck check = readMove(before, moves[i]);
        if (!check.ok())
            throw BadInput{"move " + std::to_string(i + 1) + " (" + std::string(moves[i]) + "): " + describe(before, moves[i], check)};
        const TurnRecord turn = game.play(check.move);
        const Position &after = game.position();
        out << "{\"turn\":" << game.turnCount() << ",\"mover\":" << quoted(std::string(1, playerLetter(turn.mover)))
            << ",\"move\":" << quoted(moveText(after.rules, turn.move)) << ",\"board\":" << boardJson(after)
            << ",\"scores\":[" << after.scores[0] << ',' << after.scores[1] << "],\"toMove\":"
            << (after.isOver() ? std::string("null") : quoted(std::string(1, playerLetter(after.toMove))))
            << ",\"over\":" << (after.isOver() ? "true" : "false") << ",\"reason\":"
            << (after.isOver() ? quoted(endReasonName(after.ending)) : std::string("null")) << "}\n";
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

int runTrace(const std::vector<std::string_view> &args)
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

int runBench(const std::vector<std::string_view> &args)
{
    long long games = 200000;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--games" && i + 1 < args.size())
            games = readNumber("--games", args[++i], 1, 1'000'000'000);
        else
            throw BadInput{"usage: hoyito-cli bench [--games N]"};
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
        const PlayoutStats stats = randomPlayouts(w.rules, w.games, 20261130);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
        signature = signature * 31 + stats.signature;
        std::printf("%s: games %llu, turns %llu, seeds dropped %llu, seconds %.3f\n", w.name,
                    static_cast<unsigned long long>(stats.games), static_cast<unsigned long long>(stats.turns),
                    static_cast<unsigned long long>(stats.seedsSown), seconds);
        std::printf("turns/s: %.0f\n", seconds > 0 ? static_cast<double>(stats.turns) / seconds : 0.0);
    }
    std::printf("signature: %016llx\n", static_cast<unsigned long long>(signature));
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    std::vector<std::string_view> args(argv + 1, argv + argc);
    if (args.empty()) {
        std::cerr << kUsage;
        return kBadInput;
    }
    const std::string_view command = args.front();
    args.erase(args.begin());
    try {
        if (command == "--help" || command == "-h" || command == "help") {
            std::cout << kUsage;
            return 0;
        }
        if (command == "perft")
            return runPerft(args);
        if (command == "play")
            return runPlay(args);
        if (command == "trace")
            return runTrace(args);
        if (command == "bench")
            return runBench(args);
        throw BadInput{"unknown command '" + std::string(command) + "' (try hoyito-cli --help)"};
    } catch (const BadInput &bad) {
        std::cerr << "hoyito-cli: " << bad.message << '\n';
        return kBadInput;
    }
}
