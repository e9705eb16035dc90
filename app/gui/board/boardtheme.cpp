#include "board/boardtheme.h"

#include <QPainter>
#include <QRandomGenerator>

#include <algorithm>
#include <cmath>
#include <vector>

namespace hoyito::app {

namespace {

// Tileable value noise: a grid of random values `cells` wide, wrapped,
// smoothly interpolated; in [0, 1].
class ValueNoise {
public:
    ValueNoise(int cells, QRandomGenerator &rng)
        : m_cells(cells)
        , m_values(std::size_t(cells * cells))
    {
        for (double &v : m_values)
            v = rng.generateDouble();
    }

    // At (u, v) in [0, 1) of the tile.
    double at(double u, double v) const
    {
        const double x = u * m_cells;
        const double y = v * m_cells;
        const int x0 = int(std::floor(x));
        const int y0 = int(std::floor(y));
        const double fx = smooth(x - x0);
        const double fy = smooth(y - y0);
        const double a = value(x0, y0) + (value(x0 + 1, y0) - value(x0, y0)) * fx;
        const double b = value(x0, y0 + 1) + (value(x0 + 1, y0 + 1) - value(x0, y0 + 1)) * fx;
        return a + (b - a) * fy;
    }

private:
    static double smooth(double t) { return t * t * (3 - 2 * t); }
    double value(int x, int y) const
    {
        x = ((x % m_cells) + m_cells) % m_cells;
        y = ((y % m_cells) + m_cells) % m_cells;
        return m_values[std::size_t(y) * std::size_t(m_cells) + std::size_t(x)];
    }

    int m_cells;
    std::vector<double> m_values;
};

// A square tile of noise, transparent where the noise is neutral: darker
// than `dark` where it is low, lighter towards `light` where it is high.
// Coarse mottling, a finer layer and a grain per pixel, then `specks` small
// dots of either colour; the same on every run (a fixed seed).
QImage noiseTile(int size, quint32 seed, const QColor &dark, const QColor &light, double mottle, double grain,
                 int specks, double speckRadius)
{
    QRandomGenerator rng(seed);
    const ValueNoise coarse(4, rng);
    const ValueNoise middle(16, rng);
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    for (int y = 0; y < size; ++y) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(y));
        for (int x = 0; x < size; ++x) {
            const double u = double(x) / size;
            const double v = double(y) / size;
            double n = mottle * (0.65 * (coarse.at(u, v) - 0.5) + 0.35 * (middle.at(u, v) - 0.5)) * 2;
            n += grain * (rng.generateDouble() - 0.5) * 2;
            n = std::clamp(n, -1.0, 1.0);
            const QColor &tone = n < 0 ? dark : light;
            const int alpha = int(std::abs(n) * tone.alpha());
            line[x] = qPremultiply(qRgba(tone.red(), tone.green(), tone.blue(), alpha));
        }
    }
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    for (int i = 0; i < specks; ++i) {
        const QPointF at(rng.generateDouble() * size, rng.generateDouble() * size);
        const qreal r = speckRadius * (0.4 + rng.generateDouble());
        QColor c = rng.bounded(2) ? dark : light;
        c.setAlpha(std::min(255, int(c.alpha() * (0.6 + 0.6 * rng.generateDouble()))));
        p.setBrush(c);
        // Drawn in the tile and its neighbours' places, so it tiles.
        for (int dx : {-size, 0, size})
            for (int dy : {-size, 0, size})
                p.drawEllipse(at + QPointF(dx, dy), r, r * (0.6 + 0.4 * rng.generateDouble()));
    }
    return image;
}

QPen pen(const QColor &color, qreal width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen p(color, width, style);
    p.setCapStyle(Qt::RoundCap);
    return p;
}

