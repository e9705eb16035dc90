#pragma once

// The table builder's memory: the budget a build keeps to, which levels
// keep their moves on disk to stay within it, and large arrays on huge
// pages. The estimate shown before a build (estimateBuild) is made from
// the same sums.

#include "hoyito/tables.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace hoyito::tables::detail {

// Asks the kernel for 2 MB pages for the whole such pages of [data, data +
// bytes), before they are first written (a page already written stays as
// it is): the builder reads its large arrays at random, and with 4 KB pages
// nearly every such read also misses the address translation cache.
void preferHugePages(void *data, std::size_t bytes);

// An array of n T, its contents unset, on 2 MB pages where it can be.
template <class T> std::unique_ptr<T[]> largeArray(std::uint64_t n)
{
    auto array = std::make_unique_for_overwrite<T[]>(n);
    preferHugePages(array.get(), n * sizeof(T));
    return array;
}

std::string outOfMemory(int seeds);

// Captures take fours, so level k reaches only the levels k - 4, k - 8, ...
inline bool capturesReach(int seeds, int level)
{
    return level < seeds && (seeds - level) % kSeedsPerHole == 0;
}

// The memory budget a build keeps to: BuildOptions::memoryBudget, 0 for the
// default.
std::uint64_t budgetOrDefault(std::uint64_t budget);

// A level whose moves would not fit the budget in memory keeps them on disk.
bool keepsMovesOnDisk(TableRules rules, int holesPerRow, int seeds, std::uint64_t budget);

} // namespace hoyito::tables::detail
