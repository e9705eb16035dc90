#!/usr/bin/env python3
"""Chooses the shipped puzzle set from a larger pool (docs/PUZZLES.md, "The set").

    scripts/puzzles-select.py POOL OUT  [VARIANT=COUNT ...]

POOL is a file that `hoyito-cli puzzles generate` wrote (one JSON object a
line); OUT gets, for each variant (the id's prefix: II-6, III-6, II-12), at
most COUNT of its puzzles (defaults: II-6=800 III-6=400 II-12=300), spread
over the ratings and the themes:

- the ratings in bands of 300 (600-899, 900-1199, ... 2400 and up), each band
  given a share of the count (SHARES below: most in the middle, where a new
  player's 1500 is); a band with fewer puzzles than its share gives the rest
  to the bands nearest it;
- within a band, puzzles with a rarer theme first (a theme's rarity is how
  few puzzles of the variant's pool have it; `endgame` alone, or no theme,
  comes last), then by id, so that the same pool gives the same set.

The lines are copied as they are, in the pool's order. Nothing else is
changed: run `scripts/puzzles check OUT TABLES` on the result.
"""
import json
import sys
from collections import Counter

DEFAULT_COUNTS = {"II-6": 800, "III-6": 400, "II-12": 300}
BAND = 300
FIRST_BAND = 600
# The share of each band from 600 on; the last takes every rating above.
SHARES = [0.10, 0.15, 0.20, 0.20, 0.15, 0.10, 0.10]


def variant_of(puzzle):
    parts = puzzle["id"].split("-")
    return parts[0] + "-" + parts[1]


def band_of(rating):
    return min(len(SHARES) - 1, max(0, (int(rating) - FIRST_BAND) // BAND))


def choose(puzzles, count):
    """The ids of at most `count` puzzles of one variant."""
    theme_counts = Counter(t for p in puzzles for t in p["themes"] if t != "endgame")

    def key(p):
        rare = [theme_counts[t] for t in p["themes"] if t != "endgame"]
        return (min(rare) if rare else len(puzzles) + 1, p["id"])

    bands = [[] for _ in SHARES]
    for p in puzzles:
        bands[band_of(p["rating"])].append(p)
    for band in bands:
        band.sort(key=key)
    wanted = [round(share * count) for share in SHARES]
    taken = [min(w, len(b)) for w, b in zip(wanted, bands)]
    # What a band cannot fill goes to the bands nearest it that can.
    for distance in range(1, len(SHARES)):
        for i in range(len(SHARES)):
            deficit = wanted[i] - taken[i]
            for j in (i - distance, i + distance):
                if deficit > 0 and 0 <= j < len(SHARES):
                    more = min(deficit, len(bands[j]) - max(taken[j], wanted[j]))
                    if more > 0:
                        taken[j] += more
                        deficit -= more
            wanted[i] = taken[i] + deficit
    # Rounding: at most `count` in all.
    while sum(taken) > count:
        taken[max(range(len(SHARES)), key=lambda b: taken[b])] -= 1
    return {p["id"] for i, band in enumerate(bands) for p in band[: taken[i]]}


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    counts = dict(DEFAULT_COUNTS)
    for arg in argv[3:]:
        name, _, value = arg.partition("=")
        if name not in counts or not value.isdigit():
            print(f"puzzles-select: {arg}: expected VARIANT=COUNT, VARIANT one of {', '.join(counts)}", file=sys.stderr)
            return 2
        counts[name] = int(value)
    lines = []
    with open(argv[1], encoding="utf-8") as pool:
        for number, line in enumerate(pool, 1):
            if not line.strip():
                continue
            try:
                puzzle = json.loads(line)
                variant_of(puzzle), int(puzzle["rating"]), list(puzzle["themes"])
            except (ValueError, KeyError, IndexError, TypeError) as error:
                print(f"puzzles-select: {argv[1]}:{number}: not a puzzle ({error})", file=sys.stderr)
                return 1
            lines.append((puzzle, line if line.endswith("\n") else line + "\n"))
    chosen = set()
    for variant, count in counts.items():
        chosen |= choose([p for p, _ in lines if variant_of(p) == variant], count)
    with open(argv[2], "w", encoding="utf-8") as out:
        for puzzle, line in lines:
            if puzzle["id"] in chosen:
                out.write(line)
    for variant in counts:
        kept = [p for p, _ in lines if p["id"] in chosen and variant_of(p) == variant]
        bands = Counter(FIRST_BAND + BAND * band_of(p["rating"]) for p in kept)
        themes = Counter(t for p in kept for t in p["themes"])
        print(f"{variant}: {len(kept)} of {sum(1 for p, _ in lines if variant_of(p) == variant)};"
              f" ratings {dict(sorted(bands.items()))}; themes {dict(sorted(themes.items()))}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
