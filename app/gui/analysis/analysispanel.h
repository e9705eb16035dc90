#pragma once

// The analysis panel: what the engine sees in the position on the board —
// the depth reached and the speed, the expected final score ("South 30 –
// North 18") and the difference, the principal variation (each move a link
// that shows the position it leads to), and the Threats switch. It only
// shows what AnalysisController gives it and says what the user clicks.

#include <QString>
#include <QStringList>
#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;

namespace hoyito::app {

class AnalysisPanel : public QWidget {
    Q_OBJECT

public:
    explicit AnalysisPanel(QWidget *parent = nullptr);

    // What the analysis found, in the words of the panel.
    struct Shown {
        QString southName;
        QString northName;
        int depth = 0;
        qint64 nodesPerSecond = 0;
        int southSeeds = 0; // expected final seeds, hundredths
        int northSeeds = 0;
        bool exact = false;
        QStringList line; // the principal variation in move notation
        bool searching = true;
    };
    void showAnalysis(const Shown &shown);
    // No analysis to show: `why` ("The game is over.", "Analysing…").
    void showMessage(const QString &why);
    // A position of the line is on the board instead of the game's.
    void setPreviewing(int index);
    int previewIndex() const { return m_preview; }

    bool showsThreats() const;
    void setShowsThreats(bool on);
    QCheckBox *threatsBox() const { return m_threats; }

    QString depthText() const;
    QString scoreText() const;
    QString differenceText() const;
    QString lineText() const;

    // Seeds as the panel writes them: "30", "29.5".
    static QString seedsText(int hundredths);
    void retranslate();

Q_SIGNALS:
    void lineMoveClicked(int index);
    void backToGame();
    void threatsToggled(bool on);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    QLabel *m_depth;
    QLabel *m_score;
    QLabel *m_difference;
    QLabel *m_lineTitle;
    QLabel *m_line;
    QLabel *m_legend;
    QPushButton *m_back;
    QCheckBox *m_threats;
    Shown m_shown;
    QString m_message;
    int m_preview = -1;
};

} // namespace hoyito::app
