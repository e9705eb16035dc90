// Analysis (analysis.h), the engine alone: every move's value against a
// plain search of the position it leads to, the stop flag, the progress per
// depth, the review's classes. hoyito-cli analyse and review are
// tests/cli/tst_analysis_cli.

#include "engineutil.h"

#include "hoyito/analysis.h"
#include "hoyito/notation.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

using namespace hoyito;
using namespace hoyito::test;

namespace {

// Middle-game positions from seeded random play (none over).
std::vector<Position> randomPositions(int count, int holesPerRow, std::uint64_t seed)
{
    std::vector<Position> positions;
    Random random(seed);
    while (static_cast<int>(positions.size()) < count) {
        const Variant variant = positions.size() % 3 == 2 ? Variant::III : Variant::II;
        Position pos = Position::initial(Rules{variant, holesPerRow, LastFourTaker::Capturer});
        const int plies = 3 + static_cast<int>(random.below(20));
        for (int i = 0; i < plies && !pos.isOver(); ++i)
            playTurn(pos, randomMove(pos, random));
        if (!pos.isOver())
            positions.push_back(pos);
    }
    return positions;
}

// The score of `move` at `depth` for pos's mover by a fresh search of the
// position it leads to, one ply less deep (the horizon's evaluation at 1).
int childScore(const Position &pos, Move move, int depth)
{
    Position child = pos;
    playTurn(child, move);
    int v;
    if (child.isOver() || depth == 1) {
        v = evaluate(child, defaultEvalWeights());
    } else {
        Searcher searcher(1);
        SearchLimits limits;
        limits.depth = depth - 1;
        v = searcher.search(child, limits).score;
    }
    return child.toMove == pos.toMove ? v : -v;
}

} // namespace

class TestEngineAnalysis : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void valuesEqualASearchOfEachChild_data();
    void valuesEqualASearchOfEachChild();
    void progressAfterEveryDepth();
    void stopFlagFromAnotherThread();
    void stopFlagSetBeforeTheAnalysis();
    void passIsTheOnlyMove();
    void classesFollowTheThresholds();
    void accuracyLeavesOutForcedTurns();
};

void TestEngineAnalysis::valuesEqualASearchOfEachChild_data()
{
    QTest::addColumn<int>("holesPerRow");
    QTest::addColumn<int>("maxDepth");
    QTest::newRow("2x6") << 6 << 5;
    QTest::newRow("2x12") << 12 << 3;
}

void TestEngineAnalysis::valuesEqualASearchOfEachChild()
{
    QFETCH(int, holesPerRow);
    QFETCH(int, maxDepth);
    int compared = 0;
    for (const Position &pos : randomPositions(8, holesPerRow, 91 + static_cast<std::uint64_t>(holesPerRow))) {
        const std::vector<Move> legal = legalMoves(pos);
        for (int depth = 1; depth <= maxDepth; ++depth) {
            Analyser analyser(1);
            const AnalysisResult r = analyser.analyse(pos, {.depth = depth});
            QVERIFY(!r.stopped);
            QCOMPARE(r.moves.size(), legal.size());
            if (!r.complete || depth == 1)
                QCOMPARE(r.depth, depth);
            for (std::size_t k = 0; k < r.moves.size(); ++k) {
                const MoveAnalysis &m = r.moves[k];
                QVERIFY(std::find(legal.begin(), legal.end(), m.move) != legal.end());
                if (k > 0)
                    QVERIFY(r.moves[k - 1].score >= m.score);
                QCOMPARE(m.pv.front(), m.move);
                QCOMPARE(m.value, expectedSeeds(pos, m.score));
                // A position that came back on the line scores by rule 6.2
                // inside one search and not in the other; none of these does.
                if (!m.exact)
                    QCOMPARE(m.score, childScore(pos, m.move, r.depth));
                ++compared;
            }
        }
    }
    QVERIFY(compared >= 60);
}

void TestEngineAnalysis::progressAfterEveryDepth()
{
    const Position pos = Position::initial(Rules{Variant::II, 6, LastFourTaker::Capturer});
    Analyser analyser;
    std::vector<int> depths;
    int moveSteps = 0;
    const AnalysisResult r = analyser.analyse(pos, {.depth = 6}, nullptr, [&](const AnalysisResult &step, bool done) {
        if (done)
            depths.push_back(step.depth);
        else
            ++moveSteps;
    });
    QCOMPARE(depths, (std::vector<int>{1, 2, 3, 4, 5, 6}));
    // Six moves a depth: five reports before each depth is done.
    QCOMPARE(moveSteps, 6 * 5);
    QCOMPARE(r.depth, 6);
    QVERIFY(r.complete);
    // Seeds the mover expects: between nothing and all 48.
    for (const MoveAnalysis &m : r.moves)
        QVERIFY(m.value >= 0 && m.value <= 48 * kSeedValue);
}

