// Matches in the game window: the MatchController's protocol with
// scripted players, whole matches played by clicking the board, the last
// four's announcements, the scoreboard, the round summary and the match
// result, closed holes of the traditional refill, and saving, opening and
// autosaving a match in the middle of round 3. Offscreen, at Instant speed
// unless an animation is the point; settings in temporary files.
//
// The games are scripted: random legal moves chosen here in the engine
// (hoyito::Match, randomMove) until a match has the features a test needs
// (rounds that end by the last four, a round 3 whose capturer is not the
// previous winner, closed holes), then played through the window. What the
// window must show is worked out from the rules (docs/RULES.md 6.1, 7), not read
// back from the controller.
//
// With HOYITO_MATCH_SHOTS set to a folder, the screenshots test leaves its
// PNGs there to look at.

#include "windowutil.h"

#include "board/boarditems.h"
#include "board/boardscene.h"
#include "board/boardview.h"
#include "config/language.h"
#include "config/settings.h"
#include "files/autosave.h"
#include "files/gamefiles.h"
#include "game/gamecontroller.h"
#include "game/gametext.h"
#include "game/replaybar.h"
#include "match/matchcontroller.h"
#include "match/matchdialogs.h"
#include "match/matchoptionsbox.h"
#include "match/matchtext.h"
#include "match/roundreplaydialog.h"
#include "match/scoreboard.h"
#include "recordfile.h"
#include "setup/newgamedialog.h"
#include "window/mainwindow.h"
#include "window/resultdialog.h"
#include "window/ruleswindow.h"

#include "hoyito/search.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <functional>
#include <memory>
#include <optional>

using namespace hoyito;
using namespace hoyito::app;
using namespace hoyito::test;

namespace {

// A match played in the engine with random moves: the moves of each round
// (passes included) and who made each round's last turn.
struct Script {
    MatchSettings settings;
    std::vector<std::vector<Move>> moves;
    std::vector<Game> games;
    std::vector<Player> lastMovers;
    Match match{MatchSettings{}};
};

Script playRandomMatch(const MatchSettings &settings, int rounds, std::uint64_t seed)
{
    Script script;
    script.settings = settings;
    script.match = Match(settings);
    Random random(seed);
    for (int r = 0; r < rounds && !script.match.isOver(); ++r) {
        Game game(script.match.roundStart());
        while (!game.isOver())
            game.play(randomMove(game.position(), random));
        script.lastMovers.push_back(game.positions()[game.positions().size() - 2].toMove);
        script.moves.push_back(game.moves());
        script.games.push_back(game);
        script.match.finishRound(game);
    }
    return script;
}

// The first seeded match with `wanted`; fails the test if none is found.
std::optional<Script> findMatch(const MatchSettings &settings, int rounds,
                                const std::function<bool(const Script &)> &wanted)
{
    for (std::uint64_t seed = 1; seed < 20000; ++seed) {
        Script script = playRandomMatch(settings, rounds, seed);
        if (int(script.moves.size()) == rounds && wanted(script))
            return script;
    }
    return std::nullopt;
}

Player winnerOf(const Game &game)
{
    const auto scores = finalScores(game.position());
    return scores[0] > scores[1] ? Player::South : Player::North;
}

// Plays a side from a list of moves, answering at once: the controller's
// protocol without a board.
class ScriptedPlayer final : public AbstractPlayer {
public:
    ScriptedPlayer(Player side, const std::vector<Move> *const *moves)
        : AbstractPlayer(side)
        , m_moves(moves)
    {
    }
    PlayerKind kind() const override { return PlayerKind::Computer; }
    bool takesBoardInput() const override { return false; }
    void startTurn(const Game &game, quint64 token) override
    {
        const std::vector<Move> &moves = **m_moves;
        if (game.turnCount() < int(moves.size()))
            Q_EMIT moveChosen(moves[game.turnCount()], token);
    }
    void stopTurn() override {}

private:
    const std::vector<Move> *const *m_moves;
};

class ScriptedFactory final : public PlayerFactory {
public:
    explicit ScriptedFactory(const std::vector<Move> *const *moves)
        : m_moves(moves)
    {
    }
    QList<PlayerKind> availableKinds() const override { return {PlayerKind::Human, PlayerKind::Computer}; }
    std::unique_ptr<AbstractPlayer> create(Player side, const PlayerInfo &) override
    {
        return std::make_unique<ScriptedPlayer>(side, m_moves);
    }

private:
    const std::vector<Move> *const *m_moves;
};

MatchSettings threeRoundsOfHoyitoIII()
{
    MatchSettings settings;
    settings.variant = Variant::III;
    settings.lengthCount = 3;
    return settings;
}

// A countdown to the next round that no test waits for.
constexpr int kLongDelay = 60000;

// Three short rounds of Hoyito III between two computers at level 1.
GameSetup computerMatch()
{
    GameSetup setup;
    setup.rules = Rules{Variant::III, 4, LastFourTaker::Capturer};
    for (Player side : {Player::South, Player::North}) {
        setup.player(side).kind = PlayerKind::Computer;
        setup.player(side).level = 1;
    }
    setup.match = MatchOptions{MatchLength::Rounds, 3, StartRule::Alternate, true, false};
    return setup;
}

GameSetup setupOf(const MatchSettings &settings, const QString &south, const QString &north)
{
    GameSetup setup;
    setup.rules = Rules{settings.variant, settings.holesPerRow, LastFourTaker::Capturer};
    setup.starter = settings.firstStarter;
    setup.player(Player::South).name = south;
    setup.player(Player::North).name = north;
    setup.match = MatchOptions{settings.length, settings.lengthCount, settings.startRule, settings.lastFourHandicap,
                               settings.refill};
    return setup;
}

// Rounds 1 to 3 end by the last four, round 2 has a winner, and in round 3
// the player who made the last capture is not that winner: the handicap
// gives the last four to someone else than the capturer.
bool handicapShows(const Script &s)
{
    for (const Game &game : s.games)
        if (game.position().ending != EndReason::LastFour || game.turnCount() > 70)
            return false;
    const auto round2 = finalScores(s.games[1].position());
    return round2[0] != round2[1] && s.lastMovers[2] != winnerOf(s.games[1]);
}

} // namespace

class TstMatchGui : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void controllerProtocol();
    void undoAfterRoundEndReopensIt();
    void restoreAfterADrawnRound();
    void computersPlayAMatch();
    void computerMatchGoesOnByItself();
    void roundSummaryFollowsTheLanguage();
    void countdownWaitsForAReplayedTurn();
    void countdownWaitsForAModalDialog();
    void countdownEndsWithUndoNewGameAndClose();
    void newGameDialogMatchOptions();
    void fullMatchByClicking();
    void refillClosedHoles();
    void saveAndOpenInRound3();
    void autosaveResumesMatch();
    void crashBetweenRoundsLosesNothing();
    void scoreboardFitsLongNames();
    void narrowScoreboardStacksTitleAndScore();
    void scoreboardWrapsInEveryLanguage();
    void screenshots();

private:
    // A window not shown yet, then makeWindow() shows it.
    void createWindow(const QString &settingsName);
    void makeWindow(const QString &settingsName);
    // A window whose computers answer at once, with `delayMs` between rounds.
    void makeComputerWindow(const QString &settingsName, int delayMs);
    bool waitForInput(int timeoutMs = 5000);
    void click(int hole) { clickHole(*m_window, hole); }
    // Plays the round's moves from the controller's turn count on, by
    // clicks (passes are played by the controller); stops after `maxTurns`
    // turns (-1: to the end of the round).
    void playByClicks(const std::vector<Move> &moves, int maxTurns = -1);

    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
};

void TstMatchGui::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    GameText::installEnglishPlurals();
    QVERIFY(m_dir.isValid());
}

void TstMatchGui::init()
{
    // The board must end every animation on the engine's position.
    QTest::failOnWarning(QRegularExpression(QStringLiteral("disagree")));
    QTest::failOnWarning(QRegularExpression(QStringLiteral("not round")));
}

void TstMatchGui::cleanup()
{
    m_window.reset();
    m_settings.reset();
}

void TstMatchGui::createWindow(const QString &settingsName)
{
    m_window.reset();
    m_settings = instantSettings(m_dir.filePath(settingsName));
    m_window = test::createWindow(*m_settings);
}

void TstMatchGui::makeWindow(const QString &settingsName)
{
    createWindow(settingsName);
    QVERIFY(showWindow(*m_window, Focus::Exposed));
}

void TstMatchGui::makeComputerWindow(const QString &settingsName, int delayMs)
{
    makeWindow(settingsName);
    m_window->controller()->setComputerPause(0);
    m_window->match()->setNextRoundDelay(delayMs);
}

bool TstMatchGui::waitForInput(int timeoutMs)
{
    GameController *c = m_window->controller();
    const auto ready = [c] {
        return c->isAwaitingBoardInput() ||
               (c->state() == GameController::State::GameOver || c->state() == GameController::State::Replaying);
    };
    // The next turn is only a queued call away: no need to sleep for it.
    for (int i = 0; i < 20 && !ready(); ++i)
        QCoreApplication::processEvents();
    return ready() || QTest::qWaitFor(ready, timeoutMs);
}

void TstMatchGui::playByClicks(const std::vector<Move> &moves, int maxTurns)
{
    GameController *c = m_window->controller();
    const int stop = maxTurns < 0 ? int(moves.size()) : qMin(int(moves.size()), c->turnCount() + maxTurns);
    while (c->turnCount() < stop && !c->position().isOver()) {
        QVERIFY(waitForInput());
        if (c->turnCount() >= stop || c->position().isOver())
            break;
        const Move move = moves[c->turnCount()];
        QVERIFY2(!move.isPass(), "a pass the controller did not play");
        QVERIFY2(m_window->scene()->playableHoles().contains(move.hole), "the script's move is not playable");
        const int before = c->turnCount();
        click(move.hole);
        QCOMPARE(c->turnCount(), before + 1);
    }
    QVERIFY(waitForInput());
}

// ------------------------------------------------------------------ protocol

