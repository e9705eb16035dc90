#include "tables/tablestatus.h"

#include "game/gamecontroller.h"
#include "tables/tablelibrary.h"
#include "tables/tabletext.h"

#include <QAction>
#include <QLabel>
#include <QToolButton>

namespace hoyito::app {

TableStatus::TableStatus(GameController *controller, const QString &folder, QWidget *window)
    : QObject(window)
    , m_controller(controller)
    , m_window(window)
    , m_tables(new TableLibrary(folder, this))
    , m_showDialog(new QAction(this))
    , m_perfectPlay(new QLabel(window))
    , m_build(new QLabel(window))
    , m_later(new QToolButton(window))
{
    m_showDialog->setObjectName(QStringLiteral("actionPerfectPlay"));
    connect(m_showDialog, &QAction::triggered, this, &TableStatus::showDialog);
    m_perfectPlay->setObjectName(QStringLiteral("perfectPlayText"));
    m_perfectPlay->setTextFormat(Qt::PlainText);
    m_build->setObjectName(QStringLiteral("tablesBuildText"));
    m_build->setTextFormat(Qt::PlainText);
    m_later->setObjectName(QStringLiteral("tablesBuildLater"));
    m_perfectPlay->hide();
    m_build->hide();
    m_later->hide();
    connect(m_later, &QToolButton::clicked, this, [this] {
        if (!m_tables->isBuildingOnItsOwn())
            return;
        m_tables->cancel();
        m_later->hide();
        Q_EMIT message(TableText::postponed());
    });
    connect(m_tables, &TableLibrary::buildStarted, this,
            [this] { m_buildBytes = m_tables->estimate(m_tables->buildTargets()).fileBytes; });
    connect(m_tables, &TableLibrary::loaded, this, &TableStatus::updatePerfectPlay);
    connect(m_tables, &TableLibrary::problemsFound, this, [this] {
        QStringList problems;
        for (const TableStock &stock : m_tables->stock())
            if (stock.damaged())
                problems << TableText::damaged(stock);
        Q_EMIT message(problems.join(QLatin1Char(' ')));
    });
    connect(m_tables, &TableLibrary::buildProgress, this, [this](const TableBuildState &state) {
        m_build->setText(TableText::building(state));
        const bool onItsOwn = m_tables->isBuildingOnItsOwn();
        m_build->setToolTip(onItsOwn ? TableText::builtOnItsOwn(m_buildBytes) + QLatin1Char('\n') +
                                           TableText::buildStep(state)
                                     : TableText::buildStep(state));
        m_build->show();
        m_later->setVisible(onItsOwn);
    });
    connect(m_tables, &TableLibrary::buildEnded, this, [this](TableBuildEnd end, qint64, const QString &failure) {
        m_build->hide();
        m_later->hide();
        // A build in the background has nobody else to tell: said
        // here, with the wait before it is tried again.
        if (end == TableBuildEnd::Failed)
            Q_EMIT message(
                TableText::buildFailed(m_tables->failedTarget(), failure,
                                       m_tables->isRetryPending() ? qint64(m_tables->retryDelay().count()) : -1));
    });
    // The line is blank while a move is shown (Animating) and comes back
    // when the state leaves it: after boardSettled the state stays
    // Animating until the next turn begins, from the event loop.
    connect(controller, &GameController::stateChanged, this, &TableStatus::updatePerfectPlay);
    connect(controller, &GameController::positionReset, this, &TableStatus::updatePerfectPlay);
    connect(controller, &GameController::replayChanged, this, &TableStatus::updatePerfectPlay);
    retranslate();
    m_tables->load();
}

void TableStatus::retranslate()
{
    m_showDialog->setText(tr("&Perfect Play…"));
    m_later->setText(TableText::later());
    m_later->setToolTip(TableText::laterToolTip());
    updatePerfectPlay();
}

void TableStatus::updatePerfectPlay()
{
    // The position the board shows: a move being animated is not given away.
    QString text;
    if (m_controller->hasGame() && m_tables->tables() && m_controller->state() != GameController::State::Animating) {
        const hoyito::Position &pos = m_controller->shownPosition();
        text = TableText::perfectPlay(m_controller->setup(), pos, m_tables->tables()->probe(pos));
    }
    m_perfectPlay->setText(text);
    m_perfectPlay->setToolTip(tr("From the endgame tables (Help > Perfect Play): the seeds each player ends the game "
                                 "with when both play perfectly from the position shown"));
    m_perfectPlay->setVisible(!text.isEmpty());
}

QString TableStatus::perfectPlayText() const
{
    return m_perfectPlay->isHidden() ? QString() : m_perfectPlay->text();
}

QString TableStatus::buildText() const
{
    return m_build->isHidden() ? QString() : m_build->text();
}

void TableStatus::showDialog()
{
    if (!m_dialog) {
        m_dialog = new TablesDialog(m_tables, m_window);
        m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
}

} // namespace hoyito::app
