#include "analysis/movelistmodel.h"

#include "analysis/reviewtext.h"
#include "board/boardtheme.h"
#include "board/palette.h"
#include "game/gamecontroller.h"
#include "game/gametext.h"

#include "coachtext.h"

#include <QBrush>
#include <QFont>
#include <QPainter>
#include <QPalette>
#include <QPixmap>
#include <QStringList>

#include <algorithm>

namespace hoyito::app {

namespace {
// A small stone of the mover's colour in front of each move.
QPixmap moverDot(hoyito::Player player)
{
    QPixmap dot(QSize(12, 12));
    dot.fill(Qt::transparent);
    QPainter painter(&dot);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(0x3a, 0x1c, 0x08), 1));
    painter.setBrush(playerColor(player));
    painter.drawEllipse(QRectF(1, 1, 10, 10));
    return dot;
}
} // namespace

MoveListModel::MoveListModel(GameController *controller, QObject *parent)
    : QAbstractListModel(parent)
    , m_controller(controller)
{
    connect(controller, &GameController::historyChanged, this, &MoveListModel::historyChanged);
    // The movers' stones are in the board theme's colours.
    connect(BoardTheme::notifier(), &BoardThemeNotifier::changed, this, [this] {
        if (rowCount() > 0)
            Q_EMIT dataChanged(index(0), index(rowCount() - 1), {Qt::DecorationRole});
    });
    connect(controller, &GameController::boardSettled, this, &MoveListModel::historyChanged);
    connect(controller, &GameController::replayChanged, this, &MoveListModel::historyChanged);
    // Another game: all rows anew, even if it has as many turns.
    connect(controller, &GameController::gameStarted, this, [this] { m_replaying = false; });
    m_rows = visibleRows();
}

int MoveListModel::visibleRows() const
{
    // Live, a move is listed once the board has shown it; a replay lists
    // the whole game.
    if (m_controller->isReplaying())
        return m_controller->turnCount();
    return m_controller->shownTurnCount();
}

void MoveListModel::historyChanged()
{
    const int rows = visibleRows();
    const bool replaying = m_controller->isReplaying();
    const int shown = m_controller->shownTurnCount();
    if (replaying && m_replaying && rows == m_rows) {
        // A replay step: only the turns between the old and the new
        // position change colour (a long game must step quickly).
        const int from = std::min(shown, m_shown);
        const int to = std::max(shown, m_shown);
        m_shown = shown;
        if (to > from)
            Q_EMIT dataChanged(index(from), index(to - 1), {Qt::ForegroundRole, Qt::FontRole});
        return;
    }
    m_replaying = replaying;
    m_shown = shown;
    if (rows == m_rows && m_controller->history().size() >= std::size_t(rows)) {
        // Nothing new to show, but the rows may describe another game.
        if (rows > 0)
            Q_EMIT dataChanged(index(0), index(rows - 1));
        return;
    }
    // A move played adds one row at the end; anything else (undo, redo, a
    // new game) resets the list.
    if (rows == m_rows + 1) {
        beginInsertRows(QModelIndex(), m_rows, m_rows);
        m_rows = rows;
        endInsertRows();
        return;
    }
    beginResetModel();
    m_rows = rows;
    endResetModel();
}

void MoveListModel::setTurnReviews(const std::vector<hoyito::TurnReview> &reviews)
{
    if (reviews.empty() && m_reviews.empty())
        return;
    m_reviews = reviews;
    if (m_rows > 0)
        Q_EMIT dataChanged(index(0), index(m_rows - 1),
                           {Qt::DisplayRole, Qt::ToolTipRole, Qt::BackgroundRole, MoveClassRole});
}

int MoveListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

bool MoveListModel::isToCome(int row) const
{
    return m_controller->isReplaying() && row >= m_controller->shownTurnCount();
}

QVariant MoveListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows || index.row() >= int(m_controller->history().size()))
        return {};
    const hoyito::TurnRecord &turn = m_controller->history()[index.row()];
    const GameSetup &setup = m_controller->setup();
    const hoyito::TurnReview *review =
        std::size_t(index.row()) < m_reviews.size() ? &m_reviews[std::size_t(index.row())] : nullptr;
    switch (role) {
    case Qt::DisplayRole:
        if (review && !ReviewText::sign(review->moveClass).isEmpty())
            return ReviewText::markedRow(index.row() + 1, GameText::turnDescription(setup, setup.rules, turn),
                                         review->moveClass);
        //: a line of the move list: the turn number, then what happened
        return tr("%1. %2").arg(index.row() + 1).arg(GameText::turnDescription(setup, setup.rules, turn));
    case Qt::ToolTipRole:
        if (review) {
            // A marked turn says why too, in the coach's words, as the review
            // panel does; paragraphs, so that a tooltip wraps its sentences.
            QStringList lines{GameText::turnDescription(setup, setup.rules, turn), ReviewText::verdict(setup, *review),
                              CoachText::reviewedTurn(m_controller->game().positions()[std::size_t(index.row())],
                                                      *review, GameText::playerNames(setup))};
            lines.removeAll(QString());
            QString paragraphs;
            for (const QString &line : lines)
                paragraphs += QStringLiteral("<p>%1</p>").arg(line.toHtmlEscaped());
            return paragraphs;
        }
        return GameText::turnDescription(setup, setup.rules, turn);
    case Qt::BackgroundRole:
        if (review && ReviewText::classColor(review->moveClass).isValid())
            return QBrush(ReviewText::classColor(review->moveClass));
        return {};
    case MoveClassRole:
        if (review)
            return int(review->moveClass);
        return {};
    case Qt::DecorationRole: return moverDot(turn.mover);
    case Qt::FontRole: {
        const bool toCome = isToCome(index.row());
        if (turn.summary.captured == 0 && !toCome)
            return {};
        QFont font;
        font.setBold(turn.summary.captured > 0);
        font.setItalic(toCome);
        return font;
    }
    case Qt::ForegroundRole:
        // Replay: the turns after the position shown are still to come,
        // greyed and in italics; on a row tinted by the review the grey
        // could hardly be read, so there the italics alone say it.
        if (isToCome(index.row()))
            return QBrush(review && ReviewText::classColor(review->moveClass).isValid()
                              ? QPalette().color(QPalette::Text)
                              : QPalette().color(QPalette::Disabled, QPalette::Text));
        return {};
    case TurnIndexRole: return index.row();
    case NotationRole: return GameText::moveNotation(setup.rules, turn.move);
    default: return {};
    }
}

} // namespace hoyito::app
