// Saved games in the window, driven like a player would: real
// widgets under QT_QPA_PLATFORM=offscreen, the menu actions and their keys,
// the file dialogs and message boxes answered as a player answers them (no
// dialog is ever exec()'d, so none can block). Every window has its own
// settings file and data folder; the crash test runs the real program with
// its own XDG folders. Positions are checked against hoyito::Game.
//
// Set HOYITO_TEST_SCREENSHOTS to a folder to get PNGs of the replay bar and
// the dialogs.

#include "engineutil.h"
#include "recordutil.h"
#include "windowrun.h"
#include "windowutil.h"

#include "analysis/movelistmodel.h"
#include "analysis/reviewcontroller.h"
#include "board/boardscene.h"
#include "board/boardview.h"
#include "config/settings.h"
#include "files/autosave.h"
#include "files/gamefiles.h"
#include "game/gamecontroller.h"
#include "game/gametext.h"
#include "game/replaybar.h"
#include "match/matchdialogs.h"
#include "recordfile.h"
#include "setup/newgamedialog.h"
#include "shell/commandline.h"
#include "window/gamepanel.h"
#include "window/mainwindow.h"
#include "window/resultdialog.h"
#include "window/ruleswindow.h"

#include "hoyito/analysis.h"
#include "hoyito/notation.h"

#include <QAction>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QGuiApplication>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListView>
#include <QMenu>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace hoyito;
using namespace hoyito::app;
using namespace hoyito::test;

namespace {

const QString kData = QStringLiteral(HOYITO_TEST_DATA);
// The opening of a default new game (Hoyito II, 2×6, South starts).
const Position kOpening = Position::initial(Rules{});

QString fixture(const char *name)
{
    return kData + QLatin1Char('/') + QLatin1String(name);
}

void grab(QWidget *widget, const QString &name)
{
    const QString folder = qEnvironmentVariable("HOYITO_TEST_SCREENSHOTS");
    if (folder.isEmpty() || !widget)
        return;
    if (auto *box = qobject_cast<QMessageBox *>(widget))
        box->adjustSize();
    widget->grab().save(folder + QLatin1Char('/') + name + QStringLiteral(".png"));
}

} // namespace

class TstFiles : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void settingsRecentFilesAndDataFolder();
    void saveAndReopenEqual_data();
    void saveAndReopenEqual();
    void saveKeysAndModifiedMarker();
    void badFileLeavesGameUnchanged_data();
    void badFileLeavesGameUnchanged();
    void saveQuestionOnlyWhenAGameWouldBeLost();
    void openRecentMenu();
    void copyGameAsText();

    void autosaveAfterEveryMove();
    void resumeOnNewWindow();
    void damagedAutosaveIsSetAside_data();
    void damagedAutosaveIsSetAside();
    void crashedProgramResumes();

    void replaySteppingMatchesEngine();
    void replayKeysOnlyInReplay();
    void replayPlayPause();
    void continueFromHere();
    void replayOfMatchRound();

    void reviewedFixtureIsCanonical();
    void reviewRoundTrip_data();
    void reviewRoundTrip();
    void badReviewLeavesTheGame_data();
    void badReviewLeavesTheGame();
    void badReviewIsNeverSaved();
    void badReviewNeverCostsTheGame();
    void filesWithoutReviewStillOpen();
    void newerVersionWithReviewIsRefused();

    void commandLineOpen_data();
    void commandLineOpen();
    void programOpensAndRendersFiles();
    void programShowsWhyAFileDidNotOpen_data();
    void programShowsWhyAFileDidNotOpen();

private:
    std::unique_ptr<MainWindow> newWindow(Settings &settings);
    void startWith(const std::vector<Move> &moves, const GameSetup &setup = GameSetup{});
    void click(int hole);
    bool waitForRest(int timeoutMs = 10000);
    bool saveAs(const QString &path);
    // Gives the window the focus back after a dialog (the window manager's job).
    void activate();
    QAction *action(const char *name) const;

    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    int m_count = 0;
};

void TstFiles::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    GameText::installEnglishPlurals();
    QVERIFY(m_dir.isValid());
}

void TstFiles::init()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral("disagree")));
    // Each test: its own settings file, so its own data folder (autosave).
    m_settings = instantSettings(m_dir.filePath(QStringLiteral("test%1.ini").arg(++m_count)));
    m_window = newWindow(*m_settings);
}

void TstFiles::cleanup()
{
    m_window.reset();
    m_settings.reset();
}

std::unique_ptr<MainWindow> TstFiles::newWindow(Settings &settings)
{
    auto window = createWindow(settings);
    if (!showWindow(*window, Focus::Exposed))
        qWarning("window not exposed");
    window->activateWindow();
    return window;
}

QAction *TstFiles::action(const char *name) const
{
    return m_window->findChild<QAction *>(QLatin1String(name));
}

void TstFiles::click(int hole)
{
    clickHole(*m_window, hole);
}

bool TstFiles::waitForRest(int timeoutMs)
{
    return test::waitForRest(*m_window->controller(), timeoutMs);
}

// Plays `moves` on the board with the mouse (passes are the controller's).
void TstFiles::startWith(const std::vector<Move> &moves, const GameSetup &setup)
{
    m_window->startGame(setup);
    GameController *c = m_window->controller();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        QVERIFY(waitForRest());
        if (moves[i].isPass()) {
            // Played by the controller itself once the turn began.
            QVERIFY(c->turnCount() > int(i));
            QCOMPARE(c->game().moves()[i], moves[i]);
            continue;
        }
        QCOMPARE(c->turnCount(), int(i));
        QVERIFY2(c->isAwaitingBoardInput(), qPrintable(QString::fromStdString(positionText(c->position()))));
        click(moves[i].hole);
        QCOMPARE(c->turnCount(), int(i) + 1);
        QCOMPARE(c->game().moves()[i], moves[i]);
    }
    QVERIFY(waitForRest());
}

