#include "learn/puzzleset.h"

#include "logging/categories.h"

#include "puzzlefile.h"

#include <QFile>
#include <QRandomGenerator>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace hoyito::app {

bool isOnBoard(const puzzles::Puzzle &puzzle, PuzzleBoard board)
{
    const hoyito::Rules &rules = puzzle.position.rules;
    switch (board) {
    case PuzzleBoard::II6: return rules.variant == hoyito::Variant::II && rules.holesPerRow == 6;
    case PuzzleBoard::III6: return rules.variant == hoyito::Variant::III && rules.holesPerRow == 6;
    case PuzzleBoard::II12: return rules.variant == hoyito::Variant::II && rules.holesPerRow == 12;
    }
    return false;
}

namespace {

bool hasTheme(const puzzles::Puzzle &puzzle, std::optional<puzzles::Theme> theme)
{
    return !theme || std::find(puzzle.themes.begin(), puzzle.themes.end(), *theme) != puzzle.themes.end();
}

} // namespace

PuzzleSet::PuzzleSet(std::vector<puzzles::Puzzle> puzzles)
    : m_puzzles(std::move(puzzles))
{
}

PuzzleSet PuzzleSet::fromLines(const QByteArray &data, const QString &source)
{
    std::vector<puzzles::Puzzle> read;
    QSet<QString> ids;
    int number = 0;
    for (const QByteArray &line : data.split('\n')) {
        ++number;
        if (line.trimmed().isEmpty())
            continue;
        auto result = PuzzleFile::read(line.trimmed());
        if (const QString *error = std::get_if<QString>(&result)) {
            qCWarning(lcPuzzles).noquote() << source << "line" << number << "skipped:" << *error;
            continue;
        }
        auto &puzzle = std::get<puzzles::Puzzle>(result);
        const QString id = QString::fromStdString(puzzle.id);
        if (ids.contains(id)) {
            qCWarning(lcPuzzles).noquote() << source << "line" << number << "skipped: the id" << id << "again";
            continue;
        }
        ids.insert(id);
        read.push_back(std::move(puzzle));
    }
    qCDebug(lcPuzzles) << read.size() << "puzzles read from" << source;
    return PuzzleSet(std::move(read));
}

PuzzleSet PuzzleSet::fromFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        qCWarning(lcPuzzles).noquote() << "cannot read the puzzles" << path << file.errorString();
        return {};
    }
    return fromLines(file.readAll(), path);
}

const puzzles::Puzzle *PuzzleSet::find(const QString &id) const
{
    const std::string wanted = id.toStdString();
    const auto it =
        std::find_if(m_puzzles.begin(), m_puzzles.end(), [&](const puzzles::Puzzle &p) { return p.id == wanted; });
    return it == m_puzzles.end() ? nullptr : &*it;
}

int PuzzleSet::count(PuzzleBoard board) const
{
    return int(std::count_if(m_puzzles.begin(), m_puzzles.end(),
                             [board](const puzzles::Puzzle &p) { return isOnBoard(p, board); }));
}

const puzzles::Puzzle *PuzzleSet::pick(PuzzleBoard board, std::optional<puzzles::Theme> theme, double rating,
                                       const QStringList &attempted, QRandomGenerator &random) const
{
    std::vector<const puzzles::Puzzle *> fresh;
    std::vector<const puzzles::Puzzle *> seen;
    for (const puzzles::Puzzle &p : m_puzzles) {
        if (!isOnBoard(p, board) || !hasTheme(p, theme))
            continue;
        (attempted.contains(QString::fromStdString(p.id)) ? seen : fresh).push_back(&p);
    }
    // Every puzzle attempted: they come round again (no longer rated).
    const std::vector<const puzzles::Puzzle *> &pool = fresh.empty() ? seen : fresh;
    if (pool.empty())
        return nullptr;
    for (const double range : {200.0, 400.0}) {
        std::vector<const puzzles::Puzzle *> near;
        for (const puzzles::Puzzle *p : pool)
            if (std::abs(p->rating - rating) <= range)
                near.push_back(p);
        if (!near.empty())
            return near[random.bounded(quint32(near.size()))];
    }
    return *std::min_element(pool.begin(), pool.end(), [rating](const puzzles::Puzzle *a, const puzzles::Puzzle *b) {
        return std::abs(a->rating - rating) < std::abs(b->rating - rating);
    });
}

const puzzles::Puzzle *PuzzleSet::nextHarder(PuzzleBoard board, std::optional<puzzles::Theme> theme, int above,
                                             const QStringList &done) const
{
    const puzzles::Puzzle *next = nullptr;
    for (const puzzles::Puzzle &p : m_puzzles) {
        if (!isOnBoard(p, board) || !hasTheme(p, theme) || p.rating < above ||
            done.contains(QString::fromStdString(p.id)))
            continue;
        if (!next || p.rating < next->rating)
            next = &p;
    }
    return next;
}

} // namespace hoyito::app
