#include "learn/trainerwindow.h"

#include "board/boardscene.h"
#include "board/boardview.h"
#include "config/settings.h"
#include "game/boardbinding.h"
#include "game/gamecontroller.h"
#include "learn/movelosssearch.h"
#include "learn/ratinggraph.h"
#include "learn/trainertext.h"
#include "learn/wrappedlabels.h"
#include "logging/categories.h"
#include "puzzlefile.h"

#include "coachtext.h"
#include "puzzlefile.h"
#include "rulestext.h"

#include "hoyito/coach.h"
#include "hoyito/notation.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cmath>

namespace hoyito::app {

namespace {

// The words the settings keep for the choices (Settings::PuzzleChoices).
QString boardWord(PuzzleBoard board)
{
    switch (board) {
    case PuzzleBoard::II6: return QStringLiteral("II-6");
    case PuzzleBoard::III6: return QStringLiteral("III-6");
    case PuzzleBoard::II12: return QStringLiteral("II-12");
    }
    return {};
}

QString themeWord(std::optional<puzzles::Theme> theme)
{
    return theme ? QString::fromLatin1(puzzles::themeName(*theme)) : QStringLiteral("all");
}

int replyPause(AnimationSpeed speed)
{
    return speed == AnimationSpeed::Instant ? 0 : 450;
}

} // namespace

TrainerWindow::TrainerWindow(Settings &settings, PuzzleSet puzzles, QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
    , m_puzzles(std::move(puzzles))
    , m_controller(new GameController(this))
    , m_scene(new BoardScene(this))
    , m_view(new BoardView(m_scene, this))
    , m_boardChoice(new QComboBox(this))
    , m_themeChoice(new QComboBox(this))
    , m_modeChoice(new QComboBox(this))
    , m_boardLabel(new QLabel(this))
    , m_themeLabel(new QLabel(this))
    , m_modeLabel(new QLabel(this))
    , m_rating(new QLabel(this))
    , m_graph(new RatingGraph(this))
    , m_puzzleRating(new QLabel(this))
    , m_streakLabel(new QLabel(this))
    , m_task(new QLabel(this))
    , m_outcome(new QLabel(this))
    , m_hint(new QPushButton(this))
    , m_retry(new QPushButton(this))
    , m_analyse(new QPushButton(this))
    , m_next(new QPushButton(this))
    , m_pace(new QTimer(this))
    , m_lossSearch(new MoveLossSearch(this))
{
    setObjectName(QStringLiteral("trainerWindow"));
    m_boardChoice->setObjectName(QStringLiteral("trainerBoard"));
    m_themeChoice->setObjectName(QStringLiteral("trainerTheme"));
    m_modeChoice->setObjectName(QStringLiteral("trainerMode"));
    m_rating->setObjectName(QStringLiteral("trainerRating"));
    m_puzzleRating->setObjectName(QStringLiteral("trainerPuzzleRating"));
    m_streakLabel->setObjectName(QStringLiteral("trainerStreak"));
    m_task->setObjectName(QStringLiteral("trainerTask"));
    m_outcome->setObjectName(QStringLiteral("trainerOutcome"));
    m_hint->setObjectName(QStringLiteral("trainerHint"));
    m_retry->setObjectName(QStringLiteral("trainerRetry"));
    m_analyse->setObjectName(QStringLiteral("trainerAnalyse"));
    m_next->setObjectName(QStringLiteral("trainerNext"));
    for (QLabel *label : {m_rating, m_puzzleRating, m_streakLabel, m_task, m_outcome}) {
        label->setTextFormat(Qt::PlainText);
        label->setWordWrap(true);
    }
    m_boardLabel->setBuddy(m_boardChoice);
    m_themeLabel->setBuddy(m_themeChoice);
    m_modeLabel->setBuddy(m_modeChoice);
    QFont taskFont = m_task->font();
    taskFont.setBold(true);
    m_task->setFont(taskFont);
    QFont ratingFont = m_rating->font();
    ratingFont.setBold(true);
    ratingFont.setPointSizeF(ratingFont.pointSizeF() * 1.2);
    m_rating->setFont(ratingFont);
    // As in the lessons: the outcome is read aloud when it changes, and
    // can be reached with the keys.
    m_outcome->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_outcome->setFocusPolicy(Qt::StrongFocus);
    m_pace->setSingleShot(true);

    auto *choices = new QFormLayout;
    choices->setRowWrapPolicy(QFormLayout::WrapAllRows);
    choices->addRow(m_boardLabel, m_boardChoice);
    choices->addRow(m_themeLabel, m_themeChoice);
    choices->addRow(m_modeLabel, m_modeChoice);
    auto *left = new QVBoxLayout;
    left->addLayout(choices);
    left->addSpacing(8);
    left->addWidget(m_rating);
    left->addWidget(m_graph);
    left->addWidget(m_puzzleRating);
    left->addWidget(m_streakLabel);
    left->addStretch(1);
    auto *leftColumn = new QWidget(this);
    leftColumn->setLayout(left);
    leftColumn->setMaximumWidth(230);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_hint);
    buttons->addWidget(m_retry);
    buttons->addWidget(m_analyse);
    buttons->addWidget(m_next);
    auto *right = new QVBoxLayout;
    right->addWidget(m_task);
    right->addWidget(m_view, 1);
    right->addWidget(m_outcome);
    right->addLayout(buttons);
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(leftColumn);
    layout->addLayout(right, 1);

    m_scene->setSpeed(m_settings.animationSpeed());
    m_scene->setShowCounts(true);
    m_scene->setResultBannerHidden(true);
    GameController *c = m_controller;
    c->setComputerPause(0);
    // The window lets the solver's moves through and plays the replies; no
    // preview, which would tell what a move captures: the puzzle's question.
    bindBoard(c, m_scene, BoardInput::None, MovePreviewing::Off);
    connect(c, &GameController::humanTurn, this, &TrainerWindow::onHumanTurn);
    connect(c, &GameController::inputLocked, m_scene, &BoardScene::lockInput);
    connect(c, &GameController::boardSettled, this, &TrainerWindow::onSettled);
    connect(c, &GameController::moveRejected, this, [this](hoyito::Move, const QString &why) { showOutcome(why); });
    connect(m_scene, &BoardScene::holeActivated, this, &TrainerWindow::play);
    connect(m_pace, &QTimer::timeout, this, &TrainerWindow::playSolutionMove);
    connect(m_lossSearch, &MoveLossSearch::lossFound, this,
            [this](quint64 id, int loss, bool) { onLossFound(id, loss); });

    connect(m_hint, &QPushButton::clicked, this, &TrainerWindow::showHint);
    connect(m_retry, &QPushButton::clicked, this, &TrainerWindow::retry);
    connect(m_analyse, &QPushButton::clicked, this, &TrainerWindow::analyse);
    connect(m_next, &QPushButton::clicked, this, &TrainerWindow::nextPuzzle);
    for (QPushButton *button : {m_hint, m_retry, m_analyse, m_next})
        button->setAutoDefault(false);
    // Escape hides a dialog without a close event: an attempt left that way
    // is judged as one left by closing.
    connect(this, &QDialog::finished, this, &TrainerWindow::settlePending);
    for (QComboBox *box : {m_boardChoice, m_themeChoice, m_modeChoice})
        connect(box, &QComboBox::activated, this, &TrainerWindow::chooseAgain);

    for (const PuzzleBoard board : kPuzzleBoards)
        m_boardChoice->addItem(QString(), int(board));
    m_themeChoice->addItem(QString(), -1);
    for (const puzzles::Theme theme : puzzles::kThemes)
        m_themeChoice->addItem(QString(), int(theme));
    m_modeChoice->addItem(QString(), int(Mode::Rated));
    m_modeChoice->addItem(QString(), int(Mode::Streak));

    restoreChoices();
    // An attempt the program left unjudged (killed mid-puzzle) is judged now.
    settlePending();
    retranslate();
    refreshRating();
    resize(980, 640);
    nextPuzzle();
}

TrainerWindow::~TrainerWindow()
{
    settlePending();
    m_controller->shutdownComputer();
}

void TrainerWindow::closeEvent(QCloseEvent *event)
{
    settlePending();
    QDialog::closeEvent(event);
}

PuzzleBoard TrainerWindow::boardChoice() const
{
    return PuzzleBoard(m_boardChoice->currentData().toInt());
}

void TrainerWindow::setBoardChoice(PuzzleBoard board)
{
    m_boardChoice->setCurrentIndex(m_boardChoice->findData(int(board)));
    keepChoices();
}

std::optional<puzzles::Theme> TrainerWindow::themeChoice() const
{
    const int theme = m_themeChoice->currentData().toInt();
    return theme < 0 ? std::nullopt : std::optional(puzzles::Theme(theme));
}

void TrainerWindow::setThemeChoice(std::optional<puzzles::Theme> theme)
{
    m_themeChoice->setCurrentIndex(m_themeChoice->findData(theme ? int(*theme) : -1));
    keepChoices();
}

void TrainerWindow::setTables(std::shared_ptr<const hoyito::tables::TableSet> tables)
{
    m_lossSearch->setTables(std::move(tables));
}

void TrainerWindow::keepChoices()
{
    m_settings.setPuzzleChoices({boardWord(boardChoice()), themeWord(themeChoice()),
                                 Mode(m_modeChoice->currentData().toInt()) == Mode::Streak ? QStringLiteral("streak")
                                                                                           : QStringLiteral("rated")});
}

void TrainerWindow::restoreChoices()
{
    // A word not known (an older or damaged file) leaves the default.
    const Settings::PuzzleChoices kept = m_settings.puzzleChoices();
    for (const PuzzleBoard board : kPuzzleBoards)
        if (kept.board == boardWord(board))
            m_boardChoice->setCurrentIndex(m_boardChoice->findData(int(board)));
    for (const puzzles::Theme theme : puzzles::kThemes)
        if (kept.theme == themeWord(theme))
            m_themeChoice->setCurrentIndex(m_themeChoice->findData(int(theme)));
    if (kept.mode == QLatin1String("streak")) {
        m_modeChoice->setCurrentIndex(m_modeChoice->findData(int(Mode::Streak)));
        m_mode = Mode::Streak;
    }
}

void TrainerWindow::setMode(Mode mode)
{
    m_modeChoice->setCurrentIndex(m_modeChoice->findData(int(mode)));
    chooseAgain();
}

void TrainerWindow::chooseAgain()
{
    const Mode mode = Mode(m_modeChoice->currentData().toInt());
    if (mode != m_mode) {
        m_mode = mode;
        m_streak = 0;
        m_streakSolved.clear();
    }
    keepChoices();
    refreshRating();
    nextPuzzle();
}

bool TrainerWindow::startPuzzle(const QString &id)
{
    const puzzles::Puzzle *found = m_puzzles.find(id);
    if (!found)
        return false;
    for (const PuzzleBoard board : kPuzzleBoards)
        if (isOnBoard(*found, board))
            setBoardChoice(board);
    start(*found);
    return true;
}

void TrainerWindow::nextPuzzle()
{
    const puzzles::Puzzle *next = nullptr;
    if (m_mode == Mode::Streak) {
        // Rising difficulty: the easiest puzzle not below the last one.
        const int above = m_streakSolved.isEmpty() || !m_puzzle ? 0 : m_puzzle->rating;
        next = m_puzzles.nextHarder(boardChoice(), themeChoice(), above, m_streakSolved);
        if (!next && !m_streakSolved.isEmpty()) {
            showOutcome(TrainerText::streakDone());
            return;
        }
    } else {
        next = m_puzzles.pick(boardChoice(), themeChoice(), m_settings.puzzleRating().rating,
                              m_settings.puzzlesAttempted(), *QRandomGenerator::global());
    }
    if (!next) {
        settlePending();
        m_pace->stop();
        m_puzzle.reset();
        m_state = State::None;
        m_scene->lockInput();
        m_task->setText(TrainerText::noPuzzles());
        m_puzzleRating->clear();
        showOutcome(QString());
        for (QPushButton *button : {m_hint, m_retry, m_analyse, m_next})
            button->setEnabled(false);
        return;
    }
    start(*next);
}

void TrainerWindow::start(const puzzles::Puzzle &puzzle)
{
    settlePending();
    m_pace->stop();
    m_puzzle = puzzle;
    m_solver = puzzle.position.toMove;
    m_state = State::Playing;
    m_begun = false;
    m_hintUsed = false;
    m_wrongMove.clear();
    m_wrongWhy.clear();
    m_lost.reset();
    m_verdictTail.clear();
    m_best.clear();
    m_lossSearch->stop();
    m_lossId = 0;
    m_rated = m_mode == Mode::Rated && !m_settings.puzzleAttempted(QString::fromStdString(puzzle.id));
    GameSetup setup;
    setup.startFrom(puzzle.position);
    setup.player(hoyito::Player::South) = PlayerInfo::human(QString());
    setup.player(hoyito::Player::North) = PlayerInfo::human(QString());
    // The solver's row nearest, as the main window shows North at the
    // bottom when its board is turned.
    m_scene->setFlipped(m_solver == hoyito::Player::North);
    m_scene->setHintHole(-1);
    m_scene->setSpeed(m_settings.animationSpeed());
    m_controller->loadGame(setup, {}, false);
    // The streak is the player's own: no hints.
    m_hint->setEnabled(m_mode == Mode::Rated);
    m_retry->setEnabled(true);
    m_analyse->setEnabled(true);
    m_next->setEnabled(false);
    showOutcome(m_rated ? QString() : TrainerText::notRated());
    retranslate();
    m_view->setFocus();
}

void TrainerWindow::retry()
{
    if (m_puzzle)
        start(*m_puzzle);
}

void TrainerWindow::onHumanTurn(hoyito::Player side, const QList<int> &playable, const QList<int> &endless)
{
    if (!m_puzzle)
        return;
    const int turn = m_controller->game().turnCount();
    if (m_state == State::Playing) {
        if (side == m_solver)
            m_scene->enableInput(side, playable, endless);
        else
            m_pace->start(replyPause(m_settings.animationSpeed()));
    } else if (m_state == State::ShowingSolution && turn < int(m_puzzle->solution.size())) {
        refreshTask();
        m_pace->start(replyPause(m_settings.animationSpeed()));
    }
}

void TrainerWindow::playSolutionMove()
{
    if (!m_puzzle || !m_controller->isAwaitingBoardInput())
        return;
    const int turn = m_controller->game().turnCount();
    if (turn >= int(m_puzzle->solution.size()))
        return;
    const hoyito::Move move = m_puzzle->solution[std::size_t(turn)];
    if (m_state == State::ShowingSolution || m_controller->position().toMove != m_solver)
        m_controller->boardHoleActivated(move.hole);
}

void TrainerWindow::play(int hole)
{
    if (!m_puzzle || m_state != State::Playing || !m_controller->isAwaitingBoardInput() ||
        m_controller->position().toMove != m_solver)
        return;
    const hoyito::Position before = m_controller->position();
    const hoyito::Move move = hoyito::Move::at(hole);
    // A hole that cannot be played is the controller's to refuse (and say
    // why); it is no move of the attempt.
    if (hoyito::checkMove(before, move) != hoyito::MoveError::None) {
        m_controller->boardHoleActivated(hole);
        return;
    }
    if (!m_begun) {
        m_begun = true;
        if (m_rated) {
            const QString id = QString::fromStdString(m_puzzle->id);
            m_settings.addPuzzleAttempted(id);
            m_settings.setPendingPuzzle(id);
        }
    }
    m_scene->setHintHole(-1);
    const int turn = m_controller->game().turnCount();
    const hoyito::Move expected = m_puzzle->solution[std::size_t(turn)];
    if (move == expected) {
        const bool last = turn + 1 == int(m_puzzle->solution.size());
        if (!last) {
            hoyito::Position after = before;
            hoyito::playTurn(after, move);
            showOutcome(TrainerText::rightMove(after.toMove != m_solver));
        }
        m_controller->boardHoleActivated(hole);
        return;
    }
    judgeFailed(before, move);
    m_controller->boardHoleActivated(hole);
}

void TrainerWindow::onSettled()
{
    if (!m_puzzle)
        return;
    const int turn = m_controller->game().turnCount();
    const int length = int(m_puzzle->solution.size());
    switch (m_state) {
    case State::Playing:
        if (turn >= length)
            judgeSolved();
        break;
    case State::Failed:
        // The wrong move has been seen: now the solution, from the start.
        QTimer::singleShot(replyPause(m_settings.animationSpeed()) * 2, this, &TrainerWindow::showSolution);
        break;
    case State::ShowingSolution:
        if (turn >= length) {
            m_state = State::Shown;
            refreshTask();
            showOutcome(verdict());
            m_next->setEnabled(true);
            m_next->setFocus();
        }
        break;
    case State::None:
    case State::Solved:
    case State::Shown: break;
    }
}

void TrainerWindow::showSolution()
{
    if (!m_puzzle || m_state != State::Failed)
        return;
    m_state = State::ShowingSolution;
    GameSetup setup = m_controller->setup();
    setup.startFrom(m_puzzle->position);
    m_controller->loadGame(setup, {}, false);
}

void TrainerWindow::judgeSolved()
{
    m_state = State::Solved;
    m_scene->lockInput();
    refreshTask();
    QString text = TrainerText::solved();
    if (m_mode == Mode::Streak) {
        ++m_streak;
        m_streakSolved << QString::fromStdString(m_puzzle->id);
        if (m_streak > m_settings.bestPuzzleStreak())
            m_settings.setBestPuzzleStreak(m_streak);
    }
    const double before = m_settings.puzzleRating().rating;
    const bool rated = m_rated;
    rate(true);
    if (rated)
        text += QLatin1Char(' ') +
                TrainerText::rating(m_settings.puzzleRating().rating, m_settings.puzzleRating().deviation) +
                QLatin1Char(' ') + TrainerText::ratingChange(m_settings.puzzleRating().rating - before);
    showOutcome(text);
    m_hint->setEnabled(false);
    m_next->setEnabled(true);
    m_next->setFocus();
}

void TrainerWindow::judgeFailed(const hoyito::Position &before, hoyito::Move played)
{
    m_state = State::Failed;
    const int turn = m_controller->game().turnCount();
    const std::vector<hoyito::Move> rest(m_puzzle->solution.begin() + turn, m_puzzle->solution.end());
    const hoyito::Move best = rest.front();
    const hoyito::ReviewExplanation why = hoyito::explainReviewedTurn(before, played, {}, best, rest);
    const CoachText::Names names{RulesText::sideName(hoyito::Player::South),
                                 RulesText::sideName(hoyito::Player::North)};
    m_wrongMove = QString::fromStdString(hoyito::moveText(before.rules, played));
    m_wrongWhy = CoachText::reviewedTurn(before.rules, why, names);
    m_best = QString::fromStdString(hoyito::moveText(before.rules, best));
    // What the move loses, from a search as the puzzle was judged: said
    // when it is known (onLossFound).
    m_lost.reset();
    m_lossId = m_lossSearch->search(before, played, best, PuzzleFile::judgedDepth(*m_puzzle));
    const double was = m_settings.puzzleRating().rating;
    const bool rated = m_rated;
    rate(false);
    if (rated)
        m_verdictTail += QLatin1Char(' ') +
                         TrainerText::rating(m_settings.puzzleRating().rating, m_settings.puzzleRating().deviation) +
                         QLatin1Char(' ') + TrainerText::ratingChange(m_settings.puzzleRating().rating - was);
    if (m_mode == Mode::Streak) {
        m_verdictTail += QLatin1Char(' ') + TrainerText::streakEnded(m_streak);
        m_streak = 0;
        m_streakSolved.clear();
    }
    refreshTask();
    showOutcome(verdict());
    m_hint->setEnabled(false);
    refreshRating();
}

void TrainerWindow::onLossFound(quint64 id, int loss)
{
    if (id != m_lossId || m_wrongMove.isEmpty())
        return;
    m_lost = int(std::lround(loss / double(hoyito::kSeedValue)));
    showOutcome(verdict());
}

QString TrainerWindow::verdict() const
{
    QString text = TrainerText::wrongMove(m_wrongMove, m_wrongWhy, m_lost.value_or(0)) + m_verdictTail;
    if (m_state == State::Shown)
        text += QLatin1Char(' ') + TrainerText::solutionShown();
    return text;
}

void TrainerWindow::rate(bool solved)
{
    if (!m_puzzle || !m_rated) {
        refreshRating();
        return;
    }
    m_rated = false;
    // A hinted puzzle is not solved for the rating.
    const double score = solved && !m_hintUsed ? 1.0 : 0.0;
    const Glicko2Game game{.opponentRating = double(m_puzzle->rating), .opponentDeviation = 0, .score = score};
    const Glicko2Rating before = m_settings.puzzleRating();
    const Glicko2Rating after = rateGlicko2(before, std::span(&game, 1), kPuzzleTau);
    m_settings.addPuzzleAttempted(QString::fromStdString(m_puzzle->id));
    m_settings.setPuzzleRating(after);
    m_settings.setPendingPuzzle(QString());
    qCInfo(lcPuzzles).noquote() << "puzzle" << QString::fromStdString(m_puzzle->id) << (score > 0 ? "solved" : "failed")
                                << "rating" << before.rating << "->" << after.rating;
    refreshRating();
}

void TrainerWindow::settlePending()
{
    const QString pending = m_settings.pendingPuzzle();
    if (pending.isEmpty())
        return;
    if (m_puzzle && m_rated && QString::fromStdString(m_puzzle->id) == pending) {
        rate(false);
        return;
    }
    // Left by a program that stopped mid-puzzle: failed, against the
    // puzzle's rating if it is still in the set.
    if (const puzzles::Puzzle *p = m_puzzles.find(pending)) {
        const Glicko2Game game{.opponentRating = double(p->rating), .opponentDeviation = 0, .score = 0};
        m_settings.setPuzzleRating(rateGlicko2(m_settings.puzzleRating(), std::span(&game, 1), kPuzzleTau));
        qCInfo(lcPuzzles).noquote() << "puzzle" << pending << "left unfinished: failed";
    }
    m_settings.setPendingPuzzle(QString());
}

void TrainerWindow::showHint()
{
    if (!m_puzzle || m_state != State::Playing || !m_controller->isAwaitingBoardInput() ||
        m_controller->position().toMove != m_solver)
        return;
    const int turn = m_controller->game().turnCount();
    m_hintUsed = true;
    m_scene->setHintHole(m_puzzle->solution[std::size_t(turn)].hole);
    showOutcome(TrainerText::hinted(m_rated));
}

void TrainerWindow::analyse()
{
    if (!m_puzzle)
        return;
    // The analysis tells the answer: an attempt still open counts as failed.
    if (m_state == State::Playing && m_rated) {
        m_settings.addPuzzleAttempted(QString::fromStdString(m_puzzle->id));
        rate(false);
    }
    Q_EMIT analyseRequested(m_puzzle->position);
}

void TrainerWindow::refreshRating()
{
    const Glicko2Rating rating = m_settings.puzzleRating();
    m_rating->setText(TrainerText::rating(rating.rating, rating.deviation));
    m_rating->setToolTip(TrainerText::provisional(rating.deviation));
    m_rating->setAccessibleDescription(m_rating->toolTip());
    m_graph->setRatings(m_settings.puzzleRatingHistory());
    m_streakLabel->setText(TrainerText::streak(m_streak, m_settings.bestPuzzleStreak()));
    m_streakLabel->setVisible(m_mode == Mode::Streak);
    fitWords();
}

QString TrainerWindow::taskText() const
{
    return m_task->text();
}

QString TrainerWindow::outcomeText() const
{
    return m_outcome->text();
}

void TrainerWindow::refreshTask()
{
    switch (m_state) {
    case State::None: m_task->setText(TrainerText::noPuzzles()); break;
    case State::Playing: m_task->setText(TrainerText::toPlay(m_solver)); break;
    case State::Solved: m_task->setText(TrainerText::taskSolved()); break;
    case State::Failed:
    case State::Shown: m_task->setText(TrainerText::taskFailed(m_best)); break;
    case State::ShowingSolution:
        m_task->setText(TrainerText::taskFailed(m_best) + QLatin1Char(' ') +
                        TrainerText::solutionTurn(m_controller->position().toMove));
        break;
    }
    setAccessibleDescription(m_task->text());
    fitWords();
}

void TrainerWindow::showOutcome(const QString &text)
{
    // The label's new text is announced (a name change); once the puzzle is
    // judged the focus goes to Next, which then says it too.
    m_outcome->setText(text);
    const bool judged = m_state == State::Solved || m_state == State::Shown;
    m_next->setAccessibleDescription(judged ? text : QString());
    fitWords();
}

void TrainerWindow::fitWords()
{
    fitWrappedLabels({m_task, m_outcome, m_rating, m_puzzleRating, m_streakLabel});
    // The outcome keeps room for three lines, empty or not, as in the
    // lessons: the board does not move when a move is judged.
    keepRoomForLines(m_outcome, 3);
}

void TrainerWindow::resizeEvent(QResizeEvent *event)
{
    QDialog::resizeEvent(event);
    fitWords();
}

void TrainerWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void TrainerWindow::retranslate()
{
    setWindowTitle(TrainerText::windowTitle());
    //: the puzzle trainer's choice of board
    m_boardLabel->setText(tr("&Board:"));
    //: the puzzle trainer's choice of theme
    m_themeLabel->setText(tr("&Theme:"));
    //: the puzzle trainer's choice of mode: rated puzzles or a streak
    m_modeLabel->setText(tr("&Mode:"));
    for (int i = 0; i < m_boardChoice->count(); ++i)
        m_boardChoice->setItemText(i, TrainerText::board(PuzzleBoard(m_boardChoice->itemData(i).toInt())));
    for (int i = 0; i < m_themeChoice->count(); ++i) {
        const int theme = m_themeChoice->itemData(i).toInt();
        m_themeChoice->setItemText(i, theme < 0 ? TrainerText::anyTheme() : TrainerText::theme(puzzles::Theme(theme)));
    }
    //: a mode of the puzzle trainer: each puzzle's first attempt changes the rating
    m_modeChoice->setItemText(0, tr("Rated"));
    //: a mode of the puzzle trainer: harder and harder puzzles until the first mistake
    m_modeChoice->setItemText(1, tr("Streak"));
    if (m_puzzle) {
        refreshTask();
        m_puzzleRating->setText(TrainerText::puzzleRating(m_puzzle->rating));
    }
    //: a button of the puzzle trainer: ring the hole to play from
    m_hint->setText(tr("&Hint"));
    //: a button of the puzzle trainer: the puzzle again from its start
    m_retry->setText(tr("&Retry"));
    //: a button of the puzzle trainer: open the puzzle's position in the main window's analysis
    m_analyse->setText(tr("&Analyse"));
    //: a button of the puzzle trainer: the next puzzle
    m_next->setText(tr("&Next"));
    refreshRating();
}

} // namespace hoyito::app
