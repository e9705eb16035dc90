// The computer player in the game window: the worker thread, its
// request ids and stop flags, human–computer and computer–computer games,
// pause and step, hints, and an event loop that never stalls while the
// computer thinks. Real widgets under QT_QPA_PLATFORM=offscreen; settings in
// a temporary file, never the user's.
//
// Fast levels (1 and 2) play whole games; level 6 ("Master", up to about
// 2.5 s a move) is used where a long think is the point: it is always
// stopped long before it would end.

#include "engineutil.h"
#include "windowutil.h"

#include "analysis/movelistmodel.h"
#include "board/boardscene.h"
#include "board/boardview.h"
#include "config/language.h"
#include "config/settings.h"
#include "game/aiworker.h"
#include "game/computerplayer.h"
#include "game/gamecontroller.h"
#include "game/gametext.h"
#include "setup/newgamedialog.h"
#include "window/gamepanel.h"
#include "window/mainwindow.h"
#include "window/resultdialog.h"
#include "window/ruleswindow.h"

#include "coachtext.h"

#include "hoyito/coach.h"
#include "hoyito/notation.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QElapsedTimer>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <memory>

using namespace hoyito;
using namespace hoyito::app;
using namespace hoyito::test;

namespace {

GameSetup setupOf(PlayerKind south, int southLevel, PlayerKind north, int northLevel)
{
    GameSetup setup;
    setup.player(Player::South) = {south, QString(), southLevel};
    setup.player(Player::North) = {north, QString(), northLevel};
    return setup;
}

ComputerPlayer *computer(GameController *c, Player side)
{
    return qobject_cast<ComputerPlayer *>(c->player(side));
}

// The moves `side` chose (passes are played for a player, not chosen).
QList<Move> chosenMoves(const GameController &c, Player side)
{
    QList<Move> moves;
    for (const TurnRecord &turn : c.history())
        if (turn.mover == side && !turn.move.isPass())
            moves.append(turn.move);
    return moves;
}

// The best moves of the searched answers in `spy`, skipping the first `skip`.
QList<Move> answeredMoves(const QSignalSpy &spy, int skip = 0)
{
    QList<Move> moves;
    for (qsizetype i = skip; i < spy.size(); ++i) {
        const auto answer = spy.at(i).at(0).value<AiAnswer>();
        if (answer.searched && answer.purpose == AiPurpose::Move)
            moves.append(answer.result.best);
    }
    return moves;
}

} // namespace

class TstAi : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void workerSearchesOffTheGuiThread();
    void workerAnswersStoppedRequestsAndShutsDownFast();
    void levelsHaveNamesAndSettingsKeepThem();

    void humanAgainstComputer();
    void computerMoveIsAnimatedAfterTheMinimumPause();
    void computerAgainstComputerPlaysToTheEnd_data();
    void computerAgainstComputerPlaysToTheEnd();
    void pauseAndStep();
    void undoWhileThinkingDropsTheLateAnswer();
    void newGameWhileThinking();
    void levelChangeRestartsTheTurn();
    void eventLoopRunsWhileThinking();
    void closingWhileThinkingIsPrompt();

    void hintShowsLegalMove();
    void hintSaysWhy();
    void newGameDialogOffersComputers();

private:
    GameController *controller() const { return m_window->controller(); }
    // Starts `setup` at `speed` with computers pausing `pauseMs` before a move.
    void start(const GameSetup &setup, AnimationSpeed speed = AnimationSpeed::Instant, int pauseMs = 0);
    void click(int hole) { clickHole(*m_window, hole); }
    // Waits until `side` is asked to think (true) or its turn is the board's.
    bool waitForThinking(Player side, int timeoutMs = 5000);
    bool waitForHumanTurn(int timeoutMs = 10000);

    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    int m_settingsFiles = 0;
};

void TstAi::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    GameText::installEnglishPlurals();
    QVERIFY(m_dir.isValid());
}

void TstAi::init()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral("disagree")));
    m_settings = instantSettings(m_dir.filePath(QStringLiteral("ai%1.ini").arg(++m_settingsFiles)));
    m_window = createWindow(*m_settings);
    QVERIFY(showWindow(*m_window));
}

void TstAi::cleanup()
{
    m_window.reset();
    m_settings.reset();
}

void TstAi::start(const GameSetup &setup, AnimationSpeed speed, int pauseMs)
{
    m_window->setAnimationSpeed(speed);
    controller()->setComputerPause(pauseMs);
    m_window->startGame(setup);
}

bool TstAi::waitForThinking(Player side, int timeoutMs)
{
    GameController *c = controller();
    return QTest::qWaitFor([c, side] { return c->player(side) && c->player(side)->isThinking(); }, timeoutMs);
}

