#pragma once

// The review panel, under the board: the strength (Quick, the default, or
// Deep) and the Review button, the progress (turn k of n) with Cancel, the
// evaluation graph, each player's accuracy, the turn the board shows with
// its verdict and, for a turn the review marks, the coach's words on why,
// and Show Better Move. It only shows what ReviewController
// gives it and says what the user clicks.

#include "gamerecord.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;

namespace hoyito::app {

class EvalGraph;

class ReviewPanel : public QWidget {
    Q_OBJECT

public:
    // The record's: a saved review keeps the strength it was made at.
    using Strength = ReviewStrength;

    explicit ReviewPanel(QWidget *parent = nullptr);

    Strength strength() const;
    void setStrength(Strength strength);
    // A review runs: `done` of `total` turns reviewed.
    void showProgress(int done, int total);
    // No review runs; the button says "Review Again" once one was shown.
    void showIdle(bool reviewed);
    // The line under the accuracy: the turn shown, or why there is none.
    void setTurnText(const QString &text);
    // Under it, why the turn shown was worse (CoachText); empty: nothing
    // to say, and the line is hidden.
    void setWhyText(const QString &text);
    void setAccuracy(const QString &south, const QString &north);
    // Which turn decided the game (ReviewText::decided); empty hides it.
    void setDecided(const QString &text);
    QString decidedText() const;
    void setBetterMoveEnabled(bool enabled);
    // The better move on the board: the button goes back to the game.
    void setBetterMoveShown(bool shown);

    EvalGraph *graph() const { return m_graph; }
    QComboBox *strengthBox() const { return m_strength; }
    QProgressBar *progressBar() const { return m_progress; }
    QPushButton *startButton() const { return m_start; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *betterMoveButton() const { return m_better; }
    QString turnText() const;
    QString whyText() const;
    QString southAccuracyText() const;
    QString northAccuracyText() const;
    void retranslate();

Q_SIGNALS:
    void startRequested();
    void cancelRequested();
    void betterMoveRequested();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // A wrapped label asks for the height of all its lines at its width: a
    // dock does not ask its widget's height for a width, and would cut them.
    static void fitHeight(QLabel *label);

    QLabel *m_strengthLabel;
    QComboBox *m_strength;
    QPushButton *m_start;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    EvalGraph *m_graph;
    QLabel *m_south;
    QLabel *m_north;
    QLabel *m_decided;
    QLabel *m_turn;
    QLabel *m_why;
    QPushButton *m_better;
    bool m_betterShown = false;
    bool m_reviewed = false;
    int m_done = 0;
    int m_total = 0;
};

} // namespace hoyito::app
