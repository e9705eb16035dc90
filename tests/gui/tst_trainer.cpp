// The puzzle trainer (Game > Puzzles…): a puzzle solved by its solution is
// confirmed and rated as rateGlicko2 says; a wrong move fails with the
// coach's sentence and what a search says it loses, and the solution is
// played; the task line says the outcome; retries, hints and the
// streak do not raise the rating; a puzzle left before a move is no
// attempt, one left after a move a failure; the choice of board and theme;
// a bad line of the file is skipped; the choices are kept; a new player's
// rating is provisional; the outcome reaches a screen reader; the menu
// opens it; its words fit at 800 × 500 in a long language and another
// script.

#include "windowutil.h"

#include "analysis/analysiscontroller.h"
#include "board/boardscene.h"
#include "config/language.h"
#include "config/settings.h"
#include "game/gamecontroller.h"
#include "game/gametext.h"
#include "learn/puzzleset.h"
#include "learn/trainertext.h"
#include "learn/trainerwindow.h"
#include "window/mainwindow.h"

#include "coachtext.h"

#include "hoyito/coach.h"
#include "hoyito/notation.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace hoyito;
using namespace hoyito::app;

namespace {

const QString kShipped = QStringLiteral(":/puzzles/puzzles.jsonl");
// The window's behaviour is tested on puzzles of its own (an earlier
// generator's, still valid), whatever set is shipped.
const QString kPuzzles = QStringLiteral(HOYITO_TEST_DATA "/trainer_puzzles.jsonl");
// South to move: c, North's reply D, then b.
const QString kThreeMoves = QStringLiteral("II-6-s1-g0-t66");
// South to move, one move: c.
const QString kOneMove = QStringLiteral("II-6-s1-g0-t29");
// North to move, one move: C.
const QString kNorthToMove = QStringLiteral("II-6-s1-g0-t26");
// South captures with d and plays again: e.
const QString kPlaysAgain = QStringLiteral("II-6-s1-g11-t6");

// A 2 × 12 puzzle for the board's sake (its uniqueness is not the point).
const QByteArray kWideLine =
    R"({"depth":12,"game":0,"id":"II-12-test","position":"II:12:S:0,5,1,4,0,2,6,1,3,0,4,1,4,0,5,3,1,0,4,2,1,3,0,2:24:20","proven":false,"rating":1500,"seed":1,"solution":["b"],"themes":[]})";

PuzzleSet testPuzzles()
{
    return PuzzleSet::fromFile(kPuzzles);
}

// The solver's move `letter`, as a click on the board gives it, once the
// board waits for the solver.
bool playMove(TrainerWindow &window, const QString &letter)
{
    GameController *c = window.controller();
    const Player solver = window.puzzle()->position.toMove;
    if (!QTest::qWaitFor([c, solver] { return c->isAwaitingBoardInput() && c->position().toMove == solver; }, 10000))
        return false;
    const MoveCheck check = readMove(c->position(), letter.toStdString());
    if (!check.ok())
        return false;
    Q_EMIT window.scene()->holeActivated(check.move.hole);
    return true;
}

QString letterOf(const Position &pos, Move move)
{
    return QString::fromStdString(moveText(pos.rules, move));
}

// A legal move of the puzzle's first position other than the solution's.
Move wrongMove(const puzzles::Puzzle &puzzle)
{
    for (const Move move : legalMoves(puzzle.position))
        if (move != puzzle.solution.front())
            return move;
    return Move::pass();
}

Glicko2Rating ratedOnce(const Glicko2Rating &before, int puzzleRating, double score)
{
    const Glicko2Game game{.opponentRating = double(puzzleRating), .opponentDeviation = 0, .score = score};
    return rateGlicko2(before, std::span(&game, 1), kPuzzleTau);
}

} // namespace

class TstTrainer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void aBadRatingInTheSettingsIsANewPlayers();
    void aBadLineIsSkipped();
    void solvingByTheSolutionRatesIt();
    void theSolverMayMoveTwiceInARow();
    void northToMoveIsNearest();
    void aWrongMoveFailsWithTheCoachAndShowsTheSolution();
    void aWrongMoveLosesWhatTheSearchSays();
    void theOutcomeIsAnnounced();
    void theChoicesAreKept();
    void aNewRatingIsProvisional();
    void aRetryDoesNotChangeTheRating();
    void aHintMeansNoGain();
    void leavingBeforeAMoveIsNoAttempt();
    void leavingAfterAMoveIsAFailure();
    void theStreak();
    void theFilter();
    void theMenuOpensItAndAnalyseReachesTheMainWindow();
    void theWindowFitsItsWordsInEveryLanguage();
    void cleanup();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
};

