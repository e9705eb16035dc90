#include "matchcontroller.h"

#include "gamecontroller.h"
#include "gametext.h"
#include "logging.h"
#include "player.h"

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
    for (hoyito::Player side : {hoyito::Player::South, hoyito::Player::North}) {
        PlayerSetup &player = setup.player(side);
        player.kind = record.player(side).kind;
        player.name = record.player(side).name;
        if (record.player(side).kind == PlayerKind::Computer)
            player.level = record.player(side).level;
    }
    setup.match = MatchOptions{settings.length, settings.lengthCount, settings.startRule, settings.lastFourHandicap,
                               settings.refill};
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

QString MatchController::name(hoyito::Player side) const
{
    return GameText::playerName(m_setup, side);
}

QString MatchController::lastFourWhy(hoyito::LastFourRule rule, int round) const
{
    switch (rule) {
    case hoyito::LastFourRule::Capturer: break;
    case hoyito::LastFourRule::PreviousWinner:
        //: why the last four go to a player: "(to North,) winner of round 2"
        return tr("winner of round %1").arg(round - 1);
    case hoyito::LastFourRule::PreviousRoundDraw:
        return tr("who captured the penultimate four (round %1 was drawn)").arg(round - 1);
    }
    return tr("who captured the penultimate four");
}

QString MatchController::lastFourShort(hoyito::LastFourRule rule, int round) const
{
    switch (rule) {
    case hoyito::LastFourRule::Capturer: break;
    case hoyito::LastFourRule::PreviousWinner:
        //: scoreboard: why a player took the last four
        return tr("winner of round %1").arg(round - 1);
    case hoyito::LastFourRule::PreviousRoundDraw:
        //: scoreboard: the capturer took the last four, the previous round being drawn
        return tr("capturer, round %1 drawn").arg(round - 1);
    }
    //: scoreboard: the player who captured the penultimate four took the last four
    return tr("capturer");
}

QString MatchController::lastFourPattern() const
{
    return m_beforeRound ? lastFourPattern(m_beforeRound->roundLastFourRule(), m_beforeRound->roundNumber())
                         : QString();
}

QString MatchController::lastFourPattern(hoyito::LastFourRule rule, int round) const
{
    //: the status line when the last four are awarded in a match: "Round 3:
    //: the last four go to North, winner of round 2"; %2 stays %1 for the name
    return tr("Round %1: the last four go to %2, %3")
        .arg(QString::number(round), QStringLiteral("%1"), lastFourWhy(rule, round));
}

QString MatchController::lastFourDetailPattern() const
{
    return m_beforeRound ? lastFourDetailPattern(m_beforeRound->roundLastFourRule(), m_beforeRound->roundNumber())
                         : QString();
}

QString MatchController::lastFourDetailPattern(hoyito::LastFourRule rule, int round) const
{
    switch (rule) {
    case hoyito::LastFourRule::Capturer: break;
    case hoyito::LastFourRule::PreviousWinner:
        //: the banner's second line: "Round 3: North won round 2"; %2 stays %1 for the name
        return tr("Round %1: %2 won round %3")
            .arg(QString::number(round), QStringLiteral("%1"), QString::number(round - 1));
    case hoyito::LastFourRule::PreviousRoundDraw:
        return tr("Round %1: %2 captured the penultimate four (round %3 was drawn)")
            .arg(QString::number(round), QStringLiteral("%1"), QString::number(round - 1));
    }
    return tr("Round %1: %2 captured the penultimate four").arg(QString::number(round), QStringLiteral("%1"));
}

QString MatchController::introduction(const hoyito::Match &match) const
{
    const int round = match.roundNumber();
    const hoyito::Position start = match.roundStart();
    const QString starter = name(match.roundStarter());
    QString text;
    switch (match.roundLastFourRule()) {
    case hoyito::LastFourRule::PreviousWinner:
        text = tr("Round %1: %2 starts; the last four go to %3, winner of round %4.")
                   .arg(QString::number(round), starter,
                        name(start.rules.lastFourTaker == hoyito::LastFourTaker::North ? hoyito::Player::North
                                                                                       : hoyito::Player::South),
                        QString::number(round - 1));
        break;
    case hoyito::LastFourRule::PreviousRoundDraw:
        text = tr("Round %1: %2 starts; round %3 was drawn, so the last four go to whoever captures the "
                  "penultimate four.")
                   .arg(QString::number(round), starter, QString::number(round - 1));
        break;
    case hoyito::LastFourRule::Capturer:
        text = tr("Round %1: %2 starts; the last four go to whoever captures the penultimate four.")
                   .arg(QString::number(round), starter);
        break;
    }
    if (match.settings().refill && round > 1) {
        for (hoyito::Player side : {hoyito::Player::South, hoyito::Player::North}) {
            int closed = 0;
            const int first = start.rules.firstHole(side);
            for (int h = first; h < first + start.rules.holesPerRow; ++h)
                closed += start.isClosed(h) ? 1 : 0;
            const int open = start.rules.holesPerRow - closed;
            const int kept = start.scores[hoyito::index(side)];
            text += QLatin1Char(' ');
            // One count a sentence, so that each has its plural forms.
            if (closed == 0)
                //: the refill before a round: "Ana fills all 6 holes and keeps 2 seeds."
                text += tr("%1 fills all %2 holes and keeps %n seed(s).", nullptr, kept)
                            .arg(name(side), QString::number(open));
            else
                //: the refill before a round, when a player cannot fill every hole: "Ana fills only 5 holes; the
                //: others stay closed. Ana keeps 2 seeds."
                text += tr("%1 fills only %n hole(s); the others stay closed.", nullptr, open).arg(name(side)) +
                        QLatin1Char(' ') + tr("%1 keeps %n seed(s).", nullptr, kept).arg(name(side));
        }
    }
    return text;
}

