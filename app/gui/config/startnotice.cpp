#include "config/startnotice.h"

#include "config/settings.h"
#include "game/computerplayer.h"
#include "game/gamecontroller.h"
#include "logging/categories.h"

#include <QDir>
#include <QKeySequence>

namespace hoyito::app {

QString StartNotice::firstTurnText()
{
    //: status line at the first start, when the newcomer is first to move: %1 the computer's level ("Beginner"), %2 the
    //: key of the rules ("F1")
    return tr("Your turn: click a hole of your near row. The computer (%1) moved first; in Hoyito II the second "
              "player has the edge. Rules: %2")
        .arg(ComputerPlayer::levelName(kFirstGameComputerLevel),
             QKeySequence(Qt::Key_F1).toString(QKeySequence::NativeText));
}

void StartNotice::sayAtFirstTurn(GameController *controller, const std::function<void(const QString &)> &say)
{
    // Once: the first person's turn of this game, none of a later game.
    auto *once = new QObject(controller);
    const auto done = [controller, once] {
        QObject::disconnect(controller, nullptr, once, nullptr);
        once->deleteLater();
    };
    QObject::connect(controller, &GameController::humanTurn, once, [say, done] {
        done();
        say(firstTurnText());
    });
    QObject::connect(controller, &GameController::gameStarted, once, done);
}

QString StartNotice::text(Settings &settings, const QString &resumed, const QStringList &reset)
{
    QString notice = resumed;
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
