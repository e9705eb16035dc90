// Building the tables, level by level.
//
// A level is built in two steps:
//   1. Moves: every entry's legal moves are played with the engine's own
//      playTurn, so the rules cannot drift from the game's. Moves that end
//      the game or capture (the child is in a lower, finished level) fold
//      into two constants; quiet moves and passes become edges to entries of
//      the same level, stored as 32-bit entry numbers chunk by chunk, with a
//      byte a degree (no offsets, no reverse edges: about 4 bytes a quiet
//      move and 5 an entry in all, against 41 an entry when the reverse
//      edges were kept too).
//   2. Solving: lower starts at 0 and upper at k (endless play worth
//      nothing / everything to the mover) and both are iterated in place to
//      the fixed point in rounds: the first evaluates every entry, each
//      later one only those with a child that changed in the round before
//      or earlier in this one (bitsets mark them). The operator is monotone (lower only rises,
//      upper only falls), so the order of evaluation and the number of
//      threads cannot change the result: the bytes written are the same
//      however the work was split, cancelled or resumed.

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

// Captures take fours, so level k reaches only the levels k - 4, k - 8, ...
bool capturesReach(int seeds, int level)
{
    return level < seeds && (seeds - level) % kSeedsPerHole == 0;
}

// Entries a chunk: the unit of work of a thread, of a cancel check and of
// the stored edges. A multiple of 64, so a word of a bitset belongs to one
// chunk (and so to one thread at a time).
constexpr std::uint64_t kChunk = 1 << 14;
// Entries a bit of the coarse changed set stands for (a divisor of kChunk).
constexpr int kSummaryShift = 10;
constexpr std::uint64_t kSummaryMask = (1u << kSummaryShift) - 1;

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

    // Returns false when cancelled; `failure` is set when the level cannot
    // be built.
    bool build(LevelStats &stats, std::string &failure);

    // lower, upper for each entry, as the file holds them.
    const std::vector<std::uint8_t> &entryBytes() const { return m_bounds; }

private:
    std::uint64_t childEntry(const Position &child, bool takerIsMover) const;
    void expand(std::uint64_t entry, std::vector<std::uint32_t> &edges);
    bool generateMoves();
    bool solve(LevelStats &stats);
    bool evaluate(std::uint64_t entry, const std::uint32_t *children, int degree);
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
    const std::vector<Table> &m_lower; // levels 1 .. k - 1, loaded where captures reach
    Reporter &m_reporter;
    int m_threads;

    // Per entry: the best ending or capture (fixed, from lower levels), the
    // number of quiet moves, and the bounds being solved (lower, upper: the
    // file's layout, written as they are).
    std::vector<std::uint8_t> m_constLower, m_constUpper, m_degree;
    std::vector<std::uint8_t> m_bounds;
    // The children of the quiet moves, chunk by chunk in entry order: an
    // entry's children follow those of the entries before it in its chunk,
    // so the degrees alone find them when a chunk is walked through.
    std::vector<std::unique_ptr<std::uint32_t[]>> m_children;
    std::atomic<bool> m_outOfMemory{false};
    std::atomic<int> m_missingLevel{0}; // a level a capture reached that is not loaded
};

std::uint64_t LevelBuilder::childEntry(const Position &child, bool takerIsMover) const
{
    // The child of a quiet move has North to move: turn the board round.
    std::uint8_t board[kMaxHoles];
    for (int h = 0; h < 2 * m_n; ++h)
        board[h] = child.seeds[(h + m_n) % (2 * m_n)];
    return entryIndex(m_rules, boardRank(board, m_n, m_k), m_boards, !takerIsMover);
}

void LevelBuilder::expand(std::uint64_t entry, std::vector<std::uint32_t> &edges)
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
            if (!table.isLoaded()) {
                m_missingLevel = left;
                continue;
            }
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
    m_constLower[entry] = static_cast<std::uint8_t>(low);
    m_constUpper[entry] = static_cast<std::uint8_t>(high);
    m_degree[entry] = static_cast<std::uint8_t>(quiet);
}

