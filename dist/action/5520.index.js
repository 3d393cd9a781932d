export const id = 5520;
export const ids = [5520,5250];
export const modules = {

/***/ 65250:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  anchorInLibreOffice: () => (/* binding */ anchorInLibreOffice),
  flowsOntoPages: () => (/* binding */ flowsOntoPages),
  N: () => (/* binding */ laidOutByBuiltin)
});

// EXTERNAL MODULE: ./src/engine/formats/registry.ts
var registry = __webpack_require__(37946);
// EXTERNAL MODULE: ./src/engine/preview/office.ts + 2 modules
var preview_office = __webpack_require__(1045);
// EXTERNAL MODULE: ./src/engine/model/document.ts
var model_document = __webpack_require__(64451);
// EXTERNAL MODULE: ./src/engine/layout/context.ts
var context = __webpack_require__(35418);
;// CONCATENATED MODULE: ./src/engine/layout/anchor.ts



/** Reads the words of every page of a PDF, with the PDF family's reading of its pages. */
async function readRenderedWords(pdf) {
    const { anchor } = await (0,registry/* hooksFor */.U6)((0,registry/* formatByKey */.Qk)('pdf'));
    if (!anchor)
        throw new Error('the PDF family reads no page words');
    const read = await anchor.words(pdf);
    const words = [];
    for (const word of read.words) {
        const key = tokenKey(word.text);
        if (!key)
            continue;
        words.push({ text: word.text, key, page: word.page, x: word.x, y: word.y, width: word.width, height: word.height });
    }
    return { pages: read.pages, words };
}
/** Letters and digits only, lower case, ligatures and full-width forms folded: what two renderings of one word share. */
function tokenKey(text) {
    return text
        .normalize('NFKC')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, '');
}
/** The words of a text, as keys (empty ones dropped). */
function tokenKeys(text) {
    return text
        .split(/[\s\u00a0]+/)
        .map(tokenKey)
        .filter(Boolean);
}
// Whole paragraphs, up to this many words either side: boilerplate repeats short stretches, rarely long ones.
const CONTEXT_WORDS = 40;
/**
 * The query for one side of a change: the changed text (from `start` to `end` of its paragraph,
 * or its whole block) with the words of its paragraph either side (up to CONTEXT_WORDS).
 */
function queryForSide(model, side, text, near) {
    const block = side ? (0,context/* blockAt */.V)(model, side) : undefined;
    if (!block || !side)
        return { before: [], words: tokenKeys(text), after: [], near };
    const whole = (0,model_document/* blockText */.dK)(block);
    if (side.start === undefined || side.end === undefined || block.type !== 'paragraph') {
        return { before: [], words: tokenKeys(whole || text), after: [], near };
    }
    // Offsets may fall inside a word: the partial words belong to the change.
    let start = side.start;
    let end = side.end;
    while (start > 0 && /\S/.test(whole[start - 1]))
        start--;
    while (end < whole.length && /\S/.test(whole[end]))
        end++;
    const before = tokenKeys(whole.slice(0, start)).slice(-CONTEXT_WORDS);
    const after = tokenKeys(whole.slice(end)).slice(0, CONTEXT_WORDS);
    const words = tokenKeys(whole.slice(start, end));
    return { before, words: words.length ? words : tokenKeys(text), after, near };
}
/** Index of every key in the document's word stream. */
class RenderedIndex {
    document;
    positions = new Map();
    constructor(document) {
        this.document = document;
        document.words.forEach((word, index) => {
            const list = this.positions.get(word.key);
            if (list)
                list.push(index);
            else
                this.positions.set(word.key, [index]);
        });
    }
    occurrences(key) {
        return this.positions.get(key) ?? [];
    }
    /**
     * Where the query's words were rendered: every occurrence of each of its words proposes a start
     * for the whole sequence (context, change, context); the start whose words agree most (a word
     * may be one place off, where the renderer split or joined one) wins, the nearest to `near` on
     * a tie. The box covers the changed words that lie on the first of their pages.
     */
    find(query) {
        const sequence = [...query.before, ...query.words, ...query.after];
        if (!query.words.length)
            return undefined;
        const words = this.document.words;
        const tried = new Set();
        let best;
        // The rarer a word, the fewer starts it proposes; a few of the rarest words are enough.
        const proposers = sequence
            .map((key, offset) => ({ offset, count: this.occurrences(key).length }))
            .filter((p) => p.count > 0)
            .sort((a, b) => a.count - b.count)
            .slice(0, 4);
        for (const { offset } of proposers) {
            for (const position of this.occurrences(sequence[offset])) {
                const start = position - offset;
                if (tried.has(start))
                    continue;
                tried.add(start);
                const score = this.agreement(sequence, start);
                const distance = query.near === undefined ? 0 : Math.abs(position / Math.max(1, words.length) - query.near);
                if (!best || score > best.score || (score === best.score && distance < best.distance))
                    best = { start, score, distance };
            }
        }
        if (!best || best.score < Math.min(sequence.length, Math.max(1, Math.ceil(sequence.length * 0.5))))
            return undefined;
        const first = this.locate(query.words[0], best.start + query.before.length);
        const last = this.locate(query.words[query.words.length - 1], best.start + query.before.length + query.words.length - 1);
        const from = first ?? best.start + query.before.length;
        const to = Math.max(from, last ?? from + query.words.length - 1);
        const changed = words.slice(Math.max(0, from), Math.min(words.length, to + 1));
        if (!changed.length)
            return undefined;
        const page = changed[0].page;
        const onPage = changed.filter((w) => w.page === page);
        const x0 = Math.min(...onPage.map((w) => w.x));
        const y0 = Math.min(...onPage.map((w) => w.y));
        const x1 = Math.max(...onPage.map((w) => w.x + w.width));
        const y1 = Math.max(...onPage.map((w) => w.y + w.height));
        const size = this.document.pages[page - 1];
        return {
            pageNumber: page,
            pageWidth: size.width,
            pageHeight: size.height,
            x: x0,
            y: y0,
            width: x1 - x0,
            height: y1 - y0,
        };
    }
    agreement(sequence, start) {
        const words = this.document.words;
        let score = 0;
        let drift = 0;
        for (let i = 0; i < sequence.length; i++) {
            for (const shift of [drift, drift - 1, drift + 1]) {
                if (words[start + i + shift]?.key === sequence[i]) {
                    score++;
                    drift = shift;
                    break;
                }
            }
        }
        return score;
    }
    /** The stream index of `key` at `expected` or one word either side of it. */
    locate(key, expected) {
        for (const shift of [0, -1, 1, -2, 2])
            if (this.document.words[expected + shift]?.key === key)
                return expected + shift;
        return undefined;
    }
}
/**
 * Boxes for the changes of two rendered documents: deletions on the source's rendering,
 * everything else on the target's (as ChangeInfo places them). Changes already placed by
 * their format (PDF words, slide shapes) keep their box; a change not found keeps none.
 */
