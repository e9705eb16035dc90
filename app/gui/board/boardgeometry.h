#pragma once

// Where everything lies on the board, in scene units: holes, labels, the
// players' bands with their piles, the hand, and the resting place of every
// seed. Pure arithmetic, so the layout can be tested without painting.
//
// One hole pitch is kPitch units; the view scales the whole scene to the
// window, keeping the aspect ratio.

#include "hoyito/types.h"

#include <QPointF>
#include <QRectF>

namespace hoyito::app {

class BoardGeometry {
public:
    static constexpr qreal kPitch = 100;
    static constexpr qreal kHoleRadius = 40;
    static constexpr qreal kSeedRadius = 10.5; // the larger half-axis of a seed
    static constexpr qreal kBadgeRadius = 17;
    static constexpr qreal kSideMargin = 44;  // board edge to the first hole's cell
    static constexpr qreal kLabelMargin = 54; // board edge to the row: letters and counts
    static constexpr qreal kBandHeight = 86;  // a player's name plate and pile
    static constexpr qreal kBandGap = 14;
    static constexpr qreal kOuterMargin = 12;

    BoardGeometry() = default;
    BoardGeometry(const hoyito::Rules &rules, bool flipped, bool playerBands = true);

    const hoyito::Rules &rules() const { return m_rules; }
    bool flipped() const { return m_flipped; }
    bool hasPlayerBands() const { return m_bands; }
    // The player whose row is drawn at the top (North unless flipped).
    hoyito::Player topPlayer() const { return m_flipped ? hoyito::Player::South : hoyito::Player::North; }
    bool isTopRow(int hole) const { return m_rules.owner(hole) == topPlayer(); }

    QRectF sceneRect() const;
    QRectF boardRect() const;
    QRectF rowRect(hoyito::Player player) const; // around a player's holes
    QPointF holeCentre(int hole) const;
    QPointF badgeCentre(int hole) const;  // the seed count
    QPointF letterCentre(int hole) const; // the notation letter
    QRectF letterRect(int hole) const;
    // An analysis badge: on the hole's rim towards the other row.
    QPointF analysisBadgeCentre(int hole) const;
    // A move preview's capture badge: on the rim towards the board's edge,
    // clear of the analysis badge and of the seed count.
    QPointF previewBadgeCentre(int hole) const;
    QRectF badgeRect(int hole) const;
    // How much larger the letters and counts are drawn than on 2×6: a long
    // board is shown smaller, and they would be too small to read, while
    // the room beside and between the holes allows a quarter more.
    qreal labelScale() const { return m_rules.holesPerRow > 8 ? 1.25 : 1.0; }
    QRectF bandRect(hoyito::Player player) const;
    QRectF nameRect(hoyito::Player player) const;
    QRectF pileRect(hoyito::Player player) const;
    // The hand floats here while it is over `hole`.
    QPointF handPoint(int hole) const;
    QPointF boardCentre() const { return boardRect().center(); }

    // The resting place of the index-th seed of a hole, counted from 0 in the
    // order the seeds arrived; seeds beyond a layer lie on the ones below.
    QPointF seedSlot(int hole, int index) const;
    qreal seedLayer(int index) const; // for the z order
    QPointF pileSlot(hoyito::Player player, int index) const;
    // Where the seeds of a hole may lie: inside the rim, with room for a seed.
    qreal seedAreaRadius() const { return kHoleRadius - kSeedRadius - 2.5; }

private:
    qreal columnX(int column) const;
    int column(int hole) const;

    hoyito::Rules m_rules;
    bool m_flipped = false;
    bool m_bands = true;
};

} // namespace hoyito::app
