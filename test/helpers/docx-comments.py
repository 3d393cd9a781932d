#!/usr/bin/python3
"""Reads Word documents with python-docx and writes what they hold of comments and notes.

Usage: docx-comments.py <document>...
Prints one JSON list: for each document its body paragraphs' text, every comment's text, and how
many comment range starts, comment references and footnote and endnote references its body has.
"""
import json
import sys

import docx
from docx.oxml.ns import qn


def comments_of(document):
    for rel in document.part.rels.values():
        if rel.reltype.endswith("/comments") and not rel.is_external:
            root = docx.oxml.parse_xml(rel.target_part.blob)
            return ["".join(t.text or "" for t in c.iter(qn("w:t"))) for c in root.iter(qn("w:comment"))]
    return []


def count(body, name):
    return sum(1 for _ in body.iter(qn(name)))


out = []
for path in sys.argv[1:]:
    document = docx.Document(path)
    body = document.element.body
    out.append({
        "paragraphs": [p.text for p in document.paragraphs],
        "comments": comments_of(document),
        "rangeStarts": count(body, "w:commentRangeStart"),
        "references": count(body, "w:commentReference"),
        "noteReferences": count(body, "w:footnoteReference") + count(body, "w:endnoteReference"),
    })
json.dump(out, sys.stdout)
