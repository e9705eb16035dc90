// hoyito-cli solve as a user runs it: the real binary under QProcess
// (tests/engine/tst_solver and tst_solver_bruteforce check solve() and the
// proof search themselves). Its value against the brute-force solver of
// tests/support (tablereference.h), with and without tables; above the
// tables, the proofs' lines narrowing the bounds to the value; Ctrl-C stops
// it at once with the bounds proven so far.

#include "clirun.h"
#include "engineutil.h"
#include "tablereference.h"
#include "tableutil.h"

#include "hoyito/notation.h"
#include "hoyito/tables.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <random>

using namespace hoyito;
using namespace hoyito::tables;
using namespace hoyito::test;

class TestSolverCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void cliSolveMatchesTheBruteForce();
    void cliSolveAboveTheTables();
    void cliSolveStopsOnInterrupt();
};

// solve's value against the brute-force solver, with and without tables, on
// positions small enough for both to finish.
void TestSolverCli::cliSolveMatchesTheBruteForce()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const TableRules rules = TableRules::HoyitoII;
    QCOMPARE(buildTables(dir.path(), rules, 3, 8).status, BuildStatus::Finished);
    const Tables tables = Tables::open(dir.path().toStdString(), rules, 3);
    BruteForce solver(1'000'000, tables);
    const auto levels = allPositions(rules, 3, 8);
    std::mt19937 random(11);
    int solved = 0;
    for (const int k : {1, 2, 8}) {
        std::vector<Position> positions = levels[k];
        std::shuffle(positions.begin(), positions.end(), random);
        for (std::size_t i = 0; i < 6; ++i) {
            Position pos = positions[i];
            pos.scores = {static_cast<std::int16_t>(random() % 6), static_cast<std::int16_t>(random() % 6)};
            const auto expected = solver.value(pos, -1, k + 1);
            QVERIFY(expected);
            QStringList args{QStringLiteral("solve"), QString::fromStdString(positionText(pos)),
                             QStringLiteral("--time"), QStringLiteral("60")};
            if (k == 8)
                args << QStringLiteral("--tablebase") << dir.path();
            const CliRun run = runCli(args);
            const QByteArray printed = "stdout:\n" + run.out + "stderr:\n" + run.err;
            QVERIFY2(run.finished, printed.constData());
            QVERIFY2(run.exitCode == 0, printed.constData());
            const QStringList lines = QString::fromUtf8(run.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
            QVERIFY2(lines.size() >= 3, printed.constData());
            const auto value = QRegularExpression(QStringLiteral(R"(^value (\d+) nodes \d+ seconds \d+\.\d\d$)"))
                                   .match(lines[lines.size() - 2]);
            QVERIFY2(value.hasMatch(), printed.constData());
            QCOMPARE(value.captured(1).toInt(), *expected);
            // The bounds printed narrow down to the value.
            int low = 0;
            int high = k;
            for (const QString &line : lines) {
                const auto b = QRegularExpression(QStringLiteral(R"(^bounds (\d+) (\d+) )")).match(line);
                if (!b.hasMatch())
                    continue;
                QVERIFY(b.captured(1).toInt() >= low && b.captured(2).toInt() <= high);
                low = b.captured(1).toInt();
                high = b.captured(2).toInt();
            }
            QCOMPARE(low, *expected);
            QCOMPARE(high, *expected);
            ++solved;
        }
    }
    QCOMPARE(solved, 18);
}

// solve above the tables: the proofs' lines narrowing the bounds to the
// value.
void TestSolverCli::cliSolveAboveTheTables()
{
    QTemporaryDir full;
    QTemporaryDir lower;
    QVERIFY(full.isValid() && lower.isValid());
    QCOMPARE(buildTables(full.path(), TableRules::HoyitoII, 3, 12).status, BuildStatus::Finished);
    QVERIFY(copyLevelsBelow(full.path(), lower.path(), TableRules::HoyitoII, 3, 9));
    const Tables all = Tables::open(full.path().toStdString(), TableRules::HoyitoII, 3);
    // Twelve seeds, South to move: South wins 8 of them, exactly.
    const Position pos = positionFromText("II:3:S:4,1,0,1,2,4:6:6");
    QCOMPARE(*all.probe(pos), (Bounds{8, 8}));
    const CliRun run =
        runCli(arguments({u"solve", u"II:3:S:4,1,0,1,2,4:6:6", u"--tablebase", lower.path(), u"--time", u"30"}));
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = outputLines(run.out);
    QVERIFY(lines.size() >= 4);
    QCOMPARE(lines.front(), QStringLiteral("tables 8 seeds"));
    QVERIFY2(lines[1].startsWith(QStringLiteral("bounds 0 12 nodes 0 seconds ")), run.out.constData());
    const QRegularExpression proofLine(
        QStringLiteral(R"(^bounds \d+ \d+ nodes \d+ seconds \d+\.\d\d proof \d+ positions \d+ turns$)"));
    QVERIFY2(std::any_of(lines.begin(), lines.end(), [&](const QString &l) { return proofLine.match(l).hasMatch(); }),
             run.out.constData());
    QVERIFY2(lines[lines.size() - 2].startsWith(QStringLiteral("value 8 nodes ")), run.out.constData());
    QCOMPARE(lines.back(), QStringLiteral("result South 14 North 10: South wins"));
}

void TestSolverCli::cliSolveStopsOnInterrupt()
{
    // Ctrl-C stops solve at once with the bounds proven so far (the opening
    // without tables takes far longer than its minute).
    const InterruptedRun run =
        runCliInterrupted(arguments({u"solve", u"II:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:0", u"--time", u"600"}),
                          QRegularExpression(QStringLiteral("asked proof")), 60000);
    QVERIFY(run.interrupted);
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = outputLines(run.out);
    QVERIFY2(lines.size() >= 3, run.out.constData());
    const auto stopped =
        QRegularExpression(QStringLiteral(R"(^stopped: proven bounds (\d+) (\d+)$)")).match(lines[lines.size() - 2]);
    QVERIFY2(stopped.hasMatch(), run.out.constData());
    QVERIFY(stopped.captured(1).toInt() <= stopped.captured(2).toInt());
    QVERIFY(stopped.captured(2).toInt() <= 48);
    QVERIFY2(lines.last().startsWith(QStringLiteral("result South ")), run.out.constData());
}

QTEST_APPLESS_MAIN(TestSolverCli)
#include "tst_solver_cli.moc"
