#pragma once

// The game window: the board in the middle, the side panel and the other
// docks, the menus and the status bar. It makes the pieces of the rooms
// below (each a small class that owns its widgets, actions and reactions),
// places them and wires them to each other and to the settings; what
// crosses from one room to another goes through here.

#include "config/settings.h"
#include "game/gameoutcome.h"
#include "game/gamesetup.h"
// The dialogs held by QPointer below, and the classes whose accessors are
// forwarded below: it needs their whole types.
#include "analysis/analysisview.h"
#include "analysis/reviewview.h"
#include "config/viewchoices.h"
#include "files/autosavewarning.h"
#include "files/fileactions.h"
#include "game/gameactions.h"
#include "game/playersmenu.h"
#include "game/statusline.h"
#include "game/turnskip.h"
#include "learn/lessonwindow.h"
#include "learn/trainerwindow.h"
#include "match/matchview.h"
#include "setup/gamesetupdialogs.h"
#include "tables/tablestatus.h"
#include "window/resultdialog.h"
#include "window/ruleswindow.h"

#include <QMainWindow>
#include <QPointer>

class QDialog;
class QDockWidget;

namespace hoyito::app {

class AnalysisController;
class Autosave;
class BoardScene;
class BoardView;
class GameController;
class GameFiles;
class GamePanel;
class MatchController;
class MovePreview;
class Scoreboard;
class ReplayBar;
class ReviewController;
class SoundPlayer;
class TableLibrary;

class LessonOffer;
class MainMenus;

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
    // Saved games: the document, the autosave, the replay controls.
    GameFiles *files() const { return m_files; }
    Autosave *autosave() const { return m_autosave; }
    ReplayBar *replayBar() const { return m_replayBar; }
    // Analysis mode: its controller, panel (in its dock) and the bar beside the board.
    AnalysisController *analysis() const { return m_analysis; }
    AnalysisPanel *analysisPanel() const { return m_analysisView->panel(); }
    EvalBar *evalBar() const { return m_analysisView->evalBar(); }
    QDockWidget *analysisDock() const { return m_analysisView->dock(); }
    // Game review: its controller and panel (in its dock under the board).
    ReviewController *review() const { return m_review; }
    ReviewPanel *reviewPanel() const { return m_reviewView->panel(); }
    QDockWidget *reviewDock() const { return m_reviewView->dock(); }
    // Matches: the match controller, the scoreboard in its dock
    // and the match dialogs while they are open (nullptr otherwise).
    MatchController *match() const { return m_match; }
    Scoreboard *scoreboard() const { return m_matchView->scoreboard(); }
    QDockWidget *scoreboardDock() const { return m_matchView->dock(); }
    RoundSummaryDialog *roundSummaryDialog() const { return m_matchView->roundSummaryDialog(); }
    MatchResultDialog *matchResultDialog() const { return m_matchView->matchResultDialog(); }
    RoundReplayDialog *roundReplayDialog() const { return m_matchView->roundReplayDialog(); }
    QString statusText() const { return m_status->text(); }
    MovePreview *movePreview() const { return m_movePreview; }
    // The warning above the board while the game is not being saved
    // automatically ("This game is not being saved automatically: ..."),
    // with a button that saves it; empty when hidden.
    QString autosaveWarning() const { return m_autosaveWarning->text(); }
    AutosaveWarning *autosaveWarningBar() const { return m_autosaveWarning; }
    // The thinking indicator in the status bar ("North is thinking…",
    // "Paused"); empty when hidden.
    QString thinkingText() const { return m_players->thinkingText(); }
    // Skip to My Turn (Players menu, status bar).
    TurnSkip *turnSkip() const { return m_turnSkip; }
    // The dialogs, while they are open (nullptr otherwise).
    NewGameDialog *newGameDialog() const { return m_setupDialogs->newGameDialog(); }
    ResultDialog *resultDialog() const { return m_resultDialog; }
    RulesWindow *rulesWindow() const { return m_rulesWindow; }
    LessonWindow *lessonWindow() const { return m_lessonWindow; }
    TrainerWindow *trainerWindow() const { return m_trainerWindow; }
    LessonOffer *lessonOffer() const { return m_lessonOffer; }
    // The endgame tables (loaded in the background from the data folder),
    // the tables dialog while it is open, the status bar's words on
    // the position shown ("Perfect play: North wins 30–18"; empty when it
    // is not in the tables) and on a build under way (empty when none).
    TableLibrary *tableLibrary() const { return m_tables->library(); }
    TablesDialog *tablesDialog() const { return m_tables->dialog(); }
    QString perfectPlayText() const { return m_tables->perfectPlayText(); }
    QString tablesBuildText() const { return m_tables->buildText(); }
    SetupDialog *setupDialog() const { return m_setupDialogs->setupDialog(); }
    // The sounds of the board's animation (View > Sound), of every board
    // the window opens: the game's, the lessons', the puzzles', a round's
    // replay.
    SoundPlayer *soundPlayer() const { return m_sound; }

public Q_SLOTS:
    // Starts `setup` at once and remembers its choices.
    void startGame(const hoyito::app::GameSetup &setup);
    // Opens the New Game dialog (non-blocking).
    void openNewGameDialog();
    // Opens the position editor (Game > Set Up Position, non-blocking) on
    // the position the board shows.
    void openSetupDialog();
    void showRules();
    // Help > Learn Hoyito: the lessons (non-blocking).
    void showLessons();
    // At the first start, while the offer of the lessons is open.
    void holdFirstMoveForTheOffer();
    // Game > Puzzles…: the puzzle trainer (non-blocking), with the shipped
    // puzzles.
    void showPuzzles();
    // The trainer's Analyse: the position, set up for two people, in
    // Analysis mode (after Save / Discard / Cancel for a game in no file).
    void analysePosition(const hoyito::Position &position);
    void showAbout();
    // Builds what is missing of the small built-in tables, in the
    // background: at the first start (seconds), or one that was cut short.
    void buildBuiltInTables();
    void setAnimationSpeed(hoyito::app::AnimationSpeed speed);

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    // QEvent::LanguageChange: retranslateUi().
    void changeEvent(QEvent *event) override;

private:
    // The language changed (language.h): menus, titles, panel, board and
    // status line speak the new one at once.
    void retranslateUi();
    void connectGame();
    void setStatus(const QString &text);
    void showResult(const GameOutcome &outcome);
    // Hides the board's result banner while `dialog` is open.
    void putBannerBehind(QDialog *dialog);
    void updateTitle();
    // The docks narrow to a quarter of the window, so the board keeps
    // most of a small one.
    void keepBoardRoom();
    // A match: its rounds in the game's document, the match view's words
    // and dialogs in the window.
    void connectMatch();
    // The window is on screen (queued from showEvent): the dialog and the
    // countdown of a match resumed between rounds, which waited for it.
    void whenShown();

