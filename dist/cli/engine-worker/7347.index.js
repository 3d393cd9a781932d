export const id = 7347;
export const ids = [7347,5784];
export const modules = {

/***/ 5784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ sha1),
/* harmony export */   e: () => (/* binding */ sameBytes)
/* harmony export */ });
/**
 * Content identity: the key of a part's content, and whether two contents are the same bytes.
 */
/**
 * node:crypto, loaded on first use: most documents hash nothing (no pictures, no embedded
 * objects), and loading the module costs a command-line run several milliseconds.
 */
const crypto = () => process.getBuiltinModule('node:crypto');
/** SHA-1 in hex: the content key of pictures, embedded files and blocks (identity, not security). */
function sha1(data) {
    return crypto().createHash('sha1').update(data).digest('hex');
}
/** Whether two byte arrays hold the same bytes (Buffer's native comparison, no copy). */
function sameBytes(a, b) {
    return (a.length === b.length &&
        Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength)));
}


/***/ }),

/***/ 7742:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ readHtml)
/* harmony export */ });
/* harmony import */ var htmlparser2__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1600);
/* harmony import */ var _numbering__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4056);
/* harmony import */ var _package_digest__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5784);
/* harmony import */ var _text_runs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5407);
/* harmony import */ var _css_colors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4921);





