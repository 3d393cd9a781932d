(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 6088;
const ids = [6088,8276];
const modules = {

/***/ 66088:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   difftoolCommand: () => (/* binding */ difftoolCommand)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var _engine_index__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7717);
/* harmony import */ var _git_driver__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(75140);
/* harmony import */ var _report_write__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(28276);
/* harmony import */ var _report_html__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(86433);
/* harmony import */ var _files__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(99141);
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(71604);













const HELP = `Usage: docdelta difftool <old> <new>

Writes the HTML report of the comparison to a temporary file and opens it with $BROWSER (a
colon-separated list of commands; %s stands for the file) or the system's opener when a display is
available, else prints its path. Reports are kept for a day in one temporary folder. As a git difftool ('docdelta install' sets it up):
  git difftool -t docdelta [<commit>] [-- <path>]`;
async function difftoolCommand(args, io) {
    if (args.includes('--help') || args.includes('-h')) {
        io.stdout.write(`${HELP}\n`);
        return _io__WEBPACK_IMPORTED_MODULE_11__/* .EXIT_OK */ .Ij;
    }
    if (args.length !== 2)
        throw new _io__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .eb(`difftool takes two files\n${HELP}`);
    const [oldFile, newFile] = args;
    // git difftool passes temporary copies; MERGED names the file in the repository.
    const name = io.env.MERGED || newFile;
    const before = oldFile === _git_driver__WEBPACK_IMPORTED_MODULE_7__/* .NULL_FILE */ .pP ? undefined : await (0,_files__WEBPACK_IMPORTED_MODULE_10__/* .readInput */ .R5)(oldFile);
    const after = newFile === _git_driver__WEBPACK_IMPORTED_MODULE_7__/* .NULL_FILE */ .pP ? undefined : await (0,_files__WEBPACK_IMPORTED_MODULE_10__/* .readInput */ .R5)(newFile);
    if (!before && !after)
        throw new _io__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .eb('difftool needs at least one file that is not /dev/null');
    const result = await (0,_engine_index__WEBPACK_IMPORTED_MODULE_6__/* .compareVersions */ .Zy)(before && { bytes: before.bytes, fileName: oldFile }, after && { bytes: after.bytes, fileName: newFile });
    for (const warning of result.warnings)
        io.stderr.write(`docdelta: warning: ${warning}\n`);
    const file = {
        oldPath: io.env.MERGED || oldFile,
        newPath: name,
        status: !before ? 'added' : !after ? 'deleted' : 'modified',
        changes: result.changes,
        places: result.places,
    };
    const directory = await reportFolder(io.env);
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(directory, `${(0,node_path__WEBPACK_IMPORTED_MODULE_5__.basename)(name).replace(/[^\w.-]+/g, '_')}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(4).toString('hex')}.html`);
    await (0,_report_write__WEBPACK_IMPORTED_MODULE_8__/* .writeAtomically */ .vK)(path, (0,_report_html__WEBPACK_IMPORTED_MODULE_9__/* .renderHtml */ .K)([file], { title: `docdelta: ${name}` }));
    const opened = await openInBrowser(path, io.env);
    if (opened.ok)
        io.stdout.write(`docdelta: opened ${path} with ${opened.command}\n`);
    else {
        if (opened.failure)
            io.stderr.write(`docdelta: could not open the browser (${opened.failure})\n`);
        io.stdout.write(`docdelta: report written to ${path}\n`);
    }
    return _io__WEBPACK_IMPORTED_MODULE_11__/* .EXIT_OK */ .Ij;
}
/** Reports older than this are removed by the next difftool run. */
const KEEP_REPORTS_MS = 24 * 60 * 60 * 1000;
/**
 * One folder for every difftool report instead of a new one per call (78 had built up). A report
 * must outlive this process, since the browser reads it after the opener returns, so each run
 * removes the reports of earlier days instead.
 */
async function reportFolder(env) {
    const directory = (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(env.TMPDIR || (0,node_os__WEBPACK_IMPORTED_MODULE_4__.tmpdir)(), `docdelta-difftool-${userId()}`);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.mkdir)(directory, { recursive: true, mode: 0o700 });
    const now = Date.now();
    for (const entry of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.readdir)(directory)) {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(directory, entry);
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.stat)(path).catch(() => undefined);
        if (info && now - info.mtimeMs > KEEP_REPORTS_MS)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rm)(path, { recursive: true, force: true });
    }
    return directory;
}
/** How long an opener may run before it counts as started (a browser that keeps the opener waiting). */
const OPENER_WAIT_MS = 5000;
/**
 * Opens the report with $BROWSER (a colon-separated list, `%s` standing for the file, as in
 * remote editors and Codespaces), else the platform's opener when there is a display. An opener
 * that fails (xdg-open without a browser exits non-zero) is reported, not taken for success.
 */
