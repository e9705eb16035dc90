// Learn Hoyito's window: every step of the course played on its board with
// the course's solution reaches the goal and keeps its stars; a wrong move
// says why and Retry starts again; the hint costs a star; Next waits for the
// move's animation and moves on; a judged step takes no more moves.

#include "engineutil.h"
#include "windowutil.h"

#include "board/boardscene.h"
#include "board/boardview.h"
#include "config/language.h"
#include "config/settings.h"
#include "game/gamecontroller.h"
#include "game/gametext.h"
#include "learn/course.h"
#include "learn/lessonoffer.h"
#include "learn/lessontext.h"
#include "learn/lessonwindow.h"
#include "setup/newgamedialog.h"
#include "window/mainwindow.h"

#include "hoyito/notation.h"

#include <QAction>
#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <optional>
#include <variant>

using namespace hoyito;
using namespace hoyito::app;

namespace {

// Plays one of the learner's moves on the window's board, as a click does,
// once the board takes it.
bool playMove(LessonWindow &window, const QString &letter)
{
    GameController *c = window.controller();
    if (!QTest::qWaitFor([c] { return c->isAwaitingBoardInput(); }, 10000))
        return false;
    const MoveCheck check = readMove(c->position(), letter.toStdString());
    if (!check.ok())
        return false;
    c->boardHoleActivated(check.move.hole);
    return true;
}

// The first step of the course with a wrong move to try and no opponent:
// its lesson and step.
std::pair<int, int> plainStep()
{
    const std::span<const Lesson> lessons = course();
    for (int l = 0; l < int(lessons.size()); ++l)
        for (int s = 0; s < int(lessons[std::size_t(l)].steps.size()); ++s) {
            const LessonStep &step = lessons[std::size_t(l)].steps[std::size_t(s)];
            if (step.opponentLevel == 0 && step.wrong[0] != '\0')
                return {l, s};
        }
    qFatal("the course has no step with a wrong move and no opponent");
}

const LessonStep &stepAt(std::pair<int, int> at)
{
    return course()[std::size_t(at.first)].steps[std::size_t(at.second)];
}

bool playMoves(LessonWindow &window, const char *list)
{
    for (const QString &letter : QString::fromLatin1(list).split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!playMove(window, letter.trimmed()))
            return false;
    return true;
}

} // namespace

class TstLearn : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void everyStepIsReachedOnTheBoard();
    void aWrongMoveSaysWhyAndRetryStartsAgain();
    void theHintCostsAStar();
    void nextWaitsForTheAnimation();
    void aJudgedStepTakesNoMoreMoves();
    void progressIsKeptAndTheListShowsIt();
    void theWindowFitsItsWordsInEveryLanguage();
    void theMainWindowOffersTheLessons();
    void theCourseEndsWithAGame();
    void aStepWithEarlierMovesShowsThem();
    void theMovesBeforeAStepArePlayedOnTheBoard();
    void aGoalOfSeveralMovesSaysWhyTheLearnerMovesAgain();
    void theBoardKeepsItsPlaceFromStepToStep();
    void cleanup();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
};

void TstLearn::initTestCase()
{
    GameText::installEnglishPlurals(); // as the program does
}

void TstLearn::init()
{
    QVERIFY(m_dir.isValid());
    m_settings.reset(); // it writes its values back when it goes
    QFile::remove(m_dir.filePath(QStringLiteral("learn.ini")));
    m_settings = test::instantSettings(m_dir.filePath(QStringLiteral("learn.ini")));
}

void TstLearn::everyStepIsReachedOnTheBoard()
{
    LessonWindow window(*m_settings);
    QVERIFY(test::showWindow(window));
    const std::span<const Lesson> lessons = course();
    QVERIFY(!lessons.empty());
    for (int l = 0; l < int(lessons.size()); ++l) {
        for (int s = 0; s < int(lessons[std::size_t(l)].steps.size()); ++s) {
            const LessonStep &step = lessons[std::size_t(l)].steps[std::size_t(s)];
            // The computer's replies in the window are its own: a step with
            // an opponent is played through by tst_course against the search.
            if (step.opponentLevel > 0)
                continue;
            window.startStep(l, s);
            QCOMPARE(window.goalState(), GoalState::Open);
            QVERIFY(!window.goalText().isEmpty());
            QVERIFY2(playMoves(window, step.solution), step.id);
            QTRY_COMPARE_WITH_TIMEOUT(window.goalState(), GoalState::Reached, 10000);
            QVERIFY2(window.outcomeText().contains(LessonText::stars(3)), qPrintable(window.outcomeText()));
            // The step's words alone: no result banner over a game it ended.
            QVERIFY2(window.scene()->bannerText().isEmpty(), step.id);
            QCOMPARE(m_settings->lessonStars(QString::fromLatin1(step.id)), 3);
            QVERIFY(window.nextButton()->isEnabled());
        }
    }
}

