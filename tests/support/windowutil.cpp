#include "windowutil.h"

#include "engineutil.h"

#include "board/boardgeometry.h"
#include "board/boarditems.h"
#include "board/boardscene.h"
#include "board/boardview.h"
#include "config/settings.h"
#include "game/gamecontroller.h"
#include "match/matchdialogs.h"
#include "match/roundreplaydialog.h"
#include "setup/newgamedialog.h"
#include "window/mainwindow.h"
#include "window/resultdialog.h"
#include "window/ruleswindow.h"

#include <QCoreApplication>
#include <QTest>

#include <cmath>

namespace hoyito::test {

using namespace hoyito::app;

std::unique_ptr<Settings> instantSettings(const QString &path)
{
    auto settings = std::make_unique<Settings>(path);
    settings->setAnimationSpeed(AnimationSpeed::Instant);
    settings->setPlaySounds(false);
    return settings;
}

std::unique_ptr<MainWindow> createWindow(Settings &settings)
{
    auto window = std::make_unique<MainWindow>(settings);
    window->resize(1100, 720);
    return window;
}

bool showWindow(QWidget &window, Focus focus)
{
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    if (focus == Focus::Exposed)
        return true;
    window.activateWindow();
    return QTest::qWaitForWindowActive(&window);
}

void clickHole(const MainWindow &window, int hole)
{
    BoardView *view = window.view();
    const QPoint at = view->mapFromScene(window.scene()->geometry().holeCentre(hole));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
}

bool waitForRest(const GameController &controller, int timeoutMs)
{
    const auto resting = [&controller] { return controller.state() != GameController::State::Animating; };
    // At Instant speed the board rests a few queued calls after the move:
    // deliver those first, since qWaitFor sleeps 10 ms after every round.
    for (int i = 0; i < 20 && !resting(); ++i)
        QCoreApplication::processEvents();
    return resting() || QTest::qWaitFor(resting, timeoutMs);
}

QString sceneDifference(const BoardScene &scene, const Position &pos, SceneCheck check)
{
    if (scene.isAnimating())
        return QStringLiteral("still animating");
    for (int h = 0; h < pos.rules.holeCount(); ++h) {
        if (scene.seedItemsInHole(h) != pos.seeds[h] || scene.countText(h) != QString::number(pos.seeds[h]))
            return QStringLiteral("hole %1: scene %2 seeds, label '%3'; engine %4")
                .arg(h)
                .arg(scene.seedItemsInHole(h))
                .arg(scene.countText(h))
                .arg(pos.seeds[h]);
        if (scene.holeItem(h)->isClosed() != pos.isClosed(h))
            return QStringLiteral("hole %1: closed on the board %2, in the engine %3")
                .arg(h)
                .arg(scene.holeItem(h)->isClosed())
                .arg(pos.isClosed(h));
        if (check == SceneCheck::Everything) {
            const QPointF centre = scene.geometry().holeCentre(h);
            for (const SeedItem *seed : scene.seedsInHole(h)) {
                const QPointF d = seed->pos() - centre;
                if (!seed->isVisible() ||
                    std::hypot(d.x(), d.y()) + BoardGeometry::kSeedRadius > BoardGeometry::kHoleRadius)
                    return QStringLiteral("a seed of hole %1 is not inside it").arg(h);
            }
        }
    }
    for (Player p : {Player::South, Player::North}) {
        if (scene.pileCountShown(p) != pos.scores[index(p)] || scene.seedItemsInPile(p) != pos.scores[index(p)])
            return QStringLiteral("pile %1: scene %2 (%3 seeds), engine %4")
                .arg(index(p))
                .arg(scene.pileCountShown(p))
                .arg(scene.seedItemsInPile(p))
                .arg(pos.scores[index(p)]);
        if (check == SceneCheck::Everything && scene.isPlayerActive(p) != (!pos.isOver() && pos.toMove == p))
            return QStringLiteral("the wrong player is highlighted");
    }
    if (check == SceneCheck::Everything) {
        int visible = 0;
        for (const SeedItem *seed : scene.seedItems())
            visible += seed->isVisible() ? 1 : 0;
        if (visible != pos.seedsInGame())
            return QStringLiteral("%1 seeds visible, the engine has %2").arg(visible).arg(pos.seedsInGame());
    }
    return {};
}

} // namespace hoyito::test
