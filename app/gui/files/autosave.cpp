#include "files/autosave.h"

#include "config/settings.h"
#include "files/gamefiles.h"
#include "game/gamecontroller.h"
#include "game/gametext.h"
#include "logging/categories.h"
#include "recordfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace hoyito::app {

namespace {

// "autosave-damaged-20250131-140500.hoyito" or "...-140500-2.hoyito": the
// time it was set aside, then a number when several were in one second.
const QRegularExpression &damagedPattern()
{
    static const QRegularExpression pattern(
        QStringLiteral("^%1(\\d{8}-\\d{6})(?:-(\\d{1,4}))?\\.%2$")
            .arg(QRegularExpression::escape(QLatin1String(Autosave::kDamagedPrefix)),
                 QRegularExpression::escape(QLatin1String(kRecordSuffix))));
    return pattern;
}

// What QSaveFile names its temporary file: the file's name, a dot and six
// letters or digits.
const QRegularExpression &temporaryPattern()
{
    static const QRegularExpression pattern(
        QStringLiteral("^%1\\.[A-Za-z0-9]{6}$").arg(QRegularExpression::escape(QLatin1String(Autosave::kFileName))));
    return pattern;
}

// Something is at `path`, a dangling link included.
bool occupied(const QFileInfo &info)
{
    return info.exists() || info.isSymLink();
}

// The saved game `file` is an earlier state of `resumed`: the same players
// and settings, and every move of the file is in the resumed game, in order.
// A match's rounds count as one list of games: the file's finished rounds
// are the resumed game's, and its own game is the beginning of the resumed
// game of the same round.
bool isEarlierStateOf(const LoadedGame &file, const LoadedGame &resumed)
{
    const GameRecord &a = file.record;
    const GameRecord &b = resumed.record;
    if (a.rules.variant != b.rules.variant || a.rules.holesPerRow != b.rules.holesPerRow)
        return false;
    // Names stay; kinds and levels can change during a game (Players menu).
    for (Player side : {Player::South, Player::North})
        if (a.player(side).name != b.player(side).name)
            return false;
    if (a.date.isValid() && b.date.isValid() && a.date != b.date)
        return false;
    if (a.match.has_value() != b.match.has_value() || a.startPosition != b.startPosition)
        return false;
    if (a.match ? matchSettings(a) != matchSettings(b)
                : a.starter != b.starter || a.rules.lastFourTaker != b.rules.lastFourTaker)
        return false;
    const auto games = [](const GameRecord &record) {
        std::vector<QStringList> list;
        if (record.match)
            for (const RoundRecord &round : record.match->rounds)
                list.push_back(round.moves);
        list.push_back(record.moves);
        return list;
    };
    const std::vector<QStringList> mine = games(a);
    const std::vector<QStringList> theirs = games(b);
    if (mine.size() > theirs.size())
        return false;
    for (std::size_t i = 0; i + 1 < mine.size(); ++i)
        if (mine[i] != theirs[i])
            return false;
    const QStringList &last = mine.back();
    const QStringList &same = theirs[mine.size() - 1];
    return last.size() <= same.size() && std::equal(last.begin(), last.end(), same.begin());
}

} // namespace

Autosave::Autosave(GameController *controller, GameFiles *files, Settings &settings, QObject *parent)
    : QObject(parent)
    , m_controller(controller)
    , m_files(files)
    , m_settings(settings)
    , m_started(QDateTime::currentDateTime())
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

