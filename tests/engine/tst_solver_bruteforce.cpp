// The search with the game's history, and solve(), against the brute-force
// solver over full histories of tests/support (tablereference.h), on 2x3
// boards small enough for it to finish (hoyito-cli solve against it:
// tests/cli/tst_solver_cli).

#include "tablereference.h"
#include "tableutil.h"

#include "hoyito/notation.h"
#include "hoyito/solver.h"
#include "hoyito/tables.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <random>

using namespace hoyito;
using namespace hoyito::tables;
using namespace hoyito::test;

class TestSolverBruteForce : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void historyMatchesTheBruteForce_data();
    void historyMatchesTheBruteForce();
};

void TestSolverBruteForce::historyMatchesTheBruteForce_data()
{
    QTest::addColumn<int>("rules");
    for (const TableRules rules : {TableRules::HoyitoII, TableRules::HoyitoIIICapturer, TableRules::HoyitoIIIFixed})
        QTest::newRow(tableRulesName(rules).c_str()) << static_cast<int>(rules);
}

// The solver's search with the history (alone, and with the proof search
// asked first after each capture) and solve() against the brute-force
// solver, on 2x3 positions of 9 and 10 seeds (no bounds meet there),
// the solver given the tables of the levels below only. The history search
// is exponential in the quiet cycles, and the brute-force solver is helped
// by the position's own level to order its moves: a question may stay open
// within its budget, but every answer must be right, and most are given.
// One search of each kind answers all the questions of a level, so what it
// keeps must not mislead.
void TestSolverBruteForce::historyMatchesTheBruteForce()
{
    QFETCH(int, rules);
    const auto tableRules = static_cast<TableRules>(rules);
    QTemporaryDir full;
    QVERIFY(full.isValid());
    QCOMPARE(buildTables(full.path(), tableRules, 3, 12).status, BuildStatus::Finished);
    const Tables all = Tables::open(full.path().toStdString(), tableRules, 3);
    BruteForce bruteForce(BruteForce::kPositionBudget, all);
    const auto levels = allPositions(tableRules, 3, 12);
    std::mt19937 random(13);
    constexpr int kPerLevel = 8;
    constexpr std::uint64_t kQuestionBudget = 200'000;
    auto limits = [] { return solver::ProofLimits{solver::Clock::time_point::max(), kQuestionBudget, nullptr}; };
    constexpr int kTried = 400; // the brute-force solver finishes a few in a hundred
    int asked = 0;
    int answered = 0;
    int compared = 0;
    int solvedCount = 0;
    for (int k = 9; k <= 10; ++k) {
        QTemporaryDir lower;
        QVERIFY(lower.isValid());
        QCOMPARE(buildTables(lower.path(), tableRules, 3, k - 1).status, BuildStatus::Finished);
        const Tables below = Tables::open(lower.path().toStdString(), tableRules, 3);
        QCOMPARE(below.maxSeeds(), k - 1);
        solver::ProofSearch proofs(&below, 16);
        solver::HistorySearch historyAlone(&below);
        solver::HistorySearch historyWithProofs(&below, &proofs);
        std::vector<Position> positions = levels[k];
        std::shuffle(positions.begin(), positions.end(), random);
        positions.resize(std::min<std::size_t>(positions.size(), kTried));
        int comparedHere = 0;
        for (const Position &pos : positions) {
            if (comparedHere == kPerLevel)
                break;
            const Bounds b = *all.probe(pos);
            QVERIFY(!b.exact());
            const auto v = bruteForce.value(pos, b.lower - 1, b.upper + 1);
            if (!v)
                continue;
            const QByteArray text = QByteArray::fromStdString(positionText(pos));
            auto expect = [&](solver::Answer got, solver::Answer right) {
                ++asked;
                answered += got != solver::Answer::Unknown;
                return got == right || got == solver::Answer::Unknown;
            };
            for (solver::HistorySearch *history : {&historyAlone, &historyWithProofs}) {
                QVERIFY2(expect(history->atLeast(pos, *v, {0, k}, limits()), solver::Answer::Yes), text.constData());
                if (*v < k)
                    QVERIFY2(expect(history->atLeast(pos, *v + 1, {0, k}, limits()), solver::Answer::No),
                             text.constData());
            }
            solver::SolveOptions options;
            options.tables = &below;
            options.megabytes = 16;
            options.seconds = 2;
            const solver::SolveResult result = solver::solve(pos, options);
            QVERIFY2(result.bounds.lower <= *v && *v <= result.bounds.upper, text.constData());
            solvedCount += result.solved;
            ++comparedHere;
        }
        QVERIFY(comparedHere >= 3);
        compared += comparedHere;
    }
    qInfo("%d positions: %d of %d questions answered, %d solved", compared, answered, asked, solvedCount);
    QVERIFY(answered * 4 >= asked * 3);
    // solve() stops by the clock: how many it settles depends on the load.
    QVERIFY(solvedCount >= 1);
    // Hoyito I passes the turn after a capture, which the history search
    // does not follow: it leaves the question open.
    Position hoyitoI = levels[9].front();
    hoyitoI.rules.variant = Variant::I;
    solver::HistorySearch history(nullptr);
    QVERIFY(history.atLeast(hoyitoI, 1, {0, 9}, limits()) == solver::Answer::Unknown);
}

QTEST_APPLESS_MAIN(TestSolverBruteForce)
#include "tst_solver_bruteforce.moc"
