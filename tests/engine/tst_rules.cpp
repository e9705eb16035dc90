// Every rule of docs/RULES.md checked on small positions worked out by hand. Each
// row carries its working in a comment, so a reader can redo it with pencil
// and paper: holes are numbered 0..2N-1 in sowing order (docs/RULES.md 2), South's
// a.. = 0.., North's A.. = N... Positions are in the text of docs/RULES.md 8.
//
// The trace is compared in a notation of this file that names every event
// kind apart (eventText() prints the three kinds of capture alike):
// pickup(h,c) drop(h) relay(h,c) capture(h,c) chain(h,c) enpassant(h,c)
// lastfour(P,c) extra-turn(P) pass(P) end(reason).

#include "engineutil.h"

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

Move parseMoveOf(const Position &pos, const QString &text)
{
    const ParsedMove parsed = parseMove(pos.rules, pos.toMove, text.toStdString());
    if (parsed.error != MoveTextError::None)
        QTest::qFail(qPrintable(QStringLiteral("bad move text: ") + text), __FILE__, __LINE__);
    return parsed.move;
}

std::string story(const Trace &trace)
{
    std::string text;
    for (const Event &e : trace) {
        if (!text.empty())
            text += ' ';
        const std::string hc = '(' + std::to_string(e.hole) + ',' + std::to_string(e.seeds) + ')';
        const std::string who(1, playerLetter(e.player));
        switch (e.kind) {
        case EventKind::Lift: text += "pickup" + hc; break;
        case EventKind::Drop: text += "drop(" + std::to_string(e.hole) + ')'; break;
        case EventKind::Relay: text += "relay" + hc; break;
        case EventKind::Capture: text += "capture" + hc; break;
        case EventKind::ChainCapture: text += "chain" + hc; break;
        case EventKind::EnPassantCapture: text += "enpassant" + hc; break;
        case EventKind::LastFour: text += "lastfour(" + who + ',' + std::to_string(e.seeds) + ')'; break;
        case EventKind::ExtraTurn: text += "extra-turn(" + who + ')'; break;
        case EventKind::Pass: text += "pass(" + who + ')'; break;
        case EventKind::GameEnd: text += "end(" + std::string(endReasonName(e.reason)) + ')'; break;
        }
    }
    return text;
}

// The legal moves, or the endless holes, as move text: "a,c", "-".
QString movesOf(const Position &pos)
{
    QStringList texts;
    for (const Move m : legalMoves(pos))
        texts << QString::fromStdString(moveText(pos.rules, m));
    return texts.join(QLatin1Char(','));
}

QString endlessOf(const Position &pos)
{
    QStringList texts;
    for (const int h : endlessHoles(pos))
        texts << QString(QLatin1Char(holeLetter(pos.rules, h)));
    return texts.join(QLatin1Char(','));
}

QString repeated(const QString &text, int times)
{
    QString all;
    for (int i = 0; i < times; ++i)
        all += text;
    return all;
}

QString endName(EndReason reason)
{
    return reason == EndReason::None ? QStringLiteral("none")
                                     : QString::fromStdString(std::string(endReasonName(reason)));
}

// Board, closed holes, scores and rules; the mover only while the game goes
// on (who "moves" after the end is no rule's business).
void compareAfter(const Position &actual, const Position &expected)
{
    QCOMPARE(QString::fromStdString(positionText(actual)).section(QLatin1Char(':'), 3),
             QString::fromStdString(positionText(expected)).section(QLatin1Char(':'), 3));
    QCOMPARE(actual.closedHoles, expected.closedHoles);
    QVERIFY(actual.rules == expected.rules);
    if (!actual.isOver())
        QCOMPARE(playerLetter(actual.toMove), playerLetter(expected.toMove));
}

} // namespace

class TestRules : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void turn_data();
    void turn();
    void eventsNameTheirPlayer();
    void childrenAreThePlayedMoves();
    void extraTurnThenPass();
    void passWithAnEmptyRow();
    void bothPassEndsTheGameAtTheSecondPass();
    void repetitionThirdOccurrenceCountsTheStart();
    void twoHundredTurnsWithoutCapture();
    void finalScoresAndResult_data();
    void finalScoresAndResult();
    void checkMoveErrors_data();
    void checkMoveErrors();
    void closedHolesCannotBePlayed();
    void closedHolesPlayLikeTheSameRingWithoutThem();
    void hashOfBoardAndMover();
};

