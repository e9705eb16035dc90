#include "tables/tablesdialog.h"

#include "game/computerplayer.h"
#include "game/gametext.h"
#include "tables/tabletext.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

#if defined(Q_OS_UNIX)
#include <unistd.h>
#endif

namespace hoyito::app {

namespace {

// The spin boxes' ranges: a 2 × 6 table of 28 seeds is 2.2 billion
// positions, beyond anything this builder can hold; 10 on 2 × 12 is 92
// million a level.
constexpr int kMaxSeeds2x6 = 28;
constexpr int kMaxSeeds2x12 = 10;
constexpr int kProgressSteps = 1000;

QLabel *wrappedLabel(const QString &name, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    return label;
}

} // namespace

quint64 TablesDialog::physicalMemory()
{
#if defined(Q_OS_UNIX) && defined(_SC_PHYS_PAGES)
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long pageSize = sysconf(_SC_PAGESIZE);
    if (pages > 0 && pageSize > 0)
        return quint64(pages) * quint64(pageSize);
#endif
    return 0;
}

TablesDialog::TablesDialog(TableLibrary *library, QWidget *parent)
    : QDialog(parent)
    , m_library(library)
    , m_intro(wrappedLabel(QStringLiteral("intro"), this))
    , m_stockTitle(new QLabel(this))
    , m_folder(wrappedLabel(QStringLiteral("folder"), this))
    , m_problems(wrappedLabel(QStringLiteral("problems"), this))
    , m_buildTitle(new QLabel(this))
    , m_seeds6(new QSpinBox(this))
    , m_seeds12(new QSpinBox(this))
    , m_estimate(wrappedLabel(QStringLiteral("estimate"), this))
    , m_progress(new QProgressBar(this))
    , m_step(wrappedLabel(QStringLiteral("step"), this))
    , m_time(wrappedLabel(QStringLiteral("time"), this))
    , m_result(wrappedLabel(QStringLiteral("result"), this))
    , m_build(new QPushButton(this))
    , m_cancel(new QPushButton(this))
    , m_close(new QPushButton(this))
{
    setObjectName(QStringLiteral("tablesDialog"));
    auto *layout = new QVBoxLayout(this);
    // Wrapped lines need a width to be laid out by (see keepLinesWhole).
    m_intro->setMinimumWidth(440);
    layout->addWidget(m_intro);

    // What is built: a rule set a row, a board a column.
    auto *stock = new QGridLayout;
    QFont bold = m_stockTitle->font();
    bold.setBold(true);
    m_stockTitle->setFont(bold);
    layout->addWidget(m_stockTitle);
    for (std::size_t b = 0; b < kTableBoards.size(); ++b) {
        m_boardHeads[b] = new QLabel(this);
        stock->addWidget(m_boardHeads[b], 0, int(b) + 1);
    }
    for (std::size_t r = 0; r < kTableRuleSets.size(); ++r) {
        m_ruleNames[r] = new QLabel(this);
        stock->addWidget(m_ruleNames[r], int(r) + 1, 0);
        for (std::size_t b = 0; b < kTableBoards.size(); ++b) {
            m_built[r][b] = new QLabel(this);
            m_built[r][b]->setObjectName(QStringLiteral("built_%1_%2")
                                             .arg(QString::fromStdString(tables::tableRulesName(kTableRuleSets[r])))
                                             .arg(kTableBoards[b]));
            stock->addWidget(m_built[r][b], int(r) + 1, int(b) + 1);
        }
    }
    // The columns stay beside their names however wide the window.
    stock->setColumnStretch(int(kTableBoards.size()) + 1, 1);
    stock->setHorizontalSpacing(24);
    layout->addLayout(stock);
    m_folder->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_folder);
    QPalette warning = m_problems->palette();
    warning.setColor(QPalette::WindowText, QColor(0x9a, 0x1c, 0x1c));
    m_problems->setPalette(warning);
    layout->addWidget(m_problems);

    layout->addSpacing(8);
    m_buildTitle->setFont(bold);
    layout->addWidget(m_buildTitle);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    m_seeds6->setObjectName(QStringLiteral("seeds2x6"));
    m_seeds6->setRange(1, kMaxSeeds2x6);
    m_seeds12->setObjectName(QStringLiteral("seeds2x12"));
    m_seeds12->setRange(0, kMaxSeeds2x12);
    for (QLabel *&label : m_seedLabels)
        label = new QLabel(this);
    m_seedLabels[0]->setBuddy(m_seeds6);
    m_seedLabels[1]->setBuddy(m_seeds12);
    form->addRow(m_seedLabels[0], m_seeds6);
    form->addRow(m_seedLabels[1], m_seeds12);
    layout->addLayout(form);
    layout->addWidget(m_estimate);
    m_progress->setObjectName(QStringLiteral("progress"));
    m_progress->setRange(0, kProgressSteps);
    m_progress->setValue(0);
    layout->addWidget(m_progress);
    layout->addWidget(m_step);
    layout->addWidget(m_time);
    layout->addWidget(m_result);
    layout->addStretch(1);

