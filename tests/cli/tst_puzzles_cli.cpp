// hoyito-cli puzzles as a user runs it: generate (deterministic, resumed
// from its file) and check (each failure named with its line, id, position
// and reason; proven puzzles against tables built here). The puzzle logic
// itself is tests/engine/tst_puzzles'.

#include "clirun.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace hoyito::test;

namespace {

// Set up by hand: South's a wins the 8 seeds left, every other move none
// (by the tables); the tables prove it. Level 1 finds it at depth 1: 615.
const char *const kGood = R"({"id":"p1","position":"II:6:S:1,0,0,0,1,1,0,0,0,3,1,1:20:20","solution":["a"],)"
                          R"("themes":["endgame"],"rating":615,"proven":true,"depth":12})";
// A shipped puzzle's position judged at depth 5: c is the only move by 4
// seeds there, but not at depth 7.
const char *const kShallow = R"({"id":"d1","position":"II:6:S:2,0,1,0,2,0,8,0,5,1,1,0:16:12","solution":["c"],)"
                             R"("themes":[],"rating":615,"proven":false,"depth":5})";

bool writeFile(const QString &path, const QByteArray &text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestPuzzlesCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void generateIsDeterministicAndResumes();
    void generateStopsOnInterrupt();
    void checkPassesAGoodPuzzle();
    void checkRefuses_data();
    void checkRefuses();
    void checkNeedsItsTablesForAProof();
    void checkDeeper();
    void checkTheSample();
    void badInput();

private:
    QTemporaryDir m_dir;
    QString m_tables;
};

void TestPuzzlesCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_tables = m_dir.filePath(QStringLiteral("tables"));
    const CliRun build =
        runCli(arguments({"tablebase", "build", "--variant", "II", "--holes", "6", "--seeds", "8", "--out", m_tables}));
    QVERIFY2(build.finished && build.exitCode == 0, build.err.constData());
}

// Four puzzles at once, or two and then two more: the same file.
void TestPuzzlesCli::generateIsDeterministicAndResumes()
{
    const QString whole = m_dir.filePath(QStringLiteral("whole.jsonl"));
    const QString parts = m_dir.filePath(QStringLiteral("parts.jsonl"));
    const auto generate = [](const QString &out, const char *count) {
        return runCli(arguments({"puzzles", "generate", "--variant", "II", "--holes", "6", "--count", count, "--out",
                                 out, "--seed", "5", "--play-depth", "4", "--depth", "8"}));
    };
    const CliRun all = generate(whole, "4");
    QVERIFY2(all.finished && all.exitCode == 0, all.err.constData());
    QVERIFY(all.outText().contains(QStringLiteral("made 4 puzzles")));
    const CliRun first = generate(parts, "2");
    QVERIFY2(first.finished && first.exitCode == 0, first.err.constData());
    const CliRun rest = generate(parts, "4");
    QVERIFY2(rest.finished && rest.exitCode == 0, rest.err.constData());
    QVERIFY(rest.outText().contains(QStringLiteral("2 in ")));
    QVERIFY(rest.outText().contains(QStringLiteral("made 2 puzzles")));
    QCOMPARE(readFile(parts), readFile(whole));
    QCOMPARE(readFile(whole).count('\n'), 4);
    // Asking for what the file already holds makes nothing.
    const CliRun none = generate(whole, "3");
    QVERIFY(none.finished && none.exitCode == 0);
    QVERIFY(none.outText().contains(QStringLiteral("made 0 puzzles")));
    QCOMPARE(readFile(whole).count('\n'), 4);

    // What it made passes the check.
    const CliRun check = runCli(arguments({"puzzles", "check", whole}));
    QVERIFY2(check.finished && check.exitCode == 0, check.out.constData());
    QVERIFY(check.outText().contains(QStringLiteral("checked 4 puzzles: 4 good, 0 failed")));
    // And two plies deeper than it judged them.
    const CliRun deeper = runCli(arguments({"puzzles", "check", whole, "--deeper", "2"}));
    QVERIFY2(deeper.finished && deeper.exitCode == 0, deeper.out.constData());
    QVERIFY(deeper.outText().contains(QStringLiteral("checked 4 puzzles: 4 good, 0 failed")));
}