bool TstAi::waitForHumanTurn(int timeoutMs)
{
    GameController *c = controller();
    return QTest::qWaitFor([c] { return c->isAwaitingBoardInput() || c->state() == GameController::State::GameOver; },
                           timeoutMs);
}

// ------------------------------------------------------------------ worker

void TstAi::workerSearchesOffTheGuiThread()
{
    AiThread ai;
    QSignalSpy answered(&ai, &AiThread::answered);
    const Position pos = positionFromText("II:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:0");
    const StopFlag first = ai.ask(7, AiPurpose::Move, pos, SearchLimits{.depth = 3});
    const StopFlag second = ai.ask(8, AiPurpose::Hint, pos, SearchLimits{.depth = 2});
    QVERIFY(first && second && first != second);
    QVERIFY(ai.workerThread() != QThread::currentThread());
    QVERIFY(ai.isRunning());
    QCOMPARE(ai.pendingCount(), 2);
    QTRY_COMPARE(answered.count(), 2);
    // In order, each with its own id, purpose and flag, and a legal move.
    const auto a = answered.at(0).at(0).value<AiAnswer>();
    const auto b = answered.at(1).at(0).value<AiAnswer>();
    QCOMPARE(a.id, quint64(7));
    QCOMPARE(a.purpose, AiPurpose::Move);
    QCOMPARE(a.stop, first);
    QCOMPARE(b.id, quint64(8));
    QCOMPARE(b.purpose, AiPurpose::Hint);
    QCOMPARE(b.stop, second);
    for (const AiAnswer &answer : {a, b}) {
        QVERIFY(answer.searched);
        QCOMPARE(checkMove(pos, answer.result.best), MoveError::None);
    }
    QCOMPARE(a.result.depth, 3);
    QCOMPARE(ai.pendingCount(), 0);
}

void TstAi::workerAnswersStoppedRequestsAndShutsDownFast()
{
    AiThread ai;
    QSignalSpy answered(&ai, &AiThread::answered);
    const Position pos = positionFromText("II:12:S:4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4:0:0");
    // A search without limits runs until stopped; the one behind it is
    // stopped before it starts and answered without searching.
    QElapsedTimer clock;
    clock.start();
    const StopFlag endless = ai.ask(1, AiPurpose::Move, pos, SearchLimits{});
    const StopFlag queued = ai.ask(2, AiPurpose::Move, pos, SearchLimits{});
    queued->store(true);
    // Nothing to wait for: the stopped request must not be answered while
    // the search in front of it runs, however long that is.
    QTest::qWait(150);
    QCOMPARE(answered.count(), 0);
    endless->store(true);
    QTRY_COMPARE_WITH_TIMEOUT(answered.count(), 2, 2000);
    const auto a = answered.at(0).at(0).value<AiAnswer>();
    const auto b = answered.at(1).at(0).value<AiAnswer>();
    QVERIFY(a.searched);
    QVERIFY(a.result.stopped);
    QCOMPARE(checkMove(pos, a.result.best), MoveError::None);
    QVERIFY(!b.searched);
    QCOMPARE(b.id, quint64(2));

    // Shutting down in the middle of a search: milliseconds, not seconds.
    ai.ask(3, AiPurpose::Move, pos, SearchLimits{});
    // Let the worker get into the search (nothing marks its start): the
    // shutdown below must stop a running search.
    QTest::qWait(100);
    clock.restart();
    ai.shutdown();
    const qint64 shutdownMs = clock.elapsed();
    qInfo("shutdown during a search took %lld ms", shutdownMs);
    QVERIFY2(shutdownMs < 500, qPrintable(QString::number(shutdownMs)));
    QVERIFY(!ai.isRunning());
    // It starts again when asked.
    ai.ask(4, AiPurpose::Move, pos, SearchLimits{.depth = 2});
    QTRY_VERIFY(!answered.isEmpty() && answered.last().at(0).value<AiAnswer>().id == 4);
}

void TstAi::levelsHaveNamesAndSettingsKeepThem()
{
    QStringList names;
    for (int level = kMinLevel; level <= kMaxLevel; ++level)
        names << ComputerPlayer::levelName(level);
    QCOMPARE(names.first(), QStringLiteral("Beginner"));
    QCOMPARE(names.last(), QStringLiteral("Master"));
    QCOMPARE(QSet<QString>(names.begin(), names.end()).size(), kMaxLevel - kMinLevel + 1);
    QCOMPARE(ComputerPlayer::describe(5), QStringLiteral("Computer (Expert)"));

    const QString path = m_dir.filePath(QStringLiteral("levels.ini"));
    {
        QSettings raw(path, QSettings::IniFormat);
        raw.setValue(Settings::kSouthLevel, 99);
        raw.setValue(Settings::kNorthLevel, QStringLiteral("strong"));
    }
    {
        Settings settings(path);
        QCOMPARE(settings.lastGameSetup().player(Player::South).level, kMaxComputerLevel);
        QCOMPARE(settings.lastGameSetup().player(Player::North).level, kDefaultComputerLevel);
        settings.setLastGameSetup(setupOf(PlayerKind::Computer, 2, PlayerKind::Human, 5));
    }
    Settings again(path);
    QCOMPARE(again.lastGameSetup(), setupOf(PlayerKind::Computer, 2, PlayerKind::Human, 5));
}

