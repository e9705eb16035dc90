// The window against hostile files and settings: special files (named
// pipes, devices, folders, links) where a game or the autosave should be, a
// settings file that names files that are not the game's or holds values
// that make no sense, an autosave that fails, damaged or unreadable
// autosaves, stale temporary files, command lines with bad moves or a file
// name that is not UTF-8, and names with "%1" in them.
//
// Set HOYITO_TEST_SCREENSHOTS to a folder to get a PNG of the window with
// the autosave's warning.
//
// Anything that could block (opening a named pipe) runs under a guard: if
// the window is still stuck in it after a few seconds, the guard opens the
// other end of the pipe so the test goes on, and the test fails. Tests run
// as root, where permissions stop nothing: failures are made with folders,
// pipes and links instead.

#include "board/boardscene.h"
#include "board/boardview.h"
#include "config/settings.h"
#include "files/autosave.h"
#include "files/gamefiles.h"
#include "game/gamecontroller.h"
#include "game/gametext.h"
#include "match/matchcontroller.h"
#include "match/scoreboard.h"
#include "recordfile.h"
#include "recordutil.h"
#include "setup/newgamedialog.h"
#include "shell/commandline.h"
#include "window/mainwindow.h"
#include "window/resultdialog.h"
#include "window/ruleswindow.h"
#include "windowrun.h"
#include "windowutil.h"

#include "hoyito/notation.h"

#include <QAction>
#include <QFile>
#include <QFileDialog>
#include <QFrame>
#include <QImage>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace hoyito;
using namespace hoyito::app;
using namespace hoyito::test;

namespace {

const QString kData = QStringLiteral(HOYITO_TEST_DATA);

QString fixture(const char *name)
{
    return kData + QLatin1Char('/') + QLatin1String(name);
}

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

bool makeFifo(const QString &path)
{
    return ::mkfifo(QFile::encodeName(path).constData(), 0600) == 0;
}

bool isFifo(const QString &path)
{
    struct stat status {};
    return ::lstat(QFile::encodeName(path).constData(), &status) == 0 && S_ISFIFO(status.st_mode);
}

// Unblocks whatever is stuck opening the named pipe `path` once `seconds`
// have passed: it opens the other end (a reader blocked in open() gets the
// end of the file, a writer gets a reader), and says so with fired(). The
// test checks fired() stayed false: a regression fails instead of hanging.
class FifoGuard {
public:
    FifoGuard(const QString &path, int seconds = 5)
        : m_path(QFile::encodeName(path))
        , m_thread([this, seconds] { watch(seconds); })
    {
    }
    ~FifoGuard()
    {
        {
            std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_wake.notify_all();
        m_thread.join();
        if (m_reader >= 0)
            ::close(m_reader);
    }
    bool fired() const { return m_fired; }

private:
    void watch(int seconds)
    {
        std::unique_lock lock(m_mutex);
        if (m_wake.wait_for(lock, std::chrono::seconds(seconds), [this] { return m_stop; }))
            return;
        // Stuck: keep both ends offered until the test is done with it.
        while (!m_stop) {
            const int writer = ::open(m_path.constData(), O_WRONLY | O_NONBLOCK);
            if (writer >= 0) { // someone waits to read: give them the end
                m_fired = true;
                ::close(writer);
            }
            if (m_reader < 0) {
                m_reader = ::open(m_path.constData(), O_RDONLY | O_NONBLOCK);
            } else {
                char buffer[4096];
                if (::read(m_reader, buffer, sizeof buffer) > 0) // someone wrote into it
                    m_fired = true;
            }
            m_wake.wait_for(lock, std::chrono::milliseconds(100), [this] { return m_stop; });
        }
    }

    QByteArray m_path;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stop = false;
    std::atomic_bool m_fired = false;
    int m_reader = -1;
    std::thread m_thread;
};

// Runs the program; its exit code, or -1 if it did not end within 30 s
// (then it is killed).
int runProgram(const QStringList &args, QString *err)
{
    QProcess hoyito;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    hoyito.setProcessEnvironment(env);
    hoyito.start(QStringLiteral(HOYITO_GUI), args);
    if (!hoyito.waitForFinished(30000)) {
        hoyito.kill();
        hoyito.waitForFinished();
        return -1;
    }
    *err = QString::fromLocal8Bit(hoyito.readAllStandardError());
    return hoyito.exitStatus() == QProcess::NormalExit ? hoyito.exitCode() : -1;
}

// The program's own lines on stderr (Qt may add warnings of its own).
QStringList programLines(const QString &err)
{
    return err.split(QLatin1Char('\n'), Qt::SkipEmptyParts).filter(QRegularExpression(QStringLiteral("^hoyito: ")));
}

} // namespace

class TstHostile : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    // A failed autosave is never silent.
    void autosaveWarningUntilASaveSucceeds_data();
    void autosaveWarningUntilASaveSucceeds();
    void autosaveWarningSavesTheGame();

    // Special files are never opened.
    void pipeAtTheAutosavePlace();
    void settingsNameAPipe();
    void openingAPipe();
    void programRefusesSpecialFiles();

    // The file the settings name is the game's only if it holds the game.
    void settingsFileTrustedOnlyForItsGame_data();
    void settingsFileTrustedOnlyForItsGame();
    void resumedGameKeepsItsOwnFile();
    void resumedMatchKeepsItsOwnFile();

    // Damaged, unreadable and odd autosaves.
    void damagedAutosavesAreKept();
    void unreadableAutosaveIsKept();
    void folderAtTheAutosavePlace();
    void linkAtTheAutosavePlace_data();
    void linkAtTheAutosavePlace();
    void staleTemporaryFilesAreRemoved();

    // Settings, command line, names.
    void settingsGarbageIsReported();
    void namesFromSettingsAreCleaned();
    void settingsFileIsAPipe();
    void commandLineMovesSayWhy_data();
    void commandLineMovesSayWhy();
    void fileNameThatIsNotUtf8();
    void percentSignsInNames();

private:
    std::unique_ptr<MainWindow> newWindow(Settings &settings);
    // The window again, on the same settings (as after a crash).
    void restart();
    void click(int hole);
    bool waitForInput(int timeoutMs = 10000);
    // Plays `count` moves of a new game by clicks (`setup` by default).
    void playNewGame(int count, quint32 seed, const GameSetup &setup = GameSetup{});
    // One more move by a click.
    void playOne();
    // Plays `moves` (a whole game) from the current start, the last one by a click.
    void finishByClicks(const std::vector<Move> &moves);
    QAction *action(const char *name) const;
    QString autosavePath() const { return m_window->autosave()->filePath(); }

    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    int m_count = 0;
};

