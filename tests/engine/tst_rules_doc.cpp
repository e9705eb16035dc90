// docs/RULES.md, the project's rules, kept true. Every worked example of it
// (an `example` block: position, moves, result and what happened) is played
// with the engine and every field it states is compared; every `perft` block
// is computed; and every section number that the sources cite ("RULES.md
// 6.2", "docs/RULES.md 8", "rule 3.4", "RULES.md sections 1, 2 and 6") must
// be the number of a heading of the document.

#include "engineutil.h"
#include "tracereplay.h"

#include "hoyito/game.h"
#include "hoyito/notation.h"
#include "hoyito/perft.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <algorithm>
#include <string>
#include <variant>

using namespace hoyito;
using namespace hoyito::test;

namespace {

// The repository's folder: tests/data is two levels below it.
QString sourceRoot()
{
    return QDir::cleanPath(QStringLiteral(HOYITO_TEST_DATA "/../.."));
}

QString rulesPath()
{
    return sourceRoot() + QStringLiteral("/docs/RULES.md");
}

QStringList readLines(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
}

// A fenced block of the document: "```example" or "```perft", then
// "name: value" lines (a line starting with a space goes on with the field
// above it), then "```".
struct Block {
    QString kind;
    int line = 0;    // 1-based line of the opening fence
    QString section; // the number of the heading it stands under
    QVariantMap fields;
    QString error; // why the block cannot be read; empty if it can
};

const QStringList kExampleFields{QStringLiteral("rule"),   QStringLiteral("position"),      QStringLiteral("move"),
                                 QStringLiteral("result"), QStringLiteral("end"),           QStringLiteral("final"),
                                 QStringLiteral("legal"),  QStringLiteral("endless-holes"), QStringLiteral("events"),
                                 QStringLiteral("laps"),   QStringLiteral("sown")};
const QStringList kPerftFields{QStringLiteral("position"), QStringLiteral("counts")};

// "## 6.2 Cycles", "#### 3.3.1 Four seeds", "## 1. Variants": the number.
const QRegularExpression kHeading(QStringLiteral("^#{1,6}\\s+(\\d+(?:\\.\\d+)*)\\.?\\s+\\S"));

QSet<QString> headingNumbers(const QStringList &lines)
{
    QSet<QString> numbers;
    for (const QString &line : lines)
        if (const auto m = kHeading.match(line); m.hasMatch())
            numbers << m.captured(1);
    return numbers;
}

QList<Block> readBlocks(const QStringList &lines)
{
    QList<Block> blocks;
    QString section;
    for (int i = 0; i < lines.size(); ++i) {
        if (const auto m = kHeading.match(lines[i]); m.hasMatch())
            section = m.captured(1);
        const QString fence = lines[i].trimmed();
        if (fence != QLatin1String("```example") && fence != QLatin1String("```perft"))
            continue;
        Block block;
        block.kind = fence.mid(3);
        block.line = i + 1;
        block.section = section;
        const QStringList &known = block.kind == QLatin1String("example") ? kExampleFields : kPerftFields;
        QString last;
        for (++i; i < lines.size() && lines[i].trimmed() != QLatin1String("```"); ++i) {
            const QString &line = lines[i];
            if (line.startsWith(QLatin1Char(' ')) && !last.isEmpty() && !line.trimmed().isEmpty()) {
                block.fields[last] = block.fields[last].toString() + QLatin1Char(' ') + line.trimmed();
                continue;
            }
            const qsizetype colon = line.indexOf(QLatin1Char(':'));
            const QString name = colon < 0 ? QString() : line.left(colon);
            if (!known.contains(name)) {
                block.error = QStringLiteral("line %1: not a field: %2").arg(i + 1).arg(line);
                break;
            }
            if (block.fields.contains(name)) {
                block.error = QStringLiteral("line %1: %2 given twice").arg(i + 1).arg(name);
                break;
            }
            block.fields[name] = line.mid(colon + 1).trimmed();
            last = name;
        }
        if (i >= lines.size() && block.error.isEmpty())
            block.error = QStringLiteral("no closing ```");
        for (const char *required : {"position", "move", "result", "rule", "counts"}) {
            const QString name = QString::fromLatin1(required);
            if (block.error.isEmpty() && known.contains(name) && !block.fields.contains(name))
                block.error = QStringLiteral("no %1 field").arg(name);
        }
        blocks << block;
    }
    return blocks;
}

QList<Block> documentBlocks(const QString &kind)
{
    QList<Block> blocks;
    for (const Block &block : readBlocks(readLines(rulesPath())))
        if (block.kind == kind)
            blocks << block;
    return blocks;
}

// "A, B, C" -> {"A", "B", "C"}; "" -> {}.
QStringList listOf(const QString &text)
{
    QStringList items;
    for (const QString &item : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
        items << item.trimmed();
    return items;
}

QString field(const QVariantMap &fields, const char *name)
{
    return fields.value(QString::fromLatin1(name)).toString();
}

// The events in the notation of docs/RULES.md 11, which names every kind of
// capture apart.
QString story(const Trace &trace)
{
    QStringList events;
    for (const Event &e : trace) {
        const QString hc = QStringLiteral("(%1,%2)").arg(int(e.hole)).arg(int(e.seeds));
        const QString who = QStringLiteral("(%1)").arg(QLatin1Char(playerLetter(e.player)));
        switch (e.kind) {
        case EventKind::Lift: events << QStringLiteral("pickup") + hc; break;
        case EventKind::Drop: events << QStringLiteral("drop(%1)").arg(int(e.hole)); break;
        case EventKind::Relay: events << QStringLiteral("relay") + hc; break;
        case EventKind::Capture: events << QStringLiteral("capture") + hc; break;
        case EventKind::ChainCapture: events << QStringLiteral("chain") + hc; break;
        case EventKind::EnPassantCapture: events << QStringLiteral("enpassant") + hc; break;
        case EventKind::LastFour:
            events << QStringLiteral("lastfour(%1,%2)").arg(QLatin1Char(playerLetter(e.player))).arg(int(e.seeds));
            break;
        case EventKind::ExtraTurn: events << QStringLiteral("extra-turn") + who; break;
        case EventKind::Pass: events << QStringLiteral("pass") + who; break;
        case EventKind::GameEnd:
            events << QStringLiteral("end(%1)").arg(QString::fromLatin1(endReasonName(e.reason).data()));
            break;
        }
    }
    return events.join(QLatin1Char(' '));
}

QStringList legalOf(const Position &pos)
{
    QStringList moves;
    for (const Move m : legalMoves(pos))
        moves << QString::fromStdString(moveText(pos.rules, m));
    return moves;
}

QStringList endlessOf(const Position &pos)
{
    QStringList holes;
    for (const int h : endlessHoles(pos))
        holes << QString(QLatin1Char(holeLetter(pos.rules, h)));
    return holes;
}

// Where the sources cite a section: "RULES.md 6.2", "docs/RULES.md 8",
// "[the rules](RULES.md), section 7", "RULES.md sections 1, 2 and 6",
// "RULES.md 3 to 6.1, 6.3", "rule 6.2/6.3", "rules 6.1 and 6.3". A bare
// "rule N" without a dot is left alone: too many sentences say that.
const QRegularExpression
    kCitation(QStringLiteral("(?:RULES\\.md\\)?,?\\s+(?:(?:sections?|rules?|§)\\s+)?|\\b[Rr]ules?\\s+(?=\\d+\\.\\d))"
                             "(\\d+(?:\\.\\d+)*(?:(?:\\s*[,/]\\s*|\\s+(?:and|to|or)\\s+)\\d+(?:\\.\\d+)*)*)"));
const QRegularExpression kCitationSeparator(QStringLiteral("\\s*[,/]\\s*|\\s+(?:and|to|or)\\s+"));

struct Citation {
    QString where; // file:line
    QString number;
};

QList<Citation> citationsIn(const QString &path, const QString &name)
{
    QList<Citation> found;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return found;
    const QString text = QString::fromUtf8(file.readAll());
    for (auto it = kCitation.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const int line = int(text.left(m.capturedStart()).count(QLatin1Char('\n'))) + 1;
        for (const QString &number : m.captured(1).split(kCitationSeparator))
            found << Citation{QStringLiteral("%1:%2").arg(name).arg(line), number};
    }
    return found;
}

// Every citation in the sources, documents and scripts of the repository.
QList<Citation> allCitations(int &filesRead)
{
    const QDir root(sourceRoot());
    const QStringList suffixes{QStringLiteral("cpp"), QStringLiteral("h"),   QStringLiteral("py"),
                               QStringLiteral("md"),  QStringLiteral("txt"), QStringLiteral("html")};
    QList<Citation> citations;
    filesRead = 0;
    QStringList paths{root.filePath(QStringLiteral("README.md"))};
    for (const char *folder : {"engine", "app", "tests", "scripts", "docs", "resources"}) {
        QDirIterator it(root.filePath(QString::fromLatin1(folder)), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (!path.contains(QLatin1String("/tests/fuzz/corpus/")) && suffixes.contains(QFileInfo(path).suffix()))
                paths << path;
        }
    }
    std::sort(paths.begin(), paths.end());
    for (const QString &path : paths) {
        citations << citationsIn(path, root.relativeFilePath(path));
        ++filesRead;
    }
    return citations;
}

} // namespace

class TestRulesDoc : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void documentIsWellFormed();
    void examplesShowEveryRule();
    void example_data();
    void example();
    void perft_data();
    void perft();
    void citedSectionsExist();
};

