// The Debian package: `cpack -G DEB` of the build into a temporary folder,
// then what a distribution would look at. Its control fields (name,
// version, section, a maintainer, a description, and the dependencies
// dpkg-shlibdeps found: Qt Widgets among them), its files (`dpkg-deb -c`:
// the programs, icons, desktop entry, metainfo, MIME type, translations,
// copyright, the compressed manual pages and rules, all under /usr and owned
// by root), and, unpacked with `dpkg -x` into a throwaway root, the desktop
// entry and metainfo through the freedesktop validators, the MIME type
// through update-mime-database and Qt's MIME database, the manual pages
// through man as lintian runs it, and the program itself. Without dpkg-deb
// (not a Debian system) the test is skipped.

#include "iconrender.h"
#include "toolrun.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMimeDatabase>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using hoyito::test::runTool;
using hoyito::test::ToolRun;

namespace {

const QString kAppId = QStringLiteral(HOYITO_APP_ID);

QString tool(const char *name)
{
    return QStandardPaths::findExecutable(QString::fromLatin1(name));
}

// "Name: value" lines of a control file, continuation lines joined with
// a line break.
QHash<QString, QString> controlFields(const QString &text)
{
    QHash<QString, QString> fields;
    QString last;
    for (const QString &line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (line.startsWith(QLatin1Char(' ')) && !last.isEmpty()) {
            fields[last] += QLatin1Char('\n') + line.mid(1);
            continue;
        }
        const qsizetype colon = line.indexOf(QLatin1Char(':'));
        if (colon <= 0)
            continue;
        last = line.left(colon);
        fields.insert(last, line.mid(colon + 1).trimmed());
    }
    return fields;
}

// The package names of a Depends field, without versions.
QStringList packageNames(const QString &depends)
{
    QStringList names;
    for (const QString &item : depends.split(QLatin1Char(','), Qt::SkipEmptyParts))
        for (const QString &alternative : item.split(QLatin1Char('|')))
            names.append(alternative.trimmed().section(QLatin1Char(' '), 0, 0).section(QLatin1Char('('), 0, 0));
    return names;
}

} // namespace

class TstPackage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void controlFieldsDescribeThePackage();
    void dependenciesComeFromTheLibraries();
    void packageHoldsEveryFile_data();
    void packageHoldsEveryFile();
    void filesAreUnderUsrAndOwnedByRoot();
    void unpackedDesktopFilesPassValidators();
    void unpackedMimeTypeRecognisesSavedGames();
    void unpackedManualPagesRender_data();
    void unpackedManualPagesRender();
    void unpackedProgramsRun();

private:
    QString unpacked(const QString &relative) const { return m_root.filePath(QStringLiteral("usr/") + relative); }

    QTemporaryDir m_out;  // cpack's folder
    QTemporaryDir m_root; // the package unpacked
    QString m_deb;
    QHash<QString, QString> m_control;
    QStringList m_listing; // dpkg-deb -c, a line per file
};

void TstPackage::initTestCase()
{
    for (const char *name : {"dpkg-deb", "dpkg", "dpkg-shlibdeps"})
        if (tool(name).isEmpty())
            QSKIP(qPrintable(QStringLiteral("%1 is not installed: no Debian package can be built or looked at here "
                                            "(Debian: the dpkg and dpkg-dev packages, in scripts/lib.sh)")
                                 .arg(QLatin1String(name))));
    QVERIFY(m_out.isValid());
    QVERIFY(m_root.isValid());
    // Into a folder of its own: the build folder keeps no package.
    const ToolRun cpack =
        runTool(QStringLiteral(HOYITO_CPACK),
                {QStringLiteral("-G"), QStringLiteral("DEB"), QStringLiteral("--config"),
                 QStringLiteral(HOYITO_BUILD_DIR "/CPackConfig.cmake"), QStringLiteral("-B"), m_out.path()},
                {QStringLiteral(HOYITO_BUILD_DIR)});
    QVERIFY2(cpack.ran && cpack.exitCode == 0, qPrintable(cpack.output));
    const QStringList debs = QDir(m_out.path()).entryList({QStringLiteral("*.deb")}, QDir::Files);
    QCOMPARE(debs.size(), 1);
    m_deb = QDir(m_out.path()).filePath(debs.first());

    const ToolRun info = runTool(tool("dpkg-deb"), {QStringLiteral("-f"), m_deb});
    QVERIFY2(info.ran && info.exitCode == 0, qPrintable(info.output));
    m_control = controlFields(info.output);
    const ToolRun contents = runTool(tool("dpkg-deb"), {QStringLiteral("-c"), m_deb});
    QVERIFY2(contents.ran && contents.exitCode == 0, qPrintable(contents.output));
    m_listing = contents.output.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const ToolRun extract = runTool(tool("dpkg"), {QStringLiteral("-x"), m_deb, m_root.path()});
    QVERIFY2(extract.ran && extract.exitCode == 0, qPrintable(extract.output));
}

