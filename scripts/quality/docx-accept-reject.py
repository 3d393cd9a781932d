#!/usr/bin/python3
"""Accepts and rejects all tracked changes of Word results and reads them with python-docx.

Usage: docx-accept-reject.py <out.json> (<source> <target> <tracked>)...
For each triple: accepts every revision of the tracked result (w:ins, w:del, moves, paragraph
marks, table rows, w:pPrChange, w:rPrChange, w:sectPrChange and the table property changes) as
Word defines them, rejects every one in a second copy, and reads the source, the target and both
copies with python-docx: body paragraphs (text, direct paragraph format, list level and format,
borders, shading, tabs, outline level, hyperlink targets), tables, sections (start type, page
size, orientation, margins, columns, different first page), notes and comments. Writes one
record per triple: whether accept-all reads as the target and reject-all as the source, and the
first difference of each. Independent of docdelta's reader and revision engine on purpose.
"""
import copy
import json
import sys

import docx
import docx.table
import docx.text.paragraph
from docx.oxml.ns import qn

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
R_ID = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}id"
PROPERTY_CHANGES = ["pPrChange", "rPrChange", "sectPrChange", "tblPrChange", "trPrChange", "tcPrChange",
                    "tblGridChange", "tblPrExChange", "numberingChange"]


def tag(name):
    return W + name


def unwrap(element):
    parent = element.getparent()
    index = parent.index(element)
    for child in list(element):
        parent.insert(index, child)
        index += 1
    parent.remove(element)


def drop(element):
    element.getparent().remove(element)


def mark_revision(paragraph, kind):
    """The w:ins or w:del on a paragraph's mark (w:pPr/w:rPr), if any."""
    ppr = paragraph.find(tag("pPr"))
    rpr = None if ppr is None else ppr.find(tag("rPr"))
    return None if rpr is None else rpr.find(tag(kind))


def join_with_next(paragraph):
    """Removes a paragraph's mark: its content joins the next paragraph, which keeps its own mark."""
    following = paragraph.getnext()
    while following is not None and following.tag != tag("p"):
        following = following.getnext()
    content = [c for c in paragraph if c.tag != tag("pPr")]
    if following is not None:
        ppr = following.find(tag("pPr"))
        index = 0 if ppr is None else following.index(ppr) + 1
        for child in content:
            following.insert(index, child)
            index += 1
    drop(paragraph)


def resolve(root, mode):
    removed, kept = ("del", "ins") if mode == "accept" else ("ins", "del")
    moved_away, moved_here = ("moveFrom", "moveTo") if mode == "accept" else ("moveTo", "moveFrom")
    for row in list(root.iter(tag("tr"))):
        trpr = row.find(tag("trPr"))
        if trpr is not None and trpr.find(tag(removed)) is not None:
            drop(row)
    for paragraph in list(root.iter(tag("p"))):
        if mark_revision(paragraph, removed) is not None and paragraph.getparent() is not None:
            join_with_next(paragraph)
    for name in (removed, moved_away):
        for element in list(root.iter(tag(name))):
            if element.getparent() is not None and element.getparent().tag != tag("rPr") \
                    and element.getparent().tag != tag("trPr"):
                drop(element)
    for name in (kept, moved_here):
        for element in list(root.iter(tag(name))):
            parent = element.getparent()
            if parent is None:
                continue
            if parent.tag in (tag("rPr"), tag("trPr")):
                drop(element)
            else:
                unwrap(element)
    for element in list(root.iter(tag("rPr"))):
        for mark in element.findall(tag(removed)):
            drop(mark)
    for name in ("moveFromRangeStart", "moveFromRangeEnd", "moveToRangeStart", "moveToRangeEnd"):
        for element in list(root.iter(tag(name))):
            drop(element)
    if mode == "reject":
        for name, text in (("delText", "t"), ("delInstrText", "instrText")):
            for element in root.iter(tag(name)):
                element.tag = tag(text)
    for name in PROPERTY_CHANGES:
        for change in list(root.iter(tag(name))):
            owner = change.getparent()
            if owner is None:
                continue
            if mode == "reject":
                restore_properties(owner, change)
            if change.getparent() is not None:
                drop(change)


def restore_properties(owner, change):
    """Reject of a property change: the owner's properties become the ones the change recorded."""
    old = change[0] if len(change) else None
    keep = {tag("rPr"), tag("sectPr"), tag("headerReference"), tag("footerReference"), change.tag}
    for child in list(owner):
        if child.tag not in keep:
            owner.remove(child)
    if old is None:
        return
    index = 0
    for child in old:
        if child.tag in keep:
            continue
        owner.insert(index, copy.deepcopy(child))
        index += 1


def attributes(element):
    return None if element is None else sorted((k.split("}")[-1], v) for k, v in element.attrib.items())


def children_of(element):
    if element is None:
        return None
    return [[c.tag.split("}")[-1], attributes(c)] for c in element]


def list_format(doc, num_id, level):
    numbering = doc.part.numbering_part.element
    for num in numbering.findall(tag("num")):
        if num.get(qn("w:numId")) != num_id:
            continue
        abstract_id = num.find(tag("abstractNumId")).get(qn("w:val"))
        for abstract in numbering.findall(tag("abstractNum")):
            if abstract.get(qn("w:abstractNumId")) != abstract_id:
                continue
            for lvl in abstract.findall(tag("lvl")):
                if lvl.get(qn("w:ilvl")) == level:
                    fmt, text = lvl.find(tag("numFmt")), lvl.find(tag("lvlText"))
                    return [None if fmt is None else fmt.get(qn("w:val")),
                            None if text is None else text.get(qn("w:val"))]
    return None


