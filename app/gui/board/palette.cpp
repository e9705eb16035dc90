#include "board/palette.h"

namespace hoyito::app {

QColor playerColor(hoyito::Player player)
{
    return player == hoyito::Player::South ? QColor(0xff, 0xba, 0x4a) : QColor(0x2f, 0x7f, 0xe0);
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
