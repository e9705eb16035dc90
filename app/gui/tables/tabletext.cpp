#include "tables/tabletext.h"

#include "game/gametext.h"
#include "rulestext.h"

#include <QLocale>

#include <cmath>

namespace hoyito::app {

QString TableText::ruleSetName(tables::TableRules rules)
{
    switch (rules) {
    case tables::TableRules::HoyitoII: return RulesText::variantName(hoyito::Variant::II);
    case tables::TableRules::HoyitoIIICapturer:
        //: the endgame tables of Hoyito III where the last four go to the player who captured the fours before
        return tr("%1, last four to the capturer").arg(RulesText::variantName(hoyito::Variant::III));
    case tables::TableRules::HoyitoIIIFixed:
        //: the endgame tables of Hoyito III where the last four go to a side fixed in advance (match rounds 3+)
        return tr("%1, last four to a fixed side").arg(RulesText::variantName(hoyito::Variant::III));
    }
    return {};
}

QString TableText::builtUpTo(int maxSeeds)
{
    if (maxSeeds <= 0)
        //: no endgame tables built for this rule set and board
        return tr("none");
    //: endgame tables built for every position with at most this many seeds on the board
    return tr("up to %1 seeds").arg(maxSeeds);
}

QString TableText::loadError(tables::LoadError error)
{
    switch (error) {
    case tables::LoadError::None: return {};
    case tables::LoadError::Missing: return tr("the file is missing");
    case tables::LoadError::Unreadable: return tr("the file cannot be read");
    case tables::LoadError::NotAFile: return tr("it is not a regular file");
    case tables::LoadError::Truncated: return tr("the file is cut short or too long");
    case tables::LoadError::NotATable: return tr("the file is not a table");
    case tables::LoadError::Version: return tr("the file is of another version");
    case tables::LoadError::WrongTable: return tr("the file holds another table");
    case tables::LoadError::Checksum: return tr("its checksum does not match");
    case tables::LoadError::BadEntry: return tr("it holds impossible values");
    case tables::LoadError::Changed: return tr("the file was changed after it was loaded");
    }
    return {};
}

QString TableText::damaged(const TableStock &stock)
{
    //: a damaged endgame table file: "Hoyito II on 2 × 6: the table of 9 seeds is not used (its checksum does not
    //: match); it is rebuilt."
    return tr("%1 on %2: the table of %3 seeds is not used (%4); it is rebuilt.")
        .arg(ruleSetName(stock.rules), GameText::boardName(stock.holesPerRow), QString::number(stock.problemSeeds),
             loadError(stock.problem));
}

QString TableText::duration(double seconds)
{
    if (seconds < 60)
        //: a duration in seconds
        return tr("%1 s").arg(std::max(1, int(std::ceil(seconds))));
    const int minutes = int(std::ceil(seconds / 60));
    if (minutes < 60)
        //: a duration in minutes
        return tr("%1 min").arg(minutes);
    //: a duration in hours and minutes
    return tr("%1 h %2 min").arg(minutes / 60).arg(minutes % 60);
}

QString TableText::clock(qint64 ms)
{
    const qint64 seconds = std::max<qint64>(0, ms) / 1000;
    const auto two = [](qint64 n) { return QStringLiteral("%1").arg(n, 2, 10, QLatin1Char('0')); };
    if (seconds < 3600)
        return QStringLiteral("%1:%2").arg(seconds / 60).arg(two(seconds % 60));
    return QStringLiteral("%1:%2:%3").arg(seconds / 3600).arg(two(seconds / 60 % 60), two(seconds % 60));
}

QString TableText::estimate(const TableEstimate &estimate)
{
    if (estimate.nothingToDo())
        return tr("Everything chosen is built.");
    const QLocale locale;
    //: before a build: positions, time, disk space, memory
    QString text = tr("To build: %1 positions, about %2, %3 on disk, %4 of memory while building.")
                       .arg(locale.toString(qulonglong(estimate.entries)), duration(estimate.seconds),
                            locale.formattedDataSize(qint64(estimate.fileBytes), 1),
                            locale.formattedDataSize(qint64(estimate.peakMemoryBytes), 1));
    if (estimate.scratchBytes > 0)
        //: after the estimate, when the largest levels keep their moves in a scratch file
        text += QLatin1Char(' ') + tr("While building, up to %1 more on disk, freed at the end.")
                                       .arg(locale.formattedDataSize(qint64(estimate.scratchBytes), 1));
    return text;
}

QString TableText::tooLittleMemory(quint64 needed, quint64 available)
{
    const QLocale locale;
    //: a build would need more memory than the computer has: "It needs 17 GB of memory; this computer has 8 GB."
    return tr("It needs %1 of memory; this computer has %2. Choose fewer seeds.")
        .arg(locale.formattedDataSize(qint64(needed), 1), locale.formattedDataSize(qint64(available), 1));
}

QString TableText::buildStep(const TableBuildState &state)
{
    QString phase;
    switch (state.phase) {
    case tables::BuildPhase::Loading: phase = tr("checking the finished levels"); break;
    case tables::BuildPhase::Moves: phase = tr("finding the moves"); break;
    case tables::BuildPhase::Solving: phase = tr("solving"); break;
    case tables::BuildPhase::Writing: phase = tr("writing"); break;
    }
    //: a build's progress: "Hoyito II on 2 × 6: 14 seeds of 20, solving"
    return tr("%1 on %2: %3 seeds of %4, %5")
        .arg(ruleSetName(state.target.rules), GameText::boardName(state.target.holesPerRow),
             QString::number(state.seeds), QString::number(state.target.maxSeeds), phase);
}

QString TableText::buildTime(const TableBuildState &state)
{
    if (state.remainingMs < 0)
        return tr("Elapsed %1").arg(clock(state.elapsedMs));
    //: a build's clock: "Elapsed 0:42, about 1:10 left"
    return tr("Elapsed %1, about %2 left").arg(clock(state.elapsedMs), clock(state.remainingMs));
}

QString TableText::buildEnd(TableBuildEnd end, qint64 elapsedMs, const QString &failure)
{
    switch (end) {
    case TableBuildEnd::Finished: return tr("Built in %1.").arg(clock(elapsedMs));
    case TableBuildEnd::Cancelled:
        return tr("Cancelled after %1. The tables finished so far are kept: “Resume” goes on from there.")
            .arg(clock(elapsedMs));
    case TableBuildEnd::Failed:
        //: %1 is the reason, e.g. a file that cannot be written
        return tr("The build failed: %1").arg(failure);
    }
    return {};
}

QString TableText::buildFailed(const TableTarget &target, const QString &failure, qint64 retryInMs)
{
    const QString rules = ruleSetName(target.rules);
    const QString board = GameText::boardName(target.holesPerRow);
    if (retryInMs < 0)
        //: a build of endgame tables failed; %3 is the reason, e.g. a file that cannot be written
        return tr("%1 on %2: the perfect-play tables could not be built (%3).").arg(rules, board, failure);
    // The reason last: it may name a long path, and a narrow status line
    // cuts the end.
    //: a build of endgame tables in the background failed and is tried again later; %4 is the reason: "Hoyito II on
    //: 2 × 12: the perfect-play tables could not be built; the game tries again in 1 min (the disk is full)."
    return tr("%1 on %2: the perfect-play tables could not be built; the game tries again in %3 (%4).")
        .arg(rules, board, duration(double(retryInMs) / 1000), failure);
}

QString TableText::building(const TableBuildState &state)
{
    //: the status bar while endgame tables are built: "Building the endgame tables for perfect play, once, in the
    //: background: 45%"
    return tr("Building the endgame tables for perfect play, once, in the background: %1%")
        .arg(int(state.fraction * 100));
}

QString TableText::builtOnItsOwn(quint64 fileBytes)
{
    //: the tooltip of "Building the endgame tables …: 45%" at the first start; %1 is a size: "90 MB"
    return tr("With these tables the computer and the analysis play every small endgame perfectly. They are built "
              "once, %1 on disk, and only with what the processor has to spare: your game comes first.")
        .arg(QLocale().formattedDataSize(qint64(fileBytes), 0));
}

QString TableText::later()
{
    //: a status bar button: build the perfect-play tables another time
    return tr("Later");
}

QString TableText::laterToolTip()
{
    return tr("Stop building the perfect-play tables now: the game builds them at its next start, or Help > Perfect "
              "Play builds them when you choose.");
}

QString TableText::postponed()
{
    return tr("The perfect-play tables will be built at the next start, or from Help > Perfect Play.");
}

QString TableText::perfectPlay(const GameSetup &setup, const hoyito::Position &pos,
                               const std::optional<tables::Bounds> &bounds)
{
    if (!bounds || pos.isOver())
        return {};
    // The bounds are the mover's seeds from the board; the captured ones
    // are already theirs.
    const hoyito::Player mover = pos.toMove;
    const hoyito::Player other = hoyito::opponent(mover);
    const int board = pos.seedsOnBoard();
    const int moverHas = pos.scores[hoyito::index(mover)];
    if (bounds->exact()) {
        std::array<int, 2> scores{};
        scores[hoyito::index(mover)] = moverHas + bounds->lower;
        scores[hoyito::index(other)] = pos.scores[hoyito::index(other)] + board - bounds->lower;
        const hoyito::Result result = hoyito::resultOf(scores);
        if (result == hoyito::Result::Draw)
            //: the outcome with perfect play from here: "Perfect play: a draw, 24–24"
            return tr("Perfect play: a draw, %1–%2").arg(scores[0]).arg(scores[1]);
        const hoyito::Player winner =
            result == hoyito::Result::SouthWins ? hoyito::Player::South : hoyito::Player::North;
        //: the outcome with perfect play from here: "Perfect play: North wins 30–18" (the winner's seeds first)
        return tr("Perfect play: %1 wins %2–%3")
            .arg(GameText::playerName(setup, winner))
            .arg(scores[hoyito::index(winner)])
            .arg(scores[1 - hoyito::index(winner)]);
    }
    //: perfect play from here gives the player to move between so many seeds: "Perfect play: North gets between 26
    //: and 30 seeds"
    return tr("Perfect play: %1 gets between %2 and %3 seeds")
        .arg(GameText::playerName(setup, mover))
        .arg(moverHas + bounds->lower)
        .arg(moverHas + bounds->upper);
}

} // namespace hoyito::app
