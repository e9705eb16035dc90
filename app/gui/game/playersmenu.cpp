#include "game/playersmenu.h"

#include "game/computerplayer.h"
#include "game/gamecontroller.h"
#include "game/gametext.h"

#include "coachtext.h"

#include "hoyito/coach.h"

#include <QAction>
#include <QActionGroup>
#include <QLabel>
#include <QMenu>
#include <QProgressBar>

#include <algorithm>

namespace hoyito::app {

namespace {

// How long a computer's move waits, counted from its request.
int computerPauseFor(AnimationSpeed speed)
{
    switch (speed) {
    case AnimationSpeed::Slow: return 1000;
    case AnimationSpeed::Normal: return kDefaultComputerPause;
    case AnimationSpeed::Fast: return 300;
    case AnimationSpeed::Instant: return 150;
    }
    return kDefaultComputerPause;
}

} // namespace

PlayersMenu::PlayersMenu(GameController *controller, QWidget *window)
    : QObject(window)
    , m_controller(controller)
    , m_menu(new QMenu(window))
    , m_thinking(new QLabel(window))
    , m_busy(new QProgressBar(window))
{
    m_menu->setObjectName(QStringLiteral("playersMenu"));
    for (hoyito::Player side : {hoyito::Player::South, hoyito::Player::North}) {
        const QString prefix = side == hoyito::Player::South ? QStringLiteral("south") : QStringLiteral("north");
        QMenu *menu = m_menu->addMenu(QString());
        m_sideMenus[hoyito::index(side)] = menu;
        auto *group = new QActionGroup(this);
        m_playerGroups[hoyito::index(side)] = group;
        const auto add = [&](const QString &name, PlayerKind kind, int level) {
            auto *action = new QAction(this);
            action->setObjectName(name);
            action->setCheckable(true);
            action->setData(kind == PlayerKind::Human ? 0 : level);
            group->addAction(action);
            menu->addAction(action);
            connect(action, &QAction::triggered, this, [this, side, kind, level] {
                // A level or kind changed mid-game: thinking stops, the turn starts again.
                PlayerInfo player = m_controller->setup().player(side);
                player.kind = kind;
                if (kind == PlayerKind::Computer)
                    player.level = level;
                m_controller->setPlayer(side, player);
            });
        };
        add(prefix + QStringLiteral("Human"), PlayerKind::Human, 0);
        menu->addSeparator();
        for (int level = kMinComputerLevel; level <= kMaxComputerLevel; ++level)
            add(prefix + QStringLiteral("Level%1").arg(level), PlayerKind::Computer, level);
    }
    m_menu->addSeparator();
    // Plain letters that are no hole's: holes are a to l.
    m_pause = new QAction(this);
    m_pause->setObjectName(QStringLiteral("actionPause"));
    m_pause->setCheckable(true);
    m_pause->setShortcut(QKeySequence(Qt::Key_P));
    connect(m_pause, &QAction::triggered, m_controller, &GameController::setPaused);
    m_menu->addAction(m_pause);
    m_step = new QAction(this);
    m_step->setObjectName(QStringLiteral("actionStep"));
    m_step->setShortcut(QKeySequence(Qt::Key_S));
    connect(m_step, &QAction::triggered, m_controller, &GameController::step);
    m_menu->addAction(m_step);
    m_menu->addSeparator();
    // Not Shift+H: the board reads H as hole h, whatever the case.
    m_hint = new QAction(this);
    m_hint->setObjectName(QStringLiteral("actionHint"));
    m_hint->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    connect(m_hint, &QAction::triggered, m_controller, &GameController::requestHint);
    m_menu->addAction(m_hint);
    connect(m_menu, &QMenu::aboutToShow, this, &PlayersMenu::updateActions);

    // The thinking indicator: who thinks (or "Paused"), and a busy bar.
    m_thinking->setObjectName(QStringLiteral("thinkingText"));
    m_thinking->setTextFormat(Qt::PlainText);
    m_busy->setObjectName(QStringLiteral("thinkingBusy"));
    m_busy->setRange(0, 0);
    m_busy->setTextVisible(false);
    m_busy->setFixedSize(80, 12);
    m_thinking->setVisible(false);
    m_busy->setVisible(false);

    GameController *c = m_controller;
    connect(c, &GameController::stateChanged, this, &PlayersMenu::updateActions);
    connect(c, &GameController::turnStarted, this, &PlayersMenu::updateActions);
    connect(c, &GameController::inputLocked, this, &PlayersMenu::updateActions);
    connect(c, &GameController::gameStarted, this, &PlayersMenu::updateActions);
    connect(c, &GameController::playersChanged, this, &PlayersMenu::updateActions);
    connect(c, &GameController::pauseChanged, this, &PlayersMenu::updateActions);
    connect(c, &GameController::hintChanged, this, &PlayersMenu::updateActions);
    connect(c, &GameController::thinkingChanged, this, &PlayersMenu::updateThinking);
    connect(c, &GameController::pauseChanged, this, &PlayersMenu::updateThinking);
    connect(c, &GameController::gameStarted, this, &PlayersMenu::updateThinking);
    connect(c, &GameController::hintChanged, this, &PlayersMenu::updateThinking);
    connect(c, &GameController::hintChanged, this, &PlayersMenu::showHint);
    retranslate();
}

void PlayersMenu::retranslate()
{
    m_menu->setTitle(tr("&Players"));
    m_sideMenus[hoyito::index(hoyito::Player::South)]->setTitle(tr("&South"));
    m_sideMenus[hoyito::index(hoyito::Player::North)]->setTitle(tr("&North"));
    for (QActionGroup *group : m_playerGroups) {
        for (QAction *action : group->actions()) {
            const int level = action->data().toInt();
            if (level == 0)
                action->setText(tr("&Human"));
            else
                //: a menu item: the computer at a level, "Computer: 3 Medium"
                action->setText(tr("Computer: &%1 %2").arg(level).arg(ComputerPlayer::levelName(level)));
        }
    }
    m_pause->setText(tr("&Pause Computer"));
    m_step->setText(tr("S&tep: Next Computer Move"));
    m_hint->setText(tr("&Hint"));
    updateActions();
    updateThinking();
}

void PlayersMenu::setAnimationSpeed(AnimationSpeed speed)
{
    m_controller->setComputerPause(computerPauseFor(speed));
}

void PlayersMenu::updateActions()
{
    const bool game = m_controller->hasGame();
    for (hoyito::Player side : {hoyito::Player::South, hoyito::Player::North}) {
        QActionGroup *group = m_playerGroups[hoyito::index(side)];
        const PlayerInfo &player = m_controller->setup().player(side);
        const int wanted =
            player.kind == PlayerKind::Human ? 0 : std::clamp(player.level, kMinComputerLevel, kMaxComputerLevel);
        for (QAction *action : group->actions()) {
            action->setEnabled(game);
            action->setChecked(game && action->data().toInt() == wanted);
        }
    }
    m_pause->setEnabled(m_controller->hasComputer() || m_controller->isPaused());
    m_pause->setChecked(m_controller->isPaused());
    m_step->setEnabled(m_controller->isTurnHeld());
    m_hint->setEnabled(m_controller->canHint());
}

void PlayersMenu::updateThinking()
{
    QString text;
    bool busy = true;
    const GameSetup &setup = m_controller->setup();
    if (m_controller->hasGame() && m_controller->isThinking()) {
        //: the thinking indicator: "North is thinking…"
        text = tr("%1 is thinking…").arg(GameText::playerName(setup, m_controller->position().toMove));
    } else if (m_controller->isHintPending()) {
        text = tr("Looking for a hint…");
    } else if (m_controller->isTurnHeld()) {
        busy = false;
        //: paused before a computer's move: "Paused: Step (S) plays North's move"
        text = tr("Paused: Step (%1) plays %2's move")
                   .arg(m_step->shortcut().toString(QKeySequence::NativeText),
                        GameText::playerName(setup, m_controller->position().toMove));
    } else if (m_controller->isPaused()) {
        busy = false;
        text = tr("Computer paused");
    }
    m_thinking->setText(text);
    m_thinking->setVisible(!text.isEmpty());
    m_busy->setVisible(!text.isEmpty() && busy);
}

QString PlayersMenu::thinkingText() const
{
    return m_thinking->isHidden() ? QString() : m_thinking->text();
}

void PlayersMenu::showHint()
{
    // The board shows it on its hole (boardbinding.h); the status line says it.
    // With the reason, in the coach's words on the line the engine expects
    // (coachtext.h), which name the move first: "Hint: c captures 4 seeds
    // on D and plays again."
    const std::optional<hoyito::Move> hint = m_controller->hint();
    if (!hint || hint->isPass())
        return;
    const GameSetup &setup = m_controller->setup();
    const CoachText::Names names{GameText::playerName(setup, hoyito::Player::South),
                                 GameText::playerName(setup, hoyito::Player::North)};
    const QString reason = CoachText::hint(
        setup.rules, hoyito::explainHint(m_controller->position(), *hint, m_controller->hintLine()), names);
    if (reason.isEmpty())
        //: the engine's suggestion for the player to move: "Hint: play c"
        Q_EMIT message(tr("Hint: play %1").arg(GameText::moveNotation(setup.rules, *hint)));
    else
        //: the engine's suggestion for the player to move, with its reason, which names the move first: "Hint: c
        //: captures 4 seeds on D and plays again."
        Q_EMIT message(tr("Hint: %1").arg(reason));
}

} // namespace hoyito::app
