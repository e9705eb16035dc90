// The proof search and solve() against the endgame tables.
//
// The tables hold, for every position, the values of the two history-free
// games the proof search plays (a position coming back is a failure for
// the prover), so on boards small enough for it to finish, every answer of
// the proof search is known: the mover forces exactly the table's lower
// bound, the opponent exactly the seeds above its upper bound. The tables
// themselves are checked against an independent fixed point and a
// full-history brute-force solver in tst_tablebuild, and the search with
// the history against that solver in tst_solver_bruteforce.

#include "engineutil.h"
#include "tableutil.h"

#include "hoyito/notation.h"
#include "hoyito/solver.h"
#include "hoyito/tables.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace hoyito;
using namespace hoyito::solver;
using namespace hoyito::tables;

namespace {

BuildReport build(const QString &dir, TableRules rules, int n, int k)
{
    BuildOptions options;
    options.rules = rules;
    options.holesPerRow = n;
    options.maxSeeds = k;
    options.directory = dir.toStdString();
    return buildTables(options);
}

// A position of the tables' rules: board `rank` of level k, the mover and,
// for a fixed taker, who takes the last four; captured seeds as given.
Position tablePosition(TableRules rules, int n, int k, std::uint64_t rank, Player mover, bool takerIsMover,
                       std::array<std::int16_t, 2> scores)
{
    Position pos;
    pos.rules = rulesFor(rules, n, takerIsMover);
    boardUnrank(rank, n, k, pos.seeds.data());
    if (mover == Player::North) {
        // The table's boards have South to move: turn the board round.
        Position turned = pos;
        for (int h = 0; h < 2 * n; ++h)
            turned.seeds[h] = pos.seeds[(h + n) % (2 * n)];
        pos.seeds = turned.seeds;
        if (rules == TableRules::HoyitoIIIFixed)
            pos.rules.lastFourTaker = takerIsMover ? LastFourTaker::North : LastFourTaker::South;
    }
    pos.toMove = mover;
    pos.scores = scores;
    return pos;
}

QString answerName(Answer a)
{
    return a == Answer::Yes  ? QStringLiteral("yes")
           : a == Answer::No ? QStringLiteral("no")
                             : QStringLiteral("unknown");
}

} // namespace

class TestSolver : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void proofsMatchTheTables_data();
    void proofsMatchTheTables();
    void solveReachesTheTablesFromAbove();
    void proofsAreMeasured();
    void proofsAreKeptForCertificates();
    void limitsStopTheProofSearch();
};

void TestSolver::proofsMatchTheTables_data()
{
    QTest::addColumn<int>("rules");
    QTest::addColumn<int>("holes");
    QTest::addColumn<int>("seeds");
    QTest::addColumn<int>("perLevel");
    QTest::addColumn<bool>("lowerTables");
    for (const TableRules rules : {TableRules::HoyitoII, TableRules::HoyitoIIICapturer, TableRules::HoyitoIIIFixed}) {
        for (const bool lowerTables : {false, true}) {
            const QByteArray name = QByteArray::fromStdString(tableRulesName(rules));
            const char *with = lowerTables ? "with the levels below" : "alone";
            QTest::addRow("%s 2x3 up to 12, %s", name.constData(), with)
                << static_cast<int>(rules) << 3 << 12 << 400 << lowerTables;
            QTest::addRow("%s 2x4 up to 10, %s", name.constData(), with)
                << static_cast<int>(rules) << 4 << 10 << 40 << lowerTables;
        }
    }
}

