#pragma once

// The window onto the board: scales the whole scene to the widget keeping
// its aspect ratio, paints the table around it, and lets the keyboard reach
// the board. For assistive technology the view is a group whose children
// are the holes (QAccessible interfaces in boardview.cpp): each says its
// side, letter and seeds, whether it can be played, and can be pressed.
// On QEvent::LanguageChange it sets its own texts again and has the scene
// do the same (a scene is no widget and gets no such event).

#include <QGraphicsView>

namespace hoyito::app {

class BoardScene;

class BoardView : public QGraphicsView {
    Q_OBJECT

public:
    explicit BoardView(BoardScene *scene, QWidget *parent = nullptr);
    BoardScene *boardScene() const { return m_scene; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public Q_SLOTS:
    void fitScene();

protected:
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;
    void drawBackground(QPainter *painter, const QRectF &rect) override;

private:
    void retranslateUi();

    BoardScene *m_scene;
};

} // namespace hoyito::app
