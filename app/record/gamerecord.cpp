#include "gamerecord.h"

namespace hoyito::app {

RecordResult RecordResult::of(const Position &position)
{
    RecordResult result;
    result.reason = position.ending;
    if (!position.isOver()) {
        result.scores = {position.scores[0], position.scores[1]};
        return result;
    }
    result.scores = finalScores(position);
    switch (resultOf(result.scores)) {
    case Result::SouthWins: result.winner = Winner::South; break;
    case Result::NorthWins: result.winner = Winner::North; break;
    case Result::Draw: result.winner = Winner::Draw; break;
    }
    return result;
}

std::optional<GameRecord> recordFromGame(const Game &game, const PlayerInfo &south, const PlayerInfo &north,
                                         const QDateTime &date)
{
    const Position &start = game.start();
    if (!(start == Position::initial(start.rules, start.toMove)))
        return std::nullopt;
    GameRecord record;
    record.rules = start.rules;
    record.starter = start.toMove;
    record.players = {south, north};
    // The file keeps whole seconds; dropping the rest here makes a saved and
    // reloaded record equal to the one saved.
    record.date = date.isValid() ? date.addMSecs(-date.time().msec()) : date;
    for (Move move : game.moves())
        record.moves.append(QString::fromStdString(moveText(start.rules, move)));
    record.result = RecordResult::of(game.position());
    return record;
}

QString turnText(const Game &game, int turn)
{
    const Position &before = game.positions()[turn];
    const Position &after = game.positions()[turn + 1];
    const Move move = game.moves()[turn];
    // A capture in Hoyito II and III keeps the mover on move; a pass never does.
    const bool extraTurn = !after.isOver() && !move.isPass() && after.toMove == before.toMove;
    return QString::fromStdString(moveText(before.rules, move)) + (extraTurn ? QStringLiteral("+") : QString());
}

QString gameText(const GameRecord &record, const Game &game)
{
    const Position &start = game.start();
    const Rules &rules = start.rules;
    QString text;
    auto tag = [&text](const char *name, const QString &value) {
        // Tag values are quoted; a quote or backslash inside is escaped as in PGN.
        QString escaped = value;
        escaped.replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('"'), QLatin1String("\\\""));
        text += QLatin1Char('[') + QLatin1String(name) + QLatin1String(" \"") + escaped + QLatin1String("\"]\n");
    };
    tag("Variant", RecordText::variantName(rules.variant));
    tag("Board", QStringLiteral("2x%1").arg(rules.holesPerRow));
    if (rules.lastFourTaker != LastFourTaker::Capturer)
        tag("LastFour",
            RecordText::playerName(rules.lastFourTaker == LastFourTaker::South ? Player::South : Player::North));
    if (record.match)
        tag("Round", QString::number(record.match->roundNumber()));
    if (record.date.isValid())
        tag("Date", record.date.date().toString(Qt::ISODate));
    tag("South", RecordText::playerText(record.player(Player::South), Player::South));
    tag("North", RecordText::playerText(record.player(Player::North), Player::North));
    tag("Start", RecordText::playerName(start.toMove));
    tag("Result", RecordText::result(RecordResult::of(game.position())));
    text += QLatin1Char('\n');

    // Moves wrapped at about 72 columns, never inside a turn.
    constexpr int kLineWidth = 72;
    QString line;
    for (int i = 0; i < game.turnCount(); ++i) {
        const QString turn = QString::number(i + 1) + QLatin1String(". ") + turnText(game, i);
        if (!line.isEmpty() && line.size() + 2 + turn.size() > kLineWidth) {
            text += line + QLatin1Char('\n');
            line.clear();
        }
        line += (line.isEmpty() ? QString() : QStringLiteral("  ")) + turn;
    }
    if (!line.isEmpty())
        text += line + QLatin1Char('\n');
    return text;
}

QString RecordText::playerName(Player p)
{
    return p == Player::South ? tr("South") : tr("North");
}

QString RecordText::variantName(Variant v)
{
    switch (v) {
    case Variant::I: return tr("Hoyito I");
    case Variant::II: return tr("Hoyito II");
    case Variant::III: return tr("Hoyito III");
    }
    return QString();
}

QString RecordText::endReason(EndReason reason)
{
    switch (reason) {
    case EndReason::None: return tr("not finished");
    case EndReason::LastFour: return tr("the last four");
    case EndReason::Empty: return tr("the board emptied");
    case EndReason::Repetition: return tr("a position seen three times");
    case EndReason::NoCapture200: return tr("200 turns without a capture");
    case EndReason::BothPass: return tr("neither player could move");
    }
    return QString();
}

QString RecordText::result(const RecordResult &result)
{
    const QString score = QStringLiteral("%1-%2").arg(result.scores[0]).arg(result.scores[1]);
    switch (result.winner) {
    case Winner::None: return tr("not finished, captured %1").arg(score);
    case Winner::South: return tr("South wins %1 (%2)").arg(score, endReason(result.reason));
    case Winner::North: return tr("North wins %1 (%2)").arg(score, endReason(result.reason));
    case Winner::Draw: return tr("a draw %1 (%2)").arg(score, endReason(result.reason));
    }
    return QString();
}

QString RecordText::playerText(const PlayerInfo &info, Player p)
{
    const QString name = info.name.isEmpty() ? playerName(p) : shown(info.name, kMaxPlayerNameLength);
    if (info.kind == PlayerKind::Computer)
        return tr("%1 (computer, level %2)").arg(name).arg(info.level);
    return name;
}

QString RecordText::illegalMove(const Position &pos, const QString &moveText, const MoveCheck &check)
{
    const QString hole = shown(moveText);
    const QString mover = playerName(pos.toMove);
    // After the end every move is too many, whatever its letter.
    if (pos.isOver())
        return tr("the game is already over");
    switch (check.textError) {
    case MoveTextError::None: break;
    case MoveTextError::NotAMove: return tr("\"%1\" is not a move (a hole letter, or - for a pass)").arg(hole);
    case MoveTextError::OffBoard: return tr("there is no hole %1 on a row of %2").arg(hole).arg(pos.rules.holesPerRow);
    case MoveTextError::WrongPlayer:
        return tr("hole %1 is %2's, and %3 is to move").arg(hole, playerName(opponent(pos.toMove)), mover);
    }
    switch (check.ruleError) {
    case MoveError::None: break;
    case MoveError::GameOver: return tr("the game is already over");
    case MoveError::OffBoard: return tr("there is no hole %1").arg(hole);
    case MoveError::NotYourHole: return tr("hole %1 is not %2's").arg(hole, mover);
    case MoveError::ClosedHole: return tr("hole %1 is closed").arg(hole);
    case MoveError::EmptyHole: return tr("hole %1 is empty").arg(hole);
    case MoveError::EndlessSowing: return tr("hole %1 starts a sowing that never ends").arg(hole);
    case MoveError::MustMove: return tr("%1 has a legal move and cannot pass").arg(mover);
    }
    return tr("illegal move");
}

QString RecordText::shown(const QString &text, int maxLength)
{
    QString result;
    for (const QChar c : text) {
        if (result.size() >= maxLength) {
            if (result.back().isHighSurrogate())
                result.chop(1);      // never cut a character in half
            result += QChar(0x2026); // …
            break;
        }
        result += c.category() == QChar::Other_Control ? QChar(QChar::ReplacementCharacter) : c;
    }
    return result;
}

} // namespace hoyito::app
