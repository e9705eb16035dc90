// The loader: a record's bytes read, checked field by field and replayed
// move by move through the engine (recordfile.h).

#include "recordfile_p.h"

#include "positiontext.h"

#include "hoyito/movegen.h"
#include "hoyito/search.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>

#include <algorithm>
#include <cmath>
#include <exception>

namespace hoyito::app {

namespace detail {

LoadError makeError(LoadErrorKind kind, const QString &file, const QString &field, const QString &message, int round)
{
    LoadError error;
    error.kind = kind;
    error.file = file;
    error.field = field;
    error.round = round;
    error.message = message;
    return error;
}

LoadError tooLarge(const QString &file)
{
    return makeError(
        LoadErrorKind::TooLarge, file, QString(),
        RecordFileText::tr("the file is larger than %1 MiB, too large for a game record").arg(kMaxRecordBytes >> 20));
}

LoadError unreadable(const QString &path, const QString &message)
{
    return makeError(LoadErrorKind::Unreadable, path, QString(), message);
}

qsizetype firstInvalidUtf8(QByteArrayView bytes)
{
    const auto *data = reinterpret_cast<const unsigned char *>(bytes.data());
    const qsizetype size = bytes.size();
    qsizetype i = 0;
    while (i < size) {
        const unsigned char lead = data[i];
        if (lead < 0x80) {
            ++i;
            continue;
        }
        int length = 0;
        char32_t code = 0;
        char32_t least = 0;
        if ((lead & 0xE0) == 0xC0) {
            length = 2, code = lead & 0x1F, least = 0x80;
        } else if ((lead & 0xF0) == 0xE0) {
            length = 3, code = lead & 0x0F, least = 0x800;
        } else if ((lead & 0xF8) == 0xF0) {
            length = 4, code = lead & 0x07, least = 0x10000;
        } else {
            return i;
        }
        if (size - i < length)
            return i;
        for (int k = 1; k < length; ++k) {
            if ((data[i + k] & 0xC0) != 0x80)
                return i;
            code = (code << 6) | (data[i + k] & 0x3F);
        }
        if (code < least || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
            return i;
        i += length;
    }
    return -1;
}

} // namespace detail

using namespace detail;

namespace {

// Thrown inside the loader only, caught by loadRecord(): the first problem
// found ends the load.
struct Failure {
    LoadError error;
};

constexpr char kUtf8Bom[] = "\xEF\xBB\xBF";

QString typeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null: return RecordFileText::tr("null");
    case QJsonValue::Bool: return RecordFileText::tr("true or false");
    case QJsonValue::Double: return RecordFileText::tr("a number");
    case QJsonValue::String: return RecordFileText::tr("a text");
    case QJsonValue::Array: return RecordFileText::tr("a list");
    case QJsonValue::Object: return RecordFileText::tr("an object");
    case QJsonValue::Undefined: break;
    }
    return RecordFileText::tr("nothing");
}

QString numberText(double value)
{
    return QString::number(value, 'g', 15);
}

// Reads and checks a record; every method throws Failure at the first
// problem. Structure and types are checked in full before any move is
// replayed, so a mistyped field is reported as such even after a bad move.
class Loader {
public:
    explicit Loader(const QString &fileName)
        : m_fileName(fileName)
    {
    }

    LoadedGame load(QByteArrayView bytes)
    {
        const QJsonObject root = parse(bytes);
        LoadedGame loaded = loadGame(root);
        if (root.contains(QLatin1String("review"))) {
            // A review that does not fit the game leaves the game whole: it
            // loads without the review, and says why.
            try {
                loaded.record.review =
                    review(root.value(QLatin1String("review")), loaded.record, loaded.game, loaded.review);
            } catch (const Failure &failure) {
                loaded.review.clear();
                loaded.reviewProblem = failure.error.message;
            }
        }
        return loaded;
    }

