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
"""

import argparse
import bisect
import concurrent.futures as cf
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import swiftlex  # noqa: E402

TYPE_KINDS = {
    "class_decl": "class",
    "struct_decl": "struct",
    "enum_decl": "enum",
    "protocol": "protocol",
    "extension_decl": "extension",
}
MEMBER_KINDS = {
    "func_decl": "func",
    "constructor_decl": "init",
    "destructor_decl": "deinit",
    "subscript_decl": "subscript",
    "pattern_binding_decl": "var",  # or let, decided from the source keyword
    "typealias": "typealias",
    "associated_type_decl": "associatedtype",
    "enum_case_decl": "case",
    "macro_decl": "macro",
}
# AST nodes that may appear among members and are deliberately not members:
# the var_decl / enum_element_decl children duplicated after their
# pattern_binding_decl / enum_case_decl, freestanding macro expansions
# (#warning, #error, #Preview...), and error-recovery nodes.
IGNORED_MEMBER_NODES = {"var_decl", "enum_element_decl", "macro_expansion_decl",
                        "pound_diagnostic_decl", "missing_decl", "missing_member_decl",
                        "import_decl", "top_level_code_decl"}
KEYWORDS_FOR_KIND = {
    "class": ("class",), "struct": ("struct",), "enum": ("enum",), "actor": ("actor",),
    "protocol": ("protocol",), "extension": ("extension",),
    "func": ("func",), "init": ("init",), "deinit": ("deinit",), "subscript": ("subscript",),
    "var": ("var", "let"), "typealias": ("typealias",), "associatedtype": ("associatedtype",),
    "case": ("case",), "macro": ("macro",),
}


def find_frontend(explicit=None):
    for cand in (explicit, os.environ.get("SWIFT_FRONTEND"), shutil.which("swift-frontend"),
                 "/opt/swift/usr/bin/swift-frontend"):
        if cand and os.path.exists(cand):
            return cand
    swiftc = shutil.which("swiftc")
    if swiftc:
        cand = os.path.join(os.path.dirname(os.path.realpath(swiftc)), "swift-frontend")
        if os.path.exists(cand):
            return cand
    sys.exit("compiler_outline: cannot find swift-frontend (use --swift-frontend or $SWIFT_FRONTEND)")


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


class FileOutliner:
    def __init__(self, path, data, ast, signature_style):
        self.path = path
        self.data = data
        self.ast = ast
        self.signature_style = signature_style
        self.starts = swiftlex.line_starts(data)
        self.types = []
        self.warnings = []
        self.unknown_nodes = {}

    # ---- helpers on the source text -------------------------------------
    def line_of(self, offset):
        return bisect.bisect_right(self.starts, offset)

    def warn(self, offset, msg):
        self.warnings.append("%s:%d: %s" % (self.path, self.line_of(offset), msg))

    def keyword_token(self, start, kind):
        """First token at/after `start` that is the introducing keyword of `kind`.
        Skips attributes (@X, @X(...)), modifiers (incl. private(set), nonisolated(unsafe))."""
        wanted = KEYWORDS_FOR_KIND[kind]
        depth = 0
        for count, tok in enumerate(swiftlex.tokenize(self.data, start)):
            if count > 400:
                break
            if depth == 0 and tok.kind == "ident" and tok.text in wanted and self.data[tok.start] != 0x60:
                return tok
            depth += _bracket_change(tok)
            if depth < 0 or (depth == 0 and tok.text in ("{", "}", ";", "=")):
                break
        return None

    def keyword_line(self, start, kind, end=None):
        tok = self.keyword_token(start, kind)
        if tok is None or (end is not None and tok.start > end):
            self.warn(start, "introducing keyword of %s not found; using range start" % kind)
            return self.line_of(start), None
        return self.line_of(tok.start), tok

    @staticmethod
    def _text_of(data, toks):
        """Tokens as written, whitespace/comments between tokens collapsed to one space."""
        out = []
        prev = None
        for t in toks:
            if prev is not None and t.start > prev.end:
                out.append(" ")
            out.append(data[t.start:t.end].decode("utf-8", "replace"))
            prev = t
        return "".join(out)

    def type_header(self, kw_tok, is_extension):
        """(written extended type or None, [inherited types as written]) from the source text
        following the type's keyword, up to its '{'."""
        toks = []
        for tok in swiftlex.tokenize(self.data, kw_tok.end):
            toks.append(tok)
            if tok.text == "{" or len(toks) > 2000:
                break
        i = 0
        ext_name = None
        if is_extension:
            depth = 0
            name_toks = []
            while i < len(toks):
                t = toks[i]
                if depth == 0 and (t.text in (":", "{") or (t.kind == "ident" and t.text == "where")):
                    break
                depth += _depth_change(t)
                name_toks.append(t)
                i += 1
            ext_name = self._text_of(self.data, name_toks)
        else:
            i = 1  # the name
            if i < len(toks) and toks[i].text == "<":  # generic parameters / primary associated types
                depth = 0
                while i < len(toks):
                    depth += _depth_change(toks[i])
                    i += 1
                    if depth <= 0:
                        break
        inherits = []
        if i < len(toks) and toks[i].text == ":":
            i += 1
            depth = 0
            cur = []
            while i < len(toks):
                t = toks[i]
                if depth == 0 and (t.text == "{" or (t.kind == "ident" and t.text == "where")):
                    break
                if depth == 0 and t.text == ",":
                    inherits.append(self._text_of(self.data, cur))
                    cur = []
                else:
                    depth += _depth_change(t)
                    cur.append(t)
                i += 1
            if cur:
                inherits.append(self._text_of(self.data, cur))
        return ext_name, inherits

    def first_names(self, open_paren_offset):
        """Each parameter's first name as written, from the '(' of a parameter list."""
        toks = []
        depth = 0
        for tok in swiftlex.tokenize(self.data, open_paren_offset):
            d = _bracket_change(tok)
            depth += d
            toks.append(tok)
            if depth == 0:
                break
        inner = toks[1:-1]
        segments = []
        cur = []
        depth = 0
        for t in inner:
            if depth == 0 and t.text == ",":
                segments.append(cur)
                cur = []
                continue
            depth += _bracket_change(t)
            cur.append(t)
        if cur:
            segments.append(cur)
        names = []
        for seg in segments:
            seg = _strip_attributes(seg)
            if _looks_like_param_start(seg):
                names.append(seg[0].text)
            elif names:
                continue  # a comma inside generic arguments, e.g. Dictionary<String, Int>
            else:
                names.append(None)
        return names

    # ---- AST walk ----------------------------------------------------------
    def run(self):
        for item in self.ast.get("items", []):
            if item.get("_kind") in TYPE_KINDS:
                self.visit_type(item, None)
        return self.types

    def decl_name(self, node):
        name = node.get("name")
        if not isinstance(name, dict):
            return ""
        base = name.get("base_name", {})
        return base.get("name") or base.get("special") or ""

    def visit_type(self, node, parent_qname):
        nk = node["_kind"]
        kind = TYPE_KINDS[nk]
        if nk == "class_decl" and node.get("actor"):
            kind = "actor"
        start = node["range"]["start"]
        line, kw = self.keyword_line(start, kind, node["range"].get("end"))
        ext_name, inherits = (None, [])
        if kw is not None:
            ext_name, inherits = self.type_header(kw, kind == "extension")
        if kind == "extension":
            name = ext_name if ext_name else node.get("extended_type", "")
        else:
            name = self.decl_name(node)
        qname = name if parent_qname is None else parent_qname + "." + name
        entry = {"kind": kind, "name": qname, "line": line, "inherits": inherits, "members": []}
        self.types.append(entry)
        for m in node.get("members", []) or []:
            mk = m.get("_kind")
            if mk in TYPE_KINDS and mk != "extension_decl":
                sub_kind = "actor" if (mk == "class_decl" and m.get("actor")) else TYPE_KINDS[mk]
                sub_line, _ = self.keyword_line(m["range"]["start"], sub_kind, m["range"].get("end"))
                entry["members"].append({"kind": sub_kind, "name": self.decl_name(m), "line": sub_line})
                self.visit_type(m, qname)
            elif mk in MEMBER_KINDS:
                member = self.member(m)
                if member is not None:
                    entry["members"].append(member)
            elif mk not in IGNORED_MEMBER_NODES:
                self.unknown_nodes[mk] = self.unknown_nodes.get(mk, 0) + 1

    def member(self, m):
        mk = m["_kind"]
        kind = MEMBER_KINDS[mk]
        start = m["range"]["start"]
        line, kw = self.keyword_line(start, kind, m["range"].get("end"))
        if mk == "pattern_binding_decl":
            if kw is not None:
                kind = kw.text  # var or let
            entries = m.get("pattern_entries") or []
            name = _first_pattern_name(entries[0].get("pattern")) if entries else None
            return {"kind": kind, "name": name if name is not None else "_", "line": line}
        if mk == "enum_case_decl":
            elems = m.get("elements") or []
            name = self.decl_name(elems[0]) if elems else ""
            return {"kind": "case", "name": name, "line": line}
        name = self.decl_name(m)
        out = {"kind": kind, "name": name}
        if kind in ("func", "init", "subscript"):
            out["signature"] = self.signature(m, kind, name, kw)
        out["line"] = line
        return out

    def signature(self, m, kind, base, kw):
        args = (m.get("name") or {}).get("args") or []
        compiler_labels = [a if a else "_" for a in args]
        if self.signature_style == "compiler":
            labels = compiler_labels
        else:
            labels = list(compiler_labels)
            is_operator = (m.get("name") or {}).get("base_name", {}).get("is_operator", False)
            if kind == "subscript" or is_operator:
                # compiler labels are API names; the contract wants first names as written
                paren = self.param_paren_offset(m, kind, kw)
                written = self.first_names(paren) if paren is not None else None
                if written is not None and len(written) == len(labels) and None not in written:
                    labels = written
                else:
                    self.warn(m["range"]["start"], "could not read parameter names of %s; using compiler labels" % base)
        return base + "(" + "".join(l + ":" for l in labels) + ")"

    def param_paren_offset(self, m, kind, kw):
        params = m.get("params")
        if isinstance(params, dict) and params.get("range"):
            return params["range"]["start"]
        # subscripts: the list hangs off the accessors; otherwise scan after the keyword
        for acc in m.get("accessors") or []:
            p = acc.get("params")
            if isinstance(p, dict) and p.get("range"):
                off = p["range"]["start"]
                if self.data[off:off + 1] == b"(":
                    return off
        if kw is None:
            return None
        depth = 0
        for tok in swiftlex.tokenize(self.data, kw.end):
            if tok.text == "(" and depth == 0:
                return tok.start
            if tok.text == "<":
                depth += 1
            elif tok.kind == "op":
                depth += tok.text.count("<") - tok.text.replace("->", "").count(">")
            if tok.text == "{":
                return None
        return None


def _depth_change(tok):
    """Nesting change for type syntax: () [] <>."""
    t = tok.text
    if t in ("(", "["):
        return 1
    if t in (")", "]"):
        return -1
    if tok.kind == "op":
        return t.count("<") - t.replace("->", "").count(">")
    return 0


def _bracket_change(tok):
    t = tok.text
    if t in ("(", "[", "{"):
        return 1
    if t in (")", "]", "}"):
        return -1
    return 0


def _strip_attributes(seg):
    """Drop leading attributes of a parameter (`@ViewBuilder content: ...`)."""
    i = 0
    while i + 1 < len(seg) and seg[i].text == "@" and seg[i + 1].kind == "ident":
        i += 2
        if i < len(seg) and seg[i].text == "(" and seg[i].start == seg[i - 1].end:
            depth = 0
            while i < len(seg):
                depth += _bracket_change(seg[i])
                i += 1
                if depth == 0:
                    break
    return seg[i:]


def _looks_like_param_start(seg):
    def is_name(t):
        return t.kind == "ident"
    if len(seg) >= 2 and is_name(seg[0]) and seg[1].text == ":":
        return True
    if len(seg) >= 3 and is_name(seg[0]) and is_name(seg[1]) and seg[2].text == ":":
        return True
    return False


def _first_pattern_name(p):
    if not isinstance(p, dict):
        return None
    k = p.get("_kind")
    if k == "pattern_named":
        base = (p.get("name") or {}).get("base_name") or {}
        return base.get("name")
    if k == "pattern_any":
        return "_"
    for key in ("sub_pattern", "pattern"):
        if isinstance(p.get(key), dict):
            r = _first_pattern_name(p[key])
            if r is not None:
                return r
    for e in p.get("elements") or []:
        r = _first_pattern_name(e)
        if r is not None:
            return r
    return None


_NUMBER = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?")
_WS = re.compile(r"[ \t\r\n]*")


def tolerant_dump_json(text):
    """Parse the output of `-dump-parse -dump-ast-format json` when it is not valid JSON.

    Swift 6.3 prints a `type_attributed` type repr (`@Sendable () -> Void`,
    `@MainActor (X) -> Y`, `@escaping ...` in a typealias, a stored property's
    type, a generic argument) without its closing brace.  The printer's idea of
    "am I in an object or an array" is then off by one, so later array elements
    get an empty key (`"":{...}`) and later object members may lose their key.
    The closing characters themselves are still right.  So: close a
    type_attributed object right after its "type_repr" value, drop keys inside
    arrays, and give key-less object members a synthetic key.  (Only used when
    json.loads fails, i.e. while the compiler has this bug.)"""
    scanstring = json.decoder.scanstring
    n = len(text)

    def ws(i):
        return _WS.match(text, i).end()

    def value(i):
        i = ws(i)
        c = text[i]
        if c == "{":
            return obj(i + 1)
        if c == "[":
            return arr(i + 1)
        if c == '"':
            return scanstring(text, i + 1)
        if text.startswith("true", i):
            return True, i + 4
        if text.startswith("false", i):
            return False, i + 5
        if text.startswith("null", i):
            return None, i + 4
        m = _NUMBER.match(text, i)
        if not m:
            raise ValueError("unexpected %r at %d" % (text[i:i + 20], i))
        t = m.group()
        return (float(t) if any(ch in t for ch in ".eE") else int(t)), m.end()

    def maybe_key(i):
        """If a `"key":` starts at i, return (key, index after the colon), else (None, i)."""
        i = ws(i)
        if text[i] != '"':
            return None, i
        k, j = scanstring(text, i + 1)
        j = ws(j)
        if j < n and text[j] == ":":
            return k, j + 1
        return None, i

    def obj(i):
        d = {}
        anon = 0
        i = ws(i)
        if text[i] == "}":
            return d, i + 1
        while True:
            k, i = maybe_key(i)
            v, i = value(i)
            if not k:
                k = "_unlabelled_%d" % anon
                anon += 1
            d[k] = v
            i = ws(i)
            if k == "type_repr" and d.get("_kind") == "type_attributed":
                return d, i  # the brace the compiler forgot (the next "}" is the parent's)
            if text[i] == ",":
                i += 1
                continue
            if text[i] == "}":
                return d, i + 1
            raise ValueError("expected , or } at %d" % i)

    def arr(i):
        a = []
        i = ws(i)
        if text[i] == "]":
            return a, i + 1
        while True:
            _, i = maybe_key(i)
            v, i = value(i)
            a.append(v)
            i = ws(i)
            if text[i] == ",":
                i += 1
                continue
            if text[i] == "]":
                return a, i + 1
            raise ValueError("expected , or ] at %d" % i)

    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 200000))
    try:
        v, i = value(0)
    finally:
        sys.setrecursionlimit(old)
    return v


