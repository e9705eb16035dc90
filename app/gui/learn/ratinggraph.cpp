#include "learn/ratinggraph.h"

#include "learn/trainertext.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace hoyito::app {

RatingGraph::RatingGraph(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("trainerRatingGraph"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setAccessibleName(TrainerText::history(m_ratings));
}

void RatingGraph::setRatings(const QList<double> &ratings)
{
    m_ratings = ratings;
    setAccessibleName(TrainerText::history(m_ratings));
    update();
}

QSize RatingGraph::sizeHint() const
{
    return {180, 56};
}

QSize RatingGraph::minimumSizeHint() const
{
    return {80, 56};
}

void RatingGraph::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF area = QRectF(rect()).adjusted(2, 4, -2, -4);
    painter.setPen(QPen(palette().color(QPalette::Mid), 1));
    painter.setBrush(palette().color(QPalette::Base));
    painter.drawRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5));
    if (m_ratings.size() < 2)
        return;
    const auto [low, high] = std::minmax_element(m_ratings.begin(), m_ratings.end());
    // At least 100 points of height, so that a few puzzles' wobble is not
    // drawn as a cliff.
    const double middle = (*low + *high) / 2;
    const double span = std::max(100.0, *high - *low);
    QPainterPath path;
    for (int i = 0; i < m_ratings.size(); ++i) {
        const double x = area.left() + area.width() * i / (m_ratings.size() - 1);
        const double y = area.center().y() - (m_ratings[i] - middle) / span * area.height();
        if (i == 0)
            path.moveTo(x, y);
        else
            path.lineTo(x, y);
    }
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
    painter.drawPath(path);
}

} // namespace hoyito::app
