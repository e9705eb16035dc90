// The endgame tables and their files: the rank, every entry against an
// independent fixed point, the true values under docs/RULES.md 6.2 (found by a
// brute-force solver over full histories) inside the bounds, probes against
// the moves, positions the tables do not cover, damaged files, and a
// cancelled build resumed. The references are in tests/support
// (tablereference.h).

#include "tablereference.h"
#include "tableutil.h"

#include "hoyito/notation.h"
#include "hoyito/tables.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <mutex>
#include <random>
#include <set>
#include <thread>

#include <sched.h>

using namespace hoyito;
using namespace hoyito::tables;
using namespace hoyito::test;

namespace {

// The bounds a legal move leads to, worked out here from the child's probe.
std::optional<Bounds> boundsAfter(const Tables &tables, const Position &pos, Move move)
{
    const Player mover = pos.toMove;
    const int k = pos.seedsOnBoard();
    Position child = pos;
    const TurnSummary turn = playTurn(child, move);
    if (child.isOver()) {
        const int v = finalScores(child)[index(mover)] - pos.scores[index(mover)];
        return Bounds{v, v};
    }
    const auto b = tables.probe(child);
    if (!b)
        return std::nullopt;
    if (turn.captured > 0)
        return Bounds{turn.captured + b->lower, turn.captured + b->upper};
    return Bounds{k - b->upper, k - b->lower};
}

constexpr long long kRowBudget = 3'000'000;
constexpr std::size_t kSample = 150;

} // namespace

class TestTableBuild : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void rankIsABijection_data();
    void rankIsABijection();
    void tablesAreTheFixedPoint_data();
    void tablesAreTheFixedPoint();
    void filesHoldTheFixedPointBytes_data();
    void filesHoldTheFixedPointBytes();
    void boundsHoldTheTrueValue_data();
    void boundsHoldTheTrueValue();
    void probesFollowFromMoves_data();
    void probesFollowFromMoves();
    void unsupportedPositionsAreNotInTheTable();
    void corruptFilesAreRefusedAndRebuilt();
    void cancelAndResumeGiveTheSameBytes();
    void idleBuildsRunAtIdlePriorityAndGiveTheSameBytes();
    void roundsFromParentsGiveTheSameBytes_data();
    void roundsFromParentsGiveTheSameBytes();
};

void TestTableBuild::rankIsABijection_data()
{
    QTest::addColumn<int>("holes");
    QTest::addColumn<int>("seeds");
    QTest::newRow("2x3 k=9") << 3 << 9;
    QTest::newRow("2x6 k=7") << 6 << 7;
    QTest::newRow("2x12 k=3") << 12 << 3;
}

void TestTableBuild::rankIsABijection()
{
    QFETCH(int, holes);
    QFETCH(int, seeds);
    std::vector<bool> seen(boardCount(holes, seeds));
    std::uint64_t boards = 0;
    forEachBoard(holes, seeds, [&](const Board &board) {
        ++boards;
        const std::uint64_t rank = boardRank(board.data(), holes, seeds);
        QVERIFY(rank < seen.size());
        QVERIFY(!seen[rank]);
        seen[rank] = true;
        Board back{};
        boardUnrank(rank, holes, seeds, back.data());
        QCOMPARE(back, board);
    });
    QCOMPARE(boards, static_cast<std::uint64_t>(seen.size()));
}

namespace {

struct Case {
    TableRules rules;
    int holes;
    int seeds;
};

void addCases(const std::vector<Case> &cases)
{
    QTest::addColumn<int>("rules");
    QTest::addColumn<int>("holes");
    QTest::addColumn<int>("seeds");
    QTest::addColumn<int>("minChecked"); // used by boundsHoldTheTrueValue
    QTest::addColumn<int>("minExact");
    for (const Case &c : cases)
        QTest::newRow(qPrintable(QStringLiteral("%1 2x%2 k<=%3")
                                     .arg(QString::fromStdString(tableRulesName(c.rules)))
                                     .arg(c.holes)
                                     .arg(c.seeds)))
            << static_cast<int>(c.rules) << c.holes << c.seeds << (c.holes == 3 ? 300 : 20) << (c.holes == 3 ? 250 : 0);
}

} // namespace

