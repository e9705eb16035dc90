// hoyito-cli as a user runs it: the real binary under QProcess. Output is
// checked against the worked examples and the engine itself; bad input
// must exit 2 with one line on stderr and nothing on stdout.

#include "clirun.h"

#include "hoyito/bench.h"
#include "hoyito/game.h"
#include "hoyito/notation.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace hoyito;
using namespace hoyito::test;

namespace {

const QString kOpening = QStringLiteral("II:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:0");

QJsonObject readJsonObject(const char *name)
{
    QFile file(QStringLiteral(HOYITO_TEST_DATA "/examples/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

QString boardText(const QJsonArray &board)
{
    QStringList holes;
    for (const QJsonValue &v : board)
        holes << QString::number(v.toInt());
    return holes.join(QLatin1Char(','));
}

// docs/RULES.md 8 text of a single_moves.json case.
QString caseText(const QJsonObject &c)
{
    const QJsonArray scores = c.value(QLatin1String("scores_before")).toArray();
    QString text =
        QStringLiteral("%1:%2:%3:%4:%5:%6")
            .arg(c.value(QLatin1String("variant")).toString())
            .arg(c.value(QLatin1String("holes_per_row")).toInt())
            .arg(c.value(QLatin1String("mover")).toString(), boardText(c.value(QLatin1String("board")).toArray()))
            .arg(scores[0].toInt())
            .arg(scores[1].toInt());
    const QString taker = c.value(QLatin1String("last_four_taker")).toString();
    if (taker == QLatin1String("south"))
        text += QStringLiteral(":S");
    else if (taker == QLatin1String("north"))
        text += QStringLiteral(":N");
    return text;
}

QJsonArray boardJson(const Position &pos)
{
    QJsonArray board;
    for (int h = 0; h < pos.rules.holeCount(); ++h)
        board.append(pos.seeds[h]);
    return board;
}

QJsonValue letterOrNull(bool present, char letter)
{
    return present ? QJsonValue(QString(QChar::fromLatin1(letter))) : QJsonValue(QJsonValue::Null);
}

// Reads the perft table of perft.txt for one opening ("II 2x6").
QList<quint64> perftTable(const QString &name)
{
    QList<quint64> counts;
    QFile file(QStringLiteral(HOYITO_TEST_DATA "/examples/perft.txt"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return counts;
    bool inTable = false;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.startsWith(QLatin1Char('#'))) {
            inTable = line.mid(1).trimmed().startsWith(name + QLatin1Char(' '));
        } else if (inTable && !line.isEmpty()) {
            const QStringList parts = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (parts.size() == 2 && parts[0].toInt() == counts.size() + 1)
                counts << parts[1].toULongLong();
        }
    }
    return counts;
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void help()
    {
        const CliRun run = runCli({QStringLiteral("--help")});
        QVERIFY(run.finished);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        const QString out = QString::fromUtf8(run.out);
        QVERIFY(out.startsWith(QLatin1String("usage: hoyito-cli")));
        for (const char *command : {"perft", "play", "trace", "bench"})
            QVERIFY2(out.contains(QLatin1String(command)), command);
    }

    void noArguments()
    {
        const CliRun run = runCli({});
        QVERIFY(run.finished);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.err, QByteArray("hoyito-cli: no command given (try hoyito-cli --help)\n"));
    }

    void perft_data()
    {
        QTest::addColumn<QString>("position");
        QTest::addColumn<QList<quint64>>("expected");
        auto opening = [](const char *variant, int n) {
            QStringList holes;
            for (int h = 0; h < 2 * n; ++h)
                holes << QStringLiteral("4");
            return QStringLiteral("%1:%2:S:%3:0:0")
                .arg(QLatin1String(variant))
                .arg(n)
                .arg(holes.join(QLatin1Char(',')));
        };
        QTest::newRow("II 2x6") << opening("II", 6) << perftTable(QStringLiteral("II 2x6")).mid(0, 6);
        QTest::newRow("III 2x6") << opening("III", 6) << perftTable(QStringLiteral("III 2x6")).mid(0, 6);
        QTest::newRow("I 2x6") << opening("I", 6) << perftTable(QStringLiteral("I 2x6")).mid(0, 7);
        QTest::newRow("II 2x12") << opening("II", 12) << perftTable(QStringLiteral("II 2x12")).mid(0, 4);

        const QJsonArray positions = readJsonObject("perft_positions.json").value(QLatin1String("positions")).toArray();
        for (int i = 0; i < positions.size(); ++i) {
            const QJsonObject p = positions[i].toObject();
            QList<quint64> counts;
            for (const QJsonValue &v : p.value(QLatin1String("perft")).toArray())
                if (v.toInteger() <= 20000)
                    counts << quint64(v.toInteger());
            const QString text = QStringLiteral("%1:%2:%3:%4:0:0")
                                     .arg(p.value(QLatin1String("variant")).toString())
                                     .arg(p.value(QLatin1String("holes_per_row")).toInt())
                                     .arg(p.value(QLatin1String("to_move")).toString(),
                                          boardText(p.value(QLatin1String("board")).toArray()));
            QTest::addRow("position %d", i + 1) << text << counts;
        }
    }

    void perft()
    {
        QFETCH(QString, position);
        QFETCH(QList<quint64>, expected);
        QVERIFY(expected.size() >= 3);
        const CliRun run = runCli({QStringLiteral("perft"), position, QString::number(expected.size())});
        QVERIFY(run.finished);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        QStringList want;
        for (int d = 1; d <= expected.size(); ++d)
            want << QStringLiteral("perft %1 %2").arg(d).arg(expected[d - 1]);
        QCOMPARE(outputLines(run.out), want);
    }

    // Depth 0 counts the position itself; no moves print the position.
    void nothingToDo()
    {
        CliRun run = runCli({QStringLiteral("perft"), kOpening, QStringLiteral("0")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(outputLines(run.out), QStringList{QStringLiteral("perft 0 1")});
        run = runCli({QStringLiteral("play"), QStringLiteral("--position"),
                      QStringLiteral("III:4:N:1,2,0,3,4,0,1,5:2:6:S"), QString()});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(
            outputLines(run.out),
            QStringList{QStringLiteral("{\"turn\":0,\"board\":[1,2,0,3,4,0,1,5],\"scores\":[2,6],\"toMove\":\"N\"}")});
    }

    // One JSON line a turn, checked field by field against the engine
    // playing the same moves; the result line when (and only when) the game
    // ended, with final scores checked against hand-worked values.
    void play_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("start"); // the position the options stand for
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QString>("result"); // S, N, draw, or empty: not over
        QTest::addColumn<QList<int>>("finalScores");
        QTest::addColumn<QString>("reason");

        QTest::newRow("Hoyito II opening")
            << QStringList() << kOpening << QStringLiteral("f,A,f,d,e,B") << QString() << QList<int>() << QString();
        QTest::newRow("Hoyito III 2x4, North starts, taker S")
            << QStringList{QStringLiteral("--variant"), QStringLiteral("III"),     QStringLiteral("--holes"),
                           QStringLiteral("4"),         QStringLiteral("--start"), QStringLiteral("N"),
                           QStringLiteral("--taker"),   QStringLiteral("S")}
            << QStringLiteral("III:4:N:4,4,4,4,4,4,4,4:0:0:S") << QStringLiteral("A,b") << QString() << QList<int>()
            << QString();
        QTest::newRow("Hoyito I 2x12") << QStringList{QStringLiteral("--variant"), QStringLiteral("I"),
                                                      QStringLiteral("--holes"), QStringLiteral("12")}
                                       << QStringLiteral("I:12:S:4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4:0:0")
                                       << QStringLiteral("c,H,k,A,g,D,k,K,b,F,k,B") << QString() << QList<int>()
                                       << QString();
        // Both players pass (6.3): only endless holes on one side, and the
        // seeds left in each row go to its owner: 8 + 5 and 8 + 3.
        const QString bothPass = QStringLiteral("II:3:S:5,x,x,x,x,3:8:8");
        QTest::newRow("both pass") << QStringList{QStringLiteral("--position"), bothPass} << bothPass
                                   << QStringLiteral("-,-") << QStringLiteral("S") << QList<int>{13, 11}
                                   << QStringLiteral("both-pass");
        // One seed goes round the board; its position recurs a third time
        // after two rounds (6.2), and South keeps the seed in their row.
        const QString round = QStringLiteral("II:3:S:1,0,0,0,0,0:11:12");
        QTest::newRow("repetition") << QStringList{QStringLiteral("--position"), round} << round
                                    << QStringLiteral("a,-,b,-,c,A,-,B,-,C,a,-,b,-,c,A,-,B,-,C")
                                    << QStringLiteral("draw") << QList<int>{12, 12} << QStringLiteral("repetition");
        // The last four (6.1), worked examples 15, 16 and 21.
        const QString lastFour = QStringLiteral("II:6:S:0,1,3,0,2,0,0,0,1,1,0,0:32:8");
        QTest::newRow("last four to the capturer")
            << QStringList{QStringLiteral("--position"), lastFour} << lastFour << QStringLiteral("b")
            << QStringLiteral("S") << QList<int>{40, 8} << QStringLiteral("lastfour");
        const QString lastFourNorth = QStringLiteral("II:6:S:0,0,2,0,1,0,3,1,0,1,0,0:28:12:N");
        QTest::newRow("last four to North")
            << QStringList{QStringLiteral("--position"), lastFourNorth} << lastFourNorth << QStringLiteral("c")
            << QStringLiteral("S") << QList<int>{32, 16} << QStringLiteral("lastfour");
        const QString lastFourSouth = QStringLiteral("III:6:N:3,1,0,0,0,1,1,0,1,0,0,1:8:32:S");
        QTest::newRow("last four to South")
            << QStringList{QStringLiteral("--position"), lastFourSouth} << lastFourSouth << QStringLiteral("F")
            << QStringLiteral("N") << QList<int>{12, 36} << QStringLiteral("lastfour");
        // A chain that takes the last eight seeds (worked example 40).
        const QString empty = QStringLiteral("II:6:S:2,3,3,0,0,0,0,0,0,0,0,0:20:20");
        QTest::newRow("empty board") << QStringList{QStringLiteral("--position"), empty} << empty << QStringLiteral("a")
                                     << QStringLiteral("S") << QList<int>{28, 20} << QStringLiteral("empty");
    }

    void play()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, start);
        QFETCH(QString, moves);
        QFETCH(QString, result);
        QFETCH(QList<int>, finalScores);
        QFETCH(QString, reason);

        const CliRun run = runCli(QStringList{QStringLiteral("play")} + options + QStringList{moves});
        QVERIFY(run.finished);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), run.err.constData());
        const QStringList out = outputLines(run.out);
        const QStringList moveList = moves.split(QLatin1Char(','));
        QCOMPARE(out.size(), moveList.size() + (result.isEmpty() ? 0 : 1));

        const ParsedPosition parsed = parsePosition(start.toStdString());
        QVERIFY(std::holds_alternative<Position>(parsed));
        Game game(std::get<Position>(parsed));
        for (int i = 0; i < moveList.size(); ++i) {
            const MoveCheck check = readMove(game.position(), moveList[i].toStdString());
            QVERIFY2(check.ok(), qPrintable(moveList[i]));
            const TurnRecord turn = game.play(check.move);
            const Position &after = game.position();

            QJsonParseError error;
            const QJsonDocument doc = QJsonDocument::fromJson(out[i].toUtf8(), &error);
            QVERIFY2(error.error == QJsonParseError::NoError && doc.isObject(), qPrintable(out[i]));
            const QJsonObject line = doc.object();
            const QStringList keys{QStringLiteral("board"),  QStringLiteral("move"),   QStringLiteral("mover"),
                                   QStringLiteral("over"),   QStringLiteral("reason"), QStringLiteral("scores"),
                                   QStringLiteral("toMove"), QStringLiteral("turn")};
            QCOMPARE(line.keys(), keys);
            QCOMPARE(line.value(QLatin1String("turn")).toInt(), i + 1);
            QCOMPARE(line.value(QLatin1String("mover")), letterOrNull(true, playerLetter(turn.mover)));
            QCOMPARE(line.value(QLatin1String("move")).toString(), moveList[i]);
            QCOMPARE(line.value(QLatin1String("board")).toArray(), boardJson(after));
            QCOMPARE(line.value(QLatin1String("scores")).toArray(), (QJsonArray{after.scores[0], after.scores[1]}));
            QCOMPARE(line.value(QLatin1String("over")), QJsonValue(after.isOver()));
            QCOMPARE(line.value(QLatin1String("toMove")), letterOrNull(!after.isOver(), playerLetter(after.toMove)));
            QCOMPARE(line.value(QLatin1String("reason")),
                     after.isOver() ? QJsonValue(QString::fromLatin1(endReasonName(after.ending))) : QJsonValue());
        }
        QCOMPARE(game.isOver(), !result.isEmpty());
        if (result.isEmpty())
            return;

        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(out.last().toUtf8(), &error);
        QVERIFY2(error.error == QJsonParseError::NoError && doc.isObject(), qPrintable(out.last()));
        const QJsonObject last = doc.object();
        QCOMPARE(last.keys(),
                 (QStringList{QStringLiteral("reason"), QStringLiteral("result"), QStringLiteral("scores")}));
        QCOMPARE(last.value(QLatin1String("result")).toString(), result);
        QCOMPARE(last.value(QLatin1String("reason")).toString(), reason);
        QCOMPARE(last.value(QLatin1String("scores")).toArray(), (QJsonArray{finalScores[0], finalScores[1]}));
        // The previous line ends the game for the same reason.
        QCOMPARE(
            QJsonDocument::fromJson(out[out.size() - 2].toUtf8()).object().value(QLatin1String("reason")).toString(),
            reason);
    }

