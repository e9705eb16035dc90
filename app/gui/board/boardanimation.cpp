#include "board/boardanimation.h"

#include "board/boarditems.h"
#include "board/boardscene.h"
#include "logging/categories.h"
#include "rulestext.h"

#include <QAbstractAnimation>
#include <QEasingCurve>
#include <QParallelAnimationGroup>
#include <QPauseAnimation>
#include <QSequentialAnimationGroup>

#include <cmath>
#include <functional>
#include <memory>

namespace hoyito::app {

namespace {

// One animation step driven by a function of the eased progress (0..1).
// A zero duration is allowed: it is called once with progress 1, so Instant
// speed runs exactly the same steps as the others.
class StepAnimation : public QAbstractAnimation {
public:
    using Step = std::function<void(qreal)>;
    StepAnimation(int ms, Step step, QEasingCurve easing = QEasingCurve(QEasingCurve::Linear))
        : m_ms(qMax(0, ms))
        , m_step(std::move(step))
        , m_easing(easing)
    {
    }
    int duration() const override { return m_ms; }

protected:
    void updateCurrentTime(int currentTime) override
    {
        const qreal t = m_ms > 0 ? qreal(currentTime) / m_ms : 1.0;
        m_step(m_easing.valueForProgress(qBound(0.0, t, 1.0)));
    }

private:
    int m_ms;
    Step m_step;
    QEasingCurve m_easing;
};

QPointF quadraticPoint(const QPointF &a, const QPointF &control, const QPointF &b, qreal t)
{
    const qreal u = 1 - t;
    return u * u * a + 2 * u * t * control + t * t * b;
}

// The least time between two drops heard within a lap, in ms of animation:
// at Normal speed every drop of an ordinary turn is heard (170 ms apart), at
// Fast about every other, in a very long sowing one in several, so a relay
// ticks instead of droning.
constexpr int kDropCueGapMs = 120;

} // namespace

// ------------------------------------------------------------------ timings

StepDurations StepDurations::forTurn(AnimationSpeed speed, const hoyito::TurnSummary &summary)
{
    StepDurations d;
    // Very long sowings (hundreds of laps exist) speed up so that a turn
    // still takes seconds, not minutes.
    if (summary.seedsSown > 0)
        d.drop = qBound(22, 6000 / summary.seedsSown, d.drop);
    if (summary.laps > 8) {
        const qreal f = qMax(0.12, 8.0 / summary.laps);
        d.lapPause = int(d.lapPause * f);
        d.relay = int(d.relay * f);
    }
    qreal factor = 1;
    switch (speed) {
    case AnimationSpeed::Slow: factor = 1.9; break;
    case AnimationSpeed::Normal: factor = 1; break;
    case AnimationSpeed::Fast: factor = 0.45; break;
    case AnimationSpeed::Instant: factor = 0; break;
    }
    for (int *ms :
         {&d.lift, &d.drop, &d.lapPause, &d.relay, &d.capture, &d.stagger, &d.banner, &d.lastFour, &d.handFade})
        *ms = int(*ms * factor);
    return d;
}

// ------------------------------------------------------------------ builder

// Replays a turn's trace on the scene's seed bookkeeping (it is the scene's
// friend) and emits one animation child per event. Every state change a
// step makes is an absolute value computed here (a count becomes 5, a seed
// becomes visible), so a step may run more than once and seeking forwards
// is safe.
class TurnAnimationBuilder {
public:
    TurnAnimationBuilder(BoardScene &scene, const hoyito::TurnRecord &record, QSequentialAnimationGroup *group)
        : s(scene)
        , g(scene.m_geometry)
        , m_record(record)
        , m_group(group)
        , m_d(StepDurations::forTurn(scene.turnSpeed(), record.summary))
        , m_sounds(scene.turnSpeed() != AnimationSpeed::Instant)
    {
    }

    void build()
    {
        const hoyito::Player mover = m_record.mover;
        HandItem *hand = s.m_hand;
        const QColor color = s.m_theme.sideColor(mover);
        add(action([hand, color] {
            hand->setColor(color);
            hand->setVisible(false);
            hand->setOpacity(1);
        }));
        for (m_at = 0; m_at < m_record.trace.size(); ++m_at)
            addEvent(m_record.trace[m_at]);
        putHandAway();
    }

private:
    void add(QAbstractAnimation *animation) { m_group->addAnimation(animation); }

