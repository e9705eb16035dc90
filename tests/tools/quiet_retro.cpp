// quiet_retro: one try at exact values past the history-free bounds, by
// retrograde analysis of the quiet play between two captures
// (docs/TABLES.md, "One more try at the exact value").
//
// A capture takes seeds off the board for good, so no earlier position can
// come back and the count of turns without a capture starts again
// (docs/RULES.md 6.2): the value of a game depends on the history since the
// last capture only, and a position just after a capture is judged by itself
// (a "fresh" position). Between two captures the play moves in the finite
// graph of the quiet positions reachable from the fresh one (the board, the
// mover and whether the turn before was a pass); it leaves it by a capture, to
// a fresh position of fewer seeds, or by an ending.
//
// What rule 6.2 pays is the seeds of each row at the position where the game
// ends: a position of that play. So if South can keep the play among
// positions whose South row holds at least t seeds (or capture into a fresh
// position worth t for sure), any ending by 6.2 or 6.3 pays South at least
// t, however the history runs. The tool computes, for each t, the greatest
// set of such positions South can keep the play in (a safety game), then
// the positions from which South forces the play into that set or into such
// a capture (an attractor): the attractor's plays never repeat a position
// (each turn lowers the rank), so no third repetition happens before the
// safe set is reached, and a rank of at most 200 turns makes sure the 200th
// turn without a capture does not come before it either. The largest t for
// which a position is in the attractor is a lower bound of its value for
// South; the same with North's rows an upper bound. These hold for the real
// game with its history (a proof search's strategies that never repeat are
// among the attractor's), and where they meet the value is exact. The
// captures' children are bounded the same way, recursively.
//
//   quiet_retro --compare --variant II|III --holes N --max-seeds K [--min-seeds L]
//               [--budget B]
//
// for every position of L..K seeds (L = 1 by default) (a game may start there, the last four to
// the capturer), these bounds against the endgame tables' bounds and against
// the brute-force solver of tests/support (full histories, B nodes a
// position): how often they meet, and whether every value the brute force
// finishes lies within them; and the brute force again with the game ended
// at the first repetition instead of the third, to see whether the values
// differ.
//
//   quiet_retro --position TEXT [--max-nodes M]
//
// the bounds of one position, stopping when the quiet graphs held at once
// pass M nodes (to see how far a board goes).

#include "tablereference.h"
#include "tableutil.h"

#include "hoyito/notation.h"
#include "hoyito/position.h"
#include "hoyito/tables.h"

#include <QTemporaryDir>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <deque>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

using namespace hoyito;
using hoyito::test::Board;

namespace {

struct TooLarge : std::runtime_error {
    TooLarge()
        : std::runtime_error("too many nodes")
    {
    }
};

// The board, the mover and the pass flag: what a quiet node is (the pass
// flag decides rule 6.3; the taker is fixed by the rules).
struct NodeKey {
    Board seeds;
    Player toMove;
    bool passed;
    bool operator==(const NodeKey &) const = default;
    static NodeKey of(const Position &p) { return {p.seeds, p.toMove, p.previousTurnPassed}; }
};

struct NodeKeyHash {
    std::size_t operator()(const NodeKey &k) const
    {
        std::uint64_t h = 1469598103934665603ull;
        for (const std::uint8_t s : k.seeds)
            h = (h ^ s) * 1099511628211ull;
        h = (h ^ static_cast<std::uint64_t>(k.toMove)) * 1099511628211ull;
        h = (h ^ static_cast<std::uint64_t>(k.passed)) * 1099511628211ull;
        return static_cast<std::size_t>(h);
    }
};

// A move's outcome for South, in seeds of the k on the board: an interval
// for an exit (exact when the game ends), or a quiet child.
struct Edge {
    int child = -1; // quiet child's index, or -1 for an exit
    int low = 0;
    int high = 0;
};

class QuietRetro {
public:
    explicit QuietRetro(std::uint64_t maxNodes)
        : m_maxNodes(maxNodes)
    {
    }

