// Puzzles (hoyito/puzzles.h): which positions are kept, their solutions
// against the endgame tables, the mirror images, the themes against the
// turns' own traces, the rating formula and the generator's determinism.

#include "engineutil.h"
#include "tableutil.h"

#include "hoyito/notation.h"
#include "hoyito/puzzles.h"
#include "hoyito/tables.h"

#include <QTemporaryDir>
#include <QTest>

using namespace hoyito;
using namespace hoyito::puzzles;
using namespace hoyito::test;

namespace {

Move moveAt(const Position &pos, const char *text)
{
    const MoveCheck check = readMove(pos, text);
    Q_ASSERT(check.ok());
    return check.move;
}

QString themesText(const std::vector<Theme> &themes)
{
    QStringList names;
    for (Theme theme : themes)
        names << QString::fromUtf8(themeName(theme));
    return names.join(QLatin1Char(','));
}

// What the traces of a line hold, counted from the events alone.
struct TraceFacts {
    int firstLaps = 0;           // Lift and Relay events of the first turn
    bool chain = false;          // a ChainCapture by the solver
    int longestRun = 0;          // the solver's turns in a row with a Capture
    bool solverLastFour = false; // a LastFour event to the solver
};

TraceFacts traceFacts(const Position &start, const std::vector<Move> &line)
{
    TraceFacts facts;
    Position pos = start;
    int run = 0;
    for (std::size_t k = 0; k < line.size(); ++k) {
        const Player mover = pos.toMove;
        Trace trace;
        playTurn(pos, line[k], &trace);
        if (k == 0)
            facts.firstLaps = countEvents(trace, EventKind::Lift) + countEvents(trace, EventKind::Relay);
        const bool captured = countEvents(trace, EventKind::Capture) > 0;
        run = mover == start.toMove && captured ? run + 1 : 0;
        facts.longestRun = std::max(facts.longestRun, run);
        for (const Event &event : trace) {
            facts.chain = facts.chain || (event.kind == EventKind::ChainCapture && mover == start.toMove);
            facts.solverLastFour =
                facts.solverLastFour || (event.kind == EventKind::LastFour && event.player == start.toMove);
        }
    }
    return facts;
}

// The seeds of the opponent's biggest capture after `move` (the last four
// included when it goes to them), by the traces of every opponent move as if
// it were their turn.
int biggestReplyCapture(const Position &pos, Move move)
{
    Position after = pos;
    playTurn(after, move);
    if (after.isOver())
        return 0;
    after.toMove = opponent(pos.toMove);
    after.previousTurnPassed = false;
    int biggest = 0;
    for (Move reply : legalMoves(after)) {
        Position next = after;
        Trace trace;
        playTurn(next, reply, &trace);
        int seeds = 0;
        for (const Event &event : trace)
            if (event.kind == EventKind::Capture || event.kind == EventKind::ChainCapture ||
                (event.kind == EventKind::LastFour && event.player == after.toMove))
                seeds += event.seeds;
        biggest = std::max(biggest, seeds);
    }
    return biggest;
}

} // namespace

class TestPuzzles : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void keepsTheOnlyMove();
    void refusesTwoEqualMoves();
    void refusesGreedyAndWon();
    void mirrorImagesAreTheSame();
    void themesFromTheTraces_data();
    void themesFromTheTraces();
    void defenceFromTheThreats();
    void rating();
    void deeperIsTheSameAnalysisGoneOn();
    void generatorIsDeterministic();

private:
    QTemporaryDir m_dir;
    std::shared_ptr<const tables::TableSet> m_tables;
};

void TestPuzzles::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCOMPARE(buildTables(m_dir.path(), tables::TableRules::HoyitoII, 6, 8).status, tables::BuildStatus::Finished);
    m_tables = tables::TableSet::open(m_dir.path().toStdString());
    QCOMPARE(m_tables->maxSeeds(tables::TableRules::HoyitoII, 6), 8);
}

