(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 443;
const ids = [443,8067,4153];
const modules = {

/***/ 66088:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   difftoolCommand: () => (/* binding */ difftoolCommand)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var _engine_index__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(13723);
/* harmony import */ var _git_driver__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(75140);
/* harmony import */ var _report_write__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(28276);
/* harmony import */ var _report_html__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(37545);
/* harmony import */ var _report_view__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(64153);
/* harmony import */ var _files__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(99141);
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(71604);














const HELP = `Usage: docdelta difftool <old> <new>

Writes the HTML report of the comparison to a temporary file and opens it with $BROWSER (a
colon-separated list of commands; %s stands for the file) or the system's opener when a display is
available, else prints its path. Reports are kept for a day in one temporary folder. As a git difftool ('docdelta install' sets it up):
  git difftool -t docdelta [<commit>] [-- <path>]`;
async function difftoolCommand(args, io) {
    if (args.includes('--help') || args.includes('-h')) {
        io.stdout.write(`${HELP}\n`);
        return _io__WEBPACK_IMPORTED_MODULE_12__/* .EXIT_OK */ .Ij;
    }
    if (args.length !== 2)
        throw new _io__WEBPACK_IMPORTED_MODULE_12__/* .UsageError */ .eb(`difftool takes two files\n${HELP}`);
    const [oldFile, newFile] = args;
    // git difftool passes temporary copies; MERGED names the file in the repository.
    const name = io.env.MERGED || newFile;
    const before = oldFile === _git_driver__WEBPACK_IMPORTED_MODULE_7__/* .NULL_FILE */ .pP ? undefined : await (0,_files__WEBPACK_IMPORTED_MODULE_11__/* .readInput */ .R5)(oldFile);
    const after = newFile === _git_driver__WEBPACK_IMPORTED_MODULE_7__/* .NULL_FILE */ .pP ? undefined : await (0,_files__WEBPACK_IMPORTED_MODULE_11__/* .readInput */ .R5)(newFile);
    if (!before && !after)
        throw new _io__WEBPACK_IMPORTED_MODULE_12__/* .UsageError */ .eb('difftool needs at least one file that is not /dev/null');
    const sides = {
        before: before && { bytes: before.bytes, fileName: oldFile },
        after: after && { bytes: after.bytes, fileName: newFile },
    };
    const { comparison: result, view } = await (0,_report_view__WEBPACK_IMPORTED_MODULE_10__/* .compareForView */ .mn)(sides.before, sides.after).catch(async (error) => {
        // Pages that cannot be drawn leave the report without its document view, not without the changes.
        io.stderr.write(`docdelta: warning: ${name}: no document view (${(0,_engine_index__WEBPACK_IMPORTED_MODULE_6__/* .errorMessage */ .gJ)(error)})\n`);
        return { comparison: await (0,_engine_index__WEBPACK_IMPORTED_MODULE_6__/* .compareVersions */ .Zy)(sides.before, sides.after), view: undefined };
    });
    for (const warning of result.warnings)
        io.stderr.write(`docdelta: warning: ${warning}\n`);
    const file = {
        oldPath: io.env.MERGED || oldFile,
        newPath: name,
        status: !before ? 'added' : !after ? 'deleted' : 'modified',
        changes: result.changes,
        places: result.places,
        contexts: result.contexts,
        view,
    };
    const directory = await reportFolder(io.env);
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(directory, `${(0,node_path__WEBPACK_IMPORTED_MODULE_5__.basename)(name).replace(/[^\w.-]+/g, '_')}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(4).toString('hex')}.html`);
    await (0,_report_write__WEBPACK_IMPORTED_MODULE_8__/* .writeAtomically */ .vK)(path, (0,_report_html__WEBPACK_IMPORTED_MODULE_9__/* .renderHtml */ .K)([file], { title: `docdelta: ${(0,_report_html__WEBPACK_IMPORTED_MODULE_9__/* .shownPath */ .p)(name)}` }));
    const opened = await openInBrowser(path, io.env);
    if (opened.ok)
        io.stdout.write(`docdelta: opened ${path} with ${opened.command}\n`);
    else {
        if (opened.failure)
            io.stderr.write(`docdelta: could not open the browser (${opened.failure})\n`);
        io.stdout.write(`docdelta: report written to ${path}\n`);
    }
    return _io__WEBPACK_IMPORTED_MODULE_12__/* .EXIT_OK */ .Ij;
}
/** Reports older than this are removed by the next difftool run. */
const KEEP_REPORTS_MS = 24 * 60 * 60 * 1000;
/**
 * One folder for every difftool report instead of a new one per call (78 had built up). A report
 * must outlive this process, since the browser reads it after the opener returns, so each run
 * removes the reports of earlier days instead.
 */
async function reportFolder(env) {
    const directory = (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(env.TMPDIR || (0,node_os__WEBPACK_IMPORTED_MODULE_4__.tmpdir)(), `docdelta-difftool-${userId()}`);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.mkdir)(directory, { recursive: true, mode: 0o700 });
    const now = Date.now();
    for (const entry of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.readdir)(directory)) {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(directory, entry);
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.stat)(path).catch(() => undefined);
        if (info && now - info.mtimeMs > KEEP_REPORTS_MS)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rm)(path, { recursive: true, force: true });
    }
    return directory;
}
/** How long an opener may run before it counts as started (a browser that keeps the opener waiting). */
const OPENER_WAIT_MS = 5000;
/**
 * Opens the report with $BROWSER (a colon-separated list, `%s` standing for the file, as in
 * remote editors and Codespaces), else the platform's opener when there is a display. An opener
 * that fails (xdg-open without a browser exits non-zero) is reported, not taken for success.
 */
