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
/* harmony import */ var _engine_index__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(95246);
/* harmony import */ var _git_driver__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(75140);
/* harmony import */ var _report_write__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(28276);
/* harmony import */ var _report_html__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(37545);
/* harmony import */ var _report_view__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(48304);
/* harmony import */ var _files__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(99141);
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(71604);














const HELP = `Usage: docdelta difftool <old> <new>

Writes the HTML report of the comparison to a temporary file and opens it with $BROWSER (a
colon-separated list of commands; %s stands for the file) or the system's opener when a display is
available, else prints its path. Reports are kept for a day in one temporary folder. As a git difftool ('docdelta install' sets it up):
  git difftool -t docdelta [<commit>] [-- <path>]`;
async function difftoolCommand(args, io) {
    if (args.includes('--help') || args.includes('-h')) {
        io.stdout.write(`${HELP}\n`);
        return _io__WEBPACK_IMPORTED_MODULE_12__/* .EXIT_OK */ .Ij;
    }
    if (args.length !== 2)
        throw new _io__WEBPACK_IMPORTED_MODULE_12__/* .UsageError */ .eb(`difftool takes two files\n${HELP}`);
    const [oldFile, newFile] = args;
    // git difftool passes temporary copies; MERGED names the file in the repository.
    const name = io.env.MERGED || newFile;
    const before = oldFile === _git_driver__WEBPACK_IMPORTED_MODULE_7__/* .NULL_FILE */ .pP ? undefined : await (0,_files__WEBPACK_IMPORTED_MODULE_11__/* .readInput */ .R5)(oldFile);
    const after = newFile === _git_driver__WEBPACK_IMPORTED_MODULE_7__/* .NULL_FILE */ .pP ? undefined : await (0,_files__WEBPACK_IMPORTED_MODULE_11__/* .readInput */ .R5)(newFile);
    if (!before && !after)
        throw new _io__WEBPACK_IMPORTED_MODULE_12__/* .UsageError */ .eb('difftool needs at least one file that is not /dev/null');
    const sides = {
        before: before && { bytes: before.bytes, fileName: oldFile },
        after: after && { bytes: after.bytes, fileName: newFile },
    };
    const { comparison: result, view } = await (0,_report_view__WEBPACK_IMPORTED_MODULE_10__/* .compareForView */ .mn)(sides.before, sides.after).catch(async (error) => {
        // Pages that cannot be drawn leave the report without its document view, not without the changes.
        io.stderr.write(`docdelta: warning: ${name}: no document view (${(0,_engine_index__WEBPACK_IMPORTED_MODULE_6__/* .errorMessage */ .gJ)(error)})\n`);
        return { comparison: await (0,_engine_index__WEBPACK_IMPORTED_MODULE_6__/* .compareVersions */ .Zy)(sides.before, sides.after), view: undefined };
    });
    for (const warning of result.warnings)
        io.stderr.write(`docdelta: warning: ${warning}\n`);
    const file = {
        oldPath: io.env.MERGED || oldFile,
        newPath: name,
        status: !before ? 'added' : !after ? 'deleted' : 'modified',
        changes: result.changes,
        places: result.places,
        contexts: result.contexts,
        view,
    };
    const directory = await reportFolder(io.env);
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(directory, `${(0,node_path__WEBPACK_IMPORTED_MODULE_5__.basename)(name).replace(/[^\w.-]+/g, '_')}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(4).toString('hex')}.html`);
    await (0,_report_write__WEBPACK_IMPORTED_MODULE_8__/* .writeAtomically */ .vK)(path, (0,_report_html__WEBPACK_IMPORTED_MODULE_9__/* .renderHtml */ .K2)([file], { title: `docdelta: ${(0,_report_html__WEBPACK_IMPORTED_MODULE_9__/* .shownPath */ .pS)(name)}` }));
    const opened = await openInBrowser(path, io.env);
    if (opened.ok)
        io.stdout.write(`docdelta: opened ${path} with ${opened.command}\n`);
    else {
        if (opened.failure)
            io.stderr.write(`docdelta: could not open the browser (${opened.failure})\n`);
        io.stdout.write(`docdelta: report written to ${path}\n`);
    }
    return _io__WEBPACK_IMPORTED_MODULE_12__/* .EXIT_OK */ .Ij;
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
// EXTERNAL MODULE: ./src/report/html.ts + 1 modules
var html = __webpack_require__(37545);
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
    const content = kind === 'html' ? (0,html/* renderHtml */.K2)(files, { title }) : renderMarkdown(files, { title });
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