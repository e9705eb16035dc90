#include "positiontext.h"

#include "rulestext.h"

namespace hoyito::app {

QString PositionText::parseProblem(const PositionTextProblem &problem)
{
    switch (problem.error) {
    case PositionTextError::None: break;
    case PositionTextError::FieldCount:
        return tr("a position is written VARIANT:N:MOVER:HOLES:SOUTH_SCORE:NORTH_SCORE[:TAKER], in 6 or 7 fields");
    case PositionTextError::Variant: return tr("the variant (field 1) must be I, II or III");
    case PositionTextError::HolesPerRow:
        return tr("the holes per row (field 2) must be a number from %1 to %2")
            .arg(kMinHolesPerRow)
            .arg(kMaxHolesPerRow);
    case PositionTextError::Mover: return tr("the player to move (field 3) must be S or N");
    case PositionTextError::HoleCount: return tr("field 4 must hold one seed count for each hole of both rows");
    case PositionTextError::HoleSeeds:
        //: %1 the place of the bad seed count in field 4's list: 1 for the first
        return tr("field 4, item %1: the seed count must be a number from 0 to the 8N seeds of the game, or x for a "
                  "closed hole")
            .arg(problem.item + 1);
    case PositionTextError::Score:
        return tr("%1's score (field %2) must be a number from 0 to the 8N seeds of the game")
            .arg(RulesText::sideName(problem.field == 5 ? Player::South : Player::North))
            .arg(problem.field);
    case PositionTextError::TooManySeeds: return tr("the board and the scores hold more than the 8N seeds of the game");
    case PositionTextError::Taker: return tr("the last-four taker (field 7) must be capturer, S or N");
    }
    return QString();
}

QString PositionText::startProblem(const Position &pos, StartError error)
{
    const Rules &rules = pos.rules;
    const QString mover = RulesText::sideName(pos.toMove);
    switch (error) {
    case StartError::None: break;
    case StartError::GameOver: return tr("the game is over in this position");
    case StartError::HolesPerRow:
        return tr("a row has %1 to %2 holes, not %3").arg(kMinHolesPerRow).arg(kMaxHolesPerRow).arg(rules.holesPerRow);
    case StartError::TooManySeeds:
        return tr("the board and the scores hold %1 seeds, more than the %2 of a game on this board")
            .arg(pos.seedsInGame())
            .arg(rules.totalSeeds());
    case StartError::SeedsInClosedHole:
        for (int h = 0; h < rules.holeCount(); ++h)
            if (pos.isClosed(h) && pos.seeds[h] != 0)
                return tr("hole %1 is closed and cannot hold seeds").arg(QLatin1Char(holeLetter(rules, h)));
        break;
    case StartError::EmptyBoard: return tr("there are no seeds on the board, so the game is over");
    case StartError::LastFourLeft:
        return tr("every seed but the last four is captured, so the capture that left them ended the game");
    case StartError::MoverHasNoSeeds:
        return tr("%1 is to move but has no seeds, and a game cannot begin with a pass").arg(mover);
    case StartError::OnlyEndless:
        return tr("every hole %1 could play starts a sowing that never ends, and a game cannot begin with a pass")
            .arg(mover);
    }
    return QString();
}

std::variant<Position, QString> PositionText::readStart(const QString &text)
{
    const ParsedPosition parsed = parsePosition(text.trimmed().toStdString());
    if (const auto *problem = std::get_if<PositionTextProblem>(&parsed))
        return parseProblem(*problem);
    const Position &pos = std::get<Position>(parsed);
    if (const StartError error = checkStart(pos); error != StartError::None)
        return startProblem(pos, error);
    return pos;
}

QString PositionText::text(const Position &pos)
{
    return QString::fromStdString(positionText(pos));
}

} // namespace hoyito::app
