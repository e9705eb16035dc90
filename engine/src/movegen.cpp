#include "hoyito/movegen.h"

#include "sowing.h"

namespace hoyito {

HoleMask liftableHoles(const Position &pos)
{
    return detail::liftableHoles(pos);
}

HoleMask ChildList::legalHoles() const
{
    HoleMask holes = 0;
    for (const Child &c : *this)
        if (!c.move.isPass())
            holes |= HoleMask{1} << c.move.hole;
    return holes;
}

ChildList generateChildren(const Position &pos)
{
    ChildList list;
    if (pos.isOver())
        return list;
    const ChildScan scan = forEachChild(pos, [&](const Child &child) {
        if (!child.summary.endless)
            list.m_children[static_cast<std::size_t>(list.m_count++)] = child;
        return true;
    });
    list.m_endless = scan.endless;
    return list;
}

MoveError checkMove(const Position &pos, Move move, const ChildList &children)
{
    const MoveError error = checkMoveShape(pos, move);
    if (error != MoveError::None)
        return error;
    if (move.isPass())
        return children.size() == 1 && children[0].move.isPass() ? MoveError::None : MoveError::MustMove;
    return (children.endless() >> move.hole) & 1u ? MoveError::EndlessSowing : MoveError::None;
}

std::vector<Move> legalMoves(const Position &pos)
{
    std::vector<Move> moves;
    if (pos.isOver())
        return moves;
    forEachChild(pos, [&](const Child &child) {
        if (!child.summary.endless)
            moves.push_back(child.move);
        return true;
    });
    return moves;
}

std::vector<int> endlessHoles(const Position &pos)
{
    std::vector<int> holes;
    if (pos.isOver())
        return holes;
    const ChildScan scan = forEachChild(pos, [](const Child &) { return true; });
    for (HoleMask m = scan.endless; m != 0; m &= m - 1)
        holes.push_back(std::countr_zero(m));
    return holes;
}

} // namespace hoyito
