(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 5140;
const ids = [5140];
const modules = {

/***/ 98593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ RemoteBackendError),
/* harmony export */   z: () => (/* binding */ documentProblem)
/* harmony export */ });
/* harmony import */ var _engine_index__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95246);

/**
 * A remote operation that failed, in one line naming the user's file (`fileName`) or the
 * server. Never carries the client secret: messages are built from the server's answer and the
 * URL without its user-info. Kept apart from remote.ts so that doors can recognise it without
 * loading the HTTP client.
 */
class RemoteBackendError extends Error {
    status;
    fileName;
    unreachable;
    name = 'RemoteBackendError';
    constructor(message, status, fileName, 
    /** The service could not be reached at all (refused, unknown host, reset). */
    unreachable = false) {
        super(message);
        this.status = status;
        this.fileName = fileName;
        this.unreachable = unreachable;
    }
}
/**
 * What a door says about a failure met on one document, whichever backend ran it: the engine's
 * typed errors and a service's answers name the file; anything else is a bug (undefined).
 */
function documentProblem(error) {
    if (error instanceof _engine_index__WEBPACK_IMPORTED_MODULE_0__/* .EngineError */ .NJ || error instanceof RemoteBackendError)
        return { message: error.message, fileName: error.fileName };
    return undefined;
}


/***/ }),

/***/ 58848:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ legendOf),
/* harmony export */   I: () => (/* binding */ LEGEND)
/* harmony export */ });
/**
 * The one colour legend of every output that marks changes: the HTML report (badges, marked
 * text and its legend), the frames drawn on PNG previews, the terminal and the git driver. Its
 * inserted, deleted and modified colours are the result documents' own (the API's default
 * InsertedItemsStyle, DeletedItemsStyle and ChangedItemsStyle font colours: blue, red, and green
 * for a modified text's new words), so a redline page, a framed preview and the report say the
 * same thing in the same colour. Result documents have no colour of their own for moves (they
 * show the old place deleted, the new inserted) and draw style changes in the changed colour.
 */
const LEGEND = [
    { kind: 'inserted', type: 'Inserted', label: 'inserted', colour: '0000FF', ink: '0000E0', sgr: '34' },
    { kind: 'deleted', type: 'Deleted', label: 'deleted', colour: 'FF0000', ink: 'C40000', sgr: '31' },
    { kind: 'modified', type: 'Modified', label: 'modified', colour: '008000', ink: '006E00', sgr: '32' },
    { kind: 'moved', type: 'Moved', label: 'moved', colour: 'E08A00', ink: '8F5600', sgr: '33' },
    { kind: 'style', type: 'StyleChanged', label: 'style', colour: '8250DF', ink: '6B3FC4', sgr: '35' },
];
const BY_TYPE = new Map(LEGEND.map((entry) => [entry.type.toLowerCase(), entry]));
/** The legend entry of a ChangeInfo Type (any case); an unknown type reads as modified. */
function legendOf(type) {
    return BY_TYPE.get(type.toLowerCase()) ?? LEGEND[2];
}


/***/ }),

/***/ 75140:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EA: () => (/* binding */ driverColor),
/* harmony export */   GJ: () => (/* binding */ parseGitDiffArgs),
/* harmony export */   fS: () => (/* binding */ DEFAULT_MAX_BYTES),
/* harmony export */   hc: () => (/* binding */ runGitDiff),
/* harmony export */   pP: () => (/* binding */ NULL_FILE)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _backend_errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98593);
/* harmony import */ var _engine_index__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95246);
/* harmony import */ var _report_summary__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57994);
/* harmony import */ var _report_terminal__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(87496);
/* harmony import */ var _lfs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(68299);






