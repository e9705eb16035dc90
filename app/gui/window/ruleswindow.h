#pragma once

// The rules of each variant explained for players (F1), from HTML kept in
// the resources, with board diagrams drawn by the board scene itself.
//
// A diagram is written in the HTML as
//   <img src="diagram:POSITION?mark=HOLE,HOLE&width=PIXELS">
// with POSITION in the position text of docs/RULES.md section 8.

#include "hoyito/types.h"

#include <QDialog>
#include <QTextBrowser>

class QComboBox;
class QLabel;

namespace hoyito::app {

class DiagramBrowser : public QTextBrowser {
    Q_OBJECT
public:
    using QTextBrowser::QTextBrowser;
    QVariant loadResource(int type, const QUrl &name) override;
    int diagramsDrawn() const { return m_diagrams; }

private:
    int m_diagrams = 0;
};

class RulesWindow : public QDialog {
    Q_OBJECT

public:
    explicit RulesWindow(QWidget *parent = nullptr);

    void showVariant(hoyito::Variant variant);
    hoyito::Variant variant() const;
    DiagramBrowser *browser() const { return m_browser; }

    // The rules text of `variant` in the user's language (English if there
    // is none): the resource path.
    static QString rulesResource(hoyito::Variant variant);

protected:
    // A language change (language.h) shows the texts and the rules in the
    // new language at once.
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void loadRules();

    QComboBox *m_variant;
    QLabel *m_label;
    DiagramBrowser *m_browser;
};

} // namespace hoyito::app
