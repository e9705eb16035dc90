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

    // A single game of Hoyito II set up by hand (a version 2 record with its
    // "startPosition"), North to move, played to its end.
    const ParsedPosition setUp = parsePosition("II:6:N:0,5,2,7,1,3,6,0,4,2,1,5:4:8");
    ok &= write(dir, "setup_ii_2x6.hoyito",
                recordOf(test::randomGameFrom(std::get<Position>(setUp), 4), PlayerInfo::human(QStringLiteral("Ana")),
                         PlayerInfo::computer(QStringLiteral("Computer"), 4),
                         QDateTime(QDate(2025, 6, 2), QTime(18, 45), plusOne)));

    // A game of the computer's level 3 (South) and level 2 (North), from
    // the measurements behind the default game review (docs/BENCHMARKS.md,
    // "The game review's strengths"): North's A at turn 22 turns a draw (B,
    // 24-24) into a loss of 8 seeds, which a review 6 plies deep calls the
    // best move and one 12 plies deep a good one.
    {
        const char *const moves[] = {"f", "D", "A", "D", "A", "e", "D", "a", "b", "c", "f", "e", "D", "b",
                                     "E", "C", "c", "a", "C", "d", "b", "A", "c", "E", "e", "D", "f", "A",
                                     "d", "C", "e", "E", "d", "F", "b", "C", "a", "A", "d", "D", "b"};
        Game game(Position::initial(ii6, Player::South));
        for (const char *move : moves)
            game.play(readMove(game.position(), move).move);
        ok &= write(dir, "decisive_error_ii_2x6.hoyito",
                    recordOf(game, PlayerInfo::computer(QStringLiteral("Computer"), 3),
                             PlayerInfo::computer(QStringLiteral("Computer"), 2),
                             QDateTime(QDate(2025, 7, 1), QTime(11, 30), plusOne)));
    }

    // The blunder fixture (written by hand) with the review the window
    // makes of it at its default strength, as the window saves it (with
    // each turn's lines).
    {
        const LoadResult result = loadRecordFile(dir.filePath(QStringLiteral("review_blunder_ii_2x6.hoyito")));
        if (const auto *loaded = std::get_if<LoadedGame>(&result)) {
            Analyser analyser;
            GameRecord record = loaded->record;
            record.review = reviewRecordOf(kDefaultReviewStrength, loaded->game.start().rules,
                                           reviewGame(analyser, loaded->game, reviewLimits(kDefaultReviewStrength)));
            ok &= write(dir, "reviewed_ii_2x6.hoyito", record);
        } else {
            std::fprintf(stderr, "review_blunder_ii_2x6.hoyito does not load\n");
            ok = false;
        }
    }
    // reviewed_quick6_ii_2x6.hoyito is the same game with the review that
    // Quick made when it searched every turn 6 plies deep, before a review
    // kept its lines: it stays as it was, to prove that such reviews load.

    // match_iii_2x6.hoyito, round 3 of a Hoyito III match, was written by
    // the first version of this tool, before hoyito::Match and the
    // "handicap" key existed; it stays as it was, to prove such files load.

    // The matches below are played by hoyito::Match and saved with
    // recordFromMatch(); each loop looks for the first seed whose games show
    // what the fixture is for.

    // Hoyito III, 5 rounds, North chosen to start, the loser of a round
    // starting the next; saved in the middle of round 3, where the winner of
    // round 2 (North) takes the last four and its loser (South) starts.
    for (std::uint32_t seed = 100;; ++seed) {
        MatchSettings settings;
        settings.firstStarter = Player::North;
        settings.startRule = StartRule::LoserStarts;
        Match match(settings);
        const std::vector<Game> rounds = test::randomRounds(match, seed, 2);
        const Game current = test::randomGameFrom(match.roundStart(), seed + 1000, 30);
        if (match.rounds()[1].result != Result::NorthWins || current.isOver())
            continue;
        ok &= write(dir, "match_iii_round3.hoyito",
                    *recordFromMatch(match, rounds, &current, PlayerInfo::human(QStringLiteral("Ana")),
                                     PlayerInfo::human(QStringLiteral("Luis")),
                                     QDateTime(QDate(2025, 5, 1), QTime(21, 10), plusOne)));
        break;
    }

    // Hoyito III, first to 2 wins, finished, with a round 3 or later whose
    // last four went to the previous winner although the other player
    // captured the penultimate four: the handicap at work.
    for (std::uint32_t seed = 200;; ++seed) {
        MatchSettings settings;
        settings.length = MatchLength::FirstToWins;
        settings.lengthCount = 2;
        Match match(settings);
        const std::vector<Game> rounds = test::randomRounds(match, seed);
        bool handicapAtWork = false;
        for (std::size_t i = 2; i < rounds.size(); ++i) {
            const Game &game = rounds[i];
            const Player capturer = game.positions()[game.positions().size() - 2].toMove;
            handicapAtWork |= match.rounds()[i].lastFourRule == LastFourRule::PreviousWinner &&
                              match.rounds()[i].lastFourTakenBy && *match.rounds()[i].lastFourTakenBy != capturer;
        }
        if (!handicapAtWork)
            continue;
        ok &= write(dir, "match_iii_finished.hoyito",
                    *recordFromMatch(match, rounds, nullptr, PlayerInfo::computer(QStringLiteral("Computer"), 2),
                                     PlayerInfo::computer(QStringLiteral("Computer"), 5),
                                     QDateTime(QDate(2025, 5, 3), QTime(10, 0), QTimeZone::utc())));
        break;
    }

    // Hoyito II with the traditional refill, 6 rounds; saved in the middle
    // of round 3, whose board has closed holes and carried seeds.
    for (std::uint32_t seed = 300;; ++seed) {
        MatchSettings settings;
        settings.variant = Variant::II;
        settings.lengthCount = 6;
        settings.refill = true;
        Match match(settings);
        const std::vector<Game> rounds = test::randomRounds(match, seed, 2);
        if (match.isOver())
            continue;
        const Position start = match.roundStart();
        const Game current = test::randomGameFrom(start, seed + 1000, 20);
        if (start.closedHoles == 0 || start.scores[0] + start.scores[1] == 0 || current.isOver())
            continue;
        ok &= write(dir, "match_ii_refill.hoyito",
                    *recordFromMatch(match, rounds, &current, PlayerInfo::human(QStringLiteral("Mercedes")),
                                     PlayerInfo::computer(QStringLiteral("Computer"), 3),
                                     QDateTime(QDate(2025, 5, 4), QTime(16, 20), plusOne)));
        break;
    }
    return ok ? 0 : 1;
}
