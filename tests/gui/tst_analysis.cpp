// Analysis mode in the game window: the analysis follows the position the
// board shows (moves, undo, replay), stops on every way out (off, a move,
// undo, closing), its badges carry the values hoyito-cli analyse gives at
// the same depth, the line's positions can be shown, threats are marked,
// and against the computer it counts as the engine's help. Real widgets
// under QT_QPA_PLATFORM=offscreen; settings in a temporary file.

#include "clirun.h"
#include "engineutil.h"
#include "windowutil.h"

#include "analysis/analysiscontroller.h"
#include "analysis/analysispanel.h"
#include "board/boardscene.h"
#include "board/evalbar.h"
#include "config/language.h"
#include "config/settings.h"
#include "game/gamecontroller.h"
#include "game/gametext.h"
#include "setup/newgamedialog.h"
#include "window/mainwindow.h"
#include "window/resultdialog.h"
#include "window/ruleswindow.h"

#include "hoyito/analysis.h"
#include "hoyito/coach.h"
#include "hoyito/notation.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QLocale>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>

#include <memory>

using namespace hoyito;
using namespace hoyito::app;
using namespace hoyito::test;

namespace {

GameSetup humans(int holesPerRow = 6)
{
    GameSetup setup;
    setup.rules.holesPerRow = holesPerRow;
    setup.player(Player::South) = {PlayerKind::Human, QString(), 0};
    setup.player(Player::North) = {PlayerKind::Human, QString(), 0};
    return setup;
}

// The values hoyito-cli analyse prints for `pos` at `depth`, by move.
QMap<QString, int> cliValues(const Position &pos, int depth)
{
    QMap<QString, int> values;
    const CliRun run = runCli({QStringLiteral("analyse"), QString::fromStdString(positionText(pos)),
                               QStringLiteral("--depth"), QString::number(depth)});
    if (run.exitCode != 0)
        return values;
    static const QRegularExpression line(QStringLiteral("^move (\\S) value (\\d+(?:\\.\\d+)?)"));
    for (const QString &text : outputLines(run.out)) {
        const QRegularExpressionMatch match = line.match(text);
        if (match.hasMatch())
            values.insert(match.captured(1), qRound(match.captured(2).toDouble() * kSeedValue));
    }
    return values;
}

} // namespace

class TstAnalysis : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void followsThePositionAndStopsOnEveryWayOut();
    void badgesEqualTheCommandLine_data();
    void badgesEqualTheCommandLine();
    void lineShowsItsPositions();
    void movesSayWhy();
    void threatsAreMarked();
    void followsReplay();
    void againstTheComputerItCountsAsHelp();
    void closingStopsIt();
    void thePanelExplainsItsNumbersAndLeavesTheMoveListRoom();
    void seedsAreShownToATenth();

private:
    GameController *controller() const { return m_window->controller(); }
    AnalysisController *analysis() const { return m_window->analysis(); }
    // The analysis of the position the board shows has reached `depth`.
    bool waitForDepth(int depth, int timeoutMs = 20000);

    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    int m_settingsFiles = 0;
};

void TstAnalysis::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    GameText::installEnglishPlurals();
    QVERIFY(m_dir.isValid());
}

void TstAnalysis::init()
{
    m_settings = instantSettings(m_dir.filePath(QStringLiteral("analysis%1.ini").arg(++m_settingsFiles)));
    m_window = createWindow(*m_settings);
    QVERIFY(showWindow(*m_window));
}

void TstAnalysis::cleanup()
{
    m_window.reset();
    m_settings.reset();
}

bool TstAnalysis::waitForDepth(int depth, int timeoutMs)
{
    return QTest::qWaitFor(
        [this, depth] {
            const auto pos = analysis()->analysedPosition();
            return pos && *pos == controller()->shownPosition() && analysis()->result().depth >= depth &&
                   !m_window->scene()->holeBadges().isEmpty();
        },
        timeoutMs);
}

