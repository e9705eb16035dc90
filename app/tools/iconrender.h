#pragma once

// How the PNG application icons are made from the SVG sources: shared by
// the hoyito-render-icons tool that writes them and the test that checks
// the committed PNGs are still renders of the current SVGs.

#include <QImage>
#include <QPainter>
#include <QString>
#include <QSvgRenderer>

#include <array>

namespace hoyito::app {

// The sizes installed under share/icons/hicolor/SIZExSIZE/apps.
inline constexpr std::array<int, 8> kIconSizes{16, 22, 24, 32, 48, 64, 128, 256};

// Small sizes come from a simpler drawing made on their own pixel grid:
// the full board's seeds and grain would blur into mud there.
inline QString iconSourceName(int size)
{
    return size <= 24 ? QStringLiteral("hoyito-small.svg") : QStringLiteral("hoyito.svg");
}

inline QString iconPngName(int size)
{
    return QStringLiteral("hoyito-%1.png").arg(size);
}

// The SVG drawn on a transparent square of `size` pixels; null if the file
// cannot be read.
inline QImage renderSvgIcon(const QString &svgFile, int size)
{
    QSvgRenderer renderer(svgFile);
    if (!renderer.isValid())
        return {};
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    renderer.render(&painter, QRectF(0, 0, size, size));
    painter.end();
    return image.convertToFormat(QImage::Format_ARGB32);
}

} // namespace hoyito::app
