// What a player meets in the window beyond the rules: dialogs that fit
// their texts, a side panel that gives a small window's room to the board,
// a move list that keeps the newest move in sight, a pointer that leaves
// no hover behind, a pause that survives a restart, a result told once,
// the panel's score in step with the board, "Play On From Here" that keeps
// its promise, and the first start. Offscreen, settings in temporary files.
//
// With HOYITO_POLISH_SHOTS set to a folder, the tests leave pictures of
// the screens they check there (in English, German and Gujarati, small and
// large), to look at.

#include "windowutil.h"

#include "board/boarditems.h"
#include "board/boardscene.h"
#include "board/boardview.h"
#include "config/language.h"
#include "config/settings.h"
#include "config/startnotice.h"
#include "game/computerplayer.h"
#include "game/gamecontroller.h"
#include "game/gametext.h"
#include "learn/lessonoffer.h"
#include "learn/lessonwindow.h"
#include "setup/newgamedialog.h"
#include "window/gamepanel.h"
#include "window/mainwindow.h"
#include "window/resultdialog.h"
#include "window/ruleswindow.h"

#include "engineutil.h"

#include "hoyito/game.h"
#include "hoyito/notation.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMouseEvent>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace hoyito;
using namespace hoyito::app;
using namespace hoyito::test;

namespace {

// The visible labels under `root` whose text does not fit them: a wrapped
// one lower than its text needs, an unwrapped one narrower.
QStringList cutLabels(const QWidget &root)
{
    QStringList cut;
    for (const QLabel *label : root.findChildren<QLabel *>()) {
        if (!label->isVisibleTo(&root) || label->text().isEmpty() || !label->pixmap().isNull())
            continue;
        // With a buddy, "&Game:" shows as "Game:".
        QString shown = label->text();
        if (label->buddy())
            shown.replace(QLatin1String("&&"), QString(QChar(1)))
                .remove(QLatin1Char('&'))
                .replace(QChar(1), QLatin1Char('&'));
        const bool fits = label->wordWrap()
                              ? label->heightForWidth(label->width()) <= label->height()
                              : label->fontMetrics().horizontalAdvance(shown) <= label->contentsRect().width();
        // Inside the window too: a label pushed out of it is cut as well.
        const QRect inRoot(label->mapTo(&root, QPoint(0, 0)), label->size());
        if (!fits || !root.rect().contains(inRoot))
            cut << QStringLiteral("%1 [%2×%3 at %4,%5 in %6×%7; wants %8]")
                       .arg(label->text())
                       .arg(label->width())
                       .arg(label->height())
                       .arg(inRoot.x())
                       .arg(inRoot.y())
                       .arg(root.width())
                       .arg(root.height())
                       .arg(label->wordWrap() ? label->heightForWidth(label->width())
                                              : label->fontMetrics().horizontalAdvance(shown));
    }
    return cut;
}

// A game of `turns` turns from the opening of `rules`, random legal moves.
std::vector<Move> randomGame(const Rules &rules, int turns, quint32 seed)
{
    Game game(Position::initial(rules));
    QRandomGenerator rng(seed);
    std::vector<Move> moves;
    while (int(moves.size()) < turns && !game.isOver()) {
        const ChildList &children = game.children();
        const Move move = children[int(rng.bounded(int(children.size())))].move;
        game.play(move);
        moves.push_back(move);
    }
    return moves;
}

const char *const kShotLanguages[] = {"en", "de", "gu"};

} // namespace

class TstPolish : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void newGameDialogFitsItsNotes();
    void newGameDialogNamesLevelsAsTheMenu();
    void newGameDialogDropsAKindAsAName();
    void panelGivesTheBoardRoom();
    void hoverEndsWhenThePointerLeaves();
    void hintIsNamedOnTheBoard();
    void moveListShowsTheLatestMove();
    void pauseComesBackWithTheGame();
    void resultIsToldOnce();
    void panelScoreFollowsTheBoard();
    void playOnFromHereKeepsRedo();
    void firstStartPlaysTheComputer();