void TstFiles::activate()
{
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

bool TstFiles::saveAs(const QString &path)
{
    action("actionSaveAs")->trigger();
    QFileDialog *dialog = m_window->files()->fileDialog();
    if (!dialog || !dialog->isVisible() || dialog->acceptMode() != QFileDialog::AcceptSave)
        return false;
    grab(dialog, QStringLiteral("save-dialog"));
    dialog->selectFile(path);
    static_cast<QDialog *>(dialog)->accept(); // the dialog's own accept()
    m_window->activateWindow();
    (void)QTest::qWaitForWindowActive(m_window.get());
    return QFileInfo::exists(path) && m_window->files()->filePath() == path;
}

// ------------------------------------------------------------------ files

void TstFiles::settingsRecentFilesAndDataFolder()
{
    Settings &s = *m_settings;
    QVERIFY(s.dataDirectory().startsWith(m_dir.path()));
    QVERIFY(s.dataDirectory() != Settings(m_dir.filePath(QStringLiteral("other.ini"))).dataDirectory());
    {
        // The user's settings keep the autosave in the application data folder.
        Settings user;
        QCOMPARE(user.dataDirectory(), QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
    }
    for (int i = 0; i < Settings::kMaxRecentFiles + 3; ++i)
        s.addRecentFile(QStringLiteral("/games/%1.hoyito").arg(i));
    s.addRecentFile(QStringLiteral("/games/4.hoyito"));
    const QStringList recent = s.recentFiles();
    QCOMPARE(recent.size(), Settings::kMaxRecentFiles);
    QCOMPARE(recent.first(), QStringLiteral("/games/4.hoyito"));
    QCOMPARE(recent.count(QStringLiteral("/games/4.hoyito")), 1);
    QCOMPARE(recent.at(1), QStringLiteral("/games/10.hoyito"));
    s.removeRecentFile(QStringLiteral("/games/4.hoyito"));
    QVERIFY(!s.recentFiles().contains(QStringLiteral("/games/4.hoyito")));
    s.clearRecentFiles();
    QVERIFY(s.recentFiles().isEmpty());
    // Whatever the file says: a bounded list of names.
    const QString path = m_dir.filePath(QStringLiteral("damaged.ini"));
    {
        QSettings raw(path, QSettings::IniFormat);
        raw.setValue(Settings::kRecentFiles, QStringList{QString(), QStringLiteral("a"), QStringLiteral("a")});
    }
    QCOMPARE(Settings(path).recentFiles(), QStringList{QStringLiteral("a")});
}

void TstFiles::saveAndReopenEqual_data()
{
    QTest::addColumn<int>("variant");
    QTest::addColumn<int>("holes");
    QTest::addColumn<int>("turns");
    QTest::addColumn<bool>("north");
    QTest::newRow("II 2x6, in progress") << int(Variant::II) << 6 << 25 << false;
    QTest::newRow("III 2x6, North starts, to the end") << int(Variant::III) << 6 << 1000 << true;
    QTest::newRow("II 2x12, to the end") << int(Variant::II) << 12 << 1000 << false;
    QTest::newRow("I 2x6, to the end") << int(Variant::I) << 6 << 1000 << false;
}

void TstFiles::saveAndReopenEqual()
{
    QFETCH(int, variant);
    QFETCH(int, holes);
    QFETCH(int, turns);
    QFETCH(bool, north);
    GameSetup setup;
    setup.rules.variant = Variant(variant);
    setup.rules.holesPerRow = holes;
    setup.starter = north ? Player::North : Player::South;
    setup.player(Player::South).name = QStringLiteral("Ana");
    setup.player(Player::North).name = QStringLiteral("Luis");
    const std::vector<Move> moves = randomMoves(setup.startPosition(), turns, quint32(variant * 100 + holes));
    // The first moves clicked, the rest at once (a 2×12 game is long).
    const std::size_t clicked = std::min<std::size_t>(moves.size(), 8);
    startWith({moves.begin(), moves.begin() + qsizetype(clicked)}, setup);
    GameController *c = m_window->controller();
    QCOMPARE(c->playMovesWithoutAnimation({moves.begin() + qsizetype(clicked), moves.end()}), -1);
    const std::vector<Position> positions = c->game().positions();
    QCOMPARE(c->turnCount(), int(moves.size()));

    const QString path =
        m_dir.filePath(QStringLiteral("round trip %1.hoyito").arg(QLatin1String(QTest::currentDataTag())));
    QVERIFY(saveAs(path));
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(m_window->windowTitle().contains(QFileInfo(path).fileName()));
    QVERIFY(m_settings->recentFiles().contains(path));

    // The file, read by the library, holds this game.
    const LoadedGame loaded = loadOrFail(path);
    QCOMPARE(loaded.game.positions(), positions);
    QCOMPARE(loaded.record.player(Player::South).name, QStringLiteral("Ana"));
    QCOMPARE(loaded.record.player(Player::North).name, QStringLiteral("Luis"));
    QCOMPARE(loaded.record.starter, setup.starter);

    // Another window opens it: every position equal.
    Settings other(m_dir.filePath(QStringLiteral("reopen%1.ini").arg(m_count)));
    other.setAnimationSpeed(AnimationSpeed::Instant);
    std::unique_ptr<MainWindow> again = newWindow(other);
    QVERIFY(again->files()->openFile(path));
    GameController *c2 = again->controller();
    QCOMPARE(c2->game().positions(), positions);
    QCOMPARE(c2->setup().rules, setup.rules);
    QCOMPARE(GameText::playerName(c2->setup(), Player::North), QStringLiteral("Luis"));
    QCOMPARE(again->files()->filePath(), path);
    QVERIFY(!again->isWindowModified());
    const bool over = positions.back().isOver();
    // A finished game opens in replay mode on its end; an unfinished one goes on.
    QCOMPARE(c2->isReplaying(), over);
    QCOMPARE(c2->state(), over ? GameController::State::Replaying : GameController::State::AwaitingMove);
    const QString difference = sceneDifference(*again->scene(), positions.back());
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QCOMPARE(again->panel()->moveModel()->rowCount(), int(moves.size()));
    QVERIFY2(again->statusText().startsWith(QStringLiteral("Opened")), qPrintable(again->statusText()));
}

void TstFiles::saveKeysAndModifiedMarker()
{
    GameController *c = m_window->controller();
    QVERIFY(!m_window->isWindowModified());
    startWith(randomMoves(kOpening, 3, 7));
    QVERIFY(m_window->isWindowModified());
    QVERIFY(m_window->windowTitle().endsWith(QStringLiteral("[*]")));

    // Ctrl+S on a game without a file asks for a name.
    QTest::keyClick(m_window.get(), Qt::Key_S, Qt::ControlModifier);
    QFileDialog *dialog = m_window->files()->fileDialog();
    QVERIFY(dialog && dialog->isVisible());
    QCOMPARE(dialog->acceptMode(), QFileDialog::AcceptSave);
    QVERIFY(dialog->selectedFiles().value(0).endsWith(QStringLiteral(".hoyito")));
    const QString path = m_dir.filePath(QStringLiteral("keys.hoyito"));
    dialog->selectFile(path);
    static_cast<QDialog *>(dialog)->accept(); // the dialog's own accept()
    QVERIFY(QFileInfo::exists(path));
    QVERIFY(!m_window->isWindowModified());
    QCOMPARE(m_window->windowTitle(), QStringLiteral("keys.hoyito[*] — Hoyito II, 2 × 6"));

    // A new game is untitled again; the file opens unmodified.
    startWith({});
    QVERIFY(m_window->files()->filePath().isEmpty());
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(m_window->files()->openFile(path));
    QCOMPARE(c->turnCount(), 3);
    QVERIFY(!m_window->isWindowModified());
    // A move marks it; Ctrl+S writes the same file, no dialog.
    click(m_window->scene()->playableHoles().first());
    QVERIFY(waitForRest());
    QVERIFY(m_window->isWindowModified());
    activate();
    QTest::keyClick(m_window.get(), Qt::Key_S, Qt::ControlModifier);
    QVERIFY(!m_window->files()->fileDialog() || !m_window->files()->fileDialog()->isVisible());
    QVERIFY(!m_window->isWindowModified());
    QCOMPARE(loadOrFail(path).game.moves(), c->game().moves());
    QVERIFY(m_window->statusText().contains(QStringLiteral("keys.hoyito")));
    // Undo leaves the file's game: modified; Redo comes back to it.
    QVERIFY(c->undo());
    QVERIFY(m_window->isWindowModified());
    QVERIFY(c->redo());
    QVERIFY(!m_window->isWindowModified());
    // Ctrl+Shift+S always asks for a name.
    activate();
    QTest::keyClick(m_window.get(), Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(m_window->files()->fileDialog() && m_window->files()->fileDialog()->isVisible());
    m_window->files()->fileDialog()->reject();
    QCOMPARE(m_window->files()->filePath(), path);
}

void TstFiles::badFileLeavesGameUnchanged_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("problem");
    QTest::addColumn<int>("kind");
    QFile file(fixture("finished_ii_2x6.hoyito"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray good = file.readAll();
    const auto edited = [&good](const char *from, const char *to) {
        QByteArray bytes = good;
        Q_ASSERT(bytes.contains(from));
        return bytes.replace(from, to);
    };
    QTest::newRow("not json") << QByteArray("this is not a game") << "JSON" << int(LoadErrorKind::NotJson);
    QTest::newRow("cut short") << good.left(good.size() / 2) << "JSON" << int(LoadErrorKind::NotJson);
    QTest::newRow("wrong format") << edited("\"hoyito-game\"", "\"chess\"") << "chess"
                                  << int(LoadErrorKind::WrongFormat);
    QTest::newRow("wrong version") << edited("\"version\": 1", "\"version\": 7") << "version 7"
                                   << int(LoadErrorKind::UnsupportedVersion);
    QTest::newRow("missing field") << edited("\"players\"", "\"people\"") << "players"
                                   << int(LoadErrorKind::MissingField);
    QTest::newRow("mistyped field") << edited("\"holesPerRow\": 6", "\"holesPerRow\": \"six\"") << "holesPerRow"
                                    << int(LoadErrorKind::WrongType);
    QTest::newRow("out of range") << edited("\"holesPerRow\": 6", "\"holesPerRow\": 40") << "40"
                                  << int(LoadErrorKind::OutOfRange);
    QTest::newRow("unknown variant") << edited("\"variant\": \"II\"", "\"variant\": \"IV\"") << "IV"
                                     << int(LoadErrorKind::UnknownVariant);
    QTest::newRow("illegal move") << edited("\"c\", \"F\", \"E\"", "\"c\", \"F\", \"q\"") << "move 3 (q)"
                                  << int(LoadErrorKind::IllegalMove);
    QTest::newRow("too large") << QByteArray(kMaxRecordBytes + 10, ' ') << "too large" << int(LoadErrorKind::TooLarge);
    QTest::newRow("not utf-8") << edited("\"Ana\"", "\"An\xff\"") << "UTF-8" << int(LoadErrorKind::InvalidUtf8);
    QTest::newRow("missing file") << QByteArray() << "does not exist" << int(LoadErrorKind::Unreadable);
}

void TstFiles::badFileLeavesGameUnchanged()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, problem);
    QFETCH(int, kind);
    const QString path = m_dir.filePath(QStringLiteral("bad %1.hoyito").arg(QLatin1String(QTest::currentDataTag())));
    if (kind != int(LoadErrorKind::Unreadable)) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }
    // The library's verdict is what the player must be told.
    const LoadResult verdict = loadRecordFile(path);
    QVERIFY(std::holds_alternative<LoadError>(verdict));
    const LoadError error = std::get<LoadError>(verdict);
    QCOMPARE(int(error.kind), kind);
    QVERIFY2(error.message.contains(problem, Qt::CaseInsensitive), qPrintable(error.message));

    // A game in progress, saved to a file, in replay mode: all of it stays.
    GameController *c = m_window->controller();
    startWith(randomMoves(kOpening, 6, 11));
    const QString saved = m_dir.filePath(QStringLiteral("kept %1.hoyito").arg(QLatin1String(QTest::currentDataTag())));
    QVERIFY(saveAs(saved));
    startWith({}); // not this one: the saved game is opened again, then replayed
    QVERIFY(m_window->files()->openFile(saved));
    c->replayTo(3);
    const std::vector<Position> positions = c->game().positions();
    const QString title = m_window->windowTitle();
    const quint64 token = c->token();
    const QByteArray autosave = [this] {
        QFile f(m_window->autosave()->filePath());
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    QVERIFY(!autosave.isEmpty());

    // Opened through the Open dialog (Ctrl+O), as a player does.
    QTest::keyClick(m_window.get(), Qt::Key_O, Qt::ControlModifier);
    QFileDialog *dialog = m_window->files()->fileDialog();
    QVERIFY(dialog && dialog->isVisible());
    QCOMPARE(dialog->acceptMode(), QFileDialog::AcceptOpen);
    if (kind == int(LoadErrorKind::Unreadable)) {
        // The dialog only offers files that exist: a vanished recent file.
        dialog->reject();
        QVERIFY(!m_window->files()->openFile(path));
    } else {
        dialog->selectFile(path);
        static_cast<QDialog *>(dialog)->accept(); // the dialog's own accept()
    }

    QMessageBox *box = m_window->files()->errorBox();
    QVERIFY(box && box->isVisible());
    QVERIFY(box->text().contains(QFileInfo(path).fileName()));
    QCOMPARE(box->informativeText(), error.text());
    QCOMPARE(m_window->findChildren<QMessageBox *>().size(), 1); // one message
    QCOMPARE(m_window->statusText(), error.text());
    if (kind == int(LoadErrorKind::IllegalMove))
        grab(box, QStringLiteral("open-error"));
    QTest::mouseClick(box->button(QMessageBox::Ok), Qt::LeftButton);
    QTRY_VERIFY(!m_window->files()->errorBox());

    // Nothing changed: the game, the replay position, the file, the autosave.
    QCOMPARE(c->game().positions(), positions);
    QVERIFY(c->isReplaying());
    QCOMPARE(c->replayTurn(), 3);
    QCOMPARE(c->token(), token);
    QCOMPARE(m_window->files()->filePath(), saved);
    QCOMPARE(m_window->windowTitle(), title);
    QFile after(m_window->autosave()->filePath());
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), autosave);
    const QString difference = sceneDifference(*m_window->scene(), positions[3]);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
}

