// The proof search: df-pn (Nagai) with the 1 + e thresholds (Pawlewicz and
// Lew), over the history-free games of the endgame tables, and the check of
// every proof it finds.
//
// A question is "can the prover end with at least `goal` seeds (its score
// now plus what it still wins)?". A node is a position; the prover's nodes
// are OR nodes (one proving move is enough), the other player's AND nodes
// (every reply must be answered). Leaves: the game over (its final scores),
// the goal reached by captures, more seeds needed than are on the board,
// and the positions of the endgame tables, which answer the same question
// exactly. A position that comes back since the last capture, and a 200th
// turn without a capture, are failures for the prover.
//
// Such a failure depends on the path that led to it, not on the position
// alone. A disproof that relies on one is stored with the ancestor it came
// back to, and is believed elsewhere only while that ancestor is on the
// path again; otherwise the node is searched anew. Proofs never rely on
// the path (a failure never proves anything), so they are kept for good:
// the table replaces a proven entry only when its whole bucket is proven.
//
// Soundness does not rest on the search: a Yes counts only after check()
// has replayed the proof from the proving moves in the table, every reply
// played, every position compared exactly. The replayed proof must have no
// cycle (a position met again on a line of the proof), so that following
// it no position can come a third time, and no run of 200 turns without a
// capture.

#include "hoyito/solver.h"

#include "hoyito/evaluation.h"
#include "hoyito/movegen.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>
#include <cstring>
#include <new>
#include <unordered_map>
#include <vector>

namespace hoyito::solver {

namespace {

constexpr std::uint32_t kInfinite = 1u << 28;
constexpr std::int8_t kNoMove = -2;
// The 1 + e of the thresholds: a child is searched until its proof
// (disproof) number exceeds the second best's by a quarter.
constexpr double kEpsilon = 0.25;
// Entries a bucket of the transposition table.
constexpr std::size_t kBucket = 4;
// A line this long ends the question (Unknown): far beyond anything a proof
// can use, and the recursion stays shallow.
constexpr int kMaxPathLength = 1000;

// Finite numbers stay finite: only an infinite term makes an infinite sum.
std::uint32_t saturatingAdd(std::uint32_t a, std::uint32_t b)
{
    if (a >= kInfinite || b >= kInfinite)
        return kInfinite;
    return static_cast<std::uint32_t>(std::min<std::uint64_t>(kInfinite - 1, std::uint64_t{a} + b));
}

std::uint64_t mix(std::uint64_t x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

struct Entry {
    std::uint64_t key = 0; // 0: empty
    std::uint64_t loopKey = 0;
    std::uint32_t pn = 1;
    std::uint32_t dn = 1;
    std::uint32_t work = 0;
    // A disproof that relies on a position coming back: the depth of that
    // ancestor on the path (its key is loopKey); -1 when it holds anywhere.
    std::int16_t loopDepth = -1;
    std::int8_t move = kNoMove; // a proven OR node: the proving move (a hole, or -1 for a pass)
    // A proof: its longest run of turns without a capture from here (to a
    // capture or a leaf); it serves only where the run so far leaves room.
    std::uint8_t run = 0;
};

enum class Status : std::uint8_t { Open, Proven, Disproven };

// A position on the current line.
struct PathEntry {
    std::uint64_t repetition; // hashOf: what rule 6.2 compares
    int runStart;             // where the current run without a capture began
};

// A child as its parent sees it.
struct Kid {
    Position pos;
    std::uint64_t key = 0;
    std::uint64_t repetition = 0;
    std::uint32_t pn = 1;
    std::uint32_t dn = 1;
    std::uint64_t loopKey = 0;
    std::int16_t loopDepth = -1;
    int order = 0;
    int run = 0;        // proven: its longest run without a capture (Entry::run)
    bool fixed = false; // a leaf, or a failure of this path: never searched
    bool capture = false;
    Move move;
};

// Exactly a node of a proof: board, mover, the pass flag and the prover's score.
struct ExactKey {
    std::array<std::uint8_t, kMaxHoles> seeds;
    std::uint32_t closed;
    std::int16_t proverScore;
    std::uint8_t mover;
    std::uint8_t passed;
    friend bool operator==(const ExactKey &, const ExactKey &) = default;
};

struct ExactKeyHash {
    std::size_t operator()(const ExactKey &k) const
    {
        std::uint64_t h = mix(k.closed ^ (std::uint64_t(k.mover) << 32) ^ (std::uint64_t(k.passed) << 40) ^
                              (std::uint64_t(std::uint16_t(k.proverScore)) << 48));
        for (std::size_t i = 0; i < k.seeds.size(); i += 8) {
            std::uint64_t w;
            std::memcpy(&w, k.seeds.data() + i, 8);
            h = mix(h ^ w);
        }
        return static_cast<std::size_t>(h);
    }
};

} // namespace

struct ProofSearch::Impl {
    const tables::Tables *tables;
    struct Free {
        void operator()(Entry *p) const { std::free(p); }
    };
    std::unique_ptr<Entry[], Free> table;
    std::size_t bucketMask = 0;
    EvalWeights weights = defaultEvalWeights();

