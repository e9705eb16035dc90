#pragma once

// What a turn sounds like, as the board's animation asks for it: the board
// emits a cue (BoardScene::soundCue) at the moment its animation reaches the
// event, from the same trace it animates, so a sound can never run ahead of
// the seeds or tell another story. The board decides when (and how often:
// fewer drops at Fast, none at all at Instant, boardanimation.cpp); the sound
// room decides what is heard (sound/soundplayer.h), and may hear nothing.

#include <QMetaType>

namespace hoyito::app {

enum class SoundCue {
    Drop,      // a seed falls into a hole
    Lift,      // the seeds of a hole are lifted: the turn's first lap or a relay
    Capture,   // a casa captured (the landing hole, en passant) or the last four taken
    Chain,     // each further four of a chain (Hoyito II)
    ExtraTurn, // the mover plays again
    Pass,      // the mover cannot move
    Win,       // the game ends: the person playing the computer wins
    Loss,      // the game ends: the computer beats the person
    GameEnd,   // the game ends otherwise: two people, two computers, a draw
    RoundEnd,  // a round of a match ends
};

} // namespace hoyito::app

Q_DECLARE_METATYPE(hoyito::app::SoundCue)
