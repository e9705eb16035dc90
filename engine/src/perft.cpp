#include "hoyito/perft.h"

namespace hoyito {

std::uint64_t perft(const Position &pos, int depth)
{
    if (depth == 0)
        return 1;
    if (pos.isOver())
        return 0;
    std::uint64_t count = 0;
    bool anyMove = false;
    const int first = pos.rules.firstHole(pos.toMove);
    for (int h = first; h < first + pos.rules.holesPerRow; ++h) {
        if (pos.seeds[h] == 0 || pos.isClosed(h))
            continue;
        Position child = pos;
        if (playTurn(child, Move::at(h)).endless)
            continue;
        anyMove = true;
        count += perft(child, depth - 1);
    }
    if (!anyMove) {
        Position child = pos;
        playTurn(child, Move::pass());
        count = perft(child, depth - 1);
    }
    return count;
}

} // namespace hoyito