const IGNORED = new Set([
    'script',
    'style',
    'head',
    'template',
    'noscript',
    'title',
    'meta',
    'link',
    'object',
    'embed',
    'iframe',
    'svg',
    'math',
    'canvas',
    'video',
    'audio',
    'select',
    'datalist',
    'base',
]);
const BLOCKS = new Set([
    'p',
    'div',
    'section',
    'article',
    'header',
    'footer',
    'main',
    'nav',
    'aside',
    'figure',
    'figcaption',
    'address',
    'blockquote',
    'dl',
    'dt',
    'dd',
    'form',
    'fieldset',
    'legend',
    'details',
    'summary',
    'center',
    'body',
    'html',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'caption',
    'hgroup',
    'search',
    'menu',
]);
function readHtml(text) {
    const root = buildTree(text);
    const lineStarts = [0];
    for (let i = 0; i < text.length; i++)
        if (text.charCodeAt(i) === 10)
            lineStarts.push(i + 1);
    const locate = (index) => {
        let low = 0;
        let high = lineStarts.length - 1;
        while (low < high) {
            const mid = (low + high + 1) >> 1;
            if (lineStarts[mid] <= index)
                low = mid;
            else
                high = mid - 1;
        }
        return { part: 'text', path: `${low + 1}:${index - lineStarts[low] + 1}` };
    };
    const walker = new HtmlWalker(locate);
    walker.walkChildren(root, {}, undefined);
    return { blocks: walker.finish(), metadata: readMetadata(root) };
}
function buildTree(text) {
    const root = { tag: '#root', attrs: {}, children: [], start: 0 };
    const stack = [root];
    const parser = new htmlparser2__WEBPACK_IMPORTED_MODULE_1__/* .Parser */ .i({
        onopentag(name, attribs) {
            const element = { tag: name, attrs: attribs, children: [], start: parser.startIndex };
            stack[stack.length - 1].children.push(element);
            stack.push(element);
        },
        onclosetag(name) {
            for (let i = stack.length - 1; i > 0; i--) {
                if (stack[i].tag === name) {
                    stack.length = i;
                    break;
                }
            }
        },
        ontext(data) {
            const parent = stack[stack.length - 1];
            const last = parent.children[parent.children.length - 1];
            if (last && 'text' in last)
                last.text += data;
            else
                parent.children.push({ text: data, start: parser.startIndex });
        },
    }, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
    parser.write(text);
    parser.end();
    return root;
}
function readMetadata(root) {
    const metadata = {};
    const visit = (element) => {
        if (element.tag === 'title' && !metadata.title) {
            const title = element.children
                .map((child) => ('text' in child ? child.text : ''))
                .join('')
                .trim();
            if (title)
                metadata.title = title.replace(/\s+/g, ' ');
        }
        else if (element.tag === 'meta' && element.attrs.name?.toLowerCase() === 'author' && element.attrs.content) {
            metadata.author = element.attrs.content;
        }
        if (element.tag === 'body')
            return;
        for (const child of element.children)
            if (!('text' in child))
                visit(child);
    };
    visit(root);
    return metadata;
}
class HtmlWalker {
    locate;
    out = [];
    runs;
    paragraph;
    lastWasSpace = true;
    props = {};
    lists = [];
    preDepth = 0;
    constructor(locate) {
        this.locate = locate;
    }
    finish() {
        this.flush();
        return this.out;
    }
    walkChildren(element, style, link) {
        for (const child of element.children)
            this.walk(child, style, link);
    }
    walk(node, style, link) {
        if ('text' in node) {
            this.addText(node.text, node.start, style, link);
            return;
        }
        const tag = node.tag;
        if (IGNORED.has(tag))
            return;
        const own = elementStyle(node, style);
        switch (tag) {
            case 'br':
                this.ensureParagraph(node.start).text('\n', own, link);
                this.lastWasSpace = true;
                return;
            case 'img': {
                const src = node.attrs.src ?? '';
                const name = node.attrs.alt || src || undefined;
                const object = { kind: 'image', hash: (0,_package_digest__WEBPACK_IMPORTED_MODULE_2__/* .sha1 */ .N)(src), ...(name ? { name } : {}) };
                this.ensureParagraph(node.start).object(object, own, link);
                this.lastWasSpace = false;
                return;
            }
            case 'hr':
                this.flush();
                this.out.push({ type: 'object', object: (0,_text_runs__WEBPACK_IMPORTED_MODULE_3__/* .horizontalRule */ .fC)(), locator: this.locate(node.start) });
                return;
            case 'a':
                this.walkChildren(node, own, node.attrs.href || link);
                return;
            case 'pre':
                this.pre(node, own, link);
                return;
            case 'table':
                this.flush();
                this.table(node, own);
                return;
            case 'ul':
            case 'ol':
                this.list(node, own, link);
                return;
            case 'li':
                this.listItem(node, own, link);
                return;
        }
        if (BLOCKS.has(tag)) {
            this.flush();
            const saved = this.props;
            this.props = { ...this.props, start: node.start };
            const heading = /^h([1-6])$/.exec(tag);
            if (heading)
                this.props = { ...this.props, headingLevel: Number(heading[1]) };
            else if (tag === 'blockquote')
                this.props = { ...this.props, styleName: 'Quote' };
            this.walkChildren(node, own, link);
            this.flush();
            this.props = saved;
            return;
        }
        // Inline element (known or not): its text flows into the current paragraph.
        this.walkChildren(node, own, link);
    }
    addText(raw, start, style, link) {
        if (this.preDepth > 0) {
            this.ensureParagraph(start).text(raw, style, link);
            return;
        }
        let text = raw.replace(/[ \t\n\r\f]+/g, ' ');
        if (!this.runs && text.trim() === '')
            return;
        if (this.lastWasSpace && text.startsWith(' '))
            text = text.slice(1);
        if (!text)
            return;
        this.ensureParagraph(start).text(text, style, link);
        this.lastWasSpace = text.endsWith(' ');
    }
    ensureParagraph(start) {
        if (this.runs)
            return this.runs;
        const locator = this.locate(this.props.start ?? start);
        if (this.props.start !== undefined)
            this.props = { ...this.props, start: undefined };
        this.runs = new _text_runs__WEBPACK_IMPORTED_MODULE_3__/* .RunList */ .at(locator);
        this.paragraph = { type: 'paragraph', runs: [], locator };
        if (this.props.headingLevel)
            this.paragraph.headingLevel = this.props.headingLevel;
        if (this.props.styleName)
            this.paragraph.styleName = this.props.styleName;
        if (this.props.list) {
            this.paragraph.list = this.props.list;
            // Only the first paragraph of a list item carries its label.
            this.props = { ...this.props, list: undefined };
        }
        this.lastWasSpace = true;
        return this.runs;
    }
    flush() {
        if (!this.runs || !this.paragraph)
            return;
        const runs = this.runs.runs;
        // A browser drops the space before a block ends.
        while (runs.length > 0) {
            const last = runs[runs.length - 1];
            if (last.object)
                break;
            last.text = last.text.replace(/ +$/, '');
            if (last.text)
                break;
            runs.pop();
        }
        if (runs.length > 0) {
            this.paragraph.runs = runs;
            this.out.push(this.paragraph);
        }
        this.runs = undefined;
        this.paragraph = undefined;
        this.lastWasSpace = true;
    }
    pre(node, style, link) {
        this.flush();
        this.preDepth++;
        const saved = this.props;
        const collector = new _text_runs__WEBPACK_IMPORTED_MODULE_3__/* .RunList */ .at();
        const savedRuns = this.runs;
        this.runs = collector;
        this.paragraph = { type: 'paragraph', runs: [], locator: this.locate(node.start) };
        this.walkChildren(node, { ...style, font: style.font ?? 'monospace' }, link);
        this.runs = savedRuns;
        this.paragraph = undefined;
        this.preDepth--;
        this.props = saved;
        // One paragraph per line, as for code; a newline right after <pre> is not content.
        const startLine = Number(this.locate(node.start).path.split(':')[0]);
        let lineIndex = 0;
        let current;
        let currentRuns;
        const newLine = () => {
            const locator = { part: 'text', path: `${startLine + lineIndex}:1` };
            currentRuns = new _text_runs__WEBPACK_IMPORTED_MODULE_3__/* .RunList */ .at(locator);
            current = { type: 'paragraph', runs: [], styleName: 'Preformatted', locator };
            lineIndex++;
        };
        const endLine = () => {
            if (current && currentRuns) {
                current.runs = currentRuns.runs;
                this.out.push(current);
            }
        };
        const runs = collector.runs;
        if (runs.length > 0 && !runs[0].object && runs[0].text.startsWith('\n'))
            runs[0].text = runs[0].text.slice(1);
        const last = runs[runs.length - 1];
        if (last && !last.object && last.text.endsWith('\n'))
            last.text = last.text.slice(0, -1);
        newLine();
        for (const run of runs) {
            if (run.object) {
                currentRuns.object(run.object, run.style, run.link);
                continue;
            }
            const pieces = run.text.split('\n');
            pieces.forEach((piece, index) => {
                if (index > 0) {
                    endLine();
                    newLine();
                }
                currentRuns.text(piece, run.style, run.link);
            });
        }
        endLine();
    }
    list(node, style, link) {
        this.flush();
        const ordered = node.tag === 'ol';
        const start = Number.parseInt(node.attrs.start ?? '', 10);
        this.lists.push({
            ordered,
            next: Number.isFinite(start) ? start : 1,
            format: ordered ? (node.attrs.type ?? '1') : '',
            level: this.lists.length,
        });
        this.walkChildren(node, style, link);
        this.flush();
        this.lists.pop();
    }
    listItem(node, style, link) {
        this.flush();
        const context = this.lists[this.lists.length - 1];
        let label = '•';
        let level = 0;
        if (context) {
            level = context.level;
            if (context.ordered) {
                const value = Number.parseInt(node.attrs.value ?? '', 10);
                if (Number.isFinite(value))
                    context.next = value;
                label = `${(0,_numbering__WEBPACK_IMPORTED_MODULE_4__/* .formatListNumber */ .j8)(context.next, context.format)}.`;
                context.next++;
            }
            else {
                label = ['•', '◦', '▪'][Math.min(level, 2)];
            }
        }
        const saved = this.props;
        this.props = { ...this.props, start: node.start, list: { label, level } };
        this.walkChildren(node, style, link);
        this.flush();
        this.props = saved;
    }
    table(node, style) {
        const table = { type: 'table', rows: [], locator: this.locate(node.start) };
        const rows = [];
        const collectRows = (element) => {
            for (const child of element.children) {
                if ('text' in child)
                    continue;
                if (child.tag === 'tr')
                    rows.push(child);
                else if (child.tag === 'thead' || child.tag === 'tbody' || child.tag === 'tfoot')
                    collectRows(child);
                else if (child.tag === 'caption') {
                    const caption = new HtmlWalker(this.locate);
                    caption.props = { styleName: 'Caption' };
                    caption.walkChildren(child, style, undefined);
                    this.out.push(...caption.finish());
                }
            }
        };
        collectRows(node);
        // Grid columns still covered by a cell above that spans rows.
        const pending = new Map();
        const placeContinuations = (row, column) => {
            let at = column;
            for (let span = pending.get(at); span; span = pending.get(at)) {
                const cell = { blocks: [], vMerge: 'continue' };
                if (span.colSpan > 1)
                    cell.colSpan = span.colSpan;
                row.cells.push(cell);
                if (--span.remaining === 0)
                    pending.delete(at);
                at += span.colSpan;
            }
            return at;
        };
        for (const rowElement of rows) {
            const row = { cells: [], locator: this.locate(rowElement.start) };
            let column = 0;
            for (const cellElement of rowElement.children) {
                if ('text' in cellElement || (cellElement.tag !== 'td' && cellElement.tag !== 'th'))
                    continue;
                column = placeContinuations(row, column);
                const walker = new HtmlWalker(this.locate);
                walker.walkChildren(cellElement, elementStyle(cellElement, style), undefined);
                const cell = { blocks: walker.finish(), locator: this.locate(cellElement.start) };
                const colSpan = Math.max(1, Number.parseInt(cellElement.attrs.colspan ?? '1', 10) || 1);
                const rowSpan = Math.max(1, Number.parseInt(cellElement.attrs.rowspan ?? '1', 10) || 1);
                if (colSpan > 1)
                    cell.colSpan = colSpan;
                if (rowSpan > 1) {
                    cell.vMerge = 'restart';
                    pending.set(column, { remaining: rowSpan - 1, colSpan });
                }
                row.cells.push(cell);
                column += colSpan;
            }
            // Spans reaching past the last cell of this row.
            const maxPending = Math.max(-1, ...pending.keys());
            while (column <= maxPending) {
                const next = placeContinuations(row, column);
                column = next === column ? column + 1 : next;
            }
            table.rows.push(row);
        }
        this.out.push(table);
    }
}
/** The run style of an element: its tag's meaning, then its inline CSS. */
function elementStyle(element, base) {
    const style = { ...base };
    switch (element.tag) {
        case 'b':
        case 'strong':
            style.bold = true;
            break;
        case 'i':
        case 'em':
        case 'cite':
        case 'var':
        case 'dfn':
            style.italic = true;
            break;
        case 'u':
        case 'ins':
            style.underline = 'single';
            break;
        case 's':
        case 'strike':
        case 'del':
            style.strike = true;
            break;
        case 'sup':
            style.vertAlign = 'superscript';
            break;
        case 'sub':
            style.vertAlign = 'subscript';
            break;
        case 'code':
        case 'kbd':
        case 'samp':
        case 'tt':
            style.font = 'monospace';
            break;
        case 'mark':
            style.highlight = 'yellow';
            break;
        case 'font': {
            const color = element.attrs.color ? parseColor(element.attrs.color) : undefined;
            if (color)
                style.color = color;
            if (element.attrs.face)
                style.font = firstFamily(element.attrs.face);
            break;
        }
    }
    if (element.attrs.style)
        applyCss(style, element.attrs.style);
    return style;
}
function applyCss(style, css) {
    for (const declaration of css.split(';')) {
        const colon = declaration.indexOf(':');
        if (colon < 0)
            continue;
        const property = declaration.slice(0, colon).trim().toLowerCase();
        const value = declaration
            .slice(colon + 1)
            .replace(/!important/i, '')
            .trim()
            .toLowerCase();
        switch (property) {
            case 'font-weight':
                style.bold = value === 'bold' || value === 'bolder' || (/^\d+$/.test(value) && Number(value) >= 600);
                if (!style.bold)
                    delete style.bold;
                break;
            case 'font-style':
                if (value === 'italic' || value === 'oblique')
                    style.italic = true;
                else
                    delete style.italic;
                break;
            case 'text-decoration':
            case 'text-decoration-line':
                if (value.includes('underline'))
                    style.underline = 'single';
                if (value.includes('line-through'))
                    style.strike = true;
                if (value === 'none') {
                    delete style.underline;
                    delete style.strike;
                }
                break;
            case 'color': {
                const color = parseColor(value);
                if (color)
                    style.color = color;
                break;
            }
            case 'background-color':
            case 'background': {
                const color = parseColor(value);
                if (color)
                    style.highlight = color;
                break;
            }
            case 'font-family':
                style.font = firstFamily(declaration.slice(colon + 1));
                break;
            case 'font-size': {
                const size = /^([\d.]+)(pt|px)$/.exec(value);
                if (size)
                    style.size = Math.round((size[2] === 'px' ? Number(size[1]) * 0.75 : Number(size[1])) * 100) / 100;
                break;
            }
            case 'vertical-align':
                if (value === 'super')
                    style.vertAlign = 'superscript';
                else if (value === 'sub')
                    style.vertAlign = 'subscript';
                else if (value === 'baseline')
                    delete style.vertAlign;
                break;
        }
    }
}
function firstFamily(value) {
    return value
        .split(',')[0]
        .trim()
        .replace(/^['"]|['"]$/g, '');
}
function parseColor(value) {
    const v = value.trim().toLowerCase();
    const hex = /^#([0-9a-f]{6})$/.exec(v);
    if (hex)
        return hex[1].toUpperCase();
    const short = /^#([0-9a-f]{3})$/.exec(v);
    if (short)
        return short[1].replace(/./g, (c) => c + c).toUpperCase();
    const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/.exec(v);
    if (rgb) {
        return rgb
            .slice(1, 4)
            .map((n) => Math.min(255, Number(n)).toString(16).padStart(2, '0'))
            .join('')
            .toUpperCase();
    }
    return _css_colors__WEBPACK_IMPORTED_MODULE_0__/* .CSS_NAMED_COLORS */ .L[v];
}


/***/ }),

/***/ 4056:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j8: () => (/* binding */ formatListNumber),
/* harmony export */   kL: () => (/* binding */ romanNumeral),
/* harmony export */   uC: () => (/* binding */ repeatedLetters)
/* harmony export */ });
/**
 * List-number renderings shared by the families that draw list labels (Word, ODF, HTML).
 * Both Word and LibreOffice count letters by repeating them (a..z, aa..zz), not in base 26.
 */
