#include "game/gamecontroller.h"

#include "game/aiworker.h"
#include "game/computerplayer.h"
#include "game/gametext.h"
#include "logging/categories.h"

#include <QMetaObject>

#include <algorithm>
#include <utility>

namespace hoyito::app {

GameController::GameController(QObject *parent)
    : QObject(parent)
    , m_ai(new AiThread(this))
    , m_factory(std::make_unique<StandardPlayerFactory>(m_ai))
    , m_computerPause(kDefaultComputerPause)
{
    connect(m_ai, &AiThread::answered, this, &GameController::onAiAnswered);
}

GameController::~GameController()
{
    // Players may still be thinking: tell them to stop before they go, and
    // end the AI thread (the search stops within milliseconds). Quietly: the
    // window that listens may be half destroyed already.
    blockSignals(true);
    stopMover();
    m_ai->shutdown();
}

void GameController::setPlayerFactory(std::unique_ptr<PlayerFactory> factory)
{
    if (factory)
        m_factory = std::move(factory);
}

bool GameController::isAwaitingBoardInput() const
{
    return m_state == State::AwaitingMove && moverTakesBoardInput();
}

bool GameController::moverTakesBoardInput() const
{
    if (!m_game)
        return false;
    const AbstractPlayer *mover = player(position().toMove);
    return mover && mover->takesBoardInput();
}

bool GameController::hasBoardPlayer() const
{
    for (const auto &p : m_players)
        if (p && p->takesBoardInput())
            return true;
    return false;
}

bool GameController::canUndo() const
{
    return !m_replaying && m_game && m_game->turnCount() > 0;
}

void GameController::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

void GameController::stopMover()
{
    // Whatever ends or voids a turn also ends its hint and a held turn.
    clearHint();
    setHeld(false);
    if (!m_game)
        return;
    if (AbstractPlayer *mover = player(position().toMove))
        mover->stopTurn();
}

void GameController::makePlayers()
{
    for (hoyito::Player side : {hoyito::Player::South, hoyito::Player::North})
        makePlayer(side);
}

void GameController::makePlayer(hoyito::Player side)
{
    auto &slot = m_players[hoyito::index(side)];
    slot = m_factory->create(side, m_setup.player(side));
    if (!slot) {
        qCWarning(lcGame) << "no player of the requested kind; a human plays" << RulesText::sideName(side);
        slot = std::make_unique<HumanPlayer>(side);
        m_setup.player(side).kind = PlayerKind::Human;
    }
    if (auto *computer = qobject_cast<ComputerPlayer *>(slot.get()))
        computer->setMinimumPause(m_hurried ? 0 : m_computerPause);
    connect(slot.get(), &AbstractPlayer::moveChosen, this, &GameController::onMoveChosen);
    connect(slot.get(), &AbstractPlayer::thinkingChanged, this,
            [this, side](bool thinking) { Q_EMIT thinkingChanged(side, thinking); });
}

void GameController::startAfresh(const GameSetup &setup)
{
    stopMover();
    ++m_token;
    m_setup = setup;
    const hoyito::Position start = setup.startPosition();
    m_setup.rules = start.rules;
    m_setup.starter = start.toMove;
    m_game = std::make_unique<hoyito::Game>(start);
    m_history.clear();
    m_redo.clear();
    m_moveUnshown = false;
    m_hintsUsed = 0;
    m_analysisUsed = false;
}

void GameController::newGame(const GameSetup &setup)
{
    startAfresh(setup);
    dropReplay();
    makePlayers();
    qCDebug(lcGame) << "new game" << m_token;
    setState(State::AwaitingMove);
    Q_EMIT inputLocked();
    Q_EMIT gameStarted(m_setup);
    Q_EMIT positionReset(position());
    Q_EMIT historyChanged();
    beginTurn(false);
}

int GameController::playMovesWithoutAnimation(const std::vector<hoyito::Move> &moves)
{
    if (!m_game)
        return moves.empty() ? -1 : 0;
    stopMover();
    ++m_token;
    m_moveUnshown = false;
    dropReplay();
    int bad = -1;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (m_game->check(moves[i]) != hoyito::MoveError::None) {
            bad = static_cast<int>(i);
            break;
        }
        m_history.push_back(m_game->play(moves[i]));
    }
    if (!moves.empty())
        m_redo.clear();
    Q_EMIT inputLocked();
    Q_EMIT positionReset(position());
    Q_EMIT historyChanged();
    beginTurn(false);
    return bad;
}

