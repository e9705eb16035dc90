#pragma once

// MatchController: the one mediator of a match (docs/RULES.md 7). It owns the
// match state, a hoyito::Match with its finished rounds, and plays each
// round as one game of the GameController, which stays the mediator of the
// turns inside a round. Nobody else starts a round or decides who starts it,
// who takes its last four or what its board looks like: hoyito::Match
// decides, this class applies it and tells the window (scoreboard, board
// banner, round summary, match result) through its signals.
//
// Players are the game's: each round is started with the match's GameSetup,
// so a human or a computer plays every round through the same AbstractPlayer
// interface as a single game (PlayerFactory makes them per round).
//
// Match protocol:
//   startMatch(setup) ─ setup.match set ─ state Playing, matchStarted → startRound
//   startRound ─ the match's roundStart(): who starts, the last-four taker,
//         the refilled board (closed holes, carried seeds) → roundStarting
//         (round, continuing) → games.newGame(round setup) → roundStarted
//         (round). A player changed mid-round (games → playersChanged)
//         plays the later rounds too.
//   inside the round ─ the GameController's turn protocol, unchanged
//   games → gameOver (the last move shown) ─ finishRound(game)
//         → state BetweenRounds, roundFinished(result)
//         ─ the match is over: state MatchOver, roundFinished(result),
//           matchFinished
//   nextRound() ─ from BetweenRounds only → startRound
//   between rounds with no one at the board (both players computers), not
//         paused (games → setPaused), not replaying an earlier turn of the
//         round nor showing a replayed turn (games → state Animating) and
//         not held ─ the countdown: countdownChanged at its start, every
//         second and at its end, then nextRound() by itself. Pausing or
//         replaying stops it (the match waits), going on (or back to the
//         round's end, once shown) starts it again from the full delay;
//         leaving BetweenRounds (nextRound, undo, New Game, Open) or a person
//         taking a side (games → playersChanged) stops it; holdCountdown(true)
//         (the window is not shown yet, or closes) stops it until
//         holdCountdown(false). While a window-modal dialog is open (New
//         Game, "Save the game in progress?") the countdown ends without
//         starting the round: it waits on its last second until the dialog
//         is gone. With a person at the board the match waits for
//         nextRound().
//   games → positionReset on a finished game no one reported (redo to the
//         end, a restored round that was over) ─ as gameOver
//   games → positionReset on an unfinished game after the round was
//         finished (undo, play on from a replay) ─ the round is taken back:
//         state Playing, roundReopened(round)
//   games → gameStarted for a game this class did not start (New Game,
//         Open a single game) ─ abandon: state NoMatch, matchAbandoned
//   adoptLoaded(loaded) before the GameController loads a saved game
//         ─ a match: its state is taken over (state Playing), and the game
//           the controller then loads is its current round; a finished
//           round is finished at its positionReset as above
//         ─ a single game: abandon
//   restore(loaded) ─ adoptLoaded(loaded), roundStarting(round, false),
//         games.loadGame() itself (live), roundStarted(round)
//
// The window (mainwindow.cpp) listens: roundStarting gives the board the
// round's words for the last four (lastFourPattern) and the document
// (GameFiles::expectMatchRound) the match, so saving and the autosave keep
// every round; roundFinished opens the round summary or the match result.
// A finished round is replayed in a window of its own (roundreplaydialog.h),
// never in this controller's GameController.
//
// Every step that changes the match emits scoreChanged.

#include "game/gamesetup.h"

#include "hoyito/match.h"

#include <QDeadlineTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <optional>
#include <vector>

namespace hoyito::app {

class GameController;
struct GameOutcome;
struct LoadedGame;

class MatchController : public QObject {
    Q_OBJECT

public:
    enum class State { NoMatch, Playing, BetweenRounds, MatchOver };
    Q_ENUM(State)

    // `games` plays the rounds; it must outlive this.
    explicit MatchController(GameController *games, QObject *parent = nullptr);

    // The wait before the next round of a match between computers starts
    // by itself, in ms.
    static constexpr int kDefaultNextRoundDelay = 4000;

    State state() const { return m_state; }
    bool isActive() const { return m_state != State::NoMatch; }
    // Both players play without the board (computers): between rounds the
    // match counts down to the next round by itself.
    bool playsByItself() const;
    // The countdown to the next round runs (see the protocol).
    bool isCountingDown() const { return m_countdown.isActive(); }
    // Whole seconds until the next round starts by itself (rounded up, at
    // least 1 while it waits for a dialog), 0 without a countdown.
    int countdownSeconds() const;
    // The wait, in ms (tests make it short); a countdown in progress
    // starts again with it.
    void setNextRoundDelay(int ms);
    // The match's setup: rules, round 1's starter, players and options.
    const GameSetup &setup() const { return m_setup; }
    // The match so far: every finished round counted. Null without a match.
    const hoyito::Match *match() const { return m_match ? &*m_match : nullptr; }
    // The match as it stood when the current (or last finished) round began.
    const hoyito::Match *matchAtRoundStart() const { return m_beforeRound ? &*m_beforeRound : nullptr; }
    // The games of the finished rounds, in order (the current round's game
    // too once it is over).
    const std::vector<hoyito::Game> &finishedGames() const { return m_finished; }
    // The games of the rounds finished before the current one.
    std::vector<hoyito::Game> gamesBeforeRound() const;
    // The round being played, or the one just finished (0 without a match).
    int roundNumber() const { return m_beforeRound ? m_beforeRound->roundNumber() : 0; }
    hoyito::LastFourRule roundLastFourRule() const;

