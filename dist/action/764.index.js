export const id = 764;
export const ids = [764];
export const modules = {

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



/***/ }),

/***/ 40497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YH: () => (/* binding */ choosePages),
/* harmony export */   cK: () => (/* binding */ pixelSize)
/* harmony export */ });
/* unused harmony exports MAX_PREVIEW_SIDE, parsePageSelection */
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);

/** Largest side of a preview image in pixels; larger asks are a mistake or an attack. */
const MAX_PREVIEW_SIDE = 10_000;
/**
 * Parses a page selection such as `1,3-5` into sorted, distinct 1-based page numbers.
 * Shared by the CLI flag and the API's PageNumbers so both reject the same inputs alike.
 */
function parsePageSelection(text) {
    const pages = new Set();
    const trimmed = text.trim();
    if (!trimmed)
        throw new InvalidOptionsError(`page selection '${text}' is empty; expected e.g. 1,3-5`);
    for (const part of trimmed.split(',')) {
        const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
        if (!match)
            throw new InvalidOptionsError(`page selection '${text}' is not valid at '${part.trim()}'; expected e.g. 1,3-5`);
        const first = Number(match[1]);
        const last = match[2] === undefined ? first : Number(match[2]);
        if (first < 1)
            throw new InvalidOptionsError(`page selection '${text}': pages start at 1`);
        if (last < first)
            throw new InvalidOptionsError(`page selection '${text}': range ${first}-${last} runs backwards`);
        if (last - first > 100_000)
            throw new InvalidOptionsError(`page selection '${text}': range ${first}-${last} is too long`);
        for (let page = first; page <= last; page++)
            pages.add(page);
    }
    return [...pages].sort((a, b) => a - b);
}
/**
 * The pages to render out of `pageCount`: all when none are asked for; asking for a page the
 * document does not have is an error that says how many it has.
 */
function choosePages(asked, pageCount, lenient = false) {
    if (!asked || asked.length === 0)
        return Array.from({ length: pageCount }, (_, i) => i + 1);
    if (lenient)
        return [...new Set(asked)].filter((p) => Number.isInteger(p) && p >= 1 && p <= pageCount).sort((a, b) => a - b);
    const beyond = asked.filter((p) => !Number.isInteger(p) || p < 1 || p > pageCount);
    if (beyond.length) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidOptionsError */ .cb(`page${beyond.length > 1 ? 's' : ''} ${beyond.join(', ')} ${beyond.length > 1 ? 'are' : 'is'} not in the document, which has ${pageCount} page${pageCount === 1 ? '' : 's'}`);
    }
    return [...new Set(asked)].sort((a, b) => a - b);
}
/**
 * Pixel size of a page `pointWidth` × `pointHeight` (or pixels, for images). Width or height
 * alone keeps the aspect ratio; both fit the page inside that box, keeping the aspect ratio;
 * neither uses `defaultScale`.
 */
function pixelSize(pointWidth, pointHeight, asked, defaultScale) {
    for (const [name, value] of [['width', asked.width], ['height', asked.height]]) {
        if (value !== undefined && (!Number.isInteger(value) || value < 1 || value > MAX_PREVIEW_SIDE)) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidOptionsError */ .cb(`preview ${name} ${value} is not a whole number of pixels from 1 to ${MAX_PREVIEW_SIDE}`);
        }
    }
    let scale = defaultScale;
    if (asked.width && asked.height)
        scale = Math.min(asked.width / pointWidth, asked.height / pointHeight);
    else if (asked.width)
        scale = asked.width / pointWidth;
    else if (asked.height)
        scale = asked.height / pointHeight;
    const width = Math.min(MAX_PREVIEW_SIDE, Math.max(1, Math.round(pointWidth * scale)));
    const height = Math.min(MAX_PREVIEW_SIDE, Math.max(1, Math.round(pointHeight * scale)));
    // Exact asked sides win over rounding, so `--width 1000` gives exactly 1000 pixels.
    return { width: asked.width && !asked.height ? asked.width : width, height: asked.height && !asked.width ? asked.height : height, scale };
}