void TstLearn::aWrongMoveSaysWhyAndRetryStartsAgain()
{
    LessonWindow window(*m_settings);
    QVERIFY(test::showWindow(window));
    const std::pair<int, int> at = plainStep();
    window.startStep(at.first, at.second);
    const LessonStep &step = stepAt(at);
    const Position start = window.controller()->position();
    QVERIFY(playMoves(window, step.wrong));
    QTRY_COMPARE_WITH_TIMEOUT(window.goalState(), GoalState::Missed, 10000);
    QVERIFY(!window.outcomeText().isEmpty());
    QVERIFY(!window.nextButton()->isEnabled());
    QCOMPARE(m_settings->lessonStars(QString::fromLatin1(step.id)), 0);
    QTest::mouseClick(window.retryButton(), Qt::LeftButton);
    QCOMPARE(window.goalState(), GoalState::Open);
    QVERIFY(window.outcomeText().isEmpty());
    QCOMPARE(positionText(window.controller()->position()), positionText(start));
    QCOMPARE(test::sceneDifference(*window.scene(), start), QString());
    QVERIFY(playMoves(window, step.solution));
    QTRY_COMPARE_WITH_TIMEOUT(window.goalState(), GoalState::Reached, 10000);
}

void TstLearn::theHintCostsAStar()
{
    LessonWindow window(*m_settings);
    QVERIFY(test::showWindow(window));
    const std::pair<int, int> at = plainStep();
    window.startStep(at.first, at.second);
    const LessonStep &step = stepAt(at);
    QTest::mouseClick(window.hintButton(), Qt::LeftButton);
    QVERIFY(window.outcomeText().contains(LessonText::course(step.hint)));
    QVERIFY(playMoves(window, step.solution));
    QTRY_COMPARE_WITH_TIMEOUT(window.goalState(), GoalState::Reached, 10000);
    QCOMPARE(m_settings->lessonStars(QString::fromLatin1(step.id)), 2);
    QVERIFY(window.outcomeText().contains(LessonText::stars(2)));
    // Passed again without it: the better stars are kept.
    QTest::mouseClick(window.retryButton(), Qt::LeftButton);
    QVERIFY(playMoves(window, step.solution));
    QTRY_COMPARE_WITH_TIMEOUT(window.goalState(), GoalState::Reached, 10000);
    QCOMPARE(m_settings->lessonStars(QString::fromLatin1(step.id)), 3);
}

void TstLearn::nextWaitsForTheAnimation()
{
    m_settings->setAnimationSpeed(AnimationSpeed::Slow);
    LessonWindow window(*m_settings);
    QVERIFY(test::showWindow(window));
    const std::pair<int, int> at = plainStep();
    window.startStep(at.first, at.second);
    const LessonStep &step = stepAt(at);
    QVERIFY(playMoves(window, step.solution));
    // The move is in the game, the board still sows it: nothing is judged.
    QCOMPARE(window.controller()->state(), GameController::State::Animating);
    QVERIFY(!window.nextButton()->isEnabled());
    QCOMPARE(window.goalState(), GoalState::Open);
    QTRY_COMPARE_WITH_TIMEOUT(window.goalState(), GoalState::Reached, 20000);
    QVERIFY(window.nextButton()->isEnabled());
    QTest::mouseClick(window.nextButton(), Qt::LeftButton);
    const bool lastStep = at.second + 1 == int(course()[std::size_t(at.first)].steps.size());
    QCOMPARE(window.lessonIndex(), lastStep ? at.first + 1 : at.first);
    QCOMPARE(window.stepIndex(), lastStep ? 0 : at.second + 1);
    QCOMPARE(window.goalState(), GoalState::Open);
    QVERIFY(!window.nextButton()->isEnabled());
}

