export const id = 899;
export const ids = [899];
export const modules = {

/***/ 2685:
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

/***/ 899:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_TEXT_BYTES: () => (/* binding */ MAX_TEXT_BYTES),
  textReader: () => (/* binding */ textReader)
});

// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(7679);
// EXTERNAL MODULE: ./src/engine/formats/shared/text-decode.ts
var text_decode = __webpack_require__(8647);
// EXTERNAL MODULE: ./src/engine/formats/shared/html.ts
var shared_html = __webpack_require__(7742);
// EXTERNAL MODULE: ./src/engine/formats/package/digest.ts
var digest = __webpack_require__(5784);
// EXTERNAL MODULE: ./src/engine/formats/shared/text-runs.ts
var text_runs = __webpack_require__(5407);
;// CONCATENATED MODULE: ./src/engine/formats/text/markdown.ts



/**
 * A small Markdown (CommonMark + GFM tables and strikethrough) reader for comparison: it keeps
 * what a reader of the rendered page sees — paragraphs, headings, list items with their
 * markers, code lines, tables and inline styles — and drops the markup characters.
 */
const MONOSPACE = 'monospace';
const FENCE = /^( {0,3})(`{3,}|~{3,})(.*)$/;
const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const LIST_ITEM = /^([ \t]*)([-+*]|\d{1,9}[.)])(?:[ \t]+(.*))?$/;
const BLOCKQUOTE = /^ {0,3}> ?(.*)$/;
const TABLE_DELIMITER = /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
function readMarkdown(text) {
    return parseBlocks((0,text_decode/* splitLines */.uz)(text), 1);
}
function indentWidth(whitespace) {
    let width = 0;
    for (const c of whitespace)
        width += c === '\t' ? 4 - (width % 4) : 1;
    return width;
}
function parseBlocks(lines, firstLineNumber) {
    const blocks = [];
    let open;
    // Marker indentation of the open list items, outermost first.
    let listIndents = [];
    let afterBlank = false;
    const locatorAt = (line) => ({ part: 'text', path: `${line}:1` });
    const flush = () => {
        if (!open)
            return;
        const paragraph = inlineParagraph(joinParagraphLines(open.lines), locatorAt(open.firstLine));
        if (open.list)
            paragraph.list = open.list;
        blocks.push(paragraph);
        open = undefined;
    };
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        const lineNumber = firstLineNumber + i;
        if (line.trim() === '') {
            flush();
            afterBlank = true;
            continue;
        }
        const fence = FENCE.exec(line);
        if (fence && !(fence[2][0] === '`' && fence[3].includes('`'))) {
            flush();
            const marker = fence[2];
            const indent = fence[1].length;
            let j = i + 1;
            for (; j < lines.length; j++) {
                const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(lines[j]);
                if (close && close[1][0] === marker[0] && close[1].length >= marker.length)
                    break;
                const codeLine = lines[j].replace(new RegExp(`^ {0,${indent}}`), '');
                blocks.push(codeParagraph(codeLine, locatorAt(firstLineNumber + j)));
            }
            i = j;
            afterBlank = false;
            continue;
        }
        const heading = ATX_HEADING.exec(line);
        if (heading) {
            flush();
            const paragraph = inlineParagraph((heading[2] ?? '').trim(), locatorAt(lineNumber));
            paragraph.headingLevel = heading[1].length;
            blocks.push(paragraph);
            listIndents = [];
            afterBlank = false;
            continue;
        }
        const setext = SETEXT_UNDERLINE.exec(line);
        if (setext && open && !open.list) {
            const paragraph = inlineParagraph(joinParagraphLines(open.lines), locatorAt(open.firstLine));
            paragraph.headingLevel = setext[1][0] === '=' ? 1 : 2;
            blocks.push(paragraph);
            open = undefined;
            afterBlank = false;
            continue;
        }
        if (THEMATIC_BREAK.test(line)) {
            flush();
            blocks.push({ type: 'object', object: (0,text_runs/* horizontalRule */.fC)(), locator: locatorAt(lineNumber) });
            listIndents = [];
            afterBlank = false;
            continue;
        }
        const item = LIST_ITEM.exec(line);
        if (item && (item[3] !== undefined || !open)) {
            flush();
            const indent = indentWidth(item[1]);
            while (listIndents.length > 0 && listIndents[listIndents.length - 1] > indent)
                listIndents.pop();
            if (listIndents.length === 0 || listIndents[listIndents.length - 1] < indent)
                listIndents.push(indent);
            open = {
                lines: [item[3] ?? ''],
                firstLine: lineNumber,
                list: { label: item[2], level: listIndents.length - 1 },
            };
            afterBlank = false;
            continue;
        }
        const quote = BLOCKQUOTE.exec(line);
        if (quote) {
            flush();
            const quoted = [];
            let j = i;
            for (; j < lines.length; j++) {
                const inner = BLOCKQUOTE.exec(lines[j]);
                if (!inner)
                    break;
                quoted.push(inner[1]);
            }
            for (const block of parseBlocks(quoted, lineNumber)) {
                if (block.type === 'paragraph' && !block.styleName)
                    block.styleName = 'Quote';
                blocks.push(block);
            }
            i = j - 1;
            listIndents = [];
            afterBlank = false;
            continue;
        }
        if (line.includes('|') &&
            i + 1 < lines.length &&
            TABLE_DELIMITER.test(lines[i + 1]) &&
            lines[i + 1].includes('-')) {
            flush();
            const table = {
                type: 'table',
                rows: [tableRow(line, locatorAt(lineNumber))],
                locator: locatorAt(lineNumber),
            };
            let j = i + 2;
            for (; j < lines.length && lines[j].trim() !== '' && lines[j].includes('|'); j++) {
                table.rows.push(tableRow(lines[j], locatorAt(firstLineNumber + j)));
            }
            blocks.push(table);
            i = j - 1;
            listIndents = [];
            afterBlank = false;
            continue;
        }
        const leading = indentWidth(/^[ \t]*/.exec(line)[0]);
        if (!open && leading >= 4 && listIndents.length === 0) {
            // Indented code block: each line as written, minus the four-space indent.
            blocks.push(codeParagraph(line.replace(/^( {4}|\t)/, ''), locatorAt(lineNumber)));
            afterBlank = false;
            continue;
        }
        if (open) {
            open.lines.push(line);
        }
        else {
            // A paragraph after a blank line belongs to the list only when indented under it.
            if (afterBlank && listIndents.length > 0 && leading <= listIndents[0])
                listIndents = [];
            open = { lines: [line], firstLine: lineNumber };
        }
        afterBlank = false;
    }
    flush();
    return blocks;
}
/** Soft line breaks are spaces; two trailing spaces or a backslash make a hard break. */
function joinParagraphLines(lines) {
    let out = '';
    for (let i = 0; i < lines.length; i++) {
        let line = i === 0 ? lines[i].trim() : lines[i].trimStart();
        const last = i === lines.length - 1;
        if (!last && (/ {2,}$/.test(line) || /\\$/.test(line))) {
            line = line.replace(/( {2,}|\\)$/, '');
            out += line + '\n';
        }
        else {
            out += line.trimEnd() + (last ? '' : ' ');
        }
    }
    return out;
}
function codeParagraph(line, locator) {
    return {
        type: 'paragraph',
        runs: line ? [{ text: line, style: { font: MONOSPACE }, locator }] : [],
        styleName: 'Code',
        locator,
    };
}
function inlineParagraph(source, locator) {
    const list = new text_runs/* RunList */.at(locator);
    parseInline(source, {}, undefined, list);
    return { type: 'paragraph', runs: list.runs, locator };
}
function tableRow(line, locator) {
    let body = line.trim();
    if (body.startsWith('|'))
        body = body.slice(1);
    if (body.endsWith('|') && !body.endsWith('\\|'))
        body = body.slice(0, -1);
    const cells = [];
    let current = '';
    for (let i = 0; i < body.length; i++) {
        if (body[i] === '\\' && body[i + 1] === '|') {
            current += '|';
            i++;
        }
        else if (body[i] === '|') {
            cells.push(current);
            current = '';
        }
        else {
            current += body[i];
        }
    }
    cells.push(current);
    return {
        cells: cells.map((cell) => ({ blocks: [inlineParagraph(cell.trim(), locator)], locator })),
        locator,
    };
}
const ESCAPABLE = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/;
/** Parses inline Markdown into runs: emphasis, strike, code spans, links, images, autolinks. */
function parseInline(text, style, link, out) {
    let plain = '';
    const emit = () => {
        out.text(plain, style, link);
        plain = '';
    };
    let i = 0;
    while (i < text.length) {
        const c = text[i];
        if (c === '\\' && i + 1 < text.length && ESCAPABLE.test(text[i + 1])) {
            plain += text[i + 1];
            i += 2;
            continue;
        }
        if (c === '\n') {
            plain += '\n';
            i++;
            continue;
        }
        if (c === '`') {
            const ticks = /^`+/.exec(text.slice(i))[0];
            const close = findCodeClose(text, i + ticks.length, ticks.length);
            if (close >= 0) {
                emit();
                let code = text.slice(i + ticks.length, close).replace(/\n/g, ' ');
                if (code.length > 1 && code.startsWith(' ') && code.endsWith(' ') && code.trim())
                    code = code.slice(1, -1);
                out.text(code, { ...style, font: MONOSPACE }, link);
                i = close + ticks.length;
                continue;
            }
            plain += ticks;
            i += ticks.length;
            continue;
        }
        if (c === '!' && text[i + 1] === '[') {
            const parsed = parseLinkAt(text, i + 1);
            if (parsed) {
                emit();
                const alt = parsed.label;
                out.object({ kind: 'image', hash: (0,digest/* sha1 */.N)(parsed.url), name: alt || parsed.url }, style, link);
                i = parsed.end;
                continue;
            }
        }
        if (c === '[') {
            const parsed = parseLinkAt(text, i);
            if (parsed) {
                emit();
                parseInline(parsed.label, style, parsed.url, out);
                i = parsed.end;
                continue;
            }
        }
        if (c === '<') {
            const auto = /^<((?:https?|ftp|mailto):[^<>\s]+)>/i.exec(text.slice(i));
            if (auto) {
                emit();
                out.text(auto[1].replace(/^mailto:/i, ''), style, auto[1]);
                i += auto[0].length;
                continue;
            }
        }
        if (c === '*' || c === '_' || c === '~') {
            const span = parseEmphasisAt(text, i);
            if (span) {
                emit();
                parseInline(span.inner, { ...style, ...span.style }, link, out);
                i = span.end;
                continue;
            }
        }
        plain += c;
        i++;
    }
    emit();
}
function findCodeClose(text, from, length) {
    let j = from;
    while (j < text.length) {
        const at = text.indexOf('`', j);
        if (at < 0)
            return -1;
        const run = /^`+/.exec(text.slice(at))[0].length;
        if (run === length)
            return at;
        j = at + run;
    }
    return -1;
}
/** `[label](url "title")` starting at the `[`; undefined when it is not a complete inline link. */
function parseLinkAt(text, open) {
    let depth = 0;
    let close = -1;
    for (let j = open; j < text.length; j++) {
        const c = text[j];
        if (c === '\\') {
            j++;
            continue;
        }
        if (c === '`') {
            const ticks = /^`+/.exec(text.slice(j))[0].length;
            const end = findCodeClose(text, j + ticks, ticks);
            if (end >= 0)
                j = end + ticks - 1;
            continue;
        }
        if (c === '[')
            depth++;
        else if (c === ']' && --depth === 0) {
            close = j;
            break;
        }
    }
    if (close < 0 || text[close + 1] !== '(')
        return undefined;
    let parens = 0;
    let end = -1;
    for (let j = close + 1; j < text.length; j++) {
        if (text[j] === '\\') {
            j++;
            continue;
        }
        if (text[j] === '(')
            parens++;
        else if (text[j] === ')' && --parens === 0) {
            end = j;
            break;
        }
    }
    if (end < 0)
        return undefined;
    const destination = text.slice(close + 2, end).trim();
    const match = /^(<[^>]*>|\S+)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?$/.exec(destination);
    if (!match && destination !== '')
        return undefined;
    const url = match ? match[1].replace(/^<|>$/g, '') : '';
    return { label: text.slice(open + 1, close), url, end: end + 1 };
}
function parseEmphasisAt(text, start) {
    const c = text[start];
    const prev = start > 0 ? text[start - 1] : ' ';
    if (c === '~') {
        if (text[start + 1] !== '~' || text[start + 2] === '~')
            return undefined;
        const close = findCloser(text, start + 2, '~~');
        return close < 0 ? undefined : { inner: text.slice(start + 2, close), style: { strike: true }, end: close + 2 };
    }
    // Underscores inside words (snake_case) are not emphasis.
    if (c === '_' && /[\p{L}\p{N}]/u.test(prev))
        return undefined;
    const run = /^[*_]+/.exec(text.slice(start))[0];
    const sameChar = run.split('').every((ch) => ch === c) ? run.length : 1;
    for (const width of [Math.min(3, sameChar), 2, 1].filter((w, index, all) => w <= sameChar && all.indexOf(w) === index)) {
        const delimiter = c.repeat(width);
        const contentStart = start + width;
        if (contentStart >= text.length || /\s/.test(text[contentStart]))
            continue;
        const close = findCloser(text, contentStart, delimiter);
        if (close < 0)
            continue;
        if (c === '_' && /[\p{L}\p{N}]/u.test(text[close + width] ?? ' '))
            continue;
        const style = width === 3 ? { bold: true, italic: true } : width === 2 ? { bold: true } : { italic: true };
        return { inner: text.slice(contentStart, close), style, end: close + width };
    }
    return undefined;
}
/** Index of a closing delimiter not preceded by whitespace, skipping code spans and longer runs. */
function findCloser(text, from, delimiter) {
    const char = delimiter[0];
    let j = from;
    while (j < text.length) {
        const c = text[j];
        if (c === '\\') {
            j += 2;
            continue;
        }
        if (c === '`') {
            const ticks = /^`+/.exec(text.slice(j))[0].length;
            const end = findCodeClose(text, j + ticks, ticks);
            j = end >= 0 ? end + ticks : j + ticks;
            continue;
        }
        if (c === char) {
            const run = /^(.)\1*/.exec(text.slice(j))[0].length;
            if (run === delimiter.length && j > from && !/\s/.test(text[j - 1]))
                return j;
            if (run > delimiter.length && j > from && !/\s/.test(text[j - 1]) && delimiter.length > 1 && char !== '~') {
                // `***` closing `**` around an inner `*…*`: the outer delimiter is the last two.
                return j + run - delimiter.length;
            }
            j += run;
            continue;
        }
        j++;
    }
    return -1;
}

;// CONCATENATED MODULE: ./src/engine/formats/text/plain.ts

/**
 * Plain text, source code, XML, JSON and YAML: one paragraph per line, exactly as written.
 * Blank lines stay as empty paragraphs because line structure is meaning in code.
 */
function readPlainLines(text) {
    const lines = (0,text_decode/* splitLines */.uz)(text);
    const blocks = new Array(lines.length);
    for (let i = 0; i < lines.length; i++) {
        const locator = { part: 'text', path: `${i + 1}:1` };
        const paragraph = {
            type: 'paragraph',
            runs: lines[i] ? [{ text: lines[i], style: {}, locator }] : [],
            locator,
        };
        blocks[i] = paragraph;
    }
    return blocks;
}

// EXTERNAL MODULE: ./src/engine/formats/shared/prose.ts
var prose = __webpack_require__(1728);
// EXTERNAL MODULE: ./src/engine/formats/text/formats.ts
var formats = __webpack_require__(2685);
;// CONCATENATED MODULE: ./src/engine/formats/text/index.ts







/**
 * Reader for the text family: plain text, Markdown, HTML, XML, JSON, YAML and source code.
 * Markdown and HTML are read as rendered (headings, lists, tables, styles), plain text as
 * paragraphs of prose; logs, data and source code are compared line by line exactly as written.
 */
/** Plain text is prose (READMEs, licences, notes) unless it is a log, whose unit is the line. */
const PROSE_FORMATS = new Set(['txt', 'text']);
/**
 * Text files are compared up to this size. Past it the comparison costs seconds per megabyte and
 * gigabytes of memory (a 50 MB line took 37 s and 2.2 GB): such files are logs and data dumps,
 * for which a line diff (`git diff`) is the tool. Checked on the bytes, before decoding.
 */
const MAX_TEXT_BYTES = 10 * 1024 * 1024;
const textReader = {
    family: 'text',
    formats: formats/* TEXT_FORMATS */.fR,
    async read(bytes, format, options) {
        if (bytes.length > MAX_TEXT_BYTES) {
            throw new errors/* ArchiveLimitError */.w(`the text file is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; docdelta compares text files of up to ${MAX_TEXT_BYTES / 1024 / 1024} MB (use a line diff such as git diff for larger ones)`);
        }
        const warnings = [];
        const { text } = (0,text_decode/* decodeText */.g7)(bytes, warnings);
        let blocks;
        let metadata = {};
        if (formats/* MARKDOWN_FORMATS */.rQ.has(format)) {
            blocks = readMarkdown(text);
        }
        else if (formats/* HTML_FORMATS */.lz.has(format)) {
            const html = (0,shared_html/* readHtml */.y)(text);
            blocks = html.blocks;
            metadata = html.metadata;
        }
        else if (PROSE_FORMATS.has(format) && !/\.log$/i.test(options.fileName ?? '')) {
            blocks = (0,prose/* readProse */.U)(text);
        }
        else {
            blocks = readPlainLines(text);
        }
        return {
            format,
            stories: [{ kind: 'body', key: 'body', label: 'body', blocks }],
            metadata,
            warnings,
        };
    },
};


/***/ })

};
