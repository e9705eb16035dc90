// Loading records, and refusing them: the fixtures load with every field,
// a review made by an older Quick still loads, keys a version does not know
// are skipped, and every kind of bad file is refused with its own message,
// naming the field or the first bad move.

#include "engineutil.h"
#include "recordfile.h"
#include "recordtestutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <map>

using namespace hoyito;
using namespace hoyito::app;
using namespace hoyito::test;

namespace {

constexpr LoadErrorKind kAllKinds[] = {
    LoadErrorKind::Unreadable,      LoadErrorKind::TooLarge,         LoadErrorKind::InvalidUtf8,
    LoadErrorKind::NotJson,         LoadErrorKind::WrongFormat,      LoadErrorKind::UnsupportedVersion,
    LoadErrorKind::MissingField,    LoadErrorKind::WrongType,        LoadErrorKind::OutOfRange,
    LoadErrorKind::BadValue,        LoadErrorKind::UnknownVariant,   LoadErrorKind::IllegalMove,
    LoadErrorKind::UnfinishedRound, LoadErrorKind::ResultMismatch,   LoadErrorKind::RoundMismatch,
    LoadErrorKind::MatchOver,       LoadErrorKind::BadStartPosition, LoadErrorKind::StartMismatch,
};

} // namespace

class TestRecordLoad : public QObject {
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

    // A review saved when Quick searched every turn 6 plies deep, before
    // its node budget and before the lines were kept: it loads as it was,
    // "quick" and all, without lines, and is written back byte for byte.
    void oldQuickReviewLoads()
    {
        const char *const name = "reviewed_quick6_ii_2x6.hoyito";
        const LoadResult result = loadRecordFile(fixturePath(name));
        const auto *loaded = std::get_if<LoadedGame>(&result);
        QVERIFY2(loaded, qPrintable(describe(result)));
        QVERIFY2(loaded->reviewProblem.isEmpty(), qPrintable(loaded->reviewProblem));
        QVERIFY(loaded->record.review.has_value());
        QCOMPARE(loaded->record.review->strength, ReviewStrength::Quick);
        Analyser analyser;
        std::vector<TurnReview> sixPlies = reviewGame(analyser, loaded->game, AnalysisLimits{.depth = 6});
        QCOMPARE(loaded->review.size(), sixPlies.size());
        for (std::size_t i = 0; i < sixPlies.size(); ++i) {
            QVERIFY(loaded->review[i].line.empty() && loaded->review[i].bestLine.empty());
            QVERIFY(loaded->record.review->turns[i].line.isEmpty());
            sixPlies[i].line.clear();
            sixPlies[i].bestLine.clear();
        }
        const QString difference = reviewDifference(loaded->review, sixPlies);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QCOMPARE(recordJson(loaded->record), fixtureBytes(name));
    }

    // The strengths' words in a file and on hoyito-cli's command line, and
    // the limits each stands for: the engine's, the same for the window and
    // hoyito-cli.
    void reviewStrengths()
    {
        QCOMPARE(reviewStrengthWord(ReviewStrength::Quick), QStringLiteral("quick"));
        QCOMPARE(reviewStrengthWord(ReviewStrength::Deep), QStringLiteral("deep"));
        for (const ReviewStrength strength : {ReviewStrength::Quick, ReviewStrength::Deep})
            QCOMPARE(reviewStrengthOfWord(reviewStrengthWord(strength)), std::optional{strength});
        for (const char *word : {"", "Quick", "DEEP", "standard", " quick"})
            QVERIFY2(!reviewStrengthOfWord(QString::fromLatin1(word)), word);
        QCOMPARE(kDefaultReviewStrength, ReviewStrength::Quick);
        QVERIFY(reviewLimits(ReviewStrength::Quick) == hoyito::kQuickReview);
        QVERIFY(reviewLimits(ReviewStrength::Deep) == hoyito::kDeepReview);
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
            "startPosition", "field 4, item 3: the seed count");
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
};

QTEST_GUILESS_MAIN(TestRecordLoad)
#include "tst_record_load.moc"
