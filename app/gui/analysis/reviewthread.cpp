#include "reviewthread.h"

#include <QMetaObject>

namespace hoyito::app {

ReviewWorker::ReviewWorker(ReviewThread *owner, std::shared_ptr<std::atomic_bool> busy)
    : m_owner(owner)
    , m_busy(std::move(busy))
{
}

void ReviewWorker::run(quint64 id, const hoyito::Game &game, const hoyito::AnalysisLimits &limits,
                       const std::shared_ptr<std::atomic_bool> &stop)
{
    ReviewThread *owner = m_owner;
    // Jobs queue up behind one being stopped; only the newest is worth it.
    if (stop->load()) {
        QMetaObject::invokeMethod(
            owner, [owner, id] { Q_EMIT owner->jobEnded(id, false); }, Qt::QueuedConnection);
        return;
    }
    m_busy->store(true);
    const int total = game.turnCount();
    // One signal a turn: a few a second at most, queued to the GUI thread
    // (the owner outlives the thread: its destructor waits for it).
    const std::vector<hoyito::TurnReview> turns =
        hoyito::reviewGame(m_analyser, game, limits, stop.get(), [owner, id, total](const hoyito::TurnReview &turn) {
            QMetaObject::invokeMethod(
                owner, [owner, id, turn, total] { Q_EMIT owner->turnReviewed(id, turn, total); }, Qt::QueuedConnection);
        });
    const bool complete = !stop->load() && int(turns.size()) == total;
    m_busy->store(false);
    QMetaObject::invokeMethod(
        owner, [owner, id, complete] { Q_EMIT owner->jobEnded(id, complete); }, Qt::QueuedConnection);
}

ReviewThread::ReviewThread(QObject *parent)
    : QObject(parent)
    , m_busy(std::make_shared<std::atomic_bool>(false))
{
    m_worker = new ReviewWorker(this, m_busy);
    m_thread.setObjectName(QStringLiteral("hoyito-review"));
    m_worker->moveToThread(&m_thread);
}

ReviewThread::~ReviewThread()
{
    shutdown();
    delete m_worker;
}

void ReviewThread::review(quint64 id, const hoyito::Game &game, const hoyito::AnalysisLimits &limits)
{
    stop();
    if (!m_thread.isRunning())
        m_thread.start();
    m_stop = std::make_shared<std::atomic_bool>(false);
    ReviewWorker *worker = m_worker;
    const std::shared_ptr<std::atomic_bool> flag = m_stop;
    QMetaObject::invokeMethod(
        m_worker, [worker, id, game, limits, flag] { worker->run(id, game, limits, flag); }, Qt::QueuedConnection);
}

void ReviewThread::stop()
{
    if (m_stop)
        m_stop->store(true);
}

void ReviewThread::shutdown()
{
    stop();
    if (m_thread.isRunning()) {
        m_thread.quit();
        m_thread.wait();
    }
}

} // namespace hoyito::app
