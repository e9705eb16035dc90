// The tables' folder trusts nothing: special files where a table should be,
// links at the names a build creates, two builds at once, and files changed
// on disk while their tables are loaded.

#include "tableutil.h"

#include "hoyito/notation.h"
#include "hoyito/tables.h"
#include "tables/table_memory.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <condition_variable>
#include <mutex>
#include <thread>

#include <sys/stat.h>
#include <unistd.h>

using namespace hoyito;
using namespace hoyito::tables;
using namespace hoyito::test;

namespace {

constexpr TableRules kRules = TableRules::HoyitoII;
constexpr int kHoles = 4;
constexpr int kSeeds = 8;

// Sets a holding policy for the life of a test, and puts the default back.
class HoldingPolicyScope {
public:
    explicit HoldingPolicyScope(const detail::HoldingPolicy &policy) { detail::setHoldingPolicy(policy); }
    ~HoldingPolicyScope() { detail::setHoldingPolicy({}); }
    HoldingPolicyScope(const HoldingPolicyScope &) = delete;
    HoldingPolicyScope &operator=(const HoldingPolicyScope &) = delete;
};

// A position of the top level whose entry lies past the file's first page,
// so that cutting the file to its header takes that entry's page away.
Position positionPastFirstPage(const Tables &tables)
{
    const int seeds = tables.maxSeeds();
    const std::uint64_t boards = boardCount(kHoles, seeds);
    const std::uint64_t rank = boards - 1;
    std::uint8_t board[kMaxHoles] = {};
    boardUnrank(rank, kHoles, seeds, board);
    Position pos = std::get<Position>(parsePosition("II:4:S:1,1,1,1,1,1,1,1:10:14"));
    for (int h = 0; h < 2 * kHoles; ++h)
        pos.seeds[static_cast<std::size_t>(h)] = board[h];
    pos.scores = {10, static_cast<short>(8 * kHoles - 10 - seeds)};
    return pos;
}

} // namespace

class TestTableFolder : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void specialFilesAreRefusedAtOnce_data();
    void specialFilesAreRefusedAtOnce();
    void buildsNeverFollowLinksAtTheirNames();
    void aSecondBuildOfTheFolderIsRefused();
    void aLoadedTableNeverServesAChangedFile_data();
    void aLoadedTableNeverServesAChangedFile();
    void aBuildWhoseLockIsRemovedStops();
    void openingStopsWhenCancelled();
    void aMovedFromTableIsEmpty();
    void aLevelChangedDuringABuildFailsIt();
    void oversizedBuildsAreRefused();
};

void TestTableFolder::specialFilesAreRefusedAtOnce_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("expected");
    QTest::newRow("named pipe") << QStringLiteral("fifo") << static_cast<int>(LoadError::NotAFile);
    QTest::newRow("folder") << QStringLiteral("folder") << static_cast<int>(LoadError::NotAFile);
    QTest::newRow("link to a device") << QStringLiteral("device") << static_cast<int>(LoadError::NotAFile);
    QTest::newRow("dangling link") << QStringLiteral("dangling") << static_cast<int>(LoadError::Missing);
}

// A named pipe made a reader wait for a writer for ever; every special file
// is now refused before a byte is read, and a build replaces it.
void TestTableFolder::specialFilesAreRefusedAtOnce()
{
    QFETCH(QString, kind);
    QFETCH(int, expected);
    // On 2x6, which the sets of tables of the game and hoyito-cli cover.
    constexpr int holes = 6;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QCOMPARE(buildTables(dir.path(), kRules, holes, 6).status, BuildStatus::Finished);
    const QString level3 = tablePath(dir.path(), kRules, holes, 3);
    QVERIFY(QFile::remove(level3));
    const QByteArray name = QFile::encodeName(level3);
    if (kind == QLatin1String("fifo"))
        QCOMPARE(::mkfifo(name.constData(), 0644), 0);
    else if (kind == QLatin1String("folder"))
        QVERIFY(QDir().mkdir(level3));
    else if (kind == QLatin1String("device"))
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), level3));
    else
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("nothing-here")), level3));

    Table table;
    QCOMPARE(static_cast<int>(Table::load(level3.toStdString(), kRules, holes, 3, table)), expected);
    QVERIFY(!table.isLoaded());
    Tables::LevelProblem problem;
    const Tables tables = Tables::open(dir.path().toStdString(), kRules, holes, &problem);
    QCOMPARE(tables.maxSeeds(), 2);
    QCOMPARE(problem.seeds, static_cast<LoadError>(expected) == LoadError::Missing ? 0 : 3);
    QCOMPARE(TableSet::open(dir.path().toStdString())->maxSeeds(kRules, holes), 2);

    const BuildReport rebuilt = buildTables(dir.path(), kRules, holes, 6);
    if (kind == QLatin1String("folder")) {
        // A folder is not removed: the build says where it cannot write.
        QCOMPARE(rebuilt.status, BuildStatus::Failed);
        QVERIFY2(QString::fromStdString(rebuilt.message).contains(level3), rebuilt.message.c_str());
        return;
    }
    QCOMPARE(rebuilt.status, BuildStatus::Finished);
    QVERIFY(!QFileInfo(level3).isSymLink());
    QCOMPARE(Tables::open(dir.path().toStdString(), kRules, holes).maxSeeds(), 6);
}

