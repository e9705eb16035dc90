#include "hoyito/puzzles.h"

#include "hoyito/bench.h"
#include "hoyito/coach.h"
#include "hoyito/game.h"
#include "hoyito/notation.h"
#include "hoyito/openings.h"
#include "hoyito/search.h"

#include <algorithm>
#include <array>
#include <climits>

namespace hoyito::puzzles {

namespace {

constexpr int kDefenceSeeds = 8;   // a capture of two fours or more
constexpr int kRunCaptures = 3;    // captures in a row for a run
constexpr int kLongRelayLaps = 4;  // laps of the first move for a long relay
constexpr int kMaxReplyTurns = 20; // the opponent's turns in a row followed from a line
constexpr int kMaxGameTurns = 200;
// A game's sides play the search's move, but one turn in kVarietyOneIn
// another move the same search values within kVarietyWithin of it: without
// this, games from the few hundred balanced openings soon repeat one another
// and stop giving new puzzles.
constexpr std::uint32_t kVarietyOneIn = 6;
constexpr int kVarietyWithin = 2 * kSeedValue;
constexpr std::uint64_t kVarietyStream = 0x5EED'7A21'E7Eull;
constexpr int kLevelSeeds = 3;  // seeds tried for the noisy levels
constexpr int kNoisyLevels = 3; // levels 1 to 3 pick with noise
constexpr int kNoLevel = kMaxLevel + 1;
constexpr int kRatingBase = 600;
constexpr int kRatingPerLevel = 300;
constexpr int kRatingOffset = 15;
constexpr int kRatingPerPly = 30;
constexpr int kRatingDepths = 9;

constexpr std::array<std::string_view, std::size(kThemes)> kThemeNames = {"chain",   "capture-run", "clear-board",
                                                                          "defence", "long-relay",  "endgame"};

Position after(const Position &pos, Move move)
{
    Position next = pos;
    playTurn(next, move);
    return next;
}

// The tables' verdict, when they hold pos exactly and bound every move.
std::optional<Verdict> tablesVerdict(const Position &pos, const std::vector<Move> &moves, const tables::TableSet &set)
{
    const std::optional<tables::TableRules> rules = tables::tableRulesOf(pos);
    const tables::Tables *tables = rules ? set.tablesFor(*rules, pos.rules.holesPerRow) : nullptr;
    const std::optional<tables::Bounds> root = tables ? tables->probe(pos) : std::nullopt;
    if (!root || !root->exact())
        return std::nullopt;
    std::vector<tables::Bounds> bounds;
    for (Move move : moves) {
        const std::optional<tables::Bounds> b = tables::moveBounds(*tables, pos, move);
        if (!b)
            return std::nullopt;
        bounds.push_back(*b);
    }
    Verdict v;
    v.proven = true;
    v.moves = static_cast<int>(moves.size());
    const int mine = pos.scores[index(pos.toMove)];
    std::size_t best = 0;
    for (std::size_t k = 0; k < moves.size(); ++k)
        if (bounds[k].exact() && bounds[k].lower == root->lower)
            best = k;
    v.best = moves[best];
    v.value = (mine + root->lower) * kSeedValue;
    int otherUpper = INT_MIN;
    int worstUpper = root->lower;
    for (std::size_t k = 0; k < moves.size(); ++k) {
        if (k == best)
            continue;
        otherUpper = std::max(otherUpper, bounds[k].upper);
        worstUpper = std::min(worstUpper, bounds[k].upper);
    }
    v.margin = moves.size() == 1 ? INT_MAX : (root->lower - otherUpper) * kSeedValue;
    v.worst = (mine + worstUpper) * kSeedValue;
    v.unique = v.margin >= kMargin;
    // The expected line: the best move, then the opponent's best replies by
    // the tables (the move whose lower bound is greatest) until the mover
    // moves again.
    v.pv.push_back(v.best);
    Position p = after(pos, v.best);
    for (int turn = 0; turn < kMaxReplyTurns && !p.isOver() && p.toMove != pos.toMove; ++turn) {
        std::optional<Move> reply;
        int replyLower = INT_MIN;
        for (Move move : legalMoves(p)) {
            const std::optional<tables::Bounds> b = tables::moveBounds(*tables, p, move);
            if (b && b->lower > replyLower) {
                replyLower = b->lower;
                reply = move;
            }
        }
        if (!reply)
            break;
        v.pv.push_back(*reply);
        playTurn(p, *reply);
    }
    return v;
}

// The verdict of an analysis' values at one depth; byDepth its ranks up to
// that depth.
Verdict verdictOf(const AnalysisResult &result, std::vector<std::pair<Move, bool>> byDepth)
{
    Verdict v;
    v.byDepth = std::move(byDepth);
    v.moves = static_cast<int>(result.moves.size());
    if (result.moves.empty())
        return v;
    v.best = result.moves.front().move;
    v.value = result.moves.front().value;
    v.worst = result.moves.back().value;
    v.pv = result.moves.front().pv;
    v.margin = result.moves.size() == 1 ? INT_MAX : v.value - result.moves[1].value;
    v.unique = v.margin >= kMargin;
    return v;
}

// The analysis' verdict at each finished depth up to `depth` (element d - 1
// for depth d), fewer when every value is exact before: the analysis stops.
std::vector<Verdict> analysisVerdicts(Analyser &analyser, const Position &pos, int depth)
{
    std::vector<Verdict> verdicts;
    std::vector<std::pair<Move, bool>> byDepth;
    analyser.analyse(pos, AnalysisLimits{.depth = depth}, nullptr, [&](const AnalysisResult &r, bool depthDone) {
        if (!depthDone || r.moves.empty())
            return;
        byDepth.emplace_back(r.moves[0].move, r.moves.size() < 2 || r.moves[0].value > r.moves[1].value);
        verdicts.push_back(verdictOf(r, byDepth));
    });
    return verdicts;
}

Verdict analysisVerdict(Analyser &analyser, const Position &pos, int depth)
{
    std::vector<Verdict> verdicts = analysisVerdicts(analyser, pos, depth);
    return verdicts.empty() ? Verdict{} : std::move(verdicts.back());
}

// The index of the last solver move of `line` (played from `pos`) that had
// a choice, so that the line ends on a move the solver had to find.
std::size_t lastChoice(const Position &pos, const std::vector<Move> &line)
{
    std::size_t last = 0;
    Position p = pos;
    for (std::size_t k = 0; k < line.size() && !p.isOver(); ++k) {
        if (p.toMove == pos.toMove && legalMoves(p).size() > 1)
            last = k;
        playTurn(p, line[k]);
    }
    return last;
}

} // namespace

std::string_view themeName(Theme theme)
{
    return kThemeNames[static_cast<std::size_t>(theme)];
}

std::optional<Theme> parseTheme(std::string_view name)
{
    for (Theme theme : kThemes)
        if (themeName(theme) == name)
            return theme;
    return std::nullopt;
}

Verdict judge(Analyser &analyser, const Position &pos, const Judge &judge)
{
    const std::vector<Move> moves = legalMoves(pos);
    if (judge.tables && !moves.empty())
        if (std::optional<Verdict> proven = tablesVerdict(pos, moves, *judge.tables))
            return *proven;
    return analysisVerdict(analyser, pos, judge.depth);
}

std::pair<Verdict, Verdict> judgeDeeper(Analyser &analyser, const Position &pos, const Judge &judgeWith, int deeper)
{
    const std::vector<Move> moves = legalMoves(pos);
    if (judgeWith.tables && !moves.empty())
        if (std::optional<Verdict> proven = tablesVerdict(pos, moves, *judgeWith.tables))
            return {*proven, *proven};
    // An analysis to a depth is the first part of one to a greater depth
    // (the same searches in the same order), so one analysis gives both.
    std::vector<Verdict> verdicts = analysisVerdicts(analyser, pos, std::max(deeper, judgeWith.depth));
    if (verdicts.empty())
        return {};
    const std::size_t at = static_cast<std::size_t>(std::min<std::ptrdiff_t>(judgeWith.depth, std::ssize(verdicts)));
    return {verdicts[at - 1], verdicts.back()};
}

bool alreadyWon(const Position &pos, const Verdict &verdict)
{
    return 2 * verdict.worst > pos.seedsInGame() * kSeedValue;
}

bool greedyPicks(const Position &pos, Move move)
{
    const int mine = seedsWon(*storyOfTurn(pos, move), pos.toMove);
    for (Move other : legalMoves(pos))
        if (other != move && seedsWon(*storyOfTurn(pos, other), pos.toMove) >= mine)
            return false;
    return true;
}

Found findPuzzle(Analyser &analyser, const Position &pos, const Judge &judgeWith)
{
    Found found;
    if (checkStart(pos) != StartError::None) {
        found.refusal = Refusal::NotAStart;
        return found;
    }
    if (legalMoves(pos).size() < 2) {
        found.refusal = Refusal::Forced;
        return found;
    }
    found.first = judge(analyser, pos, judgeWith);
    const Verdict &first = found.first;
    if (!first.unique) {
        found.refusal = Refusal::NotUnique;
        return found;
    }
    if (alreadyWon(pos, first)) {
        found.refusal = Refusal::AlreadyWon;
        return found;
    }
    if (greedyPicks(pos, first.best)) {
        found.refusal = Refusal::Greedy;
        return found;
    }

    const Player solver = pos.toMove;
    std::vector<Move> line{first.best};
    std::vector<Move> pv = first.pv;
    std::size_t next = 1; // the next move of pv
    int solverMoves = 1;
    Position p = after(pos, first.best);
    int replies = 0;
    while (!p.isOver()) {
        Move move;
        if (p.toMove == solver) {
            if (solverMoves == kMaxSolverMoves)
                break;
            const Verdict v = judge(analyser, p, judgeWith);
            if (!v.unique)
                break;
            move = v.best;
            pv = v.pv;
            next = 1;
            ++solverMoves;
            replies = 0;
        } else {
            // The opponent's best reply, from the last solver move's line.
            if (next >= pv.size() || replies == kMaxReplyTurns || checkMove(p, pv[next]) != MoveError::None)
                break;
            move = pv[next++];
            ++replies;
        }
        line.push_back(move);
        playTurn(p, move);
    }
    line.resize(lastChoice(pos, line) + 1);

    found.puzzle.position = pos;
    found.puzzle.solution = line;
    found.puzzle.proven = first.proven;
    found.puzzle.depth = judgeWith.depth;
    found.puzzle.themes = themesOf(pos, line, first.proven);
    return found;
}

std::vector<Theme> themesOf(const Position &pos, const std::vector<Move> &solution, bool proven)
{
    const Player solver = pos.toMove;
    const std::vector<TurnStory> line = storyOfLine(pos, solution);
    bool chain = false;
    bool clear = false;
    int run = 0;
    int longestRun = 0;
    for (const TurnStory &turn : line) {
        if (turn.mover != solver) {
            run = 0;
            continue;
        }
        for (const CaptureStory &capture : turn.captures) {
            chain = chain || capture.chainFours > 0;
            longestRun = std::max(longestRun, ++run);
        }
        if (turn.captures.empty())
            run = 0;
        clear = clear || (turn.ending == EndReason::LastFour && turn.lastFourTo == solver) ||
                (turn.ending == EndReason::Empty && capturedSeeds(turn) > 0);
    }

    // Defence: the first move alone leaves the opponent no capture of 8.
    bool defence = !solution.empty();
    for (Move move : legalMoves(pos)) {
        const Position next = after(pos, move);
        const std::optional<TurnStory> threat = biggestCapture(next, opponent(solver));
        const bool big = threat && seedsWon(*threat, opponent(solver)) >= kDefenceSeeds;
        if (big == (move == solution.front()))
            defence = false;
    }

    std::vector<Theme> themes;
    if (chain)
        themes.push_back(Theme::ChainOfFours);
    if (longestRun >= kRunCaptures)
        themes.push_back(Theme::CaptureRun);
    if (clear)
        themes.push_back(Theme::ClearBoard);
    if (defence && !legalMoves(pos).empty())
        themes.push_back(Theme::Defence);
    if (!line.empty() && line.front().laps >= kLongRelayLaps)
        themes.push_back(Theme::LongRelay);
    if (proven)
        themes.push_back(Theme::Endgame);
    return themes;
}

int levelRating(int level)
{
    return kRatingBase + kRatingPerLevel * level;
}

int ratingOf(int lowestLevel, int depthNeeded)
{
    return levelRating(lowestLevel - 1) + kRatingOffset + kRatingPerPly * std::clamp(depthNeeded - 1, 0, kRatingDepths);
}

int puzzleRating(const Position &pos, Move first, const std::vector<std::pair<Move, bool>> &byDepth)
{
    return ratingOf(lowestLevelFinding(pos, first), depthNeeded(byDepth, first));
}

int puzzleRating(Analyser &analyser, const Position &pos, Move first, int depth)
{
    return puzzleRating(pos, first, analysisVerdict(analyser, pos, depth).byDepth);
}

int lowestLevelFinding(const Position &pos, Move move)
{
    Searcher searcher;
    for (int level = kMinLevel; level <= kMaxLevel; ++level) {
        const int tries = level <= kNoisyLevels ? kLevelSeeds : 1;
        int found = 0;
        for (int seed = 1; seed <= tries; ++seed) {
            searcher.reset();
            const SearchLimits limits{.level = level, .levelTimeCap = false, .seed = static_cast<std::uint64_t>(seed)};
            found += searcher.search(pos, limits).best == move ? 1 : 0;
        }
        if (2 * found > tries)
            return level;
    }
    return kNoLevel;
}

int depthNeeded(const std::vector<std::pair<Move, bool>> &byDepth, Move move)
{
    int needed = static_cast<int>(byDepth.size()) + 1;
    for (int d = static_cast<int>(byDepth.size()); d >= 1; --d) {
        const auto &[best, strict] = byDepth[static_cast<std::size_t>(d - 1)];
        if (best != move || !strict)
            break;
        needed = d;
    }
    return byDepth.empty() ? 1 : needed;
}

Position canonical(const Position &pos)
{
    if (pos.toMove == Player::South)
        return pos;
    // Seen from North's side: North's holes become holes 0..N-1.
    const int n = pos.rules.holesPerRow;
    const int holes = pos.rules.holeCount();
    Position turned = pos;
    turned.closedHoles = 0;
    for (int h = 0; h < holes; ++h) {
        const int from = (h + n) % holes;
        turned.seeds[static_cast<std::size_t>(h)] = pos.seeds[static_cast<std::size_t>(from)];
        if (pos.isClosed(from))
            turned.closedHoles |= 1u << h;
    }
    turned.scores = {pos.scores[1], pos.scores[0]};
    turned.toMove = Player::South;
    switch (pos.rules.lastFourTaker) {
    case LastFourTaker::Capturer: break;
    case LastFourTaker::South: turned.rules.lastFourTaker = LastFourTaker::North; break;
    case LastFourTaker::North: turned.rules.lastFourTaker = LastFourTaker::South; break;
    }
    return turned;
}

namespace {

// A move other than the best whose value at `depth` is within kVarietyWithin
// of the best's, picked at random; nothing when there is none.
std::optional<Move> nearlyAsGood(Analyser &analyser, const Position &pos, int depth, Random &random)
{
    const AnalysisResult result = analyser.analyse(pos, AnalysisLimits{.depth = depth});
    std::vector<Move> close;
    for (std::size_t k = 1; k < result.moves.size(); ++k)
        if (result.moves[0].value - result.moves[k].value <= kVarietyWithin)
            close.push_back(result.moves[k].move);
    if (close.empty())
        return std::nullopt;
    return close[random.below(static_cast<std::uint32_t>(close.size()))];
}

} // namespace

std::string sameKey(const Position &pos)
{
    return positionText(canonical(pos));
}

std::vector<Puzzle> puzzlesOfGame(const GeneratorSettings &settings, std::uint64_t game,
                                  std::unordered_set<std::string> &seen, const std::atomic<bool> *stop)
{
    std::vector<Puzzle> puzzles;
    Searcher player;
    const std::optional<std::vector<Move>> opening =
        randomOpening(settings.rules, mixSeeds(settings.seed, game), &player);
    if (!opening)
        return puzzles;
    player.reset();
    Game played(Position::initial(settings.rules, Player::South));
    for (Move move : *opening)
        played.play(move);
    Analyser analyser;
    Random variety(mixSeeds(mixSeeds(settings.seed, game), kVarietyStream));
    std::unordered_set<std::string> lastSolution;
    while (!played.isOver() && played.turnCount() < kMaxGameTurns && !(stop && stop->load())) {
        const Position pos = played.position();
        const int turn = played.turnCount();
        // A position of the last puzzle's solution is that puzzle again,
        // shorter. A puzzle already made is judged all the same, so that the
        // positions it skips do not depend on what `seen` holds: a game played
        // again on resuming skips what it skipped the first time.
        const std::string key = sameKey(pos);
        if (legalMoves(pos).size() > 1 && !lastSolution.contains(key)) {
            Found found = findPuzzle(analyser, pos, settings.judge);
            if (found.refusal == Refusal::None) {
                Puzzle &puzzle = found.puzzle;
                lastSolution.clear();
                for (const TurnStory &story : storyOfLine(pos, puzzle.solution))
                    lastSolution.insert(sameKey(story.after));
                if (seen.insert(key).second) {
                    puzzle.id = std::string(variantName(settings.rules.variant)) + "-" +
                                std::to_string(settings.rules.holesPerRow) + "-s" + std::to_string(settings.seed) +
                                "-g" + std::to_string(game) + "-t" + std::to_string(turn);
                    // A proven puzzle's depth is still the analysis': how hard it is to see.
                    puzzle.rating = found.first.proven
                                        ? puzzleRating(analyser, pos, found.first.best, settings.judge.depth)
                                        : puzzleRating(pos, found.first.best, found.first.byDepth);
                    puzzle.seed = settings.seed;
                    puzzle.game = game;
                    puzzles.push_back(std::move(puzzle));
                }
            }
        }
        const SearchLimits limits{.depth = settings.playDepth,
                                  .seed = mixSeeds(settings.seed, static_cast<std::uint64_t>(turn))};
        Move move = player.search(pos, limits).best;
        if (variety.below(kVarietyOneIn) == 0)
            move = nearlyAsGood(analyser, pos, settings.playDepth, variety).value_or(move);
        played.play(move);
    }
    return puzzles;
}

} // namespace hoyito::puzzles
