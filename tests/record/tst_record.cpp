// The saved-game record: the fixtures load, saving and loading
// give back every position, every kind of bad file has its own message and
// changes nothing, and thousands of mutated records neither crash the loader
// nor slip past it.

#include "engineutil.h"
#include "randomgame.h"
#include "recordfile.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <map>
#include <random>

#include <sys/stat.h>
#include <unistd.h>

using namespace hoyito;
using namespace hoyito::app;
using hoyito::test::positionFromText;

namespace {

QString fixturePath(const char *name)
{
    return QStringLiteral(HOYITO_TEST_DATA "/") + QLatin1String(name);
}

QByteArray fixtureBytes(const char *name)
{
    QFile file(fixturePath(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read fixture %s", name);
    return file.readAll();
}

QJsonObject fixtureObject(const char *name)
{
    return QJsonDocument::fromJson(fixtureBytes(name)).object();
}

// Sets (or with no value, removes) the member at `path` ("players.north.level",
// "moves[3]", "match.rounds[0].moves") of a JSON tree, returning the new tree.
QJsonValue edited(const QJsonValue &node, QStringList path, const std::optional<QJsonValue> &value)
{
    const QString step = path.takeFirst();
    static const QRegularExpression indexed(QStringLiteral("^(\\w*)\\[(\\d+)\\]$"));
    const QRegularExpressionMatch match = indexed.match(step);
    if (match.hasMatch()) {
        QJsonObject object = node.toObject();
        const QString key = match.captured(1);
        QJsonArray array = key.isEmpty() ? node.toArray() : object.value(key).toArray();
        const qsizetype i = match.captured(2).toLongLong();
        // A mutant can hold a key twice, and its paths then name elements
        // that the surviving value does not have.
        if (i >= array.size())
            return node;
        if (path.isEmpty()) {
            if (value)
                array[i] = *value;
            else
                array.removeAt(i);
        } else {
            array[i] = edited(array.at(i), path, value);
        }
        if (key.isEmpty())
            return array;
        object[key] = array;
        return object;
    }
    QJsonObject object = node.toObject();
    if (path.isEmpty()) {
        if (value)
            object[step] = *value;
        else
            object.remove(step);
    } else {
        object[step] = edited(object.value(step), path, value);
    }
    return object;
}

QByteArray withValue(const QJsonObject &root, const QString &path, const std::optional<QJsonValue> &value)
{
    return QJsonDocument(edited(root, path.split(QLatin1Char('.')), value).toObject()).toJson();
}

GameRecord recordOf(const Game &game)
{
    return *recordFromGame(game, PlayerInfo::human(QStringLiteral("Ana")),
                           PlayerInfo::computer(QStringLiteral("Bot"), 2),
                           QDateTime(QDate(2025, 5, 6), QTime(7, 8, 9), Qt::UTC));
}

// Every turn of `game` played again from its start, checking the positions.
void compareGames(const Game &actual, const Game &expected)
{
    QCOMPARE(actual.turnCount(), expected.turnCount());
    QVERIFY(actual.moves() == expected.moves());
    for (int i = 0; i <= expected.turnCount(); ++i)
        QVERIFY2(actual.positions()[i] == expected.positions()[i],
                 qPrintable(QStringLiteral("position %1: %2 instead of %3")
                                .arg(i)
                                .arg(QString::fromStdString(positionText(actual.positions()[i])),
                                     QString::fromStdString(positionText(expected.positions()[i])))));
}

// Saves `record` with saveRecordFile() into a fresh folder and loads it back.
LoadResult saveAndLoad(const GameRecord &record)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("saved.hoyito"));
    QString error;
    if (!saveRecordFile(path, record, &error)) {
        LoadError failed;
        failed.message = QStringLiteral("not saved: ") + error;
        return failed;
    }
    return loadRecordFile(path);
}

const LoadError *errorOf(const LoadResult &result)
{
    return std::get_if<LoadError>(&result);
}

QString describe(const LoadResult &result)
{
    if (const LoadError *error = errorOf(result))
        return error->text();
    return QStringLiteral("loaded");
}

constexpr LoadErrorKind kAllKinds[] = {
    LoadErrorKind::Unreadable,      LoadErrorKind::TooLarge,         LoadErrorKind::InvalidUtf8,
    LoadErrorKind::NotJson,         LoadErrorKind::WrongFormat,      LoadErrorKind::UnsupportedVersion,
    LoadErrorKind::MissingField,    LoadErrorKind::WrongType,        LoadErrorKind::OutOfRange,
    LoadErrorKind::BadValue,        LoadErrorKind::UnknownVariant,   LoadErrorKind::IllegalMove,
    LoadErrorKind::UnfinishedRound, LoadErrorKind::ResultMismatch,   LoadErrorKind::RoundMismatch,
    LoadErrorKind::MatchOver,       LoadErrorKind::BadStartPosition, LoadErrorKind::StartMismatch,
};

// Every fixture of tests/data. match_iii_2x6 was written before
// hoyito::Match existed (no "handicap" key); the other matches by
// recordFromMatch().
const char *const kFixtures[] = {
    "finished_ii_2x6.hoyito",  "in_progress_iii_2x6.hoyito", "finished_ii_2x12.hoyito", "match_iii_2x6.hoyito",
    "match_iii_round3.hoyito", "match_iii_finished.hoyito",  "match_ii_refill.hoyito",  "setup_ii_2x6.hoyito",
};

LoadedGame loadFixture(const char *name)
{
    LoadResult result = loadRecordFile(fixturePath(name));
    if (!std::holds_alternative<LoadedGame>(result))
        qFatal("fixture %s does not load: %s", name, qPrintable(std::get<LoadError>(result).text()));
    return std::move(std::get<LoadedGame>(result));
}

// The winner of a finished game by docs/RULES.md 6.4, or nothing for a draw.
std::optional<Player> winnerOf(const Game &game)
{
    const std::array<int, 2> seeds = finalScores(game.position());
    if (seeds[0] == seeds[1])
        return std::nullopt;
    return seeds[0] > seeds[1] ? Player::South : Player::North;
}

// Who made the capture that ended `game` (the mover of its last turn).
Player lastMover(const Game &game)
{
    return game.positions()[game.positions().size() - 2].toMove;
}

void compareRounds(const std::vector<RoundResult> &actual, const std::vector<RoundResult> &expected)
{
    QCOMPARE(actual.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        QCOMPARE(actual[i].number, expected[i].number);
        QCOMPARE(actual[i].starter, expected[i].starter);
        QCOMPARE(actual[i].lastFourRule, expected[i].lastFourRule);
        QCOMPARE(actual[i].seeds, expected[i].seeds);
        QCOMPARE(actual[i].carriedIn, expected[i].carriedIn);
        QCOMPARE(actual[i].ending, expected[i].ending);
        QCOMPARE(actual[i].result, expected[i].result);
        QCOMPARE(actual[i].lastFourTakenBy, expected[i].lastFourTakenBy);
    }
}

// Two matches in the same state: settings, every round, the end.
void compareMatches(const Match &actual, const Match &expected)
{
    QVERIFY(actual.settings() == expected.settings());
    compareRounds(actual.rounds(), expected.rounds());
    QCOMPARE(actual.end(), expected.end());
    QCOMPARE(actual.roundNumber(), expected.roundNumber());
    if (!expected.isOver())
        QCOMPARE(actual.roundStart(), expected.roundStart());
}

} // namespace

