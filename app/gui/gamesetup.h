#pragma once

// What a game is started with: the rules, who starts and who plays each
// side. The New Game dialog fills it, Settings remembers it, the controller
// starts a game from it (and later the save file and the match controller
// build one per game or round).

#include "hoyito/position.h"

#include <QMetaType>
#include <QString>

#include <array>
#include <optional>

namespace hoyito::app {

// How a side chooses its moves. Only the kinds a PlayerFactory can create
// are offered to players (see player.h); Computer arrives with the AI.
enum class PlayerKind { Human, Computer };

struct PlayerSetup {
    PlayerKind kind = PlayerKind::Human;
    QString name; // empty: the side's own name ("South", "North"), translated when shown

    friend bool operator==(const PlayerSetup &, const PlayerSetup &) = default;
};

struct GameSetup {
    hoyito::Rules rules;
    hoyito::Player starter = hoyito::Player::South;
    std::array<PlayerSetup, 2> players; // indexed by hoyito::index(Player)
    // A first position other than the opening (a refill round of a match, a
    // test); when set, its rules and player to move win over the two above.
    std::optional<hoyito::Position> start;

    hoyito::Position startPosition() const { return start ? *start : hoyito::Position::initial(rules, starter); }
    const PlayerSetup &player(hoyito::Player side) const { return players[hoyito::index(side)]; }
    PlayerSetup &player(hoyito::Player side) { return players[hoyito::index(side)]; }

    friend bool operator==(const GameSetup &, const GameSetup &) = default;
};

} // namespace hoyito::app

Q_DECLARE_METATYPE(hoyito::app::GameSetup)
