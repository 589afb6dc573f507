#!/usr/bin/env python3
"""Compares layoutlint's Objective-C outline with clang's parser.

For every .m/.mm file under the given directories, clang parses the file (imports and includes
blanked, as there is no SDK here) and dumps its AST as JSON; each ObjCImplementationDecl /
ObjCCategoryImplDecl and its explicit ObjCMethodDecls give (file, implementation, kind, selector,
line). `layoutlint outline --format json` gives the same facts. The script prints the agreement
and every disagreement with file:line.

Methods inside `#if` clauses are where the two must differ: clang keeps one branch (with no
macros defined: `#if DEBUG` is false), layoutlint reads them all. Our methods that clang lacks and
that sit in a `#if` block are counted apart ("other #if branch") and not as misses.

Usage:
  python3 bench/oracle/objc_compare.py --layoutlint .build/release/layoutlint DIR... [-j 2] [-n 20]
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

PRELUDE_MACROS = """
#define NS_ASSUME_NONNULL_BEGIN
#define NS_ASSUME_NONNULL_END
#define NS_DESIGNATED_INITIALIZER
#define NS_REQUIRES_SUPER
#define NS_UNAVAILABLE
#define NS_REQUIRES_NIL_TERMINATION
#define NS_REFINED_FOR_SWIFT
#define NS_SWIFT_NAME(...)
#define NS_SWIFT_UNAVAILABLE(...)
#define API_AVAILABLE(...)
#define API_UNAVAILABLE(...)
#define API_DEPRECATED(...)
#define API_DEPRECATED_WITH_REPLACEMENT(...)
#define NS_AVAILABLE_IOS(...)
#define NS_DEPRECATED_IOS(...)
#define NS_EXTENSION_UNAVAILABLE_IOS(...)
#define UI_APPEARANCE_SELECTOR
#define IBAction void
#define IBOutlet
#define IBInspectable
#define IB_DESIGNABLE
#define __unused __attribute__((unused))
"""

IMPORT_LINE = re.compile(rb'^\s*(#\s*(import|include)\b|@import\b)')
# A line that is only an upper-case macro call with no `;` (`YYSYNTH_DUMMY_CLASS(NSArray_YYAdd)`):
# its header would expand it to whole declarations; unexpanded, clang swallows what follows.
MACRO_LINE = re.compile(rb'^[A-Z][A-Z0-9_]+\([^;]*\)\s*$')
CLASS_USES = re.compile(rb'@(?:implementation|interface)\s+(\w+)\s*\(')
SUPERCLASSES = re.compile(rb'@interface\s+\w+\s*(?:<[^>]*>)?\s*:\s*(\w+)')
IMPLEMENTED = re.compile(rb'@implementation\s+(\w+)\b(?!\s*\()')
DECLARED = re.compile(rb'@interface\s+(\w+)\b(?!\s*\()')


def blank_imports(data):
    """Imports and includes become empty lines (continuations too), so line numbers hold."""
    out = []
    continuing = False
    for line in data.split(b'\n'):
        if continuing or IMPORT_LINE.match(line) or MACRO_LINE.match(line):
            continuing = line.rstrip(b'\r').endswith(b'\\')
            out.append(b'')
        else:
            out.append(line)
    return b'\n'.join(out)


def prelude_for(data):
    """Macros Apple's headers would define, and an empty @interface for each class the file
    extends or subclasses without declaring (clang cannot dump a category of an unknown class)."""
    declared = set(DECLARED.findall(data))
    needed = set(CLASS_USES.findall(data)) | set(SUPERCLASSES.findall(data)) | set(IMPLEMENTED.findall(data))
    stubs = ''.join('@interface %s\n@end\n' % n.decode('utf-8', 'replace') for n in sorted(needed - declared))
    return PRELUDE_MACROS + stubs


def clang_outline(path):
    """[(implementation, kind, selector, line)] from clang's AST of one file, or an error string."""
    with open(path, 'rb') as f:
        data = f.read()
    language = 'objective-c++' if path.endswith('.mm') else 'objective-c'
    with tempfile.TemporaryDirectory() as tmp:
        main = os.path.join(tmp, 'main' + os.path.splitext(path)[1])
        prelude = os.path.join(tmp, 'prelude.h')
        with open(main, 'wb') as f:
            f.write(blank_imports(data))
        with open(prelude, 'w') as f:
            f.write(prelude_for(data))
        try:
            proc = subprocess.run(
                ['clang', '-x', language, '-fsyntax-only', '-fblocks', '-ferror-limit=0', '-Wno-everything',
                 '-include', prelude, '-Xclang', '-ast-dump=json', main],
                capture_output=True, timeout=120)
        except subprocess.TimeoutExpired:
            return 'timeout'
        if not proc.stdout:
            return 'clang produced no AST (exit %d)' % proc.returncode
        try:
            ast = json.loads(proc.stdout)
        except json.JSONDecodeError:
            # Clang's JSON dumper crashes on some files; its text dumper gets further.
            text = subprocess.run(
                ['clang', '-x', language, '-fsyntax-only', '-fblocks', '-ferror-limit=0', '-Wno-everything',
                 '-include', prelude, '-Xclang', '-ast-dump', '-fno-color-diagnostics', main],
                capture_output=True, timeout=120)
            if b'Stack dump' in text.stderr and not text.stdout:
                return 'clang crashed (exit %d)' % text.returncode
            return collect_text(text.stdout.decode('utf-8', 'replace'), main) + [('#partial', '', '', 0)] \
                if b'Stack dump' in text.stderr else collect_text(text.stdout.decode('utf-8', 'replace'), main)
    return collect(ast, main)