async function openInBrowser(path, env) {
    const candidates = [];
    for (const entry of (env.BROWSER ?? '').split(process.platform === 'win32' ? ';' : ':')) {
        const words = entry.trim().split(/\s+/).filter(Boolean);
        if (words.length)
            candidates.push(words.some((w) => w.includes('%s')) ? words.map((w) => w.replaceAll('%s', path)) : [...words, path]);
    }
    if (!candidates.length) {
        if (process.platform === 'darwin')
            candidates.push(['open', path]);
        else if (process.platform === 'win32')
            candidates.push(['cmd', '/c', 'start', '""', path]);
        else if ((env.DISPLAY || env.WAYLAND_DISPLAY) && onPath('xdg-open', env.PATH))
            candidates.push(['xdg-open', path]);
    }
    const failures = [];
    for (const [command, ...args] of candidates) {
        const failure = await runOpener(command, args, env);
        if (!failure)
            return { ok: true, command };
        failures.push(failure);
    }
    return { ok: false, failure: failures.join('; ') || undefined };
}
/** Undefined when the opener exited 0 or is still running after OPENER_WAIT_MS; else what went wrong. */
function runOpener(command, args, env) {
    return new Promise((resolve) => {
        let child;
        try {
            child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(command, args, { detached: true, stdio: 'ignore', env: env });
        }
        catch (error) {
            resolve(`${command}: ${(0,_engine_index__WEBPACK_IMPORTED_MODULE_6__/* .errorMessage */ .gJ)(error)}`);
            return;
        }
        const timer = setTimeout(() => {
            child.unref();
            resolve(undefined);
        }, OPENER_WAIT_MS);
        child.on('error', (error) => {
            clearTimeout(timer);
            resolve(`${command}: ${error.code === 'ENOENT' ? 'not found' : error.message}`);
        });
        child.on('exit', (code, signal) => {
            clearTimeout(timer);
            resolve(code === 0 ? undefined : `${command} exited with ${code ?? signal}`);
        });
    });
}
function userId() {
    try {
        return String((0,node_os__WEBPACK_IMPORTED_MODULE_4__.userInfo)().uid);
    }
    catch {
        return 'user';
    }
}
function onPath(program, path) {
    return (path ?? '').split(node_path__WEBPACK_IMPORTED_MODULE_5__.delimiter).some((directory) => directory && (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(directory, program)));
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

/***/ 14031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ escapeHtml)
/* harmony export */ });
/** Escapes text for HTML element content and quoted attribute values. */
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (c) => c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#39;');
}


/***/ }),

/***/ 86433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ renderHtml)
/* harmony export */ });
/* harmony import */ var _engine_preview_legend__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58848);
/* harmony import */ var _escape__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14031);
/* harmony import */ var _summary__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57994);



