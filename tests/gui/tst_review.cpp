// Game > Review Game in the window: the review of a fixture game marks its
// blunder "??" in the move list, with the same classes as the engine's
// reviewGame at the same strength; Cancel stops the worker within a
// second; closing the window or another game in the middle stops it and
// hangs nothing; a click on the graph shows that turn; Show Better Move
// plays the engine's move on the board and leaves the game as it was. Real
// widgets under QT_QPA_PLATFORM=offscreen; settings in a temporary file.
// A review saved with the game opens with it in a fresh window, shown at
// once without a search; a review dropped by undo is not saved; hoyito-cli
// prints a saved review as it prints one made now, and reviews without
// options as the window does by default; the window's review searches with
// the endgame tables of its data folder.
// With HOYITO_REVIEW_SHOTS set to a folder, the window with a review is
// left there in English, German and Gujarati, small and large, to look at.

#include "clirun.h"
#include "engineutil.h"
#include "recordfile.h"
#include "tableutil.h"
#include "windowutil.h"

#include "analysis/analysiscontroller.h"
#include "analysis/evalgraph.h"
#include "analysis/movelistmodel.h"
#include "analysis/reviewcontroller.h"
#include "analysis/reviewpanel.h"
#include "analysis/reviewtext.h"
#include "analysis/reviewthread.h"
#include "board/boardscene.h"
#include "config/language.h"
#include "config/settings.h"
#include "files/gamefiles.h"
#include "game/gamecontroller.h"
#include "game/gametext.h"
#include "setup/newgamedialog.h"
#include "tables/tablelibrary.h"
#include "window/gamepanel.h"
#include "window/mainwindow.h"
#include "window/resultdialog.h"
#include "window/ruleswindow.h"

#include "coachtext.h"

#include "hoyito/analysis.h"
#include "hoyito/coach.h"
#include "hoyito/movegen.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QListView>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <memory>

using namespace hoyito;
using namespace hoyito::app;
using namespace hoyito::test;

namespace {

const QString kFixtureDir = QStringLiteral(HOYITO_TEST_DATA "/");
const QString kBlunderGame = kFixtureDir + QStringLiteral("review_blunder_ii_2x6.hoyito");
// 311 turns on 2×12: a Deep review of it takes half a minute, long enough to stop.
const QString kLongGame = kFixtureDir + QStringLiteral("finished_ii_2x12.hoyito");
// North's decisive error at turn 22, which a review 6 or 12 plies deep misses.
const QString kDecisiveGame = kFixtureDir + QStringLiteral("decisive_error_ii_2x6.hoyito");
// The fixture's turn 7 (North's A) hands South a chain capture of two fours.
constexpr int kBlunderTurn = 7;

GameSetup humans()
{
    GameSetup setup;
    setup.player(Player::South) = {PlayerKind::Human, QString(), 0};
    setup.player(Player::North) = {PlayerKind::Human, QString(), 0};
    return setup;
}

} // namespace

class TstReview : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void marksTheBlunderInTheMoveList();
    void aNewReviewDropsTheOldOnesAnswers();
    void cancelStopsTheWorkerWithinASecond();
    void closingTheWindowMidReviewDoesNotHang();
    void anotherGameOrUndoDropsTheReview();
    void clickingTheGraphJumpsToTheTurn();
    void theCoachSaysWhyAtMarkedTurns();
    void showBetterMovePlaysTheEnginesMove();
    void showBetterMoveHidesTheAnalysisBadges();
    void turnsToComeStayReadableOnTintedRows();
    void savedReviewOpensWithoutASearch();
    void droppedReviewIsNotSaved();
    void reviewingAgainKeepsTheSavedReview();
    void cliPrintsTheSavedReview();
    void reviewUsesTheWindowsTables();
    void aWonGameSaysWhichTurnDecidedIt();
    void screenshots();

private:
    GameController *controller() const { return m_window->controller(); }
    ReviewController *review() const { return m_window->review(); }
    ReviewPanel *panel() const { return m_window->reviewPanel(); }
    MoveListModel *moves() const { return m_window->panel()->moveModel(); }
    // Opens `path` and reviews it at `strength` (through the menu entry).
    bool startReview(const QString &path, ReviewPanel::Strength strength);
    bool reviewBlunderGame();
    // The blunder game reviewed and saved at `path`.
    bool saveReviewedBlunderGame(const QString &path);

    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    int m_settingsFiles = 0;
};

void TstReview::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    GameText::installEnglishPlurals();
    QVERIFY(m_dir.isValid());
}

void TstReview::init()
{
    m_settings = instantSettings(m_dir.filePath(QStringLiteral("review%1.ini").arg(++m_settingsFiles)));
    m_window = createWindow(*m_settings);
    QVERIFY(showWindow(*m_window));
}

void TstReview::cleanup()
{
    m_window.reset();
    m_settings.reset();
}

