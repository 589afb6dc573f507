#!/usr/bin/env python3
"""Measure layoutlint's precision against findings judged by hand.

Modes (see README.md):
  report  re-run the tool on the checked-out apps, match the judged findings to today's findings and
          print precision per rule, the judged-correct findings that disappeared, and how many of
          today's findings are not judged yet.
  sample  draw a seeded random sample, N per rule, of today's findings that nobody judged yet, and
          write them to a to-judge file (same format, verdict and reason empty).
  show    print the code around each finding of a to-judge or judged file, to read while judging.
  dump    write today's findings of the repositories to a JSON Lines file (reuse with --findings).
  check   validate a judged file (fields, verdicts, no duplicates).

Standard library only. Repositories are looked up as <repos>/<owner>+<name> (the `owner/name` of the
data file with the slash replaced), and the tool is run inside that directory, so file paths in the
data are relative to the repository's root.
"""
import argparse
import collections
import json
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_CONFIG = os.path.normpath(os.path.join(HERE, "..", "..", "rules.json"))
DEFAULT_TOOL = os.path.normpath(os.path.join(HERE, "..", "..", ".build", "release", "layoutlint"))
VERDICTS = ("correct", "false-positive", "misleading")
FIELDS = ("repo", "commit", "file", "line", "rule", "type", "member", "message", "verdict", "reason")
# How far (in lines) a judged finding may have moved and still be the same finding. The apps stay at the
# judged commit, so lines move only when the tool re-anchors a finding; a wide window would pair a
# judged section finding with another section of the same name further down.
LINE_TOLERANCE = 40


def repo_dir(repos_root, repo):
    return os.path.join(repos_root, repo.replace("/", "+"))


def read_jsonl(path):
    rows = []
    with open(path, encoding="utf-8") as handle:
        for number, text in enumerate(handle, 1):
            text = text.strip()
            if not text or text.startswith("#"):
                continue
            try:
                rows.append(json.loads(text))
            except json.JSONDecodeError as error:
                sys.exit(f"{path}:{number}: not a JSON object: {error}")
    return rows


def write_jsonl(path, rows):
    with open(path, "w", encoding="utf-8") as handle:
        for row in rows:
            handle.write(json.dumps({key: row.get(key) for key in FIELDS}, ensure_ascii=False) + "\n")


def run_tool(tool, config, directory):
    """Today's findings of one repository, paths relative to its root."""
    command = [tool, "lint", "--reporter", "json", "--quiet", "--config", config, "."]
    result = subprocess.run(command, cwd=directory, capture_output=True, text=True)
    if result.returncode not in (0, 1, 3):
        sys.exit(f"{' '.join(command)} in {directory} exited {result.returncode}:\n{result.stderr}")
    document = json.loads(result.stdout)
    for finding in document["findings"]:
        if finding["file"].startswith("./"):
            finding["file"] = finding["file"][2:]
    return document["findings"]


def current_findings(args, repos):
    """{repo: [finding]} for each repository, from the tool or from a --findings dump."""
    if args.findings:
        by_repo = collections.defaultdict(list)
        for row in read_jsonl(args.findings):
            by_repo[row["repo"]].append(row)
        return {repo: by_repo.get(repo, []) for repo in repos}
    out = {}
    for repo in repos:
        directory = repo_dir(args.repos, repo)
        if not os.path.isdir(directory):
            sys.exit(f"{repo} is not checked out at {directory}")
        out[repo] = [dict(finding, repo=repo) for finding in run_tool(args.tool, args.config, directory)]
    return out


def exact_key(row):
    return (row["repo"], row["file"], row["rule"], row.get("type"), row.get("member"))


def type_key(row):
    return (row["repo"], row["file"], row["rule"], row.get("type"))


