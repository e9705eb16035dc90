#pragma once

// The game window as the GUI suites drive it: each test's own settings file,
// a window of the size the tests expect, clicks where a player clicks, and
// the board compared with the engine's position.

#include "hoyito/position.h"

#include <QString>

#include <memory>

class QWidget;

namespace hoyito::app {
class BoardScene;
class GameController;
class MainWindow;
class Settings;
} // namespace hoyito::app

namespace hoyito::test {

// Settings kept in the file `path` (never the user's), animations Instant,
// sounds off (a suite run on a machine with a sound device stays silent;
// tst_sound turns them on).
std::unique_ptr<app::Settings> instantSettings(const QString &path);

// A main window over `settings`, 1100×720, not shown yet.
std::unique_ptr<app::MainWindow> createWindow(app::Settings &settings);

enum class Focus { Exposed, Active };

// Shows `window` and waits until it is exposed (and, for Focus::Active,
// active); false if it never is.
bool showWindow(QWidget &window, Focus focus = Focus::Active);

// A left click on the centre of `hole`, where a player clicks.
void clickHole(const app::MainWindow &window, int hole);

// Waits until the controller no longer animates a move; false on timeout.
bool waitForRest(const app::GameController &controller, int timeoutMs = 10000);

enum class SceneCheck {
    Counts,    // seeds and labels in every hole and pile, closed holes
    Everything // and every seed inside its hole, visible, the mover highlighted
};

// Empty if the board shows exactly `pos` at rest; else what differs.
QString sceneDifference(const app::BoardScene &scene, const Position &pos, SceneCheck check = SceneCheck::Counts);

} // namespace hoyito::test
