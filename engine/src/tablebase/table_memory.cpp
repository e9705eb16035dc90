// Loaded table files that cannot change unseen (see table_memory.h): the
// registry of mapped tables and the two signal handlers that guard them.

#include "table_memory.h"

#include <array>
#include <cerrno>
#include <csignal>
#include <mutex>
#include <thread>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace hoyito::tablebase::detail {

namespace {

// A mapped table as the handlers see it. The fields are written while the
// slot is Claimed, before it becomes Active, and read by a handler only
// while it holds the slot Busy.
struct Slot {
    enum : int { Free, Claimed, Active, Busy };
    std::atomic<int> state{Free};
    void *begin = nullptr;
    std::size_t size = 0;
    int leaseFd = -1; // the leased file, or -1
    std::atomic<bool> *changed = nullptr;
};

// More than every level of every rule set and board at once, several times.
constexpr std::size_t kSlots = 4096;
std::array<Slot, kSlots> g_slots;
std::mutex g_claiming; // one thread claims or frees a slot at a time
std::atomic<bool> g_leases{true};
std::atomic<std::uint64_t> g_largestCopy{HoldingPolicy().largestCopy};

struct sigaction g_previousBus {};
struct sigaction g_previousIo {};

// From here on the range reads as zeros, never as the file; the mark is set
// first, so a reader that sees the zeros sees it too. Then the lease, if
// any, is given up and the writer waiting on it goes on.
void invalidate(Slot &slot)
{
    slot.changed->store(true, std::memory_order_seq_cst);
    ::mmap(slot.begin, slot.size, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
    if (slot.leaseFd >= 0)
        ::fcntl(slot.leaseFd, F_SETLEASE, F_UNLCK);
}

// Claims an Active, unchanged slot for a handler; false when it is not one.
bool hold(Slot &slot)
{
    int expected = Slot::Active;
    if (!slot.state.compare_exchange_strong(expected, Slot::Busy, std::memory_order_acquire))
        return false;
    if (slot.changed->load(std::memory_order_relaxed)) {
        slot.state.store(Slot::Active, std::memory_order_release);
        return false;
    }
    return true;
}

void chain(const struct sigaction &previous, int signal, siginfo_t *info, void *context)
{
    if (previous.sa_flags & SA_SIGINFO) {
        if (previous.sa_sigaction)
            previous.sa_sigaction(signal, info, context);
    } else if (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN) {
        previous.sa_handler(signal);
    }
}

// A page of a mapped table is gone (its file was truncated): zeros in its
// place, and the read that faulted runs again. A SIGBUS anywhere else goes
// to whoever handled it before, or ends the program as it would have.
void onBusError(int signal, siginfo_t *info, void *context)
{
    const auto *address = static_cast<const std::uint8_t *>(info->si_addr);
    for (Slot &slot : g_slots) {
        const int state = slot.state.load(std::memory_order_acquire);
        if (state != Slot::Active && state != Slot::Busy)
            continue;
        const auto *begin = static_cast<const std::uint8_t *>(slot.begin);
        if (address < begin || address >= begin + slot.size)
            continue;
        // Held by another thread (this table's pages are being replaced) or
        // replaced already: either way the read, run again, finds zeros or
        // comes back here.
        if (hold(slot)) {
            invalidate(slot);
            slot.state.store(Slot::Active, std::memory_order_release);
        }
        return;
    }
    if (g_previousBus.sa_flags & SA_SIGINFO ||
        (g_previousBus.sa_handler != SIG_DFL && g_previousBus.sa_handler != SIG_IGN)) {
        chain(g_previousBus, signal, info, context);
        return;
    }
    ::signal(SIGBUS, SIG_DFL); // the faulting read runs again and ends the program
}

// A lease is being broken: someone opened a leased table for writing or
// truncates it. Signals of one kind may merge, so every leased table is
// asked whether its lease is the one breaking (F_GETLEASE then answers the
// type it must fall to).
void onLeaseBreak(int signal, siginfo_t *info, void *context)
{
    const int savedErrno = errno;
    for (Slot &slot : g_slots) {
        if (slot.state.load(std::memory_order_acquire) == Slot::Free)
            continue;
        if (!hold(slot))
            continue;
        if (slot.leaseFd >= 0 && ::fcntl(slot.leaseFd, F_GETLEASE) != F_RDLCK)
            invalidate(slot);
        slot.state.store(Slot::Active, std::memory_order_release);
    }
    chain(g_previousIo, signal, info, context);
    errno = savedErrno;
}

void installHandlers()
{
    static std::once_flag once;
    std::call_once(once, [] {
        struct sigaction action {};
        action.sa_sigaction = onBusError;
        action.sa_flags = SA_SIGINFO | SA_RESTART;
        sigemptyset(&action.sa_mask);
        ::sigaction(SIGBUS, &action, &g_previousBus);
        action.sa_sigaction = onLeaseBreak;
        action.sa_flags = SA_SIGINFO | SA_RESTART;
        ::sigaction(SIGIO, &action, &g_previousIo);
    });
}

int claimSlot()
{
    for (std::size_t i = 0; i < kSlots; ++i) {
        int expected = Slot::Free;
        if (g_slots[i].state.compare_exchange_strong(expected, Slot::Claimed))
            return static_cast<int>(i);
    }
    return -1;
}

// Waits out a handler that holds the slot, then frees it: no handler can
// touch the range once this returns.
void freeSlot(int index)
{
    Slot &slot = g_slots[static_cast<std::size_t>(index)];
    for (int expected = Slot::Active; !slot.state.compare_exchange_weak(expected, Slot::Claimed);
         expected = Slot::Active) {
        if (expected == Slot::Claimed)
            break; // never made Active
        std::this_thread::yield();
    }
    if (slot.leaseFd >= 0)
        ::close(slot.leaseFd); // gives the lease up with it
    ::munmap(slot.begin, slot.size);
    slot.begin = nullptr;
    slot.size = 0;
    slot.leaseFd = -1;
    slot.changed = nullptr;
    slot.state.store(Slot::Free, std::memory_order_release);
}

bool readWhole(int fd, std::uint8_t *out, std::uint64_t size)
{
    std::uint64_t got = 0;
    while (got < size) {
        const ssize_t n = ::pread(fd, out + got, size - got, static_cast<off_t>(got));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        got += static_cast<std::uint64_t>(n);
    }
    return true;
}

} // namespace

LoadError openRegularFile(const std::string &path, int &fd, std::uint64_t &size)
{
    // O_NONBLOCK: opening a named pipe would otherwise wait for a writer.
    fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0)
        return errno == ENOENT ? LoadError::Missing : LoadError::Unreadable;
    struct stat info {};
    if (::fstat(fd, &info) != 0) {
        ::close(fd);
        fd = -1;
        return LoadError::Unreadable;
    }
    if (!S_ISREG(info.st_mode)) {
        ::close(fd);
        fd = -1;
        return LoadError::NotAFile;
    }
    size = static_cast<std::uint64_t>(info.st_size);
    return LoadError::None;
}

