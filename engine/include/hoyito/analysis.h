#pragma once

// Analysis: the value of every legal move of a position, not only the best
// one, and the review of a game built on it.
//
// Each move is searched on its own with a full window (a Searcher with its
// root restricted to that move), depth after depth, so every value is the
// move's own value at that depth, never a bound. The moves share one
// transposition table, emptied when an analysis starts (Searcher::reset):
// the same position and limits (a depth or a node budget) give the same
// values every time, whatever was analysed before and whoever asks.
//
// Values are the mover's expected final seeds (captured so far plus what the
// line wins from the board), in hundredths of a seed: a search score (the
// mover's final score minus the opponent's, SearchResult) of s in a game of
// T seeds is the value (T + s) / 2.
//
// Typical use from a worker thread:
//
//     hoyito::Analyser analyser;
//     std::atomic_bool stop{false};
//     analyser.analyse(pos, {}, &stop, [](const hoyito::AnalysisResult &r) { /* r.moves, best first */ });

#include "hoyito/game.h"
#include "hoyito/search.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

namespace hoyito {

struct MoveAnalysis {
    Move move;
    int score = 0;        // SearchResult's convention: the mover's final score minus the opponent's, hundredths
    int value = 0;        // the mover's expected final seeds, hundredths of a seed
    bool exact = false;   // proven to the end of the game (within the search's simplified rule 6.2)
    std::vector<Move> pv; // the line the search expects, starting with `move`
};

struct AnalysisResult {
    std::vector<MoveAnalysis> moves; // every legal move (a pass when it is the only one), best first
    int depth = 0;                   // the last depth searched for every move; 0: none yet
    std::uint64_t nodes = 0;         // all the searches' nodes, the unfinished depth's too
    std::int64_t timeMs = 0;
    bool stopped = false;  // the stop flag, the time or the node limit cut the analysis
    bool complete = false; // every move is exact, or the depth limit is reached: deeper gives nothing new
};

// Zero means no limit; with none the analysis runs until every value is
// exact or kMaxSearchDepth (give a stop flag). `nodes` counts every move's
// searches together; like the time, it never cuts depth 1 (a glance), and a
// depth it cuts is not used: the values are the last finished depth's.
// Without a time limit an analysis is the same on every machine.
struct AnalysisLimits {
    int depth = 0;
    std::int64_t timeMs = 0;
    std::uint64_t nodes = 0;
    friend bool operator==(const AnalysisLimits &, const AnalysisLimits &) = default;
};

// The mover's expected final seeds, in hundredths, for a search score at pos.
int expectedSeeds(const Position &pos, int score);

class Analyser {
public:
    explicit Analyser(int tableMegabytes = 16);

    // Called after each move's search of a depth (depthDone false, with the
    // values of the last finished depth) and after each finished depth
    // (true): for a view of the progress.
    using Progress = std::function<void(const AnalysisResult &, bool depthDone)>;

    // Analyses `pos` (not over: an empty result). When `stop` becomes true
    // the analysis returns within a few milliseconds with the last finished
    // depth's values.
    AnalysisResult analyse(const Position &pos, const AnalysisLimits &limits, const std::atomic_bool *stop = nullptr,
                           const Progress &progress = {});

