// Endless sowing (docs/RULES.md 5) on real positions. The positions were found by
// tests/tools/find_endless (the command that found each one is given with
// it; rerunning it prints the same line). "cycle" is the number of laps the
// sowing takes to come back to a state it had, as the tool counted it.
//
// Besides the data rows, a slow independent check compares isEndless() with
// a reference written here that keeps every (board, hand, hole) state after
// each pick-up in a std::map and stops at the first repeat or at a stop.

#include "engineutil.h"
#include "tracereplay.h"

#include "hoyito/bench.h"
#include "hoyito/game.h"
#include "hoyito/movegen.h"
#include "hoyito/notation.h"

#include <QTest>

#include <algorithm>
#include <map>
#include <string>

using namespace hoyito;
using namespace hoyito::test;

namespace {

int holeOf(const Position &pos, const QString &letter)
{
    const ParsedMove parsed = parseMove(pos.rules, pos.toMove, letter.toStdString());
    if (parsed.error != MoveTextError::None || parsed.move.isPass()) {
        QTest::qFail(qPrintable(QStringLiteral("bad hole: ") + letter), __FILE__, __LINE__);
        return 0;
    }
    return parsed.move.hole;
}

QString movesOf(const Position &pos)
{
    QStringList texts;
    for (const Move m : legalMoves(pos))
        texts << QString::fromStdString(moveText(pos.rules, m));
    return texts.join(QLatin1Char(','));
}

QString lettersOf(const Position &pos, const std::vector<int> &holes)
{
    QString letters;
    for (const int h : holes)
        letters += QLatin1Char(holeLetter(pos.rules, h));
    return letters;
}

// The reference: plain per-seed sowing that remembers every state after a
// pick-up (the first lift included) with the lap it was seen after.
enum class Outcome { Stops, Endless, Capped };
struct Reference {
    Outcome outcome = Outcome::Capped;
    long long laps = 0;  // laps sown until the stop or the repeat
    long long cycle = 0; // for Endless: laps between the two equal states
};

constexpr long long kReferenceCap = 2'000'000;

Reference referenceSowing(const Position &pos, int origin, long long cap = kReferenceCap)
{
    const int n = pos.rules.holeCount();
    const bool enPassant = pos.rules.variant == Variant::I;
    auto next = [&](int h) {
        do {
            h = (h + 1) % n;
        } while ((pos.closedHoles >> h) & 1u);
        return h;
    };
    std::array<int, kMaxHoles> b{};
    for (int h = 0; h < n; ++h)
        b[h] = pos.seeds[h];
    int hand = b[origin];
    b[origin] = 0;
    int hole = origin;
    int seedsLeft = hand; // on the board and in hand, for Hoyito I's early end
    for (int h = 0; h < n; ++h)
        seedsLeft += b[h];

    using State = std::array<std::uint8_t, kMaxHoles + 2>;
    auto state = [&] {
        State s{};
        for (int h = 0; h < n; ++h)
            s[h] = static_cast<std::uint8_t>(b[h]);
        s[kMaxHoles] = static_cast<std::uint8_t>(hand);
        s[kMaxHoles + 1] = static_cast<std::uint8_t>(hole);
        return s;
    };
    std::map<State, long long> seen{{state(), 0}};
    for (long long lap = 1; lap <= cap; ++lap) {
        while (hand > 0) {
            hole = next(hole);
            ++b[hole];
            --hand;
            if (enPassant && hand > 0 && b[hole] == 4) {
                b[hole] = 0;
                seedsLeft -= 4;
                if (seedsLeft == 4) // the last four: the game ends mid-sowing
                    return {Outcome::Stops, lap, 0};
            }
        }
        if (b[hole] == 1 || b[hole] == 4)
            return {Outcome::Stops, lap, 0};
        hand = b[hole];
        b[hole] = 0;
        const auto [it, inserted] = seen.emplace(state(), lap);
        if (!inserted)
            return {Outcome::Endless, lap, lap - it->second};
    }
    return {Outcome::Capped, cap, 0};
}

QString outcomeName(bool endless)
{
    return endless ? QStringLiteral("endless") : QStringLiteral("stops");
}

} // namespace