void TstMatchGui::controllerProtocol()
{
    // A controller without a board: the "animation" ends as it starts.
    const std::optional<Script> script = findMatch(threeRoundsOfHoyitoIII(), 3, handicapShows);
    QVERIFY2(script, "no seed gives the match this test needs");
    const std::vector<Move> *current = &script->moves[0];
    GameController games;
    games.setPlayerFactory(std::make_unique<ScriptedFactory>(&current));
    connect(&games, &GameController::moveCommitted, &games,
            [&games](const TurnRecord &, const Position &, const Position &, quint64 token) {
                games.animationFinished(token);
            });
    MatchController match(&games);
    QStringList events;
    connect(&match, &MatchController::matchStarted, this, [&] { events << QStringLiteral("match"); });
    connect(&match, &MatchController::roundStarting, this, [&](int round, bool continuing) {
        events << QStringLiteral("starting %1 %2").arg(round).arg(continuing);
        current = &script->moves[round - 1];
    });
    connect(&match, &MatchController::roundStarted, this,
            [&](int round) { events << QStringLiteral("started %1").arg(round); });
    connect(&match, &MatchController::roundFinished, this,
            [&](const RoundResult &r) { events << QStringLiteral("finished %1").arg(r.number); });
    connect(&match, &MatchController::matchFinished, this, [&] { events << QStringLiteral("over"); });
    connect(&games, &GameController::gameStarted, this, [&] { events << QStringLiteral("game"); });

    QVERIFY(!match.isActive());
    QVERIFY(!match.nextRound());
    match.startMatch(setupOf(script->settings, QString(), QString()));
    QCOMPARE(match.state(), MatchController::State::Playing);
    QCOMPARE(match.roundNumber(), 1);
    QVERIFY(!match.nextRound()); // not while a round is played
    for (int round = 1; round <= 3; ++round) {
        QTRY_VERIFY(match.state() != MatchController::State::Playing);
        QCOMPARE(games.game().moves(), script->moves[round - 1]);
        QCOMPARE(match.match()->rounds().size(), std::size_t(round));
        QCOMPARE(match.finishedGames().size(), std::size_t(round));
        if (round < 3) {
            QCOMPARE(match.state(), MatchController::State::BetweenRounds);
            QVERIFY(match.nextRound());
        }
    }
    QCOMPARE(match.state(), MatchController::State::MatchOver);
    QCOMPARE(events, (QStringList{QStringLiteral("match"), QStringLiteral("starting 1 0"), QStringLiteral("game"),
                                  QStringLiteral("started 1"), QStringLiteral("finished 1"),
                                  QStringLiteral("starting 2 1"), QStringLiteral("game"), QStringLiteral("started 2"),
                                  QStringLiteral("finished 2"), QStringLiteral("starting 3 1"), QStringLiteral("game"),
                                  QStringLiteral("started 3"), QStringLiteral("finished 3"), QStringLiteral("over")}));
    // The match the controller kept is the engine's, round for round.
    QCOMPARE(match.match()->rounds(), script->match.rounds());
    QCOMPARE(match.match()->result(), script->match.result());
    // Who started: South, then alternately.
    QCOMPARE(match.match()->rounds()[0].starter, Player::South);
    QCOMPARE(match.match()->rounds()[1].starter, Player::North);
    QCOMPARE(match.match()->rounds()[2].starter, Player::South);
    // The last four: rounds 1 and 2 to their capturer, round 3 to the
    // winner of round 2, who did not make that capture.
    QCOMPARE(*match.match()->rounds()[0].lastFourTakenBy, script->lastMovers[0]);
    QCOMPARE(*match.match()->rounds()[1].lastFourTakenBy, script->lastMovers[1]);
    QCOMPARE(*match.match()->rounds()[2].lastFourTakenBy, winnerOf(script->games[1]));
    QVERIFY(*match.match()->rounds()[2].lastFourTakenBy != script->lastMovers[2]);

    // Another game in the controller ends the match.
    QSignalSpy abandoned(&match, &MatchController::matchAbandoned);
    games.newGame(GameSetup{});
    QCOMPARE(abandoned.count(), 1);
    QVERIFY(!match.isActive());
    QVERIFY(!match.match());
}

void TstMatchGui::undoAfterRoundEndReopensIt()
{
    makeWindow(QStringLiteral("undo.ini"));
    const std::optional<Script> script = findMatch(threeRoundsOfHoyitoIII(), 3, handicapShows);
    QVERIFY(script);
    m_window->startGame(setupOf(script->settings, QString(), QString()));
    MatchController *match = m_window->match();
    GameController *c = m_window->controller();
    playByClicks(script->moves[0]);
    QTRY_VERIFY(m_window->roundSummaryDialog() && m_window->roundSummaryDialog()->isVisible());
    QCOMPARE(match->state(), MatchController::State::BetweenRounds);
    QCOMPARE(m_window->scoreboard()->rowCount(), 1);
    // The summary tells the round; the board's result banner, behind it,
    // comes back with it closed and names the round it ends.
    QVERIFY(m_window->scene()->bannerText().isEmpty());
    const QString scoreAfter = m_window->scoreboard()->scoreText();
    m_window->roundSummaryDialog()->reject();
    QVERIFY2(m_window->scene()->bannerText().startsWith(QLatin1String("Round 1: ")),
             qPrintable(m_window->scene()->bannerText()));

    // Undo: the round was not over after all.
    QSignalSpy reopened(match, &MatchController::roundReopened);
    QVERIFY(c->undo());
    QCOMPARE(reopened.count(), 1);
    QCOMPARE(match->state(), MatchController::State::Playing);
    QVERIFY(match->match()->rounds().empty());
    QCOMPARE(m_window->scoreboard()->rowCount(), 1); // the round being played
    QCOMPARE(m_window->scoreboard()->cellText(0, Scoreboard::WinnerColumn), QStringLiteral("playing…"));
    QVERIFY(!m_window->scoreboard()->nextRoundButton()->isVisible());
    // Redo lands on the end again, though no move was played: the round is
    // finished again.
    QVERIFY(c->redo());
    QCOMPARE(match->state(), MatchController::State::BetweenRounds);
    QCOMPARE(match->match()->rounds().size(), std::size_t(1));
    QCOMPARE(m_window->scoreboard()->scoreText(), scoreAfter);
    QTRY_VERIFY(m_window->roundSummaryDialog() && m_window->roundSummaryDialog()->isVisible());
    // The scoreboard's own button starts the next round.
    m_window->roundSummaryDialog()->reject();
    QVERIFY(m_window->scoreboard()->nextRoundButton()->isVisible());
    QTest::mouseClick(m_window->scoreboard()->nextRoundButton(), Qt::LeftButton);
    QCOMPARE(match->roundNumber(), 2);
    QCOMPARE(c->turnCount(), 0);
    QCOMPARE(c->position().toMove, Player::North);
}

void TstMatchGui::restoreAfterADrawnRound()
{
    // Round 2 drawn: in round 3 the last four go to their capturer (the
    // handicap's fallback, docs/RULES.md 6.1).
    const std::optional<Script> script = findMatch(threeRoundsOfHoyitoIII(), 3, [](const Script &s) {
        for (const Game &game : s.games)
            if (game.position().ending != EndReason::LastFour)
                return false;
        const auto round2 = finalScores(s.games[1].position());
        return round2[0] == round2[1];
    });
    QVERIFY2(script, "no seed gives a drawn round 2");
    // Saved in the middle of round 3, loaded as Open would load it.
    Match twoRounds(script->settings);
    QVERIFY(twoRounds.finishRound(script->games[0]));
    QVERIFY(twoRounds.finishRound(script->games[1]));
    Game partial(twoRounds.roundStart());
    const int half = script->games[2].turnCount() / 2;
    for (int t = 0; t < half; ++t)
        partial.play(script->moves[2][t]);
    const std::optional<GameRecord> record =
        recordFromMatch(twoRounds, {script->games[0], script->games[1]}, &partial, PlayerInfo::human(QString()),
                        PlayerInfo::human(QString()));
    QVERIFY(record);
    LoadResult loaded = loadRecord(recordJson(*record));
    QVERIFY(std::holds_alternative<LoadedGame>(loaded));

    const std::vector<Move> *current = &script->moves[2];
    GameController games;
    games.setPlayerFactory(std::make_unique<ScriptedFactory>(&current));
    connect(&games, &GameController::moveCommitted, &games,
            [&games](const TurnRecord &, const Position &, const Position &, quint64 token) {
                games.animationFinished(token);
            });
    MatchController match(&games);
    QSignalSpy finished(&match, &MatchController::roundFinished);
    QVERIFY(match.restore(std::get<LoadedGame>(loaded)));
    QCOMPARE(match.roundNumber(), 3);
    QCOMPARE(match.roundLastFourRule(), LastFourRule::PreviousRoundDraw);
    QCOMPARE(match.lastFourPattern(),
             QStringLiteral("Round 3: the last four go to %1, who captured the penultimate four (round 2 was drawn)"));
    QCOMPARE(match.match()->rounds().size(), std::size_t(2));
    QVERIFY(games.game().turnCount() >= half);
    QCOMPARE(games.game().start(), script->games[2].start());
    // The scripted players play round 3 out.
    QTRY_COMPARE(finished.count(), 1);
    const RoundResult round = finished.first().first().value<RoundResult>();
    QCOMPARE(round.number, 3);
    QCOMPARE(round.lastFourRule, LastFourRule::PreviousRoundDraw);
    QCOMPARE(*round.lastFourTakenBy, script->lastMovers[2]);
    QCOMPARE(MatchText::lastFourShort(round.lastFourRule, round.number), QStringLiteral("capturer, round 2 drawn"));
    QVERIFY(match.roundDetails(round).contains(QStringLiteral("(round 2 was drawn)")));
    QCOMPARE(match.match()->rounds(), script->match.rounds());
    QCOMPARE(match.state(), MatchController::State::MatchOver);
}