function renderHtml(files, options = {}) {
    const title = options.title ?? (files.length === 1 ? `docdelta: ${files[0].newPath}` : 'docdelta report');
    const total = files.reduce((n, file) => n + file.changes.length, 0);
    const sections = files.map((file, index) => fileSection(file, index, options.previews ?? [])).join('\n');
    const types = [...new Set(files.flatMap((file) => file.changes.map((c) => c.Type)))].sort();
    const filters = types.length > 1
        ? `<fieldset class="filters"><legend>Show</legend>${types.map((type) => `<label><input type="checkbox" data-type="${(0,_escape__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)(type)}" checked> ${(0,_escape__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)((0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .typeLabel */ .Dd)(type))}</label>`).join(' ')}</fieldset>`
        : '';
    const index = files.length > 1
        ? `<nav class="index" aria-label="Documents"><h2>Documents</h2><ol>${files.map((file, i) => `<li><a href="#file-${i}">${(0,_escape__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)(file.newPath)}</a> <span class="count">${file.note ? (0,_escape__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)(file.note) : `${file.changes.length} change${file.changes.length === 1 ? '' : 's'}`}</span></li>`).join('')}</ol></nav>`
        : '';
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
<title>${(0,_escape__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)(title)}</title>
<style>${STYLE}</style>
</head>
<body class="view-inline">
<header class="toolbar">
<h1>${(0,_escape__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)(title)}</h1>
<span class="total">${files.length} document${files.length === 1 ? '' : 's'}, ${total} change${total === 1 ? '' : 's'}</span>
<span class="views" role="group" aria-label="View">
<button type="button" data-view="inline" aria-pressed="true">Inline</button>
<button type="button" data-view="side" aria-pressed="false">Side by side</button>
</span>
<span class="nav">
<button type="button" id="prev" title="Previous change (k)">↑ Previous</button>
<button type="button" id="next" title="Next change (j)">↓ Next</button>
<span id="position" aria-live="polite"></span>
</span>
<label class="keys"><input type="checkbox" id="shortcuts" checked> Keyboard shortcuts (j, k, s)</label>
${filters}
</header>
<main>
${total ? legendList() : ''}
${index}
${sections}
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
function fileSection(file, fileIndex, previews) {
    const name = file.status === 'renamed' ? `${file.oldPath} → ${file.newPath}` : file.newPath;
    const status = file.status === 'modified' ? '' : ` <span class="status">${(0,_escape__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)(file.status)}</span>`;
    const parts = [
        `<section class="file" id="file-${fileIndex}">`,
        `<details open><summary><h2>${(0,_escape__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)(name)}${status}</h2></summary>`,
    ];
    if (file.note) {
        parts.push(`<p class="note">${(0,_escape__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)(file.note)}</p>`, '</details>', '</section>');
        return parts.join('\n');
    }
    parts.push(`<p class="summary">${(0,_escape__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)((0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .summarize */ .eh)(file.changes))}</p>`);
    if (file.changes.length) {
        const counts = (0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .countsByType */ .YB)(file.changes)
            .map(([type, count]) => `<tr><td><span class="badge t-${(0,_escape__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)(type)}">${(0,_escape__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)((0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .typeLabel */ .Dd)(type))}</span></td><td>${count}</td></tr>`)
            .join('');
        parts.push(`<table class="counts"><thead><tr><th>Type</th><th>Count</th></tr></thead><tbody>${counts}</tbody></table>`);
    }
    const filePreviews = previews.filter((preview) => preview.path === file.newPath);
    if (filePreviews.length)
        parts.push(previewFigures(filePreviews));
    if (file.changes.length) {
        parts.push(`<div class="columns" aria-hidden="true"><div>Before: ${(0,_escape__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)(file.oldPath)}</div><div>After: ${(0,_escape__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)(file.newPath)}</div></div>`);
    }
    parts.push('<ol class="changes">');
    const unit = (0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .pageUnit */ .gF)(file.newPath);
    file.changes.forEach((change, i) => parts.push(changeItem(change, file.places[i] ?? '', fileIndex, unit, file.contexts?.[i] ?? undefined)));
    parts.push('</ol>', '</details>', '</section>');
    return parts.join('\n');
}
/** The change inside its sentence: the words around it as they read, the change marked between them. */
function inContext(marked, context) {
    if (!context)
        return marked;
    return `<span class="context">${text(context.before)}</span>${marked}<span class="context">${text(context.after)}</span>`;
}
/**
 * One version's side of a change in that version's own sentence: a report built from a change
 * list without per-side sentences shows the side's text alone, never the other version's words.
 */
function sideInContext(marked, absent, context) {
    if (!context)
        return marked;
    return inContext(absent ? '' : marked, context);
}
function changeItem(change, place, fileIndex, unit, context) {
    const id = `change-${fileIndex}-${change.Id}`;
    const old = change.Type === 'Inserted' ? '' : change.Text;
    const now = change.Type === 'Deleted' ? '' : change.TargetText;
    let inline;
    switch (change.Type) {
        case 'Inserted':
            inline = `<ins>${text(now)}</ins>`;
            break;
        case 'Deleted':
            inline = `<del>${text(old)}</del>`;
            break;
        case 'StyleChanged':
            inline = `<span class="styled">${text(now)}</span> <span class="props">${(0,_escape__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)((0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .describeStyleChanges */ .aj)(change))}</span>`;
            break;
        case 'Moved':
            inline = `<span class="moved">${text(now)}</span>`;
            break;
        default:
            inline = `<del>${text(old)}</del> <ins class="mod">${text(now)}</ins>`;
    }
    const props = change.Type === 'StyleChanged' ? ` <span class="props">${(0,_escape__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)((0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .describeStyleChanges */ .aj)(change))}</span>` : '';
    const oldSide = change.Type === 'Inserted'
        ? '<span class="empty">(nothing)</span>'
        : change.Type === 'Moved'
            ? `<span class="moved">${text(old || now)}</span> <span class="empty">(moved from here)</span>`
            : change.Type === 'StyleChanged'
                ? text(old || now)
                : `<del>${text(old)}</del>`;
    const newSide = change.Type === 'Deleted'
        ? '<span class="empty">(nothing)</span>'
        : change.Type === 'Moved'
            ? `<span class="moved">${text(now)}</span> <span class="empty">(moved here)</span>`
            : change.Type === 'StyleChanged'
                ? `<span class="styled">${text(now)}</span>${props}`
                : change.Type === 'Inserted'
                    ? `<ins>${text(now)}</ins>`
                    : `<ins class="mod">${text(now)}</ins>`;
    return `<li class="change t-${(0,_escape__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)(change.Type)}" id="${id}" tabindex="-1">
<div class="where"><span class="badge t-${(0,_escape__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)(change.Type)}">${(0,_escape__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)((0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .typeLabel */ .Dd)(change.Type))}</span> ${(0,_escape__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)(place)} <span class="page">${unit} ${change.PageInfo.PageNumber}</span></div>
<div class="inline">${inContext(inline, context)}</div>
<div class="side"><div class="old"><span class="label">Before</span> ${sideInContext(oldSide, change.Type === 'Inserted', context?.source)}</div><div class="new"><span class="label">After</span> ${sideInContext(newSide, change.Type === 'Deleted', context?.target)}</div></div>
</li>`;
}
const PREVIEW_LABELS = {
    old: ['old version', 'Before'],
    new: ['new version', 'After'],
    redline: ['the changes marked in the new version', 'Changes marked'],
    pair: ['old version left, new version right', 'Before (left) and after (right)'],
};
function previewFigures(previews) {
    const figures = previews.map((preview) => {
        const [alt, caption] = PREVIEW_LABELS[preview.side];
        const whole = preview.href ? ` <a href="${(0,_escape__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)(preview.href)}">whole page</a>` : '';
        return `<figure class="preview ${preview.side}"><img alt="${(0,_escape__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)(`${alt}, page ${preview.page}`)}" src="data:${preview.mimeType};base64,${Buffer.from(preview.bytes).toString('base64')}"><figcaption>${caption}, page ${preview.page}${whole}</figcaption></figure>`;
    });
    return `<div class="previews">${figures.join('')}</div>`;
}
const LEGEND_VARIABLE = {
    inserted: 'ins',
    deleted: 'del',
    modified: 'mod',
    moved: 'mov',
    style: 'sty',
};
/** The legend as CSS variables: `--ins` (text on white), `--ins-frame` (the frames' colour), `--ins-bg`. */
function legendVariables() {
    return _engine_preview_legend__WEBPACK_IMPORTED_MODULE_0__/* .LEGEND */ .I.map((entry) => {
        const name = LEGEND_VARIABLE[entry.kind];
        return `--${name}:#${entry.ink};--${name}-frame:#${entry.colour};--${name}-bg:#${tint(entry.colour, 0.09)}`;
    }).join(';');
}
/** `RRGGBB` mixed with white: `share` of the colour. */
function tint(hex, share) {
    return [0, 2, 4]
        .map((i) => Math.round(255 - (255 - parseInt(hex.slice(i, i + 2), 16)) * share))
        .map((v) => v.toString(16).padStart(2, '0'))
        .join('');
}
/** The colours the report, its previews' frames and the terminal share, shown once at the top. */
function legendList() {
    const items = _engine_preview_legend__WEBPACK_IMPORTED_MODULE_0__/* .LEGEND */ .I.map((entry) => `<li><span class="swatch" style="border-color:#${entry.colour};background:#${tint(entry.colour, 0.12)}"></span>${(0,_escape__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)(entry.label)}</li>`).join('');
    return `<ul class="legend" aria-label="Colours of the changes, in the text and the page previews">${items}<li>inserted text is underlined, deleted struck through</li></ul>`;
}
/** Document text, escaped, with its line breaks kept. */
function text(value) {
    return (0,_escape__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)(value).replace(/\r?\n/g, '<br>');
}
const STYLE = `
:root{${legendVariables()};--line:#d0d7de;--muted:#57606a;--focus:#24292f}
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2328;background:#fff}
.toolbar{position:sticky;top:0;z-index:1;display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;padding:.6rem 1rem;background:#f6f8fa;border-bottom:1px solid var(--line)}
.toolbar h1{font-size:1.1rem;margin:0}
.total,.page,.summary,#position{color:var(--muted)}
button{font:inherit;padding:.2rem .6rem;border:1px solid var(--line);border-radius:6px;background:#fff;cursor:pointer}
button[aria-pressed="true"]{background:#eaeef2;border-color:var(--focus)}
main{max-width:72rem;margin:0 auto;padding:1rem}
h2{font-size:1.05rem;border-bottom:1px solid var(--line);padding-bottom:.3rem}
.status{font-size:.8rem;color:var(--muted);font-weight:normal}
.counts{border-collapse:collapse;margin:.5rem 0}
.counts td,.counts th{border:1px solid var(--line);padding:.15rem .6rem;text-align:left}
.changes{list-style:none;padding:0}
.change{border:1px solid var(--line);border-radius:6px;margin:.5rem 0;padding:.5rem .75rem;scroll-margin-top:5rem}
.change.current{outline:3px solid var(--focus)}
.badge{display:inline-block;font-size:.75rem;font-weight:600;padding:0 .4rem;border-radius:1rem;color:#fff;background:var(--muted)}
.badge.t-Inserted{background:var(--ins)}.badge.t-Deleted{background:var(--del)}.badge.t-Modified{background:var(--mod)}.badge.t-Moved{background:var(--mov)}.badge.t-StyleChanged{background:var(--sty)}
ins{background:var(--ins-bg);color:var(--ins);text-decoration:underline;text-decoration-thickness:2px}
del{background:var(--del-bg);color:var(--del);text-decoration:line-through}
ins.mod{background:var(--mod-bg);color:var(--mod)}
.moved{border-left:3px solid var(--mov-frame);padding-left:.4rem}
.styled{border-bottom:2px dotted var(--sty-frame)}.props{color:var(--sty);font-size:.9rem}
.legend{display:flex;flex-wrap:wrap;gap:.4rem .8rem;align-items:center;margin:0 0 .5rem;padding:0;list-style:none;color:var(--muted);font-size:.85rem}
.legend .swatch{display:inline-block;width:.8rem;height:.8rem;border:2px solid;border-radius:2px;vertical-align:-.1rem;margin-right:.3rem}
.empty{color:var(--muted);font-style:italic}
.inline,.side{margin-top:.3rem;white-space:pre-wrap;overflow-wrap:anywhere}
.side{display:none;grid-template-columns:1fr 1fr;gap:.75rem}
.side>div{padding:.3rem;border-radius:4px;background:#f6f8fa}
.view-side .side{display:grid}.view-side .inline{display:none}
.previews{display:flex;flex-wrap:wrap;gap:1rem}.preview img{max-width:100%;border:1px solid var(--line)}
.note{font-style:italic}
.label{display:block;font-size:.75rem;font-weight:600;color:var(--muted)}
.columns{display:none;grid-template-columns:1fr 1fr;gap:.75rem;font-weight:600;color:var(--muted)}.view-side .columns{display:grid}
summary h2{display:inline;border:0}summary{cursor:pointer;border-bottom:1px solid var(--line);margin:1rem 0 .5rem}
.filters{border:0;margin:0;padding:0;display:flex;gap:.5rem;flex-wrap:wrap}.filters legend{float:left;margin-right:.3rem;color:var(--muted)}
.index ol{padding-left:1.5rem}.count{color:var(--muted)}
.change.filtered{display:none}
.context{color:#3d444d}
@media (max-width:40rem){.view-side .side,.view-side .columns{grid-template-columns:1fr}}
`;
// Plain ES5-style script: it must run from a file:// URL in any browser, offline.
const SCRIPT = `
(function(){
  var changes = Array.prototype.slice.call(document.querySelectorAll('.change'));
  var current = -1;
  var position = document.getElementById('position');
  function show(index){
    if(!changes.length){position.textContent='no changes';return;}
    index=(index+changes.length)%changes.length;
    if(current>=0)changes[current].classList.remove('current');
    current=index;
    var el=changes[current];
    el.classList.add('current');
    el.scrollIntoView({block:'center'});
    el.focus({preventScroll:true});
    position.textContent='change '+(current+1)+' of '+changes.length;
  }
  function setView(view){
    document.body.className='view-'+view;
    Array.prototype.forEach.call(document.querySelectorAll('[data-view]'),function(b){b.setAttribute('aria-pressed',String(b.getAttribute('data-view')===view));});
  }
  document.getElementById('next').addEventListener('click',function(){show(current+1);});
  document.getElementById('prev').addEventListener('click',function(){show(current<0?changes.length-1:current-1);});
  Array.prototype.forEach.call(document.querySelectorAll('[data-view]'),function(b){b.addEventListener('click',function(){setView(b.getAttribute('data-view'));});});
  var shortcuts=document.getElementById('shortcuts');
  Array.prototype.forEach.call(document.querySelectorAll('[data-type]'),function(box){
    box.addEventListener('change',function(){
      Array.prototype.forEach.call(document.querySelectorAll('.change.t-'+box.getAttribute('data-type')),function(el){el.classList.toggle('filtered',!box.checked);});
      changes=Array.prototype.slice.call(document.querySelectorAll('.change:not(.filtered)'));
      current=-1;position.textContent=changes.length+' change'+(changes.length===1?'':'s');
    });
  });
  document.addEventListener('keydown',function(e){
    if(!shortcuts.checked||e.ctrlKey||e.metaKey||e.altKey)return;
    var t=e.target&&e.target.tagName;if(t==='INPUT'||t==='TEXTAREA')return;
    if(e.key==='j'){show(current+1);e.preventDefault();}
    else if(e.key==='k'){show(current<0?changes.length-1:current-1);e.preventDefault();}
    else if(e.key==='s'){setView(document.body.className==='view-side'?'inline':'side');}
  });
  position.textContent=changes.length+' change'+(changes.length===1?'':'s');
})();
`;


/***/ }),

