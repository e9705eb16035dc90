#include "analysis/dockfit.h"

#include <QDockWidget>
#include <QEvent>
#include <QScrollArea>

#include <algorithm>

namespace hoyito::app {

DockFit::DockFit(QDockWidget *dock, QWidget *panel, QWidget *window, int percent)
    : QObject(dock)
    , m_panel(panel)
    , m_window(window)
    , m_scroll(new QScrollArea(dock))
    , m_percent(percent)
{
    m_scroll->setWidget(panel);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    dock->setWidget(m_scroll);
    window->installEventFilter(this);
    fit();
}

void DockFit::fit()
{
    const int most = m_window->height() * m_percent / 100;
    m_scroll->setMaximumHeight(most);
    m_scroll->setMinimumHeight(std::min(m_panel->sizeHint().height(), most));
}

bool DockFit::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::Resize)
        fit();
    return QObject::eventFilter(watched, event);
}

} // namespace hoyito::app
