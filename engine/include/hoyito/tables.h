#pragma once

// Endgame tables: for every 2xN board with k seeds on it and South to move,
// two history-free bounds on the seeds the mover can still win from the
// board. Rule 6.2 lets both players avoid captures for ever in most
// endgames, so a table cannot hold "the value" as if history did not
// matter; it holds the least and the greatest solutions of the same
// equations instead:
//
//   lower: what the mover can force if endless play gave the mover nothing,
//   upper: what the mover can force if endless play gave the mover everything.
//
// Any ending by rule 6.2 pays each player between 0 and k, so the value of
// a game started at the position (history empty) lies between the two, and
// where they meet it is exact however repetitions are scored.
//
// The equations, for a position with k seeds and a legal move m:
//   - m ends the game (the last four, an empty board): exact;
//   - m captures c seeds and the mover plays again: c + the bounds of the
//     child at k - c seeds (tables of lower levels);
//   - m captures nothing: k minus the opponent's opposite bound of the child
//     (lower uses the child's upper and upper its lower);
//   - the mover must pass: like a quiet move, unless the opponent cannot move
//     either, which ends the game with each taking their own row (rule 6.3).
// The bounds are the best over the moves. Levels are built from 1 seed up;
// level k needs only the lower levels and itself.
//
// Positions are ranked by stars and bars with the mover normalised to South
// (a North-to-move board is turned round by N holes). Hoyito III with the
// last four to a fixed side keeps two entries a board: the taker is the
// mover, or the opponent.

#include "hoyito/position.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace hoyito::tables {

// The rule sets whose values differ.
enum class TableRules : std::uint8_t {
    HoyitoII = 1,
    HoyitoIIICapturer = 2, // the last four to the player who captured the penultimate four
    HoyitoIIIFixed = 3,    // the last four to a fixed side
};

// The table rules a position is played under; nothing for Hoyito I,
// closed holes, or a Hoyito II game with a fixed last-four taker.
std::optional<TableRules> tableRulesOf(const Position &pos);
std::string tableRulesName(TableRules rules); // "II", "III-capturer", "III-fixed"

struct Bounds {
    int lower = 0;
    int upper = 0;
    bool exact() const { return lower == upper; }
    friend bool operator==(const Bounds &, const Bounds &) = default;
};

// Boards with exactly `seeds` seeds on 2 x holesPerRow holes (saturating
// at the largest std::uint64_t).
std::uint64_t boardCount(int holesPerRow, int seeds);
// The most seeds a table of this board can hold: the builder numbers a
// level's boards in 32 bits (31 seeds on 2x6, 13 on 2x12).
int maxTableSeeds(int holesPerRow);
// Entries of one table: boards, twice for a fixed last-four taker.
std::uint64_t entryCount(TableRules rules, int holesPerRow, int seeds);
// The file of one table, and its size in bytes.
std::string tableFileName(TableRules rules, int holesPerRow, int seeds);
std::uint64_t tableFileSize(TableRules rules, int holesPerRow, int seeds);

// Stars-and-bars rank of a board holding `seeds` seeds, in [0, boardCount).
// The board is read as given (no turning round).
std::uint64_t boardRank(const std::uint8_t *board, int holesPerRow, int seeds);
void boardUnrank(std::uint64_t rank, int holesPerRow, int seeds, std::uint8_t *board);

enum class LoadError : std::uint8_t {
    None,
    Missing,    // no such file
    Unreadable, // it cannot be opened or mapped
    NotAFile,   // a folder, a named pipe, a device: anything but a regular file
    Truncated,  // shorter (or longer) than its header says
    NotATable,  // wrong magic
    Version,    // another format version
    WrongTable, // a table for other rules, board or level than asked
    Checksum,   // the contents do not match the checksum
    BadEntry,   // an entry out of range (lower > upper or above the level)
    Changed,    // the file was changed on disk after it was loaded
};
std::string describe(LoadError error);

namespace detail {
class TableMemory;
}

