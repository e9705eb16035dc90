// hoyito-cli's tablebase command: build (its report, the estimate it
// prints, a corrupt level rebuilt, Ctrl-C and the same command going on,
// each solving round with --rounds)
// and probe (the bounds of the position and of each move, positions the
// tables do not cover, a corrupt file).

#include "clirun.h"
#include "tableutil.h"

#include "hoyito/notation.h"
#include "hoyito/tables.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace hoyito;
using namespace hoyito::tables;
using namespace hoyito::test;

class TestTablesCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void cliBuildAndProbe();
    void cliBuildStopsOnInterrupt();
    void cliBuildReportsRounds();
};

void TestTablesCli::cliBuildAndProbe()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const CliRun built = runCli({QStringLiteral("tablebase"), QStringLiteral("build"), QStringLiteral("--variant"),
                                 QStringLiteral("III"), QStringLiteral("--taker"), QStringLiteral("capturer"),
                                 QStringLiteral("--holes"), QStringLiteral("4"), QStringLiteral("--seeds"),
                                 QStringLiteral("9"), QStringLiteral("--out"), dir.path()});
    QVERIFY(built.finished);
    QCOMPARE(built.exitCode, 0);
    const QStringList out = QString::fromUtf8(built.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(out.size(), 12);
    QVERIFY(out.front().startsWith(QStringLiteral("tablebase III-capturer 2x4 levels 1-9")));
    const BuildEstimate estimate = estimateBuild(TableRules::HoyitoIIICapturer, 4, 9);
    QCOMPARE(out[1], QStringLiteral("estimate entries %1 files %2 bytes memory %3 bytes")
                         .arg(estimate.entries)
                         .arg(estimate.fileBytes)
                         .arg(estimate.peakMemoryBytes));
    const QRegularExpression levelLine(QStringLiteral(
        R"(^level (\d+) entries (\d+) exact (\d+) \(\d+\.\d\d%\) within-remainder (\d+) \(\d+\.\d\d%\) rounds \d+ evaluations \d+ moves \d+ left \d+ seconds \d+\.\d\d$)"));
    for (int k = 1; k <= 9; ++k) {
        const auto match = levelLine.match(out[k + 1]);
        QVERIFY2(match.hasMatch(), qPrintable(out[k + 1]));
        QCOMPARE(match.captured(1).toInt(), k);
        QCOMPARE(match.captured(2).toULongLong(), boardCount(4, k));
    }
    QVERIFY2(QRegularExpression(
                 QStringLiteral(R"(^positions \d+ built \d+ seconds \d+\.\d\d rate \d+ positions/s size \d+ bytes$)"))
                 .match(out.last())
                 .hasMatch(),
             qPrintable(out.last()));
    QVERIFY(built.err.contains("progress "));
    qint64 fileBytes = 0;
    for (const QFileInfo &file : QDir(dir.path()).entryInfoList({QStringLiteral("*.tb")}, QDir::Files))
        fileBytes += file.size();
    QCOMPARE(static_cast<std::uint64_t>(fileBytes), estimate.fileBytes);

    const Tables tables = Tables::open(dir.path().toStdString(), TableRules::HoyitoIIICapturer, 4);
    const QString text = QStringLiteral("III:4:N:2,0,1,3,0,1,0,2:10:11");
    const Position pos = std::get<Position>(parsePosition(text.toStdString()));
    const auto bounds = tables.probe(pos);
    QVERIFY(bounds);
    const CliRun probed = runCli({QStringLiteral("tablebase"), QStringLiteral("probe"), dir.path(), text});
    QVERIFY(probed.finished);
    QCOMPARE(probed.exitCode, 0);
    const QStringList lines = QString::fromUtf8(probed.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const std::vector<Move> moves = legalMoves(pos);
    QCOMPARE(lines.size(), 2 + static_cast<int>(moves.size()));
    QCOMPARE(lines[0], QStringLiteral("bounds %1 %2").arg(bounds->lower).arg(bounds->upper));
    QVERIFY2(lines[1].startsWith(QStringLiteral("result South ")), qPrintable(lines[1]));
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const auto after = moveBounds(tables, pos, moves[i]);
        QVERIFY(after);
        QCOMPARE(lines[2 + static_cast<int>(i)], QStringLiteral("move %1 bounds %2 %3")
                                                     .arg(QString::fromStdString(moveText(pos.rules, moves[i])))
                                                     .arg(after->lower)
                                                     .arg(after->upper));
    }

    // Not in the table: exit 1 with the reason; bad input: exit 2.
    const CliRun hoyitoI = runCli({QStringLiteral("tablebase"), QStringLiteral("probe"), dir.path(),
                                   QStringLiteral("I:4:N:2,0,1,3,0,1,0,2:10:11")});
    QCOMPARE(hoyitoI.exitCode, 1);
    QVERIFY(hoyitoI.out.startsWith("not in the table"));
    const CliRun tooMany = runCli({QStringLiteral("tablebase"), QStringLiteral("probe"), dir.path(),
                                   QStringLiteral("III:4:N:2,0,1,3,0,1,4,2:10:7")});
    QCOMPARE(tooMany.exitCode, 1);
    QVERIFY(tooMany.out.startsWith("not in the table"));
    const CliRun bad = runCli({QStringLiteral("tablebase"), QStringLiteral("build"), QStringLiteral("--variant"),
                               QStringLiteral("I"), QStringLiteral("--holes"), QStringLiteral("4"),
                               QStringLiteral("--seeds"), QStringLiteral("3"), QStringLiteral("--out"), dir.path()});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.out.isEmpty());

    // A corrupt level is reported by probe, and kept out of use.
    QByteArray bytes = readAll(tablePath(dir.path(), TableRules::HoyitoIIICapturer, 4, 9));
    bytes[100] = static_cast<char>(bytes[100] ^ 2);
    QVERIFY(writeAll(tablePath(dir.path(), TableRules::HoyitoIIICapturer, 4, 9), bytes));
    const CliRun corrupt = runCli({QStringLiteral("tablebase"), QStringLiteral("probe"), dir.path(), text});
    QCOMPARE(corrupt.exitCode, 1);
    QVERIFY2(corrupt.err.contains("checksum"), corrupt.err.constData());

    // The same build again keeps the sound levels and rebuilds the corrupt one.
    const CliRun again = runCli({QStringLiteral("tablebase"), QStringLiteral("build"), QStringLiteral("--variant"),
                                 QStringLiteral("III"), QStringLiteral("--holes"), QStringLiteral("4"),
                                 QStringLiteral("--seeds"), QStringLiteral("9"), QStringLiteral("--out"), dir.path()});
    QCOMPARE(again.exitCode, 0);
    const QStringList againLines = QString::fromUtf8(again.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(againLines.size(), 12);
    for (int k = 1; k <= 8; ++k)
        QVERIFY2(againLines[k + 1].endsWith(QStringLiteral(" kept")), qPrintable(againLines[k + 1]));
    QVERIFY2(againLines[10].endsWith(QStringLiteral(" rebuilt (the file was corrupt (checksum mismatch))")),
             qPrintable(againLines[10]));
    const CliRun reprobed = runCli({QStringLiteral("tablebase"), QStringLiteral("probe"), dir.path(), text});
    QCOMPARE(reprobed.exitCode, 0);
    QCOMPARE(reprobed.out, probed.out);
}

