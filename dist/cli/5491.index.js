export const id = 5491;
export const ids = [5491];
export const modules = {

/***/ 15491:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  displayedBox: () => (/* binding */ displayedBox),
  pdfReader: () => (/* binding */ pdfReader)
});

// EXTERNAL MODULE: ./src/engine/formats/pdf/diff.ts
var diff = __webpack_require__(69301);
;// CONCATENATED MODULE: ./src/engine/formats/pdf/layout.ts
/**
 * Reading order rebuilt from positioned text: words from pdf.js text items, line fragments from
 * words on one baseline, regions (columns, bands) by recursive XY-cut, lines joined into
 * paragraphs by their spacing, and headers and footers repeated on most pages set apart.
 *
 * Everything here works in the page's own user space (y grows upwards), before /Rotate, so a
 * rotated copy of a page reads exactly like the upright one.
 */
const WHITE = /\s+/;
/** Words of one page from its text items, gluing pieces of a word that pdf.js split. */
function wordsFromItems(items, page) {
    const words = [];
    let last;
    let lastEndedWithSpace = true;
    for (const item of items) {
        const str = item.str;
        if (!str)
            continue;
        const t = item.transform;
        const size = Math.hypot(t[2], t[3]) || Math.hypot(t[0], t[1]) || item.height || 1;
        const x = t[4];
        const y = t[5];
        const offsets = charOffsets(str, item.width);
        const rtl = item.dir === 'rtl';
        let index = 0;
        const pieces = str.split(/(\s+)/);
        for (const piece of pieces) {
            if (!piece)
                continue;
            if (WHITE.test(piece)) {
                index += piece.length;
                lastEndedWithSpace = true;
                continue;
            }
            const x0 = x + offsets[index];
            const x1 = x + offsets[index + piece.length];
            const glue = last &&
                !lastEndedWithSpace &&
                index === 0 &&
                last.page === page &&
                Math.abs(last.y - y) < 0.25 * size &&
                x0 - last.x1 > -0.3 * size &&
                x0 - last.x1 < 0.12 * size;
            if (glue && last) {
                last.text += piece;
                last.x1 = Math.max(last.x1, x1);
            }
            else {
                last = { text: piece, page, x0, x1, y, size, rtl };
                words.push(last);
            }
            index += piece.length;
            lastEndedWithSpace = false;
        }
        if (/\s$/.test(str))
            lastEndedWithSpace = true;
    }
    return words;
}
/**
 * Where each character of an item starts, from the item's width shared out by rough glyph
 * widths (pdf.js gives one width per item, and an item often holds several words).
 */
function charOffsets(str, width) {
    const offsets = new Float64Array(str.length + 1);
    for (let i = 0; i < str.length; i++)
        offsets[i + 1] = offsets[i] + glyphWeight(str[i]);
    const total = offsets[str.length] || 1;
    for (let i = 0; i <= str.length; i++)
        offsets[i] = (offsets[i] / total) * width;
    return offsets;
}
function glyphWeight(ch) {
    if (' '.includes(ch))
        return 0.28;
    if ("il.,:;|!'`Ijı".includes(ch))
        return 0.24;
    if ('fjrt()[]-/'.includes(ch))
        return 0.34;
    if ('mwMW@%'.includes(ch))
        return 0.86;
    if (ch >= 'A' && ch <= 'Z')
        return 0.68;
    if (ch >= '0' && ch <= '9')
        return 0.556;
    return 0.54;
}
/** Line fragments: words clustered by baseline, split where the gap is wider than a word space. */
function fragmentsOf(words, page) {
    const sorted = [...words].sort((a, b) => b.y - a.y || a.x0 - b.x0);
    const clusters = [];
    let current = [];
    let baseline = Number.NaN;
    for (const word of sorted) {
        if (current.length && Math.abs(word.y - baseline) <= 0.3 * word.size) {
            current.push(word);
        }
        else {
            if (current.length)
                clusters.push(current);
            current = [word];
            baseline = word.y;
        }
    }
    if (current.length)
        clusters.push(current);
    const fragments = [];
    for (const cluster of clusters) {
        cluster.sort((a, b) => a.x0 - b.x0);
        let piece = [];
        for (const word of cluster) {
            const previous = piece[piece.length - 1];
            if (previous && word.x0 - previous.x1 > 1.1 * Math.max(word.size, previous.size)) {
                fragments.push(makeFragment(piece, page));
                piece = [];
            }
            piece.push(word);
        }
        if (piece.length)
            fragments.push(makeFragment(piece, page));
    }
    return fragments;
}
function makeFragment(words, page) {
    let x0 = Infinity;
    let x1 = -Infinity;
    let size = 0;
    let y = 0;
    for (const w of words) {
        x0 = Math.min(x0, w.x0);
        x1 = Math.max(x1, w.x1);
        size = Math.max(size, w.size);
        y += w.y;
    }
    // Right-to-left lines read from the right: their words are stored in reading order.
    const rtl = words.filter((w) => w.rtl).length * 2 > words.length;
    return { words: rtl ? [...words].reverse() : words, page, x0, x1, y: y / words.length, size };
}
/** Text of a fragment with page numbers (digit runs) masked, for spotting repeated lines. */
function repeatKey(fragment) {
    return fragment.words.map((w) => w.text).join(' ').replace(/\d+/g, '#').toLowerCase();
}
/**
 * Removes headers and footers from the pages: lines in the top or bottom zone whose text (page
 * numbers masked) recurs at about the same height on at least half of the pages (two pages at
 * least). Returns their texts.
 */
