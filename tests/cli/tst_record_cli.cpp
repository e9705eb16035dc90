// hoyito-cli check and replay, run as a process: the printed positions are
// those of the engine's replay of the record, and a bad record is one line
// on stderr with exit code 2.

#include "clirun.h"
#include "recordfile.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace hoyito;
using namespace hoyito::app;
using namespace hoyito::test;

namespace {

QString fixture(const QString &name)
{
    return QStringLiteral(HOYITO_TEST_DATA "/") + name;
}

QString text(const Position &pos)
{
    return QString::fromStdString(positionText(pos));
}

// S/N/draw/none SOUTH-NORTH REASON[, X to move], from the engine's verdict.
QString resultLine(const Position &pos)
{
    const std::array<int, 2> scores =
        pos.isOver() ? finalScores(pos) : std::array<int, 2>{pos.scores[0], pos.scores[1]};
    QString winner = QStringLiteral("none");
    if (pos.isOver()) {
        const Result result = resultOf(scores);
        winner = result == Result::SouthWins   ? QStringLiteral("S")
                 : result == Result::NorthWins ? QStringLiteral("N")
                                               : QStringLiteral("draw");
    }
    QString line = QStringLiteral("%1 %2-%3 %4")
                       .arg(winner)
                       .arg(scores[0])
                       .arg(scores[1])
                       .arg(QString::fromStdString(std::string(endReasonName(pos.ending))));
    if (!pos.isOver())
        line += QStringLiteral(", %1 to move").arg(QLatin1Char(playerLetter(pos.toMove)));
    return line;
}

QStringList fixtureNames()
{
    return {QStringLiteral("finished_ii_2x6.hoyito"),  QStringLiteral("in_progress_iii_2x6.hoyito"),
            QStringLiteral("finished_ii_2x12.hoyito"), QStringLiteral("match_iii_2x6.hoyito"),
            QStringLiteral("match_iii_round3.hoyito"), QStringLiteral("match_iii_finished.hoyito"),
            QStringLiteral("match_ii_refill.hoyito"),  QStringLiteral("reviewed_ii_2x6.hoyito")};
}

QString letter(Player p)
{
    return QString(QLatin1Char(playerLetter(p)));
}

// The games of a record replayed here, from the record's moves, each round
// from the start hoyito::Match gives it; and the scoreboard the CLI must
// print, worded from docs/RULES.md 6.1 and 7 by this test.
struct Replayed {
    std::vector<Game> games;    // every round, the record's own game last
    std::optional<Match> match; // with every finished game counted
    QString settingsLine;       // "match: ..."
    QStringList roundLines;     // "round K: ..." without the result
    QStringList results;        // "; RESULT; T turns" of each round
    QStringList scoreLines;     // "score: ...", "match: ..."
};

Replayed replayRecord(const GameRecord &record)
{
    Replayed r;
    std::vector<QStringList> moveLists;
    if (record.match)
        for (const RoundRecord &round : record.match->rounds)
            moveLists.push_back(round.moves);
    moveLists.push_back(record.moves);
    if (!record.match) {
        r.games.emplace_back(Position::initial(record.rules, record.starter));
    } else {
        r.match.emplace(matchSettings(record));
    }
    for (std::size_t k = 0; k < moveLists.size(); ++k) {
        if (r.match)
            r.games.emplace_back(r.match->roundStart());
        Game &game = r.games.back();
        for (const QString &move : moveLists[k]) {
            const MoveCheck check = readMove(game.position(), move.toStdString());
            if (!check.ok())
                qFatal("fixture move %s is illegal", qPrintable(move));
            game.play(check.move);
        }
        if (r.match && game.isOver())
            r.match->finishRound(game);
    }
    if (!record.match)
        return r;

    const MatchSettings &settings = r.match->settings();
    r.settingsLine =
        QStringLiteral("match: %1 2x%2, %3, %4")
            .arg(QString::fromStdString(std::string(variantName(settings.variant))))
            .arg(settings.holesPerRow)
            .arg(settings.length == MatchLength::Rounds ? QStringLiteral("%1 rounds").arg(settings.lengthCount)
                                                        : QStringLiteral("first to %1 wins").arg(settings.lengthCount),
                 settings.startRule == StartRule::Alternate ? QStringLiteral("alternate starts")
                                                            : QStringLiteral("loser starts"));
    if (settings.variant == Variant::III)
        r.settingsLine +=
            settings.lastFourHandicap ? QStringLiteral(", handicap on") : QStringLiteral(", handicap off");
    r.settingsLine += settings.refill ? QStringLiteral(", refill on") : QStringLiteral(", refill off");

    std::array<int, 2> halves{};
    std::array<int, 2> seeds{};
    int previousWinner = -1; // index(Player), -1 after a draw (or before round 1)
    for (std::size_t k = 0; k < r.games.size(); ++k) {
        const Game &game = r.games[k];
        const Position &start = game.start();
        const int number = int(k) + 1;
        QString line = QStringLiteral("round %1: start %2").arg(number).arg(letter(start.toMove));
        if (settings.refill && number > 1) {
            QString closed;
            for (int h = 0; h < start.rules.holeCount(); ++h)
                if (start.isClosed(h))
                    closed += QLatin1Char(holeLetter(start.rules, h));
            line += QStringLiteral(", carried %1-%2, closed %3")
                        .arg(start.scores[0])
                        .arg(start.scores[1])
                        .arg(closed.isEmpty() ? QStringLiteral("none") : closed);
        }
        if (settings.variant != Variant::III || !settings.lastFourHandicap || number < 3)
            line += QStringLiteral(", last four to the capturer");
        else if (previousWinner >= 0)
            line += QStringLiteral(", last four to %1 (winner of round %2)")
                        .arg(letter(Player(previousWinner)))
                        .arg(number - 1);
        else
            line += QStringLiteral(", last four to the capturer (round %1 drawn)").arg(number - 1);
        if (game.position().ending == EndReason::LastFour) {
            const LastFourTaker taker = start.rules.lastFourTaker;
            const Player by = taker == LastFourTaker::South   ? Player::South
                              : taker == LastFourTaker::North ? Player::North
                                                              : game.positions()[game.positions().size() - 2].toMove;
            line += QStringLiteral(", taken by ") + letter(by);
        }
        r.roundLines << line;
        r.results << QStringLiteral("; %1; %2 turns").arg(resultLine(game.position())).arg(game.turnCount());

        previousWinner = -1;
        if (!game.isOver())
            continue;
        const std::array<int, 2> final = finalScores(game.position());
        for (int p = 0; p < 2; ++p)
            seeds[p] += final[p] - start.scores[p];
        if (final[0] != final[1]) {
            previousWinner = final[0] > final[1] ? 0 : 1;
            halves[previousWinner] += 2;
        } else {
            halves = {halves[0] + 1, halves[1] + 1};
        }
    }
    auto points = [](int h) { return QString::number(h / 2) + (h % 2 ? QStringLiteral(".5") : QString()); };
    r.scoreLines << QStringLiteral("score: S %1, N %2; seeds S %3, N %4")
                        .arg(points(halves[0]), points(halves[1]))
                        .arg(seeds[0])
                        .arg(seeds[1]);
    if (!r.match->isOver()) {
        r.scoreLines << QStringLiteral("match: in progress");
    } else {
        // Rounds won (a draw 1/2), then seeds; a player who cannot refill loses.
        const bool cannotFill = r.match->end() == MatchEnd::CannotFill;
        std::optional<Player> winner;
        if (cannotFill)
            winner = finalScores(r.games.back().position())[0] < 4 ? Player::North : Player::South;
        else if (halves[0] != halves[1])
            winner = halves[0] > halves[1] ? Player::South : Player::North;
        else if (seeds[0] != seeds[1])
            winner = seeds[0] > seeds[1] ? Player::South : Player::North;
        QString line =
            QStringLiteral("match: ") + (winner ? letter(*winner) + QStringLiteral(" wins") : QStringLiteral("draw"));
        if (winner && !cannotFill && halves[0] == halves[1])
            line += QStringLiteral(" on seeds");
        line += cannotFill ? QStringLiteral(" (%1 cannot fill a hole)").arg(letter(opponent(*winner)))
                : settings.length == MatchLength::Rounds
                    ? QStringLiteral(" (%1 rounds played)").arg(settings.lengthCount)
                    : QStringLiteral(" (first to %1 wins)").arg(settings.lengthCount);
        r.scoreLines << line;
    }
    return r;
}

} // namespace

class TestRecordCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void check_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &name : fixtureNames())
            QTest::newRow(qPrintable(name)) << name;
    }

    void check()
    {
        QFETCH(QString, file);
        const LoadResult result = loadRecordFile(fixture(file));
        QVERIFY(std::holds_alternative<LoadedGame>(result));
        const LoadedGame &loaded = std::get<LoadedGame>(result);

        const CliRun run = runCli({QStringLiteral("check"), fixture(file)});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.errText(), QString());
        const Replayed replayed = replayRecord(loaded.record);
        const Game &own = replayed.games.back();
        QStringList expected;
        if (loaded.record.match) {
            expected << replayed.settingsLine;
            for (std::size_t k = 0; k + 1 < replayed.games.size(); ++k)
                expected << replayed.roundLines[k] + replayed.results[k];
            expected << replayed.roundLines.last();
        }
        expected << QStringLiteral("turns: %1").arg(own.turnCount())
                 << QStringLiteral("position: ") + text(own.position())
                 << QStringLiteral("result: ") + resultLine(own.position());
        expected << replayed.scoreLines;
        if (loaded.record.review)
            expected << QStringLiteral("review: %1, %2 turns")
                            .arg(loaded.record.review->strength == ReviewStrength::Deep ? QStringLiteral("deep")
                                                                                        : QStringLiteral("quick"))
                            .arg(own.turnCount());
        expected << QString();
        QCOMPARE(run.outText().split(QLatin1Char('\n')), expected);
    }

    // A review the loader leaves out: check says so and why, and the game
    // is checked all the same. (The fixture whose review never changes: the
    // one Quick made when it searched 6 plies deep.)
    void checkSaysWhyAReviewIsLeftOut()
    {
        QFile original(fixture(QStringLiteral("reviewed_quick6_ii_2x6.hoyito")));
        QVERIFY(original.open(QIODevice::ReadOnly));
        QByteArray bytes = original.readAll();
        const QByteArray good = "\"value\": 1290, \"bestValue\": 1435";
        QVERIFY(bytes.contains(good));
        bytes.replace(good, "\"value\": 1290, \"bestValue\": 1000");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("left out.hoyito"));
        QFile copy(path);
        QVERIFY(copy.open(QIODevice::WriteOnly));
        QCOMPARE(copy.write(bytes), bytes.size());
        copy.close();
        const CliRun run = runCli({QStringLiteral("check"), path});
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.outText().split(QLatin1Char('\n'));
        QVERIFY2(lines.size() >= 2 &&
                     lines[lines.size() - 2].startsWith(QStringLiteral("review: left out: review.turns[0].value")),
                 qPrintable(run.outText()));
        QVERIFY(lines.first().startsWith(QStringLiteral("turns: ")));
    }

    void replay_data() { check_data(); }

    // Each line is NUMBER MOVE POSITION; playing the moves one by one in a
    // fresh engine game gives the same positions.
    void replay()
    {
        QFETCH(QString, file);
        const LoadResult result = loadRecordFile(fixture(file));
        const LoadedGame &loaded = std::get<LoadedGame>(result);

        const CliRun run = runCli({QStringLiteral("replay"), fixture(file)});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.errText(), QString());
        QStringList lines = run.outText().split(QLatin1Char('\n'));
        QCOMPARE(lines.takeLast(), QString());

        const Replayed replayed = replayRecord(loaded.record);
        int at = 0;
        if (loaded.record.match)
            QCOMPARE(lines.value(at++), replayed.settingsLine);
        for (std::size_t g = 0; g < replayed.games.size(); ++g) {
            if (loaded.record.match)
                QCOMPARE(lines.value(at++), replayed.roundLines[qsizetype(g)]);
            const Game &expected = replayed.games[g];
            Game game(expected.start());
            QCOMPARE(lines.value(at++), QStringLiteral("0 start ") + text(game.position()));
            for (int i = 0; i < expected.turnCount(); ++i) {
                const QStringList fields = lines.value(at++).split(QLatin1Char(' '));
                QCOMPARE(fields.size(), 3);
                QCOMPARE(fields[0], QString::number(i + 1));
                QString move = fields[1];
                const bool extra = move.endsWith(QLatin1Char('+'));
                if (extra)
                    move.chop(1);
                const MoveCheck check = readMove(game.position(), move.toStdString());
                QVERIFY(check.ok());
                QVERIFY(check.move == expected.moves()[i]);
                const TurnRecord turn = game.play(check.move);
                QCOMPARE(extra, turn.summary.extraTurn && !game.isOver());
                QCOMPARE(fields[2], text(game.position()));
            }
            QCOMPARE(lines.value(at++), QStringLiteral("result: ") + resultLine(game.position()));
        }
        for (const QString &line : replayed.scoreLines)
            QCOMPARE(lines.value(at++), line);
        QCOMPARE(at, lines.size());
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("file"); // written to a temporary file named bad.hoyito, if not empty
        // The whole line, with @ for the temporary file's path and * for
        // Qt's own wording of a JSON error.
        QTest::addColumn<QString>("message");

        QFile good(fixture(QStringLiteral("finished_ii_2x6.hoyito")));
        if (!good.open(QIODevice::ReadOnly))
            qFatal("no fixture");
        const QString goodText = QString::fromUtf8(good.readAll());
        QString illegal = goodText;
        illegal.replace(illegal.indexOf(QLatin1String("\"moves\": [\n        \"")) + 20, 1, QStringLiteral("A"));

        QFile match(fixture(QStringLiteral("match_iii_2x6.hoyito")));
        if (!match.open(QIODevice::ReadOnly))
            qFatal("no fixture");
        QString wrongStarter = QString::fromUtf8(match.readAll());
        const qsizetype at = wrongStarter.indexOf(QLatin1String("\n    \"start\": \"S\","));
        if (at < 0)
            qFatal("the match fixture's own game should be started by South");
        wrongStarter.replace(at + 15, 1, QStringLiteral("N"));

        for (const char *command : {"check", "replay"}) {
            const QString c = QLatin1String(command);
            QTest::newRow(qPrintable(c + QLatin1String(" no file")))
                << QStringList{c} << QString() << QStringLiteral("usage: hoyito-cli %1 FILE").arg(c);
            QTest::newRow(qPrintable(c + QLatin1String(" two files")))
                << QStringList{c, QStringLiteral("a"), QStringLiteral("b")} << QString()
                << QStringLiteral("usage: hoyito-cli %1 FILE").arg(c);
            QTest::newRow(qPrintable(c + QLatin1String(" missing")))
                << QStringList{c, QStringLiteral("@")} << QString() << QStringLiteral("@: the file does not exist");
            QTest::newRow(qPrintable(c + QLatin1String(" not json")))
                << QStringList{c, QStringLiteral("@")} << QStringLiteral("{\"format\": ")
                << QStringLiteral("@: not a JSON file: * at byte 11 (line 1, column 12)");
            QTest::newRow(qPrintable(c + QLatin1String(" illegal move")))
                << QStringList{c, QStringLiteral("@")} << illegal
                << QStringLiteral("@: move 1 (A): hole A is North's, and South is to move");
            QTest::newRow(qPrintable(c + QLatin1String(" wrong starter")))
                << QStringList{c, QStringLiteral("@")} << wrongStarter
                << QStringLiteral("@: start: the file says North starts round 3, but the match rules give South "
                                  "(the starters alternate)");
        }
    }

    void badInput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, file);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.hoyito"));
        if (!file.isEmpty()) {
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(file.toUtf8());
        }
        arguments.replaceInStrings(QStringLiteral("@"), path);
        const CliRun run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.outText(), QString());
        QStringList parts =
            (QStringLiteral("hoyito-cli: ") + message.replace(QLatin1Char('@'), path)).split(QLatin1Char('*'));
        for (QString &part : parts)
            part = QRegularExpression::escape(part);
        const QRegularExpression line(
            QRegularExpression::anchoredPattern(parts.join(QLatin1String("[^\\n]+")) + QLatin1String("\\n")));
        QVERIFY2(line.match(run.errText()).hasMatch(), qPrintable(run.errText()));
    }

    // Only regular files are read: a named pipe would block the command for
    // ever, a device would be read without end. Each path gets its real
    // reason, and a name that is not UTF-8 still opens.
    void specialFiles()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString fifo = dir.filePath(QStringLiteral("pipe.hoyito"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString loop = dir.filePath(QStringLiteral("loop.hoyito"));
        QVERIFY(QFile::link(loop, loop));
        const std::pair<QString, QString> cases[] = {
            {fifo, fifo + QStringLiteral(": this is a named pipe (FIFO), not a game record")},
            {QStringLiteral("/dev/zero"), QStringLiteral("/dev/zero: this is a device, not a game record")},
            {loop, loop + QStringLiteral(": the path has too many symbolic links (a link that leads back to itself?)")},
            {QString(), QStringLiteral("no file name was given")},
            {dir.path(), dir.path() + QStringLiteral(": this is a folder, not a game record")},
        };
        for (const QString &command : {QStringLiteral("check"), QStringLiteral("replay")}) {
            for (const auto &[path, message] : cases) {
                const CliRun run = runCli({command, path});
                QCOMPARE(run.exitCode, 2); // -1 if it hung or crashed
                QCOMPARE(run.outText(), QString());
                QCOMPARE(run.errText(), QStringLiteral("hoyito-cli: ") + message + QLatin1Char('\n'));
            }
        }

        // The name's bytes go to the system as they are; messages show the
        // odd byte (and a line break in the name) escaped, on one line.
        QVERIFY(QFile::copy(fixture(QStringLiteral("finished_ii_2x6.hoyito")), dir.filePath(QStringLiteral("g"))));
        QProcess shell;
        shell.setWorkingDirectory(dir.path());
        shell.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"),
                                                QStringLiteral("mv g \"$(printf 'caf\\351.hoyito')\" && "
                                                               "\"$0\" check \"$(printf 'caf\\351.hoyito')\" && "
                                                               "\"$0\" check \"$(printf 'caf\\351\\nx.hoyito')\""),
                                                QStringLiteral(HOYITO_CLI)});
        QVERIFY(shell.waitForFinished(60000));
        QCOMPARE(shell.exitCode(), 2);
        const QString out = QString::fromUtf8(shell.readAllStandardOutput());
        QVERIFY2(out.contains(QLatin1String("result: S")) || out.contains(QLatin1String("result: N")) ||
                     out.contains(QLatin1String("result: draw")),
                 qPrintable(out));
        QCOMPARE(QString::fromUtf8(shell.readAllStandardError()),
                 QStringLiteral("hoyito-cli: caf\\xe9\\nx.hoyito: the file does not exist\n"));
    }
};

QTEST_GUILESS_MAIN(TestRecordCli)
#include "tst_record_cli.moc"