void TestRules::turn_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("after");
    QTest::addColumn<QString>("trace");
    QTest::addColumn<int>("laps");
    QTest::addColumn<int>("sown"); // seeds dropped (the Drop events)
    QTest::addColumn<int>("captured");
    QTest::addColumn<bool>("extraTurn");
    QTest::addColumn<QString>("ending");

    // 3.1-3.3.2: a (0) holds 2: drops into 1 (0->1) and 2 (0->1). The last
    // seed makes 1 in hole 2: the turn ends, North to move.
    QTest::newRow("3.3.2 landing on an empty hole stops")
        << "II:6:S:2,0,0,1,1,2,1,1,1,1,1,1:16:20"
        << "a"
        << "II:6:N:0,1,1,1,1,2,1,1,1,1,1,1:16:20"
        << "pickup(0,2) drop(1) drop(2)" << 1 << 2 << 0 << false << "none";

    // 3.2: f (5) holds 12 = 2N: one seed into each of 6..11 and 0..4, and the
    // twelfth into the emptied origin 5 itself, which now holds 1: stop.
    // Every hole gained one: 1,0,2,0,1,_ / 0,1,0,2,1,0 -> 2,1,3,1,2,1 / 1,2,1,3,2,1.
    QTest::newRow("3.2 a 2N lap ends in the emptied origin")
        << "II:6:S:1,0,2,0,1,12,0,1,0,2,1,0:16:12"
        << "f"
        << "II:6:N:2,1,3,1,2,1,1,2,1,3,2,1:16:12"
        << "pickup(5,12) drop(6) drop(7) drop(8) drop(9) drop(10) drop(11) drop(0) drop(1) drop(2) drop(3) "
           "drop(4) drop(5)"
        << 1 << 12 << 0 << false << "none";

    // 3.2: f (5) holds 14 > 2N: one round 6..11,0..5 (the origin is not
    // skipped: 5 gets 1), then 6 (1->2) and 7 (3->4). 7 holds four: capture
    // (3.3.1). Hoyito II looks behind: 6 holds 2, the chain stops. Hole 11
    // passed 3->4 mid-lap: only the final seed captures in Hoyito II.
    // Board 2,1,3,1,2,1 / 2,0,1,2,1,4; South 12+4; another turn.
    QTest::newRow("3.2 a lap longer than 2N passes its origin")
        << "II:6:S:1,0,2,0,1,14,0,2,0,1,0,3:12:12"
        << "f"
        << "II:6:S:2,1,3,1,2,1,2,0,1,2,1,4:16:12"
        << "pickup(5,14) drop(6) drop(7) drop(8) drop(9) drop(10) drop(11) drop(0) drop(1) drop(2) drop(3) "
           "drop(4) drop(5) drop(6) drop(7) capture(7,4) extra-turn(S)"
        << 1 << 14 << 4 << true << "none";

    // 3.3 relay on 2: a (1) -> 1 (1->2): relay 2 from 1: 2 (0->1), 3 (0->1): stop.
    QTest::newRow("3.3 relay on two") << "II:6:S:1,1,0,0,3,3,3,3,3,3,3,1:12:12"
                                      << "a"
                                      << "II:6:N:0,0,1,1,3,3,3,3,3,3,3,1:12:12"
                                      << "pickup(0,1) drop(1) relay(1,2) drop(2) drop(3)" << 2 << 3 << 0 << false
                                      << "none";

    // 3.3 relay on 3 and on 5: c (2) holds 2: 3 (1->2), 4 (2->3): relay 3
    // from 4: 5 (1->2), 6 (2->3), 7 (4->5): relay 5 from 7: 8 (1->2),
    // 9 (2->3), 10 (1->2), 11 (3->4, not final: no capture), 0 (0->1): stop.
    QTest::newRow("3.3 relay on three and on five")
        << "II:6:S:0,1,2,1,2,1,2,4,1,2,1,3:12:16"
        << "c"
        << "II:6:N:1,1,0,2,0,2,3,0,2,3,2,4:12:16"
        << "pickup(2,2) drop(3) drop(4) relay(4,3) drop(5) drop(6) drop(7) relay(7,5) drop(8) drop(9) drop(10) "
           "drop(11) drop(0)"
        << 3 << 10 << 0 << false << "none";

    // 3.3.1 and 4 in South's own row, Hoyito III: b (1) holds 2: 2 (1->2),
    // 3 (3->4): a four, captured, never relayed. Extra turn (4).
    QTest::newRow("3.3.1 four captured in the own row, III extra turn")
        << "III:6:S:0,2,1,3,0,2,1,1,2,3,1,0:16:16"
        << "b"
        << "III:6:S:0,0,2,0,0,2,1,1,2,3,1,0:20:16"
        << "pickup(1,2) drop(2) drop(3) capture(3,4) extra-turn(S)" << 1 << 2 << 4 << true << "none";

    // 3.3.1 after a relay: a (1) -> 1 (1->2): relay 2: 2 (0->1), 3 (3->4): the
    // four is captured, not relayed.
    QTest::newRow("3.3.1 a relay lap ending on a four captures")
        << "III:6:S:1,1,0,3,2,1,2,2,1,1,2,0:16:16"
        << "a"
        << "III:6:S:0,0,1,0,2,1,2,2,1,1,2,0:20:16"
        << "pickup(0,1) drop(1) relay(1,2) drop(2) drop(3) capture(3,4) extra-turn(S)" << 2 << 3 << 4 << true << "none";

    // 4 in the opponent's row, Hoyito II: f (5) holds 3: 6 (0->1),
    // 7 (1->2), 8 (3->4): capture 8. The chain looks at 7: 2, stop.
    QTest::newRow("4 South captures in North's row, chain stops at once")
        << "II:6:S:1,2,0,1,2,3,0,1,3,2,1,0:16:16"
        << "f"
        << "II:6:S:1,2,0,1,2,0,1,2,0,2,1,0:20:16"
        << "pickup(5,3) drop(6) drop(7) drop(8) capture(8,4) extra-turn(S)" << 1 << 3 << 4 << true << "none";

    // 4: North's F (11) holds 2: 0 (2->3), 1 (3->4): North captures in South's row.
    QTest::newRow("4 North captures in South's row")
        << "III:6:N:2,3,1,0,1,1,2,0,1,2,1,2:16:16"
        << "F"
        << "III:6:N:3,0,1,0,1,1,2,0,1,2,1,0:16:20"
        << "pickup(11,2) drop(0) drop(1) capture(1,4) extra-turn(N)" << 1 << 2 << 4 << true << "none";

    // 4, Hoyito II backward chain: D (9) holds 4: 10 (3->4), 11 (3->4),
    // 0 (3->4), 1 (3->4): capture 1; behind it 0 = 4, 11 = 4 (across the row
    // end and past hole 0), 10 = 4; then 9, the emptied origin: stop.
    // 16 seeds to North, 8 left on the board: extra turn.
    QTest::newRow("4 II chain crosses the rows and wraps past hole 0")
        << "II:6:N:3,3,1,0,2,1,2,1,1,4,3,3:12:12"
        << "D"
        << "II:6:N:0,0,1,0,2,1,2,1,1,0,0,0:12:28"
        << "pickup(9,4) drop(10) drop(11) drop(0) drop(1) capture(1,4) chain(0,4) chain(11,4) chain(10,4) "
           "extra-turn(N)"
        << 1 << 4 << 16 << true << "none";

    // The same position in Hoyito III: only L (1) is captured; the fours
    // made in 10, 11 and 0 stay.
    QTest::newRow("4 III has no chain") << "III:6:N:3,3,1,0,2,1,2,1,1,4,3,3:12:12"
                                        << "D"
                                        << "III:6:N:4,0,1,0,2,1,2,1,1,0,4,4:12:16"
                                        << "pickup(9,4) drop(10) drop(11) drop(0) drop(1) capture(1,4) extra-turn(N)"
                                        << 1 << 4 << 4 << true << "none";

    // The same position in Hoyito I: 10, 11 and 0 reach four while seeds
    // remain in hand: each is captured en passant (3.4); the final seed makes
    // four in 1: captured (no chain behind it, nothing is left to chain
    // anyway). 16 captured, 8 left; Hoyito I has no extra turn: South moves.
    QTest::newRow("3.4 I en passant, no chain, no extra turn")
        << "I:6:N:3,3,1,0,2,1,2,1,1,4,3,3:12:12"
        << "D"
        << "I:6:S:0,0,1,0,2,1,2,1,1,0,0,0:12:28"
        << "pickup(9,4) drop(10) enpassant(10,4) drop(11) enpassant(11,4) drop(0) enpassant(0,4) drop(1) "
           "capture(1,4)"
        << 1 << 4 << 16 << false << "none";

    // 3.4 several en passant in one lap, the emptied hole refilled: a (0)
    // holds 13: 1 (3->4, 12 in hand): captured; 2 (0->1); 3 (3->4): captured;
    // 4..11 and 0 get one each (the origin too); the 13th seed falls into 1,
    // emptied by the capture, which now holds 1: stop. 8 captured, no extra
    // turn. Board 1,1,1,0,2,1 / 3,1,2,1,1,2.
    QTest::newRow("3.4 I two en passant captures, emptied hole refilled")
        << "I:6:S:13,3,0,3,1,0,2,0,1,0,0,1:12:12"
        << "a"
        << "I:6:N:1,1,1,0,2,1,3,1,2,1,1,2:20:12"
        << "pickup(0,13) drop(1) enpassant(1,4) drop(2) drop(3) enpassant(3,4) drop(4) drop(5) drop(6) drop(7) "
           "drop(8) drop(9) drop(10) drop(11) drop(0) drop(1)"
        << 1 << 13 << 8 << false << "none";

    // 4 chain all round, stopped by L itself: c (2) holds 1: 3 (23->24):
    // relay 24 on a ring of 6: four rounds, every hole +4, the last seed in 3
    // itself. 3 = 4: capture; behind it 2 (emptied, +4), 1, 0, 5, 4 all hold
    // 4; the next hole back is 3 = L, now empty: the chain stops there.
    // 24 captured, 0 left: the game ends (6.1, "empty").
    QTest::newRow("4 II chain all round stops at L, 0 left")
        << "II:3:S:0,0,1,23,0,0:0:0"
        << "c"
        << "II:3:S:0,0,0,0,0,0:24:0"
        << QStringLiteral("pickup(2,1) drop(3) relay(3,24) ") +
               repeated(QStringLiteral("drop(4) drop(5) drop(0) drop(1) drop(2) drop(3) "), 4) +
               QStringLiteral("capture(3,4) chain(2,4) chain(1,4) chain(0,4) chain(5,4) chain(4,4) end(empty)")
        << 2 << 25 << 24 << false << "empty";

    // 6.1 the chain takes the last eight: f (5) holds 2: 6 (3->4, passing),
    // 7 (3->4): capture 7, chain 6; 5 is empty: stop. 0 left: "empty".
    // Capturing 7 alone would have left the last four: the test is made
    // after the chain.
    QTest::newRow("6.1 II chain takes the last eight, 0 left")
        << "II:6:S:0,0,0,0,0,2,3,3,0,0,0,0:20:20"
        << "f"
        << "II:6:S:0,0,0,0,0,0,0,0,0,0,0,0:28:20"
        << "pickup(5,2) drop(6) drop(7) capture(7,4) chain(6,4) end(empty)" << 1 << 2 << 8 << false << "empty";

    // The same in Hoyito III: only 7 is captured, 4 left (hole 6): the last
    // four go to the capturer, South: 20 + 4 + 4.
    QTest::newRow("6.1 III last four to the capturer")
        << "III:6:S:0,0,0,0,0,2,3,3,0,0,0,0:20:20"
        << "f"
        << "III:6:S:0,0,0,0,0,0,0,0,0,0,0,0:28:20"
        << "pickup(5,2) drop(6) drop(7) capture(7,4) lastfour(S,4) end(lastfour)" << 1 << 2 << 4 << false << "lastfour";

    // The same in Hoyito I: the first seed makes 4 in 6 with one seed still
    // in hand: captured en passant. Left: 3 in hole 7 + 1 in hand = 4, and
    // seeds in hand count (6.1): the game ends in the middle of the sowing.
    QTest::newRow("6.1 I en passant leaves the last four mid-sowing")
        << "I:6:S:0,0,0,0,0,2,3,3,0,0,0,0:20:20"
        << "f"
        << "I:6:S:0,0,0,0,0,0,0,0,0,0,0,0:28:20"
        << "pickup(5,2) drop(6) enpassant(6,4) lastfour(S,4) end(lastfour)" << 1 << 1 << 4 << false << "lastfour";

    // 6.1 last-four taker. f (5) holds 1: 6 (3->4): capture; 5 behind is
    // empty. Left: the 4 in hole 11. Taker "capturer": South.
    QTest::newRow("6.1 taker capturer") << "II:6:S:0,0,0,0,0,1,3,0,0,0,0,4:20:20"
                                        << "f"
                                        << "II:6:S:0,0,0,0,0,0,0,0,0,0,0,0:28:20"
                                        << "pickup(5,1) drop(6) capture(6,4) lastfour(S,4) end(lastfour)" << 1 << 1 << 4
                                        << false << "lastfour";
    // Taker N: South keeps the four it captured, North takes the last four.
    QTest::newRow("6.1 taker N") << "II:6:S:0,0,0,0,0,1,3,0,0,0,0,4:20:20:N"
                                 << "f"
                                 << "II:6:S:0,0,0,0,0,0,0,0,0,0,0,0:24:24:N"
                                 << "pickup(5,1) drop(6) capture(6,4) lastfour(N,4) end(lastfour)" << 1 << 1 << 4
                                 << false << "lastfour";
    // Taker S, North captures: F (11) holds 1: 0 (3->4): capture; 11 behind
    // is the empty origin. Left: 4 in hole 5, to South.
    QTest::newRow("6.1 taker S") << "II:6:N:3,0,0,0,0,4,0,0,0,0,0,1:16:24:S"
                                 << "F"
                                 << "II:6:N:0,0,0,0,0,0,0,0,0,0,0,0:20:28:S"
                                 << "pickup(11,1) drop(0) capture(0,4) lastfour(S,4) end(lastfour)" << 1 << 1 << 4
                                 << false << "lastfour";

    // 7 closed holes are skipped by sowing: b (1) holds 3: 3 (0->1; 2 is
    // closed), 4 (1->2), 5 (1->2): relay 2: 6 (2->3), 7 (1->2): relay 2:
    // 9 (1->2; 8 is closed), 10 (1->2): relay 2: 11 (2->3), 0 (0->1): stop.
    QTest::newRow("7 sowing skips closed holes")
        << "II:6:S:0,3,x,0,1,1,2,1,x,1,1,2:16:20"
        << "b"
        << "II:6:N:1,0,x,1,2,0,3,0,x,2,0,3:16:20"
        << "pickup(1,3) drop(3) drop(4) drop(5) relay(5,2) drop(6) drop(7) relay(7,2) drop(9) drop(10) "
           "relay(10,2) drop(11) drop(0)"
        << 4 << 9 << 0 << false << "none";

    // 7 closed holes are skipped by the chain: b (1) holds 1: 2 (1->2):
    // relay 2: 3 (3->4), 5 (3->4; 4 is closed): capture 5; behind it, past
    // the closed 4, hole 3 holds 4: chained; then 2 (emptied by the relay): stop.
    QTest::newRow("7 the chain skips closed holes")
        << "II:6:S:1,1,1,3,x,3,2,1,1,x,1,2:12:12"
        << "b"
        << "II:6:S:1,0,0,0,x,0,2,1,1,x,1,2:20:12"
        << "pickup(1,1) drop(2) relay(2,2) drop(3) drop(5) capture(5,4) chain(3,4) extra-turn(S)" << 2 << 3 << 8 << true
        << "none";
}

