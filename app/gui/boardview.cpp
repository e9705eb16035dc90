#include "boardview.h"

#include "boardscene.h"

#include <QPainter>
#include <QRadialGradient>
#include <QResizeEvent>

namespace hoyito::app {

BoardView::BoardView(BoardScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent)
    , m_scene(scene)
{
    setObjectName(QStringLiteral("boardView"));
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::StrongFocus);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    // The table behind the board is painted in drawBackground, in viewport
    // coordinates; it must be repainted whole when the board scales.
    setCacheMode(QGraphicsView::CacheNone);
    setAlignment(Qt::AlignCenter);
    viewport()->setMouseTracking(true);
    connect(scene, &QGraphicsScene::sceneRectChanged, this, &BoardView::fitScene);
}

QSize BoardView::sizeHint() const
{
    return {900, 620};
}
QSize BoardView::minimumSizeHint() const
{
    return {320, 200};
}

void BoardView::fitScene()
{
    if (!m_scene)
        return;
    fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
}

void BoardView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    fitScene();
}

void BoardView::showEvent(QShowEvent *event)
{
    QGraphicsView::showEvent(event);
    fitScene();
}

void BoardView::drawBackground(QPainter *painter, const QRectF &)
{
    // A dark wooden table lit from above the board.
    painter->save();
    painter->resetTransform();
    const QRectF area = viewport()->rect();
    QRadialGradient light(area.center() - QPointF(0, area.height() * 0.1), qMax(area.width(), area.height()) * 0.75);
    light.setColorAt(0, QColor(0x5a, 0x36, 0x22));
    light.setColorAt(0.6, QColor(0x3a, 0x22, 0x15));
    light.setColorAt(1, QColor(0x1e, 0x11, 0x0a));
    painter->fillRect(area, light);
    painter->restore();
}

} // namespace hoyito::app
