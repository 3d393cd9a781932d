#!/usr/bin/python3
"""Reads Word documents with LibreOffice (through UNO) and writes what it sees of their layout.

Usage: lo-paragraph-layout.py <profile-dir> <out.json> (<document> <none|accept|reject>)...
For each document, after accepting or rejecting all its tracked changes when asked: every body
paragraph's text, indents, spacing, line spacing, alignment, keep and break options, borders,
shading, tab stops, list level and label, outline level, the hyperlinks of its text, and the page
setup of the page style it is on; and how many text sections the document has. Exit 0 when every
document opened; 3 when one did not. One LibreOffice serves them all and is ended on every path.
"""
import json
import os
import subprocess
import sys
import time

import uno
from com.sun.star.beans import PropertyValue


def prop(name, value):
    p = PropertyValue()
    p.Name = name
    p.Value = value
    return p


def border(b):
    return [b.OuterLineWidth, b.Color] if b and b.OuterLineWidth else None


def paragraph_layout(paragraph, page_styles):
    g = paragraph.getPropertyValue
    links = []
    portions = paragraph.createEnumeration()
    while portions.hasMoreElements():
        portion = portions.nextElement()
        url = portion.getPropertyValue("HyperLinkURL")
        if url:
            links.append([portion.getString(), url])
    spacing = g("ParaLineSpacing")
    page = g("PageStyleName")
    setup = None
    if page and page_styles.hasByName(page):
        s = page_styles.getByName(page)
        setup = {
            "width": s.Width, "height": s.Height, "landscape": s.IsLandscape,
            "margins": [s.TopMargin, s.RightMargin, s.BottomMargin, s.LeftMargin],
            "columns": s.TextColumns.ColumnCount, "firstPageDiffers": s.FirstIsShared is False,
        }
    section = g("TextSection")
    return {
        "text": paragraph.getString(),
        "left": g("ParaLeftMargin"), "right": g("ParaRightMargin"), "firstLine": g("ParaFirstLineIndent"),
        "before": g("ParaTopMargin"), "after": g("ParaBottomMargin"),
        "line": [spacing.Mode, spacing.Height], "adjust": g("ParaAdjust"),
        "keepNext": g("ParaKeepTogether"), "split": g("ParaSplit"), "break": int(g("BreakType").value != "NONE"),
        "borders": [border(g(n)) for n in ("TopBorder", "BottomBorder", "LeftBorder", "RightBorder")],
        "background": g("ParaBackColor"),
        "tabs": [[t.Position, t.Alignment.value] for t in g("ParaTabStops")],
        "listLevel": g("NumberingLevel") if g("NumberingIsNumber") else None,
        "label": g("ListLabelString"), "outline": g("OutlineLevel"),
        "links": links, "page": setup,
        "section": None if section is None else {"columns": section.TextColumns.ColumnCount},
    }


def read(desktop, dispatcher, path, mode):
    url = uno.systemPathToFileUrl(os.path.abspath(path))
    document = desktop.loadComponentFromURL(url, "_blank", 0, (prop("Hidden", True),))
    if document is None:
        return None
    try:
        if mode != "none":
            frame = document.getCurrentController().getFrame()
            command = ".uno:AcceptAllTrackedChanges" if mode == "accept" else ".uno:RejectAllTrackedChanges"
            dispatcher.executeDispatch(frame, command, "", 0, ())
        page_styles = document.getStyleFamilies().getByName("PageStyles")
        paragraphs = []
        blocks = document.getText().createEnumeration()
        while blocks.hasMoreElements():
            block = blocks.nextElement()
            if block.supportsService("com.sun.star.text.Paragraph"):
                paragraphs.append(paragraph_layout(block, page_styles))
        return {
            "paragraphs": paragraphs,
            "textSections": document.getTextSections().getCount(),
            "redlines": document.getRedlines().getCount(),
        }
    finally:
        document.close(True)


def main():
    profile, out = sys.argv[1:3]
    jobs = list(zip(sys.argv[3::2], sys.argv[4::2]))
    pipe = "docdelta%d" % os.getpid()
    office = subprocess.Popen([
        "soffice", "--headless", "--norestore", "--nologo", "--nodefault",
        "-env:UserInstallation=file://" + profile,
        "--accept=pipe,name=%s;urp;" % pipe,
    ], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    desktop = None
    try:
        local = uno.getComponentContext()
        resolver = local.ServiceManager.createInstanceWithContext("com.sun.star.bridge.UnoUrlResolver", local)
        context = None
        for _ in range(120):
            try:
                context = resolver.resolve("uno:pipe,name=%s;urp;StarOffice.ComponentContext" % pipe)
                break
            except Exception:
                time.sleep(0.5)
        if context is None:
            print("could not reach LibreOffice", file=sys.stderr)
            return 4
        desktop = context.ServiceManager.createInstanceWithContext("com.sun.star.frame.Desktop", context)
        dispatcher = context.ServiceManager.createInstanceWithContext("com.sun.star.frame.DispatchHelper", context)
        results = []
        for path, mode in jobs:
            layout = read(desktop, dispatcher, path, mode)
            if layout is None:
                print("LibreOffice could not open %s" % path, file=sys.stderr)
                return 3
            results.append(layout)
        with open(out, "w") as f:
            json.dump(results, f)
        return 0
    finally:
        if desktop is not None:
            try:
                desktop.terminate()
            except Exception:
                pass
        try:
            office.wait(timeout=20)
        except Exception:
            pass
        try:
            os.killpg(office.pid, 9)
        except ProcessLookupError:
            pass


sys.exit(main())
