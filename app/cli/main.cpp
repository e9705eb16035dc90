// hoyito-cli: the engine from the command line, for tests, benchmarks and
// bug reports. Exit 0 on success, 2 with a one-line message on bad input.

#include "cli.h"

#include <iostream>

namespace {

constexpr int kBadInput = 2;

const char *const kUsage = R"(usage: hoyito-cli COMMAND ...

  perft POSITION DEPTH
      the number of move sequences of each length 1..DEPTH
  play [--position POSITION | --variant I|II|III --holes N --start S|N
        --taker capturer|S|N] MOVES
      play a comma-separated move list (- for a pass); one JSON line a turn
  trace POSITION MOVE
      the event trace of one move, one event a line
  bench [--games N]
      random-playout benchmark (Hoyito II 2x6 and 2x12), with a signature
  check FILE
      validate a saved game (.hoyito): the final position and the result;
      for a match, its scoreboard (starters, last fours, results, score)
  replay FILE
      the position after every move of a saved game, one numbered line each
      (a match: round by round, with its scoreboard)

POSITION is VARIANT:N:MOVER:h0,...,h(2N-1):SOUTH_SCORE:NORTH_SCORE[:TAKER],
for example II:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:0 (RULES.md section 8).
)";

struct Command {
    std::string_view name;
    int (*run)(hoyito::cli::Args);
};

constexpr Command kCommands[] = {
    {"perft", hoyito::cli::runPerft},
    {"play", hoyito::cli::runPlay},
    {"trace", hoyito::cli::runTrace},
    {"bench", hoyito::cli::runBench},
    {"check", hoyito::cli::runCheck},
    {"replay", hoyito::cli::runReplay},
};

} // namespace

int main(int argc, char **argv)
{
    const std::vector<std::string_view> args(argv + 1, argv + argc);
    if (args.empty()) {
        std::cerr << "hoyito-cli: no command given (try hoyito-cli --help)\n";
        return kBadInput;
    }
    const std::string_view name = args.front();
    if (name == "--help" || name == "-h" || name == "help") {
        std::cout << kUsage;
        return 0;
    }
    try {
        for (const Command &command : kCommands)
            if (command.name == name)
                return command.run(hoyito::cli::Args(args).subspan(1));
        throw hoyito::cli::BadInput{"unknown command '" + std::string(name) + "' (try hoyito-cli --help)"};
    } catch (const hoyito::cli::BadInput &bad) {
        std::cerr << "hoyito-cli: " << bad.message << '\n';
        return kBadInput;
    }
}
