#!/usr/bin/env python3
"""Write tests/cpp/fixtures/py_random.txt: what CPython's random gives, so the
C++ PyRandom can be checked against it line by line.

Usage: make_random_fixtures.py [output path]

One operation a line, replayed in order after each `seed` line:
  seed <decimal>                      random.seed(int)
  next32 <v>                          getrandbits(32), the raw MT output
  skip <count>                        count raw draws, results not kept
  random <float.hex()>                random()
  getrandbits <k> <decimal>
  randbelow <n> <v>                   _randbelow(n)
  randrange <start> <stop> <step> <v>
  randrange_error <start> <stop> <step>   ValueError, nothing drawn
  shuffle <n> <permutation of range(n)>
  choice <n> <index>                  choice(range(n))
"""
import os
import random
import sys

# A 10,000-digit seed needs more than 3.11's default int/str limit.
if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)

SEEDS = [
    0, 1, 2083, -1, -2083, 2**32 - 1, 2**32, 2**64 + 5,
    123456789012345678901234567890123456789012345,
    -987654321098765432109876543210987654321098765432109876543210,
    12345678901234567890123,
    2**63 - 1, -(2**63), 7, -7,
    int("9" * 10000),
]
BITS = [0, 1, 5, 31, 32, 33, 63, 64, 65, 100, 200, 1000]
BELOW = [1, 2, 3, 4, 5, 7, 100, 2**31, 2**31 + 1, 2**32, 2**53 + 1, 2**62 + 3, 2**64 - 1]
LL_MIN, LL_MAX = -(2**63), 2**63 - 1
RANGES = [
    (0, 10, 1), (-5, 5, 1), (-10, -3, 1), (5, 6, 1), (-5, 5, 3), (10, 0, -3),
    (-1, -20, -4), (0, -7, -1), (100, 1000, 10), (-1000, -100, 37), (5, 6, 100),
    (6, 5, -100), (-7, 8, 2), (LL_MIN // 2, LL_MAX // 2, 1), (LL_MIN, LL_MAX, 1),
    (LL_MIN, LL_MAX, 7), (LL_MAX, LL_MIN, -5), (LL_MAX, LL_MIN, LL_MIN),
    (5, 5, 1), (5, 4, 1), (0, 10, -1), (10, 0, 2), (0, 10, 0), (5, 5, -1), (5, 5, 3),
]
CHOICES = [1, 2, 3, 10, 1000, 2**20]


def cases(r, seed):
    yield f"seed {seed}"
    r.seed(seed)
    for _ in range(3):
        yield f"next32 {r.getrandbits(32)}"
    for _ in range(5):
        yield f"random {r.random().hex()}"
    for k in BITS:
        yield f"getrandbits {k} {r.getrandbits(k)}"
    for n in BELOW:
        for _ in range(3):
            yield f"randbelow {n} {r._randbelow(n)}"
    for n in list(range(21)) + [180]:
        v = list(range(n))
        r.shuffle(v)
        yield " ".join(["shuffle", str(n)] + [str(x) for x in v])
    for start, stop, step in RANGES:
        try:
            yield f"randrange {start} {stop} {step} {r.randrange(start, stop, step)}"
        except ValueError:
            yield f"randrange_error {start} {stop} {step}"
    for n in CHOICES:
        yield f"choice {n} {r.choice(range(n))}"
    # Cross the 624-word refill in the middle of random() and getrandbits(k > 32).
    for _ in range(600):
        r.getrandbits(32)
    yield "skip 600"
    for _ in range(20):
        yield f"random {r.random().hex()}"
    for _ in range(10):
        yield f"getrandbits 64 {r.getrandbits(64)}"
    yield f"next32 {r.getrandbits(32)}"


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    default = os.path.join(here, "..", "tests", "cpp", "fixtures", "py_random.txt")
    out = sys.argv[1] if len(sys.argv) > 1 else default
    r = random.Random()
    lines = ["# CPython random, one call a line; made by tools/make_random_fixtures.py"]
    for seed in SEEDS:
        lines.extend(cases(r, seed))
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    with open(out, "w", encoding="ascii", newline="\n") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
