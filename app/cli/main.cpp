// hoyito-cli: the engine from the command line, for tests, benchmarks and
// bug reports. Exit 0 on success, 2 with a one-line message on bad input.

#include "cli.h"

#include "recordfile.h"

#include <iostream>
#include <new>
#include <string>
#include <vector>

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
  bestmove POSITION [--level L | --depth D | --movetime MS | --nodes N] [--seed S]
           [--tablebase DIR]
      the computer's move (level 6 if no limit is given), its score (the
      mover's expected final score minus the opponent's, in seeds; "exact"
      when every line was searched to the end) and the principal variation;
      with the endgame tables of DIR (level 6 and bare limits use them) also
      the position's bounds when it is in them
  analyse POSITION [--movetime MS | --depth D]
      every legal move searched with a full window, best first: one line
      "move c value V" each (V: the mover's expected final seeds; "exact"
      when proven), then the best move and the depth reached (depth 10
      if no limit is given)
  review FILE [--strength quick|deep | --movetime MS | --depth D] [--tablebase DIR]
  review FILE --stored
      each turn of a saved game against the engine's best move, with the
      limits of the window's default review (quick: 250,000 nodes a turn, a
      million again for a turn found losing 2 seeds or more; deep: four
      times as many), one JSON line a turn with the seeds it lost and its
      class (best; good: under 1 seed lost; inaccuracy: under 2; mistake:
      under 4; blunder: 4 or more), then each player's accuracy; with the
      endgame tables of DIR, the positions in them get their proven values
      (the window uses its own); with --stored the review saved in the file
      (of its own game), without a search
  selfplay --a PLAYER --b PLAYER --games G [--variant V --holes N] [--seed S]
           [--openings balanced|random|start] [--tablebase DIR [--tablebase-for a|b|both]]
           [--verbose]
      a match from seeded random openings (2-4 turns, by default only those
      a reference search finds balanced; start: none), each played twice with colours
      swapped; PLAYER is a level 1..6, random, greedy, depth:D, nodes:N or
      movetime:MS; with --tablebase the players named (both by default)
      search with the endgame tables of DIR (level 6, depth:D, nodes:N or
      movetime:MS); prints wins/draws/losses and the score share of A
  bench search [--depth D]
      search benchmark: fixed positions to a fixed depth; nodes, nodes/s and
      a signature (also as bench-search)
  bench stop [--trials N]
      how long a search runs on after its stop flag is set (median, 90%,
      max), from searches stopped after 1 to 250 ms
  match --a PLAYER --b PLAYER [--variant I|II|III] [--holes N]
        [--rounds R | --first-to W] [--start S|N] [--loser-starts]
        [--no-handicap] [--refill] [--seed S] [--tablebase DIR]
      a computer match of rounds (the rules, section 7; Hoyito III, 5
      rounds by default), A South and B North; PLAYER is a level 1..6,
      random or greedy (level 6 uses the endgame tables of DIR); prints
      each round (starter, result, seeds, who took the last four and why,
      the match score) and the match result
  tablebase build --variant II|III [--taker capturer|fixed] --holes N
        --seeds K --out DIR [--threads T] [--memory MB] [--rounds]
      endgame tables for every number of seeds on the board up to K, in DIR;
      finished levels found sound in DIR are kept; prints each level (its
      entries and the share whose bounds meet), the time and the rate; a
      level that would take more than MB megabytes (default: half the
      memory, at most 8000) keeps its moves in a scratch file in DIR;
      --rounds adds a line for each solving round of each level built (the
      entries evaluated and changed, the seconds; "parents" when the round
      evaluated the parents of the entries changed before, with a line for
      the index of the parents before the first); Ctrl-C stops it (exit 1),
      keeping the finished levels
  tablebase probe DIR POSITION
      the bounds on the seeds the mover can still win from the board (lower:
      if endless play gave the mover nothing, upper: everything; equal when
      exact), what they mean for the final score, and the bounds after each
      legal move; exit 1 when the position is not in the tables
  solve POSITION [--tablebase DIR] [--time S] [--memory MB]
        [--certificate FILE] [--proofs-only]
      the exact value of a position for a game that starts there (the rules,
      history included: third repetition, 200 turns without a capture), by
      search with the tables (whose one caveat holds: a forcing line longer
      than 200 quiet turns); prints the proven bounds on the seeds the mover
      wins from the board as they narrow, and the best proven bounds when
      the time (60 s by default) runs out or Ctrl-C stops it;
      --certificate writes the proofs of the bounds the proof search gave
      to FILE (docs/TABLES.md, Certificates); --proofs-only stops after the
      proof search, without the search with the history
  verify FILE [--tablebase DIR]
      checks a certificate of solve by the rules alone: every reply
      covered, no cycle, no 200 turns without a capture, every leaf meeting
      the claim; prints each claim verified; its table leaves are compared
      with the tables of DIR when given, else reported as taken on trust;
      exit 1 naming the line and position where a certificate fails
  puzzles generate --variant II|III --holes 6|12 --count N --out FILE
        [--seed S] [--tablebase DIR] [--play-depth D] [--depth D]
      puzzles from games the engine plays with itself (from balanced random
      openings, both sides searching D plies: 12 on 2x6, 8 on 2x12), each
      position judged by an analysis 4 plies deeper (--depth) or exactly by
      the endgame tables of DIR; appends one JSON line a puzzle to FILE
      until it holds N of this variant and board, resuming where the series
      of seed S stopped (the same seed gives the same puzzles); Ctrl-C stops
      it within a position's analysis, keeping what it wrote (exit 1)
  puzzles check FILE [--tablebase DIR] [--limit N]
      judges every puzzle of FILE again (or its first N): readable, legal,
      its solution playable, each of the solver's moves unique by 4 seeds
      (by the tables of DIR where they hold the position, otherwise by an
      analysis at the puzzle's depth), the first move proven by the tables
      when marked proven, its themes, no duplicate or mirror image; prints
      each failure (line, id, position, reason); exit 1 when any fails

Options take their value as --name VALUE or --name=VALUE.
POSITION is VARIANT:N:MOVER:h0,...,h(2N-1):SOUTH_SCORE:NORTH_SCORE[:TAKER],
for example II:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:0 (the rules, section 8).
The rules: docs/RULES.md in the sources, /usr/share/doc/hoyito/RULES.md.gz
once installed.
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
    {"bestmove", hoyito::cli::runBestMove},
    {"analyse", hoyito::cli::runAnalyse},
    {"review", hoyito::cli::runReview},
    {"selfplay", hoyito::cli::runSelfPlay},
    {"bench-search", hoyito::cli::runBenchSearch},
    {"match", hoyito::cli::runMatch},
    {"tablebase", hoyito::cli::runTablebase},
    {"solve", hoyito::cli::runSolve},
    {"verify", hoyito::cli::runVerify},
    {"puzzles", hoyito::cli::runPuzzles},
};

// Every option may be written --name=value as well as --name value.
std::vector<std::string> splitOptions(int argc, char **argv)
{
    std::vector<std::string> words;
    for (int i = 1; i < argc; ++i) {
        const std::string_view word = argv[i];
        const std::size_t equals = word.find('=');
        if (word.starts_with("--") && equals != std::string_view::npos && equals > 2) {
            words.emplace_back(word.substr(0, equals));
            words.emplace_back(word.substr(equals + 1));
        } else {
            words.emplace_back(word);
        }
    }
    return words;
}

} // namespace

int main(int argc, char **argv)
{
    const std::vector<std::string> words = splitOptions(argc, argv);
    const std::vector<std::string_view> args(words.begin(), words.end());
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
        // One line, whatever the input echoed in it holds.
        std::cerr << "hoyito-cli: " << hoyito::app::shownText(bad.message).toStdString() << '\n';
        return kBadInput;
    } catch (const std::bad_alloc &) {
        std::cerr << "hoyito-cli: not enough memory for this command (a smaller --memory may help)\n";
        return kBadInput;
    }
}
