#pragma once

// The game window's menu bar: the menus gather the actions the pieces own
// (files, game, players, view, analysis, review, tables) and the window's
// own few (New Game, Set Up Position, Quit, Rules, Learn, About). On a
// language change the bar is built again from scratch: what build() makes
// is deleted and made again with whatever state it shows, while the pieces'
// actions and menus are made once and retranslated by their owners.

#include <QList>
#include <QObject>
#include <QPointer>

class QDockWidget;
class QMainWindow;

namespace hoyito::app {

class AnalysisController;
class FileActions;
class GameActions;
class GameFiles;
class PlayersMenu;
class ReviewController;
class TableStatus;
class TurnSkip;
class ViewChoices;

class MainMenus : public QObject {
    Q_OBJECT

public:
    // The pieces whose actions the menus show; they outlive the menus.
    struct Pieces {
        GameFiles *files = nullptr;
        FileActions *fileActions = nullptr;
        GameActions *gameActions = nullptr;
        ReviewController *review = nullptr;
        PlayersMenu *players = nullptr;
        TurnSkip *turnSkip = nullptr;
        ViewChoices *viewChoices = nullptr;
        AnalysisController *analysis = nullptr;
        QDockWidget *panelDock = nullptr; // View > Side Panel
        TableStatus *tables = nullptr;
    };

    MainMenus(QMainWindow *window, const Pieces &pieces);

    // Builds the menu bar, replacing what the last build made.
    void build();

Q_SIGNALS:
    void newGameRequested();
    void setUpRequested();
    void puzzlesRequested();
    void rulesRequested();
    void learnRequested();
    void aboutRequested();

private:
    void createMenus();

    QMainWindow *m_window;
    Pieces m_pieces;
    QList<QPointer<QObject>> m_made; // by the last build()
};

} // namespace hoyito::app
