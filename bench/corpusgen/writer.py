"""Writing a corpus: files in index order until the line target is reached, then MANIFEST.tsv."""

import os

from .generate import generate_file


def write_file(out_dir, res):
    """Writes one generated file; returns its manifest entry (rel, kind, style, violations, lines, bytes)."""
    rel, text, kind, style, violations, n = res
    path = os.path.join(out_dir, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    data = text.encode("utf-8")
    with open(path, "wb") as f:
        f.write(data)
    return rel, kind, style, violations, n, len(data)


def _worker(args):
    seed, index, out_dir = args
    return write_file(out_dir, generate_file(seed, index))


def write_corpus(out_dir, lines, seed, jobs):
    """Writes files 0, 1, 2, … into `out_dir` until they hold about `lines` lines.

    Returns (manifest entries in index order, total lines)."""
    entries = []
    total = 0

    def done():
        return total >= lines - 25

    def accept(index, entry):
        """Records file `index`; the last one is regenerated smaller so the total lands near the target."""
        nonlocal total
        remaining = lines - total
        if entry[4] > remaining + 25:
            entry = write_file(out_dir, generate_file(seed, index, cap_lines=remaining))
        entries.append(entry)
        total += entry[4]

    index = 0
    if jobs > 1 and lines >= 200_000:
        # Workers generate and write files in index order batches; the parent only keeps the
        # manifest. Files a batch wrote past the end are deleted again.
        import multiprocessing as mp
        batch = 128 * jobs
        with mp.Pool(jobs) as pool:
            while not done():
                results = pool.imap(_worker, [(seed, i, out_dir) for i in range(index, index + batch)], chunksize=16)
                for entry in results:
                    if done():
                        os.remove(os.path.join(out_dir, entry[0]))
                        continue
                    accept(index, entry)
                    index += 1
        for d in os.listdir(out_dir):        # a directory that only held removed files
            p = os.path.join(out_dir, d)
            if os.path.isdir(p) and not os.listdir(p):
                os.rmdir(p)
    else:
        while not done():
            accept(index, write_file(out_dir, generate_file(seed, index)))
            index += 1
    return entries, total


def write_manifest(out_dir, entries):
    with open(os.path.join(out_dir, "MANIFEST.tsv"), "w", encoding="utf-8") as f:
        f.write("# path\tkind\tstyle\tlines\tviolations\n")
        for rel, kind, style, violations, n, _ in entries:
            f.write("%s\t%s\t%s\t%d\t%s\n" % (rel, kind, style, n, ",".join(violations) or "-"))
