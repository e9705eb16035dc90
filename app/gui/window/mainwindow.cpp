#include "window/mainwindow.h"

#include "analysis/analysiscontroller.h"
#include "analysis/analysisview.h"
#include "analysis/reviewcontroller.h"
#include "analysis/reviewview.h"
#include "board/boardscene.h"
#include "board/boardview.h"
#include "board/evalbar.h"
#include "config/startnotice.h"
#include "config/viewchoices.h"
#include "files/autosave.h"
#include "files/autosavewarning.h"
#include "files/fileactions.h"
#include "files/gamefiles.h"
#include "game/aiworker.h"
#include "game/boardbinding.h"
#include "game/gameactions.h"
#include "game/gamecontroller.h"
#include "game/movepreview.h"
#include "game/playersmenu.h"
#include "game/replaybar.h"
#include "game/statusline.h"
#include "learn/lessonoffer.h"
#include "match/matchcontroller.h"
#include "match/matchview.h"
#include "setup/gamesetupdialogs.h"
#include "sound/soundplayer.h"
#include "tables/tablelibrary.h"
#include "tables/tablestatus.h"
#include "window/aboutbox.h"
#include "window/gamepanel.h"
#include "window/mainmenus.h"
#include "window/resultdialog.h"
#include "window/ruleswindow.h"

#include <QAction>
#include <QCloseEvent>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QProgressBar>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace hoyito::app {

namespace {

// The side panel's least width: its texts wrap below what they would like.
constexpr int kPanelMinimumWidth = 200;

} // namespace

