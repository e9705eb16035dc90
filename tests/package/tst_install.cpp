// `cmake --install` into a temporary DESTDIR with the prefix /usr, the way a
// distribution package is made: every file lands in its freedesktop.org
// place (GNUInstallDirs), the installed copies are the repository's files
// (the manual pages and the rules compressed as Debian wants them), nothing
// is written outside the prefix, and the installed programs run.

#include "iconrender.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

namespace {

const QString kAppId = QStringLiteral(HOYITO_APP_ID);
const QString kResources = QStringLiteral(HOYITO_RESOURCES);
const QString kDocs = QStringLiteral(HOYITO_DOCS);

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TstInstall : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void filesAreInTheirPlaces_data();
    void filesAreInTheirPlaces();
    void compressedFilesAreInTheirPlaces_data();
    void compressedFilesAreInTheirPlaces();
    void iconsHaveTheirSizes();
    void translationsAreInstalled();
    void nothingOutsideThePrefix();
    void installedProgramsRun();

private:
    QString installed(const QString &relative) const { return m_root.filePath(QStringLiteral("usr/") + relative); }

    QTemporaryDir m_root;
};

void TstInstall::initTestCase()
{
    QVERIFY(m_root.isValid());
    QProcess install;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DESTDIR"), m_root.path());
    install.setProcessEnvironment(env);
    install.setProcessChannelMode(QProcess::MergedChannels);
    install.start(QStringLiteral(HOYITO_CMAKE), {QStringLiteral("--install"), QStringLiteral(HOYITO_BUILD_DIR),
                                                 QStringLiteral("--prefix"), QStringLiteral("/usr")});
    QVERIFY2(install.waitForFinished(120000), "cmake --install did not finish");
    const QString output = QString::fromLocal8Bit(install.readAll());
    QVERIFY2(install.exitStatus() == QProcess::NormalExit && install.exitCode() == 0, qPrintable(output));
}

void TstInstall::filesAreInTheirPlaces_data()
{
    QTest::addColumn<QString>("path");   // under the prefix
    QTest::addColumn<QString>("source"); // its copy in the repository, or empty
    QTest::newRow("hoyito") << QStringLiteral("bin/" HOYITO_GUI_NAME) << QString();
    QTest::newRow("hoyito-cli") << QStringLiteral("bin/hoyito-cli") << QString();
    QTest::newRow("desktop") << QStringLiteral("share/applications/%1.desktop").arg(kAppId)
                             << kResources + QStringLiteral("/desktop/%1.desktop").arg(kAppId);
    QTest::newRow("metainfo") << QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kAppId)
                              << kResources + QStringLiteral("/desktop/%1.metainfo.xml").arg(kAppId);
    QTest::newRow("MIME type") << QStringLiteral("share/mime/packages/%1.xml").arg(kAppId)
                               << kResources + QStringLiteral("/desktop/%1.mime.xml").arg(kAppId);
    QTest::newRow("copyright") << QStringLiteral("share/doc/hoyito/copyright")
                               << kResources + QStringLiteral("/package/copyright");
    QTest::newRow("scalable icon") << QStringLiteral("share/icons/hicolor/scalable/apps/%1.svg").arg(kAppId)
                                   << kResources + QStringLiteral("/icons/hoyito.svg");
    for (int size : hoyito::app::kIconSizes)
        QTest::addRow("%dpx icon", size)
            << QStringLiteral("share/icons/hicolor/%1x%1/apps/%2.png").arg(size).arg(kAppId)
            << kResources + QStringLiteral("/icons/png/") + hoyito::app::iconPngName(size);
}

void TstInstall::filesAreInTheirPlaces()
{
    QFETCH(QString, path);
    QFETCH(QString, source);
    const QFileInfo info(installed(path));
    QVERIFY2(info.isFile(), qPrintable(QStringLiteral("%1 is not installed").arg(path)));
    if (source.isEmpty()) {
        QVERIFY2(info.isExecutable(), qPrintable(path));
        return;
    }
    const QByteArray expected = contents(source);
    QVERIFY(!expected.isEmpty());
    QVERIFY2(contents(info.filePath()) == expected, qPrintable(QStringLiteral("%1 is not %2").arg(path, source)));
}

void TstInstall::compressedFilesAreInTheirPlaces_data()
{
    QTest::addColumn<QString>("path");   // under the prefix
    QTest::addColumn<QString>("source"); // in the repository
    // Where man looks for section 6, and the documentation of the package.
    QTest::newRow("hoyito manual page") << QStringLiteral("share/man/man6/" HOYITO_GUI_NAME ".6.gz")
                                        << kDocs + QStringLiteral("/man/hoyito.6");
    QTest::newRow("hoyito-cli manual page")
        << QStringLiteral("share/man/man6/hoyito-cli.6.gz") << kDocs + QStringLiteral("/man/hoyito-cli.6");
    QTest::newRow("rules") << QStringLiteral("share/doc/hoyito/RULES.md.gz") << kDocs + QStringLiteral("/RULES.md");
}

