// The position editor (Game > Set Up Position) driven as a player drives
// it: the mouse on its board, its fields and buttons, the New Game dialog
// of Play from Here. Every bad position is refused with its own sentence and
// cannot be played; the game in the window changes only when Play is
// accepted; a game set up by hand plays, saves, reopens and replays from its
// first position.
//
// Set HOYITO_TEST_SCREENSHOTS to a folder to get PNGs of the editor.

#include "recordutil.h"
#include "windowutil.h"

#include "analysis/analysiscontroller.h"
#include "board/boardscene.h"
#include "config/settings.h"
#include "engineutil.h"
#include "files/gamefiles.h"
#include "game/gamecontroller.h"
#include "game/gametext.h"
#include "positiontext.h"
#include "recordfile.h"
#include "setup/newgamedialog.h"
#include "setup/setupboard.h"
#include "setup/setupdialog.h"
#include "window/mainwindow.h"
#include "window/resultdialog.h"
#include "window/ruleswindow.h"

#include "hoyito/notation.h"

#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>

#include <memory>

using namespace hoyito;
using namespace hoyito::app;
using namespace hoyito::test;

namespace {

// A middle game of Hoyito II on 2×6, North to move (36 seeds on the board).
const char *const kMiddleGame = "II:6:N:0,5,2,7,1,3,6,0,4,2,1,5:4:8";

void grab(QWidget *widget, const QString &name)
{
    const QString folder = qEnvironmentVariable("HOYITO_TEST_SCREENSHOTS");
    if (!folder.isEmpty() && widget)
        widget->grab().save(folder + QLatin1Char('/') + name + QStringLiteral(".png"));
}

} // namespace

class TstSetup : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void opensOnTheShownPosition();
    void mouseEditsTheBoard();
    void keyboardEditsTheBoard();
    void controlsAndTextFollowEachOther();
    void refusesEveryBadPosition_data();
    void refusesEveryBadPosition();
    void badPositionByTheControls();
    void copyAndPaste();
    void enterInTheTextAppliesIt();
    void cancelChangesNothing();
    void playFromHereStartsThere();
    void analyseStartsAGameBetweenPeopleWithTheAnalysisOn();
    void setUpGameSavesReopensAndReplays();
    void setUpGameIsAutosaved();

private:
    SetupDialog *openEditor();
    // Play from Here accepted with the players as they are offered.
    void playFromHere(SetupDialog *editor);
    QAction *action(const char *name) const { return m_window->findChild<QAction *>(QLatin1String(name)); }
    void clickHole(SetupDialog *editor, int hole, Qt::MouseButton button = Qt::LeftButton,
                   Qt::KeyboardModifiers modifiers = {});

    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    int m_count = 0;
};

void TstSetup::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    GameText::installEnglishPlurals();
    QVERIFY(m_dir.isValid());
}

void TstSetup::init()
{
    m_settings = instantSettings(m_dir.filePath(QStringLiteral("setup%1.ini").arg(++m_count)));
    m_window = createWindow(*m_settings);
    QVERIFY(showWindow(*m_window, Focus::Exposed));
    m_window->startGame(GameSetup{});
    QVERIFY(waitForRest(*m_window->controller()));
}

void TstSetup::cleanup()
{
    m_window.reset();
    m_settings.reset();
}

SetupDialog *TstSetup::openEditor()
{
    action("actionSetUpPosition")->trigger();
    SetupDialog *editor = m_window->setupDialog();
    if (editor && !QTest::qWaitForWindowExposed(editor))
        return nullptr;
    return editor;
}

void TstSetup::clickHole(SetupDialog *editor, int hole, Qt::MouseButton button, Qt::KeyboardModifiers modifiers)
{
    SetupBoard *board = editor->board();
    QTest::mouseClick(board->viewport(), button, modifiers, board->holePoint(hole));
}

void TstSetup::playFromHere(SetupDialog *editor)
{
    QVERIFY(editor->canPlay());
    QPushButton *play = editor->findChild<QPushButton *>(QStringLiteral("setupPlay"));
    QVERIFY(play && play->isEnabled());
    play->click();
    NewGameDialog *players = editor->playersDialog();
    QVERIFY(players);
    QVERIFY(QTest::qWaitForWindowExposed(players));
    // Only who plays: the position decides variant, board, starter; no match.
    QVERIFY(players->findChild<QComboBox *>(QStringLiteral("variant"))->isHidden());
    QVERIFY(players->findChild<QComboBox *>(QStringLiteral("starter"))->isHidden());
    QVERIFY(players->findChild<QLineEdit *>(QStringLiteral("southName"))->isVisible());
    grab(players, QStringLiteral("setup-players"));
    players->accept();
}

