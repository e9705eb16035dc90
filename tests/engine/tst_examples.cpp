// The worked examples the project started from (tests/data/examples, made
// by an independent implementation; docs/RULES.md 11 shows a selection of
// them, and tst_rules_doc plays those): one Qt Test
// row per single-move case and per perft depth. The engine must tell the
// same story as the examples, event by event.

#include "tracereplay.h"

#include "hoyito/game.h"
#include "hoyito/notation.h"
#include "hoyito/perft.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <optional>

using namespace hoyito;
using namespace hoyito::test;

namespace hoyito {
// Readable QCOMPARE failures (found by argument-dependent lookup).
char *toString(MoveError e)
{
    return QTest::toString(QStringLiteral("MoveError(%1)").arg(int(e)));
}
char *toString(Player p)
{
    return QTest::toString(QString(QChar::fromLatin1(playerLetter(p))));
}
} // namespace hoyito

namespace {

// Perft rows above this count are left out: deeper ones take seconds each
// and add nothing that the shallower rows do not already check.
constexpr quint64 kMaxPerftCount = 4'000'000;

QString examplePath(const char *name)
{
    return QStringLiteral(HOYITO_TEST_DATA "/examples/") + QLatin1String(name);
}

QJsonObject readJsonObject(const char *name)
{
    QFile file(examplePath(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

QStringList strings(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray())
        list << item.toString();
    return list;
}

QList<int> ints(const QJsonValue &value)
{
    QList<int> list;
    for (const QJsonValue &item : value.toArray())
        list << item.toInt(-1);
    return list;
}

std::optional<Player> playerOf(const QJsonValue &value)
{
    return parsePlayer(value.toString().toStdString());
}

// The examples spell the taker in words; docs/RULES.md 8 uses S and N.
std::optional<LastFourTaker> takerOf(const QString &text)
{
    if (text == QLatin1String("capturer"))
        return LastFourTaker::Capturer;
    if (text == QLatin1String("south"))
        return LastFourTaker::South;
    if (text == QLatin1String("north"))
        return LastFourTaker::North;
    return std::nullopt;
}

// Builds a position from an example's fields; an empty string means success.
QString buildPosition(const QJsonObject &example, const char *boardKey, const char *moverKey, Position &pos)
{
    const auto variant = parseVariant(example.value(QLatin1String("variant")).toString().toStdString());
    if (!variant)
        return QStringLiteral("bad variant");
    const int holesPerRow = example.value(QLatin1String("holes_per_row")).toInt();
    if (!isValidHolesPerRow(holesPerRow))
        return QStringLiteral("bad holes_per_row");
    LastFourTaker taker = LastFourTaker::Capturer;
    if (example.contains(QLatin1String("last_four_taker"))) {
        const auto parsed = takerOf(example.value(QLatin1String("last_four_taker")).toString());
        if (!parsed)
            return QStringLiteral("bad last_four_taker");
        taker = *parsed;
    }
    const auto mover = playerOf(example.value(QLatin1String(moverKey)));
    if (!mover)
        return QStringLiteral("bad mover");
    const QList<int> board = ints(example.value(QLatin1String(boardKey)));
    if (board.size() != 2 * holesPerRow)
        return QStringLiteral("board has %1 holes").arg(board.size());

    pos = Position{};
    pos.rules = Rules{*variant, holesPerRow, taker};
    for (int h = 0; h < board.size(); ++h)
        pos.seeds[h] = static_cast<std::uint8_t>(board[h]);
    pos.toMove = *mover;
    if (example.contains(QLatin1String("scores_before"))) {
        const QList<int> scores = ints(example.value(QLatin1String("scores_before")));
        if (scores.size() != 2)
            return QStringLiteral("bad scores_before");
        pos.scores = {static_cast<std::int16_t>(scores[0]), static_cast<std::int16_t>(scores[1])};
    }
    return {};
}

QStringList moveTexts(const Rules &rules, const std::vector<Move> &moves)
{
    QStringList list;
    for (Move m : moves)
        list << QString::fromStdString(moveText(rules, m));
    return list;
}

QStringList holeTexts(const Rules &rules, const std::vector<int> &holes)
{
    QStringList list;
    for (int h : holes)
        list << QString(QChar::fromLatin1(holeLetter(rules, h)));
    return list;
}

QStringList eventTexts(const Trace &trace)
{
    QStringList list;
    for (const Event &e : trace)
        list << QString::fromStdString(eventText(e));
    return list;
}

QList<int> boardOf(const Position &pos)
{
    QList<int> list;
    for (int h = 0; h < pos.rules.holeCount(); ++h)
        list << pos.seeds[h];
    return list;
}

} // namespace

class TestExamples : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void singleMovesFileIsComplete()
    {
        const QJsonObject root = readJsonObject("single_moves.json");
        const QJsonArray cases = root.value(QLatin1String("cases")).toArray();
        QCOMPARE(cases.size(), 40);
        // The rule points the cases are there to show; losing one of them
        // from the file would silently weaken singleMove().
        QSet<QString> shows;
        int illegal = 0;
        for (const QJsonValue &c : cases) {
            shows << c.toObject().value(QLatin1String("shows")).toString();
            illegal += c.toObject().value(QLatin1String("legal")).toBool(true) ? 0 : 1;
        }
        for (const char *point :
             {"no-relay", "pass", "end-lastfour", "en-passant", "en-passant-ends-game", "endless", "end-empty"})
            QVERIFY2(shows.contains(QLatin1String(point)), point);
        QCOMPARE(illegal, 2);
    }

    void singleMove_data()
    {
        QTest::addColumn<QJsonObject>("example");
        const QJsonArray cases = readJsonObject("single_moves.json").value(QLatin1String("cases")).toArray();
        for (const QJsonValue &value : cases) {
            const QJsonObject c = value.toObject();
            const QString name = QStringLiteral("%1 %2 %3x%4 %5")
                                     .arg(c.value(QLatin1String("id")).toInt())
                                     .arg(c.value(QLatin1String("variant")).toString())
                                     .arg(2)
                                     .arg(c.value(QLatin1String("holes_per_row")).toInt())
                                     .arg(c.value(QLatin1String("shows")).toString());
            QTest::newRow(qPrintable(name)) << c;
        }
    }

    void singleMove()
    {
        QFETCH(QJsonObject, example);
        Position before;
        const QString problem = buildPosition(example, "board", "mover", before);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));

