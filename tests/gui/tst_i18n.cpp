// Translations: every translations/hoyito_<lang>.ts is complete
// and up to date with the sources (lupdate is run into a temporary copy),
// every one is embedded and loads, the language switches at run time (menus,
// panel, status line, rules window), and the rules text exists in every
// language. Qt's own dialogs speak every language too: the system's
// qtbase_<lang>.qm, or translations/qtbase_<lang>.ts (complete, embedded, and
// made only of texts Qt really has). No two items of a menu, and no two
// buttons or labelled fields of a window or dialog, share an accelerator in
// any language, and counts agree with their number ("1 win", "3 wins").
// A translation starts a sentence where the English does, with a capital, and
// keeps to the terms the reviews settled (mouse, not ratón, in Spanish).
// Settings live in a temporary file, never the user's.

#include "windowutil.h"

#include "analysis/analysispanel.h"
#include "analysis/reviewpanel.h"
#include "config/language.h"
#include "config/settings.h"
#include "files/gamefiles.h"
#include "game/gamecontroller.h"
#include "game/gameoutcome.h"
#include "game/gametext.h"
#include "gamerecord.h"
#include "match/matchcontroller.h"
#include "match/matchdialogs.h"
#include "match/roundreplaydialog.h"
#include "setup/newgamedialog.h"
#include "setup/setupdialog.h"
#include "shell/commandline.h"
#include "tables/tablesdialog.h"
#include "window/mainwindow.h"
#include "window/resultdialog.h"
#include "window/ruleswindow.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QGroupBox>
#include <QLabel>
#include <QLayout>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTranslator>
#include <QTreeView>
#include <QXmlStreamReader>

#include <algorithm>
#include <memory>

using namespace hoyito;
using namespace hoyito::app;
using namespace hoyito::test;

namespace {

const QString kSourceDir = QStringLiteral(HOYITO_SOURCE_DIR);

struct TsMessage {
    QString context;
    QString source;
    QString comment; // the disambiguation
    bool numerus = false;
    QString type; // of <translation>: "", "unfinished", "obsolete", "vanished"
    QStringList translations;

    // What makes a message itself for lupdate.
    QString key() const
    {
        return context + QLatin1Char('|') + source + QLatin1Char('|') + comment +
               (numerus ? QStringLiteral("|n") : QString());
    }
};

struct TsFile {
    QString language;
    QList<TsMessage> messages;
    QString error;
};

TsFile readTs(const QString &path)
{
    TsFile ts;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ts.error = file.errorString();
        return ts;
    }
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage message;
    bool inMessage = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("TS")) {
                ts.language = xml.attributes().value(QLatin1String("language")).toString();
            } else if (name == QLatin1String("name") && !inMessage) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                inMessage = true;
                message = TsMessage();
                message.context = context;
                message.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            } else if (name == QLatin1String("source") && inMessage) {
                message.source = xml.readElementText();
            } else if (name == QLatin1String("comment") && inMessage) {
                message.comment = xml.readElementText();
            } else if (name == QLatin1String("translation") && inMessage) {
                message.type = xml.attributes().value(QLatin1String("type")).toString();
                if (!message.numerus)
                    message.translations.append(xml.readElementText());
            } else if (name == QLatin1String("numerusform") && inMessage) {
                message.translations.append(xml.readElementText());
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            inMessage = false;
            ts.messages.append(message);
        }
    }
    if (xml.hasError())
        ts.error = QStringLiteral("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString());
    return ts;
}

// The program's own texts (translations/hoyito_<lang>.ts, lupdate keeps them
// up to date) and Qt's for the languages Qt does not translate
// (translations/qtbase_<lang>.ts, never touched by lupdate).
const QString kProgram = QStringLiteral("hoyito");
const QString kQt = QStringLiteral("qtbase");

// translations/<domain>_<lang>.ts: lang -> path.
QMap<QString, QString> tsFiles(const QString &domain = kProgram)
{
    QMap<QString, QString> files;
    const QDir dir(kSourceDir + QStringLiteral("/translations"));
    const qsizetype prefix = domain.size() + 1;
    for (const QString &name : dir.entryList({domain + QStringLiteral("_*.ts")}, QDir::Files))
        files.insert(name.mid(prefix, name.size() - prefix - 3), dir.filePath(name));
    return files;
}

// One row per translations/<domain>_<lang>.ts of each domain, "hoyito_es".
void addTsRows(const QStringList &domains)
{
    QTest::addColumn<QString>("domain");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("path");
    for (const QString &domain : domains) {
        const QMap<QString, QString> files = tsFiles(domain);
        for (auto it = files.begin(); it != files.end(); ++it)
            QTest::newRow(qPrintable(domain + QLatin1Char('_') + it.key())) << domain << it.key() << it.value();
    }
}

// Whether `text` has a letter of `script` ("Ακύρωση": Greek).
bool hasScript(const QString &text, QChar::Script script)
{
    return std::any_of(text.begin(), text.end(), [script](QChar c) { return c.isLetter() && c.script() == script; });
}

// %1..%99, %L1, %n, %Ln in `text`.
QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%L?(\\d{1,2}|n)"));
    QSet<QString> found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured(0));
    return found;
}

// The HTML tags of `text`, sorted: a translation keeps them all. With
// `blocksOnly`, inline emphasis is left out: a rules page may set a word in
// italics (*casa*) or bold where the English does not.
QStringList tags(const QString &text, bool blocksOnly = false)
{
    static const QRegularExpression re(QStringLiteral("<(/?[a-zA-Z][a-zA-Z0-9]*)"));
    static const QStringList inlineTags{QStringLiteral("b"), QStringLiteral("i"), QStringLiteral("em"),
                                        QStringLiteral("strong"), QStringLiteral("span")};
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();) {
        const QString tag = it.next().captured(1).toLower();
        if (!blocksOnly || !inlineTags.contains(tag.mid(tag.startsWith(QLatin1Char('/')) ? 1 : 0)))
            found.append(tag);
    }
    found.sort();
    return found;
}

// Every menu title and action text of the menu bar, depth first, and the
// object names of the actions (the same in every language).
void walkMenu(const QList<QAction *> &actions, QStringList *texts, QStringList *names)
{
    for (QAction *action : actions) {
        if (action->isSeparator())
            continue;
        texts->append(action->text());
        names->append(action->menu() ? action->menu()->objectName() + QStringLiteral("/menu") : action->objectName());
        if (action->menu())
            walkMenu(action->menu()->actions(), texts, names);
    }
}

// The diagrams of a rules page: the same in every language.
QStringList diagrams(const QString &html)
{
    static const QRegularExpression re(QStringLiteral("<img src=\"(diagram:[^\"]*)\""));
    QStringList found;
    for (auto it = re.globalMatch(html); it.hasNext();)
        found.append(it.next().captured(1));
    return found;
}