void TestTableBuild::tablesAreTheFixedPoint_data()
{
    addCases({{TableRules::HoyitoII, 3, 12},
              {TableRules::HoyitoIIICapturer, 3, 12},
              {TableRules::HoyitoIIIFixed, 3, 12},
              {TableRules::HoyitoII, 4, 8},
              {TableRules::HoyitoIIICapturer, 4, 8},
              {TableRules::HoyitoIIIFixed, 4, 8},
              {TableRules::HoyitoII, 6, 6}});
}

void TestTableBuild::tablesAreTheFixedPoint()
{
    QFETCH(int, rules);
    QFETCH(int, holes);
    QFETCH(int, seeds);
    const auto tableRules = static_cast<TableRules>(rules);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QCOMPARE(buildTables(dir.path(), tableRules, holes, seeds).status, BuildStatus::Finished);
    const Tables tables = Tables::open(dir.path().toStdString(), tableRules, holes);
    QCOMPARE(tables.maxSeeds(), seeds);
    FixedPoint reference;
    const auto levels = allPositions(tableRules, holes, seeds);
    for (int k = 1; k <= seeds; ++k) {
        reference.addLevel(levels[k]);
        for (const Position &pos : levels[k]) {
            const auto probed = tables.probe(pos);
            QVERIFY(probed);
            if (!(*probed == reference.at(pos)))
                QFAIL(qPrintable(QStringLiteral("%1: table %2-%3, reference %4-%5")
                                     .arg(QString::fromStdString(positionText(pos)))
                                     .arg(probed->lower)
                                     .arg(probed->upper)
                                     .arg(reference.at(pos).lower)
                                     .arg(reference.at(pos).upper)));
        }
    }
}

void TestTableBuild::filesHoldTheFixedPointBytes_data()
{
    tablesAreTheFixedPoint_data();
    // Levels of several chunks (16,384 boards each; 50,388 at 2x4 k=12),
    // where threads share a level and dropped moves move records about.
    addCases({{TableRules::HoyitoII, 4, 12}, {TableRules::HoyitoIIIFixed, 4, 12}});
}

