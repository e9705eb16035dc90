// The move preview (game/movepreview.h): pointing at one of the mover's
// playable holes, with the mouse or the keys, shows where its last seed would
// fall and what it would capture, as the engine's playTurn on a copy of the
// position says, and the status line and the hole's description for screen
// readers say it in words. It goes when the pointer leaves the hole, a move
// is played, on undo and a new game; it never shows on the computer's turn,
// during an animation, in replay or on a position of the analysis's line,
// for a hole that cannot be played, with View > Show Move Preview off (kept
// in the settings), or in the lessons. Offscreen, settings in temporary files.
//
// With HOYITO_PREVIEW_SHOTS set to a folder, the tests leave pictures of the
// preview there (2×6 and 2×12, a small and a large window, in English,
// German and Gujarati), to look at.

#include "windowutil.h"

#include "analysis/analysiscontroller.h"
#include "analysis/analysispanel.h"
#include "board/boarditems.h"
#include "board/boardscene.h"
#include "board/boardview.h"
#include "config/language.h"
#include "config/settings.h"
#include "game/gamecontroller.h"
#include "game/gametext.h"
#include "game/movepreview.h"
#include "learn/lessonwindow.h"
#include "window/mainwindow.h"

#include "engineutil.h"

#include "hoyito/game.h"
#include "hoyito/notation.h"

#include <QAccessible>
#include <QAction>
#include <QDir>
#include <QMouseEvent>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <map>
#include <memory>

using namespace hoyito;
using namespace hoyito::app;
using namespace hoyito::test;

using Capture = BoardScene::PreviewMarks::Capture;

namespace {

// What the engine says a hole's move does, worked out here on its own: the
// rules' playTurn on a copy of the position, with its trace.
struct Expected {
    int landing = -1; // the hole of the last seed sown
    QList<Capture> captures;
    TurnSummary summary;
};

Expected expectedPreview(const Position &pos, int hole)
{
    Expected expected;
    Position after = pos;
    Trace trace;
    expected.summary = playTurn(after, Move::at(hole), &trace);
    std::map<int, int> taken;
    for (const Event &event : trace) {
        if (event.kind == EventKind::Drop)
            expected.landing = event.hole;
        if (event.kind == EventKind::Capture || event.kind == EventKind::ChainCapture ||
            event.kind == EventKind::EnPassantCapture)
            taken[event.hole] += event.seeds;
    }
    for (const auto &[h, seeds] : taken)
        expected.captures.append({h, seeds});
    return expected;
}

QList<Capture> byHole(QList<Capture> captures)
{
    std::sort(captures.begin(), captures.end(), [](const Capture &a, const Capture &b) { return a.hole < b.hole; });
    return captures;
}

QString letter(const Rules &rules, int hole)
{
    return QString(QChar::fromLatin1(holeLetter(rules, hole)));
}

// The board's preview item, if the scene has one.
const MovePreviewItem *previewItem(const BoardScene &scene)
{
    for (QGraphicsItem *item : scene.items())
        if (auto *preview = qobject_cast<MovePreviewItem *>(item->toGraphicsObject()))
            return preview;
    return nullptr;
}

// A position of a random game of `rules` with South to move where one of
// South's holes relays at least three laps and captures at least 8 seeds,
// and the moves that reach it; for the pictures.
std::pair<std::vector<Move>, int> relayCapturePosition(const Rules &rules, quint32 seed)
{
    QRandomGenerator rng(seed);
    for (int tries = 0; tries < 200; ++tries) {
        Game game(Position::initial(rules));
        std::vector<Move> moves;
        while (!game.isOver() && moves.size() < 150) {
            const Position &pos = game.position();
            if (pos.toMove == Player::South)
                for (const Child &child : game.children())
                    if (!child.move.isPass() && child.summary.laps >= 3 && child.summary.captured >= 8)
                        return {moves, child.move.hole};
            const ChildList &children = game.children();
            const Move move = children[int(rng.bounded(children.size()))].move;
            game.play(move);
            moves.push_back(move);
        }
    }
    return {{}, -1};
}

} // namespace