/***/ }),

/***/ 11727:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ renderPdfPages)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);
/* harmony import */ var _native__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73594);
/* harmony import */ var _pages__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40497);



/** pdf.js renders at 96 dpi by default: a point is 4/3 pixels. */
const DEFAULT_SCALE = 96 / 72;
/** Renders pages of a PDF with pdf.js onto @napi-rs/canvas, one page at a time. */
async function renderPdfPages(bytes, options) {
    // The canvas module first: pdf.js takes its DOMMatrix, ImageData and Path2D as it loads.
    const canvas = await (0,_native__WEBPACK_IMPORTED_MODULE_1__/* .loadCanvas */ .Dl)();
    const pdfjs = await (0,_native__WEBPACK_IMPORTED_MODULE_1__/* .loadPdfJs */ .CH)();
    if (!pdfjs.module)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .UnsupportedFormatError */ .N$(`PDF previews are not available: ${pdfjs.reason}`);
    if (!canvas.module)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .UnsupportedFormatError */ .N$(`PDF previews are not available: ${canvas.reason}`);
    const document = await openPdf(pdfjs.module, bytes, options.password, (0,_native__WEBPACK_IMPORTED_MODULE_1__/* .canvasFactoryOf */ .gT)(canvas.module));
    try {
        const pageNumbers = (0,_pages__WEBPACK_IMPORTED_MODULE_2__/* .choosePages */ .YH)(options.pages, document.numPages, options.lenient);
        const pages = [];
        for (const pageNumber of pageNumbers) {
            const page = await document.getPage(pageNumber);
            // The viewport at scale 1 is the page as shown (rotation applied), in points.
            const base = page.getViewport({ scale: 1 });
            const size = (0,_pages__WEBPACK_IMPORTED_MODULE_2__/* .pixelSize */ .cK)(base.width, base.height, options, DEFAULT_SCALE);
            const viewport = page.getViewport({ scale: size.width / base.width });
            const surface = canvas.module.createCanvas(size.width, size.height);
            const context = surface.getContext('2d');
            context.fillStyle = '#ffffff';
            context.fillRect(0, 0, size.width, size.height);
            // Fit-inside asks can round the two sides differently; stretch the last fraction of a pixel.
            const stretch = size.height / viewport.height;
            if (Math.abs(stretch - 1) > 1e-6)
                context.scale(1, stretch);
            await page.render({ canvasContext: context, viewport, canvas: surface }).promise;
            const pixels = new Uint8Array(context.getImageData(0, 0, size.width, size.height).data.buffer);
            pages.push({ pageNumber, width: size.width, height: size.height, pixels, pageWidth: base.width, pageHeight: base.height });
            page.cleanup();
        }
        return { pages, pageCount: document.numPages };
    }
    finally {
        await document.destroy();
    }
}
async function openPdf(pdfjs, bytes, password, CanvasFactory) {
    const assets = (0,_native__WEBPACK_IMPORTED_MODULE_1__/* .pdfJsAssets */ .Ho)();
    try {
        const task = pdfjs.getDocument({
            // pdf.js may detach the buffer it is given; the caller's bytes stay theirs.
            data: new Uint8Array(bytes),
            password,
            // Scratch canvases from the canvas module loaded here, wherever it was found.
            CanvasFactory,
            standardFontDataUrl: assets.standardFontDataUrl,
            cMapUrl: assets.cMapUrl,
            cMapPacked: true,
            disableFontFace: true,
            isEvalSupported: false,
            useSystemFonts: false,
            verbosity: 0,
        });
        return await task.promise;
    }
    catch (error) {
        if (error instanceof _errors__WEBPACK_IMPORTED_MODULE_0__/* .EngineError */ .NJ)
            throw error;
        const name = error.name;
        const code = error.code;
        if (name === 'PasswordException')
            throw code === 2 ? new _errors__WEBPACK_IMPORTED_MODULE_0__/* .WrongPasswordError */ .Pi() : new _errors__WEBPACK_IMPORTED_MODULE_0__/* .PasswordRequiredError */ .$F();
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6(`the PDF could not be opened (${(0,_errors__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)})`);
    }
}


