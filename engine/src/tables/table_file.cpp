// Table files: writing them atomically, and loading them by memory mapping
// with every check made before an entry is trusted.

#include "table_file.h"
#include "table_memory.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <limits>
#include <utility>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace hoyito::tables {

namespace detail {

namespace {

constexpr char kMagic[8] = {'H', 'O', 'Y', 'I', 'T', 'O', 'T', 'B'};

void putLittle(std::uint8_t *at, std::uint64_t value, int bytes)
{
    for (int i = 0; i < bytes; ++i)
        at[i] = static_cast<std::uint8_t>(value >> (8 * i));
}

std::uint64_t getLittle(const std::uint8_t *at, int bytes)
{
    std::uint64_t value = 0;
    for (int i = 0; i < bytes; ++i)
        value |= static_cast<std::uint64_t>(at[i]) << (8 * i);
    return value;
}

// Each step is a bijection of the running value for a fixed input word, so
// any single changed word changes the result. Bytes may come in pieces of
// any length: they are taken eight at a time, the last few and the count
// at the end.
class Hasher {
public:
    void bytes(const std::uint8_t *data, std::uint64_t size)
    {
        m_size += size;
        while (size > 0 && m_pending > 0) {
            add(*data++);
            --size;
        }
        for (; size >= 8; size -= 8, data += 8) {
            std::uint64_t w;
            std::memcpy(&w, data, 8);
            word(w);
        }
        while (size-- > 0)
            add(*data++);
    }

    // Ends a run of bytes: the last few and how many there were.
    void endRun()
    {
        word(m_tail);
        word(m_size);
        m_tail = 0;
        m_pending = 0;
        m_size = 0;
    }

    std::uint64_t value() const { return m_h; }

private:
    void word(std::uint64_t w)
    {
        m_h ^= w;
        m_h *= 0x9E3779B97F4A7C15ull;
        m_h ^= m_h >> 29;
    }
    void add(std::uint8_t byte)
    {
        m_tail |= static_cast<std::uint64_t>(byte) << (8 * m_pending);
        if (++m_pending == 8) {
            word(m_tail);
            m_tail = 0;
            m_pending = 0;
        }
    }