    auto *buttons = new QDialogButtonBox(this);
    m_build->setObjectName(QStringLiteral("buildButton"));
    m_cancel->setObjectName(QStringLiteral("cancelButton"));
    m_close->setObjectName(QStringLiteral("closeButton"));
    buttons->addButton(m_build, QDialogButtonBox::ActionRole);
    buttons->addButton(m_cancel, QDialogButtonBox::ActionRole);
    buttons->addButton(m_close, QDialogButtonBox::RejectRole);
    m_build->setDefault(true);
    layout->addWidget(buttons);

    connect(m_build, &QPushButton::clicked, this, &TablesDialog::startBuild);
    connect(m_cancel, &QPushButton::clicked, m_library, &TableLibrary::cancel);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_seeds6, &QSpinBox::valueChanged, this, &TablesDialog::refreshEstimate);
    connect(m_seeds12, &QSpinBox::valueChanged, this, &TablesDialog::refreshEstimate);
    connect(m_library, &TableLibrary::loaded, this, &TablesDialog::refreshStock);
    connect(m_library, &TableLibrary::buildStarted, this, [this] {
        m_result->clear();
        refreshButtons();
    });
    connect(m_library, &TableLibrary::buildProgress, this, &TablesDialog::showProgress);
    connect(m_library, &TableLibrary::buildEnded, this, &TablesDialog::showEnd);

    // A first choice a step beyond what is built (the built-in tables have
    // 12 seeds on 2 × 6, 8 on 2 × 12).
    int built6 = kMaxSeeds2x6;
    int built12 = kMaxSeeds2x12;
    for (tables::TableRules rules : kTableRuleSets) {
        built6 = std::min(built6, m_library->stockOf(rules, 6).maxSeeds);
        built12 = std::min(built12, m_library->stockOf(rules, 12).maxSeeds);
    }
    m_seeds6->setValue(std::clamp(built6 < 16 ? 16 : built6 + 4, 1, kMaxSeeds2x6));
    m_seeds12->setValue(std::max(built12, kBuiltInSeeds2x12));
    retranslateUi();
    if (m_library->isBuilding())
        showProgress(m_library->buildState());
}

void TablesDialog::setSeeds(int seeds2x6, int seeds2x12)
{
    m_seeds6->setValue(seeds2x6);
    m_seeds12->setValue(seeds2x12);
}

int TablesDialog::seeds2x6() const
{
    return m_seeds6->value();
}

int TablesDialog::seeds2x12() const
{
    return m_seeds12->value();
}

void TablesDialog::resizeEvent(QResizeEvent *event)
{
    QDialog::resizeEvent(event);
    keepLinesWhole();
}

void TablesDialog::keepLinesWhole()
{
    // A layout's minimum height ignores how many lines a wrapped label
    // needs at the width it gets: never less than that, or they overlap.
    const int needed = layout()->totalHeightForWidth(width());
    if (needed > minimumHeight() || needed < minimumHeight() - 1)
        setMinimumHeight(needed);
}

void TablesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void TablesDialog::retranslateUi()
{
    setWindowTitle(tr("Perfect Play"));
    //: %1 and %2: the computer's strongest level, "6" and "Master"
    m_intro->setText(
        tr("Endgame tables hold the outcome of every position with few seeds on the board, worked out to the end. "
           "With them the computer at level %1 (%2) and the hint play such endgames perfectly, and the status "
           "bar says what perfect play gives.")
            .arg(kMaxComputerLevel)
            .arg(ComputerPlayer::levelName(kMaxComputerLevel)));
    m_stockTitle->setText(tr("On this computer"));
    for (std::size_t b = 0; b < kTableBoards.size(); ++b)
        m_boardHeads[b]->setText(GameText::boardName(kTableBoards[b]));
    for (std::size_t r = 0; r < kTableRuleSets.size(); ++r)
        m_ruleNames[r]->setText(TableText::ruleSetName(kTableRuleSets[r]));
    m_buildTitle->setText(tr("Build"));
    //: the label of the spin box of the seeds to build the tables up to, on one board: "Seeds on 2 × 6, up to: [16]"
    m_seedLabels[0]->setText(tr("Seeds on %1, up to:").arg(GameText::boardName(6)));
    m_seedLabels[1]->setText(tr("Seeds on %1, up to:").arg(GameText::boardName(12)));
    //: the 2 × 12 spin box at 0: no tables for that board
    m_seeds12->setSpecialValueText(tr("none"));
    // The spin box keeps the width it had for numbers: room for the word,
    // beside its frame and arrows (what the other box has beyond its digits).
    const QFontMetrics metrics = m_seeds6->fontMetrics();
    const int frame = m_seeds6->sizeHint().width() - metrics.horizontalAdvance(QString::number(kMaxSeeds2x6));
    m_seeds12->setMinimumWidth(frame + metrics.horizontalAdvance(m_seeds12->specialValueText()));
    m_cancel->setText(tr("&Cancel Build"));
    m_close->setText(tr("C&lose"));
    refreshStock();
    if (m_library->isBuilding())
        showProgress(m_library->buildState());
    else if (m_progress->value() == 0)
        m_step->clear();
}

