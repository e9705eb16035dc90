// Analysis and review in a match's round-replay window: the finished match of
// a fixture opened, one of its rounds replayed in its own window; Ctrl+Shift+A
// there shows the badges, the evaluation bar and the panel for the replayed
// position and follows a step; Ctrl+Shift+R reviews the round (the marks in
// the window's move list as the engine's review gives them, the graph moves
// the window's board, Show Better Move); closing the window mid-search stops
// both threads before close() returns; two round windows keep to themselves;
// the match in the main window is never touched; a round's review has the
// main window's endgame tables. Real widgets under
// QT_QPA_PLATFORM=offscreen; settings in a temporary file. With
// HOYITO_ROUND_SHOTS set to a folder, the round window with the analysis and
// with a review is left there in English, German and Gujarati, small and
// large, to look at.

#include "tableutil.h"
#include "windowutil.h"

#include "analysis/analysiscontroller.h"
#include "analysis/analysispanel.h"
#include "analysis/evalgraph.h"
#include "analysis/movelistmodel.h"
#include "analysis/reviewcontroller.h"
#include "analysis/reviewpanel.h"
#include "analysis/reviewthread.h"
#include "board/boardscene.h"
#include "board/evalbar.h"
#include "config/language.h"
#include "config/settings.h"
#include "files/gamefiles.h"
#include "game/gamecontroller.h"
#include "game/gametext.h"
#include "game/replaybar.h"
#include "match/matchcontroller.h"
#include "match/roundreplaydialog.h"
#include "match/scoreboard.h"
#include "setup/newgamedialog.h"
#include "tables/tablelibrary.h"
#include "window/gamepanel.h"
#include "window/mainwindow.h"
#include "window/resultdialog.h"
#include "window/ruleswindow.h"

#include "hoyito/analysis.h"
#include "hoyito/movegen.h"

#include <QAction>
#include <QDir>
#include <QLabel>
#include <QListView>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace hoyito;
using namespace hoyito::app;
using namespace hoyito::test;

namespace {

const QString kFinishedMatch = QStringLiteral(HOYITO_TEST_DATA "/match_iii_finished.hoyito");

// The main window's match as it was: its game, its file, its analysis and review.
struct MainState {
    std::vector<Move> moves;
    int shownTurns = 0;
    bool replaying = false;
    bool modified = false;
    QString path;
    bool operator==(const MainState &) const = default;
};

} // namespace

class TstRoundAnalysis : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void analysisFollowsTheReplayedTurn();
    void reviewRoundMarksTheMovesAndTheGraphMovesTheBoard();
    void closingMidSearchStopsBothAtOnce();
    void twoRoundWindowsWorkApart();
    void languageSwitchReachesTheWindow();
    void roundReviewHasTheWindowsTables();
    void screenshots();

private:
    // The scoreboard's Replay Round for `round`: its window, shown and active.
    RoundReplayDialog *openRound(int round);
    MainState mainState() const;
    // The main window neither analyses nor reviews, and its game is `before`.
    void checkMainUntouched(const MainState &before);
    // The dialog's analysis shows the position its board shows, searched
    // at least two plies deep, with a badge on every playable hole.
    static bool analysisShowsBoard(RoundReplayDialog *dialog);

    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    int m_settingsFiles = 0;
};

void TstRoundAnalysis::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    GameText::installEnglishPlurals();
    QVERIFY(m_dir.isValid());
}

void TstRoundAnalysis::init()
{
    m_settings = instantSettings(m_dir.filePath(QStringLiteral("round%1.ini").arg(++m_settingsFiles)));
    m_window = createWindow(*m_settings);
    QVERIFY(m_window->files()->openFile(kFinishedMatch));
    QVERIFY(showWindow(*m_window));
    QVERIFY(m_window->match()->match());
    QVERIFY(m_window->match()->match()->rounds().size() >= 2);
    // The match's result comes up first; it is modal, and read.
    QTRY_VERIFY(m_window->matchResultDialog() && m_window->matchResultDialog()->isVisible());
    m_window->matchResultDialog()->reject();
}

void TstRoundAnalysis::cleanup()
{
    m_window.reset();
    m_settings.reset();
}

RoundReplayDialog *TstRoundAnalysis::openRound(int round)
{
    Scoreboard *board = m_window->scoreboard();
    board->selectRound(round);
    if (!board->replayButton()->isEnabled())
        return nullptr;
    QTest::mouseClick(board->replayButton(), Qt::LeftButton);
    RoundReplayDialog *dialog = m_window->roundReplayDialog();
    if (!dialog || dialog->round() != round || !showWindow(*dialog))
        return nullptr;
    return dialog;
}

