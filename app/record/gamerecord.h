#pragma once

// A saved game as a value (docs/RULES.md 9): the settings that rebuild
// the game, who played it, and the moves in the notation of docs/RULES.md 2.
// The only position a record may hold is the first one of a game set up by
// hand; every later one comes from replaying the moves through hoyito::Game
// (recordfile.h does, and checks every move). The file format itself is
// documented in recordfile.h.

#include "rulestext.h"

#include "hoyito/analysis.h"
#include "hoyito/game.h"
#include "hoyito/match.h"
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
inline constexpr int kDefaultComputerLevel = 3;
// A newcomer's first game: a one-ply greedy player beats this level more
// often than not (docs/BENCHMARKS.md, "A newcomer's first game").
inline constexpr int kFirstGameComputerLevel = 1;
// Longer names are refused on load: they are shown in menus and titles.
inline constexpr int kMaxPlayerNameLength = 100;
// What a player may type as a name (files written elsewhere may hold longer ones).
inline constexpr int kMaxTypedNameLength = 40;

// How long a text looks: its grapheme clusters, the characters a person
// sees (an emoji, or a Gujarati letter with its vowel sign, counts once).
int visibleLength(const QString &text);

// What may be wrong with a player's name. Names appear in menus, titles,
// the move list and one-line messages, so they may not hold anything that
// breaks a line or makes it read other than it looks.
enum class NameProblem {
    None,
    TooLong,             // more than the allowed visible characters
    LineBreak,           // control characters, line or paragraph separators
    DirectionControl,    // bidirectional embeddings, overrides, isolates and marks
    Invisible,           // zero-width and other invisible formatting characters
    OverloadedCharacter, // one character stacking more than kMaxCharacterUnits code units
    BrokenText,          // an unpaired surrogate: not text at all
};
// A visible character may be made of several code points (an emoji
// family, a flag, combining marks), but not of hundreds.
inline constexpr int kMaxCharacterUnits = 16;

struct NameCheck {
    NameProblem problem = NameProblem::None;
    int length = 0;       // visible characters
    char32_t culprit = 0; // the offending code point, where there is one
    friend bool operator==(const NameCheck &, const NameCheck &) = default;
};
NameCheck checkPlayerName(const QString &name, int maxLength = kMaxPlayerNameLength);
// `text` made into a name that checkPlayerName() accepts: the characters a
// name may not hold dropped, then cut after `maxLength` visible characters.
QString playerNameFrom(const QString &text, int maxLength = kMaxPlayerNameLength);

// How a side chooses its moves. Only the kinds a PlayerFactory can create
// are offered to players (the window's player.h).
enum class PlayerKind { Human, Computer };

// Who plays a side: in a saved game, in the New Game dialog, in the
// settings and in the window's GameSetup alike.
struct PlayerInfo {
    PlayerKind kind = PlayerKind::Human;
    QString name; // may be empty: the side's own name ("South", "North"), translated when shown
    // The computer's level (kMinComputerLevel..kMaxComputerLevel) when kind
    // is Computer. A human keeps one too, so the dialog offers it again;
    // a file stores it for a computer only.
    int level = kDefaultComputerLevel;

    static PlayerInfo human(const QString &name) { return {PlayerKind::Human, name, kDefaultComputerLevel}; }
    static PlayerInfo computer(const QString &name, int level) { return {PlayerKind::Computer, name, level}; }

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

// One finished round of a match (docs/RULES.md 7). The variant and board are the
// match's. The starter and the last-four taker are stated for people who read
// the file; hoyito::Match decides them, and the loader refuses a round whose
// stated ones disagree.
struct RoundRecord {
    Player starter = Player::South;
    LastFourTaker lastFourTaker = LastFourTaker::Capturer;
    QStringList moves;
    std::optional<RecordResult> result;

    friend bool operator==(const RoundRecord &, const RoundRecord &) = default;
};

// The choices of a match (docs/RULES.md 7) beyond the variant, the board and who
// starts round 1: the New Game dialog, the settings, the window's GameSetup
// and a saved match all hold them as this. hoyito::Match decides the rest
// (who starts each round, the last four, the refilled boards).
struct MatchOptions {
    MatchLength length = MatchLength::Rounds; // a number of rounds, or first to a number of wins
    int lengthCount = 5;                      // rounds, or wins needed
    StartRule startRule = StartRule::Alternate;
    bool lastFourHandicap = true; // Hoyito III's handicap (docs/RULES.md 6.1); no effect in other variants
    bool refill = false;          // the traditional refill

