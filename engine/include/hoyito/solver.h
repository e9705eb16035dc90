#pragma once

// Proving the value of a game under docs/RULES.md, history included: how many of
// the seeds on the board the side to move wins with perfect play from a
// position where the game starts (no earlier positions).
//
// Two searches, each answering yes-or-no questions "can this player make
// sure of at least t more seeds?":
//
//   - ProofSearch, a depth-first proof-number search (df-pn, with the 1 + e
//     thresholds) for the history-free games of the endgame tables: a
//     position that comes back counts as a failure for the player who must
//     prove (the prover). A strategy that never lets a position come a
//     third time and always reaches a capture within 200 turns is a
//     strategy of the real game too, so each Yes bounds the game's value,
//     whatever the history. The endgame tables answer the same games
//     exactly once few enough seeds are left. Every Yes is checked before
//     it counts: the proof is replayed with playTurn from the proving moves
//     the search kept, every reply of the opponent followed, every position
//     compared exactly (not by hash), and the proof must have no cycle and
//     no run of 200 turns without a capture.
//   - HistorySearch, an exhaustive search with the game's history (the
//     third occurrence of a position, 200 turns without a capture): exact,
//     for what the first leaves open, on positions small enough.
//
// solve() asks both, narrowing the bounds from both ends.

#include "hoyito/position.h"
#include "hoyito/tables.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace hoyito::solver {

using Clock = std::chrono::steady_clock;

enum class Answer : std::uint8_t { Yes, No, Unknown };

// When a question must stop with Unknown (all optional).
struct ProofLimits {
    Clock::time_point deadline = Clock::time_point::max();
    std::uint64_t nodes = 0; // positions for one question; 0: no limit
    const std::atomic<bool> *stop = nullptr;

    // The deadline has passed or the stop flag is set.
    bool expired() const { return (stop && stop->load(std::memory_order_relaxed)) || Clock::now() >= deadline; }
    // Whether a question that has taken `spent` positions must stop: the
    // node limit, or the clock and the flag, looked at every 1,024 positions.
    bool reached(std::uint64_t spent) const
    {
        return (nodes != 0 && spent >= nodes) || ((spent & 1023) == 0 && expired());
    }
};

// What the last question of a ProofSearch cost, and its proof.
struct ProofStats {
    std::uint64_t nodes = 0;      // positions expanded
    std::uint64_t proofNodes = 0; // positions of the checked proof (a Yes)
    int proofTurns = 0;           // the proof's longest line, in turns
};

// A checked proof as a graph, for a certificate that anyone can check with
// the rules alone (docs/TABLES.md, "Certificates"): each position once, the
// prover's move at its positions, every reply at the opponent's.
struct ProofNode {
    Position pos;             // not over; previousTurnPassed as reached
    std::optional<Move> move; // the prover's move at its positions, none at the opponent's
};

// A leaf that the endgame tables settle, with the bounds they gave.
struct ProofTableLeaf {
    Position pos;
    tables::Bounds bounds;
};

struct Proof {
    Player prover = Player::South;
    int target = 0;               // seeds of the root's board the prover makes sure of
    std::vector<ProofNode> nodes; // the root first; leaves settled by the rules are not listed
    std::vector<ProofTableLeaf> tableLeaves;
};

class ProofSearch {
public:
    // `tables` (may be null) must have the rules and board of the positions
    // asked about. The transposition table takes about `megabytes`.
    explicit ProofSearch(const tables::Tables *tables, int megabytes = 512);
    ~ProofSearch();
    ProofSearch(const ProofSearch &) = delete;
    ProofSearch &operator=(const ProofSearch &) = delete;

    // Can `prover` make sure of at least `target` more seeds from pos's
    // board (its captures from here on, and its row if the game ends by
    // rule 6.3), if a position coming back were a loss for it? Yes: proven
    // and checked, so in a game starting at pos the prover wins at least
    // `target` of the seeds on the board (the tables' one caveat aside: a
    // forcing line of theirs longer than 200 quiet turns). No: the prover
    // cannot force it without a position coming back (or the search, which
    // reuses what it learnt in other lines, missed it). pos must not be over.
    // Give it limits: a search without any may not end.
    Answer forces(const Position &pos, Player prover, int target, const ProofLimits &limits = {});