        QCOMPARE(moveTexts(before.rules, legalMoves(before)), strings(example.value(QLatin1String("legal_moves"))));
        QCOMPARE(holeTexts(before.rules, endlessHoles(before)), strings(example.value(QLatin1String("endless_moves"))));

        const std::string text = example.value(QLatin1String("move")).toString().toStdString();
        const ParsedMove parsed = parseMove(before.rules, before.toMove, text);
        QVERIFY(parsed.error == MoveTextError::None);
        const Move move = parsed.move;
        QCOMPARE(moveText(before.rules, move), text);

        if (!example.value(QLatin1String("legal")).toBool()) {
            QCOMPARE(checkMove(before, move), MoveError::EndlessSowing);
            QCOMPARE(readMove(before, text).ruleError, MoveError::EndlessSowing);
            QCOMPARE(Game(before).check(move), MoveError::EndlessSowing);
            QVERIFY(isEndless(before, move.hole));
            // An endless move is refused and leaves the position untouched.
            Position copy = before;
            QVERIFY(playTurn(copy, move).endless);
            QVERIFY(copy == before);
            return;
        }

        QCOMPARE(checkMove(before, move), MoveError::None);
        QVERIFY(readMove(before, text).ok());
        if (!move.isPass())
            QVERIFY(!isEndless(before, move.hole));

        Game game(before);
        const TurnRecord turn = game.play(move);
        const Position &after = game.position();
        QCOMPARE(turn.mover, before.toMove);
        QVERIFY(turn.move == move);
        QCOMPARE(game.turnCount(), 1);

        QCOMPARE(boardOf(after), ints(example.value(QLatin1String("result_board"))));
        const QList<int> scoresAfter = ints(example.value(QLatin1String("scores_after")));
        QCOMPARE(scoresAfter.size(), 2);
        QCOMPARE(int(after.scores[0]), scoresAfter[0]);
        QCOMPARE(int(after.scores[1]), scoresAfter[1]);
        const int mover = index(before.toMove);
        QCOMPARE(after.scores[mover] - before.scores[mover], example.value(QLatin1String("gain_of_mover")).toInt());

