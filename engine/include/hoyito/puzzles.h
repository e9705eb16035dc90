#pragma once

// Puzzles: positions where one move is worth a casa (4 seeds) more than every
// other, found in games the engine plays with itself, with the line that
// follows while the solver's moves stay that unique (docs/PUZZLES.md).
//
// A puzzle's values are those of a game that starts at its position, with
// no history, as the tables and the solver define them: the position text
// carries none. Each of the solver's positions is judged by the endgame
// tables when they hold it exactly (the verdict is then proven), otherwise
// by an analysis (analysis.h: every legal move searched on its own with a
// full window) to a fixed depth. The facts of the solution (its themes) come
// from the coach's stories of its turns (coach.h), never from the search.

#include "hoyito/analysis.h"
#include "hoyito/position.h"
#include "hoyito/tables.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

namespace hoyito::puzzles {

// How much more than every other legal move the solver's move must be worth:
// one casa, in hundredths of a seed (the analysis' unit).
constexpr int kMargin = 4 * kSeedValue;
// The longest solution, in the solver's moves.
constexpr int kMaxSolverMoves = 8;

enum class Theme : std::uint8_t {
    ChainOfFours, // a solver's capture takes a backward chain of fours (Hoyito II)
    CaptureRun,   // three or more captures in a row by the solver (extra turns)
    ClearBoard,   // a solver's turn ends the game: the last four to the solver, or an empty board
    Defence,      // the first move is the only one that leaves the opponent no capture of 8 or more
    LongRelay,    // the first move sows four laps or more
    Endgame,      // proven by the endgame tables
};
constexpr Theme kThemes[] = {Theme::ChainOfFours, Theme::CaptureRun, Theme::ClearBoard,
                             Theme::Defence,      Theme::LongRelay,  Theme::Endgame};
// "chain", "capture-run", "clear-board", "defence", "long-relay", "endgame".
std::string_view themeName(Theme theme);
std::optional<Theme> parseTheme(std::string_view name);

struct Puzzle {
    std::string id;
    Position position;          // the solver to move
    std::vector<Move> solution; // the first by the solver, each by whoever is then to move
    std::vector<Theme> themes;  // in kThemes order
    int rating = 0;
    bool proven = false; // the tables prove the first move unique by the margin
    int depth = 0;       // the analysis depth that judged the moves the tables do not hold
    // Where it was found: the generator's series seed and game number.
    std::uint64_t seed = 0;
    std::uint64_t game = 0;
};

// What judges one of the solver's positions.
struct Judge {
    int depth = 12;                           // plies of the analysis
    const tables::TableSet *tables = nullptr; // may be null
};

// The verdict on one position.
struct Verdict {
    bool unique = false;  // one move is worth kMargin more than every other
    Move best;            // the best move (a best move even when not unique)
    int value = 0;        // its value: the mover's expected final seeds, hundredths
    int margin = 0;       // best value minus the second best's (hundredths); huge for a single legal move
    int worst = 0;        // the worst move's value
    bool proven = false;  // by the tables
    int moves = 0;        // legal moves
    std::vector<Move> pv; // the best move's expected line (the tables': best replies found by them)
    // The analysis' best move at each finished depth and whether it was
    // strictly the best there (for the rating's depth); empty when proven.
    std::vector<std::pair<Move, bool>> byDepth;
};

// Judges pos (not over) by the tables when they hold it and every child
// exactly or with bounds that settle it, otherwise by `analyser` to
// judge.depth.
Verdict judge(Analyser &analyser, const Position &pos, const Judge &judge);

// judge() at judge.depth, and at `deeper` plies (more than judge.depth) by
// the same analysis carried on: {at judge.depth, at deeper}. The first is
// judge()'s own verdict; a proven verdict is both (the tables know no depth).
std::pair<Verdict, Verdict> judgeDeeper(Analyser &analyser, const Position &pos, const Judge &judge, int deeper);

// Whether even the worst move of a verdict on pos leaves the mover winning:
// more than half of the game's seeds (board and piles) in the end.
bool alreadyWon(const Position &pos, const Verdict &verdict);

// Why a position is no puzzle.
enum class Refusal : std::uint8_t {
    None,
    NotAStart,  // no game can start there (checkStart)
    Forced,     // a single legal move
    NotUnique,  // no move is worth the margin more than every other
    AlreadyWon, // even the worst move leaves the mover winning
    Greedy,     // the first move is the one that captures most this turn, and alone so
};

struct Found {
    Refusal refusal = Refusal::None;
    Puzzle puzzle; // when refusal is None: position, solution, themes, proven, depth (no id, no rating)
    Verdict first; // the first position's verdict
};

// Whether pos is a puzzle, and its solution: the solver's unique moves with
// the opponent's best replies between them, for as long as every solver move
// is unique (at most kMaxSolverMoves of them), ending with a solver move.
Found findPuzzle(Analyser &analyser, const Position &pos, const Judge &judge);

// Whether the greedy one-ply player (players.h) would surely pick `move`:
// it wins strictly more seeds this turn than every other legal move.
bool greedyPicks(const Position &pos, Move move);

// The themes of a solution, from its turns' stories.
std::vector<Theme> themesOf(const Position &pos, const std::vector<Move> &solution, bool proven);

// --- Rating -----------------------------------------------------------------
//
// Level k's strength as a rating is 600 + 300 k (level 3: 1500, where a new
// player starts); "level 7" (2700) stands for a move no level finds. A
// puzzle that level k finds and level k-1 does not lies between their
// ratings, further up the deeper the analysis had to look:
//   rating = L(k-1) + 15 + 30 * min(depth - 1, 9),  L(k) = 600 + 300 k
// where depth is the least depth from which the analysis ranks the move
// strictly first at every depth up to the judging one (1 when proven
// without a search).

// The rating of a puzzle whose first move is `first`: the lowest level
// finding it and the depth it needs by `byDepth` (Verdict::byDepth of the
// analysis at the judging depth).
int puzzleRating(const Position &pos, Move first, const std::vector<std::pair<Move, bool>> &byDepth);
// The same, with that analysis (without tables) run to `depth` here.
int puzzleRating(Analyser &analyser, const Position &pos, Move first, int depth);
// Level k's rating (k 0..7).
int levelRating(int level);
int ratingOf(int lowestLevel, int depthNeeded);
// The least level (1..6) whose search plays `move` at pos: levels 1 to 3 by
// a majority of three seeds (their noise), 4 to 6 by their node budgets,
// all without tables; 7 when none does.
int lowestLevelFinding(const Position &pos, Move move);
// The least depth of `byDepth` from which the move is strictly best at every
// depth after; 1 when byDepth is empty.
int depthNeeded(const std::vector<std::pair<Move, bool>> &byDepth, Move move);

// --- Sameness ---------------------------------------------------------------

// The position turned round so that the mover is South (a North-to-move
// board seen from the other side), and unchanged when South moves: a
// puzzle and its mirror image have the same canonical form.
Position canonical(const Position &pos);
// A key equal for a position and its mirror image (positionText of canonical).
std::string sameKey(const Position &pos);

// --- The generator ------------------------------------------------------------
//
// Game g of a series (seed s) starts from randomOpening(rules, mixSeeds(s, g),
// a reference search): a balanced opening of 2 to 4 random turns. Both sides
// then search to `playDepth` plies (deterministic), up to the end of the game
// or 200 turns; one turn in six, drawn from the seed and the game, plays
// instead another move that search values within two seeds of its best, so
// that games do not repeat one another. Each position of the game after the opening is tried with
// findPuzzle at judge.depth (playDepth + 4 at least). The same settings give
// the same puzzles for a game on every machine.
struct GeneratorSettings {
    Rules rules;
    std::uint64_t seed = 1;
    int playDepth = 8;
    Judge judge{.depth = 12, .tables = nullptr};
};

// The puzzles of game `game` in turn order, each with its id
// ("II-6-s1-g12-t34": variant, holes, seed, game, turn) and rating.
// `seen` holds the sameKey of the puzzles already made: a puzzle in it is
// not made again (but still judged, so that what the game skips after it is
// the same), and each new puzzle's key is added. When `stop` becomes true the
// game is left before its next position: the puzzles so far are the first
// ones of the whole game's, so a run that plays it again loses nothing.
std::vector<Puzzle> puzzlesOfGame(const GeneratorSettings &settings, std::uint64_t game,
                                  std::unordered_set<std::string> &seen, const std::atomic<bool> *stop = nullptr);

} // namespace hoyito::puzzles
