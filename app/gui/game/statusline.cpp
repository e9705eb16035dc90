#include "game/statusline.h"

#include "board/boardscene.h"
#include "game/gamecontroller.h"
#include "game/gameoutcome.h"
#include "game/gametext.h"
#include "game/replaybar.h"

namespace hoyito::app {

StatusLine::StatusLine(GameController *controller, BoardScene *scene, ReplayBar *replayBar, QWidget *parent)
    : QLabel(parent)
    , m_controller(controller)
    , m_replayBar(replayBar)
{
    setObjectName(QStringLiteral("statusText"));
    setTextFormat(Qt::PlainText);
    GameController *c = controller;
    connect(c, &GameController::positionReset, this,
            [this](const hoyito::Position &pos) { say(GameText::toMove(m_controller->setup(), pos)); });
    // Before the board's animateTurn: an instant animation ends inside it,
    // and its own words then tell the whole move.
    connect(c, &GameController::moveCommitted, this, [this](const hoyito::TurnRecord &record) {
        if (!record.move.isPass())
            //: status line while a move is shown: "South plays c"
            say(tr("%1 plays %2")
                    .arg(GameText::playerName(m_controller->setup(), record.mover),
                         GameText::moveNotation(m_controller->setup().rules, record.move)));
    });
    connect(c, &GameController::boardSettled, this, &StatusLine::afterMoveShown);
    connect(c, &GameController::moveRejected, this, [this](hoyito::Move, const QString &why) { say(why); });
    connect(scene, &BoardScene::announced, this, &StatusLine::say);
    connect(c, &GameController::replayChanged, this, [this] {
        // While a replayed turn moves, the status says who plays; once
        // shown, what it did (afterMoveShown).
        if (m_controller->isReplaying() && m_controller->state() != GameController::State::Animating)
            say(m_replayBar->statusText());
    });
}

void StatusLine::say(const QString &text)
{
    m_said = text;
    m_previewing = false;
    show(text);
}

void StatusLine::showPreview(const QString &summary)
{
    if (summary.isEmpty() && !m_previewing)
        return;
    m_previewing = !summary.isEmpty();
    show(m_previewing ? summary : m_said);
}

void StatusLine::show(const QString &text)
{
    setText(text);
    setToolTip(text);
}

void StatusLine::afterMoveShown()
{
    if (m_controller->isReplaying()) {
        say(m_replayBar->statusText());
        return;
    }
    const auto &history = m_controller->history();
    const GameSetup &setup = m_controller->setup();
    QString text;
    if (!history.empty())
        text = GameText::turnDescription(setup, setup.rules, history.back());
    if (!m_controller->position().isOver()) {
        //: status line: the last move, then who is to move
        text = text.isEmpty() ? GameText::toMove(setup, m_controller->position())
                              : tr("%1 — %2").arg(text, GameText::toMove(setup, m_controller->position()));
    }
    say(text);
}

void StatusLine::retranslate()
{
    if (!m_controller->hasGame() || m_controller->state() == GameController::State::Animating)
        return;
    if (m_controller->isReplaying()) {
        say(m_replayBar->statusText());
    } else if (m_controller->position().isOver() && !m_controller->history().empty()) {
        // (The board's banner follows the language by itself.)
        say(gameOverText(outcomeOf(m_controller->game(), &m_controller->history().back())));
    } else {
        afterMoveShown();
    }
}

QString StatusLine::gameOverText(const GameOutcome &outcome) const
{
    return tr("Game over: %1 %2 – %3 %4. %5")
        .arg(GameText::playerName(m_controller->setup(), hoyito::Player::South), QString::number(outcome.scores[0]),
             GameText::playerName(m_controller->setup(), hoyito::Player::North), QString::number(outcome.scores[1]),
             GameText::resultTold(m_controller->setup(), outcome.scores));
}

} // namespace hoyito::app
