// hoyito-cli match as a user runs it: the real binary under QProcess, with
// random and greedy players so that whole matches take a moment. The
// scoreboard it prints is checked against the match rules of docs/RULES.md 7
// worked out here from the printed results alone (who starts, who takes the
// last four and why, the running score, the refill), never by replaying.

#include "clirun.h"

#include <QRegularExpression>
#include <QTest>

#include <array>
#include <optional>

using namespace hoyito::test;

namespace {

enum Side { South = 0, North = 1, Nobody = 2 };

Side sideOf(const QString &text)
{
    return text == QLatin1String("South") ? South : text == QLatin1String("North") ? North : Nobody;
}

struct RoundRow {
    int number = 0;
    Side starter = Nobody;
    bool refillShown = false;
    std::array<int, 2> carried{};
    QString closed;       // hole letters, "" for none
    Side winner = Nobody; // Nobody: a draw
    std::array<int, 2> seeds{};
    QString ending;
    int turns = 0;
    Side lastFour = Nobody; // Nobody: no last four
    QString why;            // "capturer", "winner of round K", "capturer, round K drawn"
    std::array<double, 2> score{};
};

struct Scoreboard {
    QString settings;
    std::vector<RoundRow> rounds;
    std::array<double, 2> score{};
    std::array<int, 2> seeds{};
    QString result;
};

// Reads the whole output; a line that is not as documented fails.
std::optional<Scoreboard> parse(const QByteArray &out, QString *problem)
{
    static const QRegularExpression roundLine(QStringLiteral(
        "^round (\\d+): start (South|North)(?:, carried (\\d+)-(\\d+), closed ([a-lA-L]+|none))?, "
        "(South wins|North wins|draw) (\\d+)-(\\d+) \\(([a-z0-9-]+)\\), (\\d+) turns, "
        "last four: (South|North|none)(?: \\(([a-z0-9, ]+)\\))?; score South ([0-9.]+), North ([0-9.]+)$"));
    static const QRegularExpression scoreLine(
        QStringLiteral("^score: South ([0-9.]+), North ([0-9.]+); seeds South (\\d+), North (\\d+)$"));
    const QStringList all = outputLines(out);
    Scoreboard board;
    if (all.size() < 4 || !all[0].startsWith(QLatin1String("match: ")) ||
        !all[1].startsWith(QLatin1String("players: "))) {
        *problem = QStringLiteral("no settings and players lines");
        return std::nullopt;
    }
    board.settings = all[0];
    for (int i = 2; i < all.size() - 2; ++i) {
        const QRegularExpressionMatch m = roundLine.match(all[i]);
        if (!m.hasMatch()) {
            *problem = QStringLiteral("not a round line: ") + all[i];
            return std::nullopt;
        }
        RoundRow row;
        row.number = m.captured(1).toInt();
        row.starter = sideOf(m.captured(2));
        row.refillShown = m.capturedLength(3) > 0;
        row.carried = {m.captured(3).toInt(), m.captured(4).toInt()};
        row.closed = m.captured(5) == QLatin1String("none") ? QString() : m.captured(5);
        row.winner = m.captured(6) == QLatin1String("South wins")   ? South
                     : m.captured(6) == QLatin1String("North wins") ? North
                                                                    : Nobody;
        row.seeds = {m.captured(7).toInt(), m.captured(8).toInt()};
        row.ending = m.captured(9);
        row.turns = m.captured(10).toInt();
        row.lastFour = sideOf(m.captured(11));
        row.why = m.captured(12);
        row.score = {m.captured(13).toDouble(), m.captured(14).toDouble()};
        board.rounds.push_back(row);
    }
    const QRegularExpressionMatch score = scoreLine.match(all[all.size() - 2]);
    if (!score.hasMatch() || !all.last().startsWith(QLatin1String("result: "))) {
        *problem = QStringLiteral("no score and result lines at the end");
        return std::nullopt;
    }
    board.score = {score.captured(1).toDouble(), score.captured(2).toDouble()};
    board.seeds = {score.captured(3).toInt(), score.captured(4).toInt()};
    board.result = all.last().mid(8);
    return board;
}

QString sideName(Side side)
{
    return side == South ? QStringLiteral("South") : QStringLiteral("North");
}

Side other(Side side)
{
    return side == South ? North : South;
}

} // namespace

class TstMatchCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void scoreboardFollowsTheRules_data();
    void scoreboardFollowsTheRules();
    void sameSeedSameMatch();
    void computerLevelsPlayAMatch();
    void badInput_data();
    void badInput();
};