TEXT_NODE = re.compile(r'^[|`\- ]*(\w+) 0x[0-9a-f]+ (.*)$')
TEXT_LOC = re.compile(r'(?:(line):(\d+):\d+|(col):\d+|([^<>,\s]+?):(\d+):\d+|<invalid sloc>|<scratch space>)')


def collect_text(dump, main):
    """The same facts from `-ast-dump` text: locations print `line:N:C`, `col:C` (same line as the
    previous one) or `path:N:C` (another file)."""
    state = {'file': main, 'line': None}
    result = []
    owner = None
    owner_depth = None
    for raw in dump.splitlines():
        m = TEXT_NODE.match(raw)
        if not m:
            continue
        depth = len(raw) - len(raw.lstrip('|`- '))
        kind, rest = m.group(1), m.group(2)
        begin = None
        for loc in TEXT_LOC.finditer(rest.split('>')[0] + '>' + (rest.split('>')[1] if '>' in rest else '')):
            if loc.group(1):
                state['line'] = int(loc.group(2))
            elif loc.group(4):
                state['file'], state['line'] = loc.group(4), int(loc.group(5))
            if begin is None:
                begin = (state['file'], state['line'])
        if owner is not None and depth <= owner_depth:
            owner = None
        if kind == 'ObjCImplementationDecl' and begin and begin[0] == main:
            owner, owner_depth = rest.split()[-1], depth
        elif kind == 'ObjCCategoryImplDecl' and begin and begin[0] == main:
            owner, owner_depth = '? (%s)' % rest.split()[-1], depth
        elif kind == 'ObjCInterface' and owner and owner.startswith('? ('):
            owner = rest.split("'")[1] + owner[1:]
        elif kind == 'ObjCMethodDecl' and owner and ' implicit ' not in rest and begin and begin[0] == main:
            sign = re.search(r' ([-+]) (\S+) ', rest)
            if sign:
                result.append((owner, 'method' if sign.group(1) == '-' else 'classMethod', sign.group(2), begin[1]))
    return result


