#pragma once

// A board scene wired to a game controller as the turn protocol wants it
// (gamecontroller.h), for every window that shows a game: the board shows
// the players' names (and speaks to the one person who plays the computer)
// and each position the controller resets to, animates
// each move it commits, and tells it when the animation is over, which is
// what lets the game go on. A board that plays also takes the mover's
// clicks and keys as moves, marks who is thinking and shows the hint on its
// hole. What a window says about it all (its status line, its panel) stays
// the window's.

namespace hoyito::app {

class BoardScene;
class GameController;

enum class BoardInput {
    None,  // the board only shows the game (a finished round's replay)
    Moves, // the board plays: the mover's moves, the thinking, the hint
};

// Connects the two for the lifetime of both. A reaction of the window that
// must come first (the status line's words before an instant animation ends
// inside animateTurn) is connected before this.
void bindBoard(GameController *controller, BoardScene *scene, BoardInput input);

} // namespace hoyito::app