MainState TstRoundAnalysis::mainState() const
{
    const GameController *c = m_window->controller();
    return {c->game().moves(), c->shownTurnCount(), c->isReplaying(), m_window->files()->isModified(),
            m_window->files()->filePath()};
}

void TstRoundAnalysis::checkMainUntouched(const MainState &before)
{
    QVERIFY(mainState() == before);
    QVERIFY(!m_window->analysis()->isOn());
    QVERIFY(!m_window->analysis()->isSearching());
    QVERIFY(!m_window->evalBar()->isVisible());
    QVERIFY(!m_window->review()->isReviewing());
    QVERIFY(m_window->review()->turns().empty());
    QVERIFY(m_window->panel()->moveModel()->turnReviews().empty());
    QVERIFY(m_window->scene()->holeBadges().isEmpty());
}

bool TstRoundAnalysis::analysisShowsBoard(RoundReplayDialog *dialog)
{
    const AnalysisController *analysis = dialog->analysis();
    const Position shown = dialog->controller()->shownPosition();
    if (!(analysis->analysedPosition() == shown) || analysis->result().depth < 2)
        return false;
    const ChildList legal = generateChildren(shown);
    QList<int> playable;
    for (const Child &child : legal)
        if (!child.move.isPass())
            playable.append(child.move.hole);
    QList<int> badged;
    for (const BoardScene::HoleBadge &badge : dialog->scene()->holeBadges())
        badged.append(badge.hole);
    std::sort(playable.begin(), playable.end());
    std::sort(badged.begin(), badged.end());
    return !playable.isEmpty() && badged == playable;
}

