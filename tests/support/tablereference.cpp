#include "tablereference.h"

#include <algorithm>

namespace hoyito::test {

using tables::Bounds;

BruteForce::BruteForce(long long nodeBudget, const tables::Tables &order, int repetitionLimit)
    : m_budget(nodeBudget)
    , m_order(order)
    , m_repetitionLimit(repetitionLimit)
{
}

std::optional<int> BruteForce::value(const Position &pos, int alpha, int beta)
{
    m_nodes = 0;
    const int v = fresh(pos, alpha, beta);
    if (m_nodes > m_budget)
        return std::nullopt;
    return v;
}

// A position just after a capture (or a root): its value depends on the
// position alone, so what earlier searches proved about it is kept.
int BruteForce::fresh(const Position &pos, int alpha, int beta)
{
    const PositionKey key = PositionKey::of(pos);
    const int k = pos.seedsOnBoard();
    Known known = m_fresh.contains(key) ? m_fresh[key] : Known{0, k};
    if (known.low == known.high || known.low >= beta)
        return known.low;
    if (known.high <= alpha)
        return known.high;
    const int a = std::max(alpha, known.low - 1);
    const int b = std::min(beta, known.high + 1);
    std::vector<Position> history{pos};
    const int v = search(pos, history, a, b);
    if (m_nodes > m_budget)
        return 0;
    if (v <= a)
        known.high = std::min(known.high, v);
    else if (v >= b)
        known.low = std::max(known.low, v);
    else
        known = {v, v};
    m_fresh[key] = known;
    return v;
}

// `history` holds the positions since the last capture, pos last.
int BruteForce::search(const Position &pos, std::vector<Position> &history, int alpha, int beta)
{
    ++m_nodes;
    ++m_total;
    if (m_nodes > m_budget)
        return 0;
    const Player mover = pos.toMove;
    const int k = pos.seedsOnBoard();
    int best = -1;
    std::vector<Move> moves = legalMoves(pos);
    std::vector<std::pair<int, Move>> ranked;
    for (const Move move : moves) {
        const auto b = tables::moveBounds(m_order, pos, move);
        ranked.emplace_back(b ? -(b->lower + b->upper) : 0, move);
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const auto &x, const auto &y) { return x.first < y.first; });
    for (const auto &[rank, move] : ranked) {
        Position child = pos;
        const TurnSummary turn = playTurn(child, move);
        int v = 0;
        if (child.isOver()) {
            v = finalScores(child)[index(mover)] - pos.scores[index(mover)];
        } else if (turn.captured > 0) {
            const int won = child.scores[index(mover)] - pos.scores[index(mover)];
            v = won + fresh(child, alpha - won, beta - won);
        } else {
            const auto seen = std::count_if(history.begin(), history.end(),
                                            [&](const Position &p) { return p.sameBoardAndMover(child); });
            // history.size() turns without a capture, this one included.
            if (seen + 1 >= m_repetitionLimit || static_cast<int>(history.size()) >= kNoCaptureTurnLimit) {
                v = child.seedsInRow(mover);
            } else {
                history.push_back(child);
                v = k - search(child, history, k - beta, k - alpha);
                history.pop_back();
            }
        }
        best = std::max(best, v);
        alpha = std::max(alpha, v);
        if (alpha >= beta)
            break;
    }
    return best;
}

void FixedPoint::addLevel(const std::vector<Position> &positions)
{
    // Each position's equation, its quiet children as indices into
    // `positions`: what it gets for sure (endings, and captures at their
    // children's lower bounds), what captures may give at most, and the
    // positions its quiet moves lead to.
    struct Node {
        int constant = 0;
        bool exact = false;
        std::vector<int> upperConstants;
        std::vector<std::size_t> quiet;
    };
    std::map<PositionKey, std::size_t> indexOf;
    for (std::size_t i = 0; i < positions.size(); ++i)
        indexOf.emplace(PositionKey::of(positions[i]), i);
    std::vector<Node> nodes(positions.size());
    for (std::size_t i = 0; i < positions.size(); ++i) {
        const Position &pos = positions[i];
        const Player mover = pos.toMove;
        Node &node = nodes[i];
        for (const Move move : legalMoves(pos)) {
            Position child = pos;
            const TurnSummary turn = playTurn(child, move);
            if (child.isOver()) {
                node.constant = std::max(node.constant, finalScores(child)[index(mover)]);
            } else if (turn.captured > 0) {
                const Bounds b = m_values.at(PositionKey::of(child));
                node.constant = std::max(node.constant, turn.captured + b.lower);
                node.upperConstants.push_back(turn.captured + b.upper);
            } else if (move.isPass() && legalMoves(child).front().isPass()) {
                Position end = child;
                playTurn(end, Move::pass());
                node.constant = finalScores(end)[index(mover)];
                node.exact = true;
            } else {
                node.quiet.push_back(indexOf.at(PositionKey::of(child)));
            }
        }
    }
    const int k = positions.front().seedsOnBoard();
    std::vector<Bounds> held(positions.size(), Bounds{0, k});
    for (bool changed = true; changed;) {
        changed = false;
        std::vector<Bounds> next(positions.size());
        for (std::size_t i = 0; i < positions.size(); ++i) {
            const Node &node = nodes[i];
            Bounds b{node.constant, node.constant};
            for (const int upper : node.upperConstants)
                b.upper = std::max(b.upper, upper);
            if (!node.exact) {
                for (const std::size_t child : node.quiet) {
                    b.lower = std::max(b.lower, k - held[child].upper);
                    b.upper = std::max(b.upper, k - held[child].lower);
                }
            }
            next[i] = b;
            changed = changed || !(held[i] == b);
        }
        held.swap(next);
    }
    for (std::size_t i = 0; i < positions.size(); ++i)
        m_values[PositionKey::of(positions[i])] = held[i];
}

Bounds FixedPoint::at(const Position &pos) const
{
    return m_values.at(PositionKey::of(pos));
}

} // namespace hoyito::test