void TstAnalysis::followsThePositionAndStopsOnEveryWayOut()
{
    m_window->startGame(humans());
    QAction *toggle = m_window->findChild<QAction *>(QStringLiteral("actionAnalysis"));
    QVERIFY(toggle && toggle->isCheckable());
    QVERIFY(!m_window->evalBar()->isVisible());
    toggle->trigger();
    QVERIFY(analysis()->isOn());
    QVERIFY(m_window->evalBar()->isVisible());
    QVERIFY(m_window->analysisDock()->isVisible());
    QVERIFY(waitForDepth(4));
    QVERIFY(analysis()->isSearching());
    QVERIFY(m_window->analysisPanel()->scoreText().contains(QStringLiteral("South")));
    QVERIFY(m_window->analysisPanel()->depthText().startsWith(QStringLiteral("Depth ")));
    // South's share on the bar is what the best move's value says.
    const AnalysisResult first = analysis()->result();
    QTRY_COMPARE(m_window->evalBar()->southShare(), first.moves.front().value / (48.0 * kSeedValue));

    // A move: the next position is analysed.
    const Position before = controller()->position();
    clickHole(*m_window, m_window->scene()->playableHoles().first());
    QVERIFY(waitForRest(*controller()));
    QVERIFY(!(controller()->position() == before));
    QVERIFY(waitForDepth(3));

    // Undo: the position before it again.
    QVERIFY(controller()->undo());
    QCOMPARE(controller()->position(), before);
    QVERIFY(waitForDepth(3));

    // Off: the search stops, the badges and the bar go.
    toggle->trigger();
    QVERIFY(!analysis()->isOn());
    QTRY_VERIFY_WITH_TIMEOUT(!analysis()->isSearching(), 2000);
    QVERIFY(m_window->scene()->holeBadges().isEmpty());
    QVERIFY(!m_window->evalBar()->isVisible());
    QVERIFY(!m_window->analysisDock()->isVisible());
    // ... and stays off across a move.
    clickHole(*m_window, m_window->scene()->playableHoles().first());
    QVERIFY(waitForRest(*controller()));
    QVERIFY(!analysis()->isSearching());
    QVERIFY(m_window->scene()->holeBadges().isEmpty());
}

void TstAnalysis::badgesEqualTheCommandLine_data()
{
    QTest::addColumn<int>("holesPerRow");
    QTest::addColumn<int>("depth");
    QTest::newRow("2x6") << 6 << 6;
    QTest::newRow("2x12") << 12 << 4;
}

void TstAnalysis::badgesEqualTheCommandLine()
{
    QFETCH(int, holesPerRow);
    QFETCH(int, depth);
    m_window->startGame(humans(holesPerRow));
    clickHole(*m_window, m_window->scene()->playableHoles().at(1));
    QVERIFY(waitForRest(*controller()));
    analysis()->setOn(true);
    QVERIFY(waitForDepth(depth));
    const Position pos = *analysis()->analysedPosition();
    const AnalysisResult shown = analysis()->result();
    const QMap<QString, int> expected = cliValues(pos, shown.depth);
    QCOMPARE(expected.size(), static_cast<qsizetype>(shown.moves.size()));
    const QList<BoardScene::HoleBadge> badges = m_window->scene()->holeBadges();
    QCOMPARE(badges.size(), expected.size());
    for (const MoveAnalysis &m : shown.moves) {
        const QString move = QString::fromStdString(moveText(pos.rules, m.move));
        QCOMPARE(m.value, expected.value(move, -1));
        const auto badge = std::find_if(badges.begin(), badges.end(),
                                        [&](const BoardScene::HoleBadge &b) { return b.hole == m.move.hole; });
        QVERIFY(badge != badges.end());
        QCOMPARE(badge->text, AnalysisPanel::seedsText(m.value));
        QCOMPARE(badge->kind == BoardScene::HoleBadge::Kind::Best, m.score == shown.moves.front().score);
    }
}

