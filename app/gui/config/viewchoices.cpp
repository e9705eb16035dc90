#include "config/viewchoices.h"

#include "config/language.h"
#include "config/settings.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>

#include <cstdlib>

namespace hoyito::app {

namespace {

constexpr struct {
    AnimationSpeed speed;
    const char *name;
} kSpeeds[] = {
    {AnimationSpeed::Slow, "speedSlow"},
    {AnimationSpeed::Normal, "speedNormal"},
    {AnimationSpeed::Fast, "speedFast"},
    {AnimationSpeed::Instant, "speedInstant"},
};

// The volumes of View > Sound, in percent of the sounds' own level: steps
// of about 6 dB, Medium the default (Settings::kDefaultSoundVolume).
enum class Volume { Quiet, Medium, Loud };
constexpr struct {
    Volume volume;
    int percent;
    const char *name;
} kVolumes[] = {
    {Volume::Quiet, 25, "volumeQuiet"},
    {Volume::Medium, 50, "volumeMedium"},
    {Volume::Loud, 100, "volumeLoud"},
};

} // namespace

ViewChoices::ViewChoices(Settings &settings, QWidget *window)
    : QObject(window)
    , m_settings(settings)
    , m_speedMenu(new QMenu(window))
    , m_speeds(new QActionGroup(this))
    , m_flip(new QAction(this))
    , m_counts(new QAction(this))
    , m_preview(new QAction(this))
    , m_boardMenu(new QMenu(window))
    , m_boards(new QActionGroup(this))
    , m_languageMenu(new QMenu(window))
    , m_languages(new QActionGroup(this))
    , m_systemLanguage(nullptr)
{
    for (const auto &s : kSpeeds) {
        auto *action = new QAction(this);
        action->setObjectName(QString::fromLatin1(s.name));
        action->setCheckable(true);
        action->setData(int(s.speed));
        m_speeds->addAction(action);
        m_speedMenu->addAction(action);
        const AnimationSpeed value = s.speed;
        connect(action, &QAction::triggered, this, [this, value] { Q_EMIT speedChosen(value); });
    }
    m_flip->setObjectName(QStringLiteral("actionFlipBoard"));
    m_flip->setCheckable(true);
    m_flip->setChecked(m_settings.flipBoard());
    connect(m_flip, &QAction::toggled, this, [this](bool on) {
        Q_EMIT flipped(on);
        m_settings.setFlipBoard(on);
    });
    m_counts->setObjectName(QStringLiteral("actionShowCounts"));
    m_counts->setCheckable(true);
    m_counts->setChecked(m_settings.showCounts());
    connect(m_counts, &QAction::toggled, this, [this](bool on) {
        Q_EMIT countsShown(on);
        m_settings.setShowCounts(on);
    });
    m_preview->setObjectName(QStringLiteral("actionMovePreview"));
    m_preview->setCheckable(true);
    m_preview->setChecked(m_settings.movePreview());
    connect(m_preview, &QAction::toggled, this, [this](bool on) {
        Q_EMIT previewShown(on);
        m_settings.setMovePreview(on);
    });

    // The board theme kept applies as the window is made, as the language
    // does before it; every board follows a new choice at once.
    BoardTheme::setCurrent(m_settings.boardTheme());
    m_boardMenu->setObjectName(QStringLiteral("menuBoard"));
    for (BoardTheme::Id theme : BoardTheme::kAll) {
        auto *action = new QAction(this);
        action->setObjectName(QStringLiteral("board_%1").arg(BoardTheme::key(theme)));
        action->setCheckable(true);
        action->setData(int(theme));
        m_boards->addAction(action);
        m_boardMenu->addAction(action);
        connect(action, &QAction::triggered, this, [this, theme] {
            m_settings.setBoardTheme(theme);
            BoardTheme::setCurrent(theme);
        });
    }

    m_languageMenu->setObjectName(QStringLiteral("menuLanguage"));
    const auto addLanguage = [this](const QString &code) {
        auto *action = new QAction(this);
        action->setObjectName(QStringLiteral("language_%1").arg(code.isEmpty() ? QStringLiteral("system") : code));
        action->setCheckable(true);
        action->setData(code);
        m_languages->addAction(action);
        m_languageMenu->addAction(action);
        connect(action, &QAction::triggered, this, [this, code] {
            m_settings.setLanguage(code);
            Language::apply(code);
        });
        return action;
    };
    m_systemLanguage = addLanguage(QString());
    m_languageMenu->addSeparator();
    for (const QString &code : Language::available())
        addLanguage(code)->setText(Language::nativeName(code));
    makeSoundMenu(window);
    retranslate();
}

void ViewChoices::makeSoundMenu(QWidget *window)
{
    m_soundMenu = new QMenu(window);
    m_soundMenu->setObjectName(QStringLiteral("menuSound"));
    m_sound = new QAction(this);
    m_sound->setObjectName(QStringLiteral("actionPlaySounds"));
    m_sound->setCheckable(true);
    m_sound->setChecked(m_settings.playSounds());
    m_sound->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    connect(m_sound, &QAction::toggled, this, [this](bool on) {
        Q_EMIT soundsPlayed(on);
        m_settings.setPlaySounds(on);
    });
    m_soundMenu->addAction(m_sound);
    m_soundMenu->addSeparator();
    m_volumes = new QActionGroup(this);
    // The choice nearest the volume kept (a settings file may hold any).
    const int kept = m_settings.soundVolume();
    int nearest = kVolumes[0].percent;
    for (const auto &v : kVolumes)
        if (std::abs(v.percent - kept) < std::abs(nearest - kept))
            nearest = v.percent;
    for (const auto &v : kVolumes) {
        auto *action = new QAction(this);
        action->setObjectName(QString::fromLatin1(v.name));
        action->setCheckable(true);
        action->setChecked(v.percent == nearest);
        action->setData(int(v.volume));
        m_volumes->addAction(action);
        m_soundMenu->addAction(action);
        const int percent = v.percent;
        connect(action, &QAction::triggered, this, [this, percent] {
            m_settings.setSoundVolume(percent);
            Q_EMIT volumeChosen(percent);
        });
    }
}

void ViewChoices::setSpeed(AnimationSpeed speed)
{
    m_settings.setAnimationSpeed(speed);
    for (QAction *action : m_speeds->actions())
        action->setChecked(action->data().toInt() == int(speed));
}

void ViewChoices::retranslate()
{
    m_speedMenu->setTitle(tr("Animation &Speed"));
    for (QAction *action : m_speeds->actions()) {
        const auto speed = AnimationSpeed(action->data().toInt());
        switch (speed) {
        case AnimationSpeed::Slow: action->setText(tr("&Slow")); break;
        case AnimationSpeed::Normal: action->setText(tr("&Normal")); break;
        case AnimationSpeed::Fast: action->setText(tr("&Fast")); break;
        case AnimationSpeed::Instant: action->setText(tr("&Instant")); break;
        }
        action->setChecked(speed == m_settings.animationSpeed());
    }
    m_flip->setText(tr("&Flip Board"));
    m_counts->setText(tr("Show Seed &Counts"));
    //: View menu: before a move is played, the board shows where the hole under the pointer would end and capture
    m_preview->setText(tr("Show &Move Preview"));
    //: View menu: the submenu that turns the game's sounds on or off and sets their volume
    m_soundMenu->setTitle(tr("S&ound"));
    //: View > Sound: on, the game plays sounds as the seeds move (a check box)
    m_sound->setText(tr("&Play Sounds"));
    for (QAction *action : m_volumes->actions()) {
        switch (Volume(action->data().toInt())) {
        //: View > Sound: the sounds' volume
        case Volume::Quiet: action->setText(tr("&Quiet")); break;
        //: View > Sound: the sounds' volume
        case Volume::Medium: action->setText(tr("&Medium")); break;
        //: View > Sound: the sounds' volume
        case Volume::Loud: action->setText(tr("&Loud")); break;
        }
    }
    //: View menu: how the board looks
    m_boardMenu->setTitle(tr("&Board"));
    for (QAction *action : m_boards->actions()) {
        const auto theme = BoardTheme::Id(action->data().toInt());
        switch (theme) {
        //: View > Board: a board of carved wood
        case BoardTheme::Id::Wood: action->setText(tr("&Wood")); break;
        //: View > Board: holes dug in the earth
        case BoardTheme::Id::Earth: action->setText(tr("&Earth")); break;
        //: View > Board: holes drawn in chalk on concrete
        case BoardTheme::Id::Chalk: action->setText(tr("&Chalk")); break;
        //: View > Board: a board for low vision, near black with bright outlines
        case BoardTheme::Id::HighContrast: action->setText(tr("&High Contrast")); break;
        }
        action->setChecked(theme == m_settings.boardTheme());
    }
    m_languageMenu->setTitle(tr("&Language"));
    //: the Language menu's first choice; %1 is the system's language in its own name, e.g. "Español"
    m_systemLanguage->setText(tr("&System Default (%1)").arg(Language::nativeName(Language::systemLanguage())));
    const QString chosen = Language::isAvailable(m_settings.language()) ? m_settings.language() : QString();
    for (QAction *action : m_languages->actions())
        action->setChecked(action->data().toString() == chosen);
}

} // namespace hoyito::app