void TstLearn::aJudgedStepTakesNoMoreMoves()
{
    LessonWindow window(*m_settings);
    QVERIFY(test::showWindow(window));
    // A step whose goal is reached by a capture: the learner would move
    // again, but the step is over.
    const std::span<const Lesson> lessons = course();
    for (int l = 0; l < int(lessons.size()); ++l) {
        for (int s = 0; s < int(lessons[std::size_t(l)].steps.size()); ++s) {
            const LessonStep &step = lessons[std::size_t(l)].steps[std::size_t(s)];
            if (step.goal != LessonGoal::Capture || step.opponentLevel > 0)
                continue;
            window.startStep(l, s);
            QVERIFY(playMoves(window, step.solution));
            QTRY_COMPARE_WITH_TIMEOUT(window.goalState(), GoalState::Reached, 10000);
            const int turns = window.controller()->turnCount();
            QTest::qWait(100);
            QVERIFY(!window.controller()->isThinking());
            for (int hole = 0; hole < 2 * window.controller()->position().rules.holesPerRow; ++hole)
                window.scene()->holeActivated(hole);
            QTest::qWait(100);
            QCOMPARE(window.controller()->turnCount(), turns);
            return;
        }
    }
    QFAIL("the course has no capture step");
}

void TstLearn::progressIsKeptAndTheListShowsIt()
{
    const Lesson &first = course()[0];
    for (const LessonStep &step : first.steps)
        m_settings->setLessonStars(QString::fromLatin1(step.id), 2);
    // A value that makes no sense counts as not passed.
    m_settings->setLessonStars(QStringLiteral("no-such-step"), 3);
    LessonWindow window(*m_settings);
    // The first lesson is passed: the window opens on the next.
    QCOMPARE(window.lessonIndex(), course().size() > 1 ? 1 : 0);
    auto *list = window.findChild<QListWidget *>(QStringLiteral("lessonList"));
    QVERIFY(list);
    QCOMPARE(list->count(), int(course().size()));
    QVERIFY(list->item(0)->text().contains(LessonText::stars(2)));
    QVERIFY(list->item(0)->data(Qt::AccessibleTextRole).toString().contains(LessonText::starsSpoken(2)));
    if (course().size() > 1)
        QVERIFY(list->item(1)->text().contains(LessonText::stars(0)));
    // Choosing a lesson in the list starts its first step.
    list->setCurrentRow(0);
    QCOMPARE(window.lessonIndex(), 0);
    QCOMPARE(window.stepIndex(), 0);
}

void TstLearn::cleanup()
{
    Language::apply(QString::fromLatin1(Language::kEnglish));
}

void TstLearn::theWindowFitsItsWordsInEveryLanguage()
{
    // With HOYITO_POLISH_SHOTS set, the window is kept there as PNGs: at
    // rest with the hint, mid-move, and reached, small and large.
    const QString shots = qEnvironmentVariable("HOYITO_POLISH_SHOTS");
    const auto shoot = [&shots](QWidget &widget, const QString &name) {
        if (shots.isEmpty())
            return;
        QDir().mkpath(shots);
        QCoreApplication::processEvents();
        QVERIFY(widget.grab().save(QDir(shots).filePath(name + QStringLiteral(".png"))));
    };
    const std::pair<int, int> at = plainStep();
    const LessonStep &step = stepAt(at);
    for (const char *language : {"en", "de", "gu"}) {
        Language::apply(QString::fromLatin1(language));
        m_settings->setAnimationSpeed(AnimationSpeed::Slow);
        LessonWindow window(*m_settings);
        window.startStep(at.first, at.second);
        // The small window of the guide: everything still fits in it.
        window.resize(800, 500);
        QVERIFY(test::showWindow(window));
        QCOMPARE(window.size(), QSize(800, 500));
        QTest::mouseClick(window.hintButton(), Qt::LeftButton);
        for (QPushButton *button : {window.hintButton(), window.retryButton(), window.nextButton()})
            QVERIFY2(button->width() >= button->sizeHint().width(), qPrintable(button->text()));
        const auto *goal = window.findChild<QLabel *>(QStringLiteral("lessonGoal"));
        QVERIFY(goal->height() >= goal->heightForWidth(goal->width()));
        const QString name = QStringLiteral("lesson-%1").arg(QLatin1String(language));
        shoot(window, name + QStringLiteral("-small"));
        QVERIFY(playMoves(window, step.solution));
        QTest::qWait(400);
        shoot(window, name + QStringLiteral("-moving"));
        QTRY_COMPARE_WITH_TIMEOUT(window.goalState(), GoalState::Reached, 20000);
        const auto *outcome = window.findChild<QLabel *>(QStringLiteral("lessonOutcome"));
        QVERIFY(outcome->height() >= outcome->heightForWidth(outcome->width()));
        shoot(window, name + QStringLiteral("-reached"));
        window.resize(1400, 900);
        QCOMPARE(window.size(), QSize(1400, 900));
        shoot(window, name + QStringLiteral("-large"));
    }
}