void TstTrainer::initTestCase()
{
    GameText::installEnglishPlurals();
}

void TstTrainer::init()
{
    QVERIFY(m_dir.isValid());
    m_settings.reset();
    QFile::remove(m_dir.filePath(QStringLiteral("trainer.ini")));
    m_settings = test::instantSettings(m_dir.filePath(QStringLiteral("trainer.ini")));
}

void TstTrainer::cleanup()
{
    Language::apply(QString::fromLatin1(Language::kEnglish));
}

void TstTrainer::aBadRatingInTheSettingsIsANewPlayers()
{
    m_settings->setPuzzleRating({1720, 80, 0.06});
    m_settings->setBestPuzzleStreak(4);
    QCOMPARE(m_settings->puzzleRating().rating, 1720);
    QVERIFY(m_settings->resetInvalidValues().isEmpty());
    QSettings file(m_dir.filePath(QStringLiteral("trainer.ini")), QSettings::IniFormat);
    file.setValue(QLatin1String(Settings::kPuzzleDeviation), QStringLiteral("lots"));
    file.setValue(QLatin1String(Settings::kPuzzleBestStreak), -3);
    file.sync();
    m_settings.reset();
    m_settings = test::instantSettings(m_dir.filePath(QStringLiteral("trainer.ini")));
    const QStringList reset = m_settings->resetInvalidValues();
    QVERIFY(reset.contains(QLatin1String(Settings::kPuzzleDeviation)));
    QVERIFY(reset.contains(QLatin1String(Settings::kPuzzleBestStreak)));
    QCOMPARE(m_settings->puzzleRating().rating, Glicko2Rating{}.rating);
    QCOMPARE(m_settings->bestPuzzleStreak(), 0);
}

void TstTrainer::aBadLineIsSkipped()
{
    const PuzzleSet all = testPuzzles();
    QVERIFY(all.puzzles().size() >= 200);
    QFile file(kPuzzles);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    const QByteArray data =
        lines[0] + "\n{\"id\": 3}\nnot json at all\n" + lines[1] + "\n" + lines[0] + "\n" + kWideLine;
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("line 2 skipped")));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("line 3 skipped")));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("line 5 skipped.*again")));
    const PuzzleSet set = PuzzleSet::fromLines(data, QStringLiteral("test"));
    QCOMPARE(set.puzzles().size(), std::size_t(3));
    QCOMPARE(set.count(PuzzleBoard::II12), 1);
    QCOMPARE(set.count(PuzzleBoard::II6), 2);
}

void TstTrainer::solvingByTheSolutionRatesIt()
{
    TrainerWindow window(*m_settings, testPuzzles());
    QVERIFY(test::showWindow(window));
    QVERIFY(window.startPuzzle(kThreeMoves));
    QVERIFY(window.isRated());
    QCOMPARE(window.taskText(), TrainerText::toPlay(Player::South));
    const puzzles::Puzzle puzzle = *window.puzzle();
    QVERIFY(playMove(window, QStringLiteral("c")));
    QCOMPARE(window.outcomeText(), TrainerText::rightMove(true));
    // North's reply, D, is played by the window; then South's b.
    QVERIFY(playMove(window, QStringLiteral("b")));
    QTRY_COMPARE(window.state(), TrainerWindow::State::Solved);
    QCOMPARE(window.controller()->game().turnCount(), 3);
    const Glicko2Rating expected = ratedOnce(Glicko2Rating{}, puzzle.rating, 1);
    QCOMPARE(m_settings->puzzleRating().rating, expected.rating);
    QCOMPARE(m_settings->puzzleRating().deviation, expected.deviation);
    QCOMPARE(m_settings->puzzleRating().volatility, expected.volatility);
    QVERIFY(expected.rating > 1500);
    QCOMPARE(m_settings->puzzleRatingHistory().size(), 1);
    QVERIFY(m_settings->puzzleAttempted(kThreeMoves));
    QVERIFY(m_settings->pendingPuzzle().isEmpty());
    QVERIFY(window.outcomeText().startsWith(TrainerText::solved()));
    QVERIFY(window.outcomeText().contains(QStringLiteral("(+")));
    // The task line no longer asks for the best move.
    QCOMPARE(window.taskText(), TrainerText::taskSolved());
    QVERIFY(window.nextButton()->isEnabled());
    // Next: another puzzle, not attempted yet.
    QTest::mouseClick(window.nextButton(), Qt::LeftButton);
    QVERIFY(window.puzzle()->id != puzzle.id);
    QCOMPARE(window.state(), TrainerWindow::State::Playing);
}