class TstPreview : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void pointingShowsWhatTheEngineSays_data();
    void pointingShowsWhatTheEngineSays();
    void theSentenceTellsTheWholeMove();
    void leavingTheHoleTakesItAway();
    void keysShowItAndScreenReadersHearIt();
    void nothingOnTheComputersTurn();
    void nothingDuringTheAnimation();
    void goneOnUndoAndNewGame();
    void nothingInReplay();
    void nothingOnAPositionOfTheAnalysisLine();
    void nothingForAHoleThatCannotBePlayed();
    void theSettingTurnsItOffAndIsKept();
    void theLessonsNeverShowOne();
    void pictures();

private:
    void makeWindow();
    void startAt(const char *text);
    // The pointer moves over `scenePoint` of the main window's board.
    void pointAt(const QPointF &scenePoint);
    void hover(int hole);
    // The pointer moves onto the wood, away from every hole.
    void hoverWood();
    // Keeps a picture of `widget` in HOYITO_PREVIEW_SHOTS, if set.
    void shoot(QWidget &widget, const QString &name);

    QTemporaryDir m_dir;
    QString m_settingsPath;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    int m_settingsFiles = 0;
};

void TstPreview::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    GameText::installEnglishPlurals(); // as the program does
    QVERIFY(m_dir.isValid());
}

void TstPreview::init()
{
    m_settingsPath = m_dir.filePath(QStringLiteral("settings%1.ini").arg(++m_settingsFiles));
    m_settings = instantSettings(m_settingsPath);
    makeWindow();
}

void TstPreview::cleanup()
{
    Language::apply(QString::fromLatin1(Language::kEnglish));
    m_window.reset();
    m_settings.reset();
}

void TstPreview::makeWindow()
{
    m_window.reset();
    m_window = createWindow(*m_settings);
    QVERIFY(showWindow(*m_window));
}

void TstPreview::startAt(const char *text)
{
    GameSetup setup;
    setup.start = positionFromText(text);
    m_window->startGame(setup);
}