// Byte for byte: every entry of every file, in file order, is the test's own
// fixed point of the position that entry stands for (South to move; for a
// fixed taker, the taker is the mover in the first half, the opponent in the
// second), and the file holds nothing else after its header. The same with
// every level's quiet moves kept in a scratch file (a budget of one byte),
// which leaves nothing behind. Both drop moves while solving (a move whose
// best is no more than what the mover is already sure of): some always go
// from 8 seeds on.
void TestTableBuild::filesHoldTheFixedPointBytes()
{
    QFETCH(int, rules);
    QFETCH(int, holes);
    QFETCH(int, seeds);
    const auto tableRules = static_cast<TableRules>(rules);
    QTemporaryDir inMemory;
    QTemporaryDir spilled;
    QVERIFY(inMemory.isValid() && spilled.isValid());
    const BuildReport kept = buildTables(inMemory.path(), tableRules, holes, seeds);
    QCOMPARE(kept.status, BuildStatus::Finished);
    const BuildReport scratch = buildTables(spilled.path(), tableRules, holes, seeds, 2, nullptr, {}, 1);
    QCOMPARE(scratch.status, BuildStatus::Finished);
    for (int k = 1; k <= seeds; ++k) {
        QCOMPARE(kept.levels[k - 1].scratchBytes, std::uint64_t(0));
        QVERIFY(scratch.levels[k - 1].scratchBytes > 0);
    }
    for (const BuildReport *report : {&kept, &scratch}) {
        std::uint64_t moves = 0;
        std::uint64_t movesLeft = 0;
        for (const LevelStats &level : report->levels) {
            QVERIFY(level.quietMovesLeft <= level.quietMoves);
            moves += level.quietMoves;
            movesLeft += level.quietMovesLeft;
        }
        // (On 2x6 up to 6 seeds no move settles: a lower bound rests on
        // captures, and those need more seeds.)
        if (seeds >= 8)
            QVERIFY2(movesLeft < moves, qPrintable(QStringLiteral("%1 of %2 moves left").arg(movesLeft).arg(moves)));
    }
    const QStringList left = leftInTablesFolder(spilled.path());
    QCOMPARE(left.size(), seeds);
    constexpr int kHeaderBytes = 64;
    FixedPoint reference;
    const auto levels = allPositions(tableRules, holes, seeds);
    for (int k = 1; k <= seeds; ++k) {
        reference.addLevel(levels[k]);
        const std::uint64_t boards = boardCount(holes, k);
        const std::uint64_t entries = entryCount(tableRules, holes, k);
        QByteArray expected(static_cast<qsizetype>(2 * entries), '\0');
        for (std::uint64_t e = 0; e < entries; ++e) {
            const bool takerIsMover = e < boards;
            Position pos;
            pos.rules = rulesOf(tableRules, holes, takerIsMover ? LastFourTaker::South : LastFourTaker::North);
            boardUnrank(e % boards, holes, k, pos.seeds.data());
            pos.toMove = Player::South;
            const Bounds b = reference.at(pos);
            expected[static_cast<qsizetype>(2 * e)] = static_cast<char>(b.lower);
            expected[static_cast<qsizetype>(2 * e + 1)] = static_cast<char>(b.upper);
        }
        for (const QTemporaryDir *dir : {&inMemory, &spilled}) {
            const QByteArray file = readAll(tablePath(dir->path(), tableRules, holes, k));
            QCOMPARE(file.size(), kHeaderBytes + expected.size());
            if (file.mid(kHeaderBytes) != expected)
                QFAIL(qPrintable(QStringLiteral("level %1 differs from the fixed point").arg(k)));
        }
    }
}

void TestTableBuild::boundsHoldTheTrueValue_data()
{
    // The least number of positions each row must manage to check, and of
    // those with exact bounds (measured: 2x3 checks 350-410, 2x4 and 2x6
    // reach only their smallest levels and a few of level 8 in the budget).
    addCases({{TableRules::HoyitoII, 3, 12},
              {TableRules::HoyitoIIICapturer, 3, 12},
              {TableRules::HoyitoIIIFixed, 3, 12},
              {TableRules::HoyitoII, 4, 8},
              {TableRules::HoyitoII, 6, 8}});
}

// The full-history game is exponential in the length of the quiet cycles,
// so each position gets a node budget and each row a total; positions over
// the budget are counted, not checked (positions with exact bounds are the
// quick ones: a narrow window).
void TestTableBuild::boundsHoldTheTrueValue()
{
    QFETCH(int, rules);
    QFETCH(int, holes);
    QFETCH(int, seeds);
    const auto tableRules = static_cast<TableRules>(rules);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QCOMPARE(buildTables(dir.path(), tableRules, holes, seeds).status, BuildStatus::Finished);
    const Tables tables = Tables::open(dir.path().toStdString(), tableRules, holes);
    QCOMPARE(tables.maxSeeds(), seeds);

    BruteForce solver(BruteForce::kPositionBudget, tables);
    std::mt19937 random(7);
    long long checked = 0;
    long long exact = 0;
    long long skipped = 0;
    std::vector<int> checkedAt(seeds + 1);
    const auto levels = allPositions(tableRules, holes, seeds);
    for (int k = 1; k <= seeds; ++k) {
        const long long levelEnd = solver.totalNodes() + kRowBudget / seeds;
        // Small levels whole; larger ones by a random sample.
        std::vector<Position> positions = levels[k];
        std::shuffle(positions.begin(), positions.end(), random);
        if (positions.size() > kSample)
            positions.resize(kSample);
        for (const Position &pos : positions) {
            if (solver.totalNodes() >= levelEnd)
                break;
            const auto bounds = tables.probe(pos);
            QVERIFY(bounds);
            // The table only picks the window; the verdict is the solver's.
            const auto v = solver.value(pos, bounds->lower - 1, bounds->upper + 1);
            if (!v) {
                ++skipped;
                continue;
            }
            ++checked;
            ++checkedAt[k];
            exact += bounds->exact();
            if (*v < bounds->lower || *v > bounds->upper)
                QFAIL(qPrintable(QStringLiteral("%1: value %2 outside bounds %3-%4")
                                     .arg(QString::fromStdString(positionText(pos)))
                                     .arg(*v)
                                     .arg(bounds->lower)
                                     .arg(bounds->upper)));
        }
    }
    QString perLevel;
    for (int k = 1; k <= seeds; ++k)
        perLevel += QStringLiteral(" %1:%2").arg(k).arg(checkedAt[k]);
    qInfo("%lld positions checked (%lld with exact bounds), %lld over the node budget, %lld nodes; by level%s", checked,
          exact, skipped, solver.totalNodes(), qPrintable(perLevel));
    QFETCH(int, minChecked);
    QFETCH(int, minExact);
    QVERIFY(checked >= minChecked);
    QVERIFY(exact >= minExact);
}

