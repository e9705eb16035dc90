#pragma once

// A saved game as a value (issue 5, RULES.md 9): the settings that rebuild
// the game, who played it, and the moves in the notation of RULES.md 2.
// Positions are never part of a record: whoever needs them replays the moves
// through hoyito::Game (recordfile.h does, and checks every move). The file
// format itself is documented in recordfile.h.

#include "hoyito/game.h"
#include "hoyito/notation.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <vector>

namespace hoyito::app {

inline constexpr int kMinComputerLevel = 1;
inline constexpr int kMaxComputerLevel = 6;
// Longer names are refused on load: they are shown in menus and titles.
inline constexpr int kMaxPlayerNameLength = 100;

enum class PlayerKind { Human, Computer };

struct PlayerInfo {
    QString name; // may be empty: the GUI then says "South" / "North"
    PlayerKind kind = PlayerKind::Human;
    int level = 0; // kMinComputerLevel..kMaxComputerLevel for a computer; 0 for a human

    static PlayerInfo human(const QString &name) { return {name, PlayerKind::Human, 0}; }
    static PlayerInfo computer(const QString &name, int level) { return {name, PlayerKind::Computer, level}; }

    friend bool operator==(const PlayerInfo &, const PlayerInfo &) = default;
};

enum class Winner { None, South, North, Draw }; // None: the game goes on

// How a game stands at its last position. In a file it is informational (the
// moves decide), but a file whose stated result contradicts its moves is
// refused, so a record never lies about who won.
struct RecordResult {
    Winner winner = Winner::None;
    EndReason reason = EndReason::None;
    // Final scores (finalScores()) when the game is over, otherwise the seeds
    // captured so far; indexed by index(Player).
    std::array<int, 2> scores{};

    static RecordResult of(const Position &position);

    friend bool operator==(const RecordResult &, const RecordResult &) = default;
};

// One finished round of a match (RULES.md 7). The variant and board are the
// match's; the starter and last-four taker may change from round to round.
struct RoundRecord {
    Player starter = Player::South;
    LastFourTaker lastFourTaker = LastFourTaker::Capturer;
    QStringList moves;
    std::optional<RecordResult> result;

    friend bool operator==(const RoundRecord &, const RoundRecord &) = default;
};

enum class MatchLength { Rounds, Wins };     // a number of rounds, or first to win a number of rounds
enum class NextStarter { Alternate, Loser }; // who starts the next round (RULES.md 7)

// The match a game belongs to (RULES.md 7). The structure is fixed by format
// version 1; the match controller (issue 6) fills it. The record's own game
// is the current (or last) round; `rounds` are the rounds finished before it.
struct MatchRecord {
    MatchLength lengthKind = MatchLength::Rounds;
    int length = 5; // rounds, or wins needed
    NextStarter nextStarter = NextStarter::Alternate;
    bool refill = false; // traditional refill; not loadable yet (see recordfile.h)
    std::vector<RoundRecord> rounds;

    int roundNumber() const { return static_cast<int>(rounds.size()) + 1; } // of the record's own game

    friend bool operator==(const MatchRecord &, const MatchRecord &) = default;
};

struct GameRecord {
    Rules rules; // variant, holes per row, last-four taker
    Player starter = Player::South;
    std::array<PlayerInfo, 2> players;  // indexed by index(Player)
    QDateTime date;                     // when the game started; invalid if unknown
    QStringList moves;                  // RULES.md 2 notation, "-" for a pass
    std::optional<RecordResult> result; // absent: not stated
    std::optional<MatchRecord> match;   // absent: a single game

    const PlayerInfo &player(Player p) const { return players[index(p)]; }
    PlayerInfo &player(Player p) { return players[index(p)]; }

    friend bool operator==(const GameRecord &, const GameRecord &) = default;
};

// The record of `game` with its result filled in. Empty if the game did not
// start from an opening position (Position::initial), which a record cannot
// describe. The date is kept to whole seconds, as the file stores it.
std::optional<GameRecord> recordFromGame(const Game &game, const PlayerInfo &south, const PlayerInfo &north,
                                         const QDateTime &date = QDateTime::currentDateTime());

// Turn `turn` (0-based) of `game` as the move list shows it: the move in
// RULES.md 2 notation, with "+" when it earned another turn ("f+").
QString turnText(const Game &game, int turn);

// "Copy game as text": tags and numbered moves, for the clipboard. `game` is
// the replay of `record` (as loadRecord() or recordFromGame() gives it): the
// tags come from the record, the moves, extra turns and result from the game.
//
//     [Variant "Hoyito II"]
//     [Board "2x6"]
//     ...
//     [Result "South wins 26-22 (the last four)"]
//
//     1. c  2. A  3. f+  4. b  5. D ...
//
// Every turn is numbered; "+" marks a turn that earned another turn, so the
// next number is the same player again (lower case is South, upper case
// North, "-" a pass).
QString gameText(const GameRecord &record, const Game &game);

// The translated wording of the rules' verdicts, shared by the loader, the
// text form and the GUI.
class RecordText {
    Q_DECLARE_TR_FUNCTIONS(hoyito::app::RecordText)

public:
    static QString playerName(Player p);                         // "South" / "North"
    static QString variantName(Variant v);                       // "Hoyito II"
    static QString endReason(EndReason reason);                  // "the last four", ...
    static QString result(const RecordResult &result);           // "South wins 26-22 (the last four)"
    static QString playerText(const PlayerInfo &info, Player p); // "Ana" / "Computer (computer, level 3)"
    // Why `moveText` cannot be played at `pos` (check comes from readMove);
    // the wording of hoyito-cli's describe().
    static QString illegalMove(const Position &pos, const QString &moveText, const MoveCheck &check);
    // `text` made safe for a one-line message: control characters replaced,
    // long texts cut with an ellipsis.
    static QString shown(const QString &text, int maxLength = 24);
};

} // namespace hoyito::app
