#!/usr/bin/env python3
"""Synthesises the game's sounds (resources/sounds/README.md).

    scripts/make-sounds.py [OUT]        writes the WAV files to OUT
                                        (default: resources/sounds)
    scripts/make-sounds.py --check DIR  exits 1 unless DIR holds exactly what
                                        the script makes, byte for byte

Every sound is made here from sines, decays and seeded noise, with the
standard library alone (wave, math, struct, random), so nothing is recorded
or fetched and the same script gives the same bytes on every machine. The
files are uncompressed 16-bit mono PCM at 22,050 Hz, which QSoundEffect plays
with the least latency; each is scaled to its peak level (PEAK_DB below,
about -12 dBFS: quiet beside other programs, and the volume menu only ever
turns it down), and ends with a short fade so that it never clicks.

The sounds:
- drop-1..4: a seed falling into a hole, a soft wooden "tock": a damped sine
  with a wood block's inharmonic partial (2.76 times the fundamental) and a
  short noise transient. Four pitches (430-690 Hz) so that the window can
  take them in turn and a long sowing does not drone.
- lift: the hand taking the seeds of a hole, a short rustle of filtered
  noise with two or three faint clicks of seeds against each other.
- capture: the seeds of a casa gathered into the pile, a quick run of
  brighter clicks; chain: the same, longer and rising, for a chain of fours.
- extra-turn: a small rise of two mallet notes (E5, A5).
- pass: a soft low mallet note (A3).
- win: a C major arpeggio rising to the octave; loss: a falling C minor
  line (G4, E flat 4, C4); game-end: a C major triad struck at once, for a
  game between two people or two computers and a draw; round-end: an open
  fifth, shorter, for a round of a match.
"""
import math
import os
import random
import struct
import sys
import wave

RATE = 22050
SEED = 20261207
PEAK_DB = {"drop": -15.0, "lift": -14.0}  # the others: DEFAULT_PEAK_DB
DEFAULT_PEAK_DB = -12.0
FADE_S = 0.012


def silence(seconds):
    return [0.0] * int(round(seconds * RATE))


def mix(into, sound, at_seconds, gain=1.0):
    """Adds `sound` into `into` from `at_seconds` on, growing it if needed."""
    start = int(round(at_seconds * RATE))
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += gain * v
    return into


def tock(freq, seconds, rng, decay=0.028, brightness=0.35, noise=0.5):
    """A wooden knock: fundamental and wood-block partial, both decaying
    fast, over a few milliseconds of noise (the impact)."""
    out = []
    n = int(round(seconds * RATE))
    phase = rng.uniform(0, 2 * math.pi)
    low = 0.0
    for i in range(n):
        t = i / RATE
        attack = min(1.0, t / 0.0015)
        body = math.sin(2 * math.pi * freq * t + phase) * math.exp(-t / decay)
        partial = brightness * math.sin(2 * math.pi * freq * 2.76 * t) * math.exp(-t / (decay * 0.45))
        # The impact: white noise through a one-pole low-pass, gone in 6 ms.
        low += 0.45 * (rng.uniform(-1, 1) - low)
        click = noise * low * math.exp(-t / 0.0018)
        out.append(attack * (body + partial) + click)
    return out


def mallet(freq, seconds, decay, rng, overtone=0.22):
    """A soft mallet note (a marimba's bar): the fundamental and its fourth
    harmonic, which dies away first, with a gentle attack."""
    out = []
    n = int(round(seconds * RATE))
    phase = rng.uniform(0, 2 * math.pi)
    for i in range(n):
        t = i / RATE
        attack = min(1.0, t / 0.004)
        v = math.sin(2 * math.pi * freq * t + phase) * math.exp(-t / decay)
        v += overtone * math.sin(2 * math.pi * freq * 4 * t) * math.exp(-t / (decay * 0.25))
        out.append(attack * v)
    return out


def rustle(seconds, rng):
    """Band-limited noise swelling and fading: seeds sliding in a hand."""
    out = []
    n = int(round(seconds * RATE))
    low = 0.0
    lower = 0.0
    for i in range(n):
        t = i / seconds / RATE
        envelope = math.sin(math.pi * t) ** 2
        low += 0.55 * (rng.uniform(-1, 1) - low)
        lower += 0.12 * (low - lower)
        out.append(envelope * (low - lower))  # high-pass of the low-pass: a band
    return out