void TstMatchCli::scoreboardFollowsTheRules_data()
{
    QTest::addColumn<QStringList>("args");
    const QStringList players{QStringLiteral("--a"), QStringLiteral("greedy"), QStringLiteral("--b"),
                              QStringLiteral("random")};
    for (int seed : {1, 2, 3, 4, 5, 6})
        QTest::addRow("III, 5 rounds, seed %d", seed)
            << players + QStringList{QStringLiteral("--seed"), QString::number(seed)};
    for (int seed : {7, 8, 9})
        QTest::addRow("III, 6 rounds, random vs random, seed %d", seed) << QStringList{
            QStringLiteral("--a"),      QStringLiteral("random"), QStringLiteral("--b"),    QStringLiteral("random"),
            QStringLiteral("--rounds"), QStringLiteral("6"),      QStringLiteral("--seed"), QString::number(seed)};
    for (int seed : {1, 2, 3})
        QTest::addRow("loser starts, seed %d", seed)
            << players + QStringList{QStringLiteral("--rounds"), QStringLiteral("7"), QStringLiteral("--loser-starts"),
                                     QStringLiteral("--seed"), QString::number(seed)};
    QTest::newRow("no handicap") << players + QStringList{QStringLiteral("--rounds"), QStringLiteral("5"),
                                                          QStringLiteral("--no-handicap")};
    QTest::newRow("Hoyito II") << players + QStringList{QStringLiteral("--variant"), QStringLiteral("II"),
                                                        QStringLiteral("--rounds"), QStringLiteral("4")};
    QTest::newRow("North starts, 2x4") << players + QStringList{QStringLiteral("--start"),  QStringLiteral("N"),
                                                                QStringLiteral("--holes"),  QStringLiteral("4"),
                                                                QStringLiteral("--rounds"), QStringLiteral("4")};
    for (int seed : {1, 2})
        QTest::addRow("first to 3, seed %d", seed)
            << players + QStringList{QStringLiteral("--first-to"), QStringLiteral("3"), QStringLiteral("--seed"),
                                     QString::number(seed)};
    for (int seed : {1, 2, 3, 4})
        QTest::addRow("refill, seed %d", seed)
            << players + QStringList{QStringLiteral("--rounds"), QStringLiteral("40"), QStringLiteral("--refill"),
                                     QStringLiteral("--seed"), QString::number(seed)};
    QTest::newRow("refill, loser starts, 2x5")
        << QStringList{QStringLiteral("--a"),           QStringLiteral("random"),  QStringLiteral("--b"),
                       QStringLiteral("greedy"),        QStringLiteral("--holes"), QStringLiteral("5"),
                       QStringLiteral("--first-to"),    QStringLiteral("20"),      QStringLiteral("--refill"),
                       QStringLiteral("--loser-starts")};
}