    // The hand fades once the sowing is done, before any announcement.
    void putHandAway()
    {
        if (!m_handShown)
            return;
        m_handShown = false;
        HandItem *hand = s.m_hand;
        add(new StepAnimation(m_d.handFade, [hand](qreal t) {
            hand->setOpacity(1 - t);
            if (t >= 1)
                hand->setVisible(false);
        }));
    }

    static QAbstractAnimation *action(std::function<void()> fn)
    {
        return new StepAnimation(0, [fn = std::move(fn)](qreal) { fn(); });
    }

    // The scene asks for `cue` when the running animation reaches this
    // point, once: never at Instant speed (a turn shown at once, hurried or
    // stepped through), nor while a held animation is moved by hand
    // (holdAnimationAt), which is no turn being watched.
    void addCue(SoundCue cue)
    {
        if (!m_sounds)
            return;
        BoardScene *scene = &s;
        QSequentialAnimationGroup *group = m_group;
        auto asked = std::make_shared<bool>(false);
        add(action([scene, group, cue, asked] {
            if (*asked || group->state() != QAbstractAnimation::Running)
                return;
            *asked = true;
            Q_EMIT scene->soundCue(cue);
        }));
    }

    // Whether the drop of the event being built is heard: the first and the
    // last of each lap always, the others kDropCueGapMs apart.
    bool dropHeard()
    {
        const auto &trace = m_record.trace;
        const bool lapStart = m_at == 0 || trace[m_at - 1].kind != hoyito::EventKind::Drop;
        const bool lapEnd = m_at + 1 >= trace.size() || trace[m_at + 1].kind != hoyito::EventKind::Drop;
        m_sinceDropCue += m_d.drop;
        if (!lapStart && !lapEnd && m_sinceDropCue < kDropCueGapMs)
            return false;
        m_sinceDropCue = 0;
        return true;
    }

    // How the game's end sounds: a round of a match, a person's win or loss
    // against the computer, or neither (two people, two computers, a draw).
    SoundCue endCue() const
    {
        if (s.m_round > 0)
            return SoundCue::RoundEnd;
        const hoyito::Result result = hoyito::resultOf(hoyito::finalScores(s.m_target));
        if (!s.m_person || result == hoyito::Result::Draw)
            return SoundCue::GameEnd;
        const hoyito::Result personWins =
            *s.m_person == hoyito::Player::South ? hoyito::Result::SouthWins : hoyito::Result::NorthWins;
        return result == personWins ? SoundCue::Win : SoundCue::Loss;
    }

    QAbstractAnimation *setLabel(int hole, int count)
    {
        LabelItem *label = s.m_badges[hole];
        return action([label, count] { label->setText(QString::number(count)); });
    }

    // A seed flies from `from` to `to` along an arc; it shows at the start
    // (it may come out of the hand) and rests at z `restZ`.
    QAbstractAnimation *hop(SeedItem *seed, QPointF from, QPointF to, int ms, qreal restZ, qreal arc, bool hideAtEnd)
    {
        const QPointF mid = (from + to) / 2;
        const qreal height = qMax(arc, QLineF(from, to).length() * 0.35);
        const QPointF control(mid.x(), mid.y() - height);
        return new StepAnimation(
            ms,
            [seed, from, to, control, restZ, hideAtEnd](qreal t) {
                seed->setVisible(!(hideAtEnd && t >= 1));
                seed->setOpacity(1);
                seed->setPos(quadraticPoint(from, control, to, t));
                // Lifted seeds grow a little: they are nearer the eye.
                seed->setScale(1 + 0.28 * std::sin(M_PI * t));
                seed->setZValue(t >= 1 ? restZ : kFlyingZ);
            },
            QEasingCurve(QEasingCurve::InOutSine));
    }

    QAbstractAnimation *flash(int hole, const QColor &color, int ms)
    {
        HoleItem *item = s.m_holes[hole];
        return new StepAnimation(ms, [item, color](qreal t) {
            item->setFlashColor(color);
            item->setFlash(t >= 1 ? 0 : std::sin(M_PI * t));
        });
    }

    // `announcement`: what the status line says, when more than `text`.
    QAbstractAnimation *banner(const QString &text, const QString &detail, int ms,
                               const QString &announcement = QString())
    {
        BannerItem *item = s.m_banner;
        BoardScene *scene = &s;
        const QPointF centre = g.boardCentre();
        auto shown = std::make_shared<bool>(false);
        const QString said = announcement.isEmpty() ? text : announcement;
        return new StepAnimation(ms, [item, scene, text, detail, centre, shown, said](qreal t) {
            if (!*shown) {
                *shown = true;
                item->setText(text, detail);
                item->setPos(centre);
                Q_EMIT scene->announced(said);
            }
            // In quickly, hold, out.
            const qreal opacity = t < 0.15 ? t / 0.15 : (t > 0.82 ? (1 - t) / 0.18 : 1);
            item->setOpacity(opacity);
            item->setScale(0.92 + 0.08 * qMin(1.0, t / 0.15));
            item->setVisible(t < 1);
        });
    }