// For sampled positions of every level: the mover forces the table's lower
// bound and not one seed more, the opponent the seeds above the upper bound
// and not one more. One search answers all the questions of a level, so
// what it keeps from one question must not mislead the next. Each question
// gets a minute: a search that ran away fails the test instead of hanging.
void TestSolver::proofsMatchTheTables()
{
    QFETCH(int, rules);
    QFETCH(int, holes);
    QFETCH(int, seeds);
    QFETCH(int, perLevel);
    QFETCH(bool, lowerTables);
    const auto tableRules = static_cast<TableRules>(rules);
    QTemporaryDir full;
    QTemporaryDir lower;
    QVERIFY(full.isValid() && lower.isValid());
    QCOMPARE(build(full.path(), tableRules, holes, seeds).status, BuildStatus::Finished);
    const Tables tables = Tables::open(full.path().toStdString(), tableRules, holes);
    QCOMPARE(tables.maxSeeds(), seeds);
    std::mt19937_64 random(static_cast<std::uint64_t>(rules * 100 + holes));
    int asked = 0;
    int searched = 0;
    for (int k = 1; k <= seeds; ++k) {
        std::optional<Tables> below;
        if (lowerTables) {
            QVERIFY(test::copyLevelsBelow(full.path(), lower.path(), tableRules, holes, k));
            below = Tables::open(lower.path().toStdString(), tableRules, holes);
            QCOMPARE(below->maxSeeds(), k - 1);
        }
        ProofSearch search(below ? &*below : nullptr, 16);
        const std::uint64_t boards = boardCount(holes, k);
        const std::uint64_t count = std::min<std::uint64_t>(boards, static_cast<std::uint64_t>(perLevel));
        for (std::uint64_t i = 0; i < count; ++i) {
            const std::uint64_t rank = boards == count ? i : random() % boards;
            const Player mover = random() % 2 ? Player::South : Player::North;
            const bool takerIsMover = random() % 2;
            const int room = kSeedsPerHole * 2 * holes - k;
            const auto south = static_cast<std::int16_t>(random() % (room + 1));
            const auto north = static_cast<std::int16_t>(random() % (room - south + 1));
            const Position pos = tablePosition(tableRules, holes, k, rank, mover, takerIsMover, {south, north});
            const auto b = tables.probe(pos);
            QVERIFY(b);
            const std::uint64_t before = search.totalNodes();
            auto check = [&](Player prover, int target, Answer expected) {
                const Answer got =
                    search.forces(pos, prover, target, ProofLimits{Clock::now() + std::chrono::minutes(1), 0, nullptr});
                QVERIFY2(got == expected, qPrintable(QStringLiteral("%1, bounds %2-%3: %4 forces %5? %6, not %7")
                                                         .arg(QString::fromStdString(positionText(pos)))
                                                         .arg(b->lower)
                                                         .arg(b->upper)
                                                         .arg(prover == mover ? u"the mover" : u"the opponent")
                                                         .arg(target)
                                                         .arg(answerName(got), answerName(expected))));
                ++asked;
            };
            check(mover, b->lower, Answer::Yes);
            if (b->lower < k)
                check(mover, b->lower + 1, Answer::No);
            check(opponent(mover), k - b->upper, Answer::Yes);
            if (b->upper > 0)
                check(opponent(mover), k - b->upper + 1, Answer::No);
            searched += search.totalNodes() > before;
        }
    }
    // Most questions need a search: the tables below answer only captures.
    QVERIFY2(searched > asked / 8, qPrintable(QStringLiteral("%1 of %2").arg(searched).arg(asked)));
}

