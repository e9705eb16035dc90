#pragma once

// ReplayBar: the replay controls under the board: first, back,
// play/pause, forward, last, the turn shown, "Play On From Here" and
// "Close Replay". It only sends the controller its replay requests (see the
// protocol in gamecontroller.h); playing is a QTimer here, on the GUI side:
// once the board has shown a turn, the next one starts after a short pause.
// The bar also keeps the move list's selection on the turn shown, and a
// click on a move jumps there (from live play too: that starts the replay).
//
// Its texts follow a change of language at once (changeEvent).
//
// Keys: Left / Right step back / forward, Home / End go to the start / end,
// Space plays or pauses. They are window shortcuts of the bar's actions,
// which are enabled only in replay mode, when the board takes no input. In
// live play the bar is hidden and the keys belong to the board as before
// (Left / Right move its hole cursor, Space ends an animation).

#include <QMessageBox>
#include <QPointer>
#include <QTimer>
#include <QToolBar>

class QAbstractItemView;
class QLabel;

namespace hoyito::app {

class BoardScene;
class GameController;

class ReplayBar : public QToolBar {
    Q_OBJECT

public:
    ReplayBar(GameController *controller, BoardScene *scene, QWidget *parent = nullptr);

    // Keeps `view`'s selection on the turn shown; a click on a row jumps there.
    void attachMoveList(QAbstractItemView *view);

    bool isPlaying() const { return m_playing; }
    // "Turn 12 of 40", "Start (40 turns)".
    QString turnText() const;
    // The status line in replay mode: the turn shown, or the start.
    QString statusText() const;
    // The pause between two turns played back, in ms (from the board's speed).
    int stepPause() const;

    QAction *firstAction() const { return m_first; }
    QAction *backAction() const { return m_back; }
    QAction *playAction() const { return m_play; }
    QAction *forwardAction() const { return m_forward; }
    QAction *lastAction() const { return m_last; }
    QAction *continueAction() const { return m_continue; }
    QAction *closeAction() const { return m_close; }
    // The "drop the later turns?" question while it is open.
    QMessageBox *continueQuestion() const { return m_question; }

public Q_SLOTS:
    void play();
    void pause();
    void togglePlay();
    // "Play On From Here": asks before the later turns are dropped.
    void requestContinue();
    // Shows the controller's replay state (mode, cursor, buttons).
    void sync();

protected:
    // QEvent::LanguageChange: retranslateUi().
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void retranslateUi();
    // "Play On From Here" and "Close Replay" show their words while the bar
    // has room for them, else only their icons (the tooltips keep the
    // words): nothing goes behind the bar's extension arrow.
    void fitButtonTexts();
    // The button's text, and as its tooltip the text with its key.
    static void setButtonText(QAction *action, const QString &text);
    void settled();
    void step();
    void syncMoveList();

    GameController *m_controller;
    BoardScene *m_scene;
    QPointer<QAbstractItemView> m_moveList;
    QAction *m_first;
    QAction *m_back;
    QAction *m_play;
    QAction *m_forward;
    QAction *m_last;
    QAction *m_continue;
    QAction *m_close;
    QLabel *m_title;
    QLabel *m_turn;
    QTimer m_timer;
    bool m_playing = false;
    QPointer<QMessageBox> m_question;
};

} // namespace hoyito::app