    [[noreturn]] void fail(LoadErrorKind kind, const QString &field, const QString &message, int round = 0) const
    {
        throw Failure{makeError(kind, m_fileName, field, message, round)};
    }

private:
    LoadedGame loadGame(const QJsonObject &root) const
    {
        GameRecord record = readRecord(root);
        if (!record.match) {
            Game game = replay(record.firstPosition(), record.moves, QStringLiteral("moves"), 0);
            checkResult(record.result, game, QStringLiteral("result"), 0);
            return LoadedGame{std::move(record), std::move(game), {}, std::nullopt};
        }

        // A match: every round starts where hoyito::Match says, in order,
        // and is handed back to it when finished.
        Match match(matchSettings(record));
        std::vector<Game> rounds;
        for (std::size_t i = 0; i < record.match->rounds.size(); ++i) {
            const RoundRecord &round = record.match->rounds[i];
            const QString field = element(QStringLiteral("match.rounds"), static_cast<qsizetype>(i));
            const int number = static_cast<int>(i) + 1;
            checkNotOver(match, field, number);
            const Position start = match.roundStart();
            checkRoundStart(match, start, round.starter, round.lastFourTaker, field);
            Game game = replay(start, round.moves, member(field, "moves"), number);
            if (!game.isOver())
                fail(LoadErrorKind::UnfinishedRound, field,
                     RecordFileText::tr("%1: round %2 is not finished, yet a later round follows it")
                         .arg(field)
                         .arg(number),
                     number);
            checkResult(round.result, game, member(field, "result"), number);
            match.finishRound(game);
            rounds.push_back(std::move(game));
        }
        const int number = match.roundNumber();
        checkNotOver(match, QString(), number);
        const Position start = match.roundStart();
        checkRoundStart(match, start, record.starter, record.rules.lastFourTaker, QString());
        Game game = replay(start, record.moves, QStringLiteral("moves"), number);
        checkResult(record.result, game, QStringLiteral("result"), number);
        return LoadedGame{std::move(record), std::move(game), std::move(rounds), std::move(match)};
    }

    QJsonObject parse(QByteArrayView bytes) const
    {
        if (bytes.size() > kMaxRecordBytes)
            throw Failure{tooLarge(m_fileName)};
        // A byte order mark is not JSON, but some editors write one.
        qsizetype skipped = 0;
        if (bytes.startsWith(QByteArrayView(kUtf8Bom))) {
            skipped = 3;
            bytes = bytes.sliced(3);
        }
        if (const qsizetype bad = firstInvalidUtf8(bytes); bad >= 0)
            fail(LoadErrorKind::InvalidUtf8, QString(),
                 RecordFileText::tr("the file is not UTF-8 text: byte %1 (0x%2) is invalid")
                     .arg(bad + skipped)
                     .arg(static_cast<uint>(static_cast<unsigned char>(bytes[bad])), 2, 16, QLatin1Char('0')));

        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(bytes.toByteArray(), &parseError);
        if (parseError.error != QJsonParseError::NoError) {
            const qsizetype offset = std::clamp<qsizetype>(parseError.offset, 0, bytes.size());
            // Line and column for people who edit records by hand; the
            // column counts characters, not bytes.
            int line = 1;
            int column = 1;
            for (qsizetype i = 0; i < offset; ++i) {
                const char c = bytes[i];
                if (c == '\n')
                    line += 1, column = 1;
                else if ((static_cast<unsigned char>(c) & 0xC0) != 0x80)
                    ++column;
            }
            fail(LoadErrorKind::NotJson, QString(),
                 RecordFileText::tr("not a JSON file: %1 at byte %2 (line %3, column %4)")
                     .arg(parseError.errorString())
                     .arg(offset + skipped)
                     .arg(line)
                     .arg(column));
        }
        if (!document.isObject())
            fail(LoadErrorKind::WrongFormat, QString(),
                 RecordFileText::tr("not a Hoyito game record: the file holds a JSON list, not an object"));
        return document.object();
    }