void TstHostile::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    GameText::installEnglishPlurals();
    QVERIFY(m_dir.isValid());
}

void TstHostile::init()
{
    m_settings = instantSettings(m_dir.filePath(QStringLiteral("hostile%1.ini").arg(++m_count)));
    m_settings->sync();
    QVERIFY(QDir().mkpath(m_settings->dataDirectory()));
    m_window = newWindow(*m_settings);
}

void TstHostile::cleanup()
{
    m_window.reset();
    m_settings.reset();
}

std::unique_ptr<MainWindow> TstHostile::newWindow(Settings &settings)
{
    auto window = createWindow(settings);
    if (!showWindow(*window, Focus::Exposed))
        qWarning("window not exposed");
    return window;
}

void TstHostile::restart()
{
    m_window.reset();
    m_window = newWindow(*m_settings);
}

QAction *TstHostile::action(const char *name) const
{
    return m_window->findChild<QAction *>(QLatin1String(name));
}

void TstHostile::click(int hole)
{
    clickHole(*m_window, hole);
}

bool TstHostile::waitForInput(int timeoutMs)
{
    GameController *c = m_window->controller();
    return QTest::qWaitFor([c] { return c->isAwaitingBoardInput() || c->position().isOver(); }, timeoutMs);
}

void TstHostile::playNewGame(int count, quint32 seed, const GameSetup &setup)
{
    m_window->startGame(setup);
    GameController *c = m_window->controller();
    for (const Move move : randomMoves(setup.startPosition(), 1000, seed)) {
        if (c->turnCount() >= count)
            break;
        QVERIFY(waitForInput());
        if (move.isPass()) // played by the controller itself
            continue;
        const int before = c->turnCount();
        click(move.hole);
        QCOMPARE(c->turnCount(), before + 1);
    }
    QVERIFY(waitForInput());
    QVERIFY(!c->position().isOver());
}

void TstHostile::playOne()
{
    GameController *c = m_window->controller();
    QVERIFY(waitForInput());
    const std::vector<Move> legal = legalMoves(c->position());
    QVERIFY(!legal.empty() && !legal.front().isPass());
    const int before = c->turnCount();
    click(legal.front().hole);
    QCOMPARE(c->turnCount(), before + 1);
    QVERIFY(waitForInput());
}

void TstHostile::finishByClicks(const std::vector<Move> &moves)
{
    GameController *c = m_window->controller();
    std::size_t last = moves.size() - 1; // passes after it are the controller's
    while (moves[last].isPass())
        --last;
    QCOMPARE(c->playMovesWithoutAnimation({moves.begin(), moves.begin() + qsizetype(last)}), -1);
    QVERIFY(waitForInput());
    QVERIFY(c->isAwaitingBoardInput());
    click(moves[last].hole);
    QTRY_VERIFY(c->position().isOver());
    QCOMPARE(c->game().moves(), moves);
}

// ------------------------------------------------------------------ the warning

void TstHostile::autosaveWarningUntilASaveSucceeds_data()
{
    QTest::addColumn<bool>("dataFolderIsAFile");
    QTest::addColumn<QString>("reason");
    QTest::newRow("a folder where the autosave goes") << false << QStringLiteral("this is a folder");
    QTest::newRow("a file where the data folder goes") << true << QStringLiteral("cannot create the folder");
}

void TstHostile::autosaveWarningUntilASaveSucceeds()
{
    QFETCH(bool, dataFolderIsAFile);
    QFETCH(QString, reason);
    GameController *c = m_window->controller();
    playNewGame(2, 5);
    QCOMPARE(loadOrFail(autosavePath()).game.turnCount(), 2);
    QVERIFY(m_window->autosaveWarning().isEmpty());
    QVERIFY(m_window->autosaveWarningBar()->isHidden());

    // The autosave cannot be written any more.
    const QString folder = m_settings->dataDirectory();
    if (dataFolderIsAFile) {
        QVERIFY(QDir(folder).removeRecursively());
        QVERIFY(writeFile(folder, "not a folder"));
    } else {
        QVERIFY(QFile::remove(autosavePath()));
        QVERIFY(QDir().mkpath(autosavePath()));
    }
    QSignalSpy problems(m_window->autosave(), &Autosave::problem);
    playOne();
    // Said once in the status line, and above the board for as long as it lasts.
    QCOMPARE(problems.size(), 1);
    const QString warning = m_window->autosaveWarning();
    QVERIFY2(warning.startsWith(QStringLiteral("This game is not being saved automatically: ")), qPrintable(warning));
    QVERIFY2(warning.contains(reason), qPrintable(warning));
    QVERIFY(m_window->autosaveWarningBar()->isVisible());
    QPushButton *save = m_window->autosaveWarningBar()->findChild<QPushButton *>(QStringLiteral("autosaveWarningSave"));
    QVERIFY(save && save->isVisible() && save->isEnabled());
    QVERIFY(action("actionSave")->isEnabled());
    playOne();
    playOne();
    QCOMPARE(problems.size(), 1);
    QCOMPARE(m_window->autosaveWarning(), warning); // still there, after every move
    QVERIFY(m_window->autosaveWarningBar()->isVisible());
    if (const QString folder = qEnvironmentVariable("HOYITO_TEST_SCREENSHOTS"); !folder.isEmpty())
        m_window->grab().save(folder + QStringLiteral("/autosave-warning-%1.png").arg(dataFolderIsAFile ? 2 : 1));

    // Mended: the next move is saved, and the warning goes.
    if (dataFolderIsAFile)
        QVERIFY(QFile::remove(folder));
    else
        QVERIFY(QDir(autosavePath()).removeRecursively());
    playOne();
    QVERIFY2(m_window->autosaveWarning().isEmpty(), qPrintable(m_window->autosaveWarning()));
    QVERIFY(m_window->autosaveWarningBar()->isHidden());
    QCOMPARE(loadOrFail(autosavePath()).game.moves(), c->game().moves());
    QVERIFY(m_window->autosave()->failure().isEmpty());
}