QString readResource(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// Delivers the LanguageChange events Qt posts to the windows.
void deliverLanguageChange()
{
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
}

// The accelerator of a text, upper-cased: 'J' for "&Juego", 'O' for
// "બરાબર (&O)"; none without one ("&&" is a literal ampersand).
QChar accelerator(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text[i + 1].toUpper();
    }
    return {};
}

// The texts with an accelerator of one menu, window or dialog, by the
// letter: two texts under one letter are a clash.
using Accelerators = QMap<QChar, QStringList>;

void addAccelerator(Accelerators *accelerators, const QString &text)
{
    const QChar key = accelerator(text);
    if (!key.isNull())
        (*accelerators)[key].append(text);
}

// "&Juego" and "&Jugadores" under 'J', one line per clash.
QStringList clashes(const QString &container, const Accelerators &accelerators)
{
    QStringList found;
    for (auto it = accelerators.begin(); it != accelerators.end(); ++it)
        if (it.value().size() > 1)
            found << QStringLiteral("%1: '%2' in \u201c%3\u201d")
                         .arg(container, it.key(), it.value().join(QStringLiteral("\u201d, \u201c")));
    return found;
}

// A standard button of a dialog as the desktop shows it: Qt's plain
// "Cancel" has no accelerator, but under GNOME (and any desktop that uses
// its texts) it is "&Cancel", translated by qtbase ("&Cancelar"). A button
// whose text the program set ("&Start") keeps it.
QString standardButtonText(QDialogButtonBox *box, QAbstractButton *button)
{
    struct Texts {
        QDialogButtonBox::StandardButton button;
        const char *plain;
        const char *gnome;
    };
    static const Texts texts[] = {{QDialogButtonBox::Ok, "OK", "&OK"},
                                  {QDialogButtonBox::Save, "Save", "&Save"},
                                  {QDialogButtonBox::Cancel, "Cancel", "&Cancel"},
                                  {QDialogButtonBox::Close, "Close", "&Close"}};
    const QDialogButtonBox::StandardButton which = box->standardButton(button);
    for (const Texts &t : texts)
        if (which == t.button && button->text() == QCoreApplication::translate("QPlatformTheme", t.plain))
            return QCoreApplication::translate("QGnomeTheme", t.gnome);
    return button->text();
}

// The accelerators of the buttons, check boxes, group boxes and labels of
// fields of the window or dialog `widget`, or of a part of a window (a
// panel in a dock). Menus and other windows are containers of their own.
Accelerators widgetAccelerators(QWidget *widget)
{
    Accelerators found;
    QList<QWidget *> widgets = widget->findChildren<QWidget *>();
    for (QWidget *child : std::as_const(widgets)) {
        // A dialog of the window counts for itself, not with the window. A
        // hidden button counts too: it shows at other times (Next Round).
        if (child->window() != widget->window())
            continue;
        if (auto *button = qobject_cast<QAbstractButton *>(child)) {
            auto *box = qobject_cast<QDialogButtonBox *>(button->parentWidget());
            addAccelerator(&found, box ? standardButtonText(box, button) : button->text());
        } else if (auto *label = qobject_cast<QLabel *>(child)) {
            if (label->buddy())
                addAccelerator(&found, label->text());
        } else if (auto *group = qobject_cast<QGroupBox *>(child)) {
            addAccelerator(&found, group->title());
        }
    }
    return found;
}

// Saves pictures of what the accelerator test reads, to be looked at: into
// the folder HOYITO_I18N_SHOTS names, if it is set.
void savePicture(QWidget *widget, const QString &language, const QString &name)
{
    const QString folder = qEnvironmentVariable("HOYITO_I18N_SHOTS");
    if (folder.isEmpty())
        return;
    QDir().mkpath(folder);
    if (!widget->isVisible()) {
        widget->ensurePolished();
        if (widget->layout())
            widget->layout()->activate();
        widget->adjustSize();
    }
    QString file = language + QLatin1Char('-') + name;
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9_-]+"));
    file.replace(unsafe, QStringLiteral("_"));
    QVERIFY(widget->grab().save(QDir(folder).filePath(file + QStringLiteral(".png"))));
}

// The clashes in `menu` and in every menu under it; `name` names its
// picture ("menu1-3": the third item of the first menu).
QStringList menuClashes(QMenu *menu, const QString &language, const QString &path, const QString &name)
{
    // A menu that fills itself when it opens (Open Recent).
    Q_EMIT menu->aboutToShow();
    savePicture(menu, language, name);
    Accelerators accelerators;
    QStringList found;
    int item = 0;
    for (QAction *action : menu->actions()) {
        ++item;
        if (action->isSeparator() || !action->isVisible())
            continue;
        addAccelerator(&accelerators, action->text());
        if (action->menu())
            found += menuClashes(action->menu(), language, path + QStringLiteral(" > ") + action->text(),
                                 name + QLatin1Char('-') + QString::number(item));
    }
    return clashes(language + QStringLiteral(": ") + path, accelerators) + found;
}

} // namespace

class TstI18n : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void cleanup();

    void everyTranslationIsEmbedded();
    void tsFileComplete_data();
    void tsFileComplete();
    void tsFileUpToDate_data();
    void tsFileUpToDate();
    void qmLoads_data();
    void qmLoads();
    void qtOwnTextsTranslated();
    void qtTextsAreQtsOwn_data();
    void qtTextsAreQtsOwn();
    void qtDialogsSpeakTheLanguage_data();
    void qtDialogsSpeakTheLanguage();
    void systemLanguageMatch_data();
    void systemLanguageMatch();
    void settingsKeepALanguageCode();
    void commandLineLanguage();
    void switchingChangesMenusAndBack();
    void languageMenuSwitchesAndRemembers();
    void rulesTextInEveryLanguage_data();
    void rulesTextInEveryLanguage();
    void rulesWindowFollowsTheLanguage();
    void acceleratorsDoNotClash();
    void countsAgreeWithTheNumber_data();
    void countsAgreeWithTheNumber();
    void sentencesStartWithACapital_data();
    void sentencesStartWithACapital();
    void settledTermsAreKept_data();
    void settledTermsAreKept();

private:
    QTemporaryDir m_dir;
    int m_settingsFiles = 0;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
};

void TstI18n::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    GameText::installEnglishPlurals();
    QVERIFY(m_dir.isValid());
    QVERIFY2(!tsFiles().isEmpty(), "no translations/hoyito_*.ts");
}

void TstI18n::cleanupTestCase()
{
    Language::apply(QString::fromLatin1(Language::kEnglish));
}

