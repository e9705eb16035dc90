#pragma once

// The game's file actions, for the window's menus: Open, Save and Save As
// (Game, beside GameFiles' Open Recent) and Copy Game as Text (Edit). What
// they do is GameFiles'; the window places them.

#include <QObject>

class QAction;

namespace hoyito::app {

class GameFiles;

class FileActions : public QObject {
    Q_OBJECT

public:
    explicit FileActions(GameFiles *files, QObject *parent = nullptr);

    QAction *openAction() const { return m_open; }
    QAction *saveAction() const { return m_save; }
    QAction *saveAsAction() const { return m_saveAs; }
    QAction *copyTextAction() const { return m_copyText; }
    // Every text again, in the language of the day.
    void retranslate();

private:
    QAction *m_open;
    QAction *m_save;
    QAction *m_saveAs;
    QAction *m_copyText;
};

} // namespace hoyito::app
