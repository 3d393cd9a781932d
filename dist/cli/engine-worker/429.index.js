export const id = 429;
export const ids = [429];
export const modules = {

/***/ 2429:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GK: () => (/* binding */ standardFontDirectory),
/* harmony export */   pdfPageCount: () => (/* binding */ pdfPageCount),
/* harmony export */   v9: () => (/* binding */ openPdf)
/* harmony export */ });
/* unused harmony export loadPdfJs */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7679);
/* harmony import */ var _preview_native__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3594);






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


/***/ })

};
