#include "boardlogging.h"

namespace hoyito::app {
Q_LOGGING_CATEGORY(lcBoard, "hoyito.board", QtInfoMsg)
} // namespace hoyito::app