void TstRoundAnalysis::analysisFollowsTheReplayedTurn()
{
    const MainState before = mainState();
    RoundReplayDialog *dialog = openRound(1);
    QVERIFY(dialog);
    GameController *rc = dialog->controller();
    QCOMPARE(rc->replayTurn(), 0);
    QVERIFY(!dialog->evalBar()->isVisible());
    QVERIFY(!dialog->analysisPanel()->isVisible());

    // The main window's key, in this window.
    QTest::keyClick(dialog, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(dialog->analysis()->isOn());
    QVERIFY(dialog->evalBar()->isVisible());
    QVERIFY(dialog->analysisPanel()->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(analysisShowsBoard(dialog), 20000);
    QTRY_VERIFY(!dialog->analysisPanel()->depthText().isEmpty());

    // The panel says what the badges say: the best move's value is the
    // mover's share of the score, and the bar stands where the score does.
    const auto checkShown = [&] {
        const Position shown = rc->shownPosition();
        const AnalysisResult &result = dialog->analysis()->result();
        const MoveAnalysis &best = result.moves.front();
        const int total = shown.seedsInGame() * kSeedValue;
        const int south = shown.toMove == Player::South ? best.value : total - best.value;
        const QString score = dialog->analysisPanel()->scoreText();
        QVERIFY2(score.contains(AnalysisPanel::seedsText(south)) &&
                     score.contains(AnalysisPanel::seedsText(total - south)),
                 qPrintable(score));
        QVERIFY(!dialog->analysisPanel()->lineText().isEmpty());
        QVERIFY(qAbs(dialog->evalBar()->southShare() - qreal(south) / total) < 1e-9);
        bool bestBadge = false;
        for (const BoardScene::HoleBadge &badge : dialog->scene()->holeBadges())
            if (badge.kind == BoardScene::HoleBadge::Kind::Best)
                bestBadge = bestBadge || badge.text == AnalysisPanel::seedsText(best.value);
        QVERIFY(bestBadge);
    };
    QTRY_VERIFY_WITH_TIMEOUT(dialog->analysis()->result().depth >= 3, 20000);
    checkShown();

    // A step of the replay: the next position, its own values.
    const Position start = rc->shownPosition();
    dialog->replayBar()->forwardAction()->trigger();
    QTRY_COMPARE(rc->state(), GameController::State::Replaying);
    QCOMPARE(rc->replayTurn(), 1);
    QVERIFY(!(rc->shownPosition() == start));
    QVERIFY(rc->shownPosition() == rc->game().positions()[1]);
    QTRY_VERIFY_WITH_TIMEOUT(analysisShowsBoard(dialog), 20000);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->analysis()->result().depth >= 3, 20000);
    checkShown();

    // A click on the line's first move shows where it leads, then back.
    Q_EMIT dialog->analysisPanel()->lineMoveClicked(0);
    QCOMPARE(dialog->analysisPanel()->previewIndex(), 0);
    QVERIFY(!(dialog->scene()->shownPosition() == rc->shownPosition()));
    Q_EMIT dialog->analysisPanel()->backToGame();
    QVERIFY(dialog->scene()->shownPosition() == rc->shownPosition());

    // Off again, with the same key: the search stops, the badges go.
    QTest::keyClick(dialog, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(!dialog->analysis()->isOn());
    QVERIFY(dialog->scene()->holeBadges().isEmpty());
    QVERIFY(!dialog->evalBar()->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->analysis()->isSearching(), 1000);
    checkMainUntouched(before);
}

void TstRoundAnalysis::reviewRoundMarksTheMovesAndTheGraphMovesTheBoard()
{
    const MainState before = mainState();
    RoundReplayDialog *dialog = openRound(1);
    QVERIFY(dialog);
    GameController *rc = dialog->controller();
    QVERIFY(!dialog->isReviewShown());
    dialog->reviewPanel()->setStrength(ReviewPanel::Strength::Quick);
    QTest::keyClick(dialog, Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(dialog->review()->isReviewing());
    QVERIFY(dialog->isReviewShown());
    QVERIFY(dialog->moveList()->isVisible());
    // A bound that only a hang exceeds: a busy machine takes minutes.
    QTRY_VERIFY_WITH_TIMEOUT(dialog->review()->isComplete(), 300000);

    // Enter on the move list presses no button: the review stays, and so
    // does the window.
    dialog->moveList()->setFocus();
    QTest::keyClick(dialog->moveList(), Qt::Key_Return);
    QTest::keyClick(dialog->moveList(), Qt::Key_Enter);
    QVERIFY(dialog->isVisible());
    QVERIFY(!dialog->review()->isReviewing());
    QVERIFY(dialog->review()->isComplete());

    // Every turn of the round marked as the engine's own review marks it.
    const int turns = rc->turnCount();
    QCOMPARE(turns, int(m_window->match()->finishedGames().front().turnCount()));
    QCOMPARE(int(dialog->moveModel()->turnReviews().size()), turns);
    QCOMPARE(dialog->moveModel()->rowCount(), turns);
    Analyser analyser;
    const std::vector<TurnReview> expected = reviewGame(analyser, rc->game(), kQuickReview);
    QCOMPARE(int(expected.size()), turns);
    int marked = -1;
    for (int row = 0; row < turns; ++row) {
        const QModelIndex index = dialog->moveModel()->index(row);
        const TurnReview &turn = expected[std::size_t(row)];
        QCOMPARE(index.data(MoveListModel::MoveClassRole).toInt(), int(turn.moveClass));
        const QString sign = QString::fromLatin1(moveClassSign(turn.moveClass).data());
        if (!sign.isEmpty()) {
            QVERIFY2(
                index.data(Qt::DisplayRole).toString().startsWith(QStringLiteral("%1. %2 ").arg(row + 1).arg(sign)),
                qPrintable(index.data(Qt::DisplayRole).toString()));
            if (marked < 0 && !turn.forced)
                marked = row + 1;
        }
    }
    QVERIFY2(marked > 0, "the round has no move worse than good");
    QVERIFY(dialog->review()->accuracy() == reviewAccuracy(expected));
    QVERIFY(!dialog->reviewPanel()->southAccuracyText().isEmpty());
    QVERIFY(!dialog->reviewPanel()->northAccuracyText().isEmpty());
    QCOMPARE(int(dialog->reviewPanel()->graph()->points().size()), turns + 1);

    // The graph moves this window's board, and the move list follows.
    EvalGraph *graph = dialog->reviewPanel()->graph();
    for (int turn : {turns / 2, marked, 0}) {
        QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointAt(turn).toPoint());
        QCOMPARE(rc->replayTurn(), turn);
        QTRY_COMPARE(sceneDifference(*dialog->scene(), rc->game().positions()[std::size_t(turn)]), QString());
        QCOMPARE(graph->current(), turn);
        if (turn > 0)
            QCOMPARE(dialog->moveList()->currentIndex().row(), turn - 1);
    }

    // Show Better Move on the first marked turn: the engine's move on the
    // board, then the round as it was.
    QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointAt(marked).toPoint());
    QVERIFY(dialog->reviewPanel()->betterMoveButton()->isEnabled());
    QSignalSpy done(dialog->review(), &ReviewController::betterMoveDone);
    const std::vector<Move> roundMoves = rc->game().moves();
    QTest::mouseClick(dialog->reviewPanel()->betterMoveButton(), Qt::LeftButton);
    QVERIFY(dialog->review()->isShowingBetterMove());
    Position better = rc->game().positions()[std::size_t(marked - 1)];
    playTurn(better, expected[std::size_t(marked - 1)].best);
    QVERIFY(dialog->review()->betterMovePosition() == better);
    QTRY_VERIFY(!dialog->scene()->isAnimating());
    QCOMPARE(sceneDifference(*dialog->scene(), better), QString());
    // It stays until the same button goes back.
    QVERIFY(dialog->review()->isShowingBetterMove());
    QTest::mouseClick(dialog->reviewPanel()->betterMoveButton(), Qt::LeftButton);
    QCOMPARE(done.size(), 1);
    QVERIFY(rc->game().moves() == roundMoves);
    QCOMPARE(sceneDifference(*dialog->scene(), rc->game().positions()[std::size_t(marked)]), QString());
    checkMainUntouched(before);
}

void TstRoundAnalysis::closingMidSearchStopsBothAtOnce()
{
    const MainState before = mainState();
    QPointer<RoundReplayDialog> dialog = openRound(1);
    QVERIFY(dialog);
    dialog->analysis()->toggleAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(dialog->analysis()->isSearching(), 5000);
    // Deep: a million nodes a turn and four million at a mistake, seconds
    // for the round: still running when the dialog closes.
    dialog->reviewPanel()->setStrength(ReviewPanel::Strength::Deep);
    dialog->reviewRoundAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(dialog->review()->isWorkerBusy(), 5000);
    AnalysisThread *analysis = dialog->analysis()->thread();
    ReviewThread *review = dialog->review()->thread();
    QVERIFY(dialog->close());
    // close() has stopped both searches and ended both threads.
    QVERIFY(!analysis->isSearching());
    QVERIFY(!analysis->isRunning());
    QVERIFY(!review->isRunning());
    QVERIFY(!dialog->review()->isWorkerBusy());
    QTRY_VERIFY(!dialog);
    QVERIFY(!m_window->roundReplayDialog());
    checkMainUntouched(before);

    // Closed with the review on screen and the analysis on, by Escape.
    dialog = openRound(2);
    QVERIFY(dialog);
    dialog->analysis()->setOn(true);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->analysis()->isSearching(), 5000);
    dialog->reviewPanel()->setStrength(ReviewPanel::Strength::Deep);
    QTest::keyClick(dialog, Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(dialog->isReviewShown());
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->review()->turns().empty(), 20000);
    analysis = dialog->analysis()->thread();
    review = dialog->review()->thread();
    QTest::keyClick(dialog, Qt::Key_Escape);
    QVERIFY(!analysis->isRunning());
    QVERIFY(!review->isRunning());
    QTRY_VERIFY(!dialog);
    checkMainUntouched(before);
}