function anchorChanges(changes, models, rendered) {
    const indexes = { source: new RenderedIndex(rendered.source), target: new RenderedIndex(rendered.target) };
    const positions = { source: blockPositions(models.source), target: blockPositions(models.target) };
    return changes.map((change) => {
        if (change.box)
            return change;
        const which = change.kind === 'Deleted' ? 'source' : 'target';
        const side = which === 'source' ? change.source : change.target;
        const near = side && side.story === 'body' ? positions[which](side.blockPath[0] ?? 0) : undefined;
        const query = queryForSide(models[which], side, which === 'source' ? change.text : change.targetText || change.text, near);
        const box = indexes[which].find(query);
        if (!box)
            return change;
        return {
            ...change,
            box: {
                page: box.pageNumber,
                pageWidth: box.pageWidth,
                pageHeight: box.pageHeight,
                x: box.x,
                y: box.y,
                width: box.width,
                height: box.height,
            },
        };
    });
}
/** Where a body block starts as a fraction of the body's text. */
function blockPositions(model) {
    const blocks = model.stories.find((s) => s.kind === 'body')?.blocks ?? [];
    const starts = [];
    let total = 0;
    for (const block of blocks) {
        starts.push(total);
        total += tokenKeys((0,model_document/* blockText */.dK)(block)).length;
    }
    return (index) => (starts[index] ?? total) / Math.max(1, total);
}

;// CONCATENATED MODULE: ./src/engine/layout/rendered.ts



/** Whether a document's changes are anchored in a rendering (its family flows text onto pages); `archive`: one opened from its bytes already. */
function flowsOntoPages(input, archive) {
    try {
        return (0,registry/* detectFormat */.Tz)(input.bytes, input.fileName, archive).family === 'word';
    }
    catch {
        return false;
    }
}
/**
 * Whether the built-in renderer lays a document out (flowing text, and a sheet's grid) rather than
 * drawing coordinates the file holds: its change boxes are then the layout's only with `precise`,
 * and the list's default boxes are a cheaper estimate that can sit a line or a cell off.
 */
function laidOutByBuiltin(input) {
    try {
        return ['word', 'text', 'email', 'cells'].includes((0,registry/* detectFormat */.Tz)(input.bytes, input.fileName).family);
    }
    catch {
        return false;
    }
}
/**
 * Renders both documents with LibreOffice (one soffice run) and gives each change without a
 * box of its own the box of its words in that rendering. Returns the changes and the PDFs.
 */
async function anchorInLibreOffice(changes, models, inputs, office) {
    // The inputs as read (unlocked, their format detected), so LibreOffice is given the same bytes.
    const [source, target] = await (0,preview_office.convertToPdf)([
        { bytes: inputs.source.bytes, fileName: `source.${inputs.source.format.key}` },
        { bytes: inputs.target.bytes, fileName: `target.${inputs.target.format.key}` },
    ], { ...office, pagination: 'preview' });
    const rendered = { source: await readRenderedWords(source), target: await readRenderedWords(target) };
    return { changes: anchorChanges(changes, models, rendered), pdfs: { source, target } };
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

/***/ 15520:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_OVERLAY_COLOURS: () => (/* binding */ DEFAULT_OVERLAY_COLOURS),
  MAX_PREVIEW_SIDE: () => (/* reexport */ MAX_PREVIEW_SIDE),
  PREVIEW_FORMATS: () => (/* reexport */ PREVIEW_FORMATS),
  encodeBmp: () => (/* reexport */ encodeBmp),
  flowsOntoPages: () => (/* reexport */ rendered.flowsOntoPages),
  isOfficeDocument: () => (/* reexport */ isOfficeDocument),
  laidOutByBuiltin: () => (/* reexport */ rendered/* laidOutByBuiltin */.N),
  parsePageSelection: () => (/* reexport */ parsePageSelection),
  renderChangeOverlays: () => (/* binding */ renderChangeOverlays),
  renderPreviews: () => (/* binding */ renderPreviews),
  renderRedline: () => (/* reexport */ renderRedline),
  sideBySide: () => (/* binding */ sideBySide)
});

// EXTERNAL MODULE: ./src/engine/crypto/ooxml.ts
var ooxml = __webpack_require__(4497);
// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(17679);
// EXTERNAL MODULE: ./src/engine/formats/registry.ts
var registry = __webpack_require__(37946);
// EXTERNAL MODULE: ./src/engine/read.ts
var engine_read = __webpack_require__(75404);
// EXTERNAL MODULE: ./src/engine/model/document.ts
var model_document = __webpack_require__(64451);
// EXTERNAL MODULE: ./src/engine/native.ts
var engine_native = __webpack_require__(98067);
;// CONCATENATED MODULE: ./src/engine/preview/blank.ts


/**
 * A page with nothing drawn on it reads as a broken preview: an empty template (python-docx's
 * default document, mammoth's empty.docx) or a deck without slides (python-pptx's default
 * template, where LibreOffice still exports one empty slide) renders as a white rectangle. Such
 * pages get a note in the middle saying what the reviewer is looking at.
 */
/** Channel values this close to the first pixel count as the same colour (JPEG-like noise, anti-aliasing). */
const UNIFORM_TOLERANCE = 6;
/** True when every pixel of the page has the colour of its first: nothing was drawn on it. */
function isBlankPage(page) {
    const { pixels } = page;
    if (pixels.length < 4)
        return true;
    const [r, g, b] = [pixels[0], pixels[1], pixels[2]];
    for (let i = 4; i < pixels.length; i += 4) {
        if (Math.abs(pixels[i] - r) > UNIFORM_TOLERANCE ||
            Math.abs(pixels[i + 1] - g) > UNIFORM_TOLERANCE ||
            Math.abs(pixels[i + 2] - b) > UNIFORM_TOLERANCE)
            return false;
    }
    return true;
}
/** What a blank page of this document is: a deck without slides, an empty document, or one blank page of many. */
function blankPageNote(document, family) {
    if (!document)
        return 'Blank page';
    if (family === 'slides' && document.pageCount === 0)
        return 'No slides: the presentation is empty';
    const hasContent = document.stories.some((story) => story.blocks.some((block) => (0,model_document/* blockText */.dK)(block).trim() !== ''));
    return hasContent ? 'Blank page' : 'Empty document: no text or pictures';
}
/**
 * The page with `note` written across its middle in grey, inside a dashed frame, so an image of
 * it cannot be mistaken for a preview that failed. Unchanged when sharp is missing.
 */
