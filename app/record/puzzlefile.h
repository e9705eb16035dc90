#pragma once

// The puzzle file (docs/PUZZLES.md): one JSON object a line, each a puzzle
// (hoyito/puzzles.h). Reading replays the solution through the rules, so a
// puzzle read is always legal and playable; whether its moves are unique is
// `hoyito-cli puzzles check`'s. QtCore only, for hoyito-cli and the trainer.

#include "hoyito/puzzles.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <variant>

namespace hoyito::app {

class PuzzleFile {
    Q_DECLARE_TR_FUNCTIONS(hoyito::app::PuzzleFile)

public:
    // One line of the file, without its newline.
    static QByteArray line(const puzzles::Puzzle &puzzle);
    // The puzzle of one line, or the one sentence saying what is wrong with
    // it (the field and why).
    static std::variant<puzzles::Puzzle, QString> read(const QByteArray &line);
    // The depth the puzzle's moves were judged at: its own, or 16 for a line
    // without one (the field is optional for a reader).
    static int judgedDepth(const puzzles::Puzzle &puzzle) { return puzzle.depth > 0 ? puzzle.depth : 16; }
};

} // namespace hoyito::app
