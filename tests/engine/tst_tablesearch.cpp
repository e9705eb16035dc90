// The search with endgame tables: TableSet opens what a directory holds
// (and nothing from a broken one), the search's score at a position exact
// in the tables is the table's value, it only plays moves that keep that
// value, rootBounds is filled exactly when the root is covered, and the
// levels 1 to 5 do not look at the tables (hoyito-cli's --tablebase options:
// tests/cli/tst_tablesearch_cli). The tables are built here, small (2x6 up
// to 10 seeds).

#include "hoyito/game.h"
#include "hoyito/notation.h"
#include "hoyito/search.h"
#include "hoyito/tables.h"

#include "tableutil.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <random>

using namespace hoyito;
using namespace hoyito::tables;
using namespace hoyito::test;

namespace {

constexpr int kSeedsII = 10;
constexpr int kSeedsIII = 8;

bool copyFile(const QString &from, const QString &to)
{
    QFile::remove(to);
    return QFile::copy(from, to);
}

// A random 2x6 position with `seeds` on the board, not over, no pass just
// before.
Position randomPosition(std::mt19937 &random, TableRules rules, int seeds)
{
    Position pos;
    pos.rules = rulesFor(rules, 6);
    pos.toMove = random() % 2 ? Player::South : Player::North;
    for (int s = 0; s < seeds; ++s)
        ++pos.seeds[random() % 12];
    const int captured = pos.rules.totalSeeds() - seeds;
    const int south = static_cast<int>(random() % static_cast<unsigned>(captured + 1));
    pos.scores = {static_cast<std::int16_t>(south), static_cast<std::int16_t>(captured - south)};
    return pos;
}

// The search score of the mover winning `bound` of the seeds on the board.
int scoreOf(const Position &pos, int bound)
{
    const Player me = pos.toMove;
    const int captured = pos.scores[index(me)] - pos.scores[index(opponent(me))];
    return (captured + 2 * bound - pos.seedsOnBoard()) * kSeedValue;
}

QString describe(const Position &pos)
{
    return QString::fromStdString(positionText(pos));
}

SearchLimits fullStrength(std::uint64_t nodes)
{
    SearchLimits limits;
    limits.nodes = nodes;
    return limits;
}

} // namespace

class TestTableSearch : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void brokenDirectoriesGiveAnEmptySet();
    void aBrokenLevelEndsTheTables();
    void exactPositionsScoreTheTableValue();
    void exactRootsPlayAPerfectMove();
    void rootBoundsWhenCovered();
    void perfectPlayEndsAtTheTableValue();
    void onlyMasterAndFullStrengthUseTables();

private:
    QTemporaryDir m_dir;
    std::shared_ptr<const TableSet> m_tables;
};

void TestTableSearch::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCOMPARE(buildTables(m_dir.path(), TableRules::HoyitoII, 6, kSeedsII).status, BuildStatus::Finished);
    QCOMPARE(buildTables(m_dir.path(), TableRules::HoyitoIIICapturer, 6, kSeedsIII).status, BuildStatus::Finished);
    m_tables = TableSet::open(m_dir.path().toStdString());
    QVERIFY(m_tables);
    QVERIFY(!m_tables->empty());
    QCOMPARE(m_tables->maxSeeds(TableRules::HoyitoII, 6), kSeedsII);
    QCOMPARE(m_tables->maxSeeds(TableRules::HoyitoIIICapturer, 6), kSeedsIII);
    QCOMPARE(m_tables->maxSeeds(TableRules::HoyitoIIIFixed, 6), 0);
    QCOMPARE(m_tables->maxSeeds(TableRules::HoyitoII, 12), 0);
    QVERIFY(m_tables->tablesFor(TableRules::HoyitoII, 6));
    QCOMPARE(m_tables->tablesFor(TableRules::HoyitoII, 6)->maxSeeds(), kSeedsII);
    QVERIFY(!m_tables->tablesFor(TableRules::HoyitoIIIFixed, 6));
    QVERIFY(!m_tables->tablesFor(TableRules::HoyitoII, 12));
    QVERIFY(!m_tables->tablesFor(TableRules::HoyitoII, 4));
}

