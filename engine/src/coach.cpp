#include "hoyito/coach.h"

#include "hoyito/movegen.h"

#include <utility>

namespace hoyito {

namespace {

// A move's line as the caller gave it, or the move alone when the line is
// not the move's.
std::vector<Move> lineOf(Move move, const std::vector<Move> &line)
{
    if (!line.empty() && line.front() == move)
        return line;
    return {move};
}

// The go at `index` of a line's goes, or an empty go of `side`.
Go goAt(const std::vector<Go> &goes, std::size_t index, Player side)
{
    return index < goes.size() ? goes[index] : Go{side, {}};
}

// The opponent's biggest capture once `go` is over; nothing for an empty go.
std::optional<TurnStory> threatAfter(const Go &go)
{
    if (go.turns.empty())
        return std::nullopt;
    return biggestCapture(go.turns.back().after, opponent(go.side));
}

} // namespace

int capturedSeeds(const TurnStory &turn)
{
    int seeds = 0;
    for (const CaptureStory &capture : turn.captures)
        seeds += capture.seeds;
    return seeds;
}

TurnStory storyOfTrace(Player mover, Move move, const Trace &trace, const Position &after)
{
    TurnStory story;
    story.mover = mover;
    story.move = move;
    story.after = after;
    for (const Event &event : trace) {
        switch (event.kind) {
        case EventKind::Lift: story.laps = 1; break;
        case EventKind::Relay: ++story.laps; break;
        case EventKind::Capture: story.captures.push_back(CaptureStory{event.hole, event.seeds, 0, false}); break;
        case EventKind::ChainCapture:
            // A chain always follows the casa of its turn's last lap.
            if (story.captures.empty())
                story.captures.push_back(CaptureStory{event.hole, 0, 0, false});
            story.captures.back().seeds += event.seeds;
            ++story.captures.back().chainFours;
            break;
        case EventKind::EnPassantCapture:
            story.captures.push_back(CaptureStory{event.hole, event.seeds, 0, true});
            break;
        case EventKind::LastFour:
            story.lastFourTo = event.player;
            story.lastFourSeeds = event.seeds;
            break;
        case EventKind::ExtraTurn: story.playsAgain = true; break;
        case EventKind::GameEnd: story.ending = event.reason; break;
        case EventKind::Drop:
        case EventKind::Pass: break;
        }
    }
    return story;
}

std::optional<TurnStory> storyOfTurn(const Position &before, Move move)
{
    if (checkMove(before, move) != MoveError::None)
        return std::nullopt;
    Position after = before;
    Trace trace;
    playTurn(after, move, &trace);
    return storyOfTrace(before.toMove, move, trace, after);
}

std::vector<TurnStory> storyOfLine(const Position &start, const std::vector<Move> &moves)
{
    std::vector<TurnStory> line;
    Position pos = start;
    for (const Move move : moves) {
        std::optional<TurnStory> turn = storyOfTurn(pos, move);
        if (!turn)
            break;
        pos = turn->after;
        line.push_back(std::move(*turn));
    }
    return line;
}

int capturedSeeds(const Go &go)
{
    int seeds = 0;
    for (const TurnStory &turn : go.turns)
        seeds += capturedSeeds(turn);
    return seeds;
}

std::vector<Go> goesOf(const std::vector<TurnStory> &line)
{
    std::vector<Go> goes;
    for (const TurnStory &turn : line) {
        if (goes.empty() || goes.back().side != turn.mover)
            goes.push_back(Go{turn.mover, {}});
        goes.back().turns.push_back(turn);
    }
    return goes;
}

int seedsWon(const TurnStory &turn, Player side)
{
    int seeds = turn.mover == side ? capturedSeeds(turn) : 0;
    if (turn.lastFourTo == side)
        seeds += turn.lastFourSeeds;
    return seeds;
}

std::optional<TurnStory> biggestCapture(const Position &pos, Player side)
{
    if (pos.isOver())
        return std::nullopt;
    Position asToMove = pos;
    if (asToMove.toMove != side) {
        asToMove.toMove = side;
        // Whether the opponent's turn before was a pass says nothing of
        // `side`'s captures (only of a second pass, which captures nothing).
        asToMove.previousTurnPassed = false;
    }
    // The scores after each child tell what it won, the last four included;
    // only the best is played again with a trace.
    std::optional<Move> best;
    int bestSeeds = 0;
    for (const Child &child : generateChildren(asToMove)) {
        if (child.move.isPass() || child.summary.captured == 0)
            continue;
        const int won = child.position.scores[index(side)] - pos.scores[index(side)];
        if (won > bestSeeds) {
            bestSeeds = won;
            best = child.move;
        }
    }
    if (!best)
        return std::nullopt;
    return storyOfTurn(asToMove, *best);
}

ReviewExplanation explainReviewedTurn(const Position &before, Move played, const std::vector<Move> &playedLine,
                                      Move best, const std::vector<Move> &bestLine)
{
    const Player mover = before.toMove;
    const std::vector<Go> bestGoes = goesOf(storyOfLine(before, lineOf(best, bestLine)));
    const std::vector<Go> playedGoes = goesOf(storyOfLine(before, lineOf(played, playedLine)));

    ReviewExplanation explanation;
    explanation.mover = mover;
    explanation.played = played;
    explanation.best = best;
    explanation.better = goAt(bestGoes, 0, mover);
    explanation.betterReply = goAt(bestGoes, 1, opponent(mover));
    explanation.playedGo = goAt(playedGoes, 0, mover);
    explanation.allowed = goAt(playedGoes, 1, opponent(mover));
    explanation.threatAfterBetter = threatAfter(explanation.better);
    explanation.threatAfterPlayed = threatAfter(explanation.playedGo);
    return explanation;
}

HintExplanation explainHint(const Position &before, Move hint, const std::vector<Move> &line)
{
    const Player mover = before.toMove;
    HintExplanation explanation;
    explanation.go = goAt(goesOf(storyOfLine(before, lineOf(hint, line))), 0, mover);
    if (!explanation.go.turns.empty()) {
        const Position &after = explanation.go.turns.back().after;
        explanation.opponentBest = biggestCapture(after, opponent(mover));
        explanation.threat = biggestCapture(after, mover);
    }
    return explanation;
}

} // namespace hoyito
