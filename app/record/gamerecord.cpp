#include "gamerecord.h"

#include <QTextBoundaryFinder>

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

namespace {

QStringList moveTexts(const Game &game)
{
    QStringList moves;
    moves.reserve(game.turnCount());
    for (Move move : game.moves())
        moves.append(QString::fromStdString(moveText(game.start().rules, move)));
    return moves;
}

// The record of one game: its rules, starter, moves and result.
GameRecord gameRecord(const Game &game, const PlayerInfo &south, const PlayerInfo &north, const QDateTime &date)
{
    const Position &start = game.start();
    GameRecord record;
    record.rules = start.rules;
    record.starter = start.toMove;
    record.players = {south, north};
    // The file keeps whole seconds; dropping the rest here makes a saved and
    // reloaded record equal to the one saved.
    record.date = date.isValid() ? date.addMSecs(-date.time().msec()) : date;
    record.moves = moveTexts(game);
    record.result = RecordResult::of(game.position());
    return record;
}

} // namespace

std::optional<Match> LoadedGame::matchSoFar() const
{
    if (!match)
        return std::nullopt;
    std::optional<Match> current = match;
    if (game.isOver() && !current->isOver())
        current->finishRound(game);
    return current;
}

std::optional<ReviewStrength> reviewStrengthOfWord(const QString &word)
{
    for (ReviewStrength strength : {ReviewStrength::Quick, ReviewStrength::Deep}) {
        if (word == reviewStrengthWord(strength))
            return strength;
    }
    return std::nullopt;
}

hoyito::ReviewLimits reviewLimits(ReviewStrength strength)
{
    return strength == ReviewStrength::Deep ? hoyito::kDeepReview : hoyito::kQuickReview;
}

ReviewRecord reviewRecordOf(ReviewStrength strength, const Rules &rules, const std::vector<hoyito::TurnReview> &turns)
{
    ReviewRecord review;
    review.strength = strength;
    review.turns.reserve(turns.size());
    // A line's first moves are all the coach reads; a file keeps no more
    // than a search can go deep.
    const auto lineText = [&rules](const std::vector<hoyito::Move> &line) {
        QStringList texts;
        for (std::size_t i = 0; i < line.size() && i < std::size_t(hoyito::kMaxSearchDepth); ++i)
            texts << QString::fromStdString(moveText(rules, line[i]));
        return texts;
    };
    for (const hoyito::TurnReview &t : turns)
        review.turns.push_back(ReviewTurnRecord{QString::fromStdString(moveText(rules, t.move)),
                                                QString::fromStdString(moveText(rules, t.best)), t.value, t.bestValue,
                                                t.depth, t.exact, lineText(t.line), lineText(t.bestLine)});
    return review;
}

std::optional<GameRecord> recordFromGame(const Game &game, const PlayerInfo &south, const PlayerInfo &north,
                                         const QDateTime &date)
{
    const Position &start = game.start();
    if (start == Position::initial(start.rules, start.toMove))
        return gameRecord(game, south, north, date);
    // The file holds the start as position text, which must give it back whole.
    if (checkStart(start) != StartError::None)
        return std::nullopt;
    const ParsedPosition text = parsePosition(positionText(start));
    if (const auto *read = std::get_if<Position>(&text); !read || !(*read == start))
        return std::nullopt;
    GameRecord record = gameRecord(game, south, north, date);
    record.startPosition = start;
    return record;
}

MatchSettings matchSettings(const GameRecord &record)
{
    const MatchRecord &match = *record.match;
    MatchSettings settings;
    settings.variant = record.rules.variant;
    settings.holesPerRow = record.rules.holesPerRow;
    settings.length = match.length;
    settings.lengthCount = match.lengthCount;
    settings.firstStarter = match.rounds.empty() ? record.starter : match.rounds.front().starter;
    settings.startRule = match.startRule;
    settings.lastFourHandicap = match.lastFourHandicap;
    settings.refill = match.refill;
    return settings;
}

