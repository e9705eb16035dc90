#pragma once

// The board's colours that the rest of the window repeats (the side panel,
// the move list, the scoreboard, the result dialog), so a side has one
// colour everywhere, and the overlays' colours, the same on every board.

#include "hoyito/types.h"

#include <QColor>

namespace hoyito::app {

// The colours of the two sides in the board theme in effect
// (boardtheme.h): a light amber and a deeper blue, or on the high-contrast
// board an orange and a sky blue. They differ in hue for every kind of
// colour blindness; names and labels say the side as well. Whatever shows
// them follows BoardTheme::notifier().
QColor playerColor(hoyito::Player player);

// Analysis on the board: the best move's badge, and the opponent's holes
// that threaten a capture. Green and red of different lightness, each with
// a word in its tooltip, so colour is never the only sign.
QColor bestMoveColor();
QColor threatColor();

// A move's preview on the board (where its last seed falls, what it
// captures): a pale cyan, apart from the gold of the hint, the red of an
// endless hole and the two sides' colours, and drawn dashed or as a wash,
// never solid like a real count.
QColor previewColor();

} // namespace hoyito::app
