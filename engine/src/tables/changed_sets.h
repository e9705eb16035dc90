#pragma once

// The entries of a level that changed in the last solving rounds: what
// decides which entries a round evaluates again.

#include "build_memory.h"

#include <atomic>
#include <cstdint>
#include <cstring>
#include <memory>

namespace hoyito::tables::detail {

// Entries a bit of the coarse changed set stands for (a divisor of kChunk).
constexpr int kSummaryShift = 10;
constexpr std::uint64_t kSummaryMask = (1u << kSummaryShift) - 1;

// The entries that changed in the round before and in this one so far,
// side by side (one cache line holds both words): in a round that walks
// the moves, an entry whose child changed earlier in the same round is
// evaluated at once, so a change can travel through several entries in
// one round. A coarse copy, a bit for each block of entries: in the
// later rounds few entries change, and most tests stop at this small
// one (it stays in the processor's cache where the fine one does not).
struct ChangedSets {
    // Words that threads read and write at once, a word at a time.
    class Bits {
    public:
        explicit Bits(std::uint64_t count)
            : m_words(largeArray<std::uint64_t>(count))
        {
            std::memset(m_words.get(), 0, count * sizeof(std::uint64_t));
        }
        std::atomic_ref<std::uint64_t> operator[](std::uint64_t i) const
        {
            return std::atomic_ref<std::uint64_t>(m_words[i]);
        }
        const std::uint64_t *address(std::uint64_t i) const { return &m_words[i]; }

    private:
        std::unique_ptr<std::uint64_t[]> m_words;
    };
    explicit ChangedSets(std::uint64_t entries)
        : words((entries + 63) / 64)
        , summaryWords(((entries >> kSummaryShift) + 64) / 64)
        , fine(2 * words)
        , summary(2 * summaryWords)
    {
    }
    // Clears this round's side; the other holds the round before.
    void startRound(int round)
    {
        for (std::uint64_t w = 0; w < words; ++w)
            fine[2 * w + (round & 1)].store(0, std::memory_order_relaxed);
        for (std::uint64_t w = 0; w < summaryWords; ++w)
            summary[2 * w + (round & 1)].store(0, std::memory_order_relaxed);
    }
    // Changed in the round before or in this one.
    static bool isSet(const Bits &bits, std::uint64_t i)
    {
        const std::uint64_t both =
            bits[2 * (i >> 6)].load(std::memory_order_relaxed) | bits[2 * (i >> 6) + 1].load(std::memory_order_relaxed);
        return (both >> (i & 63)) & 1;
    }
    std::uint64_t words;
    std::uint64_t summaryWords;
    Bits fine;
    Bits summary;
};

} // namespace hoyito::tables::detail