void TstTrainer::theSolverMayMoveTwiceInARow()
{
    TrainerWindow window(*m_settings, testPuzzles());
    QVERIFY(test::showWindow(window));
    QVERIFY(window.startPuzzle(kPlaysAgain));
    QVERIFY(playMove(window, QStringLiteral("d")));
    QCOMPARE(window.outcomeText(), TrainerText::rightMove(false));
    QVERIFY(playMove(window, QStringLiteral("e")));
    QTRY_COMPARE(window.state(), TrainerWindow::State::Solved);
}

void TstTrainer::northToMoveIsNearest()
{
    TrainerWindow window(*m_settings, testPuzzles());
    QVERIFY(test::showWindow(window));
    QVERIFY(window.startPuzzle(kNorthToMove));
    QVERIFY(window.scene()->isFlipped());
    QCOMPARE(window.taskText(), TrainerText::toPlay(Player::North));
    QVERIFY(playMove(window, QStringLiteral("C")));
    QTRY_COMPARE(window.state(), TrainerWindow::State::Solved);
    QVERIFY(window.startPuzzle(kOneMove));
    QVERIFY(!window.scene()->isFlipped());
}

void TstTrainer::aWrongMoveFailsWithTheCoachAndShowsTheSolution()
{
    TrainerWindow window(*m_settings, testPuzzles());
    QVERIFY(test::showWindow(window));
    QVERIFY(window.startPuzzle(kOneMove));
    const puzzles::Puzzle puzzle = *window.puzzle();
    const Move wrong = wrongMove(puzzle);
    QVERIFY(!wrong.isPass());
    QVERIFY(playMove(window, letterOf(puzzle.position, wrong)));
    QCOMPARE(window.state(), TrainerWindow::State::Failed);
    const QString said = window.outcomeText();
    QVERIFY2(said.startsWith(TrainerText::wrongMove(letterOf(puzzle.position, wrong), QString(), 0)), qPrintable(said));
    // The coach's words on the two lines.
    const ReviewExplanation why =
        explainReviewedTurn(puzzle.position, wrong, {}, puzzle.solution.front(), puzzle.solution);
    const QString coach =
        CoachText::reviewedTurn(puzzle.position.rules, why, {QStringLiteral("South"), QStringLiteral("North")});
    QVERIFY2(said.contains(coach), qPrintable(said + QStringLiteral(" / ") + coach));
    const Glicko2Rating expected = ratedOnce(Glicko2Rating{}, puzzle.rating, 0);
    QCOMPARE(m_settings->puzzleRating().rating, expected.rating);
    QVERIFY(expected.rating < 1500);
    QCOMPARE(window.taskText(), TrainerText::taskFailed(QStringLiteral("c")));
    // The solution, played from the start, saying whose move it is (read
    // at each turn: at the Instant speed it is over at once).
    QStringList tasks;
    connect(window.controller(), &GameController::humanTurn, &window, [&] { tasks << window.taskText(); });
    QTRY_COMPARE(window.state(), TrainerWindow::State::Shown);
    QVERIFY2(tasks.contains(TrainerText::taskFailed(QStringLiteral("c")) + QLatin1Char(' ') +
                            TrainerText::solutionTurn(Player::South)),
             qPrintable(tasks.join(QLatin1Char('|'))));
    QCOMPARE(window.taskText(), TrainerText::taskFailed(QStringLiteral("c")));
    QCOMPARE(window.controller()->game().turnCount(), int(puzzle.solution.size()));
    QCOMPARE(window.controller()->history().front().move, puzzle.solution.front());
    QVERIFY(window.outcomeText().endsWith(TrainerText::solutionShown()));
    QVERIFY(window.nextButton()->isEnabled());
    QVERIFY(test::sceneDifference(*window.scene(), window.controller()->position()).isEmpty());
}