class TestEndless : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void endlessMove_data();
    void endlessMove();
    void reachedSixPliesFromTheOpening();
    void longFiniteSowing_data();
    void longFiniteSowing();
    void onlyEndlessMovesMeansPass_data();
    void onlyEndlessMovesMeansPass();
    void isEndlessAgreesWithReference();
};

void TestEndless::endlessMove_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("hole");
    QTest::addColumn<qlonglong>("cycle");

    // docs/RULES.md 5 and the shared worked examples.
    QTest::newRow("II 2x6 docs/RULES.md F") << "II:6:N:1,0,1,3,2,4,5,1,6,5,1,3:12:4"
                                            << "F" << 142LL;
    QTest::newRow("II 2x3 example B") << "II:3:N:0,1,0,1,3,1:0:0"
                                      << "B" << 18LL;
    // find_endless --games 5000 --holes all --seed 1 (random play):
    QTest::newRow("II 2x6 play") << "II:6:N:4,1,5,1,0,4,1,2,13,5,4,0:0:8"
                                 << "B" << 364632LL;
    QTest::newRow("III 2x6 play") << "III:6:S:13,3,0,4,0,2,1,13,1,0,2,1:8:0"
                                  << "a" << 412020LL;
    QTest::newRow("III 2x4 play") << "III:4:N:6,2,1,0,2,13,3,1:0:4"
                                  << "C" << 432LL;
    QTest::newRow("I 2x5 play") << "I:5:N:0,1,0,1,0,1,0,2,1,2:12:20"
                                << "E" << 50LL;
    QTest::newRow("I 2x11 play") << "I:11:N:0,2,1,0,2,1,0,2,1,0,2,1,0,2,1,0,1,0,1,2,0,1:40:28"
                                 << "I" << 198LL;
    // The slowest seen: 26.7 million laps before the state recurs.
    QTest::newRow("II 2x7 play, 26.7M laps") << "II:7:S:2,15,2,1,2,1,3,4,1,5,1,3,4,8:0:4"
                                             << "a" << 26696950LL;
    // find_endless --games 0 --boards 10000000 --variant II --holes 6 --seed 9:
    QTest::newRow("II 2x6 board, 4.6M laps") << "II:6:S:3,7,6,3,1,5,4,5,4,1,5,4:0:0"
                                             << "d" << 4628448LL;
    // find_endless --games 0 --boards 2000000 --variant I --holes 6 --seed 2:
    // five fours are taken en passant before the sowing settles in its cycle.
    QTest::newRow("I 2x6 board, en passant first") << "I:6:S:1,2,1,0,6,8,2,5,2,1,3,1:8:8"
                                                   << "f" << 60LL;
    QTest::newRow("I 2x6 board, one en passant") << "I:6:N:0,2,1,0,2,4,3,1,1,1,0,1:16:16"
                                                 << "A" << 60LL;
    // find_endless --games 0 --boards 300000 --closed 1 --variant II --holes 6 --seed 8:
    QTest::newRow("II 2x6 closed holes") << "II:6:S:5,5,4,x,3,5,4,5,2,3,x,x:4:8"
                                         << "a" << 117774LL;
}

