// The exhaustive search with the game's history (docs/RULES.md 6.2: the third
// occurrence of a position, 200 turns without a capture). A capture makes
// every earlier position unreachable (fewer seeds), so the history kept is
// the positions since the last capture, and a position just after a capture
// is judged by itself: there the tables' bounds hold, what earlier
// questions proved about it is kept, and the proof search (when given) is
// asked before the search follows the history.

#include "hoyito/solver.h"

#include "hoyito/movegen.h"

#include <algorithm>
#include <array>
#include <map>
#include <vector>

namespace hoyito::solver {

using tables::Bounds;

struct HistorySearch::Impl {
    // Everything of a position its value depends on: the board, the mover,
    // who takes the last four, and whether the turn before was a pass (a
    // second pass ends the game).
    struct Key {
        std::array<std::uint8_t, kMaxHoles> seeds;
        std::uint32_t closed;
        Player toMove;
        LastFourTaker taker;
        bool passed;
        auto operator<=>(const Key &) const = default;
    };

    // Positions the proof search may take for one question inside the search.
    static constexpr std::uint64_t kProofBudget = 20000;

    const tables::Tables *tables;
    ProofSearch *proofs = nullptr;
    std::map<Key, Bounds> proven; // proven about positions just after a capture (or roots)
    ProofLimits limits;
    std::uint64_t nodes = 0;
    std::uint64_t questionStart = 0; // nodes when this question was asked
    bool aborted = false;

    static Key keyOf(const Position &pos)
    {
        return {pos.seeds, pos.closedHoles, pos.toMove, pos.rules.lastFourTaker, pos.previousTurnPassed};
    }

    Bounds known(const Position &pos) const
    {
        if (const auto found = proven.find(keyOf(pos)); found != proven.end())
            return found->second;
        if (tables)
            if (const auto probed = tables->probe(pos))
                return *probed;
        return {0, pos.seedsOnBoard()};
    }

    // Does the mover of a game starting at pos win at least `target` seeds
    // from the board?
    Answer fresh(const Position &pos, int target, Bounds b)
    {
        if (b.lower >= target)
            return Answer::Yes;
        if (b.upper < target)
            return Answer::No;
        Answer answer = proved(pos, target);
        if (answer == Answer::Unknown && !aborted) {
            std::vector<Position> history{pos};
            answer = search(pos, history, target);
        }
        if (answer == Answer::Yes)
            b.lower = std::max(b.lower, target);
        else if (answer == Answer::No)
            b.upper = std::min(b.upper, target - 1);
        if (answer != Answer::Unknown)
            proven[keyOf(pos)] = b;
        return answer;
    }

    // What the proof search settles of "at least target?" at a position
    // where the history starts: a proof of the mover says yes, one of the
    // opponent no. Each question gets a small budget: most are settled in
    // a few hundred positions or not soon.
    Answer proved(const Position &pos, int target)
    {
        if (!proofs)
            return Answer::Unknown;
        ProofLimits budget = limits;
        budget.nodes = kProofBudget;
        const int k = pos.seedsOnBoard();
        Answer answer = Answer::Unknown;
        if (proofs->forces(pos, pos.toMove, target, budget) == Answer::Yes)
            answer = Answer::Yes;
        else if (proofs->forces(pos, opponent(pos.toMove), k - target + 1, budget) == Answer::Yes)
            answer = Answer::No;
        if (limits.expired())
            aborted = true;
        return answer;
    }

    bool outOfLimits()
    {
        aborted = aborted || limits.reached(nodes - questionStart);
        return aborted;
    }

    // `history` holds the positions since the last capture, pos last.
    Answer search(const Position &pos, std::vector<Position> &history, int target)
    {
        const int k = pos.seedsOnBoard();
        if (target <= 0)
            return Answer::Yes;
        if (target > k)
            return Answer::No;
        ++nodes;
        if (outOfLimits())
            return Answer::Unknown;
        const Player mover = pos.toMove;
        // The moves played once, and taken best first by the tables.
        const ChildList children = generateChildren(pos);
        std::array<std::pair<int, int>, kMaxHolesPerRow> order; // (key, child)
        for (int i = 0; i < children.size(); ++i) {
            int key = 0;
            if (tables)
                if (const auto b = childBounds(*tables, pos, children[i].position))
                    key = -(b->lower + b->upper);
            order[static_cast<std::size_t>(i)] = {key, i};
        }
        std::stable_sort(order.begin(), order.begin() + children.size(),
                         [](const auto &x, const auto &y) { return x.first < y.first; });
        bool unknown = false;
        for (int rank = 0; rank < children.size(); ++rank) {
            const Child &played = children[order[static_cast<std::size_t>(rank)].second];
            const Position &child = played.position;
            const TurnSummary &turn = played.summary;
            Answer answer = Answer::No;
            if (child.isOver()) {
                const int v = finalScores(child)[index(mover)] - pos.scores[index(mover)];
                answer = v >= target ? Answer::Yes : Answer::No;
            } else if (turn.captured > 0) {
                const int won = child.scores[index(mover)] - pos.scores[index(mover)];
                answer = fresh(child, target - won, known(child));
            } else {
                const auto seen = std::count_if(history.begin(), history.end(),
                                                [&](const Position &p) { return p.sameBoardAndMover(child); });
                if (seen + 1 >= kRepetitionLimit || static_cast<int>(history.size()) >= kNoCaptureTurnLimit) {
                    answer = child.seedsInRow(mover) >= target ? Answer::Yes : Answer::No;
                } else {
                    history.push_back(child);
                    const Answer reply = search(child, history, k - target + 1);
                    history.pop_back();
                    answer = reply == Answer::Yes ? Answer::No : reply == Answer::No ? Answer::Yes : Answer::Unknown;
                }
            }
            if (answer == Answer::Yes)
                return Answer::Yes;
            unknown = unknown || answer == Answer::Unknown;
        }
        return unknown ? Answer::Unknown : Answer::No;
    }
};

HistorySearch::HistorySearch(const tables::Tables *tables, ProofSearch *proofs)
    : m_impl(std::make_unique<Impl>())
{
    m_impl->tables = tables;
    m_impl->proofs = proofs;
}

HistorySearch::~HistorySearch() = default;

Answer HistorySearch::atLeast(const Position &pos, int target, Bounds known, const ProofLimits &limits)
{
    Impl &d = *m_impl;
    if (!pos.rules.capturePlaysAgain())
        return Answer::Unknown;
    d.limits = limits;
    d.questionStart = d.nodes;
    d.aborted = false;
    const Bounds before = d.known(pos);
    known = {std::max(known.lower, before.lower), std::min(known.upper, before.upper)};
    return d.fresh(pos, target, known);
}

std::uint64_t HistorySearch::totalNodes() const
{
    return m_impl->nodes;
}

} // namespace hoyito::solver
