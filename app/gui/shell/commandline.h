#pragma once

// The hoyito command line:
//   hoyito [FILE | --open FILE] [--moves LIST]    the game window
//   hoyito --screenshot PNG [--size WxH] [--variant I|II|III] [--holes N]
//          [FILE | --open FILE] [--moves LIST] [--replay TURN] [--at-ms MS]
//          [--speed slow|normal|fast|instant] [--flip]
//          [--board-theme wood|earth|chalk|high-contrast]
//          [--show new-game|rules|result|about]
// --open starts with a saved game (a finished one in replay mode); its
// variant and board win over --variant and --holes. A FILE alone is the same
// as --open FILE (what a file manager runs: the desktop entry's `hoyito %f`);
// after `--` an argument is a file name even if it starts with '-'. In the
// window, --moves are then played one by one as if clicked, at the animation
// speed of the settings (a scripted game: demos, bug reports, the crash test).
// A screenshot renders the window (or one of its dialogs) offscreen to a
// PNG and exits; there the moves are played at once, and with --at-ms the
// last one is animated and frozen MS milliseconds in. --replay TURN shows
// the game in replay mode on the position after TURN turns (with --at-ms:
// turn TURN animated). Bad arguments or a move that cannot be played: one
// line on stderr and exit code 2, before any window opens. A file that cannot
// be opened is the same for a screenshot; the window opens anyway and says
// why in a message box, as Game > Open does (a file manager shows no stderr).
// --language CODE (es, de, el, ru, gu, en, or system) goes with either: the
// program speaks that language for this run (the setting is unchanged).
// Without it the window speaks the View > Language choice (the system's
// language by default) and a screenshot is in English, always the same.

#include "config/settings.h"

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
    BoardTheme::Id boardTheme = BoardTheme::Id::Wood; // a screenshot's board
    QString open;                                     // a saved game to start with
    int replayTurn = -1;                              // screenshot: replay mode on this turn
    QString language;                                 // --language: a code, "system", or empty

    // The index of the file's name (--open's value or FILE) in the arguments.
    int openArgument = -1;
    bool openPositional = false; // the file was named as FILE, not --open FILE
    // --open as the bytes of the command line, when the name is not text in
    // the locale's encoding (not UTF-8): decoded, it names another file, so
    // the file is read through these bytes.
    QByteArray openNative;
};

// The options, or a one-line message saying what is wrong.
std::variant<CommandLine, QString> parseCommandLine(const QStringList &arguments);
QString usage();

// Sets the application's names, version and icon.
void initApplication(QApplication &app);
// Runs what the command line asks for; the process exit code.
// `nativeArguments` are the arguments as bytes (argv once QApplication took
// its own options out), so that a file name that is not UTF-8 can be opened.
int run(QApplication &app, const QList<QByteArray> &nativeArguments = {});

} // namespace hoyito::app
