#include "tableutil.h"

#include <QDir>
#include <QFile>
#include <QLatin1Char>
#include <QProcess>

namespace hoyito::test {

using namespace tables;

void forEachBoard(int n, int k, const std::function<void(const Board &)> &visit)
{
    Board board{};
    std::function<void(int, int)> fill = [&](int hole, int left) {
        if (hole == 2 * n - 1) {
            board[hole] = static_cast<std::uint8_t>(left);
            visit(board);
            return;
        }
        for (int s = 0; s <= left; ++s) {
            board[hole] = static_cast<std::uint8_t>(s);
            fill(hole + 1, left - s);
        }
    };
    fill(0, k);
}

Rules rulesOf(TableRules rules, int n, LastFourTaker taker)
{
    Rules r;
    r.holesPerRow = n;
    r.variant = rules == TableRules::HoyitoII ? Variant::II : Variant::III;
    r.lastFourTaker = rules == TableRules::HoyitoIIIFixed ? taker : LastFourTaker::Capturer;
    return r;
}

std::vector<std::vector<Position>> allPositions(TableRules rules, int holes, int seeds)
{
    const std::vector<LastFourTaker> takers = rules == TableRules::HoyitoIIIFixed
                                                  ? std::vector{LastFourTaker::South, LastFourTaker::North}
                                                  : std::vector{LastFourTaker::Capturer};
    std::vector<std::vector<Position>> levels(seeds + 1);
    for (int k = 1; k <= seeds; ++k)
        for (const LastFourTaker taker : takers)
            forEachBoard(holes, k, [&](const Board &board) {
                for (const Player mover : {Player::South, Player::North}) {
                    Position pos;
                    pos.rules = rulesOf(rules, holes, taker);
                    pos.seeds = board;
                    pos.toMove = mover;
                    levels[k].push_back(pos);
                }
            });
    return levels;
}

BuildReport buildTables(const QString &dir, TableRules rules, int n, int k, int threads,
                        const std::atomic<bool> *cancel, std::function<void(const BuildProgress &)> progress,
                        std::uint64_t memoryBudget, std::uint64_t parentIndexBoards)
{
    BuildOptions options;
    options.rules = rules;
    options.holesPerRow = n;
    options.maxSeeds = k;
    options.directory = dir.toStdString();
    options.threads = threads;
    options.cancel = cancel;
    options.progress = std::move(progress);
    options.progressInterval = 0;
    options.memoryBudget = memoryBudget;
    options.parentIndexBoards = parentIndexBoards;
    return tables::buildTables(options);
}

QString tablePath(const QString &dir, TableRules rules, int n, int k)
{
    return dir + QLatin1Char('/') + QString::fromStdString(tableFileName(rules, n, k));
}

bool copyLevelsBelow(const QString &full, const QString &to, TableRules rules, int n, int k)
{
    for (int j = 1; j < k; ++j) {
        QFile::remove(tablePath(to, rules, n, j));
        if (!QFile::copy(tablePath(full, rules, n, j), tablePath(to, rules, n, j)))
            return false;
    }
    return true;
}

QStringList leftInTablesFolder(const QString &dir)
{
    QStringList files = QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::System, QDir::Name);
    files.removeOne(QStringLiteral(".hoyito-build.lock"));
    return files;
}

bool overwriteFromAnotherProcess(const QString &path, const QByteArray &bytes)
{
    QProcess dd;
    dd.start(QStringLiteral("dd"),
             {QStringLiteral("of=") + path, QStringLiteral("conv=notrunc"), QStringLiteral("status=none")});
    if (!dd.waitForStarted())
        return false;
    dd.write(bytes);
    dd.closeWriteChannel();
    return dd.waitForFinished() && dd.exitStatus() == QProcess::NormalExit && dd.exitCode() == 0;
}

// dd, not truncate(1): truncate opens without waiting for a lease to break,
// and fails.
bool truncateFromAnotherProcess(const QString &path, qint64 size)
{
    return QProcess::execute(QStringLiteral("dd"), {QStringLiteral("if=/dev/null"), QStringLiteral("of=") + path,
                                                    QStringLiteral("bs=%1").arg(size), QStringLiteral("seek=1"),
                                                    QStringLiteral("count=0"), QStringLiteral("status=none")}) == 0;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

} // namespace hoyito::test