    QPointF handPoint() const { return m_handHole >= 0 ? g.handPoint(m_handHole) : g.boardCentre(); }

    QAbstractAnimation *moveHand(QPointF from, QPointF to, int ms, int countAtStart)
    {
        HandItem *hand = s.m_hand;
        return new StepAnimation(ms, [hand, from, to, countAtStart](qreal t) {
            hand->setVisible(true);
            hand->setCount(countAtStart);
            hand->setPos(from + (to - from) * t);
        });
    }

    // Lifting seeds into the hand: the first lap's pickup or a relay.
    void liftInto(int hole, int lap, int ms, const QColor &flashColor)
    {
        auto &seeds = s.m_holeSeeds[hole];
        const QPointF handAt = g.handPoint(hole);
        HandItem *hand = s.m_hand;
        BoardScene *scene = &s;
        const int before = int(s.m_handSeeds.size());
        add(action([hand, scene, handAt, before, lap] {
            hand->setPos(handAt);
            hand->setCount(before);
            hand->setOpacity(1);
            hand->setVisible(true);
            scene->setLap(lap);
        }));
        add(setLabel(hole, 0));
        addCue(SoundCue::Lift);
        auto *together = new QParallelAnimationGroup;
        together->addAnimation(flash(hole, flashColor, ms));
        for (int i = 0; i < int(seeds.size()); ++i)
            together->addAnimation(hop(seeds[i], g.seedSlot(hole, i), handAt + QPointF(-4, 4), ms, kFlyingZ, 18, true));
        add(together);
        s.m_handSeeds.insert(s.m_handSeeds.end(), seeds.begin(), seeds.end());
        seeds.clear();
        const int inHand = int(s.m_handSeeds.size());
        add(action([hand, inHand] { hand->setCount(inHand); }));
        m_handHole = hole;
        m_handShown = true;
    }

    void drop(int hole)
    {
        if (s.m_handSeeds.empty()) {
            qCWarning(lcBoard) << "trace drops a seed from an empty hand";
            return;
        }
        SeedItem *seed = s.m_handSeeds.back();
        s.m_handSeeds.pop_back();
        auto &target = s.m_holeSeeds[hole];
        const int index = int(target.size());
        target.push_back(seed);
        const QPointF from = handPoint();
        auto *together = new QParallelAnimationGroup;
        together->addAnimation(
            hop(seed, from + QPointF(-4, 4), g.seedSlot(hole, index), m_d.drop, restingSeedZ(g, index), 22, false));
        together->addAnimation(moveHand(from, g.handPoint(hole), m_d.drop, int(s.m_handSeeds.size())));
        add(together);
        add(setLabel(hole, int(target.size())));
        if (dropHeard())
            addCue(SoundCue::Drop);
        m_handHole = hole;
    }

    void capture(int hole, hoyito::Player to, SoundCue cue)
    {
        auto &seeds = s.m_holeSeeds[hole];
        auto &pile = s.m_pileSeeds[hoyito::index(to)];
        add(setLabel(hole, 0));
        addCue(cue);
        auto *together = new QParallelAnimationGroup;
        together->addAnimation(flash(hole, QColor(0xff, 0xd8, 0x40), m_d.capture));
        const int flight = qMax(0, m_d.capture - 3 * m_d.stagger);
        for (int i = 0; i < int(seeds.size()); ++i) {
            const int index = int(pile.size());
            auto *one = new QSequentialAnimationGroup;
            one->addAnimation(new QPauseAnimation(i * m_d.stagger));
            one->addAnimation(hop(seeds[i], g.seedSlot(hole, i), g.pileSlot(to, index), flight,
                                  kSeedZ + index / 34 + 0.001 * index, 60, !s.m_bands));
            together->addAnimation(one);
            pile.push_back(seeds[i]);
        }
        seeds.clear();
        add(together);
        PileItem *pileItem = s.m_piles[hoyito::index(to)];
        const int count = int(pile.size());
        add(action([pileItem, count] { pileItem->setCount(count); }));
    }

