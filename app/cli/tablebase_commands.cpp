// hoyito-cli's endgame-table commands: tablebase build, tablebase probe.

#include "cli.h"

#include "hoyito/tablebase.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <map>
#include <optional>

namespace hoyito::cli {

namespace {

using namespace hoyito::tablebase;

std::string phaseName(BuildPhase phase)
{
    switch (phase) {
    case BuildPhase::Loading: return "checking";
    case BuildPhase::Moves: return "moves";
    case BuildPhase::Solving: return "solving";
    case BuildPhase::Writing: return "writing";
    }
    return "?";
}

std::string percent(double share)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.2f%%", 100.0 * share);
    return text;
}

std::string fixed(double value, int decimals)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

std::string range(int low, int high)
{
    return low == high ? std::to_string(low) : std::to_string(low) + "-" + std::to_string(high);
}

int runBuild(Args args)
{
    std::optional<Variant> variant;
    std::string taker = "capturer";
    std::optional<int> holes;
    std::optional<int> seeds;
    std::optional<std::string> out;
    int threads = 2;
    std::uint64_t memoryMegabytes = 0; // 0: defaultMemoryBudget()
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        auto value = [&] { return optionValue(args, i); };
        if (arg == "--variant") {
            const std::string_view text = value();
            variant = parseVariant(text);
            if (!variant || *variant == Variant::I)
                throw BadInput{"--variant must be II or III, not '" + std::string(text) + "'"};
        } else if (arg == "--taker") {
            taker = std::string(value());
            if (taker != "capturer" && taker != "fixed")
                throw BadInput{"--taker must be capturer or fixed, not '" + taker + "'"};
        } else if (arg == "--holes") {
            holes = static_cast<int>(readNumber("--holes", value(), kMinHolesPerRow, kMaxHolesPerRow));
        } else if (arg == "--seeds") {
            seeds = static_cast<int>(readNumber("--seeds", value(), 1, kSeedsPerHole * kMaxHoles));
        } else if (arg == "--out") {
            out = std::string(value());
        } else if (arg == "--threads") {
            threads = static_cast<int>(readNumber("--threads", value(), 1, 64));
        } else if (arg == "--memory") {
            memoryMegabytes = readNumber("--memory", value(), 1, 1'000'000'000);
        } else {
            throw BadInput{"unknown option '" + std::string(arg) + "'"};
        }
    }
    if (!variant || !holes || !seeds || !out)
        throw BadInput{"usage: hoyito-cli tablebase build --variant II|III [--taker capturer|fixed] --holes N "
                       "--seeds K --out DIR [--threads T] [--memory MB]"};
    if (*variant == Variant::II && taker == "fixed")
        throw BadInput{"Hoyito II always gives the last four to the capturer: --taker fixed is for Hoyito III"};
    if (*seeds > kSeedsPerHole * 2 * *holes)
        throw BadInput{"--seeds must be at most " + std::to_string(kSeedsPerHole * 2 * *holes) + " on 2x" +
                       std::to_string(*holes)};

    BuildOptions options;
    options.rules = *variant == Variant::II ? TableRules::HoyitoII
                    : taker == "fixed"      ? TableRules::HoyitoIIIFixed
                                            : TableRules::HoyitoIIICapturer;
    options.holesPerRow = *holes;
    options.maxSeeds = *seeds;
    options.directory = *out;
    options.threads = threads;
    options.memoryBudget = memoryMegabytes * 1'000'000;
    options.progressInterval = 1.0;
    options.progress = [](const BuildProgress &p) {
        std::cerr << "progress " << percent(p.fraction) << " level " << p.seeds << "/" << p.maxSeeds << " "
                  << phaseName(p.phase) << " " << p.done << "/" << p.total;
        if (p.phase == BuildPhase::Solving)
            std::cerr << " round " << p.round;
        std::cerr << std::endl;
    };
    std::cout << "tablebase " << tableRulesName(options.rules) << " 2x" << *holes << " levels 1-" << *seeds << " in "
              << *out << std::endl;
    const BuildEstimate estimate = estimateBuild(options.rules, *holes, *seeds, options.memoryBudget);
    std::cout << "estimate entries " << estimate.entries << " files " << estimate.fileBytes << " bytes memory "
              << estimate.peakMemoryBytes << " bytes";
    if (estimate.scratchBytes > 0)
        std::cout << " scratch " << estimate.scratchBytes << " bytes";
    std::cout << std::endl;
    const BuildReport report = buildTables(options);
    std::uint64_t entries = 0;
    std::uint64_t built = 0;
    std::uint64_t bytes = 0;
    double buildSeconds = 0;
    for (const LevelStats &level : report.levels) {
        entries += level.entries;
        bytes += tableFileSize(options.rules, *holes, level.seeds);
        auto share = [&](std::uint64_t part) {
            return percent(level.entries ? static_cast<double>(part) / static_cast<double>(level.entries) : 1);
        };
        std::cout << "level " << level.seeds << " entries " << level.entries << " exact " << level.exact << " ("
                  << share(level.exact) << ") within-remainder " << level.withinRemainder << " ("
                  << share(level.withinRemainder) << ")";
        if (level.loaded) {
            std::cout << " kept";
        } else {
            built += level.entries;
            buildSeconds += level.seconds;
            std::cout << " rounds " << level.rounds << " evaluations " << level.evaluations << " seconds "
                      << fixed(level.seconds, 2);
            if (level.scratchBytes > 0)
                std::cout << " scratch " << level.scratchBytes << " bytes";
            if (level.replaced != LoadError::None)
                std::cout << " rebuilt (the file was " << describe(level.replaced) << ")";
        }
        std::cout << std::endl;
    }
    switch (report.status) {
    case BuildStatus::Finished: break;
    case BuildStatus::Cancelled: std::cout << "cancelled" << std::endl; return 1;
    case BuildStatus::Failed: throw BadInput{report.message};
    }
    std::cout << "positions " << entries << " built " << built << " seconds " << fixed(report.seconds, 2) << " rate "
              << fixed(buildSeconds > 0 ? static_cast<double>(built) / buildSeconds : 0, 0) << " positions/s size "
              << bytes << " bytes" << std::endl;
    return 0;
}

// Opens the tables for pos's rules in `directory`, or says why there are none.
std::optional<Tablebase> openFor(const std::string &directory, const Position &pos, std::string &why)
{
    const auto rules = tableRulesOf(pos);
    if (!rules) {
        why = pos.closedHoles                   ? "closed holes"
              : pos.rules.variant == Variant::I ? "Hoyito I"
                                                : "Hoyito II with a fixed last-four taker";
        return std::nullopt;
    }
    Tablebase::LevelProblem problem;
    Tablebase tables = Tablebase::open(directory, *rules, pos.rules.holesPerRow, &problem);
    if (problem.error != LoadError::None)
        std::cerr << "hoyito-cli: the table for " << problem.seeds << " seeds in " << directory << " is "
                  << describe(problem.error) << "; rebuild it with hoyito-cli tablebase build" << std::endl;
    return tables;
}

// Proves bounds on the seeds a position's mover wins from the board under
// RULES.md, history included (the third occurrence of a position, 200 turns
// without a capture). A capture makes earlier positions unreachable, so a
// position just after a capture is judged by itself: there the tables'
// bounds hold and what the search proved is kept. Elsewhere the search
// follows the history.
class Solver {
public:
    enum class Answer { Yes, No, Unknown };

