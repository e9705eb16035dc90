#pragma once

// The analysis off the GUI thread, in a WorkerThread (workerthread.h) of
// one job at a time: its hoyito::Analyser is used only in the thread's
// jobs. analyse() stops the job in flight (its stop flag: the search returns
// within a millisecond or so) and queues a copy of the new position under
// the caller's id. The job writes its progress to a shared slot rather than
// emitting a signal per step (thousands a second at shallow depths): the
// GUI reads the newest with latest(), as often as it wants to draw, and
// drops any that carries an old id.
//
// Nothing here waits on the GUI thread except shutdown(): stop, quit, wait.

#include "game/workerthread.h"

#include "hoyito/analysis.h"

#include <QObject>

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

class AnalysisThread : public QObject {
    Q_OBJECT

public:
    explicit AnalysisThread(QObject *parent = nullptr);
    // shutdown().
    ~AnalysisThread() override;

    using Tables = std::shared_ptr<const hoyito::tables::TableSet>;
    // Stops the job in flight and analyses `position` (not over) without a
    // limit under `id`, with the endgame tables given (null: none), so that
    // its values agree with the perfect play the status bar gives (the
    // thread starts if it is not running).
    void analyse(quint64 id, const hoyito::Position &position, Tables tables = nullptr);
    // Stops the job in flight; its last update stays readable.
    void stop();
    // stop(), then ends the thread and waits for it (milliseconds).
    void shutdown();
    // The newest update of any job, if any.
    std::optional<AnalysisUpdate> latest() const;
    // A job is being searched now (false once a stopped one has returned).
    bool isSearching() const { return m_searching.load(); }
    bool isRunning() const { return m_thread.isRunning(); }

Q_SIGNALS:
    // A job ended (complete, or stopped but not replaced by a newer one):
    // its final update is in latest().
    void jobEnded(quint64 id);

private:
    // In the worker thread.
    void run(quint64 id, const hoyito::Position &position, const Tables &tables, const hoyito::app::WorkerJob &job);
    void publish(const AnalysisUpdate &update);

    hoyito::Analyser m_analyser; // used in m_thread's jobs only
    // What the GUI thread and the job share.
    mutable std::mutex m_mutex;
    std::optional<AnalysisUpdate> m_latest; // under m_mutex
    std::atomic_bool m_searching{false};
    WorkerThread m_thread; // last, so it ends before the rest goes
};

} // namespace hoyito::app
