// The table builder's memory (see build_memory.h): what a level takes, the
// budget, and the estimate of a whole build.

#include "build_memory.h"

#include <algorithm>

#include <sys/mman.h>
#include <unistd.h>

namespace hoyito::tables {

namespace detail {

namespace {

// Bytes a level's moves are estimated to take: for each board a byte for
// the number of its quiet moves and 4 for each, about holesPerRow / 2 + 1/4
// of them (2x6 measured 2.99 a board at 16 seeds, rising slowly with the
// seeds), and for each entry a byte for its best ending or capture.
std::uint64_t moveBytes(TableRules rules, int holesPerRow, int seeds)
{
    return boardCount(holesPerRow, seeds) * (1 + 2 * static_cast<std::uint64_t>(holesPerRow) + 1) +
           entryCount(rules, holesPerRow, seeds);
}

// The peak memory of building one level. In memory: the entries' bounds,
// the moves, and either the lower levels the captures read (while the moves
// are generated) or the two changed sets (while solving: two bits an
// entry). With the moves in a scratch file the bounds go there too while
// the moves are generated, so the lower levels and the bounds are never in
// memory together.
std::uint64_t levelMemory(TableRules rules, int holesPerRow, int seeds, bool spilled)
{
    const std::uint64_t entries = entryCount(rules, holesPerRow, seeds);
    std::uint64_t lower = 0;
    for (int j = 1; j < seeds; ++j)
        if (capturesReach(seeds, j))
            lower += tableFileSize(rules, holesPerRow, j);
    if (spilled)
        return std::max(lower, 2 * entries + 2 * entries / 8);
    return 2 * entries + moveBytes(rules, holesPerRow, seeds) + std::max(lower, 2 * entries / 8);
}

} // namespace

void preferHugePages(void *data, std::size_t bytes)
{
#ifdef MADV_HUGEPAGE
    constexpr std::uintptr_t huge = std::uintptr_t(2) << 20;
    auto *const first = static_cast<char *>(data);
    const auto address = reinterpret_cast<std::uintptr_t>(first);
    const std::uintptr_t begin = (address + huge - 1) & ~(huge - 1);
    const std::uintptr_t end = (address + bytes) & ~(huge - 1);
    if (end > begin)
        ::madvise(first + (begin - address), end - begin, MADV_HUGEPAGE);
#else
    (void)data;
    (void)bytes;
#endif
}

std::string outOfMemory(int seeds)
{
    return "not enough memory to build the table for " + std::to_string(seeds) + " seeds";
}

std::uint64_t budgetOrDefault(std::uint64_t budget)
{
    return budget > 0 ? budget : defaultMemoryBudget();
}

bool keepsMovesOnDisk(TableRules rules, int holesPerRow, int seeds, std::uint64_t budget)
{
    return levelMemory(rules, holesPerRow, seeds, false) > budgetOrDefault(budget);
}

} // namespace detail

std::uint64_t defaultMemoryBudget()
{
    constexpr std::uint64_t most = 8'000'000'000;
    const long pages = ::sysconf(_SC_PHYS_PAGES);
    const long pageSize = ::sysconf(_SC_PAGE_SIZE);
    if (pages <= 0 || pageSize <= 0)
        return most;
    return std::min(most, static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(pageSize) / 2);
}

BuildEstimate estimateBuild(TableRules rules, int holesPerRow, int maxSeeds, std::uint64_t memoryBudget)
{
    using detail::keepsMovesOnDisk;
    using detail::levelMemory;
    using detail::moveBytes;
    BuildEstimate estimate;
    // Levels the builder refuses (see maxTableSeeds) are not counted; their
    // sizes would not even fit the sums.
    const int lastLevel = std::min(maxSeeds, maxTableSeeds(holesPerRow));
    for (int k = 1; k <= lastLevel; ++k) {
        estimate.entries += entryCount(rules, holesPerRow, k);
        estimate.fileBytes += tableFileSize(rules, holesPerRow, k);
        const bool onDisk = keepsMovesOnDisk(rules, holesPerRow, k, memoryBudget);
        if (onDisk)
            estimate.scratchBytes = std::max(estimate.scratchBytes,
                                             moveBytes(rules, holesPerRow, k) + 2 * entryCount(rules, holesPerRow, k));
        estimate.peakMemoryBytes = std::max(estimate.peakMemoryBytes, levelMemory(rules, holesPerRow, k, onDisk));
    }
    return estimate;
}

} // namespace hoyito::tables
