#include "board/boardscene.h"

#include "board/boardanimation.h"
#include "board/boarditems.h"
#include "logging/categories.h"
#include "rulestext.h"

#include "hoyito/notation.h"

#include <QAbstractAnimation>
#include <QAccessible>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QKeyEvent>
#include <QPainter>
#include <QSequentialAnimationGroup>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace hoyito::app {

// ------------------------------------------------------------------- scene

BoardScene::BoardScene(QObject *parent)
    : QGraphicsScene(parent)
{
    // Items move all the time during a turn; an index would only cost.
    setItemIndexMethod(NoIndex);
    m_theme = BoardTheme::current();
    connect(BoardTheme::notifier(), &BoardThemeNotifier::changed, this, [this] { setTheme(BoardTheme::current().id); });
    m_shown = hoyito::Position::initial(hoyito::Rules{});
    rebuild();
    showPosition(m_shown);
}

void BoardScene::setTheme(BoardTheme::Id id)
{
    if (id == m_theme.id)
        return;
    m_theme = BoardTheme::make(id);
    // Every item paints again (and drops its cached picture); the row glow
    // and the hand take the new side colours; the views paint the table.
    for (QGraphicsItem *item : items())
        item->update();
    updateActivePlayer(m_shown.isOver() ? std::nullopt : std::optional(m_shown.toMove));
    if (m_inputEnabled)
        for (HoleItem *hole : m_holes)
            if (hole->isPlayable())
                hole->setPlayable(true, m_theme.sideColor(m_inputSide));
    invalidate(sceneRect(), BackgroundLayer);
}

BoardScene::~BoardScene()
{
    stopAnimation();
}

QString BoardScene::playerName(hoyito::Player player) const
{
    return RulesText::playerName(m_names[hoyito::index(player)], player);
}

void BoardScene::setRules(const hoyito::Rules &rules)
{
    if (rules == m_geometry.rules() && !m_holes.empty())
        return;
    stopAnimation();
    m_geometry = BoardGeometry(rules, m_geometry.flipped(), m_bands);
    m_shown = hoyito::Position::initial(rules);
    rebuild();
    showPosition(m_shown);
}

void BoardScene::setPlayerNames(const QString &south, const QString &north)
{
    m_names = {south, north};
    // Names change no geometry: a turn being shown goes on undisturbed.
    updateTexts();
}

void BoardScene::setPerson(std::optional<hoyito::Player> side)
{
    m_person = side;
    showRestingBanner();
}

void BoardScene::setThinking(hoyito::Player player, bool thinking)
{
    m_thinking[hoyito::index(player)] = thinking;
    updatePlates();
}

void BoardScene::setRoundNumber(int round)
{
    m_round = qMax(0, round);
    // A running animation ends on the banner of its own.
    if (!m_animating)
        showRestingBanner();
}

void BoardScene::setMatchResult(const QString &headline, const QString &detail)
{
    m_matchHeadline = headline;
    m_matchDetail = detail;
    if (!m_animating)
        showRestingBanner();
}

void BoardScene::setCaption(const QString &caption)
{
    if (caption == m_caption)
        return;
    m_caption = caption;
    updatePlates();
}

void BoardScene::setLap(int lap)
{
    m_lap = lap;
    updatePlates();
}

void BoardScene::updateTexts()
{
    updatePlates();
    updateAccessibleTexts();
    if (!m_animating)
        showRestingBanner();
}

void BoardScene::setFlipped(bool flipped)
{
    if (flipped == m_geometry.flipped())
        return;
    finishAnimation();
    m_geometry = BoardGeometry(m_geometry.rules(), flipped, m_bands);
    relayout();
    showPosition(m_shown);
}

void BoardScene::setShowCounts(bool show)
{
    m_showCounts = show;
    // A closed hole has no count: its lid says it all.
    for (int h = 0; h < int(m_badges.size()); ++h)
        m_badges[h]->setVisible(show && !m_shown.isClosed(h));
}

void BoardScene::setLastFourText(const QString &pattern, const QString &detail)
{
    m_lastFourPattern = pattern;
    m_lastFourDetail = detail;
}

QString BoardScene::lastFourDetail(hoyito::Player taker) const
{
    return m_lastFourDetail.isEmpty() ? QString() : m_lastFourDetail.arg(playerName(taker));
}

QString BoardScene::lastFourText(hoyito::Player taker) const
{
    return m_lastFourPattern.isEmpty() ? lastFourTo(playerName(taker)) : m_lastFourPattern.arg(playerName(taker));
}

