#pragma once

// The parents of each board of a level, for the late solving rounds.

#include <cstdint>
#include <memory>

namespace hoyito::tables::detail {

// The boards with an open entry, in the chunks still open, whose stored
// quiet moves lead to each board: its parents (the others can no longer
// change). Built once few entries of a level change in a round (see
// LevelBuilder::solve), so that a round finds the entries to evaluate as
// the parents of those that changed, where walking every stored move to
// find them costs about as much in a round that changes a few thousand
// entries as in the first. 4 bytes a parent, and for each board 2 bytes:
// where its parents begin among those of its group of 64 boards, each
// group 8 bytes of its own.
struct ParentIndex {
    static constexpr int kGroupShift = 6;
    std::uint64_t boards = 0;
    std::unique_ptr<std::uint16_t[]> within;     // a board's first parent in its group
    std::unique_ptr<std::uint64_t[]> groupStart; // a group's first parent; one more, the end
    std::unique_ptr<std::uint32_t[]> parents;

    std::uint64_t groups() const { return (boards + (1u << kGroupShift) - 1) >> kGroupShift; }
    std::uint64_t begin(std::uint64_t board) const
    {
        return board == boards ? groupStart[groups()] : groupStart[board >> kGroupShift] + within[board];
    }
    std::uint64_t end(std::uint64_t board) const { return begin(board + 1); }
    // The memory it takes for `boards` boards and `parentCount` parents,
    // with the counts of each board's parents it is built with (a byte a
    // board for each of `threads` threads).
    static std::uint64_t bytes(std::uint64_t boards, std::uint64_t parentCount, int threads)
    {
        return boards * (2 + static_cast<std::uint64_t>(threads)) + (boards >> kGroupShift) * 8 + 16 + 4 * parentCount;
    }
};

} // namespace hoyito::tables::detail
