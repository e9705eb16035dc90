// hoyito-render-icons SVG_DIR PNG_DIR: renders the application icon's SVG
// sources (resources/icons) to the committed PNG sizes (resources/icons/png).
// Run it after changing an SVG; tst_desktop fails while the PNGs are stale.

#include "iconrender.h"

#include <QDir>
#include <QGuiApplication>

#include <cstdio>

int main(int argc, char **argv)
{
    // No window is ever shown: do not need a display.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 3) {
        std::fputs("usage: hoyito-render-icons SVG_DIR PNG_DIR\n", stderr);
        return 2;
    }
    const QDir svgDir(args[1]);
    QDir pngDir(args[2]);
    if (!pngDir.mkpath(QStringLiteral("."))) {
        std::fprintf(stderr, "hoyito-render-icons: cannot create %s\n", qPrintable(args[2]));
        return 1;
    }
    for (int size : hoyito::app::kIconSizes) {
        const QString svg = svgDir.filePath(hoyito::app::iconSourceName(size));
        const QImage image = hoyito::app::renderSvgIcon(svg, size);
        const QString png = pngDir.filePath(hoyito::app::iconPngName(size));
        if (image.isNull()) {
            std::fprintf(stderr, "hoyito-render-icons: cannot read %s\n", qPrintable(svg));
            return 1;
        }
        if (!image.save(png, "PNG")) {
            std::fprintf(stderr, "hoyito-render-icons: cannot write %s\n", qPrintable(png));
            return 1;
        }
        std::printf("%s\n", qPrintable(png));
    }
    return 0;
}