    friend bool operator==(const MatchOptions &, const MatchOptions &) = default;
};

// The match a game belongs to (docs/RULES.md 7): the options the players chose,
// and the rounds finished before the record's own game, which is the current
// (or, in a finished match, the last) round. With the record's variant,
// board and round 1's starter they make the hoyito::MatchSettings
// (matchSettings()); everything else about the match (who starts, who takes
// the last four, refilled boards, the score, the end) is hoyito::Match's to
// derive.
struct MatchRecord : MatchOptions {
    std::vector<RoundRecord> rounds;

    int roundNumber() const { return static_cast<int>(rounds.size()) + 1; } // of the record's own game

    friend bool operator==(const MatchRecord &, const MatchRecord &) = default;
};

// The strength a game review is made at: the review panel's Quick and
// Deep. Quick is the default, the panel's at its start and hoyito-cli
// review's without options; reviewLimits() says how each searches.
enum class ReviewStrength { Quick, Deep };
inline constexpr ReviewStrength kDefaultReviewStrength = ReviewStrength::Quick;
// Its word in a file and in hoyito-cli's output and options: "quick", "deep".
inline QString reviewStrengthWord(ReviewStrength strength)
{
    return strength == ReviewStrength::Deep ? QStringLiteral("deep") : QStringLiteral("quick");
}
// The strength `word` names, if any.
std::optional<ReviewStrength> reviewStrengthOfWord(const QString &word);
// How a review at `strength` searches (hoyito::kQuickReview, hoyito::kDeepReview):
// the one place the window and hoyito-cli take it from.
hoyito::ReviewLimits reviewLimits(ReviewStrength strength);

// One turn of a saved game review: what its search found, which nothing but
// another search could give again. The loss, the class and whether the move
// was forced are not kept: loading derives them with the engine's
// reviewTurn(), so a file cannot contradict the review's rules.
struct ReviewTurnRecord {
    QString move;       // the move played, as in the record's moves
    QString best;       // the engine's best move; the move played when that is as good
    int value = 0;      // of the move played: the mover's expected final seeds, in hundredths
    int bestValue = 0;  // of the best move, the same way
    int depth = 0;      // the depth both were searched to
    bool exact = false; // both values proven
    // The lines the search expected (TurnReview::line, bestLine), each
    // starting with its move, at most kMaxSearchDepth moves; both empty:
    // not kept (a review saved before lines were), and the coach tells the
    // moves alone.
    QStringList line;
    QStringList bestLine;

    friend bool operator==(const ReviewTurnRecord &, const ReviewTurnRecord &) = default;
};

// A review of every turn of the record's own game, in order.
struct ReviewRecord {
    ReviewStrength strength = ReviewStrength::Quick;
    std::vector<ReviewTurnRecord> turns;

    friend bool operator==(const ReviewRecord &, const ReviewRecord &) = default;
};

// `turns` (a review of every turn of a game played with `rules`, as
// reviewGame() gives them) as a record keeps them.
ReviewRecord reviewRecordOf(ReviewStrength strength, const Rules &rules, const std::vector<hoyito::TurnReview> &turns);

struct GameRecord {
    Rules rules; // variant, holes per row, last-four taker
    Player starter = Player::South;
    std::array<PlayerInfo, 2> players;  // indexed by index(Player)
    QDateTime date;                     // when the game started; invalid if unknown
    QStringList moves;                  // docs/RULES.md 2 notation, "-" for a pass
    std::optional<RecordResult> result; // absent: not stated
    std::optional<MatchRecord> match;   // absent: a single game
    // A single game set up by hand starts here (its rules and player to move
    // are `rules` and `starter`); absent: at the opening.
    std::optional<Position> startPosition;
    // The game review of the record's own game (in a match, its current or
    // last round); absent: not reviewed, or not one the loader could keep.
    std::optional<ReviewRecord> review;

    // The position the moves are played from, in a single game.
    Position firstPosition() const { return startPosition ? *startPosition : Position::initial(rules, starter); }

    const PlayerInfo &player(Player p) const { return players[index(p)]; }
    PlayerInfo &player(Player p) { return players[index(p)]; }

    friend bool operator==(const GameRecord &, const GameRecord &) = default;
};

// A record with its games replayed: what loading gives (recordfile.h), and
// what the text form reads.
struct LoadedGame {
    GameRecord record;
    Game game;                // the record's own game, every move played
    std::vector<Game> rounds; // record.match->rounds replayed, in order (empty without a match)
    // A match record's hoyito::Match with `rounds` finished: the match as it
    // stood when `game` began, so match->roundStart() == game.start() and
    // match->roundNumber() is the round of `game`. When `game` is over, the
    // caller (the match controller) hands it to finishRound() before the next
    // round, exactly as after a round played live. Empty for a single game.
    std::optional<Match> match;
    // record.review as the engine's review of `game`, turn by turn, the
    // loss, class and forced moves derived; empty without a review.
    std::vector<hoyito::TurnReview> review{};
    // Why the file's review was left out, naming its field
    // ("review.turns[3].best: ..."), translated; empty when the file has no
    // review or its review loaded. A bad review never costs the game.
    QString reviewProblem{};

