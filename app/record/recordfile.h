#pragma once

// The .hoyito file: a GameRecord as versioned JSON, loaded by replaying every
// move through the engine (docs/RULES.md 9) and saved atomically with QSaveFile.
//
// Format "hoyito-game", versions 1 and 2 (UTF-8 JSON, at most kMaxRecordBytes):
//
//   {
//     "format": "hoyito-game",              required, exactly this
//     "version": 1,                         required: 1, or 2 with "startPosition";
//                                           other versions are refused
//     "variant": "II",                      required: "I", "II" or "III"
//     "holesPerRow": 6,                     required: 3 to 12
//     "lastFourTaker": "capturer",          required: "capturer", "S" or "N"
//     "start": "S",                         required: who moved first, "S" or "N"
//     "players": {                          required
//       "south": {"name": "Ana", "kind": "human"},
//       "north": {"name": "Computer", "kind": "computer", "level": 3}
//     },                                    name: at most 100 characters, no control
//                                           characters; level 1 to 6, computers only
//     "date": "2025-01-31T14:05:00+01:00",  optional, ISO 8601
//     "startPosition": "II:6:S:0,5,...:8:12", optional, version 2 only: a single game set up
//                                           by hand starts at this position (docs/RULES.md 8
//                                           text), one a game may start from (checkStart);
//                                           its variant, board, mover and last-four taker
//                                           must be the fields above
//     "moves": ["c", "A", "f", "b", "-"],   required; docs/RULES.md 2 notation, "-" a pass
//     "result": {                           optional, but must agree with the moves
//       "winner": "S",                      "S", "N", "draw" or "none" (not finished)
//       "reason": "lastfour",               "lastfour", "empty", "repetition",
//                                           "no-capture-200", "both-pass" or "none"
//       "scores": [26, 22]                  [South, North]: final scores, or the seeds
//     },                                    captured so far while the game goes on
//     "match": {                            optional: the game is a round of a match
//       "lengthKind": "rounds",             "rounds" or "wins" (first to win `length`)
//       "length": 5,                        1 to 99
//       "nextStarter": "alternate",         "alternate" or "loser" (the loser starts)
//       "handicap": true,                   optional, default true: Hoyito III's last-four
//                                           handicap (no effect in other variants)
//       "refill": false,                    the traditional refill
//       "rounds": [                         the finished rounds before this game, in
//         {"start": "S", "lastFourTaker": "capturer",   order; each must be a whole,
//          "moves": [...], "result": {...}}             finished game (result optional)
//       ]                                   this game is round rounds.length + 1
//     },
//     "review": {                           optional: the game review of the record's own
//       "strength": "quick",                game (of a match: its current or last round),
//       "turns": [                          made "quick" or "deep"; one entry per turn
//         {"move": "c", "best": "d", "value": 2350, "bestValue": 2600, "depth": 6, "exact": false,
//          "line": ["c", "A", "f"], "bestLine": ["d", "B"]},   optional, both or neither
//         ...
//       ]
//     }
//   }
//
// A match is replayed round by round through hoyito::Match (docs/RULES.md 7),
// which alone decides who starts each round, who takes its last four and,
// with the refill, its first position (closed holes, carried seeds). Round
// 1's "start" (the first round's, or the top-level one when the record's own
// game is round 1) is the players' choice; every other "start" and every
// "lastFourTaker" of a match, the top-level ones included, must be the ones
// the match gives, or the file is refused naming the round and the field.
// The record's own game is the current round, or the last one of a finished
// match: no round may follow the end of the match. With the refill, scores
// (in "result") count the seeds carried into the round.
//
// A review keeps only what a search found, turn by turn: "move", the move
// played (the game's move of that turn: anything else is a review of
// another game); "best", the engine's best move at that turn (one that is
// legal there; the move played when that is as good); "value" and
// "bestValue", the move played's and the best move's value in the mover's
// expected final seeds, in hundredths (hoyito::MoveAnalysis::value), each
// from 0 to every seed of the game, the value never above the best value
// and equal to it exactly when the best is the move played; "depth", the
// depth searched (1 to kMaxSearchDepth); "exact", both values proven;
// "line" and "bestLine", both or neither, the lines the search expected
// after the move played and after the best move (hoyito::TurnReview::line,
// bestLine), for the coach's words on the turn: each 1 to kMaxSearchDepth
// moves, starting with its move, every move legal after the ones before it,
// and the same line when the best is the move played. A review without
// them (as written before they were kept) loads, and the coach then tells
// the moves alone. It has
// an entry for every turn of the game, no more and no fewer: only a complete
// review is saved. The loss, the class and whether a turn was forced are
// not stored but derived on load by the engine's hoyito::reviewTurn, so no
// file can state them against its rules. A review that breaks any of this
// is left out and the game loads without it: LoadedGame::reviewProblem says
// why, naming the field ("review.turns[3].best: ..."). A review takes no
// version of its own: a Hoyito that reads versions 1 and 2 but not reviews
// ignores the key, as below, and opens the game without it.
//
// Keys not listed are ignored, so later writers can add information that
// older readers skip. Positions are never stored but a set-up game's first:
// the moves rebuild them. A record with a start position is version 2, so
// that a program that reads version 1 only refuses it (with its "version"
// message) instead of replaying its moves from the opening; every other
// record is written as version 1, which such a program still reads.

