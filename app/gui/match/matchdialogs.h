#pragma once

// The dialogs of a match: the round summary between rounds (who won the
// round and how, who took the last four and why, the match score, what the
// next round brings) with "Next Round", and the match result at the end with
// "New Match". Both are opened with open() or show(), never exec(): the
// window's event loop goes on, and closing one leaves the match as it is
// (the scoreboard has a "Next Round" button too). The round summary of a
// match between computers is not modal and says when the next round starts
// by itself (MatchController's countdown): the window's Pause, Undo and New
// Game stay at hand. The round summary stays open while the language
// changes, and speaks the new one at once.

#include "hoyito/match.h"

#include <QDialog>

class QLabel;
class QPushButton;

namespace hoyito::app {

class MatchController;

class RoundSummaryDialog : public QDialog {
    Q_OBJECT

public:
    RoundSummaryDialog(const MatchController &match, const hoyito::RoundResult &round, QWidget *parent = nullptr);

    int round() const { return m_result.number; }
    QString headline() const;
    QString details() const;
    QString score() const;
    QString preview() const;
    // "The next round starts in 3 seconds.", or why it waits; empty with a
    // person in the match.
    QString countdown() const;
    QPushButton *nextRoundButton() const { return m_next; }

Q_SIGNALS:
    void nextRoundRequested();

protected:
    // QEvent::LanguageChange: every text again.
    void changeEvent(QEvent *event) override;

private:
    void setTexts();
    void showCountdown();

    const MatchController &m_match;
    hoyito::RoundResult m_result;
    QLabel *m_headline;
    QLabel *m_details;
    QLabel *m_score;
    QLabel *m_preview;
    QLabel *m_countdown;
    QPushButton *m_next;
};

class MatchResultDialog : public QDialog {
    Q_OBJECT

public:
    explicit MatchResultDialog(const MatchController &match, QWidget *parent = nullptr);

    QString headline() const;
    QString details() const;
    QString lastRound() const;
    QPushButton *newMatchButton() const { return m_newMatch; }

Q_SIGNALS:
    void newMatchRequested();

private:
    QLabel *m_headline;
    QLabel *m_score;
    QLabel *m_lastRound;
    QLabel *m_details;
    QPushButton *m_newMatch;
};

} // namespace hoyito::app