BoardTheme wood()
{
    BoardTheme t;
    t.id = BoardTheme::Id::Wood;
    t.ground = BoardTheme::Ground::Wood;
    t.holes = BoardTheme::Holes::Carved;
    t.table = {QColor(0x5a, 0x36, 0x22), QColor(0x3a, 0x22, 0x15), QColor(0x1e, 0x11, 0x0a)};
    t.board = {QColor(0xc2, 0x7c, 0x40), QColor(0xae, 0x69, 0x33), QColor(0x93, 0x55, 0x27)};
    t.boardRadius = 28;
    t.grainDark = QColor(0x5a, 0x2e, 0x10);
    t.grainLight = QColor(0xf0, 0xc0, 0x80);
    t.groove = QPen(QColor(0x4a, 0x26, 0x0e, 120), 3);
    t.grooveLight = QPen(QColor(0xff, 0xd9, 0xa0, 60), 1.5);
    t.edgeLight = QColor(0xff, 0xdc, 0xa8, 170);
    t.edgeDark = QColor(0x3a, 0x1c, 0x08, 200);
    t.outline = QPen(QColor(0x3a, 0x1c, 0x08), 1.2);
    t.boardShadow = QColor(0, 0, 0, 14);
    t.lip = {QColor(0x5c, 0x30, 0x12, 200), QColor(0xff, 0xd2, 0x98, 170)};
    t.hollow = {QColor(0x70, 0x45, 0x22), QColor(0x4e, 0x2d, 0x14), QColor(0x2c, 0x17, 0x09)};
    t.hollowShade = QColor(0, 0, 0, 120);
    t.rim = {QPen(Qt::NoPen), QPen(Qt::NoPen)};
    t.lid = {QColor(0x7a, 0x4a, 0x24), QColor(0x5a, 0x33, 0x16), QColor(0x36, 0x1c, 0x0a)};
    t.lidLine = QColor(0x24, 0x10, 0x04);
    t.lidPlank = QColor(0x1e, 0x0c, 0x02, 190);
    // Seeds of the Caribbean games are pebbles and dried seeds: ivory,
    // sand, greys and browns.
    t.seeds = {QColor(0xe9, 0xdf, 0xc8), QColor(0xcf, 0xbc, 0x9b), QColor(0xa2, 0x93, 0x80), QColor(0x78, 0x64, 0x50),
               QColor(0xbd, 0x92, 0x62), QColor(0x93, 0x9c, 0x8d), QColor(0xdc, 0xc9, 0xa6), QColor(0x8d, 0x6e, 0x52)};
    t.seedShadow = QColor(20, 8, 0, 110);
    t.letterInk = QColor(0x4a, 0x24, 0x0c, 215);
    t.letterHighlight = QColor(0xff, 0xdc, 0xa8, 120);
    t.countPlate = QColor(0x2a, 0x16, 0x08, 215);
    t.countPlateLine = QPen(QColor(0xff, 0xe0, 0xb0, 90), 1.2);
    t.countInk = QColor(0xff, 0xf4, 0xe0);
    t.countZeroInk = QColor(0xc8, 0xa8, 0x88);
    // A light amber and a deeper blue: they differ in hue for every kind of
    // colour blindness and in lightness too, so they stay apart in greyscale.
    t.side = {QColor(0xff, 0xba, 0x4a), QColor(0x2f, 0x7f, 0xe0)};
    t.plateTop = {QColor(0x3e, 0x26, 0x14), QColor(0x5a, 0x38, 0x1c)};
    t.plateBottom = {QColor(0x2e, 0x1b, 0x0d), QColor(0x42, 0x28, 0x12)};
    t.nameInk = {QColor(0xd8, 0xc4, 0xa8), QColor(0xff, 0xf2, 0xdc)};
    t.pillInk = QColor(0x2a, 0x16, 0x08);
    t.tray = {QColor(0xb8, 0x74, 0x3c), QColor(0x8c, 0x50, 0x24)};
    t.trayLine = QPen(QColor(0x3a, 0x1c, 0x08), 1.2);
    t.trayHollow = {QColor(0x3a, 0x20, 0x0e), QColor(0x5e, 0x38, 0x1a)};
    t.trayHollowRim = QColor(0xff, 0xd0, 0x98, 90);
    t.trayCountPlate = QColor(0x2a, 0x16, 0x08, 215);
    t.pileInk = {QColor(0xff, 0xc4, 0x5e), QColor(0x7a, 0xb4, 0xff)};
    t.banner = {QColor(0x3c, 0x22, 0x10, 240), QColor(0x24, 0x13, 0x07, 240)};
    t.bannerLine = QPen(QColor(0xf4, 0xc8, 0x7a), 2.5);
    t.bannerInk = QColor(0xff, 0xe8, 0xc0);
    t.bannerDetailInk = QColor(0xe8, 0xd0, 0xb0);
    return t;
}