async function openInBrowser(path, env) {
    const candidates = [];
    for (const entry of (env.BROWSER ?? '').split(process.platform === 'win32' ? ';' : ':')) {
        const words = entry.trim().split(/\s+/).filter(Boolean);
        if (words.length)
            candidates.push(words.some((w) => w.includes('%s')) ? words.map((w) => w.replaceAll('%s', path)) : [...words, path]);
    }
    if (!candidates.length) {
        if (process.platform === 'darwin')
            candidates.push(['open', path]);
        else if (process.platform === 'win32')
            candidates.push(['cmd', '/c', 'start', '""', path]);
        else if ((env.DISPLAY || env.WAYLAND_DISPLAY) && onPath('xdg-open', env.PATH))
            candidates.push(['xdg-open', path]);
    }
    const failures = [];
    for (const [command, ...args] of candidates) {
        const failure = await runOpener(command, args, env);
        if (!failure)
            return { ok: true, command };
        failures.push(failure);
    }
    return { ok: false, failure: failures.join('; ') || undefined };
}
/** Undefined when the opener exited 0 or is still running after OPENER_WAIT_MS; else what went wrong. */
function runOpener(command, args, env) {
    return new Promise((resolve) => {
        let child;
        try {
            child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(command, args, { detached: true, stdio: 'ignore', env: env });
        }
        catch (error) {
            resolve(`${command}: ${(0,_engine_index__WEBPACK_IMPORTED_MODULE_6__/* .errorMessage */ .gJ)(error)}`);
            return;
        }
        const timer = setTimeout(() => {
            child.unref();
            resolve(undefined);
        }, OPENER_WAIT_MS);
        child.on('error', (error) => {
            clearTimeout(timer);
            resolve(`${command}: ${error.code === 'ENOENT' ? 'not found' : error.message}`);
        });
        child.on('exit', (code, signal) => {
            clearTimeout(timer);
            resolve(code === 0 ? undefined : `${command} exited with ${code ?? signal}`);
        });
    });
}
function userId() {
    try {
        return String((0,node_os__WEBPACK_IMPORTED_MODULE_4__.userInfo)().uid);
    }
    catch {
        return 'user';
    }
}
function onPath(program, path) {
    return (path ?? '').split(node_path__WEBPACK_IMPORTED_MODULE_5__.delimiter).some((directory) => directory && (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(directory, program)));
}


