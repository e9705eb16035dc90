#include "logging/categories.h"

namespace hoyito::app {
Q_LOGGING_CATEGORY(lcBoard, "hoyito.board", QtInfoMsg)
Q_LOGGING_CATEGORY(lcGame, "hoyito.game", QtInfoMsg)
Q_LOGGING_CATEGORY(lcAi, "hoyito.ai", QtInfoMsg)
Q_LOGGING_CATEGORY(lcFiles, "hoyito.files", QtInfoMsg)
Q_LOGGING_CATEGORY(lcTables, "hoyito.tables", QtInfoMsg)
Q_LOGGING_CATEGORY(lcLanguage, "hoyito.language", QtWarningMsg)
Q_LOGGING_CATEGORY(lcPuzzles, "hoyito.puzzles", QtInfoMsg)
Q_LOGGING_CATEGORY(lcSound, "hoyito.sound", QtInfoMsg)
} // namespace hoyito::app
