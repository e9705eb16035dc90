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
    void setScore(int score);
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
    // The stone, the status and the frame in the side's colour.
    void updateColours();

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

    // As low as the cards with their wrapped lines at the least width, and
    // two rows of moves: a window's least height keeps them whole.
    QSize minimumSizeHint() const override;

    PlayerCard *card(hoyito::Player side) const { return m_cards[hoyito::index(side)]; }
    QListView *moveList() const { return m_moves; }
    MoveListModel *moveModel() const { return m_model; }
    // The last row of the move list is in sight, whole (true for no rows).
    bool isLatestMoveShown() const;

public Q_SLOTS:
    // Scores and the player to move, from the controller's model; called
    // when the board shows the model (not while a move is animated).
    void refresh();
    void setFlipped(bool flipped);
    // The seeds the board shows in `side`'s pile, while a move is animated:
    // a capture counts here when its seeds land there.
    void showScore(hoyito::Player side, int seeds);

private:
    void showLatestMove();

    GameController *m_controller;
    std::array<PlayerCard *, 2> m_cards{};
    QListView *m_moves;
    MoveListModel *m_model;
    QVBoxLayout *m_layout;
    bool m_flipped = false;
    bool m_followLatest = true; // the move list stays scrolled to its end
};

} // namespace hoyito::app