bool TstReview::startReview(const QString &path, ReviewPanel::Strength strength)
{
    if (!m_window->files()->openFile(path))
        return false;
    panel()->setStrength(strength);
    QAction *action = m_window->findChild<QAction *>(QStringLiteral("actionReviewGame"));
    if (!action)
        return false;
    action->trigger();
    return review()->isReviewing() && m_window->reviewDock()->isVisible();
}

bool TstReview::reviewBlunderGame()
{
    if (!startReview(kBlunderGame, ReviewPanel::Strength::Quick))
        return false;
    return QTest::qWaitFor([this] { return review()->isComplete(); }, 30000);
}

void TstReview::marksTheBlunderInTheMoveList()
{
    QVERIFY(reviewBlunderGame());
    QVERIFY(!review()->isReviewing());
    const int turns = controller()->turnCount();
    QCOMPARE(int(review()->turns().size()), turns);
    QCOMPARE(int(moves()->turnReviews().size()), turns);

    // The same classes as the engine's own review at the same strength.
    Analyser analyser;
    const std::vector<TurnReview> expected =
        reviewGame(analyser, controller()->game(), ReviewController::limitsFor(ReviewPanel::Strength::Quick));
    QCOMPARE(int(expected.size()), turns);
    for (int row = 0; row < turns; ++row) {
        const QModelIndex index = moves()->index(row);
        const MoveClass moveClass = expected[std::size_t(row)].moveClass;
        QCOMPARE(index.data(MoveListModel::MoveClassRole).toInt(), int(moveClass));
        const QString text = index.data(Qt::DisplayRole).toString();
        const QString sign = QString::fromLatin1(moveClassSign(moveClass).data());
        QVERIFY2(text.startsWith(QStringLiteral("%1. ").arg(row + 1)), qPrintable(text));
        if (!sign.isEmpty())
            QVERIFY2(text.startsWith(QStringLiteral("%1. %2 ").arg(row + 1).arg(sign)), qPrintable(text));
        else
            QVERIFY2(!text.contains(QLatin1Char('?')), qPrintable(text));
        QVERIFY(!index.data(Qt::ToolTipRole).toString().isEmpty());
    }
    const QModelIndex blunder = moves()->index(kBlunderTurn - 1);
    QCOMPARE(blunder.data(MoveListModel::MoveClassRole).toInt(), int(MoveClass::Blunder));
    QVERIFY2(blunder.data(Qt::DisplayRole).toString().startsWith(QStringLiteral("7. ?? ")),
             qPrintable(blunder.data(Qt::DisplayRole).toString()));
    QVERIFY(blunder.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Blunder")));
    QVERIFY(blunder.data(Qt::BackgroundRole).isValid());
    // Each player's accuracy; North's blunder costs North.
    const std::array<double, 2> accuracy = reviewAccuracy(expected);
    QVERIFY(review()->accuracy() == accuracy);
    QVERIFY(accuracy[1] < 100.0);
    QVERIFY2(panel()->northAccuracyText().startsWith(
                 QStringLiteral("Luis: %1% accuracy").arg(QString::number(accuracy[1], 'f', 0))),
             qPrintable(panel()->northAccuracyText()));
    const auto northBlunders = std::count_if(expected.begin(), expected.end(), [](const TurnReview &t) {
        return t.mover == Player::North && !t.forced && t.moveClass == MoveClass::Blunder;
    });
    QVERIFY(northBlunders >= 1);
    QVERIFY2(panel()->northAccuracyText().endsWith(QStringLiteral("?? %1").arg(northBlunders)),
             qPrintable(panel()->northAccuracyText()));
    QVERIFY(panel()->southAccuracyText().startsWith(QStringLiteral("Ana: ")));
    // The graph: the start and every turn, the blunder with a dot.
    QCOMPARE(int(panel()->graph()->points().size()), turns + 1);
    QVERIFY(panel()->graph()->points()[kBlunderTurn].mark.isValid());
    // The progress is gone; the button offers another review.
    QVERIFY(!panel()->progressBar()->isVisible());
    QVERIFY(panel()->startButton()->isVisible());
}

void TstReview::aNewReviewDropsTheOldOnesAnswers()
{
    // Deep, then at once Quick: the first job's turns, still queued or
    // still coming, are never shown; the second's are, each turn once.
    QVERIFY(startReview(kBlunderGame, ReviewPanel::Strength::Deep));
    panel()->setStrength(ReviewPanel::Strength::Quick);
    QVERIFY(review()->start());
    QTRY_VERIFY_WITH_TIMEOUT(review()->isComplete(), 30000);
    const int turns = controller()->turnCount();
    QCOMPARE(int(review()->turns().size()), turns);
    for (int i = 0; i < turns; ++i)
        QCOMPARE(review()->turns()[std::size_t(i)].turn, i + 1);
    Analyser analyser;
    const std::vector<TurnReview> quick = reviewGame(analyser, controller()->game(), kQuickReview);
    for (int i = 0; i < turns; ++i)
        QCOMPARE(review()->turns()[std::size_t(i)].loss, quick[std::size_t(i)].loss);
}

void TstReview::cancelStopsTheWorkerWithinASecond()
{
    QVERIFY(startReview(kLongGame, ReviewPanel::Strength::Deep));
    QVERIFY(panel()->progressBar()->isVisible());
    QVERIFY(panel()->cancelButton()->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(review()->isWorkerBusy(), 5000);
    // Some turns in, so the progress moved.
    QTRY_VERIFY_WITH_TIMEOUT(!review()->turns().empty(), 20000);
    QVERIFY(panel()->progressBar()->value() >= 1);
    QVERIFY(panel()->progressBar()->text().contains(QStringLiteral(" of 311")));
    QTest::mouseClick(panel()->cancelButton(), Qt::LeftButton);
    QVERIFY(!review()->isReviewing());
    QTRY_VERIFY_WITH_TIMEOUT(!review()->isWorkerBusy(), 1000);
    // What the stopped job still sent is dropped: nothing of it is shown.
    QCoreApplication::processEvents();
    QVERIFY(review()->turns().empty());
    QVERIFY(moves()->turnReviews().empty());
    QVERIFY(panel()->graph()->points().isEmpty());
    QVERIFY(!panel()->progressBar()->isVisible());
    QCOMPARE(panel()->turnText(), QStringLiteral("Review cancelled."));
}

void TstReview::closingTheWindowMidReviewDoesNotHang()
{
    QVERIFY(startReview(kLongGame, ReviewPanel::Strength::Deep));
    QTRY_VERIFY_WITH_TIMEOUT(review()->isWorkerBusy(), 5000);
    QVERIFY(m_window->close());
    // close() has stopped the worker and ended its thread.
    QVERIFY(!review()->thread()->isRunning());
    QVERIFY(!review()->isWorkerBusy());
    m_window.reset();
}

void TstReview::anotherGameOrUndoDropsTheReview()
{
    // A new game in the middle of a review.
    QVERIFY(startReview(kLongGame, ReviewPanel::Strength::Deep));
    QTRY_VERIFY_WITH_TIMEOUT(review()->isWorkerBusy(), 5000);
    QSignalSpy cleared(review(), &ReviewController::reviewCleared);
    m_window->startGame(humans());
    QCOMPARE(cleared.size(), 1);
    QVERIFY(!review()->isReviewing());
    QTRY_VERIFY_WITH_TIMEOUT(!review()->isWorkerBusy(), 1000);
    QCoreApplication::processEvents();
    QVERIFY(review()->turns().empty());
    // Its panel goes with it: an empty graph says nothing of the new game.
    QVERIFY(!m_window->reviewDock()->isVisible());

    // Another file opened in the middle of one.
    QVERIFY(startReview(kLongGame, ReviewPanel::Strength::Deep));
    QTRY_VERIFY_WITH_TIMEOUT(review()->isWorkerBusy(), 5000);
    QVERIFY(m_window->files()->openFile(kBlunderGame));
    QVERIFY(!review()->isReviewing());
    QTRY_VERIFY_WITH_TIMEOUT(!review()->isWorkerBusy(), 1000);

    // A live game reviewed, then a move taken back: the review is of other turns.
    m_window->startGame(humans());
    QVERIFY(!review()->start()); // nothing played yet
    QCOMPARE(panel()->turnText(), QStringLiteral("No moves to review yet."));
    QVERIFY(!review()->isReviewing());
    for (int i = 0; i < 4; ++i) {
        clickHole(*m_window, m_window->scene()->playableHoles().first());
        QVERIFY(waitForRest(*controller()));
    }
    QVERIFY(review()->start());
    QTRY_VERIFY_WITH_TIMEOUT(review()->isComplete(), 20000);
    QCOMPARE(int(moves()->turnReviews().size()), 4);
    // A turn played after it leaves the review of the first four.
    clickHole(*m_window, m_window->scene()->playableHoles().first());
    QVERIFY(waitForRest(*controller()));
    QCOMPARE(int(review()->turns().size()), 4);
    QVERIFY(controller()->undo());
    QCOMPARE(int(review()->turns().size()), 4);
    QVERIFY(controller()->undo());
    QVERIFY(review()->turns().empty());
    QVERIFY(moves()->turnReviews().empty());
}

void TstReview::clickingTheGraphJumpsToTheTurn()
{
    QVERIFY(reviewBlunderGame());
    EvalGraph *graph = panel()->graph();
    for (int turn : {3, kBlunderTurn, 0}) {
        QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointAt(turn).toPoint());
        QVERIFY(controller()->isReplaying());
        QCOMPARE(controller()->replayTurn(), turn);
        QTRY_COMPARE(sceneDifference(*m_window->scene(), controller()->game().positions()[std::size_t(turn)]),
                     QString());
        QCOMPARE(graph->current(), turn);
        if (turn > 0)
            QVERIFY2(panel()->turnText().startsWith(QStringLiteral("Turn %1: ").arg(turn)),
                     qPrintable(panel()->turnText()));
    }
    QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointAt(kBlunderTurn).toPoint());
    QVERIFY2(panel()->turnText().contains(QStringLiteral("Luis played A?? — Blunder: ")),
             qPrintable(panel()->turnText()));
    // The move list follows the replay: its row of the turn is selected.
    QCOMPARE(m_window->panel()->moveList()->currentIndex().row(), kBlunderTurn - 1);
}

