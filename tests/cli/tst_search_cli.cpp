// hoyito-cli's bestmove and selfplay, the search as a user runs it: the real
// binary under QProcess (tests/engine/tst_search checks the search itself).
// bestmove under each limit and a level, its principal variation, a lone
// pass; selfplay's heading; bad input exits 2 with one line on stderr.

#include "clirun.h"

#include <QTest>

using namespace hoyito::test;

class TestSearchCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void commandLine_data();
    void commandLine();
};

void TestSearchCli::commandLine_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("expected"); // a line of stdout (exit 0) or the start of stderr (exit 2)

    const QString capture = QStringLiteral("II:6:S:2,0,3,0,0,0,1,1,0,0,0,1:20:20");
    QTest::newRow("bestmove depth") << arguments({"bestmove", capture, "--depth", "3"}) << 0 << "bestmove a";
    QTest::newRow("bestmove nodes") << arguments({"bestmove", capture, "--nodes", "500"}) << 0 << "bestmove a";
    QTest::newRow("bestmove level") << arguments({"bestmove", capture, "--level", "4"}) << 0 << "bestmove a";
    QTest::newRow("bestmove pv") << arguments({"bestmove", capture, "--depth", "2"}) << 0 << "pv a";
    QTest::newRow("two limits") << arguments({"bestmove", capture, "--depth", "2", "--nodes", "9"}) << 2
                                << "hoyito-cli: give one of";
    QTest::newRow("level 7") << arguments({"bestmove", capture, "--level", "7"}) << 2 << "hoyito-cli: --level must be";
    QTest::newRow("only a pass") << arguments({"bestmove", "II:6:S:0,0,0,0,0,0,0,0,0,0,0,0:24:24:capturer"}) << 0
                                 << "bestmove -";
    QTest::newRow("bad position") << arguments({"bestmove", "II:6:S:4"}) << 2 << "hoyito-cli: bad position";
    QTest::newRow("selfplay") << arguments({"selfplay", "--a", "greedy", "--b", "random", "--games", "4", "--openings",
                                            "random"})
                              << 0 << "A greedy vs B random, Hoyito II 2x6, 4 games, random openings, seed 1";
    QTest::newRow("selfplay from the start")
        << arguments({"selfplay", "--a", "greedy", "--b", "1", "--games", "4", "--openings", "start"}) << 0
        << "A greedy vs B 1, Hoyito II 2x6, 4 games, from the start, seed 1";
    QTest::newRow("selfplay bad openings")
        << arguments({"selfplay", "--a", "greedy", "--b", "1", "--games", "2", "--openings", "first"}) << 2
        << "hoyito-cli: --openings must be balanced, random or start";
    QTest::newRow("selfplay bad player") << arguments({"selfplay", "--a", "grumpy", "--b", "1", "--games", "2"}) << 2
                                         << "hoyito-cli: --a must be";
    QTest::newRow("selfplay no games") << arguments({"selfplay", "--a", "1", "--b", "1"}) << 2 << "hoyito-cli: usage";
}

void TestSearchCli::commandLine()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, expected);
    const CliRun run = runCli(arguments);
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, exitCode);
    if (exitCode == 0) {
        const QStringList lines = outputLines(run.out);
        QVERIFY2(lines.contains(expected), qPrintable(lines.join(QLatin1Char('|'))));
    } else {
        const QString error = run.errText();
        QVERIFY2(error.startsWith(expected), qPrintable(error));
        QCOMPARE(error.count(QLatin1Char('\n')), 1);
    }
}

QTEST_APPLESS_MAIN(TestSearchCli)
#include "tst_search_cli.moc"
