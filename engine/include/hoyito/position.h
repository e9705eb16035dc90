#pragma once

// A position and the rules that act on it: sowing, relays, captures, the
// last four, passing and endless-sowing detection (docs/RULES.md 3 to 6.1, 6.3).
// Rule 6.2 needs the game's history and lives in Game.

#include "hoyito/trace.h"
#include "hoyito/types.h"

#include <array>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <vector>

namespace hoyito {

// The board first, and positions on 16-byte boundaries (no block of one
// crosses a cache line): a position is copied as 16-byte blocks, and the
// sowing's words and the evaluation's vectors of holes are then each read
// from within one block of the copy. A load across two recent stores waits
// until both reach the cache, a dozen cycles, as it did with the board at
// byte 12.
struct alignas(16) Position {
    std::array<std::uint8_t, kMaxHoles> seeds{}; // holes past rules.holeCount() stay 0
    Rules rules;
    std::uint32_t closedHoles = 0; // bit h set: hole h is closed (docs/RULES.md 7, refill)
    Player toMove = Player::South;
    std::array<std::int16_t, 2> scores{}; // seeds captured, indexed by index(Player)
    bool previousTurnPassed = false;      // for rule 6.3
    EndReason ending = EndReason::None;

    static Position initial(const Rules &rules, Player starter = Player::South);

    bool isOver() const { return ending != EndReason::None; }
    bool isClosed(int hole) const { return (closedHoles >> hole) & 1u; }
    int seedsOnBoard() const;
    // Every seed of the game: on the board and in both stores.
    int seedsInGame() const { return seedsOnBoard() + scores[0] + scores[1]; }
    int seedsInRow(Player p) const;
    int nextHole(int hole) const;     // the next open hole in sowing order
    int previousHole(int hole) const; // the previous open hole

    // Board contents, closed holes and mover: what rule 6.2 compares. Inline,
    // and the board compared as words, not by a library call: the searches
    // with a history compare each new position with every one since the
    // last capture.
    bool sameBoardAndMover(const Position &other) const
    {
        static_assert(sizeof seeds % sizeof(std::uint64_t) == 0);
        std::uint64_t differ = static_cast<std::uint64_t>(toMove != other.toMove || closedHoles != other.closedHoles);
        for (std::size_t i = 0; i < sizeof seeds; i += sizeof(std::uint64_t)) {
            std::uint64_t mine = 0;
            std::uint64_t theirs = 0;
            std::memcpy(&mine, seeds.data() + i, sizeof mine);
            std::memcpy(&theirs, other.seeds.data() + i, sizeof theirs);
            differ |= mine ^ theirs;
        }
        return differ == 0;
    }

    friend bool operator==(const Position &, const Position &) = default;
};

// What a turn did, for callers that need no trace.
//
// Sixteen bytes, so that it comes back from a call in two registers, and
// every one of them a field, so that it is copied as those two words (with
// two bytes of padding GCC copies it as fourteen bytes in two overlapping
// words). Returned through memory, or copied so, the first read of it would
// wait for stores that the processor cannot forward to it: a dozen cycles on
// every turn searched.
struct TurnSummary {
    int laps = 0; // 1 + relays (0 for a pass)
    int seedsSown = 0;
    int captured = 0;         // seeds captured in the turn, the last four not included
    bool endless = false;     // the sowing never stops: the move is not legal, nothing was played
    bool extraTurn = false;   // the mover moves again
    std::uint16_t unused = 0; // the padding as a field (see above)
};
static_assert(sizeof(TurnSummary) == 16 && std::has_unique_object_representations_v<TurnSummary>);

// Plays `move` for pos.toMove: a hole of the mover's row that is open and not
// empty, or a pass when the mover has no legal move (see checkMove). If the
// sowing would never stop, returns {endless = true} and leaves `pos` as it was.
// With a trace, the turn's events are appended to it; without, this is the
// fast path used by search and playouts.
TurnSummary playTurn(Position &pos, Move move, Trace *trace = nullptr);

// True if lifting `hole` starts a sowing that never stops (docs/RULES.md 5).
bool isEndless(const Position &pos, int hole);

enum class MoveError : std::uint8_t {
    None,
    GameOver,    // the game has ended
    OffBoard,    // no such hole on this board
    NotYourHole, // the hole belongs to the opponent
    ClosedHole,  // closed by the refill rule
    EmptyHole,
    EndlessSowing,
    MustMove, // a pass while a legal move exists
};

MoveError checkMove(const Position &pos, Move move);

// The checks of checkMove that need no sowing: all but EndlessSowing and,
// for a pass, MustMove (movegen.h checks a move against known children).
MoveError checkMoveShape(const Position &pos, Move move);

// The legal moves of the side to move: the holes whose sowing ends, or a
// single pass if there are none. Empty when the game is over. (These two
// are movegen.h's generator at work.)
std::vector<Move> legalMoves(const Position &pos);

// The holes of the side to move that start an endless sowing.
std::vector<int> endlessHoles(const Position &pos);

// Why a game cannot start at `pos`, a position set up by hand or read from
// text (docs/RULES.md 8), which says nothing of an ending or of the turn before.
enum class StartError : std::uint8_t {
    None,
    GameOver,          // pos.ending is set
    HolesPerRow,       // not a board of 2x3 to 2x12
    TooManySeeds,      // board and scores hold more than the rules' 8N seeds
    SeedsInClosedHole, // a closed hole holds seeds
    EmptyBoard,        // no seeds left to sow: the game is over
    LastFourLeft,      // every seed but the last four captured: the capture that left them ended the game
    MoverHasNoSeeds,   // the game would begin with a pass, and whether the turn before was one too is unknown
    OnlyEndless,       // every hole the mover could lift starts a sowing that never ends (the same pass)
};

// The first reason, in the order above, why `pos` is no start of a game;
// None if a game may start there. Sows each of the mover's holes once.
StartError checkStart(const Position &pos);

// Who takes the last four seeds (docs/RULES.md 6.1) when `capturer` made the
// capture that left them: the capturer, unless the rules name a taker.
Player lastFourTaker(const Rules &rules, Player capturer);

// Final scores: captures, plus the seeds left in each row when the game
// ended by rule 6.2 or 6.3.
std::array<int, 2> finalScores(const Position &pos);

enum class Result : std::uint8_t { SouthWins, NorthWins, Draw };
Result resultOf(const std::array<int, 2> &scores);

// Zobrist hash of the board contents, closed holes and side to move: equal
// for positions that rule 6.2 counts as the same.
std::uint64_t hashOf(const Position &pos);

} // namespace hoyito
