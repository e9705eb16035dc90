#pragma once

// The review's evaluation graph: the expected final difference (South's
// seeds less North's) at the start and after every turn, drawn with
// QPainter — each side's advantage towards its own row, as on the board
// and the evaluation bar (South's below the middle line, in South's colour,
// North's above in North's) — with a dot of its class's colour on each turn
// marked ?!, ? or ??, and a line at the turn the board shows. A click picks
// the nearest turn (turnClicked); the window jumps there. It draws what it
// is given and says what is clicked; the words (tooltips) come with the
// points.

#include <QColor>
#include <QList>
#include <QString>
#include <QWidget>

namespace hoyito::app {

class EvalGraph : public QWidget {
    Q_OBJECT

public:
    struct Point {
        int difference = 0; // South's expected final seeds less North's, hundredths
        QColor mark;        // the class colour of the turn that led here; invalid: no dot
        QString toolTip;
    };

    explicit EvalGraph(QWidget *parent = nullptr);

    // points[0] is the start, points[k] the position after turn k.
    void setPoints(const QList<Point> &points);
    const QList<Point> &points() const { return m_points; }
    // The position the board shows (a line there), -1: none.
    void setCurrent(int turn);
    int current() const { return m_current; }
    // The players' names, written small on their own halves.
    void setNames(const QString &south, const QString &north);
    // South's row is drawn at the top of the board: South's advantage goes up.
    void setFlipped(bool flipped);
    // Where turn `turn`'s point is drawn, and the turn nearest to `x`.
    QPointF pointAt(int turn) const;
    int turnAt(qreal x) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void turnClicked(int turn);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;

private:
    QRectF plotRect() const;
    // Half the height of the plot stands for this many hundredths of a seed.
    int scale() const;

    QList<Point> m_points;
    int m_current = -1;
    bool m_flipped = false;
    QString m_south;
    QString m_north;
};

} // namespace hoyito::app