    Solver(const Tablebase *tables, std::chrono::steady_clock::time_point deadline)
        : m_tables(tables)
        , m_deadline(deadline)
    {
    }

    // Bounds on a fresh position from what is known before any search.
    Bounds known(const Position &pos)
    {
        const auto found = m_fresh.find(keyOf(pos));
        if (found != m_fresh.end())
            return found->second;
        Bounds b{0, pos.seedsOnBoard()};
        if (m_tables)
            if (const auto probed = m_tables->probe(pos))
                b = *probed;
        return b;
    }

    // Does the mover of `pos`, a game starting there, win at least `target`
    // seeds from the board?
    Answer atLeast(const Position &pos, int target)
    {
        Bounds b = known(pos);
        if (b.lower >= target)
            return Answer::Yes;
        if (b.upper < target)
            return Answer::No;
        std::vector<Position> history{pos};
        const Answer answer = search(pos, history, target);
        if (answer == Answer::Yes)
            b.lower = std::max(b.lower, target);
        else if (answer == Answer::No)
            b.upper = std::min(b.upper, target - 1);
        if (answer != Answer::Unknown)
            m_fresh[keyOf(pos)] = b;
        return answer;
    }

    long long nodes() const { return m_nodes; }
    // The time the next questions may take; what was proven stays known.
    void setDeadline(std::chrono::steady_clock::time_point deadline)
    {
        m_deadline = deadline;
        m_outOfTime = false;
    }

private:
    struct Key {
        std::array<std::uint8_t, kMaxHoles> seeds;
        Player toMove;
        auto operator<=>(const Key &) const = default;
    };
    static Key keyOf(const Position &pos) { return {pos.seeds, pos.toMove}; }