void TstSetup::opensOnTheShownPosition()
{
    GameController *c = m_window->controller();
    test::clickHole(*m_window, 2); // South's c
    QVERIFY(waitForRest(*c));
    const Position after = c->position();
    QCOMPARE(c->turnCount(), 1);
    SetupDialog *editor = openEditor();
    QVERIFY(editor);
    QCOMPARE(editor->position(), after);
    QCOMPARE(editor->findChild<QLineEdit *>(QStringLiteral("setupText"))->text(),
             QString::fromStdString(positionText(after)));
    const QString difference = sceneDifference(*editor->board()->boardScene(), after);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QVERIFY(editor->canPlay());
    QVERIFY(editor->findChild<QLabel *>(QStringLiteral("setupProblem"))->text().startsWith(u"Ready to play"));
}

void TstSetup::mouseEditsTheBoard()
{
    SetupDialog *editor = openEditor();
    QVERIFY(editor);
    Position expected = Position::initial(Rules{});
    QCOMPARE(editor->position(), expected);

    clickHole(editor, 0); // one more
    expected.seeds[0] = 5;
    QCOMPARE(editor->position(), expected);
    clickHole(editor, 7, Qt::RightButton); // one fewer
    expected.seeds[7] = 3;
    QCOMPARE(editor->position(), expected);
    clickHole(editor, 8, Qt::LeftButton, Qt::ShiftModifier); // one fewer
    expected.seeds[8] = 3;
    QCOMPARE(editor->position(), expected);

    // The wheel: a notch up is one more, two notches down two fewer.
    SetupBoard *board = editor->board();
    const auto wheel = [board](int hole, int angle) {
        const QPointF at = board->holePoint(hole);
        QWheelEvent event(at, board->viewport()->mapToGlobal(at), QPoint(), QPoint(0, angle), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(board->viewport(), &event);
    };
    wheel(3, 120);
    expected.seeds[3] = 5;
    QCOMPARE(editor->position(), expected);
    wheel(4, -240);
    expected.seeds[4] = 2;
    QCOMPARE(editor->position(), expected);

    // A drag from hole to hole moves every seed of the first.
    QTest::mousePress(board->viewport(), Qt::LeftButton, {}, board->holePoint(0));
    QTest::mouseMove(board->viewport(), board->holePoint(11));
    QTest::mouseRelease(board->viewport(), Qt::LeftButton, {}, board->holePoint(11));
    expected.seeds[11] = 4 + 5;
    expected.seeds[0] = 0;
    QCOMPARE(editor->position(), expected);

    // Ctrl+click closes a hole (and drops its seeds); middle-click opens it.
    clickHole(editor, 5, Qt::LeftButton, Qt::ControlModifier);
    expected.closedHoles = 1u << 5;
    expected.seeds[5] = 0;
    QCOMPARE(editor->position(), expected);
    clickHole(editor, 5); // a closed hole takes no seeds
    QCOMPARE(editor->position(), expected);
    clickHole(editor, 5, Qt::MiddleButton);
    expected.closedHoles = 0;
    QCOMPARE(editor->position(), expected);

    // A hole never holds fewer than none.
    clickHole(editor, 0, Qt::RightButton);
    QCOMPARE(editor->position(), expected);

    const QString difference = sceneDifference(*board->boardScene(), expected);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QCOMPARE(editor->findChild<QLineEdit *>(QStringLiteral("setupText"))->text(),
             QString::fromStdString(positionText(expected)));
}

void TstSetup::keyboardEditsTheBoard()
{
    SetupDialog *editor = openEditor();
    QVERIFY(editor);
    SetupBoard *board = editor->board();
    board->setFocus();
    QTRY_VERIFY(board->hasFocus());
    QCOMPARE(board->keyboardHole(), 0);
    QCOMPARE(board->boardScene()->markedHoles(), QList<int>{0});
    Position expected = Position::initial(Rules{});
    // South's row left to right; up is North's hole across, at the far end F.
    QTest::keyClick(board, Qt::Key_Right);
    QTest::keyClick(board, Qt::Key_Right);
    QCOMPARE(board->keyboardHole(), 2);
    QTest::keyClick(board, Qt::Key_Plus);
    expected.seeds[2] = 5;
    QCOMPARE(editor->position(), expected);
    QTest::keyClick(board, Qt::Key_Left);
    QTest::keyClick(board, Qt::Key_Left);
    QTest::keyClick(board, Qt::Key_Left); // stays at the edge
    QCOMPARE(board->keyboardHole(), 0);
    QTest::keyClick(board, Qt::Key_Up);
    QCOMPARE(board->keyboardHole(), 11);
    QTest::keyClick(board, Qt::Key_Minus);
    expected.seeds[11] = 3;
    QCOMPARE(editor->position(), expected);
    QTest::keyClick(board, Qt::Key_X);
    expected.seeds[11] = 0;
    expected.closedHoles = 1u << 11;
    QCOMPARE(editor->position(), expected);
    QCOMPARE(board->boardScene()->markedHoles(), QList<int>{11});
}

void TstSetup::controlsAndTextFollowEachOther()
{
    SetupDialog *editor = openEditor();
    QVERIFY(editor);
    editor->setText(QLatin1String(kMiddleGame));
    QCOMPARE(editor->findChild<QComboBox *>(QStringLiteral("setupMover"))->currentData().toInt(), int(Player::North));
    QCOMPARE(editor->findChild<QSpinBox *>(QStringLiteral("setupSouthScore"))->value(), 4);
    QCOMPARE(editor->findChild<QSpinBox *>(QStringLiteral("setupNorthScore"))->value(), 8);

    auto *variant = editor->findChild<QComboBox *>(QStringLiteral("setupVariant"));
    variant->setCurrentIndex(variant->findData(int(Variant::III)));
    auto *taker = editor->findChild<QComboBox *>(QStringLiteral("setupTaker"));
    taker->setCurrentIndex(taker->findData(int(LastFourTaker::South)));
    QCOMPARE(editor->findChild<QLineEdit *>(QStringLiteral("setupText"))->text(),
             QStringLiteral("III:6:N:0,5,2,7,1,3,6,0,4,2,1,5:4:8:S"));

    // Another board keeps the first holes of each row.
    editor->findChild<QSpinBox *>(QStringLiteral("setupHoles"))->setValue(4);
    QCOMPARE(editor->findChild<QLineEdit *>(QStringLiteral("setupText"))->text(),
             QStringLiteral("III:4:N:0,5,2,7,6,0,4,2:4:8:S"));
    QCOMPARE(editor->board()->boardScene()->geometry().rules().holesPerRow, 4);
    editor->findChild<QSpinBox *>(QStringLiteral("setupHoles"))->setValue(12);
    QCOMPARE(editor->position().rules.holesPerRow, 12);
    QCOMPARE(editor->position().seedsOnBoard(), 26);
    QVERIFY(editor->canPlay());
    grab(editor, QStringLiteral("setup-2x12"));
}

void TstSetup::refusesEveryBadPosition_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("problem");
    // The position text that is no position.
    QTest::newRow("fields") << "II:6:N:0,5"
                            << "a position is written VARIANT:N:MOVER:HOLES:SOUTH_SCORE:NORTH_SCORE"
                               "[:TAKER], in 6 or 7 fields";
    QTest::newRow("variant") << "IV:6:N:0,5,2,7,1,3,6,0,4,2,1,5:4:8"
                             << "the variant (field 1) must be I, II or III";
    QTest::newRow("board") << "II:13:N:0,5,2,7,1,3,6,0,4,2,1,5:4:8"
                           << "the holes per row (field 2) must be a number from 3 to 12";
    QTest::newRow("mover") << "II:6:W:0,5,2,7,1,3,6,0,4,2,1,5:4:8"
                           << "the player to move (field 3) must be S or N";
    QTest::newRow("holes") << "II:6:N:0,5,2,7,1,3:4:8"
                           << "field 4 must hold one seed count for each hole of both rows";
    QTest::newRow("seeds") << "II:6:N:0,5,2,7,1,3,6,0,4,two,1,5:4:8"
                           << "field 4, item 10: the seed count must be a number from 0 to the 8N seeds of the game, "
                              "or x for a closed hole";
    QTest::newRow("score") << "II:6:N:0,5,2,7,1,3,6,0,4,2,1,5:four:8"
                           << "South's score (field 5) must be a number from 0 to the 8N seeds of the game";
    QTest::newRow("text too many") << "II:6:N:9,5,2,7,1,3,6,0,4,2,1,5:4:8"
                                   << "the board and the scores hold more than the 8N seeds of the game";
    QTest::newRow("taker") << "II:6:N:0,5,2,7,1,3,6,0,4,2,1,5:4:8:X"
                           << "the last-four taker (field 7) must be capturer, S or N";
    // Positions no game may start from.
    QTest::newRow("empty board") << "II:6:S:0,0,0,0,0,0,0,0,0,0,0,0:20:28"
                                 << "there are no seeds on the board, so the game is over";
    QTest::newRow("last four") << "III:6:S:0,0,1,0,0,0,0,3,0,0,0,0:24:20"
                               << "every seed but the last four is captured, so the capture that left them ended the "
                                  "game";
    QTest::newRow("no seeds") << "II:6:N:4,4,4,4,4,4,0,0,0,0,0,0:12:12"
                              << "North is to move but has no seeds, and a game cannot begin with a pass";
    QTest::newRow("closed row") << "II:6:S:x,x,x,x,x,x,4,4,4,4,4,4:12:12"
                                << "South is to move but has no seeds, and a game cannot begin with a pass";
    QTest::newRow("only endless") << "II:6:N:x,x,0,x,x,1,x,x,x,5,x,6:16:20"
                                  << "every hole North could play starts a sowing that never ends, and a game cannot "
                                     "begin with a pass";
}