        const bool over = example.value(QLatin1String("game_over")).toBool();
        QCOMPARE(after.isOver(), over);
        QCOMPARE(game.isOver(), over);
        if (over) {
            QCOMPARE(QString::fromLatin1(endReasonName(after.ending)),
                     example.value(QLatin1String("end_reason")).toString());
            QVERIFY(example.value(QLatin1String("next_to_move")).isNull());
            QVERIFY(legalMoves(after).empty());
        } else {
            QVERIFY(example.value(QLatin1String("end_reason")).isNull());
            const auto next = playerOf(example.value(QLatin1String("next_to_move")));
            QVERIFY(next.has_value());
            QCOMPARE(after.toMove, *next);
        }
        QCOMPARE(turn.summary.extraTurn, example.value(QLatin1String("moves_again")).toBool());
        QVERIFY(!turn.summary.endless);
        QCOMPARE(turn.summary.laps, example.value(QLatin1String("laps")).toInt());
        QCOMPARE(turn.summary.seedsSown, example.value(QLatin1String("seeds_sown")).toInt());
        QCOMPARE(turn.summary.captured, example.value(QLatin1String("captured_by_mover")).toInt());
        // Seeds sown are the seeds that fell, one drop event each.
        QCOMPARE(int(std::count_if(turn.trace.begin(), turn.trace.end(),
                                   [](const Event &e) { return e.kind == EventKind::Drop; })),
                 turn.summary.seedsSown);

        const QStringList events = eventTexts(turn.trace);
        QCOMPARE(events, strings(example.value(QLatin1String("events"))));
        const QJsonValue lastFour = example.value(QLatin1String("lastfour"));
        const QStringList lastFourEvents = events.filter(QRegularExpression(QStringLiteral("^lastfour\\(")));
        QCOMPARE(lastFourEvents, lastFour.isNull() ? QStringList() : QStringList{lastFour.toString()});

        // The trace tells the whole story: replayed onto the old board it
        // gives the new board and scores.
        const TraceReplay replay = replayTrace(before, turn.trace);
        QVERIFY2(replay.error.isEmpty(), qPrintable(replay.error));
        QCOMPARE(boardOf(replay.after), boardOf(after));
        QCOMPARE(replay.after.scores[0], after.scores[0]);
        QCOMPARE(replay.after.scores[1], after.scores[1]);
        if (!after.isOver())
            QCOMPARE(replay.after.toMove, after.toMove);

