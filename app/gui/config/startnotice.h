#pragma once

// What the status line says as the program starts, besides the autosave's
// words on the game it resumed: the first game's one line (docs/DESIGN.md,
// "The first start"), the settings reset because their values made no
// sense, a settings file that is not a file. The settings' problems are
// logged too.

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>

namespace hoyito::app {

class GameController;
class Settings;

class StartNotice {
    Q_DECLARE_TR_FUNCTIONS(StartNotice)

public:
    // `resumed`: the autosave's words (empty: none); `reset`: what
    // Settings::resetInvalidValues() reset at this start, which is written
    // to the file here.
    static QString text(Settings &settings, const QString &resumed, const QStringList &reset);
    // The first start's game (Settings::firstStartSetup()): once the
    // newcomer is first to move, after the computer's opening turns (whose
    // words would cover it), `say` gets the line that tells them where to
    // click, who has the advantage and where the rules are.
    static void sayAtFirstTurn(GameController *controller, const std::function<void(const QString &)> &say);
    static QString firstTurnText();
};

} // namespace hoyito::app
