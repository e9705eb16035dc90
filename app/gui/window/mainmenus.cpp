#include "window/mainmenus.h"

#include "analysis/analysiscontroller.h"
#include "analysis/reviewcontroller.h"
#include "config/viewchoices.h"
#include "files/fileactions.h"
#include "files/gamefiles.h"
#include "game/gameactions.h"
#include "game/playersmenu.h"
#include "game/turnskip.h"
#include "tables/tablestatus.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>

namespace hoyito::app {

MainMenus::MainMenus(QMainWindow *window, const Pieces &pieces)
    : QObject(window)
    , m_window(window)
    , m_pieces(pieces)
{
}

void MainMenus::build()
{
    QMenuBar *bar = m_window->menuBar();
    bar->clear();
    for (const QPointer<QObject> &object : std::as_const(m_made))
        delete object.data(); // a group's or a menu's own children may be gone already
    m_made.clear();
    // What createMenus() makes is found by comparing the children before
    // and after, so the next build deletes exactly that, whoever added it;
    // older objects (the pieces' menus and actions, the dock's) stay.
    const QObjectList before = m_window->children();
    const QObjectList barBefore = bar->children();
    createMenus();
    const auto isMenuObject = [](QObject *object) {
        return qobject_cast<QAction *>(object) || qobject_cast<QActionGroup *>(object) || qobject_cast<QMenu *>(object);
    };
    for (QObject *object : m_window->children())
        if (!before.contains(object) && isMenuObject(object))
            m_made.append(object);
    for (QObject *object : bar->children())
        if (!barBefore.contains(object) && isMenuObject(object))
            m_made.append(object);
}

void MainMenus::createMenus()
{
    const Pieces &p = m_pieces;
    const auto make = [this](const QString &name, const QString &text) {
        auto *action = new QAction(text, m_window);
        action->setObjectName(name);
        return action;
    };
    QMenuBar *bar = m_window->menuBar();

    QMenu *game = bar->addMenu(tr("&Game"));
    QAction *newGame = make(QStringLiteral("actionNewGame"), tr("&New Game…"));
    newGame->setShortcut(QKeySequence::New);
    connect(newGame, &QAction::triggered, this, &MainMenus::newGameRequested);
    game->addAction(newGame);
    QAction *setUp = make(QStringLiteral("actionSetUpPosition"), tr("Set &Up Position…"));
    connect(setUp, &QAction::triggered, this, &MainMenus::setUpRequested);
    game->addAction(setUp);
    //: Game menu: the puzzle trainer
    QAction *puzzles = make(QStringLiteral("actionPuzzles"), tr("Pu&zzles…"));
    connect(puzzles, &QAction::triggered, this, &MainMenus::puzzlesRequested);
    game->addAction(puzzles);
    p.fileActions->retranslate();
    game->addAction(p.fileActions->openAction());
    game->addMenu(p.files->recentMenu());
    game->addSeparator();
    game->addAction(p.fileActions->saveAction());
    game->addAction(p.fileActions->saveAsAction());
    game->addSeparator();
    p.gameActions->retranslate();
    game->addAction(p.gameActions->replayAction());
    p.review->retranslate();
    game->addAction(p.review->reviewAction());
    game->addSeparator();
    QAction *quit = make(QStringLiteral("actionQuit"), tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, m_window, &QWidget::close);
    game->addAction(quit);

    QMenu *edit = bar->addMenu(tr("&Edit"));
    edit->addAction(p.gameActions->undoAction());
    edit->addAction(p.gameActions->redoAction());
    edit->addSeparator();
    edit->addAction(p.fileActions->copyTextAction());

    p.players->retranslate();
    p.turnSkip->retranslate();
    bar->addMenu(p.players->menu());

    QMenu *view = bar->addMenu(tr("&View"));
    p.viewChoices->retranslate();
    view->addMenu(p.viewChoices->speedMenu());
    view->addMenu(p.viewChoices->soundMenu());
    view->addAction(p.viewChoices->flipAction());
    view->addAction(p.viewChoices->countsAction());
    view->addAction(p.viewChoices->previewAction());
    view->addMenu(p.viewChoices->boardMenu());
    view->addSeparator();
    p.analysis->retranslate();
    view->addAction(p.analysis->toggleAction());
    QAction *panel = p.panelDock->toggleViewAction();
    panel->setObjectName(QStringLiteral("actionShowPanel"));
    panel->setText(tr("Side &Panel"));
    view->addAction(panel);
    view->addSeparator();
    view->addMenu(p.viewChoices->languageMenu());

    QMenu *help = bar->addMenu(tr("&Help"));
    QAction *rules = make(QStringLiteral("actionRules"), tr("&Rules"));
    rules->setShortcut(QKeySequence::HelpContents);
    if (rules->shortcut().isEmpty())
        rules->setShortcut(QKeySequence(Qt::Key_F1));
    connect(rules, &QAction::triggered, this, &MainMenus::rulesRequested);
    help->addAction(rules);
    //: Help menu: the interactive lessons
    QAction *learn = make(QStringLiteral("actionLearn"), tr("&Learn Hoyito…"));
    connect(learn, &QAction::triggered, this, &MainMenus::learnRequested);
    help->addAction(learn);
    p.tables->retranslate();
    help->addAction(p.tables->dialogAction());
    QAction *about = make(QStringLiteral("actionAbout"), tr("&About Hoyito"));
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, &MainMenus::aboutRequested);
    help->addAction(about);
}

} // namespace hoyito::app
