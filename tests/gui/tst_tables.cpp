// The endgame tables in the game window: the tables dialog builds endgame
// tables into the test's own data folder (estimate first, progress to the
// end, cancel within a second, resume to the same bytes), closing the window
// mid-build neither hangs nor crashes, a damaged file is reported and
// rebuilt, the status bar names the outcome of a position in the tables,
// and follows the moves played at every animation speed, a failed background
// build is told and tried again after a growing wait, and only level 6 (and
// the hint) search with them; a table replaced on disk is loaded again, and
// a named pipe in the folder neither blocks the load nor Quit. Real widgets
// under QT_QPA_PLATFORM=offscreen; the tables are small (up to 12 seeds).

#include "tableutil.h"
#include "windowutil.h"

#include "board/animationspeed.h"
#include "config/settings.h"
#include "game/aiworker.h"
#include "game/gamecontroller.h"
#include "game/gametext.h"
#include "setup/newgamedialog.h"
#include "tables/tablelibrary.h"
#include "tables/tablesdialog.h"
#include "tables/tabletext.h"
#include "window/mainwindow.h"
#include "window/resultdialog.h"
#include "window/ruleswindow.h"

#include "hoyito/notation.h"
#include "hoyito/tables.h"

#include <QAction>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <chrono>
#include <memory>
#include <variant>

#include <sys/stat.h>

using namespace hoyito;
using namespace hoyito::app;
using namespace hoyito::test;

Q_DECLARE_METATYPE(hoyito::app::TableBuildEnd)

namespace {

// Built by the engine alone, on one thread: what the window's builds must match.
void buildDirectly(const QString &directory, tables::TableRules rules, int holes, int seeds)
{
    tables::BuildOptions options;
    options.rules = rules;
    options.holesPerRow = holes;
    options.maxSeeds = seeds;
    options.directory = QFile::encodeName(directory).toStdString();
    options.threads = 1;
    const tables::BuildReport report = tables::buildTables(options);
    QVERIFY2(report.status == tables::BuildStatus::Finished, report.message.c_str());
}

Position positionOf(const char *text)
{
    const ParsedPosition parsed = parsePosition(text);
    const Position *pos = std::get_if<Position>(&parsed);
    return pos ? *pos : Position{};
}

} // namespace

class TstTables : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void dataFolderIsTheSettingsOwn();
    void dialogShowsTheEstimateBeforeBuilding();
    void dialogBuildsSmallTables();
    void cancelStopsWithinASecondAndResumeGivesTheSameFiles();
    void closingTheDialogLeavesTheBuildInTheStatusBar();
    void closingTheWindowMidBuildDoesNotHang();
    void damagedTableIsReportedAndRebuilt();
    void aTableChangedOnDiskIsLoadedAgain();
    void aPipeInTheFolderNeitherBlocksTheLoadNorQuit();
    void builtInTablesAreBuiltUntilComplete();
    void statusLineShowsPerfectPlay();
    void perfectPlayLineFollowsTheMoves_data();
    void perfectPlayLineFollowsTheMoves();
    void failedBackgroundBuildIsToldAndTriedAgain();
    void cancelOrCloseDuringTheRetryWait();
    void onlyLevelSixSearchesWithTables();

private:
    QString tablesFolder() const { return TableLibrary::folderIn(m_settings->dataDirectory()); }
    void openWindow();
    TablesDialog *openDialog();
    // This test's tables folder with Hoyito II on 2 × 6 up to 12 seeds
    // (built once for the suite, then copied).
    void copyTablesUpTo12();
    // The tables folder's name taken by a file: every build fails at once.
    void blockTablesFolder();

    QTemporaryDir m_dir;
    std::unique_ptr<QTemporaryDir> m_tables12;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    int m_settingsFiles = 0;
};

void TstTables::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    GameText::installEnglishPlurals();
    qRegisterMetaType<TableBuildEnd>();
    QVERIFY(m_dir.isValid());
}

void TstTables::init()
{
    m_settings = instantSettings(m_dir.filePath(QStringLiteral("tables%1.ini").arg(++m_settingsFiles)));
}

void TstTables::cleanup()
{
    m_window.reset();
    m_settings.reset();
}

void TstTables::openWindow()
{
    m_window = createWindow(*m_settings);
    QVERIFY(showWindow(*m_window, Focus::Exposed));
    QTRY_VERIFY(m_window->tableLibrary()->hasLoaded());
}