    GameRecord readRecord(const QJsonObject &root) const
    {
        const QJsonValue format = root.value(QLatin1String("format"));
        if (format.isUndefined())
            fail(LoadErrorKind::WrongFormat, QStringLiteral("format"),
                 RecordFileText::tr("not a Hoyito game record: it has no \"format\" field"));
        if (format.toString() != QLatin1String(kRecordFormat))
            fail(LoadErrorKind::WrongFormat, QStringLiteral("format"),
                 RecordFileText::tr("not a Hoyito game record: \"format\" is %1, not \"%2\"")
                     .arg(format.isString() ? QLatin1Char('"') + RecordText::shown(format.toString()) + QLatin1Char('"')
                                            : typeName(format),
                          QLatin1String(kRecordFormat)));

        const QString versionField = QStringLiteral("version");
        const QJsonValue version = required(root, versionField);
        const double versionNumber = wholeNumber(version, versionField);
        if (versionNumber < kOpeningRecordVersion || versionNumber > kRecordVersion)
            fail(LoadErrorKind::UnsupportedVersion, versionField,
                 RecordFileText::tr("version %1 records are not supported; this Hoyito reads versions %2 to %3")
                     .arg(numberText(versionNumber))
                     .arg(kOpeningRecordVersion)
                     .arg(kRecordVersion));

        GameRecord record;
        const QString variantField = QStringLiteral("variant");
        const QString variantText = string(required(root, variantField), variantField);
        const auto variant = parseVariant(variantText.toStdString());
        if (!variant)
            fail(LoadErrorKind::UnknownVariant, variantField,
                 RecordFileText::tr("variant: unknown variant \"%1\" (known: I, II, III)")
                     .arg(RecordText::shown(variantText)));
        record.rules.variant = *variant;
        record.rules.holesPerRow = number(root, QString(), "holesPerRow", kMinHolesPerRow, kMaxHolesPerRow);
        record.rules.lastFourTaker = taker(root, QString());
        record.starter = player(root, QString(), "start");

        const QJsonObject players = object(root, QString(), "players");
        record.players[index(Player::South)] = playerInfo(players, QStringLiteral("players"), "south");
        record.players[index(Player::North)] = playerInfo(players, QStringLiteral("players"), "north");

        if (const QJsonValue date = root.value(QLatin1String("date")); !date.isUndefined()) {
            const QString field = QStringLiteral("date");
            const QString text = string(date, field);
            record.date = QDateTime::fromString(text, Qt::ISODate);
            if (!record.date.isValid())
                fail(
                    LoadErrorKind::BadValue, field,
                    RecordFileText::tr("date: \"%1\" is not an ISO 8601 date and time (like 2025-01-31T14:05:00+01:00)")
                        .arg(RecordText::shown(text)));
            // Whole seconds, as the writer keeps them, so a record reads back as it was.
            record.date = record.date.addMSecs(-record.date.time().msec());
        }
        record.moves = moves(root, QString());
        record.result = result(root, QString());
        if (root.contains(QLatin1String("match")))
            record.match = match(object(root, QString(), "match"), QStringLiteral("match"));
        if (root.contains(QLatin1String("startPosition")))
            record.startPosition = startPosition(root, record, static_cast<int>(versionNumber));
        return record;
    }

    // The first position of a set-up game, which must agree with the
    // record's other fields (the moves are checked against it later).
    Position startPosition(const QJsonObject &root, const GameRecord &record, int version) const
    {
        const QString field = QStringLiteral("startPosition");
        const QString text = string(root.value(field), field);
        if (version < kStartPositionRecordVersion)
            fail(LoadErrorKind::UnsupportedVersion, field,
                 RecordFileText::tr("%1: a record with a start position is version %2, but this one says version %3")
                     .arg(field)
                     .arg(kStartPositionRecordVersion)
                     .arg(version));
        if (record.match)
            fail(LoadErrorKind::StartMismatch, field,
                 RecordFileText::tr("%1: a match starts from the opening, so only a single game has a start position")
                     .arg(field));
        const std::variant<Position, QString> read = PositionText::readStart(text);
        if (const auto *why = std::get_if<QString>(&read))
            fail(LoadErrorKind::BadStartPosition, field,
                 RecordFileText::tr("%1: \"%2\" cannot start a game: %3").arg(field, RecordText::shown(text), *why));
        const Position &start = std::get<Position>(read);
        const QString mismatch =
            start.rules.variant != record.rules.variant
                ? RecordFileText::tr("the position is of %1, but \"variant\" says %2")
                      .arg(RulesText::variantName(start.rules.variant), RulesText::variantName(record.rules.variant))
            : start.rules.holesPerRow != record.rules.holesPerRow
                ? RecordFileText::tr("the position has %1 holes a row, but \"holesPerRow\" says %2")
                      .arg(start.rules.holesPerRow)
                      .arg(record.rules.holesPerRow)
            : start.rules.lastFourTaker != record.rules.lastFourTaker
                ? RecordFileText::tr("the position gives the last four to %1, but \"lastFourTaker\" says %2")
                      .arg(latin(takerName(start.rules.lastFourTaker)), latin(takerName(record.rules.lastFourTaker)))
            : start.toMove != record.starter
                ? RecordFileText::tr("the position has %1 to move, but \"start\" says %2")
                      .arg(RulesText::sideName(start.toMove), RulesText::sideName(record.starter))
                : QString();
        if (!mismatch.isEmpty())
            fail(LoadErrorKind::StartMismatch, field, QStringLiteral("%1: %2").arg(field, mismatch));
        return start;
    }