void TstReview::theCoachSaysWhyAtMarkedTurns()
{
    // Under the verdict of a turn the review marks (?!, ? or ??) the panel
    // says why, in the coach's words on the lines the review kept, and the
    // move list's tooltip says it too; at any other turn, nothing. North's
    // blunder A hands South a chain: the sentence names what South's go
    // captures in A's line.
    QVERIFY(reviewBlunderGame());
    const std::vector<TurnReview> turns = review()->turns();
    auto *why = panel()->findChild<QLabel *>(QStringLiteral("reviewWhy"));
    QVERIFY(why);
    int marked = 0;
    for (const TurnReview &t : turns) {
        controller()->replayTo(t.turn);
        const QString tip = moves()->index(t.turn - 1).data(Qt::ToolTipRole).toString();
        const QString said = panel()->whyText();
        if (isMarked(t.moveClass)) {
            ++marked;
            QVERIFY2(!said.isEmpty() && why->isVisible(), qPrintable(panel()->turnText()));
            QVERIFY2(tip.contains(said.toHtmlEscaped()), qPrintable(tip));
        } else {
            QVERIFY2(said.isEmpty() && !why->isVisible(), qPrintable(said));
            QVERIFY2(tip.count(QStringLiteral("<p>")) <= 2, qPrintable(tip));
        }
    }
    QVERIFY(marked >= 1);
    const TurnReview &blunder = turns[kBlunderTurn - 1];
    QCOMPARE(blunder.moveClass, MoveClass::Blunder);
    const Position &before = controller()->game().positions()[kBlunderTurn - 1];
    const std::vector<Go> goes = goesOf(storyOfLine(before, blunder.line));
    QVERIFY(goes.size() >= 2);
    const TurnStory &reply = goes[1].turns.front();
    QCOMPARE(goes[1].side, Player::South);
    QVERIFY(reply.captures.size() == 1 && reply.captures.front().chainFours > 0);
    controller()->replayTo(kBlunderTurn);
    const QString chain = QStringLiteral("After A, Ana captures a chain of %1 seeds from %2")
                              .arg(capturedSeeds(reply))
                              .arg(QChar::fromLatin1(holeLetter(before.rules, reply.captures.front().hole)));
    QVERIFY2(panel()->whyText().contains(chain), qPrintable(panel()->whyText()));

    // A review saved before the lines were kept: the coach tells the moves alone.
    QVERIFY(m_window->files()->openFile(kFixtureDir + QStringLiteral("reviewed_quick6_ii_2x6.hoyito")));
    QVERIFY(review()->isComplete());
    const std::vector<TurnReview> old = review()->turns();
    const auto oldBlunder =
        std::find_if(old.begin(), old.end(), [](const TurnReview &t) { return isMarked(t.moveClass); });
    QVERIFY(oldBlunder != old.end());
    QVERIFY(oldBlunder->line.empty() && oldBlunder->bestLine.empty());
    controller()->replayTo(oldBlunder->turn);
    const Position &oldBefore = controller()->game().positions()[std::size_t(oldBlunder->turn - 1)];
    const QString alone = CoachText::reviewedTurn(
        oldBefore.rules, explainReviewedTurn(oldBefore, oldBlunder->move, {}, oldBlunder->best, {}),
        {QStringLiteral("Ana"), QStringLiteral("Luis")});
    QVERIFY(!alone.isEmpty());
    QCOMPARE(panel()->whyText(), alone);
}

