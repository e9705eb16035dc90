#include "window/ruleswindow.h"

#include "board/boardscene.h"
#include "board/boardtheme.h"
#include "game/gametext.h"
#include "logging/categories.h"

#include "hoyito/notation.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QScrollBar>
#include <QUrlQuery>
#include <QVBoxLayout>

namespace hoyito::app {

namespace {

// The widest a diagram is drawn (the pages ask for this width): the text
// wraps to the window, so a window wider than a diagram never needs a
// horizontal scrollbar.
constexpr int kMaxDiagramWidth = 440;

} // namespace

QVariant DiagramBrowser::loadResource(int type, const QUrl &name)
{
    if (type != QTextDocument::ImageResource || name.scheme() != QLatin1String("diagram"))
        return QTextBrowser::loadResource(type, name);
    const QByteArray text = name.path().toLatin1();
    const hoyito::ParsedPosition parsed = hoyito::parsePosition(text.toStdString());
    if (!std::holds_alternative<hoyito::Position>(parsed)) {
        qCWarning(lcBoard) << "bad diagram position in the rules:" << name.path();
        return {};
    }
    const QUrlQuery query(name);
    QList<int> marked;
    for (const QString &hole : query.queryItemValue(QStringLiteral("mark")).split(QLatin1Char(','), Qt::SkipEmptyParts))
        marked.append(hole.toInt());
    bool ok = false;
    int width = query.queryItemValue(QStringLiteral("width")).toInt(&ok);
    if (!ok || width < 100 || width > kMaxDiagramWidth)
        width = kMaxDiagramWidth;
    ++m_diagrams;
    return BoardScene::renderDiagram(std::get<hoyito::Position>(parsed), marked, width, devicePixelRatioF());
}

RulesWindow::RulesWindow(QWidget *parent)
    : QDialog(parent)
    , m_variant(new QComboBox(this))
    , m_label(new QLabel(this))
    , m_browser(new DiagramBrowser(this))
{
    setObjectName(QStringLiteral("rulesWindow"));
    m_variant->setObjectName(QStringLiteral("rulesVariant"));
    for (hoyito::Variant v : {hoyito::Variant::II, hoyito::Variant::III, hoyito::Variant::I})
        m_variant->addItem(QString(), int(v));
    connect(m_variant, &QComboBox::currentIndexChanged, this,
            [this] { showVariant(static_cast<hoyito::Variant>(m_variant->currentData().toInt())); });
    m_browser->setOpenExternalLinks(true);
    // The diagrams are drawn on the board theme in effect: drawn again when
    // it changes, where the reader was.
    connect(BoardTheme::notifier(), &BoardThemeNotifier::changed, this, [this] {
        const int at = m_browser->verticalScrollBar()->value();
        loadRules();
        m_browser->verticalScrollBar()->setValue(at);
    });
    m_browser->setObjectName(QStringLiteral("rulesText"));
    // No sideways scrolling: everything fits the width (see
    // kMaxDiagramWidth), but a line of Gujarati can measure a pixel or two
    // wider than it is drawn, which showed a scrollbar with nothing to show.
    m_browser->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_browser->setMinimumWidth(kMaxDiagramWidth + 2 * int(m_browser->document()->documentMargin()) +
                               2 * m_browser->frameWidth() + m_browser->verticalScrollBar()->sizeHint().width());

    auto *top = new QHBoxLayout;
    m_label->setBuddy(m_variant);
    top->addWidget(m_label);
    top->addWidget(m_variant);
    top->addStretch();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    resize(720, 760);
    retranslateUi();
    showVariant(hoyito::Variant::II);
}

void RulesWindow::retranslateUi()
{
    setWindowTitle(tr("Rules of Hoyito"));
    m_label->setText(tr("&Rules of:"));
    for (int i = 0; i < m_variant->count(); ++i)
        m_variant->setItemText(i, RulesText::variantName(static_cast<hoyito::Variant>(m_variant->itemData(i).toInt())));
}

void RulesWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        loadRules();
    }
    QDialog::changeEvent(event);
}

QString RulesWindow::rulesResource(hoyito::Variant variant)
{
    const QString file = QStringLiteral("hoyito-%1.html").arg(QString::fromLatin1(hoyito::variantName(variant)));
    // es_DO, then es, then English.
    const QString name = QLocale().name();
    for (const QString &lang : {name, name.section(QLatin1Char('_'), 0, 0), QStringLiteral("en")}) {
        const QString path = QStringLiteral(":/rules/%1/%2").arg(lang, file);
        if (QFile::exists(path))
            return path;
    }
    return {};
}

void RulesWindow::showVariant(hoyito::Variant variant)
{
    const int at = m_variant->findData(int(variant));
    if (at != m_variant->currentIndex()) {
        m_variant->setCurrentIndex(at); // comes back here through the signal
        return;
    }
    loadRules();
}

void RulesWindow::loadRules()
{
    QFile file(rulesResource(variant()));
    if (!file.open(QIODevice::ReadOnly)) {
        m_browser->setPlainText(tr("The rules text is missing from this build."));
        return;
    }
    m_browser->setHtml(QString::fromUtf8(file.readAll()));
}

hoyito::Variant RulesWindow::variant() const
{
    return static_cast<hoyito::Variant>(m_variant->currentData().toInt());
}

} // namespace hoyito::app
