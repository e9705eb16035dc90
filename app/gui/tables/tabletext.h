#pragma once

// Every sentence the window says about the endgame tables, through tr():
// the rule sets, what is built, estimates, a build's progress and end, a
// damaged file, and what perfect play gives in a position.

#include "tables/tablelibrary.h"

#include "game/gamesetup.h"

#include "hoyito/position.h"
#include "hoyito/tables.h"

#include <QCoreApplication>
#include <QString>

namespace hoyito::app {

class TableText {
    Q_DECLARE_TR_FUNCTIONS(TableText)

public:
    // "Hoyito III, last four to the capturer".
    static QString ruleSetName(hoyito::tables::TableRules rules);
    // "up to 12 seeds", "none".
    static QString builtUpTo(int maxSeeds);
    // Why a table file was not used: "its checksum does not match".
    static QString loadError(hoyito::tables::LoadError error);
    // "Hoyito II on 2 × 6: the table of 9 seeds is damaged (…); it is rebuilt."
    static QString damaged(const TableStock &stock);
    // "42 s", "3 min", "1 h 20 min": a duration to plan by.
    static QString duration(double seconds);
    // "1:05", "1:02:03": a clock.
    static QString clock(qint64 ms);
    // What a build will do, before it starts.
    static QString estimate(const TableEstimate &estimate);
    // The build's memory above what this computer has.
    static QString tooLittleMemory(quint64 needed, quint64 available);
    // "Hoyito II on 2 × 6: 14 seeds of 20, solving".
    static QString buildStep(const TableBuildState &state);
    // "Elapsed 0:42, about 1:10 left".
    static QString buildTime(const TableBuildState &state);
    static QString buildEnd(TableBuildEnd end, qint64 elapsedMs, const QString &failure);
    // The status line when a build fails, with the engine's reason: "Hoyito
    // II on 2 × 12: the perfect-play tables could not be built; the game
    // tries again in 1 min (…)." (retryInMs < 0: not tried again by itself).
    static QString buildFailed(const TableTarget &target, const QString &failure, qint64 retryInMs);
    // The status bar while a build runs: "Building the endgame tables for perfect
    // play, once, in the background: 45%".
    static QString building(const TableBuildState &state);
    // What a build nobody asked for is, and why; `fileBytes` on disk.
    static QString builtOnItsOwn(quint64 fileBytes);
    // The status bar's button that puts such a build off, its tooltip, and
    // what the status line says once it is put off.
    static QString later();
    static QString laterToolTip();
    static QString postponed();
    // "Perfect play: North wins 30–18", "Perfect play: North gets 26–30
    // seeds"; empty when `bounds` is nothing (not in the tables).
    static QString perfectPlay(const GameSetup &setup, const hoyito::Position &pos,
                               const std::optional<hoyito::tables::Bounds> &bounds);
};

} // namespace hoyito::app
