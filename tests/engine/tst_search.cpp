// The computer player (search.h): tactics, the sign of the extra turn, exact
// endgames against a brute-force solver, limits, determinism, the stop flag,
// legality (endless holes, passes) and the bench signature.

#include "engineutil.h"

#include "hoyito/notation.h"
#include "hoyito/search.h"

#include <QElapsedTimer>
#include <QTest>

#include <atomic>
#include <chrono>
#include <thread>
#include <unordered_map>

using namespace hoyito;
using namespace hoyito::test;

namespace {

// The exact minimax value of a position (the mover's final score minus the
// opponent's, in seeds) by a memoised walk of every line, independent of the
// search. Only for positions whose lines never come back to a position
// (`cyclic` tells); there rule 6.2 plays no part and the value is well
// defined without a game history.
class BruteForce {
public:
    bool cyclic = false;
    long positions = 0;

    int value(const Position &pos)
    {
        if (cyclic)
            return 0;
        const Player me = pos.toMove;
        const int captured = pos.scores[index(me)] - pos.scores[index(opponent(me))];
        if (pos.isOver()) {
            const auto final = finalScores(pos);
            return final[index(me)] - final[index(opponent(me))];
        }
        const std::uint64_t key = hashOf(pos) ^ (pos.previousTurnPassed ? 0x9E3779B97F4A7C15ull : 0);
        const auto known = m_state.find(key);
        if (known != m_state.end()) {
            if (!known->second.done) {
                cyclic = true;
                return 0;
            }
            return known->second.gain + captured;
        }
        if (++positions > 200000 || m_depth > 300) {
            cyclic = true; // too big to be a quick test row: treat as unusable
            return 0;
        }
        m_state[key] = Entry{};
        int best = -1000;
        for (Move m : legalMoves(pos)) {
            Position child = pos;
            playTurn(child, m);
            ++m_depth;
            const int v = value(child);
            --m_depth;
            if (cyclic)
                return 0;
            best = std::max(best, child.toMove == me ? v : -v);
        }
        m_state[key] = Entry{true, best - captured};
        return best;
    }

private:
    struct Entry {
        bool done = false;
        int gain = 0;
    };
    std::unordered_map<std::uint64_t, Entry> m_state;
    int m_depth = 0;
};

// A plain minimax to a fixed depth, scoring the horizon by the captured
// seeds only. With negateAlways it makes the sign error of a search that
// ignores the extra turn.
int depthLimitedValue(const Position &pos, int depth, bool negateAlways)
{
    const Player me = pos.toMove;
    if (pos.isOver()) {
        const auto final = finalScores(pos);
        return final[index(me)] - final[index(opponent(me))];
    }
    if (depth == 0)
        return pos.scores[index(me)] - pos.scores[index(opponent(me))];
    int best = -1000;
    for (Move m : legalMoves(pos)) {
        Position child = pos;
        playTurn(child, m);
        const int v = depthLimitedValue(child, depth - 1, negateAlways);
        best = std::max(best, child.toMove == me && !negateAlways ? v : -v);
    }
    return best;
}

// A random small position: `seeds` on the board spread at random, the rest
// of the 8N seeds shared at random between the scores.
Position randomPosition(Random &random, Variant variant, int holesPerRow, int seeds)
{
    Position pos;
    pos.rules = Rules{variant, holesPerRow, LastFourTaker::Capturer};
    for (int i = 0; i < seeds; ++i)
        ++pos.seeds[random.below(static_cast<std::uint32_t>(pos.rules.holeCount()))];
    const int captured = pos.rules.totalSeeds() - seeds;
    pos.scores[0] = static_cast<std::int16_t>(random.below(static_cast<std::uint32_t>(captured + 1)));
    pos.scores[1] = static_cast<std::int16_t>(captured - pos.scores[0]);
    pos.toMove = random.below(2) ? Player::North : Player::South;
    return pos;
}

bool pvIsPlayable(const Position &start, const std::vector<Move> &pv)
{
    Position pos = start;
    for (Move m : pv) {
        if (pos.isOver() || checkMove(pos, m) != MoveError::None)
            return false;
        playTurn(pos, m);
    }
    return true;
}

} // namespace