void TestTableBuild::probesFollowFromMoves_data()
{
    QTest::addColumn<int>("rules");
    QTest::addColumn<int>("holes");
    QTest::addColumn<int>("seeds");
    QTest::newRow("II 2x6") << static_cast<int>(TableRules::HoyitoII) << 6 << 12;
    QTest::newRow("III-capturer 2x6") << static_cast<int>(TableRules::HoyitoIIICapturer) << 6 << 10;
    QTest::newRow("III-fixed 2x6") << static_cast<int>(TableRules::HoyitoIIIFixed) << 6 << 10;
    QTest::newRow("II 2x12") << static_cast<int>(TableRules::HoyitoII) << 12 << 5;
}

void TestTableBuild::probesFollowFromMoves()
{
    QFETCH(int, rules);
    QFETCH(int, holes);
    QFETCH(int, seeds);
    const auto tableRules = static_cast<TableRules>(rules);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QCOMPARE(buildTables(dir.path(), tableRules, holes, seeds).status, BuildStatus::Finished);
    const Tables tables = Tables::open(dir.path().toStdString(), tableRules, holes);
    QCOMPARE(tables.maxSeeds(), seeds);

    std::mt19937 random(20261201);
    int exactSeen = 0;
    int passSeen = 0;
    for (int trial = 0; trial < 4000; ++trial) {
        const int k = 1 + static_cast<int>(random() % static_cast<unsigned>(seeds));
        Position pos;
        pos.rules = rulesOf(tableRules, holes, random() % 2 ? LastFourTaker::South : LastFourTaker::North);
        pos.toMove = random() % 2 ? Player::South : Player::North;
        // Often pile the seeds on one row, so passes occur too.
        const int lastHole = random() % 4 == 0 ? holes : 2 * holes;
        for (int s = 0; s < k; ++s)
            ++pos.seeds[random() % static_cast<unsigned>(lastHole)];
        pos.scores = {static_cast<std::int16_t>(random() % 5), static_cast<std::int16_t>(random() % 5)};
        const auto bounds = tables.probe(pos);
        QVERIFY(bounds);
        QVERIFY(bounds->lower <= bounds->upper && bounds->upper <= k);
        const std::vector<Move> moves = legalMoves(pos);
        Bounds best{-1, -1};
        for (const Move move : moves) {
            const auto after = boundsAfter(tables, pos, move);
            QVERIFY(after);
            QCOMPARE(moveBounds(tables, pos, move), after);
            best.lower = std::max(best.lower, after->lower);
            best.upper = std::max(best.upper, after->upper);
        }
        passSeen += moves.front().isPass();
        exactSeen += bounds->exact();
        if (*bounds != best)
            QFAIL(qPrintable(QStringLiteral("%1: bounds %2-%3, best move %4-%5")
                                 .arg(QString::fromStdString(positionText(pos)))
                                 .arg(bounds->lower)
                                 .arg(bounds->upper)
                                 .arg(best.lower)
                                 .arg(best.upper)));
    }
    qInfo("%d exact, %d passes of 4000", exactSeen, passSeen);
    QVERIFY(passSeen > 0);
}

