#pragma once

// The status bar's line: what the game just did and who is to move, the
// turn a replay shows, how the game ended, why a move was refused, what the
// board says while it shows a move; and whatever else the window has to say
// (say()). A move's preview (movepreview.h) is shown over it for as long as
// it lasts. A narrow window cuts a long line (a round's summary): its
// tooltip holds it whole.

#include <QLabel>

namespace hoyito::app {

class BoardScene;
class GameController;
class ReplayBar;
struct GameOutcome;

class StatusLine : public QLabel {
    Q_OBJECT

public:
    // Follows `controller` from here on. Made before the board is bound to
    // the controller (boardbinding.h): a move's words come before an
    // instant animation, which ends inside the board's animateTurn, says
    // what the move did.
    StatusLine(GameController *controller, BoardScene *scene, ReplayBar *replayBar, QWidget *parent = nullptr);

    // "Game over: South 30 – North 18. South wins."
    QString gameOverText(const GameOutcome &outcome) const;
    // The words on what the board shows, in the language of the day (none
    // while a move is shown: it ends with its own).
    void retranslate();

public Q_SLOTS:
    void say(const QString &text);
    // A move's preview over what the line says (empty: gone, and the line
    // says it again). News said meanwhile replaces it.
    void showPreview(const QString &summary);

private:
    // The board shows the model again: the last move, then who is to move.
    void afterMoveShown();

    void show(const QString &text);

    GameController *m_controller;
    ReplayBar *m_replayBar;
    QString m_said; // what the line says under a preview
    bool m_previewing = false;
};

} // namespace hoyito::app
