#pragma once

// BoardScene: the board as a QGraphicsScene. It shows a position, animates a
// turn from the engine's event trace, and turns clicks and keys into "hole
// picked" — it never decides anything about the rules or the turn order
// (GameController does).
//
// Animation: one QSequentialAnimationGroup per turn, one child per trace
// event (lift, drop, relay, capture, last four, extra turn, pass), built by
// boardanimation.h. The group is built up front by replaying the trace on the scene's own record of
// which seed item lies where, so every hop starts where the seed really
// is. Instant speed builds the same group with zero durations. Stopping a
// turn early (click, Space, Esc, undo) jumps to the model's position: the
// scene always settles on exactly the engine's position, never a half state.

#include "board/animationspeed.h"
#include "board/boardgeometry.h"
#include "board/boardtheme.h"
#include "board/soundcue.h"

#include "hoyito/game.h"

#include <QGraphicsScene>
#include <QImage>
#include <QList>
#include <QPointer>
#include <QString>

#include <array>
#include <optional>
#include <vector>

class QAbstractAnimation;
class QAnimationGroup;
class QSequentialAnimationGroup;

namespace hoyito::app {

class AnalysisBadgeItem;
class BannerItem;
class BoardItem;
class HandItem;
class HoleItem;
class LabelItem;
class MovePreviewItem;
class NamePlateItem;
class PileItem;
class RowGlowItem;
class SeedItem;

class BoardScene : public QGraphicsScene {
    Q_OBJECT

public:
    explicit BoardScene(QObject *parent = nullptr);
    ~BoardScene() override;

    // ---- layout
    void setRules(const hoyito::Rules &rules);
    // The names as the players gave them: an empty one stands for the
    // side's name ("South"), in the language in effect (updateTexts()).
    void setPlayerNames(const QString &south, const QString &north);
    // The name shown for `player`.
    QString playerName(hoyito::Player player) const;
    // The side of the one person who plays the computer (none: two people or
    // two computers): the result banner of a single game speaks to them.
    void setPerson(std::optional<hoyito::Player> side);
    void setFlipped(bool flipped);
    bool isFlipped() const { return m_geometry.flipped(); }
    void setShowCounts(bool show);
    bool showsCounts() const { return m_showCounts; }
    // How the board looks: the theme in effect (BoardTheme::current()),
    // which it follows when that changes, or the one set here since.
    const BoardTheme &theme() const { return m_theme; }
    void setTheme(BoardTheme::Id id);
    // Without the players' bands (names and piles): the rules' diagrams.
    void setPlayerBands(bool bands);
    const BoardGeometry &geometry() const { return m_geometry; }

    // ---- what is shown
    // Jumps to `pos` at once, stopping a running animation without signal.
    void showPosition(const hoyito::Position &pos);
    // The position at rest, or the one the running animation ends on.
    const hoyito::Position &shownPosition() const { return m_shown; }
    int seedItemsInHole(int hole) const;
    int seedItemsInPile(hoyito::Player player) const;
    QString countText(int hole) const;
    int pileCountShown(hoyito::Player player) const;
    bool isPlayerActive(hoyito::Player player) const;
    // The line under the name of the player to move (or moving): "to move",
    // "thinking…", or the lap of the sowing shown ("lap 3"). Empty for the
    // other player.
    QString playerStatus(hoyito::Player player) const;
    // A computer player is choosing a move for `player` (the window passes
    // GameController::thinkingChanged on). Kept until changed.
    // Said on the name plate of the player to move, in place of "to move":
    // the board shows a position that is not the game's (the analysis's
    // preview of its line). Empty: the plate says the turn again.
    void setCaption(const QString &caption);
    QString caption() const { return m_caption; }
    void setThinking(hoyito::Player player, bool thinking);
    bool isThinking(hoyito::Player player) const { return m_thinking[hoyito::index(player)]; }
    QString bannerText() const;
    // The result banner steps aside while a dialog says the same (the
    // window's result and round dialogs), and comes back when it closes.
    void setResultBannerHidden(bool hidden);
    // The hole under the pointer (-1: none, or the pointer left the board).
    int hoveredHole() const { return m_hovered; }
    // The round of a match the game is (0: a single game): the result banner
    // says it ("Round 3: Ana wins!"). Kept until changed.
    void setRoundNumber(int round);
    // The result of the match whose last round the board shows over (empty:
    // none): the resting banner says it instead of the round's.
    void setMatchResult(const QString &headline, const QString &detail);
    int roundNumber() const { return m_round; }
    // How the last four are announced: `pattern` with %1 for the taker's
    // name (a match round says which round and why: "Round 3: the last
    // four go to %1, winner of round 2"), and the banner's second line
    // under "The last four go to NAME" ("Round 3: %1 won round 2"). Empty:
    // "The last four go to NAME" alone. Kept until changed.
    void setLastFourText(const QString &pattern, const QString &detail = QString());
    // What the status line hears, and the banner's second line.
    QString lastFourText(hoyito::Player taker) const;
    QString lastFourDetail(hoyito::Player taker) const;
    // Holes ringed in gold: the rules' diagrams, and the hint on the board.
    void setMarkedHoles(const QList<int> &holes);
    // The hint for the player to move (-1: none): its hole ringed in gold
    // and named on the mover's plate ("hint: play c"). Kept until changed.
    void setHintHole(int hole);
    int hintHole() const { return m_hintHole; }
    QList<int> markedHoles() const { return m_marked; }
    // Analysis on the board: a badge on some holes' rims (the value of the
    // mover's moves, the opponent's threats). Kept until changed; a new
    // board size drops them.
    struct HoleBadge {
        enum class Kind { Value, Best, Threat };
        int hole = -1;
        Kind kind = Kind::Value;
        QString text;
        QString toolTip;
        bool exact = false;
        friend bool operator==(const HoleBadge &, const HoleBadge &) = default;
    };
    void setHoleBadges(const QList<HoleBadge> &badges);
    QList<HoleBadge> holeBadges() const { return m_holeBadges; }

