#!/usr/bin/env python3
"""A plain Python implementation of Hoyito II and III (docs/RULES.md 3 to 6.1,
6.3 and the 200-turn part of 6.2), the yardstick for the engine's speed.

It plays the workload of `hoyito-cli bench` (random playouts from the
opening with the engine's random generator, so the very same games: the
signature printed here equals the engine's randomPlayouts signature for the
same game count) and a fixed search workload (a plain alpha-beta search to a
fixed depth over the same rules). The machine's load changes both programs'
speed alike, so the engine's targets are checked as ratios against this
script run at the same moment (see docs/BENCHMARKS.md):

    scripts/bench_reference.py playouts [--games N]
    scripts/bench_reference.py search [--depth D]
    scripts/bench_reference.py check     # same games as the engine's tests

Python 3 only, no packages. No rule here is faster than it is written.
"""

import sys
import time

MASK64 = (1 << 64) - 1
SEEDS_PER_HOLE = 4
NO_CAPTURE_TURN_LIMIT = 200
MAX_HOLES = 24


class Random:
    """xorshift64*, the engine's hoyito::Random."""

    def __init__(self, seed):
        self.state = seed if seed else 0x9E3779B97F4A7C15

    def next(self):
        s = self.state
        s ^= s >> 12
        s ^= (s << 25) & MASK64
        s ^= s >> 27
        self.state = s
        return (s * 0x2545F4914F6CDD1D) & MASK64

    def below(self, bound):
        return ((self.next() >> 32) * bound) >> 32


def _zobrist_keys():
    state = 0x486F7969746F2121
    keys = []

    def split_mix():
        nonlocal state
        state = (state + 0x9E3779B97F4A7C15) & MASK64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    for _ in range(MAX_HOLES):
        keys.append([split_mix() for _ in range(SEEDS_PER_HOLE * MAX_HOLES + 1)])
    for _ in range(MAX_HOLES):
        split_mix()  # the closed-hole keys: no hole is closed here
    north_to_move = split_mix()
    return keys, north_to_move


ZOBRIST, ZOBRIST_NORTH = _zobrist_keys()


class Position:
    """Board, mover (0 South, 1 North), scores, the pass of rule 6.3, the end."""

    __slots__ = ("seeds", "per_row", "chain", "mover", "scores", "passed", "ending")

    def __init__(self, per_row, chain, starter):
        self.seeds = [SEEDS_PER_HOLE] * (2 * per_row)
        self.per_row = per_row
        self.chain = chain
        self.mover = starter
        self.scores = [0, 0]
        self.passed = False
        self.ending = None

    def copy(self):
        p = Position.__new__(Position)
        p.seeds = self.seeds[:]
        p.per_row = self.per_row
        p.chain = self.chain
        p.mover = self.mover
        p.scores = self.scores[:]
        p.passed = self.passed
        p.ending = self.ending
        return p

    def liftable(self):
        first = self.mover * self.per_row
        return [h for h in range(first, first + self.per_row) if self.seeds[h]]

    def hash(self):
        h = ZOBRIST_NORTH if self.mover == 1 else 0
        for hole, count in enumerate(self.seeds):
            h ^= ZOBRIST[hole][count]
        return h


def play_hole(pos, origin):
    """Plays the lift of `origin`. Returns (endless, seeds sown, captured);
    an endless sowing leaves pos as it was."""
    b = pos.seeds
    n = len(b)
    before = b[:]
    hand = b[origin]
    b[origin] = 0
    hole = origin
    sown = 0
    reference = None
    while True:
        # One lap, seed by seed (docs/RULES.md 3.2).
        sown += hand
        for _ in range(hand):
            hole = (hole + 1) % n
            b[hole] += 1
        landed = b[hole]
        if landed == SEEDS_PER_HOLE or landed == 1:
            break
        hand = landed
        b[hole] = 0
        # Endless sowing (docs/RULES.md 5): a lap is reversible, so a sowing that
        # never stops comes back to the state after its first relay.
        if reference is None:
            reference = (hole, hand, b[:])
        elif hole == reference[0] and hand == reference[1] and b == reference[2]:
            pos.seeds = before
            return True, 0, 0
    pos.passed = False
    mover = pos.mover
    if landed == 1:
        pos.mover = 1 - mover
        return False, sown, 0
    b[hole] = 0
    captured = SEEDS_PER_HOLE
    if pos.chain:
        h = hole - 1 if hole else n - 1
        while b[h] == SEEDS_PER_HOLE:
            b[h] = 0
            captured += SEEDS_PER_HOLE
            h = h - 1 if h else n - 1
    pos.scores[mover] += captured
    remaining = sum(b)
    if remaining == SEEDS_PER_HOLE:
        pos.scores[mover] += remaining  # the capturer takes the last four
        pos.seeds = [0] * n
        pos.ending = "last-four"
    elif remaining == 0:
        pos.ending = "empty"
    # else: the capturer moves again (Hoyito II and III)
    return False, sown, captured


def play_pass(pos):
    pos.mover = 1 - pos.mover
    if pos.passed:
        pos.ending = "both-pass"
    pos.passed = True


