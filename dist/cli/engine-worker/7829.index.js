export const id = 7829;
export const ids = [7829];
export const modules = {

/***/ 7829:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  configurePdfExtraction: () => (/* reexport */ extraction_settings/* configurePdfExtraction */.Uk),
  pdfReader: () => (/* binding */ pdfReader)
});

// EXTERNAL MODULE: ./src/engine/formats/pdf/diff.ts
var diff = __webpack_require__(9301);
// EXTERNAL MODULE: ./src/engine/formats/pdf/extraction-settings.ts
var extraction_settings = __webpack_require__(4777);
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

// EXTERNAL MODULE: ./src/engine/formats/pdf/page-count.ts
var page_count = __webpack_require__(8387);
// EXTERNAL MODULE: ./src/engine/formats/pdf/layout.ts
var layout = __webpack_require__(9148);
;// CONCATENATED MODULE: ./src/engine/formats/pdf/body.ts

/** Every page of a document, read, laid out into the body's paragraphs (the pages' words are let go). */
function layOutPages(extracted) {
    const pages = extracted.map((page) => page.info);
    const warnings = [];
    for (const page of extracted)
        if (page.warning)
            warnings.push(page.warning);
    const emptyPages = extracted.filter((page) => page.empty).map((page) => page.number);
    const body = layOutBody(extracted.map((page) => page.text), pages);
    return { pages, warnings, emptyPages, body };
}
/** The buffers under a laid-out body's word arrays, to transfer with it (one set per document). */
function bodyBuffers(body) {
    const buffers = new Set();
    for (const p of body.paragraphs)
        for (const array of [p.starts, p.ends, p.pages, p.boxes, p.styles])
            buffers.add(array.buffer);
    return [...buffers];
}
/**
 * Lays out every page's lines (`texts`, in page order; their headers and footers are taken out
 * of them) into the body's paragraphs. `pages` gives each page's displayed geometry.
 */
