#include "match/matchoptionsbox.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hoyito::app {

namespace {
// As a saved match allows (recordfile.h).
constexpr int kMaxLength = 99;
} // namespace

MatchOptionsBox::MatchOptionsBox(QWidget *parent)
    : QGroupBox(tr("Game or match"), parent)
    , m_single(new QRadioButton(tr("Si&ngle game"), this))
    , m_match(new QRadioButton(tr("&Match of several rounds"), this))
    , m_rounds(new QRadioButton(tr("&Rounds:"), this))
    , m_roundCount(new QSpinBox(this))
    , m_firstTo(new QRadioButton(tr("&First to"), this))
    , m_winCount(new QSpinBox(this))
    , m_startRule(new QComboBox(this))
    , m_handicap(new QCheckBox(tr("Last-four &handicap"), this))
    , m_refill(new QCheckBox(tr("&Traditional refill"), this))
    , m_handicapNote(new QLabel(this))
{
    setObjectName(QStringLiteral("matchOptions"));
    m_single->setObjectName(QStringLiteral("singleGame"));
    m_match->setObjectName(QStringLiteral("matchGame"));
    auto *kind = new QButtonGroup(this);
    kind->addButton(m_single);
    kind->addButton(m_match);
    auto *kindRow = new QHBoxLayout;
    kindRow->addWidget(m_single);
    kindRow->addWidget(m_match);
    kindRow->addStretch();

    m_rounds->setObjectName(QStringLiteral("lengthRounds"));
    m_roundCount->setObjectName(QStringLiteral("roundCount"));
    m_roundCount->setRange(1, kMaxLength);
    m_roundCount->setAccessibleName(tr("Number of rounds"));
    m_firstTo->setObjectName(QStringLiteral("lengthWins"));
    m_winCount->setObjectName(QStringLiteral("winCount"));
    m_winCount->setRange(1, kMaxLength);
    // The suffix agrees with the number: "First to [1] win", "[3] wins".
    const auto updateWinSuffix = [this](int wins) {
        //: after the "First to" spin box, whose number it follows: "First to [3] wins"
        m_winCount->setSuffix(tr(" win(s)", nullptr, wins));
    };
    connect(m_winCount, &QSpinBox::valueChanged, this, updateWinSuffix);
    updateWinSuffix(m_winCount->value());
    m_winCount->setAccessibleName(tr("Wins needed"));
    auto *length = new QButtonGroup(this);
    length->addButton(m_rounds);
    length->addButton(m_firstTo);
    auto *lengthRow = new QHBoxLayout;
    lengthRow->addWidget(m_rounds);
    lengthRow->addWidget(m_roundCount);
    lengthRow->addSpacing(12);
    lengthRow->addWidget(m_firstTo);
    lengthRow->addWidget(m_winCount);
    lengthRow->addStretch();

    m_startRule->setObjectName(QStringLiteral("startRule"));
    m_startRule->addItem(tr("The players take turns"), int(hoyito::StartRule::Alternate));
    m_startRule->addItem(tr("The loser of the last round"), int(hoyito::StartRule::LoserStarts));
    m_startRule->setToolTip(tr("Who starts rounds 2 and later. After a drawn round the player who did not start "
                               "the previous round starts."));

    m_handicap->setObjectName(QStringLiteral("handicap"));
    connect(m_handicap, &QCheckBox::toggled, this, [this](bool on) { m_handicapWanted = on; });
    m_handicap->setToolTip(tr("Hoyito III: in rounds 1 and 2 the last four go to the player who captured the "
                              "penultimate four; from round 3 on, to the winner of the previous round."));
    m_handicapNote->setObjectName(QStringLiteral("handicapNote"));
    m_handicapNote->setWordWrap(true);
    QFont small = m_handicapNote->font();
    small.setItalic(true);
    m_handicapNote->setFont(small);
    m_refill->setObjectName(QStringLiteral("refill"));
    m_refill->setToolTip(tr("After each round each player refills their own row from their left, four seeds a "
                            "hole, with the seeds they won. Holes they cannot fill stay closed for the round; "
                            "the seeds left over count for them in the next round. A player who cannot fill a "
                            "single hole loses the match."));

    auto *form = new QFormLayout;
    form->addRow(tr("Length:"), lengthRow);
    form->addRow(tr("Later rounds start with:"), m_startRule);
    form->addRow(QString(), m_handicap);
    form->addRow(QString(), m_handicapNote);
    form->addRow(QString(), m_refill);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(kindRow);
    layout->addLayout(form);

    for (QRadioButton *button : {m_single, m_match, m_rounds, m_firstTo})
        connect(button, &QRadioButton::toggled, this, &MatchOptionsBox::updateEnabled);
    setOptions(std::nullopt);
}

std::optional<MatchOptions> MatchOptionsBox::options() const
{
    if (!m_match->isChecked())
        return std::nullopt;
    MatchOptions options;
    options.length = m_firstTo->isChecked() ? hoyito::MatchLength::FirstToWins : hoyito::MatchLength::Rounds;
    options.lengthCount = m_firstTo->isChecked() ? m_winCount->value() : m_roundCount->value();
    options.startRule = static_cast<hoyito::StartRule>(m_startRule->currentData().toInt());
    // The choice for Hoyito III, kept with the others (no effect elsewhere).
    options.lastFourHandicap = m_handicapWanted;
    options.refill = m_refill->isChecked();
    return options;
}

void MatchOptionsBox::setOptions(const std::optional<MatchOptions> &options)
{
    const MatchOptions shown = options.value_or(MatchOptions{});
    m_match->setChecked(options.has_value());
    m_single->setChecked(!options.has_value());
    const bool wins = shown.length == hoyito::MatchLength::FirstToWins;
    m_firstTo->setChecked(wins);
    m_rounds->setChecked(!wins);
    // The other length keeps a sensible value to switch to.
    m_roundCount->setValue(wins ? MatchOptions{}.lengthCount : shown.lengthCount);
    m_winCount->setValue(wins ? shown.lengthCount : 3);
    m_startRule->setCurrentIndex(qMax(0, m_startRule->findData(int(shown.startRule))));
    m_handicapWanted = shown.lastFourHandicap;
    m_handicap->setChecked(shown.lastFourHandicap && m_variant == hoyito::Variant::III);
    m_refill->setChecked(shown.refill);
    updateEnabled();
}

void MatchOptionsBox::setVariant(hoyito::Variant variant)
{
    m_variant = variant;
    updateEnabled();
}

void MatchOptionsBox::updateEnabled()
{
    const bool match = m_match->isChecked();
    for (QWidget *widget : std::initializer_list<QWidget *>{m_rounds, m_firstTo, m_startRule, m_refill})
        widget->setEnabled(match);
    m_roundCount->setEnabled(match && m_rounds->isChecked());
    m_winCount->setEnabled(match && m_firstTo->isChecked());
    const bool three = m_variant == hoyito::Variant::III;
    // Outside Hoyito III the box shows no handicap, as the note says, and
    // keeps the choice for a switch back.
    m_handicap->setEnabled(match && three);
    {
        const QSignalBlocker quiet(m_handicap);
        m_handicap->setChecked(three && m_handicapWanted);
    }
    m_handicapNote->setEnabled(match);
    m_handicapNote->setText(three ? tr("From round 3 the last four go to the winner of the previous round.")
                                  : tr("The handicap is Hoyito III's: in this game the last four always go to "
                                       "the player who captured the penultimate four."));
}

} // namespace hoyito::app
