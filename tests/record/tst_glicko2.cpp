// The puzzle rating: Glicko-2 against the worked example of Glickman's
// "Example of the Glicko-2 system" (τ = 0.5), and what a rating period
// without games or with a single result does.

#include "glicko2.h"

#include <QTest>

#include <array>

using namespace hoyito::app;

class TstGlicko2 : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void glickmansExample();
    void noGamesOnlyWidensTheDeviation();
    void aWinRaisesALossLowers();
    void theTrainersTauKeepsVolatilitySteady();
};

void TstGlicko2::glickmansExample()
{
    // A player rated 1500 (RD 200, σ 0.06) beats a 1400 (RD 30) and loses to
    // a 1550 (RD 100) and a 1700 (RD 300): 1464.06, RD 151.52, σ 0.05999.
    const std::array<Glicko2Game, 3> games{{{1400, 30, 1}, {1550, 100, 0}, {1700, 300, 0}}};
    const Glicko2Rating after = rateGlicko2({1500, 200, 0.06}, games, 0.5);
    QVERIFY2(std::abs(after.rating - 1464.06) < 0.01, qPrintable(QString::number(after.rating, 'f', 4)));
    QVERIFY2(std::abs(after.deviation - 151.52) < 0.01, qPrintable(QString::number(after.deviation, 'f', 4)));
    // The paper prints σ' to five places (0.05999 for 0.0599959…).
    QVERIFY2(std::abs(after.volatility - 0.05999) < 0.00001, qPrintable(QString::number(after.volatility, 'f', 6)));
}

void TstGlicko2::noGamesOnlyWidensTheDeviation()
{
    // Step 6 of the paper: φ* = sqrt(φ² + σ²), the rating unchanged.
    const Glicko2Rating after = rateGlicko2({1600, 100, 0.06}, {}, kPuzzleTau);
    QCOMPARE(after.rating, 1600.0);
    QCOMPARE(after.volatility, 0.06);
    const double phi = 100 / 173.7178;
    QVERIFY(std::abs(after.deviation - 173.7178 * std::sqrt(phi * phi + 0.06 * 0.06)) < 1e-9);
    QVERIFY(after.deviation > 100);
}

void TstGlicko2::aWinRaisesALossLowers()
{
    const Glicko2Rating player{1500, 350, 0.06};
    const std::array<Glicko2Game, 1> won{{{1500, 80, 1}}};
    const std::array<Glicko2Game, 1> lost{{{1500, 80, 0}}};
    const Glicko2Rating up = rateGlicko2(player, won, kPuzzleTau);
    const Glicko2Rating down = rateGlicko2(player, lost, kPuzzleTau);
    QVERIFY(up.rating > 1500 && down.rating < 1500);
    // Symmetric about an equal opponent, and the deviation narrows.
    QVERIFY(std::abs((up.rating - 1500) - (1500 - down.rating)) < 1e-6);
    QVERIFY(up.deviation < 350 && down.deviation < 350);
    // Beating a harder puzzle is worth more.
    const std::array<Glicko2Game, 1> harder{{{1900, 80, 1}}};
    QVERIFY(rateGlicko2(player, harder, kPuzzleTau).rating > up.rating);
}

void TstGlicko2::theTrainersTauKeepsVolatilitySteady()
{
    // An expected result barely moves the volatility; the algorithm ends.
    const std::array<Glicko2Game, 1> expectedWin{{{1000, 60, 1}}};
    const Glicko2Rating after = rateGlicko2({1500, 60, 0.06}, expectedWin, kPuzzleTau);
    QVERIFY(std::abs(after.volatility - 0.06) < 0.001);
    QVERIFY(after.rating > 1500 && after.rating < 1505);
}

QTEST_APPLESS_MAIN(TstGlicko2)
#include "tst_glicko2.moc"