class TestSearch : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void findsCapture_data();
    void findsCapture();
    void extraTurnKeepsTheSign_data();
    void extraTurnKeepsTheSign();
    void exactEndgames_data();
    void exactEndgames();
    void depthLimitedScoreMatchesFullWidthSearch();
    void nodeLimitedSearchIsDeterministic();
    void nodeLimitIsExactAtAnyCount();
    void levelsAreDeterministicForASeed();
    void stopFlagFromAnotherThread();
    void stopFlagSetBeforeTheSearch();
    void timeLimit();
    void neverPlaysAnIllegalMove_data();
    void neverPlaysAnIllegalMove();
    void passWhenThereIsNoMove_data();
    void passWhenThereIsNoMove();
    void greedyAndRandomPlayers();
    void benchSignature();
};

void TestSearch::findsCapture_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<int>("depth");
    QTest::addColumn<QString>("move");
    QTest::addColumn<int>("score"); // hundredths of a seed (-1: not checked)

    // a sows into b and c: c makes a four; the 4 left are the last four, South's.
    QTest::newRow("capture and last four, depth 1") << "II:6:S:2,0,3,0,0,0,1,1,0,0,0,1:20:20" << 1 << "a" << 800;
    QTest::newRow("capture and last four, deep") << "II:6:S:2,0,3,0,0,0,1,1,0,0,0,1:20:20" << 10 << "a" << 800;
    // e sows f and A: A makes a four, and f behind it is a four too (the
    // chain, Hoyito II); f instead relays without a capture.
    QTest::newRow("chain of two, depth 1") << "II:6:S:0,0,0,0,2,3,3,0,1,0,1,0:18:20" << 1 << "e" << -1;
    QTest::newRow("chain of two, deep") << "II:6:S:0,0,0,0,2,3,3,0,1,0,1,0:18:20" << 12 << "e" << -1;
    // North: D (one seed) into E makes a four.
    QTest::newRow("North captures") << "II:6:N:1,0,2,0,1,0,0,0,0,1,3,0:20:20" << 4 << "D" << -1;
}

void TestSearch::findsCapture()
{
    QFETCH(QString, position);
    QFETCH(int, depth);
    QFETCH(QString, move);
    QFETCH(int, score);
    const Position pos = positionFromText(position);
    Searcher searcher(1);
    SearchLimits limits;
    limits.depth = depth;
    const SearchResult r = searcher.search(pos, limits);
    QCOMPARE(QString::fromStdString(moveText(pos.rules, r.best)), move);
    QVERIFY(pvIsPlayable(pos, r.pv));
    QCOMPARE(r.pv.front(), r.best);
    if (score != -1)
        QCOMPARE(r.score, score);
}

void TestSearch::extraTurnKeepsTheSign_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("bestMoves"); // the equally good first moves

    // South: a into b and e into f each make a four; after both, the last
    // four are South's (+12 in all). Playing the quiet c instead lets North's
    // F (2 seeds, round the end of the board) take b's four first.
    QTest::newRow("II, South") << "II:6:S:1,3,1,0,1,3,0,0,1,0,0,2:16:20"
                               << "ae";
    QTest::newRow("III, South") << "III:6:S:1,3,1,0,1,3,0,0,1,0,0,2:16:20"
                                << "ae";
    QTest::newRow("II, North") << "II:6:N:0,0,1,0,0,2,1,3,1,0,1,3:20:16"
                               << "AE";
}