    const ProofStats &lastStats() const;
    std::uint64_t totalNodes() const;

    // Whether a Yes keeps its checked proof (lastProof()); off by default,
    // as it copies every position of the proof.
    void setKeepProofs(bool keep);
    // The proof of the last Yes when kept, else empty.
    const Proof &lastProof() const;

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

class HistorySearch {
public:
    // With `proofs` (may be null; the same tables), a position just after a
    // capture, where the history starts anew, is first put to the proof
    // search, and searched with the history only where the proofs leave
    // the question open.
    explicit HistorySearch(const tables::Tables *tables, ProofSearch *proofs = nullptr);
    ~HistorySearch();
    HistorySearch(const HistorySearch &) = delete;
    HistorySearch &operator=(const HistorySearch &) = delete;

    // Does the mover of pos win at least `target` of the seeds on the board
    // in a game that starts at pos? Exact under docs/RULES.md (Unknown when the
    // limits stop it), the tables' caveat aside. Hoyito II and III only (it
    // relies on the extra turn after a capture): Unknown for Hoyito I.
    // `known` are bounds already proven for pos.
    Answer atLeast(const Position &pos, int target, tables::Bounds known, const ProofLimits &limits = {});

    std::uint64_t totalNodes() const;

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

// What proved a step of solve().
enum class SolveSource : std::uint8_t {
    Start,   // nothing yet: the bounds are 0 and all the seeds on the board
    Tables,  // the root's own entry in the tables
    Proof,   // a checked ProofSearch proof
    History, // HistorySearch
};

// The bounds at the start and at each narrowing.
struct SolveStep {
    tables::Bounds bounds;
    std::uint64_t nodes = 0; // positions searched so far, by both searches
    double seconds = 0;
    SolveSource how = SolveSource::Start;
    std::uint64_t proofNodes = 0; // a proof's positions and longest line
    int proofTurns = 0;
};

// One question asked and its answer: does the mover win at least (or at
// most) `seeds` of the seeds on the board?
struct SolveQuestion {
    bool atLeast = true;
    int seeds = 0;
    bool history = false; // asked of HistorySearch, else of ProofSearch
    Answer answer = Answer::Unknown;
    std::uint64_t nodes = 0; // positions this question searched
    double seconds = 0;      // this question's time
};

struct SolveOptions {
    const tables::Tables *tables = nullptr; // of pos's rules and board, or null
    double seconds = 60;
    const std::atomic<bool> *stop = nullptr;
    int megabytes = 512;     // the proof search's transposition table
    bool history = true;     // false: the proofs alone (the history-free games' bounds)
    bool keepProofs = false; // fill SolveResult's proofs
    // Called at each narrowing of the bounds.
    std::function<void(const SolveStep &)> progress;
    // Called after each question.
    std::function<void(const SolveQuestion &)> asked;
};

struct SolveResult {
    tables::Bounds bounds; // proven: the mover wins from lower to upper of the seeds on the board
    bool solved = false;   // the bounds met
    std::uint64_t nodes = 0;
    double seconds = 0;
    // With keepProofs: the checked proofs of the last lower and upper bound
    // the proof search gave (none where it gave none). The history search's
    // bounds, when it narrows them further, have no proof to keep.
    std::optional<Proof> lowerProof;
    std::optional<Proof> upperProof;
};

// Narrows the bounds on the value of a game starting at pos (not over)
// until they meet or the time or the stop flag ends it. Hoyito I gets the
// proofs only (HistorySearch needs the extra turn after a capture).
// Both searches, and the check of a proof, recurse as deep as their lines
// (the proof search gives up on a line of a thousand turns; the history
// search's lines are at most 200 turns between two captures): run them on
// a thread with a few megabytes of stack, like a program's main thread.
SolveResult solve(const Position &pos, const SolveOptions &options);

} // namespace hoyito::solver