void TstReview::showBetterMovePlaysTheEnginesMove()
{
    QVERIFY(reviewBlunderGame());
    const std::vector<Move> movesBefore = controller()->game().moves();
    const TurnReview blunder = review()->turns()[kBlunderTurn - 1];
    QVERIFY(!(blunder.best == blunder.move));
    // At a best move there is nothing better to show.
    controller()->replayTo(kBlunderTurn + 1);
    QCOMPARE(review()->turns()[kBlunderTurn].moveClass, MoveClass::Best);
    QVERIFY(!panel()->betterMoveButton()->isEnabled());
    QVERIFY(!review()->showBetterMove());

    QTest::mouseClick(panel()->graph(), Qt::LeftButton, {}, panel()->graph()->pointAt(kBlunderTurn).toPoint());
    QVERIFY(panel()->betterMoveButton()->isEnabled());
    QSignalSpy done(review(), &ReviewController::betterMoveDone);
    QTest::mouseClick(panel()->betterMoveButton(), Qt::LeftButton);
    QVERIFY(review()->isShowingBetterMove());
    Position expected = controller()->game().positions()[kBlunderTurn - 1];
    playTurn(expected, blunder.best);
    QVERIFY(review()->betterMovePosition() == expected);
    // The board plays the engine's move and shows where it leads...
    QTRY_VERIFY(!m_window->scene()->isAnimating());
    QCOMPARE(sceneDifference(*m_window->scene(), expected), QString());
    QVERIFY2(m_window->statusText().contains(QStringLiteral("Better than A: ")), qPrintable(m_window->statusText()));
    // ... and stays there, the button now going back ...
    QTRY_COMPARE(panel()->betterMoveButton()->text(), ReviewText::backFromBetterMove());
    QVERIFY(panel()->betterMoveButton()->isEnabled());
    QCoreApplication::processEvents();
    QVERIFY(review()->isShowingBetterMove());
    QCOMPARE(done.size(), 0);
    QTest::mouseClick(panel()->betterMoveButton(), Qt::LeftButton);
    // ... to the game, which is as it was.
    QCOMPARE(done.size(), 1);
    QCOMPARE(panel()->betterMoveButton()->text(), ReviewText::showBetterMove());
    QVERIFY(!review()->isShowingBetterMove());
    QVERIFY(controller()->game().moves() == movesBefore);
    QCOMPARE(controller()->replayTurn(), kBlunderTurn);
    QCOMPARE(sceneDifference(*m_window->scene(), controller()->game().positions()[kBlunderTurn]), QString());
    QCOMPARE(int(review()->turns().size()), controller()->turnCount());

    // At normal speed, a jump while it is shown ends it on the turn jumped to.
    m_window->setAnimationSpeed(AnimationSpeed::Normal);
    QVERIFY(review()->showBetterMove());
    QVERIFY(m_window->scene()->isAnimating());
    controller()->replayTo(2);
    QVERIFY(!review()->isShowingBetterMove());
    QVERIFY(!m_window->scene()->isAnimating());
    QCOMPARE(sceneDifference(*m_window->scene(), controller()->game().positions()[2]), QString());
    QVERIFY(controller()->game().moves() == movesBefore);
}

