#pragma once

// Logging categories of the game window (enable with QT_LOGGING_RULES, e.g.
// "hoyito.board.debug=true").

#include <QLoggingCategory>

namespace hoyito::app {
Q_DECLARE_LOGGING_CATEGORY(lcGame)
Q_DECLARE_LOGGING_CATEGORY(lcBoard)
} // namespace hoyito::app