    Settings &m_settings;
    GameController *m_controller;
    BoardScene *m_scene;
    BoardView *m_view;
    GamePanel *m_panel;
    QDockWidget *m_dock;
    StatusLine *m_status = nullptr;
    MovePreview *m_movePreview = nullptr;
    AutosaveWarning *m_autosaveWarning = nullptr;
    GameActions *m_gameActions = nullptr;
    FileActions *m_fileActions = nullptr;
    ViewChoices *m_viewChoices = nullptr;
    PlayersMenu *m_players = nullptr;
    TurnSkip *m_turnSkip = nullptr;
    GameFiles *m_files = nullptr;
    Autosave *m_autosave = nullptr;
    ReplayBar *m_replayBar = nullptr;
    QPointer<ResultDialog> m_resultDialog;
    QPointer<RulesWindow> m_rulesWindow;
    QPointer<LessonWindow> m_lessonWindow;
    QPointer<TrainerWindow> m_trainerWindow;
    LessonOffer *m_lessonOffer = nullptr;
    TableStatus *m_tables = nullptr;
    GameSetupDialogs *m_setupDialogs = nullptr;
    MatchController *m_match = nullptr;
    MatchView *m_matchView = nullptr;
    bool m_stateRestored = false;
    AnalysisView *m_analysisView = nullptr;
    AnalysisController *m_analysis = nullptr; // the view's
    ReviewView *m_reviewView = nullptr;
    ReviewController *m_review = nullptr; // the view's
    MainMenus *m_menus = nullptr;
    SoundPlayer *m_sound = nullptr;
};

} // namespace hoyito::app
