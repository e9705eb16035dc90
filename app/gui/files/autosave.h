#pragma once

// Autosave: the game in progress, kept in the data folder (Settings::
// dataDirectory(), the application data folder for the user) after every
// change of the live game: each committed move, undo, redo, play on. The
// controller commits a move before its animation starts and the file is
// written then, so quitting, a crash or a power cut loses nothing that was
// played; at most the move being chosen. The file is written with QSaveFile
// (saveRecordFile), so a crash in the middle of a write leaves the previous
// file whole.
//
// Only a game that can go on is kept: when the game ends, or a new game has
// no moves yet, the file is removed. A match that goes on is kept between
// rounds and at the start of a round too (its finished rounds). The next start resumes the game
// (resume()), with the name of the file it belonged to; a damaged autosave is
// set aside (renamed), reported in the status line and never resumed.

#include <QObject>
#include <QString>

#include <vector>

#include "hoyito/types.h"

namespace hoyito::app {

class GameController;
class GameFiles;
class Settings;

class Autosave : public QObject {
    Q_OBJECT

public:
    static constexpr const char *kFileName = "autosave.hoyito";
    static constexpr const char *kDamagedFileName = "autosave-damaged.hoyito";

    Autosave(GameController *controller, GameFiles *files, Settings &settings, QObject *parent = nullptr);

    QString filePath() const;
    // Where a damaged autosave is moved.
    QString damagedFilePath() const;

    struct Resumed {
        bool resumed = false;
        QString message; // for the status line; empty when there was nothing to resume
    };
    // Puts the autosaved game in the window, if there is one that can go on.
    Resumed resume();

public Q_SLOTS:
    // Writes the live game, or removes the file when there is nothing to keep.
    void update();

Q_SIGNALS:
    // Writing failed (once, until a write succeeds again).
    void problem(const QString &text);

private:
    void remove();

    GameController *m_controller;
    GameFiles *m_files;
    Settings &m_settings;
    // What the file holds, so an unchanged game is not written again.
    std::vector<hoyito::Move> m_written;
    int m_writtenRound = 0; // of a match; 0 for a single game
    QString m_writtenBelongsTo;
    bool m_hasFile = false;
    bool m_failing = false;
};

} // namespace hoyito::app