/***/ 9466:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ reportKind)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Report formats by file extension. Apart from the writer, so that a command can check a
 * `--report` name before its work without loading the HTML and Markdown renderers.
 */
function reportKind(path) {
    const extension = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.extname)(path).toLowerCase();
    if (extension === '.html' || extension === '.htm')
        return 'html';
    if (extension === '.md' || extension === '.markdown')
        return 'markdown';
    return undefined;
}


/***/ }),

/***/ 28276:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  vK: () => (/* binding */ writeAtomically),
  writeReport: () => (/* binding */ writeReport)
});

// UNUSED EXPORTS: ReportPathError, reportKind

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/report/html.ts
var html = __webpack_require__(86433);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/summary.ts
var summary = __webpack_require__(57994);
;// CONCATENATED MODULE: ./src/report/markdown.ts


/**
 * GitHub-flavoured Markdown report (pull request comments, job summaries): per file a
 * collapsible `<details>` with a table of counts by type and a table of changes, insertions and
 * deletions as `<ins>`/`<del>`. The whole report stays under a character budget (GitHub rejects
 * comments over 65,536 characters); what does not fit is counted in a "N more changes" line.
 */
const GITHUB_COMMENT_LIMIT = 65_536;
/** Room kept for the lines that close a report once changes stop fitting. */
const CLOSING_RESERVE = 400;
function renderMarkdown(files, options = {}) {
    const budget = options.budget ?? GITHUB_COMMENT_LIMIT;
    const maxText = options.maxTextLength ?? 300;
    const total = files.reduce((n, file) => n + file.changes.length, 0);
    const out = [];
    let length = 0;
    const fits = (text) => length + text.length + CLOSING_RESERVE <= budget;
    const push = (text) => {
        out.push(text);
        length += text.length;
    };
    push(`## ${escapeMarkdown(options.title ?? 'docdelta')}: ${files.length} document${files.length === 1 ? '' : 's'}, ${total} change${total === 1 ? '' : 's'}\n\n`);
    let omitted = 0;
    let omittedFiles = 0;
    for (const file of files) {
        const head = fileHead(file);
        if (omitted || !fits(head)) {
            omitted += file.changes.length;
            omittedFiles++;
            continue;
        }
        push(head);
        let shown = 0;
        for (const [index, change] of file.changes.entries()) {
            const row = changeRow(change, index + 1, file.places[index] ?? '', maxText);
            if (!fits(row))
                break;
            push(row);
            shown++;
        }
        const hidden = file.changes.length - shown;
        if (hidden) {
            omitted += hidden;
            push(`\n**${hidden} more change${hidden === 1 ? '' : 's'}** in this document ${hidden === 1 ? 'is' : 'are'} not shown (the report is kept under ${budget} characters).\n`);
        }
        push('\n</details>\n\n');
    }
    if (omittedFiles) {
        push(`**${omittedFiles} more document${omittedFiles === 1 ? '' : 's'}** with ${omitted} more change${omitted === 1 ? '' : 's'} not shown (the report is kept under ${budget} characters).\n`);
    }
    return out.join('');
}
function fileHead(file) {
    const name = file.status === 'renamed' ? `${file.oldPath} → ${file.newPath}` : file.newPath;
    const status = file.status === 'modified' ? '' : ` (${file.status})`;
    const lines = [
        `<details open>\n<summary><strong>${(0,report_escape/* escapeHtml */.Z)(name)}</strong>${status}: ${(0,report_escape/* escapeHtml */.Z)(file.note ? 'not compared' : (0,summary/* summarize */.eh)(file.changes))}</summary>\n\n`,
    ];
    if (file.note) {
        lines.push(`${(0,report_escape/* escapeHtml */.Z)(escapeMarkdown(file.note))}\n`);
        return lines.join('');
    }
    if (file.changes.length) {
        lines.push('| Type | Count |\n| --- | ---: |\n');
        for (const [type, count] of (0,summary/* countsByType */.YB)(file.changes))
            lines.push(`| ${(0,summary/* typeLabel */.Dd)(type)} | ${count} |\n`);
        lines.push('\n| # | Type | Where | Change |\n| ---: | --- | --- | --- |\n');
    }
    return lines.join('');
}
function changeRow(change, number, place, maxText) {
    const cell = (text) => tableCell(truncate(text, maxText));
    let what;
    switch (change.Type) {
        case 'Inserted':
            what = `<ins>${cell(change.TargetText)}</ins>`;
            break;
        case 'Deleted':
            what = `<del>${cell(change.Text)}</del>`;
            break;
        case 'StyleChanged':
            what = `${cell(change.TargetText)}: ${tableCell((0,summary/* describeStyleChanges */.aj)(change))}`;
            break;
        case 'Moved':
            what = `moved: ${cell(change.TargetText)}`;
            break;
        default:
            what = `<del>${cell(change.Text)}</del> → <ins>${cell(change.TargetText)}</ins>`;
    }
    return `| ${number} | ${(0,summary/* typeLabel */.Dd)(change.Type)} | ${tableCell(place)} | ${what} |\n`;
}
/**
 * Text inside a table cell: HTML-escaped (GitHub renders inline HTML), with the characters that
 * would end the cell or start Markdown syntax escaped and line breaks as `<br>`.
 */