void TstTables::copyTablesUpTo12()
{
    if (!m_tables12) {
        m_tables12 = std::make_unique<QTemporaryDir>();
        QVERIFY(m_tables12->isValid());
        buildDirectly(m_tables12->path(), tables::TableRules::HoyitoII, 6, 12);
    }
    const QString folder = tablesFolder();
    QVERIFY(QDir().mkpath(folder));
    for (int seeds = 1; seeds <= 12; ++seeds)
        QVERIFY(QFile::copy(tablePath(m_tables12->path(), tables::TableRules::HoyitoII, 6, seeds),
                            tablePath(folder, tables::TableRules::HoyitoII, 6, seeds)));
}

void TstTables::blockTablesFolder()
{
    QVERIFY(QDir().mkpath(m_settings->dataDirectory()));
    QFile obstacle(tablesFolder());
    QVERIFY(obstacle.open(QIODevice::WriteOnly));
    QCOMPARE(obstacle.write("not a folder"), qint64(12));
}

TablesDialog *TstTables::openDialog()
{
    auto *action = m_window->findChild<QAction *>(QStringLiteral("actionPerfectPlay"));
    if (!action)
        return nullptr;
    action->trigger();
    return m_window->tablesDialog();
}

void TstTables::dataFolderIsTheSettingsOwn()
{
    openWindow();
    QCOMPARE(m_window->tableLibrary()->directory(),
             QDir(m_settings->dataDirectory()).filePath(QStringLiteral("tablebases")));
    // The user's: the application data folder.
    Settings user;
    QCOMPARE(TableLibrary::folderIn(user.dataDirectory()),
             QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/tablebases"));
    // Nothing is built unasked in a window of its own settings.
    QVERIFY(!m_window->tableLibrary()->isBuilding());
    QVERIFY(m_window->tableLibrary()->tables()->empty());
}

void TstTables::dialogShowsTheEstimateBeforeBuilding()
{
    openWindow();
    TablesDialog *dialog = openDialog();
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    for (tables::TableRules rules : kTableRuleSets)
        for (int holes : kTableBoards)
            QCOMPARE(dialog->builtText(rules, holes), QStringLiteral("none"));
    dialog->setSeeds(20, 8);
    // The engine's estimate, summed over the three rule sets and both boards.
    quint64 entries = 0;
    quint64 bytes = 0;
    quint64 memory = 0;
    quint64 scratch = 0;
    for (tables::TableRules rules : kTableRuleSets) {
        for (int holes : kTableBoards) {
            const tables::BuildEstimate e = tables::estimateBuild(rules, holes, holes == 6 ? 20 : 8);
            entries += e.entries;
            bytes += e.fileBytes;
            memory = std::max<quint64>(memory, e.peakMemoryBytes);
            scratch = std::max<quint64>(scratch, e.scratchBytes);
        }
    }
    const TableEstimate estimate = m_window->tableLibrary()->estimate(m_window->tableLibrary()->targetsUpTo(20, 8));
    QCOMPARE(estimate.entries, entries);
    QCOMPARE(estimate.fileBytes, bytes);
    QCOMPARE(estimate.peakMemoryBytes, memory);
    QCOMPARE(estimate.seconds, double(entries) / kBuildEntriesPerSecond);
    QVERIFY2(dialog->estimateText().startsWith(TableText::estimate(estimate)), qPrintable(dialog->estimateText()));
    QVERIFY2(dialog->estimateText().contains(QStringLiteral(" min")), qPrintable(dialog->estimateText()));
    // Up to 20 seeds every level fits in the memory of a computer of 4 GB
    // or more; up to 28 the largest keep their moves on disk (over 8 GB in
    // memory), and the estimate says so.
    QCOMPARE(estimate.scratchBytes, scratch);
    QCOMPARE(dialog->estimateText().contains(QStringLiteral("While building")), scratch > 0);
    dialog->setSeeds(28, 8);
    const TableEstimate large = m_window->tableLibrary()->estimate(m_window->tableLibrary()->targetsUpTo(28, 8));
    QCOMPARE(large.scratchBytes, tables::estimateBuild(tables::TableRules::HoyitoIIIFixed, 6, 28).scratchBytes);
    QVERIFY(large.scratchBytes > 0);
    QVERIFY2(dialog->estimateText().contains(QStringLiteral("While building, up to ")),
             qPrintable(dialog->estimateText()));
    // Fewer seeds, a smaller estimate; nothing started yet.
    dialog->setSeeds(6, 0);
    QVERIFY(dialog->estimateText() != TableText::estimate(estimate));
    QVERIFY(!m_window->tableLibrary()->isBuilding());
    QVERIFY(dialog->buildButton()->isEnabled());
    QVERIFY(!dialog->cancelButton()->isEnabled());
    QVERIFY(!QFileInfo::exists(tablePath(tablesFolder(), tables::TableRules::HoyitoII, 6, 1)));
}

void TstTables::dialogBuildsSmallTables()
{
    openWindow();
    TablesDialog *dialog = openDialog();
    QVERIFY(dialog);
    dialog->setSeeds(6, 4);
    QSignalSpy ended(m_window->tableLibrary(), &TableLibrary::buildEnded);
    QSignalSpy progress(m_window->tableLibrary(), &TableLibrary::buildProgress);
    QTest::mouseClick(dialog->buildButton(), Qt::LeftButton);
    QVERIFY(m_window->tableLibrary()->isBuilding());
    QVERIFY(!dialog->buildButton()->isEnabled());
    QVERIFY(dialog->cancelButton()->isEnabled());
    QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 60000);
    QCOMPARE(ended.first().first().value<TableBuildEnd>(), TableBuildEnd::Finished);
    QVERIFY(progress.count() > 0);
    QCOMPARE(dialog->progressBar()->value(), dialog->progressBar()->maximum());
    QVERIFY2(dialog->resultText().startsWith(QStringLiteral("Built in ")), qPrintable(dialog->resultText()));
    // Loaded once built: the dialog and the computer have them.
    QTRY_COMPARE(dialog->builtText(tables::TableRules::HoyitoIIIFixed, 6), QStringLiteral("up to 6 seeds"));
    for (tables::TableRules rules : kTableRuleSets) {
        QCOMPARE(dialog->builtText(rules, 6), QStringLiteral("up to 6 seeds"));
        QCOMPARE(dialog->builtText(rules, 12), QStringLiteral("up to 4 seeds"));
        QVERIFY(QFileInfo::exists(tablePath(tablesFolder(), rules, 6, 6)));
        QCOMPARE(m_window->tableLibrary()->tables()->maxSeeds(rules, 6), 6);
    }
    QCOMPARE(m_window->controller()->aiThread()->tables(), m_window->tableLibrary()->tables());
    QVERIFY(m_window->tablesBuildText().isEmpty());
    // Built already: nothing to do for these choices.
    QCOMPARE(dialog->estimateText(), TableText::estimate({}));
    QVERIFY(!dialog->buildButton()->isEnabled());
}