// Ctrl-C in the middle of the series: what was written is the start of the
// whole series' file, and a second run finishes it the same.
void TestPuzzlesCli::generateStopsOnInterrupt()
{
    const QString whole = m_dir.filePath(QStringLiteral("whole8.jsonl"));
    const QString stopped = m_dir.filePath(QStringLiteral("stopped8.jsonl"));
    const QStringList args{
        QStringLiteral("puzzles"),      QStringLiteral("generate"), QStringLiteral("--variant"), QStringLiteral("II"),
        QStringLiteral("--holes"),      QStringLiteral("6"),        QStringLiteral("--count"),   QStringLiteral("12"),
        QStringLiteral("--seed"),       QStringLiteral("6"),        QStringLiteral("--depth"),   QStringLiteral("8"),
        QStringLiteral("--play-depth"), QStringLiteral("4"),        QStringLiteral("--out")};
    const CliRun all = runCli(args + QStringList{whole});
    QVERIFY2(all.finished && all.exitCode == 0, all.err.constData());
    const InterruptedRun interrupted =
        runCliInterrupted(args + QStringList{stopped}, QRegularExpression(QStringLiteral("game 0: ")));
    QVERIFY(interrupted.interrupted);
    QVERIFY(interrupted.finished);
    QCOMPARE(interrupted.exitCode, 1);
    const QByteArray part = readFile(stopped);
    QVERIFY(!part.isEmpty());
    QVERIFY(part.size() < readFile(whole).size());
    QVERIFY(readFile(whole).startsWith(part));
    const CliRun rest = runCli(args + QStringList{stopped});
    QVERIFY2(rest.finished && rest.exitCode == 0, rest.err.constData());
    QCOMPARE(readFile(stopped), readFile(whole));
}

void TestPuzzlesCli::checkPassesAGoodPuzzle()
{
    const QString path = m_dir.filePath(QStringLiteral("good.jsonl"));
    QVERIFY(writeFile(path, QByteArray(kGood) + '\n'));
    const CliRun check = runCli(arguments({"puzzles", "check", path, "--tablebase", m_tables}));
    QVERIFY2(check.finished && check.exitCode == 0, check.out.constData());
    QCOMPARE(check.outText(), QStringLiteral("checked 1 puzzles: 1 good, 0 failed\n"));
}

void TestPuzzlesCli::checkRefuses_data()
{
    QTest::addColumn<QByteArray>("lines");
    QTest::addColumn<QString>("failure");
    const QByteArray good(kGood);
    QTest::newRow("changed move")
        << QByteArray(good).replace(R"(["a"])", R"(["e"])")
        << "line 1: p1 (II:6:S:1,0,0,0,1,1,0,0,0,3,1,1:20:20): move 1 (e): a is better, by the tables";
    // Every move of North's is worth the same.
    QTest::newRow("second solution")
        << QByteArray(R"({"id":"two","position":"II:6:N:0,1,1,0,1,1,0,0,1,0,1,2:20:20","solution":["C"],)"
                      R"("themes":[],"rating":900,"proven":false,"depth":12})")
        << "line 1: two (II:6:N:0,1,1,0,1,1,0,0,1,0,1,2:20:20): move 1 (C): not unique, another move is within 4 "
           "seeds of the best, by the tables";
    // South has 28 of the 48 seeds and loses none whatever it plays.
    QTest::newRow("already won")
        << QByteArray(good).replace(":20:20", ":28:12")
        << "line 1: p1 (II:6:S:1,0,0,0,1,1,0,0,0,3,1,1:28:12): move 1 (a): already won: the worst move still leaves "
           "the mover 28 of the 48 seeds";
    QTest::newRow("another rating")
        << QByteArray(good).replace(R"("rating":615)", R"("rating":1000)")
        << "line 1: p1 (II:6:S:1,0,0,0,1,1,0,0,0,3,1,1:20:20): rated 1000, but it rates 615";
    QTest::newRow("not JSON") << QByteArray("{\"id\": \"x\",") << "line 1: not JSON: ";
    QTest::newRow("a number for the position")
        << QByteArray(good).replace(R"("II:6:S:1,0,0,0,1,1,0,0,0,3,1,1:20:20")", "5")
        << "line 1: \"position\" must be a position text";
    QTest::newRow("a text for the rating") << QByteArray(good).replace(R"("rating":615)", R"("rating":"615")")
                                           << "line 1: \"rating\" must be a whole number";
    QTest::newRow("an unplayable move") << QByteArray(good).replace(R"(["a"])", R"(["b"])")
                                        << "line 1: \"solution\": move 1 'b' cannot be played";
    QTest::newRow("an unknown theme") << QByteArray(good).replace(R"(["endgame"])", R"(["mate"])")
                                      << "line 1: \"themes\": 'mate' is not a theme";
    QTest::newRow("wrong themes") << QByteArray(good).replace(R"(["endgame"])", R"(["chain","endgame"])")
                                  << "line 1: p1 (II:6:S:1,0,0,0,1,1,0,0,0,3,1,1:20:20): the themes of the "
                                     "solution are [endgame]";
    // The same board seen from North's side.
    QTest::newRow("mirror image") << good + "\n" +
                                         QByteArray(good)
                                             .replace("II:6:S:1,0,0,0,1,1,0,0,0,3,1,1:20:20",
                                                      "II:6:N:0,0,0,3,1,1,1,0,0,0,1,1:20:20")
                                             .replace(R"(["a"])", R"(["A"])")
                                             .replace("p1", "p2")
                                  << "line 2: p2 (II:6:N:0,0,0,3,1,1,1,0,0,0,1,1:20:20): the same position as p1";
}

