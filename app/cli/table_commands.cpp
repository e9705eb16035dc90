// hoyito-cli's endgame-table commands: tablebase build, tablebase probe, and
// solve, which proves bounds on a game's value with them.

#include "cli.h"

#include "hoyito/solver.h"
#include "hoyito/tables.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>

namespace hoyito::cli {

namespace {

using namespace hoyito::tables;

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

// A line for each solving round of a level, and one for the index of the
// parents before the first round that used it.
void printRounds(const LevelStats &level)
{
    for (std::size_t r = 0; r < level.roundStats.size(); ++r) {
        const RoundStats &round = level.roundStats[r];
        const ParentIndexStats &index = level.parentIndex;
        if (static_cast<int>(r) + 1 == index.beforeRound)
            std::cout << "level " << level.seeds << " parents " << index.parents << " bytes " << index.bytes
                      << " seconds " << fixed(index.seconds, 2) << std::endl;
        std::cout << "level " << level.seeds << " round " << r + 1 << " evaluated " << round.evaluated << " changes "
                  << round.changes << " seconds " << fixed(round.seconds, 2) << (round.fromParents ? " parents" : "")
                  << std::endl;
    }
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
    bool perRound = false;
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
        } else if (arg == "--rounds") {
            perRound = true;
        } else {
            throw BadInput{"unknown option '" + std::string(arg) + "'"};
        }
    }
    if (!variant || !holes || !seeds || !out)
        throw BadInput{"usage: hoyito-cli tablebase build --variant II|III [--taker capturer|fixed] --holes N "
                       "--seeds K --out DIR [--threads T] [--memory MB] [--rounds]"};
    if (*variant == Variant::II && taker == "fixed")
        throw BadInput{"Hoyito II always gives the last four to the capturer: --taker fixed is for Hoyito III"};

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
    if (std::string problem = buildProblem(options); !problem.empty())
        throw BadInput{problem};
    options.progress = [](const BuildProgress &p) {
        std::cerr << "progress " << percent(p.fraction) << " level " << p.seeds << "/" << p.maxSeeds << " "
                  << phaseName(p.phase) << " " << p.done << "/" << p.total;
        if (p.phase == BuildPhase::Solving)
            std::cerr << " round " << p.round << (p.indexingParents ? " indexing" : "");
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
    const InterruptCatcher interrupt;
    options.cancel = interrupt.flag();
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
            std::cout << " rounds " << level.rounds() << " evaluations " << level.evaluations() << " moves "
                      << level.quietMoves << " left " << level.quietMovesLeft << " seconds " << fixed(level.seconds, 2);
            if (level.scratchBytes > 0)
                std::cout << " scratch " << level.scratchBytes << " bytes";
            if (level.replaced != LoadError::None)
                std::cout << " rebuilt (the file was " << describe(level.replaced) << ")";
        }
        std::cout << std::endl;
        if (perRound)
            printRounds(level);
    }
    switch (report.status) {
    case BuildStatus::Finished: break;
    case BuildStatus::Cancelled:
        std::cout << "cancelled: the finished levels are kept, and the same command goes on from them" << std::endl;
        return 1;
    case BuildStatus::Failed: throw BadInput{report.message};
    }
    std::cout << "positions " << entries << " built " << built << " seconds " << fixed(report.seconds, 2) << " rate "
              << fixed(buildSeconds > 0 ? static_cast<double>(built) / buildSeconds : 0, 0) << " positions/s size "
              << bytes << " bytes" << std::endl;
    return 0;
}

// Opens the tables for pos's rules in `directory`, or says why there are none.
std::optional<Tables> openFor(const std::string &directory, const Position &pos, std::string &why)
{
    const auto rules = tableRulesOf(pos);
    if (!rules) {
        why = pos.closedHoles                   ? "closed holes"
              : pos.rules.variant == Variant::I ? "Hoyito I"
                                                : "Hoyito II with a fixed last-four taker";
        return std::nullopt;
    }
    // A folder that cannot be listed would otherwise read as an unreadable
    // first level.
    std::error_code error;
    std::filesystem::directory_iterator listing(directory, error);
    if (error)
        throw BadInput{"cannot read the folder of tables '" + directory + "': " + error.message()};
    Tables::LevelProblem problem;
    Tables tables = Tables::open(directory, *rules, pos.rules.holesPerRow, &problem);
    if (problem.error != LoadError::None)
        std::cerr << "hoyito-cli: the table for " << problem.seeds << (problem.seeds == 1 ? " seed" : " seeds")
                  << " in " << directory << " is " << describe(problem.error)
                  << "; rebuild it with hoyito-cli tablebase build" << std::endl;
    return tables;
}

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
    if (directory.empty())
        throw BadInput{"no folder of tables given (usage: hoyito-cli tablebase probe DIR POSITION)"};
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
        std::cout << "not in the table: ";
        if (tables->maxSeeds() == 0)
            std::cout << "no tables of " << tableRulesName(tables->rules()) << " on 2x" << tables->holesPerRow()
                      << " in " << directory << std::endl;
        else if (pos.seedsOnBoard() > tables->maxSeeds())
            std::cout << pos.seedsOnBoard() << " seeds on the board, tables up to " << tables->maxSeeds() << " in "
                      << directory << std::endl;
        else
            std::cout << "the table for " << pos.seedsOnBoard() << " seeds changed on disk since it was loaded"
                      << std::endl;
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

