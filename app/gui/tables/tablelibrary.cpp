#include "tables/tablelibrary.h"
#include "logging/categories.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QThread>

#include <algorithm>

namespace hoyito::app {

namespace {

// No board of these holds more seeds than this (4 a hole).
int seedsOfBoard(int holesPerRow)
{
    return 8 * holesPerRow;
}

QString tablePath(const QString &directory, tables::TableRules rules, int holesPerRow, int seeds)
{
    return QDir(directory).filePath(QString::fromStdString(tables::tableFileName(rules, holesPerRow, seeds)));
}

// What the folder holds for one rule set and board, beside what `set` took.
TableStock stockIn(const QString &directory, const tables::TableSet &set, tables::TableRules rules, int holesPerRow)
{
    TableStock stock{rules, holesPerRow, set.maxSeeds(rules, holesPerRow), 0, 0, tables::LoadError::None};
    for (int seeds = seedsOfBoard(holesPerRow); seeds >= 1; --seeds) {
        if (QFileInfo::exists(tablePath(directory, rules, holesPerRow, seeds))) {
            stock.highestFile = seeds;
            break;
        }
    }
    stock.highestFile = std::max(stock.highestFile, stock.maxSeeds);
    if (stock.highestFile > stock.maxSeeds) {
        // The set stopped below a file that is there: the first level it
        // did not take is missing or unsound, and says why.
        stock.problemSeeds = stock.maxSeeds + 1;
        tables::Table table;
        stock.problem = tables::Table::load(tablePath(directory, rules, holesPerRow, stock.problemSeeds).toStdString(),
                                            rules, holesPerRow, stock.problemSeeds, table);
        if (stock.problem == tables::LoadError::None) // sound now: written since the set was opened
            stock.problemSeeds = 0;
    }
    return stock;
}

} // namespace

struct TableLibrary::LoadResult {
    std::shared_ptr<const tables::TableSet> tables;
    std::vector<TableStock> stock;
};

TableLibrary::TableLibrary(const QString &directory, QObject *parent)
    : QObject(parent)
    , m_directory(directory)
    , m_thread(QStringLiteral("hoyito-tables"), QThread::LowPriority, WorkerThread::Jobs::Queued)
{
    qRegisterMetaType<TableBuildState>();
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &TableLibrary::retry);
    m_changeCheck.setInterval(kChangeCheckInterval);
    connect(&m_changeCheck, &QTimer::timeout, this, [this] {
        if (m_tables && m_tables->changedOnDisk() && !isLoading()) {
            qCInfo(lcTables) << "a table changed on disk: loading the folder again";
            load();
        }
    });
    m_stock.reserve(kTableRuleSets.size() * kTableBoards.size());
    for (tables::TableRules rules : kTableRuleSets)
        for (int holes : kTableBoards)
            m_stock.push_back({rules, holes, 0, 0, 0, tables::LoadError::None});
}

TableLibrary::~TableLibrary()
{
    shutdown();
}

QString TableLibrary::folderIn(const QString &dataDirectory)
{
    return QDir(dataDirectory).filePath(QStringLiteral("tablebases"));
}

const TableStock &TableLibrary::stockOf(tables::TableRules rules, int holesPerRow) const
{
    const auto found = std::find_if(m_stock.begin(), m_stock.end(), [&](const TableStock &stock) {
        return stock.rules == rules && stock.holesPerRow == holesPerRow;
    });
    Q_ASSERT(found != m_stock.end());
    return *found;
}

std::vector<TableTarget> TableLibrary::targetsUpTo(int seeds2x6, int seeds2x12) const
{
    // 2 x 6 first: the board most games are played on has its tables soonest.
    std::vector<TableTarget> targets;
    for (int holes : kTableBoards) {
        for (tables::TableRules rules : kTableRuleSets) {
            const int seeds = std::clamp(holes == 6 ? seeds2x6 : seeds2x12, 0, seedsOfBoard(holes));
            if (seeds > stockOf(rules, holes).maxSeeds)
                targets.push_back({rules, holes, seeds});
        }
    }
    return targets;
}

TableEstimate TableLibrary::estimate(const std::vector<TableTarget> &targets) const
{
    TableEstimate total;
    for (const TableTarget &target : targets) {
        const int built = stockOf(target.rules, target.holesPerRow).maxSeeds;
        if (target.maxSeeds <= built)
            continue;
        const tables::BuildEstimate all = tables::estimateBuild(target.rules, target.holesPerRow, target.maxSeeds);
        const tables::BuildEstimate done =
            built > 0 ? tables::estimateBuild(target.rules, target.holesPerRow, built) : tables::BuildEstimate{};
        total.entries += all.entries - done.entries;
        total.fileBytes += all.fileBytes - done.fileBytes;
        // One level is built at a time: the largest decides.
        total.peakMemoryBytes = std::max<quint64>(total.peakMemoryBytes, all.peakMemoryBytes);
        total.scratchBytes = std::max<quint64>(total.scratchBytes, all.scratchBytes);
    }
    total.seconds = double(total.entries) / kBuildEntriesPerSecond;
    return total;
}

