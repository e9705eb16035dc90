#include "board/boardview.h"

#include "board/boarditems.h"
#include "board/boardscene.h"
#include "board/boardtheme.h"

#include "hoyito/notation.h"

#include <QAccessible>
#include <QAccessibleObject>
#include <QAccessibleWidget>
#include <QPainter>
#include <QRadialGradient>
#include <QResizeEvent>

namespace hoyito::app {

namespace {

BoardView *viewOf(const HoleItem *hole)
{
    if (!hole->scene())
        return nullptr;
    for (QGraphicsView *view : hole->scene()->views())
        if (auto *board = qobject_cast<BoardView *>(view))
            return board;
    return nullptr;
}

// One hole for assistive technology: a button named "South hole c,
// 5 seeds", disabled while it cannot be played; "press" plays it.
class HoleAccessible : public QAccessibleObject, public QAccessibleActionInterface {
public:
    explicit HoleAccessible(HoleItem *hole)
        : QAccessibleObject(hole)
    {
    }

    HoleItem *hole() const { return static_cast<HoleItem *>(object()); }
    BoardScene *scene() const { return qobject_cast<BoardScene *>(hole()->scene()); }

    bool isValid() const override { return QAccessibleObject::isValid() && scene(); }
    QAccessibleInterface *parent() const override
    {
        BoardView *view = viewOf(hole());
        return view ? QAccessible::queryAccessibleInterface(view) : nullptr;
    }
    int childCount() const override { return 0; }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QAccessible::Role role() const override { return QAccessible::Button; }

    QString text(QAccessible::Text t) const override
    {
        switch (t) {
        case QAccessible::Name: return hole()->accessibleName();
        case QAccessible::Description: return hole()->accessibleDescription();
        default: return {};
        }
    }

    QAccessible::State state() const override
    {
        QAccessible::State state;
        const BoardView *view = viewOf(hole());
        state.focusable = true;
        state.disabled = !hole()->isPlayable();
        state.focused = view && view->hasFocus() && scene()->keyboardCursor() == hole()->hole();
        state.invisible = !view || !view->isVisible() || !hole()->isVisible();
        return state;
    }

    QRect rect() const override
    {
        const BoardView *view = viewOf(hole());
        if (!view)
            return {};
        const QRectF inScene = hole()->mapRectToScene(hole()->shape().boundingRect());
        const QRect inView = view->mapFromScene(inScene).boundingRect();
        return {view->viewport()->mapToGlobal(inView.topLeft()), inView.size()};
    }

    void *interface_cast(QAccessible::InterfaceType type) override
    {
        return type == QAccessible::ActionInterface ? static_cast<QAccessibleActionInterface *>(this) : nullptr;
    }

    QStringList actionNames() const override
    {
        if (hole()->isPlayable())
            return {pressAction(), setFocusAction()};
        return {};
    }
    void doAction(const QString &name) override
    {
        BoardScene *board = scene();
        if (!board || !hole()->isPlayable())
            return;
        if (name == pressAction()) {
            board->activateHole(hole()->hole());
        } else if (name == setFocusAction()) {
            if (BoardView *view = viewOf(hole()))
                view->setFocus(Qt::OtherFocusReason);
            board->setKeyboardCursor(hole()->hole());
        }
    }
    QStringList keyBindingsForAction(const QString &name) const override
    {
        // The hole's letter plays it (BoardScene::keyPressEvent).
        if (name != pressAction() || !scene())
            return {};
        return {QString(QChar::fromLatin1(hoyito::holeLetter(scene()->geometry().rules(), hole()->hole()))).toLower()};
    }
};

// The board view for assistive technology: its children are the holes in
// sowing order (South's a… then North's A…), the one under the keyboard
// cursor is the focused child.
class BoardViewAccessible : public QAccessibleWidget {
public:
    explicit BoardViewAccessible(BoardView *view)
        : QAccessibleWidget(view, QAccessible::Grouping)
    {
    }

    BoardScene *scene() const { return static_cast<BoardView *>(widget())->boardScene(); }

