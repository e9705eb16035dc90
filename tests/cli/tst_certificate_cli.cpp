// The certificates of solve's proofs (docs/TABLES.md, Certificates) and their
// two checkers: hoyito-cli verify, and scripts/verify-certificate.py, which
// shares no code with the engine. Both accept the shipped certificates of
// the openings and a fresh one, with table leaves, written by solve; both
// refuse a certificate with a changed move, a missing reply, a raised claim,
// a false table leaf or a damaged line, each naming the position (or line)
// where it fails, and neither crashes on one.

#include "clirun.h"
#include "tableutil.h"

#include "hoyito/notation.h"
#include "hoyito/tables.h"

#include <QFile>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <vector>

using namespace hoyito;
using namespace hoyito::test;

namespace {

const QString kSource = QStringLiteral(HOYITO_SOURCE_DIR);
const QString kPython = QStringLiteral(HOYITO_PYTHON3);

QString certificatePath(const QString &name)
{
    return kSource + QStringLiteral("/docs/certificates/") + name;
}

// What one checker said of a certificate.
struct Checked {
    bool finished = false;
    int exitCode = -1;
    QString out;
    QString err;
    QString all() const { return QStringLiteral("stdout:\n") + out + QStringLiteral("stderr:\n") + err; }
};

Checked runPython(const QString &path)
{
    QProcess process;
    process.start(kPython, {kSource + QStringLiteral("/scripts/verify-certificate.py"), path});
    Checked c;
    c.finished = process.waitForFinished(300000) && process.exitStatus() == QProcess::NormalExit;
    c.exitCode = c.finished ? process.exitCode() : -1;
    c.out = QString::fromUtf8(process.readAllStandardOutput());
    c.err = QString::fromUtf8(process.readAllStandardError());
    return c;
}

Checked runVerify(const QString &path, const QString &tables = {})
{
    QStringList args{QStringLiteral("verify"), path};
    if (!tables.isEmpty())
        args << QStringLiteral("--tablebase") << tables;
    const CliRun run = runCli(args, 300000);
    return {run.finished, run.exitCode, run.outText(), run.errText()};
}

QStringList readLines(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

bool writeLines(const QString &path, const QStringList &lines)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           file.write((lines.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8()) > 0;
}

// The position of a node or table line, as its lines write it.
QString positionOf(const QString &line)
{
    return line.section(QLatin1Char(' '), 1, 1);
}

} // namespace

class TestCertificateCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void shippedCertificatesVerify_data();
    void shippedCertificatesVerify();
    void freshCertificateWithTableLeaves();
    void bothRefuse_data();
    void bothRefuse();
    void bothRefuseACycle();

private:
    QTemporaryDir m_dir;
    QString m_tables;     // 2x6 Hoyito II tables up to 8 seeds
    QString m_withTables; // a certificate with table leaves, written by solve
};

void TestCertificateCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(!kPython.isEmpty() && QFile::exists(kPython), "python3 was not found when the build was configured");
    m_tables = m_dir.filePath(QStringLiteral("tables"));
    QCOMPARE(buildTables(m_tables, tables::TableRules::HoyitoII, 6, 8).status, tables::BuildStatus::Finished);
    // 12 seeds on the board: the proofs end in the tables' 8.
    m_withTables = m_dir.filePath(QStringLiteral("tables.cert"));
    const CliRun run = runCli(arguments({"solve", "II:6:S:2,0,3,1,0,2,0,1,2,0,1,0:20:16", "--tablebase", m_tables,
                                         "--proofs-only", "--time", "60", "--certificate", m_withTables}));
    QVERIFY2(run.finished && run.exitCode == 0, run.out + run.err);
    QVERIFY2(run.outText().contains(QStringLiteral("certificate ")), run.out);
}

void TestCertificateCli::shippedCertificatesVerify_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("claims");
    QTest::newRow("Hoyito II") << QStringLiteral("opening-II-2x6.cert")
                               << QStringList{QStringLiteral("South makes sure of at least 8 of the 48 seeds"),
                                              QStringLiteral("(South wins at most 12)")};
    QTest::newRow("Hoyito III") << QStringLiteral("opening-III-2x6.cert")
                                << QStringList{QStringLiteral("South makes sure of at least 4 of the 48 seeds"),
                                               QStringLiteral("(South wins at most 8)")};
}

// The openings' certificates, by both checkers: CI's check of the proofs
// shipped in docs/certificates.
void TestCertificateCli::shippedCertificatesVerify()
{
    QFETCH(QString, file);
    QFETCH(QStringList, claims);
    const QString path = certificatePath(file);
    QVERIFY2(QFile::exists(path), qPrintable(path));
    for (const Checked &c : {runVerify(path), runPython(path)}) {
        QVERIFY2(c.finished && c.exitCode == 0, qPrintable(c.all()));
        QCOMPARE(c.out.count(QStringLiteral("verified: ")), 2);
        for (const QString &claim : claims)
            QVERIFY2(c.out.contains(claim), qPrintable(c.all()));
        QVERIFY2(!c.out.contains(QStringLiteral("table leaves")), qPrintable(c.all()));
    }
}

