// The game window, driven like a player would: real widgets under
// QT_QPA_PLATFORM=offscreen, mouse clicks and key presses, checked against
// the engine's model. Settings live in a temporary file, never the user's.

#include "engineutil.h"
#include "windowutil.h"

#include "analysis/movelistmodel.h"
#include "board/boarditems.h"
#include "board/boardscene.h"
#include "board/boardview.h"
#include "config/settings.h"
#include "game/gamecontroller.h"
#include "game/gametext.h"
#include "game/replaybar.h"
#include "game/turnskip.h"
#include "setup/newgamedialog.h"
#include "shell/commandline.h"
#include "window/gamepanel.h"
#include "window/mainwindow.h"
#include "window/resultdialog.h"
#include "window/ruleswindow.h"

#include "hoyito/notation.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QImage>
#include <QLineEdit>
#include <QPainter>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyleOptionGraphicsItem>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTranslator>

#include <memory>

using namespace hoyito;
using namespace hoyito::app;
using namespace hoyito::test;

namespace {

constexpr const char *kOpening = "II:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:0";
// South has no seeds: the pass is played for them.
constexpr const char *kPassPosition = "II:6:S:0,0,0,0,0,0,1,0,2,0,0,3:20:22";

// The hole written `letter` (`c`: South's c, `C`: North's C), whoever is to
// move and whether it can be played or not; -1 if the board has none.
int holeOf(const Position &pos, const char *letter)
{
    for (int hole = 0; hole < pos.rules.holeCount(); ++hole)
        if (letter[0] == holeLetter(pos.rules, hole) && letter[1] == '\0')
            return hole;
    return -1;
}

} // namespace

class TstGui : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void settingsRoundTripAndClamping();
    void moveDescriptions_data();
    void moveDescriptions();

    void clickPlaysMove_data();
    void clickPlaysMove();
    void animationStepsReachEnginePosition_data();
    void animationStepsReachEnginePosition();
    void clicksOnOpponentOrEmptyHoleChangeNothing();
    void clickDuringAnimationFinishesIt();
    void keysFinishAnimation_data();
    void keysFinishAnimation();
    void keyboardPlaysMoves();
    void undoRedoRestoreExactly();
    void undoDuringAnimationAndLateSignals();
    void endlessHoleIsUnplayable();
    void passIsPlayedAndAnnounced();
    void fullGameReachesResultDialog();
    void lapIsShownOnTheMoversPlate();
    void emptyHandShowsNoCount();
    void platesSayWhoIsThinking();
    void resultBannerSaysTheRound();
    void resultSpeaksToThePerson();
    void skipToMyTurnShowsTheComputersTurnsAtOnce();
    void languageChangesTheBoardAtOnce();
    void replayBarHidesNoButton();

    void boardLayoutHasNoOverlaps_data();
    void boardLayoutHasNoOverlaps();
    void flipBoardSwapsRows();
    void speedAndViewOptionsAreRemembered();
    void newGameDialogStartsChosenGame();
    void newGameDialogNames();
    void rulesWindowDrawsDiagrams();

    void commandLine_data();
    void commandLine();
    void screenshotWritesPng();
    void screenshotRejectsBadArguments();

private:
    void startAt(const char *text, AnimationSpeed speed);
    void click(int hole);
    bool waitForTurn(int timeoutMs = 5000);

    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    int m_settingsFiles = 0;
};

void TstGui::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    GameText::installEnglishPlurals();
    QVERIFY(m_dir.isValid());
}

void TstGui::init()
{
    // Whatever the scene animates must end on the engine's position: a
    // disagreement is logged as a warning, and fails the test.
    QTest::failOnWarning(QRegularExpression(QStringLiteral("disagree")));
    m_settings = instantSettings(m_dir.filePath(QStringLiteral("settings%1.ini").arg(++m_settingsFiles)));
    m_window = createWindow(*m_settings);
    QVERIFY(showWindow(*m_window));
}

void TstGui::cleanup()
{
    m_window.reset();
    m_settings.reset();
}

void TstGui::startAt(const char *text, AnimationSpeed speed)
{
    GameSetup setup;
    setup.start = positionFromText(text);
    m_window->startGame(setup);
    m_window->setAnimationSpeed(speed);
}

void TstGui::click(int hole)
{
    QVERIFY2(m_window->scene()->holeItem(hole), qPrintable(QStringLiteral("no hole %1 to click").arg(hole)));
    clickHole(*m_window, hole);
}

bool TstGui::waitForTurn(int timeoutMs)
{
    return waitForRest(*m_window->controller(), timeoutMs);
}

// ------------------------------------------------------------------ model

void TstGui::settingsRoundTripAndClamping()
{
    const QString path = m_dir.filePath(QStringLiteral("clamp.ini"));
    {
        QSettings raw(path, QSettings::IniFormat);
        raw.setValue(Settings::kAnimationSpeed, 99);
        raw.setValue(Settings::kHolesPerRow, 50);
        raw.setValue(Settings::kVariant, QStringLiteral("IV"));
        raw.setValue(Settings::kSouthName, QStringLiteral("  Ana \n María  ") + QString(60, QLatin1Char('x')));
    }
    Settings settings(path);
    QCOMPARE(settings.animationSpeed(), AnimationSpeed::Instant);
    const GameSetup read = settings.lastGameSetup();
    QCOMPARE(read.rules.holesPerRow, 12);
    QCOMPARE(read.rules.variant, Variant::II);
    QVERIFY(read.player(Player::South).name.startsWith(QStringLiteral("Ana María x")));
    QCOMPARE(read.player(Player::South).name.size(), 40);

    GameSetup setup;
    setup.rules = Rules{Variant::III, 9, LastFourTaker::Capturer};
    setup.starter = Player::North;
    setup.player(Player::North).name = QStringLiteral("Luis");
    settings.setLastGameSetup(setup);
    settings.setFlipBoard(true);
    settings.setShowCounts(false);
    settings.setAnimationSpeed(AnimationSpeed::Slow);
    settings.sync();
    Settings again(path);
    QCOMPARE(again.lastGameSetup(), setup);
    QVERIFY(again.flipBoard());
    QVERIFY(!again.showCounts());
    QCOMPARE(again.animationSpeed(), AnimationSpeed::Slow);
}

void TstGui::moveDescriptions_data()
{
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("expected");
    QTest::newRow("relays") << kOpening << "c"
                            << "South c: 5 laps";
    QTest::newRow("chain") << kChainPosition << "f"
                           << "South f: 3 laps, captures a chain of 8 from E, plays again";
    QTest::newRow("one lap") << "II:6:N:4,4,4,4,4,4,2,0,0,0,0,0:10:10"
                             << "A"
                             << "North A: 1 lap";
    QTest::newRow("last four") << kLastFourPosition << "a"
                               << "South a: 1 lap, captures 4 on b, takes the last four";
    QTest::newRow("last four to the winner") << "III:6:S:1,3,0,0,0,0,0,0,0,0,0,4:20:20:N"
                                             << "a"
                                             << "South a: 1 lap, captures 4 on b, the last four go to North";
    QTest::newRow("pass") << kPassPosition << "-"
                          << "South cannot move and passes";
}