private:
    void makeWindow();
    // Keeps a picture of `widget` in HOYITO_POLISH_SHOTS, if set.
    void shoot(QWidget &widget, const QString &name);

    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    int m_settingsFiles = 0;
};

void TstPolish::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    GameText::installEnglishPlurals();
    QVERIFY(m_dir.isValid());
}

void TstPolish::init()
{
    makeWindow();
}

void TstPolish::cleanup()
{
    Language::apply(QString::fromLatin1(Language::kEnglish));
    m_window.reset();
    m_settings.reset();
}

void TstPolish::makeWindow()
{
    m_window.reset();
    m_settings = instantSettings(m_dir.filePath(QStringLiteral("settings%1.ini").arg(++m_settingsFiles)));
    m_window = createWindow(*m_settings);
    QVERIFY(showWindow(*m_window));
}

void TstPolish::shoot(QWidget &widget, const QString &name)
{
    const QString folder = qEnvironmentVariable("HOYITO_POLISH_SHOTS");
    if (folder.isEmpty())
        return;
    QDir().mkpath(folder);
    // Painted as laid out: the layout requests of the last change first.
    QCoreApplication::processEvents();
    QVERIFY(widget.grab().save(QDir(folder).filePath(name + QStringLiteral(".png"))));
}

// ------------------------------------------------------------ New Game

void TstPolish::newGameDialogFitsItsNotes()
{
    // The last choices were a Hoyito III match with the handicap.
    GameSetup setup;
    setup.rules.variant = Variant::III;
    setup.match = MatchOptions{};
    setup.match->lastFourHandicap = true;
    for (const char *language : kShotLanguages) {
        Language::apply(QString::fromLatin1(language));
        NewGameDialog dialog(setup, {PlayerKind::Human, PlayerKind::Computer});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *variant = dialog.findChild<QComboBox *>(QStringLiteral("variant"));
        auto *handicap = dialog.findChild<QCheckBox *>(QStringLiteral("handicap"));
        QVERIFY(variant && handicap);
        QVERIFY(handicap->isChecked() && handicap->isEnabled());
        QTRY_VERIFY2(cutLabels(dialog).isEmpty(), qPrintable(cutLabels(dialog).join(QLatin1String(" | "))));

        // Hoyito II: its longer note shows whole, and no ticked handicap
        // contradicts it; the choice comes back with Hoyito III.
        variant->setCurrentIndex(variant->findData(int(Variant::II)));
        QTRY_VERIFY2(cutLabels(dialog).isEmpty(), qPrintable(cutLabels(dialog).join(QLatin1String(" | "))));
        QVERIFY(!handicap->isChecked());
        QVERIFY(!handicap->isEnabled());
        shoot(dialog, QStringLiteral("new-game-ii-after-iii-%1").arg(QLatin1String(language)));
        variant->setCurrentIndex(variant->findData(int(Variant::III)));
        QVERIFY(handicap->isChecked() && handicap->isEnabled());
        QVERIFY(dialog.setup().match->lastFourHandicap);
        QTRY_VERIFY2(cutLabels(dialog).isEmpty(), qPrintable(cutLabels(dialog).join(QLatin1String(" | "))));
    }
}

void TstPolish::newGameDialogNamesLevelsAsTheMenu()
{
    NewGameDialog dialog(GameSetup{}, {PlayerKind::Human, PlayerKind::Computer});
    auto *levels = dialog.findChild<QComboBox *>(QStringLiteral("northLevel"));
    QVERIFY(levels);
    QCOMPARE(levels->count(), kMaxComputerLevel - kMinComputerLevel + 1);
    for (int level = kMinComputerLevel; level <= kMaxComputerLevel; ++level) {
        const QString inDialog = levels->itemText(levels->findData(level));
        auto *action = m_window->findChild<QAction *>(QStringLiteral("northLevel%1").arg(level));
        QVERIFY(action);
        QString inMenu = action->text();
        inMenu.remove(QLatin1Char('&'));
        QVERIFY2(inMenu.endsWith(inDialog), qPrintable(inMenu + QStringLiteral(" / ") + inDialog));
        QVERIFY(inDialog.startsWith(QString::number(level)));
    }
}

