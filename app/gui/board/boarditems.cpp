#include "board/boarditems.h"

#include "board/boardgeometry.h"

#include <QAccessible>
#include <QCursor>
#include <QFontMetricsF>
#include <QLinearGradient>
#include <QPainter>
#include <QRadialGradient>
#include <QRandomGenerator>

#include <cmath>

namespace hoyito::app {

namespace {

QFont serifFont(qreal pixels, bool bold = true)
{
    QFont font(QStringLiteral("Serif"));
    font.setStyleHint(QFont::Serif);
    font.setPixelSize(qRound(pixels));
    font.setBold(bold);
    return font;
}

QFont sansFont(qreal pixels, bool bold = true)
{
    QFont font(QStringLiteral("Sans Serif"));
    font.setStyleHint(QFont::SansSerif);
    font.setPixelSize(qRound(pixels));
    font.setBold(bold);
    return font;
}

// Seeds of the Caribbean games are pebbles and dried seeds: ivory, sand,
// greys and browns.
const QColor kSeedColors[] = {
    QColor(0xe9, 0xdf, 0xc8), QColor(0xcf, 0xbc, 0x9b), QColor(0xa2, 0x93, 0x80), QColor(0x78, 0x64, 0x50),
    QColor(0xbd, 0x92, 0x62), QColor(0x93, 0x9c, 0x8d), QColor(0xdc, 0xc9, 0xa6), QColor(0x8d, 0x6e, 0x52),
};

} // namespace

// ---------------------------------------------------------------- BoardItem

BoardItem::BoardItem(const QRectF &rect, QGraphicsItem *parent)
    : QGraphicsObject(parent)
    , m_rect(rect)
{
    // The grain is costly to paint and never changes: cache it per scale.
    setCacheMode(DeviceCoordinateCache);
    setZValue(0);
}

QRectF BoardItem::boundingRect() const
{
    return m_rect.adjusted(-14, -10, 14, 22);
}

void BoardItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    p->setRenderHint(QPainter::Antialiasing);
    const qreal radius = 28;

    // A soft shadow on the table.
    for (int i = 8; i >= 1; --i) {
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(0, 0, 0, 14));
        p->drawRoundedRect(m_rect.adjusted(-i, -i + 6, i, i + 10), radius + i, radius + i);
    }

    QPainterPath outline;
    outline.addRoundedRect(m_rect, radius, radius);
    QLinearGradient base(m_rect.topLeft(), m_rect.bottomLeft());
    base.setColorAt(0, QColor(0xc2, 0x7c, 0x40));
    base.setColorAt(0.5, QColor(0xae, 0x69, 0x33));
    base.setColorAt(1, QColor(0x93, 0x55, 0x27));
    p->fillPath(outline, base);

    // Wood grain: long wavy lines, darker and lighter, the same every run.
    p->save();
    p->setClipPath(outline);
    QRandomGenerator rng(20051130);
    const int lines = int(m_rect.height() / 4.2);
    for (int i = 0; i < lines; ++i) {
        const qreal y0 = m_rect.top() + (i + rng.generateDouble()) * m_rect.height() / lines;
        const qreal amplitude = 1.5 + rng.generateDouble() * 5;
        const qreal wavelength = 180 + rng.generateDouble() * 420;
        const qreal phase = rng.generateDouble() * 6.28;
        QPainterPath grain;
        grain.moveTo(m_rect.left() - 10, y0);
        for (qreal x = m_rect.left(); x <= m_rect.right() + 20; x += 16)
            grain.lineTo(x, y0 + amplitude * std::sin(x / wavelength * 6.28 + phase) +
                                0.6 * amplitude * std::sin(x / (wavelength * 0.37) + phase * 1.7));
        const bool dark = rng.bounded(3) != 0;
        const int alpha = 18 + int(rng.bounded(34));
        p->setPen(QPen(dark ? QColor(0x5a, 0x2e, 0x10, alpha) : QColor(0xf0, 0xc0, 0x80, alpha / 2),
                       0.7 + rng.generateDouble() * 2.2));
        p->setBrush(Qt::NoBrush);
        p->drawPath(grain);
    }
    // The groove between the two rows.
    const qreal midY = m_rect.top() + BoardGeometry::kLabelMargin + BoardGeometry::kPitch;
    p->setPen(QPen(QColor(0x4a, 0x26, 0x0e, 120), 3));
    p->drawLine(QPointF(m_rect.left() + 30, midY), QPointF(m_rect.right() - 30, midY));
    p->setPen(QPen(QColor(0xff, 0xd9, 0xa0, 60), 1.5));
    p->drawLine(QPointF(m_rect.left() + 30, midY + 2.5), QPointF(m_rect.right() - 30, midY + 2.5));
    p->restore();

    // Bevelled edge: light on top, dark below.
    QLinearGradient edge(m_rect.topLeft(), m_rect.bottomLeft());
    edge.setColorAt(0, QColor(0xff, 0xdc, 0xa8, 170));
    edge.setColorAt(0.5, QColor(0x6a, 0x3a, 0x18, 60));
    edge.setColorAt(1, QColor(0x3a, 0x1c, 0x08, 200));
    p->setPen(QPen(QBrush(edge), 3));
    p->setBrush(Qt::NoBrush);
    p->drawRoundedRect(m_rect.adjusted(1.5, 1.5, -1.5, -1.5), radius - 1.5, radius - 1.5);
    p->setPen(QPen(QColor(0x3a, 0x1c, 0x08), 1.2));
    p->drawRoundedRect(m_rect, radius, radius);
}

