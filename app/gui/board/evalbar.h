#pragma once

// The evaluation bar beside the board: a column in the two players' colours
// split where the expected final score divides the seeds, each player's
// part on the side of their row. It glides to a new score rather than
// jumping, so a deeper search reads as a movement, not a flicker.

#include "hoyito/types.h"

#include <QVariantAnimation>
#include <QWidget>

namespace hoyito::app {

class EvalBar : public QWidget {
    Q_OBJECT

public:
    explicit EvalBar(QWidget *parent = nullptr);

    // South's expected share of the seeds, 0..1 (0.5: even); animated.
    void setSouthShare(qreal share);
    // The share it is moving to, and the one drawn now.
    qreal southShare() const { return m_target; }
    qreal shownSouthShare() const { return m_shown; }
    // South's row at the top, as on the board.
    void setFlipped(bool flipped);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QVariantAnimation m_glide;
    qreal m_target = 0.5;
    qreal m_shown = 0.5;
    bool m_flipped = false;
};

} // namespace hoyito::app
