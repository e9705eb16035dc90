#include "game/gameactions.h"

#include "game/gamecontroller.h"

#include <QAction>
#include <QKeySequence>

namespace hoyito::app {

GameActions::GameActions(GameController *controller, QObject *parent)
    : QObject(parent)
    , m_controller(controller)
    , m_undo(new QAction(this))
    , m_redo(new QAction(this))
    , m_replay(new QAction(this))
{
    m_undo->setObjectName(QStringLiteral("actionUndo"));
    m_undo->setShortcut(QKeySequence::Undo);
    connect(m_undo, &QAction::triggered, controller, &GameController::undo);
    m_redo->setObjectName(QStringLiteral("actionRedo"));
    // Ctrl+Shift+Z everywhere, plus the platform's own (Ctrl+Y on Windows).
    QList<QKeySequence> redoKeys{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)};
    for (const QKeySequence &key : QKeySequence::keyBindings(QKeySequence::Redo))
        if (!redoKeys.contains(key))
            redoKeys.append(key);
    m_redo->setShortcuts(redoKeys);
    connect(m_redo, &QAction::triggered, controller, &GameController::redo);
    m_replay->setObjectName(QStringLiteral("actionReplay"));
    m_replay->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_replay->setCheckable(true);
    connect(m_replay, &QAction::triggered, this, [this](bool on) {
        if (on)
            m_controller->enterReplay();
        else
            m_controller->leaveReplay();
        m_replay->setChecked(m_controller->isReplaying());
    });
    connect(controller, &GameController::historyChanged, this, &GameActions::update);
    connect(controller, &GameController::replayChanged, this, &GameActions::update);
    retranslate();
    update();
}

void GameActions::retranslate()
{
    m_undo->setText(tr("&Undo Move"));
    m_redo->setText(tr("&Redo Move"));
    m_replay->setText(tr("Re&play Game"));
}

void GameActions::update()
{
    m_undo->setEnabled(m_controller->canUndo());
    m_redo->setEnabled(m_controller->canRedo());
    m_replay->setEnabled(m_controller->turnCount() > 0);
    m_replay->setChecked(m_controller->isReplaying());
}

} // namespace hoyito::app
