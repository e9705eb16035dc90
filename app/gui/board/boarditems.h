#pragma once

// The pieces of the board scene: the board, holes, seeds, labels,
// the players' name plates and piles, the hand that carries seeds and the
// announcement banner. All are QGraphicsObjects painted with vectors (crisp
// at any scale); their animated values are Q_PROPERTYs. They only paint:
// what they show is set by BoardScene, how they look by its theme
// (BoardScene::theme(), boardtheme.h).

#include "board/palette.h"

#include "hoyito/types.h"

#include <QAccessible>
#include <QColor>
#include <QGraphicsObject>
#include <QList>
#include <QPainterPath>

#include <optional>

namespace hoyito::app {

class BoardItem : public QGraphicsObject {
    Q_OBJECT
public:
    explicit BoardItem(const QRectF &rect, QGraphicsItem *parent = nullptr);
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QRectF m_rect;
};

// The soft glow behind the row of the player to move.
class RowGlowItem : public QGraphicsObject {
    Q_OBJECT
public:
    explicit RowGlowItem(QGraphicsItem *parent = nullptr);
    // `line`: the style of its outline (the high-contrast board draws
    // North's dashed).
    void setRect(const QRectF &rect, const QColor &color, Qt::PenStyle line = Qt::SolidLine);
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QRectF m_rect;
    QColor m_color;
    Qt::PenStyle m_line = Qt::SolidLine;
};

class HoleItem : public QGraphicsObject {
    Q_OBJECT
    Q_PROPERTY(qreal flash READ flash WRITE setFlash)

public:
    explicit HoleItem(int hole, QGraphicsItem *parent = nullptr);