void TstGui::moveDescriptions()
{
    QFETCH(QString, start);
    QFETCH(QString, move);
    QFETCH(QString, expected);
    const QByteArray text = start.toLatin1();
    Game game(positionFromText(text.constData()));
    const MoveCheck check = readMove(game.position(), move.toStdString());
    QVERIFY(check.ok());
    const TurnRecord record = game.play(check.move);
    GameSetup setup;
    QCOMPARE(GameText::turnDescription(setup, game.start().rules, record), expected);
    // A name replaces the side's name.
    setup.player(record.mover).name = QStringLiteral("Ana");
    QVERIFY(GameText::turnDescription(setup, game.start().rules, record).startsWith(QStringLiteral("Ana")));
}

// ------------------------------------------------------------------ playing

void TstGui::clickPlaysMove_data()
{
    QTest::addColumn<int>("speed");
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("move");
    QTest::newRow("instant, opening") << int(AnimationSpeed::Instant) << kOpening << "c";
    QTest::newRow("instant, chain") << int(AnimationSpeed::Instant) << kChainPosition << "f";
    QTest::newRow("normal, chain") << int(AnimationSpeed::Normal) << kChainPosition << "f";
    QTest::newRow("fast, last four") << int(AnimationSpeed::Fast) << kLastFourPosition << "a";
}

void TstGui::clickPlaysMove()
{
    QFETCH(int, speed);
    QFETCH(QString, start);
    QFETCH(QString, move);
    const QByteArray startText = start.toLatin1();
    startAt(startText.constData(), AnimationSpeed(speed));
    GameController *c = m_window->controller();
    QSignalSpy committed(c, &GameController::moveCommitted);
    QSignalSpy finished(m_window->scene(), &BoardScene::animationFinished);
    const QByteArray moveText = move.toLatin1();
    const int hole = holeOf(c->position(), moveText.constData());

    click(hole);
    QCOMPARE(committed.count(), 1);
    QCOMPARE(c->turnCount(), 1);
    QCOMPARE(c->game().moves().front(), Move::at(hole));
    if (AnimationSpeed(speed) != AnimationSpeed::Instant) {
        QVERIFY(m_window->scene()->isAnimating());
        QVERIFY(!m_window->scene()->isInputEnabled());
        // The move list waits for the animation.
        QCOMPARE(m_window->panel()->moveModel()->rowCount(), 0);
    }
    QVERIFY(waitForTurn(15000));
    QCOMPARE(finished.count(), 1);
    const QString difference = sceneDifference(*m_window->scene(), c->position(), SceneCheck::Everything);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QCOMPARE(m_window->panel()->moveModel()->rowCount(), 1);
    const QString description = GameText::turnDescription(c->setup(), c->setup().rules, c->history().back());
    // The status line tells what the move did, or the result if it ended the game.
    QVERIFY2(m_window->statusText().startsWith(c->position().isOver() ? QStringLiteral("Game over") : description),
             qPrintable(m_window->statusText()));
    const Position &pos = c->position();
    QCOMPARE(m_window->panel()->card(Player::South)->scoreText(), QString::number(finalScores(pos)[0]));
    QCOMPARE(m_window->panel()->card(Player::North)->scoreText(), QString::number(finalScores(pos)[1]));
    if (!pos.isOver()) {
        QCOMPARE(c->state(), GameController::State::AwaitingMove);
        QVERIFY(m_window->scene()->isInputEnabled());
        QVERIFY(m_window->panel()->card(pos.toMove)->isToMove());
    }
}

void TstGui::animationStepsReachEnginePosition_data()
{
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("banner");
    QTest::newRow("relays") << kOpening << "a"
                            << "";
    QTest::newRow("chain") << kChainPosition << "f"
                           << "South plays again";
    QTest::newRow("last four") << kLastFourPosition << "a"
                               << "The last four go to South";
    QTest::newRow("en passant") << "I:6:S:0,0,3,3,0,0,1,2,0,0,0,1:16:22"
                                << "c"
                                << "";
    QTest::newRow("2x12") << "II:12:S:4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4:0:0"
                          << "k"
                          << "";
}

void TstGui::animationStepsReachEnginePosition()
{
    // Let every step of a fast animation run (no jump at the end): the
    // scene's own check (a warning, failing the test) compares what the
    // steps left with the engine's position.
    QFETCH(QString, start);
    QFETCH(QString, move);
    QFETCH(QString, banner);
    const QByteArray startText = start.toLatin1();
    startAt(startText.constData(), AnimationSpeed::Fast);
    BoardScene *scene = m_window->scene();
    QSignalSpy announced(scene, &BoardScene::announced);
    const QByteArray moveText = move.toLatin1();
    click(holeOf(m_window->controller()->position(), moveText.constData()));
    QVERIFY(scene->isAnimating());
    const int duration = scene->animationDuration();
    QVERIFY(duration > 0);
    // Frozen half-way, the animation shows a state between the two.
    scene->holdAnimationAt(duration / 2);
    QVERIFY(scene->handItem()->isVisible() || !banner.isEmpty());
    scene->holdAnimationAt(duration - 1);
    if (!banner.isEmpty()) {
        QVERIFY(!announced.isEmpty());
        QCOMPARE(announced.first().first().toString(), banner);
    }
    // The last millisecond runs for real and ends the animation by itself.
    QSignalSpy finished(scene, &BoardScene::animationFinished);
    scene->resumeAnimation();
    QVERIFY(finished.wait(2000));
    QVERIFY(waitForTurn());
    const QString difference = sceneDifference(*scene, m_window->controller()->position(), SceneCheck::Everything);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
}

void TstGui::clicksOnOpponentOrEmptyHoleChangeNothing()
{
    startAt("II:6:S:0,3,0,2,1,0,4,0,5,1,0,2:10:20", AnimationSpeed::Instant);
    GameController *c = m_window->controller();
    const Position before = c->position();
    QSignalSpy committed(c, &GameController::moveCommitted);
    QSignalSpy rejected(c, &GameController::moveRejected);
    const quint64 token = c->token();

    click(holeOf(before, "a"));                                                        // South's own, but empty
    click(holeOf(before, "A"));                                                        // North's
    click(holeOf(before, "B"));                                                        // North's and empty
    QTest::mouseClick(m_window->view()->viewport(), Qt::LeftButton, {}, QPoint(5, 5)); // the table
    QCOMPARE(committed.count(), 0);
    QCOMPARE(rejected.count(), 3);
    QVERIFY(rejected.at(0).at(1).toString().contains(QStringLiteral("empty")));
    QVERIFY(rejected.at(1).at(1).toString().contains(QStringLiteral("North's hole A")));
    QCOMPARE(m_window->statusText(), rejected.at(2).at(1).toString());
    QCOMPARE(c->turnCount(), 0);
    QCOMPARE(c->position(), before);
    QCOMPARE(c->token(), token);
    QCOMPARE(c->state(), GameController::State::AwaitingMove);
    const QString difference = sceneDifference(*m_window->scene(), before, SceneCheck::Everything);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    // The board still takes a good move.
    click(holeOf(before, "b"));
    QCOMPARE(committed.count(), 1);
}

void TstGui::clickDuringAnimationFinishesIt()
{
    startAt(kChainPosition, AnimationSpeed::Slow);
    GameController *c = m_window->controller();
    BoardScene *scene = m_window->scene();
    QSignalSpy finished(scene, &BoardScene::animationFinished);
    click(holeOf(c->position(), "f"));
    QVERIFY(scene->isAnimating());
    // Let the slow animation run a while, so the click comes in its middle.
    QTest::qWait(150);
    // Any click, on a hole or not, only finishes the animation.
    click(holeOf(c->position(), "a"));
    QVERIFY(!scene->isAnimating());
    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.first().first().toULongLong(), c->token());
    QCOMPARE(c->turnCount(), 1);
    const QString difference = sceneDifference(*scene, c->position(), SceneCheck::Everything);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QVERIFY(scene->bannerText().isEmpty());
    // South plays again: the board takes input once the controller goes on.
    QVERIFY(waitForTurn());
    QCOMPARE(c->position().toMove, Player::South);
    QVERIFY(scene->isInputEnabled());
}

