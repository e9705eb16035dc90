// solve(): the bounds on a game's value narrowed from both ends, first by
// proofs of the history-free games (they hold whatever the history), then,
// for what those leave open, by the search with the history.

#include "hoyito/solver.h"

#include <algorithm>
#include <limits>
#include <optional>

namespace hoyito::solver {

using tablebase::Bounds;

namespace {

double secondsSince(Clock::time_point then)
{
    return std::chrono::duration<double>(Clock::now() - then).count();
}

// Questions asked from both ends of the range, "at least lower + step?"
// (side 0) and "at most upper - step?" (side 1), so that some bound narrows
// even when the middle is far out of reach. An answer that narrows its own
// end doubles that end's step; one that narrows the other end halves it. A
// question that narrows nothing halves it too: at step 1 a question that
// ran out of its share of the time ends that end, and a target the search
// refused (a proof search's No) is never asked again, nor any beyond it.
class Ends {
public:
    // The next question's target for `side`, or nothing when that end is done.
    std::optional<int> next(int side, Bounds b) const
    {
        if (m_done[side])
            return std::nullopt;
        const int room =
            side == 0 ? std::min(b.upper, m_refused[0] - 1) - b.lower : b.upper - std::max(b.lower, m_refused[1] + 1);
        if (room <= 0)
            return std::nullopt;
        const int step = std::min(m_step[side], room);
        return side == 0 ? b.lower + step : b.upper - step;
    }
    bool allDone(Bounds b) const { return !next(0, b) && !next(1, b); }
    void gained(int side) { m_step[side] *= 2; }
    void overshot(int side, int step) { m_step[side] = std::max(1, step / 2); }
    void missed(int side, int step)
    {
        m_done[side] = step == 1;
        m_step[side] = std::max(1, step / 2);
    }
    void refused(int side, int target, int step)
    {
        m_refused[side] = target;
        m_step[side] = std::max(1, step / 2);
    }

private:
    int m_step[2] = {1, 1};
    bool m_done[2] = {false, false};
    int m_refused[2] = {std::numeric_limits<int>::max(), std::numeric_limits<int>::min()};
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
    HistorySearch history(options.tables, &proofs);
    auto nodes = [&] { return proofs.totalNodes() + history.totalNodes(); };
    auto report = [&](SolveSource how, const ProofStats *proof) {
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
    const ProofLimits whole{deadline, 0, options.stop};
    auto stopped = [&] { return whole.expired(); };
    // A question's share: a third of the time left (and a little).
    auto share = [&] {
        ProofLimits limits = whole;
        const auto now = Clock::now();
        limits.deadline = std::min(deadline, now + (deadline - now) / 3 + std::chrono::milliseconds(200));
        return limits;
    };

    // The root in the tables: its entry is what the proofs could reach.
    bool proofsDone = false;
    if (options.tables) {
        if (const auto probed = options.tables->probe(pos)) {
            result.bounds = *probed;
            proofsDone = true;
            report(SolveSource::Tables, nullptr);
        }
    }
    if (!proofsDone)
        report(SolveSource::Start, nullptr);

    // The history-free games: a Yes of the mover bounds the value from
    // below, a Yes of the opponent from above; a No only ends that side.
    Ends ends;
    for (int side = 0; !proofsDone && !ends.allDone(result.bounds) && !stopped(); side = 1 - side) {
        const std::optional<int> mine = ends.next(side, result.bounds);
        if (!mine)
            continue;
        const int step = side == 0 ? *mine - result.bounds.lower : result.bounds.upper - *mine;
        const Player prover = side == 0 ? mover : opponent(mover);
        const auto asked = Clock::now();
        const Answer answer = proofs.forces(pos, prover, side == 0 ? *mine : k - *mine, share());
        tell({side == 0, *mine, false, answer, proofs.lastStats().nodes, secondsSince(asked)});
        if (answer == Answer::Yes) {
            (side == 0 ? result.bounds.lower : result.bounds.upper) = *mine;
            ends.gained(side);
            report(SolveSource::Proof, &proofs.lastStats());
        } else if (answer == Answer::No) {
            ends.refused(side, *mine, step);
        } else {
            ends.missed(side, step);
        }
    }

    // The history: every answer narrows. It takes a capture to be followed
    // by another turn of the same player (Hoyito II and III).
    Ends exact;
    const bool historyWorks = options.history && pos.rules.capturePlaysAgain();
    for (int side = 0; historyWorks && !exact.allDone(result.bounds) && !stopped(); side = 1 - side) {
        const std::optional<int> mine = exact.next(side, result.bounds);
        if (!mine)
            continue;
        const int step = side == 0 ? *mine - result.bounds.lower : result.bounds.upper - *mine;
        // "At most m?" is "not at least m + 1?".
        const int target = side == 0 ? *mine : *mine + 1;
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
        report(SolveSource::History, nullptr);
    }

    result.solved = result.bounds.exact();
    result.nodes = nodes();
    result.seconds = secondsSince(start);
    return result;
}

} // namespace hoyito::solver
