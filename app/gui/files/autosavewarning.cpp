#include "files/autosavewarning.h"

#include "files/autosave.h"
#include "files/gamefiles.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QPushButton>
#include <QStyle>

namespace hoyito::app {

AutosaveWarning::AutosaveWarning(Autosave *autosave, GameFiles *files, QWidget *parent)
    : QFrame(parent)
    , m_autosave(autosave)
    , m_text(new QLabel(this))
    , m_save(new QPushButton(this))
{
    setObjectName(QStringLiteral("autosaveWarning"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    QPalette warning = palette();
    warning.setColor(QPalette::Window, QColor(0xff, 0xf3, 0xcd));
    warning.setColor(QPalette::WindowText, QColor(0x4d, 0x3a, 0x00));
    setPalette(warning);
    auto *layout = new QHBoxLayout(this);
    auto *icon = new QLabel(this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(24, 24));
    layout->addWidget(icon);
    m_text->setObjectName(QStringLiteral("autosaveWarningText"));
    m_text->setTextFormat(Qt::PlainText);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_text, 1);
    m_save->setObjectName(QStringLiteral("autosaveWarningSave"));
    layout->addWidget(m_save);
    connect(m_save, &QPushButton::clicked, files, &GameFiles::save);
    connect(autosave, &Autosave::failureChanged, this, &AutosaveWarning::refresh);
    refresh();
}

QString AutosaveWarning::text() const
{
    return isHidden() ? QString() : m_text->text();
}

void AutosaveWarning::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QFrame::changeEvent(event);
}

void AutosaveWarning::refresh()
{
    const QString failure = m_autosave->failure();
    //: the warning above the board when the autosave fails; %1 says why
    m_text->setText(tr("This game is not being saved automatically: %1").arg(failure));
    m_save->setText(tr("Save the Game…"));
    m_save->setToolTip(tr("Game > Save (%1): keep the game in a file of your choice")
                           .arg(QKeySequence(QKeySequence::Save).toString(QKeySequence::NativeText)));
    setVisible(!failure.isEmpty());
}

} // namespace hoyito::app
