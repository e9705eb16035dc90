// Endgame tables against an independent solver, and the table files.
//
// The brute-force solver here shares nothing with the table code but the
// rules (playTurn): it plays out full histories under RULES.md 6.2 (the
// third occurrence of a position, or 200 turns without a capture, ends the
// game with each taking their own row). A capture makes every earlier
// position unreachable (fewer seeds), so the history it keeps is the
// positions since the last capture, and the value of a position just after
// a capture depends on the position alone (memoised).

#include "clirun.h"

#include "hoyito/notation.h"
#include "hoyito/solver.h"
#include "hoyito/tablebase.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <map>
#include <random>

using namespace hoyito;
using namespace hoyito::tablebase;

namespace {

using Board = std::array<std::uint8_t, kMaxHoles>;

class BruteForce {
public:
    // The tables only order the moves (the best-looking first, so proofs are
    // short); the values come from the search alone.
    BruteForce(long long nodeBudget, const Tablebase &order)
        : m_budget(nodeBudget)
        , m_order(order)
    {
    }

    // Alpha-beta (fail-soft) over the seeds pos's mover wins from the board
    // with perfect play, for a game that starts at pos: a result strictly
    // inside (alpha, beta) is the value, one at or below alpha an upper
    // bound, one at or above beta a lower bound. Nothing if the node budget
    // ran out.
    std::optional<int> value(const Position &pos, int alpha, int beta)
    {
        m_nodes = 0;
        const int v = fresh(pos, alpha, beta);
        if (m_nodes > m_budget)
            return std::nullopt;
        return v;
    }

    long long totalNodes() const { return m_total; }

private:
    struct Key {
        Board seeds;
        Player toMove;
        LastFourTaker taker;
        auto operator<=>(const Key &) const = default;
    };
    struct Known {
        int low;
        int high;
    };

    // A position just after a capture (or a root): its value depends on the
    // position alone, so what earlier searches proved about it is kept.
    int fresh(const Position &pos, int alpha, int beta)
    {
        const Key key{pos.seeds, pos.toMove, pos.rules.lastFourTaker};
        const int k = pos.seedsOnBoard();
        Known known = m_fresh.contains(key) ? m_fresh[key] : Known{0, k};
        if (known.low == known.high || known.low >= beta)
            return known.low;
        if (known.high <= alpha)
            return known.high;
        const int a = std::max(alpha, known.low - 1);
        const int b = std::min(beta, known.high + 1);
        std::vector<Position> history{pos};
        const int v = search(pos, history, a, b);
        if (m_nodes > m_budget)
            return 0;
        if (v <= a)
            known.high = std::min(known.high, v);
        else if (v >= b)
            known.low = std::max(known.low, v);
        else
            known = {v, v};
        m_fresh[key] = known;
        return v;
    }

    // `history` holds the positions since the last capture, pos last.
    int search(const Position &pos, std::vector<Position> &history, int alpha, int beta)
    {
        ++m_nodes;
        ++m_total;
        if (m_nodes > m_budget)
            return 0;
        const Player mover = pos.toMove;
        const int k = pos.seedsOnBoard();
        int best = -1;
        std::vector<Move> moves = legalMoves(pos);
        std::vector<std::pair<int, Move>> ranked;
        for (const Move move : moves) {
            const auto b = moveBounds(m_order, pos, move);
            ranked.emplace_back(b ? -(b->lower + b->upper) : 0, move);
        }
        std::stable_sort(ranked.begin(), ranked.end(), [](const auto &x, const auto &y) { return x.first < y.first; });
        for (const auto &[rank, move] : ranked) {
            Position child = pos;
            const TurnSummary turn = playTurn(child, move);
            int v = 0;
            if (child.isOver()) {
                v = finalScores(child)[index(mover)] - pos.scores[index(mover)];
            } else if (turn.captured > 0) {
                const int won = child.scores[index(mover)] - pos.scores[index(mover)];
                v = won + fresh(child, alpha - won, beta - won);
            } else {
                const auto seen = std::count_if(history.begin(), history.end(),
                                                [&](const Position &p) { return p.sameBoardAndMover(child); });
                // history.size() turns without a capture, this one included.
                if (seen + 1 >= kRepetitionLimit || static_cast<int>(history.size()) >= kNoCaptureTurnLimit) {
                    v = child.seedsInRow(mover);
                } else {
                    history.push_back(child);
                    v = k - search(child, history, k - beta, k - alpha);
                    history.pop_back();
                }
            }
            best = std::max(best, v);
            alpha = std::max(alpha, v);
            if (alpha >= beta)
                break;
        }
        return best;
    }

