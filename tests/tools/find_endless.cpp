// find_endless: hunts for endless sowings (RULES.md 5) and very long finite
// ones, the way MancalaGames keeps a script for it. It plays seeded random
// games (uniform among the legal moves, Game applying rule 6.2) and, with
// --boards, also looks at random boards. For every (position, hole) pair it
// asks the engine what the sowing does and prints:
//
//   endless POSITION HOLE laps-to-return=N detect-ms=T   (an endless move)
//   forced-pass POSITION endless=HOLES                    (the mover's only non-empty holes are all endless)
//   longest POSITION HOLE laps=N seeds=M                  (the longest finite sowings seen)
//
// followed by a summary per variant and board size. The positions feed the
// data rows of tests/engine/tst_endless.cpp. laps-to-return is counted here
// with a separate, plain sowing loop, so it also cross-checks the engine.

#include "hoyito/bench.h"
#include "hoyito/game.h"
#include "hoyito/notation.h"

#include <algorithm>
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
    std::uint64_t seed = 1;
    int top = 5;
};

struct Found {
    std::string position;
    char hole = '?';
    long long laps = 0;
    long long seeds = 0;
    double ms = 0;
};

struct Tally {
    long games = 0;
    long long turns = 0;
    long long pairs = 0;
    long long endless = 0;
    long long forcedPasses = 0;
    double slowestEndlessMs = 0;
    long long mostLapsToReturn = 0;
    std::vector<Found> longest; // sorted, longest first, at most Options::top
};

// Laps an endless sowing takes to come back to a state it had before: the
// state after the first pick-up in a reversible lap sequence, reset after a
// lap that captured en passant (RULES.md 5). -1 if the sowing stops (the
// engine called it endless, so that would be a disagreement) or the count
// passes `cap`.
long long lapsToReturn(const Position &start, int origin, long long cap)
{
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

double msSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
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
        const double ms = msSince(started);
        if (!summary.endless) {
            finite.push_back(Move::at(h));
            if (tally.longest.size() < static_cast<std::size_t>(options.top) || summary.laps > tally.longest.back().laps)
                keepLongest(tally, Found{positionText(pos), holeLetter(pos.rules, h), summary.laps, summary.seedsSown, ms},
                            options.top);
            continue;
        }
        ++tally.endless;
        endlessLetters += holeLetter(pos.rules, h);
        const long long laps = lapsToReturn(pos, h, 200'000'000);
        tally.slowestEndlessMs = std::max(tally.slowestEndlessMs, ms);
        tally.mostLapsToReturn = std::max(tally.mostLapsToReturn, laps);
        std::printf("endless %s %c laps-to-return=%lld detect-ms=%.1f\n", positionText(pos).c_str(),
                    holeLetter(pos.rules, h), laps, ms);
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
            const Move move = finite.empty() ? Move::pass() : finite[random.below(static_cast<std::uint32_t>(finite.size()))];
            game.play(move);
            ++tally.turns;
        }
        ++tally.games;
    }
}

// Random boards: the seeds of a game with some fours already captured,
// dropped one by one into random holes.
void searchBoards(const Rules &rules, Tally &tally, Random &random, const Options &options)
{
    for (long i = 0; i < options.boards; ++i) {
        Position pos = Position::initial(rules, random.below(2) ? Player::North : Player::South);
        pos.seeds.fill(0);
        const int fours = rules.holeCount() - static_cast<int>(random.below(static_cast<std::uint32_t>(rules.holeCount())));
        for (int s = 0; s < fours * kSeedsPerHole; ++s)
            ++pos.seeds[random.below(static_cast<std::uint32_t>(rules.holeCount()))];
        const int capturedFours = rules.holeCount() - fours;
        pos.scores[0] = static_cast<std::int16_t>(kSeedsPerHole * (capturedFours / 2));
        pos.scores[1] = static_cast<std::int16_t>(kSeedsPerHole * (capturedFours - capturedFours / 2));
        examine(pos, tally, options);
    }
}

[[noreturn]] void usage()
{
    std::fprintf(stderr, "usage: find_endless [--games N] [--boards N] [--seed S] [--variant I|II|III|all]\n"
                         "                    [--holes N|all] [--top K]\n");
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
    for (const Variant variant : options.variants) {
        for (const int size : options.sizes) {
            const Rules rules{variant, size, LastFourTaker::Capturer};
            // One generator per (variant, size), so a row can be rerun alone.
            Random random(options.seed * 1000 + static_cast<std::uint64_t>(variant) * 100 + static_cast<std::uint64_t>(size));
            Tally tally;
            const auto started = std::chrono::steady_clock::now();
            playGames(rules, tally, random, options);
            searchBoards(rules, tally, random, options);
            for (const Found &found : tally.longest)
                std::printf("longest %s %c laps=%lld seeds=%lld\n", found.position.c_str(), found.hole, found.laps,
                            found.seeds);
            std::printf("summary %s 2x%d: games=%ld boards=%ld turns=%lld pairs=%lld endless=%lld forced-passes=%lld "
                        "longest-finite-laps=%lld slowest-endless-ms=%.1f most-laps-to-return=%lld total-s=%.1f\n",
                        std::string(variantName(variant)).c_str(), size, tally.games, options.boards, tally.turns,
                        tally.pairs, tally.endless, tally.forcedPasses,
                        tally.longest.empty() ? 0 : tally.longest.front().laps, tally.slowestEndlessMs,
                        tally.mostLapsToReturn, msSince(started) / 1000);
            std::fflush(stdout);
        }
    }
    return 0;
}
