#pragma once

// Skip to My Turn: a run of captures gives the computer turn after turn
// (eleven in a row happen), each one animated; a person who does not want
// to watch them all skips to their own turn. Every turn then shows at once
// and the computer does not pause, until a person is to move or the game
// ends, stops or changes. Offered in a game between a person and the
// computer, while the computer plays. The window places the action (in the
// Players menu) and the button (on the status bar, shown while it can be
// used).

#include <QObject>

class QAction;
class QToolButton;

namespace hoyito::app {

class BoardScene;
class GameController;

class TurnSkip : public QObject {
    Q_OBJECT

public:
    TurnSkip(GameController *controller, BoardScene *scene, QObject *parent = nullptr);
    ~TurnSkip() override;

    QAction *action() const { return m_action; }
    // Without a parent: the window's status bar takes it.
    QToolButton *button() const { return m_button; }
    bool isSkipping() const { return m_skipping; }
    // Every text again, in the language of the day.
    void retranslate();

public Q_SLOTS:
    void skip();

private:
    void setSkipping(bool skipping);
    void update();

    GameController *m_controller;
    BoardScene *m_scene;
    QAction *m_action;
    QToolButton *m_button;
    bool m_skipping = false;
};

} // namespace hoyito::app