void TestRules::turn()
{
    QFETCH(QString, position);
    QFETCH(QString, move);
    QFETCH(QString, after);
    QFETCH(QString, trace);
    QFETCH(int, laps);
    QFETCH(int, sown);
    QFETCH(int, captured);
    QFETCH(bool, extraTurn);
    QFETCH(QString, ending);

    const Position before = positionFromText(position);
    const Move m = parseMoveOf(before, move);
    QCOMPARE(checkMove(before, m), MoveError::None);
    const std::vector<Move> legal = legalMoves(before);
    QVERIFY(std::find(legal.begin(), legal.end(), m) != legal.end());

    Position traced = before;
    Trace events;
    const TurnSummary summary = playTurn(traced, m, &events);
    QCOMPARE(QString::fromStdString(story(events)), trace);
    compareAfter(traced, positionFromText(after));
    QCOMPARE(endName(traced.ending), ending);
    QVERIFY(!summary.endless);
    QCOMPARE(summary.laps, laps);
    QCOMPARE(countEvents(events, EventKind::Drop), sown);
    // Seeds sown are seeds dropped, also when a Hoyito I game ends with
    // seeds still in hand (they go to the last-four taker unsown).
    QCOMPARE(summary.seedsSown, sown);
    QCOMPARE(summary.captured, captured);
    QCOMPARE(summary.extraTurn, extraTurn);
    QCOMPARE(countEvents(events, EventKind::ExtraTurn), extraTurn ? 1 : 0);
    if (extraTurn)
        QCOMPARE(traced.toMove, before.toMove);

    // The fast path (no trace, bulk laps) must tell the same story.
    Position fast = before;
    const TurnSummary fastSummary = playTurn(fast, m);
    QVERIFY(fast == traced);
    QCOMPARE(fastSummary.laps, summary.laps);
    QCOMPARE(fastSummary.seedsSown, summary.seedsSown);
    QCOMPARE(fastSummary.captured, summary.captured);
    QCOMPARE(fastSummary.extraTurn, summary.extraTurn);
}