void BoardScene::setPlayerBands(bool bands)
{
    if (bands == m_bands)
        return;
    stopAnimation();
    m_bands = bands;
    m_geometry = BoardGeometry(m_geometry.rules(), m_geometry.flipped(), bands);
    rebuild();
    showPosition(m_shown);
}

void BoardScene::rebuild()
{
    // Items are rebuilt only when the board's size changes; seeds survive.
    stopAnimation();
    for (SeedItem *seed : m_allSeeds)
        removeItem(seed);
    const auto keepSeeds = m_allSeeds;
    clear(); // deletes every item still in the scene
    m_holes.clear();
    m_badges.clear();
    m_letters.clear();
    m_analysisBadges.clear();
    m_holeBadges.clear();
    m_previewMarks = {};

    m_board = new BoardItem(m_geometry.boardRect());
    addItem(m_board);
    m_rowGlow = new RowGlowItem;
    addItem(m_rowGlow);
    const hoyito::Rules &rules = m_geometry.rules();
    for (int h = 0; h < rules.holeCount(); ++h) {
        auto *hole = new HoleItem(h);
        addItem(hole);
        m_holes.push_back(hole);
        auto *badge = new LabelItem(LabelItem::Style::Badge, QRectF());
        badge->setVisible(m_showCounts);
        addItem(badge);
        m_badges.push_back(badge);
        auto *letter = new LabelItem(LabelItem::Style::Engraved, QRectF());
        letter->setText(QString(QChar::fromLatin1(hoyito::holeLetter(rules, h))));
        letter->setSide(rules.owner(h));
        addItem(letter);
        m_letters.push_back(letter);
        auto *analysis = new AnalysisBadgeItem;
        analysis->setVisible(false);
        addItem(analysis);
        m_analysisBadges.push_back(analysis);
    }
    for (hoyito::Player p : {hoyito::Player::South, hoyito::Player::North}) {
        m_plates[hoyito::index(p)] = new NamePlateItem;
        m_piles[hoyito::index(p)] = new PileItem;
        addItem(m_plates[hoyito::index(p)]);
        addItem(m_piles[hoyito::index(p)]);
        m_plates[hoyito::index(p)]->setVisible(m_bands);
        m_piles[hoyito::index(p)]->setVisible(m_bands);
        connect(m_piles[hoyito::index(p)], &PileItem::countChanged, this,
                [this, p](int seeds) { Q_EMIT pileCountChanged(p, seeds); });
    }
    m_previewItem = new MovePreviewItem;
    m_previewItem->setVisible(false);
    addItem(m_previewItem);
    m_hand = new HandItem;
    m_hand->setVisible(false);
    addItem(m_hand);
    m_banner = new BannerItem;
    m_banner->setVisible(false);
    addItem(m_banner);

    for (SeedItem *seed : keepSeeds)
        addItem(seed);
    if (QAccessible::isActive()) {
        for (QGraphicsView *view : views()) {
            QAccessibleEvent event(view, QAccessible::ObjectReorder);
            QAccessible::updateAccessibility(&event);
        }
    }
    m_holeSeeds.assign(rules.holeCount(), {});
    m_pileSeeds = {};
    m_handSeeds.clear();
    m_spareSeeds = keepSeeds;
    for (SeedItem *seed : m_spareSeeds)
        seed->setVisible(false);
    relayout();
}

namespace {

// A label drawn at its 2×6 size and scaled about its centre to fill `rect`
// (BoardGeometry::labelScale()): text and plate grow together.
void placeLabel(LabelItem *label, const QRectF &rect, qreal scale)
{
    const QSizeF base = rect.size() / scale;
    const QRectF drawn(rect.center() - QPointF(base.width() / 2, base.height() / 2), base);
    label->setRect(drawn);
    label->setTransformOriginPoint(drawn.center());
    label->setScale(scale);
}

} // namespace

void BoardScene::relayout()
{
    for (int h = 0; h < int(m_holes.size()); ++h) {
        m_holes[h]->setPos(m_geometry.holeCentre(h));
        placeLabel(m_badges[h], m_geometry.badgeRect(h), m_geometry.labelScale());
        placeLabel(m_letters[h], m_geometry.letterRect(h), m_geometry.labelScale());
        m_analysisBadges[h]->setPos(m_geometry.analysisBadgeCentre(h));
    }
    for (hoyito::Player p : {hoyito::Player::South, hoyito::Player::North}) {
        const int i = hoyito::index(p);
        m_plates[i]->setRect(m_geometry.nameRect(p));
        m_piles[i]->setRect(m_geometry.pileRect(p), p);
    }
    updatePlates();
    placePreviewMarks();
    m_banner->setMaxWidth(m_geometry.boardRect().width() - 40);
    setSceneRect(m_geometry.sceneRect());
    placeSeedsAtRest();
    updateActivePlayer(m_shown.isOver() ? std::nullopt : std::optional(m_shown.toMove));
}

