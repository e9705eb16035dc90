#include "hoyito/search.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <chrono>

namespace hoyito {

LevelSettings levelSettings(int level)
{
    // Levels 1 to 3 see every root move's score and pick with noise (and now
    // and then a random move); 4 to 6 search by node budget, so matches are
    // reproducible; the time cap only matters on a slow machine.
    switch (std::clamp(level, kMinLevel, kMaxLevel)) {
    case 1: return LevelSettings{.depth = 1, .noise = 300, .blunderPercent = 25};
    case 2: return LevelSettings{.depth = 2, .noise = 150, .blunderPercent = 8};
    case 3: return LevelSettings{.depth = 4, .noise = 50};
    case 4: return LevelSettings{.nodes = 3'000, .timeMs = 1000};
    case 5: return LevelSettings{.nodes = 120'000, .timeMs = 1500};
    default: return LevelSettings{.nodes = 5'000'000, .timeMs = 2500};
    }
}

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kInfinity = 32000;
constexpr int kMaxPly = kMaxSearchDepth + 8;
// A table entry whose subtree reached the end of the game on every line is
// valid at any depth.
constexpr int kProvenDepth = 255;
constexpr std::int8_t kNoMove = -2;
constexpr std::uint64_t kPassedKey = 0x6A09E667F3BCC909ull; // rule 6.3 depends on the previous pass

enum Bound : std::uint8_t { BoundNone = 0, BoundUpper = 1, BoundLower = 2, BoundExact = 3 };

// 16 bytes. Values are stored relative to the captured-score difference of
// the node (the gain still to come), since the key does not cover scores.
struct TableEntry {
    std::uint64_t key = 0;
    std::int16_t value = 0;
    std::int8_t move = kNoMove;
    std::uint8_t depth = 0;
    std::uint8_t bound = BoundNone;
    std::uint8_t generation = 0;
    // Bit i: the mover's hole firstHole + i starts an endless sowing.
    // kEndlessKnown: every hole of the mover was tried.
    std::uint16_t endless = 0;
};
static_assert(sizeof(TableEntry) == 16);

constexpr std::uint16_t kEndlessKnown = 0x8000;

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

struct Child {
    Position pos;
    std::int8_t move = kNoMove;
    int order = 0;
    bool captured = false;
};

} // namespace

struct Searcher::Impl {
    explicit Impl(int tableMegabytes)
    {
        std::size_t entries = std::size_t(std::max(1, tableMegabytes)) * 1024 * 1024 / sizeof(TableEntry);
        entries = std::bit_floor(entries);
        m_table.assign(entries, TableEntry{});
        m_mask = entries - 1;
    }

    // --- the table ---------------------------------------------------------

    std::vector<TableEntry> m_table;
    std::size_t m_mask = 0;
    std::uint8_t m_generation = 0;

    // Endless answers survive table replacement here: a position with an
    // endless hole is rare, and finding out again can cost milliseconds.
    struct EndlessEntry {
        std::uint64_t key = 0;
        std::uint16_t mask = 0;
    };
    std::array<EndlessEntry, 4096> m_endlessCache{};

    TableEntry *probe(std::uint64_t key)
    {
        TableEntry &e = m_table[key & m_mask];
        return e.key == key && e.bound != BoundNone ? &e : nullptr;
    }

    void store(std::uint64_t key, int value, int depth, Bound bound, std::int8_t move, std::uint16_t endless)
    {
        TableEntry &e = m_table[key & m_mask];
        // Keep a deeper entry of this search for another position, unless
        // the new one is nearly as deep.
        if (e.key != key && e.generation == m_generation && e.depth > depth + 2 && e.bound != BoundNone)
            return;
        if (e.key == key && move == kNoMove)
            move = e.move;
        e.key = key;
        e.value = static_cast<std::int16_t>(std::clamp(value, -kInfinity, kInfinity));
        e.depth = static_cast<std::uint8_t>(depth);
        e.bound = bound;
        e.move = move;
        e.generation = m_generation;
        e.endless = endless;
    }

    // --- the state of one search ---------------------------------------------

    EvalWeights m_weights = defaultEvalWeights();
    Rules m_rules;
    bool m_haveRules = false;

    const std::atomic_bool *m_stopFlag = nullptr;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_nodeLimit = 0;
    std::int64_t m_timeLimitMs = 0;
    Clock::time_point m_start;
    bool m_stopped = false;
    // Set when a line ended at the horizon (an evaluation, not the end of
    // the game) below the current node.
    bool m_horizon = false;

    std::array<std::uint64_t, kMaxPly + 1> m_keys{};
    std::array<int, kMaxPly + 1> m_quietSince{}; // the first ply of the current run without capture
    std::array<std::array<std::int8_t, kMaxPly + 1>, kMaxPly + 1> m_pv{};
    std::array<int, kMaxPly + 1> m_pvLength{};
    std::array<std::array<std::int8_t, 2>, kMaxPly + 1> m_killers{};
    std::array<std::array<int, kMaxHoles>, 2> m_history{};

    std::int64_t elapsedMs() const
    {
        return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - m_start).count();
    }

    // Called after every turn the search plays.
    void countNode()
    {
        ++m_nodes;
        if (m_nodeLimit && m_nodes >= m_nodeLimit)
            m_stopped = true;
        if ((m_nodes & 255) == 0) {
            if (m_stopFlag && m_stopFlag->load(std::memory_order_relaxed))
                m_stopped = true;
            if ((m_nodes & 1023) == 0 && m_timeLimitMs && elapsedMs() >= m_timeLimitMs)
                m_stopped = true;
        }
    }

    // Plays every move of pos (skipping holes known to be endless) into
    // `children`; a single pass if none is legal. Returns the count and
    // updates `endless`.
    int expand(const Position &pos, std::array<Child, kMaxHolesPerRow> &children, std::uint16_t &endless,
               int skip = -1)
    {
        const Player me = pos.toMove;
        const int first = pos.rules.firstHole(me);
        const int mine = pos.scores[index(me)];
        const int theirs = pos.scores[index(opponent(me))];
        int count = 0;
        bool anyMove = false; // the skipped hole is a legal move
        for (int i = 0; i < pos.rules.holesPerRow; ++i) {
            const int h = first + i;
            if (pos.seeds[h] == 0 || pos.isClosed(h) || (endless >> i) & 1u)
                continue;
            if (h == skip) {
                anyMove = true;
                continue;
            }
            Child &c = children[count];
            c.pos = pos;
            const TurnSummary summary = playTurn(c.pos, Move::at(h));
            countNode();
            if (m_stopped)
                return 0;
            if (summary.endless) {
                endless |= static_cast<std::uint16_t>(1u << i);
                continue;
            }
            c.move = static_cast<std::int8_t>(h);
            const int gain = (c.pos.scores[index(me)] - mine) - (c.pos.scores[index(opponent(me))] - theirs);
            c.captured = summary.captured > 0;
            if (gain > 0) {
                c.order = (1 << 24) + gain * 4096;
            } else {
                const int features = evaluateFeatures(c.pos, m_weights);
                c.order = gain * 4096 + (c.pos.toMove == me ? features : -features);
            }
            ++count;
        }
        endless |= kEndlessKnown;
        if (count == 0 && !anyMove) {
            Child &c = children[0];
            c.pos = pos;
            playTurn(c.pos, Move::pass());
            countNode();
            c.move = Move::kPass;
            c.captured = false;
            c.order = 0;
            count = 1;
        }
        return count;
    }

    std::uint16_t knownEndless(std::uint64_t key, const TableEntry *entry) const
    {
        if (entry && (entry->endless & kEndlessKnown))
            return entry->endless;
        const EndlessEntry &cached = m_endlessCache[key & (m_endlessCache.size() - 1)];
        return cached.key == key ? cached.mask : 0;
    }

    void rememberEndless(std::uint64_t key, std::uint16_t endless)
    {
        if (endless & ~kEndlessKnown)
            m_endlessCache[key & (m_endlessCache.size() - 1)] = EndlessEntry{key, endless};
    }

    void orderChildren(std::array<Child, kMaxHolesPerRow> &children, int count, std::array<int, kMaxHolesPerRow> &order,
                       std::int8_t tableMove, int ply, Player mover)
    {
        for (int k = 0; k < count; ++k) {
            Child &c = children[k];
            if (c.move == tableMove)
                c.order += 1 << 28;
            else if (!c.captured) {
                if (c.move == m_killers[ply][0])
                    c.order += 1 << 20;
                else if (c.move == m_killers[ply][1])
                    c.order += 1 << 19;
            }
            if (c.move >= 0)
                c.order += m_history[index(mover)][c.move];
            order[k] = k;
        }
        for (int k = 1; k < count; ++k) {
            const int item = order[k];
            int j = k;
            while (j > 0 && children[order[j - 1]].order < children[item].order) {
                order[j] = order[j - 1];
                --j;
            }
            order[j] = item;
        }
    }

    void updatePv(int ply, std::int8_t move)
    {
        m_pv[ply][ply] = move;
        for (int i = ply + 1; i < m_pvLength[ply + 1]; ++i)
            m_pv[ply][i] = m_pv[ply + 1][i];
        m_pvLength[ply] = std::max(m_pvLength[ply + 1], ply + 1);
    }

    void rewardQuietMove(int ply, Player mover, std::int8_t move, int depth)
    {
        if (move < 0)
            return;
        if (m_killers[ply][0] != move) {
            m_killers[ply][1] = m_killers[ply][0];
            m_killers[ply][0] = move;
        }
        int &h = m_history[index(mover)][move];
        h = std::min(h + depth * depth, 1 << 18);
    }

    // The value of `child` for the parent's mover.
    int searchChild(const Child &c, Player mover, int depth, int alpha, int beta, int ply)
    {
        m_quietSince[ply + 1] = c.captured ? ply + 1 : m_quietSince[ply];
        if (c.pos.toMove == mover)
            return search(c.pos, depth - 1, alpha, beta, ply + 1);
        return -search(c.pos, depth - 1, -beta, -alpha, ply + 1);
    }

    int search(const Position &pos, int depth, int alpha, int beta, int ply)
    {
        m_pvLength[ply] = ply;
        if (pos.isOver())
            return terminalValue(pos);
        if (depth <= 0 || ply >= kMaxPly) {
            m_horizon = true;
            return capturedDifference(pos) + evaluateFeatures(pos, m_weights);
        }

        const std::uint64_t key = keyOf(pos);
        m_keys[ply] = key;
        for (int i = ply - 1; i >= m_quietSince[ply]; --i) {
            if (m_keys[i] == key)
                return repetitionValue(pos);
        }

        const int base = capturedDifference(pos);
        TableEntry *entry = probe(key);
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

        const Player mover = pos.toMove;
        std::uint16_t endless = knownEndless(key, entry);
        const bool outerHorizon = m_horizon;
        m_horizon = false;
        const int originalAlpha = alpha;
        int best = -kInfinity;
        std::int8_t bestMove = kNoMove;

        // Returns true on a cutoff.
        auto consider = [&](const Child &c, int v) {
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
                rewardQuietMove(ply, mover, c.move, depth);
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
            Child c;
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
                rememberEndless(key, endless);
            }
        }

        if (!cutoff) {
            std::array<Child, kMaxHolesPerRow> children;
            const int count = expand(pos, children, endless, searched ? tableHole : -1);
            rememberEndless(key, endless);
            if (m_stopped)
                return 0;
            std::array<int, kMaxHolesPerRow> order;
            orderChildren(children, count, order, kNoMove, ply, mover);
            for (int k = 0; k < count; ++k) {
                const Child &c = children[order[k]];
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

        const Bound bound = best <= originalAlpha ? BoundUpper : best >= beta ? BoundLower : BoundExact;
        store(key, best - base, m_horizon ? depth : kProvenDepth, bound, bestMove, endless);
        m_horizon = m_horizon || outerHorizon;
        return best;
    }

    // --- the root ---------------------------------------------------------------

    struct RootMove {
        Child child;
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
        std::fill(m_table.begin(), m_table.end(), TableEntry{});
        m_endlessCache.fill(EndlessEntry{});
        m_rules = pos.rules;
        m_haveRules = true;
    }
    ++m_generation;
    for (auto &side : m_history)
        for (int &h : side)
            h /= 4;
    for (auto &k : m_killers)
        k = {kNoMove, kNoMove};

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

    SearchResult result;
    // The root moves, in the order of a quick look (captures first).
    std::array<Child, kMaxHolesPerRow> children;
    const std::uint64_t rootKey = keyOf(pos);
    m_keys[0] = rootKey;
    m_quietSince[0] = 0;
    const TableEntry *entry = probe(rootKey);
    std::uint16_t endless = knownEndless(rootKey, entry);
    // The root is always expanded in full, whatever the limits say: the
    // stop flag and the limits only apply from here on.
    const std::uint64_t savedNodeLimit = m_nodeLimit;
    const std::int64_t savedTimeLimit = m_timeLimitMs;
    m_nodeLimit = 0;
    m_timeLimitMs = 0;
    const int count = expand(pos, children, endless);
    m_nodeLimit = savedNodeLimit;
    m_timeLimitMs = savedTimeLimit;
    m_stopFlag = stop;
    if (stop && stop->load(std::memory_order_relaxed))
        m_stopped = true;
    rememberEndless(rootKey, endless);
    std::array<int, kMaxHolesPerRow> order;
    orderChildren(children, count, order, entry ? entry->move : kNoMove, 0, pos.toMove);
    m_rootMoves.clear();
    for (int k = 0; k < count; ++k)
        m_rootMoves.push_back(RootMove{children[order[k]]});

    result.best = Move{m_rootMoves.front().child.move};
    result.pv = {result.best};
    // A forced move needs no thinking beyond a glance for its score.
    if (m_rootMoves.size() == 1 && !useLevel && limits.depth == 0)
        m_nodeLimit = m_nodeLimit ? std::min<std::uint64_t>(m_nodeLimit, 20'000) : 20'000;
    else if (m_rootMoves.size() == 1 && useLevel)
        maxDepth = std::min(maxDepth, 4);

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
        if (m_rootProven)
            break;
        // The next iteration costs several times this one: don't start what
        // cannot finish.
        if (m_timeLimitMs && elapsedMs() * 3 >= m_timeLimitMs)
            break;
    }
    if (!haveScore)
        result.score = capturedDifference(pos) + evaluateFeatures(pos, m_weights);

    if (exactScores && result.depth > 0) {
        // The weak levels: noise on every root move's score, and sometimes a
        // random move.
        Random random(limits.seed * 0x9E3779B97F4A7C15ull + 0x5EED);
        const bool blunder = level.blunderPercent > 0 && static_cast<int>(random.below(100)) < level.blunderPercent;
        std::size_t chosen = 0;
        if (blunder) {
            chosen = random.below(static_cast<std::uint32_t>(m_rootMoves.size()));
        } else {
            int bestNoisy = -kInfinity * 2;
            for (std::size_t k = 0; k < m_rootMoves.size(); ++k) {
                const int noise = level.noise ? static_cast<int>(random.below(2 * level.noise + 1)) - level.noise : 0;
                const int noisy = m_rootMoves[k].previousScore + noise;
                if (noisy > bestNoisy) {
                    bestNoisy = noisy;
                    chosen = k;
                }
            }
        }
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
    std::fill(m_impl->m_table.begin(), m_impl->m_table.end(), TableEntry{});
    m_impl->m_endlessCache.fill(Impl::EndlessEntry{});
    for (auto &side : m_impl->m_history)
        side.fill(0);
}

void Searcher::setWeights(const EvalWeights &weights)
{
    if (weights == m_impl->m_weights)
        return;
    m_impl->m_weights = weights;
    clear();
}

const EvalWeights &Searcher::weights() const { return m_impl->m_weights; }

Move greedyMove(const Position &pos, Random &random)
{
    const std::vector<Move> moves = legalMoves(pos);
    assert(!moves.empty());
    const Player me = pos.toMove;
    int best = -1;
    int ties = 0;
    Move chosen = moves.front();
    for (Move m : moves) {
        Position child = pos;
        playTurn(child, m);
        const int gain = child.scores[index(me)] - pos.scores[index(me)];
        if (gain > best) {
            best = gain;
            chosen = m;
            ties = 1;
        } else if (gain == best && random.below(static_cast<std::uint32_t>(++ties)) == 0) {
            // Reservoir sampling: each of the tied moves is equally likely.
            chosen = m;
        }
    }
    return chosen;
}

Move randomMove(const Position &pos, Random &random)
{
    const std::vector<Move> moves = legalMoves(pos);
    assert(!moves.empty());
    return moves[random.below(static_cast<std::uint32_t>(moves.size()))];
}

} // namespace hoyito
