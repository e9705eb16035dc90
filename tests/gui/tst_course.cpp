// The course of Learn Hoyito (app/gui/learn/course.cpp) played through the
// engine, with the engine's own judgement of the goals (hoyito/lesson.h):
//
// - every step starts from a position a game may start from, the history
//   plays and gives the move back to the learner (the position's mover);
// - its solution reaches the goal exactly at its last move, with as many
//   learner moves as its par, and no shorter go reaches it (steps without
//   an opponent: every line of the learner's go is tried);
// - its wrong move is legal and misses the goal with a reason, right after
//   the learner's go (for a Win step, after the opponent's replies);
// - a Sow step has no wrong move: every legal move reaches it;
// - ids are unique and stable-looking, every text is there and every
//   sentence ends with its punctuation.
//
// The opponent's replies of a Win step come from the engine's search at a
// fixed depth, deterministic on every machine, and the solutions must win
// against them. That lupdate sees the texts is tst_i18n's business.

#include "learn/course.h"

#include "hoyito/game.h"
#include "hoyito/lesson.h"
#include "hoyito/notation.h"
#include "hoyito/search.h"

#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QTest>

#include <optional>
#include <string_view>
#include <variant>

using namespace hoyito;
using namespace hoyito::app;

namespace {

// The depth of the opponent's replies in Win steps: deterministic (no time
// limit), deep enough for the small boards of the course.
constexpr int kReplyDepth = 8;

QStringList movesOf(const char *text)
{
    return QString::fromLatin1(text).split(u',', Qt::SkipEmptyParts);
}

QString stateText(const GoalCheck &check)
{
    return QStringLiteral("state %1, miss %2, learner moves %3")
        .arg(int(check.state))
        .arg(int(check.miss))
        .arg(check.learnerMoves);
}

// Plays one move written `text` for the mover of `game`; false (with a
// message) if it cannot be played.
bool playText(Game &game, const QString &text, QString *error)
{
    const MoveCheck read = readMove(game.position(), text.toStdString());
    if (!read.ok()) {
        *error = QStringLiteral("move %1 cannot be read or played").arg(text);
        return false;
    }
    if (game.check(read.move) != MoveError::None) {
        *error = QStringLiteral("move %1 is not legal").arg(text);
        return false;
    }
    game.play(read.move);
    return true;
}

// The step's game: its position with the history played.
struct StepStart {
    std::optional<Game> game;
    Player learner = Player::South;
    int firstTurn = 0;
    QString error;
};

StepStart startOf(const LessonStep &step)
{
    StepStart start;
    const ParsedPosition parsed = parsePosition(step.position);
    if (!std::holds_alternative<Position>(parsed)) {
        start.error = QStringLiteral("the position does not parse");
        return start;
    }
    const Position &pos = std::get<Position>(parsed);
    if (checkStart(pos) != StartError::None) {
        start.error = QStringLiteral("no game may start at the position (StartError %1)").arg(int(checkStart(pos)));
        return start;
    }
    start.learner = pos.toMove;
    start.game.emplace(pos);
    for (const QString &move : movesOf(step.history)) {
        if (!playText(*start.game, move, &start.error)) {
            start.error.prepend(QStringLiteral("history: "));
            start.game.reset();
            return start;
        }
    }
    if (start.game->isOver() || start.game->position().toMove != start.learner) {
        start.error = QStringLiteral("after the history the learner is not to move");
        start.game.reset();
        return start;
    }
    start.firstTurn = start.game->turnCount();
    return start;
}

// The opponent's turns, from the search, until the learner is to move or
// the game is over.
void playReplies(Game &game, Player learner, Searcher &searcher)
{
    while (!game.isOver() && game.position().toMove != learner) {
        SearchLimits limits;
        limits.depth = kReplyDepth;
        const SearchResult result = searcher.search(game.position(), limits);
        QCOMPARE(game.check(result.best), MoveError::None);
        game.play(result.best);
    }
}

// Whether some go of the learner of fewer than `moves` moves reaches the
// goal (steps judged within the learner's go). Returns the first found.
std::optional<QString> shorterGo(const LessonStep &step, Game &game, Player learner, int firstTurn, int moves,
                                 const QString &line)
{
    const GoalCheck check = checkLessonGoal(step.goal, step.count, learner, game, firstTurn);
    if (check.state == GoalState::Reached)
        return line;
    if (check.state == GoalState::Missed || game.isOver() || game.position().toMove != learner || moves == 0)
        return std::nullopt;
    const ChildList children = game.children(); // a copy: playing replaces the game's list
    for (const Child &child : children) {
        const Move move = child.move;
        game.play(move);
        const QString next = line + (line.isEmpty() ? QString() : QStringLiteral(",")) +
                             QString::fromStdString(moveText(game.start().rules, move));
        // a pass is no learner move, but it ends the go: judged at once
        const std::optional<QString> found =
            shorterGo(step, game, learner, firstTurn, move.isPass() ? moves : moves - 1, next);
        game.undo();
        if (found)
            return found;
    }
    return std::nullopt;
}

bool endsWithPunctuation(const char *text)
{
    if (!text)
        return false;
    const std::string_view view(text);
    return !view.empty() && (view.back() == '.' || view.back() == '!' || view.back() == '?');
}

} // namespace

