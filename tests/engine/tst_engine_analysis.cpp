// Analysis (analysis.h) and hoyito-cli analyse / review: every move's value
// against a plain search of the position it leads to, the stop flag, the
// progress per depth, the review's classes, and the commands' output.

#include "clirun.h"
#include "engineutil.h"

#include "hoyito/analysis.h"
#include "hoyito/notation.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

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

const QString kFixtureDir = QStringLiteral(HOYITO_TEST_DATA "/");

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
    void analyseCommand();
    void analyseCommandBadInput_data();
    void analyseCommandBadInput();
    void reviewFindsTheBlunder();
    void reviewOfAMatchGoesRoundByRound();
    void reviewCommandBadInput();
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

void TestEngineAnalysis::analyseCommand()
{
    const Position pos = randomPositions(1, 6, 5).front();
    const CliRun run = runCli(arguments({u"analyse", QString::fromStdString(positionText(pos)), u"--depth", u"5"}));
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    const QStringList lines = outputLines(run.out);
    Analyser analyser;
    const AnalysisResult r = analyser.analyse(pos, {.depth = 5});
    QCOMPARE(lines.size(), static_cast<qsizetype>(r.moves.size()) + 2);
    static const QRegularExpression moveLine(QStringLiteral("^move ([a-lA-L-]) value (\\d+(\\.\\d\\d)?)( exact)?$"));
    for (std::size_t k = 0; k < r.moves.size(); ++k) {
        const QRegularExpressionMatch match = moveLine.match(lines[static_cast<qsizetype>(k)]);
        QVERIFY2(match.hasMatch(), qPrintable(lines[static_cast<qsizetype>(k)]));
        QCOMPARE(match.captured(1).toStdString(), moveText(pos.rules, r.moves[k].move));
        QCOMPARE(qRound(match.captured(2).toDouble() * kSeedValue), r.moves[k].value);
    }
    QCOMPARE(lines[lines.size() - 2],
             QStringLiteral("bestmove ") + QString::fromStdString(moveText(pos.rules, r.moves.front().move)));
    QVERIFY(lines.last().startsWith(QStringLiteral("depth 5 nodes ")));

    // A time limit gives a whole depth.
    const CliRun timed =
        runCli(arguments({u"analyse", QString::fromStdString(positionText(pos)), u"--movetime", u"50"}));
    QCOMPARE(timed.exitCode, 0);
    QCOMPARE(outputLines(timed.out).size(), static_cast<qsizetype>(r.moves.size()) + 2);
}

void TestEngineAnalysis::analyseCommandBadInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString opening = QStringLiteral("II:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:0");
    QTest::newRow("no position") << arguments({u"analyse"}) << QStringLiteral("usage: hoyito-cli analyse");
    QTest::newRow("bad position") << arguments({u"analyse", u"II:6:S:4,4"}) << QStringLiteral("bad position");
    QTest::newRow("too deep") << arguments({u"analyse", opening, u"--depth", u"101"})
                              << QStringLiteral("--depth must be a number from 1 to 100");
    QTest::newRow("both limits") << arguments({u"analyse", opening, u"--depth", u"3", u"--movetime", u"10"})
                                 << QStringLiteral("give one of");
    QTest::newRow("depth 0") << arguments({u"analyse", opening, u"--depth", u"0"})
                             << QStringLiteral("--depth must be a number");
    QTest::newRow("no value") << arguments({u"analyse", opening, u"--movetime"})
                              << QStringLiteral("--movetime needs a value");
    QTest::newRow("unknown option") << arguments({u"analyse", opening, u"--nodes", u"5"})
                                    << QStringLiteral("usage: hoyito-cli analyse");
}

void TestEngineAnalysis::analyseCommandBadInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CliRun run = runCli(args);
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.errText().contains(message), qPrintable(run.errText()));
    QCOMPARE(outputLines(run.err).size(), 1);
}

