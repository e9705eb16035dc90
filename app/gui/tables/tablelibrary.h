#pragma once

// The endgame tables of this computer: their folder, what is in it, the
// loaded TableSet the computer's level 6 and the hint probe, and building
// more. Nothing here blocks the GUI thread: loading (which maps and checks
// every file) and building run in a worker thread of their own
// (workerthread.h), one job after another at a low priority, and their
// results come back as queued calls.
//
// Protocol:
//   load()  ─ queued: TableSet::open on the folder, then a look at the
//             files it did not take → loaded(): tables(), stock()
//             A file that is there but unsound (or a gap below files that
//             are there) is a problem: problemsFound(), and, once for what
//             a load found, a build of that rule set and board up to its
//             highest file, which rebuilds the unsound levels.
//   build(targets) ─ queued: buildTables for each target in turn with one
//             cancel flag → buildProgress() (at most five times a second),
//             buildEnded(), then a load as above.
//   A build the library started itself (ensureBuilt(), a repair) that
//             fails is tried again after a wait (a full disk freed, another
//             program's build of the folder over): buildEnded() with
//             isRetryPending(), then after retryDelay() a load and the last
//             ensureBuilt() again. The wait doubles with each failure in a
//             row, up to a most, and starts again from the first after one
//             of these builds finishes.
//   cancel() ─ sets the flag: the build ends within a fraction of a second
//             (a level being written finishes first); finished levels are
//             kept, so a later build resumes where this one stopped. A
//             retry waiting is dropped.
//   A loaded file changed on disk (copied over, rewritten, cut short):
//             the engine stops answering from it at once; a check every
//             few seconds sees it and loads the folder again, which checks
//             the new file (and repairs it if it is unsound).
//   shutdown() / destructor ─ cancel, end the thread and wait.

#include "game/workerthread.h"

#include "hoyito/tables.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>

#include <array>
#include <chrono>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace hoyito::app {

// The rule sets and boards that have tables, in the order they are shown.
inline constexpr std::array<hoyito::tables::TableRules, 3> kTableRuleSets{hoyito::tables::TableRules::HoyitoII,
                                                                          hoyito::tables::TableRules::HoyitoIIICapturer,
                                                                          hoyito::tables::TableRules::HoyitoIIIFixed};
inline constexpr std::array<int, 2> kTableBoards{6, 12};

// Built at the first start, in the background (docs/BENCHMARKS.md, "The
// built-in tables": a few seconds for 2 x 6, half a minute more for 2 x 12).
inline constexpr int kBuiltInSeeds2x6 = 12;
inline constexpr int kBuiltInSeeds2x12 = 8;

// The build rate the estimates assume: a little under what two cores reach
// alone (docs/BENCHMARKS.md, "The built-in tables": 10.8 million entries in
// about 6 s, 42 million in 29 s), since a machine is seldom idle.
inline constexpr double kBuildEntriesPerSecond = 1.0e6;

// The waits before a failed background build is tried again: the first,
// doubled after each failure in a row up to the last.
inline constexpr std::chrono::milliseconds kFirstBuildRetry = std::chrono::minutes(1);
inline constexpr std::chrono::milliseconds kLastBuildRetry = std::chrono::hours(1);

// How often the loaded tables are asked whether a file changed on disk:
// one flag a level, so nothing, but no need to be sooner than a person
// copying files notices.
inline constexpr std::chrono::milliseconds kChangeCheckInterval = std::chrono::seconds(3);

// One rule set on one board, built up to maxSeeds.
struct TableTarget {
    hoyito::tables::TableRules rules = hoyito::tables::TableRules::HoyitoII;
    int holesPerRow = 6;
    int maxSeeds = 0;
    friend bool operator==(const TableTarget &, const TableTarget &) = default;
};

// What the folder holds for one rule set and board.
struct TableStock {
    hoyito::tables::TableRules rules = hoyito::tables::TableRules::HoyitoII;
    int holesPerRow = 6;
    int maxSeeds = 0;     // levels 1..maxSeeds are loaded and sound
    int highestFile = 0;  // the highest level with a file (maxSeeds when nothing is wrong)
    int problemSeeds = 0; // the first level not loaded below highestFile (0: none)
    hoyito::tables::LoadError problem = hoyito::tables::LoadError::None;
    bool damaged() const { return problemSeeds > 0; }
};

// What a build of `targets` still has to do, beyond the levels in `stock`.
struct TableEstimate {
    quint64 entries = 0;
    quint64 fileBytes = 0;
    quint64 peakMemoryBytes = 0;
    quint64 scratchBytes = 0; // the largest level's moves kept on disk while it is built
    double seconds = 0;       // at kBuildEntriesPerSecond
    bool nothingToDo() const { return entries == 0; }
};

// A running build, as the progress bar shows it.
struct TableBuildState {
    TableTarget target; // the rule set and board being built
    int seeds = 0;      // the level under way
    hoyito::tables::BuildPhase phase = hoyito::tables::BuildPhase::Loading;
    double fraction = 0; // of the whole build, 0..1
    qint64 elapsedMs = 0;
    qint64 remainingMs = -1; // -1: not known yet
};

enum class TableBuildEnd { Finished, Cancelled, Failed };

