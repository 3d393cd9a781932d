#!/usr/bin/python3
"""Accepts one author's tracked changes with LibreOffice (through UNO) and rejects everyone else's.

Usage: lo-accept-author.py <profile-dir> <out.json> (<document> <author>)...
For each document: every tracked change (LibreOffice's redlines) whose author is <author> is
accepted and every other one rejected, one at a time, each selected and then decided with
.uno:AcceptTrackedChange / .uno:RejectTrackedChange, as a reviewer does in Edit > Track Changes.
Writes, per document, the authors LibreOffice read on its changes (before deciding) and the body
paragraphs' text after. An empty <author> ("-") lists the authors and leaves every change. Exit 0
when every document opened; 3 when one did not. One LibreOffice serves them all.
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


def redline_list(document):
    out = []
    redlines = document.getRedlines().createEnumeration()
    while redlines.hasMoreElements():
        out.append(redlines.nextElement())
    return out


def decide(desktop, dispatcher, path, author):
    url = uno.systemPathToFileUrl(os.path.abspath(path))
    document = desktop.loadComponentFromURL(url, "_blank", 0, (prop("Hidden", True),))
    if document is None:
        return None
    try:
        changes = [[r.getPropertyValue("RedlineAuthor"), r.getPropertyValue("RedlineType")] for r in redline_list(document)]
        if author != "-":
            controller = document.getCurrentController()
            frame = controller.getFrame()
            text = document.getText()
            for _ in range(10000):
                pending = redline_list(document)
                if not pending:
                    break
                redline = pending[0]
                mine = redline.getPropertyValue("RedlineAuthor") == author
                cursor = text.createTextCursorByRange(redline.getPropertyValue("RedlineStart"))
                cursor.gotoRange(redline.getPropertyValue("RedlineEnd"), True)
                controller.select(cursor)
                command = ".uno:AcceptTrackedChange" if mine else ".uno:RejectTrackedChange"
                dispatcher.executeDispatch(frame, command, "", 0, ())
                if len(redline_list(document)) >= len(pending):
                    print("LibreOffice left a change of %s undecided" % redline.getPropertyValue("RedlineAuthor"), file=sys.stderr)
                    return None
        paragraphs = []
        blocks = document.getText().createEnumeration()
        while blocks.hasMoreElements():
            block = blocks.nextElement()
            if block.supportsService("com.sun.star.text.Paragraph"):
                paragraphs.append(block.getString())
        return {"changes": changes, "paragraphs": paragraphs, "left": document.getRedlines().getCount()}
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
        for path, author in jobs:
            result = decide(desktop, dispatcher, path, author)
            if result is None:
                print("LibreOffice could not open or decide %s" % path, file=sys.stderr)
                return 3
            results.append(result)
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
        except Exception:
            pass


if __name__ == "__main__":
    sys.exit(main())
