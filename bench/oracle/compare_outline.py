#!/usr/bin/env python3
"""Compare layoutlint's `outline --format json` with the compiler-based oracle.

Usage:
  compare_outline.py ORACLE.json OURS.json [options]
  compare_outline.py --corpus DIR [--tool .build/release/layoutlint] [--oracle ORACLE.json] [options]

With --corpus, the tool is run as `TOOL outline --format json DIR` and, unless
--oracle names an existing outline of DIR, compiler_outline.py is run on DIR.

Matching: types are paired per file by (kind, name) -- names compared without
whitespace -- and, among several with the same key (e.g. three `extension Foo`
in one file), by nearest line.  Members of paired types are then paired by
(kind, name, signature, line); what is left is classified:

  wrong line        same kind, name and signature, another line
  wrong signature   same kind, name and line, another signature
  wrong kind        same name and line, another kind (e.g. var vs let)
  wrong nesting     the member is in the file, but under another type
  missing member    in the oracle only
  extra member      in our outline only
  missing type / extra type / wrong type line / wrong inherits   (type level)

Agreement = members matched exactly / members in the oracle.  Only files the
oracle outlined are compared (files it skipped are listed in its --report).
"""

import argparse
import collections
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

MEMBER_CATEGORIES = ["missing member", "extra member", "wrong line", "wrong signature",
                     "wrong kind", "wrong nesting"]
TYPE_CATEGORIES = ["missing type", "extra type", "wrong type line", "wrong inherits"]


def load_json(path_or_text, label):
    try:
        if path_or_text.lstrip().startswith("{"):
            return json.loads(path_or_text)
        with open(path_or_text, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError) as e:
        sys.exit("compare_outline: cannot read %s outline: %s" % (label, e))


def norm_path(p):
    return os.path.normpath(os.path.abspath(p))


def norm_type_name(n):
    return "".join((n or "").split()).replace("`", "")


def norm_name(n):
    return (n or "").replace("`", "")


def norm_sig(s):
    return None if s is None else "".join(s.split()).replace("`", "")


def member_key(m):
    return (m.get("kind"), norm_name(m.get("name")), norm_sig(m.get("signature")), m.get("line"))


def describe(m):
    return "%s %s" % (m.get("kind"), m.get("signature") or m.get("name"))


def kind_name(m):
    """`func tableView`, `init`, `subscript`: kind and name, without repeating a name equal to the kind."""
    if m.get("name") == m.get("kind"):
        return m.get("kind")
    return "%s %s" % (m.get("kind"), m.get("name"))


class Diff:
    __slots__ = ("category", "path", "line", "type_name", "text")

    def __init__(self, category, path, line, type_name, text):
        self.category = category
        self.path = path
        self.line = line
        self.type_name = type_name
        self.text = text

    def as_dict(self):
        return {"category": self.category, "path": self.path, "line": self.line,
                "type": self.type_name, "text": self.text}


def pair_by_nearest_line(olist, ulist):
    """Pair two lists of dicts with a 'line' (same key): exact lines first, then nearest."""
    pairs = []
    o_left = list(olist)
    u_left = list(ulist)
    for o in list(o_left):
        for u in u_left:
            if u.get("line") == o.get("line"):
                pairs.append((o, u))
                o_left.remove(o)
                u_left.remove(u)
                break
    while o_left and u_left:
        best = None
        for o in o_left:
            for u in u_left:
                d = abs((o.get("line") or 0) - (u.get("line") or 0))
                if best is None or d < best[0]:
                    best = (d, o, u)
        _, o, u = best
        pairs.append((o, u))
        o_left.remove(o)
        u_left.remove(u)
    return pairs, o_left, u_left


