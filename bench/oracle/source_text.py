"""What the oracle reads from the source text rather than from the AST: line numbers, the
introducing keyword of a declaration, type headers as written, and parameter first names.

Offsets are byte offsets into the file's contents, as in the compiler's ranges.
"""

import bisect

import swiftlex

KEYWORDS_FOR_KIND = {
    "class": ("class",), "struct": ("struct",), "enum": ("enum",), "actor": ("actor",),
    "protocol": ("protocol",), "extension": ("extension",),
    "func": ("func",), "init": ("init",), "deinit": ("deinit",), "subscript": ("subscript",),
    "var": ("var", "let"), "typealias": ("typealias",), "associatedtype": ("associatedtype",),
    "case": ("case",), "macro": ("macro",),
}


class SourceText:
    def __init__(self, data):
        self.data = data
        self.starts = swiftlex.line_starts(data)

    def line_of(self, offset):
        return bisect.bisect_right(self.starts, offset)

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

    def text_of(self, toks):
        """Tokens as written, whitespace/comments between tokens collapsed to one space."""
        out = []
        prev = None
        for t in toks:
            if prev is not None and t.start > prev.end:
                out.append(" ")
            out.append(self.data[t.start:t.end].decode("utf-8", "replace"))
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
            ext_name = self.text_of(name_toks)
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
                    inherits.append(self.text_of(cur))
                    cur = []
                else:
                    depth += _depth_change(t)
                    cur.append(t)
                i += 1
            if cur:
                inherits.append(self.text_of(cur))
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

    def paren_after_keyword(self, kw):
        """Offset of the parameter list's '(' after keyword token `kw`, skipping generic
        parameters; None when a '{' comes first."""
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
