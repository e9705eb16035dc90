#include "game/player.h"

namespace hoyito::app {

AbstractPlayer::AbstractPlayer(hoyito::Player side, QObject *parent)
    : QObject(parent)
    , m_side(side)
{
}

void AbstractPlayer::boardInput(hoyito::Move) {}

void HumanPlayer::startTurn(const hoyito::Game &, quint64 token)
{
    m_active = true;
    m_token = token;
}

void HumanPlayer::stopTurn()
{
    m_active = false;
}

void HumanPlayer::boardInput(hoyito::Move move)
{
    // Stays active: if the controller rejects the move, the player simply
    // picks another hole.
    if (m_active)
        Q_EMIT moveChosen(move, m_token);
}

QList<PlayerKind> PlayerFactory::availableKinds() const
{
    return {PlayerKind::Human};
}

std::unique_ptr<AbstractPlayer> PlayerFactory::create(hoyito::Player side, const PlayerInfo &setup)
{
    if (setup.kind == PlayerKind::Human)
        return std::make_unique<HumanPlayer>(side);
    return nullptr;
}

} // namespace hoyito::app
