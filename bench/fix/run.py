#!/usr/bin/env python3
"""Runs `layoutlint fix` over a copy of real Swift code and checks every file.

usage: bench/fix/run.py LAYOUTLINT SOURCE_DIR [SOURCE_DIR...]

For each source directory the Swift files are copied to a temporary directory (the source
is never touched), then: lint before; fix; for every file: the self-check passed (no file
reported as failing it), `swiftc -parse` accepts every fixed file it accepted before, fixing
again changes nothing, files without findings are byte-identical; lint after has no
section-order finding and at most 5% of the other repairable findings. Prints the figures.
"""
import collections, json, os, re, shutil, subprocess, sys, tempfile, time

REPAIRABLE = ["section-order", "section-mark", "misplaced-member", "lifecycle-order", "delegate-mark"]


def lint(tool, root):
    out = subprocess.run([tool, "lint", "--reporter", "json", "--quiet", "."], cwd=root,
                         capture_output=True, text=True)
    return json.loads(out.stdout)["findings"]


def swift_files(root):
    for base, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for name in files:
            if name.endswith(".swift"):
                yield os.path.relpath(os.path.join(base, name), root)


def parses(paths, cwd):
    """The subset of paths that `swiftc -parse` accepts (batched; bisected on failure)."""
    ok = set()
    stack = [list(paths)]
    while stack:
        batch = stack.pop()
        if not batch:
            continue
        r = subprocess.run(["swiftc", "-parse"] + batch, cwd=cwd, capture_output=True)
        if r.returncode == 0:
            ok.update(batch)
        elif len(batch) > 1:
            mid = len(batch) // 2
            stack += [batch[:mid], batch[mid:]]
    return ok


def bench(tool, source):
    work = tempfile.mkdtemp(prefix="layoutlint-fix-")
    try:
        files = sorted(swift_files(source))
        for rel in files:
            os.makedirs(os.path.dirname(os.path.join(work, rel)), exist_ok=True)
            shutil.copyfile(os.path.join(source, rel), os.path.join(work, rel))
        original = {rel: open(os.path.join(work, rel), "rb").read() for rel in files}
        before = lint(tool, work)
        started = time.time()
        fix = subprocess.run([tool, "fix", "."], cwd=work, capture_output=True, text=True)
        seconds = time.time() - started
        after_bytes = {rel: open(os.path.join(work, rel), "rb").read() for rel in files}
        changed = [rel for rel in files if after_bytes[rel] != original[rel]]
        again = subprocess.run([tool, "fix", "--dry-run", "."], cwd=work, capture_output=True, text=True)
        after = lint(tool, work)

        problems = []
        failed_check = re.findall(r"error: (\S+): not fixed, the self-check failed: (.*)", fix.stderr)
        for path, why in failed_check:
            problems.append(f"self-check: {path}: {why}")
        if again.stdout.strip():
            problems.append("not idempotent:\n" + again.stdout[:2000])
        with_findings = {f["file"].removeprefix("./") for f in before}
        for rel in changed:
            if rel not in with_findings:
                problems.append(f"{rel}: changed although it had no finding")
        # The compiler's parser must accept every fixed file it accepted before.
        if changed and shutil.which("swiftc"):
            orig_dir = tempfile.mkdtemp(prefix="layoutlint-orig-")
            for rel in changed:
                os.makedirs(os.path.dirname(os.path.join(orig_dir, rel)), exist_ok=True)
                open(os.path.join(orig_dir, rel), "wb").write(original[rel])
            accepted_before = parses(changed, orig_dir)
            accepted_after = parses(sorted(accepted_before), work)
            for rel in sorted(accepted_before - accepted_after):
                problems.append(f"{rel}: swiftc -parse accepted it before the fix, not after")
            shutil.rmtree(orig_dir)

        count_before = collections.Counter(f["rule"] for f in before)
        count_after = collections.Counter(f["rule"] for f in after)
        if count_after["section-order"]:
            problems.append(f"{count_after['section-order']} section-order findings remain")
        others_before = sum(count_before[r] for r in REPAIRABLE[1:])
        others_after = sum(count_after[r] for r in REPAIRABLE[1:])
        total_line = "\n".join(l for l in fix.stderr.splitlines() if l.startswith(("Fixed", "Would fix")))
        moved = sum(int(n) for n in re.findall(r"(\d+) members? moved", total_line))
        reasons = collections.Counter()
        layout_reasons = collections.Counter()
        rule = None
        for line in fix.stderr.splitlines():
            found = re.search(r"\[([a-z-]+)\]$", line)
            if found:
                rule = found.group(1)
            m = re.match(r"\s+not repaired: (.*)", line)
            if m:
                reason = re.sub(r"'[^']*'", "'…'", m.group(1))
                reason = re.sub(r"the (extension|class) [A-Z_]\S*( at line \d+)?", r"the \1 …", reason)
                reason = re.sub(r"\S+, a subclass in the project", "…, a subclass in the project", reason)
                reasons[reason] += 1
                if rule in REPAIRABLE:
                    layout_reasons[f"{rule}: {reason}"] += 1
        print(f"== {source}")
        print(f"files: {len(files)}, with findings before: {len(with_findings)}, changed: {len(changed)}, fix took {seconds:.2f} s")
        print(f"members moved: {moved}")
        print("findings before → after, per repairable rule:")
        for rule in REPAIRABLE:
            print(f"  {rule:18} {count_before[rule]:6} → {count_after[rule]:6}")
        share = others_after / others_before if others_before else 0.0
        print(f"other repairable findings remaining: {others_after}/{others_before} = {share:.1%}")
        if share > 0.05:
            problems.append(f"{share:.1%} of the other repairable findings remain (over 5%)")
        print("why findings of any rule were not repaired (top 12):")
        for reason, n in reasons.most_common(12):
            print(f"  {n:6}  {reason}")
        print("repairable findings left, by reason:")
        for reason, n in layout_reasons.most_common(12):
            print(f"  {n:6}  {reason}")
        print("problems:" if problems else "problems: none")
        for p in problems[:40]:
            print("  " + p)
        return not problems
    finally:
        shutil.rmtree(work)


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    tool = os.path.abspath(sys.argv[1])
    ok = all([bench(tool, os.path.abspath(src)) for src in sys.argv[2:]])
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
