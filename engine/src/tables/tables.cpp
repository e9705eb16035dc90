// Opening a set of tables and probing them.

#include "hoyito/tables.h"

#include <algorithm>
#include <filesystem>

namespace hoyito::tables {

Tables Tables::open(const std::string &directory, TableRules rules, int holesPerRow, LevelProblem *problem,
                    const std::atomic<bool> *cancel)
{
    Tables tables;
    tables.m_rules = rules;
    tables.m_holesPerRow = holesPerRow;
    if (problem)
        *problem = {};
    if (!isValidHolesPerRow(holesPerRow))
        return tables;
    // No level above what the builder makes is read: a file planted there
    // could only cost a check of gigabytes.
    const int mostSeeds = maxTableSeeds(holesPerRow);
    for (int seeds = 1; seeds <= mostSeeds && !(cancel && cancel->load()); ++seeds) {
        const std::string path = (std::filesystem::path(directory) / tableFileName(rules, holesPerRow, seeds)).string();
        Table table;
        const LoadError error = Table::load(path, rules, holesPerRow, seeds, table);
        if (error != LoadError::None) {
            if (error != LoadError::Missing && problem)
                *problem = {seeds, error};
            break;
        }
        tables.m_levels.push_back(std::move(table));
    }
    return tables;
}

std::optional<Bounds> Tables::probe(const Position &pos) const
{
    const auto rules = tableRulesOf(pos);
    if (!rules || *rules != m_rules || pos.rules.holesPerRow != m_holesPerRow || pos.isOver())
        return std::nullopt;
    const int seeds = pos.seedsOnBoard();
    if (seeds == 0)
        return Bounds{0, 0}; // both players pass: nothing left to win (rule 6.3)
    if (seeds > maxSeeds())
        return std::nullopt;
    // A pass after a pass ends the game (rule 6.3); the tables hold positions
    // reached without a pass just before.
    if (pos.previousTurnPassed && legalMoves(pos).front().isPass()) {
        const int own = pos.seedsInRow(pos.toMove);
        return Bounds{own, own};
    }
    const Table &table = level(seeds);
    const Bounds bounds = table.at(entryOf(pos, seeds));
    if (table.changed())
        return std::nullopt; // its file changed on disk: what was read may be anything
    return bounds;
}

bool Tables::changedOnDisk() const
{
    return std::any_of(m_levels.begin(), m_levels.end(), [](const Table &table) { return table.changed(); });
}

std::uint64_t Tables::entryOf(const Position &pos, int seeds) const
{
    const int n = m_holesPerRow;
    std::uint8_t board[kMaxHoles];
    // North to move: the board turned round by n holes (two copies, no
    // division: this runs at every probe).
    const int turn = pos.toMove == Player::South ? 0 : n;
    std::copy(pos.seeds.begin() + turn, pos.seeds.begin() + 2 * n, board);
    std::copy(pos.seeds.begin(), pos.seeds.begin() + turn, board + 2 * n - turn);
    const std::uint64_t boards = boardCount(n, seeds);
    const bool takerIsMover = (pos.rules.lastFourTaker == LastFourTaker::South && pos.toMove == Player::South) ||
                              (pos.rules.lastFourTaker == LastFourTaker::North && pos.toMove == Player::North);
    return entryIndex(m_rules, boardRank(board, n, seeds), boards, takerIsMover);
}

void Tables::prefetch(const Position &pos, int seedsOnBoard) const
{
    level(seedsOnBoard).prefetch(entryOf(pos, seedsOnBoard));
}

int TableSet::slot(TableRules rules, int holesPerRow)
{
    const int board = holesPerRow == 6 ? 0 : holesPerRow == 12 ? 1 : -1;
    const int ruleSet = static_cast<int>(rules) - static_cast<int>(TableRules::HoyitoII);
    if (board < 0 || ruleSet < 0 || ruleSet >= kRuleSets)
        return -1;
    return board * kRuleSets + ruleSet;
}

std::shared_ptr<const TableSet> TableSet::open(const std::string &directory, const std::atomic<bool> *cancel)
{
    auto set = std::make_shared<TableSet>();
    std::error_code error;
    if (directory.empty() || !std::filesystem::is_directory(directory, error))
        return set;
    for (const int holesPerRow : {6, 12}) {
        for (const TableRules rules : {TableRules::HoyitoII, TableRules::HoyitoIIICapturer, TableRules::HoyitoIIIFixed})
            set->m_tables[static_cast<std::size_t>(slot(rules, holesPerRow))] =
                Tables::open(directory, rules, holesPerRow, nullptr, cancel);
    }
    return set;
}

std::optional<Bounds> TableSet::probe(const Position &pos) const
{
    const auto rules = tableRulesOf(pos);
    if (!rules)
        return std::nullopt;
    const Tables *tables = tablesFor(*rules, pos.rules.holesPerRow);
    return tables ? tables->probe(pos) : std::nullopt;
}

const Tables *TableSet::tablesFor(TableRules rules, int holesPerRow) const
{
    const int k = slot(rules, holesPerRow);
    if (k < 0 || m_tables[static_cast<std::size_t>(k)].maxSeeds() == 0)
        return nullptr;
    return &m_tables[static_cast<std::size_t>(k)];
}

int TableSet::maxSeeds(TableRules rules, int holesPerRow) const
{
    const Tables *tables = tablesFor(rules, holesPerRow);
    return tables ? tables->maxSeeds() : 0;
}

bool TableSet::changedOnDisk() const
{
    return std::any_of(m_tables.begin(), m_tables.end(), [](const Tables &tables) { return tables.changedOnDisk(); });
}

bool TableSet::empty() const
{
    return std::all_of(m_tables.begin(), m_tables.end(), [](const Tables &tables) { return tables.maxSeeds() == 0; });
}

std::optional<Bounds> moveBounds(const Tables &tables, const Position &pos, Move move)
{
    if (pos.isOver())
        return std::nullopt;
    Position child = pos;
    if (playTurn(child, move).endless)
        return std::nullopt;
    return childBounds(tables, pos, child);
}

std::optional<Bounds> childBounds(const Tables &tables, const Position &pos, const Position &child)
{
    const Player mover = pos.toMove;
    const int seeds = pos.seedsOnBoard();
    const int won = child.scores[index(mover)] - pos.scores[index(mover)];
    if (child.isOver()) {
        const int final = finalScores(child)[index(mover)] - pos.scores[index(mover)];
        return Bounds{final, final};
    }
    const auto after = tables.probe(child);
    if (!after)
        return std::nullopt;
    if (child.toMove == mover)
        return Bounds{won + after->lower, won + after->upper};
    return Bounds{seeds - after->upper, seeds - after->lower};
}

} // namespace hoyito::tables