    Answer search(const Position &pos, std::vector<Position> &history, int target)
    {
        const int k = pos.seedsOnBoard();
        if (target <= 0)
            return Answer::Yes;
        if (target > k)
            return Answer::No;
        if ((++m_nodes & 1023) == 0 && std::chrono::steady_clock::now() > m_deadline)
            m_outOfTime = true;
        if (m_outOfTime)
            return Answer::Unknown;
        const Player mover = pos.toMove;
        std::vector<std::pair<int, Move>> moves;
        for (const Move move : legalMoves(pos)) {
            int order = 0;
            if (m_tables)
                if (const auto b = moveBounds(*m_tables, pos, move))
                    order = -(b->lower + b->upper);
            moves.emplace_back(order, move);
        }
        std::stable_sort(moves.begin(), moves.end(), [](const auto &x, const auto &y) { return x.first < y.first; });
        bool unknown = false;
        for (const auto &[order, move] : moves) {
            Position child = pos;
            const TurnSummary turn = playTurn(child, move);
            Answer answer = Answer::No;
            if (child.isOver()) {
                const int v = finalScores(child)[index(mover)] - pos.scores[index(mover)];
                answer = v >= target ? Answer::Yes : Answer::No;
            } else if (turn.captured > 0) {
                const int won = child.scores[index(mover)] - pos.scores[index(mover)];
                answer = atLeast(child, target - won);
            } else {
                const auto seen = std::count_if(history.begin(), history.end(),
                                                [&](const Position &p) { return p.sameBoardAndMover(child); });
                if (seen + 1 >= kRepetitionLimit || static_cast<int>(history.size()) >= kNoCaptureTurnLimit) {
                    answer = child.seedsInRow(mover) >= target ? Answer::Yes : Answer::No;
                } else {
                    history.push_back(child);
                    const Answer reply = search(child, history, k - target + 1);
                    history.pop_back();
                    answer = reply == Answer::Yes ? Answer::No : reply == Answer::No ? Answer::Yes : Answer::Unknown;
                }
            }
            if (answer == Answer::Yes)
                return Answer::Yes;
            unknown = unknown || answer == Answer::Unknown;
        }
        return unknown ? Answer::Unknown : Answer::No;
    }

    const Tablebase *m_tables;
    std::chrono::steady_clock::time_point m_deadline;
    std::map<Key, Bounds> m_fresh;
    long long m_nodes = 0;
    bool m_outOfTime = false;
};

std::string outcomeText(const Position &pos, Bounds bounds)
{
    const Player mover = pos.toMove;
    const int k = pos.seedsOnBoard();
    const int moverLow = pos.scores[index(mover)] + bounds.lower;
    const int moverHigh = pos.scores[index(mover)] + bounds.upper;
    const int otherLow = pos.scores[index(opponent(mover))] + k - bounds.upper;
    const int otherHigh = pos.scores[index(opponent(mover))] + k - bounds.lower;
    std::string outcome;
    if (moverLow > otherHigh)
        outcome = playerName(mover) + " wins";
    else if (moverHigh < otherLow)
        outcome = playerName(opponent(mover)) + " wins";
    else if (bounds.exact())
        outcome = "draw";
    else
        outcome = "undecided";
    const bool south = mover == Player::South;
    return "result South " + (south ? range(moverLow, moverHigh) : range(otherLow, otherHigh)) + " North " +
           (south ? range(otherLow, otherHigh) : range(moverLow, moverHigh)) + ": " + outcome;
}

int runProbe(Args args)
{
    if (args.size() != 2)
        throw BadInput{"usage: hoyito-cli tablebase probe DIR POSITION"};
    const std::string directory(args[0]);
    const Position pos = readPosition(args[1]);
    std::string why;
    const auto tables = openFor(directory, pos, why);
    if (!tables) {
        std::cout << "not in the table: " << why << std::endl;
        return 1;
    }
    if (pos.isOver()) {
        std::cout << "not in the table: the game is over" << std::endl;
        return 1;
    }
    const auto bounds = tables->probe(pos);
    if (!bounds) {
        std::cout << "not in the table: " << pos.seedsOnBoard() << " seeds on the board, tables up to "
                  << tables->maxSeeds() << " in " << directory << std::endl;
        return 1;
    }
    std::cout << "bounds " << bounds->lower << ' ' << bounds->upper << std::endl;
    std::cout << outcomeText(pos, *bounds) << std::endl;
    for (const Move move : legalMoves(pos)) {
        const auto after = moveBounds(*tables, pos, move);
        std::cout << "move " << moveText(pos.rules, move);
        if (after)
            std::cout << " bounds " << after->lower << ' ' << after->upper << std::endl;
        else
            std::cout << " not in the table" << std::endl;
    }
    return 0;
}

} // namespace

