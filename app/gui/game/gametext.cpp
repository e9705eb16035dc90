#include "game/gametext.h"

#include "hoyito/notation.h"

#include <QLocale>
#include <QPointer>
#include <QStringList>
#include <QTranslator>

#include <cstring>

namespace hoyito::app {

namespace {

// English plural forms for the "%n lap(s)" strings while no translation
// provides them: "1 lap", "3 laps". Real translations, installed later, are
// asked first.
class EnglishPlurals : public QTranslator {
public:
    using QTranslator::QTranslator;
    QString translate(const char *, const char *sourceText, const char *, int n) const override
    {
        if (n < 0 || !sourceText || !std::strstr(sourceText, "(s)"))
            return {};
        return RulesText::englishPlural(QString::fromUtf8(sourceText), n);
    }
    bool isEmpty() const override { return false; }
};

} // namespace

void GameText::installEnglishPlurals()
{
    static QPointer<QTranslator> installed;
    if (installed || !QCoreApplication::instance())
        return;
    installed = new EnglishPlurals(QCoreApplication::instance());
    QCoreApplication::installTranslator(installed);
}

QString GameText::playerName(const GameSetup &setup, hoyito::Player side)
{
    return RulesText::playerName(setup.player(side).name, side);
}

std::array<QString, 2> GameText::playerNames(const GameSetup &setup)
{
    return {playerName(setup, hoyito::Player::South), playerName(setup, hoyito::Player::North)};
}

QString GameText::variantSummary(hoyito::Variant variant)
{
    switch (variant) {
    case hoyito::Variant::II:
        return tr("Make a four with your last seed to capture it, and every four right behind it. "
                  "A capture earns another turn.");
    case hoyito::Variant::III:
        return tr("Make a four with your last seed to capture it; only that hole is taken. "
                  "A capture earns another turn.");
    case hoyito::Variant::I:
        return tr("Every four you make while sowing is captured at once, even in passing. "
                  "No extra turn after a capture.");
    }
    return {};
}

QString GameText::boardName(int holesPerRow)
{
    return tr("2 × %1").arg(holesPerRow);
}

QString GameText::moveNotation(const hoyito::Rules &rules, hoyito::Move move)
{
    return QString::fromStdString(hoyito::moveText(rules, move));
}

QString GameText::holeName(const GameSetup &setup, const hoyito::Rules &rules, int hole)
{
    //: %1 is a player's name, %2 a hole letter
    return tr("%1's hole %2")
        .arg(playerName(setup, rules.owner(hole)), QChar::fromLatin1(hoyito::holeLetter(rules, hole)));
}

QString GameText::turnDescription(const GameSetup &setup, const hoyito::Rules &rules, const hoyito::TurnRecord &turn)
{
    const QString name = playerName(setup, turn.mover);
    const std::optional<hoyito::Player> lastFour = hoyito::lastFourTakerOf(turn.trace);
    hoyito::EndReason ending = hoyito::EndReason::None;
    for (const hoyito::Event &event : turn.trace)
        if (event.kind == hoyito::EventKind::GameEnd)
            ending = event.reason;
    QStringList parts;
    if (turn.move.isPass()) {
        if (ending != hoyito::EndReason::None)
            return tr("%1 passes: %2").arg(name, RulesText::endExplanation(ending));
        return RulesText::passes(name);
    }
    parts << tr("%n lap(s)", nullptr, turn.summary.laps);
    parts << outcomeParts(setup, turn, lastFour, ending, OutcomeWords::MoveList);
    //: %1 is a player's name, %2 the move's hole letter, %3 what happened ("3 laps, captures 8")
    return tr("%1 %2: %3").arg(name, moveNotation(rules, turn.move), parts.join(tr(", ")));
}

QString GameText::capturesText(const hoyito::Rules &rules, const hoyito::TurnRecord &turn, OutcomeWords words)
{
    const int seeds = turn.summary.captured;
    // A preview has said where the move ends: its casa.
    if (words == OutcomeWords::Preview)
        return tr("captures %n", nullptr, seeds);
    // Where: the casa (and the chain behind it), or Hoyito I's fours taken
    // in passing, as the trace has them.
    QStringList holes;
    bool chain = false;
    for (const hoyito::Event &event : turn.trace) {
        if (event.kind == hoyito::EventKind::Capture || event.kind == hoyito::EventKind::EnPassantCapture)
            holes << QString(QChar::fromLatin1(hoyito::holeLetter(rules, event.hole)));
        else if (event.kind == hoyito::EventKind::ChainCapture)
            chain = true;
    }
    if (holes.isEmpty())
        return tr("captures %n", nullptr, seeds);
    if (chain && holes.size() == 1)
        //: the move list: a casa and the chain of fours behind it, "captures a chain of 12 from E"
        return tr("captures a chain of %n from %1", nullptr, seeds).arg(holes.front());
    //: the move list: "captures 4 on C"; %1 the hole (or holes, "C and E") captured
    return tr("captures %n on %1", nullptr, seeds).arg(QLocale().createSeparatedList(holes));
}

QStringList GameText::outcomeParts(const GameSetup &setup, const hoyito::TurnRecord &turn,
                                   std::optional<hoyito::Player> lastFour, hoyito::EndReason ending, OutcomeWords words)
{
    const bool turnOver = words == OutcomeWords::Preview;
    QStringList parts;
    if (turn.summary.captured > 0)
        parts << capturesText(setup.rules, turn, words);
    if (lastFour)
        parts << (*lastFour == turn.mover ? tr("takes the last four")
                                          : tr("the last four go to %1").arg(playerName(setup, *lastFour)));
    if (turn.summary.extraTurn)
        parts << tr("plays again");
    else if (turnOver && ending == hoyito::EndReason::None)
        //: a move's preview: the opponent moves next
        parts << tr("turn over");
    if (ending != hoyito::EndReason::None && ending != hoyito::EndReason::LastFour)
        parts << RulesText::endExplanation(ending);
    return parts;
}

QString GameText::movePreview(const GameSetup &setup, const hoyito::Rules &rules, const hoyito::TurnRecord &turn,
                              int landing)
{
    bool landingCaptured = false;
    hoyito::EndReason ending = hoyito::EndReason::None;
    for (const hoyito::Event &event : turn.trace) {
        if (event.kind == hoyito::EventKind::Capture && event.hole == landing)
            landingCaptured = true;
        else if (event.kind == hoyito::EventKind::GameEnd)
            ending = event.reason;
    }
    const std::optional<hoyito::Player> lastFour = hoyito::lastFourTakerOf(turn.trace);
    // The words of the move list's description (turnDescription), so a
    // preview and the move it shows read alike.
    const QStringList parts = outcomeParts(setup, turn, lastFour, ending, OutcomeWords::Preview);
    const QString move = moveNotation(rules, turn.move);
    const QString laps = tr("%n lap(s)", nullptr, turn.summary.laps);
    const QString where = landing >= 0 ? QString(QChar::fromLatin1(hoyito::holeLetter(rules, landing))) : QString();
    // The last seed of a sowing makes a four (a capture) or falls into an
    // empty hole (docs/RULES.md 3.3); Hoyito I's last four may end it in passing.
    QString head;
    if (landingCaptured || lastFour)
        //: a move's preview before it is played: "c: 3 laps, ends in E"; %1 the hole played, %2 the laps
        //: ("3 laps"), %3 the hole where its last seed falls
        head = tr("%1: %2, ends in %3").arg(move, laps, where);
    else
        //: a move's preview before it is played: "c: 1 lap, ends in the empty hole E"; %1 the hole played,
        //: %2 the laps ("1 lap"), %3 the hole, empty until then, where its last seed falls
        head = tr("%1: %2, ends in the empty hole %3").arg(move, laps, where);
    //: a move's preview: where the move ends, then what it does ("captures 8, plays again")
    return tr("%1 — %2").arg(head, parts.join(tr(", ")));
}

QString GameText::toMove(const GameSetup &setup, const hoyito::Position &pos)
{
    if (pos.isOver())
        return RulesText::gameOver();
    return tr("%1 to move").arg(playerName(setup, pos.toMove));
}

QString GameText::resultHeadline(const GameSetup &setup, hoyito::Result result)
{
    switch (result) {
    case hoyito::Result::SouthWins: return RulesText::wins(playerName(setup, hoyito::Player::South));
    case hoyito::Result::NorthWins: return RulesText::wins(playerName(setup, hoyito::Player::North));
    case hoyito::Result::Draw: return RulesText::draw();
    }
    return {};
}

QString GameText::resultTold(const GameSetup &setup, const std::array<int, 2> &scores)
{
    const hoyito::Result result = hoyito::resultOf(scores);
    const std::optional<hoyito::Player> person = setup.personAgainstComputer();
    if (!person || result == hoyito::Result::Draw)
        return resultHeadline(setup, result);
    const int margin = scores[hoyito::index(*person)] - scores[hoyito::index(hoyito::opponent(*person))];
    return margin > 0 ? RulesText::youWin(margin) : RulesText::youLose(-margin);
}

QString GameText::outcomeDetails(const GameSetup &setup, const GameOutcome &outcome)
{
    QString text = tr("The game ended because %1.").arg(RulesText::endExplanation(outcome.reason));
    if (outcome.lastFourTaker) {
        text += QLatin1Char(' ');
        text += outcome.lastFourTaker == outcome.lastMover
                    ? tr("%1 made that capture and took the last four.").arg(playerName(setup, outcome.lastMover))
                    : tr("The last four went to %1.").arg(playerName(setup, *outcome.lastFourTaker));
    }
    text += QLatin1Char(' ');
    text += tr("The game lasted %n turn(s).", nullptr, outcome.turns);
    const bool computer = setup.player(hoyito::Player::South).kind == PlayerKind::Computer ||
                          setup.player(hoyito::Player::North).kind == PlayerKind::Computer;
    if (computer && (outcome.hintsUsed > 0 || outcome.analysisUsed)) {
        text += QLatin1Char(' ');
        text += outcome.analysisUsed ? tr("Played with the engine's help: the analysis was on.")
                                     : tr("Played with the engine's help: %n hint(s).", nullptr, outcome.hintsUsed);
    }
    return text;
}

QString GameText::moveError(const GameSetup &setup, const hoyito::Position &pos, hoyito::Move move,
                            hoyito::MoveError error)
{
    const QString hole = move.isPass() || move.hole < 0 || move.hole >= pos.rules.holeCount()
                             ? QString()
                             : holeName(setup, pos.rules, move.hole);
    switch (error) {
    case hoyito::MoveError::None: return {};
    case hoyito::MoveError::GameOver: return tr("The game is over.");
    case hoyito::MoveError::OffBoard: return tr("There is no such hole.");
    case hoyito::MoveError::NotYourHole:
        return tr("That is %1; %2 is to move.").arg(hole, playerName(setup, pos.toMove));
    case hoyito::MoveError::ClosedHole: return tr("%1 is closed.").arg(hole);
    case hoyito::MoveError::EmptyHole: return tr("%1 is empty.").arg(hole);
    case hoyito::MoveError::EndlessSowing: return tr("%1 cannot be played: its sowing would never end.").arg(hole);
    case hoyito::MoveError::MustMove: return tr("%1 can move and may not pass.").arg(playerName(setup, pos.toMove));
    }
    return {};
}

} // namespace hoyito::app