void TablesDialog::refreshStock()
{
    QStringList problems;
    for (std::size_t r = 0; r < kTableRuleSets.size(); ++r) {
        for (std::size_t b = 0; b < kTableBoards.size(); ++b) {
            const TableStock &stock = m_library->stockOf(kTableRuleSets[r], kTableBoards[b]);
            m_built[r][b]->setText(m_library->hasLoaded() ? TableText::builtUpTo(stock.maxSeeds) : tr("…"));
            if (stock.damaged())
                problems << TableText::damaged(stock);
        }
    }
    //: where the endgame tables are kept
    m_folder->setText(tr("Folder: %1").arg(QDir::toNativeSeparators(m_library->directory())));
    m_problems->setText(problems.join(QLatin1Char('\n')));
    m_problems->setVisible(!problems.isEmpty());
    refreshEstimate();
}

void TablesDialog::refreshEstimate()
{
    const TableEstimate estimate = m_library->estimate(m_library->targetsUpTo(seeds2x6(), seeds2x12()));
    QString text = TableText::estimate(estimate);
    const quint64 memory = physicalMemory();
    m_memoryShort = memory > 0 && estimate.peakMemoryBytes > memory;
    if (m_memoryShort)
        text += QLatin1Char(' ') + TableText::tooLittleMemory(estimate.peakMemoryBytes, memory);
    m_estimate->setText(text);
    refreshButtons();
    keepLinesWhole();
}

void TablesDialog::refreshButtons()
{
    const bool building = m_library->isBuilding();
    const bool work = !m_library->targetsUpTo(seeds2x6(), seeds2x12()).empty();
    m_build->setText(m_stopped ? tr("&Resume") : tr("&Build"));
    m_build->setEnabled(!building && work && !m_memoryShort && m_library->hasLoaded());
    m_cancel->setEnabled(building);
    m_seeds6->setEnabled(!building);
    m_seeds12->setEnabled(!building);
}

void TablesDialog::startBuild()
{
    if (!m_library->build(m_library->targetsUpTo(seeds2x6(), seeds2x12())))
        return;
    m_progress->setValue(0);
    m_step->clear();
    //: shown while a build runs
    m_time->setText(tr("This window may be closed: the build goes on, and the status bar shows it."));
}

void TablesDialog::showProgress(const TableBuildState &state)
{
    m_progress->setValue(int(state.fraction * kProgressSteps));
    m_step->setText(state.seeds > 0 ? TableText::buildStep(state) : QString());
    m_time->setText(TableText::buildTime(state));
    refreshButtons();
    keepLinesWhole();
}

void TablesDialog::showEnd(TableBuildEnd end, qint64 elapsedMs, const QString &failure)
{
    m_stopped = end != TableBuildEnd::Finished;
    if (end == TableBuildEnd::Finished)
        m_progress->setValue(kProgressSteps);
    m_time->clear();
    m_result->setText(TableText::buildEnd(end, elapsedMs, failure));
    refreshButtons();
    keepLinesWhole();
}

QString TablesDialog::builtText(tables::TableRules rules, int holesPerRow) const
{
    for (std::size_t r = 0; r < kTableRuleSets.size(); ++r)
        for (std::size_t b = 0; b < kTableBoards.size(); ++b)
            if (kTableRuleSets[r] == rules && kTableBoards[b] == holesPerRow)
                return m_built[r][b]->text();
    return {};
}

QString TablesDialog::estimateText() const
{
    return m_estimate->text();
}

QString TablesDialog::progressStep() const
{
    return m_step->text();
}

QString TablesDialog::resultText() const
{
    return m_result->text();
}

} // namespace hoyito::app