const NULL_FILE = '/dev/null';
/** Files larger than this are named, not compared: git would wait on them once per commit. */
const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;
function parseGitDiffArgs(args) {
    if (args.length === 1)
        return { kind: 'unmerged', path: args[0] };
    if (args.length !== 7 && args.length !== 9) {
        throw new Error(`git-diff expects the 7 or 9 arguments git passes (path old-file old-hex old-mode new-file new-hex new-mode [new-path info]) or 1 for an unmerged path; got ${args.length}`);
    }
    const [path, oldFile, oldHex, oldMode, newFile, newHex, newMode, newPath, renameInfo] = args;
    return {
        kind: 'pair',
        oldPath: path,
        newPath: newPath ?? path,
        oldFile,
        newFile,
        oldHex,
        newHex,
        oldMode,
        newMode,
        renameInfo,
    };
}
async function runGitDiff(invocation, options) {
    if (invocation.kind === 'unmerged') {
        return {
            text: `* Unmerged path ${invocation.path} (docdelta compares it once the conflict is resolved)\n`,
            warnings: [],
        };
    }
    const report = await buildFileReport(invocation, options);
    return {
        text: (0,_report_terminal__WEBPACK_IMPORTED_MODULE_4__/* .renderFileDiff */ .KU)(report.file, { color: options.color }),
        warnings: report.warnings,
        report: report.file,
    };
}
async function buildFileReport(invocation, options) {
    const status = invocation.oldFile === NULL_FILE
        ? 'added'
        : invocation.newFile === NULL_FILE
            ? 'deleted'
            : invocation.oldPath !== invocation.newPath
                ? 'renamed'
                : 'modified';
    const file = {
        oldPath: invocation.oldPath,
        newPath: invocation.newPath,
        status,
        changes: [],
        places: [],
    };
    const withNote = (note) => ({ file: { ...file, note }, warnings: [] });
    if (status !== 'added' &&
        status !== 'deleted' &&
        invocation.oldHex === invocation.newHex &&
        invocation.oldHex !== '.') {
        return withNote(invocation.oldMode !== invocation.newMode
            ? `mode changed from ${invocation.oldMode} to ${invocation.newMode}, content unchanged`
            : 'content unchanged');
    }
    try {
        const before = status === 'added' ? undefined : await loadSide(invocation.oldFile, invocation.oldPath, 'old', options);
        const after = status === 'deleted' ? undefined : await loadSide(invocation.newFile, invocation.newPath, 'new', options);
        const backend = options.backend ?? (await __webpack_require__.e(/* import() */ 8403).then(__webpack_require__.bind(__webpack_require__, 68403))).localBackend();
        const result = await backend.compareVersions({ before, after });
        // A service gives no places (the API's ChangeInfo has none): the page, sheet or slide then.
        const unit = (0,_report_summary__WEBPACK_IMPORTED_MODULE_3__/* .pageUnit */ .gF)(invocation.newPath);
        const places = result.changes.map((change, i) => result.places[i] ?? (change.PageInfo.PageNumber ? `${unit} ${change.PageInfo.PageNumber}` : ''));
        // Different bytes and no change found: say what differs rather than a bare "no changes".
        const unseen = before && after && !result.changes.length ? (0,_engine_index__WEBPACK_IMPORTED_MODULE_2__/* .describeByteDifference */ .bx)(before.bytes, after.bytes) : undefined;
        if (unseen)
            return { file: { ...file, note: unseen, warnings: result.warnings }, warnings: result.warnings };
        return {
            file: {
                ...file,
                changes: result.changes,
                places,
                contexts: result.contexts,
                warnings: result.warnings,
            },
            warnings: result.warnings,
        };
    }
    catch (error) {
        if (error instanceof SideProblem)
            return withNote(error.message);
        const problem = (0,_backend_errors__WEBPACK_IMPORTED_MODULE_1__/* .documentProblem */ .z)(error);
        if (problem?.fileName) {
            const side = problem.fileName.startsWith('a/') ? 'old version' : 'new version';
            const name = problem.fileName.replace(/^[ab]\//, '');
            return withNote(`docdelta cannot compare ${name} (${side}): ${problem.message}`);
        }
        if (problem)
            return withNote(`docdelta cannot compare ${invocation.newPath}: ${problem.message}`);
        throw error;
    }
}
/** A reason one side cannot be compared, said as one line. */
class SideProblem extends Error {
}
async function loadSide(file, path, side, options) {
    const sideName = side === 'old' ? 'old version' : 'new version';
    let size;
    try {
        size = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file)).size;
    }
    catch (error) {
        throw new SideProblem(`docdelta cannot read ${path} (${sideName}): ${(0,_engine_index__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error)}`);
    }
    if (size > options.maxBytes) {
        throw new SideProblem(`${path} (${sideName}) is ${size} bytes, over docdelta's ${options.maxBytes}-byte limit; not compared`);
    }
    const bytes = await readAll(file, size);
    // The engine names the file in its errors; `a/`/`b/` tells the sides apart and keeps the extension.
    const fileName = `${side === 'old' ? 'a' : 'b'}/${path}`;
    const pointer = (0,_lfs__WEBPACK_IMPORTED_MODULE_5__/* .parseLfsPointer */ .y)(bytes);
    if (!pointer)
        return { bytes, fileName };
    const smudged = await (0,_lfs__WEBPACK_IMPORTED_MODULE_5__/* .smudgeLfs */ .n)(pointer, path, { cwd: options.cwd, env: options.env, maxBytes: options.maxBytes });
    if ('bytes' in smudged)
        return { bytes: smudged.bytes, fileName };
    const shortOid = `${pointer.oid.slice(0, 'sha256:'.length + 12)}…`;
    throw new SideProblem(`${path} (${sideName}) is a Git LFS pointer (${shortOid}, ${pointer.size} bytes); ${smudged.unavailable}, so the content was not compared`);
}
async function readAll(file, size) {
    // Read by handle, not readFile: the size is known and git's temp files are regular files.
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, 'r');
    try {
        const buffer = Buffer.alloc(size);
        let offset = 0;
        while (offset < size) {
            const { bytesRead } = await handle.read(buffer, offset, size - offset, offset);
            if (bytesRead === 0)
                break;
            offset += bytesRead;
        }
        return new Uint8Array(buffer.buffer, buffer.byteOffset, offset);
    }
    finally {
        await handle.close();
    }
}
/**
 * Colour for the driver's output. git runs external diffs with stdout piped to its pager, so
 * `isTTY` is false exactly when colour is wanted; git says a pager is in use with
 * GIT_PAGER_IN_USE. NO_COLOR and --no-color always win.
 */
