#include "setup/setupboard.h"

#include "board/boardgeometry.h"
#include "board/boardscene.h"

#include <QFocusEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QWheelEvent>

#include <cmath>

namespace hoyito::app {

SetupBoard::SetupBoard(QWidget *parent)
    : BoardView(new BoardScene, parent)
{
    setObjectName(QStringLiteral("setupBoard"));
    boardScene()->setParent(this);
    boardScene()->setSpeed(AnimationSpeed::Instant);
    setCursor(Qt::PointingHandCursor);
}

void SetupBoard::setPosition(const hoyito::Position &pos)
{
    boardScene()->showPosition(pos);
    if (m_keyboardHole >= pos.rules.holeCount())
        m_keyboardHole = pos.rules.holeCount() - 1;
    showKeyboardHole();
}

int SetupBoard::holeBeside(int columns, bool otherRow) const
{
    const BoardGeometry &geometry = boardScene()->geometry();
    const int from = m_keyboardHole;
    const qreal x = geometry.holeCentre(from).x();
    const bool top = geometry.isTopRow(from) != otherRow;
    // The nearest hole of the row on the side asked for (across: the nearest).
    int best = from;
    qreal bestDistance = 0;
    for (int hole = 0; hole < geometry.rules().holeCount(); ++hole) {
        if (hole == from || geometry.isTopRow(hole) != top)
            continue;
        const qreal dx = geometry.holeCentre(hole).x() - x;
        if ((columns > 0 && dx <= 0) || (columns < 0 && dx >= 0))
            continue;
        if (best == from || std::abs(dx) < bestDistance) {
            best = hole;
            bestDistance = std::abs(dx);
        }
    }
    return best;
}

void SetupBoard::showKeyboardHole()
{
    boardScene()->setMarkedHoles(hasFocus() && m_keyboardHole >= 0 ? QList<int>{m_keyboardHole} : QList<int>{});
}

void SetupBoard::focusInEvent(QFocusEvent *event)
{
    BoardView::focusInEvent(event);
    if (m_keyboardHole < 0)
        m_keyboardHole = 0;
    showKeyboardHole();
}

void SetupBoard::focusOutEvent(QFocusEvent *event)
{
    BoardView::focusOutEvent(event);
    showKeyboardHole();
}

void SetupBoard::keyPressEvent(QKeyEvent *event)
{
    if (m_keyboardHole < 0)
        m_keyboardHole = 0;
    switch (event->key()) {
    case Qt::Key_Left: m_keyboardHole = holeBeside(-1, false); break;
    case Qt::Key_Right: m_keyboardHole = holeBeside(1, false); break;
    case Qt::Key_Up:
    case Qt::Key_Down: m_keyboardHole = holeBeside(0, true); break;
    case Qt::Key_Plus:
    case Qt::Key_Equal: Q_EMIT seedsAdded(m_keyboardHole, 1); break;
    case Qt::Key_Minus: Q_EMIT seedsAdded(m_keyboardHole, -1); break;
    case Qt::Key_X: Q_EMIT closedToggled(m_keyboardHole); break;
    default:
        // Tab, Enter and Escape are the dialog's.
        event->ignore();
        return;
    }
    event->accept();
    showKeyboardHole();
}

int SetupBoard::holeAt(const QPoint &viewPos) const
{
    const QPointF scenePos = mapToScene(viewPos);
    const BoardGeometry &geometry = boardScene()->geometry();
    for (int hole = 0; hole < geometry.rules().holeCount(); ++hole) {
        const QPointF d = scenePos - geometry.holeCentre(hole);
        if (std::hypot(d.x(), d.y()) <= BoardGeometry::kHoleRadius + 4)
            return hole;
    }
    return -1;
}

QPoint SetupBoard::holePoint(int hole) const
{
    return mapFromScene(boardScene()->geometry().holeCentre(hole));
}

void SetupBoard::mousePressEvent(QMouseEvent *event)
{
    event->accept();
    m_pressedHole = holeAt(event->position().toPoint());
    m_pressedButton = event->button();
    m_pressedModifiers = event->modifiers();
}

void SetupBoard::mouseMoveEvent(QMouseEvent *event)
{
    event->accept();
    // Seeds being dragged: a closed hand over a hole.
    const bool dragging = m_pressedHole >= 0 && m_pressedButton == Qt::LeftButton;
    setCursor(dragging ? Qt::ClosedHandCursor : Qt::PointingHandCursor);
}

void SetupBoard::mouseReleaseEvent(QMouseEvent *event)
{
    event->accept();
    setCursor(Qt::PointingHandCursor);
    const int from = m_pressedHole;
    const Qt::MouseButton button = m_pressedButton;
    const Qt::KeyboardModifiers modifiers = m_pressedModifiers;
    m_pressedHole = -1;
    m_pressedButton = Qt::NoButton;
    if (from < 0 || button != event->button())
        return;
    const int to = holeAt(event->position().toPoint());
    if (to < 0)
        return;
    if (to != from) {
        if (button == Qt::LeftButton)
            Q_EMIT seedsMoved(from, to);
        return;
    }
    if (button == Qt::MiddleButton || (button == Qt::LeftButton && (modifiers & Qt::ControlModifier)))
        Q_EMIT closedToggled(from);
    else if (button == Qt::RightButton || (button == Qt::LeftButton && (modifiers & Qt::ShiftModifier)))
        Q_EMIT seedsAdded(from, -1);
    else if (button == Qt::LeftButton)
        Q_EMIT seedsAdded(from, 1);
}

void SetupBoard::mouseDoubleClickEvent(QMouseEvent *event)
{
    // A quick second click is one more click, not something else.
    mousePressEvent(event);
}

void SetupBoard::wheelEvent(QWheelEvent *event)
{
    event->accept();
    const int hole = holeAt(event->position().toPoint());
    if (hole < 0)
        return;
    // One seed a notch (120 eighths of a degree); touchpads send less at a time.
    m_wheelAngle += event->angleDelta().y();
    const int notches = m_wheelAngle / 120;
    m_wheelAngle -= notches * 120;
    if (notches != 0)
        Q_EMIT seedsAdded(hole, notches);
}

} // namespace hoyito::app
