#include "shell/commandline.h"

#include "analysis/analysiscontroller.h"
#include "board/boardscene.h"
#include "config/language.h"
#include "files/gamefiles.h"
#include "game/gamecontroller.h"
#include "game/gameoutcome.h"
#include "game/gametext.h"
#include "setup/newgamedialog.h"
#include "setup/setupdialog.h"
#include "window/mainwindow.h"
#include "window/resultdialog.h"
#include "window/ruleswindow.h"

#include "hoyito/notation.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QIcon>
#include <QMessageBox>
#include <QPixmap>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <functional>

namespace hoyito::app {

namespace {

constexpr int kBadArguments = 2;

void printLine(FILE *stream, const QString &text)
{
    std::fputs(text.toLocal8Bit().constData(), stream);
    std::fputc('\n', stream);
}

} // namespace

QString usage()
{
    return QStringLiteral("usage: hoyito [FILE | --open FILE] [--moves LIST]\n"
                          "       hoyito --screenshot PNG [--size WxH] [--variant I|II|III] [--holes N]\n"
                          "              [FILE | --open FILE] [--moves LIST] [--replay TURN] [--at-ms MS]\n"
                          "              [--speed slow|normal|fast|instant] [--flip]\n"
                          "              [--board-theme wood|earth|chalk|high-contrast]\n"
                          "              [--show new-game|setup|rules|result|about|analysis]\n"
                          "       either with [--language CODE]\n"
                          "\n"
                          "Without options: the game window, resuming the game in progress.\n"
                          "--open starts with a saved game (.hoyito); a finished one opens in replay\n"
                          "mode. FILE alone is the same as --open FILE (after --, also a name that\n"
                          "starts with -). The window says in a message box why a file cannot be\n"
                          "opened. LIST is moves in notation separated by commas or spaces (a-l for\n"
                          "South, A-L for North, - for a pass), played after the opened game or on a\n"
                          "new one; in the window they are played one by one as if clicked.\n"
                          "--screenshot renders the window offscreen to a PNG and exits; --at-ms\n"
                          "animates the last move (or the --replay turn) and freezes it MS\n"
                          "milliseconds in; --replay shows replay mode after TURN turns; --show setup\n"
                          "shows the position editor on the position shown, at the --size given.\n"
                          "--language speaks CODE for this run (%1, or\n"
                          "system: the system's language). Without it the window speaks the\n"
                          "View > Language choice and a screenshot is in English.")
        .arg(Language::available().join(QStringLiteral(", ")));
}

std::variant<CommandLine, QString> parseCommandLine(const QStringList &arguments)
{
    CommandLine cl;
    bool screenshotOnly = false;
    QString firstScreenshotOption;
    bool optionsEnded = false; // after "--": file names only
    for (int i = 1; i < arguments.size(); ++i) {
        const QString &arg = arguments[i];
        const auto value = [&]() -> std::optional<QString> {
            if (i + 1 >= arguments.size())
                return std::nullopt;
            return arguments[++i];
        };
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            cl.help = true;
            continue;
        }
        if (arg == QLatin1String("--version")) {
            cl.version = true;
            continue;
        }
        // A saved game named alone, as a file manager passes it.
        if (optionsEnded || !arg.startsWith(QLatin1Char('-'))) {
            if (!cl.open.isEmpty())
                return QStringLiteral("one game file at a time: '%1' and '%2'").arg(cl.open, arg);
            if (arg.isEmpty())
                return QStringLiteral("the game file's name is empty");
            cl.open = arg;
            cl.openArgument = i;
            cl.openPositional = true;
            continue;
        }
        if (arg == QLatin1String("--")) {
            optionsEnded = true;
            continue;
        }
        if (arg == QLatin1String("--flip")) {
            cl.flip = true;
            screenshotOnly = true;
            firstScreenshotOption = arg;
            continue;
        }
        const bool known = arg == QLatin1String("--screenshot") || arg == QLatin1String("--size") ||
                           arg == QLatin1String("--variant") || arg == QLatin1String("--holes") ||
                           arg == QLatin1String("--moves") || arg == QLatin1String("--at-ms") ||
                           arg == QLatin1String("--speed") || arg == QLatin1String("--show") ||
                           arg == QLatin1String("--open") || arg == QLatin1String("--replay") ||
                           arg == QLatin1String("--language") || arg == QLatin1String("--board-theme");
        if (!known)
            return QStringLiteral("unknown argument '%1' (try --help)").arg(arg);
        const std::optional<QString> v = value();
        if (!v)
            return QStringLiteral("%1 needs a value").arg(arg);
        if (arg == QLatin1String("--screenshot")) {
            if (v->isEmpty())
                return QStringLiteral("--screenshot needs a file name");
            cl.screenshot = *v;
            continue;
        }
        if (arg == QLatin1String("--language")) {
            if (*v != QLatin1String("system") && !Language::isAvailable(*v))
                return QStringLiteral("--language must be one of %1 or system, not '%2'")
                    .arg(Language::available().join(QStringLiteral(", ")), *v);
            cl.language = *v;
            continue;
        }
        if (arg == QLatin1String("--open")) {
            if (v->isEmpty())
                return QStringLiteral("--open needs a file name");
            if (!cl.open.isEmpty())
                return QStringLiteral("one game file at a time: '%1' and '%2'").arg(cl.open, *v);
            cl.open = *v;
            cl.openArgument = i;
            continue;
        }
        // --moves also scripts a game in the window.
        if (arg != QLatin1String("--moves")) {
            screenshotOnly = true;
            if (firstScreenshotOption.isEmpty())
                firstScreenshotOption = arg;
        }
        if (arg == QLatin1String("--size")) {
            static const QRegularExpression re(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$"));
            const auto m = re.match(*v);
            const int w = m.hasMatch() ? m.captured(1).toInt() : 0;
            const int h = m.hasMatch() ? m.captured(2).toInt() : 0;
            if (w < 200 || h < 150 || w > 8000 || h > 8000)
                return QStringLiteral("--size must be WIDTHxHEIGHT from 200x150 to 8000x8000, not '%1'").arg(*v);
            cl.size = QSize(w, h);
        } else if (arg == QLatin1String("--variant")) {
            const auto variant = hoyito::parseVariant(v->toStdString());
            if (!variant)
                return QStringLiteral("--variant must be I, II or III, not '%1'").arg(*v);
            cl.variant = *variant;
        } else if (arg == QLatin1String("--holes")) {
            bool ok = false;
            const int holes = v->toInt(&ok);
            if (!ok || !hoyito::isValidHolesPerRow(holes))
                return QStringLiteral("--holes must be a number from %1 to %2, not '%3'")
                    .arg(hoyito::kMinHolesPerRow)
                    .arg(hoyito::kMaxHolesPerRow)
                    .arg(*v);
            cl.holesPerRow = holes;
        } else if (arg == QLatin1String("--moves")) {
            static const QRegularExpression separators(QStringLiteral("[,\\s]+"));
            cl.moves = v->split(separators, Qt::SkipEmptyParts);
        } else if (arg == QLatin1String("--at-ms")) {
            bool ok = false;
            const int ms = v->toInt(&ok);
            if (!ok || ms < 0 || ms > 600000)
                return QStringLiteral("--at-ms must be a number of milliseconds from 0 to 600000, not '%1'").arg(*v);
            cl.atMs = ms;
        } else if (arg == QLatin1String("--replay")) {
            bool ok = false;
            const int turn = v->toInt(&ok);
            if (!ok || turn < 0)
                return QStringLiteral("--replay must be a number of turns, not '%1'").arg(*v);
            cl.replayTurn = turn;
        } else if (arg == QLatin1String("--speed")) {
            const QString s = v->toLower();
            if (s == QLatin1String("slow"))
                cl.speed = AnimationSpeed::Slow;
            else if (s == QLatin1String("normal"))
                cl.speed = AnimationSpeed::Normal;
            else if (s == QLatin1String("fast"))
                cl.speed = AnimationSpeed::Fast;
            else if (s == QLatin1String("instant"))
                cl.speed = AnimationSpeed::Instant;
            else
                return QStringLiteral("--speed must be slow, normal, fast or instant, not '%1'").arg(*v);
        } else if (arg == QLatin1String("--board-theme")) {
            const std::optional<BoardTheme::Id> theme = BoardTheme::fromKey(*v);
            if (!theme)
                return QStringLiteral("--board-theme must be wood, earth, chalk or high-contrast, not '%1'").arg(*v);
            cl.boardTheme = *theme;
        } else if (arg == QLatin1String("--show")) {
            const QStringList shows{QStringLiteral("new-game"), QStringLiteral("setup"), QStringLiteral("rules"),
                                    QStringLiteral("result"),   QStringLiteral("about"), QStringLiteral("analysis")};
            if (!shows.contains(*v))
                return QStringLiteral("--show must be new-game, setup, rules, result, about or analysis, not '%1'")
                    .arg(*v);
            cl.show = *v;
        }
    }
    if (screenshotOnly && cl.screenshot.isEmpty())
        return QStringLiteral("%1 only goes with --screenshot FILE").arg(firstScreenshotOption);
    if (cl.atMs >= 0 && cl.moves.isEmpty() && cl.replayTurn < 0)
        return QStringLiteral("--at-ms needs --moves or --replay: it animates the last move or the replayed turn");
    if (cl.atMs >= 0 && cl.replayTurn == 0)
        return QStringLiteral("--at-ms with --replay needs a turn from 1: turn 0 is the start");
    return cl;
}

void initApplication(QApplication &app)
{
    app.setOrganizationName(QStringLiteral("Hoyito"));
    app.setApplicationName(QStringLiteral("hoyito"));
    app.setApplicationDisplayName(QStringLiteral("Hoyito"));
    app.setApplicationVersion(QStringLiteral(HOYITO_VERSION));
    app.setWindowIcon(QIcon(QStringLiteral(":/icons/hoyito.svg")));
    GameText::installEnglishPlurals();
}

namespace {

// The game a command line starts with: the --open file's or a new one, and
// the --moves to play after it, every one checked.
struct StartArguments {
    std::optional<LoadedGame> opened;
    // Why the file could not be opened; then the game is a new one and no
    // move was checked (they were meant for the file's game).
    std::optional<LoadError> openError;
    hoyito::Game game; // the start with every move played: what the window will show
    std::vector<hoyito::Move> moves;
};

// The line on stderr for a file that could not be opened.
QString openErrorLine(const CommandLine &cl, const LoadError &error)
{
    return (cl.openPositional ? QStringLiteral("hoyito: ") : QStringLiteral("hoyito: --open: ")) + error.text();
}

// The --open file; a named pipe or a device is refused before anything
// opens it.
LoadResult loadOpenFile(const CommandLine &cl)
{
    // A name that is not text in the locale's encoding is read through its
    // bytes: Qt cannot name that file.
    return cl.openNative.isEmpty() ? loadRecordFile(cl.open) : loadRecordFileNative(cl.openNative, cl.open);
}

// The path the window keeps for the --open file: none when the name is not
// text (Save then asks for one rather than write to the decoded name).
QString openPath(const CommandLine &cl)
{
    return cl.openNative.isEmpty() ? QFileInfo(cl.open).absoluteFilePath() : QString();
}

// Reads --open and --moves (a new game is `fresh`). A file that cannot be
// opened is in the answer's openError; on a move that cannot be played it
// prints one line and returns nothing.
std::optional<StartArguments> readStartArguments(const CommandLine &cl, const GameSetup &fresh)
{
    GameSetup setup = fresh;
    std::optional<LoadedGame> opened;
    if (!cl.open.isEmpty()) {
        LoadResult result = loadOpenFile(cl);
        if (auto *error = std::get_if<LoadError>(&result))
            return StartArguments{std::nullopt, std::move(*error), hoyito::Game(setup.startPosition()), {}};
        opened = std::get<LoadedGame>(std::move(result));
        setup.rules = opened->game.start().rules;
        setup.starter = opened->game.start().toMove;
        for (hoyito::Player side : {hoyito::Player::South, hoyito::Player::North})
            setup.player(side).name = opened->record.player(side).name;
    }
    StartArguments start{opened, std::nullopt, opened ? opened->game : hoyito::Game(setup.startPosition()), {}};
    hoyito::Game &check = start.game;
    for (int i = 0; i < cl.moves.size(); ++i) {
        const QByteArray text = cl.moves[i].toLatin1();
        const hoyito::MoveCheck mc = hoyito::readMove(check.position(), text.toStdString());
        if (!mc.ok()) {
            const hoyito::Position &pos = check.position();
            // A text that is no move of this board says what is wrong with
            // it (as hoyito-cli does); a move the rules refuse says why.
            const QString why = pos.isOver() ? QStringLiteral("the game is over")
                                : mc.textError != hoyito::MoveTextError::None
                                    ? RecordText::illegalMove(pos, cl.moves[i], mc)
                                    : GameText::moveError(setup, pos, mc.move, mc.ruleError);
            printLine(stderr, QStringLiteral("hoyito: --moves: move %1 '%2' cannot be played in %3 (%4)")
                                  .arg(QString::number(i + 1), RecordText::shown(cl.moves[i]),
                                       QString::fromStdString(hoyito::positionText(pos)), why));
            return std::nullopt;
        }
        check.play(mc.move);
        start.moves.push_back(mc.move);
    }
    return start;
}

// Plays moves in the window as if they were clicked, one after the other
// at the animation speed: `hoyito --moves LIST` without --screenshot. It
// answers the controller's humanTurn from the event loop (the human player
// listens only once the turn has started), and stops when the list is done
// or the game is replaced.
class ScriptedMoves : public QObject {
public:
    ScriptedMoves(GameController *controller, std::vector<hoyito::Move> moves, QObject *parent)
        : QObject(parent)
        , m_controller(controller)
        , m_moves(std::move(moves))
        , m_first(controller->turnCount())
    {
        connect(controller, &GameController::humanTurn, this, &ScriptedMoves::next);
        connect(controller, &GameController::gameStarted, this, &QObject::deleteLater);
        if (controller->isAwaitingBoardInput())
            next();
    }

private:
    void next()
    {
        const int i = m_controller->turnCount() - m_first;
        if (i < 0 || i >= int(m_moves.size())) {
            deleteLater();
            return;
        }
        const hoyito::Move move = m_moves[std::size_t(i)];
        const quint64 token = m_controller->token();
        // A pass is played by the controller itself.
        if (move.isPass())
            return;
        QTimer::singleShot(0, this, [this, move, token] {
            if (m_controller->token() == token && m_controller->isAwaitingBoardInput())
                m_controller->boardHoleActivated(move.hole);
        });
    }

