// Building the tables, level by level.
//
// A level is built in two steps:
//   1. Moves: every entry's legal moves are played with the engine's own
//      playTurn, so the rules cannot drift from the game's. Moves that end
//      the game or capture (the child is in a lower, finished level) fold
//      into constants: the lower bound starts at the best of them and the
//      upper bound's is kept. Quiet moves and passes become edges to the
//      same level, stored as the children's 32-bit board ranks chunk by
//      chunk, with a byte a degree (no offsets, no reverse edges: about 4
//      bytes a quiet move and 3 an entry besides). A fixed taker's two
//      entries of a board share them. A level over the memory budget keeps
//      them in a scratch file instead, read through once a solving round.
//   2. Solving: lower starts at the best ending or capture and upper at k
//      (endless play worth nothing / everything to the mover) and both are
//      iterated in place to the fixed point in rounds: the first evaluates
//      every entry with a quiet move, each later one only those with a
//      child that changed in the round before or earlier in this one
//      (bitsets mark them). The operator is monotone (lower only rises,
//      upper only falls), so the order of evaluation, the number of threads
//      and where the children are kept cannot change the result: the bytes
//      written are the same however the work was split, cancelled or
//      resumed.

#include "hoyito/tablebase.h"

#include "table_file.h"

#include <algorithm>
#include <bit>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <limits>
#include <mutex>
#include <new>
#include <thread>
#include <type_traits>

#include <fcntl.h>
#include <unistd.h>

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

// Boards a chunk: the unit of work of a thread, of a cancel check and of
// the stored children. A multiple of 64, so a word of a bitset belongs to one
// chunk (and so to one thread at a time).
constexpr std::uint64_t kChunk = 1 << 14;
// Slots a bit of the coarse changed set stands for (a divisor of kChunk).
constexpr int kSummaryShift = 10;
constexpr std::uint64_t kSummaryMask = (1u << kSummaryShift) - 1;
// Bytes a level's quiet moves are estimated to take: for each board a byte
// for their number and 4 for each, about holesPerRow / 2 + 1/4 of them (2x6
// measured 2.99 a board at 16 seeds, rising slowly with the seeds).
std::uint64_t childBytes(int holesPerRow, int seeds)
{
    return boardCount(holesPerRow, seeds) * (1 + 2 * static_cast<std::uint64_t>(holesPerRow) + 1);
}

// A chunk's degrees take a whole kChunk bytes (the last chunk's are padded),
// so its children start at the same word in every chunk.
constexpr std::uint64_t kDegreeWords = kChunk / 4;

// The peak memory of building one level: the bounds and the upper bound's
// constants (3 bytes an entry), the quiet moves' children unless they are
// spilled to a scratch file, and either the lower levels the captures read
// (while the moves are generated) or the two changed sets (while solving).
std::uint64_t levelMemory(TableRules rules, int holesPerRow, int seeds, bool spilled)
{
    const std::uint64_t boards = boardCount(holesPerRow, seeds);
    const std::uint64_t entries = entryCount(rules, holesPerRow, seeds);
    const std::uint64_t slots = (entries / boards) * ((boards + kChunk - 1) / kChunk) * kChunk;
    const std::uint64_t children = spilled ? 0 : childBytes(holesPerRow, seeds);
    std::uint64_t lower = 0;
    for (int j = 1; j < seeds; ++j)
        if (capturesReach(seeds, j))
            lower += tableFileSize(rules, holesPerRow, j);
    return 3 * entries + children + std::max(lower, 2 * slots / 8);
}

// A level whose moves would not fit the budget in memory keeps them on disk.
bool keepsMovesOnDisk(TableRules rules, int holesPerRow, int seeds, std::uint64_t budget)
{
    return levelMemory(rules, holesPerRow, seeds, false) > (budget > 0 ? budget : defaultMemoryBudget());
}

