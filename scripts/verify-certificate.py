#!/usr/bin/env python3
"""Checks a certificate of `hoyito-cli solve --certificate` from the format of
docs/TABLES.md ("Certificates") and the rules of docs/RULES.md alone: its own
rules (Hoyito II and III, no closed holes), nothing of the engine.

    scripts/verify-certificate.py FILE

Prints each claim verified; a table leaf is taken on trust and said so.
Exit 1 naming the line and position where the certificate fails, 2 for a
file that cannot be read. Python 3 only, no packages.
"""

import gzip
import sys

SEEDS_PER_HOLE = 4
NO_CAPTURE_TURN_LIMIT = 200


class Refused(Exception):
    def __init__(self, line, message):
        super().__init__(message)
        self.line = line
        self.message = message


class Pos:
    """A position: rules (variant, holes a row, last-four taker), board,
    mover (0 South, 1 North), piles, whether the turn before was a pass,
    and how the game ended (None while it goes on)."""

    __slots__ = ("variant", "n", "taker", "seeds", "mover", "scores", "passed", "ending")

    def copy(self):
        p = Pos.__new__(Pos)
        p.variant, p.n, p.taker = self.variant, self.n, self.taker
        p.seeds = self.seeds[:]
        p.mover = self.mover
        p.scores = self.scores[:]
        p.passed = self.passed
        p.ending = self.ending
        return p

    def text(self):
        """The position text (docs/RULES.md 8) and the pass field."""
        fields = [self.variant, str(self.n), "SN"[self.mover], ",".join(map(str, self.seeds)),
                  str(self.scores[0]), str(self.scores[1])]
        if self.taker != "capturer":
            fields.append(self.taker)
        return ":".join(fields) + (" 1" if self.passed else " 0")

    def key(self):
        return (self.variant, self.n, self.taker, tuple(self.seeds), self.mover,
                self.scores[0], self.scores[1], self.passed)


def count(text, what, line):
    if not text.isdigit() or not text.isascii() or (len(text) > 1 and text[0] == "0"):
        raise Refused(line, f"{what} '{text}' is not a number")
    return int(text)


def parse_position(text, passed, line):
    fields = text.split(":")
    if len(fields) not in (6, 7):
        raise Refused(line, f"'{text}' is no position: not 6 or 7 fields")
    p = Pos()
    p.variant = fields[0]
    if p.variant not in ("II", "III"):
        raise Refused(line, f"'{text}': this checker knows Hoyito II and III only")
    p.n = count(fields[1], "the holes a row", line)
    if not 3 <= p.n <= 12:
        raise Refused(line, f"'{text}': from 3 to 12 holes a row")
    if fields[2] not in ("S", "N"):
        raise Refused(line, f"'{text}': the mover must be S or N")
    p.mover = "SN".index(fields[2])
    holes = fields[3].split(",")
    if len(holes) != 2 * p.n:
        raise Refused(line, f"'{text}': not {2 * p.n} holes")
    if "x" in holes:
        raise Refused(line, f"'{text}': closed holes are not handled by this checker")
    p.seeds = [count(h, "a hole", line) for h in holes]
    p.scores = [count(fields[4], "a score", line), count(fields[5], "a score", line)]
    if sum(p.seeds) + sum(p.scores) > 8 * p.n:
        raise Refused(line, f"'{text}': more seeds than the game has")
    p.taker = fields[6] if len(fields) == 7 else "capturer"
    if p.taker not in ("capturer", "S", "N"):
        raise Refused(line, f"'{text}': the taker must be capturer, S or N")
    if passed not in ("0", "1"):
        raise Refused(line, f"the pass field must be 0 or 1, not '{passed}'")
    p.passed = passed == "1"
    p.ending = None
    return p


# --- the rules (docs/RULES.md 3 to 6.1, 6.3), after scripts/bench_reference.py

def play_hole(pos, origin):
    """Plays the lift of `origin` on a copy. Returns (child, captured), or
    None when the sowing never stops (docs/RULES.md 5)."""
    p = pos.copy()
    b = p.seeds
    n = len(b)
    hand = b[origin]
    b[origin] = 0
    hole = origin
    reference = None
    while True:
        for _ in range(hand):
            hole = (hole + 1) % n
            b[hole] += 1
        landed = b[hole]
        if landed in (SEEDS_PER_HOLE, 1):
            break
        hand = landed
        b[hole] = 0
        # A lap is reversible: a sowing that never stops comes back to the
        # state after its first relay (docs/RULES.md 5.3).
        if reference is None:
            reference = (hole, hand, b[:])
        elif (hole, hand, b) == reference:
            return None
    p.passed = False
    mover = p.mover
    if landed == 1:
        p.mover = 1 - mover
        return p, 0
    b[hole] = 0
    captured = SEEDS_PER_HOLE
    if p.variant == "II":  # the backward chain (4.2)
        h = (hole - 1) % n
        while b[h] == SEEDS_PER_HOLE and h != hole:
            b[h] = 0
            captured += SEEDS_PER_HOLE
            h = (h - 1) % n
    p.scores[mover] += captured
    left = sum(b)
    if left == SEEDS_PER_HOLE:  # the last four (6.1)
        taker = mover if p.taker == "capturer" else "SN".index(p.taker)
        p.scores[taker] += left
        p.seeds = [0] * n
        p.ending = "last-four"
    elif left == 0:
        p.ending = "empty"
    # else the capturer moves again (4.3)
    return p, captured