void TstHostile::autosaveWarningSavesTheGame()
{
    GameController *c = m_window->controller();
    playNewGame(3, 6);
    const QString path = m_dir.filePath(QStringLiteral("kept-by-hand.hoyito"));
    QVERIFY(m_window->files()->saveTo(path));
    QVERIFY(QFile::remove(autosavePath()));
    QVERIFY(QDir().mkpath(autosavePath()));
    playOne();
    QVERIFY(!m_window->autosaveWarning().isEmpty());
    QCOMPARE(loadOrFail(path).game.turnCount(), 3);
    // The button saves the game to its file (Game > Save).
    auto *save = m_window->autosaveWarningBar()->findChild<QPushButton *>(QStringLiteral("autosaveWarningSave"));
    QVERIFY(save);
    QTest::mouseClick(save, Qt::LeftButton);
    QCOMPARE(loadOrFail(path).game.moves(), c->game().moves());
    // The autosave still fails: the warning stays.
    QVERIFY(!m_window->autosaveWarning().isEmpty());

    // A game in no file: the button asks for a name.
    m_window->startGame(GameSetup{});
    QVERIFY(m_window->autosaveWarning().isEmpty()); // nothing to save yet
    playOne();
    QVERIFY(!m_window->autosaveWarning().isEmpty());
    QTest::mouseClick(save, Qt::LeftButton);
    QFileDialog *dialog = m_window->files()->fileDialog();
    QVERIFY(dialog && dialog->isVisible());
    QCOMPARE(dialog->acceptMode(), QFileDialog::AcceptSave);
    dialog->reject();
}

// ------------------------------------------------------------------ special files

void TstHostile::pipeAtTheAutosavePlace()
{
    const QString path = autosavePath();
    m_window.reset();
    QVERIFY(makeFifo(path));
    {
        FifoGuard guard(path);
        m_window = newWindow(*m_settings);
        QVERIFY2(!guard.fired(), "the window opened the named pipe at the autosave's place");
    }
    QVERIFY2(m_window->statusText().startsWith(QStringLiteral("Your last game could not be resumed")),
             qPrintable(m_window->statusText()));
    QVERIFY2(m_window->statusText().contains(QStringLiteral("named pipe")), qPrintable(m_window->statusText()));
    QCOMPARE(m_window->controller()->turnCount(), 0);
    QVERIFY(isFifo(path)); // left as it is
    QVERIFY(m_window->autosave()->damagedFiles().isEmpty());
    // Nothing is written over it, and the window says so.
    {
        FifoGuard guard(path);
        playOne();
        QVERIFY2(!guard.fired(), "the autosave opened the named pipe");
    }
    QVERIFY(isFifo(path));
    QVERIFY2(m_window->autosaveWarning().contains(QStringLiteral("named pipe")),
             qPrintable(m_window->autosaveWarning()));
    // Once the game is over there is nothing to save; the pipe stays.
    {
        FifoGuard guard(path);
        m_window->startGame(GameSetup{});
        QVERIFY(!guard.fired());
    }
    QVERIFY(isFifo(path));
    QVERIFY(m_window->autosaveWarning().isEmpty());
}

void TstHostile::settingsNameAPipe()
{
    playNewGame(4, 7);
    const QString fifo = m_dir.filePath(QStringLiteral("belongs-to.fifo"));
    QVERIFY(makeFifo(fifo));
    m_window.reset();
    m_settings->setAutosaveBelongsTo(fifo);
    m_settings->sync();
    {
        FifoGuard guard(fifo);
        m_window = newWindow(*m_settings);
        QVERIFY2(!guard.fired(), "the window opened the named pipe the settings name");
    }
    QCOMPARE(m_window->controller()->turnCount(), 4); // resumed
    QCOMPARE(m_window->files()->filePath(), QString());
    QCOMPARE(m_settings->autosaveBelongsTo(), QString());
    QVERIFY(isFifo(fifo));
}

void TstHostile::openingAPipe()
{
    const QString fifo = m_dir.filePath(QStringLiteral("game.hoyito"));
    QVERIFY(makeFifo(fifo));
    playNewGame(2, 8);
    const std::vector<Move> moves = m_window->controller()->game().moves();
    {
        FifoGuard guard(fifo);
        QVERIFY(!m_window->files()->openFile(fifo));
        QVERIFY2(!guard.fired(), "Open read the named pipe");
    }
    QMessageBox *box = m_window->files()->errorBox();
    QVERIFY(box && box->isVisible());
    QVERIFY2(box->informativeText().contains(QStringLiteral("named pipe")), qPrintable(box->informativeText()));
    QVERIFY(m_window->statusText().contains(QStringLiteral("named pipe")));
    box->close();
    QCOMPARE(m_window->controller()->game().moves(), moves);

    // From the recent files too.
    m_settings->addRecentFile(fifo);
    m_window->files()->rebuildRecentMenu();
    QAction *recent = m_window->files()->recentMenu()->findChild<QAction *>(QStringLiteral("recentFile0"));
    QVERIFY(recent);
    {
        FifoGuard guard(fifo);
        recent->trigger();
        QVERIFY2(!guard.fired(), "Open Recent read the named pipe");
    }
    QCOMPARE(m_window->controller()->game().moves(), moves);
    QTRY_VERIFY(m_window->files()->errorBox());
    m_window->files()->errorBox()->close();

    // Saving over a pipe, a device or a folder is refused.
    for (const QString &target : {fifo, QStringLiteral("/dev/null"), m_dir.path()}) {
        FifoGuard guard(fifo);
        QVERIFY(!m_window->files()->saveTo(target));
        QVERIFY(!guard.fired());
        QVERIFY(m_window->files()->errorBox());
        m_window->files()->errorBox()->close();
    }
    QVERIFY(isFifo(fifo));
    QCOMPARE(m_window->files()->filePath(), QString());
}

