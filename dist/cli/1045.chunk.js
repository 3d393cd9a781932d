(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 1045;
const ids = [1045];
const modules = {

/***/ 1045:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_OFFICE_IDLE_MS: () => (/* binding */ DEFAULT_OFFICE_IDLE_MS),
  DEFAULT_OFFICE_POOL_SIZE: () => (/* binding */ DEFAULT_OFFICE_POOL_SIZE),
  DEFAULT_OFFICE_TIMEOUT_MS: () => (/* binding */ DEFAULT_OFFICE_TIMEOUT_MS),
  SOFFICE_HINT: () => (/* reexport */ soffice/* SOFFICE_HINT */.S),
  convertPagesToPdf: () => (/* binding */ convertPagesToPdf),
  convertToPdf: () => (/* binding */ convertToPdf),
  convertWithOffice: () => (/* binding */ convertWithOffice),
  findSoffice: () => (/* reexport */ soffice/* findSoffice */.l),
  officeProfiles: () => (/* binding */ officeProfiles),
  stopWarmOffice: () => (/* binding */ stopWarmOffice)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: ./src/engine/preview/office-processes.ts
var office_processes = __webpack_require__(59881);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(17679);
;// CONCATENATED MODULE: ./src/engine/preview/office-bridge-script.ts
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
const BRIDGE_SCRIPT = String.raw `
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

;// CONCATENATED MODULE: ./src/engine/preview/office-bridge.ts






/**
 * Why a request failed: the file (`load`, `failed`: no retry helps), LibreOffice on this file
 * (`crashed`, `timeout`), a soffice that had died before the request came (`gone`), or one that
 * would not start (`start`).
 */
class BridgeError extends Error {
    kind;
    constructor(message, kind) {
        super(message);
        this.kind = kind;
        this.name = 'BridgeError';
    }
}
const pythonBySoffice = new Map();
/**
 * A Python that imports LibreOffice's `uno` module: the one LibreOffice ships beside soffice
 * (Windows, macOS and the official Linux builds), else the system's (Debian's python3-uno).
 * Undefined when there is none: conversions then start soffice each time.
 */
function findUnoPython(soffice) {
    if (pythonBySoffice.has(soffice))
        return pythonBySoffice.get(soffice);
    let program = (0,external_node_path_.dirname)(soffice);
    try {
        program = (0,external_node_path_.dirname)((0,external_node_fs_.realpathSync)(soffice));
    }
    catch {
        // A path that does not resolve keeps its own folder.
    }
    const candidates = [
        (0,external_node_path_.join)(program, 'python'),
        (0,external_node_path_.join)(program, 'python.exe'),
        '/usr/lib/libreoffice/program/python',
        '/usr/bin/python3',
        '/usr/local/bin/python3',
    ].filter((path) => (0,external_node_fs_.existsSync)(path));
    const found = candidates.find((python) => (0,external_node_child_process_.spawnSync)(python, ['-c', 'import uno'], { stdio: 'ignore', timeout: 20_000 }).status === 0);
    pythonBySoffice.set(soffice, found);
    return found;
}
/** Bridges alive in this process, ended when it exits. */
const running = new Set();
let exitHookInstalled = false;
function endAllOnExit() {
    if (exitHookInstalled)
        return;
    exitHookInstalled = true;
    // The bridge also ends soffice when its input closes, which covers a killed docdelta; this
    // makes an ordinary exit leave nothing behind without waiting for that.
    process.on('exit', () => {
        for (const child of running)
            killGroup(child);
    });
}
function killGroup(child) {
    try {
        if (child.pid && process.platform !== 'win32')
            process.kill(-child.pid, 'SIGKILL');
        else
            child.kill('SIGKILL');
    }
    catch {
        // Already gone.
    }
}
let pipeCounter = 0;
/** One warm soffice on one profile, serving one request at a time. */
class OfficeBridge {
    soffice;
    python;
    child;
    buffer = '';
    waiting;
    nextId = 1;
    exited = false;
    constructor(soffice, python) {
        this.soffice = soffice;
        this.python = python;
    }
    /** Starts soffice on `profile` and waits until it takes requests (within `timeoutMs`). */
    static async start(soffice, python, profile, timeoutMs) {
        const bridge = new OfficeBridge(soffice, python);
        await bridge.launch(profile, timeoutMs);
        return bridge;
    }
    get alive() {
        return !this.exited;
    }
    /** The bridge's process id (its soffice ends with it). */
    get pid() {
        return this.child?.pid;
    }
    async launch(profile, timeoutMs) {
        endAllOnExit();
        const pipe = `docdelta-${process.pid}-${++pipeCounter}-${Date.now().toString(36)}`;
        const child = (0,external_node_child_process_.spawn)(this.python, ['-c', BRIDGE_SCRIPT, this.soffice, (0,external_node_url_.pathToFileURL)(profile).href, pipe, String(Math.ceil(timeoutMs / 1000))], 
        // Its own process group, so a hang is ended with soffice.bin and all its children.
        { stdio: ['pipe', 'pipe', 'pipe'], detached: process.platform !== 'win32' });
        this.child = child;
        running.add(child);
        (0,office_processes/* trackOfficeGroup */.LK)(child.pid);
        let stderr = '';
        child.stderr?.on('data', (chunk) => {
            if (stderr.length < 4000)
                stderr += chunk.toString();
        });
        child.stdout?.setEncoding('utf8');
        child.stdout?.on('data', (chunk) => {
            this.buffer += chunk;
            let newline;
            while ((newline = this.buffer.indexOf('\n')) >= 0) {
                const line = this.buffer.slice(0, newline);
                this.buffer = this.buffer.slice(newline + 1);
                this.waiting?.(line);
            }
        });
        child.on('exit', () => {
            this.exited = true;
            running.delete(child);
            // Whatever the bridge left in its group (a soffice it could not stop) goes with it.
            killGroup(child);
            (0,office_processes/* untrackOfficeGroup */.gT)(child.pid);
            this.waiting?.(undefined);
        });
        child.on('error', () => {
            this.exited = true;
            this.waiting?.(undefined);
        });
        // A warm slot must not keep docdelta running: only a request in flight (its timer) does.
        child.unref();
        for (const stream of [child.stdin, child.stdout, child.stderr])
            stream?.unref?.();
        const ready = await this.nextLine(timeoutMs + 5000);
        if (ready === undefined || ready === 'timeout') {
            this.kill();
            const why = ready === 'timeout' ? 'did not start in time' : `exited (${stderr.trim().split('\n').pop() ?? ''})`;
            throw new BridgeError(`LibreOffice ${why}`, ready === 'timeout' ? 'timeout' : 'start');
        }
        const message = JSON.parse(ready);
        if (!message.ready) {
            this.kill();
            throw new BridgeError(`LibreOffice could not be started (${message.error ?? 'no reason given'})`, 'start');
        }
    }
    /** One line from the bridge, `undefined` when it exited, `'timeout'` past the limit. */
    nextLine(timeoutMs) {
        return new Promise((resolve) => {
            const timer = setTimeout(() => finish('timeout'), timeoutMs);
            const finish = (line) => {
                clearTimeout(timer);
                this.waiting = undefined;
                resolve(line);
            };
            if (this.exited)
                finish(undefined);
            else
                this.waiting = finish;
        });
    }
    /** Converts one file; a hang past `timeoutMs` ends this soffice and fails with kind `timeout`. */
    async convert(request, timeoutMs) {
        if (this.exited || !this.child?.stdin)
            throw new BridgeError('LibreOffice is not running', 'crashed');
        const id = this.nextId++;
        const answer = this.nextLine(timeoutMs);
        this.child.stdin.write(`${JSON.stringify({ ...request, id })}\n`);
        const line = await answer;
        if (line === 'timeout') {
            this.kill();
            throw new BridgeError(`LibreOffice did not finish within ${Math.round(timeoutMs / 1000)} s and was stopped`, 'timeout');
        }
        if (line === undefined)
            throw new BridgeError('LibreOffice stopped while converting (it crashed)', 'crashed');
        const message = JSON.parse(line);
        if (!message.ok) {
            if (message.kind === 'crashed' || message.kind === 'gone')
                this.kill();
            throw new BridgeError(message.error ?? 'LibreOffice failed', message.kind ?? 'failed');
        }
        return { pageCount: message.pageCount, changedPages: message.changedPages, pages: message.pages };
    }
    /** Ends soffice the gentle way (the bridge closes it when its input ends); kills it if that takes too long. */
    async stop(graceMs = 10_000) {
        const child = this.child;
        if (!child || this.exited)
            return;
        const exited = new Promise((resolve) => child.once('exit', () => resolve()));
        child.stdin?.end();
        const timer = setTimeout(() => this.kill(), graceMs);
        await exited;
        clearTimeout(timer);
    }
    /** Ends the bridge and its soffice at once. */
    kill() {
        if (this.child && !this.exited)
            killGroup(this.child);
    }
}

// EXTERNAL MODULE: ./src/engine/preview/soffice.ts
var soffice = __webpack_require__(98788);
;// CONCATENATED MODULE: ./src/engine/preview/office.ts









/**
 * Office and ODF documents to PDF (or to another Office format) through LibreOffice.
 * A user profile cannot serve two soffice processes at once, and creating one costs seconds, so
 * conversions run on a small pool of profiles under the temp folder: one per concurrent
 * conversion, created on first use and kept. A slot is held by a lock directory beside its
 * profile, so two docdelta processes (the Action's concurrent documents, a server's workers, the
 * CLI beside a test run) use different profiles instead of queueing behind one.
 */
const DEFAULT_OFFICE_TIMEOUT_MS = 60_000;
/**
 * Profiles in the pool: conversions running at once on this machine (per user). Each soffice
 * takes one core and ~150 MB while it works; two keeps a 2-core runner busy without thrashing.
 */
const DEFAULT_OFFICE_POOL_SIZE = 2;

/**
 * A warm soffice idle this long is stopped. Long enough to stay warm between the documents of
 * one Action run or a burst of requests; short enough that another docdelta process waiting
 * for the slot (a CLI beside a server) is not kept waiting long.
 */
const DEFAULT_OFFICE_IDLE_MS = 15_000;
const CALC = /\.(xlsx|xlsm|xltx|xltm|xls|ods|ots|fods)$/i;
const IMPRESS = /\.(pptx|pptm|potx|potm|ppsx|ppsm|ppt|odp|otp|fodp)$/i;
/** The PDF export filter (with its JSON options, LibreOffice 7.4+) for a file under `preview` pagination. */
function previewPdfFilter(fileName) {
    if (CALC.test(fileName))
        return 'calc_pdf_Export:{"SinglePageSheets":{"type":"boolean","value":"true"}}';
    if (IMPRESS.test(fileName))
        return 'impress_pdf_Export:{"ExportHiddenSlides":{"type":"boolean","value":"true"}}';
    return undefined;
}
/**
 * Converts several files to PDF, in one soffice run per export filter they need; returns one PDF
 * per file, in order.
 */
async function convertToPdf(files, options) {
    const { pagination = 'print', ...runOptions } = options;
    const groups = new Map();
    files.forEach((file, index) => {
        const filter = pagination === 'preview' ? previewPdfFilter(file.fileName) : undefined;
        groups.set(filter, [...(groups.get(filter) ?? []), index]);
    });
    const outputs = new Array(files.length);
    for (const [filter, indexes] of groups) {
        const converted = await convertWithOffice(indexes.map((i) => files[i]), { ...runOptions, target: { extension: 'pdf', filter } });
        indexes.forEach((fileIndex, k) => (outputs[fileIndex] = converted[k]));
    }
    return outputs;
}
/**
 * Converts several files to one target; returns one file per input, in order. Runs on a free
 * slot of the pool, waiting for one when all are busy: on its warm soffice when a Python with
 * LibreOffice's `uno` module is there, else in one soffice run started for the purpose.
 */
async function convertWithOffice(files, options) {
    const python = warmPython(options);
    // The bridge writes PDF by document type, or any format by its filter's name.
    if (python && (options.target.filter || options.target.extension === 'pdf')) {
        const outputs = [];
        for (const file of files)
            outputs.push((await onWarmOffice(file, options.target, {}, options, python)).bytes);
        return outputs;
    }
    return withProfile(options, (profile) => convertNow(files, profile, options));
}
/**
 * One document to PDF under `preview` pagination, only the pages needed when a warm soffice can
 * be asked for them (Writer documents, and decks for listed pages): the pages listed, or the pages holding text in one of
 * `colours` (the changed pages of a redline, at most `maxPages` of them). Otherwise the whole
 * document, as convertToPdf gives it.
 */
async function convertPagesToPdf(file, options) {
    const python = warmPython(options);
    if (!python)
        return { pdf: (await convertToPdf([file], { ...options, pagination: 'preview' }))[0] };
    const { bytes, reply } = await onWarmOffice(file, { extension: 'pdf', filter: previewPdfFilter(file.fileName) }, {
        pages: options.pages?.length ? options.pages : undefined,
        colours: options.colours,
        maxPages: options.maxPages,
    }, options, python);
    return { pdf: bytes, pages: reply.pages, pageCount: reply.pageCount, changedPages: reply.changedPages };
}
/** The pool's profile folders, slot by slot (for warming them up, or cleaning them away). */
function officeProfiles(options = {}) {
    return Array.from({ length: poolSizeOf(options) }, (_, slot) => profileDir(options.profileRoot, slot));
}
function poolSizeOf(options) {
    const size = options.poolSize ?? DEFAULT_OFFICE_POOL_SIZE;
    return Number.isInteger(size) && size >= 1 ? Math.min(size, 16) : DEFAULT_OFFICE_POOL_SIZE;
}
function profileDir(root, slot) {
    let user = 'user';
    try {
        user = String((0,external_node_os_.userInfo)().uid >= 0 ? (0,external_node_os_.userInfo)().uid : (0,external_node_os_.userInfo)().username);
    }
    catch {
        // No user entry (some containers): one shared name is still safe behind the locks.
    }
    // Slot 0 keeps the name of the single profile used before the pool, so its warm copy is reused.
    return (0,external_node_path_.join)(root ?? (0,external_node_os_.tmpdir)(), `docdelta-soffice-profile-${user}${slot ? `-${slot}` : ''}`);
}
/** Slots this process holds now, so its own conversions try the free ones first. */
const heldHere = new Set();
/**
 * Takes a free slot of the pool (waiting for one while all are busy) and runs `work` on its
 * profile. `take` may keep the slot for itself (a warm soffice): then the lock stays when
 * `work` ends and `take` releases it later.
 */
async function withProfile(options, work) {
    return acquire(options, async (profile) => {
        try {
            return await work(profile);
        }
        finally {
            await release(profile);
        }
    });
}
/**
 * Waits for a slot: one of this process's warm slots that is idle (`reuse` says which), or a
 * profile no process holds, whose lock is taken for `fresh`.
 */
async function acquire(options, fresh, reuse) {
    const profiles = officeProfiles(options);
    const timeLimit = options.timeoutMs ?? DEFAULT_OFFICE_TIMEOUT_MS;
    const lockAge = timeLimit * 2;
    // Live holders end within their time limit: waiting past a few of them means something is stuck.
    const deadline = Date.now() + lockAge + timeLimit;
    // A profile root that does not exist yet would look like a pool whose every lock is taken.
    if (options.profileRoot)
        await (0,promises_.mkdir)(options.profileRoot, { recursive: true });
    for (let attempt = 0;; attempt++) {
        options.signal?.throwIfAborted();
        for (const profile of profiles) {
            const warm = reuse?.(profile);
            if (warm)
                return warm();
        }
        for (const profile of profiles) {
            if (heldHere.has(profile))
                continue;
            const lock = `${profile}.lock`;
            try {
                await (0,promises_.mkdir)(lock);
            }
            catch {
                if (await abandoned(lock, lockAge))
                    await (0,promises_.rm)(lock, { recursive: true, force: true });
                // Asks the holder to let its warm soffice go if it is only idling.
                else
                    await (0,promises_.writeFile)(wantedFile(profile), String(process.pid)).catch(() => undefined);
                continue;
            }
            heldHere.add(profile);
            try {
                await nameHolder(profile);
            }
            catch (error) {
                await release(profile);
                throw error;
            }
            return fresh(profile);
        }
        if (Date.now() > deadline)
            throw new errors/* UnsupportedFormatError */.N$('LibreOffice is busy (every profile of its pool stayed locked); try again');
        await new Promise((resolve) => setTimeout(resolve, Math.min(50 + attempt * 10, 200)));
    }
}
async function release(profile) {
    heldHere.delete(profile);
    await (0,promises_.rm)(wantedFile(profile), { force: true });
    await (0,promises_.rm)(`${profile}.lock`, { recursive: true, force: true });
}
/** A file another process writes beside a held profile when it is waiting for a slot. */
const wantedFile = (profile) => `${profile}.wanted`;
/** How often an idle warm slot looks whether another process is waiting for it. */
const WANTED_POLL_MS = 250;
const warmSlots = new Map();
function warmPython(options) {
    if (options.warm === false || bridgeRefused.has(options.soffice))
        return undefined;
    return findUnoPython(options.soffice);
}
/** soffice executables the bridge could not start: they are started once per conversion instead. */
const bridgeRefused = new Set();
/** Runs one conversion on a warm slot: restarts a crashed or hung soffice and tries once more. */
async function onWarmOffice(file, target, request, options, python) {
    const timeoutMs = options.timeoutMs ?? DEFAULT_OFFICE_TIMEOUT_MS;
    const run = async (slot) => {
        clearTimeout(slot.idleTimer);
        clearInterval(slot.wantedTimer);
        return (0,office_processes/* inConversionFolder */.GV)(async (work) => {
            const extension = /\.[A-Za-z0-9]{1,6}$/.exec(file.fileName)?.[0]?.toLowerCase() ?? '';
            const input = (0,external_node_path_.join)(work, `in${extension}`);
            const output = (0,external_node_path_.join)(work, 'out');
            await (0,promises_.writeFile)(input, file.bytes);
            for (let attempt = 1;; attempt++) {
                try {
                    // A cold start (a new profile, a loaded machine) is not the document's fault: it gets the default limit at least.
                    const startLimit = Math.max(timeoutMs, DEFAULT_OFFICE_TIMEOUT_MS);
                    if (!slot.bridge?.alive) {
                        slot.bridge = await OfficeBridge.start(slot.soffice, python, slot.profile, startLimit);
                        await nameHolder(slot.profile, slot.bridge.pid);
                    }
                    const bridge = slot.bridge;
                    const reply = await untilAborted(bridge.convert({ ...request, filter: target.filter, input, output }, timeoutMs), options.signal, () => bridge.kill());
                    const bytes = await (0,promises_.readFile)(output).catch(() => undefined);
                    if (!bytes)
                        throw new errors/* CorruptDocumentError */.b6(`LibreOffice could not convert ${file.fileName}`);
                    return { bytes: new Uint8Array(bytes), reply };
                }
                catch (error) {
                    // An aborted conversion is over: no retry on a fresh soffice.
                    if (options.signal?.aborted || !(error instanceof BridgeError))
                        throw error;
                    if (error.kind === 'load' || error.kind === 'failed')
                        throw new errors/* CorruptDocumentError */.b6(`LibreOffice could not convert ${file.fileName} (${error.message})`);
                    slot.bridge?.kill();
                    slot.bridge = undefined;
                    await nameHolder(slot.profile);
                    // A soffice that died while idle: a fresh one takes the request (once).
                    if (error.kind === 'gone' && attempt === 1)
                        continue;
                    // This Python's uno does not drive this soffice: convert the old way from now on.
                    if (error.kind === 'start')
                        bridgeRefused.add(slot.soffice);
                    // Crashed or hung on this file (LibreOffice crashes loading some documents over UNO that
                    // it converts from the command line): one more try, in a soffice started for it alone.
                    // The slot's soffice starts again with the next request.
                    const [bytes] = await convertNow([file], slot.profile, { ...options, target });
                    return { bytes, reply: {} };
                }
            }
        });
    };
    const settle = async (slot) => {
        slot.busy = false;
        // A slot whose soffice is gone is freed before the conversion's caller hears back.
        if (!slot.bridge?.alive)
            return retire(slot);
        slot.idleTimer = setTimeout(() => void retire(slot), options.idleMs ?? DEFAULT_OFFICE_IDLE_MS);
        slot.idleTimer.unref();
        // Another docdelta waiting for a slot (a CLI beside a server, another test file) gets this one now.
        const idleSince = Date.now();
        slot.wantedTimer = setInterval(() => {
            (0,promises_.stat)(wantedFile(slot.profile)).then((wanted) => {
                if (wanted.mtimeMs >= idleSince - WANTED_POLL_MS)
                    void retire(slot);
            }, () => undefined);
        }, WANTED_POLL_MS);
        slot.wantedTimer.unref();
    };
    return acquire(options, async (profile) => {
        const slot = { profile, soffice: options.soffice, busy: true };
        warmSlots.set(profile, slot);
        freeLocksOnExit();
        try {
            return await run(slot);
        }
        finally {
            await settle(slot);
        }
    }, (profile) => {
        const slot = warmSlots.get(profile);
        if (!slot || slot.busy || slot.soffice !== options.soffice)
            return undefined;
        slot.busy = true;
        return async () => {
            try {
                return await run(slot);
            }
            finally {
                await settle(slot);
            }
        };
    });
}
/** Stops a warm slot's soffice and frees the slot for other processes. */
async function retire(slot) {
    if (warmSlots.get(slot.profile) !== slot || slot.busy)
        return;
    warmSlots.delete(slot.profile);
    clearTimeout(slot.idleTimer);
    clearInterval(slot.wantedTimer);
    await slot.bridge?.stop();
    await release(slot.profile);
}
let office_exitHookInstalled = false;
/** An exiting process frees its warm slots' locks (its bridges end their soffice themselves). */
function freeLocksOnExit() {
    if (office_exitHookInstalled)
        return;
    office_exitHookInstalled = true;
    process.on('exit', () => {
        for (const slot of warmSlots.values())
            (0,external_node_fs_.rmSync)(`${slot.profile}.lock`, { recursive: true, force: true });
    });
}
/**
 * Stops every warm soffice of this process now (a server closing, a benchmark between rounds);
 * busy ones when their conversion ends. Without it they stop when idle or when the process exits.
 */
async function stopWarmOffice() {
    await Promise.all([...warmSlots.values()].filter((slot) => !slot.busy).map(retire));
}
/** The file in a lock directory naming the process that holds it (and the bridge of a warm slot). */
const HOLDER_FILE = 'pid';
function nameHolder(profile, bridgePid) {
    return (0,promises_.writeFile)((0,external_node_path_.join)(`${profile}.lock`, HOLDER_FILE), bridgePid ? `${process.pid} ${bridgePid}` : String(process.pid));
}
/**
 * A lock is abandoned when the process it names is gone (a killed worker, a crash): it is taken
 * over at once. A live holder keeps its lock however long it converts (a slow machine, a huge
 * document; its own time limit ends the conversion). Only a lock naming no process (its holder
 * died between making it and writing its pid, or an older docdelta made it) is judged by age.
 */
async function abandoned(lock, lockAge) {
    const [holder, bridge] = (await (0,promises_.readFile)((0,external_node_path_.join)(lock, HOLDER_FILE), 'utf8').catch(() => ''))
        .trim()
        .split(/\s+/)
        .map(Number);
    // A warm slot names its bridge too: a slot whose bridge ended while its holder lives on (an
    // engine worker thread terminated while its soffice idled) is free again.
    if (Number.isInteger(holder) && holder > 0)
        return !isAlive(holder) || (Number.isInteger(bridge) && bridge > 0 && !isAlive(bridge));
    const info = await (0,promises_.stat)(lock).catch(() => undefined);
    return info !== undefined && Date.now() - info.mtimeMs > lockAge;
}
function isAlive(pid) {
    try {
        process.kill(pid, 0);
        // A bridge killed with the engine worker that started it stays a zombie of this process
        // (nobody is left to reap it): it answers signals but holds nothing, so its slot is free.
        if (process.platform === 'linux') {
            const state = (0,external_node_fs_.readFileSync)(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '')[0];
            if (state === 'Z' || state === 'X')
                return false;
        }
        return true;
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return false;
        // EPERM: the process exists but belongs to someone else.
        return error.code === 'EPERM';
    }
}
async function convertNow(files, profile, options) {
    const { extension, filter } = options.target;
    return (0,office_processes/* inConversionFolder */.GV)(async (work) => {
        const inputs = [];
        for (const [index, file] of files.entries()) {
            const extension = /\.[A-Za-z0-9]{1,6}$/.exec(file.fileName)?.[0] ?? '';
            const path = (0,external_node_path_.join)(work, `in${index}${extension.toLowerCase()}`);
            await (0,promises_.writeFile)(path, file.bytes);
            inputs.push(path);
        }
        const outDir = (0,external_node_path_.join)(work, 'out');
        await (0,promises_.mkdir)(outDir);
        const args = [
            '--headless',
            '--norestore',
            '--nologo',
            '--nodefault',
            '--nolockcheck',
            `-env:UserInstallation=${(0,external_node_url_.pathToFileURL)(profile).href}`,
            '--convert-to',
            filter ? `${extension}:${filter}` : extension,
            '--outdir',
            outDir,
            ...inputs,
        ];
        await runSoffice(options.soffice, args, options.timeoutMs ?? DEFAULT_OFFICE_TIMEOUT_MS, options.signal);
        const outputs = [];
        for (const [index, file] of files.entries()) {
            const path = (0,external_node_path_.join)(outDir, `in${index}.${extension}`);
            const bytes = await (0,promises_.readFile)(path).catch(() => undefined);
            if (!bytes)
                throw new errors/* CorruptDocumentError */.b6(`LibreOffice could not convert ${file.fileName} to ${extension.toUpperCase()}`);
            outputs.push(new Uint8Array(bytes));
        }
        return outputs;
    });
}
/**
 * `work`, unless `signal` aborts first: then `stop` ends what does it (its soffice group) and the
 * promise rejects with the signal's reason at once, without waiting for the process to go.
 */
function untilAborted(work, signal, stop) {
    if (!signal)
        return work;
    return new Promise((resolve, reject) => {
        const onAbort = () => {
            stop();
            reject(signal.reason);
        };
        // The work is always heard to its end, so its failure after an abort is no unhandled rejection.
        work.then((value) => {
            signal.removeEventListener('abort', onAbort);
            resolve(value);
        }, (error) => {
            signal.removeEventListener('abort', onAbort);
            reject(error);
        });
        if (signal.aborted)
            onAbort();
        else
            signal.addEventListener('abort', onAbort, { once: true });
    });
}
function runSoffice(soffice, args, timeoutMs, signal) {
    signal?.throwIfAborted();
    let child;
    const stop = () => {
        try {
            if (child?.pid && process.platform !== 'win32')
                process.kill(-child.pid, 'SIGKILL');
            else
                child?.kill('SIGKILL');
        }
        catch {
            // Already gone.
        }
    };
    return untilAborted(startSoffice(soffice, args, timeoutMs, (started) => (child = started)), signal, stop);
}
function startSoffice(soffice, args, timeoutMs, started) {
    return new Promise((resolve, reject) => {
        // Its own process group, so a hang is ended with soffice.bin and all its children.
        const child = (0,external_node_child_process_.spawn)(soffice, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: process.platform !== 'win32' });
        started(child);
        (0,office_processes/* trackOfficeGroup */.LK)(child.pid);
        let stderr = '';
        child.stderr?.on('data', (chunk) => {
            if (stderr.length < 4000)
                stderr += chunk.toString();
        });
        const timer = setTimeout(() => {
            try {
                if (child.pid && process.platform !== 'win32')
                    process.kill(-child.pid, 'SIGKILL');
                else
                    child.kill('SIGKILL');
            }
            catch {
                // Already gone.
            }
            reject(new errors/* UnsupportedFormatError */.N$(`LibreOffice did not finish within ${Math.round(timeoutMs / 1000)} s and was stopped`));
        }, timeoutMs);
        child.on('error', (error) => {
            clearTimeout(timer);
            reject(new errors/* UnsupportedFormatError */.N$(`LibreOffice could not be started (${error.message})`));
        });
        child.on('close', (code) => {
            clearTimeout(timer);
            // Anything soffice left in its group (oosplash's children) ends with it.
            if (child.pid && process.platform !== 'win32')
                (0,office_processes/* killOfficeGroup */.ei)(child.pid);
            (0,office_processes/* untrackOfficeGroup */.gT)(child.pid);
            if (code === 0)
                resolve();
            else
                reject(new errors/* CorruptDocumentError */.b6(`LibreOffice failed (exit ${code}${stderr.trim() ? `: ${stderr.trim().split('\n')[0]}` : ''})`));
        });
    });
}


/***/ })

};

return{id,ids,modules}})