def collect(ast, main):
    """Walks the dump in document order. Clang omits a location's file and line when they equal
    the previous printed ones, so both are carried along."""
    state = {'file': None, 'line': None}
    result = []

    def see(loc):
        if not isinstance(loc, dict):
            return None
        if 'spellingLoc' in loc:
            see(loc['spellingLoc'])
            return see(loc['expansionLoc'])
        if 'file' in loc:
            state['file'] = loc['file']
        if 'line' in loc:
            state['line'] = loc['line']
        return (state['file'], state['line']) if loc else None

    stack = [(ast, None)]
    while stack:
        node, owner = stack.pop()
        if not isinstance(node, dict):
            continue
        see(node.get('loc'))
        begin = None
        rng = node.get('range')
        if isinstance(rng, dict):
            begin = see(rng.get('begin'))
            see(rng.get('end'))
        kind = node.get('kind')
        current = owner
        if kind == 'ObjCImplementationDecl' and begin and begin[0] == main:
            current = node.get('name')
        elif kind == 'ObjCCategoryImplDecl' and begin and begin[0] == main:
            cls = (node.get('interface') or {}).get('name') or '?'
            current = '%s (%s)' % (cls, node.get('name'))
        elif kind == 'ObjCMethodDecl' and owner and not node.get('isImplicit') and begin and begin[0] == main:
            result.append((owner, 'method' if node.get('instance') else 'classMethod', node.get('name'), begin[1]))
        # Children in document order: push reversed.
        for child in reversed(node.get('inner', [])):
            stack.append((child, current))
    return result


def our_outline(layoutlint, paths):
    ours = {}
    for chunk in range(0, len(paths), 200):
        out = subprocess.run([layoutlint, 'outline', '--format', 'json'] + paths[chunk:chunk + 200],
                             capture_output=True)
        text = out.stdout.decode('utf-8', 'replace')
        for f in json.loads(text)['files']:
            rows = []
            for t in f['types']:
                if t['kind'] != 'implementation':
                    continue
                for m in t['members']:
                    if m['kind'] in ('method', 'classMethod'):
                        rows.append((t['name'], m['kind'], m['name'], m['line'], 'ifBlock' in m))
            ours[f['path']] = rows
    return ours


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('dirs', nargs='+')
    ap.add_argument('--layoutlint', default='.build/release/layoutlint')
    ap.add_argument('-j', type=int, default=2)
    ap.add_argument('-n', type=int, default=20, help='disagreements to print')
    args = ap.parse_args()
    paths = []
    for d in args.dirs:
        if os.path.isfile(d):
            paths.append(d)
        for root, dirs, files in os.walk(d):
            dirs[:] = [x for x in dirs if not x.startswith('.') and x not in ('Pods', 'Carthage')]
            paths += [os.path.join(root, f) for f in files if f.endswith(('.m', '.mm'))]
    paths.sort()
    lines = sum(open(p, 'rb').read().count(b'\n') for p in paths)
    ours = our_outline(args.layoutlint, paths)
    with concurrent.futures.ThreadPoolExecutor(args.j) as pool:
        theirs = dict(zip(paths, pool.map(clang_outline, paths)))
    agree = only_clang = only_ours = other_branch = 0
    failed = []
    partial_files = []
    diffs = []
    for p in paths:
        if isinstance(theirs[p], str):
            failed.append((p, theirs[p]))
            continue
        mine = {(a, b, c, d): e for a, b, c, d, e in ours.get(p, [])}
        partial = ('#partial', '', '', 0) in theirs[p]
        clang_set = set(theirs[p]) - {('#partial', '', '', 0)}
        if partial:
            # A text dump cut short by a crash: only the methods up to its last one count.
            last = max((row[3] for row in clang_set), default=0)
            mine = {row: v for row, v in mine.items() if row[3] <= last}
            partial_files.append(p)
        for row in clang_set:
            if row in mine:
                agree += 1
            else:
                only_clang += 1
                diffs.append(('only clang', p, row))
        for row, in_if in mine.items():
            if row in clang_set:
                continue
            if in_if:
                other_branch += 1
            else:
                only_ours += 1
                diffs.append(('only layoutlint', p, row))
    total = agree + only_clang + only_ours
    print('files: %d (%d lines), clang failed on %d, read from a partial text dump %d'
          % (len(paths), lines, len(failed), len(partial_files)))
    print('methods: clang %d, agree %d, only clang %d, only layoutlint %d, layoutlint-only in other #if branches %d'
          % (agree + only_clang, agree, only_clang, only_ours, other_branch))
    print('agreement: %.4f%%' % (100.0 * agree / total if total else 100.0))
    for what, p, row in diffs[:args.n]:
        print('  %s: %s:%d %s %s %s' % (what, p, row[3], row[0], row[1], row[2]))
    for p, why in failed[:args.n]:
        print('  clang failed: %s: %s' % (p, why))


if __name__ == '__main__':
    sys.exit(main())