def moves(pos):
    """The legal moves (hole or None for a pass) and the positions after them."""
    first = pos.mover * pos.n
    out = []
    for hole in range(first, first + pos.n):
        if pos.seeds[hole]:
            played = play_hole(pos, hole)
            if played is not None:
                out.append((hole, played[0], played[1]))
    if not out:
        p = pos.copy()
        p.mover = 1 - p.mover
        if pos.passed:
            p.ending = "both-pass"  # 6.3
        p.passed = True
        out.append((None, p, 0))
    return out


def final_score(pos, player):
    score = pos.scores[player]
    if pos.ending == "both-pass":
        score += sum(pos.seeds[player * pos.n:(player + 1) * pos.n])
    return score


def move_name(pos, hole):
    if hole is None:
        return "-"
    letters = "abcdefghijkl" if pos.mover == 0 else "ABCDEFGHIJKL"
    return letters[hole - pos.mover * pos.n]


def parse_move(pos, text, line):
    if text == "-":
        return None
    letters = "abcdefghijkl" if pos.mover == 0 else "ABCDEFGHIJKL"
    if len(text) != 1 or text not in letters[:pos.n]:
        raise Refused(line, f"'{text}' is no move of {'SN'[pos.mover]} here")
    return pos.mover * pos.n + letters.index(text)


# --- the certificate

def read(lines):
    proofs = []
    current = None
    number = 0
    for number, raw in enumerate(lines, 1):
        if number == 1:
            if raw.rstrip("\r\n") != "hoyito-certificate 1":
                raise Refused(1, "not a certificate: the first line must be 'hoyito-certificate 1'")
            continue
        w = raw.split()
        if not w or w[0].startswith("#"):
            continue
        if w[0] == "proof":
            if current is not None:
                raise Refused(number, "a proof starts before the one above ends")
            if len(w) != 3 or w[1] not in ("S", "N"):
                raise Refused(number, "a proof line is 'proof S|N TARGET'")
            current = {"line": number, "prover": "SN".index(w[1]),
                       "target": count(w[2], "the target", number), "nodes": []}
        elif w[0] == "end":
            if current is None or not current["nodes"]:
                raise Refused(number, "'end' without a proof and its positions")
            proofs.append(current)
            current = None
        elif w[0] in ("node", "table"):
            if current is None:
                raise Refused(number, f"'{w[0]}' outside a proof")
            if len(w) != (5 if w[0] == "table" else 4):
                raise Refused(number, f"wrong number of fields in a {w[0]} line")
            pos = parse_position(w[1], w[2], number)
            node = {"line": number, "pos": pos, "table": w[0] == "table", "move": "*"}
            if node["table"]:
                node["bounds"] = (count(w[3], "a bound", number), count(w[4], "a bound", number))
                if not node["bounds"][0] <= node["bounds"][1] <= sum(pos.seeds):
                    raise Refused(number, "the bounds must be 0 <= lower <= upper <= the seeds on the board")
            elif w[3] != "*":
                node["move"] = parse_move(pos, w[3], number)
            current["nodes"].append(node)
        else:
            raise Refused(number, f"unknown line '{w[0]}'")
    if number == 0:
        raise Refused(0, "the file is empty")
    if current is not None:
        raise Refused(number, "the file ends inside a proof (no 'end')")
    if not proofs:
        raise Refused(number, "the file holds no proof")
    return proofs


def starts_a_game(pos):
    """A position a game can start from (what checkStart asks): not an empty
    board nor the last four alone, and the mover has a move that is no pass."""
    left = sum(pos.seeds)
    row = pos.seeds[pos.mover * pos.n:(pos.mover + 1) * pos.n]
    return left not in (0, SEEDS_PER_HOLE) and any(row) and moves(pos)[0][0] is not None


