#pragma once

// Above the board while the game is not being saved automatically: a
// warning that stays, with the reason the autosave gives (Autosave::
// failure()) and a button that saves the game by hand. It follows the
// autosave, and a change of language, by itself.

#include <QFrame>

class QLabel;
class QPushButton;

namespace hoyito::app {

class Autosave;
class GameFiles;

class AutosaveWarning : public QFrame {
    Q_OBJECT

public:
    AutosaveWarning(Autosave *autosave, GameFiles *files, QWidget *parent = nullptr);

    // "This game is not being saved automatically: ..."; empty when hidden.
    QString text() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    Autosave *m_autosave;
    QLabel *m_text;
    QPushButton *m_save;
};

} // namespace hoyito::app
