#pragma once

// What the table builder's work runs on: its threads, the hand-out of
// chunks of work to them, and the progress and cancelling they share.

#include "hoyito/tables.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <thread>
#include <vector>

namespace hoyito::tables::detail {

using Clock = std::chrono::steady_clock;

inline double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Lowers the calling thread to the lowest priority there is (Linux
// SCHED_IDLE, else nice 19); false if the system refused both.
bool lowerThisThreadToIdle();

// Runs work(thread) on `threads` threads, the calling one included.
template <class Work> void runOnThreads(int threads, Work work)
{
    std::vector<std::thread> helpers;
    for (int t = 1; t < threads; ++t)
        helpers.emplace_back([&work, t] { work(t); });
    work(0);
    for (std::thread &helper : helpers)
        helper.join();
}

// The progress of a build (BuildOptions::progress, at most once an
// interval) and whether it was cancelled, for all its threads.
class Reporter {
public:
    Reporter(const BuildOptions &options, double totalWork)
        : m_options(options)
        , m_totalWork(totalWork)
    {
    }

    bool cancelled() const { return m_options.cancel && m_options.cancel->load(std::memory_order_relaxed); }

    // `levelShare` is the share of the current level done (0..1).
    void report(BuildProgress progress, double levelWork, double levelShare, bool force);

    void finishLevel(double levelWork) { m_doneWork += levelWork; }

private:
    const BuildOptions &m_options;
    double m_totalWork;
    double m_doneWork = 0;
    std::mutex m_mutex;
    Clock::time_point m_last{};
};

// The share of a level's work done once `round` solving rounds are: the
// number of rounds is not known in advance, so it creeps towards 1 as the
// rounds go by (the moves took the first 0.4).
double solvingShare(int round);

// Calls each(state, u) for u = 0 .. count - 1, each once, on `threads`
// threads, which take them in turn, each with a State of its own; each
// returns false to stop them all. False when stopped or cancelled.
template <class State, class Each>
bool forEachInTurn(int threads, std::uint64_t count, const Reporter &reporter, Each each)
{
    std::atomic<std::uint64_t> next{0};
    std::atomic<bool> stopped{false};
    runOnThreads(threads, [&](int) {
        State state;
        for (;;) {
            if (reporter.cancelled() || stopped) {
                stopped = true;
                return;
            }
            const std::uint64_t u = next.fetch_add(1);
            if (u >= count)
                return;
            if (!each(state, u)) {
                stopped = true;
                return;
            }
        }
    });
    return !stopped;
}

} // namespace hoyito::tables::detail
