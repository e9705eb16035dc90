#include "settings.h"

#include "hoyito/notation.h"

#include <QSettings>

#include <algorithm>

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
    : m_settings(std::make_unique<QSettings>())
{
}

Settings::Settings(const QString &path)
    : m_settings(std::make_unique<QSettings>(path, QSettings::IniFormat))
{
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
    const auto name = [this](const char *key) { return m_settings->value(key).toString().simplified().left(40); };
    setup.player(hoyito::Player::South) = {kindFromText(m_settings->value(kSouthKind).toString()), name(kSouthName)};
    setup.player(hoyito::Player::North) = {kindFromText(m_settings->value(kNorthKind).toString()), name(kNorthName)};
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
