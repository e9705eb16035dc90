#pragma once

// Another program the tests need (a validator, dpkg, cpack), run under
// QProcess with its output and errors in one text.

#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace hoyito::test {

// What a run gave back: `output` holds stdout and stderr, or why the
// program could not run.
struct ToolRun {
    bool ran = false; // started and exited by itself, in time
    int exitCode = -1;
    QString output;
};

struct ToolOptions {
    QString workingDirectory; // empty: the test's own
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    int timeoutMs = 120000; // then the program is killed
};

// Runs `program` (a path, or a name looked up on PATH) with `arguments`.
ToolRun runTool(const QString &program, const QStringList &arguments, const ToolOptions &options = {});

} // namespace hoyito::test
