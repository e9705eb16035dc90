#include "board/evalbar.h"

#include "board/boardtheme.h"
#include "board/palette.h"

#include <QEvent>
#include <QPainter>

namespace hoyito::app {

namespace {

constexpr int kGlideMs = 300;
constexpr int kWidth = 18;

} // namespace

EvalBar::EvalBar(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("evalBar"));
    // Drawn in the board theme's side colours.
    connect(BoardTheme::notifier(), &BoardThemeNotifier::changed, this, qOverload<>(&QWidget::update));
    setAccessibleName(tr("Evaluation bar"));
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    m_glide.setDuration(kGlideMs);
    m_glide.setEasingCurve(QEasingCurve::OutCubic);
    connect(&m_glide, &QVariantAnimation::valueChanged, this, [this](const QVariant &value) {
        m_shown = value.toReal();
        update();
    });
}

void EvalBar::setSouthShare(qreal share)
{
    share = qBound(0.0, share, 1.0);
    if (qFuzzyCompare(share + 1, m_target + 1))
        return;
    m_target = share;
    m_glide.stop();
    m_glide.setStartValue(m_shown);
    m_glide.setEndValue(share);
    m_glide.start();
}

void EvalBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        setAccessibleName(tr("Evaluation bar"));
    QWidget::changeEvent(event);
}

void EvalBar::setFlipped(bool flipped)
{
    m_flipped = flipped;
    update();
}

QSize EvalBar::sizeHint() const
{
    return {kWidth, 200};
}

QSize EvalBar::minimumSizeHint() const
{
    return {kWidth, 60};
}

void EvalBar::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = QRectF(rect()).adjusted(3, 6, -3, -6);
    // South's part sits on the side of South's row: the bottom unless flipped.
    const qreal southHeight = r.height() * m_shown;
    const QRectF south = m_flipped ? QRectF(r.left(), r.top(), r.width(), southHeight)
                                   : QRectF(r.left(), r.bottom() - southHeight, r.width(), southHeight);
    const QRectF north = m_flipped ? QRectF(r.left(), south.bottom(), r.width(), r.height() - southHeight)
                                   : QRectF(r.left(), r.top(), r.width(), r.height() - southHeight);
    p.setPen(Qt::NoPen);
    p.setBrush(playerColor(hoyito::Player::North));
    p.drawRect(north);
    p.setBrush(playerColor(hoyito::Player::South));
    p.drawRect(south);
    // The even line.
    p.setPen(QPen(palette().color(QPalette::WindowText), 1.5));
    p.drawLine(QPointF(r.left() - 2, r.center().y()), QPointF(r.right() + 2, r.center().y()));
    p.setPen(QPen(palette().color(QPalette::Mid), 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(r);
}

} // namespace hoyito::app
