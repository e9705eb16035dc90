#include "aiworker.h"

#include "hoyito/notation.h"

#include <QMetaObject>

#include <algorithm>

namespace hoyito::app {

Q_LOGGING_CATEGORY(lcAi, "hoyito.ai", QtInfoMsg)

AiWorker::AiWorker() = default;
AiWorker::~AiWorker() = default;

void AiWorker::think(const AiRequest &request)
{
    AiAnswer answer{request.id, request.purpose, request.stop, false, {}};
    // Requests queue up behind a long search; one stopped meanwhile (undo,
    // new game) costs nothing.
    if (request.stop->load() || request.position.isOver()) {
        Q_EMIT answered(answer);
        return;
    }
    // The tables loaded when the request was made (a new set empties the
    // transposition table; the same one costs nothing).
    m_searcher.setTables(request.tables);
    answer.result = m_searcher.search(request.position, request.limits, request.stop.get());
    answer.searched = true;
    qCDebug(lcAi).noquote() << "request" << request.id << (request.purpose == AiPurpose::Hint ? "hint" : "move")
                            << QString::fromStdString(hoyito::moveText(request.position.rules, answer.result.best))
                            << "score" << answer.result.score << "depth" << answer.result.depth << "nodes"
                            << answer.result.nodes << answer.result.timeMs << "ms"
                            << (answer.result.rootBounds ? "(in the tables)" : "")
                            << (request.stop->load() ? "(stopped)" : "");
    Q_EMIT answered(answer);
}

AiThread::AiThread(QObject *parent)
    : QObject(parent)
    , m_worker(new AiWorker)
{
    qRegisterMetaType<AiAnswer>();
    m_thread.setObjectName(QStringLiteral("hoyito-ai"));
    m_worker->moveToThread(&m_thread);
    // Queued: the answer comes from the worker's thread.
    connect(m_worker, &AiWorker::answered, this, &AiThread::onAnswered, Qt::QueuedConnection);
}

AiThread::~AiThread()
{
    shutdown();
    // The thread has ended: nothing runs in the worker any more, and
    // deleting it here drops whatever requests were still queued for it.
    delete m_worker;
}

StopFlag AiThread::ask(quint64 id, AiPurpose purpose, const hoyito::Position &position,
                       const hoyito::SearchLimits &limits)
{
    if (!m_thread.isRunning())
        m_thread.start();
    AiRequest request{id, purpose, position, limits, std::make_shared<std::atomic_bool>(false), m_tables};
    m_open.push_back(request.stop);
    AiWorker *worker = m_worker;
    // Runs in the worker's thread, after the requests asked before.
    QMetaObject::invokeMethod(
        m_worker, [worker, request] { worker->think(request); }, Qt::QueuedConnection);
    return request.stop;
}

void AiThread::stopAll()
{
    for (const StopFlag &flag : m_open)
        flag->store(true);
}

void AiThread::shutdown()
{
    stopAll();
    if (m_thread.isRunning()) {
        m_thread.quit();
        m_thread.wait();
    }
    // Requests that will never be answered now.
    m_open.clear();
}

void AiThread::onAnswered(const AiAnswer &answer)
{
    m_open.erase(std::remove(m_open.begin(), m_open.end(), answer.stop), m_open.end());
    Q_EMIT answered(answer);
}

} // namespace hoyito::app
