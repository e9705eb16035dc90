#pragma once

// Shared pieces of hoyito-cli's commands: argument reading and the English
// wording of engine errors. A command throws BadInput for anything wrong
// with its input; main() prints the message and exits with 2.

#include "hoyito/notation.h"
#include "hoyito/tables.h"

#include <atomic>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace hoyito::app {
struct LoadedGame;
}

namespace hoyito::cli {

using Args = std::span<const std::string_view>;

struct BadInput {
    std::string message;
};

std::string playerName(Player p);
std::string describe(const PositionTextProblem &problem);
// Why `text` cannot be played at `pos` (check comes from readMove).
std::string describe(const Position &pos, std::string_view text, const MoveCheck &check);

Position readPosition(std::string_view text);
long long readNumber(std::string_view what, std::string_view text, long long low, long long high);
// The value of the option at args[i], which is the next argument: `i` moves
// on to it. BadInput "--x needs a value" when there is none.
std::string_view optionValue(Args args, std::size_t &i);
// The endgame tables in `directory` (--tablebase); BadInput when it holds none.
std::shared_ptr<const tables::TableSet> readTables(std::string_view directory);
// What a table set holds: "II 2x6 up to 16 seeds, III-capturer 2x6 up to 12 seeds".
std::string tablesText(const tables::TableSet &tables);
// A comma-separated move list; an empty text is no moves.
std::vector<std::string_view> splitList(std::string_view text);
// A saved game loaded as the GUI loads it; BadInput naming the file and the
// problem when it does not load (record_commands.cpp).
app::LoadedGame loadOrThrow(std::string_view path);

// While one lives, an interrupt (Ctrl-C) or SIGTERM sets flag() instead of
// ending the program, so that a long command (a table build, solve) stops at
// its next check and says what it finished; a second one ends the program
// as usual. One at a time.
class InterruptCatcher {
public:
    InterruptCatcher();
    ~InterruptCatcher();
    InterruptCatcher(const InterruptCatcher &) = delete;
    InterruptCatcher &operator=(const InterruptCatcher &) = delete;

    const std::atomic<bool> *flag() const;
    bool caught() const { return flag()->load(); }

private:
    using Handler = void (*)(int);
    Handler m_previousInterrupt;
    Handler m_previousTerminate;
};

// The commands of engine_commands.cpp.
int runPerft(Args args);
int runPlay(Args args);
int runTrace(Args args);
int runBench(Args args);

// The commands of record_commands.cpp.
int runCheck(Args args);
int runReplay(Args args);

// The commands of search_commands.cpp.
int runBestMove(Args args);
int runSelfPlay(Args args);
int runBenchSearch(Args args);
int runBenchStop(Args args);

// The commands of analysis_commands.cpp.
int runAnalyse(Args args);
int runReview(Args args);

// The command of match_commands.cpp.
int runMatch(Args args);

// The commands of table_commands.cpp (the endgame tables). The command is
// still called `tablebase`, as users and scripts type it (docs/DESIGN.md,
// Names), so runTablebase keeps its name.
int runTablebase(Args args);
int runSolve(Args args);

// The command of verify_commands.cpp: checks solve's certificates by the
// rules alone.
int runVerify(Args args);

// The command of puzzle_commands.cpp.
int runPuzzles(Args args);

} // namespace hoyito::cli
