#include "recordutil.h"

#include "recordfile.h"

#include <QRandomGenerator>
#include <QtGlobal>

namespace hoyito::test {

std::vector<Move> randomMoves(const Position &start, int turns, quint32 seed)
{
    QRandomGenerator rng(seed);
    Game game(start);
    std::vector<Move> moves;
    while (!game.isOver() && int(moves.size()) < turns) {
        const std::vector<Move> legal = legalMoves(game.position());
        moves.push_back(legal[rng.bounded(int(legal.size()))]);
        game.play(moves.back());
    }
    return moves;
}

app::LoadedGame loadOrFail(const QString &path)
{
    app::LoadResult result = app::loadRecordFile(path);
    if (const auto *error = std::get_if<app::LoadError>(&result))
        qFatal("cannot load %s: %s", qPrintable(path), qPrintable(error->text()));
    return std::get<app::LoadedGame>(std::move(result));
}

} // namespace hoyito::test
