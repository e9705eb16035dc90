#pragma once

// The playout benchmark: games of uniformly random legal moves from the
// opening, with a fixed seed, so the work and its signature are the same on
// every machine. Speed is measured by the caller; nothing here is timed.

#include "hoyito/position.h"

#include <cstdint>

namespace hoyito {

struct PlayoutStats {
    std::uint64_t games = 0;
    std::uint64_t turns = 0;
    std::uint64_t seedsSown = 0;
    std::uint64_t signature = 0; // depends on every final position and game length
};

// Plays `games` random games under rules 6.1, 6.3 and the 200-turn part of
// 6.2 (the repetition part needs a game history; Game has it).
PlayoutStats randomPlayouts(const Rules &rules, std::uint64_t games, std::uint64_t seed);

// A small, fast, deterministic generator (xorshift64*), shared by playouts
// and tests so that fixed seeds mean the same games everywhere.
class Random {
public:
    explicit Random(std::uint64_t seed)
        : m_state(seed ? seed : 0x9E3779B97F4A7C15ull)
    {
    }
    std::uint64_t next()
    {
        m_state ^= m_state >> 12;
        m_state ^= m_state << 25;
        m_state ^= m_state >> 27;
        return m_state * 0x2545F4914F6CDD1Dull;
    }
    // Uniform enough in [0, bound) for bound far below 2^32.
    std::uint32_t below(std::uint32_t bound) { return static_cast<std::uint32_t>(((next() >> 32) * bound) >> 32); }

private:
    std::uint64_t m_state;
};

} // namespace hoyito