void BoardScene::ensureSeedItems(int count)
{
    while (int(m_allSeeds.size()) < count) {
        auto *seed = new SeedItem(int(m_allSeeds.size()));
        seed->setVisible(false);
        addItem(seed);
        m_allSeeds.push_back(seed);
        m_spareSeeds.push_back(seed);
    }
}

void BoardScene::assignSeeds(const hoyito::Position &pos)
{
    // Seeds stay where they are when the count there is right, so jumping to
    // the position an animation just reached moves nothing.
    std::vector<SeedItem *> pool = std::move(m_spareSeeds);
    m_spareSeeds.clear();
    pool.insert(pool.end(), m_handSeeds.begin(), m_handSeeds.end());
    m_handSeeds.clear();
    const auto trim = [&pool](std::vector<SeedItem *> &seeds, int target) {
        while (int(seeds.size()) > target) {
            pool.push_back(seeds.back());
            seeds.pop_back();
        }
    };
    const int holes = pos.rules.holeCount();
    m_holeSeeds.resize(holes);
    for (int h = 0; h < holes; ++h)
        trim(m_holeSeeds[h], pos.isClosed(h) ? 0 : pos.seeds[h]);
    for (hoyito::Player p : {hoyito::Player::South, hoyito::Player::North})
        trim(m_pileSeeds[hoyito::index(p)], m_bands ? pos.scores[hoyito::index(p)] : 0);

    int needed = 0;
    for (int h = 0; h < holes; ++h)
        needed += pos.seeds[h];
    if (m_bands)
        needed += pos.scores[0] + pos.scores[1];
    ensureSeedItems(needed);
    pool.insert(pool.end(), m_spareSeeds.begin(), m_spareSeeds.end());
    m_spareSeeds.clear();

    const auto fill = [&pool](std::vector<SeedItem *> &seeds, int target) {
        while (int(seeds.size()) < target && !pool.empty()) {
            seeds.push_back(pool.back());
            pool.pop_back();
        }
    };
    for (int h = 0; h < holes; ++h)
        fill(m_holeSeeds[h], pos.isClosed(h) ? 0 : pos.seeds[h]);
    for (hoyito::Player p : {hoyito::Player::South, hoyito::Player::North})
        fill(m_pileSeeds[hoyito::index(p)], m_bands ? pos.scores[hoyito::index(p)] : 0);
    m_spareSeeds = std::move(pool);
}

void BoardScene::placeSeedsAtRest()
{
    for (int h = 0; h < int(m_holeSeeds.size()); ++h) {
        for (int i = 0; i < int(m_holeSeeds[h].size()); ++i) {
            SeedItem *seed = m_holeSeeds[h][i];
            seed->setPos(m_geometry.seedSlot(h, i));
            seed->setZValue(restingSeedZ(m_geometry, i) + 0.001 * i);
            seed->setScale(1);
            seed->setOpacity(1);
            seed->setVisible(true);
        }
    }
    for (hoyito::Player p : {hoyito::Player::South, hoyito::Player::North}) {
        const auto &pile = m_pileSeeds[hoyito::index(p)];
        for (int i = 0; i < int(pile.size()); ++i) {
            SeedItem *seed = pile[i];
            seed->setPos(m_geometry.pileSlot(p, i));
            seed->setZValue(kSeedZ + i / 34 + 0.001 * i);
            seed->setScale(1);
            seed->setOpacity(1);
            seed->setVisible(true);
        }
    }
    for (SeedItem *seed : m_spareSeeds)
        seed->setVisible(false);
    for (SeedItem *seed : m_handSeeds)
        seed->setVisible(false);
}

void BoardScene::updateLabels()
{
    for (int h = 0; h < int(m_badges.size()); ++h)
        m_badges[h]->setText(QString::number(m_shown.seeds[h]));
    for (hoyito::Player p : {hoyito::Player::South, hoyito::Player::North})
        m_piles[hoyito::index(p)]->setCount(m_shown.scores[hoyito::index(p)]);
    updateAccessibleTexts();
}

void BoardScene::updateActivePlayer(std::optional<hoyito::Player> player)
{
    for (hoyito::Player p : {hoyito::Player::South, hoyito::Player::North})
        m_plates[hoyito::index(p)]->setActive(player == p);
    m_rowGlow->setVisible(player.has_value());
    if (player)
        m_rowGlow->setRect(m_geometry.rowRect(*player), m_theme.sideColor(*player),
                           m_theme.sideLine[hoyito::index(*player)]);
}

