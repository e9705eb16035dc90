// Writes the .hoyito fixtures of tests/data from seeded random games played
// by the engine and saved by the real saver. Not a test: run it by hand
// (ninja make_record_fixtures && tests/record/make_record_fixtures tests/data)
// only to add or renew fixtures, and say why in the commit.

#include "randomgame.h"
#include "recordfile.h"

#include <QDir>
#include <QTimeZone>

#include <cstdio>

using namespace hoyito;
using namespace hoyito::app;

namespace {

bool write(const QDir &dir, const char *name, const GameRecord &record)
{
    QString error;
    if (!saveRecordFile(dir.filePath(QLatin1String(name)), record, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return false;
    }
    std::printf("%s: %lld moves\n", name, static_cast<long long>(record.moves.size()));
    return true;
}

GameRecord recordOf(const Game &game, const PlayerInfo &south, const PlayerInfo &north, const QDateTime &date)
{
    return *recordFromGame(game, south, north, date);
}

} // namespace

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: make_record_fixtures DIR\n");
        return 2;
    }
    const QDir dir(QString::fromLocal8Bit(argv[1]));
    const QTimeZone plusOne(3600);
    bool ok = true;

    const Rules ii6{Variant::II, 6, LastFourTaker::Capturer};
    ok &= write(dir, "finished_ii_2x6.hoyito",
                recordOf(test::randomGame(ii6, Player::South, 1), PlayerInfo::human(QStringLiteral("Ana")),
                         PlayerInfo::computer(QStringLiteral("Computer"), 3),
                         QDateTime(QDate(2025, 1, 31), QTime(14, 5), plusOne)));

    const Rules iii6{Variant::III, 6, LastFourTaker::Capturer};
    ok &= write(dir, "in_progress_iii_2x6.hoyito",
                recordOf(test::randomGame(iii6, Player::North, 2, 40), PlayerInfo::human(QStringLiteral("José")),
                         PlayerInfo::human(QStringLiteral("Mercedes")),
                         QDateTime(QDate(2025, 2, 14), QTime(20, 30), plusOne)));

    const Rules ii12{Variant::II, 12, LastFourTaker::Capturer};
    ok &= write(dir, "finished_ii_2x12.hoyito",
                recordOf(test::randomGame(ii12, Player::South, 3), PlayerInfo::computer(QStringLiteral("Computer"), 6),
                         PlayerInfo::computer(QStringLiteral("Computer"), 1),
                         QDateTime(QDate(2025, 3, 1), QTime(9, 0), QTimeZone::utc())));

    // Round 3 of a Hoyito III match of 5 rounds, starters alternating; the
    // match controller (issue 6) will write such files, this one exercises
    // the format's "match" object. From round 3 the winner of the previous
    // round takes the last four (RULES.md 6.1).
    MatchRecord settings{MatchLength::Rounds, 5, NextStarter::Alternate, false, {}};
    Winner previous = Winner::Draw;
    for (const auto &[starter, seed] : {std::pair{Player::South, 4u}, std::pair{Player::North, 5u}}) {
        const GameRecord round = recordOf(test::randomGame(iii6, starter, seed), {}, {}, QDateTime());
        settings.rounds.push_back(RoundRecord{starter, LastFourTaker::Capturer, round.moves, round.result});
        previous = round.result->winner;
    }
    const Rules round3{Variant::III, 6,
                       previous == Winner::South   ? LastFourTaker::South
                       : previous == Winner::North ? LastFourTaker::North
                                                   : LastFourTaker::Capturer};
    GameRecord match = recordOf(
        test::randomGame(round3, Player::South, 6, 25), PlayerInfo::human(QStringLiteral("Ana")),
        PlayerInfo::computer(QStringLiteral("Computer"), 4), QDateTime(QDate(2025, 4, 2), QTime(18, 45), plusOne));
    match.match = settings;
    ok &= write(dir, "match_iii_2x6.hoyito", match);
    return ok ? 0 : 1;
}