bool LevelBuilder::generateMoves()
{
    const std::uint64_t chunks = (m_entries + kChunk - 1) / kChunk;
    m_children.resize(chunks);
    m_degree.assign(m_entries, 0);
    m_constLower.assign(m_entries, 0);
    m_constUpper.assign(m_entries, 0);
    std::atomic<std::uint64_t> nextChunk{0};
    std::atomic<std::uint64_t> done{0};
    std::atomic<bool> stopped{false};
    runOnThreads(m_threads, [&](int) {
        std::vector<std::uint32_t> edges;
        for (;;) {
            if (m_reporter.cancelled() || stopped) {
                stopped = true;
                return;
            }
            const std::uint64_t c = nextChunk.fetch_add(1);
            if (c >= chunks)
                return;
            const std::uint64_t first = c * kChunk;
            const std::uint64_t last = std::min(m_entries, first + kChunk);
            try {
                edges.clear();
                edges.reserve(kMaxHolesPerRow * kChunk);
                for (std::uint64_t e = first; e < last; ++e)
                    expand(e, edges);
                // Exactly as many as there are: a vector's spare capacity
                // would cost up to half again on the largest levels.
                m_children[c] = std::make_unique_for_overwrite<std::uint32_t[]>(edges.size());
                std::copy(edges.begin(), edges.end(), m_children[c].get());
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
    return !stopped;
}

bool LevelBuilder::evaluate(std::uint64_t e, const std::uint32_t *children, int degree)
{
    // In place: another thread may be writing a child while we read it. The
    // bounds only move towards the fixed point, so a stale read only delays.
    const int k = m_k;
    int low = m_constLower[e];
    int high = m_constUpper[e];
    for (int i = 0; i < degree; ++i) {
        const std::uint32_t j = children[i];
        low = std::max(low, k - std::atomic_ref(m_bounds[2 * j + 1]).load(std::memory_order_relaxed));
        high = std::max(high, k - std::atomic_ref(m_bounds[2 * j]).load(std::memory_order_relaxed));
    }
    std::atomic_ref lowRef(m_bounds[2 * e]);
    std::atomic_ref highRef(m_bounds[2 * e + 1]);
    bool changed = false;
    if (low > lowRef.load(std::memory_order_relaxed)) {
        lowRef.store(static_cast<std::uint8_t>(low), std::memory_order_relaxed);
        changed = true;
    }
    if (high < highRef.load(std::memory_order_relaxed)) {
        highRef.store(static_cast<std::uint8_t>(high), std::memory_order_relaxed);
        changed = true;
    }
    return changed;
}

bool LevelBuilder::solve(LevelStats &stats)
{
    // Round 1 evaluates every entry; each later round walks the stored
    // children and re-evaluates the entries with a child that changed since
    // the round before began (no reverse edges are kept: testing a bit of a
    // bitset, a quarter of a byte an entry, is cheaper than holding the
    // parents, 4 bytes a move).
    // An entry whose bounds meet is final (lower only rises, upper only
    // falls, and the fixed point lies between them) and is passed over.
    const std::uint64_t words = (m_entries + 63) / 64;
    // The entries that changed in the round before and in this one so far,
    // side by side (one cache line holds both words): an entry whose child
    // changed earlier in the same round is evaluated at once, so a change
    // can travel through several entries in one round.
    auto changed = std::make_unique<std::atomic<std::uint64_t>[]>(2 * words);
    // A coarse copy, a bit for each block of entries: in the later rounds
    // few entries change, and most tests stop at this small one (it stays
    // in the processor's cache where the fine one does not).
    const std::uint64_t summaryWords = ((m_entries >> kSummaryShift) + 64) / 64;
    auto summary = std::make_unique<std::atomic<std::uint64_t>[]>(2 * summaryWords);
    m_bounds.resize(2 * m_entries);
    for (std::uint64_t e = 0; e < m_entries; ++e) {
        m_bounds[2 * e] = 0;
        m_bounds[2 * e + 1] = static_cast<std::uint8_t>(m_k);
    }
    // Changed in the round before or in this one.
    auto isSet = [](const std::unique_ptr<std::atomic<std::uint64_t>[]> &bits, std::uint64_t i) {
        const std::uint64_t both =
            bits[2 * (i >> 6)].load(std::memory_order_relaxed) | bits[2 * (i >> 6) + 1].load(std::memory_order_relaxed);
        return (both >> (i & 63)) & 1;
    };

    const std::uint64_t chunks = m_children.size();
    std::uint64_t evaluations = 0;
    int round = 0;
    for (;;) {
        ++round;
        const std::uint64_t nowSide = round & 1;
        for (std::uint64_t w = 0; w < words; ++w)
            changed[2 * w + nowSide].store(0, std::memory_order_relaxed);
        for (std::uint64_t w = 0; w < summaryWords; ++w)
            summary[2 * w + nowSide].store(0, std::memory_order_relaxed);
        std::atomic<std::uint64_t> nextChunk{0};
        std::atomic<std::uint64_t> evaluated{0};
        std::atomic<std::uint64_t> changes{0};
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
                const std::uint32_t *children = m_children[c].get();
                std::uint64_t localEvaluated = 0;
                std::uint64_t localChanges = 0;
                std::uint64_t changedBits = 0;
                std::uint64_t blockChanged = 0;
                for (std::uint64_t e = first; e < last; ++e) {
                    const int degree = m_degree[e];
                    const std::uint32_t *mine = children;
                    children += degree;
                    bool due = round == 1;
                    if (!due && m_bounds[2 * e] != m_bounds[2 * e + 1]) {
                        for (int i = 0; i < degree && !due; ++i) {
                            const std::uint32_t j = mine[i];
                            due = isSet(summary, j >> kSummaryShift) && isSet(changed, j);
                        }
                    }
                    if (due) {
                        ++localEvaluated;
                        if (evaluate(e, mine, degree)) {
                            ++localChanges;
                            changedBits |= 1ull << (e & 63);
                        }
                    }
                    if ((e & 63) == 63 || e + 1 == last) {
                        changed[2 * (e >> 6) + nowSide].store(changedBits, std::memory_order_relaxed);
                        blockChanged |= changedBits;
                        changedBits = 0;
                    }
                    if ((e & kSummaryMask) == kSummaryMask || e + 1 == last) {
                        if (blockChanged) {
                            const std::uint64_t block = e >> kSummaryShift;
                            summary[2 * (block >> 6) + nowSide].fetch_or(1ull << (block & 63),
                                                                         std::memory_order_relaxed);
                        }
                        blockChanged = 0;
                    }
                }
                evaluated += localEvaluated;
                changes += localChanges;
                // The number of rounds is not known in advance: the solving
                // share creeps towards 1 as the rounds go by.
                const double share = 0.4 + 0.6 * (1.0 - 1.0 / (1.0 + 0.3 * round));
                progress(BuildPhase::Solving, last, round, share);
            }
        });
        if (stopped)
            return false;
        evaluations += evaluated;
        if (changes == 0)
            break;
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
    const bool generated = generateMoves();
    if (m_outOfMemory) {
        failure = outOfMemory(m_k);
        return false;
    }
    if (m_missingLevel != 0) {
        failure = "the table for " + std::to_string(m_k) + " seeds needs the one for " +
                  std::to_string(m_missingLevel.load()) + " seeds, which is not loaded";
        return false;
    }
    if (!generated)
        return false;
    progress(BuildPhase::Solving, 0, 1, 0.4, true);
    if (!solve(stats))
        return false;
    stats.entries = m_entries;
    stats.exact = 0;
    stats.withinRemainder = 0;
    for (std::uint64_t e = 0; e < m_entries; ++e) {
        const int gap = m_bounds[2 * e + 1] - m_bounds[2 * e];
        stats.exact += gap == 0;
        stats.withinRemainder += gap <= m_k % kSeedsPerHole;
    }
    return true;
}

} // namespace

BuildEstimate estimateBuild(TableRules rules, int holesPerRow, int maxSeeds)
{
    BuildEstimate estimate;
    for (int k = 1; k <= maxSeeds; ++k) {
        const std::uint64_t entries = entryCount(rules, holesPerRow, k);
        estimate.entries += entries;
        estimate.fileBytes += tableFileSize(rules, holesPerRow, k);
        // Per entry: the constants, degree and bounds (5 bytes), a bit in
        // each of the two changed sets, and 4 bytes for each quiet move:
        // about holesPerRow / 2 + 1/4 of them (2x6 measured 2.99 an entry at
        // 16 seeds, rising slowly with the seeds).
        std::uint64_t bytes =
            entries * 5 + 2 * ((entries + 63) / 64) * 8 + entries * (2 * static_cast<std::uint64_t>(holesPerRow) + 1);
        // The lower levels the captures reach are mapped and read.
        for (int j = 1; j < k; ++j)
            if (capturesReach(k, j))
                bytes += tableFileSize(rules, holesPerRow, j);
        estimate.peakMemoryBytes = std::max(estimate.peakMemoryBytes, bytes);
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

    auto pathOf = [&](int k) {
        return (std::filesystem::path(options.directory) / tableFileName(options.rules, options.holesPerRow, k))
            .string();
    };
    // Levels 1 .. maxSeeds; only those the level being built reaches are
    // kept loaded (the others would only add to the memory it needs).
    std::vector<Table> levels(static_cast<std::size_t>(options.maxSeeds));
    for (int k = 1; k <= options.maxSeeds; ++k) {
        const auto levelStart = Clock::now();
        const std::string path = pathOf(k);
        LevelStats stats;
        stats.seeds = k;
        const double work = static_cast<double>(entryCount(options.rules, options.holesPerRow, k));

        BuildProgress loading;
        loading.seeds = k;
        loading.phase = BuildPhase::Loading;
        loading.total = entryCount(options.rules, options.holesPerRow, k);
        reporter.report(loading, work, 0, true);
        Table table;
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
            for (int j = 1; j < k; ++j) {
                Table &lower = levels[static_cast<std::size_t>(j - 1)];
                if (!capturesReach(k, j)) {
                    lower = Table();
                } else if (!lower.isLoaded()) {
                    const LoadError again = Table::load(pathOf(j), options.rules, options.holesPerRow, j, lower);
                    if (again != LoadError::None)
                        return fail("the table " + pathOf(j) + ", needed for " + std::to_string(k) + " seeds, is " +
                                    describe(again));
                }
            }
            std::string failure;
            bool built = false;
            try {
                LevelBuilder builder(options, k, levels, reporter);
                built = builder.build(stats, failure);
                if (built) {
                    BuildProgress writing;
                    writing.seeds = k;
                    writing.phase = BuildPhase::Writing;
                    writing.total = stats.entries;
                    writing.done = stats.entries;
                    reporter.report(writing, work, 1, true);
                    failure = detail::writeTable(path, options.rules, options.holesPerRow, k, builder.entryBytes());
                }
            } catch (const std::bad_alloc &) {
                return fail(outOfMemory(k));
            }
            if (!failure.empty())
                return fail(failure);
            if (!built) {
                report.status = BuildStatus::Cancelled;
                report.seconds = secondsSince(start);
                return report;
            }
            // Read back what was written: the levels above build on the file.
            const LoadError reread = Table::load(path, options.rules, options.holesPerRow, k, table);
            if (reread != LoadError::None)
                return fail("the table just written to " + path + " is " + describe(reread));
        }
        stats.seconds = secondsSince(levelStart);
        report.levels.push_back(stats);
        reporter.finishLevel(work);
    }
    report.seconds = secondsSince(start);
    return report;
}

} // namespace hoyito::tablebase