    void setWeights(const EvalWeights &weights) { m_searcher.setWeights(weights); }
    // Endgame tables for every search (null: none; Searcher::setTables): a
    // position in them is worth what they prove.
    void setTables(std::shared_ptr<const tables::TableSet> tables) { m_searcher.setTables(std::move(tables)); }

private:
    Searcher m_searcher;
};

// Threats: the opponent's moves that would capture if it were their turn
// now, with the seeds each would capture in that turn (its chain included).
// Holes that start an endless sowing are left out.
struct Threat {
    Move move; // a hole of the opponent of pos.toMove
    int seeds = 0;
};
std::vector<Threat> threats(const Position &pos);

// --- Review -----------------------------------------------------------------
//
// Each turn is marked by the seeds it lost against the best move: the best
// move's value minus the played move's (in the mover's expected final seeds,
// at the same depth), one class milder when the result was decided either
// way (classifyTurn). Thresholds in kReviewThresholds; accuracy per turn is
// 100 less 12.5 per seed lost (0 from 8 seeds: two fours), averaged over
// the turns of a player that had a choice.

enum class MoveClass { Best, Good, Inaccuracy, Mistake, Blunder };

// The smallest loss of each class from Good on, hundredths of a seed: below
// Good's a move is as good as the best (a tie counts as the best).
struct ReviewThresholds {
    int good = 1; // any loss at all
    int inaccuracy = 1 * kSeedValue;
    int mistake = 2 * kSeedValue;
    int blunder = 4 * kSeedValue; // a whole four or more
};
constexpr ReviewThresholds kReviewThresholds{};

MoveClass classifyLoss(int loss);
// The class of a turn: by the seeds it lost (classifyLoss), but one class
// milder (a blunder a mistake, a mistake an inaccuracy) when it changes
// nothing of the result, i.e. the best move and the move played both leave
// the mover winning, or both losing, by a third of the game's seeds or more
// (16 of 48). Values are the mover's expected final seeds (hundredths),
// totalSeeds all the seeds of the game. A beginner's 40-8 win is not seven
// blunders; but a lost game thrown away by 24 seeds more still shows where.
MoveClass classifyTurn(int bestValue, int value, int totalSeeds);
// "best", "good", "inaccuracy", "mistake", "blunder".
std::string_view moveClassName(MoveClass c);
// The usual sign: "", "", "?!", "?", "??".
std::string_view moveClassSign(MoveClass c);
// 0..100 for one turn that lost `loss` hundredths of a seed.
double turnAccuracy(int loss);
// Whether the review marks a turn of that class with a sign (?!, ?, ??),
// and the coach says why it was worse.
constexpr bool isMarked(MoveClass c)
{
    return c >= MoveClass::Inaccuracy;
}

struct TurnReview {
    int turn = 0; // 1 for the game's first turn
    Player mover = Player::South;
    Move move;
    Move best;
    int value = 0;     // of the played move, the mover's expected final seeds (hundredths)
    int bestValue = 0; // of the best move
    int loss = 0;      // bestValue - value, never negative
    MoveClass moveClass = MoveClass::Best;
    bool forced = false; // a single legal move (or a pass): no choice, left out of accuracy
    int depth = 0;
    bool exact = false; // both values proven
    // The lines the search expects (MoveAnalysis::pv) from the analysis whose
    // verdict stands, each starting with its move: the coach's facts
    // (coach.h). Empty when not known (a review saved without them): the
    // coach then tells the move alone. `bestLine` is `line` when the move
    // played is the best.
    std::vector<Move> line;
    std::vector<Move> bestLine;
};

// One turn: the analysis of the position before it and the move played.
TurnReview reviewTurn(int turn, const Position &before, Move played, const AnalysisResult &analysis);

// What a review keeps of a turn (the best move and both values, in
// hundredths, the depth and whether both are proven) made a TurnReview
// again: the loss and the class from the values, whether the move was
// forced from the legal moves of `before`.
struct TurnValues {
    Move best;
    int value = 0;
    int bestValue = 0;
    int depth = 0;
    bool exact = false;
};
TurnReview reviewTurn(int turn, const Position &before, Move played, const TurnValues &values);

// The turn that decided a game `loser` lost: the last of theirs whose best
// move still drew or won and whose move played lost, by the review's values
// against half of `totalSeeds`. None when by those values the loser had no
// such turn: the game was decided before their first choice (Hoyito II's
// opening is a loss for the first player), or the values are estimates that
// never saw a way out.
std::optional<int> decidingTurn(const std::vector<TurnReview> &turns, Player loser, int totalSeeds);

// Each player's accuracy (South, North), 0..100; 100 for a player without a
// turn that had a choice.
std::array<double, 2> reviewAccuracy(const std::vector<TurnReview> &turns);

// How a review analyses the turns of a game: each with `look`, and once
// more with `secondLook` a turn whose first look finds the move losing
// `secondLookFrom` or more (hundredths of a seed; not proven, a choice);
// the second look's verdict stands when it went at least as deep.
// secondLookFrom 0: no second look.
struct ReviewLimits {
    AnalysisLimits look;
    AnalysisLimits secondLook;
    int secondLookFrom = 0;
    friend bool operator==(const ReviewLimits &, const ReviewLimits &) = default;
};

// The game review's strengths, the Review panel's Quick (its default) and
// Deep: node budgets, so that a review says the same on every machine, with
// the endgame tables (Analyser::setTables) where they reach. Quick looks at
// every turn for 250,000 nodes and at every mistake of that look (2 seeds
// or more) again for a million; Deep at every turn for a million, at its
// mistakes for four. docs/BENCHMARKS.md, "The game review's strengths", has
// the measurements behind them: Quick misses none of the turns that a
// review twice as deep finds losing 8 seeds or more.
constexpr ReviewLimits kQuickReview{
    .look = {.nodes = 250'000}, .secondLook = {.nodes = 1'000'000}, .secondLookFrom = kReviewThresholds.mistake};
constexpr ReviewLimits kDeepReview{
    .look = {.nodes = 1'000'000}, .secondLook = {.nodes = 4'000'000}, .secondLookFrom = kReviewThresholds.mistake};

// Every turn of `game` analysed with `limits`; `each` (may be empty) is
// called after every turn with its final verdict. Stops early (fewer turns,
// none of them cut short) when `stop` becomes true.
std::vector<TurnReview> reviewGame(Analyser &analyser, const Game &game, const ReviewLimits &limits,
                                   const std::atomic_bool *stop = nullptr,
                                   const std::function<void(const TurnReview &)> &each = {});
// One look with `limits` at each turn.
inline std::vector<TurnReview> reviewGame(Analyser &analyser, const Game &game, const AnalysisLimits &limits,
                                          const std::atomic_bool *stop = nullptr,
                                          const std::function<void(const TurnReview &)> &each = {})
{
    return reviewGame(analyser, game, ReviewLimits{.look = limits, .secondLook = {}, .secondLookFrom = 0}, stop, each);
}

} // namespace hoyito
