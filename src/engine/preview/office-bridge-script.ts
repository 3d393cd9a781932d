/**
 * The Python side of a warm LibreOffice slot (see office-bridge.ts), run as `python3 -c`: it
 * starts soffice on the slot's profile listening on a named pipe, connects over UNO, then serves
 * one JSON request per line on stdin (load a file, find the pages of its changes, export) and
 * answers one JSON line on stdout. At end of input (docdelta exited or let the slot go idle) it
 * closes LibreOffice and ends, so no soffice outlives the process that started it.
 *
 * Written here rather than taken from unoserver or unoconv: Debian 12 packages neither unoserver
 * nor a unoconv that keeps soffice between calls without a Python start per file, and neither
 * can tell which pages of a document hold text in a given colour (the changed pages of a redline),
 * which is what lets a 30-page result export only its changed page. Kept as a string so the
 * bundled Action and CLI carry it without a separate file.
 */
export const BRIDGE_SCRIPT = String.raw`
import json, subprocess, sys, time
import uno
from com.sun.star.beans import PropertyValue
from com.sun.star.connection import NoConnectException

def prop(name, value):
    p = PropertyValue()
    p.Name = name
    p.Value = value
    return p

def reply(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()

class LoadError(Exception):
    pass

def connect(office, pipe, limit):
    local = uno.getComponentContext()
    resolver = local.ServiceManager.createInstanceWithContext("com.sun.star.bridge.UnoUrlResolver", local)
    deadline = time.monotonic() + limit
    while True:
        try:
            context = resolver.resolve("uno:pipe,name=%s;urp;StarOffice.ComponentContext" % pipe)
            return context.ServiceManager.createInstanceWithContext("com.sun.star.frame.Desktop", context)
        except NoConnectException:
            if office.poll() is not None:
                raise Exception("soffice exited with %s while starting" % office.returncode)
            if time.monotonic() > deadline:
                raise Exception("soffice did not accept a connection within %d s" % limit)
            time.sleep(0.05)

def pdf_filter(doc):
    for service, name in (
        ("com.sun.star.text.WebDocument", "writer_web_pdf_Export"),
        ("com.sun.star.text.GlobalDocument", "writer_globaldocument_pdf_Export"),
        ("com.sun.star.text.TextDocument", "writer_pdf_Export"),
        ("com.sun.star.sheet.SpreadsheetDocument", "calc_pdf_Export"),
        ("com.sun.star.presentation.PresentationDocument", "impress_pdf_Export"),
        ("com.sun.star.drawing.DrawingDocument", "draw_pdf_Export"),
    ):
        if doc.supportsService(service):
            return name
    raise LoadError("LibreOffice opened the file as a document it cannot export to PDF")

def filter_data(options):
    # LibreOffice 7.4's JSON form of --convert-to options: {"Name": {"type": "boolean", "value": "true"}}.
    data = []
    for name, typed in json.loads(options).items():
        kind, value = typed.get("type"), typed.get("value")
        if kind == "boolean":
            value = value in (True, "true")
        elif kind == "long":
            value = int(value)
        data.append(prop(name, value))
    return data

def changed_pages(doc, colours):
    # Text drawn in a change colour (font or background), found by attribute search: no layout of our own.
    cursor = doc.getCurrentController().getViewCursor()
    search = doc.createSearchDescriptor()
    search.SearchString = ""
    search.ValueSearch = True
    pages = set()
    for colour in colours:
        for attribute in ("CharColor", "CharBackColor"):
            search.setSearchAttributes((prop(attribute, colour),))
            found = doc.findAll(search)
            for i in range(found.getCount()):
                cursor.gotoRange(found.getByIndex(i).getStart(), False)
                pages.add(cursor.getPage())
    return sorted(pages)

def page_count(doc):
    cursor = doc.getCurrentController().getViewCursor()
    cursor.jumpToLastPage()
    return cursor.getPage()

def convert(desktop, request):
    doc = desktop.loadComponentFromURL(
        uno.systemPathToFileUrl(request["input"]),
        "_blank",
        0,
        (prop("Hidden", True), prop("ReadOnly", True), prop("UpdateDocMode", 0), prop("MacroExecutionMode", 0)),
    )
    if doc is None:
        raise LoadError("LibreOffice could not open the file")
    try:
        result = {}
        writer = doc.supportsService("com.sun.star.text.TextDocument") and not doc.supportsService(
            "com.sun.star.text.WebDocument"
        )
        # A deck's pages are its slides (hidden ones exported too): a range spares a huge deck the rest.
        slides = doc.supportsService("com.sun.star.presentation.PresentationDocument") or doc.supportsService(
            "com.sun.star.drawing.DrawingDocument"
        )
        pages = request.get("pages") if writer or slides else None
        if writer or slides:
            result["pageCount"] = page_count(doc) if writer else doc.getDrawPages().getCount()
            if pages and not all(1 <= p <= result["pageCount"] for p in pages):
                # Pages it does not have: the whole document, and the caller says which are missing.
                pages = None
        if writer and request.get("colours"):
            changed = changed_pages(doc, [int(c, 16) for c in request["colours"]])
            result["changedPages"] = changed
            if changed:
                limit = request.get("maxPages")
                pages = changed[:limit] if limit is not None else changed
        name, _, options = (request.get("filter") or "").partition(":")
        properties = [prop("FilterName", name or pdf_filter(doc))]
        data = filter_data(options) if options.startswith("{") else []
        if options and not options.startswith("{"):
            properties.append(prop("FilterOptions", options))
        if pages:
            data.append(prop("PageRange", ",".join(str(p) for p in pages)))
            result["pages"] = pages
        if data:
            properties.append(prop("FilterData", uno.Any("[]com.sun.star.beans.PropertyValue", tuple(data))))
        uno.invoke(doc, "storeToURL", (uno.systemPathToFileUrl(request["output"]), tuple(properties)))
        return result
    finally:
        try:
            doc.close(True)
        except Exception:
            pass

def stop(office, desktop):
    try:
        if desktop is not None:
            desktop.terminate()
    except Exception:
        pass
    try:
        office.wait(timeout=10)
    except Exception:
        office.kill()

def main():
    soffice, profile, pipe, limit = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4])
    office = subprocess.Popen(
        [soffice, "--headless", "--invisible", "--norestore", "--nologo", "--nodefault", "--nolockcheck",
         "-env:UserInstallation=" + profile, "--accept=pipe,name=%s;urp;" % pipe],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    desktop = None
    try:
        desktop = connect(office, pipe, limit)
    except Exception as error:
        reply({"ready": False, "error": str(error)})
        office.kill()
        return
    reply({"ready": True})
    for line in sys.stdin:
        request = json.loads(line)
        try:
            # A soffice that died while idle (killed, out of memory) is not the next document's fault.
            if office.poll() is not None:
                raise Exception("soffice exited")
            desktop.getFrames().getCount()
        except Exception as error:
            reply({"id": request["id"], "ok": False, "kind": "gone", "error": str(error).split("\n")[0]})
            office.kill()
            return
        try:
            reply(dict(convert(desktop, request), id=request["id"], ok=True))
        except LoadError as error:
            reply({"id": request["id"], "ok": False, "kind": "load", "error": str(error)})
        except Exception as error:
            gone = office.poll() is not None or "Disposed" in type(error).__name__ or "disposed" in str(error)
            reply({"id": request["id"], "ok": False, "kind": "crashed" if gone else "failed", "error": str(error).split("\n")[0]})
            if gone:
                office.kill()
                return
    stop(office, desktop)

main()
`;
