#include "files/fileactions.h"

#include "files/gamefiles.h"

#include <QAction>
#include <QKeySequence>

namespace hoyito::app {

FileActions::FileActions(GameFiles *files, QObject *parent)
    : QObject(parent)
    , m_open(new QAction(this))
    , m_save(new QAction(this))
    , m_saveAs(new QAction(this))
    , m_copyText(new QAction(this))
{
    m_open->setObjectName(QStringLiteral("actionOpen"));
    m_open->setShortcut(QKeySequence::Open);
    connect(m_open, &QAction::triggered, files, &GameFiles::open);
    m_save->setObjectName(QStringLiteral("actionSave"));
    m_save->setShortcut(QKeySequence::Save);
    connect(m_save, &QAction::triggered, files, &GameFiles::save);
    m_saveAs->setObjectName(QStringLiteral("actionSaveAs"));
    QList<QKeySequence> saveAsKeys{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)};
    for (const QKeySequence &key : QKeySequence::keyBindings(QKeySequence::SaveAs))
        if (!saveAsKeys.contains(key))
            saveAsKeys.append(key);
    m_saveAs->setShortcuts(saveAsKeys);
    connect(m_saveAs, &QAction::triggered, files, [files] { files->saveAs(); });
    m_copyText->setObjectName(QStringLiteral("actionCopyText"));
    m_copyText->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(m_copyText, &QAction::triggered, files, &GameFiles::copyAsText);
    retranslate();
}

void FileActions::retranslate()
{
    m_open->setText(tr("&Open…"));
    m_save->setText(tr("&Save"));
    m_saveAs->setText(tr("Save &As…"));
    m_copyText->setText(tr("&Copy Game as Text"));
}

} // namespace hoyito::app