QStringList Autosave::damagedFiles() const
{
    const QDir dir(m_settings.dataDirectory());
    std::vector<std::pair<QString, QString>> found; // (sort key, path)
    for (const QFileInfo &info : dir.entryInfoList(QDir::Files | QDir::Hidden)) {
        const QRegularExpressionMatch match = damagedPattern().match(info.fileName());
        if (!match.hasMatch())
            continue;
        // The time, then the number (none is the first of its second).
        const int number = match.captured(2).isEmpty() ? 1 : match.captured(2).toInt();
        found.emplace_back(match.captured(1) + QStringLiteral("-%1").arg(number, 5, 10, QLatin1Char('0')),
                           info.filePath());
    }
    std::sort(found.begin(), found.end(), [](const auto &x, const auto &y) { return x.first > y.first; });
    QStringList paths;
    for (const auto &[key, path] : found)
        paths.append(path);
    return paths;
}

void Autosave::setFailure(const QString &failure)
{
    if (failure == m_failure)
        return;
    const bool started = m_failure.isEmpty();
    m_failure = failure;
    if (!failure.isEmpty()) {
        qCWarning(lcFiles).noquote() << "autosave failed:" << failure;
        if (started)
            Q_EMIT problem(tr("The game could not be saved automatically: %1").arg(failure));
    }
    Q_EMIT failureChanged(m_failure);
}

QString Autosave::obstacle()
{
    const QString path = filePath();
    const QFileInfo info(path);
    if (!m_keptUnread.isEmpty()) {
        if (occupied(info))
            //: why the game is not saved automatically: the autosave of an earlier game is kept
            return tr("the autosave of your last game, “%1”, could not be read (%2) and is kept as it is; "
                      "move it away to have this game saved")
                .arg(QDir::toNativeSeparators(path), m_keptUnread);
        m_keptUnread.clear(); // moved away: the place is free
    }
    if (info.isSymLink())
        return {}; // replaced by the file
    const QString notAFile = GameFiles::notAFileReason(path);
    if (!notAFile.isEmpty())
        //: why the game is not saved automatically: "its file “…/autosave.hoyito” cannot be written: this is a folder"
        return tr("its file “%1” cannot be written: %2").arg(QDir::toNativeSeparators(path), notAFile);
    return {};
}

bool Autosave::write(const GameRecord &record, QString *why)
{
    const QString folder = m_settings.dataDirectory();
    if (!QDir().mkpath(folder)) {
        *why = tr("cannot create the folder “%1”").arg(QDir::toNativeSeparators(folder));
        return false;
    }
    *why = obstacle();
    if (!why->isEmpty())
        return false;
    const QString path = filePath();
    // QSaveFile would write where a link points, and fail for ever on a
    // dangling one: the autosave is a file of its own, the link goes.
    if (QFileInfo(path).isSymLink() && !QFile::remove(path)) {
        *why = tr("cannot replace the link “%1”").arg(QDir::toNativeSeparators(path));
        return false;
    }
    return saveRecordFile(path, record, why);
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
    // A position set up by hand is kept before its first move too: it took
    // work to set up. A fresh opening is not worth a file.
    const bool setUp = round == 0 && m_controller->setup().start.has_value();
    if (!matchGoesOn && ((game.turnCount() == 0 && !setUp) || game.isOver())) {
        remove();
        return;
    }
    const QString belongsTo = m_files->filePath();
    if (m_failure.isEmpty() && m_hasFile && game.moves() == m_written && game.start() == m_writtenStart &&
        belongsTo == m_writtenBelongsTo && round == m_writtenRound)
        return;
    QString why;
    const std::optional<GameRecord> record = m_files->currentRecord(&why);
    if (!record) {
        // A start that no record can keep (one just after a pass).
        remove();
        return;
    }
    if (!write(*record, &why)) {
        setFailure(why);
        return;
    }
    setFailure(QString());
    m_hasFile = true;
    m_written = game.moves();
    m_writtenStart = game.start();
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
    const QString path = filePath();
    const QFileInfo info(path);
    // Only what the autosave itself may have written: a file or a link,
    // and never an earlier game's autosave kept because it could not be read.
    if (!m_keptUnread.isEmpty() && !occupied(info))
        m_keptUnread.clear();
    if (m_keptUnread.isEmpty() && (info.isSymLink() || (info.exists() && info.isFile())) && !QFile::remove(path))
        qCWarning(lcFiles) << "cannot remove" << path;
    if (m_hasFile || !m_settings.autosaveBelongsTo().isEmpty()) {
        m_settings.setAutosaveBelongsTo(QString());
        m_settings.sync();
    }
    m_hasFile = false;
    m_written.clear();
    m_writtenRound = 0;
    m_writtenBelongsTo.clear();
    setFailure(QString()); // nothing left to save
}

