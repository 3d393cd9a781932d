export const id = 4810;
export const ids = [4810];
export const modules = {

/***/ 98387:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eo: () => (/* binding */ isName),
/* harmony export */   Op: () => (/* binding */ countPdfPages),
/* harmony export */   U4: () => (/* binding */ pdfEnd),
/* harmony export */   Zm: () => (/* binding */ isDict),
/* harmony export */   hf: () => (/* binding */ declaredPageCount),
/* harmony export */   i9: () => (/* binding */ isRef),
/* harmony export */   lL: () => (/* binding */ PdfFile),
/* harmony export */   tp: () => (/* binding */ CLASS),
/* harmony export */   wM: () => (/* binding */ linearizedPages)
/* harmony export */ });
/* harmony import */ var fflate__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51306);

/**
 * A PDF's page count read from its cross-reference table and page tree alone, for `info`:
 * pdf.js takes a second or more to load and open a long document, pdfinfo answers in
 * milliseconds. Written by hand because no library does only this: pdf-lib parses every object
 * of the file (time and memory grow with the whole document) and pdf.js is what we avoid.
 *
 * It answers only when everything it reads is plainly well-formed: the newest cross-reference
 * section (table or stream, following /Prev), the catalog, and a page tree whose leaves number
 * exactly its root's /Count (and the linearization's /N, which pdf.js prefers when present).
 * Anything else (a broken or scrambled xref, an encrypted document, a filter other than
 * FlateDecode, a cycle) gives undefined, and the caller asks pdf.js, whose answer is the rule.
 */
/** Bytes after the last %%EOF beyond this are junk worth naming in a warning (an EOL or two is usual). */
const TAIL_SLACK = 16;
/**
 * Where the PDF ends: just after its last `%%EOF` (every update of a PDF ends with one). Bytes
 * after it belong to no revision and viewers ignore them, but pdf.js looks for `startxref` only
 * in the last kilobyte: behind a long junk tail it finds none and rebuilds the cross-reference
 * by tokenising the whole file, junk included (a 16 MB tail cost ~20 s of garbage collection
 * and 700 MB). Without any %%EOF (a truncated file) the whole is kept for pdf.js to repair.
 */
function pdfEnd(bytes) {
    const at = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).lastIndexOf('%%EOF', undefined, 'latin1');
    return at < 0 ? bytes.length : Math.min(bytes.length, at + 5 + TAIL_SLACK);
}
/** Page tree nodes visited at most: a larger tree is left to pdf.js. */
const MAX_NODES = 1_000_000;
/** Sections followed through /Prev at most. */
const MAX_SECTIONS = 1_000;
function fail() {
    throw new Error('not plainly readable');
}
const isDict = (value) => value instanceof Map;
const isRef = (value) => typeof value === 'object' && value !== null && 'num' in value && 'gen' in value;
const isName = (value, name) => typeof value === 'object' && value !== null && 'name' in value && (name === undefined || value.name === name);
/** Byte classes: 1 white space, 2 delimiter, 0 regular. */
const CLASS = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32])
    CLASS[c] = 1;
for (const c of '()<>[]{}/%')
    CLASS[c.charCodeAt(0)] = 2;
