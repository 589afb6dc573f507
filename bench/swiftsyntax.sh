#!/usr/bin/env bash
# layoutlint on one core against swift-syntax's parser alone, over the same files: the parser a
# syntax-tree linter would start from. swift-syntax (602.0.0, resolved from the URL in
# bench/swiftsyntax/Package.swift; git's url.insteadOf may point it at a local mirror) is built
# into .build-syntax-static, never as a dependency of layoutlint. See bench/README.md.
#
#   bench/swiftsyntax.sh [DIR]     # default: the 100k-line corpus (generated if missing)
#
# Both programs are built the same way: release, fully static (`--static-swift-stdlib -Xswiftc
# -static-executable`, how the README says to build a binary for hooks and CI), so neither pays
# for loading and binding shared libraries (~2 ms a run). Each round runs both, one after the other, pinned to
# CPU 0; what is compared is CPU time (user + system, from wait4), which other work on a shared
# machine disturbs far less than wall time.
#
# Environment: BENCH_BIN=/path/to/layoutlint and SYNTAX_BIN=/path/to/SyntaxParseBench (skip their
# builds), SYNTAX_ROUNDS (default 15).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# Checked before the builds (the parser's first build takes many minutes).
command -v taskset >/dev/null 2>&1 || { echo "bench/swiftsyntax.sh needs taskset (util-linux, Linux) to pin both programs to one core" >&2; exit 2; }
ROUNDS=${SYNTAX_ROUNDS:-15}
say() { printf '==> %s\n' "$*" >&2; }

DIR=${1:-}
if [ -z "$DIR" ]; then
  DIR="$ROOT/bench/corpus/100k"
  [ -d "$DIR" ] || python3 "$ROOT/bench/generate_corpus.py" --lines 100000 --out "$DIR" --quiet
fi
DIR=$(cd "$DIR" && pwd)

STATIC=(--static-swift-stdlib -Xswiftc -static-executable)  # taskset means Linux, where both link in statically

BIN=${BENCH_BIN:-}
if [ -z "$BIN" ]; then
  say "building layoutlint (release ${STATIC[*]}, .build-bench-static)"
  (cd "$ROOT" && swift build -c release "${STATIC[@]}" --scratch-path .build-bench-static --product layoutlint >&2)
  BIN="$ROOT/.build-bench-static/release/layoutlint"
fi
PARSER=${SYNTAX_BIN:-}
if [ -z "$PARSER" ]; then
  say "building swift-syntax's parser (release ${STATIC[*]}, .build-syntax-static; the first build takes many minutes)"
  (cd "$ROOT/bench/swiftsyntax" && swift build -c release "${STATIC[@]}" --scratch-path "$ROOT/.build-syntax-static" >&2)
  PARSER="$ROOT/.build-syntax-static/release/SyntaxParseBench"
fi

LIST=$(mktemp "${TMPDIR:-/tmp}/layoutlint-syntax.XXXXXX")
trap 'rm -f "$LIST"' EXIT
find "$DIR" -name '*.swift' -not -path '*/.*' | sort > "$LIST"
say "$(wc -l < "$LIST") files, $(xargs cat < "$LIST" | wc -l) lines; $ROUNDS rounds"

# Inside a git work tree the index would be cached after the first run; a cold index (every
# file parsed for it, then linted) is layoutlint's worst case, so the corpus is used from a
# copy outside any repository when DIR is inside one.
if git -C "$DIR" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  COPY=$(mktemp -d "${TMPDIR:-/tmp}/layoutlint-syntax-tree.XXXXXX")
  trap 'rm -f "$LIST"; rm -rf "$COPY"' EXIT
  cp -R "$DIR/." "$COPY/"
  find "$COPY" -name '*.swift' -not -path '*/.*' | sort > "$LIST"
  DIR=$COPY
fi

python3 - "$BIN" "$PARSER" "$LIST" "$DIR" "$ROUNDS" <<'PY'
import os, statistics, subprocess, sys, time
binary, parser, listing, root, rounds = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5])
commands = {
    "layoutlint lint": (["taskset", "-c", "0", binary, "lint", "--quiet", "--files-from", listing, "--project-root", root], None),
    "swift-syntax parse": (["taskset", "-c", "0", parser], listing),
}
cpu = {name: [] for name in commands}
wall = {name: [] for name in commands}
for _ in range(rounds + 1):  # the first round warms the page cache and is not counted
    for name, (argv, stdin) in commands.items():
        start = time.perf_counter()
        with open(stdin) if stdin else open(os.devnull) as source:
            process = subprocess.Popen(argv, stdin=source, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            _, status, usage = os.wait4(process.pid, 0)
        if os.waitstatus_to_exitcode(status) not in (0, 1):
            sys.exit(f"{name} failed: {argv}")
        cpu[name].append((usage.ru_utime + usage.ru_stime) * 1000)
        wall[name].append((time.perf_counter() - start) * 1000)
for name in commands:
    cpu[name], wall[name] = cpu[name][1:], wall[name][1:]
    print(f"{name:20s} CPU median {statistics.median(cpu[name]):7.1f} ms  best {min(cpu[name]):7.1f} ms"
          f"   wall median {statistics.median(wall[name]):7.1f} ms")
lint, parse = cpu["layoutlint lint"], cpu["swift-syntax parse"]
print(f"layoutlint is {statistics.median(parse) / statistics.median(lint):.1f}x faster than the parser alone "
      f"(CPU medians; best against best {min(parse) / min(lint):.1f}x)")
PY