    // The question.
    Player prover = Player::South;
    int goal = 0; // the prover's final score to reach
    ProofLimits limits;
    bool aborted = false;
    std::uint64_t nodes = 0;
    std::uint64_t total = 0;
    ProofStats stats;
    std::vector<PathEntry> path;

    Impl(const tables::Tables *t, int megabytes)
        : tables(t)
    {
        std::size_t buckets = std::size_t(std::max(1, megabytes)) * 1024 * 1024 / (kBucket * sizeof(Entry));
        buckets = std::bit_floor(std::max<std::size_t>(buckets, 1));
        // Zeroed by the system as it is first touched: a large table costs
        // nothing until the search fills it. A zero key is an empty slot.
        table.reset(static_cast<Entry *>(std::calloc(buckets * kBucket, sizeof(Entry))));
        if (!table)
            throw std::bad_alloc();
        bucketMask = buckets - 1;
    }

    std::uint64_t keyOf(const Position &pos) const
    {
        const std::uint64_t question =
            std::uint64_t(std::uint16_t(goal - pos.scores[index(prover)])) | (std::uint64_t(index(prover)) << 16) |
            (std::uint64_t(pos.previousTurnPassed) << 17) | (std::uint64_t(pos.rules.lastFourTaker) << 18);
        // Never 0 (an empty slot), and the low bits, which pick the bucket,
        // as they come.
        return (hashOf(pos) ^ mix(question)) | (std::uint64_t{1} << 63);
    }

    Entry *lookup(std::uint64_t key) const
    {
        Entry *bucket = &table[(key & bucketMask) * kBucket];
        for (std::size_t i = 0; i < kBucket; ++i)
            if (bucket[i].key == key)
                return &bucket[i];
        return nullptr;
    }

    void store(std::uint64_t key, const Entry &values)
    {
        Entry *bucket = &table[(key & bucketMask) * kBucket];
        Entry *victim = nullptr;
        for (std::size_t i = 0; i < kBucket && !victim; ++i)
            if (bucket[i].key == key || bucket[i].key == 0)
                victim = &bucket[i];
        // A proof stays as it was found: other proofs may rest on it, and
        // another proving move could close a cycle through them.
        if (victim && victim->key == key && victim->pn == 0)
            return;
        // Otherwise the least work, a proof only when all are proofs.
        for (int pass = 0; pass < 2 && !victim; ++pass)
            for (std::size_t i = 0; i < kBucket; ++i)
                if ((pass == 1 || bucket[i].pn != 0) && (!victim || bucket[i].work < victim->work))
                    victim = &bucket[i];
        *victim = values;
        victim->key = key;
    }

    // A leaf's verdict by the rules alone, or Open.
    Status classifyByRules(const Position &pos) const
    {
        if (pos.isOver())
            return finalScores(pos)[index(prover)] >= goal ? Status::Proven : Status::Disproven;
        const int need = goal - pos.scores[index(prover)];
        if (need <= 0)
            return Status::Proven;
        if (need > pos.seedsOnBoard())
            return Status::Disproven;
        return Status::Open;
    }

    // The verdict of the tables' bounds `b` on pos.
    Status classifyByTables(const Position &pos, tables::Bounds b) const
    {
        const int need = goal - pos.scores[index(prover)];
        const int sure = pos.toMove == prover ? b.lower : pos.seedsOnBoard() - b.upper;
        return sure >= need ? Status::Proven : Status::Disproven;
    }

    // A leaf's verdict, or Open.
    Status classify(const Position &pos) const
    {
        const Status status = classifyByRules(pos);
        if (status != Status::Open || !tables)
            return status;
        if (const auto b = tables->probe(pos))
            return classifyByTables(pos, *b);
        return Status::Open;
    }

