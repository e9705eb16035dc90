// The coach's words (CoachText) in English, as hoyito-cli says them with no
// translator installed: each sentence built from the facts of hoyito/coach.h
// on a fixed position and fixed lines (depth-6 analyses gave the review's),
// naming the captures, chains, extra turns and last fours the lines hold.

#include "coachtext.h"
#include "engineutil.h"
#include "rulestext.h"

#include "hoyito/coach.h"
#include "hoyito/notation.h"

#include <QTest>

#include <vector>

using namespace hoyito;
using namespace hoyito::app;
using namespace hoyito::test;

namespace {

// The moves written `letters` ("a,B,c"), each read where the ones before it
// leave the game; an empty text is an empty line.
std::vector<Move> movesOf(const Position &start, const QString &letters)
{
    std::vector<Move> moves;
    Position pos = start;
    for (const QString &text : letters.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const MoveCheck check = readMove(pos, text.trimmed().toStdString());
        if (!check.ok())
            qFatal("%s cannot be played at %s", qPrintable(text), positionText(pos).c_str());
        moves.push_back(check.move);
        playTurn(pos, check.move);
    }
    return moves;
}

const CoachText::Names kSides{RulesText::sideName(Player::South), RulesText::sideName(Player::North)};

} // namespace

class TestCoachText : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void reviewedTurn_data()
    {
        QTest::addColumn<QString>("position");
        QTest::addColumn<QString>("bestLine");
        QTest::addColumn<QString>("playedLine");
        QTest::addColumn<QString>("expected");
        QTest::newRow("a chain for a chain") << "II:6:S:6,1,1,1,2,4,0,1,3,3,0,6:8:12"
                                             << "b,a,B,c,b,D"
                                             << "a,A,F,d,f,B"
                                             << "Instead of a, b captures a chain of 8 seeds from D and plays again. "
                                                "After a, North captures a chain of 8 seeds from D and plays again.";
        QTest::newRow("a go of captures") << "II:6:S:1,0,4,1,0,3,18,0,0,2,0,3:4:12"
                                          << "c,a,B,C,b,c"
                                          << "d,D,A,A,F,D"
                                          << "Instead of d, c captures 4 seeds on d and plays again. "
                                             "After d, North captures 4 seeds on F and plays again, then 16 more.";
        QTest::newRow("six captures in a row")
            << "II:6:S:1,3,7,3,7,6,1,1,2,1,4,4:0:8"
            << "c,a,a,b,d,d"
            << "f,B,E,D,B,D"
            << "Instead of f, c captures 4 seeds on A and plays again, then 20 more. "
               "After f, North captures a chain of 8 seeds from c and plays again, then 16 more.";
        QTest::newRow("a quiet best move")
            << "II:6:S:1,0,3,2,1,2,0,1,2,0,0,0:16:20"
            << "a,B,b,f,B,d"
            << "d,A,C,a,E"
            << "Instead of d, a leaves North no casa. After d, North captures 4 seeds on c and plays again.";
        QTest::newRow("a quiet move that gives less")
            << "II:6:S:2,3,0,2,1,0,1,7,1,6,0,1:16:8"
            << "a,D,A,b,C,d"
            << "b,B,E,F,b,B"
            << "Instead of b, a lets North take only 4 seeds. After b, North captures 4 "
               "seeds on d and plays again, then 4 more on a.";
        // North does not take the casa it could after a: a denies nothing.
        QTest::newRow("a capture not taken") << "II:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:0"
                                             << "a,A"
                                             << "b,A"
                                             << "After b, North captures 4 seeds on f and plays again.";
        QTest::newRow("no capture either way")
            << "II:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:0"
            << "a,A"
            << "b,B"
            << "No capture in the next turns tells a from b: the difference comes later.";
        QTest::newRow("lines of one move") // the threat stands in for North's go
            << "II:6:S:6,1,1,1,2,4,0,1,3,3,0,6:8:12"
            << "b"
            << "a"
            << "Instead of a, b captures a chain of 8 seeds from D and plays again. "
               "After a, North threatens a chain of 8 seeds from D.";
        QTest::newRow("the last four")
            << "II:6:S:1,3,0,0,0,1,3,0,0,4,0,0:18:18"
            << "a,f"
            << "b"
            << "Instead of b, a captures 4 seeds on b and plays again, then 4 more on A and takes the last four. "
               "b captures nothing.";
        QTest::newRow("the last four to a fixed taker")
            << "II:6:S:0,0,2,0,1,0,3,1,0,1,0,0:28:12:N"
            << "c"
            << "e"
            << "Instead of e, c captures 4 seeds on A, and the last four go to North. e captures nothing.";
        QTest::newRow("Hoyito I, in passing")
            << "I:6:N:3,3,1,0,2,1,2,1,1,4,3,3:12:12"
            << "D"
            << "A"
            << "Instead of A, D captures 16 seeds. After A, South threatens 4 seeds on b.";
    }

    void reviewedTurn()
    {
        QFETCH(QString, position);
        QFETCH(QString, bestLine);
        QFETCH(QString, playedLine);
        QFETCH(QString, expected);
        const Position pos = positionFromText(position);
        const std::vector<Move> best = movesOf(pos, bestLine);
        const std::vector<Move> played = movesOf(pos, playedLine);
        const ReviewExplanation explanation = explainReviewedTurn(pos, played.front(), played, best.front(), best);
        const QString text = CoachText::reviewedTurn(pos.rules, explanation, kSides);
        QCOMPARE(text, expected);
        QVERIFY(!text.contains(QLatin1String("(s)")));
    }

    void hint_data()
    {
        QTest::addColumn<QString>("position");
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no casa, a threat and the last four")
            << "II:6:S:1,0,2,0,1,2,2,2,1,0,1,0:20:16"
            << "e"
            << "e leaves North no casa and threatens a chain of 8 seeds from B and the last four.";
        QTest::newRow("a capture, no casa, a threat")
            << "II:6:S:2,2,1,4,1,4,1,3,1,0,1,0:16:12"
            << "e"
            << "e captures 4 seeds on b and plays again. It then leaves North no casa and threatens 4 seeds on A.";
        QTest::newRow("a chain, then a threat") << kChainPosition << "f"
                                                << "f captures a chain of 8 seeds from E and plays again. "
                                                   "It then threatens 4 seeds on e.";
        QTest::newRow("the least North can take") << "II:6:S:0,0,3,0,1,0,2,0,4,1,4,1:28:4"
                                                  << "e"
                                                  << "e lets North take no more than 4 seeds at once.";
        QTest::newRow("the last four") << kLastFourPosition << "a"
                                       << "a captures 4 seeds on b and takes the last four.";
        QTest::newRow("a pass") << "II:6:S:0,0,0,0,0,0,0,0,1,6,0,1:4:36"
                                << "-" << QString();
    }

    void hint()
    {
        QFETCH(QString, position);
        QFETCH(QString, line);
        QFETCH(QString, expected);
        const Position pos = positionFromText(position);
        const std::vector<Move> moves = movesOf(pos, line);
        const QString text = CoachText::hint(pos.rules, explainHint(pos, moves.front(), moves), kSides);
        QCOMPARE(text, expected);
    }

    // The players' names as the caller gives them, each where its side acts.
    void names()
    {
        const Position pos = positionFromText("II:6:S:1,0,3,2,1,2,0,1,2,0,0,0:16:20");
        const std::vector<Move> best = movesOf(pos, QStringLiteral("a,B,b,f,B,d"));
        const std::vector<Move> played = movesOf(pos, QStringLiteral("d,A,C,a,E"));
        const CoachText::Names names{QStringLiteral("Ana"), QStringLiteral("Luis")};
        QCOMPARE(CoachText::reviewedTurn(pos.rules, explainReviewedTurn(pos, played[0], played, best[0], best), names),
                 QStringLiteral(
                     "Instead of d, a leaves Luis no casa. After d, Luis captures 4 seeds on c and plays again."));

        const Position taker = positionFromText("II:6:S:0,0,2,0,1,0,3,1,0,1,0,0:28:12:N");
        const std::vector<Move> c = movesOf(taker, QStringLiteral("c"));
        QCOMPARE(CoachText::hint(taker.rules, explainHint(taker, c[0], c), names),
                 QStringLiteral("c captures 4 seeds on A, and the last four go to Luis."));
    }

    // The parts the sentences are made of.
    void parts()
    {
        const Position chain = positionFromText("II:6:N:3,3,1,0,2,1,2,1,1,4,3,3:12:12");
        const TurnStory d = *storyOfTurn(chain, Move::at(9));
        QCOMPARE(CoachText::captured(chain.rules, d), QStringLiteral("a chain of 16 seeds from b"));
        QCOMPARE(CoachText::go(chain.rules, Go{Player::North, {d}}, kSides),
                 QStringLiteral("captures a chain of 16 seeds from b and plays again"));
        // Three laps, no capture (RULES.md 11.1).
        const Position relays = positionFromText("II:6:N:8,0,0,12,1,1,6,1,0,1,9,1:0:8");
        const TurnStory quiet = *storyOfTurn(relays, Move::at(6));
        QCOMPARE(CoachText::captured(relays.rules, quiet), QString());
        QCOMPARE(CoachText::go(relays.rules, Go{Player::North, {quiet}}, kSides), QString());
        QCOMPARE(CoachText::go(chain.rules, Go{}, kSides), QString());

        // A chain that takes the last eight: the game is over, nobody takes a last four.
        const Position eight = positionFromText("II:6:S:0,0,0,0,0,2,3,3,0,0,0,0:20:20");
        const TurnStory f = *storyOfTurn(eight, Move::at(5));
        QCOMPARE(CoachText::go(eight.rules, Go{Player::South, {f}}, kSides),
                 QStringLiteral("captures a chain of 8 seeds from B, and the board is empty"));

        // Two captures after the first: their sum, without a hole.
        const Position pos = positionFromText("II:6:S:1,0,4,1,0,3,18,0,0,2,0,3:4:12");
        const std::vector<TurnStory> line = storyOfLine(pos, movesOf(pos, QStringLiteral("d,D,A,A,F,D")));
        const Go north = goesOf(line)[1];
        QCOMPARE(int(north.turns.size()), 5);
        QCOMPARE(CoachText::go(pos.rules, north, kSides),
                 QStringLiteral("captures 4 seeds on F and plays again, then 16 more"));
        // One capture after the first: its hole.
        const Go two{Player::North, {north.turns[0], north.turns[1]}};
        QCOMPARE(CoachText::go(pos.rules, two, kSides), QStringLiteral("captures 4 seeds on F and plays again, "
                                                                       "then 4 more on E"));
        // A chain after the first.
        const Go chainAfter{Player::North, {north.turns[1], north.turns[2]}};
        QCOMPARE(CoachText::go(pos.rules, chainAfter, kSides),
                 QStringLiteral("captures 4 seeds on E and plays again, then a chain of 8 more from C"));
    }
};

QTEST_GUILESS_MAIN(TestCoachText)
#include "tst_coachtext.moc"
