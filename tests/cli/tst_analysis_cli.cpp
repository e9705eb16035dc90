// hoyito-cli analyse and review as a user runs them: the real binary under
// QProcess, its lines against the engine's analysis (analysis.h; the
// engine's own checks are tests/engine/tst_engine_analysis). A review
// without options is the window's default one (app::reviewLimits of
// kDefaultReviewStrength) and finds the decisive error that 6 plies missed;
// --strength, --tablebase, a match round by round, and bad input.

#include "clirun.h"
#include "engineutil.h"
#include "recordfile.h"
#include "tableutil.h"

#include "hoyito/analysis.h"
#include "hoyito/notation.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <tuple>
#include <utility>
#include <variant>

using namespace hoyito;
using namespace hoyito::app;
using namespace hoyito::test;

namespace {

const QString kFixtureDir = QStringLiteral(HOYITO_TEST_DATA "/");

// The game of a fixture.
Game fixtureGame(const QString &name)
{
    const LoadResult result = loadRecordFile(kFixtureDir + name);
    const auto *loaded = std::get_if<LoadedGame>(&result);
    if (!loaded)
        qFatal("%s does not load", qPrintable(name));
    return loaded->game;
}

// Where the JSON lines hoyito-cli review prints differ from `turns` (the
// last line, the accuracy, left out): each field against the engine's,
// or empty when they agree.
QString reviewLinesDifference(const QStringList &lines, const std::vector<TurnReview> &turns, const Game &game)
{
    if (lines.size() != qsizetype(turns.size()) + 1)
        return QStringLiteral("%1 lines for %2 turns").arg(lines.size()).arg(turns.size());
    const auto seeds = [](int hundredths) { return double(hundredths) / kSeedValue; };
    for (std::size_t i = 0; i < turns.size(); ++i) {
        const TurnReview &t = turns[i];
        const Rules &rules = game.positions()[i].rules;
        const QJsonObject line = QJsonDocument::fromJson(lines[qsizetype(i)].toUtf8()).object();
        const bool same = line.value(u"turn").toInt() == t.turn &&
                          line.value(u"move").toString().toStdString() == moveText(rules, t.move) &&
                          line.value(u"best").toString().toStdString() == moveText(rules, t.best) &&
                          qFuzzyCompare(1 + line.value(u"value").toDouble(), 1 + seeds(t.value)) &&
                          qFuzzyCompare(1 + line.value(u"bestValue").toDouble(), 1 + seeds(t.bestValue)) &&
                          line.value(u"class").toString().toStdString() == moveClassName(t.moveClass);
        if (!same)
            return QStringLiteral("turn %1: %2").arg(t.turn).arg(lines[qsizetype(i)]);
    }
    return {};
}

} // namespace

class TestAnalysisCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void analyseCommand();
    void analyseCommandBadInput_data();
    void analyseCommandBadInput();
    void reviewFindsTheBlunder();
    void defaultReviewFindsTheDecisiveErrors();
    void reviewTakesTheWindowsStrengths();
    void reviewWithTheTables();
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
    // A move worse than the best says why (tst_coach_cli checks the words).
    static const QRegularExpression moveLine(
        QStringLiteral("^move ([a-lA-L-]) value (\\d+(\\.\\d\\d)?)( exact)?( why \"([^\"\\\\]|\\\\.)*\")?$"));
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
                 std::string(moveClassName(classifyTurn(qRound(turn.value(u"bestValue").toDouble() * kSeedValue),
                                                        qRound(turn.value(u"value").toDouble() * kSeedValue),
                                                        pos.seedsInGame()))));
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

