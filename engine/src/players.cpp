#include "hoyito/players.h"

#include "hoyito/movegen.h"

#include <cassert>

namespace hoyito {

Move greedyMove(const Position &pos, Random &random)
{
    // Each move is played once, by the generator; its child tells the gain.
    const ChildList children = generateChildren(pos);
    assert(children.size() > 0);
    const Player me = pos.toMove;
    int best = -1;
    int ties = 0;
    Move chosen = children[0].move;
    for (const Child &child : children) {
        const int gain = child.position.scores[index(me)] - pos.scores[index(me)];
        if (gain > best) {
            best = gain;
            chosen = child.move;
            ties = 1;
        } else if (gain == best && random.below(static_cast<std::uint32_t>(++ties)) == 0) {
            // Reservoir sampling: each of the tied moves is equally likely.
            chosen = child.move;
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