void TstRoundAnalysis::twoRoundWindowsWorkApart()
{
    const MainState before = mainState();
    RoundReplayDialog *first = openRound(1);
    QVERIFY(first);
    // A second window of its own, beside the scoreboard's.
    auto second = std::make_unique<RoundReplayDialog>(*m_window->match(), 2, AnimationSpeed::Instant);
    QVERIFY(showWindow(*second));
    QVERIFY(first->controller()->game().moves() != second->controller()->game().moves());

    first->analysis()->setOn(true);
    second->analysis()->setOn(true);
    QTRY_VERIFY_WITH_TIMEOUT(analysisShowsBoard(first), 20000);
    QTRY_VERIFY_WITH_TIMEOUT(analysisShowsBoard(second.get()), 20000);
    // A step in the first: the second's analysis stays on its position.
    const Position secondShown = second->controller()->shownPosition();
    first->replayBar()->lastAction()->trigger();
    QTRY_COMPARE(first->controller()->state(), GameController::State::Replaying);
    QVERIFY(first->controller()->shownPosition().isOver());
    QTRY_VERIFY(first->scene()->holeBadges().isEmpty());
    QVERIFY(second->controller()->replayTurn() == 0);
    QVERIFY(second->analysis()->analysedPosition() == secondShown);
    QVERIFY(!second->scene()->holeBadges().isEmpty());

    // A review in the second leaves the first's move list unmarked.
    second->reviewPanel()->setStrength(ReviewPanel::Strength::Quick);
    second->reviewRoundAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(second->review()->isComplete(), 60000);
    QCOMPARE(int(second->moveModel()->turnReviews().size()), second->controller()->turnCount());
    QVERIFY(first->moveModel()->turnReviews().empty());
    QVERIFY(!first->review()->isReviewing());

    // Closing the first leaves the second analysing.
    QVERIFY(first->close());
    QTRY_VERIFY(!m_window->roundReplayDialog());
    QVERIFY(second->analysis()->isOn());
    second->replayBar()->forwardAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(analysisShowsBoard(second.get()), 20000);
    QVERIFY(second->analysis()->analysedPosition() == second->controller()->game().positions()[1]);
    second.reset();
    checkMainUntouched(before);
}

