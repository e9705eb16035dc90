// The playout benchmark's work is fixed by its seed: its signature is the
// same on every machine and build (Stockfish's bench signature idea). If a
// rule change alters it on purpose, update the numbers here and say why in
// the commit.

#include "hoyito/bench.h"

#include <QTest>

using namespace hoyito;

class TestBench : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void signatureIsStable_data()
    {
        QTest::addColumn<int>("holesPerRow");
        QTest::addColumn<quint64>("turns");
        QTest::addColumn<quint64>("seedsSown");
        QTest::addColumn<quint64>("signature");
        QTest::newRow("II 2x6") << 6 << quint64(207175) << quint64(1147607) << quint64(0x5ee014b475f6eb44ull);
        QTest::newRow("II 2x12") << 12 << quint64(747746) << quint64(2844144) << quint64(0x7e25b241ffdace32ull);
    }

    void signatureIsStable()
    {
        QFETCH(int, holesPerRow);
        QFETCH(quint64, turns);
        QFETCH(quint64, seedsSown);
        QFETCH(quint64, signature);
        const PlayoutStats stats =
            randomPlayouts(Rules{Variant::II, holesPerRow, LastFourTaker::Capturer}, 2000, 20261130);
        QCOMPARE(stats.games, quint64(2000));
        QCOMPARE(stats.turns, turns);
        QCOMPARE(stats.seedsSown, seedsSown);
        QCOMPARE(stats.signature, signature);
    }

    void differentSeedsPlayDifferentGames()
    {
        const Rules rules{Variant::II, 6, LastFourTaker::Capturer};
        QVERIFY(randomPlayouts(rules, 100, 1).signature != randomPlayouts(rules, 100, 2).signature);
    }
};

QTEST_APPLESS_MAIN(TestBench)
#include "tst_bench.moc"