// "−8" is what the move loses by a search of the position as the puzzle was
// judged (every move to the puzzle's depth), not by a line played out.
void TstTrainer::aWrongMoveLosesWhatTheSearchSays()
{
    TrainerWindow window(*m_settings, testPuzzles());
    QVERIFY(test::showWindow(window));
    QVERIFY(window.startPuzzle(kOneMove));
    const puzzles::Puzzle puzzle = *window.puzzle();
    Analyser analyser;
    const AnalysisResult analysis = analyser.analyse(puzzle.position, AnalysisLimits{.depth = puzzle.depth});
    // The wrong move that loses most, so that the loss is not nothing.
    const MoveAnalysis &worst = analysis.moves.back();
    const MoveAnalysis &best = analysis.moves.front();
    QCOMPARE(best.move, puzzle.solution.front());
    const int seeds = int(std::lround((best.value - worst.value) / double(kSeedValue)));
    QVERIFY(seeds >= 4);
    QVERIFY(playMove(window, letterOf(puzzle.position, worst.move)));
    QTRY_VERIFY_WITH_TIMEOUT(window.seedsLost().has_value(), 120000);
    QCOMPARE(*window.seedsLost(), seeds);
    const ReviewExplanation why =
        explainReviewedTurn(puzzle.position, worst.move, {}, puzzle.solution.front(), puzzle.solution);
    const QString coach =
        CoachText::reviewedTurn(puzzle.position.rules, why, {QStringLiteral("South"), QStringLiteral("North")});
    QTRY_VERIFY(
        window.outcomeText().startsWith(TrainerText::wrongMove(letterOf(puzzle.position, worst.move), coach, seeds)));
    QTRY_COMPARE(window.state(), TrainerWindow::State::Shown);
    QVERIFY(window.outcomeText().contains(TrainerText::wrongMove(letterOf(puzzle.position, worst.move), coach, seeds)));
    // Another puzzle starts with no loss known.
    QVERIFY(window.startPuzzle(kThreeMoves));
    QVERIFY(!window.seedsLost());
}

// A screen reader hears the outcome: once the puzzle is judged the focus
// goes to Next, which carries the outcome as its description, and the
// window's description is the task line, which says the outcome too. (The
// outcome label's own name-change event cannot be seen here: the offscreen
// platform has no accessibility bridge, so Qt sends no event.)
void TstTrainer::theOutcomeIsAnnounced()
{
    TrainerWindow window(*m_settings, testPuzzles());
    QVERIFY(test::showWindow(window));
    QVERIFY(window.startPuzzle(kOneMove));
    QVERIFY(playMove(window, QStringLiteral("c")));
    QTRY_COMPARE(window.state(), TrainerWindow::State::Solved);
    QTRY_VERIFY(window.nextButton()->hasFocus());
    QCOMPARE(window.nextButton()->accessibleDescription(), window.outcomeText());
    QCOMPARE(window.accessibleDescription(), TrainerText::taskSolved());
    // A wrong move: the same once the solution is shown.
    QVERIFY(window.startPuzzle(kNorthToMove));
    QVERIFY(window.nextButton()->accessibleDescription().isEmpty());
    const puzzles::Puzzle puzzle = *window.puzzle();
    QVERIFY(playMove(window, letterOf(puzzle.position, wrongMove(puzzle))));
    QTRY_COMPARE(window.state(), TrainerWindow::State::Shown);
    QTRY_VERIFY(window.nextButton()->hasFocus());
    QCOMPARE(window.nextButton()->accessibleDescription(), window.outcomeText());
    QVERIFY(window.outcomeText().endsWith(TrainerText::solutionShown()));
}

