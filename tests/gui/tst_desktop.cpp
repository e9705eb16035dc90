// Desktop integration: the application icon (SVG sources and the committed
// PNG sizes), the .desktop file and AppStream metainfo (checked with the
// freedesktop validators), the MIME type of saved games, the About box, side
// colours that colour blind players can tell apart, and accessibility: the
// board's holes as named buttons for screen readers, and every control
// reachable by keyboard.

#include "engineutil.h"
#include "toolrun.h"
#include "windowutil.h"

#include "board/boarditems.h"
#include "board/boardscene.h"
#include "board/boardview.h"
#include "config/language.h"
#include "config/settings.h"
#include "game/gamecontroller.h"
#include "game/gametext.h"
#include "iconrender.h"
#include "recordfile.h"
#include "setup/newgamedialog.h"
#include "shell/commandline.h"
#include "window/gamepanel.h"
#include "window/mainwindow.h"
#include "window/resultdialog.h"
#include "window/ruleswindow.h"

#include "hoyito/notation.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QAccessibleActionInterface>
#include <QApplication>
#include <QButtonGroup>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QXmlStreamReader>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <memory>

using namespace hoyito;
using namespace hoyito::app;
using namespace hoyito::test;

namespace {

constexpr const char *kOpening = "II:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:0";

const QString kResources = QStringLiteral(HOYITO_RESOURCES);
const QString kAppId = QStringLiteral(HOYITO_APP_ID);

int holeOf(const Position &pos, const char *letter)
{
    const MoveCheck check = readMove(pos, letter);
    Q_ASSERT(check.textError == MoveTextError::None);
    return check.move.hole;
}

// The name a screen reader should say, written out here independently of
// BoardScene: "South hole c, 5 seeds".
QString expectedHoleName(const Position &pos, int hole)
{
    const QString side = pos.rules.owner(hole) == Player::South ? QStringLiteral("South") : QStringLiteral("North");
    const QString head = QStringLiteral("%1 hole %2, ").arg(side, QChar::fromLatin1(holeLetter(pos.rules, hole)));
    if (pos.isClosed(hole))
        return head + QStringLiteral("closed");
    const int seeds = pos.seeds[hole];
    if (seeds == 0)
        return head + QStringLiteral("empty");
    return head + (seeds == 1 ? QStringLiteral("1 seed") : QStringLiteral("%1 seeds").arg(seeds));
}

// ---- colours: CIE L*a*b* and the colour vision deficiency simulation of
// Machado, Oliveira and Fernandes (2009), severity 1.

double linear(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double gamma(double c)
{
    c = std::clamp(c, 0.0, 1.0);
    return c <= 0.0031308 ? 12.92 * c : 1.055 * std::pow(c, 1 / 2.4) - 0.055;
}

struct Lab {
    double l, a, b;
};

Lab toLab(const QColor &color)
{
    const double r = linear(color.redF()), g = linear(color.greenF()), b = linear(color.blueF());
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    const auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

double deltaE(const QColor &c1, const QColor &c2)
{
    const Lab a = toLab(c1), b = toLab(c2);
    return std::hypot(a.l - b.l, a.a - b.a, a.b - b.b);
}

using Matrix = std::array<std::array<double, 3>, 3>;

QColor simulate(const QColor &color, const Matrix &m)
{
    const double in[3] = {linear(color.redF()), linear(color.greenF()), linear(color.blueF())};
    double out[3];
    for (int i = 0; i < 3; ++i)
        out[i] = gamma(m[i][0] * in[0] + m[i][1] * in[1] + m[i][2] * in[2]);
    return QColor::fromRgbF(float(out[0]), float(out[1]), float(out[2]));
}

// ---- what the holes told assistive technology. (Under the offscreen
// platform no accessibility bridge listens, so the holes' own record of
// each QAccessible event they sent is what can be checked.)

struct RecordedEvent {
    QAccessible::Event type;
    QObject *object;
};

class EventRecorder {
public:
    explicit EventRecorder(const BoardScene *scene)
    {
        for (int h = 0; HoleItem *hole = scene->holeItem(h); ++h)
            QObject::connect(hole, &HoleItem::accessibleEventSent, &m_context, [this, hole](QAccessible::Event type) {
                m_events.append({type, hole});
            });
    }
    void clear() { m_events.clear(); }
    bool has(QAccessible::Event type, const QObject *object) const
    {
        return std::any_of(m_events.begin(), m_events.end(),
                           [&](const RecordedEvent &e) { return e.type == type && e.object == object; });
    }

private:
    QObject m_context;
    QList<RecordedEvent> m_events;
};

// What a screen reader says a control is: its own accessible name, else
// the label that names it (a buddy label: Qt reports it as a Label
// relation), else a button's text. Empty when nothing names it.
QString spokenLabel(QWidget *widget)
{
    if (!widget->accessibleName().isEmpty())
        return widget->accessibleName();
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(widget);
    if (!iface)
        return {};
    const auto labels = iface->relations(QAccessible::Label);
    if (!labels.isEmpty() && labels.first().first)
        return labels.first().first->text(QAccessible::Name);
    if (auto *button = qobject_cast<QAbstractButton *>(widget))
        return button->text();
    return {};
}

// The key=value lines of the [Desktop Entry] group.
QHash<QString, QString> readDesktopEntry(const QString &path)
{
    QHash<QString, QString> entry;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return entry;
    bool inGroup = false;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.startsWith(QLatin1Char('[')))
            inGroup = line == QLatin1String("[Desktop Entry]");
        else if (inGroup && line.contains(QLatin1Char('=')) && !line.startsWith(QLatin1Char('#')))
            entry.insert(line.section(QLatin1Char('='), 0, 0), line.section(QLatin1Char('='), 1));
    }
    return entry;
}

} // namespace