std::optional<GameRecord> recordFromMatch(const Match &match, const std::vector<Game> &rounds, const Game *current,
                                          const PlayerInfo &south, const PlayerInfo &north, const QDateTime &date)
{
    if (rounds.size() != match.rounds().size())
        return std::nullopt;
    // The games played again through a match of the same settings must give
    // the caller's match, round for round.
    Match replayed(match.settings());
    for (std::size_t i = 0; i < rounds.size(); ++i) {
        const Game &round = rounds[i];
        if (replayed.isOver() || !round.isOver() || !(round.start() == replayed.roundStart()))
            return std::nullopt;
        replayed.finishRound(round);
        if (replayed.rounds().back() != match.rounds()[i])
            return std::nullopt;
    }

    std::size_t finished = rounds.size();
    std::optional<Game> fresh;
    const Game *own = current;
    if (own) {
        if (replayed.isOver() || !(own->start() == replayed.roundStart()))
            return std::nullopt;
    } else if (replayed.isOver()) {
        own = &rounds.back(); // a match is over only after a round
        --finished;
    } else {
        fresh.emplace(replayed.roundStart());
        own = &*fresh;
    }

    GameRecord record = gameRecord(*own, south, north, date);
    const MatchSettings &settings = match.settings();
    MatchRecord &saved = record.match.emplace();
    saved.length = settings.length;
    saved.lengthCount = settings.lengthCount;
    saved.startRule = settings.startRule;
    saved.lastFourHandicap = settings.lastFourHandicap;
    saved.refill = settings.refill;
    for (std::size_t i = 0; i < finished; ++i) {
        const Position &start = rounds[i].start();
        saved.rounds.push_back(RoundRecord{start.toMove, start.rules.lastFourTaker, moveTexts(rounds[i]),
                                           RecordResult::of(rounds[i].position())});
    }
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

namespace {

// Tag lines: the value quoted, a quote or backslash inside escaped as in PGN.
void appendTag(QString &text, const char *name, const QString &value)
{
    QString escaped = value;
    escaped.replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('"'), QLatin1String("\\\""));
    text += QLatin1Char('[') + QLatin1String(name) + QLatin1String(" \"") + escaped + QLatin1String("\"]\n");
}

// The numbered turns of `game`, wrapped at about 72 columns, never inside a turn.
void appendMoves(QString &text, const Game &game)
{
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
}

void appendPlayers(QString &text, const GameRecord &record)
{
    if (record.date.isValid())
        appendTag(text, "Date", record.date.date().toString(Qt::ISODate));
    appendTag(text, "South", RecordText::playerText(record.player(Player::South), Player::South));
    appendTag(text, "North", RecordText::playerText(record.player(Player::North), Player::North));
}

QString singleGameText(const GameRecord &record, const Game &game)
{
    const Position &start = game.start();
    const Rules &rules = start.rules;
    QString text;
    appendTag(text, "Variant", RulesText::variantName(rules.variant));
    appendTag(text, "Board", QStringLiteral("2x%1").arg(rules.holesPerRow));
    if (rules.lastFourTaker != LastFourTaker::Capturer)
        appendTag(text, "LastFour",
                  RulesText::sideName(rules.lastFourTaker == LastFourTaker::South ? Player::South : Player::North));
    appendPlayers(text, record);
    appendTag(text, "Start", RulesText::sideName(start.toMove));
    if (record.startPosition)
        appendTag(text, "Position", QString::fromStdString(positionText(*record.startPosition)));
    appendTag(text, "Result", RecordText::result(RecordResult::of(game.position())));
    text += QLatin1Char('\n');
    appendMoves(text, game);
    return text;
}

// One round's block: its number, starter, refill state, the last four and
// the result, then its moves. `round` is what the match recorded once the
// round was finished (absent while it goes on).
void appendRound(QString &text, const Game &game, int number, LastFourRule rule, const RoundResult *round)
{
    const Position &start = game.start();
    text += QLatin1Char('\n') + RecordText::tr("Round %1").arg(number) + QLatin1Char('\n');
    text += RecordText::tr("Start: %1").arg(RulesText::sideName(start.toMove)) + QLatin1Char('\n');
    if (start.closedHoles != 0 || start.scores[0] != 0 || start.scores[1] != 0) {
        QStringList closed;
        for (int h = 0; h < start.rules.holeCount(); ++h)
            if (start.isClosed(h))
                closed.append(QString(QLatin1Char(holeLetter(start.rules, h))));
        text += RecordText::tr("Refill: South carries %1, North carries %2; closed holes: %3")
                    .arg(start.scores[0])
                    .arg(start.scores[1])
                    .arg(closed.isEmpty() ? RecordText::tr("none") : closed.join(QLatin1Char(' '))) +
                QLatin1Char('\n');
    }
    QString lastFour = RecordText::lastFourRule(rule, start.rules.lastFourTaker, number);
    if (round && round->lastFourTakenBy)
        lastFour = RecordText::tr("%1; %2 took them").arg(lastFour, RulesText::sideName(*round->lastFourTakenBy));
    text += RecordText::tr("Last four: %1").arg(lastFour) + QLatin1Char('\n');
    text += RecordText::tr("Result: %1").arg(RecordText::result(RecordResult::of(game.position()))) + QLatin1Char('\n');
    text += QLatin1Char('\n');
    appendMoves(text, game);
}

QString matchText(const LoadedGame &loaded)
{
    const GameRecord &record = loaded.record;
    const Match scoreboard = *loaded.matchSoFar();
    const MatchSettings &settings = scoreboard.settings();
    QString text;
    appendTag(text, "Variant", RulesText::variantName(settings.variant));
    appendTag(text, "Board", QStringLiteral("2x%1").arg(settings.holesPerRow));
    appendTag(text, "Match", RecordText::matchSettings(settings));
    appendPlayers(text, record);
    appendTag(text, "Score", RecordText::matchScore(scoreboard));
    appendTag(text, "Result", RecordText::matchResult(scoreboard));

    const std::vector<RoundResult> &results = scoreboard.rounds();
    for (std::size_t i = 0; i < loaded.rounds.size(); ++i)
        appendRound(text, loaded.rounds[i], results[i].number, results[i].lastFourRule, &results[i]);
    const std::size_t own = loaded.rounds.size();
    appendRound(text, loaded.game, loaded.match->roundNumber(), loaded.match->roundLastFourRule(),
                own < results.size() ? &results[own] : nullptr);
    return text;
}

} // namespace