    // The bounds of the seeds pos's mover wins from the board, for a game
    // that starts at pos (scores are ignored).
    tables::Bounds fresh(Position pos)
    {
        pos.scores = {0, 0};
        pos.previousTurnPassed = false;
        const NodeKey key = NodeKey::of(pos);
        if (auto it = m_fresh.find(key); it != m_fresh.end())
            return it->second;
        solveComponent(pos);
        return m_fresh.at(key);
    }

    std::uint64_t components() const { return m_components; }
    std::uint64_t nodesSolved() const { return m_nodesSolved; }
    std::uint64_t largestComponent() const { return m_largest; }
    int longestRank() const { return m_longestRank; }
    std::uint64_t rankTooLong() const { return m_rankTooLong; }

private:
    void solveComponent(const Position &root);

    std::uint64_t m_maxNodes;
    std::uint64_t m_held = 0; // nodes of the components being solved
    std::unordered_map<NodeKey, tables::Bounds, NodeKeyHash> m_fresh;
    std::uint64_t m_components = 0;
    std::uint64_t m_nodesSolved = 0;
    std::uint64_t m_largest = 0;
    int m_longestRank = 0;
    std::uint64_t m_rankTooLong = 0;
};

void QuietRetro::solveComponent(const Position &root)
{
    const int k = root.seedsOnBoard();
    std::vector<Position> nodes{root};
    std::unordered_map<NodeKey, int, NodeKeyHash> indexOf{{NodeKey::of(root), 0}};
    std::vector<std::vector<Edge>> edges;
    std::vector<std::pair<int, Position>> captures; // (edge owner, child) to bound after the search
    std::vector<std::pair<int, int>> captureEdge;   // (node, edge index)
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        if (++m_held > m_maxNodes)
            throw TooLarge();
        const Position pos = nodes[i];
        std::vector<Edge> out;
        for (const Move move : legalMoves(pos)) {
            Position child = pos;
            const TurnSummary turn = playTurn(child, move);
            if (child.isOver()) {
                const int v = finalScores(child)[index(Player::South)];
                out.push_back({-1, v, v});
            } else if (turn.captured > 0) {
                captureEdge.emplace_back(static_cast<int>(i), static_cast<int>(out.size()));
                captures.emplace_back(static_cast<int>(i), child);
                out.push_back({-1, 0, 0});
            } else {
                const NodeKey key = NodeKey::of(child);
                auto [it, added] = indexOf.try_emplace(key, static_cast<int>(nodes.size()));
                if (added)
                    nodes.push_back(child);
                out.push_back({it->second, 0, 0});
            }
        }
        edges.push_back(std::move(out));
    }
    // The captures' children: fresh positions of fewer seeds.
    for (std::size_t c = 0; c < captures.size(); ++c) {
        const Position &child = captures[c].second;
        const int south = child.scores[index(Player::South)];
        const int kc = child.seedsOnBoard();
        const tables::Bounds b = fresh(child);
        Edge &e = edges[captureEdge[c].first][captureEdge[c].second];
        if (child.toMove == Player::South) {
            e.low = south + b.lower;
            e.high = south + b.upper;
        } else {
            e.low = south + kc - b.upper;
            e.high = south + kc - b.lower;
        }
    }
    const int n = static_cast<int>(nodes.size());
    std::vector<std::vector<int>> parents(n); // one entry an edge
    for (int i = 0; i < n; ++i)
        for (const Edge &e : edges[i])
            if (e.child >= 0)
                parents[e.child].push_back(i);
    std::vector<int> row(n);
    for (int i = 0; i < n; ++i)
        row[i] = nodes[i].seedsInRow(Player::South);

