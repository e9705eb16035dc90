#include "movelistmodel.h"

#include "boarditems.h"
#include "gamecontroller.h"
#include "gametext.h"

#include <QBrush>
#include <QFont>
#include <QPainter>
#include <QPixmap>

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
    connect(controller, &GameController::boardSettled, this, &MoveListModel::historyChanged);
    m_rows = controller->shownTurnCount();
}

void MoveListModel::historyChanged()
{
    const int rows = m_controller->shownTurnCount();
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

int MoveListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

QVariant MoveListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows || index.row() >= int(m_controller->history().size()))
        return {};
    const hoyito::TurnRecord &turn = m_controller->history()[index.row()];
    const GameSetup &setup = m_controller->setup();
    switch (role) {
    case Qt::DisplayRole:
        //: a line of the move list: the turn number, then what happened
        return tr("%1. %2").arg(index.row() + 1).arg(GameText::turnDescription(setup, setup.rules, turn));
    case Qt::ToolTipRole: return GameText::turnDescription(setup, setup.rules, turn);
    case Qt::DecorationRole: return moverDot(turn.mover);
    case Qt::FontRole:
        if (turn.summary.captured > 0) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case TurnIndexRole: return index.row();
    case NotationRole: return GameText::moveNotation(setup.rules, turn.move);
    default: return {};
    }
}

} // namespace hoyito::app
