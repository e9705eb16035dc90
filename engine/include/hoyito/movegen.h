#pragma once

// The legal-move generator, the one place that knows what the legal moves
// of a position are (docs/RULES.md 3.1, 5): every open, non-empty hole of the
// mover whose sowing ends, or a single pass when there is none. Finding out
// that a hole's sowing never ends means playing it, so the generator plays
// every move once and hands out the resulting positions: nobody plays a move
// twice to learn what it does.

#include "hoyito/position.h"

#include <array>
#include <bit>
#include <cstdint>

namespace hoyito {

// A set of holes: bit h is hole h.
using HoleMask = std::uint32_t;

// The holes the side to move can lift: open and not empty (endless or not).
HoleMask liftableHoles(const Position &pos);

// One move played from a position.
struct Child {
    Move move;
    Position position;   // after the move; for an endless hole, the parent unchanged
    TurnSummary summary; // summary.endless: the move is not legal
};

// What forEachChild found.
struct ChildScan {
    HoleMask endless = 0; // holes found to start an endless sowing
    int legal = 0;        // legal moves visited (the pass included), or skipped as known legal
    bool stopped = false; // the visitor asked to stop
};

// Plays each liftable hole of pos (not over), in hole order, and calls
// visit(const Child &) for each, endless ones included (so a caller can
// count every turn it plays); visit returns false to stop at once. Holes in
// `knownEndless` are not tried; holes in `knownLegal` are not played but
// count as legal moves. When no hole is legal the pass is played and
// visited.
template <class Visit>
ChildScan forEachChild(const Position &pos, Visit &&visit, HoleMask knownEndless = 0, HoleMask knownLegal = 0)
{
    ChildScan scan;
    HoleMask holes = liftableHoles(pos) & ~knownEndless;
    Child child;
    for (; holes != 0; holes &= holes - 1) {
        const int hole = std::countr_zero(holes);
        const HoleMask bit = HoleMask{1} << hole;
        if (knownLegal & bit) {
            ++scan.legal;
            continue;
        }
        child.move = Move::at(hole);
        child.position = pos;
        child.summary = playTurn(child.position, child.move);
        if (child.summary.endless)
            scan.endless |= bit;
        else
            ++scan.legal;
        if (!visit(static_cast<const Child &>(child))) {
            scan.stopped = true;
            return scan;
        }
    }
    if (scan.legal == 0) {
        child.move = Move::pass();
        child.position = pos;
        child.summary = playTurn(child.position, child.move);
        scan.legal = 1;
        if (!visit(static_cast<const Child &>(child)))
            scan.stopped = true;
    }
    return scan;
}

// The legal children of a position, in hole order (a single pass when no
// hole is legal; none when the game is over), and the endless holes.
class ChildList {
public:
    const Child *begin() const { return m_children.data(); }
    const Child *end() const { return m_children.data() + m_count; }
    int size() const { return m_count; }
    const Child &operator[](int i) const { return m_children[static_cast<std::size_t>(i)]; }
    // The liftable holes that start an endless sowing (docs/RULES.md 5).
    HoleMask endless() const { return m_endless; }
    // The moves of the children as a set of holes (a pass is no hole).
    HoleMask legalHoles() const;

private:
    friend ChildList generateChildren(const Position &pos);

    // checkMove for a position whose children are known: no sowing at all.
    MoveError checkMove(const Position &pos, Move move, const ChildList &children);
    std::array<Child, kMaxHolesPerRow> m_children{};
    int m_count = 0;
    HoleMask m_endless = 0;
};

ChildList generateChildren(const Position &pos);

// checkMove for a position whose children are known: no sowing at all.
MoveError checkMove(const Position &pos, Move move, const ChildList &children);

} // namespace hoyito