QString MatchController::roundIntroduction() const
{
    return m_beforeRound ? introduction(*m_beforeRound) : QString();
}

QString MatchController::nextRoundPreview() const
{
    if (!m_match || m_match->isOver() || m_state == State::Playing)
        return QString();
    return introduction(*m_match);
}

QString MatchController::roundHeadline(const hoyito::RoundResult &round) const
{
    if (round.result == hoyito::Result::Draw)
        //: "Round 2 is drawn, 24–24."
        return tr("Round %1 is drawn, %2–%3.").arg(round.number).arg(round.seeds[0]).arg(round.seeds[1]);
    const hoyito::Player winner =
        round.result == hoyito::Result::SouthWins ? hoyito::Player::South : hoyito::Player::North;
    //: "Round 3: Luis wins 28–20."
    return tr("Round %1: %2 wins %3–%4.")
        .arg(QString::number(round.number), name(winner), QString::number(round.seeds[hoyito::index(winner)]),
             QString::number(round.seeds[hoyito::index(hoyito::opponent(winner))]));
}

QString MatchController::roundDetails(const hoyito::RoundResult &round) const
{
    if (round.lastFourTakenBy)
        return tr("The last four went to %1, %2.")
            .arg(name(*round.lastFourTakenBy), lastFourWhy(round.lastFourRule, round.number));
    return tr("The round ended because %1.").arg(GameText::endReason(round.ending));
}

QString MatchController::roundSummary(const hoyito::RoundResult &round) const
{
    return roundHeadline(round) + QLatin1Char(' ') + roundDetails(round);
}

QString MatchController::countdownText() const
{
    if (isCountingDown())
        //: between rounds of a match between computers
        return tr("The next round starts in %n second(s).", "", countdownSeconds());
    if (m_state == State::BetweenRounds && playsByItself() && m_controller->isPaused())
        return tr("The computers are paused: the next round waits.");
    return QString();
}

QString MatchController::scoreText() const
{
    const std::array<int, 2> halves = m_match ? m_match->halfPoints() : std::array<int, 2>{};
    //: the match score: "Ana 2 – Luis 1½"
    return tr("%1 %2 – %3 %4")
        .arg(name(hoyito::Player::South), RecordText::points(halves[0]), name(hoyito::Player::North),
             RecordText::points(halves[1]));
}

QString MatchController::matchHeadline() const
{
    if (!m_match || !m_match->isOver())
        return QString();
    switch (m_match->result()) {
    case hoyito::Result::SouthWins: return tr("%1 wins the match!").arg(name(hoyito::Player::South));
    case hoyito::Result::NorthWins: return tr("%1 wins the match!").arg(name(hoyito::Player::North));
    case hoyito::Result::Draw: break;
    }
    return tr("A drawn match");
}

QString MatchController::matchDetails() const
{
    if (!m_match || !m_match->isOver())
        return QString();
    const hoyito::Match &match = *m_match;
    QStringList parts;
    const int count = match.settings().lengthCount;
    if (match.end() == hoyito::MatchEnd::CannotFill) {
        parts << tr("%1 could not fill a single hole and loses the match (traditional refill).")
                     .arg(name(*match.cannotFill()));
    } else if (match.settings().length == hoyito::MatchLength::Rounds) {
        // A match of one round has a sentence of its own: "all" needs two.
        //: the end of a match of several rounds: "All 5 rounds were played."
        parts << (count == 1 ? tr("The one round was played.") : tr("All %n round(s) were played.", nullptr, count));
    } else {
        const hoyito::Player winner =
            match.result() == hoyito::Result::NorthWins ? hoyito::Player::North : hoyito::Player::South;
        //: the end of a match to a number of won rounds: "Ana won 3 rounds."
        parts << tr("%1 won %n round(s).", nullptr, count).arg(name(winner));
    }
    const std::array<int, 2> halves = match.halfPoints();
    const std::array<int, 2> seeds = match.totalSeeds();
    if (match.end() != hoyito::MatchEnd::CannotFill && halves[0] == halves[1]) {
        if (match.result() == hoyito::Result::Draw)
            parts << tr("The rounds were level, and so were the seeds: %1 each.").arg(seeds[0]);
        else
            parts << tr("The rounds were level; the seeds decide: %1 %2, %3 %4.")
                         .arg(name(hoyito::Player::South), QString::number(seeds[0]), name(hoyito::Player::North),
                              QString::number(seeds[1]));
    }
    return parts.join(QLatin1Char(' '));
}

QString MatchController::settingsText() const
{
    return m_match ? RecordText::matchSettings(m_match->settings()) : QString();
}

} // namespace hoyito::app