void TstHostile::programRefusesSpecialFiles()
{
    const QString fifo = m_dir.filePath(QStringLiteral("cli.fifo"));
    QVERIFY(makeFifo(fifo));
    const QString shot = m_dir.filePath(QStringLiteral("never.png"));
    struct Case {
        QString path;
        QString reason;
    };
    for (const Case &item :
         {Case{fifo, QStringLiteral("named pipe")}, Case{QStringLiteral("/dev/zero"), QStringLiteral("device")},
          Case{m_dir.path(), QStringLiteral("folder")}}) {
        {
            // A screenshot: one line, exit code 2.
            FifoGuard guard(fifo);
            QString err;
            QCOMPARE(runProgram({QStringLiteral("--screenshot"), shot, QStringLiteral("--open"), item.path}, &err), 2);
            QVERIFY(!guard.fired());
            const QStringList lines = programLines(err);
            QCOMPARE(lines.size(), 1);
            QVERIFY2(lines.first().startsWith(QStringLiteral("hoyito: --open: ")), qPrintable(err));
            QVERIFY2(lines.first().contains(item.reason), qPrintable(err));
        }
        for (const QStringList &args : {QStringList{QStringLiteral("--open"), item.path}, QStringList{item.path}}) {
            // The window: it opens, and Open's message box says why
            // (GameFiles logs it as it shows it).
            FifoGuard guard(fifo);
            const WindowRun run = runWindowUntil(QStringLiteral(HOYITO_GUI), args, {QStringLiteral("cannot open ")});
            QVERIFY(!guard.fired());
            QVERIFY2(run.running, qPrintable(run.err));
            const QStringList lines = programLines(run.err);
            QCOMPARE(lines.size(), 1);
            QVERIFY2(lines.first().contains(item.reason), qPrintable(run.err));
            QVERIFY2(run.err.contains(QRegularExpression(QStringLiteral("cannot open [^\\n]*") +
                                                         QRegularExpression::escape(item.reason))),
                     qPrintable(run.err));
        }
    }
    QVERIFY(!QFileInfo::exists(shot));
    QVERIFY(isFifo(fifo));
}

// ------------------------------------------------------------------ the settings' file

void TstHostile::settingsFileTrustedOnlyForItsGame_data()
{
    QTest::addColumn<QString>("kind");
    for (const char *kind : {"plain text", "copy of passwd", "/dev/zero", "folder", "another game",
                             "same players, other moves", "more moves than the game", "relative path", "missing"})
        QTest::newRow(kind) << QString::fromLatin1(kind);
}

void TstHostile::settingsFileTrustedOnlyForItsGame()
{
    QFETCH(QString, kind);
    GameSetup setup;
    setup.player(Player::South).name = QStringLiteral("Ana");
    setup.player(Player::North).name = QStringLiteral("Luis");
    playNewGame(6, 9, setup);
    const std::vector<Move> moves = m_window->controller()->game().moves();

    // What the settings name as the game's file.
    QString victim = m_dir.filePath(QStringLiteral("victim-%1.txt").arg(m_count));
    QByteArray before;
    if (kind == QLatin1String("plain text")) {
        before = "Dear diary,\nnothing to see here.\n";
    } else if (kind == QLatin1String("copy of passwd")) {
        before = contents(QStringLiteral("/etc/passwd"));
        QVERIFY(!before.isEmpty());
    } else if (kind == QLatin1String("/dev/zero")) {
        victim = QStringLiteral("/dev/zero");
    } else if (kind == QLatin1String("folder")) {
        victim = m_dir.path();
    } else if (kind == QLatin1String("relative path")) {
        victim = QStringLiteral("victim.hoyito");
    } else if (kind != QLatin1String("missing")) {
        // A real game record, but not of this game.
        GameSetup other = setup;
        std::vector<Move> otherMoves = randomMoves(other.startPosition(), 5, 99);
        if (kind == QLatin1String("another game"))
            other.player(Player::South).name = QStringLiteral("Mercedes");
        if (kind == QLatin1String("more moves than the game"))
            otherMoves = randomMoves(other.startPosition(), 7, 9);
        Game game(other.startPosition());
        for (Move move : otherMoves)
            game.play(move);
        QVERIFY(kind != QLatin1String("more moves than the game") ||
                std::equal(moves.begin(), moves.end(), game.moves().begin()));
        const std::optional<GameRecord> record =
            recordFromGame(game, PlayerInfo::human(other.player(Player::South).name),
                           PlayerInfo::human(other.player(Player::North).name));
        QVERIFY(record);
        QVERIFY(saveRecordFile(victim, *record));
        before = contents(victim);
    }
    if (!before.isEmpty() && !QFileInfo::exists(victim))
        QVERIFY(writeFile(victim, before));

    m_window.reset();
    m_settings->setAutosaveBelongsTo(victim);
    m_settings->sync();
    m_window = newWindow(*m_settings);
    // The game is resumed, in no file: the name in the settings is forgotten.
    QCOMPARE(m_window->controller()->game().moves(), moves);
    QCOMPARE(m_window->files()->filePath(), QString());
    QVERIFY(m_window->isWindowModified());
    QCOMPARE(m_settings->autosaveBelongsTo(), QString());
    QCOMPARE(QSettings(m_settings->fileName(), QSettings::IniFormat).value(Settings::kAutosaveFile).toString(),
             QString());
    QVERIFY2(m_window->statusText().contains(QStringLiteral("does not hold this game, so Save asks for a file name")),
             qPrintable(m_window->statusText()));

    // Save asks for a name; the victim is untouched.
    action("actionSave")->trigger();
    QFileDialog *dialog = m_window->files()->fileDialog();
    QVERIFY(dialog && dialog->isVisible());
    QCOMPARE(dialog->acceptMode(), QFileDialog::AcceptSave);
    dialog->reject();
    playOne();
    if (!before.isEmpty())
        QCOMPARE(contents(victim), before);
    QCOMPARE(m_window->files()->filePath(), QString());
    QCOMPARE(m_settings->autosaveBelongsTo(), QString());
}

void TstHostile::resumedGameKeepsItsOwnFile()
{
    GameController *c = m_window->controller();
    playNewGame(3, 10);
    const QString path = m_dir.filePath(QStringLiteral("its own.hoyito"));
    QVERIFY(m_window->files()->saveTo(path));
    QCOMPARE(m_settings->autosaveBelongsTo(), path);
    // Saved as it is: the same moves.
    restart();
    QCOMPARE(m_window->files()->filePath(), path);
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(!m_window->statusText().contains(QStringLiteral("does not hold")));
    // Moves the file lacks: still its file, modified.
    playOne();
    playOne();
    const std::vector<Move> moves = m_window->controller()->game().moves();
    QCOMPARE(moves.size(), std::size_t(5));
    restart();
    c = m_window->controller();
    QCOMPARE(c->game().moves(), moves);
    QCOMPARE(m_window->files()->filePath(), path);
    QVERIFY(m_window->isWindowModified());
    QVERIFY(m_window->files()->isModified());
    // Save writes it there.
    action("actionSave")->trigger();
    QVERIFY(!m_window->files()->fileDialog());
    QCOMPARE(loadOrFail(path).game.moves(), moves);
}

