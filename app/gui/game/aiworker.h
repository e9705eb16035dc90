#pragma once

// The computer's thinking, off the GUI thread, in a WorkerThread
// (workerthread.h) of queued jobs.
//
// AiThread belongs to the GameController and owns the thread. Its AiWorker
// keeps one hoyito::Searcher (and so its transposition table) from search to
// search, used only in the thread's jobs. Every request carries a *copy* of
// the position, the id it was asked under (the controller's token) and its
// own stop flag (its job's). ask() hands the flag back to the asker: setting
// it ends that search within a few milliseconds. Every request is answered
// exactly once, in order, even when stopped before it started; the asker
// keeps the flag and drops any answer that does not carry it (a stale
// answer: undo, new game, level changed).
//
// The endgame tables (setTables) go with every request; the search probes
// them only at level 6 (Master) and at full strength, the hint's
// (hoyito::levelUsesTables), so levels 1-5 stay what their names promise.
//
// Nothing here ever waits on the GUI thread except shutdown(): stop every
// flag, quit the thread, wait — which takes milliseconds because the search
// checks its flag. The requests not answered by then never are.

#include "game/workerthread.h"

#include "hoyito/position.h"
#include "hoyito/search.h"
#include "hoyito/tables.h"

#include <QMetaType>
#include <QObject>

#include <memory>
#include <utility>
#include <vector>

namespace hoyito::app {

using TableSetPtr = std::shared_ptr<const hoyito::tables::TableSet>;

enum class AiPurpose { Move, Hint };

struct AiRequest {
    quint64 id = 0; // the controller's token when the request was made
    AiPurpose purpose = AiPurpose::Move;
    hoyito::Position position;
    hoyito::SearchLimits limits;
    StopFlag stop;
    TableSetPtr tables; // null: none
};

struct AiAnswer {
    quint64 id = 0;
    AiPurpose purpose = AiPurpose::Move;
    StopFlag stop;         // the request's own flag: who asked knows it by this
    bool searched = false; // false: stopped (or nothing to search) before the search began
    hoyito::SearchResult result;
};

// The search of the AI thread's jobs, one after another; only AiThread
// talks to it.
class AiWorker {
public:
    AiAnswer think(const hoyito::app::AiRequest &request);

private:
    hoyito::Searcher m_searcher;
};

class AiThread : public QObject {
    Q_OBJECT

public:
    explicit AiThread(QObject *parent = nullptr);
    // shutdown().
    ~AiThread() override;

    // Queues a search of `position` for its side to move (the thread starts
    // if it is not running) and returns the request's stop flag.
    StopFlag ask(quint64 id, AiPurpose purpose, const hoyito::Position &position, const hoyito::SearchLimits &limits);
    // Sets the stop flag of every request not finished yet.
    void stopAll();
    // stopAll(), then ends the thread and waits for it. A later ask()
    // starts it again.
    void shutdown();
    // The endgame tables of the requests asked from now on (null: none).
    void setTables(TableSetPtr tables) { m_tables = std::move(tables); }
    const TableSetPtr &tables() const { return m_tables; }
    // Requests asked and not answered yet.
    int pendingCount() const { return int(m_open.size()); }
    bool isRunning() const { return m_thread.isRunning(); }
    // The thread the searches run in (never the GUI thread).
    const QThread *workerThread() const { return m_thread.workerThread(); }

Q_SIGNALS:
    // Every answer, on the GUI thread; stale ones included (see above),
    // but none of a request asked before a shutdown().
    void answered(const hoyito::app::AiAnswer &answer);

private:
    void onAnswered(const hoyito::app::AiAnswer &answer);

    AiWorker m_worker;            // used in m_thread's jobs only
    std::vector<StopFlag> m_open; // asked, not answered
    TableSetPtr m_tables;
    WorkerThread m_thread; // last, so it ends before the worker goes
};

} // namespace hoyito::app

Q_DECLARE_METATYPE(hoyito::app::AiRequest)
Q_DECLARE_METATYPE(hoyito::app::AiAnswer)