async function markBlankPage(page, note) {
    const sharp = (await (0,engine_native/* loadSharp */.Pq)()).module;
    if (!sharp)
        return page;
    const { width, height } = page;
    const fontSize = Math.max(10, Math.min(28, Math.round(width / 28)));
    const inset = Math.max(4, Math.round(Math.min(width, height) * 0.04));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
        `<rect x="${inset}" y="${inset}" width="${width - 2 * inset}" height="${height - 2 * inset}" fill="none" stroke="#b0b0b0" stroke-width="2" stroke-dasharray="10 6"/>` +
        `<text x="${width / 2}" y="${height / 2}" text-anchor="middle" dominant-baseline="middle" font-family="'Liberation Sans', Arial, sans-serif" font-size="${fontSize}" fill="#707070">${escapeText(note)}</text>` +
        '</svg>';
    const { data } = await sharp(Buffer.from(page.pixels.buffer, page.pixels.byteOffset, page.pixels.length), {
        raw: { width, height, channels: 4 },
    })
        .composite([{ input: Buffer.from(svg), left: 0, top: 0 }])
        .raw()
        .toBuffer({ resolveWithObject: true });
    return { ...page, pixels: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}
function escapeText(text) {
    return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}

// EXTERNAL MODULE: ./src/engine/layout/flow.ts
var flow = __webpack_require__(20569);
;// CONCATENATED MODULE: ./src/engine/preview/pages.ts

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
        throw new errors/* InvalidOptionsError */.cb(`page selection '${text}' is empty; expected e.g. 1,3-5`);
    for (const part of trimmed.split(',')) {
        const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
        if (!match)
            throw new errors/* InvalidOptionsError */.cb(`page selection '${text}' is not valid at '${part.trim()}'; expected e.g. 1,3-5`);
        const first = Number(match[1]);
        const last = match[2] === undefined ? first : Number(match[2]);
        if (first < 1)
            throw new errors/* InvalidOptionsError */.cb(`page selection '${text}': pages start at 1`);
        if (last < first)
            throw new errors/* InvalidOptionsError */.cb(`page selection '${text}': range ${first}-${last} runs backwards`);
        if (last - first > 100_000)
            throw new errors/* InvalidOptionsError */.cb(`page selection '${text}': range ${first}-${last} is too long`);
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
        throw new errors/* InvalidOptionsError */.cb(`page${beyond.length > 1 ? 's' : ''} ${beyond.join(', ')} ${beyond.length > 1 ? 'are' : 'is'} not in the document, which has ${pageCount} page${pageCount === 1 ? '' : 's'}`);
    }
    return [...new Set(asked)].sort((a, b) => a - b);
}
/**
 * Pixel size of a page `pointWidth` × `pointHeight` (or pixels, for images). Width or height
 * alone keeps the aspect ratio; both fit the page inside that box, keeping the aspect ratio;
 * neither uses `defaultScale`.
 */