void GameController::beginTurn(bool afterMove)
{
    const bool hold = std::exchange(m_holdNextTurn, false);
    if (!m_game)
        return;
    const hoyito::Position &pos = position();
    if (pos.isOver()) {
        setState(State::GameOver);
        Q_EMIT inputLocked();
        // Landing on a finished game by undo/redo is no news: the dialog
        // only follows the move that ended the game.
        if (afterMove) {
            GameOutcome outcome = outcomeOf(*m_game, m_history.empty() ? nullptr : &m_history.back());
            outcome.hintsUsed = m_hintsUsed;
            outcome.analysisUsed = m_analysisUsed;
            Q_EMIT gameOver(outcome);
        }
        return;
    }
    // The engine plays each hole once here; check() and play() reuse it.
    const hoyito::ChildList &legal = m_game->children();
    setState(State::AwaitingMove);
    if (legal.size() == 1 && legal[0].move.isPass()) {
        // Nothing to choose: the pass is played and shown on the board.
        commit(hoyito::Move::pass());
        return;
    }
    const quint64 token = m_token;
    Q_EMIT turnStarted(pos.toMove, token);
    if (moverTakesBoardInput()) {
        QList<int> playable;
        for (const hoyito::Child &child : legal)
            playable.append(child.move.hole);
        QList<int> endless;
        for (int hole = 0; hole < pos.rules.holeCount(); ++hole)
            if ((legal.endless() >> hole) & 1u)
                endless.append(hole);
        Q_EMIT humanTurn(pos.toMove, playable, endless);
    } else {
        Q_EMIT inputLocked();
    }
    if (token != m_token)
        return;
    if ((m_paused || hold) && !moverTakesBoardInput()) {
        // Paused: the computer's turn waits for step() or resuming.
        setHeld(true);
        return;
    }
    // The player may answer at once (a scripted player): that commits
    // inside this call, which is why it comes last.
    player(pos.toMove)->startTurn(*m_game, token);
}

void GameController::boardHoleActivated(int hole)
{
    if (!isAwaitingBoardInput())
        return;
    player(position().toMove)->boardInput(hoyito::Move::at(hole));
}

void GameController::onMoveChosen(hoyito::Move move, quint64 token)
{
    if (token != m_token || m_state != State::AwaitingMove || sender() != player(position().toMove)) {
        qCDebug(lcGame) << "stale move ignored" << token << m_token;
        return;
    }
    const hoyito::MoveError error = m_game->check(move);
    if (error != hoyito::MoveError::None) {
        Q_EMIT moveRejected(move, GameText::moveError(m_setup, position(), move, error));
        return;
    }
    stopMover();
    commit(move);
}

void GameController::commit(hoyito::Move move)
{
    const hoyito::Position before = position();
    m_history.push_back(m_game->play(move));
    // Replaying the move that undo took back keeps the rest of the redo
    // stack; any other move starts a new line.
    if (!m_redo.empty() && m_redo.back() == move)
        m_redo.pop_back();
    else
        m_redo.clear();
    const quint64 token = ++m_token;
    m_moveUnshown = true;
    setState(State::Animating);
    Q_EMIT inputLocked();
    Q_EMIT historyChanged();
    Q_EMIT moveCommitted(m_history.back(), before, position(), token);
}

void GameController::animationFinished(quint64 token)
{
    if (token != m_token || m_state != State::Animating) {
        qCDebug(lcGame) << "late animation signal ignored" << token << m_token;
        return;
    }
    m_moveUnshown = false;
    if (m_replaying) {
        // A replayed turn is shown: wait for the next step, ask nobody.
        setState(State::Replaying);
        Q_EMIT boardSettled();
        Q_EMIT replayChanged();
        return;
    }
    Q_EMIT boardSettled();
    // The next turn starts from the event loop, never inside the board's
    // signal: an instant animation finishes inside moveCommitted, and
    // starting the next turn there would nest turn inside turn.
    QMetaObject::invokeMethod(
        this,
        [this, token] {
            if (token == m_token && m_state == State::Animating)
                beginTurn(true);
        },
        Qt::QueuedConnection);
}

bool GameController::undo()
{
    if (!canUndo())
        return false;
    stopMover();
    ++m_token;
    m_moveUnshown = false;
    const bool toBoardPlayer = hasBoardPlayer();
    do {
        m_redo.push_back(m_game->moves().back());
        m_game->undo();
        m_history.pop_back();
        // With a computer in the game, go back to the human's turn.
    } while (toBoardPlayer && m_game->turnCount() > 0 && !moverTakesBoardInput());
    Q_EMIT inputLocked();
    Q_EMIT positionReset(position());
    Q_EMIT historyChanged();
    beginTurn(false);
    return true;
}

