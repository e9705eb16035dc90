#include "match/roundreplaydialog.h"

#include "analysis/analysiscontroller.h"
#include "analysis/analysispanel.h"
#include "analysis/movelistmodel.h"
#include "analysis/reviewcontroller.h"
#include "analysis/reviewpanel.h"
#include "analysis/reviewtext.h"
#include "board/boardscene.h"
#include "board/boardview.h"
#include "board/evalbar.h"
#include "game/boardbinding.h"
#include "game/gamecontroller.h"
#include "game/replaybar.h"
#include "match/matchcontroller.h"
#include "match/matchtext.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>

namespace hoyito::app {

RoundReplayDialog::RoundReplayDialog(const MatchController &match, int round, AnimationSpeed speed, QWidget *parent)
    : QDialog(parent)
    , m_round(round)
    , m_setup(match.setup())
    , m_result(match.match()->rounds().at(std::size_t(round - 1)))
    , m_controller(new GameController(this))
    , m_scene(new BoardScene(this))
    , m_view(new BoardView(m_scene, this))
    , m_bar(new ReplayBar(m_controller, m_scene, this))
    , m_summary(new QLabel(this))
    , m_status(new QLabel(this))
    , m_close(new QPushButton(this))
    , m_evalBar(new EvalBar(this))
    , m_analysisPanel(new AnalysisPanel(this))
    , m_analysis(new AnalysisController(m_controller, m_scene, m_evalBar, m_analysisPanel, this))
    , m_moveModel(new MoveListModel(m_controller, this))
    , m_moveList(new QListView(this))
    , m_reviewPanel(new ReviewPanel(this))
    , m_review(new ReviewController(m_controller, m_scene, m_reviewPanel, m_moveModel, this))
    , m_reviewRound(new QAction(this))
    , m_split(new QSplitter(Qt::Vertical, this))
    , m_boardSplit(new QSplitter(Qt::Horizontal, this))
    , m_reviewPane(new QSplitter(Qt::Horizontal, this))
{
    setObjectName(QStringLiteral("roundReplayDialog"));
    const hoyito::Game &game = match.finishedGames().at(std::size_t(round - 1));

    m_summary->setObjectName(QStringLiteral("roundSummary"));
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("replayStatus"));
    m_status->setTextFormat(Qt::PlainText);
    // A finished round: nothing to play on, and closing is the dialog's.
    m_bar->continueAction()->setVisible(false);
    m_bar->closeAction()->setVisible(false);
    // Close without a letter: the review's Cancel has Alt+C.
    m_close->setObjectName(QStringLiteral("roundClose"));
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);

    // Analysis and Review Round at the bar's end, where Play On and Close
    // Replay stand in the main window: one row for every control of the
    // replay. Their keys are the main window's, in this window.
    m_reviewRound->setObjectName(QStringLiteral("actionReviewRound"));
    m_reviewRound->setShortcut(m_review->reviewAction()->shortcut());
    connect(m_reviewRound, &QAction::triggered, this, [this] {
        showReview();
        m_review->start();
    });
    m_bar->addAction(m_analysis->toggleAction());
    m_bar->addAction(m_reviewRound);

    // The board with the evaluation bar on its left, the Analysis panel on
    // its right; the review under both, its move list on the right. The
    // splitters let a small window give the board its room back.
    auto *boardPane = new QWidget(this);
    auto *boardRow = new QHBoxLayout(boardPane);
    boardRow->setContentsMargins(0, 0, 0, 0);
    boardRow->setSpacing(0);
    boardRow->addWidget(m_evalBar);
    boardRow->addWidget(m_view, 1);
    m_evalBar->setVisible(false);
    m_boardSplit->setObjectName(QStringLiteral("roundBoardSplit"));
    m_boardSplit->addWidget(boardPane);
    m_boardSplit->addWidget(m_analysisPanel);
    m_boardSplit->setStretchFactor(0, 1);
    m_boardSplit->setStretchFactor(1, 0);
    m_boardSplit->setCollapsible(0, false);
    m_analysisPanel->setVisible(false);

    m_moveList->setObjectName(QStringLiteral("roundMoveList"));
    m_moveList->setModel(m_moveModel);
    // One line a turn, the rest in its tooltip: the list stays compact
    // beside the review, where a wrapped row would take three.
    m_moveList->setWordWrap(false);
    m_moveList->setTextElideMode(Qt::ElideRight);
    m_moveList->setUniformItemSizes(true);
    m_moveList->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_moveList->setAlternatingRowColors(true);
    m_moveList->setSelectionMode(QAbstractItemView::SingleSelection);
    m_moveList->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_moveList->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_bar->attachMoveList(m_moveList);
    m_reviewPane->setObjectName(QStringLiteral("roundReviewPane"));
    m_reviewPane->addWidget(m_reviewPanel);
    m_reviewPane->addWidget(m_moveList);
    // The review's graph and buttons take most of the width; the list of
    // one line a turn can be narrow (its rows elide, their tooltips say all).
    m_moveList->setMinimumWidth(m_moveList->fontMetrics().averageCharWidth() * 16);
    m_reviewPane->setStretchFactor(0, 4);
    m_reviewPane->setStretchFactor(1, 1);
    m_reviewPane->setChildrenCollapsible(false);

    m_split->setObjectName(QStringLiteral("roundSplit"));
    m_split->addWidget(m_boardSplit);
    m_split->addWidget(m_reviewPane);
    m_split->setStretchFactor(0, 1);
    m_split->setStretchFactor(1, 0);
    m_split->setCollapsible(0, false);
    m_reviewPane->setVisible(false);

    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_status, 1);
    bottom->addWidget(m_close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_split, 1);
    layout->addWidget(m_bar);
    layout->addLayout(bottom);

    // The board shows this controller's replay; it takes no moves.
    bindBoard(m_controller, m_scene, BoardInput::None, MovePreviewing::Off);
    GameController *c = m_controller;
    connect(m_scene, &BoardScene::announced, m_status, &QLabel::setText);
    connect(c, &GameController::replayChanged, this, [this] {
        if (m_controller->state() != GameController::State::Animating)
            m_status->setText(m_bar->statusText());
    });
    connect(c, &GameController::boardSettled, this, [this] { m_status->setText(m_bar->statusText()); });
    connect(m_analysis, &AnalysisController::toggled, this, &RoundReplayDialog::showAnalysisPane);
    connect(m_review, &ReviewController::message, m_status, &QLabel::setText);

    // The round as it was played: its refilled board and its last-four rule.
    GameSetup setup = match.setup();
    setup.match.reset();
    setup.start = game.start();
    setup.rules = game.start().rules;
    setup.starter = game.start().toMove;
    m_scene->setSpeed(speed);
    m_scene->setLastFourText(MatchText::lastFourPattern(m_result.lastFourRule, round),
                             MatchText::lastFourDetailPattern(m_result.lastFourRule, round));
    m_controller->loadGame(setup, game.moves(), true);
    // From the start: that is what a replay is for.
    m_controller->replayTo(0);
    m_bar->sync();
    // In a dialog every push button would be a default one that Enter
    // presses: Enter on the move list or the board must not restart a
    // review or leave the window.
    for (QPushButton *button : findChildren<QPushButton *>())
        button->setAutoDefault(false);
    retranslate();
    resize(900, 620);
}

