#pragma once

// Help > About Hoyito: the version, what the program plays and whose field
// research its rules follow, the licence with a link to it.

#include <QMessageBox>

namespace hoyito::app {

class AboutBox : public QMessageBox {
    Q_OBJECT

public:
    // Deletes itself on close; its icon is `parent`'s.
    explicit AboutBox(QWidget *parent);
};

} // namespace hoyito::app