/** 1 → A, 26 → Z, 27 → AA, 28 → BB; values below 1 stay digits. */
function repeatedLetters(value) {
    if (value < 1)
        return String(value);
    const letter = String.fromCharCode(65 + ((value - 1) % 26));
    return letter.repeat(Math.floor((value - 1) / 26) + 1);
}
const ROMAN = [
    [1000, 'M'],
    [900, 'CM'],
    [500, 'D'],
    [400, 'CD'],
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
];
/** Upper-case Roman numerals for 1..3999; other values stay digits. */
function romanNumeral(value) {
    if (value < 1 || value >= 4000)
        return String(value);
    let rest = value;
    let out = '';
    for (const [amount, symbol] of ROMAN) {
        while (rest >= amount) {
            out += symbol;
            rest -= amount;
        }
    }
    return out;
}
/** Renders list numbers the way ODF num-format values ask for (`1`, `a`, `A`, `i`, `I`). */
function formatListNumber(value, format) {
    switch (format) {
        case 'a':
            return repeatedLetters(value).toLowerCase();
        case 'A':
            return repeatedLetters(value);
        case 'i':
            return romanNumeral(value).toLowerCase();
        case 'I':
            return romanNumeral(value);
        case '':
            return '';
        default:
            // '1' and scripts we do not render (Arabic-Indic, CJK counting) fall back to decimal digits.
            return String(value);
    }
}


