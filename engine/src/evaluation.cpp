#include "hoyito/evaluation.h"

#include <algorithm>

namespace hoyito {

EvalWeights defaultEvalWeights()
{
    // Tuned by self-play on Hoyito II 2x6: 200-game matches of 20,000-node
    // searches from balanced openings, one weight changed at a time against
    // the current set (coordinate descent), starting from rows 10, threat
    // 50, opponent's threat 20. Holes of 3 in the mover's own row turned out
    // to be worth most (+4 seeds a game over ignoring them); mobility and a
    // tempo bonus made no measurable difference.
    EvalWeights w;
    w.rowSeeds = 5;
    w.threes = -10;
    w.fours = 10;
    w.mobility = 0;
    w.threat = 50;
    w.opponentThreat = 20;
    w.tempo = 0;
    return w;
}

namespace {

// The seeds `player` would take if a hole of theirs sowed a single lap that
// ends in a hole of 3 (no relay needed). Relays are left to the search; this
// is the cheap part of "which holes of 3 can be turned into a casa".
int bestOneLapCapture(const Position &pos, Player player)
{
    const int n = pos.rules.holeCount();
    const int first = pos.rules.firstHole(player);
    const auto &b = pos.seeds;
    int best = 0;
    for (int h = first; h < first + pos.rules.holesPerRow; ++h) {
        const int s = b[h];
        if (s == 0 || s >= n)
            continue;
        int landing = h + s;
        if (landing >= n)
            landing -= n;
        if (b[landing] != 3)
            continue;
        int gain = kSeedsPerHole;
        if (pos.rules.hasChain()) {
            // Holes the lap passed got a seed: a 3 there is a 4 now. The
            // lifted hole is empty and stops the chain.
            for (int k = 1; k < n; ++k) {
                int hole = landing - k;
                if (hole < 0)
                    hole += n;
                if (hole == h)
                    break;
                const bool sown = k < s;
                if (b[hole] + (sown ? 1 : 0) != kSeedsPerHole)
                    break;
                gain += kSeedsPerHole;
            }
        }
        best = std::max(best, gain);
    }
    return best;
}

} // namespace

int evaluateFeatures(const Position &pos, const EvalWeights &w)
{
    const Player me = pos.toMove;
    const Player them = opponent(me);
    const int perRow = pos.rules.holesPerRow;
    const int mine = pos.rules.firstHole(me);
    const int theirs = pos.rules.firstHole(them);
    const auto &b = pos.seeds;

    int rowSeeds = 0, threes = 0, fours = 0, mobility = 0;
    for (int i = 0; i < perRow; ++i) {
        const int m = b[mine + i];
        const int t = b[theirs + i];
        rowSeeds += m - t;
        threes += (t == 3) - (m == 3);
        fours += (t == 4) - (m == 4);
        mobility += (m > 0) - (t > 0);
    }
    int value = w.rowSeeds * rowSeeds + w.threes * threes + w.fours * fours + w.mobility * mobility + w.tempo;
    if (pos.closedHoles == 0) {
        if (w.threat)
            value += w.threat * bestOneLapCapture(pos, me);
        if (w.opponentThreat)
            value -= w.opponentThreat * bestOneLapCapture(pos, them);
    }
    return value;
}

int evaluate(const Position &pos, const EvalWeights &weights)
{
    const Player me = pos.toMove;
    if (pos.isOver()) {
        const auto final = finalScores(pos);
        return (final[index(me)] - final[index(opponent(me))]) * kSeedValue;
    }
    return (pos.scores[index(me)] - pos.scores[index(opponent(me))]) * kSeedValue + evaluateFeatures(pos, weights);
}

} // namespace hoyito
