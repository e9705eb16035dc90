// Thousands of mutated records neither crash the loader nor slip past it:
// each load ends in a game or an error value, and a loaded game saves back
// to itself.

#include "randomgame.h"
#include "recordfile.h"
#include "recordtestutil.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <map>
#include <random>

using namespace hoyito;
using namespace hoyito::app;
using namespace hoyito::test;

class TestRecordMutations : public QObject {
    Q_OBJECT

private Q_SLOTS:
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

QTEST_GUILESS_MAIN(TestRecordMutations)
#include "tst_record_mutations.moc"