void TstMatchCli::scoreboardFollowsTheRules()
{
    QFETCH(QStringList, args);
    const CliRun run = runCli(QStringList{QStringLiteral("match")} + args);
    QVERIFY(run.finished);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY(run.err.isEmpty());
    QString problem;
    const std::optional<Scoreboard> parsed = parse(run.out, &problem);
    QVERIFY2(parsed, qPrintable(problem + QStringLiteral("\n") + QString::fromUtf8(run.out)));
    const Scoreboard &board = *parsed;

    // The settings the options ask for.
    const auto option = [&args](const char *name) -> QString {
        const int at = int(args.indexOf(QLatin1String(name)));
        return at >= 0 && at + 1 < args.size() ? args[at + 1] : QString();
    };
    const QString variant = option("--variant").isEmpty() ? QStringLiteral("III") : option("--variant");
    const int holes = option("--holes").isEmpty() ? 6 : option("--holes").toInt();
    const bool refill = args.contains(QLatin1String("--refill"));
    const bool loserStarts = args.contains(QLatin1String("--loser-starts"));
    const bool handicap = variant == QLatin1String("III") && !args.contains(QLatin1String("--no-handicap"));
    const int firstTo = option("--first-to").toInt();
    const int length = firstTo > 0 ? firstTo : (option("--rounds").isEmpty() ? 5 : option("--rounds").toInt());
    const Side firstStarter = option("--start") == QLatin1String("N") ? North : South;
    QVERIFY2(board.settings.startsWith(QStringLiteral("match: Hoyito %1 2x%2, ").arg(variant).arg(holes)),
             qPrintable(board.settings));
    QCOMPARE(board.settings.contains(QLatin1String("loser starts")), loserStarts);
    QCOMPARE(board.settings.contains(QLatin1String("refill on")), refill);
    QCOMPARE(board.settings.contains(QLatin1String("handicap on")), handicap);
    const int total = 8 * holes;

    std::array<double, 2> score{};
    std::array<int, 2> wins{};
    std::array<int, 2> seeds{};
    std::optional<Side> cannotFill;
    bool sawWinnerTakes = false;
    for (std::size_t i = 0; i < board.rounds.size(); ++i) {
        const RoundRow &row = board.rounds[i];
        const RoundRow *previous = i > 0 ? &board.rounds[i - 1] : nullptr;
        const QString where = QStringLiteral("round %1").arg(row.number);
        QCOMPARE(row.number, int(i) + 1);
        QVERIFY2(!cannotFill, "a round after a player could not refill");

        // Who starts: the chosen player, then alternating, or the loser
        // (after a draw, the other player than last time).
        Side starter = firstStarter;
        if (previous)
            starter = loserStarts && previous->winner != Nobody ? other(previous->winner) : other(previous->starter);
        QVERIFY2(row.starter == starter, qPrintable(where));

        // The seeds: all of the game's, and the winner has more.
        QCOMPARE(row.seeds[0] + row.seeds[1], total);
        const Side winner = row.seeds[0] > row.seeds[1] ? South : row.seeds[1] > row.seeds[0] ? North : Nobody;
        QVERIFY2(row.winner == winner, qPrintable(where));

        // The last four: only when the game ended by them; to the capturer
        // in rounds 1 and 2 (and always without the handicap), from round
        // 3 to the winner of the previous round, or the capturer after a
        // drawn round.
        QCOMPARE(row.lastFour != Nobody, row.ending == QLatin1String("lastfour"));
        if (row.lastFour != Nobody) {
            if (!handicap || row.number < 3) {
                QCOMPARE(row.why, QStringLiteral("capturer"));
            } else if (previous->winner == Nobody) {
                QCOMPARE(row.why, QStringLiteral("capturer, round %1 drawn").arg(row.number - 1));
            } else {
                QCOMPARE(row.why, QStringLiteral("winner of round %1").arg(row.number - 1));
                QVERIFY2(row.lastFour == previous->winner, qPrintable(where));
                sawWinnerTakes = true;
            }
        } else {
            QVERIFY(row.why.isEmpty());
        }

        // The refill: each player fills their row from the left with what
        // they had at the end of the last round, four a hole; the rest is
        // carried. A player with fewer than four seeds ends the match.
        QCOMPARE(row.refillShown, refill && row.number > 1);
        if (row.refillShown) {
            QString closed;
            for (Side side : {South, North}) {
                const int had = previous->seeds[side];
                const int filled = qMin(had / 4, holes);
                QVERIFY2(row.carried[side] == had - 4 * filled, qPrintable(where));
                for (int hole = filled; hole < holes; ++hole)
                    closed += QChar(QLatin1Char(char((side == South ? 'a' : 'A') + hole)));
            }
            QCOMPARE(row.closed, closed);
        }

        // The running score: a win is 1, a draw 1/2 each.
        if (winner == Nobody) {
            score[0] += 0.5;
            score[1] += 0.5;
        } else {
            score[winner] += 1;
            ++wins[winner];
        }
        QCOMPARE(row.score, score);
        for (Side side : {South, North})
            seeds[side] += row.seeds[side] - row.carried[side];
        if (refill)
            for (Side side : {South, North})
                if (row.seeds[side] < 4)
                    cannotFill = side;
        // The length: no round after it was reached.
        if (i + 1 < board.rounds.size()) {
            if (firstTo > 0)
                QVERIFY(wins[0] < firstTo && wins[1] < firstTo);
            else
                QVERIFY(int(i) + 1 < length);
        }
    }
    QVERIFY(!board.rounds.empty());
    QCOMPARE(board.score, score);
    QCOMPARE(board.seeds, seeds);
    const bool lengthReached =
        firstTo > 0 ? (wins[0] >= firstTo || wins[1] >= firstTo) : int(board.rounds.size()) == length;
    if (handicap && board.rounds.size() >= 5 && !refill)
        QVERIFY2(sawWinnerTakes, "no round gave the last four to the previous winner");

    // The result: a player who cannot refill loses; else the score, then
    // the seeds over the match.
    QString expected;
    if (lengthReached) {
        const Side winner = score[0] > score[1]   ? South
                            : score[1] > score[0] ? North
                            : seeds[0] > seeds[1] ? South
                            : seeds[1] > seeds[0] ? North
                                                  : Nobody;
        expected =
            winner == Nobody ? QStringLiteral("drawn match") : sideName(winner) + QStringLiteral(" wins the match");
        if (winner != Nobody && score[0] == score[1])
            expected += QStringLiteral(" on seeds");
        expected += firstTo > 0 ? QStringLiteral(" (%1 won %2 round%3)")
                                      .arg(sideName(winner))
                                      .arg(firstTo)
                                      .arg(firstTo == 1 ? QString() : QStringLiteral("s"))
                                : QStringLiteral(" (%1 rounds played)").arg(length);
    } else {
        QVERIFY2(cannotFill, "the match ended early without a reason");
        expected = sideName(other(*cannotFill)) + QStringLiteral(" wins the match (") + sideName(*cannotFill) +
                   QStringLiteral(" cannot fill a hole)");
    }
    QCOMPARE(board.result, expected);
}