void TestTableBuild::unsupportedPositionsAreNotInTheTable()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QCOMPARE(buildTables(dir.path(), TableRules::HoyitoII, 4, 6).status, BuildStatus::Finished);
    const Tables tables = Tables::open(dir.path().toStdString(), TableRules::HoyitoII, 4);
    Position pos = std::get<Position>(parsePosition("II:4:S:1,0,2,0,0,1,0,0:10:10"));
    QVERIFY(tables.probe(pos));
    Position other = pos;
    other.rules.variant = Variant::I;
    QVERIFY(!tables.probe(other));
    other = pos;
    other.rules.variant = Variant::III;
    QVERIFY(!tables.probe(other));
    other = pos;
    other.closedHoles = 1u << 7;
    QVERIFY(!tables.probe(other));
    other = pos;
    other.seeds[7] = 4; // 8 seeds: more than built
    QVERIFY(!tables.probe(other));
    other = std::get<Position>(parsePosition("II:6:S:1,0,2,0,0,1,0,0,0,0,0,0:10:10"));
    QVERIFY(!tables.probe(other));
    QVERIFY(!tableRulesOf(std::get<Position>(parsePosition("II:4:S:1,0,2,0,0,1,0,0:10:10:S"))));
}

void TestTableBuild::corruptFilesAreRefusedAndRebuilt()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const TableRules rules = TableRules::HoyitoIIIFixed;
    QCOMPARE(buildTables(dir.path(), rules, 4, 8).status, BuildStatus::Finished);
    const QString level6 = tablePath(dir.path(), rules, 4, 6);
    const QByteArray good = readAll(level6);
    QCOMPARE(static_cast<std::uint64_t>(good.size()), tableFileSize(rules, 4, 6));

    struct Damage {
        const char *name;
        std::function<QByteArray(QByteArray)> apply;
        LoadError expected;
    };
    const std::vector<Damage> damages = {
        {"one bit of an entry",
         [](QByteArray b) {
             b[b.size() / 2] = static_cast<char>(b[b.size() / 2] ^ 1);
             return b;
         },
         LoadError::Checksum},
        {"cut short", [](QByteArray b) { return b.left(b.size() - 7); }, LoadError::Truncated},
        {"too long", [](QByteArray b) { return b + QByteArray(3, '\0'); }, LoadError::Truncated},
        {"header only", [](QByteArray b) { return b.left(64); }, LoadError::Truncated},
        {"empty", [](QByteArray) { return QByteArray(); }, LoadError::Truncated},
        {"not a table",
         [](QByteArray b) {
             b[0] = 'X';
             return b;
         },
         LoadError::NotATable},
        {"another version",
         [](QByteArray b) {
             b[8] = 9;
             return b;
         },
         LoadError::Version},
        {"another level",
         [](QByteArray b) {
             b[14] = 7;
             return b;
         },
         LoadError::WrongTable},
        {"the checksum",
         [](QByteArray b) {
             b[30] = static_cast<char>(b[30] ^ 0x40);
             return b;
         },
         LoadError::Checksum},
    };
    for (const Damage &damage : damages) {
        QVERIFY(writeAll(level6, damage.apply(good)));
        Table table;
        const LoadError error = Table::load(level6.toStdString(), rules, 4, 6, table);
        QVERIFY2(error == damage.expected, damage.name);
        QVERIFY(!table.isLoaded());

        Tables::LevelProblem problem;
        const Tables tables = Tables::open(dir.path().toStdString(), rules, 4, &problem);
        QCOMPARE(tables.maxSeeds(), 5); // nothing from the damaged level up is used
        QCOMPARE(problem.seeds, 6);
        QVERIFY(problem.error == damage.expected);
        QVERIFY(!describe(problem.error).empty());

        const BuildReport rebuilt = buildTables(dir.path(), rules, 4, 8);
        QCOMPARE(rebuilt.status, BuildStatus::Finished);
        QCOMPARE(static_cast<int>(rebuilt.levels.size()), 8);
        for (const LevelStats &level : rebuilt.levels) {
            QCOMPARE(level.loaded, level.seeds != 6);
            QVERIFY(level.replaced == (level.seeds == 6 ? damage.expected : LoadError::None));
        }
        QCOMPARE(readAll(level6), good);
    }
}

