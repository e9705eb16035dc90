#pragma once

// The program's settings: one small typed class over QSettings. Keys are
// constants here, defaults and clamping live inside, so a damaged or old
// settings file can never put the window in an impossible state.

#include "gamesetup.h"

#include <QByteArray>
#include <QString>

#include <memory>

class QSettings;

namespace hoyito::app {

enum class AnimationSpeed { Slow, Normal, Fast, Instant };

class Settings {
public:
    static constexpr const char *kAnimationSpeed = "view/animationSpeed";
    static constexpr const char *kFlipBoard = "view/flipBoard";
    static constexpr const char *kShowCounts = "view/showCounts";
    static constexpr const char *kWindowGeometry = "window/geometry";
    static constexpr const char *kWindowState = "window/state";
    static constexpr const char *kVariant = "newGame/variant";
    static constexpr const char *kHolesPerRow = "newGame/holesPerRow";
    static constexpr const char *kStarter = "newGame/starter";
    static constexpr const char *kSouthName = "newGame/southName";
    static constexpr const char *kNorthName = "newGame/northName";
    static constexpr const char *kSouthKind = "newGame/southKind";
    static constexpr const char *kNorthKind = "newGame/northKind";

    // The user's settings (organisation and application names of the app).
    Settings();
    // Settings kept in the INI file `path`: tests and screenshots use this,
    // so they never read or change the user's real settings.
    explicit Settings(const QString &path);
    ~Settings();
    Settings(const Settings &) = delete;
    Settings &operator=(const Settings &) = delete;

    AnimationSpeed animationSpeed() const;
    void setAnimationSpeed(AnimationSpeed speed);
    bool flipBoard() const;
    void setFlipBoard(bool flip);
    bool showCounts() const;
    void setShowCounts(bool show);
    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);

    // The choices of the last New Game dialog (never a custom start position).
    GameSetup lastGameSetup() const;
    void setLastGameSetup(const GameSetup &setup);

    void sync();
    QString fileName() const;

private:
    std::unique_ptr<QSettings> m_settings;
};

} // namespace hoyito::app
