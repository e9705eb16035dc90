#pragma once

// Saved-game helpers the GUI suites share: random games to save, and
// fixtures that must load.

#include "gamerecord.h"

#include <QString>

#include <vector>

namespace hoyito::test {

// Random legal moves from `start`: `turns` of them, or up to the end.
std::vector<Move> randomMoves(const Position &start, int turns, quint32 seed);

// The record at `path`; a file that does not load is a broken test, so it
// stops the test program.
app::LoadedGame loadOrFail(const QString &path);

} // namespace hoyito::test