void TstHostile::resumedMatchKeepsItsOwnFile()
{
    // Saved in round 1, autosaved in round 2: the file holds the match as
    // it was, so it is still the match's file.
    GameSetup setup;
    setup.player(Player::South).name = QStringLiteral("Ana");
    setup.match = MatchOptions{MatchLength::Rounds, 3, StartRule::Alternate, true, false};
    GameController *c = m_window->controller();
    const std::vector<Move> round1 = randomMoves(setup.startPosition(), 1000, 14);
    playNewGame(3, 14, setup);
    const QString path = m_dir.filePath(QStringLiteral("match.hoyito"));
    QVERIFY(m_window->files()->saveTo(path));
    std::size_t last = round1.size() - 1;
    while (round1[last].isPass())
        --last;
    QCOMPARE(c->playMovesWithoutAnimation({round1.begin() + c->turnCount(), round1.begin() + qsizetype(last)}), -1);
    QVERIFY(waitForInput());
    click(round1[last].hole);
    QTRY_COMPARE(m_window->match()->state(), MatchController::State::BetweenRounds);
    QVERIFY(m_window->match()->nextRound());
    playOne();
    playOne();
    const std::vector<Move> moves = c->game().moves();
    restart();
    c = m_window->controller();
    QCOMPARE(m_window->match()->roundNumber(), 2);
    QCOMPARE(c->game().moves(), moves);
    QCOMPARE(m_window->files()->filePath(), path);
    QVERIFY(m_window->files()->isModified());
    QCOMPARE(m_settings->autosaveBelongsTo(), path);

    // A file of another match with the same players is not its file.
    m_window.reset();
    GameSetup other = setup;
    other.match->lengthCount = 5;
    const std::optional<GameRecord> record =
        recordFromMatch(Match(other.matchSettings()), {}, nullptr, PlayerInfo::human(QStringLiteral("Ana")),
                        PlayerInfo::human(QString()));
    QVERIFY(record);
    const QString otherPath = m_dir.filePath(QStringLiteral("other match.hoyito"));
    QVERIFY(saveRecordFile(otherPath, *record));
    m_settings->setAutosaveBelongsTo(otherPath);
    m_settings->sync();
    m_window = newWindow(*m_settings);
    QCOMPARE(m_window->controller()->game().moves(), moves);
    QCOMPARE(m_window->files()->filePath(), QString());
}

// ------------------------------------------------------------------ odd autosaves

void TstHostile::damagedAutosavesAreKept()
{
    const QString path = autosavePath();
    const QString folder = m_settings->dataDirectory();
    m_window.reset();
    // Files of other names are never touched.
    const QString legacy = QDir(folder).filePath(QStringLiteral("autosave-damaged.hoyito"));
    const QString notes = QDir(folder).filePath(QStringLiteral("autosave-damaged-notes.txt"));
    QVERIFY(writeFile(legacy, "an old one"));
    QVERIFY(writeFile(notes, "notes"));
    const int starts = Autosave::kKeptDamaged + 3;
    for (int i = 1; i <= starts; ++i) {
        const QByteArray bytes = QByteArray("damaged number ") + QByteArray::number(i);
        QVERIFY(writeFile(path, bytes));
        m_window = newWindow(*m_settings);
        QVERIFY2(m_window->statusText().contains(QStringLiteral("damaged")), qPrintable(m_window->statusText()));
        const QStringList damaged = m_window->autosave()->damagedFiles();
        QCOMPARE(damaged.size(), qMin(i, Autosave::kKeptDamaged));
        QCOMPARE(contents(damaged.first()), bytes); // the newest first
        QVERIFY2(m_window->statusText().contains(QFileInfo(damaged.first()).fileName()),
                 qPrintable(m_window->statusText()));
        QVERIFY(QFileInfo(damaged.first())
                    .fileName()
                    .contains(QRegularExpression(QStringLiteral("^autosave-damaged-\\d{8}-\\d{6}(-\\d+)?\\.hoyito$"))));
        QVERIFY(!QFileInfo::exists(path));
        m_window.reset();
    }
    m_window = newWindow(*m_settings);
    const QStringList damaged = m_window->autosave()->damagedFiles();
    QCOMPARE(damaged.size(), Autosave::kKeptDamaged);
    for (int k = 0; k < Autosave::kKeptDamaged; ++k)
        QCOMPARE(contents(damaged[k]), QByteArray("damaged number ") + QByteArray::number(starts - k));
    QCOMPARE(contents(legacy), QByteArray("an old one"));
    QCOMPARE(contents(notes), QByteArray("notes"));
}

void TstHostile::unreadableAutosaveIsKept()
{
    // A link to a file that cannot be read even by root (reading
    // /proc/self/mem at its start fails): the autosave is there but
    // unreadable, which is no damage.
    const QString path = autosavePath();
    m_window.reset();
    QVERIFY(QFile::link(QStringLiteral("/proc/self/mem"), path));
    m_window = newWindow(*m_settings);
    QVERIFY2(m_window->statusText().contains(QStringLiteral("cannot be read")), qPrintable(m_window->statusText()));
    QVERIFY2(m_window->statusText().contains(QStringLiteral("kept as it is")), qPrintable(m_window->statusText()));
    QVERIFY(m_window->autosave()->damagedFiles().isEmpty());
    QCOMPARE(QFileInfo(path).symLinkTarget(), QStringLiteral("/proc/self/mem"));
    // The new game is not written over it, and the window says so.
    playOne();
    QCOMPARE(QFileInfo(path).symLinkTarget(), QStringLiteral("/proc/self/mem"));
    QVERIFY2(m_window->autosaveWarning().contains(QStringLiteral("could not be read")),
             qPrintable(m_window->autosaveWarning()));
    // Nor removed when there is nothing to save.
    m_window->startGame(GameSetup{});
    QCOMPARE(QFileInfo(path).symLinkTarget(), QStringLiteral("/proc/self/mem"));
    // Moved away by the player: the game is saved again.
    QVERIFY(QFile::rename(path, m_dir.filePath(QStringLiteral("moved-away"))));
    playOne();
    QVERIFY(m_window->autosaveWarning().isEmpty());
    QCOMPARE(loadOrFail(path).game.moves(), m_window->controller()->game().moves());
    QVERIFY(!QFileInfo(path).isSymLink());
}

