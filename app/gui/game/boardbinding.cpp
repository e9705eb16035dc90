#include "game/boardbinding.h"

#include "board/boardscene.h"
#include "game/gamecontroller.h"
#include "game/movepreview.h"

namespace hoyito::app {

MovePreview *bindBoard(GameController *controller, BoardScene *scene, BoardInput input, MovePreviewing preview)
{
    QObject::connect(controller, &GameController::gameStarted, scene, [scene](const GameSetup &setup) {
        scene->setPlayerNames(setup.player(hoyito::Player::South).name, setup.player(hoyito::Player::North).name);
        scene->setPerson(setup.personAgainstComputer());
    });
    // The Players menu may turn a side into the computer or a person.
    QObject::connect(controller, &GameController::playersChanged, scene,
                     [controller, scene] { scene->setPerson(controller->setup().personAgainstComputer()); });
    QObject::connect(controller, &GameController::positionReset, scene, &BoardScene::showPosition);
    QObject::connect(controller, &GameController::moveCommitted, scene, &BoardScene::animateTurn);
    QObject::connect(scene, &BoardScene::animationFinished, controller, &GameController::animationFinished);
    MovePreview *previewing = preview == MovePreviewing::Offered ? new MovePreview(controller, scene, scene) : nullptr;
    if (input == BoardInput::None)
        return previewing;
    QObject::connect(controller, &GameController::humanTurn, scene, &BoardScene::enableInput);
    QObject::connect(controller, &GameController::inputLocked, scene, &BoardScene::lockInput);
    QObject::connect(scene, &BoardScene::holeActivated, controller, &GameController::boardHoleActivated);
    QObject::connect(controller, &GameController::thinkingChanged, scene, &BoardScene::setThinking);
    QObject::connect(controller, &GameController::hintChanged, scene, [controller, scene] {
        const std::optional<hoyito::Move> hint = controller->hint();
        scene->setHintHole(hint && !hint->isPass() ? hint->hole : -1);
    });
    return previewing;
}

} // namespace hoyito::app
