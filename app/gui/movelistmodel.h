#pragma once

// The moves of the game for the side panel: one row per turn, "5. South c:
// 3 laps, captures 8, plays again", built from the turn's trace. Reads the
// controller's history (TurnIndexRole maps a row back to its turn, for a
// replay mode to jump there).

#include <QAbstractListModel>

namespace hoyito::app {

class GameController;

class MoveListModel : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role { TurnIndexRole = Qt::UserRole + 1, NotationRole };

    explicit MoveListModel(GameController *controller, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    void historyChanged();

    GameController *m_controller;
    int m_rows = 0;
};

} // namespace hoyito::app