void TestTablesCli::cliBuildStopsOnInterrupt()
{
    // Ctrl-C during a build: the finished levels are reported and kept, no
    // partial or scratch file is left, and the same command goes on from them.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QStringList args = test::arguments(
        {u"tablebase", u"build", u"--variant", u"II", u"--holes", u"6", u"--seeds", u"15", u"--out", dir.path()});
    const test::InterruptedRun stopped =
        test::runCliInterrupted(args, QRegularExpression(QStringLiteral(R"(level 1[3-5]/15 )")));
    QVERIFY(stopped.interrupted);
    QVERIFY(stopped.finished);
    QCOMPARE(stopped.exitCode, 1);
    const QStringList lines = test::outputLines(stopped.out);
    QVERIFY2(lines.size() >= 3, stopped.out.constData());
    QCOMPARE(lines.last(),
             QStringLiteral("cancelled: the finished levels are kept, and the same command goes on from them"));
    const int finished = static_cast<int>(lines.size()) - 3; // the title, the estimate and the last line
    QVERIFY2(finished >= 12 && finished < 15, stopped.out.constData());
    QStringList kept;
    for (int k = 1; k <= finished; ++k) {
        QVERIFY2(lines[k + 1].startsWith(QStringLiteral("level %1 entries ").arg(k)), qPrintable(lines[k + 1]));
        kept << QFileInfo(tablePath(dir.path(), TableRules::HoyitoII, 6, k)).fileName();
    }
    kept.sort();
    QCOMPARE(leftInTablesFolder(dir.path()), kept);

    const CliRun resumed = runCli(args);
    QVERIFY(resumed.finished);
    QCOMPARE(resumed.exitCode, 0);
    const QStringList again = test::outputLines(resumed.out);
    QCOMPARE(again.size(), 15 + 3);
    for (int k = 1; k <= 15; ++k)
        QCOMPARE(again[k + 1].endsWith(QStringLiteral(" kept")), k <= finished);
}

