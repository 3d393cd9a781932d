(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 6496;
const ids = [6496];
const modules = {

/***/ 36496:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   textconvCommand: () => (/* binding */ textconvCommand)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _engine_index__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95246);
/* harmony import */ var _git_lfs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(68299);
/* harmony import */ var _report_textconv__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(19101);
/* harmony import */ var _files__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(99141);
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(71604);







const HELP = `Usage: docdelta textconv <file> [--wrap <n>] [--git]

Prints a document as stable, diff-friendly text: headings (#), paragraphs, list items and table
rows one per line, **bold**, _italic_ and ~~strike~~ marked, headers, footers, notes, comments and
text boxes in marked sections. The same document always gives the same text.

Options:
  --wrap <n>   wrap paragraphs longer than n characters (default: never)
  --git        as git's textconv (diff.docdelta.textconv): a document that cannot be read becomes
               one line of output and the exit code stays 0, so git diff goes on`;
async function textconvCommand(args, io) {
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
            args,
            allowPositionals: true,
            options: { wrap: { type: 'string' }, git: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
        });
    }
    catch (error) {
        throw new _io__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb((0,_engine_index__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error));
    }
    const { values, positionals } = parsed;
    if (values.help) {
        io.stdout.write(`${HELP}\n`);
        return _io__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_OK */ .Ij;
    }
    if (positionals.length !== 1)
        throw new _io__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`textconv takes exactly one file\n${HELP}`);
    const wrap = values.wrap === undefined ? undefined : Number(values.wrap);
    if (wrap !== undefined && (!Number.isInteger(wrap) || wrap < 0))
        throw new _io__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`--wrap '${values.wrap}' is not a whole number of characters`);
    const path = positionals[0];
    try {
        const input = await (0,_files__WEBPACK_IMPORTED_MODULE_3__/* .readInput */ .R5)(path);
        let bytes = input.bytes;
        const pointer = (0,_git_lfs__WEBPACK_IMPORTED_MODULE_2__/* .parseLfsPointer */ .y)(bytes);
        if (pointer) {
            const smudged = await (0,_git_lfs__WEBPACK_IMPORTED_MODULE_2__/* .smudgeLfs */ .n)(pointer, path, { env: io.env, maxBytes: 512 * 1024 * 1024 });
            if (!('bytes' in smudged)) {
                io.stdout.write(`[Git LFS pointer ${pointer.oid}, ${pointer.size} bytes: ${smudged.unavailable}]\n`);
                return _io__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_OK */ .Ij;
            }
            bytes = smudged.bytes;
        }
        const document = await (0,_engine_index__WEBPACK_IMPORTED_MODULE_1__/* .readDocument */ .u0)({ bytes, fileName: path });
        for (const warning of document.warnings)
            io.stderr.write(`docdelta: warning: ${path}: ${warning.message}\n`);
        io.stdout.write((0,_report_textconv__WEBPACK_IMPORTED_MODULE_5__/* .documentToText */ .W)(document, { wrap }));
        return _io__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_OK */ .Ij;
    }
    catch (error) {
        if (!values.git)
            throw error;
        // git dies on a failing textconv; one line in the text keeps `git diff` and `git log -p` going.
        const message = error instanceof _io__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb ? error.message : (0,_engine_index__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error);
        io.stdout.write(`[docdelta cannot read this document: ${message}]\n`);
        io.stderr.write(`docdelta: ${path}: ${message}\n`);
        return _io__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_OK */ .Ij;
    }
}


/***/ }),

/***/ 99141:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $h: () => (/* binding */ PASSWORD_OPTIONS),
/* harmony export */   R5: () => (/* binding */ readInput),
/* harmony export */   iH: () => (/* binding */ PASSWORD_HELP),
/* harmony export */   pY: () => (/* binding */ passwordsFrom)
/* harmony export */ });
/* unused harmony export MAX_INPUT_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71604);


/** Largest input the CLI reads into memory. */
const MAX_INPUT_BYTES = 512 * 1024 * 1024;
/**
 * Reads a document named on the command line; problems become one-line usage errors. Read with
 * node:fs's synchronous calls: a command reads its few inputs one after the other anyway, and
 * node:fs/promises costs a run about 4 ms of CPU to load.
 */
async function readInput(path, password) {
    let size;
    try {
        const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
        if (info.isDirectory())
            throw new _io__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${path}: is a directory, not a document`);
        size = info.size;
    }
    catch (error) {
        if (error instanceof _io__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb)
            throw error;
        const code = error.code;
        throw new _io__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(code === 'ENOENT' ? `${path}: no such file` : `${path}: cannot be read (${code ?? 'error'})`);
    }
    if (size > MAX_INPUT_BYTES)
        throw new _io__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${path}: ${size} bytes is over the ${MAX_INPUT_BYTES}-byte limit`);
    const bytes = new Uint8Array((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path));
    return { bytes, fileName: path, password };
}
/** Password options every reading command accepts; environment variables keep them out of `ps`. */
const PASSWORD_OPTIONS = {
    'source-password': { type: 'string' },
    'target-password': { type: 'string' },
};
const PASSWORD_HELP = `  --source-password <pw>  password of a protected source (or DOCDELTA_SOURCE_PASSWORD)
  --target-password <pw>  password of protected targets (or DOCDELTA_TARGET_PASSWORD)`;
