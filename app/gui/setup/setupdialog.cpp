#include "setup/setupdialog.h"

#include "board/boardscene.h"
#include "game/gametext.h"
#include "positiontext.h"
#include "rulestext.h"
#include "setup/newgamedialog.h"
#include "setup/positionedits.h"
#include "setup/setupboard.h"

#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFontDatabase>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hoyito::app {

namespace {

// The text a position loses (an ending, a pass before) is no part of a start.
hoyito::Position asWritten(const hoyito::Position &pos)
{
    const ParsedPosition parsed = parsePosition(positionText(pos));
    return std::holds_alternative<hoyito::Position>(parsed) ? std::get<hoyito::Position>(parsed) : pos;
}

} // namespace

SetupDialog::SetupDialog(const hoyito::Position &start, const GameSetup &players, const QList<PlayerKind> &kinds,
                         QWidget *parent)
    : QDialog(parent)
    , m_position(asWritten(start))
    , m_players(players)
    , m_kinds(kinds)
    , m_board(new SetupBoard(this))
    , m_help(new QLabel(this))
    , m_variantLabel(new QLabel(this))
    , m_variant(new QComboBox(this))
    , m_holesLabel(new QLabel(this))
    , m_holes(new QSpinBox(this))
    , m_takerLabel(new QLabel(this))
    , m_taker(new QComboBox(this))
    , m_moverLabel(new QLabel(this))
    , m_mover(new QComboBox(this))
    , m_southLabel(new QLabel(this))
    , m_southScore(new QSpinBox(this))
    , m_northLabel(new QLabel(this))
    , m_northScore(new QSpinBox(this))
    , m_textLabel(new QLabel(this))
    , m_text(new QLineEdit(this))
    , m_copy(new QPushButton(this))
    , m_paste(new QPushButton(this))
    , m_status(new QLabel(this))
    , m_opening(new QPushButton(this))
    , m_empty(new QPushButton(this))
    , m_play(new QPushButton(this))
    , m_analyse(new QPushButton(this))
    , m_cancel(new QPushButton(this))
{
    setObjectName(QStringLiteral("setupDialog"));
    m_variant->setObjectName(QStringLiteral("setupVariant"));
    m_holes->setObjectName(QStringLiteral("setupHoles"));
    m_taker->setObjectName(QStringLiteral("setupTaker"));
    m_mover->setObjectName(QStringLiteral("setupMover"));
    m_southScore->setObjectName(QStringLiteral("setupSouthScore"));
    m_northScore->setObjectName(QStringLiteral("setupNorthScore"));
    m_text->setObjectName(QStringLiteral("setupText"));
    m_copy->setObjectName(QStringLiteral("setupCopy"));
    m_paste->setObjectName(QStringLiteral("setupPaste"));
    m_status->setObjectName(QStringLiteral("setupProblem"));
    m_opening->setObjectName(QStringLiteral("setupOpening"));
    m_empty->setObjectName(QStringLiteral("setupEmpty"));
    m_play->setObjectName(QStringLiteral("setupPlay"));
    m_analyse->setObjectName(QStringLiteral("setupAnalyse"));
    m_cancel->setObjectName(QStringLiteral("setupCancel"));

    m_board->boardScene()->setPlayerNames(players.player(hoyito::Player::South).name,
                                          players.player(hoyito::Player::North).name);
    m_board->setMinimumSize(320, 150);
    m_help->setWordWrap(true);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_holes->setRange(hoyito::kMinHolesPerRow, hoyito::kMaxHolesPerRow);
    for (hoyito::Variant v : {hoyito::Variant::II, hoyito::Variant::III, hoyito::Variant::I})
        m_variant->addItem(QString(), int(v));
    for (auto t : {hoyito::LastFourTaker::Capturer, hoyito::LastFourTaker::South, hoyito::LastFourTaker::North})
        m_taker->addItem(QString(), int(t));
    for (hoyito::Player p : {hoyito::Player::South, hoyito::Player::North})
        m_mover->addItem(QString(), int(p));
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    for (QLabel *label :
         {m_variantLabel, m_holesLabel, m_takerLabel, m_moverLabel, m_southLabel, m_northLabel, m_textLabel})
        label->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_variantLabel->setBuddy(m_variant);
    m_holesLabel->setBuddy(m_holes);
    m_takerLabel->setBuddy(m_taker);
    m_moverLabel->setBuddy(m_mover);
    m_southLabel->setBuddy(m_southScore);
    m_northLabel->setBuddy(m_northScore);
    m_textLabel->setBuddy(m_text);

    auto *controls = new QGridLayout;
    controls->addWidget(m_variantLabel, 0, 0);
    controls->addWidget(m_variant, 0, 1);
    controls->addWidget(m_holesLabel, 0, 2);
    controls->addWidget(m_holes, 0, 3);
    controls->addWidget(m_takerLabel, 0, 4);
    controls->addWidget(m_taker, 0, 5);
    controls->addWidget(m_moverLabel, 1, 0);
    controls->addWidget(m_mover, 1, 1);
    controls->addWidget(m_southLabel, 1, 2);
    controls->addWidget(m_southScore, 1, 3);
    controls->addWidget(m_northLabel, 1, 4);
    controls->addWidget(m_northScore, 1, 5);
    auto *textRow = new QHBoxLayout;
    textRow->addWidget(m_text, 1);
    textRow->addWidget(m_copy);
    textRow->addWidget(m_paste);
    controls->addWidget(m_textLabel, 2, 0);
    controls->addLayout(textRow, 2, 1, 1, 5);
    controls->setColumnStretch(1, 1);
    controls->setColumnStretch(5, 1);

    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_opening, QDialogButtonBox::ResetRole);
    buttons->addButton(m_empty, QDialogButtonBox::ResetRole);
    buttons->addButton(m_analyse, QDialogButtonBox::ActionRole);
    buttons->addButton(m_play, QDialogButtonBox::AcceptRole);
    buttons->addButton(m_cancel, QDialogButtonBox::RejectRole);
    m_play->setDefault(true);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_help);
    layout->addWidget(m_board, 1);
    layout->addLayout(controls);
    layout->addWidget(m_status);
    layout->addWidget(buttons);

    connect(m_board, &SetupBoard::seedsAdded, this,
            [this](int hole, int delta) { edit(withSeedsAdded(m_position, hole, delta)); });
    connect(m_board, &SetupBoard::seedsMoved, this,
            [this](int from, int to) { edit(withSeedsMoved(m_position, from, to)); });
    connect(m_board, &SetupBoard::closedToggled, this, [this](int hole) { edit(withClosedToggled(m_position, hole)); });
    for (QComboBox *box : {m_variant, m_taker, m_mover})
        connect(box, &QComboBox::currentIndexChanged, this, &SetupDialog::fromControls);
    for (QSpinBox *box : {m_holes, m_southScore, m_northScore})
        connect(box, &QSpinBox::valueChanged, this, &SetupDialog::fromControls);
    connect(m_text, &QLineEdit::textEdited, this, &SetupDialog::setText);
    // Enter in the field applies the text typed, not Play from Here.
    m_text->installEventFilter(this);
    connect(m_copy, &QPushButton::clicked, this, &SetupDialog::copyText);
    connect(m_paste, &QPushButton::clicked, this, &SetupDialog::pasteText);
    connect(m_opening, &QPushButton::clicked, this,
            [this] { edit(hoyito::Position::initial(m_position.rules, m_position.toMove)); });
    connect(m_empty, &QPushButton::clicked, this, [this] { edit(emptied(m_position)); });
    connect(m_play, &QPushButton::clicked, this, &SetupDialog::playFromHere);
    connect(m_analyse, &QPushButton::clicked, this, &SetupDialog::analyse);
    connect(m_cancel, &QPushButton::clicked, this, &QDialog::reject);

    retranslateUi();
    edit(m_position);
    // Room for the longest sentence on two lines under a board that can be
    // read; the board gives way first when the dialog is made smaller.
    m_status->setMinimumHeight(2 * m_status->fontMetrics().lineSpacing() + 4);
    setMinimumWidth(640);
    resize(800, 600);
}