// -------------------------------------------------------------- RowGlowItem

RowGlowItem::RowGlowItem(QGraphicsItem *parent)
    : QGraphicsObject(parent)
{
    setZValue(1);
}

void RowGlowItem::setRect(const QRectF &rect, const QColor &color)
{
    prepareGeometryChange();
    m_rect = rect;
    m_color = color;
    update();
}

QRectF RowGlowItem::boundingRect() const
{
    return m_rect.adjusted(-4, -4, 4, 4);
}

void RowGlowItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    p->setRenderHint(QPainter::Antialiasing);
    QColor fill = m_color;
    fill.setAlpha(46);
    QColor line = m_color;
    line.setAlpha(150);
    p->setPen(QPen(line, 2.5));
    p->setBrush(fill);
    p->drawRoundedRect(m_rect, m_rect.height() / 2, m_rect.height() / 2);
}

// ----------------------------------------------------------------- HoleItem

HoleItem::HoleItem(int hole, QGraphicsItem *parent)
    : QGraphicsObject(parent)
    , m_hole(hole)
    , m_flashColor(255, 240, 200)
{
    setZValue(2);
}

QRectF HoleItem::boundingRect() const
{
    const qreal r = BoardGeometry::kHoleRadius + 7;
    return {-r, -r, 2 * r, 2 * r + 10}; // the endless sign hangs below
}

QPainterPath HoleItem::shape() const
{
    QPainterPath path;
    const qreal r = BoardGeometry::kHoleRadius;
    path.addEllipse(QPointF(0, 0), r, r);
    return path;
}

void HoleItem::setFlash(qreal flash)
{
    if (qFuzzyCompare(flash + 1, m_flash + 1))
        return;
    m_flash = flash;
    update();
}

void HoleItem::setFlashColor(const QColor &color)
{
    m_flashColor = color;
    update();
}

void HoleItem::setPlayable(bool playable, const QColor &color)
{
    const bool changed = playable != m_playable;
    m_playable = playable;
    m_playColor = color;
    setCursor(QCursor(playable ? Qt::PointingHandCursor : Qt::ArrowCursor));
    update();
    // Told after the change: a screen reader asks for the new state.
    if (changed)
        announce(QAccessible::StateChanged);
}

void HoleItem::setHovered(bool hovered)
{
    if (m_hovered == hovered)
        return;
    m_hovered = hovered;
    update();
}

void HoleItem::setKeyboardCursor(bool cursor)
{
    if (m_cursor == cursor)
        return;
    m_cursor = cursor;
    update();
}

void HoleItem::setEndless(bool endless)
{
    m_endless = endless;
    update();
}

void HoleItem::setMarked(bool marked)
{
    m_marked = marked;
    update();
}

void HoleItem::setClosed(bool closed)
{
    if (closed == m_closed)
        return;
    m_closed = closed;
    update();
}

void HoleItem::setAccessibleTexts(const QString &name, const QString &description)
{
    const bool nameChanged = name != m_accessibleName;
    const bool descriptionChanged = description != m_accessibleDescription;
    m_accessibleName = name;
    m_accessibleDescription = description;
    if (nameChanged)
        announce(QAccessible::NameChanged);
    if (descriptionChanged)
        announce(QAccessible::DescriptionChanged);
}

void HoleItem::announce(QAccessible::Event type)
{
    // Cheap when no assistive technology listens: Qt drops the event.
    if (type == QAccessible::StateChanged) {
        QAccessible::State states;
        states.disabled = true;
        QAccessibleStateChangeEvent event(this, states);
        QAccessible::updateAccessibility(&event);
    } else {
        QAccessibleEvent event(this, type);
        QAccessible::updateAccessibility(&event);
    }
    Q_EMIT accessibleEventSent(type);
}

void HoleItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    p->setRenderHint(QPainter::Antialiasing);
    const qreal r = BoardGeometry::kHoleRadius;

    // The carved lip catches the light on its far side.
    QLinearGradient lip(QPointF(0, -r - 3), QPointF(0, r + 3));
    lip.setColorAt(0, QColor(0x5c, 0x30, 0x12, 200));
    lip.setColorAt(1, QColor(0xff, 0xd2, 0x98, 170));
    p->setPen(Qt::NoPen);
    p->setBrush(lip);
    p->drawEllipse(QPointF(0, 0), r + 3, r + 3);

    QRadialGradient inside(QPointF(0, r * 0.25), r * 1.1);
    inside.setColorAt(0, QColor(0x70, 0x45, 0x22));
    inside.setColorAt(0.65, QColor(0x4e, 0x2d, 0x14));
    inside.setColorAt(1, QColor(0x2c, 0x17, 0x09));
    p->setBrush(inside);
    p->drawEllipse(QPointF(0, 0), r, r);

    // The near wall shades the top of the hollow.
    QLinearGradient shade(QPointF(0, -r), QPointF(0, r * 0.2));
    shade.setColorAt(0, QColor(0, 0, 0, 120));
    shade.setColorAt(1, QColor(0, 0, 0, 0));
    p->setBrush(shade);
    p->drawEllipse(QPointF(0, 0), r, r);

    if (m_closed) {
        // A lid of dark wood sits in the hollow, with a peg to lift it by:
        // the hole reads as covered, never as an empty hole.
        const qreal lidR = r - 2;
        QRadialGradient lid(QPointF(-lidR * 0.35, -lidR * 0.4), lidR * 1.5);
        lid.setColorAt(0, QColor(0x7a, 0x4a, 0x24));
        lid.setColorAt(0.6, QColor(0x5a, 0x33, 0x16));
        lid.setColorAt(1, QColor(0x36, 0x1c, 0x0a));
        p->setPen(QPen(QColor(0x24, 0x10, 0x04), 2));
        p->setBrush(lid);
        p->drawEllipse(QPointF(0, 0), lidR, lidR);
        // Its planks run across the hole.
        QPainterPath disc;
        disc.addEllipse(QPointF(0, 0), lidR - 1, lidR - 1);
        p->save();
        p->setClipPath(disc);
        p->setBrush(Qt::NoBrush);
        for (qreal y : {-lidR * 0.34, lidR * 0.34}) {
            p->setPen(QPen(QColor(0x1e, 0x0c, 0x02, 190), 2.2));
            p->drawLine(QPointF(-lidR, y), QPointF(lidR, y));
            p->setPen(QPen(QColor(0xd8, 0xa0, 0x68, 70), 1.2));
            p->drawLine(QPointF(-lidR, y + 2), QPointF(lidR, y + 2));
        }
        p->restore();
        // The bevel catches the light on the far side.
        p->setBrush(Qt::NoBrush);
        p->setPen(QPen(QColor(0xff, 0xd8, 0xa0, 120), 2));
        p->drawArc(QRectF(-lidR + 3, -lidR + 3, 2 * lidR - 6, 2 * lidR - 6), 60 * 16, 100 * 16);
        // The peg.
        QRadialGradient peg(QPointF(-2, -3), 9);
        peg.setColorAt(0, QColor(0xe8, 0xc0, 0x80));
        peg.setColorAt(1, QColor(0x7a, 0x50, 0x20));
        p->setPen(QPen(QColor(0x24, 0x10, 0x04), 1.2));
        p->setBrush(peg);
        p->drawEllipse(QPointF(0, 0), 7, 7);
    }

    if (m_flash > 0) {
        QColor glow = m_flashColor;
        QRadialGradient flash(QPointF(0, 0), r);
        glow.setAlphaF(0.75 * m_flash);
        flash.setColorAt(0, glow);
        glow.setAlphaF(0.25 * m_flash);
        flash.setColorAt(1, glow);
        p->setBrush(flash);
        p->drawEllipse(QPointF(0, 0), r, r);
        QColor ring = m_flashColor;
        ring.setAlphaF(m_flash);
        p->setPen(QPen(ring, 4));
        p->setBrush(Qt::NoBrush);
        p->drawEllipse(QPointF(0, 0), r + 2, r + 2);
    }

    p->setBrush(Qt::NoBrush);
    if (m_marked) {
        p->setPen(QPen(QColor(0xff, 0xe0, 0x60), 4));
        p->drawEllipse(QPointF(0, 0), r + 3, r + 3);
    }
    if (m_endless) {
        // Unplayable: a red dashed ring and an infinity sign on a plate.
        p->setPen(QPen(QColor(0xe0, 0x50, 0x40, 230), 3.5, Qt::DashLine));
        p->drawEllipse(QPointF(0, 0), r + 2, r + 2);
        // On the rim, where the seeds do not cover it.
        const QRectF plate(-17, r + 4 - 11, 34, 22);
        p->setPen(QPen(QColor(0xe0, 0x50, 0x40), 1.5));
        p->setBrush(QColor(0x2a, 0x10, 0x08, 220));
        p->drawRoundedRect(plate, 11, 11);
        p->setPen(QColor(0xff, 0xc0, 0xb0));
        p->setFont(sansFont(22));
        p->drawText(plate.translated(0, -1), Qt::AlignCenter, QStringLiteral("∞"));
        p->setBrush(Qt::NoBrush);
    }
    if (m_playable) {
        QColor ring = m_playColor;
        ring.setAlpha(m_hovered ? 255 : 110);
        p->setPen(QPen(ring, m_hovered ? 5 : 2.5));
        p->drawEllipse(QPointF(0, 0), r + 3, r + 3);
        if (m_hovered) {
            QColor halo = m_playColor;
            halo.setAlpha(70);
            p->setPen(QPen(halo, 5));
            p->drawEllipse(QPointF(0, 0), r + 7.5 - 2.5, r + 7.5 - 2.5);
        }
    }
    if (m_cursor) {
        QPen pen(QColor(255, 255, 255, 230), 2.5, Qt::DashLine);
        p->setPen(pen);
        p->drawEllipse(QPointF(0, 0), r - 2, r - 2);
    }
}

