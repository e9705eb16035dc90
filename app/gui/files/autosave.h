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
// rounds and at the start of a round too (its finished rounds). The next
// start resumes the game (resume()), with the name of the file it belonged
// to, if that file (named in the settings) still holds this game.
//
// What is at the autosave's place is never trusted either: it is read only
// when it is a regular file. A damaged autosave is set aside under a name of
// its own (kDamagedPrefix and the time), and only the newest kKeptDamaged of
// those are kept; one that cannot be read for another reason (no permission,
// a folder or a named pipe in its place) is left where it is, and is neither
// overwritten nor removed while it is there. A symbolic link at the place is
// replaced by the file (what it points to is left alone). Temporary files
// that a kill in the middle of a write left behind are removed at start.
//
// A failed write is never silent: failure() says why the game is not being
// saved, until a write succeeds again (or there is nothing left to save).

#include <QDateTime>
#include <QObject>
#include <QString>
#include <QStringList>

#include <vector>

#include "hoyito/position.h"

namespace hoyito::app {

class GameController;
class GameFiles;
class Settings;
struct GameRecord;

class Autosave : public QObject {
    Q_OBJECT

public:
    static constexpr const char *kFileName = "autosave.hoyito";
    // A damaged autosave becomes "autosave-damaged-YYYYMMDD-HHMMSS.hoyito"
    // ("-2", "-3", ... added when that name is taken).
    static constexpr const char *kDamagedPrefix = "autosave-damaged-";
    static constexpr int kKeptDamaged = 5;

    Autosave(GameController *controller, GameFiles *files, Settings &settings, QObject *parent = nullptr);

    QString filePath() const;
    // The damaged autosaves set aside in the data folder, the newest first.
    QStringList damagedFiles() const;

    struct Resumed {
        bool resumed = false;
        QString message; // for the status line; empty when there was nothing to resume
    };
    // Puts the autosaved game in the window, if there is one that can go on.
    // Call once, at start: it first removes stale temporary files.
    Resumed resume();

    // Why the game in the window is not being saved automatically (one line,
    // translated); empty while it is, or while there is nothing to save.
    QString failure() const { return m_failure; }

public Q_SLOTS:
    // Writes the live game, or removes the file when there is nothing to keep.
    void update();

Q_SIGNALS:
    // Writing failed (once, until a write succeeds again).
    void problem(const QString &text);
    // failure() changed: writing failed, failed for another reason, or works again.
    void failureChanged(const QString &failure);

private:
    void remove();
    // Writes `record` at filePath(); false and the reason in `why` if it cannot.
    bool write(const GameRecord &record, QString *why);
    // Why nothing can be written at filePath() now; empty if it can.
    QString obstacle();
    void setFailure(const QString &failure);
    // Moves a damaged autosave out of the way; its new path, or empty.
    QString setAside(const QString &path);
    void removeStaleTemporaryFiles();

    GameController *m_controller;
    GameFiles *m_files;
    Settings &m_settings;
    // What the file holds, so an unchanged game is not written again.
    std::vector<hoyito::Move> m_written;
    hoyito::Position m_writtenStart; // the first position of the game written
    int m_writtenRound = 0;          // of a match; 0 for a single game
    QString m_writtenBelongsTo;
    bool m_hasFile = false;
    QString m_failure;
    // An autosave of an earlier game that could not be read (not damaged):
    // why, while it is still at filePath(). Empty when there is none.
    QString m_keptUnread;
    QDateTime m_started; // temporary files older than this are stale
};

} // namespace hoyito::app
