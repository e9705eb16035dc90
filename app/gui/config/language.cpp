#include "config/language.h"
#include "logging/categories.h"

#include <QDir>
#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QMap>
#include <QPointer>
#include <QTranslator>

namespace hoyito::app {

namespace {

// The menu order; any other embedded translation follows, by code.
const char *const kPreferredOrder[] = {"es", "de", "el", "ru", "gu"};

struct State {
    QString current = QString::fromLatin1(Language::kEnglish);
    QPointer<QTranslator> program;
    QPointer<QTranslator> qt;
};

State &state()
{
    static State s;
    return s;
}

QString translationResource(const QString &code)
{
    return QStringLiteral(":/i18n/hoyito_%1.qm").arg(code);
}

// Qt's own texts: the system's qtbase_<code>.qm (Debian: qt6-translations-l10n),
// else the one embedded for a language Qt does not translate
// (translations/qtbase_<code>.ts: Greek, Gujarati). The system's comes first:
// it has every text of Qt, ours only those the program shows.
bool loadQtTranslation(QTranslator *translator, const QString &code)
{
    const QStringList folders{QLibraryInfo::path(QLibraryInfo::TranslationsPath), QStringLiteral(":/i18n")};
    for (const QString &folder : folders)
        if (translator->load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"), folder))
            return true;
    return false;
}

void remove(QPointer<QTranslator> &translator)
{
    if (!translator)
        return;
    QCoreApplication::removeTranslator(translator);
    delete translator;
}

} // namespace

QStringList Language::available()
{
    QStringList codes;
    for (const char *code : kPreferredOrder)
        if (QFile::exists(translationResource(QString::fromLatin1(code))))
            codes.append(QString::fromLatin1(code));
    // A translation added later shows up without a change here.
    QStringList others;
    const QStringList files = QDir(QStringLiteral(":/i18n")).entryList({QStringLiteral("hoyito_*.qm")}, QDir::Files);
    for (const QString &file : files) {
        const QString code = file.mid(7, file.size() - 7 - 3);
        if (!codes.contains(code))
            others.append(code);
    }
    others.sort();
    codes += others;
    codes.append(QString::fromLatin1(kEnglish));
    return codes;
}

bool Language::isAvailable(const QString &code)
{
    return !code.isEmpty() && available().contains(code);
}

QString Language::nativeName(const QString &code)
{
    // As each language names itself in a menu of languages (CLDR's names
    // go with a country: "español de España").
    static const QMap<QString, QString> names{
        {QStringLiteral("en"), QStringLiteral("English")}, {QStringLiteral("es"), QStringLiteral("Español")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")}, {QStringLiteral("el"), QStringLiteral("Ελληνικά")},
        {QStringLiteral("ru"), QStringLiteral("Русский")}, {QStringLiteral("gu"), QStringLiteral("ગુજરાતી")},
    };
    if (names.contains(code))
        return names.value(code);
    const QLocale locale(code);
    QString name = locale.language() == QLocale::C ? QString() : QLocale::languageToString(locale.language());
    const QString native = locale.nativeLanguageName();
    if (!native.isEmpty() && locale.language() != QLocale::C)
        name = native;
    if (name.isEmpty())
        return code;
    name[0] = name[0].toUpper();
    return name;
}

QString Language::match(const QStringList &uiLanguages)
{
    const QStringList codes = available();
    for (const QString &ui : uiLanguages) {
        // "es-DO", "es_DO", "es": the language part.
        const QString code = ui.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
        if (codes.contains(code))
            return code;
    }
    return QString::fromLatin1(kEnglish);
}

QString Language::systemLanguage()
{
    return match(QLocale::system().uiLanguages());
}

QString Language::apply(const QString &choice)
{
    State &s = state();
    const bool system = !isAvailable(choice);
    const QString code = system ? systemLanguage() : choice;
    // The default locale: the system's if it speaks the language (es_DO,
    // not es_ES, for a Dominican system), else the language's own.
    const QLocale locale =
        system && QLocale::system().language() == QLocale(code).language() ? QLocale::system() : QLocale(code);
    QLocale::setDefault(locale);
    if (code == s.current && (s.program || code == QLatin1String(kEnglish)))
        return code;

    remove(s.program);
    remove(s.qt);
    s.current = code;
    if (code == QLatin1String(kEnglish)) {
        qCInfo(lcLanguage) << "language: English";
        return code;
    }
    // Qt's first: translators installed later are asked first, and the
    // program's own texts never collide with Qt's contexts anyway.
    auto *qt = new QTranslator(QCoreApplication::instance());
    if (loadQtTranslation(qt, code)) {
        QCoreApplication::installTranslator(qt);
        s.qt = qt;
    } else {
        delete qt;
    }
    auto *program = new QTranslator(QCoreApplication::instance());
    if (program->load(translationResource(code))) {
        QCoreApplication::installTranslator(program);
        s.program = program;
    } else {
        qCWarning(lcLanguage) << "cannot load the translation" << translationResource(code);
        delete program;
    }
    qCInfo(lcLanguage) << "language:" << code << "Qt's own texts from" << qtTranslationFile();
    return code;
}

QString Language::current()
{
    return state().current;
}

QString Language::qtTranslationFile()
{
    const State &s = state();
    return s.qt ? s.qt->filePath() : QString();
}

} // namespace hoyito::app