class TstCourse : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void shape();
    void solution_data();
    void solution();
    void wrongMove_data();
    void wrongMove();

private:
    static void addSteps();
};

void TstCourse::addSteps()
{
    QTest::addColumn<int>("lesson");
    QTest::addColumn<int>("step");
    const std::span<const Lesson> lessons = course();
    for (std::size_t l = 0; l < lessons.size(); ++l)
        for (std::size_t s = 0; s < lessons[l].steps.size(); ++s)
            QTest::newRow(lessons[l].steps[s].id) << int(l) << int(s);
}

// Ids, texts, counts and pars: what the window relies on without playing.
void TstCourse::shape()
{
    const std::span<const Lesson> lessons = course();
    QVERIFY(!lessons.empty());
    const QRegularExpression idPattern(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    QSet<QString> lessonIds;
    QSet<QString> stepIds;
    int steps = 0;
    for (const Lesson &lesson : lessons) {
        const QString id = QString::fromLatin1(lesson.id);
        QVERIFY2(idPattern.match(id).hasMatch(), qPrintable(id));
        QVERIFY2(!lessonIds.contains(id), qPrintable(id));
        lessonIds.insert(id);
        QVERIFY2(lesson.title && *lesson.title, qPrintable(id));
        QVERIFY2(!endsWithPunctuation(lesson.title), qPrintable(id)); // a title, not a sentence
        QVERIFY2(lesson.intro && endsWithPunctuation(lesson.intro), qPrintable(id));
        QVERIFY2(!lesson.steps.empty(), qPrintable(id));
        for (const LessonStep &step : lesson.steps) {
            ++steps;
            const QString stepId = QString::fromLatin1(step.id);
            QVERIFY2(idPattern.match(stepId).hasMatch(), qPrintable(stepId));
            QVERIFY2(!stepIds.contains(stepId), qPrintable(stepId));
            stepIds.insert(stepId);
            QVERIFY2(step.position && step.history && step.solution && step.wrong, qPrintable(stepId));
            QVERIFY2(endsWithPunctuation(step.goalText), qPrintable(stepId));
            QVERIFY2(endsWithPunctuation(step.hint), qPrintable(stepId));
            QVERIFY2(endsWithPunctuation(step.success), qPrintable(stepId));
            QVERIFY2(step.par >= 1, qPrintable(stepId));
            QCOMPARE(int(movesOf(step.solution).size()), step.par);
            // a count where the goal has one, none where it has not
            switch (step.goal) {
            case LessonGoal::Relay:
            case LessonGoal::Capture:
            case LessonGoal::CaptureRun: QVERIFY2(step.count >= 1, qPrintable(stepId)); break;
            default: QVERIFY2(step.count == 0, qPrintable(stepId)); break;
            }
            // only a Win waits for the opponent's turns
            QCOMPARE(step.opponentLevel > 0, step.goal == LessonGoal::Win);
            if (step.opponentLevel > 0)
                QVERIFY(step.opponentLevel >= kMinLevel && step.opponentLevel <= kMaxLevel);
            // a Sow is reached by any move, so it has no wrong move
            QCOMPARE(*step.wrong == '\0', step.goal == LessonGoal::Sow);
        }
    }
    QVERIFY(steps > 0);
}

void TstCourse::solution_data()
{
    addSteps();
}

// The solution reaches the goal at its last move, at par; nothing shorter does.
void TstCourse::solution()
{
    QFETCH(int, lesson);
    QFETCH(int, step);
    const LessonStep &s = course()[std::size_t(lesson)].steps[std::size_t(step)];
    StepStart start = startOf(s);
    QVERIFY2(start.game, qPrintable(start.error));
    Game &game = *start.game;
    Searcher searcher(4);

    const QStringList moves = movesOf(s.solution);
    GoalCheck check;
    for (int i = 0; i < moves.size(); ++i) {
        if (s.opponentLevel > 0) {
            playReplies(game, start.learner, searcher);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY2(!game.isOver(), qPrintable(QStringLiteral("the game ended before move %1").arg(i + 1)));
        QCOMPARE(game.position().toMove, start.learner);
        QString error;
        QVERIFY2(playText(game, moves[i], &error), qPrintable(error));
        check = checkLessonGoal(s.goal, s.count, start.learner, game, start.firstTurn);
        if (i + 1 < moves.size())
            QVERIFY2(check.state == GoalState::Open,
                     qPrintable(QStringLiteral("after move %1: %2").arg(i + 1).arg(stateText(check))));
    }
    QVERIFY2(check.state == GoalState::Reached, qPrintable(stateText(check)));
    QCOMPARE(check.miss, GoalMiss::None);
    QCOMPARE(check.learnerMoves, s.par);

    // par is the fewest: no go of the learner reaches the goal sooner
    if (s.opponentLevel == 0 && s.par > 1) {
        StepStart fresh = startOf(s);
        QVERIFY(fresh.game);
        const std::optional<QString> shorter =
            shorterGo(s, *fresh.game, fresh.learner, fresh.firstTurn, s.par - 1, QString());
        QVERIFY2(!shorter,
                 qPrintable(QStringLiteral("%1 reaches the goal under par").arg(shorter.value_or(QString()))));
    }
}

void TstCourse::wrongMove_data()
{
    addSteps();
}

// The wrong move is legal and misses the goal with a reason.
void TstCourse::wrongMove()
{
    QFETCH(int, lesson);
    QFETCH(int, step);
    const LessonStep &s = course()[std::size_t(lesson)].steps[std::size_t(step)];
    StepStart start = startOf(s);
    QVERIFY2(start.game, qPrintable(start.error));
    Game &game = *start.game;

    if (s.goal == LessonGoal::Sow) {
        // no wrong move: every legal move reaches the goal
        const ChildList children = game.children(); // a copy: playing replaces the game's list
        for (const Child &child : children) {
            game.play(child.move);
            const GoalCheck check = checkLessonGoal(s.goal, s.count, start.learner, game, start.firstTurn);
            QVERIFY2(check.state == GoalState::Reached, qPrintable(stateText(check)));
            game.undo();
        }
        return;
    }

    const QStringList wrong = movesOf(s.wrong);
    QCOMPARE(wrong.size(), 1);
    QVERIFY2(wrong.front() != movesOf(s.solution).front(), "the wrong move is the solution's first");
    QString error;
    QVERIFY2(playText(game, wrong.front(), &error), qPrintable(error));
    GoalCheck check = checkLessonGoal(s.goal, s.count, start.learner, game, start.firstTurn);
    if (check.state == GoalState::Open && s.opponentLevel > 0) {
        // a Win is judged at the end of the game: the opponent replies
        Searcher searcher(4);
        playReplies(game, start.learner, searcher);
        if (QTest::currentTestFailed())
            return;
        check = checkLessonGoal(s.goal, s.count, start.learner, game, start.firstTurn);
    }
    QVERIFY2(check.state == GoalState::Missed, qPrintable(stateText(check)));
    QVERIFY(check.miss != GoalMiss::None);
    QCOMPARE(check.learnerMoves, 1);
}

QTEST_GUILESS_MAIN(TstCourse)
#include "tst_course.moc"
