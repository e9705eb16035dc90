// Saving a record: checked as the loader would check it, then written
// atomically (recordfile.h).

#include "recordfile_p.h"

#include <QSaveFile>

namespace hoyito::app {

namespace {

// The JSON path of a player's name.
QString playerField(Player p)
{
    return p == Player::South ? QStringLiteral("players.south.name") : QStringLiteral("players.north.name");
}

} // namespace

QString reviewProblemOf(const GameRecord &record)
{
    if (!record.review)
        return {};
    const LoadResult check = loadRecord(recordJson(record));
    if (const auto *loaded = std::get_if<LoadedGame>(&check))
        return loaded->reviewProblem;
    return {}; // the record itself is refused: saveRecordFile says why
}

bool saveRecordFile(const QString &path, const GameRecord &record, QString *error)
{
    auto failed = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    // The names first: the JSON writer would drop some of the characters a
    // name may not hold, and the check below would not see them.
    for (const Player p : {Player::South, Player::North})
        if (const NameCheck check = checkPlayerName(record.player(p).name); check.problem != NameProblem::None)
            return failed(RecordFileText::tr("%1: not saved, the game record is invalid: %2")
                              .arg(path, QStringLiteral("%1: %2").arg(playerField(p), RecordText::nameProblem(check))));
    const QByteArray json = recordJson(record);
    // Never write a file that the loader would refuse.
    const LoadResult check = loadRecord(json, path);
    if (const auto *bad = std::get_if<LoadError>(&check))
        return failed(RecordFileText::tr("%1: not saved, the game record is invalid: %2").arg(path, bad->message));
    // Nor one whose review the loader would leave out.
    if (const QString &problem = std::get<LoadedGame>(check).reviewProblem; !problem.isEmpty())
        return failed(RecordFileText::tr("%1: not saved, the game record is invalid: %2").arg(path, problem));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return failed(RecordFileText::tr("%1: cannot write the file: %2").arg(path, file.errorString()));
    if (file.write(json) != json.size() || !file.commit())
        return failed(RecordFileText::tr("%1: cannot write the file: %2").arg(path, file.errorString()));
    return true;
}

} // namespace hoyito::app
