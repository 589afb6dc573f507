"""Text helpers shared by every generator: capitalisation, indentation, type names, headers."""

from .vocabulary import AUTHORS, COMPANIES, DOMAINS, PREFIXES, QUALIFIERS

SWIFT_KEYWORDS = frozenset("""associatedtype class deinit enum extension fileprivate func import init inout
internal let open operator private precedencegroup protocol public rethrows static struct subscript
typealias var break case catch continue default defer do else fallthrough for guard if in repeat return
throw switch where while as false is nil self Self super throws true try""".split())

IND = ["    " * i for i in range(16)]


def cap(s):
    return s[:1].upper() + s[1:]


def low(s):
    return s[:1].lower() + s[1:]


def indent(lines, n):
    p = IND[n]
    return [p + l if l else "" for l in lines]


def type_name_for(index):
    """A unique, deterministic type stem for file number `index`."""
    n_dom, n_pre, n_q = len(DOMAINS), len(PREFIXES), len(QUALIFIERS)
    space = n_dom * n_pre * n_q
    k = (index * 7919) % space          # 7919 is prime and coprime to the space: a permutation
    version = index // space
    d, rest = k % n_dom, k // n_dom
    p, q = rest % n_pre, rest // n_pre
    stem = PREFIXES[p] + DOMAINS[d] + QUALIFIERS[q]
    if version:
        stem += "V%d" % (version + 1)
    return stem, DOMAINS[d]


def file_header(rng, filename, module):
    y = rng.randint(2015, 2024)
    return [
        "//",
        "//  %s" % filename,
        "//  %s" % module,
        "//",
        "//  Created by %s on %d/%02d/%02d." % (rng.choice(AUTHORS), y, rng.randint(1, 12), rng.randint(1, 28)),
        "//  Copyright © %d %s. All rights reserved." % (y, rng.choice(COMPANIES)),
        "//",
        "",
    ]

