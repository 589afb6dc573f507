#!/usr/bin/env python3
"""Check that generated corpus files are syntactically valid Swift.

    python3 bench/verify_corpus.py bench/corpus/100k            # a sample of 60 files
    python3 bench/verify_corpus.py --sample 0 bench/corpus/10k  # every file

Runs `swiftc -parse` on a deterministic sample of the corpus's .swift files, once in the default
language mode and once with `-swift-version 6` (where `/.../` is a regex literal). UIKit is not
needed: -parse stops before name lookup. Exits 1 if any file fails.
"""

import argparse
import os
import random
import shutil
import subprocess
import sys


def find_swiftc():
    for cand in (shutil.which("swiftc"), "/opt/swift/usr/bin/swiftc"):
        if cand and os.access(cand, os.X_OK):
            return cand
    sys.exit("verify_corpus: swiftc not found (put the toolchain on PATH)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("corpus")
    ap.add_argument("--sample", type=int, default=60, help="files to check; 0 = all")
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()

    files = []
    for root, dirs, names in os.walk(a.corpus):
        dirs.sort()
        files += [os.path.join(root, n) for n in sorted(names) if n.endswith(".swift")]
    if not files:
        sys.exit("verify_corpus: no .swift files under %s" % a.corpus)
    if a.sample and a.sample < len(files):
        files = sorted(random.Random(a.seed).sample(files, a.sample))

    swiftc = find_swiftc()
    failed = []
    for mode in ([], ["-swift-version", "6"]):
        for f in files:
            p = subprocess.run([swiftc, "-parse"] + mode + [f], capture_output=True, text=True)
            if p.returncode != 0:
                failed.append(f)
                print("FAIL %s %s\n%s" % (" ".join(mode) or "(default mode)", f, p.stderr[:2000]))
    print("verify_corpus: %d files x 2 language modes checked with swiftc -parse, %d failures"
          % (len(files), len(failed)))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