void TstPreview::pointAt(const QPointF &scenePoint)
{
    QWidget *viewport = m_window->view()->viewport();
    const QPoint at = m_window->view()->mapFromScene(scenePoint);
    QMouseEvent move(QEvent::MouseMove, at, viewport->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(viewport, &move);
}

void TstPreview::hover(int hole)
{
    pointAt(m_window->scene()->geometry().holeCentre(hole));
}

void TstPreview::hoverWood()
{
    const QRectF board = m_window->scene()->geometry().boardRect();
    pointAt(board.topLeft() + QPointF(BoardGeometry::kSideMargin / 2, board.height() / 2));
}

void TstPreview::shoot(QWidget &widget, const QString &name)
{
    const QString folder = qEnvironmentVariable("HOYITO_PREVIEW_SHOTS");
    if (folder.isEmpty())
        return;
    QDir().mkpath(folder);
    QCoreApplication::processEvents();
    QVERIFY(widget.grab().save(QDir(folder).filePath(name + QStringLiteral(".png"))));
}

// ------------------------------------------------------------ the engine's word

void TstPreview::pointingShowsWhatTheEngineSays_data()
{
    QTest::addColumn<int>("variant");
    QTest::addColumn<int>("holesPerRow");
    QTest::addColumn<quint32>("seed");
    QTest::newRow("II 2x6") << int(Variant::II) << 6 << 11u;
    QTest::newRow("III 2x6") << int(Variant::III) << 6 << 12u;
    QTest::newRow("I 2x6") << int(Variant::I) << 6 << 13u;
    QTest::newRow("II 2x12") << int(Variant::II) << 12 << 14u;
    QTest::newRow("III 2x12") << int(Variant::III) << 12 << 15u;
}

void TstPreview::pointingShowsWhatTheEngineSays()
{
    QFETCH(int, variant);
    QFETCH(int, holesPerRow);
    QFETCH(quint32, seed);
    // Two people at one board: every turn is a turn at the board.
    GameSetup setup;
    setup.rules.variant = Variant(variant);
    setup.rules.holesPerRow = holesPerRow;
    m_window->startGame(setup);
    GameController *c = m_window->controller();
    BoardScene *scene = m_window->scene();
    QRandomGenerator rng(seed);
    int relays = 0;
    int captures = 0;
    int again = 0;
    int over = 0;
    for (int turn = 0; turn < 40 && !c->position().isOver(); ++turn) {
        QTRY_VERIFY(scene->isInputEnabled());
        const Position pos = c->position();
        const QString said = m_window->statusText();
        for (int hole : scene->playableHoles()) {
            hover(hole);
            QCOMPARE(scene->pointedHole(), hole);
            const Expected expected = expectedPreview(pos, hole);
            const BoardScene::PreviewMarks marks = scene->previewMarks();
            QCOMPARE(marks.hole, hole);
            QCOMPARE(marks.landing, expected.landing);
            QCOMPARE(byHole(marks.captures), expected.captures);
            QCOMPARE(m_window->movePreview()->hole(), hole);
            QCOMPARE(m_window->statusText(), marks.summary);
            const QString laps = expected.summary.laps == 1 ? QStringLiteral("1 lap")
                                                            : QStringLiteral("%1 laps").arg(expected.summary.laps);
            QVERIFY2(marks.summary.startsWith(letter(pos.rules, hole) + QStringLiteral(": ") + laps +
                                              QStringLiteral(", ends in ")),
                     qPrintable(marks.summary));
            QVERIFY2(marks.summary.contains(QStringLiteral(" ") + letter(pos.rules, expected.landing) +
                                            QStringLiteral(" — ")),
                     qPrintable(marks.summary));
            QCOMPARE(marks.summary.contains(QStringLiteral("captures %1").arg(expected.summary.captured)),
                     expected.summary.captured > 0);
            QCOMPARE(marks.summary.contains(QStringLiteral("plays again")), expected.summary.extraTurn);
            // Only drawn over the board: the position shown is the game's.
            const QString difference = sceneDifference(*scene, pos);
            QVERIFY2(difference.isEmpty(), qPrintable(difference));
            relays += expected.summary.laps > 1 ? 1 : 0;
            captures += expected.summary.captured > 0 ? 1 : 0;
            again += expected.summary.extraTurn ? 1 : 0;
            over += marks.summary.endsWith(QStringLiteral("turn over")) ? 1 : 0;
        }
        hoverWood();
        QCOMPARE(scene->previewMarks().hole, -1);
        QCOMPARE(m_window->statusText(), said);
        const QList<int> playable = scene->playableHoles();
        QVERIFY(!playable.isEmpty());
        c->boardHoleActivated(playable.at(int(rng.bounded(playable.size()))));
        QVERIFY(waitForRest(*c));
    }
    QVERIFY(relays > 0);
    QVERIFY(captures > 0);
    QVERIFY(over > 0);
    QCOMPARE(again > 0, Variant(variant) != Variant::I);
}

void TstPreview::theSentenceTellsTheWholeMove()
{
    // docs/RULES.md 4: South's f relays twice and captures E and D, a chain
    // of two fours, and plays again.
    startAt(kChainPosition);
    BoardScene *scene = m_window->scene();
    QTRY_VERIFY(scene->isInputEnabled());
    const Position pos = m_window->controller()->position();
    const int f = 5;
    hover(f);
    QCOMPARE(m_window->statusText(), QStringLiteral("f: 3 laps, ends in E — captures 8, plays again"));
    const BoardScene::PreviewMarks marks = scene->previewMarks();
    QCOMPARE(letter(pos.rules, marks.landing), QStringLiteral("E"));
    QCOMPARE(marks.captures.size(), 2);
    // A move that ends in an empty hole hands the turn over.
    for (int hole : scene->playableHoles()) {
        const Expected expected = expectedPreview(pos, hole);
        if (expected.summary.captured > 0)
            continue;
        hover(hole);
        QCOMPARE(m_window->statusText(),
                 QStringLiteral("%1: %2, ends in the empty hole %3 — turn over")
                     .arg(letter(pos.rules, hole),
                          expected.summary.laps == 1 ? QStringLiteral("1 lap")
                                                     : QStringLiteral("%1 laps").arg(expected.summary.laps),
                          letter(pos.rules, expected.landing)));
        QVERIFY(scene->previewMarks().captures.isEmpty());
        return;
    }
    QFAIL("no move of the position ends in an empty hole");
}

void TstPreview::leavingTheHoleTakesItAway()
{
    BoardScene *scene = m_window->scene();
    QTRY_VERIFY(scene->isInputEnabled());
    const QString said = m_window->statusText();
    const MovePreviewItem *item = previewItem(*scene);
    QVERIFY(item);
    QVERIFY(!item->isVisible());
    hover(2);
    QCOMPARE(scene->previewMarks().hole, 2);
    QVERIFY(item->isVisible());
    QVERIFY(m_window->statusText() != said);
    // From one hole to the next: the next one's move.
    hover(3);
    QCOMPARE(scene->previewMarks().hole, 3);
    // The pointer leaves the board: gone at once, the line says what it said.
    QEvent leave(QEvent::Leave);
    QCoreApplication::sendEvent(m_window->view()->viewport(), &leave);
    QCOMPARE(scene->pointedHole(), -1);
    QCOMPARE(scene->previewMarks().hole, -1);
    QVERIFY(!item->isVisible());
    QCOMPARE(m_window->statusText(), said);
    QCOMPARE(m_window->movePreview()->hole(), -1);
    // An opponent's hole points at nothing.
    hover(7);
    QCOMPARE(scene->previewMarks().hole, -1);
    QCOMPARE(m_window->statusText(), said);
}

// ------------------------------------------------------------------ the keys

void TstPreview::keysShowItAndScreenReadersHearIt()
{
    startAt(kChainPosition);
    BoardScene *scene = m_window->scene();
    BoardView *view = m_window->view();
    QTRY_VERIFY(scene->isInputEnabled());
    view->setFocus();
    QTRY_VERIFY(view->hasFocus());
    // What a screen reader finds on the hole when it hears the cursor came.
    QMap<int, QString> heard;
    for (int h = 0; h < scene->geometry().rules().holeCount(); ++h) {
        HoleItem *hole = scene->holeItem(h);
        connect(hole, &HoleItem::accessibleEventSent, this, [&heard, hole, h](QAccessible::Event type) {
            if (type == QAccessible::Focus)
                heard[h] = hole->accessibleDescription();
        });
    }
    const int f = 5;
    for (int i = 0; i < 6 && scene->keyboardCursor() != f; ++i)
        QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(scene->keyboardCursor(), f);
    QCOMPARE(scene->pointedHole(), f);
    const QString summary = QStringLiteral("f: 3 laps, ends in E — captures 8, plays again");
    QCOMPARE(scene->previewMarks().hole, f);
    QCOMPARE(m_window->statusText(), summary);
    QCOMPARE(heard.value(f), QStringLiteral("Playable. ") + summary);
    QAccessibleInterface *hole = QAccessible::queryAccessibleInterface(view)->child(f);
    QCOMPARE(hole->text(QAccessible::Description), QStringLiteral("Playable. ") + summary);
    // The cursor moves on: the preview follows, and f is only playable again.
    QTest::keyClick(view, Qt::Key_Left);
    const int left = scene->keyboardCursor();
    QVERIFY(left != f);
    QCOMPARE(scene->previewMarks().hole, left);
    QVERIFY(
        heard.value(left).startsWith(QStringLiteral("Playable. %1: ").arg(letter(scene->shownPosition().rules, left))));
    QCOMPARE(hole->text(QAccessible::Description), QStringLiteral("Playable"));
    // The mouse takes over when it moves, the keys again when pressed.
    hover(f);
    QCOMPARE(scene->previewMarks().hole, f);
    hoverWood();
    QCOMPARE(scene->previewMarks().hole, -1);
    QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(scene->previewMarks().hole, scene->keyboardCursor());
    // Enter plays it; the preview goes with the move.
    const int played = scene->keyboardCursor();
    QTest::keyClick(view, Qt::Key_Return);
    QCOMPARE(m_window->controller()->game().moves().back(), Move::at(played));
    QCOMPARE(scene->previewMarks().hole, -1);
}

// ------------------------------------------------------------ when it is not shown

void TstPreview::nothingOnTheComputersTurn()
{
    // North is the computer, held on its turn.
    GameSetup setup;
    setup.player(Player::North) = PlayerInfo::computer(QString(), 1);
    m_window->startGame(setup);
    GameController *c = m_window->controller();
    BoardScene *scene = m_window->scene();
    c->setPaused(true);
    QTRY_VERIFY(scene->isInputEnabled());
    const Position pos = c->position();
    int quiet = -1;
    for (int hole : scene->playableHoles())
        if (!expectedPreview(pos, hole).summary.extraTurn)
            quiet = hole;
    QVERIFY(quiet >= 0);
    hover(quiet);
    QCOMPARE(scene->previewMarks().hole, quiet);
    c->boardHoleActivated(quiet);
    QVERIFY(waitForRest(*c));
    QTRY_VERIFY(c->isTurnHeld());
    QCOMPARE(c->position().toMove, Player::North);
    const QString said = m_window->statusText();
    for (int hole = 0; hole < pos.rules.holeCount(); ++hole) {
        hover(hole);
        QCOMPARE(scene->pointedHole(), -1);
        QCOMPARE(scene->previewMarks().hole, -1);
        QCOMPARE(m_window->statusText(), said);
    }
    // While it thinks, too.
    c->setComputerPause(60000);
    c->setPaused(false);
    QTRY_VERIFY(c->isThinking());
    for (int hole = 0; hole < pos.rules.holeCount(); ++hole) {
        hover(hole);
        QCOMPARE(scene->previewMarks().hole, -1);
    }
}

void TstPreview::nothingDuringTheAnimation()
{
    m_window->setAnimationSpeed(AnimationSpeed::Normal);
    GameController *c = m_window->controller();
    BoardScene *scene = m_window->scene();
    QTRY_VERIFY(scene->isInputEnabled());
    hover(2);
    QCOMPARE(scene->previewMarks().hole, 2);
    c->boardHoleActivated(2);
    QCOMPARE(c->state(), GameController::State::Animating);
    QVERIFY(scene->isAnimating());
    QCOMPARE(scene->previewMarks().hole, -1);
    QVERIFY(!previewItem(*scene)->isVisible());
    QCOMPARE(m_window->statusText(), QStringLiteral("South plays c"));
    for (int hole = 0; hole < c->position().rules.holeCount(); ++hole) {
        hover(hole);
        QCOMPARE(scene->previewMarks().hole, -1);
    }
    QCOMPARE(m_window->statusText(), QStringLiteral("South plays c"));
    QVERIFY(waitForRest(*c, 60000));
    QTRY_VERIFY(scene->isInputEnabled());
    // The pointer rests where the move left it: the line tells that move
    // until the pointer moves.
    const QString said = m_window->statusText();
    QCOMPARE(scene->previewMarks().hole, -1);
    const int hole = scene->playableHoles().first();
    hover(hole);
    QCOMPARE(scene->previewMarks().hole, hole);
    hoverWood();
    QCOMPARE(m_window->statusText(), said);
}

void TstPreview::goneOnUndoAndNewGame()
{
    GameController *c = m_window->controller();
    BoardScene *scene = m_window->scene();
    QTRY_VERIFY(scene->isInputEnabled());
    c->boardHoleActivated(scene->playableHoles().first());
    QVERIFY(waitForRest(*c));
    QTRY_VERIFY(scene->isInputEnabled());
    const int hole = scene->playableHoles().first();
    hover(hole);
    QCOMPARE(scene->previewMarks().hole, hole);
    QVERIFY(c->undo());
    QCOMPARE(scene->previewMarks().hole, -1);
    QVERIFY(!previewItem(*scene)->isVisible());
    QTRY_VERIFY(scene->isInputEnabled());
    // The position before: pointing shows its own move.
    const int first = scene->playableHoles().first();
    hover(first);
    QCOMPARE(scene->previewMarks().landing, expectedPreview(c->position(), first).landing);
    m_window->startGame(GameSetup{});
    QCOMPARE(scene->previewMarks().hole, -1);
    QVERIFY(!previewItem(*scene)->isVisible());
}

void TstPreview::nothingInReplay()
{
    GameController *c = m_window->controller();
    BoardScene *scene = m_window->scene();
    for (int i = 0; i < 3; ++i) {
        QTRY_VERIFY(scene->isInputEnabled());
        c->boardHoleActivated(scene->playableHoles().first());
        QVERIFY(waitForRest(*c));
    }
    QTRY_VERIFY(scene->isInputEnabled());
    hover(scene->playableHoles().first());
    QVERIFY(scene->previewMarks().hole >= 0);
    QVERIFY(c->enterReplay());
    QCOMPARE(scene->previewMarks().hole, -1);
    c->replayTo(1);
    for (int hole = 0; hole < c->position().rules.holeCount(); ++hole) {
        hover(hole);
        QCOMPARE(scene->previewMarks().hole, -1);
        QCOMPARE(m_window->movePreview()->hole(), -1);
    }
    c->leaveReplay();
    QTRY_VERIFY(scene->isInputEnabled());
    const int hole = scene->playableHoles().first();
    hover(hole);
    QCOMPARE(scene->previewMarks().hole, hole);
}

void TstPreview::nothingOnAPositionOfTheAnalysisLine()
{
    BoardScene *scene = m_window->scene();
    QTRY_VERIFY(scene->isInputEnabled());
    m_window->analysis()->setOn(true);
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->analysis()->result().moves.empty() &&
                                 !m_window->analysis()->result().moves.front().pv.empty(),
                             20000);
    const int hole = scene->playableHoles().first();
    hover(hole);
    QCOMPARE(scene->previewMarks().hole, hole);
    // The board shows a position of the best line: nothing of any move.
    Q_EMIT m_window->analysisPanel()->lineMoveClicked(0);
    QCOMPARE(m_window->analysisPanel()->previewIndex(), 0);
    QCOMPARE(scene->previewMarks().hole, -1);
    for (int h = 0; h < scene->geometry().rules().holeCount(); ++h) {
        hover(h);
        QCOMPARE(scene->previewMarks().hole, -1);
    }
    // Back to the game: the mover's holes preview their moves again.
    Q_EMIT m_window->analysisPanel()->backToGame();
    QVERIFY(scene->isInputEnabled());
    QCOMPARE(scene->previewMarks().hole, -1);
    hover(hole);
    QCOMPARE(scene->previewMarks().hole, hole);
    m_window->analysis()->setOn(false);
}