void TstPolish::newGameDialogDropsAKindAsAName()
{
    // North named "Computer", as saved games of other programs and fixtures
    // have it, and South named by a person.
    GameSetup setup;
    setup.player(Player::North) = PlayerInfo::computer(QStringLiteral("Computer"), 3);
    setup.player(Player::South) = PlayerInfo::human(QStringLiteral("Ana"));
    NewGameDialog dialog(setup, {PlayerKind::Human, PlayerKind::Computer});
    auto *northName = dialog.findChild<QLineEdit *>(QStringLiteral("northName"));
    auto *northKind = dialog.findChild<QComboBox *>(QStringLiteral("northKind"));
    auto *southName = dialog.findChild<QLineEdit *>(QStringLiteral("southName"));
    auto *southKind = dialog.findChild<QComboBox *>(QStringLiteral("southKind"));
    QVERIFY(northName && northKind && southName && southKind);
    QCOMPARE(northName->text(), QStringLiteral("Computer"));
    northKind->setCurrentIndex(northKind->findData(int(PlayerKind::Human)));
    QCOMPARE(northName->text(), QString());
    QCOMPARE(dialog.setup().player(Player::North).name, QString());
    // A person's name stays whatever plays the side.
    southKind->setCurrentIndex(southKind->findData(int(PlayerKind::Computer)));
    QCOMPARE(southName->text(), QStringLiteral("Ana"));
    QCOMPARE(dialog.setup().player(Player::South).name, QStringLiteral("Ana"));
}

// ------------------------------------------------------------ the panel

void TstPolish::panelGivesTheBoardRoom()
{
    // 2×12 against a computer (its level under its name), a panel made
    // wide in a large window, then the window made small.
    GameSetup setup;
    setup.rules.holesPerRow = 12;
    setup.player(Player::North) = PlayerInfo::computer(QString(), 3);
    for (const char *language : kShotLanguages) {
        Language::apply(QString::fromLatin1(language));
        m_window->resize(1600, 1000);
        m_window->startGame(setup);
        QDockWidget *dock = m_window->findChild<QDockWidget *>(QStringLiteral("panelDock"));
        QVERIFY(dock);
        m_window->resizeDocks({dock}, {360}, Qt::Horizontal);
        QTRY_VERIFY(dock->width() >= 340);
        shoot(*m_window, QStringLiteral("panel-2x12-1600-%1").arg(QLatin1String(language)));

        m_window->resize(800, 500);
        QTRY_COMPARE(m_window->width(), 800);
        // The board has three quarters of the width, the panel's texts wrap.
        QTRY_VERIFY2(dock->width() <= 800 / 4 + 10, qPrintable(QString::number(dock->width())));
        QVERIFY2(m_window->view()->width() >= 800 * 7 / 10, qPrintable(QString::number(m_window->view()->width())));
        QTRY_VERIFY2(cutLabels(*m_window->panel()).isEmpty(),
                     qPrintable(cutLabels(*m_window->panel()).join(QLatin1String(" | "))));
        shoot(*m_window, QStringLiteral("panel-2x12-800-%1").arg(QLatin1String(language)));

        // The smallest window: nothing of the panel is cut either.
        m_window->resize(m_window->minimumSizeHint());
        QTRY_VERIFY2(cutLabels(*m_window->panel()).isEmpty(),
                     qPrintable(cutLabels(*m_window->panel()).join(QLatin1String(" | "))));
        shoot(*m_window, QStringLiteral("panel-2x12-smallest-%1").arg(QLatin1String(language)));
    }
}

// ------------------------------------------------------------ the board