// Holes dug in reddish-brown soil: the ground speckled with grit and
// crumbs, the holes dark hollows with a soft shadow inside, the seeds
// pebbles and dried seeds.
BoardTheme earth()
{
    BoardTheme t = wood();
    t.id = BoardTheme::Id::Earth;
    t.ground = BoardTheme::Ground::Earth;
    t.holes = BoardTheme::Holes::Dug;
    t.table = {QColor(0x3e, 0x36, 0x26), QColor(0x2a, 0x24, 0x19), QColor(0x14, 0x11, 0x0b)};
    t.tableTexture =
        noiseTile(256, 0x5011, QColor(0x0a, 0x08, 0x04, 90), QColor(0x8a, 0x7a, 0x50, 40), 0.5, 0.35, 500, 1.3);
    t.board = {QColor(0x9e, 0x58, 0x38), QColor(0x8c, 0x4a, 0x2e), QColor(0x76, 0x3d, 0x25)};
    t.boardTexture =
        noiseTile(256, 0xea27, QColor(0x3a, 0x16, 0x08, 120), QColor(0xd8, 0x9c, 0x6c, 110), 0.55, 0.3, 900, 1.6);
    t.boardRadius = 60;
    t.groove = pen(QColor(0x4a, 0x1e, 0x0e, 110), 3);
    t.grooveLight = pen(QColor(0xd8, 0x96, 0x66, 55), 1.5);
    t.edgeLight = QColor(0, 0, 0, 0);
    t.edgeDark = QColor(0, 0, 0, 0);
    t.outline = QPen(Qt::NoPen);
    t.boardShadow = QColor(0, 0, 0, 0);
    // The wall of the hollow, in shade on the far side; loose soil thrown
    // up round the near side catches the light.
    t.lip = {QColor(0x2e, 0x12, 0x06, 170), QColor(0xc0, 0x7c, 0x52, 130)};
    t.hollow = {QColor(0x52, 0x2c, 0x18), QColor(0x40, 0x20, 0x10), QColor(0x24, 0x10, 0x08)};
    t.hollowShade = QColor(0x10, 0x04, 0x00, 150);
    // A flat stone laid over the hollow.
    t.lid = {QColor(0x9a, 0x92, 0x84), QColor(0x78, 0x70, 0x64), QColor(0x50, 0x4a, 0x42)};
    t.lidLine = QColor(0x2a, 0x24, 0x1e);
    t.lidPlank = QColor(0x2a, 0x24, 0x1e, 120);
    // Dried seeds (tan, ochre, dark brown) and river pebbles (greys, pale).
    t.seeds = {QColor(0xc9, 0xa3, 0x6a), QColor(0x8f, 0x8a, 0x80), QColor(0x5c, 0x3f, 0x2a), QColor(0xd8, 0xcc, 0xb0),
               QColor(0xa8, 0x74, 0x3e), QColor(0x6e, 0x6a, 0x62), QColor(0xb8, 0x95, 0x64), QColor(0x7a, 0x5a, 0x3a)};
    t.seedShadow = QColor(20, 6, 0, 140);
    t.letterInk = QColor(0x3a, 0x16, 0x06, 225);
    t.letterHighlight = QColor(0xe8, 0xa8, 0x78, 110);
    t.countPlate = QColor(0x2a, 0x14, 0x0a, 225);
    t.countPlateLine = QPen(QColor(0xf0, 0xc0, 0x90, 90), 1.2);
    t.countInk = QColor(0xff, 0xf0, 0xdc);
    t.countZeroInk = QColor(0xcf, 0xae, 0x92);
    t.plateTop = {QColor(0x3a, 0x24, 0x16), QColor(0x54, 0x32, 0x1c)};
    t.plateBottom = {QColor(0x2a, 0x1a, 0x10), QColor(0x3e, 0x24, 0x14)};
    t.nameInk = {QColor(0xd8, 0xc0, 0xa4), QColor(0xff, 0xf0, 0xdc)};
    t.tray = {QColor(0x8e, 0x4e, 0x30), QColor(0x6c, 0x36, 0x20)};
    t.trayLine = QPen(QColor(0x3a, 0x18, 0x0a), 1.2);
    t.trayHollow = {QColor(0x2e, 0x16, 0x0a), QColor(0x4a, 0x26, 0x14)};
    t.trayHollowRim = QColor(0xe0, 0xa0, 0x70, 80);
    t.trayCountPlate = QColor(0x2a, 0x14, 0x0a, 225);
    t.banner = {QColor(0x3a, 0x20, 0x14, 240), QColor(0x22, 0x12, 0x0a, 240)};
    t.bannerLine = QPen(QColor(0xe8, 0xb0, 0x70), 2.5);
    t.bannerInk = QColor(0xff, 0xe8, 0xc8);
    t.bannerDetailInk = QColor(0xe8, 0xd0, 0xb4);
    return t;
}