// From a level above the tables, solve() proves by search what the level's
// own table holds (the same games), then narrows on with the history: the
// bounds only narrow, and end inside the table's (exactly on them without
// the history).
void TestSolver::solveReachesTheTablesFromAbove()
{
    for (const TableRules rules : {TableRules::HoyitoII, TableRules::HoyitoIIICapturer}) {
        QTemporaryDir full;
        QTemporaryDir lower;
        QVERIFY(full.isValid() && lower.isValid());
        QCOMPARE(build(full.path(), rules, 3, 12).status, BuildStatus::Finished);
        QVERIFY(test::copyLevelsBelow(full.path(), lower.path(), rules, 3, 9));
        const Tables all = Tables::open(full.path().toStdString(), rules, 3);
        const Tables eight = Tables::open(lower.path().toStdString(), rules, 3);
        QCOMPARE(eight.maxSeeds(), 8);
        std::mt19937_64 random(5);
        int proofSteps = 0;
        for (const int k : {10, 11, 12}) {
            for (int i = 0; i < 8; ++i) {
                // The history, which may take all the time it has, for a few.
                const bool history = i == 0;
                const Position pos = tablePosition(rules, 3, k, random() % boardCount(3, k),
                                                   random() % 2 ? Player::South : Player::North, true, {0, 0});
                const Bounds table = *all.probe(pos);
                SolveOptions options;
                options.tables = &eight;
                options.seconds = history ? 2 : 60;
                options.megabytes = 16;
                options.history = history;
                std::vector<SolveStep> steps;
                options.progress = [&](const SolveStep &step) { steps.push_back(step); };
                const SolveResult result = solve(pos, options);
                const QString text = QString::fromStdString(positionText(pos));
                QVERIFY(!steps.empty());
                QVERIFY(steps.front().how == SolveSource::Start);
                QCOMPARE(steps.front().bounds, (Bounds{0, k}));
                Bounds afterProofs = steps.front().bounds;
                for (std::size_t s = 1; s < steps.size(); ++s) {
                    const Bounds was = steps[s - 1].bounds;
                    const Bounds now = steps[s].bounds;
                    QVERIFY2(now.lower >= was.lower && now.upper <= was.upper && !(now == was), qPrintable(text));
                    if (steps[s].how == SolveSource::Proof) {
                        QVERIFY2(steps[s - 1].how != SolveSource::History, qPrintable(text));
                        QVERIFY(steps[s].proofNodes > 0 || now.lower == 0 || now.upper == k);
                        afterProofs = now;
                        ++proofSteps;
                    }
                }
                QVERIFY2(afterProofs == table,
                         qPrintable(QStringLiteral("%1: proofs reached %2-%3, the table holds %4-%5")
                                        .arg(text)
                                        .arg(afterProofs.lower)
                                        .arg(afterProofs.upper)
                                        .arg(table.lower)
                                        .arg(table.upper)));
                QVERIFY(history || result.bounds == table);
                QCOMPARE(result.bounds, steps.back().bounds);
                QVERIFY(result.bounds.lower >= table.lower && result.bounds.upper <= table.upper);
                QCOMPARE(result.solved, result.bounds.exact());
            }
        }
        QVERIFY(proofSteps > 10);
    }
}

// A proof's size and length are those of the proof checked: nothing for an
// answer the tables give at once, at least the turn played otherwise.
void TestSolver::proofsAreMeasured()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QCOMPARE(build(dir.path(), TableRules::HoyitoII, 6, 8).status, BuildStatus::Finished);
    const Tables tables = Tables::open(dir.path().toStdString(), TableRules::HoyitoII, 6);
    ProofSearch search(&tables, 16);
    // Eight seeds: in the tables.
    const Position inTables = test::positionFromText("II:6:S:1,0,0,2,0,1,0,3,0,0,1,0:20:20");
    const Bounds b = *tables.probe(inTables);
    QCOMPARE(search.forces(inTables, Player::South, b.lower), Answer::Yes);
    QCOMPARE(search.lastStats().proofNodes, 0u);
    QCOMPARE(search.lastStats().nodes, 0u);
    // Twelve seeds, South to move: f makes a four in A and takes it, and
    // South plays again with eight seeds left (in the tables).
    const Position above = test::positionFromText("II:6:S:0,0,0,0,0,1,3,2,2,1,1,2:18:18");
    QCOMPARE(search.forces(above, Player::South, 4, {Clock::time_point::max(), 100000, nullptr}), Answer::Yes);
    QVERIFY(search.lastStats().nodes >= 1);
    QVERIFY(search.lastStats().proofNodes >= 1);
    QVERIFY(search.lastStats().proofTurns >= 1);
    QVERIFY(search.totalNodes() >= search.lastStats().nodes);
}

