// Building the tables, level by level.
//
// A level is built in two steps:
//   1. Moves: every board's legal moves are played with the engine's own
//      playTurn, so the rules cannot drift from the game's. Moves that end
//      the game or capture (the child is in a lower, finished level) fold
//      into constants: the lower bound starts at the best of them and the
//      upper bound's is kept with the moves (a byte an entry). Quiet moves
//      and passes become edges to the same level, stored as the children's
//      32-bit board ranks chunk by chunk, with a byte a degree (no offsets:
//      about 4 bytes a quiet move and 2 an entry besides). A fixed taker's
//      two entries of a board (the mover or the opponent takes the last
//      four) differ only in who takes the last four: each move is played
//      once for both, and they share the children. A level over the memory
//      budget keeps its moves in a scratch file instead, read through once
//      a solving round.
//   2. Solving: lower starts at the best ending or capture and upper at k
//      (endless play worth nothing / everything to the mover) and both are
//      iterated in place to the fixed point in rounds: the first evaluates
//      every entry with a quiet move, each later one only those with a
//      child that changed in the round before or earlier in this one
//      (bitsets mark them; in the rounds from the parents, below, only in
//      the round before). The operator is monotone (lower only rises,
//      upper only falls), so the order of evaluation, the number of threads
//      and where the children are kept cannot change the result: the bytes
//      written are the same however the work was split, cancelled or
//      resumed. A move that can no longer matter (the most it could be
//      worth is at most what the mover is already sure of) is dropped from
//      the stored moves when its entry is evaluated: half or more of a
//      level's moves are gone after the first rounds, and the later rounds
//      read only the rest. Once a round changes few entries, the parents of
//      the boards are indexed through the moves left (when they fit the
//      memory budget), and each round after evaluates only the parents of
//      the entries that changed in the round before.

#include "hoyito/tables.h"

#include "build_memory.h"
#include "build_runner.h"
#include "changed_sets.h"
#include "move_store.h"
#include "parent_index.h"
#include "table_file.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <exception>
#include <filesystem>
#include <mutex>
#include <new>
#include <utility>

namespace hoyito::tables {

namespace {

using namespace detail;

// A board's quiet moves: one a hole of the mover's row at most (a pass
// only when there is no move), so a bit each fits a word.
constexpr int kMaxQuietMoves = kMaxHolesPerRow;
static_assert(kMaxQuietMoves <= 16, "a board's unneeded moves are kept as 16 bits");

// Boards ahead of the one being evaluated whose children's bounds and
// changed bits are asked for: about three children a board, so some two
// dozen cache misses are under way at once (8 measured faster than 4, and
// the same as 16).
constexpr std::uint64_t kPrefetchBoards = 8;
// The boards from the one evaluated to the last asked for, by board number
// modulo this: what the asking found about their children is kept for the
// evaluation.
constexpr std::uint64_t kAheadRing = 16;

// Moves ahead of the one placed in the index of the parents whose counts
// are asked for.
constexpr std::uint64_t kIndexAhead = 32;

// A round that changes at most one entry in this many is followed by rounds
// from the parents (see LevelBuilder::solve).
constexpr std::uint64_t kFewChanges = 100;
static_assert(kAheadRing > kPrefetchBoards && std::has_single_bit(kAheadRing));

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
        , m_store(m_chunks, m_halves, m_entries)
        , m_lower(lower)
        , m_reporter(reporter)
        , m_threads(std::clamp(options.threads, 1, 64))
    {
    }

    // Returns false when cancelled; `failure` is set when the level cannot
    // be built.
    bool build(LevelStats &stats, std::string &failure);

    // Writes the solved level to `path` (see detail::writeTable).
    std::string write(const std::string &path) const;

private:
    std::uint32_t childRank(const Position &child) const;
    int expand(std::uint64_t board, std::vector<std::uint32_t> &children, std::vector<std::uint8_t> &bestEndings,
               std::vector<std::uint8_t> &startBounds);
    bool generateMoves();
    bool solve(LevelStats &stats);