void TstPolish::hoverEndsWhenThePointerLeaves()
{
    m_window->setAnimationSpeed(AnimationSpeed::Normal);
    BoardScene *scene = m_window->scene();
    GameController *c = m_window->controller();
    QTRY_VERIFY(scene->isInputEnabled());
    // The pointer over South's a, then c is played from the keyboard and
    // the pointer leaves the window while the seeds move.
    QWidget *viewport = m_window->view()->viewport();
    const QPoint overA = m_window->view()->mapFromScene(scene->geometry().holeCentre(0));
    QMouseEvent move(QEvent::MouseMove, overA, viewport->mapToGlobal(overA), Qt::NoButton, Qt::NoButton,
                     Qt::NoModifier);
    QCoreApplication::sendEvent(viewport, &move);
    QCOMPARE(scene->hoveredHole(), 0);
    QVERIFY(scene->holeItem(0)->isHovered());
    c->boardHoleActivated(2);
    QCOMPARE(c->state(), GameController::State::Animating);
    QVERIFY(!scene->holeItem(0)->isHovered());
    QEvent leave(QEvent::Leave);
    QCoreApplication::sendEvent(viewport, &leave);
    QCOMPARE(scene->hoveredHole(), -1);
    scene->finishAnimation();
    QVERIFY(waitForRest(*c));
    // North plays (again after a capture); at South's next turn no hole
    // is lit where the pointer is not.
    QTRY_VERIFY(scene->isInputEnabled());
    QCOMPARE(c->position().toMove, Player::North);
    while (c->position().toMove == Player::North) {
        c->boardHoleActivated(scene->playableHoles().first());
        scene->finishAnimation();
        QVERIFY(waitForRest(*c));
        QTRY_VERIFY(scene->isInputEnabled());
    }
    QVERIFY(scene->playableHoles().contains(0));
    for (int hole = 0; hole < c->position().rules.holeCount(); ++hole)
        QVERIFY2(!scene->holeItem(hole)->isHovered(), qPrintable(QString::number(hole)));
    // The pointer back over a: the ring is there again.
    QCoreApplication::sendEvent(viewport, &move);
    QVERIFY(scene->holeItem(0)->isHovered());
}

void TstPolish::hintIsNamedOnTheBoard()
{
    GameController *c = m_window->controller();
    BoardScene *scene = m_window->scene();
    QTRY_VERIFY(scene->isInputEnabled());
    QVERIFY(c->requestHint());
    QTRY_VERIFY_WITH_TIMEOUT(c->hint().has_value(), 20000);
    const int hole = c->hint()->hole;
    const QString letter = QString(QChar::fromLatin1(holeLetter(c->position().rules, hole)));
    // Ringed, and named on the mover's plate as in the status line.
    QCOMPARE(scene->markedHoles(), QList<int>{hole});
    QCOMPARE(scene->hintHole(), hole);
    const QString named = scene->playerStatus(Player::South);
    QVERIFY2(named.endsWith(letter) && named != BoardScene::tr("to move"), qPrintable(named));
    // The status line names it first, with its reason if it has one.
    const QString said = m_window->statusText();
    QVERIFY2(said == QStringLiteral("Hint: play %1").arg(letter) ||
                 said.startsWith(QStringLiteral("Hint: %1 ").arg(letter)),
             qPrintable(said));
    shoot(*m_window, QStringLiteral("hint"));
    // Played, the hint is gone from both.
    c->boardHoleActivated(hole);
    QVERIFY(waitForRest(*c));
    QCOMPARE(scene->hintHole(), -1);
    QVERIFY(scene->markedHoles().isEmpty());
    for (const Player side : {Player::South, Player::North})
        QVERIFY(scene->playerStatus(side) != named);
}