// Set up by hand: South's quiet a (one seed into b) wins all 8 seeds left,
// every other move none, as the tables prove; greedy sees no capture.
void TestPuzzles::keepsTheOnlyMove()
{
    const Position pos = positionFromText(u"II:6:S:1,0,0,0,1,1,0,0,0,3,1,1:20:20");
    const Move a = moveAt(pos, "a");
    const tables::Tables *tables = m_tables->tablesFor(tables::TableRules::HoyitoII, 6);
    QCOMPARE(tables::moveBounds(*tables, pos, a), (tables::Bounds{8, 8}));
    for (Move other : legalMoves(pos))
        if (other != a)
            QCOMPARE(tables::moveBounds(*tables, pos, other)->upper, 0);

    Analyser analyser;
    const Found proven = findPuzzle(analyser, pos, Judge{.depth = 12, .tables = m_tables.get()});
    QCOMPARE(proven.refusal, Refusal::None);
    QVERIFY(proven.puzzle.proven);
    QCOMPARE(proven.first.margin, 8 * kSeedValue);
    QVERIFY(!proven.puzzle.solution.empty());
    QCOMPARE(proven.puzzle.solution.front(), a);
    // Every later solver move of the solution is the tables' only move too,
    // and the line ends on one.
    Position p = pos;
    for (std::size_t k = 0; k < proven.puzzle.solution.size(); ++k) {
        const Move move = proven.puzzle.solution[k];
        if (p.toMove == pos.toMove && legalMoves(p).size() > 1) {
            const auto root = tables->probe(p);
            QVERIFY(root && root->exact());
            QCOMPARE(tables::moveBounds(*tables, p, move)->lower, root->lower);
            for (Move other : legalMoves(p))
                if (other != move)
                    QVERIFY(tables::moveBounds(*tables, p, other)->upper <= root->lower - 4);
        }
        QVERIFY(checkMove(p, move) == MoveError::None);
        playTurn(p, move);
    }
    QVERIFY(proven.puzzle.themes.back() == Theme::Endgame);

    // The analysis alone finds the same first move, unproven.
    const Found searched = findPuzzle(analyser, pos, Judge{.depth = 12, .tables = nullptr});
    QCOMPARE(searched.refusal, Refusal::None);
    QVERIFY(!searched.puzzle.proven);
    QCOMPARE(searched.puzzle.solution.front(), a);
}

// Every move of North's is worth the same by the tables: no puzzle.
void TestPuzzles::refusesTwoEqualMoves()
{
    const Position pos = positionFromText(u"II:6:N:0,1,1,0,1,1,0,0,1,0,1,2:20:20");
    Analyser analyser;
    const Found found = findPuzzle(analyser, pos, Judge{.depth = 12, .tables = m_tables.get()});
    QCOMPARE(found.refusal, Refusal::NotUnique);
    QVERIFY(found.first.proven);
    QCOMPARE(found.first.margin, 0);
}

void TestPuzzles::refusesGreedyAndWon()
{
    Analyser analyser;
    // a takes d's four and the last four, all 8 seeds (d none, by the
    // tables), but the greedy player takes it too.
    const Position greedy = positionFromText(u"II:6:S:3,0,0,3,0,0,0,0,0,0,2,0:16:24");
    QVERIFY(greedyPicks(greedy, moveAt(greedy, "a")));
    QVERIFY(!greedyPicks(greedy, moveAt(greedy, "d")));
    QCOMPARE(findPuzzle(analyser, greedy, Judge{.depth = 10, .tables = m_tables.get()}).refusal, Refusal::Greedy);
    // South has 40 of 48 already: every move wins.
    const Position won = positionFromText(u"II:6:S:1,0,0,0,1,1,0,0,0,3,1,1:40:0");
    QCOMPARE(findPuzzle(analyser, won, Judge{.depth = 10, .tables = m_tables.get()}).refusal, Refusal::AlreadyWon);
    QVERIFY(alreadyWon(won, judge(analyser, won, Judge{.depth = 10, .tables = m_tables.get()})));
    QVERIFY(!alreadyWon(greedy, judge(analyser, greedy, Judge{.depth = 10, .tables = m_tables.get()})));
    // A single legal move.
    const Position forced = positionFromText(u"II:6:S:0,0,0,0,0,1,3,0,0,1,1,2:20:20");
    QCOMPARE(findPuzzle(analyser, forced, Judge{.depth = 10}).refusal, Refusal::Forced);
}

// The same board seen from the other side: the keys agree, the verdicts are
// the same move turned round.
void TestPuzzles::mirrorImagesAreTheSame()
{
    const Position south = positionFromText(u"II:6:S:1,0,0,0,1,1,0,0,0,3,1,1:16:24");
    const Position north = positionFromText(u"II:6:N:0,0,0,3,1,1,1,0,0,0,1,1:24:16");
    QCOMPARE(sameKey(south), sameKey(north));
    QCOMPARE(canonical(north), south);
    QCOMPARE(canonical(south), south);
    const Position other = positionFromText(u"II:6:N:1,0,0,0,1,1,0,0,0,3,1,1:16:24");
    QVERIFY(sameKey(other) != sameKey(south));
    const Position taker = positionFromText(u"III:6:N:0,0,0,3,1,1,1,0,0,0,1,1:20:20:S");
    QCOMPARE(positionText(canonical(taker)), std::string("III:6:S:1,0,0,0,1,1,0,0,0,3,1,1:20:20:N"));

    Analyser analyser;
    const Judge judge{.depth = 10, .tables = m_tables.get()};
    QCOMPARE(moveText(north.rules, puzzles::judge(analyser, north, judge).best), std::string("A"));
    QCOMPARE(moveText(south.rules, puzzles::judge(analyser, south, judge).best), std::string("a"));
}