// Every line of the window follows a change of language, the round's
// summary too, and comes back with the language.
void TstRoundAnalysis::languageSwitchReachesTheWindow()
{
    RoundReplayDialog *dialog = openRound(1);
    QVERIFY(dialog);
    auto *summary = dialog->findChild<QLabel *>(QStringLiteral("roundSummary"));
    QVERIFY(summary);
    const RoundResult &round = m_window->match()->match()->rounds().at(0);
    const QString english = summary->text();
    const QString englishTitle = dialog->windowTitle();
    QCOMPARE(english, m_window->match()->roundSummary(round));

    Language::apply(QStringLiteral("es"));
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    const QString spanish = m_window->match()->roundSummary(round);
    QVERIFY2(spanish != english, qPrintable(spanish));
    QCOMPARE(summary->text(), spanish);
    QVERIFY(dialog->windowTitle() != englishTitle);

    Language::apply(QString::fromLatin1(Language::kEnglish));
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    QCOMPARE(summary->text(), english);
    QCOMPARE(dialog->windowTitle(), englishTitle);
}

void TstRoundAnalysis::roundReviewHasTheWindowsTables()
{
    // A window whose data folder holds tables of the match's rules (Hoyito
    // III, the last four to the capturer; a few seeds are enough): the
    // review of a round replayed searches with them, as the window's own
    // review does.
    m_window.reset();
    m_settings = instantSettings(m_dir.filePath(QStringLiteral("round with tables.ini")));
    const QString folder = TableLibrary::folderIn(m_settings->dataDirectory());
    QVERIFY(QDir().mkpath(folder));
    buildTables(folder, tables::TableRules::HoyitoIIICapturer, 6, 4);
    m_window = createWindow(*m_settings);
    QVERIFY(m_window->files()->openFile(kFinishedMatch));
    QVERIFY(showWindow(*m_window));
    QTRY_VERIFY(m_window->matchResultDialog() && m_window->matchResultDialog()->isVisible());
    m_window->matchResultDialog()->reject();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->tableLibrary()->hasLoaded(), 10000);
    QVERIFY(m_window->review()->tables() && !m_window->review()->tables()->empty());

    RoundReplayDialog *dialog = openRound(1);
    QVERIFY(dialog);
    QCOMPARE(dialog->review()->tables(), m_window->review()->tables());
}

void TstRoundAnalysis::screenshots()
{
    const QString shots = qEnvironmentVariable("HOYITO_ROUND_SHOTS");
    if (shots.isEmpty())
        QSKIP("HOYITO_ROUND_SHOTS names no folder");
    RoundReplayDialog *dialog = openRound(1);
    QVERIFY(dialog);
    dialog->controller()->replayTo(20);
    dialog->analysis()->setOn(true);
    QTRY_VERIFY_WITH_TIMEOUT(analysisShowsBoard(dialog), 20000);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->analysis()->result().depth >= 8, 20000);
    const auto save = [&](const QString &what) {
        for (const char *language : {"en", "de", "gu"}) {
            Language::apply(QString::fromLatin1(language));
            for (const QSize size : {QSize(800, 500), QSize(1400, 900)}) {
                dialog->resize(size);
                QTest::qWait(100); // the layout and the bar settle: nothing to wait for but the event loop
                const QString name = QStringLiteral("round-%1-%2-%3x%4.png")
                                         .arg(what, QString::fromLatin1(language))
                                         .arg(size.width())
                                         .arg(size.height());
                QVERIFY(dialog->grab().save(QDir(shots).filePath(name)));
            }
        }
        Language::apply(QString::fromLatin1(Language::kEnglish));
    };
    save(QStringLiteral("analysis"));
    dialog->reviewPanel()->setStrength(ReviewPanel::Strength::Quick);
    dialog->reviewRoundAction()->trigger();
    // A bound that only a hang exceeds: a busy machine takes minutes.
    QTRY_VERIFY_WITH_TIMEOUT(dialog->review()->isComplete(), 300000);
    dialog->controller()->replayTo(20);
    QTRY_VERIFY_WITH_TIMEOUT(analysisShowsBoard(dialog), 20000);
    save(QStringLiteral("review"));
}

QTEST_MAIN(TstRoundAnalysis)
#include "tst_round_analysis.moc"