class TestRecord : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void fixturesLoad_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("variant");
        QTest::addColumn<int>("holes");
        QTest::addColumn<bool>("over");
        QTest::addColumn<int>("rounds");
        QTest::newRow("finished 2x6") << "finished_ii_2x6.hoyito" << int(Variant::II) << 6 << true << 0;
        QTest::newRow("in progress") << "in_progress_iii_2x6.hoyito" << int(Variant::III) << 6 << false << 0;
        QTest::newRow("finished 2x12") << "finished_ii_2x12.hoyito" << int(Variant::II) << 12 << true << 0;
        QTest::newRow("match round 3, old file") << "match_iii_2x6.hoyito" << int(Variant::III) << 6 << false << 2;
        QTest::newRow("match round 3") << "match_iii_round3.hoyito" << int(Variant::III) << 6 << false << 2;
        QTest::newRow("match finished") << "match_iii_finished.hoyito" << int(Variant::III) << 6 << true << 2;
        QTest::newRow("refill match") << "match_ii_refill.hoyito" << int(Variant::II) << 6 << false << 2;
        QTest::newRow("set up by hand") << "setup_ii_2x6.hoyito" << int(Variant::II) << 6 << true << 0;
    }

    void fixturesLoad()
    {
        QFETCH(QString, file);
        QFETCH(int, variant);
        QFETCH(int, holes);
        QFETCH(bool, over);
        QFETCH(int, rounds);
        const LoadResult result = loadRecordFile(fixturePath(qPrintable(file)));
        const auto *loaded = std::get_if<LoadedGame>(&result);
        QVERIFY2(loaded, qPrintable(describe(result)));
        QCOMPARE(int(loaded->record.rules.variant), variant);
        QCOMPARE(loaded->record.rules.holesPerRow, holes);
        QCOMPARE(loaded->game.isOver(), over);
        QVERIFY(loaded->game.turnCount() > 10);
        QCOMPARE(loaded->game.turnCount(), loaded->record.moves.size());
        if (rounds == 0)
            QCOMPARE(loaded->game.start(), loaded->record.firstPosition());
        // Only a set-up game has a start position, written as version 2.
        QCOMPARE(loaded->record.startPosition.has_value(), file.startsWith(u"setup"));
        if (loaded->record.startPosition)
            QCOMPARE(*loaded->record.startPosition, positionFromText("II:6:N:0,5,2,7,1,3,6,0,4,2,1,5:4:8"));
        else
            QCOMPARE(loaded->game.start().rules, loaded->record.rules);
        QVERIFY(loaded->record.result.has_value());
        QCOMPARE(*loaded->record.result, RecordResult::of(loaded->game.position()));
        QVERIFY(loaded->record.date.isValid());
        QCOMPARE(int(loaded->rounds.size()), rounds);
        QCOMPARE(loaded->record.match.has_value(), rounds > 0);
        for (const Game &round : loaded->rounds)
            QVERIFY(round.isOver());
        QCOMPARE(loaded->match.has_value(), rounds > 0);
        if (rounds == 0)
            return;
        QCOMPARE(loaded->record.match->roundNumber(), rounds + 1);
        // The match as it stood when the record's own game began: the rounds
        // replayed, again, through a fresh hoyito::Match.
        Match match(loaded->match->settings());
        for (const Game &round : loaded->rounds) {
            QCOMPARE(round.start(), match.roundStart());
            match.finishRound(round);
        }
        compareMatches(*loaded->match, match);
        QCOMPARE(loaded->game.start(), loaded->match->roundStart());
        QCOMPARE(loaded->game.start().toMove, loaded->record.starter);
        QCOMPARE(loaded->game.start().rules, loaded->record.rules);
    }

    void fixtureDetails()
    {
        const LoadResult result = loadRecordFile(fixturePath("finished_ii_2x6.hoyito"));
        const auto &loaded = std::get<LoadedGame>(result);
        QCOMPARE(loaded.record.player(Player::South), PlayerInfo::human(QStringLiteral("Ana")));
        QCOMPARE(loaded.record.player(Player::North), PlayerInfo::computer(QStringLiteral("Computer"), 3));
        QCOMPARE(loaded.record.date, QDateTime(QDate(2025, 1, 31), QTime(14, 5), QTimeZone(3600)));
        QCOMPARE(loaded.record.starter, Player::South);

        const LoadResult progress = loadRecordFile(fixturePath("in_progress_iii_2x6.hoyito"));
        const auto &game = std::get<LoadedGame>(progress);
        QCOMPARE(game.record.starter, Player::North);
        QCOMPARE(game.record.player(Player::South).name, QStringLiteral("José"));
        QCOMPARE(game.record.result->winner, Winner::None);
    }

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

    // Names in every script the players write, at the longest allowed, with
    // the characters JSON escapes: each is written and read back as it was.
    void namesRoundTrip_data()
    {
        QTest::addColumn<QString>("name");
        auto times = [](const QString &piece, int n) {
            QString text;
            for (int i = 0; i < n; ++i)
                text += piece;
            return text;
        };
        QTest::newRow("Gujarati") << QStringLiteral("ભાવેશકુમાર ચંદ્રકાંતભાઈ પટેલ");
        QTest::newRow("Gujarati, longest") << times(QStringLiteral("ક્ષિ"), kMaxPlayerNameLength);
        QTest::newRow("Cyrillic 40") << times(QStringLiteral("Ж"), 40);
        QTest::newRow("Cyrillic, longest") << times(QStringLiteral("Ж"), kMaxPlayerNameLength);
        QTest::newRow("Greek 40") << times(QStringLiteral("Ω"), 40);
        QTest::newRow("ASCII 79") << times(QStringLiteral("a"), 79);
        QTest::newRow("ASCII, longest") << times(QStringLiteral("b"), kMaxPlayerNameLength);
        QTest::newRow("emoji 20") << times(QStringLiteral("😀"), 20);
        QTest::newRow("emoji families, longest")
            << times(QStringLiteral("👨‍👩‍👧‍👦"), kMaxPlayerNameLength);
        QTest::newRow("flags") << times(QStringLiteral("🇩🇴🏴󠁧󠁢󠁥󠁮󠁧󠁿"), 30);
        QTest::newRow("Arabic with ZWNJ") << QStringLiteral("مهدی‌زاده");
        QTest::newRow("Hebrew") << QStringLiteral("אברהם");
        QTest::newRow("Devanagari") << QStringLiteral("श्रीनिवास रामानुजन्");
        QTest::newRow("CJK") << times(QStringLiteral("龍"), kMaxPlayerNameLength);
        QTest::newRow("combining marks") << times(QStringLiteral("e\u0301\u0302\u0303"), 50);
        QTest::newRow("JSON specials") << QStringLiteral("\"Ana\" \\ / \u00e9 %1 %2 <b>&amp;</b> ' {} []");
        QTest::newRow("one character") << QStringLiteral("x");
    }

    void namesRoundTrip()
    {
        QFETCH(QString, name);
        QCOMPARE(checkPlayerName(name).problem, NameProblem::None);
        const Game game = test::randomGame(Rules{Variant::III, 6, LastFourTaker::Capturer}, Player::North, 41, 60);
        GameRecord record = recordOf(game);
        record.player(Player::South) = PlayerInfo::human(name);
        record.player(Player::North) = PlayerInfo::computer(name, kMaxComputerLevel);
        const LoadResult result = saveAndLoad(record);
        const auto *loaded = std::get_if<LoadedGame>(&result);
        QVERIFY2(loaded, qPrintable(describe(result)));
        QCOMPARE(loaded->record, record);
        QCOMPARE(recordJson(loaded->record), recordJson(record));
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

    // Lengths count what a person sees, and names may hold nothing that
    // breaks a line or makes it read other than it looks.
    void nameChecks_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("problem");
        QTest::addColumn<int>("length");
        QTest::addColumn<QString>("message"); // a part of the message
        auto times = [](const QString &piece, int n) {
            QString text;
            for (int i = 0; i < n; ++i)
                text += piece;
            return text;
        };
        const int none = int(NameProblem::None);
        QTest::newRow("empty") << QString() << none << 0 << QString();
        QTest::newRow("51 emoji") << times(QStringLiteral("😀"), 51) << none << 51 << QString();
        QTest::newRow("family emoji") << QStringLiteral("👨‍👩‍👧‍👦") << none << 1 << QString();
        QTest::newRow("Gujarati") << QStringLiteral("ભાવેશ") << none << 3 << QString();
        QTest::newRow("101 emoji") << times(QStringLiteral("😀"), 101) << int(NameProblem::TooLong) << 101
                                   << QStringLiteral("at most 100 characters long, this one has 101");
        QTest::newRow("101 Gujarati") << times(QStringLiteral("ભા"), 101) << int(NameProblem::TooLong) << 101
                                      << QStringLiteral("this one has 101");
        QTest::newRow("line break") << QStringLiteral("Ana\nBob") << int(NameProblem::LineBreak) << 7
                                    << QStringLiteral("control characters such as line breaks (U+000A)");
        QTest::newRow("line separator") << QStringLiteral("Ana\u2028Bob") << int(NameProblem::LineBreak) << 7
                                        << QStringLiteral("(U+2028)");
        QTest::newRow("paragraph separator")
            << QStringLiteral("Ana\u2029") << int(NameProblem::LineBreak) << 4 << QStringLiteral("(U+2029)");
        QTest::newRow("C1 control") << QStringLiteral("Ana\u0085") << int(NameProblem::LineBreak) << 4
                                    << QStringLiteral("(U+0085)");
        QTest::newRow("right-to-left override")
            << QStringLiteral("Ana\u202Eelif.exe") << int(NameProblem::DirectionControl) << 12
            << QStringLiteral("change the writing direction (U+202E)");
        QTest::newRow("isolate") << QStringLiteral("\u2067Ana") << int(NameProblem::DirectionControl) << 4
                                 << QStringLiteral("(U+2067)");
        QTest::newRow("right-to-left mark")
            << QStringLiteral("Ana\u200F") << int(NameProblem::DirectionControl) << 4 << QStringLiteral("(U+200F)");
        QTest::newRow("zero-width space") << QStringLiteral("A\u200Bna") << int(NameProblem::Invisible) << 4
                                          << QStringLiteral("invisible characters (U+200B)");
        QTest::newRow("byte order mark") << QStringLiteral("\uFEFFAna") << int(NameProblem::Invisible) << 4
                                         << QStringLiteral("(U+FEFF)");
        QTest::newRow("stacked marks") << QStringLiteral("Z") + times(QStringLiteral("\u0301"), 20)
                                       << int(NameProblem::OverloadedCharacter) << 1
                                       << QStringLiteral("more than 16 marks");
        QTest::newRow("lone surrogate") << QString(QChar(0xD800)) + QStringLiteral("Ana")
                                        << int(NameProblem::BrokenText) << 4 << QStringLiteral("surrogate");
    }

    void nameChecks()
    {
        QFETCH(QString, name);
        QFETCH(int, problem);
        QFETCH(int, length);
        QFETCH(QString, message);
        const NameCheck check = checkPlayerName(name);
        QCOMPARE(int(check.problem), problem);
        QCOMPARE(check.length, length);
        QCOMPARE(visibleLength(name), length);
        if (problem == int(NameProblem::None)) {
            QVERIFY(RecordText::nameProblem(check).isEmpty());
            return;
        }
        QVERIFY2(RecordText::nameProblem(check).contains(message), qPrintable(RecordText::nameProblem(check)));

        // The loader refuses the same name with the same words, and never
        // shows it raw.
        // Written with JSON escapes, as a hand-made file may hold them (Qt's
        // writer would drop some of these characters).
        GameRecord record = recordOf(Game(Position::initial(Rules{})));
        record.player(Player::North).name = QStringLiteral("@NAME@");
        QByteArray escapedName;
        for (const QChar c : name)
            escapedName +=
                c.unicode() >= 0x20 && c.unicode() < 0x7F && c != u'"' && c != u'\\'
                    ? QByteArray(1, char(c.unicode()))
                    : QStringLiteral("\\u%1").arg(QString::number(c.unicode(), 16).rightJustified(4, u'0')).toLatin1();
        const QByteArray json = recordJson(record).replace("@NAME@", escapedName);
        record.player(Player::North).name = name;
        const LoadResult result = loadRecord(json, QStringLiteral("names.hoyito"));
        const LoadError *error = errorOf(result);
        QVERIFY(error);
        QCOMPARE(error->field, QStringLiteral("players.north.name"));
        QCOMPARE(error->message, QStringLiteral("players.north.name: ") + RecordText::nameProblem(check));
        QString saveError;
        QTemporaryDir dir;
        QVERIFY(!saveRecordFile(dir.filePath(QStringLiteral("n.hoyito")), record, &saveError));
        QVERIFY(saveError.contains(message));
    }

    // Echoed text stays on one line and reads as it is.
    void shownTextIsEscaped()
    {
        QCOMPARE(RecordText::shown(QStringLiteral("a\nb\tc")), QStringLiteral("a\\nb\\tc"));
        QCOMPARE(RecordText::shown(QStringLiteral("x\u2028y")), QStringLiteral("x\\u{2028}y"));
        QCOMPARE(RecordText::shown(QStringLiteral("\u202Eabc")), QStringLiteral("\\u{202E}abc"));
        QCOMPARE(RecordText::shown(QStringLiteral("👨‍👩‍👧 ok")), QStringLiteral("👨‍👩‍👧 ok"));
        // Cut after whole characters: a Gujarati letter keeps its vowel sign.
        const QString gujarati = QStringLiteral("ભાભાભા");
        QCOMPARE(RecordText::shown(gujarati, 2), QStringLiteral("ભાભા…"));
        QCOMPARE(RecordText::shown(QStringLiteral("😀😀😀"), 2), QStringLiteral("😀😀…"));
        // A line separator in "format" reaches the message escaped.
        QJsonObject root = fixtureObject("finished_ii_2x6.hoyito");
        root.insert(QStringLiteral("format"), QStringLiteral("hoyito\u2028game"));
        const LoadResult result = loadRecord(QJsonDocument(root).toJson(), QStringLiteral("f.hoyito"));
        QVERIFY(errorOf(result));
        QVERIFY2(errorOf(result)->message.contains(QStringLiteral("hoyito\\u{2028}game")),
                 qPrintable(errorOf(result)->message));
        QVERIFY(!errorOf(result)->text().contains(QChar(0x2028)));
    }

    // A name with %1 is text, not a place for the next argument.
    void percentInNames()
    {
        QCOMPARE(RecordText::playerText(PlayerInfo::computer(QStringLiteral("Ana%1"), 3), Player::North),
                 QStringLiteral("Ana%1 (computer, level 3)"));
    }

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
            QCOMPARE(start.seedsOnBoard() + start.scores[0] + start.scores[1], start.rules.totalSeeds());
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
                                "drawn, so the other player than last time starts)")
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

    void optionalFieldsMayBeMissing()
    {
        QJsonObject root = fixtureObject("finished_ii_2x6.hoyito");
        root.remove(QStringLiteral("result"));
        root.remove(QStringLiteral("date"));
        root.remove(QStringLiteral("match"));
        root.insert(QStringLiteral("comment"), QStringLiteral("keys this version does not know are ignored"));
        root.insert(QStringLiteral("futureStuff"), QJsonObject{{QStringLiteral("x"), 1}});
        const LoadResult result = loadRecord(QJsonDocument(root).toJson(QJsonDocument::Compact));
        const auto *loaded = std::get_if<LoadedGame>(&result);
        QVERIFY2(loaded, qPrintable(describe(result)));
        QVERIFY(!loaded->record.result);
        QVERIFY(!loaded->record.date.isValid());
        QVERIFY(loaded->game.isOver());
    }

    void byteOrderMarkIsAccepted()
    {
        const LoadResult result = loadRecord("\xEF\xBB\xBF" + fixtureBytes("finished_ii_2x6.hoyito"));
        QVERIFY2(std::holds_alternative<LoadedGame>(result), qPrintable(describe(result)));
    }

    void badFiles_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("fragment"); // a piece of the expected message
        for (const BadFile &bad : badFileRows())
            QTest::newRow(bad.name) << bad.bytes << int(bad.kind) << bad.field << bad.fragment;
    }

    void badFiles()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, kind);
        QFETCH(QString, field);
        QFETCH(QString, fragment);
        const QString name = QStringLiteral("bad.hoyito");
        const LoadResult result = loadRecord(bytes, name);
        const LoadError *error = errorOf(result);
        QVERIFY2(error, "a bad record was loaded");
        QVERIFY2(error->message.contains(fragment), qPrintable(error->message));
        QCOMPARE(int(error->kind), kind);
        QCOMPARE(error->field, field);
        QCOMPARE(error->file, name);
        QVERIFY(error->text().startsWith(name + QLatin1String(": ")));
        QVERIFY(!error->text().contains(QLatin1Char('\n')));
        if (error->kind != LoadErrorKind::IllegalMove)
            QCOMPARE(error->moveIndex, -1);
    }

    // Every kind of problem is reached by some bad file, and no message of
    // one kind is also given for another.
    void everyKindHasItsOwnMessage()
    {
        QTemporaryDir dir;
        std::map<int, QSet<QString>> messages;
        for (const QString &path : {dir.filePath(QStringLiteral("missing.hoyito")), dir.path()}) {
            const LoadResult result = loadRecordFile(path);
            QVERIFY(errorOf(result));
            messages[int(errorOf(result)->kind)].insert(errorOf(result)->message);
        }
        for (const BadFile &bad : badFileRows()) {
            const LoadResult result = loadRecord(bad.bytes);
            QVERIFY(errorOf(result));
            messages[int(errorOf(result)->kind)].insert(errorOf(result)->message);
        }
        for (LoadErrorKind kind : kAllKinds)
            QVERIFY2(messages.count(int(kind)), qPrintable(QStringLiteral("kind %1 never seen").arg(int(kind))));
        QCOMPARE(messages.size(), std::size(kAllKinds));
        for (const auto &[kind, texts] : messages)
            for (const auto &[other, otherTexts] : messages)
                if (kind != other)
                    QVERIFY2(!texts.intersects(otherTexts),
                             qPrintable(QStringLiteral("kinds %1 and %2 share a message").arg(kind).arg(other)));
    }

    void fileErrors()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString missing = dir.filePath(QStringLiteral("missing.hoyito"));
        LoadResult result = loadRecordFile(missing);
        QVERIFY(errorOf(result));
        QCOMPARE(errorOf(result)->kind, LoadErrorKind::Unreadable);
        QCOMPARE(errorOf(result)->text(), missing + QLatin1String(": the file does not exist"));

        result = loadRecordFile(dir.path());
        QVERIFY(errorOf(result));
        QCOMPARE(errorOf(result)->kind, LoadErrorKind::Unreadable);
        QVERIFY(errorOf(result)->message.contains(QLatin1String("folder")));

        // Too large on disk: refused from its size; and a device with no
        // size is read no further than the limit.
        const QString huge = dir.filePath(QStringLiteral("huge.hoyito"));
        QFile file(huge);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(kMaxRecordBytes + 1));
        file.close();
        result = loadRecordFile(huge);
        QVERIFY(errorOf(result));
        QCOMPARE(errorOf(result)->kind, LoadErrorKind::TooLarge);
        // Only regular files are read: a device, a named pipe (which would
        // block until someone writes to it) and a socket are refused at once.
        auto refusedFor = [](const QString &path, const QString &because) {
            const LoadResult refused = loadRecordFile(path);
            QVERIFY(errorOf(refused));
            QCOMPARE(errorOf(refused)->kind, LoadErrorKind::Unreadable);
            QVERIFY2(errorOf(refused)->text().contains(because), qPrintable(errorOf(refused)->text()));
            QVERIFY2(errorOf(refused)->text().startsWith(path), qPrintable(errorOf(refused)->text()));
        };
        if (QFileInfo::exists(QStringLiteral("/dev/zero")))
            refusedFor(QStringLiteral("/dev/zero"), QStringLiteral("a device"));
        const QString fifo = dir.filePath(QStringLiteral("pipe.hoyito"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        refusedFor(fifo, QStringLiteral("named pipe (FIFO)"));
        // A link to itself, a dangling link, a file used as a folder.
        const QString loop = dir.filePath(QStringLiteral("loop.hoyito"));
        QVERIFY(QFile::link(loop, loop));
        refusedFor(loop, QStringLiteral("too many symbolic links"));
        const QString dangling = dir.filePath(QStringLiteral("dangling.hoyito"));
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("gone.hoyito")), dangling));
        refusedFor(dangling, QStringLiteral("the file does not exist"));
        refusedFor(huge + QStringLiteral("/inside.hoyito"), QStringLiteral("a part of the path is not a folder"));
        if (::geteuid() != 0) { // root reads through any permission
            const QString locked = dir.filePath(QStringLiteral("locked"));
            QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("locked")));
            QVERIFY(QFile::copy(fixturePath("finished_ii_2x6.hoyito"), locked + QStringLiteral("/game.hoyito")));
            QVERIFY(QFile::setPermissions(locked, QFileDevice::WriteOwner));
            refusedFor(locked + QStringLiteral("/game.hoyito"), QStringLiteral("permission denied"));
            QFile::setPermissions(locked, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        }
        // An empty path says so.
        result = loadRecordFile(QString());
        QVERIFY(errorOf(result));
        QCOMPARE(errorOf(result)->text(), QStringLiteral("no file name was given"));

        // A file whose name is not UTF-8 (Qt cannot name it): read from its
        // bytes, shown with the odd byte escaped.
        const QByteArray latin1Name = QFile::encodeName(dir.path()) + QByteArray("/caf\xe9\n.hoyito");
        QVERIFY(QFile::copy(fixturePath("finished_ii_2x6.hoyito"), dir.filePath(QStringLiteral("copy.hoyito"))));
        QCOMPARE(::rename(QFile::encodeName(dir.filePath(QStringLiteral("copy.hoyito"))).constData(),
                          latin1Name.constData()),
                 0);
        QVERIFY(std::holds_alternative<LoadedGame>(loadRecordFileNative(latin1Name)));
        QCOMPARE(shownText(latin1Name), dir.path() + QStringLiteral("/caf\\xe9\\n.hoyito"));
        QVERIFY(errorOf(loadRecordFileNative(latin1Name + "x")));
        QCOMPARE(errorOf(loadRecordFileNative(latin1Name + "x"))->file,
                 dir.path() + QStringLiteral("/caf\\xe9\\n.hoyitox"));
    }

    void illegalMoves_data()
    {
        QTest::addColumn<QString>("moves"); // comma-separated, the last one is illegal
        QTest::addColumn<QString>("because");
        QTest::newRow("not a move") << "c,A,ab"
                                    << "\"ab\" is not a move (a hole letter, or - for a pass)";
        QTest::newRow("digit") << "1"
                               << "\"1\" is not a move (a hole letter, or - for a pass)";
        QTest::newRow("empty text") << "c,"
                                    << "\"\" is not a move (a hole letter, or - for a pass)";
        QTest::newRow("off board") << "g"
                                   << "there is no hole g on a row of 6";
        QTest::newRow("wrong player") << "A"
                                      << "hole A is North's, and South is to move";
        QTest::newRow("lower case for North") << "c,b"
                                              << "hole b is South's, and North is to move";
        QTest::newRow("must move") << "-"
                                   << "South has a legal move and cannot pass";
        // docs/RULES.md 5: endless sowings are reachable six plies in.
        QTest::newRow("endless") << "f,A,f,d,e,B,F"
                                 << "hole F starts a sowing that never ends";
    }

    void illegalMoves()
    {
        QFETCH(QString, moves);
        QFETCH(QString, because);
        QJsonObject root = fixtureObject("finished_ii_2x6.hoyito");
        root.remove(QStringLiteral("result"));
        const QStringList list = moves.split(QLatin1Char(','));
        root[QStringLiteral("moves")] = QJsonArray::fromStringList(list);
        const LoadResult result = loadRecord(QJsonDocument(root).toJson(), QStringLiteral("g.hoyito"));
        const LoadError *error = errorOf(result);
        QVERIFY2(error, "an illegal move was accepted");
        QCOMPARE(error->kind, LoadErrorKind::IllegalMove);
        const int last = int(list.size()) - 1;
        QCOMPARE(error->moveIndex, last);
        QCOMPARE(error->moveText, list.last());
        QCOMPARE(error->field, QStringLiteral("moves[%1]").arg(last));
        QCOMPARE(error->round, 0);
        QCOMPARE(error->message, QStringLiteral("move %1 (%2): %3").arg(last + 1).arg(list.last(), because));
    }

    void moveAfterTheEnd()
    {
        QJsonObject root = fixtureObject("finished_ii_2x6.hoyito");
        QJsonArray moves = root.value(QStringLiteral("moves")).toArray();
        const int count = int(moves.size());
        moves.append(QStringLiteral("a"));
        root[QStringLiteral("moves")] = moves;
        const LoadResult result = loadRecord(QJsonDocument(root).toJson());
        QVERIFY(errorOf(result));
        QCOMPARE(errorOf(result)->moveIndex, count);
        QCOMPARE(errorOf(result)->message, QStringLiteral("move %1 (a): the game is already over").arg(count + 1));
    }

    void longMoveTextIsShortened()
    {
        const QByteArray bytes = withValue(fixtureObject("finished_ii_2x6.hoyito"), QStringLiteral("moves[0]"),
                                           QString(100000, QLatin1Char('x')) + QLatin1Char('\t'));
        const LoadResult result = loadRecord(bytes);
        QVERIFY(errorOf(result));
        QCOMPARE(errorOf(result)->moveText.size(), 100001);
        QVERIFY(errorOf(result)->message.size() < 200);
        QVERIFY(!errorOf(result)->message.contains(QLatin1Char('\t')));
    }

    // Loading never touches anything: a failed open leaves the game the
    // caller holds, and the file, exactly as they were.
    void failureChangesNothing()
    {
        QTemporaryDir dir;
        LoadResult current = loadRecordFile(fixturePath("in_progress_iii_2x6.hoyito"));
        QVERIFY(std::holds_alternative<LoadedGame>(current));
        const std::vector<Position> positions = std::get<LoadedGame>(current).game.positions();
        const GameRecord record = std::get<LoadedGame>(current).record;

        const QString bad = dir.filePath(QStringLiteral("bad.hoyito"));
        const QByteArray badBytes =
            withValue(fixtureObject("finished_ii_2x6.hoyito"), QStringLiteral("moves[5]"), QStringLiteral("q"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(badBytes);
        file.close();

        // The GUI's pattern: replace the current game only on success.
        LoadResult attempt = loadRecordFile(bad);
        QVERIFY(errorOf(attempt));
        if (std::holds_alternative<LoadedGame>(attempt))
            current = std::move(attempt);
        QCOMPARE(std::get<LoadedGame>(current).game.positions(), positions);
        QCOMPARE(std::get<LoadedGame>(current).record, record);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), badBytes);
    }

    void saveRefusesInvalidRecords()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.hoyito"));
        const GameRecord good = std::get<LoadedGame>(loadRecordFile(fixturePath("finished_ii_2x6.hoyito"))).record;
        QString error;
        QVERIFY2(saveRecordFile(path, good, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray before = file.readAll();
        file.close();

        GameRecord bad = good;
        bad.moves[2] = QStringLiteral("z");
        QVERIFY(!saveRecordFile(path, bad, &error));
        QVERIFY2(error.contains(QLatin1String("move 3 (z)")), qPrintable(error));
        bad = good;
        bad.result->winner = bad.result->winner == Winner::South ? Winner::North : Winner::South;
        QVERIFY(!saveRecordFile(path, bad, &error));
        QVERIFY2(error.contains(QLatin1String("the file says")), qPrintable(error));
        bad = good;
        bad.player(Player::North).level = 9;
        QVERIFY(!saveRecordFile(path, bad, &error));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("game.hoyito")});

        // A folder that does not exist: an error, nothing written.
        const QString nowhere = dir.filePath(QStringLiteral("no/such/folder/game.hoyito"));
        QVERIFY(!saveRecordFile(nowhere, good, &error));
        QVERIFY2(error.startsWith(nowhere + QLatin1String(": cannot write")), qPrintable(error));
        QVERIFY(!QFileInfo::exists(nowhere));
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

    // Thousands of seeded mutations of real records: byte flips, cuts,
    // deleted fields, changed types, huge numbers, shuffled and illegal
    // moves. Each load must end in a game or an error value; a loaded game
    // must be consistent and save back to itself.
    void mutationFuzz()
    {
        std::vector<QByteArray> seeds;
        for (const char *name : kFixtures)
            seeds.push_back(fixtureBytes(name));
        seeds.push_back(
            recordJson(recordOf(test::randomGame(Rules{Variant::I, 4, LastFourTaker::Capturer}, Player::North, 77))));

        std::mt19937 random(20250131);
        auto below = [&random](qsizetype n) { return std::uniform_int_distribution<qsizetype>(0, n - 1)(random); };
        const QJsonValue oddValues[] = {
            QJsonValue::Null,
            true,
            false,
            0,
            -1,
            1,
            2,
            3,
            6,
            12,
            1.5,
            1e300,
            -1e300,
            9007199254740993.0,
            2147483648.0,
            -2147483649.0,
            QString(),
            QStringLiteral("-"),
            QStringLiteral("a"),
            QStringLiteral("L"),
            QStringLiteral("S"),
            QStringLiteral("N"),
            QStringLiteral("draw"),
            QStringLiteral("II"),
            QString(5000, QLatin1Char('x')),
            QJsonArray{},
            QJsonArray{1, 2},
            QJsonObject{},
        };

        std::map<int, int> kinds;
        int loadedCount = 0;
        int loadedMatches = 0;
        constexpr int kMutations = 10000;
        QElapsedTimer timer;
        timer.start();
        for (int n = 0; n < kMutations; ++n) {
            QByteArray bytes = seeds[below(qsizetype(seeds.size()))];
            const int rounds = 1 + int(below(3));
            for (int r = 0; r < rounds; ++r) {
                switch (below(8)) {
                case 0: // flip bytes
                    for (qsizetype k = below(4) + 1; k > 0 && !bytes.isEmpty(); --k)
                        bytes[below(bytes.size())] = char(below(256));
                    break;
                case 1: // cut
                    bytes.truncate(below(bytes.size() + 1));
                    break;
                case 2: { // delete or duplicate a slice
                    if (bytes.isEmpty())
                        break;
                    const qsizetype at = below(bytes.size());
                    const qsizetype length = below(qMin<qsizetype>(64, bytes.size() - at)) + 1;
                    if (below(2))
                        bytes.remove(at, length);
                    else
                        bytes.insert(at, bytes.mid(at, length));
                    break;
                }
                default: { // structural: a field deleted or given another value, moves mangled
                    QJsonParseError parseError;
                    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
                    if (parseError.error != QJsonParseError::NoError || !document.isObject())
                        break;
                    QJsonObject root = document.object();
                    QStringList paths;
                    collectPaths(root, QString(), paths);
                    if (paths.isEmpty())
                        break;
                    const QString path = paths[below(paths.size())];
                    const qsizetype choice = below(11);
                    if (choice < 2) {
                        bytes = withValue(root, path, std::nullopt);
                    } else if (choice < 6) {
                        bytes = withValue(root, path, oddValues[below(std::size(oddValues))]);
                    } else {
                        // The record's own moves, or a match round's.
                        QString game;
                        const QJsonArray rounds =
                            root.value(QStringLiteral("match")).toObject().value(QStringLiteral("rounds")).toArray();
                        QJsonObject owner = root;
                        if (!rounds.isEmpty() && below(2)) {
                            const qsizetype r = below(rounds.size());
                            game = QStringLiteral("match.rounds[%1].").arg(r);
                            owner = rounds.at(r).toObject();
                        }
                        const QString movesPath = game + QLatin1String("moves");
                        QJsonArray moves = owner.value(QStringLiteral("moves")).toArray();
                        if (moves.isEmpty())
                            break;
                        const qsizetype i = below(moves.size());
                        switch (choice) {
                        case 6: moves[i] = QString(QLatin1Char(char((below(2) ? 'a' : 'A') + below(13)))); break;
                        case 7: {
                            const qsizetype j = below(moves.size());
                            const QJsonValue moved = moves.at(i);
                            moves[i] = moves.at(j);
                            moves[j] = moved;
                            break;
                        }
                        case 8: moves.removeAt(i); break;
                        case 9: moves.insert(i, moves.at(below(moves.size()))); break;
                        default: // a prefix of a game is a game
                            while (moves.size() > i)
                                moves.removeLast();
                            break;
                        }
                        QJsonValue tree = edited(root, movesPath.split(QLatin1Char('.')), QJsonValue(moves));
                        // Without the stated result a changed move list can
                        // still be a whole, legal game.
                        if (below(2))
                            tree = edited(tree, (game + QLatin1String("result")).split(QLatin1Char('.')), std::nullopt);
                        bytes = QJsonDocument(tree.toObject())
                                    .toJson(below(2) ? QJsonDocument::Compact : QJsonDocument::Indented);
                    }
                    break;
                }
                }
            }

            const LoadResult result = loadRecord(bytes, QStringLiteral("mutant.hoyito"));
            if (const LoadError *error = errorOf(result)) {
                ++kinds[int(error->kind)];
                QVERIFY(!error->message.isEmpty());
                QVERIFY2(!error->text().contains(QLatin1Char('\n')), qPrintable(error->text()));
                QCOMPARE(error->moveIndex >= 0, error->kind == LoadErrorKind::IllegalMove);
                continue;
            }
            ++loadedCount;
            const LoadedGame &loaded = std::get<LoadedGame>(result);
            QCOMPARE(loaded.game.turnCount(), loaded.record.moves.size());
            if (loaded.record.result)
                QCOMPARE(*loaded.record.result, RecordResult::of(loaded.game.position()));
            const LoadResult again = loadRecord(recordJson(loaded.record));
            QVERIFY2(std::holds_alternative<LoadedGame>(again), qPrintable(describe(again)));
            QCOMPARE(std::get<LoadedGame>(again).record, loaded.record);
            QCOMPARE(std::get<LoadedGame>(again).game.positions(), loaded.game.positions());
            QVERIFY(!app::gameText(loaded).isEmpty());
            QCOMPARE(loaded.match.has_value(), loaded.record.match.has_value());
            if (loaded.match) {
                ++loadedMatches;
                QCOMPARE(loaded.rounds.size(), loaded.record.match->rounds.size());
                QCOMPARE(loaded.match->roundStart(), loaded.game.start());
                QVERIFY(!loaded.match->isOver());
                for (std::size_t i = 0; i < loaded.rounds.size(); ++i)
                    QCOMPARE(std::get<LoadedGame>(again).rounds[i].positions(), loaded.rounds[i].positions());
            }
        }
        QString counts;
        for (const auto &[kind, count] : kinds)
            counts += QStringLiteral(" %1:%2").arg(kind).arg(count);
        qInfo("%d mutants: %d loaded (%d matches), %lld ms; errors by kind:%s", kMutations, loadedCount, loadedMatches,
              static_cast<long long>(timer.elapsed()), qPrintable(counts));
        // The mutator must reach both sides and most of the checks, or this
        // test proves little.
        QVERIFY(loadedCount > 100);
        QVERIFY(kinds.size() >= 10);
        QVERIFY(kinds[int(LoadErrorKind::IllegalMove)] > 50);
        QVERIFY(kinds[int(LoadErrorKind::NotJson)] > 50);
    }