void TstAnalysis::lineShowsItsPositions()
{
    m_window->startGame(humans());
    analysis()->setOn(true);
    QVERIFY(waitForDepth(4));
    const Position pos = *analysis()->analysedPosition();
    const std::vector<Move> line = analysis()->result().moves.front().pv;
    QVERIFY(line.size() >= 2);
    Position expected = pos;
    playTurn(expected, line[0]);
    playTurn(expected, line[1]);
    Q_EMIT m_window->analysisPanel()->lineMoveClicked(1);
    QCOMPARE(m_window->scene()->shownPosition(), expected);
    QVERIFY(!m_window->scene()->isInputEnabled());
    QVERIFY(m_window->scene()->holeBadges().isEmpty());
    QCOMPARE(m_window->analysisPanel()->previewIndex(), 1);
    // The board says it is not the game, and the line stays as it was
    // clicked while the search goes on (its moves would move under the
    // pointer).
    QVERIFY(!m_window->scene()->caption().isEmpty());
    const QString lineShown = m_window->analysisPanel()->lineText();
    const int depthShown = analysis()->result().depth;
    QTest::qWait(1000); // several of the panel's polls
    QCOMPARE(m_window->analysisPanel()->lineText(), lineShown);
    QCOMPARE(analysis()->result().depth, depthShown);
    // Back: the game's position, the mover's input and the badges again.
    Q_EMIT m_window->analysisPanel()->backToGame();
    QVERIFY(m_window->scene()->caption().isEmpty());
    QCOMPARE(m_window->scene()->shownPosition(), pos);
    QVERIFY(m_window->scene()->isInputEnabled());
    QVERIFY(!m_window->scene()->holeBadges().isEmpty());
    // Turning the analysis off shows the game again too.
    Q_EMIT m_window->analysisPanel()->lineMoveClicked(0);
    QVERIFY(!(m_window->scene()->shownPosition() == pos));
    analysis()->setOn(false);
    QCOMPARE(m_window->scene()->shownPosition(), pos);
    QVERIFY(m_window->scene()->isInputEnabled());
}

void TstAnalysis::movesSayWhy()
{
    // c makes a casa and plays again; the other moves let North capture.
    // The words are checked against the lines' turns as the rules play
    // them (storyOfLine), not against the coach's sentences.
    GameSetup setup = humans();
    setup.startFrom(positionFromText("II:6:S:1,0,4,1,0,3,18,0,0,2,0,3:4:12"));
    m_window->startGame(setup);
    analysis()->setOn(true);
    QVERIFY(waitForDepth(6));
    const Position pos = *analysis()->analysedPosition();
    const AnalysisResult shown = analysis()->result();
    const MoveAnalysis &best = shown.moves.front();
    const QString bestName = QString::fromStdString(moveText(pos.rules, best.move));

    // The best move's badge: what its go does.
    const Go go = goesOf(storyOfLine(pos, best.pv)).front();
    const TurnStory &first = go.turns.front();
    QVERIFY(!first.captures.empty());
    // On each badge of a clearly worse move: why, naming North's capture
    // after it; the others (but the best) say only their value.
    int explained = 0;
    for (const BoardScene::HoleBadge &badge : m_window->scene()->holeBadges()) {
        const auto m = std::find_if(shown.moves.begin(), shown.moves.end(),
                                    [&](const MoveAnalysis &a) { return a.move.hole == badge.hole; });
        QVERIFY(m != shown.moves.end());
        if (m == shown.moves.begin()) {
            const QString why = badge.toolTip;
            QVERIFY2(why.contains(QStringLiteral("<p>%1 captures %2 seeds").arg(bestName).arg(capturedSeeds(first))),
                     qPrintable(why));
            QCOMPARE(why.contains(QStringLiteral("plays again")), first.playsAgain);
            continue;
        }
        const bool worse = classifyLoss(best.value - m->value) >= MoveClass::Inaccuracy;
        QCOMPARE(badge.toolTip.contains(QStringLiteral(" captures ")), worse);
        if (!worse)
            continue;
        ++explained;
        const QString name = QString::fromStdString(moveText(pos.rules, m->move));
        const std::vector<Go> goes = goesOf(storyOfLine(pos, m->pv));
        QVERIFY(goes.size() > 1);
        const TurnStory &reply = goes[1].turns.front();
        QCOMPARE(goes[1].side, Player::North);
        QVERIFY(!reply.captures.empty());
        QVERIFY2(badge.toolTip.contains(QStringLiteral("After %1, North captures ").arg(name)),
                 qPrintable(badge.toolTip));
        QVERIFY2(badge.toolTip.contains(QStringLiteral(" %1 seeds").arg(capturedSeeds(reply))),
                 qPrintable(badge.toolTip));
    }
    QVERIFY(explained > 0);
    // With HOYITO_ANALYSIS_SHOTS set to a folder, the window and the
    // tooltips of the best and the worst move are left there, in English,
    // German and Gujarati, small and large.
    const QString shots = qEnvironmentVariable("HOYITO_ANALYSIS_SHOTS");
    if (shots.isEmpty())
        return;
    for (const char *language : {"en", "de", "gu"}) {
        Language::apply(QString::fromLatin1(language));
        QCoreApplication::sendPostedEvents();
        for (const QSize size : {QSize(800, 500), QSize(1600, 1000)}) {
            m_window->resize(size);
            QTRY_COMPARE(m_window->size(), size);
            QTest::qWait(100); // nothing to wait for: the pictures are to look at
            const QString name = QStringLiteral("why-%1-%2").arg(QLatin1String(language)).arg(size.width());
            QVERIFY(m_window->grab().save(QDir(shots).filePath(name + QStringLiteral(".png"))));
            for (const BoardScene::HoleBadge &badge : m_window->scene()->holeBadges())
                if (badge.hole == best.move.hole || badge.hole == shown.moves.back().move.hole) {
                    QToolTip::showText(m_window->mapToGlobal(QPoint(size.width() / 3, size.height() / 2)),
                                       badge.toolTip, m_window.get());
                    QTRY_VERIFY(QToolTip::isVisible());
                    for (QWidget *top : QApplication::topLevelWidgets())
                        if (top->inherits("QTipLabel") && top->isVisible())
                            QVERIFY(top->grab().save(
                                QDir(shots).filePath(name + QStringLiteral("-tooltip-%1.png").arg(badge.hole))));
                    QToolTip::hideText();
                }
        }
    }
    Language::apply(QString::fromLatin1(Language::kEnglish));
    GameText::installEnglishPlurals();
}

