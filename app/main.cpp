// hoyito: the game window. Everything lives in the hoyito_app library.

#include "commandline.h"

#include <QApplication>
#include <QIcon>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    hoyito::app::initApplication(app);
    // The installed desktop entry's name: desktops match the window to it
    // (its icon and name), e.g. the Wayland app id.
    QGuiApplication::setDesktopFileName(QStringLiteral(HOYITO_APP_ID));
    // The icon as drawn for each size: the small ones are a simpler board,
    // not the big one shrunk (resources/icons).
    QIcon icon;
    for (int size : {16, 22, 24, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/png/hoyito-%1.png").arg(size), QSize(size, size));
    app.setWindowIcon(icon);
    return hoyito::app::run(app);
}
