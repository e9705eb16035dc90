#include "hoyito/notation.h"
#include "hoyito/search.h"

#include <cassert>
#include <string_view>

namespace hoyito {

namespace {

// Openings and middle games of every variant, a few with endless holes,
// and an endgame the search solves.
constexpr std::string_view kBenchPositions[] = {
    "II:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:0",
    "II:6:N:6,0,1,6,6,2,7,1,6,1,6,6:0:0",
    "II:6:S:1,1,5,3,1,0,0,6,0,2,1,0:16:12",
    "II:6:S:2,2,3,1,1,0,2,6,1,2,0,0:20:8",
    "II:6:N:2,1,0,7,4,0,20,1,0,1,3,1:4:4",
    "II:6:S:0,2,1,1,1,0,0,1,0,1,0,1:24:16",
    "III:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:0",
    "III:6:S:4,2,2,2,2,1,1,0,0,1,0,1:4:28",
    "I:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:0",
    "II:12:S:4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4:0:0",
    "II:12:N:0,1,1,13,2,1,12,3,0,1,1,5,2,1,1,0,1,5,1,3,1,0,0,13:4:24",
};

} // namespace

SearchBenchStats searchBench(int depth)
{
    SearchBenchStats stats;
    Searcher searcher(16);
    for (std::string_view text : kBenchPositions) {
        const ParsedPosition parsed = parsePosition(text);
        assert(std::holds_alternative<Position>(parsed));
        const Position pos = std::get<Position>(parsed);
        searcher.clear();
        SearchLimits limits;
        limits.depth = depth;
        SearchBenchLine line{pos, searcher.search(pos, limits)};
        stats.nodes += line.result.nodes;
        stats.signature = (stats.signature ^ line.result.nodes) * 0x100000001B3ull;
        stats.signature = (stats.signature ^ static_cast<std::uint64_t>(line.result.best.hole + 1)) * 0x100000001B3ull;
        stats.signature = (stats.signature ^ static_cast<std::uint64_t>(line.result.score + 65536)) * 0x100000001B3ull;
        stats.lines.push_back(std::move(line));
    }
    return stats;
}

} // namespace hoyito