    // The opening moves f A f d e B reach the first perft_positions.json position.
    void playReachesTheExamplePosition()
    {
        const CliRun run = runCli({QStringLiteral("play"), QStringLiteral("f,A,f,d,e,B")});
        QVERIFY(run.finished);
        QCOMPARE(run.exitCode, 0);
        const QStringList out = outputLines(run.out);
        QCOMPARE(out.size(), 6);
        const QJsonObject last = QJsonDocument::fromJson(out.last().toUtf8()).object();
        const QJsonObject example =
            readJsonObject("perft_positions.json").value(QLatin1String("positions")).toArray().first().toObject();
        QCOMPARE(example.value(QLatin1String("moves_from_opening")).toString(), QStringLiteral("f A f d e B"));
        QCOMPARE(last.value(QLatin1String("board")).toArray(), example.value(QLatin1String("board")).toArray());
        QCOMPARE(last.value(QLatin1String("toMove")).toString(), example.value(QLatin1String("to_move")).toString());
    }

    void trace_data()
    {
        QTest::addColumn<QString>("position");
        QTest::addColumn<QString>("move");
        QTest::addColumn<QStringList>("events");
        for (const QJsonValue &value : readJsonObject("single_moves.json").value(QLatin1String("cases")).toArray()) {
            const QJsonObject c = value.toObject();
            if (!c.value(QLatin1String("legal")).toBool())
                continue;
            QStringList events;
            for (const QJsonValue &e : c.value(QLatin1String("events")).toArray())
                events << e.toString();
            QTest::addRow("example %d", c.value(QLatin1String("id")).toInt())
                << caseText(c) << c.value(QLatin1String("move")).toString() << events;
        }
    }