QString Autosave::setAside(const QString &path)
{
    const QDir dir(m_settings.dataDirectory());
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    // After every one of the same second, so that it sorts as the newest
    // even when older ones of that second were removed.
    int number = 1;
    for (const QString &damaged : damagedFiles()) {
        const QRegularExpressionMatch match = damagedPattern().match(QFileInfo(damaged).fileName());
        if (match.captured(1) == stamp)
            number = std::max(number, (match.captured(2).isEmpty() ? 1 : match.captured(2).toInt()) + 1);
    }
    const auto name = [&](int n) {
        return dir.filePath(QLatin1String(kDamagedPrefix) + stamp + (n > 1 ? QStringLiteral("-%1").arg(n) : QString()) +
                            QLatin1Char('.') + QLatin1String(kRecordSuffix));
    };
    while (occupied(QFileInfo(name(number))) && number < 9999)
        ++number;
    const QString aside = name(number);
    if (occupied(QFileInfo(aside)) || !QFile::rename(path, aside))
        return {};
    // The newest few are enough for a bug report.
    const QStringList damaged = damagedFiles();
    for (qsizetype i = kKeptDamaged; i < damaged.size(); ++i)
        if (!QFile::remove(damaged[i]))
            qCWarning(lcFiles) << "cannot remove" << damaged[i];
    return aside;
}

void Autosave::removeStaleTemporaryFiles()
{
    const QDir dir(m_settings.dataDirectory());
    if (!dir.exists())
        return;
    for (const QFileInfo &info : dir.entryInfoList(QDir::Files | QDir::Hidden)) {
        if (!temporaryPattern().match(info.fileName()).hasMatch() || info.isSymLink() ||
            info.lastModified() >= m_started)
            continue;
        if (QFile::remove(info.filePath()))
            qCInfo(lcFiles) << "removed a stale temporary file" << info.fileName();
        else
            qCWarning(lcFiles) << "cannot remove the stale temporary file" << info.filePath();
    }
}