    MatchRecord match(const QJsonObject &object, const QString &path) const
    {
        MatchRecord match;
        const QString kind = word(object, path, "lengthKind", {QStringLiteral("rounds"), QStringLiteral("wins")});
        match.length = kind == QLatin1String("wins") ? MatchLength::FirstToWins : MatchLength::Rounds;
        match.lengthCount = number(object, path, "length", 1, kMaxMatchLength);
        const QString starter =
            word(object, path, "nextStarter", {QStringLiteral("alternate"), QStringLiteral("loser")});
        match.startRule = starter == QLatin1String("loser") ? StartRule::LoserStarts : StartRule::Alternate;
        // Absent in files written before the match controller: on, the rule
        // of Hoyito III.
        if (object.contains(QLatin1String("handicap")))
            match.lastFourHandicap = boolean(required(object, member(path, "handicap")), member(path, "handicap"));
        match.refill = boolean(required(object, member(path, "refill")), member(path, "refill"));

        const QString roundsField = member(path, "rounds");
        const QJsonArray rounds = array(required(object, roundsField), roundsField);
        for (qsizetype i = 0; i < rounds.size(); ++i) {
            const QString field = element(roundsField, i);
            const QJsonValue value = rounds.at(i);
            if (!value.isObject())
                wrongType(field, RecordFileText::tr("an object"), value);
            const QJsonObject round = value.toObject();
            RoundRecord record;
            record.starter = player(round, field, "start");
            record.lastFourTaker = taker(round, field);
            record.moves = moves(round, field);
            record.result = result(round, field);
            match.rounds.push_back(record);
        }
        return match;
    }

    PlayerInfo playerInfo(const QJsonObject &players, const QString &parent, const char *key) const
    {
        const QJsonObject object = this->object(players, parent, key);
        const QString path = member(parent, key);
        PlayerInfo info;
        const QString nameField = member(path, "name");
        info.name = string(required(object, nameField), nameField);
        if (const NameCheck check = checkPlayerName(info.name); check.problem != NameProblem::None)
            fail(check.problem == NameProblem::TooLong ? LoadErrorKind::OutOfRange : LoadErrorKind::BadValue, nameField,
                 QStringLiteral("%1: %2").arg(nameField, RecordText::nameProblem(check)));
        const QString kind = word(object, path, "kind", {QStringLiteral("human"), QStringLiteral("computer")});
        if (kind == QLatin1String("computer")) {
            info.kind = PlayerKind::Computer;
            info.level = number(object, path, "level", kMinComputerLevel, kMaxComputerLevel);
        }
        return info;
    }

    QStringList moves(const QJsonObject &object, const QString &parent) const
    {
        const QString field = member(parent, "moves");
        const QJsonArray list = array(required(object, field), field);
        QStringList moves;
        moves.reserve(list.size());
        for (qsizetype i = 0; i < list.size(); ++i)
            moves.append(string(list.at(i), element(field, i)));
        return moves;
    }

