#pragma once

// The trainer's puzzles: read from the shipped file (one JSON object a line,
// docs/PUZZLES.md; a line PuzzleFile::read refuses is logged and skipped),
// and the choice of the next one: of a board (variant and size), a theme if
// one is asked for, not attempted before if there is one, its rating near
// the player's.

#include "hoyito/puzzles.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

class QRandomGenerator;

namespace hoyito::app {

// The three boards the trainer offers.
enum class PuzzleBoard { II6, III6, II12 };
inline constexpr PuzzleBoard kPuzzleBoards[] = {PuzzleBoard::II6, PuzzleBoard::III6, PuzzleBoard::II12};

bool isOnBoard(const puzzles::Puzzle &puzzle, PuzzleBoard board);

class PuzzleSet {
public:
    PuzzleSet() = default;
    explicit PuzzleSet(std::vector<puzzles::Puzzle> puzzles);

    // The puzzles of `data`, one a line; a bad line is logged (with its
    // number and why) and skipped, and so is an id seen before.
    static PuzzleSet fromLines(const QByteArray &data, const QString &source);
    // The file at `path` (a resource or a file); empty and logged when it
    // cannot be read.
    static PuzzleSet fromFile(const QString &path);

    const std::vector<puzzles::Puzzle> &puzzles() const { return m_puzzles; }
    const puzzles::Puzzle *find(const QString &id) const;
    int count(PuzzleBoard board) const;

    // The next puzzle to rate: of `board`, with `theme` (any: nullopt);
    // first among those not in `attempted`, those rated within 200 of
    // `rating` (then 400, then the nearest), at random among them. Null
    // when the board and theme have none.
    const puzzles::Puzzle *pick(PuzzleBoard board, std::optional<puzzles::Theme> theme, double rating,
                                const QStringList &attempted, QRandomGenerator &random) const;
    // The streak's next: the least rated puzzle of `board` and `theme`
    // rated `above` or more, leaving out `done`; null at the end.
    const puzzles::Puzzle *nextHarder(PuzzleBoard board, std::optional<puzzles::Theme> theme, int above,
                                      const QStringList &done) const;

private:
    std::vector<puzzles::Puzzle> m_puzzles;
};

} // namespace hoyito::app
