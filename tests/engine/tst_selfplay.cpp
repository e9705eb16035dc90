// Random self-play: thousands of games of uniformly random legal moves
// (hoyito::Random, fixed seeds) in Hoyito I, II and III on 2x3, 2x6 and
// 2x12, checking after every turn the invariants no single example can:
// seeds are conserved (also event by event along the trace, with the seeds
// in hand), the trace replayed onto the old position gives the new one,
// there is always a legal move while the game goes on, undo restores
// exactly, every game ends, and replaying the move list rebuilds every
// position and hash.

#include "engineutil.h"
#include "tracereplay.h"

#include "hoyito/bench.h"
#include "hoyito/game.h"
#include "hoyito/notation.h"

#include <QTest>

#include <algorithm>
#include <map>

using namespace hoyito;
using namespace hoyito::test;

namespace {

struct Totals {
    long long games = 0;
    long long turns = 0;
    long long undos = 0;
    std::map<EndReason, int> endings;
};

} // namespace

class TestSelfPlay : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void randomGames_data();
    void randomGames();
};

void TestSelfPlay::randomGames_data()
{
    QTest::addColumn<int>("variant");
    QTest::addColumn<int>("holesPerRow");
    QTest::addColumn<int>("games");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("taker");

    // Longer boards make longer games: fewer of them keep the run short.
    const int capturer = int(LastFourTaker::Capturer);
    for (const Variant v : {Variant::I, Variant::II, Variant::III}) {
        const std::string name(variantName(v));
        QTest::newRow((name + " 2x3").c_str()) << int(v) << 3 << 2000 << quint64(31 + int(v)) << capturer;
        QTest::newRow((name + " 2x6").c_str()) << int(v) << 6 << 800 << quint64(61 + int(v)) << capturer;
        QTest::newRow((name + " 2x12").c_str()) << int(v) << 12 << 120 << quint64(121 + int(v)) << capturer;
    }
    // The last four to a fixed player (Hoyito III match rounds, docs/RULES.md 6.1).
    QTest::newRow("III 2x6 taker S") << int(Variant::III) << 6 << 300 << quint64(7) << int(LastFourTaker::South);
    QTest::newRow("II 2x3 taker N") << int(Variant::II) << 3 << 600 << quint64(8) << int(LastFourTaker::North);
}

