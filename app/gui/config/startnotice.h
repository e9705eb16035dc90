#pragma once

// What the status line says as the program starts, besides the autosave's
// words on the game it resumed: the first start's one line (docs/DESIGN.md,
// "The first start"), the settings reset because their values made no
// sense, a settings file that is not a file. The settings' problems are
// logged too.

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace hoyito::app {

class Settings;

class StartNotice {
    Q_DECLARE_TR_FUNCTIONS(StartNotice)

public:
    // `resumed`: the autosave's words (empty: none); `firstGame`: the first
    // start's game was set up; `reset`: what Settings::resetInvalidValues()
    // reset at this start, which is written to the file here.
    static QString text(Settings &settings, const QString &resumed, bool firstGame, const QStringList &reset);
};

} // namespace hoyito::app
