#include "roundreplaydialog.h"

#include "boardscene.h"
#include "boardview.h"
#include "gamecontroller.h"
#include "matchcontroller.h"
#include "matchtext.h"
#include "replaybar.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QLabel>
#include <QVBoxLayout>

namespace hoyito::app {

RoundReplayDialog::RoundReplayDialog(const MatchController &match, int round, AnimationSpeed speed, QWidget *parent)
    : QDialog(parent)
    , m_round(round)
    , m_controller(new GameController(this))
    , m_scene(new BoardScene(this))
    , m_view(new BoardView(m_scene, this))
    , m_bar(new ReplayBar(m_controller, m_scene, this))
    , m_summary(new QLabel(this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("roundReplayDialog"));
    //: the title of a replayed round's window: "Round 2 — Replay"
    setWindowTitle(tr("Round %1 — Replay").arg(round));
    const hoyito::Game &game = match.finishedGames().at(std::size_t(round - 1));
    const hoyito::RoundResult &result = match.match()->rounds().at(std::size_t(round - 1));

    m_summary->setObjectName(QStringLiteral("roundSummary"));
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_summary->setText(match.roundSummary(result));
    m_status->setObjectName(QStringLiteral("replayStatus"));
    m_status->setTextFormat(Qt::PlainText);
    // A finished round: nothing to play on, and closing is the dialog's.
    m_bar->continueAction()->setVisible(false);
    m_bar->closeAction()->setVisible(false);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_bar);
    layout->addWidget(m_status);
    layout->addWidget(buttons);

    // The board and this controller, wired as the main window wires its own.
    GameController *c = m_controller;
    connect(c, &GameController::gameStarted, m_scene, [this](const GameSetup &setup) {
        m_scene->setPlayerNames(setup.player(hoyito::Player::South).name, setup.player(hoyito::Player::North).name);
    });
    connect(c, &GameController::positionReset, m_scene, &BoardScene::showPosition);
    connect(c, &GameController::moveCommitted, m_scene, &BoardScene::animateTurn);
    connect(m_scene, &BoardScene::animationFinished, c, &GameController::animationFinished);
    connect(m_scene, &BoardScene::announced, m_status, &QLabel::setText);
    connect(c, &GameController::replayChanged, this, [this] {
        if (m_controller->state() != GameController::State::Animating)
            m_status->setText(m_bar->statusText());
    });
    connect(c, &GameController::boardSettled, this, [this] { m_status->setText(m_bar->statusText()); });

    // The round as it was played: its refilled board and its last-four rule.
    GameSetup setup = match.setup();
    setup.match.reset();
    setup.start = game.start();
    setup.rules = game.start().rules;
    setup.starter = game.start().toMove;
    m_scene->setSpeed(speed);
    m_scene->setLastFourText(MatchText::lastFourPattern(result.lastFourRule, round),
                             MatchText::lastFourDetailPattern(result.lastFourRule, round));
    m_controller->loadGame(setup, game.moves(), true);
    // From the start: that is what a replay is for.
    m_controller->replayTo(0);
    m_bar->sync();
    resize(900, 620);
}

RoundReplayDialog::~RoundReplayDialog()
{
    m_controller->shutdownComputer();
}

QString RoundReplayDialog::statusText() const
{
    return m_status->text();
}

} // namespace hoyito::app
