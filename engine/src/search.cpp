#include "hoyito/search.h"

#include "levels.h"
#include "moveorder.h"
#include "tableprobe.h"
#include "transposition.h"

#include "hoyito/movegen.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <chrono>

namespace hoyito {

using detail::Bound;
using detail::BoundExact;
using detail::BoundLower;
using detail::BoundUpper;
using detail::kMaxPly;
using detail::kNoMove;
using detail::kProvenDepth;
using detail::SearchChild;
using detail::TableEntry;

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kInfinity = 32000;
constexpr std::uint64_t kPassedKey = 0x6A09E667F3BCC909ull; // rule 6.3 depends on the previous pass
// The stop flag is read every kStopCheckNodes nodes, the clock every
// kClockCheckNodes (well under a millisecond at millions of nodes a second).
constexpr std::uint64_t kStopCheckNodes = 256;
constexpr std::uint64_t kClockCheckNodes = 1024;
// A forced move (no level, no depth) needs no thinking beyond a glance for
// its score; at a level, a few plies.
constexpr std::uint64_t kForcedMoveNodes = 20'000;
constexpr int kForcedMoveLevelDepth = 4;
// A time limit is kept with this share of it to spare (at most
// kMaxTimeMarginMs), for the answer to reach the caller in time.
constexpr std::int64_t kTimeMarginDivisor = 50;
constexpr std::int64_t kMaxTimeMarginMs = 20;

std::uint64_t keyOf(const Position &pos)
{
    return hashOf(pos) ^ (pos.previousTurnPassed ? kPassedKey : 0);
}

int capturedDifference(const Position &pos)
{
    const Player me = pos.toMove;
    return (pos.scores[index(me)] - pos.scores[index(opponent(me))]) * kSeedValue;
}

// Rule 6.2's ending (each player takes the seeds of their row), for a line
// that repeats a position.
int repetitionValue(const Position &pos)
{
    const Player me = pos.toMove;
    return capturedDifference(pos) + (pos.seedsInRow(me) - pos.seedsInRow(opponent(me))) * kSeedValue;
}

int terminalValue(const Position &pos)
{
    const auto final = finalScores(pos);
    const Player me = pos.toMove;
    return (final[index(me)] - final[index(opponent(me))]) * kSeedValue;
}

} // namespace

struct Searcher::Impl {
    explicit Impl(int tableMegabytes)
        : m_table(tableMegabytes)
    {
    }

    detail::TranspositionTable m_table;
    detail::MoveOrdering m_ordering;
    std::shared_ptr<const tables::TableSet> m_tableSet;
    detail::TableProbe m_tables; // m_tableSet's tables for this search, if it uses them

    // --- the state of one search ---------------------------------------------

    EvalWeights m_weights = defaultEvalWeights();
    Rules m_rules;
    bool m_haveRules = false;

    const std::atomic_bool *m_stopFlag = nullptr;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_nodeLimit = 0;
    std::uint64_t m_nextCheck = 0; // see updateNextCheck
    std::int64_t m_timeLimitMs = 0;
    std::int64_t m_deadlineMs = 0; // the time limit less its margin
    Clock::time_point m_start;
    bool m_stopped = false;
    // Set when a line ended at the horizon (an evaluation, not the end of
    // the game) below the current node.
    bool m_horizon = false;

    std::array<std::uint64_t, kMaxPly + 1> m_keys{};
    std::array<int, kMaxPly + 1> m_quietSince{}; // the first ply of the current run without capture
    std::array<std::array<std::int8_t, kMaxPly + 1>, kMaxPly + 1> m_pv{};
    std::array<int, kMaxPly + 1> m_pvLength{};
    // The children of the node being searched at each ply, kept here so that
    // a node does not construct a dozen positions each time it expands.
    using Children = std::array<SearchChild, kMaxHolesPerRow>;
    std::array<Children, kMaxPly + 1> m_children;