// The board, theme and mode chosen are those of the next opening; a word
// the trainer does not know is its default.
void TstTrainer::theChoicesAreKept()
{
    QFile file(kPuzzles);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray data = file.readAll() + "\n" + kWideLine;
    {
        TrainerWindow window(*m_settings, PuzzleSet::fromLines(data, QStringLiteral("test")));
        QCOMPARE(window.boardChoice(), PuzzleBoard::II6);
        QCOMPARE(window.themeChoice(), std::nullopt);
        QCOMPARE(window.mode(), TrainerWindow::Mode::Rated);
        window.setBoardChoice(PuzzleBoard::II12);
        window.setThemeChoice(puzzles::Theme::Endgame);
        window.setMode(TrainerWindow::Mode::Streak);
    }
    {
        TrainerWindow window(*m_settings, PuzzleSet::fromLines(data, QStringLiteral("test")));
        QCOMPARE(window.boardChoice(), PuzzleBoard::II12);
        QCOMPARE(window.themeChoice(), std::optional(puzzles::Theme::Endgame));
        QCOMPARE(window.mode(), TrainerWindow::Mode::Streak);
        // The combo boxes as a person uses them.
        auto *theme = window.findChild<QComboBox *>(QStringLiteral("trainerTheme"));
        theme->setCurrentIndex(theme->findData(int(puzzles::Theme::ChainOfFours)));
        Q_EMIT theme->activated(theme->currentIndex());
        auto *board = window.findChild<QComboBox *>(QStringLiteral("trainerBoard"));
        board->setCurrentIndex(board->findData(int(PuzzleBoard::II6)));
        Q_EMIT board->activated(board->currentIndex());
    }
    {
        TrainerWindow window(*m_settings, PuzzleSet::fromLines(data, QStringLiteral("test")));
        QCOMPARE(window.boardChoice(), PuzzleBoard::II6);
        QCOMPARE(window.themeChoice(), std::optional(puzzles::Theme::ChainOfFours));
        QCOMPARE(window.mode(), TrainerWindow::Mode::Streak);
        QVERIFY(window.puzzle());
    }
    m_settings->setPuzzleChoices({QStringLiteral("IV-9"), QStringLiteral("mate"), QStringLiteral("blitz")});
    TrainerWindow window(*m_settings, PuzzleSet::fromLines(data, QStringLiteral("test")));
    QCOMPARE(window.boardChoice(), PuzzleBoard::II6);
    QCOMPARE(window.themeChoice(), std::nullopt);
    QCOMPARE(window.mode(), TrainerWindow::Mode::Rated);
}

// Deviation 350 at the start is Glicko-2's, but the first puzzles move the
// rating a lot: shown "1500?" with a tooltip while the deviation is above
// 110, as Lichess does.
void TstTrainer::aNewRatingIsProvisional()
{
    QCOMPARE(TrainerText::rating(1500, 350), QStringLiteral("Rating 1500?"));
    QCOMPARE(TrainerText::rating(1500, 110), QStringLiteral("Rating 1500 ± 110"));
    QVERIFY(TrainerText::provisional(110).isEmpty());
    QVERIFY(TrainerText::provisional(111).contains(QStringLiteral("111")));
    {
        TrainerWindow window(*m_settings, testPuzzles());
        QCOMPARE(window.ratingLabel()->text(), QStringLiteral("Rating 1500?"));
        QCOMPARE(window.ratingLabel()->toolTip(), TrainerText::provisional(350));
        QCOMPARE(window.ratingLabel()->accessibleDescription(), TrainerText::provisional(350));
        // After a rated puzzle, still provisional, and said so in the outcome.
        QVERIFY(window.startPuzzle(kOneMove));
        QVERIFY(playMove(window, QStringLiteral("c")));
        QTRY_COMPARE(window.state(), TrainerWindow::State::Solved);
        const Glicko2Rating now = m_settings->puzzleRating();
        QVERIFY(now.deviation > kProvisionalDeviation);
        QVERIFY(window.outcomeText().contains(QStringLiteral("%1?").arg(std::lround(now.rating))));
        QVERIFY(window.ratingLabel()->text().endsWith(QLatin1Char('?')));
    }
    m_settings->setPuzzleRating({1620, 90, 0.06});
    TrainerWindow window(*m_settings, testPuzzles());
    QCOMPARE(window.ratingLabel()->text(), QStringLiteral("Rating 1620 ± 90"));
    QVERIFY(window.ratingLabel()->toolTip().isEmpty());
}