// Someone who can write the folder first may leave links at the names a
// build creates; the build must never write through them.
void TestTableFolder::buildsNeverFollowLinksAtTheirNames()
{
    QTemporaryDir dir;
    QTemporaryDir elsewhere;
    QVERIFY(dir.isValid() && elsewhere.isValid());
    const QString victim = elsewhere.filePath(QStringLiteral("victim"));
    const QByteArray victimBytes("not to be overwritten\n");
    QVERIFY(writeAll(victim, victimBytes));

    const QString level5 = tablePath(dir.path(), kRules, kHoles, 5);
    const QString level6 = tablePath(dir.path(), kRules, kHoles, 6);
    QVERIFY(QFile::link(victim, level5 + QStringLiteral(".partial")));
    const QString scratch5 =
        dir.filePath(QLatin1Char('.') + QFileInfo(level5).fileName() + QStringLiteral(".children"));
    QVERIFY(QFile::link(victim, scratch5));
    QCOMPARE(::mkfifo(QFile::encodeName(level6 + QStringLiteral(".partial")).constData(), 0644), 0);

    // A budget of one byte: every level's moves go to a scratch file.
    const BuildReport report = buildTables(dir.path(), kRules, kHoles, 6, 2, nullptr, {}, 1);
    QCOMPARE(report.status, BuildStatus::Finished);
    QVERIFY(report.levels[4].scratchBytes > 0);
    QCOMPARE(readAll(victim), victimBytes);
    for (const QString &level : {level5, level6}) {
        QVERIFY(!QFileInfo(level).isSymLink());
        QVERIFY(QFileInfo(level).isFile());
        QVERIFY(!QFileInfo::exists(level + QStringLiteral(".partial")));
    }
    QCOMPARE(Tables::open(dir.path().toStdString(), kRules, kHoles).maxSeeds(), 6);
}

// Two builds into one folder collided: the second one is refused at once.
void TestTableFolder::aSecondBuildOfTheFolderIsRefused()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    std::mutex mutex;
    std::condition_variable changed;
    bool firstStarted = false;
    bool secondDone = false;
    BuildReport first;
    std::thread firstBuild([&] {
        first = buildTables(dir.path(), kRules, kHoles, kSeeds, 1, nullptr, [&](const BuildProgress &) {
            std::unique_lock lock(mutex);
            firstStarted = true;
            changed.notify_all();
            changed.wait(lock, [&] { return secondDone; });
        });
    });
    BuildReport second;
    {
        std::unique_lock lock(mutex);
        changed.wait(lock, [&] { return firstStarted; });
    }
    second = buildTables(dir.path(), kRules, kHoles, kSeeds);
    {
        const std::lock_guard lock(mutex);
        secondDone = true;
        changed.notify_all();
    }
    firstBuild.join();
    QCOMPARE(first.status, BuildStatus::Finished);
    QCOMPARE(second.status, BuildStatus::Failed);
    QVERIFY2(second.message.find("another build is writing the tables in") != std::string::npos,
             second.message.c_str());
    const BuildReport third = buildTables(dir.path(), kRules, kHoles, kSeeds);
    QCOMPARE(third.status, BuildStatus::Finished);
    for (const LevelStats &level : third.levels)
        QVERIFY(level.loaded);
}

