// Writing records: the writer is deterministic (the fixtures come out
// again byte for byte), and games from the opening or set up by hand, of
// every variant and board, are saved and loaded back with every position.

#include "randomgame.h"
#include "recordfile.h"
#include "recordtestutil.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace hoyito;
using namespace hoyito::app;
using namespace hoyito::test;

class TestRecordWrite : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // The fixtures were written by the saver; writing them again gives the
    // same bytes, so the writer is deterministic and the files canonical.
    void fixturesAreCanonical_data()
    {
        QTest::addColumn<QString>("file");
        for (const char *name : kFixtures)
            if (qstrcmp(name, "match_iii_2x6.hoyito") != 0) // older than the "handicap" key: see oldMatchFile()
                QTest::newRow(name) << QString::fromLatin1(name);
    }

    void fixturesAreCanonical()
    {
        QFETCH(QString, file);
        const QByteArray bytes = fixtureBytes(qPrintable(file));
        const LoadResult result = loadRecord(bytes, file);
        QVERIFY2(std::holds_alternative<LoadedGame>(result), qPrintable(describe(result)));
        QCOMPARE(recordJson(std::get<LoadedGame>(result).record), bytes);
    }

    // Games set up by hand: saved as version 2 with their start position,
    // read back with every position, and written again byte for byte.
    void setUpRoundTrip_data()
    {
        QTest::addColumn<QString>("start");
        QTest::addColumn<uint>("seed");
        QTest::addColumn<int>("maxTurns");
        QTest::newRow("II 2x6 North") << "II:6:N:0,5,2,7,1,3,6,0,4,2,1,5:4:8" << 4u << 100000;
        QTest::newRow("III 2x6 taker N") << "III:6:S:3,1,0,0,0,1,1,0,1,0,0,1:8:32:N" << 5u << 100000;
        QTest::newRow("I 2x12 few seeds")
            << "I:12:S:2,0,0,3,1,0,0,0,5,0,0,1,0,4,0,0,0,2,0,0,1,0,0,0:40:30" << 6u << 100000;
        QTest::newRow("II 2x6 closed holes") << "II:6:S:4,4,x,4,4,4,4,4,4,4,4,x:4:4" << 7u << 100000;
        QTest::newRow("II 2x3 in progress") << "II:3:N:1,1,0,0,1,0:0:0" << 8u << 5;
        QTest::newRow("II 2x6 no moves") << "II:6:S:0,13,0,3,14,1,1,1,1,0,1,1:0:12" << 9u << 0;
    }

    void setUpRoundTrip()
    {
        QFETCH(QString, start);
        QFETCH(uint, seed);
        QFETCH(int, maxTurns);
        const ParsedPosition parsed = parsePosition(start.toStdString());
        QVERIFY(std::holds_alternative<Position>(parsed));
        const Game game = test::randomGameFrom(std::get<Position>(parsed), seed, maxTurns);
        const GameRecord record = recordOf(game);
        QCOMPARE(record.startPosition, std::optional<Position>(game.start()));

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("setup.hoyito"));
        QString error;
        QVERIFY2(saveRecordFile(path, record, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.contains("\"version\": 2,"));
        QVERIFY(bytes.contains("\"startPosition\": \"" + start.toLatin1() + '"'));

        const LoadResult result = loadRecordFile(path);
        const auto *loaded = std::get_if<LoadedGame>(&result);
        QVERIFY2(loaded, qPrintable(describe(result)));
        QCOMPARE(loaded->record, record);
        compareGames(loaded->game, game);
        QCOMPARE(recordJson(loaded->record), bytes);
        QVERIFY(hoyito::app::gameText(*loaded).contains(QStringLiteral("[Position \"%1\"]").arg(start)));
    }

    // A game from the opening is still written as version 1, without a
    // start position, so programs that read only version 1 open it.
    void openingGameStaysVersion1()
    {
        const GameRecord record = recordOf(test::randomGame(Rules{}, Player::North, 21, 30));
        QVERIFY(!record.startPosition);
        const QByteArray json = recordJson(record);
        QVERIFY(json.contains("\"version\": 1,"));
        QVERIFY(!json.contains("startPosition"));
        for (const char *name : kFixtures)
            QCOMPARE(fixtureObject(name).value(QLatin1String("version")).toInt(),
                     fixtureObject(name).contains(QLatin1String("startPosition")) ? 2 : 1);
    }

    void roundTrip_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<int>("holes");
        QTest::addColumn<int>("taker");
        QTest::addColumn<int>("starter");
        QTest::addColumn<uint>("seed");
        QTest::addColumn<int>("maxTurns");
        QTest::newRow("II 2x6 finished") << int(Variant::II) << 6 << 0 << 0 << 11u << 100000;
        QTest::newRow("II 2x6 North starts") << int(Variant::II) << 6 << 0 << 1 << 12u << 100000;
        QTest::newRow("III 2x6 taker S") << int(Variant::III) << 6 << 1 << 0 << 13u << 100000;
        QTest::newRow("III 2x12 taker N") << int(Variant::III) << 12 << 2 << 1 << 14u << 100000;
        QTest::newRow("I 2x6") << int(Variant::I) << 6 << 0 << 0 << 15u << 100000;
        QTest::newRow("II 2x12 finished") << int(Variant::II) << 12 << 0 << 0 << 16u << 100000;
        QTest::newRow("II 2x3 custom") << int(Variant::II) << 3 << 0 << 1 << 17u << 100000;
        QTest::newRow("II 2x6 in progress") << int(Variant::II) << 6 << 0 << 0 << 18u << 17;
        QTest::newRow("no moves") << int(Variant::II) << 6 << 0 << 0 << 19u << 0;
    }

    void roundTrip()
    {
        QFETCH(int, variant);
        QFETCH(int, holes);
        QFETCH(int, taker);
        QFETCH(int, starter);
        QFETCH(uint, seed);
        QFETCH(int, maxTurns);
        const Rules rules{Variant(variant), holes, LastFourTaker(taker)};
        const Game game = test::randomGame(rules, Player(starter), seed, maxTurns);
        GameRecord record = recordOf(game);
        QCOMPARE(record.moves.size(), game.turnCount());

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("game.hoyito"));
        QString error;
        QVERIFY2(saveRecordFile(path, record, &error), qPrintable(error));
        QVERIFY(error.isEmpty());
        // QSaveFile leaves nothing but the file itself.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("game.hoyito")});

        const LoadResult result = loadRecordFile(path);
        const auto *loaded = std::get_if<LoadedGame>(&result);
        QVERIFY2(loaded, qPrintable(describe(result)));
        QCOMPARE(loaded->record, record);
        compareGames(loaded->game, game);
        QCOMPARE(loaded->game.isOver(), game.isOver());
        QCOMPARE(RecordResult::of(loaded->game.position()), *record.result);

        // Saving over an existing file replaces it whole.
        record.player(Player::South).name = QStringLiteral("Ana María \"la Grande\"");
        QVERIFY2(saveRecordFile(path, record, &error), qPrintable(error));
        const LoadResult again = loadRecordFile(path);
        QVERIFY(std::holds_alternative<LoadedGame>(again));
        QCOMPARE(std::get<LoadedGame>(again).record, record);
    }

    // The property behind the writer: random records of every kind — every
    // variant, board and taker, single games and matches at their limits,
    // dates in every offset, names built of graphemes of many scripts up
    // to the longest allowed — are written and read back identically, byte
    // for byte the second time.
    void recordsRoundTrip()
    {
        const QStringList pieces{
            QStringLiteral("a"),
            QStringLiteral("Z"),
            QStringLiteral(" "),
            QStringLiteral("\""),
            QStringLiteral("\\"),
            QStringLiteral("/"),
            QStringLiteral("%1"),
            QStringLiteral("é"),
            QStringLiteral("Ж"),
            QStringLiteral("Ω"),
            QStringLiteral("ભા"),
            QStringLiteral("ક્ષિ"),
            QStringLiteral("😀"),
            QStringLiteral("👩‍🔬"),
            QStringLiteral("🇩🇴"),
            QStringLiteral("龍"),
            QStringLiteral("م"),
            QStringLiteral("‌"),
            QStringLiteral("ש"),
            QStringLiteral("ñ"),
            QStringLiteral("e\u0301"),
            QStringLiteral("\u00a0"),
            QStringLiteral("\U0001F3F4\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F"),
        };
        std::mt19937 random(20261201);
        auto below = [&random](int n) { return std::uniform_int_distribution<int>(0, n - 1)(random); };
        auto randomName = [&] {
            const int length = below(4) == 0 ? kMaxPlayerNameLength : below(kMaxPlayerNameLength + 1);
            QString name;
            while (visibleLength(name) < length) {
                QString next = name + pieces[below(int(pieces.size()))];
                if (visibleLength(next) > length)
                    break;
                name = next;
            }
            return name;
        };
        auto randomPlayer = [&] {
            const QString name = randomName();
            return below(2) ? PlayerInfo::human(name)
                            : PlayerInfo::computer(name, below(2) ? kMinComputerLevel + below(kMaxComputerLevel)
                                                                  : (below(2) ? kMinComputerLevel : kMaxComputerLevel));
        };
        auto randomDate = [&] {
            const QDateTime utc = QDateTime(QDate(1970 + below(130), 1 + below(12), 1 + below(28)),
                                            QTime(below(24), below(60), below(60)), Qt::UTC);
            return utc.toOffsetFromUtc((below(57) - 28) * 30 * 60); // -14:00 .. +14:00
        };
        constexpr int kRecords = 300;
        int matches = 0;
        for (int n = 0; n < kRecords; ++n) {
            GameRecord record;
            const Variant variant = Variant(below(3));
            const int holes = below(3) == 0 ? 3 + below(kMaxHolesPerRow - 2) : (below(2) ? 6 : kMaxHolesPerRow);
            const auto seed = std::uint32_t(random());
            if (below(3) == 0) {
                MatchSettings settings;
                settings.variant = variant;
                settings.holesPerRow = holes;
                settings.length = below(2) ? MatchLength::Rounds : MatchLength::FirstToWins;
                settings.lengthCount = below(3) == 0 ? kMaxMatchLength : 1 + below(4);
                settings.startRule = below(2) ? StartRule::Alternate : StartRule::LoserStarts;
                settings.lastFourHandicap = below(2);
                settings.refill = below(2);
                settings.firstStarter = Player(below(2));
                Match match(settings);
                const std::vector<Game> rounds = test::randomRounds(match, seed, below(4));
                std::optional<Game> current;
                if (!match.isOver() && below(2))
                    current = test::randomGameFrom(match.roundStart(), seed + 1000, below(2) ? 1 << 30 : below(40));
                const std::optional<GameRecord> made = recordFromMatch(match, rounds, current ? &*current : nullptr,
                                                                       randomPlayer(), randomPlayer(), randomDate());
                QVERIFY(made);
                record = *made;
                ++matches;
            } else {
                const Rules rules{variant, holes, LastFourTaker(below(3))};
                const Game game = test::randomGame(rules, Player(below(2)), seed, below(2) ? 1 << 30 : below(60));
                record = *recordFromGame(game, randomPlayer(), randomPlayer(), randomDate());
                if (below(4) == 0)
                    record.date = QDateTime();
                if (below(4) == 0)
                    record.result.reset();
            }
            const QByteArray json = recordJson(record);
            const LoadResult result = loadRecord(json);
            const auto *loaded = std::get_if<LoadedGame>(&result);
            QVERIFY2(loaded, qPrintable(QStringLiteral("record %1: %2\n%3")
                                            .arg(QString::number(n), describe(result), QString::fromUtf8(json))));
            QVERIFY2(
                loaded->record == record,
                qPrintable(QStringLiteral("record %1 changed:\n%2").arg(QString::number(n), QString::fromUtf8(json))));
            QCOMPARE(recordJson(loaded->record), json);
        }
        QVERIFY(matches > kRecords / 5);
    }

    void recordFromGameKeepsASetUpStart()
    {
        const Game game = test::randomGame(Rules{}, Player::South, 5, 10);
        QVERIFY(recordFromGame(game, {}, {}).has_value());
        QVERIFY(!recordFromGame(game, {}, {})->startPosition);
        const Game fromMiddle(game.position());
        const std::optional<GameRecord> setUp = recordFromGame(fromMiddle, {}, {});
        QVERIFY(setUp.has_value());
        QCOMPARE(setUp->startPosition, std::optional<Position>(game.position()));
        QCOMPARE(setUp->firstPosition(), game.position());
        // Starts no game may have, or that the position text cannot hold.
        Position afterPass = game.position();
        afterPass.previousTurnPassed = true;
        QVERIFY(!recordFromGame(Game(afterPass), {}, {}).has_value());
        const ParsedPosition onlyEndless = parsePosition("II:6:N:x,x,0,x,x,1,x,x,x,5,x,6:16:20");
        QVERIFY(!recordFromGame(Game(std::get<Position>(onlyEndless)), {}, {}).has_value());
        // The date keeps whole seconds, as the file does.
        const QDateTime precise(QDate(2025, 1, 2), QTime(3, 4, 5, 678), Qt::UTC);
        QCOMPARE(recordFromGame(game, {}, {}, precise)->date, QDateTime(QDate(2025, 1, 2), QTime(3, 4, 5), Qt::UTC));
    }
};

QTEST_GUILESS_MAIN(TestRecordWrite)
#include "tst_record_write.moc"
