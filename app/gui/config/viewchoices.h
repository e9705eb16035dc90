#pragma once

// The player's choices in the View menu, each kept in the settings: how
// fast the board plays a turn, the board flipped, the seed counts shown,
// the move preview (game/movepreview.h), the board's look
// (board/boardtheme.h), which applies at once to every board, the sounds
// (played or not, and how loud: sound/soundplayer.h), and the language (the
// system's or one the program speaks, each in its own name so anyone can find
// theirs), which applies at once. The window places them and makes the board
// and its neighbours follow.

#include "board/animationspeed.h"

#include <QObject>

class QAction;
class QActionGroup;
class QMenu;
class QWidget;

namespace hoyito::app {

class Settings;

class ViewChoices : public QObject {
    Q_OBJECT

public:
    // `settings` must outlive this; the menus are `window`'s.
    ViewChoices(Settings &settings, QWidget *window);

    QMenu *speedMenu() const { return m_speedMenu; }
    QAction *flipAction() const { return m_flip; }
    QAction *countsAction() const { return m_counts; }
    QAction *previewAction() const { return m_preview; }
    // View > Board: one theme of BoardTheme::kAll, a radio group.
    QMenu *boardMenu() const { return m_boardMenu; }
    QMenu *languageMenu() const { return m_languageMenu; }
    // View > Sound: Play Sounds (Ctrl+M, on by default) and the volume.
    QMenu *soundMenu() const { return m_soundMenu; }
    QAction *soundAction() const { return m_sound; }
    // Keeps `speed` and checks its item.
    void setSpeed(hoyito::app::AnimationSpeed speed);
    // Every text again, in the language of the day.
    void retranslate();

Q_SIGNALS:
    // An item of Animation Speed was chosen.
    void speedChosen(hoyito::app::AnimationSpeed speed);
    void flipped(bool on);
    void countsShown(bool on);
    void previewShown(bool on);
    // Play Sounds was turned on or off.
    void soundsPlayed(bool on);
    // A volume was chosen, in percent of the sounds' own level.
    void volumeChosen(int percent);

private:
    void makeSoundMenu(QWidget *window);

    Settings &m_settings;
    QMenu *m_speedMenu;
    QActionGroup *m_speeds;
    QAction *m_flip;
    QAction *m_counts;
    QAction *m_preview;
    QMenu *m_boardMenu;
    QActionGroup *m_boards;
    QMenu *m_languageMenu;
    QActionGroup *m_languages;
    QAction *m_systemLanguage;
    QMenu *m_soundMenu = nullptr;
    QAction *m_sound = nullptr;
    QActionGroup *m_volumes = nullptr;
};

} // namespace hoyito::app
