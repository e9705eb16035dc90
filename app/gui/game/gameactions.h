#pragma once

// The game's own actions, for the window's menus: Undo Move and Redo Move
// (Edit) and Replay Game (Game; the replay bar under the board has the
// controls and the keys, replaybar.h). They are enabled and checked as the
// controller allows; the window places them.

#include <QObject>

class QAction;

namespace hoyito::app {

class GameController;

class GameActions : public QObject {
    Q_OBJECT

public:
    explicit GameActions(GameController *controller, QObject *parent = nullptr);

    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }
    QAction *replayAction() const { return m_replay; }
    // Every text again, in the language of the day.
    void retranslate();

private:
    void update();

    GameController *m_controller;
    QAction *m_undo;
    QAction *m_redo;
    QAction *m_replay;
};

} // namespace hoyito::app