def compare_members(path, tname, omembers, umembers, diffs):
    """Returns (exact matches, unmatched oracle members, unmatched ours) after
    classifying line/signature/kind differences into diffs."""
    ucount = collections.Counter(member_key(m) for m in umembers)
    matched = 0
    o_rest = []
    for m in omembers:
        k = member_key(m)
        if ucount[k] > 0:
            ucount[k] -= 1
            matched += 1
        else:
            o_rest.append(m)
    u_rest = []
    for m in umembers:
        k = member_key(m)
        if ucount[k] > 0:
            ucount[k] -= 1
            u_rest.append(m)

    def take(pred):
        nonlocal o_rest, u_rest
        found = []
        for o in list(o_rest):
            for u in u_rest:
                if pred(o, u):
                    found.append((o, u))
                    o_rest.remove(o)
                    u_rest.remove(u)
                    break
        return found

    def same(o, u, *fields):
        for f in fields:
            if f == "name":
                if norm_name(o.get("name")) != norm_name(u.get("name")):
                    return False
            elif f == "signature":
                if norm_sig(o.get("signature")) != norm_sig(u.get("signature")):
                    return False
            elif o.get(f) != u.get(f):
                return False
        return True

    # nearest line first for the "wrong line" class
    by_sig = collections.defaultdict(lambda: ([], []))
    for o in o_rest:
        by_sig[(o.get("kind"), norm_name(o.get("name")), norm_sig(o.get("signature")))][0].append(o)
    for u in u_rest:
        by_sig[(u.get("kind"), norm_name(u.get("name")), norm_sig(u.get("signature")))][1].append(u)
    for key, (os_, us_) in by_sig.items():
        if os_ and us_:
            pairs, _, _ = pair_by_nearest_line(os_, us_)
            for o, u in pairs:
                o_rest.remove(o)
                u_rest.remove(u)
                diffs.append(Diff("wrong line", path, o.get("line"), tname,
                                  "%s: oracle line %s, ours %s" % (describe(o), o.get("line"), u.get("line"))))
    for o, u in take(lambda o, u: same(o, u, "kind", "name", "line")):
        diffs.append(Diff("wrong signature", path, o.get("line"), tname,
                          "%s: oracle %r, ours %r" % (kind_name(o), o.get("signature"), u.get("signature"))))
    for o, u in take(lambda o, u: same(o, u, "name", "line")):
        diffs.append(Diff("wrong kind", path, o.get("line"), tname,
                          "%s: oracle kind %s, ours %s" % (o.get("signature") or o.get("name"), o.get("kind"), u.get("kind"))))
    return matched, o_rest, u_rest


def compare_file(path, otypes, utypes, diffs, compare_inherits=True):
    """Compare one file; returns (oracle member count, exact matches)."""
    total = sum(len(t.get("members", [])) for t in otypes)
    groups = collections.defaultdict(lambda: ([], []))
    for t in otypes:
        groups[(t.get("kind"), norm_type_name(t.get("name")))][0].append(t)
    for t in utypes:
        groups[(t.get("kind"), norm_type_name(t.get("name")))][1].append(t)
    matched = 0
    leftovers_o = []  # (type name, member)
    leftovers_u = []
    missing_types = []
    extra_types = []
    for key, (ol, ul) in groups.items():
        pairs, o_left, u_left = pair_by_nearest_line(ol, ul)
        for o, u in pairs:
            if o.get("line") != u.get("line"):
                diffs.append(Diff("wrong type line", path, o.get("line"), o.get("name"),
                                  "%s %s: oracle line %s, ours %s" % (o.get("kind"), o.get("name"), o.get("line"), u.get("line"))))
            if compare_inherits:
                oi = [norm_type_name(x) for x in o.get("inherits", []) or []]
                ui = [norm_type_name(x) for x in u.get("inherits", []) or []]
                if oi != ui:
                    diffs.append(Diff("wrong inherits", path, o.get("line"), o.get("name"),
                                      "%s %s: oracle %s, ours %s" % (o.get("kind"), o.get("name"), o.get("inherits"), u.get("inherits"))))
            m, orest, urest = compare_members(path, o.get("name"), o.get("members", []), u.get("members", []), diffs)
            matched += m
            leftovers_o += [(o.get("name"), x) for x in orest]
            leftovers_u += [(u.get("name"), x) for x in urest]
        for o in o_left:
            missing_types.append(o)
            leftovers_o += [(o.get("name"), x) for x in o.get("members", [])]
        for u in u_left:
            extra_types.append(u)
            leftovers_u += [(u.get("name"), x) for x in u.get("members", [])]
    # types that only differ in name (e.g. nesting: "Inner" vs "Outer.Inner") are reported as such
    for o in list(missing_types):
        for u in extra_types:
            if u.get("kind") == o.get("kind") and u.get("line") == o.get("line"):
                diffs.append(Diff("wrong type name", path, o.get("line"), o.get("name"),
                                  "%s: oracle %r, ours %r" % (o.get("kind"), o.get("name"), u.get("name"))))
                missing_types.remove(o)
                extra_types.remove(u)
                break
    for o in missing_types:
        diffs.append(Diff("missing type", path, o.get("line"), o.get("name"),
                          "%s %s (%d members)" % (o.get("kind"), o.get("name"), len(o.get("members", [])))))
    for u in extra_types:
        diffs.append(Diff("extra type", path, u.get("line"), u.get("name"),
                          "%s %s (%d members)" % (u.get("kind"), u.get("name"), len(u.get("members", [])))))
    # leftover members: same member under another type -> wrong nesting
    ukeys = collections.defaultdict(list)
    for tname, m in leftovers_u:
        ukeys[member_key(m)].append(tname)
    for tname, m in leftovers_o:
        k = member_key(m)
        if ukeys.get(k):
            other = ukeys[k].pop(0)
            diffs.append(Diff("wrong nesting", path, m.get("line"), tname,
                              "%s: oracle in %s, ours in %s" % (describe(m), tname, other)))
        else:
            diffs.append(Diff("missing member", path, m.get("line"), tname,
                              "%s (in %s)" % (describe(m), tname)))
    for k, tnames in ukeys.items():
        for tname in tnames:
            diffs.append(Diff("extra member", path, k[3], tname,
                              "%s %s (in %s)" % (k[0], k[2] or k[1], tname)))
    return total, matched