void TestRulesDoc::documentIsWellFormed()
{
    const QStringList lines = readLines(rulesPath());
    QVERIFY2(lines.size() > 100, qPrintable(rulesPath()));
    const QList<Block> blocks = readBlocks(lines);
    QStringList problems;
    for (const Block &block : blocks)
        if (!block.error.isEmpty())
            problems << QStringLiteral("block at line %1: %2").arg(block.line).arg(block.error);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));

    // The sections an example names must be there.
    const QSet<QString> headings = headingNumbers(lines);
    for (const Block &block : blocks)
        for (const QString &rule : listOf(field(block.fields, "rule")))
            QVERIFY2(headings.contains(rule),
                     qPrintable(QStringLiteral("line %1: no section %2").arg(block.line).arg(rule)));
}

// Losing an example from the document must not go unnoticed: these are the
// rules the brief of section 11 promises an example of.
void TestRulesDoc::examplesShowEveryRule()
{
    const QList<Block> examples = documentBlocks(QStringLiteral("example"));
    QSet<QString> rules;
    QSet<QString> ends;
    bool endless = false;
    bool fixedTaker = false;
    bool closedHoles = false;
    for (const Block &block : examples) {
        for (const QString &rule : listOf(field(block.fields, "rule")))
            rules << rule;
        ends << field(block.fields, "end");
        endless = endless || field(block.fields, "result") == QLatin1String("endless");
        const QString position = field(block.fields, "position");
        fixedTaker = fixedTaker || position.endsWith(QLatin1String(":S")) || position.endsWith(QLatin1String(":N"));
        closedHoles = closedHoles || position.contains(QLatin1Char('x'));
    }
    QVERIFY(examples.size() >= 25);
    for (const char *rule :
         {"3.2", "3.3.1", "3.3.2", "3.3.3", "3.4", "4.1", "4.2", "4.3", "5.1", "5.2", "6.1", "6.2", "6.3", "7.5"})
        QVERIFY2(rules.contains(QString::fromLatin1(rule)), rule);
    for (const char *end : {"lastfour", "empty", "repetition", "both-pass"})
        QVERIFY2(ends.contains(QString::fromLatin1(end)), end);
    QVERIFY(endless);
    QVERIFY(fixedTaker);
    QVERIFY(closedHoles);
    QVERIFY(documentBlocks(QStringLiteral("perft")).size() >= 4);
}

