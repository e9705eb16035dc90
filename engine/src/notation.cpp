#include "hoyito/notation.h"

#include <charconv>

namespace hoyito {

char holeLetter(const Rules &rules, int hole)
{
    const Player owner = rules.owner(hole);
    const int offset = hole - rules.firstHole(owner);
    return static_cast<char>((owner == Player::South ? 'a' : 'A') + offset);
}

std::string moveText(const Rules &rules, Move move)
{
    return move.isPass() ? std::string("-") : std::string(1, holeLetter(rules, move.hole));
}

ParsedMove parseMove(const Rules &rules, Player mover, std::string_view text)
{
    if (text == "-")
        return {Move::pass()};
    if (text.size() != 1)
        return {Move{}, MoveTextError::NotAMove};
    const char c = text.front();
    const bool lower = c >= 'a' && c <= 'z';
    const bool upper = c >= 'A' && c <= 'Z';
    if (!lower && !upper)
        return {Move{}, MoveTextError::NotAMove};
    const int offset = lower ? c - 'a' : c - 'A';
    if (offset >= rules.holesPerRow)
        return {Move{}, MoveTextError::OffBoard};
    const Player owner = lower ? Player::South : Player::North;
    const Move move = Move::at(rules.firstHole(owner) + offset);
    if (owner != mover)
        return {move, MoveTextError::WrongPlayer};
    return {move};
}

MoveCheck readMove(const Position &pos, std::string_view text)
{
    const ParsedMove parsed = parseMove(pos.rules, pos.toMove, text);
    MoveCheck check{parsed.move, parsed.error};
    if (check.textError == MoveTextError::None)
        check.ruleError = checkMove(pos, parsed.move);
    return check;
}

char playerLetter(Player p)
{
    return p == Player::South ? 'S' : 'N';
}

std::optional<Player> parsePlayer(std::string_view text)
{
    if (text == "S")
        return Player::South;
    if (text == "N")
        return Player::North;
    return std::nullopt;
}

std::string_view variantName(Variant v)
{
    switch (v) {
    case Variant::I: return "I";
    case Variant::II: return "II";
    case Variant::III: return "III";
    }
    return "II";
}

std::optional<Variant> parseVariant(std::string_view text)
{
    for (Variant v : {Variant::I, Variant::II, Variant::III})
        if (text == variantName(v))
            return v;
    return std::nullopt;
}

std::string_view takerName(LastFourTaker t)
{
    switch (t) {
    case LastFourTaker::Capturer: return "capturer";
    case LastFourTaker::South: return "S";
    case LastFourTaker::North: return "N";
    }
    return "capturer";
}

std::optional<LastFourTaker> parseTaker(std::string_view text)
{
    for (LastFourTaker t : {LastFourTaker::Capturer, LastFourTaker::South, LastFourTaker::North})
        if (text == takerName(t))
            return t;
    return std::nullopt;
}

std::string_view endReasonName(EndReason r)
{
    switch (r) {
    case EndReason::None: return "none";
    case EndReason::LastFour: return "lastfour";
    case EndReason::Empty: return "empty";
    case EndReason::Repetition: return "repetition";
    case EndReason::NoCapture200: return "no-capture-200";
    case EndReason::BothPass: return "both-pass";
    }
    return "none";
}

std::string positionText(const Position &pos)
{
    std::string text;
    text += variantName(pos.rules.variant);
    text += ':' + std::to_string(pos.rules.holesPerRow) + ':' + playerLetter(pos.toMove) + ':';
    for (int h = 0; h < pos.rules.holeCount(); ++h) {
        if (h > 0)
            text += ',';
        text += pos.isClosed(h) ? std::string("x") : std::to_string(pos.seeds[h]);
    }
    text += ':' + std::to_string(pos.scores[0]) + ':' + std::to_string(pos.scores[1]);
    if (pos.rules.lastFourTaker != LastFourTaker::Capturer)
        text += ':' + std::string(takerName(pos.rules.lastFourTaker));
    return text;
}

namespace {

std::vector<std::string_view> split(std::string_view text, char separator)
{
    std::vector<std::string_view> parts;
    for (;;) {
        const auto at = text.find(separator);
        parts.push_back(text.substr(0, at));
        if (at == std::string_view::npos)
            return parts;
        text.remove_prefix(at + 1);
    }
}

// A decimal number from 0 to `limit` written plainly: digits only, no sign,
// no leading zero, so that every position has exactly one text.
std::optional<int> parseCount(std::string_view text, int limit)
{
    if (text.empty() || text.front() < '0' || text.front() > '9' || (text.front() == '0' && text.size() > 1))
        return std::nullopt;
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value > limit)
        return std::nullopt;
    return value;
}

} // namespace

ParsedPosition parsePosition(std::string_view text)
{
    const auto fields = split(text, ':');
    if (fields.size() != 6 && fields.size() != 7)
        return PositionTextProblem{PositionTextError::FieldCount, 0};

    Position pos;
    const auto variant = parseVariant(fields[0]);
    if (!variant)
        return PositionTextProblem{PositionTextError::Variant, 1};
    pos.rules.variant = *variant;

    const auto holesPerRow = parseCount(fields[1], kMaxHolesPerRow);
    if (!holesPerRow || !isValidHolesPerRow(*holesPerRow))
        return PositionTextProblem{PositionTextError::HolesPerRow, 2};
    pos.rules.holesPerRow = *holesPerRow;

    const auto mover = parsePlayer(fields[2]);
    if (!mover)
        return PositionTextProblem{PositionTextError::Mover, 3};
    pos.toMove = *mover;

    const int totalSeeds = pos.rules.totalSeeds();
    const auto holes = split(fields[3], ',');
    if (static_cast<int>(holes.size()) != pos.rules.holeCount())
        return PositionTextProblem{PositionTextError::HoleCount, 4};
    int seedsInGame = 0;
    for (int h = 0; h < pos.rules.holeCount(); ++h) {
        if (holes[h] == "x") {
            pos.closedHoles |= 1u << h;
            continue;
        }
        const auto count = parseCount(holes[h], totalSeeds);
        if (!count)
            return PositionTextProblem{PositionTextError::HoleSeeds, 4, h};
        pos.seeds[h] = static_cast<std::uint8_t>(*count);
        seedsInGame += *count;
    }

    for (int p = 0; p < 2; ++p) {
        const auto score = parseCount(fields[4 + p], totalSeeds);
        if (!score)
            return PositionTextProblem{PositionTextError::Score, 5 + p};
        pos.scores[p] = static_cast<std::int16_t>(*score);
        seedsInGame += *score;
    }
    if (seedsInGame > totalSeeds)
        return PositionTextProblem{PositionTextError::TooManySeeds, 0};

    if (fields.size() == 7) {
        const auto taker = parseTaker(fields[6]);
        if (!taker)
            return PositionTextProblem{PositionTextError::Taker, 7};
        pos.rules.lastFourTaker = *taker;
    }
    return pos;
}

} // namespace hoyito