// 4 and 5: f (5) holds 1: 6 (3->4): capture; 5 behind is empty. 8 seeds
// remain (8..11), so South moves again (Hoyito II) but has an empty row: it
// passes and North moves.
void TestRules::extraTurnThenPass()
{
    Game game(positionFromText(QStringLiteral("II:6:S:0,0,0,0,0,1,3,0,2,2,2,2:16:20")));
    const TurnRecord capture = game.play(Move::at(5));
    QVERIFY(capture.summary.extraTurn);
    QCOMPARE(QString::fromStdString(story(capture.trace)),
             QStringLiteral("pickup(5,1) drop(6) capture(6,4) extra-turn(S)"));
    QCOMPARE(game.position().toMove, Player::South);
    QCOMPARE(game.position().seedsInRow(Player::South), 0);
    QVERIFY(!game.isOver());

    QCOMPARE(movesOf(game.position()), QStringLiteral("-"));
    QCOMPARE(game.check(Move::pass()), MoveError::None);
    QCOMPARE(game.check(Move::at(0)), MoveError::EmptyHole);

    const TurnRecord pass = game.play(Move::pass());
    QCOMPARE(QString::fromStdString(story(pass.trace)), QStringLiteral("pass(S)"));
    QCOMPARE(pass.summary.laps, 0);
    QCOMPARE(game.position().toMove, Player::North);
    QVERIFY(!game.isOver());
    QCOMPARE(game.position().seeds, game.positions()[1].seeds); // a pass moves no seed
    // North has moves again: A..F minus the empty ones.
    QCOMPARE(movesOf(game.position()), QStringLiteral("C,D,E,F"));
    QCOMPARE(game.check(Move::pass()), MoveError::MustMove);
}

