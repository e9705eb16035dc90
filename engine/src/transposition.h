#pragma once

// The search's transposition table (private to the engine): one entry per
// slot, replaced unless a deeper entry of this search holds it, and a small
// cache of endless holes that outlives replacement.

#include "hoyito/position.h"

#include <array>
#include <cstdint>
#include <cstdlib>
#include <memory>

namespace hoyito::detail {

enum Bound : std::uint8_t { BoundNone = 0, BoundUpper = 1, BoundLower = 2, BoundExact = 3 };

// No move stored (a pass is Move::kPass, -1).
constexpr std::int8_t kNoMove = -2;
// A table entry whose subtree reached the end of the game on every line is
// valid at any depth.
constexpr int kProvenDepth = 255;
// In TableEntry::endless: every hole of the mover was tried.
constexpr std::uint16_t kEndlessKnown = 0x8000;
// An entry of the current search is kept against a new one for another
// position unless the new one is at most this many plies shallower.
constexpr int kReplaceDepthMargin = 2;
// Slots of the endless cache (a power of two).
constexpr std::size_t kEndlessCacheSlots = 4096;

// 16 bytes. Values are stored relative to the captured-score difference of
// the node (the gain still to come), since the key does not cover scores.
struct TableEntry {
    std::uint64_t key = 0;
    std::int16_t value = 0;
    std::int8_t move = kNoMove;
    std::uint8_t depth = 0;
    std::uint8_t bound = BoundNone;
    std::uint8_t generation = 0;
    // Bit i: the mover's hole firstHole + i starts an endless sowing.
    // kEndlessKnown: every hole of the mover was tried.
    std::uint16_t endless = 0;
};
static_assert(sizeof(TableEntry) == 16);

class TranspositionTable {
public:
    // megabytes: the size, rounded down to a power of two entries.
    explicit TranspositionTable(int megabytes);

    // Forgets every entry. Usually in O(1): entries written before the
    // clear stay in memory but no longer count (see isLive). When the table
    // is next wiped for real still depends on the searches before.
    void clear();
    // Forgets every entry and the searches before, as a new table would: a
    // write of the whole table.
    void reset();
    // A new search: entries of older searches give way first.
    void newSearch();

    TableEntry *probe(std::uint64_t key)
    {
        TableEntry &e = m_table[key & m_mask];
        return e.key == key && e.bound != BoundNone && isLive(e) ? &e : nullptr;
    }
    void prefetch(std::uint64_t key) const
    {
#if defined(__GNUC__)
        __builtin_prefetch(&m_table[key & m_mask]);
#else
        (void)key;
#endif
    }
    void store(std::uint64_t key, int value, int depth, Bound bound, std::int8_t move, std::uint16_t endless);

    // Endless answers survive table replacement here: a position with an
    // endless hole is rare, and finding out again can cost milliseconds.
    std::uint16_t knownEndless(std::uint64_t key, const TableEntry *entry) const
    {
        if (entry && (entry->endless & kEndlessKnown))
            return entry->endless;
        const EndlessEntry &cached = m_endlessCache[key & (kEndlessCacheSlots - 1)];
        return cached.key == key ? cached.mask : 0;
    }
    void rememberEndless(std::uint64_t key, std::uint16_t endless)
    {
        if (endless & ~kEndlessKnown)
            m_endlessCache[key & (kEndlessCacheSlots - 1)] = EndlessEntry{key, endless};
    }

private:
    struct EndlessEntry {
        std::uint64_t key = 0;
        std::uint16_t mask = 0;
    };

    // An entry counts if it was written since the last clear: its generation
    // lies in [m_liveFrom, m_generation] (8-bit, so the table is wiped for
    // real before the generations since the last wipe could wrap round).
    bool isLive(const TableEntry &e) const
    {
        return static_cast<std::uint8_t>(e.generation - m_liveFrom) <=
               static_cast<std::uint8_t>(m_generation - m_liveFrom);
    }
    void wipe();

    struct FreeMemory {
        void operator()(TableEntry *p) const { std::free(p); }
    };
    // Aligned to the machine's large pages where it has them: a probe is a
    // random access into megabytes, and with small pages most probes would
    // miss the address cache (TLB) as well as the data cache.
    std::unique_ptr<TableEntry[], FreeMemory> m_table;
    std::size_t m_entries = 0;
    std::size_t m_mask = 0;
    std::uint8_t m_generation = 0;
    std::uint8_t m_liveFrom = 0; // the first generation after the last clear
    int m_generationsSinceWipe = 0;
    std::array<EndlessEntry, kEndlessCacheSlots> m_endlessCache{};
};

} // namespace hoyito::detail