class TstDesktop : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    // The application icon.
    void iconSourcesAreSquareSvgs();
    void pngIconsAreRendersOfTheSvgs_data();
    void pngIconsAreRendersOfTheSvgs();

    // The desktop entry and the AppStream metainfo.
    void desktopFilePassesValidator();
    void desktopFileNamesTheProgramAndIcon();
    void desktopFileOpensSavedGames();
    void mimeTypeRecognisesSavedGames();
    void metainfoPassesValidator();
    void metainfoDescribesTheRelease();

    void aboutBoxShowsVersionLicenceAndCredit();
    void sideColoursStayApartForColourBlindPlayers();

    // Accessibility.
    void boardViewIsAGroupOfHoles();
    void holesHaveAccessibleNames_data();
    void holesHaveAccessibleNames();
    void accessibleNamesFollowTheGame();
    void holesSayWhetherTheyCanBePlayed();
    void endlessHoleSaysWhy();
    void pressActionPlaysTheHole();
    void keyboardCursorIsTheFocusedHole();
    void childAtFindsEveryHole();
    void mainWindowControlsAreReachableByKeyboard();
    void newGameDialogIsReachableByKeyboard();

private:
    void startAt(const char *text);
    // Tab from the focus widget until it comes back; the widgets reached.
    QList<QWidget *> tabCycle(QWidget *window, int maxSteps = 60);

    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    int m_settingsFiles = 0;
};

void TstDesktop::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    initApplication(*qApp);
    QVERIFY(m_dir.isValid());
}

void TstDesktop::init()
{
    m_settings = instantSettings(m_dir.filePath(QStringLiteral("settings%1.ini").arg(++m_settingsFiles)));
    m_window = createWindow(*m_settings);
    QVERIFY(showWindow(*m_window));
}

void TstDesktop::cleanup()
{
    m_window.reset();
    m_settings.reset();
}

void TstDesktop::startAt(const char *text)
{
    GameSetup setup;
    setup.start = positionFromText(text);
    m_window->startGame(setup);
    m_window->setAnimationSpeed(AnimationSpeed::Instant);
    QVERIFY(waitForRest(*m_window->controller()));
}

QList<QWidget *> TstDesktop::tabCycle(QWidget *window, int maxSteps)
{
    QList<QWidget *> reached;
    QWidget *start = QApplication::focusWidget();
    if (!start)
        return reached;
    reached.append(start);
    for (int i = 0; i < maxSteps; ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QWidget *now = QApplication::focusWidget();
        if (!now || now == start || now->window() != window)
            break;
        if (!reached.contains(now))
            reached.append(now);
    }
    return reached;
}

// ------------------------------------------------------------------- icon

void TstDesktop::iconSourcesAreSquareSvgs()
{
    for (const QString &name : {QStringLiteral("hoyito.svg"), QStringLiteral("hoyito-small.svg")}) {
        QSvgRenderer renderer(kResources + QStringLiteral("/icons/") + name);
        QVERIFY2(renderer.isValid(), qPrintable(name));
        QCOMPARE(renderer.viewBoxF().width(), renderer.viewBoxF().height());
    }
}

void TstDesktop::pngIconsAreRendersOfTheSvgs_data()
{
    QTest::addColumn<int>("size");
    for (int size : kIconSizes)
        QTest::addRow("%dpx", size) << size;
}