// ----------------------------------------------------------------- SeedItem

SeedItem::SeedItem(int id, QGraphicsItem *parent)
    : QGraphicsObject(parent)
    , m_id(id)
{
    // Every seed looks a little different, the same way on every run.
    QRandomGenerator rng(static_cast<quint32>(id * 7919 + 17));
    m_rx = BoardGeometry::kSeedRadius * (0.86 + 0.14 * rng.generateDouble());
    m_ry = m_rx * (0.68 + 0.22 * rng.generateDouble());
    m_angle = rng.generateDouble() * 180;
    m_color = kSeedColors[rng.bounded(int(std::size(kSeedColors)))];
    m_color = m_color.lighter(92 + int(rng.bounded(18)));
    setCacheMode(DeviceCoordinateCache);
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF SeedItem::boundingRect() const
{
    const qreal r = BoardGeometry::kSeedRadius;
    return {-r - 1, -r - 1, 2 * r + 4.5, 2 * r + 5};
}

void SeedItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    p->setRenderHint(QPainter::Antialiasing);
    p->setPen(Qt::NoPen);
    // Shadow first, unrotated, so the light comes from the same side for all.
    p->setBrush(QColor(20, 8, 0, 110));
    p->drawEllipse(QPointF(1.6, 2.4), m_rx * 0.95, m_ry * 0.95 + 0.5);
    p->save();
    p->rotate(m_angle);
    QRadialGradient body(QPointF(-m_rx * 0.3, -m_ry * 0.4), m_rx * 1.5);
    body.setColorAt(0, m_color.lighter(135));
    body.setColorAt(0.55, m_color);
    body.setColorAt(1, m_color.darker(160));
    p->setBrush(body);
    p->setPen(QPen(m_color.darker(210), 0.6));
    p->drawEllipse(QPointF(0, 0), m_rx, m_ry);
    p->restore();
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(255, 255, 255, 120));
    p->drawEllipse(QPointF(-m_rx * 0.35, -m_ry * 0.4), m_rx * 0.22, m_ry * 0.18);
}

// ---------------------------------------------------------------- LabelItem

LabelItem::LabelItem(Style style, const QRectF &rect, QGraphicsItem *parent)
    : QGraphicsObject(parent)
    , m_style(style)
    , m_rect(rect)
{
    setZValue(3);
    setAcceptedMouseButtons(Qt::NoButton);
}

void LabelItem::setText(const QString &text)
{
    if (m_text == text)
        return;
    m_text = text;
    update();
}

void LabelItem::setRect(const QRectF &rect)
{
    prepareGeometryChange();
    m_rect = rect;
}

QRectF LabelItem::boundingRect() const
{
    return m_rect;
}

void LabelItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    p->setRenderHint(QPainter::Antialiasing);
    if (m_style == Style::Engraved) {
        p->setFont(serifFont(28));
        p->setPen(QColor(0xff, 0xdc, 0xa8, 120));
        p->drawText(m_rect.translated(0, 1.2), Qt::AlignCenter, m_text);
        p->setPen(QColor(0x4a, 0x24, 0x0c, 215));
        p->drawText(m_rect, Qt::AlignCenter, m_text);
        return;
    }
    const QFont font = sansFont(m_text.size() > 2 ? 19 : 23);
    const qreal textWidth = QFontMetricsF(font).horizontalAdvance(m_text);
    const qreal h = 2 * BoardGeometry::kBadgeRadius;
    const qreal w = qMax(h, textWidth + 14);
    const QRectF pill(m_rect.center().x() - w / 2, m_rect.center().y() - h / 2, w, h);
    p->setPen(QPen(QColor(0xff, 0xe0, 0xb0, 90), 1.2));
    p->setBrush(QColor(0x2a, 0x16, 0x08, 215));
    p->drawRoundedRect(pill, h / 2, h / 2);
    p->setFont(font);
    p->setPen(m_text == QLatin1String("0") ? QColor(0xc8, 0xa8, 0x88) : QColor(0xff, 0xf4, 0xe0));
    p->drawText(pill, Qt::AlignCenter, m_text);
}