// 5: South's row is empty: South passes, the opponent moves. North then
// plays E (10, 2 seeds): 11 (1->2), 0 (0->1): stop; South has a move again.
void TestRules::passWithAnEmptyRow()
{
    Position pos = positionFromText(QStringLiteral("II:6:S:0,0,0,0,0,0,2,2,2,2,2,1:20:16"));
    QCOMPARE(movesOf(pos), QStringLiteral("-"));
    QCOMPARE(endlessOf(pos), QString());
    Trace events;
    playTurn(pos, Move::pass(), &events);
    QCOMPARE(QString::fromStdString(story(events)), QStringLiteral("pass(S)"));
    QCOMPARE(pos.toMove, Player::North);
    QVERIFY(pos.previousTurnPassed);
    QVERIFY(!pos.isOver());

    playTurn(pos, Move::at(10));
    QCOMPARE(QString::fromStdString(positionText(pos)), QStringLiteral("II:6:S:1,0,0,0,0,0,2,2,2,2,0,2:20:16"));
    QVERIFY(!pos.previousTurnPassed);
    QCOMPARE(movesOf(pos), QStringLiteral("a"));
}

// 6.3 needs two players without a legal move, so endless holes on at least
// one side; find_endless found none on full boards (see tst_endless), so
// this takes a ring of two open holes (refill closed the rest), a = 5
// (South), B = 3 (North).
// Lifting a: 0 | B3, hand 5 -> B4 a1 B5 a2 B6: relay 6 -> a3 B1 a4 B2 a5 B3:
// relay 3 (from B) -> a6 B1 a7: relay 7 -> B2 a1 B3 a2 B4 a3 B5: relay 5 ->
// a4 B1 a5 B2 a6: relay 6 -> B3 a1 B4 a2 B5 a3: relay 3 (from a) -> B6 a1 B7:
// relay 7 -> a2 B1 a3 B2 a4 B3 a5: relay 5 from a with B = 3: the state after
// the first lift again, so a is endless; lifting B (3, with a = 5) is the
// state after the second relay above: endless too. Both pass: at the second
// pass the game ends and each row goes to its owner: 8+5 : 8+3.
void TestRules::bothPassEndsTheGameAtTheSecondPass()
{
    const Position start = positionFromText(QStringLiteral("II:3:S:5,x,x,x,3,x:8:8"));
    QCOMPARE(endlessOf(start), QStringLiteral("a"));
    QCOMPARE(movesOf(start), QStringLiteral("-"));

    Game game(start);
    const TurnRecord first = game.play(Move::pass());
    QCOMPARE(QString::fromStdString(story(first.trace)), QStringLiteral("pass(S)"));
    QVERIFY(!game.isOver());
    QCOMPARE(endlessOf(game.position()), QStringLiteral("B"));
    QCOMPARE(movesOf(game.position()), QStringLiteral("-"));

    const TurnRecord second = game.play(Move::pass());
    QCOMPARE(QString::fromStdString(story(second.trace)), QStringLiteral("pass(N) end(both-pass)"));
    QVERIFY(game.isOver());
    QCOMPARE(game.turnCount(), 2);
    QCOMPARE(game.position().ending, EndReason::BothPass);
    QVERIFY(legalMoves(game.position()).empty());
    QCOMPARE(checkMove(game.position(), Move::pass()), MoveError::GameOver);
    const std::array<int, 2> scores = finalScores(game.position());
    QCOMPARE(scores[0], 13);
    QCOMPARE(scores[1], 11);
    QCOMPARE(resultOf(scores), Result::SouthWins);
}

// 6.2 repetition. f (5, 2 seeds): 6 (0->1), 7 (1->2): relay 2: 8 (0->1),
// 9 (1->2): relay: 10 (1->2), 11 (1->2): relay: 0 (0->1), 1 (1->2): relay:
// 2 (0->1), 3 (1->2): relay: 4 (0->1), 5 (0->1): stop. Board
// 1,0,1,0,1,1 / 1,0,1,0,2,0. Then E (10, 2): 11 (0->1), 0 (1->2): relay:
// 1 (0->1), 2 (1->2): relay: 3 (0->1), 4 (1->2): relay: 5 (1->2), 6 (1->2):
// relay: 7 (0->1), 8 (1->2): relay: 9 (0->1), 10 (0->1): stop. Board
// 0,1,0,1,0,2 / 0,1,0,1,1,1, South to move: the start again. The start is
// the first occurrence, so the third comes after four turns, not six.
// Then each row goes to its owner: 24+4 : 16+4.
void TestRules::repetitionThirdOccurrenceCountsTheStart()
{
    const QString startText = QStringLiteral("II:6:S:0,1,0,1,0,2,0,1,0,1,1,1:24:16");
    Game game(positionFromText(startText));
    const Move f = Move::at(5);
    const Move e = Move::at(10);

    game.play(f);
    QCOMPARE(QString::fromStdString(positionText(game.position())),
             QStringLiteral("II:6:N:1,0,1,0,1,1,1,0,1,0,2,0:24:16"));
    game.play(e);
    QCOMPARE(QString::fromStdString(positionText(game.position())), startText); // second occurrence
    QVERIFY(!game.isOver());
    game.play(f); // the middle position, second occurrence
    QVERIFY(!game.isOver());
    QCOMPARE(game.turnsWithoutCapture(), 3);
    const TurnRecord last = game.play(e); // the start, third occurrence
    QVERIFY(game.isOver());
    QCOMPARE(game.turnCount(), 4);
    QCOMPARE(game.position().ending, EndReason::Repetition);
    QVERIFY(!last.trace.empty());
    QCOMPARE(last.trace.back().kind, EventKind::GameEnd);
    QCOMPARE(last.trace.back().reason, EndReason::Repetition);
    const std::array<int, 2> scores = finalScores(game.position());
    QCOMPARE(scores[0], 28);
    QCOMPARE(scores[1], 20);
    QCOMPARE(resultOf(scores), Result::SouthWins);

    // Undo takes the ending back with the turn.
    QVERIFY(game.undo());
    QVERIFY(!game.isOver());
    QCOMPARE(game.turnCount(), 3);
}