    std::optional<RecordResult> result(const QJsonObject &parentObject, const QString &parent) const
    {
        if (!parentObject.contains(QLatin1String("result")))
            return std::nullopt;
        const QString path = member(parent, "result");
        const QJsonObject object = this->object(parentObject, parent, "result");
        RecordResult result;
        const QStringList winners{QStringLiteral("S"), QStringLiteral("N"), QStringLiteral("draw"),
                                  QStringLiteral("none")};
        const QString winner = word(object, path, "winner", winners);
        for (Winner w : {Winner::None, Winner::South, Winner::North, Winner::Draw})
            if (winner == resultWinnerName(w))
                result.winner = w;
        QStringList reasons;
        const EndReason allReasons[] = {EndReason::LastFour,     EndReason::Empty,    EndReason::Repetition,
                                        EndReason::NoCapture200, EndReason::BothPass, EndReason::None};
        for (EndReason r : allReasons)
            reasons.append(latin(endReasonName(r)));
        const QString reason = word(object, path, "reason", reasons);
        for (EndReason r : allReasons)
            if (reason == latin(endReasonName(r)))
                result.reason = r;

        const QString scoresField = member(path, "scores");
        const QJsonValue scoresValue = required(object, scoresField);
        const QJsonArray scores = array(scoresValue, scoresField);
        if (scores.size() != 2)
            fail(LoadErrorKind::WrongType, scoresField,
                 RecordFileText::tr("%1: expected two scores [South, North], found %2")
                     .arg(scoresField)
                     .arg(scores.size()));
        // Every seed of the largest board, the bound of any score.
        const int most = Rules{Variant::II, kMaxHolesPerRow, LastFourTaker::Capturer}.totalSeeds();
        for (int p = 0; p < 2; ++p) {
            const QString field = element(scoresField, p);
            result.scores[p] = inRange(scores.at(p), field, 0, most);
        }
        return result;
    }

    void checkResult(const std::optional<RecordResult> &stated, const Game &game, const QString &field, int round) const
    {
        if (!stated)
            return;
        const RecordResult actual = RecordResult::of(game.position());
        if (*stated != actual)
            fail(LoadErrorKind::ResultMismatch, field,
                 RecordFileText::tr("%1: the file says %2, but its moves give %3")
                     .arg(field, RecordText::result(*stated), RecordText::result(actual)),
                 round);
    }

    // The match rounds' checks. `field` is the round's JSON path
    // ("match.rounds[2]"), empty for the record's own game.
    void checkNotOver(const Match &match, const QString &field, int number) const
    {
        if (!match.isOver())
            return;
        const QString why = RecordText::matchEnd(match);
        const int last = number - 1;
        fail(LoadErrorKind::MatchOver, field,
             field.isEmpty() ? RecordFileText::tr("round %1, the record's own game, comes after the end of the match: "
                                                  "after round %2, %3")
                                   .arg(number)
                                   .arg(last)
                                   .arg(why)
                             : RecordFileText::tr("%1: round %2 comes after the end of the match: after round %3, %4")
                                   .arg(field)
                                   .arg(number)
                                   .arg(last)
                                   .arg(why),
             number);
    }

    // The stated starter and last-four taker of the round that `match`
    // starts at `start` must be the ones it gives.
    void checkRoundStart(const Match &match, const Position &start, Player starter, LastFourTaker taker,
                         const QString &field) const
    {
        const int number = match.roundNumber();
        const QString startField = member(field, "start");
        if (starter != start.toMove) {
            // Round 1's starter is the file's own choice, so a mismatch has a previous round.
            const bool loserStarts = match.settings().startRule == StartRule::LoserStarts;
            const Result previous = match.rounds().empty() ? Result::Draw : match.rounds().back().result;
            const QString why =
                !loserStarts ? RecordFileText::tr("the starters alternate")
                : previous == Result::Draw
                    ? RecordFileText::tr("round %1 was drawn, so the player who did not start it starts")
                          .arg(number - 1)
                    : RecordFileText::tr("the loser of round %1 starts").arg(number - 1);
            fail(LoadErrorKind::RoundMismatch, startField,
                 RecordFileText::tr("%1: the file says %2 starts round %3, but the match rules give %4 (%5)")
                     .arg(startField, RulesText::sideName(starter))
                     .arg(number)
                     .arg(RulesText::sideName(start.toMove), why),
                 number);
        }
        const QString takerField = member(field, "lastFourTaker");
        if (taker != start.rules.lastFourTaker) {
            const QString stated =
                taker == LastFourTaker::Capturer
                    ? RecordFileText::tr("the capturer of the penultimate four")
                    : RulesText::sideName(taker == LastFourTaker::South ? Player::South : Player::North);
            fail(LoadErrorKind::RoundMismatch, takerField,
                 RecordFileText::tr("%1: the file gives the last four of round %2 to %3, but the match rules give "
                                    "them %4")
                     .arg(takerField, QString::number(number), stated,
                          RecordText::lastFourRule(match.roundLastFourRule(), start.rules.lastFourTaker, number)),
                 number);
        }
    }

