#pragma once

// How fast the board plays a turn. The board owns the choices and what they
// mean (the durations of each step, boardanimation.cpp); the settings only
// remember the one chosen. Instant runs the same steps with no duration.

namespace hoyito::app {

enum class AnimationSpeed { Slow, Normal, Fast, Instant };

} // namespace hoyito::app