    std::int64_t elapsedMs() const
    {
        return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - m_start).count();
    }

    // Called after every turn the search plays: a compare, and the limits
    // only at the nodes where one of them could have been reached.
    void countNode()
    {
        if (++m_nodes >= m_nextCheck)
            checkLimits();
    }
    void checkLimits()
    {
        if (m_nodeLimit && m_nodes >= m_nodeLimit)
            m_stopped = true;
        if (m_nodes % kStopCheckNodes == 0) {
            if (m_stopFlag && m_stopFlag->load(std::memory_order_relaxed))
                m_stopped = true;
            if (m_nodes % kClockCheckNodes == 0 && m_deadlineMs && elapsedMs() >= m_deadlineMs)
                m_stopped = true;
        }
        updateNextCheck();
    }
    // The next node count at which checkLimits has anything to do: the next
    // multiple of kStopCheckNodes, or the node limit if it comes first (the
    // very next node once it is reached). Called whenever the limits change.
    void updateNextCheck()
    {
        m_nextCheck = (m_nodes / kStopCheckNodes + 1) * kStopCheckNodes;
        if (m_nodeLimit)
            m_nextCheck = std::min(m_nextCheck, std::max(m_nodeLimit, m_nodes + 1));
    }

    // Plays every move of pos (skipping holes known to be endless) into
    // `children`; a single pass if none is legal. Returns the count and
    // updates `endless`. Every turn played is a node, endless ones too.
    int expand(const Position &pos, Children &children, std::uint16_t &endless, int skip = -1, int depth = 0)
    {
        const int first = pos.rules.firstHole(pos.toMove);
        const HoleMask knownEndless = static_cast<HoleMask>(endless & ~detail::kEndlessKnown) << first;
        const HoleMask knownLegal = skip >= 0 ? HoleMask{1} << skip : 0;
        int count = 0;
        const ChildScan scan = forEachChild(
            pos,
            [&](const Child &played) {
                countNode();
                if (m_stopped)
                    return false;
                if (played.summary.endless)
                    return true;
                SearchChild &c = children[count++];
                c.pos = played.position;
                c.move = played.move.hole;
                c.captured = played.summary.captured > 0;
                c.evaluated = false;
                c.order = played.move.isPass() ? 0 : detail::childOrder(pos, c, m_weights);
                c.key = 0;
                m_tables.prefetch(c.pos);
                if (depth > 1 && !c.pos.isOver()) {
                    // The child will probe the table: start loading its slot.
                    c.key = keyOf(c.pos);
                    m_table.prefetch(c.key);
                }
                return true;
            },
            knownEndless, knownLegal);
        endless |= static_cast<std::uint16_t>(scan.endless >> first);
        if (scan.stopped)
            return 0;
        endless |= detail::kEndlessKnown;
        return count;
    }

    void updatePv(int ply, std::int8_t move)
    {
        m_pv[ply][ply] = move;
        for (int i = ply + 1; i < m_pvLength[ply + 1]; ++i)
            m_pv[ply][i] = m_pv[ply + 1][i];
        m_pvLength[ply] = std::max(m_pvLength[ply + 1], ply + 1);
    }

    // The value of `child` for the parent's mover.
    int searchChild(const SearchChild &c, Player mover, int depth, int alpha, int beta, int ply)
    {
        m_quietSince[ply + 1] = c.captured ? ply + 1 : m_quietSince[ply];
        if (depth <= 1 && c.evaluated && !c.pos.isOver() && !m_tables.covers(c.pos)) {
            // A horizon node that the move ordering evaluated already: what
            // search() would do there, without evaluating twice.
            m_pvLength[ply + 1] = ply + 1;
            m_horizon = true;
            const int v = capturedDifference(c.pos) + c.features;
            return c.pos.toMove == mover ? v : -v;
        }
        if (c.pos.toMove == mover)
            return search(c.pos, depth - 1, alpha, beta, ply + 1, c.key);
        return -search(c.pos, depth - 1, -beta, -alpha, ply + 1, c.key);
    }

    // knownKey: keyOf(pos) if the caller has it, else 0.
    int search(const Position &pos, int depth, int alpha, int beta, int ply, std::uint64_t knownKey = 0)
    {
        m_pvLength[ply] = ply;
        if (pos.isOver())
            return terminalValue(pos);
        if (depth <= 0 || ply >= kMaxPly) {
            const int base = capturedDifference(pos);
            int low = -kInfinity;
            int high = kInfinity;
            if (m_tables.probe(pos, base, low, high)) {
                if (const auto settled = detail::tableCutoff(low, high, alpha, beta))
                    return *settled;
            }
            m_horizon = true;
            return std::clamp(base + evaluateFeatures(pos, m_weights), low, high);
        }

        const std::uint64_t key = knownKey ? knownKey : keyOf(pos);
        m_keys[ply] = key;
        for (int i = ply - 1; i >= m_quietSince[ply]; --i) {
            if (m_keys[i] == key)
                return repetitionValue(pos);
        }

        const int base = capturedDifference(pos);
        TableEntry *entry = m_table.probe(key);
        std::int8_t tableMove = kNoMove;
        if (entry) {
            tableMove = entry->move;
            if (entry->depth >= depth) {
                const int v = entry->value + base;
                if (entry->bound == BoundExact || (entry->bound == BoundLower && v >= beta) ||
                    (entry->bound == BoundUpper && v <= alpha)) {
                    if (entry->depth != kProvenDepth)
                        m_horizon = true;
                    return v;
                }
            }
        }
        // The endgame tables after the transposition table: a node exact in
        // them is never stored there, and an entry of one that is not was
        // already limited by them.
        int tableLow = -kInfinity;
        int tableHigh = kInfinity;
        if (m_tables.probe(pos, base, tableLow, tableHigh)) {
            if (const auto settled = detail::tableCutoff(tableLow, tableHigh, alpha, beta))
                return *settled;
        }

        const Player mover = pos.toMove;
        std::uint16_t endless = m_table.knownEndless(key, entry);
        const bool outerHorizon = m_horizon;
        m_horizon = false;
        const int originalAlpha = alpha;
        int best = -kInfinity;
        std::int8_t bestMove = kNoMove;

        // Returns true on a cutoff.
        auto consider = [&](const SearchChild &c, int v) {
            if (v <= best)
                return false;
            best = v;
            bestMove = c.move;
            if (v <= alpha)
                return false;
            alpha = v;
            updatePv(ply, c.move);
            if (alpha < beta)
                return false;
            if (!c.captured)
                m_ordering.rewardQuietMove(ply, mover, c.move, depth);
            return true;
        };

        // The table move first, before the other moves are even played: at
        // a node that cuts off, that is often the only turn played.
        bool cutoff = false;
        int searched = 0;
        const int tableHole = tableMove;
        if (tableHole >= 0 && tableHole < pos.rules.holeCount() && pos.rules.owner(tableHole) == mover &&
            pos.seeds[tableHole] > 0 && !pos.isClosed(tableHole) &&
            !((endless >> (tableHole - pos.rules.firstHole(mover))) & 1u)) {
            SearchChild c;
            c.pos = pos;
            const TurnSummary summary = playTurn(c.pos, Move::at(tableHole));
            countNode();
            if (m_stopped)
                return 0;
            if (!summary.endless) {
                c.move = tableMove;
                c.captured = summary.captured > 0;
                const int v = searchChild(c, mover, depth, alpha, beta, ply);
                if (m_stopped)
                    return 0;
                searched = 1;
                cutoff = consider(c, v);
            } else {
                endless |= static_cast<std::uint16_t>(1u << (tableHole - pos.rules.firstHole(mover)));
                m_table.rememberEndless(key, endless);
            }
        }

        if (!cutoff) {
            Children &children = m_children[ply];
            const int count = expand(pos, children, endless, searched ? tableHole : -1, depth);
            m_table.rememberEndless(key, endless);
            if (m_stopped)
                return 0;
            std::array<int, kMaxHolesPerRow> order;
            m_ordering.order(children, count, order, kNoMove, ply, mover);
            for (int k = 0; k < count; ++k) {
                const SearchChild &c = children[order[k]];
                int v;
                if (searched == 0) {
                    v = searchChild(c, mover, depth, alpha, beta, ply);
                } else {
                    v = searchChild(c, mover, depth, alpha, alpha + 1, ply);
                    if (v > alpha && v < beta && !m_stopped)
                        v = searchChild(c, mover, depth, alpha, beta, ply);
                }
                if (m_stopped)
                    return 0;
                ++searched;
                if (consider(c, v))
                    break;
            }
        }

        best = std::clamp(best, tableLow, tableHigh);
        const Bound bound = best <= originalAlpha ? BoundUpper : best >= beta ? BoundLower : BoundExact;
        m_table.store(key, best - base, m_horizon ? depth : kProvenDepth, bound, bestMove, endless);
        m_horizon = m_horizon || outerHorizon;
        return best;
    }

    // --- the root ---------------------------------------------------------------

    struct RootMove {
        SearchChild child;
        int score = -kInfinity; // of the last search of this move (a bound unless exactScores)
        int previousScore = -kInfinity;
    };
    std::vector<RootMove> m_rootMoves;

    // One iteration. With exactScores every move gets a full window, so each
    // score is the move's exact value at this depth (the weak levels need it).
    // Returns the best value; m_rootMoves is sorted best first. Sets
    // m_rootProven when no line reached the horizon.
    bool m_rootProven = false;
    int rootSearch(int depth, int alpha, int beta, bool exactScores)
    {
        m_horizon = false;
        m_pvLength[0] = 0;
        int best = -kInfinity;
        const Player rootMover = m_rootMover;
        for (std::size_t k = 0; k < m_rootMoves.size(); ++k) {
            RootMove &rm = m_rootMoves[k];
            int v;
            if (k == 0 || exactScores) {
                v = searchChild(rm.child, rootMover, depth, exactScores ? -kInfinity : alpha, beta, 0);
            } else {
                v = searchChild(rm.child, rootMover, depth, alpha, alpha + 1, 0);
                if (v > alpha && v < beta && !m_stopped)
                    v = searchChild(rm.child, rootMover, depth, alpha, beta, 0);
            }
            if (m_stopped)
                break;
            rm.score = v;
            if (v > best) {
                best = v;
                if (v > alpha) {
                    alpha = v;
                    updatePv(0, rm.child.move);
                    // Move the new best to the front, keeping the others' order.
                    std::rotate(m_rootMoves.begin(), m_rootMoves.begin() + static_cast<std::ptrdiff_t>(k),
                                m_rootMoves.begin() + static_cast<std::ptrdiff_t>(k) + 1);
                    m_bestThisIteration = true;
                    if (alpha >= beta)
                        break;
                }
            }
        }
        m_rootProven = !m_horizon;
        return best;
    }
    Player m_rootMover = Player::South;
    bool m_bestThisIteration = false;

    // At a root exact in the tables, the moves that keep its value: the
    // search's simplified 6.2 may score a move with wider bounds as high,
    // and the game's history could then make it worse.
    void keepPerfectRootMoves(const Position &pos, const tables::Bounds &rootBounds)
    {
        const auto rules = tables::tableRulesOf(pos);
        const tables::Tables *tables = rules ? m_tableSet->tablesFor(*rules, pos.rules.holesPerRow) : nullptr;
        if (!tables)
            return;
        const auto keep = std::stable_partition(m_rootMoves.begin(), m_rootMoves.end(), [&](const RootMove &rm) {
            return tables::moveBounds(*tables, pos, Move{rm.child.move}) == rootBounds;
        });
        if (keep != m_rootMoves.begin())
            m_rootMoves.erase(keep, m_rootMoves.end());
    }

    std::vector<Move> extractPv() const
    {
        std::vector<Move> pv;
        for (int i = 0; i < m_pvLength[0]; ++i)
            pv.push_back(Move{m_pv[0][i]});
        return pv;
    }

    SearchResult run(const Position &pos, const SearchLimits &limits, const std::atomic_bool *stop);
};