void TestTableSearch::brokenDirectoriesGiveAnEmptySet()
{
    QTemporaryDir empty;
    QVERIFY(empty.isValid());
    const Position pos = std::get<Position>(parsePosition("II:6:S:1,0,2,0,0,1,0,0,0,0,0,0:20:24"));
    QVERIFY(m_tables->probe(pos));

    std::vector<std::string> directories = {empty.path().toStdString(), empty.path().toStdString() + "/missing", ""};
    // A plain file, not a directory.
    const QString plain = empty.path() + QStringLiteral("/plain");
    {
        QFile file(plain);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a directory");
    }
    directories.push_back(plain.toStdString());
    // A first level that is garbage.
    QTemporaryDir corrupt;
    QVERIFY(corrupt.isValid());
    {
        QFile file(tablePath(corrupt.path(), TableRules::HoyitoII, 6, 1));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(64, 'x'));
    }
    directories.push_back(corrupt.path().toStdString());

    for (const std::string &directory : directories) {
        const auto set = TableSet::open(directory);
        QVERIFY(set);
        QVERIFY2(set->empty(), directory.c_str());
        QVERIFY(!set->probe(pos));
        QVERIFY(!set->tablesFor(TableRules::HoyitoII, 6));
        QCOMPARE(set->maxSeeds(TableRules::HoyitoII, 6), 0);
        Searcher searcher;
        searcher.setTables(set);
        const SearchResult r = searcher.search(pos, fullStrength(2000));
        QVERIFY(!r.rootBounds);
        QCOMPARE(checkMove(pos, r.best), MoveError::None);
    }
}

void TestTableSearch::aBrokenLevelEndsTheTables()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (int seeds = 1; seeds <= 6; ++seeds)
        QVERIFY(copyFile(tablePath(m_dir.path(), TableRules::HoyitoII, 6, seeds),
                         tablePath(dir.path(), TableRules::HoyitoII, 6, seeds)));
    // Level 5 truncated: levels 1 to 4 are used, 5 and 6 are not.
    QFile level5(tablePath(dir.path(), TableRules::HoyitoII, 6, 5));
    QVERIFY(level5.resize(level5.size() / 2));
    const auto set = TableSet::open(dir.path().toStdString());
    QCOMPARE(set->maxSeeds(TableRules::HoyitoII, 6), 4);
    QCOMPARE(set->maxSeeds(TableRules::HoyitoIIICapturer, 6), 0);
    std::mt19937 random(7);
    for (int trial = 0; trial < 200; ++trial) {
        const int seeds = 1 + trial % 6;
        const Position pos = randomPosition(random, TableRules::HoyitoII, seeds);
        QCOMPARE(set->probe(pos).has_value(), seeds <= 4);
        if (seeds <= 4)
            QCOMPARE(set->probe(pos), m_tables->probe(pos));
    }
}

void TestTableSearch::exactPositionsScoreTheTableValue()
{
    // Exact roots get the table's value; the others a score within the
    // table's bounds, whatever the search's horizon says.
    std::mt19937 random(20261201);
    int exact = 0;
    int inexact = 0;
    Searcher searcher(1);
    searcher.setTables(m_tables);
    for (int trial = 0; trial < 300; ++trial) {
        // Bounds meet mostly at 8 seeds (a multiple of 4: every seed can be captured).
        const int seeds = trial % 2 ? 8 : 1 + static_cast<int>(random() % kSeedsII);
        const Position pos = randomPosition(random, TableRules::HoyitoII, seeds);
        const auto bounds = m_tables->probe(pos);
        QVERIFY(bounds);
        searcher.clear();
        const SearchResult r = searcher.search(pos, fullStrength(3000));
        QCOMPARE(r.rootBounds, bounds);
        if (bounds->exact()) {
            ++exact;
            if (r.score != scoreOf(pos, bounds->lower))
                QFAIL(qPrintable(QStringLiteral("%1: score %2, the table %3")
                                     .arg(describe(pos))
                                     .arg(r.score)
                                     .arg(scoreOf(pos, bounds->lower))));
        } else {
            ++inexact;
            if (r.score < scoreOf(pos, bounds->lower) || r.score > scoreOf(pos, bounds->upper))
                QFAIL(qPrintable(QStringLiteral("%1: score %2, the table %3 to %4")
                                     .arg(describe(pos))
                                     .arg(r.score)
                                     .arg(scoreOf(pos, bounds->lower))
                                     .arg(scoreOf(pos, bounds->upper))));
        }
    }
    qInfo("%d exact, %d inexact", exact, inexact);
    QVERIFY(exact > 50);
    QVERIFY(inexact > 10);
}

void TestTableSearch::exactRootsPlayAPerfectMove()
{
    std::mt19937 random(11);
    const Tables *tables = m_tables->tablesFor(TableRules::HoyitoII, 6);
    QVERIFY(tables);
    int checked = 0;
    int withWorseMoves = 0;
    Searcher searcher(1);
    searcher.setTables(m_tables);
    for (int trial = 0; trial < 400 && checked < 150; ++trial) {
        const Position pos = randomPosition(random, TableRules::HoyitoII, trial % 4 ? 8 : 4);
        const auto bounds = m_tables->probe(pos);
        QVERIFY(bounds);
        if (!bounds->exact())
            continue;
        ++checked;
        bool worse = false;
        for (const Move move : legalMoves(pos))
            worse = worse || moveBounds(*tables, pos, move) != bounds;
        withWorseMoves += worse;
        SearchLimits master;
        master.level = kMaxLevel;
        master.levelTimeCap = false;
        for (const SearchLimits &limits : {fullStrength(300), fullStrength(5000), master}) {
            searcher.clear();
            const SearchResult r = searcher.search(pos, limits);
            if (moveBounds(*tables, pos, r.best) != bounds)
                QFAIL(qPrintable(QStringLiteral("%1: played %2")
                                     .arg(describe(pos), QString::fromStdString(moveText(pos.rules, r.best)))));
        }
    }
    qInfo("%d exact roots, %d with a worse move", checked, withWorseMoves);
    QVERIFY(checked >= 100);
    QVERIFY(withWorseMoves >= 50);
}