std::unique_ptr<TableMemory> TableMemory::take(int fd, std::uint64_t size)
{
    std::unique_ptr<TableMemory> memory(new TableMemory);
    memory->m_size = size;
    installHandlers();
    // The lease first: whatever is read after it is the file as it stays.
    const bool leased = g_leases.load() && ::fcntl(fd, F_SETLEASE, F_RDLCK) == 0;
    if (!leased && size <= g_largestCopy.load()) {
        memory->m_copy = std::make_unique_for_overwrite<std::uint8_t[]>(size);
        const bool read = readWhole(fd, memory->m_copy.get(), size);
        ::close(fd);
        if (!read)
            return nullptr;
        memory->m_bytes = memory->m_copy.get();
        memory->m_kind = Kind::Copied;
        return memory;
    }
    std::unique_lock lock(g_claiming);
    const int index = claimSlot();
    void *mapping = index < 0 ? MAP_FAILED : ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (mapping == MAP_FAILED) {
        if (index >= 0)
            g_slots[static_cast<std::size_t>(index)].state.store(Slot::Free);
        ::close(fd);
        return nullptr;
    }
    Slot &slot = g_slots[static_cast<std::size_t>(index)];
    slot.begin = mapping;
    slot.size = size;
    slot.leaseFd = leased ? fd : -1;
    slot.changed = &memory->m_changed;
    slot.state.store(Slot::Active, std::memory_order_release);
    // A lease broken before the slot was there to be found: the handler
    // passed it by, so it is done here.
    if (leased && hold(slot)) {
        if (::fcntl(fd, F_GETLEASE) != F_RDLCK)
            invalidate(slot);
        slot.state.store(Slot::Active, std::memory_order_release);
    }
    lock.unlock();
    if (!leased)
        ::close(fd); // the mapping keeps the file
    memory->m_slot = index;
    memory->m_bytes = static_cast<const std::uint8_t *>(mapping);
    memory->m_kind = leased ? Kind::Leased : Kind::Mapped;
    return memory;
}

TableMemory::~TableMemory()
{
    if (m_slot >= 0) {
        const std::lock_guard lock(g_claiming);
        freeSlot(m_slot);
    }
}

void setHoldingPolicy(const HoldingPolicy &policy)
{
    g_leases.store(policy.leases);
    g_largestCopy.store(policy.largestCopy);
}

} // namespace hoyito::tablebase::detail
