// Building the tables, level by level.
//
// A level is built in three steps:
//   1. Moves: every entry's legal moves are played with the engine's own
//      playTurn, so the rules cannot drift from the game's. Moves that end
//      the game or capture (the child is in a lower, finished level) fold
//      into two constants; quiet moves and passes become edges to entries of
//      the same level.
//   2. The reverse edges (parents) are gathered by a counting sort.
//   3. Solving: lower starts at 0 and upper at k (endless play worth
//      nothing / everything to the mover) and both are iterated to the fixed
//      point with a worklist: a round re-evaluates only the entries with a
//      child that changed in the round before. The operator is monotone
//      (lower only rises, upper only falls), so the order of evaluation and
//      the number of threads cannot change the result: the bytes written
//      are the same however the work was split, cancelled or resumed.

#include "hoyito/tablebase.h"

#include "table_file.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <filesystem>
#include <limits>
#include <mutex>
#include <new>
#include <thread>

namespace hoyito::tablebase {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Runs work(thread) on `threads` threads, the calling one included.
template <class Work> void runOnThreads(int threads, Work work)
{
    std::vector<std::thread> helpers;
    for (int t = 1; t < threads; ++t)
        helpers.emplace_back([&work, t] { work(t); });
    work(0);
    for (std::thread &helper : helpers)
        helper.join();
}

class Reporter {
public:
    Reporter(const BuildOptions &options, double totalWork)
        : m_options(options)
        , m_totalWork(totalWork)
    {
    }

    bool cancelled() const { return m_options.cancel && m_options.cancel->load(std::memory_order_relaxed); }

    // `levelShare` is the share of the current level done (0..1).
    void report(BuildProgress progress, double levelWork, double levelShare, bool force)
    {
        if (!m_options.progress)
            return;
        std::unique_lock lock(m_mutex, std::try_to_lock);
        if (!lock.owns_lock() && !force)
            return;
        if (!lock.owns_lock())
            lock.lock();
        const auto now = Clock::now();
        if (!force && std::chrono::duration<double>(now - m_last).count() < m_options.progressInterval)
            return;
        m_last = now;
        progress.maxSeeds = m_options.maxSeeds;
        progress.fraction =
            m_totalWork > 0 ? std::min(1.0, (m_doneWork + levelWork * std::clamp(levelShare, 0.0, 1.0)) / m_totalWork)
                            : 1.0;
        m_options.progress(progress);
    }

    void finishLevel(double levelWork) { m_doneWork += levelWork; }

private:
    const BuildOptions &m_options;
    double m_totalWork;
    double m_doneWork = 0;
    std::mutex m_mutex;
    Clock::time_point m_last{};
};

std::string outOfMemory(int seeds)
{
    return "not enough memory to build the table for " + std::to_string(seeds) + " seeds";
}

class LevelBuilder {
public:
    LevelBuilder(const BuildOptions &options, int seeds, const std::vector<Table> &lower, Reporter &reporter)
        : m_rules(options.rules)
        , m_n(options.holesPerRow)
        , m_k(seeds)
        , m_boards(boardCount(options.holesPerRow, seeds))
        , m_entries(entryCount(options.rules, options.holesPerRow, seeds))
        , m_lower(lower)
        , m_reporter(reporter)
        , m_threads(std::clamp(options.threads, 1, 64))
    {
    }

    // Returns false when cancelled; `failure` is set when the level is too
    // large to build.
    bool build(LevelStats &stats, std::string &failure);

    // lower, upper for each entry, as the file holds them.
    std::vector<std::uint8_t> entryBytes() const;

private:
    std::uint64_t childEntry(const Position &child, bool takerIsMover) const;
    void expand(std::uint64_t entry, std::vector<std::uint32_t> &edges, std::uint8_t &lower, std::uint8_t &upper,
                std::uint8_t &degree) const;
    bool generateMoves();
    void gatherParents();
    bool solve(LevelStats &stats);
    void progress(BuildPhase phase, std::uint64_t done, int round, double share, bool force = false)
    {
        BuildProgress p;
        p.seeds = m_k;
        p.phase = phase;
        p.done = done;
        p.total = m_entries;
        p.round = round;
        m_reporter.report(p, static_cast<double>(m_entries), share, force);
    }