    bool outOfLimits()
    {
        aborted = aborted || limits.reached(nodes);
        return aborted;
    }

    // The values of a kid from the table, unless a path-bound disproof does
    // not hold on this path; a proof whose longest run without a capture,
    // after the `runSoFar` turns of the kid's run, would reach 200 turns is
    // a failure of this path.
    void readKid(Kid &kid, int runSoFar, int runStart) const
    {
        const Entry *e = lookup(kid.key);
        if (!e || (e->loopDepth >= 0 && (e->loopDepth >= static_cast<int>(path.size()) ||
                                         path[static_cast<std::size_t>(e->loopDepth)].repetition != e->loopKey))) {
            kid.pn = kid.dn = 1;
            kid.loopDepth = -1;
            return;
        }
        if (e->pn == 0 && runSoFar + e->run >= kNoCaptureTurnLimit) {
            kid.pn = kInfinite;
            kid.dn = 0;
            kid.loopDepth = static_cast<std::int16_t>(runStart);
            kid.loopKey = path[static_cast<std::size_t>(runStart)].repetition;
            return;
        }
        kid.pn = e->pn;
        kid.dn = e->dn;
        kid.run = e->run;
        kid.loopDepth = e->loopDepth;
        kid.loopKey = e->loopKey;
    }

    // Searches the node at the end of the path until its proof number
    // reaches thpn or its disproof number thdn; stores and returns it.
    Entry mid(const Position &pos, std::uint64_t key, std::uint32_t thpn, std::uint32_t thdn)
    {
        ++nodes;
        const int depth = static_cast<int>(path.size()) - 1;
        const bool orNode = pos.toMove == prover;
        const PathEntry here = path.back();

        std::array<Kid, kMaxHolesPerRow> kids;
        int count = 0;
        const ChildList children = generateChildren(pos);
        for (const Child &child : children) {
            Kid &kid = kids[static_cast<std::size_t>(count++)];
            kid.pos = child.position;
            kid.move = child.move;
            kid.capture = child.summary.captured > 0 || child.position.isOver();
            const Status status = classify(kid.pos);
            if (status != Status::Open) {
                kid.fixed = true;
                kid.pn = status == Status::Proven ? 0 : kInfinite;
                kid.dn = status == Status::Proven ? kInfinite : 0;
                continue;
            }
            kid.key = keyOf(kid.pos);
            kid.repetition = hashOf(kid.pos);
            if (!kid.capture) {
                // A position that comes back, or the 200th turn without a
                // capture, fails the prover on this path.
                int back = -1;
                for (int i = depth; i >= here.runStart && back < 0; --i)
                    if (path[static_cast<std::size_t>(i)].repetition == kid.repetition)
                        back = i;
                if (back < 0 && depth + 1 - here.runStart >= kNoCaptureTurnLimit)
                    back = here.runStart;
                if (back >= 0) {
                    kid.fixed = true;
                    kid.pn = kInfinite;
                    kid.dn = 0;
                    kid.loopDepth = static_cast<std::int16_t>(back);
                    kid.loopKey = path[static_cast<std::size_t>(back)].repetition;
                    continue;
                }
            }
            // Ties go to the kid that looks best for the side choosing.
            const int value = evaluate(kid.pos, weights) * (kid.pos.toMove == pos.toMove ? 1 : -1);
            kid.order = -value;
        }
        std::stable_sort(kids.begin(), kids.begin() + count,
                         [](const Kid &a, const Kid &b) { return a.order < b.order; });

        const std::uint64_t nodesBefore = nodes;
        Entry result;
        for (;;) {
            for (int i = 0; i < count; ++i) {
                Kid &kid = kids[static_cast<std::size_t>(i)];
                if (!kid.fixed)
                    readKid(kid, kid.capture ? 0 : depth + 1 - here.runStart, here.runStart);
            }
            // OR: pn = the least, dn = the sum; AND the other way round.
            std::uint32_t pn = orNode ? kInfinite : 0;
            std::uint32_t dn = orNode ? 0 : kInfinite;
            int best = -1;
            std::uint32_t bestValue = ~0u;
            std::uint32_t second = kInfinite;
            for (int i = 0; i < count; ++i) {
                const Kid &kid = kids[static_cast<std::size_t>(i)];
                const std::uint32_t mine = orNode ? kid.pn : kid.dn;
                if (mine < bestValue) {
                    second = std::min(second, bestValue);
                    bestValue = mine;
                    best = i;
                } else {
                    second = std::min(second, mine);
                }
                if (orNode) {
                    pn = std::min(pn, kid.pn);
                    dn = saturatingAdd(dn, kid.dn);
                } else {
                    pn = saturatingAdd(pn, kid.pn);
                    dn = std::min(dn, kid.dn);
                }
            }
            result.pn = pn;
            result.dn = dn;
            if (pn == 0 || dn == 0 || pn >= thpn || dn >= thdn || outOfLimits())
                break;
            if (depth + 1 >= kMaxPathLength) {
                aborted = true;
                break;
            }
            Kid &kid = kids[static_cast<std::size_t>(best)];
            const auto widen = [](std::uint32_t second) {
                if (second >= kInfinite)
                    return kInfinite;
                return std::max(second + 1, static_cast<std::uint32_t>(second * (1 + kEpsilon)));
            };
            std::uint32_t childPn = 0;
            std::uint32_t childDn = 0;
            if (orNode) {
                childPn = std::min(thpn, widen(second));
                childDn = thdn >= kInfinite ? kInfinite : thdn - dn + kid.dn;
            } else {
                childDn = std::min(thdn, widen(second));
                childPn = thpn >= kInfinite ? kInfinite : thpn - pn + kid.pn;
            }
            path.push_back({kid.repetition, kid.capture ? depth + 1 : here.runStart});
            mid(kid.pos, kid.key, childPn, childDn);
            path.pop_back();
        }

        // A disproof relies on the path where the kids it rests on do, on
        // ancestors above this node (a position of this node's own subtree
        // coming back happens on any path to it).
        auto above = [&](const Kid &kid) { return kid.loopDepth >= 0 && kid.loopDepth < depth; };
        if (result.dn == 0) {
            const Kid *reason = nullptr;
            for (int i = 0; i < count; ++i) {
                const Kid &kid = kids[static_cast<std::size_t>(i)];
                if (kid.dn != 0)
                    continue;
                if (orNode) {
                    // Every kid failed: the shallowest ancestor stands for
                    // all those bound to the path.
                    if (above(kid) && (!reason || kid.loopDepth < reason->loopDepth))
                        reason = &kid;
                } else if (!reason || (above(*reason) && (!above(kid) || kid.loopDepth > reason->loopDepth))) {
                    // One failing reply is enough: one bound to no path best,
                    // else the nearest ancestor.
                    reason = &kid;
                }
            }
            if (reason && above(*reason)) {
                result.loopDepth = reason->loopDepth;
                result.loopKey = reason->loopKey;
            }
        }
        if (result.pn == 0) {
            // OR: the proven kid with the shortest run; AND: every kid.
            int run = orNode ? kNoCaptureTurnLimit : 0;
            for (int i = 0; i < count; ++i) {
                const Kid &kid = kids[static_cast<std::size_t>(i)];
                const int after = kid.capture ? 0 : 1 + kid.run;
                if (orNode && kid.pn == 0 && after < run) {
                    run = after;
                    result.move = kid.move.hole;
                } else if (!orNode) {
                    run = std::max(run, after);
                }
            }
            result.run = static_cast<std::uint8_t>(run);
        }
        result.work = static_cast<std::uint32_t>(std::min<std::uint64_t>(nodes - nodesBefore + 1, 0xFFFFFFFFu));
        if (const Entry *old = lookup(key))
            result.work = static_cast<std::uint32_t>(
                std::min<std::uint64_t>(std::uint64_t(old->work) + result.work, 0xFFFFFFFFu));
        store(key, result);
        return result;
    }