void TstPolish::moveListShowsTheLatestMove()
{
    // Sixty turns: the list is longer than the panel, and rows wrap in a
    // narrow one.
    m_window->startGame(GameSetup{});
    GameController *c = m_window->controller();
    const std::vector<Move> moves = randomGame(c->setup().rules, 60, 2005);
    QCOMPARE(c->playMovesWithoutAnimation(moves), -1);
    GamePanel *panel = m_window->panel();
    QListView *list = panel->moveList();
    QTRY_VERIFY(panel->isLatestMoveShown());
    // A move played by the board adds a row, shown whole.
    m_window->setAnimationSpeed(AnimationSpeed::Instant);
    if (!c->position().isOver() && m_window->scene()->isInputEnabled()) {
        c->boardHoleActivated(m_window->scene()->playableHoles().first());
        QVERIFY(waitForRest(*c));
        QTRY_VERIFY(panel->isLatestMoveShown());
    }
    // Resized, small and large: still the newest move, whole.
    for (const QSize size : {QSize(800, 500), QSize(1600, 1000), QSize(900, 560)}) {
        m_window->resize(size);
        QTRY_COMPARE(m_window->size(), size);
        QTRY_VERIFY2(panel->isLatestMoveShown(),
                     qPrintable(QStringLiteral("%1×%2").arg(size.width()).arg(size.height())));
    }
    // Some rows take two lines in the narrow panel (what a scroll by rows
    // would cut).
    m_window->resize(800, 500);
    QTRY_VERIFY(panel->isLatestMoveShown());
    const int lineHeight = list->fontMetrics().lineSpacing();
    bool wrapped = false;
    for (int row = 0; row < list->model()->rowCount(); ++row)
        wrapped = wrapped || list->visualRect(list->model()->index(row, 0)).height() > 2 * lineHeight;
    QVERIFY(wrapped);
    shoot(*m_window, QStringLiteral("move-list-800"));

    // Replay: at the first position the list shows its first moves.
    QVERIFY(c->enterReplay());
    c->replayTo(0);
    QTRY_COMPARE(list->verticalScrollBar()->value(), list->verticalScrollBar()->minimum());
    c->replayTo(c->turnCount());
    QTRY_VERIFY(panel->isLatestMoveShown());
}

// ------------------------------------------------------------ state

void TstPolish::pauseComesBackWithTheGame()
{
    // Two computers, paused after a few turns: the window closes and comes
    // back paused, on the same turn, and plays on only when resumed.
    GameSetup setup;
    setup.player(Player::South) = PlayerInfo::computer(QString(), 1);
    setup.player(Player::North) = PlayerInfo::computer(QString(), 1);
    m_window->startGame(setup);
    GameController *c = m_window->controller();
    QTRY_VERIFY_WITH_TIMEOUT(c->turnCount() >= 3, 20000);
    c->setPaused(true);
    QVERIFY(waitForRest(*c));
    QTRY_VERIFY(c->isTurnHeld());
    const std::vector<Move> played = c->game().moves();
    m_window->close();
    m_window.reset();

    m_window = createWindow(*m_settings);
    QVERIFY(showWindow(*m_window));
    c = m_window->controller();
    QCOMPARE(c->game().moves(), played);
    QVERIFY(c->isPaused());
    QTRY_VERIFY(c->isTurnHeld());
    QCOMPARE(m_window->thinkingText().isEmpty(), false);
    QSignalSpy moves(c, &GameController::moveCommitted);
    // Time for a computer to answer, were it asked (it waits 150 ms at least).
    QTest::qWait(400);
    QCOMPARE(moves.count(), 0);
    c->setPaused(false);
    QTRY_VERIFY_WITH_TIMEOUT(c->turnCount() > int(played.size()), 20000);
    // Resumed, the next start is not paused.
    QVERIFY(!m_settings->computerPaused());
}

void TstPolish::resultIsToldOnce()
{
    for (const char *language : kShotLanguages) {
        Language::apply(QString::fromLatin1(language));
        // A person against the computer, as a newcomer plays: the result
        // is told to the person ("You win by 8 seeds!").
        GameSetup setup;
        setup.start = positionFromText(kLastFourPosition);
        setup.player(Player::North) = PlayerInfo::computer(QString(), 1);
        m_window->startGame(setup);
        QTRY_VERIFY(m_window->scene()->isInputEnabled());
        clickHole(*m_window, 0);
        QVERIFY(waitForRest(*m_window->controller()));
        QTRY_VERIFY(m_window->resultDialog() && m_window->resultDialog()->isVisible());
        QCOMPARE(m_window->resultDialog()->headline(),
                 GameText::resultTold(setup, finalScores(m_window->controller()->position())));
        // The dialog tells the result; the board's banner waits behind it.
        QVERIFY(m_window->scene()->bannerText().isEmpty());
        shoot(*m_window, QStringLiteral("result-with-dialog-%1").arg(QLatin1String(language)));
        shoot(*m_window->resultDialog(), QStringLiteral("result-dialog-%1").arg(QLatin1String(language)));
        m_window->resultDialog()->reject();
        QTRY_VERIFY(!m_window->scene()->bannerText().isEmpty());
        shoot(*m_window, QStringLiteral("result-banner-%1").arg(QLatin1String(language)));
    }
}