void TstGui::keysFinishAnimation_data()
{
    QTest::addColumn<int>("key");
    QTest::newRow("space") << int(Qt::Key_Space);
    QTest::newRow("escape") << int(Qt::Key_Escape);
}

void TstGui::keysFinishAnimation()
{
    QFETCH(int, key);
    startAt(kOpening, AnimationSpeed::Normal);
    BoardScene *scene = m_window->scene();
    click(holeOf(m_window->controller()->position(), "d"));
    QVERIFY(scene->isAnimating());
    m_window->view()->setFocus();
    QTest::keyClick(m_window->view(), Qt::Key(key));
    QVERIFY(!scene->isAnimating());
    QVERIFY(waitForTurn());
    const QString difference = sceneDifference(*scene, m_window->controller()->position(), SceneCheck::Everything);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
}

void TstGui::keyboardPlaysMoves()
{
    startAt(kOpening, AnimationSpeed::Instant);
    GameController *c = m_window->controller();
    BoardView *view = m_window->view();
    view->setFocus();
    // A letter plays that hole of the player to move.
    QTest::keyClick(view, Qt::Key_C);
    QCOMPARE(c->turnCount(), 1);
    QCOMPARE(c->game().moves().back(), Move::at(2));
    QVERIFY(waitForTurn());
    QCOMPARE(c->position().toMove, Player::North);
    // North's turn: the same letters mean North's holes.
    QTest::keyClick(view, Qt::Key_B);
    QCOMPARE(c->game().moves().back(), Move::at(7));
    QVERIFY(waitForTurn());
    // Arrows choose among the playable holes, left to right; Enter plays.
    const Position pos = c->position();
    QList<int> playable = m_window->scene()->playableHoles();
    QVERIFY(!playable.isEmpty());
    std::sort(playable.begin(), playable.end(), [this](int a, int b) {
        return m_window->scene()->geometry().holeCentre(a).x() < m_window->scene()->geometry().holeCentre(b).x();
    });
    QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(m_window->scene()->keyboardCursor(), playable.first());
    if (playable.size() > 1) {
        QTest::keyClick(view, Qt::Key_Right);
        QCOMPARE(m_window->scene()->keyboardCursor(), playable.at(1));
    }
    const int chosen = m_window->scene()->keyboardCursor();
    QTest::keyClick(view, Qt::Key_Return);
    QCOMPARE(c->game().moves().back(), Move::at(chosen));
    QCOMPARE(c->game().positions()[c->turnCount() - 1], pos);
    // Letters past the row do nothing.
    QVERIFY(waitForTurn());
    const int turns = c->turnCount();
    QTest::keyClick(view, Qt::Key_Z);
    QCOMPARE(c->turnCount(), turns);
}

void TstGui::undoRedoRestoreExactly()
{
    startAt(kOpening, AnimationSpeed::Instant);
    GameController *c = m_window->controller();
    QRandomGenerator rng(7);
    for (int i = 0; i < 10 && !c->position().isOver(); ++i) {
        const QList<int> playable = m_window->scene()->playableHoles();
        QVERIFY(!playable.isEmpty());
        click(playable.at(int(rng.bounded(int(playable.size())))));
        QVERIFY(waitForTurn());
    }
    const std::vector<Position> positions = c->game().positions();
    const std::vector<Move> moves = c->game().moves();
    const int turns = c->turnCount();
    QVERIFY(turns >= 10);
    QAction *undo = m_window->findChild<QAction *>(QStringLiteral("actionUndo"));
    QAction *redo = m_window->findChild<QAction *>(QStringLiteral("actionRedo"));
    QVERIFY(undo && redo);
    QVERIFY(!redo->isEnabled());

    m_window->view()->setFocus();
    for (int i = turns - 1; i >= 0; --i) {
        QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(c->turnCount(), i);
        QCOMPARE(c->position(), positions[i]);
        QVERIFY(waitForTurn());
        const QString difference = sceneDifference(*m_window->scene(), positions[i], SceneCheck::Everything);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QCOMPARE(m_window->panel()->moveModel()->rowCount(), i);
    }
    QVERIFY(!undo->isEnabled());
    QVERIFY(redo->isEnabled());
    for (int i = 1; i <= turns; ++i) {
        QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(c->turnCount(), i);
        QCOMPARE(c->position(), positions[i]);
        const QString difference = sceneDifference(*m_window->scene(), positions[i], SceneCheck::Everything);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
    }
    QVERIFY(!redo->isEnabled());
    QCOMPARE(c->game().moves(), moves);
    // Undo twice, play something else: the redo line is gone.
    undo->trigger();
    undo->trigger();
    QVERIFY(waitForTurn());
    const QList<int> playable = m_window->scene()->playableHoles();
    int other = -1;
    for (int hole : playable)
        if (Move::at(hole) != moves[turns - 2])
            other = hole;
    if (other >= 0) {
        click(other);
        QVERIFY(waitForTurn());
        QVERIFY(!redo->isEnabled());
    }
}

void TstGui::undoDuringAnimationAndLateSignals()
{
    startAt(kChainPosition, AnimationSpeed::Normal);
    GameController *c = m_window->controller();
    BoardScene *scene = m_window->scene();
    const Position before = c->position();
    QSignalSpy over(c, &GameController::gameOver);
    QSignalSpy turns(c, &GameController::turnStarted);
    click(holeOf(before, "f"));
    QVERIFY(scene->isAnimating());
    const quint64 moveToken = c->token();

    // Undo while the move is shown: the board jumps back at once.
    QVERIFY(c->undo());
    QVERIFY(!scene->isAnimating());
    QCOMPARE(c->position(), before);
    QVERIFY(c->token() != moveToken);
    QString difference = sceneDifference(*scene, before, SceneCheck::Everything);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QVERIFY(waitForTurn());
    const int turnsBefore = int(turns.count());

    // A late "animation finished" for the undone move changes nothing.
    Q_EMIT scene->animationFinished(moveToken);
    c->animationFinished(moveToken);
    // Nothing to wait for: the late signal must change nothing.
    QTest::qWait(20);
    QCOMPARE(c->state(), GameController::State::AwaitingMove);
    QCOMPARE(c->turnCount(), 0);
    QCOMPARE(int(turns.count()), turnsBefore);
    QCOMPARE(over.count(), 0);
    difference = sceneDifference(*scene, before, SceneCheck::Everything);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));

    // Same after a new game: a stale move answer is dropped too.
    click(holeOf(before, "f"));
    const quint64 second = c->token();
    m_window->startGame(GameSetup{});
    QCOMPARE(c->turnCount(), 0);
    Q_EMIT scene->animationFinished(second);
    Q_EMIT c->player(Player::South)->moveChosen(Move::at(2), second - 1);
    // Nothing to wait for: the stale signals must change nothing.
    QTest::qWait(20);
    QCOMPARE(c->turnCount(), 0);
    QCOMPARE(c->position(), Position::initial(Rules{}));
    difference = sceneDifference(*scene, c->position(), SceneCheck::Everything);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
}