// ------------------------------------------------------------------ games

void TstAi::humanAgainstComputer()
{
    start(setupOf(PlayerKind::Human, 0, PlayerKind::Computer, 1));
    GameController *c = controller();
    QCOMPARE(c->player(Player::North)->kind(), PlayerKind::Computer);
    QVERIFY(c->isAwaitingBoardInput());
    QSignalSpy thinking(c, &GameController::thinkingChanged);
    QSignalSpy committed(c, &GameController::moveCommitted);
    QSignalSpy answered(c->aiThread(), &AiThread::answered);

    const int hole = m_window->scene()->playableHoles().first();
    click(hole);
    QCOMPARE(c->turnCount(), 1);
    // The computer answers; the board ends on the engine's position with
    // the human to move again.
    QVERIFY(waitForHumanTurn());
    QVERIFY(c->turnCount() >= 2);
    QCOMPARE(c->game().moves().front(), Move::at(hole));
    QCOMPARE(c->history()[1].mover, Player::North);
    // The moves played are the ones the engine sent.
    QCOMPARE(chosenMoves(*c, Player::North), answeredMoves(answered));
    const SearchResult &result = computer(c, Player::North)->lastResult();
    QVERIFY(!result.pv.empty());
    QCOMPARE(result.pv.front(), result.best);
    const QString difference = sceneDifference(*m_window->scene(), c->position());
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QCOMPARE(m_window->panel()->moveModel()->rowCount(), c->turnCount());
    if (!c->position().isOver()) {
        QCOMPARE(c->position().toMove, Player::South);
        QVERIFY(m_window->scene()->isInputEnabled());
    }
    // North thought, then stopped; the indicator is gone.
    QVERIFY(thinking.count() >= 2);
    QCOMPARE(thinking.first().at(0).value<Player>(), Player::North);
    QCOMPARE(thinking.first().at(1).toBool(), true);
    QCOMPARE(thinking.last().at(1).toBool(), false);
    QVERIFY(!c->isThinking());
    QVERIFY(m_window->thinkingText().isEmpty());
    QVERIFY(!m_window->panel()->card(Player::North)->isThinking());
    QCOMPARE(m_window->panel()->card(Player::North)->detailText(), ComputerPlayer::describe(1));
    QVERIFY(m_window->panel()->card(Player::South)->detailText().isEmpty());
    QVERIFY(committed.count() >= 2);
}

void TstAi::computerMoveIsAnimatedAfterTheMinimumPause()
{
    // North starts: the computer moves first, after at least 300 ms, and
    // its move is animated like a click would be.
    GameSetup setup = setupOf(PlayerKind::Human, 0, PlayerKind::Computer, 1);
    setup.starter = Player::North;
    QElapsedTimer clock;
    clock.start();
    start(setup, AnimationSpeed::Fast, 300);
    GameController *c = controller();
    QVERIFY(c->player(Player::North)->isThinking());
    QCOMPARE(m_window->thinkingText(), QStringLiteral("North is thinking…"));
    QVERIFY(m_window->panel()->card(Player::North)->isThinking());
    QCOMPARE(m_window->panel()->card(Player::North)->statusText(), QStringLiteral("thinking…"));
    QVERIFY(!m_window->findChild<QProgressBar *>(QStringLiteral("thinkingBusy"))->isHidden());
    QVERIFY(!m_window->findChild<QProgressBar *>(QStringLiteral("northBusy"))->isHidden());
    QVERIFY(!m_window->scene()->isInputEnabled());

    QSignalSpy committed(c, &GameController::moveCommitted);
    QVERIFY(committed.wait(5000));
    const qint64 waited = clock.elapsed();
    QVERIFY2(waited >= 290, qPrintable(QString::number(waited)));
    QCOMPARE(c->state(), GameController::State::Animating);
    QVERIFY(m_window->scene()->isAnimating());
    QVERIFY(m_window->thinkingText().isEmpty());
    QVERIFY(waitForHumanTurn());
    const QString difference = sceneDifference(*m_window->scene(), c->position());
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
}

void TstAi::computerAgainstComputerPlaysToTheEnd_data()
{
    QTest::addColumn<int>("variant");
    QTest::addColumn<int>("holes");
    QTest::addColumn<int>("southLevel");
    QTest::addColumn<int>("northLevel");
    QTest::newRow("II 2x6, levels 1 and 2") << int(Variant::II) << 6 << 1 << 2;
    QTest::newRow("III 2x6, levels 2 and 1") << int(Variant::III) << 6 << 2 << 1;
    QTest::newRow("I 2x4, levels 1 and 1") << int(Variant::I) << 4 << 1 << 1;
}