    struct Sweep {
        explicit Sweep(std::vector<std::uint16_t> &unneededMoves)
            : unneeded(unneededMoves)
        {
        }
        std::uint64_t evaluated = 0;
        std::uint64_t changes = 0;
        std::uint64_t moves = 0;     // stored quiet moves the sweep found
        std::uint64_t movesLeft = 0; // those still needed
        // For each board of the chunk, a bit for each of its moves that no
        // entry needs any more.
        std::vector<std::uint16_t> &unneeded;
        // An entry whose bounds have not met and that has a move still
        // needed (kept or not, an entry with none can never change).
        bool anyOpen = false;
    };
    // One round's pass over the entries of boards [firstBoard, lastBoard)
    // (Halves entries a board), which also finds the moves that no longer
    // matter.
    template <std::uint64_t Halves>
    void sweep(const MoveStore::Chunk &chunk, std::uint64_t firstBoard, std::uint64_t lastBoard, int round,
               ChangedSets &sets, Sweep &result);
    // Takes the moves the sweep found not needed out of the chunk.
    void dropUnneeded(MoveStore::Chunk &chunk, std::uint64_t boards, const Sweep &result);
    // One round's pass over the chunks whose boards have an entry in `due`;
    // returns false when stopped.
    bool dueRound(int round, const std::vector<std::uint8_t> &open, const std::uint64_t *due, ChangedSets &sets,
                  RoundStats &stats);
    enum class IndexResult { Built, NotBuilt, Stopped };
    // Indexes the parents of every board through the moves still stored by
    // the boards with an open entry in the chunks still open, unless the
    // index would take the memory budget past `budgetLeft` bytes. Its
    // progress is reported as the start of solving round `round`, the
    // first that will use it.
    IndexResult indexParents(const std::vector<std::uint8_t> &open, std::uint64_t budgetLeft, int round,
                             ParentIndex &index);
    // Marks in `due` the entries with a child among those that changed in
    // the round before `round`.
    void markParents(int round, const ParentIndex &index, const ChangedSets &sets, std::uint64_t *due) const;
    // A board with an entry whose bounds have not met.
    bool isOpen(std::uint64_t board) const
    {
        for (std::uint64_t half = 0; half < m_halves; ++half)
            if (!isFinal(board * m_halves + half))
                return true;
        return false;
    }
    // Calls each(state, u) for u = 0 .. chunks - 1, each once, on the
    // build's threads, which take them in turn, each with a State of its
    // own; each returns false to stop them all (after fail()). False when
    // stopped or cancelled.
    template <class State, class Each> bool forEachChunkInTurn(Each each);
    // Calls each(thread, chunk, firstBoard, lastBoard) for the open chunks,
    // each on the thread its number gives (chunk modulo threads); false
    // when stopped. Reports the progress of round `round` as `pass` of
    // `passes` equal parts of it (the index of the parents takes seconds
    // at the large levels, which a progress bar must show).
    template <class Each>
    bool forEachStoredChunk(const std::vector<std::uint8_t> &open, int round, int pass, int passes, Each each);
    // The threads that build the index of the parents (forEachStoredChunk's):
    // each keeps a byte a board, so not more than a few.
    int indexThreads() const { return std::min(m_threads, 4); }
    // Evaluates an entry from its moves; `settled` gets a bit for each move
    // that can no longer change its bounds.
    bool evaluate(std::uint64_t entry, const std::uint32_t *children, int degree, std::uint64_t childHalf,
                  int bestEnding, std::uint32_t &settled);
    std::uint8_t *bounds(std::uint64_t entry) const { return m_bounds.get() + 2 * entry; }
    // Bounds that met stay met: the entry's value is known.
    bool isFinal(std::uint64_t entry) const { return bounds(entry)[0] == bounds(entry)[1]; }
    void fail(std::string why)
    {
        std::lock_guard lock(m_failureMutex);
        if (m_failure.empty())
            m_failure = std::move(why);
    }
    // Chunk c of the stored moves (MoveStore::get); its degrees are null,
    // and the build has failed, when it cannot be read.
    MoveStore::Chunk readChunk(std::uint64_t c, std::vector<std::uint32_t> &buffer)
    {
        std::string failure;
        MoveStore::Chunk chunk = m_store.get(c, buffer, failure);
        if (!chunk.degrees)
            fail(std::move(failure));
        return chunk;
    }
    BuildProgress progressAt(BuildPhase phase, std::uint64_t done, int round) const
    {
        BuildProgress p;
        p.seeds = m_k;
        p.phase = phase;
        p.done = done;
        p.total = m_entries;
        p.round = round;
        return p;
    }
    void progress(BuildPhase phase, std::uint64_t done, int round, double share, bool force = false)
    {
        m_reporter.report(progressAt(phase, done, round), static_cast<double>(m_entries), share, force);
    }

    const BuildOptions &m_options;
    TableRules m_rules;
    int m_n;
    int m_k;
    std::uint64_t m_boards;
    std::uint64_t m_entries;
    // A fixed taker keeps two entries a board: the taker is the mover (half
    // 0), or the opponent (half 1). While a level is solved the two are side
    // by side (entry board * 2 + half): they have the same quiet moves, each
    // leading to the other half of its child, so one read of a child's
    // bounds or changed bits serves both. The file holds the halves one
    // after the other.
    std::uint64_t m_halves;
    std::uint64_t m_chunks;
    MoveStore m_store;
    std::vector<Table> &m_lower; // levels 1 .. k - 1, loaded where captures reach
    Reporter &m_reporter;
    int m_threads;