def verify(proof):
    nodes = proof["nodes"]
    prover = proof["prover"]
    root = nodes[0]
    start = root["pos"]
    if root["table"] or start.passed or not starts_a_game(start):
        raise Refused(root["line"], "the root must be a node where a game can start, its pass field 0")
    seeds = sum(start.seeds)
    if not 1 <= proof["target"] <= seeds:
        raise Refused(proof["line"], f"the target must be from 1 to {seeds}")
    goal = start.scores[prover] + proof["target"]
    index = {}
    for i, node in enumerate(nodes):
        if node["pos"].key() in index:
            raise Refused(node["line"], f"{node['pos'].text()} is listed twice")
        index[node["pos"].key()] = i
        if not node["table"] and (node["pos"].mover == prover) != (node["move"] != "*"):
            raise Refused(node["line"], f"{node['pos'].text()}: the prover's positions name their move, "
                                        "the opponent's have '*'")

    edges = {}
    tables = 0

    def expand(i):
        nonlocal tables
        node = nodes[i]
        pos = node["pos"]
        if node["table"]:
            tables += 1
            k = sum(pos.seeds)
            low, high = node["bounds"]
            sure = low if pos.mover == prover else k - high
            if pos.scores[prover] + sure < goal:
                raise Refused(node["line"], f"the table leaf {pos.text()} does not meet the claim")
            edges[i] = []
            return
        legal = moves(pos)
        if node["move"] != "*":
            legal = [m for m in legal if m[0] == node["move"]]
            if not legal:
                raise Refused(node["line"], f"at {pos.text()} the move {move_name(pos, node['move'])} "
                                            "is not legal")
        out = []
        for hole, child, captured in legal:
            name = f"at {pos.text()} the move {move_name(pos, hole)}"
            target = None
            if child.ending is not None:
                if final_score(child, prover) < goal:
                    raise Refused(node["line"], f"{name} ends the game short of the goal {goal}")
            elif child.scores[prover] < goal:
                target = index.get(child.key())
                if target is None:
                    raise Refused(node["line"], f"{name} leads to {child.text()}, "
                                                "which is neither a leaf nor in the proof")
            out.append((hole, target, captured > 0 or child.ending is not None))
        edges[i] = out

    # Depth first without recursion; a child on the current line is a cycle.
    on_line, done = set(), set()
    run = [0] * len(nodes)
    depth = [0] * len(nodes)
    stack = [(0, 0)]
    on_line.add(0)
    expand(0)
    while stack:
        i, nxt = stack[-1]
        if nxt < len(edges[i]):
            stack[-1] = (i, nxt + 1)
            hole, c, _ = edges[i][nxt]
            if c is None or c in done:
                continue
            if c in on_line:
                raise Refused(nodes[i]["line"], f"at {nodes[i]['pos'].text()} the move "
                                                f"{move_name(nodes[i]['pos'], hole)} comes back to "
                                                f"{nodes[c]['pos'].text()}: a cycle")
            on_line.add(c)
            expand(c)
            stack.append((c, 0))
            continue
        for _, c, capture in edges[i]:
            below = 0 if c is None else run[c]
            run[i] = max(run[i], 0 if capture else 1 + below)
            depth[i] = max(depth[i], 1 + (0 if c is None else depth[c]))
        if run[i] >= NO_CAPTURE_TURN_LIMIT:
            raise Refused(nodes[i]["line"], f"from {nodes[i]['pos'].text()} a line runs {run[i]} turns "
                                            "without a capture")
        on_line.discard(i)
        done.add(i)
        stack.pop()
    for i, node in enumerate(nodes):
        if i not in done:
            raise Refused(node["line"], f"{node['pos'].text()} is never reached from the root")
    return len(nodes) - tables, tables, depth[0], max(run)


def main(argv):
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    path = argv[1]
    try:
        opener = gzip.open if path.endswith(".gz") else open
        with opener(path, "rt", encoding="ascii") as f:
            lines = f.read().split("\n")
        if lines and lines[-1] == "":
            lines.pop()
    except (OSError, UnicodeDecodeError, EOFError) as e:
        print(f"verify-certificate: cannot read {path}: {e}", file=sys.stderr)
        return 2
    try:
        trusted = 0
        for proof in read(lines):
            positions, tables, longest, run = verify(proof)
            start = proof["nodes"][0]["pos"]
            k = sum(start.seeds)
            who = ("South", "North")
            claim = (f"{who[proof['prover']]} makes sure of at least {proof['target']} of the {k} seeds "
                     f"on the board of {start.text()[:-2]}")
            if proof["prover"] != start.mover:
                claim += f" ({who[start.mover]} wins at most {k - proof['target']})"
            print(f"verified: {claim}, {positions} positions, longest line {longest} turns, "
                  f"longest run without a capture {run} turns"
                  + (f", {tables} table leaves NOT checked" if tables else ""))
            trusted += tables
        if trusted:
            print(f"taken on trust: {trusted} table leaves")
    except Refused as r:
        where = f"{path}:{r.line}" if r.line else path
        print(f"verify-certificate: refused: {where}: {r.message}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