    // `round` is the match round of the game, 0 in a single game.
    Game replay(const Position &start, const QStringList &moves, const QString &field, int round) const
    {
        Game game(start);
        for (qsizetype i = 0; i < moves.size(); ++i) {
            const QString &text = moves[i];
            const MoveCheck check = readMove(game.position(), text.toStdString());
            if (!check.ok()) {
                const QString why = RecordText::illegalMove(game.position(), text, check);
                const QString shown = RecordText::shown(text);
                LoadError error = makeError(
                    LoadErrorKind::IllegalMove, m_fileName, element(field, i),
                    round > 0 ? RecordFileText::tr("round %1, move %2 (%3): %4").arg(round).arg(i + 1).arg(shown, why)
                              : RecordFileText::tr("move %1 (%2): %3").arg(i + 1).arg(shown, why),
                    round);
                error.moveIndex = static_cast<int>(i);
                error.moveText = text;
                throw Failure{error};
            }
            game.play(check.move);
        }
        return game;
    }

    // The review of `game`, the record's own game (recordfile.h), and in
    // `turns` its turns as the engine's review gives them.
    ReviewRecord review(const QJsonValue &value, const GameRecord &record, const Game &game,
                        std::vector<TurnReview> &turns) const
    {
        const QString path = QStringLiteral("review");
        if (!value.isObject())
            wrongType(path, RecordFileText::tr("an object"), value);
        const QJsonObject object = value.toObject();
        ReviewRecord review;
        // word() refuses any other word.
        review.strength = *reviewStrengthOfWord(
            word(object, path, "strength",
                 {reviewStrengthWord(ReviewStrength::Quick), reviewStrengthWord(ReviewStrength::Deep)}));
        const QString listField = member(path, "turns");
        const QJsonArray list = array(required(object, listField), listField);
        const qsizetype count = record.moves.size();
        if (list.isEmpty())
            fail(LoadErrorKind::OutOfRange, listField,
                 RecordFileText::tr("%1: the review has no turns").arg(listField));
        if (list.size() > count)
            fail(LoadErrorKind::OutOfRange, element(listField, count),
                 RecordFileText::tr("%1: the review goes on after the last turn of the game, turn %2")
                     .arg(element(listField, count))
                     .arg(count));
        if (list.size() < count)
            fail(LoadErrorKind::OutOfRange, listField,
                 RecordFileText::tr("%1: the review stops at turn %2, but the game goes on to turn %3; only a review "
                                    "of every turn is kept")
                     .arg(listField)
                     .arg(list.size())
                     .arg(count));
        turns.clear();
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString field = element(listField, i);
            const QJsonValue entry = list.at(i);
            if (!entry.isObject())
                wrongType(field, RecordFileText::tr("an object"), entry);
            const QJsonObject turn = entry.toObject();
            const Position &before = game.positions()[static_cast<std::size_t>(i)];
            const int most = before.seedsInGame() * kSeedValue;
            ReviewTurnRecord stored;
            const QString moveField = member(field, "move");
            stored.move = string(required(turn, moveField), moveField);
            const QString bestField = member(field, "best");
            stored.best = string(required(turn, bestField), bestField);
            stored.value = number(turn, field, "value", 0, most);
            stored.bestValue = number(turn, field, "bestValue", 0, most);
            stored.depth = number(turn, field, "depth", 1, kMaxSearchDepth);
            stored.exact = boolean(required(turn, member(field, "exact")), member(field, "exact"));

            if (stored.move != record.moves[i])
                fail(LoadErrorKind::BadValue, moveField,
                     RecordFileText::tr("%1: the review is of another game: turn %2 of this game is %3, not %4")
                         .arg(moveField)
                         .arg(i + 1)
                         .arg(RecordText::shown(record.moves[i]), RecordText::shown(stored.move)));
            const MoveCheck best = readMove(before, stored.best.toStdString());
            if (!best.ok())
                fail(LoadErrorKind::IllegalMove, bestField,
                     RecordFileText::tr("%1: %2 cannot be played at turn %3: %4")
                         .arg(bestField, RecordText::shown(stored.best))
                         .arg(i + 1)
                         .arg(RecordText::illegalMove(before, stored.best, best)));
            const Move played = game.moves()[static_cast<std::size_t>(i)];
            if (stored.value > stored.bestValue)
                fail(LoadErrorKind::OutOfRange, member(field, "value"),
                     RecordFileText::tr("%1: %2 is above the best value, %3")
                         .arg(member(field, "value"))
                         .arg(stored.value)
                         .arg(stored.bestValue));
            if (best.move == played && stored.value != stored.bestValue)
                fail(LoadErrorKind::BadValue, bestField,
                     RecordFileText::tr("%1: the best move is the move played, %2, yet its value %3 is not the best "
                                        "value %4")
                         .arg(bestField, RecordText::shown(stored.move))
                         .arg(stored.value)
                         .arg(stored.bestValue));
            if (!(best.move == played) && stored.value == stored.bestValue)
                fail(LoadErrorKind::BadValue, bestField,
                     RecordFileText::tr("%1: the move played, %2, has the best value, so it is the best move, not %3")
                         .arg(bestField, RecordText::shown(stored.move), RecordText::shown(stored.best)));
            // The lines, kept since the coach speaks in the review: both or
            // neither (an older review), each its move's.
            std::vector<Move> line;
            std::vector<Move> bestLine;
            if (turn.contains(QLatin1String("line")) || turn.contains(QLatin1String("bestLine"))) {
                const QString lineField = member(field, "line");
                const QString bestLineField = member(field, "bestLine");
                line = readLine(before, static_cast<int>(i) + 1, played, required(turn, lineField), lineField,
                                stored.line);
                bestLine = readLine(before, static_cast<int>(i) + 1, best.move, required(turn, bestLineField),
                                    bestLineField, stored.bestLine);
                if (best.move == played && bestLine != line)
                    fail(LoadErrorKind::BadValue, bestLineField,
                         RecordFileText::tr("%1: the best move is the move played, so its line must be the move "
                                            "played's line")
                             .arg(bestLineField));
            }
            // The loss, the class and whether the move was forced, as the
            // engine's review derives them.
            TurnReview reviewed =
                reviewTurn(static_cast<int>(i) + 1, before, played,
                           TurnValues{best.move, stored.value, stored.bestValue, stored.depth, stored.exact});
            reviewed.line = std::move(line);
            reviewed.bestLine = std::move(bestLine);
            turns.push_back(std::move(reviewed));
            review.turns.push_back(std::move(stored));
        }
        return review;
    }

