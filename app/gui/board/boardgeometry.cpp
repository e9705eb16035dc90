#include "board/boardgeometry.h"

#include <QtMath>

#include <algorithm>
#include <cmath>

namespace hoyito::app {

namespace {

constexpr qreal kGoldenAngle = 2.39996322972865332;
constexpr int kSeedsPerLayer = 9;
constexpr int kPileSeedsPerLayer = 34;
constexpr int kMinBandHoles = 6;

// A small deterministic hash, so each hole's seeds lie a little differently
// but the same way on every run (screenshots and tests stay stable).
quint32 mix(quint32 a, quint32 b)
{
    quint32 h = a * 0x9E3779B1u ^ (b + 0x7F4A7C15u + (a << 6) + (a >> 2));
    h ^= h >> 15;
    h *= 0x2C1B3C6Du;
    h ^= h >> 12;
    return h;
}

qreal unit(quint32 h)
{
    return (h & 0xFFFF) / 65535.0;
}

} // namespace

BoardGeometry::BoardGeometry(const hoyito::Rules &rules, bool flipped, bool playerBands)
    : m_rules(rules)
    , m_flipped(flipped)
    , m_bands(playerBands)
{
}

QRectF BoardGeometry::boardRect() const
{
    const qreal width = m_rules.holesPerRow * kPitch + 2 * kSideMargin;
    const qreal height = 2 * kPitch + 2 * kLabelMargin;
    const qreal top = m_bands ? kBandHeight + kBandGap : 0;
    return {0, top, width, height};
}

QRectF BoardGeometry::sceneRect() const
{
    QRectF rect = boardRect();
    if (m_bands)
        rect = rect.united(bandRect(hoyito::Player::South)).united(bandRect(hoyito::Player::North));
    return rect.adjusted(-kOuterMargin, -kOuterMargin, kOuterMargin, kOuterMargin);
}

int BoardGeometry::column(int hole) const
{
    const int n = m_rules.holesPerRow;
    // South's holes run left to right seen from South, North's right to
    // left; flipping the board is a half turn.
    const int unflipped = hole < n ? hole : 2 * n - 1 - hole;
    return m_flipped ? n - 1 - unflipped : unflipped;
}

qreal BoardGeometry::columnX(int col) const
{
    return boardRect().left() + kSideMargin + (col + 0.5) * kPitch;
}

QRectF BoardGeometry::rowRect(hoyito::Player player) const
{
    const QRectF board = boardRect();
    const bool top = player == topPlayer();
    const qreal y = board.top() + kLabelMargin + (top ? 0 : kPitch);
    return {board.left() + kSideMargin - 6, y + 2, m_rules.holesPerRow * kPitch + 12, kPitch - 4};
}

QPointF BoardGeometry::holeCentre(int hole) const
{
    const qreal y = boardRect().top() + kLabelMargin + (isTopRow(hole) ? 0.5 : 1.5) * kPitch;
    return {columnX(column(hole)), y};
}

QPointF BoardGeometry::badgeCentre(int hole) const
{
    const QPointF c = holeCentre(hole);
    const qreal dy = kPitch / 2 + kLabelMargin / 2 - 1;
    return {c.x() + 15, c.y() + (isTopRow(hole) ? -dy : dy)};
}

QPointF BoardGeometry::letterCentre(int hole) const
{
    const QPointF badge = badgeCentre(hole);
    return {badge.x() - 40 * labelScale(), badge.y()};
}

QPointF BoardGeometry::analysisBadgeCentre(int hole) const
{
    const QPointF c = holeCentre(hole);
    const qreal dy = kHoleRadius - 6;
    return {c.x(), c.y() + (isTopRow(hole) ? dy : -dy)};
}

QPointF BoardGeometry::previewBadgeCentre(int hole) const
{
    const QPointF c = holeCentre(hole);
    const qreal dy = kHoleRadius - 6;
    return {c.x(), c.y() + (isTopRow(hole) ? -dy : dy)};
}

QRectF BoardGeometry::letterRect(int hole) const
{
    const QPointF c = letterCentre(hole);
    const qreal s = labelScale();
    return {c.x() - 15 * s, c.y() - 17 * s, 30 * s, 34 * s};
}

QRectF BoardGeometry::badgeRect(int hole) const
{
    const QPointF c = badgeCentre(hole);
    const qreal s = labelScale();
    return {c.x() - (kBadgeRadius + 6) * s, c.y() - kBadgeRadius * s, (2 * kBadgeRadius + 12) * s,
            2 * kBadgeRadius * s};
}

QRectF BoardGeometry::bandRect(hoyito::Player player) const
{
    if (!m_bands)
        return {};
    const QRectF board = boardRect();
    const qreal y = player == topPlayer() ? 0 : board.bottom() + kBandGap;
    // As wide as a board of six holes at least, centred: on a smaller board
    // (a lesson's three holes) the names would be cut to "No…".
    const qreal width = std::max(board.width(), kMinBandHoles * kPitch + 2 * kSideMargin);
    return {board.center().x() - width / 2, y, width, kBandHeight};
}

QRectF BoardGeometry::nameRect(hoyito::Player player) const
{
    const QRectF band = bandRect(player);
    const qreal width = qMin(300.0, band.width() * 0.42);
    return {band.left(), band.top() + 8, width, band.height() - 16};
}

QRectF BoardGeometry::pileRect(hoyito::Player player) const
{
    const QRectF band = bandRect(player);
    const QRectF name = nameRect(player);
    const qreal left = name.right() + 24;
    return {left, band.top() + 4, band.right() - left, band.height() - 8};
}

QPointF BoardGeometry::handPoint(int hole) const
{
    const QPointF c = holeCentre(hole);
    return {c.x() + 6, c.y() - 30};
}

qreal BoardGeometry::seedLayer(int index) const
{
    return index / kSeedsPerLayer;
}

QPointF BoardGeometry::seedSlot(int hole, int index) const
{
    // A sunflower pattern fills the disc evenly; each further layer is a
    // little smaller and turned, like stones resting on stones.
    const int layer = index / kSeedsPerLayer;
    const int i = index % kSeedsPerLayer;
    const qreal shrink = std::pow(0.8, layer % 4);
    const qreal r = seedAreaRadius() * shrink * std::sqrt((i + 0.5) / kSeedsPerLayer);
    const quint32 h = mix(static_cast<quint32>(hole), static_cast<quint32>(index));
    const qreal angle = i * kGoldenAngle + hole * 1.3 + layer * 0.9 + (unit(h) - 0.5) * 0.5;
    const qreal jitter = (unit(h >> 16) - 0.5) * 3.0;
    const qreal radius = qBound(0.0, r + jitter, seedAreaRadius());
    return holeCentre(hole) + QPointF(radius * std::cos(angle), radius * std::sin(angle));
}

QPointF BoardGeometry::pileSlot(hoyito::Player player, int index) const
{
    // Captured seeds lie heaped in the tray from its left, like seeds pushed
    // to one side: an ellipse that grows with the heap, layered.
    const QRectF tray = pileRect(player).adjusted(18, 14, -72, -14);
    const int layer = index / kPileSeedsPerLayer;
    const int i = index % kPileSeedsPerLayer;
    const quint32 h = mix(static_cast<quint32>(100 + hoyito::index(player)), static_cast<quint32>(index));
    const qreal t = std::sqrt((i + 0.5) / kPileSeedsPerLayer);
    const qreal angle = i * kGoldenAngle + layer * 1.1 + (unit(h) - 0.5) * 0.4;
    const qreal shrink = std::pow(0.85, layer % 3);
    const qreal rx = tray.width() / 2 * shrink;
    const qreal ry = tray.height() / 2 * shrink;
    return tray.center() + QPointF(rx * t * std::cos(angle), ry * t * std::sin(angle));
}

} // namespace hoyito::app
