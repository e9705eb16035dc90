#pragma once

// The hoyito command line:
//   hoyito                       the game window
//   hoyito --screenshot FILE [--size WxH] [--variant I|II|III] [--holes N]
//          [--moves LIST] [--at-ms MS] [--speed slow|normal|fast|instant]
//          [--flip] [--show new-game|rules|result|about]
// A screenshot renders the window (or one of its dialogs) offscreen to a
// PNG and exits. With --at-ms the last move of LIST is animated and frozen
// MS milliseconds in. Bad arguments: one line on stderr and exit code 2.

#include "settings.h"

#include "hoyito/types.h"

#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>
#include <variant>

class QApplication;

namespace hoyito::app {

struct CommandLine {
    bool help = false;
    bool version = false;
    QString screenshot; // empty: run the game window
    QSize size{1280, 800};
    hoyito::Variant variant = hoyito::Variant::II;
    int holesPerRow = 6;
    QStringList moves;
    int atMs = -1;
    AnimationSpeed speed = AnimationSpeed::Normal;
    bool flip = false;
    QString show;
};

// The options, or a one-line message saying what is wrong.
std::variant<CommandLine, QString> parseCommandLine(const QStringList &arguments);
QString usage();

// Sets the application's names, version and icon.
void initApplication(QApplication &app);
// Runs what the command line asks for; the process exit code.
int run(QApplication &app);

} // namespace hoyito::app
