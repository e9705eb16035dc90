#include "game/computerplayer.h"
#include "logging/categories.h"

#include <QRandomGenerator>

#include <algorithm>

namespace hoyito::app {

// A saved game's levels and the engine's are the same scale.
static_assert(kMinComputerLevel == hoyito::kMinLevel && kMaxComputerLevel == hoyito::kMaxLevel);
static_assert(kDefaultComputerLevel >= hoyito::kMinLevel && kDefaultComputerLevel <= hoyito::kMaxLevel);

ComputerPlayer::ComputerPlayer(hoyito::Player side, int level, AiThread *ai, quint64 seed, QObject *parent)
    : AbstractPlayer(side, parent)
    , m_ai(ai)
    , m_level(std::clamp(level, hoyito::kMinLevel, hoyito::kMaxLevel))
    , m_seed(seed)
{
    m_delay.setSingleShot(true);
    // A coarse timer may fire a little early: the pause is a promise.
    m_delay.setTimerType(Qt::PreciseTimer);
    connect(&m_delay, &QTimer::timeout, this, &ComputerPlayer::play);
    if (m_ai)
        connect(m_ai, &AiThread::answered, this, &ComputerPlayer::onAnswered);
}

ComputerPlayer::~ComputerPlayer()
{
    // Going away while thinking: the search must not run on for nobody.
    if (m_stop)
        m_stop->store(true);
}

void ComputerPlayer::setMinimumPause(int ms)
{
    m_pause = std::max(0, ms);
    // A move already waiting waits only what is left of the new pause.
    // (From the event loop, and stopped with the turn like any wait.)
    if (m_delay.isActive())
        m_delay.start(int(std::max<qint64>(0, m_pause - m_asked.elapsed())));
}

void ComputerPlayer::startTurn(const hoyito::Game &game, quint64 token)
{
    if (m_stop)
        m_stop->store(true);
    m_stop.reset();
    m_delay.stop();
    m_token = token;
    if (!m_ai)
        return;
    hoyito::SearchLimits limits;
    limits.level = m_level;
    // A different seed each turn, the same for the same game and turn.
    limits.seed = m_seed ^ (0x9E3779B97F4A7C15ull * quint64(game.turnCount() + 1));
    m_asked.start();
    m_stop = m_ai->ask(token, AiPurpose::Move, game.position(), limits);
    setThinking(true);
}

void ComputerPlayer::stopTurn()
{
    if (m_stop)
        m_stop->store(true);
    m_stop.reset();
    m_delay.stop();
    setThinking(false);
}

void ComputerPlayer::onAnswered(const AiAnswer &answer)
{
    // Another player's, the hint's, or one this player no longer waits for.
    if (answer.purpose != AiPurpose::Move || !m_stop || answer.stop != m_stop || answer.id != m_token)
        return;
    m_stop.reset();
    if (!answer.searched) {
        // Cannot happen while the flag is ours and the position is live.
        qCWarning(lcAi) << "the search did not run; no move" << m_token;
        setThinking(false);
        return;
    }
    m_lastResult = answer.result;
    m_chosen = answer.result.best;
    // The pause counts from the request: a long search adds none.
    const qint64 left = m_pause - m_asked.elapsed();
    if (left > 0)
        m_delay.start(int(left));
    else
        play();
}

void ComputerPlayer::play()
{
    setThinking(false);
    Q_EMIT moveChosen(m_chosen, m_token);
}

void ComputerPlayer::setThinking(bool thinking)
{
    if (m_thinking == thinking)
        return;
    m_thinking = thinking;
    Q_EMIT thinkingChanged(thinking);
}

QString ComputerPlayer::levelName(int level)
{
    switch (std::clamp(level, hoyito::kMinLevel, hoyito::kMaxLevel)) {
    case 1: return tr("Beginner");
    case 2: return tr("Easy");
    case 3: return tr("Medium");
    case 4: return tr("Hard");
    case 5: return tr("Expert");
    default: return tr("Master");
    }
}

QString ComputerPlayer::numberedLevelName(int level)
{
    //: a computer level with its number, in the New Game dialog: "6 Master"
    return tr("%1 %2").arg(std::clamp(level, hoyito::kMinLevel, hoyito::kMaxLevel)).arg(levelName(level));
}

QString ComputerPlayer::describe(int level)
{
    //: a computer player and its level: "Computer (Expert)"
    return tr("Computer (%1)").arg(levelName(level));
}

StandardPlayerFactory::StandardPlayerFactory(AiThread *ai)
    : m_ai(ai)
{
}

QList<PlayerKind> StandardPlayerFactory::availableKinds() const
{
    return {PlayerKind::Human, PlayerKind::Computer};
}

std::unique_ptr<AbstractPlayer> StandardPlayerFactory::create(hoyito::Player side, const PlayerInfo &setup)
{
    if (setup.kind == PlayerKind::Computer && m_ai)
        return std::make_unique<ComputerPlayer>(side, setup.level, m_ai, QRandomGenerator::global()->generate64());
    return PlayerFactory::create(side, setup);
}

} // namespace hoyito::app