    // ---- words of the match as it stands (matchtext.h words them, with
    // the player names of the setup)
    // The board's banner when the last four are awarded, with %1 for the
    // taker's name: "Round 3: the last four go to %1, winner of round 2".
    QString lastFourPattern() const;
    // The banner's second line, %1 for the taker: "Round 3: %1 won round 2".
    QString lastFourDetailPattern() const;
    // "Round 3: Ana starts; the last four go to Luis, winner of round 2."
    QString roundIntroduction() const;
    // "Round 3: Luis wins 28–20. The last four went to Luis, winner of round 2.":
    // the headline, then the details.
    QString roundSummary(const hoyito::RoundResult &round) const;
    QString roundHeadline(const hoyito::RoundResult &round) const;
    QString roundDetails(const hoyito::RoundResult &round) const;
    // What comes next after a finished round: the next round's starter and
    // last-four rule, the refill; empty once the match is over.
    QString nextRoundPreview() const;
    // Between rounds of a match that plays by itself: "The next round
    // starts in 3 seconds.", or why it waits; empty otherwise.
    QString countdownText() const;
    // "Ana 2 – Luis 1" (½ for a drawn round).
    QString scoreText() const;
    // "Ana wins the match 3–2", "A drawn match"; empty while it goes on.
    QString matchHeadline() const;
    // Why the match ended and how it was decided.
    QString matchDetails() const;
    // "5 rounds · starters alternate · last-four handicap · traditional refill"
    QString settingsText() const;

public Q_SLOTS:
    // Starts a new match with `setup` (setup.match must be set) and plays
    // round 1.
    void startMatch(const hoyito::app::GameSetup &setup);
    // Starts the next round; only between rounds.
    bool nextRound();
    // Forgets the match (the game in the controller stays).
    void abandon();
    // While held (the window is not shown yet, or closed) the next round
    // waits for nextRound(): no countdown.
    void holdCountdown(bool hold);
    // A saved game is about to be loaded into the GameController: take over
    // its match (see the protocol), or abandon ours for a single game.
    // Returns whether `loaded` is a match.
    bool adoptLoaded(const hoyito::app::LoadedGame &loaded);
    // Takes over a saved match and loads its current round into the
    // GameController (live; a finished round is finished at once).
    bool restore(const hoyito::app::LoadedGame &loaded);

Q_SIGNALS:
    void matchStarted();
    // Right before this class puts round `round`'s game into the
    // GameController (a new round, or a restored match): the board learns
    // the round's words, the document the match. `continuing`: the match in
    // the window goes on (its file stays its file).
    void roundStarting(int round, bool continuing);
    void roundStarted(int round);
    void roundFinished(const hoyito::RoundResult &round);
    void roundReopened(int round);
    void matchFinished();
    void matchAbandoned();
    // The scoreboard's contents changed.
    void scoreChanged();
    // The countdown to the next round started, stopped or ticked a second.
    void countdownChanged();
    void stateChanged(hoyito::app::MatchController::State state);

private:
    void setState(State state);
    void startRound();
    void finishRound();
    void onGameStarted();
    void onGameOver(const hoyito::app::GameOutcome &outcome);
    void onPositionReset();
    void reopenRound();
    // Starts or stops the countdown as the protocol says.
    void updateCountdown();
    void countdownTick();

    GameController *m_controller;
    GameSetup m_setup;
    std::optional<hoyito::Match> m_match;       // the match so far
    std::optional<hoyito::Match> m_beforeRound; // the match when the current round began
    std::vector<hoyito::Game> m_finished;       // the games of the finished rounds
    State m_state = State::NoMatch;
    bool m_startingRound = false; // the next gameStarted is our round
    bool m_expectingLoad = false; // adoptLoaded: the next gameStarted is the loaded round
    QTimer m_countdown;           // single shot, at each whole second left
    QDeadlineTimer m_nextRoundAt; // when the countdown ends
    bool m_countdownHeld = false; // holdCountdown()
    int m_nextRoundDelay = kDefaultNextRoundDelay;
};

} // namespace hoyito::app

Q_DECLARE_METATYPE(hoyito::RoundResult)