void TstI18n::init()
{
    Language::apply(QString::fromLatin1(Language::kEnglish));
    deliverLanguageChange();
}

void TstI18n::cleanup()
{
    m_window.reset();
    m_settings.reset();
}

void TstI18n::everyTranslationIsEmbedded()
{
    QStringList embedded = Language::available();
    QVERIFY(embedded.removeAll(QStringLiteral("en")) == 1);
    embedded.sort();
    QStringList sources = tsFiles().keys();
    sources.sort();
    QCOMPARE(embedded, sources);
    // Spanish first: the players are Dominican.
    QCOMPARE(Language::available().first(), QStringLiteral("es"));
}

void TstI18n::tsFileComplete_data()
{
    addTsRows({kProgram, kQt});
}

void TstI18n::tsFileComplete()
{
    QFETCH(QString, language);
    QFETCH(QString, path);
    const TsFile ts = readTs(path);
    QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
    QCOMPARE(ts.language, language);
    QVERIFY(!ts.messages.isEmpty());
    // The plural forms of each language (Qt's rules): lrelease needs them all.
    const QMap<QString, int> pluralForms{{QStringLiteral("es"), 2},
                                         {QStringLiteral("de"), 2},
                                         {QStringLiteral("el"), 2},
                                         {QStringLiteral("ru"), 3},
                                         {QStringLiteral("gu"), 2}};
    QStringList problems;
    const auto where = [](const TsMessage &m) { return QStringLiteral("%1 \"%2\"").arg(m.context, m.source.left(60)); };
    for (const TsMessage &m : ts.messages) {
        if (!m.type.isEmpty()) {
            problems << QStringLiteral("%1: %2").arg(m.type, where(m));
            continue;
        }
        if (m.translations.isEmpty() || std::any_of(m.translations.begin(), m.translations.end(),
                                                    [](const QString &t) { return t.trimmed().isEmpty(); })) {
            problems << QStringLiteral("empty: %1").arg(where(m));
            continue;
        }
        if (m.numerus && pluralForms.contains(language) && m.translations.size() != pluralForms[language])
            problems << QStringLiteral("%1 plural forms, not %2: %3")
                            .arg(m.translations.size())
                            .arg(pluralForms[language])
                            .arg(where(m));
        // Every %1 and %2 in every form; %n in at least one (a singular may
        // spell out "one").
        QSet<QString> wanted = placeholders(m.source);
        const bool wantsN = wanted.remove(QStringLiteral("%n")) | wanted.remove(QStringLiteral("%Ln"));
        bool hasN = false;
        for (const QString &t : m.translations) {
            const QSet<QString> got = placeholders(t);
            hasN = hasN || got.contains(QStringLiteral("%n")) || got.contains(QStringLiteral("%Ln"));
            QSet<QString> lost = wanted;
            lost.subtract(got);
            if (!lost.isEmpty())
                problems
                    << QStringLiteral("lost %1: %2").arg(QStringList(lost.values()).join(QLatin1Char(' ')), where(m));
            QSet<QString> extra = got;
            extra.subtract(wanted);
            extra.remove(QStringLiteral("%n"));
            extra.remove(QStringLiteral("%Ln"));
            if (!extra.isEmpty())
                problems << QStringLiteral("unknown %1: %2")
                                .arg(QStringList(extra.values()).join(QLatin1Char(' ')), where(m));
            if (tags(t) != tags(m.source))
                problems << QStringLiteral("HTML tags differ: %1").arg(where(m));
        }
        if (wantsN && !hasN)
            problems << QStringLiteral("lost %n: %1").arg(where(m));
    }
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("%1 problem(s) in %2:\n  %3")
                            .arg(problems.size())
                            .arg(QFileInfo(path).fileName(), problems.mid(0, 30).join(QStringLiteral("\n  ")))));
}

void TstI18n::tsFileUpToDate_data()
{
    // Only the program's: Qt's texts are not in our sources.
    addTsRows({kProgram});
}

