#include "tableprobe.h"

#include "hoyito/evaluation.h"

namespace hoyito::detail {

void TableProbe::select(const tables::TableSet *set, const Position &root)
{
    m_tables = nullptr;
    m_maxSeeds = 0;
    const auto rules = tables::tableRulesOf(root);
    if (!set || !rules)
        return;
    m_tables = set->tablesFor(*rules, root.rules.holesPerRow);
    m_maxSeeds = m_tables ? m_tables->maxSeeds() : 0;
}

int tableScore(int base, int bound, int seedsOnBoard)
{
    return base + (2 * bound - seedsOnBoard) * kSeedValue;
}

bool TableProbe::probeTables(const Position &pos, int base, int &low, int &high) const
{
    const int seeds = pos.seedsOnBoard();
    if (seeds > m_maxSeeds)
        return false;
    const auto bounds = m_tables->probe(pos);
    if (!bounds)
        return false;
    low = tableScore(base, bounds->lower, seeds);
    high = tableScore(base, bounds->upper, seeds);
    return true;
}

} // namespace hoyito::detail
