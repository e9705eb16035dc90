// The JSON of a record, as people read it (recordfile.h).

#include "recordfile_p.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

#include <algorithm>

namespace hoyito::app {

using namespace detail;

namespace {

QJsonObject resultJson(const RecordResult &result)
{
    return QJsonObject{
        {QLatin1String("winner"), resultWinnerName(result.winner)},
        {QLatin1String("reason"), latin(endReasonName(result.reason))},
        {QLatin1String("scores"), QJsonArray{result.scores[0], result.scores[1]}},
    };
}

QJsonObject reviewJson(const ReviewRecord &review)
{
    QJsonArray turns;
    for (const ReviewTurnRecord &t : review.turns) {
        QJsonObject turn{
            {QLatin1String("move"), t.move},   {QLatin1String("best"), t.best},
            {QLatin1String("value"), t.value}, {QLatin1String("bestValue"), t.bestValue},
            {QLatin1String("depth"), t.depth}, {QLatin1String("exact"), t.exact},
        };
        if (!t.line.isEmpty() || !t.bestLine.isEmpty()) {
            turn.insert(QLatin1String("line"), QJsonArray::fromStringList(t.line));
            turn.insert(QLatin1String("bestLine"), QJsonArray::fromStringList(t.bestLine));
        }
        turns.append(turn);
    }
    return QJsonObject{
        {QLatin1String("strength"), reviewStrengthWord(review.strength)},
        {QLatin1String("turns"), turns},
    };
}

QJsonArray movesJson(const QStringList &moves)
{
    return QJsonArray::fromStringList(moves);
}

QJsonObject playerJson(const PlayerInfo &info)
{
    QJsonObject object{
        {QLatin1String("name"), info.name},
        {QLatin1String("kind"), info.kind == PlayerKind::Computer ? QLatin1String("computer") : QLatin1String("human")},
    };
    if (info.kind == PlayerKind::Computer)
        object.insert(QLatin1String("level"), info.level);
    return object;
}

// The record's JSON as people read it: keys in the order of the format
// description instead of QJsonDocument's alphabetical order, small objects
// on one line, and move lists wrapped instead of one move a line.
class JsonPrinter {
public:
    QByteArray print(const QJsonObject &root)
    {
        m_out.clear();
        value(root, 0);
        m_out += '\n';
        return m_out;
    }

private:
    static constexpr int kWidth = 100;

    static QByteArray scalar(const QJsonValue &v)
    {
        // QJsonDocument does the escaping and number formatting of one value.
        const QByteArray text = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
        return text.mid(1, text.size() - 2);
    }

    static int rank(const QString &key)
    {
        static const QStringList order{
            QStringLiteral("format"),      QStringLiteral("version"),       QStringLiteral("variant"),
            QStringLiteral("holesPerRow"), QStringLiteral("lastFourTaker"), QStringLiteral("start"),
            QStringLiteral("players"),     QStringLiteral("south"),         QStringLiteral("north"),
            QStringLiteral("name"),        QStringLiteral("kind"),          QStringLiteral("level"),
            QStringLiteral("date"),        QStringLiteral("startPosition"), QStringLiteral("moves"),
            QStringLiteral("result"),      QStringLiteral("winner"),        QStringLiteral("reason"),
            QStringLiteral("scores"),      QStringLiteral("match"),         QStringLiteral("lengthKind"),
            QStringLiteral("length"),      QStringLiteral("nextStarter"),   QStringLiteral("handicap"),
            QStringLiteral("refill"),      QStringLiteral("rounds"),        QStringLiteral("review"),
            QStringLiteral("strength"),    QStringLiteral("turns"),         QStringLiteral("move"),
            QStringLiteral("best"),        QStringLiteral("value"),         QStringLiteral("bestValue"),
            QStringLiteral("depth"),       QStringLiteral("exact")};
        const qsizetype at = order.indexOf(key);
        return at < 0 ? int(order.size()) : int(at);
    }

    static QStringList keys(const QJsonObject &object)
    {
        QStringList keys = object.keys();
        std::stable_sort(keys.begin(), keys.end(),
                         [](const QString &a, const QString &b) { return rank(a) < rank(b); });
        return keys;
    }

    // The value on one line, or empty if it holds a list or an object that
    // holds more than scalars.
    static QByteArray inlined(const QJsonValue &v)
    {
        if (v.isArray()) {
            QByteArray text = "[";
            for (const QJsonValue item : v.toArray()) {
                if (item.isArray() || item.isObject())
                    return {};
                text += (text.size() > 1 ? ", " : "") + scalar(item);
            }
            return text + ']';
        }
        if (v.isObject()) {
            const QJsonObject object = v.toObject();
            QByteArray text = "{";
            for (const QString &key : keys(object)) {
                const QByteArray item = inlined(object.value(key));
                if (item.isEmpty() || object.value(key).isObject())
                    return {};
                text += (text.size() > 1 ? ", " : "") + scalar(key) + ": " + item;
            }
            return text + '}';
        }
        return scalar(v);
    }

