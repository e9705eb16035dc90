#include "windowrun.h"

#include <QDeadlineTimer>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>

namespace hoyito::test {

WindowRun runWindowUntil(const QString &program, const QStringList &arguments, const QStringList &expected,
                         int timeoutMs)
{
    WindowRun run;
    QTemporaryDir home;
    if (!home.isValid()) {
        run.err = QStringLiteral("no temporary folder for the program's home");
        return run;
    }
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(program, arguments);
    if (!process.waitForStarted()) {
        run.err = process.errorString();
        return run;
    }
    const auto saidAll = [&] {
        return std::all_of(expected.begin(), expected.end(),
                           [&](const QString &text) { return run.err.contains(text); });
    };
    const QDeadlineTimer deadline(timeoutMs);
    while (!saidAll() && process.state() == QProcess::Running && !deadline.hasExpired()) {
        process.waitForReadyRead(100);
        run.err += QString::fromLocal8Bit(process.readAllStandardError());
    }
    run.running = process.state() == QProcess::Running;
    process.kill();
    process.waitForFinished();
    run.err += QString::fromLocal8Bit(process.readAllStandardError());
    return run;
}

} // namespace hoyito::test