void TestPuzzlesCli::checkRefuses()
{
    QFETCH(QByteArray, lines);
    QFETCH(QString, failure);
    const QString path = m_dir.filePath(QStringLiteral("bad.jsonl"));
    QVERIFY(writeFile(path, lines + '\n'));
    const CliRun check = runCli(arguments({"puzzles", "check", path, "--tablebase", m_tables}));
    QVERIFY(check.finished);
    QCOMPARE(check.exitCode, 1);
    QVERIFY2(check.outText().contains(failure), check.out.constData());
    QVERIFY(check.outText().contains(QStringLiteral(", 1 failed")));
}

// A puzzle marked proven must be in the tables given: 12 seeds are above
// the 8 built here.
void TestPuzzlesCli::checkNeedsItsTablesForAProof()
{
    const QString path = m_dir.filePath(QStringLiteral("above.jsonl"));
    const QByteArray bigger =
        QByteArray(kGood).replace("II:6:S:1,0,0,0,1,1,0,0,0,3,1,1:20:20", "II:6:S:1,0,0,0,1,1,0,0,0,3,1,5:16:20");
    QVERIFY(writeFile(path, bigger + '\n'));
    const CliRun check = runCli(arguments({"puzzles", "check", path, "--tablebase", m_tables}));
    QVERIFY(check.finished);
    QCOMPARE(check.exitCode, 1);
    QVERIFY2(check.outText().contains(QStringLiteral("p1 (II:6:S:1,0,0,0,1,1,0,0,0,3,1,5:16:20): move 1 (a): marked "
                                                     "proven, but the tables given do not hold the position")),
             check.out.constData());
}

// --deeper N: the solver's moves the tables do not settle judged N plies
// deeper; a proven puzzle needs no search.
void TestPuzzlesCli::checkDeeper()
{
    const QString path = m_dir.filePath(QStringLiteral("deeper.jsonl"));
    QVERIFY(writeFile(path, QByteArray(kShallow) + '\n' + kGood + '\n'));
    const CliRun plain = runCli(arguments({"puzzles", "check", path, "--tablebase", m_tables}));
    QVERIFY2(plain.finished && plain.exitCode == 0, plain.out.constData());
    QCOMPARE(plain.outText(), QStringLiteral("checked 2 puzzles: 2 good, 0 failed\n"));
    const CliRun deeper = runCli(arguments({"puzzles", "check", path, "--tablebase", m_tables, "--deeper", "2"}));
    QVERIFY(deeper.finished);
    QCOMPARE(deeper.exitCode, 1);
    QCOMPARE(deeper.outText(),
             QStringLiteral("line 1: d1 (II:6:S:2,0,1,0,2,0,8,0,5,1,1,0:16:12): move 1 (c): not unique, "
                            "another move is within 4 seeds of the best, by the analysis at depth 7\n"
                            "checked 2 puzzles: 1 good, 1 failed\n"));
    // Zero plies deeper is the plain check.
    const CliRun none = runCli(arguments({"puzzles", "check", path, "--tablebase", m_tables, "--deeper", "0"}));
    QCOMPARE(none.outText(), plain.outText());
}