    void lastFour(hoyito::Player to)
    {
        auto &pile = s.m_pileSeeds[hoyito::index(to)];
        addCue(SoundCue::Capture);
        auto *together = new QParallelAnimationGroup;
        // A match round says why on a second line, and in full on the status line.
        together->addAnimation(
            banner(BoardScene::lastFourTo(s.playerName(to)), s.lastFourDetail(to), m_d.banner, s.lastFourText(to)));
        auto *flights = new QSequentialAnimationGroup;
        flights->addAnimation(new QPauseAnimation(m_d.banner / 4));
        auto *all = new QParallelAnimationGroup;
        int i = 0;
        const auto send = [&](SeedItem *seed, QPointF from) {
            const int index = int(pile.size());
            auto *one = new QSequentialAnimationGroup;
            one->addAnimation(new QPauseAnimation(i++ * m_d.stagger));
            one->addAnimation(hop(seed, from, g.pileSlot(to, index), m_d.lastFour, kSeedZ + index / 34 + 0.001 * index,
                                  60, !s.m_bands));
            all->addAnimation(one);
            pile.push_back(seed);
        };
        for (int hole = 0; hole < g.rules().holeCount(); ++hole) {
            auto &seeds = s.m_holeSeeds[hole];
            if (seeds.empty())
                continue;
            add(setLabel(hole, 0));
            for (int k = 0; k < int(seeds.size()); ++k)
                send(seeds[k], g.seedSlot(hole, k));
            seeds.clear();
        }
        for (SeedItem *seed : s.m_handSeeds)
            send(seed, handPoint());
        s.m_handSeeds.clear();
        HandItem *hand = s.m_hand;
        add(action([hand] { hand->setCount(0); }));
        flights->addAnimation(all);
        together->addAnimation(flights);
        add(together);
        PileItem *pileItem = s.m_piles[hoyito::index(to)];
        const int count = int(pile.size());
        add(action([pileItem, count] { pileItem->setCount(count); }));
    }

    void addEvent(const hoyito::Event &event)
    {
        const int holes = g.rules().holeCount();
        const bool holeOk = event.hole >= 0 && event.hole < holes;
        switch (event.kind) {
        case hoyito::EventKind::Lift:
            if (holeOk)
                liftInto(event.hole, m_lap = 1, m_d.lift, QColor(0xff, 0xf0, 0xd0));
            break;
        case hoyito::EventKind::Drop:
            if (holeOk)
                drop(event.hole);
            break;
        case hoyito::EventKind::Relay:
            if (holeOk) {
                add(new QPauseAnimation(m_d.lapPause));
                liftInto(event.hole, ++m_lap, m_d.relay, s.m_theme.sideColor(m_record.mover).lighter(130));
            }
            break;
        case hoyito::EventKind::Capture:
        case hoyito::EventKind::ChainCapture:
        case hoyito::EventKind::EnPassantCapture:
            if (holeOk)
                capture(event.hole, m_record.mover,
                        event.kind == hoyito::EventKind::ChainCapture ? SoundCue::Chain : SoundCue::Capture);
            break;
        case hoyito::EventKind::LastFour:
            // En passant can end the game with seeds still in hand: they
            // fly from the hand, so it stays until then.
            if (s.m_handSeeds.empty())
                putHandAway();
            lastFour(event.player);
            putHandAway();
            break;
        case hoyito::EventKind::ExtraTurn:
            putHandAway();
            addCue(SoundCue::ExtraTurn);
            add(banner(BoardScene::tr("%1 plays again").arg(s.playerName(event.player)), QString(), m_d.banner));
            break;
        case hoyito::EventKind::Pass:
            putHandAway();
            addCue(SoundCue::Pass);
            add(banner(RulesText::passes(s.playerName(event.player)), QString(), m_d.banner));
            break;
        case hoyito::EventKind::GameEnd: {
            const QString text = RulesText::gameOver();
            BoardScene *scene = &s;
            add(action([scene, text] { Q_EMIT scene->announced(text); }));
            addCue(endCue());
            break;
        }
        }
    }

    BoardScene &s;
    const BoardGeometry &g;
    const hoyito::TurnRecord &m_record;
    QSequentialAnimationGroup *m_group;
    StepDurations m_d;
    bool m_sounds;
    std::size_t m_at = 0; // the event being built
    int m_sinceDropCue = 0;
    int m_handHole = -1;
    int m_lap = 0;
    bool m_handShown = false;
};

void buildTurnAnimation(BoardScene &scene, const hoyito::TurnRecord &record, QSequentialAnimationGroup *group)
{
    TurnAnimationBuilder(scene, record, group).build();
}

} // namespace hoyito::app
