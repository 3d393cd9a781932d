export const id = 582;
export const ids = [582];
export const modules = {

/***/ 4582:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  configurePdfExtraction: () => (/* reexport */ extract_pool/* configurePdfExtraction */.Uk),
  displayedBox: () => (/* binding */ displayedBox),
  pdfReader: () => (/* binding */ pdfReader)
});

// EXTERNAL MODULE: ./src/engine/formats/pdf/diff.ts
var diff = __webpack_require__(9301);
// EXTERNAL MODULE: ./src/engine/formats/pdf/extract-pool.ts
var extract_pool = __webpack_require__(3384);
// EXTERNAL MODULE: ./src/engine/formats/pdf/layout.ts
var layout = __webpack_require__(9148);
// EXTERNAL MODULE: ./src/engine/formats/pdf/page-text.ts
var page_text = __webpack_require__(45);
// EXTERNAL MODULE: ./src/engine/formats/pdf/pdfjs.ts
var pdfjs = __webpack_require__(2429);
// EXTERNAL MODULE: ./src/engine/formats/image/regions.ts + 1 modules
var regions = __webpack_require__(8845);
// EXTERNAL MODULE: ./src/engine/preview/native.ts
var preview_native = __webpack_require__(3594);
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
        if (!rendered)
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
    return (0,extract_pool/* extractShared */.NR)(document.numPages, { bytes, password, standardFonts: (0,pdfjs/* standardFontDirectory */.GK)() }, (first, last) => (0,page_text/* extractPages */.ut)(document, first, last, keepEmpty));
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