    int childCount() const override
    {
        const BoardScene *board = scene();
        return board ? board->geometry().rules().holeCount() : 0;
    }
    QAccessibleInterface *child(int index) const override
    {
        const BoardScene *board = scene();
        HoleItem *hole = board ? board->holeItem(index) : nullptr;
        return hole ? QAccessible::queryAccessibleInterface(hole) : nullptr;
    }
    int indexOfChild(const QAccessibleInterface *child) const override
    {
        const auto *hole = child ? qobject_cast<const HoleItem *>(child->object()) : nullptr;
        const BoardScene *board = scene();
        return hole && board && board->holeItem(hole->hole()) == hole ? hole->hole() : -1;
    }
    QAccessibleInterface *childAt(int x, int y) const override
    {
        const BoardScene *board = scene();
        if (!board)
            return nullptr;
        const auto *view = static_cast<BoardView *>(widget());
        const QPointF at = view->mapToScene(view->viewport()->mapFromGlobal(QPoint(x, y)));
        for (int h = 0; h < childCount(); ++h) {
            HoleItem *hole = board->holeItem(h);
            if (hole && hole->contains(hole->mapFromScene(at)))
                return QAccessible::queryAccessibleInterface(hole);
        }
        return nullptr;
    }
    QAccessibleInterface *focusChild() const override
    {
        const BoardScene *board = scene();
        if (!board || !widget()->hasFocus() || board->keyboardCursor() < 0)
            return nullptr;
        return child(board->keyboardCursor());
    }
};

QAccessibleInterface *boardAccessibleFactory(const QString &className, QObject *object)
{
    if (className == QLatin1String(BoardView::staticMetaObject.className()))
        return new BoardViewAccessible(static_cast<BoardView *>(object));
    if (className == QLatin1String(HoleItem::staticMetaObject.className()))
        return new HoleAccessible(static_cast<HoleItem *>(object));
    return nullptr;
}

// Installs the factory before the first BoardView is built, so its
// interface is ours from the start (Qt caches the first one it makes).
BoardScene *withAccessibility(BoardScene *scene)
{
    static const bool installed = [] {
        QAccessible::installFactory(boardAccessibleFactory);
        return true;
    }();
    Q_UNUSED(installed);
    return scene;
}

} // namespace

BoardView::BoardView(BoardScene *scene, QWidget *parent)
    : QGraphicsView(withAccessibility(scene), parent)
    , m_scene(scene)
{
    setObjectName(QStringLiteral("boardView"));
    retranslateUi();
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::StrongFocus);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    // The table behind the board is painted in drawBackground, in viewport
    // coordinates; it must be repainted whole when the board scales.
    setCacheMode(QGraphicsView::CacheNone);
    setAlignment(Qt::AlignCenter);
    viewport()->setMouseTracking(true);
    connect(scene, &QGraphicsScene::sceneRectChanged, this, &BoardView::fitScene);
    // A screen reader follows the keyboard cursor from hole to hole.
    connect(scene, &BoardScene::keyboardCursorChanged, this, [this](int hole) {
        if (HoleItem *item = m_scene->holeItem(hole); item && hasFocus())
            item->announce(QAccessible::Focus);
    });
}

void BoardView::retranslateUi()
{
    setAccessibleName(tr("Board"));
    setAccessibleDescription(tr("Left and Right choose one of your holes and Enter sows it, or type the "
                                "hole's letter. Space or Escape ends a move's animation."));
}

void BoardView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        if (m_scene)
            m_scene->updateTexts();
    }
    QGraphicsView::changeEvent(event);
}

QSize BoardView::sizeHint() const
{
    return {900, 620};
}
QSize BoardView::minimumSizeHint() const
{
    return {320, 200};
}

void BoardView::fitScene()
{
    if (!m_scene)
        return;
    fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
}

void BoardView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    fitScene();
}

void BoardView::showEvent(QShowEvent *event)
{
    QGraphicsView::showEvent(event);
    fitScene();
}

void BoardView::drawBackground(QPainter *painter, const QRectF &)
{
    // The table of the board's theme (a dark wooden one, the ground round
    // a patch of soil, asphalt round a slab), lit from above the board.
    const BoardTheme &theme = m_scene ? m_scene->theme() : BoardTheme::current();
    painter->save();
    painter->resetTransform();
    const QRectF area = viewport()->rect();
    QRadialGradient light(area.center() - QPointF(0, area.height() * 0.1), qMax(area.width(), area.height()) * 0.75);
    light.setColorAt(0, theme.table[0]);
    light.setColorAt(0.6, theme.table[1]);
    light.setColorAt(1, theme.table[2]);
    painter->fillRect(area, light);
    if (!theme.tableTexture.isNull())
        painter->fillRect(area, QBrush(theme.tableTexture));
    painter->restore();
}

} // namespace hoyito::app
