#include "hoyito/position.h"

#include "sowing.h"

#include <bit>
#include <cassert>
#include <cstdint>
#include <cstring>

namespace hoyito {

Position Position::initial(const Rules &rules, Player starter)
{
    Position pos;
    pos.rules = rules;
    for (int h = 0; h < rules.holeCount(); ++h)
        pos.seeds[h] = kSeedsPerHole;
    pos.toMove = starter;
    return pos;
}

int Position::seedsOnBoard() const
{
    int total = 0;
    for (int h = 0; h < rules.holeCount(); ++h)
        total += seeds[h];
    return total;
}

int Position::seedsInRow(Player p) const
{
    const int first = rules.firstHole(p);
    int total = 0;
    for (int h = first; h < first + rules.holesPerRow; ++h)
        total += seeds[h];
    return total;
}

int Position::nextHole(int hole) const
{
    const int n = rules.holeCount();
    do {
        hole = hole + 1 == n ? 0 : hole + 1;
    } while (isClosed(hole));
    return hole;
}

int Position::previousHole(int hole) const
{
    const int n = rules.holeCount();
    do {
        hole = hole == 0 ? n - 1 : hole - 1;
    } while (isClosed(hole));
    return hole;
}

namespace {

using Seeds = std::array<std::uint8_t, kMaxHoles>;

void record(Trace *trace, EventKind kind, int hole, int seeds, Player player = Player::South,
            EndReason reason = EndReason::None)
{
    if (trace)
        trace->push_back(Event{kind, static_cast<std::int8_t>(hole), static_cast<std::uint8_t>(seeds), player, reason});
}

} // namespace

Player lastFourTaker(const Rules &rules, Player capturer)
{
    switch (rules.lastFourTaker) {
    case LastFourTaker::South: return Player::South;
    case LastFourTaker::North: return Player::North;
    case LastFourTaker::Capturer: break;
    }
    return capturer;
}

bool detail::finishCapturingTurn(Position &pos, int remaining, Trace *trace)
{
    const Player mover = pos.toMove;
    if (remaining == kSeedsPerHole) {
        const Player taker = lastFourTaker(pos.rules, mover);
        pos.scores[index(taker)] = static_cast<std::int16_t>(pos.scores[index(taker)] + remaining);
        pos.seeds.fill(0);
        pos.ending = EndReason::LastFour;
        record(trace, EventKind::LastFour, -1, remaining, taker);
        record(trace, EventKind::GameEnd, -1, 0, mover, EndReason::LastFour);
        return false;
    }
    if (remaining == 0) {
        pos.ending = EndReason::Empty;
        record(trace, EventKind::GameEnd, -1, 0, mover, EndReason::Empty);
        return false;
    }
    if (pos.rules.capturePlaysAgain()) {
        record(trace, EventKind::ExtraTurn, -1, 0, mover);
        return true;
    }
    pos.toMove = opponent(mover);
    return false;
}

namespace {

using detail::finishCapturingTurn;

// A traced sowing records at most this many events before it stops
// recording to find out whether it ends at all: an endless sowing can run
// millions of laps before it is recognised.
constexpr std::size_t kTraceBudget = 1 << 16;

// One turn from `origin`, seed by seed: the path for the trace, closed holes
// and en passant (sowBulk is the fast path of the rest).
//
// Endless sowing (docs/RULES.md 5) is detected exactly with O(1) memory: a lap
// without captures is reversible, so a sowing that never stops returns to
// every state of its cycle, including the state after its first relay (or
// after the last lap that captured, in Hoyito I). We compare each relay's
// state (board, hand, hole) with that reference.
//
// With a trace the events are recorded while the sowing runs; past
// `budget` events recording stops and `overBudget` is set: the turn was
// played (or found endless) but its trace is incomplete.
TurnSummary sowPerSeed(Position &pos, int origin, Trace *trace, std::size_t budget, bool &overBudget)
{
    Seeds &b = pos.seeds;
    const Seeds before = b;
    const bool enPassant = pos.rules.hasEnPassant();
    const Player mover = pos.toMove;
    const std::size_t traceStart = trace ? trace->size() : 0;
    overBudget = false;

    TurnSummary summary;
    summary.laps = 1;
    int hand = b[origin];
    b[origin] = 0;
    record(trace, EventKind::Lift, origin, hand, mover);

    // Seeds on the board and in hand; only Hoyito I needs it during sowing.
    int remaining = enPassant ? pos.seedsOnBoard() + hand : 0;
    int captured = 0;
    bool referenceDue = true;
    Seeds reference{};
    int referenceHole = -1;
    int referenceHand = 0;

    int hole = origin;
    for (;;) {
        bool lapCaptured = false;
        while (hand > 0) {
            hole = pos.nextHole(hole);
            ++b[hole];
            --hand;
            ++summary.seedsSown;
            record(trace, EventKind::Drop, hole, 1, mover);
            if (enPassant && hand > 0 && b[hole] == kSeedsPerHole) {
                b[hole] = 0;
                captured += kSeedsPerHole;
                remaining -= kSeedsPerHole;
                lapCaptured = true;
                record(trace, EventKind::EnPassantCapture, hole, kSeedsPerHole, mover);
                if (remaining == kSeedsPerHole) {
                    // Seeds in hand count as on the board (docs/RULES.md 6.1).
                    summary.captured = captured;
                    pos.scores[index(mover)] = static_cast<std::int16_t>(pos.scores[index(mover)] + captured);
                    pos.previousTurnPassed = false;
                    summary.extraTurn = finishCapturingTurn(pos, remaining, trace);
                    return summary;
                }
            }
        }
        if (trace && trace->size() - traceStart >= budget) {
            trace = nullptr;
            overBudget = true;
        }

        const int landed = b[hole];
        if (landed == kSeedsPerHole) {
            b[hole] = 0;
            captured += kSeedsPerHole;
            record(trace, EventKind::Capture, hole, kSeedsPerHole, mover);
            if (pos.rules.hasChain()) {
                for (int h = pos.previousHole(hole); b[h] == kSeedsPerHole; h = pos.previousHole(h)) {
                    b[h] = 0;
                    captured += kSeedsPerHole;
                    record(trace, EventKind::ChainCapture, h, kSeedsPerHole, mover);
                }
            }
            break;
        }
        if (landed == 1)
            break;

        hand = landed;
        b[hole] = 0;
        ++summary.laps;
        record(trace, EventKind::Relay, hole, hand, mover);
        if (referenceDue || lapCaptured) {
            reference = b;
            referenceHole = hole;
            referenceHand = hand;
            referenceDue = false;
        } else if (hole == referenceHole && hand == referenceHand && b == reference) {
            b = before;
            return TurnSummary{.endless = true};
        }
    }

    summary.captured = captured;
    pos.previousTurnPassed = false;
    if (captured == 0) {
        pos.toMove = opponent(mover);
        return summary;
    }
    pos.scores[index(mover)] = static_cast<std::int16_t>(pos.scores[index(mover)] + captured);
    summary.extraTurn = finishCapturingTurn(pos, pos.seedsOnBoard(), trace);
    return summary;
}

HOYITO_NEVER_INLINE TurnSummary pass(Position &pos, Trace *trace)
{
    const Player mover = pos.toMove;
    record(trace, EventKind::Pass, -1, 0, mover);
    pos.toMove = opponent(mover);
    if (pos.previousTurnPassed) {
        pos.ending = EndReason::BothPass;
        record(trace, EventKind::GameEnd, -1, 0, mover, EndReason::BothPass);
    }
    pos.previousTurnPassed = true;
    return TurnSummary{.laps = 0};
}

} // namespace

namespace {

// A turn sown seed by seed: traced, or with closed holes or en passant. Kept
// out of playTurn so that its fast path needs no stack frame.
#if defined(__GNUC__)
[[gnu::noinline]]
#endif
TurnSummary
playTurnPerSeed(Position &pos, Move move, Trace *trace)
{
    const Position before = pos;
    const std::size_t traceStart = trace ? trace->size() : 0;
    bool overBudget = false;
    TurnSummary summary = sowPerSeed(pos, move.hole, trace, kTraceBudget, overBudget);
    if (trace && (summary.endless || overBudget)) {
        // Nothing was played, or a long sowing that ends after all: drop the
        // partial trace, and record all of the long one.
        trace->resize(traceStart);
        if (!summary.endless) {
            pos = before;
            summary = sowPerSeed(pos, move.hole, trace, SIZE_MAX, overBudget);
        }
    }
    return summary;
}

} // namespace

TurnSummary playTurn(Position &pos, Move move, Trace *trace)
{
    assert(!pos.isOver());
    assert(move.isPass() ||
           (pos.rules.owner(move.hole) == pos.toMove && !pos.isClosed(move.hole) && pos.seeds[move.hole] > 0));
    // The fast path first: the search and the playouts play nearly every turn here.
    if (!move.isPass() && !trace && detail::bulkSowingApplies(pos))
        return detail::sowBulk(pos, move.hole);
    if (move.isPass())
        return pass(pos, trace);
    return playTurnPerSeed(pos, move, trace);
}

bool isEndless(const Position &pos, int hole)
{
    Position copy = pos;
    return playTurn(copy, Move::at(hole)).endless;
}

MoveError checkMoveShape(const Position &pos, Move move)
{
    if (pos.isOver())
        return MoveError::GameOver;
    if (move.isPass())
        return MoveError::None;
    if (move.hole < 0 || move.hole >= pos.rules.holeCount())
        return MoveError::OffBoard;
    if (pos.rules.owner(move.hole) != pos.toMove)
        return MoveError::NotYourHole;
    if (pos.isClosed(move.hole))
        return MoveError::ClosedHole;
    if (pos.seeds[move.hole] == 0)
        return MoveError::EmptyHole;
    return MoveError::None;
}

MoveError checkMove(const Position &pos, Move move)
{
    const MoveError error = checkMoveShape(pos, move);
    if (error != MoveError::None)
        return error;
    if (move.isPass())
        return legalMoves(pos).front().isPass() ? MoveError::None : MoveError::MustMove;
    if (isEndless(pos, move.hole))
        return MoveError::EndlessSowing;
    return MoveError::None;
}

StartError checkStart(const Position &pos)
{
    if (pos.isOver())
        return StartError::GameOver;
    const Rules &rules = pos.rules;
    if (!isValidHolesPerRow(rules.holesPerRow))
        return StartError::HolesPerRow;
    const int onBoard = pos.seedsOnBoard();
    if (onBoard + pos.scores[0] + pos.scores[1] > rules.totalSeeds() || pos.scores[0] < 0 || pos.scores[1] < 0)
        return StartError::TooManySeeds;
    for (int h = 0; h < rules.holeCount(); ++h)
        if (pos.isClosed(h) && pos.seeds[h] != 0)
            return StartError::SeedsInClosedHole;
    if (onBoard == 0)
        return StartError::EmptyBoard;
    // Rule 6.1 ends the game at the capture that leaves four; only then is
    // every other seed in the scores.
    if (onBoard == kSeedsPerHole && pos.scores[0] + pos.scores[1] == rules.totalSeeds() - kSeedsPerHole)
        return StartError::LastFourLeft;
    if (pos.seedsInRow(pos.toMove) == 0)
        return StartError::MoverHasNoSeeds;
    const int first = rules.firstHole(pos.toMove);
    for (int h = first; h < first + rules.holesPerRow; ++h)
        if (pos.seeds[h] != 0 && !isEndless(pos, h))
            return StartError::None;
    return StartError::OnlyEndless;
}

std::array<int, 2> finalScores(const Position &pos)
{
    std::array<int, 2> scores{pos.scores[0], pos.scores[1]};
    switch (pos.ending) {
    case EndReason::Repetition:
    case EndReason::NoCapture200:
    case EndReason::BothPass:
        // Each player takes the seeds left in their own row (docs/RULES.md 6.2, 6.3).
        scores[0] += pos.seedsInRow(Player::South);
        scores[1] += pos.seedsInRow(Player::North);
        break;
    case EndReason::None:
    case EndReason::LastFour:
    case EndReason::Empty: break;
    }
    return scores;
}

Result resultOf(const std::array<int, 2> &scores)
{
    if (scores[0] > scores[1])
        return Result::SouthWins;
    if (scores[1] > scores[0])
        return Result::NorthWins;
    return Result::Draw;
}

namespace {
constexpr int kMaxSeedsInHole = kSeedsPerHole * kMaxHoles;

constexpr std::uint64_t splitMix(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

struct ZobristKeys {
    std::array<std::array<std::uint64_t, kMaxSeedsInHole + 1>, kMaxHoles> seeds{};
    std::array<std::uint64_t, kMaxHoles> closed{};
    std::uint64_t northToMove = 0;
};

constexpr ZobristKeys makeZobristKeys()
{
    ZobristKeys keys;
    std::uint64_t state = 0x486F7969746F2121ull; // fixed: hashes are the same on every run
    for (auto &hole : keys.seeds)
        for (auto &key : hole)
            key = splitMix(state);
    for (auto &key : keys.closed)
        key = splitMix(state);
    keys.northToMove = splitMix(state);
    return keys;
}

constexpr ZobristKeys kZobrist = makeZobristKeys();

// The keys of the holes' seeds: kHoles holes (0: pos.rules.holeCount()).
// With a fixed count the loop unrolls into a load and an xor a hole (the
// search hashes most nodes it expands).
template <int kHoles> std::uint64_t seedKeys(const Position &pos)
{
    const int n = kHoles ? kHoles : pos.rules.holeCount();
    std::uint64_t h = 0;
#if defined(__GNUC__)
#pragma GCC unroll 24
#endif
    for (int hole = 0; hole < n; ++hole)
        h ^= kZobrist.seeds[hole][pos.seeds[hole]];
    return h;
}
} // namespace

std::uint64_t hashOf(const Position &pos)
{
    std::uint64_t h = pos.toMove == Player::North ? kZobrist.northToMove : 0;
    // The recorded boards get code of their own size.
    switch (pos.rules.holeCount()) {
    case 12: h ^= seedKeys<12>(pos); break;
    case 24: h ^= seedKeys<24>(pos); break;
    default: h ^= seedKeys<0>(pos); break;
    }
    for (std::uint32_t closed = pos.closedHoles; closed != 0; closed &= closed - 1)
        h ^= kZobrist.closed[std::countr_zero(closed)];
    return h;
}

} // namespace hoyito
