// libFuzzer entry for the record loader (HOYITO_FUZZ=ON, clang). Any input
// must give a loaded game or an error value: no crash, hang, leak or
// sanitizer report. A loaded game must also survive a save and reload
// unchanged, so the writer never produces what the reader refuses or reads
// differently.

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
        if (!reloaded || reloaded->game.positions() != loaded->game.positions() ||
            !(reloaded->record == loaded->record))
            std::abort();
        // A match stands at the start of the record's own game, never past its end.
        if (loaded->match.has_value() != loaded->record.match.has_value())
            std::abort();
        if (loaded->match && (loaded->match->isOver() || !(loaded->match->roundStart() == loaded->game.start()) ||
                              loaded->rounds.size() != loaded->record.match->rounds.size()))
            std::abort();
        (void)gameText(*loaded); // the text form of anything the loader accepts
    } else if (std::get<LoadError>(result).message.isEmpty()) {
        std::abort();
    }
    return 0;
}
