// The puzzle file's lines (app/record/puzzlefile.h): a puzzle written and
// read back is the same puzzle, and each way a line can be wrong is named
// with its field.

#include "engineutil.h"
#include "puzzlefile.h"

#include "hoyito/notation.h"

#include <QTest>

using namespace hoyito;
using namespace hoyito::test;

namespace {

// The problem a read found; empty when it read a puzzle.
QString problemOf(const std::variant<puzzles::Puzzle, QString> &read)
{
    const QString *problem = std::get_if<QString>(&read);
    return problem ? *problem : QString();
}

} // namespace

class TestPuzzleFile : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void writtenAndReadBack();
    void refusesAWrongLine_data();
    void refusesAWrongLine();
};

// A North solver whose capture gives another turn: the moves are written
// for whoever plays each (A by North, a by South), and read back so.
void TestPuzzleFile::writtenAndReadBack()
{
    puzzles::Puzzle puzzle;
    puzzle.id = "II-6-s1-g2-t62";
    puzzle.position = positionFromText(u"II:6:N:0,0,0,0,1,1,3,0,0,0,1,2:24:16");
    for (const char *text : {"A", "e", "A", "a", "B"}) {
        Position pos = puzzle.position;
        for (Move m : puzzle.solution)
            playTurn(pos, m);
        const MoveCheck check = readMove(pos, text);
        QVERIFY2(check.ok(), text);
        puzzle.solution.push_back(check.move);
    }
    puzzle.themes = {puzzles::Theme::Defence, puzzles::Theme::Endgame};
    puzzle.rating = 615;
    puzzle.proven = true;
    puzzle.depth = 16;
    puzzle.seed = 1;
    puzzle.game = 2;
    const QByteArray line = app::PuzzleFile::line(puzzle);
    QVERIFY(!line.contains('\n'));
    QVERIFY(line.contains(R"("solution":["A","e","A","a","B"])"));
    QVERIFY(line.contains(R"("themes":["defence","endgame"])"));
    const auto read = app::PuzzleFile::read(line);
    QVERIFY2(std::holds_alternative<puzzles::Puzzle>(read), qPrintable(problemOf(read)));
    const puzzles::Puzzle &back = std::get<puzzles::Puzzle>(read);
    QCOMPARE(back.id, puzzle.id);
    QCOMPARE(back.position, puzzle.position);
    QCOMPARE(back.solution, puzzle.solution);
    QCOMPARE(back.themes, puzzle.themes);
    QCOMPARE(back.rating, puzzle.rating);
    QCOMPARE(back.proven, puzzle.proven);
    QCOMPARE(back.depth, puzzle.depth);
    QCOMPARE(back.seed, puzzle.seed);
    QCOMPARE(back.game, puzzle.game);
}

void TestPuzzleFile::refusesAWrongLine_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("problem");
    const QByteArray good = R"({"id":"p","position":"II:6:S:1,0,0,0,1,1,0,0,0,3,1,1:20:20","solution":["a"],)"
                            R"("themes":[],"rating":700,"proven":false})";
    QTest::newRow("good") << good << QString();
    QTest::newRow("array") << QByteArray("[1]") << "not a JSON object";
    QTest::newRow("no id") << QByteArray(good).replace(R"("id":"p",)", "") << "\"id\" must be a text";
    QTest::newRow("bad position") << QByteArray(good).replace("II:6:S:", "IV:6:S:") << "\"position\": ";
    QTest::newRow("over") << QByteArray(good).replace("1,0,0,0,1,1,0,0,0,3,1,1:20:20", "0,0,0,0,0,0,0,0,0,0,0,0:24:24")
                          << "\"position\": ";
    QTest::newRow("no moves") << QByteArray(good).replace(R"(["a"])", "[]") << "\"solution\" must be a list";
    QTest::newRow("North's letter") << QByteArray(good).replace(R"(["a"])", R"(["A"])")
                                    << "\"solution\": move 1 'A' cannot be played";
    QTest::newRow("a number move") << QByteArray(good).replace(R"(["a"])", "[1]")
                                   << "\"solution\": move 1 is not a text";
    QTest::newRow("theme") << QByteArray(good).replace(R"("themes":[])", R"("themes":["fork"])")
                           << "\"themes\": 'fork' is not a theme";
    QTest::newRow("rating fraction") << QByteArray(good).replace("700", "700.5") << "\"rating\" must be a whole number";
    QTest::newRow("proven text") << QByteArray(good).replace("false", "\"no\"") << "\"proven\" must be true or false";
    QTest::newRow("depth zero") << QByteArray(good).replace("}", R"(,"depth":0})") << "\"depth\" must be";
    QTest::newRow("negative game") << QByteArray(good).replace("}", R"(,"game":-1})") << "\"game\" must be";
}

void TestPuzzleFile::refusesAWrongLine()
{
    QFETCH(QByteArray, line);
    QFETCH(QString, problem);
    const auto read = app::PuzzleFile::read(line);
    if (problem.isEmpty()) {
        QVERIFY2(std::holds_alternative<puzzles::Puzzle>(read), qPrintable(problemOf(read)));
        return;
    }
    QVERIFY(std::holds_alternative<QString>(read));
    QVERIFY2(problemOf(read).startsWith(problem), qPrintable(problemOf(read)));
}

QTEST_APPLESS_MAIN(TestPuzzleFile)
#include "tst_puzzlefile.moc"
