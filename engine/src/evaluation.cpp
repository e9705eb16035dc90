#include "hoyito/evaluation.h"

#include "sowing.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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

// The loops over a board's two or three words, unrolled: their words then
// stay in registers (GCC at -O2 keeps the bigger of them as loops over
// arrays on the stack).
#if defined(__GNUC__)
#define HOYITO_FOR_EACH_WORD _Pragma("GCC unroll 3")
#else
#define HOYITO_FOR_EACH_WORD
#endif

// The features are counted with byte-wise arithmetic, never hole by hole:
// sixteen holes at a time with GCC's and Clang's vector extensions (SSE2 or
// NEON on the usual machines; a compare of a byte vector is one instruction
// where a word needs six), or else eight holes a 64-bit word. Both give the
// same values: HOYITO_NO_VECTOR_EXTENSIONS builds the words here, and
// tst_evaluation checks either against a plain count.
#if defined(__GNUC__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ && !defined(HOYITO_NO_VECTOR_EXTENSIONS)
#define HOYITO_VECTOR_EVALUATION 1
#endif

// The word arithmetic below is unused where the vector version has SSE2's
// instructions for it (Clang warns of that).
constexpr std::uint64_t kOnes = 0x0101010101010101ull;
[[maybe_unused]] constexpr std::uint64_t kHigh = 0x8080808080808080ull;

// The sum of the bytes of x (below 256 here: at most 96 seeds).
[[maybe_unused]] constexpr int byteSum(std::uint64_t x)
{
    return static_cast<int>((x * kOnes) >> 56);
}
// The high bits of a word's bytes packed into eight bits.
[[maybe_unused]] constexpr std::uint32_t packFlags(std::uint64_t flags)
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

// The best gains of the two players' single laps that end in a hole of 3 (no
// relay needed): for each player, the seeds they would take. Relays are left
// to the search; this is the cheap part of "which holes of 3 can be turned
// into a casa".
//
// Every hole's landing hole is worked out once, a byte a hole; then each hole
// of 3 (there are few) is one byte-wise compare with them per word. A lap of
// s seeds from h drops one seed in each of the s holes after h, so the chain
// behind the landing hole L can only run over holes the lap passed (h itself
// is empty then and stops it): its length is the run of threes just behind
// L, at most s - 1 holes.
struct Threats {
    int mine = 0;
    int theirs = 0;
};

// The gains of the laps from the holes in `hits` (each lands in a hole of
// 3), the best for each player.
HOYITO_ALWAYS_INLINE inline Threats threatsOf(const Position &pos, std::uint32_t hits, std::uint32_t moverRow,
                                              std::uint32_t threes)
{
    Threats result;
    if (hits == 0)
        return result;
    const int n = pos.rules.holeCount();
    const std::uint32_t hitsMine = hits & moverRow;
    const std::uint32_t hitsTheirs = hits & ~moverRow;
    if (!pos.rules.hasChain()) {
        result.mine = hitsMine ? kSeedsPerHole : 0;
        result.theirs = hitsTheirs ? kSeedsPerHole : 0;
        return result;
    }
    // Bits n .. 2n - 1 repeat the board, so the holes behind hole L are bits
    // L + n - 1 downwards.
    const std::uint64_t twice = std::uint64_t{threes} | (std::uint64_t{threes} << n);
    auto best = [&](std::uint32_t from) {
        int gain = 0;
        for (; from != 0; from &= from - 1) {
            const int h = std::countr_zero(from);
            const int seeds = pos.seeds[h];
            const int land = h + seeds < n ? h + seeds : h + seeds - n;
            const int behind = std::countl_one(twice << (64 - n - land));
            gain = std::max(gain, kSeedsPerHole * (1 + std::min(behind, seeds - 1)));
        }
        return gain;
    };
    result.mine = best(hitsMine);
    result.theirs = best(hitsTheirs);
    return result;
}

// Bit h set: hole h is in `player`'s row.
constexpr std::uint32_t rowHoles(int perRow, Player player)
{
    return ((std::uint32_t{1} << perRow) - 1) << (player == Player::South ? 0 : perRow);
}

#if defined(HOYITO_VECTOR_EVALUATION)

// Sixteen holes, a byte a hole; and the same bits as two words.
using Bytes16 = std::uint8_t __attribute__((vector_size(16)));
using Words2 = std::uint64_t __attribute__((vector_size(16)));
constexpr std::uint8_t kByteHigh = 0x80;