    // ---- a move's preview: what playing a hole would do, before it is played
    // The playable hole the player points at while the board takes input:
    // the one under the pointer or the keyboard cursor's, whichever moved
    // last this turn (-1: none). A pointer still resting where it was when
    // the turn began points at nothing until it moves, so the status line
    // goes on telling what the last move did.
    int pointedHole() const { return m_pointed; }
    // What the board draws of a move before it is played (worked out by
    // game/movepreview.h): where its last seed falls, the holes it captures
    // with their seeds, and what it does in words, which the played hole's
    // description gives assistive technology. Kept until changed; a new
    // position, a turn's animation or the input locked take it away.
    struct PreviewMarks {
        struct Capture {
            int hole = -1;
            int seeds = 0;
            friend bool operator==(const Capture &, const Capture &) = default;
        };
        int hole = -1;    // the hole played; -1: no preview
        int landing = -1; // where its last seed falls
        QList<Capture> captures;
        QString summary;
        friend bool operator==(const PreviewMarks &, const PreviewMarks &) = default;
    };
    void setPreviewMarks(const PreviewMarks &marks);
    PreviewMarks previewMarks() const { return m_previewMarks; }

    // ---- animation
    void setSpeed(AnimationSpeed speed);
    AnimationSpeed speed() const { return m_speed; }
    // Hurried, every turn shows at once whatever the speed (skipping to a
    // person's turn); the turn on its way ends now.
    void setHurried(bool hurried);
    bool isHurried() const { return m_hurried; }
    // The speed the next turn is shown at.
    AnimationSpeed turnSpeed() const { return m_hurried ? AnimationSpeed::Instant : m_speed; }
    // Animates `record` (played from `before`) and emits
    // animationFinished(token) once the scene shows `after`.
    void animateTurn(const hoyito::TurnRecord &record, const hoyito::Position &before, const hoyito::Position &after,
                     quint64 token);
    bool isAnimating() const { return m_animating; }
    // Ends the running animation at once on the model's position.
    void finishAnimation();
    // The length of the running animation, in ms.
    int animationDuration() const;
    // Freezes the running animation at `ms` (screenshots and tests).
    void holdAnimationAt(int ms);
    // Lets a held animation run on.
    void resumeAnimation();

    // ---- input
    // The mover picks a hole: `playable` are highlighted under the mouse,
    // `endless` are shown as unplayable, with a tooltip saying why.
    void enableInput(hoyito::Player side, const QList<int> &playable, const QList<int> &endless = {});
    void lockInput();
    bool isInputEnabled() const { return m_inputEnabled; }
    QList<int> playableHoles() const { return m_playable; }
    int keyboardCursor() const { return m_cursor; }
    HoleItem *holeItem(int hole) const;
    QList<SeedItem *> seedItems() const;
    QList<SeedItem *> seedsInHole(int hole) const;
    HandItem *handItem() const { return m_hand; }
    // Plays `hole` as a click on it would (the accessible "press" action).
    void activateHole(int hole);
    // Puts the keyboard cursor on a playable `hole` (-1: none).
    void setKeyboardCursor(int hole);

    // ---- accessibility: what a screen reader says about a hole
    // "South hole c, 5 seeds", "North hole A, empty".
    QString holeAccessibleName(int hole) const;
    // "Playable", "Not playable", or why an endless hole cannot be played.
    QString holeAccessibleDescription(int hole) const;
    // Why a hole closed by the refill cannot be played (its tooltip).
    QString closedHoleTip(int hole) const;
    // Why an endless hole cannot be played (its tooltip).
    static QString endlessHoleTip();
    // "The last four go to NAME": the banner when they end the game.
    static QString lastFourTo(const QString &name);

