// Table files: writing them atomically, and loading them by memory mapping
// with every check made before an entry is trusted.

#include "table_file.h"

#include <cerrno>
#include <cstring>
#include <filesystem>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace hoyito::tablebase {

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
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
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
    case LoadError::Unreadable: return "cannot be read";
    case LoadError::Truncated: return "truncated (its size does not match its header)";
    case LoadError::NotATable: return "not a Hoyito table file";
    case LoadError::Version: return "written by another format version";
    case LoadError::WrongTable: return "a table for other rules, board or number of seeds";
    case LoadError::Checksum: return "corrupt (checksum mismatch)";
    case LoadError::BadEntry: return "corrupt (an entry out of range)";
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
    return detail::kHeaderSize + 2 * entryCount(rules, holesPerRow, seeds);
}

Table::Table(Table &&other) noexcept
{
    *this = std::move(other);
}

Table &Table::operator=(Table &&other) noexcept
{
    if (this != &other) {
        release();
        m_entries = other.m_entries;
        m_count = other.m_count;
        m_mapping = other.m_mapping;
        m_mappingSize = other.m_mappingSize;
        m_copy = std::move(other.m_copy); // the buffer moves with it, so m_entries stays valid
        other.m_entries = nullptr;
        other.m_count = 0;
        other.m_mapping = nullptr;
        other.m_mappingSize = 0;
    }
    return *this;
}

Table::~Table()
{
    release();
}

void Table::release()
{
    if (m_mapping)
        ::munmap(m_mapping, m_mappingSize);
    m_mapping = nullptr;
    m_mappingSize = 0;
    m_copy.clear();
    m_entries = nullptr;
    m_count = 0;
}

LoadError Table::load(const std::string &path, TableRules rules, int holesPerRow, int seeds, Table &out)
{
    out.release();
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return errno == ENOENT ? LoadError::Missing : LoadError::Unreadable;
    struct stat info {};
    if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        ::close(fd);
        return LoadError::Unreadable;
    }
    const auto size = static_cast<std::uint64_t>(info.st_size);
    if (size < detail::kHeaderSize) {
        ::close(fd);
        return LoadError::Truncated;
    }

    Table table;
    void *mapping = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
    const std::uint8_t *bytes = nullptr;
    if (mapping != MAP_FAILED) {
        table.m_mapping = mapping;
        table.m_mappingSize = size;
        bytes = static_cast<const std::uint8_t *>(mapping);
    } else {
        table.m_copy.resize(size);
        std::uint64_t got = 0;
        while (got < size) {
            const ssize_t n = ::pread(fd, table.m_copy.data() + got, size - got, static_cast<off_t>(got));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                break;
            got += static_cast<std::uint64_t>(n);
        }
        if (got != size) {
            ::close(fd);
            return LoadError::Unreadable;
        }
        bytes = table.m_copy.data();
    }
    ::close(fd);

    if (std::memcmp(bytes, detail::kMagic, sizeof detail::kMagic) != 0)
        return LoadError::NotATable;
    if (detail::getLittle(bytes + 8, 4) != detail::kFormatVersion)
        return LoadError::Version;
    const std::uint64_t entries = detail::getLittle(bytes + 16, 8);
    if (bytes[12] != static_cast<std::uint8_t>(rules) || bytes[13] != holesPerRow ||
        detail::getLittle(bytes + 14, 2) != static_cast<std::uint64_t>(seeds) ||
        entries != entryCount(rules, holesPerRow, seeds))
        return LoadError::WrongTable;
    if (size != detail::kHeaderSize + 2 * entries)
        return LoadError::Truncated;
    const std::uint8_t *data = bytes + detail::kHeaderSize;
    if (detail::checksum(bytes, data, 2 * entries) != detail::getLittle(bytes + 24, 8))
        return LoadError::Checksum;
    for (std::uint64_t e = 0; e < entries; ++e)
        if (data[2 * e] > data[2 * e + 1] || data[2 * e + 1] > seeds)
            return LoadError::BadEntry;

    table.m_entries = data;
    table.m_count = entries;
    out = std::move(table);
    return LoadError::None;
}

} // namespace hoyito::tablebase