    // The scoreboard as it stands: `match` with `game` counted when it is
    // over. Empty for a single game.
    std::optional<Match> matchSoFar() const;
};

// The record of `game` with its result filled in. A game that did not start
// from an opening position (Position::initial) keeps its first position in
// startPosition; empty if that is one a game may not start from (checkStart)
// or one the position text cannot hold (a pass just before). The date is kept
// to whole seconds, as the file stores it.
std::optional<GameRecord> recordFromGame(const Game &game, const PlayerInfo &south, const PlayerInfo &north,
                                         const QDateTime &date = QDateTime::currentDateTime());

// The engine's settings of a match record (record.match must be set): the
// variant and board of the record, round 1's starter as the file states it
// (the first finished round's, or the record's own game's when it is round
// 1: that choice is the players'), and the rest from record.match.
MatchSettings matchSettings(const GameRecord &record);

// The record of a match: `match` as played so far, `rounds` the games handed
// to match.finishRound() in order (one per match.rounds()), and `current`
// the game of the round being played (match.roundNumber()), possibly over
// but not yet finished with finishRound(). Without `current`, the record's
// own game is a fresh match.roundStart() (a save between rounds) or, once
// the match is over, the last round. Empty if the pieces do not fit
// together: a game count other than match.rounds().size(), a game that did
// not start from the round start the match gives, or one it did not record,
// or a `current` game after the end of the match. Ranges (the match length,
// player levels) are checked when saving, as for any record.
std::optional<GameRecord> recordFromMatch(const Match &match, const std::vector<Game> &rounds, const Game *current,
                                          const PlayerInfo &south, const PlayerInfo &north,
                                          const QDateTime &date = QDateTime::currentDateTime());

// Turn `turn` (0-based) of `game` as the move list shows it: the move in
// docs/RULES.md 2 notation, with "+" when it earned another turn ("f+").
QString turnText(const Game &game, int turn);

// "Copy game as text": tags and numbered moves, for the clipboard. The tags
// come from the record, the moves, extra turns and results from the
// replayed games.
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
//
// A match has match tags (settings, score, result) and then a block per
// round, the record's own game last:
//
//     Round 3
//     Start: South
//     Last four: to South, winner of round 2; South took them
//     Result: South wins 30-18 (the last four)
//
//     1. f  2. F ...
//
// with a line of carried seeds and closed holes after the first round of a
// refill match.
QString gameText(const LoadedGame &loaded);

// The translated wording of a record: results, players, illegal moves and
// matches, shared by the loader, the text form and the GUI. The names of
// sides, variants and endings are the rules' own (rulestext.h).
class RecordText {
    Q_DECLARE_TR_FUNCTIONS(hoyito::app::RecordText)

public:
    static QString result(const RecordResult &result);           // "South wins 26-22 (the last four)"
    static QString playerText(const PlayerInfo &info, Player p); // "Ana" / "Computer (computer, level 3)"
    // Why `moveText` cannot be played at `pos` (check comes from readMove);
    // the wording of hoyito-cli's describe().
    static QString illegalMove(const Position &pos, const QString &moveText, const MoveCheck &check);
    // `text` made safe for a one-line message: line breaks, direction
    // controls and invisible characters written as escapes (\n, \u{202E}),
    // long texts cut with an ellipsis after `maxLength` visible characters.
    static QString shown(const QString &text, int maxLength = 24);
    // The same escapes, without the cut.
    static QString escaped(const QString &text);
    // Why a name was refused (checkPlayerName): "a name cannot hold ...".
    static QString nameProblem(const NameCheck &check, int maxLength = kMaxPlayerNameLength);

    // Matches (docs/RULES.md 7).
    static QString points(int halfPoints); // "2", "1½", "½"
    // "5 rounds, starters alternate, last-four handicap, traditional refill"
    static QString matchSettings(const MatchSettings &settings);
    // Where the last four of round `round` go, and why: "to the capturer of
    // the penultimate four", "to South, winner of round 2", ...
    static QString lastFourRule(LastFourRule rule, LastFourTaker taker, int round);
    // Why `match` is over: "all 5 rounds were played", "North could not fill
    // a single hole", ...; empty while it goes on.
    static QString matchEnd(const Match &match);
    // "South 1½, North ½ after 2 rounds" (the match score, rounds counted)
    static QString matchScore(const Match &match);
    // "in progress, in round 3" (the round being played, or next) or "South
    // wins the match 3-2 (all 5 rounds were played)"
    static QString matchResult(const Match &match);
};

} // namespace hoyito::app
