"""A reader for the compiler's JSON AST dump that tolerates the Swift 6.3 printer bug.

Only used when json.loads fails, i.e. while the compiler has the bug described below.
"""

import json
import re
import sys

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
