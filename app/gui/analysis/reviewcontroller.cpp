#include "analysis/reviewcontroller.h"

#include "analysis/evalgraph.h"
#include "analysis/movelistmodel.h"
#include "analysis/reviewtext.h"
#include "board/boardscene.h"
#include "game/gamecontroller.h"
#include "game/gametext.h"

#include "coachtext.h"

#include <QAction>

#include <algorithm>

namespace hoyito::app {

namespace {

// South's expected final seeds less North's, from a value in the mover's
// expected final seeds at `pos`.
int southDifference(const hoyito::Position &pos, int moverValue)
{
    const int total = pos.seedsInGame() * hoyito::kSeedValue;
    const int south = pos.toMove == hoyito::Player::South ? moverValue : total - moverValue;
    return 2 * south - total;
}

} // namespace

ReviewController::ReviewController(GameController *game, BoardScene *scene, ReviewPanel *panel, MoveListModel *moves,
                                   QObject *parent)
    : QObject(parent)
    , m_game(game)
    , m_scene(scene)
    , m_panel(panel)
    , m_moves(moves)
    , m_action(new QAction(this))
{
    m_action->setObjectName(QStringLiteral("actionReviewGame"));
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    connect(m_action, &QAction::triggered, this, &ReviewController::start);
    connect(&m_thread, &ReviewThread::turnReviewed, this, &ReviewController::onTurnReviewed);
    connect(&m_thread, &ReviewThread::jobEnded, this, &ReviewController::onJobEnded);
    connect(panel, &ReviewPanel::startRequested, this, &ReviewController::start);
    connect(panel, &ReviewPanel::cancelRequested, this, &ReviewController::cancel);
    connect(panel, &ReviewPanel::betterMoveRequested, this, &ReviewController::showBetterMove);
    connect(panel->graph(), &EvalGraph::turnClicked, this, [this](int turn) {
        if (m_game->hasGame() && turn >= 0 && turn <= m_game->turnCount())
            m_game->replayTo(turn);
    });

    // Another game (new, opened, a match's next round): the review is of the old one.
    connect(game, &GameController::gameStarted, this, [this] {
        abortBetterMove();
        clear();
    });
    connect(game, &GameController::historyChanged, this, &ReviewController::checkStillValid);
    // Whatever the controller shows ends the better move, and moves the
    // graph's line and the verdict to the turn shown.
    const auto follow = [this] {
        abortBetterMove();
        refreshTurn();
    };
    connect(game, &GameController::positionReset, this, follow);
    connect(game, &GameController::moveCommitted, this, follow);
    connect(game, &GameController::replayChanged, this, follow);
    connect(game, &GameController::boardSettled, this, &ReviewController::refreshTurn);
    connect(game, &GameController::stateChanged, this, &ReviewController::refreshTurn);
    connect(scene, &BoardScene::animationFinished, this, [this](quint64 token) {
        if (!m_showing || token != m_betterToken)
            return;
        // The board's own words on the move ("North plays again") are past:
        // the status line says again what is shown.
        if (const std::optional<hoyito::TurnReview> turn = shownTurn())
            Q_EMIT message(ReviewText::betterMoveStatus(m_game->setup(), *turn));
        // It stays: the player looks as long as they like, and goes back
        // with the same button (or by going to any turn).
        m_panel->setBetterMoveShown(true);
    });
    retranslate();
}

ReviewController::~ReviewController()
{
    m_thread.shutdown();
}

hoyito::ReviewLimits ReviewController::limitsFor(ReviewPanel::Strength strength)
{
    return reviewLimits(strength);
}

void ReviewController::retranslate()
{
    m_action->setText(ReviewText::menuEntry());
    m_action->setToolTip(ReviewText::menuToolTip());
    refresh();
}

bool ReviewController::start()
{
    abortBetterMove();
    if (!m_game->hasGame() || m_game->turnCount() == 0) {
        clear();
        m_panel->setTurnText(ReviewText::noMoves());
        return false;
    }
    m_thread.stop();
    ++m_id;
    m_reviewed = m_game->game();
    m_strength = m_panel->strength();
    m_total = m_reviewed->turnCount();
    m_turns.clear();
    m_turns.reserve(std::size_t(m_total));
    m_complete = false;
    m_running = true;
    // The best moves of a game still being played are the engine's help.
    m_game->noteAnalysisUsed();
    m_thread.review(m_id, *m_reviewed, limitsFor(m_panel->strength()), m_tables);
    m_panel->showProgress(0, m_total);
    refresh();
    return true;
}

bool ReviewController::showReview(ReviewPanel::Strength strength, const std::vector<hoyito::TurnReview> &turns)
{
    if (!m_game->hasGame())
        return false;
    const hoyito::Game &game = m_game->game();
    if (int(turns.size()) != game.turnCount() || turns.empty())
        return false;
    for (std::size_t i = 0; i < turns.size(); ++i) {
        const hoyito::TurnReview &t = turns[i];
        if (t.turn != int(i) + 1 || !(t.move == game.moves()[i]) || t.mover != game.positions()[i].toMove)
            return false;
    }
    abortBetterMove();
    m_thread.stop();
    ++m_id; // whatever a stopped job still says is dropped
    m_running = false;
    m_reviewed = game;
    m_strength = strength;
    m_total = int(turns.size());
    m_turns = turns;
    m_complete = true;
    m_kept = CompleteReview{game, strength, turns};
    // Its best moves help a game still being played, as a review made now would.
    m_game->noteAnalysisUsed();
    m_panel->setStrength(strength);
    m_panel->showIdle(true);
    refresh();
    return true;
}

const ReviewController::CompleteReview *ReviewController::completeReview() const
{
    if (!m_kept || !m_game->hasGame())
        return nullptr;
    const hoyito::Game &game = m_game->game();
    const bool same = game.start() == m_kept->game.start() && game.moves() == m_kept->game.moves() &&
                      int(m_kept->turns.size()) == game.turnCount();
    return same ? &*m_kept : nullptr;
}

void ReviewController::cancel()
{
    if (!m_running)
        return;
    // Reviewing again: the complete review before comes back.
    std::optional<CompleteReview> before;
    if (completeReview())
        before = m_kept;
    clear();
    if (before)
        showReview(before->strength, before->turns);
    else
        m_panel->setTurnText(ReviewText::cancelled());
    Q_EMIT message(ReviewText::cancelled());
}

void ReviewController::shutdown()
{
    m_running = false;
    ++m_id;
    m_thread.shutdown();
}

void ReviewController::clear()
{
    const bool had = m_running || !m_turns.empty();
    m_thread.stop();
    ++m_id; // whatever the stopped job still says is dropped
    m_running = false;
    m_complete = false;
    m_reviewed.reset();
    m_kept.reset();
    m_total = 0;
    m_turns.clear();
    m_panel->showIdle(false);
    refresh();
    if (had)
        Q_EMIT reviewCleared();
}

void ReviewController::checkStillValid()
{
    if (!m_reviewed)
        return;
    // Turns played after the review leave it true for the turns it has;
    // undo, or another move in their place, does not.
    const hoyito::Game &now = m_game->game();
    const std::vector<hoyito::Move> &reviewed = m_reviewed->moves();
    const std::vector<hoyito::Move> &moves = now.moves();
    if (!(now.start() == m_reviewed->start()) || moves.size() < reviewed.size() ||
        !std::equal(reviewed.begin(), reviewed.end(), moves.begin())) {
        abortBetterMove();
        clear();
    }
}

void ReviewController::onTurnReviewed(quint64 id, const hoyito::TurnReview &review, int total)
{
    if (id != m_id || !m_running)
        return;
    m_turns.push_back(review);
    m_panel->showProgress(int(m_turns.size()), total);
    refresh();
}

void ReviewController::onJobEnded(quint64 id, bool complete)
{
    if (id != m_id || !m_running)
        return;
    m_running = false;
    m_complete = complete;
    if (complete && m_reviewed)
        m_kept = CompleteReview{*m_reviewed, m_strength, m_turns};
    m_panel->showIdle(true);
    refresh();
    if (complete)
        Q_EMIT reviewFinished();
}

void ReviewController::refresh()
{
    m_moves->setTurnReviews(m_turns);
    QList<EvalGraph::Point> points;
    if (m_reviewed && !m_turns.empty()) {
        const GameSetup &setup = m_game->setup();
        const std::vector<hoyito::Position> &positions = m_reviewed->positions();
        const auto point = [&](int turn, int difference, hoyito::MoveClass moveClass) {
            const int total = positions[std::size_t(turn)].seedsInGame() * hoyito::kSeedValue;
            EvalGraph::Point p;
            p.difference = difference;
            p.mark = turn > 0 ? ReviewText::classColor(moveClass) : QColor();
            p.toolTip = ReviewText::graphPoint(setup, turn, (total + difference) / 2, (total - difference) / 2);
            return p;
        };
        // The start: the best move's value; after each turn: the value of
        // the move played (its position searched one ply less deep).
        points << point(0, southDifference(positions[0], m_turns.front().bestValue), hoyito::MoveClass::Best);
        for (const hoyito::TurnReview &t : m_turns) {
            const hoyito::Position &before = positions[std::size_t(t.turn - 1)];
            const hoyito::Position &after = positions[std::size_t(t.turn)];
            int difference = southDifference(before, t.value);
            if (after.isOver()) {
                // The end of the game: the score itself.
                const auto final = hoyito::finalScores(after);
                difference = (final[0] - final[1]) * hoyito::kSeedValue;
            }
            points << point(t.turn, difference, t.moveClass);
        }
    }
    m_panel->graph()->setPoints(points);
    if (m_game->hasGame())
        m_panel->graph()->setNames(GameText::playerName(m_game->setup(), hoyito::Player::South),
                                   GameText::playerName(m_game->setup(), hoyito::Player::North));

    if (!m_turns.empty()) {
        const GameSetup &setup = m_game->setup();
        const std::array<double, 2> accuracy = hoyito::reviewAccuracy(m_turns);
        std::array<std::array<int, 3>, 2> counts{};
        for (const hoyito::TurnReview &t : m_turns) {
            if (t.forced)
                continue;
            auto &mine = counts[hoyito::index(t.mover)];
            if (t.moveClass == hoyito::MoveClass::Inaccuracy)
                ++mine[0];
            else if (t.moveClass == hoyito::MoveClass::Mistake)
                ++mine[1];
            else if (t.moveClass == hoyito::MoveClass::Blunder)
                ++mine[2];
        }
        const auto line = [&](hoyito::Player side) {
            const auto &c = counts[hoyito::index(side)];
            return ReviewText::accuracyLine(GameText::playerName(setup, side), accuracy[hoyito::index(side)], c[0],
                                            c[1], c[2]);
        };
        m_panel->setAccuracy(line(hoyito::Player::South), line(hoyito::Player::North));
    } else {
        m_panel->setAccuracy(QString(), QString());
    }
    m_panel->setDecided(decidedText());
    refreshTurn();
}

QString ReviewController::decidedText() const
{
    // Only for a whole game reviewed that someone won.
    if (m_running || m_turns.empty() || !m_game->hasGame())
        return {};
    const hoyito::Game &game = m_game->game();
    if (int(m_turns.size()) != game.turnCount() || !game.position().isOver())
        return {};
    const auto final = hoyito::finalScores(game.position());
    if (final[0] == final[1])
        return {};
    const hoyito::Player loser = final[0] < final[1] ? hoyito::Player::South : hoyito::Player::North;
    const std::optional<int> turn = hoyito::decidingTurn(m_turns, loser, game.start().seedsInGame());
    return ReviewText::decided(m_game->setup(), loser,
                               turn ? std::optional(m_turns[std::size_t(*turn - 1)]) : std::nullopt);
}

void ReviewController::refreshTurn()
{
    if (!m_game->hasGame())
        return;
    const int shown = m_game->shownTurnCount();
    m_panel->graph()->setCurrent(m_turns.empty() || shown > int(m_turns.size()) ? -1 : shown);
    m_panel->setBetterMoveEnabled(canShowBetterMove());
    const std::optional<hoyito::TurnReview> turn = shownTurn();
    m_panel->setWhyText(turn ? CoachText::reviewedTurn(m_game->game().positions()[std::size_t(turn->turn - 1)], *turn,
                                                       GameText::playerNames(m_game->setup()))
                             : QString());
    if (m_turns.empty()) {
        if (m_running)
            m_panel->setTurnText(QString());
        return;
    }
    m_panel->setTurnText(turn ? ReviewText::turnLine(m_game->setup(), *turn) : ReviewText::pickATurn());
}

std::optional<hoyito::TurnReview> ReviewController::shownTurn() const
{
    if (!m_game->hasGame())
        return std::nullopt;
    const int shown = m_game->shownTurnCount();
    if (shown < 1 || shown > int(m_turns.size()))
        return std::nullopt;
    return m_turns[std::size_t(shown - 1)];
}

bool ReviewController::canShowBetterMove() const
{
    const std::optional<hoyito::TurnReview> turn = shownTurn();
    return turn && !turn->forced && turn->moveClass != hoyito::MoveClass::Best && !m_showing &&
           m_game->state() != GameController::State::Animating;
}

bool ReviewController::showBetterMove()
{
    if (m_showing) {
        // The same button, once the move is shown: back to the game.
        if (m_scene->isAnimating())
            return false;
        endBetterMove();
        return true;
    }
    if (!canShowBetterMove())
        return false;
    const hoyito::TurnReview turn = *shownTurn();
    // The board shows the game at the turn (replay mode: no input, and the
    // controller ignores the board's animation signal).
    m_game->replayTo(turn.turn);
    if (!m_game->isReplaying() || m_game->state() != GameController::State::Replaying)
        return false;
    const hoyito::Position before = m_game->game().positions()[std::size_t(turn.turn - 1)];
    if (hoyito::checkMove(before, turn.best) != hoyito::MoveError::None)
        return false;
    hoyito::TurnRecord record;
    record.mover = before.toMove;
    record.move = turn.best;
    hoyito::Position after = before;
    record.summary = hoyito::playTurn(after, turn.best, &record.trace);
    ++m_betterToken;
    m_showing = true;
    m_betterPosition = after;
    m_panel->setBetterMoveEnabled(false);
    Q_EMIT message(ReviewText::betterMoveStatus(m_game->setup(), turn));
    m_badges = m_scene->holeBadges();
    m_badgesPosition = m_game->shownPosition();
    m_scene->setHoleBadges({});
    m_scene->showPosition(before);
    // An instant animation ends inside animateTurn: the button turns into
    // Back then.
    m_scene->animateTurn(record, before, after, m_betterToken);
    return true;
}

std::optional<hoyito::Position> ReviewController::betterMovePosition() const
{
    return m_showing ? m_betterPosition : std::nullopt;
}

void ReviewController::endBetterMove()
{
    if (!m_showing)
        return;
    m_showing = false;
    m_betterPosition.reset();
    m_panel->setBetterMoveShown(false);
    if (m_game->hasGame() && m_game->state() != GameController::State::Animating) {
        m_scene->showPosition(m_game->shownPosition());
        // Still the position they were for: the analysis's badges come back.
        if (m_game->shownPosition() == m_badgesPosition && m_scene->holeBadges().isEmpty())
            m_scene->setHoleBadges(m_badges);
    }
    m_badges.clear();
    refreshTurn();
    Q_EMIT betterMoveDone();
}

void ReviewController::abortBetterMove()
{
    if (!m_showing)
        return;
    endBetterMove();
}

} // namespace hoyito::app
