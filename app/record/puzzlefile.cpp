#include "puzzlefile.h"

#include "positiontext.h"

#include "hoyito/notation.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

#include <cmath>

namespace hoyito::app {

namespace {

// JSON numbers are doubles: the seed and the game stay exact below 2^53.
constexpr double kLargestExact = 9007199254740992.0;

// A whole number from 0 to `high`, or nothing.
std::optional<std::uint64_t> wholeNumber(const QJsonValue &value, double high)
{
    if (!value.isDouble())
        return std::nullopt;
    const double d = value.toDouble();
    if (d < 0 || d > high || std::floor(d) != d)
        return std::nullopt;
    return static_cast<std::uint64_t>(d);
}

} // namespace

QByteArray PuzzleFile::line(const puzzles::Puzzle &puzzle)
{
    QJsonObject object;
    object.insert(QStringLiteral("id"), QString::fromStdString(puzzle.id));
    object.insert(QStringLiteral("position"), QString::fromStdString(positionText(puzzle.position)));
    QJsonArray solution;
    Position pos = puzzle.position;
    for (Move move : puzzle.solution) {
        solution.append(QString::fromStdString(moveText(pos.rules, move)));
        playTurn(pos, move);
    }
    object.insert(QStringLiteral("solution"), solution);
    QJsonArray themes;
    for (puzzles::Theme theme : puzzle.themes)
        themes.append(QString::fromUtf8(puzzles::themeName(theme)));
    object.insert(QStringLiteral("themes"), themes);
    object.insert(QStringLiteral("rating"), puzzle.rating);
    object.insert(QStringLiteral("proven"), puzzle.proven);
    object.insert(QStringLiteral("depth"), puzzle.depth);
    object.insert(QStringLiteral("seed"), static_cast<double>(puzzle.seed));
    object.insert(QStringLiteral("game"), static_cast<double>(puzzle.game));
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

std::variant<puzzles::Puzzle, QString> PuzzleFile::read(const QByteArray &line)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(line, &error);
    if (error.error != QJsonParseError::NoError)
        return tr("not JSON: %1 at character %2").arg(error.errorString()).arg(error.offset + 1);
    if (!document.isObject())
        return tr("not a JSON object");
    const QJsonObject object = document.object();
    puzzles::Puzzle puzzle;

    const QJsonValue id = object.value(QStringLiteral("id"));
    if (!id.isString() || id.toString().isEmpty())
        return tr("\"id\" must be a text that is not empty");
    puzzle.id = id.toString().toStdString();

    const QJsonValue position = object.value(QStringLiteral("position"));
    if (!position.isString())
        return tr("\"position\" must be a position text");
    const std::variant<Position, QString> start = PositionText::readStart(position.toString());
    if (const auto *problem = std::get_if<QString>(&start))
        return tr("\"position\": %1").arg(*problem);
    puzzle.position = std::get<Position>(start);

    const QJsonValue solution = object.value(QStringLiteral("solution"));
    if (!solution.isArray() || solution.toArray().isEmpty())
        return tr("\"solution\" must be a list of moves that is not empty");
    Position pos = puzzle.position;
    int number = 0;
    for (const auto &value : solution.toArray()) {
        ++number;
        if (!value.isString())
            return tr("\"solution\": move %1 is not a text").arg(number);
        if (pos.isOver())
            return tr("\"solution\": move %1 comes after the end of the game").arg(number);
        const MoveCheck check = readMove(pos, value.toString().toStdString());
        if (!check.ok())
            return tr("\"solution\": move %1 '%2' cannot be played at %3")
                .arg(number)
                .arg(value.toString(), PositionText::text(pos));
        puzzle.solution.push_back(check.move);
        playTurn(pos, check.move);
    }

    const QJsonValue themes = object.value(QStringLiteral("themes"));
    if (!themes.isArray())
        return tr("\"themes\" must be a list of theme names");
    for (const auto &value : themes.toArray()) {
        const std::optional<puzzles::Theme> theme = puzzles::parseTheme(value.toString().toStdString());
        if (!value.isString() || !theme)
            return tr("\"themes\": '%1' is not a theme").arg(value.toVariant().toString());
        puzzle.themes.push_back(*theme);
    }

    const std::optional<std::uint64_t> rating = wholeNumber(object.value(QStringLiteral("rating")), 10000);
    if (!rating)
        return tr("\"rating\" must be a whole number from 0 to 10000");
    puzzle.rating = static_cast<int>(*rating);

    const QJsonValue proven = object.value(QStringLiteral("proven"));
    if (!proven.isBool())
        return tr("\"proven\" must be true or false");
    puzzle.proven = proven.toBool();

    // Optional: the depth that judged it (check's search), where it came from.
    const QJsonValue depthValue = object.value(QStringLiteral("depth"));
    const std::optional<std::uint64_t> depth = wholeNumber(depthValue, 100);
    if (!depthValue.isUndefined() && (!depth || *depth < 1))
        return tr("\"depth\" must be a whole number from 1 to 100");
    puzzle.depth = depth ? static_cast<int>(*depth) : 0;
    for (const auto &[name, field] :
         {std::pair{QStringLiteral("seed"), &puzzle.seed}, std::pair{QStringLiteral("game"), &puzzle.game}}) {
        const QJsonValue value = object.value(name);
        const std::optional<std::uint64_t> number = wholeNumber(value, kLargestExact);
        if (!value.isUndefined() && !number)
            return tr("\"%1\" must be a whole number").arg(name);
        *field = number.value_or(0);
    }
    return puzzle;
}

} // namespace hoyito::app