void TstPolish::panelScoreFollowsTheBoard()
{
    // South's f captures two fours: while the animation is held after the
    // first lands in South's pile, the panel counts it too.
    GameSetup setup;
    setup.start = positionFromText(kChainPosition);
    m_window->startGame(setup);
    m_window->setAnimationSpeed(AnimationSpeed::Normal);
    BoardScene *scene = m_window->scene();
    PlayerCard *south = m_window->panel()->card(Player::South);
    QTRY_VERIFY(scene->isInputEnabled());
    QCOMPARE(south->scoreText(), QStringLiteral("0"));
    m_window->controller()->boardHoleActivated(5);
    const int duration = scene->animationDuration();
    QVERIFY(duration > 0);
    int at = 0;
    for (; at < duration && scene->pileCountShown(Player::South) == 0; at += 20)
        scene->holdAnimationAt(at);
    QVERIFY(scene->pileCountShown(Player::South) > 0);
    QVERIFY(scene->pileCountShown(Player::South) < m_window->controller()->position().scores[0]);
    QCOMPARE(south->scoreText(), QString::number(scene->pileCountShown(Player::South)));
    scene->finishAnimation();
    QVERIFY(waitForRest(*m_window->controller()));
    QCOMPARE(south->scoreText(), QString::number(m_window->controller()->position().scores[0]));
}

void TstPolish::playOnFromHereKeepsRedo()
{
    // South against the computer: a few turns, then replay back to a
    // position with the computer to move and play on from there.
    GameSetup setup;
    setup.player(Player::North) = PlayerInfo::computer(QString(), 1);
    m_window->startGame(setup);
    GameController *c = m_window->controller();
    c->setComputerPause(0);
    QRandomGenerator rng(7);
    while (c->turnCount() < 6 && !c->position().isOver()) {
        QTRY_VERIFY_WITH_TIMEOUT(m_window->scene()->isInputEnabled() || c->position().isOver(), 20000);
        if (c->position().isOver())
            break;
        const QList<int> playable = m_window->scene()->playableHoles();
        c->boardHoleActivated(playable.at(int(rng.bounded(int(playable.size())))));
        QVERIFY(waitForRest(*c));
    }
    QTRY_VERIFY_WITH_TIMEOUT(m_window->scene()->isInputEnabled(), 20000);
    int turn = c->turnCount() - 1;
    while (turn > 0 && c->game().positions()[turn].toMove != Player::North)
        --turn;
    QVERIFY(turn > 0);
    const std::vector<Move> played = c->game().moves();
    QVERIFY(c->enterReplay());
    c->replayTo(turn);
    QVERIFY(c->continueFromReplay());
    // The computer waits: Redo can bring the dropped turns back.
    QVERIFY(c->isTurnHeld());
    QVERIFY(c->canRedo());
    QSignalSpy moves(c, &GameController::moveCommitted);
    QTest::qWait(300);
    QCOMPARE(moves.count(), 0);
    QCOMPARE(c->turnCount(), turn);
    QVERIFY(!m_window->thinkingText().isEmpty());
    QVERIFY(c->redo());
    QVERIFY(c->turnCount() > turn);
    QCOMPARE(std::vector<Move>(c->game().moves().begin(), c->game().moves().begin() + c->turnCount()),
             std::vector<Move>(played.begin(), played.begin() + c->turnCount()));
    // Step instead plays the computer's own move.
    QVERIFY(c->enterReplay());
    c->replayTo(turn);
    QVERIFY(c->continueFromReplay());
    QVERIFY(c->isTurnHeld());
    QVERIFY(c->step());
    QTRY_VERIFY_WITH_TIMEOUT(c->turnCount() > turn, 20000);
}