void TestEngineAnalysis::stopFlagFromAnotherThread()
{
    // No limit on a big board: only the flag ends it.
    const Position pos = Position::initial(Rules{Variant::II, 12, LastFourTaker::Capturer});
    Analyser analyser;
    std::atomic_bool stop{false};
    std::atomic_int finishedDepths{0};
    QElapsedTimer clock;
    std::thread stopper([&] {
        while (finishedDepths.load() < 2)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        clock.start();
        stop = true;
    });
    const AnalysisResult r = analyser.analyse(pos, {}, &stop, [&](const AnalysisResult &, bool done) {
        if (done)
            ++finishedDepths;
    });
    const qint64 after = clock.elapsed();
    stopper.join();
    QVERIFY(r.stopped);
    QVERIFY(!r.complete);
    QVERIFY(r.depth >= 2);
    QCOMPARE(r.moves.size(), legalMoves(pos).size());
    // Generous: the point is that it returns (docs/BENCHMARKS.md has the latency).
    QVERIFY2(after < 5000, qPrintable(QStringLiteral("took %1 ms after the flag").arg(after)));
}

void TestEngineAnalysis::stopFlagSetBeforeTheAnalysis()
{
    const Position pos = Position::initial(Rules{Variant::II, 6, LastFourTaker::Capturer});
    Analyser analyser;
    std::atomic_bool stop{true};
    const AnalysisResult r = analyser.analyse(pos, {}, &stop);
    QVERIFY(r.stopped);
    QCOMPARE(r.depth, 0);
    QVERIFY(r.moves.empty());
}

void TestEngineAnalysis::passIsTheOnlyMove()
{
    // South has no seed: a pass, North moves next.
    const Position pos = positionFromText(u"II:6:S:0,0,0,0,0,0,4,4,4,4,4,4:12:12");
    Analyser analyser;
    const AnalysisResult r = analyser.analyse(pos, {.depth = 4});
    QCOMPARE(r.moves.size(), std::size_t{1});
    QVERIFY(r.moves.front().move.isPass());
    QCOMPARE(r.moves.front().score, childScore(pos, Move::pass(), r.depth));
}

void TestEngineAnalysis::classesFollowTheThresholds()
{
    QCOMPARE(classifyLoss(0), MoveClass::Best);
    QCOMPARE(classifyLoss(kReviewThresholds.good), MoveClass::Good);
    QCOMPARE(classifyLoss(kReviewThresholds.inaccuracy - 1), MoveClass::Good);
    QCOMPARE(classifyLoss(kReviewThresholds.inaccuracy), MoveClass::Inaccuracy);
    QCOMPARE(classifyLoss(kReviewThresholds.mistake - 1), MoveClass::Inaccuracy);
    QCOMPARE(classifyLoss(kReviewThresholds.mistake), MoveClass::Mistake);
    QCOMPARE(classifyLoss(kReviewThresholds.blunder - 1), MoveClass::Mistake);
    QCOMPARE(classifyLoss(kReviewThresholds.blunder), MoveClass::Blunder);
    QCOMPARE(classifyLoss(40 * kSeedValue), MoveClass::Blunder);
    QCOMPARE(moveClassName(MoveClass::Inaccuracy), std::string_view("inaccuracy"));
    QCOMPARE(moveClassSign(MoveClass::Blunder), std::string_view("??"));
    QCOMPARE(turnAccuracy(0), 100.0);
    QCOMPARE(turnAccuracy(4 * kSeedValue), 50.0);
    QCOMPARE(turnAccuracy(20 * kSeedValue), 0.0);
}

void TestEngineAnalysis::accuracyLeavesOutForcedTurns()
{
    std::vector<TurnReview> turns(3);
    turns[0].mover = Player::South;
    turns[0].loss = 2 * kSeedValue; // 75
    turns[1].mover = Player::South;
    turns[1].loss = 40 * kSeedValue;
    turns[1].forced = true; // left out
    turns[2].mover = Player::South;
    turns[2].loss = 0; // 100
    const std::array<double, 2> accuracy = reviewAccuracy(turns);
    QCOMPARE(accuracy[0], 87.5);
    QCOMPARE(accuracy[1], 100.0);
}

QTEST_GUILESS_MAIN(TestEngineAnalysis)
#include "tst_engine_analysis.moc"
