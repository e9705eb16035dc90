#pragma once

// SoundPlayer: plays the sounds the board's animation asks for
// (BoardScene::soundCue, board/soundcue.h), the project's own
// (resources/sounds, made by scripts/make-sounds.py), with Qt Multimedia's
// QSoundEffect: uncompressed, loaded once, started with little latency. A
// sound may have several effects taken in turn, so that one can start while
// the last still rings: the seed's drop has four pitches, twice over, so a
// long relay neither cuts itself off nor drones.
//
// The audio output is looked for at the first sound, never before: a window
// whose sounds are off or never asked for (Instant speed) does not touch the
// audio system. Without an output (no sound server, CI, a headless machine)
// it makes no effect at all (each would warn) and plays nothing: that is no
// error, and costs nothing. It looks again when the system's outputs change.

#include "board/soundcue.h"

#include <QList>
#include <QObject>
#include <QUrl>

#include <array>

class QAudioDevice;
class QMediaDevices;
class QSoundEffect;

namespace hoyito::app {

class SoundPlayer : public QObject {
    Q_OBJECT

public:
    explicit SoundPlayer(QObject *parent = nullptr);
    ~SoundPlayer() override;

    // Off, nothing is played and what plays stops. On by default.
    bool isEnabled() const { return m_enabled; }
    void setEnabled(bool enabled);
    // The volume in percent of the sounds' own level (0 to 100, clamped).
    int volume() const { return m_volume; }
    void setVolume(int percent);
    // The sound files of `cue`, in the order they are taken.
    static QList<QUrl> sources(SoundCue cue);
    // An audio output was found at the first sound and the effects are
    // made; false before the first sound, and without an output.
    bool hasOutput() const { return m_output == Output::Ready; }

public Q_SLOTS:
    // Plays `cue` (its next source), if sounds are on.
    void play(hoyito::app::SoundCue cue);

Q_SIGNALS:
    // `cue` is played as `source`: sent whenever sounds are on, with or
    // without an audio output to hear it (what the tests observe).
    void playing(hoyito::app::SoundCue cue, const QUrl &source);

private:
    enum class Output { Unknown, None, Ready };
    struct Voice {
        QList<QUrl> sources;
        QList<QSoundEffect *> effects; // one per source, while there is an output
        int next = 0;
    };
    static constexpr int kCues = int(SoundCue::RoundEnd) + 1;

    bool findOutput();
    void makeEffects(const QAudioDevice &device);
    void dropEffects();

    std::array<Voice, kCues> m_voices;
    bool m_enabled = true;
    int m_volume = 100;
    Output m_output = Output::Unknown;
    QMediaDevices *m_devices = nullptr;
};

} // namespace hoyito::app