    // Lower, upper for each entry. The lower bound starts at the best ending
    // or capture, which it can only rise from, the upper at k.
    std::unique_ptr<std::uint8_t[]> m_bounds;
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

int LevelBuilder::expand(std::uint64_t board, std::vector<std::uint32_t> &children,
                         std::vector<std::uint8_t> &bestEndings, std::vector<std::uint8_t> &startBounds)
{
    // Played once for both entries of a fixed taker, with the mover taking
    // the last four: the taker changes nothing but who gets them.
    Position pos;
    pos.rules = rulesFor(m_rules, m_n, true);
    boardUnrank(board, m_n, m_k, pos.seeds.data());

    std::array<int, 2> low{};
    std::array<int, 2> high{};
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
            for (std::uint64_t half = 0; half < m_halves; ++half) {
                // Half 1: the opponent takes the last four.
                const int mine = half == 1 && child.ending == EndReason::LastFour ? won - kSeedsPerHole : won;
                low[half] = std::max(low[half], mine);
                high[half] = std::max(high[half], mine);
            }
        } else if (child.toMove == Player::South) {
            // A capture: the mover plays again with fewer seeds on the board.
            const int left = child.seedsOnBoard();
            const Table &table = m_lower[left - 1];
            if (!table.isLoaded()) {
                m_missingLevel = left;
                continue;
            }
            const std::uint64_t rank = boardRank(child.seeds.data(), m_n, left);
            for (std::uint64_t half = 0; half < m_halves; ++half) {
                const Bounds b = table.at(entryIndex(m_rules, rank, boardCount(m_n, left), half == 0));
                low[half] = std::max(low[half], won + b.lower);
                high[half] = std::max(high[half], won + b.upper);
            }
        } else {
            children.push_back(childRank(child));
            ++quiet;
        }
    }
    if (!anyMove) {
        // The mover passes (an empty row, or only endless holes: docs/RULES.md 5).
        // If the opponent cannot move either, the game ends at that second
        // pass with each taking their own row (rule 6.3).
        Position turned = pos;
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
            low.fill(pos.seedsInRow(Player::South));
            high = low;
        }
    }
    for (std::uint64_t half = 0; half < m_halves; ++half) {
        startBounds.push_back(static_cast<std::uint8_t>(low[half]));
        // With no quiet move the bounds are the constants already.
        startBounds.push_back(static_cast<std::uint8_t>(quiet == 0 ? high[half] : m_k));
        bestEndings.push_back(static_cast<std::uint8_t>(high[half]));
    }
    return quiet;
}

template <class State, class Each> bool LevelBuilder::forEachChunkInTurn(Each each)
{
    return forEachInTurn<State>(m_threads, m_chunks, m_reporter, each);
}

bool LevelBuilder::generateMoves()
{
    if (keepsMovesOnDisk(m_rules, m_n, m_k, m_options.memoryBudget)) {
        // Appended piece by piece: GCC 12 at -O3 raises a false
        // -Werror=restrict on prepending to a string.
        std::string name = ".";
        name += tableFileName(m_rules, m_n, m_k);
        name += ".children";
        const std::string path = (std::filesystem::path(m_options.directory) / name).string();
        if (std::string why = m_store.spillTo(m_options.directory, path); !why.empty()) {
            fail(why);
            return false;
        }
    } else {
        m_bounds = largeArray<std::uint8_t>(2 * m_entries);
    }
    struct Expanded {
        std::vector<std::uint32_t> children;
        std::vector<std::uint8_t> degrees;
        std::vector<std::uint8_t> bestEndings;
        std::vector<std::uint8_t> startBounds;
    };
    std::atomic<std::uint64_t> done{0};
    return forEachChunkInTurn<Expanded>([&](Expanded &chunk, std::uint64_t c) {
        const std::uint64_t first = c * kChunk;
        const std::uint64_t last = std::min(m_boards, first + kChunk);
        try {
            chunk.children.clear();
            chunk.children.reserve(kMaxHolesPerRow * kChunk);
            chunk.degrees.clear();
            chunk.bestEndings.clear();
            chunk.startBounds.clear();
            for (std::uint64_t b = first; b < last; ++b)
                chunk.degrees.push_back(
                    static_cast<std::uint8_t>(expand(b, chunk.children, chunk.bestEndings, chunk.startBounds)));
            std::string why = m_store.put(c, chunk.degrees, chunk.bestEndings, chunk.children);
            if (why.empty() && m_store.spilled())
                why = m_store.putBounds(first * m_halves, (last - first) * m_halves, chunk.startBounds.data());
            else if (why.empty())
                std::copy(chunk.startBounds.begin(), chunk.startBounds.end(), bounds(first * m_halves));
            if (!why.empty()) {
                fail(why);
                return false;
            }
        } catch (const std::bad_alloc &) {
            // Out of a build thread, an exception would end the program.
            fail(outOfMemory(m_k));
            return false;
        }
        const std::uint64_t now = done.fetch_add(m_halves * (last - first)) + m_halves * (last - first);
        progress(BuildPhase::Moves, now, 0, 0.4 * static_cast<double>(now) / static_cast<double>(m_entries));
        return true;
    });
}