#include "gamerecord.h"

#include <QByteArrayView>
#include <QString>

#include <variant>

namespace hoyito::app {

inline constexpr auto kRecordFormat = "hoyito-game";
inline constexpr int kRecordVersion = 2;              // the newest version read
inline constexpr int kOpeningRecordVersion = 1;       // a record without a start position
inline constexpr int kStartPositionRecordVersion = 2; // a record with one
inline constexpr qsizetype kMaxRecordBytes = 4 * 1024 * 1024;
inline constexpr int kMaxMatchLength = 99;
inline constexpr auto kRecordSuffix = "hoyito"; // file name extension, without the dot

// Every way a record can be refused; each has its own message.
enum class LoadErrorKind {
    Unreadable,         // missing, a folder, no permission, read error
    TooLarge,           // over kMaxRecordBytes
    InvalidUtf8,        // bytes that are not UTF-8 text
    NotJson,            // a JSON syntax error
    WrongFormat,        // JSON, but not a "hoyito-game" object
    UnsupportedVersion, // "version" not from 1 to kRecordVersion, or too low for the fields used
    MissingField,       // a required key is absent
    WrongType,          // a value of the wrong JSON type (or a number that is not whole)
    OutOfRange,         // a number or length outside its range
    BadValue,           // a text that is not one of the allowed words, or a bad date
    UnknownVariant,     // "variant" is not I, II or III
    IllegalMove,        // a move the rules do not allow
    UnfinishedRound,    // a match round before the current one that did not end
    ResultMismatch,     // the stated result is not what the moves give
    RoundMismatch,      // a round's stated starter or last-four taker is not the match's
    MatchOver,          // a round after the end of the match
    BadStartPosition,   // "startPosition" is no position text, or no start of a game
    StartMismatch,      // "startPosition" disagrees with the record's rules or starter, or is in a match
};

// Why a record was refused: where, and what. One line of text for the user.
struct LoadError {
    LoadErrorKind kind = LoadErrorKind::Unreadable;
    QString file;       // as given to the loader; may be empty for bytes
    QString field;      // JSON path of the culprit ("players.north.level", "moves[4]"), or empty
    int round = 0;      // 1-based match round of the culprit (the record's own game too), 0 in a single game
    int moveIndex = -1; // 0-based index of the first bad move, -1 if not a move
    QString moveText;   // that move as written in the file
    QString message;    // translated: the problem, with the field or move it concerns

    // "FILE: MESSAGE", one line.
    QString text() const;
};

// A record that passed every check, with its games replayed (gamerecord.h).
using LoadResult = std::variant<LoadedGame, LoadError>;

// Reads a record from bytes. Never throws; `fileName` only labels errors.
LoadResult loadRecord(QByteArrayView bytes, const QString &fileName = QString());
// Reads a record from a file. Only a regular file is read: a folder, a
// named pipe, a device or a socket is refused without waiting, and so is a
// file over kMaxRecordBytes, unread.
LoadResult loadRecordFile(const QString &path);
// The same for a path in the system's bytes, which may not be UTF-8 (Qt
// cannot name such a file with a QString); `shownPath` labels errors
// (empty: the bytes, with any that are not UTF-8 written as \xHH).
LoadResult loadRecordFileNative(const QByteArray &nativePath, const QString &shownPath = QString());
// Why `path` is not a file a record can be read from or written to, without
// opening it: "this is a named pipe (FIFO), not a game record" for a folder,
// pipe, device or socket; empty for a regular file, a missing one or a path
// that cannot be looked at (opening it then says why).
QString notRegularFileReason(const QString &path);
// Bytes of text (a file name, a command-line argument) as they can be shown
// on one line: UTF-8 decoded, any other byte written as \xHH, and line
// breaks, direction controls and invisible characters escaped
// (RecordText::escaped).
QString shownText(QByteArrayView bytes);

// The JSON of a record (indented, UTF-8), whether or not it is valid.
QByteArray recordJson(const GameRecord &record);

// Writes `record` atomically (QSaveFile): the old file stays whole if
// anything fails. A record that would not load back (an illegal move, a
// wrong result, ...) is refused and nothing is written. On failure returns
// false and sets `error` to a translated one-line message.
bool saveRecordFile(const QString &path, const GameRecord &record, QString *error = nullptr);

// Why the loader would leave out the review of `record` (empty: it has
// none, or it would keep it). A program that saves what it made drops such
// a review rather than the game.
QString reviewProblemOf(const GameRecord &record);

} // namespace hoyito::app