    std::uint64_t m_h = 0x486F7969746F5442ull;
    std::uint64_t m_tail = 0;
    int m_pending = 0;
    std::uint64_t m_size = 0;
};

// The header as the checksum sees it: with the checksum's own bytes zero.
void hashHeader(Hasher &hasher, const std::uint8_t *header)
{
    std::uint8_t copy[kHeaderSize];
    std::memcpy(copy, header, kHeaderSize);
    std::memset(copy + 24, 0, 8);
    hasher.bytes(copy, kHeaderSize);
    hasher.endRun();
}

void makeHeader(std::uint8_t *header, TableRules rules, int holesPerRow, int seeds, std::uint64_t entries)
{
    std::memset(header, 0, kHeaderSize);
    std::memcpy(header, kMagic, sizeof kMagic);
    putLittle(header + 8, kFormatVersion, 4);
    header[12] = static_cast<std::uint8_t>(rules);
    header[13] = static_cast<std::uint8_t>(holesPerRow);
    putLittle(header + 14, static_cast<std::uint64_t>(seeds), 2);
    putLittle(header + 16, entries, 8);
}

bool writeAll(int fd, const std::uint8_t *data, std::size_t size)
{
    while (size > 0) {
        const ssize_t written = ::write(fd, data, size);
        if (written < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        data += written;
        size -= static_cast<std::size_t>(written);
    }
    return true;
}

} // namespace

int createFile(const std::string &path, int access, mode_t mode)
{
    // A file left by a build that was stopped goes, and with it anything
    // else at the name: a link is removed, not followed. A folder stays, and
    // the open below says so.
    if (::unlink(path.c_str()) != 0 && errno != ENOENT && errno != EISDIR)
        return -1;
    return ::open(path.c_str(), access | O_CREAT | O_EXCL | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, mode);
}

FolderLock::FolderLock(const std::string &directory)
{
    const std::string path = (std::filesystem::path(directory) / ".hoyito-build.lock").string();
    m_path = path;
    // A lock file replaced between the open and the lock: the lock counts
    // only on the file that is at the name once it is held.
    for (int attempt = 0; attempt < 100; ++attempt) {
        // Made if missing, but never through a link, and never waiting on a pipe.
        m_fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0644);
        if (m_fd < 0) {
            m_failure = "cannot lock " + path + ": " + std::strerror(errno);
            return;
        }
        struct stat held {};
        if (::fstat(m_fd, &held) != 0 || !S_ISREG(held.st_mode)) {
            m_failure = "cannot lock " + path + ": not a regular file";
            return;
        }
        int result = 0;
        while ((result = ::flock(m_fd, LOCK_EX | LOCK_NB)) != 0 && errno == EINTR) {
        }
        if (result != 0) {
            m_failure = errno == EWOULDBLOCK ? "another build is writing the tables in " + directory
                                             : "cannot lock " + path + ": " + std::strerror(errno);
            return;
        }
        if (stillHeld())
            return;
        ::close(m_fd);
        m_fd = -1;
    }
    m_failure = "cannot lock " + path + ": it is replaced as fast as it is made";
}

bool FolderLock::stillHeld() const
{
    struct stat held {};
    struct stat named {};
    return m_fd >= 0 && ::fstat(m_fd, &held) == 0 && ::lstat(m_path.c_str(), &named) == 0 &&
           named.st_dev == held.st_dev && named.st_ino == held.st_ino;
}

FolderLock::~FolderLock()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

std::uint64_t checksum(const std::uint8_t *header, const std::uint8_t *entries, std::uint64_t entryBytes)
{
    Hasher hasher;
    hashHeader(hasher, header);
    hasher.bytes(entries, entryBytes);
    hasher.endRun();
    return hasher.value();
}

std::string writeTable(const std::string &path, TableRules rules, int holesPerRow, int seeds, const EntrySource &source)
{
    const std::uint64_t entries = entryCount(rules, holesPerRow, seeds);
    std::uint8_t header[kHeaderSize];
    makeHeader(header, rules, holesPerRow, seeds, entries);
    Hasher hasher;
    hashHeader(hasher, header);

    const std::string temporary = path + ".partial";
    const int fd = createFile(temporary, O_WRONLY, 0644);
    if (fd < 0)
        return "cannot create " + temporary + ": " + std::strerror(errno);
    // The entries go out a block at a time behind a header still without its
    // checksum, which is written last, once every entry has been hashed.
    constexpr std::uint64_t kBlockEntries = 1 << 20;
    std::vector<std::uint8_t> block(2 * std::min(entries, kBlockEntries));
    bool ok = writeAll(fd, header, kHeaderSize);
    for (std::uint64_t first = 0; ok && first < entries; first += kBlockEntries) {
        const std::uint64_t count = std::min(kBlockEntries, entries - first);
        source(first, count, block.data());
        hasher.bytes(block.data(), 2 * count);
        ok = writeAll(fd, block.data(), 2 * count);
    }
    hasher.endRun();
    if (ok) {
        putLittle(header + 24, hasher.value(), 8);
        ok = ::lseek(fd, 0, SEEK_SET) == 0 && writeAll(fd, header, kHeaderSize);
    }
    int error = ok ? 0 : errno;
    if (ok && ::fsync(fd) != 0) {
        ok = false;
        error = errno;
    }
    if (::close(fd) != 0 && ok) {
        ok = false;
        error = errno;
    }
    if (ok && std::rename(temporary.c_str(), path.c_str()) != 0) {
        ok = false;
        error = errno;
    }
    if (!ok) {
        ::unlink(temporary.c_str());
        return "cannot write " + path + ": " + std::strerror(error);
    }
    // The rename itself must reach the disk before the level counts as done.
    const std::string directory = std::filesystem::path(path).parent_path().string();
    const int dirFd = ::open(directory.empty() ? "." : directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dirFd >= 0) {
        ::fsync(dirFd);
        ::close(dirFd);
    }
    return {};
}

} // namespace detail

std::string describe(LoadError error)
{
    switch (error) {
    case LoadError::None: return "sound";
    case LoadError::Missing: return "missing";
    case LoadError::Unreadable: return "unreadable";
    case LoadError::NotAFile: return "not a regular file";
    case LoadError::Truncated: return "truncated (its size does not match its header)";
    case LoadError::NotATable: return "not a Hoyito table file";
    case LoadError::Version: return "written by another format version";
    case LoadError::WrongTable: return "a table for other rules, board or number of seeds";
    case LoadError::Checksum: return "corrupt (checksum mismatch)";
    case LoadError::BadEntry: return "corrupt (an entry out of range)";
    case LoadError::Changed: return "changed on disk after it was loaded";
    }
    return "unknown";
}

