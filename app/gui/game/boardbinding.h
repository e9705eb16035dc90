#pragma once

// A board scene wired to a game controller as the turn protocol wants it
// (gamecontroller.h), for every window that shows a game: the board shows
// the players' names (and speaks to the one person who plays the computer)
// and each position the controller resets to, animates
// each move it commits, and tells it when the animation is over, which is
// what lets the game go on. A board that plays also takes the mover's
// clicks and keys as moves, marks who is thinking and shows the hint on its
// hole, and, if the window asks for it, previews the move under the pointer
// or the keyboard cursor (movepreview.h). What a window says about it all
// (its status line, its panel) stays the window's.

namespace hoyito::app {

class BoardScene;
class GameController;
class MovePreview;

enum class BoardInput {
    None,  // the board only shows the game (a finished round's replay)
    Moves, // the board plays: the mover's moves, the thinking, the hint
};

// Whether the board shows what a move would do before it is played. Asked
// for by name, so that a board that teaches (the lessons, a puzzle) never
// gives its answers away by default.
enum class MovePreviewing {
    Off,
    Offered, // a MovePreview of the scene, on until the window turns it off
};

// Connects the two for the lifetime of both. A reaction of the window that
// must come first (the status line's words before an instant animation ends
// inside animateTurn) is connected before this. Returns the move preview
// (the scene's child) when it is Offered, else nullptr.
MovePreview *bindBoard(GameController *controller, BoardScene *scene, BoardInput input, MovePreviewing preview);

} // namespace hoyito::app
