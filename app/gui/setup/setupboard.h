#pragma once

// The board of the position editor: the game's own board scene and view,
// with the mouse turned into edits instead of moves. It shows a position and
// says what the mouse asks for; the editor (setupdialog.h) makes the edit.
//
//   click                      one seed more
//   right-click, Shift+click   one seed fewer
//   wheel                      one seed more (up) or fewer (down) a notch
//   drag from hole to hole     every seed of the first moved to the second
//   Ctrl+click, middle-click   close the hole (refill) or open it again
//
// and from the keyboard, on the hole ringed in gold: the arrow keys move the
// ring, + and - add and take a seed, x closes or opens the hole.

#include "board/boardview.h"

#include "hoyito/position.h"

#include <QPoint>

namespace hoyito::app {

class SetupBoard : public BoardView {
    Q_OBJECT

public:
    explicit SetupBoard(QWidget *parent = nullptr);

    void setPosition(const hoyito::Position &pos);
    // The hole under `viewPos` (viewport coordinates), or -1.
    int holeAt(const QPoint &viewPos) const;
    // The centre of `hole` in viewport coordinates, for tests and drags.
    QPoint holePoint(int hole) const;
    // The hole the keyboard edits (-1 before the board had the focus).
    int keyboardHole() const { return m_keyboardHole; }

Q_SIGNALS:
    void seedsAdded(int hole, int delta);
    void seedsMoved(int from, int to);
    void closedToggled(int hole);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    int m_pressedHole = -1;
    Qt::MouseButton m_pressedButton = Qt::NoButton;
    Qt::KeyboardModifiers m_pressedModifiers;
    int m_wheelAngle = 0; // eighths of a degree not yet turned into seeds
    int m_keyboardHole = -1;

    // The hole `columns` to the right of (or, with `otherRow`, across from)
    // the keyboard's, as the board shows them; itself at the edge.
    int holeBeside(int columns, bool otherRow) const;
    void showKeyboardHole();
};

} // namespace hoyito::app