void TestPuzzles::themesFromTheTraces_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("solution");
    QTest::addColumn<QString>("themes");
    // a lands on d's four and takes c's behind it.
    QTest::newRow("chain") << "II:6:S:3,0,3,3,0,0,0,0,0,0,0,2:0:0"
                           << "a"
                           << "chain";
    // a, c and e each make a four in the hole after them.
    QTest::newRow("run") << "II:6:S:1,3,1,3,1,3,0,0,0,0,0,2:0:0"
                         << "a,c,e"
                         << "capture-run";
    // Two captures only: no run.
    QTest::newRow("two") << "II:6:S:1,3,1,3,1,3,0,0,0,0,0,2:0:0"
                         << "a,c"
                         << "";
    // a takes d's four and leaves the last four (b, c and E's two); after d
    // North could take a four and the last four.
    QTest::newRow("last four") << "II:6:S:3,0,0,3,0,0,0,0,0,0,2,0:20:20"
                               << "a"
                               << "clear-board,defence";
    // a relays six times without a capture.
    QTest::newRow("relay") << "II:6:S:2,3,2,3,3,2,3,1,2,0,2,1:0:0"
                           << "a"
                           << "long-relay";
    // Hoyito III has no chain: d's four alone.
    QTest::newRow("no chain in III") << "III:6:S:3,0,3,3,0,0,0,0,0,0,0,2:0:0"
                                     << "a"
                                     << "";
}

void TestPuzzles::themesFromTheTraces()
{
    QFETCH(QString, position);
    QFETCH(QString, solution);
    QFETCH(QString, themes);
    const Position pos = positionFromText(position);
    std::vector<Move> line;
    Position p = pos;
    for (const QString &text : solution.split(QLatin1Char(','))) {
        line.push_back(moveAt(p, text.toLatin1().constData()));
        playTurn(p, line.back());
    }
    const std::vector<Theme> found = themesOf(pos, line, false);
    QCOMPARE(themesText(found), themes);

    // Each theme found is in the traces, and each trace fact is a theme.
    const TraceFacts facts = traceFacts(pos, line);
    const auto has = [&found](Theme t) { return std::find(found.begin(), found.end(), t) != found.end(); };
    QCOMPARE(has(Theme::ChainOfFours), facts.chain);
    QCOMPARE(has(Theme::CaptureRun), facts.longestRun >= 3);
    QCOMPARE(has(Theme::LongRelay), facts.firstLaps >= 4);
    QCOMPARE(has(Theme::ClearBoard), facts.solverLastFour);
    QVERIFY(themesOf(pos, line, true).back() == Theme::Endgame);
}

// North's A is the only move after which South cannot take 8 or more.
void TestPuzzles::defenceFromTheThreats()
{
    const Position pos = positionFromText(u"II:6:N:0,0,0,0,1,1,3,0,0,0,1,2:24:16");
    const Move key = moveAt(pos, "A");
    for (Move move : legalMoves(pos))
        QCOMPARE(biggestReplyCapture(pos, move) >= 8, move != key);
    const std::vector<Theme> themes = themesOf(pos, {key}, false);
    QVERIFY(std::find(themes.begin(), themes.end(), Theme::Defence) != themes.end());
    // Any other move is no defence.
    for (Move move : legalMoves(pos)) {
        if (move == key)
            continue;
        const std::vector<Theme> other = themesOf(pos, {move}, false);
        QVERIFY(std::find(other.begin(), other.end(), Theme::Defence) == other.end());
    }
}

void TestPuzzles::rating()
{
    // Level 3 plays at 1500, where a new player starts.
    QCOMPARE(levelRating(3), 1500);
    QCOMPARE(ratingOf(1, 1), 615);
    QCOMPARE(ratingOf(4, 1), 1515);
    QCOMPARE(ratingOf(4, 5), 1635);
    QCOMPARE(ratingOf(4, 30), ratingOf(4, 10)); // the depth's share stays below the next level's
    QVERIFY(ratingOf(4, 30) < ratingOf(5, 1));
    QCOMPARE(ratingOf(7, 1), 2415);
    // The depth needed: strictly best from depth 3 on.
    const Move a = Move::at(0);
    const Move b = Move::at(1);
    QCOMPARE(depthNeeded({{b, true}, {a, false}, {a, true}, {a, true}}, a), 3);
    QCOMPARE(depthNeeded({{a, true}, {b, true}, {a, true}}, a), 3);
    QCOMPARE(depthNeeded({{a, true}, {a, true}}, a), 1);
    // The greedy capture is found by every level.
    const Position pos = positionFromText(u"II:6:S:3,0,0,3,0,0,0,0,0,0,2,0:16:24");
    QCOMPARE(lowestLevelFinding(pos, moveAt(pos, "a")), 1);
}