void TstAi::computerAgainstComputerPlaysToTheEnd()
{
    QFETCH(int, variant);
    QFETCH(int, holes);
    QFETCH(int, southLevel);
    QFETCH(int, northLevel);
    GameSetup setup = setupOf(PlayerKind::Computer, southLevel, PlayerKind::Computer, northLevel);
    setup.rules.variant = Variant(variant);
    setup.rules.holesPerRow = holes;
    GameController *c = controller();
    QSignalSpy over(c, &GameController::gameOver);
    start(setup);
    QVERIFY(over.wait(60000) || over.count() == 1);
    QCOMPARE(over.count(), 1);
    QVERIFY(c->position().isOver());
    QCOMPARE(c->state(), GameController::State::GameOver);
    // Every turn is in the model and the move list, and the board shows the
    // engine's final position.
    Game replay(c->game().start());
    for (Move move : c->game().moves()) {
        QCOMPARE(replay.check(move), MoveError::None);
        replay.play(move);
    }
    QCOMPARE(replay.position(), c->position());
    QCOMPARE(int(c->history().size()), c->turnCount());
    QTRY_COMPARE(m_window->panel()->moveModel()->rowCount(), c->turnCount());
    const QString difference = sceneDifference(*m_window->scene(), c->position());
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QVERIFY(!c->isThinking());
    QCOMPARE(c->aiThread()->pendingCount(), 0);
    qInfo("%s: %d turns", QTest::currentDataTag(), c->turnCount());
}

void TstAi::pauseAndStep()
{
    GameController *c = controller();
    start(setupOf(PlayerKind::Computer, 1, PlayerKind::Computer, 1));
    QVERIFY(c->player(Player::South)->isThinking());
    auto *pause = m_window->findChild<QAction *>(QStringLiteral("actionPause"));
    auto *step = m_window->findChild<QAction *>(QStringLiteral("actionStep"));
    QVERIFY(pause && step);
    QVERIFY(pause->isEnabled());
    QVERIFY(!step->isEnabled());

    // P pauses at once: the thinking stops and the turn is held. Keys go to
    // the board, which has the focus, as a person's would.
    QVERIFY(m_window->view()->hasFocus());
    QTest::keyClick(m_window->view(), Qt::Key_P);
    QVERIFY(c->isPaused());
    QVERIFY(pause->isChecked());
    QVERIFY(c->isTurnHeld());
    QVERIFY(!c->isThinking());
    QVERIFY(step->isEnabled());
    QVERIFY(m_window->thinkingText().startsWith(QStringLiteral("Paused")));
    // Nothing to wait for: paused computers must not move, however long.
    QTest::qWait(300);
    QCOMPARE(c->turnCount(), 0);

    // S plays one move, then the game waits again.
    for (int n = 1; n <= 3; ++n) {
        QTest::keyClick(m_window->view(), Qt::Key_S);
        QVERIFY(!c->isTurnHeld());
        QVERIFY(QTest::qWaitFor([c] { return c->isTurnHeld() || c->position().isOver(); }, 5000));
        QCOMPARE(c->turnCount(), n);
        // Nothing to wait for: after its one turn the step holds the computers.
        QTest::qWait(50);
        QCOMPARE(c->turnCount(), n);
    }

    // Undo while paused keeps the game paused on the earlier turn.
    const int before = c->turnCount();
    QVERIFY(c->undo());
    QCOMPARE(c->turnCount(), before - 1);
    QVERIFY(c->isTurnHeld());
    // Nothing to wait for: undo holds the computers too.
    QTest::qWait(100);
    QCOMPARE(c->turnCount(), before - 1);

    // P again: the game goes on by itself.
    QTest::keyClick(m_window->view(), Qt::Key_P);
    QVERIFY(!c->isPaused());
    QVERIFY(!c->isTurnHeld());
    QVERIFY(!step->isEnabled());
    QVERIFY(QTest::qWaitFor([c, before] { return c->turnCount() > before + 3 || c->position().isOver(); }, 10000));
}

