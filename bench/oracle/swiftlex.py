"""A small Swift lexer, just enough for the oracle scripts.

It works on the raw UTF-8 bytes of a file so that offsets agree with the byte
offsets printed by `swift-frontend -dump-parse -dump-ast-format json`.  It
knows comments (nested block comments), string literals (single-line,
multi-line, raw `#"..."#`, interpolation), backticked identifiers, `#keywords`
and operator runs.  Regex literals are not recognised (a `/` is an operator).
"""

import re

IDENT_START = frozenset(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$") | frozenset(range(0x80, 0x100))
OPERATOR_CHARS = frozenset(b"/=-+!*%<>&|^~?")

_WS = re.compile(rb"[ \t\r\n\f\v\x00]+")
_IDENT = re.compile(rb"[A-Za-z_$\x80-\xff][A-Za-z0-9_$\x80-\xff]*")
_NUMBER = re.compile(rb"[0-9][0-9A-Za-z_]*(?:\.[0-9][0-9A-Za-z_]*)?(?:[eEpP][+-]?[0-9A-Za-z_]+)?")
_OPERATOR = re.compile(rb"[/=\-+!*%<>&|^~?]+")


class Token:
    __slots__ = ("kind", "start", "end", "text")

    def __init__(self, kind, start, end, text):
        self.kind = kind      # ident (keywords too), pound, string, number, op, punct
        self.start = start
        self.end = end
        self.text = text      # str

    def __repr__(self):
        return "Token(%s,%r,%d)" % (self.kind, self.text, self.start)


def _skip_block_comment(data, pos):
    """pos at '/*'; returns the offset after the matching '*/' (nested)."""
    depth = 0
    n = len(data)
    while pos < n:
        if data.startswith(b"/*", pos):
            depth += 1
            pos += 2
        elif data.startswith(b"*/", pos):
            depth -= 1
            pos += 2
            if depth == 0:
                return pos
        else:
            pos += 1
    return n


def skip_trivia(data, pos):
    n = len(data)
    while pos < n:
        m = _WS.match(data, pos)
        if m:
            pos = m.end()
            continue
        if data.startswith(b"//", pos):
            nl = data.find(b"\n", pos)
            pos = n if nl < 0 else nl
            continue
        if data.startswith(b"/*", pos):
            pos = _skip_block_comment(data, pos)
            continue
        break
    return pos


def _scan_string(data, pos):
    """pos at the first '#' or '"' of a string literal; returns the end offset."""
    n = len(data)
    hashes = 0
    while pos < n and data[pos] == 0x23:  # '#'
        hashes += 1
        pos += 1
    multiline = data.startswith(b'"""', pos)
    pos += 3 if multiline else 1
    closing = (b'"""' if multiline else b'"') + b"#" * hashes
    escape = b"\\" + b"#" * hashes
    while pos < n:
        c = data[pos]
        if data.startswith(escape, pos):
            pos += len(escape)
            if pos < n and data[pos] == 0x28:  # '(' interpolation
                pos = _scan_balanced(data, pos)
            else:
                pos += 1
            continue
        if data.startswith(closing, pos):
            return pos + len(closing)
        if not multiline and c in (0x0A, 0x0D):
            return pos  # unterminated
        pos += 1
    return n


def _scan_balanced(data, pos):
    """pos at '('; returns offset after the matching ')' (skipping strings, comments)."""
    depth = 0
    for tok in tokenize(data, pos):
        if tok.text in ("(", "[", "{"):
            depth += 1
        elif tok.text in (")", "]", "}"):
            depth -= 1
            if depth == 0:
                return tok.end
    return len(data)


def tokenize(data, pos=0, end=None):
    """Yield tokens from byte offset pos (which must not be inside a literal/comment)."""
    n = len(data) if end is None else end
    while True:
        pos = skip_trivia(data, pos)
        if pos >= n:
            return
        c = data[pos]
        if c == 0x22 or (c == 0x23 and _is_raw_string(data, pos)):
            e = _scan_string(data, pos)
            yield Token("string", pos, e, "")
            pos = e
            continue
        if c == 0x60:  # backtick
            e = data.find(b"`", pos + 1)
            nl = data.find(b"\n", pos + 1)
            if e < 0 or (0 <= nl < e):
                yield Token("punct", pos, pos + 1, "`")
                pos += 1
                continue
            yield Token("ident", pos, e + 1, data[pos + 1:e].decode("utf-8", "replace"))
            pos = e + 1
            continue
        if c in IDENT_START:
            m = _IDENT.match(data, pos)
            yield Token("ident", pos, m.end(), m.group().decode("utf-8", "replace"))
            pos = m.end()
            continue
        if c == 0x23:  # '#'
            m = _IDENT.match(data, pos + 1)
            if m:
                yield Token("pound", pos, m.end(), "#" + m.group().decode("utf-8", "replace"))
                pos = m.end()
            else:
                yield Token("punct", pos, pos + 1, "#")
                pos += 1
            continue
        if 0x30 <= c <= 0x39:
            m = _NUMBER.match(data, pos)
            yield Token("number", pos, m.end(), m.group().decode())
            pos = m.end()
            continue
        if c in OPERATOR_CHARS:
            m = _OPERATOR.match(data, pos)
            e = m.end()
            # a comment start inside an operator run ends the run
            cut = [i for i in (data.find(b"//", pos, e), data.find(b"/*", pos, e)) if i > pos]
            if cut:
                e = min(cut)
            elif data.startswith(b"//", pos) or data.startswith(b"/*", pos):
                e = pos + 1
            yield Token("op", pos, e, data[pos:e].decode())
            pos = e
            continue
        # punctuation and anything else: one byte (or one UTF-8 sequence)
        e = pos + 1
        yield Token("punct", pos, e, data[pos:e].decode("utf-8", "replace"))
        pos = e


def _is_raw_string(data, pos):
    i = pos
    n = len(data)
    while i < n and data[i] == 0x23:
        i += 1
    return i < n and data[i] == 0x22


def line_starts(data):
    """Offsets at which lines start (\n, \r\n and lone \r end a line, as for swiftc)."""
    starts = [0]
    for m in re.finditer(rb"\r\n|\n|\r", data):
        starts.append(m.end())
    return starts


def neutralize_if_config(data):
    """Blank out #if/#elseif/#else/#endif directive lines (keeping every byte offset
    and line number), so that the parser sees the members of all branches.
    Returns (new_data, number_of_directives)."""
    if b"#if" not in data and b"#else" not in data and b"#endif" not in data:
        return data, 0
    buf = bytearray(data)
    count = 0
    n = len(data)
    for tok in tokenize(data):
        if tok.kind != "pound" or tok.text not in ("#if", "#elseif", "#else", "#endif"):
            continue
        count += 1
        # blank from the directive to the end of its line; a condition with open
        # parentheses, or ending in && / ||, continues on the next line.
        start = tok.start
        while True:
            eol = start
            while eol < n and data[eol] not in (0x0A, 0x0D):
                eol += 1
            code = re.sub(rb"//.*", b"", data[tok.start:eol])
            opened = code.count(b"(") - code.count(b")")
            cont = tok.text in ("#if", "#elseif") and (opened > 0 or code.rstrip().endswith((b"&&", b"||")))
            for i in range(start, eol):
                buf[i] = 0x20
            if not cont or eol >= n:
                break
            start = eol + (2 if data.startswith(b"\r\n", eol) else 1)
    return bytes(buf), count
