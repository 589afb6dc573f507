#!/usr/bin/env python3
"""Reference outline of Swift files, taken from the Swift compiler's own parser.

For every .swift file under the given paths this runs

    swift-frontend -frontend -dump-parse -dump-ast-format json FILE

(parse only: no SDK, no type checking, so UIKit code parses on Linux) and turns
the parsed AST into the JSON contract of `layoutlint outline --format json`:

  {"files":[{"path":..., "types":[{"kind","name","line","inherits",
             "members":[{"kind","name","signature"?,"line"}]}]}]}

Standard library only (Python 3.11).  See README.md in this directory.

Things the compiler does not give us directly, and that are taken from the
source text instead (with the small lexer in swiftlex.py):
  * `#if` blocks: -dump-parse drops every clause of every #if (active or not),
    so directive lines are blanked out first (offsets and lines are kept) and
    the parser sees the members of all branches.
  * line of the introducing keyword: the compiler's range starts at the first
    modifier for some decls (`static func`, `class var`) and at the keyword
    for others, never at attributes; we scan forward to the keyword itself.
  * signature labels for operators and subscripts: the compiler's full name
    uses argument labels (`==(_:_:)`, `subscript(_:)` for `subscript(i: Int)`),
    while the contract wants each parameter's first name as written
    (`==(lhs:rhs:)`, `subscript(i:)`).  Use --signature-style compiler to get
    the compiler's names instead.
  * extension names and `inherits` entries, as written (whitespace collapsed):
    in a parse-only dump inherited types are empty and extended types are
    re-printed (`[String : Any]`).

The work is split over the modules next to this script: frontend.py (running the
compiler on one file), dump_json.py (the tolerant JSON reader), ast_outline.py (the
AST walk) and source_text.py (what is read from the source text).
"""

import argparse
import concurrent.futures as cf
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from frontend import find_frontend, outline_file  # noqa: E402


def collect_files(paths):
    """Every .swift file under paths, in a stable order; `path` as found (joined with os.path.join)."""
    files = []
    for p in paths:
        if os.path.isdir(p):
            for root, dirs, names in os.walk(p):
                dirs.sort()
                for name in sorted(names):
                    if name.endswith(".swift"):
                        files.append(os.path.join(root, name))
        elif os.path.isfile(p):
            files.append(p)
        else:
            print("compiler_outline: no such file or directory: %s" % p, file=sys.stderr)
    return files


def main(argv=None):
    ap = argparse.ArgumentParser(description="Outline Swift files with the Swift compiler's parser, in the layoutlint outline JSON contract.")
    ap.add_argument("paths", nargs="+", help=".swift files or directories (searched recursively)")
    ap.add_argument("-o", "--output", help="write the outline JSON here (default: stdout)")
    ap.add_argument("-j", "--jobs", type=int, default=2, help="parallel compiler processes (default 2)")
    ap.add_argument("--timeout", type=float, default=60, help="per-file timeout in seconds (default 60)")
    ap.add_argument("--swift-frontend", help="path of swift-frontend (default: $SWIFT_FRONTEND, PATH, /opt/swift/usr/bin)")
    ap.add_argument("--signature-style", choices=("contract", "compiler"), default="contract",
                    help="contract: first names as written (==(lhs:rhs:), subscript(i:)); compiler: the compiler's full name (==(_:_:), subscript(_:))")
    ap.add_argument("--no-if-neutralize", action="store_true",
                    help="do not blank #if directives (the compiler then drops every #if block)")
    ap.add_argument("--keep-error-files", action="store_true",
                    help="also outline files with parse errors (default: skip and record them)")
    ap.add_argument("--report", help="write a JSON report (skipped files, errors, warnings, timings) here")
    ap.add_argument("--pretty", action="store_true", help="indent the JSON output")
    ap.add_argument("-q", "--quiet", action="store_true")
    args = ap.parse_args(argv)

    frontend = find_frontend(args.swift_frontend)
    files = collect_files(args.paths)
    t0 = time.time()
    results = {}
    infos = []
    with cf.ProcessPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        futs = [ex.submit(outline_file, p, frontend, args.timeout, args.signature_style,
                          not args.no_if_neutralize, args.keep_error_files) for p in files]
        for i, fut in enumerate(cf.as_completed(futs), 1):
            path, types, info = fut.result()
            infos.append(info)
            if types is not None:
                results[path] = types
            if not args.quiet and (i % 200 == 0 or i == len(files)):
                print("compiler_outline: %d/%d files, %.0fs" % (i, len(files), time.time() - t0), file=sys.stderr)
    out = {"files": [{"path": p, "types": results[p]} for p in files if p in results]}
    text = json.dumps(out, indent=1 if args.pretty else None, ensure_ascii=False)
    if args.output:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(text + "\n")
    else:
        sys.stdout.write(text + "\n")

    elapsed = time.time() - t0
    skipped = [i for i in infos if "error" in i]
    n_lines = sum(i.get("lines", 0) for i in infos)
    n_types = sum(len(t) for t in results.values())
    n_members = sum(len(t["members"]) for ts in results.values() for t in ts)
    warnings = [w for i in infos for w in i.get("warnings", [])]
    unknown = {}
    for i in infos:
        for k, v in i.get("unknown_member_nodes", {}).items():
            unknown[k] = unknown.get(k, 0) + v
    summary = {
        "files": len(files), "lines": n_lines, "parsed": len(results), "skipped": len(skipped),
        "types": n_types, "members": n_members, "seconds": round(elapsed, 1),
        "warnings": len(warnings), "unknown_member_nodes": unknown,
    }
    if args.report:
        with open(args.report, "w", encoding="utf-8") as f:
            json.dump({"summary": summary,
                       "skipped": sorted(skipped, key=lambda i: i["path"]),
                       "warnings": warnings,
                       "files_with_parse_errors": sorted(i["path"] for i in infos if "compiler_errors" in i)},
                      f, indent=1, ensure_ascii=False)
    if not args.quiet:
        print("compiler_outline: %(files)d files, %(lines)d lines; parsed %(parsed)d, skipped %(skipped)d; "
              "%(types)d types, %(members)d members; %(warnings)d warnings; %(seconds).1fs" % summary, file=sys.stderr)
        for i in skipped[:10]:
            print("  skipped %s: %s" % (i["path"], i["error"]), file=sys.stderr)
        if len(skipped) > 10:
            print("  ... %d more skipped (see --report)" % (len(skipped) - 10), file=sys.stderr)
        for w in warnings[:10]:
            print("  warning: %s" % w, file=sys.stderr)
        if unknown:
            print("  unknown member nodes (ignored): %s" % unknown, file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
