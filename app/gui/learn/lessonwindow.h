#pragma once

// Help > Learn Hoyito: the course (course.h) on a real board. The lessons
// on the left with their stars; on the right the step's goal, the board,
// what happened, and Hint, Retry and Next. A step is played with the game's
// own controller; after every move the board has shown, the engine judges
// the goal (hoyito/lesson.h). Reached: the stars (three at par without the
// hint, one less for each) are kept in the settings and Next moves on;
// missed: the reason, and Retry.

#include "hoyito/lesson.h"

#include <QDialog>

class QLabel;
class QListWidget;
class QPushButton;

namespace hoyito::app {

class BoardScene;
class BoardView;
class GameController;
class Settings;
struct Lesson;
struct LessonStep;

class LessonWindow : public QDialog {
    Q_OBJECT

public:
    // `settings` must outlive the window.
    explicit LessonWindow(Settings &settings, QWidget *parent = nullptr);
    ~LessonWindow() override;

    // Starts `step` of `lesson` (indexes into course()).
    void startStep(int lesson, int step);
    int lessonIndex() const { return m_lesson; }
    int stepIndex() const { return m_step; }
    GameController *controller() const { return m_controller; }
    BoardScene *scene() const { return m_scene; }
    // The goal's state for the step shown.
    hoyito::GoalState goalState() const { return m_check.state; }
    QString goalText() const;
    QString outcomeText() const;
    QPushButton *nextButton() const { return m_next; }
    QPushButton *retryButton() const { return m_retry; }
    QPushButton *hintButton() const { return m_hint; }
    // Shown once the last step is reached: closes the lessons for a game.
    QPushButton *playButton() const { return m_play; }
    // Plays the moves before the step on the board, from the step's first
    // position (done at the start of such a step, and again on a click).
    QPushButton *watchButton() const { return m_watch; }
    bool isWatching() const { return m_watching; }

Q_SIGNALS:
    // Play a Game, at the end of the course: the window closes itself.
    void playRequested();

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    const Lesson &lesson() const;
    const LessonStep &step() const;
    void judge();
    void sayWhyAgain();
    // What the window says above the board for a step of a lesson.
    struct StepWords {
        QString title;
        QString intro; // the lesson's, shown at every step
        QString goal;  // with who plays the other side, if anyone
        QString history;
    };
    static StepWords wordsOf(const Lesson &lesson, int stepIndex);
    void showHint();
    void next();
    void refreshList();
    void retranslate();
    // Each wrapped label as high as its words need at its width.
    void fitWords();
    void keepBoardInPlace(); // for the lesson's steps; on a resize or a new step
    void showOutcome(const QString &text);
    void watchHistory();
    void watchNextTurn();

    Settings &m_settings;
    GameController *m_controller;
    BoardScene *m_scene;
    BoardView *m_view;
    QListWidget *m_lessons;
    QWidget *m_words; // the title, intro, goal and history, above the board
    QLabel *m_title;
    QLabel *m_intro;
    QLabel *m_goal;
    QLabel *m_history; // the moves before the step, when it has some
    QLabel *m_par;
    QLabel *m_outcome;
    QPushButton *m_hint;
    QPushButton *m_retry;
    QPushButton *m_next;
    QPushButton *m_play;
    QPushButton *m_watch;
    int m_lesson = 0;
    int m_step = 0;
    int m_firstTurn = 0; // the step's first turn: the history before it is not the learner's
    hoyito::Player m_learner = hoyito::Player::South;
    bool m_hintUsed = false;
    bool m_watching = false; // the board replays the moves before the step
    int m_watchRun = 0;      // a queued step of an earlier watch is void
    hoyito::GoalCheck m_check;
};

} // namespace hoyito::app