void TstSetup::refusesEveryBadPosition()
{
    QFETCH(QString, text);
    QFETCH(QString, problem);
    SetupDialog *editor = openEditor();
    QVERIFY(editor);
    editor->setText(QLatin1String(kMiddleGame));
    QVERIFY(editor->canPlay());
    const Position good = editor->position();

    // Typed into the field as a player types it.
    auto *field = editor->findChild<QLineEdit *>(QStringLiteral("setupText"));
    field->clear();
    QTest::keyClicks(field, text);
    QCOMPARE(editor->problem(), problem);
    QVERIFY(!editor->canPlay());
    QVERIFY(!editor->findChild<QPushButton *>(QStringLiteral("setupPlay"))->isEnabled());
    QCOMPARE(editor->findChild<QLabel *>(QStringLiteral("setupProblem"))->text(),
             QStringLiteral("This position cannot be played: %1.").arg(problem));
    // The sentence is the one the loader says too.
    const auto read = PositionText::readStart(text);
    QVERIFY(std::holds_alternative<QString>(read));
    QCOMPARE(std::get<QString>(read), problem);
    // A text that is no position leaves the board on the last good one.
    if (std::holds_alternative<PositionTextProblem>(parsePosition(text.toStdString())))
        QCOMPARE(editor->position(), good);
    // Play does nothing.
    const quint64 token = m_window->controller()->token();
    editor->playFromHere();
    QVERIFY(!editor->playersDialog());
    QCOMPARE(m_window->controller()->token(), token);
    if (QByteArrayView(QTest::currentDataTag()) == "only endless")
        grab(editor, QStringLiteral("setup-refused"));

    // A good text again: playable again.
    field->setText(QString());
    QTest::keyClicks(field, QLatin1String(kMiddleGame));
    QVERIFY(editor->canPlay());
}