void TstPreview::nothingForAHoleThatCannotBePlayed()
{
    // docs/RULES.md 5: after f A f d e B (Hoyito II), North's F never ends.
    GameController *c = m_window->controller();
    BoardScene *scene = m_window->scene();
    std::vector<Move> moves;
    Game game(c->position());
    for (const char *m : {"f", "A", "f", "d", "e", "B"}) {
        const MoveCheck check = readMove(game.position(), m);
        QVERIFY(check.ok());
        game.play(check.move);
        moves.push_back(check.move);
    }
    QCOMPARE(c->playMovesWithoutAnimation(moves), -1);
    QVERIFY(waitForRest(*c));
    QTRY_VERIFY(scene->isInputEnabled());
    const Position pos = c->position();
    QCOMPARE(pos.toMove, Player::North);
    int endless = -1;
    for (int hole = 0; hole < pos.rules.holeCount(); ++hole)
        if (letter(pos.rules, hole) == QLatin1String("F"))
            endless = hole;
    QVERIFY(scene->holeItem(endless)->isEndless());
    const QString said = m_window->statusText();
    for (int hole = 0; hole < pos.rules.holeCount(); ++hole) {
        hover(hole);
        const bool playable = scene->playableHoles().contains(hole);
        // South's row, North's empty holes and the endless F.
        QCOMPARE(scene->previewMarks().hole, playable ? hole : -1);
        if (!playable)
            QCOMPARE(m_window->statusText(), said);
        if (hole == endless || pos.seeds[hole] == 0 || pos.rules.owner(hole) != Player::North)
            QVERIFY(!playable);
    }
}

