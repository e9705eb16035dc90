#pragma once

// The player's puzzle rating: Glicko-2 (Mark Glickman, "Example of the
// Glicko-2 system", 2012), each solved or failed puzzle a game against the
// puzzle's rating. Plain C++: the trainer keeps the rating in the settings
// and rates the first attempt of each puzzle; the puzzles' own ratings stay
// as shipped (docs/PUZZLES.md).

#include <span>

namespace hoyito::app {

// On the Glicko scale (a new player 1500, deviation 350, volatility 0.06).
struct Glicko2Rating {
    double rating = 1500;
    double deviation = 350;
    double volatility = 0.06;
};

// One game of a rating period: the opponent's rating and deviation, and the
// player's score (1 a win, 0.5 a draw, 0 a loss).
struct Glicko2Game {
    double opponentRating = 1500;
    double opponentDeviation = 0;
    double score = 0;
};

// The system constant τ of the puzzle trainer (Lichess's puzzles use 0.75).
inline constexpr double kPuzzleTau = 0.75;

// The rating after a rating period of `games` (none: only the deviation
// grows), τ constraining the change of volatility.
Glicko2Rating rateGlicko2(const Glicko2Rating &player, std::span<const Glicko2Game> games, double tau);

} // namespace hoyito::app
