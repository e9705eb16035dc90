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

// Each byte holds the number of its hole: hole 8k + i in byte i of word k.
struct HoleNumbers {
    std::uint64_t w[3] = {};
};

constexpr HoleNumbers makeHoleNumbers()
{
    HoleNumbers h;
    for (int hole = 0; hole < 24; ++hole)
        h.w[hole / 8] |= std::uint64_t(hole) << (8 * (hole % 8));
    return h;
}

constexpr HoleNumbers kHoleNumbers = makeHoleNumbers();

// The best gains of the two players' single laps that end in a hole of 3 (no
// relay needed): for each player, the seeds they would take. Relays are left
// to the search; this is the cheap part of "which holes of 3 can be turned
// into a casa".
//
// Word by word and hole of 3 by hole of 3 (there are few): hole h reaches the
// 3 in hole L with one lap if it holds (L - h) mod n seeds, which is one
// byte-wise subtraction and compare for all holes at once. A lap of s seeds
// from h drops one seed in each of the s holes after h, so the chain behind L
// can only run over holes the lap passed (h itself is empty then and stops
// it): its length is the run of threes just behind L, at most s - 1 holes.
struct Threats {
    int mine = 0;
    int theirs = 0;
};

template <int kWords>
Threats oneLapThreats(const Position &pos, const Words &board, const std::uint64_t (&mineBytes)[3],
                      const std::uint64_t (&theirBytes)[3], std::uint32_t threes)
{
    Threats result;
    if (threes == 0)
        return result;
    const int n = pos.rules.holeCount();
    const std::uint64_t nBytes = kOnes * static_cast<std::uint64_t>(n);
    // Adding this sets a byte's high bit where the byte is n or more (bytes stay below 128).
    const std::uint64_t atLeastN = kOnes * static_cast<std::uint64_t>(128 - n);
    std::uint32_t hitsMine = 0;
    std::uint32_t hitsTheirs = 0;
    std::uint8_t landingOf[kMaxHoles] = {}; // the 3 each hitting hole reaches
    for (std::uint32_t t = threes; t != 0; t &= t - 1) {
        const int landing = std::countr_zero(t);
        const std::uint64_t target = kOnes * static_cast<std::uint64_t>(landing) + nBytes;
        for (int k = 0; k < kWords; ++k) {
            // (landing - h) mod n for every hole h of the word.
            std::uint64_t need = target - kHoleNumbers.w[k];
            need -= (((need + atLeastN) & kHigh) >> 7) * static_cast<std::uint64_t>(n);
            const std::uint64_t equal = ~nonZeroBytes(need ^ board.w[k]) & kHigh;
            const std::uint32_t mine = packFlags(equal & mineBytes[k]) << (8 * k);
            const std::uint32_t theirs = packFlags(equal & theirBytes[k]) << (8 * k);
            for (std::uint32_t m = mine | theirs; m != 0; m &= m - 1)
                landingOf[std::countr_zero(m)] = static_cast<std::uint8_t>(landing);
            hitsMine |= mine;
            hitsTheirs |= theirs;
        }
    }
    if ((hitsMine | hitsTheirs) == 0)
        return result;
    if (!pos.rules.hasChain()) {
        result.mine = hitsMine ? kSeedsPerHole : 0;
        result.theirs = hitsTheirs ? kSeedsPerHole : 0;
        return result;
    }
    // Bits n .. 2n - 1 repeat the board, so the holes behind hole L are bits
    // L + n - 1 downwards.
    const std::uint64_t twice = std::uint64_t{threes} | (std::uint64_t{threes} << n);
    auto best = [&](std::uint32_t hits) {
        int gain = 0;
        for (; hits != 0; hits &= hits - 1) {
            const int h = std::countr_zero(hits);
            const int landing = landingOf[h];
            const int behind = std::countl_one(twice << (64 - n - landing));
            gain = std::max(gain, kSeedsPerHole * (1 + std::min(behind, pos.seeds[h] - 1)));
        }
        return gain;
    };
    result.mine = best(hitsMine);
    result.theirs = best(hitsTheirs);
    return result;
}

template <int kPerRow> int evaluateFeaturesOf(const Position &pos, const EvalWeights &w)
{
    // Row by row with word-wide byte arithmetic: sums, holes of 3 and of 4,
    // non-empty holes, all without a loop over the holes.
    constexpr int kWords = kPerRow ? (2 * kPerRow + 7) / 8 : 3;
    const Player me = pos.toMove;
    const Player them = opponent(me);
    const int perRow = kPerRow ? kPerRow : pos.rules.holesPerRow;
    const auto &rowBytes = kRowBytes.mask[perRow];
    Words board;
    for (int k = 0; k < kWords; ++k)
        board.w[k] = detail::loadWord(pos.seeds.data() + 8 * k);

    int rowSeeds = 0, threes = 0, fours = 0, mobility = 0;
    std::uint32_t threeHoles = 0;
    for (int k = 0; k < kWords; ++k) {
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
    if (pos.closedHoles == 0 && (w.threat || w.opponentThreat)) {
        const Threats threats =
            oneLapThreats<kWords>(pos, board, rowBytes[index(me)], rowBytes[index(them)], threeHoles);
        value += w.threat * threats.mine - w.opponentThreat * threats.theirs;
    }
    return value;
}

} // namespace

int evaluateFeatures(const Position &pos, const EvalWeights &w)
{
    // The recorded boards get code of their own size.
    switch (pos.rules.holesPerRow) {
    case 6: return evaluateFeaturesOf<6>(pos, w);
    case 12: return evaluateFeaturesOf<12>(pos, w);
    default: return evaluateFeaturesOf<0>(pos, w);
    }
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