void TstPackage::controlFieldsDescribeThePackage()
{
    QCOMPARE(m_control.value(QStringLiteral("Package")), QStringLiteral("hoyito"));
    QCOMPARE(m_control.value(QStringLiteral("Version")), QStringLiteral(HOYITO_VERSION "-1"));
    QCOMPARE(m_control.value(QStringLiteral("Section")), QStringLiteral("games"));
    const ToolRun arch = runTool(tool("dpkg"), {QStringLiteral("--print-architecture")});
    QCOMPARE(m_control.value(QStringLiteral("Architecture")), arch.output.trimmed());
    QVERIFY(!m_control.value(QStringLiteral("Maintainer")).isEmpty());
    // The file is named as Debian names packages.
    QCOMPARE(QFileInfo(m_deb).fileName(),
             QStringLiteral("hoyito_" HOYITO_VERSION "-1_%1.deb").arg(arch.output.trimmed()));
    // A one-line summary, then a longer text.
    const QStringList description = m_control.value(QStringLiteral("Description")).split(QLatin1Char('\n'));
    QVERIFY(description.size() >= 3);
    QCOMPARE(description.first(), QStringLiteral(HOYITO_DESCRIPTION));
    // Lines as Debian wants them: under 80 columns, paragraphs apart (" .").
    for (const QString &line : description)
        QVERIFY2(line.size() < 80, qPrintable(line));
    QVERIFY(description.contains(QStringLiteral(".")));
    QVERIFY(description.join(QLatin1Char(' ')).contains(QLatin1String("hoyito-cli")));
}

void TstPackage::dependenciesComeFromTheLibraries()
{
    const QStringList depends = packageNames(m_control.value(QStringLiteral("Depends")));
    // dpkg-shlibdeps: the packages of the libraries the programs link (Qt
    // Multimedia for the sounds).
    for (const char *name : {"libc6", "libstdc++6", "libqt6core6", "libqt6gui6", "libqt6widgets6", "libqt6multimedia6"})
        QVERIFY2(depends.contains(QLatin1String(name)),
                 qPrintable(QStringLiteral("Depends lacks %1: %2")
                                .arg(QLatin1String(name), m_control.value(QStringLiteral("Depends")))));
    // The platform plugins, which no program links but without which Qt
    // opens no window.
    QVERIFY(depends.contains(QStringLiteral("qt6-qpa-plugins")));
    // Nothing only the build needs.
    for (const QString &name : depends)
        QVERIFY2(!name.endsWith(QLatin1String("-dev")), qPrintable(name));
}