// One loaded table. Its file is held so that a change on disk is never
// read unseen (see src/tables/table_memory.h): read an entry, then ask
// changed(); once it is true the entries read may be anything.
class Table {
public:
    Table();
    Table(const Table &) = delete;
    Table &operator=(const Table &) = delete;
    Table(Table &&other) noexcept;
    Table &operator=(Table &&other) noexcept;
    ~Table();

    // Opens and checks a table file: header, size, checksum and every entry.
    static LoadError load(const std::string &path, TableRules rules, int holesPerRow, int seeds, Table &out);

    bool isLoaded() const { return m_entries != nullptr; }
    std::uint64_t size() const { return m_count; }
    Bounds at(std::uint64_t entry) const { return {m_entries[2 * entry], m_entries[2 * entry + 1]}; }
    // Whether the file changed on disk since it was loaded. Asked after the
    // entries are read: the fence keeps those reads before the flag's, so
    // "not changed" means they were the checked bytes.
    bool changed() const
    {
        std::atomic_thread_fence(std::memory_order_acquire);
        return m_changed && m_changed->load(std::memory_order_relaxed);
    }
    // Starts loading an entry into the cache (a probe is mostly a cache miss).
    void prefetch(std::uint64_t entry) const { __builtin_prefetch(m_entries + 2 * entry); }
    // How the file is held (see src/tables/table_memory.h); null when
    // nothing is loaded.
    const detail::TableMemory *memory() const { return m_memory.get(); }

private:
    const std::uint8_t *m_entries = nullptr; // lower, upper for each entry
    std::uint64_t m_count = 0;
    const std::atomic<bool> *m_changed = nullptr;
    std::unique_ptr<detail::TableMemory> m_memory;
};

// Where a table entry of a South-to-move board is: its rank and, for a fixed
// taker, whether the taker is the mover.
std::uint64_t entryIndex(TableRules rules, std::uint64_t rank, std::uint64_t boards, bool takerIsMover);

// The tables of one rule set and board, levels 1 .. maxSeeds().
class Tables {
public:
    struct LevelProblem {
        int seeds = 0;
        LoadError error = LoadError::None;
    };

    // Loads every level from 1 up to maxTableSeeds(holesPerRow) that is in
    // `directory` and sound, and stops at the first missing one; a level
    // that is there but unsound is reported in `problem` (and not used).
    // `cancel`, when set, stops it before the next level: the levels loaded
    // so far are returned.
    static Tables open(const std::string &directory, TableRules rules, int holesPerRow, LevelProblem *problem = nullptr,
                       const std::atomic<bool> *cancel = nullptr);

    TableRules rules() const { return m_rules; }
    int holesPerRow() const { return m_holesPerRow; }
    int maxSeeds() const { return static_cast<int>(m_levels.size()); }

    // The bounds of a position (the seeds its mover can still win from the
    // board), or nothing when the position is not in the tables: other rules
    // or board, closed holes, more seeds than built, the game is over, or
    // the level's file changed on disk since it was loaded.
    std::optional<Bounds> probe(const Position &pos) const;
    // Starts loading the entry probe(pos) will read, for a position of these
    // rules and board with 1 to maxSeeds() seeds on the board.
    void prefetch(const Position &pos, int seedsOnBoard) const;

    const Table &level(int seeds) const { return m_levels[seeds - 1]; }
    // Whether a level's file changed on disk since it was loaded (that
    // level now answers nothing; open the tables again to use the file).
    bool changedOnDisk() const;

private:
    std::uint64_t entryOf(const Position &pos, int seedsOnBoard) const;

    TableRules m_rules = TableRules::HoyitoII;
    int m_holesPerRow = 6;
    std::vector<Table> m_levels;
};

// Every table found in one directory: each rule set (II, III-capturer,
// III-fixed) on 2x6 and 2x12, levels 1 up to the first missing or unsound
// one. A missing, empty or unreadable directory gives an empty set. Immutable
// once opened, so one set may be shared by searches on several threads.
class TableSet {
public:
    // `cancel`, when set, stops it before the next level (each is checked
    // whole: seconds on the largest), with what was loaded so far.
    static std::shared_ptr<const TableSet> open(const std::string &directory,
                                                const std::atomic<bool> *cancel = nullptr);