// solve --certificate with tables: its table leaves are listed, checked
// against the tables when verify is given them, taken on trust otherwise.
void TestCertificateCli::freshCertificateWithTableLeaves()
{
    const QStringList lines = readLines(m_withTables);
    QVERIFY(!lines.filter(QRegularExpression(QStringLiteral("^table "))).isEmpty());
    const Checked withTables = runVerify(m_withTables, m_tables);
    QVERIFY2(withTables.finished && withTables.exitCode == 0, qPrintable(withTables.all()));
    QVERIFY2(withTables.out.contains(QStringLiteral("checked against the tables")), qPrintable(withTables.all()));
    QVERIFY2(!withTables.out.contains(QStringLiteral("on trust")), qPrintable(withTables.all()));
    for (const Checked &c : {runVerify(m_withTables), runPython(m_withTables)}) {
        QVERIFY2(c.finished && c.exitCode == 0, qPrintable(c.all()));
        QVERIFY2(c.out.contains(QStringLiteral("taken on trust: ")), qPrintable(c.all()));
    }
}

void TestCertificateCli::bothRefuse_data()
{
    QTest::addColumn<QString>("mutation");
    QTest::newRow("changed move") << QStringLiteral("move");
    QTest::newRow("illegal move") << QStringLiteral("illegal");
    QTest::newRow("missing reply") << QStringLiteral("missing");
    QTest::newRow("raised claim") << QStringLiteral("claim");
    QTest::newRow("false table leaf") << QStringLiteral("table");
    QTest::newRow("damaged position") << QStringLiteral("damaged");
    QTest::newRow("cut short") << QStringLiteral("cut");
    QTest::newRow("not a certificate") << QStringLiteral("header");
}

// One change to a genuine certificate, and what each checker must name.
void TestCertificateCli::bothRefuse()
{
    QFETCH(QString, mutation);
    const bool tableCase = mutation == QLatin1String("table");
    QStringList lines = readLines(tableCase ? m_withTables : certificatePath(QStringLiteral("opening-II-2x6.cert")));
    QVERIFY(lines.size() >= 4);
    const auto firstOf = [&](const QString &start, int from = 0) {
        for (int i = from; i < lines.size(); ++i)
            if (lines[i].startsWith(start))
                return i;
        return -1;
    };
    QString named; // what both messages must contain
    if (mutation == QLatin1String("move") || mutation == QLatin1String("illegal")) {
        // The root's move changed to another legal one; the first move of
        // the prover that can be, to an empty hole.
        const bool legalWanted = mutation == QLatin1String("move");
        int root = -1;
        QString other;
        for (int i = firstOf(QStringLiteral("node ")); i >= 0 && other.isEmpty();
             i = firstOf(QStringLiteral("node "), i + 1)) {
            const QString played = lines[i].section(QLatin1Char(' '), 3, 3);
            if (played == QLatin1String("*"))
                continue;
            const ParsedPosition parsed = parsePosition(positionOf(lines[i]).toStdString());
            QVERIFY(std::holds_alternative<Position>(parsed));
            const Position pos = std::get<Position>(parsed);
            for (int hole = 0; hole < pos.rules.holesPerRow && other.isEmpty(); ++hole) {
                const Move move = Move::at(hole + (pos.toMove == Player::South ? 0 : pos.rules.holesPerRow));
                const QString text = QString::fromStdString(moveText(pos.rules, move));
                const MoveError error = checkMove(pos, move);
                if (text != played && (legalWanted ? error == MoveError::None : error == MoveError::EmptyHole))
                    other = text;
            }
            root = i;
        }
        QVERIFY(!other.isEmpty());
        lines[root] = lines[root].section(QLatin1Char(' '), 0, 2) + QLatin1Char(' ') + other;
        named = QStringLiteral("at ") + positionOf(lines[root]);
    } else if (mutation == QLatin1String("missing")) {
        // An opponent's position other than the root, deleted.
        const int gone = firstOf(QStringLiteral("node "), firstOf(QStringLiteral("node ")) + 1);
        QVERIFY(gone > 0 && lines[gone].endsWith(QLatin1String(" *")));
        named = positionOf(lines[gone]);
        lines.removeAt(gone);
    } else if (mutation == QLatin1String("claim")) {
        // One seed more than proven: some line falls short of it.
        const int proof = firstOf(QStringLiteral("proof "));
        const int target = lines[proof].section(QLatin1Char(' '), 2, 2).toInt();
        lines[proof] = lines[proof].section(QLatin1Char(' '), 0, 1) + QLatin1Char(' ') + QString::number(target + 1);
        named = QStringLiteral(" the move ");
    } else if (mutation == QLatin1String("table")) {
        // A table leaf claiming nothing for the prover.
        const int leaf = firstOf(QStringLiteral("table "));
        QVERIFY(leaf > 0);
        const int proof = lines.lastIndexOf(QRegularExpression(QStringLiteral("proof .*")), leaf);
        QVERIFY(proof >= 0);
        const ParsedPosition parsed = parsePosition(positionOf(lines[leaf]).toStdString());
        QVERIFY(std::holds_alternative<Position>(parsed));
        const Position pos = std::get<Position>(parsed);
        const bool proverMoves =
            lines[proof].section(QLatin1Char(' '), 1, 1) == QString(QLatin1Char(playerLetter(pos.toMove)));
        const int k = pos.seedsOnBoard();
        const QString bounds = proverMoves ? QStringLiteral("0 0") : QStringLiteral("%1 %1").arg(k);
        lines[leaf] = lines[leaf].section(QLatin1Char(' '), 0, 2) + QLatin1Char(' ') + bounds;
        named = QStringLiteral("table leaf ") + positionOf(lines[leaf]);
    } else if (mutation == QLatin1String("damaged")) {
        const int line = firstOf(QStringLiteral("node "), 40);
        lines[line].replace(QLatin1Char(','), QLatin1Char(';'));
        named = QStringLiteral(":%1:").arg(line + 1);
    } else if (mutation == QLatin1String("cut")) {
        lines = lines.mid(0, lines.size() / 2);
        named = QStringLiteral("no 'end'");
    } else if (mutation == QLatin1String("header")) {
        lines[0] = QStringLiteral("hoyito-certificate 2");
        named = QStringLiteral("not a certificate");
    }
    const QString path = m_dir.filePath(mutation + QStringLiteral(".cert"));
    QVERIFY(writeLines(path, lines));
    for (const Checked &c : {runVerify(path), runPython(path)}) {
        QVERIFY2(c.finished, qPrintable(c.all()));
        QVERIFY2(c.exitCode == 1, qPrintable(c.all()));
        QVERIFY2(c.err.contains(QStringLiteral("refused: ")), qPrintable(c.all()));
        QVERIFY2(c.err.contains(named),
                 qPrintable(QStringLiteral("should name ") + named + QLatin1Char('\n') + c.all()));
        QVERIFY2(!c.out.contains(QStringLiteral("verified")), qPrintable(c.all()));
    }
}

