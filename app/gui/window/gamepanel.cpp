#include "gamepanel.h"

#include "computerplayer.h"
#include "gamecontroller.h"
#include "gametext.h"
#include "movelistmodel.h"
#include "palette.h"

#include <QLabel>
#include <QListView>
#include <QProgressBar>
#include <QScrollBar>
#include <QVBoxLayout>

namespace hoyito::app {

PlayerCard::PlayerCard(hoyito::Player side, QWidget *parent)
    : QFrame(parent)
    , m_side(side)
    , m_stone(new QLabel(this))
    , m_name(new QLabel(this))
    , m_status(new QLabel(this))
    , m_score(new QLabel(this))
    , m_detail(new QLabel(this))
    , m_busy(new QProgressBar(this))
{
    setObjectName(side == hoyito::Player::South ? QStringLiteral("southCard") : QStringLiteral("northCard"));
    setFrameShape(QFrame::StyledPanel);
    m_stone->setFixedSize(16, 16);
    QFont nameFont = m_name->font();
    nameFont.setBold(true);
    nameFont.setPointSizeF(nameFont.pointSizeF() * 1.15);
    m_name->setFont(nameFont);
    m_name->setTextFormat(Qt::PlainText);
    QFont scoreFont = m_score->font();
    scoreFont.setBold(true);
    scoreFont.setPointSizeF(scoreFont.pointSizeF() * 2.0);
    m_score->setFont(scoreFont);
    m_score->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_score->setMinimumWidth(m_score->fontMetrics().horizontalAdvance(QStringLiteral("888")));

    m_detail->setTextFormat(Qt::PlainText);
    m_detail->setVisible(false);
    // A bar without a range: busy, for as long as the computer thinks.
    m_busy->setObjectName(side == hoyito::Player::South ? QStringLiteral("southBusy") : QStringLiteral("northBusy"));
    m_busy->setRange(0, 0);
    m_busy->setTextVisible(false);
    m_busy->setMaximumHeight(6);
    m_busy->setVisible(false);

    auto *text = new QVBoxLayout;
    text->setSpacing(0);
    text->addWidget(m_name);
    text->addWidget(m_detail);
    text->addWidget(m_status);
    text->addWidget(m_busy);
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(10, 6, 10, 6);
    row->addWidget(m_stone);
    row->addLayout(text, 1);
    row->addWidget(m_score);
}

void PlayerCard::set(const QString &name, int score, bool toMove, bool winner)
{
    m_toMove = toMove;
    m_winner = winner;
    m_name->setText(name);
    m_score->setText(QString::number(score));
    updateStatus();
    const QColor color = playerColor(m_side);
    m_stone->setStyleSheet(
        QStringLiteral("background: %1; border-radius: 8px; border: 1px solid #3a1c08;").arg(color.name()));
    m_status->setStyleSheet(QStringLiteral("color: %1;").arg(color.darker(toMove ? 140 : 100).name()));
    setStyleSheet(toMove ? QStringLiteral("PlayerCard { border: 2px solid %1; border-radius: 6px; background: %2; }")
                               .arg(color.name(), color.lighter(175).name())
                         : QStringLiteral("PlayerCard { border: 1px solid palette(mid); border-radius: 6px; }"));
}

void PlayerCard::setDetail(const QString &detail)
{
    m_detail->setText(detail);
    m_detail->setVisible(!detail.isEmpty());
}

QString PlayerCard::detailText() const
{
    return m_detail->text();
}

void PlayerCard::setThinking(bool thinking)
{
    m_thinking = thinking;
    m_busy->setVisible(thinking);
    updateStatus();
}

void PlayerCard::updateStatus()
{
    m_status->setText(m_thinking ? tr("thinking…") : m_toMove ? tr("to move") : (m_winner ? tr("winner") : QString()));
}

QString PlayerCard::statusText() const
{
    return m_status->text();
}

QString PlayerCard::nameText() const
{
    return m_name->text();
}
QString PlayerCard::scoreText() const
{
    return m_score->text();
}

GamePanel::GamePanel(GameController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_moves(new QListView(this))
    , m_model(new MoveListModel(controller, this))
    , m_layout(new QVBoxLayout(this))
{
    setObjectName(QStringLiteral("gamePanel"));
    m_cards[0] = new PlayerCard(hoyito::Player::South, this);
    m_cards[1] = new PlayerCard(hoyito::Player::North, this);
    m_moves->setObjectName(QStringLiteral("moveList"));
    m_moves->setModel(m_model);
    // Long descriptions wrap onto a second line rather than being cut.
    m_moves->setUniformItemSizes(false);
    m_moves->setWordWrap(true);
    m_moves->setResizeMode(QListView::Adjust);
    m_moves->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_moves->setAlternatingRowColors(true);
    m_moves->setSelectionMode(QAbstractItemView::SingleSelection);
    m_moves->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Tab reaches the list too: keyboard and screen reader users read the
    // moves with the arrow keys.
    m_moves->setFocusPolicy(Qt::StrongFocus);
    connect(m_model, &QAbstractItemModel::rowsInserted, m_moves, &QListView::scrollToBottom);
    connect(m_model, &QAbstractItemModel::modelReset, m_moves, &QListView::scrollToBottom);

    m_layout->setContentsMargins(6, 6, 6, 6);
    setFlipped(false);
    refresh();

    connect(controller, &GameController::thinkingChanged, this,
            [this](hoyito::Player side, bool thinking) { card(side)->setThinking(thinking); });
    connect(controller, &GameController::playersChanged, this, &GamePanel::refresh);
}

void GamePanel::setFlipped(bool flipped)
{
    m_flipped = flipped;
    // Same order as the board: the top row's player first.
    while (m_layout->count() > 0)
        delete m_layout->takeAt(0);
    const hoyito::Player top = flipped ? hoyito::Player::South : hoyito::Player::North;
    m_layout->addWidget(card(top));
    m_layout->addWidget(m_moves, 1);
    m_layout->addWidget(card(hoyito::opponent(top)));
}

void GamePanel::refresh()
{
    if (!m_controller->hasGame()) {
        for (hoyito::Player side : {hoyito::Player::South, hoyito::Player::North})
            card(side)->set(RulesText::sideName(side), 0, false, false);
        return;
    }
    const hoyito::Position &pos = m_controller->shownPosition();
    const auto scores = hoyito::finalScores(pos);
    const hoyito::Result result = hoyito::resultOf(scores);
    for (hoyito::Player side : {hoyito::Player::South, hoyito::Player::North}) {
        const bool winner = pos.isOver() && result == (side == hoyito::Player::South ? hoyito::Result::SouthWins
                                                                                     : hoyito::Result::NorthWins);
        card(side)->set(GameText::playerName(m_controller->setup(), side), scores[hoyito::index(side)],
                        !pos.isOver() && pos.toMove == side, winner);
        const PlayerInfo &player = m_controller->setup().player(side);
        card(side)->setDetail(player.kind == PlayerKind::Computer ? ComputerPlayer::describe(player.level) : QString());
    }
}

} // namespace hoyito::app