function tableCell(text) {
    return (0,report_escape/* escapeHtml */.Z)(escapeMarkdown(text)).replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');
}
function escapeMarkdown(text) {
    return text.replace(/([\\`*_[\]~#])/g, '\\$1');
}
function truncate(text, max) {
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

// EXTERNAL MODULE: ./src/report/kind.ts
var report_kind = __webpack_require__(9466);
;// CONCATENATED MODULE: ./src/report/write.ts







class ReportPathError extends Error {
    name = 'ReportPathError';
}
/**
 * Writes a report next to its final name and renames it into place, so an error never leaves a
 * partial report; refuses to write over any of the compared documents.
 */
async function writeReport(path, files, protectedPaths, title) {
    const kind = (0,report_kind/* reportKind */.V)(path);
    if (!kind)
        throw new ReportPathError(`${path}: a report is .html or .md`);
    const target = await canonical(path);
    for (const source of protectedPaths) {
        if ((await canonical(source)) === target)
            throw new ReportPathError(`${path}: is one of the compared documents; choose another report name`);
    }
    const content = kind === 'html' ? (0,html/* renderHtml */.K)(files, { title }) : renderMarkdown(files, { title });
    await writeAtomically(path, content);
}
async function writeAtomically(path, content) {
    const temp = (0,external_node_path_.join)((0,external_node_path_.dirname)(path), `.${(0,external_node_path_.basename)(path)}.${(0,external_node_crypto_.randomBytes)(4).toString('hex')}.tmp`);
    try {
        await (0,promises_.writeFile)(temp, content);
        await (0,promises_.rename)(temp, path);
    }
    catch (error) {
        await (0,promises_.rm)(temp, { force: true });
        throw error;
    }
}
/** The real path of a file (through symlinks) when it exists, else its absolute path. */
async function canonical(path) {
    try {
        return await (0,promises_.realpath)(path);
    }
    catch {
        try {
            return (0,external_node_path_.join)(await (0,promises_.realpath)((0,external_node_path_.dirname)((0,external_node_path_.resolve)(path))), (0,external_node_path_.basename)(path));
        }
        catch {
            return (0,external_node_path_.resolve)(path);
        }
    }
}


/***/ })

};

return{id,ids,modules}})