function passwordsFrom(values, env) {
    return {
        source: values['source-password'] ?? env.DOCDELTA_SOURCE_PASSWORD,
        target: values['target-password'] ?? env.DOCDELTA_TARGET_PASSWORD,
    };
}


/***/ }),

/***/ 68299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ smudgeLfs),
/* harmony export */   y: () => (/* binding */ parseLfsPointer)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Git LFS pointer files: a repository that keeps documents in LFS stores small text pointers in
 * git, and `git diff` hands the driver those pointers, not the documents.
 * Spec: https://github.com/git-lfs/git-lfs/blob/main/docs/spec.md
 */
const POINTER_VERSION = 'version https://git-lfs.github.com/spec/v1';
/** The spec caps pointer files at 1024 bytes; anything longer is not a pointer. */
const MAX_POINTER_BYTES = 1024;
function parseLfsPointer(bytes) {
    if (bytes.length > MAX_POINTER_BYTES || bytes.length < POINTER_VERSION.length)
        return undefined;
    const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
    if (!text.startsWith(`${POINTER_VERSION}\n`))
        return undefined;
    const oid = /^oid (sha256:[0-9a-f]{64})$/m.exec(text)?.[1];
    const size = /^size (\d+)$/m.exec(text)?.[1];
    if (!oid || !size)
        return undefined;
    return { oid, size: Number(size), text };
}
/**
 * The real content behind a pointer, from `git lfs smudge` (the LFS cache or its server). Runs
 * only when a pointer is met, so repositories without LFS pay nothing for it.
 */
function smudgeLfs(pointer, path, options) {
    return new Promise((resolve) => {
        let child;
        try {
            child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', ['lfs', 'smudge', '--', path], {
                cwd: options.cwd,
                env: options.env,
                stdio: ['pipe', 'pipe', 'pipe'],
            });
        }
        catch (error) {
            resolve({ unavailable: `git could not be started (${error.message})`, toolMissing: true });
            return;
        }
        const chunks = [];
        let length = 0;
        let stderr = '';
        child.stdout.on('data', (chunk) => {
            length += chunk.length;
            if (length <= options.maxBytes)
                chunks.push(chunk);
        });
        child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
        child.on('error', (error) => resolve({ unavailable: `git could not be started (${error.message})`, toolMissing: true }));
        child.on('close', (code) => {
            if (code !== 0) {
                if (/is not a git command/.test(stderr))
                    resolve({
                        unavailable: 'git lfs is not installed (install git-lfs: https://git-lfs.com)',
                        toolMissing: true,
                    });
                else
                    resolve({ unavailable: `git lfs smudge failed: ${firstLine(stderr) || `exit code ${code}`}` });
            }
            else if (length > options.maxBytes)
                resolve({ unavailable: `the content is ${length} bytes, over the ${options.maxBytes}-byte limit` });
            else
                resolve({ bytes: new Uint8Array(Buffer.concat(chunks)) });
        });
        child.stdin.on('error', () => undefined);
        child.stdin.end(pointer.text);
    });
}
function firstLine(text) {
    return text.trim().split('\n')[0] ?? '';
}


/***/ }),

