#pragma once

// Game > New Game and Game > Set Up Position: the two dialogs that set up
// the next game, non-blocking and one of each at a time (asked again, the
// open one comes to the front). Each starts from the game in the window, or
// the match it is a round of; the position editor from the position the
// board shows. Starting the game chosen is the window's (playRequested).

#include "game/gamesetup.h"
#include "setup/newgamedialog.h"
#include "setup/setupdialog.h"

#include <QObject>
#include <QPointer>

namespace hoyito::app {

class GameController;
class MatchController;

class GameSetupDialogs : public QObject {
    Q_OBJECT

public:
    // The dialogs are `window`'s.
    GameSetupDialogs(GameController *controller, MatchController *match, QWidget *window);

    // The dialogs while they are open (nullptr otherwise).
    NewGameDialog *newGameDialog() const { return m_newGame; }
    SetupDialog *setupDialog() const { return m_setup; }
    // `lastSetup`: what to start from when there is no game (the choices
    // kept from the last one).
    void openNewGame(const GameSetup &lastSetup);
    void openSetUp(const GameSetup &lastSetup);

Q_SIGNALS:
    // A game was chosen; `analyse`: the position editor's Analyse, which
    // wants Analysis mode on.
    void playRequested(const hoyito::app::GameSetup &setup, bool analyse);

private:
    GameController *m_controller;
    MatchController *m_match;
    QWidget *m_window;
    QPointer<NewGameDialog> m_newGame;
    QPointer<SetupDialog> m_setup;
};

} // namespace hoyito::app
