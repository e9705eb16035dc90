// The coach in hoyito-cli analyse, as a user runs it: the real binary under QProcess
// (tests/engine/tst_engine_analysis checks the analysis itself). Each move
// worse than the best carries `why "…"`, the coach's sentences; on fixed
// positions they must name exactly the captures and extra turns of the two
// lines: the best move's go in its line, and the opponent's go after the
// move in the move's line. The lines are the same analysis at the same
// depth (it is deterministic), their turns worked out here from the rules
// (storyOfLine), not from the coach's words.

#include "clirun.h"
#include "engineutil.h"

#include "hoyito/analysis.h"
#include "hoyito/coach.h"
#include "hoyito/notation.h"

#include <QRegularExpression>
#include <QTest>

#include <map>

using namespace hoyito;
using namespace hoyito::test;

namespace {

struct Row {
    QString value;
    QString why; // empty: none
};

// The `move … value … [exact] [why "…"]` lines of an analyse run, by move.
std::map<QString, Row> rowsOf(const QByteArray &out)
{
    static const QRegularExpression line(
        QStringLiteral("^move (\\S) value (\\d+(?:\\.\\d+)?)(?: exact)?(?: why \"((?:[^\"\\\\]|\\\\.)*)\")?$"));
    std::map<QString, Row> rows;
    for (const QString &text : outputLines(out)) {
        const QRegularExpressionMatch match = line.match(text);
        if (match.hasMatch())
            rows[match.captured(1)] = {match.captured(2), match.captured(3)};
    }
    return rows;
}

QString letterOf(const Rules &rules, int hole)
{
    return QString(QChar::fromLatin1(holeLetter(rules, hole)));
}

// What a go's first turn captures, as the object the words give it.
QString capturedObject(const Rules &rules, const TurnStory &turn)
{
    const int seeds = capturedSeeds(turn);
    if (turn.captures.size() > 1)
        return QStringLiteral("%1 seeds").arg(seeds);
    const CaptureStory &capture = turn.captures.front();
    return capture.chainFours > 0
               ? QStringLiteral("a chain of %1 seeds from %2").arg(seeds).arg(letterOf(rules, capture.hole))
               : QStringLiteral("%1 seeds on %2").arg(seeds).arg(letterOf(rules, capture.hole));
}

// The numbers written in `text`, in order.
QList<int> numbersIn(const QString &text)
{
    static const QRegularExpression number(QStringLiteral("\\b\\d+\\b"));
    QList<int> numbers;
    for (auto it = number.globalMatch(text); it.hasNext();)
        numbers << it.next().captured(0).toInt();
    return numbers;
}

// A go's captures as the words count them: the first turn's, then all the
// later turns' together.
QList<int> goNumbers(const Go &go)
{
    QList<int> numbers{capturedSeeds(go.turns.front())};
    int later = 0;
    for (std::size_t i = 1; i < go.turns.size(); ++i)
        later += capturedSeeds(go.turns[i]);
    if (later > 0)
        numbers << later;
    return numbers;
}

// A line's go number `index` (0: the mover's first), empty if it has none.
Go goAt(const std::vector<Go> &goes, std::size_t index)
{
    return index < goes.size() ? goes[index] : Go{};
}

} // namespace

class TestCoachCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void whyNamesTheLines_data();
    void whyNamesTheLines();
};

void TestCoachCli::whyNamesTheLines_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<int>("depth");
    // The opening: the best move is quiet, every other lets North capture.
    QTest::newRow("opening") << "II:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:0" << 8;
    // c makes a casa and plays again; the others let North take a go.
    QTest::newRow("a go of captures") << "II:6:S:1,0,4,1,0,3,18,0,0,2,0,3:4:12" << 8;
    // b takes a chain; one move captures nothing.
    QTest::newRow("a chain") << "II:6:S:6,1,1,1,2,4,0,1,3,3,0,6:8:12" << 8;
}

void TestCoachCli::whyNamesTheLines()
{
    QFETCH(QString, position);
    QFETCH(int, depth);
    const CliRun run = runCli(arguments({"analyse", position, "--depth", QString::number(depth)}));
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 0);
    const std::map<QString, Row> rows = rowsOf(run.out);

    const Position pos = positionFromText(position);
    AnalysisLimits limits;
    limits.depth = depth;
    Analyser analyser;
    const AnalysisResult result = analyser.analyse(pos, limits);
    QCOMPARE(rows.size(), result.moves.size());
    const MoveAnalysis &best = result.moves.front();
    const QString bestName = QString::fromStdString(moveText(pos.rules, best.move));
    const Go better = goAt(goesOf(storyOfLine(pos, best.pv)), 0);
    QVERIFY(!better.turns.empty());
    const bool betterCaptures = !better.turns.front().captures.empty();

    const Player them = opponent(pos.toMove);
    for (const MoveAnalysis &m : result.moves) {
        const QString name = QString::fromStdString(moveText(pos.rules, m.move));
        const Row row = rows.at(name);
        QCOMPARE(row.value.toDouble(), m.value / double(kSeedValue));
        // The best move and its equals say nothing; every worse move says why.
        QCOMPARE(row.why.isEmpty(), m.value >= best.value);
        if (row.why.isEmpty())
            continue;
        const QString why = row.why;
        QList<int> expected;
        if (betterCaptures) {
            // The best move's go: its first capture, whether it plays
            // again, and the later turns' captures.
            const QString first =
                bestName + QStringLiteral(" captures ") + capturedObject(pos.rules, better.turns.front());
            QVERIFY2(why.startsWith(first), qPrintable(name + QStringLiteral(": ") + why));
            const QString sentence = why.left(why.indexOf(QLatin1Char('.')));
            QCOMPARE(sentence.contains(QStringLiteral("plays again")), better.turns.front().playsAgain);
            expected << goNumbers(better);
        } else if (why.startsWith(bestName + QStringLiteral(" lets North take only "))) {
            // A quiet best move: what North takes after it in its line.
            const Go reply = goAt(goesOf(storyOfLine(pos, best.pv)), 1);
            QVERIFY(!reply.turns.empty());
            int seeds = 0;
            for (const TurnStory &turn : reply.turns)
                seeds += seedsWon(turn, them);
            expected << seeds;
        }
        // The opponent's go after the move, in the move's line.
        const std::vector<Go> played = goesOf(storyOfLine(pos, m.pv));
        const Go allowed = goAt(played, 1);
        if (!allowed.turns.empty() && !allowed.turns.front().captures.empty()) {
            QCOMPARE(allowed.side, them);
            const QString after = QStringLiteral("After %1, North captures %2")
                                      .arg(name, capturedObject(pos.rules, allowed.turns.front()));
            const qsizetype at = why.indexOf(after);
            QVERIFY2(at >= 0, qPrintable(name + QStringLiteral(": ") + why));
            QCOMPARE(why.mid(at).contains(QStringLiteral("plays again")), allowed.turns.front().playsAgain);
            expected << goNumbers(allowed);
        } else {
            QVERIFY2(!why.contains(QStringLiteral("After ")), qPrintable(name + QStringLiteral(": ") + why));
            // No go of North to tell: what the move itself captures, less
            // than the best move's go.
            if (why.contains(QStringLiteral(" captures only ")))
                expected << capturedSeeds(played.front());
            else if (why.contains(QStringLiteral(" captures nothing")))
                QCOMPARE(capturedSeeds(played.front()), 0);
        }
        // The numbers said are those of the goes, in order, and no other.
        QCOMPARE(numbersIn(why), expected);
    }
}

QTEST_APPLESS_MAIN(TestCoachCli)
#include "tst_coach_cli.moc"