void TestSearch::extraTurnKeepsTheSign()
{
    QFETCH(QString, position);
    QFETCH(QString, bestMoves);
    const Position pos = positionFromText(position);

    // South can at best take every seed left: +8 is the exact value.
    const int exact = 8;
    QCOMPARE(depthLimitedValue(pos, 4, false), exact);
    // The row is a real test of the sign: a minimax that hands the turn over
    // after every turn gets another move or another score.
    int wrongBest = -1000;
    Move wrongMove;
    for (Move m : legalMoves(pos)) {
        Position child = pos;
        playTurn(child, m);
        const int v = -depthLimitedValue(child, 3, true);
        if (v > wrongBest) {
            wrongBest = v;
            wrongMove = m;
        }
    }
    QVERIFY(wrongBest != exact || !bestMoves.contains(QChar::fromLatin1(holeLetter(pos.rules, wrongMove.hole))));

    Searcher searcher(1);
    for (int depth : {2, 4, 8}) {
        SearchLimits limits;
        limits.depth = depth;
        const SearchResult r = searcher.search(pos, limits);
        QVERIFY(bestMoves.contains(QString::fromStdString(moveText(pos.rules, r.best))));
        QCOMPARE(r.score, exact * kSeedValue);
        // The principal variation: two captures in a row by the mover.
        QVERIFY(r.pv.size() >= 2);
        Position p = pos;
        const int before = p.scores[index(pos.toMove)];
        playTurn(p, r.pv[0]);
        QCOMPARE(p.toMove, pos.toMove);
        const int afterFirst = p.scores[index(pos.toMove)];
        QVERIFY(afterFirst > before);
        QCOMPARE(checkMove(p, r.pv[1]), MoveError::None);
        playTurn(p, r.pv[1]);
        QVERIFY(p.scores[index(pos.toMove)] > afterFirst);
    }
}

void TestSearch::exactEndgames_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<int>("value");

    // Random small positions of every variant whose lines never repeat a
    // position (most small positions can cycle, and their value would then
    // depend on the game's history); the brute force gives the value.
    struct Kind {
        Variant variant;
        int holesPerRow;
        int minSeeds, maxSeeds;
        int rows;
    };
    const Kind kinds[] = {
        {Variant::II, 3, 4, 9, 12}, {Variant::III, 3, 4, 9, 12}, {Variant::I, 3, 4, 12, 12},
        {Variant::II, 4, 6, 12, 6}, {Variant::I, 4, 6, 14, 8},
    };
    Random random(20261201);
    for (const Kind &kind : kinds) {
        int made = 0;
        for (int attempt = 0; attempt < 20000 && made < kind.rows; ++attempt) {
            const int seeds =
                kind.minSeeds +
                static_cast<int>(random.below(static_cast<std::uint32_t>(kind.maxSeeds - kind.minSeeds + 1)));
            const Position pos = randomPosition(random, kind.variant, kind.holesPerRow, seeds);
            if (legalMoves(pos).size() < 2)
                continue;
            BruteForce brute;
            const int value = brute.value(pos);
            if (brute.cyclic)
                continue;
            const QString text = QString::fromStdString(positionText(pos));
            QTest::newRow(qPrintable(text)) << text << value;
            ++made;
        }
        QVERIFY2(made == kind.rows, "not enough acyclic positions: change the generator's seed");
    }
}

void TestSearch::exactEndgames()
{
    QFETCH(QString, position);
    QFETCH(int, value);
    const Position pos = positionFromText(position);
    Searcher searcher(1);
    const SearchResult r = searcher.search(pos, SearchLimits{});
    QVERIFY(r.exact);
    QCOMPARE(r.score, value * kSeedValue);
    QVERIFY(pvIsPlayable(pos, r.pv));

    // The chosen move really is worth the value.
    Position child = pos;
    playTurn(child, r.best);
    BruteForce brute;
    const int v = brute.value(child);
    QVERIFY(!brute.cyclic);
    QCOMPARE(child.toMove == pos.toMove ? v : -v, value);
}

