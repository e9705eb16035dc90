#include "learn/lessonwindow.h"

#include "board/boardscene.h"
#include "board/boardview.h"
#include "config/settings.h"
#include "game/boardbinding.h"
#include "game/gamecontroller.h"
#include "learn/course.h"
#include "learn/lessontext.h"
#include "learn/wrappedlabels.h"

#include "hoyito/notation.h"

#include <QEvent>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>
#include <variant>

namespace hoyito::app {

namespace {

// The moves of a comma-separated list, played from `pos`; the course test
// proves every list of the course is legal.
std::vector<hoyito::Move> movesOf(hoyito::Position pos, const char *list)
{
    std::vector<hoyito::Move> moves;
    const QStringList letters = QString::fromLatin1(list).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString &letter : letters) {
        const hoyito::MoveCheck check = hoyito::readMove(pos, letter.trimmed().toStdString());
        if (!check.ok())
            break;
        hoyito::playTurn(pos, check.move);
        moves.push_back(check.move);
    }
    return moves;
}

// The fewest stars of a lesson's steps: 0 until every step is passed.
int lessonStars(const Settings &settings, const Lesson &lesson)
{
    int stars = 3;
    for (const LessonStep &step : lesson.steps)
        stars = std::min(stars, settings.lessonStars(QString::fromLatin1(step.id)));
    return stars;
}

} // namespace

LessonWindow::LessonWindow(Settings &settings, QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
    , m_controller(new GameController(this))
    , m_scene(new BoardScene(this))
    , m_view(new BoardView(m_scene, this))
    , m_lessons(new QListWidget(this))
    , m_words(new QWidget(this))
    , m_title(new QLabel(this))
    , m_intro(new QLabel(this))
    , m_goal(new QLabel(this))
    , m_history(new QLabel(this))
    , m_par(new QLabel(this))
    , m_outcome(new QLabel(this))
    , m_hint(new QPushButton(this))
    , m_retry(new QPushButton(this))
    , m_next(new QPushButton(this))
    , m_play(new QPushButton(this))
    , m_watch(new QPushButton(this))
{
    setObjectName(QStringLiteral("lessonWindow"));
    m_lessons->setObjectName(QStringLiteral("lessonList"));
    m_title->setObjectName(QStringLiteral("lessonTitle"));
    m_intro->setObjectName(QStringLiteral("lessonIntro"));
    m_goal->setObjectName(QStringLiteral("lessonGoal"));
    m_history->setObjectName(QStringLiteral("lessonHistory"));
    m_par->setObjectName(QStringLiteral("lessonPar"));
    m_outcome->setObjectName(QStringLiteral("lessonOutcome"));
    m_hint->setObjectName(QStringLiteral("lessonHint"));
    m_retry->setObjectName(QStringLiteral("lessonRetry"));
    m_next->setObjectName(QStringLiteral("lessonNext"));
    m_play->setObjectName(QStringLiteral("lessonPlay"));
    m_watch->setObjectName(QStringLiteral("lessonWatch"));
    m_play->hide();
    for (QLabel *label : {m_title, m_intro, m_goal, m_history, m_par, m_outcome}) {
        label->setTextFormat(Qt::PlainText);
        label->setWordWrap(true);
    }
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    m_title->setFont(titleFont);
    QFont goalFont = m_goal->font();
    goalFont.setBold(true);
    m_goal->setFont(goalFont);
    // The outcome is read aloud when it changes (a label's text change is
    // announced); the goal is the window's description.
    m_outcome->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_outcome->setFocusPolicy(Qt::StrongFocus);
    m_lessons->setMaximumWidth(260);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_par, 1);
    buttons->addWidget(m_watch);
    buttons->addWidget(m_hint);
    buttons->addWidget(m_retry);
    buttons->addWidget(m_next);
    buttons->addWidget(m_play);
    auto *right = new QVBoxLayout;
    auto *words = new QVBoxLayout(m_words);
    words->setContentsMargins(0, 0, 0, 0);
    words->addWidget(m_title);
    words->addWidget(m_intro);
    words->addWidget(m_goal);
    words->addWidget(m_history);
    words->addStretch(1);
    right->addWidget(m_words);
    right->addWidget(m_view, 1);
    right->addWidget(m_outcome);
    right->addLayout(buttons);
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_lessons);
    layout->addLayout(right, 1);

    m_scene->setSpeed(m_settings.animationSpeed());
    m_scene->setShowCounts(true);
    // A step ends on its own words: a "You win!" banner over a missed goal
    // (a wrong move that takes the last four) would say the opposite.
    m_scene->setResultBannerHidden(true);
    GameController *c = m_controller;
    c->setComputerPause(0);
    // The board shows the step's game; its moves are the window's to let
    // through, so a judged step takes none. No preview: it would tell where
    // a move ends, which is what a step asks the learner to work out.
    bindBoard(c, m_scene, BoardInput::None, MovePreviewing::Off);
    connect(c, &GameController::humanTurn, m_scene,
            [this](hoyito::Player side, const QList<int> &playable, const QList<int> &endless) {
                // A step that is judged takes no more moves.
                if (m_check.state == hoyito::GoalState::Open)
                    m_scene->enableInput(side, playable, endless);
            });
    connect(c, &GameController::inputLocked, m_scene, &BoardScene::lockInput);
    connect(c, &GameController::thinkingChanged, m_scene, &BoardScene::setThinking);
    connect(m_scene, &BoardScene::holeActivated, c, [this](int hole) {
        if (m_check.state == hoyito::GoalState::Open)
            m_controller->boardHoleActivated(hole);
    });
    connect(c, &GameController::moveRejected, this, [this](hoyito::Move, const QString &why) { showOutcome(why); });
    connect(c, &GameController::boardSettled, this, [this] {
        if (m_watching) {
            watchNextTurn();
            return;
        }
        // Once the learner has moved, the moves before are no longer the
        // board's: Retry shows them again.
        m_watch->setEnabled(m_controller->game().turnCount() == m_firstTurn);
        judge();
    });
    connect(m_watch, &QPushButton::clicked, this, &LessonWindow::watchHistory);

    connect(m_lessons, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row != m_lesson)
            startStep(row, 0);
    });
    connect(m_hint, &QPushButton::clicked, this, &LessonWindow::showHint);
    connect(m_retry, &QPushButton::clicked, this, [this] { startStep(m_lesson, m_step); });
    connect(m_next, &QPushButton::clicked, this, &LessonWindow::next);
    connect(m_play, &QPushButton::clicked, this, [this] {
        Q_EMIT playRequested();
        close();
    });
    for (QPushButton *button : {m_watch, m_hint, m_retry, m_next})
        button->setAutoDefault(false);

    // The first lesson not passed yet, or the first.
    const std::span<const Lesson> lessons = course();
    int first = 0;
    while (first < int(lessons.size()) && lessonStars(m_settings, lessons[std::size_t(first)]) > 0)
        ++first;
    retranslate();
    startStep(first < int(lessons.size()) ? first : 0, 0);
    resize(980, 640);
}