    // For `controller` and the test good(value) on South's seeds: the rank
    // (turns to the safe set, 0 inside it) of every node, -1 outside.
    auto attractor = [&](Player controller, auto good) {
        // The safe set: good rows, kept by the controller (its greatest fixed point).
        std::vector<char> safe(n, 0);
        std::vector<int> count(n, 0);
        std::vector<int> removed;
        for (int i = 0; i < n; ++i)
            safe[i] = good(row[i]);
        auto edgeOk = [&](const Edge &e, const std::vector<char> &in) {
            return e.child >= 0 ? in[e.child] != 0 : (good(e.low) && good(e.high));
        };
        for (int i = 0; i < n; ++i) {
            if (!safe[i])
                continue;
            int ok = 0;
            bool all = true;
            for (const Edge &e : edges[i]) {
                const bool y = edgeOk(e, safe);
                ok += y;
                all = all && y;
            }
            count[i] = ok;
            const bool keep = nodes[i].toMove == controller ? ok > 0 : all;
            if (!keep) {
                safe[i] = 0;
                removed.push_back(i);
            }
        }
        // A removed node can make its parents fail: recount by the edges.
        while (!removed.empty()) {
            const int j = removed.back();
            removed.pop_back();
            for (const int p : parents[j]) {
                if (!safe[p])
                    continue;
                if (nodes[p].toMove == controller && --count[p] > 0)
                    continue;
                safe[p] = 0;
                removed.push_back(p);
            }
        }
        // The attractor, rank by rank.
        std::vector<int> rank(n, -1);
        std::vector<int> left(n, 0); // the opponent's edges not yet good
        std::deque<int> queue;
        for (int i = 0; i < n; ++i)
            if (safe[i]) {
                rank[i] = 0;
                queue.push_back(i);
            }
        for (int i = 0; i < n; ++i) {
            if (rank[i] >= 0)
                continue;
            bool exitGood = false;
            bool exitBad = false;
            int quiet = 0;
            for (const Edge &e : edges[i]) {
                if (e.child >= 0)
                    ++quiet;
                else if (good(e.low) && good(e.high))
                    exitGood = true;
                else
                    exitBad = true;
            }
            if (nodes[i].toMove == controller) {
                if (exitGood) {
                    rank[i] = 1;
                    queue.push_back(i);
                }
            } else if (exitBad) {
                left[i] = -1; // never
            } else if (quiet == 0) {
                rank[i] = 1;
                queue.push_back(i);
            } else {
                left[i] = quiet;
            }
        }
        while (!queue.empty()) {
            const int j = queue.front();
            queue.pop_front();
            for (const int p : parents[j]) {
                if (rank[p] >= 0)
                    continue;
                if (nodes[p].toMove == controller) {
                    rank[p] = rank[j] + 1;
                    queue.push_back(p);
                } else if (left[p] > 0 && --left[p] == 0) {
                    rank[p] = rank[j] + 1;
                    queue.push_back(p);
                }
            }
        }
        return rank;
    };

    std::vector<int> lower(n, 0);
    std::vector<int> upper(n, k);
    for (int t = 1; t <= k; ++t) {
        const auto rank = attractor(Player::South, [t](int v) { return v >= t; });
        bool any = false;
        for (int i = 0; i < n; ++i) {
            if (rank[i] > kNoCaptureTurnLimit)
                ++m_rankTooLong;
            if (rank[i] >= 0 && rank[i] <= kNoCaptureTurnLimit) {
                lower[i] = t;
                any = true;
                m_longestRank = std::max(m_longestRank, rank[i]);
            }
        }
        if (!any)
            break;
    }
    for (int t = k - 1; t >= 0; --t) {
        const auto rank = attractor(Player::North, [t](int v) { return v <= t; });
        bool any = false;
        for (int i = 0; i < n; ++i) {
            if (rank[i] > kNoCaptureTurnLimit)
                ++m_rankTooLong;
            if (rank[i] >= 0 && rank[i] <= kNoCaptureTurnLimit) {
                upper[i] = t;
                any = true;
                m_longestRank = std::max(m_longestRank, rank[i]);
            }
        }
        if (!any)
            break;
    }
    // Every node is the start of a game too: its bounds hold for it (its
    // quiet graph is closed within this one), the mover's way round.
    for (int i = 0; i < n; ++i) {
        if (nodes[i].previousTurnPassed)
            continue;
        const tables::Bounds b = nodes[i].toMove == Player::South ? tables::Bounds{lower[i], upper[i]}
                                                                  : tables::Bounds{k - upper[i], k - lower[i]};
        m_fresh.emplace(NodeKey::of(nodes[i]), b);
    }
    ++m_components;
    m_nodesSolved += static_cast<std::uint64_t>(n);
    m_largest = std::max<std::uint64_t>(m_largest, static_cast<std::uint64_t>(n));
    m_held -= static_cast<std::uint64_t>(n);
}