def match(judged, current, key=exact_key, skip_judged=(), skip_current=()):
    """Pairs each judged finding with at most one current finding of the same key (by default repository,
    file, rule, type and member), nearest line first. Returns {judged index: current finding}."""
    pools = collections.defaultdict(list)
    for finding in current:
        if id(finding) not in skip_current:
            pools[key(finding)].append(finding)
    candidates = []
    for index, row in enumerate(judged):
        if index in skip_judged:
            continue
        for position, finding in enumerate(pools.get(key(row), [])):
            distance = abs(finding["line"] - row["line"])
            if distance <= LINE_TOLERANCE:
                candidates.append((distance, index, key(row), position))
    candidates.sort()
    taken, pairs = set(), {}
    for _, index, pool, position in candidates:
        if index in pairs or (pool, position) in taken:
            continue
        taken.add((pool, position))
        pairs[index] = pools[pool][position]
    return pairs


def match_moved(judged, current, pairs):
    """Judged findings the tool now anchors on another member of the same type (an order rule that blames
    the member to move instead): same repository, file, rule and type, nearby. They need judging again."""
    return match(judged, current, key=type_key, skip_judged=set(pairs),
                 skip_current={id(finding) for finding in pairs.values()})


def load_judged(paths):
    rows = []
    for path in paths:
        rows.extend(read_jsonl(path))
    return rows


def repos_of(args, judged):
    if args.repo:
        return args.repo
    seen = []
    for row in judged:
        if row["repo"] not in seen:
            seen.append(row["repo"])
    return seen


def percent(part, whole):
    return f"{100.0 * part / whole:5.1f}%" if whole else "    -"


def report(args):
    judged = [row for row in load_judged(args.judged) if row.get("verdict") in VERDICTS]
    repos = repos_of(args, judged)
    current = [finding for findings in current_findings(args, repos).values() for finding in findings]
    pairs = match(judged, current)
    moved = match_moved(judged, current, pairs)
    matched_ids = {id(finding) for finding in pairs.values()}

    rules = sorted({row["rule"] for row in judged} | {finding["rule"] for finding in current})
    print(f"{'rule':26} {'judged':>6} {'present':>7} {'correct':>7} {'FP':>4} {'mislead':>7} "
          f"{'precision':>9} {'moved':>5} {'lost':>5} {'recall loss':>11} {'unjudged':>8}")
    totals = collections.Counter()
    for rule in rules:
        rows = [(index, row) for index, row in enumerate(judged) if row["rule"] == rule]
        present = [row for index, row in rows if index in pairs]
        counts = collections.Counter(row["verdict"] for row in present)
        correct_rows = [index for index, row in rows if row["verdict"] == "correct"]
        line = collections.Counter(
            judged=len(rows), present=len(present), correct=counts["correct"], fp=counts["false-positive"],
            misleading=counts["misleading"], moved=sum(1 for index, _ in rows if index in moved),
            judged_correct=len(correct_rows),
            lost=sum(1 for index in correct_rows if index not in pairs and index not in moved),
            unjudged=sum(1 for finding in current if finding["rule"] == rule and id(finding) not in matched_ids))
        totals.update(line)
        print_row(rule, line)
    print_row("ALL", totals)
    print("precision = correct / judged findings still reported at the same member; moved = judged findings now "
          "anchored on another member of the same type (re-judge them); recall loss = judged-correct findings "
          "neither present nor moved / judged-correct")
    print_weighted(judged, pairs, current)

    gone = [row for index, row in enumerate(judged)
            if row["verdict"] == "correct" and index not in pairs and index not in moved]
    if gone:
        print(f"\nJudged-correct findings that disappeared ({len(gone)}):")
        for row in gone:
            print(f"  {row['rule']}: {row['repo']} {row['file']}:{row['line']} {row.get('type')} "
                  f"{row.get('member')} — {row['reason']}")
    if moved:
        print(f"\nJudged findings now anchored on another member of the same type ({len(moved)}; re-judge):")
        for index, finding in sorted(moved.items()):
            row = judged[index]
            print(f"  {row['rule']} [{row['verdict']}]: {row['repo']} {row['file']}:{row['line']} {row.get('member')}"
                  f" -> :{finding['line']} {finding.get('member')}: {finding['message']}")
    still = [(row, pairs[index]) for index, row in enumerate(judged)
             if row["verdict"] != "correct" and index in pairs]
    if still and args.verbose:
        print(f"\nFalse-positive or misleading findings still reported ({len(still)}):")
        for row, finding in still:
            changed = f" (message changed: re-judge) now: {finding['message']}" \
                if finding["message"] != row["message"] else ""
            print(f"  {row['rule']} [{row['verdict']}]: {row['repo']} {finding['file']}:{finding['line']}"
                  f" — {row['reason']}{changed}")
    changed = sum(1 for row, finding in still if finding["message"] != row["message"])
    if changed:
        print(f"\n{changed} FP/misleading findings are still reported with a new message; "
              "run with -v and re-judge them.")


