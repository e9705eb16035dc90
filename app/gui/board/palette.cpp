#include "palette.h"

namespace hoyito::app {

QColor playerColor(hoyito::Player player)
{
    return player == hoyito::Player::South ? QColor(0xff, 0xba, 0x4a) : QColor(0x2f, 0x7f, 0xe0);
}

} // namespace hoyito::app
