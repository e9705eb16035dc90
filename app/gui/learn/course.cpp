// The course of Learn Hoyito: eleven lessons from the first sowing to the
// first tactics, for a player who has never seen a mancala game. Every
// step was played with the engine (hoyito-cli trace and play): its solution
// reaches the goal at par, its wrong move misses it, and
// tests/gui/tst_course.cpp checks both with checkLessonGoal.
//
// Positions are small on purpose: a dozen seeds or so, scores that make up
// the rest of the game's seeds, South (the near row) to move. The cycle step
// is on 2x3, the only board where a short cycle also leaves a wrong move that
// loses at once. Texts use the words of docs/RULES.md: hole, seed, row, casa,
// lap; holes are named by their letters, a-f for South and A-F for North.

#include "learn/course.h"

#include <QtGlobal>

namespace hoyito::app {

namespace {

using hoyito::LessonGoal;

// 1. Sowing: the board, sowing counter-clockwise round both rows, the end of
// a turn in an empty hole.
constexpr LessonStep kSowing[] = {
    {
        .id = "sow-1",
        .position = "II:6:S:1,0,2,0,0,3,0,0,0,3,1,2:20:16",
        .history = "",
        .goal = LessonGoal::Sow,
        .count = 0,
        .par = 1,
        .opponentLevel = 0,
        //: South and North are the two players: the learner is always South, on the near row
        .goalText = QT_TRANSLATE_NOOP("Lesson", "You play South, the near row: pick up the seeds of any one of your "
                                                "holes and sow them."),
        //: holes are named by letters, a to f in South's row and A to F in North's: keep the letters as they are
        .hint = QT_TRANSLATE_NOOP("Lesson", "Click a hole of your row that holds seeds. Hole f sends its seeds on "
                                            "into North's row."),
        .success = QT_TRANSLATE_NOOP("Lesson", "Your seeds went one by one into the holes that follow, "
                                               "counter-clockwise. Past the right end of your row they go on into "
                                               "North's row, and from North's row back into yours."),
        .solution = "f",
        .wrong = "", // Sow is reached by any move
    },
    {
        .id = "sow-2",
        .position = "II:6:S:0,0,1,3,0,2,0,0,1,0,1,0:20:20",
        .history = "",
        .goal = LessonGoal::EndInEmptyHole,
        .count = 0,
        .par = 1,
        .opponentLevel = 0,
        .goalText = QT_TRANSLATE_NOOP("Lesson", "You play South: sow from a hole whose last seed falls into an "
                                                "empty hole."),
        .hint = QT_TRANSLATE_NOOP("Lesson", "Count along from each of your holes, one seed a hole, and see where "
                                            "the last seed lands."),
        .success = QT_TRANSLATE_NOOP("Lesson", "Your last seed fell into an empty hole, so your turn ended there. "
                                               "It does not matter whose row that hole is in."),
        .solution = "f",
        .wrong = "c", // a casa in d, which also takes the last four
    },
};

// 2. Relay laps.
constexpr LessonStep kRelay[] = {
    {
        .id = "relay-1",
        .position = "II:6:S:0,2,0,1,0,0,1,0,2,2,1,3:16:20",
        .history = "",
        .goal = LessonGoal::Relay,
        .count = 2,
        .par = 1,
        .opponentLevel = 0,
        //: a lap: one sowing of a handful of seeds; a relay starts the next lap
        .goalText = QT_TRANSLATE_NOOP("Lesson", "You play South: make a move of at least two laps."),
        .hint = QT_TRANSLATE_NOOP("Lesson", "Look for a hole whose last seed would land on a seed, not in an "
                                            "empty hole."),
        .success = QT_TRANSLATE_NOOP("Lesson", "Your last seed landed in d, which already held a seed. You lifted "
                                               "both and sowed on, and the second lap ended in an empty hole."),
        .solution = "b",
        .wrong = "d",
    },
    {
        .id = "relay-2",
        .position = "II:6:S:1,0,3,1,0,1,0,2,1,0,0,3:16:20",
        .history = "",
        .goal = LessonGoal::Relay,
        .count = 3,
        .par = 1,
        .opponentLevel = 0,
        .goalText = QT_TRANSLATE_NOOP("Lesson", "You play South: make a move of at least three laps."),
        .hint = QT_TRANSLATE_NOOP("Lesson", "Follow each lap to its end. A lap that runs into North's row can "
                                            "relay from there too."),
        .success = QT_TRANSLATE_NOOP("Lesson", "The first lap ended on your f and relayed, the second on North's "
                                               "B and relayed again, and the third ended in an empty hole. Relays "
                                               "happen in either row."),
        .solution = "c",
        .wrong = "a",
    },
};

// 3. The casa: four seeds made by the last seed are captured, in either row.
constexpr LessonStep kCasa[] = {
    {
        .id = "casa-1",
        .position = "II:6:S:2,0,3,1,0,2,0,0,1,2,0,1:16:20",
        .history = "",
        .goal = LessonGoal::Capture,
        .count = 4,
        .par = 1,
        .opponentLevel = 0,
        .goalText = QT_TRANSLATE_NOOP("Lesson", "You play South: make a casa, so that your last seed falls into a "
                                                "hole that then holds four seeds."),
        .hint = QT_TRANSLATE_NOOP("Lesson", "Look for a hole with three seeds, and a hole before it whose last "
                                            "seed ends there."),
        .success = QT_TRANSLATE_NOOP("Lesson", "Your last seed made four in c: a casa, and its four seeds are "
                                               "yours. A casa is always captured, never relayed."),
        .solution = "a",
        .wrong = "d",
    },
    {
        .id = "casa-2",
        .position = "II:6:S:1,0,2,0,1,0,3,1,0,2,1,1:16:20",
        .history = "",
        .goal = LessonGoal::Capture,
        .count = 4,
        .par = 1,
        .opponentLevel = 0,
        .goalText = QT_TRANSLATE_NOOP("Lesson", "You play South: capture four seeds; the only casa you can make "
                                                "is in North's row."),
        .hint = QT_TRANSLATE_NOOP("Lesson", "North's A holds three seeds. Which of your sowings, relays "
                                            "included, ends there?"),
        .success = QT_TRANSLATE_NOOP("Lesson", "Your first lap ended on e and relayed, and the last seed made "
                                               "four in North's A. A casa is yours in whichever row you make it."),
        .solution = "c",
        .wrong = "a",
    },
};

// 4. Another turn after a capture, and runs of captures.
constexpr LessonStep kExtraTurn[] = {
    {
        .id = "run-1",
        .position = "II:6:S:0,1,3,0,2,0,3,2,1,2,1,1:16:16",
        .history = "",
        .goal = LessonGoal::CaptureRun,
        .count = 2,
        .par = 2,
        .opponentLevel = 0,
        .goalText = QT_TRANSLATE_NOOP("Lesson", "You play South: capture in two turns in a row."),
        .hint = QT_TRANSLATE_NOOP("Lesson", "There are two threes you can reach: one in your row and one in "
                                            "North's."),
        .success = QT_TRANSLATE_NOOP("Lesson", "Your first capture gave you another turn, and you used it to "
                                               "capture again. After every capture you move again."),
        .solution = "b,e",
        .wrong = "c",
    },
    {
        .id = "run-2",
        .position = "II:6:S:1,3,0,1,3,1,3,0,2,1,2,3:12:16",
        .history = "",
        .goal = LessonGoal::CaptureRun,
        .count = 3,
        .par = 3,
        .opponentLevel = 0,
        .goalText = QT_TRANSLATE_NOOP("Lesson", "You play South: capture in three turns in a row."),
        .hint = QT_TRANSLATE_NOOP("Lesson", "Each of your threes, and North's A, has a single seed just before "
                                            "it."),
        .success = QT_TRANSLATE_NOOP("Lesson", "Three single seeds made three casas, and every capture gave you "
                                               "another turn. Twelve seeds in one go."),
        .solution = "a,d,f",
        .wrong = "e",
    },
};

// 5. Hoyito II's backward chain of fours.
constexpr LessonStep kChain[] = {
    {
        .id = "chain-1",
        .position = "II:6:S:1,0,2,3,3,0,0,2,1,0,1,3:16:16",
        .history = "",
        .goal = LessonGoal::Chain,
        .count = 0,
        .par = 1,
        .opponentLevel = 0,
        .goalText = QT_TRANSLATE_NOOP("Lesson", "You play South: capture a casa that has a four right behind it."),
        .hint = QT_TRANSLATE_NOOP("Lesson", "A seed sown into a three makes it four. Look at the two threes side "
                                            "by side in your row."),
        .success = QT_TRANSLATE_NOOP("Lesson", "Your sowing made four in d on its way and a casa in e. The casa "
                                               "was captured, and the chain took the four behind it too: eight "
                                               "seeds."),
        .solution = "c",
        .wrong = "a",
    },
    {
        .id = "chain-2",
        .position = "II:6:S:0,0,1,0,3,3,3,3,1,3,2,1:12:16",
        .history = "",
        .goal = LessonGoal::Capture,
        .count = 12,
        .par = 1,
        .opponentLevel = 0,
        .goalText = QT_TRANSLATE_NOOP("Lesson", "You play South: capture at least twelve seeds in one turn."),
        .hint = QT_TRANSLATE_NOOP("Lesson", "Four threes stand side by side across the end of the rows: your e "
                                            "and f, North's A and B."),
        .success = QT_TRANSLATE_NOOP("Lesson", "Your last seed made a casa in North's B. The chain took A behind "
                                               "it, crossed the end of the rows and took your f: twelve seeds. A "
                                               "four that is not right behind the casa stays on the board."),
        .solution = "e",
        .wrong = "f",
    },
};

// 6. Passing.
constexpr LessonStep kPassing[] = {
    {
        .id = "pass-1",
        .position = "II:6:S:1,0,3,2,2,1,3,0,0,0,0,0:20:16",
        .history = "",
        .goal = LessonGoal::OpponentPasses,
        .count = 0,
        .par = 2,
        .opponentLevel = 0,
        .goalText = QT_TRANSLATE_NOOP("Lesson", "You play South: end your turns leaving North no seeds to sow, so "
                                                "that North must pass."),
        .hint = QT_TRANSLATE_NOOP("Lesson", "North has seeds in one hole only. After a capture you move again: "
                                            "keep that move inside your row."),
        .success = QT_TRANSLATE_NOOP("Lesson", "You took North's last seeds and kept your own at home. North has "
                                               "nothing to sow, so North passes and you move again."),
        .solution = "f,a",
        .wrong = "a",
    },
};

// 7. Endless sowings: a hole that would relay for ever is not a move.
constexpr LessonStep kEndless[] = {
    {
        .id = "endless-1",
        // b (3 seeds) is endless: hoyito-cli trace says its sowing never ends.
        .position = "II:6:S:1,3,1,0,1,0,1,0,2,1,0,2:20:16",
        .history = "",
        .goal = LessonGoal::Capture,
        .count = 4,
        .par = 1,
        .opponentLevel = 0,
        .goalText = QT_TRANSLATE_NOOP("Lesson", "You play South: capture four seeds by making a casa."),
        .hint = QT_TRANSLATE_NOOP("Lesson", "Hole b cannot be played: its sowing would never end. But seeds can "
                                            "still be sown into it."),
        .success = QT_TRANSLATE_NOOP("Lesson", "You could not lift b, but you could fill it: your single seed made "
                                               "it a casa. An endless hole cannot be played, yet seeds still land "
                                               "in it."),
        .solution = "a",
        .wrong = "c",
    },
};

// 8. The last four.
constexpr LessonStep kLastFour[] = {
    {
        .id = "last-1",
        .position = "II:6:S:1,0,0,0,2,0,3,0,0,2,0,0:20:20",
        .history = "",
        .goal = LessonGoal::TakeLastFour,
        .count = 0,
        .par = 1,
        .opponentLevel = 0,
        .goalText = QT_TRANSLATE_NOOP("Lesson", "You play South: capture so that four seeds are left, and take "
                                                "those last four too."),
        .hint = QT_TRANSLATE_NOOP("Lesson", "There are eight seeds on the board, so one casa is enough."),
        .success = QT_TRANSLATE_NOOP("Lesson", "Your casa left four seeds on the board, so the game ended and "
                                               "those four came to you as well: 28 to 20."),
        .solution = "e",
        .wrong = "a",
    },
};

// 9. Cycles: the third repetition ends the game, each player takes their row.
// On 2x3 with 12 seeds: b B a B brought the board after a back twice; a
// brings it back a third time. The wrong b lets North's A capture eight and
// take the last four.
constexpr LessonStep kCycles[] = {
    {
        .id = "cycle-1",
        .position = "II:3:S:0,2,5,1,2,2:6:6",
        .history = "b,B,a,B",
        .goal = LessonGoal::Win,
        .count = 0,
        .par = 1,
        .opponentLevel = 6,
        .goalText = QT_TRANSLATE_NOOP("Lesson", "You play South: win the game at once by bringing a board back for "
                                                "the third time."),
        //: the moves played before this step started, which brought the board back twice already
        .hint = QT_TRANSLATE_NOOP("Lesson", "Read the moves played so far: one of your moves has already led "
                                            "twice to the same board."),
        //: the final scores: each player's captured seeds plus the seeds of their own row
        .success = QT_TRANSLATE_NOOP("Lesson", "That board came up for the third time, so the game ended and each "
                                               "player took their own row: your 8 against North's 4, 14 to 10 in "
                                               "all."),
        .solution = "a",
        .wrong = "b",
    },
};

// 10. Hoyito III: no chain; the last-four handicap of match rounds 3 and on.
constexpr LessonStep kHoyitoThree[] = {
    {
        .id = "three-1",
        .position = "III:6:S:0,0,0,0,2,3,3,0,0,0,0,0:20:20",
        .history = "",
        .goal = LessonGoal::TakeLastFour,
        .count = 0,
        .par = 1,
        .opponentLevel = 0,
        .goalText = QT_TRANSLATE_NOOP("Lesson", "You play South in Hoyito III: take the last four seeds."),
        .hint = QT_TRANSLATE_NOOP("Lesson", "A sowing that passes over a three leaves a four behind it, and in "
                                            "Hoyito III no chain takes that four."),
        .success = QT_TRANSLATE_NOOP("Lesson", "You captured the casa in North's A, and the four in your f stayed. "
                                               "They were the last four, so they came to you. In Hoyito II the "
                                               "chain would have taken them, leaving no last four."),
        .solution = "e",
        .wrong = "f",
    },
    {
        .id = "three-2",
        // A round 3 of a match that North won round 2 of: the last four are North's.
        .position = "III:6:S:1,0,1,3,1,0,0,0,0,0,0,2:22:18:N",
        .history = "",
        .goal = LessonGoal::Win,
        .count = 0,
        .par = 1,
        .opponentLevel = 6,
        //: the last four: the last four seeds on the board, which end the game
        .goalText = QT_TRANSLATE_NOOP("Lesson", "You play South in a match round whose last four go to North: win "
                                                "the game."),
        .hint = QT_TRANSLATE_NOOP("Lesson", "Count: the seeds you have, the four a casa adds, and the four North "
                                            "gets whoever captures."),
        .success = QT_TRANSLATE_NOOP(
            "Lesson", "You kept the four you captured and North took the last four: 26 to 22, still your win. A quiet "
                      "move from your hole a would have let North's F relay into your d and take all eight."),
        .solution = "c",
        .wrong = "a",
    },
};

// 11. First tactics: leave North no casa, and clear the board.
constexpr LessonStep kTactics[] = {
    {
        .id = "safe-1",
        .position = "II:6:S:1,0,0,0,2,3,0,3,0,3,0,0:20:16",
        .history = "",
        .goal = LessonGoal::SafeMove,
        .count = 0,
        .par = 1,
        .opponentLevel = 0,
        .goalText = QT_TRANSLATE_NOOP("Lesson", "You play South: make a move after which North cannot capture."),
        .hint = QT_TRANSLATE_NOOP("Lesson", "North's B and D hold three each. A single seed in the empty hole "
                                            "just before one of them is a casa for North."),
        .success = QT_TRANSLATE_NOOP("Lesson", "Your move kept your seeds out of North's row, so North has no seed "
                                               "that ends on a three."),
        .solution = "a",
        .wrong = "e",
    },
    {
        .id = "safe-2",
        .position = "II:6:S:0,3,0,1,0,1,0,2,1,1,1,2:20:16",
        .history = "",
        .goal = LessonGoal::SafeMove,
        .count = 0,
        .par = 1,
        .opponentLevel = 0,
        .goalText = QT_TRANSLATE_NOOP("Lesson", "You play South: make a move after which North cannot capture."),
        .hint = QT_TRANSLATE_NOOP("Lesson", "Your b holds three. Can one of North's sowings end there?"),
        .success = QT_TRANSLATE_NOOP("Lesson", "North's F would have sown into a and b and made a casa of your "
                                               "three. By lifting b you took those seeds out of reach."),
        .solution = "b",
        .wrong = "d",
    },
    {
        .id = "clear-1",
        .position = "II:6:S:1,3,0,0,0,1,3,0,2,0,1,1:20:16",
        .history = "",
        .goal = LessonGoal::TakeLastFour,
        .count = 0,
        .par = 2,
        .opponentLevel = 0,
        .goalText = QT_TRANSLATE_NOOP("Lesson", "You play South: clear the board with captures and take the last "
                                                "four seeds."),
        .hint = QT_TRANSLATE_NOOP("Lesson", "Twelve seeds are on the board: two casas leave four. Find both."),
        .success = QT_TRANSLATE_NOOP("Lesson", "Two captures in a row left four seeds, and they came to you: the "
                                               "board is clear and the game is yours, 32 to 16."),
        .solution = "a,f",
        .wrong = "b",
    },
};

constexpr Lesson kCourse[] = {
    {
        .id = "sowing",
        .title = QT_TRANSLATE_NOOP("Lesson", "Sowing seeds"),
        .intro = QT_TRANSLATE_NOOP("Lesson", "Hoyito is played on two rows of holes: yours is the near row, "
                                             "North's the far one. On your turn you pick up all the seeds of one of "
                                             "your holes and sow them, one seed into each hole that follows, "
                                             "counter-clockwise: to the right along your row, then along North's "
                                             "row and back round to yours. When the last seed falls into an empty "
                                             "hole, your turn ends."),
        .steps = kSowing,
    },
    {
        .id = "relay",
        .title = QT_TRANSLATE_NOOP("Lesson", "Relay laps"),
        .intro = QT_TRANSLATE_NOOP("Lesson", "If your last seed falls into a hole that already holds seeds, your "
                                             "turn goes on: you pick up all the seeds of that hole, the last seed "
                                             "too, and sow them from the next hole. Each such sowing is a lap. Laps "
                                             "go on until the last seed falls into an empty hole, or makes four, "
                                             "which the next lesson is about."),
        .steps = kRelay,
    },
    {
        .id = "casa",
        //: "casa" is the game's own word (Spanish for "house"), a hole with exactly four seeds: keep it
        .title = QT_TRANSLATE_NOOP("Lesson", "Making a casa"),
        //: "casa" is the game's own word (Spanish for "house"): keep it
        .intro = QT_TRANSLATE_NOOP("Lesson", "A casa is a hole with exactly four seeds. When the last seed of a "
                                             "lap makes a casa, you capture its four seeds: they leave the board "
                                             "and count for you. It works in either row, yours or North's."),
        .steps = kCasa,
    },
    {
        .id = "extra-turn",
        .title = QT_TRANSLATE_NOOP("Lesson", "Capture and go again"),
        .intro = QT_TRANSLATE_NOOP("Lesson", "After a capture you move again at once: a whole new turn, with any "
                                             "of your holes. If that turn captures too, you go again, and so on. A "
                                             "run of captures can clear much of the board."),
        .steps = kExtraTurn,
    },
    {
        .id = "chain",
        .title = QT_TRANSLATE_NOOP("Lesson", "The chain of fours"),
        //: Hoyito II and Hoyito III are the names of the game's two variants: keep them
        .intro = QT_TRANSLATE_NOOP("Lesson", "Hoyito comes in two variants. Every lesson so far was Hoyito II, "
                                             "which has one more rule, the chain: once a casa is captured, look at "
                                             "the hole just behind it, against the sowing. If it holds exactly four "
                                             "seeds, you capture them too, then the hole behind that one, and so "
                                             "on. The chain crosses the end of a row and stops at the first hole "
                                             "that does not hold four."),
        .steps = kChain,
    },
    {
        .id = "passing",
        .title = QT_TRANSLATE_NOOP("Lesson", "Passing"),
        .intro = QT_TRANSLATE_NOOP("Lesson", "A player whose row has no seeds cannot move: they pass, and the other "
                                             "player moves again. If both pass, one after the other, the game ends "
                                             "and each takes the seeds left in their own row."),
        .steps = kPassing,
    },
    {
        .id = "endless",
        .title = QT_TRANSLATE_NOOP("Lesson", "Endless sowings"),
        .intro = QT_TRANSLATE_NOOP("Lesson", "Now and then a sowing would relay for ever, bringing back the same "
                                             "board again and again. Such a hole cannot be played: the board shows "
                                             "it unplayable and says why. It happens in real games too, as early "
                                             "as six moves from the start. A player left with only such holes "
                                             "passes."),
        .steps = kEndless,
    },
    {
        .id = "last-four",
        .title = QT_TRANSLATE_NOOP("Lesson", "The last four"),
        .intro = QT_TRANSLATE_NOOP("Lesson", "When a capture leaves exactly four seeds on the whole board, the "
                                             "game ends at once and those four go to the player who captured. When "
                                             "a capture leaves no seeds at all, the game ends too. Whoever has more "
                                             "seeds then wins."),
        .steps = kLastFour,
    },
    {
        .id = "cycles",
        .title = QT_TRANSLATE_NOOP("Lesson", "Games that go round"),
        //: "a board" is the seeds in every hole, with the same player to move
        .intro = QT_TRANSLATE_NOOP("Lesson", "A game also ends when the same board, with the same player to move, "
                                             "comes up for the third time, and after 200 turns in a row without a "
                                             "capture. Then each player takes the seeds left in their own row. This "
                                             "step is on a small board of three holes a side, where a board comes "
                                             "back quickly."),
        .steps = kCycles,
    },
    {
        .id = "hoyito-iii",
        .title = QT_TRANSLATE_NOOP("Lesson", "Hoyito III and matches"),
        .intro = QT_TRANSLATE_NOOP("Lesson", "Hoyito III has no chain: only the casa itself is captured, and a "
                                             "four behind it stays on the board. It is the variant of matches of "
                                             "several rounds. The last four go to whoever captures, as in Hoyito "
                                             "II, except from round 3 on: then the winner of the round before gets "
                                             "them."),
        .steps = kHoyitoThree,
    },
    {
        .id = "tactics",
        .title = QT_TRANSLATE_NOOP("Lesson", "First tactics"),
        //: "a three": a hole holding three seeds
        .intro = QT_TRANSLATE_NOOP("Lesson", "Before you move, look at what North could do next: a three that a "
                                             "last seed of North's can reach is a casa for North. Do not leave a "
                                             "single seed just before a three, and move your own threes out of "
                                             "reach. When you can capture again and again, count the seeds: the "
                                             "last capture can take the last four too."),
        .steps = kTactics,
    },
};

} // namespace

std::span<const Lesson> course()
{
    return kCourse;
}

} // namespace hoyito::app
