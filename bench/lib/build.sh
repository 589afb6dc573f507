# (b) build layoutlint (release, own scratch path). Sets BIN (empty: nothing to measure)
# and BUILD_INFO.
# Sourced by bench/run.sh; uses its globals (ROOT, BENCH, OUT, RAW, SIZES, ...).

build_layoutlint() {
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
}
