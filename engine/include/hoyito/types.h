#pragma once

// The vocabulary of the rules (docs/RULES.md sections 1, 2 and 6): variants,
// players, holes and moves. Plain values, no behaviour beyond the geometry
// of the board.

#include <cstdint>

namespace hoyito {

enum class Variant : std::uint8_t { I, II, III };

enum class Player : std::uint8_t { South = 0, North = 1 };

constexpr Player opponent(Player p)
{
    return p == Player::South ? Player::North : Player::South;
}
constexpr int index(Player p)
{
    return static_cast<int>(p);
}

// Who receives the last four seeds (docs/RULES.md 6.1).
enum class LastFourTaker : std::uint8_t { Capturer, South, North };

// Why a game ended (docs/RULES.md 6.1 to 6.3); None while it goes on.
enum class EndReason : std::uint8_t { None, LastFour, Empty, Repetition, NoCapture200, BothPass };

constexpr int kMinHolesPerRow = 3;
constexpr int kMaxHolesPerRow = 12;
constexpr int kMaxHoles = 2 * kMaxHolesPerRow;
constexpr int kSeedsPerHole = 4;
// Turns without a capture that end the game (docs/RULES.md 6.2).
constexpr int kNoCaptureTurnLimit = 200;
// Occurrences of one position that end the game (docs/RULES.md 6.2).
constexpr int kRepetitionLimit = 3;

// The fixed rules of one game: variant, board size and last-four taker.
struct Rules {
    Variant variant = Variant::II;
    int holesPerRow = 6;
    LastFourTaker lastFourTaker = LastFourTaker::Capturer;

    constexpr int holeCount() const { return 2 * holesPerRow; }
    constexpr int totalSeeds() const { return kSeedsPerHole * holeCount(); }
    // Hoyito II's backward chain of fours (docs/RULES.md 4).
    constexpr bool hasChain() const { return variant == Variant::II; }
    // Hoyito I's en passant fours (docs/RULES.md 3.4).
    constexpr bool hasEnPassant() const { return variant == Variant::I; }
    // Hoyito II and III: a capture earns another turn (docs/RULES.md 4).
    constexpr bool capturePlaysAgain() const { return variant != Variant::I; }

    // Holes are numbered along the sowing direction (docs/RULES.md 2).
    constexpr Player owner(int hole) const { return hole < holesPerRow ? Player::South : Player::North; }
    constexpr int firstHole(Player p) const { return p == Player::South ? 0 : holesPerRow; }

    friend constexpr bool operator==(const Rules &, const Rules &) = default;
};

constexpr bool isValidHolesPerRow(int n)
{
    return n >= kMinHolesPerRow && n <= kMaxHolesPerRow;
}

// A move: the absolute hole to lift (docs/RULES.md 2), or a pass.
struct Move {
    static constexpr std::int8_t kPass = -1;
    std::int8_t hole = kPass;

    static constexpr Move pass() { return Move{kPass}; }
    static constexpr Move at(int hole) { return Move{static_cast<std::int8_t>(hole)}; }
    constexpr bool isPass() const { return hole == kPass; }

    friend constexpr bool operator==(Move, Move) = default;
};

} // namespace hoyito
