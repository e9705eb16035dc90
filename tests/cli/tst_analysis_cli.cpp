// hoyito-cli analyse and review as a user runs them: the real binary under
// QProcess, its lines against the engine's analysis (analysis.h; the
// engine's own checks are tests/engine/tst_engine_analysis): the moves'
// values, the review's classes and a blunder found, a match round by round,
// and bad input.

#include "clirun.h"
#include "engineutil.h"

#include "hoyito/analysis.h"
#include "hoyito/notation.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>

using namespace hoyito;
using namespace hoyito::test;

namespace {

const QString kFixtureDir = QStringLiteral(HOYITO_TEST_DATA "/");

} // namespace

class TestAnalysisCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void analyseCommand();
    void analyseCommandBadInput_data();
    void analyseCommandBadInput();
    void reviewFindsTheBlunder();
    void reviewOfAMatchGoesRoundByRound();
    void reviewCommandBadInput();
};

void TestAnalysisCli::analyseCommand()
{
    const Position pos = positionFromText(kChainPosition);
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

void TestAnalysisCli::analyseCommandBadInput_data()
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

void TestAnalysisCli::analyseCommandBadInput()
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

void TestAnalysisCli::reviewFindsTheBlunder()
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

void TestAnalysisCli::reviewOfAMatchGoesRoundByRound()
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

void TestAnalysisCli::reviewCommandBadInput()
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

QTEST_GUILESS_MAIN(TestAnalysisCli)
#include "tst_analysis_cli.moc"