QString gameText(const LoadedGame &loaded)
{
    return loaded.match ? matchText(loaded) : singleGameText(loaded.record, loaded.game);
}

QString RecordText::result(const RecordResult &result)
{
    const QString score = QStringLiteral("%1-%2").arg(result.scores[0]).arg(result.scores[1]);
    switch (result.winner) {
    case Winner::None: return tr("not finished, captured %1").arg(score);
    case Winner::South: return tr("South wins %1 (%2)").arg(score, RulesText::endReason(result.reason));
    case Winner::North: return tr("North wins %1 (%2)").arg(score, RulesText::endReason(result.reason));
    case Winner::Draw: return tr("a draw %1 (%2)").arg(score, RulesText::endReason(result.reason));
    }
    return QString();
}

QString RecordText::playerText(const PlayerInfo &info, Player p)
{
    const QString name = info.name.isEmpty() ? RulesText::sideName(p) : shown(info.name, kMaxPlayerNameLength);
    if (info.kind == PlayerKind::Computer)
        return tr("%1 (computer, level %2)").arg(name, QString::number(info.level));
    return name;
}

QString RecordText::illegalMove(const Position &pos, const QString &moveText, const MoveCheck &check)
{
    const QString hole = shown(moveText);
    const QString mover = RulesText::sideName(pos.toMove);
    // After the end every move is too many, whatever its letter.
    if (pos.isOver())
        return tr("the game is already over");
    switch (check.textError) {
    case MoveTextError::None: break;
    case MoveTextError::NotAMove: return tr("\"%1\" is not a move (a hole letter, or - for a pass)").arg(hole);
    case MoveTextError::OffBoard: return tr("there is no hole %1 on a row of %2").arg(hole).arg(pos.rules.holesPerRow);
    case MoveTextError::WrongPlayer:
        return tr("hole %1 is %2's, and %3 is to move").arg(hole, RulesText::sideName(opponent(pos.toMove)), mover);
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

namespace {

// A code point that must never reach a one-line message or a name as it is.
NameProblem problemOf(char32_t c)
{
    switch (QChar::category(c)) {
    case QChar::Other_Control:
    case QChar::Separator_Line:
    case QChar::Separator_Paragraph: return NameProblem::LineBreak;
    case QChar::Other_Surrogate: return NameProblem::BrokenText;
    case QChar::Other_Format: break;
    default: return NameProblem::None;
    }
    // Format characters: direction controls mislead, most others are
    // invisible; the joiners are needed by emoji and Indic scripts, and tag
    // characters by subdivision flags.
    if (c == 0x200C || c == 0x200D || (c >= 0xE0020 && c <= 0xE007F))
        return NameProblem::None;
    if (c == 0x061C || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069))
        return NameProblem::DirectionControl;
    return NameProblem::Invisible;
}

QString escape(char32_t c)
{
    switch (c) {
    case '\n': return QStringLiteral("\\n");
    case '\r': return QStringLiteral("\\r");
    case '\t': return QStringLiteral("\\t");
    default: return QStringLiteral("\\u{%1}").arg(QString::number(uint(c), 16).toUpper().rightJustified(4, u'0'));
    }
}

// The grapheme clusters of `text`, as [start, end) offsets.
template <typename Fn> void forEachCharacter(const QString &text, Fn &&fn)
{
    QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, text);
    qsizetype start = 0;
    while (start < text.size()) {
        qsizetype end = finder.toNextBoundary();
        if (end <= start)
            end = text.size();
        if (!fn(start, end))
            return;
        start = end;
    }
}

} // namespace

