#!/usr/bin/env bash
# Builds the libFuzzer target (the library's sources plus Fuzz/FuzzTarget.swift, with the address
# sanitizer) and runs it for a bounded time, seeded with the test fixtures and examples.
#   Fuzz/run.sh [SECONDS] [extra libFuzzer flags…]     default 60 s
# Crashes and hangs are written to Fuzz/artifacts/; turn each into a fixture test.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"; shift || true
out=.build-fuzz
mkdir -p "$out" Fuzz/artifacts "$out/corpus"
sources=$(find Sources/LayoutLint -name '*.swift' | sort)
shims=Sources/CLayoutLintSystem   # the library's small C target (sched_getaffinity); not the heap: ASan brings its own malloc
if [ ! -x "$out/fuzz" ] || [ -n "$(find Sources/LayoutLint Fuzz/FuzzTarget.swift "$shims" -newer "$out/fuzz" \( -name '*.swift' -o -name '*.[ch]' -o -name '*.modulemap' \) | head -1)" ]; then
  echo "building the fuzz target…"
  clang -c -O1 -fsanitize=address -I "$shims/include" "$shims/CLayoutLintSystem.c" -o "$out/CLayoutLintSystem.o"
  # One module, its machine code made on every core (`-num-threads`): on a 2-core machine the
  # build took 5m43s on one thread, 3m50s on two, and it is the longest step of `swift test`.
  threads=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
  swiftc -sanitize=fuzzer,address -parse-as-library -O -wmo -num-threads "$threads" -module-name LayoutLintFuzz -I "$shims/include" \
    $sources Fuzz/FuzzTarget.swift "$out/CLayoutLintSystem.o" -o "$out/fuzz"
fi
# Seeds: the examples, templates' Swift output and every Swift snippet in the tests.
find Examples -name '*.swift' -exec cp {} "$out/corpus/" \;
find Tests -name '*.swift' -exec cp {} "$out/corpus/" \;
find Tests Examples -name '*.m' -exec cp {} "$out/corpus/" \; 2>/dev/null || true
"$out/fuzz" "$out/corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
  -artifact_prefix=Fuzz/artifacts/ -print_final_stats=1 "$@"
