#pragma once

// The offer above the board, for a player who has not started the course:
// "New to Hoyito? …" with Learn Hoyito and Not Now. It stays until the
// player takes it or says no (kept in the settings), so a newcomer finds
// the lessons before their first game, and nobody else is asked twice.

#include <QFrame>

class QLabel;
class QPushButton;

namespace hoyito::app {

class Settings;

class LessonOffer : public QFrame {
    Q_OBJECT

public:
    // `settings` must outlive the offer.
    explicit LessonOffer(Settings &settings, QWidget *parent = nullptr);

    // Shown while the course is not started and the offer not declined.
    bool isWanted() const;
    QString text() const;

Q_SIGNALS:
    void learnRequested();
    void declined(); // Not Now

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    Settings &m_settings;
    QLabel *m_text;
    QPushButton *m_learn;
    QPushButton *m_notNow;
};

} // namespace hoyito::app