// The board's holes in kVectors vectors (holes past the board are 0).
template <int kVectors> struct BoardVectors {
    Bytes16 v[kVectors];

    explicit BoardVectors(const Position &pos)
    {
        static_assert(kVectors == 1 || kVectors == 2);
        std::memcpy(&v[0], pos.seeds.data(), sizeof v[0]);
        if constexpr (kVectors == 2) {
            // The last eight holes as a word put into a vector's low half
            // (one load into a register): a vector zeroed on the stack and
            // then half overwritten would be read back before the processor
            // can forward the two stores, a stall of a dozen cycles.
            static_assert(kMaxHoles - sizeof v[0] == sizeof(std::uint64_t));
            v[1] = std::bit_cast<Bytes16>(Words2{detail::loadWord(pos.seeds.data() + sizeof v[0]), 0});
        }
    }
};

// Bit h set where byte h of the vectors is a set flag (0xFF).
template <int kVectors> std::uint32_t holeMask(const Bytes16 (&flags)[kVectors])
{
    std::uint32_t mask = 0;
    for (int i = 0; i < kVectors; ++i) {
#if defined(__SSE2__)
        // One instruction (SSE2 is part of every x86-64), where the packing
        // multiplication below takes six.
        const auto bits = static_cast<std::uint32_t>(_mm_movemask_epi8(std::bit_cast<__m128i>(flags[i])));
#else
        const auto words = std::bit_cast<Words2>(flags[i]);
        const std::uint32_t bits = packFlags(words[0] & kHigh) | (packFlags(words[1] & kHigh) << 8);
#endif
        mask |= bits << (16 * i);
    }
    return mask;
}

// The sum of the bytes of vectors whose byte-wise sum stays below 256.
template <int kVectors> int byteTotal(const Bytes16 (&bytes)[kVectors])
{
    Bytes16 sum = bytes[0];
    for (int i = 1; i < kVectors; ++i)
        sum += bytes[i];
#if defined(__SSE2__)
    // The sums of absolute differences with zero: each half's byte sum in
    // one instruction.
    const auto halves = std::bit_cast<Words2>(_mm_sad_epu8(std::bit_cast<__m128i>(sum), __m128i{}));
    return static_cast<int>(halves[0] + halves[1]);
#else
    const auto words = std::bit_cast<Words2>(sum);
    return byteSum(words[0] + words[1]);
#endif
}

// A row mask of kRowBytes as vectors.
template <int kVectors> void rowVectors(const std::uint64_t (&mask)[3], Bytes16 (&out)[kVectors])
{
    out[0] = std::bit_cast<Bytes16>(Words2{mask[0], mask[1]});
    if constexpr (kVectors == 2)
        out[1] = std::bit_cast<Bytes16>(Words2{mask[2], 0});
}