/***/ }),

/***/ 68650:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  g: () => (/* binding */ PREVIEW_FORMATS),
  o: () => (/* binding */ encodeRaster)
});

// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(17679);
;// CONCATENATED MODULE: ./src/engine/preview/bmp.ts
/**
 * A 24-bit BMP (BITMAPINFOHEADER, bottom-up rows padded to 4 bytes) from raw pixels. sharp
 * cannot write BMP, and the format is small enough that writing it is simpler than a dependency.
 */
function encodeBmp(pixels, width, height, channels) {
    const rowBytes = Math.ceil((width * 3) / 4) * 4;
    const imageBytes = rowBytes * height;
    const headerBytes = 14 + 40;
    const out = new Uint8Array(headerBytes + imageBytes);
    const view = new DataView(out.buffer);
    out[0] = 0x42; // 'B'
    out[1] = 0x4d; // 'M'
    view.setUint32(2, out.length, true);
    view.setUint32(10, headerBytes, true);
    view.setUint32(14, 40, true);
    view.setInt32(18, width, true);
    view.setInt32(22, height, true);
    view.setUint16(26, 1, true);
    view.setUint16(28, 24, true);
    view.setUint32(30, 0, true);
    view.setUint32(34, imageBytes, true);
    // 96 dpi in pixels per metre.
    view.setInt32(38, 3780, true);
    view.setInt32(42, 3780, true);
    for (let y = 0; y < height; y++) {
        const rowStart = headerBytes + (height - 1 - y) * rowBytes;
        for (let x = 0; x < width; x++) {
            const from = (y * width + x) * channels;
            const to = rowStart + x * 3;
            let r = pixels[from];
            let g = pixels[from + 1];
            let b = pixels[from + 2];
            if (channels === 4) {
                // BMP has no alpha here: composite over white, as every other preview route does.
                const alpha = pixels[from + 3] / 255;
                r = Math.round(r * alpha + 255 * (1 - alpha));
                g = Math.round(g * alpha + 255 * (1 - alpha));
                b = Math.round(b * alpha + 255 * (1 - alpha));
            }
            out[to] = b;
            out[to + 1] = g;
            out[to + 2] = r;
        }
    }
    return out;
}

// EXTERNAL MODULE: ./src/engine/preview/native.ts
var preview_native = __webpack_require__(73594);
;// CONCATENATED MODULE: ./src/engine/preview/raster.ts



const PREVIEW_FORMATS = ['png', 'jpeg', 'bmp'];
/** Encodes raw RGBA: sharp for PNG and JPEG, the canvas when sharp is missing, our own BMP. */
async function encodeRaster(page, format) {
    if (format === 'bmp')
        return encodeBmp(page.pixels, page.width, page.height, 4);
    const sharp = await (0,preview_native/* loadSharp */.Pq)();
    if (sharp.module) {
        const image = sharp.module(page.pixels, { raw: { width: page.width, height: page.height, channels: 4 } });
        const buffer = format === 'png' ? await image.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer() : await image.flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
        return new Uint8Array(buffer);
    }
    const canvas = await (0,preview_native/* loadCanvas */.Dl)();
    if (!canvas.module)
        throw new errors/* UnsupportedFormatError */.N$(`${format.toUpperCase()} previews need sharp or @napi-rs/canvas: ${sharp.reason}; ${canvas.reason}`);
    const surface = canvas.module.createCanvas(page.width, page.height);
    const context = surface.getContext('2d');
    const data = context.createImageData(page.width, page.height);
    data.data.set(page.pixels);
    context.putImageData(data, 0, 0);
    return new Uint8Array(format === 'png' ? await surface.encode('png') : await surface.encode('jpeg', 85));
}


