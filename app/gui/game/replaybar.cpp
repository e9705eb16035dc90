#include "game/replaybar.h"

#include "board/boardscene.h"
#include "game/gamecontroller.h"
#include "game/gametext.h"

#include <QAbstractItemView>
#include <QAction>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QResizeEvent>
#include <QSizePolicy>
#include <QStyle>
#include <QStyleOptionToolButton>
#include <QToolButton>

namespace hoyito::app {

ReplayBar::ReplayBar(GameController *controller, BoardScene *scene, QWidget *parent)
    : QToolBar(parent)
    , m_controller(controller)
    , m_scene(scene)
    , m_title(new QLabel(this))
    , m_turn(new QLabel(this))
{
    setObjectName(QStringLiteral("replayBar"));
    setMovable(false);
    setFloatable(false);
    setIconSize(QSize(22, 22));
    setToolButtonStyle(Qt::ToolButtonIconOnly);
    // The bar comes and goes with replay mode, not from the window's menu.
    toggleViewAction()->setVisible(false);

    // The mode's name first: the window is not in play.
    m_title->setObjectName(QStringLiteral("replayTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setContentsMargins(6, 0, 8, 0);
    addWidget(m_title);

    const auto make = [this](const char *name, QStyle::StandardPixmap icon, Qt::Key key) {
        QAction *action = addAction(style()->standardIcon(icon), QString());
        action->setObjectName(QString::fromLatin1(name));
        action->setShortcut(QKeySequence(key));
        action->setShortcutContext(Qt::WindowShortcut);
        return action;
    };
    m_first = make("replayFirst", QStyle::SP_MediaSkipBackward, Qt::Key_Home);
    m_back = make("replayBack", QStyle::SP_MediaSeekBackward, Qt::Key_Left);
    m_play = make("replayPlay", QStyle::SP_MediaPlay, Qt::Key_Space);
    m_forward = make("replayForward", QStyle::SP_MediaSeekForward, Qt::Key_Right);
    m_last = make("replayLast", QStyle::SP_MediaSkipForward, Qt::Key_End);

    m_turn->setObjectName(QStringLiteral("replayTurn"));
    m_turn->setContentsMargins(12, 0, 12, 0);
    addWidget(m_turn);
    auto *spacer = new QWidget(this);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    addWidget(spacer);

    m_continue = addAction(style()->standardIcon(QStyle::SP_ArrowRight), QString());
    m_continue->setObjectName(QStringLiteral("replayContinue"));
    m_close = addAction(style()->standardIcon(QStyle::SP_DialogCloseButton), QString());
    m_close->setObjectName(QStringLiteral("replayClose"));

    connect(m_first, &QAction::triggered, this, [this] {
        pause();
        m_controller->replayTo(0);
    });
    connect(m_back, &QAction::triggered, this, [this] {
        pause();
        m_controller->replayBack();
    });
    connect(m_play, &QAction::triggered, this, &ReplayBar::togglePlay);
    connect(m_forward, &QAction::triggered, this, [this] {
        pause();
        m_controller->replayForward();
    });
    connect(m_last, &QAction::triggered, this, [this] {
        pause();
        m_controller->replayTo(m_controller->turnCount());
    });
    connect(m_continue, &QAction::triggered, this, &ReplayBar::requestContinue);
    connect(m_close, &QAction::triggered, this, [this] {
        pause();
        m_controller->leaveReplay();
    });

    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &ReplayBar::step);
    connect(controller, &GameController::replayChanged, this, &ReplayBar::sync);
    connect(controller, &GameController::stateChanged, this, &ReplayBar::sync);
    connect(controller, &GameController::historyChanged, this, &ReplayBar::sync);
    connect(controller, &GameController::boardSettled, this, &ReplayBar::settled);
    retranslateUi();
}

void ReplayBar::setButtonText(QAction *action, const QString &text)
{
    action->setText(text);
    //: tooltip of a replay button: what it does, then its key
    action->setToolTip(tr("%1 (%2)").arg(text, action->shortcut().toString(QKeySequence::NativeText)));
}

void ReplayBar::retranslateUi()
{
    setWindowTitle(tr("Replay"));
    m_title->setText(tr("Replay"));
    setButtonText(m_first, tr("First Position"));
    setButtonText(m_back, tr("Back One Turn"));
    setButtonText(m_forward, tr("Forward One Turn"));
    setButtonText(m_last, tr("Last Position"));
    m_turn->setMinimumWidth(m_turn->fontMetrics().horizontalAdvance(tr("Turn %1 of %2").arg(888).arg(888)) + 24);
    m_continue->setText(tr("Play On From Here"));
    m_continue->setToolTip(tr("Play the game on, live, from the position shown"));
    m_close->setText(tr("Close Replay"));
    m_close->setToolTip(tr("Back to the game at its last position"));
    // Play / Pause and the turn shown.
    sync();
    fitButtonTexts();
}

void ReplayBar::fitButtonTexts()
{
    const auto buttonOf = [this](QAction *action) { return qobject_cast<QToolButton *>(widgetForAction(action)); };
    QToolButton *continueButton = buttonOf(m_continue);
    QToolButton *closeButton = buttonOf(m_close);
    if (!continueButton || !closeButton)
        return;
    // The room the bar needs with the words: every other item at its least
    // width, the two buttons as wide as QToolButton::sizeHint makes them
    // with their text beside the icon, the bar's frame, margins and
    // spacing, and the extension arrow's width as a safety margin.
    QStyle *s = style();
    const int spacing = s->pixelMetric(QStyle::PM_ToolBarItemSpacing, nullptr, this);
    int wanted = 2 * (s->pixelMetric(QStyle::PM_ToolBarFrameWidth, nullptr, this) +
                      s->pixelMetric(QStyle::PM_ToolBarItemMargin, nullptr, this)) +
                 s->pixelMetric(QStyle::PM_ToolBarExtensionExtent, nullptr, this);
    const QList<QAction *> items = actions();
    for (QAction *action : items) {
        const QWidget *widget = widgetForAction(action);
        if (!widget || widget == continueButton || widget == closeButton)
            continue;
        wanted += qMax(0, qMax(widget->minimumWidth(), widget->minimumSizeHint().width())) + spacing;
    }
    for (QToolButton *button : {continueButton, closeButton}) {
        QStyleOptionToolButton option;
        option.initFrom(button);
        option.toolButtonStyle = Qt::ToolButtonTextBesideIcon;
        option.text = button->text();
        option.icon = button->icon();
        option.iconSize = iconSize();
        const QFontMetrics metrics = button->fontMetrics();
        const QSize text = metrics.size(Qt::TextShowMnemonic, button->text());
        const QSize content(iconSize().width() + 4 + text.width() + 2 * metrics.horizontalAdvance(QLatin1Char(' ')),
                            qMax(iconSize().height(), text.height()));
        wanted += s->sizeFromContents(QStyle::CT_ToolButton, &option, content, button).width() + spacing;
    }
    const Qt::ToolButtonStyle wantedStyle = width() >= wanted ? Qt::ToolButtonTextBesideIcon : Qt::ToolButtonIconOnly;
    for (QToolButton *button : {continueButton, closeButton})
        button->setToolButtonStyle(wantedStyle);
}

void ReplayBar::resizeEvent(QResizeEvent *event)
{
    QToolBar::resizeEvent(event);
    fitButtonTexts();
}

void ReplayBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QToolBar::changeEvent(event);
}

void ReplayBar::attachMoveList(QAbstractItemView *view)
{
    m_moveList = view;
    connect(view, &QAbstractItemView::clicked, this, [this](const QModelIndex &index) {
        if (!index.isValid())
            return;
        // The position after the move clicked; from live play this starts
        // the replay there.
        pause();
        m_controller->replayTo(index.row() + 1);
    });
    // The arrow keys in the list go to the turn they reach, as a click
    // does; the list following the replay (syncMoveList) changes nothing.
    if (QItemSelectionModel *selection = view->selectionModel())
        connect(selection, &QItemSelectionModel::currentChanged, this, [this, view](const QModelIndex &index) {
            if (!index.isValid() || !view->hasFocus() || index.row() + 1 == m_controller->shownTurnCount())
                return;
            pause();
            m_controller->replayTo(index.row() + 1);
        });
    if (QAbstractItemModel *model = view->model()) {
        connect(model, &QAbstractItemModel::modelReset, this, &ReplayBar::syncMoveList);
        connect(model, &QAbstractItemModel::rowsInserted, this, &ReplayBar::syncMoveList);
    }
    syncMoveList();
}

QString ReplayBar::turnText() const
{
    const int total = m_controller->turnCount();
    const int turn = m_controller->replayTurn();
    if (turn == 0)
        //: replay bar at the first position
        return tr("Start (%n turn(s))", "", total);
    //: replay bar: the turn shown (or being shown), of all turns
    return tr("Turn %1 of %2").arg(turn).arg(total);
}

QString ReplayBar::statusText() const
{
    if (!m_controller->hasGame())
        return {};
    const GameSetup &setup = m_controller->setup();
    const int shown = m_controller->shownTurnCount();
    const hoyito::Position &pos = m_controller->shownPosition();
    if (shown == 0)
        //: status line in replay mode at the first position
        return tr("Replay: the start of the game — %1").arg(GameText::toMove(setup, pos));
    const QString turn = GameText::turnDescription(setup, setup.rules, m_controller->history()[shown - 1]);
    //: status line in replay mode: the turn shown and what it did
    return tr("Replay, turn %1 of %2: %3").arg(shown).arg(m_controller->turnCount()).arg(turn);
}

int ReplayBar::stepPause() const
{
    switch (m_scene->speed()) {
    case AnimationSpeed::Slow: return 900;
    case AnimationSpeed::Normal: return 500;
    case AnimationSpeed::Fast: return 250;
    case AnimationSpeed::Instant: return 400; // still one turn at a time, to be followed
    }
    return 500;
}

void ReplayBar::play()
{
    if (!m_controller->isReplaying() || m_controller->turnCount() == 0)
        return;
    // From the end, playing starts the game again.
    if (m_controller->replayTurn() >= m_controller->turnCount())
        m_controller->replayTo(0);
    m_playing = true;
    sync();
    // A turn already being shown: the next one follows when it settles.
    if (m_controller->state() != GameController::State::Animating)
        step();
}

void ReplayBar::pause()
{
    m_timer.stop();
    if (!m_playing)
        return;
    m_playing = false;
    sync();
}

void ReplayBar::togglePlay()
{
    if (m_playing)
        pause();
    else
        play();
}

void ReplayBar::step()
{
    if (m_playing && !m_controller->replayForward())
        pause();
}

void ReplayBar::settled()
{
    if (!m_playing || !m_controller->isReplaying())
        return;
    if (m_controller->replayTurn() >= m_controller->turnCount())
        pause();
    else
        m_timer.start(stepPause());
}

void ReplayBar::requestContinue()
{
    if (!m_controller->isReplaying())
        return;
    pause();
    const int turn = m_controller->replayTurn();
    const int later = m_controller->turnCount() - turn;
    if (later == 0) {
        m_controller->continueFromReplay();
        return;
    }
    if (m_question)
        m_question->close();
    //: asked before "Play On From Here" drops the rest of the game
    const QString text = turn == 0 ? tr("Play on from the start and drop all %n turn(s) of the game?", "", later)
                                   : tr("Play on after turn %1 and drop the %n turn(s) after it?", "", later).arg(turn);
    auto *box = new QMessageBox(QMessageBox::Question, tr("Play On From Here"), text, QMessageBox::NoButton, window());
    box->setObjectName(QStringLiteral("continueQuestionBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setInformativeText(tr("Redo brings them back until you play a different move. A file the game was "
                               "opened from keeps them until you save over it."));
    QPushButton *playOn = box->addButton(tr("&Play On"), QMessageBox::AcceptRole);
    box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(playOn);
    box->setEscapeButton(QMessageBox::Cancel);
    connect(box, &QMessageBox::finished, this, [this, box, playOn, turn] {
        if (box->clickedButton() == playOn && m_controller->isReplaying() && m_controller->replayTurn() == turn)
            m_controller->continueFromReplay();
    });
    m_question = box;
    box->open();
}

void ReplayBar::sync()
{
    const bool replaying = m_controller->isReplaying();
    if (!replaying) {
        m_timer.stop();
        m_playing = false;
    }
    const int total = m_controller->turnCount();
    const int turn = m_controller->replayTurn();
    const bool moving = m_controller->state() == GameController::State::Animating;
    m_first->setEnabled(replaying && (turn > 0 || moving));
    m_back->setEnabled(replaying && (turn > 0 || moving));
    m_forward->setEnabled(replaying && turn < total);
    m_last->setEnabled(replaying && (turn < total || moving));
    m_play->setEnabled(replaying && total > 0);
    m_play->setIcon(style()->standardIcon(m_playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    setButtonText(m_play, m_playing ? tr("Pause") : tr("Play"));
    const bool canGoOn = replaying && m_controller->hasGame() && !m_controller->game().positions()[turn].isOver();
    m_continue->setEnabled(canGoOn);
    m_close->setEnabled(replaying);
    m_turn->setText(replaying ? turnText() : QString());
    if (isVisibleTo(parentWidget()) != replaying)
        setVisible(replaying);
    syncMoveList();
}

void ReplayBar::syncMoveList()
{
    if (!m_moveList || !m_moveList->model() || !m_moveList->selectionModel())
        return;
    QItemSelectionModel *selection = m_moveList->selectionModel();
    const int row = m_controller->isReplaying() ? m_controller->replayTurn() - 1 : -1;
    if (row < 0 || row >= m_moveList->model()->rowCount()) {
        selection->clearSelection();
        // The start of the game: the list from its first move.
        if (m_controller->isReplaying())
            m_moveList->scrollToTop();
        return;
    }
    const QModelIndex index = m_moveList->model()->index(row, 0);
    selection->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect);
    m_moveList->scrollTo(index);
}

} // namespace hoyito::app
