#pragma once

// Where the table builder keeps a level's moves while it solves the level:
// in memory, or in a scratch file when they would not fit the memory
// budget.

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace hoyito::tables::detail {

// Boards a chunk: the unit of work of a thread, of a cancel check and of
// the stored moves. A multiple of 1 << kSummaryShift, so a block of the
// coarse changed set belongs to one chunk.
constexpr std::uint64_t kChunk = 1 << 14;

// A chunk's degrees and best endings take whole kChunk bytes each (the last
// chunk's are padded), so its children start at the same word in every
// chunk.
constexpr std::uint64_t headerWords(std::uint64_t halves)
{
    return (1 + halves) * kChunk / 4;
}

// What each board's moves lead to, chunk by chunk: the chunk's degrees (the
// quiet moves of a board, a byte each), its entries' best endings or
// captures (a byte an entry: the upper bound's constant), and then the
// children's board ranks, each board's after those of the boards before
// it. Kept in memory, or, when the level would not fit the memory budget,
// in a scratch file that every solving round reads through once (the page
// cache mostly holds it); the file then also holds the entries' starting
// bounds (2 bytes an entry, at its beginning) until the moves are all
// generated.
class MoveStore {
public:
    // Degrees and children are writable: the moves that no longer matter
    // are dropped in place (see LevelBuilder::dropUnneeded).
    struct Chunk {
        std::uint8_t *degrees = nullptr;
        const std::uint8_t *bestEndings = nullptr; // halves a board, side by side
        std::uint32_t *children = nullptr;
    };

    MoveStore(std::uint64_t chunks, std::uint64_t halves, std::uint64_t entries)
        : m_halves(halves)
        , m_entries(entries)
        , m_memory(chunks)
        , m_offsets(chunks)
        , m_words(chunks)
    {
    }
    MoveStore(const MoveStore &) = delete;
    MoveStore &operator=(const MoveStore &) = delete;
    ~MoveStore();

    // Opens the scratch file in `directory`, a file without a name where the
    // file system has them (nothing at any name to follow or to be left
    // behind), else at `path`, unlinked at once. Returns why it cannot, or
    // nothing.
    std::string spillTo(const std::string &directory, const std::string &path);
    bool spilled() const { return m_file >= 0; }
    std::uint64_t fileBytes() const { return m_end; }
    // The bytes the chunks kept in memory were given (dropping moves in
    // place gives none back).
    std::uint64_t memoryBytes() const { return m_memoryBytes; }

    // Stores chunk c (one thread a chunk). Returns why it cannot, or nothing.
    std::string put(std::uint64_t c, const std::vector<std::uint8_t> &degrees,
                    const std::vector<std::uint8_t> &bestEndings, const std::vector<std::uint32_t> &children);

    // The starting bounds of entries [first, first + count) into the file,
    // and all of them back (spilled only).
    std::string putBounds(std::uint64_t first, std::uint64_t count, const std::uint8_t *bounds);
    std::string getBounds(std::uint8_t *bounds) const;

    // Chunk c, read into `buffer` when it is in the file; its degrees are
    // null when it cannot be read (`failure` says why).
    Chunk get(std::uint64_t c, std::vector<std::uint32_t> &buffer, std::string &failure);

    // Chunk c (as `get` gave it) now has only `children` children. In
    // memory they were dropped in place; in the file the shorter record is
    // appended, and the old one's pages handed back to the file system.
    std::string shrink(std::uint64_t c, const Chunk &chunk, std::uint64_t children);

private:
    void pack(const std::vector<std::uint8_t> &degrees, const std::vector<std::uint8_t> &bestEndings,
              const std::vector<std::uint32_t> &children, std::uint32_t *out) const;

    // Frees the whole pages of a dead record. Where the file system cannot,
    // they stay until the (unlinked) file is closed.
    void release(std::uint64_t offset, std::uint64_t bytes) const;

    static std::vector<std::uint32_t> &scratch();

    template <class Call, class Buffer>
    std::string transfer(Call call, int file, Buffer *data, std::uint64_t bytes, std::uint64_t offset,
                         const char *what) const;

    std::uint64_t m_halves;
    std::uint64_t m_entries;
    std::vector<std::unique_ptr<std::uint32_t[]>> m_memory;
    std::vector<std::uint64_t> m_offsets; // bytes into the file
    std::vector<std::uint64_t> m_words;   // words a chunk's record takes
    std::atomic<std::uint64_t> m_end{0};
    std::atomic<std::uint64_t> m_memoryBytes{0};
    int m_file = -1;
    std::string m_path;
};

} // namespace hoyito::tables::detail
