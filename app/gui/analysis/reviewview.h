#pragma once

// The game review in the game window: its panel in a dock under the board,
// opened by Game > Review Game; closing the dock stops a review on its way
// (what is shown stays); another game closes it.

#include "analysis/reviewpanel.h"

#include <QObject>

#include <vector>

class QDockWidget;
class QMainWindow;

namespace hoyito {
struct TurnReview;
}

namespace hoyito::app {

class BoardScene;
class GameController;
class MoveListModel;
class ReviewController;

class ReviewView : public QObject {
    Q_OBJECT

public:
    // The dock is `window`'s; the review marks the turns of `moves`.
    ReviewView(GameController *controller, BoardScene *scene, MoveListModel *moves, QMainWindow *window);

    ReviewController *controller() const { return m_review; }
    ReviewPanel *panel() const { return m_panel; }
    QDockWidget *dock() const { return m_dock; }
    // A review kept in a file, shown in the open dock if it is of the game's
    // moves.
    void showSaved(ReviewPanel::Strength strength, const std::vector<hoyito::TurnReview> &turns);
    void setFlipped(bool flipped);
    void retranslate();

private:
    ReviewPanel *m_panel;
    ReviewController *m_review;
    QDockWidget *m_dock;
};

} // namespace hoyito::app