RoundReplayDialog::~RoundReplayDialog()
{
    // The analysis and the review first: they follow the controller and the
    // board, which go after them.
    delete m_review;
    delete m_analysis;
    m_controller->shutdownComputer();
}

QString RoundReplayDialog::statusText() const
{
    return m_status->text();
}

bool RoundReplayDialog::isReviewShown() const
{
    return m_reviewPane->isVisible();
}

void RoundReplayDialog::done(int result)
{
    // Both searches end here, before the window goes: nothing runs on for
    // a window no one sees, and one opened again starts with neither.
    m_review->cancel();
    m_review->shutdown();
    m_analysis->setOn(false);
    m_analysis->shutdown();
    QDialog::done(result);
}

void RoundReplayDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void RoundReplayDialog::retranslate()
{
    //: the title of a replayed round's window: "Round 2 — Replay"
    setWindowTitle(tr("Round %1 — Replay").arg(m_round));
    m_summary->setText(MatchText::roundSummary(m_setup, m_result));
    m_analysis->retranslate();
    m_review->retranslate();
    //: the button of a replayed round's window that reviews every turn of the round
    m_reviewRound->setText(tr("Review &Round"));
    m_reviewRound->setToolTip(ReviewText::menuToolTip());
    //: the button that closes a replayed round's window (no accelerator: Alt+C is the review's Cancel)
    m_close->setText(tr("Close"));
    if (m_controller->hasGame() && m_controller->state() != GameController::State::Animating)
        m_status->setText(m_bar->statusText());
}

void RoundReplayDialog::showAnalysisPane(bool on)
{
    const bool wasShown = m_analysisPanel->isVisibleTo(this);
    m_evalBar->setVisible(on);
    m_analysisPanel->setVisible(on);
    if (on && !wasShown) {
        // The panel as wide as its words need, the board the rest.
        const int total = m_boardSplit->width();
        const int panel = std::min(std::max(m_analysisPanel->sizeHint().width(), total / 4), total / 2);
        m_boardSplit->setSizes({total - panel, panel});
    }
}

void RoundReplayDialog::showReview()
{
    if (m_reviewPane->isVisibleTo(this))
        return;
    m_reviewPane->setVisible(true);
    // The review two fifths of the window, more if it needs it, but never
    // more than half; its move list a quarter of the width.
    const int total = m_split->height();
    const int pane = std::min(std::max(m_reviewPane->minimumSizeHint().height(), total * 2 / 5), total / 2);
    m_split->setSizes({total - pane, pane});
    const int width = m_reviewPane->width();
    const int list = std::max(m_moveList->minimumWidth(), width / 4);
    m_reviewPane->setSizes({width - list, list});
    m_moveList->scrollTo(m_moveList->currentIndex(), QAbstractItemView::PositionAtCenter);
}

} // namespace hoyito::app
