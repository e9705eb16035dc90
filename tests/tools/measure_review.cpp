// measure_review: the data behind the default game review's limits
// (docs/BENCHMARKS.md, "The game review's strengths"). It plays seeded games
// between the computer levels 2 to 4 from balanced random openings (as
// `hoyito-cli selfplay` does) and analyses the position before every turn
// depth after depth up to --depth (each turn's analysis stops early at
// --nodes), printing what every depth found, so that scripts/measure-review
// can work out offline what any review of these games would have said: a
// fixed depth, a node budget a turn, a second look at some turns, and the
// review twice as deep to judge them by.
//
//   measure_review --variant II|III --holes N --games G [--first F] [--seed S]
//                  [--depth D] [--nodes N]
//
// Games F to F+G-1 of the series of the seed (game g: South at level
// 2 + g % 3, North at 2 + g / 3 % 3).
//
// One JSON line a game, then one a turn:
//   {"game":G,"variant":"II","holes":6,"a":3,"b":2,"turns":T,"moves":"c,A,…","score":[S,N]}
//   {"game":G,"turn":1,"mover":"S","move":"c","forced":false,"seeds":48,
//    "depths":[[D,loss,bestValue,value,best,nodes,ms,exact],…]}
// with the values in hundredths of a seed and nodes and ms counted from the
// start of the turn's analysis (the depths are those of one analysis, so a
// review of that depth, or of a node budget, would find the same values).
//
//   measure_review --review FILE [--deep | (--nodes N | --depth D) [--second N2 [--from L]]]
//                  [--tablebase DIR]
//
// reviews the games of FILE (the game lines above) with reviewGame and the
// endgame tables of DIR: at hoyito::kQuickReview's limits (--deep:
// kDeepReview's), or with one look of N nodes or D plies at each turn, and
// with --second a second look of N2 nodes at each turn that the first finds
// losing L hundredths of a seed or more (200, a mistake, by default). It
// prints one JSON line a turn and a game:
//   {"game":G,"turn":T,"loss":L,"depth":D,"exact":0|1}
//   {"game":G,"turns":T,"ms":M,"cpuMs":C}

#include "hoyito/analysis.h"
#include "hoyito/game.h"
#include "hoyito/notation.h"
#include "hoyito/openings.h"
#include "hoyito/players.h"
#include "hoyito/search.h"
#include "hoyito/tables.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <string>
#include <vector>

using namespace hoyito;

