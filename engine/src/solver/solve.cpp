// solve(): the bounds on a game's value narrowed from both ends, first by
// proofs of the history-free games (they hold whatever the history), then,
// for what those leave open, by the search with the history.

#include "hoyito/solver.h"

#include <algorithm>

namespace hoyito::solver {

using tablebase::Bounds;

namespace {

double secondsSince(Clock::time_point then)
{
    return std::chrono::duration<double>(Clock::now() - then).count();
}

// Questions asked from both ends of the range, "at least lower + step?" and
// "at most upper - step?", so that some bound narrows even when the middle
// is far out of reach. An answer that narrows its own end doubles that
// end's step; one that narrows the other end halves it; a question that
// narrows nothing (it ran out of its share of the time, or the search can
// go no further there) halves it too, and at step 1 ends that end.
class Ends {
public:
    bool done(int side) const { return m_done[side]; }
    bool allDone() const { return m_done[0] && m_done[1]; }
    int step(int side, Bounds b) const { return std::clamp(m_step[side], 1, std::max(1, b.upper - b.lower)); }
    void gained(int side) { m_step[side] *= 2; }
    void overshot(int side, int step) { m_step[side] = std::max(1, step / 2); }
    void missed(int side, int step)
    {
        m_done[side] = step == 1;
        m_step[side] = std::max(1, step / 2);
    }

private:
    int m_step[2] = {1, 1};
    bool m_done[2] = {false, false};
};

} // namespace

SolveResult solve(const Position &pos, const SolveOptions &options)
{
    const auto start = Clock::now();
    // At most a year: the clock's arithmetic stays far from overflowing.
    const double seconds = std::clamp(options.seconds, 0.0, 366.0 * 24 * 3600);
    const auto deadline = start + std::chrono::milliseconds(static_cast<long long>(seconds * 1000));
    const int k = pos.seedsOnBoard();
    const Player mover = pos.toMove;
    SolveResult result;
    result.bounds = {0, k};
    ProofSearch proofs(options.tables, options.megabytes);
    HistorySearch history(options.tables);
    auto nodes = [&] { return proofs.totalNodes() + history.totalNodes(); };
    auto report = [&](const char *how, const ProofStats *proof) {
        if (!options.progress)
            return;
        SolveStep step;
        step.bounds = result.bounds;
        step.nodes = nodes();
        step.seconds = secondsSince(start);
        step.how = how;
        if (proof) {
            step.proofNodes = proof->proofNodes;
            step.proofTurns = proof->proofTurns;
        }
        options.progress(step);
    };
    auto tell = [&](const SolveQuestion &question) {
        if (options.asked)
            options.asked(question);
    };
    auto stopped = [&] {
        return Clock::now() >= deadline || (options.stop && options.stop->load(std::memory_order_relaxed));
    };
    // A question's share: a third of the time left (and a little).
    auto share = [&] {
        const auto now = Clock::now();
        return ProofLimits{std::min(deadline, now + (deadline - now) / 3 + std::chrono::milliseconds(200)), 0,
                           options.stop};
    };

    // The root in the tables: its entry is what the proofs could reach.
    bool proofsDone = false;
    if (options.tables) {
        if (const auto probed = options.tables->probe(pos)) {
            result.bounds = *probed;
            proofsDone = true;
            report("tables", nullptr);
        }
    }
    if (!proofsDone)
        report("start", nullptr);

    // The history-free games: a Yes of the mover bounds the value from
    // below, a Yes of the opponent from above; a No only ends that side.
    Ends ends;
    for (int side = 0; !proofsDone && !result.bounds.exact() && !ends.allDone() && !stopped(); side = 1 - side) {
        if (ends.done(side))
            continue;
        const int step = ends.step(side, result.bounds);
        const Player prover = side == 0 ? mover : opponent(mover);
        const int mine = side == 0 ? result.bounds.lower + step : result.bounds.upper - step;
        const auto asked = Clock::now();
        const Answer answer = proofs.forces(pos, prover, side == 0 ? mine : k - mine, share());
        tell({side == 0, mine, false, answer, proofs.lastStats().nodes, secondsSince(asked)});
        if (answer == Answer::Yes) {
            (side == 0 ? result.bounds.lower : result.bounds.upper) = mine;
            ends.gained(side);
            report("proof", &proofs.lastStats());
        } else {
            ends.missed(side, step);
        }
    }

    // The history: every answer narrows. It takes a capture to be followed
    // by another turn of the same player (Hoyito II and III).
    Ends exact;
    const bool historyWorks = options.history && pos.rules.capturePlaysAgain();
    for (int side = 0; historyWorks && !result.bounds.exact() && !exact.allDone() && !stopped(); side = 1 - side) {
        if (exact.done(side))
            continue;
        const int step = exact.step(side, result.bounds);
        const int target = side == 0 ? result.bounds.lower + step : result.bounds.upper - step + 1;
        const auto asked = Clock::now();
        const std::uint64_t before = history.totalNodes();
        const Answer answer = history.atLeast(pos, target, result.bounds, share());
        tell({true, target, true, answer, history.totalNodes() - before, secondsSince(asked)});
        if (answer == Answer::Unknown) {
            exact.missed(side, step);
            continue;
        }
        if (answer == Answer::Yes)
            result.bounds.lower = target;
        else
            result.bounds.upper = target - 1;
        if ((answer == Answer::Yes) == (side == 0))
            exact.gained(side);
        else
            exact.overshot(side, step);
        report("history", nullptr);
    }

    result.solved = result.bounds.exact();
    result.nodes = nodes();
    result.seconds = secondsSince(start);
    return result;
}

} // namespace hoyito::solver