    void newline(int depth)
    {
        m_out += '\n';
        m_out += QByteArray(4 * depth, ' ');
    }

    qsizetype column() const { return m_out.size() - (m_out.lastIndexOf('\n') + 1); }

    void value(const QJsonValue &v, int depth)
    {
        // A text or number is never broken: a long one runs past the width.
        if (!v.isArray() && !v.isObject()) {
            m_out += scalar(v);
            return;
        }
        const QByteArray line = inlined(v);
        if (!line.isEmpty() && column() + line.size() <= kWidth) {
            m_out += line;
            return;
        }
        if (v.isObject()) {
            const QJsonObject object = v.toObject();
            m_out += '{';
            const QStringList ordered = keys(object);
            for (qsizetype i = 0; i < ordered.size(); ++i) {
                newline(depth + 1);
                m_out += scalar(ordered[i]) + ": ";
                value(object.value(ordered[i]), depth + 1);
                if (i + 1 < ordered.size())
                    m_out += ',';
            }
            newline(depth);
            m_out += '}';
            return;
        }
        const QJsonArray array = v.toArray();
        m_out += '[';
        bool wrapped = !line.isEmpty(); // scalars: as many a line as fit
        newline(depth + 1);
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (wrapped) {
                const QByteArray item = scalar(array.at(i));
                if (i > 0) {
                    if (column() + 2 + item.size() + 1 > kWidth)
                        m_out += ',', newline(depth + 1);
                    else
                        m_out += ", ";
                }
                m_out += item;
            } else {
                if (i > 0)
                    m_out += ',', newline(depth + 1);
                value(array.at(i), depth + 1);
            }
        }
        newline(depth);
        m_out += ']';
    }

    QByteArray m_out;
};

QString playerLetterText(Player p)
{
    return QString(QLatin1Char(playerLetter(p)));
}

} // namespace

QByteArray recordJson(const GameRecord &record)
{
    QJsonObject root{
        {QLatin1String("format"), QLatin1String(kRecordFormat)},
        {QLatin1String("version"), record.startPosition ? kStartPositionRecordVersion : kOpeningRecordVersion},
        {QLatin1String("variant"), latin(variantName(record.rules.variant))},
        {QLatin1String("holesPerRow"), record.rules.holesPerRow},
        {QLatin1String("lastFourTaker"), latin(takerName(record.rules.lastFourTaker))},
        {QLatin1String("start"), playerLetterText(record.starter)},
        {QLatin1String("players"),
         QJsonObject{
             {QLatin1String("south"), playerJson(record.player(Player::South))},
             {QLatin1String("north"), playerJson(record.player(Player::North))},
         }},
        {QLatin1String("moves"), movesJson(record.moves)},
    };
    if (record.date.isValid()) {
        // With its offset from UTC, so the file says when it was, wherever it is read.
        const QDateTime date = record.date.toOffsetFromUtc(record.date.offsetFromUtc());
        root.insert(QLatin1String("date"), date.toString(Qt::ISODate));
    }
    if (record.startPosition)
        root.insert(QLatin1String("startPosition"), latin(positionText(*record.startPosition)));
    if (record.result)
        root.insert(QLatin1String("result"), resultJson(*record.result));
    if (record.match) {
        const MatchRecord &match = *record.match;
        QJsonArray rounds;
        for (const RoundRecord &round : match.rounds) {
            QJsonObject object{
                {QLatin1String("start"), playerLetterText(round.starter)},
                {QLatin1String("lastFourTaker"), latin(takerName(round.lastFourTaker))},
                {QLatin1String("moves"), movesJson(round.moves)},
            };
            if (round.result)
                object.insert(QLatin1String("result"), resultJson(*round.result));
            rounds.append(object);
        }
        root.insert(
            QLatin1String("match"),
            QJsonObject{
                {QLatin1String("lengthKind"),
                 match.length == MatchLength::FirstToWins ? QLatin1String("wins") : QLatin1String("rounds")},
                {QLatin1String("length"), match.lengthCount},
                {QLatin1String("nextStarter"),
                 match.startRule == StartRule::LoserStarts ? QLatin1String("loser") : QLatin1String("alternate")},
                {QLatin1String("handicap"), match.lastFourHandicap},
                {QLatin1String("refill"), match.refill},
                {QLatin1String("rounds"), rounds},
            });
    }
    if (record.review)
        root.insert(QLatin1String("review"), reviewJson(*record.review));
    return JsonPrinter().print(root);
}

} // namespace hoyito::app
