#pragma once

// AnalysisController: Analysis mode. While it is on, the engine analyses the
// position the board shows, continuously, in its own thread
// (analysisthread.h), and this class shows what it finds about five times
// a second: every playable hole's value on the board (the best in green),
// the evaluation bar, the panel's score and line, and on request the
// opponent's threats.
//
// It follows the GameController and never drives it: whenever the board
// comes to rest on a position (a new game, a move shown, undo, redo, a
// replayed turn) that position is analysed afresh under a new id; a move
// being animated stops the search and clears the board's badges. Updates
// carrying an old id are dropped. Turning it off, a move, undo and closing
// stop the search (the engine checks its flag every 256 nodes).
//
// Against the computer, analysis of a live position counts as the engine's
// help (GameController::noteAnalysisUsed, told in the result).

#include "analysis/analysisthread.h"
#include "board/boardscene.h"

#include "hoyito/analysis.h"

#include <QObject>
#include <QTimer>

#include <optional>

class QAction;

namespace hoyito::app {

class AnalysisPanel;
class EvalBar;
class GameController;

class AnalysisController : public QObject {
    Q_OBJECT

public:
    AnalysisController(GameController *game, BoardScene *scene, EvalBar *bar, AnalysisPanel *panel,
                       QObject *parent = nullptr);
    ~AnalysisController() override;

    // View > Analysis: checkable, kept across menu rebuilds (retranslate()
    // sets its text).
    QAction *toggleAction() const { return m_toggle; }
    bool isOn() const { return m_on; }
    void setOn(bool on);
    void setShowThreats(bool on);
    bool showsThreats() const { return m_threats; }

    // The position analysed (or to be), if any.
    std::optional<hoyito::Position> analysedPosition() const { return m_position; }
    // The newest analysis shown for it (empty moves before the first depth).
    const hoyito::AnalysisResult &result() const { return m_result; }
    // The search is running (false once stopped and returned).
    bool isSearching() const { return m_thread.isSearching(); }
    AnalysisThread *thread() { return &m_thread; }
    // The endgame tables the next analyses use (the window's, once loaded).
    void setTables(AnalysisThread::Tables tables) { m_tables = std::move(tables); }
    const AnalysisThread::Tables &tables() const { return m_tables; }

    // The window closes: stop and end the thread (milliseconds).
    void shutdown();
    void retranslate();

Q_SIGNALS:
    // isOn() changed.
    void toggled(bool on);
    // New values are shown.
    void updated();

private:
    void sync();
    void restart(const hoyito::Position &pos);
    void stopAndClear();
    void poll();
    void showResult();
    void showBadges();
    void previewLine(int index);
    void backToGame();
    // The board shows the game again after a preview (input as it was).
    void restoreBoard();

    GameController *m_game;
    BoardScene *m_scene;
    EvalBar *m_bar;
    AnalysisPanel *m_panel;
    QAction *m_toggle;
    AnalysisThread m_thread;
    AnalysisThread::Tables m_tables;
    QTimer m_poll;
    bool m_on = false;
    bool m_threats = false;
    quint64 m_id = 0;
    quint64 m_sequence = 0;
    std::optional<hoyito::Position> m_position;
    hoyito::AnalysisResult m_result;
    bool m_finished = false;
    int m_preview = -1; // the move of the line whose position the board shows, -1: the game's
};

} // namespace hoyito::app