    void trace()
    {
        QFETCH(QString, position);
        QFETCH(QString, move);
        QFETCH(QStringList, events);
        const CliRun run = runCli({QStringLiteral("trace"), position, move});
        QVERIFY(run.finished);
        QVERIFY2(run.err.isEmpty(), run.err.constData());
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(outputLines(run.out), events);
    }

    void bench()
    {
        static const QRegularExpression speed(QStringLiteral("^turns/s: \\d+$"));
        static const QRegularExpression cpuSpeed(QStringLiteral("^turns per cpu second: \\d+$"));
        static const QRegularExpression signature(QStringLiteral("^signature: [0-9a-f]{16}$"));
        static const QRegularExpression seconds(QStringLiteral("seconds [0-9.]+"));
        QStringList steady[2];
        for (QStringList &kept : steady) {
            const CliRun run = runCli({QStringLiteral("bench"), QStringLiteral("--games"), QStringLiteral("200")});
            QVERIFY(run.finished);
            QCOMPARE(run.exitCode, 0);
            QVERIFY(run.err.isEmpty());
            const QStringList out = outputLines(run.out);
            QVERIFY(!out.filter(speed).isEmpty());
            QCOMPARE(out.filter(cpuSpeed).size(), out.filter(speed).size());
            QCOMPARE(out.filter(signature).size(), 1);
            QVERIFY(out.last().contains(signature));
            // Everything but the timing is the same from run to run.
            for (QString line : out) {
                if (!line.contains(speed) && !line.contains(cpuSpeed))
                    kept << line.replace(seconds, QStringLiteral("seconds *"));
            }
        }
        QCOMPARE(steady[0], steady[1]);

        // The 2x6 workload is 200 playouts of the engine with the bench's
        // fixed seed (the one tst_bench uses too).
        const PlayoutStats stats = randomPlayouts(Rules{Variant::II, 6, LastFourTaker::Capturer}, 200, 20261130);
        const QString expected = QStringLiteral("Hoyito II 2x6: games 200, turns %1, seeds dropped %2, seconds *")
                                     .arg(stats.turns)
                                     .arg(stats.seedsSown);
        QVERIFY2(steady[0].contains(expected), qPrintable(steady[0].join(QLatin1Char('\n'))));

        // The signature depends on the work done.
        const CliRun fewer = runCli({QStringLiteral("bench"), QStringLiteral("--games"), QStringLiteral("100")});
        QCOMPARE(fewer.exitCode, 0);
        QVERIFY(!outputLines(fewer.out).filter(signature).isEmpty());
        QVERIFY(outputLines(fewer.out).filter(signature) != steady[0].filter(signature));
    }