void BoardScene::updatePlates()
{
    for (hoyito::Player p : {hoyito::Player::South, hoyito::Player::North}) {
        NamePlateItem *plate = m_plates[hoyito::index(p)];
        plate->setPlayer(p, playerName(p));
        // Drawn on the active plate only: during a turn, the mover's.
        if (m_lap > 0)
            plate->setStatus(tr("lap %1").arg(m_lap), true);
        else if (!m_caption.isEmpty())
            plate->setStatus(m_caption, true);
        else if (m_hintHole >= 0 && m_geometry.rules().owner(m_hintHole) == p)
            //: on the name plate of the player to move: the hint, also ringed on the board
            plate->setStatus(
                tr("hint: play %1").arg(QChar::fromLatin1(hoyito::holeLetter(m_geometry.rules(), m_hintHole))), true);
        else if (m_thinking[hoyito::index(p)])
            //: under the name of a computer player choosing its move, as in the side panel
            plate->setStatus(tr("thinking…"), false);
        else
            plate->setStatus(tr("to move"), false);
    }
}

void BoardScene::setEndlessMarks(const QList<int> &endless)
{
    for (HoleItem *hole : m_holes)
        hole->setEndless(endless.contains(hole->hole()));
    updateAccessibleTexts();
}

void BoardScene::showRestingBanner()
{
    if (!m_shown.isOver() || !m_bands || m_bannerHidden) {
        m_banner->setVisible(false);
        return;
    }
    if (!m_matchHeadline.isEmpty()) {
        m_banner->setText(m_matchHeadline, m_matchDetail);
        m_banner->setPos(m_geometry.boardCentre());
        m_banner->setOpacity(1);
        m_banner->setScale(1);
        m_banner->setVisible(true);
        return;
    }
    const auto scores = hoyito::finalScores(m_shown);
    const hoyito::Result result = hoyito::resultOf(scores);
    const QString winner =
        playerName(result == hoyito::Result::SouthWins ? hoyito::Player::South : hoyito::Player::North);
    QString headline;
    const int margin = std::abs(scores[0] - scores[1]);
    if (m_round == 0 && result == hoyito::Result::Draw)
        headline = RulesText::draw();
    else if (m_round == 0 && m_person)
        headline =
            result == (*m_person == hoyito::Player::South ? hoyito::Result::SouthWins : hoyito::Result::NorthWins)
                ? RulesText::youWin(margin)
                : RulesText::youLose(margin);
    else if (m_round == 0)
        headline = RulesText::wins(winner);
    else if (result == hoyito::Result::Draw)
        //: the board's banner at the end of a drawn match round: "Round 3: a draw"
        headline = tr("Round %1: a draw").arg(m_round);
    else
        //: the board's banner at the end of a match round: "Round 3: Ana wins!"
        headline = tr("Round %1: %2 wins!").arg(m_round).arg(winner);
    //: the final score, e.g. "South 28 – North 20"
    const QString detail = tr("%1 %2 – %3 %4")
                               .arg(playerName(hoyito::Player::South), QString::number(scores[0]),
                                    playerName(hoyito::Player::North), QString::number(scores[1]));
    m_banner->setText(headline, detail);
    m_banner->setPos(m_geometry.boardCentre());
    m_banner->setOpacity(1);
    m_banner->setScale(1);
    m_banner->setVisible(true);
}

void BoardScene::showPosition(const hoyito::Position &pos)
{
    stopAnimation();
    if (pos.rules != m_geometry.rules()) {
        m_geometry = BoardGeometry(pos.rules, m_geometry.flipped(), m_bands);
        rebuild();
    }
    // The preview was of the position shown until now.
    if (!(pos == m_shown))
        setPreviewMarks({});
    m_shown = pos;
    assignSeeds(pos);
    placeSeedsAtRest();
    updateLabels();
    for (HoleItem *hole : m_holes) {
        hole->setFlash(0);
        hole->setMarked(m_marked.contains(hole->hole()));
        // Refill: closed for the round, so sowing never reaches it.
        hole->setClosed(pos.isClosed(hole->hole()));
        m_badges[hole->hole()]->setVisible(m_showCounts && !pos.isClosed(hole->hole()));
    }
    m_hand->setVisible(false);
    m_hand->setCount(0);
    setLap(0);
    updateActivePlayer(pos.isOver() ? std::nullopt : std::optional(pos.toMove));
    setEndlessMarks({});
    showRestingBanner();
    if (m_inputEnabled && (pos.isOver() || pos.toMove != m_inputSide))
        lockInput();
}