void TstI18n::tsFileUpToDate()
{
    QFETCH(QString, language);
    QFETCH(QString, path);
    // lupdate exactly as scripts/update-translations runs it, into a copy.
    const QString copy = m_dir.filePath(QStringLiteral("hoyito_%1.ts").arg(language));
    QFile::remove(copy);
    QVERIFY(QFile::copy(path, copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QProcess lupdate;
    lupdate.setWorkingDirectory(kSourceDir);
    lupdate.start(QStringLiteral(HOYITO_LUPDATE),
                  {QStringLiteral("-locations"), QStringLiteral("relative"), QStringLiteral("-no-obsolete"),
                   QStringLiteral("app/gui"), QStringLiteral("app/record"), QStringLiteral("-ts"), copy});
    QVERIFY2(lupdate.waitForFinished(120000), "lupdate did not finish");
    QCOMPARE(lupdate.exitStatus(), QProcess::NormalExit);
    const QString errors = QString::fromLocal8Bit(lupdate.readAllStandardError()).trimmed();
    QVERIFY2(lupdate.exitCode() == 0, qPrintable(errors));
    // lupdate's warnings are strings it cannot read: they would never be
    // translated.
    QVERIFY2(errors.isEmpty(), qPrintable(QStringLiteral("lupdate warns:\n") + errors));

    const TsFile before = readTs(path);
    const TsFile after = readTs(copy);
    QVERIFY2(after.error.isEmpty(), qPrintable(after.error));
    QSet<QString> had;
    for (const TsMessage &m : before.messages)
        had.insert(m.key());
    QSet<QString> has;
    for (const TsMessage &m : after.messages)
        has.insert(m.key());
    QStringList added = QSet<QString>(has).subtract(had).values();
    QStringList gone = QSet<QString>(had).subtract(has).values();
    added.sort();
    gone.sort();
    QVERIFY2(
        added.isEmpty() && gone.isEmpty(),
        qPrintable(QStringLiteral("translations/hoyito_%1.ts is out of date (run scripts/update-translations %1):\n"
                                  "  new in the sources: %2\n  gone from the sources: %3")
                       .arg(language, added.mid(0, 20).join(QStringLiteral("; ")),
                            gone.mid(0, 20).join(QStringLiteral("; ")))));
    // And after the merge nothing waits for a translator.
    for (const TsMessage &m : after.messages)
        QVERIFY2(m.type.isEmpty(), qPrintable(QStringLiteral("%1 after lupdate: %2").arg(m.type, m.key())));
}

void TstI18n::qmLoads_data()
{
    addTsRows({kProgram, kQt});
}

void TstI18n::qmLoads()
{
    QFETCH(QString, domain);
    QFETCH(QString, language);
    QFETCH(QString, path);
    const QString resource = QStringLiteral(":/i18n/%1_%2.qm").arg(domain, language);
    QVERIFY2(QFile::exists(resource), qPrintable(resource));
    QTranslator translator;
    QVERIFY(translator.load(resource));
    QVERIFY(!translator.isEmpty());
    QCOMPARE(translator.language(), language);
    // Every message of the .ts file is in it, translated.
    const TsFile ts = readTs(path);
    int checked = 0;
    for (const TsMessage &m : ts.messages) {
        const QByteArray context = m.context.toUtf8();
        const QByteArray source = m.source.toUtf8();
        const QByteArray comment = m.comment.toUtf8();
        const QString text =
            translator.translate(context.constData(), source.constData(),
                                 m.comment.isEmpty() ? nullptr : comment.constData(), m.numerus ? 5 : -1);
        QVERIFY2(!text.isEmpty(), qPrintable(QStringLiteral("not in the .qm: %1").arg(m.key())));
        ++checked;
    }
    QCOMPARE(checked, ts.messages.size());
    // The menu title the switching test looks for is a real translation.
    if (domain == kProgram)
        QVERIFY(translator.translate("hoyito::app::MainMenus", "&Game") != QLatin1String("&Game"));
}

void TstI18n::qtOwnTextsTranslated()
{
    // Qt's own buttons and file dialogs: qtbase_<lang>.qm from the system,
    // where Qt has one (Debian: qt6-translations-l10n, in scripts/lib.sh),
    // else ours, embedded.
    const QString qtDir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    QVERIFY2(QFile::exists(qtDir + QStringLiteral("/qtbase_es.qm")),
             qPrintable(qtDir + QStringLiteral(": no qtbase_es.qm (install qt6-translations-l10n)")));
    for (const QString &code : Language::available()) {
        QCOMPARE(Language::apply(code), code);
        if (code == QLatin1String("en")) {
            QCOMPARE(Language::qtTranslationFile(), QString());
            continue;
        }
        const QString system = qtDir + QStringLiteral("/qtbase_%1.qm").arg(code);
        const QString expected = QFile::exists(system) ? system : QStringLiteral(":/i18n/qtbase_%1.qm").arg(code);
        QVERIFY2(
            QFile::exists(expected),
            qPrintable(code + QStringLiteral(": Qt has no qtbase_%1.qm; add translations/qtbase_%1.ts").arg(code)));
        QCOMPARE(QFileInfo(Language::qtTranslationFile()).absoluteFilePath(), QFileInfo(expected).absoluteFilePath());
        QDialogButtonBox buttons(QDialogButtonBox::Cancel);
        const QString cancel = buttons.button(QDialogButtonBox::Cancel)->text();
        QVERIFY2(QString(cancel).remove(QLatin1Char('&')) != QLatin1String("Cancel"),
                 qPrintable(code + QStringLiteral(": ") + cancel));
    }
    Language::apply(QStringLiteral("es"));
    QDialogButtonBox buttons(QDialogButtonBox::Cancel);
    QCOMPARE(buttons.button(QDialogButtonBox::Cancel)->text().remove(QLatin1Char('&')), QStringLiteral("Cancelar"));
}

void TstI18n::qtTextsAreQtsOwn_data()
{
    addTsRows({kQt});
}

void TstI18n::qtTextsAreQtsOwn()
{
    // A context or source text that is not Qt's, to the letter, is never
    // asked for. Qt's German translation has every text of Qt 6.4: each of
    // ours must be one of them.
    QFETCH(QString, language);
    QFETCH(QString, path);
    QVERIFY2(Language::isAvailable(language), qPrintable(language + QStringLiteral(": the program does not speak it")));
    const QString qtDir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    QVERIFY2(!QFile::exists(qtDir + QStringLiteral("/qtbase_%1.qm").arg(language)),
             qPrintable(QStringLiteral("Qt has its own qtbase_%1.qm now: remove %2").arg(language, path)));
    QTranslator german;
    QVERIFY2(german.load(QStringLiteral("qtbase_de"), qtDir), "no qtbase_de.qm (install qt6-translations-l10n)");
    const TsFile ts = readTs(path);
    QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
    QStringList unknown;
    for (const TsMessage &m : ts.messages) {
        const QByteArray context = m.context.toUtf8();
        const QByteArray source = m.source.toUtf8();
        const QByteArray comment = m.comment.toUtf8();
        if (german.translate(context.constData(), source.constData(), comment.isEmpty() ? nullptr : comment.constData())
                .isEmpty())
            unknown << QStringLiteral("%1 \"%2\"").arg(m.context, m.source);
    }
    QVERIFY2(unknown.isEmpty(), qPrintable(QStringLiteral("not Qt's: ") + unknown.join(QStringLiteral("; "))));
}

void TstI18n::qtDialogsSpeakTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QChar::Script>("script");
    QTest::addColumn<QString>("cancel");
    QTest::newRow("Greek") << QStringLiteral("el") << QChar::Script_Greek << QStringLiteral("Ακύρωση");
    QTest::newRow("Gujarati") << QStringLiteral("gu") << QChar::Script_Gujarati << QStringLiteral("રદ કરો");
}

void TstI18n::qtDialogsSpeakTheLanguage()
{
    // What a player meets of Qt: the standard buttons, the question before
    // a game is lost, Qt's own file dialog (where there is no native one),
    // the context menu of a text field, the keys in the replay tooltips.
    QFETCH(QString, language);
    QFETCH(QChar::Script, script);
    QFETCH(QString, cancel);
    QCOMPARE(Language::apply(language), language);
    QStringList english;
    const auto check = [&](const QString &what, const QString &text) {
        if (!hasScript(text, script))
            english << QStringLiteral("%1 \"%2\"").arg(what, text);
    };

    QDialogButtonBox buttons(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::Close |
                             QDialogButtonBox::Yes | QDialogButtonBox::No);
    for (QAbstractButton *button : buttons.buttons())
        check(QStringLiteral("button"), button->text());
    QCOMPARE(buttons.button(QDialogButtonBox::Cancel)->text(), cancel);

    // As GameFiles asks before a game is lost.
    QMessageBox box(QMessageBox::Question, QStringLiteral("t"), QStringLiteral("x"),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    box.setDetailedText(QStringLiteral("details"));
    for (QAbstractButton *button : box.buttons())
        check(QStringLiteral("message box button"), button->text());

    QFileDialog dialog(nullptr, QStringLiteral("t"), m_dir.path());
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    for (const char *name : {"lookInLabel", "fileNameLabel", "fileTypeLabel"}) {
        auto *label = dialog.findChild<QLabel *>(QLatin1String(name));
        QVERIFY2(label, name);
        check(QLatin1String(name), label->text());
    }
    auto *dialogButtons = dialog.findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"));
    QVERIFY(dialogButtons);
    for (QAbstractButton *button : dialogButtons->buttons())
        check(QStringLiteral("file dialog button"), button->text());
    auto *details = dialog.findChild<QTreeView *>(QStringLiteral("treeView"));
    QVERIFY(details);
    for (int column = 0; column < details->model()->columnCount(details->rootIndex()); ++column)
        check(QStringLiteral("file dialog column"), details->model()->headerData(column, Qt::Horizontal).toString());

    QLineEdit field;
    std::unique_ptr<QMenu> menu(field.createStandardContextMenu());
    for (QAction *action : menu->actions())
        if (!action->isSeparator())
            check(QStringLiteral("text field menu"), action->text());

    for (Qt::Key key : {Qt::Key_Left, Qt::Key_Right, Qt::Key_Space})
        check(QStringLiteral("key"), QKeySequence(key).toString(QKeySequence::NativeText));

    QVERIFY2(english.isEmpty(),
             qPrintable(language + QStringLiteral(", not translated: ") + english.join(QStringLiteral("; "))));
}

void TstI18n::systemLanguageMatch_data()
{
    QTest::addColumn<QStringList>("uiLanguages");
    QTest::addColumn<QString>("expected");
    QTest::newRow("Dominican Spanish") << QStringList{QStringLiteral("es-DO"), QStringLiteral("es")}
                                       << QStringLiteral("es");
    QTest::newRow("underscore form") << QStringList{QStringLiteral("es_DO")} << QStringLiteral("es");
    QTest::newRow("French, then Spanish")
        << QStringList{QStringLiteral("fr-FR"), QStringLiteral("es-ES")} << QStringLiteral("es");
    QTest::newRow("English first") << QStringList{QStringLiteral("en-US"), QStringLiteral("es-DO")}
                                   << QStringLiteral("en");
    QTest::newRow("unknown only") << QStringList{QStringLiteral("fr-FR"), QStringLiteral("ja")} << QStringLiteral("en");
    QTest::newRow("none") << QStringList{} << QStringLiteral("en");
    QTest::newRow("C locale") << QStringList{QStringLiteral("C")} << QStringLiteral("en");
}

void TstI18n::systemLanguageMatch()
{
    QFETCH(QStringList, uiLanguages);
    QFETCH(QString, expected);
    QCOMPARE(Language::match(uiLanguages), expected);
}

void TstI18n::settingsKeepALanguageCode()
{
    const QString path = m_dir.filePath(QStringLiteral("language.ini"));
    {
        Settings settings(path);
        QCOMPARE(settings.language(), QString()); // the system's by default
        settings.setLanguage(QStringLiteral("es"));
        QCOMPARE(settings.language(), QStringLiteral("es"));
        settings.setLanguage(QString());
        QCOMPARE(settings.language(), QString());
        settings.sync();
    }
    for (const char *bad : {"../../etc/passwd", "Español", "e", "es-DO-x", "ES"}) {
        {
            QSettings raw(path, QSettings::IniFormat);
            raw.setValue(QLatin1String(Settings::kLanguage), QString::fromUtf8(bad));
        }
        Settings settings(path);
        QVERIFY2(settings.language().isEmpty(), bad);
    }
    // A code the program does not speak (any more) means the system default.
    QCOMPARE(Language::apply(QStringLiteral("xx")), Language::systemLanguage());
}

void TstI18n::commandLineLanguage()
{
    const auto parse = [](QStringList args) {
        args.prepend(QStringLiteral("hoyito"));
        return parseCommandLine(args);
    };
    const auto ok = parse({QStringLiteral("--language"), QStringLiteral("es")});
    QVERIFY(std::holds_alternative<CommandLine>(ok));
    QCOMPARE(std::get<CommandLine>(ok).language, QStringLiteral("es"));
    const auto shot = parse({QStringLiteral("--screenshot"), QStringLiteral("x.png"), QStringLiteral("--language"),
                             QStringLiteral("system")});
    QVERIFY(std::holds_alternative<CommandLine>(shot));
    QCOMPARE(std::get<CommandLine>(shot).language, QStringLiteral("system"));
    for (const QStringList &bad :
         {QStringList{QStringLiteral("--language"), QStringLiteral("xx")}, QStringList{QStringLiteral("--language")},
          QStringList{QStringLiteral("--language"), QStringLiteral("Español")}}) {
        const auto result = parse(bad);
        QVERIFY2(std::holds_alternative<QString>(result), qPrintable(bad.join(QLatin1Char(' '))));
        QVERIFY(std::get<QString>(result).contains(QLatin1String("--language")));
    }
}

void TstI18n::switchingChangesMenusAndBack()
{
    m_settings = instantSettings(m_dir.filePath(QStringLiteral("switch%1.ini").arg(++m_settingsFiles)));
    m_window = createWindow(*m_settings);
    m_window->resize(1000, 680);
    QVERIFY(showWindow(*m_window, Focus::Exposed));

    QStringList englishTexts;
    QStringList englishNames;
    walkMenu(m_window->menuBar()->actions(), &englishTexts, &englishNames);
    QCOMPARE(m_window->menuBar()->actions().first()->text(), QStringLiteral("&Game"));
    const QString englishStatus = m_window->statusText();
    QCOMPARE(englishStatus, QStringLiteral("South to move"));
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("panelDock"));
    QVERIFY(dock);
    QCOMPARE(dock->windowTitle(), QStringLiteral("Game"));

    for (const QString &code : Language::available()) {
        QCOMPARE(Language::apply(code), code);
        deliverLanguageChange();
        const QString game = QCoreApplication::translate("hoyito::app::MainMenus", "&Game");
        if (code != QLatin1String("en"))
            QVERIFY2(game != QLatin1String("&Game"), qPrintable(code));
        QCOMPARE(m_window->menuBar()->actions().first()->text(), game);
        // Every menu and action is there again, in the same order, and every
        // text follows the language.
        QStringList texts;
        QStringList names;
        walkMenu(m_window->menuBar()->actions(), &texts, &names);
        QCOMPARE(names, englishNames);
        if (code != QLatin1String("en")) {
            QStringList same;
            for (int i = 0; i < texts.size(); ++i)
                if (texts[i] == englishTexts[i])
                    same.append(texts[i]);
            // The language names stay as they are, and a word or two may be
            // the same in both languages ("&Normal").
            QVERIFY2(same.size() <= Language::available().size() + 3,
                     qPrintable(QStringLiteral("%1: %2 of %3 menu texts are English: %4")
                                    .arg(code)
                                    .arg(same.size())
                                    .arg(texts.size())
                                    .arg(same.join(QStringLiteral(", ")))));
        }
        // The status line, the panel and the dock speak it too.
        const QString south = RulesText::sideName(Player::South);
        QCOMPARE(m_window->statusText(), QCoreApplication::translate("GameText", "%1 to move").arg(south));
        QCOMPARE(dock->windowTitle(), QCoreApplication::translate("hoyito::app::MainWindow", "Game"));
        bool cardShowsSouth = false;
        for (QLabel *label : m_window->findChildren<QLabel *>())
            cardShowsSouth = cardShowsSouth || label->text() == south;
        QVERIFY2(cardShowsSouth, qPrintable(code + QStringLiteral(": no label says ") + south));
        // The menus still work.
        auto *flip = m_window->findChild<QAction *>(QStringLiteral("actionFlipBoard"));
        QVERIFY(flip);
        QCOMPARE(flip->isChecked(), m_settings->flipBoard());
    }

    Language::apply(QStringLiteral("es"));
    deliverLanguageChange();
    QCOMPARE(m_window->menuBar()->actions().first()->text(), QStringLiteral("&Juego"));
    QCOMPARE(m_window->statusText(), QStringLiteral("Turno de Sur"));

    // And back.
    Language::apply(QStringLiteral("en"));
    deliverLanguageChange();
    QStringList texts;
    QStringList names;
    walkMenu(m_window->menuBar()->actions(), &texts, &names);
    QCOMPARE(texts, englishTexts);
    QCOMPARE(m_window->statusText(), englishStatus);
    QCOMPARE(dock->windowTitle(), QStringLiteral("Game"));
}

void TstI18n::languageMenuSwitchesAndRemembers()
{
    m_settings = std::make_unique<Settings>(m_dir.filePath(QStringLiteral("menu%1.ini").arg(++m_settingsFiles)));
    m_window = std::make_unique<MainWindow>(*m_settings);
    QVERIFY(showWindow(*m_window, Focus::Exposed));
    const auto action = [this](const QString &code) {
        return m_window->findChild<QAction *>(QStringLiteral("language_") + code);
    };
    // System default first, then every language in its own name.
    auto *menu = m_window->findChild<QMenu *>(QStringLiteral("menuLanguage"));
    QVERIFY(menu);
    QCOMPARE(menu->actions().first(), action(QStringLiteral("system")));
    QVERIFY(action(QStringLiteral("system"))->isChecked());
    QVERIFY(action(QStringLiteral("es")));
    QCOMPARE(action(QStringLiteral("es"))->text(), QStringLiteral("Español"));
    if (action(QStringLiteral("el")))
        QCOMPARE(action(QStringLiteral("el"))->text(), QStringLiteral("Ελληνικά"));
    if (action(QStringLiteral("gu")))
        QCOMPARE(action(QStringLiteral("gu"))->text(), QStringLiteral("ગુજરાતી"));

    action(QStringLiteral("es"))->trigger();
    deliverLanguageChange();
    QCOMPARE(m_settings->language(), QStringLiteral("es"));
    QCOMPARE(Language::current(), QStringLiteral("es"));
    QCOMPARE(m_window->menuBar()->actions().first()->text(), QStringLiteral("&Juego"));
    // The rebuilt menu shows the choice.
    QVERIFY(action(QStringLiteral("es"))->isChecked());
    QVERIFY(!action(QStringLiteral("system"))->isChecked());
    QVERIFY(action(QStringLiteral("system"))->text().startsWith(QStringLiteral("Idioma del &sistema")));

    action(QStringLiteral("en"))->trigger();
    deliverLanguageChange();
    QCOMPARE(m_settings->language(), QStringLiteral("en"));
    QCOMPARE(m_window->menuBar()->actions().first()->text(), QStringLiteral("&Game"));

    action(QStringLiteral("system"))->trigger();
    deliverLanguageChange();
    QCOMPARE(m_settings->language(), QString());
    QCOMPARE(Language::current(), Language::systemLanguage());
    QVERIFY(action(QStringLiteral("system"))->isChecked());
}

void TstI18n::rulesTextInEveryLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("variant");
    for (const QString &code : Language::available())
        for (const char *variant : {"I", "II", "III"})
            QTest::newRow(qPrintable(code + QLatin1Char(' ') + QLatin1String(variant)))
                << code << QString::fromLatin1(variant);
}