void TstMatchCli::sameSeedSameMatch()
{
    const QStringList args{QStringLiteral("match"),  QStringLiteral("--a"),    QStringLiteral("random"),
                           QStringLiteral("--b"),    QStringLiteral("greedy"), QStringLiteral("--refill"),
                           QStringLiteral("--seed"), QStringLiteral("42")};
    const CliRun first = runCli(args);
    const CliRun second = runCli(args);
    QVERIFY(first.finished && second.finished);
    QCOMPARE(first.exitCode, 0);
    QCOMPARE(first.out, second.out);
    QStringList other = args;
    other.last() = QStringLiteral("43");
    const CliRun third = runCli(other);
    QCOMPARE(third.exitCode, 0);
    QVERIFY(third.out != first.out);
}

void TstMatchCli::computerLevelsPlayAMatch()
{
    // The search players, on a small board so that a round is quick.
    const CliRun run = runCli({QStringLiteral("match"), QStringLiteral("--a"), QStringLiteral("1"),
                               QStringLiteral("--b"), QStringLiteral("2"), QStringLiteral("--holes"),
                               QStringLiteral("4"), QStringLiteral("--rounds"), QStringLiteral("3")});
    QVERIFY(run.finished);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QString problem;
    const std::optional<Scoreboard> board = parse(run.out, &problem);
    QVERIFY2(board, qPrintable(problem));
    QCOMPARE(board->rounds.size(), std::size_t(3));
    QVERIFY(outputLines(run.out).at(1).startsWith(QLatin1String("players: A level 1 (South), B level 2 (North)")));
}

void TstMatchCli::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QStringList ab{QStringLiteral("--a"), QStringLiteral("random"), QStringLiteral("--b"),
                         QStringLiteral("random")};
    QTest::newRow("no players") << QStringList{} << "usage: hoyito-cli match";
    QTest::newRow("no B") << QStringList{QStringLiteral("--a"), QStringLiteral("1")} << "usage: hoyito-cli match";
    QTest::newRow("level 7") << QStringList{QStringLiteral("--a"), QStringLiteral("7"), QStringLiteral("--b"),
                                            QStringLiteral("1")}
                             << "--a must be a number from 1 to 6, not '7'";
    QTest::newRow("unknown player") << QStringList{QStringLiteral("--a"), QStringLiteral("1"), QStringLiteral("--b"),
                                                   QStringLiteral("depth:3")}
                                    << "--b must be a level from 1 to 6, random or greedy, not 'depth:3'";
    QTest::newRow("zero rounds") << ab + QStringList{QStringLiteral("--rounds"), QStringLiteral("0")}
                                 << "--rounds must be a number from 1 to 99, not '0'";
    QTest::newRow("rounds and wins") << ab + QStringList{QStringLiteral("--rounds"), QStringLiteral("3"),
                                                         QStringLiteral("--first-to"), QStringLiteral("2")}
                                     << "give --rounds or --first-to, not both";
    QTest::newRow("variant IV") << ab + QStringList{QStringLiteral("--variant"), QStringLiteral("IV")}
                                << "--variant must be I, II or III, not 'IV'";
    QTest::newRow("holes 2") << ab + QStringList{QStringLiteral("--holes"), QStringLiteral("2")}
                             << "--holes must be a number from 3 to 12, not '2'";
    QTest::newRow("start X") << ab + QStringList{QStringLiteral("--start"), QStringLiteral("X")}
                             << "--start must be S or N, not 'X'";
    QTest::newRow("missing value") << ab + QStringList{QStringLiteral("--seed")} << "--seed needs a value";
    QTest::newRow("unknown option") << ab + QStringList{QStringLiteral("--fast")} << "unknown option --fast";
    QTest::newRow("stray word") << ab + QStringList{QStringLiteral("five")} << "usage: hoyito-cli match";
}

void TstMatchCli::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CliRun run = runCli(QStringList{QStringLiteral("match")} + args);
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    const QStringList err = outputLines(run.err);
    QCOMPARE(err.size(), 1);
    QVERIFY2(err.first().startsWith(QStringLiteral("hoyito-cli: ") + message), qPrintable(err.first()));
}

QTEST_GUILESS_MAIN(TstMatchCli)
#include "tst_match_cli.moc"
