#include "gamecontroller.h"

#include "gametext.h"
#include "logging.h"

#include <QMetaObject>

namespace hoyito::app {

GameController::GameController(QObject *parent)
    : QObject(parent)
    , m_factory(std::make_unique<PlayerFactory>())
{
}

GameController::~GameController()
{
    // Players may still be thinking: tell them to stop before they go.
    stopMover();
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
    return m_game && m_game->turnCount() > 0;
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
    if (!m_game)
        return;
    if (AbstractPlayer *mover = player(position().toMove))
        mover->stopTurn();
}

void GameController::makePlayers()
{
    for (hoyito::Player side : {hoyito::Player::South, hoyito::Player::North}) {
        auto &slot = m_players[hoyito::index(side)];
        slot = m_factory->create(side, m_setup.player(side));
        if (!slot) {
            qCWarning(lcGame) << "no player of the requested kind; a human plays" << GameText::sideName(side);
            slot = std::make_unique<HumanPlayer>(side);
            m_setup.player(side).kind = PlayerKind::Human;
        }
        connect(slot.get(), &AbstractPlayer::moveChosen, this, &GameController::onMoveChosen);
    }
}

void GameController::newGame(const GameSetup &setup)
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
    if (!m_game)
        return;
    const hoyito::Position &pos = position();
    if (pos.isOver()) {
        setState(State::GameOver);
        Q_EMIT inputLocked();
        // Landing on a finished game by undo/redo is no news: the dialog
        // only follows the move that ended the game.
        if (afterMove)
            Q_EMIT gameOver(outcomeOf(*m_game, m_history.empty() ? nullptr : &m_history.back()));
        return;
    }
    const std::vector<hoyito::Move> legal = hoyito::legalMoves(pos);
    setState(State::AwaitingMove);
    if (legal.size() == 1 && legal.front().isPass()) {
        // Nothing to choose: the pass is played and shown on the board.
        commit(hoyito::Move::pass());
        return;
    }
    const quint64 token = m_token;
    Q_EMIT turnStarted(pos.toMove, token);
    if (moverTakesBoardInput()) {
        // Finding an endless sowing can take millions of laps: legalMoves()
        // did it once, the endless holes are the liftable ones it left out.
        QList<int> playable;
        for (hoyito::Move move : legal)
            playable.append(move.hole);
        QList<int> endless;
        const int first = pos.rules.firstHole(pos.toMove);
        for (int hole = first; hole < first + pos.rules.holesPerRow; ++hole)
            if (pos.seeds[hole] > 0 && !pos.isClosed(hole) && !playable.contains(hole))
                endless.append(hole);
        Q_EMIT humanTurn(pos.toMove, playable, endless);
    } else {
        Q_EMIT inputLocked();
    }
    // The player may answer at once (a scripted player): that commits
    // inside this call, which is why it comes last.
    if (token == m_token)
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

} // namespace hoyito::app
