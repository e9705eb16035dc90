#include "setup/gamesetupdialogs.h"

#include "game/gamecontroller.h"
#include "match/matchcontroller.h"

namespace hoyito::app {

GameSetupDialogs::GameSetupDialogs(GameController *controller, MatchController *match, QWidget *window)
    : QObject(window)
    , m_controller(controller)
    , m_match(match)
    , m_window(window)
{
}

void GameSetupDialogs::openNewGame(const GameSetup &lastSetup)
{
    if (m_newGame && m_newGame->isVisible()) {
        m_newGame->raise();
        return;
    }
    GameSetup current = m_match->isActive()       ? m_match->setup()
                        : m_controller->hasGame() ? m_controller->setup()
                                                  : lastSetup;
    current.start.reset();
    auto *dialog = new NewGameDialog(current, m_controller->playerFactory().availableKinds(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_newGame = dialog;
    connect(dialog, &QDialog::accepted, this, [this, dialog] { Q_EMIT playRequested(dialog->setup(), false); });
    dialog->open();
}

void GameSetupDialogs::openSetUp(const GameSetup &lastSetup)
{
    if (m_setup && m_setup->isVisible()) {
        m_setup->raise();
        return;
    }
    const GameSetup current = m_controller->hasGame() ? m_controller->setup() : lastSetup;
    const hoyito::Position start = m_controller->hasGame() ? m_controller->shownPosition()
                                                           : hoyito::Position::initial(current.rules, current.starter);
    auto *dialog = new SetupDialog(start, current, m_controller->playerFactory().availableKinds(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_setup = dialog;
    connect(dialog, &SetupDialog::playRequested, this,
            [this](const GameSetup &setup) { Q_EMIT playRequested(setup, false); });
    connect(dialog, &SetupDialog::analyseRequested, this,
            [this](const GameSetup &setup) { Q_EMIT playRequested(setup, true); });
    dialog->open();
}

} // namespace hoyito::app