void TstMatchGui::computersPlayAMatch()
{
    // No special case for computers: the same players as a single game.
    GameController games;
    games.setComputerPause(0);
    connect(&games, &GameController::moveCommitted, &games,
            [&games](const TurnRecord &, const Position &, const Position &, quint64 token) {
                games.animationFinished(token);
            });
    MatchController match(&games);
    connect(&match, &MatchController::roundFinished, &match, [&match] {
        QMetaObject::invokeMethod(
            &match, [&match] { match.nextRound(); }, Qt::QueuedConnection);
    });
    GameSetup setup;
    setup.rules = Rules{Variant::III, 4, LastFourTaker::Capturer};
    for (Player side : {Player::South, Player::North}) {
        setup.player(side).kind = PlayerKind::Computer;
        setup.player(side).level = 1;
    }
    setup.match = MatchOptions{MatchLength::Rounds, 2, StartRule::Alternate, true, false};
    QSignalSpy over(&match, &MatchController::matchFinished);
    match.startMatch(setup);
    QVERIFY(games.player(Player::South)->kind() == PlayerKind::Computer);
    QVERIFY(over.wait(60000));
    QCOMPARE(match.match()->rounds().size(), std::size_t(2));
    QCOMPARE(match.match()->rounds()[1].starter, Player::North);
    games.shutdownComputer();
}

void TstMatchGui::computerMatchGoesOnByItself()
{
    // Between rounds the summary shows a countdown and blocks nothing; the
    // next round starts by itself, unless the computers are paused. Each
    // countdown is long until the test is ready to watch it end.
    makeComputerWindow(QStringLiteral("computers.ini"), kLongDelay);
    MatchController *match = m_window->match();
    const auto summaryShown = [this] {
        return m_window->roundSummaryDialog() && m_window->roundSummaryDialog()->isVisible();
    };
    m_window->startGame(computerMatch());
    QVERIFY(match->playsByItself());
    QTRY_VERIFY_WITH_TIMEOUT(summaryShown(), 30000);
    QPointer<RoundSummaryDialog> summary = m_window->roundSummaryDialog(); // it closes when the round starts
    QCOMPARE(summary->round(), 1);
    QVERIFY(!summary->isModal());
    QVERIFY(match->isCountingDown());
    match->setNextRoundDelay(1500); // from now: the first second shows "2"
    QCOMPARE(summary->countdown(), QStringLiteral("The next round starts in 2 seconds."));
    QCOMPARE(summary->nextRoundButton()->text(), QStringLiteral("Next Round &Now"));
    QCOMPARE(m_window->scoreboard()->nextRoundButton()->text(), QStringLiteral("&Next Round (2 s)"));
    QTRY_VERIFY(summary && summary->countdown() == QStringLiteral("The next round starts in 1 second."));
    QCOMPARE(m_window->scoreboard()->nextRoundButton()->text(), QStringLiteral("&Next Round (1 s)"));
    // The computers are paused the moment round 2 starts, so it cannot be
    // over (and round 3 counting down) before the checks.
    QSignalSpy started(match, &MatchController::roundStarted);
    connect(
        match, &MatchController::roundStarted, this, [this] { m_window->controller()->setPaused(true); },
        Qt::SingleShotConnection);
    QVERIFY(started.wait(5000));
    QCOMPARE(started.first().first().toInt(), 2);
    QCOMPARE(match->roundNumber(), 2);
    QCOMPARE(match->state(), MatchController::State::Playing);
    QVERIFY(!match->isCountingDown());
    QTRY_VERIFY(!m_window->roundSummaryDialog());
    QCOMPARE(match->match()->rounds().size(), std::size_t(1));
    QCOMPARE(m_window->controller()->turnCount(), 0);

    // Paused between rounds: the match waits, and goes on when the
    // computers do.
    match->setNextRoundDelay(kLongDelay);
    m_window->controller()->setPaused(false);
    QTRY_VERIFY_WITH_TIMEOUT(summaryShown(), 30000);
    summary = m_window->roundSummaryDialog();
    QCOMPARE(summary->round(), 2);
    QVERIFY(match->isCountingDown());
    auto *pause = m_window->findChild<QAction *>(QStringLiteral("actionPause"));
    QVERIFY(pause && pause->isEnabled());
    pause->trigger();
    QVERIFY(m_window->controller()->isPaused());
    QVERIFY(!match->isCountingDown());
    QCOMPARE(summary->countdown(), QStringLiteral("The computers are paused: the next round waits."));
    QCOMPARE(summary->nextRoundButton()->text(), QStringLiteral("&Next Round"));
    QCOMPARE(m_window->scoreboard()->nextRoundButton()->text(), QStringLiteral("&Next Round"));
    match->setNextRoundDelay(200);
    QVERIFY(!match->isCountingDown());
    // Nothing to wait for: paused computers start no countdown, however long the
    // new delay is over.
    QTest::qWait(600);
    QCOMPARE(match->state(), MatchController::State::BetweenRounds);
    QCOMPARE(match->roundNumber(), 2);
    pause->trigger();
    QVERIFY(match->isCountingDown());
    QVERIFY(started.wait(5000));
    QCOMPARE(started.last().first().toInt(), 3);
    // The last round: the match result, nothing counts down.
    QTRY_VERIFY_WITH_TIMEOUT(match->state() == MatchController::State::MatchOver, 30000);
    QVERIFY(!match->isCountingDown());
    QTRY_VERIFY(m_window->matchResultDialog() && m_window->matchResultDialog()->isVisible());
    QCOMPARE(match->match()->rounds().size(), std::size_t(3));
    m_window->controller()->shutdownComputer();
}

void TstMatchGui::roundSummaryFollowsTheLanguage()
{
    // The summary of a match between computers stays open while the
    // language changes: all of it speaks the new one, and so does the
    // board's banner for the last four.
    makeComputerWindow(QStringLiteral("language.ini"), kLongDelay);
    MatchController *match = m_window->match();
    m_window->startGame(computerMatch());
    QTRY_VERIFY_WITH_TIMEOUT(m_window->roundSummaryDialog() && m_window->roundSummaryDialog()->isVisible(), 30000);
    QPointer<RoundSummaryDialog> summary = m_window->roundSummaryDialog();
    const RoundResult round = match->match()->rounds().back();
    QCOMPARE(summary->windowTitle(), QStringLiteral("Round 1"));
    const QString english = summary->headline();
    const QString englishPreview = summary->preview();
    QCOMPARE(m_window->scene()->lastFourText(Player::South),
             QStringLiteral("Round 1: the last four go to South, who captured the penultimate four"));

    QTranslator spanish;
    QVERIFY(spanish.load(QStringLiteral(":/i18n/hoyito_es.qm")));
    QVERIFY(QCoreApplication::installTranslator(&spanish));
    {
        // English again for the tests that follow, whatever happens here.
        auto removed = qScopeGuard([&spanish] { QCoreApplication::removeTranslator(&spanish); });
        QTRY_COMPARE(summary->windowTitle(), QStringLiteral("Ronda 1"));
        const QString winner = round.result == Result::SouthWins ? QStringLiteral("Sur") : QStringLiteral("Norte");
        QCOMPARE(summary->headline(),
                 round.result == Result::Draw
                     ? QStringLiteral("La ronda 1 queda empatada, %1–%2.").arg(round.seeds[0]).arg(round.seeds[1])
                     : QStringLiteral("Ronda 1: gana %1, %2–%3.")
                           .arg(winner)
                           .arg(round.seeds[round.result == Result::SouthWins ? 0 : 1])
                           .arg(round.seeds[round.result == Result::SouthWins ? 1 : 0]));
        QVERIFY2(summary->score().startsWith(QStringLiteral("Encuentro: ")), qPrintable(summary->score()));
        QCOMPARE(summary->preview(), QStringLiteral("Ronda 2: empieza Norte; las últimas cuatro son para quien "
                                                    "capture la penúltima casa."));
        QVERIFY2(summary->countdown().startsWith(QStringLiteral("La siguiente ronda empieza en ")),
                 qPrintable(summary->countdown()));
        QCOMPARE(summary->nextRoundButton()->text(), QStringLiteral("Siguiente ronda &ahora"));
        QCOMPARE(m_window->scene()->lastFourText(Player::South),
                 QStringLiteral("Ronda 1: las últimas cuatro son para Sur, quien capturó la penúltima casa"));
    }
    QTRY_COMPARE(summary->windowTitle(), QStringLiteral("Round 1"));
    QCOMPARE(summary->headline(), english);
    QCOMPARE(summary->preview(), englishPreview);
    QCOMPARE(summary->nextRoundButton()->text(), QStringLiteral("Next Round &Now"));
    QCOMPARE(m_window->scene()->lastFourText(Player::South),
             QStringLiteral("Round 1: the last four go to South, who captured the penultimate four"));
    m_window->controller()->shutdownComputer();
}

void TstMatchGui::countdownWaitsForAReplayedTurn()
{
    // Replaying the round's last turn: the countdown starts again once the
    // turn is shown, never while it moves (frozen here in the middle, at
    // Normal speed), however short it is.
    makeComputerWindow(QStringLiteral("replayed.ini"), kLongDelay);
    MatchController *match = m_window->match();
    GameController *c = m_window->controller();
    BoardScene *scene = m_window->scene();
    m_window->startGame(computerMatch());
    QTRY_VERIFY_WITH_TIMEOUT(match->isCountingDown(), 30000);
    m_window->setAnimationSpeed(AnimationSpeed::Normal);
    QSignalSpy starting(match, &MatchController::roundStarting);
    match->setNextRoundDelay(100);
    c->replayTo(c->turnCount() - 1);
    QVERIFY(!match->isCountingDown());
    QVERIFY(c->replayForward());
    QCOMPARE(c->state(), GameController::State::Animating);
    QVERIFY(scene->isAnimating());
    scene->holdAnimationAt(scene->animationDuration() / 2);
    QVERIFY(!match->isCountingDown());
    // Nothing to wait for: the countdown waits while a replayed turn is on the board.
    QTest::qWait(400);
    QCOMPARE(c->state(), GameController::State::Animating);
    QCOMPARE(starting.count(), 0);
    QCOMPARE(match->state(), MatchController::State::BetweenRounds);
    // Shown: the countdown runs, and ends.
    scene->finishAnimation();
    QCOMPARE(c->state(), GameController::State::Replaying);
    QVERIFY(match->isCountingDown());
    QVERIFY(starting.wait(5000));
    QCOMPARE(match->roundNumber(), 2);
    c->shutdownComputer();
}