void TstTrainer::aRetryDoesNotChangeTheRating()
{
    TrainerWindow window(*m_settings, testPuzzles());
    QVERIFY(test::showWindow(window));
    QVERIFY(window.startPuzzle(kOneMove));
    const puzzles::Puzzle puzzle = *window.puzzle();
    QVERIFY(playMove(window, letterOf(puzzle.position, wrongMove(puzzle))));
    QTRY_COMPARE(window.state(), TrainerWindow::State::Shown);
    const Glicko2Rating after = m_settings->puzzleRating();
    QTest::mouseClick(window.retryButton(), Qt::LeftButton);
    QCOMPARE(window.state(), TrainerWindow::State::Playing);
    QVERIFY(!window.isRated());
    QCOMPARE(window.outcomeText(), TrainerText::notRated());
    QVERIFY(playMove(window, QStringLiteral("c")));
    QTRY_COMPARE(window.state(), TrainerWindow::State::Solved);
    QCOMPARE(m_settings->puzzleRating().rating, after.rating);
    QCOMPARE(m_settings->puzzleRatingHistory().size(), 1);
}

void TstTrainer::aHintMeansNoGain()
{
    TrainerWindow window(*m_settings, testPuzzles());
    QVERIFY(test::showWindow(window));
    QVERIFY(window.startPuzzle(kOneMove));
    const puzzles::Puzzle puzzle = *window.puzzle();
    QTRY_VERIFY(window.controller()->isAwaitingBoardInput());
    QTest::mouseClick(window.hintButton(), Qt::LeftButton);
    QCOMPARE(window.scene()->hintHole(), int(puzzle.solution.front().hole));
    QCOMPARE(window.outcomeText(), TrainerText::hinted(true));
    QVERIFY(playMove(window, QStringLiteral("c")));
    QTRY_COMPARE(window.state(), TrainerWindow::State::Solved);
    QCOMPARE(m_settings->puzzleRating().rating, ratedOnce(Glicko2Rating{}, puzzle.rating, 0).rating);
}

void TstTrainer::leavingBeforeAMoveIsNoAttempt()
{
    {
        TrainerWindow window(*m_settings, testPuzzles());
        QVERIFY(test::showWindow(window));
        QVERIFY(window.startPuzzle(kOneMove));
        QVERIFY(window.startPuzzle(kThreeMoves));
        window.close();
    }
    QVERIFY(m_settings->puzzlesAttempted().isEmpty());
    QCOMPARE(m_settings->puzzleRating().rating, Glicko2Rating{}.rating);
    QVERIFY(m_settings->puzzleRatingHistory().isEmpty());
}

void TstTrainer::leavingAfterAMoveIsAFailure()
{
    int rating = 0;
    {
        TrainerWindow window(*m_settings, testPuzzles());
        QVERIFY(test::showWindow(window));
        QVERIFY(window.startPuzzle(kThreeMoves));
        rating = window.puzzle()->rating;
        QVERIFY(playMove(window, QStringLiteral("c")));
        QCOMPARE(m_settings->pendingPuzzle(), kThreeMoves);
        QVERIFY(m_settings->puzzleAttempted(kThreeMoves));
        window.close();
    }
    QVERIFY(m_settings->pendingPuzzle().isEmpty());
    QCOMPARE(m_settings->puzzleRating().rating, ratedOnce(Glicko2Rating{}, rating, 0).rating);
    // Escape hides the window without a close event: the same.
    {
        const Glicko2Rating before = m_settings->puzzleRating();
        TrainerWindow window(*m_settings, testPuzzles());
        QVERIFY(test::showWindow(window));
        QVERIFY(window.startPuzzle(kPlaysAgain));
        QVERIFY(playMove(window, QStringLiteral("d")));
        QCOMPARE(m_settings->pendingPuzzle(), kPlaysAgain);
        QTest::keyClick(&window, Qt::Key_Escape);
        QTRY_VERIFY(!window.isVisible());
        QVERIFY(m_settings->pendingPuzzle().isEmpty());
        QCOMPARE(m_settings->puzzleRating().rating, ratedOnce(before, 615, 0).rating);
    }
    // A program stopped mid-puzzle: the next trainer judges it.
    m_settings->setPendingPuzzle(kOneMove);
    const Glicko2Rating before = m_settings->puzzleRating();
    TrainerWindow window(*m_settings, testPuzzles());
    QVERIFY(m_settings->pendingPuzzle().isEmpty());
    QCOMPARE(m_settings->puzzleRating().rating, ratedOnce(before, 945, 0).rating);
}

