#include "analysis/evalgraph.h"

#include "board/boardtheme.h"
#include "board/palette.h"

#include "hoyito/evaluation.h"

#include <QHelpEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace hoyito::app {

namespace {
// The plot's margins, in pixels: room for the dots at the edges.
constexpr qreal kMargin = 8;
// At least a whole four either way, so an even game does not look wild.
constexpr int kMinScale = 4 * hoyito::kSeedValue;
} // namespace

EvalGraph::EvalGraph(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("reviewGraph"));
    // Drawn in the board theme's side colours.
    connect(BoardTheme::notifier(), &BoardThemeNotifier::changed, this, qOverload<>(&QWidget::update));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setMouseTracking(false);
    setCursor(Qt::PointingHandCursor);
}

void EvalGraph::setPoints(const QList<Point> &points)
{
    m_points = points;
    update();
}

void EvalGraph::setCurrent(int turn)
{
    if (turn == m_current)
        return;
    m_current = turn;
    update();
}

void EvalGraph::setNames(const QString &south, const QString &north)
{
    m_south = south;
    m_north = north;
    update();
}

void EvalGraph::setFlipped(bool flipped)
{
    m_flipped = flipped;
    update();
}

QSize EvalGraph::sizeHint() const
{
    return {360, 110};
}

QSize EvalGraph::minimumSizeHint() const
{
    return {120, 60};
}

QRectF EvalGraph::plotRect() const
{
    return QRectF(rect()).adjusted(kMargin, kMargin, -kMargin, -kMargin);
}

int EvalGraph::scale() const
{
    int largest = kMinScale;
    for (const Point &p : m_points)
        largest = std::max(largest, std::abs(p.difference));
    return largest;
}

QPointF EvalGraph::pointAt(int turn) const
{
    const QRectF plot = plotRect();
    const int last = std::max<int>(1, int(m_points.size()) - 1);
    const qreal x = plot.left() + plot.width() * turn / last;
    if (turn < 0 || turn >= m_points.size())
        return {x, plot.center().y()};
    // Each side's advantage towards its row, as on the board and the
    // evaluation bar: South's downwards (upwards with the board flipped).
    const qreal share = qreal(m_points[turn].difference) / scale();
    const qreal y = plot.center().y() + (m_flipped ? -share : share) * plot.height() / 2;
    return {x, y};
}

int EvalGraph::turnAt(qreal x) const
{
    if (m_points.isEmpty())
        return -1;
    const QRectF plot = plotRect();
    const int last = int(m_points.size()) - 1;
    if (last == 0 || plot.width() <= 0)
        return 0;
    return std::clamp(int(std::lround((x - plot.left()) / plot.width() * last)), 0, last);
}

void EvalGraph::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().color(QPalette::Base));
    const QRectF plot = plotRect();
    const qreal middle = plot.center().y();
    const QColor south = playerColor(hoyito::Player::South);
    const QColor north = playerColor(hoyito::Player::North);

    if (m_points.size() >= 2) {
        // The area between the curve and the middle line, clipped to each
        // half: above in the colour of the side that is ahead up there.
        QPainterPath curve;
        curve.moveTo(pointAt(0));
        for (int t = 1; t < m_points.size(); ++t)
            curve.lineTo(pointAt(t));
        QPainterPath area = curve;
        area.lineTo(pointAt(int(m_points.size()) - 1).x(), middle);
        area.lineTo(pointAt(0).x(), middle);
        area.closeSubpath();
        const QRectF top(plot.left(), plot.top() - kMargin, plot.width(), middle - plot.top() + kMargin);
        const QRectF bottom(plot.left(), middle, plot.width(), plot.bottom() - middle + kMargin);
        const QColor upper = m_flipped ? south : north;
        const QColor lower = m_flipped ? north : south;
        painter.save();
        painter.setClipRect(top);
        painter.fillPath(area, QColor(upper.red(), upper.green(), upper.blue(), 150));
        painter.setClipRect(bottom);
        painter.fillPath(area, QColor(lower.red(), lower.green(), lower.blue(), 150));
        painter.restore();
        painter.setPen(QPen(palette().color(QPalette::Text), 1.5));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(curve);
    }
    painter.setPen(QPen(palette().color(QPalette::Mid), 1, Qt::DashLine));
    painter.drawLine(QPointF(plot.left(), middle), QPointF(plot.right(), middle));
    if (m_current >= 0 && m_current < m_points.size()) {
        const qreal x = pointAt(m_current).x();
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
        painter.drawLine(QPointF(x, plot.top() - kMargin / 2), QPointF(x, plot.bottom() + kMargin / 2));
    }
    painter.setPen(QPen(palette().color(QPalette::Text), 1));
    for (int t = 0; t < m_points.size(); ++t) {
        if (!m_points[t].mark.isValid())
            continue;
        QColor dot = m_points[t].mark;
        dot.setAlpha(255);
        painter.setBrush(dot);
        painter.drawEllipse(pointAt(t), 4, 4);
    }

    // Whose half is whose, and the scale: the difference in seeds at the
    // top and the bottom edge. Drawn last, on a backing of the list's
    // colour, so that the curve and its marks never hide them.
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    painter.setFont(small);
    const QString edge = QLocale().toString((scale() + hoyito::kSeedValue - 1) / hoyito::kSeedValue);
    const auto label = [&](const QString &text, Qt::Alignment align) {
        const QRectF inner = plot.adjusted(2, 0, -2, 0);
        QRectF box = painter.boundingRect(inner, int(align), text).adjusted(-2, 0, 2, 0);
        QColor backing = palette().color(QPalette::Base);
        backing.setAlpha(210);
        painter.fillRect(box, backing);
        painter.setPen(palette().color(QPalette::Text));
        painter.drawText(inner, int(align), text);
    };
    label(m_flipped ? m_south : m_north, Qt::AlignLeft | Qt::AlignTop);
    label(m_flipped ? m_north : m_south, Qt::AlignLeft | Qt::AlignBottom);
    label(edge, Qt::AlignRight | Qt::AlignTop);
    label(edge, Qt::AlignRight | Qt::AlignBottom);
}

void EvalGraph::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || m_points.isEmpty()) {
        QWidget::mousePressEvent(event);
        return;
    }
    Q_EMIT turnClicked(turnAt(event->position().x()));
}

bool EvalGraph::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int turn = turnAt(help->pos().x());
        if (turn >= 0 && !m_points[turn].toolTip.isEmpty())
            QToolTip::showText(help->globalPos(), m_points[turn].toolTip, this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

} // namespace hoyito::app
