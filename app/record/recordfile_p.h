#pragma once

// What the pieces of recordfile.h share (the loader, recordload.cpp; the
// JSON writer, recordjson.cpp; the file system's side, recordfs.cpp; the
// saver, recordsave.cpp): the translation context of their messages, the
// errors they make and the words of the format they all spell.

#include "recordfile.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <QLatin1String>
#include <QString>

#include <string_view>

namespace hoyito::app {

// The translation context of the loader's and saver's messages.
class RecordFileText {
    Q_DECLARE_TR_FUNCTIONS(hoyito::app::RecordFileText)
};

namespace detail {

LoadError makeError(LoadErrorKind kind, const QString &file, const QString &field, const QString &message,
                    int round = 0);
LoadError tooLarge(const QString &file);
LoadError unreadable(const QString &path, const QString &message);

// The offset of the first byte that breaks UTF-8 (overlong forms, surrogates
// and code points past U+10FFFF included), or -1 if the text is valid.
qsizetype firstInvalidUtf8(QByteArrayView bytes);

inline QString member(const QString &parent, const char *key)
{
    return parent.isEmpty() ? QLatin1String(key) : parent + QLatin1Char('.') + QLatin1String(key);
}

inline QString element(const QString &parent, qsizetype i)
{
    return parent + QStringLiteral("[%1]").arg(i);
}

inline QString resultWinnerName(Winner winner)
{
    switch (winner) {
    case Winner::None: return QStringLiteral("none");
    case Winner::South: return QStringLiteral("S");
    case Winner::North: return QStringLiteral("N");
    case Winner::Draw: return QStringLiteral("draw");
    }
    return QString();
}

inline QString latin(std::string_view text)
{
    return QString::fromLatin1(text.data(), static_cast<qsizetype>(text.size()));
}

} // namespace detail

} // namespace hoyito::app