// Holes drawn in chalk on concrete: a grey slab with fine grit and pits,
// the holes and the groove rough chalk strokes, the seeds light stones.
BoardTheme chalk()
{
    BoardTheme t = wood();
    t.id = BoardTheme::Id::Chalk;
    t.ground = BoardTheme::Ground::Concrete;
    t.holes = BoardTheme::Holes::Chalk;
    t.table = {QColor(0x4a, 0x4c, 0x4e), QColor(0x36, 0x38, 0x3a), QColor(0x1c, 0x1e, 0x20)};
    t.tableTexture =
        noiseTile(256, 0xa59a, QColor(0x00, 0x00, 0x00, 90), QColor(0xb0, 0xb0, 0xb0, 40), 0.3, 0.5, 700, 1.0);
    t.board = {QColor(0x8e, 0x8d, 0x88), QColor(0x84, 0x83, 0x7e), QColor(0x76, 0x75, 0x70)};
    t.boardTexture =
        noiseTile(256, 0xc0c7, QColor(0x30, 0x30, 0x2c, 110), QColor(0xd8, 0xd6, 0xd0, 90), 0.35, 0.45, 600, 1.2);
    t.boardRadius = 10;
    // Chalk: white, a little transparent where it did not take.
    t.groove = pen(QColor(0xf4, 0xf2, 0xec, 190), 3);
    t.grooveLight = QPen(Qt::NoPen);
    t.edgeLight = QColor(0xff, 0xff, 0xff, 70);
    t.edgeDark = QColor(0x1a, 0x1a, 0x18, 110);
    t.outline = QPen(QColor(0x3c, 0x3c, 0x38), 1.2);
    t.boardShadow = QColor(0, 0, 0, 18);
    t.lip = {QColor(0, 0, 0, 0), QColor(0, 0, 0, 0)};
    // Inside a circle the chalk dust the stroke left.
    t.hollow = {QColor(0xff, 0xff, 0xff, 14), QColor(0xff, 0xff, 0xff, 22), QColor(0xff, 0xff, 0xff, 34)};
    t.hollowShade = QColor(0, 0, 0, 0);
    t.rim = {pen(QColor(0xf6, 0xf4, 0xee, 225), 3.2), pen(QColor(0xf6, 0xf4, 0xee, 225), 3.2)};
    // A closed hole is chalked over with a cross.
    t.lid = {QColor(0x6e, 0x6d, 0x68), QColor(0x66, 0x65, 0x60), QColor(0x5c, 0x5b, 0x56)};
    t.lidLine = QColor(0xf6, 0xf4, 0xee, 200);
    t.lidPlank = QColor(0xf6, 0xf4, 0xee, 200);
    t.seeds = {QColor(0xec, 0xe8, 0xde), QColor(0xd8, 0xd2, 0xc4), QColor(0xf4, 0xf1, 0xea), QColor(0xcc, 0xc6, 0xb8),
               QColor(0xe0, 0xda, 0xcc), QColor(0xc4, 0xc0, 0xb6), QColor(0xe8, 0xdc, 0xc4), QColor(0xd0, 0xcc, 0xc4)};
    t.seedShadow = QColor(0, 0, 0, 100);
    t.seedLine = QColor(0x4a, 0x48, 0x44);
    t.seedLineWidth = 0.8;
    t.letterInk = QColor(0xf6, 0xf4, 0xee, 225);
    t.letterHighlight = QColor(0, 0, 0, 0);
    t.letterSerif = false;
    t.countPlate = QColor(0x2a, 0x2e, 0x32, 230);
    t.countPlateLine = QPen(QColor(0xf0, 0xf0, 0xea, 110), 1.2);
    t.countInk = QColor(0xff, 0xff, 0xff);
    t.countZeroInk = QColor(0xb8, 0xbc, 0xc0);
    t.plateTop = {QColor(0x34, 0x38, 0x3c), QColor(0x46, 0x4c, 0x52)};
    t.plateBottom = {QColor(0x26, 0x29, 0x2c), QColor(0x34, 0x38, 0x3c)};
    t.nameInk = {QColor(0xc8, 0xcc, 0xd0), QColor(0xff, 0xff, 0xff)};
    t.pillInk = QColor(0x1e, 0x20, 0x22);
    t.tray = {QColor(0x7e, 0x7d, 0x78), QColor(0x6a, 0x69, 0x64)};
    t.trayLine = QPen(QColor(0x30, 0x30, 0x2c), 1.2);
    t.trayHollow = {QColor(0x4a, 0x4a, 0x47), QColor(0x5c, 0x5c, 0x58)};
    t.trayHollowRim = QColor(0xf6, 0xf4, 0xee, 150);
    t.trayCountPlate = QColor(0x2a, 0x2e, 0x32, 230);
    t.banner = {QColor(0x2c, 0x30, 0x34, 242), QColor(0x1e, 0x21, 0x24, 242)};
    t.bannerLine = QPen(QColor(0xf0, 0xf0, 0xea), 2.5);
    t.bannerInk = QColor(0xff, 0xff, 0xff);
    t.bannerDetailInk = QColor(0xdc, 0xdc, 0xdc);
    return t;
}

