// The coach's facts (hoyito/coach.h): every turn's story says exactly what
// playTurn did, counted here again from its summary, its event trace and the
// position it leaves; goes, biggest captures and the explanations of a
// reviewed turn and a hint on positions whose lines are written beside them.

#include "engineutil.h"

#include "hoyito/analysis.h"
#include "hoyito/coach.h"
#include "hoyito/notation.h"

#include <QTest>

#include <algorithm>
#include <random>
#include <vector>

using namespace hoyito;
using namespace hoyito::test;

namespace {

// The moves written `letters` ("a,B,c"), each read at the position the ones
// before it leave. Test data is fixed: a move that cannot be read or played
// is a broken test.
std::vector<Move> movesOf(const Position &start, const char *letters)
{
    std::vector<Move> moves;
    Position pos = start;
    const QStringList texts = QString::fromLatin1(letters).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString &text : texts) {
        const MoveCheck check = readMove(pos, text.trimmed().toStdString());
        if (!check.ok())
            qFatal("%s cannot be played at %s", qPrintable(text), positionText(pos).c_str());
        moves.push_back(check.move);
        playTurn(pos, check.move);
    }
    return moves;
}

Move moveOf(const Position &pos, const char *letter)
{
    return movesOf(pos, letter).front();
}

int chainFours(const TurnStory &turn)
{
    int fours = 0;
    for (const CaptureStory &capture : turn.captures)
        fours += capture.chainFours;
    return fours;
}

// Checks `story` against what playTurn does at `before`: the summary and the
// position of the fast path (no trace), the events of a traced turn.
void checkAgainstPlayTurn(const Position &before, Move move, const TurnStory &story)
{
    Position fast = before;
    const TurnSummary summary = playTurn(fast, move);
    Position traced = before;
    Trace trace;
    playTurn(traced, move, &trace);
    QVERIFY(fast == traced);

    QCOMPARE(story.mover, before.toMove);
    QVERIFY(story.move == move);
    QVERIFY(story.after == fast);
    QCOMPARE(story.laps, summary.laps);
    QCOMPARE(story.laps, move.isPass() ? 0 : 1 + countEvents(trace, EventKind::Relay));
    QCOMPARE(capturedSeeds(story), summary.captured);
    QCOMPARE(int(story.captures.size()),
             countEvents(trace, EventKind::Capture) + countEvents(trace, EventKind::EnPassantCapture));
    QCOMPARE(chainFours(story), countEvents(trace, EventKind::ChainCapture));
    for (const CaptureStory &capture : story.captures)
        QCOMPARE(capture.seeds, kSeedsPerHole * (1 + capture.chainFours));
    QCOMPARE(story.playsAgain, summary.extraTurn);
    QCOMPARE(story.playsAgain, countEvents(trace, EventKind::ExtraTurn) == 1);
    QVERIFY(story.lastFourTo == lastFourTakerOf(trace));
    QCOMPARE(story.lastFourSeeds, story.lastFourTo ? kSeedsPerHole : 0);
    QCOMPARE(story.ending, fast.ending);
    // What the mover won is what the piles say.
    QCOMPARE(seedsWon(story, story.mover), fast.scores[index(story.mover)] - before.scores[index(story.mover)]);
    const Player other = opponent(story.mover);
    QCOMPARE(seedsWon(story, other), fast.scores[index(other)] - before.scores[index(other)]);
}

} // namespace