void TstGui::endlessHoleIsUnplayable()
{
    // docs/RULES.md 5: after f A f d e B (Hoyito II), North's F never ends.
    m_window->startGame(GameSetup{});
    GameController *c = m_window->controller();
    std::vector<Move> moves;
    Game game(c->position());
    for (const char *m : {"f", "A", "f", "d", "e", "B"}) {
        const MoveCheck check = readMove(game.position(), m);
        QVERIFY(check.ok());
        game.play(check.move);
        moves.push_back(check.move);
    }
    QCOMPARE(c->playMovesWithoutAnimation(moves), -1);
    QVERIFY(waitForTurn());
    const Position pos = c->position();
    QCOMPARE(pos.toMove, Player::North);
    const int f = holeOf(pos, "F");
    HoleItem *hole = m_window->scene()->holeItem(f);
    QVERIFY(hole->isEndless());
    QVERIFY(!hole->isPlayable());
    QCOMPARE(hole->toolTip(), BoardScene::endlessHoleTip());
    QVERIFY(!m_window->scene()->playableHoles().contains(f));
    QSignalSpy rejected(c, &GameController::moveRejected);
    click(f);
    QCOMPARE(c->turnCount(), 6);
    QCOMPARE(rejected.count(), 1);
    QVERIFY(m_window->statusText().contains(QStringLiteral("never end")));
    // Other holes are not marked.
    QVERIFY(!m_window->scene()->holeItem(holeOf(pos, "A"))->isEndless());
}

void TstGui::passIsPlayedAndAnnounced()
{
    startAt(kPassPosition, AnimationSpeed::Instant);
    GameController *c = m_window->controller();
    QVERIFY(waitForTurn());
    QCOMPARE(c->turnCount(), 1);
    QVERIFY(c->game().moves().front().isPass());
    QCOMPARE(c->position().toMove, Player::North);
    QVERIFY(m_window->statusText().startsWith(QStringLiteral("South cannot move and passes")));
    QVERIFY(m_window->scene()->isInputEnabled());
}

