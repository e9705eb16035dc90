// Move notation (docs/RULES.md 2) and position text (docs/RULES.md 8): round trips,
// every error code with the field it names, and random garbage that must
// be refused or read back exactly.

#include "hoyito/bench.h"
#include "hoyito/notation.h"

#include <QTest>

#include <string>

using namespace hoyito;

Q_DECLARE_METATYPE(hoyito::PositionTextError)
Q_DECLARE_METATYPE(hoyito::MoveTextError)
Q_DECLARE_METATYPE(hoyito::MoveError)

namespace hoyito {
// Readable QCOMPARE failures (found by argument-dependent lookup).
char *toString(PositionTextError e)
{
    return QTest::toString(QStringLiteral("PositionTextError(%1)").arg(int(e)));
}
char *toString(MoveTextError e)
{
    return QTest::toString(QStringLiteral("MoveTextError(%1)").arg(int(e)));
}
char *toString(MoveError e)
{
    return QTest::toString(QStringLiteral("MoveError(%1)").arg(int(e)));
}
} // namespace hoyito

namespace {

const std::string kOpening = "II:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:0";

Position parsed(const std::string &text)
{
    const ParsedPosition p = parsePosition(text);
    if (const auto *pos = std::get_if<Position>(&p))
        return *pos;
    qFatal("test position does not parse: %s", text.c_str());
    return Position{};
}

// The opening position of a board of n holes a row, as text.
std::string openingText(const char *variant, int n, char mover = 'S')
{
    std::string text = std::string(variant) + ':' + std::to_string(n) + ':' + mover + ':';
    for (int h = 0; h < 2 * n; ++h)
        text += h ? ",4" : "4";
    return text + ":0:0";
}

// Checks what the garbage loop asks of any text: refused with a sensible
// field, or accepted and written back as a text that reads the same.
QString checkAnyText(const std::string &text)
{
    const ParsedPosition result = parsePosition(text);
    if (const auto *problem = std::get_if<PositionTextProblem>(&result)) {
        if (problem->error == PositionTextError::None)
            return QStringLiteral("refused without an error code");
        if (problem->field < 0 || problem->field > 7)
            return QStringLiteral("field %1 out of range").arg(problem->field);
        if (problem->error == PositionTextError::HoleSeeds && (problem->item < 0 || problem->item >= kMaxHoles))
            return QStringLiteral("hole %1 out of range").arg(problem->item);
        return {};
    }
    const Position &pos = std::get<Position>(result);
    if (!isValidHolesPerRow(pos.rules.holesPerRow))
        return QStringLiteral("accepted %1 holes a row").arg(pos.rules.holesPerRow);
    int total = pos.scores[0] + pos.scores[1];
    for (int h = 0; h < kMaxHoles; ++h) {
        if (h >= pos.rules.holeCount() && (pos.seeds[h] != 0 || pos.isClosed(h)))
            return QStringLiteral("hole %1 past the board is used").arg(h);
        if (pos.isClosed(h) && pos.seeds[h] != 0)
            return QStringLiteral("closed hole %1 holds seeds").arg(h);
        total += pos.seeds[h];
    }
    if (total > pos.rules.totalSeeds() || pos.scores[0] < 0 || pos.scores[1] < 0)
        return QStringLiteral("accepted %1 seeds").arg(total);
    const std::string written = positionText(pos);
    const ParsedPosition again = parsePosition(written);
    if (!std::holds_alternative<Position>(again) || !(std::get<Position>(again) == pos))
        return QStringLiteral("accepted, but its text '%1' does not read back").arg(QString::fromStdString(written));
    if (positionText(std::get<Position>(again)) != written)
        return QStringLiteral("the written text is not stable");
    return {};
}

} // namespace

