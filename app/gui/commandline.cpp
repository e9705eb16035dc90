#include "commandline.h"

#include "boardscene.h"
#include "gamecontroller.h"
#include "gameoutcome.h"
#include "gametext.h"
#include "mainwindow.h"
#include "newgamedialog.h"
#include "resultdialog.h"
#include "ruleswindow.h"

#include "hoyito/notation.h"

#include <QApplication>
#include <QIcon>
#include <QMessageBox>
#include <QPixmap>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>

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
    return QStringLiteral("usage: hoyito [--screenshot FILE [--size WxH] [--variant I|II|III] [--holes N]\n"
                          "              [--moves LIST] [--at-ms MS] [--speed slow|normal|fast|instant]\n"
                          "              [--flip] [--show new-game|rules|result|about]]\n"
                          "\n"
                          "Without options: the game window. --screenshot renders the window offscreen\n"
                          "to a PNG and exits; LIST is moves in notation separated by commas or spaces\n"
                          "(a-l for South, A-L for North, - for a pass); --at-ms animates the last move\n"
                          "and freezes it MS milliseconds in.");
}

std::variant<CommandLine, QString> parseCommandLine(const QStringList &arguments)
{
    CommandLine cl;
    bool screenshotOnly = false;
    QString firstScreenshotOption;
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
        if (arg == QLatin1String("--flip")) {
            cl.flip = true;
            screenshotOnly = true;
            firstScreenshotOption = arg;
            continue;
        }
        const bool known = arg == QLatin1String("--screenshot") || arg == QLatin1String("--size") ||
                           arg == QLatin1String("--variant") || arg == QLatin1String("--holes") ||
                           arg == QLatin1String("--moves") || arg == QLatin1String("--at-ms") ||
                           arg == QLatin1String("--speed") || arg == QLatin1String("--show");
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
        screenshotOnly = true;
        if (firstScreenshotOption.isEmpty())
            firstScreenshotOption = arg;
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
        } else if (arg == QLatin1String("--show")) {
            const QStringList shows{QStringLiteral("new-game"), QStringLiteral("rules"), QStringLiteral("result"),
                                    QStringLiteral("about")};
            if (!shows.contains(*v))
                return QStringLiteral("--show must be new-game, rules, result or about, not '%1'").arg(*v);
            cl.show = *v;
        }
    }
    if (screenshotOnly && cl.screenshot.isEmpty())
        return QStringLiteral("%1 only goes with --screenshot FILE").arg(firstScreenshotOption);
    if (cl.atMs >= 0 && cl.moves.isEmpty())
        return QStringLiteral("--at-ms needs --moves: it animates the last move");
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

// Renders what the command line asks for; the exit code.
int takeScreenshot(const CommandLine &cl)
{
    // A settings file of its own: a screenshot never reads or changes the
    // user's settings, and always looks the same.
    QTemporaryDir dir;
    Settings settings(dir.isValid() ? dir.filePath(QStringLiteral("screenshot.ini")) : QString());
    settings.setAnimationSpeed(AnimationSpeed::Instant);
    settings.setFlipBoard(cl.flip);
    GameSetup setup;
    setup.rules.variant = cl.variant;
    setup.rules.holesPerRow = cl.holesPerRow;
    settings.setLastGameSetup(setup);

    // Read the moves before any window exists, so a bad list is only a message.
    std::vector<hoyito::Move> moves;
    hoyito::Game check(setup.startPosition());
    for (int i = 0; i < cl.moves.size(); ++i) {
        const QByteArray text = cl.moves[i].toLatin1();
        const hoyito::MoveCheck mc = hoyito::readMove(check.position(), text.toStdString());
        if (!mc.ok()) {
            const hoyito::Position &pos = check.position();
            const QString why = mc.textError != hoyito::MoveTextError::None
                                    ? QStringLiteral("%1 is to move").arg(GameText::sideName(pos.toMove))
                                    : GameText::moveError(setup, pos, mc.move, mc.ruleError);
            printLine(stderr, QStringLiteral("hoyito: --moves: move %1 '%2' cannot be played in %3 (%4)")
                                  .arg(i + 1)
                                  .arg(cl.moves[i], QString::fromStdString(hoyito::positionText(pos)), why));
            return kBadArguments;
        }
        check.play(mc.move);
        moves.push_back(mc.move);
    }
    if (cl.show == QLatin1String("result") && !check.isOver()) {
        printLine(stderr, QStringLiteral("hoyito: --show result needs --moves that end the game"));
        return kBadArguments;
    }

    MainWindow window(settings);
    window.setAttribute(Qt::WA_DontShowOnScreen);
    window.resize(cl.size);
    window.show();

    const bool animateLast = cl.atMs >= 0 && !moves.empty();
    std::vector<hoyito::Move> prefix = moves;
    if (animateLast) {
        prefix.pop_back();
        window.setAnimationSpeed(cl.speed == AnimationSpeed::Instant ? AnimationSpeed::Normal : cl.speed);
    }
    window.controller()->playMovesWithoutAnimation(prefix);
    if (animateLast && !moves.back().isPass())
        window.controller()->boardHoleActivated(moves.back().hole);
    if (animateLast)
        window.scene()->holdAnimationAt(cl.atMs);

    QWidget *target = &window;
    if (cl.show == QLatin1String("new-game")) {
        window.openNewGameDialog();
        target = window.newGameDialog();
    } else if (cl.show == QLatin1String("rules")) {
        window.showRules();
        target = window.rulesWindow();
    } else if (cl.show == QLatin1String("result")) {
        const GameOutcome outcome = outcomeOf(window.controller()->game(), &window.controller()->history().back());
        auto *dialog = new ResultDialog(window.controller()->setup(), outcome, &window);
        dialog->setAttribute(Qt::WA_DontShowOnScreen);
        dialog->show();
        target = dialog;
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
        target->adjustSize();
    }

    // Grab once the event loop has laid everything out.
    int code = 0;
    QTimer::singleShot(0, &window, [&] {
        const QPixmap picture = target->grab();
        if (picture.isNull() || !picture.save(cl.screenshot, "PNG")) {
            printLine(stderr, QStringLiteral("hoyito: cannot write the screenshot to '%1'").arg(cl.screenshot));
            code = 1;
        }
        QCoreApplication::exit(code);
    });
    QCoreApplication::exec();
    return code;
}

} // namespace

int run(QApplication &app)
{
    const auto parsed = parseCommandLine(app.arguments());
    if (const auto *error = std::get_if<QString>(&parsed)) {
        printLine(stderr, QStringLiteral("hoyito: ") + *error);
        return kBadArguments;
    }
    const CommandLine &cl = std::get<CommandLine>(parsed);
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
    MainWindow window(settings);
    window.show();
    return QApplication::exec();
}

} // namespace hoyito::app