void TstTables::cancelStopsWithinASecondAndResumeGivesTheSameFiles()
{
    QTemporaryDir reference;
    QVERIFY(reference.isValid());
    for (tables::TableRules rules : kTableRuleSets)
        buildDirectly(reference.path(), rules, 6, 10);

    openWindow();
    TablesDialog *dialog = openDialog();
    QVERIFY(dialog);
    dialog->setSeeds(10, 0);
    TableLibrary *library = m_window->tableLibrary();
    QSignalSpy ended(library, &TableLibrary::buildEnded);
    QTest::mouseClick(dialog->buildButton(), Qt::LeftButton);
    // Well into the first rule set, with two more to go.
    QTRY_VERIFY_WITH_TIMEOUT(library->buildState().seeds >= 8, 60000);
    QVERIFY(library->isBuilding());
    QVERIFY(dialog->progressStep().startsWith(QStringLiteral("Hoyito II on 2 × 6: ")));
    QElapsedTimer cancelled;
    cancelled.start();
    QTest::mouseClick(dialog->cancelButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!library->isBuilding(), 1000);
    QVERIFY2(cancelled.elapsed() < 1000, qPrintable(QString::number(cancelled.elapsed())));
    QCOMPARE(ended.count(), 1);
    QCOMPARE(ended.first().first().value<TableBuildEnd>(), TableBuildEnd::Cancelled);
    QVERIFY(dialog->resultText().startsWith(QStringLiteral("Cancelled after ")));
    QCOMPARE(dialog->buildButton()->text(), QStringLiteral("&Resume"));
    // The finished levels stay, and count as built.
    QTRY_VERIFY(!library->isLoading());
    const int kept = library->stockOf(tables::TableRules::HoyitoII, 6).maxSeeds;
    QVERIFY2(kept >= 7 && kept < 10, qPrintable(QString::number(kept)));
    QCOMPARE(dialog->builtText(tables::TableRules::HoyitoII, 6), QStringLiteral("up to %1 seeds").arg(kept));
    QVERIFY(!QFileInfo::exists(tablePath(tablesFolder(), tables::TableRules::HoyitoIIIFixed, 6, 1)));

    QVERIFY(dialog->buildButton()->isEnabled());
    QSignalSpy resumed(library, &TableLibrary::buildProgress);
    QTest::mouseClick(dialog->buildButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 2, 120000);
    QCOMPARE(ended.last().first().value<TableBuildEnd>(), TableBuildEnd::Finished);
    // The bar counts what the resumed build does: it only moves forward.
    double last = 0;
    for (const QList<QVariant> &arguments : std::as_const(resumed)) {
        const double fraction = arguments.first().value<TableBuildState>().fraction;
        QVERIFY(fraction >= last && fraction <= 1);
        last = fraction;
    }
    QCOMPARE(dialog->progressBar()->value(), dialog->progressBar()->maximum());
    QCOMPARE(dialog->buildButton()->text(), QStringLiteral("&Build"));
    for (tables::TableRules rules : kTableRuleSets) {
        for (int seeds = 1; seeds <= 10; ++seeds) {
            const QByteArray built = readAll(tablePath(tablesFolder(), rules, 6, seeds));
            QVERIFY(!built.isEmpty());
            QVERIFY2(built == readAll(tablePath(reference.path(), rules, 6, seeds)),
                     qPrintable(tablePath(tablesFolder(), rules, 6, seeds)));
        }
    }
}

