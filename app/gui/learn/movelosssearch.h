#pragma once

// What a wrong move of a puzzle loses, searched off the GUI thread: the
// position before the move analysed as the generator judges it (every legal
// move searched on its own to the puzzle's depth, analysis.h), with the
// endgame tables given, so that a position they hold is worth exactly what
// they prove. The loss is the best move's value less the played move's.
// One job at a time, in a WorkerThread (workerthread.h): a new search
// voids the one before, and a stopped one is not answered.

#include "game/workerthread.h"

#include "hoyito/analysis.h"

#include <QObject>

#include <memory>

namespace hoyito::app {

class MoveLossSearch : public QObject {
    Q_OBJECT

public:
    explicit MoveLossSearch(QObject *parent = nullptr);
    // Stops and ends the thread.
    ~MoveLossSearch() override;

    using Tables = std::shared_ptr<const hoyito::tables::TableSet>;
    // For every search from now on (null: none).
    void setTables(Tables tables) { m_tables = std::move(tables); }
    const Tables &tables() const { return m_tables; }

    // Searches `before` (not over) to `depth` plies; lossFound answers
    // with the returned id, unless a newer search or stop() comes first.
    quint64 search(const hoyito::Position &before, hoyito::Move played, hoyito::Move best, int depth);
    void stop();

Q_SIGNALS:
    // `loss`: the best move's value less the played move's, in hundredths
    // of a seed, never negative; `exact` when both values are proven.
    void lossFound(quint64 id, int loss, bool exact);

private:
    hoyito::Analyser m_analyser; // used in m_thread's jobs only
    Tables m_tables;
    WorkerThread m_thread; // last, so it ends before the analyser goes
};

} // namespace hoyito::app