void TstPreview::theSettingTurnsItOffAndIsKept()
{
    BoardScene *scene = m_window->scene();
    QTRY_VERIFY(scene->isInputEnabled());
    auto *action = m_window->findChild<QAction *>(QStringLiteral("actionMovePreview"));
    QVERIFY(action);
    QVERIFY(action->isCheckable());
    QVERIFY(action->isChecked());
    QVERIFY(m_settings->movePreview());
    const QString said = m_window->statusText();
    hover(1);
    QCOMPARE(scene->previewMarks().hole, 1);
    // Off: gone at once, and nothing while pointing.
    action->trigger();
    QVERIFY(!action->isChecked());
    QVERIFY(!m_settings->movePreview());
    QCOMPARE(scene->previewMarks().hole, -1);
    QCOMPARE(m_window->statusText(), said);
    for (int hole : scene->playableHoles()) {
        hover(hole);
        QCOMPARE(scene->pointedHole(), hole);
        QCOMPARE(scene->previewMarks().hole, -1);
        QCOMPARE(m_window->statusText(), said);
    }
    // The next start, from the settings file: still off.
    m_window.reset();
    m_settings.reset();
    m_settings = instantSettings(m_settingsPath);
    QVERIFY(!m_settings->movePreview());
    makeWindow();
    scene = m_window->scene();
    action = m_window->findChild<QAction *>(QStringLiteral("actionMovePreview"));
    QVERIFY(action);
    QVERIFY(!action->isChecked());
    QTRY_VERIFY(scene->isInputEnabled());
    hover(scene->playableHoles().first());
    QCOMPARE(scene->previewMarks().hole, -1);
    // On again: the hole pointed at shows its move at once.
    action->trigger();
    QVERIFY(m_settings->movePreview());
    QCOMPARE(scene->previewMarks().hole, scene->playableHoles().first());
}

