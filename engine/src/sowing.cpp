#include "sowing.h"

#include <array>
#include <atomic>
#include <vector>

namespace hoyito::detail {

namespace {

// sowWords for one board size, as a function to point to.
using SowKernel = TurnSummary (*)(Position &pos, int origin, const LapTable &table);

template <int kHoles, int kWords> TurnSummary sowKernel(Position &pos, int origin, const LapTable &table)
{
    return sowWords<kHoles, kWords>(pos, origin, table);
}

// The recorded boards get a kernel of their own size.
SowKernel kernelFor(int holeCount)
{
    if (holeCount == 12)
        return sowKernel<12, 2>;
    if (holeCount == 24)
        return sowKernel<24, 3>;
    if (holeCount <= 8)
        return sowKernel<0, 1>;
    if (holeCount <= 16)
        return sowKernel<0, 2>;
    return sowKernel<0, 3>;
}

struct LapTables {
    // Indexed by the hole count; only even counts of valid boards are filled.
    std::array<std::vector<LapStep>, kMaxHoles + 1> steps;
    std::array<LapTable, kMaxHoles + 1> tables{};
    std::array<SowKernel, kMaxHoles + 1> kernels{};

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
            kernels[n] = kernelFor(n);
        }
    }
};

// The tables once built, for the turns after the first: one load of a
// pointer instead of a function-local static's guard, whose building code
// would give every turn a stack frame.
std::atomic<const LapTables *> builtLapTables{nullptr};

HOYITO_NEVER_INLINE const LapTables &buildLapTables()
{
    static const LapTables tables;
    builtLapTables.store(&tables, std::memory_order_release);
    return tables;
}

inline const LapTables &lapTables()
{
    const LapTables *tables = builtLapTables.load(std::memory_order_acquire);
    return tables ? *tables : buildLapTables();
}

} // namespace

const LapTable &lapTable(int holeCount)
{
    return lapTables().tables[holeCount];
}

TurnSummary sowBulk(Position &pos, int origin)
{
    // One look-up for the table and the kernel of the board's size.
    const LapTables &tables = lapTables();
    const int n = pos.rules.holeCount();
    return tables.kernels[n](pos, origin, tables.tables[n]);
}

} // namespace hoyito::detail