void TestEndless::endlessMove()
{
    QFETCH(QString, position);
    QFETCH(QString, hole);
    QFETCH(qlonglong, cycle);
    const Position pos = positionFromText(position);
    const int h = holeOf(pos, hole);

    QVERIFY(isEndless(pos, h));
    QCOMPARE(checkMove(pos, Move::at(h)), MoveError::EndlessSowing);
    const std::vector<Move> legal = legalMoves(pos);
    QVERIFY(std::find(legal.begin(), legal.end(), Move::at(h)) == legal.end());
    const std::vector<int> endless = endlessHoles(pos);
    QVERIFY(std::find(endless.begin(), endless.end(), h) != endless.end());
    QCOMPARE(int(legal.size() + endless.size()), [&] {
        int liftable = 0;
        for (int x = pos.rules.firstHole(pos.toMove); x < pos.rules.firstHole(pos.toMove) + pos.rules.holesPerRow; ++x)
            liftable += pos.seeds[x] > 0 && !pos.isClosed(x);
        return liftable;
    }());

    Position fast = pos;
    const TurnSummary summary = playTurn(fast, Move::at(h));
    QVERIFY(summary.endless);
    QVERIFY(fast == pos);

    Position traced = pos;
    const Event sentinel{EventKind::Pass, -1, 0, Player::North, EndReason::None};
    Trace trace{sentinel};
    QVERIFY(playTurn(traced, Move::at(h), &trace).endless);
    QVERIFY(traced == pos);
    QCOMPARE(trace.size(), std::size_t(1));
    QVERIFY(trace.front() == sentinel);

    // The reference agrees, and finds the cycle length the tool printed.
    // (Rows of millions of laps take a third of a second a call: spare them
    // the wrappers and the reference, which would be capped.)
    if (cycle <= 1'000'000) {
        const MoveCheck read = readMove(pos, hole.toStdString());
        QCOMPARE(read.ruleError, MoveError::EndlessSowing);
        QCOMPARE(Game(pos).check(Move::at(h)), MoveError::EndlessSowing);
        const ChildList children = generateChildren(pos);
        QVERIFY((children.endless() >> h) & 1u);
        QVERIFY(!((children.legalHoles() >> h) & 1u));
        QCOMPARE(children.size(), int(legal.size()));

        const Reference ref = referenceSowing(pos, h);
        QCOMPARE(int(ref.outcome), int(Outcome::Endless));
        QCOMPARE(qlonglong(ref.cycle), cycle);
    }
}

// docs/RULES.md 5: "reachable 6 plies from the opening (Hoyito II f A f d e B,
// then North's F)".
void TestEndless::reachedSixPliesFromTheOpening()
{
    Game game(Position::initial(Rules{}));
    for (const char *text : {"f", "A", "f", "d", "e", "B"}) {
        const MoveCheck move = readMove(game.position(), text);
        QVERIFY2(move.ok(), text);
        game.play(move.move);
    }
    QCOMPARE(QString::fromStdString(positionText(game.position())),
             QStringLiteral("II:6:N:1,0,1,3,2,4,5,1,6,5,1,3:12:4"));
    QCOMPARE(movesOf(game.position()), QStringLiteral("A,B,C,D,E"));
    QCOMPARE(game.check(Move::at(11)), MoveError::EndlessSowing);
}

void TestEndless::longFiniteSowing_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("hole");
    QTest::addColumn<int>("laps");
    QTest::addColumn<int>("seeds");

    // find_endless --games 0 --boards 10000000 --variant II --holes 6 --seed 9
    QTest::newRow("II 2x6 board, 500 laps") << "II:6:S:2,6,2,3,2,4,0,5,4,5,4,3:4:4"
                                            << "c" << 500 << 2546;
    // find_endless --games 50000 --variant II --holes 6 --seed 3 (random play)
    QTest::newRow("II 2x6 play, 244 laps") << "II:6:S:3,1,8,2,1,5,9,1,0,1,0,1:4:12"
                                           << "a" << 244 << 1036;
    // find_endless --games 5000 --holes all --seed 1 (random play)
    QTest::newRow("II 2x7 play, 292 laps") << "II:7:N:12,4,0,2,3,2,1,0,1,3,5,1,3,3:12:4"
                                           << "F" << 292 << 1328;
    QTest::newRow("II 2x11 play, 181 laps") << "II:11:N:1,0,4,3,0,9,0,15,1,8,1,3,0,2,1,2,1,2,0,2,1,0:4:28"
                                            << "G" << 181 << 757;
    // find_endless --games 0 --boards 2000000 --variant I --holes 6 --seed 2
    QTest::newRow("I 2x6 board, 33 laps") << "I:6:S:5,0,0,0,7,0,8,5,6,2,6,5:0:4"
                                          << "e" << 33 << 124;
}

