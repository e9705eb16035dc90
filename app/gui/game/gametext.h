#pragma once

// Every sentence the game window says about a game, through tr(): player
// names, one-line move descriptions built from the event trace, results, why
// a move cannot be played. The engine returns enums; this is where they
// become words. The names of sides, variants and endings are the rules' own
// (rulestext.h), shared with the saved games and hoyito-cli.

#include "game/gameoutcome.h"
#include "game/gamesetup.h"
#include "rulestext.h"

#include "hoyito/game.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace hoyito::app {

class GameText {
    Q_DECLARE_TR_FUNCTIONS(GameText)

public:
    // Makes "%n lap(s)" read "1 lap" / "3 laps" in English; call once
    // before any translation is installed.
    static void installEnglishPlurals();

    // The player's own name, or the side's name when none was given.
    static QString playerName(const GameSetup &setup, hoyito::Player side);
    // Both, indexed by index(Player): how the coach (coachtext.h) names them.
    static std::array<QString, 2> playerNames(const GameSetup &setup);
    // A sentence on what makes the variant different, for the New Game dialog.
    static QString variantSummary(hoyito::Variant variant);
    static QString boardName(int holesPerRow);
    // The notation of a move: a hole letter, or `-` for a pass.
    static QString moveNotation(const hoyito::Rules &rules, hoyito::Move move);
    static QString holeName(const GameSetup &setup, const hoyito::Rules &rules, int hole);

    // "South c: 3 laps, captures 8, plays again".
    static QString turnDescription(const GameSetup &setup, const hoyito::Rules &rules, const hoyito::TurnRecord &turn);
    // What `turn` would do, before it is played (movepreview.h), with
    // `landing` the hole its last seed falls in: "c: 3 laps, ends in E —
    // captures 8, plays again", "c: 1 lap, ends in the empty hole E — turn over".
    static QString movePreview(const GameSetup &setup, const hoyito::Rules &rules, const hoyito::TurnRecord &turn,
                               int landing);
    // "North to move", "Game over".
    static QString toMove(const GameSetup &setup, const hoyito::Position &pos);
    // "South wins", "North wins", "Draw".
    static QString resultHeadline(const GameSetup &setup, hoyito::Result result);
    // The result as the game's end tells it: to the one person who played
    // the computer ("You win by 12 seeds!", "You lose by 4 seeds"), else by
    // the players' names as resultHeadline.
    static QString resultTold(const GameSetup &setup, const std::array<int, 2> &scores);
    // The result dialog's explanation: why the game ended, who got what.
    static QString outcomeDetails(const GameSetup &setup, const GameOutcome &outcome);
    // Why `move` cannot be played now.
    static QString moveError(const GameSetup &setup, const hoyito::Position &pos, hoyito::Move move,
                             hoyito::MoveError error);

private:
    // What a turn did, in the move list's words: its captures (where, in
    // the move list: a preview has said where the move ends), the last four,
    // another turn (or, in a preview, that the turn passes), how the game
    // ended.
    enum class OutcomeWords { MoveList, Preview };
    static QStringList outcomeParts(const GameSetup &setup, const hoyito::TurnRecord &turn,
                                    std::optional<hoyito::Player> lastFour, hoyito::EndReason ending,
                                    OutcomeWords words);
    // "captures 4 on C", "captures a chain of 12 from E"; "captures 4" in a preview.
    static QString capturesText(const hoyito::Rules &rules, const hoyito::TurnRecord &turn, OutcomeWords words);
};

} // namespace hoyito::app