void TestTableBuild::cancelAndResumeGiveTheSameBytes()
{
    const TableRules rules = TableRules::HoyitoII;
    const int holes = 5;
    const int seeds = 10;
    QTemporaryDir whole;
    QTemporaryDir resumed;
    QVERIFY(whole.isValid() && resumed.isValid());
    QCOMPARE(buildTables(whole.path(), rules, holes, seeds, 1).status, BuildStatus::Finished);

    // Cancel in the middle of the solving rounds of level 9, then again in
    // the move generation of level 10, resuming each time.
    std::atomic<bool> cancel{false};
    auto cancelAt = [&](int level, BuildPhase phase, int round) {
        return [&cancel, level, phase, round](const BuildProgress &p) {
            if (p.seeds == level && p.phase == phase && p.round >= round)
                cancel = true;
        };
    };
    BuildReport first =
        buildTables(resumed.path(), rules, holes, seeds, 2, &cancel, cancelAt(9, BuildPhase::Solving, 3));
    QCOMPARE(first.status, BuildStatus::Cancelled);
    QCOMPARE(static_cast<int>(first.levels.size()), 8);
    QVERIFY(!QFile::exists(tablePath(resumed.path(), rules, holes, 9)));
    cancel = false;
    BuildReport second =
        buildTables(resumed.path(), rules, holes, seeds, 2, &cancel, cancelAt(10, BuildPhase::Moves, 0));
    QCOMPARE(second.status, BuildStatus::Cancelled);
    QCOMPARE(static_cast<int>(second.levels.size()), 9);
    for (int k = 1; k <= 8; ++k)
        QVERIFY(second.levels[k - 1].loaded);
    QVERIFY(!second.levels[8].loaded);
    cancel = false;
    BuildReport third = buildTables(resumed.path(), rules, holes, seeds, 2, &cancel);
    QCOMPARE(third.status, BuildStatus::Finished);
    QCOMPARE(static_cast<int>(third.levels.size()), seeds);
    for (int k = 1; k <= seeds; ++k) {
        QCOMPARE(third.levels[k - 1].loaded, k <= 9);
        QCOMPARE(readAll(tablePath(resumed.path(), rules, holes, k)),
                 readAll(tablePath(whole.path(), rules, holes, k)));
    }
    const QStringList leftovers = QDir(resumed.path()).entryList({QStringLiteral("*.partial")}, QDir::Files);
    QVERIFY2(leftovers.isEmpty(), qPrintable(leftovers.join(QLatin1Char(' '))));
}

void TestTableBuild::idleBuildsRunAtIdlePriorityAndGiveTheSameBytes()
{
    const TableRules rules = TableRules::HoyitoII;
    const int holes = 4;
    const int seeds = 9;
    QTemporaryDir normal;
    QTemporaryDir idle;
    QVERIFY(normal.isValid() && idle.isValid());
    QCOMPARE(buildTables(normal.path(), rules, holes, seeds).status, BuildStatus::Finished);

    const int callerPolicy = sched_getscheduler(0);
    BuildOptions options;
    options.rules = rules;
    options.holesPerRow = holes;
    options.maxSeeds = seeds;
    options.directory = idle.path().toStdString();
    options.idlePriority = true;
    options.progressInterval = 0;
    // Every report comes from one of the build's threads.
    std::mutex mutex;
    std::set<int> policies;
    std::set<std::thread::id> threads;
    options.progress = [&](const BuildProgress &) {
        const std::lock_guard lock(mutex);
        policies.insert(sched_getscheduler(0));
        threads.insert(std::this_thread::get_id());
    };
    QCOMPARE(tables::buildTables(options).status, BuildStatus::Finished);
    QVERIFY(!policies.empty());
    QCOMPARE(policies, std::set<int>{SCHED_IDLE});
    QVERIFY(!threads.contains(std::this_thread::get_id()));
    // The caller keeps its own priority.
    QCOMPARE(sched_getscheduler(0), callerPolicy);
    QVERIFY(callerPolicy != SCHED_IDLE);
    for (int k = 1; k <= seeds; ++k)
        QCOMPARE(readAll(tablePath(idle.path(), rules, holes, k)), readAll(tablePath(normal.path(), rules, holes, k)));
}

