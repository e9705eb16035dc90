#include "hoyito/position.h"

#include <cassert>
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

bool Position::sameBoardAndMover(const Position &other) const
{
    return toMove == other.toMove && closedHoles == other.closedHoles && seeds == other.seeds;
}

namespace {

using Seeds = std::array<std::uint8_t, kMaxHoles>;

// Drops `hand` seeds one per hole after `from` on a board without closed
// holes and returns the hole of the last seed. Whole rounds are added at
// once; this is the hot loop of search and playouts.
int dropLapFast(Seeds &b, int holeCount, int from, int hand)
{
    if (hand >= holeCount) {
        const int rounds = hand / holeCount;
        for (int h = 0; h < holeCount; ++h)
            b[h] = static_cast<std::uint8_t>(b[h] + rounds);
        hand -= rounds * holeCount;
    }
    int last = from + hand;
    if (last < holeCount) {
        for (int h = from + 1; h <= last; ++h)
            ++b[h];
        return last;
    }
    for (int h = from + 1; h < holeCount; ++h)
        ++b[h];
    last -= holeCount;
    for (int h = 0; h <= last; ++h)
        ++b[h];
    return last;
}

void record(Trace *trace, EventKind kind, int hole, int seeds, Player player = Player::South,
            EndReason reason = EndReason::None)
{
    if (trace)
        trace->push_back(Event{kind, static_cast<std::int8_t>(hole), static_cast<std::uint8_t>(seeds), player, reason});
}

Player lastFourTaker(const Position &pos, Player capturer)
{
    switch (pos.rules.lastFourTaker) {
    case LastFourTaker::South: return Player::South;
    case LastFourTaker::North: return Player::North;
    case LastFourTaker::Capturer: break;
    }
    return capturer;
}

// The end of a turn that captured (RULES.md 6.1): the last four, an empty
// board, or the extra turn of Hoyito II and III.
void finishCapturingTurn(Position &pos, int remaining, TurnSummary &summary, Trace *trace)
{
    const Player mover = pos.toMove;
    if (remaining == kSeedsPerHole) {
        const Player taker = lastFourTaker(pos, mover);
        pos.scores[index(taker)] = static_cast<std::int16_t>(pos.scores[index(taker)] + remaining);
        pos.seeds.fill(0);
        pos.ending = EndReason::LastFour;
        record(trace, EventKind::LastFour, -1, remaining, taker);
        record(trace, EventKind::GameEnd, -1, 0, mover, EndReason::LastFour);
    } else if (remaining == 0) {
        pos.ending = EndReason::Empty;
        record(trace, EventKind::GameEnd, -1, 0, mover, EndReason::Empty);
    } else if (pos.rules.capturePlaysAgain()) {
        summary.extraTurn = true;
        record(trace, EventKind::ExtraTurn, -1, 0, mover);
    } else {
        pos.toMove = opponent(mover);
    }
}

// One turn from `origin`. kPerSeed sows seed by seed (needed for the trace,
// closed holes and en passant); otherwise laps are dropped in bulk.
//
// Endless sowing (RULES.md 5) is detected exactly with O(1) memory: a lap
// without captures is reversible, so a sowing that never stops returns to
// every state of its cycle, including the state after its first relay (or
// after the last lap that captured, in Hoyito I). We compare each relay's
// state (board, hand, hole) with that reference.
template <bool kPerSeed>
TurnSummary sow(Position &pos, int origin, Trace *trace)
{
    Seeds &b = pos.seeds;
    const Seeds before = b;
    const int holeCount = pos.rules.holeCount();
    const bool enPassant = pos.rules.hasEnPassant();
    const Player mover = pos.toMove;

    TurnSummary summary;
    summary.laps = 1;
    int hand = b[origin];
    b[origin] = 0;
    record(trace, EventKind::Lift, origin, hand);

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
        if constexpr (kPerSeed) {
            while (hand > 0) {
                hole = pos.nextHole(hole);
                ++b[hole];
                --hand;
                ++summary.seedsSown;
                record(trace, EventKind::Drop, hole, 1);
                if (enPassant && hand > 0 && b[hole] == kSeedsPerHole) {
                    b[hole] = 0;
                    captured += kSeedsPerHole;
                    remaining -= kSeedsPerHole;
                    lapCaptured = true;
                    record(trace, EventKind::EnPassantCapture, hole, kSeedsPerHole);
                    if (remaining == kSeedsPerHole) {
                        // Seeds in hand count as on the board (RULES.md 6.1).
                        summary.captured = captured;
                        pos.scores[index(mover)] = static_cast<std::int16_t>(pos.scores[index(mover)] + captured);
                        pos.previousTurnPassed = false;
                        finishCapturingTurn(pos, remaining, summary, trace);
                        return summary;
                    }
                }
            }
        } else {
            hole = dropLapFast(b, holeCount, hole, hand);
            summary.seedsSown += hand;
            hand = 0;
        }

        const int landed = b[hole];
        if (landed == kSeedsPerHole) {
            b[hole] = 0;
            captured += kSeedsPerHole;
            record(trace, EventKind::Capture, hole, kSeedsPerHole);
            if (pos.rules.hasChain()) {
                for (int h = pos.previousHole(hole); b[h] == kSeedsPerHole; h = pos.previousHole(h)) {
                    b[h] = 0;
                    captured += kSeedsPerHole;
                    record(trace, EventKind::ChainCapture, h, kSeedsPerHole);
                }
            }
            break;
        }
        if (landed == 1)
            break;

        hand = landed;
        b[hole] = 0;
        ++summary.laps;
        record(trace, EventKind::Relay, hole, hand);
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
    finishCapturingTurn(pos, pos.seedsOnBoard(), summary, trace);
    return summary;
}

TurnSummary pass(Position &pos, Trace *trace)
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

TurnSummary playTurn(Position &pos, Move move, Trace *trace)
{
    assert(!pos.isOver());
    if (move.isPass())
        return pass(pos, trace);
    assert(pos.rules.owner(move.hole) == pos.toMove && !pos.isClosed(move.hole) && pos.seeds[move.hole] > 0);
    if (trace) {
        // An endless sowing would make an endless trace: find out first.
        if (isEndless(pos, move.hole))
            return TurnSummary{.endless = true};
        return sow<true>(pos, move.hole, trace);
    }
    if (pos.closedHoles != 0 || pos.rules.hasEnPassant())
        return sow<true>(pos, move.hole, nullptr);
    return sow<false>(pos, move.hole, nullptr);
}

bool isEndless(const Position &pos, int hole)
{
    Position copy = pos;
    return playTurn(copy, Move::at(hole)).endless;
}

MoveError checkMove(const Position &pos, Move move)
{
    if (pos.isOver())
        return MoveError::GameOver;
    if (move.isPass())
        return legalMoves(pos).front().isPass() ? MoveError::None : MoveError::MustMove;
    if (move.hole < 0 || move.hole >= pos.rules.holeCount())
        return MoveError::OffBoard;
    if (pos.rules.owner(move.hole) != pos.toMove)
        return MoveError::NotYourHole;
    if (pos.isClosed(move.hole))
        return MoveError::ClosedHole;
    if (pos.seeds[move.hole] == 0)
        return MoveError::EmptyHole;
    if (isEndless(pos, move.hole))
        return MoveError::EndlessSowing;
    return MoveError::None;
}

namespace {
// Holes of the mover's row that can be lifted, endless or not.
template <class Visit>
void forEachLiftableHole(const Position &pos, Visit visit)
{
    const int first = pos.rules.firstHole(pos.toMove);
    for (int h = first; h < first + pos.rules.holesPerRow; ++h)
        if (pos.seeds[h] > 0 && !pos.isClosed(h))
            visit(h);
}
} // namespace

std::vector<Move> legalMoves(const Position &pos)
{
    std::vector<Move> moves;
    if (pos.isOver())
        return moves;
    forEachLiftableHole(pos, [&](int h) {
        if (!isEndless(pos, h))
            moves.push_back(Move::at(h));
    });
    if (moves.empty())
        moves.push_back(Move::pass());
    return moves;
}

std::vector<int> endlessHoles(const Position &pos)
{
    std::vector<int> holes;
    forEachLiftableHole(pos, [&](int h) {
        if (isEndless(pos, h))
            holes.push_back(h);
    });
    return holes;
}

std::array<int, 2> finalScores(const Position &pos)
{
    std::array<int, 2> scores{pos.scores[0], pos.scores[1]};
    switch (pos.ending) {
    case EndReason::Repetition:
    case EndReason::NoCapture200:
    case EndReason::BothPass:
        // Each player takes the seeds left in their own row (RULES.md 6.2, 6.3).
        scores[0] += pos.seedsInRow(Player::South);
        scores[1] += pos.seedsInRow(Player::North);
        break;
    case EndReason::None:
    case EndReason::LastFour:
    case EndReason::Empty:
        break;
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
} // namespace

std::uint64_t hashOf(const Position &pos)
{
    std::uint64_t h = pos.toMove == Player::North ? kZobrist.northToMove : 0;
    for (int hole = 0; hole < pos.rules.holeCount(); ++hole) {
        h ^= kZobrist.seeds[hole][pos.seeds[hole]];
        if (pos.isClosed(hole))
            h ^= kZobrist.closed[hole];
    }
    return h;
}

} // namespace hoyito