class TableLibrary : public QObject {
    Q_OBJECT

public:
    // Tables kept in `directory` (created when a build writes there).
    explicit TableLibrary(const QString &directory, QObject *parent = nullptr);
    // shutdown().
    ~TableLibrary() override;

    // "<data folder>/tablebases": QStandardPaths::AppDataLocation for the
    // user's settings, the test's own folder for a test's.
    static QString folderIn(const QString &dataDirectory);

    QString directory() const { return m_directory; }
    // The tables loaded last (null until the first load ends; never null after).
    std::shared_ptr<const hoyito::tables::TableSet> tables() const { return m_tables; }
    bool hasLoaded() const { return m_loadedOnce; }
    // What the folder held at the last load, one per rule set and board.
    const std::vector<TableStock> &stock() const { return m_stock; }
    const TableStock &stockOf(hoyito::tables::TableRules rules, int holesPerRow) const;
    bool isLoading() const { return m_loadsPending > 0; }
    bool isBuilding() const { return m_building; }
    // A build under way that nobody asked for (ensureBuilt(), a repair).
    bool isBuildingOnItsOwn() const { return m_building && m_background; }
    // What the build under way (or the last one) builds.
    const std::vector<TableTarget> &buildTargets() const { return m_targets; }
    // The last progress of the build under way (or of the last build).
    const TableBuildState &buildState() const { return m_state; }
    // The rule set and board the last failed build stopped at.
    const TableTarget &failedTarget() const { return m_failedTarget; }
    // A failed background build waits to be tried again, after retryDelay().
    bool isRetryPending() const { return m_retry.isActive(); }
    std::chrono::milliseconds retryDelay() const { return m_retry.intervalAsDuration(); }
    // The waits before a retry (kFirstBuildRetry, kLastBuildRetry; a test's
    // are short); taken from the next failure on.
    void setRetryDelays(std::chrono::milliseconds first, std::chrono::milliseconds last);

    // Each rule set on each board up to these seeds (0: that board not at
    // all), keeping only what is not built yet.
    std::vector<TableTarget> targetsUpTo(int seeds2x6, int seeds2x12) const;
    TableEstimate estimate(const std::vector<TableTarget> &targets) const;

    // Loads the folder again (queued behind a build).
    void load();
    // Starts building `targets` (after the loads queued before); false
    // while a build runs or when there is nothing to build. Asked for, so
    // not tried again when it fails.
    bool build(const std::vector<TableTarget> &targets);
    // Once the folder is loaded (and any repair done), builds what is
    // missing of every rule set up to these seeds: at every start with the
    // built-in sizes, so a first start cut short goes on at the next. A
    // failed build is tried again (see the protocol).
    void ensureBuilt(int seeds2x6, int seeds2x12);
    void cancel();
    // cancel(), then ends the thread and waits; a later load or build
    // starts it again.
    void shutdown();

Q_SIGNALS:
    // tables() and stock() are new.
    void loaded();
    // A load found unsound files (stock() says which); a rebuild follows.
    void problemsFound();
    void buildStarted();
    void buildProgress(const hoyito::app::TableBuildState &state);
    // `failure`: the engine's reason when the build failed.
    void buildEnded(hoyito::app::TableBuildEnd end, qint64 elapsedMs, const QString &failure);

private:
    struct LoadResult;
    void queueLoad(bool repairAfter);
    void onLoaded(const std::shared_ptr<LoadResult> &result, bool repairAfter);
    void onProgress(const hoyito::tables::BuildProgress &progress, int targetIndex);
    void onBuildEnded(hoyito::tables::BuildStatus status, const QString &failure, int failedIndex);
    bool startBuild(const std::vector<TableTarget> &targets, bool background);
    void buildEnsured();
    void retry();

    QString m_directory;
    std::shared_ptr<const hoyito::tables::TableSet> m_tables;
    std::vector<TableStock> m_stock;
    bool m_loadedOnce = false;
    int m_loadsPending = 0;
    bool m_building = false;
    bool m_background = false;                   // the build under way was started here, not asked for
    std::optional<std::pair<int, int>> m_ensure; // ensureBuilt() waiting for a load: seeds on 2 x 6, 2 x 12
    std::optional<std::pair<int, int>> m_wanted; // the last ensureBuilt(), for a retry
    QTimer m_retry;                              // single shot: a failed background build's wait
    QTimer m_changeCheck;                        // asks the loaded tables whether a file changed on disk
    std::chrono::milliseconds m_firstRetry = kFirstBuildRetry;
    std::chrono::milliseconds m_lastRetry = kLastBuildRetry;
    std::chrono::milliseconds m_nextRetry = kFirstBuildRetry; // the wait after the next failure
    TableTarget m_failedTarget;
    StopFlag m_cancel;                  // the build under way: its job's stop flag
    std::vector<TableTarget> m_targets; // of the build under way
    struct TargetWork {
        double all = 0;    // the entries of every level of the target
        double kept = 0;   // of the levels finished before this build
        double before = 0; // the work of the targets before it
    };
    std::vector<TargetWork> m_work; // of the build under way, a target each
    double m_workTotal = 0;
    QElapsedTimer m_elapsed;
    TableBuildState m_state;
    WorkerThread m_thread; // last, so it ends before the rest goes
};

} // namespace hoyito::app

Q_DECLARE_METATYPE(hoyito::app::TableBuildState)
