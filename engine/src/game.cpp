#include "hoyito/game.h"

#include <cassert>

namespace hoyito {

Game::Game(const Position &start)
    : m_positions{start}
    , m_quietTurns{0}
{
}

const ChildList &Game::children() const
{
    if (!m_children)
        m_children = generateChildren(position());
    return *m_children;
}

MoveError Game::check(Move move) const
{
    return checkMove(position(), move, children());
}

TurnRecord Game::play(Move move)
{
    assert(check(move) == MoveError::None);
    TurnRecord record;
    record.mover = position().toMove;
    record.move = move;
    Position next = position();
    record.summary = playTurn(next, move, &record.trace);
    assert(!record.summary.endless);

    const int quiet = record.summary.captured > 0 ? 0 : m_quietTurns.back() + 1;
    m_children.reset();
    m_positions.push_back(next);
    m_moves.push_back(move);
    m_quietTurns.push_back(quiet);

    // Rule 6.2, after the rules of the turn itself (6.1, 6.3) had their say.
    if (!next.isOver()) {
        EndReason reason = EndReason::None;
        if (isThirdOccurrence())
            reason = EndReason::Repetition;
        else if (quiet >= kNoCaptureTurnLimit)
            reason = EndReason::NoCapture200;
        if (reason != EndReason::None) {
            m_positions.back().ending = reason;
            record.trace.push_back(Event{EventKind::GameEnd, -1, 0, record.mover, reason});
        }
    }
    return record;
}

bool Game::undo()
{
    if (m_moves.empty())
        return false;
    m_positions.pop_back();
    m_moves.pop_back();
    m_children.reset();
    m_quietTurns.pop_back();
    return true;
}

bool Game::isThirdOccurrence() const
{
    // A capture takes seeds off the board for good, so a position can only
    // recur within the current run of turns without a capture.
    const Position &now = position();
    const int last = static_cast<int>(m_positions.size()) - 1;
    int seen = 0;
    for (int i = last; i >= last - m_quietTurns.back(); --i)
        if (m_positions[i].sameBoardAndMover(now) && ++seen == kRepetitionLimit)
            return true;
    return false;
}

} // namespace hoyito