private:
    struct BadFile {
        const char *name;
        QByteArray bytes;
        LoadErrorKind kind;
        QString field;
        QString fragment;
    };

    // One bad record for each problem the loader knows, with the kind,
    // field and a piece of the message it must give.
    static std::vector<BadFile> badFileRows()
    {
        std::vector<BadFile> rows;
        const QJsonObject root = fixtureObject("finished_ii_2x6.hoyito");
        const QJsonObject match = fixtureObject("match_iii_2x6.hoyito");
        const QByteArray good = fixtureBytes("finished_ii_2x6.hoyito");
        auto row = [&rows](const char *name, const QByteArray &bytes, LoadErrorKind kind, QAnyStringView field,
                           QAnyStringView fragment) {
            rows.push_back({name, bytes, kind, field.toString(), fragment.toString()});
        };
        auto set = [&root](const char *path, const QJsonValue &value) {
            return withValue(root, QLatin1String(path), value);
        };
        auto remove = [&root](const char *path) { return withValue(root, QLatin1String(path), std::nullopt); };

        row("too large", QByteArray(kMaxRecordBytes + 1, ' '), LoadErrorKind::TooLarge, {}, "larger than 4 MiB");
        row("too large, even if valid", good + QByteArray(kMaxRecordBytes, ' '), LoadErrorKind::TooLarge, {}, "4 MiB");

        row("invalid byte", QByteArray("{\"format\": \"hoyito-game\xff\"}"), LoadErrorKind::InvalidUtf8, {},
            "byte 23 (0xff)");
        row("overlong slash", QByteArray("{\"a\": \"\xc0\xaf\"}"), LoadErrorKind::InvalidUtf8, {}, "byte 7 (0xc0)");
        row("surrogate", QByteArray("{\"a\": \"\xed\xa0\x80\"}"), LoadErrorKind::InvalidUtf8, {}, "byte 7 (0xed)");
        row("cut sequence", QByteArray("{\"a\": \"\xe2\x82"), LoadErrorKind::InvalidUtf8, {}, "not UTF-8");
        row("latin-1 name", set("players.south.name", QStringLiteral("José")).replace("Jos\xc3\xa9", "Jos\xe9"),
            LoadErrorKind::InvalidUtf8, {}, "not UTF-8");

        row("not json", QByteArray("hello"), LoadErrorKind::NotJson, {}, "not a JSON file");
        row("empty file", QByteArray(), LoadErrorKind::NotJson, {}, "at byte 0");
        row("cut json", good.left(good.indexOf("\"moves\"") + 12), LoadErrorKind::NotJson, {}, "line ");
        row("json error position", QByteArray("{\n  \"format\": \"hoyito-game\",\n  \"version\" 1\n}"),
            LoadErrorKind::NotJson, {}, "(line 3, column ");

        row("a list", QByteArray("[1, 2, 3]"), LoadErrorKind::WrongFormat, {}, "not an object");
        row("no format", remove("format"), LoadErrorKind::WrongFormat, "format", "no \"format\" field");
        row("other format", set("format", QStringLiteral("pgn")), LoadErrorKind::WrongFormat, "format",
            "\"format\" is \"pgn\"");
        row("format number", set("format", 5), LoadErrorKind::WrongFormat, "format", "is a number");

        row("version 3", set("version", 3), LoadErrorKind::UnsupportedVersion, "version", "version 3 records");
        row("version 0", set("version", 0), LoadErrorKind::UnsupportedVersion, "version", "reads versions 1 to 2");

        row("no version", remove("version"), LoadErrorKind::MissingField, "version", "\"version\" is missing");
        row("no moves", remove("moves"), LoadErrorKind::MissingField, "moves", "\"moves\" is missing");
        row("no holes", remove("holesPerRow"), LoadErrorKind::MissingField, "holesPerRow", "missing");
        row("no taker", remove("lastFourTaker"), LoadErrorKind::MissingField, "lastFourTaker", "missing");
        row("no start", remove("start"), LoadErrorKind::MissingField, "start", "missing");
        row("no players", remove("players"), LoadErrorKind::MissingField, "players", "missing");
        row("no north", remove("players.north"), LoadErrorKind::MissingField, "players.north", "missing");
        row("no kind", remove("players.north.kind"), LoadErrorKind::MissingField, "players.north.kind",
            "\"players.north.kind\" is missing");
        row("computer without level", remove("players.north.level"), LoadErrorKind::MissingField, "players.north.level",
            "missing");
        row("no scores", remove("result.scores"), LoadErrorKind::MissingField, "result.scores", "missing");
        row("no match rounds", withValue(match, QStringLiteral("match.rounds"), std::nullopt),
            LoadErrorKind::MissingField, "match.rounds", "missing");

        row("moves as text", set("moves", QStringLiteral("c,A,f")), LoadErrorKind::WrongType, "moves",
            "moves: expected a list, found a text");
        row("holes as text", set("holesPerRow", QStringLiteral("6")), LoadErrorKind::WrongType, "holesPerRow",
            "expected a whole number, found a text");
        row("move as number", set("moves[2]", 3), LoadErrorKind::WrongType, "moves[2]",
            "moves[2]: expected a text, found a number");
        row("move null", set("moves[0]", QJsonValue::Null), LoadErrorKind::WrongType, "moves[0]", "found null");
        row("version 1.5", set("version", 1.5), LoadErrorKind::WrongType, "version", "found 1.5");
        row("players list", set("players", QJsonArray{1, 2}), LoadErrorKind::WrongType, "players",
            "expected an object, found a list");
        row("variant bool", set("variant", true), LoadErrorKind::WrongType, "variant", "found true or false");
        row("one score", set("result.scores", QJsonArray{3}), LoadErrorKind::WrongType, "result.scores",
            "expected two scores");
        row("date number", set("date", 20250131), LoadErrorKind::WrongType, "date", "expected a text");
        row("refill text", withValue(match, QStringLiteral("match.refill"), QStringLiteral("no")),
            LoadErrorKind::WrongType, "match.refill", "expected true or false");
        row("round not object", withValue(match, QStringLiteral("match.rounds[1]"), 7), LoadErrorKind::WrongType,
            "match.rounds[1]", "expected an object");

        row("13 holes", set("holesPerRow", 13), LoadErrorKind::OutOfRange, "holesPerRow",
            "13 is out of range, expected a number from 3 to 12");
        row("2 holes", set("holesPerRow", 2), LoadErrorKind::OutOfRange, "holesPerRow", "from 3 to 12");
        row("huge holes", set("holesPerRow", 1e300), LoadErrorKind::OutOfRange, "holesPerRow", "1e+300");
        row("negative holes", set("holesPerRow", -1e300), LoadErrorKind::OutOfRange, "holesPerRow", "-1e+300");
        row("level 7", set("players.north.level", 7), LoadErrorKind::OutOfRange, "players.north.level", "from 1 to 6");
        row("level 0", set("players.north.level", 0), LoadErrorKind::OutOfRange, "players.north.level",
            "0 is out of range");
        row("score 1000", set("result.scores[1]", 1000), LoadErrorKind::OutOfRange, "result.scores[1]", "from 0 to 96");
        row("long name", set("players.south.name", QString(kMaxPlayerNameLength + 1, QLatin1Char('a'))),
            LoadErrorKind::OutOfRange, "players.south.name", "at most 100 characters");
        row("match length 0", withValue(match, QStringLiteral("match.length"), 0), LoadErrorKind::OutOfRange,
            "match.length", "from 1 to 99");

        row("taker word", set("lastFourTaker", QStringLiteral("winner")), LoadErrorKind::BadValue, "lastFourTaker",
            "\"winner\" is not one of \"capturer\", \"S\", \"N\"");
        row("start X", set("start", QStringLiteral("X")), LoadErrorKind::BadValue, "start", "\"X\" is not one of");
        row("robot", set("players.north.kind", QStringLiteral("robot")), LoadErrorKind::BadValue, "players.north.kind",
            "\"robot\"");
        row("bad date", set("date", QStringLiteral("yesterday")), LoadErrorKind::BadValue, "date",
            "not an ISO 8601 date");
        row("winner word", set("result.winner", QStringLiteral("south")), LoadErrorKind::BadValue, "result.winner",
            "\"south\"");
        row("reason word", set("result.reason", QStringLiteral("tired")), LoadErrorKind::BadValue, "result.reason",
            "\"tired\"");
        row("name with line break", set("players.south.name", QStringLiteral("Ana\nMaría")), LoadErrorKind::BadValue,
            "players.south.name", "control characters");
        row("length kind", withValue(match, QStringLiteral("match.lengthKind"), QStringLiteral("forever")),
            LoadErrorKind::BadValue, "match.lengthKind", "\"forever\"");

        row("variant IV", set("variant", QStringLiteral("IV")), LoadErrorKind::UnknownVariant, "variant",
            "unknown variant \"IV\"");
        row("variant long name", set("variant", QStringLiteral("Hoyito II")), LoadErrorKind::UnknownVariant, "variant",
            "known: I, II, III");

        // A game set up by hand: its start position is read and checked
        // like every other field, before any move.
        const QJsonObject setUp = fixtureObject("setup_ii_2x6.hoyito");
        auto setStart = [&setUp](const char *text) {
            return withValue(setUp, QStringLiteral("startPosition"), QLatin1String(text));
        };
        row("start position in version 1", withValue(setUp, QStringLiteral("version"), 1),
            LoadErrorKind::UnsupportedVersion, "startPosition",
            "a record with a start position is version 2, but this one says version 1");
        row("start position number", withValue(setUp, QStringLiteral("startPosition"), 12), LoadErrorKind::WrongType,
            "startPosition", "startPosition: expected a text, found a number");
        row("start position fields", setStart("II:6:N:0,5,2,7"), LoadErrorKind::BadStartPosition, "startPosition",
            "in 6 or 7 fields");
        row("start position holes", setStart("II:6:N:0,5,2,7:4:8"), LoadErrorKind::BadStartPosition, "startPosition",
            "field 4 must hold one seed count for each hole");
        row("start position seeds", setStart("II:6:N:0,5,two,7,1,3,6,0,4,2,1,5:4:8"), LoadErrorKind::BadStartPosition,
            "startPosition", "seed count 3 of field 4");
        row("start position score", setStart("II:6:N:0,5,2,7,1,3,6,0,4,2,1,5:4:-8"), LoadErrorKind::BadStartPosition,
            "startPosition", "North's score (field 6)");
        row("start position too many seeds", setStart("II:6:N:9,5,2,7,1,3,6,0,4,2,1,5:4:8"),
            LoadErrorKind::BadStartPosition, "startPosition", "more than the 8N seeds of the game");
        row("start position empty board", setStart("II:6:N:0,0,0,0,0,0,0,0,0,0,0,0:20:28"),
            LoadErrorKind::BadStartPosition, "startPosition", "there are no seeds on the board");
        row("start position last four", setStart("II:6:N:0,0,0,0,0,0,4,0,0,0,0,0:20:24"),
            LoadErrorKind::BadStartPosition, "startPosition", "every seed but the last four is captured");
        row("start position without seeds", setStart("II:6:N:4,4,4,4,4,4,0,0,0,0,0,0:12:12"),
            LoadErrorKind::BadStartPosition, "startPosition", "North is to move but has no seeds");
        row("start position only endless", setStart("II:6:N:x,x,0,x,x,1,x,x,x,5,x,6:16:20"),
            LoadErrorKind::BadStartPosition, "startPosition",
            "every hole North could play starts a sowing that never ends");
        row("start position variant", setStart("III:6:N:0,5,2,7,1,3,6,0,4,2,1,5:4:8"), LoadErrorKind::StartMismatch,
            "startPosition", "the position is of Hoyito III, but \"variant\" says Hoyito II");
        row("start position board", setStart("II:3:N:1,1,0,0,1,0:0:0"), LoadErrorKind::StartMismatch, "startPosition",
            "the position has 3 holes a row, but \"holesPerRow\" says 6");
        row("start position taker", setStart("II:6:N:0,5,2,7,1,3,6,0,4,2,1,5:4:8:S"), LoadErrorKind::StartMismatch,
            "startPosition", "gives the last four to S, but \"lastFourTaker\" says capturer");
        row("start position mover", setStart("II:6:S:0,5,2,7,1,3,6,0,4,2,1,5:4:8"), LoadErrorKind::StartMismatch,
            "startPosition", "the position has South to move, but \"start\" says North");
        {
            QJsonObject round = match;
            round.insert(QStringLiteral("version"), 2);
            round.insert(QStringLiteral("startPosition"), QStringLiteral("III:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:0"));
            row("start position in a match", QJsonDocument(round).toJson(), LoadErrorKind::StartMismatch,
                "startPosition", "a match starts from the opening");
        }

        row("illegal move", set("moves[3]", QStringLiteral("z")), LoadErrorKind::IllegalMove, "moves[3]",
            "move 4 (z): there is no hole z on a row of 6");
        row("illegal round move", withValue(match, QStringLiteral("match.rounds[1].moves[0]"), QStringLiteral("a")),
            LoadErrorKind::IllegalMove, "match.rounds[1].moves[0]",
            "round 2, move 1 (a): hole a is South's, and North is to move");

        row("round cut short",
            withValue(match, QStringLiteral("match.rounds[0]"),
                      QJsonObject{{QStringLiteral("start"), QStringLiteral("S")},
                                  {QStringLiteral("lastFourTaker"), QStringLiteral("capturer")},
                                  {QStringLiteral("moves"), QJsonArray{QStringLiteral("a")}}}),
            LoadErrorKind::UnfinishedRound, "match.rounds[0]", "round 1 is not finished");

        const QJsonArray scores =
            root.value(QStringLiteral("result")).toObject().value(QStringLiteral("scores")).toArray();
        row("wrong scores", set("result.scores", QJsonArray{scores[0].toInt() + 1, scores[1].toInt() - 1}),
            LoadErrorKind::ResultMismatch, "result", "the file says");
        row("not finished?", set("result.winner", QStringLiteral("none")), LoadErrorKind::ResultMismatch, "result",
            "but its moves give");
        row("wrong reason", set("result.reason", QStringLiteral("repetition")), LoadErrorKind::ResultMismatch, "result",
            "a position seen three times");
        row("round result", withValue(match, QStringLiteral("match.rounds[0].result.winner"), QStringLiteral("draw")),
            LoadErrorKind::ResultMismatch, "match.rounds[0].result", "match.rounds[0].result: the file says a draw");

        // Matches: hoyito::Match decides who starts each round and
        // who takes its last four; a file that says otherwise is refused.
        const QJsonObject round3 = fixtureObject("match_iii_round3.hoyito");
        row("round starter", withValue(round3, QStringLiteral("match.rounds[1].start"), QStringLiteral("N")),
            LoadErrorKind::RoundMismatch, "match.rounds[1].start",
            "match.rounds[1].start: the file says North starts round 2, but the match rules give South (the loser of "
            "round 1 starts)");
        row("loser starts", withValue(match, QStringLiteral("match.nextStarter"), QStringLiteral("loser")),
            LoadErrorKind::RoundMismatch, "match.rounds[1].start",
            "the file says North starts round 2, but the match rules give South (the loser of round 1 starts)");
        row("own game's starter", withValue(match, QStringLiteral("start"), QStringLiteral("N")),
            LoadErrorKind::RoundMismatch, "start",
            "start: the file says North starts round 3, but the match rules give South (the starters alternate)");
        row("own game's taker", withValue(match, QStringLiteral("lastFourTaker"), QStringLiteral("capturer")),
            LoadErrorKind::RoundMismatch, "lastFourTaker",
            "lastFourTaker: the file gives the last four of round 3 to the capturer of the penultimate four, but the "
            "match rules give them to South, winner of round 2");
        row("round 1 taker", withValue(match, QStringLiteral("match.rounds[0].lastFourTaker"), QStringLiteral("N")),
            LoadErrorKind::RoundMismatch, "match.rounds[0].lastFourTaker",
            "the file gives the last four of round 1 to North, but the match rules give them to the capturer of the "
            "penultimate four");
        row("handicap off", withValue(match, QStringLiteral("match.handicap"), false), LoadErrorKind::RoundMismatch,
            "lastFourTaker", "round 3 to South, but the match rules give them to the capturer of the penultimate four");
        row("handicap text", withValue(match, QStringLiteral("match.handicap"), QStringLiteral("yes")),
            LoadErrorKind::WrongType, "match.handicap", "match.handicap: expected true or false, found a text");

        // No round after the end of the match.
        row("own game after the end", withValue(match, QStringLiteral("match.length"), 2), LoadErrorKind::MatchOver,
            QString(),
            "round 3, the record's own game, comes after the end of the match: after round 2, all 2 rounds were "
            "played");
        {
            // The finished match's last round (its own game) moved into the
            // rounds, twice, and a new round begun.
            QJsonObject finished = fixtureObject("match_iii_finished.hoyito");
            const QJsonObject last{{QStringLiteral("start"), finished.value(QStringLiteral("start"))},
                                   {QStringLiteral("lastFourTaker"), finished.value(QStringLiteral("lastFourTaker"))},
                                   {QStringLiteral("moves"), finished.value(QStringLiteral("moves"))}};
            QJsonObject matchObject = finished.value(QStringLiteral("match")).toObject();
            QJsonArray rounds = matchObject.value(QStringLiteral("rounds")).toArray();
            rounds.append(last);
            matchObject[QStringLiteral("rounds")] = rounds;
            finished[QStringLiteral("match")] = matchObject;
            finished[QStringLiteral("moves")] = QJsonArray();
            finished.remove(QStringLiteral("result"));
            row("round after the end", QJsonDocument(finished).toJson(), LoadErrorKind::MatchOver, QString(),
                "round 4, the record's own game, comes after the end of the match: after round 3, North won 2 rounds");
            rounds.append(last);
            matchObject[QStringLiteral("rounds")] = rounds;
            finished[QStringLiteral("match")] = matchObject;
            row("rounds after the end", QJsonDocument(finished).toJson(), LoadErrorKind::MatchOver, "match.rounds[3]",
                "match.rounds[3]: round 4 comes after the end of the match: after round 3, North won 2 rounds");
        }

        // A closed hole (the refill) cannot be played.
        {
            const LoadedGame refill = loadFixture("match_ii_refill.hoyito");
            const Position &start = refill.game.start();
            int closed = -1;
            for (int h = start.rules.firstHole(start.toMove);
                 closed < 0 && h < start.rules.firstHole(start.toMove) + start.rules.holesPerRow; ++h)
                if (start.isClosed(h))
                    closed = h;
            if (closed < 0)
                qFatal("the refill fixture's own game should start with a closed hole of its starter");
            const QString letter(QLatin1Char(holeLetter(start.rules, closed)));
            row("closed hole", withValue(fixtureObject("match_ii_refill.hoyito"), QStringLiteral("moves[0]"), letter),
                LoadErrorKind::IllegalMove, "moves[0]",
                QStringLiteral("round 3, move 1 (%1): hole %1 is closed").arg(letter));
        }
        return rows;
    }

    static void collectPaths(const QJsonValue &node, const QString &path, QStringList &paths)
    {
        if (node.isObject()) {
            const QJsonObject object = node.toObject();
            for (auto it = object.begin(); it != object.end(); ++it) {
                const QString child = path.isEmpty() ? it.key() : path + QLatin1Char('.') + it.key();
                paths.append(child);
                collectPaths(it.value(), child, paths);
            }
        } else if (node.isArray()) {
            const QJsonArray array = node.toArray();
            for (qsizetype i = 0; i < array.size(); ++i) {
                const QString child = path + QStringLiteral("[%1]").arg(i);
                paths.append(child);
                collectPaths(array.at(i), child, paths);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestRecord)
#include "tst_record.moc"