void TstTables::closingTheDialogLeavesTheBuildInTheStatusBar()
{
    openWindow();
    TablesDialog *dialog = openDialog();
    QVERIFY(dialog);
    dialog->setSeeds(9, 0);
    QSignalSpy ended(m_window->tableLibrary(), &TableLibrary::buildEnded);
    QTest::mouseClick(dialog->buildButton(), Qt::LeftButton);
    QTRY_VERIFY(!m_window->tablesBuildText().isEmpty());
    QVERIFY2(m_window->tablesBuildText().startsWith(
                 QStringLiteral("Building the endgame tables for perfect play, once, in the background: ")),
             qPrintable(m_window->tablesBuildText()));
    // Asked for: put off in the dialog (Cancel), not from the status bar.
    QVERIFY(!m_window->findChild<QToolButton *>(QStringLiteral("tablesBuildLater"))->isVisible());
    dialog->close();
    QTRY_VERIFY(!m_window->tablesDialog());
    QVERIFY(m_window->tableLibrary()->isBuilding());
    QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 60000);
    QCOMPARE(ended.first().first().value<TableBuildEnd>(), TableBuildEnd::Finished);
    QVERIFY(m_window->tablesBuildText().isEmpty());
    // Opened again, it shows what was built.
    dialog = openDialog();
    QVERIFY(dialog);
    QTRY_COMPARE(dialog->builtText(tables::TableRules::HoyitoIIICapturer, 6), QStringLiteral("up to 9 seeds"));
}

void TstTables::closingTheWindowMidBuildDoesNotHang()
{
    openWindow();
    TablesDialog *dialog = openDialog();
    QVERIFY(dialog);
    dialog->setSeeds(14, 8);
    QTest::mouseClick(dialog->buildButton(), Qt::LeftButton);
    QTRY_VERIFY(m_window->tableLibrary()->buildState().seeds >= 3);
    QElapsedTimer closing;
    closing.start();
    QVERIFY(m_window->close());
    m_window.reset();
    QVERIFY2(closing.elapsed() < 3000, qPrintable(QString::number(closing.elapsed())));
    // Nothing is left writing: no half-written level outside its temporary name.
    const QStringList files = QDir(tablesFolder()).entryList(QDir::Files);
    for (const QString &name : files)
        if (!name.endsWith(QLatin1String(".partial")))
            QVERIFY2(name.endsWith(QLatin1String(".tb")), qPrintable(name));
    // The next window builds on from there.
    openWindow();
    QVERIFY(m_window->tableLibrary()->stockOf(tables::TableRules::HoyitoII, 6).maxSeeds >= 2);
    QVERIFY(!m_window->tableLibrary()->stockOf(tables::TableRules::HoyitoII, 6).damaged());
}

void TstTables::damagedTableIsReportedAndRebuilt()
{
    const QString folder = tablesFolder();
    QVERIFY(QDir().mkpath(folder));
    buildDirectly(folder, tables::TableRules::HoyitoII, 6, 6);
    const QString path = tablePath(folder, tables::TableRules::HoyitoII, 6, 5);
    const QByteArray sound = readAll(path);
    QVERIFY(sound.size() > 100);
    QByteArray damaged = sound;
    damaged[damaged.size() - 7] = char(damaged[damaged.size() - 7] ^ 0x01);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(file.write(damaged), damaged.size());
    }
    tables::Table table;
    const tables::LoadError error =
        tables::Table::load(QFile::encodeName(path).toStdString(), tables::TableRules::HoyitoII, 6, 5, table);
    QVERIFY(error != tables::LoadError::None);

    m_window = createWindow(*m_settings);
    QSignalSpy problems(m_window->tableLibrary(), &TableLibrary::problemsFound);
    QSignalSpy ended(m_window->tableLibrary(), &TableLibrary::buildEnded);
    QVERIFY(showWindow(*m_window, Focus::Exposed));
    QTRY_COMPARE(problems.count(), 1);
    const TableStock &stock = m_window->tableLibrary()->stockOf(tables::TableRules::HoyitoII, 6);
    QCOMPARE(stock.maxSeeds, 4);
    QCOMPARE(stock.problemSeeds, 5);
    QCOMPARE(stock.problem, error);
    // Never trusted: the computer had only the sound levels.
    QCOMPARE(m_window->tableLibrary()->tables()->maxSeeds(tables::TableRules::HoyitoII, 6), 4);
    const QString expected = QStringLiteral("Hoyito II on 2 × 6: the table of 5 seeds is not used (%1); it is rebuilt.")
                                 .arg(TableText::loadError(error));
    QCOMPARE(m_window->statusText(), expected);
    QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 60000);
    QTRY_COMPARE(m_window->tableLibrary()->stockOf(tables::TableRules::HoyitoII, 6).maxSeeds, 6);
    QVERIFY(!m_window->tableLibrary()->stockOf(tables::TableRules::HoyitoII, 6).damaged());
    QCOMPARE(readAll(path), sound);
    QCOMPARE(problems.count(), 1);
}