function pixelSize(pointWidth, pointHeight, asked, defaultScale) {
    for (const [name, value] of [
        ['width', asked.width],
        ['height', asked.height],
    ]) {
        if (value !== undefined && (!Number.isInteger(value) || value < 1 || value > MAX_PREVIEW_SIDE)) {
            throw new errors/* InvalidOptionsError */.cb(`preview ${name} ${value} is not a whole number of pixels from 1 to ${MAX_PREVIEW_SIDE}`);
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
    return {
        width: asked.width && !asked.height ? asked.width : width,
        height: asked.height && !asked.width ? asked.height : height,
        scale,
    };
}

// EXTERNAL MODULE: ./src/engine/layout/metrics.ts
var metrics = __webpack_require__(61740);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/engine/preview/fonts.ts


const CANDIDATES = {
    sans: ['Liberation Sans', 'Arimo', 'Arial', 'Helvetica', 'DejaVu Sans', 'Noto Sans', 'FreeSans'],
    serif: ['Liberation Serif', 'Tinos', 'Times New Roman', 'Times', 'DejaVu Serif', 'Noto Serif', 'FreeSerif'],
    mono: ['Liberation Mono', 'Cousine', 'Courier New', 'Courier', 'DejaVu Sans Mono', 'Noto Sans Mono', 'FreeMono'],
};
let chosen;
/** Font folders a setting restricts the renderer to; undefined for the system's own. */
function fontFolders(env = process.env) {
    if (env.DOCDELTA_FONT_DIRS)
        return env.DOCDELTA_FONT_DIRS.split(external_node_path_.delimiter).filter(Boolean);
    if (!env.FONTCONFIG_FILE)
        return undefined;
    let config;
    try {
        config = (0,external_node_fs_.readFileSync)(env.FONTCONFIG_FILE, 'utf8');
    }
    catch {
        // fontconfig itself carries on with its defaults when its file cannot be read.
        return undefined;
    }
    return [...config.matchAll(/<dir(?:\s[^>]*)?>\s*([^<]+?)\s*<\/dir>/g)].map((m) => m[1].replace(/^~(?=\/)/, env.HOME ?? '~'));
}
function fonts_drawingFonts(canvas, env = process.env) {
    const folders = fontFolders(env);
    const key = folders ? folders.join('\n') : '';
    if (chosen?.key === key)
        return chosen.fonts;
    if (folders) {
        canvas.GlobalFonts.removeAll();
        for (const folder of folders)
            canvas.GlobalFonts.loadFontsFromDir(folder);
    }
    const installed = new Set(canvas.GlobalFonts.families.map((f) => f.family));
    const first = (family) => CANDIDATES[family].find((name) => installed.has(name));
    // Whatever is installed beats a name the canvas would silently substitute.
    const anyFamily = [...installed].sort()[0] ?? 'sans-serif';
    const sans = first('sans') ?? anyFamily;
    const families = { sans, serif: first('serif') ?? sans, mono: first('mono') ?? sans };
    const fonts = {
        families,
        font: (family, size, bold, italic) => `${italic ? 'italic ' : ''}${bold ? 'bold ' : ''}${Math.round(size * 1000) / 1000}px "${families[family]}"`,
    };
    chosen = { key, fonts };
    return fonts;
}

;// CONCATENATED MODULE: ./src/engine/preview/paint.ts


/**
 * The layout places lines with the fixed metrics of metrics.ts (so estimated pages do not depend
 * on the machine's fonts); each span is then drawn from its layout x in a font the machine has,
 * every word advanced by that font's own widths. A span the drawing font makes wider than the
 * layout's is set a little smaller to keep inside its place, so the boxes of its changes still
 * frame it; a narrower one keeps its size and ends early.
 */
function spanWords(context, fonts, y, span) {
    const style = span.style;
    const family = (0,metrics/* fontClass */.oh)(style.font);
    const bold = style.bold === true;
    const italic = style.italic === true;
    let size = span.size;
    context.font = fonts.font(family, size, bold, italic);
    const drawn = context.measureText(span.text).width;
    const room = (0,metrics/* textWidth */.sc)(span.text, size, bold, family);
    if (drawn > room && drawn > 0) {
        size *= room / drawn;
        context.font = fonts.font(family, size, bold, italic);
    }
    const font = fonts.font(family, size, bold, italic);
    const words = [];
    let x = span.x;
    for (const piece of span.text.match(/\s+|\S+/g) ?? []) {
        const width = context.measureText(piece).width;
        if (/\S/.test(piece))
            words.push({ x, y, text: piece, font, size, width });
        x += width;
    }
    return words;
}
/** Where every word of a page is drawn (what the word-spacing tests measure). */
function pageWords(canvas, page) {
    const fonts = drawingFonts(canvas);
    const context = canvas.createCanvas(1, 1).getContext('2d');
    const words = [];
    for (const item of page.items)
        if (item.kind === 'text')
            for (const span of item.spans)
                words.push(...spanWords(context, fonts, item.y, span));
    return words;
}
/** Draws one laid-out page onto a canvas of `pixelWidth` × `pixelHeight`; returns its RGBA pixels. */
function paintPage(canvas, page, pixelWidth, pixelHeight) {
    const fonts = fonts_drawingFonts(canvas);
    const surface = canvas.createCanvas(pixelWidth, pixelHeight);
    const context = surface.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, pixelWidth, pixelHeight);
    context.scale(pixelWidth / page.width, pixelHeight / page.height);
    for (const item of page.items)
        paintItem(context, fonts, item);
    const data = context.getImageData(0, 0, pixelWidth, pixelHeight).data;
    return new Uint8Array(data.buffer, data.byteOffset, data.length);
}
function colour(hex) {
    return hex && /^[0-9A-Fa-f]{6}$/.test(hex) ? `#${hex}` : undefined;
}
function paintItem(context, fonts, item) {
    if (item.kind === 'rect') {
        const fill = colour(item.fill);
        if (fill) {
            context.fillStyle = fill;
            context.fillRect(item.x, item.y, item.width, item.height);
        }
        const stroke = colour(item.stroke);
        if (stroke) {
            context.strokeStyle = stroke;
            context.lineWidth = 0.75;
            context.strokeRect(item.x, item.y, item.width, item.height);
        }
        if (item.label) {
            const size = Math.max(6, Math.min(10, item.height * 0.5));
            context.font = fonts.font('sans', size, false, false);
            context.fillStyle = '#606060';
            context.textAlign = 'center';
            const label = clip(item.label, Math.floor(item.width / (size * 0.5)));
            context.fillText(label, item.x + item.width / 2, item.y + item.height / 2 + size * 0.35, item.width);
            context.textAlign = 'start';
        }
        return;
    }
    for (const span of item.spans) {
        if (span.text.length === 0)
            continue;
        const words = spanWords(context, fonts, item.y, span);
        if (words.length === 0)
            continue;
        const style = span.style;
        const start = span.x;
        const end = words[words.length - 1].x + words[words.length - 1].width;
        const size = words[0].size;
        if (style.highlight) {
            context.fillStyle = colour(style.highlight) ?? style.highlight.replace(/[^a-zA-Z]/g, '');
            context.fillRect(start, item.y - size * 0.85, end - start, size * 1.1);
        }
        context.fillStyle = colour(style.color) ?? '#000000';
        for (const word of words) {
            context.font = word.font;
            context.fillText(word.text, word.x, word.y);
        }
        const lines = [];
        if (style.underline && style.underline !== 'none')
            lines.push(item.y + size * 0.12);
        if (style.strike)
            lines.push(item.y - size * 0.3);
        for (const y of lines) {
            context.fillRect(start, y - size * 0.03, end - start, Math.max(0.5, size * 0.06));
        }
    }
}
function clip(text, chars) {
    return text.length <= chars ? text : `${text.slice(0, Math.max(1, chars - 1))}…`;
}

;// CONCATENATED MODULE: ./src/engine/preview/svg.ts

/**
 * Text is drawn in the metric twin of the family the layout measured it with (metrics.ts); each
 * word is also placed at its own x, so a font that is a little wider cannot push text off the
 * place its ChangeInfo box names.
 */
const FONT_FAMILY = metrics/* FONT_FAMILIES */.vt.sans;
/** One laid-out page as SVG: `viewBox` in points, `width`/`height` in pixels. */
function pageToSvg(page, pixelWidth, pixelHeight) {
    const parts = [
        `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${num(page.width)} ${num(page.height)}" preserveAspectRatio="none">`,
        `<rect x="0" y="0" width="${num(page.width)}" height="${num(page.height)}" fill="#ffffff"/>`,
    ];
    for (const item of page.items)
        parts.push(itemSvg(item));
    parts.push('</svg>');
    return parts.join('');
}
function itemSvg(item) {
    if (item.kind === 'rect') {
        const rect = `<rect x="${num(item.x)}" y="${num(item.y)}" width="${num(item.width)}" height="${num(item.height)}" fill="${item.fill ? `#${item.fill}` : 'none'}" stroke="${item.stroke ? `#${item.stroke}` : 'none'}" stroke-width="0.75"/>`;
        if (!item.label)
            return rect;
        const size = Math.max(6, Math.min(10, item.height * 0.5));
        const label = `<text x="${num(item.x + item.width / 2)}" y="${num(item.y + item.height / 2 + size * 0.35)}" font-family="${FONT_FAMILY}" font-size="${num(size)}" fill="#606060" text-anchor="middle">${escapeXml(svg_clip(item.label, Math.floor(item.width / (size * 0.5))))}</text>`;
        return rect + label;
    }
    let highlights = '';
    const spans = item.spans
        .filter((s) => s.text.length > 0)
        .map((span) => {
        const style = span.style;
        const family = (0,metrics/* fontClass */.oh)(style.font);
        const attributes = [`x="${num(span.x)}"`, `font-size="${num(span.size)}"`];
        if (family !== 'sans')
            attributes.push(`font-family="${metrics/* FONT_FAMILIES */.vt[family]}"`);
        if (style.bold)
            attributes.push('font-weight="bold"');
        if (style.italic)
            attributes.push('font-style="italic"');
        if (style.color && /^[0-9A-Fa-f]{6}$/.test(style.color))
            attributes.push(`fill="#${style.color}"`);
        const decorations = [
            style.underline && style.underline !== 'none' ? 'underline' : '',
            style.strike ? 'line-through' : '',
        ].filter(Boolean);
        if (decorations.length)
            attributes.push(`text-decoration="${decorations.join(' ')}"`);
        if (style.highlight) {
            const colour = /^[0-9A-Fa-f]{6}$/.test(style.highlight)
                ? `#${style.highlight}`
                : style.highlight.replace(/[^a-zA-Z]/g, '');
            highlights += `<rect x="${num(span.x)}" y="${num(item.y - span.size * 0.85)}" width="${num((0,metrics/* textWidth */.sc)(span.text, span.size, style.bold === true, family))}" height="${num(span.size * 1.1)}" fill="${colour}"/>`;
        }
        const bold = style.bold === true;
        const words = [];
        let x = span.x;
        for (const piece of span.text.match(/\s+|\S+/g) ?? []) {
            if (/\S/.test(piece))
                words.push(`<tspan ${attributes.join(' ').replace(`x="${num(span.x)}"`, `x="${num(x)}"`)}>${escapeXml(piece)}</tspan>`);
            x += (0,metrics/* textWidth */.sc)(piece, span.size, bold, family);
        }
        return words.join('');
    });
    if (spans.length === 0)
        return highlights;
    return `${highlights}<text y="${num(item.y)}" font-family="${FONT_FAMILY}" fill="#000000">${spans.join('')}</text>`;
}
function svg_clip(text, chars) {
    return text.length <= chars ? text : `${text.slice(0, Math.max(1, chars - 1))}…`;
}
function num(n) {
    return String(Math.round(n * 100) / 100);
}
function escapeXml(text) {
    // XML 1.0 forbids most control characters; a document's stray ones must not break the SVG.
    return text
        .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
        .replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}

;// CONCATENATED MODULE: ./src/engine/preview/builtin.ts






const DEFAULT_SCALE = 96 / 72;
/** Pages of a read document laid out by the built-in layout, as SVG. */
function documentSvgPages(document, options) {
    return laidOutPages(document, options, (page, width, height) => ({ svg: pageToSvg(page, width, height) }));
}
/** The asked pages of the built-in layout, each drawn by `draw` at its pixel size. */
function laidOutPages(document, options, draw) {
    const layout = new flow/* DocumentLayout */.o(document);
    const pages = choosePages(options.pages, layout.pages.length, options.lenient).map((pageNumber) => {
        const page = layout.pages[pageNumber - 1];
        const size = pixelSize(page.width, page.height, options, DEFAULT_SCALE);
        return {
            pageNumber,
            ...draw(page, size.width, size.height),
            width: size.width,
            height: size.height,
            pageWidth: page.width,
            pageHeight: page.height,
        };
    });
    return { pageCount: layout.pages.length, pages };
}
/**
 * The built-in renderer: the layout painted on @napi-rs/canvas, which measures and draws with one
 * font (paint.ts); without the canvas, layout → SVG → pixels with sharp, whose font library may
 * substitute another font for the one the layout measured.
 */
async function renderBuiltinPages(document, options) {
    const canvas = await (0,engine_native/* loadCanvas */.Dl)();
    if (canvas.module) {
        const painter = canvas.module;
        return laidOutPages(document, options, (page, width, height) => ({
            pixels: paintPage(painter, page, width, height),
        }));
    }
    const sharp = await (0,engine_native/* loadSharp */.Pq)();
    if (!sharp.module)
        throw new errors/* UnsupportedFormatError */.N$(`built-in previews are not available: ${sharp.reason}; ${canvas.reason}`);
    const { pageCount, pages: svgPages } = documentSvgPages(document, options);
    const pages = [];
    for (const page of svgPages) {
        const { data, info } = await sharp
            .module(Buffer.from(page.svg), { density: 72 })
            .resize(page.width, page.height, { fit: 'fill' })
            .flatten({ background: '#ffffff' })
            .ensureAlpha()
            .raw()
            .toBuffer({ resolveWithObject: true });
        pages.push({
            pageNumber: page.pageNumber,
            width: info.width,
            height: info.height,
            pixels: new Uint8Array(data.buffer, data.byteOffset, data.length),
            pageWidth: page.pageWidth,
            pageHeight: page.pageHeight,
        });
    }
    return { pages, pageCount };
}

;// CONCATENATED MODULE: ./src/engine/preview/image.ts



/** Decodes and resizes an image (each frame of a multi-page TIFF or GIF is a page). */
async function renderImagePages(bytes, options) {
    const sharp = await (0,engine_native/* loadSharp */.Pq)();
    if (!sharp.module)
        throw new errors/* UnsupportedFormatError */.N$(`image previews are not available: ${sharp.reason}`);
    let pageCount;
    try {
        pageCount = (await sharp.module(bytes).metadata()).pages ?? 1;
    }
    catch (error) {
        throw new errors/* CorruptDocumentError */.b6(`the image could not be decoded (${(0,errors/* errorMessage */.gJ)(error)})`);
    }
    const pages = [];
    for (const pageNumber of choosePages(options.pages, pageCount, options.lenient)) {
        const frame = sharp.module(bytes, { page: pageNumber - 1, limitInputPixels: 268_402_689 }).rotate();
        const decoded = await frame.metadata();
        // EXIF orientations 5-8 swap the sides once rotated.
        const swap = (decoded.orientation ?? 1) >= 5;
        const sourceWidth = swap ? decoded.height : decoded.width;
        const sourceHeight = swap ? decoded.width : (decoded.pageHeight ?? decoded.height);
        const size = pixelSize(sourceWidth, sourceHeight, options, 1);
        const { data, info } = await frame
            .resize(size.width, size.height, { fit: 'fill' })
            .flatten({ background: '#ffffff' })
            .ensureAlpha()
            .raw()
            .toBuffer({ resolveWithObject: true });
        pages.push({
            pageNumber,
            width: info.width,
            height: info.height,
            pixels: new Uint8Array(data.buffer, data.byteOffset, data.length),
            pageWidth: sourceWidth,
            pageHeight: sourceHeight,
        });
    }
    return { pages, pageCount };
}

// EXTERNAL MODULE: ./src/engine/preview/legend.ts
var legend = __webpack_require__(58848);
// EXTERNAL MODULE: ./src/engine/preview/office.ts + 2 modules
var office = __webpack_require__(1045);
;// CONCATENATED MODULE: ./src/engine/preview/pdf.ts



/** pdf.js renders at 96 dpi by default: a point is 4/3 pixels. */
const pdf_DEFAULT_SCALE = 96 / 72;
/** Renders pages of a PDF with pdf.js onto @napi-rs/canvas, one page at a time. */
async function renderPdfPages(bytes, options) {
    // The canvas module first: pdf.js takes its DOMMatrix, ImageData and Path2D as it loads.
    const canvas = await (0,engine_native/* loadCanvas */.Dl)();
    const pdfjs = await (0,engine_native/* loadPdfJs */.CH)();
    if (!pdfjs.module)
        throw new errors/* UnsupportedFormatError */.N$(`PDF previews are not available: ${pdfjs.reason}`);
    if (!canvas.module)
        throw new errors/* UnsupportedFormatError */.N$(`PDF previews are not available: ${canvas.reason}`);
    const document = await openPdf(pdfjs.module, bytes, options.password, (0,engine_native/* canvasFactoryOf */.gT)(canvas.module));
    try {
        const pageNumbers = choosePages(options.pages, document.numPages, options.lenient);
        const pages = [];
        for (const pageNumber of pageNumbers) {
            const page = await document.getPage(pageNumber);
            // The viewport at scale 1 is the page as shown (rotation applied), in points.
            const base = page.getViewport({ scale: 1 });
            const size = pixelSize(base.width, base.height, options, pdf_DEFAULT_SCALE);
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
            pages.push({
                pageNumber,
                width: size.width,
                height: size.height,
                pixels,
                pageWidth: base.width,
                pageHeight: base.height,
            });
            page.cleanup();
        }
        return { pages, pageCount: document.numPages };
    }
    finally {
        await document.destroy();
    }
}
async function openPdf(pdfjs, bytes, password, CanvasFactory) {
    const assets = (0,engine_native/* pdfJsAssets */.Ho)();
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
        if (error instanceof errors/* EngineError */.NJ)
            throw error;
        const name = error.name;
        const code = error.code;
        if (name === 'PasswordException')
            throw code === 2 ? new errors/* WrongPasswordError */.Pi() : new errors/* PasswordRequiredError */.$F();
        throw new errors/* CorruptDocumentError */.b6(`the PDF could not be opened (${(0,errors/* errorMessage */.gJ)(error)})`);
    }
}

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

