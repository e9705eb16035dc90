#pragma once

// Game > Set Up Position: an editor of a position on the board (seeds of
// each hole, closed holes, the side to move, the scores, the variant, the
// board and the last-four taker, and the position text of docs/RULES.md 8 to copy
// and paste). Every change is checked as the engine checks a start
// (hoyito::checkStart), and the one sentence saying what is wrong is shown
// (PositionText); only a position a game may start from can be played.
//
// The editor works on its own copy: nothing in the window changes until
// "Play from Here" (which asks who plays each side, in the New Game dialog)
// is accepted and playRequested() is emitted. Cancel leaves everything as it
// was.

#include "game/gamesetup.h"
#include "setup/newgamedialog.h" // held by QPointer: the whole type

#include "hoyito/position.h"

#include <QDialog>
#include <QList>
#include <QPointer>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace hoyito::app {

class SetupBoard;

class SetupDialog : public QDialog {
    Q_OBJECT

public:
    // Starts on `start`; `players` is who played last, offered again by
    // Play from Here with the player kinds `kinds`.
    SetupDialog(const hoyito::Position &start, const GameSetup &players, const QList<PlayerKind> &kinds,
                QWidget *parent = nullptr);

    const hoyito::Position &position() const { return m_position; }
    // Replaces the position being edited (the controls follow).
    void setPosition(const hoyito::Position &pos);
    // Why the position cannot be played (or why the text is no position),
    // one sentence; empty when it can be played.
    QString problem() const { return m_problem; }
    bool canPlay() const { return m_problem.isEmpty(); }
    // The position text of docs/RULES.md 8 to the clipboard, and back.
    void copyText();
    void pasteText();
    // Reads `text` as the position text typed in the editor's field.
    void setText(const QString &text);

    SetupBoard *board() const { return m_board; }
    // The New Game dialog of Play from Here while it is open (nullptr otherwise).
    NewGameDialog *playersDialog() const { return m_playersDialog; }

public Q_SLOTS:
    // Asks who plays each side; once accepted, emits playRequested and closes.
    void playFromHere();
    // A game from the position with a human on each side and the analysis
    // on: emits analyseRequested and closes.
    void analyse();

Q_SIGNALS:
    // A game should start from the position: `setup.start` is set.
    void playRequested(const hoyito::app::GameSetup &setup);
    // As playRequested, for a game to analyse (both sides human).
    void analyseRequested(const hoyito::app::GameSetup &setup);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    // Enter in the text field: the text typed, as the board then shows it.
    void applyTypedText();
    // The last players' set-up, starting from the position being edited.
    GameSetup gameFromHere() const;
    void edit(const hoyito::Position &pos);
    void fromControls();
    void showPosition();
    void showProblem(const QString &problem);

    hoyito::Position m_position;
    GameSetup m_players;
    QList<PlayerKind> m_kinds;
    QString m_problem;
    bool m_updating = false; // the controls are being set from m_position

    SetupBoard *m_board;
    QLabel *m_help;
    QLabel *m_variantLabel;
    QComboBox *m_variant;
    QLabel *m_holesLabel;
    QSpinBox *m_holes;
    QLabel *m_takerLabel;
    QComboBox *m_taker;
    QLabel *m_moverLabel;
    QComboBox *m_mover;
    QLabel *m_southLabel;
    QSpinBox *m_southScore;
    QLabel *m_northLabel;
    QSpinBox *m_northScore;
    QLabel *m_textLabel;
    QLineEdit *m_text;
    QPushButton *m_copy;
    QPushButton *m_paste;
    QLabel *m_status;
    QPushButton *m_opening;
    QPushButton *m_empty;
    QPushButton *m_play;
    QPushButton *m_analyse;
    QPushButton *m_cancel;
    QPointer<NewGameDialog> m_playersDialog;
};

} // namespace hoyito::app