void TstGui::fullGameReachesResultDialog()
{
    m_window->startGame(GameSetup{});
    GameController *c = m_window->controller();
    QSignalSpy over(c, &GameController::gameOver);
    QRandomGenerator rng(2005);
    int turns = 0;
    while (!c->position().isOver() && turns++ < 600) {
        const QList<int> playable = m_window->scene()->playableHoles();
        QVERIFY2(!playable.isEmpty(), "a human turn without playable holes");
        click(playable.at(int(rng.bounded(int(playable.size())))));
        QVERIFY(waitForTurn());
    }
    QVERIFY(c->position().isOver());
    QCOMPARE(over.count(), 1);
    QTRY_VERIFY(m_window->resultDialog() && m_window->resultDialog()->isVisible());
    ResultDialog *dialog = m_window->resultDialog();
    const auto scores = finalScores(c->position());
    // Two people: the result names the winner.
    QCOMPARE(dialog->headline(), GameText::resultHeadline(c->setup(), resultOf(scores)));
    QCOMPARE(dialog->headline(), GameText::resultTold(c->setup(), scores));
    QVERIFY(dialog->details().contains(RulesText::endExplanation(c->position().ending)));
    const QString difference = sceneDifference(*m_window->scene(), c->position(), SceneCheck::Everything);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QVERIFY(!m_window->scene()->isInputEnabled());
    // The dialog tells the result: the board's banner waits behind it.
    QVERIFY(m_window->scene()->bannerText().isEmpty());

    // "New game" opens the New Game dialog; starting plays a fresh game.
    QTest::mouseClick(dialog->newGameButton(), Qt::LeftButton);
    QTRY_VERIFY(m_window->newGameDialog() && m_window->newGameDialog()->isVisible());
    auto *box = m_window->newGameDialog()->findChild<QDialogButtonBox *>();
    QTest::mouseClick(box->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QCOMPARE(c->turnCount(), 0);
    QCOMPARE(c->state(), GameController::State::AwaitingMove);
    QVERIFY(m_window->scene()->bannerText().isEmpty());
}

void TstGui::lapIsShownOnTheMoversPlate()
{
    // South's c from the opening sows 5 laps. Seen step by step, the lap is
    // counted on South's name plate, beside the board, never over a hole.
    startAt(kOpening, AnimationSpeed::Normal);
    BoardScene *scene = m_window->scene();
    click(holeOf(m_window->controller()->position(), "c"));
    QVERIFY(scene->isAnimating());
    QCOMPARE(m_window->controller()->history().back().summary.laps, 5);
    const QRectF plate = scene->geometry().nameRect(Player::South);
    for (int h = 0; h < scene->geometry().rules().holeCount(); ++h) {
        QVERIFY(!plate.intersects(scene->holeItem(h)->sceneBoundingRect()));
        QVERIFY(!plate.intersects(scene->geometry().badgeRect(h)));
    }
    QStringList laps;
    for (int ms = 0; ms < scene->animationDuration(); ms += 20) {
        scene->holdAnimationAt(ms);
        QVERIFY(scene->playerStatus(Player::North).isEmpty());
        const QString status = scene->playerStatus(Player::South);
        if (laps.isEmpty() || laps.last() != status)
            laps << status;
    }
    QCOMPARE(laps, QStringList({QStringLiteral("lap 1"), QStringLiteral("lap 2"), QStringLiteral("lap 3"),
                                QStringLiteral("lap 4"), QStringLiteral("lap 5")}));
    scene->finishAnimation();
    QVERIFY(waitForTurn());
    QVERIFY(scene->playerStatus(Player::South).isEmpty());
    QCOMPARE(scene->playerStatus(Player::North), QStringLiteral("to move"));
}

void TstGui::emptyHandShowsNoCount()
{
    // Between a lap's last drop and the next lift the hand is empty: it
    // shows no "0". The count's badge sticks out right of the palm.
    const auto paintedRightOfPalm = [](int count) {
        HandItem hand;
        hand.setCount(count);
        QImage image(200, 200, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.translate(100, 100);
        QStyleOptionGraphicsItem option;
        hand.paint(&painter, &option, nullptr);
        painter.end();
        int painted = 0;
        for (int y = 100 - 2; y < 100 + 28; ++y)
            for (int x = 100 + 36; x < 100 + 46; ++x)
                painted += qAlpha(image.pixel(x, y)) > 0 ? 1 : 0;
        return painted;
    };
    QVERIFY(paintedRightOfPalm(6) > 100);
    QCOMPARE(paintedRightOfPalm(0), 0);
}

void TstGui::platesSayWhoIsThinking()
{
    BoardScene scene;
    scene.showPosition(positionFromText(kOpening));
    QCOMPARE(scene.playerStatus(Player::South), QStringLiteral("to move"));
    QVERIFY(scene.playerStatus(Player::North).isEmpty());
    scene.setThinking(Player::South, true);
    QVERIFY(scene.isThinking(Player::South));
    QCOMPARE(scene.playerStatus(Player::South), QStringLiteral("thinking…"));
    // A new position keeps it: only the computer's answer ends the thinking.
    scene.showPosition(positionFromText(kChainPosition));
    QCOMPARE(scene.playerStatus(Player::South), QStringLiteral("thinking…"));
    scene.setThinking(Player::South, false);
    QCOMPARE(scene.playerStatus(Player::South), QStringLiteral("to move"));
    // North thinks on its own turn.
    scene.setThinking(Player::North, true);
    scene.showPosition(positionFromText("II:6:N:4,4,4,4,4,4,2,0,0,0,0,0:10:10"));
    QVERIFY(scene.playerStatus(Player::South).isEmpty());
    QCOMPARE(scene.playerStatus(Player::North), QStringLiteral("thinking…"));
}

void TstGui::resultBannerSaysTheRound()
{
    // South's a makes a four in b, and the four left in F go to South too:
    // 28 to 20 from 20 to 20, 24 to 24 from 16 to 24.
    const auto finished = [](const char *text) {
        Game game(positionFromText(text));
        game.play(Move::at(0));
        return game.position();
    };
    const Position won = finished(kLastFourPosition);
    const Position drawn = finished("II:6:S:1,3,0,0,0,0,0,0,0,0,0,4:16:24");
    QVERIFY(won.isOver() && drawn.isOver());
    QCOMPARE(resultOf(finalScores(drawn)), Result::Draw);

    BoardScene scene;
    scene.setPlayerNames(QStringLiteral("Ana"), QString());
    scene.showPosition(won);
    QCOMPARE(scene.bannerText(), QStringLiteral("Ana wins!"));
    scene.setRoundNumber(3);
    QCOMPARE(scene.roundNumber(), 3);
    QCOMPARE(scene.bannerText(), QStringLiteral("Round 3: Ana wins!"));
    scene.showPosition(drawn);
    QCOMPARE(scene.bannerText(), QStringLiteral("Round 3: a draw"));
    // Kept until changed: a game under way shows no banner, its end does.
    scene.showPosition(positionFromText(kLastFourPosition));
    QVERIFY(scene.bannerText().isEmpty());
    scene.showPosition(won);
    QCOMPARE(scene.bannerText(), QStringLiteral("Round 3: Ana wins!"));
    // A name given later, or none (the side's name), changes it at once.
    scene.setPlayerNames(QString(), QStringLiteral("Luis"));
    QCOMPARE(scene.bannerText(), QStringLiteral("Round 3: South wins!"));
    scene.setPlayerNames(QStringLiteral("Ana"), QStringLiteral("Luis"));
    scene.setRoundNumber(0);
    QCOMPARE(scene.bannerText(), QStringLiteral("Ana wins!"));
    scene.showPosition(drawn);
    QCOMPARE(scene.bannerText(), QStringLiteral("A draw"));
}

void TstGui::resultSpeaksToThePerson()
{
    GameSetup setup;
    QVERIFY(!setup.personAgainstComputer()); // two people
    QCOMPARE(GameText::resultTold(setup, {30, 18}), QStringLiteral("South wins!"));
    setup.player(Player::North) = PlayerInfo::computer(QString(), 1);
    QCOMPARE(setup.personAgainstComputer(), std::optional(Player::South));
    QCOMPARE(GameText::resultTold(setup, {30, 18}), QStringLiteral("You win by 12 seeds!"));
    QCOMPARE(GameText::resultTold(setup, {25, 23}), QStringLiteral("You win by 2 seeds!"));
    QCOMPARE(GameText::resultTold(setup, {20, 28}), QStringLiteral("You lose by 8 seeds"));
    QCOMPARE(GameText::resultTold(setup, {24, 24}), QStringLiteral("A draw"));
    std::swap(setup.player(Player::South), setup.player(Player::North));
    QCOMPARE(setup.personAgainstComputer(), std::optional(Player::North));
    QCOMPARE(GameText::resultTold(setup, {30, 18}), QStringLiteral("You lose by 12 seeds"));
    setup.player(Player::North) = PlayerInfo::computer(QString(), 2);
    QVERIFY(!setup.personAgainstComputer()); // two computers
    QCOMPARE(GameText::resultTold(setup, {18, 30}), QStringLiteral("North wins!"));

    // The board's banner too, for a single game (a round names its winner).
    const auto finished = [](const char *text) {
        Game game(positionFromText(text));
        game.play(Move::at(0));
        return game.position();
    };
    const Position won = finished(kLastFourPosition); // South 28 - North 20
    BoardScene scene;
    scene.setPlayerNames(QStringLiteral("Ana"), QString());
    scene.setPerson(Player::South);
    scene.showPosition(won);
    QCOMPARE(scene.bannerText(), QStringLiteral("You win by 8 seeds!"));
    scene.setPerson(Player::North);
    QCOMPARE(scene.bannerText(), QStringLiteral("You lose by 8 seeds"));
    scene.setRoundNumber(2);
    QCOMPARE(scene.bannerText(), QStringLiteral("Round 2: Ana wins!"));
    scene.setRoundNumber(0);
    scene.setPerson(std::nullopt);
    QCOMPARE(scene.bannerText(), QStringLiteral("Ana wins!"));

    // In the window: a game against the computer that the person ends.
    GameSetup ending;
    ending.player(Player::North) = PlayerInfo::computer(QString(), 1);
    ending.start = positionFromText(kLastFourPosition);
    m_window->startGame(ending);
    QTRY_VERIFY(m_window->scene()->isInputEnabled());
    click(0);
    QTRY_VERIFY(m_window->resultDialog() && m_window->resultDialog()->isVisible());
    QCOMPARE(m_window->resultDialog()->headline(), QStringLiteral("You win by 8 seeds!"));
    QVERIFY2(m_window->statusText().endsWith(QStringLiteral("You win by 8 seeds!")),
             qPrintable(m_window->statusText()));
    m_window->resultDialog()->close();
    QTRY_COMPARE(m_window->scene()->bannerText(), QStringLiteral("You win by 8 seeds!"));
}

void TstGui::skipToMyTurnShowsTheComputersTurnsAtOnce()
{
    // Slow animations and a minute's pause before each computer move:
    // without the skip, the person's turn would not come for minutes.
    m_window->setAnimationSpeed(AnimationSpeed::Slow);
    GameController *c = m_window->controller();
    TurnSkip *skip = m_window->turnSkip();
    QAction *action = skip->action();

    // Two people: nothing to skip.
    m_window->startGame(GameSetup{});
    QTRY_VERIFY(m_window->scene()->isInputEnabled());
    QVERIFY(!action->isEnabled());

    // Against the computer, which moves first: offered while it plays.
    GameSetup setup;
    setup.player(Player::North) = PlayerInfo::computer(QString(), 1);
    setup.starter = Player::North;
    m_window->startGame(setup);
    c->setComputerPause(60000);
    QTRY_VERIFY(action->isEnabled());
    QVERIFY(!skip->button()->isHidden());
    QVERIFY(!m_window->scene()->isInputEnabled());
    action->trigger();
    QVERIFY(skip->isSkipping());
    QVERIFY(!action->isEnabled());
    QVERIFY(c->isHurried() && m_window->scene()->isHurried());
    QTRY_VERIFY_WITH_TIMEOUT(m_window->scene()->isInputEnabled(), 30000);
    QCOMPARE(c->position().toMove, Player::South);
    // At the person's turn it ends: the next computer turn animates again.
    QVERIFY(!skip->isSkipping());
    QVERIFY(!c->isHurried() && !m_window->scene()->isHurried());
    QCOMPARE(m_window->scene()->speed(), AnimationSpeed::Slow);
    QVERIFY(!action->isEnabled());
    QVERIFY(skip->button()->isHidden());
    QCOMPARE(c->computerPause(), 60000);
    const QString difference = sceneDifference(*m_window->scene(), c->position(), SceneCheck::Everything);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    m_window->setAnimationSpeed(AnimationSpeed::Instant);
}

void TstGui::languageChangesTheBoardAtOnce()
{
    // Switching the language at run time reaches the board and the replay
    // bar at once, with no new game or restart. Spanish strings that the
    // translation already has.
    startAt(kOpening, AnimationSpeed::Instant);
    BoardScene *scene = m_window->scene();
    ReplayBar *bar = m_window->replayBar();
    // A board of its own, in a window of its own, with a finished game: only
    // its view tells its scene the language changed.
    BoardScene own;
    BoardView ownView(&own);
    Game game(positionFromText(kLastFourPosition));
    game.play(Move::at(0));
    own.showPosition(game.position());
    ownView.show();
    QVERIFY(QTest::qWaitForWindowExposed(&ownView));

    const int c = holeOf(own.shownPosition(), "c");
    const auto holeName = [&own](int hole) {
        QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(own.holeItem(hole));
        return accessible ? accessible->text(QAccessible::Name) : QString();
    };
    QCOMPARE(holeName(c), QStringLiteral("South hole c, empty"));
    QCOMPARE(own.holeItem(c)->toolTip(), QStringLiteral("South hole c, empty"));
    QCOMPARE(own.bannerText(), QStringLiteral("South wins!"));
    QCOMPARE(ownView.accessibleName(), QStringLiteral("Board"));
    QCOMPARE(scene->playerStatus(Player::South), QStringLiteral("to move"));
    QCOMPARE(scene->playerName(Player::South), QStringLiteral("South")); // an unnamed side
    QCOMPARE(bar->continueAction()->toolTip(), QStringLiteral("Play the game on, live, from the position shown"));
    QCOMPARE(bar->firstAction()->text(), QStringLiteral("First Position"));

    QTranslator spanish;
    QVERIFY(spanish.load(QStringLiteral(":/i18n/hoyito_es.qm")));
    QVERIFY(QCoreApplication::installTranslator(&spanish));
    {
        // English again for the tests that follow, whatever happens here.
        auto removed = qScopeGuard([&spanish] { QCoreApplication::removeTranslator(&spanish); });
        QTRY_COMPARE(holeName(c), QStringLiteral("Sur, hoyo c, vacío"));
        QCOMPARE(own.holeItem(c)->toolTip(), QStringLiteral("Sur, hoyo c, vacío"));
        QCOMPARE(own.bannerText(), QStringLiteral("¡Gana Sur!"));
        QCOMPARE(ownView.accessibleName(), QStringLiteral("Tablero"));
        QTRY_COMPARE(bar->continueAction()->toolTip(),
                     QStringLiteral("Seguir la partida, en vivo, desde la posición que se ve"));
        QCOMPARE(bar->firstAction()->text(), QStringLiteral("Posición inicial"));
        QCOMPARE(scene->playerStatus(Player::South), QStringLiteral("le toca"));
        QCOMPARE(scene->playerName(Player::South), QStringLiteral("Sur"));
    }
    QTRY_COMPARE(holeName(c), QStringLiteral("South hole c, empty"));
    QCOMPARE(own.bannerText(), QStringLiteral("South wins!"));
    QTRY_COMPARE(bar->continueAction()->toolTip(), QStringLiteral("Play the game on, live, from the position shown"));
    QCOMPARE(scene->playerStatus(Player::South), QStringLiteral("to move"));
    QCOMPARE(scene->playerName(Player::South), QStringLiteral("South"));
}

void TstGui::replayBarHidesNoButton()
{
    // A narrow window (or a long translation): the two worded buttons keep
    // only their icons rather than go behind the bar's extension arrow.
    startAt(kOpening, AnimationSpeed::Instant);
    GameController *c = m_window->controller();
    click(holeOf(c->position(), "c"));
    QVERIFY(waitForTurn());
    c->enterReplay();
    ReplayBar *bar = m_window->replayBar();
    QTRY_VERIFY(bar->isVisible());
    const auto buttonOf = [bar](QAction *action) { return qobject_cast<QToolButton *>(bar->widgetForAction(action)); };
    for (const int width : {1400, 540, 1400}) {
        m_window->resize(width, 700);
        QTRY_COMPARE(bar->width(), m_window->width());
        const Qt::ToolButtonStyle wanted = width > 1000 ? Qt::ToolButtonTextBesideIcon : Qt::ToolButtonIconOnly;
        for (QAction *action : {bar->continueAction(), bar->closeAction()})
            QTRY_COMPARE(buttonOf(action)->toolButtonStyle(), wanted);
    }
    // Every width in between, the threshold included: never a button
    // behind the extension arrow.
    for (int width = m_window->minimumSizeHint().width(); width <= 1000; width += 8) {
        m_window->resize(width, 700);
        QTRY_COMPARE(bar->width(), m_window->width());
        QApplication::processEvents();
        for (QAction *action : {bar->continueAction(), bar->closeAction()}) {
            QToolButton *button = buttonOf(action);
            QVERIFY(button);
            QVERIFY2(button->isVisible() && bar->rect().contains(button->geometry()),
                     qPrintable(QStringLiteral("%1 hidden at %2 px").arg(action->text()).arg(width)));
        }
    }
}

// ------------------------------------------------------------------ window

void TstGui::boardLayoutHasNoOverlaps_data()
{
    QTest::addColumn<int>("holes");
    QTest::addColumn<bool>("flipped");
    QTest::addColumn<QSize>("window");
    QTest::newRow("2x12 small") << 12 << false << QSize(800, 500);
    QTest::newRow("2x12 flipped large") << 12 << true << QSize(1920, 1080);
    QTest::newRow("2x6 small") << 6 << false << QSize(800, 500);
    QTest::newRow("2x3") << 3 << false << QSize(1024, 700);
}

void TstGui::boardLayoutHasNoOverlaps()
{
    QFETCH(int, holes);
    QFETCH(bool, flipped);
    QFETCH(QSize, window);
    GameSetup setup;
    setup.rules.holesPerRow = holes;
    m_window->startGame(setup);
    m_window->resize(window);
    if (flipped)
        m_window->findChild<QAction *>(QStringLiteral("actionFlipBoard"))->trigger();
    // Fill the holes unevenly so the labels have two digits.
    std::vector<Move> moves;
    Game game(m_window->controller()->position());
    for (int i = 0; i < 6; ++i) {
        const std::vector<Move> legal = legalMoves(game.position());
        moves.push_back(legal[i % legal.size()]);
        game.play(moves.back());
    }
    m_window->controller()->playMovesWithoutAnimation(moves);
    QVERIFY(waitForTurn());
    // Lets the scene's posted relayout and repaint through before measuring.
    QTest::qWait(10);

    BoardScene *scene = m_window->scene();
    const BoardGeometry &g = scene->geometry();
    QCOMPARE(g.rules().holesPerRow, holes);
    QStringList names;
    QList<QRectF> rects;
    const auto add = [&](const QString &name, const QRectF &rect) {
        names << name;
        rects << rect;
    };
    for (int h = 0; h < g.rules().holeCount(); ++h) {
        const qreal r = BoardGeometry::kHoleRadius + 3;
        add(QStringLiteral("hole %1").arg(h), QRectF(g.holeCentre(h) - QPointF(r, r), QSizeF(2 * r, 2 * r)));
        add(QStringLiteral("count %1").arg(h), g.badgeRect(h));
        add(QStringLiteral("letter %1").arg(h), g.letterRect(h));
    }
    for (Player p : {Player::South, Player::North}) {
        add(QStringLiteral("name %1").arg(index(p)), g.nameRect(p));
        add(QStringLiteral("pile %1").arg(index(p)), g.pileRect(p));
    }
    for (int i = 0; i < rects.size(); ++i) {
        QVERIFY2(g.sceneRect().contains(rects[i]), qPrintable(names[i] + QStringLiteral(" is off the scene")));
        for (int j = i + 1; j < rects.size(); ++j)
            QVERIFY2(!rects[i].intersects(rects[j]), qPrintable(names[i] + QStringLiteral(" overlaps ") + names[j]));
    }
    for (int h = 0; h < g.rules().holeCount(); ++h) {
        QVERIFY(g.boardRect().contains(rects[3 * h]));
        QVERIFY(g.boardRect().contains(g.badgeRect(h)));
        // Each row is drawn where it belongs.
        const bool top = g.rules().owner(h) == (flipped ? Player::South : Player::North);
        QCOMPARE(g.isTopRow(h), top);
    }
    // Every seed rests inside its own hole, never over the rim.
    QString difference = sceneDifference(*scene, m_window->controller()->position(), SceneCheck::Everything);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    // The whole board is visible and big enough to read.
    BoardView *view = m_window->view();
    const QRect onScreen = view->mapFromScene(g.sceneRect()).boundingRect();
    QVERIFY(view->viewport()->rect().adjusted(-1, -1, 1, 1).contains(onScreen));
    const qreal holeOnScreen = view->transform().m11() * 2 * BoardGeometry::kHoleRadius;
    QVERIFY2(holeOnScreen >= 30, qPrintable(QStringLiteral("holes are only %1 px wide").arg(holeOnScreen)));
    // It fills the view in one direction (aspect ratio kept).
    QVERIFY(onScreen.width() >= view->viewport()->width() - 4 || onScreen.height() >= view->viewport()->height() - 4);
}

void TstGui::flipBoardSwapsRows()
{
    m_window->startGame(GameSetup{});
    BoardScene *scene = m_window->scene();
    const qreal southY = scene->geometry().holeCentre(0).y();
    const qreal northY = scene->geometry().holeCentre(6).y();
    QVERIFY(southY > northY);
    // South's a is at the left for South, North's A opposite South's f.
    QVERIFY(scene->geometry().holeCentre(0).x() < scene->geometry().holeCentre(5).x());
    QCOMPARE(scene->geometry().holeCentre(6).x(), scene->geometry().holeCentre(5).x());
    QAction *flip = m_window->findChild<QAction *>(QStringLiteral("actionFlipBoard"));
    flip->trigger();
    QVERIFY(scene->isFlipped());
    QVERIFY(m_settings->flipBoard());
    QVERIFY(scene->geometry().holeCentre(0).y() < scene->geometry().holeCentre(6).y());
    QVERIFY(scene->geometry().holeCentre(6).x() < scene->geometry().holeCentre(11).x());
    const QString difference = sceneDifference(*scene, m_window->controller()->position(), SceneCheck::Everything);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    // Clicks follow the flipped layout.
    click(2);
    QCOMPARE(m_window->controller()->game().moves().back(), Move::at(2));
}

void TstGui::speedAndViewOptionsAreRemembered()
{
    QAction *fast = m_window->findChild<QAction *>(QStringLiteral("speedFast"));
    QAction *counts = m_window->findChild<QAction *>(QStringLiteral("actionShowCounts"));
    QVERIFY(fast && counts);
    fast->trigger();
    QCOMPARE(m_settings->animationSpeed(), AnimationSpeed::Fast);
    QCOMPARE(m_window->scene()->speed(), AnimationSpeed::Fast);
    counts->trigger();
    QVERIFY(!m_settings->showCounts());
    QVERIFY(!m_window->scene()->showsCounts());
    m_window->resize(900, 600);
    m_window->close();
    m_window.reset();

    MainWindow again(*m_settings);
    QCOMPARE(again.scene()->speed(), AnimationSpeed::Fast);
    QVERIFY(again.findChild<QAction *>(QStringLiteral("speedFast"))->isChecked());
    QVERIFY(!again.findChild<QAction *>(QStringLiteral("actionShowCounts"))->isChecked());
    QCOMPARE(again.size(), QSize(900, 600));
}

// A name is at most 40 characters as a person counts them, and loses what
// could break a line or make it read backwards.
void TstGui::newGameDialogNames()
{
    m_window->openNewGameDialog();
    NewGameDialog *dialog = m_window->newGameDialog();
    QVERIFY(dialog && dialog->isVisible());
    auto *south = dialog->findChild<QLineEdit *>(QStringLiteral("southName"));
    // Typed as a keyboard would send them (QTest::keyClicks takes Latin-1 only).
    auto type = [south](const QString &text) {
        for (qsizetype i = 0; i < text.size(); ++i) {
            const qsizetype n = text[i].isHighSurrogate() ? 2 : 1;
            QKeyEvent press(QEvent::KeyPress, Qt::Key_unknown, Qt::NoModifier, text.mid(i, n));
            QApplication::sendEvent(south, &press);
            i += n - 1;
        }
    };
    QString emoji;
    for (int i = 0; i < 45; ++i)
        emoji += QStringLiteral("😀");
    type(emoji);
    QCOMPARE(visibleLength(south->text()), 40);
    south->clear();
    QString gujarati;
    for (int i = 0; i < 40; ++i)
        gujarati += QStringLiteral("ભા");
    type(gujarati);
    QCOMPARE(south->text(), gujarati); // 40 letters with their vowel signs: 80 code units
    south->clear();
    south->insert(QStringLiteral("Ana\u202E\u200Bmar\u2028ía"));
    QCOMPARE(south->text(), QStringLiteral("Anamaría"));
    QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QCOMPARE(GameText::playerName(m_window->controller()->setup(), Player::South), QStringLiteral("Anamaría"));
}

void TstGui::newGameDialogStartsChosenGame()
{
    QTest::keyClick(m_window.get(), Qt::Key_N, Qt::ControlModifier);
    NewGameDialog *dialog = m_window->newGameDialog();
    QVERIFY(dialog && dialog->isVisible());
    auto *variant = dialog->findChild<QComboBox *>(QStringLiteral("variant"));
    variant->setCurrentIndex(variant->findText(RulesText::variantName(Variant::III)));
    QTest::mouseClick(dialog->findChild<QRadioButton *>(QStringLiteral("board12")), Qt::LeftButton);
    auto *north = dialog->findChild<QLineEdit *>(QStringLiteral("northName"));
    QTest::keyClicks(north, QStringLiteral("Luis"));
    auto *starter = dialog->findChild<QComboBox *>(QStringLiteral("starter"));
    starter->setCurrentIndex(1);
    // Human or computer can be chosen for each side; the default is human.
    auto *southKind = dialog->findChild<QComboBox *>(QStringLiteral("southKind"));
    QVERIFY(southKind->isVisible());
    QCOMPARE(southKind->currentData().toInt(), int(PlayerKind::Human));
    QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);

    GameController *c = m_window->controller();
    QCOMPARE(c->setup().rules.variant, Variant::III);
    QCOMPARE(c->setup().rules.holesPerRow, 12);
    QCOMPARE(c->position().toMove, Player::North);
    QCOMPARE(GameText::playerName(c->setup(), Player::North), QStringLiteral("Luis"));
    QCOMPARE(m_window->scene()->geometry().rules().holeCount(), 24);
    QCOMPARE(m_window->panel()->card(Player::North)->nameText(), QStringLiteral("Luis"));
    QCOMPARE(m_settings->lastGameSetup().rules.holesPerRow, 12);
    QCOMPARE(m_settings->lastGameSetup().player(Player::North).name, QStringLiteral("Luis"));
    const QString difference = sceneDifference(*m_window->scene(), c->position(), SceneCheck::Everything);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));

    // Custom boards: 2x3 to 2x12.
    m_window->openNewGameDialog();
    dialog = m_window->newGameDialog();
    QTest::mouseClick(dialog->findChild<QRadioButton *>(QStringLiteral("boardCustom")), Qt::LeftButton);
    dialog->findChild<QSpinBox *>(QStringLiteral("customHoles"))->setValue(4);
    QCOMPARE(dialog->setup().rules.holesPerRow, 4);
    dialog->findChild<QSpinBox *>(QStringLiteral("customHoles"))->setValue(2);
    QCOMPARE(dialog->setup().rules.holesPerRow, 3);
    dialog->reject();
    QCOMPARE(c->setup().rules.holesPerRow, 12);
}

