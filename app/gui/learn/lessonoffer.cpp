#include "learn/lessonoffer.h"

#include "config/settings.h"
#include "learn/course.h"
#include "learn/lessontext.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>

namespace hoyito::app {

LessonOffer::LessonOffer(Settings &settings, QWidget *parent)
    : QFrame(parent)
    , m_settings(settings)
    , m_text(new QLabel(this))
    , m_learn(new QPushButton(this))
    , m_notNow(new QPushButton(this))
{
    setObjectName(QStringLiteral("lessonOffer"));
    m_text->setObjectName(QStringLiteral("lessonOfferText"));
    m_learn->setObjectName(QStringLiteral("lessonOfferLearn"));
    m_notNow->setObjectName(QStringLiteral("lessonOfferNotNow"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    // The window's own highlight, lightened: an offer, not a warning.
    QPalette colours = palette();
    colours.setColor(QPalette::Window, colours.color(QPalette::Highlight).lighter(185));
    colours.setColor(QPalette::WindowText, QColor(0x10, 0x20, 0x30));
    setPalette(colours);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setWordWrap(true);
    auto *layout = new QHBoxLayout(this);
    auto *icon = new QLabel(this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxInformation).pixmap(24, 24));
    layout->addWidget(icon);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_learn);
    layout->addWidget(m_notNow);
    connect(m_learn, &QPushButton::clicked, this, [this] {
        hide();
        Q_EMIT learnRequested();
    });
    connect(m_notNow, &QPushButton::clicked, this, [this] {
        m_settings.setLessonOfferDeclined(true);
        hide();
        Q_EMIT declined();
    });
    retranslate();
    setVisible(isWanted());
}

bool LessonOffer::isWanted() const
{
    if (m_settings.lessonOfferDeclined())
        return false;
    for (const Lesson &lesson : course())
        for (const LessonStep &step : lesson.steps)
            if (m_settings.lessonStars(QString::fromLatin1(step.id)) > 0)
                return false;
    return true;
}

QString LessonOffer::text() const
{
    return m_text->text();
}

void LessonOffer::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

void LessonOffer::retranslate()
{
    //: the offer above the board for a player who has not started the lessons
    m_text->setText(tr("New to Hoyito? Short lessons on the board teach the game in about 15 minutes."));
    m_learn->setText(LessonText::windowTitle());
    //: a button of the lessons' offer: do not ask again
    m_notNow->setText(tr("Not Now"));
}

} // namespace hoyito::app
