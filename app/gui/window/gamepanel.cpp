#include "window/gamepanel.h"

#include "analysis/movelistmodel.h"
#include "board/boardtheme.h"
#include "board/palette.h"
#include "game/computerplayer.h"
#include "game/gamecontroller.h"
#include "game/gametext.h"

#include <QLabel>
#include <QListView>
#include <QProgressBar>
#include <QScrollBar>
#include <QStyledItemDelegate>
#include <QVBoxLayout>

namespace hoyito::app {

namespace {

// The rows of the move list, a little higher than the view measures them:
// it counts a line by the widget's font, and a line of another script
// (Gujarati) in a fallback font can be a pixel or two higher, which would
// cut a wrapped row's last line.
class MoveRowDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        const QSize size = QStyledItemDelegate::sizeHint(option, index);
        return {size.width(), size.height() + option.fontMetrics.descent()};
    }
};

} // namespace

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
    // The side's colour is the board theme's.
    connect(BoardTheme::notifier(), &BoardThemeNotifier::changed, this, &PlayerCard::updateColours);
    m_stone->setFixedSize(16, 16);
    QFont nameFont = m_name->font();
    nameFont.setBold(true);
    nameFont.setPointSizeF(nameFont.pointSizeF() * 1.15);
    m_name->setFont(nameFont);
    m_name->setTextFormat(Qt::PlainText);
    // A narrow panel wraps its words rather than cutting them: the board
    // gets the room of a small window first.
    for (QLabel *label : {m_name, m_status, m_detail})
        label->setWordWrap(true);
    m_name->setMinimumWidth(1); // a name of one long word: cut rather than widen the panel
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
    setScore(score);
    updateStatus();
    updateColours();
}

void PlayerCard::updateColours()
{
    const bool toMove = m_toMove;
    const QColor color = playerColor(m_side);
    m_stone->setStyleSheet(
        QStringLiteral("background: %1; border-radius: 8px; border: 1px solid #3a1c08;").arg(color.name()));
    m_status->setStyleSheet(QStringLiteral("color: %1;").arg(color.darker(toMove ? 140 : 100).name()));
    setStyleSheet(toMove ? QStringLiteral("PlayerCard { border: 2px solid %1; border-radius: 6px; background: %2; }")
                               .arg(color.name(), color.lighter(175).name())
                         : QStringLiteral("PlayerCard { border: 1px solid palette(mid); border-radius: 6px; }"));
}

void PlayerCard::setScore(int score)
{
    m_score->setText(QString::number(score));
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
    m_moves->setItemDelegate(new MoveRowDelegate(m_moves));
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
    // In a low window the players' cards keep their wrapped lines; the list
    // gives up its height down to two rows.
    m_moves->setMinimumHeight(2 * m_moves->fontMetrics().lineSpacing() + 2 * m_moves->frameWidth() + 8);
    // The newest move stays in sight, whole: scrolled by pixels, not by
    // rows (a row of two lines would be cut at the bottom), and kept at the
    // end when a later layout (a wrapped row, a resize) makes the list
    // longer, for as long as nobody has scrolled away from the end.
    m_moves->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    QScrollBar *bar = m_moves->verticalScrollBar();
    connect(bar, &QScrollBar::valueChanged, this, [this, bar](int value) { m_followLatest = value >= bar->maximum(); });
    connect(bar, &QScrollBar::rangeChanged, this, [this, bar](int, int maximum) {
        if (m_followLatest)
            bar->setValue(maximum);
    });
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &GamePanel::showLatestMove);
    connect(m_model, &QAbstractItemModel::modelReset, this, &GamePanel::showLatestMove);

    m_layout->setContentsMargins(6, 6, 6, 6);
    setFlipped(false);
    refresh();

    connect(controller, &GameController::thinkingChanged, this,
            [this](hoyito::Player side, bool thinking) { card(side)->setThinking(thinking); });
    connect(controller, &GameController::playersChanged, this, &GamePanel::refresh);
}

QSize GamePanel::minimumSizeHint() const
{
    const QSize least = QWidget::minimumSizeHint();
    const int width = qMax(minimumWidth(), least.width());
    const QMargins margins = m_layout->contentsMargins();
    int height = margins.top() + margins.bottom() + 2 * m_layout->spacing() + m_moves->minimumHeight();
    for (const PlayerCard *card : m_cards)
        height += card->heightForWidth(width - margins.left() - margins.right());
    return {width, qMax(height, least.height())};
}

void GamePanel::showLatestMove()
{
    // A replay shows the move of its position (the replay bar scrolls there).
    if (m_controller->isReplaying())
        return;
    m_followLatest = true;
    m_moves->scrollToBottom();
}

bool GamePanel::isLatestMoveShown() const
{
    const int rows = m_model->rowCount();
    if (rows == 0)
        return true;
    const QRect last = m_moves->visualRect(m_model->index(rows - 1, 0));
    return last.isValid() && last.top() >= 0 && last.bottom() < m_moves->viewport()->height();
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

void GamePanel::showScore(hoyito::Player side, int seeds)
{
    if (m_controller->hasGame() && m_controller->state() == GameController::State::Animating)
        card(side)->setScore(seeds);
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