// A loaded level's file rewritten (by cp, another build, an editor): the
// engine stops answering from it at once, and the window loads the folder
// again, which checks the new file and repairs it if it is unsound.
void TstTables::aTableChangedOnDiskIsLoadedAgain()
{
    const QString folder = tablesFolder();
    QVERIFY(QDir().mkpath(folder));
    buildDirectly(folder, tables::TableRules::HoyitoII, 6, 6);
    const QString path = tablePath(folder, tables::TableRules::HoyitoII, 6, 6);
    const QByteArray sound = readAll(path);
    openWindow();
    TableLibrary *library = m_window->tableLibrary();
    QSignalSpy ended(library, &TableLibrary::buildEnded);
    const std::shared_ptr<const tables::TableSet> first = library->tables();
    QCOMPARE(first->maxSeeds(tables::TableRules::HoyitoII, 6), 6);

    // The same bytes written over it from another process: changed all the
    // same, as far as anyone can know.
    QVERIFY(overwriteFromAnotherProcess(path, sound));
    QVERIFY(first->changedOnDisk());
    QTRY_VERIFY_WITH_TIMEOUT(library->tables() != first, 10000);
    QTRY_VERIFY(!library->isLoading());
    QCOMPARE(library->tables()->maxSeeds(tables::TableRules::HoyitoII, 6), 6);
    QVERIFY(!library->tables()->changedOnDisk());
    QCOMPARE(ended.count(), 0);

    // Cut short: the next load finds it unsound and rebuilds it.
    const std::shared_ptr<const tables::TableSet> second = library->tables();
    QVERIFY(truncateFromAnotherProcess(path, 64));
    QVERIFY(second->changedOnDisk());
    QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 60000);
    QTRY_COMPARE(library->stockOf(tables::TableRules::HoyitoII, 6).maxSeeds, 6);
    QCOMPARE(readAll(path), sound);
}

// A named pipe at a level's name made the load wait for a writer for ever,
// and Quit with it.
void TstTables::aPipeInTheFolderNeitherBlocksTheLoadNorQuit()
{
    const QString folder = tablesFolder();
    QVERIFY(QDir().mkpath(folder));
    buildDirectly(folder, tables::TableRules::HoyitoII, 6, 6);
    const QString path = tablePath(folder, tables::TableRules::HoyitoII, 6, 3);
    QVERIFY(QFile::remove(path));
    QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0644), 0);
    m_window = createWindow(*m_settings);
    QSignalSpy problems(m_window->tableLibrary(), &TableLibrary::problemsFound);
    QVERIFY(showWindow(*m_window, Focus::Exposed));
    QTRY_COMPARE(problems.count(), 1);
    const TableStock &stock = m_window->tableLibrary()->stockOf(tables::TableRules::HoyitoII, 6);
    QCOMPARE(stock.maxSeeds, 2);
    QCOMPARE(stock.problemSeeds, 3);
    QCOMPARE(stock.problem, tables::LoadError::NotAFile);
    QVERIFY2(m_window->statusText().contains(TableText::loadError(tables::LoadError::NotAFile)),
             qPrintable(m_window->statusText()));
    QElapsedTimer closing;
    closing.start();
    QVERIFY(m_window->close());
    m_window.reset();
    QVERIFY2(closing.elapsed() < 3000, qPrintable(QString::number(closing.elapsed())));
}

