#pragma once

// A dock's panel in a scroll area whose height follows the window's: the
// panel's whole size hint where there is room, never more than a share of
// the window's height, so that a small window keeps room for the board and
// the move list (the panel scrolls instead of being cut).

#include <QObject>

class QDockWidget;
class QScrollArea;
class QWidget;

namespace hoyito::app {

class DockFit : public QObject {
    Q_OBJECT

public:
    // `panel` goes into `dock` inside a scroll area; at most `percent` of
    // `window`'s height.
    DockFit(QDockWidget *dock, QWidget *panel, QWidget *window, int percent);

    QScrollArea *scrollArea() const { return m_scroll; }
    // Sizes the scroll area again (the window or the panel's words changed).
    void fit();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_panel;
    QWidget *m_window;
    QScrollArea *m_scroll;
    int m_percent;
};

} // namespace hoyito::app
