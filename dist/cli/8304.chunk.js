(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 8304;
const ids = [8304];
const modules = {

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

/***/ 48304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mn: () => (/* binding */ compareForView),
  w7: () => (/* binding */ documentViewHtml),
  withDocumentView: () => (/* binding */ withDocumentView)
});

// UNUSED EXPORTS: VIEW_MAX_CHANGES, VIEW_MAX_PAGES, alignPages, documentView

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/engine/index.ts + 3 modules
var engine = __webpack_require__(95246);
// EXTERNAL MODULE: ./src/engine/native.ts
var engine_native = __webpack_require__(98067);
;// CONCATENATED MODULE: ./src/report/view-grid.ts

/**
 * The cells around each spreadsheet change, in both versions: what a reviewer of a sheet looks
 * at (the row and column headings, the neighbours that give a number its meaning), where a page
 * picture of the sheet would be too small to read on a phone.
 */
/** Rows and columns each side of the changed cell. */
const AROUND = 2;
/** Each change's grid, parallel to `changes`; undefined when neither side is a spreadsheet. */
async function cellGrids(before, after, changes) {
    const isSheet = (side) => !!side && (0,engine/* formatByExtension */.SC)(side.fileName)?.family === 'cells';
    if (!isSheet(before) && !isSheet(after))
        return undefined;
    const [old, now] = await Promise.all([sheetValues(before), sheetValues(after)]);
    const grids = changes.map((change) => gridAround(change, old, now));
    return grids.some(Boolean) ? grids : undefined;
}
async function sheetValues(side) {
    const values = new Map();
    if (!side)
        return values;
    const model = await (0,engine/* readDocument */.u0)(side);
    for (const story of model.stories) {
        if (story.kind !== 'sheet')
            continue;
        const cells = new Map();
        for (const block of story.blocks) {
            if (block.type !== 'table')
                continue;
            for (const row of block.rows)
                for (const cell of row.cells)
                    if (cell.ref)
                        cells.set(cell.ref, blocksText(cell.blocks));
        }
        values.set(story.label, cells);
    }
    return values;
}
function blocksText(blocks) {
    return blocks
        .map((block) => (block.type === 'paragraph' ? block.runs.map((run) => run.text).join('') : ''))
        .join('\n');
}
/** `Sheet1!B7: 41`, `'My sheet'!AA10: x` */
const CELL = /^(?:'((?:[^']|'')+)'|([^!\s]+))!([A-Z]{1,3})(\d+)\b/;
function gridAround(change, old, now) {
    const match = CELL.exec(change.TargetText || change.Text) ?? CELL.exec(change.Text);
    if (!match)
        return null;
    const sheet = match[1]?.replace(/''/g, "'") ?? match[2];
    const oldCells = old.get(sheet);
    const newCells = now.get(sheet);
    if (!oldCells && !newCells)
        return null;
    const column = columnNumber(match[3]);
    const row = Number(match[4]);
    const firstColumn = Math.max(1, column - AROUND);
    const firstRow = Math.max(1, row - AROUND);
    const columns = Array.from({ length: column + AROUND - firstColumn + 1 }, (_, i) => columnName(firstColumn + i));
    const rows = Array.from({ length: row + AROUND - firstRow + 1 }, (_, i) => {
        const r = firstRow + i;
        return {
            row: r,
            old: columns.map((c) => oldCells?.get(`${c}${r}`) ?? ''),
            new: columns.map((c) => newCells?.get(`${c}${r}`) ?? ''),
        };
    });
    return { sheet, columns, rows, focus: { row: row - firstRow, column: column - firstColumn } };
}
function columnNumber(letters) {
    return [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
}
function columnName(n) {
    let name = '';
    for (; n > 0; n = Math.floor((n - 1) / 26))
        name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
    return name;
}

// EXTERNAL MODULE: ./src/report/html.ts + 1 modules
var html = __webpack_require__(37545);
;// CONCATENATED MODULE: ./src/report/view.ts





/**
 * Beyond these a document view stops being something to look through: the pages alone take
 * minutes to draw and the file hundreds of megabytes, and the change list says more. The report
 * then keeps its list and says why the pages are left out.
 */
const VIEW_MAX_PAGES = 600;
const VIEW_MAX_CHANGES = 2000;
/** Compares the pair with both sides' boxes and draws both; the comparison's changes are the view's. */
async function compareForView(before, after, options = {}) {
    const comparison = await (0,engine/* compareVersions */.Zy)(before, after, { settings: options.settings, precise: true, sides: true });
    const sides = comparison.sides ?? [];
    const tooLarge = viewTooLarge(sides, options);
    let view = tooLarge ? undefined : await documentView(before, after, sides, options);
    const grids = view && (await cellGrids(before, after, comparison.changes));
    if (view && grids)
        view = { ...view, grids };
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
    const { renderPreviews } = await (0,engine/* loadPreviews */.iK)();
    // The built-in layout is the one the boxes were found in (compareVersions `precise`).
    const result = await renderPreviews(side, { format: 'png', width, office: 'builtin' });
    const sharp = (await (0,engine_native/* loadSharp */.Pq)()).module;
    const pages = [];
    for (const page of result.pages) {
        let bytes = page.bytes;
        let size = { width: page.width, height: page.height };
        let mimeType = 'image/png';
        if (sharp) {
            // A changed page, read closely around its frames, keeps its text's edges in a few dozen
            // colours at a quarter of the bytes. A page without changes is only looked through: at
            // half the width its glyphs are a blur of grey levels a palette holds badly (as many bytes
            // as the whole page), and lossy WebP draws it the same to the eye in half of them; those
            // pages are most of a long document, and the report's bytes are what its open time is.
            const image = sharp(page.bytes);
            if (changed.has(page.pageNumber))
                bytes = new Uint8Array(await image.png({ palette: true, colours: 32, compressionLevel: 9 }).toBuffer());
            else {
                size = { width: Math.round(page.width * UNCHANGED_SCALE), height: Math.round(page.height * UNCHANGED_SCALE) };
                bytes = new Uint8Array(await image.resize(size.width, size.height).webp({ quality: UNCHANGED_QUALITY }).toBuffer());
                mimeType = 'image/webp';
            }
        }
        pages.push({ page: page.pageNumber, ...size, mimeType, bytes });
    }
    return {
        pages,
        keys: result.pages.map((page) => (0,external_node_crypto_.createHash)('sha1').update(page.bytes).digest('hex')),
        renderer: result.renderer,
    };
}
const UNCHANGED_SCALE = 1 / 2;
/** WebP quality of an unchanged page: its text reads as the PNG's did at the same width. */
const UNCHANGED_QUALITY = 75;
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
        return { file, warning: `${file.newPath}: no document view (${(0,engine/* errorMessage */.gJ)(error)})` };
    }
}
/** The report of one pair with its document view, as one self-contained HTML file (the viewer's answer). */
async function documentViewHtml(before, after, paths, options = {}) {
    const { comparison, view, leftOut } = await compareForView(before, after, options);
    return (0,html/* renderHtml */.K2)([
        {
            oldPath: paths.old,
            newPath: paths.new,
            status: 'modified',
            changes: comparison.changes,
            places: comparison.places,
            contexts: comparison.contexts,
            ...(leftOut ? { warnings: [leftOut] } : {}),
            view,
        },
    ]);
}


/***/ })

};

return{id,ids,modules}})