void TstMatchGui::countdownWaitsForAModalDialog()
{
    // A window-modal dialog (New Game here; "Save the game in progress?"
    // alike) may end the match: the countdown ends, but the round waits for
    // the dialog, on its last second, and starts once the dialog is gone.
    makeComputerWindow(QStringLiteral("modal.ini"), kLongDelay);
    MatchController *match = m_window->match();
    m_window->startGame(computerMatch());
    QTRY_VERIFY_WITH_TIMEOUT(m_window->roundSummaryDialog() && m_window->roundSummaryDialog()->isVisible(), 30000);
    QPointer<RoundSummaryDialog> summary = m_window->roundSummaryDialog();
    QSignalSpy starting(match, &MatchController::roundStarting);
    m_window->openNewGameDialog();
    QTRY_VERIFY(m_window->newGameDialog() && m_window->newGameDialog()->isVisible());
    QVERIFY(QApplication::activeModalWidget());
    match->setNextRoundDelay(200);
    // Nothing to wait for: the countdown waits for the modal dialog.
    QTest::qWait(900);
    QCOMPARE(starting.count(), 0);
    QCOMPARE(match->state(), MatchController::State::BetweenRounds);
    QVERIFY(match->isCountingDown());
    QVERIFY(summary);
    QCOMPARE(summary->countdown(), QStringLiteral("The next round starts in 1 second."));
    QCOMPARE(m_window->scoreboard()->nextRoundButton()->text(), QStringLiteral("&Next Round (1 s)"));
    // The dialog cancelled: the match goes on.
    m_window->newGameDialog()->reject();
    QVERIFY(starting.wait(5000));
    QCOMPARE(match->roundNumber(), 2);
    m_window->controller()->shutdownComputer();
}

void TstMatchGui::countdownEndsWithUndoNewGameAndClose()
{
    // The countdown is long, and made short just before what must stop it.
    makeComputerWindow(QStringLiteral("countdown.ini"), kLongDelay);
    MatchController *match = m_window->match();
    GameController *c = m_window->controller();
    QSignalSpy starting(match, &MatchController::roundStarting);
    m_window->startGame(computerMatch());
    QTRY_VERIFY_WITH_TIMEOUT(match->isCountingDown(), 30000);
    QCOMPARE(match->roundNumber(), 1);

    // Replaying an earlier turn of the round holds the countdown; back at
    // the end, it runs again.
    match->setNextRoundDelay(300);
    c->replayTo(1);
    QVERIFY(!match->isCountingDown());
    // Nothing to wait for: the countdown waits while an earlier turn is shown.
    QTest::qWait(600);
    QCOMPARE(match->state(), MatchController::State::BetweenRounds);
    c->replayTo(c->turnCount());
    QVERIFY(match->isCountingDown());
    c->leaveReplay();
    QVERIFY(match->isCountingDown());

    // Undo: the round goes on, no countdown.
    match->setNextRoundDelay(kLongDelay);
    QVERIFY(c->undo());
    QCOMPARE(match->state(), MatchController::State::Playing);
    QVERIFY(!match->isCountingDown());
    QCOMPARE(starting.count(), 1);
    // The computers finish it again, and the countdown starts again.
    QTRY_VERIFY_WITH_TIMEOUT(match->isCountingDown(), 30000);
    QCOMPARE(match->roundNumber(), 1);

    // A new game ends the match: no round starts later.
    GameSetup single;
    single.rules = Rules{Variant::II, 6, LastFourTaker::Capturer};
    match->setNextRoundDelay(300);
    m_window->startGame(single);
    QVERIFY(!match->isActive());
    QVERIFY(!match->isCountingDown());
    // Nothing to wait for: a single game after the match starts no countdown.
    QTest::qWait(900);
    QCOMPARE(starting.count(), 1);
    QVERIFY(!match->isActive());
    QCOMPARE(c->setup().rules.variant, Variant::II);
    QCOMPARE(c->turnCount(), 0);

    // Closing the window during the countdown: no round starts either, and
    // the next start resumes the match between rounds.
    match->setNextRoundDelay(kLongDelay);
    m_window->startGame(computerMatch());
    QCOMPARE(starting.count(), 2);
    QTRY_VERIFY_WITH_TIMEOUT(match->isCountingDown(), 30000);
    const std::vector<RoundResult> rounds = match->match()->rounds();
    match->setNextRoundDelay(300);
    QVERIFY(m_window->close());
    QVERIFY(!match->isCountingDown());
    // Nothing to wait for: a closed window starts no next round.
    QTest::qWait(900);
    QCOMPARE(starting.count(), 2);
    QCOMPARE(match->state(), MatchController::State::BetweenRounds);
    // Resumed between rounds, before the window is shown: no summary, no
    // countdown, whatever the wait.
    createWindow(QStringLiteral("countdown.ini"));
    m_window->controller()->setComputerPause(0);
    match = m_window->match();
    QCOMPARE(match->state(), MatchController::State::BetweenRounds);
    QCOMPARE(match->match()->rounds(), rounds);
    QVERIFY(!match->isCountingDown());
    QVERIFY(!m_window->roundSummaryDialog());
    match->setNextRoundDelay(100);
    QSignalSpy started(match, &MatchController::roundStarted);
    // Nothing to wait for: a match resumed in a hidden window starts no round.
    QTest::qWait(400);
    QVERIFY(!match->isCountingDown());
    QVERIFY(!m_window->roundSummaryDialog());
    QCOMPARE(started.count(), 0);
    // Shown: the summary, above the window, and computers resumed between
    // rounds go on by themselves.
    match->setNextRoundDelay(kLongDelay);
    QVERIFY(showWindow(*m_window, Focus::Exposed));
    QTRY_VERIFY(m_window->roundSummaryDialog() && m_window->roundSummaryDialog()->isVisible() &&
                match->isCountingDown());
    QCOMPARE(m_window->roundSummaryDialog()->round(), 1);
    match->setNextRoundDelay(300);
    QVERIFY(started.wait(5000));
    QCOMPARE(match->roundNumber(), 2);
    m_window->controller()->shutdownComputer();
}

void TstMatchGui::newGameDialogMatchOptions()
{
    makeWindow(QStringLiteral("dialog.ini"));
    m_window->openNewGameDialog();
    QTRY_VERIFY(m_window->newGameDialog() && m_window->newGameDialog()->isVisible());
    NewGameDialog *dialog = m_window->newGameDialog();
    auto *variant = dialog->findChild<QComboBox *>(QStringLiteral("variant"));
    auto *single = dialog->findChild<QRadioButton *>(QStringLiteral("singleGame"));
    auto *matchButton = dialog->findChild<QRadioButton *>(QStringLiteral("matchGame"));
    auto *rounds = dialog->findChild<QSpinBox *>(QStringLiteral("roundCount"));
    auto *firstTo = dialog->findChild<QRadioButton *>(QStringLiteral("lengthWins"));
    auto *wins = dialog->findChild<QSpinBox *>(QStringLiteral("winCount"));
    auto *startRule = dialog->findChild<QComboBox *>(QStringLiteral("startRule"));
    auto *handicap = dialog->findChild<QCheckBox *>(QStringLiteral("handicap"));
    auto *refill = dialog->findChild<QCheckBox *>(QStringLiteral("refill"));
    QVERIFY(variant && single && matchButton && rounds && firstTo && wins && startRule && handicap && refill);
    // A single game by default; a match is 5 rounds, the handicap on.
    QVERIFY(single->isChecked());
    QVERIFY(!dialog->setup().match);
    QVERIFY(!rounds->isEnabled());
    matchButton->click();
    QCOMPARE(rounds->value(), 5);
    QVERIFY(rounds->isEnabled());
    variant->setCurrentIndex(variant->findData(int(Variant::II)));
    QVERIFY(!handicap->isEnabled()); // Hoyito III's alone
    variant->setCurrentIndex(variant->findData(int(Variant::III)));
    QVERIFY(handicap->isEnabled());
    QVERIFY(handicap->isChecked());
    QCOMPARE(*dialog->setup().match, MatchOptions{});
    // First to 2 wins, the loser starts, the refill.
    firstTo->click();
    wins->setValue(2);
    startRule->setCurrentIndex(startRule->findData(int(StartRule::LoserStarts)));
    refill->click();
    const MatchOptions chosen{MatchLength::FirstToWins, 2, StartRule::LoserStarts, true, true};
    QCOMPARE(*dialog->setup().match, chosen);
    auto *box = dialog->findChild<QDialogButtonBox *>();
    QTest::mouseClick(box->button(QDialogButtonBox::Ok), Qt::LeftButton);
    MatchController *match = m_window->match();
    QTRY_VERIFY(match->isActive());
    QCOMPARE(match->setup().match, std::optional<MatchOptions>(chosen));
    QCOMPARE(match->match()->settings().variant, Variant::III);
    QVERIFY(m_window->scoreboardDock()->isVisible());
    QVERIFY(m_window->scoreboard()->titleText().startsWith(QStringLiteral("Round 1")));
    // Remembered for the next time, and offered again.
    QCOMPARE(m_settings->lastGameSetup().match, std::optional<MatchOptions>(chosen));
    m_window->openNewGameDialog();
    QTRY_VERIFY(m_window->newGameDialog() && m_window->newGameDialog()->isVisible());
    QCOMPARE(m_window->newGameDialog()->setup().match, std::optional<MatchOptions>(chosen));
    // A single game ends the match and hides the scoreboard.
    m_window->newGameDialog()->findChild<QRadioButton *>(QStringLiteral("singleGame"))->click();
    QTest::mouseClick(m_window->newGameDialog()->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok),
                      Qt::LeftButton);
    QTRY_VERIFY(!match->isActive());
    QVERIFY(!m_window->scoreboardDock()->isVisible());
    QVERIFY(!m_settings->lastGameSetup().match);
}

// ------------------------------------------------------------------ a match

