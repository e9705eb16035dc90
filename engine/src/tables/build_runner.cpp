// The table builder's progress reports (see build_runner.h).

#include "build_runner.h"

#include <algorithm>

namespace hoyito::tables::detail {

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