void TestSelfPlay::randomGames()
{
    QFETCH(int, variant);
    QFETCH(int, holesPerRow);
    QFETCH(int, games);
    QFETCH(quint64, seed);
    QFETCH(int, taker);
    const Rules rules{static_cast<Variant>(variant), holesPerRow, static_cast<LastFourTaker>(taker)};
    const int totalSeeds = rules.totalSeeds();
    // Every capture removes a four, and 200 quiet turns end the game.
    const int turnCap = (rules.holeCount() + 1) * kNoCaptureTurnLimit + 1;
    Random random(seed);
    Totals totals;

    for (int g = 0; g < games; ++g) {
        const Position start = Position::initial(rules, random.below(2) ? Player::North : Player::South);
        Game game(start);
        while (!game.isOver()) {
            QVERIFY2(game.turnCount() < turnCap, "a game that does not end");
            const Position before = game.position();
            const std::vector<Move> legal = legalMoves(before);
            QVERIFY2(!legal.empty(), positionText(before).c_str());

            // Legal moves and endless holes split the liftable holes; with
            // none left, the single legal move is a pass.
            const std::vector<int> endless = endlessHoles(before);
            int liftable = 0;
            const int first = rules.firstHole(before.toMove);
            for (int h = first; h < first + rules.holesPerRow; ++h)
                liftable += before.seeds[h] > 0 && !before.isClosed(h);
            if (legal.front().isPass())
                QCOMPARE(int(legal.size()), 1);
            else
                QCOMPARE(int(legal.size() + endless.size()), liftable);
            QCOMPARE(int(legal.front().isPass()), int(liftable == int(endless.size())));

            const Move move = legal[random.below(static_cast<std::uint32_t>(legal.size()))];
            QCOMPARE(game.check(move), MoveError::None);
            const int quietBefore = game.turnsWithoutCapture();
            const TurnRecord record = game.play(move);
            const Position &after = game.position();
            ++totals.turns;

            QCOMPARE(after.seedsInGame(), totalSeeds);
            const TraceReplay replayed = replayTrace(before, record.trace);
            QVERIFY2(replayed.error.isEmpty(),
                     qPrintable(QString::fromStdString(positionText(before) + " " + moveText(rules, move) + ": ") +
                                replayed.error));
            QVERIFY(replayed.after.seeds == after.seeds);
            QVERIFY(replayed.after.scores == after.scores);
            if (!after.isOver())
                QCOMPARE(replayed.after.toMove, after.toMove);
            QCOMPARE(countEvents(record.trace, EventKind::GameEnd), after.isOver() ? 1 : 0);
            QCOMPARE(record.mover, before.toMove);

            const TurnSummary &s = record.summary;
            QVERIFY(!s.endless);
            if (move.isPass()) {
                QCOMPARE(s.laps, 0);
                QVERIFY(after.seeds == before.seeds);
            } else {
                QCOMPARE(countEvents(record.trace, EventKind::Relay), s.laps - 1);
                QCOMPARE(countEvents(record.trace, EventKind::Drop), s.seedsSown);
                const bool lastFourToMover = std::any_of(record.trace.begin(), record.trace.end(), [&](const Event &e) {
                    return e.kind == EventKind::LastFour && e.player == before.toMove;
                });
                QCOMPARE(s.captured, after.scores[index(before.toMove)] - before.scores[index(before.toMove)] -
                                         (lastFourToMover ? kSeedsPerHole : 0));
            }
            QCOMPARE(game.turnsWithoutCapture(), s.captured > 0 ? 0 : quietBefore + 1);
            if (s.extraTurn) {
                QVERIFY(rules.capturePlaysAgain());
                QCOMPARE(after.toMove, before.toMove);
            }

            // Undo now and then: everything as before, and the same move
            // plays the same turn again.
            if (random.below(8) == 0) {
                const int turnsBefore = game.turnCount();
                QVERIFY(game.undo());
                QVERIFY(game.position() == before);
                QCOMPARE(game.turnCount(), turnsBefore - 1);
                QCOMPARE(game.turnsWithoutCapture(), quietBefore);
                const TurnRecord again = game.play(move);
                QVERIFY(again.trace == record.trace);
                QCOMPARE(again.summary.laps, record.summary.laps);
                QCOMPARE(again.summary.seedsSown, record.summary.seedsSown);
                QCOMPARE(again.summary.captured, record.summary.captured);
                QCOMPARE(again.summary.extraTurn, record.summary.extraTurn);
                ++totals.undos;
            }
        }
        ++totals.games;
        const Position &end = game.position();
        ++totals.endings[end.ending];
        QVERIFY(legalMoves(end).empty());
        const std::array<int, 2> final = finalScores(end);
        QCOMPARE(final[0] + final[1], totalSeeds);
        QCOMPARE(game.turnsWithoutCapture() >= kNoCaptureTurnLimit, end.ending == EndReason::NoCapture200);

        // Rule 6.2 seen from outside: no position (board and mover) occurs a
        // third time, except the last one of a game ended by repetition.
        std::map<std::uint64_t, std::vector<int>> byHash;
        for (int i = 0; i < int(game.positions().size()); ++i)
            byHash[hashOf(game.positions()[i])].push_back(i);
        for (const auto &[hash, indices] : byHash) {
            const Position &last = game.positions()[indices.back()];
            const int same = static_cast<int>(std::count_if(
                indices.begin(), indices.end(), [&](int i) { return game.positions()[i].sameBoardAndMover(last); }));
            if (same >= kRepetitionLimit) {
                QCOMPARE(same, kRepetitionLimit);
                QCOMPARE(indices.back(), game.turnCount());
                QCOMPARE(end.ending, EndReason::Repetition);
            }
        }

        // The moves alone rebuild the game (docs/RULES.md 9).
        Game replay(start);
        for (int i = 0; i < game.turnCount(); ++i) {
            const Move move = game.moves()[i];
            QCOMPARE(replay.check(move), MoveError::None);
            replay.play(move);
            QVERIFY(replay.position() == game.positions()[i + 1]);
            QCOMPARE(hashOf(replay.position()), hashOf(game.positions()[i + 1]));
        }
        QVERIFY(replay.isOver());

        // And undo walks all the way back.
        if (g % 50 == 0) {
            for (int i = game.turnCount(); i > 0; --i) {
                QVERIFY(game.undo());
                QVERIFY(game.position() == replay.positions()[i - 1]);
            }
            QVERIFY(!game.undo());
            QVERIFY(game.position() == start);
        }
    }

    QString endings;
    for (const auto &[reason, count] : totals.endings)
        endings += QStringLiteral(" %1=%2").arg(QString::fromStdString(std::string(endReasonName(reason)))).arg(count);
    qInfo("%lld games, %lld turns, %lld undos;%s", totals.games, totals.turns, totals.undos, qPrintable(endings));
    QCOMPARE(totals.games, qlonglong(games));
}

QTEST_APPLESS_MAIN(TestSelfPlay)
#include "tst_selfplay.moc"
