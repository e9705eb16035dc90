#include "board/palette.h"

#include "board/boardtheme.h"

namespace hoyito::app {

QColor playerColor(hoyito::Player player)
{
    return BoardTheme::current().sideColor(player);
}

QColor bestMoveColor()
{
    return QColor(0x2e, 0x9e, 0x4f);
}

QColor threatColor()
{
    return QColor(0xc6, 0x28, 0x28);
}

QColor previewColor()
{
    return QColor(0x9c, 0xec, 0xf0);
}

} // namespace hoyito::app