void TstFiles::saveQuestionOnlyWhenAGameWouldBeLost()
{
    GameController *c = m_window->controller();
    const auto newGameOk = [this] {
        action("actionNewGame")->trigger();
        NewGameDialog *dialog = m_window->newGameDialog();
        QVERIFY(dialog && dialog->isVisible());
        QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    };

    const auto asked = [this] {
        return m_window->files()->questionBox() && m_window->files()->questionBox()->isVisible();
    };
    // A fresh game: nothing to lose, no question.
    newGameOk();
    QVERIFY(!asked());

    // A game in progress in no file: Cancel keeps it.
    startWith(randomMoves(kOpening, 4, 3));
    const std::vector<Move> moves = c->game().moves();
    newGameOk();
    QMessageBox *box = m_window->files()->questionBox();
    QVERIFY(box && box->isVisible());
    grab(box, QStringLiteral("save-question"));
    QVERIFY(box->button(QMessageBox::Save) && box->button(QMessageBox::Discard) && box->button(QMessageBox::Cancel));
    box->button(QMessageBox::Cancel)->click();
    QVERIFY(!asked());
    QCOMPARE(c->game().moves(), moves);

    // Save: the file dialog, then the new game.
    newGameOk();
    m_window->files()->questionBox()->button(QMessageBox::Save)->click();
    QFileDialog *dialog = m_window->files()->fileDialog();
    QVERIFY(dialog && dialog->isVisible());
    const QString path = m_dir.filePath(QStringLiteral("asked.hoyito"));
    dialog->selectFile(path);
    static_cast<QDialog *>(dialog)->accept(); // the dialog's own accept()
    QCOMPARE(loadOrFail(path).game.moves(), moves);
    QCOMPARE(c->turnCount(), 0);
    QVERIFY(m_window->files()->filePath().isEmpty());

    // Discard: the new game at once.
    startWith(randomMoves(kOpening, 2, 5));
    newGameOk();
    m_window->files()->questionBox()->button(QMessageBox::Discard)->click();
    QCOMPARE(c->turnCount(), 0);

    // Saved, then unchanged: no question. Opening a file asks the same way.
    startWith(randomMoves(kOpening, 2, 8));
    QVERIFY(saveAs(m_dir.filePath(QStringLiteral("asked2.hoyito"))));
    QVERIFY(m_window->files()->openFile(path));
    QVERIFY(!asked());
    QCOMPARE(c->game().moves(), moves);
    startWith(randomMoves(kOpening, 1, 9));
    QVERIFY(m_window->files()->openFile(path));
    box = m_window->files()->questionBox();
    QVERIFY(box && box->text().contains(QStringLiteral("asked.hoyito")));
    box->button(QMessageBox::Discard)->click();
    QCOMPARE(c->game().moves(), moves);

    // A finished game is never asked about.
    const LoadedGame finished = loadOrFail(fixture("finished_ii_2x6.hoyito"));
    m_window->files()->adopt(finished, QString(), {});
    QVERIFY(m_window->isWindowModified());
    newGameOk();
    QVERIFY(!asked());
    QCOMPARE(c->turnCount(), 0);

    // Against the computer, moving first: its turns alone are nothing of the
    // person's to lose; the person's first turn is.
    GameSetup computerFirst;
    computerFirst.player(Player::North) = PlayerInfo::computer(QString(), 1);
    computerFirst.starter = Player::North;
    m_window->startGame(computerFirst);
    QTRY_VERIFY_WITH_TIMEOUT(c->turnCount() > 0 && c->isAwaitingBoardInput(), 20000);
    QVERIFY(!m_window->files()->needsSaveQuestion());
    newGameOk();
    QVERIFY(!asked());
    m_window->startGame(computerFirst);
    QTRY_VERIFY_WITH_TIMEOUT(c->turnCount() > 0 && c->isAwaitingBoardInput(), 20000);
    click(hoyito::legalMoves(c->position()).front().hole);
    QVERIFY(m_window->files()->needsSaveQuestion());
    newGameOk();
    QVERIFY(asked());
    m_window->files()->questionBox()->button(QMessageBox::Discard)->click();

    // Quitting never asks: the game in progress is kept for the next start.
    startWith(randomMoves(kOpening, 3, 4));
    QVERIFY(m_window->close());
    QVERIFY(!asked());
    QCOMPARE(loadOrFail(m_window->autosave()->filePath()).game.moves(), c->game().moves());
}

void TstFiles::openRecentMenu()
{
    GameController *c = m_window->controller();
    startWith(randomMoves(kOpening, 2, 1));
    const QString first = m_dir.filePath(QStringLiteral("recent1.hoyito"));
    const QString second = m_dir.filePath(QStringLiteral("recent2.hoyito"));
    QVERIFY(saveAs(first));
    startWith(randomMoves(kOpening, 3, 2));
    QVERIFY(saveAs(second));
    QCOMPARE(m_settings->recentFiles(), QStringList({second, first}));

    QMenu *menu = m_window->files()->recentMenu();
    Q_EMIT menu->aboutToShow();
    QAction *older = menu->findChild<QAction *>(QStringLiteral("recentFile1"));
    QVERIFY(older);
    QCOMPARE(older->data().toString(), first);
    QVERIFY(older->text().contains(QStringLiteral("recent1.hoyito")));
    older->trigger();
    QCOMPARE(m_window->files()->filePath(), first);
    QCOMPARE(c->turnCount(), 2);
    QCOMPARE(m_settings->recentFiles().first(), first);

    // A file gone from the disk: the message, and it leaves the list.
    QVERIFY(QFile::remove(second));
    Q_EMIT menu->aboutToShow();
    menu->findChild<QAction *>(QStringLiteral("recentFile1"))->trigger();
    QVERIFY(m_window->files()->errorBox());
    m_window->files()->errorBox()->button(QMessageBox::Ok)->click();
    QCOMPARE(m_settings->recentFiles(), QStringList{first});
    QCOMPARE(m_window->files()->filePath(), first);

    // Clear.
    Q_EMIT menu->aboutToShow();
    QAction *clear = menu->findChild<QAction *>(QStringLiteral("actionClearRecent"));
    QVERIFY(clear && clear->isEnabled());
    clear->trigger();
    QVERIFY(m_settings->recentFiles().isEmpty());
    Q_EMIT menu->aboutToShow();
    QVERIFY(!menu->findChild<QAction *>(QStringLiteral("recentFile0")));
    QVERIFY(!menu->findChild<QAction *>(QStringLiteral("actionClearRecent"))->isEnabled());
}