void TstSetup::badPositionByTheControls()
{
    SetupDialog *editor = openEditor();
    QVERIFY(editor);
    // 48 seeds on the board of the opening, and a score of 5 more.
    editor->findChild<QSpinBox *>(QStringLiteral("setupNorthScore"))->setValue(5);
    QCOMPARE(editor->problem(),
             QStringLiteral("the board and the scores hold 53 seeds, more than the 48 of a game on this board"));
    QVERIFY(!editor->canPlay());
    // A click fewer is not enough; the Empty Board button leaves nothing to play.
    clickHole(editor, 0, Qt::RightButton);
    QVERIFY(editor->problem().contains(u"52 seeds"));
    editor->findChild<QPushButton *>(QStringLiteral("setupEmpty"))->click();
    QCOMPARE(editor->problem(), QStringLiteral("there are no seeds on the board, so the game is over"));
    // Seeds for South only, North to move.
    editor->findChild<QComboBox *>(QStringLiteral("setupMover"))->setCurrentIndex(1);
    clickHole(editor, 2);
    QCOMPARE(editor->problem(),
             QStringLiteral("North is to move but has no seeds, and a game cannot begin with a pass"));
    clickHole(editor, 9);
    QVERIFY2(editor->canPlay(), qPrintable(editor->problem()));
    editor->findChild<QPushButton *>(QStringLiteral("setupOpening"))->click();
    QCOMPARE(editor->position(), Position::initial(Rules{}, Player::North));
}