void TstGui::rulesWindowDrawsDiagrams()
{
    GameSetup setup;
    setup.rules.variant = Variant::III;
    m_window->startGame(setup);
    QTest::keyClick(m_window.get(), Qt::Key_F1);
    RulesWindow *rules = m_window->rulesWindow();
    QVERIFY(rules && rules->isVisible());
    QCOMPARE(rules->variant(), Variant::III);
    for (Variant v : {Variant::II, Variant::III, Variant::I}) {
        rules->showVariant(v);
        const QString text = rules->browser()->toPlainText();
        QVERIFY2(text.contains(RulesText::variantName(v)), qPrintable(text.left(200)));
        QVERIFY(text.contains(QStringLiteral("casa")) || v == Variant::I);
    }
    // Diagrams are drawn by the board scene when the text is laid out.
    rules->browser()->document()->setTextWidth(600);
    rules->browser()->grab();
    QVERIFY(rules->browser()->diagramsDrawn() > 0);
    // The narrowest window still holds the widest diagram: no sideways
    // scrolling is ever needed (the scrollbar is off).
    QCOMPARE(rules->browser()->horizontalScrollBarPolicy(), Qt::ScrollBarAlwaysOff);
    rules->resize(rules->minimumSizeHint());
    rules->browser()->resize(rules->browser()->minimumWidth(), rules->browser()->height());
    rules->browser()->grab();
    QVERIFY2(rules->browser()->document()->idealWidth() <= rules->browser()->viewport()->width(),
             qPrintable(QStringLiteral("%1 > %2")
                            .arg(rules->browser()->document()->idealWidth())
                            .arg(rules->browser()->viewport()->width())));
    const QImage diagram = BoardScene::renderDiagram(positionFromText(kChainPosition), {5}, 400, 1.0);
    QCOMPARE(diagram.width(), 400);
    QSet<QRgb> colors;
    for (int y = 0; y < diagram.height(); y += 3)
        for (int x = 0; x < diagram.width(); x += 3)
            colors.insert(diagram.pixel(x, y));
    QVERIFY(colors.size() > 50);
}

