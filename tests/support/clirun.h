#pragma once

// hoyito-cli run as a user runs it: the binary of this build under QProcess.

#include <QAnyStringView>
#include <QByteArray>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <initializer_list>

namespace hoyito::test {

// What a run of hoyito-cli gave back.
struct CliRun {
    bool finished = false; // exited by itself, in time
    int exitCode = -1;     // -1 unless finished
    QByteArray out;
    QByteArray err;

    QString outText() const { return QString::fromUtf8(out); }
    QString errText() const { return QString::fromUtf8(err); }
};

// hoyito-cli's arguments, from literals and QStrings alike.
QStringList arguments(std::initializer_list<QAnyStringView> words);

// Runs hoyito-cli with `arguments` and waits up to `timeoutMs` for it.
CliRun runCli(const QStringList &arguments, int timeoutMs = 120000);

// Runs hoyito-cli with `arguments`, interrupts it (SIGINT, as Ctrl-C does)
// as soon as its standard error matches `cue`, and waits up to `timeoutMs`
// for it to end. interrupted says whether the cue came while it ran.
struct InterruptedRun : CliRun {
    bool interrupted = false;
};
InterruptedRun runCliInterrupted(const QStringList &arguments, const QRegularExpression &cue, int timeoutMs = 120000);

// The lines of a program's output; the final newline makes no empty line.
QStringList outputLines(const QByteArray &text);

} // namespace hoyito::test