void TstReview::showBetterMoveHidesTheAnalysisBadges()
{
    QVERIFY(reviewBlunderGame());
    controller()->replayTo(kBlunderTurn);
    m_window->analysis()->setOn(true);
    const Position shown = controller()->shownPosition();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->analysis()->analysedPosition() == shown &&
                                 m_window->analysis()->result().depth >= 2 &&
                                 !m_window->scene()->holeBadges().isEmpty(),
                             20000);
    QSignalSpy done(review(), &ReviewController::betterMoveDone);
    QVERIFY(review()->showBetterMove());
    // The values of the game's position are not the better move's.
    QVERIFY(m_window->scene()->holeBadges().isEmpty());
    QTRY_VERIFY(!m_window->scene()->isAnimating());
    QVERIFY(review()->showBetterMove()); // back
    QCOMPARE(done.size(), 1);
    QTRY_VERIFY(!m_window->scene()->holeBadges().isEmpty());
    QVERIFY(m_window->scene()->shownPosition() == shown);
    m_window->analysis()->setOn(false);
}

void TstReview::turnsToComeStayReadableOnTintedRows()
{
    QVERIFY(reviewBlunderGame());
    controller()->replayTo(1);
    const MoveListModel *model = m_window->panel()->moveModel();
    // The relative luminance of WCAG 2.
    const auto luminance = [](const QColor &c) {
        const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    int tinted = 0;
    for (int row = 1; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, 0);
        QVERIFY(index.data(Qt::FontRole).value<QFont>().italic()); // still to come
        const QVariant background = index.data(Qt::BackgroundRole);
        if (!background.isValid())
            continue;
        ++tinted;
        // The tint as drawn over the list's base colour.
        const QColor tint = background.value<QBrush>().color();
        const QColor base = QPalette().color(QPalette::Base);
        const double a = tint.alphaF();
        const QColor drawn = QColor::fromRgbF(float(tint.redF() * a + base.redF() * (1 - a)),
                                              float(tint.greenF() * a + base.greenF() * (1 - a)),
                                              float(tint.blueF() * a + base.blueF() * (1 - a)));
        const QColor text = index.data(Qt::ForegroundRole).value<QBrush>().color();
        const double l1 = luminance(drawn);
        const double l2 = luminance(text);
        const double contrast = (std::max(l1, l2) + 0.05) / (std::min(l1, l2) + 0.05);
        QVERIFY2(contrast >= 4.5, qPrintable(QStringLiteral("row %1: contrast %2").arg(row).arg(contrast)));
    }
    QVERIFY(tinted > 0);
}

bool TstReview::saveReviewedBlunderGame(const QString &path)
{
    return reviewBlunderGame() && m_window->files()->saveTo(path) && QFileInfo::exists(path);
}

