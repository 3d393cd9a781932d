export const id = 575;
export const ids = [575,1318,8937,3556];
export const modules = {

/***/ 10463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ resultOptionsFromSettings)
/* harmony export */ });
/* unused harmony export parseColor */
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);

const DEFAULT_INSERTED = { fontColor: '0000FF', bold: false, italic: false, strikeThrough: false, underline: true, beginSeparator: '', endSeparator: '' };
const DEFAULT_DELETED = { fontColor: 'FF0000', bold: false, italic: false, strikeThrough: true, underline: false, beginSeparator: '', endSeparator: '' };
const DEFAULT_CHANGED = { fontColor: '008000', bold: false, italic: false, strikeThrough: false, underline: false, beginSeparator: '', endSeparator: '' };
/** ISO 216 A-series sizes in points (PaperSize). */
const PAPER_SIZES = {
    A0: { width: 2384, height: 3370 },
    A1: { width: 1684, height: 2384 },
    A2: { width: 1191, height: 1684 },
    A3: { width: 842, height: 1191 },
    A4: { width: 595, height: 842 },
    A5: { width: 420, height: 595 },
    A6: { width: 298, height: 420 },
    A7: { width: 210, height: 298 },
    A8: { width: 147, height: 210 },
};
const NAMED_COLORS = {
    black: '000000', white: 'FFFFFF', red: 'FF0000', green: '008000', lime: '00FF00', blue: '0000FF', yellow: 'FFFF00',
    cyan: '00FFFF', aqua: '00FFFF', magenta: 'FF00FF', fuchsia: 'FF00FF', gray: '808080', grey: '808080', orange: 'FFA500',
    purple: '800080', navy: '000080', teal: '008080', maroon: '800000', olive: '808000', silver: 'C0C0C0',
};
/**
 * A colour as the API sends it — a decimal RGB integer string ("16711680" = red, what the
 * vendor's .NET clients send), `#RRGGBB`, `RRGGBB`, `#AARRGGBB` or a CSS colour name — as
 * upper-case `RRGGBB`. Empty means "not set".
 */
function parseColor(value, field) {
    if (value === undefined)
        return undefined;
    const text = value.trim();
    if (!text)
        return undefined;
    if (/^-?\d+$/.test(text)) {
        const n = Number(text);
        if (!Number.isSafeInteger(n))
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidOptionsError */ .cb(`${field} '${value}' is not a colour`);
        return ((n >>> 0) & 0xffffff).toString(16).toUpperCase().padStart(6, '0');
    }
    const hex = /^#?([0-9a-f]{6}|[0-9a-f]{8})$/i.exec(text);
    if (hex)
        return hex[1].slice(-6).toUpperCase();
    const named = NAMED_COLORS[text.toLowerCase()];
    if (named)
        return named;
    throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidOptionsError */ .cb(`${field} '${value}' is not a colour (decimal RGB such as "16711680", "#RRGGBB" or a colour name)`);
}
function itemStyle(input, fallback, field) {
    if (!input)
        return fallback;
    return {
        fontColor: parseColor(input.FontColor, `${field}.FontColor`) ?? fallback.fontColor,
        highlightColor: parseColor(input.HighlightColor, `${field}.HighlightColor`),
        bold: input.Bold ?? false,
        italic: input.Italic ?? false,
        strikeThrough: input.StrikeThrough ?? false,
        underline: input.Underline ?? false,
        beginSeparator: input.BeginSeparatorString ?? '',
        endSeparator: input.EndSeparatorString ?? '',
    };
}
function resultOptionsFromSettings(settings, extra = {}) {
    const s = settings ?? {};
    const paper = s.PaperSize && s.PaperSize !== 'Default' ? PAPER_SIZES[s.PaperSize] : undefined;
    if (s.PaperSize && s.PaperSize !== 'Default' && !paper)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidOptionsError */ .cb(`PaperSize '${s.PaperSize}' is not one of Default, A0…A8`);
    const date = (extra.date ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z');
    return {
        mode: extra.mode ?? (s.WordTrackChanges ? 'tracked' : 'styled'),
        rejected: extra.rejected ?? new Set(),
        inserted: itemStyle(s.InsertedItemsStyle, DEFAULT_INSERTED, 'InsertedItemsStyle'),
        deleted: itemStyle(s.DeletedItemsStyle, DEFAULT_DELETED, 'DeletedItemsStyle'),
        changed: itemStyle(s.ChangedItemsStyle, DEFAULT_CHANGED, 'ChangedItemsStyle'),
        showDeleted: s.ShowDeletedContent ?? true,
        showInserted: s.ShowInsertedContent ?? true,
        summaryPage: s.GenerateSummaryPage ?? false,
        markNested: s.MarkNestedContent ?? false,
        frames: (s.UseFramesForDelInsElements ?? false) || (s.MarkChangedContent ?? false),
        paperSize: paper,
        metadata: { author: s.MetaData?.Author, lastModifiedBy: s.MetaData?.LastSaveBy, company: s.MetaData?.Company },
        author: extra.author ?? 'docdelta',
        date,
    };
}


/***/ }),

