#include "toolrun.h"

#include <QProcess>
#include <QStandardPaths>

namespace hoyito::test {

ToolRun runTool(const QString &program, const QStringList &arguments, const ToolOptions &options)
{
    ToolRun run;
    const QString path = program.isEmpty() ? QString() : QStandardPaths::findExecutable(program);
    if (path.isEmpty()) {
        run.output = QStringLiteral("%1 is not installed (scripts/lib.sh lists its package)").arg(program);
        return run;
    }
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.setProcessEnvironment(options.environment);
    if (!options.workingDirectory.isEmpty())
        process.setWorkingDirectory(options.workingDirectory);
    process.start(path, arguments);
    if (!process.waitForFinished(options.timeoutMs)) {
        process.kill();
        process.waitForFinished();
        run.output = QStringLiteral("%1 did not finish").arg(program);
        return run;
    }
    run.ran = process.exitStatus() == QProcess::NormalExit;
    run.exitCode = process.exitCode();
    run.output = QString::fromUtf8(process.readAll());
    return run;
}

} // namespace hoyito::test
