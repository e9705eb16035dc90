#include "hoyito/match.h"

#include <algorithm>

namespace hoyito {

Match::Match(const MatchSettings &settings)
    : m_settings(settings)
{
}

Player Match::roundStarter() const
{
    if (m_rounds.empty())
        return m_settings.firstStarter;
    const RoundResult &last = m_rounds.back();
    if (m_settings.startRule == StartRule::LoserStarts && last.result != Result::Draw)
        return last.result == Result::SouthWins ? Player::North : Player::South;
    // Alternating, and after a drawn round under the loser-starts rule: the
    // other player than last time.
    return opponent(last.starter);
}

LastFourRule Match::roundLastFourRule() const
{
    const bool handicap = m_settings.variant == Variant::III && m_settings.lastFourHandicap;
    if (!handicap || roundNumber() < 3)
        return LastFourRule::Capturer;
    return m_rounds.back().result == Result::Draw ? LastFourRule::PreviousRoundDraw : LastFourRule::PreviousWinner;
}

Position Match::roundStart() const
{
    Rules rules{m_settings.variant, m_settings.holesPerRow, LastFourTaker::Capturer};
    if (roundLastFourRule() == LastFourRule::PreviousWinner)
        rules.lastFourTaker = m_rounds.back().result == Result::SouthWins ? LastFourTaker::South : LastFourTaker::North;
    Position pos = Position::initial(rules, roundStarter());
    if (!m_settings.refill || m_rounds.empty())
        return pos;

    // Each player refills their own row from their left, four seeds a hole;
    // holes they cannot fill stay closed, the rest stays in their pile.
    for (Player p : {Player::South, Player::North}) {
        const int seeds = m_rounds.back().seeds[index(p)];
        const int filled = std::min(seeds / kSeedsPerHole, rules.holesPerRow);
        const int first = rules.firstHole(p);
        for (int i = 0; i < rules.holesPerRow; ++i) {
            if (i < filled)
                continue;
            pos.seeds[first + i] = 0;
            pos.closedHoles |= 1u << (first + i);
        }
        pos.scores[index(p)] = static_cast<std::int16_t>(seeds - filled * kSeedsPerHole);
    }
    return pos;
}

bool Match::finishRound(const Game &game)
{
    if (isOver() || !game.isOver() || game.start() != roundStart())
        return false;
    const Position &start = game.start();
    const Position &end = game.position();

    RoundResult round;
    round.number = roundNumber();
    round.starter = start.toMove;
    round.lastFourRule = roundLastFourRule();
    round.seeds = finalScores(end);
    round.carriedIn = {start.scores[0], start.scores[1]};
    round.ending = end.ending;
    round.result = resultOf(round.seeds);
    if (end.ending == EndReason::LastFour) {
        // The last turn's mover made the capture; a fixed taker overrides.
        const Player capturer = game.positions()[game.positions().size() - 2].toMove;
        round.lastFourTakenBy = lastFourTaker(start.rules, capturer);
    }
    m_rounds.push_back(round);

    if (lengthReached()) {
        m_end = MatchEnd::Length;
        return true;
    }
    if (m_settings.refill) {
        for (Player p : {Player::South, Player::North})
            if (round.seeds[index(p)] < kSeedsPerHole)
                m_cannotFill = p;
        if (m_cannotFill)
            m_end = MatchEnd::CannotFill;
    }
    return true;
}

bool Match::lengthReached() const
{
    if (m_settings.length == MatchLength::Rounds)
        return static_cast<int>(m_rounds.size()) >= m_settings.lengthCount;
    std::array<int, 2> wins{};
    for (const RoundResult &r : m_rounds)
        if (r.result != Result::Draw)
            ++wins[r.result == Result::SouthWins ? 0 : 1];
    return wins[0] >= m_settings.lengthCount || wins[1] >= m_settings.lengthCount;
}

std::array<int, 2> Match::halfPoints() const
{
    std::array<int, 2> points{};
    for (const RoundResult &r : m_rounds) {
        switch (r.result) {
        case Result::SouthWins: points[0] += 2; break;
        case Result::NorthWins: points[1] += 2; break;
        case Result::Draw:
            points[0] += 1;
            points[1] += 1;
            break;
        }
    }
    return points;
}

std::array<int, 2> Match::totalSeeds() const
{
    std::array<int, 2> seeds{};
    for (const RoundResult &r : m_rounds)
        for (int p = 0; p < 2; ++p)
            seeds[p] += r.seeds[p] - r.carriedIn[p];
    return seeds;
}

Result Match::result() const
{
    if (m_cannotFill)
        return *m_cannotFill == Player::South ? Result::NorthWins : Result::SouthWins;
    const Result byPoints = resultOf(halfPoints());
    return byPoints != Result::Draw ? byPoints : resultOf(totalSeeds());
}

} // namespace hoyito