void TstAi::undoWhileThinkingDropsTheLateAnswer()
{
    // The master on a 2x12 board: far from done when undo comes. The long
    // pause makes sure that, even on a fast machine, it has not moved yet.
    GameSetup setup = setupOf(PlayerKind::Human, 0, PlayerKind::Computer, kMaxLevel);
    setup.rules.holesPerRow = 12;
    start(setup, AnimationSpeed::Instant, 10000);
    GameController *c = controller();
    QSignalSpy answered(c->aiThread(), &AiThread::answered);
    QSignalSpy committed(c, &GameController::moveCommitted);
    click(m_window->scene()->playableHoles().first());
    QVERIFY(waitForThinking(Player::North));
    const quint64 thinkingToken = c->token();
    // Let the search get under way (nothing marks its start).
    QTest::qWait(100);
    const bool searching = answered.isEmpty();

    QElapsedTimer clock;
    clock.start();
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
    // Back at the human's turn at once; the computer stopped.
    QCOMPARE(c->turnCount(), 0);
    QVERIFY(!c->isThinking());
    QVERIFY(c->isAwaitingBoardInput());
    QVERIFY(c->token() != thinkingToken);
    // The stopped search still answers, soon, with the old id: ignored.
    QVERIFY(QTest::qWaitFor([&answered] { return !answered.isEmpty(); }, 1000));
    const qint64 latency = clock.elapsed();
    const auto late = answered.first().at(0).value<AiAnswer>();
    QCOMPARE(late.id, thinkingToken);
    if (searching) {
        qInfo("the stopped search answered %lld ms after undo", latency);
        // Cut by its flag: well inside the level's node and time budget.
        QVERIFY(late.result.stopped);
        QVERIFY2(late.result.nodes < levelSettings(kMaxLevel).nodes, qPrintable(QString::number(late.result.nodes)));
        QVERIFY2(late.result.timeMs < levelSettings(kMaxLevel).timeMs, qPrintable(QString::number(late.result.timeMs)));
        QVERIFY2(latency < 1000, qPrintable(QString::number(latency)));
    } else {
        // A very fast machine: the answer came first and waited for the
        // pause, which undo ended.
        qInfo("the search ended before undo");
    }
    // Nothing to wait for: the late answer, had it been taken, would have
    // been committed by now.
    QTest::qWait(100);
    QCOMPARE(committed.count(), 1); // the human's move only
    QCOMPARE(c->turnCount(), 0);
    QVERIFY(m_window->scene()->isInputEnabled());
    const QString difference = sceneDifference(*m_window->scene(), c->position());
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
}

void TstAi::newGameWhileThinking()
{
    GameSetup setup = setupOf(PlayerKind::Human, 0, PlayerKind::Computer, kMaxLevel);
    setup.starter = Player::North;
    start(setup, AnimationSpeed::Instant, 10000); // no move before the new game, however fast the machine
    GameController *c = controller();
    QVERIFY(c->player(Player::North)->isThinking());
    const quint64 thinkingToken = c->token();
    QSignalSpy answered(c->aiThread(), &AiThread::answered);
    QSignalSpy committed(c, &GameController::moveCommitted);
    // Let the search get under way (nothing marks its start).
    QTest::qWait(100);

    // A new game of two humans: the computer stops, its answer is stale.
    m_window->startGame(setupOf(PlayerKind::Human, 0, PlayerKind::Human, 0));
    QVERIFY(!c->isThinking());
    QVERIFY(m_window->thinkingText().isEmpty());
    QVERIFY(QTest::qWaitFor([&answered] { return !answered.isEmpty(); }, 1000));
    QCOMPARE(answered.first().at(0).value<AiAnswer>().id, thinkingToken);
    // Nothing to wait for: the stale answer must never be committed.
    QTest::qWait(100);
    QCOMPARE(committed.count(), 0);
    QCOMPARE(c->turnCount(), 0);
    QCOMPARE(c->position().toMove, Player::South);
    QVERIFY(c->isAwaitingBoardInput());
}

void TstAi::levelChangeRestartsTheTurn()
{
    GameSetup setup = setupOf(PlayerKind::Human, 0, PlayerKind::Computer, kMaxLevel);
    setup.starter = Player::North;
    setup.rules.holesPerRow = 12;
    start(setup, AnimationSpeed::Instant, 10000); // the master cannot move first, however fast the machine
    GameController *c = controller();
    QVERIFY(c->player(Player::North)->isThinking());
    const quint64 masterToken = c->token();
    QSignalSpy answered(c->aiThread(), &AiThread::answered);
    QSignalSpy committed(c, &GameController::moveCommitted);
    // Let the search get under way (nothing marks its start).
    QTest::qWait(100);
    const bool searching = answered.isEmpty();

    // Players > North > Computer: 1 Beginner, mid-think.
    auto *beginner = m_window->findChild<QAction *>(QStringLiteral("northLevel1"));
    QVERIFY(beginner);
    beginner->trigger();
    c->setComputerPause(0);
    QCOMPARE(computer(c, Player::North)->level(), 1);
    QCOMPARE(c->setup().player(Player::North).level, 1);
    QVERIFY(c->token() != masterToken);
    QVERIFY(beginner->isChecked());
    QCOMPARE(m_window->panel()->card(Player::North)->detailText(), ComputerPlayer::describe(1));
    // The beginner plays; the master's stopped answer changed nothing.
    QVERIFY(committed.wait(3000));
    QCOMPARE(committed.count(), 1);
    QVERIFY(QTest::qWaitFor([&answered] { return answered.size() >= 2; }, 2000));
    const auto master = answered.first().at(0).value<AiAnswer>();
    QCOMPARE(master.id, masterToken);
    if (searching) {
        QVERIFY(master.result.stopped);
        QVERIFY(master.result.nodes < levelSettings(kMaxLevel).nodes);
    }
    QVERIFY(waitForHumanTurn());
    QCOMPARE(chosenMoves(*c, Player::North), answeredMoves(answered, 1));

    // Human takes over from the computer, and back.
    m_window->findChild<QAction *>(QStringLiteral("northHuman"))->trigger();
    QCOMPARE(c->player(Player::North)->kind(), PlayerKind::Human);
    QVERIFY(m_window->panel()->card(Player::North)->detailText().isEmpty());
    QVERIFY(c->isAwaitingBoardInput());
}

