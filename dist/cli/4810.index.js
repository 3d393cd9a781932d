export const id = 4810;
export const ids = [4810];
export const modules = {

/***/ 62429:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GK: () => (/* binding */ standardFontDirectory),
/* harmony export */   pdfPageCount: () => (/* binding */ pdfPageCount),
/* harmony export */   v9: () => (/* binding */ openPdf)
/* harmony export */ });
/* unused harmony export loadPdfJs */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(17679);
/* harmony import */ var _preview_native__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(73594);






let loading;
/** The canvas module pdf.js draws scanned pages with, when one loaded. */
let canvas;
function loadPdfJs() {
    loading ??= (async () => {
        // Shared with the previews: pdf.js must find the canvas module's classes as it loads, and
        // the shared loader puts back the built-ins pdf.js's polyfills replace.
        canvas = await (0,_preview_native__WEBPACK_IMPORTED_MODULE_5__/* .preparePdfJsGlobals */ .Bb)();
        const loaded = await (0,_preview_native__WEBPACK_IMPORTED_MODULE_5__/* .loadPdfJs */ .CH)();
        if (!loaded.module)
            throw new Error(loaded.reason);
        return loaded.module;
    })();
    return loading;
}
let fontDirectory;
/**
 * The directory of pdf.js's standard fonts: beside the installed package, or, inside a bundle,
 * a `pdfjs-standard-fonts/` folder next to the bundle's file.
 */
function standardFontDirectory() {
    if (fontDirectory)
        return fontDirectory;
    const candidates = [];
    try {
        const require = (0,node_module__WEBPACK_IMPORTED_MODULE_1__.createRequire)(import.meta.url);
        candidates.push((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')), '..', '..', 'standard_fonts'));
    }
    catch {
        // Not resolvable from a bundle: the copied folder below is used instead.
    }
    try {
        candidates.push((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(import.meta.url)), 'pdfjs-standard-fonts'));
    }
    catch {
        // import.meta.url is not a file URL (never in Node, kept for safety).
    }
    candidates.push((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(process.cwd(), 'node_modules', 'pdfjs-dist', 'standard_fonts'));
    fontDirectory = candidates.find((c) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(c, 'FoxitSerif.pfb'))) ?? candidates[0];
    return fontDirectory;
}
/** pdf.js's PasswordException codes. */
const NEED_PASSWORD = 1;
const INCORRECT_PASSWORD = 2;
/**
 * Opens a PDF; password problems become PasswordRequiredError / WrongPasswordError. An
 * extraction worker passes the font directory its parent found (a bundled worker sits elsewhere).
 */
async function openPdf(bytes, password, standardFonts = standardFontDirectory()) {
    const pdfjs = await loadPdfJs();
    const task = pdfjs.getDocument({
        // pdf.js transfers (detaches) the buffer it gets: give it a copy so the caller's bytes live on.
        data: new Uint8Array(bytes),
        password,
        standardFontDataUrl: standardFonts + '/',
        disableFontFace: true,
        useSystemFonts: false,
        isEvalSupported: false,
        verbosity: pdfjs.VerbosityLevel.ERRORS,
        // pdf.js's own factory would `require` the canvas module from pdf.js's folder, where a
        // bundle may not have it.
        ...(canvas ? { CanvasFactory: (0,_preview_native__WEBPACK_IMPORTED_MODULE_5__/* .canvasFactoryOf */ .gT)(canvas) } : {}),
    });
    try {
        return await task.promise;
    }
    catch (error) {
        const named = error;
        if (named?.name === 'PasswordException') {
            if (named.code === INCORRECT_PASSWORD || (named.code === NEED_PASSWORD && password))
                throw new _errors__WEBPACK_IMPORTED_MODULE_4__/* .WrongPasswordError */ .Pi();
            throw new _errors__WEBPACK_IMPORTED_MODULE_4__/* .PasswordRequiredError */ .$F();
        }
        throw new _errors__WEBPACK_IMPORTED_MODULE_4__/* .CorruptDocumentError */ .b6(`not a readable PDF (${named?.message ?? String(error)})`);
    }
}
/**
 * The page count from the document's page tree (the root's /Count), without reading any page:
 * `info` on a long PDF in the time pdf.js takes to open it.
 */
async function pdfPageCount(bytes, password) {
    const document = await openPdf(bytes, password);
    try {
        return document.numPages;
    }
    finally {
        await document.destroy();
    }
}


/***/ }),

/***/ 73594:
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
        const entry = (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url).resolve(canvasFolder);
        // Not for the bundler to follow: the folder is only known at run time.
        return (await import(/* webpackIgnore: true */ (0,node_url__WEBPACK_IMPORTED_MODULE_2__.pathToFileURL)(entry).href));
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
        root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url).resolve('pdfjs-dist/package.json'));
    }
    catch {
        root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url)), 'pdfjs');
    }
    // pdf.js in Node reads these with fs when they are plain paths ending in a separator.
    return { standardFontDataUrl: `${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'standard_fonts')}/`, cMapUrl: `${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'cmaps')}/` };
}



/***/ })

};
