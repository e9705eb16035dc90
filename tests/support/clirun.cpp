#include "clirun.h"

#include <QDeadlineTimer>
#include <QProcess>

#include <algorithm>
#include <csignal>

namespace hoyito::test {

QStringList arguments(std::initializer_list<QAnyStringView> words)
{
    QStringList list;
    for (QAnyStringView word : words)
        list.append(word.toString());
    return list;
}

namespace {

// Waits up to timeoutMs for the process to end, and takes what it printed
// (after what `run` holds already) as it comes, not only at the end.
void finish(QProcess &process, int timeoutMs, CliRun &run)
{
    const QDeadlineTimer deadline(timeoutMs);
    while (process.state() != QProcess::NotRunning && !deadline.hasExpired()) {
        process.waitForReadyRead(static_cast<int>(std::min<qint64>(deadline.remainingTime(), 50)));
        run.out += process.readAllStandardOutput();
        run.err += process.readAllStandardError();
    }
    run.finished = process.state() == QProcess::NotRunning && process.error() != QProcess::FailedToStart &&
                   process.exitStatus() == QProcess::NormalExit;
    if (run.finished)
        run.exitCode = process.exitCode();
    run.out += process.readAllStandardOutput();
    run.err += process.readAllStandardError();
}

} // namespace

CliRun runCli(const QStringList &arguments, int timeoutMs)
{
    QProcess process;
    process.start(QStringLiteral(HOYITO_CLI), arguments);
    CliRun run;
    finish(process, timeoutMs, run);
    return run;
}

InterruptedRun runCliInterrupted(const QStringList &arguments, const QRegularExpression &cue, int timeoutMs)
{
    QProcess process;
    process.start(QStringLiteral(HOYITO_CLI), arguments);
    InterruptedRun run;
    const QDeadlineTimer deadline(timeoutMs);
    while (process.state() != QProcess::NotRunning && !deadline.hasExpired()) {
        process.waitForReadyRead(50);
        run.err += process.readAllStandardError();
        if (cue.match(QString::fromUtf8(run.err)).hasMatch()) {
            run.interrupted = ::kill(static_cast<pid_t>(process.processId()), SIGINT) == 0;
            break;
        }
    }
    finish(process, static_cast<int>(std::max<qint64>(deadline.remainingTime(), 0)), run);
    return run;
}

QStringList outputLines(const QByteArray &text)
{
    QStringList list = QString::fromUtf8(text).split(QLatin1Char('\n'));
    if (!list.isEmpty() && list.last().isEmpty())
        list.removeLast();
    return list;
}

} // namespace hoyito::test