function driverColor(flag, env, isTTY) {
    if (flag === false)
        return false;
    if (env.NO_COLOR !== undefined && env.NO_COLOR !== '')
        return false;
    if (flag === true)
        return true;
    const pager = env.GIT_PAGER_IN_USE?.toLowerCase();
    if (pager && pager !== '0' && pager !== 'false' && pager !== 'no')
        return true;
    return Boolean(isTTY);
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

/***/ 35509:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BM: () => (/* reexport safe */ _engine_preview_legend__WEBPACK_IMPORTED_MODULE_0__.B),
/* harmony export */   Ix: () => (/* reexport safe */ _engine_preview_legend__WEBPACK_IMPORTED_MODULE_0__.I)
/* harmony export */ });
/* unused harmony exports legendEntry, cssColour */
/* harmony import */ var _engine_preview_legend__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58848);
/**
 * The colour legend of the reports (HTML, terminal, git driver), one with the frames the engine
 * draws on PNG previews: the entries live beside the preview code, because the engine may not
 * depend on its reports, and every report reads them from here.
 */


/** The entry of a legend kind (`inserted`, `deleted`, `modified`, `moved`, `style`). */
function legendEntry(kind) {
    const entry = LEGEND.find((candidate) => candidate.kind === kind);
    if (!entry)
        throw new Error(`no legend entry for ${kind}`);
    return entry;
}
/** `#RRGGBB` of an entry's frame colour (`which: 'colour'`) or its text ink on white (`'ink'`). */
function cssColour(entry, which = 'colour') {
    return `#${entry[which]}`;
}