void TstAi::eventLoopRunsWhileThinking()
{
    // Two masters on a 2x12 board, no pause: the worker thinks nearly all
    // the time, move after move. Meanwhile a 10 ms timer must keep firing;
    // were the search on this thread, the longest gap would be a whole
    // search. Other programs on a busy machine can starve this one now and
    // then, so up to three tries; one under the bound passes. (The 50 ms
    // target for that gap is measured, not asserted.)
    GameController *c = controller();
    // The first paint of a 2x12 board is the window's work, not the search's.
    GameSetup humans = setupOf(PlayerKind::Human, 0, PlayerKind::Human, 0);
    humans.rules.holesPerRow = 12;
    start(humans);
    // The first paint of the 2x12 board (nothing marks its end).
    QTest::qWait(100);
    GameSetup masters = setupOf(PlayerKind::Computer, kMaxLevel, PlayerKind::Computer, kMaxLevel);
    masters.rules.holesPerRow = 12;
    // A try passes when the timer kept ticking, the computer thought most
    // of the time, and no gap reached 200 ms.
    QStringList tries;
    bool passed = false;
    for (int attempt = 0; attempt < 3 && !passed; ++attempt) {
        start(masters);
        QVERIFY(c->isThinking());
        QElapsedTimer clock;
        clock.start();
        qint64 last = 0;
        qint64 worst = 0;
        int ticks = 0;
        int thinkingTicks = 0;
        QTimer timer;
        timer.setTimerType(Qt::PreciseTimer);
        timer.setInterval(10);
        connect(&timer, &QTimer::timeout, this, [&] {
            const qint64 now = clock.elapsed();
            worst = std::max(worst, now - last);
            last = now;
            ++ticks;
            thinkingTicks += c->isThinking() ? 1 : 0;
        });
        timer.start();
        // The event loop is measured over one second of ticks.
        QTest::qWait(1000);
        timer.stop();
        tries << QStringLiteral("%1 ticks in %2 ms, %3 of them while thinking; the longest gap %4 ms")
                     .arg(ticks)
                     .arg(clock.elapsed())
                     .arg(thinkingTicks)
                     .arg(worst);
        qInfo("%s", qPrintable(tries.last()));
        passed = ticks >= 20 && thinkingTicks * 2 >= ticks && worst < 200;
    }
    QVERIFY2(passed, qPrintable(tries.join(QStringLiteral("; "))));
}

void TstAi::closingWhileThinkingIsPrompt()
{
    GameSetup setup = setupOf(PlayerKind::Human, 0, PlayerKind::Computer, kMaxLevel);
    setup.starter = Player::North;
    setup.rules.holesPerRow = 12;
    start(setup, AnimationSpeed::Instant, 10000);
    GameController *c = controller();
    QVERIFY(c->isThinking());
    // Nothing to wait for: the computer still thinks, its pause not over.
    QTest::qWait(150);
    QVERIFY(c->isThinking());
    QElapsedTimer clock;
    clock.start();
    QVERIFY(m_window->close());
    QVERIFY(!c->isThinking());
    QVERIFY(!c->aiThread()->isRunning());
    m_window.reset();
    const qint64 closing = clock.elapsed();
    qInfo("closing while thinking took %lld ms", closing);
    QVERIFY2(closing < 1000, qPrintable(QString::number(closing)));
}

// ------------------------------------------------------------------ hint

