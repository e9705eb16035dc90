#include "hoyito/analysis.h"

#include <algorithm>
#include <chrono>

namespace hoyito {

namespace {

using Clock = std::chrono::steady_clock;

std::int64_t millisecondsSince(Clock::time_point start)
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
}

// Best first; equal values in hole order, so that the order is the same
// whatever order the moves were searched in.
void sortBestFirst(std::vector<MoveAnalysis> &moves)
{
    std::stable_sort(moves.begin(), moves.end(), [](const MoveAnalysis &a, const MoveAnalysis &b) {
        if (a.score != b.score)
            return a.score > b.score;
        return a.move.hole < b.move.hole;
    });
}

} // namespace

int expectedSeeds(const Position &pos, int score)
{
    const int total = pos.seedsInGame();
    return (total * kSeedValue + score) / 2;
}

Analyser::Analyser(int tableMegabytes)
    : m_searcher(tableMegabytes)
{
}

AnalysisResult Analyser::analyse(const Position &pos, const AnalysisLimits &limits, const std::atomic_bool *stop,
                                 const Progress &progress)
{
    const Clock::time_point start = Clock::now();
    AnalysisResult result;
    if (pos.isOver())
        return result;
    // As a new analyser: the same values, to the node, whatever was
    // analysed before.
    m_searcher.reset();

    std::vector<Move> moves;
    for (const Child &child : generateChildren(pos))
        moves.push_back(child.move);
    const int maxDepth = limits.depth > 0 ? std::min(limits.depth, kMaxSearchDepth) : kMaxSearchDepth;

    for (int depth = 1; depth <= maxDepth; ++depth) {
        std::vector<MoveAnalysis> values;
        // The previous depth's best first: its line fills the table for the others.
        const std::vector<Move> order = result.moves.empty() ? moves : [&] {
            std::vector<Move> byValue;
            for (const MoveAnalysis &m : result.moves)
                byValue.push_back(m.move);
            return byValue;
        }();
        for (Move move : order) {
            SearchLimits searchLimits;
            searchLimits.depth = depth;
            searchLimits.rootHoles = move.isPass() ? 0 : HoleMask{1} << move.hole;
            // Depth 1 always finishes (a glance), so a time or node limit gives values.
            if (limits.timeMs > 0 && depth > 1) {
                searchLimits.timeMs = limits.timeMs - millisecondsSince(start);
                if (searchLimits.timeMs <= 0) {
                    result.stopped = true;
                    break;
                }
            }
            if (limits.nodes > 0 && depth > 1) {
                if (result.nodes >= limits.nodes) {
                    result.stopped = true;
                    break;
                }
                searchLimits.nodes = limits.nodes - result.nodes;
            }
            const SearchResult searched = m_searcher.search(pos, searchLimits, stop);
            result.nodes += searched.nodes;
            if (searched.stopped) {
                result.stopped = true;
                break;
            }
            values.push_back(
                MoveAnalysis{move, searched.score, expectedSeeds(pos, searched.score), searched.exact, searched.pv});
            result.timeMs = millisecondsSince(start);
            if (progress && values.size() < order.size())
                progress(result, false);
        }
        if (result.stopped)
            break;
        sortBestFirst(values);
        result.moves = std::move(values);
        result.depth = depth;
        result.complete = depth == maxDepth || std::all_of(result.moves.begin(), result.moves.end(),
                                                           [](const MoveAnalysis &m) { return m.exact; });
        result.timeMs = millisecondsSince(start);
        if (progress)
            progress(result, true);
        if (result.complete)
            break;
    }
    result.timeMs = millisecondsSince(start);
    return result;
}

std::vector<Threat> threats(const Position &pos)
{
    std::vector<Threat> found;
    if (pos.isOver())
        return found;
    Position theirs = pos;
    theirs.toMove = opponent(pos.toMove);
    theirs.previousTurnPassed = false;
    for (const Child &child : generateChildren(theirs)) {
        if (!child.move.isPass() && !child.summary.endless && child.summary.captured > 0)
            found.push_back(Threat{child.move, child.summary.captured});
    }
    return found;
}

// --- Review -----------------------------------------------------------------

MoveClass classifyLoss(int loss)
{
    if (loss >= kReviewThresholds.blunder)
        return MoveClass::Blunder;
    if (loss >= kReviewThresholds.mistake)
        return MoveClass::Mistake;
    if (loss >= kReviewThresholds.inaccuracy)
        return MoveClass::Inaccuracy;
    if (loss >= kReviewThresholds.good)
        return MoveClass::Good;
    return MoveClass::Best;
}

MoveClass classifyTurn(int bestValue, int value, int totalSeeds)
{
    const MoveClass byLoss = classifyLoss(bestValue - value);
    // Three times the final difference (mover's less opponent's) against
    // all the seeds: decided from a third of them on.
    const auto third = [totalSeeds](int v) { return 3 * (2 * v - totalSeeds * kSeedValue); };
    const int all = totalSeeds * kSeedValue;
    const bool stillWins = third(value) >= all && third(bestValue) >= all;
    const bool lostAnyway = third(value) <= -all && third(bestValue) <= -all;
    if ((stillWins || lostAnyway) && byLoss > MoveClass::Inaccuracy)
        return MoveClass(int(byLoss) - 1);
    return byLoss;
}