def source_line(path, line, cache={}):
    if path not in cache:
        try:
            with open(path, encoding="utf-8", errors="replace") as f:
                cache[path] = f.read().splitlines()
        except OSError:
            cache[path] = None
    lines = cache[path]
    if not lines or not isinstance(line, int) or not (1 <= line <= len(lines)):
        return None
    return lines[line - 1].strip()


def run_tool(tool, corpus, timeout):
    cmd = [tool, "outline", "--format", "json", corpus]
    print("compare_outline: running %s" % " ".join(cmd), file=sys.stderr)
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        sys.exit("compare_outline: %s timed out after %ss" % (tool, timeout))
    if p.returncode not in (0, 1) or not p.stdout.strip():
        sys.exit("compare_outline: %s exited %d: %s" % (tool, p.returncode, p.stderr.decode("utf-8", "replace")[:2000]))
    return p.stdout.decode("utf-8", "replace")


def main(argv=None):
    ap = argparse.ArgumentParser(description="Compare layoutlint's outline JSON with the compiler oracle.")
    ap.add_argument("oracle_json", nargs="?", help="oracle outline (from compiler_outline.py)")
    ap.add_argument("ours_json", nargs="?", help="our outline (layoutlint outline --format json)")
    ap.add_argument("--corpus", help="directory of Swift code: run both sides on it")
    ap.add_argument("--tool", help="layoutlint binary (default: .build/release/layoutlint, else .build/debug/layoutlint)")
    ap.add_argument("--oracle", help="with --corpus: reuse this oracle JSON if it exists, else write it there")
    ap.add_argument("--save-ours", help="with --corpus: also save our outline JSON here")
    ap.add_argument("--timeout", type=float, default=1800, help="timeout for the tool run (s)")
    ap.add_argument("-n", "--examples", type=int, default=10, help="examples shown per category (default 10)")
    ap.add_argument("--category", action="append", help="show only these categories (repeatable)")
    ap.add_argument("--files-with-diffs", nargs="?", const=30, type=int, metavar="N",
                    help="list the N files with most member disagreements (default 30)")
    ap.add_argument("--no-inherits", action="store_true", help="do not compare inherits lists")
    ap.add_argument("--no-source", action="store_true", help="do not print the source line of examples")
    ap.add_argument("--dump-diffs", help="write every disagreement as JSON lines here")
    args = ap.parse_args(argv)

    if args.corpus:
        tool = args.tool
        if not tool:
            for cand in (".build/release/layoutlint", ".build/debug/layoutlint"):
                if os.path.exists(cand):
                    tool = cand
                    break
        if not tool or not os.path.exists(tool):
            sys.exit("compare_outline: no layoutlint binary (give --tool)")
        if args.oracle and os.path.exists(args.oracle):
            oracle = load_json(args.oracle, "oracle")
        else:
            cmd = [sys.executable, os.path.join(HERE, "compiler_outline.py"), args.corpus]
            if args.oracle:
                cmd += ["-o", args.oracle]
            p = subprocess.run(cmd, stdout=subprocess.PIPE)
            if p.returncode != 0:
                sys.exit("compare_outline: compiler_outline.py failed")
            oracle = load_json(args.oracle if args.oracle else p.stdout.decode("utf-8"), "oracle")
        ours_text = run_tool(tool, args.corpus, args.timeout)
        if args.save_ours:
            with open(args.save_ours, "w", encoding="utf-8") as f:
                f.write(ours_text)
        ours = load_json(ours_text, "our")
    else:
        if not (args.oracle_json and args.ours_json):
            ap.error("give ORACLE.json OURS.json, or --corpus DIR")
        oracle = load_json(args.oracle_json, "oracle")
        ours = load_json(args.ours_json, "our")

    ofiles = {norm_path(f["path"]): f for f in oracle.get("files", [])}
    ufiles = {norm_path(f["path"]): f for f in ours.get("files", [])}
    diffs = []
    total = matched = 0
    per_file = {}
    missing_files = []
    for p, of in ofiles.items():
        uf = ufiles.get(p)
        if uf is None:
            n = sum(len(t.get("members", [])) for t in of.get("types", []))
            total += n
            if of.get("types"):
                missing_files.append((of["path"], n))
                diffs.append(Diff("missing file", of["path"], 1, None, "%d types, %d members" % (len(of["types"]), n)))
            continue
        before = len(diffs)
        t, m = compare_file(of["path"], of.get("types", []), uf.get("types", []), diffs, not args.no_inherits)
        total += t
        matched += m
        per_file[of["path"]] = (t, m, diffs[before:])
    only_ours = [f["path"] for p, f in ufiles.items() if p not in ofiles]
    extra_members_total = sum(1 for d in diffs if d.category == "extra member")

    counts = collections.Counter(d.category for d in diffs)
    pct = 100.0 * matched / total if total else 100.0
    print("files: %d in oracle, %d in ours, %d compared, %d missing in ours, %d only in ours (not compared)"
          % (len(ofiles), len(ufiles), len(per_file), len(missing_files), len(only_ours)))
    print("oracle members: %d   exactly matched: %d   agreement: %.3f%%   extra members in ours: %d"
          % (total, matched, pct, extra_members_total))
    order = ["missing file"] + MEMBER_CATEGORIES + ["wrong type name"] + TYPE_CATEGORIES
    if not ofiles:
        print("warning: the oracle outlined no files (see compiler_outline.py --report)", file=sys.stderr)
    print("disagreements by category:%s" % ("" if counts else " none"))
    for c in order:
        if counts.get(c):
            print("  %-16s %d" % (c, counts[c]))
    for p in only_ours[:5]:
        print("  (only in ours, e.g. skipped by the oracle: %s)" % p)

    if args.dump_diffs:
        with open(args.dump_diffs, "w", encoding="utf-8") as f:
            for d in diffs:
                f.write(json.dumps(d.as_dict(), ensure_ascii=False) + "\n")

    if args.files_with_diffs is not None:
        rows = []
        for path, (t, m, fd) in per_file.items():
            nd = sum(1 for d in fd if d.category in MEMBER_CATEGORIES or d.category in ("missing type", "extra type", "wrong type name"))
            if nd:
                rows.append((nd, path, t, m))
        rows.sort(key=lambda r: (-r[0], r[1]))
        print("\nfiles with most disagreements (disagreements, oracle members, matched, path):")
        for nd, path, t, m in rows[:args.files_with_diffs]:
            print("  %5d %6d %6d  %s" % (nd, t, m, path))
        for path, n in missing_files[:args.files_with_diffs]:
            print("  missing in ours: %s (%d members)" % (path, n))
        return 0

    cats = args.category or order
    for c in cats:
        items = [d for d in diffs if d.category == c]
        if not items:
            continue
        print("\n== %s (%d) ==" % (c, len(items)))
        for d in items[:args.examples]:
            print("  %s:%s: %s" % (d.path, d.line, d.text))
            if not args.no_source:
                src = source_line(d.path, d.line)
                if src is not None:
                    print("      | %s" % src[:160])
    return 0


if __name__ == "__main__":
    sys.exit(main())
