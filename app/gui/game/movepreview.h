#pragma once

// MovePreview: what playing a hole would do, shown before it is played.
// While a player who uses the board is to move and the board takes input,
// the hole they point at (the pointer over it, or the keyboard cursor on
// it: BoardScene::pointedHole) is played on a copy of the game by the rules
// alone (hoyito::Game::play, no search), and the board draws where its last
// seed falls and what it captures; the sentence (GameText::movePreview) goes
// to the status line and, through the board, to the hole's description for
// screen readers.
//
// Nothing is shown while it is off (View > Show Move Preview), during a
// turn's animation, in replay mode, or while the analysis shows a position
// of its line (the board takes no input then). It goes the moment the
// pointer leaves the hole or the input is locked: a move, undo, a new game.
// Only the windows that ask for it have one (boardbinding.h): never the
// lessons, whose answers it would give away.

#include "hoyito/position.h"

#include <QObject>
#include <QString>

namespace hoyito::app {

class BoardScene;
class GameController;

class MovePreview : public QObject {
    Q_OBJECT

public:
    MovePreview(GameController *controller, BoardScene *scene, QObject *parent = nullptr);

    bool isEnabled() const { return m_enabled; }
    // The hole whose move is shown (-1: none) and what it would do, in words.
    int hole() const { return m_hole; }
    QString summary() const { return m_summary; }

public Q_SLOTS:
    void setEnabled(bool on);
    // The sentence again, in the language of the day.
    void retranslate();

Q_SIGNALS:
    // The preview's sentence changed; empty when none is shown.
    void summaryChanged(const QString &summary);

private:
    // Shows the move of the hole pointed at, if it may be shown, else
    // nothing; `again`: even when that is what is shown already.
    void update(bool again);
    // The hole pointed at, if its move may be shown now; else -1.
    int previewableHole() const;

    GameController *m_controller;
    BoardScene *m_scene;
    bool m_enabled = true;
    int m_hole = -1;
    hoyito::Position m_position; // the hole's position, when it has one
    QString m_summary;
};

} // namespace hoyito::app