void TstReview::savedReviewOpensWithoutASearch()
{
    const QString path = m_dir.filePath(QStringLiteral("reviewed.hoyito"));
    QVERIFY(saveReviewedBlunderGame(path));
    const std::vector<TurnReview> reviewed = review()->turns();
    const QString southAccuracy = panel()->southAccuracyText();
    const QString northAccuracy = panel()->northAccuracyText();

    // The file holds the review, and gives back the very turns.
    const LoadResult result = loadRecordFile(path);
    const auto *loaded = std::get_if<LoadedGame>(&result);
    QVERIFY(loaded);
    QVERIFY(loaded->reviewProblem.isEmpty());
    QVERIFY(loaded->record.review.has_value());
    QCOMPARE(loaded->record.review->strength, ReviewStrength::Quick);
    QString difference = reviewDifference(loaded->review, reviewed);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));

    // A fresh window opens it: the review is there, and no search ran.
    std::unique_ptr<Settings> settings = instantSettings(m_dir.filePath(QStringLiteral("fresh.ini")));
    std::unique_ptr<MainWindow> fresh = createWindow(*settings);
    QVERIFY(showWindow(*fresh));
    fresh->reviewPanel()->setStrength(ReviewPanel::Strength::Deep);
    QVERIFY(fresh->files()->openFile(path));
    ReviewController *again = fresh->review();
    QVERIFY(again->isComplete());
    QVERIFY(again->hasCompleteReview());
    QVERIFY(!again->isReviewing());
    QVERIFY(!again->thread()->isRunning()); // started by the first search only
    difference = reviewDifference(again->turns(), reviewed);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QVERIFY(fresh->reviewDock()->isVisible());
    // The strength it was made at, as if it had just been made.
    QCOMPARE(fresh->reviewPanel()->strength(), ReviewPanel::Strength::Quick);
    MoveListModel *list = fresh->panel()->moveModel();
    QCOMPARE(int(list->turnReviews().size()), int(reviewed.size()));
    const QModelIndex blunder = list->index(kBlunderTurn - 1);
    QCOMPARE(blunder.data(MoveListModel::MoveClassRole).toInt(), int(MoveClass::Blunder));
    QVERIFY2(blunder.data(Qt::DisplayRole).toString().startsWith(QStringLiteral("7. ?? ")),
             qPrintable(blunder.data(Qt::DisplayRole).toString()));
    QCOMPARE(fresh->reviewPanel()->southAccuracyText(), southAccuracy);
    QCOMPARE(fresh->reviewPanel()->northAccuracyText(), northAccuracy);
    QCOMPARE(int(fresh->reviewPanel()->graph()->points().size()), int(reviewed.size()) + 1);
    QVERIFY(fresh->reviewPanel()->graph()->points()[kBlunderTurn].mark.isValid());
    // Show Better Move on the blunder.
    fresh->controller()->replayTo(kBlunderTurn);
    QVERIFY(again->canShowBetterMove());
    QVERIFY(fresh->reviewPanel()->betterMoveButton()->isEnabled());
    QVERIFY(!again->thread()->isRunning());

    // Saving it again keeps the same bytes, those of the reviewed fixture
    // (the library's test reads it); Review Game reviews it again.
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray bytes = saved.readAll();
    QFile fixture(kFixtureDir + QStringLiteral("reviewed_ii_2x6.hoyito"));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    QCOMPARE(bytes, fixture.readAll());
    const QString copy = m_dir.filePath(QStringLiteral("reviewed again.hoyito"));
    QVERIFY(fresh->files()->saveTo(copy));
    QFile copied(copy);
    QVERIFY(copied.open(QIODevice::ReadOnly));
    QCOMPARE(copied.readAll(), bytes);
    fresh->findChild<QAction *>(QStringLiteral("actionReviewGame"))->trigger();
    QVERIFY(again->isReviewing());
    QTRY_VERIFY_WITH_TIMEOUT(again->isComplete(), 30000);
    QCOMPARE(again->reviewedStrength(), ReviewPanel::Strength::Quick);
    difference = reviewDifference(again->turns(), reviewed);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
}

void TstReview::reviewingAgainKeepsTheSavedReview()
{
    const QString path = m_dir.filePath(QStringLiteral("kept.hoyito"));
    QVERIFY(saveReviewedBlunderGame(path));
    const std::vector<TurnReview> reviewed = review()->turns();
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    file.close();

    // Reviewed again, deeply: until that review is complete, the one before
    // is what a save keeps.
    panel()->setStrength(ReviewPanel::Strength::Deep);
    QVERIFY(review()->start());
    QVERIFY(review()->isReviewing());
    QVERIFY(!review()->isComplete());
    QVERIFY(review()->hasCompleteReview());
    QCOMPARE(review()->completeReview()->strength, ReviewPanel::Strength::Quick);
    QVERIFY(m_window->files()->saveTo(path));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), bytes);
    file.close();

    // Cancelled: the review before is shown again, and still saved.
    review()->cancel();
    QVERIFY(!review()->isReviewing());
    QVERIFY(review()->isComplete());
    QCOMPARE(review()->reviewedStrength(), ReviewPanel::Strength::Quick);
    const QString difference = reviewDifference(review()->turns(), reviewed);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QCOMPARE(panel()->strength(), ReviewPanel::Strength::Quick);
    QVERIFY(m_window->files()->saveTo(path));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), bytes);
    file.close();

    // A new game drops it: nothing is kept for a game it is not of.
    m_window->startGame(humans());
    QVERIFY(!review()->hasCompleteReview());
    QVERIFY(review()->turns().empty());
}

