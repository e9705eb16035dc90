#pragma once

// Analysis mode in the game window: the analysis panel in a dock in the side
// panel's column, its toolbar, and the evaluation bar beside the board, both
// shown while analysis is on. The window places the bar in its central
// layout; the view owns the rest.

#include <QObject>

class QDockWidget;
class QMainWindow;
class QToolBar;

namespace hoyito::app {

class AnalysisController;
class AnalysisPanel;
class BoardScene;
class DockFit;
class EvalBar;
class GameController;

class AnalysisView : public QObject {
    Q_OBJECT

public:
    // The dock, the toolbar and the bar are `window`'s; `panelDock` is the
    // side panel's, whose column the analysis shares.
    AnalysisView(GameController *controller, BoardScene *scene, QMainWindow *window, QDockWidget *panelDock);

    AnalysisController *controller() const { return m_analysis; }
    AnalysisPanel *panel() const { return m_panel; }
    EvalBar *evalBar() const { return m_evalBar; }
    QDockWidget *dock() const { return m_dock; }
    void setFlipped(bool flipped);
    // Shows the dock and the bar as the analysis is (on or off), whatever a
    // restored window state said.
    void settle();
    void retranslate();

private:
    AnalysisPanel *m_panel;
    EvalBar *m_evalBar;
    AnalysisController *m_analysis;
    QDockWidget *m_dock;
    QToolBar *m_toolBar;
    DockFit *m_fit = nullptr;
};

} // namespace hoyito::app
