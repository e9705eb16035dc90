#include "window/aboutbox.h"

#include <QApplication>

namespace hoyito::app {

AboutBox::AboutBox(QWidget *parent)
    : QMessageBox(parent)
{
    setObjectName(QStringLiteral("aboutBox"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("About Hoyito"));
    setIconPixmap(parent->windowIcon().pixmap(64, 64));
    setTextFormat(Qt::RichText);
    // The licence link can be reached with Tab and opened with Enter.
    setTextInteractionFlags(Qt::TextBrowserInteraction);
    //: %1 is the version, %2 the link to the licence
    setText(tr("<h3>Hoyito %1</h3>"
               "<p>The Dominican mancala games Hoyito II and Hoyito III, and Hoyito I.</p>"
               "<p>The rules follow the field research of Víktor Bautista i Roca (2005) "
               "in the Dominican Republic.</p>"
               "<p>Hoyito is free software under the %2, version 3 or any later version "
               "(GPL-3.0-or-later). It comes with no warranty.</p>")
                .arg(QApplication::applicationVersion(),
                     QStringLiteral("<a href=\"https://www.gnu.org/licenses/gpl-3.0.html\">%1</a>")
                         .arg(tr("GNU General Public License"))));
    setInformativeText(tr("<p>Sow, relay and capture the fours!</p>"));
}

} // namespace hoyito::app