void TestTableBuild::roundsFromParentsGiveTheSameBytes_data()
{
    QTest::addColumn<int>("rules");
    for (const TableRules rules : {TableRules::HoyitoII, TableRules::HoyitoIIIFixed})
        QTest::newRow(tableRulesName(rules).c_str()) << static_cast<int>(rules);
}

// The late rounds of a level evaluate the parents of the entries that
// changed, once few change, when the index of the parents fits the memory
// budget: with the moves in memory, and with them in a scratch file (a
// budget just under what the largest level needs in memory), never with a
// budget too small for it; cancelled while the parents are indexed or in
// one of those rounds and resumed, the build writes the same bytes. The
// index reports its progress. (filesHoldTheFixedPointBytes compares the
// bytes with the test's own fixed point.)
void TestTableBuild::roundsFromParentsGiveTheSameBytes()
{
    QFETCH(int, rules);
    const auto tableRules = static_cast<TableRules>(rules);
    const int holes = 4;
    const int seeds = 12;
    QTemporaryDir inMemory;
    QTemporaryDir spilled;
    QTemporaryDir tight;
    QTemporaryDir resumed;
    QTemporaryDir resumedFromIndex;
    QTemporaryDir plain;
    QVERIFY(inMemory.isValid() && spilled.isValid() && tight.isValid() && resumed.isValid() &&
            resumedFromIndex.isValid() && plain.isValid());
    // One thread: the rounds, and so where the parents are indexed, are the
    // same in every build.
    // Every level indexes its parents when it can, however small.
    const std::uint64_t anySize = 0;
    std::vector<BuildProgress> solving; // the largest level's
    const BuildReport kept = buildTables(
        inMemory.path(), tableRules, holes, seeds, 1, nullptr,
        [&](const BuildProgress &p) {
            if (p.seeds == seeds && p.phase == BuildPhase::Solving)
                solving.push_back(p);
        },
        0, anySize);
    QCOMPARE(kept.status, BuildStatus::Finished);
    const LevelStats &largest = kept.levels.back();
    QCOMPARE(largest.scratchBytes, std::uint64_t(0));
    const int firstFromParents = largest.parentIndex.beforeRound;
    QVERIFY2(firstFromParents >= 3, qPrintable(QString::number(firstFromParents)));
    QVERIFY(largest.parentIndex.parents > 0);
    // Indexed after the first round that changed at most one entry in a
    // hundred.
    auto changesOf = [&](int round) { return largest.roundStats[static_cast<std::size_t>(round - 1)].changes; };
    QVERIFY(changesOf(firstFromParents - 1) * 100 <= largest.entries);
    QVERIFY(changesOf(firstFromParents - 2) * 100 > largest.entries);
    for (int r = 1; r <= largest.rounds(); ++r)
        QCOMPARE(largest.roundStats[static_cast<std::size_t>(r - 1)].fromParents, r >= firstFromParents);
    // The index's progress comes as the start of the first round that uses
    // it, rising through the level's positions (one thread: every report
    // comes through).
    std::size_t indexing = 0;
    std::uint64_t indexedSoFar = 0;
    for (std::size_t i = 0; i < solving.size(); ++i) {
        if (!solving[i].indexingParents)
            continue;
        QCOMPARE(solving[i].round, firstFromParents);
        QVERIFY(i > 0 && solving[i - 1].round == firstFromParents - 1 + (indexing > 0 ? 1 : 0));
        QVERIFY(solving[i].done >= indexedSoFar && solving[i].done <= solving[i].total);
        indexedSoFar = solving[i].done;
        ++indexing;
    }
    QVERIFY(indexing >= 2);
    QCOMPARE(indexedSoFar, largest.entries);

    const std::uint64_t inMemoryPeak = estimateBuild(tableRules, holes, seeds).peakMemoryBytes;
    const BuildReport scratch =
        buildTables(spilled.path(), tableRules, holes, seeds, 1, nullptr, {}, inMemoryPeak - 1, anySize);
    QCOMPARE(scratch.status, BuildStatus::Finished);
    QVERIFY(scratch.levels.back().scratchBytes > 0);
    // (A scratch file is read backwards every other round: other rounds.)
    QVERIFY(scratch.levels.back().parentIndex.beforeRound > 1);
    const BuildReport noIndex = buildTables(tight.path(), tableRules, holes, seeds, 2, nullptr, {}, 1, anySize);
    QCOMPARE(noIndex.status, BuildStatus::Finished);
    for (const LevelStats &level : noIndex.levels) {
        QCOMPARE(level.parentIndex.beforeRound, 0);
        for (const RoundStats &round : level.roundStats)
            QVERIFY(!round.fromParents);
    }

    std::atomic<bool> cancel{false};
    const BuildReport cancelled = buildTables(
        resumed.path(), tableRules, holes, seeds, 1, &cancel,
        [&](const BuildProgress &p) {
            if (p.seeds == seeds && p.phase == BuildPhase::Solving && p.round > firstFromParents)
                cancel = true;
        },
        0, anySize);
    QCOMPARE(cancelled.status, BuildStatus::Cancelled);
    QCOMPARE(static_cast<int>(cancelled.levels.size()), seeds - 1);
    QCOMPARE(leftInTablesFolder(resumed.path()).size(), seeds - 1);
    cancel = false;
    QCOMPARE(buildTables(resumed.path(), tableRules, holes, seeds, 2, nullptr, {}, 0, anySize).status,
             BuildStatus::Finished);
    // Cancelled halfway through the index: it stops there, at once.
    bool reportedAfterCancel = false;
    const BuildReport cancelledIndexing = buildTables(
        resumedFromIndex.path(), tableRules, holes, seeds, 1, &cancel,
        [&](const BuildProgress &p) {
            reportedAfterCancel |= cancel;
            if (p.seeds == seeds && p.indexingParents && 2 * p.done >= p.total)
                cancel = true;
        },
        0, anySize);
    QCOMPARE(cancelledIndexing.status, BuildStatus::Cancelled);
    QVERIFY(!reportedAfterCancel);
    QCOMPARE(static_cast<int>(cancelledIndexing.levels.size()), seeds - 1);
    cancel = false;
    QCOMPARE(buildTables(resumedFromIndex.path(), tableRules, holes, seeds, 2, nullptr, {}, 0, anySize).status,
             BuildStatus::Finished);
    // A user's build leaves levels this small to walk their moves.
    for (const LevelStats &level : buildTables(plain.path(), tableRules, holes, seeds).levels)
        QCOMPARE(level.parentIndex.beforeRound, 0);

    for (int k = 1; k <= seeds; ++k) {
        const QByteArray expected = readAll(tablePath(inMemory.path(), tableRules, holes, k));
        for (const QTemporaryDir *dir : {&spilled, &tight, &resumed, &resumedFromIndex, &plain})
            QVERIFY2(readAll(tablePath(dir->path(), tableRules, holes, k)) == expected,
                     qPrintable(QStringLiteral("level %1 in %2").arg(k).arg(dir->path())));
    }
}

QTEST_APPLESS_MAIN(TestTableBuild)
#include "tst_tablebuild.moc"
