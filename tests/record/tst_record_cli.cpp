// hoyito-cli check and replay, run as a process: the printed positions are
// those of the engine's replay of the record, and a bad record is one line
// on stderr with exit code 2.

#include "recordfile.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace hoyito;
using namespace hoyito::app;

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run cli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(HOYITO_CLI), arguments);
    Run run;
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit)
        return run;
    run.exitCode = process.exitCode();
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

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
    return {QStringLiteral("finished_ii_2x6.hoyito"), QStringLiteral("in_progress_iii_2x6.hoyito"),
            QStringLiteral("finished_ii_2x12.hoyito"), QStringLiteral("match_iii_2x6.hoyito")};
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

        const Run run = cli({QStringLiteral("check"), fixture(file)});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QString());
        QStringList expected;
        for (std::size_t i = 0; i < loaded.rounds.size(); ++i)
            expected << QStringLiteral("round %1: %2 turns, %3")
                            .arg(i + 1)
                            .arg(loaded.rounds[i].turnCount())
                            .arg(resultLine(loaded.rounds[i].position()));
        if (loaded.record.match)
            expected << QStringLiteral("round %1:").arg(loaded.rounds.size() + 1);
        expected << QStringLiteral("turns: %1").arg(loaded.record.moves.size())
                 << QStringLiteral("position: ") + text(loaded.game.position())
                 << QStringLiteral("result: ") + resultLine(loaded.game.position()) << QString();
        QCOMPARE(run.out.split(QLatin1Char('\n')), expected);
    }

    void replay_data() { check_data(); }

    // Each line is NUMBER MOVE POSITION; playing the moves one by one in a
    // fresh engine game gives the same positions.
    void replay()
    {
        QFETCH(QString, file);
        const LoadResult result = loadRecordFile(fixture(file));
        const LoadedGame &loaded = std::get<LoadedGame>(result);

        const Run run = cli({QStringLiteral("replay"), fixture(file)});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QString());
        QStringList lines = run.out.split(QLatin1Char('\n'));
        QCOMPARE(lines.takeLast(), QString());

        std::vector<std::pair<Rules, Player>> games;
        std::vector<QStringList> moveLists;
        if (loaded.record.match) {
            for (const RoundRecord &round : loaded.record.match->rounds) {
                Rules rules = loaded.record.rules;
                rules.lastFourTaker = round.lastFourTaker;
                games.emplace_back(rules, round.starter);
                moveLists.push_back(round.moves);
            }
        }
        games.emplace_back(loaded.record.rules, loaded.record.starter);
        moveLists.push_back(loaded.record.moves);

        int at = 0;
        for (std::size_t g = 0; g < games.size(); ++g) {
            if (loaded.record.match)
                QCOMPARE(lines.value(at++), QStringLiteral("round %1").arg(g + 1));
            Game game(Position::initial(games[g].first, games[g].second));
            QCOMPARE(lines.value(at++), QStringLiteral("0 start ") + text(game.position()));
            for (qsizetype i = 0; i < moveLists[g].size(); ++i) {
                const QStringList fields = lines.value(at++).split(QLatin1Char(' '));
                QCOMPARE(fields.size(), 3);
                QCOMPARE(fields[0], QString::number(i + 1));
                QString move = fields[1];
                const bool extra = move.endsWith(QLatin1Char('+'));
                if (extra)
                    move.chop(1);
                QCOMPARE(move, moveLists[g][i]);
                const MoveCheck check = readMove(game.position(), move.toStdString());
                QVERIFY(check.ok());
                const TurnRecord turn = game.play(check.move);
                QCOMPARE(extra, turn.summary.extraTurn && !game.isOver());
                QCOMPARE(fields[2], text(game.position()));
            }
            QCOMPARE(lines.value(at++), QStringLiteral("result: ") + resultLine(game.position()));
        }
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
        const Run run = cli(arguments);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.out, QString());
        QStringList parts =
            (QStringLiteral("hoyito-cli: ") + message.replace(QLatin1Char('@'), path)).split(QLatin1Char('*'));
        for (QString &part : parts)
            part = QRegularExpression::escape(part);
        const QRegularExpression line(
            QRegularExpression::anchoredPattern(parts.join(QLatin1String("[^\\n]+")) + QLatin1String("\\n")));
        QVERIFY2(line.match(run.err).hasMatch(), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestRecordCli)
#include "tst_record_cli.moc"