void TestTableFolder::aLoadedTableNeverServesAChangedFile_data()
{
    QTest::addColumn<bool>("leases");
    QTest::addColumn<qulonglong>("largestCopy");
    QTest::addColumn<int>("kind");
    QTest::addColumn<bool>("truncate");
    QTest::addColumn<bool>("servesTheCheckedValue");
    using Kind = detail::TableMemory::Kind;
    // Leased: a writer waits until the table is dropped.
    QTest::newRow("leased, truncated") << true << qulonglong(0) << int(Kind::Leased) << true << false;
    QTest::newRow("leased, rewritten in place") << true << qulonglong(0) << int(Kind::Leased) << false << false;
    // Copied: the file is no longer read at all.
    QTest::newRow("copied, truncated") << false << qulonglong(1) << int(Kind::Copied) << true << true;
    QTest::newRow("copied, rewritten in place") << false << qulonglong(1) << int(Kind::Copied) << false << true;
    // Mapped without a lease: a page cut away reads as nothing, not a
    // crash (SIGBUS). A rewrite in place is the one change it cannot see.
    QTest::newRow("mapped, truncated") << false << qulonglong(0) << int(Kind::Mapped) << true << false;
}

void TestTableFolder::aLoadedTableNeverServesAChangedFile()
{
    QFETCH(bool, leases);
    QFETCH(qulonglong, largestCopy);
    QFETCH(int, kind);
    QFETCH(bool, truncate);
    QFETCH(bool, servesTheCheckedValue);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QCOMPARE(buildTables(dir.path(), kRules, kHoles, kSeeds).status, BuildStatus::Finished);
    const QString top = tablePath(dir.path(), kRules, kHoles, kSeeds);
    const QByteArray original = readAll(top);
    QVERIFY(original.size() > 2 * 4096);

    // (A largest copy of 1 means every file: larger than any of the test's.)
    const HoldingPolicyScope policy({leases, largestCopy == 1 ? std::uint64_t(1) << 30 : largestCopy});
    const Tables tables = Tables::open(dir.path().toStdString(), kRules, kHoles);
    QCOMPARE(tables.maxSeeds(), kSeeds);
    const detail::TableMemory *memory = tables.level(kSeeds).memory();
    QVERIFY(memory);
    if (leases && memory->kind() != detail::TableMemory::Kind::Leased)
        QSKIP("this file system or kernel gives no leases (fs.leases-enable, NFS)");
    QCOMPARE(int(memory->kind()), kind);
    const Position pos = positionPastFirstPage(tables);
    const auto checked = tables.probe(pos);
    QVERIFY(checked);

    // The writer is held only until the table is dropped, at once; not for
    // the kernel's lease-break time (45 s by default).
    QElapsedTimer writing;
    writing.start();
    if (truncate) {
        QVERIFY(truncateFromAnotherProcess(top, 64));
    } else {
        // Every entry the same valid pair (0, 8), unlike the checked ones:
        // served, it would be a value no check ever saw.
        QByteArray rewritten = original;
        for (qsizetype i = 64; i + 1 < rewritten.size(); i += 2) {
            rewritten[i] = 0;
            rewritten[i + 1] = kSeeds;
        }
        QVERIFY(rewritten != original);
        QVERIFY(overwriteFromAnotherProcess(top, rewritten));
    }
    QVERIFY2(writing.elapsed() < 10000, qPrintable(QString::number(writing.elapsed())));
    const auto after = tables.probe(pos);
    if (servesTheCheckedValue) {
        QVERIFY(after);
        QCOMPARE(*after, *checked);
        QVERIFY(!tables.changedOnDisk());
    } else {
        QVERIFY(!after);
        QVERIFY(tables.level(kSeeds).changed());
        QVERIFY(tables.changedOnDisk());
    }
    // The levels below are untouched.
    QVERIFY(!tables.level(kSeeds - 1).changed());
}

// Removing the lock file lets a second build in: the first stops before it
// writes another level, so the two never write one level at once.
void TestTableFolder::aBuildWhoseLockIsRemovedStops()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString lock = dir.filePath(QStringLiteral(".hoyito-build.lock"));
    bool removed = false;
    const BuildReport report = buildTables(dir.path(), kRules, kHoles, kSeeds, 2, nullptr, [&](const BuildProgress &p) {
        if (!removed && p.seeds == 5)
            removed = QFile::remove(lock);
    });
    QVERIFY(removed);
    QCOMPARE(report.status, BuildStatus::Failed);
    QVERIFY2(report.message.find("was removed or replaced") != std::string::npos, report.message.c_str());
    QCOMPARE(report.levels.size(), std::size_t(4));
    QVERIFY(!QFileInfo::exists(tablePath(dir.path(), kRules, kHoles, 5)));
    QCOMPARE(buildTables(dir.path(), kRules, kHoles, kSeeds).status, BuildStatus::Finished);
}