void TstLearn::theCourseEndsWithAGame()
{
    auto window = test::createWindow(*m_settings);
    QVERIFY(test::showWindow(*window));
    window->showLessons();
    QTRY_VERIFY(window->lessonWindow() && window->lessonWindow()->isVisible());
    LessonWindow *lessons = window->lessonWindow();
    const int last = int(course().size()) - 1;
    const int lastStep = int(course().back().steps.size()) - 1;
    const LessonStep &step = course().back().steps.back();
    QCOMPARE(step.opponentLevel, 0); // played here by its solution
    lessons->startStep(last, lastStep);
    QVERIFY(!lessons->playButton()->isVisible());
    QVERIFY(playMoves(*lessons, step.solution));
    QTRY_COMPARE_WITH_TIMEOUT(lessons->goalState(), GoalState::Reached, 10000);
    QTRY_VERIFY(lessons->nextButton()->isEnabled());
    QTest::mouseClick(lessons->nextButton(), Qt::LeftButton);
    // The end: a way to play, in place of Next.
    QCOMPARE(lessons->outcomeText(), LessonText::courseDone());
    QVERIFY(!lessons->nextButton()->isVisible());
    QVERIFY(lessons->playButton()->isVisible());
    QVERIFY(lessons->playButton()->hasFocus());
    QTest::mouseClick(lessons->playButton(), Qt::LeftButton);
    QTRY_VERIFY(!window->lessonWindow());
    QTRY_VERIFY(window->newGameDialog() && window->newGameDialog()->isVisible());
    window->newGameDialog()->reject();
}

void TstLearn::aStepWithEarlierMovesShowsThem()
{
    LessonWindow window(*m_settings);
    QVERIFY(test::showWindow(window));
    const auto *history = window.findChild<QLabel *>(QStringLiteral("lessonHistory"));
    QVERIFY(history);
    const std::span<const Lesson> lessons = course();
    bool seen = false;
    for (int l = 0; l < int(lessons.size()); ++l)
        for (int s = 0; s < int(lessons[std::size_t(l)].steps.size()); ++s) {
            const LessonStep &step = lessons[std::size_t(l)].steps[std::size_t(s)];
            window.startStep(l, s);
            const QString moves = QString::fromLatin1(step.history).replace(QLatin1Char(','), QStringLiteral(", "));
            if (moves.isEmpty()) {
                QVERIFY2(!history->isVisible(), step.id);
                continue;
            }
            seen = true;
            QVERIFY2(history->isVisible(), step.id);
            QCOMPARE(history->text(), LessonText::playedBefore(moves.split(QStringLiteral(", "))));
            QVERIFY(window.accessibleDescription().endsWith(history->text()));
            // With HOYITO_POLISH_SHOTS set: the step in the small window, in
            // a long language and another script.
            const QString shots = qEnvironmentVariable("HOYITO_POLISH_SHOTS");
            for (const char *language : {"en", "de", "gu"}) {
                if (shots.isEmpty())
                    break;
                Language::apply(QString::fromLatin1(language));
                window.resize(800, 500);
                QCoreApplication::processEvents(); // the language change
                QCOMPARE(history->text(), LessonText::playedBefore(moves.split(QStringLiteral(", "))));
                // Every sentence whole: the board gives way.
                for (const auto *label : window.findChildren<QLabel *>())
                    if (label->isVisible() && label->wordWrap())
                        QTRY_VERIFY2(label->height() >= label->heightForWidth(label->width()),
                                     qPrintable(label->objectName()));
                // and laid out one under the other.
                QList<const QLabel *> column;
                for (const char *name : {"lessonTitle", "lessonIntro", "lessonGoal", "lessonHistory"})
                    if (const auto *label = window.findChild<QLabel *>(QLatin1String(name)); label->isVisible())
                        column << label;
                for (qsizetype i = 1; i < column.size(); ++i)
                    QTRY_VERIFY2(column[i - 1]->geometry().bottom() < column[i]->geometry().top(),
                                 qPrintable(column[i]->objectName()));
                // and the board under them all.
                const auto *view = window.findChild<BoardView *>();
                QTRY_VERIFY2(history->mapTo(&window, QPoint(0, history->height())).y() <=
                                 view->mapTo(&window, QPoint(0, 0)).y(),
                             language);
                QDir().mkpath(shots);
                QVERIFY(window.grab().save(
                    QDir(shots).filePath(QStringLiteral("lesson-history-%1.png").arg(QLatin1String(language)))));
            }
            Language::apply(QStringLiteral("en"));
        }
    QVERIFY(seen);
}