class TestCoach : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Every turn of random games in every variant, on small and large
    // boards and with a fixed last-four taker: the story against the turn.
    void storiesOfRandomGames_data()
    {
        QTest::addColumn<QString>("start");
        QTest::addColumn<int>("seed");
        QTest::newRow("II 2x6") << "II:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:0" << 1;
        QTest::newRow("II 2x3") << "II:3:S:4,4,4,4,4,4:0:0" << 2;
        QTest::newRow("II 2x12") << "II:12:N:4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4:0:0" << 3;
        QTest::newRow("III 2x6 taker N") << "III:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:0:N" << 4;
        QTest::newRow("I 2x6") << "I:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:0" << 5;
        QTest::newRow("II closed holes") << "II:6:S:0,3,x,0,1,1,2,1,x,1,1,2:16:20" << 6;
    }

    void storiesOfRandomGames()
    {
        QFETCH(QString, start);
        QFETCH(int, seed);
        std::mt19937 random(static_cast<unsigned>(seed));
        int captures = 0;
        int chains = 0;
        int extraTurns = 0;
        for (int game = 0; game < 40; ++game) {
            Position pos = positionFromText(start);
            std::vector<Move> played;
            for (int turn = 0; turn < 300 && !pos.isOver(); ++turn) {
                const std::vector<Move> moves = legalMoves(pos);
                const Move move = moves[random() % moves.size()];
                const std::optional<TurnStory> story = storyOfTurn(pos, move);
                QVERIFY(story);
                checkAgainstPlayTurn(pos, move, *story);
                if (QTest::currentTestFailed()) {
                    qWarning("at %s, move %s", positionText(pos).c_str(), moveText(pos.rules, move).c_str());
                    return;
                }
                captures += int(story->captures.size());
                chains += chainFours(*story);
                extraTurns += story->playsAgain ? 1 : 0;
                played.push_back(move);
                pos = story->after;
            }

            // The line of the same moves tells the same turns, and its goes
            // cut it where the mover changes.
            const Position first = positionFromText(start);
            const std::vector<TurnStory> line = storyOfLine(first, played);
            QCOMPARE(line.size(), played.size());
            QVERIFY(line.back().after == pos);
            const std::vector<Go> goes = goesOf(line);
            std::size_t turns = 0;
            for (std::size_t g = 0; g < goes.size(); ++g) {
                QVERIFY(!goes[g].turns.empty());
                if (g > 0)
                    QCOMPARE(goes[g].side, opponent(goes[g - 1].side));
                for (std::size_t t = 0; t < goes[g].turns.size(); ++t) {
                    const TurnStory &turn = goes[g].turns[t];
                    QCOMPARE(turn.mover, goes[g].side);
                    QVERIFY(turn.move == line[turns + t].move);
                    // A go goes on only after a capture that plays again.
                    if (t + 1 < goes[g].turns.size())
                        QVERIFY(turn.playsAgain);
                    else if (g + 1 < goes.size())
                        QVERIFY(!turn.playsAgain);
                }
                turns += goes[g].turns.size();
            }
            QCOMPARE(turns, line.size());
        }
        // The games held what the stories are about.
        QVERIFY(captures > 0);
        if (start.startsWith(QLatin1String("II:")) && !start.contains(QLatin1Char('x')))
            QVERIFY(chains > 0);
        if (!start.startsWith(QLatin1String("I:")))
            QVERIFY(extraTurns > 0);
        else
            QCOMPARE(extraTurns, 0);
    }

    // Hand-checked turns: the events of each are in docs/RULES.md 11 or beside it.
    void backwardChain()
    {
        // RULES.md 11.2: North's D makes a casa in b and chains a, F and E:
        // capture(1,4) chain(0,4) chain(11,4) chain(10,4) extra-turn(N).
        const Position pos = positionFromText("II:6:N:3,3,1,0,2,1,2,1,1,4,3,3:12:12");
        const TurnStory story = *storyOfTurn(pos, moveOf(pos, "D"));
        QCOMPARE(story.mover, Player::North);
        QCOMPARE(story.laps, 1);
        QCOMPARE(int(story.captures.size()), 1);
        QCOMPARE(story.captures[0], (CaptureStory{1, 16, 3, false}));
        QVERIFY(story.playsAgain);
        QVERIFY(!story.lastFourTo);
        QCOMPARE(story.ending, EndReason::None);

        // The same in Hoyito III: b alone.
        const Position iii = positionFromText("III:6:N:3,3,1,0,2,1,2,1,1,4,3,3:12:12");
        const TurnStory casa = *storyOfTurn(iii, moveOf(iii, "D"));
        QCOMPARE(int(casa.captures.size()), 1);
        QCOMPARE(casa.captures[0], (CaptureStory{1, 4, 0, false}));
        QVERIFY(casa.playsAgain);

        // And in Hoyito I: three fours in passing (E, F, a), then the casa in
        // b, and no extra turn.
        const Position i = positionFromText("I:6:N:3,3,1,0,2,1,2,1,1,4,3,3:12:12");
        const TurnStory passing = *storyOfTurn(i, moveOf(i, "D"));
        QCOMPARE(int(passing.captures.size()), 4);
        QCOMPARE(passing.captures[0], (CaptureStory{10, 4, 0, true}));
        QCOMPARE(passing.captures[1], (CaptureStory{11, 4, 0, true}));
        QCOMPARE(passing.captures[2], (CaptureStory{0, 4, 0, true}));
        QCOMPARE(passing.captures[3], (CaptureStory{1, 4, 0, false}));
        QCOMPARE(capturedSeeds(passing), 16);
        QVERIFY(!passing.playsAgain);
    }

    void relayLaps()
    {
        // RULES.md 11.1: three laps, the last ending in the empty a.
        const Position pos = positionFromText("II:6:N:8,0,0,12,1,1,6,1,0,1,9,1:0:8");
        const TurnStory story = *storyOfTurn(pos, moveOf(pos, "A"));
        QCOMPARE(story.laps, 3);
        QVERIFY(story.captures.empty());
        QVERIFY(!story.playsAgain);
        QCOMPARE(story.after.toMove, Player::South);

        // engineutil.h: f relays twice, then a casa in E and the four in D
        // behind it.
        const Position chain = positionFromText(kChainPosition);
        const TurnStory f = *storyOfTurn(chain, moveOf(chain, "f"));
        QCOMPARE(f.laps, 3);
        QCOMPARE(int(f.captures.size()), 1);
        QCOMPARE(f.captures[0], (CaptureStory{10, 8, 1, false}));
        QVERIFY(f.playsAgain);
    }

    // a: a casa in b and another turn; f: a casa in A, which leaves the
    // four in D, the last four, to South. One go of two turns.
    void goOfCapturesAndTheLastFour()
    {
        const Position pos = positionFromText("II:6:S:1,3,0,0,0,1,3,0,0,4,0,0:18:18");
        const std::vector<TurnStory> line = storyOfLine(pos, movesOf(pos, "a,f"));
        const std::vector<Go> goes = goesOf(line);
        QCOMPARE(int(goes.size()), 1);
        const Go &go = goes[0];
        QCOMPARE(go.side, Player::South);
        QCOMPARE(int(go.turns.size()), 2);
        QCOMPARE(go.turns[0].captures, (std::vector<CaptureStory>{{1, 4, 0, false}}));
        QVERIFY(go.turns[0].playsAgain);
        QCOMPARE(go.turns[1].captures, (std::vector<CaptureStory>{{6, 4, 0, false}}));
        QVERIFY(!go.turns[1].playsAgain);
        QVERIFY(go.turns[1].lastFourTo == Player::South);
        QCOMPARE(go.turns[1].lastFourSeeds, 4);
        QCOMPARE(go.turns[1].ending, EndReason::LastFour);
        QCOMPARE(capturedSeeds(go), 8);
        QCOMPARE(seedsWon(go.turns[1], Player::South), 8);
    }

    void lastFourToAFixedTaker()
    {
        // RULES.md 11.4: South's casa in A leaves the last four, which go
        // to North, the fixed taker.
        const Position pos = positionFromText("II:6:S:0,0,2,0,1,0,3,1,0,1,0,0:28:12:N");
        const TurnStory story = *storyOfTurn(pos, moveOf(pos, "c"));
        QCOMPARE(story.laps, 2);
        QCOMPARE(story.captures, (std::vector<CaptureStory>{{6, 4, 0, false}}));
        QVERIFY(story.lastFourTo == Player::North);
        QCOMPARE(story.ending, EndReason::LastFour);
        QVERIFY(!story.playsAgain);
        QCOMPARE(seedsWon(story, Player::South), 4);
        QCOMPARE(seedsWon(story, Player::North), 4);
    }

    // RULES.md 11.3: South's capture earns another turn with an empty row,
    // so South passes; North then moves. The pass is South's, in South's go.
    void passInAGo()
    {
        const Position pos = positionFromText("II:6:S:0,0,0,0,0,1,3,0,2,2,2,2:16:20");
        const std::vector<TurnStory> line = storyOfLine(pos, movesOf(pos, "f,-,C"));
        QCOMPARE(int(line.size()), 3);
        const std::vector<Go> goes = goesOf(line);
        QCOMPARE(int(goes.size()), 2);
        QCOMPARE(int(goes[0].turns.size()), 2);
        const TurnStory &pass = goes[0].turns[1];
        QVERIFY(pass.move.isPass());
        QCOMPARE(pass.mover, Player::South);
        QCOMPARE(pass.laps, 0);
        QVERIFY(pass.captures.empty());
        QVERIFY(!pass.playsAgain);
        QCOMPARE(goes[1].side, Player::North);

        // Two passes in a row end the game (RULES.md 11.3).
        const Position ring = positionFromText("II:3:S:5,x,x,x,3,x:8:8");
        const std::vector<TurnStory> passes = storyOfLine(ring, {Move::pass(), Move::pass(), Move::pass()});
        QCOMPARE(int(passes.size()), 2); // the game is over after the second
        QCOMPARE(passes[1].ending, EndReason::BothPass);
    }

    void lineStopsAtAMoveThatCannotBePlayed()
    {
        const Position pos = positionFromText("II:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:0");
        // f, then North's A, then a hole of North's again: not South's.
        const std::vector<TurnStory> line = storyOfLine(pos, {Move::at(5), Move::at(6), Move::at(7)});
        QCOMPARE(int(line.size()), 2);
        QVERIFY(!storyOfTurn(pos, Move::at(6)));
        QVERIFY(!storyOfTurn(pos, Move::pass())); // South can move
        // North's F never ends (RULES.md 11.3).
        const Position endless = positionFromText("II:6:N:1,0,1,3,2,4,5,1,6,5,1,3:12:4");
        QVERIFY(!storyOfTurn(endless, Move::at(11)));
    }

    void biggestCaptureOneTurnAhead()
    {
        // tst_lesson's kThreat: after South's b, North's D makes a casa in E.
        const Position threat = positionFromText("II:6:S:0,1,0,0,0,0,0,0,0,1,3,0:20:23");
        const Position afterB = storyOfTurn(threat, moveOf(threat, "b"))->after;
        const std::optional<TurnStory> north = biggestCapture(afterB, Player::North);
        QVERIFY(north);
        QVERIFY(north->move == Move::at(9));
        QCOMPARE(north->captures, (std::vector<CaptureStory>{{10, 4, 0, false}}));
        // The same as seen from South's turn before b: North is not to move.
        QVERIFY(biggestCapture(threat, Player::North));
        // kNoThreat: after b, North's E sows 11 and 0 and stops.
        const Position none = positionFromText("II:6:S:0,1,0,0,0,0,0,0,0,0,2,0:20:25");
        QVERIFY(!biggestCapture(storyOfTurn(none, moveOf(none, "b"))->after, Player::North));
        // A game that is over has no captures.
        const Position over = storyOfTurn(positionFromText(kLastFourPosition), Move::at(0))->after;
        QVERIFY(over.isOver());
        QVERIFY(!biggestCapture(over, Player::South));
        QVERIFY(!biggestCapture(over, Player::North));
    }

    // biggestCapture against analysis.h's threats() and every child of the
    // side to move, on the positions of random games.
    void biggestCaptureOfRandomPositions()
    {
        std::mt19937 random(9);
        int found = 0;
        for (int game = 0; game < 30; ++game) {
            Position pos = Position::initial(Rules{}, Player::South);
            while (!pos.isOver()) {
                const Player them = opponent(pos.toMove);
                const std::vector<Threat> theirs = threats(pos);
                const std::optional<TurnStory> their = biggestCapture(pos, them);
                QCOMPARE(bool(their), !theirs.empty());
                if (their) {
                    int most = 0;
                    for (const Threat &t : theirs)
                        most = std::max(most, t.seeds);
                    QCOMPARE(their->mover, them);
                    QVERIFY(capturedSeeds(*their) <= most);
                    QVERIFY(seedsWon(*their, them) >= most);
                    ++found;
                }
                int mostWon = 0;
                for (const Move move : legalMoves(pos)) {
                    Position child = pos;
                    playTurn(child, move);
                    if (child.scores[index(pos.toMove)] > pos.scores[index(pos.toMove)])
                        mostWon = std::max(mostWon, child.scores[index(pos.toMove)] - pos.scores[index(pos.toMove)]);
                }
                const std::optional<TurnStory> mine = biggestCapture(pos, pos.toMove);
                QCOMPARE(mine ? seedsWon(*mine, pos.toMove) : 0, mostWon);
                const std::vector<Move> moves = legalMoves(pos);
                playTurn(pos, moves[random() % moves.size()]);
            }
        }
        QVERIFY(found > 0);
    }

    // A reviewed turn, with lines a depth-6 analysis gave: b takes a chain
    // of 8 from D; a lets North take the same chain.
    void reviewedTurn()
    {
        const Position pos = positionFromText("II:6:S:6,1,1,1,2,4,0,1,3,3,0,6:8:12");
        const ReviewExplanation e = explainReviewedTurn(pos, moveOf(pos, "a"), movesOf(pos, "a,A,F,d,f,B"),
                                                        moveOf(pos, "b"), movesOf(pos, "b,a,B,c,b,D"));
        QCOMPARE(e.mover, Player::South);
        QCOMPARE(e.better.side, Player::South);
        QCOMPARE(int(e.better.turns.size()), 2);
        QCOMPARE(e.better.turns[0].captures, (std::vector<CaptureStory>{{9, 8, 1, false}}));
        QVERIFY(e.better.turns[0].playsAgain);
        QVERIFY(e.better.turns[1].captures.empty());
        QCOMPARE(e.betterReply.side, Player::North);
        QCOMPARE(int(e.betterReply.turns.size()), 1);
        QCOMPARE(capturedSeeds(e.betterReply), 0);
        QVERIFY(!e.threatAfterBetter);
        QCOMPARE(int(e.playedGo.turns.size()), 1);
        QCOMPARE(capturedSeeds(e.playedGo), 0);
        QCOMPARE(e.allowed.side, Player::North);
        QCOMPARE(int(e.allowed.turns.size()), 2);
        QVERIFY(e.allowed.turns[0].move == Move::at(6));
        QCOMPARE(e.allowed.turns[0].captures, (std::vector<CaptureStory>{{9, 8, 1, false}}));
        QVERIFY(e.allowed.turns[0].playsAgain);
        QVERIFY(e.threatAfterPlayed);
        QVERIFY(e.threatAfterPlayed->move == Move::at(6));

        // Lines that stop after the move itself: no opponent's go, the
        // threats still say what North could take.
        const ReviewExplanation shortLines =
            explainReviewedTurn(pos, moveOf(pos, "a"), {}, moveOf(pos, "b"), {moveOf(pos, "a")});
        QCOMPARE(int(shortLines.better.turns.size()), 1); // the line was a's, not b's: b alone
        QVERIFY(shortLines.better.turns[0].move == Move::at(1));
        QVERIFY(shortLines.allowed.turns.empty());
        QVERIFY(shortLines.threatAfterPlayed);
        QCOMPARE(shortLines.threatAfterPlayed->captures, (std::vector<CaptureStory>{{9, 8, 1, false}}));
    }

    // The explanation of every move the analysis ranks below the best: each
    // go is the start of its move's line, and the opponent's go follows it.
    void reviewedTurnFromAnalysis()
    {
        const Position pos = positionFromText("II:6:S:1,0,4,1,0,3,18,0,0,2,0,3:4:12");
        Analyser analyser;
        const AnalysisResult result = analyser.analyse(pos, AnalysisLimits{6, 0});
        QVERIFY(result.moves.size() > 1);
        const MoveAnalysis &best = result.moves.front();
        for (const MoveAnalysis &m : result.moves) {
            const ReviewExplanation e = explainReviewedTurn(pos, m.move, m.pv, best.move, best.pv);
            const std::vector<TurnStory> line = storyOfLine(pos, m.pv);
            QCOMPARE(line.size(), m.pv.size()); // the search's line is playable
            QVERIFY(!e.playedGo.turns.empty());
            for (std::size_t i = 0; i < e.playedGo.turns.size(); ++i)
                QVERIFY(e.playedGo.turns[i].move == m.pv[i]);
            for (std::size_t i = 0; i < e.allowed.turns.size(); ++i)
                QVERIFY(e.allowed.turns[i].move == m.pv[e.playedGo.turns.size() + i]);
            QVERIFY(e.better.turns.front().move == best.move);
        }
    }

    void hint()
    {
        // e sows six laps and leaves North no capture; South then threatens
        // B and the four behind it, which leaves the last four.
        const Position quiet = positionFromText("II:6:S:1,0,2,0,1,2,2,2,1,0,1,0:20:16");
        const HintExplanation h = explainHint(quiet, moveOf(quiet, "e"), {});
        QCOMPARE(int(h.go.turns.size()), 1);
        QCOMPARE(h.go.turns[0].laps, 6);
        QVERIFY(h.go.turns[0].captures.empty());
        QVERIFY(!h.opponentBest);
        QVERIFY(h.threat);
        QCOMPARE(h.threat->captures, (std::vector<CaptureStory>{{7, 8, 1, false}}));
        QVERIFY(h.threat->lastFourTo == Player::South);

        // f takes E and D and plays again; North could take b, South threatens e.
        const Position chain = positionFromText(kChainPosition);
        const HintExplanation f = explainHint(chain, moveOf(chain, "f"), {moveOf(chain, "f")});
        QCOMPARE(capturedSeeds(f.go), 8);
        QVERIFY(f.opponentBest);
        QCOMPARE(f.opponentBest->captures, (std::vector<CaptureStory>{{1, 4, 0, false}}));
        QVERIFY(f.threat);
        QCOMPARE(f.threat->captures, (std::vector<CaptureStory>{{4, 4, 0, false}}));

        // A move that ends the game: nothing after it.
        const Position last = positionFromText(kLastFourPosition);
        const HintExplanation end = explainHint(last, Move::at(0), {});
        QCOMPARE(end.go.turns.back().ending, EndReason::LastFour);
        QVERIFY(!end.opponentBest);
        QVERIFY(!end.threat);
    }
};

QTEST_GUILESS_MAIN(TestCoach)
#include "tst_coach.moc"
