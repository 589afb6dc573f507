#!/usr/bin/env bash
# How long the pre-commit hook makes a developer wait: a git repository of 2,000 generated view
# controllers, 10 of them edited and staged, and the hook `layoutlint install-hook` writes, timed
# as git runs it (from the repository's root). See bench/README.md.
#
#   bench/hook.sh
#
# Environment: HOOK_CONTROLLERS (default 2000), HOOK_STAGED (default 10), HOOK_RUNS (timed runs,
# default 30), BENCH_BIN=/path/to/layoutlint (skip the build and use it).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CONTROLLERS=${HOOK_CONTROLLERS:-2000}
STAGED=${HOOK_STAGED:-10}
RUNS=${HOOK_RUNS:-30}
say() { printf '==> %s\n' "$*" >&2; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"
  elif command -v sudo >/dev/null 2>&1; then sudo "$@"
  else return 1; fi
}
if ! command -v hyperfine >/dev/null 2>&1; then
  say "installing hyperfine"
  as_root apt-get install -y -qq hyperfine >/dev/null 2>&1 \
    || { as_root apt-get update -qq >/dev/null 2>&1 && as_root apt-get install -y -qq hyperfine >/dev/null 2>&1; } \
    || say "no hyperfine: falling back to the median of $RUNS runs timed by python3"
fi

BIN=${BENCH_BIN:-}
if [ -z "$BIN" ]; then
  # The README's build for hooks: fully static on Linux (no loader, no shared libraries to bind).
  STATIC=(); [ "$(uname -s)" = Linux ] && STATIC=(--static-swift-stdlib -Xswiftc -static-executable)
  say "building layoutlint (release ${STATIC[*]+${STATIC[*]}}, .build-bench-static)"
  (cd "$ROOT" && swift build -c release ${STATIC[@]+"${STATIC[@]}"} --scratch-path .build-bench-static --product layoutlint >&2)
  BIN="$ROOT/.build-bench-static/release/layoutlint"
fi

WORK=$(mktemp -d "${TMPDIR:-/tmp}/layoutlint-hook-bench.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
REPO="$WORK/repo"

# The corpus generator's files are ~60 % controllers; ask for enough lines, keep the first N.
say "generating $CONTROLLERS controllers"
python3 "$ROOT/bench/generate_corpus.py" --lines $((CONTROLLERS * 560)) --out "$WORK/corpus" --quiet
awk -F'\t' -v n="$CONTROLLERS" '$2 == "viewcontroller" && kept < n { print $1; kept++ }' "$WORK/corpus/MANIFEST.tsv" > "$WORK/list"
[ "$(wc -l < "$WORK/list")" -eq "$CONTROLLERS" ] || { echo "hook.sh: the corpus has fewer than $CONTROLLERS controllers" >&2; exit 1; }
mkdir -p "$REPO"
(cd "$WORK/corpus" && tar -cf - -T "$WORK/list") | (cd "$REPO" && tar -xf -)

say "committing them, staging $STAGED edits"
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null
git -C "$REPO" -c init.defaultBranch=main init -q
git -C "$REPO" config user.name bench
git -C "$REPO" config user.email bench@layoutlint.invalid
git -C "$REPO" add -A
git -C "$REPO" commit -q --no-verify -m corpus
# Spread the edits over the corpus: every (N / STAGED)-th controller gets a new method.
awk -v n="$CONTROLLERS" -v k="$STAGED" 'NR % int(n / k) == 1 && kept < k { print; kept++ }' "$WORK/list" > "$WORK/staged"
while read -r path; do
  printf '\nextension Edited {\n    func touched() {}\n}\n' >> "$REPO/$path"
done < "$WORK/staged"
(cd "$REPO" && xargs git add < "$WORK/staged")
"$BIN" install-hook --binary "$BIN" "$REPO" >&2
STAGED_LINES=$(cd "$REPO" && xargs cat < "$WORK/staged" | wc -l)
FINDINGS=$(cd "$REPO" && { .git/hooks/pre-commit 2>&1 || true; } | grep -c ': \(error\|warning\|note\): ' || true)
say "hook lints $(wc -l < "$WORK/staged") staged files ($STAGED_LINES lines) in a repository of $(git -C "$REPO" ls-files | wc -l) files; $FINDINGS findings"

cd "$REPO"
if command -v hyperfine >/dev/null 2>&1; then
  # -N: no shell in between, git runs the hook the same way. -i: the corpus has errors, so the
  # hook exits 1, as it would when refusing the commit.
  hyperfine -N -i --warmup 3 --runs "$RUNS" --export-json "$WORK/hook.json" \
    -n "pre-commit hook ($STAGED staged of $CONTROLLERS)" .git/hooks/pre-commit \
    -n "git diff --cached (floor)" "git diff --cached --raw -z --no-abbrev" >&2
  python3 - "$WORK/hook.json" <<'EOF'
import json, sys
for r in json.load(open(sys.argv[1]))["results"]:
    print(f"{r['command']}: median {r['median'] * 1000:.1f} ms (mean {r['mean'] * 1000:.1f} ± {r['stddev'] * 1000:.1f} ms, min {r['min'] * 1000:.1f} ms)")
EOF
else
  python3 - "$RUNS" <<'EOF'
import statistics, subprocess, sys, time
runs = int(sys.argv[1])
def median_ms(command):
    for _ in range(3):
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000
print(f"pre-commit hook: median {median_ms(['.git/hooks/pre-commit']):.1f} ms over {runs} runs")
print(f"git diff --cached (floor): median {median_ms(['git', 'diff', '--cached', '--raw', '-z', '--no-abbrev']):.1f} ms")
EOF
fi
