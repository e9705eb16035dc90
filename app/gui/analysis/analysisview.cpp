#include "analysis/analysisview.h"

#include "analysis/analysiscontroller.h"
#include "analysis/analysispanel.h"
#include "board/evalbar.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QScrollArea>
#include <QToolBar>

#include <algorithm>

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
    // A short window scrolls the panel rather than cutting its last lines.
    m_scroll = new QScrollArea(m_dock);
    m_scroll->setWidget(m_panel);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_dock->setWidget(m_scroll);
    window->installEventFilter(this);
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
    fitHeight();
}

void AnalysisView::fitHeight()
{
    // The whole panel where there is room; in a small window at most 45 %
    // of its height, so that the move list keeps the rest (the panel
    // scrolls).
    const auto *window = static_cast<const QWidget *>(parent());
    m_scroll->setMinimumHeight(std::min(m_panel->sizeHint().height(), window->height() * 45 / 100));
}

bool AnalysisView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parent() && event->type() == QEvent::Resize)
        fitHeight();
    return QObject::eventFilter(watched, event);
}

void AnalysisView::retranslate()
{
    m_dock->setWindowTitle(tr("Analysis"));
    m_toolBar->setWindowTitle(tr("Analysis"));
}

} // namespace hoyito::app