bool LevelBuilder::evaluate(std::uint64_t entry, const std::uint32_t *children, int degree, std::uint64_t childHalf,
                            int bestEnding, std::uint32_t &settled)
{
    // In place: another thread may be writing a child while we read it. The
    // bounds only move towards the fixed point, so a stale read only delays.
    // The lower bound already holds the best ending or capture.
    const int k = m_k;
    std::uint8_t *mine = bounds(entry);
    std::atomic_ref lowRef(mine[0]);
    std::atomic_ref highRef(mine[1]);
    const int before = lowRef.load(std::memory_order_relaxed);
    int low = before;
    int high = bestEnding;
    // The most each move can be worth to the mover: k minus the child's
    // lower bound, as read here.
    std::array<int, kMaxQuietMoves> most{};
    for (int i = 0; i < degree; ++i) {
        std::uint8_t *child = bounds(children[i] * m_halves + childHalf);
        most[i] = k - std::atomic_ref(child[0]).load(std::memory_order_relaxed);
        low = std::max(low, k - std::atomic_ref(child[1]).load(std::memory_order_relaxed));
        high = std::max(high, most[i]);
    }
    // The upper bound never goes below the lower: the fixed point has lower
    // <= upper everywhere, so this floor does not move it, and it lets a
    // settled move go (below).
    high = std::max(high, low);
    // A move is settled when the most it can be worth is at most the lower
    // bound: the child's lower bound only rises and this one's too, so the
    // move can never again raise the lower bound, nor hold the upper one
    // above the lower (the floor). The test uses the values read
    // above, which this evaluation stores, so an entry left with no moves
    // keeps bounds that are its own.
    settled = 0;
    for (int i = 0; i < degree; ++i)
        settled |= static_cast<std::uint32_t>(most[i] <= low) << i;
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

template <std::uint64_t Halves>
void LevelBuilder::sweep(const MoveStore::Chunk &chunk, std::uint64_t firstBoard, std::uint64_t lastBoard, int round,
                         ChangedSets &sets, Sweep &result)
{
    const std::uint64_t now = round & 1;
    const std::uint32_t *children = chunk.children;
    std::uint64_t changedBits = 0;
    std::uint64_t blockChanged = 0;
    const std::uint64_t end = lastBoard * Halves;
    std::uint16_t *unneededMoves = result.unneeded.data();
    std::uint64_t moves = 0;
    std::uint64_t dropped = 0;
    bool anyOpen = false;
    // The children lie anywhere in the level, so reading their bounds and
    // changed bits is a cache miss each: they are asked for kPrefetchBoards
    // boards ahead, while the boards before are evaluated. The asking tests
    // each child's coarse changed bit once, for all the board's entries: in
    // the late rounds, when almost nothing changes, these tests are most
    // of a round's work.
    const std::uint32_t *ahead = children;
    std::uint64_t aheadBoard = firstBoard;
    // For each board asked for, a bit for each child whose coarse bit is set.
    std::array<std::uint32_t, kAheadRing> mayHaveChanged{};
    for (std::uint64_t b = firstBoard; b < lastBoard; ++b) {
        for (; aheadBoard < lastBoard && aheadBoard <= b + kPrefetchBoards; ++aheadBoard) {
            const int d = chunk.degrees[aheadBoard - firstBoard];
            bool open = round == 1;
            for (std::uint64_t half = 0; half < Halves && !open; ++half)
                open = !isFinal(aheadBoard * Halves + half);
            // A fixed taker's two entries of a child share a word of
            // bounds, and of changed bits (and a coarse bit).
            std::uint32_t maybe = 0;
            for (int i = 0; open && i < d; ++i) {
                const std::uint64_t j = ahead[i] * Halves;
                if (round == 1) {
                    __builtin_prefetch(bounds(j));
                } else if (sets.isSet(sets.summary, j >> kSummaryShift)) {
                    maybe |= std::uint32_t(1) << i;
                    __builtin_prefetch(sets.fine.address(2 * (j >> 6)));
                    __builtin_prefetch(bounds(j));
                }
            }
            mayHaveChanged[aheadBoard & (kAheadRing - 1)] = maybe;
            ahead += d;
        }
        const std::uint32_t maybe = mayHaveChanged[b & (kAheadRing - 1)];
        const int degree = chunk.degrees[b - firstBoard];
        const std::uint32_t all = (std::uint32_t(1) << degree) - 1;
        // The moves that no entry of the board needs any more.
        std::uint32_t unneeded = all;
        bool open = false;
        for (std::uint64_t half = 0; half < Halves; ++half) {
            const std::uint64_t e = b * Halves + half;
            const bool final = isFinal(e);
            open |= !final;
            // A quiet move leads to the other half (a fixed taker) or the only one.
            const std::uint64_t childHalf = Halves - 1 - half;
            // A coarse bit set after the asking (a change earlier in this
            // round) is seen in the next round: the bits of the round
            // before are all tested.
            bool due = round == 1 && degree > 0;
            if (!due && !final)
                for (std::uint32_t m = maybe; m != 0 && !due; m &= m - 1)
                    due = sets.isSet(sets.fine, children[std::countr_zero(m)] * Halves + childHalf);
            std::uint32_t settled = final ? all : 0;
            if (due) {
                ++result.evaluated;
                if (evaluate(e, children, degree, childHalf, chunk.bestEndings[e - firstBoard * Halves], settled)) {
                    ++result.changes;
                    changedBits |= 1ull << (e & 63);
                }
            }
            unneeded &= settled;
            if ((e & 63) == 63 || e + 1 == end) {
                sets.fine[2 * (e >> 6) + now].store(changedBits, std::memory_order_relaxed);
                blockChanged |= changedBits;
                changedBits = 0;
            }
            if ((e & kSummaryMask) == kSummaryMask || e + 1 == end) {
                if (blockChanged) {
                    const std::uint64_t block = e >> kSummaryShift;
                    sets.summary[2 * (block >> 6) + now].fetch_or(1ull << (block & 63), std::memory_order_relaxed);
                }
                blockChanged = 0;
            }
        }
        unneededMoves[b - firstBoard] = static_cast<std::uint16_t>(unneeded);
        children += degree;
        moves += static_cast<std::uint64_t>(degree);
        int left = degree;
        if (unneeded != 0) {
            // Rare after the first rounds (and a count of bits is a library
            // call on the baseline processor).
            if (unneeded == all)
                left = 0;
            else
                for (int i = 0; i < degree; ++i)
                    left -= static_cast<int>((unneeded >> i) & 1);
            dropped += static_cast<std::uint64_t>(degree - left);
        }
        // An entry with no move left can never change again.
        anyOpen |= open && left > 0;
    }
    result.moves += moves;
    result.movesLeft += moves - dropped;
    result.anyOpen |= anyOpen;
}

void LevelBuilder::dropUnneeded(MoveStore::Chunk &chunk, std::uint64_t boards, const Sweep &result)
{
    // The moves kept are written back over the chunk's own (never ahead of
    // what is still to be read); nothing moves before the first drop.
    const std::uint32_t *children = chunk.children;
    std::uint32_t *kept = chunk.children;
    for (std::uint64_t b = 0; b < boards; ++b) {
        const int degree = chunk.degrees[b];
        const std::uint32_t unneeded = result.unneeded[b];
        if (unneeded == 0 && kept == children) {
            children += degree;
            kept += degree;
            continue;
        }
        int left = 0;
        for (int i = 0; i < degree; ++i)
            if (!((unneeded >> i) & 1))
                kept[left++] = children[i];
        chunk.degrees[b] = static_cast<std::uint8_t>(left);
        children += degree;
        kept += left;
    }
}

template <class Each>
bool LevelBuilder::forEachStoredChunk(const std::vector<std::uint8_t> &open, int round, int pass, int passes, Each each)
{
    std::atomic<bool> stopped{false};
    std::atomic<std::uint64_t> chunksDone{0};
    const int threads = indexThreads();
    runOnThreads(threads, [&](int t) {
        std::vector<std::uint32_t> buffer;
        for (std::uint64_t c = static_cast<std::uint64_t>(t); c < m_chunks; c += static_cast<std::uint64_t>(threads)) {
            if (m_reporter.cancelled() || stopped) {
                stopped = true;
                return;
            }
            if (open[c]) {
                const MoveStore::Chunk chunk = readChunk(c, buffer);
                if (!chunk.degrees) {
                    stopped = true;
                    return;
                }
                const std::uint64_t first = c * kChunk;
                each(t, chunk, first, std::min(m_boards, first + kChunk));
            }
            const double share = (pass + static_cast<double>(++chunksDone) / static_cast<double>(m_chunks)) / passes;
            BuildProgress p = progressAt(BuildPhase::Solving,
                                         static_cast<std::uint64_t>(share * static_cast<double>(m_entries)), round);
            p.indexingParents = true;
            m_reporter.report(p, static_cast<double>(m_entries), solvingShare(round - 1), false);
        }
    });
    return !stopped;
}

LevelBuilder::IndexResult LevelBuilder::indexParents(const std::vector<std::uint8_t> &open, std::uint64_t budgetLeft,
                                                     int round, ParentIndex &index)
{
    // Calls move(child, parent) for each stored move of a board with an
    // open entry (the others can no longer change; nothing is evaluated
    // while the index is built, so both passes see the same boards open),
    // and ahead(child) for the move kIndexAhead moves further on in the
    // chunk: each touches a board at random.
    auto forEachMove = [&](const MoveStore::Chunk &chunk, std::uint64_t first, std::uint64_t last, auto move,
                           auto ahead) {
        std::uint64_t moves = 0;
        for (std::uint64_t b = first; b < last; ++b)
            moves += chunk.degrees[b - first];
        const std::uint32_t *children = chunk.children;
        std::uint64_t i = 0;
        for (std::uint64_t b = first; b < last; ++b) {
            const int degree = chunk.degrees[b - first];
            const bool counted = degree > 0 && isOpen(b);
            for (int m = 0; m < degree; ++m, ++i) {
                if (i + kIndexAhead < moves)
                    ahead(children[i + kIndexAhead]);
                if (counted)
                    move(children[i], b);
            }
        }
    };
    // Each thread counts the parents its chunks give each board in a byte
    // of its own: no locked instruction, whose wait for memory would stop
    // the next ones (an atomic count took 16 s at the fixed taker's level
    // 21). The same chunks go to the same thread in both passes.
    const auto threads = static_cast<std::size_t>(indexThreads());
    std::vector<std::unique_ptr<std::uint8_t[]>> counts(threads);
    for (auto &count : counts) {
        count = largeArray<std::uint8_t>(m_boards);
        std::memset(count.get(), 0, m_boards);
    }
    std::atomic<bool> tooMany{false};
    const bool done = forEachStoredChunk(
        open, round, 0, 2, [&](int t, const MoveStore::Chunk &chunk, std::uint64_t first, std::uint64_t last) {
            std::uint8_t *count = counts[static_cast<std::size_t>(t)].get();
            bool over = false;
            forEachMove(
                chunk, first, last, [&](std::uint32_t child, std::uint64_t) { over |= ++count[child] == 0; },
                [&](std::uint32_t child) { __builtin_prefetch(&count[child], 1); });
            if (over)
                tooMany.store(true, std::memory_order_relaxed);
        });
    if (!done)
        return IndexResult::Stopped;
    // Where each board's parents begin in its group of 64, and where each
    // thread's begin among the board's: the counts become those offsets,
    // which the second pass counts up again as it places the parents.
    index.boards = m_boards;
    const std::uint64_t groups = index.groups();
    index.within = largeArray<std::uint16_t>(m_boards);
    index.groupStart = largeArray<std::uint64_t>(groups + 1);
    runOnThreads(static_cast<int>(threads), [&](int t) {
        const std::uint64_t first = groups * static_cast<std::uint64_t>(t) / threads;
        const std::uint64_t last = groups * static_cast<std::uint64_t>(t + 1) / threads;
        bool over = false;
        for (std::uint64_t g = first; g < last; ++g) {
            int inGroup = 0; // at most 64 * 255
            const std::uint64_t end = std::min(m_boards, (g + 1) << ParentIndex::kGroupShift);
            for (std::uint64_t b = g << ParentIndex::kGroupShift; b < end; ++b) {
                index.within[b] = static_cast<std::uint16_t>(inGroup);
                int before = 0;
                for (auto &count : counts) {
                    const int mine = count[b];
                    count[b] = static_cast<std::uint8_t>(before);
                    before += mine;
                }
                over |= before > 255;
                inGroup += before;
            }
            index.groupStart[g] = static_cast<std::uint64_t>(inGroup); // this group's parents, for now
        }
        if (over)
            tooMany.store(true, std::memory_order_relaxed);
    });
    // More than a byte counts: not seen on 2x6, and the rounds walk the
    // moves as before.
    if (tooMany)
        return IndexResult::NotBuilt;
    std::uint64_t total = 0;
    for (std::uint64_t g = 0; g < groups; ++g)
        total += std::exchange(index.groupStart[g], total);
    index.groupStart[groups] = total;
    if (ParentIndex::bytes(m_boards, total, static_cast<int>(threads)) > budgetLeft)
        return IndexResult::NotBuilt;
    index.parents = largeArray<std::uint32_t>(total);
    const bool filled = forEachStoredChunk(
        open, round, 1, 2, [&](int t, const MoveStore::Chunk &chunk, std::uint64_t first, std::uint64_t last) {
            std::uint8_t *slot = counts[static_cast<std::size_t>(t)].get();
            forEachMove(
                chunk, first, last,
                [&](std::uint32_t child, std::uint64_t parent) {
                    index.parents[index.begin(child) + slot[child]++] = static_cast<std::uint32_t>(parent);
                },
                [&](std::uint32_t child) {
                    __builtin_prefetch(&slot[child], 1);
                    __builtin_prefetch(&index.within[child]);
                });
        });
    return filled ? IndexResult::Built : IndexResult::Stopped;
}

void LevelBuilder::markParents(int round, const ParentIndex &index, const ChangedSets &sets, std::uint64_t *due) const
{
    const std::uint64_t before = (round - 1) & 1;
    const std::uint64_t words = sets.words;
    runOnThreads(m_threads, [&](int t) {
        const std::uint64_t first = words * static_cast<std::uint64_t>(t) / static_cast<std::uint64_t>(m_threads);
        const std::uint64_t last = words * static_cast<std::uint64_t>(t + 1) / static_cast<std::uint64_t>(m_threads);
        for (std::uint64_t w = first; w < last; ++w) {
            for (std::uint64_t bits = sets.fine[2 * w + before].load(std::memory_order_relaxed); bits != 0;
                 bits &= bits - 1) {
                const std::uint64_t e = 64 * w + static_cast<std::uint64_t>(std::countr_zero(bits));
                const std::uint64_t board = e / m_halves;
                // The parents' entries whose quiet moves lead to this half
                // (the other half, for a fixed taker).
                const std::uint64_t half = m_halves - 1 - e % m_halves;
                const std::uint64_t end = index.end(board);
                for (std::uint64_t i = index.begin(board); i < end; ++i) {
                    const std::uint64_t parent = index.parents[i] * m_halves + half;
                    std::atomic_ref(due[parent >> 6]).fetch_or(1ull << (parent & 63), std::memory_order_relaxed);
                }
            }
        }
    });
}

bool LevelBuilder::dueRound(int round, const std::vector<std::uint8_t> &open, const std::uint64_t *due,
                            ChangedSets &sets, RoundStats &stats)
{
    const std::uint64_t now = round & 1;
    std::atomic<std::uint64_t> evaluated{0};
    std::atomic<std::uint64_t> changes{0};
    using Buffer = std::vector<std::uint32_t>;
    const bool done = forEachChunkInTurn<Buffer>([&](Buffer &buffer, std::uint64_t c) {
        const std::uint64_t first = c * kChunk;
        const std::uint64_t last = std::min(m_boards, first + kChunk);
        // A chunk's entries fill whole words of the sets (kChunk is a
        // multiple of 64), the last chunk's up to the end.
        const std::uint64_t end = last * m_halves;
        bool anyDue = false;
        for (std::uint64_t w = first * m_halves / 64; w < (end + 63) / 64 && !anyDue; ++w)
            anyDue = due[w] != 0;
        if (open[c] && anyDue) {
            const MoveStore::Chunk chunk = readChunk(c, buffer);
            if (!chunk.degrees)
                return false;
            const std::uint32_t *children = chunk.children;
            std::uint64_t changedBits = 0;
            std::uint64_t evaluatedHere = 0;
            std::uint64_t changesHere = 0;
            for (std::uint64_t b = first; b < last; ++b) {
                const int degree = chunk.degrees[b - first];
                for (std::uint64_t half = 0; half < m_halves; ++half) {
                    const std::uint64_t e = b * m_halves + half;
                    if (((due[e >> 6] >> (e & 63)) & 1) && !isFinal(e)) {
                        ++evaluatedHere;
                        std::uint32_t settled = 0;
                        if (evaluate(e, children, degree, m_halves - 1 - half, chunk.bestEndings[e - first * m_halves],
                                     settled)) {
                            ++changesHere;
                            changedBits |= 1ull << (e & 63);
                        }
                    }
                    if ((e & 63) == 63 || e + 1 == end) {
                        if (changedBits != 0)
                            sets.fine[2 * (e >> 6) + now].store(changedBits, std::memory_order_relaxed);
                        changedBits = 0;
                    }
                }
                children += degree;
            }
            evaluated += evaluatedHere;
            changes += changesHere;
        }
        progress(BuildPhase::Solving, std::min(m_entries, (c + 1) * kChunk * m_halves), round, solvingShare(round));
        return true;
    });
    if (!done)
        return false;
    stats.evaluated = evaluated;
    stats.changes = changes;
    stats.fromParents = true;
    return true;
}

bool LevelBuilder::solve(LevelStats &stats)
{
    // Round 1 evaluates every entry with a quiet move; each later round walks
    // the stored children and re-evaluates the entries with a child that
    // changed since the round before began: testing a bit of a bitset, a
    // quarter of a byte an entry, while most entries change, is cheaper than
    // holding the parents, 4 bytes a move. Once a round changes few entries
    // (most rounds of a level without exact bounds), the parents of the
    // moves still stored are indexed, if they fit the memory budget, and the
    // rounds after evaluate the parents of the entries that changed.
    // An entry whose bounds meet is final (lower only rises, upper only
    // falls, and the fixed point lies between them) and is passed over, and
    // so is one with no move still needed.
    ChangedSets sets(m_entries);
    // Chunks of boards whose entries can no longer change need no more reading.
    std::vector<std::uint8_t> open(m_chunks, 1);
    std::atomic<std::uint64_t> movesStored{0};
    std::atomic<std::uint64_t> movesDropped{0};
    ParentIndex parents;
    std::unique_ptr<std::uint64_t[]> due; // the entries a round from the parents evaluates
    bool indexTried = false;              // once a level
    int round = 0;
    for (;;) {
        ++round;
        const Clock::time_point roundStart = Clock::now();
        sets.startRound(round);
        if (parents.parents) {
            std::fill_n(due.get(), sets.words, 0);
            markParents(round, parents, sets, due.get());
            RoundStats fromParents;
            if (!dueRound(round, open, due.get(), sets, fromParents))
                return false;
            fromParents.seconds = secondsSince(roundStart);
            stats.roundStats.push_back(fromParents);
            if (fromParents.changes == 0)
                break;
            continue;
        }
        std::atomic<std::uint64_t> evaluated{0};
        std::atomic<std::uint64_t> changes{0};
        std::atomic<std::uint64_t> movesLeft{0}; // in the chunks still open
        struct Buffers {
            std::vector<std::uint32_t> children;
            std::vector<std::uint16_t> unneeded = std::vector<std::uint16_t>(kChunk);
        };
        const bool done = forEachChunkInTurn<Buffers>([&](Buffers &buffers, std::uint64_t u) {
            // A scratch file is read backwards every other round: what the
            // round before read last is still in the page cache.
            const std::uint64_t c = m_store.spilled() && round % 2 == 0 ? m_chunks - 1 - u : u;
            if (!open[c])
                return true;
            const std::uint64_t first = c * kChunk;
            const std::uint64_t last = std::min(m_boards, first + kChunk);
            MoveStore::Chunk chunk = readChunk(c, buffers.children);
            if (!chunk.degrees)
                return false;
            Sweep result(buffers.unneeded);
            if (m_halves == 2)
                sweep<2>(chunk, first, last, round, sets, result);
            else
                sweep<1>(chunk, first, last, round, sets, result);
            if (round == 1)
                movesStored += result.moves; // every chunk is open in the first round
            // A chunk still open is written again (in place in memory,
            // appended to the scratch file) when that saves at least an
            // eighth of its moves: every later round reads the rest, and a
            // rewrite costs about a round's read of the chunk.
            if (result.anyOpen && 8 * result.movesLeft <= 7 * result.moves) {
                dropUnneeded(chunk, last - first, result);
                if (std::string why = m_store.shrink(c, chunk, result.movesLeft); !why.empty()) {
                    fail(why);
                    return false;
                }
                movesDropped += result.moves - result.movesLeft;
            }
            // Bounds that met stay met, and an entry with no move still
            // needed cannot change: a chunk of such entries when this round
            // came to them is done with for good.
            if (!result.anyOpen)
                open[c] = 0;
            evaluated += result.evaluated;
            changes += result.changes;
            movesLeft += result.movesLeft;
            progress(BuildPhase::Solving, std::min(m_entries, (u + 1) * kChunk * m_halves), round, solvingShare(round));
            return true;
        });
        if (!done)
            return false;
        stats.roundStats.push_back({evaluated, changes, secondsSince(roundStart), false});
        if (changes == 0)
            break;
        if (!indexTried && changes * kFewChanges <= m_entries && m_boards >= m_options.parentIndexBoards) {
            indexTried = true;
            const Clock::time_point indexStart = Clock::now();
            // What the level holds now: the bounds, the changed sets, the
            // moves in memory, the due set.
            const std::uint64_t budget = budgetOrDefault(m_options.memoryBudget);
            const std::uint64_t held =
                2 * m_entries + 16 * (sets.words + sets.summaryWords) + m_store.memoryBytes() + 8 * sets.words;
            // Only when the moves left promise to fit.
            if (held < budget && ParentIndex::bytes(m_boards, movesLeft, indexThreads()) <= budget - held) {
                IndexResult indexed = IndexResult::NotBuilt;
                try {
                    indexed = indexParents(open, budget - held, round + 1, parents);
                    if (indexed == IndexResult::Built)
                        due = largeArray<std::uint64_t>(sets.words);
                } catch (const std::bad_alloc &) {
                    // The rounds can walk the moves without it.
                    indexed = IndexResult::NotBuilt;
                }
                switch (indexed) {
                case IndexResult::Built:
                    stats.parentIndex = {
                        round + 1, parents.groupStart[parents.groups()],
                        ParentIndex::bytes(m_boards, parents.groupStart[parents.groups()], indexThreads()),
                        secondsSince(indexStart)};
                    break;
                case IndexResult::NotBuilt: parents = ParentIndex(); break;
                case IndexResult::Stopped: return false;
                }
            }
        }
    }
    stats.quietMoves = movesStored;
    stats.quietMovesLeft = movesStored - movesDropped;
    return true;
}

bool LevelBuilder::build(LevelStats &stats, std::string &failure)
{
    progress(BuildPhase::Moves, 0, 0, 0, true);
    const bool generated = generateMoves();
    // The captures' levels are read only while the moves are generated:
    // unmapped now, solving has their memory.
    for (std::size_t j = 0; j < m_lower.size(); ++j) {
        if (m_lower[j].changed() && m_failure.empty())
            fail("the table for " + std::to_string(j + 1) + " seeds changed on disk while the one for " +
                 std::to_string(m_k) + " seeds was built from it");
        m_lower[j] = Table();
    }
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
    // The file's size now: its dropped moves are appended and punched out
    // while solving.
    stats.scratchBytes = m_store.fileBytes();
    if (m_store.spilled()) {
        m_bounds = largeArray<std::uint8_t>(2 * m_entries);
        if (std::string why = m_store.getBounds(m_bounds.get()); !why.empty()) {
            failure = why;
            return false;
        }
    }
    progress(BuildPhase::Solving, 0, 1, 0.4, true);
    const bool solved = solve(stats);
    if (!m_failure.empty()) {
        failure = m_failure;
        return false;
    }
    if (!solved)
        return false;
    stats.entries = m_entries;

    stats.exact = 0;
    stats.withinRemainder = 0;
    for (std::uint64_t e = 0; e < m_entries; ++e) {
        const int gap = bounds(e)[1] - bounds(e)[0];
        stats.exact += gap == 0;
        stats.withinRemainder += gap <= m_k % kSeedsPerHole;
    }
    return true;
}

std::string LevelBuilder::write(const std::string &path) const
{
    return detail::writeTable(path, m_rules, m_n, m_k,
                              [this](std::uint64_t first, std::uint64_t count, std::uint8_t *out) {
                                  // File entry f is board f % boards of half f / boards.
                                  for (std::uint64_t f = first; f < first + count; ++f, out += 2) {
                                      const std::uint8_t *b = bounds((f % m_boards) * m_halves + f / m_boards);
                                      out[0] = b[0];
                                      out[1] = b[1];
                                  }
                              });
}

} // namespace

