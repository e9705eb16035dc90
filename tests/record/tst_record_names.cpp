// Players' names: names in every script are written and read back as they
// were, names that break a line or read other than they look are refused
// in the same words by the loader and the saver, and echoed text stays on
// one line.

#include "randomgame.h"
#include "recordfile.h"
#include "recordtestutil.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace hoyito;
using namespace hoyito::app;
using namespace hoyito::test;

class TestRecordNames : public QObject {
    Q_OBJECT

private Q_SLOTS:
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
};

QTEST_GUILESS_MAIN(TestRecordNames)
#include "tst_record_names.moc"
