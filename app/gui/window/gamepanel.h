#pragma once

// The side panel: both players with their scores (the one to move
// highlighted) and the list of moves. A view of the controller's state; it
// never changes the game.

#include "hoyito/types.h"

#include <QFrame>
#include <QWidget>

#include <array>

class QLabel;
class QListView;
class QProgressBar;
class QVBoxLayout;

namespace hoyito::app {

class GameController;
class MoveListModel;

class PlayerCard : public QFrame {
    Q_OBJECT
public:
    explicit PlayerCard(hoyito::Player side, QWidget *parent = nullptr);
    void set(const QString &name, int score, bool toMove, bool winner);
    QString nameText() const;
    QString scoreText() const;
    bool isToMove() const { return m_toMove; }
    // Who plays: "Computer (Expert)"; empty for a human.
    void setDetail(const QString &detail);
    QString detailText() const;
    // The computer thinks: "thinking…" and a busy bar.
    void setThinking(bool thinking);
    bool isThinking() const { return m_thinking; }
    QString statusText() const;

private:
    hoyito::Player m_side;
    QLabel *m_stone;
    QLabel *m_name;
    QLabel *m_status;
    QLabel *m_score;
    QLabel *m_detail;
    QProgressBar *m_busy;
    bool m_toMove = false;
    bool m_winner = false;
    bool m_thinking = false;

    void updateStatus();
};

class GamePanel : public QWidget {
    Q_OBJECT

public:
    explicit GamePanel(GameController *controller, QWidget *parent = nullptr);

    PlayerCard *card(hoyito::Player side) const { return m_cards[hoyito::index(side)]; }
    QListView *moveList() const { return m_moves; }
    MoveListModel *moveModel() const { return m_model; }

public Q_SLOTS:
    // Scores and the player to move, from the controller's model; called
    // when the board shows the model (not while a move is animated).
    void refresh();
    void setFlipped(bool flipped);

private:
    GameController *m_controller;
    std::array<PlayerCard *, 2> m_cards{};
    QListView *m_moves;
    MoveListModel *m_model;
    QVBoxLayout *m_layout;
    bool m_flipped = false;
};

} // namespace hoyito::app
