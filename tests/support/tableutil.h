#pragma once

// What the endgame-table suites share: every board and position of a level,
// the rules of a table's positions, tables built into a test's folder, and
// their files.

#include "hoyito/tables.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace hoyito::test {

using Board = std::array<std::uint8_t, kMaxHoles>;

// Every board of 2 x n holes with k seeds, in the tests' own order (not the
// tables' rank order).
void forEachBoard(int n, int k, const std::function<void(const Board &)> &visit);

// The rules of a table's positions on 2 x n holes; `taker` is used by a
// fixed taker's tables only.
Rules rulesOf(tables::TableRules rules, int n, LastFourTaker taker);

// Every position with 1..seeds seeds (index k holds level k), either player
// to move, each taker the tables cover.
std::vector<std::vector<Position>> allPositions(tables::TableRules rules, int holes, int seeds);

// Builds the tables of levels 1..k into dir, progress at every step. The
// levels of at least parentIndexBoards boards index their parents for the
// late rounds (as a user's build does from 2^24, none of the tests' levels).
tables::BuildReport buildTables(const QString &dir, tables::TableRules rules, int n, int k, int threads = 2,
                                const std::atomic<bool> *cancel = nullptr,
                                std::function<void(const tables::BuildProgress &)> progress = {},
                                std::uint64_t memoryBudget = 0,
                                std::uint64_t parentIndexBoards = tables::BuildOptions().parentIndexBoards);

// The file of level k's table in dir.
QString tablePath(const QString &dir, tables::TableRules rules, int n, int k);

// Copies the tables of levels 1 .. k - 1 only from `full` into `to`, so that
// a position of level k is above the tables there.
bool copyLevelsBelow(const QString &full, const QString &to, tables::TableRules rules, int n, int k);

// The files a build left in dir, hidden ones included, but for the lock
// every build holds there while it writes (.hoyito-build.lock), sorted.
QStringList leftInTablesFolder(const QString &dir);

// A file changed by another process, as a user's cp or truncate would: the
// bytes written over its start (its size kept), or the file cut to `size`.
// Both wait, like cp, for the tables that hold the file to let it go.
bool overwriteFromAnotherProcess(const QString &path, const QByteArray &bytes);
bool truncateFromAnotherProcess(const QString &path, qint64 size);

// A file's bytes (empty if it cannot be read), and a file written whole.
QByteArray readAll(const QString &path);
bool writeAll(const QString &path, const QByteArray &bytes);

} // namespace hoyito::test
