// The coach in hoyito-cli analyse and review, as a user runs it: the real binary under QProcess
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

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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

// Checks that `why`, the coach's words on `move` (its line `line`) against
// `best` (its line `bestLine`) at `pos`, names exactly the captures and
// extra turns the two lines contain: the best move's go in its line, and
// the opponent's go after the move in the move's line.
void checkWhy(const Position &pos, Move move, const std::vector<Move> &line, Move best,
              const std::vector<Move> &bestLine, const QString &why)
{
    const QString name = QString::fromStdString(moveText(pos.rules, move));
    const QString bestName = QString::fromStdString(moveText(pos.rules, best));
    const Go better = goAt(goesOf(storyOfLine(pos, bestLine)), 0);
    QVERIFY(!better.turns.empty());
    const bool betterCaptures = !better.turns.front().captures.empty();
    const Player them = opponent(pos.toMove);
    const QString themName = them == Player::North ? QStringLiteral("North") : QStringLiteral("South");
    QList<int> expected;
    // The better move is told from the position before the move played.
    const QString instead = QStringLiteral("Instead of %1, ").arg(name);
    const QString whyBetter = why.startsWith(instead) ? why.mid(instead.size()) : why;
    if (betterCaptures) {
        // The best move's go: its first capture, whether it plays
        // again, and the later turns' captures.
        const QString first = bestName + QStringLiteral(" captures ") + capturedObject(pos.rules, better.turns.front());
        QVERIFY2(why.startsWith(instead + first), qPrintable(name + QStringLiteral(": ") + why));
        const QString sentence = whyBetter.left(whyBetter.indexOf(QLatin1Char('.')));
        QCOMPARE(sentence.contains(QStringLiteral("plays again")), better.turns.front().playsAgain);
        expected << goNumbers(better);
    } else if (whyBetter.startsWith(bestName + QStringLiteral(" lets %1 take only ").arg(themName))) {
        // A quiet best move: what the opponent takes after it in its line,
        // or where the line stops before them, their biggest capture.
        const Go reply = goAt(goesOf(storyOfLine(pos, bestLine)), 1);
        int seeds = 0;
        for (const TurnStory &turn : reply.turns)
            seeds += seedsWon(turn, them);
        if (reply.turns.empty()) {
            const std::optional<TurnStory> threat = biggestCapture(better.turns.back().after, them);
            QVERIFY(threat);
            seeds = seedsWon(*threat, them);
        }
        expected << seeds;
    }
    // The opponent's go after the move, in the move's line.
    const std::vector<Go> played = goesOf(storyOfLine(pos, line));
    const Go allowed = goAt(played, 1);
    if (!allowed.turns.empty() && !allowed.turns.front().captures.empty()) {
        QCOMPARE(allowed.side, them);
        const QString after = QStringLiteral("After %1, %2 captures %3")
                                  .arg(name, themName, capturedObject(pos.rules, allowed.turns.front()));
        const qsizetype at = why.indexOf(after);
        QVERIFY2(at >= 0, qPrintable(name + QStringLiteral(": ") + why));
        QCOMPARE(why.mid(at).contains(QStringLiteral("plays again")), allowed.turns.front().playsAgain);
        expected << goNumbers(allowed);
    } else if (const std::optional<TurnStory> threat = biggestCapture(played.front().turns.back().after, them);
               allowed.turns.empty() && threat) {
        // The line stops before the opponent's go: what they threaten.
        const QString after =
            QStringLiteral("After %1, %2 threatens %3").arg(name, themName, capturedObject(pos.rules, *threat));
        QVERIFY2(why.contains(after), qPrintable(name + QStringLiteral(": ") + why));
        expected << capturedSeeds(*threat);
    } else {
        QVERIFY2(!why.contains(QStringLiteral("After ")), qPrintable(name + QStringLiteral(": ") + why));
        // No go of the opponent to tell: what the move itself captures,
        // less than the best move's go.
        if (why.contains(QStringLiteral(" captures only ")))
            expected << capturedSeeds(played.front());
        else if (why.contains(QStringLiteral(" captures nothing")))
            QCOMPARE(capturedSeeds(played.front()), 0);
    }
    // The numbers said are those of the goes, in order, and no other.
    QCOMPARE(numbersIn(why), expected);
}