constexpr Bytes16 kHoleNumbers16[2] = {
    Bytes16{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
    Bytes16{16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31},
};

template <int kPerRow> int evaluateFeaturesVectorOf(const Position &pos, const EvalWeights &w)
{
    constexpr int kVectors = kPerRow ? (2 * kPerRow + 15) / 16 : 2;
    const Player me = pos.toMove;
    const int perRow = kPerRow ? kPerRow : pos.rules.holesPerRow;
    Bytes16 mine[kVectors], theirs[kVectors];
    rowVectors<kVectors>(kRowBytes.mask[perRow][index(me)], mine);
    rowVectors<kVectors>(kRowBytes.mask[perRow][index(opponent(me))], theirs);
    const BoardVectors<kVectors> board(pos);

    // As in the word version: holes of 3 count in bit 0 of a lane, holes of 4
    // in bit 4.
    constexpr int kFourShift = 4;
    Bytes16 three[kVectors], mySeeds[kVectors], allSeeds[kVectors], myCounts[kVectors], theirCounts[kVectors];
    for (int i = 0; i < kVectors; ++i) {
        const Bytes16 x = board.v[i];
        three[i] = std::bit_cast<Bytes16>(x == std::uint8_t{3});
        const Bytes16 four = std::bit_cast<Bytes16>(x == std::uint8_t{kSeedsPerHole});
        const Bytes16 counts = (three[i] & std::uint8_t{1}) | (four & std::uint8_t{1 << kFourShift});
        allSeeds[i] = x;
        mySeeds[i] = x & mine[i];
        myCounts[i] = counts & mine[i];
        theirCounts[i] = counts & theirs[i];
    }
    constexpr int kCountMask = (1 << kFourShift) - 1;
    const int mySum = byteTotal<kVectors>(myCounts);
    const int theirSum = byteTotal<kVectors>(theirCounts);
    const int rowSeeds = 2 * byteTotal<kVectors>(mySeeds) - byteTotal<kVectors>(allSeeds);
    const int threes = (theirSum & kCountMask) - (mySum & kCountMask);
    const int fours = (theirSum >> kFourShift) - (mySum >> kFourShift);
    int value = w.rowSeeds * rowSeeds + w.threes * threes + w.fours * fours + w.tempo;
    if (w.mobility) {
        Bytes16 filled[kVectors];
        for (int i = 0; i < kVectors; ++i)
            filled[i] = std::bit_cast<Bytes16>(board.v[i] != std::uint8_t{0});
        const std::uint32_t holes = holeMask<kVectors>(filled);
        const int mobility =
            std::popcount(holes & rowHoles(perRow, me)) - std::popcount(holes & rowHoles(perRow, opponent(me)));
        value += w.mobility * mobility;
    }
    if (pos.closedHoles != 0 || !(w.threat || w.opponentThreat))
        return value;
    const std::uint32_t threeHoles = holeMask<kVectors>(three);
    if (threeHoles == 0)
        return value;
    // Each hole's landing hole (see lapLandings), then one compare per hole of 3.
    const int n = pos.rules.holeCount();
    const auto holes = static_cast<std::uint8_t>(n);
    Bytes16 landing[kVectors], hitFlags[kVectors];
    for (int i = 0; i < kVectors; ++i) {
        const Bytes16 seeds = board.v[i];
        Bytes16 land = kHoleNumbers16[i] + seeds;
        land -= std::bit_cast<Bytes16>(land >= holes) & holes;
        const Bytes16 noSingleLap = std::bit_cast<Bytes16>((seeds == std::uint8_t{0}) | (seeds >= holes));
        landing[i] = land | (noSingleLap & kByteHigh);
        hitFlags[i] = Bytes16{};
    }
    for (std::uint32_t t = threeHoles; t != 0; t &= t - 1) {
        const auto target = static_cast<std::uint8_t>(std::countr_zero(t));
        for (int i = 0; i < kVectors; ++i)
            hitFlags[i] |= std::bit_cast<Bytes16>(landing[i] == target);
    }
    const Threats threats = threatsOf(pos, holeMask<kVectors>(hitFlags), rowHoles(perRow, me), threeHoles);
    return value + w.threat * threats.mine - w.opponentThreat * threats.theirs;
}

#else // eight holes a word

// The board as three words, a byte a hole (holes past the board are 0).
struct Words {
    std::uint64_t w[3];
};
static_assert(sizeof(Position::seeds) == sizeof(Words));

constexpr std::uint64_t kLow7 = 0x7F7F7F7F7F7F7F7Full;

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

// The zero bytes of x, as the high bit of each byte.
constexpr std::uint64_t zeroBytes(std::uint64_t x)
{
    return ~nonZeroBytes(x) & kHigh;
}

// The hole each hole's single lap ends in, a byte a hole: (h + seeds) mod n
// for the holes whose lap ends after less than a round (1 to n - 1 seeds); a
// byte with its high bit set for the others (empty holes, laps of a round or
// more, holes past the board), which no landing hole equals.
template <int kWords>
HOYITO_ALWAYS_INLINE inline void lapLandings(const Words &board, int n, std::uint64_t (&landing)[kWords])
{
    // Adding this sets a byte's high bit where the byte is n or more (bytes stay below 128).
    const std::uint64_t atLeastN = kOnes * static_cast<std::uint64_t>(128 - n);
    HOYITO_FOR_EACH_WORD
    for (int k = 0; k < kWords; ++k) {
        const std::uint64_t seeds = board.w[k];
        std::uint64_t land = kHoleNumbers.w[k] + seeds;
        land -= (((land + atLeastN) & kHigh) >> 7) * static_cast<std::uint64_t>(n);
        const std::uint64_t noSingleLap = zeroBytes(seeds) | ((seeds + atLeastN) & kHigh);
        landing[k] = land | noSingleLap;
    }
}

template <int kWords>
HOYITO_ALWAYS_INLINE inline Threats oneLapThreats(const Position &pos, const Words &board, std::uint32_t moverRow,
                                                  std::uint32_t threes)
{
    if (threes == 0)
        return Threats{};
    std::uint64_t landing[kWords];
    lapLandings<kWords>(board, pos.rules.holeCount(), landing);
    std::uint64_t hitFlags[kWords] = {};
    for (std::uint32_t t = threes; t != 0; t &= t - 1) {
        const std::uint64_t target = kOnes * static_cast<std::uint64_t>(std::countr_zero(t));
        HOYITO_FOR_EACH_WORD
        for (int k = 0; k < kWords; ++k)
            hitFlags[k] |= zeroBytes(landing[k] ^ target);
    }
    std::uint32_t hits = 0;
    HOYITO_FOR_EACH_WORD
    for (int k = 0; k < kWords; ++k)
        hits |= packFlags(hitFlags[k]) << (8 * k);
    return threatsOf(pos, hits, moverRow, threes);
}

template <int kPerRow> int evaluateFeaturesOf(const Position &pos, const EvalWeights &w)
{
    // Word-wide byte arithmetic, without a loop over the holes: each word's
    // bytes are added into lanes that are summed once at the end (a lane
    // never overflows: it holds at most the board's 96 seeds, or counts of
    // at most 12 holes a row).
    constexpr int kWords = kPerRow ? (2 * kPerRow + 7) / 8 : 3;
    const Player me = pos.toMove;
    const int perRow = kPerRow ? kPerRow : pos.rules.holesPerRow;
    const auto &mine = kRowBytes.mask[perRow][index(me)];
    const auto &theirs = kRowBytes.mask[perRow][index(opponent(me))];
    Words board;
    HOYITO_FOR_EACH_WORD
    for (int k = 0; k < kWords; ++k)
        board.w[k] = detail::loadWord(pos.seeds.data() + 8 * k);

    // Holes of 3 count in bit 0 of a lane, holes of 4 in bit 4: up to 12 of
    // each a row fit in the lane's two halves.
    constexpr int kFourShift = 4;
    std::uint64_t allSeeds = 0, mySeeds = 0, myCounts = 0, theirCounts = 0;
    std::uint32_t threeHoles = 0;
    HOYITO_FOR_EACH_WORD
    for (int k = 0; k < kWords; ++k) {
        const std::uint64_t x = board.w[k];
        const std::uint64_t three = zeroBytes(x ^ (3 * kOnes));
        const std::uint64_t four = zeroBytes(x ^ (4 * kOnes));
        const std::uint64_t counts = (three >> 7) | (four >> (7 - kFourShift));
        allSeeds += x;
        mySeeds += x & mine[k];
        myCounts += counts & mine[k];
        theirCounts += counts & theirs[k];
        threeHoles |= packFlags(three) << (8 * k);
    }
    constexpr int kCountMask = (1 << kFourShift) - 1;
    const int mySum = byteSum(myCounts);
    const int theirSum = byteSum(theirCounts);
    const int rowSeeds = 2 * byteSum(mySeeds) - byteSum(allSeeds);
    const int threes = (theirSum & kCountMask) - (mySum & kCountMask);
    const int fours = (theirSum >> kFourShift) - (mySum >> kFourShift);
    int value = w.rowSeeds * rowSeeds + w.threes * threes + w.fours * fours + w.tempo;
    if (w.mobility) {
        int mobility = 0;
        HOYITO_FOR_EACH_WORD
        for (int k = 0; k < kWords; ++k) {
            const std::uint64_t filled = nonZeroBytes(board.w[k]);
            mobility += flagCount(filled & mine[k]) - flagCount(filled & theirs[k]);
        }
        value += w.mobility * mobility;
    }
    if (pos.closedHoles == 0 && (w.threat || w.opponentThreat)) {
        const Threats threats = oneLapThreats<kWords>(pos, board, rowHoles(perRow, me), threeHoles);
        value += w.threat * threats.mine - w.opponentThreat * threats.theirs;
    }
    return value;
}

#endif

} // namespace

int evaluateFeatures(const Position &pos, const EvalWeights &w)
{
    // The recorded boards get code of their own size.
#if defined(HOYITO_VECTOR_EVALUATION)
    switch (pos.rules.holesPerRow) {
    case 6: return evaluateFeaturesVectorOf<6>(pos, w);
    case 12: return evaluateFeaturesVectorOf<12>(pos, w);
    default: return evaluateFeaturesVectorOf<0>(pos, w);
    }
#else
    switch (pos.rules.holesPerRow) {
    case 6: return evaluateFeaturesOf<6>(pos, w);
    case 12: return evaluateFeaturesOf<12>(pos, w);
    default: return evaluateFeaturesOf<0>(pos, w);
    }
#endif
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
