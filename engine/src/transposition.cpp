#include "transposition.h"

#include "hoyito/evaluation.h"

#include <algorithm>
#include <bit>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace hoyito::detail {

namespace {
// Stored values are clamped to what an int16 holds; real scores stay far
// inside (at most 96 seeds of kSeedValue).
constexpr int kValueLimit = 32000;
constexpr std::size_t kLargePageBytes = std::size_t{2} << 20;
static_assert(kSeedsPerHole * kMaxHoles * kSeedValue < kValueLimit);
} // namespace

TranspositionTable::TranspositionTable(int megabytes)
{
    std::size_t entries = std::size_t(std::max(1, megabytes)) * 1024 * 1024 / sizeof(TableEntry);
    entries = std::bit_floor(entries);
    const std::size_t bytes = entries * sizeof(TableEntry);
    // Large pages are 2 MB on the machines we know; a smaller table stays on
    // small pages (aligned_alloc wants a size that is a multiple of the
    // alignment).
    const std::size_t alignment = bytes >= kLargePageBytes ? kLargePageBytes : alignof(TableEntry);
    auto *memory = static_cast<TableEntry *>(std::aligned_alloc(alignment, bytes));
    if (!memory)
        throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (alignment == kLargePageBytes)
        madvise(memory, bytes, MADV_HUGEPAGE); // a hint: without large pages the table still works
#endif
    std::uninitialized_fill_n(memory, entries, TableEntry{});
    m_table.reset(memory);
    m_entries = entries;
    m_mask = entries - 1;
}

namespace {
// Generations a table may live through between two real wipes: fewer than
// the 256 an 8-bit generation tells apart.
constexpr int kGenerationsPerWipe = 250;
} // namespace

void TranspositionTable::wipe()
{
    std::fill_n(m_table.get(), m_entries, TableEntry{});
    m_generation = 0;
    m_liveFrom = 0;
    m_generationsSinceWipe = 0;
}

void TranspositionTable::clear()
{
    // Entries from before now are dead from the next generation on, so the
    // next search sees an empty table.
    m_liveFrom = static_cast<std::uint8_t>(m_generation + 1);
    m_endlessCache.fill(EndlessEntry{});
}

void TranspositionTable::reset()
{
    wipe();
    clear();
}

void TranspositionTable::newSearch()
{
    if (++m_generationsSinceWipe >= kGenerationsPerWipe) {
        // Live entries are lost too: a wipe is a clear.
        wipe();
    }
    ++m_generation;
}

void TranspositionTable::store(std::uint64_t key, int value, int depth, Bound bound, std::int8_t move,
                               std::uint16_t endless)
{
    TableEntry &e = m_table[key & m_mask];
    const bool live = e.bound != BoundNone && isLive(e);
    // Keep a deeper entry of this search for another position, unless the
    // new one is nearly as deep.
    if (live && e.key != key && e.generation == m_generation && e.depth > depth + kReplaceDepthMargin)
        return;
    if (live && e.key == key && move == kNoMove)
        move = e.move;
    e.key = key;
    e.value = static_cast<std::int16_t>(std::clamp(value, -kValueLimit, kValueLimit));
    e.depth = static_cast<std::uint8_t>(depth);
    e.bound = bound;
    e.move = move;
    e.generation = m_generation;
    e.endless = endless;
}

} // namespace hoyito::detail