void TstSetup::copyAndPaste()
{
    SetupDialog *editor = openEditor();
    QVERIFY(editor);
    QGuiApplication::clipboard()->setText(QStringLiteral("  %1\nsecond line").arg(QLatin1String(kMiddleGame)));
    editor->findChild<QPushButton *>(QStringLiteral("setupPaste"))->click();
    QCOMPARE(editor->position(), positionFromText(kMiddleGame));
    clickHole(editor, 1, Qt::RightButton);
    editor->findChild<QPushButton *>(QStringLiteral("setupCopy"))->click();
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("II:6:N:0,4,2,7,1,3,6,0,4,2,1,5:4:8"));
    // Pasting nonsense says so and keeps the board.
    QGuiApplication::clipboard()->setText(QStringLiteral("hello"));
    editor->findChild<QPushButton *>(QStringLiteral("setupPaste"))->click();
    QVERIFY(editor->problem().startsWith(u"a position is written"));
    QCOMPARE(editor->position(), positionFromText("II:6:N:0,4,2,7,1,3,6,0,4,2,1,5:4:8"));
}

void TstSetup::enterInTheTextAppliesIt()
{
    SetupDialog *editor = openEditor();
    QVERIFY(editor);
    auto *field = editor->findChild<QLineEdit *>(QStringLiteral("setupText"));
    field->setFocus();
    field->clear();
    // Spaces around it and a playable position: Enter writes it as the
    // rules do and opens nothing.
    QTest::keyClicks(field, QStringLiteral(" %1 ").arg(QLatin1String(kMiddleGame)));
    for (const Qt::Key key : {Qt::Key_Return, Qt::Key_Enter}) {
        QTest::keyClick(field, key);
        QVERIFY(editor->isVisible());
        QVERIFY(!editor->playersDialog());
        QCOMPARE(field->text(), QLatin1String(kMiddleGame));
        QCOMPARE(editor->position(), positionFromText(kMiddleGame));
    }
    // A text that is no position: Enter says so again and keeps the board.
    field->clear();
    QTest::keyClicks(field, QStringLiteral("II:6:N:1"));
    QTest::keyClick(field, Qt::Key_Return);
    QVERIFY(editor->isVisible());
    QVERIFY(!editor->playersDialog());
    QVERIFY(!editor->canPlay());
    QCOMPARE(field->text(), QStringLiteral("II:6:N:1"));
    QCOMPARE(editor->position(), positionFromText(kMiddleGame));
    // Elsewhere in the dialog Enter is still Play from Here.
    editor->setText(QLatin1String(kMiddleGame));
    QVERIFY(editor->canPlay());
    editor->findChild<QComboBox *>(QStringLiteral("setupMover"))->setFocus();
    QTest::keyClick(editor->findChild<QComboBox *>(QStringLiteral("setupMover")), Qt::Key_Return);
    QTRY_VERIFY(editor->playersDialog());
    editor->playersDialog()->reject();
}