/***/ }),

/***/ 1764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   isOfficeDocument: () => (/* binding */ isOfficeDocument),
/* harmony export */   renderRedline: () => (/* binding */ renderRedline)
/* harmony export */ });
/* unused harmony exports redlineOfPdf, pagesUsingColours, changeBands */
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);
/* harmony import */ var _formats_registry__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37946);
/* harmony import */ var _native__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73594);
/* harmony import */ var _office__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(20873);
/* harmony import */ var _pdf__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(11727);
/* harmony import */ var _raster__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(68650);






const OFFICE_FAMILIES = new Set(['word', 'cells', 'slides', 'diagram']);
/** True when the redline of this document can be drawn by LibreOffice (an Office or ODF family). */
function isOfficeDocument(input) {
    try {
        const format = (0,_formats_registry__WEBPACK_IMPORTED_MODULE_1__/* .detectFormat */ .Tz)(input.bytes, input.fileName);
        return OFFICE_FAMILIES.has(format.family) && format.key !== 'csv' && format.key !== 'tsv';
    }
    catch {
        return false;
    }
}
/** Renders the changed pages of a styled result document through LibreOffice. */
async function renderRedline(result, options) {
    const soffice = (0,_office__WEBPACK_IMPORTED_MODULE_3__.findSoffice)(options.soffice);
    if (!soffice)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .UnsupportedFormatError */ .N$(`LibreOffice was not found${options.soffice ? ` at ${options.soffice}` : ''}; it draws redline previews`);
    const runOptions = { soffice, timeoutMs: options.timeoutMs, poolSize: options.poolSize, profileRoot: options.profileRoot };
    try {
        const [pdf] = await (0,_office__WEBPACK_IMPORTED_MODULE_3__/* .convertToPdf */ .fr)([{ bytes: result.bytes, fileName: result.fileName ?? 'result.docx' }], runOptions);
        return await redlineOfPdf(pdf, options);
    }
    catch (error) {
        if (error instanceof _errors__WEBPACK_IMPORTED_MODULE_0__/* .EngineError */ .NJ && !error.fileName)
            error.fileName = result.fileName;
        throw error;
    }
}
/** The redline pages of a result already rendered to PDF. */
async function redlineOfPdf(pdf, options) {
    const colours = options.colours.map(parseRgb);
    const { changedPages, pageCount } = await pagesUsingColours(pdf, options.colours);
    const shown = options.maxPages === undefined ? changedPages : changedPages.slice(0, options.maxPages);
    const width = options.width ?? 800;
    const raster = shown.length ? await (0,_pdf__WEBPACK_IMPORTED_MODULE_4__/* .renderPdfPages */ .L)(pdf, { pages: shown, width, lenient: true }) : { pages: [] };
    const pages = [];
    for (const page of raster.pages) {
        const bands = changeBands(page, colours);
        const crops = [];
        for (const band of bands) {
            const height = band.bottom - band.top;
            const pixels = page.pixels.subarray(band.top * page.width * 4, band.bottom * page.width * 4);
            crops.push({ bytes: await (0,_raster__WEBPACK_IMPORTED_MODULE_5__/* .encodeRaster */ .o)({ pixels, width: page.width, height }, options.format), width: page.width, height, top: band.top, bottom: band.bottom });
        }
        pages.push({ pageNumber: page.pageNumber, page: { bytes: await (0,_raster__WEBPACK_IMPORTED_MODULE_5__/* .encodeRaster */ .o)(page, options.format), width: page.width, height: page.height }, crops });
    }
    return { pages, changedPages, pageCount, pdf };
}
/** Pages whose drawing sets the fill or stroke colour to one of `colours` (text, strike lines, cell fills). */
async function pagesUsingColours(pdf, colours) {
    await (0,_native__WEBPACK_IMPORTED_MODULE_2__/* .preparePdfJsGlobals */ .Bb)();
    const pdfjs = (await (0,_native__WEBPACK_IMPORTED_MODULE_2__/* .loadPdfJs */ .CH)()).module;
    if (!pdfjs)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .UnsupportedFormatError */ .N$('pdf.js could not be loaded to read the rendered redline');
    const wanted = new Set(colours.map((c) => `#${c.toLowerCase()}`));
    const colourOps = new Set([pdfjs.OPS.setFillRGBColor, pdfjs.OPS.setStrokeRGBColor]);
    const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
    try {
        const changedPages = [];
        for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
            const page = await document.getPage(pageNumber);
            const list = await page.getOperatorList();
            const uses = list.fnArray.some((fn, i) => colourOps.has(fn) && wanted.has(String(list.argsArray[i][0]).toLowerCase()));
            if (uses)
                changedPages.push(pageNumber);
            page.cleanup();
        }
        return { changedPages, pageCount: document.numPages };
    }
    finally {
        await document.destroy();
    }
}
function parseRgb(hex) {
    const n = parseInt(hex.replace(/^#/, ''), 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
/** Pixels this close to a change colour in every channel count as drawn in it (anti-aliased edges do not). */
const COLOUR_TOLERANCE = 24;
/**
 * Horizontal bands of a page around the rows drawn in a change colour: rows closer than a few
 * lines join one band, and each band gets a margin of about two lines of context above and
 * below. No such rows (a change drawn only in an image, say) gives the whole page.
 */
function changeBands(page, colours) {
    const { pixels, width, height } = page;
    const marked = [];
    for (let y = 0; y < height; y++) {
        const row = y * width * 4;
        let hits = 0;
        for (let x = 0; x < width && hits < 2; x++) {
            const i = row + x * 4;
            for (const [r, g, b] of colours) {
                if (Math.abs(pixels[i] - r) <= COLOUR_TOLERANCE && Math.abs(pixels[i + 1] - g) <= COLOUR_TOLERANCE && Math.abs(pixels[i + 2] - b) <= COLOUR_TOLERANCE) {
                    hits++;
                    break;
                }
            }
        }
        if (hits >= 2)
            marked.push(y);
    }
    if (!marked.length)
        return [{ top: 0, bottom: height }];
    // A line of body text at this scale: about 1/55 of an A4 page's height.
    const line = Math.max(12, Math.round(height / 55));
    const margin = line * 2;
    const joinGap = line * 4;
    const bands = [];
    let start = marked[0];
    let end = marked[0];
    for (const y of marked.slice(1)) {
        if (y - end > joinGap) {
            bands.push({ top: start, bottom: end + 1 });
            start = y;
        }
        end = y;
    }
    bands.push({ top: start, bottom: end + 1 });
    // Edges move on to the nearest blank row, so no line of text is cut in half.
    const blank = (y) => {
        const row = y * width * 4;
        for (let x = 0; x < width * 4; x += 4)
            if (pixels[row + x] < 200 || pixels[row + x + 1] < 200 || pixels[row + x + 2] < 200)
                return false;
        return true;
    };
    const upToBlank = (y) => {
        for (let k = 0; k < line && y > 0 && !blank(y); k++)
            y--;
        return y;
    };
    const downToBlank = (y) => {
        for (let k = 0; k < line && y < height && !blank(y - 1); k++)
            y++;
        return y;
    };
    const padded = bands.map((b) => ({ top: upToBlank(Math.max(0, b.top - margin)), bottom: downToBlank(Math.min(height, b.bottom + margin)) }));
    // Padding can make neighbours touch: join them, so no row is shown twice.
    const joined = [];
    for (const band of padded) {
        const last = joined[joined.length - 1];
        if (last && band.top <= last.bottom)
            last.bottom = Math.max(last.bottom, band.bottom);
        else
            joined.push({ ...band });
    }
    return joined;
}


/***/ })

};
