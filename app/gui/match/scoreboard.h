#pragma once

// The match's scoreboard, for the side of the window: the running match
// score and a row per round (its starter, its winner, the seeds each player
// ended with, who took the last four and why), the round being played last.
// A view of the MatchController: it changes nothing, except that its "Next
// Round" button asks the controller for the next round.

#include <QWidget>

class QBoxLayout;
class QLabel;
class QPushButton;
class QTableWidget;

namespace hoyito::app {

class MatchController;

class Scoreboard : public QWidget {
    Q_OBJECT

public:
    enum Column { RoundColumn, StarterColumn, WinnerColumn, SeedsColumn, LastFourColumn, ColumnCount };

    explicit Scoreboard(MatchController *match, QWidget *parent = nullptr);

    QString scoreText() const;
    QString titleText() const;
    int rowCount() const;
    QString cellText(int row, int column) const;
    QTableWidget *table() const { return m_table; }
    QPushButton *nextRoundButton() const { return m_next; }
    QPushButton *replayButton() const { return m_replay; }
    // Selects the row of round `round` (1-based).
    void selectRound(int round);

Q_SIGNALS:
    // Replay a finished round (the Replay button, or a double click).
    void replayRequested(int round);

public Q_SLOTS:
    void refresh();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    // "Next Round", with the seconds left while the match counts down.
    void showNextRound();
    // What depends on the width: the round and the score side by side or
    // one above the other, the name columns.
    void fitToWidth();
    // The width column `column` needs with its texts on one line, and
    // wrapped at their spaces.
    struct ColumnWidth {
        int full;
        int wrapped;
    };
    ColumnWidth columnWidth(int column) const;
    void fitRowHeights();
    int selectedFinishedRound() const; // 0: none

    MatchController *m_match;
    QBoxLayout *m_top; // the round and the score
    QLabel *m_title;
    QLabel *m_settings; // the match's settings, wrapped
    QLabel *m_score;
    QTableWidget *m_table;
    QLabel *m_hiddenColumns; // which columns a narrow panel leaves out
    QPushButton *m_next;
    QPushButton *m_replay;
};

} // namespace hoyito::app
