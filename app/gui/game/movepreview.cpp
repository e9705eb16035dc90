#include "game/movepreview.h"

#include "board/boardscene.h"
#include "game/gamecontroller.h"
#include "game/gametext.h"

#include <algorithm>

namespace hoyito::app {

MovePreview::MovePreview(GameController *controller, BoardScene *scene, QObject *parent)
    : QObject(parent)
    , m_controller(controller)
    , m_scene(scene)
{
    const auto follow = [this] { update(false); };
    connect(scene, &BoardScene::pointedHoleChanged, this, follow);
    // The board locks its input for each of these already; the preview
    // does not count on it.
    connect(controller, &GameController::stateChanged, this, follow);
    connect(controller, &GameController::positionReset, this, follow);
    connect(controller, &GameController::replayChanged, this, follow);
}

void MovePreview::setEnabled(bool on)
{
    m_enabled = on;
    update(false);
}

void MovePreview::retranslate()
{
    update(true);
}

int MovePreview::previewableHole() const
{
    const int hole = m_scene->pointedHole();
    if (!m_enabled || hole < 0 || !m_controller->hasGame() || !m_controller->isAwaitingBoardInput() ||
        m_controller->isReplaying() || !m_scene->isInputEnabled() || m_scene->isAnimating() ||
        !m_scene->playableHoles().contains(hole) || !(m_scene->shownPosition() == m_controller->position()))
        return -1;
    return hole;
}

void MovePreview::update(bool again)
{
    const int hole = previewableHole();
    if (!again && hole == m_hole && (hole < 0 || m_position == m_controller->position()))
        return;
    m_hole = -1;
    BoardScene::PreviewMarks marks;
    if (hole >= 0) {
        // A copy of the game, so that the end by repetition or by 200 quiet
        // turns (docs/RULES.md 6.2) is told as it would happen.
        hoyito::Game game = m_controller->game();
        const hoyito::Move move = hoyito::Move::at(hole);
        if (game.check(move) == hoyito::MoveError::None) {
            const hoyito::TurnRecord turn = game.play(move);
            marks.hole = hole;
            for (const hoyito::Event &event : turn.trace) {
                switch (event.kind) {
                case hoyito::EventKind::Drop: marks.landing = event.hole; break;
                case hoyito::EventKind::Capture:
                case hoyito::EventKind::ChainCapture:
                case hoyito::EventKind::EnPassantCapture: {
                    // Hoyito I can make a four twice in one hole in a turn.
                    auto same = std::find_if(marks.captures.begin(), marks.captures.end(),
                                             [&event](const auto &capture) { return capture.hole == event.hole; });
                    if (same != marks.captures.end())
                        same->seeds += event.seeds;
                    else
                        marks.captures.append({event.hole, event.seeds});
                    break;
                }
                default: break;
                }
            }
            marks.summary =
                GameText::movePreview(m_controller->setup(), m_controller->position().rules, turn, marks.landing);
            m_hole = hole;
            m_position = m_controller->position();
        }
    }
    m_summary = marks.summary;
    m_scene->setPreviewMarks(marks);
    Q_EMIT summaryChanged(m_summary);
}

} // namespace hoyito::app