int runSolve(Args args)
{
    std::optional<Position> pos;
    std::optional<std::string> directory;
    double seconds = 60;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        auto value = [&] { return optionValue(args, i); };
        if (arg == "--tablebase")
            directory = std::string(value());
        else if (arg == "--time")
            seconds = static_cast<double>(readNumber("--time", value(), 1, 7 * 24 * 3600));
        else if (!pos && !arg.starts_with("--"))
            pos = readPosition(arg);
        else
            throw BadInput{"unknown option '" + std::string(arg) + "'"};
    }
    if (!pos)
        throw BadInput{"usage: hoyito-cli solve POSITION [--tablebase DIR] [--time S]"};
    if (pos->isOver())
        throw BadInput{"the game is over"};
    if (pos->rules.variant == Variant::I)
        throw BadInput{"solve needs an extra turn after a capture (Hoyito II or III), not Hoyito I"};
    std::optional<Tablebase> tables;
    if (directory) {
        std::string why;
        tables = openFor(*directory, *pos, why);
        std::cout << "tables " << (tables ? tables->maxSeeds() : 0) << " seeds"
                  << (tables ? std::string() : " (" + why + ")") << std::endl;
    }
    const auto start = std::chrono::steady_clock::now();
    const auto deadline = start + std::chrono::milliseconds(static_cast<long long>(seconds * 1000));
    Solver solver(tables ? &*tables : nullptr, deadline);
    Bounds bounds = solver.known(*pos);
    auto elapsed = [&] {
        return fixed(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 2);
    };
    std::cout << "bounds " << bounds.lower << ' ' << bounds.upper << " nodes 0 seconds " << elapsed() << std::endl;
    // Ask from both ends, so that some bound narrows even when the middle is
    // far out of reach: "at least lower + step?" and "at least upper - step + 1?".
    // Either answer narrows the range; a side whose step runs out of its
    // share of the time halves its step, and at step 1 stops.
    bool outOfTime = false;
    int steps[2] = {1, 1};
    bool stuck[2] = {false, false};
    for (int side = 0; !bounds.exact() && !(stuck[0] && stuck[1]); side = 1 - side) {
        if (stuck[side])
            continue;
        const auto now = std::chrono::steady_clock::now();
        if (now >= deadline) {
            outOfTime = true;
            break;
        }
        const int range = bounds.upper - bounds.lower;
        const int step = std::clamp(steps[side], 1, range);
        const int target = side == 0 ? bounds.lower + step : bounds.upper - step + 1;
        solver.setDeadline(std::min(deadline, now + (deadline - now) / 3 + std::chrono::milliseconds(200)));
        const Solver::Answer answer = solver.atLeast(*pos, target);
        if (answer == Solver::Answer::Unknown) {
            if (step == 1)
                stuck[side] = true;
            steps[side] = std::max(1, step / 2);
            continue;
        }
        if (answer == Solver::Answer::Yes)
            bounds.lower = target;
        else
            bounds.upper = target - 1;
        const bool wanted = (answer == Solver::Answer::Yes) == (side == 0);
        steps[side] = wanted ? 2 * step : std::max(1, step / 2);
        std::cout << "bounds " << bounds.lower << ' ' << bounds.upper << " nodes " << solver.nodes() << " seconds "
                  << elapsed() << std::endl;
    }
    outOfTime = outOfTime || !bounds.exact();
    if (outOfTime)
        std::cout << "time out: proven bounds " << bounds.lower << ' ' << bounds.upper << std::endl;
    else
        std::cout << "value " << bounds.lower << " nodes " << solver.nodes() << " seconds " << elapsed() << std::endl;
    std::cout << outcomeText(*pos, bounds) << std::endl;
    return 0;
}

int runTablebase(Args args)
{
    if (!args.empty() && args[0] == "build")
        return runBuild(args.subspan(1));
    if (!args.empty() && args[0] == "probe")
        return runProbe(args.subspan(1));
    throw BadInput{"usage: hoyito-cli tablebase build|probe ..."};
}

} // namespace hoyito::cli
