export const id = 250;
export const ids = [250];
export const modules = {

/***/ 65250:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  anchorInLibreOffice: () => (/* binding */ anchorInLibreOffice),
  flowsOntoPages: () => (/* binding */ flowsOntoPages)
});

// EXTERNAL MODULE: ./src/engine/crypto/ooxml.ts
var ooxml = __webpack_require__(4497);
// EXTERNAL MODULE: ./src/engine/formats/registry.ts
var registry = __webpack_require__(37946);
// EXTERNAL MODULE: ./src/engine/preview/office.ts
var preview_office = __webpack_require__(20873);
// EXTERNAL MODULE: ./src/engine/formats/pdf/layout.ts
var layout = __webpack_require__(29148);
// EXTERNAL MODULE: ./src/engine/model/document.ts
var model_document = __webpack_require__(64451);
// EXTERNAL MODULE: ./src/engine/layout/context.ts
var context = __webpack_require__(35418);
// EXTERNAL MODULE: ./src/engine/preview/native.ts
var preview_native = __webpack_require__(73594);
;// CONCATENATED MODULE: ./src/engine/layout/anchor.ts




/** Reads the words of every page of a PDF with pdf.js. */
async function readRenderedWords(pdf) {
    await (0,preview_native/* preparePdfJsGlobals */.Bb)();
    const pdfjs = (await (0,preview_native/* loadPdfJs */.CH)()).module;
    if (!pdfjs)
        throw new Error('pdf.js could not be loaded to read the rendered pages');
    const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
    try {
        const pages = [];
        const words = [];
        for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
            const page = await document.getPage(pageNumber);
            // User space at scale 1 with y flipped: the same points ChangeInfo boxes use.
            const viewport = page.getViewport({ scale: 1 });
            pages.push({ width: viewport.width, height: viewport.height });
            const content = await page.getTextContent();
            const items = content.items.filter((item) => 'str' in item);
            for (const word of (0,layout/* wordsFromItems */.aT)(items, pageNumber)) {
                const key = tokenKey(word.text);
                if (!key)
                    continue;
                // Ascent about 0.8 of the size above the baseline, descent 0.2 below.
                const [x0, top] = viewport.convertToViewportPoint(word.x0, word.y + word.size * 0.8);
                const [x1, bottom] = viewport.convertToViewportPoint(word.x1, word.y - word.size * 0.2);
                words.push({ text: word.text, key, page: pageNumber, x: Math.min(x0, x1), y: Math.min(top, bottom), width: Math.abs(x1 - x0), height: Math.abs(bottom - top) });
            }
            page.cleanup();
        }
        return { pages, words };
    }
    finally {
        await document.destroy();
    }
}
/** Letters and digits only, lower case, ligatures and full-width forms folded: what two renderings of one word share. */
function tokenKey(text) {
    return text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}
/** The words of a text, as keys (empty ones dropped). */
function tokenKeys(text) {
    return text.split(/[\s\u00a0]+/).map(tokenKey).filter(Boolean);
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
        return { pageNumber: page, pageWidth: size.width, pageHeight: size.height, x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
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
        return { ...change, box: { page: box.pageNumber, pageWidth: box.pageWidth, pageHeight: box.pageHeight, x: box.x, y: box.y, width: box.width, height: box.height } };
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




/** Whether a document's changes are anchored in a rendering (its family flows text onto pages). */
function flowsOntoPages(input) {
    try {
        return (0,registry/* detectFormat */.Tz)(input.bytes, input.fileName).family === 'word';
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
    const [sourceBytes, targetBytes] = await Promise.all([(0,ooxml/* unlockOfficeDocument */.qC)(inputs.source.bytes, inputs.source.password), (0,ooxml/* unlockOfficeDocument */.qC)(inputs.target.bytes, inputs.target.password)]);
    const extension = (input, bytes) => (0,registry/* detectFormat */.Tz)(bytes, input.fileName).key;
    const [source, target] = await (0,preview_office/* convertToPdf */.fr)([
        { bytes: sourceBytes, fileName: `source.${extension(inputs.source, sourceBytes)}` },
        { bytes: targetBytes, fileName: `target.${extension(inputs.target, targetBytes)}` },
    ], office);
    const rendered = { source: await readRenderedWords(source), target: await readRenderedWords(target) };
    return { changes: anchorChanges(changes, models, rendered), pdfs: { source, target } };
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
