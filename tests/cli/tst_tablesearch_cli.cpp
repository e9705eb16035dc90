// hoyito-cli's --tablebase options, the search with endgame tables as a user
// runs it: the real binary under QProcess (tests/engine/tst_tablesearch
// checks the search itself). bestmove prints the position's bounds, selfplay
// says whose search has the tables, and what cannot use them is refused with
// a clear message. The tables are built here, small (2x6 up to 10 seeds).

#include "clirun.h"
#include "tableutil.h"

#include "hoyito/notation.h"
#include "hoyito/tables.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace hoyito;
using namespace hoyito::tables;
using namespace hoyito::test;

namespace {

constexpr int kSeedsII = 10;
constexpr int kSeedsIII = 8;

} // namespace

class TestTableSearchCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cliTablebaseOptions();

private:
    QTemporaryDir m_dir;
    std::shared_ptr<const TableSet> m_tables;
};

void TestTableSearchCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCOMPARE(buildTables(m_dir.path(), TableRules::HoyitoII, 6, kSeedsII).status, BuildStatus::Finished);
    QCOMPARE(buildTables(m_dir.path(), TableRules::HoyitoIIICapturer, 6, kSeedsIII).status, BuildStatus::Finished);
    m_tables = TableSet::open(m_dir.path().toStdString());
    QVERIFY(m_tables);
    QVERIFY(!m_tables->empty());
}

void TestTableSearchCli::cliTablebaseOptions()
{
    const QString dir = m_dir.path();
    const QString position = QStringLiteral("II:6:S:1,0,2,0,0,1,0,0,1,0,0,3:20:20");
    const auto bounds = m_tables->probe(std::get<Position>(parsePosition(position.toStdString())));
    QVERIFY(bounds);
    const CliRun best = runCli({QStringLiteral("bestmove"), position, QStringLiteral("--tablebase"), dir});
    QCOMPARE(best.exitCode, 0);
    QVERIFY2(best.outText().contains(QStringLiteral("tablebase bounds %1 %2%3\n")
                                         .arg(bounds->lower)
                                         .arg(bounds->upper)
                                         .arg(bounds->exact() ? QStringLiteral(" exact") : QString())),
             best.out.constData());
    // Without the option, no tables.
    const CliRun plain =
        runCli({QStringLiteral("bestmove"), position, QStringLiteral("--nodes"), QStringLiteral("1000")});
    QCOMPARE(plain.exitCode, 0);
    QVERIFY(!plain.outText().contains(QStringLiteral("tablebase")));

    const CliRun match =
        runCli({QStringLiteral("selfplay"), QStringLiteral("--a"), QStringLiteral("nodes:300"), QStringLiteral("--b"),
                QStringLiteral("nodes:300"), QStringLiteral("--games"), QStringLiteral("2"),
                QStringLiteral("--variant"), QStringLiteral("II"), QStringLiteral("--tablebase"), dir,
                QStringLiteral("--tablebase-for"), QStringLiteral("a")});
    QCOMPARE(match.exitCode, 0);
    QVERIFY2(match.outText().contains(
                 QStringLiteral("endgame tables (II 2x6 up to 10 seeds, III-capturer 2x6 up to 8 seeds) for A\n")),
             match.out.constData());

    // Bad input: a clear message, exit 2.
    const QString missing = dir + QStringLiteral("/missing");
    const struct {
        QStringList arguments;
        QString message;
    } refused[] = {
        {{QStringLiteral("bestmove"), position, QStringLiteral("--tablebase"), missing},
         QStringLiteral("no endgame tables in '%1'").arg(missing)},
        {{QStringLiteral("bestmove"), position, QStringLiteral("--level"), QStringLiteral("3"),
          QStringLiteral("--tablebase"), dir},
         QStringLiteral("level 3 does not use endgame tables")},
        {{QStringLiteral("selfplay"), QStringLiteral("--a"), QStringLiteral("4"), QStringLiteral("--b"),
          QStringLiteral("nodes:300"), QStringLiteral("--games"), QStringLiteral("2"), QStringLiteral("--tablebase"),
          dir},
         QStringLiteral("--a 4 does not use endgame tables")},
        {{QStringLiteral("selfplay"), QStringLiteral("--a"), QStringLiteral("nodes:300"), QStringLiteral("--b"),
          QStringLiteral("nodes:300"), QStringLiteral("--games"), QStringLiteral("2"), QStringLiteral("--tablebase"),
          dir, QStringLiteral("--tablebase-for"), QStringLiteral("south")},
         QStringLiteral("--tablebase-for must be a, b or both, not 'south'")},
        {{QStringLiteral("match"), QStringLiteral("--a"), QStringLiteral("5"), QStringLiteral("--b"),
          QStringLiteral("greedy"), QStringLiteral("--tablebase"), dir},
         QStringLiteral("--tablebase: neither player uses endgame tables (level 6 does)")},
        {{QStringLiteral("match"), QStringLiteral("--a"), QStringLiteral("6"), QStringLiteral("--b"),
          QStringLiteral("greedy"), QStringLiteral("--tablebase"), missing},
         QStringLiteral("no endgame tables in '%1'").arg(missing)},
    };
    for (const auto &bad : refused) {
        const CliRun run = runCli(bad.arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.errText().contains(bad.message), run.err.constData());
        QVERIFY(run.out.isEmpty());
    }
}

QTEST_APPLESS_MAIN(TestTableSearchCli)
#include "tst_tablesearch_cli.moc"
