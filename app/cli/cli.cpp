#include "cli.h"

#include <charconv>
#include <csignal>
#include <optional>

namespace hoyito::cli {

namespace {

// Set from a signal handler: it must be lock-free.
std::atomic<bool> interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free);

void onInterrupt(int signal)
{
    interrupted.store(true, std::memory_order_relaxed);
    // The next one ends the program.
    std::signal(signal, SIG_DFL);
}

} // namespace

InterruptCatcher::InterruptCatcher()
{
    interrupted.store(false);
    m_previousInterrupt = std::signal(SIGINT, onInterrupt);
    m_previousTerminate = std::signal(SIGTERM, onInterrupt);
}

InterruptCatcher::~InterruptCatcher()
{
    std::signal(SIGINT, m_previousInterrupt == SIG_ERR ? SIG_DFL : m_previousInterrupt);
    std::signal(SIGTERM, m_previousTerminate == SIG_ERR ? SIG_DFL : m_previousTerminate);
}

const std::atomic<bool> *InterruptCatcher::flag() const
{
    return &interrupted;
}

std::string playerName(Player p)
{
    return p == Player::South ? "South" : "North";
}

std::string describe(const PositionTextProblem &problem)
{
    switch (problem.error) {
    case PositionTextError::None: break;
    case PositionTextError::FieldCount: return "expected VARIANT:N:MOVER:HOLES:SOUTH_SCORE:NORTH_SCORE[:TAKER]";
    case PositionTextError::Variant: return "field 1: the variant must be I, II or III";
    case PositionTextError::HolesPerRow: return "field 2: holes per row must be a number from 3 to 12";
    case PositionTextError::Mover: return "field 3: the player to move must be S or N";
    case PositionTextError::HoleCount: return "field 4: expected one seed count for each of the 2N holes";
    case PositionTextError::HoleSeeds:
        return "field 4, hole " + std::to_string(problem.item) +
               ": a seed count must be a number from 0 to 8N, or x for a closed hole";
    case PositionTextError::Score:
        return "field " + std::to_string(problem.field) + ": a score must be a number from 0 to 8N";
    case PositionTextError::TooManySeeds: return "the board and the scores hold more than the 8N seeds of the game";
    case PositionTextError::Taker: return "field 7: the last-four taker must be capturer, S or N";
    }
    return "bad position";
}

std::string describe(const Position &pos, std::string_view text, const MoveCheck &check)
{
    const std::string hole = "hole " + std::string(text);
    switch (check.textError) {
    case MoveTextError::None: break;
    case MoveTextError::NotAMove: return "not a move (a hole letter, or - for a pass)";
    case MoveTextError::OffBoard:
        return "there is no " + hole + " on a row of " + std::to_string(pos.rules.holesPerRow);
    case MoveTextError::WrongPlayer:
        return hole + " is " + playerName(opponent(pos.toMove)) + "'s, and " + playerName(pos.toMove) + " is to move";
    }
    switch (check.ruleError) {
    case MoveError::None: break;
    case MoveError::GameOver: return "the game is over";
    case MoveError::OffBoard: return "there is no " + hole;
    case MoveError::NotYourHole: return hole + " is not " + playerName(pos.toMove) + "'s";
    case MoveError::ClosedHole: return hole + " is closed";
    case MoveError::EmptyHole: return hole + " is empty";
    case MoveError::EndlessSowing: return hole + " starts a sowing that never ends";
    case MoveError::MustMove: return playerName(pos.toMove) + " has a legal move and cannot pass";
    }
    return "illegal move";
}

Position readPosition(std::string_view text)
{
    const ParsedPosition parsed = parsePosition(text);
    if (const auto *problem = std::get_if<PositionTextProblem>(&parsed))
        throw BadInput{"bad position '" + std::string(text) + "': " + describe(*problem)};
    return std::get<Position>(parsed);
}

long long readNumber(std::string_view what, std::string_view text, long long low, long long high)
{
    long long value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size() || value < low || value > high)
        throw BadInput{std::string(what) + " must be a number from " + std::to_string(low) + " to " +
                       std::to_string(high) + ", not '" + std::string(text) + "'"};
    return value;
}

std::string_view optionValue(Args args, std::size_t &i)
{
    if (i + 1 >= args.size())
        throw BadInput{std::string(args[i]) + " needs a value"};
    return args[++i];
}

std::shared_ptr<const tables::TableSet> readTables(std::string_view directory)
{
    auto tables = tables::TableSet::open(std::string(directory));
    if (tables->empty())
        throw BadInput{"no endgame tables in '" + std::string(directory) +
                       "' (hoyito-cli tablebase build writes them; a broken first level is not used)"};
    return tables;
}

std::string tablesText(const tables::TableSet &tables)
{
    using tables::TableRules;
    std::string text;
    for (const int holes : {6, 12}) {
        for (const TableRules rules :
             {TableRules::HoyitoII, TableRules::HoyitoIIICapturer, TableRules::HoyitoIIIFixed}) {
            const int seeds = tables.maxSeeds(rules, holes);
            if (seeds == 0)
                continue;
            if (!text.empty())
                text += ", ";
            text += tables::tableRulesName(rules) + " 2x" + std::to_string(holes) + " up to " + std::to_string(seeds) +
                    " seeds";
        }
    }
    return text;
}

std::vector<std::string_view> splitList(std::string_view text)
{
    std::vector<std::string_view> items;
    if (text.empty())
        return items;
    for (;;) {
        const auto at = text.find(',');
        items.push_back(text.substr(0, at));
        if (at == std::string_view::npos)
            return items;
        text.remove_prefix(at + 1);
    }
}

} // namespace hoyito::cli