namespace {

long long argNumber(int argc, char **argv, const char *name, long long fallback)
{
    for (int i = 1; i + 1 < argc; ++i)
        if (std::strcmp(argv[i], name) == 0)
            return std::atoll(argv[i + 1]);
    return fallback;
}

std::string argText(int argc, char **argv, const char *name, const char *fallback)
{
    for (int i = 1; i + 1 < argc; ++i)
        if (std::strcmp(argv[i], name) == 0)
            return argv[i + 1];
    return fallback;
}

// The value of "key":VALUE in a JSON line (a number or a string's text).
std::string field(const std::string &line, const std::string &key)
{
    const std::string tag = "\"" + key + "\":";
    const std::size_t at = line.find(tag);
    if (at == std::string::npos)
        return {};
    std::size_t begin = at + tag.size();
    if (line[begin] == '"') {
        ++begin;
        return line.substr(begin, line.find('"', begin) - begin);
    }
    return line.substr(begin, line.find_first_of(",}", begin) - begin);
}

int reviewGames(int argc, char **argv, const std::string &file)
{
    // kQuickReview, kDeepReview, or one look at each turn (N nodes or D
    // plies) and a second look with N2 nodes at a turn the first finds
    // losing L or more.
    ReviewLimits limits = kQuickReview;
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--deep") == 0)
            limits = kDeepReview;
    const long long nodes = argNumber(argc, argv, "--nodes", 0);
    const int depth = static_cast<int>(argNumber(argc, argv, "--depth", 0));
    if (nodes > 0 || depth > 0) {
        limits = ReviewLimits{.look = {.depth = depth, .timeMs = 0, .nodes = static_cast<std::uint64_t>(nodes)},
                              .secondLook = {},
                              .secondLookFrom = 0};
        const long long second = argNumber(argc, argv, "--second", 0);
        if (second > 0) {
            limits.secondLook.nodes = static_cast<std::uint64_t>(second);
            limits.secondLookFrom = static_cast<int>(argNumber(argc, argv, "--from", kReviewThresholds.mistake));
        }
    }
    Analyser analyser;
    const std::string folder = argText(argc, argv, "--tablebase", "");
    if (!folder.empty())
        analyser.setTables(tables::TableSet::open(folder));
    std::ifstream in(file);
    std::string line;
    while (std::getline(in, line)) {
        if (field(line, "moves").empty())
            continue;
        Rules rules;
        rules.variant = field(line, "variant") == "III" ? Variant::III : Variant::II;
        rules.holesPerRow = std::stoi(field(line, "holes"));
        Game game(Position::initial(rules, Player::South));
        const std::string moves = field(line, "moves");
        for (std::size_t at = 0; at < moves.size();) {
            const std::size_t end = std::min(moves.find(',', at), moves.size());
            game.play(readMove(game.position(), moves.substr(at, end - at)).move);
            at = end + 1;
        }
        const std::string g = field(line, "game");
        const auto start = std::chrono::steady_clock::now();
        const std::clock_t cpuStart = std::clock();
        const std::vector<TurnReview> turns = reviewGame(analyser, game, limits);
        const double cpuMs = 1000.0 * static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
        const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        for (const TurnReview &t : turns)
            std::printf("{\"game\":%s,\"turn\":%d,\"loss\":%d,\"depth\":%d,\"exact\":%d}\n", g.c_str(), t.turn, t.loss,
                        t.depth, t.exact ? 1 : 0);
        std::printf("{\"game\":%s,\"turns\":%d,\"ms\":%.0f,\"cpuMs\":%.0f}\n", g.c_str(), game.turnCount(), ms, cpuMs);
        std::fflush(stdout);
    }
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    const std::string reviewFile = argText(argc, argv, "--review", "");
    if (!reviewFile.empty())
        return reviewGames(argc, argv, reviewFile);
    Rules rules;
    rules.variant = argText(argc, argv, "--variant", "II") == "III" ? Variant::III : Variant::II;
    rules.holesPerRow = static_cast<int>(argNumber(argc, argv, "--holes", 6));
    const long long games = argNumber(argc, argv, "--games", 1);
    const long long firstGame = argNumber(argc, argv, "--first", 0);
    const auto seed = static_cast<std::uint64_t>(argNumber(argc, argv, "--seed", 1));
    AnalysisLimits limits;
    limits.depth = static_cast<int>(argNumber(argc, argv, "--depth", 16));
    limits.nodes = static_cast<std::uint64_t>(argNumber(argc, argv, "--nodes", 0));

    Searcher reference(4), south, north;
    Analyser analyser;
    for (long long g = firstGame; g < firstGame + games; ++g) {
        // Every pair of levels 2 to 4 in turn, South first.
        const int levels[2] = {2 + static_cast<int>(g % 3), 2 + static_cast<int>(g / 3 % 3)};
        const std::uint64_t gameSeed = mixSeeds(seed, static_cast<std::uint64_t>(g));
        Game game(Position::initial(rules, Player::South));
        // hoyito-cli selfplay's balanced openings.
        const auto opening = randomOpening(rules, gameSeed, &reference);
        if (!opening) {
            std::fprintf(stderr, "no balanced opening\n");
            return 1;
        }
        for (Move m : *opening)
            game.play(m);
        south.clear();
        north.clear();
        while (!game.isOver()) {
            const Position &pos = game.position();
            SearchLimits play;
            play.level = levels[index(pos.toMove)];
            play.levelTimeCap = false;
            play.seed = mixSeeds(gameSeed ^ 0xA, static_cast<std::uint64_t>(game.turnCount()));
            game.play((pos.toMove == Player::South ? south : north).search(pos, play).best);
        }
        std::string moves;
        for (int t = 0; t < game.turnCount(); ++t) {
            if (t > 0)
                moves += ',';
            moves += moveText(rules, game.moves()[static_cast<std::size_t>(t)]);
        }
        const auto score = finalScores(game.position());
        std::printf("{\"game\":%lld,\"variant\":\"%s\",\"holes\":%d,\"a\":%d,\"b\":%d,\"turns\":%d,\"moves\":\"%s\","
                    "\"score\":[%d,%d]}\n",
                    g, std::string(variantName(rules.variant)).c_str(), rules.holesPerRow, levels[0], levels[1],
                    game.turnCount(), moves.c_str(), score[0], score[1]);
        std::fflush(stdout);

        for (int t = 0; t < game.turnCount(); ++t) {
            const Position &before = game.positions()[static_cast<std::size_t>(t)];
            const Move played = game.moves()[static_cast<std::size_t>(t)];
            std::string depths;
            const auto start = std::chrono::steady_clock::now();
            const AnalysisResult last =
                analyser.analyse(before, limits, nullptr, [&](const AnalysisResult &r, bool depthDone) {
                    if (!depthDone)
                        return;
                    const MoveAnalysis &best = r.moves.front();
                    const MoveAnalysis *mine = &best;
                    for (const MoveAnalysis &m : r.moves)
                        if (m.move == played)
                            mine = &m;
                    const auto ms =
                        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
                    char entry[160];
                    std::snprintf(entry, sizeof entry, "%s[%d,%d,%d,%d,\"%s\",%llu,%.1f,%d]", depths.empty() ? "" : ",",
                                  r.depth, std::max(0, best.value - mine->value), best.value, mine->value,
                                  moveText(before.rules, best.move).c_str(), static_cast<unsigned long long>(r.nodes),
                                  ms, best.exact && mine->exact ? 1 : 0);
                    depths += entry;
                });
            std::printf("{\"game\":%lld,\"turn\":%d,\"mover\":\"%c\",\"move\":\"%s\",\"forced\":%s,\"seeds\":%d,"
                        "\"stopped\":%s,\"depths\":[%s]}\n",
                        g, t + 1, playerLetter(before.toMove), moveText(before.rules, played).c_str(),
                        last.moves.size() <= 1 ? "true" : "false", before.seedsOnBoard(),
                        last.stopped ? "true" : "false", depths.c_str());
            std::fflush(stdout);
        }
    }
    return 0;
}