void TstI18n::rulesTextInEveryLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, variant);
    const QString english = readResource(QStringLiteral(":/rules/en/hoyito-%1.html").arg(variant));
    QVERIFY(!english.isEmpty());
    const QString path = QStringLiteral(":/rules/%1/hoyito-%2.html").arg(language, variant);
    const QString html = readResource(path);
    QVERIFY2(!html.isEmpty(),
             qPrintable(QStringLiteral("missing: resources/rules/%1/hoyito-%2.html").arg(language, variant)));
    // The same diagrams and the same structure as the English page.
    QCOMPARE(diagrams(html), diagrams(english));
    QCOMPARE(tags(html, true), tags(english, true));
    // The keys in their boxes, as in English.
    QCOMPARE(html.count(QLatin1String("class=\"key\"")), english.count(QLatin1String("class=\"key\"")));
    QVERIFY(html.contains(QStringLiteral("<h2>Hoyito %1</h2>").arg(variant)));
    if (language != QLatin1String("en")) {
        QTextDocument translated;
        translated.setHtml(html);
        QTextDocument original;
        original.setHtml(english);
        QVERIFY2(translated.toPlainText() != original.toPlainText(), "not translated");
    }
}

void TstI18n::rulesWindowFollowsTheLanguage()
{
    RulesWindow window;
    window.showVariant(Variant::III);
    window.show();
    const QString englishText = window.browser()->toPlainText();
    const QString englishTitle = window.windowTitle();
    const int englishDiagrams = window.browser()->diagramsDrawn();
    QVERIFY(englishDiagrams > 0);
    QVERIFY(englishText.contains(QLatin1String("Capturing")));
    for (const QString &code : Language::available()) {
        if (code == QLatin1String("en"))
            continue;
        Language::apply(code);
        deliverLanguageChange();
        QCOMPARE(RulesWindow::rulesResource(Variant::III), QStringLiteral(":/rules/%1/hoyito-III.html").arg(code));
        QCOMPARE(window.variant(), Variant::III);
        const QString text = window.browser()->toPlainText();
        QVERIFY2(!text.trimmed().isEmpty(), qPrintable(code));
        QVERIFY2(text != englishText, qPrintable(code));
        QVERIFY2(window.windowTitle() != englishTitle, qPrintable(code));
        auto *variants = window.findChild<QComboBox *>(QStringLiteral("rulesVariant"));
        QVERIFY(variants);
        QCOMPARE(variants->currentText(), RulesText::variantName(Variant::III));
    }
    Language::apply(QStringLiteral("es"));
    deliverLanguageChange();
    QVERIFY(window.browser()->toPlainText().contains(QStringLiteral("La captura")));
    QCOMPARE(window.windowTitle(), QStringLiteral("Reglas de Hoyito"));
    Language::apply(QStringLiteral("en"));
    deliverLanguageChange();
    QCOMPARE(window.browser()->toPlainText(), englishText);
    QCOMPARE(window.windowTitle(), englishTitle);
}