void TestEngineAnalysis::reviewFindsTheBlunder()
{
    // The fixture's turn 7 (North's A) leaves South a chain capture of two
    // fours (South's f, turn 8), when North had a move (D) after which
    // South captures nothing.
    constexpr int kBlunderTurn = 7;
    const QString file = kFixtureDir + QStringLiteral("review_blunder_ii_2x6.hoyito");
    const CliRun run = runCli(arguments({u"review", file, u"--depth", u"6"}));
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = outputLines(run.out);
    QVERIFY(lines.size() >= 2);
    QJsonObject blunder;
    Position pos = Position::initial(Rules{Variant::II, 6, LastFourTaker::Capturer});
    for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
        const QJsonObject turn = QJsonDocument::fromJson(lines[i].toUtf8()).object();
        QCOMPARE(turn.value(u"turn").toInt(), i + 1);
        QCOMPARE(turn.value(u"mover").toString(), QString(QChar::fromLatin1(playerLetter(pos.toMove))));
        const double loss = turn.value(u"loss").toDouble();
        QCOMPARE(loss, turn.value(u"bestValue").toDouble() - turn.value(u"value").toDouble());
        QCOMPARE(turn.value(u"class").toString().toStdString(),
                 std::string(moveClassName(classifyLoss(qRound(loss * kSeedValue)))));
        if (i + 1 == kBlunderTurn)
            blunder = turn;
        const MoveCheck check = readMove(pos, turn.value(u"move").toString().toStdString());
        QVERIFY(check.ok());
        if (i + 1 == kBlunderTurn) {
            // The position it hands over: South has a capture of two fours or more...
            Position after = pos;
            playTurn(after, check.move);
            QCOMPARE(after.toMove, Player::South);
            int bestCapture = 0;
            for (Move m : legalMoves(after)) {
                Position p = after;
                bestCapture = std::max(bestCapture, playTurn(p, m).captured);
            }
            QVERIFY(bestCapture >= 8);
            // ... while one of North's moves left South no capture at all.
            bool safeMove = false;
            for (Move alternative : legalMoves(pos)) {
                Position other = pos;
                playTurn(other, alternative);
                if (other.toMove != Player::South)
                    continue;
                int capture = 0;
                for (Move m : legalMoves(other)) {
                    Position p = other;
                    capture = std::max(capture, playTurn(p, m).captured);
                }
                safeMove = safeMove || capture == 0;
            }
            QVERIFY(safeMove);
        }
        playTurn(pos, check.move);
    }
    QCOMPARE(blunder.value(u"class").toString(), QStringLiteral("blunder"));
    const QJsonObject accuracy = QJsonDocument::fromJson(lines.last().toUtf8()).object().value(u"accuracy").toObject();
    QVERIFY(accuracy.contains(u"S") && accuracy.contains(u"N"));
    QVERIFY(accuracy.value(u"N").toDouble() < 100.0);
}

void TestEngineAnalysis::reviewOfAMatchGoesRoundByRound()
{
    const CliRun run =
        runCli(arguments({u"review", kFixtureDir + QStringLiteral("match_iii_finished.hoyito"), u"--depth", u"2"}));
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = outputLines(run.out);
    QVERIFY(lines.size() > 2);
    int round = 0;
    int turn = 0;
    for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
        const QJsonObject line = QJsonDocument::fromJson(lines[i].toUtf8()).object();
        const int lineRound = line.value(u"round").toInt();
        const int lineTurn = line.value(u"turn").toInt();
        if (lineRound != round) {
            // A new round starts at its first turn.
            QCOMPARE(lineRound, round + 1);
            QCOMPARE(lineTurn, 1);
        } else {
            QCOMPARE(lineTurn, turn + 1);
        }
        round = lineRound;
        turn = lineTurn;
    }
    QVERIFY(round >= 2);
    QVERIFY(QJsonDocument::fromJson(lines.last().toUtf8()).object().contains(u"accuracy"));
}

void TestEngineAnalysis::reviewCommandBadInput()
{
    const CliRun missing = runCli(arguments({u"review", kFixtureDir + QStringLiteral("no_such_file.hoyito")}));
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.out.isEmpty());
    QCOMPARE(outputLines(missing.err).size(), 1);
    QVERIFY2(missing.errText().contains(QStringLiteral("no_such_file.hoyito")), qPrintable(missing.errText()));

    const CliRun noFile = runCli(arguments({u"review"}));
    QCOMPARE(noFile.exitCode, 2);
    QVERIFY(noFile.errText().contains(QStringLiteral("usage: hoyito-cli review")));

    const CliRun badLimit =
        runCli(arguments({u"review", kFixtureDir + QStringLiteral("finished_ii_2x6.hoyito"), u"--movetime", u"x"}));
    QCOMPARE(badLimit.exitCode, 2);
    QVERIFY(badLimit.out.isEmpty());
    QVERIFY(badLimit.errText().contains(QStringLiteral("--movetime must be a number")));
}

QTEST_GUILESS_MAIN(TestEngineAnalysis)
#include "tst_engine_analysis.moc"