std::string buildProblem(const BuildOptions &options)
{
    if (!isValidHolesPerRow(options.holesPerRow))
        return "the board must have 3 to 12 holes a row";
    if (options.maxSeeds < 1 || options.maxSeeds > maxTableSeeds(options.holesPerRow))
        return "the tables of 2x" + std::to_string(options.holesPerRow) + " hold 1 to " +
               std::to_string(maxTableSeeds(options.holesPerRow)) +
               " seeds: a level of more seeds has more boards than they can number";
    if (options.directory.empty())
        return "no directory given for the tables";
    return {};
}

BuildReport buildTables(const BuildOptions &options)
{
    if (options.idlePriority) {
        BuildOptions own = options;
        own.idlePriority = false;
        BuildReport report;
        std::exception_ptr thrown; // reaches the caller as if thrown there
        // The builder's helpers are made by this thread and inherit its
        // priority (threads inherit the scheduling policy and nice value).
        std::thread idle([&] {
            detail::lowerThisThreadToIdle();
            try {
                report = buildTables(own);
            } catch (...) {
                thrown = std::current_exception();
            }
        });
        idle.join();
        if (thrown)
            std::rethrow_exception(thrown);
        return report;
    }
    const auto start = Clock::now();
    BuildReport report;
    auto fail = [&](std::string message) {
        report.status = BuildStatus::Failed;
        report.message = std::move(message);
        report.seconds = secondsSince(start);
        return report;
    };
    if (std::string problem = buildProblem(options); !problem.empty())
        return fail(std::move(problem));
    std::error_code error;
    std::filesystem::create_directories(options.directory, error);
    if (error || !std::filesystem::is_directory(options.directory))
        return fail("cannot create the directory " + options.directory +
                    (error ? ": " + error.message() : std::string(": not a directory")));
    const detail::FolderLock lock(options.directory);
    if (!lock.failure().empty())
        return fail(lock.failure());

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
            if (table.changed())
                return fail("the table " + path + " changed on disk while it was read");
        } else {
            // A file that could not be read (no descriptor or memory left,
            // no permission) or that changed while it was checked may be
            // sound: rebuilding it could take hours for nothing.
            if (found == LoadError::Unreadable || found == LoadError::Changed)
                return fail("the table " + path + " is " + describe(found));
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
                    failure = lock.stillHeld() ? builder.write(path)
                                               : "the lock file in " + options.directory +
                                                     " was removed or replaced: another build may be writing there";
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

} // namespace hoyito::tables
