#pragma once

// The animation of one turn on the board: the durations of its steps at each
// speed, and the builder that turns the engine's event trace into one
// QSequentialAnimationGroup (one child per event: lift, drop, relay,
// capture, last four, extra turn, pass). BoardScene owns the pieces and the
// running group; this file decides how a turn moves them, and when it asks
// for a sound (BoardScene::soundCue, board/soundcue.h).

#include "board/animationspeed.h"
#include "board/boardgeometry.h"

#include "hoyito/game.h"

class QSequentialAnimationGroup;

namespace hoyito::app {

class BoardScene;

// Stacking order of the seeds: resting ones by their layer in a hole (or
// their place in a pile), flying ones above everything on the board.
inline constexpr qreal kSeedZ = 10;
inline constexpr qreal kFlyingZ = 70;
inline int restingSeedZ(const BoardGeometry &geometry, int index)
{
    return int(kSeedZ + geometry.seedLayer(index));
}

// How long each step of a turn takes, in ms, at `speed`: Instant makes
// every one 0. Very long sowings get shorter drops and lap pauses.
struct StepDurations {
    int lift = 300;
    int drop = 170;
    int lapPause = 200;
    int relay = 380;
    int capture = 440;
    int stagger = 55;
    int banner = 1150;
    int lastFour = 650;
    int handFade = 160;

    static StepDurations forTurn(AnimationSpeed speed, const hoyito::TurnSummary &summary);
};

// Fills `group` with the animation of `record` on `scene`, starting from the
// position the scene shows. Afterwards the scene's record of which seed item
// lies where already says where they end: the engine's position after the
// turn.
void buildTurnAnimation(BoardScene &scene, const hoyito::TurnRecord &record, QSequentialAnimationGroup *group);

} // namespace hoyito::app