// With setKeepProofs a Yes keeps the proof it checked, as a certificate
// writes it: the root first, each position once, the prover's move at its
// own positions and none at the opponent's, the table leaves apart with the
// tables' bounds; a No or a search without it keeps none.
void TestSolver::proofsAreKeptForCertificates()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QCOMPARE(build(dir.path(), TableRules::HoyitoII, 6, 8).status, BuildStatus::Finished);
    const Tables tables = Tables::open(dir.path().toStdString(), TableRules::HoyitoII, 6);
    const Position above = test::positionFromText("II:6:S:0,0,0,0,0,1,3,2,2,1,1,2:18:18");
    const ProofLimits limits{Clock::time_point::max(), 100000, nullptr};
    ProofSearch search(&tables, 16);
    QCOMPARE(search.forces(above, Player::South, 4, limits), Answer::Yes);
    QVERIFY(search.lastProof().nodes.empty());
    search.setKeepProofs(true);
    QCOMPARE(search.forces(above, Player::South, 4, limits), Answer::Yes);
    const Proof &proof = search.lastProof();
    QCOMPARE(proof.prover, Player::South);
    QCOMPARE(proof.target, 4);
    QCOMPARE(proof.nodes.size(), search.lastStats().proofNodes);
    QVERIFY(proof.nodes.front().pos == above);
    for (const ProofNode &node : proof.nodes) {
        QCOMPARE(node.move.has_value(), node.pos.toMove == Player::South);
        if (node.move)
            QCOMPARE(checkMove(node.pos, *node.move), MoveError::None);
    }
    // South's 4 is the capture's alone; North's 8 (South at most 4) rests on
    // the tables after it.
    QCOMPARE(search.forces(above, Player::North, 8, limits), Answer::Yes);
    QCOMPARE(search.lastProof().prover, Player::North);
    QVERIFY(!search.lastProof().tableLeaves.empty());
    for (const ProofTableLeaf &leaf : search.lastProof().tableLeaves)
        QVERIFY(tables.probe(leaf.pos) == leaf.bounds);
    // Without tables, from the opening: every leaf by the rules.
    ProofSearch free(nullptr, 16);
    free.setKeepProofs(true);
    const Position opening = Position::initial(Rules{});
    QCOMPARE(free.forces(opening, Player::South, 4, limits), Answer::Yes);
    QVERIFY(!free.lastProof().nodes.empty());
    QVERIFY(free.lastProof().tableLeaves.empty());
    QCOMPARE(free.forces(opening, Player::South, 48, limits), Answer::No);
    QVERIFY(free.lastProof().nodes.empty());
}

// A question that needs more than the limits allow ends as Unknown, at
// once for a stop flag already set. (From the opening South can make sure
// of 4 seeds within a few thousand positions, and North of 32, but 12 for
// South or 40 for North take far more.)
void TestSolver::limitsStopTheProofSearch()
{
    const Position opening = Position::initial(Rules{});
    ProofSearch search(nullptr, 16);
    QCOMPARE(search.forces(opening, Player::South, 12, {Clock::time_point::max(), 2000, nullptr}), Answer::Unknown);
    QVERIFY(search.lastStats().nodes >= 2000 && search.lastStats().nodes < 4000);
    const std::atomic<bool> stop{true};
    QCOMPARE(search.forces(opening, Player::North, 40, {Clock::time_point::max(), 0, &stop}), Answer::Unknown);
    QCOMPARE(search.lastStats().nodes, 0u);
    const auto start = Clock::now();
    QCOMPARE(search.forces(opening, Player::North, 40, {start + std::chrono::milliseconds(200), 0, nullptr}),
             Answer::Unknown);
    // The clock is read every 1,024 positions: well under a second late.
    QVERIFY(Clock::now() - start < std::chrono::seconds(5));
}

QTEST_APPLESS_MAIN(TestSolver)
#include "tst_solver.moc"
