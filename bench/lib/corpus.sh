# (c) corpora, cached under bench/corpus/<size> (regenerated when the generator changes).
# Sourced by bench/run.sh; uses its globals (ROOT, BENCH, OUT, RAW, SIZES, ...).

generate_corpora() {
  # The generator is the entry script plus the corpusgen package: a change to either makes new corpora.
  GEN_HASH=$(cd "$BENCH" && python3 -c 'import glob,hashlib
h = hashlib.sha256()
for p in ["generate_corpus.py"] + sorted(glob.glob("corpusgen/*.py")):
    h.update(p.encode() + b"\0" + open(p, "rb").read())
print(h.hexdigest()[:16])')
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
}