def paragraph_record(doc, paragraph):
    f = paragraph.paragraph_format
    ppr = paragraph._p.pPr
    get = (lambda name: None) if ppr is None else (lambda name: ppr.find(tag(name)))
    numpr = get("numPr")
    numbering = None
    if numpr is not None:
        ilvl, num_id = numpr.find(tag("ilvl")), numpr.find(tag("numId"))
        level = "0" if ilvl is None else ilvl.get(qn("w:val"))
        numbering = [level, list_format(doc, None if num_id is None else num_id.get(qn("w:val")), level)]
    links = []
    for link in paragraph._p.iter(tag("hyperlink")):
        text = "".join(t.text or "" for t in link.iter(tag("t")))
        if not text:
            continue  # a link left without text shows nothing, in Word as here
        rid = link.get(R_ID)
        target = paragraph.part.rels[rid].target_ref if rid else "#" + (link.get(qn("w:anchor")) or "")
        links.append([text, target])
    outline = get("outlineLvl")
    return {
        "text": paragraph.text,
        "style": paragraph.style.name if paragraph.style is not None else None,
        "format": [str(v) for v in (f.left_indent, f.right_indent, f.first_line_indent, f.space_before, f.space_after,
                                     f.line_spacing, f.line_spacing_rule, f.alignment, f.keep_with_next,
                                     f.keep_together, f.page_break_before, f.widow_control)],
        "tabs": [[str(t.position), str(t.alignment)] for t in f.tab_stops],
        "numbering": numbering,
        "borders": children_of(get("pBdr")),
        "shading": attributes(get("shd")),
        "outline": None if outline is None else outline.get(qn("w:val")),
        "links": links,
    }


def section_record(section):
    cols = section._sectPr.find(tag("cols"))
    return [str(v) for v in (section.start_type, section.orientation, section.page_width, section.page_height,
                             section.top_margin, section.right_margin, section.bottom_margin, section.left_margin,
                             section.different_first_page_header_footer,
                             None if cols is None else cols.get(qn("w:num")))]


def part_root(doc, name):
    """The root element of the document's notes or comments part, if it has one."""
    for rel in doc.part.rels.values():
        if rel.reltype.endswith("/" + name) and not rel.is_external:
            element = docx.oxml.parse_xml(rel.target_part.blob) if not hasattr(rel.target_part, "element") \
                else rel.target_part.element
            return element
    return None


def notes_record(body, resolved):
    """The notes and comments the body refers to, by their text (an entry nothing refers to is unseen)."""
    out = {}
    for name, item, reference in (("footnotes", "footnote", "footnoteReference"),
                                  ("endnotes", "endnote", "endnoteReference"),
                                  ("comments", "comment", "commentReference")):
        element = resolved.get(name)
        referred = [r.get(qn("w:id")) for r in body.iter(tag(reference))]
        entries = {} if element is None else {e.get(qn("w:id")): e for e in element.findall(tag(item))}
        out[name] = ["".join(t.text or "" for t in entries[i].iter(tag("t"))) if i in entries else None
                     for i in referred]
    return out


def snapshot(path, mode):
    doc = docx.Document(path)
    parts = {}
    for name in ("footnotes", "endnotes", "comments"):
        element = part_root(doc, name)
        if element is not None:
            parts[name] = copy.deepcopy(element)
    if mode != "none":
        resolve(doc.element.body, mode)
        for element in parts.values():
            resolve(element, mode)
    blocks = []
    for child in doc.element.body:
        if child.tag == tag("p"):
            blocks.append(paragraph_record(doc, docx.text.paragraph.Paragraph(child, doc._body)))
        elif child.tag == tag("tbl"):
            table = docx.table.Table(child, doc._body)
            blocks.append({"table": [[cell.text for cell in row.cells] for row in table.rows]})
    return {"blocks": blocks, "sections": [section_record(s) for s in doc.sections],
            "notes": notes_record(doc.element.body, parts)}


def first_difference(a, b, where=""):
    if type(a) is not type(b):
        return f"{where}: {json.dumps(a)[:120]} ≠ {json.dumps(b)[:120]}"
    if isinstance(a, dict):
        for key in sorted(set(a) | set(b)):
            if a.get(key) != b.get(key):
                return first_difference(a.get(key), b.get(key), f"{where}.{key}")
    elif isinstance(a, list):
        if len(a) != len(b):
            return f"{where}: {len(a)} items ≠ {len(b)}"
        for k, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return first_difference(x, y, f"{where}[{k}]")
    elif a != b:
        return f"{where}: {json.dumps(a)[:120]} ≠ {json.dumps(b)[:120]}"
    return None


def main():
    out, files = sys.argv[1], sys.argv[2:]
    records = []
    for k in range(0, len(files), 3):
        source, target, tracked = files[k:k + 3]
        try:
            want_source, want_target = snapshot(source, "none"), snapshot(target, "none")
            accepted, rejected = snapshot(tracked, "accept"), snapshot(tracked, "reject")
        except Exception as e:  # a result python-docx cannot open is a failure of that pair, not of the run
            records.append({"accept": False, "reject": False, "error": f"{tracked}: {e}"})
            continue
        records.append({
            "accept": accepted == want_target, "reject": rejected == want_source,
            "acceptDifference": first_difference(accepted, want_target),
            "rejectDifference": first_difference(rejected, want_source),
            "sidesDiffer": want_source != want_target,
        })
    with open(out, "w") as f:
        json.dump(records, f)


if __name__ == "__main__":
    main()
