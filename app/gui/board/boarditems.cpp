#include "board/boarditems.h"

#include "board/boardgeometry.h"
#include "board/boardscene.h"
#include "board/boardtheme.h"

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

// The theme of the scene an item is on (the one in effect off a scene).
const BoardTheme &themeOf(const QGraphicsItem *item)
{
    if (const auto *board = qobject_cast<const BoardScene *>(item->scene()))
        return board->theme();
    return BoardTheme::current();
}

// A line along `points` as chalk draws it on a rough ground: a main stroke
// that did not take everywhere, a thinner one beside it, and dust, each
// shaken a little; the same for the same `seed`.
void drawChalk(QPainter *p, const QList<QPointF> &points, const QPen &pen, quint32 seed)
{
    QRandomGenerator rng(seed);
    const qreal w = pen.widthF();
    const QColor ink = pen.color();
    struct Pass {
        qreal width;
        qreal alpha;
        qreal shake;
        qreal offset;
        bool broken;
    };
    const Pass passes[] = {
        {w, 0.85, 0.5, 0, true},
        {w * 0.55, 0.75, 0.9, w * 0.45, false},
        {w * 0.4, 0.6, 1.2, -w * 0.5, true},
    };
    for (const Pass &pass : passes) {
        QPainterPath path;
        for (int i = 0; i < points.size(); ++i) {
            // Across the stroke: the normal of the segment.
            const QPointF a = points[qMax(0, i - 1)];
            const QPointF b = points[qMin(int(points.size()) - 1, i + 1)];
            QPointF normal(-(b.y() - a.y()), b.x() - a.x());
            const qreal length = std::hypot(normal.x(), normal.y());
            if (length > 0)
                normal /= length;
            const QPointF at = points[i] + normal * (pass.offset + pass.shake * (rng.generateDouble() - 0.5) * 2);
            if (i == 0)
                path.moveTo(at);
            else
                path.lineTo(at);
        }
        QColor c = ink;
        c.setAlphaF(ink.alphaF() * pass.alpha);
        QPen stroke(c, pass.width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        if (pass.broken) {
            // Gaps where the chalk skipped over the ground's pits.
            QList<qreal> dashes;
            for (int i = 0; i < 8; ++i)
                dashes << 1.5 + rng.generateDouble() * 6 << 0.3 + rng.generateDouble() * 0.9;
            stroke.setDashPattern(dashes);
        }
        p->setPen(stroke);
        p->setBrush(Qt::NoBrush);
        p->drawPath(path);
    }
    // Dust fallen beside the stroke.
    QColor dust = ink;
    dust.setAlphaF(ink.alphaF() * 0.35);
    p->setPen(Qt::NoPen);
    p->setBrush(dust);
    for (const QPointF &at : points)
        for (int i = 0; i < 2; ++i)
            p->drawEllipse(at + QPointF((rng.generateDouble() - 0.5) * 3 * w, (rng.generateDouble() - 0.5) * 3 * w),
                           0.35 * w * rng.generateDouble() + 0.3, 0.35 * w * rng.generateDouble() + 0.3);
}

void drawChalkLine(QPainter *p, const QPointF &from, const QPointF &to, const QPen &pen, quint32 seed)
{
    QRandomGenerator rng(seed);
    const qreal bow = (rng.generateDouble() - 0.5) * 3;
    const qreal phase = rng.generateDouble() * 6.28;
    QList<QPointF> points;
    const int steps = qMax(2, int(QLineF(from, to).length() / 8));
    for (int i = 0; i <= steps; ++i) {
        const qreal t = qreal(i) / steps;
        const QPointF at = from + (to - from) * t;
        points << at + QPointF(0, bow * std::sin(t * 3.1416) + 0.8 * std::sin(t * 9 + phase));
    }
    drawChalk(p, points, pen, seed + 1);
}

// A circle drawn by hand in one stroke: a little out of round, starting
// anywhere and running on past its start.
void drawChalkCircle(QPainter *p, const QPointF &centre, qreal radius, const QPen &pen, quint32 seed)
{
    QRandomGenerator rng(seed);
    const qreal start = rng.generateDouble() * 6.2832;
    const qreal overrun = 0.25 + rng.generateDouble() * 0.35;
    const qreal squash = 1 + (rng.generateDouble() - 0.5) * 0.06;
    const qreal phase = rng.generateDouble() * 6.28;
    QList<QPointF> points;
    const int steps = 48;
    for (int i = 0; i <= steps; ++i) {
        const qreal t = qreal(i) / steps;
        const qreal a = start + t * (6.2832 + overrun);
        // Spiralling in a little towards the end, as a hand does.
        const qreal r = radius * (1 + 0.025 * std::sin(2 * a + phase)) - 1.8 * t;
        points << centre + QPointF(r * std::cos(a) * squash, r * std::sin(a) / squash);
    }
    drawChalk(p, points, pen, seed + 7);
}

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
    const BoardTheme &theme = themeOf(this);
    const qreal radius = theme.boardRadius;

    // A soft shadow on the table.
    if (theme.boardShadow.alpha() > 0) {
        for (int i = 8; i >= 1; --i) {
            p->setPen(Qt::NoPen);
            p->setBrush(theme.boardShadow);
            p->drawRoundedRect(m_rect.adjusted(-i, -i + 6, i, i + 10), radius + i, radius + i);
        }
    }

    if (theme.ground == BoardTheme::Ground::Earth) {
        // Dug ground has no edge: the soil thins out into the ground round it.
        QColor loose = theme.board[1];
        for (int i = 12; i >= 1; --i) {
            loose.setAlpha(14);
            p->setPen(Qt::NoPen);
            p->setBrush(loose);
            p->drawRoundedRect(m_rect.adjusted(-i, -i * 0.7, i, i * 0.7), radius + i, radius + i);
        }
    }
    QPainterPath outline;
    outline.addRoundedRect(m_rect, radius, radius);
    QLinearGradient base(m_rect.topLeft(), m_rect.bottomLeft());
    base.setColorAt(0, theme.board[0]);
    base.setColorAt(0.5, theme.board[1]);
    base.setColorAt(1, theme.board[2]);
    p->fillPath(outline, base);

    p->save();
    p->setClipPath(outline);
    if (!theme.boardTexture.isNull()) {
        // The grit of the ground, two texture pixels to a scene unit.
        QBrush grit(theme.boardTexture);
        grit.setTransform(QTransform::fromScale(0.5, 0.5));
        p->fillPath(outline, grit);
    }
    QRandomGenerator rng(20051130);
    const qreal midY = m_rect.top() + BoardGeometry::kLabelMargin + BoardGeometry::kPitch;
    switch (theme.ground) {
    case BoardTheme::Ground::Wood: {
        // Wood grain: long wavy lines, darker and lighter, the same every run.
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
            QColor ink = dark ? theme.grainDark : theme.grainLight;
            ink.setAlpha(dark ? alpha : alpha / 2);
            p->setPen(QPen(ink, 0.7 + rng.generateDouble() * 2.2));
            p->setBrush(Qt::NoBrush);
            p->drawPath(grain);
        }
        break;
    }
    case BoardTheme::Ground::Earth: {
        // Crumbs and small stones lying on the soil.
        const int stones = int(m_rect.width() * m_rect.height() / 900);
        for (int i = 0; i < stones; ++i) {
            const QPointF at(m_rect.left() + rng.generateDouble() * m_rect.width(),
                             m_rect.top() + rng.generateDouble() * m_rect.height());
            const qreal r = 0.8 + rng.generateDouble() * (rng.bounded(6) == 0 ? 3.2 : 1.4);
            const bool stone = rng.bounded(4) == 0;
            QColor c = stone ? QColor(0xb0, 0xa0, 0x88, 200) : QColor(0xd8, 0x96, 0x62, 110);
            if (!stone && rng.bounded(2))
                c = QColor(0x3a, 0x16, 0x08, 120);
            p->setPen(Qt::NoPen);
            p->setBrush(QColor(0x20, 0x0a, 0x02, 70));
            p->drawEllipse(at + QPointF(0.5, 0.8), r, r * 0.8);
            p->setBrush(c);
            p->drawEllipse(at, r, r * 0.8);
        }
        break;
    }
    case BoardTheme::Ground::Concrete: {
        // Pits where the air was, and a few darker stains.
        for (int i = 0; i < 6; ++i) {
            const QPointF at(m_rect.left() + rng.generateDouble() * m_rect.width(),
                             m_rect.top() + rng.generateDouble() * m_rect.height());
            const qreal r = 30 + rng.generateDouble() * 60;
            QRadialGradient stain(at, r);
            stain.setColorAt(0, QColor(0x40, 0x40, 0x3a, 30));
            stain.setColorAt(1, QColor(0x40, 0x40, 0x3a, 0));
            p->setPen(Qt::NoPen);
            p->setBrush(stain);
            p->drawEllipse(at, r, r);
        }
        const int pits = int(m_rect.width() * m_rect.height() / 1400);
        for (int i = 0; i < pits; ++i) {
            const QPointF at(m_rect.left() + rng.generateDouble() * m_rect.width(),
                             m_rect.top() + rng.generateDouble() * m_rect.height());
            const qreal r = 0.6 + rng.generateDouble() * 1.6;
            p->setPen(Qt::NoPen);
            p->setBrush(QColor(0x2c, 0x2c, 0x28, 130));
            p->drawEllipse(at, r, r);
            p->setBrush(QColor(0xe8, 0xe6, 0xe0, 80));
            p->drawEllipse(at + QPointF(0.4, 0.6), r * 0.6, r * 0.5);
        }
        break;
    }
    case BoardTheme::Ground::Flat: break;
    }
    // The groove between the two rows (on concrete a chalk line).
    const QPointF from(m_rect.left() + 30, midY);
    const QPointF to(m_rect.right() - 30, midY);
    if (theme.ground == BoardTheme::Ground::Concrete) {
        drawChalkLine(p, from, to, theme.groove, 7177);
    } else {
        p->setPen(theme.groove);
        p->drawLine(from, to);
        if (theme.grooveLight.style() != Qt::NoPen) {
            p->setPen(theme.grooveLight);
            p->drawLine(from + QPointF(0, 2.5), to + QPointF(0, 2.5));
        }
    }
    p->restore();

    // Bevelled edge: light on top, dark below.
    if (theme.edgeLight.alpha() > 0 || theme.edgeDark.alpha() > 0) {
        QLinearGradient edge(m_rect.topLeft(), m_rect.bottomLeft());
        edge.setColorAt(0, theme.edgeLight);
        QColor middle = theme.edgeDark;
        middle.setAlpha(middle.alpha() / 3);
        edge.setColorAt(0.5, middle);
        edge.setColorAt(1, theme.edgeDark);
        p->setPen(QPen(QBrush(edge), 3));
        p->setBrush(Qt::NoBrush);
        p->drawRoundedRect(m_rect.adjusted(1.5, 1.5, -1.5, -1.5), radius - 1.5, radius - 1.5);
    }
    p->setPen(theme.outline);
    p->setBrush(Qt::NoBrush);
    const qreal inset = theme.outline.widthF() > 1.5 ? theme.outline.widthF() / 2 : 0;
    p->drawRoundedRect(m_rect.adjusted(inset, inset, -inset, -inset), radius, radius);
}

