// The text form of a record (gameText): its tags, its numbered moves, and
// a block for each round of a match.

#include "randomgame.h"
#include "recordfile.h"
#include "recordtestutil.h"

#include <QTest>

using namespace hoyito;
using namespace hoyito::app;
using namespace hoyito::test;

class TestRecordText : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void gameText()
    {
        const LoadResult result = loadRecordFile(fixturePath("finished_ii_2x6.hoyito"));
        const auto &loaded = std::get<LoadedGame>(result);
        const QString text = app::gameText(loaded);
        const QStringList lines = text.split(QLatin1Char('\n'));
        QCOMPARE(lines.at(0), QStringLiteral("[Variant \"Hoyito II\"]"));
        QCOMPARE(lines.at(1), QStringLiteral("[Board \"2x6\"]"));
        QVERIFY(lines.contains(QStringLiteral("[Date \"2025-01-31\"]")));
        QVERIFY(lines.contains(QStringLiteral("[South \"Ana\"]")));
        QVERIFY(lines.contains(QStringLiteral("[North \"Computer (computer, level 3)\"]")));
        QVERIFY(lines.contains(QStringLiteral("[Start \"South\"]")));
        const RecordResult outcome = RecordResult::of(loaded.game.position());
        QVERIFY(lines.contains(QStringLiteral("[Result \"%1\"]").arg(RecordText::result(outcome))));
        QVERIFY(RecordText::result(outcome).contains(
            QStringLiteral("%1-%2").arg(outcome.scores[0]).arg(outcome.scores[1])));

        // The moves: every turn numbered in order, "+" exactly where the
        // engine's own summary says the mover plays again.
        const int blank = int(lines.indexOf(QString()));
        QVERIFY(blank > 0);
        QStringList tokens;
        for (int i = blank + 1; i < lines.size(); ++i) {
            QVERIFY2(lines[i].size() <= 72, qPrintable(lines[i]));
            tokens += lines[i].split(QLatin1Char(' '), Qt::SkipEmptyParts);
        }
        QCOMPARE(tokens.size(), 2 * loaded.game.turnCount());
        Game replay(loaded.game.start());
        for (int i = 0; i < loaded.game.turnCount(); ++i) {
            QCOMPARE(tokens[2 * i], QStringLiteral("%1.").arg(i + 1));
            const Move move = loaded.game.moves()[i];
            const TurnRecord turn = replay.play(move);
            const bool extra = turn.summary.extraTurn && !replay.isOver();
            QCOMPARE(tokens[2 * i + 1], QString::fromStdString(moveText(replay.start().rules, move)) +
                                            (extra ? QStringLiteral("+") : QString()));
        }
        QVERIFY(text.contains(QLatin1String("+")));
    }

    void gameTextTags()
    {
        const Game game = test::randomGame(Rules{Variant::III, 6, LastFourTaker::South}, Player::North, 5, 30);
        GameRecord record = recordOf(game);
        record.player(Player::South).name = QStringLiteral("Ana \"Nena\"");
        record.player(Player::North) = PlayerInfo::human(QString());
        const QString text = app::gameText(LoadedGame{record, game, {}, std::nullopt});
        QVERIFY(text.contains(QLatin1String("[Variant \"Hoyito III\"]\n")));
        QVERIFY(text.contains(QLatin1String("[LastFour \"South\"]\n")));
        QVERIFY(text.contains(QLatin1String("[South \"Ana \\\"Nena\\\"\"]\n")));
        QVERIFY(text.contains(QLatin1String("[North \"North\"]\n")));
        QVERIFY(text.contains(QLatin1String("[Start \"North\"]\n")));
        QVERIFY(text.contains(QLatin1String("[Result \"not finished, captured ")));
        QVERIFY(!text.contains(QLatin1String("Round")));
    }

    // A match as text: match tags, then a block per round with its starter,
    // where the last four go and why, who took them, the result and the moves.
    void matchText_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("settings"); // the [Match] tag
        QTest::addColumn<QString>("outcome");  // the [Result] tag
        QTest::newRow("round 3") << "match_iii_round3.hoyito"
                                 << "5 rounds, the loser starts, last-four handicap"
                                 << "in progress, in round 3";
        QTest::newRow("finished") << "match_iii_finished.hoyito"
                                  << "first to 2 wins, starters alternate, last-four handicap"
                                  << "North wins the match 1-2 (North won 2 rounds)";
        QTest::newRow("refill") << "match_ii_refill.hoyito"
                                << "6 rounds, starters alternate, traditional refill"
                                << "in progress, in round 3";
    }

    void matchText()
    {
        QFETCH(QString, file);
        QFETCH(QString, settings);
        QFETCH(QString, outcome);
        const LoadedGame loaded = loadFixture(qPrintable(file));
        const QString text = app::gameText(loaded);
        QVERIFY(text.contains(QStringLiteral("[Match \"%1\"]\n").arg(settings)));
        QVERIFY2(text.contains(QStringLiteral("[Result \"%1\"]\n").arg(outcome)), qPrintable(text));
        QVERIFY(!text.contains(QLatin1String("[Start ")));

        std::vector<const Game *> games;
        for (const Game &round : loaded.rounds)
            games.push_back(&round);
        games.push_back(&loaded.game);
        // The score, counted from the games: half points and seeds won.
        std::array<int, 2> halves{};
        std::array<int, 2> seeds{};
        int counted = 0;
        for (const Game *game : games) {
            if (!game->isOver())
                continue;
            ++counted;
            const std::optional<Player> winner = winnerOf(*game);
            for (Player p : {Player::South, Player::North}) {
                halves[index(p)] += !winner ? 1 : *winner == p ? 2 : 0;
                seeds[index(p)] += finalScores(game->position())[index(p)] - game->start().scores[index(p)];
            }
        }
        QVERIFY(text.contains(QStringLiteral("[Score \"South %1, North %2 after %3 rounds; seeds %4-%5\"]\n")
                                  .arg(RecordText::points(halves[0]), RecordText::points(halves[1]))
                                  .arg(counted)
                                  .arg(seeds[0])
                                  .arg(seeds[1])));

        const QStringList blocks = text.split(QStringLiteral("\nRound "));
        QCOMPARE(blocks.size(), qsizetype(games.size() + 1));
        const bool handicap = loaded.record.rules.variant == Variant::III && loaded.record.match->lastFourHandicap;
        for (std::size_t k = 0; k < games.size(); ++k) {
            const Game &game = *games[k];
            const Position &start = game.start();
            QStringList lines = blocks[k + 1].split(QLatin1Char('\n'));
            QCOMPARE(lines.takeFirst(), QString::number(k + 1));
            QCOMPARE(lines.takeFirst(), QStringLiteral("Start: ") + RulesText::sideName(start.toMove));
            if (k > 0 && loaded.record.match->refill) {
                QStringList closed;
                for (int h = 0; h < start.rules.holeCount(); ++h)
                    if (start.isClosed(h))
                        closed.append(QString(QLatin1Char(holeLetter(start.rules, h))));
                QCOMPARE(lines.takeFirst(),
                         QStringLiteral("Refill: South carries %1, North carries %2; closed holes: %3")
                             .arg(start.scores[0])
                             .arg(start.scores[1])
                             .arg(closed.isEmpty() ? QStringLiteral("none") : closed.join(QLatin1Char(' '))));
            }
            // docs/RULES.md 6.1, worded.
            const std::optional<Player> previous = k > 0 ? winnerOf(*games[k - 1]) : std::nullopt;
            QString lastFour = QStringLiteral("to the capturer of the penultimate four");
            if (handicap && k >= 2)
                lastFour = previous
                               ? QStringLiteral("to %1, winner of round %2").arg(RulesText::sideName(*previous)).arg(k)
                               : lastFour + QStringLiteral(", round %1 being drawn").arg(k);
            if (game.position().ending == EndReason::LastFour) {
                const Player taker = start.rules.lastFourTaker == LastFourTaker::South   ? Player::South
                                     : start.rules.lastFourTaker == LastFourTaker::North ? Player::North
                                                                                         : lastMover(game);
                lastFour += QStringLiteral("; %1 took them").arg(RulesText::sideName(taker));
            }
            QCOMPARE(lines.takeFirst(), QStringLiteral("Last four: ") + lastFour);
            QCOMPARE(lines.takeFirst(),
                     QStringLiteral("Result: ") + RecordText::result(RecordResult::of(game.position())));
            QCOMPARE(lines.takeFirst(), QString());
            QStringList tokens;
            for (const QString &line : lines)
                tokens += line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            QCOMPARE(tokens.size(), 2 * game.turnCount());
            for (int i = 0; i < game.turnCount(); ++i) {
                QCOMPARE(tokens[2 * i], QStringLiteral("%1.").arg(i + 1));
                QCOMPARE(tokens[2 * i + 1], turnText(game, i));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestRecordText)
#include "tst_record_text.moc"
