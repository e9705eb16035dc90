#include "clirun.h"

#include <QProcess>

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

QStringList outputLines(const QByteArray &text)
{
    QStringList list = QString::fromUtf8(text).split(QLatin1Char('\n'));
    if (!list.isEmpty() && list.last().isEmpty())
        list.removeLast();
    return list;
}

} // namespace hoyito::test