// One proof in the certificate format of docs/TABLES.md ("Certificates").
void writeProof(std::ostream &out, const solver::Proof &proof)
{
    auto passed = [](const Position &pos) { return pos.previousTurnPassed ? " 1" : " 0"; };
    out << "proof " << playerLetter(proof.prover) << ' ' << proof.target << '\n';
    for (const solver::ProofNode &node : proof.nodes)
        out << "node " << positionText(node.pos) << passed(node.pos) << ' '
            << (node.move ? moveText(node.pos.rules, *node.move) : "*") << '\n';
    for (const solver::ProofTableLeaf &leaf : proof.tableLeaves)
        out << "table " << positionText(leaf.pos) << passed(leaf.pos) << ' ' << leaf.bounds.lower << ' '
            << leaf.bounds.upper << '\n';
    out << "end\n";
}

// Writes the proofs of solve's bounds to `path`; says on stdout what it holds.
void writeCertificate(const std::string &path, const Position &root, const solver::SolveResult &result)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (!out)
        throw BadInput{"cannot write the certificate " + path};
    out << "hoyito-certificate 1\n";
    out << "# proofs of hoyito-cli solve " << positionText(root) << " (docs/TABLES.md, Certificates)\n";
    const int k = root.seedsOnBoard();
    std::cout << "certificate " << path << ':';
    if (!result.lowerProof && !result.upperProof)
        std::cout << " no proof (the proof search proved no bound)";
    if (result.lowerProof) {
        writeProof(out, *result.lowerProof);
        std::cout << " at least " << result.lowerProof->target << " (" << result.lowerProof->nodes.size()
                  << " positions, " << result.lowerProof->tableLeaves.size() << " table leaves)";
    }
    if (result.upperProof) {
        writeProof(out, *result.upperProof);
        std::cout << " at most " << k - result.upperProof->target << " (" << result.upperProof->nodes.size()
                  << " positions, " << result.upperProof->tableLeaves.size() << " table leaves)";
    }
    std::cout << std::endl;
    out.flush();
    if (!out)
        throw BadInput{"cannot write the certificate " + path};
}

} // namespace

int runSolve(Args args)
{
    std::optional<Position> pos;
    std::optional<std::string> directory;
    double seconds = 60;
    int megabytes = 1024;
    std::optional<std::string> certificate;
    bool proofsOnly = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        auto value = [&] { return optionValue(args, i); };
        if (arg == "--tablebase")
            directory = std::string(value());
        else if (arg == "--certificate")
            certificate = std::string(value());
        else if (arg == "--proofs-only")
            proofsOnly = true;
        else if (arg == "--time")
            seconds = static_cast<double>(readNumber("--time", value(), 1, 7 * 24 * 3600));
        else if (arg == "--memory")
            megabytes = static_cast<int>(readNumber("--memory", value(), 16, 1 << 20));
        else if (!pos && !arg.starts_with("--"))
            pos = readPosition(arg);
        else
            throw BadInput{"unknown option '" + std::string(arg) + "'"};
    }
    if (!pos)
        throw BadInput{"usage: hoyito-cli solve POSITION [--tablebase DIR] [--time S] [--memory MB] "
                       "[--certificate FILE] [--proofs-only]"};
    if (pos->isOver())
        throw BadInput{"the game is over"};
    if (pos->rules.variant == Variant::I)
        throw BadInput{"solve needs an extra turn after a capture (Hoyito II or III), not Hoyito I"};
    std::optional<Tables> tables;
    if (directory) {
        std::string why;
        tables = openFor(*directory, *pos, why);
        std::cout << "tables " << (tables ? tables->maxSeeds() : 0) << " seeds"
                  << (tables ? std::string() : " (" + why + ")") << std::endl;
    }
    solver::SolveOptions options;
    options.tables = tables ? &*tables : nullptr;
    options.seconds = seconds;
    options.megabytes = megabytes;
    options.keepProofs = certificate.has_value();
    options.history = !proofsOnly;
    // Each question on stderr, like the build's progress.
    options.asked = [mover = pos->toMove](const solver::SolveQuestion &q) {
        const char *answers[] = {"yes", "no", "unknown"};
        std::cerr << "asked " << (q.history ? "history" : "proof") << ": " << playerName(mover)
                  << (q.atLeast ? " at least " : " at most ") << q.seeds << "? " << answers[static_cast<int>(q.answer)]
                  << ", " << q.nodes << " positions, " << fixed(q.seconds, 2) << " s" << std::endl;
    };
    options.progress = [](const solver::SolveStep &step) {
        std::cout << "bounds " << step.bounds.lower << ' ' << step.bounds.upper << " nodes " << step.nodes
                  << " seconds " << fixed(step.seconds, 2);
        switch (step.how) {
        case solver::SolveSource::Start: break;
        case solver::SolveSource::Tables: std::cout << " tables"; break;
        case solver::SolveSource::Proof:
            std::cout << " proof " << step.proofNodes << " positions " << step.proofTurns << " turns";
            break;
        case solver::SolveSource::History: std::cout << " history"; break;
        }
        std::cout << std::endl;
    };
    const InterruptCatcher interrupt;
    options.stop = interrupt.flag();
    const solver::SolveResult result = solver::solve(*pos, options);
    const Bounds bounds = result.bounds;
    if (result.solved)
        std::cout << "value " << bounds.lower << " nodes " << result.nodes << " seconds " << fixed(result.seconds, 2)
                  << std::endl;
    else
        std::cout << (interrupt.caught() ? "stopped" : "time out") << ": proven bounds " << bounds.lower << ' '
                  << bounds.upper << std::endl;
    std::cout << outcomeText(*pos, bounds) << std::endl;
    if (certificate)
        writeCertificate(*certificate, *pos, result);
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