void TstAi::hintShowsLegalMove()
{
    // A 2x12 board: h is a hole there, so the hint is Ctrl+H.
    GameSetup setup = setupOf(PlayerKind::Human, 0, PlayerKind::Computer, 1);
    setup.rules.holesPerRow = 12;
    start(setup);
    GameController *c = controller();
    c->setHintLevel(3);
    auto *hint = m_window->findChild<QAction *>(QStringLiteral("actionHint"));
    QVERIFY(hint && hint->isEnabled());
    QSignalSpy changed(c, &GameController::hintChanged);
    QTest::keyClick(m_window->view(), Qt::Key_H, Qt::ControlModifier);
    QCOMPARE(c->turnCount(), 0); // not hole h
    QVERIFY(c->isHintPending() || c->hint());
    QVERIFY(QTest::qWaitFor([c] { return c->hint().has_value(); }, 5000));
    const Move suggested = *c->hint();
    QCOMPARE(c->game().check(suggested), MoveError::None);
    QCOMPARE(m_window->scene()->markedHoles(), QList<int>{suggested.hole});
    // The status line names it, with the coach's reason when there is one.
    QCOMPARE(c->hintLine().front(), suggested);
    const QString reason = CoachText::hint(
        c->setup().rules, explainHint(c->position(), suggested, c->hintLine()),
        {GameText::playerName(c->setup(), Player::South), GameText::playerName(c->setup(), Player::North)});
    QCOMPARE(m_window->statusText(),
             reason.isEmpty() ? QStringLiteral("Hint: play %1").arg(GameText::moveNotation(c->setup().rules, suggested))
                              : QStringLiteral("Hint: %1").arg(reason));
    QVERIFY(!hint->isEnabled()); // shown already
    QVERIFY(m_window->thinkingText().isEmpty());

    // Playing clears it.
    click(suggested.hole);
    QVERIFY(!c->hint());
    QVERIFY(m_window->scene()->markedHoles().isEmpty());
    QVERIFY(waitForHumanTurn());

    // Undo clears it too.
    QVERIFY(c->requestHint());
    QVERIFY(QTest::qWaitFor([c] { return c->hint().has_value(); }, 5000));
    QVERIFY(!m_window->scene()->markedHoles().isEmpty());
    QVERIFY(c->undo());
    QCOMPARE(c->turnCount(), 0);
    QVERIFY(!c->hint());
    QVERIFY(m_window->scene()->markedHoles().isEmpty());

    // Also while it is being looked for: the search stops, its answer is
    // dropped.
    click(m_window->scene()->playableHoles().first());
    QVERIFY(waitForHumanTurn());
    c->setHintLevel(kMaxLevel);
    QSignalSpy answered(c->aiThread(), &AiThread::answered);
    QVERIFY(c->requestHint());
    QVERIFY(c->isHintPending());
    QCOMPARE(m_window->thinkingText(), QStringLiteral("Looking for a hint…"));
    QVERIFY(c->undo());
    QVERIFY(!c->isHintPending());
    QVERIFY(m_window->thinkingText().isEmpty());
    QVERIFY(QTest::qWaitFor([&answered] { return !answered.isEmpty(); }, 1000));
    QCOMPARE(answered.first().at(0).value<AiAnswer>().purpose, AiPurpose::Hint);
    // Nothing to wait for: the stale hint must never be shown.
    QTest::qWait(50);
    QVERIFY(!c->hint());
    QVERIFY(m_window->scene()->markedHoles().isEmpty());

    // No hint for a computer's turn.
    GameSetup computerFirst = setupOf(PlayerKind::Human, 0, PlayerKind::Computer, kMaxLevel);
    computerFirst.starter = Player::North;
    start(computerFirst);
    QVERIFY(!c->canHint());
    QVERIFY(!c->requestHint());
}

