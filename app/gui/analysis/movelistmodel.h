#pragma once

// The moves of the game for the side panel: one row per turn, "5. South c:
// 3 laps, captures 8, plays again", built from the turn's trace. Reads the
// controller's history (TurnIndexRole maps a row back to its turn, for the
// replay mode to jump there). In replay mode every turn of the game is
// listed, the ones after the position shown in a lighter colour. After a
// game review each turn reviewed carries its verdict: the sign (?!, ?, ??)
// in the row, a tint of its class and the verdict in the tooltip.

#include "hoyito/analysis.h"

#include <QAbstractListModel>

#include <vector>

namespace hoyito::app {

class GameController;

class MoveListModel : public QAbstractListModel {
    Q_OBJECT

public:
    // MoveClassRole: the turn's hoyito::MoveClass as an int once reviewed,
    // else no value.
    enum Role { TurnIndexRole = Qt::UserRole + 1, NotationRole, MoveClassRole };

    explicit MoveListModel(GameController *controller, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    // The review of the turns from the first (reviews[i] is turn i + 1;
    // later turns stay unmarked); empty: no marks.
    void setTurnReviews(const std::vector<hoyito::TurnReview> &reviews);
    const std::vector<hoyito::TurnReview> &turnReviews() const { return m_reviews; }

private:
    // In a replay, a turn after the position shown.
    bool isToCome(int row) const;
    void historyChanged();
    int visibleRows() const;

    GameController *m_controller;
    int m_rows = 0;
    bool m_replaying = false;
    int m_shown = 0; // replay: the turns shown when the rows were last coloured
    std::vector<hoyito::TurnReview> m_reviews;
};

} // namespace hoyito::app
