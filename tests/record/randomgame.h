#pragma once

// Seeded random games for the record tests and the fixture generator: every
// move is drawn uniformly from legalMoves(), so the games are real games of
// the engine, reproducible from their seed.

#include "hoyito/game.h"

#include <random>

namespace hoyito::test {

// Plays until the game ends or `maxTurns` turns were played.
inline Game randomGame(const Rules &rules, Player starter, std::uint32_t seed, int maxTurns = 1 << 30)
{
    Game game(Position::initial(rules, starter));
    std::mt19937 random(seed);
    while (!game.isOver() && game.turnCount() < maxTurns) {
        const std::vector<Move> moves = legalMoves(game.position());
        std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
        game.play(moves[pick(random)]);
    }
    return game;
}

} // namespace hoyito::test