double cpuSeconds()
{
    return static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

long maxRssMegabytes()
{
    FILE *f = std::fopen("/proc/self/status", "r");
    if (!f)
        return -1;
    char line[256];
    long kb = -1;
    while (std::fgets(line, sizeof line, f))
        if (std::strncmp(line, "VmHWM:", 6) == 0)
            kb = std::strtol(line + 6, nullptr, 10);
    std::fclose(f);
    return kb / 1024;
}

int compare(Variant variant, int holes, int minSeeds, int maxSeeds, long long budget)
{
    const tables::TableRules rules =
        variant == Variant::II ? tables::TableRules::HoyitoII : tables::TableRules::HoyitoIIICapturer;
    QTemporaryDir dir;
    if (!dir.isValid() ||
        test::buildTables(dir.path(), rules, holes, maxSeeds, 1).status != tables::BuildStatus::Finished) {
        std::fprintf(stderr, "quiet_retro: cannot build the tables\n");
        return 1;
    }
    const tables::Tables all = tables::Tables::open(dir.path().toStdString(), rules, holes);
    const auto levels = test::allPositions(rules, holes, maxSeeds);
    QuietRetro retro(~std::uint64_t{0});
    test::BruteForce bruteForce(budget, all);
    // The game that ends at the first repetition instead of the third.
    test::BruteForce firstRepetition(budget, all, 2);
    int wrong = 0;
    long firstSame = 0, firstDiffer = 0, firstShown = 0;
    // Where the rule's brute force runs out: does the first repetition's
    // finish, and is its value within the retrograde bounds (which hold for
    // the rule's game, so a value outside would show the two games differ)?
    long firstOnly = 0, firstOnlyOutside = 0;
    std::printf("%s 2x%d: level positions tables-exact retro-exact brute-finished brute-in-retro brute-wrong "
                "tables-width retro-width retro-cpu-s\n",
                std::string(variantName(variant)).c_str(), holes);
    for (int k = minSeeds; k <= maxSeeds; ++k) {
        long positions = 0, tablesExact = 0, retroExact = 0, finished = 0, agree = 0, bad = 0;
        long tablesWidth = 0, retroWidth = 0;
        double retroCpu = 0;
        for (const Position &pos : levels[k]) {
            if (checkStart(pos) != StartError::None)
                continue;
            ++positions;
            const tables::Bounds tb = *all.probe(pos);
            const double c0 = cpuSeconds();
            const tables::Bounds rb = retro.fresh(pos);
            retroCpu += cpuSeconds() - c0;
            tablesExact += tb.exact();
            retroExact += rb.exact();
            tablesWidth += tb.upper - tb.lower;
            retroWidth += rb.upper - rb.lower;
            // Fail-soft, a window one seed wider than the bounds: a result
            // outside them is a value the bounds wrongly left out.
            const auto v = bruteForce.value(pos, rb.lower - 1, rb.upper + 1);
            if (!v) {
                if (const auto v2 = firstRepetition.value(pos, -1, k + 1)) {
                    ++firstOnly;
                    if (*v2 < rb.lower || *v2 > rb.upper) {
                        ++firstOnlyOutside;
                        std::printf("  first repetition %d outside the bounds %d..%d: %s\n", *v2, rb.lower, rb.upper,
                                    positionText(pos).c_str());
                    }
                }
                continue;
            }
            ++finished;
            // The value with the full window, and the first repetition's.
            if (const auto exact = bruteForce.value(pos, -1, k + 1)) {
                if (const auto v2 = firstRepetition.value(pos, -1, k + 1)) {
                    if (*v2 == *exact) {
                        ++firstSame;
                    } else {
                        ++firstDiffer;
                        if (firstShown++ < 5)
                            std::printf("  first repetition %d, rule %d: %s\n", *v2, *exact, positionText(pos).c_str());
                    }
                }
            }
            if (*v >= rb.lower && *v <= rb.upper) {
                ++agree;
            } else {
                ++bad;
                std::printf("  WRONG %s: retro %d..%d, brute force %d, tables %d..%d\n", positionText(pos).c_str(),
                            rb.lower, rb.upper, *v, tb.lower, tb.upper);
            }
        }
        wrong += bad;
        std::printf("  %2d %8ld %8ld %8ld %8ld %8ld %4ld %8ld %8ld %8.2f\n", k, positions, tablesExact, retroExact,
                    finished, agree, bad, tablesWidth, retroWidth, retroCpu);
        std::printf("     so far: first repetition = third %ld, differ %ld; "
                    "first repetition alone finished %ld, outside the bounds %ld\n",
                    firstSame, firstDiffer, firstOnly, firstOnlyOutside);
        std::fflush(stdout);
    }
    std::printf("first repetition = third: %ld, differ: %ld; "
                "first repetition alone finished %ld, outside the bounds %ld\n",
                firstSame, firstDiffer, firstOnly, firstOnlyOutside);
    std::printf("components %llu, nodes %llu, largest %llu, longest rank %d, ranks over 200: %llu; "
                "cpu %.1f s, max rss %ld MB\n",
                static_cast<unsigned long long>(retro.components()),
                static_cast<unsigned long long>(retro.nodesSolved()),
                static_cast<unsigned long long>(retro.largestComponent()), retro.longestRank(),
                static_cast<unsigned long long>(retro.rankTooLong()), cpuSeconds(), maxRssMegabytes());
    return wrong == 0 ? 0 : 2;
}

int one(const std::string &text, std::uint64_t maxNodes)
{
    const ParsedPosition parsed = parsePosition(text);
    if (!std::holds_alternative<Position>(parsed)) {
        std::fprintf(stderr, "quiet_retro: not a position: %s\n", text.c_str());
        return 1;
    }
    QuietRetro retro(maxNodes);
    try {
        const tables::Bounds b = retro.fresh(std::get<Position>(parsed));
        std::printf("%s: mover wins %d..%d of the board\n", text.c_str(), b.lower, b.upper);
    } catch (const TooLarge &) {
        std::printf("%s: stopped, the quiet graphs held at once passed %llu nodes\n", text.c_str(),
                    static_cast<unsigned long long>(maxNodes));
    }
    std::printf("components %llu, nodes %llu, largest %llu, longest rank %d, ranks over 200: %llu; "
                "cpu %.1f s, max rss %ld MB\n",
                static_cast<unsigned long long>(retro.components()),
                static_cast<unsigned long long>(retro.nodesSolved()),
                static_cast<unsigned long long>(retro.largestComponent()), retro.longestRank(),
                static_cast<unsigned long long>(retro.rankTooLong()), cpuSeconds(), maxRssMegabytes());
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    bool compareMode = false;
    Variant variant = Variant::II;
    int holes = 3;
    int maxSeeds = 8;
    int minSeeds = 1;
    long long budget = test::BruteForce::kPositionBudget;
    std::string position;
    std::uint64_t maxNodes = 50'000'000;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto next = [&]() -> std::string {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "quiet_retro: %s needs a value\n", a.c_str());
                std::exit(1);
            }
            return argv[++i];
        };
        if (a == "--compare")
            compareMode = true;
        else if (a == "--variant")
            variant = next() == "III" ? Variant::III : Variant::II;
        else if (a == "--holes")
            holes = std::stoi(next());
        else if (a == "--max-seeds")
            maxSeeds = std::stoi(next());
        else if (a == "--min-seeds")
            minSeeds = std::stoi(next());
        else if (a == "--budget")
            budget = std::stoll(next());
        else if (a == "--position")
            position = next();
        else if (a == "--max-nodes")
            maxNodes = std::stoull(next());
        else {
            std::fprintf(stderr, "quiet_retro: unknown option %s\n", a.c_str());
            return 1;
        }
    }
    if (compareMode)
        return compare(variant, holes, std::max(minSeeds, 1), maxSeeds, budget);
    if (!position.empty())
        return one(position, maxNodes);
    std::fprintf(stderr,
                 "usage: quiet_retro --compare --variant II|III --holes N --max-seeds K [--min-seeds L] [--budget B]\n"
                 "       quiet_retro --position TEXT [--max-nodes M]\n");
    return 1;
}