/***/ }),

/***/ 99141:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $h: () => (/* binding */ PASSWORD_OPTIONS),
/* harmony export */   R5: () => (/* binding */ readInput),
/* harmony export */   iH: () => (/* binding */ PASSWORD_HELP),
/* harmony export */   pY: () => (/* binding */ passwordsFrom)
/* harmony export */ });
/* unused harmony export MAX_INPUT_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71604);


/** Largest input the CLI reads into memory. */
const MAX_INPUT_BYTES = 512 * 1024 * 1024;
/**
 * Reads a document named on the command line; problems become one-line usage errors. Read with
 * node:fs's synchronous calls: a command reads its few inputs one after the other anyway, and
 * node:fs/promises costs a run about 4 ms of CPU to load.
 */
async function readInput(path, password) {
    let size;
    try {
        const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
        if (info.isDirectory())
            throw new _io__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${path}: is a directory, not a document`);
        size = info.size;
    }
    catch (error) {
        if (error instanceof _io__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb)
            throw error;
        const code = error.code;
        throw new _io__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(code === 'ENOENT' ? `${path}: no such file` : `${path}: cannot be read (${code ?? 'error'})`);
    }
    if (size > MAX_INPUT_BYTES)
        throw new _io__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${path}: ${size} bytes is over the ${MAX_INPUT_BYTES}-byte limit`);
    const bytes = new Uint8Array((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path));
    return { bytes, fileName: path, password };
}
/** Password options every reading command accepts; environment variables keep them out of `ps`. */
const PASSWORD_OPTIONS = {
    'source-password': { type: 'string' },
    'target-password': { type: 'string' },
};
const PASSWORD_HELP = `  --source-password <pw>  password of a protected source (or DOCDELTA_SOURCE_PASSWORD)
  --target-password <pw>  password of protected targets (or DOCDELTA_TARGET_PASSWORD)`;
function passwordsFrom(values, env) {
    return {
        source: values['source-password'] ?? env.DOCDELTA_SOURCE_PASSWORD,
        target: values['target-password'] ?? env.DOCDELTA_TARGET_PASSWORD,
    };
}


/***/ }),

/***/ 98067:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bb: () => (/* binding */ preparePdfJsGlobals),
/* harmony export */   CH: () => (/* binding */ loadPdfJs),
/* harmony export */   Dl: () => (/* binding */ loadCanvas),
/* harmony export */   Ho: () => (/* binding */ pdfJsAssets),
/* harmony export */   Pq: () => (/* binding */ loadSharp),
/* harmony export */   gT: () => (/* binding */ canvasFactoryOf)
/* harmony export */ });
/* unused harmony export useCanvasFolder */
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17679);




const cache = new Map();
function load(name, importer) {
    let pending = cache.get(name);
    if (!pending) {
        pending = importer().then((module) => ({ module }), (error) => ({ reason: `${name} could not be loaded (${firstLine((0,_errors__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error))})` }));
        cache.set(name, pending);
    }
    return pending;
}
function firstLine(text) {
    return text.split('\n')[0].slice(0, 200);
}
function loadSharp() {
    return load('sharp', async () => {
        const imported = (await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 42482)));
        return imported.default ?? imported;
    });
}
let canvasFolder;
/**
 * Loads @napi-rs/canvas from this package folder instead of resolving it from here: a copy
 * installed elsewhere, as in the Action's tool cache. For loads not made yet.
 */
