#!/usr/bin/env python3
"""Generate a deterministic, realistic Swift corpus for benchmarking layoutlint.

    python3 bench/generate_corpus.py --lines 100000 --out bench/corpus/100k

The corpus imitates the sources of an iOS app: view controllers of 50 to 1,500 lines laid out by
the section convention (about 70 %) or with the violations real code has (about 30 %), and plain
model, view, cell, service, protocol and extension files. Files are split into subdirectories of
about 200 files each. A `MANIFEST.tsv` next to the subdirectories lists every file with its kind,
layout style and the violations planted in it.

Determinism: file number `i` is generated from its own `random.Random` seeded with the string
"SEED/i" alone, so the output is byte-for-byte the same on every run and with any number of
worker processes. Only the Python standard library is used.

This script only parses the arguments; the generator is the `corpusgen` package next to it.
"""

import argparse
import os
import shutil
import sys
import time

from corpusgen.writer import write_corpus, write_manifest

DEFAULT_SEED = 20160312


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lines", type=int, required=True, help="target total line count, e.g. 100000")
    ap.add_argument("--out", required=True, help="output directory (created; must be empty unless --force)")
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    ap.add_argument("--force", action="store_true", help="delete an existing --out directory first")
    ap.add_argument("--jobs", type=int, default=0,
                    help="worker processes (default: all cores); the output does not depend on it")
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args(argv)
    if a.lines < 1:
        sys.exit("generate_corpus: --lines must be positive")

    if os.path.exists(a.out) and os.listdir(a.out):
        if not a.force:
            sys.exit("generate_corpus: %s is not empty (use --force to replace it)" % a.out)
        shutil.rmtree(a.out)
    os.makedirs(a.out, exist_ok=True)

    t0 = time.time()
    jobs = a.jobs or os.cpu_count() or 1
    entries, total = write_corpus(a.out, a.lines, a.seed, jobs)
    write_manifest(a.out, entries)
    if not a.quiet:
        vcs = [e for e in entries if e[1] == "viewcontroller"]
        bad = [e for e in vcs if e[3]]
        dirs = len({os.path.dirname(e[0]) for e in entries})
        print("generated %d files (%d view controllers, %d with violations) in %d directories: "
              "%d lines, %d bytes, %.1fs" % (len(entries), len(vcs), len(bad), dirs, total,
                                             sum(e[5] for e in entries), time.time() - t0))


if __name__ == "__main__":
    main()
