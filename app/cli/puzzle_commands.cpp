// hoyito-cli's puzzles: generate (from self-play, appended to a file and
// resumed from it) and check (every puzzle of a file judged again).
// docs/PUZZLES.md has the format, the criteria and the rating.

#include "cli.h"

#include "puzzlefile.h"

#include "hoyito/coach.h"
#include "hoyito/puzzles.h"
#include "hoyito/search.h"

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace hoyito::cli {

namespace {

using puzzles::Puzzle;

const char *const kGenerateUsage =
    "usage: hoyito-cli puzzles generate --variant II|III --holes 6|12 --count N --out FILE [--seed S] "
    "[--tablebase DIR] [--play-depth D] [--depth D]";
const char *const kCheckUsage = "usage: hoyito-cli puzzles check FILE [--tablebase DIR] [--limit N] [--deeper N]";

// The self-play depth and the judging depth by board: the judge looks 4
// plies deeper than the games that found the positions (docs/PUZZLES.md).
constexpr int kPlayDepthSmall = 12;
constexpr int kPlayDepthLarge = 8;
constexpr int kDeeper = 4;
constexpr int kLargeBoard = 12;

double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The puzzles of a file, in order; BadInput naming the line of the first
// that does not read.
std::vector<Puzzle> readPuzzleFile(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw BadInput{"cannot read " + path};
    std::vector<Puzzle> read;
    std::string text;
    int number = 0;
    while (std::getline(in, text)) {
        ++number;
        if (text.empty())
            continue;
        const auto result = app::PuzzleFile::read(QByteArray::fromStdString(text));
        if (const auto *problem = std::get_if<QString>(&result))
            throw BadInput{path + " line " + std::to_string(number) + ": " + problem->toStdString()};
        read.push_back(std::get<Puzzle>(result));
    }
    return read;
}

int runGenerate(Args args)
{
    std::optional<Variant> variant;
    int holes = 0;
    long long count = 0;
    std::string out;
    std::uint64_t seed = 1;
    int playDepth = 0;
    int depth = 0;
    std::shared_ptr<const tables::TableSet> tables;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        auto value = [&] { return optionValue(args, i); };
        if (arg == "--variant") {
            const std::string_view v = value();
            variant = parseVariant(v);
            if (!variant || *variant == Variant::I)
                throw BadInput{"--variant must be II or III, not '" + std::string(v) + "'"};
        } else if (arg == "--holes") {
            holes = static_cast<int>(readNumber("--holes", value(), 6, kLargeBoard));
            if (holes != 6 && holes != kLargeBoard)
                throw BadInput{"--holes must be 6 or 12"};
        } else if (arg == "--count") {
            count = readNumber("--count", value(), 1, 1'000'000);
        } else if (arg == "--out") {
            out = std::string(value());
        } else if (arg == "--seed") {
            seed = static_cast<std::uint64_t>(readNumber("--seed", value(), 0, 1'000'000'000'000));
        } else if (arg == "--tablebase") {
            tables = readTables(value());
        } else if (arg == "--play-depth") {
            playDepth = static_cast<int>(readNumber("--play-depth", value(), 1, kMaxSearchDepth - kDeeper));
        } else if (arg == "--depth") {
            depth = static_cast<int>(readNumber("--depth", value(), 1, kMaxSearchDepth));
        } else {
            throw BadInput{"unknown option '" + std::string(arg) + "' (" + kGenerateUsage + ")"};
        }
    }
    if (!variant || holes == 0 || count == 0 || out.empty())
        throw BadInput{kGenerateUsage};
    if (playDepth == 0)
        playDepth = holes == kLargeBoard ? kPlayDepthLarge : kPlayDepthSmall;
    if (depth == 0)
        depth = playDepth + kDeeper;
    if (depth < playDepth + kDeeper)
        throw BadInput{"--depth must be at least 4 plies deeper than --play-depth (" +
                       std::to_string(playDepth + kDeeper) + " or more)"};

    puzzles::GeneratorSettings settings;
    settings.rules = Rules{.variant = *variant, .holesPerRow = holes};
    settings.seed = seed;
    settings.playDepth = playDepth;
    settings.judge = {.depth = depth, .tables = tables.get()};

    // Resuming: every puzzle already in the file counts for sameness; this
    // series goes on from the last game it wrote (played again: its puzzles
    // already written are skipped as seen, the rest come out the same).
    std::unordered_set<std::string> seen;
    long long have = 0;
    std::uint64_t game = 0;
    if (std::ifstream(out).good()) {
        for (const Puzzle &p : readPuzzleFile(out)) {
            seen.insert(puzzles::sameKey(p.position));
            if (p.position.rules.variant == *variant && p.position.rules.holesPerRow == holes) {
                ++have;
                if (p.seed == seed)
                    game = std::max(game, p.game);
            }
        }
    }
    std::cout << "puzzles " << variantName(*variant) << " 2x" << holes << ": " << have << " in " << out
              << ", play depth " << playDepth << ", judged at depth " << depth
              << (tables ? " with tables " + tablesText(*tables) : std::string()) << ", from game " << game
              << std::endl;
    std::ofstream file(out, std::ios::app | std::ios::binary);
    if (!file)
        throw BadInput{"cannot write " + out};
    InterruptCatcher interrupt;
    const auto start = std::chrono::steady_clock::now();
    long long made = 0;
    long long games = 0;
    while (have < count && !interrupt.caught()) {
        for (const Puzzle &p : puzzles::puzzlesOfGame(settings, game, seen, interrupt.flag())) {
            if (have == count)
                break;
            file << app::PuzzleFile::line(p).toStdString() << '\n' << std::flush;
            ++have;
            ++made;
        }
        if (interrupt.caught())
            break;
        ++game;
        ++games;
        std::cerr << "game " << game - 1 << ": " << have << " puzzles, " << made << " new in "
                  << static_cast<long long>(secondsSince(start)) << " s" << std::endl;
    }
    const double seconds = secondsSince(start);
    char rate[32];
    std::snprintf(rate, sizeof rate, "%.2f", seconds > 0 ? made * 60.0 / seconds : 0.0);
    std::cout << "made " << made << " puzzles in " << games << " games, " << static_cast<long long>(seconds) << " s ("
              << rate << " a minute); " << have << " of " << count << " in " << out << std::endl;
    return interrupt.caught() ? 1 : 0;
}

// What a check asks beyond the puzzle's own judging.
struct CheckSettings {
    const tables::TableSet *tables = nullptr;
    int deeper = 0; // plies beyond the puzzle's depth for a second analysis; 0: none
};

std::string themesText(const std::vector<puzzles::Theme> &themes)
{
    std::string names;
    for (puzzles::Theme theme : themes) {
        if (!names.empty())
            names += ',';
        names += puzzles::themeName(theme);
    }
    return names;
}

// Why the solver's move `move` at pos fails `v` (a verdict "by"), or nothing.
std::optional<std::string> moveFails(const Position &pos, Move move, const puzzles::Verdict &v, const std::string &by)
{
    if (v.best != move && v.unique)
        return moveText(pos.rules, v.best) + " is better, " + by;
    if (!v.unique)
        return "not unique, another move is within " + std::to_string(puzzles::kMargin / kSeedValue) +
               " seeds of the best, " + by;
    return std::nullopt;
}

// Why a puzzle fails, or nothing.
std::optional<std::string> checkPuzzle(Analyser &analyser, const Puzzle &puzzle, const CheckSettings &settings)
{
    const puzzles::Judge judge{.depth = app::PuzzleFile::judgedDepth(puzzle), .tables = settings.tables};
    const int deeper = judge.depth + settings.deeper;
    const Player solver = puzzle.position.toMove;
    Position pos = puzzle.position;
    if (legalMoves(pos).size() < 2)
        return std::string("the first move is forced");
    std::optional<int> rating; // recomputed from the first move's judging
    for (std::size_t k = 0; k < puzzle.solution.size(); ++k) {
        const Move move = puzzle.solution[k];
        // The solver's moves with a choice must each be the only good one.
        if (pos.toMove == solver && legalMoves(pos).size() > 1) {
            const std::string which = "move " + std::to_string(k + 1) + " (" + moveText(pos.rules, move) + "): ";
            const auto [v, deep] =
                settings.deeper > 0
                    ? puzzles::judgeDeeper(analyser, pos, judge, deeper)
                    : std::pair<puzzles::Verdict, puzzles::Verdict>{puzzles::judge(analyser, pos, judge), {}};
            if (k == 0 && puzzle.proven && settings.tables && !v.proven)
                return which + "marked proven, but the tables given do not hold the position";
            if (auto why =
                    moveFails(pos, move, v,
                              v.proven ? "by the tables" : "by the analysis at depth " + std::to_string(judge.depth)))
                return which + *why;
            if (settings.deeper > 0 && !v.proven)
                if (auto why = moveFails(pos, move, deep, "by the analysis at depth " + std::to_string(deeper)))
                    return which + *why;
            if (k == 0 && puzzles::alreadyWon(pos, v))
                return which + "already won: the worst move still leaves the mover " +
                       std::to_string(v.worst / kSeedValue) + " of the " + std::to_string(pos.seedsInGame()) + " seeds";
            if (k == 0 && puzzles::greedyPicks(pos, move))
                return which + "the greedy player picks it anyway";
            if (k == 0)
                rating = v.proven ? puzzles::puzzleRating(analyser, pos, move, judge.depth)
                                  : puzzles::puzzleRating(pos, move, v.byDepth);
        }
        playTurn(pos, move);
    }
    const std::vector<puzzles::Theme> themes = puzzles::themesOf(puzzle.position, puzzle.solution, puzzle.proven);
    if (themes != puzzle.themes)
        return "the themes of the solution are [" + themesText(themes) + "]";
    if (rating && *rating != puzzle.rating)
        return "rated " + std::to_string(puzzle.rating) + ", but it rates " + std::to_string(*rating);
    return std::nullopt;
}

int runCheckFile(Args args)
{
    std::optional<std::string> path;
    std::shared_ptr<const tables::TableSet> tables;
    long long limit = 0;
    int deeper = 0;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        if (arg == "--tablebase")
            tables = readTables(optionValue(args, i));
        else if (arg == "--deeper")
            deeper = static_cast<int>(readNumber("--deeper", optionValue(args, i), 0, kMaxSearchDepth));
        else if (arg == "--limit")
            limit = readNumber("--limit", optionValue(args, i), 1, 1'000'000'000);
        else if (!path && !arg.starts_with("--"))
            path = std::string(arg);
        else
            throw BadInput{"unknown option '" + std::string(arg) + "' (" + kCheckUsage + ")"};
    }
    if (!path)
        throw BadInput{kCheckUsage};
    std::ifstream in(*path, std::ios::binary);
    if (!in)
        throw BadInput{"cannot read " + *path};
    Analyser analyser;
    std::unordered_map<std::string, std::string> seen; // sameKey -> id
    std::unordered_set<std::string> ids;
    long long checked = 0;
    long long failed = 0;
    std::string text;
    int number = 0;
    InterruptCatcher interrupt;
    while (std::getline(in, text) && !interrupt.caught() && (limit == 0 || checked < limit)) {
        ++number;
        if (text.empty())
            continue;
        ++checked;
        const auto result = app::PuzzleFile::read(QByteArray::fromStdString(text));
        if (const auto *problem = std::get_if<QString>(&result)) {
            ++failed;
            std::cout << "line " << number << ": " << problem->toStdString() << std::endl;
            continue;
        }
        const Puzzle &puzzle = std::get<Puzzle>(result);
        std::optional<std::string> why;
        const std::string key = puzzles::sameKey(puzzle.position);
        if (!ids.insert(puzzle.id).second)
            why = "another puzzle has the same id";
        else if (const auto same = seen.find(key); same != seen.end())
            why = "the same position as " + same->second + " (or its mirror image)";
        else
            why = checkPuzzle(analyser, puzzle, CheckSettings{.tables = tables.get(), .deeper = deeper});
        seen.emplace(key, puzzle.id);
        if (why) {
            ++failed;
            std::cout << "line " << number << ": " << puzzle.id << " (" << positionText(puzzle.position)
                      << "): " << *why << std::endl;
        }
    }
    std::cout << "checked " << checked << " puzzles: " << (checked - failed) << " good, " << failed << " failed"
              << (interrupt.caught() ? " (interrupted)" : "") << std::endl;
    return failed > 0 || interrupt.caught() ? 1 : 0;
}

} // namespace

int runPuzzles(Args args)
{
    if (args.empty())
        throw BadInput{std::string(kGenerateUsage) + "\n       " + kCheckUsage};
    if (args[0] == "generate")
        return runGenerate(args.subspan(1));
    if (args[0] == "check")
        return runCheckFile(args.subspan(1));
    throw BadInput{"unknown puzzles command '" + std::string(args[0]) + "' (generate or check)"};
}

} // namespace hoyito::cli