// ------------------------------------------------------------- command line

void TstGui::commandLine_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<bool>("ok");
    const auto row = [](const char *name, std::initializer_list<const char *> words, bool ok) {
        QStringList args{QStringLiteral("hoyito")};
        for (const char *word : words)
            args.append(QString::fromUtf8(word));
        QTest::newRow(name) << args << ok;
    };
    row("nothing", {}, true);
    row("screenshot", {"--screenshot", "x.png", "--size", "800x500", "--variant", "III", "--holes", "12"}, true);
    row("moves", {"--screenshot", "x.png", "--moves", "c,B E", "--at-ms", "300"}, true);
    row("unknown", {"--frobnicate"}, false);
    row("size without screenshot", {"--size", "800x500"}, false);
    row("bad size", {"--screenshot", "x.png", "--size", "800"}, false);
    row("tiny size", {"--screenshot", "x.png", "--size", "20x20"}, false);
    row("bad variant", {"--screenshot", "x.png", "--variant", "IV"}, false);
    row("bad holes", {"--screenshot", "x.png", "--holes", "13"}, false);
    row("missing value", {"--screenshot", "x.png", "--holes"}, false);
    row("at-ms without moves", {"--screenshot", "x.png", "--at-ms", "100"}, false);
    row("bad show", {"--screenshot", "x.png", "--show", "everything"}, false);
}

