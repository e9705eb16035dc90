#pragma once

// Logging categories of the game window (enable with QT_LOGGING_RULES, e.g.
// "hoyito.game.debug=true"). The board has its own (boardlogging.h).

#include <QLoggingCategory>

namespace hoyito::app {
Q_DECLARE_LOGGING_CATEGORY(lcGame)
} // namespace hoyito::app