// -------------------------------------------------------- AnalysisBadgeItem

AnalysisBadgeItem::AnalysisBadgeItem(QGraphicsItem *parent)
    : QGraphicsObject(parent)
{
    // Above the seeds of its hole, below the hand and the banner.
    setZValue(40);
    setAcceptedMouseButtons(Qt::NoButton);
}

void AnalysisBadgeItem::setBadge(Kind kind, const QString &text, bool exact)
{
    prepareGeometryChange();
    m_kind = kind;
    m_text = text;
    m_exact = exact;
    update();
}

QRectF AnalysisBadgeItem::pill() const
{
    const qreal h = m_kind == Kind::Best ? 30 : 26;
    const QFont font = sansFont(m_kind == Kind::Best ? 20 : 17);
    const qreal w = qMax(h + 8, QFontMetricsF(font).horizontalAdvance(m_text) + 16);
    return {-w / 2, -h / 2, w, h};
}

QRectF AnalysisBadgeItem::boundingRect() const
{
    return pill().adjusted(-3, -3, 3, 3);
}

void AnalysisBadgeItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    p->setRenderHint(QPainter::Antialiasing);
    const QRectF r = pill();
    const qreal radius = r.height() / 2;
    QColor fill;
    QColor ink(0xff, 0xff, 0xff);
    switch (m_kind) {
    case Kind::Best: fill = bestMoveColor(); break;
    case Kind::Threat: fill = threatColor(); break;
    case Kind::Value:
        fill = QColor(0xf6, 0xec, 0xd8, 235);
        ink = QColor(0x3a, 0x22, 0x10);
        break;
    }
    p->setPen(QPen(QColor(0x2a, 0x16, 0x08, 200), 1.5));
    p->setBrush(fill);
    p->drawRoundedRect(r, radius, radius);
    if (m_exact) {
        // Proven to the end of the game: a second rim.
        p->setBrush(Qt::NoBrush);
        p->setPen(QPen(ink, 1.2));
        p->drawRoundedRect(r.adjusted(3, 3, -3, -3), radius - 3, radius - 3);
    }
    p->setFont(sansFont(m_kind == Kind::Best ? 20 : 17));
    p->setPen(ink);
    p->drawText(r, Qt::AlignCenter, m_text);
}

// ---------------------------------------------------------- MovePreviewItem

namespace {

// The landing ring lies outside the hole's rim and its hover ring, inside
// the hole's cell, so it never touches a neighbour's.
constexpr qreal kLandingRingRadius = BoardGeometry::kHoleRadius + 7;

QString captureText(int seeds)
{
    return QStringLiteral("+%1").arg(seeds);
}

QFont captureFont(qreal scale)
{
    return sansFont(17 * scale);
}

} // namespace

