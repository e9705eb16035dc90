// The table builder's progress reports and its threads' priority (see
// build_runner.h).

#include "build_runner.h"

#include <algorithm>

#include <pthread.h>
#include <sched.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace hoyito::tables::detail {

bool lowerThisThreadToIdle()
{
#ifdef SCHED_IDLE
    const sched_param idle{};
    if (::pthread_setschedparam(::pthread_self(), SCHED_IDLE, &idle) == 0)
        return true;
#endif
#ifdef SYS_gettid
    // Linux keeps a nice value a thread, named by its thread id.
    return ::setpriority(PRIO_PROCESS, static_cast<id_t>(::syscall(SYS_gettid)), 19) == 0;
#else
    return false;
#endif
}

void Reporter::report(BuildProgress progress, double levelWork, double levelShare, bool force)
{
    if (!m_options.progress)
        return;
    std::unique_lock lock(m_mutex, std::try_to_lock);
    if (!lock.owns_lock() && !force)
        return;
    if (!lock.owns_lock())
        lock.lock();
    const auto now = Clock::now();
    if (!force && std::chrono::duration<double>(now - m_last).count() < m_options.progressInterval)
        return;
    m_last = now;
    progress.maxSeeds = m_options.maxSeeds;
    progress.fraction = m_totalWork > 0
                            ? std::min(1.0, (m_doneWork + levelWork * std::clamp(levelShare, 0.0, 1.0)) / m_totalWork)
                            : 1.0;
    m_options.progress(progress);
}

double solvingShare(int round)
{
    return 0.4 + 0.6 * (1.0 - 1.0 / (1.0 + 0.3 * round));
}

} // namespace hoyito::tables::detail