;// CONCATENATED MODULE: ./src/engine/preview/raster.ts



const PREVIEW_FORMATS = ['png', 'jpeg', 'bmp'];
/** Encodes raw RGBA: sharp for PNG and JPEG, the canvas when sharp is missing, our own BMP. */
async function encodeRaster(page, format) {
    if (format === 'bmp')
        return encodeBmp(page.pixels, page.width, page.height, 4);
    const sharp = await (0,engine_native/* loadSharp */.Pq)();
    if (sharp.module) {
        const image = sharp.module(page.pixels, { raw: { width: page.width, height: page.height, channels: 4 } });
        const buffer = format === 'png'
            ? await image.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer()
            : await image.flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
        return new Uint8Array(buffer);
    }
    const canvas = await (0,engine_native/* loadCanvas */.Dl)();
    if (!canvas.module)
        throw new errors/* UnsupportedFormatError */.N$(`${format.toUpperCase()} previews need sharp or @napi-rs/canvas: ${sharp.reason}; ${canvas.reason}`);
    const surface = canvas.module.createCanvas(page.width, page.height);
    const context = surface.getContext('2d');
    const data = context.createImageData(page.width, page.height);
    data.data.set(page.pixels);
    context.putImageData(data, 0, 0);
    return new Uint8Array(format === 'png' ? await surface.encode('png') : await surface.encode('jpeg', 85));
}

