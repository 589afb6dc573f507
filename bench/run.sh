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

say()  { printf '==> %s\n' "$*" >&2; }
warn() { printf 'warning: %s\n' "$*" >&2; }
NOTES=()
note() { NOTES+=("$*"); warn "$*"; }

lines_for() {
  case "$1" in
    10k) echo 10000 ;; 100k) echo 100000 ;; 1m) echo 1000000 ;; 10m) echo 10000000 ;;
    *) echo "run.sh: unknown size '$1' (use 10k, 100k, 1m, 10m)" >&2; return 1 ;;
  esac
}
for s in $SIZES; do lines_for "$s" >/dev/null || exit 2; done

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"
  elif command -v sudo >/dev/null 2>&1; then sudo "$@"
  else return 1; fi
}

mkdir -p "$OUT" "$RAW"
rm -f "$RAW"/*.json "$RAW"/*.txt "$RAW/results.tsv"

# ---------------------------------------------------------------------------------------------
# (a) tools: hyperfine and GNU time
# ---------------------------------------------------------------------------------------------
APT_UPDATED=0
apt_install() {
  command -v apt-get >/dev/null 2>&1 || return 1
  if [ "$APT_UPDATED" = 0 ]; then as_root apt-get update -qq >>"$RAW/apt.log" 2>&1 || return 1; APT_UPDATED=1; fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >>"$RAW/apt.log" 2>&1
}
if ! command -v hyperfine >/dev/null 2>&1; then
  say "installing hyperfine (apt-get)"
  apt_install hyperfine || true
fi
HAVE_HYPERFINE=0
if command -v hyperfine >/dev/null 2>&1; then HAVE_HYPERFINE=1
else note "hyperfine is not installed and could not be installed: timings use a plain Python timer (median of the same number of runs)."
fi
GNU_TIME=/usr/bin/time
if ! "$GNU_TIME" -v true >/dev/null 2>&1; then
  say "installing GNU time (apt-get install time)"
  apt_install time || true
fi
HAVE_GNU_TIME=0
"$GNU_TIME" -v true >/dev/null 2>&1 && HAVE_GNU_TIME=1
[ "$HAVE_GNU_TIME" = 1 ] || note "GNU time (/usr/bin/time -v) is unavailable: peak RSS is read with Python's resource.getrusage instead."

# ---------------------------------------------------------------------------------------------
# (b) build layoutlint (release, own scratch path)
# ---------------------------------------------------------------------------------------------
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
BIN=""
BUILD_INFO=""
if [ -n "${BENCH_BIN:-}" ]; then
  BIN=$BENCH_BIN
  BUILD_INFO="given by BENCH_BIN"
  [ -x "$BIN" ] || { echo "run.sh: BENCH_BIN=$BIN is not executable" >&2; exit 2; }
elif command -v swift >/dev/null 2>&1; then
  PKG="$ROOT"; SCRATCH="$ROOT/.build-bench"
  if [ -n "$REF" ]; then
    # Build a committed revision from a clean export, unaffected by edits in the work tree.
    PKG="$OUT/src-ref"; SCRATCH="$ROOT/.build-bench-ref"
    rm -rf "$PKG"; mkdir -p "$PKG"
    git -C "$ROOT" archive "$REF" | tar -x -C "$PKG" || { echo "run.sh: cannot export $REF" >&2; exit 2; }
    say "building layoutlint at $REF ($(git -C "$ROOT" rev-parse --short "$REF")) into .build-bench-ref"
  else
    say "building layoutlint (swift build -c release --scratch-path .build-bench)"
  fi
  BIN_DIR=$(swift build --package-path "$PKG" -c release --scratch-path "$SCRATCH" --show-bin-path 2>/dev/null)
  # What is being built, recorded next to the binary so a stale binary is reported truthfully.
  if [ -n "$REF" ]; then
    SRC_INFO="commit $(git -C "$ROOT" rev-parse --short "$REF") (clean export of $REF)"
  else
    SRC_INFO="commit $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo '?')"
    [ -n "$(git -C "$ROOT" status --porcelain -- Sources Package.swift 2>/dev/null)" ] && SRC_INFO="$SRC_INFO + uncommitted changes in the work tree"
  fi
  built=0
  for attempt in 1 2 3; do   # others may be editing Sources/ ("modified during the build"): retry
    if swift build --package-path "$PKG" -c release --scratch-path "$SCRATCH" --product layoutlint >"$RAW/build.log" 2>&1; then
      built=1; break
    fi
    grep -q 'modified during the build' "$RAW/build.log" || break
    say "a source file changed during the build; retrying"
  done
  if [ "$built" = 1 ]; then
    BIN="$BIN_DIR/layoutlint"
    echo "$SRC_INFO, built $(date '+%Y-%m-%d %H:%M')" > "$SCRATCH/bench-build-info.txt"
    BUILD_INFO="$SRC_INFO"
  elif [ -n "$BIN_DIR" ] && [ -x "$BIN_DIR/layoutlint" ]; then
    BIN="$BIN_DIR/layoutlint"
    BUILD_INFO="STALE binary from an earlier build ($(cat "$SCRATCH/bench-build-info.txt" 2>/dev/null || echo 'unknown sources')); building $SRC_INFO failed"
    tail -n 20 "$RAW/build.log" >&2
    note "the release build failed (bench/out/raw/build.log); measuring the previous binary in .build-bench (it may be stale)."
  else
    tail -n 20 "$RAW/build.log" >&2
    note "the release build failed (bench/out/raw/build.log) and there is no previous binary: every layoutlint column is skipped."
  fi
else
  note "no swift toolchain found: every layoutlint column is skipped."
fi

# ---------------------------------------------------------------------------------------------
# Probe which subcommands the binary implements (the CLI is being written while this exists).
# ---------------------------------------------------------------------------------------------
PROBE="$OUT/probe"
rm -rf "$PROBE"
mkdir -p "$PROBE/bad" "$PROBE/small"
cat > "$PROBE/bad/ProbeViewController.swift" <<'SWIFT'
import UIKit

final class ProbeViewController: UIViewController {

    // MARK: - Getters and Setters

    private lazy var titleLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    // MARK: - Life Cycle

    override func viewDidLoad() {
        let button = UIButton(type: .system)
        button.addTarget(self, action: #selector(didTapButton(_:)), for: .touchUpInside)
        titleLabel.textColor = .red
        view.addSubview(button)
        view.addSubview(self.titleLabel)
    }

    override func viewWillAppear(_ animated: Bool) {
        titleLabel.frame = view.bounds
    }

    @objc private func didTapButton(_ sender: UIButton) {
        print("tapped")
    }

    private func formattedDate(_ date: Date) -> String {
        DateFormatter.localizedString(from: date, dateStyle: .medium, timeStyle: .none)
    }
}
SWIFT
cat > "$PROBE/small/SmallViewController.swift" <<'SWIFT'
import UIKit

final class SmallViewController: UIViewController {

    // MARK: - Life Cycle

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(self.titleLabel)
        layoutPageSubviews()
    }

    private func layoutPageSubviews() {
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    // MARK: - Event Response

    @objc private func didTapTitle(_ sender: UITapGestureRecognizer) {
        titleLabel.text = "Tapped"
    }

    // MARK: - Getters and Setters

    private lazy var titleLabel: UILabel = {
        let label = UILabel()
        label.text = "Hello"
        label.isUserInteractionEnabled = true
        label.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTapTitle(_:))))
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()
}
SWIFT

HAS_TOKENS=0; HAS_OUTLINE=0; HAS_LINT=0
probe_fail() {  # name rc stderr-file
  local first
  first=$(head -n 1 "$3" 2>/dev/null | cut -c1-120)
  note "\`layoutlint $1\` is not available yet (exit $2${first:+: $first}): its column is skipped."
}
if [ -n "$BIN" ]; then
  "$BIN" tokens --stats "$PROBE/bad" >"$RAW/probe-tokens.out" 2>"$RAW/probe-tokens.err"; rc=$?
  if [ $rc = 0 ] && [ -s "$RAW/probe-tokens.out" ]; then HAS_TOKENS=1
  else probe_fail "tokens --stats" $rc "$RAW/probe-tokens.err"; fi

  "$BIN" outline --format json "$PROBE/bad" >"$RAW/probe-outline.out" 2>"$RAW/probe-outline.err"; rc=$?
  if [ $rc = 0 ] && python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$RAW/probe-outline.out" 2>/dev/null; then
    HAS_OUTLINE=1
  else probe_fail "outline --format json" $rc "$RAW/probe-outline.err"; fi

  # lint must report the probe's violations: exit 0 or 1, with findings that name the file.
  "$BIN" lint "$PROBE/bad" >"$RAW/probe-lint.out" 2>"$RAW/probe-lint.err"; rc=$?
  if { [ $rc = 0 ] || [ $rc = 1 ]; } && cat "$RAW/probe-lint.out" "$RAW/probe-lint.err" | grep -q ProbeViewController; then
    HAS_LINT=1
  elif [ $rc = 0 ] || [ $rc = 1 ]; then
    note "\`layoutlint lint\` reported nothing on a file with known violations (bench/out/probe/bad): treated as not implemented yet; its columns are skipped."
  else probe_fail "lint" $rc "$RAW/probe-lint.err"; fi
fi

# ---------------------------------------------------------------------------------------------
# Timing helpers
# ---------------------------------------------------------------------------------------------
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

record() { printf '%s\t%s\t%s\n' "$1" "$2" "$3" >> "$RAW/results.tsv"; }   # size key value
q() { printf '%q' "$1"; }

# ---------------------------------------------------------------------------------------------
# (c) corpora, cached under bench/corpus/<size> (regenerated when the generator changes)
# ---------------------------------------------------------------------------------------------
GEN_HASH=$(python3 -c 'import hashlib,sys; print(hashlib.sha256(open(sys.argv[1],"rb").read()).hexdigest()[:16])' "$BENCH/generate_corpus.py")
for s in $SIZES; do
  n=$(lines_for "$s"); dir="$CORPUS/$s"; stamp="generator=$GEN_HASH lines=$n"
  if [ -f "$dir/.stamp" ] && [ "$(cat "$dir/.stamp")" = "$stamp" ]; then
    say "corpus $s: cached ($dir)"
  else
    say "corpus $s: generating $n lines into $dir"
    rm -f "$dir/.stamp"
    t0=$(date +%s.%N)
    python3 "$BENCH/generate_corpus.py" --lines "$n" --out "$dir" --force >&2 || { echo "run.sh: corpus generation failed" >&2; exit 1; }
    echo "$stamp" > "$dir/.stamp"
    record "$s" gen_seconds "$(python3 -c "import sys; print('%.1f' % ($(date +%s.%N) - $t0))")"
  fi
done

# ---------------------------------------------------------------------------------------------
# (d) measurements
# ---------------------------------------------------------------------------------------------
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

# ---------------------------------------------------------------------------------------------
# Report
# ---------------------------------------------------------------------------------------------
NOTES_FILE="$RAW/notes.txt"
: > "$NOTES_FILE"
for n in "${NOTES[@]+"${NOTES[@]}"}"; do printf '%s\n' "$n" >> "$NOTES_FILE"; done
LOAD_START="$LOAD_START" BUILD_INFO="$BUILD_INFO" python3 - "$RAW/results.tsv" "$NOTES_FILE" "$OUT/results.md" "$CORES" "$SIZES" "$BIN" "$ROOT" \
  "$HAS_TOKENS" "$HAS_OUTLINE" "$HAS_LINT" "$HAVE_HYPERFINE" <<'PY'
import os, platform, subprocess, sys, time
tsv, notes_file, out_md, cores, sizes, binpath, root = sys.argv[1:8]
has_tokens, has_outline, has_lint, have_hf = (x == "1" for x in sys.argv[8:12])
sizes = sizes.split()
R = {}
if os.path.exists(tsv):
    for line in open(tsv):
        s, k, v = line.rstrip("\n").split("\t")
        R.setdefault(s, {})[k] = v

def num(s, k):
    try:
        return float(R.get(s, {})[k])
    except (KeyError, ValueError):
        return None

def rate(s, k, unit):
    t = num(s, k)
    if t is None or t <= 0:
        return None
    return (num(s, "bytes") / 1e6 / t) if unit == "MB" else (num(s, "lines") / t)

def human(n):
    """3 significant digits with a k/M/G suffix: 999992 -> 1.00M, 654321 -> 654k."""
    for div, suf in ((1e9, "G"), (1e6, "M"), (1e3, "k"), (1, "")):
        if n >= div * 0.9995 or div == 1:
            v = n / div
            return ("%.0f" if v >= 99.95 else "%.1f" if v >= 9.995 else "%.2f") % v + suf
    return "%d" % n

def cell(v, fmt, skipped):
    if v is None:
        return "skipped" if skipped else "—"
    return fmt % v

label = {"10k": "10k", "100k": "100k", "1m": "1M", "10m": "10M"}
head = ["corpus", "files", "lines", "MB", "cat floor MB/s", "tokens MB/s (1 core)", "outline MB/s",
        "lint wall s", "lint lines/s", "lint CPU/wall", "lint peak RSS MB"]
rows = []
for s in sizes:
    lines, nbytes = num(s, "lines"), num(s, "bytes")
    cpu, wall1 = num(s, "lint_cpu"), num(s, "lint_wall1")
    rss = num(s, "rss_kb")
    rows.append([
        label.get(s, s),
        cell(num(s, "files"), "%d", False),
        "{:,}".format(int(lines)) if lines else "—",
        cell(nbytes / 1e6 if nbytes else None, "%.1f", False),
        cell(rate(s, "cat", "MB"), "%.0f", False),
        cell(rate(s, "tokens", "MB"), "%.1f", not has_tokens),
        cell(rate(s, "outline", "MB"), "%.1f", not has_outline),
        cell(num(s, "lint"), "%.3f", not has_lint),
        (human(rate(s, "lint", "lines")) if rate(s, "lint", "lines") else ("skipped" if not has_lint else "—")),
        cell(cpu / wall1 if cpu is not None and wall1 else None, "%.2f", not has_lint),
        cell(rss / 1024 if rss else None, "%.1f", not has_lint),
    ])
secs_head = ["corpus", "runs", "cat s", "tokens s", "outline s", "lint s", "corpus generated in s"]
secs_rows = []
for s in sizes:
    secs_rows.append([label.get(s, s), cell(num(s, "runs"), "%d", False)] +
                     [cell(num(s, k), "%.4f", False) for k in ("cat", "tokens", "outline", "lint")] +
                     [cell(num(s, "gen_seconds"), "%.1f", False) if num(s, "gen_seconds") is not None else "cached"])

def table(head, rows):
    w = [max(len(str(r[i])) for r in [head] + rows) for i in range(len(head))]
    right = lambda i: i > 0
    fmt = lambda r: "| " + " | ".join((str(c).rjust(w[i]) if right(i) else str(c).ljust(w[i])) for i, c in enumerate(r)) + " |"
    sep = "|" + "|".join(("-" * (w[i] + 1) + ":") if right(i) else (":" + "-" * (w[i] + 1)) for i in range(len(head))) + "|"
    return "\n".join([fmt(head), sep] + [fmt(r) for r in rows])

def sh(*cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=20).stdout.strip()
    except Exception:
        return ""

cpu_model = ""
try:
    for line in open("/proc/cpuinfo"):
        if line.startswith("model name"):
            cpu_model = line.split(":", 1)[1].strip(); break
except OSError:
    pass
swift_v = sh("swift", "--version").splitlines()
build_info = os.environ.get("BUILD_INFO", "")
startup = num("all", "startup")
load = ""
try:
    load = open("/proc/loadavg").read().split()[:3]
    load = " ".join(load)
except OSError:
    pass

md = []
md.append("# layoutlint benchmark")
md.append("")
md.append("- date: %s" % time.strftime("%Y-%m-%d %H:%M:%S %z"))
md.append("- machine: %s, %s cores%s, %s" % (platform.machine(), cores, (", " + cpu_model) if cpu_model else "", platform.platform()))
md.append("- load average at the start: %s; at the end: %s" % (os.environ.get("LOAD_START", "?"), load or "?"))
md.append("- toolchain: %s" % (swift_v[0] if swift_v else "?"))
shown = binpath
if binpath and os.path.abspath(binpath).startswith(os.path.abspath(root) + os.sep):
    shown = os.path.relpath(binpath, root)
md.append("- layoutlint: %s%s" % (shown or "(none)", (": " + build_info) if build_info else ""))
md.append("- timer: %s; each figure is the median of the runs listed below" % ("hyperfine" if have_hf else "Python fallback timer"))
scmd = R.get("all", {}).get("startup_cmd", "lint")
md.append("- start-up (`%s` of one 36-line file, median of 30): %s" % (scmd, "%.1f ms" % (startup * 1000) if startup is not None else ("skipped" if not has_lint else "—")))
md.append("")
md.append(table(head, rows))
md.append("")
md.append("Median wall times:")
md.append("")
md.append(table(secs_head, secs_rows))
notes = [l.rstrip("\n") for l in open(notes_file) if l.strip()] if os.path.exists(notes_file) else []
if notes:
    md.append("")
    md.append("Notes:")
    md.append("")
    md += ["- " + n for n in notes]
md.append("")
text = "\n".join(md)
open(out_md, "w").write(text)
print()
print(text)
print("(written to %s; raw hyperfine exports in %s)" % (os.path.relpath(out_md), os.path.relpath(os.path.dirname(tsv))))
PY