void TstFiles::copyGameAsText()
{
    GameController *c = m_window->controller();
    GameSetup setup;
    setup.player(Player::South).name = QStringLiteral("Ana");
    startWith(randomMoves(setup.startPosition(), 5, 21), setup);
    QGuiApplication::clipboard()->clear();
    QTest::keyClick(m_window.get(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    const QString text = QGuiApplication::clipboard()->text();
    const std::optional<LoadedGame> game = m_window->files()->currentGame();
    QVERIFY(game);
    QCOMPARE(text, gameText(*game));
    QVERIFY(text.contains(QStringLiteral("Ana")));
    QVERIFY(text.contains(QStringLiteral("1. ") + turnText(c->game(), 0)));
    QVERIFY(text.contains(QStringLiteral("5. ") + turnText(c->game(), 4)));
    QVERIFY(m_window->statusText().contains(QStringLiteral("clipboard")));
}

// ------------------------------------------------------------------ autosave

void TstFiles::autosaveAfterEveryMove()
{
    GameController *c = m_window->controller();
    const QString path = m_window->autosave()->filePath();
    QVERIFY(path.startsWith(m_settings->dataDirectory()));
    QVERIFY(!QFileInfo::exists(path));
    // Slow moves: the file must hold each move while it is still animated.
    m_window->setAnimationSpeed(AnimationSpeed::Fast);
    const std::vector<Move> moves = randomMoves(c->position(), 1000, 99);
    std::size_t last = moves.size() - 1; // the last move of the board's player: it ends the game
    while (moves[last].isPass())
        --last;
    QVERIFY(last > 20);
    for (std::size_t i = 0; i < 12; ++i) {
        QVERIFY(waitForRest(20000));
        if (moves[i].isPass()) {
            QCOMPARE(c->game().moves()[i], moves[i]);
            continue;
        }
        QVERIFY(c->isAwaitingBoardInput());
        click(moves[i].hole);
        QVERIFY2(m_window->scene()->isAnimating() == (i <= 1), qPrintable(QStringLiteral("move %1").arg(i)));
        const LoadedGame saved = loadOrFail(path);
        QCOMPARE(saved.game.moves(), c->game().moves());
        if (i == 2) {
            // Undo and redo change the game: so does the file.
            QVERIFY(waitForRest(20000));
            QVERIFY(c->undo());
            QCOMPARE(loadOrFail(path).game.turnCount(), c->turnCount());
            QVERIFY(c->redo());
            QCOMPARE(loadOrFail(path).game.moves(), c->game().moves());
        }
        if (i == 1) // the rest instantly
            m_window->setAnimationSpeed(AnimationSpeed::Instant);
    }
    // On to the last move, which ends the game: nothing is left to resume.
    QVERIFY(waitForRest());
    QCOMPARE(c->playMovesWithoutAnimation({moves.begin() + c->turnCount(), moves.begin() + qsizetype(last)}), -1);
    QCOMPARE(loadOrFail(path).game.moves(), c->game().moves());
    QVERIFY(c->isAwaitingBoardInput());
    click(moves[last].hole);
    QVERIFY(waitForRest());
    QVERIFY(c->position().isOver());
    QCOMPARE(c->game().moves(), moves);
    QVERIFY(!QFileInfo::exists(path));
}

void TstFiles::resumeOnNewWindow()
{
    GameController *c = m_window->controller();
    GameSetup setup;
    setup.rules.variant = Variant::III;
    setup.starter = Player::North;
    setup.player(Player::North).name = QStringLiteral("Mercedes");
    startWith(randomMoves(setup.startPosition(), 9, 31), setup);
    std::vector<Position> positions = c->game().positions();
    // Gone without closing (as after a crash): a new window resumes it.
    m_window.reset();
    m_window = newWindow(*m_settings);
    c = m_window->controller();
    QCOMPARE(c->game().positions(), positions);
    QCOMPARE(c->setup().rules.variant, Variant::III);
    QCOMPARE(GameText::playerName(c->setup(), Player::North), QStringLiteral("Mercedes"));
    QCOMPARE(c->state(), GameController::State::AwaitingMove);
    QVERIFY(m_window->scene()->isInputEnabled());
    QVERIFY2(m_window->statusText().startsWith(QStringLiteral("Resumed your last game (9 turns played)")),
             qPrintable(m_window->statusText()));
    QVERIFY(m_window->isWindowModified()); // still in no file
    const QString difference = sceneDifference(*m_window->scene(), positions.back());
    QVERIFY2(difference.isEmpty(), qPrintable(difference));

    // Saved to a file: the resumed game keeps its name, and knows whether
    // it has moves the file lacks.
    const QString path = m_dir.filePath(QStringLiteral("resumed.hoyito"));
    QVERIFY(saveAs(path));
    m_window.reset();
    m_window = newWindow(*m_settings);
    QCOMPARE(m_window->files()->filePath(), path);
    QVERIFY(!m_window->isWindowModified());
    startWith({}); // (replaced by the moves below: a new window resumes again)
    m_window.reset();
    m_window = newWindow(*m_settings);
    QCOMPARE(m_window->controller()->turnCount(), 0); // a new game with no move: nothing to resume
}

void TstFiles::damagedAutosaveIsSetAside_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QFile file(fixture("in_progress_iii_2x6.hoyito"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray good = file.readAll();
    QTest::newRow("garbage") << QByteArray("\x00\x01garbage", 9);
    QTest::newRow("cut short") << good.left(good.size() - 40);
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("illegal move") << QByteArray(good).replace("\"C\", \"a\", \"a\"", "\"C\", \"a\", \"C\"");
}

void TstFiles::damagedAutosaveIsSetAside()
{
    QFETCH(QByteArray, bytes);
    const QString path = m_window->autosave()->filePath();
    m_window.reset();
    QVERIFY(QDir().mkpath(m_settings->dataDirectory()));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }
    QVERIFY(std::holds_alternative<LoadError>(loadRecordFile(path)));
    m_window = newWindow(*m_settings);
    QCOMPARE(m_window->controller()->turnCount(), 0);
    QCOMPARE(m_window->controller()->state(), GameController::State::AwaitingMove);
    QVERIFY2(m_window->statusText().startsWith(QStringLiteral("Your last game could not be resumed")),
             qPrintable(m_window->statusText()));
    QVERIFY(!QFileInfo::exists(path));
    const QStringList damaged = m_window->autosave()->damagedFiles();
    QCOMPARE(damaged.size(), 1);
    QVERIFY2(m_window->statusText().contains(QFileInfo(damaged.first()).fileName()),
             qPrintable(m_window->statusText()));
    QFile aside(damaged.first());
    QVERIFY(aside.open(QIODevice::ReadOnly));
    QCOMPARE(aside.readAll(), bytes);
    // And the next game is kept as usual.
    click(2);
    QVERIFY(waitForRest());
    QCOMPARE(loadOrFail(path).game.turnCount(), 1);
}

void TstFiles::crashedProgramResumes()
{
    // The real program, with folders of its own, plays a scripted game at
    // the fast speed and is killed in the middle; started again, it goes on.
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QString config = home.filePath(QStringLiteral("config"));
    const QString data = home.filePath(QStringLiteral("data"));
    QVERIFY(QDir().mkpath(config + QStringLiteral("/Hoyito")));
    {
        QSettings user(config + QStringLiteral("/Hoyito/hoyito.conf"), QSettings::IniFormat);
        user.setValue(Settings::kAnimationSpeed, int(AnimationSpeed::Fast));
    }
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), config);
    env.insert(QStringLiteral("XDG_DATA_HOME"), data);
    env.insert(QStringLiteral("HOME"), home.path());
    const QString autosave = data + QStringLiteral("/Hoyito/hoyito/") + QLatin1String(Autosave::kFileName);

    std::vector<Move> script = randomMoves(Position::initial(Rules{}), 40, 2024);
    while (!script.empty() && Game(Position::initial(Rules{})).isOver())
        script.pop_back();
    QStringList letters;
    Game game(Position::initial(Rules{}));
    for (Move move : script) {
        letters << QString::fromStdString(moveText(game.position().rules, move));
        game.play(move);
    }
    QVERIFY(!game.isOver());

    QProcess first;
    first.setProcessEnvironment(env);
    first.start(QStringLiteral(HOYITO_GUI), {QStringLiteral("--moves"), letters.join(QLatin1Char(','))});
    QVERIFY(first.waitForStarted());
    // Killed once a few moves are in (mid-game, most likely mid-animation).
    int saved = 0;
    QVERIFY(QTest::qWaitFor(
        [&] {
            const LoadResult r = loadRecordFile(autosave);
            if (const auto *g = std::get_if<LoadedGame>(&r))
                saved = g->game.turnCount();
            return saved >= 3 || first.state() == QProcess::NotRunning;
        },
        30000));
    QCOMPARE(first.state(), QProcess::Running);
    first.kill();
    QVERIFY(first.waitForFinished());

    // What the file holds: whole, and the script's moves so far.
    const LoadedGame kept = loadOrFail(autosave);
    const int turns = kept.game.turnCount();
    QVERIFY(turns >= 3 && turns < int(script.size()));
    QVERIFY(std::equal(kept.game.moves().begin(), kept.game.moves().end(), script.begin()));

    // Started again, the program says it resumed them.
    QProcess second;
    second.setProcessEnvironment(env);
    second.start(QStringLiteral(HOYITO_GUI), QStringList());
    QVERIFY(second.waitForStarted());
    QString err;
    const QString expected = QStringLiteral("resumed the autosaved game: %1 turns").arg(turns);
    QVERIFY(QTest::qWaitFor(
        [&] {
            err += QString::fromLocal8Bit(second.readAllStandardError());
            return err.contains(expected) || second.state() == QProcess::NotRunning;
        },
        30000));
    QVERIFY2(err.contains(expected), qPrintable(err));
    second.kill();
    QVERIFY(second.waitForFinished());

    // And a window here resumes the same game, position by position.
    m_window.reset();
    m_settings->setDataDirectory(data + QStringLiteral("/Hoyito/hoyito"));
    m_window = newWindow(*m_settings);
    QCOMPARE(m_window->controller()->game().positions(), kept.game.positions());
    QVERIFY(m_window->statusText().startsWith(QStringLiteral("Resumed your last game")));
}

// ------------------------------------------------------------------ replay

