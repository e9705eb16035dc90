#pragma once

// The layout gives a wrapped label the height of its size hint, which a long
// sentence (German, at 800 × 500) does not fit: each label asks for the lines
// it needs at its width, and the board under or beside it gives way. For the
// windows of this room, whose boards take whatever height is left.

#include <QFontMetrics>
#include <QLabel>

#include <algorithm>
#include <initializer_list>

namespace hoyito::app {

// Keeps room for `lines` lines in `label`, empty or not, so that what is
// under it does not move when words come (a step's or a puzzle's outcome).
inline void keepRoomForLines(QLabel *label, int lines)
{
    label->setMinimumHeight(std::max(label->minimumHeight(), lines * label->fontMetrics().lineSpacing()));
}

inline void fitWrappedLabels(std::initializer_list<QLabel *> labels)
{
    for (QLabel *label : labels)
        label->setMinimumHeight(label->isVisible() && !label->text().isEmpty() ? label->heightForWidth(label->width())
                                                                               : 0);
}

} // namespace hoyito::app