// 6.2, 200 turns without a capture (a pass is a turn). South's row is empty
// at the start, so the first turn is a pass. The line is found here by a
// small seeded search that only plays moves which capture nothing and never
// reach a position for the third time (counted by this test, not by Game);
// Game must then end the game at turn 200 and not before.
void TestRules::twoHundredTurnsWithoutCapture()
{
    const Position start = positionFromText(QStringLiteral("II:6:S:0,0,0,0,0,0,1,1,0,2,2,2:20:20"));
    Random random(200);
    std::vector<Move> line;
    for (int attempt = 0; attempt < 50 && line.empty(); ++attempt) {
        std::vector<Position> seen{start};
        std::vector<Move> moves;
        Position pos = start;
        while (moves.size() < 200) {
            std::vector<Move> quiet;
            for (const Move m : legalMoves(pos)) {
                Position next = pos;
                if (playTurn(next, m).captured > 0 || next.isOver())
                    continue;
                int occurrences = 0;
                for (const Position &p : seen)
                    occurrences += p.sameBoardAndMover(next);
                if (occurrences < 2)
                    quiet.push_back(m);
            }
            if (quiet.empty())
                break;
            const Move m = quiet[random.below(static_cast<std::uint32_t>(quiet.size()))];
            playTurn(pos, m);
            seen.push_back(pos);
            moves.push_back(m);
        }
        if (moves.size() == 200)
            line = moves;
    }
    QCOMPARE(line.size(), std::size_t(200));
    QVERIFY(line.front().isPass());

    Game game(start);
    for (int turn = 1; turn <= 200; ++turn) {
        QVERIFY2(!game.isOver(), qPrintable(QStringLiteral("over before turn %1").arg(turn)));
        QCOMPARE(game.check(line[turn - 1]), MoveError::None);
        const TurnRecord record = game.play(line[turn - 1]);
        QCOMPARE(record.summary.captured, 0);
        QCOMPARE(game.turnsWithoutCapture(), turn);
    }
    QVERIFY(game.isOver());
    QCOMPARE(game.position().ending, EndReason::NoCapture200);
    const std::array<int, 2> scores = finalScores(game.position());
    QCOMPARE(scores[0], 20 + game.position().seedsInRow(Player::South));
    QCOMPARE(scores[1], 20 + game.position().seedsInRow(Player::North));
    QCOMPARE(scores[0] + scores[1], 48);

    // A capture resets the count: II:6 f (5, 1 seed) into 6 (3->4).
    Game capturing(positionFromText(QStringLiteral("II:6:N:0,0,0,0,0,1,3,0,2,2,2,2:16:20")));
    capturing.play(Move::at(8)); // C: 9 (2->3), 10 (2->3): relay 3: 11, 0, 1 (0->1): stop
    QCOMPARE(capturing.turnsWithoutCapture(), 1);
    capturing.play(Move::at(5)); // f: 6 (3->4): capture
    QCOMPARE(capturing.turnsWithoutCapture(), 0);
}

void TestRules::finalScoresAndResult_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<int>("ending");
    QTest::addColumn<int>("south");
    QTest::addColumn<int>("north");
    QTest::addColumn<int>("result");

    // Rows 1,0,2,0,1,0 = 4 and 3,1,0,0,2,2 = 8 go to their owners only for
    // endings 6.2 and 6.3; 6.1 endings leave the captures as they are.
    const QString board = QStringLiteral("II:6:S:1,0,2,0,1,0,3,1,0,0,2,2:20:16");
    QTest::newRow("6.2 repetition adds rows") << board << int(EndReason::Repetition) << 24 << 24 << int(Result::Draw);
    QTest::newRow("6.2 200 turns adds rows") << board << int(EndReason::NoCapture200) << 24 << 24 << int(Result::Draw);
    QTest::newRow("6.3 both pass adds rows") << board << int(EndReason::BothPass) << 24 << 24 << int(Result::Draw);
    QTest::newRow("6.1 last four adds nothing")
        << board << int(EndReason::LastFour) << 20 << 16 << int(Result::SouthWins);
    QTest::newRow("6.1 empty adds nothing") << board << int(EndReason::Empty) << 20 << 16 << int(Result::SouthWins);
    QTest::newRow("6.4 north wins") << QStringLiteral("II:6:S:0,0,0,0,0,0,0,0,0,0,0,0:20:28") << int(EndReason::Empty)
                                    << 20 << 28 << int(Result::NorthWins);
    QTest::newRow("6.4 rows decide") << QStringLiteral("II:6:N:0,0,0,0,0,1,3,0,0,0,0,0:22:22")
                                     << int(EndReason::Repetition) << 23 << 25 << int(Result::NorthWins);
}

void TestRules::finalScoresAndResult()
{
    QFETCH(QString, position);
    QFETCH(int, ending);
    QFETCH(int, south);
    QFETCH(int, north);
    QFETCH(int, result);
    Position pos = positionFromText(position);
    pos.ending = static_cast<EndReason>(ending);
    const std::array<int, 2> scores = finalScores(pos);
    QCOMPARE(scores[0], south);
    QCOMPARE(scores[1], north);
    QCOMPARE(int(resultOf(scores)), result);
}