void TstI18n::acceleratorsDoNotClash()
{
    // Every menu, the window with its menu bar and the panels of its docks,
    // and every dialog, in every language: a finished Hoyito III match is
    // open, so the match's scoreboard, summary, result and replay are there
    // to be read. With HOYITO_I18N_SHOTS set, pictures of them all go to
    // that folder.
    QStringList found;
    for (const QString &code : Language::available()) {
        QCOMPARE(Language::apply(code), code);
        deliverLanguageChange();
        m_settings = instantSettings(m_dir.filePath(QStringLiteral("keys%1.ini").arg(++m_settingsFiles)));
        m_window = createWindow(*m_settings);
        QVERIFY(m_window->files()->openFile(QStringLiteral(HOYITO_TEST_DATA "/match_iii_finished.hoyito")));
        QVERIFY(showWindow(*m_window, Focus::Exposed));
        MatchController *match = m_window->match();
        QVERIFY(match->match() && !match->match()->rounds().empty());

        int menus = 0;
        for (QAction *action : m_window->menuBar()->actions())
            found += menuClashes(action->menu(), code, action->text(), QStringLiteral("menu%1").arg(++menus));
        // The panels of the docks answer Alt together with the menu bar and
        // the rest of the window, the review panel before a review and after
        // one (Review Again).
        const auto windowAccelerators = [&] {
            Accelerators window = widgetAccelerators(m_window.get());
            for (QAction *action : m_window->menuBar()->actions())
                addAccelerator(&window, action->text());
            return window;
        };
        for (const bool reviewed : {false, true}) {
            m_window->reviewPanel()->showIdle(reviewed);
            savePicture(m_window->reviewPanel(), code,
                        reviewed ? QStringLiteral("reviewPanel-reviewed") : QStringLiteral("reviewPanel"));
            const Accelerators window = windowAccelerators();
            found += clashes(code + QStringLiteral(": the main window"), window);
            for (QWidget *panel :
                 {static_cast<QWidget *>(m_window->analysisPanel()), static_cast<QWidget *>(m_window->reviewPanel())}) {
                const Accelerators own = widgetAccelerators(panel);
                QVERIFY2(!own.isEmpty(), qPrintable(panel->objectName()));
                for (auto it = own.begin(); it != own.end(); ++it)
                    for (const QString &text : it.value())
                        QVERIFY2(window.value(it.key()).contains(text),
                                 qPrintable(QStringLiteral("%1: \u201c%2\u201d of %3 is not read with the window")
                                                .arg(code, text, panel->objectName())));
            }
        }
        m_window->reviewPanel()->showIdle(false);
        savePicture(m_window->analysisPanel(), code, QStringLiteral("analysisPanel"));
        savePicture(m_window.get(), code, QStringLiteral("window"));

        const auto check = [&](QDialog *dialog) {
            savePicture(dialog, code,
                        dialog->objectName().isEmpty() ? QString::fromLatin1(dialog->metaObject()->className())
                                                       : dialog->objectName());
            found += clashes(code + QStringLiteral(": ") + QLatin1String(dialog->metaObject()->className()) +
                                 QStringLiteral(" \u201c") + dialog->windowTitle() + QStringLiteral("\u201d"),
                             widgetAccelerators(dialog));
        };
        GameSetup setup = m_window->controller()->setup();
        // A match to two wins: every option is there, the wins with their suffix.
        MatchOptions firstTo;
        firstTo.length = MatchLength::FirstToWins;
        firstTo.lengthCount = 2;
        setup.match = firstTo;
        NewGameDialog newGame(setup, {PlayerKind::Human, PlayerKind::Computer});
        check(&newGame);
        RulesWindow rules;
        check(&rules);
        ResultDialog result(m_window->controller()->setup(), outcomeOf(m_window->controller()->game(), nullptr));
        check(&result);
        RoundSummaryDialog summary(*match, match->match()->rounds().front());
        check(&summary);
        MatchResultDialog matchResult(*match);
        check(&matchResult);
        RoundReplayDialog replay(*match, 1, AnimationSpeed::Instant);
        check(&replay);
        SetupDialog setUp(m_window->controller()->shownPosition(), m_window->controller()->setup(),
                          {PlayerKind::Human, PlayerKind::Computer});
        check(&setUp);
        TablesDialog tables(m_window->tableLibrary());
        check(&tables);
        m_window->findChild<QAction *>(QStringLiteral("actionAbout"))->trigger();
        QPointer<QMessageBox> about = m_window->findChild<QMessageBox *>(QStringLiteral("aboutBox"));
        QVERIFY(about);
        check(about);
        about->close();
        // The questions of GameFiles (before a game is lost) and of the
        // replay bar (before turns are dropped), with their buttons.
        QMessageBox unsaved(QMessageBox::Question, QStringLiteral("t"), QStringLiteral("x"),
                            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
        unsaved.setObjectName(QStringLiteral("unsavedQuestion"));
        check(&unsaved);
        QMessageBox playOn(QMessageBox::Question, QStringLiteral("t"), QStringLiteral("x"), QMessageBox::Cancel);
        playOn.addButton(QCoreApplication::translate("hoyito::app::ReplayBar", "&Play On"), QMessageBox::AcceptRole);
        playOn.setObjectName(QStringLiteral("playOnQuestion"));
        check(&playOn);
        m_window.reset();
    }
    // One line each: a long failure message would be cut. A clash of the
    // window in both states of the review panel is listed once.
    found.removeDuplicates();
    for (const QString &clash : std::as_const(found))
        qWarning().noquote() << "accelerator clash:" << clash;
    QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("%1 accelerator clash(es), listed above").arg(found.size())));
}