int visibleLength(const QString &text)
{
    int length = 0;
    forEachCharacter(text, [&](qsizetype, qsizetype) {
        ++length;
        return true;
    });
    return length;
}

NameCheck checkPlayerName(const QString &name, int maxLength)
{
    NameCheck check;
    check.length = visibleLength(name);
    const QStringView view(name);
    for (qsizetype i = 0; i < view.size(); ++i) {
        char32_t c = view[i].unicode();
        if (QChar::isHighSurrogate(c) && i + 1 < view.size() && view[i + 1].isLowSurrogate())
            c = QChar::surrogateToUcs4(view[i], view[i + 1]), ++i;
        if (const NameProblem problem = problemOf(c); problem != NameProblem::None) {
            check.problem = problem;
            check.culprit = c;
            return check;
        }
    }
    if (check.length > maxLength) {
        check.problem = NameProblem::TooLong;
        return check;
    }
    forEachCharacter(name, [&](qsizetype start, qsizetype end) {
        if (end - start <= kMaxCharacterUnits)
            return true;
        check.problem = NameProblem::OverloadedCharacter;
        return false;
    });
    return check;
}

QString playerNameFrom(const QString &text, int maxLength)
{
    QString name;
    int length = 0;
    forEachCharacter(text, [&](qsizetype start, qsizetype end) {
        QString character;
        const QStringView view = QStringView(text).sliced(start, end - start);
        for (qsizetype i = 0; i < view.size(); ++i) {
            const bool pair = view[i].isHighSurrogate() && i + 1 < view.size() && view[i + 1].isLowSurrogate();
            const char32_t c = pair ? QChar::surrogateToUcs4(view[i], view[i + 1]) : view[i].unicode();
            if (problemOf(c) == NameProblem::None)
                character += view.sliced(i, pair ? 2 : 1);
            if (pair)
                ++i;
        }
        if (character.isEmpty())
            return true;
        if (length == maxLength)
            return false;
        name += character.left(kMaxCharacterUnits);
        ++length;
        return true;
    });
    return name;
}

QString RecordText::escaped(const QString &text)
{
    QString result;
    result.reserve(text.size());
    const QStringView view(text);
    for (qsizetype i = 0; i < view.size(); ++i) {
        char32_t c = view[i].unicode();
        const bool pair = QChar::isHighSurrogate(c) && i + 1 < view.size() && view[i + 1].isLowSurrogate();
        if (pair)
            c = QChar::surrogateToUcs4(view[i], view[i + 1]);
        if (problemOf(c) != NameProblem::None)
            result += escape(c);
        else
            result += view.sliced(i, pair ? 2 : 1);
        if (pair)
            ++i;
    }
    return result;
}

QString RecordText::shown(const QString &text, int maxLength)
{
    QString result;
    int length = 0;
    forEachCharacter(text, [&](qsizetype start, qsizetype end) {
        if (length == maxLength) {
            result += QChar(0x2026); // …
            return false;
        }
        result += escaped(text.sliced(start, end - start));
        ++length;
        return true;
    });
    return result;
}

QString RecordText::nameProblem(const NameCheck &check, int maxLength)
{
    const QString code =
        QStringLiteral("U+%1").arg(QString::number(uint(check.culprit), 16).toUpper().rightJustified(4, u'0'));
    switch (check.problem) {
    case NameProblem::None: break;
    case NameProblem::TooLong:
        return tr("a name is at most %n characters long", nullptr, maxLength) + QLatin1String(", ") +
               tr("this one has %n", nullptr, check.length);
    case NameProblem::LineBreak: return tr("a name cannot hold control characters such as line breaks (%1)").arg(code);
    case NameProblem::DirectionControl:
        return tr("a name cannot hold characters that change the writing direction (%1)").arg(code);
    case NameProblem::Invisible: return tr("a name cannot hold invisible characters (%1)").arg(code);
    case NameProblem::OverloadedCharacter:
        return tr("a name cannot stack more than %n marks on one character", nullptr, kMaxCharacterUnits);
    case NameProblem::BrokenText: return tr("a name must be valid text (this one has a broken surrogate pair)");
    }
    return QString();
}