MovePreviewItem::MovePreviewItem(QGraphicsItem *parent)
    : QGraphicsObject(parent)
{
    // Over the seeds of the holes it marks (the wash tints them), under the
    // analysis badges, the hand and the banner.
    setZValue(35);
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF MovePreviewItem::pill(const Capture &capture) const
{
    const qreal h = 26 * m_scale;
    const qreal w =
        qMax(h + 8 * m_scale,
             QFontMetricsF(captureFont(m_scale)).horizontalAdvance(captureText(capture.seeds)) + 16 * m_scale);
    return {capture.badge.x() - w / 2, capture.badge.y() - h / 2, w, h};
}

void MovePreviewItem::setMarks(std::optional<QPointF> landing, const QList<Capture> &captures, qreal labelScale)
{
    prepareGeometryChange();
    m_landing = landing;
    m_captures = captures;
    m_scale = labelScale;
    m_bounds = QRectF();
    const qreal ring = kLandingRingRadius + 3.5 * labelScale;
    if (m_landing)
        m_bounds = QRectF(*m_landing - QPointF(ring, ring), QSizeF(2 * ring, 2 * ring));
    for (const Capture &capture : m_captures) {
        const qreal r = BoardGeometry::kHoleRadius;
        m_bounds = m_bounds.united(QRectF(capture.centre - QPointF(r, r), QSizeF(2 * r, 2 * r)));
        m_bounds = m_bounds.united(pill(capture).adjusted(-2, -2, 2, 2));
    }
    update();
}

QRectF MovePreviewItem::boundingRect() const
{
    return m_bounds;
}

void MovePreviewItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    p->setRenderHint(QPainter::Antialiasing);
    const QColor colour = previewColor();
    QColor wash = colour;
    wash.setAlpha(64);
    p->setPen(Qt::NoPen);
    p->setBrush(wash);
    for (const Capture &capture : m_captures)
        p->drawEllipse(capture.centre, BoardGeometry::kHoleRadius - 1, BoardGeometry::kHoleRadius - 1);
    p->setBrush(Qt::NoBrush);
    if (m_landing) {
        // A dark shadow under the dashes keeps them apart from light wood;
        // a long board, drawn smaller, gets them wider, as its labels.
        p->setPen(QPen(QColor(0x1a, 0x0c, 0x04, 70), 5.5 * m_scale));
        p->drawEllipse(*m_landing, kLandingRingRadius, kLandingRingRadius);
        QColor ring = colour;
        ring.setAlpha(235);
        QPen dashes(ring, 3.5 * m_scale);
        dashes.setDashPattern({2.4, 1.6});
        p->setPen(dashes);
        p->drawEllipse(*m_landing, kLandingRingRadius, kLandingRingRadius);
    }
    const QFont font = captureFont(m_scale);
    p->setFont(font);
    for (const Capture &capture : m_captures) {
        const QRectF r = pill(capture);
        QColor fill = colour;
        fill.setAlpha(235);
        p->setPen(QPen(QColor(0x10, 0x32, 0x38, 200), 1.5));
        p->setBrush(fill);
        p->drawRoundedRect(r, r.height() / 2, r.height() / 2);
        p->setPen(QColor(0x0c, 0x2a, 0x30));
        p->drawText(r, Qt::AlignCenter, captureText(capture.seeds));
    }
}

// ------------------------------------------------------------ NamePlateItem

NamePlateItem::NamePlateItem(QGraphicsItem *parent)
    : QGraphicsObject(parent)
{
    setZValue(3);
}

void NamePlateItem::setRect(const QRectF &rect)
{
    prepareGeometryChange();
    m_rect = rect;
}

void NamePlateItem::setPlayer(hoyito::Player player, const QString &name)
{
    m_player = player;
    m_name = name;
    update();
}

void NamePlateItem::setStatus(const QString &text, bool lap)
{
    if (m_status == text && m_statusIsLap == lap)
        return;
    m_status = text;
    m_statusIsLap = lap;
    update();
}

void NamePlateItem::setActive(bool active)
{
    if (m_active == active)
        return;
    m_active = active;
    update();
}

QRectF NamePlateItem::boundingRect() const
{
    return m_rect.adjusted(-4, -4, 4, 4);
}

void NamePlateItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    p->setRenderHint(QPainter::Antialiasing);
    const QColor color = playerColor(m_player);
    const qreal radius = m_rect.height() / 2;
    QLinearGradient plate(m_rect.topLeft(), m_rect.bottomLeft());
    plate.setColorAt(0, m_active ? QColor(0x5a, 0x38, 0x1c) : QColor(0x3e, 0x26, 0x14));
    plate.setColorAt(1, m_active ? QColor(0x42, 0x28, 0x12) : QColor(0x2e, 0x1b, 0x0d));
    p->setBrush(plate);
    QColor border = color;
    border.setAlpha(m_active ? 255 : 70);
    p->setPen(QPen(border, m_active ? 3.5 : 1.5));
    p->drawRoundedRect(m_rect, radius, radius);

    // A stone of the player's colour marks the side.
    const QPointF dot(m_rect.left() + radius, m_rect.center().y());
    QRadialGradient stone(dot - QPointF(5, 6), radius * 0.8);
    stone.setColorAt(0, color.lighter(150));
    stone.setColorAt(1, m_active ? color : color.darker(170));
    p->setPen(Qt::NoPen);
    p->setBrush(stone);
    p->drawEllipse(dot, radius * 0.48, radius * 0.48);

    const QRectF textRect = m_rect.adjusted(2 * radius - 4, 4, -14, -4);
    const QFont nameFont = serifFont(30);
    p->setFont(nameFont);
    p->setPen(m_active ? QColor(0xff, 0xf2, 0xdc) : QColor(0xd8, 0xc4, 0xa8));
    const QString name = QFontMetricsF(nameFont).elidedText(m_name, Qt::ElideRight, textRect.width());
    if (!m_active || m_status.isEmpty()) {
        p->drawText(textRect, Qt::AlignLeft | Qt::AlignVCenter, name);
        return;
    }
    if (!m_statusIsLap) {
        p->drawText(textRect.adjusted(0, 0, 0, -textRect.height() * 0.38), Qt::AlignLeft | Qt::AlignBottom, name);
        p->setFont(sansFont(20, false));
        p->setPen(color);
        p->drawText(textRect.adjusted(0, textRect.height() * 0.64, 0, 0), Qt::AlignLeft | Qt::AlignTop, m_status);
        return;
    }
    // The lap changes while the seeds fly and is read from afar: bold, on a
    // pill of the player's colour, the name a little higher to make room.
    p->drawText(textRect.adjusted(0, 0, 0, -textRect.height() * 0.45), Qt::AlignLeft | Qt::AlignBottom, name);
    const QFont font = sansFont(24);
    const QFontMetricsF metrics(font);
    const qreal h = 30;
    const qreal w = qMin(metrics.horizontalAdvance(m_status) + 24, textRect.width() + 6);
    const QRectF pill(textRect.left() - 6, textRect.bottom() + 1 - h, w, h);
    p->setBrush(color);
    p->setPen(QPen(QColor(0x2a, 0x16, 0x08), 1.5));
    p->drawRoundedRect(pill, h / 2, h / 2);
    p->setFont(font);
    p->setPen(QColor(0x2a, 0x16, 0x08));
    p->drawText(pill, Qt::AlignCenter, metrics.elidedText(m_status, Qt::ElideRight, w - 14));
}

