#include "setup/positionedits.h"

#include <algorithm>

namespace hoyito::app {

int maxSeedsInHole(const hoyito::Rules &rules)
{
    return rules.totalSeeds();
}

namespace {

bool onBoard(const hoyito::Position &pos, int hole)
{
    return hole >= 0 && hole < pos.rules.holeCount();
}

} // namespace

hoyito::Position withSeedsAdded(const hoyito::Position &pos, int hole, int delta)
{
    if (!onBoard(pos, hole) || pos.isClosed(hole))
        return pos;
    hoyito::Position edited = pos;
    edited.seeds[hole] =
        static_cast<std::uint8_t>(std::clamp(int(pos.seeds[hole]) + delta, 0, maxSeedsInHole(pos.rules)));
    return edited;
}

hoyito::Position withSeedsMoved(const hoyito::Position &pos, int from, int to)
{
    if (!onBoard(pos, from) || !onBoard(pos, to) || from == to || pos.isClosed(from) || pos.isClosed(to))
        return pos;
    hoyito::Position edited = pos;
    const int moved = std::min(int(pos.seeds[from]), maxSeedsInHole(pos.rules) - int(pos.seeds[to]));
    edited.seeds[from] = static_cast<std::uint8_t>(pos.seeds[from] - moved);
    edited.seeds[to] = static_cast<std::uint8_t>(pos.seeds[to] + moved);
    return edited;
}

hoyito::Position withClosedToggled(const hoyito::Position &pos, int hole)
{
    if (!onBoard(pos, hole))
        return pos;
    hoyito::Position edited = pos;
    edited.closedHoles ^= 1u << hole;
    edited.seeds[hole] = 0;
    return edited;
}

hoyito::Position withHolesPerRow(const hoyito::Position &pos, int holesPerRow)
{
    if (!hoyito::isValidHolesPerRow(holesPerRow))
        return pos;
    hoyito::Position edited;
    edited.rules = pos.rules;
    edited.rules.holesPerRow = holesPerRow;
    edited.toMove = pos.toMove;
    edited.scores = pos.scores;
    const int kept = std::min(holesPerRow, pos.rules.holesPerRow);
    for (hoyito::Player side : {hoyito::Player::South, hoyito::Player::North}) {
        for (int i = 0; i < kept; ++i) {
            const int from = pos.rules.firstHole(side) + i;
            const int to = edited.rules.firstHole(side) + i;
            edited.seeds[to] = pos.seeds[from];
            if (pos.isClosed(from))
                edited.closedHoles |= 1u << to;
        }
    }
    return edited;
}

hoyito::Position emptied(const hoyito::Position &pos)
{
    hoyito::Position edited;
    edited.rules = pos.rules;
    edited.toMove = pos.toMove;
    return edited;
}

} // namespace hoyito::app