void TstPackage::packageHoldsEveryFile_data()
{
    QTest::addColumn<QString>("path"); // under /usr
    QTest::addColumn<bool>("executable");
    QTest::newRow("hoyito") << QStringLiteral("bin/hoyito") << true;
    QTest::newRow("hoyito-cli") << QStringLiteral("bin/hoyito-cli") << true;
    QTest::newRow("desktop") << QStringLiteral("share/applications/%1.desktop").arg(kAppId) << false;
    QTest::newRow("metainfo") << QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kAppId) << false;
    QTest::newRow("MIME type") << QStringLiteral("share/mime/packages/%1.xml").arg(kAppId) << false;
    QTest::newRow("copyright") << QStringLiteral("share/doc/hoyito/copyright") << false;
    // Compressed, as Debian policy wants them (tst_install checks the bytes).
    QTest::newRow("hoyito manual page") << QStringLiteral("share/man/man6/hoyito.6.gz") << false;
    QTest::newRow("hoyito-cli manual page") << QStringLiteral("share/man/man6/hoyito-cli.6.gz") << false;
    QTest::newRow("rules") << QStringLiteral("share/doc/hoyito/RULES.md.gz") << false;
    QTest::newRow("scalable icon") << QStringLiteral("share/icons/hicolor/scalable/apps/%1.svg").arg(kAppId) << false;
    for (int size : hoyito::app::kIconSizes)
        QTest::addRow("%dpx icon", size)
            << QStringLiteral("share/icons/hicolor/%1x%1/apps/%2.png").arg(size).arg(kAppId) << false;
    // The .qm files the build makes (app/CMakeLists.txt lists them).
    QFile list(QStringLiteral(HOYITO_BUILD_DIR "/installed-translations.txt"));
    QVERIFY2(list.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(list.fileName()));
    const QStringList names = QString::fromUtf8(list.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(names.size() >= 5);
    for (const QString &name : names)
        QTest::newRow(qPrintable(name)) << QStringLiteral("share/hoyito/translations/") + name << false;
}

void TstPackage::packageHoldsEveryFile()
{
    QFETCH(QString, path);
    QFETCH(bool, executable);
    // "-rwxr-xr-x root/root 123 2026-12-01 19:00 ./usr/bin/hoyito"
    const QString suffix = QStringLiteral(" ./usr/") + path;
    const auto line = std::find_if(m_listing.cbegin(), m_listing.cend(),
                                   [&](const QString &entry) { return entry.endsWith(suffix); });
    QVERIFY2(line != m_listing.cend(), qPrintable(QStringLiteral("the package has no /usr/") + path));
    QVERIFY2(line->startsWith(executable ? QLatin1String("-rwxr-xr-x") : QLatin1String("-rw-r--r--")),
             qPrintable(*line));
    QVERIFY2(QFileInfo(unpacked(path)).isFile(), qPrintable(path));
}

void TstPackage::filesAreUnderUsrAndOwnedByRoot()
{
    QVERIFY(m_listing.size() >= 10);
    static const QRegularExpression entry(QStringLiteral("^([-dl])([-rwx]{9}) (\\S+) +\\d+ \\S+ \\S+ (\\S.*)$"));
    for (const QString &line : std::as_const(m_listing)) {
        const QRegularExpressionMatch m = entry.match(line);
        QVERIFY2(m.hasMatch(), qPrintable(line));
        QCOMPARE(m.captured(3), QStringLiteral("root/root"));
        const QString path = m.captured(4);
        QVERIFY2(path == QLatin1String("./") || path.startsWith(QLatin1String("./usr/")), qPrintable(line));
        if (m.captured(1) == QLatin1String("d"))
            QVERIFY2(m.captured(2) == QLatin1String("rwxr-xr-x"), qPrintable(line));
    }
    // The programs are stripped: the package carries no debug information.
    for (const char *program : {"bin/hoyito", "bin/hoyito-cli"}) {
        QFile file(unpacked(QLatin1String(program)));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY2(!file.readAll().contains(".debug_info"), program);
    }
}

