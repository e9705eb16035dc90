// Matches in records: every round replayed through hoyito::Match, which
// alone says who starts and who takes the last four; old match files, the
// refill, drawn rounds and finished matches, saved and loaded back with
// the same match state.

#include "randomgame.h"
#include "recordfile.h"
#include "recordtestutil.h"

#include <QTest>

#include <random>

using namespace hoyito;
using namespace hoyito::app;
using namespace hoyito::test;

class TestRecordMatches : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // A file written before the match controller: its match has no
    // "handicap" key, loads with the handicap on (the rule of Hoyito III) and
    // is written back with the key.
    void oldMatchFile()
    {
        const QByteArray bytes = fixtureBytes("match_iii_2x6.hoyito");
        QVERIFY(!bytes.contains("handicap"));
        const LoadedGame loaded = loadFixture("match_iii_2x6.hoyito");
        QVERIFY(loaded.record.match->lastFourHandicap);
        QVERIFY(loaded.match->settings().lastFourHandicap);
        QByteArray expected = bytes;
        expected.replace("\"nextStarter\": \"alternate\",\n",
                         "\"nextStarter\": \"alternate\",\n        \"handicap\": true,\n");
        QCOMPARE(recordJson(loaded.record), expected);
    }

    // A Hoyito III match saved in the middle of round 3 comes back
    // with its match state and the handicap in force, goes on, and is saved
    // and restored again, in round 3 and in round 4.
    void saveAndRestoreInRound3_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("starters alternate, old file") << "match_iii_2x6.hoyito";
        QTest::newRow("the loser starts") << "match_iii_round3.hoyito";
    }

    void saveAndRestoreInRound3()
    {
        QFETCH(QString, file);
        const LoadedGame loaded = loadFixture(qPrintable(file));
        QVERIFY(loaded.match);
        Match match = *loaded.match;
        QCOMPARE(match.roundNumber(), 3);
        QCOMPARE(int(match.rounds().size()), 2);
        QVERIFY(!match.isOver());
        QVERIFY(!loaded.game.isOver());

        // Rounds 1 and 2: the capturer of the penultimate four takes the last four.
        for (int i = 0; i < 2; ++i) {
            const Game &round = loaded.rounds[i];
            QCOMPARE(round.start().rules.lastFourTaker, LastFourTaker::Capturer);
            QCOMPARE(match.rounds()[i].lastFourRule, LastFourRule::Capturer);
            if (round.position().ending == EndReason::LastFour)
                QCOMPARE(match.rounds()[i].lastFourTakenBy, std::optional<Player>(lastMover(round)));
        }
        // Round 3 (docs/RULES.md 6.1): the winner of round 2 takes them.
        const std::optional<Player> winner2 = winnerOf(loaded.rounds[1]);
        QVERIFY2(winner2, "the fixture's round 2 should not be drawn");
        QCOMPARE(match.roundLastFourRule(), LastFourRule::PreviousWinner);
        QCOMPARE(loaded.game.start().rules.lastFourTaker,
                 *winner2 == Player::South ? LastFourTaker::South : LastFourTaker::North);
        // docs/RULES.md 7: the starter alternates, or the loser of round 2 starts.
        const Player expectedStarter = loaded.record.match->startRule == StartRule::Alternate
                                           ? opponent(loaded.rounds[1].start().toMove)
                                           : opponent(*winner2);
        QCOMPARE(loaded.game.start().toMove, expectedStarter);
        // The score: rounds won, a draw counting 1/2 (in half points).
        std::array<int, 2> halves{};
        for (const Game &round : loaded.rounds) {
            const std::optional<Player> winner = winnerOf(round);
            if (winner)
                halves[index(*winner)] += 2;
            else
                halves = {halves[0] + 1, halves[1] + 1};
        }
        QCOMPARE(match.halfPoints(), halves);

        // A few more turns of round 3, saved and restored.
        const PlayerInfo south = loaded.record.player(Player::South);
        const PlayerInfo north = loaded.record.player(Player::North);
        std::mt19937 random(3);
        Game round3 = loaded.game;
        for (int i = 0; i < 6 && !round3.isOver(); ++i) {
            const std::vector<Move> moves = legalMoves(round3.position());
            round3.play(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)]);
        }
        const std::optional<GameRecord> inRound3 =
            recordFromMatch(match, loaded.rounds, &round3, south, north, loaded.record.date);
        QVERIFY(inRound3);
        QCOMPARE(inRound3->match->rounds, loaded.record.match->rounds);
        QCOMPARE(inRound3->rules, loaded.record.rules);
        QCOMPARE(inRound3->starter, loaded.record.starter);
        QCOMPARE(inRound3->moves.mid(0, loaded.record.moves.size()), loaded.record.moves);
        const LoadResult again = saveAndLoad(*inRound3);
        QVERIFY2(std::holds_alternative<LoadedGame>(again), qPrintable(describe(again)));
        const LoadedGame &restored = std::get<LoadedGame>(again);
        QCOMPARE(restored.record, *inRound3);
        compareGames(restored.game, round3);
        QCOMPARE(restored.rounds.size(), std::size_t(2));
        for (std::size_t i = 0; i < 2; ++i)
            compareGames(restored.rounds[i], loaded.rounds[i]);
        compareMatches(*restored.match, match);

        // Round 3 played to its end, round 4 begun: its last four go to the
        // winner of round 3 (after a draw, to the capturer).
        round3 = test::randomGameFrom(round3.start(), 4);
        std::vector<Game> rounds = loaded.rounds;
        rounds.push_back(round3);
        match.finishRound(round3);
        QVERIFY(!match.isOver());
        const Game round4 = test::randomGameFrom(match.roundStart(), 5, 5);
        const std::optional<GameRecord> inRound4 = recordFromMatch(match, rounds, &round4, south, north);
        QVERIFY(inRound4);
        const LoadResult fourth = saveAndLoad(*inRound4);
        QVERIFY2(std::holds_alternative<LoadedGame>(fourth), qPrintable(describe(fourth)));
        const LoadedGame &restored4 = std::get<LoadedGame>(fourth);
        QCOMPARE(restored4.record, *inRound4);
        QCOMPARE(restored4.match->roundNumber(), 4);
        compareMatches(*restored4.match, match);
        compareGames(restored4.game, round4);
        const std::optional<Player> winner3 = winnerOf(round3);
        QCOMPARE(restored4.game.start().rules.lastFourTaker, !winner3                    ? LastFourTaker::Capturer
                                                             : *winner3 == Player::South ? LastFourTaker::South
                                                                                         : LastFourTaker::North);
    }

    // A finished match: the record's own game is its last round, nothing
    // may follow it, and saving the finished match gives the same record.
    void finishedMatch()
    {
        const LoadedGame loaded = loadFixture("match_iii_finished.hoyito");
        QVERIFY(loaded.game.isOver());
        QVERIFY(!loaded.match->isOver()); // until its last round, the record's own game, is counted
        const Match final = *loaded.matchSoFar();
        QVERIFY(final.isOver());
        QCOMPARE(final.end(), MatchEnd::Length);
        QCOMPARE(final.settings().length, MatchLength::FirstToWins);

        std::vector<Game> games = loaded.rounds;
        games.push_back(loaded.game);
        QCOMPARE(final.rounds().size(), games.size());
        std::array<int, 2> wins{};
        for (std::size_t i = 0; i < games.size(); ++i) {
            const Game &game = games[i];
            // Starters alternate; from round 3 the previous winner takes the last four.
            if (i > 0)
                QCOMPARE(game.start().toMove, opponent(games[i - 1].start().toMove));
            const std::optional<Player> previous = i > 0 ? winnerOf(games[i - 1]) : std::nullopt;
            const LastFourTaker taker = i < 2 || !previous           ? LastFourTaker::Capturer
                                        : *previous == Player::South ? LastFourTaker::South
                                                                     : LastFourTaker::North;
            QCOMPARE(game.start().rules.lastFourTaker, taker);
            if (const std::optional<Player> winner = winnerOf(game))
                ++wins[index(*winner)];
        }
        QCOMPARE(std::max(wins[0], wins[1]), final.settings().lengthCount);
        QVERIFY(std::min(wins[0], wins[1]) < final.settings().lengthCount);
        QCOMPARE(final.result(), wins[0] > wins[1] ? Result::SouthWins : Result::NorthWins);

        const std::optional<GameRecord> record =
            recordFromMatch(final, games, nullptr, loaded.record.player(Player::South),
                            loaded.record.player(Player::North), loaded.record.date);
        QVERIFY(record);
        QCOMPARE(*record, loaded.record);
        const Game next(loaded.game.start());
        QVERIFY(!recordFromMatch(final, games, &next, {}, {}));
    }

    // The traditional refill (docs/RULES.md 7): each round after the first
    // starts from the previous round's seeds, closed holes are never sown
    // into, and the text form writes them as x.
    void refillMatch()
    {
        const LoadedGame loaded = loadFixture("match_ii_refill.hoyito");
        QVERIFY(loaded.record.match->refill);
        std::vector<const Game *> games;
        for (const Game &round : loaded.rounds)
            games.push_back(&round);
        games.push_back(&loaded.game);
        const int holes = loaded.record.rules.holesPerRow;
        bool sawClosed = false;
        bool sawCarried = false;
        for (std::size_t k = 1; k < games.size(); ++k) {
            const std::array<int, 2> seeds = finalScores(games[k - 1]->position());
            const Position &start = games[k]->start();
            for (Player p : {Player::South, Player::North}) {
                const int filled = std::min(seeds[index(p)] / 4, holes);
                const int first = start.rules.firstHole(p);
                for (int i = 0; i < holes; ++i) {
                    QCOMPARE(start.isClosed(first + i), i >= filled);
                    QCOMPARE(int(start.seeds[first + i]), i < filled ? 4 : 0);
                }
                QCOMPARE(int(start.scores[index(p)]), seeds[index(p)] - 4 * filled);
                sawClosed |= filled < holes;
                sawCarried |= start.scores[index(p)] > 0;
            }
            QCOMPARE(start.seedsInGame(), start.rules.totalSeeds());
            for (const Position &pos : games[k]->positions())
                for (int h = 0; h < start.rules.holeCount(); ++h)
                    if (start.isClosed(h))
                        QCOMPARE(int(pos.seeds[h]), 0);
        }
        QVERIFY(sawClosed);
        QVERIFY(sawCarried);
        QVERIFY(QString::fromStdString(positionText(loaded.game.position())).contains(QLatin1Char('x')));
    }

    // A refill match ends when a player cannot fill a single hole; a round
    // after that is refused, saying who could not.
    void refillMatchEndsWhenAPlayerCannotFill()
    {
        MatchSettings settings;
        settings.variant = Variant::II;
        settings.refill = true;
        settings.lengthCount = kMaxMatchLength;
        Match match(settings);
        const std::vector<Game> rounds = test::randomRounds(match, 41);
        QCOMPARE(match.end(), MatchEnd::CannotFill);
        const std::array<int, 2> last = finalScores(rounds.back().position());
        const Player broke = last[0] < 4 ? Player::South : Player::North;

        const std::optional<GameRecord> record = recordFromMatch(match, rounds, nullptr, {}, {});
        QVERIFY(record);
        const LoadResult result = loadRecord(recordJson(*record));
        QVERIFY2(std::holds_alternative<LoadedGame>(result), qPrintable(describe(result)));
        compareMatches(*std::get<LoadedGame>(result).matchSoFar(), match);

        GameRecord more = *record;
        more.match->rounds.push_back(RoundRecord{more.starter, more.rules.lastFourTaker, more.moves, more.result});
        more.moves.clear();
        more.result.reset();
        const LoadResult refused = loadRecord(recordJson(more), QStringLiteral("more.hoyito"));
        const LoadError *error = errorOf(refused);
        QVERIFY2(error, "a round after the end of the match was loaded");
        QCOMPARE(error->kind, LoadErrorKind::MatchOver);
        QCOMPARE(error->field, QString());
        QCOMPARE(error->round, int(rounds.size()) + 1);
        QCOMPARE(error->message,
                 QStringLiteral("round %1, the record's own game, comes after the end of the match: after round %2, "
                                "%3 could not fill a single hole")
                     .arg(rounds.size() + 1)
                     .arg(rounds.size())
                     .arg(RulesText::sideName(broke)));
    }

    // After a drawn round (docs/RULES.md 6.1 and 7): under the loser-starts rule
    // the other player than last time starts, and from round 3 the last four
    // go to the capturer again. The loader and the text say so.
    void drawnRound()
    {
        MatchSettings settings;
        settings.startRule = StartRule::LoserStarts;
        std::optional<Match> match;
        std::vector<Game> rounds;
        for (std::uint32_t seed = 1; seed < 2000 && rounds.empty(); ++seed) {
            match.emplace(settings);
            rounds = test::randomRounds(*match, seed * 10, 2);
            if (winnerOf(rounds[1]))
                rounds.clear();
        }
        QVERIFY2(!rounds.empty(), "no match with a drawn round 2 found");
        const Game round3 = test::randomGameFrom(match->roundStart(), 1, 12);
        const Player starter2 = rounds[1].start().toMove;
        QCOMPARE(round3.start().toMove, opponent(starter2));
        QCOMPARE(round3.start().rules.lastFourTaker, LastFourTaker::Capturer);

        const std::optional<GameRecord> record = recordFromMatch(*match, rounds, &round3, {}, {});
        QVERIFY(record);
        const LoadResult result = loadRecord(recordJson(*record));
        QVERIFY2(std::holds_alternative<LoadedGame>(result), qPrintable(describe(result)));
        const LoadedGame &loaded = std::get<LoadedGame>(result);
        QCOMPARE(loaded.match->roundLastFourRule(), LastFourRule::PreviousRoundDraw);
        QVERIFY(app::gameText(loaded).contains(
            QLatin1String("Last four: to the capturer of the penultimate four, round 2 being drawn\n")));

        GameRecord wrong = *record;
        wrong.starter = starter2;
        const LoadResult badStarter = loadRecord(recordJson(wrong));
        QVERIFY(errorOf(badStarter));
        QCOMPARE(errorOf(badStarter)->kind, LoadErrorKind::RoundMismatch);
        QCOMPARE(errorOf(badStarter)->message,
                 QStringLiteral("start: the file says %1 starts round 3, but the match rules give %2 (round 2 was "
                                "drawn, so the player who did not start it starts)")
                     .arg(RulesText::sideName(starter2), RulesText::sideName(opponent(starter2))));
        wrong = *record;
        wrong.rules.lastFourTaker = LastFourTaker::North;
        const LoadResult badTaker = loadRecord(recordJson(wrong));
        QVERIFY(errorOf(badTaker));
        QCOMPARE(errorOf(badTaker)->kind, LoadErrorKind::RoundMismatch);
        QCOMPARE(errorOf(badTaker)->field, QStringLiteral("lastFourTaker"));
        QVERIFY2(errorOf(badTaker)->message.endsWith(
                     QLatin1String("round 3 to North, but the match rules give them to the capturer of the "
                                   "penultimate four, round 2 being drawn")),
                 qPrintable(errorOf(badTaker)->message));
    }

    // Matches of every kind played by hoyito::Match, saved with
    // recordFromMatch() and loaded back: the same record, games and match.
    void matchRoundTrip_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<int>("holes");
        QTest::addColumn<bool>("firstToWins");
        QTest::addColumn<int>("count");
        QTest::addColumn<bool>("loserStarts");
        QTest::addColumn<bool>("handicap");
        QTest::addColumn<bool>("refill");
        QTest::addColumn<int>("first");  // the starter of round 1
        QTest::addColumn<int>("played"); // rounds finished before saving, -1 for all
        QTest::addColumn<int>("turns");  // turns of the current round, -1 for none
        QTest::addColumn<uint>("seed");
        const int S = int(Player::South);
        const int N = int(Player::North);
        const int III = int(Variant::III);
        QTest::newRow("III, mid round 4") << III << 6 << false << 5 << false << true << false << S << 3 << 15 << 1u;
        QTest::newRow("III first to 2, loser starts, over")
            << III << 6 << true << 2 << true << true << false << N << -1 << -1 << 2u;
        QTest::newRow("III no handicap, between rounds")
            << III << 6 << false << 3 << false << false << false << S << 2 << -1 << 3u;
        QTest::newRow("III 2x12 refill, round 3")
            << III << 12 << false << 4 << true << true << true << N << 2 << 25 << 4u;
        QTest::newRow("II refill, over") << int(Variant::II) << 6 << false << 4 << false << true << true << S << -1
                                         << -1 << 5u;
        QTest::newRow("I 2x4 refill") << int(Variant::I) << 4 << false << 3 << false << true << true << N << 2 << 5
                                      << 6u;
        QTest::newRow("round 1 not begun") << III << 6 << false << 1 << false << true << false << S << 0 << -1 << 7u;
        QTest::newRow("round 1 in progress") << III << 6 << true << 3 << false << true << false << N << 0 << 10 << 8u;
        QTest::newRow("round 3 over, not counted")
            << III << 6 << false << 5 << false << true << false << S << 2 << 100000 << 9u;
    }

    void matchRoundTrip()
    {
        QFETCH(int, variant);
        QFETCH(int, holes);
        QFETCH(bool, firstToWins);
        QFETCH(int, count);
        QFETCH(bool, loserStarts);
        QFETCH(bool, handicap);
        QFETCH(bool, refill);
        QFETCH(int, first);
        QFETCH(int, played);
        QFETCH(int, turns);
        QFETCH(uint, seed);
        MatchSettings settings;
        settings.variant = Variant(variant);
        settings.holesPerRow = holes;
        settings.length = firstToWins ? MatchLength::FirstToWins : MatchLength::Rounds;
        settings.lengthCount = count;
        settings.startRule = loserStarts ? StartRule::LoserStarts : StartRule::Alternate;
        settings.lastFourHandicap = handicap;
        settings.refill = refill;
        settings.firstStarter = Player(first);
        Match match(settings);
        const std::vector<Game> rounds = test::randomRounds(match, seed, played < 0 ? 1 << 30 : played);
        QCOMPARE(match.isOver(), played < 0);
        std::optional<Game> current;
        if (turns >= 0)
            current = test::randomGameFrom(match.roundStart(), seed + 500, turns);
        const std::optional<GameRecord> record = recordFromMatch(
            match, rounds, current ? &*current : nullptr, PlayerInfo::human(QStringLiteral("Ana")),
            PlayerInfo::computer(QStringLiteral("Bot"), 2), QDateTime(QDate(2025, 5, 6), QTime(7, 8, 9), Qt::UTC));
        QVERIFY(record);

        // The record's own game: the current round, else the last round of a
        // finished match, else a round not begun.
        std::vector<Game> finished = rounds;
        Game own = current ? *current : Game(Position::initial(Rules{}));
        if (!current && match.isOver()) {
            own = finished.back();
            finished.pop_back();
        } else if (!current) {
            own = Game(match.roundStart());
        }
        Match atOwn(settings);
        for (const Game &round : finished)
            atOwn.finishRound(round);

        const LoadResult result = saveAndLoad(*record);
        const auto *loaded = std::get_if<LoadedGame>(&result);
        QVERIFY2(loaded, qPrintable(describe(result)));
        QCOMPARE(loaded->record, *record);
        QCOMPARE(loaded->rounds.size(), finished.size());
        for (std::size_t i = 0; i < finished.size(); ++i)
            compareGames(loaded->rounds[i], finished[i]);
        compareGames(loaded->game, own);
        compareMatches(*loaded->match, atOwn);
        Match soFar = match;
        if (current && current->isOver())
            soFar.finishRound(*current);
        compareMatches(*loaded->matchSoFar(), soFar);
        QCOMPARE(loaded->matchSoFar()->result(), soFar.result());
    }

    // recordFromMatch() refuses pieces that do not make the match.
    void recordFromMatchChecksItsPieces()
    {
        Match match(MatchSettings{});
        const std::vector<Game> rounds = test::randomRounds(match, 9, 3);
        const Game current = test::randomGameFrom(match.roundStart(), 10, 8);
        QVERIFY(recordFromMatch(match, rounds, &current, {}, {}));
        QVERIFY(recordFromMatch(match, rounds, nullptr, {}, {}));

        std::vector<Game> fewer = rounds;
        fewer.pop_back();
        QVERIFY(!recordFromMatch(match, fewer, &current, {}, {}));
        // Round 3 played from a plain opening, without the handicap's taker.
        std::vector<Game> wrongStart = rounds;
        wrongStart[2] = test::randomGame(Rules{Variant::III, 6, LastFourTaker::Capturer}, rounds[2].start().toMove, 11);
        QVERIFY(!(wrongStart[2].start() == rounds[2].start()));
        QVERIFY(!recordFromMatch(match, wrongStart, &current, {}, {}));
        // The games of another match.
        Match other(MatchSettings{});
        const std::vector<Game> otherRounds = test::randomRounds(other, 12, 3);
        QVERIFY(!recordFromMatch(match, otherRounds, nullptr, {}, {}));
        // An unfinished round.
        std::vector<Game> unfinished = rounds;
        unfinished[1].undo();
        QVERIFY(!recordFromMatch(match, unfinished, &current, {}, {}));
        // A current game from another start.
        const Game elsewhere(Position::initial(current.start().rules, opponent(current.start().toMove)));
        QVERIFY(!recordFromMatch(match, rounds, &elsewhere, {}, {}));
        // A current game after the end of the match.
        Match over(MatchSettings{});
        const std::vector<Game> all = test::randomRounds(over, 13);
        QVERIFY(over.isOver());
        QVERIFY(recordFromMatch(over, all, nullptr, {}, {}));
        const Game late(Position::initial(Rules{Variant::III, 6, LastFourTaker::Capturer}));
        QVERIFY(!recordFromMatch(over, all, &late, {}, {}));
    }
};

QTEST_GUILESS_MAIN(TestRecordMatches)
#include "tst_record_matches.moc"
