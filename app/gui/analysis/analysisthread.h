#pragma once

// The analysis off the GUI thread: the worker-object pattern of aiworker.h,
// for one long job at a time. AnalysisThread owns a QThread whose
// AnalysisWorker keeps a hoyito::Analyser. analyse() stops the job in
// flight (its stop flag: the search returns within a millisecond or so) and
// queues a copy of the new position under the caller's id. The worker
// writes its progress to a shared slot rather than emitting a signal per
// step (thousands a second at shallow depths): the GUI reads the newest
// with latest(), as often as it wants to draw, and drops any that carries an
// old id.
//
// Nothing here waits on the GUI thread except shutdown(): stop, quit, wait.

#include "hoyito/analysis.h"

#include <QObject>
#include <QThread>

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>

namespace hoyito::app {

struct AnalysisUpdate {
    quint64 id = 0;
    quint64 sequence = 0; // grows with every update of a job
    hoyito::Position position;
    hoyito::AnalysisResult result;
    bool finished = false; // the analysis ended (complete, or stopped)
};

class AnalysisWorker;

class AnalysisThread : public QObject {
    Q_OBJECT

public:
    explicit AnalysisThread(QObject *parent = nullptr);
    // shutdown().
    ~AnalysisThread() override;

    // Stops the job in flight and analyses `position` (not over) without a
    // limit under `id` (the thread starts if it is not running).
    void analyse(quint64 id, const hoyito::Position &position);
    // Stops the job in flight; its last update stays readable.
    void stop();
    // stop(), then ends the thread and waits for it (milliseconds).
    void shutdown();
    // The newest update of any job, if any.
    std::optional<AnalysisUpdate> latest() const;
    // A job is being searched now (false once a stopped one has returned).
    bool isSearching() const { return m_shared->searching.load(); }
    bool isRunning() const { return m_thread.isRunning(); }

    // What the GUI thread and the worker share.
    struct Shared {
        mutable std::mutex mutex;
        std::optional<AnalysisUpdate> latest;
        std::atomic_bool searching{false};
    };

Q_SIGNALS:
    // A job ended (complete or stopped): its final update is in latest().
    void jobEnded(quint64 id);

private:
    QThread m_thread;
    AnalysisWorker *m_worker; // no parent: lives in m_thread; deleted after it ends
    std::shared_ptr<Shared> m_shared;
    std::shared_ptr<std::atomic_bool> m_stop; // the job in flight's
};

// Lives in the analysis thread; only AnalysisThread talks to it.
class AnalysisWorker : public QObject {
    Q_OBJECT

public:
    explicit AnalysisWorker(std::shared_ptr<AnalysisThread::Shared> shared);
    void run(quint64 id, const hoyito::Position &position, const std::shared_ptr<std::atomic_bool> &stop);

Q_SIGNALS:
    void ended(quint64 id);

private:
    void publish(const AnalysisUpdate &update);

    hoyito::Analyser m_analyser;
    std::shared_ptr<AnalysisThread::Shared> m_shared;
};

} // namespace hoyito::app