LessonWindow::~LessonWindow()
{
    m_controller->shutdownComputer();
}

const Lesson &LessonWindow::lesson() const
{
    return course()[std::size_t(m_lesson)];
}

const LessonStep &LessonWindow::step() const
{
    return lesson().steps[std::size_t(m_step)];
}

void LessonWindow::startStep(int lessonIndex, int stepIndex)
{
    const std::span<const Lesson> lessons = course();
    if (lessonIndex < 0 || lessonIndex >= int(lessons.size()))
        return;
    const Lesson &chosen = lessons[std::size_t(lessonIndex)];
    if (stepIndex < 0 || stepIndex >= int(chosen.steps.size()))
        return;
    m_lesson = lessonIndex;
    m_step = stepIndex;
    m_hintUsed = false;
    m_check = {};
    const LessonStep &s = step();
    const hoyito::ParsedPosition parsed = hoyito::parsePosition(s.position);
    const hoyito::Position start = std::get<hoyito::Position>(parsed); // the course test parses every one
    m_learner = start.toMove;
    const hoyito::Player opponent = hoyito::opponent(m_learner);
    GameSetup setup;
    setup.startFrom(start);
    setup.player(m_learner) = PlayerInfo::human(QString());
    setup.player(opponent) = PlayerInfo::computer(QString(), std::max(s.opponentLevel, kMinComputerLevel));
    // Without an opponent the step ends with the learner's go: the
    // computer's turn is held, never played.
    m_controller->setPaused(s.opponentLevel == 0);
    const std::vector<hoyito::Move> history = movesOf(start, s.history);
    m_firstTurn = int(history.size());
    // The learner's row nearest, as in a game where they play North.
    m_scene->setFlipped(m_learner == hoyito::Player::North);
    m_watching = false;
    ++m_watchRun;
    m_controller->loadGame(setup, history, false);
    m_next->setEnabled(false);
    m_next->show();
    m_play->hide();
    m_watch->setVisible(!history.empty());
    m_outcome->clear();
    retranslate();
    m_view->setFocus();
    // The boards before the step are what it is about (a repetition): the
    // learner sees them come up before moving.
    if (!history.empty())
        watchHistory();
}

void LessonWindow::watchHistory()
{
    if (m_firstTurn == 0 || m_check.state != hoyito::GoalState::Open || m_controller->game().turnCount() != m_firstTurn)
        return;
    m_watching = true;
    ++m_watchRun;
    m_watch->setEnabled(false);
    m_controller->replayTo(0);
    watchNextTurn();
}

