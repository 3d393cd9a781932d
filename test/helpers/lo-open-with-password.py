#!/usr/bin/python3
"""Opens a password-protected document in LibreOffice (through UNO) and exports it to PDF.

Usage: lo-open-with-password.py <document> <password> <out.pdf> <profile-dir> [<document> <out.pdf>]...
Exit 0 when LibreOffice opened every document with the password and wrote its PDF; 3 when it
could not open one (the documents after it are not tried). One LibreOffice serves them all.
LibreOffice's command line cannot pass a password, hence UNO.
"""
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


def pdf_filter(document):
    """The PDF export filter of the loaded document's application."""
    for service, name in (
        ("com.sun.star.sheet.SpreadsheetDocument", "calc_pdf_Export"),
        ("com.sun.star.presentation.PresentationDocument", "impress_pdf_Export"),
        ("com.sun.star.drawing.DrawingDocument", "draw_pdf_Export"),
    ):
        if document.supportsService(service):
            return name
    return "writer_pdf_Export"


def main():
    document, password, out, profile = sys.argv[1:5]
    jobs = [(document, out)] + list(zip(sys.argv[5::2], sys.argv[6::2]))
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
        for document, out in jobs:
            url = uno.systemPathToFileUrl(os.path.abspath(document))
            loaded = desktop.loadComponentFromURL(url, "_blank", 0, (prop("Hidden", True), prop("Password", password)))
            if loaded is None:
                return 3
            loaded.storeToURL(uno.systemPathToFileUrl(os.path.abspath(out)), (prop("FilterName", pdf_filter(loaded)),))
            loaded.close(True)
        return 0
    except Exception as error:  # LibreOffice refuses a wrong password with an IOException
        print(type(error).__name__, getattr(error, "Message", error), file=sys.stderr)
        return 3
    finally:
        # Ended on every path (a refused password too): soffice.bin is a child of the soffice
        # wrapper, so a kill of the wrapper alone would leave it running; its session goes whole.
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
