#include "config/startnotice.h"

#include "config/settings.h"
#include "game/computerplayer.h"
#include "logging/categories.h"

#include <QDir>
#include <QKeySequence>

namespace hoyito::app {

QString StartNotice::text(Settings &settings, const QString &resumed, bool firstGame, const QStringList &reset)
{
    QString notice = resumed;
    if (firstGame)
        //: status line at the very first start: %1 the computer's level ("Medium"), %2 the key of the rules ("F1")
        notice = tr("You play the near row against the computer (%1): click one of your holes. Rules: %2")
                     .arg(ComputerPlayer::levelName(kDefaultComputerLevel),
                          QKeySequence(Qt::Key_F1).toString(QKeySequence::NativeText));
    const auto add = [&notice](const QString &more) {
        notice = notice.isEmpty() ? more : tr("%1 — %2").arg(notice, more);
    };
    if (!reset.isEmpty()) {
        settings.sync();
        qCWarning(lcFiles).noquote() << "settings reset to their defaults:" << reset.join(QLatin1String(", "));
        //: status line at start: settings whose values made no sense, e.g. "view/animationSpeed, newGame/holesPerRow"
        add(tr("Settings reset to their defaults, as their values made no sense: %1.")
                .arg(reset.join(QLatin1String(", "))));
    }
    if (!settings.fileProblem().isEmpty()) {
        qCWarning(lcFiles).noquote() << "the settings file is not a file:" << settings.fileProblem();
        //: status line at start: the settings file is a folder, a named pipe, ...
        add(tr("“%1” is not a regular file: the settings of this run are not kept.")
                .arg(QDir::toNativeSeparators(settings.fileProblem())));
    }
    return notice;
}

} // namespace hoyito::app