void TstFiles::replaySteppingMatchesEngine()
{
    const QString path = fixture("finished_ii_2x6.hoyito");
    const LoadedGame loaded = loadOrFail(path);
    const std::vector<Position> &positions = loaded.game.positions();
    const int turns = loaded.game.turnCount();
    QVERIFY(m_window->files()->openFile(path));
    GameController *c = m_window->controller();
    ReplayBar *bar = m_window->replayBar();
    QListView *list = m_window->panel()->moveList();
    QVERIFY(c->isReplaying());
    QVERIFY(bar->isVisible());
    QCOMPARE(c->replayTurn(), turns);
    QCOMPARE(list->currentIndex().row(), turns - 1);
    grab(m_window.get(), QStringLiteral("replay-end"));

    const auto check = [&](int turn) {
        QCOMPARE(c->replayTurn(), turn);
        QCOMPARE(c->shownTurnCount(), turn);
        QCOMPARE(c->shownPosition(), positions[turn]);
        const QString difference = sceneDifference(*m_window->scene(), positions[turn]);
        QVERIFY2(difference.isEmpty(), qPrintable(QStringLiteral("turn %1: %2").arg(turn).arg(difference)));
        QCOMPARE(m_window->panel()->card(Player::South)->scoreText(), QString::number(finalScores(positions[turn])[0]));
        QCOMPARE(list->selectionModel()->selectedRows().value(0).row(), turn > 0 ? turn - 1 : -1);
        QCOMPARE(m_window->panel()->moveModel()->rowCount(), turns); // every turn listed
        QVERIFY(!m_window->scene()->isInputEnabled());
    };

    // Home: the start, at once.
    QTest::keyClick(m_window.get(), Qt::Key_Home);
    check(0);
    QVERIFY(m_window->statusText().startsWith(QStringLiteral("Replay: the start")));
    // Forward animates each turn's trace (instant speed: the same steps).
    QSignalSpy committed(c, &GameController::moveCommitted);
    for (int turn = 1; turn <= turns; ++turn) {
        QTest::keyClick(m_window.get(), Qt::Key_Right);
        QVERIFY(waitForRest());
        check(turn);
    }
    QCOMPARE(committed.count(), turns);
    QCOMPARE(committed.last().at(2).value<Position>(), positions[turns]);
    QVERIFY(!bar->forwardAction()->isEnabled());
    // Back jumps at once, no animation.
    for (int turn = turns - 1; turn >= turns - 10; --turn) {
        QTest::keyClick(m_window.get(), Qt::Key_Left);
        QVERIFY(!m_window->scene()->isAnimating());
        check(turn);
    }
    QCOMPARE(committed.count(), turns);
    QTest::keyClick(m_window.get(), Qt::Key_End);
    check(turns);

    // At a real speed: a step shows the move, then settles on the engine's position.
    m_window->setAnimationSpeed(AnimationSpeed::Fast);
    c->replayTo(10);
    bar->forwardAction()->trigger();
    QVERIFY(m_window->scene()->isAnimating());
    QCOMPARE(c->state(), GameController::State::Animating);
    QVERIFY(m_window->statusText().contains(QStringLiteral(" plays ")));
    grab(m_window.get(), QStringLiteral("replay-animating"));
    QVERIFY(waitForRest());
    check(11);
    QVERIFY2(m_window->statusText().startsWith(QStringLiteral("Replay, turn 11 of %1: ").arg(turns)),
             qPrintable(m_window->statusText()));
    // Back during an animation: the position it started from.
    bar->forwardAction()->trigger();
    QVERIFY(m_window->scene()->isAnimating());
    bar->backAction()->trigger();
    check(11);
    // Forward during an animation: that turn ends at once, the next begins.
    bar->forwardAction()->trigger();
    bar->forwardAction()->trigger();
    QVERIFY(waitForRest());
    check(13);

    // A click on a move jumps to the position after it.
    m_window->setAnimationSpeed(AnimationSpeed::Instant);
    const QModelIndex row = m_window->panel()->moveModel()->index(4, 0);
    list->scrollTo(row);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(row).center());
    check(5);
    // The list has the focus now: the replay keys still step the replay.
    QVERIFY(list->hasFocus());
    QTest::keyClick(list, Qt::Key_Right);
    QVERIFY(waitForRest());
    check(6);
    QTest::keyClick(list, Qt::Key_Left);
    check(5);
    // Up and Down in the list go to the turn they reach, as a click does.
    QTest::keyClick(list, Qt::Key_Up);
    QVERIFY(waitForRest());
    check(4);
    QTest::keyClick(list, Qt::Key_Down);
    QVERIFY(waitForRest());
    check(5);
    // Later turns are drawn as the future.
    QVERIFY(m_window->panel()->moveModel()->index(5, 0).data(Qt::ForegroundRole).isValid());
    QVERIFY(!m_window->panel()->moveModel()->index(4, 0).data(Qt::ForegroundRole).isValid());
    // Close Replay: the end of the game, nothing asked, nothing lost.
    bar->closeAction()->trigger();
    QVERIFY(!c->isReplaying());
    QVERIFY(!bar->isVisible());
    QCOMPARE(c->game().positions(), positions);
    QCOMPARE(c->state(), GameController::State::GameOver);
}

void TstFiles::replayKeysOnlyInReplay()
{
    GameController *c = m_window->controller();
    startWith(randomMoves(kOpening, 4, 5));
    ReplayBar *bar = m_window->replayBar();
    BoardScene *scene = m_window->scene();
    QVERIFY(!bar->isVisible());
    QVERIFY(!bar->backAction()->isEnabled());
    // Live: Left / Right move the board's cursor, Space does not replay.
    m_window->view()->setFocus();
    const int cursor = scene->keyboardCursor();
    QTest::keyClick(m_window->view(), Qt::Key_Right);
    QVERIFY(scene->keyboardCursor() != cursor);
    QTest::keyClick(m_window->view(), Qt::Key_Space);
    QTest::keyClick(m_window->view(), Qt::Key_Home);
    QVERIFY(!c->isReplaying());
    QCOMPARE(c->turnCount(), 4);
    // Replay (Ctrl+R): the keys step through the game.
    QTest::keyClick(m_window.get(), Qt::Key_R, Qt::ControlModifier);
    QVERIFY(c->isReplaying());
    QVERIFY(bar->isVisible());
    QVERIFY(!action("actionUndo")->isEnabled());
    QTest::keyClick(m_window->view(), Qt::Key_Left);
    QCOMPARE(c->replayTurn(), 3);
    QTest::keyClick(m_window->view(), Qt::Key_Home);
    QCOMPARE(c->replayTurn(), 0);
    QTest::keyClick(m_window->view(), Qt::Key_Right);
    QVERIFY(waitForRest());
    QCOMPARE(c->replayTurn(), 1);
    // A click on the board does nothing in replay mode.
    click(scene->geometry().rules().firstHole(c->shownPosition().toMove) + 1);
    QCOMPARE(c->turnCount(), 4);
    QCOMPARE(c->replayTurn(), 1);
    // Ctrl+R again: back to the game, as it was.
    QTest::keyClick(m_window.get(), Qt::Key_R, Qt::ControlModifier);
    QVERIFY(!c->isReplaying());
    QCOMPARE(c->turnCount(), 4);
    QVERIFY(c->isAwaitingBoardInput());
    const QString difference = sceneDifference(*scene, c->position());
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
}

void TstFiles::replayPlayPause()
{
    GameController *c = m_window->controller();
    const std::vector<Move> moves = randomMoves(c->position(), 4, 17);
    startWith(moves);
    const std::vector<Position> positions = c->game().positions();
    QVERIFY(c->enterReplay());
    ReplayBar *bar = m_window->replayBar();
    // At the end, Play starts from the beginning and shows every turn in order.
    QSignalSpy shown(c, &GameController::moveCommitted);
    QElapsedTimer clock;
    clock.start();
    QTest::keyClick(m_window.get(), Qt::Key_Space);
    QVERIFY(bar->isPlaying());
    QCOMPARE(bar->playAction()->text(), QStringLiteral("Pause"));
    QTRY_VERIFY_WITH_TIMEOUT(!bar->isPlaying(), 10000);
    QCOMPARE(shown.count(), 4);
    for (int i = 0; i < 4; ++i)
        QCOMPARE(shown.at(i).at(1).value<Position>(), positions[i]);
    QCOMPARE(c->replayTurn(), 4);
    // A pause after each turn shown but the last (a coarse timer may be 5% early).
    QVERIFY2(clock.elapsed() >= 3 * bar->stepPause() * 9 / 10, qPrintable(QString::number(clock.elapsed())));
    QCOMPARE(bar->playAction()->text(), QStringLiteral("Play"));

    // Space pauses; nothing moves while paused.
    c->replayTo(0);
    QTest::keyClick(m_window.get(), Qt::Key_Space);
    QTRY_VERIFY(c->replayTurn() >= 1);
    QTest::keyClick(m_window.get(), Qt::Key_Space);
    QVERIFY(!bar->isPlaying());
    QVERIFY(waitForRest());
    const int at = c->replayTurn();
    // Nothing to wait for: a stopped replay takes no further step, however long.
    QTest::qWait(2 * bar->stepPause());
    QCOMPARE(c->replayTurn(), at);
    QCOMPARE(c->shownPosition(), positions[at]);
}

void TstFiles::continueFromHere()
{
    GameController *c = m_window->controller();
    const std::vector<Move> moves = randomMoves(c->position(), 8, 23);
    startWith(moves);
    const std::vector<Position> positions = c->game().positions();
    ReplayBar *bar = m_window->replayBar();
    QVERIFY(c->enterReplay());
    c->replayTo(3);

    // Asked first: Cancel changes nothing.
    bar->continueAction()->trigger();
    QMessageBox *box = bar->continueQuestion();
    QVERIFY(box && box->isVisible());
    QVERIFY2(box->text().contains(QStringLiteral("turn 3")) && box->text().contains(QStringLiteral("5 turns")),
             qPrintable(box->text()));
    grab(box, QStringLiteral("continue-question"));
    box->button(QMessageBox::Cancel)->click();
    QVERIFY(c->isReplaying());
    QCOMPARE(c->turnCount(), 8);
    QCOMPARE(c->replayTurn(), 3);

    // Play On: live from turn 3; the later turns can still be redone.
    bar->continueAction()->trigger();
    box = bar->continueQuestion();
    QVERIFY(box);
    QPushButton *playOn = nullptr;
    for (QAbstractButton *button : box->buttons())
        if (box->buttonRole(button) == QMessageBox::AcceptRole)
            playOn = qobject_cast<QPushButton *>(button);
    QVERIFY(playOn);
    playOn->click();
    QVERIFY(!c->isReplaying());
    QVERIFY(!bar->isVisible());
    QCOMPARE(c->turnCount(), 3);
    QCOMPARE(c->position(), positions[3]);
    QCOMPARE(c->state(), GameController::State::AwaitingMove);
    QVERIFY(m_window->scene()->isInputEnabled());
    QVERIFY(c->canRedo());
    QCOMPARE(loadOrFail(m_window->autosave()->filePath()).game.turnCount(), 3);
    const QString difference = sceneDifference(*m_window->scene(), positions[3]);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    // Redo brings back the game's own next turn...
    QVERIFY(c->redo());
    QCOMPARE(c->position(), positions[4]);
    QVERIFY(c->undo());
    // ...until another move is played.
    const std::vector<Move> legal = legalMoves(c->position());
    const auto other = std::find_if(legal.begin(), legal.end(), [&](Move m) { return m != moves[3]; });
    if (other != legal.end()) {
        click(other->hole);
        QVERIFY(waitForRest());
        QVERIFY(!c->canRedo());
        QCOMPARE(c->turnCount(), 4);
    }

    // At the end of an unfinished game there is nothing to drop: no question.
    QVERIFY(c->enterReplay());
    bar->continueAction()->trigger();
    QVERIFY(!bar->continueQuestion());
    QVERIFY(!c->isReplaying());
    // A finished game cannot go on from its end. (Opening it asks about the
    // game in progress first.)
    QVERIFY(m_window->files()->openFile(fixture("finished_ii_2x12.hoyito")));
    QVERIFY(m_window->files()->questionBox());
    m_window->files()->questionBox()->button(QMessageBox::Discard)->click();
    QVERIFY(c->isReplaying());
    QVERIFY(!bar->continueAction()->isEnabled());
    bar->lastAction()->trigger();
    QVERIFY(!bar->continueAction()->isEnabled());
    bar->backAction()->trigger();
    QVERIFY(bar->continueAction()->isEnabled());
}