void TstInstall::compressedFilesAreInTheirPlaces()
{
    QFETCH(QString, path);
    QFETCH(QString, source);
    const QByteArray gz = contents(installed(path));
    QVERIFY2(gz.size() > 10, qPrintable(QStringLiteral("%1 is not installed").arg(path)));
    // gzip -9n, as Debian policy asks (and lintian checks): deflate, no file
    // name and no time in the header, the best compression (XFL 2).
    QCOMPARE(quint8(gz[0]), quint8(0x1f));
    QCOMPARE(quint8(gz[1]), quint8(0x8b));
    QCOMPARE(quint8(gz[2]), quint8(8));
    QVERIFY2((quint8(gz[3]) & 0x08) == 0, "the name of the file is in the header");
    QVERIFY2(gz.mid(4, 4) == QByteArray(4, '\0'), "the time is in the header");
    QCOMPARE(quint8(gz[8]), quint8(2));
    // And it holds the repository's file.
    const QString gzip = QStandardPaths::findExecutable(QStringLiteral("gzip"));
    QVERIFY2(!gzip.isEmpty(), "gzip is not installed");
    QProcess unpack;
    unpack.start(gzip, {QStringLiteral("-dc"), installed(path)});
    QVERIFY(unpack.waitForFinished(30000));
    QCOMPARE(unpack.exitCode(), 0);
    const QByteArray expected = contents(source);
    QVERIFY2(!expected.isEmpty(), qPrintable(source));
    QVERIFY2(unpack.readAllStandardOutput() == expected, qPrintable(QStringLiteral("%1 is not %2").arg(path, source)));
}

void TstInstall::iconsHaveTheirSizes()
{
    for (int size : hoyito::app::kIconSizes) {
        const QImage icon(installed(QStringLiteral("share/icons/hicolor/%1x%1/apps/%2.png").arg(size).arg(kAppId)));
        QCOMPARE(icon.size(), QSize(size, size));
    }
}

void TstInstall::translationsAreInstalled()
{
    // The .qm files the build makes (app/CMakeLists.txt lists them), each
    // installed and loadable, and no others.
    QFile list(QStringLiteral(HOYITO_BUILD_DIR "/installed-translations.txt"));
    QVERIFY2(list.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(list.fileName()));
    QStringList expected = QString::fromUtf8(list.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    expected.sort();
    const QString dir = installed(QStringLiteral("share/hoyito/translations"));
    for (const QString &name : std::as_const(expected)) {
        QTranslator translator;
        QVERIFY2(translator.load(name, dir), qPrintable(QStringLiteral("%1 is not installed in %2").arg(name, dir)));
    }
    QStringList found;
    QDirIterator it(dir, QDir::Files);
    while (it.hasNext())
        found.append(QFileInfo(it.next()).fileName());
    found.sort();
    QCOMPARE(found, expected);
}

void TstInstall::nothingOutsideThePrefix()
{
    int files = 0;
    QDirIterator it(m_root.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString relative = QDir(m_root.path()).relativeFilePath(it.next());
        QVERIFY2(relative.startsWith(QStringLiteral("usr/")), qPrintable(relative));
        ++files;
    }
    QVERIFY(files >= 10 + int(hoyito::app::kIconSizes.size()));
}

void TstInstall::installedProgramsRun()
{
    QProcess gui;
    gui.start(installed(QStringLiteral("bin/" HOYITO_GUI_NAME)), {QStringLiteral("--version")});
    QVERIFY(gui.waitForFinished(30000));
    QCOMPARE(gui.exitCode(), 0);
    QCOMPARE(QString::fromLocal8Bit(gui.readAllStandardOutput()).trimmed(),
             QStringLiteral(HOYITO_GUI_NAME " " HOYITO_VERSION));

    // Help, the version and a screenshot need no display.
    QProcessEnvironment headless = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
        headless.remove(QString::fromLatin1(name));
    const QTemporaryDir shots;
    QVERIFY(shots.isValid());
    const QString shot = shots.filePath(QStringLiteral("shot.png"));
    for (const QStringList &arguments :
         {QStringList{QStringLiteral("--help")}, QStringList{QStringLiteral("--version")},
          QStringList{QStringLiteral("--screenshot"), shot, QStringLiteral("--size"), QStringLiteral("800x500")}}) {
        QProcess headlessGui;
        headlessGui.setProcessEnvironment(headless);
        headlessGui.start(installed(QStringLiteral("bin/" HOYITO_GUI_NAME)), arguments);
        QVERIFY(headlessGui.waitForFinished(30000));
        QVERIFY2(headlessGui.exitCode() == 0, qPrintable(arguments.join(QLatin1Char(' ')) + QLatin1Char('\n') +
                                                         QString::fromLocal8Bit(headlessGui.readAllStandardError())));
    }
    QCOMPARE(QImage(shot).size(), QSize(800, 500));
    // A bad argument: its message, no complaint about a display.
    QProcess badArgument;
    badArgument.setProcessEnvironment(headless);
    badArgument.start(installed(QStringLiteral("bin/" HOYITO_GUI_NAME)), {QStringLiteral("--sise")});
    QVERIFY(badArgument.waitForFinished(30000));
    QCOMPARE(badArgument.exitCode(), 2);
    QVERIFY(QString::fromLocal8Bit(badArgument.readAllStandardError()).contains(QLatin1String("'--sise'")));

    QProcess cli;
    cli.start(installed(QStringLiteral("bin/hoyito-cli")),
              {QStringLiteral("perft"), QStringLiteral("II:6:S:4,4,4,4,4,4,4,4,4,4,4,4:0:0"), QStringLiteral("1")});
    QVERIFY(cli.waitForFinished(30000));
    QCOMPARE(cli.exitCode(), 0);
    QCOMPARE(QString::fromLocal8Bit(cli.readAllStandardOutput()).trimmed(), QStringLiteral("perft 1 6"));
}

QTEST_MAIN(TstInstall)
#include "tst_install.moc"
