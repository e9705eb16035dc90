#pragma once

// The computer player: an iterative-deepening principal-variation search
// (negamax with alpha-beta) over playTurn, with a transposition table on
// hashOf(position) and move ordering: the table move is played and searched
// before the other moves are even generated, then captures (biggest first),
// killers, history and the evaluation of the position each quiet move leads
// to. The static evaluation of evaluation.h scores the horizon.
//
// The extra turn: after a capture in Hoyito II and III the same side moves
// again, so a child's value is negated only when the side to move changes.
// A ply is a turn, extra turns included.
//
// Scores are the side to move's final score minus the opponent's, in
// hundredths of a seed (kSeedValue), the seeds already captured included.
// Table entries store the gain still to come (the value minus the captured
// difference), since the hash does not cover the scores. A score is exact
// when every line was followed to its end (docs/RULES.md 6.1 and 6.3); such table
// entries are valid at any depth, so small endgames are solved and the search
// stops deepening. Inside the search rule 6.2 is simplified: the 200-turn
// limit is ignored, and a position that comes back on the searched line
// (since the last capture) ends that line as rule 6.2 would end the game,
// each player taking the seeds of their row. The game's history before the
// root is not known to the search.
//
// Endless sowings (docs/RULES.md 5) cost up to milliseconds to detect, so the
// holes found endless are remembered per position, in the table entry and in
// a small cache that outlives table replacement.
//
// Limits: depth, nodes, time and a stop flag. A node is a turn played by the
// search; the stop flag is read every 256 nodes and the clock every 1024
// (well under a millisecond at millions of nodes per second). A time limit
// is used in full but for a margin of 1/50 (at most 20 ms): iterations go
// on until the deadline, and a better root move found with a full window in
// an unfinished iteration is played. Without a time
// limit the search is deterministic: the same position, limits and seed give
// the same move, score and node count on every machine (levels 4 to 6 carry
// a time cap for slow machines; levelTimeCap = false drops it).
//
// A Searcher keeps its transposition table between searches (clear() or a
// change of rules empties it); it is not thread-safe: one search at a time.
// Typical use from a worker thread:
//
//     hoyito::Searcher searcher;
//     std::atomic_bool stop{false};
//     const hoyito::SearchResult r = searcher.search(pos, {.level = 4, .seed = 7}, &stop);
//     // r.best is legal for pos (a pass if it is the only move)

#include "hoyito/bench.h"
#include "hoyito/evaluation.h"
#include "hoyito/movegen.h"
#include "hoyito/players.h"
#include "hoyito/position.h"
#include "hoyito/tables.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace hoyito {

constexpr int kMinLevel = 1; // "Beginner": shallow, noisy, makes real mistakes
constexpr int kMaxLevel = 6; // "Master": the strongest in about 2 s a move

// What the search may spend. Zero means "no limit" for depth, nodes and
// timeMs. With no limit at all the search runs until it has solved the
// position or reaches kMaxSearchDepth (give a stop flag!).
struct SearchLimits {
    int depth = 0;            // plies (turns, extra turns included)
    std::uint64_t nodes = 0;  // turns played by the search
    std::int64_t timeMs = 0;  // wall-clock milliseconds
    int level = 0;            // 1..6: play at that level (its own budget and mistakes); 0: full strength
    bool levelTimeCap = true; // false: a level keeps only its node budget (reproducible matches)
    std::uint64_t seed = 0;   // the random choices of the weak levels
    // Not 0: only the root moves from these holes are searched (the others
    // as if illegal), for analysing one move with a full window. A root
    // whose only move is a pass, or a mask with no legal hole, is searched
    // in full.
    HoleMask rootHoles = 0;
};

struct SearchResult {
    Move best = Move::pass();
    int score = 0;        // hundredths of a seed, the mover's final-score advantage
    bool exact = false;   // score proven to the end of the game (within the simplified 6.2)
    std::vector<Move> pv; // principal variation, starting with the searched best move
    int depth = 0;        // last fully searched depth
    std::uint64_t nodes = 0;
    std::int64_t timeMs = 0;
    bool stopped = false; // the stop flag, the time or the node limit cut the search
    // The root's bounds (seeds the mover can still win from the board) when
    // it is in the tables and this search used them (see levelUsesTables).
    std::optional<tables::Bounds> rootBounds;
};

// The budget and the mistakes of one level.
struct LevelSettings {
    int depth = 0;           // 0: none
    std::uint64_t nodes = 0; // 0: none
    std::int64_t timeMs = 0; // a cap for slow machines; 0: none
    int noise = 0;           // hundredths of a seed of random noise added to each root move's score
    int blunderPercent = 0;  // chance of playing a random legal move instead
};
LevelSettings levelSettings(int level);

// Whether a search at `level` (SearchLimits::level) probes the endgame
// tables: only Master (6) and full strength (0, the hint) play perfect
// endgames; levels 1 to 5 never look at the tables, so their strength does
// not depend on which tables are installed.
bool levelUsesTables(int level);

constexpr int kMaxSearchDepth = 100;

class Searcher {
public:
    // tableMegabytes: the transposition table size (rounded down to a power of two).
    explicit Searcher(int tableMegabytes = 16);
    ~Searcher();
    Searcher(const Searcher &) = delete;
    Searcher &operator=(const Searcher &) = delete;

    // Searches `pos` (not over) for its side to move. `stop` may be null; when
    // it becomes true the search returns within a few milliseconds with the
    // best move found so far. best is always a legal move.
    SearchResult search(const Position &pos, const SearchLimits &limits, const std::atomic_bool *stop = nullptr);

    // Forgets the transposition table, killers and history.
    void clear();
    // Forgets everything, as a new Searcher would: the searches after it
    // give what they give a new Searcher, whatever came before (after
    // clear() only the same sequence of searches does: the table is wiped
    // for real every few hundred searches). A write of the whole table,
    // about a millisecond for 16 MB.
    void reset();

    void setWeights(const EvalWeights &weights);
    const EvalWeights &weights() const;

    // Endgame tables probed at every node with few enough seeds (null: none),
    // by the levels that use them. An exact entry is the node's value, other
    // bounds limit it; at a root exact in the tables only moves whose bounds
    // equal the root's are played. A change empties the transposition table.
    void setTables(std::shared_ptr<const tables::TableSet> tables);

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

// The search benchmark: fixed positions searched to a fixed depth with a
// fresh table, so the node count and its signature are the same on every
// machine (speed is measured by the caller).
constexpr int kSearchBenchDepth = 13;

struct SearchBenchLine {
    Position position;
    SearchResult result;
};

struct SearchBenchStats {
    std::uint64_t nodes = 0;
    std::uint64_t signature = 0; // depends on every line's node count, move and score
    std::vector<SearchBenchLine> lines;
};

SearchBenchStats searchBench(int depth = kSearchBenchDepth);

} // namespace hoyito
