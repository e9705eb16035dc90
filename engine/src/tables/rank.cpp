// Stars-and-bars ranking of boards and the bookkeeping of table entries.

#include "hoyito/tables.h"

#include <array>
#include <limits>

namespace hoyito::tables {

namespace {

// Binomial coefficients up to the largest board (all 8N seeds in 2N holes),
// saturating where they would overflow: no table that large can be built.
constexpr int kMaxN = kSeedsPerHole * kMaxHoles + kMaxHoles;

struct Binomials {
    std::array<std::array<std::uint64_t, kMaxHoles + 1>, kMaxN + 1> c{};
};

constexpr std::uint64_t kSaturated = std::numeric_limits<std::uint64_t>::max();

constexpr Binomials makeBinomials()
{
    Binomials b;
    for (int n = 0; n <= kMaxN; ++n) {
        b.c[n][0] = 1;
        for (int r = 1; r <= kMaxHoles; ++r) {
            if (r > n) {
                b.c[n][r] = 0;
                continue;
            }
            const std::uint64_t x = b.c[n - 1][r - 1];
            const std::uint64_t y = r <= n - 1 ? b.c[n - 1][r] : 0;
            b.c[n][r] = (x == kSaturated || y == kSaturated || x > kSaturated - y) ? kSaturated : x + y;
        }
    }
    return b;
}

constexpr Binomials kBinomials = makeBinomials();

inline std::uint64_t choose(int n, int r)
{
    return kBinomials.c[n][r];
}

} // namespace

std::uint64_t boardCount(int holesPerRow, int seeds)
{
    const int holes = 2 * holesPerRow;
    return choose(seeds + holes - 1, holes - 1);
}

int maxTableSeeds(int holesPerRow)
{
    int seeds = 0;
    while (seeds < kSeedsPerHole * 2 * holesPerRow &&
           boardCount(holesPerRow, seeds + 1) < std::numeric_limits<std::uint32_t>::max())
        ++seeds;
    return seeds;
}

std::uint64_t entryCount(TableRules rules, int holesPerRow, int seeds)
{
    const std::uint64_t boards = boardCount(holesPerRow, seeds);
    if (rules != TableRules::HoyitoIIIFixed)
        return boards;
    return boards > kSaturated / 2 ? kSaturated : 2 * boards;
}

std::uint64_t entryIndex(TableRules rules, std::uint64_t rank, std::uint64_t boards, bool takerIsMover)
{
    return rules == TableRules::HoyitoIIIFixed && !takerIsMover ? boards + rank : rank;
}

// The board as M - 1 bars among k stars: bar i sits at s0 + ... + si + i.
// The colex rank of the bar positions is sum C(bar_i, i + 1).
std::uint64_t boardRank(const std::uint8_t *board, int holesPerRow, int seeds)
{
    (void)seeds;
    const int bars = 2 * holesPerRow - 1;
    std::uint64_t rank = 0;
    int position = -1;
    for (int i = 0; i < bars; ++i) {
        position += board[i] + 1;
        rank += choose(position, i + 1);
    }
    return rank;
}

void boardUnrank(std::uint64_t rank, int holesPerRow, int seeds, std::uint8_t *board)
{
    const int holes = 2 * holesPerRow;
    int above = seeds + holes - 1; // the bar positions left are below this
    for (int i = holes - 2; i >= 0; --i) {
        int position = above - 1;
        while (choose(position, i + 1) > rank)
            --position;
        rank -= choose(position, i + 1);
        board[i + 1] = static_cast<std::uint8_t>(above - position - 1);
        above = position;
    }
    board[0] = static_cast<std::uint8_t>(above);
}

std::string tableRulesName(TableRules rules)
{
    switch (rules) {
    case TableRules::HoyitoII: return "II";
    case TableRules::HoyitoIIICapturer: return "III-capturer";
    case TableRules::HoyitoIIIFixed: return "III-fixed";
    }
    return "?";
}

std::optional<TableRules> tableRulesOf(const Position &pos)
{
    if (pos.closedHoles != 0)
        return std::nullopt;
    switch (pos.rules.variant) {
    case Variant::I: return std::nullopt;
    case Variant::II:
        if (pos.rules.lastFourTaker != LastFourTaker::Capturer)
            return std::nullopt;
        return TableRules::HoyitoII;
    case Variant::III:
        return pos.rules.lastFourTaker == LastFourTaker::Capturer ? TableRules::HoyitoIIICapturer
                                                                  : TableRules::HoyitoIIIFixed;
    }
    return std::nullopt;
}

Rules rulesFor(TableRules rules, int holesPerRow, bool takerIsMover)
{
    Rules r;
    r.holesPerRow = holesPerRow;
    switch (rules) {
    case TableRules::HoyitoII: r.variant = Variant::II; break;
    case TableRules::HoyitoIIICapturer: r.variant = Variant::III; break;
    case TableRules::HoyitoIIIFixed:
        r.variant = Variant::III;
        r.lastFourTaker = takerIsMover ? LastFourTaker::South : LastFourTaker::North;
        break;
    }
    return r;
}

} // namespace hoyito::tables
