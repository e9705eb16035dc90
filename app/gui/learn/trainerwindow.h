#pragma once

// Game > Puzzles…: the puzzle trainer. On the left the choice of board,
// theme and mode (rated or streak), the player's rating and its graph; on
// the right what to find, the board, what happened, and Hint, Retry,
// Analyse and Next. A puzzle is played with the game's own controller and
// board, both sides "people": the solver's moves come from the board, the
// opponent's replies from the solution.
//
// The protocol: start → the solver moves (the board takes only their
// turns) → a move of the solution: "Right!", the opponent's reply is played
// when the controller waits for it (humanTurn), and so on to the end of the
// solution: solved. A move that is not the solution's: it is shown, then
// judged failed with the coach's reason, and the solution is played from
// the start; what the wrong move loses is searched meanwhile
// (movelosssearch.h) and said when known. Each judgement rates the puzzle's first attempt (Glicko-2,
// glicko2.h); a hint makes it count as not solved; retries and the streak
// are not rated. An attempt begins with the first move: a puzzle left
// after it and before its end (another puzzle, the window closed, the
// program killed: the id is kept as pending) counts as failed, so that
// leaving a puzzle that goes badly is no way round the rating.

#include "learn/puzzleset.h"

#include "glicko2.h"

#include <QDialog>
#include <QList>

#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QTimer;

namespace hoyito::app {

class BoardScene;
class BoardView;
class GameController;
class MoveLossSearch;
class RatingGraph;
class Settings;

class TrainerWindow : public QDialog {
    Q_OBJECT

public:
    enum class Mode { Rated, Streak };
    enum class State {
        None,            // no puzzle (none fits the choice)
        Playing,         // the solver's turn or a reply on its way
        Solved,          // the solution played to its end
        Failed,          // a wrong move, being shown
        ShowingSolution, // the solution, played from the start after a wrong move
        Shown,           // the solution shown to its end
    };

    // `settings` must outlive the window.
    TrainerWindow(Settings &settings, PuzzleSet puzzles, QWidget *parent = nullptr);
    ~TrainerWindow() override;

    // Starts the puzzle `id` of the set (false: none such); the choice of
    // board follows it.
    bool startPuzzle(const QString &id);
    // The next puzzle of the choice (Next).
    void nextPuzzle();
    void setMode(Mode mode);
    Mode mode() const { return m_mode; }
    void setBoardChoice(PuzzleBoard board);
    PuzzleBoard boardChoice() const;
    void setThemeChoice(std::optional<puzzles::Theme> theme);
    std::optional<puzzles::Theme> themeChoice() const;
    // The endgame tables for what a wrong move loses (null: none): a
    // position they hold is worth exactly what they prove.
    void setTables(std::shared_ptr<const hoyito::tables::TableSet> tables);

    const puzzles::Puzzle *puzzle() const { return m_puzzle ? &*m_puzzle : nullptr; }
    State state() const { return m_state; }
    bool isRated() const { return m_rated; }
    int streak() const { return m_streak; }
    GameController *controller() const { return m_controller; }
    BoardScene *scene() const { return m_scene; }
    QString taskText() const;
    QString outcomeText() const;
    QPushButton *hintButton() const { return m_hint; }
    QPushButton *retryButton() const { return m_retry; }
    QPushButton *nextButton() const { return m_next; }
    QPushButton *analyseButton() const { return m_analyse; }
    QLabel *ratingLabel() const { return m_rating; }
    // What the last wrong move loses, in seeds, once searched.
    std::optional<int> seedsLost() const { return m_lost; }

Q_SIGNALS:
    // Analyse: the puzzle's position, for the main window's analysis mode.
    void analyseRequested(const hoyito::Position &position);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void start(const puzzles::Puzzle &puzzle);
    void retry();
    void play(int hole);
    void onHumanTurn(hoyito::Player side, const QList<int> &playable, const QList<int> &endless);
    void onSettled();
    void playSolutionMove();
    void showSolution();
    void showHint();
    void analyse();
    // The first attempt judged: rates it (when it counts) and says so.
    void rate(bool solved);
    // An attempt begun and not judged counts as failed (the class comment).
    void settlePending();
    void judgeSolved();
    void judgeFailed(const hoyito::Position &before, hoyito::Move played);
    void onLossFound(quint64 id, int loss);
    // The verdict on a wrong move from its parts, and the solution's end.
    QString verdict() const;
    void chooseAgain();
    // The choices kept in the settings, and read back at the start.
    void keepChoices();
    void restoreChoices();
    // The task line for the state: what to find, or the outcome.
    void refreshTask();
    void refreshRating();
    void showOutcome(const QString &text);
    void retranslate();
    void fitWords();

    Settings &m_settings;
    PuzzleSet m_puzzles;
    GameController *m_controller;
    BoardScene *m_scene;
    BoardView *m_view;
    QComboBox *m_boardChoice;
    QComboBox *m_themeChoice;
    QComboBox *m_modeChoice;
    QLabel *m_boardLabel;
    QLabel *m_themeLabel;
    QLabel *m_modeLabel;
    QLabel *m_rating;
    RatingGraph *m_graph;
    QLabel *m_puzzleRating;
    QLabel *m_streakLabel;
    QLabel *m_task;
    QLabel *m_outcome;
    QPushButton *m_hint;
    QPushButton *m_retry;
    QPushButton *m_analyse;
    QPushButton *m_next;
    QTimer *m_pace; // the pause before a reply or the solution's next move
    MoveLossSearch *m_lossSearch;

    std::optional<puzzles::Puzzle> m_puzzle;
    Mode m_mode = Mode::Rated;
    State m_state = State::None;
    hoyito::Player m_solver = hoyito::Player::South;
    bool m_rated = false; // this attempt is the puzzle's first and rated
    bool m_begun = false; // a move was played in this attempt
    bool m_hintUsed = false;
    int m_streak = 0;
    QStringList m_streakSolved; // the ids of the streak so far
    // What the judgement of a wrong move said, kept while the solution plays:
    // the move and the coach's reason, the loss once searched, the rating's
    // and the streak's words.
    QString m_wrongMove;
    QString m_wrongWhy;
    std::optional<int> m_lost;
    QString m_verdictTail;
    QString m_best;       // the move that was best where the wrong one was played
    quint64 m_lossId = 0; // the loss search answered for
};

} // namespace hoyito::app