void TestAnalysisCli::defaultReviewFindsTheDecisiveErrors()
{
    // The game of tests/engine/tst_engine_analysis's decisiveErrorsOfAGame:
    // North's A at turn 22 turns a draw into a loss of 8 seeds, South's f at
    // turn 27 throws away two fours. hoyito-cli review without options
    // reviews as the window does by default, and marks both.
    const QString file = kFixtureDir + QStringLiteral("decisive_error_ii_2x6.hoyito");
    const CliRun run = runCli(arguments({u"review", file}));
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.errText()));
    const QStringList lines = outputLines(run.out);
    QCOMPARE(lines.size(), 41 + 1);
    const auto turn = [&](int number) { return QJsonDocument::fromJson(lines[number - 1].toUtf8()).object(); };
    for (const auto &[number, mover, move, best] :
         {std::tuple{22, u"N", u"A", u"B"}, std::tuple{27, u"S", u"f", u"a"}}) {
        const QJsonObject t = turn(number);
        QCOMPARE(t.value(u"turn").toInt(), number);
        QCOMPARE(t.value(u"mover").toString(), QString::fromUtf16(mover));
        QCOMPARE(t.value(u"move").toString(), QString::fromUtf16(move));
        QCOMPARE(t.value(u"best").toString(), QString::fromUtf16(best));
        QCOMPARE(t.value(u"loss").toDouble(), 8.0);
        QCOMPARE(t.value(u"class").toString(), QStringLiteral("blunder"));
    }
    QCOMPARE(turn(22).value(u"bestValue").toDouble(), 24.0);
}

void TestAnalysisCli::reviewTakesTheWindowsStrengths()
{
    // Without options and with --strength: the engine's review of the game
    // with the limits of the record's strengths, line for line.
    const QString file = kFixtureDir + QStringLiteral("decisive_error_ii_2x6.hoyito");
    const Game game = fixtureGame(QStringLiteral("decisive_error_ii_2x6.hoyito"));
    Analyser analyser;
    const CliRun plain = runCli(arguments({u"review", file}));
    QVERIFY2(plain.finished && plain.exitCode == 0, qPrintable(plain.errText()));
    QString difference = reviewLinesDifference(outputLines(plain.out),
                                               reviewGame(analyser, game, reviewLimits(kDefaultReviewStrength)), game);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    const CliRun named =
        runCli(arguments({u"review", file, u"--strength", reviewStrengthWord(kDefaultReviewStrength)}));
    QCOMPARE(named.out, plain.out);

    // Deep, on a shorter game.
    const QString shortFile = kFixtureDir + QStringLiteral("review_blunder_ii_2x6.hoyito");
    const Game shortGame = fixtureGame(QStringLiteral("review_blunder_ii_2x6.hoyito"));
    const CliRun deep = runCli(arguments({u"review", shortFile, u"--strength", u"deep"}));
    QVERIFY2(deep.finished && deep.exitCode == 0, qPrintable(deep.errText()));
    difference = reviewLinesDifference(outputLines(deep.out),
                                       reviewGame(analyser, shortGame, reviewLimits(ReviewStrength::Deep)), shortGame);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
}

void TestAnalysisCli::reviewWithTheTables()
{
    // The game ends with 8 seeds on the board: its last turns are in the
    // tables of up to 8 seeds, which --tablebase gives the review.
    const QString file = kFixtureDir + QStringLiteral("decisive_error_ii_2x6.hoyito");
    const Game game = fixtureGame(QStringLiteral("decisive_error_ii_2x6.hoyito"));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    buildTables(dir.path(), tables::TableRules::HoyitoII, 6, 8);
    const CliRun run = runCli(arguments({u"review", file, u"--tablebase", dir.path()}));
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.errText()));
    Analyser analyser;
    analyser.setTables(tables::TableSet::open(dir.path().toStdString()));
    const std::vector<TurnReview> turns = reviewGame(analyser, game, reviewLimits(kDefaultReviewStrength));
    const QString difference = reviewLinesDifference(outputLines(run.out), turns, game);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QVERIFY(turns.back().exact);
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

    const QString file = kFixtureDir + QStringLiteral("finished_ii_2x6.hoyito");
    for (const auto &[args, message] :
         {std::pair{arguments({u"review", file, u"--strength", u"fast"}),
                    QStringLiteral("--strength must be quick or deep, not 'fast'")},
          std::pair{arguments({u"review", file, u"--strength", u"deep", u"--depth", u"4"}),
                    QStringLiteral("give one of --strength, --movetime and --depth")},
          std::pair{arguments({u"review", file, u"--strength"}), QStringLiteral("--strength needs a value")},
          std::pair{arguments({u"review", file, u"--stored", u"--depth", u"4"}),
                    QStringLiteral("usage: hoyito-cli review")}}) {
        const CliRun bad = runCli(args);
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.out.isEmpty());
        QVERIFY2(bad.errText().contains(message), qPrintable(bad.errText()));
    }
}

QTEST_GUILESS_MAIN(TestAnalysisCli)
#include "tst_analysis_cli.moc"