// For low vision: near black, bright outlines, large numbers; the sides in
// Okabe and Ito's orange and sky blue, which stay apart for every kind of
// colour blindness, and apart in line and mark as well.
BoardTheme highContrast()
{
    BoardTheme t = wood();
    t.id = BoardTheme::Id::HighContrast;
    t.ground = BoardTheme::Ground::Flat;
    t.holes = BoardTheme::Holes::Outlined;
    const QColor black(0x00, 0x00, 0x00);
    const QColor ground(0x0e, 0x0e, 0x0e);
    const QColor white(0xff, 0xff, 0xff);
    t.table = {black, black, black};
    t.board = {ground, ground, ground};
    t.boardRadius = 14;
    t.groove = QPen(QColor(0xff, 0xff, 0xff, 200), 2);
    t.grooveLight = QPen(Qt::NoPen);
    t.edgeLight = QColor(0, 0, 0, 0);
    t.edgeDark = QColor(0, 0, 0, 0);
    t.outline = QPen(white, 3);
    t.boardShadow = QColor(0, 0, 0, 0);
    t.lip = {QColor(0, 0, 0, 0), QColor(0, 0, 0, 0)};
    t.hollow = {black, black, black};
    t.hollowShade = QColor(0, 0, 0, 0);
    t.side = {QColor(0xe6, 0x9f, 0x00), QColor(0x56, 0xb4, 0xe9)};
    t.sideLine = {Qt::SolidLine, Qt::DashLine};
    t.mark = {BoardTheme::Mark::Disc, BoardTheme::Mark::Square};
    QPen south(t.side[0], 4);
    QPen north(t.side[1], 4);
    north.setDashPattern({2.2, 1.4});
    t.rim = {south, north};
    t.lid = {QColor(0x30, 0x30, 0x30), QColor(0x26, 0x26, 0x26), QColor(0x1c, 0x1c, 0x1c)};
    t.lidLine = white;
    t.lidPlank = white;
    t.seeds = {QColor(0xf4, 0xf4, 0xf4), QColor(0xe4, 0xe4, 0xe4), QColor(0xff, 0xff, 0xff), QColor(0xd6, 0xd6, 0xd6)};
    t.seedShadow = QColor(0, 0, 0, 0);
    t.seedLine = black;
    t.seedLineWidth = 1.4;
    t.letterInk = white;
    t.letterHighlight = QColor(0, 0, 0, 0);
    t.letterPixels = 32;
    t.letterSerif = false;
    t.letterInSideColor = true;
    t.countPlate = QColor(0x30, 0x30, 0x30);
    t.countPlateLine = QPen(Qt::NoPen);
    t.countInk = white;
    t.countZeroInk = QColor(0xc8, 0xc8, 0xc8);
    t.countPixels = 32;
    t.countLongPixels = 25;
    t.countPlateHeight = 40;
    t.plateTop = {QColor(0x10, 0x10, 0x10), QColor(0x1c, 0x1c, 0x1c)};
    t.plateBottom = {QColor(0x10, 0x10, 0x10), QColor(0x1c, 0x1c, 0x1c)};
    t.nameInk = {QColor(0xe0, 0xe0, 0xe0), white};
    t.pillInk = black;
    t.inactiveBorderAlpha = 255;
    t.tray = {ground, ground};
    t.trayLine = QPen(white, 2);
    t.trayHollow = {black, black};
    t.trayHollowRim = QColor(0xff, 0xff, 0xff, 170);
    t.trayCountPlate = black;
    t.pileInk = t.side;
    t.banner = {QColor(0, 0, 0, 245), QColor(0, 0, 0, 245)};
    t.bannerLine = QPen(white, 3);
    t.bannerInk = white;
    t.bannerDetailInk = QColor(0xe8, 0xe8, 0xe8);
    return t;
}

