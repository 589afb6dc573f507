"""Running swift-frontend on one file and turning its dump into that file's outline.

Runs in worker processes: every failure is returned in the info dict, never raised.
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

import swiftlex
from ast_outline import FileOutliner
from dump_json import tolerant_dump_json


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

