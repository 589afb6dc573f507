# (a) tools: hyperfine and GNU time, installed with apt-get when missing.
# Sourced by bench/run.sh; uses its globals (ROOT, BENCH, OUT, RAW, SIZES, ...).

APT_UPDATED=0
apt_install() {
  command -v apt-get >/dev/null 2>&1 || return 1
  if [ "$APT_UPDATED" = 0 ]; then as_root apt-get update -qq >>"$RAW/apt.log" 2>&1 || return 1; APT_UPDATED=1; fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >>"$RAW/apt.log" 2>&1
}

install_tools() {
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
}