// The children of each board's quiet moves, chunk by chunk: the chunk's
// degrees (a byte a board) and then the children's board ranks, each
// board's after those of the boards before it. Kept in memory, or, when the
// level would not fit the memory budget, in a scratch file that every
// solving round reads through once (the page cache mostly holds it).
class ChildStore {
public:
    struct Chunk {
        const std::uint8_t *degrees = nullptr;
        const std::uint32_t *children = nullptr;
    };

    explicit ChildStore(std::uint64_t chunks)
        : m_memory(chunks)
        , m_offsets(chunks)
        , m_words(chunks)
    {
    }
    ChildStore(const ChildStore &) = delete;
    ChildStore &operator=(const ChildStore &) = delete;
    ~ChildStore()
    {
        if (m_file >= 0)
            ::close(m_file);
    }

    // Opens the scratch file (and unlinks it at once, so nothing is left
    // behind by a cancel or a crash). Returns why it cannot, or nothing.
    std::string spillTo(const std::string &path)
    {
        m_file = ::open(path.c_str(), O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
        if (m_file < 0)
            return "cannot create the scratch file " + path + ": " + std::strerror(errno);
        ::unlink(path.c_str());
        m_path = path;
        return {};
    }
    bool spilled() const { return m_file >= 0; }
    std::uint64_t fileBytes() const { return m_end; }

    // Stores chunk c (one thread a chunk). Returns why it cannot, or nothing.
    std::string put(std::uint64_t c, const std::vector<std::uint8_t> &degrees,
                    const std::vector<std::uint32_t> &children)
    {
        const std::uint64_t words = kDegreeWords + children.size();
        m_words[c] = words;
        if (!spilled()) {
            // Exactly as many as there are: a vector's spare capacity would
            // cost up to half again on the largest levels.
            m_memory[c] = std::make_unique_for_overwrite<std::uint32_t[]>(words);
            pack(degrees, children, m_memory[c].get());
            return {};
        }
        std::vector<std::uint32_t> &record = scratch();
        record.resize(words);
        pack(degrees, children, record.data());
        const std::uint64_t bytes = 4 * words;
        m_offsets[c] = m_end.fetch_add(bytes);
        return transfer(::pwrite, m_file, record.data(), bytes, m_offsets[c], "write");
    }

    // Chunk c (of `boards` boards), read into `buffer` when it is in the
    // file; its degrees are null when it cannot be read (`failure` says why).
    Chunk get(std::uint64_t c, std::vector<std::uint32_t> &buffer, std::string &failure) const
    {
        const std::uint32_t *words = m_memory[c].get();
        if (spilled()) {
            buffer.resize(m_words[c]);
            failure = transfer(::pread, m_file, buffer.data(), 4 * m_words[c], m_offsets[c], "read");
            if (!failure.empty())
                return {};
            words = buffer.data();
        }
        return {reinterpret_cast<const std::uint8_t *>(words), words + kDegreeWords};
    }

private:
    static void pack(const std::vector<std::uint8_t> &degrees, const std::vector<std::uint32_t> &children,
                     std::uint32_t *out)
    {
        std::memset(out, 0, 4 * (kDegreeWords));
        std::memcpy(out, degrees.data(), degrees.size());
        std::copy(children.begin(), children.end(), out + kDegreeWords);
    }

    static std::vector<std::uint32_t> &scratch()
    {
        thread_local std::vector<std::uint32_t> record;
        return record;
    }

    template <class Call, class Buffer>
    std::string transfer(Call call, int file, Buffer *data, std::uint64_t bytes, std::uint64_t offset,
                         const char *what) const
    {
        auto *cursor = reinterpret_cast<std::conditional_t<std::is_const_v<Buffer>, const char, char> *>(data);
        while (bytes > 0) {
            const ssize_t done = call(file, cursor, bytes, static_cast<off_t>(offset));
            if (done < 0 && errno == EINTR)
                continue;
            if (done <= 0)
                return std::string("cannot ") + what + " the scratch file " + m_path + ": " +
                       (done < 0 ? std::strerror(errno) : "it ended early");
            cursor += done;
            bytes -= static_cast<std::uint64_t>(done);
            offset += static_cast<std::uint64_t>(done);
        }
        return {};
    }

    std::vector<std::unique_ptr<std::uint32_t[]>> m_memory;
    std::vector<std::uint64_t> m_offsets; // bytes into the file
    std::vector<std::uint64_t> m_words;   // words a chunk's record takes
    std::atomic<std::uint64_t> m_end{0};
    int m_file = -1;
    std::string m_path;
};

class LevelBuilder {
public:
    LevelBuilder(const BuildOptions &options, int seeds, std::vector<Table> &lower, Reporter &reporter)
        : m_options(options)
        , m_rules(options.rules)
        , m_n(options.holesPerRow)
        , m_k(seeds)
        , m_boards(boardCount(options.holesPerRow, seeds))
        , m_entries(entryCount(options.rules, options.holesPerRow, seeds))
        , m_halves(m_entries / m_boards)
        , m_chunks((m_boards + kChunk - 1) / kChunk)
        , m_slotStride(m_chunks * kChunk)
        , m_store(m_chunks)
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
    std::uint32_t childRank(const Position &child) const;
    int expand(std::uint64_t entry, std::vector<std::uint32_t> &children);
    bool generateMoves();
    bool solve(LevelStats &stats);
    bool evaluate(std::uint64_t e, const std::uint32_t *children, int degree, std::uint64_t childBase);
    void fail(std::string why)
    {
        std::lock_guard lock(m_failureMutex);
        if (m_failure.empty())
            m_failure = std::move(why);
    }
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