        // The fast path of search and playouts (no trace) plays the same turn.
        Position fast = before;
        const TurnSummary summary = playTurn(fast, move);
        QVERIFY(fast == after);
        QCOMPARE(summary.laps, turn.summary.laps);
        QCOMPARE(summary.seedsSown, turn.summary.seedsSown);
        QCOMPARE(summary.captured, turn.summary.captured);
        QCOMPARE(summary.extraTurn, turn.summary.extraTurn);
    }

    void perftTableIsComplete()
    {
        const auto tables = readPerftTable();
        QCOMPARE(tables.size(), qsizetype(4));
        int rows = 0;
        for (const PerftTable &t : tables)
            rows += int(t.counts.size());
        QCOMPARE(rows, 9 + 9 + 11 + 7);
        QCOMPARE(readJsonObject("perft_positions.json").value(QLatin1String("positions")).toArray().size(), 9);
    }

    void perftOpening_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<int>("holesPerRow");
        QTest::addColumn<int>("depth");
        QTest::addColumn<quint64>("expected");
        for (const PerftTable &t : readPerftTable()) {
            for (int d = 1; d <= int(t.counts.size()); ++d) {
                if (t.counts[d - 1] > kMaxPerftCount)
                    continue;
                QTest::addRow("%s 2x%d depth %d", variantName(t.variant).data(), t.holesPerRow, d)
                    << int(t.variant) << t.holesPerRow << d << t.counts[d - 1];
            }
        }
    }

    void perftOpening()
    {
        QFETCH(int, variant);
        QFETCH(int, holesPerRow);
        QFETCH(int, depth);
        QFETCH(quint64, expected);
        const Position opening =
            Position::initial(Rules{Variant(variant), holesPerRow, LastFourTaker::Capturer}, Player::South);
        QCOMPARE(quint64(perft(opening, depth)), expected);
    }

    void perftPosition_data()
    {
        QTest::addColumn<QJsonObject>("example");
        QTest::addColumn<int>("depth");
        QTest::addColumn<quint64>("expected");
        const QJsonArray positions = readJsonObject("perft_positions.json").value(QLatin1String("positions")).toArray();
        for (int i = 0; i < positions.size(); ++i) {
            const QJsonObject p = positions[i].toObject();
            const QJsonArray counts = p.value(QLatin1String("perft")).toArray();
            for (int d = 1; d <= counts.size(); ++d) {
                const quint64 expected = quint64(counts[d - 1].toInteger());
                if (expected > kMaxPerftCount)
                    continue;
                QTest::addRow("position %d %s 2x%d depth %d", i + 1,
                              qPrintable(p.value(QLatin1String("variant")).toString()),
                              p.value(QLatin1String("holes_per_row")).toInt(), d)
                    << p << d << expected;
            }
        }
    }

    void perftPosition()
    {
        QFETCH(QJsonObject, example);
        QFETCH(int, depth);
        QFETCH(quint64, expected);
        Position pos;
        const QString problem = buildPosition(example, "board", "to_move", pos);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(quint64(perft(pos, depth)), expected);
    }

    // The positions of perft_positions.json that give their moves from the
    // opening must be reached by playing those moves.
    void perftPositionsAreReachable_data()
    {
        QTest::addColumn<QJsonObject>("example");
        const QJsonArray positions = readJsonObject("perft_positions.json").value(QLatin1String("positions")).toArray();
        for (int i = 0; i < positions.size(); ++i) {
            const QJsonObject p = positions[i].toObject();
            if (p.contains(QLatin1String("moves_from_opening")))
                QTest::addRow("position %d", i + 1) << p;
        }
    }

    void perftPositionsAreReachable()
    {
        QFETCH(QJsonObject, example);
        Position expected;
        const QString problem = buildPosition(example, "board", "to_move", expected);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        Game game(Position::initial(expected.rules, Player::South));
        const QStringList moves = example.value(QLatin1String("moves_from_opening")).toString().split(QLatin1Char(' '));
        for (const QString &text : moves) {
            const MoveCheck check = readMove(game.position(), text.toStdString());
            QVERIFY2(check.ok(), qPrintable(text));
            game.play(check.move);
        }
        QCOMPARE(boardOf(game.position()), boardOf(expected));
        QCOMPARE(game.position().toMove, expected.toMove);
    }

    // docs/CLI.md: perft(p, 0) = 1, and perft(p, d > 0) = 0 once the game is over.
    void perftOfAFinishedGame()
    {
        Position pos = Position::initial(Rules{Variant::II, 6, LastFourTaker::Capturer});
        pos.seeds = {0, 1, 3, 0, 2, 0, 0, 0, 1, 1, 0, 0};
        pos.scores = {32, 8};
        QCOMPARE(perft(pos, 1), std::uint64_t(3));
        playTurn(pos, Move::at(1));
        QVERIFY(pos.isOver());
        QCOMPARE(perft(pos, 0), std::uint64_t(1));
        QCOMPARE(perft(pos, 1), std::uint64_t(0));
        QCOMPARE(perft(pos, 5), std::uint64_t(0));
    }

private:
    struct PerftTable {
        Variant variant = Variant::II;
        int holesPerRow = 6;
        std::vector<quint64> counts; // counts[d - 1] = perft(opening, d)
    };

    // perft.txt: a "# VARIANT 2xN ..." header, then "DEPTH COUNT" lines.
    static QList<PerftTable> readPerftTable()
    {
        QList<PerftTable> tables;
        QFile file(examplePath("perft.txt"));
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
            return tables;
        static const QRegularExpression header(QStringLiteral("^#\\s*(I|II|III)\\s+2x(\\d+)\\b"));
        static const QRegularExpression row(QStringLiteral("^\\s*(\\d+)\\s+(\\d+)\\s*$"));
        while (!file.atEnd()) {
            const QString line = QString::fromUtf8(file.readLine()).trimmed();
            if (const auto m = header.match(line); m.hasMatch()) {
                PerftTable t;
                t.variant = *parseVariant(m.captured(1).toStdString());
                t.holesPerRow = m.captured(2).toInt();
                tables << t;
            } else if (const auto m = row.match(line); m.hasMatch() && !tables.isEmpty()) {
                // Depths are listed in order from 1; a gap would misplace counts.
                if (m.captured(1).toInt() != int(tables.last().counts.size()) + 1)
                    return {};
                tables.last().counts.push_back(m.captured(2).toULongLong());
            }
        }
        return tables;
    }
};

QTEST_APPLESS_MAIN(TestExamples)
#include "tst_examples.moc"
