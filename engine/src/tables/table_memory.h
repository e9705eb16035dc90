#pragma once

// The bytes of a loaded table file, held so that a change of the file on
// disk is never read unseen. A table is checked once when it is loaded and
// then probed for hours, so its bytes must stay the ones that were checked:
//
// - Leased (the usual case): the file is mapped and a read lease taken on
//   it (F_SETLEASE) before a byte is read. Any other open for writing and
//   any truncation must first break the lease: the kernel signals this
//   process and holds the writer back until the lease is given up, and the
//   signal handler first marks the table changed, then maps zeros over it,
//   and only then gives the lease up. So a reader sees the checked bytes,
//   or zeros with the mark set; never what the writer wrote. (The kernel
//   holds a writer back for its lease-break time at most: a thread of the
//   engine's own keeps SIGIO deliverable, so the break is always seen.)
// - Copied: where no lease can be taken (a file of another user, a file
//   system without leases, a file open for writing), a small file is read
//   into memory, which nothing outside can change.
// - Mapped: a large file without a lease is mapped as it is. A truncation
//   then raises SIGBUS at the next read of a page that is gone; the handler
//   maps zeros over the table and marks it changed, so the reader goes on.
//   What it cannot see is a rewrite in place at the same size: that is the
//   one case left, for a file someone else may write and that is too large
//   to copy.
//
// A reader reads the bytes first and asks changed() after, behind an
// acquire fence; the handlers set the mark before they replace the bytes.
// So a mark still false means the bytes read were the checked ones.

#include "hoyito/tables.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>

namespace hoyito::tables::detail {

// Opens `path` for reading without ever blocking: a named pipe or a device
// is refused (NotAFile) before a byte is read. On success `fd` is open and
// `size` is the file's size.
LoadError openRegularFile(const std::string &path, int &fd, std::uint64_t &size);

class TableMemory {
public:
    enum class Kind : std::uint8_t { Leased, Copied, Mapped };

    // Takes over `fd`, a regular file of `size` bytes opened by
    // openRegularFile (closed here when it fails, and by the destructor).
    // Nothing when it cannot be mapped nor read.
    static std::unique_ptr<TableMemory> take(int fd, std::uint64_t size);

    TableMemory(const TableMemory &) = delete;
    TableMemory &operator=(const TableMemory &) = delete;
    ~TableMemory();

    const std::uint8_t *bytes() const { return m_bytes; }
    Kind kind() const { return m_kind; }
    // Whether the file has changed since it was loaded; ask it after
    // reading (see above): once true, what was read may be zeros.
    bool changed() const { return m_changed.load(std::memory_order_acquire); }
    const std::atomic<bool> &changedFlag() const { return m_changed; }

private:
    TableMemory() = default;

    const std::uint8_t *m_bytes = nullptr;
    Kind m_kind = Kind::Copied;
    std::unique_ptr<std::uint8_t[]> m_copy;
    int m_slot = -1; // in the handlers' registry, when mapped
    std::atomic<bool> m_changed{false};
};

// How table files are held when loaded. Tests change it to reach the kinds
// a machine with leases never takes.
struct HoldingPolicy {
    bool leases = true;
    // The largest file copied into memory when no lease can be taken: 64
    // MiB, Hoyito II's levels up to 17 seeds on 2x6.
    std::uint64_t largestCopy = std::uint64_t(64) << 20;
};
void setHoldingPolicy(const HoldingPolicy &policy);

} // namespace hoyito::tables::detail