void TstMatchGui::fullMatchByClicking()
{
    makeWindow(QStringLiteral("full.ini"));
    const std::optional<Script> script = findMatch(threeRoundsOfHoyitoIII(), 3, handicapShows);
    QVERIFY(script);
    const QString names[2] = {QStringLiteral("Ana"), QStringLiteral("Luis")};
    m_window->match()->setNextRoundDelay(0); // were there a countdown, it would end at once
    m_window->startGame(setupOf(script->settings, names[0], names[1]));
    MatchController *match = m_window->match();
    GameController *c = m_window->controller();
    BoardScene *scene = m_window->scene();
    Scoreboard *board = m_window->scoreboard();
    QVERIFY(m_window->scoreboardDock()->isVisible());
    QSignalSpy announced(scene, &BoardScene::announced);

    std::array<int, 2> halves{};
    for (int round = 1; round <= 3; ++round) {
        const Game &expected = script->games[round - 1];
        const Player starter = round % 2 == 1 ? Player::South : Player::North;
        QCOMPARE(match->roundNumber(), round);
        QCOMPARE(c->position().toMove, starter);
        QCOMPARE(c->game().start(), expected.start());
        // The scoreboard shows the round being played, and the rule in force.
        QCOMPARE(board->rowCount(), round);
        QCOMPARE(board->cellText(round - 1, Scoreboard::StarterColumn), names[index(starter)]);
        const Player roundTwoWinner = winnerOf(script->games[1]);
        QCOMPARE(board->cellText(round - 1, Scoreboard::LastFourColumn),
                 round < 3 ? QStringLiteral("→ capturer")
                           : QStringLiteral("→ %1, winner of round 2").arg(names[index(roundTwoWinner)]));
        QVERIFY2(m_window->statusText().startsWith(
                     QStringLiteral("Round %1: %2 starts").arg(round).arg(names[index(starter)])),
                 qPrintable(m_window->statusText()));
        announced.clear();

        playByClicks(script->moves[round - 1]);
        QCOMPARE(c->game().moves(), expected.moves());
        const QString difference = sceneDifference(*scene, c->position());
        QVERIFY2(difference.isEmpty(), qPrintable(difference));

        // Who gets the last four, and why: the board's banner said it and
        // the status line says it after the round.
        const Player capturer = script->lastMovers[round - 1];
        const Player taker = round < 3 ? capturer : roundTwoWinner;
        const QString why =
            round < 3 ? QStringLiteral("who captured the penultimate four") : QStringLiteral("winner of round 2");
        const QString banner =
            QStringLiteral("Round %1: the last four go to %2, %3").arg(round).arg(names[index(taker)], why);
        QStringList said;
        for (const QList<QVariant> &args : announced)
            said << args.at(0).toString();
        QVERIFY2(said.contains(banner), qPrintable(said.join(QStringLiteral(" | "))));
        QVERIFY2(m_window->statusText().contains(
                     QStringLiteral("The last four went to %1, %2.").arg(names[index(taker)], why)),
                 qPrintable(m_window->statusText()));
        const auto seeds = finalScores(c->position());
        const Player winner = seeds[0] > seeds[1] ? Player::South : Player::North;
        halves[index(winner)] += 2;

        // The scoreboard's row for the round.
        QCOMPARE(board->rowCount(), round);
        QCOMPARE(board->cellText(round - 1, Scoreboard::RoundColumn), QString::number(round));
        QCOMPARE(board->cellText(round - 1, Scoreboard::StarterColumn), names[index(starter)]);
        QCOMPARE(board->cellText(round - 1, Scoreboard::WinnerColumn), names[index(winner)]);
        QCOMPARE(board->cellText(round - 1, Scoreboard::SeedsColumn),
                 QStringLiteral("%1–%2").arg(seeds[0]).arg(seeds[1]));
        QCOMPARE(board->cellText(round - 1, Scoreboard::LastFourColumn),
                 QStringLiteral("%1, %2").arg(names[index(taker)], round < 3 ? QStringLiteral("capturer") : why));
        const auto points = [](int half) {
            return QString::number(half / 2) + (half % 2 ? QStringLiteral("½") : QString());
        };
        QCOMPARE(board->scoreText(), QStringLiteral("Ana %1 – Luis %2").arg(points(halves[0]), points(halves[1])));

        if (round < 3) {
            // The round summary, with the next round's starter and rule.
            QTRY_VERIFY(m_window->roundSummaryDialog() && m_window->roundSummaryDialog()->isVisible());
            RoundSummaryDialog *summary = m_window->roundSummaryDialog();
            QCOMPARE(summary->round(), round);
            // People in the match: no countdown, the summary waits for them.
            QVERIFY(summary->isModal());
            QVERIFY(!match->isCountingDown());
            QVERIFY(summary->countdown().isEmpty());
            QCOMPARE(board->nextRoundButton()->text(), QStringLiteral("&Next Round"));
            if (round == 1) {
                // Nothing to wait for: with people in the match the next round waits for them.
                QTest::qWait(300);
                QCOMPARE(match->state(), MatchController::State::BetweenRounds);
            }
            QCOMPARE(summary->headline(), QStringLiteral("Round %1: %2 wins %3–%4.")
                                              .arg(round)
                                              .arg(names[index(winner)])
                                              .arg(seeds[index(winner)])
                                              .arg(seeds[index(opponent(winner))]));
            QVERIFY(summary->preview().startsWith(
                QStringLiteral("Round %1: %2 starts").arg(round + 1).arg(names[index(opponent(starter))])));
            if (round == 2)
                QVERIFY2(summary->preview().contains(
                             QStringLiteral("the last four go to %1, winner of round 2").arg(names[index(winner)])),
                         qPrintable(summary->preview()));
            QTest::mouseClick(summary->nextRoundButton(), Qt::LeftButton);
            QTRY_VERIFY(!m_window->roundSummaryDialog());
        }
    }
    // The match result.
    QTRY_VERIFY(m_window->matchResultDialog() && m_window->matchResultDialog()->isVisible());
    QCOMPARE(match->state(), MatchController::State::MatchOver);
    MatchResultDialog *result = m_window->matchResultDialog();
    const Result expected = script->match.result();
    QCOMPARE(result->headline(),
             expected == Result::Draw
                 ? QStringLiteral("A drawn match")
                 : QStringLiteral("%1 wins the match!").arg(names[expected == Result::SouthWins ? 0 : 1]));
    QVERIFY(result->details().startsWith(QStringLiteral("All 3 rounds were played.")));
    QVERIFY(!m_window->roundSummaryDialog());
    QVERIFY(board->titleText() == result->headline());
    // Behind the dialog, the board's banner says the match's result, not
    // the last round's (shown as when the dialog closes).
    m_window->scene()->setResultBannerHidden(false);
    QVERIFY2(m_window->scene()->bannerText().startsWith(result->headline()),
             qPrintable(m_window->scene()->bannerText()));
    m_window->scene()->setResultBannerHidden(true);
    // The finished match is in no file: New Game asks before it goes, and
    // Cancel keeps it.
    QVERIFY(m_window->files()->needsSaveQuestion());
    m_window->openNewGameDialog();
    QTRY_VERIFY(m_window->newGameDialog() && m_window->newGameDialog()->isVisible());
    m_window->newGameDialog()->accept();
    QPointer<QMessageBox> question;
    QTRY_VERIFY((question = m_window->findChild<QMessageBox *>(QStringLiteral("saveQuestionBox"))) &&
                question->isVisible());
    // ... naming the match, which is over, not a game in progress.
    QCOMPARE(question->text(), QStringLiteral("Save the finished match before starting a new game?"));
    QVERIFY2(question->informativeText().startsWith(QStringLiteral("The match (3 rounds so far)")),
             qPrintable(question->informativeText()));
    question->button(QMessageBox::Cancel)->click();
    QTRY_VERIFY(!question || !question->isVisible());
    QCOMPARE(match->state(), MatchController::State::MatchOver);
    QCOMPARE(board->titleText(), result->headline());
    // New Match: the same players and choices, from round 1.
    QTest::mouseClick(result->newMatchButton(), Qt::LeftButton);
    QTRY_VERIFY(!m_window->matchResultDialog());
    QCOMPARE(match->state(), MatchController::State::Playing);
    QCOMPARE(match->roundNumber(), 1);
    QCOMPARE(board->rowCount(), 1);
    QCOMPARE(c->turnCount(), 0);
    QCOMPARE(GameText::playerName(c->setup(), Player::North), names[1]);
}