void TstHostile::folderAtTheAutosavePlace()
{
    const QString path = autosavePath();
    m_window.reset();
    QVERIFY(QDir().mkpath(path + QStringLiteral("/inside")));
    QVERIFY(writeFile(path + QStringLiteral("/inside/keep.txt"), "keep"));
    m_window = newWindow(*m_settings);
    QVERIFY2(m_window->statusText().contains(QStringLiteral("folder")), qPrintable(m_window->statusText()));
    QVERIFY(m_window->autosave()->damagedFiles().isEmpty());
    QCOMPARE(contents(path + QStringLiteral("/inside/keep.txt")), QByteArray("keep"));
    playOne();
    QVERIFY(m_window->autosaveWarning().contains(QStringLiteral("folder")));
    QCOMPARE(contents(path + QStringLiteral("/inside/keep.txt")), QByteArray("keep"));
}

void TstHostile::linkAtTheAutosavePlace_data()
{
    QTest::addColumn<QString>("kind");
    for (const char *kind : {"dangling, into no folder", "dangling", "loop", "to a text file", "to a game"})
        QTest::newRow(kind) << QString::fromLatin1(kind);
}

void TstHostile::linkAtTheAutosavePlace()
{
    // Decided: the autosave is a file of its own. A link in its place is
    // replaced by the file at the next write, and what it points to is
    // never written (a link to a game is resumed first; one to something
    // else is set aside as damaged, the link only).
    QFETCH(QString, kind);
    const QString path = autosavePath();
    const QString target = m_dir.filePath(QStringLiteral("target-%1").arg(m_count));
    m_window.reset();
    QByteArray targetBytes;
    if (kind == QLatin1String("dangling, into no folder")) {
        QVERIFY(QFile::link(m_dir.filePath(QStringLiteral("no-such-folder/autosave.hoyito")), path));
    } else if (kind == QLatin1String("dangling")) {
        QVERIFY(QFile::link(target, path));
    } else if (kind == QLatin1String("loop")) {
        QVERIFY(QFile::link(path, path));
    } else if (kind == QLatin1String("to a text file")) {
        targetBytes = "a text, not a game";
        QVERIFY(writeFile(target, targetBytes));
        QVERIFY(QFile::link(target, path));
    } else {
        QVERIFY(QFile::copy(fixture("in_progress_iii_2x6.hoyito"), target));
        targetBytes = contents(target);
        QVERIFY(QFile::link(target, path));
    }
    m_window = newWindow(*m_settings);
    GameController *c = m_window->controller();
    if (kind == QLatin1String("to a game"))
        QCOMPARE(c->game().moves(), loadOrFail(target).game.moves());
    else
        QCOMPARE(c->turnCount(), 0);
    if (kind == QLatin1String("to a text file"))
        QCOMPARE(m_window->autosave()->damagedFiles().size(), 1);
    playOne();
    QVERIFY2(m_window->autosaveWarning().isEmpty(), qPrintable(m_window->autosaveWarning()));
    QVERIFY(!QFileInfo(path).isSymLink());
    QCOMPARE(loadOrFail(path).game.moves(), c->game().moves());
    if (targetBytes.isEmpty())
        QVERIFY(!QFileInfo::exists(target));
    else
        QCOMPARE(contents(target), targetBytes);
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("no-such-folder"))));
}

void TstHostile::staleTemporaryFilesAreRemoved()
{
    const QDir folder(m_settings->dataDirectory());
    m_window.reset();
    const QDateTime hourAgo = QDateTime::currentDateTime().addSecs(-3600);
    const auto make = [&](const QString &name, const QDateTime &when) {
        const QString path = folder.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write("{") != 1 || !file.flush())
            return false;
        return file.setFileTime(when, QFileDevice::FileModificationTime);
    };
    QVERIFY(make(QStringLiteral("autosave.hoyito.AbC123"), hourAgo));
    QVERIFY(make(QStringLiteral("autosave.hoyito.zzzzzz"), hourAgo));
    // Kept: newer than the start (another program may be writing it), other
    // names, other lengths, and what is not a plain file.
    QVERIFY(make(QStringLiteral("autosave.hoyito.XyZ789"), QDateTime::currentDateTime().addSecs(3600)));
    QVERIFY(make(QStringLiteral("autosave.hoyito.AbC1234"), hourAgo));
    QVERIFY(make(QStringLiteral("autosave.hoyito.AbC12"), hourAgo));
    QVERIFY(make(QStringLiteral("other.hoyito.AbC123"), hourAgo));
    QVERIFY(make(QStringLiteral("autosave.hoyito.Ab-123"), hourAgo));
    QVERIFY(QDir().mkpath(folder.filePath(QStringLiteral("autosave.hoyito.Dir123"))));
    QVERIFY(makeFifo(folder.filePath(QStringLiteral("autosave.hoyito.Fifo12"))));
    m_window = newWindow(*m_settings);
    QStringList left = folder.entryList(QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot);
    left.sort();
    QCOMPARE(left, (QStringList{QStringLiteral("autosave.hoyito.Ab-123"), QStringLiteral("autosave.hoyito.AbC12"),
                                QStringLiteral("autosave.hoyito.AbC1234"), QStringLiteral("autosave.hoyito.Dir123"),
                                QStringLiteral("autosave.hoyito.Fifo12"), QStringLiteral("autosave.hoyito.XyZ789"),
                                QStringLiteral("other.hoyito.AbC123")}));
}

// ------------------------------------------------------------------ settings, command line, names

