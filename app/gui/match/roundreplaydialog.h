#pragma once

// A finished round of the match, replayed in a window of its own: its own
// board, its own controller (in replay mode only, as gamecontroller.h describes it) and
// replay bar. The match in the main window is untouched: its game, its
// file, its autosave. Opened from the scoreboard; non-modal.

#include "animationspeed.h"

#include <QDialog>

class QLabel;

namespace hoyito::app {

class BoardScene;
class BoardView;
class GameController;
class MatchController;
class ReplayBar;

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

private:
    int m_round;
    GameController *m_controller;
    BoardScene *m_scene;
    BoardView *m_view;
    ReplayBar *m_bar;
    QLabel *m_summary;
    QLabel *m_status;
};

} // namespace hoyito::app
