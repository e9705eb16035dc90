#pragma once

// The end of a game: who won, the scores and why the game ended, with a
// button to start a new game.

#include "game/gameoutcome.h"
#include "game/gamesetup.h"

#include <QDialog>

class QLabel;
class QPushButton;

namespace hoyito::app {

class ResultDialog : public QDialog {
    Q_OBJECT

public:
    ResultDialog(const GameSetup &setup, const GameOutcome &outcome, QWidget *parent = nullptr);

    QString headline() const;
    QString details() const;
    QPushButton *newGameButton() const { return m_newGame; }

Q_SIGNALS:
    void newGameRequested();

private:
    QLabel *m_headline;
    QLabel *m_scores;
    QLabel *m_details;
    QPushButton *m_newGame;
};

} // namespace hoyito::app