void TestTableSearch::rootBoundsWhenCovered()
{
    std::mt19937 random(5);
    Searcher searcher(1);
    searcher.setTables(m_tables);
    for (int trial = 0; trial < 120; ++trial) {
        const TableRules rules = trial % 2 ? TableRules::HoyitoII : TableRules::HoyitoIIICapturer;
        const int max = rules == TableRules::HoyitoII ? kSeedsII : kSeedsIII;
        const int seeds = 1 + trial % (max + 4);
        const Position pos = randomPosition(random, rules, seeds);
        const SearchResult r = searcher.search(pos, fullStrength(500));
        QCOMPARE(r.rootBounds.has_value(), seeds <= max);
        QCOMPARE(r.rootBounds, m_tables->probe(pos));
    }
    // A board and a taker rule with no tables.
    Position wide = std::get<Position>(parsePosition("II:12:S:1,0,2,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0:40:52"));
    QVERIFY(!searcher.search(wide, fullStrength(500)).rootBounds);
    Position fixed = randomPosition(random, TableRules::HoyitoIIIFixed, 4);
    QVERIFY(!searcher.search(fixed, fullStrength(500)).rootBounds);
    // Without tables, never.
    searcher.setTables(nullptr);
    QVERIFY(!searcher.search(randomPosition(random, TableRules::HoyitoII, 4), fullStrength(500)).rootBounds);
}

void TestTableSearch::perfectPlayEndsAtTheTableValue()
{
    // Both sides search with the tables from a position exact in them, and
    // the game (docs/RULES.md, history included) ends with the mover winning
    // exactly the table's value: the sign conventions of the tables, the
    // search and the final scores agree, and perfect moves make progress.
    std::mt19937 random(3);
    int played = 0;
    Searcher south(1);
    Searcher north(1);
    south.setTables(m_tables);
    north.setTables(m_tables);
    for (int trial = 0; trial < 400 && played < 60; ++trial) {
        const Position start = randomPosition(random, TableRules::HoyitoII, 8);
        const auto bounds = m_tables->probe(start);
        QVERIFY(bounds);
        if (!bounds->exact())
            continue;
        ++played;
        Game game(start);
        while (!game.isOver()) {
            const Position &pos = game.position();
            Searcher &searcher = pos.toMove == Player::South ? south : north;
            game.play(searcher.search(pos, fullStrength(2000)).best);
        }
        const Player mover = start.toMove;
        const int won = finalScores(game.position())[index(mover)] - start.scores[index(mover)];
        if (won != bounds->lower)
            QFAIL(qPrintable(QStringLiteral("%1: the mover won %2 of the board, the table says %3 (%4, %5 turns)")
                                 .arg(describe(start))
                                 .arg(won)
                                 .arg(bounds->lower)
                                 .arg(QString::fromStdString(std::string(endReasonName(game.position().ending))))
                                 .arg(game.turnCount())));
    }
    QVERIFY(played >= 50);
}

void TestTableSearch::onlyMasterAndFullStrengthUseTables()
{
    QVERIFY(levelUsesTables(0));
    QVERIFY(levelUsesTables(kMaxLevel));
    for (int level = kMinLevel; level < kMaxLevel; ++level)
        QVERIFY(!levelUsesTables(level));

    std::mt19937 random(13);
    Searcher with(1);
    Searcher without(1);
    with.setTables(m_tables);
    for (int trial = 0; trial < 40; ++trial) {
        const Position pos = randomPosition(random, TableRules::HoyitoII, 4 + trial % 7);
        for (int level = kMinLevel; level < kMaxLevel; ++level) {
            SearchLimits limits;
            limits.level = level;
            limits.levelTimeCap = false;
            limits.seed = static_cast<std::uint64_t>(trial);
            with.clear();
            without.clear();
            const SearchResult a = with.search(pos, limits);
            const SearchResult b = without.search(pos, limits);
            QVERIFY(!a.rootBounds);
            QCOMPARE(a.best, b.best);
            QCOMPARE(a.score, b.score);
            QCOMPARE(a.nodes, b.nodes);
        }
    }
}

QTEST_APPLESS_MAIN(TestTableSearch)
#include "tst_tablesearch.moc"
