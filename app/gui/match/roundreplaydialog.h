#pragma once

// A finished round of the match, replayed in a window of its own: its own
// board, its own controller (in replay mode only, as gamecontroller.h describes it) and
// replay bar. The match in the main window is untouched: its game, its
// file, its autosave, its analysis and review. Opened from the scoreboard;
// non-modal.
//
// The window has the main window's Analysis mode and game review, on its own
// controller: Analysis (Ctrl+Shift+A) shows the evaluation bar beside the
// board and the Analysis panel beside it, following the turn replayed; Review
// Round (Ctrl+Shift+R) reviews the round's turns, with the review panel and a
// move list carrying the verdicts under the board. Closing the window stops
// both searches at once.

#include "board/animationspeed.h"
#include "game/gamesetup.h"

#include "hoyito/match.h"

#include <QDialog>

class QAction;
class QLabel;
class QListView;
class QPushButton;
class QSplitter;

namespace hoyito::app {

class AnalysisController;
class AnalysisPanel;
class BoardScene;
class BoardView;
class EvalBar;
class GameController;
class MatchController;
class MoveListModel;
class ReplayBar;
class ReviewController;
class ReviewPanel;

class RoundReplayDialog : public QDialog {
    Q_OBJECT

public:
    // `round`: a finished round of `match` (1-based).
    RoundReplayDialog(const MatchController &match, int round, AnimationSpeed speed, QWidget *parent = nullptr);
    ~RoundReplayDialog() override;

    int round() const { return m_round; }
    GameController *controller() const { return m_controller; }
    BoardScene *scene() const { return m_scene; }
    ReplayBar *replayBar() const { return m_bar; }
    QString statusText() const;

    AnalysisController *analysis() const { return m_analysis; }
    AnalysisPanel *analysisPanel() const { return m_analysisPanel; }
    EvalBar *evalBar() const { return m_evalBar; }
    ReviewController *review() const { return m_review; }
    ReviewPanel *reviewPanel() const { return m_reviewPanel; }
    MoveListModel *moveModel() const { return m_moveModel; }
    QListView *moveList() const { return m_moveList; }
    // Review Round: shows the review under the board and reviews the round.
    QAction *reviewRoundAction() const { return m_reviewRound; }
    // The review (panel and move list) is on screen.
    bool isReviewShown() const;

protected:
    // Closing (Close, Escape, the title bar): the searches stop first.
    void done(int result) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showAnalysisPane(bool on);
    void showReview();

    int m_round;
    GameSetup m_setup;            // the match's, for the round's summary in the language of the day
    hoyito::RoundResult m_result; // the round replayed
    GameController *m_controller;
    BoardScene *m_scene;
    BoardView *m_view;
    ReplayBar *m_bar;
    QLabel *m_summary;
    QLabel *m_status;
    QPushButton *m_close;
    EvalBar *m_evalBar;
    AnalysisPanel *m_analysisPanel;
    AnalysisController *m_analysis;
    MoveListModel *m_moveModel;
    QListView *m_moveList;
    ReviewPanel *m_reviewPanel;
    ReviewController *m_review;
    QAction *m_reviewRound;
    QSplitter *m_split;      // the board (with the analysis) over the review
    QSplitter *m_boardSplit; // the board beside the Analysis panel
    QSplitter *m_reviewPane; // the review panel beside the move list
};

} // namespace hoyito::app
