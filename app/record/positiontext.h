#pragma once

// The words about a position written as text (docs/RULES.md 8) or set up by hand:
// why a text is no position, and why a game cannot start at a position. The
// saved-game loader and the position editor both say these sentences, so
// each is written and translated once. QtCore only.

#include "hoyito/notation.h"
#include "hoyito/position.h"

#include <QCoreApplication>
#include <QString>

#include <variant>

namespace hoyito::app {

class PositionText {
    Q_DECLARE_TR_FUNCTIONS(hoyito::app::PositionText)

public:
    // Why parsePosition() refused a text: "the player to move (field 3)
    // must be S or N".
    static QString parseProblem(const PositionTextProblem &problem);
    // Why checkStart() refused `pos`: "South is to move but has no seeds,
    // and a game cannot begin with a pass". Empty for StartError::None.
    static QString startProblem(const Position &pos, StartError error);
    // A game may start at the position `text` gives: the position, or the
    // one sentence saying why not (parseProblem, then startProblem).
    static std::variant<Position, QString> readStart(const QString &text);
    // The docs/RULES.md 8 text of `pos`.
    static QString text(const Position &pos);
};

} // namespace hoyito::app
