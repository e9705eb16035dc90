#pragma once

// The game review off the GUI thread: the worker-object pattern of
// analysisthread.h for one job, a whole game. ReviewThread owns a QThread
// whose ReviewWorker keeps a hoyito::Analyser; review() stops the job in
// flight (its stop flag: the search returns within a millisecond or so) and
// queues a copy of the game under the caller's id. Each turn reviewed and
// the end of a job come back as signals on the GUI thread, with the job's
// id: the caller drops those of an old one. A job stopped in the middle
// still reports its end (complete false).
//
// Nothing here waits on the GUI thread except shutdown(): stop, quit, wait.

#include "hoyito/analysis.h"

#include <QObject>
#include <QThread>

#include <atomic>
#include <memory>

namespace hoyito::app {

class ReviewWorker;

class ReviewThread : public QObject {
    Q_OBJECT

public:
    explicit ReviewThread(QObject *parent = nullptr);
    // shutdown().
    ~ReviewThread() override;

    // Stops the job in flight and reviews every turn of `game` with `limits`
    // under `id` (the thread starts if it is not running).
    void review(quint64 id, const hoyito::Game &game, const hoyito::AnalysisLimits &limits);
    // Stops the job in flight.
    void stop();
    // stop(), then ends the thread and waits for it (milliseconds).
    void shutdown();
    // A job is being analysed now (false once a stopped one has returned).
    bool isBusy() const { return m_busy->load(); }
    bool isRunning() const { return m_thread.isRunning(); }

Q_SIGNALS:
    // Turn `review.turn` of `total` is reviewed.
    void turnReviewed(quint64 id, const hoyito::TurnReview &review, int total);
    // The job ended: every turn reviewed, or stopped.
    void jobEnded(quint64 id, bool complete);

private:
    friend class ReviewWorker;

    QThread m_thread;
    ReviewWorker *m_worker; // no parent: lives in m_thread; deleted after it ends
    std::shared_ptr<std::atomic_bool> m_busy;
    std::shared_ptr<std::atomic_bool> m_stop; // the job in flight's
};

// Lives in the review thread; only ReviewThread talks to it.
class ReviewWorker : public QObject {
    Q_OBJECT

public:
    ReviewWorker(ReviewThread *owner, std::shared_ptr<std::atomic_bool> busy);
    void run(quint64 id, const hoyito::Game &game, const hoyito::AnalysisLimits &limits,
             const std::shared_ptr<std::atomic_bool> &stop);

private:
    ReviewThread *m_owner; // answers are queued to it, on the GUI thread
    std::shared_ptr<std::atomic_bool> m_busy;
    hoyito::Analyser m_analyser;
};

} // namespace hoyito::app