MainWindow::MainWindow(Settings &settings, QWidget *parent)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_controller(new GameController(this))
    , m_scene(new BoardScene(this))
    , m_view(new BoardView(m_scene, this))
    , m_panel(new GamePanel(m_controller, this))
    , m_dock(new QDockWidget(tr("Game"), this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Hoyito"));
    // Before anything below keeps a setting.
    const bool firstStart = m_settings.isFirstStart();
    // Values of the settings file that make no sense go before anything
    // reads them, and the status line says which (once: they are gone).
    const QStringList resetSettings = m_settings.resetInvalidValues();
    m_files = new GameFiles(m_controller, m_settings, this);
    m_autosave = new Autosave(m_controller, m_files, m_settings, this);
    // Above the board, while the game is not being saved automatically.
    m_autosaveWarning = new AutosaveWarning(m_autosave, m_files, this);
    auto *central = new QWidget(this);
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(m_autosaveWarning);
    // For a newcomer: the lessons, before the first game.
    m_lessonOffer = new LessonOffer(m_settings, central);
    centralLayout->addWidget(m_lessonOffer);
    connect(m_lessonOffer, &LessonOffer::learnRequested, this, &MainWindow::showLessons);
    // Analysis mode's evaluation bar will stand beside the board.
    auto *boardRow = new QHBoxLayout;
    boardRow->setContentsMargins(0, 0, 0, 0);
    boardRow->setSpacing(0);
    boardRow->addWidget(m_view, 1);
    centralLayout->addLayout(boardRow, 1);
    setCentralWidget(central);
    m_dock->setObjectName(QStringLiteral("panelDock"));
    m_dock->setWidget(m_panel);
    m_dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    m_panel->setMinimumWidth(kPanelMinimumWidth);
    addDockWidget(Qt::RightDockWidgetArea, m_dock);

    m_scene->setSpeed(m_settings.animationSpeed());
    m_scene->setFlipped(m_settings.flipBoard());
    m_scene->setShowCounts(m_settings.showCounts());
    m_panel->setFlipped(m_settings.flipBoard());

    m_replayBar = new ReplayBar(m_controller, m_scene, this);
    addToolBar(Qt::BottomToolBarArea, m_replayBar);
    m_replayBar->attachMoveList(m_panel->moveList());
    // A match plays its rounds through the controller; its scoreboard sits
    // under the game panel while there is a match.
    m_match = new MatchController(m_controller, this);
    m_matchView = new MatchView(m_match, m_scene, this, m_dock);
    addDockWidget(Qt::RightDockWidgetArea, m_matchView->dock());
    splitDockWidget(m_dock, m_matchView->dock(), Qt::Vertical);

    // Analysis mode beside the board and in the side panel's column; the
    // review under the board.
    m_analysisView = new AnalysisView(m_controller, m_scene, this, m_dock);
    m_analysis = m_analysisView->controller();
    boardRow->insertWidget(0, m_analysisView->evalBar());
    m_reviewView = new ReviewView(m_controller, m_scene, m_panel->moveModel(), this);
    m_review = m_reviewView->controller();
    connect(m_review, &ReviewController::message, this, &MainWindow::setStatus);
    // Files keep the review shown when it is of exactly the game's moves;
    // a file opened with one shows it at once.
    m_files->setReviewSource([this]() -> std::optional<ReviewRecord> {
        const ReviewController::CompleteReview *review = m_review->completeReview();
        if (!review)
            return std::nullopt;
        return reviewRecordOf(review->strength, m_controller->game().start().rules, review->turns);
    });
    connect(m_files, &GameFiles::adopted, this, [this](const LoadedGame &loaded) {
        if (loaded.record.review)
            m_reviewView->showSaved(loaded.record.review->strength, loaded.review);
    });

    // The status line follows the game from here on, before the board
    // does (connectGame).
    m_status = new StatusLine(m_controller, m_scene, m_replayBar, this);
    statusBar()->addWidget(m_status, 1);
    // The Players menu and the computer's words; the endgame tables' line
    // and build, in the status bar after the computer's. The loaded tables
    // go to the computer and the game review.
    m_players = new PlayersMenu(m_controller, this);
    m_players->setAnimationSpeed(m_settings.animationSpeed());
    connect(m_players, &PlayersMenu::message, this, &MainWindow::setStatus);
    m_turnSkip = new TurnSkip(m_controller, m_scene, this);
    m_players->menu()->addSeparator();
    m_players->menu()->addAction(m_turnSkip->action());
    m_tables = new TableStatus(m_controller, TableLibrary::folderIn(m_settings.dataDirectory()), this);
    connect(m_tables->library(), &TableLibrary::loaded, this, [this] {
        m_controller->aiThread()->setTables(m_tables->library()->tables());
        m_review->setTables(m_tables->library()->tables());
        m_analysis->setTables(m_tables->library()->tables());
        if (m_trainerWindow)
            m_trainerWindow->setTables(m_tables->library()->tables());
    });
    connect(m_tables, &TableStatus::message, this, &MainWindow::setStatus);
    statusBar()->addPermanentWidget(m_turnSkip->button());
    statusBar()->addPermanentWidget(m_players->thinkingLabel());
    statusBar()->addPermanentWidget(m_players->busyBar());
    statusBar()->addPermanentWidget(m_tables->perfectPlayLabel());
    statusBar()->addPermanentWidget(m_tables->buildLabel());
    statusBar()->addPermanentWidget(m_tables->laterButton());
    // A game set up in a dialog replaces the one in the window once it may
    // (an unfinished game in no file: Save / Discard / Cancel).
    m_setupDialogs = new GameSetupDialogs(m_controller, m_match, this);
    connect(m_setupDialogs, &GameSetupDialogs::playRequested, this, [this](const GameSetup &setup, bool analyse) {
        m_files->confirmReplace(m_files->newGameQuestion(), [this, setup, analyse] {
            startGame(setup);
            if (analyse)
                m_analysis->setOn(true);
        });
    });
    // The actions of the game and its file, and the player's choices of
    // the View menu, which the board and its neighbours follow.
    m_gameActions = new GameActions(m_controller, this);
    m_fileActions = new FileActions(m_files, this);
    m_viewChoices = new ViewChoices(m_settings, this);
    connect(m_viewChoices, &ViewChoices::speedChosen, this, &MainWindow::setAnimationSpeed);
    connect(m_viewChoices, &ViewChoices::flipped, m_scene, &BoardScene::setFlipped);
    connect(m_viewChoices, &ViewChoices::flipped, m_panel, &GamePanel::setFlipped);
    connect(m_viewChoices, &ViewChoices::flipped, m_analysisView, &AnalysisView::setFlipped);
    connect(m_viewChoices, &ViewChoices::flipped, m_reviewView, &ReviewView::setFlipped);
    connect(m_viewChoices, &ViewChoices::countsShown, m_scene, &BoardScene::setShowCounts);
    // The sounds follow the board's animation.
    m_sound = new SoundPlayer(this);
    m_sound->setEnabled(m_settings.playSounds());
    m_sound->setVolume(m_settings.soundVolume());
    connect(m_viewChoices, &ViewChoices::soundsPlayed, m_sound, &SoundPlayer::setEnabled);
    connect(m_viewChoices, &ViewChoices::volumeChosen, m_sound, &SoundPlayer::setVolume);
    connect(m_scene, &BoardScene::soundCue, m_sound, &SoundPlayer::play);

    m_menus = new MainMenus(this, {.files = m_files,
                                   .fileActions = m_fileActions,
                                   .gameActions = m_gameActions,
                                   .review = m_review,
                                   .players = m_players,
                                   .turnSkip = m_turnSkip,
                                   .viewChoices = m_viewChoices,
                                   .analysis = m_analysis,
                                   .panelDock = m_dock,
                                   .tables = m_tables});
    connect(m_menus, &MainMenus::newGameRequested, this, &MainWindow::openNewGameDialog);
    connect(m_menus, &MainMenus::setUpRequested, this, &MainWindow::openSetupDialog);
    connect(m_menus, &MainMenus::rulesRequested, this, &MainWindow::showRules);
    connect(m_menus, &MainMenus::learnRequested, this, &MainWindow::showLessons);
    connect(m_menus, &MainMenus::puzzlesRequested, this, &MainWindow::showPuzzles);
    connect(m_menus, &MainMenus::aboutRequested, this, &MainWindow::showAbout);
    m_menus->build();
    connectGame();
    connectMatch();

    if (!restoreGeometry(m_settings.windowGeometry()))
        resize(1120, 720);
    m_stateRestored = restoreState(m_settings.windowState());
    m_replayBar->sync();
    m_view->setFocus();

    // The game in progress when the program last stopped (quit, crash or
    // power cut) goes on; otherwise a new game with the last choices. A
    // match resumed between rounds shows its summary and counts down to the
    // next round once the window is on screen (whenShown).
    m_match->holdCountdown(true);
    // A pause of the computers is part of the game that comes back.
    m_controller->setPaused(m_settings.computerPaused());
    connect(m_controller, &GameController::pauseChanged, this,
            [this] { m_settings.setComputerPaused(m_controller->isPaused()); });
    const Autosave::Resumed resumed = m_autosave->resume();
    // The very first start sets up a game against the computer: most
    // people open a board game to play it (docs/DESIGN.md).
    if (!resumed.resumed)
        startGame(firstStart ? Settings::firstStartSetup() : m_settings.lastGameSetup());
    const QString notice = StartNotice::text(m_settings, resumed.message, resetSettings);
    if (!notice.isEmpty())
        setStatus(notice);
    if (firstStart && !resumed.resumed) {
        StartNotice::sayAtFirstTurn(m_controller, [this](const QString &text) { setStatus(text); });
        holdFirstMoveForTheOffer();
    }
    m_matchView->dock()->setVisible(m_match->isActive());
    // The saved window state may have shown them; the analysis starts off.
    m_analysisView->settle();
    m_reviewView->dock()->setVisible(false);
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::connectGame()
{
    GameController *c = m_controller;
    m_movePreview = bindBoard(c, m_scene, BoardInput::Moves, MovePreviewing::Offered);
    m_movePreview->setEnabled(m_settings.movePreview());
    connect(m_viewChoices, &ViewChoices::previewShown, m_movePreview, &MovePreview::setEnabled);
    connect(m_movePreview, &MovePreview::summaryChanged, m_status, &StatusLine::showPreview);
    connect(c, &GameController::gameStarted, this, [this] {
        updateTitle();
        if (m_resultDialog)
            m_resultDialog->close();
    });
    // The panel shows what the board shows.
    connect(c, &GameController::positionReset, m_panel, &GamePanel::refresh);
    connect(c, &GameController::boardSettled, m_panel, &GamePanel::refresh);
    connect(m_scene, &BoardScene::pileCountChanged, m_panel, &GamePanel::showScore);
    connect(c, &GameController::gameOver, this, &MainWindow::showResult);
    connect(m_files, &GameFiles::changed, this, &MainWindow::updateTitle);
    connect(m_files, &GameFiles::message, this, &MainWindow::setStatus);
    connect(m_autosave, &Autosave::problem, this, &MainWindow::setStatus);
}

void MainWindow::setStatus(const QString &text)
{
    m_status->say(text);
}

void MainWindow::updateTitle()
{
    setWindowTitle(m_files->windowTitle());
    setWindowModified(m_files->isModified());
}

void MainWindow::startGame(const GameSetup &setup)
{
    GameSetup remembered = setup;
    remembered.start.reset();
    m_settings.setLastGameSetup(remembered);
    if (setup.match)
        m_match->startMatch(setup); // its round 1 (another game ends a match)
    else
        m_controller->newGame(setup);
    m_view->setFocus();
}

void MainWindow::openNewGameDialog()
{
    m_setupDialogs->openNewGame(m_settings.lastGameSetup());
}

void MainWindow::openSetupDialog()
{
    m_setupDialogs->openSetUp(m_settings.lastGameSetup());
}

void MainWindow::showResult(const GameOutcome &outcome)
{
    // A round of a match: the match controller has its own summary.
    if (m_match->isActive())
        return;
    setStatus(m_status->gameOverText(outcome));
    if (m_resultDialog)
        m_resultDialog->close();
    auto *dialog = new ResultDialog(m_controller->setup(), outcome, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_resultDialog = dialog;
    connect(dialog, &ResultDialog::newGameRequested, this, &MainWindow::openNewGameDialog);
    putBannerBehind(dialog);
    dialog->open();
}

void MainWindow::putBannerBehind(QDialog *dialog)
{
    // One or the other: the dialog says what the board's result banner
    // says, which would peek out behind it. The banner comes back with the
    // last such dialog closed.
    m_scene->setResultBannerHidden(true);
    connect(dialog, &QDialog::finished, this, [this] {
        const auto open = [](const QDialog *d) { return d && d->isVisible(); };
        m_scene->setResultBannerHidden(open(m_resultDialog) || open(m_matchView->roundSummaryDialog()) ||
                                       open(m_matchView->matchResultDialog()));
    });
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

void MainWindow::holdFirstMoveForTheOffer()
{
    // The newcomer answers the offer of the lessons before the computer's
    // first move: a first sowing of three laps is no way to meet the game.
    if (!m_lessonOffer->isWanted())
        return;
    m_controller->setPaused(true);
    m_settings.setComputerPaused(false); // a hold, not the player's pause: not kept
    auto *hold = new QObject(this);
    const auto release = [this, hold] {
        hold->deleteLater();
        disconnect(m_lessonOffer, nullptr, hold, nullptr);
        m_controller->setPaused(false);
    };
    connect(m_lessonOffer, &LessonOffer::declined, hold, release);
    // The lessons, taken: the game goes on once their window is closed.
    connect(m_lessonOffer, &LessonOffer::learnRequested, hold, [this, hold, release] {
        disconnect(m_lessonOffer, nullptr, hold, nullptr);
        if (m_lessonWindow)
            connect(m_lessonWindow, &QObject::destroyed, hold, release);
        else
            release();
    });
    // A game the player starts is theirs: no hold over it.
    connect(m_controller, &GameController::gameStarted, hold, release);
}

void MainWindow::showLessons()
{
    m_lessonOffer->hide();
    if (!m_lessonWindow) {
        m_lessonWindow = new LessonWindow(m_settings, this);
        m_lessonWindow->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_lessonWindow->scene(), &BoardScene::soundCue, m_sound, &SoundPlayer::play);
        connect(m_lessonWindow, &LessonWindow::playRequested, this, &MainWindow::openNewGameDialog);
    }
    m_lessonWindow->show();
    m_lessonWindow->raise();
    m_lessonWindow->activateWindow();
}

void MainWindow::showPuzzles()
{
    if (!m_trainerWindow) {
        m_trainerWindow =
            new TrainerWindow(m_settings, PuzzleSet::fromFile(QStringLiteral(":/puzzles/puzzles.jsonl")), this);
        m_trainerWindow->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_trainerWindow->scene(), &BoardScene::soundCue, m_sound, &SoundPlayer::play);
        connect(m_trainerWindow, &TrainerWindow::analyseRequested, this, &MainWindow::analysePosition);
        m_trainerWindow->setTables(m_tables->library()->tables());
    }
    m_trainerWindow->show();
    m_trainerWindow->raise();
    m_trainerWindow->activateWindow();
}

void MainWindow::analysePosition(const hoyito::Position &position)
{
    GameSetup setup;
    setup.startFrom(position);
    setup.player(hoyito::Player::South) = PlayerInfo::human(QString());
    setup.player(hoyito::Player::North) = PlayerInfo::human(QString());
    m_files->confirmReplace(m_files->newGameQuestion(), [this, setup] {
        startGame(setup);
        m_analysis->setOn(true);
        raise();
        activateWindow();
    });
}

void MainWindow::showAbout()
{
    (new AboutBox(this))->open();
}

void MainWindow::buildBuiltInTables()
{
    m_tables->library()->ensureBuilt(kBuiltInSeeds2x6, kBuiltInSeeds2x12);
}

void MainWindow::setAnimationSpeed(AnimationSpeed speed)
{
    m_viewChoices->setSpeed(speed);
    m_scene->setSpeed(speed);
    m_players->setAnimationSpeed(speed);
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    // First run: the panel takes a quarter of the window, so the board keeps
    // most of a small window.
    if (!m_stateRestored) {
        m_stateRestored = true;
        resizeDocks({m_dock}, {qBound(kPanelMinimumWidth, width() / 4, 300)}, Qt::Horizontal);
    }
    keepBoardRoom();
    // From the event loop: the window is on screen, and a dialog opened
    // then goes above it.
    QMetaObject::invokeMethod(this, &MainWindow::whenShown, Qt::QueuedConnection);
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    keepBoardRoom();
}

void MainWindow::keepBoardRoom()
{
    // A window made smaller shrinks the board first and keeps the docks as
    // they were: the panel (and the scoreboard in its column) give up
    // their width beyond a quarter of the window instead.
    const int most = std::max(kPanelMinimumWidth, width() / 4);
    for (QDockWidget *dock : {m_dock, m_matchView->dock()})
        if (dock->isVisible() && !dock->isFloating() && dock->width() > most)
            resizeDocks({dock}, {most}, Qt::Horizontal);
}

void MainWindow::whenShown()
{
    if (isVisible()) // not closed again meanwhile
        m_matchView->windowShown();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_settings.setWindowGeometry(saveGeometry());
    m_settings.setWindowState(saveState());
    m_settings.sync();
    QMainWindow::closeEvent(event);
    // Closing stops the computer at once (the thread ends in milliseconds),
    // and a match between computers starts no next round.
    if (event->isAccepted()) {
        m_match->holdCountdown(true);
        m_analysis->shutdown();
        m_review->shutdown();
        m_controller->shutdownComputer();
        m_tables->library()->shutdown(); // a build under way stops; its finished levels stay
    }
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslateUi()
{
    // Dock titles first: setting one also sets the text of its menu action,
    // which the menus then set as they want it.
    m_dock->setWindowTitle(tr("Game"));
    m_matchView->retranslate();
    m_analysisView->retranslate();
    m_reviewView->retranslate();
    m_menus->build();
    // The recent files menu is GameFiles', made once: it sets its title and
    // items again.
    m_files->rebuildRecentMenu();
    updateTitle();
    if (!m_controller->hasGame())
        return;
    m_panel->refresh();
    m_panel->moveList()->doItemsLayout();
    m_status->retranslate();
    m_movePreview->retranslate();
}

void MainWindow::connectMatch()
{
    // The round's game belongs to the match: saving keeps every round.
    connect(m_match, &MatchController::roundStarting, this, [this](int, bool continuing) {
        m_files->expectMatchRound(*m_match->matchAtRoundStart(), m_match->gamesBeforeRound(), continuing);
    });
    connect(m_match, &MatchController::roundStarted, this, &MainWindow::updateTitle);
    // The match view says how the round ended.
    connect(m_match, &MatchController::roundFinished, this, [this] {
        if (m_resultDialog)
            m_resultDialog->close();
    });
    connect(m_files, &GameFiles::aboutToAdopt, m_match, &MatchController::adoptLoaded);
    connect(m_matchView, &MatchView::message, this, &MainWindow::setStatus);
    connect(m_matchView, &MatchView::dialogOpening, this, &MainWindow::putBannerBehind);
    connect(m_matchView, &MatchView::rematchRequested, this, [this] { startGame(m_match->setup()); });
    // A round's review is the window's: with its endgame tables.
    connect(m_matchView, &MatchView::roundReplayOpened, this, [this](RoundReplayDialog *dialog) {
        dialog->review()->setTables(m_review->tables());
        connect(dialog->scene(), &BoardScene::soundCue, m_sound, &SoundPlayer::play);
    });
}

} // namespace hoyito::app
