#include "match/matchcontroller.h"

#include "game/gamecontroller.h"
#include "game/gametext.h"
#include "game/player.h"
#include "logging/categories.h"
#include "match/matchtext.h"

#include "gamerecord.h"

#include <QApplication>

#include <algorithm>

namespace hoyito::app {

MatchController::MatchController(GameController *games, QObject *parent)
    : QObject(parent)
    , m_controller(games)
{
    qRegisterMetaType<hoyito::RoundResult>();
    connect(games, &GameController::gameStarted, this, &MatchController::onGameStarted);
    connect(games, &GameController::gameOver, this, &MatchController::onGameOver);
    connect(games, &GameController::positionReset, this, &MatchController::onPositionReset);
    // A player changed mid-round (the Players menu) plays the next rounds too.
    connect(games, &GameController::playersChanged, this, [this] {
        if (isActive() && m_controller->hasGame())
            m_setup.players = m_controller->setup().players;
        updateCountdown();
    });
    connect(games, &GameController::pauseChanged, this, &MatchController::updateCountdown);
    connect(games, &GameController::replayChanged, this, &MatchController::updateCountdown);
    connect(games, &GameController::stateChanged, this, &MatchController::updateCountdown);
    m_countdown.setSingleShot(true);
    m_countdown.setTimerType(Qt::PreciseTimer);
    connect(&m_countdown, &QTimer::timeout, this, &MatchController::countdownTick);
}

void MatchController::setState(State state)
{
    if (state == m_state)
        return;
    m_state = state;
    updateCountdown();
    Q_EMIT stateChanged(state);
}

std::vector<hoyito::Game> MatchController::gamesBeforeRound() const
{
    std::vector<hoyito::Game> games = m_finished;
    if ((m_state == State::BetweenRounds || m_state == State::MatchOver) && !games.empty())
        games.pop_back();
    return games;
}

hoyito::LastFourRule MatchController::roundLastFourRule() const
{
    return m_beforeRound ? m_beforeRound->roundLastFourRule() : hoyito::LastFourRule::Capturer;
}

// ------------------------------------------------------------------ countdown

bool MatchController::playsByItself() const
{
    if (!m_controller->hasGame())
        return false;
    for (hoyito::Player side : {hoyito::Player::South, hoyito::Player::North}) {
        const AbstractPlayer *player = m_controller->player(side);
        if (!player || player->takesBoardInput())
            return false;
    }
    return true;
}

int MatchController::countdownSeconds() const
{
    if (!isCountingDown())
        return 0;
    // Past its end while a dialog holds the round (countdownTick): the last
    // second stays.
    return std::max(1, int((m_nextRoundAt.remainingTime() + 999) / 1000));
}

void MatchController::setNextRoundDelay(int ms)
{
    m_nextRoundDelay = std::max(0, ms);
    if (isCountingDown()) {
        m_countdown.stop();
        updateCountdown();
    }
}

void MatchController::holdCountdown(bool hold)
{
    m_countdownHeld = hold;
    updateCountdown();
}

namespace {

// The countdown wakes up whenever the whole seconds left change, to show
// them; at once when no time is left.
int untilNextSecond(qint64 left)
{
    return left > 0 ? int((left - 1) % 1000) + 1 : 0;
}

// How often a countdown that is over looks again whether the window-modal
// dialog that holds the next round is gone.
constexpr int kModalRecheckMs = 250;

} // namespace

void MatchController::updateCountdown()
{
    // Someone replaying the round, back on an earlier turn, holds it too,
    // and so does a replayed turn being shown: its cursor is past the turn
    // before the animation starts, and at Slow speed a long sowing lasts
    // longer than the countdown.
    const bool lookingBack = m_controller->isReplaying() && m_controller->replayTurn() < m_controller->turnCount();
    const bool animating = m_controller->state() == GameController::State::Animating;
    const bool wanted = m_state == State::BetweenRounds && !m_countdownHeld && playsByItself() &&
                        !m_controller->isPaused() && !lookingBack && !animating;
    if (wanted == isCountingDown())
        return;
    if (wanted) {
        // Even without a delay the next round starts from the event loop,
        // after everyone heard that this one finished.
        m_nextRoundAt.setRemainingTime(m_nextRoundDelay, Qt::PreciseTimer);
        m_countdown.start(untilNextSecond(m_nextRoundDelay));
    } else {
        m_countdown.stop();
    }
    Q_EMIT countdownChanged();
}

void MatchController::countdownTick()
{
    const qint64 left = m_nextRoundAt.remainingTime();
    if (left > 0) {
        m_countdown.start(untilNextSecond(left));
        Q_EMIT countdownChanged();
        return;
    }
    // A window-modal dialog (New Game, "Save the game in progress?") may end
    // the match: the round waits for its answer, the countdown on its last
    // second, saying nothing new.
    if (QApplication::activeModalWidget()) {
        m_countdown.start(kModalRecheckMs);
        return;
    }
    Q_EMIT countdownChanged(); // over: isCountingDown() is false
    nextRound();
}

// ------------------------------------------------------------------ protocol

void MatchController::startMatch(const GameSetup &setup)
{
    m_setup = setup;
    m_setup.start.reset();
    if (!m_setup.match)
        m_setup.match = MatchOptions{};
    m_match.emplace(m_setup.matchSettings());
    m_beforeRound = m_match;
    m_finished.clear();
    m_expectingLoad = false;
    qCDebug(lcGame) << "new match" << m_match->settings().lengthCount;
    setState(State::Playing);
    Q_EMIT matchStarted();
    startRound();
}

void MatchController::startRound()
{
    m_beforeRound = m_match;
    const int round = m_match->roundNumber();
    // hoyito::Match decides the round: who starts, who takes the last four,
    // the refilled board. The game is started from exactly that position.
    const hoyito::Position start = m_match->roundStart();
    GameSetup setup = m_setup;
    setup.start = start;
    setup.rules = start.rules;
    setup.starter = start.toMove;
    setState(State::Playing);
    Q_EMIT roundStarting(round, round > 1);
    m_startingRound = true;
    m_controller->newGame(setup);
    m_startingRound = false;
    qCDebug(lcGame) << "match round" << round << "started";
    Q_EMIT scoreChanged();
    Q_EMIT roundStarted(round);
}

bool MatchController::nextRound()
{
    if (m_state != State::BetweenRounds)
        return false;
    startRound();
    return true;
}

void MatchController::abandon()
{
    if (m_state == State::NoMatch)
        return;
    m_match.reset();
    m_beforeRound.reset();
    m_finished.clear();
    m_expectingLoad = false;
    qCDebug(lcGame) << "match abandoned";
    setState(State::NoMatch);
    Q_EMIT matchAbandoned();
    Q_EMIT scoreChanged();
}

void MatchController::finishRound()
{
    const hoyito::Game &game = m_controller->game();
    hoyito::Match next = *m_beforeRound;
    // finishRound refuses a game that did not start from the round's start
    // position: then the game in the controller is not our round.
    if (!next.finishRound(game)) {
        qCWarning(lcGame) << "the finished game is not round" << m_beforeRound->roundNumber() << "of the match";
        return;
    }
    m_match = std::move(next);
    m_finished.push_back(game);
    const hoyito::RoundResult round = m_match->rounds().back();
    qCDebug(lcGame) << "match round" << round.number << "finished";
    setState(m_match->isOver() ? State::MatchOver : State::BetweenRounds);
    Q_EMIT scoreChanged();
    Q_EMIT roundFinished(round);
    if (m_match->isOver())
        Q_EMIT matchFinished();
}

void MatchController::reopenRound()
{
    // Undo after the end of a round: the round goes on, it was not over.
    m_match = m_beforeRound;
    if (!m_finished.empty())
        m_finished.pop_back();
    qCDebug(lcGame) << "match round" << roundNumber() << "taken back";
    setState(State::Playing);
    Q_EMIT scoreChanged();
    Q_EMIT roundReopened(roundNumber());
}

void MatchController::onGameStarted()
{
    if (m_startingRound) {
        m_startingRound = false;
        return;
    }
    if (m_expectingLoad) {
        m_expectingLoad = false;
        return;
    }
    // Someone started another game (New Game, Open a single game).
    abandon();
}

void MatchController::onGameOver(const GameOutcome &)
{
    if (m_state == State::Playing && m_controller->hasGame() && m_controller->game().isOver())
        finishRound();
}

void MatchController::onPositionReset()
{
    if (m_state == State::NoMatch || !m_controller->hasGame())
        return;
    // The model, not the position shown: a replay moves the board, never
    // the game.
    const bool over = m_controller->game().isOver();
    if (m_state == State::Playing && over)
        finishRound();
    else if ((m_state == State::BetweenRounds || m_state == State::MatchOver) && !over)
        reopenRound();
}

bool MatchController::adoptLoaded(const LoadedGame &loaded)
{
    if (!loaded.match) {
        abandon();
        return false;
    }
    const GameRecord &record = loaded.record;
    const hoyito::MatchSettings settings = loaded.match->settings();
    GameSetup setup;
    setup.rules = hoyito::Rules{settings.variant, settings.holesPerRow, hoyito::LastFourTaker::Capturer};
    setup.starter = settings.firstStarter;
    setup.players = record.players;
    setup.match = static_cast<const MatchOptions &>(*record.match);
    m_setup = setup;
    m_beforeRound = *loaded.match;
    m_match = *loaded.match;
    m_finished = loaded.rounds;
    m_expectingLoad = true;
    qCDebug(lcGame) << "match taken over in round" << m_match->roundNumber();
    setState(State::Playing);
    Q_EMIT matchStarted();
    Q_EMIT scoreChanged();
    return true;
}

bool MatchController::restore(const LoadedGame &loaded)
{
    if (!adoptLoaded(loaded))
        return false;
    GameSetup setup = m_setup;
    setup.start = loaded.game.start();
    setup.rules = loaded.game.start().rules;
    setup.starter = loaded.game.start().toMove;
    Q_EMIT roundStarting(roundNumber(), false);
    const int bad = m_controller->loadGame(setup, loaded.game.moves(), false);
    if (bad >= 0) // cannot happen: loading played every move already
        qCWarning(lcGame) << "a restored move was refused at" << bad;
    Q_EMIT roundStarted(roundNumber());
    return true;
}

// ------------------------------------------------------------------ words

QString MatchController::lastFourPattern() const
{
    return m_beforeRound ? MatchText::lastFourPattern(m_beforeRound->roundLastFourRule(), m_beforeRound->roundNumber())
                         : QString();
}

QString MatchController::lastFourDetailPattern() const
{
    return m_beforeRound
               ? MatchText::lastFourDetailPattern(m_beforeRound->roundLastFourRule(), m_beforeRound->roundNumber())
               : QString();
}

QString MatchController::roundIntroduction() const
{
    return m_beforeRound ? MatchText::introduction(m_setup, *m_beforeRound) : QString();
}

QString MatchController::nextRoundPreview() const
{
    if (!m_match || m_match->isOver() || m_state == State::Playing)
        return QString();
    return MatchText::introduction(m_setup, *m_match);
}

QString MatchController::roundSummary(const hoyito::RoundResult &round) const
{
    return MatchText::roundSummary(m_setup, round);
}

QString MatchController::roundHeadline(const hoyito::RoundResult &round) const
{
    return MatchText::roundHeadline(m_setup, round);
}

QString MatchController::roundDetails(const hoyito::RoundResult &round) const
{
    return MatchText::roundDetails(m_setup, round);
}

QString MatchController::countdownText() const
{
    if (isCountingDown())
        return MatchText::countdown(countdownSeconds());
    if (m_state == State::BetweenRounds && playsByItself() && m_controller->isPaused())
        return MatchText::waitingWhilePaused();
    return QString();
}

QString MatchController::scoreText() const
{
    return MatchText::score(m_setup, m_match ? m_match->halfPoints() : std::array<int, 2>{});
}

QString MatchController::matchHeadline() const
{
    return m_match ? MatchText::matchHeadline(m_setup, *m_match) : QString();
}

QString MatchController::matchDetails() const
{
    return m_match ? MatchText::matchDetails(m_setup, *m_match) : QString();
}

QString MatchController::settingsText() const
{
    return m_match ? RecordText::matchSettings(m_match->settings()) : QString();
}

} // namespace hoyito::app