/***/ }),

/***/ 57994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dd: () => (/* binding */ typeLabel),
/* harmony export */   YB: () => (/* binding */ countsByType),
/* harmony export */   aj: () => (/* binding */ describeStyleChanges),
/* harmony export */   eh: () => (/* binding */ summarize),
/* harmony export */   gF: () => (/* binding */ pageUnit)
/* harmony export */ });
/* harmony import */ var _legend__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35509);

/** Counts of changes by ChangeInfo Type, in order of first appearance (the order people read). */
function countsByType(changes) {
    const counts = new Map();
    for (const change of changes)
        counts.set(change.Type, (counts.get(change.Type) ?? 0) + 1);
    return [...counts];
}
/** `8 changes (3 modified, 3 inserted, 1 moved, 1 style)`, or `no changes`. */
function summarize(changes) {
    if (!changes.length)
        return 'no changes';
    const parts = countsByType(changes).map(([type, n]) => `${n} ${typeLabel(type)}`);
    return `${changes.length} change${changes.length === 1 ? '' : 's'} (${parts.join(', ')})`;
}
/**
 * What the API's PageNumber counts in a file, by its name: a workbook's "pages" are its sheets and
 * a presentation's its slides, and calling them pages misleads.
 */
function pageUnit(path) {
    if (/\.(xlsx|xlsm|xltx|xltm|ods|ots|fods|csv|tsv|tab)$/i.test(path))
        return 'sheet';
    if (/\.(pptx|pptm|potx|potm|odp|otp|fodp)$/i.test(path))
        return 'slide';
    return 'page';
}
/** What a change type is called wherever people read it (`StyleChanged` → `style`): the legend's label. */
function typeLabel(type) {
    return (0,_legend__WEBPACK_IMPORTED_MODULE_0__/* .legendOf */ .BM)(type).label;
}
/** A style change as a person reads it: `Bold false → true`. */
function describeStyleChanges(change) {
    return change.StyleChangeInfo.map((s) => `${s.ChangedProperty} ${s.OldValue || '(none)'} → ${s.NewValue || '(none)'}`).join(', ');
}


/***/ }),

/***/ 87496:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ht: () => (/* binding */ renderChangeList),
/* harmony export */   KU: () => (/* binding */ renderFileDiff),
/* harmony export */   UV: () => (/* binding */ terminalColumns),
/* harmony export */   eh: () => (/* reexport safe */ _summary__WEBPACK_IMPORTED_MODULE_1__.eh)
/* harmony export */ });
/* harmony import */ var _legend__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35509);
/* harmony import */ var _summary__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57994);


/**
 * Terminal renderers: the readable list of `docdelta changes` and the per-file semantic diff
 * the git driver prints. Colour is the caller's decision (terminal, pager, NO_COLOR), in the
 * legend's colours (legend.ts); without it, insertions and deletions are marked the way
 * `git diff --word-diff=plain` marks them, the marking git users already read and scripts parse.
 * Old and new text stand apart in both: `[-Draft-] {+Approved+}`, or red, an arrow, blue.
 */
const SGR = {
    reset: '\x1b[0m',
    bold: '\x1b[1m',
    dim: '\x1b[2m',
    cyan: '\x1b[36m',
};
const TYPE_COLORS = Object.fromEntries(_legend__WEBPACK_IMPORTED_MODULE_0__/* .LEGEND */ .Ix.map((entry) => [entry.type, `\x1b[${entry.sgr}m`]));
const INSERTED = TYPE_COLORS.Inserted;
const DELETED = TYPE_COLORS.Deleted;
/**
 * Columns to wrap the list at: the terminal's own width, else COLUMNS; none when the list goes
 * to a pipe or file with no COLUMNS, so that grep and scripts read one record per line.
 */
