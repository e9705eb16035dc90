#pragma once

// How the board looks: every colour, pen, brush and texture the board's
// items and the table around it draw with, as one value, and the four looks
// the player chooses from under View > Board. A theme changes the board's
// materials, never what the overlays mean: the hint's gold ring, the
// analysis badges, the threats, the move preview and an endless hole's red
// ring are drawn alike on every board (palette.h). The side colours are the
// same on every board but the high-contrast one, whose sides also differ in
// shape (solid rims and round marks for South, dashed rims and square marks
// for North), so colour is never the only sign.
//
// One theme is in effect at a time for the whole program, as a palette is
// for its widgets: BoardTheme::setCurrent() changes it and every board
// scene (and whatever else shows the side colours) follows at once.

#include "hoyito/types.h"

#include <QColor>
#include <QImage>
#include <QList>
#include <QObject>
#include <QPen>
#include <QString>

#include <array>
#include <optional>

namespace hoyito::app {

// Says that the theme in effect changed (BoardTheme::setCurrent).
class BoardThemeNotifier : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
Q_SIGNALS:
    void changed();
};

class BoardTheme {
public:
    enum class Id { Wood, Earth, Chalk, HighContrast };
    // How the ground of the board is drawn.
    enum class Ground { Wood, Earth, Concrete, Flat };
    // How a hole is drawn: carved in wood, dug in the earth, drawn in
    // chalk, or outlined for low vision.
    enum class Holes { Carved, Dug, Chalk, Outlined };
    // The mark of a side on its name plate.
    enum class Mark { Disc, Square };

    static constexpr std::array<Id, 4> kAll = {Id::Wood, Id::Earth, Id::Chalk, Id::HighContrast};

    static BoardTheme make(Id id);
    // The name kept in the settings and given on the command line: "wood",
    // "earth", "chalk", "high-contrast".
    static QString key(Id id);
    static std::optional<Id> fromKey(const QString &key);

    // The theme in effect, and the object that says when it changes.
    static const BoardTheme &current();
    static void setCurrent(Id id);
    static BoardThemeNotifier *notifier();

    Id id = Id::Wood;
    Ground ground = Ground::Wood;
    Holes holes = Holes::Carved;

    // The table around the board: a pool of light, centre to corners.
    std::array<QColor, 3> table;
    // A texture laid over the table (null: none), in device pixels.
    QImage tableTexture;

    // The board: its ground top to bottom, a texture over it (null: none;
    // tiled in scene units), its rounded corners, the groove between the
    // rows, its rim (light and dark) and its outline.
    std::array<QColor, 3> board;
    QImage boardTexture;
    qreal boardRadius = 28;
    QColor grainDark;
    QColor grainLight;
    QPen groove;
    QPen grooveLight;
    QColor edgeLight;
    QColor edgeDark;
    QPen outline;
    QColor boardShadow;

    // A hole: its lip (far side, near side), its hollow (centre, middle,
    // edge), the shade of the near wall, and its rim, one per side (South,
    // North) so that the high-contrast sides differ in line too.
    std::array<QColor, 2> lip;
    std::array<QColor, 3> hollow;
    QColor hollowShade;
    std::array<QPen, 2> rim;
    // A closed hole's lid: light, middle, dark, its line and its planks.
    std::array<QColor, 3> lid;
    QColor lidLine;
    QColor lidPlank;

    // Seeds: their colours (one is picked for each seed by its id), their
    // shadow, and the line round them.
    QList<QColor> seeds;
    QColor seedShadow;
    int seedLineDarker = 210; // QColor::darker() of the seed's colour
    QColor seedLine;          // valid: this line for every seed instead
    qreal seedLineWidth = 0.6;

    // The hole's letter (engraved: an ink and a highlight under it).
    QColor letterInk;
    QColor letterHighlight;
    qreal letterPixels = 28;
    bool letterSerif = true;
    // The letter in its side's colour instead (apart from the white count
    // beside it).
    bool letterInSideColor = false;
    // The count of seeds in a hole, on a plate.
    QColor countPlate;
    QPen countPlateLine;
    QColor countInk;
    QColor countZeroInk;
    qreal countPixels = 23;
    qreal countLongPixels = 19; // three digits
    qreal countPlateHeight = 34;

    // The sides: colour, the line of their rings and outlines, their mark.
    std::array<QColor, 2> side;
    std::array<Qt::PenStyle, 2> sideLine = {Qt::SolidLine, Qt::SolidLine};
    std::array<Mark, 2> mark = {Mark::Disc, Mark::Disc};

    // A name plate: its face (inactive, active; top and bottom), the name's
    // ink (inactive, active), the ink on a side-coloured pill.
    std::array<QColor, 2> plateTop;
    std::array<QColor, 2> plateBottom;
    std::array<QColor, 2> nameInk;
    QColor pillInk;
    qreal inactiveBorderAlpha = 70;

    // A player's tray of captured seeds: its face (top, bottom), outline,
    // hollow (top, bottom) and the hollow's rim; the count's plate.
    std::array<QColor, 2> tray;
    QPen trayLine;
    std::array<QColor, 2> trayHollow;
    QColor trayHollowRim;
    QColor trayCountPlate;
    // The count of captured seeds on that plate, in a light tint of the
    // side's colour (South, North).
    std::array<QColor, 2> pileInk;

    // The banner: its face (top, bottom), border and inks.
    std::array<QColor, 2> banner;
    QPen bannerLine;
    QColor bannerInk;
    QColor bannerDetailInk;

    // The side colour of `player`.
    QColor sideColor(hoyito::Player player) const { return side[hoyito::index(player)]; }
    QPen rimPen(hoyito::Player player) const { return rim[hoyito::index(player)]; }
};

// The WCAG contrast ratio of two opaque colours (1 to 21).
qreal contrastRatio(const QColor &a, const QColor &b);
// `over` laid on `under` (opaque) by its alpha.
QColor blend(const QColor &over, const QColor &under);

} // namespace hoyito::app