void TstSetup::cancelChangesNothing()
{
    GameController *c = m_window->controller();
    test::clickHole(*m_window, 3);
    QVERIFY(waitForRest(*c));
    const std::vector<Position> positions = c->game().positions();
    const quint64 token = c->token();
    const GameSetup setup = c->setup();
    const QString title = m_window->windowTitle();

    SetupDialog *editor = openEditor();
    QVERIFY(editor);
    editor->setText(QLatin1String(kMiddleGame));
    clickHole(editor, 4);
    QTest::keyClick(editor, Qt::Key_Escape);
    QTRY_VERIFY(!m_window->setupDialog());
    QCOMPARE(c->game().positions(), positions);
    QCOMPARE(c->token(), token);
    QCOMPARE(c->setup(), setup);
    QCOMPARE(m_window->windowTitle(), title);
    const QString difference = sceneDifference(*m_window->scene(), positions.back());
    QVERIFY2(difference.isEmpty(), qPrintable(difference));

    // Play from Here, then Cancel in the players' dialog: nothing either.
    editor = openEditor();
    QVERIFY(editor);
    editor->setText(QLatin1String(kMiddleGame));
    editor->findChild<QPushButton *>(QStringLiteral("setupPlay"))->click();
    QVERIFY(editor->playersDialog());
    editor->playersDialog()->reject();
    QTRY_VERIFY(!editor->playersDialog());
    QVERIFY(editor->isVisible());
    QCOMPARE(c->token(), token);
    QCOMPARE(c->game().positions(), positions);
}

void TstSetup::playFromHereStartsThere()
{
    GameController *c = m_window->controller();
    SetupDialog *editor = openEditor();
    QVERIFY(editor);
    editor->setText(QStringLiteral("III:6:S:3,1,0,0,0,1,1,0,1,0,0,1:8:32:N"));
    const Position start = editor->position();
    QPushButton *play = editor->findChild<QPushButton *>(QStringLiteral("setupPlay"));
    play->click();
    NewGameDialog *players = editor->playersDialog();
    QVERIFY(players);
    players->findChild<QLineEdit *>(QStringLiteral("southName"))->setText(QStringLiteral("Ana"));
    auto *northKind = players->findChild<QComboBox *>(QStringLiteral("northKind"));
    northKind->setCurrentIndex(northKind->findData(int(PlayerKind::Computer)));
    auto *northLevel = players->findChild<QComboBox *>(QStringLiteral("northLevel"));
    northLevel->setCurrentIndex(northLevel->findData(2));
    players->accept();
    QTRY_VERIFY(!m_window->setupDialog());

    QCOMPARE(c->game().start(), start);
    QCOMPARE(c->turnCount(), 0);
    QCOMPARE(c->setup().start, std::optional<Position>(start));
    QCOMPARE(c->setup().rules, start.rules);
    QVERIFY(!c->setup().match);
    QCOMPARE(c->setup().player(Player::South).name, QStringLiteral("Ana"));
    QCOMPARE(c->setup().player(Player::North).kind, PlayerKind::Computer);
    QCOMPARE(c->setup().player(Player::North).level, 2);
    QVERIFY(c->isAwaitingBoardInput());
    QVERIFY(waitForRest(*c));
    const QString difference = sceneDifference(*m_window->scene(), start);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    // The next New Game starts from the opening again.
    QVERIFY(!m_settings->lastGameSetup().start);
}

void TstSetup::analyseStartsAGameBetweenPeopleWithTheAnalysisOn()
{
    // The last game had the computer on North: Analyse still sets up two people.
    GameSetup computerNorth;
    computerNorth.players[index(Player::North)] = PlayerInfo::computer(QString(), 3);
    m_window->startGame(computerNorth);
    GameController *c = m_window->controller();
    QVERIFY(waitForRest(*c));
    QVERIFY(!m_window->analysis()->isOn());

    SetupDialog *editor = openEditor();
    QVERIFY(editor);
    auto *analyse = editor->findChild<QPushButton *>(QStringLiteral("setupAnalyse"));
    QVERIFY(analyse);
    // Not for a position that cannot be played.
    editor->setText(QStringLiteral("II:6:S:0,0,0,0,0,0,1,2,0,0,0,0:20:25"));
    QVERIFY(!editor->canPlay());
    QVERIFY(!analyse->isEnabled());
    editor->analyse();
    QVERIFY(m_window->setupDialog());
    QVERIFY(!m_window->analysis()->isOn());

    editor->setText(QLatin1String(kMiddleGame));
    QVERIFY(analyse->isEnabled());
    const Position start = editor->position();
    analyse->click();
    QTRY_VERIFY(!m_window->setupDialog());
    QCOMPARE(c->game().start(), start);
    QCOMPARE(c->setup().player(Player::South).kind, PlayerKind::Human);
    QCOMPARE(c->setup().player(Player::North).kind, PlayerKind::Human);
    QVERIFY(m_window->analysis()->isOn());
    QTRY_VERIFY(m_window->analysis()->result().depth > 0);
    m_window->analysis()->setOn(false);
}