int BoardScene::seedItemsInHole(int hole) const
{
    return hole >= 0 && hole < int(m_holeSeeds.size()) ? int(m_holeSeeds[hole].size()) : 0;
}

int BoardScene::seedItemsInPile(hoyito::Player player) const
{
    return int(m_pileSeeds[hoyito::index(player)].size());
}

QString BoardScene::countText(int hole) const
{
    return hole >= 0 && hole < int(m_badges.size()) ? m_badges[hole]->text() : QString();
}

int BoardScene::pileCountShown(hoyito::Player player) const
{
    return m_piles[hoyito::index(player)]->count();
}

bool BoardScene::isPlayerActive(hoyito::Player player) const
{
    return m_plates[hoyito::index(player)]->isActive();
}

QString BoardScene::playerStatus(hoyito::Player player) const
{
    const NamePlateItem *plate = m_plates[hoyito::index(player)];
    return plate->isActive() ? plate->status() : QString();
}

QString BoardScene::bannerText() const
{
    return m_banner->isVisible() ? m_banner->text() : QString();
}

void BoardScene::setResultBannerHidden(bool hidden)
{
    m_bannerHidden = hidden;
    if (!m_animating)
        showRestingBanner();
}

void BoardScene::setMarkedHoles(const QList<int> &holes)
{
    m_marked = holes;
    for (HoleItem *hole : m_holes)
        hole->setMarked(m_marked.contains(hole->hole()));
}

void BoardScene::setHoleBadges(const QList<HoleBadge> &badges)
{
    if (badges == m_holeBadges)
        return;
    m_holeBadges.clear();
    for (AnalysisBadgeItem *item : m_analysisBadges)
        item->setVisible(false);
    for (const HoleBadge &badge : badges) {
        if (badge.hole < 0 || badge.hole >= int(m_analysisBadges.size()))
            continue;
        AnalysisBadgeItem *item = m_analysisBadges[badge.hole];
        const auto kind = badge.kind == HoleBadge::Kind::Best     ? AnalysisBadgeItem::Kind::Best
                          : badge.kind == HoleBadge::Kind::Threat ? AnalysisBadgeItem::Kind::Threat
                                                                  : AnalysisBadgeItem::Kind::Value;
        item->setBadge(kind, badge.text, badge.exact);
        item->setToolTip(badge.toolTip);
        item->setVisible(true);
        m_holeBadges.append(badge);
    }
}

void BoardScene::setPreviewMarks(const PreviewMarks &marks)
{
    const PreviewMarks valid = marks.hole >= 0 && marks.hole < int(m_holes.size()) ? marks : PreviewMarks{};
    if (valid == m_previewMarks)
        return;
    m_previewMarks = valid;
    placePreviewMarks();
    updateAccessibleTexts();
}

void BoardScene::placePreviewMarks()
{
    if (!m_previewItem)
        return;
    if (m_previewMarks.hole < 0) {
        m_previewItem->setVisible(false);
        return;
    }
    const int holes = int(m_holes.size());
    std::optional<QPointF> landing;
    if (m_previewMarks.landing >= 0 && m_previewMarks.landing < holes)
        landing = m_geometry.holeCentre(m_previewMarks.landing);
    QList<MovePreviewItem::Capture> captures;
    for (const PreviewMarks::Capture &capture : m_previewMarks.captures)
        if (capture.hole >= 0 && capture.hole < holes)
            captures.append(
                {m_geometry.holeCentre(capture.hole), m_geometry.previewBadgeCentre(capture.hole), capture.seeds});
    m_previewItem->setMarks(landing, captures, m_geometry.labelScale());
    m_previewItem->setVisible(true);
}

void BoardScene::setHintHole(int hole)
{
    m_hintHole = hole >= 0 && hole < m_geometry.rules().holeCount() ? hole : -1;
    setMarkedHoles(m_hintHole >= 0 ? QList<int>{m_hintHole} : QList<int>{});
    updatePlates();
}

HoleItem *BoardScene::holeItem(int hole) const
{
    return hole >= 0 && hole < int(m_holes.size()) ? m_holes[hole] : nullptr;
}

QList<SeedItem *> BoardScene::seedsInHole(int hole) const
{
    if (hole < 0 || hole >= int(m_holeSeeds.size()))
        return {};
    return QList<SeedItem *>(m_holeSeeds[hole].begin(), m_holeSeeds[hole].end());
}