void TstPreview::theLessonsNeverShowOne()
{
    LessonWindow window(*m_settings);
    QVERIFY(showWindow(window));
    BoardScene *scene = window.scene();
    auto *view = window.findChild<BoardView *>();
    QVERIFY(view);
    QVERIFY(scene->findChildren<MovePreview *>().isEmpty());
    for (int step = 0; step < 2; ++step) {
        window.startStep(0, step);
        QTRY_VERIFY(scene->isInputEnabled());
        for (int hole : scene->playableHoles()) {
            const QPoint at = view->mapFromScene(scene->geometry().holeCentre(hole));
            QMouseEvent move(QEvent::MouseMove, at, view->viewport()->mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                             Qt::NoModifier);
            QCoreApplication::sendEvent(view->viewport(), &move);
            // The board points at the hole, and shows nothing of its move.
            QCOMPARE(scene->pointedHole(), hole);
            QCOMPARE(scene->previewMarks().hole, -1);
            QVERIFY(!previewItem(*scene)->isVisible());
        }
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Right);
        QVERIFY(scene->keyboardCursor() >= 0);
        QCOMPARE(scene->previewMarks().hole, -1);
        QVERIFY(!scene->holeItem(scene->keyboardCursor())->accessibleDescription().contains(QLatin1Char(':')));
    }
}

