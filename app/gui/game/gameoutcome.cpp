#include "game/gameoutcome.h"

namespace hoyito::app {

GameOutcome outcomeOf(const hoyito::Game &game, const hoyito::TurnRecord *lastTurn)
{
    GameOutcome outcome;
    const hoyito::Position &pos = game.position();
    outcome.scores = hoyito::finalScores(pos);
    outcome.result = hoyito::resultOf(outcome.scores);
    outcome.reason = pos.ending;
    outcome.turns = game.turnCount();
    if (lastTurn) {
        outcome.lastMover = lastTurn->mover;
        outcome.lastFourTaker = hoyito::lastFourTakerOf(lastTurn->trace);
    }
    return outcome;
}

} // namespace hoyito::app
