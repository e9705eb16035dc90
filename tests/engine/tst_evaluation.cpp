// The static evaluation against a plain, hole-by-hole count of the same
// features, over positions of random games on every board size and variant:
// the engine's word-wide version must agree with it exactly.

#include "hoyito/bench.h"
#include "hoyito/evaluation.h"
#include "hoyito/players.h"
#include "hoyito/position.h"

#include <QTest>

#include <algorithm>

using namespace hoyito;

namespace {

// The seeds `player` takes with the best single lap (1 to n - 1 seeds) that
// ends in a hole of 3, sown for real on a copy of the board.
int plainOneLapCapture(const Position &pos, Player player)
{
    const int n = pos.rules.holeCount();
    const int first = pos.rules.firstHole(player);
    int best = 0;
    for (int h = first; h < first + pos.rules.holesPerRow; ++h) {
        const int s = pos.seeds[h];
        if (s < 1 || s >= n)
            continue;
        std::array<int, kMaxHoles> board{};
        for (int i = 0; i < n; ++i)
            board[i] = pos.seeds[i];
        board[h] = 0;
        int hole = h;
        for (int k = 0; k < s; ++k) {
            hole = (hole + 1) % n;
            ++board[hole];
        }
        if (board[hole] != kSeedsPerHole)
            continue;
        int gain = kSeedsPerHole;
        board[hole] = 0;
        if (pos.rules.hasChain()) {
            for (int back = (hole + n - 1) % n; board[back] == kSeedsPerHole; back = (back + n - 1) % n) {
                board[back] = 0;
                gain += kSeedsPerHole;
            }
        }
        best = std::max(best, gain);
    }
    return best;
}

int plainFeatures(const Position &pos, const EvalWeights &w)
{
    const Player me = pos.toMove;
    int rowSeeds = 0, threes = 0, fours = 0, mobility = 0;
    for (int h = 0; h < pos.rules.holeCount(); ++h) {
        const int sign = pos.rules.owner(h) == me ? 1 : -1;
        const int s = pos.seeds[h];
        rowSeeds += sign * s;
        threes -= sign * (s == 3);
        fours -= sign * (s == kSeedsPerHole);
        mobility += sign * (s > 0);
    }
    int value = w.rowSeeds * rowSeeds + w.threes * threes + w.fours * fours + w.mobility * mobility + w.tempo;
    if (pos.closedHoles == 0)
        value += w.threat * plainOneLapCapture(pos, me) - w.opponentThreat * plainOneLapCapture(pos, opponent(me));
    return value;
}

} // namespace

class TestEvaluation : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void agreesWithAPlainCount_data();
    void agreesWithAPlainCount();
};

void TestEvaluation::agreesWithAPlainCount_data()
{
    QTest::addColumn<int>("variant");
    QTest::addColumn<int>("holesPerRow");
    for (const Variant variant : {Variant::II, Variant::III})
        for (int perRow = kMinHolesPerRow; perRow <= kMaxHolesPerRow; ++perRow)
            QTest::addRow("%s 2x%d", variant == Variant::II ? "II" : "III", perRow)
                << static_cast<int>(variant) << perRow;
}

void TestEvaluation::agreesWithAPlainCount()
{
    QFETCH(int, variant);
    QFETCH(int, holesPerRow);
    Rules rules;
    rules.variant = static_cast<Variant>(variant);
    rules.holesPerRow = holesPerRow;
    // Each feature alone, so that a wrong one cannot hide behind another,
    // and the weights the levels play with.
    std::vector<EvalWeights> weightSets;
    for (int feature = 0; feature < 7; ++feature) {
        EvalWeights w;
        int *fields[] = {&w.rowSeeds, &w.threes, &w.fours, &w.mobility, &w.threat, &w.opponentThreat, &w.tempo};
        *fields[feature] = 7;
        weightSets.push_back(w);
    }
    weightSets.push_back(defaultEvalWeights());

    Random random(0xE7A1u + static_cast<unsigned>(holesPerRow));
    int positions = 0, withThreat = 0;
    // Random games until enough positions were seen (small boards end fast);
    // a game is cut after 400 turns, as rule 6.2 would end it long before.
    for (int game = 0; positions < 3000 && game < 2000; ++game) {
        Position pos = Position::initial(rules, game % 2 ? Player::North : Player::South);
        for (int turn = 0; turn < 400 && !pos.isOver(); ++turn) {
            for (const EvalWeights &w : weightSets)
                QCOMPARE(evaluateFeatures(pos, w), plainFeatures(pos, w));
            ++positions;
            withThreat += plainOneLapCapture(pos, pos.toMove) > kSeedsPerHole;
            playTurn(pos, randomMove(pos, random));
        }
    }
    QVERIFY(positions >= 3000);
    // Chains of two fours or more were met (Hoyito II), so the chain's length was checked.
    if (rules.hasChain())
        QVERIFY(withThreat > 0);
}

QTEST_APPLESS_MAIN(TestEvaluation)
#include "tst_evaluation.moc"