// ------------------------------------------------------------ first start

void TstPolish::firstStartPlaysTheComputer()
{
    m_window.reset();
    const QString path = m_dir.filePath(QStringLiteral("first-start.ini"));
    for (const char *language : kShotLanguages) {
        // A first start has no settings and no autosaved game.
        QFile::remove(path);
        QVERIFY(QDir(m_dir.filePath(QStringLiteral("first-start-data"))).removeRecursively());
        Language::apply(QString::fromLatin1(language));
        m_settings = std::make_unique<Settings>(path);
        QVERIFY(m_settings->isFirstStart());
        m_window = createWindow(*m_settings);
        QVERIFY(!m_settings->isFirstStart());
        QVERIFY(showWindow(*m_window));
        GameController *c = m_window->controller();
        // A first game the newcomer can win: the near row against the
        // gentlest computer, which moves first (moving second is the edge).
        QCOMPARE(c->setup().player(Player::South).kind, PlayerKind::Human);
        QCOMPARE(c->setup().player(Player::North).kind, PlayerKind::Computer);
        QCOMPARE(c->setup().player(Player::North).level, kFirstGameComputerLevel);
        QCOMPARE(c->game().positions().front().toMove, Player::North);
        // The lessons are offered above the board, and the computer's first
        // move waits for the answer (a hold, not a pause kept for later).
        QVERIFY(m_window->lessonOffer()->isVisible());
        QVERIFY(c->isPaused());
        QVERIFY(!m_settings->computerPaused());
        QCoreApplication::processEvents();
        QCOMPARE(c->turnCount(), 0);
        if (qstrcmp(language, kShotLanguages[0]) == 0) {
            // Taken: the game goes on once the lessons' window is closed.
            QTest::mouseClick(m_window->lessonOffer()->findChild<QPushButton *>(QStringLiteral("lessonOfferLearn")),
                              Qt::LeftButton);
            QTRY_VERIFY(m_window->lessonWindow() && m_window->lessonWindow()->isVisible());
            QVERIFY(c->isPaused());
            m_window->lessonWindow()->close();
        } else {
            QTest::mouseClick(m_window->lessonOffer()->findChild<QPushButton *>(QStringLiteral("lessonOfferNotNow")),
                              Qt::LeftButton);
        }
        QTRY_VERIFY(!c->isPaused());
        QTRY_VERIFY_WITH_TIMEOUT(m_window->scene()->isInputEnabled(), 30000);
        QCOMPARE(c->position().toMove, Player::South);
        QVERIFY(c->turnCount() > 0);
        // Once it is the newcomer's turn, the status line says where to
        // click, whose is the edge, and points to the rules.
        QTRY_COMPARE(m_window->statusText(), StartNotice::firstTurnText());
        QVERIFY2(m_window->statusText().contains(QLatin1String("F1")), qPrintable(m_window->statusText()));
        QVERIFY(m_window->statusText().contains(ComputerPlayer::levelName(kFirstGameComputerLevel)));
        shoot(*m_window, QStringLiteral("first-start-%1").arg(QLatin1String(language)));
        m_window->close();
        m_window.reset();
        m_settings.reset();
    }
    // The next start is no first start: the last choices, without the pointer.
    m_settings = std::make_unique<Settings>(path);
    QVERIFY(!m_settings->isFirstStart());
    QCOMPARE(m_settings->lastGameSetup().player(Player::North).kind, PlayerKind::Computer);
    m_window = createWindow(*m_settings);
    QVERIFY(showWindow(*m_window));
    QVERIFY(!m_window->statusText().contains(QLatin1String("F1")));
}

QTEST_MAIN(TstPolish)
#include "tst_polish.moc"
