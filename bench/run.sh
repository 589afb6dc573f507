#!/usr/bin/env bash
# layoutlint benchmark: builds a release binary, generates (or reuses) Swift corpora of 10k, 100k
# and 1M lines (10M with --full), and measures the byte-scan floor, tokenizer, outline, lint,
# peak memory and start-up time. See bench/README.md.
#
#   bench/run.sh                   # 10k, 100k, 1M lines
#   bench/run.sh --full            # also 10M lines (or BENCH_FULL=1)
#   bench/run.sh --sizes 10k,100k  # a subset
#   bench/run.sh --ref HEAD        # build a committed revision (git archive), not the work tree
#
# Environment: BENCH_FULL=1, BENCH_RUNS=N (timed runs per measurement, default 5, 3 for 1M, 2 for
# 10M), BENCH_WARMUP=N (default 1), BENCH_BIN=/path/to/layoutlint (skip the build and use it),
# BENCH_REF=REV (same as --ref).
set -uo pipefail

usage() { sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; }

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BENCH="$ROOT/bench"
CORPUS="$BENCH/corpus"
OUT="$BENCH/out"
RAW="$OUT/raw"
FULL=${BENCH_FULL:-0}
SIZES=""
REF=${BENCH_REF:-}
while [ $# -gt 0 ]; do
  case "$1" in
    --full) FULL=1 ;;
    --sizes) SIZES=${2:?--sizes needs a list like 10k,100k}; shift ;;
    --sizes=*) SIZES=${1#--sizes=} ;;
    --ref) REF=${2:?--ref needs a git revision}; shift ;;
    --ref=*) REF=${1#--ref=} ;;
    -h|--help) usage; exit 0 ;;
    *) echo "run.sh: unknown argument: $1" >&2; usage >&2; exit 2 ;;
  esac
  shift
done
if [ -z "$SIZES" ]; then
  SIZES="10k 100k 1m"
  [ "$FULL" = 1 ] && SIZES="$SIZES 10m"
fi
SIZES=$(echo "$SIZES" | tr ',A-Z' ' a-z')

# The steps live in bench/lib/, in the order they run; they share this script's globals.
for lib in common tools build probe corpus measure report; do
  source "$BENCH/lib/$lib.sh"
done
for s in $SIZES; do lines_for "$s" >/dev/null || exit 2; done

mkdir -p "$OUT" "$RAW"
rm -f "$RAW"/*.json "$RAW"/*.txt "$RAW/results.tsv"

install_tools       # (a) hyperfine and GNU time
build_layoutlint    # (b) release build into .build-bench (or BENCH_BIN / --ref)
probe_subcommands   # which of tokens, outline, lint the binary implements
generate_corpora    # (c) bench/corpus/<size>, cached
measure_corpora     # (d) cat floor, tokens, outline, lint, peak RSS per size
measure_startup
write_report        # bench/out/results.md