def note(name):
    """The frequency of a note such as "A4" or "Eb4" (equal temperament)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semitone = steps[name[0]]
    rest = name[1:]
    if rest.startswith("b"):
        semitone -= 1
        rest = rest[1:]
    elif rest.startswith("#"):
        semitone += 1
        rest = rest[1:]
    octave = int(rest)
    return 440.0 * 2 ** ((semitone + 12 * (octave - 4)) / 12)


def make_drop(index, rng):
    freqs = [430, 510, 600, 690]
    return tock(freqs[index] * rng.uniform(0.985, 1.015), 0.12, rng)


def make_lift(rng):
    sound = rustle(0.2, rng)
    sound = [0.6 * v for v in sound]
    for at in (0.03, 0.07, 0.12):
        mix(sound, tock(rng.uniform(900, 1300), 0.05, rng, decay=0.008, noise=0.3), at, 0.35)
    return sound


def make_capture(rng, clicks, spread, low, high):
    sound = silence(0.0)
    for k in range(clicks):
        freq = low + (high - low) * k / max(1, clicks - 1)
        at = spread * k / max(1, clicks - 1) + rng.uniform(0, 0.006)
        mix(sound, tock(freq * rng.uniform(0.97, 1.03), 0.11, rng, decay=0.02, brightness=0.5), at, 0.8)
    return sound


def make_notes(notes, spacing, seconds, decay, rng, gains=None):
    sound = silence(0.0)
    for k, name in enumerate(notes):
        gain = gains[k] if gains else 1.0
        mix(sound, mallet(note(name), seconds - spacing * k, decay, rng), spacing * k, gain)
    return sound


def sounds():
    """Every sound by file name, in a fixed order (one generator for all)."""
    rng = random.Random(SEED)
    made = {}
    for i in range(4):
        made["drop-%d" % (i + 1)] = make_drop(i, rng)
    made["lift"] = make_lift(rng)
    made["capture"] = make_capture(rng, 4, 0.12, 900, 1150)
    made["chain"] = make_capture(rng, 7, 0.24, 850, 1500)
    made["extra-turn"] = make_notes(["E5", "A5"], 0.1, 0.36, 0.09, rng)
    made["pass"] = make_notes(["A3"], 0.0, 0.36, 0.12, rng)
    made["win"] = make_notes(["C5", "E5", "G5", "C6"], 0.11, 1.2, 0.3, rng, [0.9, 0.9, 0.95, 1.0])
    made["loss"] = make_notes(["G4", "Eb4", "C4"], 0.2, 1.2, 0.32, rng)
    made["game-end"] = make_notes(["C4", "E4", "G4"], 0.0, 1.1, 0.35, rng)
    made["round-end"] = make_notes(["C4", "G4"], 0.0, 0.7, 0.25, rng)
    return made


def finished(name, sound):
    """The sound at its peak level, faded out at its end, as 16-bit bytes."""
    peak_db = PEAK_DB.get(name.split("-")[0], DEFAULT_PEAK_DB)
    peak = max(abs(v) for v in sound)
    scale = 10 ** (peak_db / 20) / peak
    fade = int(FADE_S * RATE)
    frames = bytearray()
    for i, v in enumerate(sound):
        left = len(sound) - i
        if left < fade:
            v *= left / fade
        frames += struct.pack("<h", int(round(v * scale * 32767)))
    return bytes(frames)


def wav_bytes(frames, path):
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def write_all(folder):
    os.makedirs(folder, exist_ok=True)
    names = []
    for name, sound in sounds().items():
        path = os.path.join(folder, name + ".wav")
        wav_bytes(finished(name, sound), path)
        names.append(path)
    return names


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    default = os.path.join(here, "..", "resources", "sounds")
    if len(argv) == 2 and argv[0] == "--check":
        import tempfile

        with tempfile.TemporaryDirectory() as folder:
            made = write_all(folder)
            wrong = []
            for path in made:
                name = os.path.basename(path)
                kept = os.path.join(argv[1], name)
                with open(path, "rb") as a:
                    fresh = a.read()
                if not os.path.exists(kept):
                    wrong.append(name + ": missing")
                    continue
                with open(kept, "rb") as b:
                    if b.read() != fresh:
                        wrong.append(name + ": differs from what the script makes")
            for problem in wrong:
                print(problem, file=sys.stderr)
            return 1 if wrong else 0
    if len(argv) > 1 or (argv and argv[0].startswith("-")):
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    for path in write_all(argv[0] if argv else default):
        print(os.path.normpath(path))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