void TestRules::checkMoveErrors_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<int>("hole"); // -1: a pass
    QTest::addColumn<int>("error");

    const QString open = QStringLiteral("II:6:S:0,3,x,1,2,0,4,4,x,4,4,4:8:8");
    QTest::newRow("legal") << open << 1 << int(MoveError::None);
    QTest::newRow("closed hole") << open << 2 << int(MoveError::ClosedHole);
    QTest::newRow("closed hole of the opponent") << open << 8 << int(MoveError::NotYourHole);
    QTest::newRow("empty hole") << open << 0 << int(MoveError::EmptyHole);
    QTest::newRow("not your hole") << open << 6 << int(MoveError::NotYourHole);
    QTest::newRow("off the board") << open << 12 << int(MoveError::OffBoard);
    QTest::newRow("pass while a move exists") << open << -1 << int(MoveError::MustMove);
    // docs/RULES.md 5, the known endless move F.
    QTest::newRow("endless") << QStringLiteral("II:6:N:1,0,1,3,2,4,5,1,6,5,1,3:12:4") << 11
                             << int(MoveError::EndlessSowing);
    QTest::newRow("pass with an empty row")
        << QStringLiteral("II:6:S:0,0,0,0,0,0,2,2,2,2,2,1:20:16") << -1 << int(MoveError::None);
}

void TestRules::checkMoveErrors()
{
    QFETCH(QString, position);
    QFETCH(int, hole);
    QFETCH(int, error);
    const Position pos = positionFromText(position);
    const Move move = hole < 0 ? Move::pass() : Move::at(hole);
    QCOMPARE(int(checkMove(pos, move)), error);
    const std::vector<Move> legal = legalMoves(pos);
    QCOMPARE(std::find(legal.begin(), legal.end(), move) != legal.end(), error == int(MoveError::None));

    Position over = pos;
    over.ending = EndReason::Empty;
    QCOMPARE(checkMove(over, move), MoveError::GameOver);
}

// 7: a closed hole is not a move, even when the rest of the row is empty,
// and it never receives a seed.
void TestRules::closedHolesCannotBePlayed()
{
    const Position pos = positionFromText(QStringLiteral("II:6:S:x,x,x,x,x,2,5,1,x,1,x,3:12:20"));
    QCOMPARE(movesOf(pos), QStringLiteral("f"));
    for (int h = 0; h < 5; ++h)
        QCOMPARE(checkMove(pos, Move::at(h)), MoveError::ClosedHole);
    // f (5, 2): 6 (5->6), 7 (1->2): relay 2: 9 (1->2; 8 closed), 11 (3->4;
    // 10 closed): capture 11; behind it 9 holds 2: stop. 8 left: extra turn.
    Position next = pos;
    Trace events;
    playTurn(next, Move::at(5), &events);
    QCOMPARE(QString::fromStdString(story(events)),
             QStringLiteral("pickup(5,2) drop(6) drop(7) relay(7,2) drop(9) drop(11) capture(11,4) extra-turn(S)"));
    QCOMPARE(QString::fromStdString(positionText(next)), QStringLiteral("II:6:S:x,x,x,x,x,0,6,0,x,2,x,0:16:20"));
    // South's row holds no open non-empty hole now: a pass.
    QCOMPARE(movesOf(next), QStringLiteral("-"));
}

// 7: closing holes makes a smaller ring. A 2x5 game embedded in a 2x6 board
// with one closed hole in each row must play exactly the same: the same
// legal and endless moves, boards, scores, endings, summaries and traces
// (with holes renumbered). Positions come from seeded random 2x5 games.
void TestRules::closedHolesPlayLikeTheSameRingWithoutThem()
{
    Random random(77);
    int turns = 0;
    for (const Variant variant : {Variant::I, Variant::II, Variant::III}) {
        for (int g = 0; g < 60; ++g) {
            const Rules small{variant, 5, LastFourTaker::Capturer};
            const Rules big{variant, 6, LastFourTaker::Capturer};
            // The closed hole of each row, and the map small hole -> big hole.
            const int closedSouth = static_cast<int>(random.below(6));
            const int closedNorth = 6 + static_cast<int>(random.below(6));
            std::array<int, 10> toBig{};
            for (int s = 0, b = 0; s < 10; ++s, ++b) {
                while (b == closedSouth || b == closedNorth)
                    ++b;
                toBig[s] = b;
            }
            std::map<int, int> toSmall;
            for (int s = 0; s < 10; ++s)
                toSmall[toBig[s]] = s;

            Position ps = Position::initial(small, random.below(2) ? Player::North : Player::South);
            Position pb = Position::initial(big, ps.toMove);
            pb.seeds.fill(0);
            pb.closedHoles = (1u << closedSouth) | (1u << closedNorth);
            for (int s = 0; s < 10; ++s)
                pb.seeds[toBig[s]] = ps.seeds[s];

            for (int t = 0; t < 400 && !ps.isOver(); ++t, ++turns) {
                std::vector<Move> expected = legalMoves(ps);
                for (Move &m : expected)
                    if (!m.isPass())
                        m = Move::at(toBig[m.hole]);
                QVERIFY(legalMoves(pb) == expected);
                std::vector<int> endless = endlessHoles(ps);
                for (int &h : endless)
                    h = toBig[h];
                QVERIFY(endlessHoles(pb) == endless);

                const std::vector<Move> smallMoves = legalMoves(ps);
                const Move ms = smallMoves[random.below(static_cast<std::uint32_t>(smallMoves.size()))];
                const Move mb = ms.isPass() ? ms : Move::at(toBig[ms.hole]);
                Trace ts;
                Trace tb;
                const TurnSummary ss = playTurn(ps, ms, &ts);
                const TurnSummary sb = playTurn(pb, mb, &tb);
                QCOMPARE(sb.laps, ss.laps);
                QCOMPARE(sb.seedsSown, ss.seedsSown);
                QCOMPARE(sb.captured, ss.captured);
                QCOMPARE(sb.extraTurn, ss.extraTurn);
                QCOMPARE(tb.size(), ts.size());
                for (std::size_t i = 0; i < tb.size(); ++i) {
                    Event e = tb[i];
                    if (e.hole >= 0) {
                        QVERIFY(toSmall.count(e.hole));
                        e.hole = static_cast<std::int8_t>(toSmall[e.hole]);
                    }
                    QVERIFY2(e == ts[i], ("2x6 " + story(tb) + " | 2x5 " + story(ts)).c_str());
                }
                for (int s = 0; s < 10; ++s)
                    QCOMPARE(pb.seeds[toBig[s]], ps.seeds[s]);
                QCOMPARE(pb.seeds[closedSouth], std::uint8_t(0));
                QCOMPARE(pb.seeds[closedNorth], std::uint8_t(0));
                QCOMPARE(pb.closedHoles, (1u << closedSouth) | (1u << closedNorth));
                QVERIFY(pb.scores == ps.scores);
                QCOMPARE(pb.toMove, ps.toMove);
                QCOMPARE(pb.ending, ps.ending);
                QCOMPARE(pb.previousTurnPassed, ps.previousTurnPassed);
            }
        }
    }
    QVERIFY(turns > 5000);
}

