#include "window/resultdialog.h"

#include "board/palette.h"
#include "game/gametext.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace hoyito::app {

ResultDialog::ResultDialog(const GameSetup &setup, const GameOutcome &outcome, QWidget *parent)
    : QDialog(parent)
    , m_headline(new QLabel(this))
    , m_scores(new QLabel(this))
    , m_details(new QLabel(this))
    , m_newGame(new QPushButton(tr("&New Game…"), this))
{
    setObjectName(QStringLiteral("resultDialog"));
    setWindowTitle(tr("Game Over"));

    m_headline->setObjectName(QStringLiteral("headline"));
    m_headline->setText(GameText::resultTold(setup, outcome.scores));
    QFont big = m_headline->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.8);
    m_headline->setFont(big);
    m_headline->setAlignment(Qt::AlignCenter);

    const auto scoreHtml = [&](hoyito::Player side) {
        return QStringLiteral("<span style='color:%1'>&#9679;</span> %2 <b>%3</b>")
            .arg(playerColor(side).darker(120).name(), GameText::playerName(setup, side).toHtmlEscaped(),
                 QString::number(outcome.scores[hoyito::index(side)]));
    };
    m_scores->setObjectName(QStringLiteral("scores"));
    m_scores->setTextFormat(Qt::RichText);
    m_scores->setText(scoreHtml(hoyito::Player::South) + QStringLiteral(" &nbsp;&nbsp;–&nbsp;&nbsp; ") +
                      scoreHtml(hoyito::Player::North));
    QFont medium = m_scores->font();
    medium.setPointSizeF(medium.pointSizeF() * 1.3);
    m_scores->setFont(medium);
    m_scores->setAlignment(Qt::AlignCenter);

    m_details->setObjectName(QStringLiteral("details"));
    m_details->setText(GameText::outcomeDetails(setup, outcome));
    m_details->setWordWrap(true);
    m_details->setMinimumWidth(360);

    m_newGame->setObjectName(QStringLiteral("newGameButton"));
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_newGame, QDialogButtonBox::AcceptRole);
    buttons->addButton(QDialogButtonBox::Close);
    m_newGame->setDefault(true);
    connect(m_newGame, &QPushButton::clicked, this, [this] {
        accept();
        Q_EMIT newGameRequested();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(12);
    layout->addWidget(m_headline);
    layout->addWidget(m_scores);
    layout->addWidget(m_details);
    layout->addWidget(buttons);
}

QString ResultDialog::headline() const
{
    return m_headline->text();
}
QString ResultDialog::details() const
{
    return m_details->text();
}

} // namespace hoyito::app