// ------------------------------------------------------------------ pictures

void TstPreview::pictures()
{
    // South's f on 2×6 (three laps, a chain of two fours) and a long relay
    // with a capture on 2×12, in a small and a large window, in three
    // languages: the marks inside the board, the line in the language.
    const auto [moves12, hole12] = relayCapturePosition(Rules{Variant::II, 12, LastFourTaker::Capturer}, 7);
    QVERIFY(hole12 >= 0);
    BoardScene *scene = m_window->scene();
    for (const char *language : {"en", "de", "gu"}) {
        Language::apply(QString::fromLatin1(language));
        for (const QSize size : {QSize(800, 500), QSize(1600, 1000)}) {
            m_window->resize(size);
            QTRY_COMPARE(m_window->size(), size);
            for (int board : {6, 12}) {
                if (board == 6) {
                    startAt(kChainPosition);
                } else {
                    GameSetup setup;
                    setup.rules.holesPerRow = 12;
                    QCOMPARE(m_window->controller()->loadGame(setup, moves12, false), -1);
                }
                QTRY_VERIFY(scene->isInputEnabled());
                const int hole = board == 6 ? 5 : hole12;
                hover(hole);
                const BoardScene::PreviewMarks marks = scene->previewMarks();
                QCOMPARE(marks.hole, hole);
                QVERIFY(!marks.captures.isEmpty());
                QCOMPARE(m_window->statusText(), marks.summary);
                if (qstrcmp(language, "en") != 0)
                    QVERIFY2(!marks.summary.contains(QStringLiteral("laps")), qPrintable(marks.summary));
                const MovePreviewItem *item = previewItem(*scene);
                QVERIFY(item && item->isVisible());
                QVERIFY(scene->geometry().boardRect().contains(item->sceneBoundingRect()));
                const QString name =
                    QStringLiteral("preview-2x%1-%2-%3").arg(board).arg(size.width()).arg(QLatin1String(language));
                shoot(*m_window, name);
                // A move that hands the turn over: the landing ringed alone.
                const Position pos = m_window->controller()->position();
                for (int quiet : scene->playableHoles()) {
                    if (expectedPreview(pos, quiet).summary.captured > 0)
                        continue;
                    hover(quiet);
                    QVERIFY(scene->previewMarks().landing >= 0);
                    QVERIFY(scene->previewMarks().captures.isEmpty());
                    shoot(*m_window, name + QStringLiteral("-turn-over"));
                    break;
                }
                hoverWood();
            }
        }
    }
}

QTEST_MAIN(TstPreview)
#include "tst_preview.moc"