void TstMatchGui::refillClosedHoles()
{
    makeWindow(QStringLiteral("refill.ini"));
    MatchSettings settings;
    settings.variant = Variant::II;
    settings.lengthCount = 2;
    settings.refill = true;
    // Round 2 starts with closed holes in the row of North, who starts it,
    // and lasts long enough to watch.
    const std::optional<Script> script = findMatch(settings, 2, [](const Script &s) {
        const Position start = s.games[1].start();
        int closed = 0;
        for (int h = 6; h < 12; ++h)
            closed += start.isClosed(h) ? 1 : 0;
        return closed >= 2 && closed <= 4 && s.games[1].turnCount() >= 12 && s.games[1].turnCount() < 150 &&
               s.games[0].turnCount() < 150;
    });
    QVERIFY(script);
    m_window->startGame(setupOf(settings, QString(), QString()));
    GameController *c = m_window->controller();
    BoardScene *scene = m_window->scene();
    for (int h = 0; h < 12; ++h)
        QVERIFY(!scene->holeItem(h)->isClosed()); // round 1: the full board
    playByClicks(script->moves[0]);
    QTRY_VERIFY(m_window->roundSummaryDialog() && m_window->roundSummaryDialog()->isVisible());
    // The summary tells how each player refills.
    QVERIFY2(m_window->roundSummaryDialog()->preview().contains(QStringLiteral("stay closed")),
             qPrintable(m_window->roundSummaryDialog()->preview()));
    QTest::mouseClick(m_window->roundSummaryDialog()->nextRoundButton(), Qt::LeftButton);

    // Round 2: the engine's refilled board, the closed holes drawn closed.
    const Position start = script->games[1].start();
    QCOMPARE(c->game().start(), start);
    QList<int> closed;
    for (int h = 0; h < 12; ++h)
        if (start.isClosed(h))
            closed << h;
    QVERIFY(!closed.isEmpty());
    for (int h = 0; h < 12; ++h) {
        QCOMPARE(scene->holeItem(h)->isClosed(), start.isClosed(h));
        if (start.isClosed(h)) {
            QVERIFY(scene->holeItem(h)->toolTip().startsWith(QStringLiteral("Closed for this round")));
            QCOMPARE(scene->holeAccessibleName(h).endsWith(QStringLiteral("closed")), true);
            QCOMPARE(scene->seedItemsInHole(h), 0);
        }
    }
    QVERIFY(waitForInput());
    QCOMPARE(c->position().toMove, Player::North);
    // A closed hole of the mover cannot be played: not offered, a click
    // plays nothing and the status says why.
    const int shut = closed.last();
    QVERIFY(!scene->playableHoles().contains(shut));
    QVERIFY(!scene->holeItem(shut)->isPlayable());
    QVERIFY(scene->holeAccessibleDescription(shut).startsWith(QStringLiteral("Closed")));
    click(shut);
    QCOMPARE(c->turnCount(), 0);
    QVERIFY2(m_window->statusText().contains(QStringLiteral("closed")), qPrintable(m_window->statusText()));

    // The animation skips them: frozen at every step, no seed is ever in
    // or over a closed hole. The first moves at Normal speed.
    m_window->setAnimationSpeed(AnimationSpeed::Normal);
    const std::vector<Move> &moves = script->moves[1];
    for (int turn = 0; turn < 8 && !c->position().isOver(); ++turn) {
        QVERIFY(waitForInput());
        if (c->position().isOver())
            break;
        const int before = c->turnCount();
        click(moves[before].hole);
        QCOMPARE(c->turnCount(), before + 1);
        // Nothing in the move's story lands in a closed hole.
        for (const Event &event : c->history().back().trace)
            if (event.kind == EventKind::Drop || event.kind == EventKind::Capture || event.kind == EventKind::Relay)
                QVERIFY(!closed.contains(event.hole));
        const int duration = scene->animationDuration();
        for (int ms = 0; ms < duration; ms += 40) {
            scene->holdAnimationAt(ms);
            for (int h : closed) {
                QCOMPARE(scene->seedItemsInHole(h), 0);
                const QPointF centre = scene->geometry().holeCentre(h);
                for (const SeedItem *seed : scene->seedItems()) {
                    const QPointF d = seed->pos() - centre;
                    // A flying seed may pass above; a resting one never lies there.
                    if (seed->isVisible() && seed->zValue() < 50)
                        QVERIFY2(std::hypot(d.x(), d.y()) > BoardGeometry::kHoleRadius,
                                 qPrintable(QStringLiteral("a seed rests in closed hole %1 at %2 ms").arg(h).arg(ms)));
                }
            }
        }
        scene->finishAnimation();
        QVERIFY(waitForInput());
        const QString difference = sceneDifference(*scene, c->position());
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
    }
    m_window->setAnimationSpeed(AnimationSpeed::Instant);
    playByClicks(moves);
    QCOMPARE(c->game().moves(), moves);
    QTRY_VERIFY(m_window->matchResultDialog() && m_window->matchResultDialog()->isVisible());
}

// ------------------------------------------------------------------ files

void TstMatchGui::saveAndOpenInRound3()
{
    makeWindow(QStringLiteral("save.ini"));
    const std::optional<Script> script = findMatch(threeRoundsOfHoyitoIII(), 3, handicapShows);
    QVERIFY(script);
    m_window->startGame(setupOf(script->settings, QStringLiteral("Ana"), QStringLiteral("Luis")));
    for (int round = 1; round <= 2; ++round) {
        playByClicks(script->moves[round - 1]);
        QTRY_VERIFY(m_window->roundSummaryDialog());
        QTest::mouseClick(m_window->roundSummaryDialog()->nextRoundButton(), Qt::LeftButton);
    }
    const int half = int(script->moves[2].size()) / 2;
    playByClicks(script->moves[2], half);
    QCOMPARE(m_window->controller()->turnCount(), half);
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("round 3")));
    const QString path = m_dir.filePath(QStringLiteral("round3.hoyito"));
    QVERIFY(m_window->files()->saveTo(path));

    // What the file holds: the match, in round 3, with its first two rounds.
    LoadResult loaded = loadRecordFile(path);
    QVERIFY(std::holds_alternative<LoadedGame>(loaded));
    const LoadedGame &file = std::get<LoadedGame>(loaded);
    QVERIFY(file.match);
    QCOMPARE(file.match->roundNumber(), 3);
    QCOMPARE(file.rounds.size(), std::size_t(2));
    QCOMPARE(file.game.turnCount(), half);
    QCOMPARE(file.record.player(Player::South).name, QStringLiteral("Ana"));

    // A new window opens it: the match goes on in round 3.
    makeWindow(QStringLiteral("open.ini"));
    MatchController *match = m_window->match();
    QVERIFY(!match->isActive());
    QVERIFY(m_window->files()->openFile(path));
    QVERIFY(match->isActive());
    QCOMPARE(match->state(), MatchController::State::Playing);
    QCOMPARE(match->roundNumber(), 3);
    QCOMPARE(match->match()->rounds(),
             std::vector<RoundResult>(script->match.rounds().begin(), script->match.rounds().begin() + 2));
    QCOMPARE(m_window->scoreboard()->rowCount(), 3);
    QVERIFY(m_window->scoreboardDock()->isVisible());
    QCOMPARE(m_window->controller()->turnCount(), half);
    QVERIFY(!m_window->controller()->isReplaying());
    QVERIFY(m_window->files()->filePath() == path);
    // Play round 3 to its end from the opened file: the handicap holds.
    QSignalSpy announced(m_window->scene(), &BoardScene::announced);
    playByClicks(script->moves[2]);
    const Player taker = winnerOf(script->games[1]);
    const QString banner = QStringLiteral("Round 3: the last four go to %1, winner of round 2")
                               .arg(taker == Player::South ? QStringLiteral("Ana") : QStringLiteral("Luis"));
    bool seen = false;
    for (const QList<QVariant> &args : announced)
        seen = seen || args.at(0).toString() == banner;
    QVERIFY2(seen, qPrintable(banner));
    QTRY_VERIFY(m_window->matchResultDialog() && m_window->matchResultDialog()->isVisible());
    QCOMPARE(match->match()->rounds(), script->match.rounds());
    // The finished match saves whole.
    QVERIFY(m_window->files()->isModified());
    QVERIFY(m_window->files()->saveTo(path));
    LoadResult again = loadRecordFile(path);
    QVERIFY(std::holds_alternative<LoadedGame>(again));
    QVERIFY(std::get<LoadedGame>(again).matchSoFar()->isOver());
    m_window->matchResultDialog()->reject();

    // Any round can be replayed, in a window of its own: round 3 again,
    // with its words for the last four, while the match stays as it is.
    Scoreboard *board = m_window->scoreboard();
    GameController *c = m_window->controller();
    const std::vector<Move> mainMoves = c->game().moves();
    QVERIFY(!board->replayButton()->isEnabled());
    board->selectRound(3);
    QVERIFY(board->replayButton()->isEnabled());
    QTest::mouseClick(board->replayButton(), Qt::LeftButton);
    QTRY_VERIFY(m_window->roundReplayDialog() && m_window->roundReplayDialog()->isVisible());
    RoundReplayDialog *replay = m_window->roundReplayDialog();
    QCOMPARE(replay->round(), 3);
    GameController *rc = replay->controller();
    QVERIFY(rc->isReplaying());
    QCOMPARE(rc->replayTurn(), 0);
    QCOMPARE(rc->game().moves(), script->games[2].moves());
    QCOMPARE(replay->scene()->shownPosition(), script->games[2].start());
    replay->replayBar()->forwardAction()->trigger();
    QTRY_COMPARE(rc->state(), GameController::State::Replaying);
    QCOMPARE(rc->replayTurn(), 1);
    QCOMPARE(sceneDifference(*replay->scene(), script->games[2].positions()[1]), QString());
    // The last turn, shown: the banner and status give the handicap's words.
    rc->replayTo(rc->turnCount() - 1);
    QSignalSpy replayed(replay->scene(), &BoardScene::announced);
    QVERIFY(rc->replayForward());
    QTRY_COMPARE(rc->state(), GameController::State::Replaying);
    const QString roundThreeBanner =
        QStringLiteral("Round 3: the last four go to %1, winner of round 2")
            .arg(winnerOf(script->games[1]) == Player::South ? QStringLiteral("Ana") : QStringLiteral("Luis"));
    bool heard = false;
    for (const QList<QVariant> &args : replayed)
        heard = heard || args.at(0).toString() == roundThreeBanner;
    QVERIFY2(heard, qPrintable(roundThreeBanner));
    // The match in the window never moved.
    QCOMPARE(c->game().moves(), mainMoves);
    QCOMPARE(match->state(), MatchController::State::MatchOver);
    replay->close();
    QTRY_VERIFY(!m_window->roundReplayDialog());
}

void TstMatchGui::autosaveResumesMatch()
{
    const std::optional<Script> script = findMatch(threeRoundsOfHoyitoIII(), 3, handicapShows);
    QVERIFY(script);
    makeWindow(QStringLiteral("resume.ini"));
    m_window->startGame(setupOf(script->settings, QString(), QString()));
    playByClicks(script->moves[0]);
    QTRY_VERIFY(m_window->roundSummaryDialog());
    // Between rounds the match is kept: quit now, and it comes back.
    QVERIFY(QFile::exists(m_window->autosave()->filePath()));
    m_window->close();
    makeWindow(QStringLiteral("resume.ini"));
    MatchController *match = m_window->match();
    QCOMPARE(match->state(), MatchController::State::BetweenRounds);
    QCOMPARE(match->match()->rounds().size(), std::size_t(1));
    QTRY_VERIFY(m_window->roundSummaryDialog() && m_window->roundSummaryDialog()->isVisible());
    QTest::mouseClick(m_window->roundSummaryDialog()->nextRoundButton(), Qt::LeftButton);
    QCOMPARE(match->roundNumber(), 2);
    // At the start of round 2, before any move: still kept.
    QVERIFY(QFile::exists(m_window->autosave()->filePath()));
    playByClicks(script->moves[1]);
    QTRY_VERIFY(m_window->roundSummaryDialog());
    QTest::mouseClick(m_window->roundSummaryDialog()->nextRoundButton(), Qt::LeftButton);
    const int some = 7;
    playByClicks(script->moves[2], some);
    // In the middle of round 3.
    m_window->close();
    makeWindow(QStringLiteral("resume.ini"));
    match = m_window->match();
    QCOMPARE(match->state(), MatchController::State::Playing);
    QCOMPARE(match->roundNumber(), 3);
    QCOMPARE(m_window->controller()->turnCount(), some);
    QCOMPARE(m_window->scene()->lastFourText(winnerOf(script->games[1])),
             QStringLiteral("Round 3: the last four go to %1, winner of round 2")
                 .arg(RulesText::sideName(winnerOf(script->games[1]))));
    playByClicks(script->moves[2]);
    QTRY_VERIFY(m_window->matchResultDialog());
    QCOMPARE(match->match()->rounds(), script->match.rounds());
    // A finished match has nothing left to resume.
    QVERIFY(!QFile::exists(m_window->autosave()->filePath()));
}