void TstDesktop::pngIconsAreRendersOfTheSvgs()
{
    QFETCH(int, size);
    const QString pngPath = kResources + QStringLiteral("/icons/png/") + iconPngName(size);
    QImage png(pngPath);
    QVERIFY2(!png.isNull(), qPrintable(pngPath));
    QCOMPARE(png.size(), QSize(size, size));
    QVERIFY(png.hasAlphaChannel());
    png = png.convertToFormat(QImage::Format_ARGB32);
    // A board on a transparent background: clear corners, a solid middle.
    QCOMPARE(qAlpha(png.pixel(0, 0)), 0);
    QCOMPARE(qAlpha(png.pixel(size - 1, 0)), 0);
    QCOMPARE(qAlpha(png.pixel(size / 2, size / 2)), 255);

    // Still what the SVG draws: after changing an SVG, run
    // hoyito-render-icons resources/icons resources/icons/png.
    const QImage rendered = renderSvgIcon(kResources + QStringLiteral("/icons/") + iconSourceName(size), size);
    QVERIFY(!rendered.isNull());
    int worst = 0;
    qint64 total = 0;
    for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
            const QRgb a = png.pixel(x, y), b = rendered.pixel(x, y);
            const int d = qMax(qMax(qAbs(qRed(a) - qRed(b)), qAbs(qGreen(a) - qGreen(b))),
                               qMax(qAbs(qBlue(a) - qBlue(b)), qAbs(qAlpha(a) - qAlpha(b))));
            worst = qMax(worst, d);
            total += d;
        }
    }
    const double mean = double(total) / (size * size);
    QVERIFY2(worst <= 24 && mean <= 1.0,
             qPrintable(QStringLiteral("%1 differs from its SVG (worst %2, mean %3): render the PNGs again")
                            .arg(iconPngName(size))
                            .arg(worst)
                            .arg(mean)));
}

// ---------------------------------------------------- desktop and metainfo

void TstDesktop::desktopFilePassesValidator()
{
    const QString path = kResources + QStringLiteral("/desktop/") + kAppId + QStringLiteral(".desktop");
    QVERIFY2(QFile::exists(path), qPrintable(path));
    const ToolRun run = runTool(QStringLiteral("desktop-file-validate"), {path}, {{}, {}, 60000});
    QVERIFY2(run.ran, qPrintable(run.output));
    QVERIFY2(run.exitCode == 0 && run.output.trimmed().isEmpty(), qPrintable(run.output));
}

void TstDesktop::desktopFileNamesTheProgramAndIcon()
{
    const auto entry = readDesktopEntry(kResources + QStringLiteral("/desktop/") + kAppId + QStringLiteral(".desktop"));
    QCOMPARE(entry.value(QStringLiteral("Type")), QStringLiteral("Application"));
    QCOMPARE(entry.value(QStringLiteral("Name")), QStringLiteral("Hoyito"));
    QCOMPARE(entry.value(QStringLiteral("Exec")), QStringLiteral(HOYITO_GUI_NAME " %f"));
    // The icon is installed under the application id (app/CMakeLists.txt).
    QCOMPARE(entry.value(QStringLiteral("Icon")), kAppId);
    const QStringList categories = entry.value(QStringLiteral("Categories")).split(QLatin1Char(';'));
    QVERIFY(categories.contains(QStringLiteral("Game")));
    QVERIFY(categories.contains(QStringLiteral("BoardGame")));
}

void TstDesktop::desktopFileOpensSavedGames()
{
    // A file manager runs "hoyito FILE" for the type of saved games: the
    // program takes a file alone as --open FILE.
    const auto entry = readDesktopEntry(kResources + QStringLiteral("/desktop/") + kAppId + QStringLiteral(".desktop"));
    QCOMPARE(entry.value(QStringLiteral("MimeType")).split(QLatin1Char(';'), Qt::SkipEmptyParts),
             QStringList{QStringLiteral("application/x-hoyito")});
    QVERIFY(entry.value(QStringLiteral("Exec")).endsWith(QLatin1String(" %f")));
    const auto parsed =
        parseCommandLine({QStringLiteral(HOYITO_GUI_NAME), QStringLiteral("/home/ana/Partida del domingo.hoyito")});
    QVERIFY(std::holds_alternative<CommandLine>(parsed));
    QCOMPARE(std::get<CommandLine>(parsed).open, QStringLiteral("/home/ana/Partida del domingo.hoyito"));
}