// Opening the tables stops before the next level once asked (the game's
// shutdown does, rather than wait for every level to be checked).
void TestTableFolder::openingStopsWhenCancelled()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QCOMPARE(buildTables(dir.path(), kRules, 6, 6).status, BuildStatus::Finished);
    std::atomic<bool> cancel{true};
    QVERIFY(TableSet::open(dir.path().toStdString(), &cancel)->empty());
    QCOMPARE(Tables::open(dir.path().toStdString(), kRules, 6, nullptr, &cancel).maxSeeds(), 0);
    cancel = false;
    QCOMPARE(TableSet::open(dir.path().toStdString(), &cancel)->maxSeeds(kRules, 6), 6);
}

// A table moved from is empty: it must not read the memory it gave away.
void TestTableFolder::aMovedFromTableIsEmpty()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QCOMPARE(buildTables(dir.path(), kRules, kHoles, 4).status, BuildStatus::Finished);
    Table first;
    QCOMPARE(Table::load(tablePath(dir.path(), kRules, kHoles, 4).toStdString(), kRules, kHoles, 4, first),
             LoadError::None);
    const std::uint64_t size = first.size();
    Table second(std::move(first));
    QVERIFY(second.isLoaded());
    QCOMPARE(second.size(), size);
    QVERIFY(!first.isLoaded()); // NOLINT(bugprone-use-after-move): what is left is the point
    QCOMPARE(first.size(), std::uint64_t(0));
    QVERIFY(!first.changed());
    QVERIFY(!first.memory());
    Table third;
    third = std::move(second);
    QCOMPARE(third.size(), size);
    QVERIFY(!second.isLoaded()); // NOLINT(bugprone-use-after-move)
}

// A level read while another is built from it must not change under it.
void TestTableFolder::aLevelChangedDuringABuildFailsIt()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QCOMPARE(buildTables(dir.path(), kRules, kHoles, kSeeds - 1).status, BuildStatus::Finished);
    // The top level's captures of four read level kSeeds - 4.
    const QString read = tablePath(dir.path(), kRules, kHoles, kSeeds - 4);
    const QByteArray bytes = readAll(read);
    bool rewritten = false;
    const BuildReport report = buildTables(dir.path(), kRules, kHoles, kSeeds, 2, nullptr, [&](const BuildProgress &p) {
        if (!rewritten && p.seeds == kSeeds && p.phase == BuildPhase::Moves)
            rewritten = overwriteFromAnotherProcess(read, bytes);
    });
    QVERIFY(rewritten);
    QCOMPARE(report.status, BuildStatus::Failed);
    QVERIFY2(report.message.find("changed on disk") != std::string::npos, report.message.c_str());
    QVERIFY(!QFileInfo::exists(tablePath(dir.path(), kRules, kHoles, kSeeds)));
    // The same bytes, so the next build goes on from them.
    const BuildReport again = buildTables(dir.path(), kRules, kHoles, kSeeds);
    QCOMPARE(again.status, BuildStatus::Finished);
    QVERIFY(!again.levels.back().loaded);
}

// The sizes of 2x12 levels from 51 seeds on do not fit 64 bits; a build of
// them, and any level above what the builder numbers, is refused at once.
void TestTableFolder::oversizedBuildsAreRefused()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QCOMPARE(maxTableSeeds(6), 31);
    QCOMPARE(maxTableSeeds(12), 13);
    QCOMPARE(boardCount(12, 96), std::numeric_limits<std::uint64_t>::max());
    QCOMPARE(tableFileSize(TableRules::HoyitoIIIFixed, 12, 96), std::numeric_limits<std::uint64_t>::max());
    const BuildEstimate estimate = estimateBuild(TableRules::HoyitoII, 12, 96);
    QCOMPARE(estimate.entries, estimateBuild(TableRules::HoyitoII, 12, 13).entries);
    QVERIFY(estimate.entries < std::numeric_limits<std::uint64_t>::max() / 2);
    for (const int seeds : {14, 51, 96}) {
        const BuildReport report = buildTables(dir.path(), TableRules::HoyitoII, 12, seeds);
        QCOMPARE(report.status, BuildStatus::Failed);
        QVERIFY2(report.message.find("hold 1 to 13 seeds") != std::string::npos, report.message.c_str());
        QVERIFY(report.levels.empty());
    }
    QVERIFY(QDir(dir.path()).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot));
}

QTEST_GUILESS_MAIN(TestTableFolder)
#include "tst_tablefolder.moc"
