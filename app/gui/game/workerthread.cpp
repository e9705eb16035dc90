#include "game/workerthread.h"

#include <algorithm>

namespace hoyito::app {

WorkerThread::WorkerThread(const QString &name, QThread::Priority priority, Jobs jobs, QObject *parent)
    : QObject(parent)
    , m_worker(new QObject)
    , m_priority(priority)
    , m_jobs(jobs)
{
    m_thread.setObjectName(name);
    m_worker->moveToThread(&m_thread);
}

WorkerThread::~WorkerThread()
{
    shutdown();
    // The thread has ended: nothing runs in the worker any more, and
    // deleting it drops the jobs still queued for it.
    delete m_worker;
}

WorkerJob WorkerThread::post(std::function<void(const WorkerJob &job)> work)
{
    if (m_jobs == Jobs::NewestOnly)
        stop();
    if (!m_thread.isRunning())
        m_thread.start(m_priority);
    const WorkerJob job{++m_newest, std::make_shared<std::atomic_bool>(false)};
    {
        const std::lock_guard lock(m_mutex);
        m_open.push_back(job);
    }
    QMetaObject::invokeMethod(
        m_worker,
        [this, job, work = std::move(work)] {
            if (!isStale(job.id))
                work(job);
            finished(job.id);
        },
        Qt::QueuedConnection);
    return job;
}

bool WorkerThread::isStale(quint64 id) const
{
    return id < m_firstLive.load() || (m_jobs == Jobs::NewestOnly && id != m_newest.load());
}

void WorkerThread::stop()
{
    const std::lock_guard lock(m_mutex);
    for (const WorkerJob &job : m_open)
        job.stop->store(true);
}

void WorkerThread::shutdown()
{
    // Void first: the jobs still queued are skipped, so the wait is only
    // the running job's. They stay queued to the worker and, should the
    // thread start again, find themselves stale.
    m_firstLive = m_newest + 1;
    stop();
    if (m_thread.isRunning()) {
        m_thread.quit();
        m_thread.wait();
    }
    const std::lock_guard lock(m_mutex);
    m_open.clear();
}

void WorkerThread::finished(quint64 id)
{
    const std::lock_guard lock(m_mutex);
    m_open.erase(std::remove_if(m_open.begin(), m_open.end(), [id](const WorkerJob &job) { return job.id == id; }),
                 m_open.end());
}

} // namespace hoyito::app
