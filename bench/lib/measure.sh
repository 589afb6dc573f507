# Timing helpers and (d) the measurements; every figure goes to $RAW/results.tsv via record.
# Sourced by bench/run.sh; uses its globals (ROOT, BENCH, OUT, RAW, SIZES, ...).

# bench NAME RUNS WARMUP IGNORE_FAILURE(0/1) USE_SHELL(0/1) COMMAND -> prints the median seconds
bench() {
  local name=$1 runs=$2 warmup=$3 ignore=$4 shell=$5 cmd=$6
  local json="$RAW/$name.json"
  if [ "$HAVE_HYPERFINE" = 1 ]; then
    local args=(--runs "$runs" --warmup "$warmup" --style none --export-json "$json")
    [ "$ignore" = 1 ] && args+=(-i)
    [ "$shell" = 0 ] && args+=(-N)
    hyperfine "${args[@]}" "$cmd" >"$RAW/$name.txt" 2>&1 || { cat "$RAW/$name.txt" >&2; return 1; }
  else
    python3 - "$runs" "$warmup" "$ignore" "$cmd" "$json" <<'PY' || return 1
import json, statistics, subprocess, sys, time
runs, warmup, ignore, cmd, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3] == "1", sys.argv[4], sys.argv[5]
times = []
for i in range(warmup + runs):
    t = time.perf_counter()
    rc = subprocess.call(cmd, shell=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    dt = time.perf_counter() - t
    if rc != 0 and not ignore:
        sys.exit("command failed (exit %d): %s" % (rc, cmd))
    if i >= warmup:
        times.append(dt)
json.dump({"results": [{"command": cmd, "median": statistics.median(times), "times": times}]}, open(out, "w"))
PY
  fi
  python3 -c 'import json,sys; print("%.6f" % json.load(open(sys.argv[1]))["results"][0]["median"])' "$json"
}

# peak RSS (KiB), user+sys CPU seconds and wall seconds of one run of a command
measure_rss() {
  local out="$RAW/$1.time.txt"; shift
  if [ "$HAVE_GNU_TIME" = 1 ]; then
    "$GNU_TIME" -v "$@" >/dev/null 2>"$out"
    python3 - "$out" <<'PY'
import re, sys
t = open(sys.argv[1], errors="replace").read()
def f(pat):
    m = re.search(pat, t)
    return m.group(1) if m else ""
rss = f(r"Maximum resident set size \(kbytes\): (\d+)")
user, sys_ = f(r"User time \(seconds\): ([\d.]+)"), f(r"System time \(seconds\): ([\d.]+)")
wall = f(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)")
secs = 0.0
for part in wall.split(":"):
    secs = secs * 60 + float(part or 0)
cpu = float(user or 0) + float(sys_ or 0)
print(rss, "%.3f" % cpu, "%.3f" % secs)
PY
  else
    python3 - "$@" <<'PY'
import resource, subprocess, sys, time
t = time.perf_counter()
subprocess.call(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
wall = time.perf_counter() - t
ru = resource.getrusage(resource.RUSAGE_CHILDREN)
rss = ru.ru_maxrss if sys.platform != "darwin" else ru.ru_maxrss // 1024
print(rss, "%.3f" % (ru.ru_utime + ru.ru_stime), "%.3f" % wall)
PY
  fi
}

measure_corpora() {
  CORES=$(getconf _NPROCESSORS_ONLN 2>/dev/null || nproc 2>/dev/null || echo "?")
  LOAD_START=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")
  say "cores: $CORES, load average: $LOAD_START"
  if python3 -c 'import os,sys; sys.exit(0 if os.getloadavg()[0] > 0.5 * (os.cpu_count() or 1) else 1)' 2>/dev/null; then
    note "the machine was busy when the run started (load average $LOAD_START on $CORES cores): timings are noisy; re-run on an idle machine for numbers to compare."
  fi
  WARMUP=${BENCH_WARMUP:-1}

  for s in $SIZES; do
    dir="$CORPUS/$s"
    case "$s" in 10m) runs=${BENCH_RUNS:-2} ;; 1m) runs=${BENCH_RUNS:-3} ;; *) runs=${BENCH_RUNS:-5} ;; esac
    files=$(find "$dir" -name '*.swift' -type f | wc -l | tr -d ' ')
    bytes=$(find "$dir" -name '*.swift' -type f -print0 | xargs -0 cat | wc -c | tr -d ' ')
    lines=$(find "$dir" -name '*.swift' -type f -print0 | xargs -0 cat | wc -l | tr -d ' ')
    record "$s" files "$files"; record "$s" bytes "$bytes"; record "$s" lines "$lines"; record "$s" runs "$runs"
    say "$s: $files files, $lines lines, $bytes bytes ($runs runs + $WARMUP warm-up each)"

    if t=$(bench "cat-$s" "$runs" "$WARMUP" 0 1 "find $(q "$dir") -name '*.swift' -type f -print0 | xargs -0 cat > /dev/null"); then
      record "$s" cat "$t"; say "  byte-scan floor: ${t}s"
    else note "the byte-scan floor failed on $s."; fi

    if [ "$HAS_TOKENS" = 1 ]; then
      if t=$(bench "tokens-$s" "$runs" "$WARMUP" 0 0 "$(q "$BIN") tokens --stats $(q "$dir")"); then
        record "$s" tokens "$t"; say "  tokens --stats: ${t}s"
        "$BIN" tokens --stats "$dir" > "$RAW/tokens-$s.stats.txt" 2>&1 || true
      else note "\`layoutlint tokens --stats\` failed on $s (see bench/out/raw/tokens-$s.txt)."; fi
    fi

    if [ "$HAS_OUTLINE" = 1 ]; then
      if t=$(bench "outline-$s" "$runs" "$WARMUP" 0 0 "$(q "$BIN") outline --format json $(q "$dir")"); then
        record "$s" outline "$t"; say "  outline --format json: ${t}s"
      else note "\`layoutlint outline\` failed on $s (see bench/out/raw/outline-$s.txt)."; fi
    fi

    if [ "$HAS_LINT" = 1 ]; then
      # lint exits 1 when it finds errors, which a realistic corpus has: -i ignores the status.
      if t=$(bench "lint-$s" "$runs" "$WARMUP" 1 0 "$(q "$BIN") lint $(q "$dir")"); then
        record "$s" lint "$t"; say "  lint: ${t}s"
      else note "\`layoutlint lint\` failed on $s (see bench/out/raw/lint-$s.txt)."; fi
      read -r rss cpu wall < <(measure_rss "lint-$s" "$BIN" lint "$dir")
      if [ -n "${rss:-}" ]; then
        record "$s" rss_kb "$rss"; record "$s" lint_cpu "$cpu"; record "$s" lint_wall1 "$wall"
        say "  lint peak RSS: ${rss} KiB (cpu ${cpu}s / wall ${wall}s)"
      fi
    fi
  done
}

measure_startup() {
  STARTUP_CMD=""
  if [ "$HAS_LINT" = 1 ]; then STARTUP_CMD=lint
  elif [ "$HAS_OUTLINE" = 1 ]; then STARTUP_CMD=outline
    note "start-up was measured with \`layoutlint outline\` of the small file because lint is not available."
  fi
  if [ -n "$STARTUP_CMD" ]; then
    if t=$(bench "startup" 30 3 1 0 "$(q "$BIN") $STARTUP_CMD $(q "$PROBE/small/SmallViewController.swift")"); then
      record all startup "$t"; record all startup_cmd "$STARTUP_CMD"; say "start-up ($STARTUP_CMD of one small file): ${t}s"
    fi
  fi
}