function removeRepeatedLines(pages) {
    const result = { headers: [], footers: [] };
    if (pages.length < 2)
        return result;
    const counts = new Map();
    const keyOf = (page, fragment) => {
        const height = page.top - page.bottom;
        const fromTop = page.top - fragment.y;
        // Within the outer 8% of the page: running heads sit in the margin, body text below it.
        const zone = fromTop < height * 0.08 ? 'h' : fromTop > height * 0.92 ? 'f' : undefined;
        if (!zone)
            return undefined;
        return `${zone}@${Math.round(fragment.y / 4)}@${repeatKey(fragment)}`;
    };
    for (const page of pages) {
        for (const fragment of page.fragments) {
            const key = keyOf(page, fragment);
            if (!key)
                continue;
            let set = counts.get(key);
            if (!set)
                counts.set(key, (set = new Set()));
            set.add(page.page);
        }
    }
    const needed = Math.max(2, Math.ceil(pages.length * 0.5));
    const seen = new Set();
    for (const page of pages) {
        page.fragments = page.fragments.filter((fragment) => {
            const key = keyOf(page, fragment);
            if (!key || (counts.get(key)?.size ?? 0) < needed)
                return true;
            const text = repeatKey(fragment);
            if (!seen.has(key)) {
                seen.add(key);
                (key.startsWith('h') ? result.headers : result.footers).push(text);
            }
            return false;
        });
    }
    return result;
}
/** Orders a page's fragments into regions by recursive XY-cut (columns before bands). */
function regionsOf(fragments, depth = 0) {
    if (fragments.length <= 1 || depth > 24)
        return [sortRegion(fragments)];
    const cut = verticalCut(fragments);
    if (cut !== undefined) {
        const left = fragments.filter((f) => f.x1 <= cut);
        const right = fragments.filter((f) => f.x1 > cut);
        return [...regionsOf(left, depth + 1), ...regionsOf(right, depth + 1)];
    }
    const bands = horizontalBands(fragments);
    if (bands.length <= 1)
        return [sortRegion(fragments)];
    // Bands that share a column gap belong to one multi-column region: keep them together so
    // the left column is read to its end before the right one.
    const groups = [];
    for (const band of bands) {
        const gap = columnGap(band);
        const previous = groups[groups.length - 1];
        if (previous && gap && previous.gap && gap[0] < previous.gap[1] && gap[1] > previous.gap[0]) {
            previous.fragments.push(...band);
            previous.gap = [Math.max(gap[0], previous.gap[0]), Math.min(gap[1], previous.gap[1])];
        }
        else {
            groups.push({ fragments: [...band], gap });
        }
    }
    if (groups.length === 1) {
        const only = groups[0];
        if (!only.gap)
            return [sortRegion(fragments)];
        const middle = (only.gap[0] + only.gap[1]) / 2;
        return [
            sortRegion(fragments.filter((f) => f.x1 <= middle)),
            ...regionsOf(fragments.filter((f) => f.x1 > middle), depth + 1),
        ].filter((r) => r.length);
    }
    return groups.flatMap((g) => regionsOf(g.fragments, depth + 1));
}
function medianSize(fragments) {
    const sizes = fragments.map((f) => f.size).sort((a, b) => a - b);
    return sizes[Math.floor(sizes.length / 2)] ?? 10;
}
/** The widest vertical gap no fragment crosses, as [from, to], when it is wide enough for a column gap. */
function columnGap(fragments) {
    if (fragments.length < 2)
        return undefined;
    const minimum = Math.max(6, 1.0 * medianSize(fragments));
    const spans = fragments.map((f) => [f.x0, f.x1]).sort((a, b) => a[0] - b[0]);
    let best;
    let reach = spans[0][1];
    for (let i = 1; i < spans.length; i++) {
        const [x0, x1] = spans[i];
        if (x0 - reach >= minimum && (!best || x0 - reach > best[1] - best[0]))
            best = [reach, x0];
        reach = Math.max(reach, x1);
    }
    return best;
}
/** A column cut is only taken when both sides hold several lines, so a tab in one line is not a column. */
function verticalCut(fragments) {
    const gap = columnGap(fragments);
    if (!gap)
        return undefined;
    const middle = (gap[0] + gap[1]) / 2;
    let left = 0;
    let right = 0;
    for (const f of fragments) {
        if (f.x1 <= middle)
            left++;
        else
            right++;
    }
    return left >= 3 && right >= 3 ? middle : undefined;
}
/** Splits fragments into bands at vertical gaps larger than a line's spacing. */
function horizontalBands(fragments) {
    const sorted = [...fragments].sort((a, b) => b.y - a.y);
    const bands = [];
    let current = [];
    let lowest = Infinity;
    for (const f of sorted) {
        const top = f.y + f.size * 0.8;
        if (current.length && lowest - top > 0.7 * f.size) {
            bands.push(current);
            current = [];
            lowest = Infinity;
        }
        current.push(f);
        lowest = Math.min(lowest, f.y - f.size * 0.25);
    }
    if (current.length)
        bands.push(current);
    return bands;
}
function sortRegion(fragments) {
    return [...fragments].sort((a, b) => (Math.abs(a.y - b.y) < 0.3 * Math.min(a.size, b.size) ? a.x0 - b.x0 : b.y - a.y));
}
/** Lines of a region: fragments on one baseline joined (table cells, tabbed text). */
function linesOf(region) {
    const lines = [];
    for (const f of region) {
        const last = lines[lines.length - 1];
        if (last && Math.abs(last.y - f.y) < 0.3 * Math.min(last.size, f.size)) {
            last.words.push(...f.words);
            last.x0 = Math.min(last.x0, f.x0);
            last.x1 = Math.max(last.x1, f.x1);
            last.size = Math.max(last.size, f.size);
        }
        else {
            lines.push({ words: [...f.words], x0: f.x0, x1: f.x1, y: f.y, size: f.size });
        }
    }
    return lines;
}
/**
 * Joins the lines of all regions, in order, into paragraphs. A new paragraph starts where the
 * line spacing opens up, the font size changes, or the first line is indented; a paragraph
 * carries on into the next region or page when its last line there runs to the region's edge.
 */