function terminalColumns(stdout, env) {
    const columns = (stdout.isTTY && stdout.columns) || Number(env.COLUMNS || (stdout.isTTY ? 80 : NaN));
    return Number.isFinite(columns) && columns >= 20 ? Math.floor(columns) : undefined;
}
function painter(color) {
    return (sgr, text) => (color && sgr && text ? `${sgr}${text}${SGR.reset}` : text);
}
/** The readable change list `docdelta changes` prints without --json, wrapped at `width` columns. */
function renderChangeList(source, targets, changes, places, color, width = Infinity, pageSources) {
    const paint = painter(color);
    // The header is not wrapped: paths are copied from it whole.
    const lines = [`${source} → ${targets.join(', ')}: ${(0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .summarize */ .eh)(changes)}`];
    const unit = (0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .pageUnit */ .gF)(targets[0] ?? source);
    const labelWidth = Math.max(...changes.map((c) => (0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .typeLabel */ .Dd)(c.Type).length), 0);
    const numberWidth = Math.max(String(changes.length).length, 2);
    changes.forEach((change, i) => {
        const label = paint(TYPE_COLORS[change.Type], (0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .typeLabel */ .Dd)(change.Type).padEnd(labelWidth));
        const target = targets.length > 1 && change.Authors.length ? ` [${change.Authors[change.Authors.length - 1]}]` : '';
        // A remote service gives no places (the API's ChangeInfo has none): the page (sheet, slide) alone then.
        const place = places[i] ? `${places[i]} ` : '';
        const head = `  ${String(i + 1).padStart(numberWidth)}. `;
        const hanging = ' '.repeat(head.length + labelWidth + 1);
        // "(page 1)" stays on one line: a no-break space while wrapping. A page no renderer draws
        // (the built-in estimate of a Word page) is marked `~`, so it is not taken for the page to open.
        const estimated = pageSources?.[i] === 'estimate' ? '~' : '';
        const page = `(${estimated}${unit}\u00a0${change.PageInfo.PageNumber})`;
        lines.push(...wrap(`${head}${label} ${place}${page}${target}`, width, hanging).map((l) => l.replace(/\u00a0/g, ' ')));
        const indent = ' '.repeat(head.length);
        lines.push(...wrap(`${indent}${describeForList(change, paint)}`, width, indent));
    });
    return `${lines.join('\n')}\n`;
}
/** Visible length of a string that may hold SGR codes. */
function visible(text) {
    return [...text.replace(/\x1b\[[0-9;]*m/g, '')].length;
}
/**
 * Wraps at spaces to `width` columns, continuation lines indented by `indent`; a word longer
 * than a line is cut only where it must be. A colour open at a break is closed at the line's
 * end and opened again on the next, so pagers that reset at each line keep it.
 */
function wrap(text, width, indent) {
    const lines = [];
    let line = '';
    let open = '';
    const colourOf = (piece) => [...piece.matchAll(/\x1b\[[0-9;]*m/g)].map((m) => m[0]);
    for (const word of text.split(/(?<= )/)) {
        if (line && visible(line) + visible(word.trimEnd()) > width && visible(line.trim()) > 0) {
            lines.push(open ? `${line.trimEnd()}${SGR.reset}` : line.trimEnd());
            line = `${indent}${open}`;
        }
        let rest = word;
        while (visible(line) + visible(rest.trimEnd()) > width && visible(rest) > width - indent.length) {
            // A word wider than a whole line: cut it at the line's end.
            const room = Math.max(1, width - visible(line));
            const chars = [...rest];
            lines.push(`${line}${chars.slice(0, room).join('')}`);
            rest = chars.slice(room).join('');
            line = indent;
        }
        line += rest;
        for (const code of colourOf(word))
            open = code === SGR.reset ? '' : code;
    }
    if (line.trim() || !lines.length)
        lines.push(line.trimEnd());
    return lines;
}
function describeForList(change, paint) {
    const quote = (text) => `"${truncate(text.replace(/\s+/g, ' '), 160)}"`;
    switch (change.Type) {
        case 'Inserted':
            return paint(INSERTED, `+ ${quote(change.TargetText)}`);
        case 'Deleted':
            return paint(DELETED, `- ${quote(change.Text)}`);
        case 'StyleChanged':
            return `${quote(change.TargetText)}: ${(0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .describeStyleChanges */ .aj)(change)}`;
        case 'Moved':
            return quote(change.TargetText);
        default:
            return `${paint(DELETED, quote(change.Text))} → ${paint(INSERTED, quote(change.TargetText))}`;
    }
}
/**
 * One file of the git driver's output:
 *
 * ```
 * diff --docdelta a/policy.docx b/policy.docx
 * @@ header (section 1, default), paragraph 1 @@ modified
 *   [-Draft-] {+Approved+}
 * 8 changes (3 modified, 3 inserted, 1 moved, 1 style)
 * ```
 */
function renderFileDiff(file, options) {
    const paint = painter(options.color);
    const lines = [paint(SGR.bold, `diff --docdelta a/${file.oldPath} b/${file.newPath}`)];
    if (file.status === 'added')
        lines.push(paint(SGR.bold, 'new document'));
    if (file.status === 'deleted')
        lines.push(paint(SGR.bold, 'deleted document'));
    if (file.status === 'renamed')
        lines.push(paint(SGR.bold, `renamed from ${file.oldPath} to ${file.newPath}`));
    if (file.note !== undefined) {
        lines.push(file.note);
        return `${lines.join('\n')}\n`;
    }
    file.changes.forEach((change, i) => {
        const place = oneLine(file.places[i] ?? '');
        lines.push(`${paint(SGR.cyan, `@@ ${withPage(place, change, file.newPath)} @@`)} ${paint(TYPE_COLORS[change.Type], (0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .typeLabel */ .Dd)(change.Type))}`);
        for (const line of describeForDiff(change, paint).split('\n'))
            lines.push(`  ${line}`);
    });
    lines.push((0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .summarize */ .eh)(file.changes));
    return `${lines.join('\n')}\n`;
}
function describeForDiff(change, paint) {
    const color = paint(DELETED, 'x') !== 'x';
    // Painted line by line: pagers such as less reset colours at each new line.
    const perLine = (text, wrap) => text.split('\n').map(wrap).join('\n');
    const deleted = (text) => perLine(text, (line) => (color ? paint(DELETED, line) : `[-${line}-]`));
    const inserted = (text) => perLine(text, (line) => (color ? paint(INSERTED, line) : `{+${line}+}`));
    switch (change.Type) {
        case 'Inserted':
            return inserted(change.TargetText);
        case 'Deleted':
            return deleted(change.Text);
        case 'StyleChanged':
            return `"${change.TargetText}": ${(0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .describeStyleChanges */ .aj)(change)}`;
        case 'Moved':
            return `"${change.TargetText}"`;
        default:
            // Apart, so "Together" and "Positive" never read as one word: a space without colour (as
            // --word-diff=plain prints between a removal and an addition), an arrow with it.
            if (!change.Text)
                return inserted(change.TargetText);
            if (!change.TargetText)
                return deleted(change.Text);
            return `${deleted(change.Text)}${color ? ` ${paint(SGR.dim, '→')} ` : ' '}${inserted(change.TargetText)}`;
    }
}
/**
 * The hunk's place with its page where the page is the file's own: a PDF's page, a slide, a
 * sheet. A Word or ODF page would be an estimate of a layout no one drew, so it is left out.
 */
function withPage(place, change, path) {
    const unit = (0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .pageUnit */ .gF)(path);
    if (unit === 'page' && !/\.pdf$/i.test(path))
        return place;
    const page = change.PageInfo.PageNumber;
    if (!(page >= 1) || new RegExp(`\\b${unit} ${page}\\b`, 'i').test(place))
        return place;
    return place ? `${unit} ${page}, ${place}` : `${unit} ${page}`;
}
function oneLine(text) {
    return text.replace(/\s+/g, ' ');
}
function truncate(text, max) {
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}



/***/ })

};

return{id,ids,modules}})