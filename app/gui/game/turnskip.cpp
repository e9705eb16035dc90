#include "game/turnskip.h"

#include "board/boardscene.h"
#include "game/gamecontroller.h"

#include <QAction>
#include <QApplication>
#include <QKeySequence>
#include <QStyle>
#include <QToolButton>

namespace hoyito::app {

TurnSkip::TurnSkip(GameController *controller, BoardScene *scene, QObject *parent)
    : QObject(parent)
    , m_controller(controller)
    , m_scene(scene)
    , m_action(new QAction(this))
    , m_button(new QToolButton)
{
    m_action->setObjectName(QStringLiteral("actionSkipToMyTurn"));
    m_action->setIcon(QApplication::style()->standardIcon(QStyle::SP_MediaSkipForward));
    // A plain letter that is no hole's (holes are a to l), like Pause and Step.
    m_action->setShortcut(QKeySequence(Qt::Key_T));
    connect(m_action, &QAction::triggered, this, &TurnSkip::skip);
    m_button->setObjectName(QStringLiteral("skipToMyTurnButton"));
    m_button->setDefaultAction(m_action);
    m_button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_button->setAutoRaise(true);
    m_button->setVisible(false);
    connect(m_button, &QObject::destroyed, this, [this] { m_button = nullptr; });

    GameController *c = m_controller;
    // A person's turn, or anything that changes the game, ends the skipping.
    connect(c, &GameController::humanTurn, this, [this] { setSkipping(false); });
    connect(c, &GameController::gameStarted, this, [this] { setSkipping(false); });
    connect(c, &GameController::positionReset, this, [this] { setSkipping(false); });
    connect(c, &GameController::gameOver, this, [this] { setSkipping(false); });
    connect(c, &GameController::pauseChanged, this, [this] { setSkipping(false); });
    connect(c, &GameController::playersChanged, this, [this] { setSkipping(false); });
    connect(c, &GameController::replayChanged, this, [this] {
        if (m_controller->isReplaying())
            setSkipping(false);
    });
    connect(c, &GameController::stateChanged, this, &TurnSkip::update);
    connect(c, &GameController::turnStarted, this, &TurnSkip::update);
    connect(c, &GameController::humanTurn, this, &TurnSkip::update);
    connect(c, &GameController::inputLocked, this, &TurnSkip::update);
    connect(c, &GameController::gameStarted, this, &TurnSkip::update);
    connect(c, &GameController::playersChanged, this, &TurnSkip::update);
    connect(c, &GameController::pauseChanged, this, &TurnSkip::update);
    retranslate();
}

TurnSkip::~TurnSkip()
{
    // The button is the status bar's once placed.
    if (m_button && !m_button->parent())
        delete m_button;
}

void TurnSkip::retranslate()
{
    //: Players menu, and a button on the status bar while the computer plays turn after turn
    m_action->setText(tr("S&kip to My Turn"));
    //: tooltip of Skip to My Turn
    m_action->setToolTip(tr("Show the computer's turns at once, up to your turn"));
    update();
}

void TurnSkip::skip()
{
    if (m_action->isEnabled())
        setSkipping(true);
}

void TurnSkip::setSkipping(bool skipping)
{
    if (m_skipping == skipping)
        return;
    m_skipping = skipping;
    m_controller->setHurried(skipping);
    // Last: hurrying the scene ends the turn on its way, and the game goes on from there.
    m_scene->setHurried(skipping);
    update();
}

void TurnSkip::update()
{
    const GameController::State state = m_controller->state();
    const bool playing = state == GameController::State::AwaitingMove || state == GameController::State::Animating;
    const bool can = m_controller->hasGame() && m_controller->setup().personAgainstComputer() && playing &&
                     !m_controller->isReplaying() && !m_controller->isPaused() &&
                     !m_controller->isAwaitingBoardInput() && !m_skipping;
    m_action->setEnabled(can);
    if (m_button)
        m_button->setVisible(can);
}

} // namespace hoyito::app