void TstFiles::replayOfMatchRound()
{
    // A round of a match: saved back with its match, every round kept.
    const QString path = fixture("match_iii_round3.hoyito");
    const LoadedGame loaded = loadOrFail(path);
    QVERIFY(loaded.match);
    QVERIFY(m_window->files()->openFile(path));
    GameController *c = m_window->controller();
    QCOMPARE(c->game().positions(), loaded.game.positions());
    QCOMPARE(m_window->files()->matchRound(), loaded.match->roundNumber());
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("round %1").arg(loaded.match->roundNumber())));
    const QString copy = m_dir.filePath(QStringLiteral("match copy.hoyito"));
    QVERIFY(m_window->files()->saveTo(copy));
    const LoadedGame again = loadOrFail(copy);
    QVERIFY(again.match);
    QCOMPARE(again.record.match, loaded.record.match);
    QCOMPARE(again.record.moves, loaded.record.moves);
    QCOMPARE(again.game.positions(), loaded.game.positions());
}

// ------------------------------------------------------------- command line

// ------------------------------------------------------------------ the game review in the file

namespace {

// The blunder fixture with the Quick review the window made of it, saved.
const char *const kReviewedFixture = "reviewed_ii_2x6.hoyito";

QByteArray fixtureBytes(const char *name)
{
    QFile file(fixture(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the fixture %s", name);
    return file.readAll();
}

} // namespace

void TstFiles::reviewedFixtureIsCanonical()
{
    // File → record → file gives the same bytes, and the review read is
    // the engine's own Quick review of that game.
    const QByteArray bytes = fixtureBytes(kReviewedFixture);
    const LoadResult result = loadRecord(bytes, QLatin1String(kReviewedFixture));
    const auto *loaded = std::get_if<LoadedGame>(&result);
    QVERIFY(loaded);
    QVERIFY2(loaded->reviewProblem.isEmpty(), qPrintable(loaded->reviewProblem));
    QVERIFY(loaded->record.review.has_value());
    QCOMPARE(recordJson(loaded->record), bytes);
    QVERIFY(bytes.contains("\"version\": 1,"));
    Analyser analyser;
    const std::vector<TurnReview> expected =
        reviewGame(analyser, loaded->game, ReviewController::limitsFor(ReviewStrength::Quick));
    const QString difference = reviewDifference(loaded->review, expected);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QVERIFY(std::any_of(expected.begin(), expected.end(),
                        [](const TurnReview &t) { return t.moveClass == MoveClass::Blunder; }));
    QCOMPARE(*loaded->record.review, reviewRecordOf(ReviewStrength::Quick, loaded->game.start().rules, expected));
}

void TstFiles::reviewRoundTrip_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("strength");
    QTest::addColumn<int>("version");
    QTest::newRow("finished, version 1, deep") << "finished_ii_2x6.hoyito" << int(ReviewStrength::Deep) << 1;
    QTest::newRow("set up, version 2") << "setup_ii_2x6.hoyito" << int(ReviewStrength::Quick) << 2;
    QTest::newRow("match round 3") << "match_iii_round3.hoyito" << int(ReviewStrength::Quick) << 1;
}

void TstFiles::reviewRoundTrip()
{
    QFETCH(QString, file);
    QFETCH(int, strength);
    QFETCH(int, version);
    LoadedGame loaded = loadOrFail(fixture(qPrintable(file)));
    QVERIFY(!loaded.record.review);
    // A review 4 plies deep, whatever its strength: the file keeps what it says.
    Analyser analyser;
    const std::vector<TurnReview> turns = reviewGame(analyser, loaded.game, AnalysisLimits{4, 0});
    QCOMPARE(int(turns.size()), loaded.game.turnCount());
    GameRecord record = loaded.record;
    record.review = reviewRecordOf(ReviewStrength(strength), loaded.game.start().rules, turns);
    const QByteArray json = recordJson(record);
    QVERIFY(json.contains(QByteArrayLiteral("\"version\": %1,").replace("%1", QByteArray::number(version))));
    QVERIFY(
        json.contains(strength == int(ReviewStrength::Deep) ? "\"strength\": \"deep\"" : "\"strength\": \"quick\""));

    const LoadResult result = loadRecord(json);
    const auto *again = std::get_if<LoadedGame>(&result);
    QVERIFY(again);
    QVERIFY2(again->reviewProblem.isEmpty(), qPrintable(again->reviewProblem));
    QVERIFY(again->record == record);
    QCOMPARE(recordJson(again->record), json);
    const QString difference = reviewDifference(again->review, turns);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));

    // And through the file saver.
    const QString path = m_dir.filePath(QStringLiteral("review round trip %1.hoyito").arg(m_count));
    QString error;
    QVERIFY2(saveRecordFile(path, record, &error), qPrintable(error));
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QCOMPARE(saved.readAll(), json);
}

