#pragma once

// Help > Perfect Play…: what endgame tables this computer has, and building
// more. It shows the estimate (time, disk, memory) before a build starts,
// then its progress, and lets it be cancelled and resumed. The build is the
// library's (tablelibrary.h): this window only watches it, so closing the
// window leaves it running (the status bar shows it), and closing the game
// window cancels it.

#include "tables/tablelibrary.h"

#include <QDialog>

#include <array>

class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace hoyito::app {

class TablesDialog : public QDialog {
    Q_OBJECT

public:
    explicit TablesDialog(TableLibrary *library, QWidget *parent = nullptr);

    // The choices: every rule set up to these seeds (0: not that board).
    void setSeeds(int seeds2x6, int seeds2x12);
    int seeds2x6() const;
    int seeds2x12() const;
    // What the labels say now, for tests and screenshots.
    QString builtText(hoyito::tables::TableRules rules, int holesPerRow) const;
    QString estimateText() const;
    QString progressStep() const;
    QString resultText() const;
    QPushButton *buildButton() const { return m_build; }
    QPushButton *cancelButton() const { return m_cancel; }
    QProgressBar *progressBar() const { return m_progress; }

    // The memory this computer has, in bytes (0: not known).
    static quint64 physicalMemory();

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void keepLinesWhole();
    void retranslateUi();
    void refreshStock();
    void refreshEstimate();
    void refreshButtons();
    void showProgress(const hoyito::app::TableBuildState &state);
    void showEnd(hoyito::app::TableBuildEnd end, qint64 elapsedMs, const QString &failure);
    void startBuild();

    TableLibrary *m_library;
    QLabel *m_intro;
    QLabel *m_stockTitle;
    std::array<QLabel *, 2> m_boardHeads{};
    std::array<QLabel *, 3> m_ruleNames{};
    std::array<std::array<QLabel *, 2>, 3> m_built{}; // [rule set][board]
    QLabel *m_folder;
    QLabel *m_problems;
    QLabel *m_buildTitle;
    std::array<QLabel *, 2> m_seedLabels{};
    QSpinBox *m_seeds6;
    QSpinBox *m_seeds12;
    QLabel *m_estimate;
    QProgressBar *m_progress;
    QLabel *m_step;
    QLabel *m_time;
    QLabel *m_result;
    QPushButton *m_build;
    QPushButton *m_cancel;
    QPushButton *m_close;
    bool m_stopped = false; // the last build here was cancelled or failed: Build reads Resume
    bool m_memoryShort = false;
};

} // namespace hoyito::app
