// hoyito-cli's saved-game commands: check and replay. Both load the record
// as the GUI does (every move replayed through the engine); a record that
// does not load is bad input: one line naming the file and the problem, exit 2.

#include "cli.h"

#include "recordfile.h"

#include <iostream>
#include <sstream>

namespace hoyito::cli {

namespace {

app::LoadedGame loadOrThrow(std::string_view path)
{
    app::LoadResult result =
        app::loadRecordFile(QString::fromLocal8Bit(path.data(), static_cast<qsizetype>(path.size())));
    if (const auto *error = std::get_if<app::LoadError>(&result)) {
        std::string text = error->text().toStdString();
        // main() prints one line, whatever the file name holds.
        for (char &c : text)
            if (c == '\n' || c == '\r')
                c = ' ';
        throw BadInput{text};
    }
    return std::move(std::get<app::LoadedGame>(result));
}

// WINNER SOUTH-NORTH REASON, in the words of the record format
// (S/N/draw/none, RULES.md end reasons).
std::string resultLine(const Position &pos)
{
    const app::RecordResult result = app::RecordResult::of(pos);
    const char *winner = result.winner == app::Winner::South   ? "S"
                         : result.winner == app::Winner::North ? "N"
                         : result.winner == app::Winner::Draw  ? "draw"
                                                               : "none";
    std::string line = std::string(winner) + ' ' + std::to_string(result.scores[0]) + '-' +
                       std::to_string(result.scores[1]) + ' ' + std::string(endReasonName(result.reason));
    if (!pos.isOver())
        line += std::string(", ") + playerLetter(pos.toMove) + " to move";
    return line;
}

std::string usage(std::string_view command)
{
    return "usage: hoyito-cli " + std::string(command) + " FILE";
}

} // namespace

int runCheck(Args args)
{
    if (args.size() != 1)
        throw BadInput{usage("check")};
    const app::LoadedGame loaded = loadOrThrow(args[0]);
    std::ostringstream out;
    for (std::size_t i = 0; i < loaded.rounds.size(); ++i) {
        const Game &round = loaded.rounds[i];
        out << "round " << i + 1 << ": " << round.turnCount() << " turns, " << resultLine(round.position()) << '\n';
    }
    if (loaded.record.match)
        out << "round " << loaded.record.match->roundNumber() << ":\n";
    out << "turns: " << loaded.game.turnCount() << '\n'
        << "position: " << positionText(loaded.game.position()) << '\n'
        << "result: " << resultLine(loaded.game.position()) << '\n';
    std::cout << out.str();
    return 0;
}

int runReplay(Args args)
{
    if (args.size() != 1)
        throw BadInput{usage("replay")};
    const app::LoadedGame loaded = loadOrThrow(args[0]);
    std::ostringstream out;
    auto replay = [&out](const Game &game) {
        out << "0 start " << positionText(game.start()) << '\n';
        for (int turn = 0; turn < game.turnCount(); ++turn)
            out << turn + 1 << ' ' << app::turnText(game, turn).toStdString() << ' '
                << positionText(game.positions()[turn + 1]) << '\n';
        out << "result: " << resultLine(game.position()) << '\n';
    };
    for (std::size_t i = 0; i < loaded.rounds.size(); ++i) {
        out << "round " << i + 1 << '\n';
        replay(loaded.rounds[i]);
    }
    if (loaded.record.match)
        out << "round " << loaded.record.match->roundNumber() << '\n';
    replay(loaded.game);
    std::cout << out.str();
    return 0;
}

} // namespace hoyito::cli