void TstPackage::unpackedDesktopFilesPassValidators()
{
    const QString desktopValidate = tool("desktop-file-validate");
    const QString appstreamcli = tool("appstreamcli");
    QVERIFY2(!desktopValidate.isEmpty() && !appstreamcli.isEmpty(),
             "desktop-file-validate and appstreamcli are not installed (scripts/lib.sh lists their packages)");
    const ToolRun desktop =
        runTool(desktopValidate, {unpacked(QStringLiteral("share/applications/%1.desktop").arg(kAppId))});
    QVERIFY2(desktop.ran && desktop.exitCode == 0 && desktop.output.trimmed().isEmpty(), qPrintable(desktop.output));
    const ToolRun metainfo =
        runTool(appstreamcli, {QStringLiteral("validate"), QStringLiteral("--no-net"), QStringLiteral("--explain"),
                               unpacked(QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kAppId))});
    QVERIFY2(metainfo.ran && metainfo.exitCode == 0, qPrintable(metainfo.output));
    // Nothing but the pedantic remark on the capital letter of the id.
    QVERIFY2(
        !metainfo.output.contains(QRegularExpression(QStringLiteral("^[EWI]:"), QRegularExpression::MultilineOption)),
        qPrintable(metainfo.output));
}

void TstPackage::unpackedMimeTypeRecognisesSavedGames()
{
    // What shared-mime-info's trigger does once the package is installed,
    // in the unpacked root; then Qt reads only that database (and its own
    // copy of the freedesktop.org types).
    // (The tool, too, wants the folder on the search path.)
    QTemporaryDir home;
    QVERIFY(home.isValid());
    qputenv("XDG_DATA_HOME", QFile::encodeName(home.path()));
    qputenv("XDG_DATA_DIRS", QFile::encodeName(unpacked(QStringLiteral("share"))));
    const QString updater = tool("update-mime-database");
    QVERIFY2(!updater.isEmpty(), "update-mime-database is not installed (shared-mime-info, in scripts/lib.sh)");
    const ToolRun update = runTool(updater, {unpacked(QStringLiteral("share/mime"))});
    QVERIFY2(update.ran && update.exitCode == 0 && update.output.trimmed().isEmpty(), qPrintable(update.output));

    const QMimeDatabase db;
    const QMimeType type = db.mimeTypeForName(QStringLiteral("application/x-hoyito"));
    QVERIFY(type.isValid());
    QCOMPARE(type.comment(), QStringLiteral("Hoyito game"));
    QVERIFY(type.inherits(QStringLiteral("application/json")));
    // The application's icon, which the package installs under that name.
    QCOMPARE(type.iconName(), kAppId);
    QVERIFY(
        QFileInfo::exists(unpacked(QStringLiteral("share/icons/hicolor/scalable/apps/%1.svg").arg(type.iconName()))));

    // A saved game by its name, and by its contents under another name.
    const QString game = QStringLiteral(HOYITO_TEST_DATA "/finished_ii_2x6.hoyito");
    QCOMPARE(db.mimeTypeForFile(game).name(), type.name());
    const QString renamed = home.filePath(QStringLiteral("saved game"));
    QVERIFY(QFile::copy(game, renamed));
    QCOMPARE(db.mimeTypeForFile(renamed).name(), type.name());
    // Other JSON is not a saved game.
    const QString other = home.filePath(QStringLiteral("other"));
    {
        QFile file(other);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\n    \"format\": \"something-else\",\n    \"version\": 1\n}\n");
    }
    QVERIFY(db.mimeTypeForFile(other).name() != type.name());

    // The desktop entry of the package opens that type.
    QFile desktop(unpacked(QStringLiteral("share/applications/%1.desktop").arg(kAppId)));
    QVERIFY(desktop.open(QIODevice::ReadOnly | QIODevice::Text));
    const QString entry = QString::fromUtf8(desktop.readAll());
    QVERIFY(entry.contains(QStringLiteral("\nMimeType=%1;\n").arg(type.name())));
    QVERIFY(entry.contains(QStringLiteral("\nExec=hoyito %f\n")));
}

void TstPackage::unpackedManualPagesRender_data()
{
    QTest::addColumn<QString>("program");
    QTest::newRow("hoyito") << QStringLiteral("hoyito");
    QTest::newRow("hoyito-cli") << QStringLiteral("hoyito-cli");
}

