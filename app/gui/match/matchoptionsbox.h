#pragma once

// The match part of the New Game dialog: a single game or a match, and for
// a match its length (a number of rounds, default 5, or first to a number of
// wins), who starts the later rounds, Hoyito III's last-four handicap and
// the traditional refill (docs/RULES.md 7).

#include "game/gamesetup.h"

#include <QGroupBox>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QRadioButton;
class QSpinBox;

namespace hoyito::app {

class MatchOptionsBox : public QGroupBox {
    Q_OBJECT

public:
    explicit MatchOptionsBox(QWidget *parent = nullptr);

    // Empty: a single game.
    std::optional<MatchOptions> options() const;
    void setOptions(const std::optional<MatchOptions> &options);
    // The handicap only exists in Hoyito III.
    void setVariant(hoyito::Variant variant);

private:
    void updateEnabled();

    QRadioButton *m_single;
    QRadioButton *m_match;
    QRadioButton *m_rounds;
    QSpinBox *m_roundCount;
    QRadioButton *m_firstTo;
    QSpinBox *m_winCount;
    QComboBox *m_startRule;
    QCheckBox *m_handicap;
    QCheckBox *m_refill;
    QLabel *m_handicapNote;
    hoyito::Variant m_variant = hoyito::Variant::II;
    bool m_handicapWanted = true; // shown and used in Hoyito III only
};

} // namespace hoyito::app