std::string_view moveClassName(MoveClass c)
{
    switch (c) {
    case MoveClass::Best: return "best";
    case MoveClass::Good: return "good";
    case MoveClass::Inaccuracy: return "inaccuracy";
    case MoveClass::Mistake: return "mistake";
    case MoveClass::Blunder: return "blunder";
    }
    return "best";
}

std::string_view moveClassSign(MoveClass c)
{
    switch (c) {
    case MoveClass::Best:
    case MoveClass::Good: return "";
    case MoveClass::Inaccuracy: return "?!";
    case MoveClass::Mistake: return "?";
    case MoveClass::Blunder: return "??";
    }
    return "";
}

double turnAccuracy(int loss)
{
    constexpr double kPointsPerSeed = 12.5;
    return std::clamp(100.0 - kPointsPerSeed * loss / kSeedValue, 0.0, 100.0);
}

namespace {

// The review of a turn whose values are known; `forced`: a single legal move.
TurnReview turnReview(int turn, const Position &before, Move played, const TurnValues &values, bool forced)
{
    TurnReview review;
    review.turn = turn;
    review.mover = before.toMove;
    review.move = played;
    review.depth = values.depth;
    review.forced = forced;
    review.best = values.best;
    review.bestValue = values.bestValue;
    review.value = values.value;
    review.exact = values.exact;
    review.loss = std::max(0, review.bestValue - review.value);
    if (review.loss == 0)
        review.best = played; // as good as the engine's first choice: a best move too
    review.moveClass = classifyTurn(review.bestValue, review.bestValue - review.loss, before.seedsInGame());
    return review;
}

} // namespace

TurnReview reviewTurn(int turn, const Position &before, Move played, const AnalysisResult &analysis)
{
    const bool forced = analysis.moves.size() <= 1;
    if (analysis.moves.empty())
        return turnReview(turn, before, played, {played, 0, 0, analysis.depth, false}, forced);
    const MoveAnalysis &best = analysis.moves.front();
    TurnValues values{best.move, best.value, best.value, analysis.depth, best.exact};
    const std::vector<Move> *line = nullptr;
    for (const MoveAnalysis &m : analysis.moves) {
        if (m.move == played) {
            values.value = m.value;
            values.exact = best.exact && m.exact;
            line = &m.pv;
        }
    }
    TurnReview review = turnReview(turn, before, played, values, forced);
    if (line)
        review.line = *line;
    review.bestLine = review.best == played ? review.line : best.pv;
    return review;
}

TurnReview reviewTurn(int turn, const Position &before, Move played, const TurnValues &values)
{
    return turnReview(turn, before, played, values, generateChildren(before).size() <= 1);
}

std::optional<int> decidingTurn(const std::vector<TurnReview> &turns, Player loser, int totalSeeds)
{
    const int half = totalSeeds * kSeedValue; // twice the mover's seeds against all of them
    for (auto t = turns.rbegin(); t != turns.rend(); ++t) {
        if (t->mover == loser && 2 * t->bestValue >= half && 2 * t->value < half)
            return t->turn;
    }
    return std::nullopt;
}

std::array<double, 2> reviewAccuracy(const std::vector<TurnReview> &turns)
{
    std::array<double, 2> sum{};
    std::array<int, 2> count{};
    for (const TurnReview &t : turns) {
        if (t.forced)
            continue;
        sum[index(t.mover)] += turnAccuracy(t.loss);
        ++count[index(t.mover)];
    }
    std::array<double, 2> accuracy{100.0, 100.0};
    for (int p = 0; p < 2; ++p) {
        if (count[p] > 0)
            accuracy[p] = sum[p] / count[p];
    }
    return accuracy;
}

std::vector<TurnReview> reviewGame(Analyser &analyser, const Game &game, const ReviewLimits &limits,
                                   const std::atomic_bool *stop, const std::function<void(const TurnReview &)> &each)
{
    const auto stopped = [stop] { return stop && stop->load(std::memory_order_relaxed); };
    std::vector<TurnReview> turns;
    for (int turn = 0; turn < game.turnCount(); ++turn) {
        const Position &before = game.positions()[static_cast<std::size_t>(turn)];
        const Move played = game.moves()[static_cast<std::size_t>(turn)];
        const AnalysisResult analysis = analyser.analyse(before, limits.look, stop);
        // Stopped: a turn the stop cut short is not a verdict.
        if (analysis.depth == 0 || stopped())
            break;
        TurnReview review = reviewTurn(turn + 1, before, played, analysis);
        if (limits.secondLookFrom > 0 && review.loss >= limits.secondLookFrom && !review.exact && !review.forced) {
            const AnalysisResult again = analyser.analyse(before, limits.secondLook, stop);
            if (stopped())
                break;
            if (again.depth >= review.depth)
                review = reviewTurn(turn + 1, before, played, again);
        }
        turns.push_back(review);
        if (each)
            each(turns.back());
    }
    return turns;
}

} // namespace hoyito
