#include "setupboard.h"

#include "boardgeometry.h"
#include "boardscene.h"

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