std::string tableFileName(TableRules rules, int holesPerRow, int seeds)
{
    // Appended piece by piece: GCC 12 at -O3 raises a false -Werror=restrict
    // on inserting into a short string.
    std::string name = "hoyito-";
    name += tableRulesName(rules);
    name += "-2x";
    name += std::to_string(holesPerRow);
    name += seeds < 10 ? "-0" : "-";
    name += std::to_string(seeds);
    name += ".tb";
    return name;
}

std::uint64_t tableFileSize(TableRules rules, int holesPerRow, int seeds)
{
    const std::uint64_t entries = entryCount(rules, holesPerRow, seeds);
    constexpr std::uint64_t most = std::numeric_limits<std::uint64_t>::max();
    return entries > (most - detail::kHeaderSize) / 2 ? most : detail::kHeaderSize + 2 * entries;
}

Table::Table() = default;

Table::Table(Table &&other) noexcept
{
    *this = std::move(other);
}

// The moved-from table is empty: it must not read the memory it gave away.
Table &Table::operator=(Table &&other) noexcept
{
    if (this != &other) {
        m_memory = std::move(other.m_memory);
        m_entries = std::exchange(other.m_entries, nullptr);
        m_count = std::exchange(other.m_count, 0);
        m_changed = std::exchange(other.m_changed, nullptr);
    }
    return *this;
}

Table::~Table() = default;

LoadError Table::load(const std::string &path, TableRules rules, int holesPerRow, int seeds, Table &out)
{
    out = Table();
    int fd = -1;
    std::uint64_t size = 0;
    if (const LoadError error = detail::openRegularFile(path, fd, size); error != LoadError::None)
        return error;
    auto headerError = [&](const std::uint8_t *header) {
        if (std::memcmp(header, detail::kMagic, sizeof detail::kMagic) != 0)
            return LoadError::NotATable;
        if (detail::getLittle(header + 8, 4) != detail::kFormatVersion)
            return LoadError::Version;
        if (header[12] != static_cast<std::uint8_t>(rules) || header[13] != holesPerRow ||
            detail::getLittle(header + 14, 2) != static_cast<std::uint64_t>(seeds) ||
            detail::getLittle(header + 16, 8) != entryCount(rules, holesPerRow, seeds))
            return LoadError::WrongTable;
        return LoadError::None;
    };
    // A file of the wrong size is judged by its header alone: nothing else
    // of it is read, however large it says it is.
    if (size != tableFileSize(rules, holesPerRow, seeds)) {
        std::uint8_t header[detail::kHeaderSize];
        const bool read = size >= detail::kHeaderSize &&
                          ::pread(fd, header, detail::kHeaderSize, 0) == static_cast<ssize_t>(detail::kHeaderSize);
        ::close(fd);
        const LoadError error = read ? headerError(header) : LoadError::None;
        return error != LoadError::None ? error : LoadError::Truncated;
    }
    std::unique_ptr<detail::TableMemory> memory = detail::TableMemory::take(fd, size);
    if (!memory)
        return LoadError::Unreadable;
    const std::uint8_t *bytes = memory->bytes();
    const LoadError error = [&] {
        if (const LoadError header = headerError(bytes); header != LoadError::None)
            return header;
        const std::uint64_t entries = detail::getLittle(bytes + 16, 8);
        const std::uint8_t *data = bytes + detail::kHeaderSize;
        if (detail::checksum(bytes, data, 2 * entries) != detail::getLittle(bytes + 24, 8))
            return LoadError::Checksum;
        for (std::uint64_t e = 0; e < entries; ++e)
            if (data[2 * e] > data[2 * e + 1] || data[2 * e + 1] > seeds)
                return LoadError::BadEntry;
        return LoadError::None;
    }();
    // Whatever was checked is worth nothing if the file changed meanwhile.
    if (memory->changed())
        return LoadError::Changed;
    if (error != LoadError::None)
        return error;
    out.m_entries = bytes + detail::kHeaderSize;
    out.m_count = (size - detail::kHeaderSize) / 2;
    out.m_changed = &memory->changedFlag();
    out.m_memory = std::move(memory);
    return LoadError::None;
}

} // namespace hoyito::tables
