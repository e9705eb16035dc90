#pragma once

// The game program run with its window open, as a file manager or a
// desktop starts it: offscreen, with settings and data folders of its own,
// watched on stderr until it has said what a test waits for, then killed.

#include <QString>
#include <QStringList>

namespace hoyito::test {

struct WindowRun {
    bool running = false; // still running once every expected text came (or the time ran out)
    QString err;          // its stderr until then
};

// Runs `program` with `arguments` under QT_QPA_PLATFORM=offscreen, with HOME,
// XDG_CONFIG_HOME and XDG_DATA_HOME in a new temporary folder, until its
// stderr holds every one of `expected`, it exits, or `timeoutMs` pass; then
// kills it.
WindowRun runWindowUntil(const QString &program, const QStringList &arguments, const QStringList &expected,
                         int timeoutMs = 30000);

} // namespace hoyito::test