    // The stop benchmark measures (the 20 ms target is checked by running
    // it, not here): one line with three latencies in order.
    void benchStop()
    {
        const CliRun run =
            runCli({QStringLiteral("bench"), QStringLiteral("stop"), QStringLiteral("--trials"), QStringLiteral("3")});
        QVERIFY(run.finished);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        static const QRegularExpression line(
            QStringLiteral("^stop latency over 3 searches: median ([0-9.]+) ms, 90% ([0-9.]+) ms, max ([0-9.]+) ms$"));
        const QStringList out = outputLines(run.out);
        QCOMPARE(out.size(), 1);
        const QRegularExpressionMatch m = line.match(out.front());
        QVERIFY2(m.hasMatch(), qPrintable(out.front()));
        QVERIFY(m.captured(1).toDouble() <= m.captured(2).toDouble());
        QVERIFY(m.captured(2).toDouble() <= m.captured(3).toDouble());
    }

    // Bad input: exit 2, nothing on stdout, one line on stderr that says
    // what is wrong. `message` is the whole line, or its start when it ends in "...".
    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString perft = QStringLiteral("perft");
        const QString play = QStringLiteral("play");
        QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")}
                                         << QStringLiteral("hoyito-cli: unknown command 'frobnicate'...");
        QTest::newRow("bad position") << QStringList{perft, QStringLiteral("II:6:S:4,4,4:0:0"), QStringLiteral("3")}
                                      << QStringLiteral("hoyito-cli: bad position 'II:6:S:4,4,4:0:0': ...");
        QTest::newRow("bad position seeds")
            << QStringList{perft, QStringLiteral("II:6:S:4,4,4,4,4,4,4,4,4,4,4,-1:0:0"), QStringLiteral("3")}
            << QStringLiteral("hoyito-cli: bad position 'II:6:S:4,4,4,4,4,4,4,4,4,4,4,-1:0:0': field 4, hole 11...");
        // Echoed input stays on one line and reads as it is.
        QTest::newRow("line break in a position")
            << QStringList{perft, QStringLiteral("II:6:S\n:4"), QStringLiteral("1")}
            << QStringLiteral("hoyito-cli: bad position 'II:6:S\\n:4': expected "
                              "VARIANT:N:MOVER:HOLES:SOUTH_SCORE:NORTH_SCORE[:TAKER]");
        QTest::newRow("direction override in a move")
            << QStringList{play, QStringLiteral("a,\u202Eb")}
            << QStringLiteral("hoyito-cli: move 2 (\\u{202E}b): not a move (a hole letter, or - for a pass)");
        QTest::newRow("line separator in an option")
            << QStringList{play, QStringLiteral("--variant"), QStringLiteral("II\u2028x"), QStringLiteral("a")}
            << QStringLiteral("hoyito-cli: --variant must be I, II or III, not 'II\\u{2028}x'");
        QTest::newRow("bad depth") << QStringList{perft, kOpening, QStringLiteral("abc")}
                                   << QStringLiteral("hoyito-cli: DEPTH must be a number...");
        QTest::newRow("negative depth") << QStringList{perft, kOpening, QStringLiteral("-1")}
                                        << QStringLiteral("hoyito-cli: DEPTH must be a number...");
        QTest::newRow("huge depth") << QStringList{perft, kOpening, QStringLiteral("99999999999999999999")}
                                    << QStringLiteral("hoyito-cli: DEPTH must be a number...");
        QTest::newRow("missing depth") << QStringList{perft, kOpening} << QStringLiteral("hoyito-cli: usage: ...");
        QTest::newRow("unknown option") << QStringList{play, QStringLiteral("--bogus"), QStringLiteral("a")}
                                        << QStringLiteral("hoyito-cli: unknown option --bogus");
        QTest::newRow("option without value") << QStringList{play, QStringLiteral("a"), QStringLiteral("--position")}
                                              << QStringLiteral("hoyito-cli: --position needs a value");
        QTest::newRow("bad variant option")
            << QStringList{play, QStringLiteral("--variant"), QStringLiteral("IV"), QStringLiteral("a")}
            << QStringLiteral("hoyito-cli: --variant must be I, II or III, not 'IV'");
        QTest::newRow("bad holes option")
            << QStringList{play, QStringLiteral("--holes"), QStringLiteral("13"), QStringLiteral("a")}
            << QStringLiteral("hoyito-cli: --holes must be a number from 3 to 12, not '13'");
        QTest::newRow("position and variant") << QStringList{play,
                                                             QStringLiteral("--position"),
                                                             kOpening,
                                                             QStringLiteral("--variant"),
                                                             QStringLiteral("I"),
                                                             QStringLiteral("a")}
                                              << QStringLiteral("hoyito-cli: --position cannot be combined...");
        QTest::newRow("endless move in a list")
            << QStringList{play, QStringLiteral("f,A,f,d,e,B,F")}
            << QStringLiteral("hoyito-cli: move 7 (F): hole F starts a sowing that never ends");
        QTest::newRow("wrong player in a list")
            << QStringList{play, QStringLiteral("f,c")} << QStringLiteral("hoyito-cli: move 2 (c): ...");
        QTest::newRow("off the board") << QStringList{play, QStringLiteral("a,B,z")}
                                       << QStringLiteral("hoyito-cli: move 3 (z): ...");
        QTest::newRow("not a move") << QStringList{play, QStringLiteral("a,,B")}
                                    << QStringLiteral("hoyito-cli: move 2 (): ...");
        QTest::newRow("pass while a move exists")
            << QStringList{play, QStringLiteral("-")} << QStringLiteral("hoyito-cli: move 1 (-): ...");
        QTest::newRow("move after the end")
            << QStringList{play, QStringLiteral("--position"), QStringLiteral("II:6:S:0,1,3,0,2,0,0,0,1,1,0,0:32:8"),
                           QStringLiteral("b,c")}
            << QStringLiteral("hoyito-cli: move 2 (c): the game is over");
        QTest::newRow("empty hole") << QStringList{play, QStringLiteral("--position"),
                                                   QStringLiteral("II:6:S:0,4,4,4,4,4,4,4,4,4,4,4:4:0"),
                                                   QStringLiteral("a")}
                                    << QStringLiteral("hoyito-cli: move 1 (a): hole a is empty");
        QTest::newRow("trace of an endless move")
            << QStringList{QStringLiteral("trace"), QStringLiteral("II:6:N:1,0,1,3,2,4,5,1,6,5,1,3:12:4"),
                           QStringLiteral("F")}
            << QStringLiteral("hoyito-cli: move F: hole F starts a sowing that never ends");
        QTest::newRow("trace without a move")
            << QStringList{QStringLiteral("trace"), kOpening} << QStringLiteral("hoyito-cli: usage: ...");
        QTest::newRow("bench with no games")
            << QStringList{QStringLiteral("bench"), QStringLiteral("--games"), QStringLiteral("0")}
            << QStringLiteral("hoyito-cli: --games must be a number...");
        QTest::newRow("bench stop with no trials") << QStringList{QStringLiteral("bench"), QStringLiteral("stop"),
                                                                  QStringLiteral("--trials"), QStringLiteral("0")}
                                                   << QStringLiteral("hoyito-cli: --trials must be a number...");
        QTest::newRow("bench stop unknown option")
            << QStringList{QStringLiteral("bench"), QStringLiteral("stop"), QStringLiteral("--depth"),
                           QStringLiteral("3")}
            << QStringLiteral("hoyito-cli: usage: hoyito-cli bench stop [--trials N]");
        QTest::newRow("bench unknown option") << QStringList{QStringLiteral("bench"), QStringLiteral("--fast")}
                                              << QStringLiteral("hoyito-cli: usage: ...");
        QTest::newRow("option=value, bad value") << QStringList{QStringLiteral("bench"), QStringLiteral("--games=0")}
                                                 << QStringLiteral("hoyito-cli: --games must be a number...");
        QTest::newRow("probe without a folder")
            << QStringList{QStringLiteral("tablebase"), QStringLiteral("probe"), QString(), kOpening}
            << QStringLiteral("hoyito-cli: no folder of tables given (usage: hoyito-cli tablebase probe DIR POSITION)");
        QTest::newRow("probe a missing folder")
            << QStringList{QStringLiteral("tablebase"), QStringLiteral("probe"), QStringLiteral("/nonexistent/tables"),
                           kOpening}
            << QStringLiteral("hoyito-cli: cannot read the folder of tables '/nonexistent/tables': No such file or "
                              "directory");
        QTest::newRow("tables larger than they can number")
            << QStringList{QStringLiteral("tablebase"), QStringLiteral("build"),
                           QStringLiteral("--variant"), QStringLiteral("II"),
                           QStringLiteral("--holes"),   QStringLiteral("12"),
                           QStringLiteral("--seeds"),   QStringLiteral("96"),
                           QStringLiteral("--out"),     QStringLiteral("/nonexistent/tables")}
            << QStringLiteral("hoyito-cli: the tables of 2x12 hold 1 to 13 seeds: a level of more seeds has more "
                              "boards than they can number");
    }

    // Every option reads --name=value as --name value.
    void optionsTakeTheirValueAfterAnEqualsSign()
    {
        const CliRun spaced =
            runCli({QStringLiteral("play"), QStringLiteral("--position"), kOpening, QStringLiteral("a")});
        const CliRun joined =
            runCli({QStringLiteral("play"), QStringLiteral("--position=") + kOpening, QStringLiteral("a")});
        QCOMPARE(spaced.exitCode, 0);
        QCOMPARE(joined.exitCode, 0);
        QVERIFY(!joined.out.isEmpty());
        QCOMPARE(joined.out, spaced.out);
        const CliRun depth = runCli({QStringLiteral("bestmove"), kOpening, QStringLiteral("--depth=3")});
        QCOMPARE(depth.exitCode, 0);
        QVERIFY2(depth.out.contains("depth 3 "), depth.out.constData());
    }

    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const CliRun run = runCli(args);
        QVERIFY(run.finished);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.out, QByteArray());
        const QString err = QString::fromUtf8(run.err);
        QVERIFY2(err.endsWith(QLatin1Char('\n')) && err.count(QLatin1Char('\n')) == 1, qPrintable(err));
        const QString line = err.chopped(1);
        if (message.endsWith(QLatin1String("..."))) {
            const QString start = message.chopped(3);
            QVERIFY2(line.startsWith(start) && line.size() > start.size() + 3, qPrintable(line));
        } else {
            QCOMPARE(line, message);
        }
    }
};

QTEST_APPLESS_MAIN(TestCli)
#include "tst_cli.moc"