    const BuildOptions &m_options;
    TableRules m_rules;
    int m_n;
    int m_k;
    std::uint64_t m_boards;
    std::uint64_t m_entries;
    // A fixed taker keeps two entries a board, in two halves: the taker is
    // the mover (entry = board), or the opponent (entry = boards + board).
    // A quiet move leads from one half to the other, and the two entries of
    // a board have the same quiet moves, so the children are kept once a
    // board.
    std::uint64_t m_halves;
    std::uint64_t m_chunks;
    // The changed sets hold a bit a board in each half, each half starting
    // at a whole chunk (a slot is half * m_slotStride + board).
    std::uint64_t m_slotStride;
    ChildStore m_store;
    std::vector<Table> &m_lower; // levels 1 .. k - 1, loaded where captures reach
    Reporter &m_reporter;
    int m_threads;

    // Per entry: the best ending or capture for the upper bound (fixed, from
    // lower levels) and the bounds being solved (lower, upper: the file's
    // layout, written as they are). The lower bound starts at the best
    // ending or capture, which it can only rise from.
    std::vector<std::uint8_t> m_constUpper;
    std::vector<std::uint8_t> m_bounds;
    std::mutex m_failureMutex;
    std::string m_failure;
    std::atomic<int> m_missingLevel{0}; // a level a capture reached that is not loaded
};

std::uint32_t LevelBuilder::childRank(const Position &child) const
{
    // The child of a quiet move has North to move: turn the board round.
    std::uint8_t board[kMaxHoles];
    for (int h = 0; h < 2 * m_n; ++h)
        board[h] = child.seeds[(h + m_n) % (2 * m_n)];
    return static_cast<std::uint32_t>(boardRank(board, m_n, m_k));
}

int LevelBuilder::expand(std::uint64_t entry, std::vector<std::uint32_t> &children)
{
    const bool takerIsMover = entry < m_boards;
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
            children.push_back(childRank(child));
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
            children.push_back(childRank(pos));
            ++quiet;
        } else {
            low = high = pos.seedsInRow(Player::South);
        }
    }
    m_bounds[2 * entry] = static_cast<std::uint8_t>(low);
    // With no quiet move the bounds are the constants already.
    m_bounds[2 * entry + 1] = static_cast<std::uint8_t>(quiet == 0 ? high : m_k);
    m_constUpper[entry] = static_cast<std::uint8_t>(high);
    return quiet;
}