void TstTrainer::theStreak()
{
    TrainerWindow window(*m_settings, testPuzzles());
    QVERIFY(test::showWindow(window));
    window.setMode(TrainerWindow::Mode::Streak);
    QVERIFY(window.puzzle());
    QVERIFY(!window.isRated());
    QVERIFY(!window.hintButton()->isEnabled());
    int last = 0;
    for (int i = 0; i < 3; ++i) {
        const puzzles::Puzzle puzzle = *window.puzzle();
        QVERIFY(puzzle.rating >= last);
        last = puzzle.rating;
        for (std::size_t turn = 0; turn < puzzle.solution.size(); ++turn) {
            Position pos = puzzle.position;
            for (std::size_t t = 0; t < turn; ++t)
                playTurn(pos, puzzle.solution[t]);
            if (pos.toMove == puzzle.position.toMove)
                QVERIFY(playMove(window, letterOf(pos, puzzle.solution[turn])));
        }
        QTRY_COMPARE(window.state(), TrainerWindow::State::Solved);
        QCOMPARE(window.streak(), i + 1);
        QTest::mouseClick(window.nextButton(), Qt::LeftButton);
    }
    QCOMPARE(m_settings->bestPuzzleStreak(), 3);
    const puzzles::Puzzle puzzle = *window.puzzle();
    QVERIFY(puzzle.rating >= last);
    QVERIFY(playMove(window, letterOf(puzzle.position, wrongMove(puzzle))));
    QCOMPARE(window.streak(), 0);
    QVERIFY(window.outcomeText().contains(TrainerText::streakEnded(3)));
    QCOMPARE(m_settings->bestPuzzleStreak(), 3);
    // The streak changes no rating.
    QCOMPARE(m_settings->puzzleRating().rating, Glicko2Rating{}.rating);
    QVERIFY(m_settings->puzzlesAttempted().isEmpty());
    QTRY_COMPARE(window.state(), TrainerWindow::State::Shown);
}

void TstTrainer::theFilter()
{
    QFile file(kPuzzles);
    QVERIFY(file.open(QIODevice::ReadOnly));
    TrainerWindow window(*m_settings, PuzzleSet::fromLines(file.readAll() + "\n" + kWideLine, QStringLiteral("test")));
    QVERIFY(test::showWindow(window));
    for (int i = 0; i < 10; ++i) {
        window.setThemeChoice(puzzles::Theme::ChainOfFours);
        window.nextPuzzle();
        QVERIFY(window.puzzle());
        const auto &themes = window.puzzle()->themes;
        QVERIFY(std::find(themes.begin(), themes.end(), puzzles::Theme::ChainOfFours) != themes.end());
    }
    window.setThemeChoice(std::nullopt);
    // Near the player's rating (1500), and not attempted first.
    for (int i = 0; i < 10; ++i) {
        window.nextPuzzle();
        QVERIFY(std::abs(window.puzzle()->rating - 1500) <= 200);
    }
    window.setBoardChoice(PuzzleBoard::II12);
    window.nextPuzzle();
    QCOMPARE(window.puzzle()->id, std::string("II-12-test"));
    QCOMPARE(window.puzzle()->position.rules.holesPerRow, 12);
    window.setBoardChoice(PuzzleBoard::III6);
    window.nextPuzzle();
    QVERIFY(!window.puzzle());
    QCOMPARE(window.state(), TrainerWindow::State::None);
    QCOMPARE(window.taskText(), TrainerText::noPuzzles());
    // A board chosen by starting one of its puzzles.
    QVERIFY(window.startPuzzle(QStringLiteral("II-12-test")));
    QCOMPARE(window.boardChoice(), PuzzleBoard::II12);
    QVERIFY(playMove(window, QStringLiteral("b")));
    QTRY_COMPARE(window.state(), TrainerWindow::State::Solved);
}