void TestEndless::longFiniteSowing()
{
    QFETCH(QString, position);
    QFETCH(QString, hole);
    QFETCH(int, laps);
    QFETCH(int, seeds);
    const Position pos = positionFromText(position);
    const int h = holeOf(pos, hole);

    QCOMPARE(checkMove(pos, Move::at(h)), MoveError::None);
    QVERIFY(!isEndless(pos, h));
    const std::vector<int> endless = endlessHoles(pos);
    QVERIFY(std::find(endless.begin(), endless.end(), h) == endless.end());

    Position after = pos;
    Trace trace;
    const TurnSummary summary = playTurn(after, Move::at(h), &trace);
    QVERIFY(!summary.endless);
    QCOMPARE(summary.laps, laps);
    QCOMPARE(summary.seedsSown, seeds);
    QCOMPARE(countEvents(trace, EventKind::Drop), seeds);
    QCOMPARE(countEvents(trace, EventKind::Relay), laps - 1);
    QCOMPARE(after.seedsInGame(), pos.seedsInGame());

    const TraceReplay replayed = replayTrace(pos, trace);
    QVERIFY2(replayed.error.isEmpty(), qPrintable(replayed.error));
    QVERIFY(replayed.after.seeds == after.seeds);
    QVERIFY(replayed.after.scores == after.scores);

    Position fast = pos;
    const TurnSummary fastSummary = playTurn(fast, Move::at(h));
    QVERIFY(fast == after);
    QCOMPARE(fastSummary.laps, laps);
    QCOMPARE(fastSummary.seedsSown, seeds);

    const Reference ref = referenceSowing(pos, h);
    QCOMPARE(int(ref.outcome), int(Outcome::Stops));
    QCOMPARE(ref.laps, static_cast<long long>(laps));
}

void TestEndless::onlyEndlessMovesMeansPass_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("endless");

    // On full boards no such position was found: not in 5000 random games
    // for each variant and size 3..12, not in every 2x3 board (I, II, III)
    // and every 2x4 board (II) with South to move
    // (find_endless --games 0 --exhaustive 1 --variant II --holes 4). With
    // closed holes (refill, docs/RULES.md 7) they are common:
    // find_endless --games 0 --boards 300000 --closed 1 --variant II --holes 6 --seed 8
    QTest::newRow("2x6, a and b endless, f empty") << "II:6:S:5,3,x,x,x,0,x,4,x,x,x,x:16:20"
                                                   << "ab";
    QTest::newRow("2x6, North D and F endless") << "II:6:N:x,x,0,x,x,1,x,x,x,5,x,6:16:20"
                                                << "DF";
    // find_endless --games 0 --boards 300000 --closed 1 --variant II --holes 3 --seed 8
    QTest::newRow("2x3, a and b endless") << "II:3:S:2,3,x,4,x,3:4:8"
                                          << "ab";
}

void TestEndless::onlyEndlessMovesMeansPass()
{
    QFETCH(QString, position);
    QFETCH(QString, endless);
    const Position pos = positionFromText(position);

    QCOMPARE(movesOf(pos), QStringLiteral("-"));
    QCOMPARE(lettersOf(pos, endlessHoles(pos)), endless);
    QVERIFY(pos.seedsInRow(pos.toMove) > 0);
    for (const int h : endlessHoles(pos)) {
        QCOMPARE(checkMove(pos, Move::at(h)), MoveError::EndlessSowing);
        QCOMPARE(int(referenceSowing(pos, h).outcome), int(Outcome::Endless));
    }
    QCOMPARE(checkMove(pos, Move::pass()), MoveError::None);

    Game game(pos);
    const TurnRecord record = game.play(Move::pass());
    QCOMPARE(record.trace.size(), std::size_t(1));
    QCOMPARE(record.trace.front().kind, EventKind::Pass);
    QCOMPARE(record.trace.front().player, pos.toMove);
    QCOMPARE(game.position().toMove, opponent(pos.toMove));
    QVERIFY(game.position().seeds == pos.seeds);
    QVERIFY(game.position().scores == pos.scores);
    QVERIFY(game.position().previousTurnPassed);
}