void TestRules::hashOfBoardAndMover()
{
    const Position opening = Position::initial(Rules{});
    const Position parsed = positionFromText(QStringLiteral("II:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:0"));
    QCOMPARE(hashOf(parsed), hashOf(opening));

    // Scores, the pass flag and the last-four taker are not part of rule
    // 6.2's "same position".
    Position other = opening;
    other.scores = {8, 4};
    other.previousTurnPassed = true;
    other.rules.lastFourTaker = LastFourTaker::North;
    QCOMPARE(hashOf(other), hashOf(opening));

    Position north = opening;
    north.toMove = Player::North;
    QVERIFY(hashOf(north) != hashOf(opening));

    // One seed moved from a to b: same total, different board.
    Position moved = opening;
    moved.seeds[0] = 3;
    moved.seeds[1] = 5;
    QVERIFY(hashOf(moved) != hashOf(opening));
    Position fewer = opening;
    fewer.seeds[11] = 0;
    QVERIFY(hashOf(fewer) != hashOf(opening));

    // Closing an empty hole changes the board, too.
    Position emptyHole = positionFromText(QStringLiteral("II:6:S:0,4,4,4,4,4,4,4,4,4,4,4:4:0"));
    Position closedHole = positionFromText(QStringLiteral("II:6:S:x,4,4,4,4,4,4,4,4,4,4,4:4:0"));
    QVERIFY(hashOf(emptyHole) != hashOf(closedHole));

    // Over a few random games: equal board and mover <=> equal hash, and
    // every hash of the game differs from the others unless the positions
    // are the same (no collision in this small sample).
    Random random(11);
    std::map<std::uint64_t, Position> byHash;
    for (int g = 0; g < 40; ++g) {
        Game game(Position::initial(Rules{}));
        while (!game.isOver()) {
            const std::vector<Move> moves = legalMoves(game.position());
            game.play(moves[random.below(static_cast<std::uint32_t>(moves.size()))]);
            const Position &pos = game.position();
            Position copy = pos;
            copy.scores = {0, 0};
            QCOMPARE(hashOf(copy), hashOf(pos));
            const auto [it, inserted] = byHash.emplace(hashOf(pos), pos);
            if (!inserted)
                QVERIFY(it->second.sameBoardAndMover(pos));
        }
    }
    QVERIFY(byHash.size() > 1000);
}

// Every event of a turn names the player it concerns: the mover, and for
// the last four the taker.
void TestRules::eventsNameTheirPlayer()
{
    // North's a (hole 6) drops its seed on hole 7, a four: captured, and
    // the chain takes nothing (hole 6 is empty now).
    Position pos = positionFromText(QStringLiteral("II:6:N:1,1,1,1,1,1,1,3,1,1,1,1:0:0"));
    Trace trace;
    playTurn(pos, Move::at(6), &trace);
    int captures = 0;
    for (const Event &event : trace) {
        QCOMPARE(event.player, Player::North);
        captures += event.kind == EventKind::Capture;
    }
    QCOMPARE(captures, 1);
    QVERIFY(!lastFourTakerOf(trace));

    // A capture that leaves four: the taker is the capturer, unless the
    // rules name one; the LastFour event says who.
    for (const auto &[text, taker] : {std::pair{"II:6:N:0,0,0,0,0,0,1,3,0,0,0,4:0:0", Player::North},
                                      std::pair{"II:6:N:0,0,0,0,0,0,1,3,0,0,0,4:0:0:S", Player::South}}) {
        Position last = positionFromText(QString::fromLatin1(text));
        Trace lastTrace;
        playTurn(last, Move::at(6), &lastTrace);
        QCOMPARE(last.ending, EndReason::LastFour);
        QCOMPARE(lastFourTakerOf(lastTrace), std::optional<Player>(taker));
        QCOMPARE(lastFourTaker(last.rules, Player::North), taker);
    }
}

// The generator's children are what playTurn makes of each legal move, and
// Game::check agrees with checkMove, over random games.
void TestRules::childrenAreThePlayedMoves()
{
    Random random(17);
    for (int g = 0; g < 200; ++g) {
        const Rules rules{g % 3 == 0 ? Variant::III : Variant::II, g % 2 ? 6 : 4, LastFourTaker::Capturer};
        Game game(Position::initial(rules));
        while (!game.isOver() && game.turnCount() < 300) {
            const Position &pos = game.position();
            const ChildList &children = game.children();
            const std::vector<Move> legal = legalMoves(pos);
            QCOMPARE(children.size(), int(legal.size()));
            for (int i = 0; i < children.size(); ++i) {
                QCOMPARE(children[i].move, legal[std::size_t(i)]);
                Position played = pos;
                playTurn(played, children[i].move);
                QVERIFY(played == children[i].position);
            }
            for (int h = -1; h < rules.holeCount(); ++h) {
                const Move move = h < 0 ? Move::pass() : Move::at(h);
                QCOMPARE(game.check(move), checkMove(pos, move));
            }
            game.play(legal[random.below(std::uint32_t(legal.size()))]);
        }
    }
}

QTEST_APPLESS_MAIN(TestRules)
#include "tst_rules.moc"
