#pragma once

// What a game is started with: the rules, who starts and who plays each
// side. The New Game dialog fills it, Settings remembers it, the controller
// starts a game from it (and later the save file and the match controller
// build one per game or round).

#include "gamerecord.h" // PlayerKind: one enum for the window and the saved game

#include "hoyito/match.h"
#include "hoyito/position.h"

#include <QMetaType>
#include <QString>

#include <array>
#include <optional>

namespace hoyito::app {

// How a side chooses its moves: PlayerKind (Human, Computer) comes from
// gamerecord.h, so a saved game and the window mean the same thing. Only the
// kinds a PlayerFactory can create are offered to players (see player.h).

inline constexpr int kDefaultComputerLevel = 3;

struct PlayerSetup {
    PlayerKind kind = PlayerKind::Human;
    QString name; // empty: the side's own name ("South", "North"), translated when shown
    // The computer's level (kMinComputerLevel..kMaxComputerLevel) when kind
    // is Computer; kept for a human so the dialog offers it again.
    int level = kDefaultComputerLevel;

    friend bool operator==(const PlayerSetup &, const PlayerSetup &) = default;
};

// The choices of a match (RULES.md 7) beyond the variant, the board and who
// starts round 1, which are the GameSetup's own. hoyito::Match decides the
// rest (who starts each round, the last four, the refilled boards).
struct MatchOptions {
    hoyito::MatchLength length = hoyito::MatchLength::Rounds;
    int lengthCount = 5; // rounds to play, or wins needed
    hoyito::StartRule startRule = hoyito::StartRule::Alternate;
    bool lastFourHandicap = true; // Hoyito III only
    bool refill = false;          // the traditional refill

    friend bool operator==(const MatchOptions &, const MatchOptions &) = default;
};

struct GameSetup {
    hoyito::Rules rules;
    hoyito::Player starter = hoyito::Player::South;
    std::array<PlayerSetup, 2> players; // indexed by hoyito::index(Player)
    // A first position other than the opening (a refill round of a match, a
    // test); when set, its rules and player to move win over the two above.
    std::optional<hoyito::Position> start;
    // A match of several rounds (the match controller plays it); absent: a
    // single game. Each round's game keeps it, so the dialog offers it again.
    std::optional<MatchOptions> match;

    // The engine's settings of the match (match must be set): these rules,
    // `starter` for round 1, and the options.
    hoyito::MatchSettings matchSettings() const
    {
        const MatchOptions options = match.value_or(MatchOptions{});
        return {rules.variant, rules.holesPerRow, options.length,           options.lengthCount,
                starter,       options.startRule, options.lastFourHandicap, options.refill};
    }
    hoyito::Position startPosition() const { return start ? *start : hoyito::Position::initial(rules, starter); }
    const PlayerSetup &player(hoyito::Player side) const { return players[hoyito::index(side)]; }
    PlayerSetup &player(hoyito::Player side) { return players[hoyito::index(side)]; }

    friend bool operator==(const GameSetup &, const GameSetup &) = default;
};

} // namespace hoyito::app

Q_DECLARE_METATYPE(hoyito::app::GameSetup)