/***/ 19101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ documentToText)
/* harmony export */ });
function documentToText(document, options = {}) {
    const lines = [];
    const body = document.stories.filter((story) => story.kind === 'body');
    const others = document.stories.filter((story) => story.kind !== 'body');
    for (const story of body)
        renderBlocks(story.blocks, lines, options);
    for (const story of others) {
        const storyLines = [];
        renderBlocks(story.blocks, storyLines, options);
        if (!storyLines.length)
            continue;
        // A blank line before each marker keeps sections apart for a reader and for diff hunks.
        if (lines.length)
            lines.push('');
        lines.push(`--- ${storyLabel(story)} ---`);
        lines.push(...storyLines);
    }
    return lines.length ? `${lines.join('\n')}\n` : '';
}
function storyLabel(story) {
    const label = oneLine(story.label);
    return story.author && !label.includes(story.author) ? `${label} by ${oneLine(story.author)}` : label;
}
function renderBlocks(blocks, lines, options) {
    for (const block of blocks) {
        switch (block.type) {
            case 'paragraph':
                renderParagraph(block, lines, options);
                break;
            case 'table':
                renderTable(block, lines);
                break;
            case 'object':
                lines.push(objectLabel(block.object.kind, block.object.name));
                break;
            case 'shape':
                // A shape is named, then its text follows, so a moved shape's text diffs as text.
                lines.push(`[shape${block.name ? `: ${oneLine(block.name)}` : ''}]`);
                if (block.object)
                    lines.push(objectLabel(block.object.kind, block.object.name));
                renderBlocks(block.blocks, lines, options);
                break;
        }
    }
}
function renderParagraph(paragraph, lines, options) {
    // Headings are bold or italic by their style; marking that on every heading is noise.
    const text = formattedText(paragraph.runs, Boolean(paragraph.headingLevel));
    if (!text)
        return;
    let prefix = '';
    if (paragraph.headingLevel)
        prefix = `${'#'.repeat(Math.min(paragraph.headingLevel, 9))} `;
    else if (paragraph.list)
        prefix = `${'  '.repeat(paragraph.list.level)}${oneLine(paragraph.list.label) || '•'} `;
    const indent = paragraph.list && !paragraph.headingLevel ? ' '.repeat(prefix.length) : '';
    lines.push(...wrapLine(prefix + text, options.wrap, indent));
}
/** A table row per line, cells separated by ` | `; cell paragraphs joined by ` / `. */
function renderTable(table, lines) {
    for (const row of table.rows) {
        const cells = row.cells.filter((cell) => cell.vMerge !== 'continue').map((cell) => inlineBlocks(cell.blocks));
        if (cells.some((cell) => cell))
            lines.push(cells.join(' | '));
    }
}
/** Blocks of a table cell on one line; a nested table becomes `[a | b; c | d]`. */
function inlineBlocks(blocks) {
    const parts = [];
    for (const block of blocks) {
        if (block.type === 'paragraph') {
            const text = formattedText(block.runs);
            if (text)
                parts.push(block.list ? `${oneLine(block.list.label)} ${text}` : text);
        }
        else if (block.type === 'object')
            parts.push(objectLabel(block.object.kind, block.object.name));
        else if (block.type === 'shape') {
            const inner = inlineBlocks(block.blocks);
            if (inner)
                parts.push(inner);
            else if (block.object)
                parts.push(objectLabel(block.object.kind, block.object.name));
        }
        else {
            const rows = block.rows.map((row) => row.cells.map((cell) => inlineBlocks(cell.blocks)).join(' | '));
            parts.push(`[${rows.join('; ')}]`);
        }
    }
    return parts.join(' / ');
}
/**
 * The paragraph's text with light formatting markers. Adjacent runs with the same marks are
 * merged first, so a word split over runs by an editor does not gain markers in the middle; the
 * markers hug the text, leaving surrounding spaces outside so word diffs stay word-aligned.
 */
function formattedText(runs, dropCommonMarks = false) {
    const pieces = [];
    for (const run of runs) {
        const text = run.object ? objectLabel(run.object.kind, run.object.name) : oneLine(run.text);
        if (!text)
            continue;
        const marks = run.object
            ? { bold: false, italic: false, strike: false }
            : { bold: Boolean(run.style.bold), italic: Boolean(run.style.italic), strike: Boolean(run.style.strike) };
        const last = pieces[pieces.length - 1];
        if (last && sameMarks(last.marks, marks))
            last.text += text;
        else
            pieces.push({ text, marks });
    }
    if (dropCommonMarks) {
        const textPieces = pieces.filter((piece) => piece.text.trim());
        for (const key of ['bold', 'italic', 'strike']) {
            if (textPieces.length && textPieces.every((piece) => piece.marks[key]))
                for (const piece of pieces)
                    piece.marks = { ...piece.marks, [key]: false };
        }
        for (let i = pieces.length - 1; i > 0; i--) {
            if (sameMarks(pieces[i - 1].marks, pieces[i].marks))
                pieces.splice(i - 1, 2, { text: pieces[i - 1].text + pieces[i].text, marks: pieces[i].marks });
        }
    }
    let out = '';
    for (const piece of pieces)
        out += mark(piece.text, piece.marks);
    return out.replace(/ {2,}/g, ' ').trim();
}
function sameMarks(a, b) {
    return a.bold === b.bold && a.italic === b.italic && a.strike === b.strike;
}
function mark(text, marks) {
    const match = /^(\s*)(.*?)(\s*)$/s.exec(text);
    const [, lead, core, trail] = match;
    if (!core)
        return text;
    let inner = core;
    if (marks.strike)
        inner = `~~${inner}~~`;
    if (marks.italic)
        inner = `_${inner}_`;
    if (marks.bold)
        inner = `**${inner}**`;
    return `${lead}${inner}${trail}`;
}
function objectLabel(kind, name) {
    if (kind === 'break')
        return `[${oneLine(name ?? 'break')}]`;
    const label = name ? oneLine(name) : '';
    return label ? `[${kind}: ${label}]` : `[${kind}]`;
}
/** Line breaks and tabs inside a paragraph become visible single characters on its one line. */
function oneLine(text) {
    return text
        .replace(/\r\n|[\r\n\u2028\u2029\v]/g, ' ↵ ')
        .replace(/\t/g, ' ')
        .replace(/[\u0000-\u0008\u000e-\u001f]/g, '');
}
function wrapLine(line, width, indent) {
    if (!width || width <= 0 || line.length <= width)
        return [line];
    const words = line.split(' ');
    const out = [];
    let current = '';
    for (const word of words) {
        const candidate = current ? `${current} ${word}` : word;
        if (current && candidate.length > width) {
            out.push(current);
            current = `${indent}${word}`;
        }
        else
            current = candidate;
    }
    if (current)
        out.push(current);
    return out;
}


/***/ })

};

return{id,ids,modules}})