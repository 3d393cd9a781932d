export const id = 9881;
export const ids = [9881];
export const modules = {

/***/ 94777:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ configurePdfExtraction),
/* harmony export */   Y: () => (/* binding */ pdfExtraction)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);

// 120 pages: below it the helping worker (0.3–0.5 CPU seconds to start, load pdf.js and open
// the document) shortened the busiest thread by too little for its memory (scripts/bench/pdf.ts).
const pdfExtraction = { minPages: 120, threads: (0,node_os__WEBPACK_IMPORTED_MODULE_0__.availableParallelism)(), runPages: 12, callerReads: true, runTimeoutMs: 60_000 };
/** Changes when large PDFs are split across threads (tests force the split with a low `minPages`). */
function configurePdfExtraction(change) {
    const given = Object.fromEntries(Object.entries(change).filter(([key, value]) => value !== undefined || key === 'starter'));
    Object.assign(pdfExtraction, given);
    return { ...pdfExtraction };
}


/***/ }),

/***/ 69881:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  configurePdfExtraction: () => (/* reexport */ extraction_settings/* configurePdfExtraction */.U),
  displayedBox: () => (/* binding */ displayedBox),
  pdfReader: () => (/* binding */ pdfReader)
});

// EXTERNAL MODULE: ./src/engine/formats/pdf/diff.ts
var diff = __webpack_require__(69301);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(98995);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
// EXTERNAL MODULE: ./src/engine/formats/pdf/extraction-settings.ts
var extraction_settings = __webpack_require__(94777);
// EXTERNAL MODULE: ./src/engine/formats/pdf/layout.ts
var layout = __webpack_require__(29148);
;// CONCATENATED MODULE: ./src/engine/formats/pdf/page-text.ts

/** Pages whose text is read at once: each page's text travels through pdf.js's message port in steps. */
const PAGES_IN_FLIGHT = 4;
/**
 * Reads pages `first`..`last` (1-based, inclusive) in page order. `keep` gets every page object
 * while it is still open; `keep` returning true keeps it open (else it is cleaned up).
 */
async function readRawPages(document, first, last, keep) {
    const read = [];
    const readPage = async (number) => {
        const page = await document.getPage(number);
        const viewport = page.getViewport({ scale: 1 });
        const info = { width: viewport.width, height: viewport.height, transform: [...viewport.transform] };
        let items = [];
        let warning;
        try {
            const content = await page.getTextContent();
            items = content.items.filter((item) => 'str' in item);
        }
        catch (error) {
            warning = { code: 'pdf-page-text', message: `page ${number}: its text could not be read (${error.message ?? error}); compared as a picture` };
        }
        const [, bottom, , top] = page.view;
        const raw = { number, info, top, bottom, items, warning };
        read[number - first] = raw;
        if (!keep?.(page, raw))
            page.cleanup();
    };
    let next = first;
    const pump = async () => {
        while (next <= last)
            await readPage(next++);
    };
    await Promise.all(Array.from({ length: Math.max(0, Math.min(PAGES_IN_FLIGHT, last - first + 1)) }, pump));
    return read;
}
/** A page's words grouped into fragments (lines), ready for the layout of the whole document. */
function extractedPage(raw) {
    const words = (0,layout/* wordsFromItems */.aT)(raw.items, raw.number);
    return {
        number: raw.number,
        info: raw.info,
        text: { page: raw.number, top: raw.top, bottom: raw.bottom, fragments: (0,layout/* fragmentsOf */.d1)(words, raw.number) },
        warning: raw.warning,
        empty: words.length === 0,
    };
}
/**
 * Pages `first`..`last` read here. `keepEmpty` gets the page object of every page without
 * words (it is cleaned up otherwise), for rendering.
 */
async function extractPages(document, first, last, keepEmpty) {
    const extracted = [];
    await readRawPages(document, first, last, (page, raw) => {
        const laidOut = extractedPage(raw);
        extracted[raw.number - first] = laidOut;
        if (!laidOut.empty || !keepEmpty)
            return false;
        keepEmpty(page, raw.number);
        return true;
    });
    return extracted;
}

;// CONCATENATED MODULE: ./src/engine/formats/pdf/extract-pool.ts