    // A line of a review's turn `turn` (1-based) from `before`: a list of 1
    // to kMaxSearchDepth moves, the first `first`, each legal after the ones
    // before it. Its texts go to `texts`.
    std::vector<Move> readLine(const Position &before, int turn, Move first, const QJsonValue &value,
                               const QString &field, QStringList &texts) const
    {
        const QJsonArray list = array(value, field);
        if (list.isEmpty() || list.size() > kMaxSearchDepth)
            fail(LoadErrorKind::OutOfRange, field,
                 RecordFileText::tr("%1: a line has 1 to %2 moves, not %3")
                     .arg(field)
                     .arg(kMaxSearchDepth)
                     .arg(list.size()));
        std::vector<Move> line;
        Position pos = before;
        texts.clear();
        for (qsizetype k = 0; k < list.size(); ++k) {
            const QString moveField = element(field, k);
            const QString text = string(list.at(k), moveField);
            const MoveCheck check = readMove(pos, text.toStdString());
            if (!check.ok())
                fail(LoadErrorKind::IllegalMove, moveField,
                     RecordFileText::tr("%1: %2 cannot be played at turn %3: %4")
                         .arg(moveField, RecordText::shown(text))
                         .arg(turn + k)
                         .arg(RecordText::illegalMove(pos, text, check)));
            if (k == 0 && !(check.move == first))
                fail(LoadErrorKind::BadValue, moveField,
                     RecordFileText::tr("%1: the line starts with %2, not with its move %3")
                         .arg(moveField, RecordText::shown(text),
                              QString::fromStdString(moveText(before.rules, first))));
            texts << text;
            line.push_back(check.move);
            playTurn(pos, check.move);
        }
        return line;
    }

    // Field readers. `parent` is the JSON path of the object, `key` the member.