    // Sets every text again: names, the players' status, the result
    // banner, the holes' tooltips and what they say to assistive
    // technology. For a new language: a scene gets no QEvent::LanguageChange
    // of its own, BoardView passes it on here.
    void updateTexts();

    // A picture of `pos` on a board without bands, `width` pixels wide,
    // for the rules window.
    static QImage renderDiagram(const hoyito::Position &pos, const QList<int> &marked, int width,
                                qreal devicePixelRatio);

Q_SIGNALS:
    void holeActivated(int hole);
    void animationFinished(quint64 token);
    // A message shown on the board during a turn ("North plays again").
    void announced(const QString &text);
    // The running animation reached a sound (board/soundcue.h): a drop, a
    // lift, a capture, ... in the order the turn shows them. None at
    // Instant speed.
    void soundCue(hoyito::app::SoundCue cue);
    // The keyboard cursor moved to `hole` (-1: no hole).
    void keyboardCursorChanged(int hole);
    // pointedHole() changed. Sent before keyboardCursorChanged, so a
    // preview is on the hole when assistive technology hears of it.
    void pointedHoleChanged(int hole);
    // The seeds in `player`'s pile changed on the board, during a turn's
    // animation too: the side panel's score follows the board's.
    void pileCountChanged(hoyito::Player player, int seeds);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    // The pointer left the view: no hole stays hovered.
    bool event(QEvent *event) override;

private:
    // Builds a turn's animation on the pieces and seed bookkeeping below.
    friend class TurnAnimationBuilder;

    void rebuild();
    void relayout();
    void ensureSeedItems(int count);
    void assignSeeds(const hoyito::Position &pos);
    void placeSeedsAtRest();
    void updateLabels();
    void updateActivePlayer(std::optional<hoyito::Player> player);
    void updatePlates();
    void setLap(int lap);
    void setEndlessMarks(const QList<int> &endless);
    void showRestingBanner();
    void stopAnimation();
    void settle(bool completed);
    void verifyShown(const hoyito::Position &pos) const;
    int holeAt(const QPointF &scenePos) const;
    void setHovered(int hole);
    void moveCursor(int step);
    void updatePointed();
    void placePreviewMarks();
    void updateAccessibleTexts();

    BoardGeometry m_geometry;
    BoardTheme m_theme;
    AnimationSpeed m_speed = AnimationSpeed::Normal;
    bool m_hurried = false;
    bool m_showCounts = true;
    bool m_bands = true;
    std::array<QString, 2> m_names;
    std::array<bool, 2> m_thinking{};
    int m_round = 0;
    QString m_matchHeadline;
    QString m_matchDetail;
    std::optional<hoyito::Player> m_person;
    // The lap of the sowing being shown, on the mover's plate (0: none).
    int m_lap = 0;
    hoyito::Position m_shown;
    QList<int> m_marked;
    QString m_lastFourPattern;
    QString m_lastFourDetail;

    BoardItem *m_board = nullptr;
    RowGlowItem *m_rowGlow = nullptr;
    std::vector<HoleItem *> m_holes;
    std::vector<LabelItem *> m_badges;
    std::vector<LabelItem *> m_letters;
    std::vector<AnalysisBadgeItem *> m_analysisBadges;
    QList<HoleBadge> m_holeBadges;
    MovePreviewItem *m_previewItem = nullptr;
    PreviewMarks m_previewMarks;
    std::array<NamePlateItem *, 2> m_plates{};
    std::array<PileItem *, 2> m_piles{};
    HandItem *m_hand = nullptr;
    BannerItem *m_banner = nullptr;

    // Which seed item lies where. During an animation these already say
    // where the seeds will be at its end.
    std::vector<SeedItem *> m_allSeeds;
    std::vector<std::vector<SeedItem *>> m_holeSeeds;
    std::array<std::vector<SeedItem *>, 2> m_pileSeeds;
    std::vector<SeedItem *> m_handSeeds;
    std::vector<SeedItem *> m_spareSeeds;

    QPointer<QSequentialAnimationGroup> m_animation;
    bool m_animating = false;
    quint64 m_token = 0;
    hoyito::Position m_target;

    bool m_inputEnabled = false;
    hoyito::Player m_inputSide = hoyito::Player::South;
    QList<int> m_playable;
    int m_hovered = -1;
    int m_hintHole = -1;
    QString m_caption;
    bool m_bannerHidden = false;
    int m_cursor = -1;
    // What pointedHole() follows: nothing yet this turn, the mouse, the keys.
    enum class Pointing { None, Mouse, Keys };
    Pointing m_pointing = Pointing::None;
    int m_pointed = -1;
};

} // namespace hoyito::app