void SetupDialog::retranslateUi()
{
    setWindowTitle(tr("Set Up Position"));
    m_help->setText(tr("Click a hole for one seed more; right-click or Shift+click for one fewer; turn the mouse "
                       "wheel over a hole; drag from one hole to another to move its seeds; Ctrl+click or "
                       "middle-click closes a hole or opens it again. Keys: the arrows, + and -, x to close."));
    m_variantLabel->setText(tr("&Game:"));
    m_holesLabel->setText(tr("&Board: 2 ×"));
    m_takerLabel->setText(tr("&Last four:"));
    m_moverLabel->setText(tr("To &move:"));
    //: the label of South's score, "South's score:"
    m_southLabel->setText(tr("%1's score:").arg(RulesText::sideName(hoyito::Player::South)));
    m_northLabel->setText(tr("%1's score:").arg(RulesText::sideName(hoyito::Player::North)));
    m_textLabel->setText(tr("&Position:"));
    m_text->setToolTip(tr("The position as text: VARIANT:N:MOVER:HOLES:SOUTH_SCORE:NORTH_SCORE[:TAKER]"));
    m_copy->setText(tr("&Copy"));
    m_paste->setText(tr("Pas&te"));
    m_opening->setText(tr("&Opening"));
    m_empty->setText(tr("&Empty Board"));
    m_play->setText(tr("Play from &Here…"));
    m_analyse->setText(tr("&Analyse"));
    m_analyse->setToolTip(tr("A game between two people from this position, with the engine's analysis on"));
    m_cancel->setText(tr("Cancel"));
    const bool updating = m_updating;
    m_updating = true;
    for (int i = 0; i < m_variant->count(); ++i)
        m_variant->setItemText(i, RulesText::variantName(static_cast<hoyito::Variant>(m_variant->itemData(i).toInt())));
    m_taker->setItemText(0, tr("the capturer"));
    m_taker->setItemText(1, RulesText::sideName(hoyito::Player::South));
    m_taker->setItemText(2, RulesText::sideName(hoyito::Player::North));
    m_mover->setItemText(0, RulesText::sideName(hoyito::Player::South));
    m_mover->setItemText(1, RulesText::sideName(hoyito::Player::North));
    m_updating = updating;
    // The status line in the new language: the text says it all again.
    if (!m_text->text().isEmpty())
        setText(m_text->text());
}

void SetupDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void SetupDialog::setPosition(const hoyito::Position &pos)
{
    edit(asWritten(pos));
}

void SetupDialog::edit(const hoyito::Position &pos)
{
    m_position = pos;
    showPosition();
    m_text->setText(PositionText::text(m_position));
    showProblem(PositionText::startProblem(m_position, checkStart(m_position)));
}

void SetupDialog::fromControls()
{
    if (m_updating)
        return;
    hoyito::Position pos = withHolesPerRow(m_position, m_holes->value());
    pos.rules.variant = static_cast<hoyito::Variant>(m_variant->currentData().toInt());
    pos.rules.lastFourTaker = static_cast<hoyito::LastFourTaker>(m_taker->currentData().toInt());
    pos.toMove = static_cast<hoyito::Player>(m_mover->currentData().toInt());
    pos.scores = {static_cast<std::int16_t>(m_southScore->value()), static_cast<std::int16_t>(m_northScore->value())};
    edit(pos);
}

void SetupDialog::showPosition()
{
    m_updating = true;
    const hoyito::Rules &rules = m_position.rules;
    m_variant->setCurrentIndex(m_variant->findData(int(rules.variant)));
    m_holes->setValue(rules.holesPerRow);
    m_taker->setCurrentIndex(m_taker->findData(int(rules.lastFourTaker)));
    m_mover->setCurrentIndex(m_mover->findData(int(m_position.toMove)));
    for (QSpinBox *score : {m_southScore, m_northScore})
        score->setRange(0, rules.totalSeeds());
    m_southScore->setValue(m_position.scores[0]);
    m_northScore->setValue(m_position.scores[1]);
    m_board->setPosition(m_position);
    m_updating = false;
}

void SetupDialog::showProblem(const QString &problem)
{
    m_problem = problem;
    m_play->setEnabled(problem.isEmpty());
    m_analyse->setEnabled(problem.isEmpty());
    if (problem.isEmpty())
        //: the editor's status line when the position can be played: "South to move, 36 seeds on the board"
        m_status->setText(tr("Ready to play: %1 to move, %n seed(s) on the board.", "", m_position.seedsOnBoard())
                              .arg(RulesText::sideName(m_position.toMove)));
    else
        //: the editor's status line: %1 says what is wrong with the position
        m_status->setText(tr("This position cannot be played: %1.").arg(problem));
}

void SetupDialog::setText(const QString &text)
{
    if (m_text->text() != text)
        m_text->setText(text);
    const ParsedPosition parsed = parsePosition(text.trimmed().toStdString());
    if (const auto *problem = std::get_if<PositionTextProblem>(&parsed)) {
        // The board keeps the last good position; the text says what is wrong.
        showProblem(PositionText::parseProblem(*problem));
        return;
    }
    m_position = std::get<hoyito::Position>(parsed);
    showPosition();
    showProblem(PositionText::startProblem(m_position, checkStart(m_position)));
}

void SetupDialog::applyTypedText()
{
    const ParsedPosition parsed = parsePosition(m_text->text().trimmed().toStdString());
    if (const auto *pos = std::get_if<hoyito::Position>(&parsed))
        edit(*pos); // written again as the rules write it
    else
        setText(m_text->text());
}

bool SetupDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_text && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            applyTypedText();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void SetupDialog::copyText()
{
    QGuiApplication::clipboard()->setText(m_text->text());
}

void SetupDialog::pasteText()
{
    // A position is one line: a pasted paragraph counts by its first line.
    setText(QGuiApplication::clipboard()->text().section(QLatin1Char('\n'), 0, 0).trimmed());
}

GameSetup SetupDialog::gameFromHere() const
{
    GameSetup setup = m_players;
    setup.startFrom(m_position);
    return setup;
}

void SetupDialog::playFromHere()
{
    if (!canPlay())
        return;
    const GameSetup setup = gameFromHere();
    auto *dialog = new NewGameDialog(setup, m_kinds, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_playersDialog = dialog;
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const GameSetup chosen = dialog->setup();
        accept();
        Q_EMIT playRequested(chosen);
    });
    dialog->open();
}

void SetupDialog::analyse()
{
    if (!canPlay())
        return;
    GameSetup setup = gameFromHere();
    for (PlayerInfo &player : setup.players)
        player = PlayerInfo::human(player.kind == PlayerKind::Human ? player.name : QString());
    accept();
    Q_EMIT analyseRequested(setup);
}

} // namespace hoyito::app