void TstTables::builtInTablesAreBuiltUntilComplete()
{
    openWindow();
    TableLibrary *library = m_window->tableLibrary();
    QSignalSpy started(library, &TableLibrary::buildStarted);
    QSignalSpy ended(library, &TableLibrary::buildEnded);
    const QString folder = tablesFolder();
    QVERIFY(QDir().mkpath(folder));
    // What is built already is not built again (small sizes here: the
    // logic is the same for the built-in ones).
    for (tables::TableRules rules : kTableRuleSets)
        buildDirectly(folder, rules, 6, 3);
    library->load();
    library->ensureBuilt(3, 0);
    QTRY_VERIFY(!library->isLoading());
    QTest::qWait(50);
    QCOMPARE(started.count(), 0);
    // What is missing is: II and III-capturer have 3 seeds, III-fixed 5.
    buildDirectly(folder, tables::TableRules::HoyitoIIIFixed, 6, 5);
    library->load();
    library->ensureBuilt(5, 0);
    QTRY_COMPARE(started.count(), 1);
    const std::vector<TableTarget> some{{tables::TableRules::HoyitoII, 6, 5},
                                        {tables::TableRules::HoyitoIIICapturer, 6, 5}};
    QCOMPARE(library->buildTargets(), some);
    QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 60000);
    QTRY_COMPARE(library->stockOf(tables::TableRules::HoyitoII, 6).maxSeeds, 5);
    // The window's start: every rule set on both boards, 2 x 6 first.
    QVERIFY(QDir(folder).removeRecursively());
    library->load();
    m_window->buildBuiltInTables();
    QTRY_COMPARE(started.count(), 2);
    QVERIFY(library->isBuilding());
    std::vector<TableTarget> expected;
    for (tables::TableRules rules : kTableRuleSets)
        expected.push_back({rules, 6, kBuiltInSeeds2x6});
    for (tables::TableRules rules : kTableRuleSets)
        expected.push_back({rules, 12, kBuiltInSeeds2x12});
    QCOMPARE(library->buildTargets(), expected);
    QTRY_VERIFY(!m_window->tablesBuildText().isEmpty());
    // The status bar says what it is and why, and the player may put it off.
    auto *label = m_window->findChild<QLabel *>(QStringLiteral("tablesBuildText"));
    QVERIFY(label);
    QVERIFY2(label->toolTip().startsWith(u"With these tables the computer and the analysis play"),
             qPrintable(label->toolTip()));
    auto *later = m_window->findChild<QToolButton *>(QStringLiteral("tablesBuildLater"));
    QVERIFY(later);
    QVERIFY(later->isVisible());
    QCOMPARE(later->text(), TableText::later());
    // Its cost is docs/BENCHMARKS.md's (seconds at full speed, more on a busy test
    // machine): put off here.
    QTest::mouseClick(later, Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 2, 5000);
    QCOMPARE(ended.last().first().value<TableBuildEnd>(), TableBuildEnd::Cancelled);
    QTRY_VERIFY(m_window->tablesBuildText().isEmpty());
    QVERIFY(!later->isVisible());
    QCOMPARE(m_window->statusText(), TableText::postponed());
    // Put off means until the next start: not tried again meanwhile.
    QVERIFY(!library->isRetryPending());
    QTest::qWait(200);
    QCOMPARE(started.count(), 2);
}

void TstTables::statusLineShowsPerfectPlay()
{
    const QString folder = tablesFolder();
    QVERIFY(QDir().mkpath(folder));
    buildDirectly(folder, tables::TableRules::HoyitoII, 6, 6);
    openWindow();
    QCOMPARE(m_window->tableLibrary()->tables()->maxSeeds(tables::TableRules::HoyitoII, 6), 6);
    // The opening is far from the tables.
    GameSetup setup;
    setup.rules.variant = Variant::II;
    m_window->startGame(setup);
    QVERIFY(waitForRest(*m_window->controller()));
    QCOMPARE(m_window->perfectPlayText(), QString());
    // Six seeds left: in the tables.
    const tables::Tables direct =
        tables::Tables::open(QFile::encodeName(folder).toStdString(), tables::TableRules::HoyitoII, 6);
    const char *texts[] = {"II:6:S:1,0,2,0,0,0,0,1,0,0,2,0:20:22", "II:6:N:0,0,0,3,0,0,0,0,3,0,0,0:26:16",
                           "II:6:S:0,0,0,0,0,5,1,0,0,0,0,0:21:21"};
    int exact = 0;
    int ranges = 0;
    for (const char *text : texts) {
        const Position pos = positionOf(text);
        QCOMPARE(pos.seedsOnBoard(), 6);
        const std::optional<tables::Bounds> bounds = direct.probe(pos);
        QVERIFY(bounds);
        setup.start = pos;
        m_window->startGame(setup);
        QVERIFY(waitForRest(*m_window->controller()));
        const Player mover = pos.toMove;
        const QString name = mover == Player::South ? QStringLiteral("South") : QStringLiteral("North");
        const int has = pos.scores[index(mover)];
        const int otherHas = pos.scores[index(opponent(mover))];
        QString expected;
        if (bounds->exact()) {
            ++exact;
            const int mine = has + bounds->lower;
            const int theirs = otherHas + 6 - bounds->lower;
            const QString other = mover == Player::South ? QStringLiteral("North") : QStringLiteral("South");
            expected = mine == theirs  ? QStringLiteral("Perfect play: a draw, %1–%2").arg(mine).arg(theirs)
                       : mine > theirs ? QStringLiteral("Perfect play: %1 wins %2–%3").arg(name).arg(mine).arg(theirs)
                                       : QStringLiteral("Perfect play: %1 wins %2–%3").arg(other).arg(theirs).arg(mine);
        } else {
            ++ranges;
            expected = QStringLiteral("Perfect play: %1 gets between %2 and %3 seeds")
                           .arg(name)
                           .arg(has + bounds->lower)
                           .arg(has + bounds->upper);
        }
        QTRY_COMPARE(m_window->perfectPlayText(), expected);
    }
    QVERIFY(exact + ranges == 3);
    // Another variant's position has no tables here.
    setup.rules.variant = Variant::III;
    setup.start = positionOf("III:6:S:1,0,2,0,0,0,0,1,0,0,2,0:20:22");
    m_window->startGame(setup);
    QVERIFY(waitForRest(*m_window->controller()));
    QCOMPARE(m_window->perfectPlayText(), QString());
}