void TstMatchGui::crashBetweenRoundsLosesNothing()
{
    // The autosave as it is the moment round 1 is over, and the moment
    // round 2 is about to start: the same file, so a program that dies
    // anywhere in between (the window gone without closing) comes back
    // with the finished round and its score, at the summary, ready for the
    // next round.
    const std::optional<Script> script = findMatch(threeRoundsOfHoyitoIII(), 3, handicapShows);
    QVERIFY(script);
    makeWindow(QStringLiteral("crash.ini"));
    const QString autosave = m_window->autosave()->filePath();
    const QString atRoundEnd = m_dir.filePath(QStringLiteral("crash-round-end.hoyito"));
    const QString beforeNext = m_dir.filePath(QStringLiteral("crash-before-next.hoyito"));
    QFile::remove(atRoundEnd);
    QFile::remove(beforeNext);
    MatchController *match = m_window->match();
    bool copied = false;
    connect(match, &MatchController::roundFinished, this, [&] { copied = QFile::copy(autosave, atRoundEnd); });
    connect(match, &MatchController::roundStarting, this, [&](int round) {
        if (round == 2)
            copied = copied && QFile::copy(autosave, beforeNext);
    });
    m_window->startGame(setupOf(script->settings, QStringLiteral("Ana"), QStringLiteral("Luis")));
    playByClicks(script->moves[0]);
    QTRY_VERIFY(m_window->roundSummaryDialog() && m_window->roundSummaryDialog()->isVisible());
    const QString score = m_window->scoreboard()->scoreText();
    QTest::mouseClick(m_window->roundSummaryDialog()->nextRoundButton(), Qt::LeftButton);
    QCOMPARE(match->roundNumber(), 2);
    QVERIFY(copied);
    const auto contents = [](const QString &path) {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    const QByteArray betweenRounds = contents(atRoundEnd);
    QVERIFY(!betweenRounds.isEmpty());
    QCOMPARE(contents(beforeNext), betweenRounds);

    m_window.reset(); // gone without closing
    QFile::remove(autosave);
    QVERIFY(QFile::copy(atRoundEnd, autosave));
    makeWindow(QStringLiteral("crash.ini"));
    match = m_window->match();
    QCOMPARE(match->state(), MatchController::State::BetweenRounds);
    QCOMPARE(match->match()->rounds(),
             std::vector<RoundResult>(script->match.rounds().begin(), script->match.rounds().begin() + 1));
    QCOMPARE(m_window->controller()->game().moves(), script->moves[0]);
    QCOMPARE(m_window->scoreboard()->rowCount(), 1);
    QCOMPARE(m_window->scoreboard()->scoreText(), score);
    QCOMPARE(m_window->statusText(), QStringLiteral("Resumed your match: round 1 is over, round 2 is next"));
    QTRY_VERIFY(m_window->roundSummaryDialog() && m_window->roundSummaryDialog()->isVisible());
    QCOMPARE(GameText::playerName(m_window->controller()->setup(), Player::North), QStringLiteral("Luis"));
    QTest::mouseClick(m_window->roundSummaryDialog()->nextRoundButton(), Qt::LeftButton);
    QCOMPARE(match->roundNumber(), 2);
    QCOMPARE(m_window->controller()->game().start(), script->games[1].start());
    QCOMPARE(m_window->controller()->turnCount(), 0);

    // Dying in round 2 before its first move: round 2 comes back, round 1 kept.
    m_window.reset();
    makeWindow(QStringLiteral("crash.ini"));
    match = m_window->match();
    QCOMPARE(match->state(), MatchController::State::Playing);
    QCOMPARE(match->roundNumber(), 2);
    QCOMPARE(match->match()->rounds().size(), std::size_t(1));
    QCOMPARE(m_window->controller()->turnCount(), 0);
    QCOMPARE(m_window->scoreboard()->scoreText(), score);
    playByClicks(script->moves[1]);
    QCOMPARE(match->match()->rounds(),
             std::vector<RoundResult>(script->match.rounds().begin(), script->match.rounds().begin() + 2));
}

// ------------------------------------------------------------------ pictures

void TstMatchGui::scoreboardFitsLongNames()
{
    // Long names, in the smallest window and a large one: the round and
    // the score do not overlap nor get cut, the table fits its width, and
    // the last four keep room for their heading and longest word.
    const std::optional<Script> script = findMatch(threeRoundsOfHoyitoIII(), 3, handicapShows);
    QVERIFY(script);
    for (const QSize size : {QSize(800, 500), QSize(1600, 1000)}) {
        makeWindow(QStringLiteral("long-names%1.ini").arg(size.width()));
        m_window->resize(size);
        m_window->startGame(
            setupOf(script->settings, QStringLiteral("Altagracia Mercedes"), QStringLiteral("Bienvenido Luis")));
        playByClicks(script->moves[0]);
        QTRY_VERIFY(m_window->roundSummaryDialog() && m_window->roundSummaryDialog()->isVisible());
        m_window->roundSummaryDialog()->reject();
        Scoreboard *board = m_window->scoreboard();
        auto *title = board->findChild<QLabel *>(QStringLiteral("matchTitle"));
        auto *score = board->findChild<QLabel *>(QStringLiteral("matchScore"));
        QVERIFY(title && score);
        QTRY_VERIFY2(!title->geometry().intersects(score->geometry()),
                     qPrintable(QStringLiteral("%1").arg(size.width())));
        for (QLabel *label : {title, score})
            QVERIFY2(label->wordWrap() || label->width() >= label->fontMetrics().horizontalAdvance(label->text()),
                     qPrintable(label->text()));
        QTableWidget *table = board->table();
        // The longest words of the names are not cut (a hidden column has
        // no width).
        const auto longestWord = [table](int column) {
            int longest = 0;
            for (int row = 0; row < table->rowCount(); ++row) {
                const QTableWidgetItem *cell = table->item(row, column);
                for (const QString &word : cell->text().split(QLatin1Char(' ')))
                    longest = qMax(longest, QFontMetrics(cell->font()).horizontalAdvance(word));
            }
            return longest;
        };
        QVERIFY2(
            table->columnWidth(Scoreboard::WinnerColumn) > longestWord(Scoreboard::WinnerColumn),
            qPrintable(QStringLiteral("%1: %2").arg(size.width()).arg(table->columnWidth(Scoreboard::WinnerColumn))));
        if (!table->isColumnHidden(Scoreboard::StarterColumn))
            QVERIFY(table->columnWidth(Scoreboard::StarterColumn) > longestWord(Scoreboard::StarterColumn));
        int used = 0;
        for (int column = 0; column < Scoreboard::ColumnCount; ++column)
            used += table->isColumnHidden(column) ? 0 : table->columnWidth(column);
        QVERIFY2(used <= table->viewport()->width(),
                 qPrintable(QStringLiteral("%1: %2 > %3").arg(size.width()).arg(used).arg(table->viewport()->width())));
        QVERIFY(table->columnWidth(Scoreboard::LastFourColumn) > longestWord(Scoreboard::LastFourColumn));
        QVERIFY(table->columnWidth(Scoreboard::LastFourColumn) >=
                table->horizontalHeader()->sectionSizeHint(Scoreboard::LastFourColumn));
        // A column left out is said under the table, and only then.
        const auto *hidden = board->findChild<QLabel *>(QStringLiteral("scoreHiddenColumns"));
        QVERIFY(hidden);
        QCOMPARE(hidden->isVisibleTo(board),
                 table->isColumnHidden(Scoreboard::StarterColumn) || table->isColumnHidden(Scoreboard::SeedsColumn));
        // The seeds' heading says whose come first.
        QVERIFY(table->horizontalHeaderItem(Scoreboard::SeedsColumn)->text().endsWith(QStringLiteral("S–N")));
        // At the large size every column is there.
        if (size.width() > 1000)
            for (int column = 0; column < Scoreboard::ColumnCount; ++column)
                QVERIFY(!table->isColumnHidden(column));
    }
}

void TstMatchGui::narrowScoreboardStacksTitleAndScore()
{
    // The round and the score side by side in a wide dock; dragged
    // narrower than both on one line, the score goes under the round, and
    // back beside it when the dock is wide again.
    makeWindow(QStringLiteral("narrow.ini"));
    m_window->resize(1600, 1000);
    m_window->startGame(setupOf(threeRoundsOfHoyitoIII(), QStringLiteral("Altagracia"), QStringLiteral("Bienvenido")));
    QDockWidget *dock = m_window->scoreboardDock();
    Scoreboard *board = m_window->scoreboard();
    auto *title = board->findChild<QLabel *>(QStringLiteral("matchTitle"));
    auto *score = board->findChild<QLabel *>(QStringLiteral("matchScore"));
    QVERIFY(title && score);
    QVERIFY(dock->isVisible());
    const int oneLine =
        title->fontMetrics().horizontalAdvance(title->text()) + score->fontMetrics().horizontalAdvance(score->text());
    const auto sideBySide = [title, score] { return score->geometry().top() < title->geometry().bottom(); };
    const auto widths = [&] {
        return QStringLiteral("dock %1, title %2, score %3, both on one line %4")
            .arg(dock->width())
            .arg(title->width())
            .arg(score->width())
            .arg(oneLine);
    };
    // The window gives the dock its width first (from the event loop).
    QCoreApplication::processEvents();
    m_window->resizeDocks({dock}, {oneLine + 100}, Qt::Horizontal);
    QTRY_COMPARE(dock->width(), oneLine + 100);
    QTRY_VERIFY2(sideBySide(), qPrintable(widths()));
    m_window->resizeDocks({dock}, {oneLine - 60}, Qt::Horizontal);
    QTRY_COMPARE(dock->width(), oneLine - 60);
    QTRY_VERIFY2(!sideBySide(), qPrintable(widths()));
    for (QLabel *label : {title, score})
        QVERIFY2(label->width() >= label->fontMetrics().horizontalAdvance(label->text()) || label->wordWrap(),
                 qPrintable(label->text()));
    m_window->resizeDocks({dock}, {oneLine + 100}, Qt::Horizontal);
    QTRY_COMPARE(dock->width(), oneLine + 100);
    QTRY_VERIFY2(sideBySide(), qPrintable(widths()));
}

void TstMatchGui::scoreboardWrapsInEveryLanguage()
{
    // Two rounds that end by the last four, in a small and a large window,
    // in English, German and Gujarati: every cell of the scoreboard is as
    // high as its wrapped text (none ends in "…"), and the settings line
    // under the score wraps whole.
    const std::optional<Script> script = findMatch(threeRoundsOfHoyitoIII(), 3, handicapShows);
    QVERIFY(script);
    const auto english = qScopeGuard([] { Language::apply(QString::fromLatin1(Language::kEnglish)); });
    for (const char *language : {"en", "de", "gu"}) {
        Language::apply(QString::fromLatin1(language));
        for (const QSize size : {QSize(800, 500), QSize(1600, 1000)}) {
            makeWindow(QStringLiteral("wrap-%1-%2.ini").arg(QLatin1String(language)).arg(size.width()));
            m_window->resize(size);
            m_window->startGame(setupOf(script->settings, QStringLiteral("Ana"), QStringLiteral("Luis")));
            for (int round = 1; round <= 2; ++round) {
                playByClicks(script->moves[round - 1]);
                QTRY_VERIFY(m_window->roundSummaryDialog() && m_window->roundSummaryDialog()->isVisible());
                m_window->roundSummaryDialog()->reject();
                if (round == 1)
                    QTest::mouseClick(m_window->scoreboard()->nextRoundButton(), Qt::LeftButton);
            }
            const QString where = QStringLiteral("%1 %2").arg(QLatin1String(language)).arg(size.width());
            Scoreboard *board = m_window->scoreboard();
            QTableWidget *table = board->table();
            const QAbstractItemView *view = table; // sizeHintForRow() is protected in QTableView
            QCOMPARE(table->rowCount(), 2);
            // As high as the texts need at the columns' widths (the view's own
            // measure, with the texts wrapped), once everything is laid out.
            QTest::qWait(100);
            for (int row = 0; row < table->rowCount(); ++row)
                QVERIFY2(table->rowHeight(row) >= view->sizeHintForRow(row),
                         qPrintable(QStringLiteral("%1: row %2 has %3, needs %4")
                                        .arg(where)
                                        .arg(row)
                                        .arg(table->rowHeight(row))
                                        .arg(view->sizeHintForRow(row))));
            auto *settingsLine = board->findChild<QLabel *>(QStringLiteral("matchSettings"));
            QVERIFY(settingsLine && settingsLine->wordWrap());
            QVERIFY(settingsLine->text().endsWith(m_window->match()->settingsText()));
            QTRY_VERIFY2(settingsLine->height() >= settingsLine->heightForWidth(settingsLine->width()),
                         qPrintable(where));
            const QString folder = qEnvironmentVariable("HOYITO_MATCH_SHOTS");
            if (!folder.isEmpty()) {
                QDir().mkpath(folder);
                QCoreApplication::processEvents();
                QVERIFY(m_window->grab().save(QDir(folder).filePath(
                    QStringLiteral("scoreboard-wrap-%1-%2.png").arg(QLatin1String(language)).arg(size.width()))));
            }
        }
    }
}

void TstMatchGui::screenshots()
{
    QString folder = qEnvironmentVariable("HOYITO_MATCH_SHOTS");
    QTemporaryDir temporary;
    if (folder.isEmpty())
        folder = temporary.path();
    QDir().mkpath(folder);
    const auto save = [&folder](const QImage &image, const QString &name) {
        QVERIFY(!image.isNull());
        QVERIFY(image.save(QDir(folder).filePath(name + QStringLiteral(".png"))));
    };

    // A refill match in round 3 with closed holes, and a round summary.
    MatchSettings settings;
    settings.variant = Variant::III;
    settings.lengthCount = 5;
    settings.refill = true;
    const std::optional<Script> script = findMatch(settings, 3, [](const Script &s) {
        int closed = 0;
        for (int h = 0; h < 12; ++h)
            closed += s.games[2].start().isClosed(h) ? 1 : 0;
        return closed >= 2 && s.games[1].position().ending == EndReason::LastFour && s.games[2].turnCount() > 20 &&
               s.games[0].turnCount() < 150 && s.games[1].turnCount() < 150;
    });
    QVERIFY(script);
    // The large window only when the pictures are kept: the small one
    // exercises the same code.
    QList<QSize> sizes{QSize(800, 500)};
    if (qEnvironmentVariableIsSet("HOYITO_MATCH_SHOTS"))
        sizes << QSize(1600, 1000);
    for (const QSize &size : std::as_const(sizes)) {
        makeWindow(QStringLiteral("shots%1.ini").arg(size.width()));
        m_window->resize(size);
        m_window->startGame(setupOf(settings, QStringLiteral("Ana"), QStringLiteral("Luis")));
        for (int round = 1; round <= 2; ++round) {
            playByClicks(script->moves[round - 1]);
            QTRY_VERIFY(m_window->roundSummaryDialog() && m_window->roundSummaryDialog()->isVisible());
            if (round == 2)
                save(m_window->roundSummaryDialog()->grab().toImage(),
                     QStringLiteral("round-summary-%1").arg(size.width()));
            QTest::mouseClick(m_window->roundSummaryDialog()->nextRoundButton(), Qt::LeftButton);
        }
        playByClicks(script->moves[2], 10);
        // The screenshot shows the board as painted (nothing marks the paint).
        QTest::qWait(50);
        save(m_window->grab().toImage(), QStringLiteral("match-round3-closed-%1").arg(size.width()));
        save(m_window->scoreboard()->grab().toImage(), QStringLiteral("scoreboard-%1").arg(size.width()));
        // The banner of the last four, frozen on the board.
        m_window->setAnimationSpeed(AnimationSpeed::Normal);
        GameController *c = m_window->controller();
        while (c->turnCount() < int(script->moves[2].size()) - 1) {
            QVERIFY(waitForInput());
            click(script->moves[2][c->turnCount()].hole);
            m_window->scene()->finishAnimation();
        }
        QVERIFY(waitForInput());
        click(script->moves[2][c->turnCount()].hole);
        BoardScene *scene = m_window->scene();
        QSignalSpy announced(scene, &BoardScene::announced);
        const int duration = scene->animationDuration();
        int at = 0;
        for (; at < duration && announced.isEmpty(); at += 20)
            scene->holdAnimationAt(at);
        scene->holdAnimationAt(at + 400);
        save(m_window->grab().toImage(), QStringLiteral("last-four-banner-%1").arg(size.width()));
        scene->finishAnimation();
        QTRY_VERIFY(m_window->roundSummaryDialog() || m_window->matchResultDialog());
        if (m_window->roundSummaryDialog())
            m_window->roundSummaryDialog()->reject();
        // The screenshot shows the scoreboard as laid out and painted.
        QTest::qWait(50);
        save(m_window->grab().toImage(), QStringLiteral("between-rounds-%1").arg(size.width()));
    }
    // The match result and the New Game dialog.
    makeWindow(QStringLiteral("shots-result.ini"));
    const std::optional<Script> short3 = findMatch(threeRoundsOfHoyitoIII(), 3, handicapShows);
    QVERIFY(short3);
    m_window->startGame(setupOf(short3->settings, QStringLiteral("Ana"), QStringLiteral("Luis")));
    for (int round = 1; round <= 3; ++round) {
        playByClicks(short3->moves[round - 1]);
        if (round < 3) {
            QTRY_VERIFY(m_window->roundSummaryDialog());
            QTest::mouseClick(m_window->roundSummaryDialog()->nextRoundButton(), Qt::LeftButton);
        }
    }
    QTRY_VERIFY(m_window->matchResultDialog() && m_window->matchResultDialog()->isVisible());
    save(m_window->matchResultDialog()->grab().toImage(), QStringLiteral("match-result"));
    save(m_window->grab().toImage(), QStringLiteral("match-over-window"));
    m_window->matchResultDialog()->reject();
    m_window->scoreboard()->selectRound(2);
    QTest::mouseClick(m_window->scoreboard()->replayButton(), Qt::LeftButton);
    QTRY_VERIFY(m_window->roundReplayDialog() && m_window->roundReplayDialog()->isVisible());
    m_window->roundReplayDialog()->controller()->replayTo(short3->games[1].turnCount() / 2);
    // The screenshot shows the replayed turn as painted.
    QTest::qWait(50);
    save(m_window->roundReplayDialog()->grab().toImage(), QStringLiteral("round-replay"));
    m_window->roundReplayDialog()->close();
    m_window->openNewGameDialog();
    QTRY_VERIFY(m_window->newGameDialog() && m_window->newGameDialog()->isVisible());
    save(m_window->newGameDialog()->grab().toImage(), QStringLiteral("new-game-match"));
    m_window->newGameDialog()->reject();

    // Computers between rounds: the summary counts down.
    makeComputerWindow(QStringLiteral("shots-computers.ini"), MatchController::kDefaultNextRoundDelay);
    m_window->startGame(computerMatch());
    QTRY_VERIFY_WITH_TIMEOUT(m_window->roundSummaryDialog() && m_window->roundSummaryDialog()->isVisible(), 30000);
    m_window->match()->setNextRoundDelay(MatchController::kDefaultNextRoundDelay); // 4 s from now
    save(m_window->roundSummaryDialog()->grab().toImage(), QStringLiteral("round-summary-countdown"));
    save(m_window->grab().toImage(), QStringLiteral("between-rounds-computers"));
    m_window->controller()->shutdownComputer();
}

QTEST_MAIN(TstMatchGui)
#include "tst_match_gui.moc"