void TstAnalysis::threatsAreMarked()
{
    m_window->startGame(humans());
    // A few moves, so that captures are in the air.
    for (int i = 0; i < 3; ++i) {
        clickHole(*m_window, m_window->scene()->playableHoles().first());
        QVERIFY(waitForRest(*controller()));
    }
    analysis()->setOn(true);
    m_window->analysisPanel()->setShowsThreats(true);
    QVERIFY(analysis()->showsThreats());
    QVERIFY(waitForDepth(2));
    const Position pos = controller()->position();
    QList<int> threatened;
    for (const BoardScene::HoleBadge &badge : m_window->scene()->holeBadges())
        if (badge.kind == BoardScene::HoleBadge::Kind::Threat) {
            threatened.append(badge.hole);
            QCOMPARE(pos.rules.owner(badge.hole), opponent(pos.toMove));
        }
    QList<int> expected;
    for (const Threat &t : threats(pos))
        expected.append(t.move.hole);
    std::sort(threatened.begin(), threatened.end());
    std::sort(expected.begin(), expected.end());
    QCOMPARE(threatened, expected);
    // With HOYITO_ANALYSIS_SHOTS set to a folder, the board with its threats
    // is left there to look at.
    if (const QString shots = qEnvironmentVariable("HOYITO_ANALYSIS_SHOTS"); !shots.isEmpty())
        QVERIFY(m_window->grab().save(QDir(shots).filePath(QStringLiteral("threats.png"))));
    m_window->analysisPanel()->setShowsThreats(false);
    for (const BoardScene::HoleBadge &badge : m_window->scene()->holeBadges())
        QVERIFY(badge.kind != BoardScene::HoleBadge::Kind::Threat);
}

void TstAnalysis::followsReplay()
{
    m_window->startGame(humans());
    for (int i = 0; i < 4; ++i) {
        clickHole(*m_window, m_window->scene()->playableHoles().first());
        QVERIFY(waitForRest(*controller()));
    }
    controller()->replayTo(2);
    QVERIFY(controller()->isReplaying());
    analysis()->setOn(true);
    QVERIFY(waitForDepth(3));
    QCOMPARE(*analysis()->analysedPosition(), controller()->game().positions()[2]);
    controller()->replayTo(1);
    QVERIFY(waitForDepth(3));
    QCOMPARE(*analysis()->analysedPosition(), controller()->game().positions()[1]);
    // Analysis in replay is no help in a game: nothing to count.
    QVERIFY(!controller()->analysisUsed());
}