// -------------------------------------------------------------- RowGlowItem

RowGlowItem::RowGlowItem(QGraphicsItem *parent)
    : QGraphicsObject(parent)
{
    setZValue(1);
}

void RowGlowItem::setRect(const QRectF &rect, const QColor &color, Qt::PenStyle line)
{
    prepareGeometryChange();
    m_rect = rect;
    m_color = color;
    m_line = line;
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
    line.setAlpha(m_line == Qt::SolidLine ? 150 : 230);
    QPen pen(line, 2.5, m_line);
    if (m_line != Qt::SolidLine)
        pen.setDashPattern({4, 2.5});
    p->setPen(pen);
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
    const BoardTheme &theme = themeOf(this);
    const auto *board = qobject_cast<const BoardScene *>(scene());
    const hoyito::Player side = board ? board->geometry().rules().owner(m_hole) : hoyito::Player::South;

    p->setPen(Qt::NoPen);
    if (theme.holes == BoardTheme::Holes::Carved || theme.holes == BoardTheme::Holes::Dug) {
        // The lip catches the light on its far side.
        QLinearGradient lip(QPointF(0, -r - 3), QPointF(0, r + 3));
        lip.setColorAt(0, theme.lip[0]);
        lip.setColorAt(1, theme.lip[1]);
        p->setBrush(lip);
        if (theme.holes == BoardTheme::Holes::Dug) {
            // Soil thrown up round a dug hole: a soft, uneven ring of loose
            // earth, lit on the near side, with crumbs lying on it.
            QRadialGradient spoil(QPointF(0, 2), r + 9);
            QColor loose = theme.lip[1];
            loose.setAlpha(0);
            spoil.setColorAt(0.78, loose);
            loose.setAlpha(theme.lip[1].alpha());
            spoil.setColorAt(0.88, loose);
            loose.setAlpha(0);
            spoil.setColorAt(1, loose);
            p->setBrush(spoil);
            p->drawEllipse(QPointF(0, 2), r + 9, r + 9);
            // The far wall falls into shade: a soft dark edge, no line.
            QRadialGradient wall(QPointF(0, 1.5), r + 3);
            QColor shade = theme.lip[0];
            shade.setAlpha(0);
            wall.setColorAt(0.86, theme.lip[0]);
            wall.setColorAt(1, shade);
            p->setBrush(wall);
            p->drawEllipse(QPointF(0, 1.5), r + 3, r + 3);
            QRandomGenerator rng(quint32(m_hole * 977 + 11));
            for (int i = 0; i < 16; ++i) {
                const qreal a = rng.generateDouble() * 6.2832;
                const qreal d = r + 2 + rng.generateDouble() * 6;
                const qreal size = 0.8 + rng.generateDouble() * 1.6;
                p->setBrush(rng.bounded(3) ? QColor(0xd0, 0x90, 0x60, 150) : QColor(0x3a, 0x18, 0x08, 150));
                p->drawEllipse(QPointF(d * std::cos(a), d * std::sin(a) + 1.5), size, size * 0.8);
            }
        } else {
            p->drawEllipse(QPointF(0, 0), r + 3, r + 3);
        }
    }

    QRadialGradient inside(QPointF(0, r * 0.25), r * 1.1);
    inside.setColorAt(0, theme.hollow[0]);
    inside.setColorAt(0.65, theme.hollow[1]);
    inside.setColorAt(1, theme.hollow[2]);
    p->setBrush(inside);
    p->drawEllipse(QPointF(0, 0), r, r);

    if (theme.hollowShade.alpha() > 0) {
        // The near wall shades the top of the hollow.
        QLinearGradient shade(QPointF(0, -r), QPointF(0, r * 0.2));
        shade.setColorAt(0, theme.hollowShade);
        shade.setColorAt(1, QColor(0, 0, 0, 0));
        p->setBrush(shade);
        p->drawEllipse(QPointF(0, 0), r, r);
        if (theme.holes == BoardTheme::Holes::Dug) {
            // A dug hollow is dark all round its wall: a soft inner shadow.
            QRadialGradient wall(QPointF(0, 0), r);
            QColor dark = theme.hollowShade;
            dark.setAlpha(0);
            wall.setColorAt(0.7, dark);
            dark.setAlpha(theme.hollowShade.alpha());
            wall.setColorAt(1, dark);
            p->setBrush(wall);
            p->drawEllipse(QPointF(0, 0), r, r);
        }
    }
    p->setBrush(Qt::NoBrush);
    const QPen rim = theme.rimPen(side);
    if (theme.holes == BoardTheme::Holes::Chalk)
        drawChalkCircle(p, QPointF(0, 0), r - 1, rim, quint32(m_hole * 131 + 7));
    else if (rim.style() != Qt::NoPen) {
        p->setPen(rim);
        p->drawEllipse(QPointF(0, 0), r - rim.widthF() / 2, r - rim.widthF() / 2);
    }

    if (m_closed) {
        const qreal lidR = r - 2;
        QRadialGradient lid(QPointF(-lidR * 0.35, -lidR * 0.4), lidR * 1.5);
        lid.setColorAt(0, theme.lid[0]);
        lid.setColorAt(0.6, theme.lid[1]);
        lid.setColorAt(1, theme.lid[2]);
        if (theme.holes == BoardTheme::Holes::Chalk || theme.holes == BoardTheme::Holes::Outlined) {
            // Crossed out: the hole is closed, never an empty hole.
            p->setPen(Qt::NoPen);
            p->setBrush(lid);
            p->drawEllipse(QPointF(0, 0), lidR - 2, lidR - 2);
            const qreal d = lidR * 0.6;
            const QPen cross(theme.lidPlank, theme.holes == BoardTheme::Holes::Outlined ? 4 : 3.5);
            if (theme.holes == BoardTheme::Holes::Chalk) {
                drawChalkLine(p, QPointF(-d, -d), QPointF(d, d), cross, quint32(m_hole * 17 + 3));
                drawChalkLine(p, QPointF(-d, d), QPointF(d, -d), cross, quint32(m_hole * 17 + 5));
            } else {
                p->setPen(cross);
                p->drawLine(QPointF(-d, -d), QPointF(d, d));
                p->drawLine(QPointF(-d, d), QPointF(d, -d));
            }
        } else if (theme.holes == BoardTheme::Holes::Dug) {
            // A flat stone laid over the hollow, cracked across.
            p->setPen(QPen(theme.lidLine, 2));
            p->setBrush(lid);
            QPainterPath stone;
            stone.addEllipse(QPointF(0, 0), lidR, lidR * 0.94);
            p->drawPath(stone);
            p->setPen(QPen(theme.lidPlank, 1.6));
            p->setBrush(Qt::NoBrush);
            QPainterPath crack;
            crack.moveTo(-lidR * 0.7, -lidR * 0.2);
            crack.lineTo(-lidR * 0.2, 0);
            crack.lineTo(lidR * 0.15, -lidR * 0.15);
            crack.lineTo(lidR * 0.75, lidR * 0.25);
            p->drawPath(crack);
            p->setPen(QPen(QColor(0xff, 0xff, 0xff, 70), 2));
            p->drawArc(QRectF(-lidR + 4, -lidR + 4, 2 * lidR - 8, 2 * lidR - 8), 60 * 16, 100 * 16);
        } else {
            // A lid of dark wood sits in the hollow, with a peg to lift it
            // by: the hole reads as covered, never as an empty hole.
            p->setPen(QPen(theme.lidLine, 2));
            p->setBrush(lid);
            p->drawEllipse(QPointF(0, 0), lidR, lidR);
            // Its planks run across the hole.
            QPainterPath disc;
            disc.addEllipse(QPointF(0, 0), lidR - 1, lidR - 1);
            p->save();
            p->setClipPath(disc);
            p->setBrush(Qt::NoBrush);
            for (qreal y : {-lidR * 0.34, lidR * 0.34}) {
                p->setPen(QPen(theme.lidPlank, 2.2));
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
            p->setPen(QPen(theme.lidLine, 1.2));
            p->setBrush(peg);
            p->drawEllipse(QPointF(0, 0), 7, 7);
        }
        p->setPen(Qt::NoPen);
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
        // On an outlined board the rim is in the side's colour already: the
        // ring lies outside it, white.
        const bool outlined = theme.holes == BoardTheme::Holes::Outlined;
        QColor ring = outlined ? QColor(0xff, 0xff, 0xff) : m_playColor;
        ring.setAlpha(m_hovered ? 255 : outlined ? 200 : 110);
        p->setPen(QPen(ring, m_hovered ? 5 : 2.5));
        p->drawEllipse(QPointF(0, 0), outlined ? r + 4 : r + 3, outlined ? r + 4 : r + 3);
        if (m_hovered && !outlined) {
            QColor halo = m_playColor;
            halo.setAlpha(70);
            p->setPen(QPen(halo, 5));
            p->drawEllipse(QPointF(0, 0), r + 7.5 - 2.5, r + 7.5 - 2.5);
        }
    }
    if (m_marked && m_playable && theme.holes == BoardTheme::Holes::Outlined) {
        // The hint's gold ring stays on top of the playable ring, which on
        // an outlined board is as bright.
        p->setPen(QPen(QColor(0xff, 0xe0, 0x60), 4));
        p->drawEllipse(QPointF(0, 0), r + 3, r + 3);
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
    m_shade = rng.bounded(8u); // every theme has eight colours, or four
    m_lightness = 92 + int(rng.bounded(18));
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
    const BoardTheme &theme = themeOf(this);
    const QColor color = theme.seeds[int(m_shade % quint32(theme.seeds.size()))].lighter(m_lightness);
    p->setPen(Qt::NoPen);
    // Shadow first, unrotated, so the light comes from the same side for all.
    if (theme.seedShadow.alpha() > 0) {
        p->setBrush(theme.seedShadow);
        p->drawEllipse(QPointF(1.6, 2.4), m_rx * 0.95, m_ry * 0.95 + 0.5);
    }
    p->save();
    p->rotate(m_angle);
    QRadialGradient body(QPointF(-m_rx * 0.3, -m_ry * 0.4), m_rx * 1.5);
    body.setColorAt(0, color.lighter(135));
    body.setColorAt(0.55, color);
    body.setColorAt(1, color.darker(160));
    p->setBrush(body);
    p->setPen(
        QPen(theme.seedLine.isValid() ? theme.seedLine : color.darker(theme.seedLineDarker), theme.seedLineWidth));
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
    const BoardTheme &theme = themeOf(this);
    if (m_style == Style::Engraved) {
        p->setFont(theme.letterSerif ? serifFont(theme.letterPixels) : sansFont(theme.letterPixels));
        if (theme.letterHighlight.alpha() > 0) {
            p->setPen(theme.letterHighlight);
            p->drawText(m_rect.translated(0, 1.2), Qt::AlignCenter, m_text);
        }
        p->setPen(theme.letterInSideColor ? theme.sideColor(m_side) : theme.letterInk);
        p->drawText(m_rect, Qt::AlignCenter, m_text);
        return;
    }
    const qreal h = theme.countPlateHeight;
    // Large numbers shrink before their plate grows into the letter beside it.
    QFont font = sansFont(m_text.size() > 2 ? theme.countLongPixels : theme.countPixels);
    qreal textWidth = QFontMetricsF(font).horizontalAdvance(m_text);
    while (textWidth + 14 > h * 1.2 && font.pixelSize() > theme.countLongPixels) {
        font.setPixelSize(font.pixelSize() - 1);
        textWidth = QFontMetricsF(font).horizontalAdvance(m_text);
    }
    const qreal w = qMax(h, textWidth + 14);
    const QRectF pill(m_rect.center().x() - w / 2, m_rect.center().y() - h / 2, w, h);
    p->setPen(theme.countPlateLine);
    p->setBrush(theme.countPlate);
    p->drawRoundedRect(pill, h / 2, h / 2);
    p->setFont(font);
    p->setPen(m_text == QLatin1String("0") ? theme.countZeroInk : theme.countInk);
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
    const BoardTheme &theme = themeOf(this);
    const int side = hoyito::index(m_player);
    const int active = m_active ? 1 : 0;
    const QColor color = theme.sideColor(m_player);
    const qreal radius = m_rect.height() / 2;
    QLinearGradient plate(m_rect.topLeft(), m_rect.bottomLeft());
    plate.setColorAt(0, theme.plateTop[active]);
    plate.setColorAt(1, theme.plateBottom[active]);
    p->setBrush(plate);
    QColor border = color;
    border.setAlpha(m_active ? 255 : int(theme.inactiveBorderAlpha));
    QPen borderPen(border, m_active ? 3.5 : 1.5, theme.sideLine[side]);
    if (borderPen.style() != Qt::SolidLine)
        borderPen.setDashPattern({3, 2});
    p->setPen(borderPen);
    p->drawRoundedRect(m_rect, radius, radius);

    // A stone of the player's colour marks the side (on the high-contrast
    // board a round one for South, a square one for North).
    const QPointF dot(m_rect.left() + radius, m_rect.center().y());
    QRadialGradient stone(dot - QPointF(5, 6), radius * 0.8);
    stone.setColorAt(0, color.lighter(150));
    stone.setColorAt(1, m_active ? color : color.darker(170));
    p->setPen(Qt::NoPen);
    p->setBrush(stone);
    const qreal markRadius = radius * 0.48;
    if (theme.mark[side] == BoardTheme::Mark::Square) {
        p->setBrush(m_active ? color : color.darker(130));
        p->drawRect(QRectF(dot - QPointF(markRadius * 0.9, markRadius * 0.9), QSizeF(1.8, 1.8) * markRadius));
    } else if (theme.id == BoardTheme::Id::HighContrast) {
        p->setBrush(m_active ? color : color.darker(130));
        p->drawEllipse(dot, markRadius, markRadius);
    } else {
        p->drawEllipse(dot, markRadius, markRadius);
    }

    const QRectF textRect = m_rect.adjusted(2 * radius - 4, 4, -14, -4);
    const QFont nameFont = serifFont(30);
    p->setFont(nameFont);
    p->setPen(theme.nameInk[active]);
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
    p->setPen(QPen(theme.pillInk, 1.5));
    p->drawRoundedRect(pill, h / 2, h / 2);
    p->setFont(font);
    p->setPen(theme.pillInk);
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
    const BoardTheme &theme = themeOf(this);
    const qreal radius = m_rect.height() / 2;
    // A tray of the board's material.
    p->setPen(Qt::NoPen);
    if (theme.boardShadow.alpha() > 0) {
        p->setBrush(QColor(0, 0, 0, 60));
        p->drawRoundedRect(m_rect.translated(0, 4), radius, radius);
    }
    QLinearGradient face(m_rect.topLeft(), m_rect.bottomLeft());
    face.setColorAt(0, theme.tray[0]);
    face.setColorAt(1, theme.tray[1]);
    p->setBrush(face);
    QPen line = theme.trayLine;
    if (theme.sideLine[hoyito::index(m_player)] != Qt::SolidLine) {
        // The high-contrast board: the tray outlined in the side's line.
        line.setColor(theme.sideColor(m_player));
        line.setDashPattern({3, 2});
    } else if (theme.id == BoardTheme::Id::HighContrast) {
        line.setColor(theme.sideColor(m_player));
    }
    p->setPen(line);
    p->drawRoundedRect(m_rect, radius, radius);
    if (!theme.boardTexture.isNull()) {
        QPainterPath tray;
        tray.addRoundedRect(m_rect, radius, radius);
        QBrush grit(theme.boardTexture);
        grit.setTransform(QTransform::fromScale(0.5, 0.5));
        p->fillPath(tray, grit);
    }
    const QRectF hollow = m_rect.adjusted(8, 8, -64, -8);
    QLinearGradient inside(hollow.topLeft(), hollow.bottomLeft());
    inside.setColorAt(0, theme.trayHollow[0]);
    inside.setColorAt(1, theme.trayHollow[1]);
    p->setBrush(inside);
    p->setPen(QPen(theme.trayHollowRim, 1.5));
    p->drawRoundedRect(hollow, hollow.height() / 2, hollow.height() / 2);

    // The count, on the tray's end, in the player's colour.
    const QRectF countRect(hollow.right() + 2, m_rect.top(), m_rect.right() - hollow.right() - 8, m_rect.height());
    const QFont font = serifFont(m_count >= 100 ? 26 : 34);
    const QString text = QString::number(m_count);
    if (theme.trayCountPlate.alpha() > 0) {
        // On a dark plate, so it reads on any tray.
        const qreal h = countRect.height() - 26;
        const qreal w = qMax(h, QFontMetricsF(font).horizontalAdvance(text) + 14);
        const QRectF plate(countRect.center().x() - w / 2, countRect.center().y() - h / 2, w, h);
        p->setPen(Qt::NoPen);
        p->setBrush(theme.trayCountPlate);
        p->drawRoundedRect(plate, 12, 12);
    } else {
        p->setFont(font);
        p->setPen(QColor(0x3a, 0x1c, 0x08, 160));
        p->drawText(countRect.translated(1, 2), Qt::AlignCenter, text);
    }
    p->setFont(font);
    p->setPen(theme.pileInk[hoyito::index(m_player)]);
    p->drawText(countRect, Qt::AlignCenter, text);
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
    const BoardTheme &theme = themeOf(this);
    // Seeds lying in the palm.
    const int shown = qMin(m_count, 7);
    for (int i = 0; i < shown; ++i) {
        const qreal a = i * 2.4;
        const QPointF s(std::cos(a) * (4 + i * 2.2), 4 + std::sin(a) * (3 + i * 1.3));
        const QColor colour = theme.seeds[i % theme.seeds.size()];
        QRadialGradient seed(s - QPointF(2, 2), 8);
        seed.setColorAt(0, colour.lighter(115));
        seed.setColorAt(1, colour.darker(150));
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
    const BoardTheme &theme = themeOf(this);
    QLinearGradient plaque(m_rect.topLeft(), m_rect.bottomLeft());
    plaque.setColorAt(0, theme.banner[0]);
    plaque.setColorAt(1, theme.banner[1]);
    p->setBrush(plaque);
    p->setPen(theme.bannerLine);
    p->drawRoundedRect(m_rect, 22, 22);

    const QFont big = serifFont(m_headlinePixels);
    p->setFont(big);
    p->setPen(theme.bannerInk);
    const QRectF inner = m_rect.adjusted(24, 8, -24, -8);
    const QString text = QFontMetricsF(big).elidedText(m_text, Qt::ElideRight, inner.width());
    if (m_detail.isEmpty()) {
        p->drawText(inner, Qt::AlignCenter, text);
        return;
    }
    p->drawText(inner.adjusted(0, 0, 0, -inner.height() * 0.4), Qt::AlignHCenter | Qt::AlignBottom, text);
    const QFont small = sansFont(20, false);
    p->setFont(small);
    p->setPen(theme.bannerDetailInk);
    p->drawText(inner.adjusted(0, inner.height() * 0.64, 0, 0), Qt::AlignHCenter | Qt::AlignTop,
                QFontMetricsF(small).elidedText(m_detail, Qt::ElideRight, inner.width()));
}

} // namespace hoyito::app