    long long m_budget;
    const Tablebase &m_order;
    long long m_nodes = 0;
    long long m_total = 0;
    std::map<Key, Known> m_fresh;
};

// The two bounds as the least and greatest solutions of their equations,
// computed here apart from the table code: positions with either player to
// move (no turning round), kept in a map, and plain full passes until
// nothing changes.
class FixedPoint {
public:
    struct Key {
        Board seeds;
        Player toMove;
        LastFourTaker taker;
        auto operator<=>(const Key &) const = default;
    };

    void addLevel(const std::vector<Position> &positions)
    {
        struct Node {
            int constant = 0;
            bool exact = false;
            std::vector<int> upperConstants;
            std::vector<Key> quiet;
        };
        std::vector<Node> nodes(positions.size());
        for (std::size_t i = 0; i < positions.size(); ++i) {
            const Position &pos = positions[i];
            const Player mover = pos.toMove;
            Node &node = nodes[i];
            for (const Move move : legalMoves(pos)) {
                Position child = pos;
                const TurnSummary turn = playTurn(child, move);
                if (child.isOver()) {
                    node.constant = std::max(node.constant, finalScores(child)[index(mover)]);
                } else if (turn.captured > 0) {
                    const Bounds b = m_values.at(keyOf(child));
                    node.constant = std::max(node.constant, turn.captured + b.lower);
                    node.upperConstants.push_back(turn.captured + b.upper);
                } else if (move.isPass() && legalMoves(child).front().isPass()) {
                    Position end = child;
                    playTurn(end, Move::pass());
                    node.constant = finalScores(end)[index(mover)];
                    node.exact = true;
                } else {
                    node.quiet.push_back(keyOf(child));
                }
            }
        }
        const int k = positions.front().seedsOnBoard();
        for (const Position &pos : positions)
            m_values[keyOf(pos)] = Bounds{0, k};
        for (bool changed = true; changed;) {
            changed = false;
            std::vector<Bounds> next(positions.size());
            for (std::size_t i = 0; i < positions.size(); ++i) {
                const Node &node = nodes[i];
                Bounds b{node.constant, node.constant};
                for (const int upper : node.upperConstants)
                    b.upper = std::max(b.upper, upper);
                if (!node.exact) {
                    for (const Key &child : node.quiet) {
                        const Bounds c = m_values.at(child);
                        b.lower = std::max(b.lower, k - c.upper);
                        b.upper = std::max(b.upper, k - c.lower);
                    }
                }
                next[i] = b;
            }
            for (std::size_t i = 0; i < positions.size(); ++i) {
                Bounds &held = m_values[keyOf(positions[i])];
                changed = changed || !(held == next[i]);
                held = next[i];
            }
        }
    }

    Bounds at(const Position &pos) const { return m_values.at(keyOf(pos)); }

private:
    static Key keyOf(const Position &pos) { return {pos.seeds, pos.toMove, pos.rules.lastFourTaker}; }

