// Records on disk: only regular files are read, a path that cannot be
// read says why in words that name the cause, and neither a failed load
// nor a refused save changes anything.

#include "recordfile.h"
#include "recordtestutil.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

#include <sys/stat.h>
#include <unistd.h>

using namespace hoyito;
using namespace hoyito::app;
using namespace hoyito::test;

class TestRecordFiles : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void fileErrors()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString missing = dir.filePath(QStringLiteral("missing.hoyito"));
        LoadResult result = loadRecordFile(missing);
        QVERIFY(errorOf(result));
        QCOMPARE(errorOf(result)->kind, LoadErrorKind::Unreadable);
        QCOMPARE(errorOf(result)->text(), missing + QLatin1String(": the file does not exist"));

        result = loadRecordFile(dir.path());
        QVERIFY(errorOf(result));
        QCOMPARE(errorOf(result)->kind, LoadErrorKind::Unreadable);
        QVERIFY(errorOf(result)->message.contains(QLatin1String("folder")));

        // Too large on disk: refused from its size; and a device with no
        // size is read no further than the limit.
        const QString huge = dir.filePath(QStringLiteral("huge.hoyito"));
        QFile file(huge);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(kMaxRecordBytes + 1));
        file.close();
        result = loadRecordFile(huge);
        QVERIFY(errorOf(result));
        QCOMPARE(errorOf(result)->kind, LoadErrorKind::TooLarge);
        // Only regular files are read: a device, a named pipe (which would
        // block until someone writes to it) and a socket are refused at once.
        auto refusedFor = [](const QString &path, const QString &because) {
            const LoadResult refused = loadRecordFile(path);
            QVERIFY(errorOf(refused));
            QCOMPARE(errorOf(refused)->kind, LoadErrorKind::Unreadable);
            QVERIFY2(errorOf(refused)->text().contains(because), qPrintable(errorOf(refused)->text()));
            QVERIFY2(errorOf(refused)->text().startsWith(path), qPrintable(errorOf(refused)->text()));
        };
        if (QFileInfo::exists(QStringLiteral("/dev/zero")))
            refusedFor(QStringLiteral("/dev/zero"), QStringLiteral("a device"));
        const QString fifo = dir.filePath(QStringLiteral("pipe.hoyito"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        refusedFor(fifo, QStringLiteral("named pipe (FIFO)"));
        // A link to itself, a dangling link, a file used as a folder.
        const QString loop = dir.filePath(QStringLiteral("loop.hoyito"));
        QVERIFY(QFile::link(loop, loop));
        refusedFor(loop, QStringLiteral("too many symbolic links"));
        const QString dangling = dir.filePath(QStringLiteral("dangling.hoyito"));
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("gone.hoyito")), dangling));
        refusedFor(dangling, QStringLiteral("the file does not exist"));
        refusedFor(huge + QStringLiteral("/inside.hoyito"), QStringLiteral("a part of the path is not a folder"));
        if (::geteuid() != 0) { // root reads through any permission
            const QString locked = dir.filePath(QStringLiteral("locked"));
            QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("locked")));
            QVERIFY(QFile::copy(fixturePath("finished_ii_2x6.hoyito"), locked + QStringLiteral("/game.hoyito")));
            QVERIFY(QFile::setPermissions(locked, QFileDevice::WriteOwner));
            refusedFor(locked + QStringLiteral("/game.hoyito"), QStringLiteral("permission denied"));
            QFile::setPermissions(locked, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        }
        // An empty path says so.
        result = loadRecordFile(QString());
        QVERIFY(errorOf(result));
        QCOMPARE(errorOf(result)->text(), QStringLiteral("no file name was given"));

        // A file whose name is not UTF-8 (Qt cannot name it): read from its
        // bytes, shown with the odd byte escaped.
        const QByteArray latin1Name = QFile::encodeName(dir.path()) + QByteArray("/caf\xe9\n.hoyito");
        QVERIFY(QFile::copy(fixturePath("finished_ii_2x6.hoyito"), dir.filePath(QStringLiteral("copy.hoyito"))));
        QCOMPARE(::rename(QFile::encodeName(dir.filePath(QStringLiteral("copy.hoyito"))).constData(),
                          latin1Name.constData()),
                 0);
        QVERIFY(std::holds_alternative<LoadedGame>(loadRecordFileNative(latin1Name)));
        QCOMPARE(shownText(latin1Name), dir.path() + QStringLiteral("/caf\\xe9\\n.hoyito"));
        QVERIFY(errorOf(loadRecordFileNative(latin1Name + "x")));
        QCOMPARE(errorOf(loadRecordFileNative(latin1Name + "x"))->file,
                 dir.path() + QStringLiteral("/caf\\xe9\\n.hoyitox"));
    }

    // Loading never touches anything: a failed open leaves the game the
    // caller holds, and the file, exactly as they were.
    void failureChangesNothing()
    {
        QTemporaryDir dir;
        LoadResult current = loadRecordFile(fixturePath("in_progress_iii_2x6.hoyito"));
        QVERIFY(std::holds_alternative<LoadedGame>(current));
        const std::vector<Position> positions = std::get<LoadedGame>(current).game.positions();
        const GameRecord record = std::get<LoadedGame>(current).record;

        const QString bad = dir.filePath(QStringLiteral("bad.hoyito"));
        const QByteArray badBytes =
            withValue(fixtureObject("finished_ii_2x6.hoyito"), QStringLiteral("moves[5]"), QStringLiteral("q"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(badBytes);
        file.close();

        // The GUI's pattern: replace the current game only on success.
        LoadResult attempt = loadRecordFile(bad);
        QVERIFY(errorOf(attempt));
        if (std::holds_alternative<LoadedGame>(attempt))
            current = std::move(attempt);
        QCOMPARE(std::get<LoadedGame>(current).game.positions(), positions);
        QCOMPARE(std::get<LoadedGame>(current).record, record);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), badBytes);
    }

    void saveRefusesInvalidRecords()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.hoyito"));
        const GameRecord good = std::get<LoadedGame>(loadRecordFile(fixturePath("finished_ii_2x6.hoyito"))).record;
        QString error;
        QVERIFY2(saveRecordFile(path, good, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray before = file.readAll();
        file.close();

        GameRecord bad = good;
        bad.moves[2] = QStringLiteral("z");
        QVERIFY(!saveRecordFile(path, bad, &error));
        QVERIFY2(error.contains(QLatin1String("move 3 (z)")), qPrintable(error));
        bad = good;
        bad.result->winner = bad.result->winner == Winner::South ? Winner::North : Winner::South;
        QVERIFY(!saveRecordFile(path, bad, &error));
        QVERIFY2(error.contains(QLatin1String("the file says")), qPrintable(error));
        bad = good;
        bad.player(Player::North).level = 9;
        QVERIFY(!saveRecordFile(path, bad, &error));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("game.hoyito")});

        // A folder that does not exist: an error, nothing written.
        const QString nowhere = dir.filePath(QStringLiteral("no/such/folder/game.hoyito"));
        QVERIFY(!saveRecordFile(nowhere, good, &error));
        QVERIFY2(error.startsWith(nowhere + QLatin1String(": cannot write")), qPrintable(error));
        QVERIFY(!QFileInfo::exists(nowhere));
    }
};

QTEST_GUILESS_MAIN(TestRecordFiles)
#include "tst_record_files.moc"