void TstAnalysis::againstTheComputerItCountsAsHelp()
{
    GameSetup setup = humans();
    setup.player(Player::North) = {PlayerKind::Computer, QString(), 1};
    m_window->startGame(setup);
    QVERIFY(!controller()->analysisUsed());
    analysis()->setOn(true);
    QVERIFY(controller()->analysisUsed());
    GameOutcome outcome;
    outcome.analysisUsed = true;
    QVERIFY(GameText::outcomeDetails(setup, outcome).contains(QStringLiteral("the analysis was on")));
    // Between humans it is not worth a word.
    QVERIFY(!GameText::outcomeDetails(humans(), outcome).contains(QStringLiteral("analysis")));
    outcome.analysisUsed = false;
    outcome.hintsUsed = 2;
    QVERIFY(GameText::outcomeDetails(setup, outcome).contains(QStringLiteral("2 hints")));
    // A new game on the same position counts it again; without it, no help.
    m_window->startGame(setup);
    QVERIFY(controller()->analysisUsed());
    analysis()->setOn(false);
    m_window->startGame(setup);
    QVERIFY(!controller()->analysisUsed());
}

void TstAnalysis::closingStopsIt()
{
    m_window->startGame(humans(12));
    analysis()->setOn(true);
    QVERIFY(waitForDepth(2));
    QVERIFY(analysis()->isSearching());
    QVERIFY(m_window->close());
    QVERIFY(!analysis()->thread()->isRunning());
    QVERIFY(!analysis()->isSearching());
}

void TstAnalysis::thePanelExplainsItsNumbersAndLeavesTheMoveListRoom()
{
    m_window->startGame(humans());
    m_window->findChild<QAction *>(QStringLiteral("actionAnalysis"))->trigger();
    QVERIFY(waitForDepth(2));
    const auto *legend = m_window->analysisPanel()->findChild<QLabel *>(QStringLiteral("analysisLegend"));
    QVERIFY(legend && legend->isVisible() && !legend->text().isEmpty() && !legend->toolTip().isEmpty());
    // In a small window the panel scrolls rather than squeezing the move
    // list (or cutting its own last lines): at most 45 % of the height.
    for (const QSize size : {QSize(800, 500), QSize(1280, 800)}) {
        m_window->resize(size);
        QTRY_VERIFY2(m_window->analysisDock()->height() <= m_window->height() * 45 / 100 + 40,
                     qPrintable(QStringLiteral("%1 of %2").arg(m_window->analysisDock()->height()).arg(size.height())));
        const auto *scroll = qobject_cast<const QScrollArea *>(m_window->analysisDock()->widget());
        QVERIFY(scroll && scroll->widget() == m_window->analysisPanel());
        QVERIFY(!legend->visibleRegion().isEmpty() || scroll->verticalScrollBar()->isVisible());
    }
}

// An estimate is shown to a tenth of a seed, and one that rounds to whole
// seeds as a whole number ("40", never "40.0"), as a proven value is.
void TstAnalysis::seedsAreShownToATenth()
{
    const auto restore = qScopeGuard([was = QLocale()] { QLocale::setDefault(was); });
    QLocale::setDefault(QLocale::c());
    QCOMPARE(AnalysisPanel::seedsText(4000), QStringLiteral("40"));
    QCOMPARE(AnalysisPanel::seedsText(4001), QStringLiteral("40"));
    QCOMPARE(AnalysisPanel::seedsText(3996), QStringLiteral("40"));
    QCOMPARE(AnalysisPanel::seedsText(3430), QStringLiteral("34.3"));
    QCOMPARE(AnalysisPanel::seedsText(3456), QStringLiteral("34.6"));
    QCOMPARE(AnalysisPanel::seedsText(5), QStringLiteral("0.1"));
    QCOMPARE(AnalysisPanel::seedsText(0), QStringLiteral("0"));
}

QTEST_MAIN(TstAnalysis)
#include "tst_analysis.moc"