void TestSearch::depthLimitedScoreMatchesFullWidthSearch()
{
    // Alpha-beta with its table and ordering must give the plain minimax
    // value at the same depth, where the horizon is the evaluation: compare
    // with a naive full-width negamax over random middle-game positions.
    struct Naive {
        EvalWeights weights;
        int value(const Position &pos, int depth)
        {
            if (pos.isOver() || depth == 0)
                return evaluate(pos, weights);
            int best = -1000000;
            for (Move m : legalMoves(pos)) {
                Position child = pos;
                playTurn(child, m);
                const int v = value(child, depth - 1);
                best = std::max(best, child.toMove == pos.toMove ? v : -v);
            }
            return best;
        }
    };
    Naive naive{defaultEvalWeights()};
    Random random(77);
    int compared = 0;
    for (int game = 0; game < 12; ++game) {
        Position pos = Position::initial(Rules{game % 3 == 2 ? Variant::III : Variant::II, 6, LastFourTaker::Capturer});
        const int plies = 3 + static_cast<int>(random.below(20));
        for (int i = 0; i < plies && !pos.isOver(); ++i)
            playTurn(pos, randomMove(pos, random));
        if (pos.isOver())
            continue;
        for (int depth = 1; depth <= 4; ++depth) {
            Searcher searcher(1);
            SearchLimits limits;
            limits.depth = depth;
            const SearchResult r = searcher.search(pos, limits);
            // A line that repeats a position is scored by rule 6.2 in the
            // search and not in the naive walk; none can repeat in 4 plies
            // unless a pass is involved, which these positions do not have.
            QCOMPARE(r.score, naive.value(pos, depth));
            QCOMPARE(r.depth, depth);
            ++compared;
        }
    }
    QVERIFY(compared >= 30);
}

void TestSearch::nodeLimitedSearchIsDeterministic()
{
    const Position pos = positionFromText("II:6:S:1,1,5,3,1,0,0,6,0,2,1,0:16:12");
    SearchLimits limits;
    limits.nodes = 40000;
    Searcher first, second;
    const SearchResult a = first.search(pos, limits);
    const SearchResult b = second.search(pos, limits);
    QCOMPARE(a.nodes, limits.nodes);
    QVERIFY(a.stopped);
    QCOMPARE(b.nodes, a.nodes);
    QCOMPARE(b.best, a.best);
    QCOMPARE(b.score, a.score);
    QCOMPARE(b.depth, a.depth);
    QVERIFY(b.pv == a.pv);
    // The same searcher again, after clear(): the same search.
    first.clear();
    const SearchResult c = first.search(pos, limits);
    QCOMPARE(c.best, a.best);
    QCOMPARE(c.score, a.score);
    QCOMPARE(c.nodes, a.nodes);
}

void TestSearch::nodeLimitIsExactAtAnyCount()
{
    // The search looks at its limits only at some node counts: a limit on
    // either side of them, or just past the root's moves, still stops it at
    // exactly that many nodes.
    const Position pos = positionFromText("II:12:N:0,1,1,13,2,1,12,3,0,1,1,5,2,1,1,0,1,5,1,3,1,0,0,13:4:24");
    const auto rootMoves = static_cast<std::uint64_t>(legalMoves(pos).size());
    for (const std::uint64_t limit :
         {rootMoves + 1, std::uint64_t{255}, std::uint64_t{256}, std::uint64_t{257}, std::uint64_t{1023},
          std::uint64_t{1024}, std::uint64_t{1025}, std::uint64_t{5001}}) {
        SearchLimits limits;
        limits.nodes = limit;
        Searcher searcher;
        const SearchResult r = searcher.search(pos, limits);
        QCOMPARE(r.nodes, limit);
        QVERIFY(r.stopped);
        QCOMPARE(checkMove(pos, r.best), MoveError::None);
    }
}

void TestSearch::levelsAreDeterministicForASeed()
{
    const Position pos = Position::initial(Rules{Variant::II, 6, LastFourTaker::Capturer});
    for (int level = kMinLevel; level <= 4; ++level) {
        std::vector<Move> chosen;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            SearchLimits limits;
            limits.level = level;
            limits.seed = seed;
            limits.levelTimeCap = false;
            Searcher a(1), b(1);
            const SearchResult ra = a.search(pos, limits);
            const SearchResult rb = b.search(pos, limits);
            QCOMPARE(ra.best, rb.best);
            QCOMPARE(ra.nodes, rb.nodes);
            QCOMPARE(checkMove(pos, ra.best), MoveError::None);
            chosen.push_back(ra.best);
        }
        if (level == kMinLevel) {
            // The beginner's mistakes come from the seed: not always the same move.
            QVERIFY(std::count(chosen.begin(), chosen.end(), chosen.front()) < static_cast<long>(chosen.size()));
        }
    }
}

