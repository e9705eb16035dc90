#include "logging.h"

namespace hoyito::app {
Q_LOGGING_CATEGORY(lcGame, "hoyito.game", QtInfoMsg)
} // namespace hoyito::app
