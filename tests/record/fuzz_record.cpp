// libFuzzer entry for the record loader (HOYITO_FUZZ=ON, clang). Any input
// must give a loaded game or an error value: no crash, hang, leak or
// sanitizer report. A loaded game must also survive a save and reload, so the
// writer never produces what the reader refuses.

#include "recordfile.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace hoyito::app;
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const LoadResult result = loadRecord(bytes, QStringLiteral("fuzz.hoyito"));
    if (const auto *loaded = std::get_if<LoadedGame>(&result)) {
        if (loaded->game.turnCount() != loaded->record.moves.size())
            std::abort();
        const LoadResult again = loadRecord(recordJson(loaded->record));
        const auto *reloaded = std::get_if<LoadedGame>(&again);
        if (!reloaded || reloaded->game.positions() != loaded->game.positions())
            std::abort();
    } else if (std::get<LoadError>(result).message.isEmpty()) {
        std::abort();
    }
    return 0;
}
