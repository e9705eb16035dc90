#include "autosave.h"

#include "gamecontroller.h"
#include "gamefiles.h"
#include "gametext.h"
#include "recordfile.h"
#include "settings.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace hoyito::app {

Autosave::Autosave(GameController *controller, GameFiles *files, Settings &settings, QObject *parent)
    : QObject(parent)
    , m_controller(controller)
    , m_files(files)
    , m_settings(settings)
{
    // historyChanged follows every change of the live game, the commit of a
    // move included (before its animation); the file name may change on Save As.
    connect(controller, &GameController::historyChanged, this, &Autosave::update);
    connect(files, &GameFiles::changed, this, &Autosave::update);
}

QString Autosave::filePath() const
{
    return QDir(m_settings.dataDirectory()).filePath(QString::fromLatin1(kFileName));
}

QString Autosave::damagedFilePath() const
{
    return QDir(m_settings.dataDirectory()).filePath(QString::fromLatin1(kDamagedFileName));
}

void Autosave::update()
{
    if (!m_controller->hasGame())
        return;
    const hoyito::Game &game = m_controller->game();
    // A finished game cannot go on, an empty one has nothing to lose; but a
    // match that goes on keeps its finished rounds, between rounds too.
    const int round = m_files->matchRound();
    const bool matchGoesOn = m_files->matchGoesOn() && (game.turnCount() > 0 || round > 1);
    if (!matchGoesOn && (game.turnCount() == 0 || game.isOver())) {
        remove();
        return;
    }
    const QString belongsTo = m_files->filePath();
    if (m_hasFile && game.moves() == m_written && belongsTo == m_writtenBelongsTo && round == m_writtenRound)
        return;
    QString why;
    const std::optional<GameRecord> record = m_files->currentRecord(&why);
    if (!record) {
        // A set-up position (tests): nothing a record could keep.
        remove();
        return;
    }
    const QString path = filePath();
    if (!QDir().mkpath(m_settings.dataDirectory()) || !saveRecordFile(path, *record, &why)) {
        if (why.isEmpty())
            why = tr("cannot create the folder “%1”").arg(QDir::toNativeSeparators(m_settings.dataDirectory()));
        qCWarning(lcFiles).noquote() << "autosave failed:" << why;
        if (!m_failing)
            Q_EMIT problem(tr("The game could not be saved automatically: %1").arg(why));
        m_failing = true;
        return;
    }
    m_failing = false;
    m_hasFile = true;
    m_written = game.moves();
    m_writtenRound = round;
    if (belongsTo != m_writtenBelongsTo || m_settings.autosaveBelongsTo() != belongsTo) {
        m_settings.setAutosaveBelongsTo(belongsTo);
        m_settings.sync();
    }
    m_writtenBelongsTo = belongsTo;
    qCDebug(lcFiles) << "autosaved" << game.turnCount() << "turns";
}

void Autosave::remove()
{
    if (QFile::exists(filePath()) && !QFile::remove(filePath()))
        qCWarning(lcFiles) << "cannot remove" << filePath();
    if (m_hasFile || !m_settings.autosaveBelongsTo().isEmpty()) {
        m_settings.setAutosaveBelongsTo(QString());
        m_settings.sync();
    }
    m_hasFile = false;
    m_written.clear();
    m_writtenRound = 0;
    m_writtenBelongsTo.clear();
}

Autosave::Resumed Autosave::resume()
{
    const QString path = filePath();
    if (!QFileInfo::exists(path))
        return {};
    LoadResult result = loadRecordFile(path);
    if (const auto *error = std::get_if<LoadError>(&result)) {
        // Kept for a bug report, out of the way of the next autosave.
        const QString damaged = damagedFilePath();
        QFile::remove(damaged);
        if (!QFile::rename(path, damaged))
            QFile::remove(path);
        qCWarning(lcFiles).noquote() << "the autosave is damaged and was set aside:" << error->text();
        //: status line at start: the autosaved game could not be read
        return {false,
                tr("Your last game could not be resumed: its autosave is damaged (%1). It was set aside as “%2”.")
                    .arg(error->message, QDir::toNativeSeparators(damaged))};
    }
    const LoadedGame &loaded = std::get<LoadedGame>(result);
    const std::optional<hoyito::Match> match = loaded.matchSoFar();
    if ((!match || match->isOver()) && (loaded.game.turnCount() == 0 || loaded.game.isOver())) {
        remove();
        return {};
    }
    // The file the game was opened from or saved to: a resumed game keeps
    // its name, and is "modified" only if it has moves that file lacks.
    const QString belongsTo = m_settings.autosaveBelongsTo();
    std::vector<hoyito::Move> saved;
    if (!belongsTo.isEmpty()) {
        const LoadResult file = loadRecordFile(belongsTo);
        if (const auto *game = std::get_if<LoadedGame>(&file))
            saved = game->game.moves();
    }
    m_hasFile = true;
    m_written = loaded.game.moves();
    m_writtenRound = loaded.match ? loaded.match->roundNumber() : 0;
    m_writtenBelongsTo = belongsTo;
    m_files->adopt(loaded, belongsTo, saved);
    const int turns = loaded.game.turnCount();
    qCInfo(lcFiles) << "resumed the autosaved game:" << turns << "turns";
    if (match && loaded.game.isOver())
        //: status line at start: a match resumed between rounds (the round summary is shown)
        return {true, tr("Resumed your match: round %1 is over, round %2 is next")
                          .arg(loaded.match->roundNumber())
                          .arg(loaded.match->roundNumber() + 1)};
    //: status line at start: "Resumed your last game (12 turns played) — South to move"
    return {true, tr("Resumed your last game (%n turn(s) played) — %1", "", turns)
                      .arg(GameText::toMove(m_controller->setup(), m_controller->position()))};
}

} // namespace hoyito::app