void TableLibrary::load()
{
    queueLoad(true);
}

void TableLibrary::queueLoad(bool repairAfter)
{
    ++m_loadsPending;
    const QString directory = m_directory;
    m_thread.post([this, directory, repairAfter](const WorkerJob &job) {
        auto result = std::make_shared<LoadResult>();
        // Maps and checks every file: seconds for the big tables, so here;
        // a shutdown stops it before the next level (the reply of a job
        // stopped so is dropped: it went stale).
        result->tables = tables::TableSet::open(QFile::encodeName(directory).toStdString(), job.stop.get());
        for (tables::TableRules rules : kTableRuleSets)
            for (int holes : kTableBoards)
                result->stock.push_back(stockIn(directory, *result->tables, rules, holes));
        m_thread.reply(job, [this, result, repairAfter] { onLoaded(result, repairAfter); });
    });
}

void TableLibrary::onLoaded(const std::shared_ptr<LoadResult> &result, bool repairAfter)
{
    --m_loadsPending;
    m_tables = result->tables;
    m_stock = result->stock;
    m_loadedOnce = true;
    if (m_tables->empty())
        m_changeCheck.stop();
    else if (!m_changeCheck.isActive())
        m_changeCheck.start();
    std::vector<TableTarget> repairs;
    for (const TableStock &stock : m_stock) {
        qCDebug(lcTables).noquote() << QString::fromStdString(tables::tableRulesName(stock.rules)) << "2x"
                                    << stock.holesPerRow << "up to" << stock.maxSeeds;
        if (stock.damaged()) {
            qCWarning(lcTables).noquote()
                << "table" << QString::fromStdString(tables::tableRulesName(stock.rules)) << "2x" << stock.holesPerRow
                << "level" << stock.problemSeeds << QString::fromStdString(tables::describe(stock.problem));
            repairs.push_back({stock.rules, stock.holesPerRow, stock.highestFile});
        }
    }
    Q_EMIT loaded();
    if (!repairs.empty())
        Q_EMIT problemsFound();
    // A build rebuilds the unsound levels it meets. Only once for what a
    // load found (the load after a build repairs nothing): a file that
    // cannot be written is reported, and tried again only after the wait
    // of a failed background build.
    if (repairAfter && !repairs.empty() && !m_building) {
        startBuild(repairs, true);
        return;
    }
    buildEnsured();
}

void TableLibrary::ensureBuilt(int seeds2x6, int seeds2x12)
{
    m_ensure = std::pair(seeds2x6, seeds2x12);
    m_wanted = m_ensure;
    if (!m_loadedOnce && m_loadsPending == 0)
        load();
    else
        buildEnsured();
}

void TableLibrary::buildEnsured()
{
    // After the loads and builds under way, which may bring it all.
    if (!m_ensure || !m_loadedOnce || m_loadsPending > 0 || m_building)
        return;
    const std::vector<TableTarget> targets = targetsUpTo(m_ensure->first, m_ensure->second);
    m_ensure.reset();
    if (!targets.empty())
        startBuild(targets, true);
}

void TableLibrary::setRetryDelays(std::chrono::milliseconds first, std::chrono::milliseconds last)
{
    // Never no wait: a build that fails at once would be started again at once.
    m_firstRetry = std::max(first, std::chrono::milliseconds(1));
    m_lastRetry = std::max(last, m_firstRetry);
    m_nextRetry = m_firstRetry;
}

void TableLibrary::retry()
{
    // What the failed build was for: a repair the load finds again, then
    // the last ensureBuilt().
    if (m_wanted)
        m_ensure = m_wanted;
    qCInfo(lcTables) << "trying the build again";
    queueLoad(true);
}

bool TableLibrary::build(const std::vector<TableTarget> &targets)
{
    return startBuild(targets, false);
}