void TstSetup::setUpGameSavesReopensAndReplays()
{
    GameController *c = m_window->controller();
    SetupDialog *editor = openEditor();
    QVERIFY(editor);
    editor->setText(QLatin1String(kMiddleGame));
    const Position start = editor->position();
    playFromHere(editor);
    QTRY_VERIFY(!m_window->setupDialog());
    QCOMPARE(c->game().start(), start);

    // A few moves on the board, by the mouse.
    const std::vector<Move> moves = randomMoves(start, 6, 17);
    for (const Move move : moves) {
        QVERIFY(waitForRest(*c));
        if (move.isPass())
            continue;
        QVERIFY(c->isAwaitingBoardInput());
        test::clickHole(*m_window, move.hole);
    }
    QVERIFY(waitForRest(*c));
    QCOMPARE(c->game().moves(), moves);
    const std::vector<Position> positions = c->game().positions();

    const QString path = m_dir.filePath(QStringLiteral("setup%1.hoyito").arg(m_count));
    QVERIFY(m_window->files()->saveTo(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.contains("\"version\": 2,"));
    QVERIFY(bytes.contains(QByteArray("\"startPosition\": \"") + kMiddleGame + '"'));
    const LoadedGame loaded = loadOrFail(path);
    QCOMPARE(loaded.game.positions(), positions);
    QCOMPARE(recordJson(loaded.record), bytes);

    // Undo goes back to the set-up position, not to an opening.
    while (c->canUndo())
        QVERIFY(c->undo());
    QVERIFY(waitForRest(*c));
    QCOMPARE(c->turnCount(), 0);
    QCOMPARE(c->position(), start);

    // Another window opens the file: the same game, replayed from its start.
    Settings other(m_dir.filePath(QStringLiteral("other%1.ini").arg(m_count)));
    other.setAnimationSpeed(AnimationSpeed::Instant);
    std::unique_ptr<MainWindow> again = createWindow(other);
    QVERIFY(showWindow(*again, Focus::Exposed));
    QVERIFY(again->files()->openFile(path));
    GameController *c2 = again->controller();
    QCOMPARE(c2->game().positions(), positions);
    QCOMPARE(c2->setup().start, std::optional<Position>(start));
    for (int turn = 0; turn <= int(moves.size()); ++turn) {
        c2->replayTo(turn);
        QVERIFY(c2->isReplaying());
        const QString difference = sceneDifference(*again->scene(), positions[std::size_t(turn)]);
        QVERIFY2(difference.isEmpty(), qPrintable(QStringLiteral("turn %1: %2").arg(turn).arg(difference)));
    }
    // Play on from its start: the set-up position again, live.
    c2->replayTo(0);
    QVERIFY(c2->continueFromReplay());
    QCOMPARE(c2->position(), start);
    QCOMPARE(c2->turnCount(), 0);
    QVERIFY(c2->canRedo());
}

void TstSetup::setUpGameIsAutosaved()
{
    GameController *c = m_window->controller();
    SetupDialog *editor = openEditor();
    QVERIFY(editor);
    editor->setText(QLatin1String(kMiddleGame));
    const Position start = editor->position();
    playFromHere(editor);
    QTRY_VERIFY(!m_window->setupDialog());
    QVERIFY(waitForRest(*c));
    // Kept before its first move: it took work to set up.
    const QString autosave = QDir(m_settings->dataDirectory()).filePath(QStringLiteral("autosave.hoyito"));
    QTRY_VERIFY(QFileInfo::exists(autosave));
    QCOMPARE(loadOrFail(autosave).game.start(), start);
    test::clickHole(*m_window, legalMoves(start).front().hole);
    QVERIFY(waitForRest(*c));
    const LoadedGame saved = loadOrFail(autosave);
    QCOMPARE(saved.game.positions(), c->game().positions());

    // The next start resumes it from there.
    m_window.reset();
    m_window = createWindow(*m_settings);
    QVERIFY(showWindow(*m_window, Focus::Exposed));
    QCOMPARE(m_window->controller()->game().positions(), saved.game.positions());
    QCOMPARE(m_window->controller()->setup().start, std::optional<Position>(start));
}

QTEST_MAIN(TstSetup)
#include "tst_setup.moc"
