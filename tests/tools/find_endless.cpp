// find_endless: hunts for endless sowings (docs/RULES.md 5) and very long finite
// ones, the way MancalaGames keeps a script for it. Sources of positions:
//   --games N        seeded random games (uniform among the legal moves,
//                    Game applying rule 6.2)
//   --boards N       random boards; with --closed 1 they get closed holes as
//                    the refill rule leaves them (docs/RULES.md 7)
//   --exhaustive 1   every board of the size, South to move (2x3, 2x4)
//   --position TEXT  one position, every hole of the mover (bug reports)
// For every (position, hole) pair it asks the engine what the sowing does
// and prints
//   endless POSITION HOLE laps-to-return=N detect-us=T en-passant=K
//       an endless move: N laps until a state recurs, T microseconds the
//       engine took to say so, K fours taken en passant before the cycle
//   forced-pass POSITION endless=HOLES
//       the mover's only non-empty holes are all endless: they must pass
//   longest POSITION HOLE laps=N seeds=M
//       the longest finite sowings seen
// and a summary per variant and board size. The positions feed the data
// rows of tests/engine/tst_endless.cpp. laps-to-return is counted here with
// a separate, plain sowing loop, so it also cross-checks the engine.

#include "hoyito/bench.h"
#include "hoyito/game.h"
#include "hoyito/notation.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace hoyito;

namespace {

struct Options {
    std::vector<Variant> variants{Variant::I, Variant::II, Variant::III};
    std::vector<int> sizes{6, 12};
    long games = 2000;
    long boards = 0;
    bool closed = false;     // random boards get random closed holes
    bool exhaustive = false; // every board of the size, South to move (endless lines not printed)
    std::string position;    // only examine this position
    std::uint64_t seed = 1;
    int top = 5;
};

struct Found {
    std::string position;
    char hole = '?';
    long long laps = 0;
    long long seeds = 0;
    double us = 0; // time the engine took
};

struct Tally {
    long games = 0;
    long long turns = 0;
    long long pairs = 0;
    long long endless = 0;
    long long forcedPasses = 0;
    double slowestEndlessUs = 0;
    long long mostLapsToReturn = 0;
    std::vector<Found> longest; // sorted, longest first, at most Options::top
};

// Laps an endless sowing takes to come back to a state it had before: the
// state after the first pick-up in a reversible lap sequence, reset after a
// lap that captured en passant (docs/RULES.md 5). -1 if the sowing stops (the
// engine called it endless, so that would be a disagreement) or the count
// passes `cap`.
long long lapsToReturn(const Position &start, int origin, long long cap, int &capturesBefore)
{
    capturesBefore = 0;
    Position pos = start;
    auto &b = pos.seeds;
    const bool enPassant = pos.rules.hasEnPassant();
    int hand = b[origin];
    b[origin] = 0;
    int hole = origin;
    auto refBoard = b;
    int refHand = hand;
    int refHole = hole;
    long long sinceRef = 0;
    for (long long lap = 1; lap <= cap; ++lap) {
        bool captured = false;
        while (hand > 0) {
            hole = pos.nextHole(hole);
            ++b[hole];
            --hand;
            if (enPassant && hand > 0 && b[hole] == kSeedsPerHole) {
                b[hole] = 0;
                captured = true;
                ++capturesBefore;
            }
        }
        if (b[hole] == 1 || b[hole] == kSeedsPerHole)
            return -1;
        hand = b[hole];
        b[hole] = 0;
        ++sinceRef;
        if (captured) {
            refBoard = b;
            refHand = hand;
            refHole = hole;
            sinceRef = 0;
        } else if (hole == refHole && hand == refHand && b == refBoard) {
            return sinceRef;
        }
    }
    return -1;
}

double microsecondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
}

void keepLongest(Tally &tally, const Found &found, int top)
{
    tally.longest.push_back(found);
    std::stable_sort(tally.longest.begin(), tally.longest.end(),
                     [](const Found &a, const Found &b) { return a.laps > b.laps; });
    if (static_cast<int>(tally.longest.size()) > top)
        tally.longest.pop_back();
}