    TableRules m_rules;
    int m_n;
    int m_k;
    std::uint64_t m_boards;
    std::uint64_t m_entries;
    const std::vector<Table> &m_lower;
    Reporter &m_reporter;
    int m_threads;

    std::vector<std::uint8_t> m_constLower, m_constUpper; // the best ending or capture
    std::vector<std::uint32_t> m_childStart, m_children;
    std::vector<std::uint32_t> m_parentStart, m_parents;
    std::vector<std::uint8_t> m_lowerBound, m_upperBound;
    bool m_tooManyMoves = false; // more quiet moves than 32-bit edge offsets hold
    bool m_outOfMemory = false;
};

std::uint64_t LevelBuilder::childEntry(const Position &child, bool takerIsMover) const
{
    // The child of a quiet move has North to move: turn the board round.
    std::uint8_t board[kMaxHoles];
    for (int h = 0; h < 2 * m_n; ++h)
        board[h] = child.seeds[(h + m_n) % (2 * m_n)];
    return entryIndex(m_rules, boardRank(board, m_n, m_k), m_boards, !takerIsMover);
}

void LevelBuilder::expand(std::uint64_t entry, std::vector<std::uint32_t> &edges, std::uint8_t &lower,
                          std::uint8_t &upper, std::uint8_t &degree) const
{
    const bool takerIsMover = m_rules != TableRules::HoyitoIIIFixed || entry < m_boards;
    const std::uint64_t rank = takerIsMover ? entry : entry - m_boards;
    Position pos;
    pos.rules = rulesFor(m_rules, m_n, takerIsMover);
    boardUnrank(rank, m_n, m_k, pos.seeds.data());

    int low = 0;
    int high = 0;
    int quiet = 0;
    bool anyMove = false;
    for (int h = 0; h < m_n; ++h) {
        if (pos.seeds[h] == 0)
            continue;
        Position child = pos;
        const TurnSummary summary = playTurn(child, Move::at(h));
        if (summary.endless)
            continue;
        anyMove = true;
        const int won = child.scores[index(Player::South)];
        if (child.isOver()) {
            low = std::max(low, won);
            high = std::max(high, won);
        } else if (child.toMove == Player::South) {
            // A capture: the mover plays again with fewer seeds on the board.
            const int left = child.seedsOnBoard();
            const Table &table = m_lower[left - 1];
            const Bounds b = table.at(
                entryIndex(m_rules, boardRank(child.seeds.data(), m_n, left), boardCount(m_n, left), takerIsMover));
            low = std::max(low, won + b.lower);
            high = std::max(high, won + b.upper);
        } else {
            edges.push_back(static_cast<std::uint32_t>(childEntry(child, takerIsMover)));
            ++quiet;
        }
    }
    if (!anyMove) {
        // The mover passes (an empty row, or only endless holes: RULES.md 5).
        // If the opponent cannot move either, the game ends at that second
        // pass with each taking their own row (rule 6.3).
        Position turned;
        turned.rules = rulesFor(m_rules, m_n, !takerIsMover);
        for (int h = 0; h < 2 * m_n; ++h)
            turned.seeds[h] = pos.seeds[(h + m_n) % (2 * m_n)];
        bool opponentMoves = false;
        for (int h = 0; h < m_n && !opponentMoves; ++h) {
            if (turned.seeds[h] == 0)
                continue;
            Position child = turned;
            opponentMoves = !playTurn(child, Move::at(h)).endless;
        }
        if (opponentMoves) {
            edges.push_back(static_cast<std::uint32_t>(childEntry(pos, takerIsMover)));
            ++quiet;
        } else {
            low = high = pos.seedsInRow(Player::South);
        }
    }
    lower = static_cast<std::uint8_t>(low);
    upper = static_cast<std::uint8_t>(high);
    degree = static_cast<std::uint8_t>(quiet);
}

bool LevelBuilder::generateMoves()
{
    constexpr std::uint64_t kChunk = 1 << 14;
    const std::uint64_t chunks = (m_entries + kChunk - 1) / kChunk;
    std::vector<std::vector<std::uint32_t>> chunkEdges(chunks);
    std::vector<std::uint8_t> degree(m_entries);
    m_constLower.assign(m_entries, 0);
    m_constUpper.assign(m_entries, 0);
    std::atomic<std::uint64_t> nextChunk{0};
    std::atomic<std::uint64_t> done{0};
    std::atomic<bool> stopped{false};
    runOnThreads(m_threads, [&](int) {
        for (;;) {
            if (m_reporter.cancelled()) {
                stopped = true;
                return;
            }
            const std::uint64_t c = nextChunk.fetch_add(1);
            if (c >= chunks)
                return;
            const std::uint64_t first = c * kChunk;
            const std::uint64_t last = std::min(m_entries, first + kChunk);
            auto &edges = chunkEdges[c];
            try {
                edges.reserve(3 * (last - first));
                for (std::uint64_t e = first; e < last; ++e)
                    expand(e, edges, m_constLower[e], m_constUpper[e], degree[e]);
            } catch (const std::bad_alloc &) {
                // Out of a build thread, an exception would end the program.
                m_outOfMemory = true;
                stopped = true;
                return;
            }
            const std::uint64_t now = done.fetch_add(last - first) + (last - first);
            progress(BuildPhase::Moves, now, 0, 0.4 * static_cast<double>(now) / static_cast<double>(m_entries));
        }
    });
    if (stopped)
        return false;

    m_childStart.assign(m_entries + 1, 0);
    std::uint64_t total = 0;
    for (std::uint64_t e = 0; e < m_entries; ++e) {
        m_childStart[e] = static_cast<std::uint32_t>(total);
        total += degree[e];
        if (total > std::numeric_limits<std::uint32_t>::max()) {
            m_tooManyMoves = true;
            return true;
        }
    }
    m_childStart[m_entries] = static_cast<std::uint32_t>(total);
    m_children.resize(total);
    std::uint64_t at = 0;
    for (auto &edges : chunkEdges) {
        std::copy(edges.begin(), edges.end(), m_children.begin() + static_cast<std::ptrdiff_t>(at));
        at += edges.size();
        std::vector<std::uint32_t>().swap(edges);
    }
    return true;
}

void LevelBuilder::gatherParents()
{
    m_parentStart.assign(m_entries + 1, 0);
    for (const std::uint32_t child : m_children)
        ++m_parentStart[child + 1];
    for (std::uint64_t e = 0; e < m_entries; ++e)
        m_parentStart[e + 1] += m_parentStart[e];
    m_parents.resize(m_children.size());
    std::vector<std::uint32_t> cursor(m_parentStart.begin(), m_parentStart.end() - 1);
    for (std::uint64_t e = 0; e < m_entries; ++e)
        for (std::uint32_t c = m_childStart[e]; c < m_childStart[e + 1]; ++c)
            m_parents[cursor[m_children[c]]++] = static_cast<std::uint32_t>(e);
}

bool LevelBuilder::solve(LevelStats &stats)
{
    const std::uint64_t words = (m_entries + 63) / 64;
    auto current = std::make_unique<std::atomic<std::uint64_t>[]>(words);
    auto next = std::make_unique<std::atomic<std::uint64_t>[]>(words);
    for (std::uint64_t w = 0; w < words; ++w) {
        const std::uint64_t bits = std::min<std::uint64_t>(64, m_entries - 64 * w);
        current[w] = bits == 64 ? ~0ull : (1ull << bits) - 1;
        next[w] = 0;
    }
    m_lowerBound.assign(m_entries, 0);
    m_upperBound.assign(m_entries, static_cast<std::uint8_t>(m_k));

    const int k = m_k;
    // In place: another thread may be writing a child while we read it. The
    // bounds only move towards the fixed point, so a stale read only delays.
    auto evaluate = [&](std::uint64_t e) {
        int low = m_constLower[e];
        int high = m_constUpper[e];
        for (std::uint32_t c = m_childStart[e]; c < m_childStart[e + 1]; ++c) {
            const std::uint32_t j = m_children[c];
            low = std::max(low, k - std::atomic_ref(m_upperBound[j]).load(std::memory_order_relaxed));
            high = std::max(high, k - std::atomic_ref(m_lowerBound[j]).load(std::memory_order_relaxed));
        }
        std::atomic_ref lowRef(m_lowerBound[e]);
        std::atomic_ref highRef(m_upperBound[e]);
        const int oldLow = lowRef.load(std::memory_order_relaxed);
        const int oldHigh = highRef.load(std::memory_order_relaxed);
        bool changed = false;
        if (low > oldLow) {
            lowRef.store(static_cast<std::uint8_t>(low), std::memory_order_relaxed);
            changed = true;
        }
        if (high < oldHigh) {
            highRef.store(static_cast<std::uint8_t>(high), std::memory_order_relaxed);
            changed = true;
        }
        return changed;
    };

    constexpr std::uint64_t kWordChunk = 1024;
    std::uint64_t evaluations = 0;
    int round = 0;
    for (;;) {
        ++round;
        std::atomic<std::uint64_t> nextWord{0};
        std::atomic<std::uint64_t> evaluated{0};
        std::atomic<std::uint64_t> changes{0};
        std::atomic<bool> stopped{false};
        runOnThreads(m_threads, [&](int) {
            for (;;) {
                if (m_reporter.cancelled()) {
                    stopped = true;
                    return;
                }
                const std::uint64_t first = nextWord.fetch_add(kWordChunk);
                if (first >= words)
                    return;
                const std::uint64_t last = std::min(words, first + kWordChunk);
                std::uint64_t localEvaluated = 0;
                std::uint64_t localChanges = 0;
                for (std::uint64_t w = first; w < last; ++w) {
                    std::uint64_t bits = current[w].exchange(0, std::memory_order_relaxed);
                    while (bits) {
                        const std::uint64_t e = 64 * w + static_cast<std::uint64_t>(std::countr_zero(bits));
                        bits &= bits - 1;
                        ++localEvaluated;
                        if (!evaluate(e))
                            continue;
                        ++localChanges;
                        for (std::uint32_t p = m_parentStart[e]; p < m_parentStart[e + 1]; ++p) {
                            const std::uint32_t parent = m_parents[p];
                            next[parent >> 6].fetch_or(1ull << (parent & 63), std::memory_order_relaxed);
                        }
                    }
                }
                evaluated += localEvaluated;
                changes += localChanges;
                // The number of rounds is not known in advance (50-80 on 2x6):
                // the solving share creeps towards 1 as the rounds go by.
                const double share = 0.4 + 0.6 * (1.0 - 1.0 / (1.0 + 0.3 * round));
                progress(BuildPhase::Solving, static_cast<std::uint64_t>(last * 64 > m_entries ? m_entries : last * 64),
                         round, share);
            }
        });
        if (stopped)
            return false;
        evaluations += evaluated;
        if (changes == 0)
            break;
        std::swap(current, next);
    }
    stats.evaluations = evaluations;
    stats.rounds = round;
    return true;
}

bool LevelBuilder::build(LevelStats &stats, std::string &failure)
{
    if (m_entries >= std::numeric_limits<std::uint32_t>::max()) {
        failure = "the table for " + std::to_string(m_k) + " seeds has too many entries for this builder";
        return false;
    }
    progress(BuildPhase::Moves, 0, 0, 0, true);
    if (!generateMoves()) {
        if (m_outOfMemory)
            failure = outOfMemory(m_k);
        return false;
    }
    if (m_tooManyMoves) {
        failure = "the table for " + std::to_string(m_k) + " seeds has too many moves for this builder";
        return false;
    }
    gatherParents();
    if (m_reporter.cancelled())
        return false;
    progress(BuildPhase::Solving, 0, 1, 0.4, true);
    if (!solve(stats))
        return false;
    stats.entries = m_entries;
    stats.exact = 0;
    stats.withinRemainder = 0;
    for (std::uint64_t e = 0; e < m_entries; ++e) {
        stats.exact += m_lowerBound[e] == m_upperBound[e];
        stats.withinRemainder += m_upperBound[e] - m_lowerBound[e] <= m_k % kSeedsPerHole;
    }
    return true;
}

std::vector<std::uint8_t> LevelBuilder::entryBytes() const
{
    std::vector<std::uint8_t> bytes(2 * m_entries);
    for (std::uint64_t e = 0; e < m_entries; ++e) {
        bytes[2 * e] = m_lowerBound[e];
        bytes[2 * e + 1] = m_upperBound[e];
    }
    return bytes;
}

} // namespace