// A line of moves as hoyito-cli review prints it, read from `pos` on: its
// moves up to the first that is not legal in its turn.
std::vector<Move> lineOf(Position pos, const QJsonArray &texts)
{
    std::vector<Move> line;
    for (const QJsonValue &text : texts) {
        const MoveCheck check = readMove(pos, text.toString().toStdString());
        if (!check.ok() || pos.isOver())
            break;
        line.push_back(check.move);
        playTurn(pos, check.move);
    }
    return line;
}

// The line of `move` in `analysis`, empty if it has none.
std::vector<Move> lineIn(const AnalysisResult &analysis, Move move)
{
    for (const MoveAnalysis &m : analysis.moves) {
        if (m.move == move)
            return m.pv;
    }
    return {};
}

} // namespace

class TestCoachCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void whyNamesTheLines_data();
    void whyNamesTheLines();
    void reviewSaysWhyOnItsLines();
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
    for (const MoveAnalysis &m : result.moves) {
        const QString name = QString::fromStdString(moveText(pos.rules, m.move));
        const Row row = rows.at(name);
        QCOMPARE(row.value.toDouble(), m.value / double(kSeedValue));
        // The best move and its equals say nothing; every worse move says why.
        QCOMPARE(row.why.isEmpty(), m.value >= best.value);
        if (row.why.isEmpty())
            continue;
        checkWhy(pos, m.move, m.pv, best.move, best.pv, row.why);
        if (QTest::currentTestFailed())
            return;
    }
}

void TestCoachCli::reviewSaysWhyOnItsLines()
{
    // hoyito-cli review: each turn gives the lines its verdict came from
    // ("line", "bestLine"), the analysis's own (one look at a fixed depth
    // here, which is deterministic), each legal to its end and starting with
    // its move; every turn the review marks (?!, ?, ??), and only those,
    // says why, naming exactly the captures and extra turns of those lines.
    constexpr int kDepth = 6;
    const CliRun run = runCli(arguments({"review", QStringLiteral(HOYITO_TEST_DATA "/decisive_error_ii_2x6.hoyito"),
                                         "--depth", QString::number(kDepth)}));
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.errText()));
    const QStringList lines = outputLines(run.out);
    QCOMPARE(lines.size(), 41 + 1);
    Position pos = Position::initial(Rules{Variant::II, 6, LastFourTaker::Capturer}, Player::South);
    Analyser analyser;
    AnalysisLimits limits;
    limits.depth = kDepth;
    QStringList said;
    for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
        const QJsonObject turn = QJsonDocument::fromJson(lines[i].toUtf8()).object();
        QCOMPARE(turn.value(u"turn").toInt(), i + 1);
        const MoveCheck move = readMove(pos, turn.value(u"move").toString().toStdString());
        const MoveCheck best = readMove(pos, turn.value(u"best").toString().toStdString());
        QVERIFY(move.ok() && best.ok());
        const QJsonArray lineTexts = turn.value(u"line").toArray();
        const QJsonArray bestLineTexts = turn.value(u"bestLine").toArray();
        const std::vector<Move> line = lineOf(pos, lineTexts);
        const std::vector<Move> bestLine = lineOf(pos, bestLineTexts);
        QCOMPARE(qsizetype(line.size()), lineTexts.size());
        QCOMPARE(qsizetype(bestLine.size()), bestLineTexts.size());
        QVERIFY(!line.empty() && !bestLine.empty());
        QCOMPARE(line.front(), move.move);
        QCOMPARE(bestLine.front(), best.move);
        const AnalysisResult analysis = analyser.analyse(pos, limits);
        QCOMPARE(line, lineIn(analysis, move.move));
        QCOMPARE(bestLine, lineIn(analysis, best.move));

        const QString moveClass = turn.value(u"class").toString();
        const bool marked = moveClass == u"inaccuracy" || moveClass == u"mistake" || moveClass == u"blunder";
        QCOMPARE(turn.contains(u"why"), marked);
        if (marked) {
            const QString why = turn.value(u"why").toString();
            QVERIFY(!why.isEmpty());
            checkWhy(pos, move.move, line, best.move, bestLine, why);
            if (QTest::currentTestFailed())
                return;
            said << QStringLiteral("%1 %2").arg(i + 1).arg(turn.value(u"move").toString());
        }
        playTurn(pos, move.move);
    }
    // The game's errors at this depth (tests/engine/tst_engine_analysis).
    QVERIFY2(said.size() >= 2, qPrintable(said.join(u", ")));
}

QTEST_APPLESS_MAIN(TestCoachCli)
#include "tst_coach_cli.moc"