bool GameController::redo()
{
    if (!canRedo())
        return false;
    stopMover();
    ++m_token;
    m_moveUnshown = false;
    const bool toBoardPlayer = hasBoardPlayer();
    do {
        const hoyito::Move move = m_redo.back();
        m_redo.pop_back();
        if (m_game->check(move) != hoyito::MoveError::None) {
            // Cannot happen (redo replays what undo took back); be safe.
            qCWarning(lcGame) << "redo move is not legal; redo stack dropped";
            m_redo.clear();
            break;
        }
        m_history.push_back(m_game->play(move));
    } while (toBoardPlayer && !m_redo.empty() && !m_game->isOver() && !moverTakesBoardInput());
    Q_EMIT inputLocked();
    Q_EMIT positionReset(position());
    Q_EMIT historyChanged();
    beginTurn(false);
    return true;
}

// ------------------------------------------------------------------ replay

void GameController::dropReplay()
{
    // A new or changed game is live: whoever shows the replay must know.
    if (!m_replaying)
        return;
    m_replaying = false;
    Q_EMIT replayChanged();
}

int GameController::loadGame(const GameSetup &setup, const std::vector<hoyito::Move> &moves, bool replay)
{
    startAfresh(setup);
    int bad = -1;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (m_game->check(moves[i]) != hoyito::MoveError::None) {
            bad = static_cast<int>(i);
            break;
        }
        m_history.push_back(m_game->play(moves[i]));
    }
    makePlayers();
    const bool wasReplaying = m_replaying;
    m_replaying = replay;
    m_replayTurn = m_game->turnCount();
    qCDebug(lcGame) << "game loaded" << m_token << m_game->turnCount() << "turns" << (replay ? "replay" : "live");
    setState(replay ? State::Replaying : State::AwaitingMove);
    Q_EMIT inputLocked();
    Q_EMIT gameStarted(m_setup);
    Q_EMIT positionReset(position());
    Q_EMIT historyChanged();
    if (replay || wasReplaying)
        Q_EMIT replayChanged();
    if (!replay)
        beginTurn(false);
    return bad;
}

bool GameController::enterReplay()
{
    if (!m_game || m_game->turnCount() == 0)
        return false;
    if (m_replaying)
        return true;
    const int shown = shownTurnCount();
    stopMover();
    ++m_token;
    m_replaying = true;
    m_replayTurn = shown;
    setState(State::Replaying);
    Q_EMIT inputLocked();
    if (m_moveUnshown) {
        // The move being animated is not shown yet: the replay starts
        // before it, and the board jumps there.
        m_moveUnshown = false;
        Q_EMIT positionReset(m_game->positions()[shown]);
    }
    // The move list now shows every turn, the later ones as the future.
    Q_EMIT historyChanged();
    Q_EMIT replayChanged();
    return true;
}

void GameController::replayTo(int turn)
{
    if (!m_game || (!m_replaying && !enterReplay()))
        return;
    turn = std::clamp(turn, 0, m_game->turnCount());
    if (turn == m_replayTurn && !m_moveUnshown && m_state == State::Replaying)
        return;
    ++m_token; // a late animationFinished of the turn being shown is void
    m_moveUnshown = false;
    m_replayTurn = turn;
    setState(State::Replaying);
    Q_EMIT positionReset(m_game->positions()[turn]);
    Q_EMIT replayChanged();
}

void GameController::replayBack()
{
    // While a turn is animated the cursor is already past it: one back is
    // the position the animation started from.
    if (m_replaying)
        replayTo(m_replayTurn - 1);
}

bool GameController::replayForward()
{
    if (!m_replaying || m_replayTurn >= m_game->turnCount())
        return false;
    if (m_moveUnshown) {
        // Still showing the previous turn: it ends at once, the next begins.
        replayTo(m_replayTurn);
        if (m_replayTurn >= m_game->turnCount())
            return false;
    }
    const int turn = m_replayTurn++;
    const quint64 token = ++m_token;
    m_moveUnshown = true;
    setState(State::Animating);
    Q_EMIT replayChanged();
    Q_EMIT moveCommitted(m_history[turn], m_game->positions()[turn], m_game->positions()[turn + 1], token);
    return true;
}

bool GameController::continueFromReplay()
{
    if (!m_replaying || m_game->positions()[m_replayTurn].isOver())
        return false;
    goLive(m_replayTurn);
    return true;
}

void GameController::leaveReplay()
{
    if (m_replaying)
        goLive(m_game->turnCount());
}

