#include "learn/movelosssearch.h"

#include <algorithm>

namespace hoyito::app {

MoveLossSearch::MoveLossSearch(QObject *parent)
    : QObject(parent)
    , m_thread(QStringLiteral("hoyito-puzzle-loss"), QThread::LowPriority, WorkerThread::Jobs::NewestOnly)
{
}

MoveLossSearch::~MoveLossSearch()
{
    m_thread.shutdown();
}

quint64 MoveLossSearch::search(const hoyito::Position &before, hoyito::Move played, hoyito::Move best, int depth)
{
    const WorkerJob posted =
        m_thread.post([this, before, played, best, depth, tables = m_tables](const WorkerJob &job) {
            if (job.stop->load())
                return;
            m_analyser.setTables(tables);
            const hoyito::AnalysisResult result =
                m_analyser.analyse(before, hoyito::AnalysisLimits{.depth = depth}, job.stop.get());
            if (job.stop->load() || result.depth == 0)
                return;
            const auto of = [&result](hoyito::Move move) {
                return std::find_if(result.moves.begin(), result.moves.end(),
                                    [move](const hoyito::MoveAnalysis &m) { return m.move == move; });
            };
            const auto playedValue = of(played);
            const auto bestValue = of(best);
            if (playedValue == result.moves.end() || bestValue == result.moves.end())
                return;
            const int loss = std::max(0, bestValue->value - playedValue->value);
            const bool exact = playedValue->exact && bestValue->exact;
            m_thread.reply(job, [this, id = job.id, loss, exact] { Q_EMIT lossFound(id, loss, exact); });
        });
    return posted.id;
}

void MoveLossSearch::stop()
{
    m_thread.stop();
}

} // namespace hoyito::app