;// CONCATENATED MODULE: ./src/engine/preview/redline.ts






const OFFICE_FAMILIES = new Set(['word', 'cells', 'slides', 'diagram']);
/** True when the redline of this document can be drawn by LibreOffice (an Office or ODF family). */
function isOfficeDocument(input) {
    try {
        const format = (0,registry/* detectFormat */.Tz)(input.bytes, input.fileName);
        return OFFICE_FAMILIES.has(format.family) && format.key !== 'csv' && format.key !== 'tsv';
    }
    catch {
        return false;
    }
}
/** Renders the changed pages of a styled result document through LibreOffice. */
async function renderRedline(result, options) {
    const soffice = (0,office.findSoffice)(options.soffice);
    if (!soffice)
        throw new errors/* UnsupportedFormatError */.N$(`LibreOffice was not found${options.soffice ? ` at ${options.soffice}` : ''}; it draws redline previews: ${office.SOFFICE_HINT}`);
    const runOptions = {
        soffice,
        timeoutMs: options.timeoutMs,
        poolSize: options.poolSize,
        profileRoot: options.profileRoot,
        warm: options.warm,
        idleMs: options.idleMs,
    };
    try {
        const rendered = await (0,office.convertPagesToPdf)({ bytes: result.bytes, fileName: result.fileName ?? 'result.docx' }, { ...runOptions, colours: options.colours, maxPages: options.maxPages });
        return await redlineOfPdf(rendered.pdf, options, rendered);
    }
    catch (error) {
        if (error instanceof errors/* EngineError */.NJ && !error.fileName)
            error.fileName = result.fileName;
        throw error;
    }
}
/**
 * The redline pages of a result already rendered to PDF. `rendered` says what LibreOffice knew
 * when it exported only some pages: which ones, and the changed pages and page count of the
 * whole result.
 */
