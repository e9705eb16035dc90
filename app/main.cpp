// hoyito: the game window. Everything lives in the hoyito_app library.

#include "shell/commandline.h"

#include <QApplication>
#include <QIcon>

#include <variant>

int main(int argc, char **argv)
{
    // What opens no window needs no display: --help, --version, a bad
    // argument's message and --screenshot (rendered offscreen anyway) work
    // on a machine without one, e.g. a build server. QT_QPA_PLATFORM, when
    // set, still decides.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    const auto parsed = hoyito::app::parseCommandLine(arguments);
    const auto *commandLine = std::get_if<hoyito::app::CommandLine>(&parsed);
    const bool opensWindow =
        commandLine && !commandLine->help && !commandLine->version && commandLine->screenshot.isEmpty();
    if (!opensWindow && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    QApplication app(argc, argv);
    // What is left of argv once Qt took its options out, as bytes: a file
    // name that is not UTF-8 cannot survive decoding.
    QList<QByteArray> nativeArguments;
    for (int i = 0; i < argc; ++i)
        nativeArguments << QByteArray(argv[i]);
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
    return hoyito::app::run(app, nativeArguments);
}
