#pragma once

// The static evaluation used at the search horizon. The captured seeds are
// the exact part of the score; the features below only guess what the rest
// of the board is worth. Weights were tuned by self-play (hoyito-cli
// selfplay, see docs/BENCHMARKS.md).

#include "hoyito/position.h"

namespace hoyito {

// Evaluation units per seed: scores are in hundredths of a seed.
constexpr int kSeedValue = 100;

// Feature weights, in hundredths of a seed, always from the point of view of
// the side to move ("mine" is the mover's row).
struct EvalWeights {
    int rowSeeds = 0;       // per seed in my row minus per seed in the opponent's row
    int threes = 0;         // per hole of 3 in the opponent's row minus per hole of 3 in mine
    int fours = 0;          // per hole of 4 in the opponent's row minus in mine (chain targets, Hoyito II)
    int mobility = 0;       // per non-empty hole of mine minus per non-empty hole of the opponent
    int threat = 0;         // per seed my best one-lap capture takes (a first lap that ends in a 3)
    int opponentThreat = 0; // per seed of the opponent's best one-lap capture, against me
    int tempo = 0;          // a bonus for being the side to move

    friend constexpr bool operator==(const EvalWeights &, const EvalWeights &) = default;
};

// The weights the levels play with.
EvalWeights defaultEvalWeights();

// The mover's expected final score minus the opponent's, in hundredths of a
// seed: the captured seeds (pos.scores) plus the features. For a finished
// game, the exact final difference (finalScores).
int evaluate(const Position &pos, const EvalWeights &weights);

// Only the feature part (no captured seeds); evaluate() = captured difference + this.
int evaluateFeatures(const Position &pos, const EvalWeights &weights);

} // namespace hoyito
