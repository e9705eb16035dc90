// Loaded table files that cannot change unseen (see table_memory.h): the
// registry of mapped tables and the two signal handlers that guard them.

#include "table_memory.h"

#include <array>
#include <cerrno>
#include <csignal>
#include <mutex>
#include <thread>

#include <fcntl.h>
#include <pthread.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace hoyito::tables::detail {

namespace {

// A mapped table as the handlers see it. Its fields are set while the slot
// is Claimed and read only while it is held (Busy); `recheck` asks whoever
// holds the slot to look at its lease again before letting it go, so that
// a break that finds the slot held is not lost.
struct Slot {
    enum : int { Free, Claimed, Active, Busy };
    std::atomic<int> state{Free};
    std::atomic<bool> recheck{false};
    std::atomic<void *> begin{nullptr}; // read unheld by the SIGBUS handler, to find the slot
    std::atomic<std::size_t> size{0};
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
// any, is given up and the writer waiting on it goes on. False when the
// zeros could not be mapped (the lease is kept: the writer waits the
// kernel's lease-break time).
bool invalidate(Slot &slot)
{
    slot.changed->store(true, std::memory_order_seq_cst);
    void *begin = slot.begin.load(std::memory_order_relaxed);
    if (::mmap(begin, slot.size.load(std::memory_order_relaxed), PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1,
               0) == MAP_FAILED)
        return false;
    if (slot.leaseFd >= 0)
        ::fcntl(slot.leaseFd, F_SETLEASE, F_UNLCK);
    return true;
}

bool hold(Slot &slot)
{
    int expected = Slot::Active;
    return slot.state.compare_exchange_strong(expected, Slot::Busy, std::memory_order_seq_cst);
}

// While held: a lease that is breaking (F_GETLEASE then answers the type it
// must fall to) invalidates the table.
void checkLease(Slot &slot)
{
    if (slot.leaseFd >= 0 && !slot.changed->load(std::memory_order_relaxed) &&
        ::fcntl(slot.leaseFd, F_GETLEASE) != F_RDLCK)
        invalidate(slot);
}

// Lets a held slot go, first looking at its lease again for as long as a
// break asked for it meanwhile. A break that cannot hold the slot sets
// `recheck` before it tries, and the holder reads it after letting go: one
// of the two always sees the other.
void letGo(Slot &slot)
{
    for (;;) {
        slot.state.store(Slot::Active, std::memory_order_seq_cst);
        if (!slot.recheck.load(std::memory_order_seq_cst) || !hold(slot))
            return;
        slot.recheck.store(false, std::memory_order_seq_cst);
        checkLease(slot);
    }
}

// What a signal's previous owner would have done: its handler, or the
// default action (SIG_DFL and SIG_IGN share the union with sa_sigaction).
void chain(const struct sigaction &previous, int signal, siginfo_t *info, void *context)
{
    if (previous.sa_handler == SIG_IGN)
        return;
    if (previous.sa_handler == SIG_DFL) {
        ::signal(signal, SIG_DFL);
        // A fault comes back when the read runs again; a signal sent is
        // raised again (once this handler returns, it is delivered).
        if (info->si_code <= 0)
            ::raise(signal);
        return;
    }
    if (previous.sa_flags & SA_SIGINFO)
        previous.sa_sigaction(signal, info, context);
    else
        previous.sa_handler(signal);
}

// A page of a mapped table is gone (its file was cut short): zeros in its
// place, and the read that faulted runs again. Any other SIGBUS, or one
// sent rather than raised by a read, goes on as it would have without this
// handler.
void onBusError(int signal, siginfo_t *info, void *context)
{
    const int savedErrno = errno;
    if (info->si_code > 0) {
        const auto address = reinterpret_cast<std::uintptr_t>(info->si_addr);
        for (Slot &slot : g_slots) {
            const int state = slot.state.load(std::memory_order_acquire);
            if (state != Slot::Active && state != Slot::Busy)
                continue;
            const auto begin = reinterpret_cast<std::uintptr_t>(slot.begin.load(std::memory_order_relaxed));
            if (address < begin || address - begin >= slot.size.load(std::memory_order_relaxed))
                continue;
            // Held by another thread (this table's pages are being
            // replaced) or replaced already: the read, run again, finds
            // zeros or comes back here.
            bool replaced = true;
            if (hold(slot)) {
                if (!slot.changed->load(std::memory_order_relaxed))
                    replaced = invalidate(slot);
                letGo(slot);
            }
            if (!replaced)
                ::signal(SIGBUS, SIG_DFL); // no zeros to read: the read faults again and ends the program
            errno = savedErrno;
            return;
        }
    }
    chain(g_previousBus, signal, info, context);
    errno = savedErrno;
}

// A lease is breaking: someone opened a leased table for writing or cuts it
// short. Signals of one kind merge, so every table's lease is looked at.
void onLeaseBreak(int signal, siginfo_t *info, void *context)
{
    const int savedErrno = errno;
    for (Slot &slot : g_slots) {
        if (slot.state.load(std::memory_order_acquire) == Slot::Free)
            continue;
        slot.recheck.store(true, std::memory_order_seq_cst);
        if (!hold(slot))
            continue; // its holder looks again when it lets go
        slot.recheck.store(false, std::memory_order_seq_cst);
        checkLease(slot);
        letGo(slot);
    }
    if (g_previousIo.sa_handler != SIG_DFL && g_previousIo.sa_handler != SIG_IGN)
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
        ::sigaction(SIGIO, &action, &g_previousIo);
        // A process may block SIGIO in all its threads; a lease break would
        // then wait unhandled until the kernel drops the lease, and the
        // writer's bytes would be read as checked. One thread of the
        // engine's own keeps it open, and does nothing else.
        std::thread([] {
            sigset_t io;
            sigemptyset(&io);
            sigaddset(&io, SIGIO);
            ::pthread_sigmask(SIG_UNBLOCK, &io, nullptr);
            for (;;)
                ::pause();
        }).detach();
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
    ::munmap(slot.begin.load(), slot.size.load());
    slot.begin.store(nullptr);
    slot.size.store(0);
    slot.leaseFd = -1;
    slot.changed = nullptr;
    slot.recheck.store(false);
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
    // The descriptor is closed on every way out but a lease's.
    struct Descriptor {
        int fd;
        ~Descriptor()
        {
            if (fd >= 0)
                ::close(fd);
        }
    } file{fd};
    std::unique_ptr<TableMemory> memory(new TableMemory);
    installHandlers();
    // The lease first: whatever is read after it is the file as it stays.
    const bool leased = g_leases.load() && ::fcntl(fd, F_SETLEASE, F_RDLCK) == 0;
    if (!leased && size <= g_largestCopy.load()) {
        memory->m_copy = std::make_unique_for_overwrite<std::uint8_t[]>(size);
        if (!readWhole(fd, memory->m_copy.get(), size))
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
        return nullptr;
    }
    Slot &slot = g_slots[static_cast<std::size_t>(index)];
    slot.begin.store(mapping);
    slot.size.store(size);
    slot.leaseFd = leased ? fd : -1;
    slot.changed = &memory->m_changed;
    // Held from the start: a lease broken before the slot could be found
    // is looked at here.
    slot.state.store(Slot::Busy, std::memory_order_seq_cst);
    checkLease(slot);
    letGo(slot);
    lock.unlock();
    if (leased)
        file.fd = -1; // the slot keeps it, and with it the lease
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

} // namespace hoyito::tables::detail
