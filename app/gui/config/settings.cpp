#include "config/settings.h"

#include "hoyito/notation.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <functional>
#include <utility>

namespace hoyito::app {

namespace {

constexpr AnimationSpeed kDefaultSpeed = AnimationSpeed::Normal;

QString kindText(PlayerKind kind)
{
    switch (kind) {
    case PlayerKind::Human: return QStringLiteral("human");
    case PlayerKind::Computer: return QStringLiteral("computer");
    }
    return QStringLiteral("human");
}

PlayerKind kindFromText(const QString &text)
{
    return text == QLatin1String("computer") ? PlayerKind::Computer : PlayerKind::Human;
}

} // namespace

Settings::Settings()
    : m_dataDirectory(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
{
#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN)
    // QSettings reads its files as it is made, the system-wide ones too: a
    // named pipe in the place of one would block the start. The user's own
    // file, where QSettings() keeps it, is read alone (the game installs no
    // system-wide settings), and only if it is a regular file; otherwise
    // this run's settings live in a temporary file and are not kept.
    QString organization = QCoreApplication::organizationName();
    if (organization.isEmpty())
        organization = QStringLiteral("Unknown Organization");
    const QString path = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + QLatin1Char('/') +
                         organization + QLatin1Char('/') + QCoreApplication::applicationName() +
                         QStringLiteral(".conf");
    const QFileInfo info(path);
    if (info.exists() && !info.isFile()) {
        m_fileProblem = path;
        m_temporary = std::make_unique<QTemporaryDir>();
        m_settings =
            std::make_unique<QSettings>(m_temporary->filePath(QStringLiteral("hoyito.conf")), QSettings::IniFormat);
    } else {
        m_settings = std::make_unique<QSettings>(path, QSettings::IniFormat);
    }
#else
    m_settings = std::make_unique<QSettings>();
#endif
}

Settings::Settings(const QString &path)
    : m_settings(std::make_unique<QSettings>(path, QSettings::IniFormat))
{
    // Beside the file, one folder per settings file: a test's or a
    // screenshot's window never resumes the user's game, nor another test's.
    const QFileInfo info(path);
    m_dataDirectory = info.absoluteDir().filePath(info.completeBaseName() + QStringLiteral("-data"));
}

Settings::~Settings() = default;

AnimationSpeed Settings::animationSpeed() const
{
    bool ok = false;
    const int value = m_settings->value(kAnimationSpeed, static_cast<int>(kDefaultSpeed)).toInt(&ok);
    if (!ok)
        return kDefaultSpeed;
    return static_cast<AnimationSpeed>(
        std::clamp(value, static_cast<int>(AnimationSpeed::Slow), static_cast<int>(AnimationSpeed::Instant)));
}

void Settings::setAnimationSpeed(AnimationSpeed speed)
{
    m_settings->setValue(kAnimationSpeed, static_cast<int>(speed));
}

bool Settings::flipBoard() const
{
    return m_settings->value(kFlipBoard, false).toBool();
}
void Settings::setFlipBoard(bool flip)
{
    m_settings->setValue(kFlipBoard, flip);
}

bool Settings::showCounts() const
{
    return m_settings->value(kShowCounts, true).toBool();
}
void Settings::setShowCounts(bool show)
{
    m_settings->setValue(kShowCounts, show);
}

bool Settings::movePreview() const
{
    return m_settings->value(kMovePreview, true).toBool();
}

void Settings::setMovePreview(bool show)
{
    m_settings->setValue(kMovePreview, show);
}

BoardTheme::Id Settings::boardTheme() const
{
    return BoardTheme::fromKey(m_settings->value(kBoardTheme).toString()).value_or(BoardTheme::Id::Wood);
}

void Settings::setBoardTheme(BoardTheme::Id theme)
{
    m_settings->setValue(kBoardTheme, BoardTheme::key(theme));
}

QString Settings::language() const
{
    static const QRegularExpression code(QStringLiteral("^[a-z]{2,3}(_[A-Z]{2})?$"));
    const QString value = m_settings->value(kLanguage).toString();
    return code.match(value).hasMatch() ? value : QString();
}
void Settings::setLanguage(const QString &code)
{
    if (code.isEmpty())
        m_settings->remove(kLanguage);
    else
        m_settings->setValue(kLanguage, code);
}

bool Settings::playSounds() const
{
    return m_settings->value(kPlaySounds, true).toBool();
}

void Settings::setPlaySounds(bool play)
{
    m_settings->setValue(kPlaySounds, play);
}

int Settings::soundVolume() const
{
    bool ok = false;
    const int value = m_settings->value(kSoundVolume, kDefaultSoundVolume).toInt(&ok);
    return ok ? std::clamp(value, 0, 100) : kDefaultSoundVolume;
}

void Settings::setSoundVolume(int percent)
{
    m_settings->setValue(kSoundVolume, std::clamp(percent, 0, 100));
}

bool Settings::computerPaused() const
{
    return m_settings->value(kComputerPaused, false).toBool();
}
void Settings::setComputerPaused(bool paused)
{
    m_settings->setValue(kComputerPaused, paused);
}

int Settings::lessonStars(const QString &stepId) const
{
    bool ok = false;
    const int stars = m_settings->value(QLatin1String(kLessonGroup) + QLatin1Char('/') + stepId).toInt(&ok);
    return ok && stars >= 1 && stars <= 3 ? stars : 0;
}

void Settings::setLessonStars(const QString &stepId, int stars)
{
    m_settings->setValue(QLatin1String(kLessonGroup) + QLatin1Char('/') + stepId, std::clamp(stars, 1, 3));
}

Glicko2Rating Settings::puzzleRating() const
{
    bool ok[3] = {false, false, false};
    const Glicko2Rating kept{m_settings->value(kPuzzleRating).toDouble(&ok[0]),
                             m_settings->value(kPuzzleDeviation).toDouble(&ok[1]),
                             m_settings->value(kPuzzleVolatility).toDouble(&ok[2])};
    const bool sane = ok[0] && ok[1] && ok[2] && kept.rating > 0 && kept.rating < 5000 && kept.deviation > 0 &&
                      kept.deviation <= 350 && kept.volatility > 0 && kept.volatility < 1;
    return sane ? kept : Glicko2Rating{};
}

void Settings::setPuzzleRating(const Glicko2Rating &rating)
{
    m_settings->setValue(kPuzzleRating, rating.rating);
    m_settings->setValue(kPuzzleDeviation, rating.deviation);
    m_settings->setValue(kPuzzleVolatility, rating.volatility);
    QList<double> history = puzzleRatingHistory();
    history.append(rating.rating);
    if (history.size() > kMaxPuzzleHistory)
        history.remove(0, history.size() - kMaxPuzzleHistory);
    // One text of numbers apart by spaces: an INI file would split a comma
    // list into a list.
    QStringList words;
    for (const double r : std::as_const(history))
        words << QString::number(r, 'f', 1);
    m_settings->setValue(kPuzzleHistory, words.join(QLatin1Char(' ')));
}

QList<double> Settings::puzzleRatingHistory() const
{
    QList<double> history;
    const QStringList words = m_settings->value(kPuzzleHistory).toString().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &word : words) {
        bool ok = false;
        const double r = word.toDouble(&ok);
        if (ok && r > 0 && r < 5000)
            history.append(r);
    }
    return history;
}

QStringList Settings::puzzlesAttempted() const
{
    return m_settings->value(kPuzzlesAttempted).toString().split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

bool Settings::puzzleAttempted(const QString &id) const
{
    return puzzlesAttempted().contains(id);
}

void Settings::addPuzzleAttempted(const QString &id)
{
    QStringList ids = puzzlesAttempted();
    if (ids.contains(id))
        return;
    ids << id;
    m_settings->setValue(kPuzzlesAttempted, ids.join(QLatin1Char(' ')));
}

QString Settings::pendingPuzzle() const
{
    return m_settings->value(kPuzzlePending).toString();
}

void Settings::setPendingPuzzle(const QString &id)
{
    if (id.isEmpty())
        m_settings->remove(kPuzzlePending);
    else
        m_settings->setValue(kPuzzlePending, id);
}

int Settings::bestPuzzleStreak() const
{
    return std::max(0, m_settings->value(kPuzzleBestStreak, 0).toInt());
}

void Settings::setBestPuzzleStreak(int streak)
{
    m_settings->setValue(kPuzzleBestStreak, std::max(0, streak));
}

Settings::PuzzleChoices Settings::puzzleChoices() const
{
    return {m_settings->value(kPuzzleBoard).toString(), m_settings->value(kPuzzleTheme).toString(),
            m_settings->value(kPuzzleMode).toString()};
}

void Settings::setPuzzleChoices(const PuzzleChoices &choices)
{
    m_settings->setValue(kPuzzleBoard, choices.board);
    m_settings->setValue(kPuzzleTheme, choices.theme);
    m_settings->setValue(kPuzzleMode, choices.mode);
}

bool Settings::lessonOfferDeclined() const
{
    return m_settings->value(kLessonOfferDeclined, false).toBool();
}

void Settings::setLessonOfferDeclined(bool declined)
{
    m_settings->setValue(kLessonOfferDeclined, declined);
}

bool Settings::isFirstStart() const
{
    return m_settings->allKeys().isEmpty();
}

GameSetup Settings::firstStartSetup()
{
    GameSetup setup;
    setup.player(hoyito::Player::North) = PlayerInfo::computer(QString(), kFirstGameComputerLevel);
    setup.starter = hoyito::Player::North;
    return setup;
}

QByteArray Settings::windowGeometry() const
{
    return m_settings->value(kWindowGeometry).toByteArray();
}
void Settings::setWindowGeometry(const QByteArray &geometry)
{
    m_settings->setValue(kWindowGeometry, geometry);
}

QByteArray Settings::windowState() const
{
    return m_settings->value(kWindowState).toByteArray();
}
void Settings::setWindowState(const QByteArray &state)
{
    m_settings->setValue(kWindowState, state);
}

GameSetup Settings::lastGameSetup() const
{
    GameSetup setup;
    const QByteArray variant = m_settings->value(kVariant, QStringLiteral("II")).toString().toLatin1();
    setup.rules.variant = hoyito::parseVariant(variant.toStdString()).value_or(hoyito::Variant::II);
    bool ok = false;
    const int holes = m_settings->value(kHolesPerRow, 6).toInt(&ok);
    setup.rules.holesPerRow = ok ? std::clamp(holes, hoyito::kMinHolesPerRow, hoyito::kMaxHolesPerRow) : 6;
    setup.starter = m_settings->value(kStarter, QStringLiteral("S")).toString() == QLatin1String("N")
                        ? hoyito::Player::North
                        : hoyito::Player::South;
    // A name is one line of reasonable length whatever the file says.
    const auto name = [this](const char *key) {
        return playerNameFrom(m_settings->value(key).toString().simplified(), kMaxTypedNameLength);
    };
    setup.player(hoyito::Player::South) = {kindFromText(m_settings->value(kSouthKind).toString()), name(kSouthName)};
    setup.player(hoyito::Player::North) = {kindFromText(m_settings->value(kNorthKind).toString()), name(kNorthName)};
    // The computer's level, kept for a human too (the dialog offers it again).
    const auto level = [this](const char *key) {
        bool ok = false;
        const int value = m_settings->value(key, kDefaultComputerLevel).toInt(&ok);
        return ok ? std::clamp(value, kMinComputerLevel, kMaxComputerLevel) : kDefaultComputerLevel;
    };
    setup.player(hoyito::Player::South).level = level(kSouthLevel);
    setup.player(hoyito::Player::North).level = level(kNorthLevel);
    if (m_settings->value(kMatch, false).toBool()) {
        MatchOptions match;
        match.length = m_settings->value(kMatchLength).toString() == QLatin1String("wins")
                           ? hoyito::MatchLength::FirstToWins
                           : hoyito::MatchLength::Rounds;
        bool countOk = false;
        const int count = m_settings->value(kMatchCount, match.lengthCount).toInt(&countOk);
        // As a saved match allows: 1 to 99.
        match.lengthCount = countOk ? std::clamp(count, 1, 99) : match.lengthCount;
        match.startRule = m_settings->value(kMatchStarts).toString() == QLatin1String("loser")
                              ? hoyito::StartRule::LoserStarts
                              : hoyito::StartRule::Alternate;
        match.lastFourHandicap = m_settings->value(kMatchHandicap, true).toBool();
        match.refill = m_settings->value(kMatchRefill, false).toBool();
        setup.match = match;
    }
    return setup;
}

void Settings::setLastGameSetup(const GameSetup &setup)
{
    m_settings->setValue(kVariant, QString::fromLatin1(hoyito::variantName(setup.rules.variant)));
    m_settings->setValue(kHolesPerRow, setup.rules.holesPerRow);
    m_settings->setValue(kStarter, setup.starter == hoyito::Player::North ? QStringLiteral("N") : QStringLiteral("S"));
    m_settings->setValue(kSouthName, setup.player(hoyito::Player::South).name);
    m_settings->setValue(kNorthName, setup.player(hoyito::Player::North).name);
    m_settings->setValue(kSouthKind, kindText(setup.player(hoyito::Player::South).kind));
    m_settings->setValue(kNorthKind, kindText(setup.player(hoyito::Player::North).kind));
    m_settings->setValue(kSouthLevel, setup.player(hoyito::Player::South).level);
    m_settings->setValue(kNorthLevel, setup.player(hoyito::Player::North).level);
    m_settings->setValue(kMatch, setup.match.has_value());
    if (setup.match) {
        const MatchOptions &match = *setup.match;
        m_settings->setValue(kMatchLength, match.length == hoyito::MatchLength::FirstToWins ? QStringLiteral("wins")
                                                                                            : QStringLiteral("rounds"));
        m_settings->setValue(kMatchCount, match.lengthCount);
        m_settings->setValue(kMatchStarts, match.startRule == hoyito::StartRule::LoserStarts
                                               ? QStringLiteral("loser")
                                               : QStringLiteral("alternate"));
        m_settings->setValue(kMatchHandicap, match.lastFourHandicap);
        m_settings->setValue(kMatchRefill, match.refill);
    }
}

QStringList Settings::recentFiles() const
{
    // Whatever the file holds: strings only, no duplicates, a bounded list.
    QStringList files;
    const QVariant value = m_settings->value(kRecentFiles);
    const QStringList stored = value.canConvert<QStringList>() ? value.toStringList() : QStringList();
    for (const QString &file : stored) {
        if (!file.isEmpty() && !files.contains(file))
            files.append(file);
        if (files.size() == kMaxRecentFiles)
            break;
    }
    return files;
}

void Settings::addRecentFile(const QString &path)
{
    if (path.isEmpty())
        return;
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    m_settings->setValue(kRecentFiles, files.mid(0, kMaxRecentFiles));
}

void Settings::removeRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    if (files.removeAll(path) > 0)
        m_settings->setValue(kRecentFiles, files);
}

void Settings::clearRecentFiles()
{
    m_settings->remove(kRecentFiles);
}

QString Settings::lastFolder() const
{
    return m_settings->value(kLastFolder).toString();
}
void Settings::setLastFolder(const QString &folder)
{
    m_settings->setValue(kLastFolder, folder);
}

QString Settings::autosaveBelongsTo() const
{
    return m_settings->value(kAutosaveFile).toString();
}
void Settings::setAutosaveBelongsTo(const QString &path)
{
    if (path.isEmpty())
        m_settings->remove(kAutosaveFile);
    else
        m_settings->setValue(kAutosaveFile, path);
}

QString Settings::dataDirectory() const
{
    return m_dataDirectory;
}
void Settings::setDataDirectory(const QString &folder)
{
    m_dataDirectory = folder;
}

QStringList Settings::resetInvalidValues()
{
    // What a value read from the INI file may be: they come back as texts
    // (numbers and booleans too), a list when the text has a comma outside
    // quotes, and @ByteArray(...) for bytes. Other formats (a property list)
    // keep numbers and booleans typed.
    const auto isText = [](const QVariant &v) { return v.typeId() == QMetaType::QString; };
    const auto number = [isText](int low, int high) {
        return [isText, low, high](const QVariant &v) {
            const int type = v.typeId();
            const bool numeric = isText(v) || type == QMetaType::Int || type == QMetaType::LongLong ||
                                 type == QMetaType::UInt || type == QMetaType::ULongLong;
            bool ok = false;
            const qlonglong value = numeric ? v.toLongLong(&ok) : 0;
            return ok && value >= low && value <= high;
        };
    };
    const auto oneOf = [isText](QStringList words) {
        return [isText, words](const QVariant &v) { return isText(v) && words.contains(v.toString()); };
    };
    const auto boolean = [isText](const QVariant &v) {
        if (v.typeId() == QMetaType::Bool)
            return true;
        static const QStringList words{QStringLiteral("true"), QStringLiteral("false"), QStringLiteral("1"),
                                       QStringLiteral("0")};
        return isText(v) && words.contains(v.toString().toLower());
    };
    const auto bytes = [](const QVariant &v) { return v.typeId() == QMetaType::QByteArray; };
    const auto texts = [isText](const QVariant &v) { return isText(v) || v.typeId() == QMetaType::QStringList; };
    const auto languageCode = [isText](const QVariant &v) {
        static const QRegularExpression code(QStringLiteral("^[a-z]{2,3}(_[A-Z]{2})?$"));
        return isText(v) && (v.toString().isEmpty() || code.match(v.toString()).hasMatch()); // empty: the system's
    };
    const auto real = [isText](double low, double high) {
        return [isText, low, high](const QVariant &v) {
            bool ok = false;
            const double value =
                isText(v) || v.typeId() == QMetaType::Double || v.typeId() == QMetaType::Int ? v.toDouble(&ok) : 0;
            return ok && value > low && value <= high;
        };
    };
    const QStringList kinds{QStringLiteral("human"), QStringLiteral("computer")};
    QStringList themes;
    for (BoardTheme::Id theme : BoardTheme::kAll)
        themes << BoardTheme::key(theme);
    const std::function<bool(const QVariant &)> speed =
        number(static_cast<int>(AnimationSpeed::Slow), static_cast<int>(AnimationSpeed::Instant));
    const std::function<bool(const QVariant &)> level = number(kMinComputerLevel, kMaxComputerLevel);
    const std::pair<const char *, std::function<bool(const QVariant &)>> checks[] = {
        {kAnimationSpeed, speed},
        {kFlipBoard, boolean},
        {kShowCounts, boolean},
        {kMovePreview, boolean},
        {kBoardTheme, oneOf(themes)},
        {kComputerPaused, boolean},
        {kLessonOfferDeclined, boolean},
        {kLanguage, languageCode},
        {kPlaySounds, boolean},
        {kSoundVolume, number(0, 100)},
        {kWindowGeometry, bytes},
        {kWindowState, bytes},
        {kVariant, oneOf({QStringLiteral("I"), QStringLiteral("II"), QStringLiteral("III")})},
        {kHolesPerRow, number(hoyito::kMinHolesPerRow, hoyito::kMaxHolesPerRow)},
        {kStarter, oneOf({QStringLiteral("S"), QStringLiteral("N")})},
        {kSouthName, isText},
        {kNorthName, isText},
        {kSouthKind, oneOf(kinds)},
        {kNorthKind, oneOf(kinds)},
        {kSouthLevel, level},
        {kNorthLevel, level},
        {kMatch, boolean},
        {kMatchLength, oneOf({QStringLiteral("rounds"), QStringLiteral("wins")})},
        {kMatchCount, number(1, 99)},
        {kMatchStarts, oneOf({QStringLiteral("alternate"), QStringLiteral("loser")})},
        {kMatchHandicap, boolean},
        {kMatchRefill, boolean},
        {kRecentFiles, texts},
        {kLastFolder, isText},
        {kAutosaveFile, isText},
        {kPuzzleRating, real(0, 5000)},
        {kPuzzleDeviation, real(0, 350)},
        {kPuzzleVolatility, real(0, 1)},
        {kPuzzleHistory, isText},
        {kPuzzlesAttempted, isText},
        {kPuzzlePending, isText},
        {kPuzzleBestStreak, number(0, 1000000)},
        {kPuzzleBoard, isText},
        {kPuzzleTheme, isText},
        {kPuzzleMode, isText},
    };
    QStringList reset;
    for (const auto &[key, valid] : checks) {
        if (!m_settings->contains(QLatin1String(key)) || valid(m_settings->value(QLatin1String(key))))
            continue;
        m_settings->remove(QLatin1String(key));
        reset.append(QLatin1String(key));
    }
    return reset;
}

void Settings::sync()
{
    m_settings->sync();
}

QString Settings::fileName() const
{
    return m_settings->fileName();
}

} // namespace hoyito::app
