#include "setup/newgamedialog.h"

#include "game/computerplayer.h"
#include "game/gametext.h"
#include "match/matchoptionsbox.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QValidator>

namespace hoyito::app {

namespace {

// What a player may type as a name: kMaxTypedNameLength characters as a
// person counts them (an emoji or a Gujarati letter with its vowel sign is
// one), and nothing that breaks a line or changes how it reads. Pasted text
// loses such characters instead of being refused whole.

class PlayerNameValidator : public QValidator {
public:
    using QValidator::QValidator;

    State validate(QString &input, int &position) const override
    {
        const int unlimited = int(input.size());
        position = int(playerNameFrom(input.left(position), unlimited).size());
        input = playerNameFrom(input, unlimited);
        return checkPlayerName(input, kMaxTypedNameLength).problem == NameProblem::None ? Acceptable : Invalid;
    }
};
QString kindName(PlayerKind kind)
{
    return kind == PlayerKind::Human ? NewGameDialog::tr("Human") : NewGameDialog::tr("Computer");
}
} // namespace

NewGameDialog::NewGameDialog(const GameSetup &setup, const QList<PlayerKind> &kinds, QWidget *parent)
    : QDialog(parent)
    , m_variant(new QComboBox(this))
    , m_summary(new QLabel(this))
    , m_board6(new QRadioButton(GameText::boardName(6), this))
    , m_board12(new QRadioButton(GameText::boardName(12), this))
    , m_boardCustom(new QRadioButton(tr("Custom: 2 ×"), this))
    , m_customHoles(new QSpinBox(this))
    , m_starter(new QComboBox(this))
    , m_kindList(kinds.isEmpty() ? QList<PlayerKind>{PlayerKind::Human} : kinds)
    , m_start(setup.start)
{
    setObjectName(QStringLiteral("newGameDialog"));
    setWindowTitle(m_start ? tr("Play from Here") : tr("New Game"));

    m_variant->setObjectName(QStringLiteral("variant"));
    m_variant->addItem(RulesText::variantName(hoyito::Variant::II), int(hoyito::Variant::II));
    m_variant->addItem(RulesText::variantName(hoyito::Variant::III), int(hoyito::Variant::III));
    m_variant->addItem(RulesText::variantName(hoyito::Variant::I), int(hoyito::Variant::I));
    m_summary->setWordWrap(true);
    m_summary->setMinimumWidth(340);
    QFont small = m_summary->font();
    small.setItalic(true);
    m_summary->setFont(small);
    connect(m_variant, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateSummary);

    m_board6->setObjectName(QStringLiteral("board6"));
    m_board12->setObjectName(QStringLiteral("board12"));
    m_boardCustom->setObjectName(QStringLiteral("boardCustom"));
    m_customHoles->setObjectName(QStringLiteral("customHoles"));
    m_customHoles->setRange(hoyito::kMinHolesPerRow, hoyito::kMaxHolesPerRow);
    m_customHoles->setAccessibleName(tr("Holes per row"));
    auto *boardGroup = new QButtonGroup(this);
    for (QRadioButton *button : {m_board6, m_board12, m_boardCustom})
        boardGroup->addButton(button);
    connect(m_boardCustom, &QRadioButton::toggled, m_customHoles, &QSpinBox::setEnabled);
    auto *boardRow = new QHBoxLayout;
    boardRow->addWidget(m_board6);
    boardRow->addWidget(m_board12);
    boardRow->addWidget(m_boardCustom);
    boardRow->addWidget(m_customHoles);
    boardRow->addStretch();

    auto *form = new QFormLayout;
    form->addRow(tr("&Game:"), m_variant);
    form->addRow(QString(), m_summary);
    form->addRow(tr("Board:"), boardRow);

    auto *players = new QGroupBox(tr("Players"), this);
    auto *playerForm = new QFormLayout(players);
    for (hoyito::Player side : {hoyito::Player::South, hoyito::Player::North}) {
        const int i = hoyito::index(side);
        m_names[i] = new QLineEdit(this);
        m_names[i]->setObjectName(side == hoyito::Player::South ? QStringLiteral("southName")
                                                                : QStringLiteral("northName"));
        m_names[i]->setPlaceholderText(RulesText::sideName(side));
        m_names[i]->setValidator(new PlayerNameValidator(m_names[i]));
        m_names[i]->setClearButtonEnabled(true);
        m_kinds[i] = new QComboBox(this);
        m_kinds[i]->setObjectName(side == hoyito::Player::South ? QStringLiteral("southKind")
                                                                : QStringLiteral("northKind"));
        for (PlayerKind kind : m_kindList)
            m_kinds[i]->addItem(kindName(kind), int(kind));
        // With one kind only there is nothing to choose.
        m_kinds[i]->setVisible(m_kindList.size() > 1);
        m_levels[i] = new QComboBox(this);
        m_levels[i]->setObjectName(side == hoyito::Player::South ? QStringLiteral("southLevel")
                                                                 : QStringLiteral("northLevel"));
        for (int level = kMinComputerLevel; level <= kMaxComputerLevel; ++level)
            m_levels[i]->addItem(ComputerPlayer::numberedLevelName(level), level);
        m_levels[i]->setVisible(m_kindList.contains(PlayerKind::Computer));
        //: the computer's level, for screen readers: "South's level"
        m_levels[i]->setAccessibleName(tr("%1's level").arg(RulesText::sideName(side)));
        connect(m_kinds[i], &QComboBox::currentIndexChanged, this, [this, i] {
            forgetKindName(i);
            updateLevels();
        });
        auto *row = new QHBoxLayout;
        row->addWidget(m_names[i], 1);
        row->addWidget(m_kinds[i]);
        row->addWidget(m_levels[i]);
        playerForm->addRow(side == hoyito::Player::South ? tr("South (near row):") : tr("North (far row):"), row);
        // The row's label names the name field for screen readers.
        if (auto *label = qobject_cast<QLabel *>(playerForm->labelForField(row)))
            label->setBuddy(m_names[i]);
        //: the Human / Computer choice, for screen readers: "South played by"
        m_kinds[i]->setAccessibleName(tr("%1 played by").arg(RulesText::sideName(side)));
    }
    m_starter->setObjectName(QStringLiteral("starter"));
    m_starter->addItem(RulesText::sideName(hoyito::Player::South), int(hoyito::Player::South));
    m_starter->addItem(RulesText::sideName(hoyito::Player::North), int(hoyito::Player::North));
    playerForm->addRow(tr("Who starts:"), m_starter);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(players);
    // A single game or a match of rounds (docs/RULES.md 7).
    m_matchBox = new MatchOptionsBox(this);
    layout->addWidget(m_matchBox);
    layout->addStretch();
    layout->addWidget(buttons);

    if (m_start) {
        for (QWidget *field : {static_cast<QWidget *>(m_variant), static_cast<QWidget *>(m_summary)})
            form->setRowVisible(field, false);
        form->setRowVisible(boardRow, false);
        playerForm->setRowVisible(m_starter, false);
        m_matchBox->setVisible(false);
    }
    setSetup(setup);
}

void NewGameDialog::setSetup(const GameSetup &setup)
{
    m_variant->setCurrentIndex(qMax(0, m_variant->findData(int(setup.rules.variant))));
    const int holes = setup.rules.holesPerRow;
    m_board6->setChecked(holes == 6);
    m_board12->setChecked(holes == 12);
    m_boardCustom->setChecked(holes != 6 && holes != 12);
    m_customHoles->setValue(holes == 6 || holes == 12 ? 8 : holes);
    m_customHoles->setEnabled(m_boardCustom->isChecked());
    for (hoyito::Player side : {hoyito::Player::South, hoyito::Player::North}) {
        const int i = hoyito::index(side);
        // The kind first: a change of kind drops a name that names a kind,
        // and the set-up's own name must not be taken for one.
        m_kinds[i]->setCurrentIndex(qMax(0, m_kinds[i]->findData(int(setup.player(side).kind))));
        m_names[i]->setText(setup.player(side).name);
        // A human's level from a saved game is 0: offer the usual one.
        const int level = setup.player(side).level;
        m_levels[i]->setCurrentIndex(m_levels[i]->findData(
            level >= kMinComputerLevel && level <= kMaxComputerLevel ? level : kDefaultComputerLevel));
    }
    m_starter->setCurrentIndex(setup.starter == hoyito::Player::North ? 1 : 0);
    m_matchBox->setOptions(setup.match);
    updateSummary();
    updateLevels();
}

GameSetup NewGameDialog::setup() const
{
    GameSetup setup;
    setup.rules.variant = static_cast<hoyito::Variant>(m_variant->currentData().toInt());
    setup.rules.holesPerRow = m_board6->isChecked() ? 6 : m_board12->isChecked() ? 12 : m_customHoles->value();
    setup.starter = static_cast<hoyito::Player>(m_starter->currentData().toInt());
    for (hoyito::Player side : {hoyito::Player::South, hoyito::Player::North}) {
        const int i = hoyito::index(side);
        setup.player(side).name = m_names[i]->text().simplified();
        setup.player(side).kind = static_cast<PlayerKind>(m_kinds[i]->currentData().toInt());
        setup.player(side).level = m_levels[i]->currentData().toInt();
    }
    setup.match = m_matchBox->options();
    if (m_start)
        setup.startFrom(*m_start);
    return setup;
}

void NewGameDialog::forgetKindName(int i)
{
    // Saved games of other programs (and of ours before names were kept
    // apart from kinds) name a computer side "Computer": once the side is
    // switched to another kind, such a name would say the wrong thing, so
    // the field goes back to the side's own name.
    const QString name = m_names[i]->text().simplified();
    for (const PlayerKind kind : {PlayerKind::Human, PlayerKind::Computer}) {
        if (name.compare(kindName(kind), Qt::CaseInsensitive) == 0 ||
            name.compare(QLatin1String(kind == PlayerKind::Human ? "Human" : "Computer"), Qt::CaseInsensitive) == 0) {
            m_names[i]->clear();
            return;
        }
    }
}

void NewGameDialog::updateLevels()
{
    for (int i = 0; i < 2; ++i)
        m_levels[i]->setEnabled(static_cast<PlayerKind>(m_kinds[i]->currentData().toInt()) == PlayerKind::Computer);
}

void NewGameDialog::updateSummary()
{
    m_summary->setText(GameText::variantSummary(static_cast<hoyito::Variant>(m_variant->currentData().toInt())));
    if (m_matchBox)
        m_matchBox->setVariant(static_cast<hoyito::Variant>(m_variant->currentData().toInt()));
    growToFit();
}

void NewGameDialog::growToFit()
{
    // The notes wrap to more lines for one variant than for another, and a
    // dialog on screen keeps its size: it grows so no line is cut.
    if (!isVisible() || !layout())
        return;
    // The match box lays its note out in a layout of its own: that one
    // first, then this one asks it again.
    m_matchBox->layout()->activate();
    m_matchBox->updateGeometry();
    layout()->activate();
    const int needed =
        layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width()) : layout()->totalSizeHint().height();
    if (height() < needed)
        resize(width(), needed);
}

} // namespace hoyito::app