QList<SeedItem *> BoardScene::seedItems() const
{
    return QList<SeedItem *>(m_allSeeds.begin(), m_allSeeds.end());
}

// ---------------------------------------------------------------- animation

void BoardScene::setSpeed(AnimationSpeed speed)
{
    m_speed = speed;
    // Instant means now, also for the turn on its way.
    if (speed == AnimationSpeed::Instant)
        finishAnimation();
}

void BoardScene::setHurried(bool hurried)
{
    m_hurried = hurried;
    if (hurried)
        finishAnimation();
}

void BoardScene::animateTurn(const hoyito::TurnRecord &record, const hoyito::Position &before,
                             const hoyito::Position &after, quint64 token)
{
    stopAnimation();
    lockInput();
    if (!m_shown.sameBoardAndMover(before) || m_shown.scores != before.scores || m_shown.rules != before.rules)
        showPosition(before);
    m_banner->setVisible(false);
    m_target = after;
    m_token = token;
    m_animating = true;
    updateActivePlayer(record.mover);
    setEndlessMarks({});

    auto *group = new QSequentialAnimationGroup(this);
    m_animation = group;
    buildTurnAnimation(*this, record, group);
    // The bookkeeping now says where the seeds will end: it must be the
    // engine's position, or the trace and the board disagree.
    for (int h = 0; h < after.rules.holeCount(); ++h)
        if (int(m_holeSeeds[h].size()) != after.seeds[h])
            qCWarning(lcBoard) << "scene and model disagree after the turn: hole" << h << "has" << m_holeSeeds[h].size()
                               << "seeds, the engine says" << after.seeds[h];
    m_shown = after;
    // Assistive technology hears the move's result at once, not seed by seed.
    updateAccessibleTexts();
    connect(group, &QAbstractAnimation::finished, this, [this, group] {
        if (group == m_animation)
            settle(true);
    });
    group->start();
}

void BoardScene::stopAnimation()
{
    if (!m_animation)
        return;
    QSequentialAnimationGroup *group = m_animation;
    m_animation = nullptr;
    m_animating = false;
    group->disconnect(this);
    group->stop();
    group->deleteLater();
}

void BoardScene::verifyShown(const hoyito::Position &pos) const
{
    // What the animation itself left on the board must be the engine's
    // position; settling would hide a wrong step, so say it loudly.
    for (int h = 0; h < pos.rules.holeCount(); ++h) {
        if (int(m_holeSeeds[h].size()) != pos.seeds[h] || m_badges[h]->text() != QString::number(pos.seeds[h]))
            qCWarning(lcBoard).noquote() << QStringLiteral("scene and model disagree: hole %1 shows %2 (%3 seeds), "
                                                           "the engine has %4")
                                                .arg(h)
                                                .arg(m_badges[h]->text())
                                                .arg(m_holeSeeds[h].size())
                                                .arg(pos.seeds[h]);
        for (const SeedItem *seed : m_holeSeeds[h]) {
            const QPointF d = seed->pos() - m_geometry.holeCentre(h);
            if (!seed->isVisible() || std::hypot(d.x(), d.y()) > m_geometry.seedAreaRadius() + 0.5)
                qCWarning(lcBoard) << "scene and model disagree: a seed of hole" << h << "is not inside it";
        }
    }
    if (!m_bands)
        return;
    for (hoyito::Player p : {hoyito::Player::South, hoyito::Player::North})
        if (m_piles[hoyito::index(p)]->count() != pos.scores[hoyito::index(p)] ||
            int(m_pileSeeds[hoyito::index(p)].size()) != pos.scores[hoyito::index(p)])
            qCWarning(lcBoard) << "scene and model disagree: pile of" << hoyito::index(p) << "shows"
                               << m_piles[hoyito::index(p)]->count() << "the engine has"
                               << pos.scores[hoyito::index(p)];
}

void BoardScene::settle(bool completed)
{
    const quint64 token = m_token;
    stopAnimation();
    if (completed)
        verifyShown(m_target);
    showPosition(m_target);
    Q_EMIT animationFinished(token);
}

void BoardScene::finishAnimation()
{
    if (m_animating)
        settle(false);
}

int BoardScene::animationDuration() const
{
    return m_animation ? m_animation->totalDuration() : 0;
}

void BoardScene::holdAnimationAt(int ms)
{
    if (!m_animation)
        return;
    m_animation->pause();
    m_animation->setCurrentTime(qBound(0, ms, qMax(0, m_animation->totalDuration() - 1)));
}

void BoardScene::resumeAnimation()
{
    if (m_animation && m_animation->state() == QAbstractAnimation::Paused)
        m_animation->resume();
}