/** Digits only (most words of a page tree are object numbers): a loop, not a regular expression. */
function isInteger(word) {
    if (!word)
        return false;
    for (let i = 0; i < word.length; i++) {
        const c = word.charCodeAt(i);
        if (c < 0x30 || c > 0x39)
            return false;
    }
    return true;
}
/** A cursor over PDF bytes reading the object syntax (ISO 32000-1, 7.2–7.3). */
class Lexer {
    bytes;
    at;
    constructor(bytes, at) {
        this.bytes = bytes;
        this.at = at;
    }
    skipSpace() {
        const { bytes } = this;
        while (this.at < bytes.length) {
            const c = bytes[this.at];
            if (CLASS[c] === 1)
                this.at++;
            else if (c === 0x25)
                while (this.at < bytes.length && bytes[this.at] !== 10 && bytes[this.at] !== 13)
                    this.at++;
            else
                break;
        }
    }
    /** The next regular token (a number or keyword), without moving past it. */
    peekWord() {
        const saved = this.at;
        const word = this.word();
        this.at = saved;
        return word;
    }
    word() {
        this.skipSpace();
        const { bytes } = this;
        // Character by character: tokens are short, and spreading a subarray into fromCharCode cost
        // most of the page count's time (~30 ms of the 340-page bench PDF's ~40).
        const start = this.at;
        while (this.at < bytes.length && CLASS[bytes[this.at]] === 0)
            this.at++;
        if (this.at - start > 12)
            // Long names (pdf-lib writes a font key like `/Times-Roman-1186010726` per line drawn) at once.
            return String.fromCharCode.apply(null, bytes.subarray(start, this.at));
        let word = '';
        for (let i = start; i < this.at; i++)
            word += String.fromCharCode(bytes[i]);
        return word;
    }
    /** A token of digits only, read from the bytes (a cross-reference table is thousands of them). */
    integer() {
        this.skipSpace();
        const { bytes } = this;
        const start = this.at;
        let value = 0;
        for (let c = bytes[this.at]; c >= 0x30 && c <= 0x39; c = bytes[++this.at])
            value = value * 10 + c - 0x30;
        // Digits followed by another regular character are some other token.
        if (this.at === start || (this.at < bytes.length && CLASS[bytes[this.at]] === 0))
            fail();
        // Past 15 digits the sum above may round where Number's parse of the text does not.
        return this.at - start > 15 ? Number(Buffer.from(bytes.subarray(start, this.at)).toString('latin1')) : value;
    }
    value(depth = 0) {
        if (depth > 100)
            fail();
        this.skipSpace();
        const { bytes } = this;
        const c = bytes[this.at];
        if (c === undefined)
            fail();
        if (c === 0x3c && bytes[this.at + 1] === 0x3c) {
            this.at += 2;
            const dict = new Map();
            for (;;) {
                this.skipSpace();
                if (bytes[this.at] === 0x3e && bytes[this.at + 1] === 0x3e) {
                    this.at += 2;
                    return dict;
                }
                const key = this.value(depth + 1);
                if (!isName(key))
                    fail();
                dict.set(key.name, this.value(depth + 1));
            }
        }
        if (c === 0x5b) {
            this.at++;
            const array = [];
            for (;;) {
                this.skipSpace();
                if (bytes[this.at] === 0x5d) {
                    this.at++;
                    return array;
                }
                array.push(this.value(depth + 1));
            }
        }
        if (c === 0x2f) {
            this.at++;
            const name = this.word();
            // `#20` and the like: a byte written in hex (ISO 32000-1, 7.3.5).
            return {
                name: name.includes('#')
                    ? name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
                    : name,
            };
        }
        if (c === 0x28)
            return this.literalString();
        if (c === 0x3c) {
            const end = bytes.indexOf(0x3e, this.at);
            if (end < 0)
                fail();
            const digits = Buffer.from(bytes.subarray(this.at + 1, end))
                .toString('latin1')
                .replace(/[^0-9A-Fa-f]/g, '');
            this.at = end + 1;
            return Buffer.from(digits.length % 2 ? digits + '0' : digits, 'hex').toString('latin1');
        }
        const word = this.word();
        if (!word)
            fail();
        if (word === 'true' || word === 'false')
            return word === 'true';
        if (word === 'null')
            return null;
        const integer = isInteger(word);
        if (!integer && !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word))
            fail();
        // `num gen R` is a reference; anything else after a number is read as its own value.
        if (integer) {
            const saved = this.at;
            const gen = this.word();
            if (isInteger(gen) && this.word() === 'R')
                return { num: Number(word), gen: Number(gen) };
            this.at = saved;
        }
        return Number(word);
    }
    /** A literal string's bytes as Latin-1 characters (escapes undone), balancing parentheses. */
    literalString() {
        let depth = 0;
        const { bytes } = this;
        const start = this.at + 1;
        let escaped = false;
        for (; this.at < bytes.length; this.at++) {
            const c = bytes[this.at];
            if (c === 0x5c) {
                this.at++;
                escaped = true;
            }
            else if (c === 0x28)
                depth++;
            else if (c === 0x29 && --depth === 0) {
                const raw = Buffer.from(bytes.subarray(start, this.at)).toString('latin1');
                this.at++;
                return escaped ? unescapeLiteral(raw) : raw;
            }
        }
        return fail();
    }
}
const ESCAPES = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
/** A literal string's escapes undone (ISO 32000-1, 7.3.4.2). */
function unescapeLiteral(raw) {
    return raw.replace(/\\(?:([0-7]{1,3})|(\r\n|\r|\n)|(.))/gs, (_, octal, eol, other) => octal ? String.fromCharCode(parseInt(octal, 8) & 0xff) : eol ? '' : (ESCAPES[other] ?? other));
}
class PdfFile {
    bytes;
    inflate;
    entries = new Map();
    trailer = new Map();
    objectStreams = new Map();
    objects = new Map();
    /** `inflate` is FlateDecode's decoder (fflate's by default: `info` then loads no zlib binding). */
    constructor(bytes, inflate = fflate__WEBPACK_IMPORTED_MODULE_0__/* .unzlibSync */ .a8) {
        this.bytes = bytes;
        this.inflate = inflate;
    }
    readXref() {
        const tail = Buffer.from(this.bytes.subarray(Math.max(0, this.bytes.length - 1024))).toString('latin1');
        // The last one: pdfEnd leaves a few bytes of whatever followed the last %%EOF.
        const match = [...tail.matchAll(/startxref\s+(\d+)\s+%%EOF/g)].pop();
        if (!match)
            fail();
        const seen = new Set();
        let offset = Number(match[1]);
        let newest = true;
        while (offset !== undefined) {
            if (seen.has(offset) || seen.size >= MAX_SECTIONS || offset >= this.bytes.length)
                fail();
            seen.add(offset);
            const trailer = this.readSection(offset);
            if (newest)
                this.trailer = trailer;
            newest = false;
            const hybrid = trailer.get('XRefStm');
            if (typeof hybrid === 'number')
                this.readSection(hybrid);
            const previous = trailer.get('Prev');
            if (previous !== undefined && typeof previous !== 'number')
                fail();
            offset = previous;
        }
    }
    /** One cross-reference section (table or stream) at `offset`; entries already known stay. */
    readSection(offset) {
        const lexer = new Lexer(this.bytes, offset);
        if (lexer.peekWord() === 'xref') {
            lexer.word();
            for (;;) {
                const word = lexer.peekWord();
                if (word === 'trailer') {
                    lexer.word();
                    const trailer = lexer.value();
                    if (!isDict(trailer))
                        fail();
                    return trailer;
                }
                const first = lexer.integer();
                const count = lexer.integer();
                for (let i = 0; i < count; i++) {
                    const position = lexer.integer();
                    lexer.integer();
                    const kind = lexer.word();
                    if (kind !== 'n' && kind !== 'f')
                        fail();
                    if (kind === 'n' && !this.entries.has(first + i))
                        this.entries.set(first + i, { offset: position });
                }
            }
        }
        const { dict, data } = this.streamAt(offset);
        if (!isName(dict.get('Type'), 'XRef'))
            fail();
        const widths = dict.get('W');
        const size = dict.get('Size');
        const index = dict.get('Index') ?? [0, size ?? 0];
        if (!Array.isArray(widths) ||
            widths.length !== 3 ||
            !widths.every((w) => typeof w === 'number' && w >= 0 && w <= 8))
            fail();
        if (!Array.isArray(index) || index.length % 2 || !index.every((n) => typeof n === 'number'))
            fail();
        const [w0, w1, w2] = widths;
        const rowLength = w0 + w1 + w2;
        let row = 0;
        const field = (at, width) => {
            let value = 0;
            for (let i = 0; i < width; i++)
                value = value * 256 + data[at + i];
            return value;
        };
        for (let i = 0; i < index.length; i += 2) {
            const first = index[i];
            const count = index[i + 1];
            for (let j = 0; j < count; j++, row++) {
                const at = row * rowLength;
                if (at + rowLength > data.length)
                    fail();
                const type = w0 ? field(at, w0) : 1;
                const second = field(at + w0, w1);
                const third = field(at + w0 + w1, w2);
                if (this.entries.has(first + j))
                    continue;
                if (type === 1)
                    this.entries.set(first + j, { offset: second });
                else if (type === 2)
                    this.entries.set(first + j, { stream: second, index: third });
            }
        }
        return dict;
    }
    /** The indirect object `num` (its generation is not checked: pdf.js does not either for this). */
    object(num) {
        // Parsed once: page trees, resources and fonts are looked up again and again.
        let known = this.objects.get(num);
        if (known === undefined)
            this.objects.set(num, (known = this.parseObject(num)));
        return known;
    }
    parseObject(num) {
        const entry = this.entries.get(num);
        if (!entry)
            fail();
        if ('offset' in entry) {
            const lexer = new Lexer(this.bytes, entry.offset);
            this.objectHeader(lexer, num);
            return lexer.value();
        }
        const stream = this.objectStream(entry.stream);
        const at = stream.offsets.get(num);
        if (at === undefined)
            fail();
        return new Lexer(stream.data, at).value();
    }
    resolve(value) {
        return isRef(value) ? this.object(value.num) : value;
    }
    objectHeader(lexer, num) {
        const found = lexer.integer();
        lexer.integer();
        if (lexer.word() !== 'obj' || (num !== undefined && found !== num))
            fail();
    }
    objectStream(num) {
        const known = this.objectStreams.get(num);
        if (known)
            return known;
        const entry = this.entries.get(num);
        if (!entry || !('offset' in entry))
            fail();
        const { dict, data } = this.streamAt(entry.offset, num);
        const count = dict.get('N');
        const first = dict.get('First');
        if (typeof count !== 'number' || typeof first !== 'number')
            fail();
        const header = new Lexer(data, 0);
        const offsets = new Map();
        for (let i = 0; i < count; i++) {
            const object = header.integer();
            offsets.set(object, first + header.integer());
        }
        const stream = { data, offsets };
        this.objectStreams.set(num, stream);
        return stream;
    }
    /** The decoded data of the stream object `num` (FlateDecode or none; anything else fails). */
    stream(num) {
        return this.streamAt(this.offsetOf(num), num).data;
    }
    /** The dictionary of the stream object `num`, its data left unread. */
    streamDictionary(num) {
        const lexer = new Lexer(this.bytes, this.offsetOf(num));
        this.objectHeader(lexer, num);
        const dict = lexer.value();
        return isDict(dict) ? dict : fail();
    }
    offsetOf(num) {
        const entry = this.entries.get(num);
        return entry && 'offset' in entry ? entry.offset : fail();
    }
    /** The stream object at `offset`: its dictionary and decoded data (FlateDecode only). */
    streamAt(offset, num) {
        const lexer = new Lexer(this.bytes, offset);
        this.objectHeader(lexer, num);
        const dict = lexer.value();
        if (!isDict(dict) || lexer.word() !== 'stream')
            fail();
        if (this.bytes[lexer.at] === 13)
            lexer.at++;
        if (this.bytes[lexer.at] === 10)
            lexer.at++;
        const length = this.resolve(dict.get('Length'));
        if (typeof length !== 'number' || lexer.at + length > this.bytes.length)
            fail();
        const raw = this.bytes.subarray(lexer.at, lexer.at + length);
        let filter = dict.get('Filter');
        let parameters = dict.get('DecodeParms');
        if (Array.isArray(filter)) {
            if (filter.length > 1)
                fail();
            filter = filter[0];
            parameters = Array.isArray(parameters) ? parameters[0] : parameters;
        }
        if (filter === undefined)
            return { dict, data: raw };
        if (!isName(filter, 'FlateDecode'))
            fail();
        const inflated = this.inflate(raw);
        return { dict, data: isDict(parameters) ? unpredict(inflated, parameters) : inflated };
    }
}
/** Undoes a PNG predictor (the one xref and object streams use); TIFF or others are not read here. */
function unpredict(data, parameters) {
    const predictor = parameters.get('Predictor') ?? 1;
    if (predictor === 1)
        return data;
    const columns = parameters.get('Columns') ?? 1;
    const colors = parameters.get('Colors') ?? 1;
    const bits = parameters.get('BitsPerComponent') ?? 8;
    if (typeof predictor !== 'number' || predictor < 10 || columns !== Math.floor(Number(columns)))
        fail();
    if (colors !== 1 || bits !== 8 || typeof columns !== 'number' || columns < 1)
        fail();
    const rows = Math.floor(data.length / (columns + 1));
    const out = new Uint8Array(rows * columns);
    for (let r = 0; r < rows; r++) {
        const type = data[r * (columns + 1)];
        const source = r * (columns + 1) + 1;
        const at = r * columns;
        for (let i = 0; i < columns; i++) {
            const left = i > 0 ? out[at + i - 1] : 0;
            const up = r > 0 ? out[at + i - columns] : 0;
            const upLeft = r > 0 && i > 0 ? out[at + i - columns - 1] : 0;
            const x = data[source + i];
            let value;
            if (type === 0)
                value = x;
            else if (type === 1)
                value = x + left;
            else if (type === 2)
                value = x + up;
            else if (type === 3)
                value = x + ((left + up) >> 1);
            else if (type === 4) {
                const p = left + up - upLeft;
                const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
                value = x + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
            }
            else
                return fail();
            out[at + i] = value & 0xff;
        }
    }
    return out;
}
/** Leaves of the page tree under `root` (a node with /Kids is a node, anything else a page). */
function countLeaves(file, root) {
    const visited = new Set();
    const pending = [root];
    let leaves = 0;
    while (pending.length) {
        const ref = pending.pop();
        if (visited.has(ref.num) || visited.size >= MAX_NODES)
            fail();
        visited.add(ref.num);
        const node = file.object(ref.num);
        if (!isDict(node))
            fail();
        const kids = file.resolve(node.get('Kids'));
        if (kids === undefined) {
            leaves++;
            continue;
        }
        if (!Array.isArray(kids))
            fail();
        for (let i = kids.length - 1; i >= 0; i--) {
            const kid = kids[i];
            if (!isRef(kid))
                fail();
            pending.push(kid);
        }
    }
    return leaves;
}
/** The linearization dictionary's /N when the file is linearized as pdf.js checks it (first object, /L = length). */
function linearizedPages(bytes) {
    const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
    const match = /\d+\s+\d+\s+obj/.exec(head);
    if (!match)
        return undefined;
    try {
        const lexer = new Lexer(bytes, match.index);
        lexer.integer();
        lexer.integer();
        lexer.word();
        const dict = lexer.value();
        if (!isDict(dict) || dict.get('Linearized') === undefined || dict.get('L') !== bytes.length)
            return undefined;
        const pages = dict.get('N');
        return typeof pages === 'number' ? pages : fail();
    }
    catch {
        return undefined;
    }
}
/**
 * The page count the page tree's root declares (its /Count), without walking the tree: a cheap
 * estimate of a document's length (for sharing work), not an answer for `info`. Undefined when
 * not plainly readable.
 */
