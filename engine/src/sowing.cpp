#include "sowing.h"

#include <array>
#include <vector>

namespace hoyito::detail {

namespace {

struct LapTables {
    // Indexed by the hole count; only even counts of valid boards are filled.
    std::array<std::vector<LapStep>, kMaxHoles + 1> steps;
    std::array<LapTable, kMaxHoles + 1> tables{};

    LapTables()
    {
        for (int perRow = kMinHolesPerRow; perRow <= kMaxHolesPerRow; ++perRow) {
            const int n = 2 * perRow;
            const int stride = kSeedsPerHole * n + 1;
            std::vector<LapStep> &table = steps[n];
            table.resize(static_cast<std::size_t>(n) * static_cast<std::size_t>(stride));
            for (int from = 0; from < n; ++from) {
                for (int hand = 0; hand < stride; ++hand) {
                    std::array<std::uint8_t, kBoardWords * 8> bytes{};
                    const int rounds = hand / n;
                    const int rest = hand % n;
                    for (int h = 0; h < n; ++h)
                        bytes[h] = static_cast<std::uint8_t>(rounds);
                    for (int k = 1; k <= rest; ++k)
                        ++bytes[(from + k) % n];
                    LapStep &step = table[static_cast<std::size_t>(from) * static_cast<std::size_t>(stride) +
                                          static_cast<std::size_t>(hand)];
                    for (int k = 0; k < kBoardWords; ++k)
                        step.add[k] = loadWord(bytes.data() + 8 * k);
                    step.last = (from + rest) % n;
                    step.nextRow = step.last * stride;
                }
            }
            tables[n] = LapTable{table.data(), stride};
        }
    }
};

} // namespace

const LapTable &lapTable(int holeCount)
{
    static const LapTables tables;
    return tables.tables[holeCount];
}

TurnSummary sowBulk(Position &pos, int origin)
{
    const int n = pos.rules.holeCount();
    const LapTable &table = lapTable(n);
    // The recorded boards get a kernel of their own size.
    if (n == 12)
        return sowWords<12>(pos, origin, table);
    if (n == 24)
        return sowWords<24>(pos, origin, table);
    if (n <= 8)
        return sowWords<0, 1>(pos, origin, table);
    if (n <= 16)
        return sowWords<0, 2>(pos, origin, table);
    return sowWords<0, 3>(pos, origin, table);
}

} // namespace hoyito::detail