    GameController *m_controller;
    std::vector<hoyito::Move> m_moves;
    int m_first;
};

// Renders what the command line asks for; the exit code.
int takeScreenshot(const CommandLine &cl)
{
    // A settings file of its own: a screenshot never reads or changes the
    // user's settings, and always looks the same.
    QTemporaryDir dir;
    Settings settings(dir.isValid() ? dir.filePath(QStringLiteral("screenshot.ini")) : QString());
    settings.setAnimationSpeed(AnimationSpeed::Instant);
    settings.setFlipBoard(cl.flip);
    settings.setBoardTheme(cl.boardTheme);
    Language::apply(cl.language.isEmpty()                    ? QString::fromLatin1(Language::kEnglish)
                    : cl.language == QLatin1String("system") ? QString()
                                                             : cl.language);
    GameSetup setup;
    setup.rules.variant = cl.variant;
    setup.rules.holesPerRow = cl.holesPerRow;
    settings.setLastGameSetup(setup);

    // Read the file and the moves before any window exists, so a bad file
    // or list is only a message.
    std::optional<StartArguments> start = readStartArguments(cl, setup);
    if (!start)
        return kBadArguments;
    if (start->openError) {
        printLine(stderr, openErrorLine(cl, *start->openError));
        return kBadArguments;
    }
    const std::vector<hoyito::Move> &moves = start->moves;
    const hoyito::Game &check = start->game;
    if (cl.show == QLatin1String("result") && !check.isOver()) {
        printLine(stderr, QStringLiteral("hoyito: --show result needs --moves (or --open) that end the game"));
        return kBadArguments;
    }
    if (cl.replayTurn > check.turnCount()) {
        printLine(stderr, QStringLiteral("hoyito: --replay %1: the game has only %2 turns")
                              .arg(cl.replayTurn)
                              .arg(check.turnCount()));
        return kBadArguments;
    }

    MainWindow window(settings);
    window.setAttribute(Qt::WA_DontShowOnScreen);
    window.resize(cl.size);
    window.show();

    if (start->opened)
        window.files()->adopt(*start->opened, openPath(cl), start->opened->game.moves());
    const bool animateReplay = cl.atMs >= 0 && cl.replayTurn > 0;
    const bool animateLast = cl.atMs >= 0 && !moves.empty() && !animateReplay;
    std::vector<hoyito::Move> prefix = moves;
    if (animateLast || animateReplay)
        window.setAnimationSpeed(cl.speed == AnimationSpeed::Instant ? AnimationSpeed::Normal : cl.speed);
    if (animateLast)
        prefix.pop_back();
    if (!prefix.empty())
        window.controller()->playMovesWithoutAnimation(prefix);
    if (animateLast && !moves.back().isPass())
        window.controller()->boardHoleActivated(moves.back().hole);
    if (cl.replayTurn >= 0) {
        window.controller()->replayTo(animateReplay ? cl.replayTurn - 1 : cl.replayTurn);
        if (animateReplay)
            window.controller()->replayForward();
    }
    if (animateLast || animateReplay)
        window.scene()->holdAnimationAt(cl.atMs);

    QWidget *target = &window;
    if (cl.show == QLatin1String("new-game")) {
        window.openNewGameDialog();
        target = window.newGameDialog();
    } else if (cl.show == QLatin1String("setup")) {
        window.openSetupDialog();
        target = window.setupDialog();
    } else if (cl.show == QLatin1String("rules")) {
        window.showRules();
        target = window.rulesWindow();
    } else if (cl.show == QLatin1String("result")) {
        const GameOutcome outcome = outcomeOf(window.controller()->game(), &window.controller()->history().back());
        auto *dialog = new ResultDialog(window.controller()->setup(), outcome, &window);
        dialog->setAttribute(Qt::WA_DontShowOnScreen);
        dialog->show();
        target = dialog;
    } else if (cl.show == QLatin1String("analysis")) {
        window.analysis()->setOn(true);
    } else if (cl.show == QLatin1String("about")) {
        window.showAbout();
        target = window.findChild<QMessageBox *>(QStringLiteral("aboutBox"));
    }
    if (!target) {
        printLine(stderr, QStringLiteral("hoyito: nothing to show"));
        return 1;
    }
    if (target != &window && cl.show != QLatin1String("rules")) {
        target->setAttribute(Qt::WA_DontShowOnScreen);
        // The editor is looked at in the sizes a window has; the others as laid out.
        if (cl.show == QLatin1String("setup"))
            target->resize(cl.size.expandedTo(target->minimumSizeHint()));
        else
            target->adjustSize();
    }

    // Grab once the event loop has laid everything out (the analysis: once
    // it is deep enough to be worth showing, or has nothing more to find).
    int code = 0;
    QElapsedTimer analysing;
    analysing.start();
    std::function<void()> grab;
    const auto analysisReady = [&] {
        constexpr int kShownDepth = 12;
        constexpr qint64 kMostMs = 8000;
        const AnalysisController *analysis = window.analysis();
        return !analysis->isOn() || analysis->result().depth >= kShownDepth ||
               (!analysis->isSearching() && analysis->result().depth > 0) || analysing.elapsed() > kMostMs;
    };
    grab = [&] {
        if (!analysisReady()) {
            QTimer::singleShot(250, &window, grab);
            return;
        }
        const QPixmap picture = target->grab();
        if (picture.isNull() || !picture.save(cl.screenshot, "PNG")) {
            printLine(stderr, QStringLiteral("hoyito: cannot write the screenshot to '%1'").arg(cl.screenshot));
            code = 1;
        }
        QCoreApplication::exit(code);
    };
    QTimer::singleShot(0, &window, grab);
    QCoreApplication::exec();
    return code;
}

} // namespace

int run(QApplication &app, const QList<QByteArray> &nativeArguments)
{
    const QStringList arguments = app.arguments();
    auto parsed = parseCommandLine(arguments);
    if (const auto *error = std::get_if<QString>(&parsed)) {
        printLine(stderr, QStringLiteral("hoyito: ") + *error);
        return kBadArguments;
    }
    CommandLine &cl = std::get<CommandLine>(parsed);
    // Arguments are decoded as Qt decodes them (QCoreApplication::arguments);
    // a name that does not survive it (bytes that are not UTF-8) is read
    // through its own bytes.
    if (cl.openArgument > 0 && nativeArguments.size() == arguments.size()) {
        const QByteArray &native = nativeArguments[cl.openArgument];
        if (QFile::encodeName(cl.open) != native)
            cl.openNative = native;
    }
    if (cl.help) {
        printLine(stdout, usage());
        return 0;
    }
    if (cl.version) {
        printLine(stdout, QStringLiteral("hoyito ") + QApplication::applicationVersion());
        return 0;
    }
    if (!cl.screenshot.isEmpty())
        return takeScreenshot(cl);

    Settings settings;
    // Before any text is made: the status line of a resumed game, say.
    Language::apply(cl.language.isEmpty()                    ? settings.language()
                    : cl.language == QLatin1String("system") ? QString()
                                                             : cl.language);
    std::optional<StartArguments> start = readStartArguments(cl, settings.lastGameSetup());
    if (!start)
        return kBadArguments;
    MainWindow window(settings);
    window.show();
    // Perfect endgames out of the box (tests and screenshots build none).
    window.buildBuiltInTables();
    // Like Open or New Game from the menu: a game in progress that is in no
    // file is not dropped without a question.
    GameController *controller = window.controller();
    const auto script = [&window, controller, moves = start->moves] {
        if (!moves.empty())
            new ScriptedMoves(controller, moves, &window);
    };
    if (start->openError) {
        // As Open from the menu says it, over the game the window resumed;
        // also on stderr, for whoever started it from a terminal.
        printLine(stderr, openErrorLine(cl, *start->openError));
        window.files()->showOpenError(cl.open, *start->openError);
    } else if (start->opened) {
        window.files()->openLoaded(*start->opened, openPath(cl), script,
                                   RecordText::shown(QFileInfo(cl.open).fileName(), 60));
    } else if (!start->moves.empty()) {
        window.files()->confirmReplace(window.files()->newGameQuestion(), [&window, &settings, script] {
            window.startGame(settings.lastGameSetup());
            script();
        });
    }
    return QApplication::exec();
}

} // namespace hoyito::app
