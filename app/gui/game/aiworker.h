#pragma once

// The computer's thinking, off the GUI thread: Qt's worker-object pattern
// plus what its snippet leaves out (Stockfish, Qt's mandelbrot example).
//
// AiThread belongs to the GameController and owns one QThread. Its AiWorker
// has no parent and is moved to that thread; it keeps one hoyito::Searcher
// (and so its transposition table) from search to search. Every request
// carries a *copy* of the position, the id it was asked under (the
// controller's token) and its own stop flag. ask() hands the flag back to
// the asker: setting it ends that search within a few milliseconds. Every
// request is answered exactly once, in order, even when stopped before it
// started; the asker keeps the flag and drops any answer that does not carry
// it (a stale answer: undo, new game, level changed).
//
// The endgame tables (setTables) go with every request; the search probes
// them only at level 6 (Master) and at full strength, the hint's
// (hoyito::levelUsesTables), so levels 1-5 stay what their names promise.
//
// Nothing here ever waits on the GUI thread except shutdown(): stop every
// flag, quit the thread, wait — which takes milliseconds because the search
// checks its flag.

#include "hoyito/position.h"
#include "hoyito/search.h"
#include "hoyito/tablebase.h"

#include <QLoggingCategory>
#include <QMetaType>
#include <QObject>
#include <QThread>

#include <atomic>
#include <memory>
#include <utility>
#include <vector>

namespace hoyito::app {

Q_DECLARE_LOGGING_CATEGORY(lcAi)

using StopFlag = std::shared_ptr<std::atomic_bool>;
using TableSetPtr = std::shared_ptr<const hoyito::tablebase::TableSet>;

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

// Lives in the AI thread; only AiThread talks to it.
class AiWorker : public QObject {
    Q_OBJECT

public:
    AiWorker();
    ~AiWorker() override;

    void think(const hoyito::app::AiRequest &request);

Q_SIGNALS:
    void answered(const hoyito::app::AiAnswer &answer);

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
    // Sets the stop flag of every request not answered yet.
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
    // The thread the worker lives in (never the GUI thread).
    const QThread *workerThread() const { return m_worker->thread(); }

Q_SIGNALS:
    // Every answer, on the GUI thread; stale ones included (see above).
    void answered(const hoyito::app::AiAnswer &answer);

private:
    void onAnswered(const hoyito::app::AiAnswer &answer);

    QThread m_thread;
    AiWorker *m_worker; // no parent: it lives in m_thread; deleted after the thread ends
    std::vector<StopFlag> m_open;
    TableSetPtr m_tables;
};

} // namespace hoyito::app

Q_DECLARE_METATYPE(hoyito::app::AiRequest)
Q_DECLARE_METATYPE(hoyito::app::AiAnswer)