void TestSearch::stopFlagFromAnotherThread()
{
    // No limit at all on a big board: only the stop flag ends this search.
    const Position pos = Position::initial(Rules{Variant::II, 12, LastFourTaker::Capturer});
    Searcher searcher;
    std::atomic_bool stop{false};
    QElapsedTimer clock;
    clock.start();
    std::thread stopper([&stop] {
        std::this_thread::sleep_for(std::chrono::milliseconds(150));
        stop = true;
    });
    const SearchResult r = searcher.search(pos, SearchLimits{}, &stop);
    const qint64 elapsed = clock.elapsed();
    stopper.join();
    QVERIFY(r.stopped);
    QCOMPARE(checkMove(pos, r.best), MoveError::None);
    QVERIFY(r.depth >= 1);
    // Generous: the point is that it returns, not how fast (docs/BENCHMARKS.md has
    // the measured latency).
    QVERIFY2(elapsed < 10000, qPrintable(QStringLiteral("took %1 ms").arg(elapsed)));
}

void TestSearch::stopFlagSetBeforeTheSearch()
{
    const Position pos = Position::initial(Rules{Variant::II, 6, LastFourTaker::Capturer});
    Searcher searcher;
    std::atomic_bool stop{true};
    const SearchResult r = searcher.search(pos, SearchLimits{}, &stop);
    QVERIFY(r.stopped);
    QCOMPARE(checkMove(pos, r.best), MoveError::None);
    QVERIFY(r.nodes < 100000);
}

void TestSearch::timeLimit()
{
    const Position pos = Position::initial(Rules{Variant::II, 12, LastFourTaker::Capturer});
    Searcher searcher;
    SearchLimits limits;
    limits.timeMs = 100;
    QElapsedTimer clock;
    clock.start();
    const SearchResult r = searcher.search(pos, limits);
    QVERIFY(clock.elapsed() < 10000);
    QVERIFY(r.depth >= 1);
    QCOMPARE(checkMove(pos, r.best), MoveError::None);
}

void TestSearch::neverPlaysAnIllegalMove_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("endless"); // the mover's endless holes

    QTest::newRow("II 2x6, E endless") << "II:6:N:2,1,0,7,4,0,20,1,0,1,3,1:4:4"
                                       << "E";
    QTest::newRow("II 2x6, c endless") << "II:6:S:2,1,3,1,0,2,1,0,1,0,1,0:16:20"
                                       << "c";
    QTest::newRow("II 2x6, b endless after 308934 laps") << "II:6:S:1,3,6,3,7,3,2,1,8,2,3,5:0:4"
                                                         << "b";
    QTest::newRow("II 2x6, C endless") << "II:6:N:3,2,1,0,2,1,2,19,3,1,2,4:4:4"
                                       << "C";
    QTest::newRow("opening") << "II:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:0"
                             << "";
    QTest::newRow("III middle game") << "III:6:S:4,2,2,2,2,1,1,0,0,1,0,1:4:28"
                                     << "";
    QTest::newRow("I opening") << "I:6:N:4,4,4,4,4,4,4,4,4,4,4,4:0:0"
                               << "";
    QTest::newRow("closed holes") << "II:6:S:x,5,4,x,2,1,x,3,0,x,4,1:10:14"
                                  << "";
}

