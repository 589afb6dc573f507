#!/usr/bin/env python3
"""Parses layoutlint's Markdown summary with markdown-it-py (CommonMark plus the GFM table
extension) and prints what a renderer sees, as JSON, for the Swift tests to assert on:

- tables: per table, its rows as lists of cell texts (header row first);
- sourceTableLines: how many source lines start with `|` (each must be a rendered row or a
  delimiter row, else the table syntax is broken somewhere);
- delimiterRows: how many of those lines are delimiter rows;
- links: every link's href, in order; codeSpans: every code span's text;
- headings, and the plain text of the paragraphs (emphasis included).

Usage: pip install markdown-it-py; check_markdown.py FILE.md
"""
import json
import re
import sys

from markdown_it import MarkdownIt


def main() -> int:
    text = open(sys.argv[1], encoding="utf-8").read()
    md = MarkdownIt("commonmark").enable("table")
    tokens = md.parse(text)
    tables, links, code, headings, paragraphs = [], [], [], [], []
    row, in_heading, in_paragraph = None, False, False
    for token in tokens:
        if token.type == "table_open":
            tables.append([])
        elif token.type == "tr_open":
            row = []
        elif token.type == "tr_close":
            tables[-1].append(row)
            row = None
        elif token.type == "heading_open":
            in_heading = True
        elif token.type == "heading_close":
            in_heading = False
        elif token.type == "paragraph_open":
            in_paragraph = True
        elif token.type == "paragraph_close":
            in_paragraph = False
        elif token.type == "inline":
            for child in token.children or []:
                if child.type == "link_open":
                    links.append(child.attrGet("href"))
                elif child.type == "code_inline":
                    code.append(child.content)
            plain = "".join(c.content for c in token.children or [] if c.type in ("text", "code_inline"))
            if row is not None:
                row.append(plain)
            elif in_heading:
                headings.append(plain)
            elif in_paragraph:
                paragraphs.append(plain)
    lines = [line for line in text.split("\n") if line.startswith("|")]
    delimiters = [line for line in lines if re.fullmatch(r"\|(\s*:?-+:?\s*\|)+", line)]
    json.dump({"tables": tables, "sourceTableLines": len(lines), "delimiterRows": len(delimiters),
               "links": links, "codeSpans": code, "headings": headings, "paragraphs": paragraphs,
               "bytes": len(text.encode("utf-8"))}, sys.stdout)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