QString RecordText::points(int halfPoints)
{
    const QString half(QChar(0x00BD)); // ½
    if (halfPoints == 1)
        return half;
    return QString::number(halfPoints / 2) + (halfPoints % 2 ? half : QString());
}

QString RecordText::matchSettings(const MatchSettings &settings)
{
    QStringList parts;
    const int count = settings.lengthCount;
    // The "%n" forms need a translation file even in English, and the
    // command-line tool has none: englishPlural() stands in for it.
    if (settings.length == MatchLength::Rounds)
        parts.append(RulesText::englishPlural(tr("%n round(s)", nullptr, count), count));
    else
        parts.append(RulesText::englishPlural(tr("first to %n win(s)", nullptr, count), count));
    parts.append(settings.startRule == StartRule::Alternate ? tr("starters alternate") : tr("the loser starts"));
    if (settings.variant == Variant::III)
        parts.append(settings.lastFourHandicap ? tr("last-four handicap") : tr("no last-four handicap"));
    if (settings.refill)
        parts.append(tr("traditional refill"));
    return parts.join(QLatin1String(", "));
}

QString RecordText::lastFourRule(LastFourRule rule, LastFourTaker taker, int round)
{
    switch (rule) {
    case LastFourRule::Capturer: break;
    case LastFourRule::PreviousWinner:
        return tr("to %1, winner of round %2")
            .arg(RulesText::sideName(taker == LastFourTaker::North ? Player::North : Player::South))
            .arg(round - 1);
    case LastFourRule::PreviousRoundDraw:
        return tr("to the capturer of the penultimate four, round %1 being drawn").arg(round - 1);
    }
    return tr("to the capturer of the penultimate four");
}

QString RecordText::matchEnd(const Match &match)
{
    switch (match.end()) {
    case MatchEnd::None: break;
    case MatchEnd::Length: {
        const int count = match.settings().lengthCount;
        if (match.settings().length == MatchLength::Rounds)
            return count == 1 ? tr("the one round was played")
                              : RulesText::englishPlural(tr("all %n round(s) were played", nullptr, count), count);
        // First to a number of wins: the winner of the match reached them.
        const QString winner = RulesText::sideName(match.result() == Result::NorthWins ? Player::North : Player::South);
        return RulesText::englishPlural(tr("%1 won %n round(s)", nullptr, count), count).arg(winner);
    }
    case MatchEnd::CannotFill:
        // The player who could not refill loses the match.
        return tr("%1 could not fill a single hole")
            .arg(RulesText::sideName(match.result() == Result::NorthWins ? Player::South : Player::North));
    }
    return QString();
}

QString RecordText::matchScore(const Match &match)
{
    const std::array<int, 2> halves = match.halfPoints();
    const std::array<int, 2> seeds = match.totalSeeds();
    const int rounds = static_cast<int>(match.rounds().size());
    const QString played = RulesText::englishPlural(tr("after %n round(s)", nullptr, rounds), rounds);
    return tr("South %1, North %2 %3; seeds %4-%5")
        .arg(points(halves[0]), points(halves[1]), played)
        .arg(seeds[0])
        .arg(seeds[1]);
}

QString RecordText::matchResult(const Match &match)
{
    if (!match.isOver())
        return tr("in progress, in round %1").arg(match.roundNumber());
    const std::array<int, 2> halves = match.halfPoints();
    const QString score = points(halves[0]) + QLatin1Char('-') + points(halves[1]);
    const QString why = matchEnd(match);
    const Result result = match.result();
    if (result == Result::Draw)
        return tr("a drawn match, %1 and equal seeds (%2)").arg(score, why);
    const QString winner = RulesText::sideName(result == Result::SouthWins ? Player::South : Player::North);
    if (match.end() == MatchEnd::CannotFill)
        return tr("%1 wins the match, %2 (%3)").arg(winner, score, why);
    if (halves[0] == halves[1]) {
        const std::array<int, 2> seeds = match.totalSeeds();
        return tr("%1 wins the match on seeds, %2 with %3-%4 seeds (%5)")
            .arg(winner, score)
            .arg(seeds[0])
            .arg(seeds[1])
            .arg(why);
    }
    return tr("%1 wins the match %2 (%3)").arg(winner, score, why);
}

} // namespace hoyito::app