void TstReview::droppedReviewIsNotSaved()
{
    QVERIFY(reviewBlunderGame());
    QVERIFY(review()->hasCompleteReview());
    // A move played after the review: the review stays for its turns, but
    // it is no longer one of the game's every move.
    const Position &now = controller()->position();
    QVERIFY(!now.isOver());
    QCOMPARE(controller()->playMovesWithoutAnimation({generateChildren(now)[0].move}), -1);
    QVERIFY(!review()->turns().empty());
    QVERIFY(!review()->hasCompleteReview());
    const QString longer = m_dir.filePath(QStringLiteral("played on.hoyito"));
    QVERIFY(m_window->files()->saveTo(longer));
    LoadResult result = loadRecordFile(longer);
    QVERIFY(std::holds_alternative<LoadedGame>(result));
    QVERIFY(!std::get<LoadedGame>(result).record.review);
    QFile file(longer);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(!file.readAll().contains("\"review\""));

    // Undo past the review's last turn drops it: nothing to save either.
    QVERIFY(controller()->undo());
    QVERIFY(review()->hasCompleteReview()); // the very moves reviewed again
    QVERIFY(controller()->undo());
    QVERIFY(review()->turns().empty());
    QVERIFY(!review()->hasCompleteReview());
    const QString undone = m_dir.filePath(QStringLiteral("undone.hoyito"));
    QVERIFY(m_window->files()->saveTo(undone));
    result = loadRecordFile(undone);
    QVERIFY(std::holds_alternative<LoadedGame>(result));
    QVERIFY(!std::get<LoadedGame>(result).record.review);
    QCOMPARE(std::get<LoadedGame>(result).game.turnCount(), controller()->turnCount());
}

void TstReview::cliPrintsTheSavedReview()
{
    // The panel starts at the default strength, whose limits are the
    // record's, those of hoyito-cli review without options.
    QCOMPARE(panel()->strength(), kDefaultReviewStrength);
    QCOMPARE(kDefaultReviewStrength, ReviewPanel::Strength::Quick);
    QVERIFY(ReviewController::limitsFor(kDefaultReviewStrength) == reviewLimits(kDefaultReviewStrength));
    QVERIFY(ReviewController::limitsFor(ReviewPanel::Strength::Deep) == reviewLimits(ReviewStrength::Deep));
    const QString path = m_dir.filePath(QStringLiteral("for the cli.hoyito"));
    QVERIFY(saveReviewedBlunderGame(path));
    // The window's review, saved, is the one hoyito-cli makes now without options.
    const CliRun stored = runCli(arguments({"review", path, "--stored"}));
    QVERIFY2(stored.finished && stored.exitCode == 0, qPrintable(stored.errText()));
    const CliRun searched = runCli(arguments({"review", path}));
    QVERIFY2(searched.finished && searched.exitCode == 0, qPrintable(searched.errText()));
    QCOMPARE(outputLines(stored.out), outputLines(searched.out));
    QCOMPARE(outputLines(stored.out).size(), controller()->turnCount() + 1);

    // A file without a review says so.
    const CliRun none = runCli(arguments({"review", kBlunderGame, "--stored"}));
    QVERIFY(none.finished);
    QCOMPARE(none.exitCode, 2);
    QVERIFY2(none.errText().contains(QStringLiteral("holds no game review")), qPrintable(none.errText()));
}

