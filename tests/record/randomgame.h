#pragma once

// Seeded random games and matches for the record tests and the fixture
// generator: every move is drawn uniformly from legalMoves(), so the games
// are real games of the engine, reproducible from their seed.

#include "hoyito/game.h"
#include "hoyito/match.h"

#include <random>

namespace hoyito::test {

// Plays from `start` until the game ends or `maxTurns` turns were played.
inline Game randomGameFrom(const Position &start, std::uint32_t seed, int maxTurns = 1 << 30)
{
    Game game(start);
    std::mt19937 random(seed);
    while (!game.isOver() && game.turnCount() < maxTurns) {
        const std::vector<Move> moves = legalMoves(game.position());
        std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
        game.play(moves[pick(random)]);
    }
    return game;
}

inline Game randomGame(const Rules &rules, Player starter, std::uint32_t seed, int maxTurns = 1 << 30)
{
    return randomGameFrom(Position::initial(rules, starter), seed, maxTurns);
}

// Plays whole random rounds of `match`, each from its roundStart() and
// handed back with finishRound(), until `rounds` more are finished or the
// match is over. Returns the games, in order.
inline std::vector<Game> randomRounds(Match &match, std::uint32_t seed, int rounds = 1 << 30)
{
    std::vector<Game> games;
    for (int i = 0; i < rounds && !match.isOver(); ++i) {
        games.push_back(randomGameFrom(match.roundStart(), seed + static_cast<std::uint32_t>(i)));
        match.finishRound(games.back());
    }
    return games;
}

} // namespace hoyito::test