def outline_file(path, frontend, timeout, signature_style, neutralize, keep_errors):
    """Returns (path, types or None, info dict)."""
    info = {"path": path}
    t0 = time.time()
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        info["error"] = "read: %s" % e
        return path, None, info
    src = data
    n_directives = 0
    if neutralize:
        src, n_directives = swiftlex.neutralize_if_config(data)
    info["if_directives"] = n_directives
    info["lines"] = data.count(b"\n") + (0 if data.endswith(b"\n") or not data else 1)
    with tempfile.TemporaryDirectory(prefix="oracle-") as tmp:
        tmp_file = os.path.join(tmp, os.path.basename(path))
        with open(tmp_file, "wb") as f:
            f.write(src)
        cmd = [frontend, "-frontend", "-dump-parse", "-dump-ast-format", "json", tmp_file]
        try:
            proc = subprocess.run(cmd, capture_output=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            info["error"] = "timeout after %ss" % timeout
            return path, None, info
    info["seconds"] = round(time.time() - t0, 3)
    stderr = proc.stderr.decode("utf-8", "replace")
    errors = [l.replace(tmp_file, path) for l in stderr.splitlines() if ": error:" in l]
    if errors:
        info["compiler_errors"] = errors[:10]
    if proc.returncode != 0 and not proc.stdout:
        info["error"] = "swift-frontend exit %d: %s" % (proc.returncode, (errors or stderr.splitlines() or [""])[0])
        return path, None, info
    if errors and not keep_errors:
        info["error"] = "parse errors: %s" % errors[0]
        return path, None, info
    try:
        dump = proc.stdout.decode("utf-8", "replace")
        try:
            ast = json.loads(dump)
        except ValueError:
            ast = tolerant_dump_json(dump)
            info["json_repaired"] = True
    except ValueError as e:
        info["error"] = "bad JSON from swift-frontend: %s" % e
        return path, None, info
    outliner = FileOutliner(path, data, ast, signature_style)
    try:
        types = outliner.run()
    except Exception as e:  # a bug in this script: report, do not stop the run
        info["error"] = "oracle exception: %r" % (e,)
        return path, None, info
    if outliner.warnings:
        info["warnings"] = outliner.warnings
    if outliner.unknown_nodes:
        info["unknown_member_nodes"] = outliner.unknown_nodes
    return path, types, info


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