// A name in the settings file follows the same rule as a typed one: at most
// 40 visible characters, nothing that breaks a line or reads backwards, so
// the game's file can always be saved.
void TstHostile::namesFromSettingsAreCleaned()
{
    m_window.reset();
    const QString path = m_settings->fileName();
    m_settings.reset();
    QString emoji;
    for (int i = 0; i < 45; ++i)
        emoji += QStringLiteral("😀");
    QVERIFY(writeFile(path, (QStringLiteral("[newGame]\nsouthName=Ana\\x202e\\x200bmar\\x2028ía\nnorthName=") + emoji +
                             QStringLiteral("\n"))
                                .toUtf8()));
    m_settings = std::make_unique<Settings>(path);
    const GameSetup setup = m_settings->lastGameSetup();
    QCOMPARE(setup.player(Player::South).name, QStringLiteral("Anamar ía"));
    QCOMPARE(setup.player(Player::North).name, emoji.left(80));
    for (const Player side : {Player::South, Player::North})
        QCOMPARE(checkPlayerName(setup.player(side).name, kMaxTypedNameLength).problem, NameProblem::None);
}

void TstHostile::settingsGarbageIsReported()
{
    m_window.reset();
    const QString path = m_settings->fileName();
    m_settings.reset();
    QVERIFY(writeFile(path, "[view]\n"
                            "animationSpeed=fast\n"
                            "flipBoard=maybe\n"
                            "showCounts=true\n"
                            "language=../../etc\n"
                            "[newGame]\n"
                            "variant=IV\n"
                            "holesPerRow=99\n"
                            "starter=N\n"
                            "southName=Ana, Luis\n"
                            "northName=Mercedes\n"
                            "southKind=robot\n"
                            "southLevel=9\n"
                            "northLevel=2\n"
                            "match=true\n"
                            "matchCount=0\n"
                            "[window]\n"
                            "geometry=not bytes\n"));
    m_settings = std::make_unique<Settings>(path);
    m_window = newWindow(*m_settings);
    const QString status = m_window->statusText();
    QVERIFY2(status.contains(QStringLiteral("Settings reset to their defaults")), qPrintable(status));
    const QStringList bad{QStringLiteral("view/animationSpeed"), QStringLiteral("view/flipBoard"),
                          QStringLiteral("view/language"),       QStringLiteral("newGame/variant"),
                          QStringLiteral("newGame/holesPerRow"), QStringLiteral("newGame/southName"),
                          QStringLiteral("newGame/southKind"),   QStringLiteral("newGame/southLevel"),
                          QStringLiteral("newGame/matchCount"),  QStringLiteral("window/geometry")};
    for (const QString &key : bad)
        QVERIFY2(status.contains(key), qPrintable(key + QStringLiteral(" not in: ") + status));
    for (const QString &key : {QStringLiteral("view/showCounts"), QStringLiteral("newGame/starter"),
                               QStringLiteral("newGame/northName"), QStringLiteral("newGame/northLevel")})
        QVERIFY2(!status.contains(key), qPrintable(key));
    // Reset to the defaults, the good values kept.
    QCOMPARE(m_settings->animationSpeed(), AnimationSpeed::Normal);
    const GameSetup setup = m_settings->lastGameSetup();
    QCOMPARE(setup.rules.variant, Variant::II);
    QCOMPARE(setup.rules.holesPerRow, 6);
    QCOMPARE(setup.starter, Player::North);
    QCOMPARE(setup.player(Player::North).name, QStringLiteral("Mercedes"));
    QCOMPARE(setup.player(Player::North).level, 2);
    QCOMPARE(setup.player(Player::South).level, kDefaultComputerLevel);
    // Said once: the next start has nothing to say.
    m_window.reset();
    {
        QSettings raw(path, QSettings::IniFormat);
        QVERIFY(!raw.contains(QStringLiteral("view/animationSpeed")));
        QCOMPARE(raw.value(QStringLiteral("newGame/variant")).toString(), QStringLiteral("II"));
        QCOMPARE(raw.value(QStringLiteral("newGame/northName")).toString(), QStringLiteral("Mercedes"));
    }
    m_window = newWindow(*m_settings);
    QVERIFY2(!m_window->statusText().contains(QStringLiteral("Settings reset")), qPrintable(m_window->statusText()));
}

void TstHostile::settingsFileIsAPipe()
{
    // The user's settings are where QSettings() keeps them.
    QCOMPARE(Settings().fileName(), QSettings().fileName());
    QVERIFY(Settings().fileProblem().isEmpty());

    // The real program, with a named pipe for its settings file: it starts,
    // says so, and keeps nothing.
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QString config = home.filePath(QStringLiteral("config"));
    QVERIFY(QDir().mkpath(config + QStringLiteral("/Hoyito")));
    const QString conf = config + QStringLiteral("/Hoyito/hoyito.conf");
    QVERIFY(makeFifo(conf));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), config);
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("HOME"), home.path());
    FifoGuard guard(conf);
    QProcess hoyito;
    hoyito.setProcessEnvironment(env);
    hoyito.start(QStringLiteral(HOYITO_GUI), {QStringLiteral("--moves"), QStringLiteral("c")});
    QVERIFY(hoyito.waitForStarted());
    QString err;
    const QString expected = QStringLiteral("the settings file is not a file: ") + conf;
    QVERIFY(QTest::qWaitFor(
        [&] {
            err += QString::fromLocal8Bit(hoyito.readAllStandardError());
            return err.contains(expected) || hoyito.state() == QProcess::NotRunning;
        },
        30000));
    hoyito.kill();
    hoyito.waitForFinished();
    QVERIFY2(err.contains(expected), qPrintable(err));
    QVERIFY2(!guard.fired(), "the program opened the named pipe in its settings file's place");
    QVERIFY(isFifo(conf));
}

void TstHostile::commandLineMovesSayWhy_data()
{
    QTest::addColumn<QString>("moves");
    QTest::addColumn<int>("bad"); // the index of the bad move
    QTest::newRow("z") << QStringLiteral("z") << 0;
    QTest::newRow("m on 2x6") << QStringLiteral("m") << 0;
    QTest::newRow("c;;F") << QStringLiteral("c;;F") << 0;
    QTest::newRow("North's hole") << QStringLiteral("A") << 0;
    QTest::newRow("later") << QStringLiteral("c,B,%%") << 2;
    QTest::newRow("not Latin-1") << QStringLiteral("c,\u0436") << 1;
}