    int hole() const { return m_hole; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    qreal flash() const { return m_flash; }
    void setFlash(qreal flash);
    void setFlashColor(const QColor &color);
    void setPlayable(bool playable, const QColor &color);
    bool isPlayable() const { return m_playable; }
    void setHovered(bool hovered);
    bool isHovered() const { return m_hovered; }
    void setKeyboardCursor(bool cursor);
    void setEndless(bool endless);
    bool isEndless() const { return m_endless; }
    void setMarked(bool marked);
    // Closed by the traditional refill (docs/RULES.md 7): drawn with a lid. It
    // holds no seeds and cannot be played for the rest of the round.
    void setClosed(bool closed);
    bool isClosed() const { return m_closed; }

    // What assistive technology says about the hole ("South hole c,
    // 5 seeds"; "Playable"), set by BoardScene. A change is announced.
    void setAccessibleTexts(const QString &name, const QString &description);
    QString accessibleName() const { return m_accessibleName; }
    QString accessibleDescription() const { return m_accessibleDescription; }
    // Tells assistive technology that `type` happened to this hole (for
    // StateChanged: whether it can be played).
    void announce(QAccessible::Event type);

Q_SIGNALS:
    // After each announce(): what assistive technology was told.
    void accessibleEventSent(QAccessible::Event type);

private:
    int m_hole;
    QString m_accessibleName;
    QString m_accessibleDescription;
    qreal m_flash = 0;
    QColor m_flashColor;
    QColor m_playColor;
    bool m_playable = false;
    bool m_hovered = false;
    bool m_cursor = false;
    bool m_endless = false;
    bool m_marked = false;
    bool m_closed = false;
};

// One seed: a small stone of its own shape and shade, fixed by its id (its
// colour is one of the board theme's).
class SeedItem : public QGraphicsObject {
    Q_OBJECT
public:
    explicit SeedItem(int id, QGraphicsItem *parent = nullptr);
    int id() const { return m_id; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    int m_id;
    qreal m_rx;
    qreal m_ry;
    qreal m_angle;
    quint32 m_shade; // which of the theme's seed colours
    int m_lightness; // QColor::lighter() of it
};

// A small text: a hole's seed count (a badge) or its engraved letter.
class LabelItem : public QGraphicsObject {
    Q_OBJECT
public:
    enum class Style { Badge, Engraved };
    LabelItem(Style style, const QRectF &rect, QGraphicsItem *parent = nullptr);
    void setText(const QString &text);
    QString text() const { return m_text; }
    void setRect(const QRectF &rect);
    // The side whose hole it labels.
    void setSide(hoyito::Player side) { m_side = side; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    Style m_style;
    hoyito::Player m_side = hoyito::Player::South;
    QRectF m_rect;
    QString m_text;
};

// A player's name, highlighted while that player is to move, with a line
// under it saying what they do: "to move", "thinking…", or the lap their
// sowing is on ("lap 3", in a pill: it changes while the seeds fly). The
// lap is shown here, beside the board, so it never covers a hole.
class NamePlateItem : public QGraphicsObject {
    Q_OBJECT
public:
    explicit NamePlateItem(QGraphicsItem *parent = nullptr);
    void setRect(const QRectF &rect);
    void setPlayer(hoyito::Player player, const QString &name);
    // The line under the name while active; `lap`: drawn as the lap pill.
    void setStatus(const QString &text, bool lap);
    void setActive(bool active);
    bool isActive() const { return m_active; }
    QString name() const { return m_name; }
    QString status() const { return m_status; }
    bool statusIsLap() const { return m_statusIsLap; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QRectF m_rect;
    hoyito::Player m_player = hoyito::Player::South;
    QString m_name;
    QString m_status;
    bool m_statusIsLap = false;
    bool m_active = false;
};

// The tray beside the board where a player's captured seeds lie.
class PileItem : public QGraphicsObject {
    Q_OBJECT
public:
    explicit PileItem(QGraphicsItem *parent = nullptr);
    void setRect(const QRectF &rect, hoyito::Player player);
    void setCount(int count);
    int count() const { return m_count; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

Q_SIGNALS:
    void countChanged(int count);

private:
    QRectF m_rect;
    hoyito::Player m_player = hoyito::Player::South;
    int m_count = 0;
};

// The hand that carries the lifted seeds along the board, with the number
// of seeds in it (no number while it is empty, between a lap's last drop
// and the next lift). It stays small, so it covers the hole it is over and
// little else; the lap is on the mover's name plate.
class HandItem : public QGraphicsObject {
    Q_OBJECT
public:
    explicit HandItem(QGraphicsItem *parent = nullptr);
    void setCount(int count);
    int count() const { return m_count; }
    void setColor(const QColor &color);
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    int m_count = 0;
    QColor m_color;
};

// Analysis on a hole's inner rim: the value of the mover's move from it
// (the best one in green, larger; an exact value with a double rim), or,
// on the opponent's row, the seeds that hole would capture ("+8", red).
class AnalysisBadgeItem : public QGraphicsObject {
    Q_OBJECT
public:
    enum class Kind { Value, Best, Threat };
    explicit AnalysisBadgeItem(QGraphicsItem *parent = nullptr);
    void setBadge(Kind kind, const QString &text, bool exact);
    Kind kind() const { return m_kind; }
    QString text() const { return m_text; }
    bool isExact() const { return m_exact; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QRectF pill() const;
    Kind m_kind = Kind::Value;
    QString m_text;
    bool m_exact = false;
};

// A move's preview, drawn lightly over the board (BoardScene::setPreviewMarks):
// a dashed ring round the hole where the move's last seed would fall, and on
// each hole it would capture a pale wash with the seeds taken ("+4"). Dashed
// and pale, so it never reads as a count, the hint's gold ring or an endless
// hole's red one.
class MovePreviewItem : public QGraphicsObject {
    Q_OBJECT
public:
    struct Capture {
        QPointF centre; // the hole's
        QPointF badge;  // where its "+N" goes
        int seeds = 0;
    };
    explicit MovePreviewItem(QGraphicsItem *parent = nullptr);
    // `landing`: the centre of the hole where the last seed falls, if any;
    // `labelScale` as BoardGeometry::labelScale().
    void setMarks(std::optional<QPointF> landing, const QList<Capture> &captures, qreal labelScale);
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QRectF pill(const Capture &capture) const;
    std::optional<QPointF> m_landing;
    QList<Capture> m_captures;
    qreal m_scale = 1;
    QRectF m_bounds;
};

// A message on the board: "South plays again", "The last four go to North".
class BannerItem : public QGraphicsObject {
    Q_OBJECT
public:
    explicit BannerItem(QGraphicsItem *parent = nullptr);
    void setText(const QString &text, const QString &detail = QString());
    QString text() const { return m_text; }
    void setMaxWidth(qreal width);
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    static constexpr qreal kHeadlinePixels = 40;
    static constexpr qreal kMinHeadlinePixels = 24;

    void relayout();
    qreal m_headlinePixels = kHeadlinePixels;
    QString m_text;
    QString m_detail;
    qreal m_maxWidth = 600;
    QRectF m_rect;
};

} // namespace hoyito::app