def playouts(per_row, games, seed):
    """The games of the engine's randomPlayouts (Hoyito II)."""
    random = Random(seed)
    turns_total = 0
    sown_total = 0
    signature = 0
    for g in range(games):
        pos = Position(per_row, True, 1 if g % 2 else 0)
        quiet = 0
        turns = 0
        while pos.ending is None:
            candidates = pos.liftable()
            captured = 0
            while True:
                if not candidates:
                    play_pass(pos)
                    break
                hole = candidates[random.below(len(candidates))]
                endless, sown, captured = play_hole(pos, hole)
                if not endless:
                    sown_total += sown
                    break
                candidates.remove(hole)
            turns += 1
            quiet = 0 if captured else quiet + 1
            if pos.ending is None and quiet >= NO_CAPTURE_TURN_LIMIT:
                pos.ending = "no-capture-200"
        turns_total += turns
        signature = (((signature ^ pos.hash() ^ turns) * 0x100000001B3) + pos.scores[0]) & MASK64
    return turns_total, sown_total, signature


# --- the search workload -----------------------------------------------------

INFINITY = 1 << 30


class Search:
    """Negamax alpha-beta to a fixed depth; a node is a turn played (as in
    the engine). After a capture the same side moves again, so a child's
    value is negated only when the mover changes. Children are tried
    captures first; the horizon scores the captured difference plus the
    seeds in each row."""

    def __init__(self):
        self.nodes = 0

    def children(self, pos):
        kids = []
        for hole in pos.liftable():
            child = pos.copy()
            endless, _, captured = play_hole(child, hole)
            self.nodes += 1
            if not endless:
                kids.append((captured, hole, child))
        if not kids:
            child = pos.copy()
            play_pass(child)
            self.nodes += 1
            kids.append((0, -1, child))
        kids.sort(key=lambda kid: -kid[0])
        return kids

    @staticmethod
    def value(pos):
        me = pos.mover
        diff = pos.scores[me] - pos.scores[1 - me]
        if pos.ending is not None:
            if pos.ending == "both-pass":
                first = me * pos.per_row
                mine = sum(pos.seeds[first:first + pos.per_row])
                diff += mine - (sum(pos.seeds) - mine)
            return diff * 100
        first = me * pos.per_row
        mine = sum(pos.seeds[first:first + pos.per_row])
        return diff * 100 + 5 * (mine - (sum(pos.seeds) - mine))

    def search(self, pos, depth, alpha, beta):
        if pos.ending is not None or depth == 0:
            return self.value(pos)
        best = -INFINITY
        for _, _, child in self.children(pos):
            if child.mover == pos.mover:
                v = self.search(child, depth - 1, alpha, beta)
            else:
                v = -self.search(child, depth - 1, -beta, -alpha)
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        return best


# Openings and middle games of Hoyito II and III (the engine's bench search
# positions without Hoyito I): variant, holes per row, mover, board, scores.
SEARCH_POSITIONS = [
    ("II", 6, 0, [4] * 12, 0, 0),
    ("II", 6, 1, [6, 0, 1, 6, 6, 2, 7, 1, 6, 1, 6, 6], 0, 0),
    ("II", 6, 0, [1, 1, 5, 3, 1, 0, 0, 6, 0, 2, 1, 0], 16, 12),
    ("II", 6, 0, [2, 2, 3, 1, 1, 0, 2, 6, 1, 2, 0, 0], 20, 8),
    ("II", 6, 1, [2, 1, 0, 7, 4, 0, 20, 1, 0, 1, 3, 1], 4, 4),
    ("III", 6, 0, [4] * 12, 0, 0),
    ("III", 6, 0, [4, 2, 2, 2, 2, 1, 1, 0, 0, 1, 0, 1], 4, 28),
    ("II", 12, 0, [4] * 24, 0, 0),
]


def search_workload(depth):
    total = 0
    for variant, per_row, mover, seeds, south, north in SEARCH_POSITIONS:
        pos = Position(per_row, variant == "II", mover)
        pos.seeds = seeds[:]
        pos.scores = [south, north]
        s = Search()
        s.search(pos, depth, -INFINITY, INFINITY)
        total += s.nodes
    return total


def main(argv):
    command = argv[1] if len(argv) > 1 else "playouts"
    options = dict(zip(argv[2::2], argv[3::2]))
    if command == "playouts":
        games = int(options.get("--games", 2000))
        begin = time.perf_counter()
        cpu = time.process_time()
        turns, sown, signature = playouts(6, games, 20261130)
        seconds = time.perf_counter() - begin
        cpu = time.process_time() - cpu
        print(f"Hoyito II 2x6: games {games}, turns {turns}, seeds dropped {sown}, seconds {seconds:.3f}")
        print(f"turns/s: {turns / seconds:.0f}")
        print(f"turns per cpu second: {turns / cpu:.0f}")
        print(f"signature: {signature:016x}")
    elif command == "search":
        depth = int(options.get("--depth", 7))
        begin = time.perf_counter()
        cpu = time.process_time()
        nodes = search_workload(depth)
        seconds = time.perf_counter() - begin
        cpu = time.process_time() - cpu
        print(f"depth {depth}, positions {len(SEARCH_POSITIONS)}")
        print(f"nodes {nodes}, seconds {seconds:.3f}, nodes/s {nodes / seconds:.0f}")
        print(f"nodes per cpu second {nodes / cpu:.0f}")
    elif command == "check":
        # The engine's tst_bench numbers for 2000 games of each board.
        expected = {6: (207175, 1147607, 0x5EE014B475F6EB44), 12: (747746, 2844144, 0x7E25B241FFDACE32)}
        ok = True
        for per_row, want in expected.items():
            got = playouts(per_row, 2000, 20261130)
            print(f"2x{per_row}: turns {got[0]}, seeds {got[1]}, signature {got[2]:016x}",
                  "same as the engine" if got == want else f"DIFFERENT (engine: {want})")
            ok = ok and got == want
        return 0 if ok else 1
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