void TstHostile::commandLineMovesSayWhy()
{
    QFETCH(QString, moves);
    QFETCH(int, bad);
    const QStringList list = moves.split(QLatin1Char(','));
    Game game(Position::initial(Rules{}));
    for (int i = 0; i < bad; ++i)
        game.play(readMove(game.position(), list[i].toStdString()).move);
    const QByteArray text = list[bad].toLatin1();
    const MoveCheck check = readMove(game.position(), text.toStdString());
    QVERIFY(!check.ok());
    const QString why = RecordText::illegalMove(game.position(), list[bad], check);
    QVERIFY(!why.contains(QStringLiteral("is to move")) || check.textError == MoveTextError::WrongPlayer);
    for (const QStringList &args :
         {QStringList{QStringLiteral("--screenshot"), m_dir.filePath(QStringLiteral("no.png")),
                      QStringLiteral("--moves"), moves}}) {
        QString err;
        QCOMPARE(runProgram(args, &err), 2);
        const QStringList lines = programLines(err);
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.first().startsWith(QStringLiteral("hoyito: --moves: move %1 ").arg(bad + 1)), qPrintable(err));
        QVERIFY2(lines.first().endsWith(QStringLiteral("(%1)").arg(why)),
                 qPrintable(err + QStringLiteral(" / ") + why));
    }
}

void TstHostile::fileNameThatIsNotUtf8()
{
    // "café.hoyito" in Latin-1: bytes that are not UTF-8, so Qt decodes the
    // name to another one. The program reads the file through its bytes.
    const QByteArray folder = QFile::encodeName(m_dir.path());
    const QByteArray name = folder + "/caf\xe9.hoyito";
    // Qt cannot remove it with the test's folder either.
    const auto unlinkName = qScopeGuard([&name] { ::unlink(name.constData()); });
    {
        const QByteArray bytes = contents(fixture("finished_ii_2x6.hoyito"));
        const int fd = ::open(name.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        QVERIFY(fd >= 0);
        QCOMPARE(::write(fd, bytes.constData(), size_t(bytes.size())), ssize_t(bytes.size()));
        ::close(fd);
    }
    QVERIFY(!QFileInfo::exists(QFile::decodeName(name))); // Qt alone cannot reach it
    const QString shot = m_dir.filePath(QStringLiteral("latin1.png"));
    // QProcess hands arguments over as UTF-8: a shell passes the bytes.
    QProcess shell;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    shell.setProcessEnvironment(env);
    shell.start(QStringLiteral("/bin/sh"),
                {QStringLiteral("-c"),
                 QStringLiteral(
                     "exec \"$0\" --screenshot \"$1\" --size 900x600 --open \"$2\"$(printf '\\351').hoyito --replay 4"),
                 QStringLiteral(HOYITO_GUI), shot, QFile::decodeName(folder + "/caf")});
    QVERIFY(shell.waitForFinished(30000));
    const QString err = QString::fromLocal8Bit(shell.readAllStandardError());
    QVERIFY2(shell.exitStatus() == QProcess::NormalExit && shell.exitCode() == 0, qPrintable(err));
    QCOMPARE(QImage(shot).size(), QSize(900, 600));
}

void TstHostile::percentSignsInNames()
{
    // Names holding "%1" and "%2" are shown as they are, wherever they go
    // into a sentence with other values.
    GameSetup setup;
    setup.player(Player::South).name = QStringLiteral("Ana%1");
    setup.player(Player::North).name = QStringLiteral("Luis%2");
    GameController *c = m_window->controller();
    m_window->startGame(setup);
    finishByClicks(randomMoves(setup.startPosition(), 1000, 12));
    const auto scores = finalScores(c->position());
    QTRY_VERIFY(m_window->statusText().startsWith(QStringLiteral("Game over")));
    const QString over = m_window->statusText();
    QVERIFY2(over.contains(QStringLiteral("Ana%1 ") + QString::number(scores[0]) + QStringLiteral(" – Luis%2 ") +
                           QString::number(scores[1])),
             qPrintable(over));
    QTRY_VERIFY(m_window->resultDialog());
    const auto *result = m_window->resultDialog()->findChild<QLabel *>(QStringLiteral("scores"));
    QVERIFY(result);
    QVERIFY2(result->text().contains(QStringLiteral("Ana%1 <b>") + QString::number(scores[0])),
             qPrintable(result->text()));
    QVERIFY2(result->text().contains(QStringLiteral("Luis%2 <b>") + QString::number(scores[1])),
             qPrintable(result->text()));
    m_window->resultDialog()->close();

    // Opened from a file: the status line names the players with the score.
    const QString path = m_dir.filePath(QStringLiteral("percent.hoyito"));
    QVERIFY(m_window->files()->saveTo(path));
    m_window->startGame(GameSetup{});
    QVERIFY(m_window->files()->openFile(path));
    const QString opened = m_window->statusText();
    QVERIFY2(opened.contains(QStringLiteral("(Ana%1 ") + QString::number(scores[0]) + QStringLiteral(" – Luis%2 ") +
                             QString::number(scores[1]) + QLatin1Char(')')),
             qPrintable(opened));

    // A match with the refill: round 2 says how each refills.
    GameSetup match = setup;
    match.match = MatchOptions{MatchLength::Rounds, 3, StartRule::Alternate, true, true};
    m_window->startGame(match);
    finishByClicks(randomMoves(match.startPosition(), 1000, 13));
    QTRY_COMPARE(m_window->match()->state(), MatchController::State::BetweenRounds);
    const auto roundScores = finalScores(c->position());
    const QTableWidgetItem *seeds = m_window->scoreboard()->table()->item(0, Scoreboard::SeedsColumn);
    QVERIFY(seeds);
    QCOMPARE(seeds->toolTip(), QStringLiteral("Ana%1 ") + QString::number(roundScores[0]) +
                                   QStringLiteral(", Luis%2 ") + QString::number(roundScores[1]));
    QVERIFY(m_window->match()->nextRound());
    const QString intro = m_window->match()->roundIntroduction();
    QVERIFY2(intro.contains(QStringLiteral("Ana%1 fills")) || intro.contains(QStringLiteral("Luis%2 fills")),
             qPrintable(intro));
    QVERIFY2(!intro.contains(QStringLiteral("%2 hole")) && !intro.contains(QStringLiteral("Ana6")) &&
                 !intro.contains(QStringLiteral("Luis6")),
             qPrintable(intro));
}

QTEST_MAIN(TstHostile)
#include "tst_hostile.moc"