function useCanvasFolder(folder) {
    canvasFolder = folder;
    cache.delete('@napi-rs/canvas');
}
function loadCanvas() {
    return load('@napi-rs/canvas', async () => {
        if (!canvasFolder)
            return (await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 54097)));
        const entry = (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(__docdeltaMeta.url).resolve(canvasFolder);
        // Not for the bundler to follow: the folder is only known at run time.
        return (await __docdeltaImport(/* webpackIgnore: true */ (0,node_url__WEBPACK_IMPORTED_MODULE_2__.pathToFileURL)(entry).href));
    });
}
/** pdf.js, loaded once for the engine's reader and its previews alike. */
function loadPdfJs() {
    return load('pdfjs-dist', async () => {
        await preparePdfJsGlobals();
        // pdf.js warns as it loads when it cannot `require` the canvas module from its own folder
        // (several lines, with a require stack), though the globals set above are all it needs from
        // it; without any canvas module, reading text needs none and previews say so in their words.
        const restore = withoutCanvasWarnings();
        const natives = nativeBuiltIns();
        try {
            const pdfjs = (await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 17532)));
            // The worker code runs on this thread; importing it here (not by URL) lets a bundler see it.
            const holder = globalThis;
            // @ts-expect-error pdf.js ships no types for its worker module.
            holder.pdfjsWorker ??= await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 97864));
            return pdfjs;
        }
        finally {
            natives.restore();
            restore();
        }
    });
}
/**
 * The legacy build's core-js (in both of pdf.js's modules) replaces built-ins process-wide with
 * polyfills for features Node 20 has natively or pdf.js does not use: Array.prototype.push
 * (guarding lengths above 2^32), JSON.parse/stringify (source-text access; measured 4× slower on
 * a large change list) and Function.prototype.toString. Everything else in the process — the
 * server's responses, `--json` output — would pay for them. What core-js adds that Node 20 lacks
 * (Set methods, Promise.withResolvers, …) stays.
 */