// A sample of the generator's puzzles, Hoyito II and III on 2x6, proven ones
// among them (12 seeds on the board or fewer), judged again with the tables
// of 12 seeds (seconds to build); scripts/puzzles check runs a whole file.
void TestPuzzlesCli::checkTheSample()
{
    const QString sample = QStringLiteral(HOYITO_TEST_DATA "/puzzles/sample.jsonl");
    const QByteArray lines = readFile(sample);
    QVERIFY(lines.count('\n') >= 10);
    QVERIFY(lines.contains("\"proven\":true"));
    QVERIFY(lines.contains("\"position\":\"III:6:"));
    const QString tables = m_dir.filePath(QStringLiteral("tables12"));
    for (const char *variant : {"II", "III"}) {
        const CliRun build = runCli(
            arguments({"tablebase", "build", "--variant", variant, "--holes", "6", "--seeds", "12", "--out", tables}));
        QVERIFY2(build.finished && build.exitCode == 0, build.err.constData());
    }
    const CliRun check = runCli(arguments({"puzzles", "check", sample, "--tablebase", tables}), 240000);
    QVERIFY2(check.finished && check.exitCode == 0, check.out.constData());
    QVERIFY(check.outText().endsWith(QStringLiteral(" good, 0 failed\n")));
}

void TestPuzzlesCli::badInput()
{
    const CliRun missing = runCli(arguments({"puzzles", "check", m_dir.filePath(QStringLiteral("none.jsonl"))}));
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.errText().contains(QStringLiteral("cannot read")));
    const CliRun variant = runCli(arguments({"puzzles", "generate", "--variant", "I", "--holes", "6", "--count", "1",
                                             "--out", m_dir.filePath(QStringLiteral("x.jsonl"))}));
    QCOMPARE(variant.exitCode, 2);
    QVERIFY(variant.errText().contains(QStringLiteral("--variant must be II or III")));
    const CliRun shallow =
        runCli(arguments({"puzzles", "generate", "--variant", "II", "--holes", "6", "--count", "1", "--out",
                          m_dir.filePath(QStringLiteral("x.jsonl")), "--play-depth", "8", "--depth", "10"}));
    QCOMPARE(shallow.exitCode, 2);
    QVERIFY(shallow.errText().contains(QStringLiteral("at least 4 plies deeper")));
    // A corrupt file is not appended to.
    const QString corrupt = m_dir.filePath(QStringLiteral("corrupt.jsonl"));
    QVERIFY(writeFile(corrupt, QByteArray(kGood) + "\n{\n"));
    const CliRun resume =
        runCli(arguments({"puzzles", "generate", "--variant", "II", "--holes", "6", "--count", "5", "--out", corrupt}));
    QCOMPARE(resume.exitCode, 2);
    QVERIFY(resume.errText().contains(QStringLiteral("line 2: not JSON")));
    QCOMPARE(readFile(corrupt), QByteArray(kGood) + "\n{\n");
    const CliRun negative = runCli(arguments({"puzzles", "check", corrupt, "--deeper", "-1"}));
    QCOMPARE(negative.exitCode, 2);
    QVERIFY(negative.errText().contains(QStringLiteral("--deeper")));
    const CliRun unknown = runCli(arguments({"puzzles", "solve"}));
    QCOMPARE(unknown.exitCode, 2);
}

QTEST_GUILESS_MAIN(TestPuzzlesCli)
#include "tst_puzzles_cli.moc"