void TstFiles::badReviewLeavesTheGame_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("problem");
    const QJsonObject root = QJsonDocument::fromJson(fixtureBytes(kReviewedFixture)).object();
    const QJsonArray moves = root.value(QLatin1String("moves")).toArray();
    const QJsonObject review = root.value(QLatin1String("review")).toObject();
    const QJsonArray turns = review.value(QLatin1String("turns")).toArray();
    QVERIFY(turns.size() == moves.size() && !turns.isEmpty());
    const auto with = [&root](const QJsonValue &newReview) {
        QJsonObject edited = root;
        edited.insert(QLatin1String("review"), newReview);
        return QJsonDocument(edited).toJson();
    };
    const auto withTurns = [&](const QJsonArray &newTurns) {
        QJsonObject edited = review;
        edited.insert(QLatin1String("turns"), newTurns);
        return with(edited);
    };
    const auto withTurn = [&](qsizetype i, const char *key, const QJsonValue &value) {
        QJsonArray edited = turns;
        QJsonObject turn = edited.at(i).toObject();
        if (value.isUndefined())
            turn.remove(QLatin1String(key));
        else
            turn.insert(QLatin1String(key), value);
        edited.replace(i, turn);
        return withTurns(edited);
    };
    const auto turn = [&turns](qsizetype i) { return turns.at(i).toObject(); };
    const auto text = [](const QJsonObject &t, const char *key) { return t.value(QLatin1String(key)).toString(); };
    const auto value = [](const QJsonObject &t, const char *key) { return t.value(QLatin1String(key)).toInt(); };

    QTest::newRow("not an object") << with(5) << "review: expected an object, found a number";
    QJsonObject noStrength = review;
    noStrength.remove(QLatin1String("strength"));
    QTest::newRow("no strength") << with(noStrength) << "the field \"review.strength\" is missing";
    QJsonObject badStrength = review;
    badStrength.insert(QLatin1String("strength"), QLatin1String("medium"));
    QTest::newRow("unknown strength") << with(badStrength)
                                      << "review.strength: \"medium\" is not one of \"quick\", \"deep\"";
    QJsonObject noTurns = review;
    noTurns.remove(QLatin1String("turns"));
    QTest::newRow("no turns field") << with(noTurns) << "the field \"review.turns\" is missing";
    QJsonObject textTurns = review;
    textTurns.insert(QLatin1String("turns"), QLatin1String("all"));
    QTest::newRow("turns not a list") << with(textTurns) << "review.turns: expected a list, found a text";
    QTest::newRow("empty") << withTurns(QJsonArray()) << "review.turns: the review has no turns";
    QJsonArray more = turns;
    more.append(turns.last());
    QTest::newRow("more turns than moves")
        << withTurns(more)
        << QStringLiteral("review.turns[%1]: the review goes on after the last turn of the game, turn %1")
               .arg(moves.size());
    QJsonArray fewer = turns;
    fewer.removeLast();
    QTest::newRow("fewer turns than moves")
        << withTurns(fewer)
        << QStringLiteral("review.turns: the review stops at turn %1, but the game goes on to turn %2")
               .arg(moves.size() - 1)
               .arg(moves.size());
    QJsonArray notObject = turns;
    notObject.replace(2, QLatin1String("c"));
    QTest::newRow("entry not an object") << withTurns(notObject) << "review.turns[2]: expected an object, found a text";
    QTest::newRow("missing best") << withTurn(3, "best", QJsonValue(QJsonValue::Undefined))
                                  << "the field \"review.turns[3].best\" is missing";
    QTest::newRow("missing exact") << withTurn(3, "exact", QJsonValue(QJsonValue::Undefined))
                                   << "the field \"review.turns[3].exact\" is missing";
    QTest::newRow("best not a text") << withTurn(3, "best", 3)
                                     << "review.turns[3].best: expected a text, found a number";
    QTest::newRow("value a text") << withTurn(3, "value", QLatin1String("25"))
                                  << "review.turns[3].value: expected a whole number, found a text";
    QTest::newRow("value not whole") << withTurn(3, "value", 2500.5)
                                     << "review.turns[3].value: expected a whole number, found 2500.5";
    QTest::newRow("value too high")
        << withTurn(3, "value", 100000)
        << "review.turns[3].value: 100000 is out of range, expected a number from 0 to 4800";
    QTest::newRow("best value negative")
        << withTurn(3, "bestValue", -1)
        << "review.turns[3].bestValue: -1 is out of range, expected a number from 0 to 4800";
    QTest::newRow("depth 0") << withTurn(3, "depth", 0)
                             << "review.turns[3].depth: 0 is out of range, expected a number from 1 to 100";
    QTest::newRow("depth too deep") << withTurn(3, "depth", 101)
                                    << "review.turns[3].depth: 101 is out of range, expected a number from 1 to 100";
    QTest::newRow("exact a text") << withTurn(3, "exact", QLatin1String("yes"))
                                  << "review.turns[3].exact: expected true or false, found a text";

    // A review of another game: the first move is not this game's.
    const QString first = text(turn(0), "move");
    const QString other = first == QLatin1String("a") ? QStringLiteral("b") : QStringLiteral("a");
    QTest::newRow("another game") << withTurn(0, "move", other)
                                  << QStringLiteral("review.turns[0].move: the review is of another game: turn 1 of "
                                                    "this game is %1, not %2")
                                         .arg(first, other);
    // Best moves that cannot be played at their turn. Turn 1 is South's.
    QTest::newRow("best no move") << withTurn(0, "best", QLatin1String("?"))
                                  << "review.turns[0].best: ? cannot be played at turn 1: \"?\" is not a move";
    QTest::newRow("best off the board")
        << withTurn(0, "best", QLatin1String("q"))
        << "review.turns[0].best: q cannot be played at turn 1: there is no hole q on a row of 6";
    QTest::newRow("best of the other side")
        << withTurn(0, "best", QLatin1String("A"))
        << "review.turns[0].best: A cannot be played at turn 1: hole A is North's, and South is to move";
    QTest::newRow("best a pass") << withTurn(0, "best", QLatin1String("-"))
                                 << "review.turns[0].best: - cannot be played at turn 1: South has a legal move and "
                                    "cannot pass";

    // Values that contradict each other. The blunder's best move is another.
    const qsizetype blunder = 6;
    const QJsonObject worst = turn(blunder);
    QVERIFY(text(worst, "best") != text(worst, "move"));
    QVERIFY(value(worst, "bestValue") - value(worst, "value") >= 4 * kSeedValue);
    QTest::newRow("value above the best") << withTurn(blunder, "value", value(worst, "bestValue") + 1)
                                          << QStringLiteral("review.turns[6].value: %1 is above the best value, %2")
                                                 .arg(value(worst, "bestValue") + 1)
                                                 .arg(value(worst, "bestValue"));
    QTest::newRow("tie with another best")
        << withTurn(blunder, "value", value(worst, "bestValue"))
        << QStringLiteral("review.turns[6].best: the move played, %1, has the best value, so it is the best move, "
                          "not %2")
               .arg(text(worst, "move"), text(worst, "best"));
    QTest::newRow("played as best, below the best")
        << withTurn(blunder, "best", text(worst, "move"))
        << QStringLiteral("review.turns[6].best: the best move is the move played, %1, yet its value %2 is not the "
                          "best value %3")
               .arg(text(worst, "move"))
               .arg(value(worst, "value"))
               .arg(value(worst, "bestValue"));

    // The lines the fixture keeps: both or neither, each starting with its
    // move, every move legal after the ones before, one line when the best
    // is the move played.
    const QJsonArray line = worst.value(QLatin1String("line")).toArray();
    const QJsonArray bestLine = worst.value(QLatin1String("bestLine")).toArray();
    QVERIFY(line.size() >= 2 && !bestLine.isEmpty());
    QTest::newRow("line without its best line") << withTurn(blunder, "bestLine", QJsonValue(QJsonValue::Undefined))
                                                << "the field \"review.turns[6].bestLine\" is missing";
    QTest::newRow("best line without its line") << withTurn(blunder, "line", QJsonValue(QJsonValue::Undefined))
                                                << "the field \"review.turns[6].line\" is missing";
    QTest::newRow("line a text") << withTurn(blunder, "line", QLatin1String("c"))
                                 << "review.turns[6].line: expected a list, found a text";
    QTest::newRow("empty line") << withTurn(blunder, "line", QJsonArray())
                                << "review.turns[6].line: a line has 1 to 100 moves, not 0";
    QJsonArray tooLong;
    for (int i = 0; i < 101; ++i)
        tooLong.append(line.at(0));
    QTest::newRow("line too long") << withTurn(blunder, "bestLine", tooLong)
                                   << "review.turns[6].bestLine: a line has 1 to 100 moves, not 101";
    QJsonArray numbered = line;
    numbered.replace(1, 3);
    QTest::newRow("move of a line a number")
        << withTurn(blunder, "line", numbered) << "review.turns[6].line[1]: expected a text, found a number";
    QTest::newRow("line of the best move")
        << withTurn(blunder, "line", bestLine)
        << QStringLiteral("review.turns[6].line[0]: the line starts with %1, not with its move %2")
               .arg(text(worst, "best"), text(worst, "move"));
    QJsonArray illegal = line;
    illegal.replace(1, QLatin1String("?"));
    QTest::newRow("line with no move") << withTurn(blunder, "line", illegal)
                                       << "review.turns[6].line[1]: ? cannot be played at turn 8: \"?\" is not a move";
    qsizetype bestPlayed = 0;
    while (bestPlayed < turns.size() && (text(turn(bestPlayed), "best") != text(turn(bestPlayed), "move") ||
                                         turn(bestPlayed).value(QLatin1String("line")).toArray().size() < 2))
        ++bestPlayed;
    QVERIFY(bestPlayed < turns.size());
    const QJsonArray playedLine = turn(bestPlayed).value(QLatin1String("line")).toArray();
    QCOMPARE(turn(bestPlayed).value(QLatin1String("bestLine")).toArray(), playedLine);
    QTest::newRow("best played, another line")
        << withTurn(bestPlayed, "bestLine", QJsonArray{playedLine.at(0)})
        << QStringLiteral("review.turns[%1].bestLine: the best move is the move played, so its line must be the move "
                          "played's line")
               .arg(bestPlayed);
}

void TstFiles::badReviewLeavesTheGame()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, problem);
    // The library: the game whole, its review left out, and why.
    const LoadResult result = loadRecord(bytes, QStringLiteral("bad review"));
    const auto *loaded = std::get_if<LoadedGame>(&result);
    QVERIFY2(loaded, qPrintable(loaded ? QString() : std::get<LoadError>(result).text()));
    QVERIFY2(loaded->reviewProblem.startsWith(problem), qPrintable(loaded->reviewProblem));
    QVERIFY(!loaded->record.review);
    QVERIFY(loaded->review.empty());
    const LoadedGame good = loadOrFail(fixture(kReviewedFixture));
    QCOMPARE(loaded->game.positions(), good.game.positions());
    QVERIFY(loaded->game.moves() == good.game.moves());

    // The window opens the game, without a review, and says why.
    const QString path = m_dir.filePath(QStringLiteral("bad review %1.hoyito").arg(m_count));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
    file.close();
    QVERIFY(m_window->files()->openFile(path));
    QCOMPARE(m_window->controller()->game().positions(), good.game.positions());
    QVERIFY(m_window->review()->turns().empty());
    QVERIFY(m_window->panel()->moveModel()->turnReviews().empty());
    QVERIFY(!m_window->files()->errorBox());
    const QString status = m_window->statusText();
    QVERIFY2(status.startsWith(QStringLiteral("Opened")), qPrintable(status));
    QVERIFY2(status.contains(QStringLiteral("The file's game review was not loaded: ") + problem), qPrintable(status));
}

void TstFiles::badReviewIsNeverSaved()
{
    LoadedGame loaded = loadOrFail(fixture(kReviewedFixture));
    QVERIFY(loaded.record.review);
    const QString path = m_dir.filePath(QStringLiteral("never written.hoyito"));
    // The broken review is made apart and then put in: GCC 12 at -O3 takes
    // a write through the copied record's optional for a read of nothing.
    ReviewRecord broken = *loaded.record.review;
    broken.turns[3].bestValue = 999999;
    GameRecord record = loaded.record;
    record.review = broken;
    QString error;
    QVERIFY(!saveRecordFile(path, record, &error));
    QVERIFY2(error.contains(QStringLiteral("not saved")) && error.contains(QStringLiteral("review.turns[3].bestValue")),
             qPrintable(error));
    QVERIFY(!QFileInfo::exists(path));
    ReviewRecord shorter = *loaded.record.review;
    shorter.turns.erase(shorter.turns.end() - 1);
    record.review = shorter;
    QVERIFY(!saveRecordFile(path, record, &error));
    QVERIFY2(error.contains(QStringLiteral("review.turns: the review stops")), qPrintable(error));
    QVERIFY(!QFileInfo::exists(path));
}

void TstFiles::badReviewNeverCostsTheGame()
{
    // The window saves the review it is given; one the loader would leave
    // out is dropped, and the game saved all the same.
    QVERIFY(m_window->files()->openFile(fixture(kReviewedFixture)));
    LoadedGame loaded = loadOrFail(fixture(kReviewedFixture));
    ReviewRecord broken = *loaded.record.review;
    broken.turns[3].bestValue = 999999;
    QVERIFY(reviewProblemOf(loaded.record).isEmpty());
    GameRecord withBroken = loaded.record;
    withBroken.review = broken;
    QVERIFY(reviewProblemOf(withBroken).contains(QStringLiteral("review.turns[3].bestValue")));
    m_window->files()->setReviewSource([broken] { return std::optional<ReviewRecord>(broken); });
    const QString path = m_dir.filePath(QStringLiteral("saved without its review.hoyito"));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("review is left out")));
    QVERIFY(m_window->files()->saveTo(path));
    const LoadedGame saved = loadOrFail(path);
    QVERIFY(!saved.record.review);
    QCOMPARE(saved.game.moves(), loaded.game.moves());
}

void TstFiles::filesWithoutReviewStillOpen()
{
    // Version 1 and version 2 files of before the review open as they did.
    for (const char *name : {"finished_ii_2x6.hoyito", "setup_ii_2x6.hoyito", "review_blunder_ii_2x6.hoyito"}) {
        const QByteArray bytes = fixtureBytes(name);
        QVERIFY(!bytes.contains("\"review\""));
        const LoadResult result = loadRecord(bytes, QLatin1String(name));
        const auto *loaded = std::get_if<LoadedGame>(&result);
        QVERIFY2(loaded, name);
        QVERIFY(!loaded->record.review);
        QVERIFY(loaded->review.empty());
        QVERIFY(loaded->reviewProblem.isEmpty());
        QCOMPARE(recordJson(loaded->record), bytes);
        QVERIFY(m_window->files()->openFile(fixture(name)));
        QVERIFY(m_window->review()->turns().empty());
        QVERIFY2(!m_window->statusText().contains(QStringLiteral("game review")), qPrintable(m_window->statusText()));
    }
}

