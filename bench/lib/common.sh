# Messages, notes for the report, size names, root access and the results file.
# Sourced by bench/run.sh; uses its globals (ROOT, BENCH, OUT, RAW, SIZES, ...).

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

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"
  elif command -v sudo >/dev/null 2>&1; then sudo "$@"
  else return 1; fi
}

record() { printf '%s\t%s\t%s\n' "$1" "$2" "$3" >> "$RAW/results.tsv"; }   # size key value
q() { printf '%q' "$1"; }