void LessonWindow::watchNextTurn()
{
    const int shown = m_controller->replayTurn();
    if (!m_watching || !m_controller->isReplaying())
        return;
    if (shown >= m_firstTurn) {
        m_watching = false;
        m_watch->setEnabled(true);
        m_controller->leaveReplay();
        showOutcome(LessonText::yourTurnNow());
        return;
    }
    const hoyito::Game &game = m_controller->game();
    showOutcome(LessonText::watching(
        QString::fromStdString(hoyito::moveText(game.start().rules, game.moves()[std::size_t(shown)])), shown + 1,
        m_firstTurn));
    // From the event loop: an instant animation settles inside the call.
    QMetaObject::invokeMethod(
        this,
        [this, run = m_watchRun] {
            if (m_watching && run == m_watchRun)
                m_controller->replayForward();
        },
        Qt::QueuedConnection);
}

void LessonWindow::judge()
{
    if (m_check.state != hoyito::GoalState::Open)
        return;
    const LessonStep &s = step();
    const hoyito::Game &game = m_controller->game();
    m_check = hoyito::checkLessonGoal(s.goal, s.count, m_learner, game, m_firstTurn);
    if (m_check.state == hoyito::GoalState::Open) {
        sayWhyAgain();
        return;
    }
    // Judged: nobody moves again in this step.
    m_controller->setPaused(true);
    m_scene->lockInput();
    if (m_check.state == hoyito::GoalState::Reached) {
        const int stars = std::max(1, 3 - (m_hintUsed ? 1 : 0) - (m_check.learnerMoves > s.par ? 1 : 0));
        const QString id = QString::fromLatin1(s.id);
        m_settings.setLessonStars(id, std::max(stars, m_settings.lessonStars(id)));
        //: a lesson step reached: %1 "Goal reached in 2 moves (par 2).", %2 the stars, %3 what happened
        showOutcome(tr("%1 %2 %3")
                        .arg(LessonText::reached(m_check.learnerMoves, s.par), LessonText::stars(stars),
                             LessonText::course(s.success)));
        m_outcome->setAccessibleDescription(LessonText::starsSpoken(stars));
        m_next->setEnabled(true);
        m_next->setFocus();
        refreshList();
    } else {
        showOutcome(LessonText::missed(m_check, m_controller->game().start().rules));
        m_retry->setFocus();
    }
}

void LessonWindow::sayWhyAgain()
{
    // A goal of several moves: after each of them, say why the learner
    // moves again, so that the step does not fall silent half way.
    const hoyito::Game &game = m_controller->game();
    if (game.turnCount() <= m_firstTurn || game.position().toMove != m_learner)
        return;
    hoyito::Position before = game.positions()[std::size_t(game.turnCount() - 1)];
    const hoyito::Player mover = before.toMove;
    const hoyito::TurnSummary turn = hoyito::playTurn(before, game.moves().back());
    if (mover == m_learner && turn.captured > 0)
        showOutcome(LessonText::capturedMoveAgain(turn.captured));
    else if (mover != m_learner && game.moves().back().isPass())
        showOutcome(LessonText::passedMoveAgain(mover));
}

void LessonWindow::showHint()
{
    m_hintUsed = true;
    //: a lesson's hint shown: %1 the hint
    showOutcome(tr("Hint: %1").arg(LessonText::course(step().hint)));
}

void LessonWindow::next()
{
    if (m_step + 1 < int(lesson().steps.size())) {
        startStep(m_lesson, m_step + 1);
    } else if (m_lesson + 1 < int(course().size())) {
        startStep(m_lesson + 1, 0);
    } else {
        m_next->setEnabled(false);
        m_next->hide();
        m_play->show();
        m_play->setFocus();
        showOutcome(LessonText::courseDone());
    }
}

LessonWindow::StepWords LessonWindow::wordsOf(const Lesson &lesson, int stepIndex)
{
    const LessonStep &s = lesson.steps[std::size_t(stepIndex)];
    StepWords words;
    //: the title of a lesson step: %1 the lesson's title, %2 "Step 1 of 3"
    words.title = tr("%1 — %2").arg(LessonText::course(lesson.title),
                                    LessonText::stepOf(stepIndex + 1, int(lesson.steps.size())));
    words.intro = LessonText::course(lesson.intro);
    words.goal = LessonText::course(s.goalText);
    const hoyito::ParsedPosition parsed = hoyito::parsePosition(s.position);
    const auto *start = std::get_if<hoyito::Position>(&parsed);
    if (s.opponentLevel > 0 && start)
        //: a lesson's goal, then who plays the other side: "Win the game. The computer plays North's replies."
        words.goal = tr("%1 %2").arg(words.goal, LessonText::opponentPlays(hoyito::opponent(start->toMove)));
    QStringList before;
    if (start)
        for (const hoyito::Move move : movesOf(*start, s.history))
            before << QString::fromStdString(hoyito::moveText(start->rules, move));
    if (!before.isEmpty())
        words.history = LessonText::playedBefore(before);
    return words;
}

