// solve(): the bounds on a game's value narrowed from both ends, first by
// proofs of the history-free games (they hold whatever the history), then,
// for what those leave open, by the search with the history.

#include "hoyito/solver.h"

#include <algorithm>
#include <limits>
#include <optional>

namespace hoyito::solver {

using tables::Bounds;

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
    struct Question {
        int target; // "at least target?" (side 0) or "at most target?" (side 1)
        int step;   // how far target lies from that side's bound
    };
    // The next question for `side`, or nothing when that end is done.
    std::optional<Question> next(int side, Bounds b) const
    {
        if (m_done[side])
            return std::nullopt;
        const int room =
            side == 0 ? std::min(b.upper, m_refused[0] - 1) - b.lower : b.upper - std::max(b.lower, m_refused[1] + 1);
        if (room <= 0)
            return std::nullopt;
        const int step = std::min(m_step[side], room);
        return Question{side == 0 ? b.lower + step : b.upper - step, step};
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

// What an answer did, for the next questions' steps.
enum class Outcome {
    NarrowedOwnEnd,   // the end asked about moved in
    NarrowedOtherEnd, // the answer went against the end asked about and moved the other end in
    Refused,          // a No that moves no bound: never ask this target or beyond again
    Unanswered,       // out of time or nodes
};

// Asks ask(side, target) -> Outcome at alternate ends (see Ends) until both
// are done or `stopped()`. `ask` narrows `bounds` itself.
template <class Ask, class Stopped> void narrowFromBothEnds(const Bounds &bounds, Stopped &&stopped, Ask &&ask)
{
    Ends ends;
    for (int side = 0; !ends.allDone(bounds) && !stopped(); side = 1 - side) {
        const std::optional<Ends::Question> question = ends.next(side, bounds);
        if (!question)
            continue;
        switch (ask(side, question->target)) {
        case Outcome::NarrowedOwnEnd: ends.gained(side); break;
        case Outcome::NarrowedOtherEnd: ends.overshot(side, question->step); break;
        case Outcome::Refused: ends.refused(side, question->target, question->step); break;
        case Outcome::Unanswered: ends.missed(side, question->step); break;
        }
    }
}

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
    proofs.setKeepProofs(options.keepProofs);
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
    if (!proofsDone) {
        narrowFromBothEnds(result.bounds, stopped, [&](int side, int target) {
            const Player prover = side == 0 ? mover : opponent(mover);
            const auto asked = Clock::now();
            const Answer answer = proofs.forces(pos, prover, side == 0 ? target : k - target, share());
            tell({side == 0, target, false, answer, proofs.lastStats().nodes, secondsSince(asked)});
            if (answer == Answer::No)
                return Outcome::Refused;
            if (answer == Answer::Unknown)
                return Outcome::Unanswered;
            (side == 0 ? result.bounds.lower : result.bounds.upper) = target;
            if (options.keepProofs && !proofs.lastProof().nodes.empty())
                (side == 0 ? result.lowerProof : result.upperProof) = proofs.lastProof();
            report(SolveSource::Proof, &proofs.lastStats());
            return Outcome::NarrowedOwnEnd;
        });
    }

    // The history search asks the proof search too, about positions after
    // captures; those proofs are none of the certificate's.
    proofs.setKeepProofs(false);

    // The history: every answer narrows. It takes a capture to be followed
    // by another turn of the same player (Hoyito II and III).
    if (options.history && pos.rules.capturePlaysAgain()) {
        narrowFromBothEnds(result.bounds, stopped, [&](int side, int end) {
            // "At most m?" is "not at least m + 1?".
            const int target = side == 0 ? end : end + 1;
            const auto asked = Clock::now();
            const std::uint64_t before = history.totalNodes();
            const Answer answer = history.atLeast(pos, target, result.bounds, share());
            tell({true, target, true, answer, history.totalNodes() - before, secondsSince(asked)});
            if (answer == Answer::Unknown)
                return Outcome::Unanswered;
            if (answer == Answer::Yes)
                result.bounds.lower = target;
            else
                result.bounds.upper = target - 1;
            report(SolveSource::History, nullptr);
            return (answer == Answer::Yes) == (side == 0) ? Outcome::NarrowedOwnEnd : Outcome::NarrowedOtherEnd;
        });
    }

    result.solved = result.bounds.exact();
    result.nodes = nodes();
    result.seconds = secondsSince(start);
    return result;
}

} // namespace hoyito::solver
