#pragma once

// The endgame tables in the game window: the library (tablelibrary.h),
// loaded from the data folder at once; the status bar's words on the
// position the board shows ("Perfect play: North wins 30–18") and on a
// build under way; Help > Perfect Play and its dialog; what went wrong, for
// the status line. The window puts the action in its Help menu and the
// labels in its status bar; it gives the loaded tables to the computer.

#include "tables/tablesdialog.h"

#include <QObject>
#include <QPointer>

class QAction;
class QLabel;
class QToolButton;

namespace hoyito::app {

class GameController;
class TableLibrary;

class TableStatus : public QObject {
    Q_OBJECT

public:
    // `folder`: TableLibrary::folderIn() the data folder. The labels and the
    // dialog are `window`'s.
    TableStatus(GameController *controller, const QString &folder, QWidget *window);

    TableLibrary *library() const { return m_tables; }
    // Help > Perfect Play…
    QAction *dialogAction() const { return m_showDialog; }
    // The dialog while it is open (nullptr otherwise).
    TablesDialog *dialog() const { return m_dialog; }
    QLabel *perfectPlayLabel() const { return m_perfectPlay; }
    QLabel *buildLabel() const { return m_build; }
    // Beside the build's label while the game builds its tables on its own
    // (at the first start): puts the build off to the next start.
    QToolButton *laterButton() const { return m_later; }
    // The labels' words; empty when hidden (not in the tables, no build).
    QString perfectPlayText() const;
    QString buildText() const;
    // Every text again, in the language of the day.
    void retranslate();
    void showDialog();

Q_SIGNALS:
    // For the status line: damaged tables, a build in the background failed.
    void message(const QString &text);

private:
    void updatePerfectPlay();

    GameController *m_controller;
    QWidget *m_window;
    TableLibrary *m_tables;
    QAction *m_showDialog;
    QPointer<TablesDialog> m_dialog;
    QLabel *m_perfectPlay;
    QLabel *m_build;
    QToolButton *m_later;
    quint64 m_buildBytes = 0; // on disk, of the build under way
};

} // namespace hoyito::app
