#pragma once

// What the record suites (tst_record_*.cpp) share: the fixtures of
// tests/data, edits of a record's JSON tree, and games, matches and load
// results compared and described.

#include "recordfile.h"

#include <QByteArray>
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <optional>
#include <variant>
#include <vector>

namespace hoyito::test {

inline QString fixturePath(const char *name)
{
    return QStringLiteral(HOYITO_TEST_DATA "/") + QLatin1String(name);
}

inline QByteArray fixtureBytes(const char *name)
{
    QFile file(fixturePath(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read fixture %s", name);
    return file.readAll();
}

inline QJsonObject fixtureObject(const char *name)
{
    return QJsonDocument::fromJson(fixtureBytes(name)).object();
}

// Sets (or with no value, removes) the member at `path` ("players.north.level",
// "moves[3]", "match.rounds[0].moves") of a JSON tree, returning the new tree.
inline QJsonValue edited(const QJsonValue &node, QStringList path, const std::optional<QJsonValue> &value)
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

inline QByteArray withValue(const QJsonObject &root, const QString &path, const std::optional<QJsonValue> &value)
{
    return QJsonDocument(edited(root, path.split(QLatin1Char('.')), value).toObject()).toJson();
}

inline app::GameRecord recordOf(const Game &game)
{
    return *app::recordFromGame(game, app::PlayerInfo::human(QStringLiteral("Ana")),
                                app::PlayerInfo::computer(QStringLiteral("Bot"), 2),
                                QDateTime(QDate(2025, 5, 6), QTime(7, 8, 9), Qt::UTC));
}

// Every turn of `game` played again from its start, checking the positions.
inline void compareGames(const Game &actual, const Game &expected)
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
inline app::LoadResult saveAndLoad(const app::GameRecord &record)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("saved.hoyito"));
    QString error;
    if (!app::saveRecordFile(path, record, &error)) {
        app::LoadError failed;
        failed.message = QStringLiteral("not saved: ") + error;
        return failed;
    }
    return app::loadRecordFile(path);
}

inline const app::LoadError *errorOf(const app::LoadResult &result)
{
    return std::get_if<app::LoadError>(&result);
}

inline QString describe(const app::LoadResult &result)
{
    if (const app::LoadError *error = errorOf(result))
        return error->text();
    return QStringLiteral("loaded");
}

// Every fixture of tests/data. match_iii_2x6 was written before
// hoyito::Match existed (no "handicap" key); the other matches by
// recordFromMatch().
const char *const kFixtures[] = {
    "finished_ii_2x6.hoyito",  "in_progress_iii_2x6.hoyito", "finished_ii_2x12.hoyito", "match_iii_2x6.hoyito",
    "match_iii_round3.hoyito", "match_iii_finished.hoyito",  "match_ii_refill.hoyito",  "setup_ii_2x6.hoyito",
};

inline app::LoadedGame loadFixture(const char *name)
{
    app::LoadResult result = app::loadRecordFile(fixturePath(name));
    if (!std::holds_alternative<app::LoadedGame>(result))
        qFatal("fixture %s does not load: %s", name, qPrintable(std::get<app::LoadError>(result).text()));
    return std::move(std::get<app::LoadedGame>(result));
}

// The winner of a finished game by docs/RULES.md 6.4, or nothing for a draw.
inline std::optional<Player> winnerOf(const Game &game)
{
    const std::array<int, 2> seeds = finalScores(game.position());
    if (seeds[0] == seeds[1])
        return std::nullopt;
    return seeds[0] > seeds[1] ? Player::South : Player::North;
}

// Who made the capture that ended `game` (the mover of its last turn).
inline Player lastMover(const Game &game)
{
    return game.positions()[game.positions().size() - 2].toMove;
}

inline void compareRounds(const std::vector<RoundResult> &actual, const std::vector<RoundResult> &expected)
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
inline void compareMatches(const Match &actual, const Match &expected)
{
    QVERIFY(actual.settings() == expected.settings());
    compareRounds(actual.rounds(), expected.rounds());
    QCOMPARE(actual.end(), expected.end());
    QCOMPARE(actual.roundNumber(), expected.roundNumber());
    if (!expected.isOver())
        QCOMPARE(actual.roundStart(), expected.roundStart());
}

} // namespace hoyito::test