async function redlineOfPdf(pdf, options, rendered = {}) {
    const colours = options.colours.map(parseRgb);
    const inPdf = await pagesUsingColours(pdf, options.colours);
    const exported = rendered.pages;
    // PDF page n is the result's page exported[n - 1] when only some pages were exported.
    const resultPage = (n) => (exported ? exported[n - 1] : n);
    let changedPages = inPdf.changedPages.map(resultPage);
    let shownInPdf = options.maxPages === undefined ? inPdf.changedPages : inPdf.changedPages.slice(0, options.maxPages);
    if (exported && rendered.changedPages) {
        // LibreOffice found the changed pages; an exported one that draws no change colour after all is dropped.
        const blank = new Set(exported.filter((page) => !changedPages.includes(page)));
        changedPages = rendered.changedPages.filter((page) => !blank.has(page));
        shownInPdf = inPdf.changedPages;
    }
    const pageCount = exported ? (rendered.pageCount ?? Math.max(...exported)) : inPdf.pageCount;
    const width = options.width ?? 800;
    const raster = shownInPdf.length
        ? await renderPdfPages(pdf, { pages: shownInPdf, width, lenient: true })
        : { pages: [] };
    const pages = [];
    for (const page of raster.pages) {
        const bands = changeBands(page, colours);
        const crops = [];
        for (const band of bands) {
            const height = band.bottom - band.top;
            const pixels = page.pixels.subarray(band.top * page.width * 4, band.bottom * page.width * 4);
            crops.push({
                bytes: await encodeRaster({ pixels, width: page.width, height }, options.format),
                width: page.width,
                height,
                top: band.top,
                bottom: band.bottom,
            });
        }
        pages.push({
            pageNumber: resultPage(page.pageNumber),
            page: { bytes: await encodeRaster(page, options.format), width: page.width, height: page.height },
            crops,
        });
    }
    return { pages, changedPages, pageCount, pdf, pdfPages: exported };
}
/** Pages whose drawing sets the fill or stroke colour to one of `colours` (text, strike lines, cell fills). */
async function pagesUsingColours(pdf, colours) {
    await (0,engine_native/* preparePdfJsGlobals */.Bb)();
    const pdfjs = (await (0,engine_native/* loadPdfJs */.CH)()).module;
    if (!pdfjs)
        throw new errors/* UnsupportedFormatError */.N$('pdf.js could not be loaded to read the rendered redline');
    const wanted = new Set(colours.map((c) => `#${c.toLowerCase()}`));
    const colourOps = new Set([pdfjs.OPS.setFillRGBColor, pdfjs.OPS.setStrokeRGBColor]);
    const document = await pdfjs.getDocument({
        data: new Uint8Array(pdf),
        isEvalSupported: false,
        useSystemFonts: false,
        verbosity: 0,
    }).promise;
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
                if (Math.abs(pixels[i] - r) <= COLOUR_TOLERANCE &&
                    Math.abs(pixels[i + 1] - g) <= COLOUR_TOLERANCE &&
                    Math.abs(pixels[i + 2] - b) <= COLOUR_TOLERANCE) {
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
    const padded = bands.map((b) => ({
        top: upToBlank(Math.max(0, b.top - margin)),
        bottom: downToBlank(Math.min(height, b.bottom + margin)),
    }));
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

// EXTERNAL MODULE: ./src/engine/layout/rendered.ts + 1 modules
var rendered = __webpack_require__(65250);
;// CONCATENATED MODULE: ./src/engine/preview/index.ts















// The rest of what the doors' previews use, so that engine/index's loadPreviews gives it all.


/** Renders the chosen pages of a document to PNG, JPEG or BMP. */
async function renderPreviews(input, options) {
    checkOptions(options);
    const raster = await rasterize(input, options, options);
    const pages = [];
    for (const page of raster.pages)
        pages.push({
            pageNumber: page.pageNumber,
            bytes: await encodeRaster(page, options.format),
            width: page.width,
            height: page.height,
        });
    return { pages, pageCount: raster.pageCount, renderer: raster.renderer, warnings: raster.warnings };
}
function checkOptions(options) {
    if (!PREVIEW_FORMATS.includes(options.format)) {
        throw new errors/* InvalidOptionsError */.cb(`preview format '${options.format}' is not one of ${PREVIEW_FORMATS.join(', ')}`);
    }
}
const preview_OFFICE_FAMILIES = new Set(['word', 'cells', 'slides', 'diagram']);
async function rasterize(input, pageOptions, options) {
    try {
        const bytes = await (0,ooxml/* unlockOfficeDocument */.qC)(input.bytes, input.password);
        const format = (0,registry/* detectFormat */.Tz)(bytes, input.fileName);
        if (format.family === 'pdf')
            return {
                ...(await renderPdfPages(bytes, { ...pageOptions, password: input.password })),
                renderer: 'pdf',
                warnings: [],
            };
        if (format.family === 'image')
            return { ...(await renderImagePages(bytes, pageOptions)), renderer: 'image', warnings: [] };
        const warnings = [];
        if (preview_OFFICE_FAMILIES.has(format.family) &&
            format.key !== 'csv' &&
            format.key !== 'tsv' &&
            (options.office ?? 'auto') !== 'builtin') {
            const viaOffice = await throughLibreOffice(bytes, format, input.fileName, pageOptions, options, warnings);
            if (viaOffice) {
                // Read only when a page came out blank, to say why; an unreadable document keeps its page as drawn.
                const read = () => (0,engine_read/* readDocument */.u0)({ bytes, fileName: input.fileName }).catch(() => undefined);
                return { ...viaOffice, pages: await markBlankPages(viaOffice.pages, format.family, read) };
            }
        }
        const document = await (0,engine_read/* readDocument */.u0)({ bytes, fileName: input.fileName });
        const builtin = await renderBuiltinPages(document, pageOptions);
        return {
            ...builtin,
            pages: await markBlankPages(builtin.pages, format.family, async () => document),
            renderer: 'builtin',
            warnings: [...warnings, ...document.warnings],
        };
    }
    catch (error) {
        if (error instanceof errors/* EngineError */.NJ && !error.fileName)
            error.fileName = input.fileName;
        throw error;
    }
}
async function throughLibreOffice(bytes, format, fileName, pageOptions, options, warnings) {
    const soffice = (0,office.findSoffice)(options.soffice);
    if (!soffice) {
        if (options.office === 'libreoffice')
            throw new errors/* UnsupportedFormatError */.N$(`LibreOffice was not found${options.soffice ? ` at ${options.soffice}` : ''}; it is needed for --office libreoffice: ${office.SOFFICE_HINT}`);
        return undefined;
    }
    try {
        // A warm soffice exports only the pages asked for (Writer documents and decks); otherwise all of them.
        const asked = pageOptions.pages?.length ? [...new Set(pageOptions.pages)].sort((a, b) => a - b) : undefined;
        const rendered = await (0,office.convertPagesToPdf)({ bytes, fileName: fileName ?? `document.${format.key}` }, { soffice, timeoutMs: options.timeoutMs, pages: asked });
        const exported = rendered.pages;
        if (exported && rendered.pageCount !== undefined) {
            const raster = await renderPdfPages(rendered.pdf, { ...pageOptions, pages: undefined });
            const pages = raster.pages.map((page) => ({ ...page, pageNumber: exported[page.pageNumber - 1] }));
            return { pages, pageCount: rendered.pageCount, renderer: 'libreoffice', warnings };
        }
        return { ...(await renderPdfPages(rendered.pdf, pageOptions)), renderer: 'libreoffice', warnings };
    }
    catch (error) {
        if (options.office === 'libreoffice' || error instanceof errors/* InvalidOptionsError */.cb)
            throw error;
        warnings.push({
            code: 'preview-libreoffice-failed',
            message: `LibreOffice could not render the document (${(0,errors/* errorMessage */.gJ)(error)}); the built-in renderer drew it instead`,
        });
        return undefined;
    }
}
/** Blank pages of an Office document with a note saying what they are (see blank.ts). */
async function markBlankPages(pages, family, read) {
    if (!pages.some(isBlankPage))
        return pages;
    const note = blankPageNote(await read(), family);
    return Promise.all(pages.map((page) => (isBlankPage(page) ? markBlankPage(page, note) : page)));
}
const DEFAULT_OVERLAY_COLOURS = {
    inserted: (0,legend/* legendOf */.B)('Inserted').colour,
    deleted: (0,legend/* legendOf */.B)('Deleted').colour,
    changed: (0,legend/* legendOf */.B)('Modified').colour,
    moved: (0,legend/* legendOf */.B)('Moved').colour,
    style: (0,legend/* legendOf */.B)('StyleChanged').colour,
};
/**
 * Office documents are drawn by the built-in layout here unless asked otherwise or given their
 * renderings: boxes are right only on pages of the layout they were found in.
 */
function overlayDefaults(options) {
    return { ...options, office: options.office ?? 'builtin' };
}
function colourOf(type, colours) {
    const kind = (0,legend/* legendOf */.B)(type).kind;
    return kind === 'modified' ? colours.changed : colours[kind];
}
/** Pages of one document with the boxes of the changes on them drawn; only pages with changes. */
async function renderChangeOverlays(input, changes, options) {
    checkOptions(options);
    const wanted = [...new Set(changes.map((c) => c.PageInfo.PageNumber))].filter((p) => p >= 1);
    const colours = { ...DEFAULT_OVERLAY_COLOURS, ...options.colours };
    const raster = await rasterize(input, { ...options, pages: wanted, lenient: true }, overlayDefaults(options));
    const pages = [];
    for (const page of raster.pages) {
        const framed = await drawBoxes(page, changes.filter((c) => c.PageInfo.PageNumber === page.pageNumber), colours);
        pages.push({
            pageNumber: page.pageNumber,
            bytes: await encodeRaster(framed, options.format),
            width: framed.width,
            height: framed.height,
        });
    }
    return { pages, pageCount: raster.pageCount, renderer: raster.renderer, warnings: raster.warnings };
}
/**
 * For each changed page, one image: the source's page on the left with deletions framed, the
 * target's page on the right with everything else framed — what a reviewer looks at.
 */
async function sideBySide(source, target, changes, options) {
    checkOptions(options);
    const colours = { ...DEFAULT_OVERLAY_COLOURS, ...options.colours };
    const isDeleted = (c) => c.Type.toLowerCase() === 'deleted';
    const wanted = [...new Set(changes.map((c) => c.PageInfo.PageNumber))].filter((p) => p >= 1).sort((a, b) => a - b);
    const renderOptions = overlayDefaults(options);
    const pageOptions = { width: options.width, height: options.height, pages: wanted, lenient: true };
    const [left, right] = options.rendered
        ? await Promise.all([
            fromRendering(options.rendered.source, source, pageOptions),
            fromRendering(options.rendered.target, target, pageOptions),
        ])
        : await Promise.all([rasterize(source, pageOptions, renderOptions), rasterize(target, pageOptions, renderOptions)]);
    const sharp = await needSharp('side-by-side previews');
    const pages = [];
    for (const pageNumber of wanted) {
        const sourcePage = left.pages.find((p) => p.pageNumber === pageNumber);
        const targetPage = right.pages.find((p) => p.pageNumber === pageNumber);
        const halves = [
            sourcePage
                ? await drawBoxes(sourcePage, changes.filter((c) => isDeleted(c) && c.PageInfo.PageNumber === pageNumber), colours)
                : undefined,
            targetPage
                ? await drawBoxes(targetPage, changes.filter((c) => !isDeleted(c) && c.PageInfo.PageNumber === pageNumber), colours)
                : undefined,
        ];
        const reference = halves[0] ?? halves[1];
        if (!reference)
            continue;
        const gap = 16;
        const header = 28;
        const halfWidth = Math.max(halves[0]?.width ?? 0, halves[1]?.width ?? 0);
        const width = halfWidth * 2 + gap;
        const height = header + Math.max(halves[0]?.height ?? 0, halves[1]?.height ?? 0);
        const titles = [
            `${source.fileName ? baseName(source.fileName) : 'source'} · page ${pageNumber}${sourcePage ? '' : ' (none)'}`,
            `${target.fileName ? baseName(target.fileName) : 'target'} · page ${pageNumber}${targetPage ? '' : ' (none)'}`,
        ];
        const labels = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${header}"><rect width="${width}" height="${header}" fill="#f3f3f3"/>` +
            titles
                .map((t, i) => `<text x="${i * (halfWidth + gap) + 8}" y="19" font-family="'Liberation Sans', Arial, sans-serif" font-size="14" fill="#333">${preview_escapeText(t)}</text>`)
                .join('') +
            '</svg>');
        const composites = [{ input: labels, left: 0, top: 0 }];
        halves.forEach((half, i) => {
            if (half)
                composites.push({
                    input: Buffer.from(half.pixels.buffer, half.pixels.byteOffset, half.pixels.length),
                    raw: { width: half.width, height: half.height, channels: 4 },
                    left: i * (halfWidth + gap),
                    top: header,
                });
        });
        const { data } = await sharp({ create: { width, height, channels: 4, background: '#d9d9d9' } })
            .composite(composites)
            .raw()
            .toBuffer({ resolveWithObject: true });
        const combined = { pixels: new Uint8Array(data.buffer, data.byteOffset, data.length), width, height };
        pages.push({ pageNumber, bytes: await encodeRaster(combined, options.format), width, height });
    }
    return {
        pages,
        pageCount: Math.max(left.pageCount, right.pageCount),
        renderer: right.renderer,
        warnings: [...left.warnings, ...right.warnings],
    };
}
/** Pages of LibreOffice's rendering of `input` made earlier; blank ones marked as rasterize() marks them. */
async function fromRendering(pdf, input, pageOptions) {
    const rendered = await renderPdfPages(pdf, pageOptions);
    const read = () => (0,engine_read/* readDocument */.u0)(input).catch(() => undefined);
    let family = 'word';
    try {
        family = (0,registry/* detectFormat */.Tz)(input.bytes, input.fileName).family;
    }
    catch {
        // Unlocked bytes were rendered; the family only picks the note's wording.
    }
    return {
        ...rendered,
        pages: await markBlankPages(rendered.pages, family, read),
        renderer: 'libreoffice',
        warnings: [],
    };
}
async function needSharp(what) {
    const sharp = await (0,engine_native/* loadSharp */.Pq)();
    if (!sharp.module)
        throw new errors/* UnsupportedFormatError */.N$(`${what} are not available: ${sharp.reason}`);
    return sharp.module;
}
/** Frames each change's box (page units scaled to the raster), with a light fill. */
async function drawBoxes(page, changes, colours) {
    if (changes.length === 0)
        return page;
    const sharp = await needSharp('change overlays');
    const rects = changes.map((change) => {
        const sx = page.width / (change.PageInfo.Width || page.pageWidth);
        const sy = page.height / (change.PageInfo.Height || page.pageHeight);
        const pad = 2;
        const x = Math.max(0, change.Box.X * sx - pad);
        const y = Math.max(0, change.Box.Y * sy - pad);
        const w = Math.max(4, change.Box.Width * sx + 2 * pad);
        const h = Math.max(4, change.Box.Height * sy + 2 * pad);
        const colour = colourOf(change.Type, colours);
        return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="#${colour}" fill-opacity="0.12" stroke="#${colour}" stroke-width="2"/>`;
    });
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${page.width}" height="${page.height}">${rects.join('')}</svg>`);
    const { data } = await sharp(Buffer.from(page.pixels.buffer, page.pixels.byteOffset, page.pixels.length), {
        raw: { width: page.width, height: page.height, channels: 4 },
    })
        .composite([{ input: svg, left: 0, top: 0 }])
        .raw()
        .toBuffer({ resolveWithObject: true });
    return { ...page, pixels: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}
function baseName(path) {
    return path.split(/[\\/]/).pop() ?? path;
}
function preview_escapeText(text) {
    return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}


/***/ })

};