/***/ }),

/***/ 1728:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ readProse)
/* harmony export */ });
/* harmony import */ var _text_decode__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8647);

/**
 * Plain-text prose (READMEs, licences, reStructuredText-like notes): read as a person reads it,
 * one paragraph per run of lines between blank lines, so a paragraph re-wrapped at another
 * width compares equal and one deleted word is one change instead of every line end that moved.
 *
 * What is not wrapped prose keeps its lines: fenced code, blocks laid out in columns (tabs or
 * runs of spaces inside a line), blocks whose lines mostly end a sentence, and blocks of three or more short lines or of short lines
 * indented differently (titles, addresses, verse, signatures), where the line break is the
 * writer's choice. List items (bullets, and numbers after a line
 * that ends a sentence), reStructuredText headings and `>` quotes start paragraphs of their own.
 * No library does this: Markdown parsers join every line of a paragraph, code and layout alike.
 */
/** A block whose lines are all shorter than this was broken by hand, not by a wrapping editor. */
const SHORT_LINE = 40;
/** More lines than this without a blank line are a listing (a log, a word list), not one paragraph. */
const LONGEST_PARAGRAPH = 200;
const FENCE = /^[ \t]*(`{3,}|~{3,})/;
const BULLET = /^[ \t]*[-*+•◦‣][ \t]+\S/;
const ENUMERATOR = /^[ \t]*(?:\d{1,3}(?:\.\d{1,3})*[.)]|\(?[a-zA-Z]\)|\([ivxlc]{1,6}\)|\(\d{1,3}\))[ \t]+\S/;
const SENTENCE_END = /[.:;!?)]["'”’]?$/;
const ADORNMENT = /^([=\-~^"'`#*+_])\1{2,}[ \t]*$/;
const COLUMNS = /\t|\S {3,}\S/;
const QUOTE = /^[ \t]{0,3}>[ \t]?/;
function readProse(text) {
    return readProseLines((0,_text_decode__WEBPACK_IMPORTED_MODULE_0__/* .splitLines */ .uz)(text), 1, new HeadingLevels());
}
/** reStructuredText ranks heading adornments by the order they first appear in the document. */
class HeadingLevels {
    order = [];
    of(adornment) {
        let index = this.order.indexOf(adornment);
        if (index < 0)
            index = this.order.push(adornment) - 1;
        return Math.min(6, index + 1);
    }
}
function readProseLines(lines, firstLineNumber, headings) {
    const blocks = [];
    let i = 0;
    while (i < lines.length) {
        if (lines[i].trim() === '') {
            i++;
            continue;
        }
        const fence = FENCE.exec(lines[i]);
        if (fence) {
            let j = i + 1;
            while (j < lines.length && !lines[j].trimStart().startsWith(fence[1]))
                j++;
            const end = Math.min(j, lines.length - 1);
            for (let k = i; k <= end; k++)
                blocks.push(lineParagraph(lines[k], firstLineNumber + k, 'Code'));
            i = end + 1;
            continue;
        }
        if (QUOTE.test(lines[i])) {
            let j = i;
            while (j < lines.length && QUOTE.test(lines[j]))
                j++;
            const inner = lines.slice(i, j).map((line) => line.replace(QUOTE, ''));
            for (const block of readProseLines(inner, firstLineNumber + i, headings)) {
                if (block.type === 'paragraph' && !block.styleName)
                    block.styleName = 'Quote';
                blocks.push(block);
            }
            i = j;
            continue;
        }
        let j = i;
        while (j < lines.length && lines[j].trim() !== '' && !FENCE.test(lines[j]) && !QUOTE.test(lines[j]))
            j++;
        readGroup(lines.slice(i, j), firstLineNumber + i, headings, blocks);
        i = j;
    }
    return blocks;
}
/** One run of non-blank lines: headings, then list items and paragraphs, or lines as written. */
function readGroup(group, firstLineNumber, headings, blocks) {
    let start = 0;
    // Over- and underlined or underlined titles: `Title\n=====` or `=====\nTitle\n=====`.
    while (start < group.length) {
        const over = ADORNMENT.exec(group[start]);
        if (over &&
            start + 2 < group.length &&
            group[start + 2].trim() === group[start].trim() &&
            !ADORNMENT.test(group[start + 1])) {
            blocks.push(heading(group[start + 1], firstLineNumber + start + 1, headings.of(`${over[1]}${over[1]}`)));
            start += 3;
            continue;
        }
        const under = start + 1 < group.length ? ADORNMENT.exec(group[start + 1]) : null;
        if (under &&
            !ADORNMENT.test(group[start]) &&
            group[start + 1].trim().length >= Math.min(3, group[start].trim().length)) {
            blocks.push(heading(group[start], firstLineNumber + start, headings.of(under[1])));
            start += 2;
            continue;
        }
        break;
    }
    const rest = group.slice(start);
    if (rest.length === 0)
        return;
    const restFirst = firstLineNumber + start;
    if (!isWrappedProse(rest)) {
        rest.forEach((line, k) => blocks.push(lineParagraph(line, restFirst + k)));
        return;
    }
    let from = 0;
    for (let k = 1; k <= rest.length; k++) {
        if (k < rest.length && !startsItem(rest[k], rest[k - 1]))
            continue;
        blocks.push(joinedParagraph(rest.slice(from, k), restFirst + from));
        from = k;
    }
}
function isWrappedProse(lines) {
    if (lines.length === 1)
        return true;
    if (lines.length > LONGEST_PARAGRAPH || lines.some((line) => COLUMNS.test(line.trim())))
        return false;
    // A wrapping editor ends lines wherever a word does not fit; lines that all end a sentence were ended by hand.
    const sentenceEnds = lines.slice(0, -1).filter((line) => /[.!?]["'”’]?$/.test(line.trimEnd())).length;
    if (lines.length >= 6 && sentenceEnds >= 0.8 * (lines.length - 1))
        return false;
    if (lines.some((line) => line.trim().length >= SHORT_LINE))
        return true;
    // Short lines: a short paragraph of two lines, unless centred or stacked like a title or an address.
    const indents = new Set(lines.map((line) => /^\s*/.exec(line)[0].length));
    return lines.length === 2 && indents.size === 1;
}
/** A bullet always starts an item; a number only after a line that ends a sentence (else it is wrapped text). */
function startsItem(line, previous) {
    if (BULLET.test(line))
        return true;
    return ENUMERATOR.test(line) && SENTENCE_END.test(previous.trimEnd());
}
function locatorAt(line, lastLine) {
    return { part: 'text', path: `${line}:1`, lastLine };
}
function lineParagraph(line, lineNumber, styleName) {
    const locator = locatorAt(lineNumber, lineNumber);
    const paragraph = {
        type: 'paragraph',
        runs: line ? [{ text: line, style: {}, locator }] : [],
        locator,
    };
    if (styleName)
        paragraph.styleName = styleName;
    return paragraph;
}
function heading(line, lineNumber, level) {
    const paragraph = lineParagraph(line.trim(), lineNumber);
    paragraph.headingLevel = level;
    return paragraph;
}
/**
 * The lines of a wrapped paragraph as one text: each line break and the indentation after it
 * is one space, except after a word broken at its hyphen (`NON-` / `INFRINGEMENT`), which
 * wrapping tools do, so that re-wrapping never changes the text.
 */
function joinedParagraph(lines, firstLineNumber) {
    const parts = [];
    for (const raw of lines) {
        const line = raw.trim();
        if (!line)
            continue;
        const previous = parts[parts.length - 1];
        if (previous !== undefined && !(/\w-$/.test(previous) && /^\w/.test(line)))
            parts.push(' ');
        parts.push(line);
    }
    const text = parts.join('');
    const locator = locatorAt(firstLineNumber, firstLineNumber + lines.length - 1);
    return { type: 'paragraph', runs: text ? [{ text, style: {}, locator }] : [], locator };
}


/***/ }),

/***/ 5407:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   at: () => (/* binding */ RunList),
/* harmony export */   fC: () => (/* binding */ horizontalRule)
/* harmony export */ });
/* unused harmony exports objectLabel, sameStyle */
/* harmony import */ var _package_digest__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5784);

