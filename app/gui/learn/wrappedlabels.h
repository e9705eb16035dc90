#pragma once

// The layout gives a wrapped label the height of its size hint, which a long
// sentence (German, at 800 × 500) does not fit: each label asks for the lines
// it needs at its width, and the board under or beside it gives way. For the
// windows of this room, whose boards take whatever height is left.

#include <QLabel>

#include <initializer_list>

namespace hoyito::app {

inline void fitWrappedLabels(std::initializer_list<QLabel *> labels)
{
    for (QLabel *label : labels)
        label->setMinimumHeight(label->isVisible() && !label->text().isEmpty() ? label->heightForWidth(label->width())
                                                                               : 0);
}

} // namespace hoyito::app