void TstTables::perfectPlayLineFollowsTheMoves_data()
{
    QTest::addColumn<int>("speed");
    QTest::newRow("normal") << int(AnimationSpeed::Normal);
    QTest::newRow("instant") << int(AnimationSpeed::Instant);
}

void TstTables::perfectPlayLineFollowsTheMoves()
{
    QFETCH(int, speed);
    copyTablesUpTo12();
    if (QTest::currentTestFailed())
        return;
    openWindow();
    m_window->setAnimationSpeed(AnimationSpeed(speed));
    QCOMPARE(m_window->tableLibrary()->tables()->maxSeeds(tables::TableRules::HoyitoII, 6), 12);
    const tables::Tables direct =
        tables::Tables::open(QFile::encodeName(tablesFolder()).toStdString(), tables::TableRules::HoyitoII, 6);
    GameController *c = m_window->controller();
    const auto expected = [&] {
        const Position &pos = c->position();
        return TableText::perfectPlay(c->setup(), pos, direct.probe(pos));
    };
    // South plays, North is the computer; its turn is held until stepped,
    // so each line is read on a board at rest before the next move.
    c->setPaused(true);
    GameSetup setup;
    setup.startFrom(positionOf("II:6:S:1,2,0,2,0,1,0,3,0,2,1,0:18:18"));
    setup.player(Player::North) = PlayerInfo::computer(QString(), 1);
    m_window->startGame(setup);
    QVERIFY(waitForRest(*c));
    QVERIFY(c->isAwaitingBoardInput());
    QVERIFY(!expected().isEmpty());
    QCOMPARE(m_window->perfectPlayText(), expected());

    // South plays a, as a player clicks it.
    QSignalSpy settled(c, &GameController::boardSettled);
    clickHole(*m_window, 0);
    QCOMPARE(c->turnCount(), 1);
    if (AnimationSpeed(speed) != AnimationSpeed::Instant) {
        // Not given away while the move is shown.
        QCOMPARE(c->state(), GameController::State::Animating);
        QCOMPARE(m_window->perfectPlayText(), QString());
    }
    QTRY_COMPARE_WITH_TIMEOUT(settled.count(), 1, 20000);
    QTRY_VERIFY(c->isTurnHeld());
    QVERIFY(!c->position().isOver());
    QVERIFY(!expected().isEmpty());
    QCOMPARE(m_window->perfectPlayText(), expected());

    // North, the computer, answers.
    QVERIFY(c->step());
    QTRY_COMPARE_WITH_TIMEOUT(settled.count(), 2, 30000);
    QTRY_VERIFY(c->isAwaitingBoardInput());
    QCOMPARE(c->turnCount(), 2);
    QVERIFY(!c->position().isOver());
    QVERIFY(!expected().isEmpty());
    QCOMPARE(m_window->perfectPlayText(), expected());
}