function layOutBody(texts, pages) {
    const repeated = (0,layout/* removeRepeatedLines */.Ay)(texts);
    const regions = texts.flatMap((page) => (0,layout/* regionsOf */.NV)(page.fragments));
    const laidOut = (0,layout/* paragraphsOf */.Dq)(regions);
    const blocks = [];
    const paragraphs = [];
    const styles = new StyleTable();
    // Every paragraph's arrays are views of one set per document: a typed array of its own per
    // paragraph cost a buffer each (five per paragraph, tens of thousands on the 340-page bench).
    let total = 0;
    for (const paragraph of laidOut)
        total += paragraph.words.length;
    const starts = new Int32Array(total);
    const ends = new Int32Array(total);
    const wordPages = new Uint16Array(total);
    const boxes = new Float32Array(total * 4);
    const looks = new Uint16Array(total);
    /** `page:N` of each page, one string for all its paragraphs. */
    const parts = [];
    let at = 0;
    for (const paragraph of laidOut) {
        const page = paragraph.words[0].page;
        const part = (parts[page] ??= `page:${page}`);
        blocks.push({
            type: 'paragraph',
            runs: [{ text: paragraph.text, style: {}, locator: { part, path: '' } }],
            locator: { part, path: '' },
        });
        const first = at;
        const words = paragraph.words;
        for (let i = 0; i < words.length; i++, at++) {
            const word = words[i];
            const start = paragraph.starts[i];
            starts[at] = start;
            // The paragraph's words are joined by one space: a word ends one before the next starts.
            ends[at] = i + 1 < words.length ? paragraph.starts[i + 1] - 1 : paragraph.text.length;
            wordPages[at] = word.page;
            setDisplayedBox(boxes, at * 4, pages[word.page - 1].transform, word.x0, word.y - 0.22 * word.size, word.x1, word.y + 0.8 * word.size);
            looks[at] = styles.indexOf(word.style, word.size);
        }
        paragraphs.push({
            starts: starts.subarray(first, at),
            ends: ends.subarray(first, at),
            pages: wordPages.subarray(first, at),
            boxes: boxes.subarray(first * 4, at * 4),
            styles: looks.subarray(first, at),
        });
    }
    return { blocks, paragraphs, styles: styles.list, repeated };
}
/** Word looks numbered in order of first use, the same look always by the same number. */
class StyleTable {
    list = [];
    numbers = new Map();
    /** By the look object itself (the words of one text item share it) and size: no key built per word. */
    byObject = new Map();
    /** The last look asked for: the words of a line mostly share one. */
    last = {
        style: undefined,
        size: Number.NaN,
        number: 0,
    };
    indexOf(style, size) {
        const last = this.last;
        if (style === last.style && size === last.size)
            return last.number;
        const number = this.lookUp(style, size);
        last.style = style;
        last.size = size;
        last.number = number;
        return number;
    }
    lookUp(style, size) {
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
/**
 * A user-space rectangle in displayed coordinates (rotation applied, origin top-left), written as
 * x, y, width, height into `into` from `at`.
 */
function setDisplayedBox(into, at, transform, x0, y0, x1, y1) {
    // Called for every word of both documents: plain arithmetic on the four corners, no arrays
    // (nor destructuring, which iterates until the function is optimised).
    const a = transform[0];
    const b = transform[1];
    const c = transform[2];
    const d = transform[3];
    const e = transform[4];
    const f = transform[5];
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
    into[at] = left;
    into[at + 1] = top;
    into[at + 2] = Math.max(xa, xb, xc, xd) - left;
    into[at + 3] = Math.max(ya, yb, yc, yd) - top;
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./node_modules/@pdf-lib/standard-fonts/lib/index.js
var lib = __webpack_require__(2519);
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
var pdf_pdfjs = __webpack_require__(2429);
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

;// CONCATENATED MODULE: ./src/engine/formats/pdf/content-fonts.ts



/**
 * What content-text.ts needs of a font to place and read its text: each code's Unicode text and
 * advance width, and the font's name (for its look). Only what pdf.js would tell the same way
 * from the font's dictionary alone is read here; anything that needs the font program itself
 * (a built-in encoding, Type3 glyph procedures, a predefined CMap, vertical writing, a glyph name
 * no table here knows) throws UnsupportedPdf, and the whole document is read by pdf.js instead.
 */
class UnsupportedPdf extends Error {
    constructor(reason) {
        super(`not read by the fast text path: ${reason}`);
        this.name = 'UnsupportedPdf';
    }
}
function unsupported(reason) {
    throw new UnsupportedPdf(reason);
}
/** pdf.js's test of a glyph's Unicode text (getCharUnicodeCategory). */
const SPECIAL_CHAR = /^(\s)|(\p{Mn})|(\p{Cf})$/u;
/** Glyph name → Unicode text for the names of the encodings read here (WinAnsi, Standard) and a few more. */
const GLYPH_UNICODE = new Map();
/** WinAnsiEncoding, code → glyph name, as pdf.js has it. */
const WIN_ANSI = [];
/** StandardEncoding's printable ASCII part (codes above 0x7E differ from Latin-1 and are not read here). */
const STANDARD = [];
{
    const mappings = lib.Encodings.WinAnsi
        .unicodeMappings;
    for (const [unicode, [code, name]] of Object.entries(mappings)) {
        WIN_ANSI[code] = name;
        if (!GLYPH_UNICODE.has(name))
            GLYPH_UNICODE.set(name, String.fromCodePoint(Number(unicode)));
    }
    // pdf.js's WinAnsiEncoding fills a few of the gaps as these.
    for (const code of [127, 129, 141, 143, 144, 157])
        WIN_ANSI[code] = 'bullet';
    WIN_ANSI[160] = 'space';
    WIN_ANSI[173] = 'hyphen';
    for (let code = 0x20; code < 0x7f; code++)
        STANDARD[code] = WIN_ANSI[code];
    STANDARD[0x27] = 'quoteright';
    STANDARD[0x60] = 'quoteleft';
    const extra = [
        ['fi', 0xfb01],
        ['fl', 0xfb02],
        ['ff', 0xfb00],
        ['ffi', 0xfb03],
        ['ffl', 0xfb04],
        ['fraction', 0x2044],
        ['dotlessi', 0x131],
        ['Lslash', 0x141],
        ['lslash', 0x142],
        ['minus', 0x2212],
        ['quoteright', 0x2019],
        ['quoteleft', 0x2018],
        ['grave', 0x60],
        ['acute', 0xb4],
        ['breve', 0x2d8],
        ['dotaccent', 0x2d9],
        ['ring', 0x2da],
        ['hungarumlaut', 0x2dd],
        ['ogonek', 0x2db],
        ['caron', 0x2c7],
        ['nbspace', 0xa0],
        ['sfthyphen', 0xad],
    ];
    for (const [name, code] of extra)
        GLYPH_UNICODE.set(name, String.fromCodePoint(code));
}
function glyphUnicode(name) {
    const known = GLYPH_UNICODE.get(name);
    if (known !== undefined)
        return known;
    const uni = /^uni([0-9A-F]{4})$/.exec(name) ?? /^u([0-9A-F]{4,6})$/.exec(name);
    if (uni) {
        const code = parseInt(uni[1], 16);
        if (code < 0xd800 || (code > 0xdfff && code <= 0x10ffff))
            return String.fromCodePoint(code);
    }
    return undefined;
}
const STANDARD_14 = new Set([
    'Courier',
    'Courier-Bold',
    'Courier-Oblique',
    'Courier-BoldOblique',
    'Helvetica',
    'Helvetica-Bold',
    'Helvetica-Oblique',
    'Helvetica-BoldOblique',
    'Times-Roman',
    'Times-Bold',
    'Times-Italic',
    'Times-BoldItalic',
]);
const standardWidths = new Map();
/** Advance widths by glyph name of a standard-14 font (Adobe's metrics, as pdf.js has them). */
function standardMetrics(name) {
    let widths = standardWidths.get(name);
    if (!widths) {
        widths = new Map(lib.Font.load(name).CharMetrics.map((metric) => [metric.N, metric.WX]));
        standardWidths.set(name, widths);
    }
    return widths;
}
/** pdf.js's normalizeFontName. */
const normalizeFontName = (name) => name.replace(/[,_]/g, '-').replace(/\s/g, '');
const FLAG_SYMBOLIC = 4;
const FLAG_NONSYMBOLIC = 32;
class FontLoader {
    file;
    byRef = new Map();
    byDict = new WeakMap();
    constructor(file) {
        this.file = file;
    }
    load(value) {
        if ((0,page_count/* isRef */.i9)(value)) {
            let font = this.byRef.get(value.num);
            if (!font)
                this.byRef.set(value.num, (font = this.read(this.file.object(value.num))));
            return font;
        }
        if (!(0,page_count/* isDict */.Zm)(value))
            return unsupported('a font that is not a dictionary');
        let font = this.byDict.get(value);
        if (!font)
            this.byDict.set(value, (font = this.read(value)));
        return font;
    }
    dict(value) {
        const resolved = this.file.resolve(value);
        return (0,page_count/* isDict */.Zm)(resolved) ? resolved : undefined;
    }
    number(value) {
        const resolved = this.file.resolve(value);
        return typeof resolved === 'number' ? resolved : undefined;
    }
    read(value) {
        if (!(0,page_count/* isDict */.Zm)(value))
            return unsupported('a font that is not a dictionary');
        const subtype = value.get('Subtype');
        if ((0,page_count/* isName */.Eo)(subtype, 'Type0'))
            return this.readComposite(value);
        if ((0,page_count/* isName */.Eo)(subtype, 'Type1') || (0,page_count/* isName */.Eo)(subtype, 'TrueType') || (0,page_count/* isName */.Eo)(subtype, 'MMType1'))
            return this.readSimple(value, subtype.name);
        return unsupported(`a ${(0,page_count/* isName */.Eo)(subtype) ? subtype.name : 'nameless'} font`);
    }
    /** pdf.js's choice between the descriptor's FontName and the font's BaseFont. */
    fontName(dict, descriptor) {
        const fontName = this.file.resolve(descriptor.get('FontName'));
        const baseFont = this.file.resolve(dict.get('BaseFont'));
        const fontString = (0,page_count/* isName */.Eo)(fontName) ? fontName.name : undefined;
        const baseString = (0,page_count/* isName */.Eo)(baseFont) ? baseFont.name : undefined;
        if (fontString !== baseString && fontString && baseString && baseString.startsWith(fontString))
            return baseString;
        return fontString ?? baseString ?? unsupported('a font without a name');
    }
    toUnicode(dict) {
        const value = dict.get('ToUnicode');
        if (value === undefined)
            return undefined;
        if (!(0,page_count/* isRef */.i9)(value))
            return unsupported('a ToUnicode that is not a stream');
        return parseToUnicode(this.file.stream(value.num));
    }
    readSimple(dict, type) {
        const descriptor = this.dict(dict.get('FontDescriptor'));
        const toUnicode = this.toUnicode(dict);
        const firstChar = this.number(dict.get('FirstChar')) ?? 0;
        let name;
        let flags;
        let embedded = false;
        if (!descriptor) {
            const base = this.file.resolve(dict.get('BaseFont'));
            if (!(0,page_count/* isName */.Eo)(base))
                return unsupported('a font without BaseFont');
            name = normalizeFontName(base.name);
            if (!STANDARD_14.has(name))
                return unsupported(`the non-embedded font ${name}`);
            flags = FLAG_NONSYMBOLIC;
        }
        else {
            name = this.fontName(dict, descriptor);
            flags = this.number(descriptor.get('Flags')) ?? 0;
            embedded = ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor.get(key) !== undefined);
        }
        // The encoding, as pdf.js's extractDataStructures chooses it.
        const differences = [];
        let baseEncoding;
        const encoding = this.file.resolve(dict.get('Encoding'));
        if ((0,page_count/* isDict */.Zm)(encoding)) {
            const base = encoding.get('BaseEncoding');
            if ((0,page_count/* isName */.Eo)(base))
                baseEncoding = base.name;
            const list = this.file.resolve(encoding.get('Differences'));
            if (Array.isArray(list)) {
                let code = 0;
                for (const entry of list) {
                    const item = this.file.resolve(entry);
                    if (typeof item === 'number')
                        code = item;
                    else if ((0,page_count/* isName */.Eo)(item))
                        differences[code++] = item.name;
                    else
                        return unsupported('a Differences array with something else than codes and names');
                }
            }
        }
        else if ((0,page_count/* isName */.Eo)(encoding))
            baseEncoding = encoding.name;
        else if (encoding !== undefined)
            return unsupported('an Encoding of an unknown kind');
        if (baseEncoding && !['MacRomanEncoding', 'MacExpertEncoding', 'WinAnsiEncoding'].includes(baseEncoding))
            baseEncoding = undefined;
        let codeNames;
        if (baseEncoding === 'WinAnsiEncoding')
            codeNames = WIN_ANSI;
        else if (baseEncoding)
            return unsupported(`the ${baseEncoding}`);
        else if (flags & FLAG_SYMBOLIC) {
            // pdf.js would take MacRoman (or the font program's own encoding): readable here only through ToUnicode.
            if (!toUnicode)
                return unsupported('a symbolic font without ToUnicode');
            codeNames = [];
        }
        else if (type === 'TrueType' && !(flags & FLAG_NONSYMBOLIC))
            codeNames = WIN_ANSI;
        else
            codeNames = STANDARD;
        if (embedded && !baseEncoding && !differences.length && !toUnicode && type !== 'TrueType')
            return unsupported('an embedded font with its own encoding');
        const nameOf = (code) => differences[code] ?? codeNames[code];
        // Widths, as pdf.js's extractWidths reads them.
        const widths = [];
        let defaultWidth = 0;
        const widthList = this.file.resolve(dict.get('Widths'));
        if (Array.isArray(widthList)) {
            widthList.forEach((entry, i) => {
                const width = this.file.resolve(entry);
                if (typeof width === 'number')
                    widths[firstChar + i] = width;
            });
            defaultWidth = (descriptor && this.number(descriptor.get('MissingWidth'))) ?? 0;
        }
        else if (STANDARD_14.has(normalizeFontName(name))) {
            const metrics = standardMetrics(normalizeFontName(name));
            if (name.startsWith('Courier'))
                defaultWidth = 600;
            else
                for (let code = 0; code < 256; code++) {
                    const glyph = nameOf(code);
                    const width = glyph === undefined ? undefined : metrics.get(glyph);
                    if (width)
                        widths[code] = width;
                }
        }
        else
            return unsupported(`the font ${name} without Widths`);
        const cache = new Map();
        const glyphOf = (code) => {
            let glyph = cache.get(code);
            if (glyph)
                return glyph;
            let unicode = toUnicode?.get(code);
            if (unicode === undefined) {
                const glyphName = nameOf(code);
                unicode = glyphName === undefined ? undefined : glyphUnicode(glyphName);
                if (unicode === undefined)
                    return unsupported(`code ${code} of ${name} has no known Unicode (${glyphName ?? 'no glyph name'})`);
            }
            if (unicode === '')
                unicode = String.fromCharCode(code);
            glyph = makeGlyph(unicode, widths[code] ?? defaultWidth, code === 0x20);
            cache.set(code, glyph);
            return glyph;
        };
        // Glyphs by code: a string's glyphs are looked up anew each time (strings rarely repeat in running text).
        const byCode = new Array(256);
        return {
            name,
            style: fontStyle({ name }),
            glyphs(chars) {
                const glyphs = new Array(chars.length);
                for (let i = 0; i < chars.length; i++) {
                    const code = chars.charCodeAt(i) & 0xff;
                    glyphs[i] = byCode[code] ?? (byCode[code] = glyphOf(code));
                }
                return glyphs;
            },
        };
    }
    readComposite(dict) {
        const encoding = dict.get('Encoding');
        if (!(0,page_count/* isName */.Eo)(encoding, 'Identity-H'))
            return unsupported('a composite font not in Identity-H');
        const descendants = this.file.resolve(dict.get('DescendantFonts'));
        const descendant = Array.isArray(descendants) ? this.dict(descendants[0]) : undefined;
        if (!descendant)
            return unsupported('a composite font without its descendant');
        const descriptor = this.dict(descendant.get('FontDescriptor'));
        if (!descriptor)
            return unsupported('a CID font without a descriptor');
        const toUnicode = this.toUnicode(dict);
        if (!toUnicode)
            return unsupported('a CID font without ToUnicode');
        const name = this.fontName(descendant, descriptor);
        const dw = this.number(descendant.get('DW'));
        const defaultWidth = dw === undefined ? 1000 : Math.ceil(dw);
        const widths = [];
        const list = this.file.resolve(descendant.get('W'));
        if (Array.isArray(list)) {
            for (let i = 0; i < list.length; i++) {
                let start = this.file.resolve(list[i++]);
                if (typeof start !== 'number' || !Number.isInteger(start))
                    break;
                const next = this.file.resolve(list[i]);
                if (Array.isArray(next)) {
                    for (const entry of next) {
                        const width = this.file.resolve(entry);
                        if (typeof width === 'number')
                            widths[start] = width;
                        start++;
                    }
                }
                else if (typeof next === 'number' && Number.isInteger(next)) {
                    const width = this.file.resolve(list[++i]);
                    if (typeof width !== 'number')
                        continue;
                    for (let cid = start; cid <= next; cid++)
                        widths[cid] = width;
                }
                else
                    break;
            }
        }
        const cache = new Map();
        const glyphOf = (code) => {
            let glyph = cache.get(code);
            if (glyph)
                return glyph;
            let unicode = toUnicode.get(code);
            if (unicode === undefined)
                return unsupported(`CID ${code} of ${name} has no Unicode`);
            if (unicode === '')
                unicode = String.fromCharCode(code);
            glyph = makeGlyph(unicode, widths[code] ?? defaultWidth, false);
            cache.set(code, glyph);
            return glyph;
        };
        return {
            name,
            style: fontStyle({ name }),
            glyphs(chars) {
                const glyphs = [];
                // Identity-H: two bytes a code; pdf.js reads a lone last byte as a one-byte code.
                for (let i = 0; i < chars.length; i += 2)
                    glyphs.push(glyphOf(i + 1 < chars.length ? (chars.charCodeAt(i) << 8) | chars.charCodeAt(i + 1) : chars.charCodeAt(i)));
                return glyphs;
            },
        };
    }
}
const categories = new Map();
function makeGlyph(unicode, width, isSpace) {
    let category = categories.get(unicode);
    if (!category) {
        const groups = SPECIAL_CHAR.exec(unicode);
        category = [Boolean(groups?.[1]), Boolean(groups?.[2]), Boolean(groups?.[3])];
        categories.set(unicode, category);
    }
    return {
        unicode,
        shown: unicode.normalize('NFKC').replace(/\s+/g, ''),
        width,
        isSpace,
        isWhitespace: category[0],
        isZeroWidthDiacritic: category[1],
        isInvisibleFormatMark: category[2],
    };
}
/**
 * A ToUnicode CMap's bfchar and bfrange entries (code → text), read as pdf.js reads them:
 * destinations are UTF-16BE, a range with one destination increments its last byte.
 */
function parseToUnicode(data) {
    const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1');
    const map = new Map();
    const hex = (token) => Buffer.from(token.length % 2 ? token + '0' : token, 'hex').toString('latin1');
    const code = (token) => (token ? parseInt(token, 16) : Number.NaN);
    const sections = /begin(bfchar|bfrange)([\s\S]*?)end\1/g;
    for (const [, kind, body] of text.matchAll(sections)) {
        const tokens = [...body.matchAll(/<([0-9A-Fa-f\s]*)>|\[|\]|\/[^\s/<>[\]()]+/g)].map((m) => m[1] !== undefined ? m[1].replace(/\s/g, '') : m[0]);
        let i = 0;
        const next = () => (i < tokens.length ? tokens[i++] : unsupported('a truncated ToUnicode CMap'));
        while (i < tokens.length) {
            if (kind === 'bfchar') {
                const source = code(next());
                const target = next();
                if (target.startsWith('/') || target === '[' || Number.isNaN(source))
                    return unsupported('a ToUnicode bfchar to a name');
                map.set(source, utf16(hex(target)));
                continue;
            }
            const low = code(next());
            const high = code(next());
            if (Number.isNaN(low) || Number.isNaN(high) || high - low > 0xffff)
                return unsupported('a bad ToUnicode range');
            const target = next();
            if (target === '[') {
                for (let c = low; c <= high; c++) {
                    const entry = next();
                    if (entry === ']' || entry.startsWith('/'))
                        return unsupported('a bad ToUnicode range array');
                    map.set(c, utf16(hex(entry)));
                }
                if (next() !== ']')
                    return unsupported('a bad ToUnicode range array');
                continue;
            }
            if (target.startsWith('/') || target === ']')
                return unsupported('a bad ToUnicode range');
            let destination = hex(target);
            const last = destination.length - 1;
            for (let c = low; c <= high; c++) {
                map.set(c, utf16(destination));
                const nextByte = destination.charCodeAt(last) + 1;
                destination =
                    nextByte > 0xff
                        ? destination.slice(0, last - 1) + String.fromCharCode(destination.charCodeAt(last - 1) + 1) + '\x00'
                        : destination.slice(0, last) + String.fromCharCode(nextByte);
            }
        }
    }
    return map;
}
/** A destination's bytes (as Latin-1 characters) read as UTF-16BE, surrogate pairs joined (pdf.js's way). */
function utf16(bytes) {
    if (bytes.length === 1)
        return bytes;
    if (bytes.length % 2)
        return unsupported('an odd-length ToUnicode destination');
    const points = [];
    for (let k = 0; k < bytes.length; k += 2) {
        const w1 = (bytes.charCodeAt(k) << 8) | bytes.charCodeAt(k + 1);
        if ((w1 & 0xf800) !== 0xd800) {
            points.push(w1);
            continue;
        }
        k += 2;
        const w2 = (bytes.charCodeAt(k) << 8) | bytes.charCodeAt(k + 1);
        points.push(((w1 & 0x3ff) << 10) + (w2 & 0x3ff) + 0x10000);
    }
    return String.fromCodePoint(...points);
}

;// CONCATENATED MODULE: ./src/engine/formats/pdf/content-text.ts




/**
 * The positioned text of a PDF's pages read straight from their content streams, giving the
 * same text items as pdf.js's getTextContent (the same splitting into items, the same widths
 * and transforms) plus each item's look, for documents made of plain fonts. pdf.js's text
 * content costs 3–4 times what poppler's pdftotext spends on a whole document, because pdf.js
 * parses and converts every font program for rendering before it reads a glyph, and sends every
 * page through its message port; no maintained npm library extracts positioned text without
 * such a renderer (pdf2json and pdf-parse wrap pdf.js). So this is written by hand, after
 * pdf.js's own evaluator (its getTextContent state machine is followed step for step), on
 * page-count.ts's object reader.
 *
 * It decides per document: any page using what is not read here (Type3 or symbolic fonts
 * without ToUnicode, predefined CMaps, vertical writing, encryption, filters other than
 * FlateDecode, right-to-left text, colours told through colour spaces) throws UnsupportedPdf,
 * and the caller reads the whole document with pdf.js, as before.
 */
/** Form XObjects nested deeper than this are not read here. */
const MAX_FORM_DEPTH = 12;
/**
 * Forms painted on one page at most: a form that paints another many times, nested, multiplies
 * (a few kilobytes could ask for billions); past this the page is left to pdf.js.
 */
const MAX_FORMS_PAINTED = 10_000;
// pdf.js's factors of the font size for telling spaces between glyphs (evaluator.js).
const TRACKING_SPACE_FACTOR = 0.102;
const NOT_A_SPACE_FACTOR = 0.03;
const NEGATIVE_SPACE_FACTOR = -0.2;
const SPACE_IN_FLOW_MIN_FACTOR = 0.102;
const SPACE_IN_FLOW_MAX_FACTOR = 0.6;
const VERTICAL_SHIFT_RATIO = 0.25;
const IDENTITY = [1, 0, 0, 1, 0, 0];
function multiply(m1, m2) {
    return [
        m1[0] * m2[0] + m1[2] * m2[1],
        m1[1] * m2[0] + m1[3] * m2[1],
        m1[0] * m2[2] + m1[2] * m2[3],
        m1[1] * m2[2] + m1[3] * m2[3],
        m1[0] * m2[4] + m1[2] * m2[5] + m1[4],
        m1[1] * m2[4] + m1[3] * m2[5] + m1[5],
    ];
}
/** The text state pdf.js keeps (TextState). */
class TextState {
    ctm = IDENTITY;
    fontName = null;
    fontSize = 0;
    font = null;
    textMatrix = IDENTITY.slice();
    textLineMatrix = IDENTITY.slice();
    charSpacing = 0;
    wordSpacing = 0;
    leading = 0;
    textHScale = 1;
    textRise = 0;
    clone() {
        const copy = Object.assign(new TextState(), this);
        copy.textMatrix = this.textMatrix.slice();
        copy.textLineMatrix = this.textLineMatrix.slice();
        return copy;
    }
    translateTextMatrix(x, y) {
        const m = this.textMatrix;
        m[4] = m[0] * x + m[2] * y + m[4];
        m[5] = m[1] * x + m[3] * y + m[5];
    }
    translateTextLineMatrix(x, y) {
        const m = this.textLineMatrix;
        m[4] = m[0] * x + m[2] * y + m[4];
        m[5] = m[1] * x + m[3] * y + m[5];
    }
    carriageReturn() {
        this.translateTextLineMatrix(0, -this.leading);
        this.textMatrix = this.textLineMatrix.slice();
    }
}
class PdfName {
    name;
    constructor(name) {
        this.name = name;
    }
}
class PdfString {
    bytes;
    constructor(bytes) {
        this.bytes = bytes;
    }
}
/** Text gathered a few characters at a time into one growing array of UTF-16 code units. */
class TextBuffer {
    codes = new Uint16Array(128);
    length = 0;
    add(text) {
        const end = this.length + text.length;
        if (end > this.codes.length) {
            const larger = new Uint16Array(Math.max(end, 2 * this.codes.length));
            larger.set(this.codes.subarray(0, this.length));
            this.codes = larger;
        }
        for (let i = 0; i < text.length; i++)
            this.codes[this.length + i] = text.charCodeAt(i);
        this.length = end;
    }
    clear() {
        this.length = 0;
    }
    toString() {
        // In slices: a call takes as many arguments as the engine's stack allows.
        let text = '';
        for (let at = 0; at < this.length; at += 8192)
            text += String.fromCharCode.apply(null, this.codes.subarray(at, Math.min(this.length, at + 8192)));
        return text;
    }
}
/** A text item as pdf.js builds it (textContentItem in evaluator.js). */
class ItemBuilder {
    initialized = false;
    /**
     * The text so far (each glyph's, and the spaces put in), made a string when the item is
     * flushed: a string grown a glyph at a time left a string behind per glyph, a sixth of all
     * that reading a document allocated.
     */
    text = new TextBuffer();
    /** The NFKC text of its glyphs without white space (looks.text once flushed). */
    shown = new TextBuffer();
    totalWidth = 0;
    totalHeight = 0;
    width = 0;
    height = 0;
    prevTransform = null;
    prevTextRise = 0;
    textAdvanceScale = 0;
    spaceInFlowMin = 0;
    spaceInFlowMax = 0;
    trackingSpaceMin = Infinity;
    negativeSpaceMax = -Infinity;
    notASpace = -Infinity;
    transform = null;
    fontName = null;
    looks = { text: '', colours: [], font: {} };
}
/** pdf.js's normalizeUnicode: NFKC on ligatures, spaces and other compatibility forms only. */
const NORMALIZE = /([\u00a0\u00b5\u037e\u0eb3\u2000-\u200a\u202f\u2126\ufb00-\ufb04\ufb06\ufb20-\ufb36\ufb38-\ufb3c\ufb3e\ufb40-\ufb41\ufb43-\ufb44\ufb46-\ufba1\ufba4-\ufba9\ufbae-\ufbb1\ufbd3-\ufbdc\ufbde-\ufbe7\ufbea-\ufbf8\ufbfc-\ufbfd\ufc00-\ufc5d\ufc64-\ufcf1\ufcf5-\ufd3d\ufd88\ufdf4\ufdfa-\ufdfb\ufe71\ufe77\ufe79\ufe7b\ufe7d]+)|(\ufb05+)/gu;
const normalizeUnicode = (text) => text.replace(NORMALIZE, (_, p1, p2) => p1 ? p1.normalize('NFKC') : 'ſt'.repeat(p2.length));
/** Characters pdf.js's bidi reads as right to left (or Arabic numbers): such text is left to pdf.js. */
const RIGHT_TO_LEFT = /[\u0590-\u08ac]/;
const WHITE = /\s/;
/** Reads the text of one content stream (and the forms it paints) into `items`. */
class TextReader {
    document;
    resources;
    viewBox;
    items;
    looks;
    depth;
    colours;
    forms;
    item = new ItemBuilder();
    scratch = new Array(6);
    twoLastChars = [' ', ' '];
    twoLastCharsPos = 0;
    textState;
    currentTextState = null;
    stack = [];
    constructor(document, resources, state, viewBox, items, looks, depth, 
    /** The colour text-style.ts's reading of pdf.js's operator list would have; forms do not save it. */
    colours, 
    /** The forms being painted (outermost first) and how many were painted on this page. */
    forms) {
        this.document = document;
        this.resources = resources;
        this.viewBox = viewBox;
        this.items = items;
        this.looks = looks;
        this.depth = depth;
        this.colours = colours;
        this.forms = forms;
        this.textState = state;
    }
    saveLastChar(char) {
        const nextPos = (this.twoLastCharsPos + 1) % 2;
        const ret = this.twoLastChars[this.twoLastCharsPos] !== ' ' && this.twoLastChars[nextPos] === ' ';
        this.twoLastChars[this.twoLastCharsPos] = char;
        this.twoLastCharsPos = nextPos;
        return ret;
    }
    shouldAddWhitespace() {
        return this.twoLastChars[this.twoLastCharsPos] !== ' ' && this.twoLastChars[(this.twoLastCharsPos + 1) % 2] === ' ';
    }
    resetLastChars() {
        this.twoLastChars[0] = this.twoLastChars[1] = ' ';
        this.twoLastCharsPos = 0;
    }
    pushWhitespace(width, transform = this.item.prevTransform) {
        // A copy: the builder's prevTransform is overwritten in place glyph after glyph.
        this.items.push({
            str: ' ',
            dir: 'ltr',
            width,
            height: 0,
            transform: transform ? transform.slice() : undefined,
            fontName: this.item.fontName,
        });
    }
    /**
     * ctm × textMatrix × [size × scale, 0, 0, size, 0, rise], as pdf.js multiplies them (the same
     * operations in the same order, zero terms included, so the numbers are the same), into `out`:
     * a scratch array for the per-glyph position test, a new one where an item keeps it.
     */
    currentTextTransform(out = new Array(6)) {
        const { ctm, textMatrix: tm, fontSize, textHScale, textRise } = this.textState;
        const a = fontSize * textHScale;
        const i0 = tm[0] * a + tm[2] * 0;
        const i1 = tm[1] * a + tm[3] * 0;
        const i2 = tm[0] * 0 + tm[2] * fontSize;
        const i3 = tm[1] * 0 + tm[3] * fontSize;
        const i4 = tm[0] * 0 + tm[2] * textRise + tm[4];
        const i5 = tm[1] * 0 + tm[3] * textRise + tm[5];
        out[0] = ctm[0] * i0 + ctm[2] * i1;
        out[1] = ctm[1] * i0 + ctm[3] * i1;
        out[2] = ctm[0] * i2 + ctm[2] * i3;
        out[3] = ctm[1] * i2 + ctm[3] * i3;
        out[4] = ctm[0] * i4 + ctm[2] * i5 + ctm[4];
        out[5] = ctm[1] * i4 + ctm[3] * i5 + ctm[5];
        return out;
    }
    ensureItem() {
        const { item, textState } = this;
        if (item.initialized)
            return item;
        item.fontName = textState.font.name;
        const trm = (item.transform = this.currentTextTransform());
        item.width = item.totalWidth = 0;
        item.height = item.totalHeight = Math.hypot(trm[2], trm[3]);
        const scaleLineX = Math.hypot(textState.textLineMatrix[0], textState.textLineMatrix[1]);
        const scaleCtmX = Math.hypot(textState.ctm[0], textState.ctm[1]);
        item.textAdvanceScale = scaleCtmX * scaleLineX;
        const { fontSize } = textState;
        item.trackingSpaceMin = fontSize * TRACKING_SPACE_FACTOR;
        item.notASpace = fontSize * NOT_A_SPACE_FACTOR;
        item.negativeSpaceMax = fontSize * NEGATIVE_SPACE_FACTOR;
        item.spaceInFlowMin = fontSize * SPACE_IN_FLOW_MIN_FACTOR;
        item.spaceInFlowMax = fontSize * SPACE_IN_FLOW_MAX_FACTOR;
        item.looks = { text: '', colours: [], font: textState.font.style };
        item.initialized = true;
        return item;
    }
    updateAdvanceScale() {
        const { item, textState } = this;
        if (!item.initialized)
            return;
        const scaleLineX = Math.hypot(textState.textLineMatrix[0], textState.textLineMatrix[1]);
        const scaleCtmX = Math.hypot(textState.ctm[0], textState.ctm[1]);
        const scaleFactor = scaleCtmX * scaleLineX;
        if (scaleFactor === item.textAdvanceScale)
            return;
        item.totalWidth += item.width * item.textAdvanceScale;
        item.width = 0;
        item.textAdvanceScale = scaleFactor;
    }
    flush() {
        const { item } = this;
        if (!item.initialized)
            return;
        item.totalWidth += item.width * item.textAdvanceScale;
        const str = normalizeUnicode(item.text.toString());
        item.looks.text = item.shown.toString();
        if (RIGHT_TO_LEFT.test(str))
            unsupported('right-to-left text');
        const built = {
            str,
            dir: 'ltr',
            width: Math.abs(item.totalWidth),
            height: Math.abs(item.totalHeight),
            transform: item.transform,
            fontName: item.fontName,
        };
        this.items.push(built);
        this.looks.set(built, item.looks);
        item.initialized = false;
        item.text.clear();
        item.shown.clear();
    }
    appendEOL() {
        this.resetLastChars();
        // An item that only ends a line has no text: the layout skips it, so it is not made.
        if (this.item.initialized)
            this.flush();
    }
    addFakeSpaces(width, transform, orientation) {
        const { item } = this;
        if (orientation * item.spaceInFlowMin <= width && width <= orientation * item.spaceInFlowMax) {
            if (item.initialized) {
                this.resetLastChars();
                item.text.add(' ');
            }
            return false;
        }
        this.flush();
        this.resetLastChars();
        this.pushWhitespace(Math.abs(width), transform || this.currentTextTransform());
        return true;
    }
    compareWithLastPosition(glyphWidth) {
        const { item, textState, viewBox } = this;
        const currentTransform = this.currentTextTransform(this.scratch);
        let posX = currentTransform[4];
        let posY = currentTransform[5];
        if (posX + glyphWidth < viewBox[0] || posX > viewBox[2] || posY < viewBox[1] || posY > viewBox[3])
            return false;
        if (!textState.font || !item.prevTransform)
            return true;
        let lastPosX = item.prevTransform[4];
        let lastPosY = item.prevTransform[5];
        if (lastPosX === posX && lastPosY === posY)
            return true;
        let rotate = -1;
        if (currentTransform[0] && currentTransform[1] === 0 && currentTransform[2] === 0)
            rotate = currentTransform[0] > 0 ? 0 : 180;
        else if (currentTransform[1] && currentTransform[0] === 0 && currentTransform[3] === 0)
            rotate = currentTransform[1] > 0 ? 90 : 270;
        switch (rotate) {
            case 0:
                break;
            case 90:
                [posX, posY] = [posY, posX];
                [lastPosX, lastPosY] = [lastPosY, lastPosX];
                break;
            case 180:
                [posX, posY, lastPosX, lastPosY] = [-posX, -posY, -lastPosX, -lastPosY];
                break;
            case 270:
                [posX, posY] = [-posY, -posX];
                [lastPosX, lastPosY] = [-lastPosY, -lastPosX];
                break;
            default:
                [posX, posY] = inverseRotation(posX, posY, currentTransform);
                [lastPosX, lastPosY] = inverseRotation(lastPosX, lastPosY, item.prevTransform);
        }
        const advanceX = (posX - lastPosX) / item.textAdvanceScale;
        const advanceY = posY - lastPosY;
        const orientation = Math.sign(item.width || item.totalWidth);
        if (advanceX < orientation * item.negativeSpaceMax) {
            if (Math.abs(advanceY) > 0.5 * item.height) {
                this.appendEOL();
                return true;
            }
            this.resetLastChars();
            this.flush();
            return true;
        }
        const textRiseDelta = textState.textRise - item.prevTextRise;
        const advanceYCorrected = textRiseDelta === 0 ? advanceY : advanceY - (currentTransform[3] / textState.fontSize) * textRiseDelta;
        if (Math.abs(advanceYCorrected) > item.height) {
            this.appendEOL();
            return true;
        }
        if (advanceX <= orientation * item.notASpace)
            this.resetLastChars();
        if (advanceX <= orientation * item.trackingSpaceMin) {
            if (this.shouldAddWhitespace()) {
                this.resetLastChars();
                this.flush();
                this.pushWhitespace(Math.abs(advanceX));
            }
            else
                item.width += advanceX;
        }
        else if (!this.addFakeSpaces(advanceX, item.prevTransform, orientation)) {
            if (item.text.length === 0) {
                this.resetLastChars();
                this.pushWhitespace(Math.abs(advanceX));
            }
            else
                item.width += advanceX;
        }
        if (Math.abs(advanceY) > item.height * VERTICAL_SHIFT_RATIO)
            this.flush();
        return true;
    }
    buildTextContentItem(chars, extraSpacing) {
        const { textState } = this;
        const current = this.currentTextState;
        if (current !== textState &&
            (current.fontSize !== textState.fontSize ||
                (current.fontName !== textState.fontName && current.font?.name !== textState.font?.name))) {
            this.flush();
            this.currentTextState = textState.clone();
        }
        const font = textState.font;
        const baseCharSpacing = textState.charSpacing;
        if (chars === null) {
            const charSpacing = baseCharSpacing + extraSpacing;
            if (charSpacing)
                textState.translateTextMatrix(charSpacing * textState.textHScale, 0);
            return;
        }
        const glyphs = font.glyphs(chars);
        const scale = 0.001 * textState.fontSize;
        const colour = this.colours.current;
        for (let i = 0, ii = glyphs.length; i < ii; i++) {
            const glyph = glyphs[i];
            if (glyph.isInvisibleFormatMark)
                continue;
            let charSpacing = baseCharSpacing + (i + 1 === ii ? extraSpacing : 0);
            let scaledDim = glyph.width * scale;
            if (glyph.isSpace)
                charSpacing += textState.wordSpacing;
            if (glyph.isWhitespace) {
                charSpacing += scaledDim;
                textState.translateTextMatrix(charSpacing * textState.textHScale, 0);
                this.saveLastChar(' ');
                continue;
            }
            if (!glyph.isZeroWidthDiacritic && !this.compareWithLastPosition(scaledDim)) {
                textState.translateTextMatrix(scaledDim * textState.textHScale, 0);
                continue;
            }
            const item = this.ensureItem();
            if (glyph.isZeroWidthDiacritic)
                scaledDim = 0;
            scaledDim *= textState.textHScale;
            textState.translateTextMatrix(scaledDim, 0);
            item.width += scaledDim;
            if (scaledDim) {
                item.prevTransform = this.currentTextTransform(item.prevTransform ?? new Array(6));
                item.prevTextRise = textState.textRise;
            }
            if (this.saveLastChar(glyph.unicode))
                item.text.add(' ');
            item.text.add(glyph.unicode);
            const { shown } = glyph;
            if (shown) {
                if (colour === undefined)
                    unsupported('text in a colour not told by g or rg');
                const runs = item.looks.colours;
                if (runs.length === 0 || runs[runs.length - 1].colour !== colour)
                    runs.push({ at: item.shown.length, colour });
                item.shown.add(shown);
            }
            if (charSpacing)
                textState.translateTextMatrix(charSpacing * textState.textHScale, 0);
        }
    }
    setFont(name, size) {
        const { textState } = this;
        if (textState.font && name === textState.fontName && size === textState.fontSize)
            return;
        textState.fontName = name;
        textState.fontSize = size;
        const fonts = this.resource('Font');
        if (!fonts || !fonts.has(name))
            unsupported(`font ${name} not in the resources`);
        textState.font = this.document.fonts.load(fonts.get(name));
    }
    resource(kind) {
        const value = this.document.file.resolve(this.resources?.get(kind));
        return (0,page_count/* isDict */.Zm)(value) ? value : undefined;
    }
    paintXObject(name) {
        this.flush();
        const ref = this.resource('XObject')?.get(name.name);
        if (!(0,page_count/* isRef */.i9)(ref))
            return unsupported('an XObject that is not a stream');
        const { file } = this.document;
        const dict = file.streamDictionary(ref.num);
        const subtype = dict.get('Subtype');
        if (!(0,page_count/* isName */.Eo)(subtype, 'Form'))
            return;
        if (this.depth >= MAX_FORM_DEPTH)
            return unsupported('forms nested too deep');
        // pdf.js refuses a form that paints itself (on the way down): so does this reader, by leaving the document to it.
        if (this.forms.path.includes(ref.num))
            return unsupported('a form that paints itself');
        if (++this.forms.painted > MAX_FORMS_PAINTED)
            return unsupported('too many forms painted on a page');
        const state = this.textState.clone();
        const matrix = file.resolve(dict.get('Matrix'));
        if (Array.isArray(matrix) && matrix.length === 6 && matrix.every((n) => typeof n === 'number'))
            state.ctm = multiply(state.ctm, matrix);
        const resources = file.resolve(dict.get('Resources'));
        const reader = new TextReader(this.document, (0,page_count/* isDict */.Zm)(resources) ? resources : this.resources, state, this.viewBox, this.items, this.looks, this.depth + 1, this.colours, this.forms);
        this.forms.path.push(ref.num);
        try {
            reader.read(file.stream(ref.num));
        }
        finally {
            this.forms.path.pop();
        }
    }
    setFillColour(colour) {
        this.colours.current = colour;
    }
    read(data) {
        const operands = [];
        const lexer = new ContentLexer(data);
        for (;;) {
            const token = lexer.next(operands);
            if (token === undefined)
                break;
            this.currentTextState ??= this.textState.clone();
            const { textState } = this;
            switch (token) {
                case 'Tf': {
                    const name = operands[0];
                    if (!(name instanceof PdfName))
                        unsupported('Tf without a font name');
                    this.setFont(name.name, numberOperand(operands, 1));
                    break;
                }
                case 'Ts':
                    textState.textRise = numberOperand(operands, 0);
                    break;
                case 'Tz':
                    textState.textHScale = numberOperand(operands, 0) / 100;
                    break;
                case 'TL':
                    textState.leading = numberOperand(operands, 0);
                    break;
                case 'Td':
                    textState.translateTextLineMatrix(numberOperand(operands, 0), numberOperand(operands, 1));
                    textState.textMatrix = textState.textLineMatrix.slice();
                    break;
                case 'TD':
                    textState.leading = -numberOperand(operands, 1);
                    textState.translateTextLineMatrix(numberOperand(operands, 0), numberOperand(operands, 1));
                    textState.textMatrix = textState.textLineMatrix.slice();
                    break;
                case 'T*':
                    textState.carriageReturn();
                    break;
                case 'Tm':
                    textState.textMatrix = [
                        numberOperand(operands, 0),
                        numberOperand(operands, 1),
                        numberOperand(operands, 2),
                        numberOperand(operands, 3),
                        numberOperand(operands, 4),
                        numberOperand(operands, 5),
                    ];
                    textState.textLineMatrix = [
                        numberOperand(operands, 0),
                        numberOperand(operands, 1),
                        numberOperand(operands, 2),
                        numberOperand(operands, 3),
                        numberOperand(operands, 4),
                        numberOperand(operands, 5),
                    ];
                    this.updateAdvanceScale();
                    break;
                case 'Tc':
                    textState.charSpacing = numberOperand(operands, 0);
                    break;
                case 'Tw':
                    textState.wordSpacing = numberOperand(operands, 0);
                    break;
                case 'BT':
                    textState.textMatrix = IDENTITY.slice();
                    textState.textLineMatrix = IDENTITY.slice();
                    break;
                case 'TJ': {
                    if (!textState.font)
                        unsupported('text shown without a font');
                    const spaceFactor = -textState.fontSize / 1000;
                    const elements = operands[0];
                    if (!Array.isArray(elements))
                        break;
                    let buffer = '';
                    for (const element of elements) {
                        if (element instanceof PdfString)
                            buffer += element.bytes;
                        else if (typeof element === 'number' && element !== 0) {
                            this.buildTextContentItem(buffer, element * spaceFactor);
                            buffer = '';
                        }
                    }
                    if (buffer)
                        this.buildTextContentItem(buffer, 0);
                    break;
                }
                case 'Tj':
                    if (!textState.font)
                        unsupported('text shown without a font');
                    if (operands[0] instanceof PdfString)
                        this.buildTextContentItem(operands[0].bytes, 0);
                    break;
                case "'":
                    if (!textState.font)
                        unsupported('text shown without a font');
                    textState.carriageReturn();
                    if (operands[0] instanceof PdfString)
                        this.buildTextContentItem(operands[0].bytes, 0);
                    break;
                case '"':
                    if (!textState.font)
                        unsupported('text shown without a font');
                    textState.wordSpacing = numberOperand(operands, 0);
                    textState.charSpacing = numberOperand(operands, 1);
                    textState.carriageReturn();
                    if (operands[2] instanceof PdfString)
                        this.buildTextContentItem(operands[2].bytes, 0);
                    break;
                case 'q':
                    this.stack.push(textState);
                    this.textState = textState.clone();
                    this.colours.saved.push(this.colours.current);
                    break;
                case 'Q': {
                    const previous = this.stack.pop();
                    if (previous)
                        this.textState = previous;
                    if (this.colours.saved.length)
                        this.colours.current = this.colours.saved.pop();
                    break;
                }
                case 'cm':
                    textState.ctm = multiply(textState.ctm, [
                        numberOperand(operands, 0),
                        numberOperand(operands, 1),
                        numberOperand(operands, 2),
                        numberOperand(operands, 3),
                        numberOperand(operands, 4),
                        numberOperand(operands, 5),
                    ]);
                    break;
                case 'Do':
                    if (operands[0] instanceof PdfName)
                        this.paintXObject(operands[0]);
                    break;
                case 'BMC':
                case 'BDC':
                case 'EMC':
                    this.flush();
                    break;
                case 'gs': {
                    const name = operands[0];
                    const state = name instanceof PdfName ? this.resource('ExtGState')?.get(name.name) : undefined;
                    const dict = this.document.file.resolve(state);
                    if ((0,page_count/* isDict */.Zm)(dict) && dict.has('Font'))
                        unsupported('a font set through ExtGState');
                    break;
                }
                case 'g':
                    this.setFillColour(hexColour(numberOperand(operands, 0), numberOperand(operands, 0), numberOperand(operands, 0)));
                    break;
                case 'rg':
                    this.setFillColour(hexColour(numberOperand(operands, 0), numberOperand(operands, 1), numberOperand(operands, 2)));
                    break;
                case 'k':
                case 'sc':
                case 'scn':
                    this.setFillColour(undefined);
                    break;
                case 'cs': {
                    const space = operands[0];
                    // Setting a device space sets its initial colour, black.
                    this.setFillColour(space instanceof PdfName && (space.name === 'DeviceGray' || space.name === 'DeviceRGB')
                        ? '000000'
                        : undefined);
                    break;
                }
                case 'd0':
                case 'd1':
                    unsupported('a glyph procedure');
            }
            operands.length = 0;
        }
        this.flush();
    }
}
function numberOperand(operands, i) {
    const value = operands[i];
    return typeof value === 'number' ? value : 0;
}
function inverseRotation(x, y, matrix) {
    const scale = Math.hypot(matrix[0], matrix[1]);
    return [(matrix[0] * x + matrix[1] * y) / scale, (matrix[2] * x + matrix[3] * y) / scale];
}
/** Tokens of a content stream: operands are pushed onto the given array, operators returned. */
class ContentLexer {
    data;
    at = 0;
    /** The same bytes, for Latin-1 slices (Node's decoder, not a character at a time). */
    buffer;
    /** A string's bytes once decoded (escapes, hex digits), made into one string at its end. */
    scratch = Buffer.allocUnsafe(256);
    constructor(data) {
        this.data = data;
        this.buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    }
    /** Room for `needed` bytes in the scratch, keeping the first `used`. */
    grow(used, needed) {
        if (needed > this.scratch.length) {
            const larger = Buffer.allocUnsafe(Math.max(needed, 2 * this.scratch.length));
            this.scratch.copy(larger, 0, 0, used);
            this.scratch = larger;
        }
        return this.scratch;
    }
    next(operands) {
        for (;;) {
            const value = this.value(0);
            if (value === END)
                return undefined;
            if (value instanceof Operator) {
                if (value.name === 'BI')
                    this.skipInlineImage();
                return value.name;
            }
            operands.push(value);
        }
    }
    skipInlineImage() {
        const { data } = this;
        // The image data starts after `ID` and one white-space byte, and ends at `EI` between white space.
        for (;;) {
            const value = this.value(0);
            if (value === END)
                return;
            if (value instanceof Operator && value.name === 'ID')
                break;
        }
        let at = this.at + 1;
        for (;;) {
            at = data.indexOf(0x45, at);
            if (at < 0)
                unsupported('an inline image without EI');
            if (data[at + 1] === 0x49 && page_count/* CLASS */.tp[data[at - 1]] === 1 && (at + 2 >= data.length || page_count/* CLASS */.tp[data[at + 2]] !== 0))
                break;
            at++;
        }
        this.at = at + 2;
    }
    value(depth) {
        const { data } = this;
        const length = data.length;
        if (depth > 64)
            unsupported('operands nested too deep');
        while (this.at < length) {
            const c = data[this.at];
            const kind = page_count/* CLASS */.tp[c];
            if (kind === 1) {
                this.at++;
                continue;
            }
            if (kind === 2) {
                if (c === 0x25) {
                    while (this.at < length && data[this.at] !== 10 && data[this.at] !== 13)
                        this.at++;
                    continue;
                }
                if (c === 0x2f) {
                    const start = ++this.at;
                    while (this.at < length && page_count/* CLASS */.tp[data[this.at]] === 0)
                        this.at++;
                    let name = this.buffer.toString('latin1', start, this.at);
                    if (name.includes('#'))
                        name = name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
                    return new PdfName(name);
                }
                if (c === 0x28)
                    return this.literalString();
                if (c === 0x3c) {
                    if (data[this.at + 1] === 0x3c) {
                        // A dictionary operand (marked-content properties): read and dropped.
                        this.at += 2;
                        for (;;) {
                            this.skipSpace();
                            if (this.at >= length)
                                return END;
                            if (data[this.at] === 0x3e && data[this.at + 1] === 0x3e) {
                                this.at += 2;
                                return null;
                            }
                            const inner = this.value(depth + 1);
                            if (inner === END)
                                return END;
                        }
                    }
                    return this.hexString();
                }
                if (c === 0x5b) {
                    this.at++;
                    const array = [];
                    for (;;) {
                        this.skipSpace();
                        if (this.at >= length)
                            return array;
                        if (data[this.at] === 0x5d) {
                            this.at++;
                            return array;
                        }
                        const inner = this.value(depth + 1);
                        if (inner === END)
                            return array;
                        if (!(inner instanceof Operator))
                            array.push(inner);
                    }
                }
                // A stray delimiter (`]`, `>`, `)`, braces): skipped.
                this.at++;
                continue;
            }
            const start = this.at;
            while (this.at < length && page_count/* CLASS */.tp[data[this.at]] === 0)
                this.at++;
            if ((c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2b || c === 0x2e)
                return numberAt(data, start, this.at);
            // Operators are one to three bytes: looked up by their bytes, no string made.
            const size = this.at - start;
            if (size <= 3) {
                const code = data[start] | (size > 1 ? data[start + 1] << 8 : 0) | (size > 2 ? data[start + 2] << 16 : 0);
                return SHORT_OPERATORS.get(code) ?? shortOperator(code, this.buffer.toString('latin1', start, this.at));
            }
            const word = this.buffer.toString('latin1', start, this.at);
            if (word === 'true')
                return true;
            if (word === 'false')
                return false;
            if (word === 'null')
                return null;
            return operator(word);
        }
        return END;
    }
    skipSpace() {
        const { data } = this;
        while (this.at < data.length) {
            const c = data[this.at];
            if (page_count/* CLASS */.tp[c] === 1)
                this.at++;
            else if (c === 0x25)
                while (this.at < data.length && data[this.at] !== 10 && data[this.at] !== 13)
                    this.at++;
            else
                break;
        }
    }
    hexString() {
        const { data } = this;
        this.at++;
        const end = data.indexOf(0x3e, this.at);
        // Two digits a byte: the string is at most half as long as its digits.
        let scratch = this.grow(0, ((end < 0 ? data.length : end) - this.at + 1) >> 1);
        let used = 0;
        let high = -1;
        for (; this.at < data.length; this.at++) {
            const c = data[this.at];
            if (c === 0x3e) {
                this.at++;
                break;
            }
            const digit = c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 55 : c >= 0x61 && c <= 0x66 ? c - 87 : -1;
            if (digit < 0)
                continue;
            if (high < 0)
                high = digit;
            else {
                scratch[used++] = high * 16 + digit;
                high = -1;
            }
        }
        if (high >= 0) {
            scratch = this.grow(used, used + 1);
            scratch[used++] = high * 16;
        }
        return new PdfString(scratch.toString('latin1', 0, used));
    }
    literalString() {
        const { data } = this;
        this.at++;
        // Most strings hold no escape, no nested parentheses and no carriage return: sliced as they are.
        const start = this.at;
        let plain = start;
        while (plain < data.length) {
            const c = data[plain];
            if (c === 0x29) {
                this.at = plain + 1;
                return new PdfString(this.buffer.toString('latin1', start, plain));
            }
            if (c === 0x28 || c === 0x5c || c === 0x0d)
                break;
            plain++;
        }
        let scratch = this.scratch;
        let used = 0;
        let depth = 1;
        while (this.at < data.length) {
            // Each pass adds at most one byte.
            if (used === scratch.length)
                scratch = this.grow(used, used + 1);
            let c = data[this.at++];
            if (c === 0x28)
                depth++;
            else if (c === 0x29 && --depth === 0)
                break;
            else if (c === 0x5c) {
                c = data[this.at++];
                switch (c) {
                    case 0x6e:
                        scratch[used++] = 0x0a;
                        continue;
                    case 0x72:
                        scratch[used++] = 0x0d;
                        continue;
                    case 0x74:
                        scratch[used++] = 0x09;
                        continue;
                    case 0x62:
                        scratch[used++] = 0x08;
                        continue;
                    case 0x66:
                        scratch[used++] = 0x0c;
                        continue;
                    case 0x0d:
                        if (data[this.at] === 0x0a)
                            this.at++;
                        continue;
                    case 0x0a:
                        continue;
                    default:
                        if (c >= 0x30 && c <= 0x37) {
                            let value = c - 0x30;
                            for (let k = 0; k < 2 && data[this.at] >= 0x30 && data[this.at] <= 0x37; k++)
                                value = value * 8 + data[this.at++] - 0x30;
                            scratch[used++] = value & 0xff;
                            continue;
                        }
                        if (c === undefined)
                            continue;
                        scratch[used++] = c;
                        continue;
                }
            }
            else if (c === 0x0d) {
                // An end of line inside a string reads as one line feed.
                if (data[this.at] === 0x0a)
                    this.at++;
                scratch[used++] = 0x0a;
                continue;
            }
            scratch[used++] = c;
        }
        return new PdfString(scratch.toString('latin1', 0, used));
    }
}
const END = Symbol('end');
class Operator {
    name;
    constructor(name) {
        this.name = name;
    }
}
/**
 * The content stream operators of one to three bytes, by their bytes (first lowest), named by
 * these literals so that the reader's `switch` compares them as the same strings.
 */
const SHORT_OPERATORS = new Map([
    ...['Tf', 'Ts', 'Tz', 'TL', 'Td', 'TD', 'T*', 'Tm', 'Tc', 'Tw', 'BT', 'ET', 'TJ', 'Tj', "'", '"', 'q', 'Q', 'cm'],
    ...['Do', 'BMC', 'BDC', 'EMC', 'gs', 'g', 'rg', 'G', 'RG', 'k', 'K', 'sc', 'scn', 'SC', 'SCN', 'cs', 'CS'],
    ...['d0', 'd1', 'BI', 'ID', 'EI', 'm', 'l', 'c', 'v', 'y', 'h', 're', 'S', 's', 'f', 'F', 'f*', 'B', 'B*'],
    ...['b', 'b*', 'n', 'W', 'W*', 'w', 'J', 'j', 'M', 'd', 'ri', 'i', 'sh', 'MP', 'DP', 'BX', 'EX'],
].map((name) => [[...name].reduceRight((sum, c) => sum * 256 + c.charCodeAt(0), 0), new Operator(name)]));
/** An operator of one to three bytes not in SHORT_OPERATORS. */
function shortOperator(code, word) {
    if (SHORT_OPERATORS.size < 1024)
        SHORT_OPERATORS.set(code, new Operator(word));
    return SHORT_OPERATORS.get(code) ?? new Operator(word);
}
const operatorCache = new Map();
function operator(word) {
    let known = operatorCache.get(word);
    if (!known) {
        known = new Operator(word);
        if (operatorCache.size < 1024)
            operatorCache.set(word, known);
    }
    return known;
}
const content_text_LINE_BREAK = new Uint8Array([10]);
/** Style spans of an item from the looks of its glyphs, as text-style.ts builds them from pdf.js's operator list. */
function stylesOf(item, looks, withColour) {
    const str = item.str;
    const runs = looks.colours;
    if (runs.length === 1) {
        // One colour (nearly every item): one span from the first character that is not white space.
        for (let i = 0; i < str.length; i++)
            if (!WHITE.test(str[i]))
                return [{ at: i, style: withColour(looks.font, runs[0].colour) }];
        return undefined;
    }
    const spans = [];
    let position = 0;
    let run = 0;
    let matching = true;
    for (let i = 0; i < str.length; i++) {
        const ch = str[i];
        if (WHITE.test(ch))
            continue;
        let colour;
        if (matching) {
            const normalized = ch.normalize('NFKC');
            if (looks.text.startsWith(normalized, position)) {
                while (run + 1 < runs.length && runs[run + 1].at <= position)
                    run++;
                colour = runs[run]?.colour;
                position += normalized.length;
            }
            else
                matching = false;
        }
        const last = spans[spans.length - 1];
        if (!last || last.style.color !== colour)
            spans.push({ at: i, style: withColour(looks.font, colour) });
    }
    return spans.length ? spans : undefined;
}
/**
 * A document opened for the fast text path: its pages found in the page tree (which must be
 * exactly what its root's /Count says, as pdf.js would number them).
 */
class ContentText {
    file;
    pages;
    fonts;
    looks = new Map();
    constructor(file, pages) {
        this.file = file;
        this.pages = pages;
        this.fonts = new FontLoader(file);
    }
    /** The reader of `bytes`, or undefined when the document is not one read here (encrypted, unusual structure). */
    static open(bytes) {
        try {
            const file = new page_count/* PdfFile */.lL(bytes.subarray(0, (0,page_count/* pdfEnd */.U4)(bytes)), (raw) => (0,external_node_zlib_.inflateSync)(raw));
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
            const pages = content_text_pageLeaves(file, pagesRef);
            const root = file.object(pagesRef.num);
            const count = (0,page_count/* isDict */.Zm)(root) ? file.resolve(root.get('Count')) : undefined;
            if (!pages || pages.length !== count)
                return undefined;
            // pdf.js takes a linearized file's /N for the page count: read here only where the two agree.
            const linearized = (0,page_count/* linearizedPages */.wM)(file.bytes);
            return linearized === undefined || linearized === count ? new ContentText(file, pages) : undefined;
        }
        catch {
            return undefined;
        }
    }
    get pageCount() {
        return this.pages.length;
    }
    /** What the document says of itself (as metadata.ts reads it through pdf.js). */
    about() {
        const metadata = {};
        try {
            const info = this.file.resolve(this.file.trailer.get('Info'));
            if ((0,page_count/* isDict */.Zm)(info)) {
                const text = (key) => {
                    const value = this.file.resolve(info.get(key));
                    const decoded = typeof value === 'string' ? pdfString(value).trim() : '';
                    return decoded || undefined;
                };
                metadata.title = text('Title');
                metadata.author = text('Author');
                metadata.created = text('CreationDate');
                metadata.modified = text('ModDate');
            }
        }
        catch {
            // An unreadable Info dictionary tells nothing, as with pdf.js.
        }
        return { pageCount: this.pages.length, metadata, encrypted: false };
    }
    /** The look `font` in `colour`, one object per look. */
    withColour = (font, colour) => {
        if (colour === undefined)
            return font;
        let colours = this.looks.get(font);
        if (!colours)
            this.looks.set(font, (colours = new Map()));
        let look = colours.get(colour);
        if (!look)
            colours.set(colour, (look = { ...font, color: colour }));
        return look;
    };
    /** Page `number` (1-based) as pdf.js would give it; throws UnsupportedPdf for what is not read here. */
    page(number) {
        const page = this.pages[number - 1];
        const { file } = this;
        const inherited = (key) => {
            let node = page;
            for (let depth = 0; (0,page_count/* isDict */.Zm)(node) && depth < 64; depth++) {
                if (node.has(key))
                    return file.resolve(node.get(key));
                node = file.resolve(node.get('Parent'));
            }
            return undefined;
        };
        if (page.has('UserUnit'))
            unsupported('a page with a UserUnit');
        const rect = (value) => {
            if (!Array.isArray(value) || value.length !== 4)
                return undefined;
            const n = value.map((v) => file.resolve(v));
            if (!n.every((v) => typeof v === 'number'))
                return undefined;
            const [x1, y1, x2, y2] = n;
            return [Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2)];
        };
        const mediaBox = rect(inherited('MediaBox')) ?? unsupported('a page without a MediaBox');
        const cropBox = rect(inherited('CropBox'));
        let view = mediaBox;
        if (cropBox) {
            const intersection = [
                Math.max(mediaBox[0], cropBox[0]),
                Math.max(mediaBox[1], cropBox[1]),
                Math.min(mediaBox[2], cropBox[2]),
                Math.min(mediaBox[3], cropBox[3]),
            ];
            if (intersection[0] < intersection[2] && intersection[1] < intersection[3])
                view = intersection;
        }
        const rotateValue = inherited('Rotate');
        let rotate = typeof rotateValue === 'number' && rotateValue % 90 === 0 ? rotateValue % 360 : 0;
        if (rotate < 0)
            rotate += 360;
        const info = viewport(view, rotate);
        const resources = inherited('Resources');
        const contents = file.resolve(page.get('Contents'));
        const refs = Array.isArray(contents) ? contents : contents === undefined ? [] : [page.get('Contents')];
        const parts = [];
        for (const part of refs) {
            if (!(0,page_count/* isRef */.i9)(part))
                unsupported('page content that is not a stream');
            parts.push(file.stream(part.num), content_text_LINE_BREAK);
        }
        const items = [];
        const looks = new Map();
        if (parts.length) {
            const data = parts.length === 2 ? parts[0] : Buffer.concat(parts);
            new TextReader(this, (0,page_count/* isDict */.Zm)(resources) ? resources : undefined, new TextState(), view, items, looks, 0, {
                current: '000000',
                saved: [],
            }, { path: [], painted: 0 }).read(data);
        }
        for (const item of items) {
            const itemLooks = looks.get(item);
            if (!itemLooks)
                continue;
            const styles = stylesOf(item, itemLooks, this.withColour);
            if (styles)
                item.styles = styles;
        }
        return { number, info, top: view[3], bottom: view[1], items };
    }
}
/** pdf.js's PageViewport at scale 1: the displayed size and the transform to displayed space. */
function viewport(viewBox, rotation) {
    const centerX = (viewBox[2] + viewBox[0]) / 2;
    const centerY = (viewBox[3] + viewBox[1]) / 2;
    let rotateA, rotateB, rotateC, rotateD;
    switch (rotation) {
        case 180:
            [rotateA, rotateB, rotateC, rotateD] = [-1, 0, 0, 1];
            break;
        case 90:
            [rotateA, rotateB, rotateC, rotateD] = [0, 1, 1, 0];
            break;
        case 270:
            [rotateA, rotateB, rotateC, rotateD] = [0, -1, -1, 0];
            break;
        default:
            [rotateA, rotateB, rotateC, rotateD] = [1, 0, 0, -1];
    }
    let offsetX, offsetY, width, height;
    if (rotateA === 0) {
        offsetX = Math.abs(centerY - viewBox[1]);
        offsetY = Math.abs(centerX - viewBox[0]);
        width = viewBox[3] - viewBox[1];
        height = viewBox[2] - viewBox[0];
    }
    else {
        offsetX = Math.abs(centerX - viewBox[0]);
        offsetY = Math.abs(centerY - viewBox[1]);
        width = viewBox[2] - viewBox[0];
        height = viewBox[3] - viewBox[1];
    }
    return {
        width,
        height,
        transform: [
            rotateA,
            rotateB,
            rotateC,
            rotateD,
            offsetX - rotateA * centerX - rotateC * centerY,
            offsetY - rotateB * centerX - rotateD * centerY,
        ],
    };
}
/** A text string of the document (Info) decoded as pdf.js's stringToPDFString does. */
function pdfString(bytes) {
    if (bytes.startsWith('\xfe\xff'))
        return Buffer.from(bytes.slice(2), 'latin1').swap16().toString('utf16le');
    if (bytes.startsWith('\xff\xfe'))
        return Buffer.from(bytes.slice(2), 'latin1').toString('utf16le');
    if (bytes.startsWith('\xef\xbb\xbf'))
        return Buffer.from(bytes.slice(3), 'latin1').toString('utf8');
    let text = '';
    for (let i = 0; i < bytes.length; i++) {
        const code = bytes.charCodeAt(i);
        text += PDF_DOC[code] ?? bytes[i];
    }
    return text;
}
/** PDFDocEncoding where it is not Latin-1. */
const PDF_DOC = Object.fromEntries([
    [0x18, 0x2d8, 0x2c7, 0x2c6, 0x2d9, 0x2dd, 0x2db, 0x2da, 0x2dc],
    [
        0x80, 0x2022, 0x2020, 0x2021, 0x2026, 0x2014, 0x2013, 0x192, 0x2044, 0x2039, 0x203a, 0x2212, 0x2030, 0x201e,
        0x201c, 0x201d, 0x2018, 0x2019, 0x201a, 0x2122, 0xfb01, 0xfb02, 0x141, 0x152, 0x160, 0x178, 0x17d, 0x131, 0x142,
        0x153, 0x161, 0x17e,
    ],
    [0xa0, 0x20ac],
].flatMap(([first, ...codes]) => codes.map((code, i) => [first + i, String.fromCharCode(code)])));
/** Leaves of the page tree in page order, or undefined when it is not a plain tree. */
function content_text_pageLeaves(file, root) {
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

// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(7679);
;// CONCATENATED MODULE: ./src/engine/formats/pdf/page-text.ts





/**
 * The text of a run of pages, the same on this thread or in an extraction worker: each page's
 * words and lines are made from pdf.js's text items by the same code either way (a worker sends
 * them back packed, page-pack.ts).
 */
/** Pages whose text is read at once: each page's text travels through pdf.js's message port in steps. */
const PAGES_IN_FLIGHT = 4;
/**
 * Reads pages `first`..`last` (1-based, inclusive) in page order. `looks` is what this thread
 * knows of the document's looks. `keep` gets every page object while it is still open; `keep`
 * returning true keeps it open (else it is cleaned up).
 */
async function readRawPages(document, first, last, looks, keep, budget) {
    const read = [];
    const readPage = async (number) => {
        budget?.check();
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
async function extractPages(document, first, last, looks, keepEmpty, budget) {
    const extracted = [];
    await readRawPages(document, first, last, looks, (page, raw) => {
        const laidOut = extractedPage(raw);
        extracted[raw.number - first] = laidOut;
        if (!laidOut.empty || !keepEmpty)
            return false;
        keepEmpty(page, raw.number);
        return true;
    }, budget);
    return extracted;
}
/** readFastDocument, laid out (a worker's answer to a `fast` request, or the same read here). */
function readFastLaidOut(bytes, budget) {
    const read = readFastDocument(bytes, budget);
    return read && { laidOut: layOutPages(read.pages), about: read.about };
}
/**
 * Every page of the document through the fast text path, or undefined when any part of it is
 * not read there (or anything fails): the whole document is then read by pdf.js, so one
 * document's pages never come from both paths.
 */
function readFastDocument(bytes, budget) {
    const reader = ContentText.open(bytes);
    if (!reader)
        return undefined;
    try {
        const pages = [];
        for (let number = 1; number <= reader.pageCount; number++) {
            budget?.check();
            pages.push(extractedPage(reader.page(number)));
        }
        return { pages, about: reader.about() };
    }
    catch (error) {
        if (error instanceof errors/* ArchiveLimitError */.w)
            throw error;
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/engine/formats/shared/worker-starter.ts
var worker_starter = __webpack_require__(3131);
;// CONCATENATED MODULE: ./src/engine/formats/pdf/extract-pool.ts






/** Helping workers at most, whatever the core count: each holds pdf.js and a copy of the document. */
const MAX_HELPERS = 3;
/** A worker done with its own document helps with another only when at least this many runs are left of it. */
const RUNS_WORTH_OPENING = 3;
const settings = extraction_settings/* pdfExtraction */.YL;
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
/**
 * The whole document through the fast text path (content-text.ts), laid out, or undefined when
 * that path does not read it (the caller then reads it with pdf.js, extractShared). The two
 * documents of a comparison are read at once: the first that asks hands its document to an idle
 * worker and waits, the next finds none idle and reads its own here in the meantime. The worker
 * lays its document out too, so that this thread is left only the reading and layout of its own
 * and the diff; what comes back is the paragraphs' text and a few typed arrays, not the words.
 * Whether a document is long enough for a worker is told by its page tree's root alone (reading
 * the tree here too would cost this thread what the worker saves it).
 */
async function extractFast(bytes, budget) {
    if (!settings.fastText)
        return undefined;
    const pageCount = settings.threads > 1 ? (0,page_count/* declaredPageCount */.hf)(bytes) : undefined;
    const workers = pageCount !== undefined && pageCount >= settings.minFastPages && pageCount <= settings.maxFastPages ? pool() : null;
    const inWorker = workers?.readFast(bytes);
    if (!inWorker)
        return readFastLaidOut(bytes, budget);
    const answer = await inWorker;
    // A worker that failed (not one that said no): read here.
    return answer === 'failed' ? readFastLaidOut(bytes, budget) : answer;
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
        this.idleLater();
    }
    /** With nothing left to do, the workers end after a while. */
    idleLater() {
        if (this.jobs.length === 0 && this.workers.every((w) => !w.busy)) {
            clearTimeout(this.idleTimer);
            this.idleTimer = setTimeout(() => this.close(), IDLE_MILLISECONDS);
            this.idleTimer.unref();
        }
    }
    /**
     * A whole document through the fast path in an idle worker (starting one if there is room),
     * or undefined when none is free. Resolves 'failed' when the worker failed.
     */
    readFast(bytes) {
        clearTimeout(this.idleTimer);
        if (!this.broken &&
            this.workers.length < Math.min(settings.threads - 1, MAX_HELPERS) &&
            this.workers.every((w) => w.busy))
            this.spawn();
        const pooled = this.workers.find((w) => !w.busy);
        if (!pooled)
            return undefined;
        const id = ++this.nextId;
        pooled.busy = true;
        pooled.worker.ref();
        const { worker } = pooled;
        return new Promise((resolve) => {
            // A worker stuck on a document is ended and the calling thread reads it, as with a run.
            const timer = setTimeout(() => void worker.terminate(), settings.runTimeoutMs);
            const done = (answer) => {
                clearTimeout(timer);
                if (typeof answer === 'object')
                    settings.onWorkerPages?.(answer.laidOut.pages.length);
                worker.off('message', onMessage);
                worker.off('error', onFailure);
                worker.off('exit', onFailure);
                pooled.busy = false;
                worker.unref();
                if (answer === 'failed')
                    this.discard(pooled);
                else
                    this.feed(pooled);
                this.idleLater();
                resolve(answer);
            };
            const onMessage = (response) => {
                if (response.id !== id)
                    return;
                if (response.read)
                    done(response.read);
                else
                    done(response.unsupported ? undefined : 'failed');
            };
            const onFailure = () => done('failed');
            worker.on('message', onMessage);
            worker.on('error', onFailure);
            worker.on('exit', onFailure);
            worker.postMessage({ id, fast: bytes });
        });
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
        const start = settings.starter ??
            (0,worker_starter/* workerStarter */.m)(import.meta.url, { bundle: 'pdf-extract-worker', source: 'extract-worker.ts' }, WORKER_LIMITS);
        shared = start ? new ExtractPool(start) : null;
    }
    return shared;
}

;// CONCATENATED MODULE: ./src/engine/formats/pdf/form-fields.ts



/**
 * Whether the document's catalog plainly has no form fields (so pdf.js need not be opened for
 * them): false only when the file reads plainly and its AcroForm is absent or has no Fields.
 */
function mayHaveFormFields(bytes) {
    try {
        const file = new page_count/* PdfFile */.lL(bytes.subarray(0, (0,page_count/* pdfEnd */.U4)(bytes)), (raw) => (0,external_node_zlib_.inflateSync)(raw));
        file.readXref();
        // Encrypted strings are not decrypted by this reader: pdf.js is asked.
        if (file.trailer.get('Encrypt') !== undefined)
            return true;
        const root = file.trailer.get('Root');
        if (!(0,page_count/* isRef */.i9)(root))
            return true;
        const catalog = file.object(root.num);
        if (!(0,page_count/* isDict */.Zm)(catalog))
            return true;
        const form = file.resolve(catalog.get('AcroForm'));
        if (form === undefined || form === null)
            return false;
        if (!(0,page_count/* isDict */.Zm)(form))
            return true;
        const fields = file.resolve(form.get('Fields'));
        return !Array.isArray(fields) || fields.length > 0;
    }
    catch {
        return true;
    }
}
/** The document's terminal fields, in the order pdf.js lists them (the form's field tree order). */
async function readFormFields(document) {
    let objects;
    try {
        objects = (await document.getFieldObjects());
    }
    catch {
        return [];
    }
    if (!objects)
        return [];
    const fields = [];
    for (const [name, widgets] of Object.entries(objects)) {
        // Non-terminal fields (only kids) have no type; push buttons hold no value a reviewer reads.
        const terminal = widgets.filter((w) => w.type && w.type !== 'button');
        if (!terminal.length)
            continue;
        const placed = terminal.find((w) => typeof w.page === 'number' && w.page >= 0) ?? terminal[0];
        // A radio group's widgets each carry the group's value; a check box's is its state.
        const value = terminal.map((w) => w.value).find((v) => v !== undefined && v !== null && v !== '');
        const rect = placed.rect;
        fields.push({
            name,
            value: valueText(value),
            page: typeof placed.page === 'number' && placed.page >= 0 ? placed.page + 1 : 0,
            rect: rect?.length === 4 ? [rect[0], rect[1], rect[2], rect[3]] : undefined,
            others: terminal
                .filter((w) => w !== placed && typeof w.page === 'number' && w.page >= 0 && w.rect?.length === 4)
                .map((w) => ({ page: w.page + 1, rect: [w.rect[0], w.rect[1], w.rect[2], w.rect[3]] })),
        });
    }
    return fields;
}
function valueText(value) {
    if (value === undefined || value === null)
        return '';
    if (Array.isArray(value))
        return value.map(valueText).join(', ');
    if (typeof value === 'boolean')
        return value ? 'On' : 'Off';
    return String(value);
}
/**
 * Widgets whose field pdf.js does not list (the caller keeps those whose name it lacks): widgets
 * that lost their field, or fields the AcroForm no longer lists. What they show is read from their appearance (the text their
 * normal appearance stream draws, or a check box's appearance state), so that a re-save which
 * dropped the field tree but kept every widget's look is no change. Empty when the file does not
 * read plainly (then pdf.js's fields are all there is).
 */
function orphanWidgets(bytes) {
    try {
        const file = new page_count/* PdfFile */.lL(bytes.subarray(0, (0,page_count/* pdfEnd */.U4)(bytes)), (raw) => (0,external_node_zlib_.inflateSync)(raw));
        file.readXref();
        if (file.trailer.get('Encrypt') !== undefined)
            return [];
        const root = file.trailer.get('Root');
        const catalog = (0,page_count/* isRef */.i9)(root) ? file.object(root.num) : undefined;
        const pagesRef = (0,page_count/* isDict */.Zm)(catalog) ? catalog.get('Pages') : undefined;
        if (!(0,page_count/* isRef */.i9)(pagesRef))
            return [];
        const pages = pageLeaves(file, pagesRef) ?? [];
        const found = [];
        for (const [index, page] of pages.entries()) {
            const annots = file.resolve(page.get('Annots'));
            if (!Array.isArray(annots))
                continue;
            for (const item of annots) {
                const widget = file.resolve(item);
                if (!(0,page_count/* isDict */.Zm)(widget) || !(0,page_count/* isName */.Eo)(widget.get('Subtype'), 'Widget'))
                    continue;
                const rect = file.resolve(widget.get('Rect'));
                if (!Array.isArray(rect) || rect.length !== 4 || !rect.every((n) => typeof n === 'number'))
                    continue;
                const { name, value } = fieldOf(file, widget);
                found.push({
                    name,
                    value: value ?? appearanceText(file, widget),
                    page: index + 1,
                    rect: rect,
                });
            }
        }
        return found;
    }
    catch {
        return [];
    }
}
/**
 * The name and value the widget's own field chain tells (its /T and /V and its parents'), as far
 * as the chain is there: a parent missing from the file ends it.
 */
function fieldOf(file, widget) {
    const names = [];
    let value;
    let node = widget;
    for (let depth = 0; (0,page_count/* isDict */.Zm)(node) && depth < 32; depth++) {
        const title = node.get('T');
        if (typeof title === 'string')
            names.unshift(textOf(title));
        const v = file.resolve(node.get('V'));
        if (value === undefined && v !== undefined && v !== null)
            value = form_fields_valueOf(v);
        try {
            node = file.resolve(node.get('Parent'));
        }
        catch {
            break;
        }
    }
    return { name: names.join('.'), value };
}
function form_fields_valueOf(value) {
    if (typeof value === 'string')
        return textOf(value);
    if ((0,page_count/* isName */.Eo)(value))
        return value.name;
    if (Array.isArray(value))
        return value.map(form_fields_valueOf).join(', ');
    return String(value);
}
/** A PDF text string (Latin-1 characters of its bytes): UTF-16BE when it starts with its BOM. */
function textOf(bytes) {
    if (!bytes.startsWith('\xfe\xff'))
        return bytes;
    return Buffer.from(bytes.slice(2), 'latin1').swap16().toString('utf16le');
}
function appearanceText(file, widget) {
    const state = widget.get('AS');
    if ((0,page_count/* isName */.Eo)(state))
        return state.name;
    const appearance = file.resolve(widget.get('AP'));
    const normal = (0,page_count/* isDict */.Zm)(appearance) ? appearance.get('N') : undefined;
    if (!(0,page_count/* isRef */.i9)(normal))
        return '';
    const content = Buffer.from(file.stream(normal.num)).toString('latin1');
    const lines = [];
    // The strings shown by Tj, ' and " and inside TJ arrays, one line per showing operator.
    for (const match of content.matchAll(/(\[(?:[^\]\\]|\\.|\((?:\\.|[^\\)])*\))*\]|\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f\s]*>)\s*(Tj|TJ|'|")/gs)) {
        const strings = match[2] === 'TJ'
            ? [...match[1].matchAll(/\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f\s]*>/gs)].map((m) => m[0])
            : [match[1]];
        lines.push(strings.map(stringText).join(''));
    }
    return lines.join(' ').trim();
}
function stringText(token) {
    if (token.startsWith('<'))
        return Buffer.from(token.slice(1, -1).replace(/\s/g, ''), 'hex').toString('latin1');
    return token
        .slice(1, -1)
        .replace(/\\([0-7]{1,3}|.)/gs, (_, c) => /^[0-7]/.test(c)
        ? String.fromCharCode(parseInt(c, 8) & 0xff)
        : ({ n: '\n', r: '\r', t: '\t' }[c] ?? c));
}

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

// EXTERNAL MODULE: ./src/engine/formats/shared/raster-regions.ts + 1 modules
var raster_regions = __webpack_require__(7328);
// EXTERNAL MODULE: ./src/engine/native.ts
var engine_native = __webpack_require__(8067);
;// CONCATENATED MODULE: ./src/engine/formats/pdf/scanned.ts



/** Longest side of a rendered scanned page: enough to see a changed word, small enough to keep. */
const RENDER_SIDE = 800;
/** Renders a page with pdf.js onto @napi-rs/canvas; undefined (with a warning) when it cannot. */
async function renderScannedPage(page, number, warnings, withoutWidgets = false) {
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
        // ENABLE_FORMS leaves form widgets to an HTML layer: none is drawn on the canvas.
        const annotationMode = withoutWidgets ? (await (0,pdf_pdfjs.loadPdfJs)()).AnnotationMode.ENABLE_FORMS : undefined;
        await page.render({ canvas, canvasContext: context, viewport, annotationMode })
            .promise;
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
        const budget = new extraction_settings/* ReadBudget */.QT();
        try {
            return await budget.race(readDocument(document, format, bytes, options.password, budget));
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
/** `counted`: the page count to read (pdf.js's, when read again), else the page tree's, else pdf.js's. */
async function readDocument(document, format, bytes, password, budget, counted) {
    const warnings = [];
    const junk = (0,pdf_pdfjs.junkTailWarning)(bytes);
    if (junk)
        warnings.push({ code: 'pdf-junk-tail', message: junk });
    // pdf.js's count is the rule: the page tree's is taken only where it is plainly the same (page-count.ts).
    // The fast text path reads the whole document or none of it, and counts the pages of its page tree itself.
    const fast = counted === undefined ? await extractFast(bytes, budget) : undefined;
    const pageCount = fast?.about.pageCount ?? counted ?? (0,page_count/* countPdfPages */.Op)(bytes) ?? (await document.open()).numPages;
    const emptyPageObjects = new Map();
    const keepEmpty = (page, number) => emptyPageObjects.set(number, page);
    const looks = new DocumentLooks(bytes);
    const { laidOut, about: told } = fast ??
        (await (async () => {
            const shared = await extractShared(pageCount, { bytes, password, standardFonts: (0,pdf_pdfjs.standardFontDirectory)() }, async (first, last) => extractPages(await document.open(), first, last, looks, keepEmpty, budget));
            return { laidOut: layOutPages(shared.pages), about: shared.about };
        })());
    const about = told && !document.opened ? told : await documentAbout(await document.open());
    // Never seen, but pdf.js's count is the rule: read again by it.
    if (about.pageCount !== pageCount)
        return readDocument(document, format, bytes, password, budget, about.pageCount);
    const { pages, emptyPages } = laidOut;
    warnings.push(...laidOut.warnings);
    const pageObjects = [];
    // Pages read in a worker come back as data: their page objects, for rendering, are got here.
    for (const number of emptyPages)
        pageObjects.push(emptyPageObjects.get(number) ?? (await (await document.open()).getPage(number)));
    const { blocks: body, paragraphs, styles, repeated } = laidOut.body;
    const stories = [{ kind: 'body', key: 'body', label: 'body', blocks: body }];
    if (repeated.headers.length)
        stories.push(repeatedStory('header', 'header (every page)', repeated.headers));
    if (repeated.footers.length)
        stories.push(repeatedStory('footer', 'footer (every page)', repeated.footers));
    const fields = mayHaveFormFields(bytes) ? await formFields(bytes, await document.open()) : [];
    const fieldPages = new Set(fields.map((f) => f.page));
    const scanned = [];
    for (const [index, number] of emptyPages.entries()) {
        const page = pageObjects[index];
        // Fields are compared as fields: their widgets left out of the picture, so a page drawn only
        // by widgets is blank (not "scanned") and a changed value is not also a changed region.
        budget.check();
        const rendered = await renderScannedPage(page, number, warnings, fieldPages.has(number));
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
        styles,
        scanned,
        fields,
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
/** pdf.js's fields, and the widgets of fields it does not list (a re-save that broke the field tree). */
async function formFields(bytes, document) {
    const listed = await readFormFields(document);
    const names = new Set(listed.map((f) => f.name));
    // A field's several widgets (a radio group's buttons) on the side that lost its tree are each
    // a field here: the differ gives them back to the field whose widgets sit at their places.
    const unlisted = orphanWidgets(bytes).filter((w) => !w.name || !names.has(w.name));
    return [...listed, ...unlisted];
}
function repeatedStory(kind, label, lines) {
    return {
        kind,
        key: kind,
        label,
        blocks: lines.map((text) => ({ type: 'paragraph', runs: [{ text, style: {} }] })),
    };
}


/***/ })

};
