#pragma once

// The game window: the board in the middle, the side panel, menus and the
// status line. It wires the controller, the board scene and the panel
// together (each only knows its own job) and keeps the settings.

#include "gameoutcome.h"
#include "gamesetup.h"
#include "settings.h"

#include <QMainWindow>
#include <QPointer>

class QActionGroup;
class QDockWidget;
class QLabel;

namespace hoyito::app {

class BoardScene;
class BoardView;
class GameController;
class GamePanel;
class NewGameDialog;
class ResultDialog;
class RulesWindow;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // `settings` must outlive the window.
    explicit MainWindow(Settings &settings, QWidget *parent = nullptr);
    ~MainWindow() override;

    GameController *controller() const { return m_controller; }
    BoardScene *scene() const { return m_scene; }
    BoardView *view() const { return m_view; }
    GamePanel *panel() const { return m_panel; }
    QString statusText() const;
    // The dialogs, while they are open (nullptr otherwise).
    NewGameDialog *newGameDialog() const { return m_newGameDialog; }
    ResultDialog *resultDialog() const { return m_resultDialog; }
    RulesWindow *rulesWindow() const { return m_rulesWindow; }

public Q_SLOTS:
    // Starts `setup` at once and remembers its choices.
    void startGame(const hoyito::app::GameSetup &setup);
    // Opens the New Game dialog (non-blocking).
    void openNewGameDialog();
    void showRules();
    void showAbout();
    void setAnimationSpeed(hoyito::app::AnimationSpeed speed);

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void createActions();
    void connectGame();
    void setStatus(const QString &text);
    void updateActions();
    void showResult(const GameOutcome &outcome);
    void afterMoveShown();

    Settings &m_settings;
    GameController *m_controller;
    BoardScene *m_scene;
    BoardView *m_view;
    GamePanel *m_panel;
    QDockWidget *m_dock;
    QLabel *m_status;
    QActionGroup *m_speedGroup = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QPointer<NewGameDialog> m_newGameDialog;
    QPointer<ResultDialog> m_resultDialog;
    QPointer<RulesWindow> m_rulesWindow;
    bool m_stateRestored = false;
};

} // namespace hoyito::app