    // Replays the proof of pos from the proving moves in the table. Returns
    // false unless every line ends in a proven leaf, without a cycle and
    // without 200 turns in a row that capture nothing.
    struct Check {
        bool done = false; // false while on the line being replayed
        int run = 0;       // the most turns without a capture from here to a capture or a leaf
        int turns = 0;     // the longest line from here to a leaf
    };
    std::unordered_map<ExactKey, Check, ExactKeyHash> checked;

    ExactKey exactKeyOf(const Position &pos) const
    {
        return {pos.seeds, pos.closedHoles, pos.scores[index(prover)], static_cast<std::uint8_t>(pos.toMove),
                static_cast<std::uint8_t>(pos.previousTurnPassed)};
    }

    // With keepProofs, check() writes the proof it replays here.
    bool keepProofs = false;
    Proof proof;
    std::unordered_map<ExactKey, bool, ExactKeyHash> tableLeavesKept;

    bool check(const Position &pos, Check &out)
    {
        Status status = classifyByRules(pos);
        if (status == Status::Open && tables) {
            if (const auto b = tables->probe(pos)) {
                status = classifyByTables(pos, *b);
                if (keepProofs && status == Status::Proven && tableLeavesKept.emplace(exactKeyOf(pos), true).second)
                    proof.tableLeaves.push_back({pos, *b});
            }
        }
        if (status != Status::Open) {
            out = {true, 0, 0};
            return status == Status::Proven;
        }
        const ExactKey exact = exactKeyOf(pos);
        if (const auto found = checked.find(exact); found != checked.end()) {
            out = found->second;
            return found->second.done; // not done: a cycle
        }
        checked.emplace(exact, Check{});
        const ChildList children = generateChildren(pos);
        Check mine{true, 0, 0};
        bool any = false;
        std::int8_t proving = kNoMove;
        if (pos.toMove == prover) {
            const Entry *e = lookup(keyOf(pos));
            if (!e || e->pn != 0 || e->move == kNoMove)
                return false;
            proving = e->move;
        }
        if (keepProofs) {
            ProofNode node{pos, std::nullopt};
            if (proving != kNoMove)
                node.move = Move{proving};
            proof.nodes.push_back(node);
        }
        for (const Child &child : children) {
            if (proving != kNoMove && child.move.hole != proving)
                continue;
            any = true;
            Check below;
            if (!check(child.position, below))
                return false;
            const bool capture = child.summary.captured > 0 || child.position.isOver();
            mine.run = std::max(mine.run, capture ? 0 : 1 + below.run);
            mine.turns = std::max(mine.turns, 1 + below.turns);
        }
        if (!any || mine.run >= kNoCaptureTurnLimit)
            return false;
        checked[exact] = mine;
        out = mine;
        return true;
    }
};

ProofSearch::ProofSearch(const tables::Tables *tables, int megabytes)
    : m_impl(std::make_unique<Impl>(tables, megabytes))
{
}

ProofSearch::~ProofSearch() = default;

Answer ProofSearch::forces(const Position &pos, Player prover, int target, const ProofLimits &limits)
{
    Impl &d = *m_impl;
    d.prover = prover;
    d.goal = pos.scores[index(prover)] + target;
    d.limits = limits;
    d.aborted = false;
    d.nodes = 0;
    d.stats = {};
    d.proof = {};
    if (limits.stop && limits.stop->load(std::memory_order_relaxed))
        return Answer::Unknown;
    const Status status = d.classify(pos);
    if (status != Status::Open)
        return status == Status::Proven ? Answer::Yes : Answer::No;
    d.path.assign(1, {hashOf(pos), 0});
    const Entry result = d.mid(pos, d.keyOf(pos), kInfinite, kInfinite);
    d.path.clear();
    d.total += d.nodes;
    d.stats.nodes = d.nodes;
    if (result.pn == 0) {
        d.checked.clear();
        d.tableLeavesKept.clear();
        if (d.keepProofs) {
            d.proof.prover = prover;
            d.proof.target = target;
        }
        Impl::Check proof;
        const bool sound = d.check(pos, proof);
        d.stats.proofNodes = d.checked.size();
        d.stats.proofTurns = proof.turns;
        d.checked.clear();
        d.tableLeavesKept.clear();
        if (!sound)
            d.proof = {};
        // A proof that does not replay (a table slot it needed was lost, or
        // two positions shared a key) proves nothing.
        return sound ? Answer::Yes : Answer::Unknown;
    }
    if (result.dn == 0 && !d.aborted)
        return Answer::No;
    return Answer::Unknown;
}

const ProofStats &ProofSearch::lastStats() const
{
    return m_impl->stats;
}

std::uint64_t ProofSearch::totalNodes() const
{
    return m_impl->total;
}

void ProofSearch::setKeepProofs(bool keep)
{
    m_impl->keepProofs = keep;
}

const Proof &ProofSearch::lastProof() const
{
    return m_impl->proof;
}

} // namespace hoyito::solver
