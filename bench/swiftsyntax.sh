#!/usr/bin/env bash
# layoutlint on one core against swift-syntax's parser alone, over the same files: the parser a
# syntax-tree linter would start from. swift-syntax (602.0.0, resolved from the URL in
# bench/swiftsyntax/Package.swift; git's url.insteadOf may point it at a local mirror) is built
# into .build-syntax, never as a dependency of layoutlint. See bench/README.md.
#
#   bench/swiftsyntax.sh [DIR]     # default: the 100k-line corpus (generated if missing)
#
# Environment: BENCH_BIN=/path/to/layoutlint (skip its build), SYNTAX_RUNS (default 3).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RUNS=${SYNTAX_RUNS:-3}
say() { printf '==> %s\n' "$*" >&2; }

DIR=${1:-}
if [ -z "$DIR" ]; then
  DIR="$ROOT/bench/corpus/100k"
  [ -d "$DIR" ] || python3 "$ROOT/bench/generate_corpus.py" --lines 100000 --out "$DIR" --quiet
fi

BIN=${BENCH_BIN:-}
if [ -z "$BIN" ]; then
  say "building layoutlint (release, .build-bench)"
  (cd "$ROOT" && swift build -c release --scratch-path .build-bench --product layoutlint >&2)
  BIN="$ROOT/.build-bench/release/layoutlint"
fi
say "building swift-syntax's parser (release, .build-syntax; the first build takes minutes)"
(cd "$ROOT/bench/swiftsyntax" && swift build -c release --scratch-path "$ROOT/.build-syntax" >&2)
PARSER="$ROOT/.build-syntax/release/SyntaxParseBench"

LIST=$(mktemp "${TMPDIR:-/tmp}/layoutlint-syntax.XXXXXX")
trap 'rm -f "$LIST"' EXIT
find "$DIR" -name '*.swift' -not -path '*/.*' | sort > "$LIST"
say "$(wc -l < "$LIST") files, $(xargs cat < "$LIST" | wc -l) lines"

# One core for both: taskset pins layoutlint's worker threads to CPU 0.
ONE_CORE=(taskset -c 0)
command -v taskset >/dev/null 2>&1 || { say "no taskset: layoutlint may use every core"; ONE_CORE=(); }
command -v hyperfine >/dev/null 2>&1 || { echo "bench/swiftsyntax.sh needs hyperfine (apt-get install hyperfine)" >&2; exit 2; }
hyperfine -N -i --warmup 1 --runs "$RUNS" --export-json "$LIST.json" \
  -n "layoutlint lint (1 core)" "${ONE_CORE[*]} $BIN lint --quiet --files-from $LIST --project-root $DIR" \
  -n "swift-syntax parse (1 thread)" "sh -c '$PARSER < $LIST'" >&2
python3 - "$LIST.json" <<'PY'
import json, sys
r = {x["command"]: x for x in json.load(open(sys.argv[1]))["results"]}
lint, parse = r["layoutlint lint (1 core)"], r["swift-syntax parse (1 thread)"]
print(f"layoutlint lint, 1 core:    median {lint['median']:.3f} s")
print(f"swift-syntax parse alone:   median {parse['median']:.3f} s")
print(f"layoutlint is {parse['median'] / lint['median']:.1f}x faster than the parser alone")
PY
rm -f "$LIST.json"