    std::map<Key, Bounds> m_values;
};

// Every board of 2 x n holes with k seeds, in the test's own order.
void forEachBoard(int n, int k, const std::function<void(const Board &)> &visit)
{
    Board board{};
    std::function<void(int, int)> fill = [&](int hole, int left) {
        if (hole == 2 * n - 1) {
            board[hole] = static_cast<std::uint8_t>(left);
            visit(board);
            return;
        }
        for (int s = 0; s <= left; ++s) {
            board[hole] = static_cast<std::uint8_t>(s);
            fill(hole + 1, left - s);
        }
    };
    fill(0, k);
}

Rules rulesOf(TableRules rules, int n, LastFourTaker taker)
{
    Rules r;
    r.holesPerRow = n;
    r.variant = rules == TableRules::HoyitoII ? Variant::II : Variant::III;
    r.lastFourTaker = rules == TableRules::HoyitoIIIFixed ? taker : LastFourTaker::Capturer;
    return r;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

QString tablePath(const QString &dir, TableRules rules, int n, int k)
{
    return dir + QLatin1Char('/') + QString::fromStdString(tableFileName(rules, n, k));
}

BuildReport build(const QString &dir, TableRules rules, int n, int k, int threads = 2,
                  const std::atomic<bool> *cancel = nullptr, std::function<void(const BuildProgress &)> progress = {},
                  std::uint64_t memoryBudget = 0)
{
    BuildOptions options;
    options.rules = rules;
    options.holesPerRow = n;
    options.maxSeeds = k;
    options.directory = dir.toStdString();
    options.threads = threads;
    options.cancel = cancel;
    options.progress = std::move(progress);
    options.progressInterval = 0;
    options.memoryBudget = memoryBudget;
    return buildTables(options);
}

// The bounds a legal move leads to, worked out here from the child's probe.
std::optional<Bounds> boundsAfter(const Tablebase &tables, const Position &pos, Move move)
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

constexpr long long kPositionBudget = 10000;
constexpr long long kRowBudget = 3'000'000;
constexpr std::size_t kSample = 150;

using Run = test::CliRun;
using test::runCli;

} // namespace

class TestTablebase : public QObject {
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
    void cliBuildAndProbe();
    void cliBuildStopsOnInterrupt();
    void historyMatchesTheBruteForce_data();
    void historyMatchesTheBruteForce();
    void cliSolve();
};

void TestTablebase::rankIsABijection_data()
{
    QTest::addColumn<int>("holes");
    QTest::addColumn<int>("seeds");
    QTest::newRow("2x3 k=9") << 3 << 9;
    QTest::newRow("2x6 k=7") << 6 << 7;
    QTest::newRow("2x12 k=3") << 12 << 3;
}

void TestTablebase::rankIsABijection()
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

// Every position with 1..seeds seeds, either player to move, each taker.
std::vector<std::vector<Position>> allPositions(TableRules rules, int holes, int seeds)
{
    const std::vector<LastFourTaker> takers = rules == TableRules::HoyitoIIIFixed
                                                  ? std::vector{LastFourTaker::South, LastFourTaker::North}
                                                  : std::vector{LastFourTaker::Capturer};
    std::vector<std::vector<Position>> levels(seeds + 1);
    for (int k = 1; k <= seeds; ++k)
        for (const LastFourTaker taker : takers)
            forEachBoard(holes, k, [&](const Board &board) {
                for (const Player mover : {Player::South, Player::North}) {
                    Position pos;
                    pos.rules = rulesOf(rules, holes, taker);
                    pos.seeds = board;
                    pos.toMove = mover;
                    levels[k].push_back(pos);
                }
            });
    return levels;
}

} // namespace

void TestTablebase::tablesAreTheFixedPoint_data()
{
    addCases({{TableRules::HoyitoII, 3, 12},
              {TableRules::HoyitoIIICapturer, 3, 12},
              {TableRules::HoyitoIIIFixed, 3, 12},
              {TableRules::HoyitoII, 4, 8},
              {TableRules::HoyitoIIICapturer, 4, 8},
              {TableRules::HoyitoIIIFixed, 4, 8},
              {TableRules::HoyitoII, 6, 6}});
}

