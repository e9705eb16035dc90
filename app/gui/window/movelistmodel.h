#pragma once

// The moves of the game for the side panel: one row per turn, "5. South c:
// 3 laps, captures 8, plays again", built from the turn's trace. Reads the
// controller's history (TurnIndexRole maps a row back to its turn, for the
// replay mode to jump there). In replay mode every turn of the game is
// listed, the ones after the position shown in a lighter colour.

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
    int visibleRows() const;

    GameController *m_controller;
    int m_rows = 0;
    bool m_replaying = false;
    int m_shown = 0; // replay: the turns shown when the rows were last coloured
};

} // namespace hoyito::app
