#pragma once

// The table file format, shared by the loader and the builder.
//
// A 64-byte header, then two bytes (lower, upper) for each entry:
//   0  magic "HOYITOTB"
//   8  format version (u32)
//   12 table rules (u8), holes per row (u8), seeds (u16)
//   16 entries (u64)
//   24 checksum (u64) of the header with this field zero, then the entries
//   32 reserved, zero
// Numbers are little-endian.

#include "hoyito/tables.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include <sys/types.h>

namespace hoyito::tables::detail {

constexpr std::size_t kHeaderSize = 64;
constexpr std::uint32_t kFormatVersion = 1;

std::uint64_t checksum(const std::uint8_t *header, const std::uint8_t *entries, std::uint64_t entryBytes);

// Fills `out` with the file's bytes of `count` entries from `first` on
// (lower, upper for each).
using EntrySource = std::function<void(std::uint64_t first, std::uint64_t count, std::uint8_t *out)>;

// Creates `path` anew for writing (`access`: O_WRONLY or O_RDWR), never
// through a link or into a file someone else opened there: whatever is at
// the name is removed first, then the file is made with O_EXCL. Returns the
// descriptor, or -1 with errno set.
int createFile(const std::string &path, int access, mode_t mode);

// The lock a build holds on its directory while it writes there (flock on
// .hoyito-build.lock, a file that stays), so that two builds never write
// one level at once. Taken without waiting; given up when destroyed or when
// the process ends, however it ends.
class FolderLock {
public:
    explicit FolderLock(const std::string &directory);
    FolderLock(const FolderLock &) = delete;
    FolderLock &operator=(const FolderLock &) = delete;
    ~FolderLock();
    // Why the lock could not be taken (another build holds it), or empty.
    const std::string &failure() const { return m_failure; }
    // Whether the file at the lock's name is still the one locked: someone
    // who removes it lets a second build in, so a build asks before it
    // writes a level.
    bool stillHeld() const;

private:
    int m_fd = -1;
    std::string m_path;
    std::string m_failure;
};

// Writes a table to `path` atomically: a temporary file beside it, flushed
// to disk, then renamed over it. The entries are asked for a block at a
// time, in file order. Returns an empty string or why it failed.
std::string writeTable(const std::string &path, TableRules rules, int holesPerRow, int seeds,
                       const EntrySource &source);

} // namespace hoyito::tables::detail
