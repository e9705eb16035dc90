#pragma once

// The coach's facts: what a turn, a line of turns or a player's go really
// does, told from the rules alone. Every fact comes from playTurn on a copy
// of the position and its event trace, never from the search: the search
// only chooses the lines (MoveAnalysis::pv, a hint's line), and the coach
// says what happens along them. The words are the app's (CoachText in
// app/record).
//
// A player's *go* is their turns in a row, as in the lessons (lesson.h): a
// capture gives another turn (docs/RULES.md 4.3), so one "move" of a player
// may be several turns.

#include "hoyito/position.h"

#include <optional>
#include <vector>

namespace hoyito {

// One capture of a turn: the casa of a lap's last seed (docs/RULES.md 4.1)
// with, in Hoyito II, the backward chain of fours behind it (4.2) counted
// in; or, in Hoyito I, a four taken in passing (3.4).
struct CaptureStory {
    int hole = -1;          // the casa's hole (the landing hole), or the four taken in passing
    int seeds = 0;          // every seed taken, the chain's included
    int chainFours = 0;     // the fours of the chain behind `hole`; 0: the casa alone
    bool inPassing = false; // Hoyito I's capture in passing

    friend bool operator==(const CaptureStory &, const CaptureStory &) = default;
};

// What one turn did.
struct TurnStory {
    Player mover = Player::South;
    Move move;                          // a hole of the mover, or a pass
    int laps = 0;                       // 1 + the relays; 0 for a pass
    std::vector<CaptureStory> captures; // in the order they were made
    bool playsAgain = false;            // the mover captured and moves again (docs/RULES.md 4.3)
    std::optional<Player> lastFourTo;   // who took the last four (docs/RULES.md 6.1), if this turn left them
    int lastFourSeeds = 0;
    EndReason ending = EndReason::None; // why the game ended with this turn; None: it goes on
    Position after;                     // the position the turn leaves
};

// The seeds a turn captured, the last four not included.
int capturedSeeds(const TurnStory &turn);

// The story of a turn already played: its mover and move, its trace (from
// playTurn) and the position it left.
TurnStory storyOfTrace(Player mover, Move move, const Trace &trace, const Position &after);

// The story of `move` played at `before` (on a copy), or nothing if the move
// cannot be played there (checkMove).
std::optional<TurnStory> storyOfTurn(const Position &before, Move move);

// The turns of `moves` played one after another from `start`, up to the end
// of the game or the first move that cannot be played (fewer stories than
// moves then).
std::vector<TurnStory> storyOfLine(const Position &start, const std::vector<Move> &moves);

// A player's turns in a row.
struct Go {
    Player side = Player::South;
    std::vector<TurnStory> turns; // empty: no go
};

// The seeds a go captured, the last four not included.
int capturedSeeds(const Go &go);

// A line split into its goes, in order.
std::vector<Go> goesOf(const std::vector<TurnStory> &line);

// The turn of `side` at `pos` that wins the most seeds (captures, and the
// last four if `side` takes them), one turn ahead: every legal move of
// `side` as if it were to move (on a copy with toMove set), ties to the
// first hole. Nothing if no move of `side` captures, or the game is over.
// "Leaves North no casa" is this being empty; "threatens 8 on C" its
// capture.
std::optional<TurnStory> biggestCapture(const Position &pos, Player side);

// The seeds `side` gains in a turn: its captures, and the last four if they
// go to `side`.
int seedsWon(const TurnStory &turn, Player side);

// Why a reviewed turn's move was worse than the best move, as the two lines
// tell it. Each go comes from its line; when a line stops before the
// opponent's go, the threat beside it says what the opponent could take at
// once.
struct ReviewExplanation {
    Player mover = Player::South;
    Move played;
    Move best;
    Go better;      // the best move's go
    Go betterReply; // the opponent's go after it in the best line (empty if the line stops or the game ends)
    Go playedGo;    // the played move's go
    Go allowed;     // the opponent's go after it in the played line (empty likewise)
    std::optional<TurnStory> threatAfterBetter; // the opponent's biggest capture after `better`
    std::optional<TurnStory> threatAfterPlayed; // the opponent's biggest capture after `playedGo`
};

// `playedLine` and `bestLine` are the moves' lines (MoveAnalysis::pv), each
// starting with its move; an empty line, or one that starts with another
// move, stands for the move alone.
ReviewExplanation explainReviewedTurn(const Position &before, Move played, const std::vector<Move> &playedLine,
                                      Move best, const std::vector<Move> &bestLine);

// Why a hinted move is good: its go, what the opponent can take after it
// and what the mover threatens then.
struct HintExplanation {
    Go go;                                 // the hinted move's go
    std::optional<TurnStory> opponentBest; // the opponent's biggest capture after the go; nothing: no casa
    std::optional<TurnStory> threat;       // the mover's biggest capture after the go, as if to move again
};

// `line` as for explainReviewedTurn. After a go that ends the game both
// captures are empty.
HintExplanation explainHint(const Position &before, Move hint, const std::vector<Move> &line);

} // namespace hoyito