// A step with moves before it (a repetition to see) plays them on the board
// from its first position before the learner moves, and again on a click.
void TstLearn::theMovesBeforeAStepArePlayedOnTheBoard()
{
    LessonWindow window(*m_settings);
    QVERIFY(test::showWindow(window));
    const std::span<const Lesson> lessons = course();
    for (int l = 0; l < int(lessons.size()); ++l)
        for (int s = 0; s < int(lessons[std::size_t(l)].steps.size()); ++s) {
            const LessonStep &step = lessons[std::size_t(l)].steps[std::size_t(s)];
            const Position start = test::positionFromText(step.position);
            std::vector<Move> history;
            Position after = start;
            for (const QString &letter :
                 QString::fromLatin1(step.history).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                const MoveCheck check = readMove(after, letter.toStdString());
                QVERIFY2(check.ok(), step.id);
                history.push_back(check.move);
                playTurn(after, check.move);
            }
            QSignalSpy shown(window.controller(), &GameController::moveCommitted);
            QSignalSpy reset(window.controller(), &GameController::positionReset);
            window.startStep(l, s);
            QCOMPARE(window.watchButton()->isVisibleTo(&window), !history.empty());
            if (history.empty()) {
                QVERIFY(!window.isWatching());
                continue;
            }
            for (int watched = 0; watched < 2; ++watched) {
                // The board goes back to the step's first position, and each
                // move is shown in turn, from where the one before left it.
                QTRY_VERIFY_WITH_TIMEOUT(!window.isWatching(), 10000);
                QVERIFY(window.controller()->isAwaitingBoardInput());
                QVERIFY(std::any_of(reset.cbegin(), reset.cend(), [&](const QList<QVariant> &args) {
                    return args.at(0).value<Position>() == start;
                }));
                QCOMPARE(shown.size(), qsizetype(history.size()));
                Position walk = start;
                for (std::size_t i = 0; i < history.size(); ++i) {
                    QCOMPARE(shown.at(qsizetype(i)).at(1).value<Position>(), walk);
                    playTurn(walk, history[i]);
                }
                QCOMPARE(window.controller()->position(), after);
                QCOMPARE(window.outcomeText(), LessonText::yourTurnNow());
                QVERIFY(window.watchButton()->isEnabled());
                shown.clear();
                reset.clear();
                window.watchButton()->click();
            }
            QTRY_VERIFY_WITH_TIMEOUT(!window.isWatching(), 10000);
            // and the step is played as it would be without the watching;
            // after the learner's move there is nothing to watch again.
            QVERIFY2(playMoves(window, step.solution), step.id);
            QTRY_COMPARE_WITH_TIMEOUT(window.goalState(), GoalState::Reached, 10000);
            QVERIFY(!window.watchButton()->isEnabled());
        }
}

