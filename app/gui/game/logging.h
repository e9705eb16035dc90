#pragma once

// The logging category of the game and the match, "hoyito.game" (enable
// with QT_LOGGING_RULES="hoyito.game.debug=true"). The board has its own
// (boardlogging.h), the files theirs (gamefiles.cpp).

#include <QLoggingCategory>

namespace hoyito::app {
Q_DECLARE_LOGGING_CATEGORY(lcGame)
} // namespace hoyito::app