// -------------------------------------------------------------------- input

void BoardScene::enableInput(hoyito::Player side, const QList<int> &playable, const QList<int> &endless)
{
    setEndlessMarks(endless);
    m_inputEnabled = true;
    m_inputSide = side;
    m_playable = playable;
    // A new turn: only a pointer that moves, or a key, points at a hole.
    m_pointing = Pointing::None;
    for (HoleItem *hole : m_holes)
        hole->setPlayable(playable.contains(hole->hole()), m_theme.sideColor(side));
    if (m_cursor >= 0 && !playable.contains(m_cursor))
        setKeyboardCursor(-1);
    for (HoleItem *hole : m_holes)
        hole->setKeyboardCursor(hole->hole() == m_cursor);
    setHovered(m_hovered);
    updateAccessibleTexts();
}

void BoardScene::lockInput()
{
    m_inputEnabled = false;
    m_playable.clear();
    m_pointing = Pointing::None;
    setPreviewMarks({});
    for (HoleItem *hole : m_holes) {
        hole->setPlayable(false, QColor());
        hole->setHovered(false);
    }
    setKeyboardCursor(-1);
    updatePointed();
    updateAccessibleTexts();
}

int BoardScene::holeAt(const QPointF &scenePos) const
{
    for (const HoleItem *hole : m_holes) {
        const QPointF d = scenePos - hole->pos();
        if (std::hypot(d.x(), d.y()) <= BoardGeometry::kHoleRadius + 4)
            return hole->hole();
    }
    return -1;
}

void BoardScene::setHovered(int hole)
{
    m_hovered = hole;
    for (HoleItem *item : m_holes)
        item->setHovered(m_inputEnabled && item->hole() == hole && item->isPlayable());
    updatePointed();
}

void BoardScene::updatePointed()
{
    int pointed = -1;
    if (m_inputEnabled) {
        const int hole = m_pointing == Pointing::Mouse ? m_hovered : m_pointing == Pointing::Keys ? m_cursor : -1;
        if (hole >= 0 && m_playable.contains(hole))
            pointed = hole;
    }
    if (pointed == m_pointed)
        return;
    m_pointed = pointed;
    Q_EMIT pointedHoleChanged(pointed);
}

void BoardScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    event->accept();
    if (event->button() != Qt::LeftButton)
        return;
    // A click during a turn's animation only finishes it.
    if (m_animating) {
        finishAnimation();
        return;
    }
    const int hole = holeAt(event->scenePos());
    if (hole >= 0 && m_inputEnabled)
        Q_EMIT holeActivated(hole);
}

bool BoardScene::event(QEvent *event)
{
    // Left while the board took no input (seeds moving): the hole must not
    // light up at the next turn, when the pointer is somewhere else.
    if (event->type() == QEvent::GraphicsSceneLeave)
        setHovered(-1);
    return QGraphicsScene::event(event);
}

void BoardScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsScene::mouseMoveEvent(event);
    if (m_inputEnabled)
        m_pointing = Pointing::Mouse;
    setHovered(holeAt(event->scenePos()));
}

void BoardScene::moveCursor(int step)
{
    if (m_playable.isEmpty())
        return;
    // Order the playable holes as they appear from left to right.
    QList<int> holes = m_playable;
    std::sort(holes.begin(), holes.end(),
              [this](int a, int b) { return m_geometry.holeCentre(a).x() < m_geometry.holeCentre(b).x(); });
    int at = holes.indexOf(m_cursor);
    if (at < 0)
        at = step > 0 ? 0 : int(holes.size()) - 1;
    else
        at = qBound(0, at + step, int(holes.size()) - 1);
    setKeyboardCursor(holes[at]);
}

void BoardScene::setKeyboardCursor(int hole)
{
    if (hole >= 0 && !m_playable.contains(hole))
        return;
    for (HoleItem *item : m_holes)
        item->setKeyboardCursor(item->hole() == hole);
    if (hole >= 0)
        m_pointing = Pointing::Keys;
    const bool moved = hole != m_cursor;
    m_cursor = hole;
    updatePointed();
    if (moved)
        Q_EMIT keyboardCursorChanged(hole);
}

void BoardScene::activateHole(int hole)
{
    // As a click: during a turn's animation it only finishes it.
    if (m_animating) {
        finishAnimation();
        return;
    }
    if (m_inputEnabled && holeItem(hole))
        Q_EMIT holeActivated(hole);
}

// ------------------------------------------------------------ accessibility