// judgeDeeper: the first verdict is judge()'s at the judging depth, the
// second judge()'s at the deeper one, from one analysis; a proven verdict
// is both. The generator's rating is puzzleRating's.
void TestPuzzles::deeperIsTheSameAnalysisGoneOn()
{
    Analyser analyser;
    const auto same = [](const Verdict &a, const Verdict &b) {
        return a.best == b.best && a.value == b.value && a.margin == b.margin && a.worst == b.worst &&
               a.unique == b.unique && a.proven == b.proven && a.pv == b.pv && a.byDepth == b.byDepth;
    };
    for (const char16_t *text : {u"II:6:S:2,0,1,0,2,0,8,0,5,1,1,0:16:12", u"II:6:S:3,9,0,3,2,3,5,0,4,2,1,0:4:12",
                                 u"II:6:N:0,1,1,2,2,1,0,0,1,1,0,7:20:12"}) {
        const Position pos = positionFromText(text);
        const auto [at5, at7] = judgeDeeper(analyser, pos, Judge{.depth = 5}, 7);
        QVERIFY(same(at5, judge(analyser, pos, Judge{.depth = 5})));
        QVERIFY(same(at7, judge(analyser, pos, Judge{.depth = 7})));
        QCOMPARE(at7.byDepth.size(), std::size_t(7));
        QCOMPARE(puzzleRating(pos, at5.best, at5.byDepth), puzzleRating(analyser, pos, at5.best, 5));
        QCOMPARE(puzzleRating(pos, at5.best, at5.byDepth),
                 ratingOf(lowestLevelFinding(pos, at5.best), depthNeeded(at5.byDepth, at5.best)));
    }
    // c is the only move by 4 seeds at depth 5, not at depth 7
    // (tst_puzzles_cli's puzzle that fails --deeper 2).
    const Position flips = positionFromText(u"II:6:S:2,0,1,0,2,0,8,0,5,1,1,0:16:12");
    const auto [shallow, deep] = judgeDeeper(analyser, flips, Judge{.depth = 5}, 7);
    QVERIFY(shallow.unique);
    QVERIFY(!deep.unique);
    // Proven: the tables' verdict, whatever the depth.
    const Position proven = positionFromText(u"II:6:S:1,0,0,0,1,1,0,0,0,3,1,1:20:20");
    const auto [first, second] = judgeDeeper(analyser, proven, Judge{.depth = 4, .tables = m_tables.get()}, 12);
    QVERIFY(first.proven && second.proven);
    QVERIFY(same(first, second));
    QVERIFY(same(first, judge(analyser, proven, Judge{.depth = 4, .tables = m_tables.get()})));
}

// The same series and game give the same puzzles; a key already seen is
// skipped.
void TestPuzzles::generatorIsDeterministic()
{
    GeneratorSettings settings;
    settings.rules = Rules{.variant = Variant::II, .holesPerRow = 6};
    settings.seed = 3;
    settings.playDepth = 4;
    settings.judge = Judge{.depth = 8, .tables = nullptr};
    std::unordered_set<std::string> seen;
    const std::vector<Puzzle> first = puzzlesOfGame(settings, 0, seen);
    QVERIFY(!first.empty());
    QCOMPARE(seen.size(), first.size());
    std::unordered_set<std::string> fresh;
    const std::vector<Puzzle> again = puzzlesOfGame(settings, 0, fresh);
    QCOMPARE(again.size(), first.size());
    for (std::size_t k = 0; k < first.size(); ++k) {
        QCOMPARE(again[k].id, first[k].id);
        QCOMPARE(again[k].position, first[k].position);
        QCOMPARE(again[k].solution, first[k].solution);
        QCOMPARE(again[k].rating, first[k].rating);
        QVERIFY(again[k].id.starts_with("II-6-s3-g0-t"));
    }
    std::unordered_set<std::string> oneSeen{sameKey(first.front().position)};
    const std::vector<Puzzle> skipping = puzzlesOfGame(settings, 0, oneSeen);
    QVERIFY(!skipping.empty() || first.size() == 1);
    QVERIFY(skipping.empty() || skipping.front().id != first.front().id);
}

QTEST_APPLESS_MAIN(TestPuzzles)
#include "tst_puzzles.moc"
