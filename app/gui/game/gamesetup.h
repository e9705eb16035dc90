#pragma once

// What a game is started with: the rules, who starts and who plays each
// side. The New Game dialog fills it, Settings remembers it, the controller
// starts a game from it (and later the save file and the match controller
// build one per game or round).

#include "gamerecord.h" // PlayerInfo, MatchOptions: one vocabulary for the window and the saved game

#include "hoyito/match.h"
#include "hoyito/position.h"

#include <QMetaType>
#include <QString>

#include <array>
#include <optional>

namespace hoyito::app {

// Who plays each side (PlayerInfo) and a match's options (MatchOptions)
// are the saved game's own types (gamerecord.h), so the window, the
// settings and a file mean the same thing with no conversion between them.

struct GameSetup {
    hoyito::Rules rules;
    hoyito::Player starter = hoyito::Player::South;
    std::array<PlayerInfo, 2> players; // indexed by hoyito::index(Player)
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
    // A single game from `pos`: its rules and mover, no match.
    void startFrom(const hoyito::Position &pos)
    {
        start = pos;
        rules = pos.rules;
        starter = pos.toMove;
        match.reset();
    }
    const PlayerInfo &player(hoyito::Player side) const { return players[hoyito::index(side)]; }
    // The side of the one person who plays the computer; none when two
    // people or two computers play (words then name the players).
    std::optional<hoyito::Player> personAgainstComputer() const
    {
        for (hoyito::Player side : {hoyito::Player::South, hoyito::Player::North})
            if (player(side).kind == PlayerKind::Human && player(hoyito::opponent(side)).kind == PlayerKind::Computer)
                return side;
        return std::nullopt;
    }
    PlayerInfo &player(hoyito::Player side) { return players[hoyito::index(side)]; }

    friend bool operator==(const GameSetup &, const GameSetup &) = default;
};

} // namespace hoyito::app

Q_DECLARE_METATYPE(hoyito::app::GameSetup)
