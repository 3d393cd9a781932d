export const id = 373;
export const ids = [373];
export const modules = {

/***/ 92685:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fR: () => (/* binding */ TEXT_FORMATS),
/* harmony export */   lz: () => (/* binding */ HTML_FORMATS),
/* harmony export */   rQ: () => (/* binding */ MARKDOWN_FORMATS)
/* harmony export */ });
/**
 * The text family's formats, for its reader and its writer alike. Files are passed by their
 * registry key, and every source-code extension the registry knows is the one key `code`, read
 * and written line by line; the other names are those callers pass a format by directly.
 */
const MARKDOWN_FORMATS = new Set(['md', 'markdown']);
const HTML_FORMATS = new Set(['html', 'htm', 'xhtml']);
const TEXT_FORMATS = [
    'txt',
    'text',
    'log',
    ...MARKDOWN_FORMATS,
    ...HTML_FORMATS,
    'xml',
    'json',
    'yaml',
    'yml',
    'code',
];


/***/ }),

/***/ 70373:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  textWriter: () => (/* binding */ textWriter)
});

// EXTERNAL MODULE: ./node_modules/htmlparser2/dist/Parser.js + 7 modules
var Parser = __webpack_require__(81600);
// EXTERNAL MODULE: ./src/engine/model/paths.ts
var paths = __webpack_require__(52792);
// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(17679);
// EXTERNAL MODULE: ./src/engine/model/document.ts
var model_document = __webpack_require__(64451);
// EXTERNAL MODULE: ./src/engine/formats/shared/text-decode.ts
var text_decode = __webpack_require__(38647);
;// CONCATENATED MODULE: ./src/engine/formats/text/write/encoding.ts

function readForm(bytes, warnings = []) {
    const { text, encoding } = (0,text_decode/* decodeText */.g7)(bytes, warnings);
    const bom = encoding !== 'windows-1252' &&
        ((bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) || encoding !== 'utf-8');
    const raw = encoding === 'utf-16le'
        ? new TextDecoder('utf-16le').decode(bytes)
        : encoding === 'utf-16be'
            ? new TextDecoder('utf-16be').decode(bytes)
            : new TextDecoder('latin1').decode(bytes);
    const eol = raw.includes('\r\n') ? '\r\n' : raw.includes('\r') ? '\r' : '\n';
    return { text, encoding, bom, eol };
}
const WINDOWS_1252_HIGH = '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
    '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';
/** Encodes text (with `\n` line ends) in the form of the original file. */
function writeForm(text, form, warnings) {
    const withEol = form.eol === '\n' ? text : text.replace(/\n/g, form.eol);
    if (form.encoding === 'utf-8') {
        const body = new TextEncoder().encode(withEol);
        if (!form.bom)
            return body;
        const out = new Uint8Array(body.length + 3);
        out.set([0xef, 0xbb, 0xbf]);
        out.set(body, 3);
        return out;
    }
    if (form.encoding === 'utf-16le' || form.encoding === 'utf-16be') {
        const out = new Uint8Array(2 + withEol.length * 2);
        const view = new DataView(out.buffer);
        const little = form.encoding === 'utf-16le';
        view.setUint16(0, 0xfeff, little);
        for (let i = 0; i < withEol.length; i++)
            view.setUint16(2 + i * 2, withEol.charCodeAt(i), little);
        return out;
    }
    const out = new Uint8Array(withEol.length);
    let lost = 0;
    for (let i = 0; i < withEol.length; i++) {
        const code = withEol.charCodeAt(i);
        const high = WINDOWS_1252_HIGH.indexOf(withEol[i]);
        if (code < 0x80 || (code >= 0xa0 && code < 0x100))
            out[i] = code;
        else if (high >= 0)
            out[i] = 0x80 + high;
        else {
            out[i] = 0x3f;
            lost++;
        }
    }
    if (lost)
        warnings.push({
            code: 'encoding-loss',
            message: `${lost} character${lost === 1 ? '' : 's'} cannot be written in windows-1252 and became '?'`,
        });
    return out;
}

// EXTERNAL MODULE: ./src/engine/formats/text/formats.ts
var formats = __webpack_require__(92685);
;// CONCATENATED MODULE: ./src/engine/formats/text/write/index.ts






