#include "analysis/reviewthread.h"

namespace hoyito::app {

ReviewThread::ReviewThread(QObject *parent)
    : QObject(parent)
    , m_thread(QStringLiteral("hoyito-review"), QThread::InheritPriority, WorkerThread::Jobs::NewestOnly)
{
}

ReviewThread::~ReviewThread()
{
    shutdown();
}

void ReviewThread::run(quint64 id, const hoyito::Game &game, const hoyito::ReviewLimits &limits, const Tables &tables,
                       const WorkerJob &job)
{
    // Jobs queue up behind one being stopped; only the newest is worth it.
    if (job.stop->load()) {
        m_thread.reply(job, [this, id] { Q_EMIT jobEnded(id, false); });
        return;
    }
    m_busy = true;
    m_analyser.setTables(tables);
    const int total = game.turnCount();
    // One signal a turn, as its verdict is final: a few a second at most,
    // queued to the GUI thread.
    const std::vector<hoyito::TurnReview> turns = hoyito::reviewGame(
        m_analyser, game, limits, job.stop.get(), [this, &job, id, total](const hoyito::TurnReview &turn) {
            m_thread.reply(job, [this, id, turn, total] { Q_EMIT turnReviewed(id, turn, total); });
        });
    const bool complete = !job.stop->load() && int(turns.size()) == total;
    m_busy = false;
    m_thread.reply(job, [this, id, complete] { Q_EMIT jobEnded(id, complete); });
}

void ReviewThread::review(quint64 id, const hoyito::Game &game, const hoyito::ReviewLimits &limits, Tables tables)
{
    // Stops the job before (Jobs::NewestOnly), whose signals are dropped from now on.
    m_thread.post([this, id, game, limits, tables = std::move(tables)](const WorkerJob &job) {
        run(id, game, limits, tables, job);
    });
}

void ReviewThread::stop()
{
    m_thread.stop();
}

void ReviewThread::shutdown()
{
    m_thread.shutdown();
}

} // namespace hoyito::app
