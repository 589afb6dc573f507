#!/usr/bin/env bash
# Objective-C tokenizer throughput and lint linearity on trees of .m/.mm files you already have.
#   bench/objc_speed.sh DIR...
# Concatenates every .m/.mm under DIR… into one corpus (tripled, so start-up and the page cache
# fill are small next to it), then times `layoutlint tokens --stats` (tokenizer only, one core)
# and `layoutlint lint` over the trees at 1/3, 2/3 and all of their files.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/release/layoutlint
[ -x "$bin" ] || swift build -c release
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
find "$@" \( -name '*.m' -o -name '*.mm' \) -print0 | xargs -0 cat > "$work/one.m"
cat "$work/one.m" "$work/one.m" "$work/one.m" > "$work/corpus.m"
bytes=$(wc -c < "$work/corpus.m")
"$bin" tokens --stats "$work/corpus.m" > /dev/null  # warm the page cache
# CPU time (user + system, file read included) as well as wall-clock: on a shared machine the
# process may wait for a core, which wall-clock counts and CPU time does not.
for _ in 1 2 3; do
  { /usr/bin/time -f "%e %U %S" "$bin" tokens --stats "$work/corpus.m" > /dev/null; } 2>&1 | tail -1
done | python3 -c "
import sys
runs = [tuple(map(float, l.split())) for l in sys.stdin if l.strip()]
wall = min(r[0] for r in runs); cpu = min(r[1] + r[2] for r in runs); user = min(r[1] for r in runs)
b = $bytes
print('tokenizer: %d bytes; wall %.2f s = %.0f MB/s; CPU %.2f s = %.0f MB/s; user CPU %.2f s = %.0f MB/s'
      % (b, wall, b / wall / 1e6, cpu, b / cpu / 1e6, user, b / user / 1e6))"
find "$@" \( -name '*.m' -o -name '*.mm' -o -name '*.swift' \) | sort > "$work/files"
total=$(wc -l < "$work/files")
for part in 1 2 3; do
  head -n $((total * part / 3)) "$work/files" > "$work/part"
  lines=$(tr '\n' '\0' < "$work/part" | xargs -0 cat | wc -l)
  t=$( { /usr/bin/time -f "%e" "$bin" lint --quiet --files-from "$work/part" > /dev/null || true; } 2>&1 | tail -1)
  echo "lint: $lines lines in $t s"
done
