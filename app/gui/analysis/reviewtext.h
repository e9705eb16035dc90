#pragma once

// Every sentence of the game review, through tr(): the strengths, the
// progress, each turn's verdict (the move list's tooltip and the panel's
// line), the players' accuracy, the graph's tooltips and the buttons. The
// classes and signs are the engine's (analysis.h); here they become words.

#include "game/gamesetup.h"

#include "hoyito/analysis.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

namespace hoyito::app {

class ReviewText {
    Q_DECLARE_TR_FUNCTIONS(ReviewText)

public:
    // The usual sign: "??", "?", "?!", nothing for a best or good move.
    static QString sign(hoyito::MoveClass moveClass);
    // The tint of a turn of that class in the move list and on the graph
    // (invalid for best and good moves: they are not marked).
    static QColor classColor(hoyito::MoveClass moveClass);

    // A row of the move list marked with its sign: "7. ?? Luis A: 2 laps"
    // (for a class that has one).
    static QString markedRow(int turn, const QString &description, hoyito::MoveClass moveClass);
    // What the review says of a turn: "Blunder: 8 seeds worse than D."
    static QString verdict(const GameSetup &setup, const hoyito::TurnReview &review);
    // The panel's line on the turn shown: "Turn 7: Luis played A?? — Blunder: 8 seeds worse than D."
    static QString turnLine(const GameSetup &setup, const hoyito::TurnReview &review);
    // "Ana: 87% accuracy · ?! 1 · ? 0 · ?? 1".
    static QString accuracyLine(const QString &name, double accuracy, int inaccuracies, int mistakes, int blunders);
    // Where a game with a winner was decided (hoyito::decidingTurn): the
    // loser's turn that threw away a draw or better, with its move, or none.
    static QString decided(const GameSetup &setup, hoyito::Player loser, const std::optional<hoyito::TurnReview> &turn);
    // The graph's tooltip at a point: "After turn 7: Ana 30 – Luis 18", "Start: Ana 24 – Luis 24".
    static QString graphPoint(const GameSetup &setup, int turn, int southSeeds, int northSeeds);
    static QString graphName();
    static QString graphDescription();

    static QString quickStrength();
    static QString deepStrength();
    static QString strengthToolTip();
    static QString strengthLabel();
    // "Reviewing turn 3 of 40…"
    static QString progress(int turn, int total);
    static QString reviewButton();
    static QString reviewAgainButton();
    static QString cancelButton();
    static QString cancelled();
    static QString noMoves();
    static QString pickATurn();
    static QString showBetterMove();
    static QString showBetterMoveToolTip();
    static QString backFromBetterMove();
    // The status line while it is shown: "Better than A: D".
    static QString betterMoveStatus(const GameSetup &setup, const hoyito::TurnReview &review);
    static QString dockTitle();
    static QString menuEntry();
    static QString menuToolTip();
};

} // namespace hoyito::app
