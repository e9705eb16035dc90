// Matches (docs/RULES.md 7 and the Hoyito III handicap of 6.1): who starts each
// round, who takes the last four, refill with closed holes and carried
// seeds, match score, tie-breaks and the end of the match. Rounds are played
// with seeded random legal moves, so every run plays the same games.

#include "hoyito/bench.h"
#include "hoyito/match.h"

#include <QTest>

using namespace hoyito;

namespace {

// Plays the round from `start` with random legal moves until it ends.
Game playRandomRound(const Position &start, Random &random)
{
    Game game(start);
    while (!game.isOver()) {
        const auto moves = legalMoves(game.position());
        game.play(moves[random.below(static_cast<std::uint32_t>(moves.size()))]);
    }
    return game;
}

// Plays rounds until `wanted` says the round is the one we need (or gives up).
template <class Wanted> std::optional<Game> findRound(const Position &start, std::uint64_t seed, Wanted wanted)
{
    Random random(seed);
    for (int attempt = 0; attempt < 5000; ++attempt) {
        Game game = playRandomRound(start, random);
        if (wanted(game))
            return game;
    }
    return std::nullopt;
}

Result resultOf(const Game &game)
{
    return hoyito::resultOf(finalScores(game.position()));
}

} // namespace

class TestMatch : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void startersAlternate()
    {
        MatchSettings settings;
        settings.firstStarter = Player::North;
        Match match(settings);
        Random random(7);
        QList<Player> starters;
        while (!match.isOver()) {
            const Position start = match.roundStart();
            QCOMPARE(start.toMove, match.roundStarter());
            starters << start.toMove;
            match.finishRound(playRandomRound(start, random));
        }
        QCOMPARE(starters, (QList<Player>{Player::North, Player::South, Player::North, Player::South, Player::North}));
        QCOMPARE(match.end(), MatchEnd::Length);
        QCOMPARE(int(match.rounds().size()), 5);
    }

    void loserStarts()
    {
        MatchSettings settings;
        settings.startRule = StartRule::LoserStarts;
        Match match(settings);
        Random random(11);
        while (!match.isOver()) {
            const Position start = match.roundStart();
            if (!match.rounds().empty()) {
                const RoundResult &last = match.rounds().back();
                // The loser starts; after a draw the other player than last time.
                const Player expected = last.result == Result::SouthWins   ? Player::North
                                        : last.result == Result::NorthWins ? Player::South
                                                                           : opponent(last.starter);
                QCOMPARE(start.toMove, expected);
            }
            match.finishRound(playRandomRound(start, random));
        }
    }

    void loserStartsAfterADrawAlternates()
    {
        MatchSettings settings;
        settings.startRule = StartRule::LoserStarts;
        settings.variant = Variant::II;
        Match match(settings);
        const auto draw = findRound(match.roundStart(), 3, [](const Game &g) { return resultOf(g) == Result::Draw; });
        QVERIFY2(draw, "no drawn round found");
        match.finishRound(*draw);
        QCOMPARE(match.rounds().back().result, Result::Draw);
        QCOMPARE(match.roundStarter(), Player::North); // South started round 1
    }

    // Hoyito III: rounds 1 and 2 give the last four to the capturer, round 3
    // on to the winner of the previous round, after a draw to the capturer.
    void handicapRules()
    {
        Match match(MatchSettings{});
        QCOMPARE(match.roundLastFourRule(), LastFourRule::Capturer);
        QCOMPARE(match.roundStart().rules.lastFourTaker, LastFourTaker::Capturer);
        const auto northWins =
            findRound(match.roundStart(), 5, [](const Game &g) { return resultOf(g) == Result::NorthWins; });
        QVERIFY(northWins);
        match.finishRound(*northWins);
        QCOMPARE(match.roundLastFourRule(), LastFourRule::Capturer); // round 2
        const auto southWins =
            findRound(match.roundStart(), 6, [](const Game &g) { return resultOf(g) == Result::SouthWins; });
        QVERIFY(southWins);
        match.finishRound(*southWins);
        // Round 3: South won round 2, so South takes the last four.
        QCOMPARE(match.roundNumber(), 3);
        QCOMPARE(match.roundLastFourRule(), LastFourRule::PreviousWinner);
        QCOMPARE(match.roundStart().rules.lastFourTaker, LastFourTaker::South);

        // A round 3 ending by the last four, captured by North, still gives them to South.
        const auto northCapturesLastFour = findRound(match.roundStart(), 8, [](const Game &g) {
            return g.position().ending == EndReason::LastFour &&
                   g.positions()[g.positions().size() - 2].toMove == Player::North;
        });
        QVERIFY(northCapturesLastFour);
        match.finishRound(*northCapturesLastFour);
        QCOMPARE(match.rounds().back().lastFourTakenBy, std::optional<Player>(Player::South));
        QCOMPARE(match.rounds().back().lastFourRule, LastFourRule::PreviousWinner);

        // After a drawn round the capturer takes them again.
        const auto draw = findRound(match.roundStart(), 9, [](const Game &g) { return resultOf(g) == Result::Draw; });
        QVERIFY(draw);
        match.finishRound(*draw);
        QCOMPARE(match.roundLastFourRule(), LastFourRule::PreviousRoundDraw);
        QCOMPARE(match.roundStart().rules.lastFourTaker, LastFourTaker::Capturer);
    }

    void noHandicapOutsideHoyitoIII()
    {
        for (const bool handicapOnII : {false, true}) {
            MatchSettings settings;
            settings.variant = handicapOnII ? Variant::II : Variant::III;
            settings.lastFourHandicap = handicapOnII; // Hoyito II ignores it; Hoyito III with it off
            Match match(settings);
            Random random(21);
            while (!match.isOver()) {
                QCOMPARE(match.roundLastFourRule(), LastFourRule::Capturer);
                QCOMPARE(match.roundStart().rules.lastFourTaker, LastFourTaker::Capturer);
                match.finishRound(playRandomRound(match.roundStart(), random));
            }
        }
    }

    void matchScoreAndTieBreak()
    {
        Match match(MatchSettings{});
        Random random(99);
        std::array<int, 2> points{};
        std::array<int, 2> seeds{};
        while (!match.isOver()) {
            const Game game = playRandomRound(match.roundStart(), random);
            const auto scores = finalScores(game.position());
            seeds[0] += scores[0];
            seeds[1] += scores[1];
            const Result r = resultOf(game);
            points[0] += r == Result::SouthWins ? 2 : r == Result::Draw ? 1 : 0;
            points[1] += r == Result::NorthWins ? 2 : r == Result::Draw ? 1 : 0;
            match.finishRound(game);
        }
        QCOMPARE(match.halfPoints(), points);
        QCOMPARE(match.totalSeeds(), seeds);
        const Result expected = points[0] != points[1] ? (points[0] > points[1] ? Result::SouthWins : Result::NorthWins)
                                : seeds[0] != seeds[1] ? (seeds[0] > seeds[1] ? Result::SouthWins : Result::NorthWins)
                                                       : Result::Draw;
        QCOMPARE(match.result(), expected);
    }

    // Equal match points: the seeds decide. Two rounds, one won by each.
    void tieBrokenBySeeds()
    {
        MatchSettings settings;
        settings.lengthCount = 2;
        Match match(settings);
        const auto bigSouth = findRound(match.roundStart(), 31, [](const Game &g) {
            const auto s = finalScores(g.position());
            return s[0] >= s[1] + 20;
        });
        QVERIFY(bigSouth);
        match.finishRound(*bigSouth);
        const auto smallNorth = findRound(match.roundStart(), 32, [](const Game &g) {
            const auto s = finalScores(g.position());
            return s[1] > s[0] && s[1] - s[0] <= 8;
        });
        QVERIFY(smallNorth);
        match.finishRound(*smallNorth);
        QVERIFY(match.isOver());
        QCOMPARE(match.halfPoints(), (std::array<int, 2>{2, 2}));
        QCOMPARE(match.result(), Result::SouthWins);
    }

    void firstToWins()
    {
        MatchSettings settings;
        settings.length = MatchLength::FirstToWins;
        settings.lengthCount = 3;
        Match match(settings);
        Random random(5);
        while (!match.isOver())
            match.finishRound(playRandomRound(match.roundStart(), random));
        int south = 0, north = 0;
        for (const RoundResult &r : match.rounds()) {
            south += r.result == Result::SouthWins;
            north += r.result == Result::NorthWins;
        }
        QCOMPARE(std::max(south, north), 3);
        QVERIFY(std::min(south, north) < 3);
        QCOMPARE(match.result(), south == 3 ? Result::SouthWins : Result::NorthWins);
    }

    // Refill: each player fills their row from their left with 4 seeds a
    // hole; unfilled holes are closed; the rest stays in their pile.
    void refillClosesHolesAndCarriesSeeds()
    {
        MatchSettings settings;
        settings.refill = true;
        settings.lengthCount = 8;
        Match match(settings);
        Random random(17);
        bool sawClosedHole = false;
        while (!match.isOver()) {
            const Position start = match.roundStart();
            if (!match.rounds().empty()) {
                const RoundResult &last = match.rounds().back();
                for (Player p : {Player::South, Player::North}) {
                    const int seeds = last.seeds[index(p)];
                    const int filled = std::min(seeds / 4, 6);
                    const int first = start.rules.firstHole(p);
                    for (int i = 0; i < 6; ++i) {
                        QCOMPARE(start.isClosed(first + i), i >= filled);
                        QCOMPARE(int(start.seeds[first + i]), i < filled ? 4 : 0);
                    }
                    QCOMPARE(int(start.scores[index(p)]), seeds - 4 * filled);
                    sawClosedHole = sawClosedHole || filled < 6;
                }
                QCOMPARE(start.seedsInGame(), 48);
            }
            const Game game = playRandomRound(start, random);
            // Closed holes are never played and never receive a seed.
            for (const Position &pos : game.positions())
                for (int h = 0; h < 12; ++h)
                    if (start.isClosed(h))
                        QCOMPARE(int(pos.seeds[h]), 0);
            match.finishRound(game);
        }
        QVERIFY(sawClosedHole);
    }

    void finishRoundRefusesAGameThatDoesNotFit()
    {
        Match match(MatchSettings{});
        Random random(3);
        Game unfinished(match.roundStart());
        QVERIFY(!match.finishRound(unfinished));
        Position other = match.roundStart();
        other.toMove = opponent(other.toMove);
        QVERIFY(!match.finishRound(playRandomRound(other, random)));
        QVERIFY(match.rounds().empty());
        QVERIFY(match.finishRound(playRandomRound(match.roundStart(), random)));
        QCOMPARE(int(match.rounds().size()), 1);
    }

    void refillEndsWhenAPlayerCannotFill()
    {
        MatchSettings settings;
        settings.refill = true;
        settings.variant = Variant::II;
        settings.lengthCount = 1000;
        Match match(settings);
        Random random(23);
        while (!match.isOver())
            match.finishRound(playRandomRound(match.roundStart(), random));
        QCOMPARE(match.end(), MatchEnd::CannotFill);
        const RoundResult &last = match.rounds().back();
        const Player broke = last.seeds[0] < 4 ? Player::South : Player::North;
        QVERIFY(last.seeds[index(broke)] < 4);
        QCOMPARE(match.cannotFill(), std::optional<Player>(broke));
        QCOMPARE(match.result(), broke == Player::South ? Result::NorthWins : Result::SouthWins);
    }
};

QTEST_APPLESS_MAIN(TestMatch)
#include "tst_match.moc"