void TestRulesDoc::example_data()
{
    QTest::addColumn<QVariantMap>("fields");
    for (const Block &block : documentBlocks(QStringLiteral("example"))) {
        if (!block.error.isEmpty())
            continue; // documentIsWellFormed() names it
        QTest::addRow("line %d (%s) %s %s", block.line, qPrintable(block.section),
                      qPrintable(field(block.fields, "position")), qPrintable(field(block.fields, "move")))
            << block.fields;
    }
}

void TestRulesDoc::example()
{
    QFETCH(QVariantMap, fields);
    const QString positionText = field(fields, "position");
    const ParsedPosition parsed = parsePosition(positionText.toStdString());
    QVERIFY2(std::holds_alternative<Position>(parsed), "not a position text");
    const Position start = std::get<Position>(parsed);
    // A position has exactly one text (docs/RULES.md 8): the document writes it so.
    QCOMPARE(QString::fromStdString(hoyito::positionText(start)), positionText);

    if (fields.contains(QStringLiteral("legal")))
        QCOMPARE(legalOf(start), listOf(field(fields, "legal")));
    if (fields.contains(QStringLiteral("endless-holes")))
        QCOMPARE(endlessOf(start), listOf(field(fields, "endless-holes")));

    const QStringList moves = listOf(field(fields, "move"));
    QVERIFY(!moves.isEmpty());
    Game game(start);
    for (qsizetype i = 0; i + 1 < moves.size(); ++i) {
        const MoveCheck check = readMove(game.position(), moves[i].toStdString());
        QVERIFY2(check.ok(), qPrintable(moves[i]));
        game.play(check.move);
        QVERIFY2(!game.isOver(), qPrintable(QStringLiteral("over after ") + moves[i]));
    }

    const Position before = game.position();
    const MoveCheck last = readMove(before, moves.last().toStdString());
    QCOMPARE(last.textError, MoveTextError::None);
    if (field(fields, "result") == QLatin1String("endless")) {
        // Refused, and nothing is played (docs/RULES.md 5.2).
        QCOMPARE(last.ruleError, MoveError::EndlessSowing);
        QVERIFY(!last.move.isPass() && isEndless(before, last.move.hole));
        Position copy = before;
        QVERIFY(playTurn(copy, last.move).endless);
        QVERIFY(copy == before);
        for (const char *name : {"end", "final", "events", "laps", "sown"})
            QVERIFY2(!fields.contains(QString::fromLatin1(name)), name);
        return;
    }
    QCOMPARE(last.ruleError, MoveError::None);
    const TurnRecord turn = game.play(last.move);
    const Position &after = game.position();

    // After the end nobody is to move: the document writes the last mover.
    Position shown = after;
    if (after.isOver())
        shown.toMove = turn.mover;
    QCOMPARE(QString::fromStdString(hoyito::positionText(shown)), field(fields, "result"));
    const QString end = fields.contains(QStringLiteral("end")) ? field(fields, "end") : QStringLiteral("none");
    QCOMPARE(QString::fromLatin1(endReasonName(after.ending).data()), end);

    if (after.isOver()) {
        QVERIFY2(fields.contains(QStringLiteral("final")), "a game that ended gives its final scores");
        const std::array<int, 2> scores = finalScores(after);
        QCOMPARE(QStringLiteral("%1:%2").arg(scores[0]).arg(scores[1]), field(fields, "final"));
    } else {
        QVERIFY2(!fields.contains(QStringLiteral("final")), "final scores of a game that goes on");
    }
    if (fields.contains(QStringLiteral("events")))
        QCOMPARE(story(turn.trace), field(fields, "events").simplified());
    if (fields.contains(QStringLiteral("laps")))
        QCOMPARE(QString::number(turn.summary.laps), field(fields, "laps"));
    if (fields.contains(QStringLiteral("sown"))) {
        QCOMPARE(QString::number(turn.summary.seedsSown), field(fields, "sown"));
        QCOMPARE(countEvents(turn.trace, EventKind::Drop), turn.summary.seedsSown);
    }

    // The trace tells the whole turn, and the fast path plays the same turn
    // (without the history, which only rule 6.2 needs).
    const TraceReplay replay = replayTrace(before, turn.trace);
    QVERIFY2(replay.error.isEmpty(), qPrintable(replay.error));
    QVERIFY(replay.after.seeds == after.seeds);
    QVERIFY(replay.after.scores == after.scores);
    Position fast = before;
    playTurn(fast, last.move);
    if (after.ending != EndReason::Repetition && after.ending != EndReason::NoCapture200)
        QVERIFY(fast == after);
    QCOMPARE(after.seedsInGame(), start.seedsInGame());
}