// Examines every liftable hole of `pos`; returns the holes whose sowing ends.
std::vector<Move> examine(const Position &pos, Tally &tally, const Options &options)
{
    std::vector<Move> finite;
    std::string endlessLetters;
    bool anyLiftable = false;
    const int first = pos.rules.firstHole(pos.toMove);
    for (int h = first; h < first + pos.rules.holesPerRow; ++h) {
        if (pos.seeds[h] == 0 || pos.isClosed(h))
            continue;
        anyLiftable = true;
        ++tally.pairs;
        Position copy = pos;
        const auto started = std::chrono::steady_clock::now();
        const TurnSummary summary = playTurn(copy, Move::at(h));
        const double us = microsecondsSince(started);
        if (!summary.endless) {
            finite.push_back(Move::at(h));
            if (tally.longest.size() < static_cast<std::size_t>(options.top) ||
                summary.laps > tally.longest.back().laps)
                keepLongest(tally,
                            Found{positionText(pos), holeLetter(pos.rules, h), summary.laps, summary.seedsSown, us},
                            options.top);
            continue;
        }
        ++tally.endless;
        endlessLetters += holeLetter(pos.rules, h);
        int capturesBefore = 0;
        const long long laps = lapsToReturn(pos, h, 200'000'000, capturesBefore);
        tally.slowestEndlessUs = std::max(tally.slowestEndlessUs, us);
        tally.mostLapsToReturn = std::max(tally.mostLapsToReturn, laps);
        if (!options.exhaustive)
            std::printf("endless %s %c laps-to-return=%lld detect-us=%.0f en-passant=%d\n", positionText(pos).c_str(),
                        holeLetter(pos.rules, h), laps, us, capturesBefore);
    }
    if (anyLiftable && finite.empty()) {
        ++tally.forcedPasses;
        std::printf("forced-pass %s endless=%s\n", positionText(pos).c_str(), endlessLetters.c_str());
    }
    return finite;
}

void playGames(const Rules &rules, Tally &tally, Random &random, const Options &options)
{
    for (long g = 0; g < options.games; ++g) {
        Game game(Position::initial(rules, random.below(2) ? Player::North : Player::South));
        while (!game.isOver()) {
            const std::vector<Move> finite = examine(game.position(), tally, options);
            const Move move =
                finite.empty() ? Move::pass() : finite[random.below(static_cast<std::uint32_t>(finite.size()))];
            game.play(move);
            ++tally.turns;
        }
        ++tally.games;
    }
}

// Random boards: the seeds of a game with some fours already captured,
// dropped one by one into random holes. Two boards in three leave holes
// empty on purpose (each hole in play with a random probability, or only the
// mover's first hole and about one more of their row in play), since a forced
// pass needs a mover whose few non-empty holes are all endless.
void searchBoards(const Rules &rules, Tally &tally, Random &random, const Options &options)
{
    const int holeCount = rules.holeCount();
    for (long i = 0; i < options.boards; ++i) {
        Position pos = Position::initial(rules, random.below(2) ? Player::North : Player::South);
        pos.seeds.fill(0);
        if (options.closed) {
            // Refill leaves closed holes (docs/RULES.md 7); keep one open hole a row.
            const std::uint32_t percent = random.below(90);
            for (int h = 0; h < holeCount; ++h)
                if (random.below(100) < percent)
                    pos.closedHoles |= 1u << h;
            for (const Player p : {Player::South, Player::North})
                pos.closedHoles &=
                    ~(1u << (rules.firstHole(p) +
                             static_cast<int>(random.below(static_cast<std::uint32_t>(rules.holesPerRow)))));
        }
        std::vector<int> inPlay;
        const std::uint32_t kind = random.below(3);
        const std::uint32_t percent = 10 + random.below(90);
        const int moverFirst = rules.firstHole(pos.toMove);
        for (int h = 0; h < holeCount; ++h) {
            if (pos.isClosed(h))
                continue;
            const bool moverHole = rules.owner(h) == pos.toMove;
            // kind 2: the mover's first hole and at most one other hole of the row
            if (kind == 0 || (kind == 1 && random.below(100) < percent) ||
                (kind == 2 &&
                 (!moverHole || h == moverFirst || random.below(static_cast<std::uint32_t>(rules.holesPerRow)) == 0)))
                inPlay.push_back(h);
        }
        if (inPlay.empty())
            inPlay.push_back(pos.nextHole(rules.firstHole(pos.toMove) + rules.holesPerRow - 1));
        const int openHoles = holeCount - std::popcount(pos.closedHoles);
        const int fours = openHoles - static_cast<int>(random.below(static_cast<std::uint32_t>(openHoles)));
        for (int s = 0; s < fours * kSeedsPerHole; ++s)
            ++pos.seeds[inPlay[random.below(static_cast<std::uint32_t>(inPlay.size()))]];
        const int capturedFours = holeCount - fours;
        pos.scores[0] = static_cast<std::int16_t>(kSeedsPerHole * (capturedFours / 2));
        pos.scores[1] = static_cast<std::int16_t>(kSeedsPerHole * (capturedFours - capturedFours / 2));
        examine(pos, tally, options);
    }
}