/** Appends runs, merging neighbours that share style and link so equal text compares equal. */
class RunList {
    locator;
    runs = [];
    constructor(locator) {
        this.locator = locator;
    }
    text(text, style, link) {
        if (!text)
            return;
        const last = this.runs[this.runs.length - 1];
        if (last && !last.object && last.link === link && sameStyle(last.style, style)) {
            last.text += text;
            return;
        }
        const run = { text, style: { ...style } };
        if (this.locator)
            run.locator = this.locator;
        if (link)
            run.link = link;
        this.runs.push(run);
    }
    object(object, style, link) {
        const run = { text: objectLabel(object), style: { ...style }, object };
        if (this.locator)
            run.locator = this.locator;
        if (link)
            run.link = link;
        this.runs.push(run);
    }
}
function objectLabel(object) {
    return object.name ? `[${object.kind}: ${object.name}]` : `[${object.kind}]`;
}
function sameStyle(a, b) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length)
        return false;
    return keys.every((key) => a[key] === b[key]);
}
/** A horizontal rule: no text, but adding or removing one is a visible change. */
function horizontalRule() {
    return { kind: 'break', hash: (0,_package_digest__WEBPACK_IMPORTED_MODULE_0__/* .sha1 */ .N)('horizontal-rule'), name: 'horizontal rule' };
}


/***/ })

};
