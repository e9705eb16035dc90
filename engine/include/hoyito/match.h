#pragma once

// A match: several rounds between the same two players (docs/RULES.md 7). It
// decides who starts each round, who takes the last four (Hoyito III's
// handicap), how the board is refilled (the traditional refill option), the
// match score and when the match is over. It does not play: each round is a
// Game started from roundStart(); the finished game is handed back with
// finishRound().

#include "hoyito/game.h"

#include <array>
#include <optional>
#include <vector>

namespace hoyito {

enum class MatchLength : std::uint8_t { Rounds, FirstToWins };
enum class StartRule : std::uint8_t { Alternate, LoserStarts };

struct MatchSettings {
    Variant variant = Variant::III;
    int holesPerRow = 6;
    MatchLength length = MatchLength::Rounds;
    int lengthCount = 5; // rounds to play, or wins needed
    Player firstStarter = Player::South;
    StartRule startRule = StartRule::Alternate;
    bool lastFourHandicap = true; // Hoyito III only: rounds 3+ give the last four to the previous winner
    bool refill = false;          // the traditional refill option

    friend bool operator==(const MatchSettings &, const MatchSettings &) = default;
};

// Why the last four of a round go where they go (docs/RULES.md 6.1).
enum class LastFourRule : std::uint8_t {
    Capturer,          // no handicap (Hoyito II, Hoyito III rounds 1 and 2, or the handicap off)
    PreviousWinner,    // Hoyito III round 3+: the winner of the previous round
    PreviousRoundDraw, // Hoyito III round 3+ after a drawn round: the capturer
};

struct RoundResult {
    int number = 1;
    Player starter = Player::South;
    LastFourRule lastFourRule = LastFourRule::Capturer;
    std::array<int, 2> seeds{};     // final seeds of the round (carried seeds included)
    std::array<int, 2> carriedIn{}; // refill: seeds each player brought from the previous round
    EndReason ending = EndReason::None;
    Result result = Result::Draw;
    std::optional<Player> lastFourTakenBy;

    friend bool operator==(const RoundResult &, const RoundResult &) = default;
};

enum class MatchEnd : std::uint8_t {
    None,
    Length,     // the chosen number of rounds or wins was reached
    CannotFill, // refill: a player could not fill a single hole and loses the match
};

class Match {
public:
    explicit Match(const MatchSettings &settings);

    const MatchSettings &settings() const { return m_settings; }
    const std::vector<RoundResult> &rounds() const { return m_rounds; }
    int roundNumber() const { return static_cast<int>(m_rounds.size()) + 1; } // the round to play next
    bool isOver() const { return m_end != MatchEnd::None; }
    MatchEnd end() const { return m_end; }

    // The round to play next: who starts and the last-four rule in force.
    Player roundStarter() const;
    LastFourRule roundLastFourRule() const;
    // Its first position (refill: closed holes and carried seeds).
    Position roundStart() const;

    // Records the finished game of the current round, then checks whether
    // the match is over. Returns false, and changes nothing, if the match is
    // over, the game is not, or the game did not start from roundStart().
    bool finishRound(const Game &game);

    // Rounds won, a draw counting 1/2, in half points: {South, North}.
    std::array<int, 2> halfPoints() const;
    // Seeds over the whole match: the tie-break.
    std::array<int, 2> totalSeeds() const;
    // The winner so far (or at the end): match score, then seeds, else a draw.
    // A player who could not refill loses.
    Result result() const;
    // Refill: the player who could not fill a single hole (MatchEnd::CannotFill).
    std::optional<Player> cannotFill() const { return m_cannotFill; }

private:
    bool lengthReached() const;

    MatchSettings m_settings;
    std::vector<RoundResult> m_rounds;
    MatchEnd m_end = MatchEnd::None;
    std::optional<Player> m_cannotFill;
};

} // namespace hoyito