QString BoardScene::holeAccessibleName(int hole) const
{
    const hoyito::Rules &rules = m_geometry.rules();
    if (hole < 0 || hole >= rules.holeCount() || m_shown.rules != rules)
        return {};
    const QString side = RulesText::sideName(rules.owner(hole));
    const QString letter = QString(QChar::fromLatin1(hoyito::holeLetter(rules, hole)));
    if (m_shown.isClosed(hole))
        //: a hole closed by the refill rule, for screen readers: "North hole c, closed"
        return tr("%1 hole %2, closed").arg(side, letter);
    const int seeds = m_shown.seeds[hole];
    if (seeds == 0)
        //: an empty hole, for screen readers: "South hole c, empty"
        return tr("%1 hole %2, empty").arg(side, letter);
    //: a hole, for screen readers: "South hole c, 5 seeds"
    return tr("%1 hole %2, %n seed(s)", nullptr, seeds).arg(side, letter);
}

QString BoardScene::holeAccessibleDescription(int hole) const
{
    const HoleItem *item = holeItem(hole);
    if (!item)
        return {};
    if (item->isEndless())
        return tr("Cannot be played: its sowing would never end");
    if (item->isClosed())
        return closedHoleTip(hole);
    if (item->isPlayable() && m_previewMarks.hole == hole && !m_previewMarks.summary.isEmpty())
        //: a playable hole for screen readers while its move is previewed; %1 says what the move would do
        return tr("Playable. %1").arg(m_previewMarks.summary);
    return item->isPlayable() ? tr("Playable") : tr("Not playable");
}

void BoardScene::updateAccessibleTexts()
{
    for (HoleItem *hole : m_holes) {
        const QString name = holeAccessibleName(hole->hole());
        hole->setAccessibleTexts(name, holeAccessibleDescription(hole->hole()));
        // The mouse hears the same: the count even when badges are hidden.
        hole->setToolTip(hole->isEndless() ? endlessHoleTip() : hole->isClosed() ? closedHoleTip(hole->hole()) : name);
    }
}

QString BoardScene::endlessHoleTip()
{
    return tr("This hole cannot be played: its sowing would go round and round and never end.");
}

QString BoardScene::lastFourTo(const QString &name)
{
    return tr("The last four go to %1").arg(name);
}

QString BoardScene::closedHoleTip(int hole) const
{
    const hoyito::Player owner = m_geometry.rules().owner(hole);
    //: the tooltip of a hole closed by the traditional refill; %1 is its owner's name
    return tr("Closed for this round: %1 had too few seeds to fill it (traditional refill). "
              "It cannot be played, and sowing passes it by.")
        .arg(playerName(owner));
}

void BoardScene::keyPressEvent(QKeyEvent *event)
{
    const int key = event->key();
    if (m_animating) {
        if (key == Qt::Key_Space || key == Qt::Key_Escape || key == Qt::Key_Return || key == Qt::Key_Enter) {
            finishAnimation();
            event->accept();
            return;
        }
    }
    if (!m_inputEnabled) {
        event->ignore();
        return;
    }
    switch (key) {
    case Qt::Key_Left:
        moveCursor(-1);
        event->accept();
        return;
    case Qt::Key_Right:
        moveCursor(1);
        event->accept();
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        // Not Space: it skips animations, and a late press must not play.
        if (m_cursor >= 0)
            Q_EMIT holeActivated(m_cursor);
        event->accept();
        return;
    default: break;
    }
    // The notation's letters, for the player to move whatever the case.
    const QString text = event->text();
    if (text.size() == 1 && !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))) {
        const char32_t c = text.at(0).toLower().unicode();
        const int index = int(c) - 'a';
        if (index >= 0 && index < m_geometry.rules().holesPerRow) {
            Q_EMIT holeActivated(m_geometry.rules().firstHole(m_inputSide) + index);
            event->accept();
            return;
        }
    }
    event->ignore();
}

// ------------------------------------------------------------------ diagram

QImage BoardScene::renderDiagram(const hoyito::Position &pos, const QList<int> &marked, int width,
                                 qreal devicePixelRatio)
{
    BoardScene scene;
    scene.setPlayerBands(false);
    scene.setSpeed(AnimationSpeed::Instant);
    scene.showPosition(pos);
    scene.setMarkedHoles(marked);
    const QRectF source = scene.sceneRect();
    const int height = qRound(width * source.height() / source.width());
    QImage image(QSize(width, height) * devicePixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(devicePixelRatio);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    scene.render(&painter, QRectF(0, 0, width, height), source, Qt::KeepAspectRatio);
    return image;
}

} // namespace hoyito::app