// --rounds: each level built is followed by its solving rounds, numbered
// from 1, that add up to the level's evaluations; every round but the last
// changes something, and the last nothing. Levels this small walk the moves
// to the end: none indexes its parents (tst_tablebuild's
// roundsFromParentsGiveTheSameBytes builds small levels that do). A level
// kept has no rounds.
void TestTablesCli::cliBuildReportsRounds()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QStringList args = arguments({u"tablebase", u"build", u"--variant", u"II", u"--holes", u"4", u"--seeds",
                                        u"10", u"--out", dir.path(), u"--rounds"});
    const CliRun built = runCli(args);
    QVERIFY(built.finished);
    QCOMPARE(built.exitCode, 0);
    const QStringList lines = outputLines(built.out);
    const QRegularExpression levelLine(
        QStringLiteral(R"(^level (\d+) entries \d+ .* rounds (\d+) evaluations (\d+) moves .*$)"));
    const QRegularExpression roundLine(
        QStringLiteral(R"(^level (\d+) round (\d+) evaluated (\d+) changes (\d+) seconds \d+\.\d\d$)"));
    int at = 2; // after the title and the estimate
    for (int k = 1; k <= 10; ++k) {
        QVERIFY(at < lines.size());
        const auto level = levelLine.match(lines[at++]);
        QVERIFY2(level.hasMatch(), qPrintable(lines[at - 1]));
        QCOMPARE(level.captured(1).toInt(), k);
        const int rounds = level.captured(2).toInt();
        QVERIFY(rounds >= 1);
        qulonglong evaluated = 0;
        for (int r = 1; r <= rounds; ++r) {
            QVERIFY(at < lines.size());
            const auto round = roundLine.match(lines[at++]);
            QVERIFY2(round.hasMatch(), qPrintable(lines[at - 1]));
            QCOMPARE(round.captured(1).toInt(), k);
            QCOMPARE(round.captured(2).toInt(), r);
            const qulonglong changes = round.captured(4).toULongLong();
            QVERIFY(changes <= round.captured(3).toULongLong());
            QCOMPARE(changes == 0, r == rounds);
            evaluated += round.captured(3).toULongLong();
        }
        QCOMPARE(evaluated, level.captured(3).toULongLong());
    }
    QCOMPARE(at + 1, lines.size()); // the totals
    QVERIFY(lines.last().startsWith(QStringLiteral("positions ")));

    const CliRun again = runCli(args);
    QCOMPARE(again.exitCode, 0);
    const QStringList keptLines = outputLines(again.out);
    QCOMPARE(keptLines.size(), 10 + 3);
    for (int k = 1; k <= 10; ++k)
        QVERIFY2(keptLines[k + 1].endsWith(QStringLiteral(" kept")), qPrintable(keptLines[k + 1]));
}

QTEST_APPLESS_MAIN(TestTablesCli)
#include "tst_tables_cli.moc"
