#include "analysis/reviewview.h"

#include "analysis/dockfit.h"
#include "analysis/evalgraph.h"
#include "analysis/reviewcontroller.h"
#include "analysis/reviewtext.h"
#include "game/gamecontroller.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>

namespace hoyito::app {

ReviewView::ReviewView(GameController *controller, BoardScene *scene, MoveListModel *moves, QMainWindow *window)
    : QObject(window)
    , m_panel(new ReviewPanel(window))
    , m_review(new ReviewController(controller, scene, m_panel, moves, window))
    , m_dock(new QDockWidget(ReviewText::dockTitle(), window))
{
    m_dock->setObjectName(QStringLiteral("reviewDock"));
    // The board comes first: in a small window the panel scrolls rather
    // than take more than a third of the height.
    new DockFit(m_dock, m_panel, window, 35);
    m_dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_dock);
    m_dock->setVisible(false);
    connect(m_review->reviewAction(), &QAction::triggered, m_dock, &QWidget::show);
    // Another game: the review was of the old one (a file with a review of
    // its own shows it again, after: showSaved).
    connect(controller, &GameController::gameStarted, m_dock, &QWidget::hide);
    connect(m_dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (!visible && m_dock->isHidden())
            m_review->cancel();
    });
}

void ReviewView::showSaved(ReviewPanel::Strength strength, const std::vector<hoyito::TurnReview> &turns)
{
    if (m_review->showReview(strength, turns))
        m_dock->show();
}

void ReviewView::setFlipped(bool flipped)
{
    m_panel->graph()->setFlipped(flipped);
}

void ReviewView::retranslate()
{
    m_dock->setWindowTitle(ReviewText::dockTitle());
}

} // namespace hoyito::app
