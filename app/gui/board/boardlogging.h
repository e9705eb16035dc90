#pragma once

// The board's logging category, "hoyito.board" (enable with
// QT_LOGGING_RULES="hoyito.board.debug=true").

#include <QLoggingCategory>

namespace hoyito::app {
Q_DECLARE_LOGGING_CATEGORY(lcBoard)
} // namespace hoyito::app
