#include "sound/soundplayer.h"

#include "logging/categories.h"

#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>

#include <algorithm>

namespace hoyito::app {

namespace {

// The files of each sound (":/sounds/<name>.wav") and how many times over
// they are loaded: the sounds that follow each other quickly overlap.
struct CueSounds {
    SoundCue cue;
    std::initializer_list<const char *> names;
    int copies;
};

const CueSounds kSounds[] = {
    {SoundCue::Drop, {"drop-1", "drop-2", "drop-3", "drop-4"}, 2},
    {SoundCue::Lift, {"lift"}, 2},
    {SoundCue::Capture, {"capture"}, 2},
    {SoundCue::Chain, {"chain"}, 2},
    {SoundCue::ExtraTurn, {"extra-turn"}, 1},
    {SoundCue::Pass, {"pass"}, 1},
    {SoundCue::Win, {"win"}, 1},
    {SoundCue::Loss, {"loss"}, 1},
    {SoundCue::GameEnd, {"game-end"}, 1},
    {SoundCue::RoundEnd, {"round-end"}, 1},
};

} // namespace

SoundPlayer::SoundPlayer(QObject *parent)
    : QObject(parent)
{
    // Each copy in the order of the names, so that a cue's next voice is
    // its next pitch.
    for (const CueSounds &sounds : kSounds)
        for (int copy = 0; copy < sounds.copies; ++copy)
            m_voices[int(sounds.cue)].sources.append(sources(sounds.cue));
}

SoundPlayer::~SoundPlayer() = default;

QList<QUrl> SoundPlayer::sources(SoundCue cue)
{
    QList<QUrl> urls;
    for (const CueSounds &sounds : kSounds)
        if (sounds.cue == cue)
            for (const char *name : sounds.names)
                urls.append(QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(QLatin1String(name))));
    return urls;
}

void SoundPlayer::setEnabled(bool enabled)
{
    m_enabled = enabled;
    if (enabled)
        return;
    for (const Voice &voice : m_voices)
        for (QSoundEffect *effect : voice.effects)
            effect->stop();
}

void SoundPlayer::setVolume(int percent)
{
    m_volume = std::clamp(percent, 0, 100);
    for (const Voice &voice : m_voices)
        for (QSoundEffect *effect : voice.effects)
            effect->setVolume(float(m_volume) / 100);
}

void SoundPlayer::play(SoundCue cue)
{
    if (!m_enabled || int(cue) < 0 || int(cue) >= kCues)
        return;
    Voice &voice = m_voices[int(cue)];
    if (voice.sources.isEmpty())
        return;
    const int at = voice.next;
    voice.next = (at + 1) % int(voice.sources.size());
    Q_EMIT playing(cue, voice.sources[at]);
    if (m_volume == 0 || !findOutput())
        return;
    qCDebug(lcSound) << "playing" << voice.sources[at].toString();
    voice.effects[at]->play();
}

bool SoundPlayer::findOutput()
{
    if (m_output != Output::Unknown)
        return m_output == Output::Ready;
    if (!m_devices) {
        m_devices = new QMediaDevices(this);
        // A sound server started or stopped, a headset plugged in: the
        // effects were made for the output of their day.
        connect(m_devices, &QMediaDevices::audioOutputsChanged, this, [this] {
            dropEffects();
            m_output = Output::Unknown;
        });
    }
    const QAudioDevice device = QMediaDevices::defaultAudioOutput();
    if (device.isNull()) {
        qCDebug(lcSound) << "no audio output: no sound is played";
        m_output = Output::None;
        return false;
    }
    qCDebug(lcSound) << "sounds play on" << device.description();
    makeEffects(device);
    m_output = Output::Ready;
    return true;
}

void SoundPlayer::makeEffects(const QAudioDevice &device)
{
    for (Voice &voice : m_voices)
        for (const QUrl &source : std::as_const(voice.sources)) {
            auto *effect = new QSoundEffect(device, this);
            effect->setSource(source);
            effect->setVolume(float(m_volume) / 100);
            connect(effect, &QSoundEffect::statusChanged, this, [effect] {
                if (effect->status() == QSoundEffect::Error)
                    qCWarning(lcSound) << "cannot play" << effect->source().toString();
            });
            voice.effects.append(effect);
        }
}

void SoundPlayer::dropEffects()
{
    for (Voice &voice : m_voices) {
        qDeleteAll(voice.effects);
        voice.effects.clear();
    }
}

} // namespace hoyito::app