void TestSearch::neverPlaysAnIllegalMove()
{
    QFETCH(QString, position);
    QFETCH(QString, endless);
    const Position pos = positionFromText(position);
    QString found;
    for (int h : endlessHoles(pos))
        found += QChar::fromLatin1(holeLetter(pos.rules, h));
    QCOMPARE(found, endless);

    Searcher searcher(1);
    for (int depth = 1; depth <= 9; depth += 2) {
        SearchLimits limits;
        limits.depth = depth;
        const SearchResult r = searcher.search(pos, limits);
        QCOMPARE(checkMove(pos, r.best), MoveError::None);
        QVERIFY(pvIsPlayable(pos, r.pv));
    }
    for (int level = kMinLevel; level <= 4; ++level) {
        for (std::uint64_t seed = 0; seed < 8; ++seed) {
            SearchLimits limits;
            limits.level = level;
            limits.seed = seed;
            const SearchResult r = searcher.search(pos, limits);
            QCOMPARE(checkMove(pos, r.best), MoveError::None);
        }
    }
    Random random(5);
    for (int i = 0; i < 20; ++i)
        QCOMPARE(checkMove(pos, greedyMove(pos, random)), MoveError::None);
}

void TestSearch::passWhenThereIsNoMove_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<int>("depth");
    QTest::addColumn<int>("level");

    QTest::newRow("empty row") << "II:6:S:0,0,0,0,0,0,1,2,0,0,0,1:24:20" << 6 << 0;
    QTest::newRow("empty row, level 1") << "II:6:S:0,0,0,0,0,0,1,2,0,0,0,1:24:20" << 0 << 1;
    QTest::newRow("empty row, no limit") << "II:6:N:1,2,0,0,0,1,0,0,0,0,0,0:24:20" << 0 << 0;
    // Every non-empty hole starts an endless sowing (tst_endless).
    QTest::newRow("only endless holes") << "II:6:N:x,x,0,x,x,1,x,x,x,5,x,6:16:20" << 6 << 0;
    QTest::newRow("only endless holes, 2x3") << "II:3:S:2,3,x,4,x,3:4:8" << 0 << 3;
}

void TestSearch::passWhenThereIsNoMove()
{
    QFETCH(QString, position);
    QFETCH(int, depth);
    QFETCH(int, level);
    const Position pos = positionFromText(position);
    Searcher searcher(1);
    SearchLimits limits;
    limits.depth = depth;
    limits.level = level;
    const SearchResult r = searcher.search(pos, limits);
    QVERIFY(r.best.isPass());
    QCOMPARE(checkMove(pos, r.best), MoveError::None);
    QVERIFY(pvIsPlayable(pos, r.pv));
}

void TestSearch::greedyAndRandomPlayers()
{
    // Greedy takes the biggest capture: e takes 8 (a chain), f none.
    const Position chain = positionFromText("II:6:S:0,0,0,0,2,3,3,0,1,0,1,0:18:20");
    Random random(1);
    for (int i = 0; i < 10; ++i)
        QCOMPARE(QString::fromStdString(moveText(chain.rules, greedyMove(chain, random))), QStringLiteral("e"));
    // Random moves are legal and not all the same.
    const Position opening = Position::initial(Rules{Variant::II, 6, LastFourTaker::Capturer});
    std::vector<int> seen(12, 0);
    for (int i = 0; i < 200; ++i) {
        const Move m = randomMove(opening, random);
        QCOMPARE(checkMove(opening, m), MoveError::None);
        ++seen[m.hole];
    }
    QVERIFY(std::count(seen.begin(), seen.end(), 0) == 6); // North's holes
}

void TestSearch::benchSignature()
{
    // Stockfish's bench idea: the node count of fixed searches is the same
    // on every machine. A change in the search or the evaluation changes it
    // on purpose: update the number and say why in the commit.
    const SearchBenchStats stats = searchBench();
    QCOMPARE(stats.lines.size(), std::size_t(11));
    for (const SearchBenchLine &line : stats.lines)
        QCOMPARE(checkMove(line.position, line.result.best), MoveError::None);
    QCOMPARE(stats.signature, quint64(0x2826e6ba3cc8b4e2ull));
}

QTEST_APPLESS_MAIN(TestSearch)
#include "tst_search.moc"