function declaredPageCount(bytes) {
    try {
        const file = new PdfFile(bytes.subarray(0, pdfEnd(bytes)));
        file.readXref();
        const rootRef = file.trailer.get('Root');
        const catalog = isRef(rootRef) ? file.object(rootRef.num) : undefined;
        const pagesRef = isDict(catalog) ? catalog.get('Pages') : undefined;
        const pages = isRef(pagesRef) ? file.object(pagesRef.num) : undefined;
        const count = isDict(pages) ? file.resolve(pages.get('Count')) : undefined;
        return typeof count === 'number' ? count : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * The page count from the cross-reference and page tree, or undefined when the file is
 * encrypted or anything on the way is not plainly readable (pdf.js then answers).
 */
function countPdfPages(bytes) {
    try {
        const file = new PdfFile(bytes.subarray(0, pdfEnd(bytes)));
        file.readXref();
        if (file.trailer.get('Encrypt') !== undefined)
            return undefined;
        const rootRef = file.trailer.get('Root');
        if (!isRef(rootRef))
            return undefined;
        const catalog = file.object(rootRef.num);
        if (!isDict(catalog))
            return undefined;
        const pagesRef = catalog.get('Pages');
        if (!isRef(pagesRef))
            return undefined;
        const pages = file.object(pagesRef.num);
        if (!isDict(pages))
            return undefined;
        const count = file.resolve(pages.get('Count'));
        if (typeof count !== 'number' || !Number.isInteger(count) || count < 0)
            return undefined;
        if (countLeaves(file, pagesRef) !== count)
            return undefined;
        const linearized = linearizedPages(file.bytes);
        if (linearized !== undefined && linearized !== count)
            return undefined;
        return count;
    }
    catch {
        // Unreadable, or fflate's error for a corrupt deflate stream: pdf.js decides.
        return undefined;
    }
}


/***/ }),