QString LessonWindow::goalText() const
{
    return m_goal->text();
}

QString LessonWindow::outcomeText() const
{
    return m_outcome->text();
}

void LessonWindow::showOutcome(const QString &text)
{
    m_outcome->setText(text);
    fitWords();
}

void LessonWindow::fitWords()
{
    fitWrappedLabels({m_title, m_intro, m_goal, m_history, m_outcome});
    // The outcome keeps room for three lines, empty or not, so that the
    // board does not move when the first words come after a move.
    keepRoomForLines(m_outcome, 3);
}

void LessonWindow::keepBoardInPlace()
{
    // The words above the board take the room of the lesson's tallest
    // step's, so that the board keeps its place and size from one step to
    // the next (a new lesson may move it).
    if (!isVisible()) // its widths are not real yet: once shown (resizeEvent)
        return;
    const int width = m_goal->width();
    const auto lines = [width](const QLabel *label, const QString &text) {
        return text.isEmpty() ? 0
                              : QFontMetrics(label->font())
                                    .boundingRect(QRect(0, 0, width, 1 << 20), Qt::TextWordWrap, text)
                                    .height();
    };
    const int spacing = m_words->layout()->spacing();
    int tallest = 0;
    for (int i = 0; i < int(lesson().steps.size()); ++i) {
        const StepWords words = wordsOf(lesson(), i);
        int height = 0;
        for (const auto &[label, text] : {std::pair{m_title, words.title}, std::pair{m_intro, words.intro},
                                          std::pair{m_goal, words.goal}, std::pair{m_history, words.history}})
            if (const int h = lines(label, text); h > 0)
                height += h + (height > 0 ? spacing : 0);
        tallest = std::max(tallest, height);
    }
    m_words->setMinimumHeight(tallest);
}

void LessonWindow::resizeEvent(QResizeEvent *event)
{
    QDialog::resizeEvent(event);
    fitWords();
    keepBoardInPlace();
}

void LessonWindow::refreshList()
{
    const QSignalBlocker blocker(m_lessons);
    const std::span<const Lesson> lessons = course();
    if (m_lessons->count() != int(lessons.size())) {
        m_lessons->clear();
        for (std::size_t i = 0; i < lessons.size(); ++i)
            m_lessons->addItem(QString());
    }
    for (int i = 0; i < int(lessons.size()); ++i) {
        const Lesson &l = lessons[std::size_t(i)];
        const int stars = lessonStars(m_settings, l);
        QListWidgetItem *item = m_lessons->item(i);
        //: an entry of the lesson list: %1 its number, %2 its title, %3 its stars ("★★☆")
        item->setText(tr("%1. %2  %3").arg(i + 1).arg(LessonText::course(l.title), LessonText::stars(stars)));
        item->setData(Qt::AccessibleTextRole,
                      tr("%1. %2, %3").arg(i + 1).arg(LessonText::course(l.title), LessonText::starsSpoken(stars)));
    }
    m_lessons->setCurrentRow(m_lesson);
}

void LessonWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void LessonWindow::retranslate()
{
    setWindowTitle(LessonText::windowTitle());
    const LessonStep &s = step();
    const StepWords words = wordsOf(lesson(), m_step);
    m_title->setText(words.title);
    m_intro->setText(words.intro);
    m_intro->setVisible(!words.intro.isEmpty());
    m_goal->setText(words.goal);
    // A step whose game has moves before it (a repetition to see) shows them.
    m_history->setText(words.history);
    m_history->setVisible(!words.history.isEmpty());
    QString goal = words.goal;
    if (!words.history.isEmpty())
        //: a lesson's goal, then the moves played before the step: "Win the game at once. Played before this step: b,
        //: B"
        goal = tr("%1 %2").arg(goal, words.history);
    setAccessibleDescription(goal);
    m_par->setText(LessonText::par(s.par));
    //: a button of the lesson window
    m_hint->setText(tr("&Hint"));
    m_hint->setToolTip(tr("Shows a hint for this step; a step passed with a hint earns one star less."));
    //: a button of the lesson window: play the step again from its start
    m_retry->setText(tr("&Retry"));
    //: a button of the lesson window: the next step or lesson
    m_next->setText(tr("&Next"));
    //: a button of the lesson window: the moves played before the step, again on the board
    m_watch->setText(tr("&Watch Them Again"));
    fitWords();
    keepBoardInPlace();
    //: a button of the lesson window at the end of the course: close the lessons and set up a game
    m_play->setText(tr("&Play a Game…"));
    refreshList();
}

} // namespace hoyito::app
