#!/usr/bin/python3
"""LibreOffice's Compare Documents (through UNO) on pairs of Word documents.

Usage: lo-compare.py <profile-dir> <out.json> (<source> <target>)...
For each pair: opens the target, compares it with the source (Edit > Track Changes > Compare
Document, `.uno:CompareDocuments`) and counts the tracked changes LibreOffice records; -1 when a
side did not open. One LibreOffice serves all pairs and is ended on every path.
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


def compare(desktop, dispatcher, source, target):
    url = uno.systemPathToFileUrl(os.path.abspath(target))
    document = desktop.loadComponentFromURL(url, "_blank", 0, (prop("Hidden", True),))
    if document is None:
        return -1
    try:
        frame = document.getCurrentController().getFrame()
        old = uno.systemPathToFileUrl(os.path.abspath(source))
        dispatcher.executeDispatch(frame, ".uno:CompareDocuments", "", 0, (prop("URL", old), prop("NoAcceptDialog", True)))
        return document.getRedlines().getCount()
    finally:
        document.close(True)


def main():
    profile, out = sys.argv[1:3]
    pairs = list(zip(sys.argv[3::2], sys.argv[4::2]))
    pipe = "docdeltacmp%d" % os.getpid()
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
        counts = [compare(desktop, dispatcher, source, target) for source, target in pairs]
        with open(out, "w") as f:
            json.dump(counts, f)
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
