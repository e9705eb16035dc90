// A level's moves in memory or in a scratch file (see move_store.h).

#include "move_store.h"

#include "table_file.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <type_traits>

#include <fcntl.h>
#include <unistd.h>

namespace hoyito::tables::detail {

MoveStore::~MoveStore()
{
    if (m_file >= 0)
        ::close(m_file);
}

template <class Call, class Buffer>
std::string MoveStore::transfer(Call call, int file, Buffer *data, std::uint64_t bytes, std::uint64_t offset,
                                const char *what) const
{
    auto *cursor = reinterpret_cast<std::conditional_t<std::is_const_v<Buffer>, const char, char> *>(data);
    while (bytes > 0) {
        const ssize_t done = call(file, cursor, bytes, static_cast<off_t>(offset));
        if (done < 0 && errno == EINTR)
            continue;
        if (done <= 0)
            return std::string("cannot ") + what + " the scratch file " + m_path + ": " +
                   (done < 0 ? std::strerror(errno) : "it ended early");
        cursor += done;
        bytes -= static_cast<std::uint64_t>(done);
        offset += static_cast<std::uint64_t>(done);
    }
    return {};
}

std::string MoveStore::spillTo(const std::string &directory, const std::string &path)
{
    m_file = ::open(directory.c_str(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
    if (m_file < 0) {
        m_file = createFile(path, O_RDWR, 0600);
        if (m_file < 0)
            return "cannot create the scratch file " + path + ": " + std::strerror(errno);
        ::unlink(path.c_str());
    }
    m_path = path;
    m_end = (2 * m_entries + 4095) / 4096 * 4096;
    return {};
}

std::string MoveStore::put(std::uint64_t c, const std::vector<std::uint8_t> &degrees,
                           const std::vector<std::uint8_t> &bestEndings, const std::vector<std::uint32_t> &children)
{
    const std::uint64_t words = headerWords(m_halves) + children.size();
    m_words[c] = words;
    if (!spilled()) {
        // Exactly as many as there are: a vector's spare capacity would
        // cost up to half again on the largest levels.
        m_memory[c] = std::make_unique_for_overwrite<std::uint32_t[]>(words);
        m_memoryBytes += 4 * words;
        pack(degrees, bestEndings, children, m_memory[c].get());
        return {};
    }
    std::vector<std::uint32_t> &record = scratch();
    record.resize(words);
    pack(degrees, bestEndings, children, record.data());
    const std::uint64_t bytes = 4 * words;
    m_offsets[c] = m_end.fetch_add(bytes);
    return transfer(::pwrite, m_file, record.data(), bytes, m_offsets[c], "write");
}

std::string MoveStore::putBounds(std::uint64_t first, std::uint64_t count, const std::uint8_t *bounds)
{
    return transfer(::pwrite, m_file, bounds, 2 * count, 2 * first, "write");
}

std::string MoveStore::getBounds(std::uint8_t *bounds) const
{
    return transfer(::pread, m_file, bounds, 2 * m_entries, 0, "read");
}

MoveStore::Chunk MoveStore::get(std::uint64_t c, std::vector<std::uint32_t> &buffer, std::string &failure)
{
    std::uint32_t *words = m_memory[c].get();
    if (spilled()) {
        buffer.resize(m_words[c]);
        failure = transfer(::pread, m_file, buffer.data(), 4 * m_words[c], m_offsets[c], "read");
        if (!failure.empty())
            return {};
        words = buffer.data();
    }
    auto *bytes = reinterpret_cast<std::uint8_t *>(words);
    return {bytes, bytes + kChunk, words + headerWords(m_halves)};
}

std::string MoveStore::shrink(std::uint64_t c, const Chunk &chunk, std::uint64_t children)
{
    const std::uint64_t words = headerWords(m_halves) + children;
    if (spilled()) {
        const std::uint64_t bytes = 4 * words;
        const std::uint64_t offset = m_end.fetch_add(bytes);
        const auto *record = reinterpret_cast<const std::uint32_t *>(chunk.degrees);
        if (std::string why = transfer(::pwrite, m_file, record, bytes, offset, "write"); !why.empty())
            return why;
        release(m_offsets[c], 4 * m_words[c]);
        m_offsets[c] = offset;
    }
    m_words[c] = words;
    return {};
}

void MoveStore::pack(const std::vector<std::uint8_t> &degrees, const std::vector<std::uint8_t> &bestEndings,
                     const std::vector<std::uint32_t> &children, std::uint32_t *out) const
{
    auto *bytes = reinterpret_cast<std::uint8_t *>(out);
    std::memset(out, 0, 4 * headerWords(m_halves));
    std::memcpy(bytes, degrees.data(), degrees.size());
    std::memcpy(bytes + kChunk, bestEndings.data(), bestEndings.size());
    std::copy(children.begin(), children.end(), out + headerWords(m_halves));
}

void MoveStore::release(std::uint64_t offset, std::uint64_t bytes) const
{
#ifdef FALLOC_FL_PUNCH_HOLE
    constexpr std::uint64_t page = 4096;
    const std::uint64_t first = (offset + page - 1) / page * page;
    const std::uint64_t last = (offset + bytes) / page * page;
    if (last > first)
        ::fallocate(m_file, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, static_cast<off_t>(first),
                    static_cast<off_t>(last - first));
#else
    (void)offset;
    (void)bytes;
#endif
}

std::vector<std::uint32_t> &MoveStore::scratch()
{
    thread_local std::vector<std::uint32_t> record;
    return record;
}

} // namespace hoyito::tables::detail
