#pragma once

// The game review off the GUI thread, in a WorkerThread (workerthread.h) of
// one job at a time, a whole game: its hoyito::Analyser is used only in the
// thread's jobs. review() stops the job in flight (its stop flag: the search
// returns within a millisecond or so) and queues a copy of the game under
// the caller's id. Each turn reviewed and the end of a job come back as
// signals on the GUI thread, with the job's id: the caller drops those of
// an old one. A job stopped in the middle still reports its end (complete
// false), unless a newer job replaced it: then nothing more of it comes.
//
// The endgame tables go with each job: its analyser probes them (null: none).
//
// Nothing here waits on the GUI thread except shutdown(): stop, quit, wait.

#include "game/workerthread.h"

#include "hoyito/analysis.h"
#include "hoyito/tables.h"

#include <QObject>

#include <atomic>
#include <memory>

namespace hoyito::app {

class ReviewThread : public QObject {
    Q_OBJECT

public:
    explicit ReviewThread(QObject *parent = nullptr);
    // shutdown().
    ~ReviewThread() override;

    using Tables = std::shared_ptr<const hoyito::tables::TableSet>;

    // Stops the job in flight and reviews every turn of `game` with `limits`
    // and `tables` under `id` (the thread starts if it is not running).
    void review(quint64 id, const hoyito::Game &game, const hoyito::ReviewLimits &limits, Tables tables = {});
    // Stops the job in flight.
    void stop();
    // stop(), then ends the thread and waits for it (milliseconds).
    void shutdown();
    // A job is being analysed now (false once a stopped one has returned).
    bool isBusy() const { return m_busy.load(); }
    bool isRunning() const { return m_thread.isRunning(); }

Q_SIGNALS:
    // Turn `review.turn` of `total` is reviewed.
    void turnReviewed(quint64 id, const hoyito::TurnReview &review, int total);
    // The job ended: every turn reviewed, or stopped.
    void jobEnded(quint64 id, bool complete);

private:
    // In the worker thread.
    void run(quint64 id, const hoyito::Game &game, const hoyito::ReviewLimits &limits, const Tables &tables,
             const hoyito::app::WorkerJob &job);

    hoyito::Analyser m_analyser; // used in m_thread's jobs only
    std::atomic_bool m_busy{false};
    WorkerThread m_thread; // last, so it ends before the rest goes
};

} // namespace hoyito::app