void TestRulesDoc::perft_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<int>("depth");
    QTest::addColumn<quint64>("expected");
    for (const Block &block : documentBlocks(QStringLiteral("perft"))) {
        if (!block.error.isEmpty())
            continue;
        const QStringList counts = field(block.fields, "counts").split(QLatin1Char(' '), Qt::SkipEmptyParts);
        for (qsizetype d = 1; d <= counts.size(); ++d)
            QTest::addRow("line %d %s depth %d", block.line, qPrintable(field(block.fields, "position")), int(d))
                << field(block.fields, "position") << int(d) << counts[d - 1].toULongLong();
    }
}

void TestRulesDoc::perft()
{
    QFETCH(QString, position);
    QFETCH(int, depth);
    QFETCH(quint64, expected);
    const ParsedPosition parsed = parsePosition(position.toStdString());
    QVERIFY2(std::holds_alternative<Position>(parsed), "not a position text");
    QVERIFY(expected > 0);
    QCOMPARE(quint64(hoyito::perft(std::get<Position>(parsed), depth)), expected);
}

void TestRulesDoc::citedSectionsExist()
{
    const QSet<QString> headings = headingNumbers(readLines(rulesPath()));
    QVERIFY(headings.size() > 20);
    int filesRead = 0;
    const QList<Citation> citations = allCitations(filesRead);
    QStringList missing;
    QMap<QString, int> cited;
    for (const Citation &c : citations) {
        ++cited[c.number];
        if (!headings.contains(c.number))
            missing << QStringLiteral("%1: RULES.md %2").arg(c.where, c.number);
    }
    QStringList summary;
    for (auto it = cited.cbegin(); it != cited.cend(); ++it)
        summary << QStringLiteral("%1 (%2)").arg(it.key()).arg(it.value());
    qInfo("%d files, %d citations: %s", filesRead, int(citations.size()),
          qPrintable(summary.join(QStringLiteral(", "))));
    // The scan itself must work: the sources cite the rules over a hundred times.
    QVERIFY(filesRead > 100);
    QVERIFY(citations.size() > 50);
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
}

QTEST_APPLESS_MAIN(TestRulesDoc)
#include "tst_rules_doc.moc"