BoardTheme &currentTheme()
{
    static BoardTheme theme = BoardTheme::make(BoardTheme::Id::Wood);
    return theme;
}

} // namespace

BoardTheme BoardTheme::make(Id id)
{
    // The textures are made once, the first time a theme is asked for.
    static const BoardTheme themes[] = {wood(), earth(), chalk(), highContrast()};
    return themes[int(id)];
}

QString BoardTheme::key(Id id)
{
    switch (id) {
    case Id::Wood: return QStringLiteral("wood");
    case Id::Earth: return QStringLiteral("earth");
    case Id::Chalk: return QStringLiteral("chalk");
    case Id::HighContrast: return QStringLiteral("high-contrast");
    }
    return QStringLiteral("wood");
}

std::optional<BoardTheme::Id> BoardTheme::fromKey(const QString &key)
{
    for (Id id : kAll)
        if (BoardTheme::key(id) == key)
            return id;
    return std::nullopt;
}

const BoardTheme &BoardTheme::current()
{
    return currentTheme();
}

void BoardTheme::setCurrent(Id id)
{
    if (currentTheme().id == id)
        return;
    currentTheme() = make(id);
    Q_EMIT notifier()->changed();
}

BoardThemeNotifier *BoardTheme::notifier()
{
    static BoardThemeNotifier *notifier = new BoardThemeNotifier;
    return notifier;
}

namespace {

double linear(int channel)
{
    const double c = channel / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(const QColor &c)
{
    return 0.2126 * linear(c.red()) + 0.7152 * linear(c.green()) + 0.0722 * linear(c.blue());
}

} // namespace

qreal contrastRatio(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor blend(const QColor &over, const QColor &under)
{
    const double a = over.alphaF();
    return QColor::fromRgbF(float(over.redF() * a + under.redF() * (1 - a)),
                            float(over.greenF() * a + under.greenF() * (1 - a)),
                            float(over.blueF() * a + under.blueF() * (1 - a)));
}

} // namespace hoyito::app
