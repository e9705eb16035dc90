#pragma once

// The computer opponent: a player whose startTurn asks the controller's AI
// thread (aiworker.h) to search a copy of the position, and who answers
// moveChosen(move, token) when the search is done and a minimum visible
// pause, counted from the request, has passed, so people can follow. The
// pause is a QTimer here on the GUI side; nobody ever waits.
//
// stopTurn (undo, new game, pause, a level changed, the window closing)
// sets the request's stop flag at once and forgets it: the late answer,
// which carries the old flag, is dropped here, and the controller would drop
// its old token anyway.

#include "game/aiworker.h"
#include "game/player.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QString>
#include <QTimer>

namespace hoyito::app {

inline constexpr int kDefaultComputerPause = 600; // ms

class ComputerPlayer final : public AbstractPlayer {
    Q_OBJECT

public:
    // `level` is clamped to hoyito::kMinLevel..kMaxLevel; `seed` drives the
    // weak levels' random choices (one seed per player and game).
    ComputerPlayer(hoyito::Player side, int level, AiThread *ai, quint64 seed, QObject *parent = nullptr);
    ~ComputerPlayer() override;

    PlayerKind kind() const override { return PlayerKind::Computer; }
    bool takesBoardInput() const override { return false; }
    bool isThinking() const override { return m_thinking; }
    void startTurn(const hoyito::Game &game, quint64 token) override;
    void stopTurn() override;

    int level() const { return m_level; }
    // The least time from the request to the move, in ms (0: none).
    void setMinimumPause(int ms);
    int minimumPause() const { return m_pause; }
    // The answer of the last finished search of this player.
    const hoyito::SearchResult &lastResult() const { return m_lastResult; }

    // "Beginner" … "Master".
    static QString levelName(int level);
    // The level with its number, as the Players menu lists it: "6 Master".
    static QString numberedLevelName(int level);
    // "Computer (Expert)".
    static QString describe(int level);

private:
    void onAnswered(const hoyito::app::AiAnswer &answer);
    void play();
    void setThinking(bool thinking);

    QPointer<AiThread> m_ai;
    int m_level;
    quint64 m_seed;
    int m_pause = kDefaultComputerPause;
    quint64 m_token = 0;
    StopFlag m_stop; // the request in flight; null when not thinking
    QElapsedTimer m_asked;
    QTimer m_delay;
    hoyito::Move m_chosen = hoyito::Move::pass();
    hoyito::SearchResult m_lastResult;
    bool m_thinking = false;
};

// The players of the game window: humans, and computers that share one AI
// thread (the controller's).
class StandardPlayerFactory final : public PlayerFactory {
public:
    explicit StandardPlayerFactory(AiThread *ai);

    QList<PlayerKind> availableKinds() const override;
    std::unique_ptr<AbstractPlayer> create(hoyito::Player side, const PlayerInfo &setup) override;

private:
    QPointer<AiThread> m_ai;
};

} // namespace hoyito::app