    // The bounds of a position (the seeds its mover can still win from the
    // board), or nothing when it is not covered (see Tables::probe).
    std::optional<Bounds> probe(const Position &pos) const;
    const Tables *tablesFor(TableRules rules, int holesPerRow) const; // null if none
    int maxSeeds(TableRules rules, int holesPerRow) const;            // 0 if none
    bool empty() const;
    // Whether any table's file changed on disk since it was loaded (see
    // Tables::changedOnDisk): cheap, one flag a level.
    bool changedOnDisk() const;

private:
    static constexpr int kRuleSets = 3;
    static constexpr int kBoards = 2; // 2x6 and 2x12
    static int slot(TableRules rules, int holesPerRow);

    std::array<Tables, kRuleSets * kBoards> m_tables;
};

// The bounds of the mover's seeds from the board (those on it now) when
// `move`, a legal move of pos, is played: exact when it ends the game, the
// seeds captured plus the child's bounds when the mover plays again, k minus
// the child's opposite bounds otherwise. Nothing when the child is not in
// the tables.
std::optional<Bounds> moveBounds(const Tables &tables, const Position &pos, Move move);
// The same for a move already played: `child` is pos after it.
std::optional<Bounds> childBounds(const Tables &tables, const Position &pos, const Position &child);

// Rules of the positions a table covers (mover South; for a fixed taker,
// the taker as given).
Rules rulesFor(TableRules rules, int holesPerRow, bool takerIsMover = true);

enum class BuildPhase : std::uint8_t { Loading, Moves, Solving, Writing };

// Progress of a build: reported from a build thread, at most every
// `progressInterval` and at each change of level or phase.
struct BuildProgress {
    int seeds = 0;    // the level being built
    int maxSeeds = 0; // the last level
    BuildPhase phase = BuildPhase::Moves;
    std::uint64_t done = 0;  // moves: entries expanded; solving: how far this round has got
    std::uint64_t total = 0; // positions of this level
    int round = 0;           // solving: the worklist round
    // Solving: the parents of the boards still open are being indexed
    // before `round` (see LevelStats::parentIndex); `done` goes through the
    // level's positions once for the index.
    bool indexingParents = false;
    // Share of the whole build's work done, by positions (0..1).
    double fraction = 0;
};

// One solving round of a level: how many entries it evaluated, how many of
// those changed, and its time. The last round changes nothing.
struct RoundStats {
    std::uint64_t evaluated = 0;
    std::uint64_t changes = 0;
    double seconds = 0;
    // Found the entries to evaluate as the parents of those that changed in
    // the round before, not by walking every stored move (the late rounds,
    // once few entries change, where the parents fit in memory).
    bool fromParents = false;
};

// The index of the boards' parents a level's late rounds used, if any.
struct ParentIndexStats {
    int beforeRound = 0; // the first round that used it; 0 when none was built
    std::uint64_t parents = 0;
    std::uint64_t bytes = 0; // the memory it took while built (its counts included)
    double seconds = 0;      // to build it
};

struct LevelStats {
    int seeds = 0;
    std::uint64_t entries = 0;
    std::uint64_t exact = 0; // entries whose bounds meet
    // Entries whose bounds differ by at most seeds % 4: captures take fours,
    // so that many seeds can never be captured, and where nothing else is
    // open the gap is only who keeps them.
    std::uint64_t withinRemainder = 0;
    std::vector<RoundStats> roundStats; // one a solving round, in order
    ParentIndexStats parentIndex;
    int rounds() const { return static_cast<int>(roundStats.size()); }
    // Entries evaluated in all the rounds (the first evaluates every entry
    // with a quiet move).
    std::uint64_t evaluations() const
    {
        std::uint64_t sum = 0;
        for (const RoundStats &round : roundStats)
            sum += round.evaluated;
        return sum;
    }
    // The level's quiet moves (passes included) as generated, and those
    // still stored when it was solved: a move that can no longer change its
    // entry's bounds is dropped while solving (a chunk whose entries can no
    // longer change keeps its moves, unread).
    std::uint64_t quietMoves = 0;
    std::uint64_t quietMovesLeft = 0;
    std::uint64_t scratchBytes = 0; // the quiet moves spilled to a scratch file; 0 when kept in memory
    double seconds = 0;
    bool loaded = false;                  // found finished and sound, not rebuilt
    LoadError replaced = LoadError::None; // an unsound file that was rebuilt
};