/**
 * Result writer for the text family. Plain text, Markdown, source code, XML, JSON and YAML get
 * the target's own text with changes between separators (`[+inserted+]`, `[-deleted-]`, or the
 * ItemsStyle's Begin/EndSeparatorString); HTML gets `<ins>`/`<del>` elements with the styles
 * inline. Everything else in the file is kept as it was, with its line endings and encoding.
 * There is no native revision format for text: tracked mode writes what styled mode writes.
 */
const textWriter = {
    formats: formats/* TEXT_FORMATS */.fR,
    async write(input) {
        return new TextResultBuilder(input).build();
    },
    async validate(bytes) {
        let text;
        try {
            text = readForm(bytes).text;
        }
        catch (error) {
            throw new errors/* CorruptDocumentError */.b6(`the result does not decode as text (${error instanceof Error ? error.message : String(error)})`);
        }
        const head = text.slice(0, 1024).trimStart().toLowerCase();
        if (head.startsWith('<!doctype html') || head.startsWith('<html') || /<(ins|del)[\s>]/i.test(text))
            validateHtml(text);
    },
};
function validateHtml(text) {
    const open = [];
    let problem;
    const parser = new Parser/* Parser */.i({
        onopentag(name) {
            if (name === 'ins' || name === 'del')
                open.push(name);
        },
        onclosetag(name, isImplied) {
            if (name !== 'ins' && name !== 'del')
                return;
            if (isImplied)
                problem ??= `<${name}> at ${parser.startIndex} is not closed where it should be`;
            open.pop();
        },
        onerror(error) {
            problem ??= error.message;
        },
    }, { decodeEntities: true, lowerCaseTags: true });
    parser.write(text);
    parser.end();
    if (problem)
        throw new errors/* CorruptDocumentError */.b6(`the HTML result is not well formed: ${problem}`);
    if (open.length)
        throw new errors/* CorruptDocumentError */.b6(`the HTML result leaves <${open[open.length - 1]}> open`);
}
/** Insertions at positions and removed characters over one text; applied in one pass. */
class Editor {
    text;
    inserts = new Map();
    removed;
    seq = 0;
    constructor(text) {
        this.text = text;
        this.removed = new Uint8Array(text.length);
    }
    insert(at, text, prio = 1) {
        if (!text)
            return;
        const list = this.inserts.get(at) ?? [];
        list.push({ prio, seq: this.seq++, text });
        this.inserts.set(at, list);
    }
    remove(start, end) {
        for (let k = Math.max(0, start); k < Math.min(this.text.length, end); k++)
            this.removed[k] = 1;
    }
    result() {
        let out = '';
        for (let p = 0; p <= this.text.length; p++) {
            const list = this.inserts.get(p);
            if (list)
                for (const item of list.sort((x, y) => x.prio - y.prio || x.seq - y.seq))
                    out += item.text;
            if (p < this.text.length && !this.removed[p])
                out += this.text[p];
        }
        return out;
    }
}
/** One side of the comparison: its text, model and how rendered paragraphs map into the text. */
class Side {
    text;
    model;
    flavour;
    lineStarts = [0];
    /** HTML: per raw offset, the text node it belongs to (-1 = markup). */
    textNode;
    /** HTML: elements by start offset. */
    elements;
    constructor(text, model, flavour) {
        this.text = text;
        this.model = model;
        this.flavour = flavour;
        for (let i = 0; i < text.length; i++)
            if (text.charCodeAt(i) === 10)
                this.lineStarts.push(i + 1);
        if (flavour === 'html')
            this.parseHtml();
    }
    parseHtml() {
        const nodes = new Int32Array(this.text.length).fill(-1);
        const elements = new Map();
        const stack = [];
        let node = 0;
        let skip = 0;
        const parser = new Parser/* Parser */.i({
            onopentag: (name) => {
                stack.push({ name, start: parser.startIndex });
                if (['script', 'style', 'head', 'title', 'template'].includes(name))
                    skip++;
            },
            onclosetag: (name) => {
                const open = stack.pop();
                if (open)
                    elements.set(open.start, { name, end: parser.endIndex + 1 });
                if (['script', 'style', 'head', 'title', 'template'].includes(name))
                    skip = Math.max(0, skip - 1);
            },
            ontext: () => {
                if (skip)
                    return;
                node++;
                for (let k = parser.startIndex; k <= parser.endIndex && k < nodes.length; k++)
                    nodes[k] = node;
            },
        }, { decodeEntities: true, lowerCaseTags: true });
        parser.write(this.text);
        parser.end();
        this.textNode = nodes;
        this.elements = elements;
    }
    offsetOf(locator) {
        if (!locator || locator.part !== 'text')
            return undefined;
        const [line, column] = locator.path.split(':').map(Number);
        const start = this.lineStarts[line - 1];
        return start === undefined ? undefined : start + column - 1;
    }
    elementAt(offset) {
        return this.elements?.get(offset);
    }
    /** Raw offset of each character of a paragraph's rendered text, -1 when it has none. */
    map(rendered, locator, cell) {
        const start = this.offsetOf(locator);
        const out = new Array(rendered.length).fill(-1);
        if (start === undefined)
            return out;
        // Plain prose read as paragraphs joins its lines: only a one-line paragraph maps one to one.
        if (this.flavour === 'plain' && this.text.startsWith(rendered, start))
            return out.map((_, i) => start + i);
        let cursor = start;
        if (this.flavour === 'md' && cell !== undefined) {
            const lineEnd = this.text.indexOf('\n', start);
            const line = this.text.slice(start, lineEnd < 0 ? undefined : lineEnd);
            let pipes = line.trimStart().startsWith('|') ? cell + 1 : cell;
            for (let k = 0; k < line.length && pipes > 0; k++) {
                if (line[k] === '\\')
                    k++;
                else if (line[k] === '|' && --pipes === 0)
                    cursor = start + k + 1;
            }
        }
        const isText = (p) => this.flavour !== 'html' || (this.textNode[p] ?? -1) >= 0;
        for (let i = 0; i < rendered.length; i++) {
            const c = rendered[i];
            const space = /\s/.test(c);
            const limit = Math.min(this.text.length, cursor + 400);
            for (let p = cursor; p < limit; p++) {
                if (!isText(p))
                    continue;
                if (space ? /\s/.test(this.text[p]) : this.text[p] === c) {
                    out[i] = p;
                    cursor = p + 1;
                    break;
                }
            }
        }
        return out;
    }
    /** Contiguous raw ranges covering rendered characters start..end, split at HTML text nodes. */
    ranges(map, start, end) {
        const out = [];
        for (let i = start; i < end; i++) {
            const p = map[i];
            if (p < 0)
                continue;
            const last = out[out.length - 1];
            const sameNode = !this.textNode || (last && this.textNode[last[1] - 1] === this.textNode[p]);
            if (last && sameNode && (this.flavour !== 'plain' || p === last[1]) && p >= last[1])
                last[1] = p + 1;
            else
                out.push([p, p + 1]);
        }
        return out;
    }
    /** Raw offset where rendered position `at` is: before its character, or after the one before. */
    point(map, at, fallback) {
        for (let i = at; i < map.length; i++)
            if (map[i] >= 0)
                return i === at ? map[i] : (lastMapped(map, at) ?? map[i]);
        return lastMapped(map, at) ?? fallback;
    }
    /** Raw range of a block or row: its element (HTML) or lines (text, Markdown). */
    itemRange(items, index) {
        const item = items[index];
        const start = this.offsetOf(item?.locator);
        if (!item || start === undefined)
            return undefined;
        if (this.flavour === 'html') {
            const element = this.elementAt(start);
            if (element)
                return [start, element.end];
            const rendered = 'cells' in item ? '' : (0,model_document/* blockText */.dK)(item);
            const map = this.map(rendered, item.locator);
            const last = lastMapped(map, map.length);
            return last === undefined ? undefined : [start, last + 1];
        }
        const line = Number(item.locator.path.split(':')[0]);
        if (this.flavour === 'md' && !('cells' in item)) {
            const next = items
                .slice(index + 1)
                .map((b) => this.offsetOf(b.locator))
                .find((o) => o !== undefined && o > start);
            if (next !== undefined)
                return [start, next];
            // The last block runs to its last non-blank line.
            const rest = this.text.slice(start).replace(/\n[\s\n]*$/, '');
            const end = start + rest.length;
            return [start, this.text[end] === '\n' ? end + 1 : end];
        }
        const lastLine = item.locator.lastLine ?? line;
        return [start, this.lineStarts[lastLine] ?? this.text.length];
    }
}
/** Offsets of a text without its leading and trailing white space. */
function trimmed(text) {
    const start = text.length - text.trimStart().length;
    return [start, Math.max(start, text.trimEnd().length)];
}
function lastMapped(map, before) {
    for (let i = Math.min(before, map.length) - 1; i >= 0; i--)
        if (map[i] >= 0)
            return map[i] + 1;
    return undefined;
}
function escapeHtml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
function css(item) {
    const parts = [];
    if (item.fontColor)
        parts.push(`color:#${item.fontColor}`);
    if (item.highlightColor)
        parts.push(`background-color:#${item.highlightColor}`);
    if (item.bold)
        parts.push('font-weight:bold');
    if (item.italic)
        parts.push('font-style:italic');
    const decoration = [item.underline ? 'underline' : '', item.strikeThrough ? 'line-through' : '']
        .filter(Boolean)
        .join(' ');
    parts.push(`text-decoration:${decoration || 'none'}`);
    return parts.join(';');
}
class TextResultBuilder {
    input;
    warnings = [];
    target;
    source;
    editor;
    flavour;
    options;
    warned = new Set();
    constructor(input) {
        this.input = input;
        this.flavour = formats/* HTML_FORMATS */.lz.has(input.format) ? 'html' : formats/* MARKDOWN_FORMATS */.rQ.has(input.format) ? 'md' : 'plain';
        this.options = input.options;
        const targetForm = readForm(input.target.bytes);
        this.target = new Side(targetForm.text, input.target.document, this.flavour);
        this.source = new Side(readForm(input.source.bytes).text, input.source.document, this.flavour);
        this.editor = new Editor(targetForm.text);
    }
    build() {
        const form = readForm(this.input.target.bytes);
        if (this.options.mode === 'tracked') {
            this.warn('no-revisions', `${this.input.format} has no revision format: the tracked result is the styled redline`);
        }
        this.input.changes.forEach((change, id) => {
            const action = this.options.rejected.has(id)
                ? 'revert'
                : this.options.mode === 'clean'
                    ? undefined
                    : 'mark';
            if (action)
                this.handle(change, action);
        });
        if (this.options.mode !== 'clean' && this.options.summaryPage)
            this.summary();
        if (this.options.metadata.author || this.options.metadata.lastModifiedBy || this.options.metadata.company) {
            if (this.flavour === 'html')
                this.htmlMetadata();
            else
                this.warn('metadata', `${this.input.format} files have no metadata; MetaData is not written`);
        }
        return { bytes: writeForm(this.editor.result(), form, this.warnings), warnings: this.warnings };
    }
    handle(change, action) {
        if (change.unit === 'text') {
            if (change.target?.start === undefined || change.target.end === undefined)
                return;
            this.textChange(change, action);
        }
        else if (change.unit === 'paragraph' ||
            change.unit === 'table' ||
            change.unit === 'object' ||
            change.unit === 'row') {
            this.blockChange(change, action);
        }
        else {
            this.warn('not-marked', `${change.place}: ${change.unit} changes are not ${action === 'mark' ? 'marked' : 'reverted'} in ${this.input.format} results`);
        }
    }
    // -------------------------------------------------------------------------------------------
    separators(kind, change) {
        const item = this.item(kind);
        if (this.flavour === 'html')
            return [item.beginSeparator, item.endSeparator];
        if (item.beginSeparator || item.endSeparator)
            return [item.beginSeparator, item.endSeparator];
        if (kind === 'ins')
            return ['[+', '+]'];
        if (kind === 'del')
            return ['[-', '-]'];
        if (kind === 'chg' && change?.kind !== 'StyleChanged')
            return ['[+', '+]'];
        return ['[~', '~]'];
    }
    item(kind) {
        return kind === 'ins' ? this.options.inserted : kind === 'del' ? this.options.deleted : this.options.changed;
    }
    tags(kind) {
        const style = css(this.item(kind));
        if (kind === 'del')
            return [`<del style="${style}">`, '</del>'];
        if (kind === 'style')
            return [`<span class="docdelta-changed" style="${style}">`, '</span>'];
        return [`<ins style="${style}">`, '</ins>'];
    }
    /** A piece of text marked as a kind of change, ready to insert. */
    marked(text, kind, change) {
        const [begin, end] = this.separators(kind, change);
        if (this.flavour !== 'html')
            return `${begin}${text}${end}`;
        const [open, close] = this.tags(kind);
        return `${open}${escapeHtml(begin + text + end)}${close}`;
    }
    plain(text) {
        return this.flavour === 'html' ? escapeHtml(text) : text;
    }
    /** Wraps rendered characters start..end of a paragraph in the target. */
    wrap(map, start, end, kind, change) {
        const ranges = this.target.ranges(map, start, end);
        if (!ranges.length)
            return;
        const [begin, endSep] = this.separators(kind, change);
        const [open, close] = this.flavour === 'html' ? this.tags(kind) : ['', ''];
        const b = this.flavour === 'html' ? escapeHtml(begin) : begin;
        const e = this.flavour === 'html' ? escapeHtml(endSep) : endSep;
        ranges.forEach(([from, to], index) => {
            this.editor.insert(from, open + (index === 0 ? b : ''), 2);
            this.editor.insert(to, (index === ranges.length - 1 ? e : '') + close, 0);
        });
    }
    paragraphMap(side) {
        const resolved = (0,paths/* resolveBlockPath */.Z)(this.input.target.document, side);
        const block = resolved?.items[resolved.index];
        if (!block || 'cells' in block || block.type !== 'paragraph')
            return undefined;
        const text = (0,model_document/* runsText */.W2)(block.runs);
        return { map: this.target.map(text, block.locator, resolved.cell), text };
    }
    textChange(change, action) {
        const paragraph = this.paragraphMap(change.target);
        if (!paragraph) {
            this.warn('not-found', `${change.place}: the paragraph was not found in the target`);
            return;
        }
        const { map } = paragraph;
        const start = change.target.start;
        const end = change.target.end;
        const at = this.target.point(map, start, this.editor.text.length);
        if (action === 'mark') {
            if (change.kind === 'Inserted') {
                if (this.options.showInserted)
                    this.wrap(map, start, end, 'ins');
            }
            else if (change.kind === 'Deleted') {
                if (this.options.showDeleted)
                    this.editor.insert(at, this.marked(change.text, 'del'));
            }
            else if (change.kind === 'Modified') {
                if (this.options.showDeleted)
                    this.editor.insert(at, this.marked(change.text, 'del'));
                this.wrap(map, start, end, 'chg', change);
            }
            else {
                this.wrap(map, start, end, this.flavour === 'html' ? 'style' : 'chg', change);
            }
            return;
        }
        const text = paragraph.text;
        if (change.kind === 'Inserted' || change.kind === 'Modified') {
            // An inserted word takes one neighbouring space with it.
            const spaceBefore = change.kind === 'Inserted' &&
                start > 0 &&
                text[start - 1] === ' ' &&
                (end >= text.length || /[\s.,;:!?)]/.test(text[end]));
            for (const [from, to] of this.target.ranges(map, spaceBefore ? start - 1 : start, end))
                this.editor.remove(from, to);
        }
        if (change.kind === 'Deleted' || change.kind === 'Modified') {
            let back = change.text;
            if (change.kind === 'Deleted') {
                const before = start > 0 ? text[start - 1] : ' ';
                const after = start < text.length ? text[start] : ' ';
                if (!/\s/.test(before) && /\s/.test(after))
                    back = ` ${back}`;
                else if (/\s/.test(before) && !/[\s.,;:!?)]/.test(after))
                    back = `${back} `;
            }
            this.editor.insert(at, this.plain(back));
        }
        if (change.kind === 'StyleChanged')
            this.warn('style-revert', `${change.place}: a style change cannot be reverted in a ${this.input.format} result; the target's formatting is kept`);
    }
    blockChange(change, action) {
        if (change.kind === 'Inserted' || change.kind === 'Moved' || change.kind === 'Modified') {
            const side = change.target;
            if (side && action === 'mark' && (change.kind !== 'Inserted' || this.options.showInserted))
                this.markItem(side, change.kind === 'Modified' ? 'chg' : 'ins');
            if (side && action === 'revert')
                this.removeItem(side);
        }
        if (change.kind === 'Deleted' || change.kind === 'Moved') {
            if (!change.source || !change.anchor)
                return;
            if (action === 'mark' && !this.options.showDeleted)
                return;
            this.putBack(change.source, change.anchor, action === 'mark' ? 'del' : undefined);
        }
        if (change.kind === 'Modified' && change.source && action === 'mark' && this.options.showDeleted) {
            this.putBack(change.source, change.target, 'del');
        }
    }
    markItem(side, kind) {
        const resolved = (0,paths/* resolveBlockPath */.Z)(this.input.target.document, side);
        const item = resolved?.items[resolved.index];
        if (!item || !resolved)
            return;
        const visit = (node, cell) => {
            if ('cells' in node) {
                node.cells.forEach((c, column) => c.blocks.forEach((b) => visit(b, column)));
                return;
            }
            if (node.type === 'table') {
                for (const row of node.rows)
                    visit(row);
                return;
            }
            if (node.type !== 'paragraph') {
                this.warn('object-not-marked', 'an inserted object (image, rule) is not marked');
                return;
            }
            const text = (0,model_document/* runsText */.W2)(node.runs);
            const map = this.target.map(text, node.locator, cell);
            const [from, to] = trimmed(text);
            this.wrap(map, from, to, kind);
        };
        visit(item, resolved.cell);
    }
    removeItem(side) {
        const resolved = (0,paths/* resolveBlockPath */.Z)(this.input.target.document, side);
        const range = resolved ? this.target.itemRange(resolved.items, resolved.index) : undefined;
        if (range)
            this.editor.remove(range[0], range[1]);
        else
            this.warn('not-found', 'an inserted block was not found in the target');
    }
    /** Copies a source block or row back at an anchor in the target, marked or plain. */
    putBack(source, anchor, kind) {
        const from = (0,paths/* resolveBlockPath */.Z)(this.input.source.document, source);
        const range = from ? this.source.itemRange(from.items, from.index) : undefined;
        const to = (0,paths/* resolveBlockPath */.Z)(this.input.target.document, anchor);
        if (!from || !range || !to) {
            this.warn('anchor', 'a deleted block could not be placed in the target');
            return;
        }
        let snippet = this.source.text.slice(range[0], range[1]);
        if (kind)
            snippet = this.markSnippet(from, range, kind);
        let at;
        if (to.index < to.items.length)
            at = this.target.offsetOf(to.items[to.index].locator) ?? this.editor.text.length;
        else if (to.items.length)
            at = this.target.itemRange(to.items, to.items.length - 1)?.[1] ?? this.editor.text.length;
        else
            at = this.endOfContent();
        if (this.flavour !== 'html') {
            const isRow = 'cells' in from.items[from.index];
            if (at > 0 && this.editor.text[at - 1] !== '\n')
                snippet = `\n${snippet}`;
            // A Markdown block needs a blank line before it, or it continues the block above.
            if (this.flavour === 'md' && !isRow && at > 1 && this.editor.text.slice(at - 2, at) !== '\n\n')
                snippet = `\n${snippet}`;
            if (!snippet.endsWith('\n'))
                snippet += '\n';
        }
        this.editor.insert(at, snippet, 1);
    }
    /** The source text of a block with its paragraphs marked. */
    markSnippet(from, range, kind) {
        const snippet = new Editor(this.source.text.slice(range[0], range[1]));
        const item = from.items[from.index];
        const visit = (node, cell) => {
            if ('cells' in node) {
                node.cells.forEach((c, column) => c.blocks.forEach((b) => visit(b, column)));
                return;
            }
            if (node.type === 'table') {
                for (const row of node.rows)
                    visit(row);
                return;
            }
            if (node.type !== 'paragraph')
                return;
            const text = (0,model_document/* runsText */.W2)(node.runs);
            const map = this.source.map(text, node.locator, cell);
            const ranges = this.source.ranges(map, ...trimmed(text)).filter(([a, b]) => a >= range[0] && b <= range[1]);
            const [begin, end] = this.separators(kind);
            const [open, close] = this.flavour === 'html' ? this.tags(kind) : ['', ''];
            const b = this.flavour === 'html' ? escapeHtml(begin) : begin;
            const e = this.flavour === 'html' ? escapeHtml(end) : end;
            ranges.forEach(([x, y], index) => {
                snippet.insert(x - range[0], open + (index === 0 ? b : ''), 2);
                snippet.insert(y - range[0], (index === ranges.length - 1 ? e : '') + close, 0);
            });
        };
        if (item)
            visit(item, from.cell);
        return snippet.result();
    }
    endOfContent() {
        if (this.flavour === 'html') {
            const body = this.editor.text.search(/<\/body\s*>/i);
            if (body >= 0)
                return body;
        }
        return this.editor.text.length;
    }
    summary() {
        const changes = this.input.changes;
        const kinds = ['Inserted', 'Deleted', 'Modified', 'Moved', 'StyleChanged'];
        const counts = kinds.map((kind) => `${kind}: ${changes.filter((c) => c.kind === kind).length}`);
        const line = (c) => {
            const text = (c.kind === 'Modified' ? `${c.text} → ${c.targetText}` : c.targetText || c.text)
                .replace(/\s+/g, ' ')
                .trim();
            return text.length > 120 ? `${text.slice(0, 119)}…` : text;
        };
        let block;
        if (this.flavour === 'html') {
            const rows = changes
                .map((c, id) => `<tr><td>${id}</td><td>${c.kind}</td><td>${escapeHtml(c.place)}</td><td>${escapeHtml(line(c))}</td></tr>`)
                .join('\n');
            block =
                `<section class="docdelta-summary" style="page-break-before:always">\n<h2>Summary of changes</h2>\n<p>${changes.length} changes (${counts.join(', ')})</p>\n` +
                    `<table>\n<tr><th>#</th><th>Type</th><th>Where</th><th>Text</th></tr>\n${rows}\n</table>\n</section>\n`;
        }
        else if (this.flavour === 'md') {
            block =
                `\n---\n\n## Summary of changes\n\n${changes.length} changes (${counts.join(', ')})\n\n` +
                    changes.map((c, id) => `- ${id} ${c.kind} ${c.place}: ${line(c)}`).join('\n') +
                    '\n';
        }
        else {
            block =
                `\n---- Summary of changes ----\n${changes.length} changes (${counts.join(', ')})\n` +
                    changes.map((c, id) => `${id} ${c.kind} ${c.place}: ${line(c)}`).join('\n') +
                    '\n';
        }
        const at = this.endOfContent();
        if (this.flavour !== 'html' && at > 0 && this.editor.text[at - 1] !== '\n')
            block = `\n${block}`;
        this.editor.insert(at, block, 3);
    }
    htmlMetadata() {
        const { author, lastModifiedBy, company } = this.options.metadata;
        const text = this.editor.text;
        const head = /<head[^>]*>/i.exec(text);
        const tags = [
            author && `<meta name="author" content="${escapeHtml(author)}">`,
            lastModifiedBy && `<meta name="last-modified-by" content="${escapeHtml(lastModifiedBy)}">`,
            company && `<meta name="company" content="${escapeHtml(company)}">`,
        ]
            .filter(Boolean)
            .join('');
        if (author) {
            const existing = /<meta\s+name=["']author["'][^>]*>/i.exec(text);
            if (existing)
                this.editor.remove(existing.index, existing.index + existing[0].length);
        }
        if (head)
            this.editor.insert(head.index + head[0].length, tags, 1);
        else
            this.warn('metadata', 'the HTML page has no <head>; MetaData is not written');
    }
    warn(code, message) {
        if (this.warned.has(message))
            return;
        this.warned.add(message);
        this.warnings.push({ code, message });
    }
}


/***/ }),

/***/ 52792:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ resolveBlockPath)
/* harmony export */ });
function resolveBlockPath(model, side) {
    const story = model.stories.find((s) => s.key === side.story);
    if (!story)
        return undefined;
    let items = story.blocks;
    let kind = 'block';
    let owner;
    let cell;
    const path = side.blockPath;
    let k = 0;
    while (k < path.length - 1) {
        if (kind === 'block') {
            const table = items[path[k]];
            if (!table || table.type !== 'table')
                return undefined;
            items = table.rows;
            owner = table.locator;
            kind = 'row';
            k++;
        }
        else {
            const row = items[path[k]];
            const found = row?.cells[path[k + 1]];
            // A cell must be followed by the index of a block inside it.
            if (!found || k + 2 > path.length - 1)
                return undefined;
            cell = path[k + 1];
            items = found.blocks;
            owner = found.locator;
            kind = 'block';
            k += 2;
        }
    }
    return { story, items, index: path[path.length - 1], kind, owner, cell };
}


/***/ })

};
