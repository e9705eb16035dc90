// The goals of lesson steps (hoyito/lesson.h): each reached by a move that
// does what it asks, missed with the reason the window will say, and open
// while the learner's go goes on. The positions are small boards whose
// traces are written beside them.

#include "hoyito/lesson.h"
#include "hoyito/notation.h"

#include <QTest>

#include <string>
#include <variant>
#include <vector>

using namespace hoyito;

namespace {

Position positionOf(const char *text)
{
    const ParsedPosition parsed = parsePosition(text);
    if (!std::holds_alternative<Position>(parsed))
        qFatal("not a position: %s", text);
    return std::get<Position>(parsed);
}

// The game from `text` with `moves` (letters) played.
Game played(const char *text, const std::vector<const char *> &moves)
{
    Game game(positionOf(text));
    for (const char *letter : moves) {
        const MoveCheck check = readMove(game.position(), letter);
        if (!check.ok())
            qFatal("%s is not legal in %s", letter, positionText(game.position()).c_str());
        game.play(check.move);
    }
    return game;
}

GoalCheck judge(LessonGoal goal, int count, const char *text, const std::vector<const char *> &moves)
{
    const Game game = played(text, moves);
    return checkLessonGoal(goal, count, game.start().toMove, game);
}

// a: pickup(0,1) drop(1) capture(1,4) extra-turn; then f: pickup(5,1)
// drop(6) capture(6,4) lastfour(S,4). b: pickup(1,3) drop(2..4).
constexpr const char *kTwoCasas = "II:6:S:1,3,0,0,0,1,3,0,0,4,0,0:18:18";
// c: pickup(2,2) drop(3) drop(4) capture(4,4), and in Hoyito II the four
// made in 3 behind it: capture(3,4). In Hoyito III that four stays, and d
// then relays twice and ends in an empty hole.
constexpr const char *kChainII = "II:6:S:0,0,2,3,3,0,2,2,2,2,2,2:0:0";
constexpr const char *kChainIII = "III:6:S:0,0,2,3,3,0,2,2,2,2,2,2:0:0";
// b: drop(2), and North's D then makes a casa in E: capture(10,4).
constexpr const char *kThreat = "II:6:S:0,1,0,0,0,0,0,0,0,1,3,0:20:23";
// b: drop(2); North's E then sows 11 and 0 and stops.
constexpr const char *kNoThreat = "II:6:S:0,1,0,0,0,0,0,0,0,0,2,0:20:25";
// f captures A (another turn), a sows 1 and 2: North's row is empty.
constexpr const char *kEmptiesNorth = "II:6:S:2,0,0,0,0,1,3,0,0,0,0,0:21:21";
// f: capture(6,4), the four in C is the last: South takes it.
constexpr const char *kLastFour = "II:6:S:0,0,0,0,0,1,3,0,4,0,0,0:30:10";

} // namespace

class TstLesson : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void nothingPlayedIsOpen();
    void sowAndRelay();
    void endInAnEmptyHole();
    void capture();
    void chain();
    void captureRun();
    void safeMove();
    void opponentPasses();
    void lastFourAndWin();
    void fromTheStepsFirstTurn();
};

void TstLesson::nothingPlayedIsOpen()
{
    const GoalCheck check = judge(LessonGoal::Capture, 4, kTwoCasas, {});
    QCOMPARE(check.state, GoalState::Open);
    QCOMPARE(check.learnerMoves, 0);
}

void TstLesson::sowAndRelay()
{
    const char *opening = "II:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:0";
    QCOMPARE(judge(LessonGoal::Sow, 0, opening, {"a"}).state, GoalState::Reached);
    // f from the opening relays many times.
    QCOMPARE(judge(LessonGoal::Relay, 3, opening, {"f"}).state, GoalState::Reached);
    const GoalCheck oneLap = judge(LessonGoal::Relay, 2, kTwoCasas, {"b"});
    QCOMPARE(oneLap.state, GoalState::Missed);
    QCOMPARE(oneLap.miss, GoalMiss::TooFewLaps);
    QCOMPARE(oneLap.laps, 1);
}

void TstLesson::endInAnEmptyHole()
{
    QCOMPARE(judge(LessonGoal::EndInEmptyHole, 0, kTwoCasas, {"b"}).state, GoalState::Reached);
    // A capture is not the end the goal asks for; with another turn the go
    // goes on, and a quiet move then reaches it.
    QCOMPARE(judge(LessonGoal::EndInEmptyHole, 0, kChainIII, {"c"}).state, GoalState::Open);
    QCOMPARE(judge(LessonGoal::EndInEmptyHole, 0, kChainIII, {"c", "d"}).state, GoalState::Reached);
    const GoalCheck lastFour = judge(LessonGoal::EndInEmptyHole, 0, kLastFour, {"f"});
    QCOMPARE(lastFour.state, GoalState::Missed);
    QCOMPARE(lastFour.miss, GoalMiss::Captured);
}