void TestTablebase::tablesAreTheFixedPoint()
{
    QFETCH(int, rules);
    QFETCH(int, holes);
    QFETCH(int, seeds);
    const auto tableRules = static_cast<TableRules>(rules);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QCOMPARE(build(dir.path(), tableRules, holes, seeds).status, BuildStatus::Finished);
    const Tablebase tables = Tablebase::open(dir.path().toStdString(), tableRules, holes);
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

void TestTablebase::filesHoldTheFixedPointBytes_data()
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
void TestTablebase::filesHoldTheFixedPointBytes()
{
    QFETCH(int, rules);
    QFETCH(int, holes);
    QFETCH(int, seeds);
    const auto tableRules = static_cast<TableRules>(rules);
    QTemporaryDir inMemory;
    QTemporaryDir spilled;
    QVERIFY(inMemory.isValid() && spilled.isValid());
    const BuildReport kept = build(inMemory.path(), tableRules, holes, seeds);
    QCOMPARE(kept.status, BuildStatus::Finished);
    const BuildReport scratch = build(spilled.path(), tableRules, holes, seeds, 2, nullptr, {}, 1);
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
    const QStringList left = QDir(spilled.path()).entryList(QDir::Files | QDir::Hidden);
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

void TestTablebase::boundsHoldTheTrueValue_data()
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
void TestTablebase::boundsHoldTheTrueValue()
{
    QFETCH(int, rules);
    QFETCH(int, holes);
    QFETCH(int, seeds);
    const auto tableRules = static_cast<TableRules>(rules);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QCOMPARE(build(dir.path(), tableRules, holes, seeds).status, BuildStatus::Finished);
    const Tablebase tables = Tablebase::open(dir.path().toStdString(), tableRules, holes);
    QCOMPARE(tables.maxSeeds(), seeds);

    BruteForce solver(kPositionBudget, tables);
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

void TestTablebase::probesFollowFromMoves_data()
{
    QTest::addColumn<int>("rules");
    QTest::addColumn<int>("holes");
    QTest::addColumn<int>("seeds");
    QTest::newRow("II 2x6") << static_cast<int>(TableRules::HoyitoII) << 6 << 12;
    QTest::newRow("III-capturer 2x6") << static_cast<int>(TableRules::HoyitoIIICapturer) << 6 << 10;
    QTest::newRow("III-fixed 2x6") << static_cast<int>(TableRules::HoyitoIIIFixed) << 6 << 10;
    QTest::newRow("II 2x12") << static_cast<int>(TableRules::HoyitoII) << 12 << 5;
}

void TestTablebase::probesFollowFromMoves()
{
    QFETCH(int, rules);
    QFETCH(int, holes);
    QFETCH(int, seeds);
    const auto tableRules = static_cast<TableRules>(rules);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QCOMPARE(build(dir.path(), tableRules, holes, seeds).status, BuildStatus::Finished);
    const Tablebase tables = Tablebase::open(dir.path().toStdString(), tableRules, holes);
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

void TestTablebase::unsupportedPositionsAreNotInTheTable()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QCOMPARE(build(dir.path(), TableRules::HoyitoII, 4, 6).status, BuildStatus::Finished);
    const Tablebase tables = Tablebase::open(dir.path().toStdString(), TableRules::HoyitoII, 4);
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

void TestTablebase::corruptFilesAreRefusedAndRebuilt()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const TableRules rules = TableRules::HoyitoIIIFixed;
    QCOMPARE(build(dir.path(), rules, 4, 8).status, BuildStatus::Finished);
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

        Tablebase::LevelProblem problem;
        const Tablebase tables = Tablebase::open(dir.path().toStdString(), rules, 4, &problem);
        QCOMPARE(tables.maxSeeds(), 5); // nothing from the damaged level up is used
        QCOMPARE(problem.seeds, 6);
        QVERIFY(problem.error == damage.expected);
        QVERIFY(!describe(problem.error).empty());

        const BuildReport rebuilt = build(dir.path(), rules, 4, 8);
        QCOMPARE(rebuilt.status, BuildStatus::Finished);
        QCOMPARE(static_cast<int>(rebuilt.levels.size()), 8);
        for (const LevelStats &level : rebuilt.levels) {
            QCOMPARE(level.loaded, level.seeds != 6);
            QVERIFY(level.replaced == (level.seeds == 6 ? damage.expected : LoadError::None));
        }
        QCOMPARE(readAll(level6), good);
    }
}

void TestTablebase::cancelAndResumeGiveTheSameBytes()
{
    const TableRules rules = TableRules::HoyitoII;
    const int holes = 5;
    const int seeds = 10;
    QTemporaryDir whole;
    QTemporaryDir resumed;
    QVERIFY(whole.isValid() && resumed.isValid());
    QCOMPARE(build(whole.path(), rules, holes, seeds, 1).status, BuildStatus::Finished);

    // Cancel in the middle of the solving rounds of level 9, then again in
    // the move generation of level 10, resuming each time.
    std::atomic<bool> cancel{false};
    auto cancelAt = [&](int level, BuildPhase phase, int round) {
        return [&cancel, level, phase, round](const BuildProgress &p) {
            if (p.seeds == level && p.phase == phase && p.round >= round)
                cancel = true;
        };
    };
    BuildReport first = build(resumed.path(), rules, holes, seeds, 2, &cancel, cancelAt(9, BuildPhase::Solving, 3));
    QCOMPARE(first.status, BuildStatus::Cancelled);
    QCOMPARE(static_cast<int>(first.levels.size()), 8);
    QVERIFY(!QFile::exists(tablePath(resumed.path(), rules, holes, 9)));
    cancel = false;
    BuildReport second = build(resumed.path(), rules, holes, seeds, 2, &cancel, cancelAt(10, BuildPhase::Moves, 0));
    QCOMPARE(second.status, BuildStatus::Cancelled);
    QCOMPARE(static_cast<int>(second.levels.size()), 9);
    for (int k = 1; k <= 8; ++k)
        QVERIFY(second.levels[k - 1].loaded);
    QVERIFY(!second.levels[8].loaded);
    cancel = false;
    BuildReport third = build(resumed.path(), rules, holes, seeds, 2, &cancel);
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

void TestTablebase::cliBuildAndProbe()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const Run built = runCli({QStringLiteral("tablebase"), QStringLiteral("build"), QStringLiteral("--variant"),
                              QStringLiteral("III"), QStringLiteral("--taker"), QStringLiteral("capturer"),
                              QStringLiteral("--holes"), QStringLiteral("4"), QStringLiteral("--seeds"),
                              QStringLiteral("9"), QStringLiteral("--out"), dir.path()});
    QVERIFY(built.finished);
    QCOMPARE(built.exitCode, 0);
    const QStringList out = QString::fromUtf8(built.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(out.size(), 12);
    QVERIFY(out.front().startsWith(QStringLiteral("tablebase III-capturer 2x4 levels 1-9")));
    const BuildEstimate estimate = estimateBuild(TableRules::HoyitoIIICapturer, 4, 9);
    QCOMPARE(out[1], QStringLiteral("estimate entries %1 files %2 bytes memory %3 bytes")
                         .arg(estimate.entries)
                         .arg(estimate.fileBytes)
                         .arg(estimate.peakMemoryBytes));
    const QRegularExpression levelLine(QStringLiteral(
        R"(^level (\d+) entries (\d+) exact (\d+) \(\d+\.\d\d%\) within-remainder (\d+) \(\d+\.\d\d%\) rounds \d+ evaluations \d+ moves \d+ left \d+ seconds \d+\.\d\d$)"));
    for (int k = 1; k <= 9; ++k) {
        const auto match = levelLine.match(out[k + 1]);
        QVERIFY2(match.hasMatch(), qPrintable(out[k + 1]));
        QCOMPARE(match.captured(1).toInt(), k);
        QCOMPARE(match.captured(2).toULongLong(), boardCount(4, k));
    }
    QVERIFY2(QRegularExpression(
                 QStringLiteral(R"(^positions \d+ built \d+ seconds \d+\.\d\d rate \d+ positions/s size \d+ bytes$)"))
                 .match(out.last())
                 .hasMatch(),
             qPrintable(out.last()));
    QVERIFY(built.err.contains("progress "));
    qint64 fileBytes = 0;
    for (const QFileInfo &file : QDir(dir.path()).entryInfoList({QStringLiteral("*.tb")}, QDir::Files))
        fileBytes += file.size();
    QCOMPARE(static_cast<std::uint64_t>(fileBytes), estimate.fileBytes);

    const Tablebase tables = Tablebase::open(dir.path().toStdString(), TableRules::HoyitoIIICapturer, 4);
    const QString text = QStringLiteral("III:4:N:2,0,1,3,0,1,0,2:10:11");
    const Position pos = std::get<Position>(parsePosition(text.toStdString()));
    const auto bounds = tables.probe(pos);
    QVERIFY(bounds);
    const Run probed = runCli({QStringLiteral("tablebase"), QStringLiteral("probe"), dir.path(), text});
    QVERIFY(probed.finished);
    QCOMPARE(probed.exitCode, 0);
    const QStringList lines = QString::fromUtf8(probed.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const std::vector<Move> moves = legalMoves(pos);
    QCOMPARE(lines.size(), 2 + static_cast<int>(moves.size()));
    QCOMPARE(lines[0], QStringLiteral("bounds %1 %2").arg(bounds->lower).arg(bounds->upper));
    QVERIFY2(lines[1].startsWith(QStringLiteral("result South ")), qPrintable(lines[1]));
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const auto after = moveBounds(tables, pos, moves[i]);
        QVERIFY(after);
        QCOMPARE(lines[2 + static_cast<int>(i)], QStringLiteral("move %1 bounds %2 %3")
                                                     .arg(QString::fromStdString(moveText(pos.rules, moves[i])))
                                                     .arg(after->lower)
                                                     .arg(after->upper));
    }

    // Not in the table: exit 1 with the reason; bad input: exit 2.
    const Run hoyitoI = runCli({QStringLiteral("tablebase"), QStringLiteral("probe"), dir.path(),
                                QStringLiteral("I:4:N:2,0,1,3,0,1,0,2:10:11")});
    QCOMPARE(hoyitoI.exitCode, 1);
    QVERIFY(hoyitoI.out.startsWith("not in the table"));
    const Run tooMany = runCli({QStringLiteral("tablebase"), QStringLiteral("probe"), dir.path(),
                                QStringLiteral("III:4:N:2,0,1,3,0,1,4,2:10:7")});
    QCOMPARE(tooMany.exitCode, 1);
    QVERIFY(tooMany.out.startsWith("not in the table"));
    const Run bad = runCli({QStringLiteral("tablebase"), QStringLiteral("build"), QStringLiteral("--variant"),
                            QStringLiteral("I"), QStringLiteral("--holes"), QStringLiteral("4"),
                            QStringLiteral("--seeds"), QStringLiteral("3"), QStringLiteral("--out"), dir.path()});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.out.isEmpty());

    // A corrupt level is reported by probe, and kept out of use.
    QByteArray bytes = readAll(tablePath(dir.path(), TableRules::HoyitoIIICapturer, 4, 9));
    bytes[100] = static_cast<char>(bytes[100] ^ 2);
    QVERIFY(writeAll(tablePath(dir.path(), TableRules::HoyitoIIICapturer, 4, 9), bytes));
    const Run corrupt = runCli({QStringLiteral("tablebase"), QStringLiteral("probe"), dir.path(), text});
    QCOMPARE(corrupt.exitCode, 1);
    QVERIFY2(corrupt.err.contains("checksum"), corrupt.err.constData());

    // The same build again keeps the sound levels and rebuilds the corrupt one.
    const Run again = runCli({QStringLiteral("tablebase"), QStringLiteral("build"), QStringLiteral("--variant"),
                              QStringLiteral("III"), QStringLiteral("--holes"), QStringLiteral("4"),
                              QStringLiteral("--seeds"), QStringLiteral("9"), QStringLiteral("--out"), dir.path()});
    QCOMPARE(again.exitCode, 0);
    const QStringList againLines = QString::fromUtf8(again.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(againLines.size(), 12);
    for (int k = 1; k <= 8; ++k)
        QVERIFY2(againLines[k + 1].endsWith(QStringLiteral(" kept")), qPrintable(againLines[k + 1]));
    QVERIFY2(againLines[10].endsWith(QStringLiteral(" rebuilt (the file was corrupt (checksum mismatch))")),
             qPrintable(againLines[10]));
    const Run reprobed = runCli({QStringLiteral("tablebase"), QStringLiteral("probe"), dir.path(), text});
    QCOMPARE(reprobed.exitCode, 0);
    QCOMPARE(reprobed.out, probed.out);
}

void TestTablebase::cliBuildStopsOnInterrupt()
{
    // Ctrl-C during a build: the finished levels are reported and kept, no
    // partial or scratch file is left, and the same command goes on from them.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QStringList args = test::arguments(
        {u"tablebase", u"build", u"--variant", u"II", u"--holes", u"6", u"--seeds", u"15", u"--out", dir.path()});
    const test::InterruptedRun stopped =
        test::runCliInterrupted(args, QRegularExpression(QStringLiteral(R"(level 1[3-5]/15 )")));
    QVERIFY(stopped.interrupted);
    QVERIFY(stopped.finished);
    QCOMPARE(stopped.exitCode, 1);
    const QStringList lines = test::outputLines(stopped.out);
    QVERIFY2(lines.size() >= 3, stopped.out.constData());
    QCOMPARE(lines.last(),
             QStringLiteral("cancelled: the finished levels are kept, and the same command goes on from them"));
    const int finished = static_cast<int>(lines.size()) - 3; // the title, the estimate and the last line
    QVERIFY2(finished >= 12 && finished < 15, stopped.out.constData());
    QStringList kept;
    for (int k = 1; k <= finished; ++k) {
        QVERIFY2(lines[k + 1].startsWith(QStringLiteral("level %1 entries ").arg(k)), qPrintable(lines[k + 1]));
        kept << QFileInfo(tablePath(dir.path(), TableRules::HoyitoII, 6, k)).fileName();
    }
    QStringList files = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
    files.sort();
    kept.sort();
    QCOMPARE(files, kept);

    const Run resumed = runCli(args);
    QVERIFY(resumed.finished);
    QCOMPARE(resumed.exitCode, 0);
    const QStringList again = test::outputLines(resumed.out);
    QCOMPARE(again.size(), 15 + 3);
    for (int k = 1; k <= 15; ++k)
        QCOMPARE(again[k + 1].endsWith(QStringLiteral(" kept")), k <= finished);
}

void TestTablebase::historyMatchesTheBruteForce_data()
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
void TestTablebase::historyMatchesTheBruteForce()
{
    QFETCH(int, rules);
    const auto tableRules = static_cast<TableRules>(rules);
    QTemporaryDir full;
    QVERIFY(full.isValid());
    QCOMPARE(build(full.path(), tableRules, 3, 12).status, BuildStatus::Finished);
    const Tablebase all = Tablebase::open(full.path().toStdString(), tableRules, 3);
    BruteForce bruteForce(kPositionBudget, all);
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
        QCOMPARE(build(lower.path(), tableRules, 3, k - 1).status, BuildStatus::Finished);
        const Tablebase below = Tablebase::open(lower.path().toStdString(), tableRules, 3);
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

// solve's value against the brute-force solver, with and without tables, on
// positions small enough for both to finish.
void TestTablebase::cliSolve()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const TableRules rules = TableRules::HoyitoII;
    QCOMPARE(build(dir.path(), rules, 3, 8).status, BuildStatus::Finished);
    const Tablebase tables = Tablebase::open(dir.path().toStdString(), rules, 3);
    BruteForce solver(1'000'000, tables);
    const auto levels = allPositions(rules, 3, 8);
    std::mt19937 random(11);
    int solved = 0;
    for (const int k : {1, 2, 8}) {
        std::vector<Position> positions = levels[k];
        std::shuffle(positions.begin(), positions.end(), random);
        for (std::size_t i = 0; i < 6; ++i) {
            Position pos = positions[i];
            pos.scores = {static_cast<std::int16_t>(random() % 6), static_cast<std::int16_t>(random() % 6)};
            const auto expected = solver.value(pos, -1, k + 1);
            QVERIFY(expected);
            QStringList args{QStringLiteral("solve"), QString::fromStdString(positionText(pos)),
                             QStringLiteral("--time"), QStringLiteral("60")};
            if (k == 8)
                args << QStringLiteral("--tablebase") << dir.path();
            const Run run = runCli(args);
            QVERIFY(run.finished);
            QCOMPARE(run.exitCode, 0);
            const QStringList lines = QString::fromUtf8(run.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
            QVERIFY(lines.size() >= 3);
            const auto value = QRegularExpression(QStringLiteral(R"(^value (\d+) nodes \d+ seconds \d+\.\d\d$)"))
                                   .match(lines[lines.size() - 2]);
            QVERIFY2(value.hasMatch(), run.out.constData());
            QCOMPARE(value.captured(1).toInt(), *expected);
            // The bounds printed narrow down to the value.
            int low = 0;
            int high = k;
            for (const QString &line : lines) {
                const auto b = QRegularExpression(QStringLiteral(R"(^bounds (\d+) (\d+) )")).match(line);
                if (!b.hasMatch())
                    continue;
                QVERIFY(b.captured(1).toInt() >= low && b.captured(2).toInt() <= high);
                low = b.captured(1).toInt();
                high = b.captured(2).toInt();
            }
            QCOMPARE(low, *expected);
            QCOMPARE(high, *expected);
            ++solved;
        }
    }
    QCOMPARE(solved, 18);
}

QTEST_APPLESS_MAIN(TestTablebase)
#include "tst_tablebase.moc"
