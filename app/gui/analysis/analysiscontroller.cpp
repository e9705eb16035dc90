#include "analysis/analysiscontroller.h"

#include "analysis/analysispanel.h"
#include "board/evalbar.h"
#include "game/gamecontroller.h"
#include "game/gametext.h"

#include "coachtext.h"

#include "hoyito/coach.h"

#include "hoyito/notation.h"

#include <QAction>
#include <QKeySequence>

#include <algorithm>

namespace hoyito::app {

namespace {

// About five views a second: smooth enough to watch, cheap to draw.
constexpr int kPollMs = 200;

} // namespace

AnalysisController::AnalysisController(GameController *game, BoardScene *scene, EvalBar *bar, AnalysisPanel *panel,
                                       QObject *parent)
    : QObject(parent)
    , m_game(game)
    , m_scene(scene)
    , m_bar(bar)
    , m_panel(panel)
    , m_toggle(new QAction(this))
{
    m_toggle->setObjectName(QStringLiteral("actionAnalysis"));
    m_toggle->setCheckable(true);
    m_toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    connect(m_toggle, &QAction::toggled, this, &AnalysisController::setOn);
    m_poll.setInterval(kPollMs);
    connect(&m_poll, &QTimer::timeout, this, &AnalysisController::poll);

    connect(game, &GameController::positionReset, this, [this] {
        // The game moved under the line shown: the board shows the game again.
        m_preview = -1;
        m_panel->setPreviewing(-1);
        m_scene->setCaption(QString());
        sync();
    });
    connect(game, &GameController::stateChanged, this, &AnalysisController::sync);
    connect(game, &GameController::boardSettled, this, &AnalysisController::sync);
    connect(game, &GameController::replayChanged, this, &AnalysisController::sync);
    connect(panel, &AnalysisPanel::lineMoveClicked, this, &AnalysisController::previewLine);
    connect(panel, &AnalysisPanel::backToGame, this, &AnalysisController::backToGame);
    connect(panel, &AnalysisPanel::threatsToggled, this, &AnalysisController::setShowThreats);
    retranslate();
}

AnalysisController::~AnalysisController()
{
    shutdown();
}

void AnalysisController::retranslate()
{
    m_toggle->setText(tr("&Analysis"));
    m_toggle->setToolTip(tr("The engine analyses the position on the board: every move's value, the expected score "
                            "and the best line"));
    if (m_on)
        showResult();
    else
        m_panel->showMessage(tr("Analysis is off."));
}

void AnalysisController::setOn(bool on)
{
    if (on == m_on)
        return;
    m_on = on;
    m_toggle->setChecked(on);
    if (on) {
        sync();
    } else {
        if (m_preview >= 0)
            backToGame();
        stopAndClear();
        m_panel->showMessage(tr("Analysis is off."));
    }
    Q_EMIT toggled(on);
}

void AnalysisController::setShowThreats(bool on)
{
    m_threats = on;
    if (m_panel->showsThreats() != on)
        m_panel->setShowsThreats(on);
    showBadges();
}

void AnalysisController::shutdown()
{
    m_poll.stop();
    m_thread.shutdown();
}

void AnalysisController::sync()
{
    if (!m_on)
        return;
    if (!m_game->hasGame()) {
        stopAndClear();
        return;
    }
    if (m_game->state() == GameController::State::Animating) {
        // A move is being shown: the board must show the game for it.
        if (m_preview >= 0) {
            m_preview = -1;
            m_panel->setPreviewing(-1);
            m_scene->setCaption(QString());
            m_scene->showPosition(m_game->shownPosition());
        }
        stopAndClear();
        return;
    }
    const hoyito::Position &pos = m_game->shownPosition();
    // Every game it is on for, even when a new one starts on the same position.
    if (!pos.isOver())
        m_game->noteAnalysisUsed();
    if (m_position && *m_position == pos) {
        showBadges();
        return;
    }
    restart(pos);
}

void AnalysisController::restart(const hoyito::Position &pos)
{
    m_thread.stop();
    m_position = pos;
    ++m_id;
    m_sequence = ~quint64{0};
    m_result = {};
    m_finished = false;
    m_scene->setHoleBadges({});
    if (pos.isOver()) {
        m_poll.stop();
        m_panel->showMessage(tr("The game is over."));
        const auto final = hoyito::finalScores(pos);
        m_bar->setSouthShare(final[0] + final[1] > 0 ? qreal(final[0]) / (final[0] + final[1]) : 0.5);
        return;
    }
    m_panel->showMessage(tr("Analysing…"));
    m_thread.analyse(m_id, pos, m_tables);
    m_poll.start();
}

void AnalysisController::stopAndClear()
{
    m_thread.stop();
    m_poll.stop();
    m_position.reset();
    m_result = {};
    ++m_id;
    m_scene->setHoleBadges({});
}

void AnalysisController::poll()
{
    // The line being previewed stays as it was clicked; the way back to
    // the game takes the latest.
    if (m_preview >= 0)
        return;
    const std::optional<AnalysisUpdate> update = m_thread.latest();
    if (!update || update->id != m_id || update->sequence == m_sequence)
        return;
    m_sequence = update->sequence;
    m_finished = update->finished;
    if (!update->result.moves.empty() || m_result.moves.empty())
        m_result = update->result;
    showResult();
    if (m_finished)
        m_poll.stop();
}

void AnalysisController::showResult()
{
    if (!m_position || m_position->isOver() || m_result.moves.empty())
        return;
    const hoyito::Position &pos = *m_position;
    const hoyito::MoveAnalysis &best = m_result.moves.front();
    const int total = pos.seedsInGame() * hoyito::kSeedValue;
    const int southSeeds = pos.toMove == hoyito::Player::South ? best.value : total - best.value;

    AnalysisPanel::Shown shown;
    shown.southName = GameText::playerName(m_game->setup(), hoyito::Player::South);
    shown.northName = GameText::playerName(m_game->setup(), hoyito::Player::North);
    shown.depth = m_result.depth;
    shown.nodesPerSecond = qint64(m_result.nodes * 1000 / std::max<std::uint64_t>(1, m_result.timeMs));
    shown.southSeeds = southSeeds;
    shown.northSeeds = total - southSeeds;
    shown.exact = best.exact;
    shown.searching = !m_finished;
    hoyito::Position walk = pos;
    for (hoyito::Move move : best.pv) {
        if (walk.isOver() || hoyito::checkMove(walk, move) != hoyito::MoveError::None)
            break;
        shown.line << GameText::moveNotation(walk.rules, move);
        hoyito::playTurn(walk, move);
    }
    m_panel->showAnalysis(shown);
    m_bar->setSouthShare(total > 0 ? qreal(southSeeds) / total : 0.5);
    //: the evaluation bar's tooltip: "Expected at the end: South 30 – North 18" (seeds, to a tenth while estimated)
    m_bar->setToolTip(tr("Expected at the end: %1 %2 – %3 %4")
                          .arg(shown.southName, AnalysisPanel::seedsText(shown.southSeeds), shown.northName,
                               AnalysisPanel::seedsText(shown.northSeeds)));
    showBadges();
    Q_EMIT updated();
}

void AnalysisController::showBadges()
{
    if (!m_on || m_preview >= 0 || !m_position || m_position->isOver() || !(m_scene->shownPosition() == *m_position) ||
        m_scene->isAnimating()) {
        m_scene->setHoleBadges({});
        return;
    }
    const hoyito::Position &pos = *m_position;
    const GameSetup &setup = m_game->setup();
    QList<BoardScene::HoleBadge> badges;
    if (!m_result.moves.empty()) {
        const int bestScore = m_result.moves.front().score;
        for (const hoyito::MoveAnalysis &m : m_result.moves) {
            if (m.move.isPass())
                continue;
            BoardScene::HoleBadge badge;
            badge.hole = m.move.hole;
            badge.kind = m.score == bestScore ? BoardScene::HoleBadge::Kind::Best : BoardScene::HoleBadge::Kind::Value;
            badge.text = AnalysisPanel::seedsText(m.value);
            badge.exact = m.exact;
            // The tooltip starts a sentence, so the hole is named by its
            // letter alone: it is the mover's, whom %2 names.
            const QString hole = QString(QChar::fromLatin1(hoyito::holeLetter(pos.rules, m.move.hole)));
            const QString player = GameText::playerName(setup, pos.toMove);
            const QString seeds = AnalysisPanel::seedsText(m.value);
            if (badge.kind == BoardScene::HoleBadge::Kind::Best)
                //: a badge's tooltip: "Hole c: the best move; South ends with 30 seeds (proven)"; %1 a hole letter of
                //: the player to move, %2 that player
                badge.toolTip =
                    m.exact ? tr("Hole %1: the best move; %2 ends with %3 seeds (proven)").arg(hole, player, seeds)
                            : tr("Hole %1: the best move; %2 should end with about %3 seeds").arg(hole, player, seeds);
            else
                badge.toolTip = m.exact ? tr("Hole %1: %2 ends with %3 seeds (proven)").arg(hole, player, seeds)
                                        : tr("Hole %1: %2 should end with about %3 seeds").arg(hole, player, seeds);
            // Under its value, why, in the coach's words on the lines: the
            // best move's as a hint's; a move clearly worse than the best
            // (the review's ?! and worse) against the best move's line.
            const hoyito::MoveAnalysis &best = m_result.moves.front();
            QString why;
            if (&m == &best)
                why = CoachText::hint(pos.rules, hoyito::explainHint(pos, m.move, m.pv), GameText::playerNames(setup));
            else if (hoyito::isMarked(hoyito::classifyLoss(best.value - m.value)))
                why = CoachText::reviewedTurn(pos.rules,
                                              hoyito::explainReviewedTurn(pos, m.move, m.pv, best.move, best.pv),
                                              GameText::playerNames(setup));
            if (!why.isEmpty())
                badge.toolTip =
                    QStringLiteral("<p>%1</p><p>%2</p>").arg(badge.toolTip.toHtmlEscaped(), why.toHtmlEscaped());
            badges.append(badge);
        }
    }
    if (m_threats) {
        for (const hoyito::Threat &threat : hoyito::threats(pos)) {
            BoardScene::HoleBadge badge;
            badge.hole = threat.move.hole;
            badge.kind = BoardScene::HoleBadge::Kind::Threat;
            badge.text = QStringLiteral("+%1").arg(threat.seeds);
            //: a threat's tooltip: "Hole B would capture 8 seeds if it were North's turn"; %1 a hole letter of
            //: the opponent, %2 the opponent
            badge.toolTip = tr("Hole %1 would capture %n seed(s) if it were %2's turn", nullptr, threat.seeds)
                                .arg(QString(QChar::fromLatin1(hoyito::holeLetter(pos.rules, threat.move.hole))),
                                     GameText::playerName(setup, hoyito::opponent(pos.toMove)));
            badges.append(badge);
        }
    }
    m_scene->setHoleBadges(badges);
}

void AnalysisController::previewLine(int index)
{
    if (!m_position || m_result.moves.empty() || m_game->state() == GameController::State::Animating)
        return;
    hoyito::Position walk = *m_position;
    const std::vector<hoyito::Move> &line = m_result.moves.front().pv;
    for (int i = 0; i <= index && i < int(line.size()); ++i) {
        if (walk.isOver() || hoyito::checkMove(walk, line[i]) != hoyito::MoveError::None)
            return;
        hoyito::playTurn(walk, line[i]);
    }
    m_preview = index;
    m_scene->lockInput();
    m_scene->showPosition(walk);
    m_scene->setHoleBadges({});
    //: on the board's name plate of the player to move while the analysis's line is previewed
    m_scene->setCaption(tr("preview, not played"));
    m_panel->setPreviewing(index);
}

void AnalysisController::backToGame()
{
    if (m_preview < 0)
        return;
    m_preview = -1;
    m_panel->setPreviewing(-1);
    m_scene->setCaption(QString());
    restoreBoard();
    showBadges();
    poll();
}

void AnalysisController::restoreBoard()
{
    if (!m_game->hasGame())
        return;
    m_scene->showPosition(m_game->shownPosition());
    if (!m_game->isAwaitingBoardInput())
        return;
    const hoyito::Position &pos = m_game->position();
    const hoyito::ChildList &legal = m_game->game().children();
    QList<int> playable;
    for (const hoyito::Child &child : legal)
        if (!child.move.isPass())
            playable.append(child.move.hole);
    QList<int> endless;
    for (int hole = 0; hole < pos.rules.holeCount(); ++hole)
        if ((legal.endless() >> hole) & 1u)
            endless.append(hole);
    m_scene->enableInput(pos.toMove, playable, endless);
}

} // namespace hoyito::app