// Two seeds that can never be captured nor run out: every position reachable
// listed, the prover's first legal move at each, and no leaf at all, so the
// graph must close a cycle, which both checkers must find.
void TestCertificateCli::bothRefuseACycle()
{
    const ParsedPosition parsed = parsePosition("II:3:S:1,0,0,1,0,0:22:0");
    QVERIFY(std::holds_alternative<Position>(parsed));
    QStringList lines{QStringLiteral("hoyito-certificate 1"), QStringLiteral("proof S 1")};
    std::vector<Position> todo{std::get<Position>(parsed)};
    QSet<QString> seen;
    auto keyOf = [](const Position &pos) {
        return QString::fromStdString(positionText(pos)) +
               (pos.previousTurnPassed ? QStringLiteral(" 1") : QStringLiteral(" 0"));
    };
    seen.insert(keyOf(todo.front()));
    while (!todo.empty()) {
        const Position pos = todo.back();
        todo.pop_back();
        const std::vector<Move> moves = legalMoves(pos);
        QVERIFY(!moves.empty());
        const bool prover = pos.toMove == Player::South;
        lines << QStringLiteral("node ") + keyOf(pos) + QLatin1Char(' ') +
                     (prover ? QString::fromStdString(moveText(pos.rules, moves.front())) : QStringLiteral("*"));
        for (const Move move : moves) {
            if (prover && move != moves.front())
                continue;
            Position child = pos;
            playTurn(child, move);
            QVERIFY(!child.isOver());
            if (!seen.contains(keyOf(child))) {
                seen.insert(keyOf(child));
                todo.push_back(child);
            }
        }
    }
    lines << QStringLiteral("end");
    QVERIFY(lines.size() > 6);
    const QString path = m_dir.filePath(QStringLiteral("cycle.cert"));
    QVERIFY(writeLines(path, lines));
    for (const Checked &c : {runVerify(path), runPython(path)}) {
        QVERIFY2(c.finished && c.exitCode == 1, qPrintable(c.all()));
        QVERIFY2(c.err.contains(QStringLiteral(": a cycle")), qPrintable(c.all()));
    }
}

QTEST_GUILESS_MAIN(TestCertificateCli)
#include "tst_certificate_cli.moc"
