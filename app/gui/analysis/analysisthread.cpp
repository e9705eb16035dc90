#include "analysisthread.h"

#include <QMetaObject>

namespace hoyito::app {

AnalysisWorker::AnalysisWorker(std::shared_ptr<AnalysisThread::Shared> shared)
    : m_shared(std::move(shared))
{
}

void AnalysisWorker::publish(const AnalysisUpdate &update)
{
    const std::lock_guard lock(m_shared->mutex);
    m_shared->latest = update;
}

void AnalysisWorker::run(quint64 id, const hoyito::Position &position, const std::shared_ptr<std::atomic_bool> &stop)
{
    // Jobs queue up behind one being stopped; only the newest is worth it.
    if (stop->load())
        return;
    m_shared->searching = true;
    AnalysisUpdate update;
    update.id = id;
    update.position = position;
    publish(update);
    update.result = m_analyser.analyse(position, {}, stop.get(), [&](const hoyito::AnalysisResult &step, bool) {
        // Between depths: the last depth's values, the nodes so far.
        ++update.sequence;
        update.result = step;
        publish(update);
    });
    ++update.sequence;
    update.finished = true;
    publish(update);
    m_shared->searching = false;
    Q_EMIT ended(id);
}

AnalysisThread::AnalysisThread(QObject *parent)
    : QObject(parent)
    , m_shared(std::make_shared<Shared>())
{
    m_worker = new AnalysisWorker(m_shared);
    m_thread.setObjectName(QStringLiteral("hoyito-analysis"));
    m_worker->moveToThread(&m_thread);
    connect(m_worker, &AnalysisWorker::ended, this, &AnalysisThread::jobEnded, Qt::QueuedConnection);
}

AnalysisThread::~AnalysisThread()
{
    shutdown();
    delete m_worker;
}

void AnalysisThread::analyse(quint64 id, const hoyito::Position &position)
{
    stop();
    if (!m_thread.isRunning())
        m_thread.start();
    m_stop = std::make_shared<std::atomic_bool>(false);
    AnalysisWorker *worker = m_worker;
    const std::shared_ptr<std::atomic_bool> flag = m_stop;
    QMetaObject::invokeMethod(
        m_worker, [worker, id, position, flag] { worker->run(id, position, flag); }, Qt::QueuedConnection);
}

void AnalysisThread::stop()
{
    if (m_stop)
        m_stop->store(true);
}

void AnalysisThread::shutdown()
{
    stop();
    if (m_thread.isRunning()) {
        m_thread.quit();
        m_thread.wait();
    }
}

std::optional<AnalysisUpdate> AnalysisThread::latest() const
{
    const std::lock_guard lock(m_shared->mutex);
    return m_shared->latest;
}

} // namespace hoyito::app
