#!/usr/bin/env bash
# The HTML report at scale: lints a generated corpus of about 5,000 view controllers (2.5M lines)
# with --reporter html and reports the file's size, lint's time and peak memory, and what headless
# Chromium measures when it opens the page (first contentful paint, time until the page's script
# has drawn it) — once with maps drawn on demand (the default above --map-limit) and once with
# every map drawn at load. Not part of the test suite.
#
#   bench/html-report.sh               # 2,500,000 lines ≈ 5,000 controllers
#   bench/html-report.sh 500000        # another size
#
# Environment: BENCH_BIN=/path/to/layoutlint (skip the release build). Needs python3 and
# chromium-headless-shell (apt-get install chromium-headless-shell).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
LINES=${1:-2500000}
BIN=${BENCH_BIN:-}
if [ -z "$BIN" ]; then
  swift build -c release --package-path "$ROOT" --scratch-path "$ROOT/.build-bench" --product layoutlint >&2
  BIN="$ROOT/.build-bench/release/layoutlint"
fi
CORPUS="$ROOT/bench/corpus/html-$LINES"
OUT="$ROOT/bench/out/html"
mkdir -p "$OUT"
[ -f "$CORPUS/MANIFEST.tsv" ] || python3 "$ROOT/bench/generate_corpus.py" --lines "$LINES" --out "$CORPUS" --force --quiet

for mode in lazy eager; do
  limit=500
  [ "$mode" = eager ] && limit=1000000
  /usr/bin/time -f "%e s, %M KB peak" -o "$OUT/time-$mode.txt" \
    "$BIN" lint --quiet --reporter html --map-limit "$limit" --output "$OUT/report-$mode.html" "$CORPUS" || true
  python3 "$ROOT/Tests/html/check_report.py" --timing-only "$OUT/report-$mode.html" > "$OUT/page-$mode.json"
done

python3 - "$OUT" "$(grep -c $'\tviewcontroller\t' "$CORPUS/MANIFEST.tsv")" "$LINES" <<'PY'
import json, os, sys
out, controllers, lines = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
print(f"HTML report of {controllers} controllers ({lines:,} lines)")
print("| maps | report size | lint time, peak memory | first contentful paint | drawn | DOM nodes | errors |")
print("|---|--:|---|--:|--:|--:|--:|")
for mode in ("lazy", "eager"):
    page = json.load(open(os.path.join(out, f"page-{mode}.json")))
    timing = page["timing"]
    size = os.path.getsize(os.path.join(out, f"report-{mode}.html")) / 1e6
    time = open(os.path.join(out, f"time-{mode}.txt")).read().strip().splitlines()[-1]
    print(f"| {'on demand' if mode == 'lazy' else 'all at load'} | {size:.1f} MB | {time} | {timing.get('fcp', 0):.0f} ms"
          f" | {timing['drawn']:.0f} ms | {timing['domNodes']} | {len(page['errors'])} |")
PY