void TstTables::failedBackgroundBuildIsToldAndTriedAgain()
{
    blockTablesFolder();
    openWindow();
    TableLibrary *library = m_window->tableLibrary();
    library->setRetryDelays(std::chrono::milliseconds(300), std::chrono::milliseconds(600));
    QSignalSpy started(library, &TableLibrary::buildStarted);
    QSignalSpy ended(library, &TableLibrary::buildEnded);
    // The wait each build left when it ended (-1: none).
    QList<qint64> waits;
    QObject watcher;
    connect(library, &TableLibrary::buildEnded, &watcher,
            [&] { waits << (library->isRetryPending() ? qint64(library->retryDelay().count()) : -1); });
    library->ensureBuilt(4, 0);
    QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 10000);
    QCOMPARE(ended.first().first().value<TableBuildEnd>(), TableBuildEnd::Failed);
    const QString failure = ended.first().at(2).toString();
    QVERIFY(!failure.isEmpty());
    QCOMPARE(library->failedTarget(), (TableTarget{tables::TableRules::HoyitoII, 6, 4}));
    QCOMPARE(m_window->statusText(),
             QStringLiteral("Hoyito II on 2 × 6: the perfect-play tables could not be built; the game tries again "
                            "in 1 s (%1).")
                 .arg(failure));
    QCOMPARE(m_window->statusText(), TableText::buildFailed(library->failedTarget(), failure, 300));
    // Still in the way: it fails again, each wait twice the last, up to the most.
    QTRY_VERIFY_WITH_TIMEOUT(ended.count() >= 3, 10000);
    QCOMPARE(waits.mid(0, 3), (QList<qint64>{300, 600, 600}));
    QVERIFY(started.count() >= 3);

    // Out of the way, the next try builds everything asked.
    QVERIFY(QFile::remove(tablesFolder()));
    QTRY_COMPARE_WITH_TIMEOUT(ended.last().first().value<TableBuildEnd>(), TableBuildEnd::Finished, 60000);
    QCOMPARE(waits.last(), -1);
    QVERIFY(!library->isRetryPending());
    QTRY_VERIFY(!library->isLoading());
    for (tables::TableRules rules : kTableRuleSets)
        QCOMPARE(library->stockOf(rules, 6).maxSeeds, 4);
    QCOMPARE(m_window->controller()->aiThread()->tables(), library->tables());
    QVERIFY(m_window->tablesBuildText().isEmpty());
}

void TstTables::cancelOrCloseDuringTheRetryWait()
{
    blockTablesFolder();
    openWindow();
    TableLibrary *library = m_window->tableLibrary();
    QSignalSpy ended(library, &TableLibrary::buildEnded);
    library->ensureBuilt(4, 0);
    QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 10000);
    // The game's own wait: a minute.
    QVERIFY(library->isRetryPending());
    QCOMPARE(library->retryDelay(), std::chrono::milliseconds(std::chrono::minutes(1)));
    QVERIFY2(m_window->statusText().contains(QStringLiteral("; the game tries again in 1 min (")),
             qPrintable(m_window->statusText()));
    // Cancel drops the wait.
    library->cancel();
    QVERIFY(!library->isRetryPending());
    QVERIFY(!library->isBuilding());
    // Asked again, it fails again and waits twice as long; closing the
    // window then neither waits for it nor hangs.
    library->ensureBuilt(4, 0);
    QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 2, 10000);
    QVERIFY(library->isRetryPending());
    QCOMPARE(library->retryDelay(), std::chrono::milliseconds(std::chrono::minutes(2)));
    QElapsedTimer closing;
    closing.start();
    QVERIFY(m_window->close());
    QVERIFY(!library->isRetryPending());
    m_window.reset();
    QVERIFY2(closing.elapsed() < 3000, qPrintable(QString::number(closing.elapsed())));
}

void TstTables::onlyLevelSixSearchesWithTables()
{
    const QString folder = tablesFolder();
    QVERIFY(QDir().mkpath(folder));
    buildDirectly(folder, tables::TableRules::HoyitoII, 6, 6);
    openWindow();
    AiThread *ai = m_window->controller()->aiThread();
    QVERIFY(ai->tables());
    const Position pos = positionOf("II:6:S:1,0,2,0,0,0,0,1,0,0,2,0:20:22");
    QSignalSpy answers(ai, &AiThread::answered);
    SearchLimits limits;
    limits.level = kMaxLevel - 1;
    limits.nodes = 20000;
    ai->ask(1, AiPurpose::Move, pos, limits);
    limits.level = kMaxLevel;
    ai->ask(2, AiPurpose::Hint, pos, limits);
    QTRY_COMPARE_WITH_TIMEOUT(answers.count(), 2, 30000);
    const auto first = answers.at(0).first().value<AiAnswer>();
    const auto second = answers.at(1).first().value<AiAnswer>();
    QCOMPARE(first.id, quint64(1));
    QVERIFY(first.searched && second.searched);
    QVERIFY(!first.result.rootBounds);
    QVERIFY(second.result.rootBounds);
    QCOMPARE(*second.result.rootBounds, *m_window->tableLibrary()->tables()->probe(pos));
}

QTEST_MAIN(TstTables)
#include "tst_tables.moc"
