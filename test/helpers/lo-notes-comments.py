#!/usr/bin/python3
"""Reads Word documents with LibreOffice (through UNO) and writes what it sees of their notes and comments.

Usage: lo-notes-comments.py <profile-dir> <out.json> (<document> <none|accept|reject>)...
For each document, after accepting or rejecting all its tracked changes when asked: the body's
text paragraph by paragraph with each footnote or endnote reference as its label, the text of
every footnote and endnote (in the order of their marks), and every comment's text and the text it is anchored on; and how
many tracked changes are left. Exit 0 when every document opened; 3 when one did not. One
LibreOffice serves them all and is ended on every path.
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


def paragraph_text(paragraph, found):
    text = ""
    portions = paragraph.createEnumeration()
    while portions.hasMoreElements():
        portion = portions.nextElement()
        kind = portion.getPropertyValue("TextPortionType")
        if kind == "Footnote":
            note = portion.getPropertyValue("Footnote")
            text += note.getAnchor().getString()
            found["endnotes" if note.supportsService("com.sun.star.text.Endnote") else "footnotes"].append(
                note.getString()
            )
        elif kind == "Text":
            text += portion.getString()
    return text


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
        paragraphs = []
        # Notes are read through their marks, in the order the marks stand: the order of
        # getFootnotes() is not kept when a tracked change takes a mark away.
        found = {"footnotes": [], "endnotes": []}
        blocks = document.getText().createEnumeration()
        while blocks.hasMoreElements():
            block = blocks.nextElement()
            if block.supportsService("com.sun.star.text.Paragraph"):
                paragraphs.append(paragraph_text(block, found))
        comments = []
        fields = document.getTextFields().createEnumeration()
        while fields.hasMoreElements():
            field = fields.nextElement()
            if field.supportsService("com.sun.star.text.textfield.Annotation"):
                comments.append(field.getPropertyValue("Content"))
        return {
            "paragraphs": paragraphs,
            "footnotes": found["footnotes"],
            "endnotes": found["endnotes"],
            "comments": comments,
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
