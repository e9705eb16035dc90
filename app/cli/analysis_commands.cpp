// hoyito-cli's analysis commands: analyse (every legal move's value) and
// review (each turn of a saved game against the best move).

#include "cli.h"

#include "coachtext.h"
#include "recordfile.h"
#include "rulestext.h"

#include "hoyito/analysis.h"
#include "hoyito/coach.h"

#include <array>
#include <cstdio>
#include <iostream>
#include <sstream>

namespace hoyito::cli {

namespace {

// Hundredths of a seed as seeds: "28" when whole, else "27.35".
std::string seedsText(int hundredths)
{
    char text[32];
    if (hundredths % kSeedValue == 0)
        std::snprintf(text, sizeof text, "%d", hundredths / kSeedValue);
    else
        std::snprintf(text, sizeof text, "%.2f", static_cast<double>(hundredths) / kSeedValue);
    return text;
}

// A depth deep enough to mean something, quick enough for one position.
constexpr int kDefaultAnalyseDepth = 10;

// --movetime MS or --depth D (at most one) from args[first...].
AnalysisLimits readLimits(Args args, std::size_t first, int defaultDepth, const char *usage)
{
    AnalysisLimits limits;
    int given = 0;
    for (std::size_t i = first; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        if (arg == "--movetime") {
            limits.timeMs = readNumber("--movetime", optionValue(args, i), 1, 86'400'000);
            ++given;
        } else if (arg == "--depth") {
            limits.depth = static_cast<int>(readNumber("--depth", optionValue(args, i), 1, kMaxSearchDepth));
            ++given;
        } else {
            throw BadInput{usage};
        }
    }
    if (given > 1)
        throw BadInput{"give one of --movetime and --depth"};
    if (given == 0)
        limits.depth = defaultDepth;
    return limits;
}

// `text` between double quotes, a quote or backslash in it escaped.
std::string quoted(const QString &text)
{
    std::string out = "\"";
    for (const char c : text.toStdString()) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    return out + '"';
}

// The coach names the players by their sides, as the positions do.
app::CoachText::Names sideNames()
{
    return {app::RulesText::sideName(Player::South), app::RulesText::sideName(Player::North)};
}

// A line of moves as a JSON array: ["c","A","f"].
std::string jsonLine(const Rules &rules, const std::vector<Move> &line)
{
    std::string out = "[";
    for (const Move &move : line)
        out += (out.size() > 1 ? ",\"" : "\"") + moveText(rules, move) + '"';
    return out + ']';
}

// A reviewed turn as one JSON object; a marked turn says why, in the
// coach's words on the lines it keeps.
std::string jsonTurn(const Position &before, const TurnReview &t, int round)
{
    std::ostringstream line;
    line << '{';
    if (round > 0)
        line << "\"round\":" << round << ',';
    line << "\"turn\":" << t.turn << ",\"mover\":\"" << playerLetter(t.mover) << "\",\"move\":\""
         << moveText(before.rules, t.move) << "\",\"best\":\"" << moveText(before.rules, t.best)
         << "\",\"value\":" << seedsText(t.value) << ",\"bestValue\":" << seedsText(t.bestValue)
         << ",\"loss\":" << seedsText(t.loss) << ",\"class\":\"" << moveClassName(t.moveClass) << '"'
         << ",\"line\":" << jsonLine(before.rules, t.line) << ",\"bestLine\":" << jsonLine(before.rules, t.bestLine);
    if (isMarked(t.moveClass))
        line << ",\"why\":" << quoted(app::CoachText::reviewedTurn(before, t, sideNames()));
    line << '}';
    return line.str();
}

// Why `m` is worse than `best`, in the coach's words (coachtext.h) on the
// two moves' lines.
std::string whyWorse(const Position &pos, const MoveAnalysis &m, const MoveAnalysis &best)
{
    return quoted(app::CoachText::reviewedTurn(pos.rules, explainReviewedTurn(pos, m.move, m.pv, best.move, best.pv),
                                               sideNames()));
}

} // namespace

int runAnalyse(Args args)
{
    const char *usage = "usage: hoyito-cli analyse POSITION [--movetime MS | --depth D]";
    if (args.empty())
        throw BadInput{usage};
    const Position pos = readPosition(args[0]);
    if (pos.isOver())
        throw BadInput{"the game is over in this position"};
    const AnalysisLimits limits = readLimits(args, 1, kDefaultAnalyseDepth, usage);

    Analyser analyser;
    const AnalysisResult r = analyser.analyse(pos, limits);
    std::ostringstream out;
    const MoveAnalysis &best = r.moves.front();
    for (const MoveAnalysis &m : r.moves) {
        out << "move " << moveText(pos.rules, m.move) << " value " << seedsText(m.value) << (m.exact ? " exact" : "");
        if (m.value < best.value)
            out << " why " << whyWorse(pos, m, best);
        out << '\n';
    }
    out << "bestmove " << moveText(pos.rules, r.moves.front().move) << '\n'
        << "depth " << r.depth << " nodes " << r.nodes << " time " << r.timeMs << " ms\n";
    std::cout << out.str();
    return 0;
}

namespace {

// The review's last line: each player's accuracy.
std::string accuracyLine(const std::vector<TurnReview> &turns)
{
    const std::array<double, 2> accuracy = reviewAccuracy(turns);
    char line[96];
    std::snprintf(line, sizeof line, "{\"accuracy\":{\"S\":%.1f,\"N\":%.1f}}", accuracy[0], accuracy[1]);
    return line;
}

// The review the file keeps, in the lines of a review made now, without a search.
int printStoredReview(const app::LoadedGame &loaded, std::string_view file)
{
    if (!loaded.reviewProblem.isEmpty())
        throw BadInput{std::string(file) + ": its game review was left out: " + loaded.reviewProblem.toStdString()};
    if (loaded.review.empty())
        throw BadInput{std::string(file) + ": the file holds no game review"};
    const int round = loaded.match ? loaded.match->roundNumber() : 0;
    std::ostringstream out;
    for (const TurnReview &t : loaded.review)
        out << jsonTurn(loaded.game.positions()[static_cast<std::size_t>(t.turn - 1)], t, round) << '\n';
    std::cout << out.str() << accuracyLine(loaded.review) << '\n';
    return 0;
}

} // namespace

int runReview(Args args)
{
    const char *usage = "usage: hoyito-cli review FILE [--strength quick|deep | --movetime MS | --depth D] "
                        "[--tablebase DIR] | review FILE --stored";
    if (args.empty())
        throw BadInput{usage};
    const app::LoadedGame loaded = loadOrThrow(args[0]);
    if (args.size() > 1 && args[1] == "--stored") {
        if (args.size() > 2)
            throw BadInput{usage};
        return printStoredReview(loaded, args[0]);
    }
    // Without a limit, the window's default review; --strength names one of
    // the window's; --movetime or --depth one look at each turn.
    const auto oneLook = [](const AnalysisLimits &look) {
        return ReviewLimits{.look = look, .secondLook = {}, .secondLookFrom = 0};
    };
    ReviewLimits limits = app::reviewLimits(app::kDefaultReviewStrength);
    std::shared_ptr<const tables::TableSet> tableSet;
    int given = 0;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        if (arg == "--strength") {
            const std::string_view word = optionValue(args, i);
            const auto strength = app::reviewStrengthOfWord(QString::fromUtf8(word.data(), qsizetype(word.size())));
            if (!strength)
                throw BadInput{"--strength must be quick or deep, not '" + std::string(word) + "'"};
            limits = app::reviewLimits(*strength);
            ++given;
        } else if (arg == "--movetime") {
            limits = oneLook({.timeMs = readNumber("--movetime", optionValue(args, i), 1, 86'400'000)});
            ++given;
        } else if (arg == "--depth") {
            limits =
                oneLook({.depth = static_cast<int>(readNumber("--depth", optionValue(args, i), 1, kMaxSearchDepth))});
            ++given;
        } else if (arg == "--tablebase") {
            tableSet = readTables(optionValue(args, i));
        } else {
            throw BadInput{usage};
        }
    }
    if (given > 1)
        throw BadInput{"give one of --strength, --movetime and --depth"};

    // A match: its rounds in order, each line naming its round.
    std::vector<const Game *> games;
    for (const Game &round : loaded.rounds)
        games.push_back(&round);
    games.push_back(&loaded.game);

    Analyser analyser;
    analyser.setTables(tableSet);
    std::vector<TurnReview> all;
    for (std::size_t g = 0; g < games.size(); ++g) {
        const Game &game = *games[g];
        const int round = loaded.match ? static_cast<int>(g) + 1 : 0;
        reviewGame(analyser, game, limits, nullptr, [&](const TurnReview &t) {
            // One line as soon as its turn is known: a long review shows progress.
            std::cout << jsonTurn(game.positions()[static_cast<std::size_t>(t.turn - 1)], t, round) << std::endl;
            all.push_back(t);
        });
    }
    std::cout << accuracyLine(all) << '\n';
    return 0;
}

} // namespace hoyito::cli