// A few thousand (position, hole) pairs: positions from seeded random games
// of every variant on several board sizes, and sparse random boards with
// closed holes (where endless sowings are frequent, in Hoyito I too: about
// one pair in 150 on 2x3 to 2x5). isEndless() must agree
// with the reference wherever the reference finishes; on a stop, the laps
// must agree too.
void TestEndless::isEndlessAgreesWithReference()
{
    struct Pair {
        Position pos;
        int hole;
    };
    std::vector<Pair> pairs;
    Random random(2024);
    auto addLiftable = [&](const Position &pos) {
        const int first = pos.rules.firstHole(pos.toMove);
        for (int h = first; h < first + pos.rules.holesPerRow; ++h)
            if (pos.seeds[h] > 0 && !pos.isClosed(h))
                pairs.push_back({pos, h});
    };

    for (const Variant variant : {Variant::I, Variant::II, Variant::III}) {
        for (const int size : {3, 4, 5, 6, 8, 12}) {
            const Rules rules{variant, size, LastFourTaker::Capturer};
            const std::size_t target = pairs.size() + 250;
            while (pairs.size() < target) {
                Position pos = Position::initial(rules, random.below(2) ? Player::North : Player::South);
                for (int t = 0; t < 400 && !pos.isOver() && pairs.size() < target; ++t) {
                    if (random.below(8) == 0)
                        addLiftable(pos);
                    const std::vector<Move> moves = legalMoves(pos);
                    playTurn(pos, moves[random.below(static_cast<std::uint32_t>(moves.size()))]);
                }
            }
        }
        for (const int size : {3, 4, 5, 6}) {
            const Rules rules{variant, size, LastFourTaker::Capturer};
            const std::size_t target = pairs.size() + 600;
            while (pairs.size() < target) {
                Position pos = Position::initial(rules, random.below(2) ? Player::North : Player::South);
                pos.seeds.fill(0);
                const std::uint32_t closedPercent = random.below(90);
                for (int h = 0; h < rules.holeCount(); ++h)
                    if (random.below(100) < closedPercent)
                        pos.closedHoles |= 1u << h;
                pos.closedHoles &= ~(1u << random.below(static_cast<std::uint32_t>(size)));
                pos.closedHoles &= ~(1u << (size + random.below(static_cast<std::uint32_t>(size))));
                std::vector<int> open;
                for (int h = 0; h < rules.holeCount(); ++h)
                    if (!pos.isClosed(h))
                        open.push_back(h);
                const int fours = 1 + static_cast<int>(random.below(static_cast<std::uint32_t>(open.size())));
                for (int s = 0; s < fours * kSeedsPerHole; ++s)
                    ++pos.seeds[open[random.below(static_cast<std::uint32_t>(open.size()))]];
                addLiftable(pos);
            }
        }
    }

    int endless = 0;
    int finite = 0;
    int skipped = 0;
    int endlessInHoyitoI = 0;
    for (const Pair &pair : pairs) {
        const Reference ref = referenceSowing(pair.pos, pair.hole);
        if (ref.outcome == Outcome::Capped) {
            ++skipped;
            continue;
        }
        const bool engineSays = isEndless(pair.pos, pair.hole);
        QVERIFY2(engineSays == (ref.outcome == Outcome::Endless),
                 qPrintable(QStringLiteral("%1 hole %2: engine %3, reference %4")
                                .arg(QString::fromStdString(positionText(pair.pos)))
                                .arg(QLatin1Char(holeLetter(pair.pos.rules, pair.hole)))
                                .arg(outcomeName(engineSays), outcomeName(ref.outcome == Outcome::Endless))));
        if (ref.outcome == Outcome::Endless) {
            ++endless;
            endlessInHoyitoI += pair.pos.rules.variant == Variant::I;
        } else {
            ++finite;
            Position after = pair.pos;
            QCOMPARE(static_cast<long long>(playTurn(after, Move::at(pair.hole)).laps), ref.laps);
        }
    }
    qInfo("%zu pairs: %d endless (%d in Hoyito I), %d finite, %d skipped at %lld laps", pairs.size(), endless,
          endlessInHoyitoI, finite, skipped, kReferenceCap);
    QVERIFY(pairs.size() >= 5000);
    QVERIFY(endless >= 50);
    QVERIFY(endlessInHoyitoI >= 5);
    QVERIFY(skipped * 100 <= int(pairs.size()));
}

QTEST_APPLESS_MAIN(TestEndless)
#include "tst_endless.moc"
