#pragma once

// The language the program speaks. Its own translations are embedded as
// ":/i18n/hoyito_<code>.qm" (translations/hoyito_<code>.ts, built by
// app/gui/CMakeLists.txt); Qt's own dialogs and buttons use Qt's qtbase_<code>.qm
// from the system (Debian: qt6-translations-l10n), or, for a language Qt does
// not translate (Greek, Gujarati), the one embedded as ":/i18n/qtbase_<code>.qm"
// (translations/qtbase_<code>.ts: the texts of Qt the program shows).
//
// The choice is a language code ("es", "de", ...) or empty for the system
// default: the first of the system's UI languages that the program speaks,
// English otherwise. apply() installs the translators at once; Qt then sends
// every widget a QEvent::LanguageChange, on which the windows set their
// texts again (MainWindow::retranslateUi, RulesWindow). It also makes the
// language the default QLocale, so the rules text (RulesWindow) follows.

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace hoyito::app {

class Language {
    Q_DECLARE_TR_FUNCTIONS(Language)

public:
    static constexpr const char *kEnglish = "en";

    // English and every language with an embedded translation, in the order
    // of the Language menu (Spanish first: the players are Dominican).
    static QStringList available();
    static bool isAvailable(const QString &code);
    // The language's name in itself: "Español", "Ελληνικά", "ગુજરાતી".
    static QString nativeName(const QString &code);

    // The first of `uiLanguages` (BCP 47 names such as "es-DO", as
    // QLocale::uiLanguages() gives them) that the program speaks; English
    // if none.
    static QString match(const QStringList &uiLanguages);
    // match() of the system locale.
    static QString systemLanguage();

    // Switches to `choice` (a code, or empty for the system default; a code
    // the program does not speak counts as the system default) and returns
    // the code now in effect. Nothing happens if it is already in effect.
    static QString apply(const QString &choice);
    // The code in effect ("en" until apply() is called).
    static QString current();
    // The qtbase_<code>.qm that translates Qt's own texts for the language in
    // effect: the system's or the embedded one; empty for English, or if
    // there is neither.
    static QString qtTranslationFile();
};

} // namespace hoyito::app