/***/ 34253:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ compareVersions)
/* harmony export */ });
/* harmony import */ var _changeinfo__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66980);
/* harmony import */ var _index__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25970);
/* harmony import */ var _settings__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(94441);



/**
 * Compares two versions of a file as the git driver and the Action see them: a missing side is
 * an empty document of the other side's format, so an added file shows as wholly inserted and a
 * deleted one as wholly deleted. `precise` gives boxes from the built-in layout (for previews).
 */
async function compareVersions(before, after, options = {}) {
    if (!before && !after)
        throw new TypeError('compareVersions needs at least one version');
    const [source, target] = await Promise.all([before && (0,_index__WEBPACK_IMPORTED_MODULE_1__/* .readDocument */ .u0)(before), after && (0,_index__WEBPACK_IMPORTED_MODULE_1__/* .readDocument */ .u0)(after)]);
    const present = (source ?? target);
    const a = source ?? emptyDocument(present.format);
    const b = target ?? emptyDocument(present.format);
    const engineChanges = await (0,_index__WEBPACK_IMPORTED_MODULE_1__/* .diffModels */ .mS)(a, b, options.settings ? (0,_settings__WEBPACK_IMPORTED_MODULE_2__/* .diffOptionsFromSettings */ .j)(options.settings) : undefined);
    const warnings = [
        ...(source?.warnings ?? []).map((w) => `${before.fileName}: ${w.message}`),
        ...(target?.warnings ?? []).map((w) => `${after.fileName}: ${w.message}`),
    ];
    return { changes: (0,_changeinfo__WEBPACK_IMPORTED_MODULE_0__/* .toChangeInfos */ .H)(engineChanges, a, b, 0, [], options.precise ?? false), places: engineChanges.map((c) => c.place), warnings };
}
function emptyDocument(format) {
    return { format, stories: [{ kind: 'body', key: 'body', label: 'body', blocks: [] }], metadata: {}, warnings: [] };
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
/* harmony import */ var _engine_errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17679);
/* harmony import */ var _report_terminal__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(87496);
/* harmony import */ var _engine_versions__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34253);
/* harmony import */ var _lfs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68299);





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
    return { kind: 'pair', oldPath: path, newPath: newPath ?? path, oldFile, newFile, oldHex, newHex, oldMode, newMode, renameInfo };
}
async function runGitDiff(invocation, options) {
    if (invocation.kind === 'unmerged') {
        return { text: `* Unmerged path ${invocation.path} (docdelta compares it once the conflict is resolved)\n`, warnings: [] };
    }
    const report = await buildFileReport(invocation, options);
    return { text: (0,_report_terminal__WEBPACK_IMPORTED_MODULE_2__/* .renderFileDiff */ .KU)(report.file, { color: options.color }), warnings: report.warnings, report: report.file };
}
async function buildFileReport(invocation, options) {
    const status = invocation.oldFile === NULL_FILE ? 'added' : invocation.newFile === NULL_FILE ? 'deleted' : invocation.oldPath !== invocation.newPath ? 'renamed' : 'modified';
    const file = { oldPath: invocation.oldPath, newPath: invocation.newPath, status, changes: [], places: [] };
    const withNote = (note) => ({ file: { ...file, note }, warnings: [] });
    if (status !== 'added' && status !== 'deleted' && invocation.oldHex === invocation.newHex && invocation.oldHex !== '.') {
        return withNote(invocation.oldMode !== invocation.newMode ? `mode changed from ${invocation.oldMode} to ${invocation.newMode}, content unchanged` : 'content unchanged');
    }
    try {
        const before = status === 'added' ? undefined : await loadSide(invocation.oldFile, invocation.oldPath, 'old', options);
        const after = status === 'deleted' ? undefined : await loadSide(invocation.newFile, invocation.newPath, 'new', options);
        const result = await (0,_engine_versions__WEBPACK_IMPORTED_MODULE_3__/* .compareVersions */ .Z)(before, after);
        return { file: { ...file, changes: result.changes, places: result.places, warnings: result.warnings }, warnings: result.warnings };
    }
    catch (error) {
        if (error instanceof SideProblem)
            return withNote(error.message);
        if (error instanceof _engine_errors__WEBPACK_IMPORTED_MODULE_1__/* .EngineError */ .NJ) {
            const side = error.fileName?.startsWith('a/') ? 'old version' : 'new version';
            const name = error.fileName?.replace(/^[ab]\//, '') ?? invocation.newPath;
            return withNote(`docdelta cannot compare ${name} (${side}): ${error.message}`);
        }
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
        throw new SideProblem(`docdelta cannot read ${path} (${sideName}): ${(0,_engine_errors__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)}`);
    }
    if (size > options.maxBytes) {
        throw new SideProblem(`${path} (${sideName}) is ${size} bytes, over docdelta's ${options.maxBytes}-byte limit; not compared`);
    }
    const bytes = await readAll(file, size);
    // The engine names the file in its errors; `a/`/`b/` tells the sides apart and keeps the extension.
    const fileName = `${side === 'old' ? 'a' : 'b'}/${path}`;
    const pointer = (0,_lfs__WEBPACK_IMPORTED_MODULE_4__/* .parseLfsPointer */ .y)(bytes);
    if (!pointer)
        return { bytes, fileName };
    const smudged = await (0,_lfs__WEBPACK_IMPORTED_MODULE_4__/* .smudgeLfs */ .n)(pointer, path, { cwd: options.cwd, env: options.env, maxBytes: options.maxBytes });
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
            child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', ['lfs', 'smudge', '--', path], { cwd: options.cwd, env: options.env, stdio: ['pipe', 'pipe', 'pipe'] });
        }
        catch (error) {
            resolve({ unavailable: `git could not be started (${error.message})` });
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
        child.on('error', (error) => resolve({ unavailable: `git could not be started (${error.message})` }));
        child.on('close', (code) => {
            if (code !== 0) {
                const reason = /is not a git command/.test(stderr) ? 'git lfs is not installed' : `git lfs smudge failed: ${firstLine(stderr) || `exit code ${code}`}`;
                resolve({ unavailable: reason });
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

/***/ 57994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dd: () => (/* binding */ typeLabel),
/* harmony export */   YB: () => (/* binding */ countsByType),
/* harmony export */   aj: () => (/* binding */ describeStyleChanges),
/* harmony export */   eh: () => (/* binding */ summarize)
/* harmony export */ });
/** Counts of changes by ChangeInfo Type, in order of first appearance (the order people read). */
function countsByType(changes) {
    const counts = new Map();
    for (const change of changes)
        counts.set(change.Type, (counts.get(change.Type) ?? 0) + 1);
    return [...counts];
}
/** `8 changes (3 modified, 3 inserted, 1 moved, 1 stylechanged)`, or `no changes`. */
function summarize(changes) {
    if (!changes.length)
        return 'no changes';
    const parts = countsByType(changes).map(([type, n]) => `${n} ${type.toLowerCase()}`);
    return `${changes.length} change${changes.length === 1 ? '' : 's'} (${parts.join(', ')})`;
}
/** What a change type is called in prose (`StyleChanged` → `formatting changed`). */
function typeLabel(type) {
    return type === 'StyleChanged' ? 'formatting changed' : type.toLowerCase();
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
/* harmony export */   eh: () => (/* reexport safe */ _summary__WEBPACK_IMPORTED_MODULE_0__.eh)
/* harmony export */ });
/* harmony import */ var _summary__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57994);

/**
 * Terminal renderers: the readable list of `docdelta changes` and the per-file semantic diff
 * the git driver prints. Colour is the caller's decision (terminal, pager, NO_COLOR); without
 * it, insertions and deletions are marked the way `git diff --word-diff=plain` marks them.
 */
const SGR = {
    reset: '\x1b[0m',
    bold: '\x1b[1m',
    red: '\x1b[31m',
    green: '\x1b[32m',
    yellow: '\x1b[33m',
    magenta: '\x1b[35m',
    cyan: '\x1b[36m',
};
const TYPE_COLORS = {
    Inserted: SGR.green,
    Deleted: SGR.red,
    Modified: SGR.yellow,
    Moved: SGR.cyan,
    StyleChanged: SGR.magenta,
};
function painter(color) {
    return (sgr, text) => (color && sgr && text ? `${sgr}${text}${SGR.reset}` : text);
}
/** The readable change list `docdelta changes` prints without --json. */
function renderChangeList(source, targets, changes, places, color) {
    const paint = painter(color);
    const lines = [`${source} → ${targets.join(', ')}: ${(0,_summary__WEBPACK_IMPORTED_MODULE_0__/* .summarize */ .eh)(changes)}`];
    changes.forEach((change, i) => {
        const label = paint(TYPE_COLORS[change.Type], change.Type.padEnd(12));
        const target = targets.length > 1 && change.Authors.length ? ` [${change.Authors[change.Authors.length - 1]}]` : '';
        // A remote service gives no places (the API's ChangeInfo has none): the page alone then.
        const place = places[i] ? `${places[i]} ` : '';
        lines.push(`  ${String(change.Id).padStart(3)}  ${label} ${place}(page ${change.PageInfo.PageNumber})${target}`);
        lines.push(`       ${describeForList(change, paint)}`);
    });
    return `${lines.join('\n')}\n`;
}
function describeForList(change, paint) {
    const quote = (text) => `"${truncate(text.replace(/\s+/g, ' '), 160)}"`;
    switch (change.Type) {
        case 'Inserted':
            return paint(SGR.green, `+ ${quote(change.TargetText)}`);
        case 'Deleted':
            return paint(SGR.red, `- ${quote(change.Text)}`);
        case 'StyleChanged':
            return `${quote(change.TargetText)}: ${(0,_summary__WEBPACK_IMPORTED_MODULE_0__/* .describeStyleChanges */ .aj)(change)}`;
        case 'Moved':
            return quote(change.TargetText);
        default:
            return `${paint(SGR.red, quote(change.Text))} → ${paint(SGR.green, quote(change.TargetText))}`;
    }
}
/**
 * One file of the git driver's output:
 *
 * ```
 * diff --docdelta a/policy.docx b/policy.docx
 * @@ header (section 1, default), paragraph 1 @@ modified
 *   [-Draft-]{+Approved+}
 * 8 changes (3 modified, 3 inserted, 1 moved, 1 stylechanged)
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
        lines.push(`${paint(SGR.cyan, `@@ ${oneLine(file.places[i] ?? '')} @@`)} ${paint(TYPE_COLORS[change.Type], (0,_summary__WEBPACK_IMPORTED_MODULE_0__/* .typeLabel */ .Dd)(change.Type))}`);
        for (const line of describeForDiff(change, paint).split('\n'))
            lines.push(`  ${line}`);
    });
    lines.push((0,_summary__WEBPACK_IMPORTED_MODULE_0__/* .summarize */ .eh)(file.changes));
    return `${lines.join('\n')}\n`;
}
function describeForDiff(change, paint) {
    const color = paint(SGR.red, 'x') !== 'x';
    // Painted line by line: pagers such as less reset colours at each new line.
    const perLine = (text, wrap) => text.split('\n').map(wrap).join('\n');
    const deleted = (text) => perLine(text, (line) => (color ? paint(SGR.red, line) : `[-${line}-]`));
    const inserted = (text) => perLine(text, (line) => (color ? paint(SGR.green, line) : `{+${line}+}`));
    switch (change.Type) {
        case 'Inserted':
            return inserted(change.TargetText);
        case 'Deleted':
            return deleted(change.Text);
        case 'StyleChanged':
            return `"${change.TargetText}": ${(0,_summary__WEBPACK_IMPORTED_MODULE_0__/* .describeStyleChanges */ .aj)(change)}`;
        case 'Moved':
            return `"${change.TargetText}"`;
        default:
            return `${deleted(change.Text)}${inserted(change.TargetText)}`;
    }
}
function oneLine(text) {
    return text.replace(/\s+/g, ' ');
}
function truncate(text, max) {
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}



/***/ }),

/***/ 61318:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ diffArrays)
/* harmony export */ });
/* unused harmony export arrayDiff */
/* harmony import */ var _base_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63102);

class ArrayDiff extends _base_js__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A {
    tokenize(value) {
        return value.slice();
    }
    join(value) {
        return value;
    }
    removeEmpty(value) {
        return value;
    }
}
const arrayDiff = new ArrayDiff();
function diffArrays(oldArr, newArr, options) {
    return arrayDiff.diff(oldArr, newArr, options);
}


/***/ }),

/***/ 63102:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ Diff)
/* harmony export */ });
class Diff {
    diff(oldStr, newStr, 
    // Type below is not accurate/complete - see above for full possibilities - but it compiles
    options = {}) {
        let callback;
        if (typeof options === 'function') {
            callback = options;
            options = {};
        }
        else if ('callback' in options) {
            callback = options.callback;
        }
        // Allow subclasses to massage the input prior to running
        const oldString = this.castInput(oldStr, options);
        const newString = this.castInput(newStr, options);
        const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
        const newTokens = this.removeEmpty(this.tokenize(newString, options));
        return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
    }
    diffWithOptionsObj(oldTokens, newTokens, options, callback) {
        var _a;
        const done = (value) => {
            value = this.postProcess(value, options);
            if (callback) {
                setTimeout(function () { callback(value); }, 0);
                return undefined;
            }
            else {
                return value;
            }
        };
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let editLength = 1;
        let maxEditLength = newLen + oldLen;
        if (options.maxEditLength != null) {
            maxEditLength = Math.min(maxEditLength, options.maxEditLength);
        }
        const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
        const abortAfterTimestamp = Date.now() + maxExecutionTime;
        const bestPath = [{ oldPos: -1, lastComponent: undefined }];
        // Seed editLength = 0, i.e. the content starts with the same values
        let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
        if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
            // Identity per the equality and tokenizer
            return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
        }
        // Once we hit the right edge of the edit graph on some diagonal k, we can
        // definitely reach the end of the edit graph in no more than k edits, so
        // there's no point in considering any moves to diagonal k+1 any more (from
        // which we're guaranteed to need at least k+1 more edits).
        // Similarly, once we've reached the bottom of the edit graph, there's no
        // point considering moves to lower diagonals.
        // We record this fact by setting minDiagonalToConsider and
        // maxDiagonalToConsider to some finite value once we've hit the edge of
        // the edit graph.
        // This optimization is not faithful to the original algorithm presented in
        // Myers's paper, which instead pointlessly extends D-paths off the end of
        // the edit graph - see page 7 of Myers's paper which notes this point
        // explicitly and illustrates it with a diagram. This has major performance
        // implications for some common scenarios. For instance, to compute a diff
        // where the new text simply appends d characters on the end of the
        // original text of length n, the true Myers algorithm will take O(n+d^2)
        // time while this optimization needs only O(n+d) time.
        let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
        // Main worker method. checks all permutations of a given edit length for acceptance.
        const execEditLength = () => {
            for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
                let basePath;
                const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
                if (removePath) {
                    // No one else is going to attempt to use this value, clear it
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath - 1] = undefined;
                }
                let canAdd = false;
                if (addPath) {
                    // what newPos will be after we do an insertion:
                    const addPathNewPos = addPath.oldPos - diagonalPath;
                    canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
                }
                const canRemove = removePath && removePath.oldPos + 1 < oldLen;
                if (!canAdd && !canRemove) {
                    // If this path is a terminal then prune
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath] = undefined;
                    continue;
                }
                // Select the diagonal that we want to branch from. We select the prior
                // path whose position in the old string is the farthest from the origin
                // and does not pass the bounds of the diff graph
                if (!canRemove || (canAdd && removePath.oldPos < addPath.oldPos)) {
                    basePath = this.addToPath(addPath, true, false, 0, options);
                }
                else {
                    basePath = this.addToPath(removePath, false, true, 1, options);
                }
                newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
                if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
                    // If we have hit the end of both strings, then we are done
                    return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
                }
                else {
                    bestPath[diagonalPath] = basePath;
                    if (basePath.oldPos + 1 >= oldLen) {
                        maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
                    }
                    if (newPos + 1 >= newLen) {
                        minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
                    }
                }
            }
            editLength++;
        };
        // Performs the length of edit iteration. Is a bit fugly as this has to support the
        // sync and async mode which is never fun. Loops over execEditLength until a value
        // is produced, or until the edit length exceeds options.maxEditLength (if given),
        // in which case it will return undefined.
        if (callback) {
            (function exec() {
                setTimeout(function () {
                    if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
                        return callback(undefined);
                    }
                    if (!execEditLength()) {
                        exec();
                    }
                }, 0);
            }());
        }
        else {
            while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
                const ret = execEditLength();
                if (ret) {
                    return ret;
                }
            }
        }
    }
    addToPath(path, added, removed, oldPosInc, options) {
        const last = path.lastComponent;
        if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: last.count + 1, added: added, removed: removed, previousComponent: last.previousComponent }
            };
        }
        else {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: 1, added: added, removed: removed, previousComponent: last }
            };
        }
    }
    extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
        while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
            newPos++;
            oldPos++;
            commonCount++;
            if (options.oneChangePerToken) {
                basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
            }
        }
        if (commonCount && !options.oneChangePerToken) {
            basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
        }
        basePath.oldPos = oldPos;
        return newPos;
    }
    equals(left, right, options) {
        if (options.comparator) {
            return options.comparator(left, right);
        }
        else {
            return left === right
                || (!!options.ignoreCase && left.toLowerCase() === right.toLowerCase());
        }
    }
    removeEmpty(array) {
        const ret = [];
        for (let i = 0; i < array.length; i++) {
            if (array[i]) {
                ret.push(array[i]);
            }
        }
        return ret;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    castInput(value, options) {
        return value;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    tokenize(value, options) {
        return Array.from(value);
    }
    join(chars) {
        // Assumes ValueT is string, which is the case for most subclasses.
        // When it's false, e.g. in diffArrays, this method needs to be overridden (e.g. with a no-op)
        // Yes, the casts are verbose and ugly, because this pattern - of having the base class SORT OF
        // assume tokens and values are strings, but not completely - is weird and janky.
        return chars.join('');
    }
    postProcess(changeObjects, 
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    options) {
        return changeObjects;
    }
    get useLongestToken() {
        return false;
    }
    buildValues(lastComponent, newTokens, oldTokens) {
        // First we convert our linked list of components in reverse order to an
        // array in the right order:
        const components = [];
        let nextComponent;
        while (lastComponent) {
            components.push(lastComponent);
            nextComponent = lastComponent.previousComponent;
            delete lastComponent.previousComponent;
            lastComponent = nextComponent;
        }
        components.reverse();
        const componentLen = components.length;
        let componentPos = 0, newPos = 0, oldPos = 0;
        for (; componentPos < componentLen; componentPos++) {
            const component = components[componentPos];
            if (!component.removed) {
                if (!component.added && this.useLongestToken) {
                    let value = newTokens.slice(newPos, newPos + component.count);
                    value = value.map(function (value, i) {
                        const oldValue = oldTokens[oldPos + i];
                        return oldValue.length > value.length ? oldValue : value;
                    });
                    component.value = this.join(value);
                }
                else {
                    component.value = this.join(newTokens.slice(newPos, newPos + component.count));
                }
                newPos += component.count;
                // Common case
                if (!component.added) {
                    oldPos += component.count;
                }
            }
            else {
                component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
                oldPos += component.count;
            }
        }
        return components;
    }
}


/***/ })

};
