#include "hoyito/perft.h"

#include "hoyito/movegen.h"

namespace hoyito {

std::uint64_t perft(const Position &pos, int depth)
{
    if (depth == 0)
        return 1;
    std::uint64_t count = 0;
    for (const Child &child : generateChildren(pos))
        count += perft(child.position, depth - 1);
    return count;
}

} // namespace hoyito
