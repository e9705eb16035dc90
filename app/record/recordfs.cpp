// Records read from the file system: only regular files, never a wait on
// a pipe, and errors that name the real cause (recordfile.h).

#include "recordfile_p.h"

#include <QFile>
#include <QScopeGuard>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace hoyito::app {

using namespace detail;

namespace {

QString systemErrorText(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

// Why open() or fstat() failed, in words that name the real cause.
QString openErrorText(int error)
{
    switch (error) {
    case ENOENT: return RecordFileText::tr("the file does not exist");
    case ENOTDIR: return RecordFileText::tr("a part of the path is not a folder");
    case ELOOP: return RecordFileText::tr("the path has too many symbolic links (a link that leads back to itself?)");
    case EACCES:
    case EPERM: return RecordFileText::tr("permission denied (to read the file, or to open a folder on its path)");
    case ENAMETOOLONG: return RecordFileText::tr("the file name is too long");
    case EISDIR: return RecordFileText::tr("this is a folder, not a game record");
    default: return RecordFileText::tr("cannot open the file: %1").arg(systemErrorText(error));
    }
}

// What a path that is not a regular file is instead.
QString notRegularText(mode_t mode)
{
    if (S_ISDIR(mode))
        return RecordFileText::tr("this is a folder, not a game record");
    if (S_ISFIFO(mode))
        return RecordFileText::tr("this is a named pipe (FIFO), not a game record");
    if (S_ISSOCK(mode))
        return RecordFileText::tr("this is a socket, not a game record");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return RecordFileText::tr("this is a device, not a game record");
    return RecordFileText::tr("this is not a regular file, not a game record");
}

} // namespace

QString shownText(QByteArrayView bytes)
{
    QString name;
    QByteArrayView rest(bytes);
    while (!rest.isEmpty()) {
        const qsizetype bad = firstInvalidUtf8(rest);
        name += QString::fromUtf8(rest.first(bad < 0 ? rest.size() : bad));
        if (bad < 0)
            break;
        name += QStringLiteral("\\x%1").arg(uint(static_cast<unsigned char>(rest[bad])), 2, 16, QLatin1Char('0'));
        rest = rest.sliced(bad + 1);
    }
    return RecordText::escaped(name);
}

LoadResult loadRecordFile(const QString &path)
{
    return loadRecordFileNative(QFile::encodeName(path), path);
}

QString notRegularFileReason(const QString &path)
{
    struct stat status {};
    if (path.isEmpty() || ::stat(QFile::encodeName(path).constData(), &status) != 0 || S_ISREG(status.st_mode))
        return QString();
    return notRegularText(status.st_mode);
}

LoadResult loadRecordFileNative(const QByteArray &nativePath, const QString &shownPath)
{
    const QString name = shownPath.isEmpty() ? shownText(nativePath) : shownPath;
    if (nativePath.isEmpty())
        return unreadable(name, RecordFileText::tr("no file name was given"));
    // Non-blocking, so that opening a named pipe returns at once instead of
    // waiting for a writer; fstat() then refuses anything but a regular file
    // before a single byte is read.
    const int fd = ::open(nativePath.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return unreadable(name, openErrorText(errno));
    const auto closeFile = qScopeGuard([fd] { ::close(fd); });
    struct stat status {};
    if (::fstat(fd, &status) != 0)
        return unreadable(name, openErrorText(errno));
    if (!S_ISREG(status.st_mode))
        return unreadable(name, notRegularText(status.st_mode));
    // Refuse a huge file before reading it.
    if (status.st_size > kMaxRecordBytes)
        return tooLarge(name);
    QByteArray bytes;
    bytes.resize(qsizetype(status.st_size) + 1);
    qsizetype got = 0;
    // The size may change while we read: read until the end, bounded by
    // one byte past the limit so that loadRecord() sees an overflow.
    for (;;) {
        if (got == bytes.size()) {
            if (bytes.size() > kMaxRecordBytes)
                break;
            bytes.resize(std::min<qsizetype>(bytes.size() * 2, kMaxRecordBytes + 1));
        }
        const ssize_t n = ::read(fd, bytes.data() + got, size_t(bytes.size() - got));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return unreadable(name, RecordFileText::tr("cannot read the file: %1").arg(systemErrorText(errno)));
        if (n == 0)
            break;
        got += n;
    }
    bytes.truncate(got);
    if (bytes.size() > kMaxRecordBytes)
        return tooLarge(name);
    return loadRecord(bytes, name);
}

} // namespace hoyito::app