void TstGui::commandLine()
{
    QFETCH(QStringList, args);
    QFETCH(bool, ok);
    const auto parsed = parseCommandLine(args);
    QCOMPARE(std::holds_alternative<CommandLine>(parsed), ok);
    if (!ok) {
        const QString message = std::get<QString>(parsed);
        QVERIFY(!message.isEmpty() && !message.contains(QLatin1Char('\n')));
        return;
    }
    const CommandLine cl = std::get<CommandLine>(parsed);
    if (args.contains(QStringLiteral("--moves")))
        QCOMPARE(cl.moves, QStringList({QStringLiteral("c"), QStringLiteral("B"), QStringLiteral("E")}));
    if (args.contains(QStringLiteral("III"))) {
        QCOMPARE(cl.variant, Variant::III);
        QCOMPARE(cl.holesPerRow, 12);
        QCOMPARE(cl.size, QSize(800, 500));
    }
}

void TstGui::screenshotWritesPng()
{
    const QString file = m_dir.filePath(QStringLiteral("shot.png"));
    QProcess hoyito;
    hoyito.start(QStringLiteral(HOYITO_GUI),
                 {QStringLiteral("--screenshot"), file, QStringLiteral("--size"), QStringLiteral("800x500"),
                  QStringLiteral("--holes"), QStringLiteral("12"), QStringLiteral("--moves"), QStringLiteral("c,B,e")});
    QVERIFY(hoyito.waitForFinished(30000));
    QCOMPARE(hoyito.exitStatus(), QProcess::NormalExit);
    QCOMPARE(hoyito.exitCode(), 0);
    QImage image(file);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(800, 500));
    // Not blank: the board, the seeds and the text make many colours, spread
    // over the picture.
    QSet<QRgb> colors;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            colors.insert(image.pixel(x, y));
    QVERIFY2(colors.size() > 500, qPrintable(QString::number(colors.size())));
    QVERIFY(image.pixel(200, 250) != image.pixel(5, 495));
}

void TstGui::screenshotRejectsBadArguments()
{
    const QStringList bad[] = {
        {QStringLiteral("--screenshot"), m_dir.filePath(QStringLiteral("bad.png")), QStringLiteral("--size"),
         QStringLiteral("huge")},
        {QStringLiteral("--screenshot"), m_dir.filePath(QStringLiteral("bad.png")), QStringLiteral("--moves"),
         QStringLiteral("c,c")},
        {QStringLiteral("--holes"), QStringLiteral("7")},
    };
    for (const QStringList &args : bad) {
        QProcess hoyito;
        hoyito.start(QStringLiteral(HOYITO_GUI), args);
        QVERIFY(hoyito.waitForFinished(30000));
        QCOMPARE(hoyito.exitCode(), 2);
        const QString err = QString::fromLocal8Bit(hoyito.readAllStandardError());
        const QStringList lines =
            err.split(QLatin1Char('\n'), Qt::SkipEmptyParts).filter(QRegularExpression(QStringLiteral("^hoyito: ")));
        QCOMPARE(lines.size(), 1);
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("bad.png"))));
    }
}

QTEST_MAIN(TstGui)
#include "tst_gui.moc"