bool LevelBuilder::generateMoves()
{
    m_bounds.resize(2 * m_entries);
    m_constUpper.resize(m_entries);
    if (keepsMovesOnDisk(m_rules, m_n, m_k, m_options.memoryBudget)) {
        // Appended piece by piece: GCC 12 at -O3 raises a false
        // -Werror=restrict on prepending to a string.
        std::string name = ".";
        name += tableFileName(m_rules, m_n, m_k);
        name += ".children";
        const std::string path = (std::filesystem::path(m_options.directory) / name).string();
        if (std::string why = m_store.spillTo(path); !why.empty()) {
            fail(why);
            return false;
        }
    }
    std::atomic<std::uint64_t> nextChunk{0};
    std::atomic<std::uint64_t> done{0};
    std::atomic<bool> stopped{false};
    runOnThreads(m_threads, [&](int) {
        std::vector<std::uint32_t> children;
        std::vector<std::uint32_t> again;
        std::vector<std::uint8_t> degrees;
        for (;;) {
            if (m_reporter.cancelled() || stopped) {
                stopped = true;
                return;
            }
            const std::uint64_t c = nextChunk.fetch_add(1);
            if (c >= m_chunks)
                return;
            const std::uint64_t first = c * kChunk;
            const std::uint64_t last = std::min(m_boards, first + kChunk);
            try {
                children.clear();
                children.reserve(kMaxHolesPerRow * kChunk);
                degrees.clear();
                for (std::uint64_t b = first; b < last; ++b) {
                    const std::size_t before = children.size();
                    degrees.push_back(static_cast<std::uint8_t>(expand(b, children)));
                    if (m_halves == 2) {
                        // The taker only changes the endings' values: the
                        // other entry's quiet moves must be the same ones.
                        again.clear();
                        expand(m_boards + b, again);
                        if (!std::equal(again.begin(), again.end(), children.begin() + std::ptrdiff_t(before),
                                        children.end())) {
                            fail("the two takers' quiet moves differ for board " + std::to_string(b) + " with " +
                                 std::to_string(m_k) + " seeds");
                            stopped = true;
                            return;
                        }
                    }
                }
                if (std::string why = m_store.put(c, degrees, children); !why.empty()) {
                    fail(why);
                    stopped = true;
                    return;
                }
            } catch (const std::bad_alloc &) {
                // Out of a build thread, an exception would end the program.
                fail(outOfMemory(m_k));
                stopped = true;
                return;
            }
            const std::uint64_t now = done.fetch_add(m_halves * (last - first)) + m_halves * (last - first);
            progress(BuildPhase::Moves, now, 0, 0.4 * static_cast<double>(now) / static_cast<double>(m_entries));
        }
    });
    return !stopped;
}