void TstDesktop::mimeTypeRecognisesSavedGames()
{
    // The shared-mime-info package of saved games: its type, glob, icon and
    // magic, read here; then update-mime-database takes it as it would once
    // installed (its packages folder, with nothing else).
    const QString path = kResources + QStringLiteral("/desktop/") + kAppId + QStringLiteral(".mime.xml");
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
    QXmlStreamReader xml(&file);
    QStringList types, globs, icons, parents;
    QString magic, offset, englishComment;
    QSet<QString> languages;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto attribute = [&](const char *name) { return xml.attributes().value(QLatin1String(name)).toString(); };
        if (xml.name() == QLatin1String("mime-type"))
            types.append(attribute("type"));
        else if (xml.name() == QLatin1String("glob"))
            globs.append(attribute("pattern"));
        else if (xml.name() == QLatin1String("icon"))
            icons.append(attribute("name"));
        else if (xml.name() == QLatin1String("sub-class-of"))
            parents.append(attribute("type"));
        else if (xml.name() == QLatin1String("match")) {
            magic = attribute("value");
            offset = attribute("offset");
        } else if (xml.name() == QLatin1String("comment")) {
            const QString language = xml.attributes().value(QLatin1String("xml:lang")).toString();
            const QString text = xml.readElementText();
            if (language.isEmpty())
                englishComment = text;
            else
                languages.insert(language);
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(types, QStringList{QStringLiteral("application/x-hoyito")});
    QCOMPARE(globs, QStringList{QStringLiteral("*.") + QLatin1String(kRecordSuffix)});
    QCOMPARE(icons, QStringList{kAppId});
    QCOMPARE(parents, QStringList{QStringLiteral("application/json")});
    QCOMPARE(englishComment, QStringLiteral("Hoyito game"));
    // The comment in every language of the program.
    for (const QString &code : Language::available())
        if (code != QLatin1String(Language::kEnglish))
            QVERIFY2(languages.contains(code), qPrintable(QStringLiteral("no comment in ") + code));
    // The magic is what the game writes, where it writes it.
    QVERIFY(magic.contains(QLatin1String(kRecordFormat)));
    const QStringList range = offset.split(QLatin1Char(':'));
    QCOMPARE(range.size(), 2);
    const QByteArray written = recordJson(GameRecord{});
    const qsizetype at = written.indexOf(magic.toUtf8());
    QVERIFY2(at >= range[0].toInt() && at <= range[1].toInt(), written.left(200).constData());

    // A data folder with a mime folder in it, on the tool's search path (it
    // warns of one that is not).
    QTemporaryDir data;
    QVERIFY(data.isValid());
    const QDir mime(data.filePath(QStringLiteral("mime")));
    QVERIFY(QDir().mkpath(mime.filePath(QStringLiteral("packages"))));
    QVERIFY(QFile::copy(path, mime.filePath(QStringLiteral("packages/%1.xml").arg(kAppId))));
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_DATA_HOME"), data.path());
    const ToolRun run = runTool(QStringLiteral("update-mime-database"), {mime.path()}, {{}, environment, 60000});
    QVERIFY2(run.ran, qPrintable(run.output));
    QVERIFY2(run.exitCode == 0 && run.output.trimmed().isEmpty(), qPrintable(run.output));
    QFile globs2(mime.filePath(QStringLiteral("globs2")));
    QVERIFY(globs2.open(QIODevice::ReadOnly | QIODevice::Text));
    QVERIFY(globs2.readAll().contains(":application/x-hoyito:*.hoyito"));
    QVERIFY(QFile::exists(mime.filePath(QStringLiteral("application/x-hoyito.xml"))));
}

void TstDesktop::metainfoPassesValidator()
{
    const QString path = kResources + QStringLiteral("/desktop/") + kAppId + QStringLiteral(".metainfo.xml");
    QVERIFY2(QFile::exists(path), qPrintable(path));
    const ToolRun run = runTool(
        QStringLiteral("appstreamcli"),
        {QStringLiteral("validate"), QStringLiteral("--no-net"), QStringLiteral("--explain"), path}, {{}, {}, 60000});
    QVERIFY2(run.ran, qPrintable(run.output));
    QVERIFY2(run.exitCode == 0, qPrintable(run.output));
    // Nothing but the pedantic remark on the capital letter of the id.
    QVERIFY2(!run.output.contains(QRegularExpression(QStringLiteral("^[EWI]:"), QRegularExpression::MultilineOption)),
             qPrintable(run.output));
}

void TstDesktop::metainfoDescribesTheRelease()
{
    QFile file(kResources + QStringLiteral("/desktop/") + kAppId + QStringLiteral(".metainfo.xml"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    QHash<QString, QStringList> texts; // element path → texts
    QStringList releases;
    QString contentRating;
    QStringList path;
    QString description;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            path.append(xml.name().toString());
            if (xml.name() == QLatin1String("release"))
                releases.append(xml.attributes().value(QLatin1String("version")).toString());
            if (xml.name() == QLatin1String("content_rating"))
                contentRating = xml.attributes().value(QLatin1String("type")).toString();
        } else if (xml.isEndElement()) {
            path.removeLast();
        } else if (xml.isCharacters() && !xml.isWhitespace()) {
            texts[path.join(QLatin1Char('/'))].append(xml.text().toString().simplified());
            if (path.contains(QLatin1String("description")))
                description += xml.text().toString().simplified() + QLatin1Char(' ');
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(texts.value(QStringLiteral("component/id")), QStringList{kAppId});
    QCOMPARE(texts.value(QStringLiteral("component/launchable")), QStringList{kAppId + QStringLiteral(".desktop")});
    QCOMPARE(texts.value(QStringLiteral("component/project_license")), QStringList{QStringLiteral("GPL-3.0-or-later")});
    QCOMPARE(texts.value(QStringLiteral("component/name")), QStringList{QStringLiteral("Hoyito")});
    QVERIFY(!contentRating.isEmpty());
    // The version CMake builds is the newest release listed.
    QVERIFY(!releases.isEmpty());
    QCOMPARE(releases.first(), QStringLiteral(HOYITO_VERSION));
    QVERIFY(description.contains(QStringLiteral("Víktor Bautista i Roca")));
    const QStringList binaries = texts.value(QStringLiteral("component/provides/binary"));
    QVERIFY(binaries.contains(QStringLiteral(HOYITO_GUI_NAME)));
    QVERIFY(binaries.contains(QStringLiteral("hoyito-cli")));
    // Software centres offer it for saved games (the desktop entry's type).
    QCOMPARE(texts.value(QStringLiteral("component/provides/mediatype")),
             QStringList{QStringLiteral("application/x-hoyito")});
    // No made-up addresses: the project has no public home yet.
    QVERIFY(texts.value(QStringLiteral("component/screenshots/screenshot/image")).isEmpty());
    QVERIFY(texts.value(QStringLiteral("component/url")).isEmpty());
}

// ------------------------------------------------------------------ about

void TstDesktop::aboutBoxShowsVersionLicenceAndCredit()
{
    m_window->showAbout();
    auto *box = m_window->findChild<QMessageBox *>(QStringLiteral("aboutBox"));
    QVERIFY(box);
    const QString text = box->text() + box->informativeText();
    QVERIFY2(text.contains(QStringLiteral("Hoyito " HOYITO_VERSION)), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("GPL-3.0-or-later")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("href=\"https://www.gnu.org/licenses/gpl-3.0.html\"")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Víktor Bautista i Roca")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("2005")), qPrintable(text));
    // The link opens in the browser and the keyboard reaches it.
    QLabel *label = nullptr;
    for (QLabel *candidate : box->findChildren<QLabel *>())
        if (candidate->text().contains(QStringLiteral("gpl-3.0.html")))
            label = candidate;
    QVERIFY(label);
    QVERIFY(label->openExternalLinks());
    QVERIFY(label->textInteractionFlags() & Qt::LinksAccessibleByKeyboard);
    QVERIFY(!box->iconPixmap().isNull());
    box->close();
}

// ---------------------------------------------------------------- colours

void TstDesktop::sideColoursStayApartForColourBlindPlayers()
{
    const QColor south = playerColor(Player::South);
    const QColor north = playerColor(Player::North);
    // Apart in lightness, so they differ even in greyscale.
    QVERIFY2(std::abs(toLab(south).l - toLab(north).l) >= 15,
             qPrintable(QStringLiteral("L* %1 and %2").arg(toLab(south).l).arg(toLab(north).l)));
    QVERIFY(deltaE(south, north) >= 60);
    const struct {
        const char *name;
        Matrix m;
    } deficiencies[] = {
        {"protanopia",
         {{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}}},
        {"deuteranopia",
         {{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}}},
        {"tritanopia",
         {{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}}},
    };
    for (const auto &d : deficiencies) {
        const QColor s = simulate(south, d.m), n = simulate(north, d.m);
        QVERIFY2(deltaE(s, n) >= 40 && std::abs(toLab(s).l - toLab(n).l) >= 10,
                 qPrintable(QStringLiteral("%1: %2 and %3 look alike (ΔE %4)")
                                .arg(QLatin1String(d.name), s.name(), n.name())
                                .arg(deltaE(s, n))));
    }
    // Both stand out on the dark wooden table and the board.
    for (const QColor &background : {QColor(0x3a, 0x22, 0x15), QColor(0x4e, 0x2d, 0x14)}) {
        QVERIFY(deltaE(south, background) >= 50);
        QVERIFY(deltaE(north, background) >= 50);
    }
}

// ---------------------------------------------------------- accessibility

void TstDesktop::boardViewIsAGroupOfHoles()
{
    startAt(kOpening);
    QAccessibleInterface *board = QAccessible::queryAccessibleInterface(m_window->view());
    QVERIFY(board);
    QCOMPARE(board->role(), QAccessible::Grouping);
    QCOMPARE(board->text(QAccessible::Name), QStringLiteral("Board"));
    QVERIFY(board->text(QAccessible::Description).contains(QStringLiteral("Enter")));
    QCOMPARE(board->childCount(), 12);
    for (int h = 0; h < 12; ++h) {
        QAccessibleInterface *hole = board->child(h);
        QVERIFY(hole);
        QCOMPARE(hole->role(), QAccessible::Button);
        QCOMPARE(hole->object(), m_window->scene()->holeItem(h));
        QCOMPARE(hole->parent(), board);
        QCOMPARE(board->indexOfChild(hole), h);
        QVERIFY(!hole->state().invisible);
    }
    // A bigger board, a longer list.
    startAt("II:12:S:4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4:0:0");
    QCOMPARE(board->childCount(), 24);
    QCOMPARE(board->child(23)->text(QAccessible::Name), QStringLiteral("North hole L, 4 seeds"));
}

void TstDesktop::holesHaveAccessibleNames_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("letter");
    QTest::addColumn<QString>("name");
    QTest::newRow("opening c") << kOpening << "c"
                               << "South hole c, 4 seeds";
    QTest::newRow("opening A") << kOpening << "A"
                               << "North hole A, 4 seeds";
    const char *late = "II:6:N:1,3,0,0,0,0,0,0,0,0,0,4:20:20";
    QTest::newRow("one seed") << late << "a"
                              << "South hole a, 1 seed";
    QTest::newRow("three seeds") << late << "b"
                                 << "South hole b, 3 seeds";
    QTest::newRow("empty") << late << "c"
                           << "South hole c, empty";
    QTest::newRow("North F") << late << "F"
                             << "North hole F, 4 seeds";
    const char *refill = "III:6:S:4,4,4,4,4,x,4,4,4,4,4,4:0:4";
    QTest::newRow("closed") << refill << "f"
                            << "South hole f, closed";
    QTest::newRow("2x12 l") << "II:12:S:4,4,4,4,4,4,4,4,4,4,4,8,4,4,4,4,4,4,4,4,4,4,4,0:0:0"
                            << "l"
                            << "South hole l, 8 seeds";
}

void TstDesktop::holesHaveAccessibleNames()
{
    QFETCH(QString, position);
    QFETCH(QString, letter);
    QFETCH(QString, name);
    startAt(qPrintable(position));
    const Position pos = positionFromText(qPrintable(position));
    // The letter in the mover's case names either side's hole.
    Position asSouth = pos;
    asSouth.toMove = letter.at(0).isLower() ? Player::South : Player::North;
    const int hole = holeOf(asSouth, qPrintable(letter));
    QAccessibleInterface *board = QAccessible::queryAccessibleInterface(m_window->view());
    QCOMPARE(board->child(hole)->text(QAccessible::Name), name);
    QCOMPARE(expectedHoleName(pos, hole), name);
    // The mouse hears it too, in the tooltip; a closed hole's tooltip says
    // why it is closed, as its accessible description does.
    const QString toolTip = m_window->scene()->holeItem(hole)->toolTip();
    if (pos.isClosed(hole)) {
        QVERIFY(board->child(hole)->state().disabled);
        QVERIFY(!toolTip.isEmpty());
        QCOMPARE(board->child(hole)->text(QAccessible::Description), toolTip);
    } else {
        QCOMPARE(toolTip, name);
    }
}

void TstDesktop::accessibleNamesFollowTheGame()
{
    startAt(kOpening);
    EventRecorder events(m_window->scene());
    GameController *c = m_window->controller();
    QAccessibleInterface *board = QAccessible::queryAccessibleInterface(m_window->view());
    m_window->view()->setFocus();
    // South c, North B, South f: each time every name says the new count,
    // and a NameChanged event comes for each hole whose count changed.
    for (Qt::Key key : {Qt::Key_C, Qt::Key_B, Qt::Key_F}) {
        const Position before = c->position();
        const QList<int> playableBefore = m_window->scene()->playableHoles();
        QVERIFY(!playableBefore.isEmpty());
        events.clear();
        QTest::keyClick(m_window->view(), key);
        QVERIFY(waitForRest(*c));
        const Position after = c->position();
        QVERIFY(after != before);
        for (int h = 0; h < after.rules.holeCount(); ++h) {
            QCOMPARE(board->child(h)->text(QAccessible::Name), expectedHoleName(after, h));
            QCOMPARE(events.has(QAccessible::NameChanged, m_window->scene()->holeItem(h)),
                     before.seeds[h] != after.seeds[h]);
            // Input is locked during the move and given to the next player
            // after it: every hole playable before or after was told.
            QCOMPARE(events.has(QAccessible::StateChanged, m_window->scene()->holeItem(h)),
                     playableBefore.contains(h) || m_window->scene()->playableHoles().contains(h));
            QCOMPARE(board->child(h)->text(QAccessible::Description), m_window->scene()->playableHoles().contains(h)
                                                                          ? QStringLiteral("Playable")
                                                                          : QStringLiteral("Not playable"));
        }
    }
    // Undo says the old counts again.
    const Position later = c->position();
    c->undo();
    QVERIFY(waitForRest(*c));
    QVERIFY(c->position() != later);
    for (int h = 0; h < 12; ++h)
        QCOMPARE(board->child(h)->text(QAccessible::Name), expectedHoleName(c->position(), h));
}

void TstDesktop::holesSayWhetherTheyCanBePlayed()
{
    // South to move, with an empty hole c.
    startAt("II:6:S:4,4,0,4,4,4,4,4,4,4,4,4:4:0");
    QAccessibleInterface *board = QAccessible::queryAccessibleInterface(m_window->view());
    const QList<int> playable = m_window->scene()->playableHoles();
    QCOMPARE(playable, (QList<int>{0, 1, 3, 4, 5}));
    for (int h = 0; h < 12; ++h) {
        QAccessibleInterface *hole = board->child(h);
        const bool canPlay = playable.contains(h);
        QCOMPARE(hole->text(QAccessible::Description),
                 canPlay ? QStringLiteral("Playable") : QStringLiteral("Not playable"));
        QCOMPARE(hole->state().disabled, !canPlay);
        QVERIFY(hole->state().focusable);
        QAccessibleActionInterface *actions = hole->actionInterface();
        QVERIFY(actions);
        QCOMPARE(actions->actionNames().contains(QAccessibleActionInterface::pressAction()), canPlay);
    }
    // The letter that plays it.
    QCOMPARE(board->child(3)->actionInterface()->keyBindingsForAction(QAccessibleActionInterface::pressAction()),
             QStringList{QStringLiteral("d")});

    // Once the game is over nothing can be played.
    startAt("II:6:N:0,0,0,0,0,0,0,0,0,0,0,0:24:24");
    for (int h = 0; h < 12; ++h) {
        QCOMPARE(board->child(h)->text(QAccessible::Description), QStringLiteral("Not playable"));
        QVERIFY(board->child(h)->state().disabled);
    }
}

void TstDesktop::endlessHoleSaysWhy()
{
    // docs/RULES.md 5: after f A f d e B (Hoyito II), North's F never ends.
    m_window->startGame(GameSetup{});
    GameController *c = m_window->controller();
    std::vector<Move> moves;
    Game game(c->position());
    for (const char *m : {"f", "A", "f", "d", "e", "B"}) {
        const MoveCheck check = readMove(game.position(), m);
        QVERIFY(check.ok());
        game.play(check.move);
        moves.push_back(check.move);
    }
    QCOMPARE(c->playMovesWithoutAnimation(moves), -1);
    QVERIFY(waitForRest(*c));
    const int f = holeOf(c->position(), "F");
    QAccessibleInterface *hole = QAccessible::queryAccessibleInterface(m_window->view())->child(f);
    QCOMPARE(hole->text(QAccessible::Description), QStringLiteral("Cannot be played: its sowing would never end"));
    QVERIFY(hole->state().disabled);
    QVERIFY(hole->text(QAccessible::Name).startsWith(QStringLiteral("North hole F, ")));
    QCOMPARE(m_window->scene()->holeItem(f)->toolTip(), BoardScene::endlessHoleTip());
}

void TstDesktop::pressActionPlaysTheHole()
{
    startAt(kOpening);
    GameController *c = m_window->controller();
    QAccessibleInterface *board = QAccessible::queryAccessibleInterface(m_window->view());
    // North's hole is not South's to play: pressing it changes nothing.
    board->child(8)->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
    QCOMPARE(c->turnCount(), 0);
    board->child(2)->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
    QCOMPARE(c->turnCount(), 1);
    QCOMPARE(c->game().moves().back(), Move::at(2));
    QVERIFY(waitForRest(*c));
    // "Set focus" puts the keyboard cursor on a playable hole.
    const int north = m_window->scene()->playableHoles().first();
    board->child(north)->actionInterface()->doAction(QAccessibleActionInterface::setFocusAction());
    QCOMPARE(m_window->scene()->keyboardCursor(), north);
    QVERIFY(m_window->view()->hasFocus());
}

void TstDesktop::keyboardCursorIsTheFocusedHole()
{
    startAt(kOpening);
    EventRecorder events(m_window->scene());
    BoardView *view = m_window->view();
    view->setFocus();
    QVERIFY(view->hasFocus());
    QAccessibleInterface *board = QAccessible::queryAccessibleInterface(view);
    QCOMPARE(board->focusChild(), nullptr);
    events.clear();
    QTest::keyClick(view, Qt::Key_Right);
    const int cursor = m_window->scene()->keyboardCursor();
    QVERIFY(cursor >= 0);
    QCOMPARE(board->focusChild(), board->child(cursor));
    QVERIFY(board->child(cursor)->state().focused);
    QVERIFY(events.has(QAccessible::Focus, m_window->scene()->holeItem(cursor)));
    for (int h = 0; h < 12; ++h)
        QCOMPARE(board->child(h)->state().focused, h == cursor);
    // Enter plays the focused hole.
    QTest::keyClick(view, Qt::Key_Return);
    QCOMPARE(m_window->controller()->game().moves().back(), Move::at(cursor));
}

void TstDesktop::childAtFindsEveryHole()
{
    startAt(kOpening);
    QAccessibleInterface *board = QAccessible::queryAccessibleInterface(m_window->view());
    const QRect viewRect = board->rect();
    QVERIFY(!viewRect.isEmpty());
    for (int h = 0; h < 12; ++h) {
        QAccessibleInterface *hole = board->child(h);
        const QRect rect = hole->rect();
        QVERIFY(!rect.isEmpty());
        QVERIFY2(viewRect.contains(rect), qPrintable(QStringLiteral("hole %1 lies outside the board").arg(h)));
        QCOMPARE(board->childAt(rect.center().x(), rect.center().y()), hole);
    }
    // Between the holes there is none.
    const QRect a = board->child(0)->rect(), b = board->child(1)->rect();
    const QPoint between((a.right() + b.left()) / 2, (a.top() - 30));
    QCOMPARE(board->childAt(between.x(), between.y()), nullptr);
}

void TstDesktop::mainWindowControlsAreReachableByKeyboard()
{
    startAt(kOpening);
    MainWindow *window = m_window.get();
    // The board has the focus from the start, and keeps the keys.
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(window->view()));
    const QList<QWidget *> reached = tabCycle(window);
    QVERIFY(reached.contains(window->view()));
    QVERIFY2(reached.contains(window->panel()->moveList()), "Tab does not reach the move list");
    // Every widget that takes focus is on the Tab chain.
    for (QWidget *widget : window->findChildren<QWidget *>()) {
        if (!widget->isVisible() || !widget->isEnabled() || !(widget->focusPolicy() & Qt::TabFocus) ||
            widget->focusProxy() || widget->isWindow())
            continue;
        QVERIFY2(reached.contains(widget),
                 qPrintable(QStringLiteral("Tab never reaches %1 (%2)")
                                .arg(widget->objectName(), QLatin1String(widget->metaObject()->className()))));
    }
    // Back to the board with Shift+Tab.
    for (int i = 0; i < reached.size() && QApplication::focusWidget() != window->view(); ++i)
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(window->view()));

    // Buttons that Tab skips (tool bars) do what a menu item or a key does.
    QSet<QAction *> reachable;
    std::function<void(QMenu *)> collect = [&](QMenu *menu) {
        for (QAction *action : menu->actions()) {
            reachable.insert(action);
            if (action->menu())
                collect(action->menu());
        }
    };
    for (QAction *action : window->menuBar()->actions())
        if (action->menu())
            collect(action->menu());
    QVERIFY(!reachable.isEmpty());
    for (QAbstractButton *button : window->findChildren<QAbstractButton *>()) {
        if (!button->isVisible() || !button->isEnabled() || (button->focusPolicy() & Qt::TabFocus))
            continue;
        auto *tool = qobject_cast<QToolButton *>(button);
        QAction *action = tool ? tool->defaultAction() : nullptr;
        if (!action && button->parentWidget() && button->parentWidget()->inherits("QDockWidget"))
            continue; // the dock's own close and float buttons: View ▸ Side Panel
        QVERIFY2(action && (reachable.contains(action) || !action->shortcut().isEmpty()),
                 qPrintable(QStringLiteral("no key reaches the button '%1'").arg(button->text())));
    }
    // Each menu of the menu bar has a mnemonic, so Alt opens it.
    for (QAction *action : window->menuBar()->actions())
        if (action->isVisible())
            QVERIFY2(action->text().contains(QLatin1Char('&')), qPrintable(action->text()));
}

void TstDesktop::newGameDialogIsReachableByKeyboard()
{
    m_window->openNewGameDialog();
    NewGameDialog *dialog = m_window->newGameDialog();
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    dialog->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    // With a custom board, so its number of holes can be set too.
    auto *custom = dialog->findChild<QRadioButton *>(QStringLiteral("boardCustom"));
    QVERIFY(custom);
    custom->setChecked(true);
    QVERIFY(QApplication::focusWidget());
    const QList<QWidget *> reached = tabCycle(dialog);
    QVERIFY(reached.size() >= 4);
    QHash<QString, QWidget *> labels;
    int checked = 0;
    for (QWidget *widget : dialog->findChildren<QWidget *>()) {
        if (!widget->isVisible() || !widget->isEnabled() || !(widget->focusPolicy() & Qt::TabFocus) ||
            widget->focusProxy())
            continue;
        ++checked;
        const QString what =
            QStringLiteral("%1 (%2)").arg(widget->objectName(), QLatin1String(widget->metaObject()->className()));
        bool ok = reached.contains(widget);
        // Tab stops on the checked button of a group of radio buttons; the
        // arrow keys move between them.
        if (auto *radio = qobject_cast<QRadioButton *>(widget); radio && !ok) {
            const QButtonGroup *group = radio->group();
            const auto buttons = group ? group->buttons() : QList<QAbstractButton *>{};
            for (QAbstractButton *other : buttons)
                ok |= reached.contains(other);
        }
        QVERIFY2(ok, qPrintable(QStringLiteral("Tab never reaches ") + what));
        // A screen reader can say what each one is, and no two alike.
        const QString label = spokenLabel(widget);
        QVERIFY2(!label.isEmpty(), qPrintable(what + QStringLiteral(" has no label or accessible name")));
        if (QWidget *twin = labels.value(label))
            QFAIL(qPrintable(QStringLiteral("%1 and %2 are both called '%3'").arg(what, twin->objectName(), label)));
        labels.insert(label, widget);
    }
    QVERIFY(checked >= 7); // variant, a board size, holes, 2 names, starter, buttons
    // The arrows move among the board sizes.
    auto *board6 = dialog->findChild<QRadioButton *>(QStringLiteral("board6"));
    auto *board12 = dialog->findChild<QRadioButton *>(QStringLiteral("board12"));
    QVERIFY(board6 && board12);
    board6->setChecked(true);
    board6->setFocus();
    QTest::keyClick(board6, Qt::Key_Right);
    QVERIFY(board12->hasFocus());
    QVERIFY(board12->isChecked());
    // Escape closes it.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QVERIFY(QTest::qWaitFor([dialog = QPointer<NewGameDialog>(dialog)] { return !dialog || !dialog->isVisible(); }));
}

QTEST_MAIN(TstDesktop)
#include "tst_desktop.moc"
