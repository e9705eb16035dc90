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

CliRun runCli(const QStringList &arguments, int timeoutMs)
{
    QProcess process;
    process.start(QStringLiteral(HOYITO_CLI), arguments);
    CliRun run;
    run.finished = process.waitForFinished(timeoutMs) && process.exitStatus() == QProcess::NormalExit;
    if (run.finished)
        run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

InterruptedRun runCliInterrupted(const QStringList &arguments, const QRegularExpression &cue, int timeoutMs)
{
    QProcess process;
    process.start(QStringLiteral(HOYITO_CLI), arguments);
    InterruptedRun run;
    const QDeadlineTimer deadline(timeoutMs);
    QByteArray err;
    while (process.state() != QProcess::NotRunning && !deadline.hasExpired()) {
        process.waitForReadyRead(50);
        err += process.readAllStandardError();
        if (cue.match(QString::fromUtf8(err)).hasMatch()) {
            run.interrupted = ::kill(static_cast<pid_t>(process.processId()), SIGINT) == 0;
            break;
        }
    }
    run.finished = process.waitForFinished(static_cast<int>(std::max<qint64>(deadline.remainingTime(), 0))) &&
                   process.exitStatus() == QProcess::NormalExit;
    if (run.finished)
        run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = err + process.readAllStandardError();
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
