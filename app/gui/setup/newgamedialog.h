#pragma once

// The New Game dialog: variant, board size, the players (names, and their
// kind when more than one kind is available, with the computer's level) and
// who starts; a single game or a match (matchoptionsbox.h). For a setup
// whose `start` is set (a position set up by hand) it asks only who plays
// each side: the position decides the rest, and such a game is no match.

#include "game/gamesetup.h"

#include <QDialog>
#include <QList>

#include <array>
#include <optional>

class QButtonGroup;
class QComboBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace hoyito::app {

class MatchOptionsBox;

class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    // `kinds`: the player kinds that can be chosen (see PlayerFactory).
    explicit NewGameDialog(const GameSetup &setup, const QList<PlayerKind> &kinds, QWidget *parent = nullptr);

    GameSetup setup() const;
    void setSetup(const GameSetup &setup);

private:
    void updateSummary();
    // A name that only names a kind ("Computer") is dropped when the kind changes.
    void forgetKindName(int i);
    void updateLevels();
    void growToFit();

    QComboBox *m_variant;
    QLabel *m_summary;
    QRadioButton *m_board6;
    QRadioButton *m_board12;
    QRadioButton *m_boardCustom;
    QSpinBox *m_customHoles;
    std::array<QLineEdit *, 2> m_names{};
    std::array<QComboBox *, 2> m_kinds{};
    std::array<QComboBox *, 2> m_levels{}; // enabled for a computer only
    QComboBox *m_starter;
    QList<PlayerKind> m_kindList;
    std::optional<hoyito::Position> m_start; // the setup's `start`: players only
    MatchOptionsBox *m_matchBox = nullptr;   // single game or match
};

} // namespace hoyito::app
