export const id = 887;
export const ids = [887];
export const modules = {

/***/ 53268:
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
;// CONCATENATED MODULE: ./src/engine/formats/pdf/page-pack.ts
// number, width, height, transform (6), top, bottom, fragment count, empty
const PAGE_FIELDS = 14;
// word count, x0, x1, y, size, rtl (0 / 1 / 2 for absent)
const FRAGMENT_FIELDS = 6;
// x0, x1, y, size, rtl, style index
const WORD_FIELDS = 6;
function packPages(pages) {
    let fragmentCount = 0;
    let wordCount = 0;
    for (const page of pages) {
        fragmentCount += page.text.fragments.length;
        for (const fragment of page.text.fragments)
            wordCount += fragment.words.length;
    }
    const packed = {
        pages: new Float64Array(pages.length * PAGE_FIELDS),
        fragments: new Float64Array(fragmentCount * FRAGMENT_FIELDS),
        words: new Float64Array(wordCount * WORD_FIELDS),
        text: '',
        textEnds: new Uint32Array(wordCount),
        styles: [],
        warnings: [],
    };
    const styleIndex = new Map();
    const texts = [];
    let length = 0;
    let f = 0;
    let w = 0;
    pages.forEach((page, p) => {
        const at = p * PAGE_FIELDS;
        const { info, text } = page;
        packed.pages.set([page.number, info.width, info.height, ...info.transform.slice(0, 6)], at);
        packed.pages[at + 9] = text.top;
        packed.pages[at + 10] = text.bottom;
        packed.pages[at + 11] = text.fragments.length;
        packed.pages[at + 12] = page.empty ? 1 : 0;
        packed.pages[at + 13] = info.transform.length;
        if (page.warning)
            packed.warnings.push([p, page.warning]);
        for (const fragment of text.fragments) {
            const fa = f++ * FRAGMENT_FIELDS;
            packed.fragments[fa] = fragment.words.length;
            packed.fragments[fa + 1] = fragment.x0;
            packed.fragments[fa + 2] = fragment.x1;
            packed.fragments[fa + 3] = fragment.y;
            packed.fragments[fa + 4] = fragment.size;
            packed.fragments[fa + 5] = fragment.rtl === undefined ? 2 : fragment.rtl ? 1 : 0;
            for (const word of fragment.words) {
                const wa = w * WORD_FIELDS;
                packed.words[wa] = word.x0;
                packed.words[wa + 1] = word.x1;
                packed.words[wa + 2] = word.y;
                packed.words[wa + 3] = word.size;
                packed.words[wa + 4] = word.rtl ? 1 : 0;
                let style = -1;
                if (word.style) {
                    style = styleIndex.get(word.style) ?? -1;
                    if (style < 0) {
                        style = packed.styles.push(word.style) - 1;
                        styleIndex.set(word.style, style);
                    }
                }
                packed.words[wa + 5] = style;
                texts.push(word.text);
                length += word.text.length;
                packed.textEnds[w++] = length;
            }
        }
    });
    packed.text = texts.join('');
    return packed;
}
/** The buffers to transfer with a packed run. */
function packedBuffers(packed) {
    return [packed.pages.buffer, packed.fragments.buffer, packed.words.buffer, packed.textEnds.buffer];
}
function unpackPages(packed) {
    const { pages, fragments, words, text, textEnds, styles } = packed;
    const warnings = new Map(packed.warnings);
    const out = [];
    let f = 0;
    let w = 0;
    let textAt = 0;
    for (let p = 0; p * PAGE_FIELDS < pages.length; p++) {
        const at = p * PAGE_FIELDS;
        const number = pages[at];
        const pageFragments = [];
        for (let k = 0; k < pages[at + 11]; k++, f++) {
            const fa = f * FRAGMENT_FIELDS;
            const count = fragments[fa];
            const fragmentWords = new Array(count);
            for (let i = 0; i < count; i++, w++) {
                const wa = w * WORD_FIELDS;
                const end = textEnds[w];
                const word = {
                    text: text.slice(textAt, end),
                    page: number,
                    x0: words[wa],
                    x1: words[wa + 1],
                    y: words[wa + 2],
                    size: words[wa + 3],
                    rtl: words[wa + 4] === 1,
                };
                const style = words[wa + 5];
                if (style >= 0)
                    word.style = styles[style];
                fragmentWords[i] = word;
                textAt = end;
            }
            const rtl = fragments[fa + 5];
            const fragment = {
                words: fragmentWords,
                page: number,
                x0: fragments[fa + 1],
                x1: fragments[fa + 2],
                y: fragments[fa + 3],
                size: fragments[fa + 4],
            };
            if (rtl !== 2)
                fragment.rtl = rtl === 1;
            pageFragments.push(fragment);
        }
        const page = {
            number,
            info: {
                width: pages[at + 1],
                height: pages[at + 2],
                transform: Array.from(pages.subarray(at + 3, at + 3 + pages[at + 13])),
            },
            text: { page: number, top: pages[at + 9], bottom: pages[at + 10], fragments: pageFragments },
            empty: pages[at + 12] === 1,
        };
        const warning = warnings.get(p);
        if (warning)
            page.warning = warning;
        out.push(page);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/engine/formats/pdf/extract-pool.ts







/** Helping workers at most, whatever the core count: each holds pdf.js and a copy of the document. */
const MAX_HELPERS = 3;
/** A worker done with its own document helps with another only when at least this many runs are left of it. */
const RUNS_WORTH_OPENING = 3;
const settings = extraction_settings/* pdfExtraction */.Y;
/**
 * Every page's text in page order, read with the help of workers when the document has enough
 * pages (and a worker script exists), else by `readHere` alone. `about` is the document's own
 * account of itself from the first worker that opened it (none when no worker did).
 */
async function extractShared(pageCount, source, readHere) {
    const workers = settings.threads > 1 && pageCount >= settings.minPages ? pool() : null;
    if (!workers)
        return { pages: await readHere(1, pageCount) };
    const job = new Job(source, pageCount, Math.max(1, settings.runPages));
    workers.add(job);
    try {
        for (;;) {
            const readsHere = (settings.callerReads && !workers.leavesToHelper(job)) || !workers.alive();
            const run = readsHere ? job.takeForHere() : job.retry.shift();
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
    return { pages: job.results.flat(), about: job.about };
}
class Job {
    source;
    /** The document's number in its pool (set by the pool: workers keep each open document by it). */
    id = 0;
    runs = [];
    results = [];
    /** Runs a worker failed on, for the calling thread. */
    retry = [];
    next = 0;
    inWorkers = 0;
    /** Workers whose home this job is. */
    homeWorkers = 0;
    /** The document's account of itself, from the first worker that opened it. */
    about;
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
    runsLeft() {
        return this.runs.length - this.next;
    }
    /** Wakes the calling thread's loop to look again (another job's state changed). */
    poke() {
        this.wake?.();
        this.wake = undefined;
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
            settings.onWorkerPages?.(pages.length);
        }
        else
            this.retry.push(run);
        this.wake?.();
        this.wake = undefined;
    }
}
/**
 * A worker's young generation kept small: its garbage is short-lived (pdf.js's parse of each
 * page), and the default, sized for a whole process, held ~15 MB more at the 340-page bench's
 * peak for no less CPU (scripts/bench/pdf.ts). Its old generation bounded too: pdf.js's page
 * objects outlive a few scavenges and then die, and with the default limit V8 let them pile up
 * to ~100 MB between full collections where ~35 MB was live; bounded, the bench pair's peak
 * RSS fell from ~390 to ~320 MB for no measurable CPU. A document that needs more than the
 * bound ends the worker (out of memory) and the calling thread reads what is left, as after any
 * worker failure.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 128 };
/** Idle workers end after this long, so a server that read one large PDF does not keep them. */
const IDLE_MILLISECONDS = 15_000;
class ExtractPool {
    start;
    workers = [];
    jobs = [];
    nextId = 0;
    documents = 0;
    idleTimer;
    /** Set when a worker could not start: later jobs are read on their own thread. */
    broken = false;
    constructor(start) {
        this.start = start;
    }
    alive() {
        return this.workers.length > 0;
    }
    /**
     * Whether the calling thread should leave `job` to its worker for now: another job has runs
     * left and no worker, so the calling thread reads that one (each thread then opens one document).
     */
    leavesToHelper(job) {
        return (job.homeWorkers > 0 && this.jobs.some((other) => other !== job && other.homeWorkers === 0 && other.runsLeft() > 0));
    }
    add(job) {
        job.id = ++this.documents;
        this.jobs.push(job);
        clearTimeout(this.idleTimer);
        // No more helpers than runs left to share with the calling thread. Not one per core when
        // the calling thread leaves the reading to them: it still lays out what they send, and a
        // second helper on two cores cost more CPU (7.9 against 6.4 s) and memory (485 against
        // 405 MB) on the 340-page bench pair than it saved in wall time (scripts/bench/pdf.ts).
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
            if (pooled.home === job)
                this.setHome(pooled, undefined);
        }
        // A calling thread that left its job to a worker may now read it.
        for (const other of this.jobs)
            other.poke();
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
        this.setHome(pooled, undefined);
    }
    setHome(pooled, job) {
        if (pooled.home === job)
            return;
        if (pooled.home)
            pooled.home.homeWorkers--;
        pooled.home = job;
        if (job)
            job.homeWorkers++;
        for (const other of this.jobs)
            other.poke();
    }
    /**
     * The job a worker reads next: for a new worker, or one sharing its home with another, the job
     * with the most runs left among those without a worker; else its home while that has runs
     * left; else the one with the most runs left. A job not open in the worker yet is taken only
     * when enough of it is left to repay opening it.
     */
    jobFor(pooled) {
        const mostLeft = (jobs) => jobs.reduce((best, job) => (job.runsLeft() > (best?.runsLeft() ?? 0) ? job : best), undefined);
        const worthOpening = (job) => pooled.opened.has(job.id) || job.runsLeft() >= RUNS_WORTH_OPENING;
        const homeless = mostLeft(this.jobs.filter((job) => job.homeWorkers === 0));
        if (homeless && !pooled.home)
            return homeless;
        // Two workers started on the first document of a pair before the second came: one moves to it.
        const { home } = pooled;
        if (homeless && home && home.homeWorkers > 1 && worthOpening(homeless))
            return homeless;
        if (home && home.runsLeft() > 0)
            return home;
        const other = mostLeft(this.jobs);
        return other && worthOpening(other) ? other : undefined;
    }
    /** Hands an idle worker the next run of a job (see jobFor), or leaves it idle. */
    feed(pooled) {
        const job = this.jobFor(pooled);
        const run = job?.takeForWorker();
        if (!job || run === undefined)
            return;
        this.setHome(pooled, job);
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
            if (response.about)
                taken.about ??= response.about;
            done(response.packed && unpackPages(response.packed));
            // pdf.js failed in the worker: the calling thread reads this run (and fails the same way, if it must).
            if (!response.packed)
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
            return () => new external_node_worker_threads_.Worker(script, { resourceLimits: WORKER_LIMITS });
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
        tsxApi = (0,external_node_url_.pathToFileURL)((0,external_node_module_.createRequire)(import.meta.url)
            .resolve('tsx/esm/api')
            .replace(/\.cjs$/, '.mjs')).href;
    }
    catch {
        return undefined;
    }
    const bootstrap = `import(${JSON.stringify(tsxApi)}).then((api) => { api.register(); return import(${JSON.stringify(script.href)}); })`;
    return () => new external_node_worker_threads_.Worker(bootstrap, { eval: true, resourceLimits: WORKER_LIMITS });
}

// EXTERNAL MODULE: ./src/engine/formats/pdf/layout.ts
var layout = __webpack_require__(29148);
;// CONCATENATED MODULE: ./src/engine/formats/pdf/metadata.ts
async function documentAbout(document) {
    return {
        pageCount: document.numPages,
        metadata: await readMetadata(document),
        encrypted: await isEncrypted(document),
    };
}
async function readMetadata(document) {
    try {
        const { info } = (await document.getMetadata());
        const text = (value) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
        return {
            title: text(info?.Title),
            author: text(info?.Author),
            created: text(info?.CreationDate),
            modified: text(info?.ModDate),
        };
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

// EXTERNAL MODULE: ./src/engine/formats/pdf/page-count.ts
var page_count = __webpack_require__(98387);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./src/engine/formats/pdf/page-content.ts


/**
 * The fill colour of a page's text told from its content stream alone, so that the text's look
 * needs pdf.js's operator list (which costs about as much as the text itself: every glyph sent
 * over pdf.js's message port, glyph outlines built) only on pages where the colour varies.
 * Written by hand because pdf.js exposes no page's raw content and no library scans one for a
 * few operators; it reads the file with page-count.ts's reader.
 *
 * It answers only when that is plainly certain: colours set by `g` or `rg` (pdf.js turns them
 * into the same hex value computed here), text shown only in the page's own content stream (a
 * form XObject, an inline image, a colour space, CMYK or a pattern make it say "don't know"), and
 * one colour for all of the page's text. Anything else is undefined and the caller asks pdf.js.
 */
class PageContents {
    file;
    pages;
    constructor(file, pages) {
        this.file = file;
        this.pages = pages;
    }
    /** The reader of `bytes`, or undefined when its page tree is not plainly readable (or it is encrypted). */
    static open(bytes) {
        try {
            const file = new page_count/* PdfFile */.lL(bytes.subarray(0, (0,page_count/* pdfEnd */.U4)(bytes)), inflate);
            file.readXref();
            if (file.trailer.get('Encrypt') !== undefined)
                return undefined;
            const rootRef = file.trailer.get('Root');
            if (!(0,page_count/* isRef */.i9)(rootRef))
                return undefined;
            const catalog = file.object(rootRef.num);
            const pagesRef = (0,page_count/* isDict */.Zm)(catalog) ? catalog.get('Pages') : undefined;
            if (!(0,page_count/* isRef */.i9)(pagesRef))
                return undefined;
            const pages = pageLeaves(file, pagesRef);
            const root = file.object(pagesRef.num);
            const count = (0,page_count/* isDict */.Zm)(root) ? file.resolve(root.get('Count')) : undefined;
            // pdf.js numbers the pages the same way only when the tree is what its root says it is.
            return pages && pages.length === count ? new PageContents(file, pages) : undefined;
        }
        catch {
            return undefined;
        }
    }
    /** The one fill colour (`RRGGBB`) of all text of page `number` (1-based), or undefined: several, or not told. */
    textColour(number) {
        const page = this.pages[number - 1];
        if (!page)
            return undefined;
        try {
            const content = this.contentOf(page);
            return content && scanTextColour(content, (name) => this.isImage(page, name));
        }
        catch {
            return undefined;
        }
    }
    /** The page's content: its one stream, or its streams joined by a line break (as pdf.js joins them). */
    contentOf(page) {
        const contents = this.file.resolve(page.get('Contents'));
        const refs = Array.isArray(contents) ? contents : [page.get('Contents')];
        const parts = [];
        for (const part of refs) {
            if (!(0,page_count/* isRef */.i9)(part))
                return undefined;
            parts.push(this.file.stream(part.num), LINE_BREAK);
        }
        return parts.length === 2 ? parts[0] : Buffer.concat(parts);
    }
    /** Whether the XObject `name` of the page's (possibly inherited) resources is an image. */
    isImage(page, name) {
        let node = page;
        for (let depth = 0; (0,page_count/* isDict */.Zm)(node) && depth < 64; depth++) {
            const resources = this.file.resolve(node.get('Resources'));
            if ((0,page_count/* isDict */.Zm)(resources)) {
                const xobjects = this.file.resolve(resources.get('XObject'));
                const xobject = (0,page_count/* isDict */.Zm)(xobjects) ? xobjects.get(name) : undefined;
                if (!(0,page_count/* isRef */.i9)(xobject))
                    return false;
                const dict = this.file.streamDictionary(xobject.num);
                return (0,page_count/* isName */.Eo)(dict.get('Subtype'), 'Image');
            }
            node = this.file.resolve(node.get('Parent'));
        }
        return false;
    }
}
const LINE_BREAK = new Uint8Array([10]);
/** FlateDecode with zlib: faster than page-count's fflate for a whole document's streams. */
const inflate = (raw) => (0,external_node_zlib_.inflateSync)(raw);
/** Leaves of the page tree in page order (their dictionaries), or undefined when it is not a plain tree. */
function pageLeaves(file, root) {
    const leaves = [];
    const visited = new Set();
    const pending = [root];
    while (pending.length) {
        const ref = pending.pop();
        if (visited.has(ref.num))
            return undefined;
        visited.add(ref.num);
        const node = file.object(ref.num);
        if (!(0,page_count/* isDict */.Zm)(node))
            return undefined;
        const kids = file.resolve(node.get('Kids'));
        if (kids === undefined) {
            leaves.push(node);
            continue;
        }
        if (!Array.isArray(kids))
            return undefined;
        for (let i = kids.length - 1; i >= 0; i--) {
            const kid = kids[i];
            if (!(0,page_count/* isRef */.i9)(kid))
                return undefined;
            pending.push(kid);
        }
    }
    return leaves;
}
/** An operator of up to three characters as a number (its bytes, first lowest); longer ones are 0. */
const code = (operator) => [...operator].reduceRight((sum, c) => sum * 256 + c.charCodeAt(0), 0);
const GRAY = code('g');
const RGB = code('rg');
const SAVE = code('q');
const RESTORE = code('Q');
const PAINT_XOBJECT = code('Do');
const SHOWS_TEXT = new Set(['Tj', 'TJ', "'", '"'].map(code));
/** Operators after which the text's colour is not plainly told from `g`/`rg` alone. */
const UNTOLD = new Set(['k', 'cs', 'sc', 'scn', 'BI'].map(code));
/**
 * The one fill colour in force wherever the content shows text, or undefined (several, or
 * untold). `isImage` says whether an XObject painted with `Do` is an image (which shows no text).
 * Runs over every page of both documents: bytes are compared as numbers, no token becomes a
 * string but names and numbers.
 */
function scanTextColour(data, isImage) {
    const operands = [];
    // The last name operand, as offsets: only `Do` reads it.
    let nameStart = 0;
    let nameEnd = 0;
    let colour = '000000';
    const saved = [];
    let shown;
    const length = data.length;
    let at = 0;
    while (at < length) {
        const c = data[at];
        const kind = page_count/* CLASS */.tp[c];
        if (kind === 1) {
            at++;
            continue;
        }
        if (kind === 2) {
            if (c === 0x25) {
                while (at < length && data[at] !== 10 && data[at] !== 13)
                    at++;
            }
            else if (c === 0x28) {
                // A literal string: balanced parentheses, backslash escapes.
                let depth = 0;
                for (; at < length; at++) {
                    const s = data[at];
                    if (s === 0x5c)
                        at++;
                    else if (s === 0x28)
                        depth++;
                    else if (s === 0x29 && --depth === 0)
                        break;
                }
                at++;
                operands.length = 0;
            }
            else if (c === 0x3c && data[at + 1] !== 0x3c) {
                const end = data.indexOf(0x3e, at);
                at = end < 0 ? length : end + 1;
                operands.length = 0;
            }
            else if (c === 0x2f) {
                nameStart = ++at;
                while (at < length && page_count/* CLASS */.tp[data[at]] === 0)
                    at++;
                nameEnd = at;
            }
            else
                at++;
            continue;
        }
        const start = at;
        while (at < length && page_count/* CLASS */.tp[data[at]] === 0)
            at++;
        // Numbers: digits, sign or point first; read by hand (most tokens of a page are numbers).
        if ((c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2b || c === 0x2e) {
            operands.push(numberAt(data, start, at));
            continue;
        }
        const operator = at - start > 3
            ? 0
            : data[start] +
                (data[start + 1] << 8) * (at - start > 1 ? 1 : 0) +
                (data[start + 2] << 16) * (at - start > 2 ? 1 : 0);
        if (operator === GRAY && operands.length >= 1) {
            const v = operands[operands.length - 1];
            colour = hexColour(v, v, v);
        }
        else if (operator === RGB && operands.length >= 3) {
            const n = operands.length;
            colour = hexColour(operands[n - 3], operands[n - 2], operands[n - 1]);
        }
        else if (operator === SAVE)
            saved.push(colour);
        else if (operator === RESTORE)
            colour = saved.pop() ?? colour;
        else if (SHOWS_TEXT.has(operator)) {
            if (shown !== undefined && shown !== colour)
                return undefined;
            shown = colour;
        }
        else if (UNTOLD.has(operator))
            return undefined;
        else if (operator === PAINT_XOBJECT && !isImage(latin1(data, nameStart, nameEnd)))
            return undefined;
        operands.length = 0;
    }
    return shown ?? colour;
}
/** `RRGGBB` as pdf.js computes it (components times 255 into a clamped byte, rounding half to even). */
function hexColour(r, g, b) {
    let hex = '';
    for (const v of Uint8ClampedArray.of(r * 255, g * 255, b * 255))
        hex += v.toString(16).padStart(2, '0');
    return hex.toUpperCase();
}
/**
 * A PDF number (`-12`, `.5`, `3.25`) computed as pdf.js's lexer does (all digits as an integer,
 * then divided by a power of ten), so that a colour component lands on the same side of a
 * rounding boundary (`0.3 g` is 76, not 77).
 */
function numberAt(data, start, end) {
    let at = start;
    const negative = data[at] === 0x2d;
    if (negative || data[at] === 0x2b)
        at++;
    let value = 0;
    let divideBy = 0;
    for (; at < end; at++) {
        const c = data[at];
        if (c >= 0x30 && c <= 0x39) {
            value = value * 10 + c - 0x30;
            if (divideBy)
                divideBy *= 10;
        }
        else if (c === 0x2e && !divideBy)
            divideBy = 1;
        else
            break;
    }
    if (divideBy)
        value /= divideBy;
    return negative ? -value : value;
}
function latin1(data, start, end) {
    return String.fromCharCode(...data.subarray(start, end));
}

// EXTERNAL MODULE: ./src/engine/formats/pdf/pdfjs.ts
var pdf_pdfjs = __webpack_require__(62429);
;// CONCATENATED MODULE: ./src/engine/formats/pdf/text-style.ts


const SUBSET_PREFIX = /^[A-Z]{6}\+/;
const BOLD = /bold|black|heavy|semibold|demibold|extrabold|ultrabold/i;
const ITALIC = /italic|oblique|slanted|inclined/i;
/** The style part of a PostScript font name: `-BoldItalic`, `,Bold`, `-BoldMT`, `-Regular`. */
const STYLE_SUFFIX = /[-,]?(?:(?:semi|demi|extra|ultra)?bold|black|heavy|italic|oblique|regular|roman|book|medium|light|mt|ps)+$/i;
/** The family, weight and slant of a font from its name (`ABCDEF+Carlito-BoldItalic`) and flags. */
function fontStyle(font) {
    const name = (font?.name ?? '').replace(SUBSET_PREFIX, '');
    const styleWords = name.slice(name.search(/[-,]/) + 1 || name.length);
    const family = name.replace(STYLE_SUFFIX, '') || undefined;
    return {
        font: family,
        bold: Boolean(font?.bold || font?.black || BOLD.test(styleWords) || BOLD.test(name)),
        italic: Boolean(font?.italic || ITALIC.test(styleWords) || ITALIC.test(name)),
    };
}
/**
 * What one thread has learnt of the looks of one open document: its fonts (by pdf.js's font id,
 * which is the document's own) and the reader of its pages' content. Lives as long as the
 * thread keeps the document open.
 */
class DocumentLooks {
    bytes;
    fonts = new Map();
    contents = null;
    /** One object per look, shared by every item that has it (cheaper to send between threads and to number). */
    looks = new Map();
    constructor(bytes) {
        this.bytes = bytes;
    }
    /** `font` in `color` (none: the font's look alone), the same object every time. */
    withColour(font, color) {
        if (color === undefined)
            return font;
        let colours = this.looks.get(font);
        if (!colours)
            this.looks.set(font, (colours = new Map()));
        let look = colours.get(color);
        if (!look)
            colours.set(color, (look = { ...font, color }));
        return look;
    }
    /** The one colour of page `number`'s text when its content plainly tells it, else undefined. */
    textColour(number) {
        if (this.contents === null)
            this.contents = PageContents.open(this.bytes);
        return this.contents?.textColour(number);
    }
}
/** The look of text whose font is not known. */
const NO_FONT = Object.freeze({});
let ops;
/**
 * Adds `styles` to the page's text items (in place): the font of each item, and the fill colour
 * from the operator list, matched to the items' characters in order. Where the two stop matching
 * (text pdf.js reordered, right to left) the colour is left unknown rather than guessed.
 */
async function addTextStyles(page, items, looks) {
    if (!items.length)
        return;
    const fontIdOf = (item) => item.fontName;
    const known = items.every((item) => {
        const id = fontIdOf(item);
        return !id || looks.fonts.has(id);
    });
    const pageColour = known ? looks.textColour(page.pageNumber) : undefined;
    if (pageColour !== undefined) {
        for (const item of items) {
            const at = item.str.search(/\S/);
            if (at < 0)
                continue;
            const id = fontIdOf(item);
            item.styles = [{ at, style: looks.withColour((id && looks.fonts.get(id)) || NO_FONT, pageColour) }];
        }
        return;
    }
    const pdfjs = await (0,pdf_pdfjs.loadPdfJs)();
    ops ??= {
        setFont: pdfjs.OPS.setFont,
        showText: pdfjs.OPS.showText,
        showSpacedText: pdfjs.OPS.showSpacedText,
        fill: pdfjs.OPS.setFillRGBColor,
        save: pdfjs.OPS.save,
        restore: pdfjs.OPS.restore,
    };
    const list = await page.getOperatorList({ annotationMode: pdfjs.AnnotationMode.DISABLE });
    const fontOf = (id) => {
        if (!id)
            return NO_FONT;
        let style = looks.fonts.get(id);
        if (!style) {
            let font;
            try {
                font = page.commonObjs.has(id) ? page.commonObjs.get(id) : undefined;
            }
            catch {
                font = undefined;
            }
            style = fontStyle(font);
            // A font pdf.js has not handed over (yet) is not remembered: a later page asks again.
            if (font)
                looks.fonts.set(id, style);
        }
        return style;
    };
    // The operator list's shown characters (white space left out) and the colour of each run of them.
    let shown = '';
    const colourAt = [];
    let colour = '000000';
    const saved = [];
    const { fnArray, argsArray } = list;
    for (let k = 0; k < fnArray.length; k++) {
        const fn = fnArray[k];
        if (fn === ops.fill)
            colour = String(argsArray[k][0]).replace('#', '').toUpperCase();
        else if (fn === ops.save)
            saved.push(colour);
        else if (fn === ops.restore)
            colour = saved.pop() ?? colour;
        else if (fn === ops.showText || fn === ops.showSpacedText) {
            const glyphs = argsArray[k][0];
            let text = '';
            for (const glyph of glyphs) {
                const unicode = glyph?.unicode;
                if (typeof unicode === 'string')
                    text += unicode;
            }
            text = text.normalize('NFKC').replace(/\s+/g, '');
            if (!text)
                continue;
            if (colourAt[colourAt.length - 1]?.color !== colour)
                colourAt.push({ at: shown.length, color: colour });
            shown += text;
        }
    }
    // Walk the items' characters alongside.
    let position = 0;
    let run = 0;
    let matching = true;
    for (const item of items) {
        const font = fontOf(fontIdOf(item));
        const spans = [];
        const str = item.str;
        for (let i = 0; i < str.length; i++) {
            const ch = str[i];
            if (/\s/.test(ch))
                continue;
            let color;
            if (matching) {
                const normalized = ch.normalize('NFKC');
                if (shown.startsWith(normalized, position)) {
                    while (run + 1 < colourAt.length && colourAt[run + 1].at <= position)
                        run++;
                    color = colourAt[run]?.color;
                    position += normalized.length;
                }
                else
                    matching = false;
            }
            const last = spans[spans.length - 1];
            if (!last || last.style.color !== color)
                spans.push({ at: i, style: looks.withColour(font, color) });
        }
        if (spans.length)
            item.styles = spans;
    }
}

;// CONCATENATED MODULE: ./src/engine/formats/pdf/page-text.ts


/** Pages whose text is read at once: each page's text travels through pdf.js's message port in steps. */
const PAGES_IN_FLIGHT = 4;
/**
 * Reads pages `first`..`last` (1-based, inclusive) in page order. `looks` is what this thread
 * knows of the document's looks. `keep` gets every page object while it is still open; `keep`
 * returning true keeps it open (else it is cleaned up).
 */
async function readRawPages(document, first, last, looks, keep) {
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
            await addTextStyles(page, items, looks);
        }
        catch (error) {
            warning = {
                code: 'pdf-page-text',
                message: `page ${number}: its text could not be read (${error.message ?? error}); compared as a picture`,
            };
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
async function extractPages(document, first, last, looks, keepEmpty) {
    const extracted = [];
    await readRawPages(document, first, last, looks, (page, raw) => {
        const laidOut = extractedPage(raw);
        extracted[raw.number - first] = laidOut;
        if (!laidOut.empty || !keepEmpty)
            return false;
        keepEmpty(page, raw.number);
        return true;
    });
    return extracted;
}

// EXTERNAL MODULE: ./src/engine/formats/shared/raster-regions.ts + 1 modules
var raster_regions = __webpack_require__(97328);
// EXTERNAL MODULE: ./src/engine/native.ts
var engine_native = __webpack_require__(98067);
;// CONCATENATED MODULE: ./src/engine/formats/pdf/scanned.ts


/** Longest side of a rendered scanned page: enough to see a changed word, small enough to keep. */
const RENDER_SIDE = 800;
/** Renders a page with pdf.js onto @napi-rs/canvas; undefined (with a warning) when it cannot. */
async function renderScannedPage(page, number, warnings) {
    // The one canvas loader (it may load the module from the Action's tool cache).
    const { module: canvasLibrary, reason } = await (0,engine_native/* loadCanvas */.Dl)();
    if (!canvasLibrary) {
        warnings.push({
            code: 'pdf-render-unavailable',
            message: `page ${number} has no text layer and cannot be compared as a picture: ${reason}`,
        });
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
        return { ...raster, page: number, hash: (0,raster_regions/* rasterHash */.eU)(raster), pointsPerPixel: 1 / scale };
    }
    catch (error) {
        warnings.push({
            code: 'pdf-render-failed',
            message: `page ${number} has no text layer and could not be rendered (${error?.message ?? error})`,
        });
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
        const document = new LazyPdf(bytes, options.password);
        try {
            return await readDocument(document, format, bytes, options.password);
        }
        finally {
            await document.destroy();
        }
    },
    diff(source, target, options) {
        return (0,diff/* diffPdfModels */.I)(source, target, options);
    },
};
/**
 * The document opened with pdf.js on this thread when something here needs it: pages read here,
 * pages rendered as pictures, a page count the page tree does not plainly tell. When workers
 * read every page, this thread never loads pdf.js at all (its load and parse cost the calling
 * thread half a CPU second and ~50 MB on the 340-page bench pair).
 */
class LazyPdf {
    bytes;
    password;
    opening;
    constructor(bytes, password) {
        this.bytes = bytes;
        this.password = password;
    }
    open() {
        this.opening ??= (0,pdf_pdfjs.openPdf)(this.bytes, this.password);
        return this.opening;
    }
    get opened() {
        return this.opening !== undefined;
    }
    async destroy() {
        await this.opening?.then((document) => document.destroy()).catch(() => { });
    }
}
/** `pageCount`: the page tree's count, or undefined to ask pdf.js. */
async function readDocument(document, format, bytes, password, counted = (0,page_count/* countPdfPages */.Op)(bytes)) {
    const warnings = [];
    const junk = (0,pdf_pdfjs.junkTailWarning)(bytes);
    if (junk)
        warnings.push({ code: 'pdf-junk-tail', message: junk });
    // pdf.js's count is the rule: the page tree's is taken only where it is plainly the same (page-count.ts).
    const pageCount = counted ?? (await document.open()).numPages;
    const emptyPageObjects = new Map();
    const keepEmpty = (page, number) => emptyPageObjects.set(number, page);
    const looks = new DocumentLooks(bytes);
    const { pages: extracted, about: told } = await extractShared(pageCount, { bytes, password, standardFonts: (0,pdf_pdfjs.standardFontDirectory)() }, async (first, last) => extractPages(await document.open(), first, last, looks, keepEmpty));
    const about = told && !document.opened ? told : await documentAbout(await document.open());
    // Never seen, but pdf.js's count is the rule: read again by it.
    if (about.pageCount !== pageCount)
        return readDocument(document, format, bytes, password, about.pageCount);
    const pages = extracted.map((page) => page.info);
    const texts = extracted.map((page) => page.text);
    for (const page of extracted)
        if (page.warning)
            warnings.push(page.warning);
    const emptyPages = extracted.filter((page) => page.empty).map((page) => page.number);
    const pageObjects = [];
    // Pages read in a worker come back as data: their page objects, for rendering, are got here.
    for (const number of emptyPages)
        pageObjects.push(emptyPageObjects.get(number) ?? (await (await document.open()).getPage(number)));
    const repeated = (0,layout/* removeRepeatedLines */.Ay)(texts);
    const regions = texts.flatMap((page) => (0,layout/* regionsOf */.NV)(page.fragments));
    const laidOut = (0,layout/* paragraphsOf */.Dq)(regions);
    const body = [];
    const paragraphs = [];
    const styles = new StyleTable();
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
            styles: new Uint16Array(count),
        };
        paragraph.words.forEach((word, i) => {
            words.ends[i] = paragraph.starts[i] + word.text.length;
            words.pages[i] = word.page;
            const box = displayedBox(pages[word.page - 1].transform, word.x0, word.y - 0.22 * word.size, word.x1, word.y + 0.8 * word.size);
            words.boxes.set(box, i * 4);
            words.styles[i] = styles.indexOf(word.style, word.size);
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
            blocks: [
                {
                    type: 'object',
                    object: { kind: 'image', hash: rendered.hash, name: `page ${number} picture` },
                    locator: { part: `page:${number}`, path: '' },
                },
            ],
        });
    }
    if (scanned.length) {
        warnings.push({
            code: 'pdf-scanned-pages',
            message: `${scanned.length === 1 ? `page ${scanned[0].page} has` : `pages ${scanned.map((s) => s.page).join(', ')} have`} no text layer (scanned); compared as pictures`,
        });
    }
    const familyData = {
        kind: 'pdf',
        pages,
        paragraphs,
        styles: styles.list,
        scanned,
        encrypted: about.encrypted,
    };
    return {
        format,
        stories,
        metadata: about.metadata,
        pageCount: about.pageCount,
        pageSize: pages[0] ? { width: pages[0].width, height: pages[0].height } : undefined,
        warnings,
        familyData,
    };
}
/** Word looks numbered in order of first use, the same look always by the same number. */
class StyleTable {
    list = [];
    numbers = new Map();
    /** By the look object itself (the words of one text item share it) and size: no key built per word. */
    byObject = new Map();
    indexOf(style, size) {
        // Half points: the size is read back from a transform and carries rounding noise.
        const rounded = Math.round(size * 2) / 2;
        let sizes = this.byObject.get(style);
        if (!sizes)
            this.byObject.set(style, (sizes = new Map()));
        let number = sizes.get(rounded);
        if (number === undefined)
            sizes.set(rounded, (number = this.byValue(style, rounded)));
        return number;
    }
    byValue(style, rounded) {
        const key = `${style?.font}|${style?.bold}|${style?.italic}|${style?.color}|${rounded}`;
        let number = this.numbers.get(key);
        if (number === undefined) {
            // More looks than an index holds (never in a real document): the rest share the last one.
            number = Math.min(this.list.length, 0xffff);
            if (number === this.list.length) {
                this.list.push({
                    font: style?.font,
                    bold: style?.bold,
                    italic: style?.italic,
                    color: style?.color,
                    size: rounded,
                });
            }
            this.numbers.set(key, number);
        }
        return number;
    }
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
    // Called for every word of both documents: plain arithmetic on the four corners, no arrays.
    const [a, b, c, d, e, f] = transform;
    const xa = a * x0 + c * y0 + e;
    const xb = a * x1 + c * y1 + e;
    const xc = a * x0 + c * y1 + e;
    const xd = a * x1 + c * y0 + e;
    const ya = b * x0 + d * y0 + f;
    const yb = b * x1 + d * y1 + f;
    const yc = b * x0 + d * y1 + f;
    const yd = b * x1 + d * y0 + f;
    const left = Math.min(xa, xb, xc, xd);
    const top = Math.min(ya, yb, yc, yd);
    return [left, top, Math.max(xa, xb, xc, xd) - left, Math.max(ya, yb, yc, yd) - top];
}


/***/ })

};
