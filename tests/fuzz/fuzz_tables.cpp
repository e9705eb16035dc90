// libFuzzer entry for the table loader (HOYITO_FUZZ=ON, clang). The input is
// one control byte, then the bytes of a table file. The control byte says
// which table is asked for (bit 0: the one the header names, where it names
// a small one; else Hoyito II on 2x3 with 4 seeds) and whether the checksum
// is set right before loading (bit 1), so that the loader's checks after the
// checksum are reached too. Any file must load or be refused with a reason;
// a loaded table must have the size of its level and only entries within it.

#include "hoyito/tables.h"
#include "tables/table_file.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <fcntl.h>
#include <unistd.h>

namespace {

using namespace hoyito::tables;

void check(bool condition)
{
    if (!condition)
        std::abort();
}

char g_folder[] = "/tmp/fuzz_tables.XXXXXX";

void removeFolder()
{
    ::unlink((std::string(g_folder) + "/table.tb").c_str());
    ::rmdir(g_folder);
}

// The file every input is written to, in a folder of the run's own that
// goes when the run ends.
const std::string &tablePath()
{
    static const std::string path = [] {
        check(::mkdtemp(g_folder) != nullptr);
        std::atexit(removeFolder);
        return std::string(g_folder) + "/table.tb";
    }();
    return path;
}

void writeFile(const std::string &path, const std::vector<std::uint8_t> &bytes)
{
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    check(fd >= 0);
    check(::write(fd, bytes.data(), bytes.size()) == static_cast<ssize_t>(bytes.size()));
    check(::close(fd) == 0);
}

std::uint64_t little(const std::uint8_t *at, int bytes)
{
    std::uint64_t value = 0;
    for (int i = 0; i < bytes; ++i)
        value |= static_cast<std::uint64_t>(at[i]) << (8 * i);
    return value;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 1)
        return 0;
    const std::uint8_t control = data[0];
    std::vector<std::uint8_t> file(data + 1, data + size);

    TableRules rules = TableRules::HoyitoII;
    int holes = 3;
    int seeds = 4;
    if ((control & 1) != 0 && file.size() >= detail::kHeaderSize) {
        const int namedRules = file[12];
        const int namedHoles = file[13];
        const int namedSeeds = static_cast<int>(little(file.data() + 14, 2));
        // Small levels only: a file names its size, and the fuzzer must not
        // be made to write gigabytes.
        if (namedRules >= 1 && namedRules <= 3 && namedHoles >= 3 && namedHoles <= 12 && namedSeeds >= 1 &&
            namedSeeds <= maxTableSeeds(namedHoles) &&
            entryCount(static_cast<TableRules>(namedRules), namedHoles, namedSeeds) <= 100'000) {
            rules = static_cast<TableRules>(namedRules);
            holes = namedHoles;
            seeds = namedSeeds;
        }
    }
    if ((control & 2) != 0 && file.size() >= detail::kHeaderSize) {
        const std::uint64_t sum =
            detail::checksum(file.data(), file.data() + detail::kHeaderSize, file.size() - detail::kHeaderSize);
        for (int i = 0; i < 8; ++i)
            file[24 + static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(sum >> (8 * i));
    }
    writeFile(tablePath(), file);

    Table table;
    const LoadError error = Table::load(tablePath(), rules, holes, seeds, table);
    check(!describe(error).empty());
    if (error != LoadError::None) {
        check(!table.isLoaded());
        // Never Missing, NotAFile or Changed: the file is there, regular
        // and still.
        check(error != LoadError::Missing && error != LoadError::NotAFile && error != LoadError::Changed);
        return 0;
    }
    check(table.isLoaded());
    check(table.size() == entryCount(rules, holes, seeds));
    check(file.size() == tableFileSize(rules, holes, seeds));
    for (std::uint64_t e = 0; e < table.size(); ++e) {
        const Bounds b = table.at(e);
        check(b.lower >= 0 && b.lower <= b.upper && b.upper <= seeds);
    }
    check(!table.changed());
    return 0;
}
