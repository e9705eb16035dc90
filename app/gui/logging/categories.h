#pragma once

// Every logging category of the window, in one place. Each is
// "hoyito.<name>"; enable one with, for example,
// QT_LOGGING_RULES="hoyito.game.debug=true".

#include <QLoggingCategory>

namespace hoyito::app {
Q_DECLARE_LOGGING_CATEGORY(lcBoard)    // the board's scene and animation
Q_DECLARE_LOGGING_CATEGORY(lcGame)     // the turn loop, the players, the match
Q_DECLARE_LOGGING_CATEGORY(lcAi)       // the computer's searches
Q_DECLARE_LOGGING_CATEGORY(lcFiles)    // saved games and the autosave
Q_DECLARE_LOGGING_CATEGORY(lcTables)   // loading and building the endgame tables
Q_DECLARE_LOGGING_CATEGORY(lcLanguage) // translations found and loaded
Q_DECLARE_LOGGING_CATEGORY(lcPuzzles)  // the puzzle trainer's puzzles read and rated
Q_DECLARE_LOGGING_CATEGORY(lcSound)    // the sounds played, the audio output found or not
} // namespace hoyito::app
