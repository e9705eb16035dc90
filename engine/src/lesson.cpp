#include "hoyito/lesson.h"

#include "hoyito/movegen.h"
#include "hoyito/trace.h"

#include <algorithm>

namespace hoyito {

namespace {

// What one of the learner's turns did, from its trace.
struct LearnerTurn {
    int laps = 0;
    int captured = 0;
    bool chain = false;
    std::optional<Player> lastFour;
};

LearnerTurn replayTurn(const Position &before, Move move)
{
    Position after = before;
    Trace trace;
    const TurnSummary summary = playTurn(after, move, &trace);
    LearnerTurn turn{summary.laps, summary.captured, false, lastFourTakerOf(trace)};
    turn.chain =
        std::any_of(trace.begin(), trace.end(), [](const Event &e) { return e.kind == EventKind::ChainCapture; });
    return turn;
}

// The mover's legal moves of `pos` that capture, the most seeds first.
std::vector<Child> capturingMoves(const Position &pos)
{
    std::vector<Child> found;
    for (const Child &child : generateChildren(pos))
        if (!child.move.isPass() && !child.summary.endless && child.summary.captured > 0)
            found.push_back(child);
    std::stable_sort(found.begin(), found.end(),
                     [](const Child &a, const Child &b) { return a.summary.captured > b.summary.captured; });
    return found;
}

GoalCheck missed(GoalCheck check, GoalMiss miss)
{
    check.state = GoalState::Missed;
    check.miss = miss;
    return check;
}

GoalCheck reached(GoalCheck check)
{
    check.state = GoalState::Reached;
    check.miss = GoalMiss::None;
    return check;
}

// Judged when the learner's go ends with the opponent to move at `after`.
GoalCheck judgeGoEnd(LessonGoal goal, GoalCheck check, GoalMiss pending, const Position &after)
{
    switch (goal) {
    case LessonGoal::SafeMove: {
        const std::vector<Child> captures = capturingMoves(after);
        if (captures.empty())
            return reached(check);
        check.move = captures.front().move;
        check.seeds = captures.front().summary.captured;
        return missed(check, GoalMiss::OpponentCanCapture);
    }
    case LessonGoal::OpponentPasses:
        for (const Child &child : generateChildren(after)) {
            if (!child.move.isPass() && !child.summary.endless) {
                check.move = child.move;
                return missed(check, GoalMiss::OpponentCanMove);
            }
        }
        return reached(check);
    case LessonGoal::Win: return check; // the game goes on
    default: return missed(check, pending);
    }
}

} // namespace

GoalCheck checkLessonGoal(LessonGoal goal, int count, Player learner, const Game &game, int firstTurn)
{
    GoalCheck check;
    GoalMiss pending = GoalMiss::EmptyHole; // why the go so far misses the goal
    int run = 0;
    const std::vector<Position> &positions = game.positions();
    for (int t = std::max(firstTurn, 0); t < game.turnCount(); ++t) {
        const Position &before = positions[std::size_t(t)];
        const Position &after = positions[std::size_t(t) + 1];
        const Move move = game.moves()[std::size_t(t)];
        if (before.toMove == learner && !move.isPass()) {
            ++check.learnerMoves;
            const LearnerTurn turn = replayTurn(before, move);
            run = turn.captured > 0 ? run + 1 : 0;
            pending = turn.captured > 0 ? GoalMiss::TooFewSeeds : GoalMiss::EmptyHole;
            switch (goal) {
            case LessonGoal::Sow: return reached(check);
            case LessonGoal::Relay:
                if (turn.laps >= count)
                    return reached(check);
                check.laps = turn.laps;
                pending = GoalMiss::TooFewLaps;
                break;
            case LessonGoal::EndInEmptyHole:
                if (turn.captured == 0 && !turn.lastFour)
                    return reached(check);
                pending = GoalMiss::Captured;
                break;
            case LessonGoal::Capture:
                if (turn.captured >= count)
                    return reached(check);
                check.seeds = turn.captured;
                break;
            case LessonGoal::Chain:
                if (turn.chain)
                    return reached(check);
                if (turn.captured > 0)
                    pending = GoalMiss::NoChain;
                break;
            case LessonGoal::CaptureRun:
                if (run >= count)
                    return reached(check);
                pending = GoalMiss::EmptyHole;
                break;
            case LessonGoal::TakeLastFour:
                if (turn.lastFour == learner)
                    return reached(check);
                if (turn.lastFour) // a fixed taker: the learner's capture left it to the opponent
                    return missed(check, GoalMiss::LastFourToOpponent);
                pending = GoalMiss::EmptyHole;
                break;
            case LessonGoal::SafeMove:
            case LessonGoal::OpponentPasses:
            case LessonGoal::Win: break;
            }
        }
        if (after.isOver()) {
            if (goal == LessonGoal::Win) {
                const std::array<int, 2> scores = finalScores(after);
                return scores[index(learner)] > scores[index(opponent(learner))] ? reached(check)
                                                                                 : missed(check, GoalMiss::GameNotWon);
            }
            if (goal == LessonGoal::SafeMove || goal == LessonGoal::OpponentPasses)
                return reached(check); // the opponent never moves again
            return missed(check, goal == LessonGoal::TakeLastFour ? GoalMiss::GameNotWon : pending);
        }
        if (before.toMove == learner && after.toMove != learner) {
            const GoalCheck judged = judgeGoEnd(goal, check, pending, after);
            if (judged.state != GoalState::Open)
                return judged;
        }
    }
    return check;
}

} // namespace hoyito
