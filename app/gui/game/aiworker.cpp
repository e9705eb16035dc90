#include "game/aiworker.h"

#include "hoyito/notation.h"
#include "logging/categories.h"

#include <algorithm>

namespace hoyito::app {

AiAnswer AiWorker::think(const AiRequest &request)
{
    AiAnswer answer{request.id, request.purpose, request.stop, false, {}};
    // Requests queue up behind a long search; one stopped meanwhile (undo,
    // new game) costs nothing.
    if (request.stop->load() || request.position.isOver())
        return answer;
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
    return answer;
}

AiThread::AiThread(QObject *parent)
    : QObject(parent)
    , m_thread(QStringLiteral("hoyito-ai"), QThread::InheritPriority, WorkerThread::Jobs::Queued)
{
    qRegisterMetaType<AiAnswer>();
}

AiThread::~AiThread()
{
    shutdown();
}

StopFlag AiThread::ask(quint64 id, AiPurpose purpose, const hoyito::Position &position,
                       const hoyito::SearchLimits &limits)
{
    const TableSetPtr tables = m_tables;
    // Runs in the worker's thread, after the requests asked before; the
    // answer comes back queued to the GUI thread.
    const WorkerJob job = m_thread.post([this, id, purpose, position, limits, tables](const WorkerJob &job) {
        const AiAnswer answer = m_worker.think({id, purpose, position, limits, job.stop, tables});
        m_thread.reply(job, [this, answer] { onAnswered(answer); });
    });
    m_open.push_back(job.stop);
    return job.stop;
}

void AiThread::stopAll()
{
    m_thread.stop();
}

void AiThread::shutdown()
{
    m_thread.shutdown();
    // Requests that will never be answered now.
    m_open.clear();
}

void AiThread::onAnswered(const AiAnswer &answer)
{
    m_open.erase(std::remove(m_open.begin(), m_open.end(), answer.stop), m_open.end());
    Q_EMIT answered(answer);
}

} // namespace hoyito::app