void TstAi::hintSaysWhy()
{
    // South's c makes a casa, plays again and captures again: the hint says
    // so, with the seeds and holes of the line the engine expects, worked
    // out here from the rules (storyOfLine) rather than the coach's words.
    GameSetup setup = setupOf(PlayerKind::Human, 0, PlayerKind::Computer, 1);
    setup.startFrom(positionFromText("II:6:S:1,0,4,1,0,3,18,0,0,2,0,3:4:12"));
    start(setup);
    GameController *c = controller();
    QVERIFY(c->requestHint());
    QTRY_VERIFY_WITH_TIMEOUT(c->hint().has_value(), 20000);
    const Position pos = c->position();
    const std::vector<Go> goes = goesOf(storyOfLine(pos, c->hintLine()));
    QVERIFY(!goes.empty());
    const Go &go = goes.front();
    QCOMPARE(go.side, Player::South);
    const TurnStory &first = go.turns.front();
    QVERIFY2(!first.captures.empty(), "the position's best move captures");
    const QString text = m_window->statusText();
    const QString letter = QString::fromStdString(moveText(pos.rules, first.move));
    QVERIFY2(text.startsWith(QStringLiteral("Hint: %1 captures %2 seeds on %3")
                                 .arg(letter)
                                 .arg(capturedSeeds(first))
                                 .arg(QChar::fromLatin1(holeLetter(pos.rules, first.captures.front().hole)))),
             qPrintable(text));
    QCOMPARE(text.contains(QStringLiteral("plays again")), first.playsAgain);
    // The seeds of the go's later turns, all of them, as "then N more".
    int later = 0;
    for (std::size_t i = 1; i < go.turns.size(); ++i)
        later += capturedSeeds(go.turns[i]);
    if (later > 0)
        QVERIFY2(text.contains(QRegularExpression(QStringLiteral("then (a chain of )?%1 more").arg(later))),
                 qPrintable(text));
    else
        QVERIFY2(!text.contains(QRegularExpression(QStringLiteral("then (a chain of )?\\d+ more"))), qPrintable(text));
    // After the go: North's best capture, if none "no casa"; South's threat.
    const Position after = go.turns.back().after;
    const QString north = GameText::playerName(c->setup(), Player::North);
    QCOMPARE(text.contains(QStringLiteral("leaves %1 no casa").arg(north)),
             !after.isOver() && !biggestCapture(after, Player::North).has_value());
    const std::optional<TurnStory> threat = biggestCapture(after, Player::South);
    QCOMPARE(text.contains(QStringLiteral("threatens")), threat.has_value());
    if (threat)
        QVERIFY2(text.contains(QStringLiteral("threatens %1 seeds").arg(capturedSeeds(*threat))), qPrintable(text));
    // With HOYITO_HINT_SHOTS set to a folder, the window with the hint is
    // left there, in English, German and Gujarati, small and large.
    const QString shots = qEnvironmentVariable("HOYITO_HINT_SHOTS");
    if (shots.isEmpty())
        return;
    for (const char *language : {"en", "de", "gu"}) {
        Language::apply(QString::fromLatin1(language));
        start(setup);
        QVERIFY(c->requestHint());
        QTRY_VERIFY_WITH_TIMEOUT(c->hint().has_value(), 20000);
        for (const QSize size : {QSize(800, 500), QSize(1600, 1000)}) {
            m_window->resize(size);
            QTRY_COMPARE(m_window->size(), size);
            QVERIFY(m_window->grab().save(
                QDir(shots).filePath(QStringLiteral("hint-%1-%2.png").arg(QLatin1String(language)).arg(size.width()))));
        }
    }
    Language::apply(QString::fromLatin1(Language::kEnglish));
    GameText::installEnglishPlurals();
}

void TstAi::newGameDialogOffersComputers()
{
    QTest::keyClick(m_window.get(), Qt::Key_N, Qt::ControlModifier);
    NewGameDialog *dialog = m_window->newGameDialog();
    QVERIFY(dialog && dialog->isVisible());
    auto *southKind = dialog->findChild<QComboBox *>(QStringLiteral("southKind"));
    auto *northKind = dialog->findChild<QComboBox *>(QStringLiteral("northKind"));
    auto *northLevel = dialog->findChild<QComboBox *>(QStringLiteral("northLevel"));
    auto *southLevel = dialog->findChild<QComboBox *>(QStringLiteral("southLevel"));
    QVERIFY(southKind && northKind && northLevel && southLevel);
    QVERIFY(southKind->isVisible());
    QCOMPARE(northKind->count(), 2);
    QCOMPARE(northLevel->count(), kMaxLevel - kMinLevel + 1);
    QCOMPARE(northLevel->itemText(0), QStringLiteral("1 Beginner")); // numbered, as in the Players menu
    QVERIFY(!northLevel->isEnabled());                               // a human for now
    northKind->setCurrentIndex(northKind->findData(int(PlayerKind::Computer)));
    QVERIFY(northLevel->isEnabled());
    QVERIFY(!southLevel->isEnabled());
    northLevel->setCurrentIndex(northLevel->findData(5));
    QCOMPARE(dialog->setup().player(Player::North).level, 5);
    QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);

    GameController *c = controller();
    QTRY_COMPARE(c->player(Player::North)->kind(), PlayerKind::Computer);
    QCOMPARE(computer(c, Player::North)->level(), 5);
    QCOMPARE(c->player(Player::South)->kind(), PlayerKind::Human);
    QCOMPARE(m_settings->lastGameSetup().player(Player::North).kind, PlayerKind::Computer);
    QCOMPARE(m_settings->lastGameSetup().player(Player::North).level, 5);
    QVERIFY(m_window->findChild<QAction *>(QStringLiteral("northLevel5"))->isChecked());
    QVERIFY(m_window->findChild<QAction *>(QStringLiteral("southHuman"))->isChecked());

    // Opened again, it offers the same players.
    m_window->openNewGameDialog();
    dialog = m_window->newGameDialog();
    QCOMPARE(dialog->findChild<QComboBox *>(QStringLiteral("northLevel"))->currentData().toInt(), 5);
    QCOMPARE(dialog->setup().player(Player::North).kind, PlayerKind::Computer);
    dialog->reject();
}

QTEST_MAIN(TstAi)
#include "tst_ai.moc"