class TestNotation : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void roundTrip_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("II 2x6 opening") << QString::fromStdString(kOpening);
        QTest::newRow("III 2x6 opening") << QString::fromStdString(openingText("III", 6));
        QTest::newRow("I 2x6 opening, North") << QString::fromStdString(openingText("I", 6, 'N'));
        QTest::newRow("II 2x12 opening") << QString::fromStdString(openingText("II", 12));
        QTest::newRow("II 2x12 mid-game")
            << QStringLiteral("II:12:N:1,0,2,10,10,0,0,0,1,12,3,0,6,1,1,0,4,5,1,11,0,10,1,5:8:4");
        for (int n = kMinHolesPerRow; n <= kMaxHolesPerRow; ++n) {
            QTest::addRow("custom 2x%d", n) << QString::fromStdString(openingText("III", n, n % 2 ? 'N' : 'S'));
            // Seeds spread unevenly, some captured: still 8N in all.
            std::string text = "II:" + std::to_string(n) + ":N:";
            int onBoard = 0;
            for (int h = 0; h < 2 * n; ++h) {
                const int seeds = (h * 7) % 5;
                onBoard += seeds;
                if (h > 0)
                    text += ',';
                text += std::to_string(seeds);
            }
            const int captured = 8 * n - onBoard;
            text += ':' + std::to_string(captured / 3) + ':' + std::to_string(captured - captured / 3);
            QTest::addRow("mid-game 2x%d", n) << QString::fromStdString(text);
        }
        QTest::newRow("closed holes") << QStringLiteral("II:6:S:4,4,4,x,x,x,4,4,4,4,x,x:6:2");
        QTest::newRow("closed holes 2x3") << QStringLiteral("II:3:S:5,x,x,x,x,3:8:8");
        QTest::newRow("all closed but one") << QStringLiteral("III:4:N:x,x,x,x,x,x,x,9:0:0");
        QTest::newRow("taker S") << QStringLiteral("III:6:N:3,1,0,0,0,1,1,0,1,0,0,1:8:32:S");
        QTest::newRow("taker N") << QStringLiteral("II:6:S:0,0,2,0,1,0,3,1,0,1,0,0:28:12:N");
        QTest::newRow("taker N, closed, 2x12")
            << QStringLiteral("III:12:S:4,4,4,4,4,4,4,4,4,4,4,x,4,4,4,4,4,4,4,4,4,4,x,x:3:1:N");
        QTest::newRow("empty board") << QStringLiteral("II:6:N:0,0,0,0,0,0,0,0,0,0,0,0:24:24");
        QTest::newRow("all seeds in one hole") << QStringLiteral("I:6:S:48,0,0,0,0,0,0,0,0,0,0,0:0:0");
        QTest::newRow("all seeds in one hole 2x12")
            << QStringLiteral("II:12:N:0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,96:0:0");
        QTest::newRow("all captured") << QStringLiteral("II:3:S:0,0,0,0,0,0:0:24");
    }

    void roundTrip()
    {
        QFETCH(QString, text);
        const std::string t = text.toStdString();
        const ParsedPosition result = parsePosition(t);
        QVERIFY2(std::holds_alternative<Position>(result), qPrintable(text));
        QCOMPARE(QString::fromStdString(positionText(std::get<Position>(result))), text);
    }

    void fieldsAreRead()
    {
        const Position pos = parsed("III:4:N:1,x,0,3,x,2,7,0:5:4:S");
        QCOMPARE(pos.rules.variant, Variant::III);
        QCOMPARE(pos.rules.holesPerRow, 4);
        QCOMPARE(pos.rules.lastFourTaker, LastFourTaker::South);
        QCOMPARE(pos.toMove, Player::North);
        const std::array<int, 8> seeds{1, 0, 0, 3, 0, 2, 7, 0};
        for (int h = 0; h < 8; ++h)
            QCOMPARE(int(pos.seeds[h]), seeds[h]);
        QCOMPARE(pos.closedHoles, (1u << 1) | (1u << 4));
        QCOMPARE(int(pos.scores[0]), 5);
        QCOMPARE(int(pos.scores[1]), 4);
        QVERIFY(!pos.isOver());
        QVERIFY(!pos.previousTurnPassed);

        // The opening text is the opening position, and capturer is the default.
        QVERIFY(parsed(kOpening) == Position::initial(Rules{}));
        QVERIFY(parsed(kOpening + ":capturer") == parsed(kOpening));
        QCOMPARE(positionText(parsed(kOpening + ":capturer")), kOpening);
        QCOMPARE(positionText(Position::initial(Rules{Variant::I, 3, LastFourTaker::North}, Player::North)),
                 std::string("I:3:N:4,4,4,4,4,4:0:0:N"));
    }

    void holeLetters_data()
    {
        QTest::addColumn<int>("holesPerRow");
        QTest::addColumn<int>("hole");
        QTest::addColumn<QString>("letter");
        QTest::newRow("2x6 South's left") << 6 << 0 << "a";
        QTest::newRow("2x6 South's right") << 6 << 5 << "f";
        QTest::newRow("2x6 North's left") << 6 << 6 << "A";
        QTest::newRow("2x6 North's right") << 6 << 11 << "F";
        QTest::newRow("2x6 c") << 6 << 2 << "c";
        QTest::newRow("2x6 D") << 6 << 9 << "D";
        QTest::newRow("2x12 South's left") << 12 << 0 << "a";
        QTest::newRow("2x12 South's right") << 12 << 11 << "l";
        QTest::newRow("2x12 North's left") << 12 << 12 << "A";
        QTest::newRow("2x12 North's right") << 12 << 23 << "L";
        QTest::newRow("2x12 g") << 12 << 6 << "g";
        QTest::newRow("2x12 G") << 12 << 18 << "G";
        QTest::newRow("2x3 C") << 3 << 5 << "C";
    }

    void holeLetters()
    {
        QFETCH(int, holesPerRow);
        QFETCH(int, hole);
        QFETCH(QString, letter);
        const Rules rules{Variant::II, holesPerRow, LastFourTaker::Capturer};
        QCOMPARE(QString(QChar::fromLatin1(holeLetter(rules, hole))), letter);
        QCOMPARE(QString::fromStdString(moveText(rules, Move::at(hole))), letter);
        const ParsedMove back = parseMove(rules, rules.owner(hole), letter.toStdString());
        QCOMPARE(back.error, MoveTextError::None);
        QCOMPARE(int(back.move.hole), hole);
    }

    void everyHoleRoundTrips()
    {
        for (int n = kMinHolesPerRow; n <= kMaxHolesPerRow; ++n) {
            const Rules rules{Variant::II, n, LastFourTaker::Capturer};
            QString letters;
            for (int h = 0; h < rules.holeCount(); ++h) {
                const std::string text = moveText(rules, Move::at(h));
                letters += QString::fromStdString(text);
                const ParsedMove back = parseMove(rules, rules.owner(h), text);
                QCOMPARE(back.error, MoveTextError::None);
                QCOMPARE(int(back.move.hole), h);
                // The other player reads the same letter as not theirs.
                QCOMPARE(parseMove(rules, opponent(rules.owner(h)), text).error, MoveTextError::WrongPlayer);
            }
            const QString south = QStringLiteral("abcdefghijkl").left(n);
            QCOMPARE(letters, south + south.toUpper());
        }
    }

    void passNotation()
    {
        const Rules rules;
        QCOMPARE(moveText(rules, Move::pass()), std::string("-"));
        for (Player p : {Player::South, Player::North}) {
            const ParsedMove m = parseMove(rules, p, "-");
            QCOMPARE(m.error, MoveTextError::None);
            QVERIFY(m.move.isPass());
        }
    }

    void badMoveText_data()
    {
        QTest::addColumn<int>("holesPerRow");
        QTest::addColumn<bool>("north");
        QTest::addColumn<QString>("text");
        QTest::addColumn<MoveTextError>("error");
        QTest::newRow("empty") << 6 << false << "" << MoveTextError::NotAMove;
        QTest::newRow("two letters") << 6 << false << "ab" << MoveTextError::NotAMove;
        QTest::newRow("double pass") << 6 << false << "--" << MoveTextError::NotAMove;
        QTest::newRow("digit") << 6 << false << "1" << MoveTextError::NotAMove;
        QTest::newRow("space") << 6 << true << " " << MoveTextError::NotAMove;
        QTest::newRow("letter and space") << 6 << false << "a " << MoveTextError::NotAMove;
        QTest::newRow("unicode") << 6 << false << QStringLiteral("\u00e1") << MoveTextError::NotAMove;
        QTest::newRow("g on 2x6") << 6 << false << "g" << MoveTextError::OffBoard;
        QTest::newRow("G on 2x6") << 6 << true << "G" << MoveTextError::OffBoard;
        QTest::newRow("z on 2x6") << 6 << false << "z" << MoveTextError::OffBoard;
        QTest::newRow("m on 2x12") << 12 << false << "m" << MoveTextError::OffBoard;
        QTest::newRow("M on 2x12") << 12 << true << "M" << MoveTextError::OffBoard;
        QTest::newRow("d on 2x3") << 3 << false << "d" << MoveTextError::OffBoard;
        QTest::newRow("A for South") << 6 << false << "A" << MoveTextError::WrongPlayer;
        QTest::newRow("f for North") << 6 << true << "f" << MoveTextError::WrongPlayer;
        QTest::newRow("L for South 2x12") << 12 << false << "L" << MoveTextError::WrongPlayer;
        QTest::newRow("a for North 2x12") << 12 << true << "a" << MoveTextError::WrongPlayer;
    }

    void badMoveText()
    {
        QFETCH(int, holesPerRow);
        QFETCH(bool, north);
        QFETCH(QString, text);
        QFETCH(MoveTextError, error);
        const Rules rules{Variant::II, holesPerRow, LastFourTaker::Capturer};
        QCOMPARE(parseMove(rules, north ? Player::North : Player::South, text.toStdString()).error, error);
    }

    void positionTextErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<PositionTextError>("error");
        QTest::addColumn<int>("field");
        QTest::addColumn<int>("item");
        const QString holes6 = QStringLiteral("4,4,4,4,4,4,4,4,4,4,4,4");
        auto row = [](const char *name, const QString &text, PositionTextError error, int field, int item = -1) {
            QTest::newRow(name) << text << error << field << item;
        };
        using E = PositionTextError;
        row("empty text", QString(), E::FieldCount, 0);
        row("one field", QStringLiteral("II"), E::FieldCount, 0);
        row("five fields", QStringLiteral("II:6:S:") + holes6 + QStringLiteral(":0"), E::FieldCount, 0);
        row("eight fields", QStringLiteral("II:6:S:") + holes6 + QStringLiteral(":0:0:S:S"), E::FieldCount, 0);
        row("commas for colons", QStringLiteral("II,6,S,") + holes6 + QStringLiteral(",0,0"), E::FieldCount, 0);
        row("bad variant IV", QStringLiteral("IV:6:S:") + holes6 + QStringLiteral(":0:0"), E::Variant, 1);
        row("lower-case variant", QStringLiteral("ii:6:S:") + holes6 + QStringLiteral(":0:0"), E::Variant, 1);
        row("empty variant", QStringLiteral(":6:S:") + holes6 + QStringLiteral(":0:0"), E::Variant, 1);
        row("N=2", QStringLiteral("II:2:S:4,4,4,4:0:0"), E::HolesPerRow, 2);
        row("N=13", QStringLiteral("II:13:S:") + holes6 + QLatin1Char(',') + holes6 + QStringLiteral(",4,4:0:0"),
            E::HolesPerRow, 2);
        row("N=abc", QStringLiteral("II:abc:S:") + holes6 + QStringLiteral(":0:0"), E::HolesPerRow, 2);
        row("N=0", QStringLiteral("II:0:S::0:0"), E::HolesPerRow, 2);
        row("N=-6", QStringLiteral("II:-6:S:") + holes6 + QStringLiteral(":0:0"), E::HolesPerRow, 2);
        row("N huge", QStringLiteral("II:99999999999999999999:S:") + holes6 + QStringLiteral(":0:0"), E::HolesPerRow,
            2);
        row("mover X", QStringLiteral("II:6:X:") + holes6 + QStringLiteral(":0:0"), E::Mover, 3);
        row("mover s", QStringLiteral("II:6:s:") + holes6 + QStringLiteral(":0:0"), E::Mover, 3);
        row("mover South", QStringLiteral("II:6:South:") + holes6 + QStringLiteral(":0:0"), E::Mover, 3);
        row("11 holes", QStringLiteral("II:6:S:4,4,4,4,4,4,4,4,4,4,4:0:0"), E::HoleCount, 4);
        row("13 holes", QStringLiteral("II:6:S:4,4,4,4,4,4,4,4,4,4,4,4,0:0:0"), E::HoleCount, 4);
        row("no holes", QStringLiteral("II:6:S::0:0"), E::HoleCount, 4);
        row("2x6 holes on 2x12", QStringLiteral("II:12:S:") + holes6 + QStringLiteral(":0:0"), E::HoleCount, 4);
        row("-1", QStringLiteral("II:6:S:4,4,4,-1,4,4,4,4,4,4,4,4:0:0"), E::HoleSeeds, 4, 3);
        row("4.0", QStringLiteral("II:6:S:4.0,4,4,4,4,4,4,4,4,4,4,4:0:0"), E::HoleSeeds, 4, 0);
        row("leading space", QStringLiteral("II:6:S:4,4,4,4,4,4,4,4,4,4,4, 4:0:0"), E::HoleSeeds, 4, 11);
        row("trailing space", QStringLiteral("II:6:S:4,4,4,4,4,4,4 ,4,4,4,4,4:0:0"), E::HoleSeeds, 4, 6);
        row("plus sign", QStringLiteral("II:6:S:4,+4,4,4,4,4,4,4,4,4,4,4:0:0"), E::HoleSeeds, 4, 1);
        row("empty hole text", QStringLiteral("II:6:S:4,4,,4,4,4,4,4,4,4,4,4:0:0"), E::HoleSeeds, 4, 2);
        row("huge number", QStringLiteral("II:6:S:4,4,4,4,4,4,4,4,4,99999999999999999999999,4,4:0:0"), E::HoleSeeds, 4,
            9);
        row("256 wraps a byte", QStringLiteral("II:6:S:256,0,0,0,0,0,0,0,0,0,0,0:0:0"), E::HoleSeeds, 4, 0);
        row("49 on 2x6", QStringLiteral("II:6:S:49,0,0,0,0,0,0,0,0,0,0,0:0:0"), E::HoleSeeds, 4, 0);
        row("X for closed", QStringLiteral("II:6:S:4,4,4,4,X,4,4,4,4,4,4,4:0:0"), E::HoleSeeds, 4, 4);
        row("hex", QStringLiteral("II:6:S:4,4,4,4,4,4,4,4,4,4,4,0x4:0:0"), E::HoleSeeds, 4, 11);
        row("too many seeds on the board", QStringLiteral("II:6:S:4,4,4,4,4,4,4,4,4,4,4,5:0:0"), E::TooManySeeds, 0);
        row("too many seeds with scores", QStringLiteral("II:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:1"), E::TooManySeeds, 0);
        row("too many seeds 2x3", QStringLiteral("II:3:S:24,0,0,0,0,1:0:0"), E::TooManySeeds, 0);
        row("bad south score", QStringLiteral("II:6:S:") + holes6 + QStringLiteral(":a:0"), E::Score, 5);
        row("bad north score", QStringLiteral("II:6:S:") + holes6 + QStringLiteral(":0:-1"), E::Score, 6);
        row("empty score", QStringLiteral("II:6:S:") + holes6 + QStringLiteral("::0"), E::Score, 5);
        row("score over 8N", QStringLiteral("II:6:S:0,0,0,0,0,0,0,0,0,0,0,0:49:0"), E::Score, 5);
        row("huge score", QStringLiteral("II:6:S:0,0,0,0,0,0,0,0,0,0,0,0:0:70000"), E::Score, 6);
        row("bad taker", QStringLiteral("II:6:S:") + holes6 + QStringLiteral(":0:0:X"), E::Taker, 7);
        row("lower-case taker", QStringLiteral("II:6:S:") + holes6 + QStringLiteral(":0:0:n"), E::Taker, 7);
        row("empty taker", QStringLiteral("II:6:S:") + holes6 + QStringLiteral(":0:0:"), E::Taker, 7);
        row("taker south", QStringLiteral("II:6:S:") + holes6 + QStringLiteral(":0:0:south"), E::Taker, 7);
        row("unicode variant", QStringLiteral("\u2161:6:S:") + holes6 + QStringLiteral(":0:0"), E::Variant, 1);
        row("unicode greek II", QStringLiteral("\u0399\u0399:6:S:") + holes6 + QStringLiteral(":0:0"), E::Variant, 1);
        row("full-width N", QStringLiteral("II:\uff16:S:") + holes6 + QStringLiteral(":0:0"), E::HolesPerRow, 2);
        row("unicode mover", QStringLiteral("II:6:\u015a:") + holes6 + QStringLiteral(":0:0"), E::Mover, 3);
        row("arabic digit", QStringLiteral("II:6:S:4,4,\u0664,4,4,4,4,4,4,4,4,4:0:0"), E::HoleSeeds, 4, 2);
        row("unicode junk", QStringLiteral("\u00bf\u00a1\u2603\U0001F600"), E::FieldCount, 0);
    }

    void positionTextErrors()
    {
        QFETCH(QString, text);
        QFETCH(PositionTextError, error);
        QFETCH(int, field);
        QFETCH(int, item);
        const ParsedPosition result = parsePosition(text.toStdString());
        QVERIFY2(std::holds_alternative<PositionTextProblem>(result), "the text was accepted");
        const PositionTextProblem problem = std::get<PositionTextProblem>(result);
        QCOMPARE(problem.error, error);
        QCOMPARE(problem.field, field);
        if (error == PositionTextError::HoleSeeds)
            QCOMPARE(problem.item, item);
    }

    void readMoveErrors_data()
    {
        QTest::addColumn<QString>("position");
        QTest::addColumn<QString>("move");
        QTest::addColumn<MoveTextError>("textError");
        QTest::addColumn<MoveError>("ruleError");
        const QString opening = QString::fromStdString(kOpening);
        // From the worked examples: after f A f d e B, North's F never ends.
        const QString endless = QStringLiteral("II:6:N:1,0,1,3,2,4,5,1,6,5,1,3:12:4");
        // South can only pass: every non-empty hole of theirs is endless.
        const QString onlyEndless = QStringLiteral("II:3:S:5,x,x,x,x,3:8:8");
        auto row = [](const char *name, const QString &pos, const char *move, MoveTextError text, MoveError rule) {
            QTest::newRow(name) << pos << QString::fromLatin1(move) << text << rule;
        };
        using T = MoveTextError;
        using R = MoveError;
        row("legal a", opening, "a", T::None, R::None);
        row("legal A", endless, "A", T::None, R::None);
        row("not a move", opening, "aa", T::NotAMove, R::None);
        row("not a move digit", opening, "3", T::NotAMove, R::None);
        row("off board", opening, "g", T::OffBoard, R::None);
        row("off board North", endless, "H", T::OffBoard, R::None);
        row("wrong player", opening, "A", T::WrongPlayer, R::None);
        row("wrong player North", endless, "f", T::WrongPlayer, R::None);
        row("empty hole", QStringLiteral("II:6:S:0,4,4,4,4,4,4,4,4,4,4,4:4:0"), "a", T::None, R::EmptyHole);
        row("empty hole North", QStringLiteral("II:6:N:4,4,4,4,4,4,0,4,4,4,4,4:4:0"), "A", T::None, R::EmptyHole);
        row("closed hole", QStringLiteral("II:6:S:4,4,4,x,x,x,4,4,4,4,x,x:6:2"), "e", T::None, R::ClosedHole);
        row("closed hole North", QStringLiteral("II:6:N:4,4,4,x,x,x,4,4,4,4,x,x:6:2"), "F", T::None, R::ClosedHole);
        row("endless sowing", endless, "F", T::None, R::EndlessSowing);
        row("endless, only hole", onlyEndless, "a", T::None, R::EndlessSowing);
        row("pass while a move exists", opening, "-", T::None, R::MustMove);
        row("pass with only endless holes", onlyEndless, "-", T::None, R::None);
        row("pass with an empty row", QStringLiteral("II:6:S:0,0,0,0,0,0,0,0,1,6,0,1:4:36"), "-", T::None, R::None);
        row("pass while North can move", endless, "-", T::None, R::MustMove);
    }

    void readMoveErrors()
    {
        QFETCH(QString, position);
        QFETCH(QString, move);
        QFETCH(MoveTextError, textError);
        QFETCH(MoveError, ruleError);
        const Position pos = parsed(position.toStdString());
        const MoveCheck check = readMove(pos, move.toStdString());
        QCOMPARE(check.textError, textError);
        QCOMPARE(check.ruleError, ruleError);
        QCOMPARE(check.ok(), textError == MoveTextError::None && ruleError == MoveError::None);
        if (textError == MoveTextError::None)
            QCOMPARE(checkMove(pos, check.move), ruleError);
    }

    void gameOverRefusesEveryMove()
    {
        // The last four of worked example 15: South's b ends the game.
        Position pos = parsed("II:6:S:0,1,3,0,2,0,0,0,1,1,0,0:32:8");
        QVERIFY(readMove(pos, "b").ok());
        playTurn(pos, Move::at(1));
        QVERIFY(pos.isOver());
        for (const char *text : {"a", "b", "c", "f", "A", "F", "-"}) {
            const MoveCheck check = readMove(pos, text);
            if (check.textError != MoveTextError::None)
                continue; // a letter of the row that was to move before the end
            QCOMPARE(check.ruleError, MoveError::GameOver);
        }
        QCOMPARE(checkMove(pos, Move::pass()), MoveError::GameOver);
        QCOMPARE(checkMove(pos, Move::at(0)), MoveError::GameOver);
        // Text errors are still told before the rules.
        QCOMPARE(readMove(pos, "zz").textError, MoveTextError::NotAMove);
    }

    void checkMoveOnRawMoves()
    {
        const Position opening = parsed(kOpening);
        QCOMPARE(checkMove(opening, Move::at(12)), MoveError::OffBoard);
        QCOMPARE(checkMove(opening, Move::at(-5)), MoveError::OffBoard);
        QCOMPARE(checkMove(opening, Move::at(6)), MoveError::NotYourHole);
        QCOMPARE(checkMove(opening, Move::at(11)), MoveError::NotYourHole);
        QCOMPARE(checkMove(opening, Move::at(0)), MoveError::None);
    }

    // A seeded garbage loop: random strings, then random mutations of valid
    // texts. parsePosition must never crash, and must either refuse a text
    // or accept it as a position whose own text reads back the same.
    void randomGarbage()
    {
        Random random(20261130);
        static const std::string alphabet = "0123456789012345678901234567890123456789:::,,,,,xxSNI-+ .capturerNS\t\n";
        auto pick = [&](const std::string &from) { return from[random.below(std::uint32_t(from.size()))]; };
        int accepted = 0;
        int refused = 0;
        auto check = [&](const std::string &text) {
            const QString why = checkAnyText(text);
            if (!why.isEmpty())
                QFAIL(qPrintable(
                    QStringLiteral("'%1': %2").arg(QString::fromLatin1(text.data(), qsizetype(text.size())), why)));
            std::holds_alternative<Position>(parsePosition(text)) ? ++accepted : ++refused;
        };

        for (int i = 0; i < 2000; ++i) {
            std::string text;
            const int length = int(random.below(80));
            const bool bytes = random.below(4) == 0;
            for (int k = 0; k < length; ++k)
                text += bytes ? char(random.below(256)) : pick(alphabet);
            check(text);
            if (QTest::currentTestFailed())
                return;
        }

        // Valid texts of every board size and variant, taker or not.
        std::vector<std::string> seeds;
        for (int n = kMinHolesPerRow; n <= kMaxHolesPerRow; ++n)
            for (const char *variant : {"I", "II", "III"})
                seeds.push_back(openingText(variant, n, n % 2 ? 'S' : 'N'));
        seeds.push_back("II:6:S:4,4,4,x,x,x,4,4,4,4,x,x:6:2");
        seeds.push_back("III:6:N:3,1,0,0,0,1,1,0,1,0,0,1:8:32:S");
        seeds.push_back("II:12:N:1,0,2,10,10,0,0,0,1,12,3,0,6,1,1,0,4,5,1,11,0,10,1,5:8:4:N");
        for (const std::string &s : seeds) {
            check(s);
            if (QTest::currentTestFailed())
                return;
        }
        const int validOnes = accepted;
        QCOMPARE(validOnes, int(seeds.size()));

        for (int i = 0; i < 4000; ++i) {
            std::string text = seeds[random.below(std::uint32_t(seeds.size()))];
            const int edits = 1 + int(random.below(3));
            for (int e = 0; e < edits && !text.empty(); ++e) {
                const std::uint32_t at = random.below(std::uint32_t(text.size()));
                switch (random.below(5)) {
                case 0: text[at] = pick(alphabet); break;                      // replace
                case 1: text.insert(text.begin() + at, pick(alphabet)); break; // insert
                case 2: text.erase(at, 1); break;                              // delete
                case 3: text[at] = char(random.below(256)); break;             // any byte
                default: text.insert(at, text.substr(at, random.below(8)));    // repeat a piece
                }
            }
            check(text);
            if (QTest::currentTestFailed())
                return;
        }
        // The loop must have exercised both outcomes, or it tested nothing.
        QVERIFY2(accepted - validOnes > 100, qPrintable(QString::number(accepted - validOnes)));
        QVERIFY2(refused > 1000, qPrintable(QString::number(refused)));
    }
};

QTEST_APPLESS_MAIN(TestNotation)
#include "tst_notation.moc"
