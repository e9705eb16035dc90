#pragma once

// Qt's worker-object pattern written once, with what its snippet leaves out
// (a stop flag per job, stale answers dropped, a clean end), for the threads
// of the computer player (aiworker.h), the analysis and the review
// (analysisthread.h, reviewthread.h) and the tables (tablelibrary.h).
//
// A WorkerThread owns a QThread, named and with a priority, and a worker
// object with no parent moved to it, in whose context every job runs. It
// lives on its owner's thread (the GUI's). Protocol:
//   post(work) ─ starts the thread if it is not running and queues
//             work(job) behind the jobs posted before. The job has an id
//             (counting up from 1) and a stop flag of its own, which a long
//             job polls; post() hands the job to the owner too.
//   reply(job, call) ─ from the job (any thread): queues call() to the
//             owner's thread, where it runs unless the job is stale by then.
//   stop()  ─ sets the flag of every job not finished: the running one
//             ends as soon as it looks, the queued ones find it set.
//   shutdown() / destructor ─ voids every job posted so far, stop(), quits
//             the thread and waits (as long as the running job takes to see
//             its flag). A later post() starts the thread again.
// A job is stale once a shutdown() follows it and, with Jobs::NewestOnly,
// once a newer job is posted (which also stops it): a stale job does not
// start, and its replies are dropped. Nothing waits on the owner's thread
// except shutdown().

#include <QMetaObject>
#include <QObject>
#include <QString>
#include <QThread>

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

namespace hoyito::app {

using StopFlag = std::shared_ptr<std::atomic_bool>;

struct WorkerJob {
    quint64 id = 0;
    StopFlag stop; // never null
};

class WorkerThread : public QObject {
    Q_OBJECT

public:
    enum class Jobs {
        Queued,     // every job runs in turn and is answered (the computer's, the tables')
        NewestOnly, // a new job stops and voids the ones before (analysis, review)
    };

    WorkerThread(const QString &name, QThread::Priority priority, Jobs jobs, QObject *parent = nullptr);
    // shutdown().
    ~WorkerThread() override;

    WorkerJob post(std::function<void(const WorkerJob &job)> work);
    // Thread-safe: from the job, or from threads the job waits for.
    template <typename Call> void reply(const WorkerJob &job, Call call);
    void stop();
    void shutdown();

    bool isStale(quint64 id) const;
    bool isRunning() const { return m_thread.isRunning(); }
    // The thread the jobs run in (never the owner's).
    const QThread *workerThread() const { return &m_thread; }

private:
    void finished(quint64 id);

    QThread m_thread;
    QObject *m_worker; // no parent: it lives in m_thread; deleted after the thread ends
    const QThread::Priority m_priority;
    const Jobs m_jobs;
    std::atomic<quint64> m_newest{0};    // the id of the last job posted
    std::atomic<quint64> m_firstLive{1}; // the jobs below were posted before a shutdown()
    std::mutex m_mutex;
    std::vector<WorkerJob> m_open; // posted and not finished; under m_mutex
};

template <typename Call> void WorkerThread::reply(const WorkerJob &job, Call call)
{
    // Queued to this object: the owner's thread, and nothing once it is gone.
    QMetaObject::invokeMethod(
        this,
        [this, id = job.id, call = std::move(call)]() mutable {
            if (!isStale(id))
                call();
        },
        Qt::QueuedConnection);
}

} // namespace hoyito::app