function nativeBuiltIns() {
    const saved = [];
    for (const [owner, key] of [
        [Array.prototype, 'push'],
        [JSON, 'parse'],
        [JSON, 'stringify'],
        [Function.prototype, 'toString'],
    ]) {
        const descriptor = Object.getOwnPropertyDescriptor(owner, key);
        if (descriptor)
            saved.push([owner, key, descriptor]);
    }
    return {
        restore() {
            for (const [owner, key, descriptor] of saved) {
                const now = Object.getOwnPropertyDescriptor(owner, key);
                if (now?.value !== descriptor.value)
                    Object.defineProperty(owner, key, descriptor);
            }
        },
    };
}
function withoutCanvasWarnings() {
    const warn = console.warn;
    console.warn = (...args) => {
        if (typeof args[0] === 'string' && /^Warning: Cannot (load "@napi-rs\/canvas"|polyfill `)/.test(args[0]))
            return;
        warn(...args);
    };
    return () => {
        console.warn = warn;
    };
}
let preparing;
/**
 * Call before pdf.js is first imported (both of the engine's loaders do). pdf.js's legacy build
 * takes DOMMatrix, ImageData and Path2D from @napi-rs/canvas when it can `require` it from its
 * own folder, and evaluates `new DOMMatrix()` at load: where the canvas module lives elsewhere
 * (the Action's tool cache, beside a bundle without node_modules) pdf.js would not load at all,
 * or would draw with classes of a second copy of the module. So the globals come from the
 * canvas module loaded here; without one, a bare DOMMatrix lets pdf.js load to read text.
 * Resolves to the canvas module, if any.
 */
function preparePdfJsGlobals() {
    preparing ??= (async () => {
        const canvas = (await loadCanvas()).module;
        const globals = globalThis;
        if (canvas) {
            globals.DOMMatrix ??= canvas.DOMMatrix;
            globals.ImageData ??= canvas.ImageData;
            globals.Path2D ??= canvas.Path2D;
        }
        else {
            globals.DOMMatrix ??= TextOnlyMatrix;
        }
        return canvas;
    })();
    return preparing;
}
/** Stands in for DOMMatrix so pdf.js loads without a canvas module; nothing renders then. */
class TextOnlyMatrix {
    a = 1;
    b = 0;
    c = 0;
    d = 1;
    e = 0;
    f = 0;
}
/**
 * A pdf.js `CanvasFactory` (the getDocument option) making its scratch canvases with the canvas
 * module loaded here; pdf.js's own NodeCanvasFactory would `require` it from pdf.js's folder.
 */
function canvasFactoryOf(canvas) {
    return class CanvasFactory {
        create(width, height) {
            if (width <= 0 || height <= 0)
                throw new Error('Invalid canvas size');
            const surface = canvas.createCanvas(width, height);
            return { canvas: surface, context: surface.getContext('2d') };
        }
        reset(entry, width, height) {
            if (!entry.canvas)
                throw new Error('Canvas is not specified');
            if (width <= 0 || height <= 0)
                throw new Error('Invalid canvas size');
            entry.canvas.width = width;
            entry.canvas.height = height;
        }
        destroy(entry) {
            if (!entry.canvas)
                throw new Error('Canvas is not specified');
            entry.canvas.width = 0;
            entry.canvas.height = 0;
            entry.canvas = null;
            entry.context = null;
        }
    };
}
/**
 * Where pdf.js's standard fonts and CMaps are: beside the installed package, or — in a bundle
 * that has no node_modules — in a `pdfjs/` folder shipped beside the bundle's own file.
 */
function pdfJsAssets() {
    let root;
    try {
        root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(__docdeltaMeta.url).resolve('pdfjs-dist/package.json'));
    }
    catch {
        root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(__docdeltaMeta.url)), 'pdfjs');
    }
    // pdf.js in Node reads these with fs when they are plain paths ending in a separator.
    return { standardFontDataUrl: `${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'standard_fonts')}/`, cMapUrl: `${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'cmaps')}/` };
}



/***/ }),

/***/ 9466:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ reportKind)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Report formats by file extension. Apart from the writer, so that a command can check a
 * `--report` name before its work without loading the HTML and Markdown renderers.
 */
function reportKind(path) {
    const extension = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.extname)(path).toLowerCase();
    if (extension === '.html' || extension === '.htm')
        return 'html';
    if (extension === '.md' || extension === '.markdown')
        return 'markdown';
    return undefined;
}


/***/ }),

/***/ 64153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mn: () => (/* binding */ compareForView),
/* harmony export */   withDocumentView: () => (/* binding */ withDocumentView)
/* harmony export */ });
/* unused harmony exports VIEW_MAX_PAGES, VIEW_MAX_CHANGES, documentView, alignPages */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _engine_index__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13723);
/* harmony import */ var _engine_native__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(98067);



/**
 * Beyond these a document view stops being something to look through: the pages alone take
 * minutes to draw and the file hundreds of megabytes, and the change list says more. The report
 * then keeps its list and says why the pages are left out.
 */
const VIEW_MAX_PAGES = 600;
const VIEW_MAX_CHANGES = 2000;
/** Compares the pair with both sides' boxes and draws both; the comparison's changes are the view's. */
async function compareForView(before, after, options = {}) {
    const comparison = await (0,_engine_index__WEBPACK_IMPORTED_MODULE_1__/* .compareVersions */ .Zy)(before, after, { settings: options.settings, precise: true, sides: true });
    const sides = comparison.sides ?? [];
    const tooLarge = viewTooLarge(sides, options);
    const view = tooLarge ? undefined : await documentView(before, after, sides, options);
    return { comparison, view, ...(tooLarge ? { leftOut: tooLarge } : {}) };
}
/** Why a pair is too large for the view to draw, from its changes and the pages their boxes are on. */
function viewTooLarge(sides, options) {
    const maxChanges = options.maxChanges ?? VIEW_MAX_CHANGES;
    const maxPages = options.maxPages ?? VIEW_MAX_PAGES;
    if (sides.length > maxChanges)
        return `no document view: ${sides.length} changes are more than it frames (${maxChanges}); the list has them all`;
    const lastPage = Math.max(0, ...sides.flatMap((side) => [side.source?.page ?? 0, side.target?.page ?? 0]));
    if (lastPage > maxPages)
        return `no document view: page ${lastPage} is past the ${maxPages} pages it draws; the list has every change`;
    return undefined;
}
/** The view of a pair from each change's boxes on both sides (compareVersions with `sides` and `precise`). */
async function documentView(before, after, sides, options = {}) {
    const width = options.width ?? 900;
    const frames = sides.map((side) => ({
        ...(side.source ? { old: frameOf(side.source) } : {}),
        ...(side.target ? { new: frameOf(side.target) } : {}),
    }));
    const changedOn = (which) => new Set(frames.flatMap((frame) => (frame[which] ? [frame[which].page] : [])));
    const [oldPages, newPages] = await Promise.all([
        drawPages(before, width, changedOn('old')),
        drawPages(after, width, changedOn('new')),
    ]);
    return {
        renderer: newPages.renderer ?? oldPages.renderer ?? 'builtin',
        old: oldPages.pages,
        new: newPages.pages,
        rows: alignPages(oldPages.keys, newPages.keys, frames),
        frames,
    };
}
async function drawPages(side, width, changed) {
    if (!side)
        return { pages: [], keys: [] };
    const { renderPreviews } = await (0,_engine_index__WEBPACK_IMPORTED_MODULE_1__/* .loadPreviews */ .iK)();
    // The built-in layout is the one the boxes were found in (compareVersions `precise`).
    const result = await renderPreviews(side, { format: 'png', width, office: 'builtin' });
    const sharp = (await (0,_engine_native__WEBPACK_IMPORTED_MODULE_2__/* .loadSharp */ .Pq)()).module;
    const pages = [];
    for (const page of result.pages) {
        let bytes = page.bytes;
        let size = { width: page.width, height: page.height };
        if (sharp) {
            // A page of text keeps its edges in a few dozen colours at a quarter of the bytes; a page
            // without changes is only looked through, so it goes at half the width.
            let image = sharp(page.bytes);
            if (!changed.has(page.pageNumber)) {
                size = { width: Math.round(page.width * UNCHANGED_SCALE), height: Math.round(page.height * UNCHANGED_SCALE) };
                image = image.resize(size.width, size.height);
            }
            bytes = new Uint8Array(await image.png({ palette: true, colours: 32, compressionLevel: 9 }).toBuffer());
        }
        pages.push({ page: page.pageNumber, ...size, mimeType: 'image/png', bytes });
    }
    return {
        pages,
        keys: result.pages.map((page) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1').update(page.bytes).digest('hex')),
        renderer: result.renderer,
    };
}
const UNCHANGED_SCALE = 1 / 2;
function frameOf(box) {
    const w = box.pageWidth || 1;
    const h = box.pageHeight || 1;
    const clamp = (v) => Math.min(1, Math.max(0, v));
    const x = clamp(box.x / w);
    const y = clamp(box.y / h);
    return {
        page: box.page,
        x,
        y,
        width: Math.max(0.004, Math.min(1 - x, box.width / w)),
        height: Math.max(0.004, Math.min(1 - y, box.height / h)),
    };
}
/**
 * Pairs the pages of two versions by content: pages drawn identically are matched first (their
 * longest common run, so an unchanged page after a deleted one still stands beside its twin);
 * between those, a page pairs with the page its changes lead to, and a page whose every change
 * is a deletion (an insertion, on the new side) is left opposite a gap when the counts differ.
 * `frames` are the changes' places on both sides.
 */
function alignPages(oldKeys, newKeys, frames = []) {
    const anchors = new Map();
    const onlyOld = new Map();
    const onlyNew = new Map();
    for (const frame of frames) {
        if (frame.old && frame.new) {
            const key = `${frame.old.page - 1}:${frame.new.page - 1}`;
            anchors.set(key, (anchors.get(key) ?? 0) + 1);
        }
        if (frame.old)
            onlyOld.set(frame.old.page - 1, (onlyOld.get(frame.old.page - 1) ?? true) && !frame.new);
        if (frame.new)
            onlyNew.set(frame.new.page - 1, (onlyNew.get(frame.new.page - 1) ?? true) && !frame.old);
    }
    const same = commonRun(oldKeys, newKeys);
    const rows = [];
    let i = 0;
    let j = 0;
    for (const [a, b] of [...same, [oldKeys.length, newKeys.length]]) {
        rows.push(...alignGap(i, a, j, b, anchors, onlyOld, onlyNew));
        if (a < oldKeys.length && b < newKeys.length)
            rows.push([a, b]);
        i = a + 1;
        j = b + 1;
    }
    return rows;
}
/** Index pairs of the longest common subsequence of equal keys. */
function commonRun(a, b) {
    const n = a.length;
    const m = b.length;
    const table = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
    for (let i = n - 1; i >= 0; i--)
        for (let j = m - 1; j >= 0; j--)
            table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
    const pairs = [];
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
        if (a[i] === b[j])
            pairs.push([i++, j++]);
        else if (table[i + 1][j] >= table[i][j + 1])
            i++;
        else
            j++;
    }
    return pairs;
}
/** Old pages [i0, i1) against new pages [j0, j1): the best pairing, gaps where pages were deleted or inserted. */
function alignGap(i0, i1, j0, j1, anchors, onlyOld, onlyNew) {
    const n = i1 - i0;
    const m = j1 - j0;
    if (!n || !m)
        return [
            ...Array.from({ length: n }, (_, k) => [i0 + k, null]),
            ...Array.from({ length: m }, (_, k) => [null, j0 + k]),
        ];
    const pair = (i, j) => 3.5 + 3 * (anchors.get(`${i}:${j}`) ?? 0);
    const gapOld = (i) => (onlyOld.get(i) ? 1.5 : 0);
    const gapNew = (j) => (onlyNew.get(j) ? 1.5 : 0);
    const score = Array.from({ length: n + 1 }, () => new Float64Array(m + 1));
    for (let a = n; a >= 0; a--)
        for (let b = m; b >= 0; b--) {
            if (a === n && b === m)
                continue;
            let best = -Infinity;
            if (a < n && b < m)
                best = pair(i0 + a, j0 + b) + score[a + 1][b + 1];
            if (a < n)
                best = Math.max(best, gapOld(i0 + a) + score[a + 1][b]);
            if (b < m)
                best = Math.max(best, gapNew(j0 + b) + score[a][b + 1]);
            score[a][b] = best;
        }
    const rows = [];
    let a = 0;
    let b = 0;
    while (a < n || b < m) {
        if (a < n && b < m && score[a][b] === pair(i0 + a, j0 + b) + score[a + 1][b + 1])
            rows.push([i0 + a++, j0 + b++]);
        else if (a < n && score[a][b] === gapOld(i0 + a) + score[a + 1][b])
            rows.push([i0 + a++, null]);
        else
            rows.push([null, j0 + b++]);
    }
    return rows;
}
/**
 * The file's report with its document view, when the pair compared for the view finds the same
 * changes (same engine, same settings); else the report as it was and a line saying why.
 */
async function withDocumentView(file, before, after, options = {}) {
    try {
        // Too many changes to frame is known from the list alone, without comparing again.
        const leftOutEarly = viewTooLarge(file.changes.map(() => ({})), options);
        if (leftOutEarly)
            return { file: { ...file, warnings: [...(file.warnings ?? []), leftOutEarly] } };
        const { comparison, view, leftOut } = await compareForView(before, after, options);
        if (leftOut)
            return { file: { ...file, warnings: [...(file.warnings ?? []), leftOut] } };
        if (comparison.changes.length !== file.changes.length)
            return { file, warning: `${file.newPath}: no document view (its pages hold a different list of changes)` };
        return { file: { ...file, view, contexts: file.contexts ?? comparison.contexts } };
    }
    catch (error) {
        return { file, warning: `${file.newPath}: no document view (${(0,_engine_index__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)})` };
    }
}


/***/ })

};

return{id,ids,modules}})