// ----------------------------------------------------------------- PileItem

PileItem::PileItem(QGraphicsItem *parent)
    : QGraphicsObject(parent)
{
    setZValue(2);
}

void PileItem::setRect(const QRectF &rect, hoyito::Player player)
{
    prepareGeometryChange();
    m_rect = rect;
    m_player = player;
}

void PileItem::setCount(int count)
{
    if (m_count == count)
        return;
    m_count = count;
    update();
    Q_EMIT countChanged(count);
}

QRectF PileItem::boundingRect() const
{
    return m_rect.adjusted(-3, -3, 3, 6);
}

void PileItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    p->setRenderHint(QPainter::Antialiasing);
    const qreal radius = m_rect.height() / 2;
    // A carved wooden tray.
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(0, 0, 0, 60));
    p->drawRoundedRect(m_rect.translated(0, 4), radius, radius);
    QLinearGradient wood(m_rect.topLeft(), m_rect.bottomLeft());
    wood.setColorAt(0, QColor(0xb8, 0x74, 0x3c));
    wood.setColorAt(1, QColor(0x8c, 0x50, 0x24));
    p->setBrush(wood);
    p->setPen(QPen(QColor(0x3a, 0x1c, 0x08), 1.2));
    p->drawRoundedRect(m_rect, radius, radius);
    const QRectF hollow = m_rect.adjusted(8, 8, -64, -8);
    QLinearGradient inside(hollow.topLeft(), hollow.bottomLeft());
    inside.setColorAt(0, QColor(0x3a, 0x20, 0x0e));
    inside.setColorAt(1, QColor(0x5e, 0x38, 0x1a));
    p->setBrush(inside);
    p->setPen(QPen(QColor(0xff, 0xd0, 0x98, 90), 1.5));
    p->drawRoundedRect(hollow, hollow.height() / 2, hollow.height() / 2);

    // The count, on the tray's end, in the player's colour.
    const QRectF countRect(hollow.right() + 2, m_rect.top(), m_rect.right() - hollow.right() - 8, m_rect.height());
    p->setFont(serifFont(m_count >= 100 ? 26 : 34));
    p->setPen(QColor(0x3a, 0x1c, 0x08, 160));
    p->drawText(countRect.translated(1, 2), Qt::AlignCenter, QString::number(m_count));
    p->setPen(playerColor(m_player).lighter(115));
    p->drawText(countRect, Qt::AlignCenter, QString::number(m_count));
}

// ----------------------------------------------------------------- HandItem

HandItem::HandItem(QGraphicsItem *parent)
    : QGraphicsObject(parent)
    , m_color(playerColor(hoyito::Player::South))
{
    setZValue(60);
    setAcceptedMouseButtons(Qt::NoButton);
}

void HandItem::setCount(int count)
{
    if (m_count == count)
        return;
    m_count = count;
    update();
}

void HandItem::setColor(const QColor &color)
{
    m_color = color;
    update();
}

QRectF HandItem::boundingRect() const
{
    return {-42, -32, 92, 68};
}

void HandItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    p->setRenderHint(QPainter::Antialiasing);
    // A cupped palm seen from above: fingers curled over the far edge.
    const QColor skin(0xd9, 0x9a, 0x6c);
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(0, 0, 0, 70));
    p->drawEllipse(QPointF(4, 10), 30, 22);
    QRadialGradient palm(QPointF(-6, -4), 40);
    palm.setColorAt(0, skin.lighter(118));
    palm.setColorAt(1, skin.darker(125));
    p->setBrush(palm);
    p->setPen(QPen(skin.darker(170), 1.2));
    p->drawEllipse(QPointF(0, 2), 30, 22);
    for (int i = 0; i < 4; ++i) {
        const QPointF finger(-18 + i * 12, -18 + (i == 0 || i == 3 ? 3 : 0));
        p->drawEllipse(finger, 7, 9);
    }
    p->drawEllipse(QPointF(-30, 8), 8, 11); // thumb
    // Seeds lying in the palm.
    const int shown = qMin(m_count, 7);
    for (int i = 0; i < shown; ++i) {
        const qreal a = i * 2.4;
        const QPointF s(std::cos(a) * (4 + i * 2.2), 4 + std::sin(a) * (3 + i * 1.3));
        QRadialGradient seed(s - QPointF(2, 2), 8);
        seed.setColorAt(0, QColor(0xf0, 0xe6, 0xd0));
        seed.setColorAt(1, QColor(0x9a, 0x88, 0x70));
        p->setBrush(seed);
        p->setPen(QPen(QColor(0x5a, 0x48, 0x36), 0.6));
        p->drawEllipse(s, 6.5, 5);
    }
    // The number of seeds in hand; an empty hand has none to count.
    if (m_count == 0)
        return;
    const QRectF badge(12, -2, 34, 30);
    p->setBrush(QColor(0x2a, 0x16, 0x08, 235));
    p->setPen(QPen(m_color, 2));
    p->drawRoundedRect(badge, 15, 15);
    p->setFont(sansFont(m_count > 99 ? 15 : 19));
    p->setPen(QColor(0xff, 0xf4, 0xe0));
    p->drawText(badge, Qt::AlignCenter, QString::number(m_count));
}

// --------------------------------------------------------------- BannerItem

BannerItem::BannerItem(QGraphicsItem *parent)
    : QGraphicsObject(parent)
{
    setZValue(80);
    setAcceptedMouseButtons(Qt::NoButton);
    relayout();
}

void BannerItem::setText(const QString &text, const QString &detail)
{
    m_text = text;
    m_detail = detail;
    relayout();
}

void BannerItem::setMaxWidth(qreal width)
{
    m_maxWidth = width;
    relayout();
}

void BannerItem::relayout()
{
    prepareGeometryChange();
    const QFontMetricsF small(sansFont(20, false));
    // A long headline ("Round 12: Ana María wins!" on a narrow board) gets
    // a smaller font before it is cut short.
    const qreal full = QFontMetricsF(serifFont(kHeadlinePixels)).horizontalAdvance(m_text);
    const qreal room = m_maxWidth - 70;
    m_headlinePixels =
        full > room ? qMax(kMinHeadlinePixels, std::floor(kHeadlinePixels * room / full)) : kHeadlinePixels;
    qreal w = QFontMetricsF(serifFont(m_headlinePixels)).horizontalAdvance(m_text) + 70;
    if (!m_detail.isEmpty())
        w = qMax(w, small.horizontalAdvance(m_detail) + 70);
    w = qMin(w, m_maxWidth);
    const qreal h = m_detail.isEmpty() ? 80 : 112;
    m_rect = QRectF(-w / 2, -h / 2, w, h);
    update();
}

QRectF BannerItem::boundingRect() const
{
    return m_rect.adjusted(-8, -8, 8, 12);
}

void BannerItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    p->setRenderHint(QPainter::Antialiasing);
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(0, 0, 0, 90));
    p->drawRoundedRect(m_rect.translated(0, 6), 22, 22);
    QLinearGradient plaque(m_rect.topLeft(), m_rect.bottomLeft());
    plaque.setColorAt(0, QColor(0x3c, 0x22, 0x10, 240));
    plaque.setColorAt(1, QColor(0x24, 0x13, 0x07, 240));
    p->setBrush(plaque);
    p->setPen(QPen(QColor(0xf4, 0xc8, 0x7a), 2.5));
    p->drawRoundedRect(m_rect, 22, 22);

    const QFont big = serifFont(m_headlinePixels);
    p->setFont(big);
    p->setPen(QColor(0xff, 0xe8, 0xc0));
    const QRectF inner = m_rect.adjusted(24, 8, -24, -8);
    const QString text = QFontMetricsF(big).elidedText(m_text, Qt::ElideRight, inner.width());
    if (m_detail.isEmpty()) {
        p->drawText(inner, Qt::AlignCenter, text);
        return;
    }
    p->drawText(inner.adjusted(0, 0, 0, -inner.height() * 0.4), Qt::AlignHCenter | Qt::AlignBottom, text);
    const QFont small = sansFont(20, false);
    p->setFont(small);
    p->setPen(QColor(0xe8, 0xd0, 0xb0));
    p->drawText(inner.adjusted(0, inner.height() * 0.64, 0, 0), Qt::AlignHCenter | Qt::AlignTop,
                QFontMetricsF(small).elidedText(m_detail, Qt::ElideRight, inner.width()));
}

} // namespace hoyito::app