void TstReview::reviewUsesTheWindowsTables()
{
    // A window whose data folder holds the tables of Hoyito II on 2×6 up to
    // 8 seeds: its review searches with them, as its computer does. The
    // fixture ends with 8 seeds on the board.
    std::unique_ptr<Settings> settings = instantSettings(m_dir.filePath(QStringLiteral("with tables.ini")));
    const QString folder = TableLibrary::folderIn(settings->dataDirectory());
    QVERIFY(QDir().mkpath(folder));
    buildTables(folder, tables::TableRules::HoyitoII, 6, 8);
    m_window = createWindow(*settings);
    QVERIFY(showWindow(*m_window));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->tableLibrary()->hasLoaded(), 10000);
    QVERIFY(m_window->tableLibrary()->tables() && !m_window->tableLibrary()->tables()->empty());
    QCOMPARE(review()->tables(), m_window->tableLibrary()->tables());

    QVERIFY(startReview(kDecisiveGame, kDefaultReviewStrength));
    QTRY_VERIFY_WITH_TIMEOUT(review()->isComplete(), 60000);
    Analyser analyser;
    analyser.setTables(m_window->tableLibrary()->tables());
    const std::vector<TurnReview> expected =
        reviewGame(analyser, controller()->game(), reviewLimits(kDefaultReviewStrength));
    const QString difference = reviewDifference(review()->turns(), expected);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    // The tables prove the last turns' values; North's decisive error is marked.
    QVERIFY(review()->turns().back().exact);
    QCOMPARE(review()->turns()[21].moveClass, MoveClass::Blunder);
    QCOMPARE(review()->turns()[21].loss, 8 * kSeedValue);

    // The analysis searches with them too: where they hold the position,
    // its values are theirs, as the status bar's perfect play is.
    QCOMPARE(m_window->analysis()->tables(), m_window->tableLibrary()->tables());
    const std::vector<Position> &positions = controller()->game().positions();
    int turn = 0;
    while (positions[std::size_t(turn)].seedsOnBoard() > 8 || positions[std::size_t(turn)].isOver())
        ++turn;
    controller()->replayTo(turn);
    const Position shown = controller()->shownPosition();
    m_window->analysis()->setOn(true);
    const tables::Tables *table = m_window->tableLibrary()->tables()->tablesFor(tables::TableRules::HoyitoII, 6);
    QVERIFY(table);
    const auto agrees = [&] {
        const AnalysisResult &result = m_window->analysis()->result();
        if (!(m_window->analysis()->analysedPosition() == shown) || result.moves.empty())
            return false;
        for (const MoveAnalysis &m : result.moves) {
            const std::optional<tables::Bounds> bounds = tables::moveBounds(*table, shown, m.move);
            if (!bounds || !bounds->exact() ||
                m.value != (shown.scores[index(shown.toMove)] + bounds->lower) * kSeedValue)
                return false;
        }
        return true;
    };
    QTRY_VERIFY_WITH_TIMEOUT(agrees(), 20000);
    m_window->analysis()->setOn(false);
    m_window.reset(); // before its settings
    settings.reset();
}

// A finished game someone won: the panel says which turn decided it, as
// the engine finds it on the review's values; a game not over says nothing.
void TstReview::aWonGameSaysWhichTurnDecidedIt()
{
    QVERIFY(startReview(kDecisiveGame, kDefaultReviewStrength));
    QTRY_VERIFY_WITH_TIMEOUT(review()->isComplete(), 60000);
    const Game &game = controller()->game();
    QVERIFY(game.position().isOver());
    const auto final = finalScores(game.position());
    QVERIFY(final[0] != final[1]);
    const Player loser = final[0] < final[1] ? Player::South : Player::North;
    const std::vector<TurnReview> &turns = review()->turns();
    const std::optional<int> turn = decidingTurn(turns, loser, game.start().seedsInGame());
    QVERIFY(turn); // North threw its draw away (the fixture's decisive error)
    QCOMPARE(turns[std::size_t(*turn - 1)].mover, loser);
    QCOMPARE(panel()->decidedText(), ReviewText::decided(controller()->setup(), loser, turns[std::size_t(*turn - 1)]));
    QVERIFY(panel()->decidedText().startsWith(QStringLiteral("Turn %1 decided the game").arg(*turn)));
    QVERIFY(panel()->findChild<QLabel *>(QStringLiteral("reviewDecided"))->isVisible());
    if (const QString shots = qEnvironmentVariable("HOYITO_REVIEW_SHOTS"); !shots.isEmpty()) {
        QDir().mkpath(shots);
        m_window->resize(1120, 720);
        QCoreApplication::processEvents();
        QVERIFY(m_window->grab().save(QDir(shots).filePath(QStringLiteral("review-decided.png"))));
    }

    QVERIFY(reviewBlunderGame());
    QVERIFY(!controller()->game().position().isOver());
    QVERIFY(panel()->decidedText().isEmpty());
    QVERIFY(!panel()->findChild<QLabel *>(QStringLiteral("reviewDecided"))->isVisible());
}

void TstReview::screenshots()
{
    const QString shots = qEnvironmentVariable("HOYITO_REVIEW_SHOTS");
    if (shots.isEmpty())
        QSKIP("HOYITO_REVIEW_SHOTS names no folder");
    QVERIFY(reviewBlunderGame());
    QTest::mouseClick(panel()->graph(), Qt::LeftButton, {}, panel()->graph()->pointAt(kBlunderTurn).toPoint());
    for (const char *language : {"en", "de", "gu"}) {
        Language::apply(QString::fromLatin1(language));
        for (const QSize size : {QSize(800, 500), QSize(1120, 720), QSize(1600, 1000)}) {
            m_window->resize(size);
            QTest::qWait(50); // the layout settles: nothing to wait for but the event loop
            const QString name = QStringLiteral("review-%1-%2x%3.png")
                                     .arg(QString::fromLatin1(language))
                                     .arg(size.width())
                                     .arg(size.height());
            QVERIFY(m_window->grab().save(QDir(shots).filePath(name)));
        }
    }
    Language::apply(QString::fromLatin1(Language::kEnglish));
}

QTEST_MAIN(TstReview)
#include "tst_review.moc"
