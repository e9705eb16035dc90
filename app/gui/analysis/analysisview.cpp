#include "analysis/analysisview.h"

#include "analysis/analysiscontroller.h"
#include "analysis/analysispanel.h"
#include "analysis/dockfit.h"
#include "board/evalbar.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QToolBar>

namespace hoyito::app {

AnalysisView::AnalysisView(GameController *controller, BoardScene *scene, QMainWindow *window, QDockWidget *panelDock)
    : QObject(window)
    , m_panel(new AnalysisPanel(window))
    , m_evalBar(new EvalBar(window))
    , m_analysis(new AnalysisController(controller, scene, m_evalBar, m_panel, window))
    , m_dock(new QDockWidget(window))
    , m_toolBar(new QToolBar(window))
{
    m_evalBar->setVisible(false);
    m_dock->setObjectName(QStringLiteral("analysisDock"));
    // In a small window the panel scrolls, and the move list above it
    // keeps more than half of the side.
    m_fit = new DockFit(m_dock, m_panel, window, 45);
    m_dock->setFeatures(QDockWidget::DockWidgetMovable);
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    window->splitDockWidget(panelDock, m_dock, Qt::Vertical);
    m_dock->setVisible(false);
    m_toolBar->setObjectName(QStringLiteral("analysisToolBar"));
    m_toolBar->addAction(m_analysis->toggleAction());
    window->addToolBar(m_toolBar);
    retranslate();
    connect(m_analysis, &AnalysisController::toggled, this, &AnalysisView::settle);
}

void AnalysisView::setFlipped(bool flipped)
{
    m_evalBar->setFlipped(flipped);
}

void AnalysisView::settle()
{
    m_dock->setVisible(m_analysis->isOn());
    m_evalBar->setVisible(m_analysis->isOn());
    m_fit->fit();
}

void AnalysisView::retranslate()
{
    m_dock->setWindowTitle(tr("Analysis"));
    m_toolBar->setWindowTitle(tr("Analysis"));
}

} // namespace hoyito::app
