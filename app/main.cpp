// hoyito: the game window. Everything lives in the hoyito_app library.

#include "commandline.h"

#include <QApplication>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    hoyito::app::initApplication(app);
    return hoyito::app::run(app);
}