void TstTrainer::theMenuOpensItAndAnalyseReachesTheMainWindow()
{
    auto window = test::createWindow(*m_settings);
    QVERIFY(test::showWindow(*window));
    // A game with no moves, which the analysis may replace without asking.
    GameSetup people;
    people.player(Player::South) = PlayerInfo::human(QString());
    people.player(Player::North) = PlayerInfo::human(QString());
    window->controller()->newGame(people);
    auto *action = window->findChild<QAction *>(QStringLiteral("actionPuzzles"));
    QVERIFY(action);
    action->trigger();
    QTRY_VERIFY(window->trainerWindow() && window->trainerWindow()->isVisible());
    TrainerWindow *trainer = window->trainerWindow();
    QVERIFY(trainer->puzzle());
    // The shipped set: every line reads, and Hoyito II 2 × 6 has its 800.
    const PuzzleSet shipped = PuzzleSet::fromFile(kShipped);
    QVERIFY(shipped.count(PuzzleBoard::II6) >= 800);
    QFile file(kShipped);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(qsizetype(shipped.puzzles().size()), file.readAll().trimmed().split('\n').size());
    const QString id = QString::fromStdString(trainer->puzzle()->id);
    // Analyse before a move: the answer is seen, the attempt failed.
    QTest::mouseClick(trainer->analyseButton(), Qt::LeftButton);
    QTRY_VERIFY(window->analysis()->isOn());
    QCOMPARE(window->controller()->position(), trainer->puzzle()->position);
    QVERIFY(m_settings->puzzleAttempted(id));
    trainer->close();
    QTRY_VERIFY(!window->trainerWindow());
}

void TstTrainer::theWindowFitsItsWordsInEveryLanguage()
{
    // With HOYITO_POLISH_SHOTS set, the window is kept there as PNGs: at
    // rest, after a right move, after a wrong one, and a 2 × 12 puzzle.
    const QString shots = qEnvironmentVariable("HOYITO_POLISH_SHOTS");
    const auto shoot = [&shots](QWidget &widget, const QString &name) {
        if (shots.isEmpty())
            return;
        QDir().mkpath(shots);
        QCoreApplication::processEvents();
        QVERIFY(widget.grab().save(QDir(shots).filePath(name + QStringLiteral(".png"))));
    };
    const auto fits = [](TrainerWindow &window) {
        for (QPushButton *button : window.findChildren<QPushButton *>())
            if (button->isVisible())
                QVERIFY2(button->width() >= button->sizeHint().width(), qPrintable(button->text()));
        for (const auto *label : window.findChildren<QLabel *>())
            if (label->isVisible() && label->wordWrap() && !label->text().isEmpty())
                QTRY_VERIFY2(label->height() >= label->heightForWidth(label->width()), qPrintable(label->objectName()));
        for (const auto *box : window.findChildren<QComboBox *>())
            QVERIFY2(box->width() >= box->minimumSizeHint().width(), qPrintable(box->objectName()));
    };
    QFile file(kPuzzles);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray data = file.readAll() + "\n" + kWideLine;
    for (const char *language : {"en", "de", "gu"}) {
        Language::apply(QString::fromLatin1(language));
        TrainerWindow window(*m_settings, PuzzleSet::fromLines(data, QStringLiteral("test")));
        window.resize(800, 500);
        QVERIFY(test::showWindow(window));
        QCOMPARE(window.size(), QSize(800, 500));
        const QString name = QStringLiteral("trainer-%1").arg(QLatin1String(language));
        window.setMode(TrainerWindow::Mode::Rated);
        QVERIFY(window.startPuzzle(kThreeMoves));
        fits(window);
        shoot(window, name + QStringLiteral("-rest"));
        QVERIFY(playMove(window, QStringLiteral("c")));
        // North's reply shown, South to move again.
        QTRY_VERIFY(window.controller()->isAwaitingBoardInput() &&
                    window.controller()->position().toMove == Player::South);
        QCOMPARE(window.outcomeText(), TrainerText::rightMove(true));
        fits(window);
        shoot(window, name + QStringLiteral("-right"));
        QVERIFY(playMove(window, QStringLiteral("b")));
        QTRY_COMPARE(window.state(), TrainerWindow::State::Solved);
        fits(window);
        shoot(window, name + QStringLiteral("-solved"));
        QVERIFY(window.startPuzzle(kOneMove));
        const puzzles::Puzzle puzzle = *window.puzzle();
        QVERIFY(playMove(window, letterOf(puzzle.position, wrongMove(puzzle))));
        QTRY_COMPARE(window.state(), TrainerWindow::State::Shown);
        fits(window);
        shoot(window, name + QStringLiteral("-wrong"));
        QVERIFY(window.startPuzzle(QStringLiteral("II-12-test")));
        QTest::mouseClick(window.hintButton(), Qt::LeftButton);
        fits(window);
        shoot(window, name + QStringLiteral("-wide"));
        window.setMode(TrainerWindow::Mode::Streak);
        fits(window);
        shoot(window, name + QStringLiteral("-streak"));
    }
}

QTEST_MAIN(TstTrainer)
#include "tst_trainer.moc"