void TstPackage::unpackedManualPagesRender()
{
    QFETCH(QString, program);
    const QString man = tool("man");
    if (man.isEmpty())
        QSKIP("man is not installed (the man-db package): the manual pages cannot be rendered here");
    // `man PROGRAM` finds the page where the package puts it.
    const QString manDir = unpacked(QStringLiteral("share/man"));
    const QString page = QStringLiteral("%1/man6/%2.6.gz").arg(manDir, program);
    const ToolRun where = runTool(man, {QStringLiteral("--manpath=") + manDir, QStringLiteral("--where"), program});
    QVERIFY2(where.ran && where.exitCode == 0, qPrintable(where.output));
    QCOMPARE(QFileInfo(where.output.trimmed()).canonicalFilePath(), QFileInfo(page).canonicalFilePath());
    // As lintian renders a manual page: groff's warnings are on stderr,
    // and there must be none.
    QProcess render;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("MANROFFSEQ"), QString());
    env.insert(QStringLiteral("MANWIDTH"), QStringLiteral("80"));
    render.setProcessEnvironment(env);
    render.setStandardOutputFile(QProcess::nullDevice());
    render.start(man, {QStringLiteral("--warnings"), QStringLiteral("-E"), QStringLiteral("UTF-8"),
                       QStringLiteral("-l"), QStringLiteral("-Tutf8"), QStringLiteral("-Z"), page});
    QVERIFY(render.waitForFinished(30000));
    const QString warnings = QString::fromLocal8Bit(render.readAllStandardError());
    QVERIFY2(render.exitStatus() == QProcess::NormalExit && render.exitCode() == 0, qPrintable(warnings));
    QVERIFY2(warnings.trimmed().isEmpty(), qPrintable(warnings));
    // And it says something: its NAME line, in plain ASCII.
    hoyito::test::ToolOptions plain;
    plain.environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    const ToolRun text = runTool(man, {QStringLiteral("-l"), page}, plain);
    QVERIFY2(text.ran && text.exitCode == 0, qPrintable(text.output));
    QVERIFY2(text.output.contains(program + QStringLiteral(" - ")), qPrintable(text.output.left(500)));
}

void TstPackage::unpackedProgramsRun()
{
    // The stripped programs of the package, and the file a file manager
    // would hand to it: a screenshot of it needs no display.
    QProcess gui;
    gui.start(unpacked(QStringLiteral("bin/hoyito")), {QStringLiteral("--version")});
    QVERIFY(gui.waitForFinished(30000));
    QCOMPARE(gui.exitCode(), 0);
    QCOMPARE(QString::fromLocal8Bit(gui.readAllStandardOutput()).trimmed(), QStringLiteral("hoyito " HOYITO_VERSION));

    const QString shot = m_out.filePath(QStringLiteral("shot.png"));
    QProcess opened;
    opened.start(unpacked(QStringLiteral("bin/hoyito")),
                 {QStringLiteral("--screenshot"), shot, QStringLiteral("--size"), QStringLiteral("600x400"),
                  QStringLiteral(HOYITO_TEST_DATA "/finished_ii_2x6.hoyito")});
    QVERIFY(opened.waitForFinished(30000));
    QVERIFY2(opened.exitCode() == 0, qPrintable(QString::fromLocal8Bit(opened.readAllStandardError())));
    QVERIFY(QFileInfo(shot).size() > 0);

    QProcess cli;
    cli.start(unpacked(QStringLiteral("bin/hoyito-cli")),
              {QStringLiteral("perft"), QStringLiteral("II:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:0"), QStringLiteral("1")});
    QVERIFY(cli.waitForFinished(30000));
    QCOMPARE(cli.exitCode(), 0);
    QCOMPARE(QString::fromLocal8Bit(cli.readAllStandardOutput()).trimmed(), QStringLiteral("perft 1 6"));
}

QTEST_GUILESS_MAIN(TstPackage)
#include "tst_package.moc"