bool LevelBuilder::evaluate(std::uint64_t e, const std::uint32_t *children, int degree, std::uint64_t childBase)
{
    // In place: another thread may be writing a child while we read it. The
    // bounds only move towards the fixed point, so a stale read only delays.
    // The lower bound already holds the best ending or capture.
    const int k = m_k;
    std::atomic_ref lowRef(m_bounds[2 * e]);
    std::atomic_ref highRef(m_bounds[2 * e + 1]);
    const int before = lowRef.load(std::memory_order_relaxed);
    int low = before;
    int high = m_constUpper[e];
    for (int i = 0; i < degree; ++i) {
        const std::uint64_t j = childBase + children[i];
        low = std::max(low, k - std::atomic_ref(m_bounds[2 * j + 1]).load(std::memory_order_relaxed));
        high = std::max(high, k - std::atomic_ref(m_bounds[2 * j]).load(std::memory_order_relaxed));
    }
    bool changed = false;
    if (low > before) {
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
    // Round 1 evaluates every entry with a quiet move; each later round walks
    // the stored children and re-evaluates the entries with a child that
    // changed since the round before began (no reverse edges are kept:
    // testing a bit of a bitset, a quarter of a byte an entry, is cheaper
    // than holding the parents, 4 bytes a move).
    // An entry whose bounds meet is final (lower only rises, upper only
    // falls, and the fixed point lies between them) and is passed over.
    const std::uint64_t slots = m_halves * m_slotStride;
    const std::uint64_t words = slots / 64;
    // The slots that changed in the round before and in this one so far,
    // side by side (one cache line holds both words): an entry whose child
    // changed earlier in the same round is evaluated at once, so a change
    // can travel through several entries in one round.
    auto changed = std::make_unique<std::atomic<std::uint64_t>[]>(2 * words);
    // A coarse copy, a bit for each block of slots: in the later rounds few
    // entries change, and most tests stop at this small one (it stays in
    // the processor's cache where the fine one does not).
    const std::uint64_t summaryWords = ((slots >> kSummaryShift) + 64) / 64;
    auto summary = std::make_unique<std::atomic<std::uint64_t>[]>(2 * summaryWords);
    // Changed in the round before or in this one.
    auto isSet = [](const std::unique_ptr<std::atomic<std::uint64_t>[]> &bits, std::uint64_t i) {
        const std::uint64_t both =
            bits[2 * (i >> 6)].load(std::memory_order_relaxed) | bits[2 * (i >> 6) + 1].load(std::memory_order_relaxed);
        return (both >> (i & 63)) & 1;
    };

    // A unit of work is one chunk of one half.
    const std::uint64_t units = m_halves * m_chunks;
    // Chunks of boards whose entries are all final need no more reading.
    std::vector<std::uint8_t> open(units, 1);
    std::uint64_t evaluations = 0;
    int round = 0;
    for (;;) {
        ++round;
        const std::uint64_t nowSide = round & 1;
        for (std::uint64_t w = 0; w < words; ++w)
            changed[2 * w + nowSide].store(0, std::memory_order_relaxed);
        for (std::uint64_t w = 0; w < summaryWords; ++w)
            summary[2 * w + nowSide].store(0, std::memory_order_relaxed);
        std::atomic<std::uint64_t> nextUnit{0};
        std::atomic<std::uint64_t> evaluated{0};
        std::atomic<std::uint64_t> changes{0};
        std::atomic<bool> stopped{false};
        runOnThreads(m_threads, [&](int) {
            std::vector<std::uint32_t> buffer;
            for (;;) {
                if (m_reporter.cancelled() || stopped) {
                    stopped = true;
                    return;
                }
                const std::uint64_t u = nextUnit.fetch_add(1);
                if (u >= units)
                    return;
                if (!open[u])
                    continue;
                const std::uint64_t half = u / m_chunks;
                const std::uint64_t c = u % m_chunks;
                const std::uint64_t first = c * kChunk;
                const std::uint64_t last = std::min(m_boards, first + kChunk);
                std::string failure;
                const ChildStore::Chunk chunk = m_store.get(c, buffer, failure);
                if (!chunk.degrees) {
                    fail(failure);
                    stopped = true;
                    return;
                }
                // A quiet move leads to the other half (a fixed taker) or the
                // only one.
                const std::uint64_t childHalf = m_halves == 2 ? 1 - half : 0;
                const std::uint64_t childBase = childHalf * m_boards;
                const std::uint64_t childSlots = childHalf * m_slotStride;
                const std::uint64_t entryBase = half * m_boards;
                const std::uint64_t slotBase = half * m_slotStride;
                const std::uint32_t *children = chunk.children;
                std::uint64_t localEvaluated = 0;
                std::uint64_t localChanges = 0;
                std::uint64_t changedBits = 0;
                std::uint64_t blockChanged = 0;
                bool anyOpen = false;
                for (std::uint64_t b = first; b < last; ++b) {
                    const std::uint64_t e = entryBase + b;
                    const int degree = chunk.degrees[b - first];
                    const std::uint32_t *mine = children;
                    children += degree;
                    const bool final = m_bounds[2 * e] == m_bounds[2 * e + 1];
                    anyOpen |= !final;
                    bool due = round == 1 && degree > 0;
                    if (!due && !final) {
                        for (int i = 0; i < degree && !due; ++i) {
                            const std::uint64_t j = childSlots + mine[i];
                            due = isSet(summary, j >> kSummaryShift) && isSet(changed, j);
                        }
                    }
                    if (due) {
                        ++localEvaluated;
                        if (evaluate(e, mine, degree, childBase)) {
                            ++localChanges;
                            changedBits |= 1ull << (b & 63);
                        }
                    }
                    if ((b & 63) == 63 || b + 1 == last) {
                        changed[2 * ((slotBase + b) >> 6) + nowSide].store(changedBits, std::memory_order_relaxed);
                        blockChanged |= changedBits;
                        changedBits = 0;
                    }
                    if ((b & kSummaryMask) == kSummaryMask || b + 1 == last) {
                        if (blockChanged) {
                            const std::uint64_t block = (slotBase + b) >> kSummaryShift;
                            summary[2 * (block >> 6) + nowSide].fetch_or(1ull << (block & 63),
                                                                         std::memory_order_relaxed);
                        }
                        blockChanged = 0;
                    }
                }
                // Bounds that met stay met: a unit whose entries were all
                // final when this round came to them is done with for good.
                if (!anyOpen)
                    open[u] = 0;
                evaluated += localEvaluated;
                changes += localChanges;
                // The number of rounds is not known in advance: the solving
                // share creeps towards 1 as the rounds go by.
                const double share = 0.4 + 0.6 * (1.0 - 1.0 / (1.0 + 0.3 * round));
                progress(BuildPhase::Solving, entryBase + last, round, share);
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
    if (m_boards >= std::numeric_limits<std::uint32_t>::max()) {
        failure = "the table for " + std::to_string(m_k) + " seeds has too many boards for this builder";
        return false;
    }
    progress(BuildPhase::Moves, 0, 0, 0, true);
    const bool generated = generateMoves();
    // The captures' levels are read only while the moves are generated:
    // unmapped now, solving has their memory.
    for (Table &table : m_lower)
        table = Table();
    if (!m_failure.empty()) {
        failure = m_failure;
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
    const bool solved = solve(stats);
    if (!m_failure.empty()) {
        failure = m_failure;
        return false;
    }
    if (!solved)
        return false;
    stats.entries = m_entries;
    stats.scratchBytes = m_store.fileBytes();
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

std::uint64_t defaultMemoryBudget()
{
    constexpr std::uint64_t most = 8'000'000'000;
    const long pages = ::sysconf(_SC_PHYS_PAGES);
    const long pageSize = ::sysconf(_SC_PAGE_SIZE);
    if (pages <= 0 || pageSize <= 0)
        return most;
    return std::min(most, static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(pageSize) / 2);
}

BuildEstimate estimateBuild(TableRules rules, int holesPerRow, int maxSeeds, std::uint64_t memoryBudget)
{
    BuildEstimate estimate;
    for (int k = 1; k <= maxSeeds; ++k) {
        estimate.entries += entryCount(rules, holesPerRow, k);
        estimate.fileBytes += tableFileSize(rules, holesPerRow, k);
        const bool onDisk = keepsMovesOnDisk(rules, holesPerRow, k, memoryBudget);
        if (onDisk)
            estimate.scratchBytes = std::max(estimate.scratchBytes, childBytes(holesPerRow, k));
        estimate.peakMemoryBytes = std::max(estimate.peakMemoryBytes, levelMemory(rules, holesPerRow, k, onDisk));
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
    // loaded, and the builder unmaps them once its moves are played.
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
                if (!capturesReach(k, j))
                    continue;
                Table &lower = levels[static_cast<std::size_t>(j - 1)];
                const LoadError again = Table::load(pathOf(j), options.rules, options.holesPerRow, j, lower);
                if (again != LoadError::None)
                    return fail("the table " + pathOf(j) + ", needed for " + std::to_string(k) + " seeds, is " +
                                describe(again));
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
