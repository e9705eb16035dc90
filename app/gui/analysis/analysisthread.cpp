#include "analysis/analysisthread.h"

namespace hoyito::app {

AnalysisThread::AnalysisThread(QObject *parent)
    : QObject(parent)
    , m_thread(QStringLiteral("hoyito-analysis"), QThread::InheritPriority, WorkerThread::Jobs::NewestOnly)
{
}

AnalysisThread::~AnalysisThread()
{
    shutdown();
}

void AnalysisThread::publish(const AnalysisUpdate &update)
{
    const std::lock_guard lock(m_mutex);
    m_latest = update;
}

void AnalysisThread::run(quint64 id, const hoyito::Position &position, const Tables &tables, const WorkerJob &job)
{
    // Jobs queue up behind one being stopped; only the newest is worth it.
    if (job.stop->load())
        return;
    m_searching = true;
    m_analyser.setTables(tables);
    AnalysisUpdate update;
    update.id = id;
    update.position = position;
    publish(update);
    update.result = m_analyser.analyse(position, {}, job.stop.get(), [&](const hoyito::AnalysisResult &step, bool) {
        // Between depths: the last depth's values, the nodes so far.
        ++update.sequence;
        update.result = step;
        publish(update);
    });
    ++update.sequence;
    update.finished = true;
    publish(update);
    m_searching = false;
    m_thread.reply(job, [this, id] { Q_EMIT jobEnded(id); });
}

void AnalysisThread::analyse(quint64 id, const hoyito::Position &position, Tables tables)
{
    // Stops the job before (Jobs::NewestOnly): it still writes its last
    // update, under its own id, but its jobEnded is dropped.
    m_thread.post(
        [this, id, position, tables = std::move(tables)](const WorkerJob &job) { run(id, position, tables, job); });
}

void AnalysisThread::stop()
{
    m_thread.stop();
}

void AnalysisThread::shutdown()
{
    m_thread.shutdown();
}

std::optional<AnalysisUpdate> AnalysisThread::latest() const
{
    const std::lock_guard lock(m_mutex);
    return m_latest;
}

} // namespace hoyito::app