def print_weighted(judged, pairs, current):
    """The sample has the same size per rule, so its overall figure over-weights rare rules. Weighting each
    rule's sample precision by its share of today's findings estimates what a user sees."""
    volume = collections.Counter(finding["rule"] for finding in current)
    weighted, covered = 0.0, 0
    for rule, count in volume.items():
        present = [row for index, row in enumerate(judged) if row["rule"] == rule and index in pairs]
        if present:
            weighted += count * sum(row["verdict"] == "correct" for row in present) / len(present)
            covered += count
    if covered:
        print(f"weighted by today's findings per rule: {100.0 * weighted / covered:.1f}% "
              f"(rules with judged findings cover {covered} of {sum(volume.values())} findings)")


def print_row(rule, line):
    print(f"{rule:26} {line['judged']:6} {line['present']:7} {line['correct']:7} {line['fp']:4} "
          f"{line['misleading']:7} {percent(line['correct'], line['present']):>9} {line['moved']:5} {line['lost']:5} "
          f"{percent(line['lost'], line['judged_correct']):>11} {line['unjudged']:8}")


def sample(args):
    judged = load_judged(args.judged) if args.judged else []
    repos = args.repo or repos_of(args, judged)
    if not repos:
        sys.exit("name the repositories with --repo owner/name (or give a judged file that lists them)")
    commits = {row["repo"]: row.get("commit") for row in judged}
    commits.update(dict(item.split("@", 1) for item in args.commit or []))
    current = [finding for findings in current_findings(args, repos).values() for finding in findings]
    taken = {id(finding) for finding in match(judged, current).values()}
    # A second finding at a judged row's place (another ivar on the same line) could not be
    # recorded beside it (`check` rejects a place judged twice): leave it out.
    places = {(row["repo"], row["file"], row["line"], row["rule"], row.get("member")) for row in judged}
    pending = []
    for finding in current:
        place = (finding["repo"], finding["file"], finding["line"], finding["rule"], finding.get("member"))
        if id(finding) not in taken and place not in places:
            places.add(place)  # and only one of two findings at one place
            pending.append(finding)
    rng = random.Random(args.seed)
    by_rule = collections.defaultdict(lambda: collections.defaultdict(list))
    for finding in pending:
        by_rule[finding["rule"]][finding["repo"]].append(finding)
    chosen = []
    for rule in sorted(by_rule):
        # Round-robin over the repositories (in a seeded order) so that no single app fills a rule.
        queues = []
        for repo in sorted(by_rule[rule]):
            queue = list(by_rule[rule][repo])
            rng.shuffle(queue)
            queues.append(queue)
        rng.shuffle(queues)
        picked = []
        while len(picked) < args.per_rule and any(queues):
            for queue in queues:
                if queue and len(picked) < args.per_rule:
                    picked.append(queue.pop())
        chosen.extend(picked)
        print(f"{rule:26} {len(picked):3} sampled of {sum(map(len, by_rule[rule].values()))} unjudged")
    rows = [dict(finding, commit=commits.get(finding["repo"]), verdict="", reason="") for finding in chosen]
    write_jsonl(args.out, rows)
    print(f"wrote {len(rows)} findings to judge to {args.out}")


def dump(args):
    repos = args.repo or repos_of(args, load_judged(args.judged) if args.judged else [])
    rows = [finding for findings in current_findings(args, repos).values() for finding in findings]
    with open(args.out, "w", encoding="utf-8") as handle:
        for row in rows:
            handle.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} findings of {len(repos)} repositories to {args.out}")