bool TableLibrary::startBuild(const std::vector<TableTarget> &targets, bool background)
{
    if (m_building || targets.empty())
        return false;
    m_building = true;
    m_background = background;
    m_targets = targets;
    // The work is the entries still to build: the levels finished before
    // are only checked, so a resumed build's bar and time left count what
    // it really does, evenly across rule sets and boards.
    m_work.clear();
    m_workTotal = 0;
    for (const TableTarget &target : targets) {
        const int built = stockOf(target.rules, target.holesPerRow).maxSeeds;
        TargetWork work;
        work.all = double(tables::estimateBuild(target.rules, target.holesPerRow, target.maxSeeds).entries);
        work.kept = built > 0 && built < target.maxSeeds
                        ? double(tables::estimateBuild(target.rules, target.holesPerRow, built).entries)
                        : 0;
        work.before = m_workTotal;
        m_workTotal += work.all - work.kept;
        m_work.push_back(work);
    }
    m_state = TableBuildState{targets.front(), 0, tables::BuildPhase::Loading, 0, 0, -1};
    m_elapsed.start();
    const std::string directory = QFile::encodeName(m_directory).toStdString();
    // The job's stop flag is the build's cancel flag (cancel(), shutdown()).
    const WorkerJob job = m_thread.post([this, targets, directory](const WorkerJob &job) {
        tables::BuildReport report;
        int failedIndex = 0;
        for (std::size_t i = 0; i < targets.size() && report.status == tables::BuildStatus::Finished; ++i) {
            tables::BuildOptions options;
            options.rules = targets[i].rules;
            options.holesPerRow = targets[i].holesPerRow;
            options.maxSeeds = targets[i].maxSeeds;
            options.directory = directory;
            options.threads = std::max(1, std::min(2, QThread::idealThreadCount()));
            options.cancel = job.stop.get();
            // The game's computer player and the window come first.
            options.idlePriority = true;
            const int index = int(i);
            // Called from the builder's threads, which the build joins.
            options.progress = [this, job, index](const tables::BuildProgress &progress) {
                m_thread.reply(job, [this, progress, index] { onProgress(progress, index); });
            };
            report = tables::buildTables(options);
            failedIndex = index;
            if (job.stop->load() && report.status == tables::BuildStatus::Finished && i + 1 < targets.size())
                report.status = tables::BuildStatus::Cancelled;
        }
        const QString failure = QString::fromStdString(report.message);
        const tables::BuildStatus status = report.status;
        m_thread.reply(job, [this, status, failure, failedIndex] { onBuildEnded(status, failure, failedIndex); });
    });
    m_cancel = job.stop;
    qCInfo(lcTables) << "build started:" << targets.size() << "table sets";
    Q_EMIT buildStarted();
    return true;
}

void TableLibrary::onProgress(const tables::BuildProgress &progress, int targetIndex)
{
    if (!m_building || targetIndex >= int(m_targets.size()))
        return;
    // The engine's fraction counts every level of the target, the kept ones too.
    const TargetWork &work = m_work[targetIndex];
    const double done = work.before + std::max(0.0, progress.fraction * work.all - work.kept);
    const double fraction = m_workTotal > 0 ? std::clamp(done / m_workTotal, 0.0, 1.0) : 1.0;
    m_state.target = m_targets[targetIndex];
    m_state.seeds = progress.seeds;
    m_state.phase = progress.phase;
    m_state.fraction = std::max(m_state.fraction, fraction);
    m_state.elapsedMs = m_elapsed.elapsed();
    // From the pace so far once there is some; before that, nothing.
    m_state.remainingMs = m_state.fraction >= 0.02 && m_state.elapsedMs >= 1000
                              ? qint64(double(m_state.elapsedMs) * (1 - m_state.fraction) / m_state.fraction)
                              : -1;
    Q_EMIT buildProgress(m_state);
}

void TableLibrary::onBuildEnded(tables::BuildStatus status, const QString &failure, int failedIndex)
{
    m_building = false;
    m_cancel.reset();
    m_state.elapsedMs = m_elapsed.elapsed();
    const TableBuildEnd end = status == tables::BuildStatus::Finished    ? TableBuildEnd::Finished
                              : status == tables::BuildStatus::Cancelled ? TableBuildEnd::Cancelled
                                                                         : TableBuildEnd::Failed;
    if (end == TableBuildEnd::Finished) {
        m_state.fraction = 1;
        m_state.remainingMs = 0;
        if (m_background)
            m_nextRetry = m_firstRetry;
    }
    qCInfo(lcTables).noquote() << "build ended:" << int(end) << m_state.elapsedMs << "ms" << failure;
    if (end == TableBuildEnd::Failed) {
        m_failedTarget = m_targets[std::clamp(failedIndex, 0, int(m_targets.size()) - 1)];
        // Nobody asked for this build, so nobody would ask again: a full
        // disk or another program's build of the folder may be over later.
        // Before buildEnded(), which tells the wait.
        if (m_background) {
            m_retry.start(m_nextRetry);
            m_nextRetry = std::min(m_nextRetry * 2, m_lastRetry);
            qCInfo(lcTables) << "trying again in" << m_retry.interval() << "ms";
        }
    }
    Q_EMIT buildEnded(end, m_state.elapsedMs, failure);
    // What was finished is in the folder now, a cancelled build's levels too.
    queueLoad(false);
}

void TableLibrary::cancel()
{
    m_retry.stop();
    if (m_cancel)
        m_cancel->store(true);
}

void TableLibrary::shutdown()
{
    cancel();
    m_changeCheck.stop();
    // Whatever was queued before, both ways, is void now.
    m_thread.shutdown();
    m_building = false;
    m_cancel.reset();
    m_loadsPending = 0;
}

} // namespace hoyito::app
