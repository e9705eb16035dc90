#include "files/gamefiles.h"

#include "config/settings.h"
#include "game/gamecontroller.h"
#include "game/gamesetup.h"
#include "game/gametext.h"
#include "logging/categories.h"

#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>
#include <memory>
#include <utility>

namespace hoyito::app {

LoadError notAFileError(const QString &path, const QString &reason)
{
    LoadError error;
    error.kind = LoadErrorKind::Unreadable;
    error.file = path;
    error.message = reason;
    return error;
}

GameFiles::GameFiles(GameController *controller, Settings &settings, QWidget *window)
    : QObject(window)
    , m_controller(controller)
    , m_settings(settings)
    , m_window(window)
    , m_recentMenu(new QMenu(window))
    , m_date(QDateTime::currentDateTime())
{
    m_recentMenu->setObjectName(QStringLiteral("menuRecent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &GameFiles::rebuildRecentMenu);
    connect(controller, &GameController::gameStarted, this, &GameFiles::gameStarted);
    connect(controller, &GameController::historyChanged, this, &GameFiles::changed);
    rebuildRecentMenu();
}

GameFiles::~GameFiles() = default;

void GameFiles::gameStarted()
{
    std::optional<ExpectedRound> round = std::exchange(m_expectedRound, std::nullopt);
    if (m_adopting)
        return;
    if (round && round->continuing) {
        // The next round of the match in the window: its file and date
        // stay; the file still holds the last round, so the game is
        // modified until saved.
        m_match = std::move(round->match);
        m_rounds = std::move(round->rounds);
        Q_EMIT changed();
        return;
    }
    // A new game of the window's own: no file yet.
    m_path.clear();
    m_savedMoves.clear();
    m_date = QDateTime::currentDateTime();
    m_match.reset();
    m_rounds.clear();
    if (round) { // round 1 of a new match
        m_match = std::move(round->match);
        m_rounds = std::move(round->rounds);
    }
    Q_EMIT changed();
}

void GameFiles::expectMatchRound(const hoyito::Match &match, const std::vector<hoyito::Game> &rounds, bool continuing)
{
    m_expectedRound = ExpectedRound{match, rounds, continuing};
}

bool GameFiles::matchGoesOn() const
{
    if (!m_match || !m_controller->hasGame())
        return false;
    hoyito::Match soFar = *m_match;
    if (m_controller->game().isOver())
        soFar.finishRound(m_controller->game());
    return !soFar.isOver();
}

bool GameFiles::isModified() const
{
    if (!m_controller->hasGame())
        return false;
    const std::vector<hoyito::Move> &moves = m_controller->game().moves();
    if (m_path.isEmpty())
        return !moves.empty() || !m_rounds.empty(); // a match's finished rounds are in no file either
    return moves != m_savedMoves;
}

bool GameFiles::aPersonHasMoved() const
{
    const GameSetup &setup = m_controller->setup();
    const auto isPerson = [&setup](hoyito::Player side) { return setup.player(side).kind == PlayerKind::Human; };
    // Two computers: the game is the watcher's to keep.
    if (!isPerson(hoyito::Player::South) && !isPerson(hoyito::Player::North))
        return true;
    const hoyito::Game &game = m_controller->game();
    for (std::size_t turn = 0; turn < game.moves().size(); ++turn)
        if (isPerson(game.positions()[turn].toMove))
            return true;
    return false;
}

bool GameFiles::needsSaveQuestion() const
{
    // Only the computer's opening turns (the first start's game, say): the
    // person loses nothing of theirs.
    const bool gameGoesOn = !m_controller->game().isOver() && m_controller->turnCount() > 0 && aPersonHasMoved();
    // A match has finished rounds to lose, also between rounds and once it
    // is over: a whole match is more than a game to look back on.
    const bool roundsToLose = m_match && (!m_rounds.empty() || m_controller->game().isOver());
    return isModified() && (gameGoesOn || roundsToLose);
}

int GameFiles::matchRound() const
{
    return m_match ? m_match->roundNumber() : 0;
}

QString GameFiles::windowTitle() const
{
    if (!m_controller->hasGame())
        return tr("Hoyito");
    const Rules &rules = m_controller->setup().rules;
    //: window title: the variant and the board, e.g. "Hoyito II, 2 × 6"
    QString game = tr("%1, %2").arg(RulesText::variantName(rules.variant), GameText::boardName(rules.holesPerRow));
    if (m_match)
        //: window title of a match round: "Hoyito III, 2 × 6, round 3"
        game = tr("%1, round %2").arg(game).arg(m_match->roundNumber());
    if (m_path.isEmpty())
        return game + QStringLiteral("[*]");
    // "[*]" is the modified marker's place: a file name holding it is escaped.
    QString name = QFileInfo(m_path).fileName();
    name.replace(QStringLiteral("[*]"), QStringLiteral("[[*]]"));
    //: window title: the file name (with the unsaved marker), then the game
    return tr("%1[*] — %2").arg(name, game);
}

std::optional<GameRecord> GameFiles::currentRecord(QString *why) const
{
    if (!m_controller->hasGame()) {
        if (why)
            *why = tr("There is no game to save.");
        return std::nullopt;
    }
    const GameSetup &setup = m_controller->setup();
    const PlayerInfo &south = setup.player(Player::South);
    const PlayerInfo &north = setup.player(Player::North);
    std::optional<GameRecord> record =
        m_match ? recordFromMatch(*m_match, m_rounds, &m_controller->game(), south, north, m_date)
                : recordFromGame(m_controller->game(), south, north, m_date);
    if (!record && why)
        *why = tr("This game starts from a position that a saved game cannot hold.");
    if (record && m_reviewSource) {
        record->review = m_reviewSource();
        // A review the loader would leave out must never cost the game its save.
        if (const QString problem = reviewProblemOf(*record); !problem.isEmpty()) {
            qCWarning(lcFiles) << "the review is left out of the saved game:" << problem;
            record->review.reset();
        }
    }
    return record;
}

std::optional<LoadedGame> GameFiles::currentGame(QString *why) const
{
    std::optional<GameRecord> record = currentRecord(why);
    if (!record)
        return std::nullopt;
    return LoadedGame{std::move(*record), m_controller->game(), m_rounds, m_match};
}

GameSetup GameFiles::setupOf(const LoadedGame &loaded) const
{
    const GameRecord &record = loaded.record;
    GameSetup setup;
    setup.rules = record.rules;
    setup.starter = record.starter;
    setup.players = record.players;
    // A match round may start from a refilled board (closed holes, carried
    // seeds): the match decides its first position, not the opening. A
    // single game set up by hand starts where its record says.
    if (loaded.match || loaded.record.startPosition)
        setup.start = loaded.game.start();
    return setup;
}

void GameFiles::adopt(const LoadedGame &loaded, const QString &path, const std::vector<hoyito::Move> &savedMoves)
{
    // Everything the autosave may read is set before the controller
    // announces the game.
    m_path = path;
    m_savedMoves = savedMoves;
    m_date = loaded.record.date.isValid() ? loaded.record.date : QDateTime::currentDateTime();
    m_match = loaded.match;
    m_rounds = loaded.rounds;
    // The match controller takes over a match before the game is announced.
    Q_EMIT aboutToAdopt(loaded);
    m_adopting = true;
    const int bad = m_controller->loadGame(setupOf(loaded), loaded.game.moves(), loaded.game.isOver());
    m_adopting = false;
    if (bad >= 0) // cannot happen: the loader played every move already
        qCWarning(lcFiles) << "a loaded move was refused by the controller at" << bad;
    qCDebug(lcFiles) << "adopted" << path << loaded.game.turnCount() << "turns";
    if (!loaded.reviewProblem.isEmpty())
        qCInfo(lcFiles).noquote() << "opened without its review:" << path << loaded.reviewProblem;
    Q_EMIT adopted(loaded);
    Q_EMIT changed();
}

// ------------------------------------------------------------------ saving

bool GameFiles::saveTo(const QString &path)
{
    QString why;
    const std::optional<GameRecord> record = currentRecord(&why);
    if (!record) {
        showError(tr("Save Game"), tr("The game cannot be saved."), why);
        return false;
    }
    // A folder or a special file is never replaced by a game.
    const QString notAFile = notAFileReason(path);
    if (!notAFile.isEmpty())
        why = notAFileError(path, notAFile).text();
    if (!notAFile.isEmpty() || !saveRecordFile(path, *record, &why)) {
        showError(tr("Save Game"), tr("The game could not be saved."), why);
        Q_EMIT message(why);
        return false;
    }
    m_path = path;
    m_savedMoves = m_controller->game().moves();
    m_settings.addRecentFile(path);
    rememberFolder(path);
    qCDebug(lcFiles) << "saved" << path;
    Q_EMIT changed();
    //: status line after saving: the file name
    Q_EMIT message(tr("Saved the game as “%1”").arg(QFileInfo(path).fileName()));
    return true;
}

void GameFiles::save()
{
    if (m_path.isEmpty())
        saveAs();
    else
        saveTo(m_path);
}

void GameFiles::saveAs(std::function<void()> then)
{
    QString why;
    if (!currentRecord(&why)) {
        showError(tr("Save Game"), tr("The game cannot be saved."), why);
        return;
    }
    if (m_fileDialog)
        m_fileDialog->close();
    auto *dialog = new QFileDialog(m_window, tr("Save Game"), startFolder());
    dialog->setObjectName(QStringLiteral("saveDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setFileMode(QFileDialog::AnyFile);
    dialog->setDefaultSuffix(QString::fromLatin1(kRecordSuffix));
    dialog->setNameFilters({tr("Hoyito games (*.%1)").arg(QString::fromLatin1(kRecordSuffix)), tr("All files (*)")});
    dialog->selectFile(m_path.isEmpty() ? suggestedFileName() : QFileInfo(m_path).fileName());
    connect(dialog, &QFileDialog::fileSelected, this, [this, then](const QString &path) {
        if (saveTo(path) && then)
            then();
    });
    m_fileDialog = dialog;
    dialog->open();
}

void GameFiles::saveThen(const std::function<void()> &then)
{
    if (m_path.isEmpty())
        saveAs(then);
    else if (saveTo(m_path))
        then();
}

QString GameFiles::suggestedFileName() const
{
    QString name;
    if (m_controller->hasGame()) {
        const GameSetup &setup = m_controller->setup();
        //: suggested file name of a saved game: "Ana vs Luis 2025-01-31"
        name = tr("%1 vs %2 %3")
                   .arg(GameText::playerName(setup, Player::South), GameText::playerName(setup, Player::North),
                        m_date.date().toString(Qt::ISODate));
    }
    // Characters that some file systems refuse.
    static const QRegularExpression unsafe(QStringLiteral("[\\\\/:*?\"<>|\\x00-\\x1f]"));
    name.replace(unsafe, QStringLiteral("_"));
    name = name.simplified();
    if (name.isEmpty())
        name = tr("game");
    return name + QLatin1Char('.') + QString::fromLatin1(kRecordSuffix);
}

// ------------------------------------------------------------------ opening

void GameFiles::open()
{
    if (m_fileDialog)
        m_fileDialog->close();
    auto *dialog = new QFileDialog(m_window, tr("Open Game"), startFolder());
    dialog->setObjectName(QStringLiteral("openDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptOpen);
    dialog->setFileMode(QFileDialog::ExistingFile);
    dialog->setNameFilters({tr("Hoyito games (*.%1)").arg(QString::fromLatin1(kRecordSuffix)), tr("All files (*)")});
    connect(dialog, &QFileDialog::fileSelected, this, &GameFiles::openFile);
    m_fileDialog = dialog;
    dialog->open();
}

QString GameFiles::notAFileReason(const QString &path)
{
    return notRegularFileReason(path);
}

bool GameFiles::openFile(const QString &path)
{
    // Checked before anything opens it: a named pipe would block the window.
    const QString notAFile = notAFileReason(path);
    LoadResult result = notAFile.isEmpty() ? loadRecordFile(path) : LoadResult(notAFileError(path, notAFile));
    if (const auto *error = std::get_if<LoadError>(&result)) {
        showOpenError(path, *error);
        return false;
    }
    rememberFolder(path);
    openLoaded(std::get<LoadedGame>(result), path);
    return true;
}

void GameFiles::showOpenError(const QString &path, const LoadError &error)
{
    qCInfo(lcFiles).noquote() << "cannot open" << error.text();
    if (error.kind == LoadErrorKind::Unreadable && !QFileInfo::exists(path))
        m_settings.removeRecentFile(path);
    //: the message box when a file is not a game record: its name, then the problem
    showError(tr("Open Game"), tr("“%1” could not be opened.").arg(QFileInfo(path).fileName()), error.text());
    Q_EMIT message(error.text());
}

void GameFiles::openLoaded(const LoadedGame &game, const QString &path, const std::function<void()> &then,
                           const QString &shownName)
{
    const auto loaded = std::make_shared<const LoadedGame>(game);
    const QString name = path.isEmpty() ? shownName : QFileInfo(path).fileName();
    QString question;
    switch (stake()) {
    case Stake::Game: question = tr("Save the game in progress before opening “%1”?").arg(name); break;
    case Stake::Match: question = tr("Save the match in progress before opening “%1”?").arg(name); break;
    case Stake::FinishedMatch: question = tr("Save the finished match before opening “%1”?").arg(name); break;
    }
    confirmReplace(question, [this, loaded, path, name, then] {
        adopt(*loaded, path, loaded->game.moves());
        m_settings.addRecentFile(path);
        const int turns = loaded->game.turnCount();
        QString text;
        if (loaded->game.isOver()) {
            const GameSetup &setup = m_controller->setup();
            const auto scores = hoyito::finalScores(loaded->game.position());
            const QString south = GameText::playerName(setup, Player::South);
            const QString north = GameText::playerName(setup, Player::North);
            const hoyito::Result result = hoyito::resultOf(scores);
            if (result == hoyito::Result::Draw) {
                //: status line: a finished game was opened, in replay mode at its end:
                //: "Opened “x.hoyito”: 80 turns, a draw (Ana 24 – Luis 24). Replay: Home goes to the start."
                text = tr("Opened “%1”: %n turn(s), a draw (%2 %3 – %4 %5). Replay: Home goes to the start.", "", turns)
                           .arg(name, south, QString::number(scores[0]), north, QString::number(scores[1]));
            } else {
                //: status line: a finished game was opened, in replay mode at its end: %2 the winner
                //: "Opened “x.hoyito”: 80 turns, Luis won (Ana 16 – Luis 32). Replay: Home goes to the start."
                text = tr("Opened “%1”: %n turn(s), %2 won (%3 %4 – %5 %6). Replay: Home goes to the start.", "", turns)
                           .arg(name, result == hoyito::Result::SouthWins ? south : north, south,
                                QString::number(scores[0]), north, QString::number(scores[1]));
            }
        } else {
            //: status line: an unfinished game was opened and goes on
            text = tr("Opened “%1”: %n turn(s) played, %2", "", turns)
                       .arg(name, GameText::toMove(m_controller->setup(), m_controller->position()));
        }
        if (!loaded->reviewProblem.isEmpty())
            //: status line, after "Opened ...": the file's game review was left out, and why
            text += QLatin1Char(' ') + tr("The file's game review was not loaded: %1").arg(loaded->reviewProblem);
        Q_EMIT message(text);
        if (then)
            then();
    });
}

GameFiles::Stake GameFiles::stake() const
{
    if (!m_match)
        return Stake::Game;
    return matchGoesOn() ? Stake::Match : Stake::FinishedMatch;
}

QString GameFiles::newGameQuestion() const
{
    switch (stake()) {
    case Stake::Game: break;
    case Stake::Match: return tr("Save the match in progress before starting a new game?");
    case Stake::FinishedMatch: return tr("Save the finished match before starting a new game?");
    }
    return tr("Save the game in progress before starting a new one?");
}

void GameFiles::rebuildRecentMenu()
{
    // The title too: the window calls this on a change of language.
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_recentMenu->clear();
    const QStringList files = m_settings.recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        QString name = QFileInfo(path).fileName();
        name.replace(QLatin1Char('&'), QStringLiteral("&&"));
        //: a recent file in the menu: its number (the shortcut), then its name
        QAction *action = m_recentMenu->addAction(i < 9 ? tr("&%1 %2").arg(i + 1).arg(name) : name);
        action->setObjectName(QStringLiteral("recentFile%1").arg(i));
        action->setData(path);
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    if (files.isEmpty()) {
        QAction *none = m_recentMenu->addAction(tr("No Recent Games"));
        none->setEnabled(false);
    }
    m_recentMenu->addSeparator();
    QAction *clear = m_recentMenu->addAction(tr("&Clear Menu"));
    clear->setObjectName(QStringLiteral("actionClearRecent"));
    clear->setEnabled(!files.isEmpty());
    connect(clear, &QAction::triggered, this, [this] {
        m_settings.clearRecentFiles();
        rebuildRecentMenu();
    });
}

QString GameFiles::startFolder() const
{
    const QString folder = m_settings.lastFolder();
    if (!folder.isEmpty() && QFileInfo(folder).isDir())
        return folder;
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

void GameFiles::rememberFolder(const QString &path)
{
    m_settings.setLastFolder(QFileInfo(path).absolutePath());
}

// ------------------------------------------------------------------ text

void GameFiles::copyAsText()
{
    QString why;
    const std::optional<LoadedGame> game = currentGame(&why);
    if (!game) {
        Q_EMIT message(why);
        return;
    }
    QGuiApplication::clipboard()->setText(gameText(*game));
    Q_EMIT message(tr("Copied the game to the clipboard as text"));
}

// ------------------------------------------------------------------ questions

void GameFiles::confirmReplace(const QString &question, std::function<void()> proceed)
{
    if (!needsSaveQuestion()) {
        proceed();
        return;
    }
    if (m_question)
        m_question->close();
    auto *box = new QMessageBox(QMessageBox::Question, tr("Unsaved Game"), question,
                                QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
    box->setObjectName(QStringLiteral("saveQuestionBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    const int turns = m_controller->turnCount();
    const QString file = QFileInfo(m_path).fileName();
    if (stake() == Stake::Game)
        box->setInformativeText(
            m_path.isEmpty()
                ? tr("The game in progress (%n turn(s)) is in no file. If you discard it, it is lost.", "", turns)
                : tr("The game in progress has moves that “%1” does not have. If you discard them, "
                     "they are lost.")
                      .arg(file));
    else
        box->setInformativeText(
            m_path.isEmpty()
                ? tr("The match (%n round(s) so far) is in no file. If you discard it, it is lost.", "",
                     m_match->roundNumber())
                : tr("The match has moves that “%1” does not have. If you discard them, they are lost.").arg(file));
    box->setDefaultButton(QMessageBox::Save);
    box->setEscapeButton(QMessageBox::Cancel);
    connect(box, &QMessageBox::finished, this, [this, box, proceed] {
        switch (box->standardButton(box->clickedButton())) {
        case QMessageBox::Discard: proceed(); break;
        case QMessageBox::Save: saveThen(proceed); break;
        default: break; // Cancel, Esc or closed: nothing happens
        }
    });
    m_question = box;
    box->open();
}

void GameFiles::showError(const QString &title, const QString &text, const QString &details)
{
    if (m_errorBox)
        m_errorBox->close();
    auto *box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("fileErrorBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setInformativeText(details);
    m_errorBox = box;
    box->open();
}

} // namespace hoyito::app