void TstI18n::countsAgreeWithTheNumber_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("suffix");   // after the New Game dialog's "First to [n]"
    QTest::addColumn<QString>("settings"); // the match settings line, for a match of n rounds
    QTest::addColumn<QString>("score");    // the score line after n rounds
    const auto row = [](const char *name, const char *language, int count, const char *suffix, const char *settings,
                        const char *score) {
        QTest::newRow(name) << QString::fromLatin1(language) << count << QString::fromUtf8(suffix)
                            << QString::fromUtf8(settings) << QString::fromUtf8(score);
    };
    row("en 1", "en", 1, " win", "1 round", "after 1 round");
    row("en 3", "en", 3, " wins", "3 rounds", "after 3 rounds");
    row("es 1", "es", 1, " victoria", "1 ronda", "tras 1 ronda");
    row("de 2", "de", 2, " Siege", "2 Runden", "nach 2 Runden");
    row("el 1", "el", 1, " νίκη", "1 γύρος", "μετά από 1 γύρο");
    row("el 3", "el", 3, " νίκες", "3 γύροι", "μετά από 3 γύρους");
    // Russian: one, few and many, and 21 is "one" again.
    row("ru 1", "ru", 1, " победы", "1 раунд", "после 1 раунда");
    row("ru 3", "ru", 3, " побед", "3 раунда", "после 3 раундов");
    row("ru 5", "ru", 5, " побед", "5 раундов", "после 5 раундов");
    row("ru 21", "ru", 21, " победы", "21 раунд", "после 21 раунда");
}