/***/ 62429:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   junkTailWarning: () => (/* binding */ junkTailWarning),
/* harmony export */   loadPdfJs: () => (/* binding */ loadPdfJs),
/* harmony export */   openPdf: () => (/* binding */ openPdf),
/* harmony export */   pdfPageCount: () => (/* binding */ pdfPageCount),
/* harmony export */   standardFontDirectory: () => (/* binding */ standardFontDirectory)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _page_count__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(98387);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(17679);
/* harmony import */ var _native__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(98067);







let loading;
/** The canvas module pdf.js draws scanned pages with, when one loaded. */
let canvas;
function loadPdfJs() {
    loading ??= (async () => {
        // Shared with the previews: pdf.js must find the canvas module's classes as it loads, and
        // the shared loader puts back the built-ins pdf.js's polyfills replace.
        canvas = await (0,_native__WEBPACK_IMPORTED_MODULE_6__/* .preparePdfJsGlobals */ .Bb)();
        const loaded = await (0,_native__WEBPACK_IMPORTED_MODULE_6__/* .loadPdfJs */ .CH)();
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
        candidates.push((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(require.resolve('./pdfjs/pdf.js')), '..', '..', 'standard_fonts'));
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
/** A warning when the file goes on past its end (see pdfEnd), else undefined. */
function junkTailWarning(bytes) {
    const extra = bytes.length - (0,_page_count__WEBPACK_IMPORTED_MODULE_4__/* .pdfEnd */ .U4)(bytes);
    return extra > 0 ? `${extra} bytes after the PDF's last %%EOF belong to no revision and were ignored` : undefined;
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
        data: new Uint8Array(bytes.subarray(0, (0,_page_count__WEBPACK_IMPORTED_MODULE_4__/* .pdfEnd */ .U4)(bytes))),
        password,
        standardFontDataUrl: standardFonts + '/',
        disableFontFace: true,
        useSystemFonts: false,
        isEvalSupported: false,
        verbosity: pdfjs.VerbosityLevel.ERRORS,
        // pdf.js's own factory would `require` the canvas module from pdf.js's folder, where a
        // bundle may not have it.
        ...(canvas ? { CanvasFactory: (0,_native__WEBPACK_IMPORTED_MODULE_6__/* .canvasFactoryOf */ .gT)(canvas) } : {}),
    });
    try {
        return await task.promise;
    }
    catch (error) {
        const named = error;
        if (named?.name === 'PasswordException') {
            if (named.code === INCORRECT_PASSWORD || (named.code === NEED_PASSWORD && password))
                throw new _errors__WEBPACK_IMPORTED_MODULE_5__/* .WrongPasswordError */ .Pi();
            throw new _errors__WEBPACK_IMPORTED_MODULE_5__/* .PasswordRequiredError */ .$F();
        }
        throw new _errors__WEBPACK_IMPORTED_MODULE_5__/* .CorruptDocumentError */ .b6(`not a readable PDF (${named?.message ?? String(error)})`);
    }
}
/**
 * The page count from the document's cross-reference and page tree (page-count.ts), without
 * loading pdf.js; pdf.js answers for files that counter cannot read plainly (broken xref,
 * encryption, unusual filters), opening the document without reading any page.
 */
async function pdfPageCount(bytes, password) {
    const counted = (0,_page_count__WEBPACK_IMPORTED_MODULE_4__/* .countPdfPages */ .Op)(bytes);
    if (counted !== undefined)
        return counted;
    const document = await openPdf(bytes, password);
    try {
        return document.numPages;
    }
    finally {
        await document.destroy();
    }
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



/***/ })

};