void TstLesson::capture()
{
    const GoalCheck casa = judge(LessonGoal::Capture, 4, kTwoCasas, {"a"});
    QCOMPARE(casa.state, GoalState::Reached);
    QCOMPARE(casa.learnerMoves, 1);
    const GoalCheck empty = judge(LessonGoal::Capture, 4, kTwoCasas, {"b"});
    QCOMPARE(empty.state, GoalState::Missed);
    QCOMPARE(empty.miss, GoalMiss::EmptyHole);
    // Four seeds, and another turn to find eight in one turn: still open.
    const GoalCheck more = judge(LessonGoal::Capture, 8, kTwoCasas, {"a"});
    QCOMPARE(more.state, GoalState::Open);
    QCOMPARE(more.seeds, 4);
    // The second casa is again four: the game ends, eight never in a turn.
    const GoalCheck tooFew = judge(LessonGoal::Capture, 8, kTwoCasas, {"a", "f"});
    QCOMPARE(tooFew.state, GoalState::Missed);
    QCOMPARE(tooFew.miss, GoalMiss::TooFewSeeds);
    QCOMPARE(tooFew.seeds, 4);
    QCOMPARE(judge(LessonGoal::Capture, 8, kChainII, {"c"}).state, GoalState::Reached);
}

void TstLesson::chain()
{
    QCOMPARE(judge(LessonGoal::Chain, 0, kChainII, {"c"}).state, GoalState::Reached);
    // Hoyito III takes the casa alone: another turn, then a quiet move.
    const GoalCheck noChain = judge(LessonGoal::Chain, 0, kChainIII, {"c"});
    QCOMPARE(noChain.state, GoalState::Open);
    const GoalCheck ended = judge(LessonGoal::Chain, 0, kChainIII, {"c", "d"});
    QCOMPARE(ended.state, GoalState::Missed);
    QCOMPARE(ended.miss, GoalMiss::EmptyHole);
    const GoalCheck casaAlone = judge(LessonGoal::Chain, 0, kTwoCasas, {"a", "f"});
    QCOMPARE(casaAlone.state, GoalState::Missed);
    QCOMPARE(casaAlone.miss, GoalMiss::NoChain);
}

void TstLesson::captureRun()
{
    const GoalCheck two = judge(LessonGoal::CaptureRun, 2, kTwoCasas, {"a", "f"});
    QCOMPARE(two.state, GoalState::Reached);
    QCOMPARE(two.learnerMoves, 2);
    QCOMPARE(judge(LessonGoal::CaptureRun, 2, kTwoCasas, {"a"}).state, GoalState::Open);
    const GoalCheck broken = judge(LessonGoal::CaptureRun, 2, kTwoCasas, {"b"});
    QCOMPARE(broken.state, GoalState::Missed);
    QCOMPARE(broken.miss, GoalMiss::EmptyHole);
}

void TstLesson::safeMove()
{
    const GoalCheck threat = judge(LessonGoal::SafeMove, 0, kThreat, {"b"});
    QCOMPARE(threat.state, GoalState::Missed);
    QCOMPARE(threat.miss, GoalMiss::OpponentCanCapture);
    QCOMPARE(threat.seeds, 4);
    QCOMPARE(moveText(positionOf(kThreat).rules, threat.move), std::string("D"));
    QCOMPARE(judge(LessonGoal::SafeMove, 0, kNoThreat, {"b"}).state, GoalState::Reached);
}

void TstLesson::opponentPasses()
{
    QCOMPARE(judge(LessonGoal::OpponentPasses, 0, kEmptiesNorth, {"f", "a"}).state, GoalState::Reached);
    const GoalCheck moves = judge(LessonGoal::OpponentPasses, 0, kNoThreat, {"b"});
    QCOMPARE(moves.state, GoalState::Missed);
    QCOMPARE(moves.miss, GoalMiss::OpponentCanMove);
    QCOMPARE(moveText(positionOf(kNoThreat).rules, moves.move), std::string("E"));
}

void TstLesson::lastFourAndWin()
{
    QCOMPARE(judge(LessonGoal::TakeLastFour, 0, kLastFour, {"f"}).state, GoalState::Reached);
    QCOMPARE(judge(LessonGoal::Win, 0, kLastFour, {"f"}).state, GoalState::Reached);
    // The same capture with North as the fixed taker (the match's handicap).
    const GoalCheck handicap = judge(LessonGoal::TakeLastFour, 0, "II:6:S:0,0,0,0,0,1,3,0,4,0,0,0:30:10:N", {"f"});
    QCOMPARE(handicap.state, GoalState::Missed);
    QCOMPARE(handicap.miss, GoalMiss::LastFourToOpponent);
    // Behind on the piles, the last four does not win the game.
    const GoalCheck lost = judge(LessonGoal::Win, 0, "II:6:S:0,0,0,0,0,1,3,0,4,0,0,0:0:40", {"f"});
    QCOMPARE(lost.state, GoalState::Missed);
    QCOMPARE(lost.miss, GoalMiss::GameNotWon);
    // Win waits for the end of the game, over the opponent's turns.
    QCOMPARE(judge(LessonGoal::Win, 0, kThreat, {"b"}).state, GoalState::Open);
}

void TstLesson::fromTheStepsFirstTurn()
{
    // The history before the step (here a's capture) is not the learner's.
    const Game game = played(kTwoCasas, {"a", "f"});
    const GoalCheck check = checkLessonGoal(LessonGoal::CaptureRun, 2, Player::South, game, 1);
    QCOMPARE(check.state, GoalState::Missed);
    QCOMPARE(check.learnerMoves, 1);
}

QTEST_GUILESS_MAIN(TstLesson)
#include "tst_lesson.moc"