void TstFiles::newerVersionWithReviewIsRefused()
{
    // A review needs no version of its own; a newer version is still refused.
    QByteArray bytes = fixtureBytes(kReviewedFixture);
    QVERIFY(bytes.contains("\"version\": 1,"));
    bytes.replace("\"version\": 1,", QByteArrayLiteral("\"version\": ") + QByteArray::number(kRecordVersion + 1) + ',');
    const LoadResult result = loadRecord(bytes, QStringLiteral("newer.hoyito"));
    const auto *error = std::get_if<LoadError>(&result);
    QVERIFY(error);
    QCOMPARE(error->kind, LoadErrorKind::UnsupportedVersion);
    QCOMPARE(error->message, QStringLiteral("version %1 records are not supported; this Hoyito reads versions 1 to %2")
                                 .arg(kRecordVersion + 1)
                                 .arg(kRecordVersion));
    const QString path = m_dir.filePath(QStringLiteral("newer.hoyito"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
    file.close();
    const std::vector<Position> before = m_window->controller()->game().positions();
    QVERIFY(!m_window->files()->openFile(path));
    QCOMPARE(m_window->controller()->game().positions(), before);
    QVERIFY(m_window->review()->turns().empty());
}

void TstFiles::commandLineOpen_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<bool>("ok");
    const auto row = [](const char *name, std::initializer_list<const char *> words, bool ok) {
        QStringList args{QStringLiteral("hoyito")};
        for (const char *word : words)
            args.append(QString::fromUtf8(word));
        QTest::newRow(name) << args << ok;
    };
    row("open", {"--open", "game.hoyito"}, true);
    row("open and script", {"--open", "game.hoyito", "--moves", "c,B"}, true);
    row("script", {"--moves", "c,B"}, true);
    row("a file alone", {"game.hoyito"}, true);
    row("a file alone and script", {"game.hoyito", "--moves", "c,B"}, true);
    row("a file after --", {"--", "-game.hoyito"}, true);
    row("an empty file name", {""}, false);
    row("two files", {"a.hoyito", "b.hoyito"}, false);
    row("a file and --open", {"a.hoyito", "--open", "b.hoyito"}, false);
    row("open twice", {"--open", "a.hoyito", "--open", "b.hoyito"}, false);
    row("screenshot of a file alone", {"--screenshot", "x.png", "g.hoyito", "--replay", "10"}, true);
    row("open without a name", {"--open"}, false);
    row("open an empty name", {"--open", ""}, false);
    row("screenshot of a file", {"--screenshot", "x.png", "--open", "g.hoyito", "--replay", "10"}, true);
    row("replay animated", {"--screenshot", "x.png", "--open", "g.hoyito", "--replay", "3", "--at-ms", "200"}, true);
    row("replay without screenshot", {"--open", "g.hoyito", "--replay", "10"}, false);
    row("bad replay", {"--screenshot", "x.png", "--replay", "-1"}, false);
    row("animated start", {"--screenshot", "x.png", "--replay", "0", "--at-ms", "20"}, false);
}

void TstFiles::commandLineOpen()
{
    QFETCH(QStringList, args);
    QFETCH(bool, ok);
    const auto parsed = parseCommandLine(args);
    QCOMPARE(std::holds_alternative<CommandLine>(parsed), ok);
    if (!ok) {
        const QString message = std::get<QString>(parsed);
        QVERIFY(!message.isEmpty() && !message.contains(QLatin1Char('\n')));
        return;
    }
    const CommandLine cl = std::get<CommandLine>(parsed);
    // The game file: --open's value, or the one argument that is no option
    // nor an option's value (all of them end in .hoyito here).
    const int open = int(args.indexOf(QStringLiteral("--open")));
    const QStringList alone = args.filter(QRegularExpression(QStringLiteral("^[^-].*\\.hoyito$|^-game")));
    QCOMPARE(cl.open, open > 0 ? args.at(open + 1) : alone.value(0));
    QCOMPARE(cl.openPositional, open < 0 && !alone.isEmpty());
    if (!cl.open.isEmpty())
        QCOMPARE(args.at(cl.openArgument), cl.open);
    const int replay = int(args.indexOf(QStringLiteral("--replay")));
    QCOMPARE(cl.replayTurn, replay > 0 ? args.at(replay + 1).toInt() : -1);
}

void TstFiles::programOpensAndRendersFiles()
{
    const auto runProgram = [](const QStringList &args, QString *err) {
        QProcess hoyito;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        hoyito.setProcessEnvironment(env);
        hoyito.start(QStringLiteral(HOYITO_GUI), args);
        if (!hoyito.waitForFinished(30000))
            return -1;
        *err = QString::fromLocal8Bit(hoyito.readAllStandardError());
        return hoyito.exitStatus() == QProcess::NormalExit ? hoyito.exitCode() : -1;
    };
    QString err;
    // A finished game in replay mode: the replay bar on the picture.
    const QString shot = m_dir.filePath(QStringLiteral("replay.png"));
    QCOMPARE(runProgram({QStringLiteral("--screenshot"), shot, QStringLiteral("--size"), QStringLiteral("900x600"),
                         QStringLiteral("--open"), fixture("finished_ii_2x6.hoyito"), QStringLiteral("--replay"),
                         QStringLiteral("12"), QStringLiteral("--at-ms"), QStringLiteral("400")},
                        &err),
             0);
    const QImage image(shot);
    QCOMPARE(image.size(), QSize(900, 600));
    if (!qEnvironmentVariableIsEmpty("HOYITO_TEST_SCREENSHOTS"))
        image.save(qEnvironmentVariable("HOYITO_TEST_SCREENSHOTS") + QStringLiteral("/program-replay.png"));

    // A bad file for a screenshot: one line naming the file and the
    // problem, exit code 2, no picture.
    const QString bad = m_dir.filePath(QStringLiteral("bad-for-cli.hoyito"));
    {
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"hoyito-game\", \"version\": 1}");
    }
    const QString expected = std::get<LoadError>(loadRecordFile(bad)).text();
    const QString nowhere = m_dir.filePath(QStringLiteral("nowhere.hoyito"));
    const QString noShot = m_dir.filePath(QStringLiteral("no.png"));
    for (const QStringList &args :
         {QStringList{QStringLiteral("--screenshot"), noShot, QStringLiteral("--open"), bad},
          QStringList{QStringLiteral("--screenshot"), noShot, QStringLiteral("--open"), nowhere},
          QStringList{QStringLiteral("--screenshot"), noShot, bad}}) {
        QCOMPARE(runProgram(args, &err), 2);
        // (Qt may add its own warnings about the environment.)
        const QStringList lines =
            err.split(QLatin1Char('\n'), Qt::SkipEmptyParts).filter(QRegularExpression(QStringLiteral("^hoyito: ")));
        QCOMPARE(lines.size(), 1);
        const bool option = args.contains(QStringLiteral("--open"));
        QVERIFY2(lines.first().startsWith(option ? QStringLiteral("hoyito: --open: ") : QStringLiteral("hoyito: /")),
                 qPrintable(err));
        if (args.last() == bad)
            QVERIFY2(lines.first().endsWith(expected), qPrintable(err));
        else
            QVERIFY(lines.first().contains(QStringLiteral("nowhere.hoyito")));
    }
    QVERIFY(!QFileInfo::exists(noShot));
    // Past the end of the game, or moves after a finished one.
    QCOMPARE(runProgram({QStringLiteral("--screenshot"), shot, QStringLiteral("--open"),
                         fixture("finished_ii_2x6.hoyito"), QStringLiteral("--replay"), QStringLiteral("999")},
                        &err),
             2);
    QCOMPARE(runProgram({QStringLiteral("--screenshot"), shot, QStringLiteral("--open"),
                         fixture("finished_ii_2x6.hoyito"), QStringLiteral("--moves"), QStringLiteral("c")},
                        &err),
             2);
    QVERIFY(err.contains(QStringLiteral("the game is over")));
}

void TstFiles::programShowsWhyAFileDidNotOpen_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<bool>("alone"); // FILE, or --open FILE
    for (const char *kind : {"bad", "missing"})
        for (bool alone : {true, false})
            QTest::addRow("%s file%s", kind, alone ? " alone" : " with --open") << QString::fromLatin1(kind) << alone;
}

void TstFiles::programShowsWhyAFileDidNotOpen()
{
    // What a file manager starts: the window opens anyway and the file's
    // problem is the message box of Open (GameFiles logs it as it shows
    // it); stderr has the program's line too. It keeps running.
    QFETCH(QString, kind);
    QFETCH(bool, alone);
    const QString path = m_dir.filePath(kind + QStringLiteral(" for the window.hoyito"));
    if (kind == QLatin1String("bad")) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"hoyito-game\", \"version\": 1}");
    }
    const QString problem = std::get<LoadError>(loadRecordFile(path)).text();
    const QStringList args = alone ? QStringList{path} : QStringList{QStringLiteral("--open"), path};
    const QString line =
        (alone ? QStringLiteral("hoyito: ") : QStringLiteral("hoyito: --open: ")) + problem + QLatin1Char('\n');
    const WindowRun run =
        runWindowUntil(QStringLiteral(HOYITO_GUI), args, {line, QStringLiteral("cannot open ") + problem});
    QVERIFY2(run.running, qPrintable(run.err));
    QVERIFY2(run.err.contains(line), qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("cannot open ") + problem), qPrintable(run.err));
}

QTEST_MAIN(TstFiles)
#include "tst_files.moc"
