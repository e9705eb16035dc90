#include "logging.h"

namespace hoyito::app {
Q_LOGGING_CATEGORY(lcGame, "hoyito.game", QtInfoMsg)
Q_LOGGING_CATEGORY(lcBoard, "hoyito.board", QtInfoMsg)
} // namespace hoyito::app