// Every board whose seed count is a multiple of four, South to move: small
// boards are cheap to search completely, which finds the rare forced passes.
void fillBoards(Position &pos, int hole, int seedsLeft, Tally &tally, const Options &options)
{
    const int holeCount = pos.rules.holeCount();
    if (hole == holeCount - 1) {
        pos.seeds[hole] = static_cast<std::uint8_t>(seedsLeft);
        examine(pos, tally, options);
        return;
    }
    for (int count = 0; count <= seedsLeft; ++count) {
        pos.seeds[hole] = static_cast<std::uint8_t>(count);
        fillBoards(pos, hole + 1, seedsLeft - count, tally, options);
    }
}

void searchAllBoards(const Rules &rules, Tally &tally, const Options &options)
{
    if (!options.exhaustive)
        return;
    for (int fours = 1; fours <= rules.holeCount(); ++fours) {
        Position pos = Position::initial(rules);
        const int capturedFours = rules.holeCount() - fours;
        pos.scores[0] = static_cast<std::int16_t>(kSeedsPerHole * (capturedFours / 2));
        pos.scores[1] = static_cast<std::int16_t>(kSeedsPerHole * (capturedFours - capturedFours / 2));
        fillBoards(pos, 0, fours * kSeedsPerHole, tally, options);
    }
}

[[noreturn]] void usage()
{
    std::fprintf(stderr, "usage: find_endless [--games N] [--boards N] [--closed 0|1] [--exhaustive 0|1]\n"
                         "                    [--seed S] [--variant I|II|III|all] [--holes N|all] [--top K]\n"
                         "       find_endless --position POSITION\n");
    std::exit(2);
}

Options parseOptions(int argc, char **argv)
{
    Options options;
    for (int i = 1; i < argc; ++i) {
        if (i + 1 >= argc)
            usage();
        const std::string name = argv[i];
        const std::string value = argv[++i];
        if (name == "--games") {
            options.games = std::atol(value.c_str());
        } else if (name == "--boards") {
            options.boards = std::atol(value.c_str());
        } else if (name == "--position") {
            options.position = value;
        } else if (name == "--closed") {
            options.closed = value == "1";
        } else if (name == "--exhaustive") {
            options.exhaustive = value == "1";
        } else if (name == "--seed") {
            options.seed = std::strtoull(value.c_str(), nullptr, 10);
        } else if (name == "--top") {
            options.top = std::max(1, std::atoi(value.c_str()));
        } else if (name == "--variant") {
            if (value != "all") {
                const auto variant = parseVariant(value);
                if (!variant)
                    usage();
                options.variants = {*variant};
            }
        } else if (name == "--holes") {
            if (value == "all") {
                options.sizes.clear();
                for (int n = kMinHolesPerRow; n <= kMaxHolesPerRow; ++n)
                    options.sizes.push_back(n);
            } else {
                const int n = std::atoi(value.c_str());
                if (!isValidHolesPerRow(n))
                    usage();
                options.sizes = {n};
            }
        } else {
            usage();
        }
    }
    return options;
}

} // namespace

int main(int argc, char **argv)
{
    const Options options = parseOptions(argc, argv);
    if (!options.position.empty()) {
        const ParsedPosition parsed = parsePosition(options.position);
        if (!std::holds_alternative<Position>(parsed))
            usage();
        Options everyHole = options;
        everyHole.top = kMaxHolesPerRow;
        Tally tally;
        examine(std::get<Position>(parsed), tally, everyHole);
        for (const Found &found : tally.longest)
            std::printf("finite %s %c laps=%lld seeds=%lld\n", found.position.c_str(), found.hole, found.laps,
                        found.seeds);
        return 0;
    }
    for (const Variant variant : options.variants) {
        for (const int size : options.sizes) {
            const Rules rules{variant, size, LastFourTaker::Capturer};
            // One generator per (variant, size), so a row can be rerun alone.
            Random random(options.seed * 1000 + static_cast<std::uint64_t>(variant) * 100 +
                          static_cast<std::uint64_t>(size));
            Tally tally;
            const auto started = std::chrono::steady_clock::now();
            playGames(rules, tally, random, options);
            searchBoards(rules, tally, random, options);
            searchAllBoards(rules, tally, options);
            for (const Found &found : tally.longest)
                std::printf("longest %s %c laps=%lld seeds=%lld\n", found.position.c_str(), found.hole, found.laps,
                            found.seeds);
            std::printf("summary %s 2x%d: games=%ld boards=%ld turns=%lld pairs=%lld endless=%lld forced-passes=%lld "
                        "longest-finite-laps=%lld slowest-endless-us=%.0f most-laps-to-return=%lld total-s=%.1f\n",
                        std::string(variantName(variant)).c_str(), size, tally.games, options.boards, tally.turns,
                        tally.pairs, tally.endless, tally.forcedPasses,
                        tally.longest.empty() ? 0 : tally.longest.front().laps, tally.slowestEndlessUs,
                        tally.mostLapsToReturn, microsecondsSince(started) / 1e6);
            std::fflush(stdout);
        }
    }
    return 0;
}
