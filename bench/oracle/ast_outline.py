"""Walks the compiler's parse-only AST of one file and builds its outline in the contract of
`layoutlint outline --format json`. Only types and their members are visited; bodies never are.
"""

from source_text import SourceText

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


class FileOutliner:
    def __init__(self, path, data, ast, signature_style):
        self.path = path
        self.source = SourceText(data)
        self.ast = ast
        self.signature_style = signature_style
        self.types = []
        self.warnings = []
        self.unknown_nodes = {}

    def warn(self, offset, msg):
        self.warnings.append("%s:%d: %s" % (self.path, self.source.line_of(offset), msg))

    def keyword_line(self, start, kind, end=None):
        tok = self.source.keyword_token(start, kind)
        if tok is None or (end is not None and tok.start > end):
            self.warn(start, "introducing keyword of %s not found; using range start" % kind)
            return self.source.line_of(start), None
        return self.source.line_of(tok.start), tok

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
            ext_name, inherits = self.source.type_header(kw, kind == "extension")
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
                written = self.source.first_names(paren) if paren is not None else None
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
                if self.source.data[off:off + 1] == b"(":
                    return off
        if kw is None:
            return None
        return self.source.paren_after_keyword(kw)


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