    QJsonValue required(const QJsonObject &object, const QString &field) const
    {
        const QString key = field.section(QLatin1Char('.'), -1);
        const QJsonValue value = object.value(key);
        if (value.isUndefined())
            fail(LoadErrorKind::MissingField, field, RecordFileText::tr("the field \"%1\" is missing").arg(field));
        return value;
    }

    [[noreturn]] void wrongType(const QString &field, const QString &expected, const QJsonValue &found) const
    {
        fail(LoadErrorKind::WrongType, field,
             RecordFileText::tr("%1: expected %2, found %3").arg(field, expected, typeName(found)));
    }

    QString string(const QJsonValue &value, const QString &field) const
    {
        if (!value.isString())
            wrongType(field, RecordFileText::tr("a text"), value);
        return value.toString();
    }

    bool boolean(const QJsonValue &value, const QString &field) const
    {
        if (!value.isBool())
            wrongType(field, RecordFileText::tr("true or false"), value);
        return value.toBool();
    }

    QJsonArray array(const QJsonValue &value, const QString &field) const
    {
        if (!value.isArray())
            wrongType(field, RecordFileText::tr("a list"), value);
        return value.toArray();
    }

    QJsonObject object(const QJsonObject &parentObject, const QString &parent, const char *key) const
    {
        const QString field = member(parent, key);
        const QJsonValue value = required(parentObject, field);
        if (!value.isObject())
            wrongType(field, RecordFileText::tr("an object"), value);
        return value.toObject();
    }

    double wholeNumber(const QJsonValue &value, const QString &field) const
    {
        if (!value.isDouble())
            wrongType(field, RecordFileText::tr("a whole number"), value);
        const double number = value.toDouble();
        if (!std::isfinite(number) || number != std::floor(number))
            fail(LoadErrorKind::WrongType, field,
                 RecordFileText::tr("%1: expected a whole number, found %2").arg(field, numberText(number)));
        return number;
    }

    int inRange(const QJsonValue &value, const QString &field, int low, int high) const
    {
        const double number = wholeNumber(value, field);
        if (number < low || number > high)
            fail(LoadErrorKind::OutOfRange, field,
                 RecordFileText::tr("%1: %2 is out of range, expected a number from %3 to %4")
                     .arg(field, numberText(number))
                     .arg(low)
                     .arg(high));
        return static_cast<int>(number);
    }

    int number(const QJsonObject &object, const QString &parent, const char *key, int low, int high) const
    {
        const QString field = member(parent, key);
        return inRange(required(object, field), field, low, high);
    }

    QString word(const QJsonObject &object, const QString &parent, const char *key, const QStringList &words) const
    {
        const QString field = member(parent, key);
        const QString text = string(required(object, field), field);
        if (!words.contains(text)) {
            QStringList quoted;
            for (const QString &w : words)
                quoted.append(QLatin1Char('"') + w + QLatin1Char('"'));
            fail(LoadErrorKind::BadValue, field,
                 RecordFileText::tr("%1: \"%2\" is not one of %3")
                     .arg(field, RecordText::shown(text), quoted.join(QLatin1String(", "))));
        }
        return text;
    }

    Player player(const QJsonObject &object, const QString &parent, const char *key) const
    {
        return word(object, parent, key, {QStringLiteral("S"), QStringLiteral("N")}) == QLatin1String("S")
                   ? Player::South
                   : Player::North;
    }

    LastFourTaker taker(const QJsonObject &object, const QString &parent) const
    {
        QStringList names;
        const LastFourTaker takers[] = {LastFourTaker::Capturer, LastFourTaker::South, LastFourTaker::North};
        for (LastFourTaker t : takers)
            names.append(latin(takerName(t)));
        const QString text = word(object, parent, "lastFourTaker", names);
        return *parseTaker(text.toStdString());
    }

    QString m_fileName;
};

} // namespace

QString LoadError::text() const
{
    return file.isEmpty() ? message : file + QLatin1String(": ") + message;
}

LoadResult loadRecord(QByteArrayView bytes, const QString &fileName)
{
    Loader loader(fileName);
    try {
        return loader.load(bytes);
    } catch (const Failure &failure) {
        return failure.error;
    } catch (const std::exception &e) {
        // Out of memory and the like: still an answer, never an escape.
        return unreadable(fileName,
                          RecordFileText::tr("cannot read the file: %1").arg(QString::fromLocal8Bit(e.what())));
    }
}

} // namespace hoyito::app
