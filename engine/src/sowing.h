#pragma once

// The fast path of a turn, shared by playTurn, the move generator, the
// search and the playouts: a board without closed holes in Hoyito II or III.
// Not part of the engine's interface.
//
// The board is handled as 64-bit words, a byte a hole (no hole ever holds
// more than 96 seeds, so bytes never carry into each other). A lap from hole
// `from` with `hand` seeds is one precomputed step: the whole rounds
// (hand / holes) and the remainder window folded into one addition per
// word, and the hole of the last seed. A lap costs a table load, an add per
// word and a byte load, whatever its length.

#include "hoyito/position.h"

#include <bit>
#include <cstdint>
#include <cstring>

// The playouts' loop and the kernel are one piece of hot code.
#if defined(__GNUC__)
#define HOYITO_ALWAYS_INLINE [[gnu::always_inline]]
#else
#define HOYITO_ALWAYS_INLINE
#endif
// The rare paths beside it stay out of line, so that the hot one needs no
// stack frame.
#if defined(__GNUC__)
#define HOYITO_NEVER_INLINE [[gnu::noinline]]
#else
#define HOYITO_NEVER_INLINE
#endif

namespace hoyito::detail {

// Words of eight holes that cover the largest board.
constexpr int kBoardWords = (kMaxHoles + 7) / 8;
static_assert(sizeof(Position::seeds) == kBoardWords * 8, "the board is read and written as whole words");

constexpr std::uint64_t kByteOnes = 0x0101010101010101ull;
constexpr std::uint64_t kByteHighBits = 0x8080808080808080ull;

// Eight holes as one word, hole 8k + i in byte i (bits 8i to 8i + 7) on
// every machine.
inline std::uint64_t loadWord(const std::uint8_t *bytes)
{
    std::uint64_t w = 0;
    if constexpr (std::endian::native == std::endian::little) {
        std::memcpy(&w, bytes, sizeof w);
    } else {
        for (int i = 0; i < 8; ++i)
            w |= std::uint64_t{bytes[i]} << (8 * i);
    }
    return w;
}

inline void storeWord(std::uint8_t *bytes, std::uint64_t w)
{
    if constexpr (std::endian::native == std::endian::little) {
        std::memcpy(bytes, &w, sizeof w);
    } else {
        for (int i = 0; i < 8; ++i)
            bytes[i] = static_cast<std::uint8_t>(w >> (8 * i));
    }
}

// One lap: what to add to each word, and the hole of the last seed, with
// where the steps of a lap from that hole start (so the next lap's step is
// found without a multiplication).
struct LapStep {
    std::uint64_t add[kBoardWords];
    std::int32_t nextRow; // last * stride
    std::int32_t last;
};
static_assert(sizeof(LapStep) == 32);

// The steps of one board size, indexed [from * (totalSeeds + 1) + hand].
struct LapTable {
    const LapStep *steps = nullptr;
    int stride = 0; // totalSeeds + 1
};

// Built once for every board size on first use (thread-safe).
const LapTable &lapTable(int holeCount);

// Bit h set: hole h holds at least one seed (holes past the board are empty);
// kWords: the words that hold the board (all of them by default).
template <int kWords = kBoardWords> inline std::uint32_t nonEmptyHoles(const Position &pos)
{
    static_assert(kWords >= 1 && kWords <= kBoardWords);
    std::uint32_t mask = 0;
    for (int i = 0; i < kWords; ++i) {
        const std::uint64_t w = loadWord(pos.seeds.data() + 8 * i);
        // The high bit of each byte: set iff the byte is not zero.
        const std::uint64_t high = (((w & ~kByteHighBits) + ~kByteHighBits) | w) & kByteHighBits;
        // Gather the eight high bits into one byte.
        const std::uint64_t packed = ((high >> 7) * 0x0102040810204080ull) >> 56;
        mask |= static_cast<std::uint32_t>(packed) << (8 * i);
    }
    return mask;
}

// The holes of the side to move that can be lifted: open and not empty.
template <int kWords = kBoardWords> inline std::uint32_t liftableHoles(const Position &pos)
{
    const int first = pos.rules.firstHole(pos.toMove);
    const std::uint32_t row = ((1u << pos.rules.holesPerRow) - 1) << first;
    return nonEmptyHoles<kWords>(pos) & row & ~pos.closedHoles;
}

// The end of a turn that captured (docs/RULES.md 6.1): the last four, an empty
// board, or the extra turn of Hoyito II and III. `remaining` is the seeds
// left on the board and in hand. Returns true when the mover plays again.
bool finishCapturingTurn(Position &pos, int remaining, Trace *trace);

// Plays the lift of `origin` (liftable, see liftableHoles) for pos.toMove on
// a board without closed holes, in Hoyito II or III. An endless sowing
// returns {endless = true} and leaves `pos` as it was.
TurnSummary sowBulk(Position &pos, int origin);

// True when sowBulk may play turns of this position.
inline bool bulkSowingApplies(const Position &pos)
{
    return pos.closedHoles == 0 && !pos.rules.hasEnPassant();
}

// A board held in kWords machine words, a byte a hole. Every subscript is a
// constant once the loops are unrolled, so the words stay in registers: the
// sowing never stores a byte and then reads a word over it, which would
// stall the processor's store forwarding.
template <int kWords> struct BoardWords {
    std::uint64_t w[kWords];

    void load(const Position &pos)
    {
        for (int k = 0; k < kWords; ++k)
            w[k] = loadWord(pos.seeds.data() + 8 * k);
    }
    void store(Position &pos) const
    {
        for (int k = 0; k < kWords; ++k)
            storeWord(pos.seeds.data() + 8 * k, w[k]);
    }

    std::uint64_t wordOf(int hole) const
    {
        const int i = hole >> 3;
        std::uint64_t word = w[0];
        for (int k = 1; k < kWords; ++k)
            word = i == k ? w[k] : word;
        return word;
    }
    int at(int hole) const { return static_cast<int>((wordOf(hole) >> ((hole & 7) * 8)) & 0xFF); }
    void clear(int hole)
    {
        const int i = hole >> 3;
        const std::uint64_t keep = ~(std::uint64_t{0xFF} << ((hole & 7) * 8));
        for (int k = 0; k < kWords; ++k)
            w[k] &= i == k ? keep : ~std::uint64_t{0};
    }
    void add(const std::uint64_t (&add)[kBoardWords])
    {
        for (int k = 0; k < kWords; ++k)
            w[k] += add[k];
    }
    bool operator==(const BoardWords &other) const
    {
        std::uint64_t differ = 0;
        for (int k = 0; k < kWords; ++k)
            differ |= w[k] ^ other.w[k];
        return differ == 0;
    }
    // The seeds on the board (never more than 96, so no byte sum overflows).
    int total() const
    {
        std::uint64_t sum = 0;
        for (int k = 0; k < kWords; ++k)
            sum += (w[k] * kByteOnes) >> 56;
        return static_cast<int>(sum);
    }
};

// sowBulk for a board of kHoles holes (0: pos.rules.holeCount()) that
// fits in kWords words (holes past it stay 0 and get nothing). `table` is
// lapTable(holes). Inline so that a caller playing many turns of one board
// size (the playouts) gets a kernel of its own.
template <int kHoles, int kWords = (kHoles + 7) / 8>
HOYITO_ALWAYS_INLINE inline TurnSummary sowWords(Position &pos, int origin, const LapTable &table)
{
    static_assert(kWords >= 1 && kWords <= kBoardWords);
    const int n = kHoles ? kHoles : pos.rules.holeCount();
    BoardWords<kWords> board;
    board.load(pos);

    // The state after the first relay: a sowing that never stops comes back
    // to it (docs/RULES.md 5: a lap without a capture is reversible).
    BoardWords<kWords> reference{};
    int referenceHole = -1;
    int referenceHand = 0;

    int hand = board.at(origin);
    board.clear(origin);
    int hole = origin;
    int row = origin * table.stride;
    int laps = 1;
    int sown = 0;
    int landed = 0;
    for (;;) {
        const LapStep &step = table.steps[row + hand];
        board.add(step.add);
        sown += hand;
        hole = step.last;
        row = step.nextRow;
        landed = board.at(hole);
        if (landed == kSeedsPerHole || landed == 1)
            break;
        hand = landed;
        board.clear(hole);
        ++laps;
        if (referenceHole < 0) {
            reference = board;
            referenceHole = hole;
            referenceHand = hand;
        } else if (hole == referenceHole && hand == referenceHand && board == reference) {
            // Nothing was stored: the position is as it was.
            return TurnSummary{.endless = true};
        }
    }

    // The summary is put together from values at each return, never kept
    // in memory: the caller reads it from the registers it comes back in.
    pos.previousTurnPassed = false;
    const Player mover = pos.toMove;
    if (landed == 1) {
        board.store(pos);
        pos.toMove = opponent(mover);
        return TurnSummary{.laps = laps, .seedsSown = sown};
    }

    board.clear(hole);
    int captured = kSeedsPerHole;
    if (pos.rules.hasChain()) {
        // The landing hole, now empty, stops a chain that goes all the way round.
        for (int h = hole == 0 ? n - 1 : hole - 1; board.at(h) == kSeedsPerHole; h = h == 0 ? n - 1 : h - 1) {
            board.clear(h);
            captured += kSeedsPerHole;
        }
    }
    board.store(pos);
    pos.scores[index(mover)] = static_cast<std::int16_t>(pos.scores[index(mover)] + captured);
    const bool extraTurn = finishCapturingTurn(pos, board.total(), nullptr);
    return TurnSummary{.laps = laps, .seedsSown = sown, .captured = captured, .extraTurn = extraTurn};
}

// Bit count of a mask of holes, without relying on a popcount instruction.
constexpr int bitCount(std::uint32_t mask)
{
    mask = mask - ((mask >> 1) & 0x55555555u);
    mask = (mask & 0x33333333u) + ((mask >> 2) & 0x33333333u);
    mask = (mask + (mask >> 4)) & 0x0F0F0F0Fu;
    return static_cast<int>((mask * 0x01010101u) >> 24);
}

} // namespace hoyito::detail
