#pragma once

// The Players menu and the computer's words in the status bar: who plays
// each side (a person, or the computer at a level; a change mid-game starts
// the turn again), Pause, Step and Hint; the thinking indicator ("North is
// thinking…", "Paused") with its busy bar; the hint's words for the status
// line. The window puts the menu in its menu bar and the indicator in its
// status bar; what they show follows the controller.

#include "board/animationspeed.h"

#include <QObject>

#include <array>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QProgressBar;
class QWidget;

namespace hoyito::app {

class GameController;

class PlayersMenu : public QObject {
    Q_OBJECT

public:
    // The menu and the indicator are `window`'s.
    PlayersMenu(GameController *controller, QWidget *window);

    QMenu *menu() const { return m_menu; }
    QLabel *thinkingLabel() const { return m_thinking; }
    QProgressBar *busyBar() const { return m_busy; }
    // "North is thinking…", "Paused: …"; empty when hidden.
    QString thinkingText() const;
    // Every text again, in the language of the day.
    void retranslate();
    // A computer's move waits longer at a slower speed, so people see what
    // happened before it.
    void setAnimationSpeed(hoyito::app::AnimationSpeed speed);

Q_SIGNALS:
    // For the status line: the hint found ("Hint: play c").
    void message(const QString &text);

private:
    void updateActions();
    void updateThinking();
    void showHint();

    GameController *m_controller;
    QMenu *m_menu;
    std::array<QMenu *, 2> m_sideMenus{};           // per side
    std::array<QActionGroup *, 2> m_playerGroups{}; // per side: Human, Computer levels 1..6
    QAction *m_pause = nullptr;
    QAction *m_step = nullptr;
    QAction *m_hint = nullptr;
    QLabel *m_thinking;
    QProgressBar *m_busy;
};

} // namespace hoyito::app