struct BuildOptions {
    TableRules rules = TableRules::HoyitoII;
    int holesPerRow = 6;
    int maxSeeds = 12;
    std::string directory;
    int threads = 2;
    // Polled between chunks of work (16,384 entries of a level's moves or of
    // a solving round): a cancel takes effect within a fraction of a second,
    // except while a level's file is written and checked (a few seconds on
    // the largest levels).
    const std::atomic<bool> *cancel = nullptr;
    // Called from a build thread (under a lock, one call at a time).
    std::function<void(const BuildProgress &)> progress;
    double progressInterval = 0.2; // seconds
    // The memory a level may take before its quiet moves (most of it) go to
    // a scratch file in `directory`, read through once a solving round;
    // 0 for defaultMemoryBudget().
    std::uint64_t memoryBudget = 0;
    // The least boards a level needs for its late rounds to evaluate the
    // parents of the entries that changed (see LevelStats::parentIndex)
    // rather than walk every move: a smaller level's rounds take a fraction
    // of a second either way (2x6 from 17 seeds on, 2x12 from 9).
    std::uint64_t parentIndexBoards = std::uint64_t(1) << 24;
    // The build runs on threads of its own at the lowest priority the
    // system has (Linux SCHED_IDLE, else the highest nice value), so that a
    // game's computer player and its window take the processor first; the
    // calling thread keeps its priority (it only waits). A priority once
    // lowered cannot always be raised again, hence threads of its own.
    bool idlePriority = false;
};

// Half this computer's memory, at most 8 GB.
std::uint64_t defaultMemoryBudget();

enum class BuildStatus : std::uint8_t { Finished, Cancelled, Failed };

struct BuildReport {
    BuildStatus status = BuildStatus::Finished;
    std::string message; // why it failed
    std::vector<LevelStats> levels;
    double seconds = 0;
};

// What a build of every level up to maxSeeds needs, for showing before it
// starts: the table files' size, the entries to solve and the builder's peak
// memory (for the level that needs most: 2 bytes an entry, and unless they
// go to the scratch file its moves: a byte an entry for its best ending, a
// board's quiet moves at 4 bytes each and a byte for their number; and the
// lower levels its captures read; on 2x6 about 17 bytes a board in memory,
// estimated a little above what was measured), and the largest scratch
// file.
// Levels above maxTableSeeds(holesPerRow) are left out: buildTables refuses
// them.
struct BuildEstimate {
    std::uint64_t entries = 0;
    std::uint64_t fileBytes = 0;
    std::uint64_t peakMemoryBytes = 0;
    std::uint64_t scratchBytes = 0;
};
BuildEstimate estimateBuild(TableRules rules, int holesPerRow, int maxSeeds, std::uint64_t memoryBudget = 0);

// Why buildTables refuses these options before it starts (the board, the
// number of seeds, no directory), or an empty string.
std::string buildProblem(const BuildOptions &options);

// Builds every level up to options.maxSeeds that is not already finished in
// options.directory (a sound file is kept, an unsound one rebuilt). Each level
// is written atomically (a temporary name, fsync, rename), so a cancel or a
// crash loses at most the level under way and the next build resumes there.
// One build writes a directory at a time: a second one fails at once,
// saying so (a lock on the file .hoyito-build.lock in it).
BuildReport buildTables(const BuildOptions &options);

} // namespace hoyito::tables
