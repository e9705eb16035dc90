#include "mainwindow.h"

#include "boardscene.h"
#include "boardview.h"
#include "gamecontroller.h"
#include "gamepanel.h"
#include "gametext.h"
#include "newgamedialog.h"
#include "resultdialog.h"
#include "ruleswindow.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

namespace hoyito::app {

MainWindow::MainWindow(Settings &settings, QWidget *parent)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_controller(new GameController(this))
    , m_scene(new BoardScene(this))
    , m_view(new BoardView(m_scene, this))
    , m_panel(new GamePanel(m_controller, this))
    , m_dock(new QDockWidget(tr("Game"), this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Hoyito"));
    setCentralWidget(m_view);
    m_dock->setObjectName(QStringLiteral("panelDock"));
    m_dock->setWidget(m_panel);
    m_dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    m_panel->setMinimumWidth(200);
    addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_status->setObjectName(QStringLiteral("statusText"));
    m_status->setTextFormat(Qt::PlainText);
    statusBar()->addWidget(m_status, 1);

    m_scene->setSpeed(m_settings.animationSpeed());
    m_scene->setFlipped(m_settings.flipBoard());
    m_scene->setShowCounts(m_settings.showCounts());
    m_panel->setFlipped(m_settings.flipBoard());

    createActions();
    connectGame();

    if (!restoreGeometry(m_settings.windowGeometry()))
        resize(1120, 720);
    m_stateRestored = restoreState(m_settings.windowState());
    m_view->setFocus();

    startGame(m_settings.lastGameSetup());
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    const auto make = [this](const QString &name, const QString &text) {
        auto *action = new QAction(text, this);
        action->setObjectName(name);
        return action;
    };

    QMenu *game = menuBar()->addMenu(tr("&Game"));
    QAction *newGame = make(QStringLiteral("actionNewGame"), tr("&New Game…"));
    newGame->setShortcut(QKeySequence::New);
    connect(newGame, &QAction::triggered, this, &MainWindow::openNewGameDialog);
    game->addAction(newGame);
    game->addSeparator();
    QAction *quit = make(QStringLiteral("actionQuit"), tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, this, &QWidget::close);
    game->addAction(quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    m_undo = make(QStringLiteral("actionUndo"), tr("&Undo Move"));
    m_undo->setShortcut(QKeySequence::Undo);
    connect(m_undo, &QAction::triggered, m_controller, &GameController::undo);
    edit->addAction(m_undo);
    m_redo = make(QStringLiteral("actionRedo"), tr("&Redo Move"));
    // Ctrl+Shift+Z everywhere, plus the platform's own (Ctrl+Y on Windows).
    QList<QKeySequence> redoKeys{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)};
    for (const QKeySequence &key : QKeySequence::keyBindings(QKeySequence::Redo))
        if (!redoKeys.contains(key))
            redoKeys.append(key);
    m_redo->setShortcuts(redoKeys);
    connect(m_redo, &QAction::triggered, m_controller, &GameController::redo);
    edit->addAction(m_redo);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QMenu *speed = view->addMenu(tr("Animation &Speed"));
    m_speedGroup = new QActionGroup(this);
    const struct {
        AnimationSpeed speed;
        const char *name;
        QString text;
    } speeds[] = {
        {AnimationSpeed::Slow, "speedSlow", tr("&Slow")},
        {AnimationSpeed::Normal, "speedNormal", tr("&Normal")},
        {AnimationSpeed::Fast, "speedFast", tr("&Fast")},
        {AnimationSpeed::Instant, "speedInstant", tr("&Instant")},
    };
    for (const auto &s : speeds) {
        QAction *action = make(QString::fromLatin1(s.name), s.text);
        action->setCheckable(true);
        action->setChecked(s.speed == m_settings.animationSpeed());
        action->setData(int(s.speed));
        m_speedGroup->addAction(action);
        speed->addAction(action);
        const AnimationSpeed value = s.speed;
        connect(action, &QAction::triggered, this, [this, value] { setAnimationSpeed(value); });
    }
    QAction *flip = make(QStringLiteral("actionFlipBoard"), tr("&Flip Board"));
    flip->setCheckable(true);
    flip->setChecked(m_settings.flipBoard());
    connect(flip, &QAction::toggled, this, [this](bool on) {
        m_scene->setFlipped(on);
        m_panel->setFlipped(on);
        m_settings.setFlipBoard(on);
    });
    view->addAction(flip);
    QAction *counts = make(QStringLiteral("actionShowCounts"), tr("Show Seed &Counts"));
    counts->setCheckable(true);
    counts->setChecked(m_settings.showCounts());
    connect(counts, &QAction::toggled, this, [this](bool on) {
        m_scene->setShowCounts(on);
        m_settings.setShowCounts(on);
    });
    view->addAction(counts);
    view->addSeparator();
    QAction *panel = m_dock->toggleViewAction();
    panel->setObjectName(QStringLiteral("actionShowPanel"));
    panel->setText(tr("Side &Panel"));
    view->addAction(panel);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *rules = make(QStringLiteral("actionRules"), tr("&Rules"));
    rules->setShortcut(QKeySequence::HelpContents);
    if (rules->shortcut().isEmpty())
        rules->setShortcut(QKeySequence(Qt::Key_F1));
    connect(rules, &QAction::triggered, this, &MainWindow::showRules);
    help->addAction(rules);
    QAction *about = make(QStringLiteral("actionAbout"), tr("&About Hoyito"));
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, &MainWindow::showAbout);
    help->addAction(about);
}

void MainWindow::connectGame()
{
    GameController *c = m_controller;
    BoardScene *s = m_scene;
    connect(c, &GameController::gameStarted, this, [this](const GameSetup &setup) {
        m_scene->setPlayerNames(GameText::playerName(setup, hoyito::Player::South),
                                GameText::playerName(setup, hoyito::Player::North));
        //: window title: the variant and the board, e.g. "Hoyito II, 2 × 6"
        setWindowTitle(
            tr("%1, %2").arg(GameText::variantName(setup.rules.variant), GameText::boardName(setup.rules.holesPerRow)));
        if (m_resultDialog)
            m_resultDialog->close();
    });
    connect(c, &GameController::positionReset, this, [this](const hoyito::Position &pos) {
        m_scene->showPosition(pos);
        m_panel->refresh();
        setStatus(GameText::toMove(m_controller->setup(), pos));
    });
    // The status first: an instant animation ends inside animateTurn, and
    // the status then tells the whole move.
    connect(c, &GameController::moveCommitted, this, [this](const hoyito::TurnRecord &record) {
        if (!record.move.isPass())
            //: status line while a move is shown: "South plays c"
            setStatus(tr("%1 plays %2")
                          .arg(GameText::playerName(m_controller->setup(), record.mover),
                               GameText::moveNotation(m_controller->setup().rules, record.move)));
    });
    connect(c, &GameController::moveCommitted, s, &BoardScene::animateTurn);
    connect(s, &BoardScene::animationFinished, c, &GameController::animationFinished);
    connect(c, &GameController::boardSettled, this, &MainWindow::afterMoveShown);
    connect(c, &GameController::humanTurn, this,
            [this](hoyito::Player side, const QList<int> &playable, const QList<int> &endless) {
                m_scene->enableInput(side, playable, endless);
            });
    connect(c, &GameController::inputLocked, s, &BoardScene::lockInput);
    connect(c, &GameController::moveRejected, this, [this](hoyito::Move, const QString &why) { setStatus(why); });
    connect(c, &GameController::historyChanged, this, &MainWindow::updateActions);
    connect(c, &GameController::gameOver, this, &MainWindow::showResult);
    connect(s, &BoardScene::holeActivated, c, &GameController::boardHoleActivated);
    connect(s, &BoardScene::announced, this, &MainWindow::setStatus);
}

void MainWindow::afterMoveShown()
{
    m_panel->refresh();
    const auto &history = m_controller->history();
    const GameSetup &setup = m_controller->setup();
    QString text;
    if (!history.empty())
        text = GameText::turnDescription(setup, setup.rules, history.back());
    if (!m_controller->position().isOver()) {
        //: status line: the last move, then who is to move
        text = text.isEmpty() ? GameText::toMove(setup, m_controller->position())
                              : tr("%1 — %2").arg(text, GameText::toMove(setup, m_controller->position()));
    }
    setStatus(text);
}

void MainWindow::setStatus(const QString &text)
{
    m_status->setText(text);
}

QString MainWindow::statusText() const
{
    return m_status->text();
}

void MainWindow::updateActions()
{
    m_undo->setEnabled(m_controller->canUndo());
    m_redo->setEnabled(m_controller->canRedo());
}

void MainWindow::startGame(const GameSetup &setup)
{
    GameSetup remembered = setup;
    remembered.start.reset();
    m_settings.setLastGameSetup(remembered);
    m_controller->newGame(setup);
    m_view->setFocus();
}

void MainWindow::openNewGameDialog()
{
    if (m_newGameDialog && m_newGameDialog->isVisible()) {
        m_newGameDialog->raise();
        return;
    }
    GameSetup current = m_controller->hasGame() ? m_controller->setup() : m_settings.lastGameSetup();
    current.start.reset();
    auto *dialog = new NewGameDialog(current, m_controller->playerFactory().availableKinds(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_newGameDialog = dialog;
    connect(dialog, &QDialog::accepted, this, [this, dialog] { startGame(dialog->setup()); });
    dialog->open();
}

void MainWindow::showResult(const GameOutcome &outcome)
{
    setStatus(tr("Game over: %1 %2 – %3 %4. %5")
                  .arg(GameText::playerName(m_controller->setup(), hoyito::Player::South))
                  .arg(outcome.scores[0])
                  .arg(GameText::playerName(m_controller->setup(), hoyito::Player::North))
                  .arg(outcome.scores[1])
                  .arg(GameText::resultHeadline(m_controller->setup(), outcome.result)));
    if (m_resultDialog)
        m_resultDialog->close();
    auto *dialog = new ResultDialog(m_controller->setup(), outcome, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_resultDialog = dialog;
    connect(dialog, &ResultDialog::newGameRequested, this, &MainWindow::openNewGameDialog);
    dialog->open();
}

void MainWindow::showRules()
{
    if (!m_rulesWindow) {
        m_rulesWindow = new RulesWindow(this);
        m_rulesWindow->setAttribute(Qt::WA_DeleteOnClose);
    }
    if (m_controller->hasGame())
        m_rulesWindow->showVariant(m_controller->setup().rules.variant);
    m_rulesWindow->show();
    m_rulesWindow->raise();
    m_rulesWindow->activateWindow();
}

void MainWindow::showAbout()
{
    auto *box = new QMessageBox(this);
    box->setObjectName(QStringLiteral("aboutBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowTitle(tr("About Hoyito"));
    box->setIconPixmap(windowIcon().pixmap(64, 64));
    box->setTextFormat(Qt::RichText);
    box->setText(tr("<h3>Hoyito %1</h3>"
                    "<p>The Dominican mancala games Hoyito II and Hoyito III, and Hoyito I.</p>")
                     .arg(QApplication::applicationVersion()));
    box->setInformativeText(tr("<p>Rules after the field research of Víktor Bautista i Roca (2005).</p>"
                               "<p>Sow, relay and capture the fours!</p>"));
    box->open();
}

void MainWindow::setAnimationSpeed(AnimationSpeed speed)
{
    m_settings.setAnimationSpeed(speed);
    m_scene->setSpeed(speed);
    for (QAction *action : m_speedGroup->actions())
        action->setChecked(action->data().toInt() == int(speed));
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    // First run: the panel takes a quarter of the window, so the board keeps
    // most of a small window.
    if (!m_stateRestored) {
        m_stateRestored = true;
        resizeDocks({m_dock}, {qBound(190, width() / 4, 300)}, Qt::Horizontal);
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_settings.setWindowGeometry(saveGeometry());
    m_settings.setWindowState(saveState());
    m_settings.sync();
    QMainWindow::closeEvent(event);
}

} // namespace hoyito::app