SearchResult Searcher::Impl::run(const Position &pos, const SearchLimits &limits, const std::atomic_bool *stop)
{
    assert(!pos.isOver());
    m_start = Clock::now();
    if (!m_haveRules || !(m_rules == pos.rules)) {
        m_table.clear();
        m_rules = pos.rules;
        m_haveRules = true;
    }
    m_table.newSearch();
    m_ordering.newSearch();

    int maxDepth = limits.depth > 0 ? std::min(limits.depth, kMaxSearchDepth) : kMaxSearchDepth;
    m_nodeLimit = limits.nodes;
    m_timeLimitMs = limits.timeMs;
    LevelSettings level;
    const bool useLevel = limits.level >= kMinLevel;
    if (useLevel) {
        level = levelSettings(limits.level);
        if (level.depth)
            maxDepth = std::min(maxDepth, level.depth);
        if (level.nodes)
            m_nodeLimit = m_nodeLimit ? std::min(m_nodeLimit, level.nodes) : level.nodes;
        if (level.timeMs && limits.levelTimeCap)
            m_timeLimitMs = m_timeLimitMs ? std::min(m_timeLimitMs, level.timeMs) : level.timeMs;
    }
    m_stopFlag = nullptr;
    m_nodes = 0;
    m_stopped = false;
    m_rootMover = pos.toMove;
    m_deadlineMs = m_timeLimitMs ? m_timeLimitMs - std::min(m_timeLimitMs / kTimeMarginDivisor, kMaxTimeMarginMs) : 0;

    SearchResult result;
    m_tables.select(levelUsesTables(limits.level) ? m_tableSet.get() : nullptr, pos);
    if (m_tables.covers(pos))
        result.rootBounds = m_tableSet->probe(pos);
    // The root moves, in the order of a quick look (captures first).
    Children &children = m_children[0];
    const std::uint64_t rootKey = keyOf(pos);
    m_keys[0] = rootKey;
    m_quietSince[0] = 0;
    const TableEntry *entry = m_table.probe(rootKey);
    std::uint16_t endless = m_table.knownEndless(rootKey, entry);
    // The root is always expanded in full, whatever the limits say: the
    // stop flag and the limits only apply from here on.
    const std::uint64_t savedNodeLimit = m_nodeLimit;
    const std::int64_t savedDeadline = m_deadlineMs;
    m_nodeLimit = 0;
    m_deadlineMs = 0;
    updateNextCheck();
    const int count = expand(pos, children, endless);
    m_nodeLimit = savedNodeLimit;
    m_deadlineMs = savedDeadline;
    updateNextCheck();
    m_stopFlag = stop;
    if (stop && stop->load(std::memory_order_relaxed))
        m_stopped = true;
    m_table.rememberEndless(rootKey, endless);
    std::array<int, kMaxHolesPerRow> order;
    m_ordering.order(children, count, order, entry ? entry->move : kNoMove, 0, pos.toMove);
    m_rootMoves.clear();
    for (int k = 0; k < count; ++k) {
        const SearchChild &c = children[order[k]];
        if (!limits.rootHoles || c.move == Move::kPass || ((limits.rootHoles >> c.move) & 1u))
            m_rootMoves.push_back(RootMove{c});
    }
    for (int k = 0; m_rootMoves.empty() && k < count; ++k)
        m_rootMoves.push_back(RootMove{children[order[k]]});
    if (result.rootBounds && result.rootBounds->exact())
        keepPerfectRootMoves(pos, *result.rootBounds);

    result.best = Move{m_rootMoves.front().child.move};
    result.pv = {result.best};
    // A forced move needs no thinking beyond a glance for its score.
    if (m_rootMoves.size() == 1 && !useLevel && limits.depth == 0)
        m_nodeLimit = m_nodeLimit ? std::min(m_nodeLimit, kForcedMoveNodes) : kForcedMoveNodes;
    else if (m_rootMoves.size() == 1 && useLevel)
        maxDepth = std::min(maxDepth, kForcedMoveLevelDepth);
    updateNextCheck();

    const bool exactScores = useLevel && (level.noise > 0 || level.blunderPercent > 0);
    bool haveScore = false;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        m_bestThisIteration = false;
        const int value = rootSearch(depth, -kInfinity, kInfinity, exactScores);
        if (m_stopped) {
            // A move that beat the previous best with a full window is better
            // even in an unfinished iteration.
            if (m_bestThisIteration && !exactScores) {
                result.best = Move{m_rootMoves.front().child.move};
                result.score = m_rootMoves.front().score;
                result.pv = extractPv();
                haveScore = true;
            }
            result.stopped = true;
            break;
        }
        result.best = Move{m_rootMoves.front().child.move};
        result.score = value;
        result.pv = extractPv();
        result.depth = depth;
        result.exact = m_rootProven;
        haveScore = true;
        for (RootMove &rm : m_rootMoves)
            rm.previousScore = rm.score;
        // No early stop for a time limit: the next iteration runs until the
        // deadline, and a better move it finds is played even if it cannot
        // finish (above).
        if (m_rootProven)
            break;
    }
    if (!haveScore)
        result.score = capturedDifference(pos) + evaluateFeatures(pos, m_weights);

    if (exactScores && result.depth > 0) {
        // The weak levels: noise on every root move's score, and sometimes a
        // random move.
        std::vector<int> scores;
        for (const RootMove &rm : m_rootMoves)
            scores.push_back(rm.previousScore);
        const std::size_t chosen = detail::levelChoice(level, scores, limits.seed);
        if (chosen != 0) {
            result.best = Move{m_rootMoves[chosen].child.move};
            result.score = m_rootMoves[chosen].previousScore;
            result.pv = {result.best};
            result.exact = false;
        }
    }

    result.nodes = m_nodes;
    result.timeMs = elapsedMs();
    m_stopFlag = nullptr;
    return result;
}

Searcher::Searcher(int tableMegabytes)
    : m_impl(std::make_unique<Impl>(tableMegabytes))
{
}

Searcher::~Searcher() = default;

SearchResult Searcher::search(const Position &pos, const SearchLimits &limits, const std::atomic_bool *stop)
{
    return m_impl->run(pos, limits, stop);
}

void Searcher::clear()
{
    m_impl->m_table.clear();
    m_impl->m_ordering.clearHistory();
}

void Searcher::reset()
{
    m_impl->m_table.reset();
    m_impl->m_ordering.clearHistory();
}

void Searcher::setTables(std::shared_ptr<const tables::TableSet> tables)
{
    if (tables == m_impl->m_tableSet)
        return;
    m_impl->m_tableSet = std::move(tables);
    clear();
}

void Searcher::setWeights(const EvalWeights &weights)
{
    if (weights == m_impl->m_weights)
        return;
    m_impl->m_weights = weights;
    clear();
}

const EvalWeights &Searcher::weights() const
{
    return m_impl->m_weights;
}

} // namespace hoyito
