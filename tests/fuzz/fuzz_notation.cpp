// libFuzzer entry for the position text and move list parsers (HOYITO_FUZZ=ON,
// clang). The input is a position text (docs/RULES.md 8), a line break, and a
// comma-separated move list, as hoyito-cli play --position takes them. Any
// input must be parsed or refused with a reason; a parsed position must
// write back to a text that reads as the same position; every move the
// reader accepts must play, keep every seed, and read back from its own
// notation.

#include "cli.h"

#include "hoyito/game.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {

void check(bool condition)
{
    if (!condition)
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace hoyito;
    const std::string_view input(reinterpret_cast<const char *>(data), size);
    const std::size_t newline = input.find('\n');
    const std::string_view positionPart = input.substr(0, newline);
    const std::string_view movesPart =
        newline == std::string_view::npos ? std::string_view() : input.substr(newline + 1);

    const ParsedPosition parsed = parsePosition(positionPart);
    if (const auto *problem = std::get_if<PositionTextProblem>(&parsed)) {
        check(problem->error != PositionTextError::None);
        check(!cli::describe(*problem).empty());
        return 0;
    }
    const Position &start = std::get<Position>(parsed);
    const ParsedPosition again = parsePosition(positionText(start));
    check(std::holds_alternative<Position>(again) && std::get<Position>(again) == start);

    Game game(start);
    const int seeds = start.seedsInGame();
    int played = 0;
    for (const std::string_view text : cli::splitList(movesPart)) {
        if (game.isOver() || ++played > 64) // a bounded game: endless checks can be long
            break;
        const Position &before = game.position();
        const MoveCheck move = readMove(before, text);
        if (!move.ok()) {
            check(!cli::describe(before, text, move).empty());
            continue;
        }
        const MoveCheck written = readMove(before, moveText(before.rules, move.move));
        check(written.ok() && written.move == move.move);
        const Player mover = before.toMove;
        const TurnRecord turn = game.play(move.move);
        check(turn.mover == mover && !turn.trace.empty());
        check(game.position().seedsInGame() == seeds);
    }
    return 0;
}