void TstLearn::aGoalOfSeveralMovesSaysWhyTheLearnerMovesAgain()
{
    LessonWindow window(*m_settings);
    QVERIFY(test::showWindow(window));
    const auto *board = window.findChild<BoardView *>();
    QVERIFY(board);
    const std::span<const Lesson> lessons = course();
    int tried = 0;
    for (int l = 0; l < int(lessons.size()); ++l)
        for (int s = 0; s < int(lessons[std::size_t(l)].steps.size()); ++s) {
            const LessonStep &step = lessons[std::size_t(l)].steps[std::size_t(s)];
            const QStringList moves = QString::fromLatin1(step.solution).split(QLatin1Char(','));
            if (step.opponentLevel > 0 || moves.size() < 2)
                continue;
            window.startStep(l, s);
            const QRect boardBefore = board->geometry();
            Position pos = window.controller()->position();
            const MoveCheck first = readMove(pos, moves.front().toStdString());
            QVERIFY(first.ok());
            const TurnSummary turn = playTurn(pos, first.move);
            QVERIFY2(playMove(window, moves.front()), step.id);
            // The learner's capture, or the other side's pass that follows it.
            const QString expected = turn.captured > 0 && pos.toMove == Player::South
                                         ? LessonText::capturedMoveAgain(turn.captured)
                                         : LessonText::passedMoveAgain(Player::North);
            QTRY_COMPARE_WITH_TIMEOUT(window.outcomeText(), expected, 10000);
            QCOMPARE(window.goalState(), GoalState::Open);
            // The words came without moving the board.
            QCOMPARE(board->geometry(), boardBefore);
            ++tried;
        }
    QVERIFY(tried >= 3); // run-1, run-2, pass-1, clear-1
}

void TstLearn::theBoardKeepsItsPlaceFromStepToStep()
{
    LessonWindow window(*m_settings);
    QVERIFY(test::showWindow(window));
    const auto *board = window.findChild<BoardView *>();
    QVERIFY(board);
    for (const QSize size : {QSize(980, 640), QSize(800, 500)}) {
        window.resize(size);
        QCoreApplication::processEvents();
        const std::span<const Lesson> lessons = course();
        for (int l = 0; l < int(lessons.size()); ++l) {
            // Within a lesson: a new lesson, with its own intro, may move it.
            std::optional<QRect> first;
            for (int s = 0; s < int(lessons[std::size_t(l)].steps.size()); ++s) {
                window.startStep(l, s);
                QCoreApplication::processEvents(); // the layout
                if (!first)
                    first = board->geometry();
                QVERIFY2(board->geometry() == *first, lessons[std::size_t(l)].steps[std::size_t(s)].id);
            }
        }
    }
}

void TstLearn::theMainWindowOffersTheLessons()
{
    // A player who has not started the course: offered above the board.
    {
        auto window = test::createWindow(*m_settings);
        QVERIFY(test::showWindow(*window));
        LessonOffer *offer = window->lessonOffer();
        QVERIFY(offer->isVisible());
        QVERIFY(!offer->text().isEmpty());
        auto *learn = offer->findChild<QPushButton *>(QStringLiteral("lessonOfferLearn"));
        QTest::mouseClick(learn, Qt::LeftButton);
        QTRY_VERIFY(window->lessonWindow() && window->lessonWindow()->isVisible());
        QVERIFY(!offer->isVisible());
        window->lessonWindow()->close();
        QTRY_VERIFY(!window->lessonWindow());
        // Help > Learn Hoyito opens it again.
        auto *action = window->findChild<QAction *>(QStringLiteral("actionLearn"));
        QVERIFY(action);
        action->trigger();
        QTRY_VERIFY(window->lessonWindow() && window->lessonWindow()->isVisible());
    }
    // Not Now is remembered: the next window does not ask.
    {
        auto window = test::createWindow(*m_settings);
        QVERIFY(test::showWindow(*window));
        QVERIFY(window->lessonOffer()->isVisible());
        QTest::mouseClick(window->lessonOffer()->findChild<QPushButton *>(QStringLiteral("lessonOfferNotNow")),
                          Qt::LeftButton);
        QVERIFY(!window->lessonOffer()->isVisible());
        QVERIFY(m_settings->lessonOfferDeclined());
    }
    {
        auto window = test::createWindow(*m_settings);
        QVERIFY(test::showWindow(*window));
        QVERIFY(!window->lessonOffer()->isVisible());
    }
    // Nor is a player who has passed a step asked.
    m_settings->setLessonOfferDeclined(false);
    m_settings->setLessonStars(QString::fromLatin1(course()[0].steps[0].id), 1);
    auto window = test::createWindow(*m_settings);
    QVERIFY(test::showWindow(*window));
    QVERIFY(!window->lessonOffer()->isVisible());
}

QTEST_MAIN(TstLearn)
#include "tst_learn.moc"