function paragraphsOf(regions) {
    const paragraphs = [];
    let current = [];
    let previous;
    let previousRight = 0;
    let previousLeft = 0;
    for (const region of regions) {
        const lines = linesOf(region);
        if (!lines.length)
            continue;
        let left = Infinity;
        let right = -Infinity;
        for (const l of lines) {
            left = Math.min(left, l.x0);
            right = Math.max(right, l.x1);
        }
        for (const [index, line] of lines.entries()) {
            let startsNew;
            if (!previous)
                startsNew = true;
            else if (index === 0) {
                // First line of a new region: continue only a paragraph that ran to the edge before.
                // Ragged-right text: a line that fills most of its region and does not end a sentence.
                const fullBefore = previous.x1 >= previousRight - 2.5 * previous.size ||
                    (previous.x1 - previousLeft >= 0.75 * (previousRight - previousLeft) && !/[.!?:;]["')\]]?$/.test(previous.words[previous.words.length - 1].text));
                const similar = Math.abs(previous.size - line.size) <= 0.15 * Math.max(previous.size, line.size);
                const indented = line.x0 > left + 1.2 * line.size;
                startsNew = !(fullBefore && similar && !indented);
            }
            else {
                const pitch = previous.y - line.y;
                const size = Math.max(previous.size, line.size);
                const similar = Math.abs(previous.size - line.size) <= 0.15 * size;
                const indented = line.x0 > left + 1.2 * line.size && previous.x0 <= left + 0.5 * line.size;
                startsNew = pitch > 1.42 * size || pitch < 0 || !similar || indented;
            }
            if (startsNew && current.length) {
                paragraphs.push(current);
                current = [];
            }
            current.push(...line.words);
            previous = line;
        }
        previousRight = right;
        previousLeft = left;
    }
    if (current.length)
        paragraphs.push(current);
    return paragraphs.map((words) => {
        const starts = [];
        let text = '';
        for (const w of words) {
            if (text)
                text += ' ';
            starts.push(text.length);
            text += w.text;
        }
        return { words, text, starts };
    });
}

// EXTERNAL MODULE: ./src/engine/formats/pdf/pdfjs.ts
var pdfjs = __webpack_require__(62429);
// EXTERNAL MODULE: ./src/engine/formats/image/regions.ts
var regions = __webpack_require__(24182);
;// CONCATENATED MODULE: ./src/engine/formats/pdf/scanned.ts

/** Longest side of a rendered scanned page: enough to see a changed word, small enough to keep. */
const RENDER_SIDE = 800;
let canvasModule;
let canvasProblem;
function loadCanvas() {
    canvasModule ??= Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 54097)).catch((error) => {
        canvasProblem = error?.message?.split('\n')[0] ?? String(error);
        return undefined;
    });
    return canvasModule;
}
/** Renders a page with pdf.js onto @napi-rs/canvas; undefined (with a warning) when it cannot. */
async function renderScannedPage(page, number, warnings) {
    const canvasLibrary = await loadCanvas();
    if (!canvasLibrary) {
        warnings.push({ code: 'pdf-render-unavailable', message: `page ${number} has no text layer and cannot be compared as a picture: @napi-rs/canvas did not load (${canvasProblem})` });
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
            return await readOpenDocument(document, format);
        }
        finally {
            await document.destroy();
        }
    },
    diff(source, target, options) {
        return (0,diff/* diffPdfModels */.I)(source, target, options);
    },
};
const PAGES_IN_FLIGHT = 4;
async function readOpenDocument(document, format) {
    const warnings = [];
    const pages = [];
    const texts = [];
    const emptyPages = [];
    const pageObjects = [];
    const readPage = async (number) => {
        const page = await document.getPage(number);
        const viewport = page.getViewport({ scale: 1 });
        pages[number - 1] = { width: viewport.width, height: viewport.height, transform: [...viewport.transform] };
        let items = [];
        try {
            const content = await page.getTextContent();
            items = content.items.filter((item) => 'str' in item);
        }
        catch (error) {
            pageWarnings[number - 1] = { code: 'pdf-page-text', message: `page ${number}: its text could not be read (${error.message ?? error}); compared as a picture` };
        }
        const words = wordsFromItems(items, number);
        const [, bottom, , top] = page.view;
        texts[number - 1] = { page: number, top, bottom, fragments: fragmentsOf(words, number) };
        if (words.length === 0)
            emptyPageObjects[number - 1] = page;
        else
            page.cleanup();
    };
    const pageWarnings = [];
    const emptyPageObjects = [];
    // Several pages in flight: each page's text travels through pdf.js's message port in steps,
    // and one page at a time leaves the thread waiting between them.
    let next = 1;
    const pump = async () => {
        while (next <= document.numPages)
            await readPage(next++);
    };
    await Promise.all(Array.from({ length: Math.min(PAGES_IN_FLIGHT, document.numPages) }, pump));
    for (const warning of pageWarnings)
        if (warning)
            warnings.push(warning);
    emptyPageObjects.forEach((page, index) => {
        if (!page)
            return;
        emptyPages.push(index + 1);
        pageObjects.push(page);
    });
    const repeated = removeRepeatedLines(texts);
    const regions = texts.flatMap((page) => regionsOf(page.fragments));
    const laidOut = paragraphsOf(regions);
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