BuildEstimate estimateBuild(TableRules rules, int holesPerRow, int maxSeeds)
{
    BuildEstimate estimate;
    for (int k = 1; k <= maxSeeds; ++k) {
        const std::uint64_t entries = entryCount(rules, holesPerRow, k);
        estimate.entries += entries;
        estimate.fileBytes += tableFileSize(rules, holesPerRow, k);
        // Per entry: the constants, bounds, degree and both edge offsets
        // (15 bytes), and 8 bytes for each quiet move (child and parent),
        // about holesPerRow / 2 of them, held twice while the edges are gathered.
        const std::uint64_t perEntry = 15 + 12 * static_cast<std::uint64_t>(holesPerRow) / 2;
        estimate.peakMemoryBytes = std::max(estimate.peakMemoryBytes, entries * perEntry);
    }
    return estimate;
}

BuildReport buildTables(const BuildOptions &options)
{
    const auto start = Clock::now();
    BuildReport report;
    auto fail = [&](std::string message) {
        report.status = BuildStatus::Failed;
        report.message = std::move(message);
        report.seconds = secondsSince(start);
        return report;
    };
    if (!isValidHolesPerRow(options.holesPerRow))
        return fail("the board must have 3 to 12 holes a row");
    if (options.maxSeeds < 1 || options.maxSeeds > kSeedsPerHole * 2 * options.holesPerRow)
        return fail("the number of seeds must be from 1 to " + std::to_string(kSeedsPerHole * 2 * options.holesPerRow));
    if (options.directory.empty())
        return fail("no directory given for the tables");
    std::error_code error;
    std::filesystem::create_directories(options.directory, error);
    if (error || !std::filesystem::is_directory(options.directory))
        return fail("cannot create the directory " + options.directory +
                    (error ? ": " + error.message() : std::string(": not a directory")));

    double totalWork = 0;
    for (int k = 1; k <= options.maxSeeds; ++k)
        totalWork += static_cast<double>(entryCount(options.rules, options.holesPerRow, k));
    Reporter reporter(options, totalWork);

    std::vector<Table> levels;
    for (int k = 1; k <= options.maxSeeds; ++k) {
        const auto levelStart = Clock::now();
        const std::string path =
            (std::filesystem::path(options.directory) / tableFileName(options.rules, options.holesPerRow, k)).string();
        LevelStats stats;
        stats.seeds = k;
        const double work = static_cast<double>(entryCount(options.rules, options.holesPerRow, k));

        Table table;
        BuildProgress loading;
        loading.seeds = k;
        loading.phase = BuildPhase::Loading;
        loading.total = entryCount(options.rules, options.holesPerRow, k);
        reporter.report(loading, work, 0, true);
        const LoadError found = Table::load(path, options.rules, options.holesPerRow, k, table);
        if (found == LoadError::None) {
            stats.loaded = true;
            stats.entries = table.size();
            for (std::uint64_t e = 0; e < table.size(); ++e) {
                const Bounds b = table.at(e);
                stats.exact += b.exact();
                stats.withinRemainder += b.upper - b.lower <= k % kSeedsPerHole;
            }
        } else {
            if (found != LoadError::Missing)
                stats.replaced = found;
            std::vector<std::uint8_t> bytes;
            std::string failure;
            bool built = false;
            try {
                LevelBuilder builder(options, k, levels, reporter);
                built = builder.build(stats, failure);
                if (built)
                    bytes = builder.entryBytes();
            } catch (const std::bad_alloc &) {
                return fail(outOfMemory(k));
            }
            if (!built) {
                if (!failure.empty())
                    return fail(failure);
                report.status = BuildStatus::Cancelled;
                report.seconds = secondsSince(start);
                return report;
            }
            BuildProgress writing;
            writing.seeds = k;
            writing.phase = BuildPhase::Writing;
            writing.total = stats.entries;
            writing.done = stats.entries;
            reporter.report(writing, work, 1, true);
            const std::string written = detail::writeTable(path, options.rules, options.holesPerRow, k, bytes);
            if (!written.empty())
                return fail(written);
            // Read back what was written: the next level builds on the file.
            const LoadError reread = Table::load(path, options.rules, options.holesPerRow, k, table);
            if (reread != LoadError::None)
                return fail("the table just written to " + path + " is " + describe(reread));
        }
        stats.seconds = secondsSince(levelStart);
        report.levels.push_back(stats);
        levels.push_back(std::move(table));
        reporter.finishLevel(work);
    }
    report.seconds = secondsSince(start);
    return report;
}

} // namespace hoyito::tablebase
