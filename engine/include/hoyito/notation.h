#pragma once

// Move notation (docs/RULES.md 2) and position text (docs/RULES.md 8). Errors are
// returned as codes with the offending field; callers word them.

#include "hoyito/position.h"

#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace hoyito {

// `a`... for South's holes, `A`... for North's, counted from the owner's left.
char holeLetter(const Rules &rules, int hole);
std::string moveText(const Rules &rules, Move move);

enum class MoveTextError : std::uint8_t {
    None,
    NotAMove,    // not a single letter or `-`
    OffBoard,    // a letter past the end of the row
    WrongPlayer, // a letter of the other player's row (case)
};

struct ParsedMove {
    Move move;
    MoveTextError error = MoveTextError::None;
};

// Reads a move of `mover`.
ParsedMove parseMove(const Rules &rules, Player mover, std::string_view text);

// Reads a move in context and says why it cannot be played, if it cannot:
// the text error first, then the rule error of checkMove.
struct MoveCheck {
    Move move;
    MoveTextError textError = MoveTextError::None;
    MoveError ruleError = MoveError::None;
    bool ok() const { return textError == MoveTextError::None && ruleError == MoveError::None; }
};
MoveCheck readMove(const Position &pos, std::string_view text);

char playerLetter(Player p);
std::optional<Player> parsePlayer(std::string_view text);
std::string_view variantName(Variant v);
std::optional<Variant> parseVariant(std::string_view text);
std::string_view takerName(LastFourTaker t);
std::optional<LastFourTaker> parseTaker(std::string_view text);
std::string_view endReasonName(EndReason r); // lastfour, empty, repetition, no-capture-200, both-pass

// VARIANT:N:MOVER:h0,...,h(2N-1):SOUTH_SCORE:NORTH_SCORE[:TAKER]
std::string positionText(const Position &pos);

enum class PositionTextError : std::uint8_t {
    None,
    FieldCount,   // not 6 or 7 fields separated by ':'
    Variant,      // not I, II or III
    HolesPerRow,  // not a number from 3 to 12
    Mover,        // not S or N
    HoleCount,    // not 2N hole counts
    HoleSeeds,    // a hole count that is not a number or `x`
    Score,        // a score that is not a number
    TooManySeeds, // board and scores hold more than the 8N seeds of the game
    Taker,        // not capturer, S or N
};

struct PositionTextProblem {
    PositionTextError error = PositionTextError::None;
    int field = 0; // 1-based ':' field, 0 for the whole text
    int item = -1; // HoleSeeds: the 0-based hole
};

using ParsedPosition = std::variant<Position, PositionTextProblem>;
ParsedPosition parsePosition(std::string_view text);

} // namespace hoyito
