# The report: bench/out/results.md from $RAW/results.tsv and the notes, also printed.
# Sourced by bench/run.sh; uses its globals (ROOT, BENCH, OUT, RAW, SIZES, ...).

write_report() {
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
}