def show(args):
    for row in load_judged(args.judged):
        if args.rule and row["rule"] not in args.rule:
            continue
        path = os.path.join(repo_dir(args.repos, row["repo"]), row["file"])
        print("=" * 100)
        print(f"{row['rule']} {row['repo']} {row['file']}:{row['line']} type={row.get('type')} "
              f"member={row.get('member')} verdict={row.get('verdict') or '?'}")
        print(f"  {row['message']}")
        try:
            with open(path, encoding="utf-8", errors="replace") as handle:
                lines = handle.read().split("\n")
        except OSError as error:
            print(f"  (cannot read: {error})")
            continue
        start = max(0, row["line"] - 1 - args.before)
        for number in range(start, min(len(lines), row["line"] + args.after)):
            mark = ">" if number + 1 == row["line"] else " "
            print(f"{mark}{number + 1:6} {lines[number]}")


def check(args):
    problems = 0
    seen = set()
    for path in args.judged:
        for number, row in enumerate(read_jsonl(path), 1):
            missing = [key for key in FIELDS if key not in row or row[key] in ("", None)
                       and key not in ("type", "member")]
            if missing:
                print(f"{path}: row {number}: missing {', '.join(missing)}")
                problems += 1
            if row.get("verdict") not in VERDICTS:
                print(f"{path}: row {number}: verdict must be one of {', '.join(VERDICTS)}")
                problems += 1
            key = (row.get("repo"), row.get("file"), row.get("line"), row.get("rule"), row.get("member"))
            if key in seen:
                print(f"{path}: row {number}: judged twice")
                problems += 1
            seen.add(key)
    counts = collections.Counter(row.get("verdict") for path in args.judged for row in read_jsonl(path))
    print(f"{sum(counts.values())} rows: " + ", ".join(f"{counts[v]} {v}" for v in VERDICTS)
          + (f"; {problems} problems" if problems else "; ok"))
    return 1 if problems else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    modes = parser.add_subparsers(dest="mode", required=True)

    def common(sub, needs_tool=True):
        sub.add_argument("--judged", action="append", default=[],
                         help="judged findings, JSON Lines (repeatable; default: judged.jsonl here)")
        if needs_tool:
            sub.add_argument("--repos", default="/work/repos", help="where <owner>+<name> checkouts live")
            sub.add_argument("--tool", default=DEFAULT_TOOL, help="the layoutlint binary")
            sub.add_argument("--config", default=DEFAULT_CONFIG, help="rules.json passed to the tool")
            sub.add_argument("--findings", help="use this dump (JSON Lines with repo) instead of running the tool")
            sub.add_argument("--repo", action="append", help="owner/name to lint (default: those judged)")

    sub = modes.add_parser("report", help="precision per rule against the judged findings")
    common(sub)
    sub.add_argument("-v", "--verbose", action="store_true", help="list FP/misleading findings still reported")
    sub.set_defaults(run=report)

    sub = modes.add_parser("sample", help="write a stratified random sample of unjudged findings")
    common(sub)
    sub.add_argument("--per-rule", type=int, default=10)
    sub.add_argument("--seed", type=int, default=14)
    sub.add_argument("--commit", action="append", help="owner/name@commit to record for a new repository")
    sub.add_argument("--out", default="to-judge.jsonl")
    sub.set_defaults(run=sample)

    sub = modes.add_parser("dump", help="write today's findings (JSON Lines) for --findings")
    common(sub)
    sub.add_argument("--out", default="findings.jsonl")
    sub.set_defaults(run=dump)

    sub = modes.add_parser("show", help="print the code around each finding of a file")
    sub.add_argument("--judged", action="append", required=True)
    sub.add_argument("--repos", default="/work/repos")
    sub.add_argument("--rule", action="append")
    sub.add_argument("--before", type=int, default=6)
    sub.add_argument("--after", type=int, default=12)
    sub.set_defaults(run=show)

    sub = modes.add_parser("check", help="validate judged files")
    sub.add_argument("judged", nargs="*")
    sub.set_defaults(run=check)

    args = parser.parse_args()
    if args.mode != "show" and not args.judged:
        args.judged = [os.path.join(HERE, "judged.jsonl")]
    sys.exit(args.run(args) or 0)


if __name__ == "__main__":
    main()