Autosave::Resumed Autosave::resume()
{
    removeStaleTemporaryFiles();
    const QString path = filePath();
    const QFileInfo info(path);
    if (!info.exists()) // nothing, or a dangling link (the next write replaces it)
        return {};
    // Only a regular file is opened: a named pipe would block the start.
    const QString notAFile = GameFiles::notAFileReason(path);
    if (!notAFile.isEmpty()) {
        qCWarning(lcFiles).noquote() << "the autosave is not a file:" << path << notAFile;
        //: status line at start: something other than a file is where the autosave goes
        return {false, tr("Your last game could not be resumed: “%1”: %2. It was left as it is.")
                           .arg(QDir::toNativeSeparators(path), notAFile)};
    }
    LoadResult result = loadRecordFile(path);
    if (const auto *error = std::get_if<LoadError>(&result)) {
        if (error->kind == LoadErrorKind::Unreadable) {
            // Not damaged, only unreadable now (permissions, say): it stays,
            // untouched, and this run's games are not written over it.
            m_keptUnread = error->message;
            qCWarning(lcFiles).noquote() << "the autosave cannot be read and is kept:" << error->text();
            //: status line at start: the autosave is there but cannot be read
            return {false, tr("Your last game could not be resumed: its autosave “%1” cannot be read (%2). "
                              "It is kept as it is.")
                               .arg(QDir::toNativeSeparators(path), error->message)};
        }
        // Kept for a bug report, out of the way of the next autosave.
        const QString aside = setAside(path);
        if (aside.isEmpty()) {
            m_keptUnread = tr("it is damaged and could not be set aside");
            qCWarning(lcFiles).noquote() << "the autosave is damaged and could not be set aside:" << error->text();
            return {false, tr("Your last game could not be resumed: its autosave is damaged (%1). It could not be "
                              "set aside and is kept as it is.")
                               .arg(error->message)};
        }
        qCWarning(lcFiles).noquote() << "the autosave is damaged and was set aside:" << error->text();
        //: status line at start: the autosaved game could not be read
        return {false,
                tr("Your last game could not be resumed: its autosave is damaged (%1). It was set aside as “%2”.")
                    .arg(error->message, QDir::toNativeSeparators(aside))};
    }
    const LoadedGame &loaded = std::get<LoadedGame>(result);
    const std::optional<hoyito::Match> match = loaded.matchSoFar();
    if ((!match || match->isOver()) && (loaded.game.turnCount() == 0 || loaded.game.isOver())) {
        remove();
        return {};
    }
    // The file the game was opened from or saved to: a resumed game keeps
    // its name, and is "modified" only if it has moves that file lacks. The
    // settings only name it: it is the game's file if it is a regular file
    // that holds this game as it was earlier; otherwise it is forgotten, and
    // Save asks for a name rather than write over something else.
    QString belongsTo = m_settings.autosaveBelongsTo();
    std::vector<hoyito::Move> saved;
    QString forgotten;
    if (!belongsTo.isEmpty()) {
        QString why;
        if (!QFileInfo(belongsTo).isAbsolute()) {
            why = QStringLiteral("not an absolute path");
        } else if (const QString notAFile = GameFiles::notAFileReason(belongsTo); !notAFile.isEmpty()) {
            why = notAFile;
        } else {
            const LoadResult file = loadRecordFile(belongsTo);
            if (const auto *error = std::get_if<LoadError>(&file))
                why = error->message;
            else if (!isEarlierStateOf(std::get<LoadedGame>(file), loaded))
                why = QStringLiteral("it holds another game");
            else
                saved = std::get<LoadedGame>(file).game.moves();
        }
        if (!why.isEmpty()) {
            qCInfo(lcFiles).noquote() << "the autosaved game's file is not its own:" << belongsTo << why;
            forgotten = belongsTo;
            belongsTo.clear();
            m_settings.setAutosaveBelongsTo(QString());
            m_settings.sync();
        }
    }
    m_hasFile = true;
    m_written = loaded.game.moves();
    m_writtenStart = loaded.game.start();
    m_writtenRound = loaded.match ? loaded.match->roundNumber() : 0;
    m_writtenBelongsTo = belongsTo;
    m_files->adopt(loaded, belongsTo, saved);
    const int turns = loaded.game.turnCount();
    qCInfo(lcFiles) << "resumed the autosaved game:" << turns << "turns";
    QString text;
    if (match && loaded.game.isOver())
        //: status line at start: a match resumed between rounds (the round summary is shown)
        text = tr("Resumed your match: round %1 is over, round %2 is next")
                   .arg(loaded.match->roundNumber())
                   .arg(loaded.match->roundNumber() + 1);
    else
        //: status line at start: "Resumed your last game (12 turns played) — South to move"
        text = tr("Resumed your last game (%n turn(s) played) — %1", "", turns)
                   .arg(GameText::toMove(m_controller->setup(), m_controller->position()));
    if (!forgotten.isEmpty())
        //: status line at start, after "Resumed your last game": the file named in the settings is not the game's
        text += QLatin1Char(' ') + tr("“%1” does not hold this game, so Save asks for a file name.")
                                       .arg(RecordText::shown(QFileInfo(forgotten).fileName(), 60));
    return {true, text};
}

} // namespace hoyito::app
