#include "hoyito/evaluation.h"

#include "sowing.h"

#include <algorithm>
#include <bit>
#include <cstdint>

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

// The board as three words, a byte a hole (holes past the board are 0).
struct Words {
    std::uint64_t w[3];
};
static_assert(sizeof(Position::seeds) == sizeof(Words));

constexpr std::uint64_t kOnes = 0x0101010101010101ull;
constexpr std::uint64_t kLow7 = 0x7F7F7F7F7F7F7F7Full;
constexpr std::uint64_t kHigh = 0x8080808080808080ull;

// The high bit of each byte of x that is not zero.
constexpr std::uint64_t nonZeroBytes(std::uint64_t x)
{
    return (((x & kLow7) + kLow7) | x) & kHigh;
}
// How many bytes of `flags` have their high bit set.
constexpr int flagCount(std::uint64_t flags)
{
    return static_cast<int>(((flags >> 7) * kOnes) >> 56);
}
// The sum of the bytes of x (below 256 here: at most 96 seeds).
constexpr int byteSum(std::uint64_t x)
{
    return static_cast<int>((x * kOnes) >> 56);
}
// The high bits of a word's bytes packed into eight bits.
constexpr std::uint32_t packFlags(std::uint64_t flags)
{
    return static_cast<std::uint32_t>(((flags >> 7) * 0x0102040810204080ull) >> 56);
}

// Byte masks of each row in the three words: [holesPerRow][player][word].
struct RowBytes {
    std::uint64_t mask[kMaxHolesPerRow + 1][2][3] = {};
};

constexpr RowBytes makeRowBytes()
{
    RowBytes r;
    for (int perRow = kMinHolesPerRow; perRow <= kMaxHolesPerRow; ++perRow)
        for (int p = 0; p < 2; ++p)
            for (int h = p * perRow; h < (p + 1) * perRow; ++h)
                r.mask[perRow][p][h / 8] |= std::uint64_t{0xFF} << (8 * (h % 8));
    return r;
}

constexpr RowBytes kRowBytes = makeRowBytes();

// The seeds `player` would take if a hole of theirs sowed a single lap that
// ends in a hole of 3 (no relay needed). Relays are left to the search; this
// is the cheap part of "which holes of 3 can be turned into a casa".
// `threes`: bit h set when hole h holds 3. The holes that hit are found
// without a branch on the board; only a hit pays for its chain.
int bestOneLapCapture(const Position &pos, Player player, std::uint32_t threes)
{
    const int n = pos.rules.holeCount();
    const int first = pos.rules.firstHole(player);
    const auto &b = pos.seeds;
    std::uint32_t hits = 0;
    for (int i = 0; i < pos.rules.holesPerRow; ++i) {
        const int h = first + i;
        const int s = b[h];
        // 1 <= s < n: a single lap that does not come round.
        const bool oneLap = static_cast<unsigned>(s - 1) < static_cast<unsigned>(n - 1);
        int landing = h + s;
        landing -= landing >= n ? n : 0;
        landing = oneLap ? landing : 0;
        hits |= (static_cast<std::uint32_t>(oneLap) & (threes >> landing)) << i;
    }
    if (hits == 0)
        return 0;
    if (!pos.rules.hasChain())
        return kSeedsPerHole;
    int best = 0;
    for (; hits != 0; hits &= hits - 1) {
        const int h = first + std::countr_zero(hits);
        const int s = b[h];
        int landing = h + s;
        if (landing >= n)
            landing -= n;
        int gain = kSeedsPerHole;
        // Holes the lap passed got a seed: a 3 there is a 4 now. The lifted
        // hole is empty and stops the chain.
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
        best = std::max(best, gain);
    }
    return best;
}

} // namespace

int evaluateFeatures(const Position &pos, const EvalWeights &w)
{
    // Row by row with word-wide byte arithmetic: sums, holes of 3 and of 4,
    // non-empty holes, all without a loop over the holes.
    const Player me = pos.toMove;
    const Player them = opponent(me);
    const int perRow = pos.rules.holesPerRow;
    const auto &rowBytes = kRowBytes.mask[perRow];
    Words board;
    for (int k = 0; k < 3; ++k)
        board.w[k] = detail::loadWord(pos.seeds.data() + 8 * k);

    int rowSeeds = 0, threes = 0, fours = 0, mobility = 0;
    std::uint32_t threeHoles = 0;
    for (int k = 0; k < 3; ++k) {
        const std::uint64_t x = board.w[k];
        const std::uint64_t mine = rowBytes[index(me)][k];
        const std::uint64_t theirs = rowBytes[index(them)][k];
        const std::uint64_t three = ~nonZeroBytes(x ^ (3 * kOnes)) & kHigh;
        const std::uint64_t four = ~nonZeroBytes(x ^ (4 * kOnes)) & kHigh;
        const std::uint64_t filled = nonZeroBytes(x);
        rowSeeds += byteSum(x & mine) - byteSum(x & theirs);
        threes += flagCount(three & theirs) - flagCount(three & mine);
        fours += flagCount(four & theirs) - flagCount(four & mine);
        mobility += flagCount(filled & mine) - flagCount(filled & theirs);
        threeHoles |= packFlags(three & (mine | theirs)) << (8 * k);
    }
    int value = w.rowSeeds * rowSeeds + w.threes * threes + w.fours * fours + w.mobility * mobility + w.tempo;
    if (pos.closedHoles == 0) {
        if (w.threat)
            value += w.threat * bestOneLapCapture(pos, me, threeHoles);
        if (w.opponentThreat)
            value -= w.opponentThreat * bestOneLapCapture(pos, them, threeHoles);
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