void TstI18n::countsAgreeWithTheNumber()
{
    QFETCH(QString, language);
    QFETCH(int, count);
    QFETCH(QString, suffix);
    QFETCH(QString, settings);
    QFETCH(QString, score);
    QCOMPARE(Language::apply(language), language);
    // The suffix follows the number as it changes.
    NewGameDialog dialog(GameSetup{}, {PlayerKind::Human});
    auto *wins = dialog.findChild<QSpinBox *>(QStringLiteral("winCount"));
    QVERIFY(wins);
    wins->setValue(count == 1 ? 2 : 1);
    wins->setValue(count);
    QCOMPARE(wins->suffix(), suffix);

    MatchSettings match;
    match.lengthCount = count;
    QVERIFY2(RecordText::matchSettings(match).startsWith(settings + QLatin1Char(',')),
             qPrintable(RecordText::matchSettings(match)));
    Match played(match);
    for (int round = 0; round < count && !played.isOver(); ++round) {
        Game game(played.roundStart());
        while (!game.isOver())
            game.play(legalMoves(game.position()).front());
        played.finishRound(game);
    }
    QCOMPARE(int(played.rounds().size()), count);
    QVERIFY2(RecordText::matchScore(played).contains(score), qPrintable(RecordText::matchScore(played)));
}

void TstI18n::sentencesStartWithACapital_data()
{
    addTsRows({kProgram});
}

// Where the English text starts with a capital, so does every translation of
// it (scripts without capitals, Gujarati's, pass as they are): a tooltip that
// began "el hoyo c de Ana: …" was a mid-sentence form put at the start. A
// text that starts with a placeholder or a number is left to what fills it;
// one that starts with a side's name, South or North, may be a fragment that
// only English capitalises.
void TstI18n::sentencesStartWithACapital()
{
    QFETCH(QString, path);
    const TsFile ts = readTs(path);
    QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
    // The first letter, past quotes, opening marks and the accelerator's &;
    // none when a placeholder or a digit comes first.
    const auto firstLetter = [](const QString &text) {
        for (const QChar c : text) {
            if (c.isLetter())
                return c;
            if (c == QLatin1Char('%') || c.isDigit())
                break;
        }
        return QChar();
    };
    QStringList problems;
    for (const TsMessage &m : ts.messages) {
        if (!firstLetter(m.source).isUpper() || m.source.startsWith(QLatin1String("South")) ||
            m.source.startsWith(QLatin1String("North")))
            continue;
        for (const QString &t : m.translations)
            if (firstLetter(t).isLower())
                problems << QStringLiteral("%1 \"%2\": %3").arg(m.context, m.source.left(60), t.left(60));
    }
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("%1 translation(s) in %2 start in lower case where the English does not:\n  %3")
                            .arg(problems.size())
                            .arg(QFileInfo(path).fileName(), problems.mid(0, 30).join(QStringLiteral("\n  ")))));
}

void TstI18n::settledTermsAreKept_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("avoided");      // a regular expression
    QTest::addColumn<QString>("instead");      // the settled term, for the message
    QTest::addColumn<QString>("exceptSource"); // the English text whose translation may use it
    const auto row = [](const char *name, const char *language, const char *avoided, const char *instead,
                        const char *exceptSource) {
        QTest::newRow(name) << QString::fromLatin1(language) << QString::fromUtf8(avoided) << QString::fromUtf8(instead)
                            << QString::fromUtf8(exceptSource);
    };
    // Dominicans say mouse, and so do the rules; ratón is Spain's word.
    row("es mouse", "es", "ratón", "mouse", "");
    row("es status bar", "es", "línea de estado", "barra de estado", "");
    row("de status bar", "de", "Statuszeile", "Statusleiste", "");
    // The replay mode is a Προβολή everywhere; Αναπαραγωγή is only its Play button.
    row("el replay", "el", "[Αα]ναπαραγωγ", "Προβολή", "Play");
    // In Gujarati આગલું is the one before: the next round is પછીનો.
    row("gu next", "gu", "આગલ", "પછીનું", "");
    row("gu status bar", "gu", "સ્ટેટસ લાઇન", "સ્ટેટસ બાર", "");
}

// A term the reviews settled is kept in every message and on the rules pages.
void TstI18n::settledTermsAreKept()
{
    QFETCH(QString, language);
    QFETCH(QString, avoided);
    QFETCH(QString, instead);
    QFETCH(QString, exceptSource);
    const QRegularExpression re(avoided);
    QVERIFY2(re.isValid(), qPrintable(re.errorString()));
    const QString path = tsFiles().value(language);
    QVERIFY2(!path.isEmpty(), qPrintable(QStringLiteral("no translations/hoyito_%1.ts").arg(language)));
    const TsFile ts = readTs(path);
    QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
    QStringList found;
    for (const TsMessage &m : ts.messages) {
        if (m.source == exceptSource)
            continue;
        for (const QString &t : m.translations)
            if (t.contains(re))
                found << QStringLiteral("%1 \"%2\": %3").arg(m.context, m.source.left(60), t.left(80));
    }
    for (const char *variant : {"I", "II", "III"}) {
        const QString page = QStringLiteral(":/rules/%1/hoyito-%2.html").arg(language, QString::fromLatin1(variant));
        const QString html = readResource(page);
        QVERIFY2(!html.isEmpty(), qPrintable(page));
        if (html.contains(re))
            found << page;
    }
    QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("\"%1\" where the settled term is \"%2\":\n  %3")
                                             .arg(avoided, instead, found.join(QStringLiteral("\n  ")))));
}

QTEST_MAIN(TstI18n)
#include "tst_i18n.moc"