void GameController::goLive(int turn)
{
    ++m_token;
    m_moveUnshown = false;
    // A computer to move would answer at once and void the redo of the
    // turns dropped here: its turn waits, as if paused, for Step or Redo.
    m_holdNextTurn = m_game->turnCount() > turn;
    // The later turns stay as the redo stack, in order: the next to redo
    // (turn `turn`) at the back, followed by any redo the live game had.
    while (m_game->turnCount() > turn) {
        m_redo.push_back(m_game->moves().back());
        m_game->undo();
        m_history.pop_back();
    }
    m_replaying = false;
    Q_EMIT replayChanged();
    Q_EMIT inputLocked();
    Q_EMIT positionReset(position());
    Q_EMIT historyChanged();
    beginTurn(false);
}

// ------------------------------------------------------------------ computer

bool GameController::hasComputer() const
{
    for (const auto &p : m_players)
        if (p && p->kind() == PlayerKind::Computer)
            return true;
    return false;
}

bool GameController::isThinking() const
{
    for (const auto &p : m_players)
        if (p && p->isThinking())
            return true;
    return false;
}

void GameController::setComputerPause(int ms)
{
    m_computerPause = std::max(0, ms);
    for (const auto &p : m_players)
        if (auto *computer = qobject_cast<ComputerPlayer *>(p.get()))
            computer->setMinimumPause(m_hurried ? 0 : m_computerPause);
}

void GameController::setHurried(bool hurried)
{
    m_hurried = hurried;
    setComputerPause(m_computerPause);
}

void GameController::setHeld(bool held)
{
    if (m_held == held)
        return;
    m_held = held;
    Q_EMIT pauseChanged();
}

void GameController::setPlayer(hoyito::Player side, const PlayerInfo &setup)
{
    if (!m_game || m_setup.player(side) == setup)
        return;
    // An awaited turn starts again with the new player (a computer stops
    // thinking at once, its answer now stale); a move being shown goes on,
    // and the next turn asks the new player.
    const bool restart = m_state == State::AwaitingMove;
    if (restart) {
        stopMover();
        ++m_token;
    }
    m_setup.player(side) = setup;
    makePlayer(side);
    qCDebug(lcGame) << "player changed" << RulesText::sideName(side) << int(setup.kind) << setup.level << m_token;
    Q_EMIT playersChanged();
    if (restart) {
        Q_EMIT inputLocked();
        beginTurn(false);
    }
}

void GameController::setPaused(bool paused)
{
    if (m_paused == paused)
        return;
    m_paused = paused;
    Q_EMIT pauseChanged();
    if (paused) {
        if (m_game && m_state == State::AwaitingMove && !moverTakesBoardInput()) {
            // The computer stops now; beginTurn holds its turn.
            stopMover();
            ++m_token;
            beginTurn(false);
        }
    } else {
        step();
    }
}

bool GameController::step()
{
    if (!m_held || !m_game || m_state != State::AwaitingMove)
        return false;
    setHeld(false);
    player(position().toMove)->startTurn(*m_game, m_token);
    return true;
}

bool GameController::requestHint()
{
    if (!canHint())
        return false;
    hoyito::SearchLimits limits;
    limits.level = m_hintLevel;
    limits.seed = m_token;
    m_hintStop = m_ai->ask(m_token, AiPurpose::Hint, position(), limits);
    ++m_hintsUsed;
    qCDebug(lcGame) << "hint asked" << m_token;
    Q_EMIT hintChanged();
    return true;
}

void GameController::noteAnalysisUsed()
{
    if (m_game && !m_replaying && !position().isOver())
        m_analysisUsed = true;
}

void GameController::clearHint()
{
    if (!m_hintStop && !m_hint)
        return;
    if (m_hintStop)
        m_hintStop->store(true);
    m_hintStop.reset();
    m_hint.reset();
    m_hintLine.clear();
    Q_EMIT hintChanged();
}

void GameController::onAiAnswered(const AiAnswer &answer)
{
    // Moves go to the computer players; a hint is ours if it carries the
    // flag of the hint we wait for (clearHint forgets it on any change).
    if (answer.purpose != AiPurpose::Hint || !m_hintStop || answer.stop != m_hintStop)
        return;
    m_hintStop.reset();
    if (answer.searched && answer.id == m_token && isAwaitingBoardInput()) {
        m_hint = answer.result.best;
        m_hintLine = answer.result.pv;
    }
    Q_EMIT hintChanged();
}

void GameController::shutdownComputer()
{
    stopMover();
    m_ai->shutdown();
}

} // namespace hoyito::app