/** Helping workers at most, whatever the core count: each holds pdf.js and a copy of the document. */
const MAX_HELPERS = 3;
const settings = extraction_settings/* pdfExtraction */.Y;
let pagesReadInWorkers = 0;
/** Pages whose text worker threads have read since the process started (for tests and benchmarks). */
function pdfPagesReadInWorkers() {
    return pagesReadInWorkers;
}
/**
 * Every page's text in page order, read with the help of workers when the document has enough
 * pages (and a worker script exists), else by `readHere` alone.
 */
async function extractShared(pageCount, source, readHere) {
    const workers = settings.threads > 1 && pageCount >= settings.minPages ? pool() : null;
    if (!workers)
        return readHere(1, pageCount);
    const job = new Job(source, pageCount, Math.max(1, settings.runPages));
    workers.add(job);
    try {
        for (;;) {
            const run = settings.callerReads || !workers.alive() ? job.takeForHere() : job.retry.shift();
            if (run !== undefined) {
                const [first, last] = job.runs[run];
                job.results[run] = await readHere(first, last);
                continue;
            }
            if (job.finished())
                break;
            if (!(await job.changed(settings.runTimeoutMs)))
                workers.reclaim(job);
        }
    }
    finally {
        workers.finish(job);
    }
    return job.results.flat();
}
let nextJob = 0;
class Job {
    source;
    id = ++nextJob;
    runs = [];
    results = [];
    /** Runs a worker failed on, for the calling thread. */
    retry = [];
    next = 0;
    inWorkers = 0;
    wake;
    constructor(source, pageCount, runPages) {
        this.source = source;
        for (let first = 1; first <= pageCount; first += runPages)
            this.runs.push([first, Math.min(pageCount, first + runPages - 1)]);
    }
    takeForHere() {
        return this.retry.shift() ?? this.takeForWorker();
    }
    takeForWorker() {
        return this.next < this.runs.length ? this.next++ : undefined;
    }
    /** Every run read (not one still waiting for a worker, in one, or to be read again here). */
    finished() {
        return this.next >= this.runs.length && this.inWorkers === 0 && this.retry.length === 0;
    }
    /** Resolves true when a run settles, false when none did within `timeoutMs`. */
    changed(timeoutMs) {
        return new Promise((resolve) => {
            const timer = setTimeout(() => {
                this.wake = undefined;
                resolve(false);
            }, timeoutMs);
            this.wake = () => {
                clearTimeout(timer);
                resolve(true);
            };
        });
    }
    settle(run, pages) {
        this.inWorkers--;
        if (pages) {
            this.results[run] = pages;
            pagesReadInWorkers += pages.length;
        }
        else
            this.retry.push(run);
        this.wake?.();
        this.wake = undefined;
    }
}
/** Idle workers end after this long, so a server that read one large PDF does not keep them. */
const IDLE_MILLISECONDS = 15_000;
class ExtractPool {
    start;
    workers = [];
    jobs = [];
    nextId = 0;
    idleTimer;
    /** Set when a worker could not start: later jobs are read on their own thread. */
    broken = false;
    constructor(start) {
        this.start = start;
    }
    alive() {
        return this.workers.length > 0;
    }
    add(job) {
        this.jobs.push(job);
        clearTimeout(this.idleTimer);
        // No more helpers than runs left to share with the calling thread.
        const runsLeft = this.jobs.reduce((sum, queued) => sum + queued.runs.length - queued.next, 0);
        const wanted = Math.min(settings.threads - 1, MAX_HELPERS, runsLeft - 1);
        while (!this.broken && this.workers.length < wanted)
            this.spawn();
        for (const pooled of this.workers)
            if (!pooled.busy)
                this.feed(pooled);
    }
    finish(job) {
        this.jobs.splice(this.jobs.indexOf(job) >>> 0, 1);
        for (const pooled of this.workers) {
            if (pooled.opened.delete(job.id))
                pooled.worker.postMessage({ close: job.id });
        }
        if (this.jobs.length === 0) {
            this.idleTimer = setTimeout(() => this.close(), IDLE_MILLISECONDS);
            this.idleTimer.unref();
        }
    }
    /** Ends the workers reading runs of `job`: their runs go back to the calling thread. */
    reclaim(job) {
        for (const pooled of [...this.workers])
            if (pooled.busy && pooled.job === job)
                void pooled.worker.terminate();
    }
    closeAll() {
        clearTimeout(this.idleTimer);
        this.close();
    }
    spawn() {
        let worker;
        try {
            worker = this.start();
        }
        catch {
            this.broken = true;
            return;
        }
        worker.unref();
        const pooled = { worker, busy: false, opened: new Set() };
        // A failure while busy is handled by that run (see feed); an idle one only leaves the pool.
        worker.on('error', () => { });
        worker.once('exit', () => this.remove(pooled));
        this.workers.push(pooled);
    }
    remove(pooled) {
        const at = this.workers.indexOf(pooled);
        if (at >= 0)
            this.workers.splice(at, 1);
    }
    /** Hands an idle worker the next run of any job, or leaves it idle. */
    feed(pooled) {
        let job;
        let run;
        for (const candidate of this.jobs) {
            run = candidate.takeForWorker();
            if (run !== undefined) {
                job = candidate;
                break;
            }
        }
        if (!job || run === undefined)
            return;
        const taken = job;
        const id = ++this.nextId;
        pooled.busy = true;
        pooled.job = taken;
        // Referenced while busy (a caller awaits it), unreferenced while idle (the process may end).
        pooled.worker.ref();
        taken.inWorkers++;
        const { worker } = pooled;
        const done = (pages) => {
            worker.off('message', onMessage);
            worker.off('error', onFailure);
            worker.off('exit', onFailure);
            pooled.busy = false;
            pooled.job = undefined;
            worker.unref();
            taken.settle(run, pages);
        };
        const onMessage = (response) => {
            if (response.id !== id)
                return;
            done(response.pages?.map(extractedPage));
            // pdf.js failed in the worker: the calling thread reads this run (and fails the same way, if it must).
            if (!response.pages)
                return this.discard(pooled);
            this.feed(pooled);
        };
        const onFailure = () => {
            done(undefined);
            this.discard(pooled);
        };
        worker.on('message', onMessage);
        worker.on('error', onFailure);
        worker.on('exit', onFailure);
        const [first, last] = taken.runs[run];
        const open = pooled.opened.has(taken.id) ? undefined : taken.source;
        pooled.opened.add(taken.id);
        worker.postMessage({ id, document: taken.id, open, first, last });
    }
    discard(pooled) {
        this.remove(pooled);
        void pooled.worker.terminate();
    }
    close() {
        for (const pooled of [...this.workers])
            this.discard(pooled);
    }
}
let shared;
let sharedStarter;
/** The shared pool, or null when there is no worker script beside this module. */
function pool() {
    if (shared !== undefined && sharedStarter !== settings.starter) {
        // Another source of workers was configured: the pool of the old one ends.
        shared?.closeAll();
        shared = undefined;
    }
    if (shared === undefined) {
        sharedStarter = settings.starter;
        const start = settings.starter ?? workerStarter();
        shared = start ? new ExtractPool(start) : null;
    }
    return shared;
}
function workerStarter() {
    if (import.meta.url.endsWith('.ts'))
        return sourceWorkerStarter();
    // Built: the worker is a bundle of its own, `pdf-extract-worker/` beside the main bundle (or
    // beside its parent folder, from inside another worker's bundle such as cli/engine-worker).
    for (const relative of ['./pdf-extract-worker/index.js', '../pdf-extract-worker/index.js']) {
        const script = new URL(relative, import.meta.url);
        if (script.protocol === 'file:' && (0,external_node_fs_.existsSync)((0,external_node_url_.fileURLToPath)(script)))
            return () => new external_node_worker_threads_.Worker(script);
    }
    return undefined;
}
/** From TypeScript sources (tests, tsx): the worker registers tsx's loader, then imports the worker module. */
function sourceWorkerStarter() {
    // Spelled so a bundler does not take the TypeScript source for an asset to ship.
    const script = new URL(['.', 'extract-worker.ts'].join('/'), import.meta.url);
    if (script.protocol !== 'file:' || !(0,external_node_fs_.existsSync)((0,external_node_url_.fileURLToPath)(script)))
        return undefined;
    let tsxApi;
    try {
        tsxApi = (0,external_node_url_.pathToFileURL)((0,external_node_module_.createRequire)(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
    }
    catch {
        return undefined;
    }
    const bootstrap = `import(${JSON.stringify(tsxApi)}).then((api) => { api.register(); return import(${JSON.stringify(script.href)}); })`;
    return () => new external_node_worker_threads_.Worker(bootstrap, { eval: true });
}

// EXTERNAL MODULE: ./src/engine/formats/pdf/pdfjs.ts
var pdfjs = __webpack_require__(62429);
// EXTERNAL MODULE: ./src/engine/formats/image/regions.ts
var regions = __webpack_require__(24182);
// EXTERNAL MODULE: ./src/engine/preview/native.ts
var preview_native = __webpack_require__(73594);
;// CONCATENATED MODULE: ./src/engine/formats/pdf/scanned.ts


/** Longest side of a rendered scanned page: enough to see a changed word, small enough to keep. */
const RENDER_SIDE = 800;
/** Renders a page with pdf.js onto @napi-rs/canvas; undefined (with a warning) when it cannot. */
async function renderScannedPage(page, number, warnings) {
    // The one canvas loader (it may load the module from the Action's tool cache).
    const { module: canvasLibrary, reason } = await (0,preview_native/* loadCanvas */.Dl)();
    if (!canvasLibrary) {
        warnings.push({ code: 'pdf-render-unavailable', message: `page ${number} has no text layer and cannot be compared as a picture: ${reason}` });
        return undefined;
    }
    const base = page.getViewport({ scale: 1 });
    const scale = RENDER_SIDE / Math.max(base.width, base.height);
    const viewport = page.getViewport({ scale });
    const width = Math.max(1, Math.round(viewport.width));
    const height = Math.max(1, Math.round(viewport.height));
    try {
        const canvas = canvasLibrary.createCanvas(width, height);
        const context = canvas.getContext('2d');
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, width, height);
        await page.render({ canvas, canvasContext: context, viewport }).promise;
        const data = new Uint8Array(context.getImageData(0, 0, width, height).data.buffer.slice(0));
        const raster = { width, height, data };
        return { ...raster, page: number, hash: (0,regions/* rasterHash */.eU)(raster), pointsPerPixel: 1 / scale };
    }
    catch (error) {
        warnings.push({ code: 'pdf-render-failed', message: `page ${number} has no text layer and could not be rendered (${error?.message ?? error})` });
        return undefined;
    }
}
/**
 * A page that renders to nothing but white (a page left blank on purpose, "This page intentionally…"
 * aside): it has no text layer because it has no content, not because it was scanned, so it is not
 * compared as a picture and a blank page that shifts by one when a page is deleted is no change.
 */
function isBlankPage(page) {
    const data = page.data;
    for (let i = 0; i < data.length; i += 4) {
        // Near-white: anti-aliasing and colour management leave 250–255 on an empty white page.
        if (data[i] < 250 || data[i + 1] < 250 || data[i + 2] < 250)
            return false;
    }
    return true;
}

;// CONCATENATED MODULE: ./src/engine/formats/pdf/index.ts







const pdfReader = {
    family: 'pdf',
    formats: ['pdf'],
    async read(bytes, format, options) {
        const document = await (0,pdfjs/* openPdf */.v9)(bytes, options.password);
        try {
            return await readOpenDocument(document, format, bytes, options.password);
        }
        finally {
            await document.destroy();
        }
    },
    diff(source, target, options) {
        return (0,diff/* diffPdfModels */.I)(source, target, options);
    },
};
async function readOpenDocument(document, format, bytes, password) {
    const warnings = [];
    const emptyPageObjects = new Map();
    const keepEmpty = (page, number) => emptyPageObjects.set(number, page);
    const extracted = await extractAllPages(document, bytes, password, keepEmpty);
    const pages = extracted.map((page) => page.info);
    const texts = extracted.map((page) => page.text);
    for (const page of extracted)
        if (page.warning)
            warnings.push(page.warning);
    const emptyPages = extracted.filter((page) => page.empty).map((page) => page.number);
    const pageObjects = [];
    // Pages read in a worker come back as data: their page objects, for rendering, are got here.
    for (const number of emptyPages)
        pageObjects.push(emptyPageObjects.get(number) ?? (await document.getPage(number)));
    const repeated = (0,layout/* removeRepeatedLines */.Ay)(texts);
    const regions = texts.flatMap((page) => (0,layout/* regionsOf */.NV)(page.fragments));
    const laidOut = (0,layout/* paragraphsOf */.Dq)(regions);
    const body = [];
    const paragraphs = [];
    for (const paragraph of laidOut) {
        const block = {
            type: 'paragraph',
            runs: [{ text: paragraph.text, style: {}, locator: { part: `page:${paragraph.words[0].page}`, path: '' } }],
            locator: { part: `page:${paragraph.words[0].page}`, path: '' },
        };
        body.push(block);
        const count = paragraph.words.length;
        const words = {
            starts: Int32Array.from(paragraph.starts),
            ends: new Int32Array(count),
            pages: new Uint16Array(count),
            boxes: new Float32Array(count * 4),
        };
        paragraph.words.forEach((word, i) => {
            words.ends[i] = paragraph.starts[i] + word.text.length;
            words.pages[i] = word.page;
            const box = displayedBox(pages[word.page - 1].transform, word.x0, word.y - 0.22 * word.size, word.x1, word.y + 0.8 * word.size);
            words.boxes.set(box, i * 4);
        });
        paragraphs.push(words);
    }
    const stories = [{ kind: 'body', key: 'body', label: 'body', blocks: body }];
    if (repeated.headers.length)
        stories.push(repeatedStory('header', 'header (every page)', repeated.headers));
    if (repeated.footers.length)
        stories.push(repeatedStory('footer', 'footer (every page)', repeated.footers));
    const scanned = [];
    for (const [index, number] of emptyPages.entries()) {
        const page = pageObjects[index];
        const rendered = await renderScannedPage(page, number, warnings);
        page.cleanup();
        if (!rendered || isBlankPage(rendered))
            continue;
        scanned.push(rendered);
        stories.push({
            kind: 'page',
            key: `page:${number}`,
            label: `page ${number} (no text layer)`,
            pageSize: { width: pages[number - 1].width, height: pages[number - 1].height },
            blocks: [{ type: 'object', object: { kind: 'image', hash: rendered.hash, name: `page ${number} picture` }, locator: { part: `page:${number}`, path: '' } }],
        });
    }
    if (scanned.length) {
        warnings.push({
            code: 'pdf-scanned-pages',
            message: `${scanned.length === 1 ? `page ${scanned[0].page} has` : `pages ${scanned.map((s) => s.page).join(', ')} have`} no text layer (scanned); compared as pictures`,
        });
    }
    const metadata = await readMetadata(document);
    const familyData = { kind: 'pdf', pages, paragraphs, scanned, encrypted: await isEncrypted(document) };
    return {
        format,
        stories,
        metadata,
        pageCount: document.numPages,
        pageSize: pages[0] ? { width: pages[0].width, height: pages[0].height } : undefined,
        warnings,
        familyData,
    };
}
/**
 * Every page's text, in page order: shared by runs of pages with worker threads when the
 * document is large enough to repay starting them, else (or for a run whose worker failed) read
 * here. Both ways run the same extraction, so the result is the same.
 */
async function extractAllPages(document, bytes, password, keepEmpty) {
    return extractShared(document.numPages, { bytes, password, standardFonts: (0,pdfjs/* standardFontDirectory */.GK)() }, (first, last) => extractPages(document, first, last, keepEmpty));
}
function repeatedStory(kind, label, lines) {
    return {
        kind,
        key: kind,
        label,
        blocks: lines.map((text) => ({ type: 'paragraph', runs: [{ text, style: {} }] })),
    };
}
/** A user-space rectangle in displayed coordinates (rotation applied, origin top-left). */
function displayedBox(transform, x0, y0, x1, y1) {
    const [a, b, c, d, e, f] = transform;
    const xs = [];
    const ys = [];
    for (const [x, y] of [
        [x0, y0],
        [x1, y1],
        [x0, y1],
        [x1, y0],
    ]) {
        xs.push(a * x + c * y + e);
        ys.push(b * x + d * y + f);
    }
    const left = Math.min(...xs);
    const top = Math.min(...ys);
    return [left, top, Math.max(...xs) - left, Math.max(...ys) - top];
}
async function readMetadata(document) {
    try {
        const { info } = (await document.getMetadata());
        const text = (value) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
        return { title: text(info?.Title), author: text(info?.Author), created: text(info?.CreationDate), modified: text(info?.ModDate) };
    }
    catch {
        return {};
    }
}
async function isEncrypted(document) {
    try {
        const { info } = (await document.getMetadata());
        return Boolean(info?.EncryptFilterName) || Boolean(info?.IsEncrypted);
    }
    catch {
        return false;
    }
}


/***/ })

};
