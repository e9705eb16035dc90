// hoyito-cli verify: checks the certificate of solve's proofs (the format is
// in docs/TABLES.md, "Certificates") with the rules alone. It plays every
// move with playTurn and takes the replies from legalMoves; it uses nothing
// of the proof search, and the endgame tables only to compare the table
// leaves a certificate lists, when a folder of them is given.

#include "cli.h"

#include "hoyito/tables.h"

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>

namespace hoyito::cli {

namespace {

// A failed check, with the line of the file it concerns (0: none).
struct Refused {
    int line = 0;
    std::string message;
};

// A line of a proof: an inner position or a table leaf.
struct CertNode {
    Position pos;
    int line = 0;
    bool table = false;
    std::optional<Move> move; // an inner position of the prover
    tables::Bounds bounds;    // a table leaf's
};

struct CertProof {
    int line = 0;
    Player prover = Player::South;
    int target = 0;
    std::vector<CertNode> nodes; // in the file's order: the root first
};

// A position and whether the turn before it was a pass: what tells two
// positions of a certificate apart.
std::string keyOf(const Position &pos)
{
    return positionText(pos) + (pos.previousTurnPassed ? " 1" : " 0");
}

std::vector<std::string> words(const std::string &line)
{
    std::istringstream in(line);
    std::vector<std::string> out;
    for (std::string word; in >> word;)
        out.push_back(word);
    return out;
}

int readCount(const std::string &text, int line, const std::string &what)
{
    if (text.empty() || text.size() > 4 ||
        !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        throw Refused{line, what + " '" + text + "' is not a number from 0 to 9999"};
    return std::stoi(text);
}

Position readNodePosition(const std::vector<std::string> &w, int line)
{
    const ParsedPosition parsed = parsePosition(w[1]);
    if (const auto *problem = std::get_if<PositionTextProblem>(&parsed))
        throw Refused{line, "'" + w[1] + "' is no position: " + describe(*problem)};
    Position pos = std::get<Position>(parsed);
    if (w[2] != "0" && w[2] != "1")
        throw Refused{line, "the pass field must be 0 or 1, not '" + w[2] + "'"};
    pos.previousTurnPassed = w[2] == "1";
    return pos;
}

std::vector<CertProof> readCertificate(std::istream &in)
{
    std::vector<CertProof> proofs;
    std::string text;
    int line = 0;
    bool open = false;
    while (std::getline(in, text)) {
        ++line;
        if (line == 1) {
            if (text != "hoyito-certificate 1")
                throw Refused{1, "not a certificate: the first line must be 'hoyito-certificate 1'"};
            continue;
        }
        const std::vector<std::string> w = words(text);
        if (w.empty() || w[0].starts_with('#'))
            continue;
        if (w[0] == "proof") {
            if (open)
                throw Refused{line, "a proof starts before the one above ends"};
            if (w.size() != 3)
                throw Refused{line, "a proof line is 'proof PLAYER TARGET'"};
            const std::optional<Player> prover = parsePlayer(w[1]);
            if (!prover)
                throw Refused{line, "the prover must be S or N, not '" + w[1] + "'"};
            proofs.push_back({line, *prover, readCount(w[2], line, "the target"), {}});
            open = true;
        } else if (w[0] == "end") {
            if (!open)
                throw Refused{line, "'end' outside a proof"};
            if (proofs.back().nodes.empty())
                throw Refused{line, "a proof without positions"};
            open = false;
        } else if (w[0] == "node" || w[0] == "table") {
            if (!open)
                throw Refused{line, "'" + w[0] + "' outside a proof"};
            CertNode node;
            node.line = line;
            node.table = w[0] == "table";
            if (w.size() != 4 + (node.table ? 1u : 0u))
                throw Refused{line, node.table ? "a table line is 'table POSITION PASSED LOWER UPPER'"
                                               : "a node line is 'node POSITION PASSED MOVE'"};
            node.pos = readNodePosition(w, line);
            if (node.table) {
                node.bounds = {readCount(w[3], line, "the lower bound"), readCount(w[4], line, "the upper bound")};
                if (node.bounds.lower > node.bounds.upper || node.bounds.upper > node.pos.seedsOnBoard())
                    throw Refused{line, "the bounds must be 0 <= lower <= upper <= the seeds on the board"};
            } else if (w[3] != "*") {
                const ParsedMove move = parseMove(node.pos.rules, node.pos.toMove, w[3]);
                if (move.error != MoveTextError::None)
                    throw Refused{line, "'" + w[3] + "' is no move of " + playerName(node.pos.toMove) + " here"};
                node.move = move.move;
            }
            proofs.back().nodes.push_back(node);
        } else {
            throw Refused{line, "unknown line '" + w[0] + "'"};
        }
    }
    if (line == 0)
        throw Refused{0, "the file is empty"};
    if (open)
        throw Refused{line, "the file ends inside a proof (no 'end')"};
    if (proofs.empty())
        throw Refused{line, "the file holds no proof"};
    return proofs;
}

// What checking one proof found.
struct Verified {
    int positions = 0;
    int tableLeaves = 0;
    int tablesChecked = 0;
    int longestLine = 0; // turns from the root to a leaf
    int longestRun = 0;  // turns in a row without a capture
};

Verified verifyProof(const CertProof &proof, const tables::TableSet *tables)
{
    const CertNode &root = proof.nodes.front();
    const Position &start = root.pos;
    if (root.table)
        throw Refused{root.line, "the root must be a node, not a table leaf"};
    if (start.previousTurnPassed)
        throw Refused{root.line, "the root's pass field must be 0: the game starts there"};
    if (const StartError why = checkStart(start); why != StartError::None)
        throw Refused{root.line, "no game can start at the root " + positionText(start)};
    const int p = index(proof.prover);
    const int seeds = start.seedsOnBoard();
    if (proof.target < 1 || proof.target > seeds)
        throw Refused{proof.line,
                      "the target must be from 1 to the " + std::to_string(seeds) + " seeds on the root's board"};
    const int goal = start.scores[static_cast<std::size_t>(p)] + proof.target;

    std::unordered_map<std::string, std::size_t> byKey;
    for (std::size_t i = 0; i < proof.nodes.size(); ++i) {
        const CertNode &node = proof.nodes[i];
        if (!byKey.emplace(keyOf(node.pos), i).second)
            throw Refused{node.line, keyOf(node.pos) + " is listed twice"};
        if (!node.table && (node.pos.toMove == proof.prover) != node.move.has_value())
            throw Refused{node.line, node.move ? "at the opponent's position the move must be '*' (every reply)"
                                               : "at the prover's position the move must be named"};
    }

    Verified out;
    // Each node's edges, found once: the child's index, or a leaf (-1).
    struct Edge {
        Move move;
        std::int64_t child = -1;
        bool capture = false;
    };
    enum class Mark : std::uint8_t { New, OnLine, Done };
    std::vector<Mark> mark(proof.nodes.size(), Mark::New);
    std::vector<int> run(proof.nodes.size(), 0);
    std::vector<int> depth(proof.nodes.size(), 0);
    std::vector<std::vector<Edge>> edges(proof.nodes.size());

    auto where = [&](std::size_t i) { return keyOf(proof.nodes[i].pos); };
    auto expand = [&](std::size_t i) {
        const CertNode &node = proof.nodes[i];
        if (node.table) {
            ++out.tableLeaves;
            const int k = node.pos.seedsOnBoard();
            const int sure = node.pos.toMove == proof.prover ? node.bounds.lower : k - node.bounds.upper;
            if (node.pos.scores[static_cast<std::size_t>(p)] + sure < goal)
                throw Refused{node.line, "the table leaf " + where(i) + " does not meet the claim: its bounds give " +
                                             playerName(proof.prover) + " " + std::to_string(sure) + " of its " +
                                             std::to_string(k) + " seeds"};
            if (tables) {
                const std::optional<tables::Bounds> b = tables->probe(node.pos);
                if (!b)
                    throw Refused{node.line, "the table leaf " + where(i) + " is not in the tables given"};
                if (*b != node.bounds)
                    throw Refused{node.line, "the table leaf " + where(i) + " claims bounds " +
                                                 std::to_string(node.bounds.lower) + " " +
                                                 std::to_string(node.bounds.upper) + ", the tables say " +
                                                 std::to_string(b->lower) + " " + std::to_string(b->upper)};
                ++out.tablesChecked;
            }
            return;
        }
        const std::vector<Move> legal = legalMoves(node.pos);
        std::vector<Move> played = legal;
        if (node.move) {
            if (std::find(legal.begin(), legal.end(), *node.move) == legal.end())
                throw Refused{node.line,
                              "at " + where(i) + " the move " + moveText(node.pos.rules, *node.move) + " is not legal"};
            played = {*node.move};
        }
        for (const Move move : played) {
            Position child = node.pos;
            const TurnSummary summary = playTurn(child, move);
            Edge edge{move, -1, summary.captured > 0 || child.isOver()};
            const std::string name = "at " + where(i) + " the move " + moveText(node.pos.rules, move);
            if (child.isOver()) {
                const int final = finalScores(child)[static_cast<std::size_t>(p)];
                if (final < goal)
                    throw Refused{node.line, name + " ends the game with " + playerName(proof.prover) + " at " +
                                                 std::to_string(final) + ", short of " + std::to_string(goal)};
            } else if (child.scores[static_cast<std::size_t>(p)] < goal) {
                const auto found = byKey.find(keyOf(child));
                if (found == byKey.end())
                    throw Refused{node.line,
                                  name + " leads to " + keyOf(child) + ", which is neither a leaf nor in the proof"};
                edge.child = static_cast<std::int64_t>(found->second);
            }
            edges[i].push_back(edge);
        }
    };

    // Depth first over the graph, without recursion (a line may be long):
    // a child met on the current line is a cycle.
    struct Frame {
        std::size_t node;
        std::size_t next = 0;
    };
    std::vector<Frame> stack{{0}};
    mark[0] = Mark::OnLine;
    expand(0);
    while (!stack.empty()) {
        Frame &top = stack.back();
        const std::size_t i = top.node;
        if (top.next < edges[i].size()) {
            const Edge &edge = edges[i][top.next++];
            if (edge.child < 0)
                continue;
            const auto c = static_cast<std::size_t>(edge.child);
            if (mark[c] == Mark::OnLine)
                throw Refused{proof.nodes[i].line, "at " + where(i) + " the move " +
                                                       moveText(proof.nodes[i].pos.rules, edge.move) +
                                                       " comes back to " + where(c) + ": a cycle"};
            if (mark[c] == Mark::New) {
                mark[c] = Mark::OnLine;
                expand(c);
                stack.push_back({c});
            }
            continue;
        }
        // All children done: the longest run without a capture and line from here.
        for (const Edge &edge : edges[i]) {
            const int below = edge.child < 0 ? 0 : run[static_cast<std::size_t>(edge.child)];
            run[i] = std::max(run[i], edge.capture ? 0 : 1 + below);
            depth[i] = std::max(depth[i], 1 + (edge.child < 0 ? 0 : depth[static_cast<std::size_t>(edge.child)]));
        }
        if (run[i] >= kNoCaptureTurnLimit)
            throw Refused{proof.nodes[i].line, "from " + where(i) + " a line runs " + std::to_string(run[i]) +
                                                   " turns without a capture (the game would end at 200)"};
        out.longestRun = std::max(out.longestRun, run[i]);
        mark[i] = Mark::Done;
        stack.pop_back();
    }
    for (std::size_t i = 0; i < proof.nodes.size(); ++i)
        if (mark[i] == Mark::New)
            throw Refused{proof.nodes[i].line, where(i) + " is never reached from the root"};
    out.positions = static_cast<int>(proof.nodes.size()) - out.tableLeaves;
    out.longestLine = depth[0];
    return out;
}

// "South makes sure of at least 8 of the 48 seeds on the board of POSITION
// (South wins at least 8)".
std::string claimText(const CertProof &proof)
{
    const Position &root = proof.nodes.front().pos;
    const int k = root.seedsOnBoard();
    std::string text = playerName(proof.prover) + " makes sure of at least " + std::to_string(proof.target) +
                       " of the " + std::to_string(k) + " seeds on the board of " + positionText(root);
    if (proof.prover != root.toMove)
        text += " (" + playerName(root.toMove) + " wins at most " + std::to_string(k - proof.target) + ")";
    return text;
}

} // namespace

int runVerify(Args args)
{
    std::optional<std::string> path;
    std::optional<std::string> directory;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        if (arg == "--tablebase")
            directory = std::string(optionValue(args, i));
        else if (!path && !arg.starts_with("--"))
            path = std::string(arg);
        else
            throw BadInput{"unknown option '" + std::string(arg) + "'"};
    }
    if (!path)
        throw BadInput{"usage: hoyito-cli verify FILE [--tablebase DIR]"};
    std::shared_ptr<const tables::TableSet> tables;
    if (directory)
        tables = readTables(*directory);
    std::ifstream in(*path, std::ios::binary);
    if (!in)
        throw BadInput{"cannot read " + *path};
    try {
        const std::vector<CertProof> proofs = readCertificate(in);
        int unchecked = 0;
        for (const CertProof &proof : proofs) {
            const Verified v = verifyProof(proof, tables.get());
            std::cout << "verified: " << claimText(proof) << ", " << v.positions << " positions, longest line "
                      << v.longestLine << " turns, longest run without a capture " << v.longestRun << " turns";
            if (v.tableLeaves > 0)
                std::cout << ", " << v.tableLeaves << " table leaves"
                          << (tables ? " checked against the tables" : " NOT checked (no --tablebase)");
            std::cout << std::endl;
            unchecked += v.tableLeaves - v.tablesChecked;
        }
        if (unchecked > 0)
            std::cout << "taken on trust: " << unchecked << " table leaves" << std::endl;
    } catch (const Refused &refused) {
        std::cerr << "hoyito-cli: refused: " << *path;
        if (refused.line > 0)
            std::cerr << ':' << refused.line;
        std::cerr << ": " << refused.message << std::endl;
        return 1;
    }
    return 0;
}

} // namespace hoyito::cli
