export const id = 7437;
export const ids = [7437];
export const modules = {

/***/ 47437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gitDiffCommand: () => (/* binding */ gitDiffCommand)
/* harmony export */ });
/* harmony import */ var _engine_errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);
/* harmony import */ var _git_driver__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75140);
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71604);



const HELP = `Usage: docdelta git-diff [--color|--no-color] [--max-size <bytes>] <git's arguments>

git's external diff driver (diff.docdelta.command, GIT_EXTERNAL_DIFF): git calls it with
'path old-file old-hex old-mode new-file new-hex new-mode' (two more for renames) or 'path' for
an unmerged path. Prints a semantic diff of the two documents and always exits 0, so git goes on
to the next file. Set it up with 'docdelta install'. It always runs in this process: git calls
it once per file, so it takes no --remote (nor DOCDELTA_REMOTE_URL).

Options (put them in the configured command, before git's arguments):
  --color / --no-color   force colours on or off (default: on a terminal or in git's pager)
  --max-size <bytes>     name larger files instead of comparing them (default ${_git_driver__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_MAX_BYTES */ .fS})`;
async function gitDiffCommand(args, io) {
    // Options come before git's arguments; git's own arguments are taken as they are (a path may
    // start with '-'), so option parsing stops at the first argument that is not one of ours.
    let color;
    let maxBytes = _git_driver__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_MAX_BYTES */ .fS;
    let index = 0;
    for (; index < args.length; index++) {
        const arg = args[index];
        if (arg === '--color')
            color = true;
        else if (arg === '--no-color')
            color = false;
        else if (arg === '--max-size' && /^\d+$/.test(args[index + 1] ?? ''))
            maxBytes = Number(args[++index]);
        else if (arg === '--help' || arg === '-h') {
            io.stdout.write(`${HELP}\n`);
            return _io__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_OK */ .Ij;
        }
        else if (arg === '--') {
            index++;
            break;
        }
        else
            break;
    }
    ignoreClosedPipe(io.stdout);
    let invocation;
    try {
        invocation = (0,_git_driver__WEBPACK_IMPORTED_MODULE_1__/* .parseGitDiffArgs */ .GJ)(args.slice(index));
    }
    catch (error) {
        io.stderr.write(`docdelta: ${(0,_engine_errors__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)}\n${HELP}\n`);
        return _io__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_USAGE */ .Ri;
    }
    try {
        const output = await (0,_git_driver__WEBPACK_IMPORTED_MODULE_1__/* .runGitDiff */ .hc)(invocation, { color: (0,_git_driver__WEBPACK_IMPORTED_MODULE_1__/* .driverColor */ .EA)(color, io.env, io.stdout.isTTY), maxBytes, env: io.env });
        for (const warning of output.warnings)
            io.stderr.write(`docdelta: warning: ${warning}\n`);
        io.stdout.write(output.text);
    }
    catch (error) {
        // A bug met on one file must not stop git's walk over the others: one line, exit 0.
        const path = invocation.kind === 'pair' ? invocation.newPath : invocation.path;
        io.stdout.write(`diff --docdelta a/${path} b/${path}\ndocdelta could not compare ${path}: ${(0,_engine_errors__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)}\n`);
        if (io.env.DOCDELTA_DEBUG && error instanceof Error && error.stack)
            io.stderr.write(`${error.stack}\n`);
    }
    return _io__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_OK */ .Ij;
}
/**
 * A pager quit early (`q` in less, `| head`) closes the pipe; that is the reader's choice, not a
 * failure, so the write error is dropped instead of crashing with EPIPE.
 */
function ignoreClosedPipe(stream) {
    const emitter = stream;
    if (typeof emitter.on !== 'function')
        return;
    emitter.on('error', (error) => {
        if (error.code !== 'EPIPE')
            throw error;
    });
}


/***/ }),

/***/ 72428:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ describeByteDifference)
/* harmony export */ });
/* harmony import */ var _archive_zip__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55380);

/**
 * When two versions differ in bytes but the comparison finds no change, says what does differ,
 * so "no changes" is not read as "the commit did nothing": `no content changes; styles and
 * metadata differ (word/styles.xml, docProps/core.xml)`. Undefined when the bytes are equal.
 */
function describeByteDifference(before, after) {
    if (sameBytes(before, after))
        return undefined;
    const parts = packageDifference(before, after);
    if (parts) {
        if (!parts.length)
            return 'no content changes; the package is stored differently (same parts, same contents)';
        const kinds = [...new Set(parts.map(partKind))];
        const shown = parts.slice(0, 4).join(', ') + (parts.length > 4 ? `, and ${parts.length - 4} more` : '');
        if (kinds.length === 1 && kinds[0] === 'metadata')
            return `metadata only (${shown})`;
        return `no content changes; ${joinWords(kinds)} differ (${shown})`;
    }
    const text = (bytes) => Buffer.from(bytes).toString('utf8').replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
    if (text(before) === text(after))
        return 'no content changes; only line endings or the byte-order mark differ';
    return 'no content changes; the files differ in bytes the comparison does not read (layout, metadata or encoding)';
}
/** The parts of two packages whose contents differ, or undefined when either is not a readable ZIP. */
function packageDifference(before, after) {
    let a;
    let b;
    try {
        a = new _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ(before);
        b = new _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ(after);
    }
    catch {
        return undefined;
    }
    const names = [...new Set([...a.names(), ...b.names()])].sort();
    const differing = [];
    try {
        for (const name of names) {
            if (!a.has(name) || !b.has(name) || !sameBytes(a.read(name), b.read(name)))
                differing.push(name);
        }
    }
    catch {
        return undefined;
    }
    return differing;
}
const KINDS = [
    [/(^|\/)(docProps\/|meta\.xml$|customXml\/|\[Content_Types\]\.xml$|META-INF\/)|\.rels$/, 'metadata'],
    [/(^|\/)(styles|stylesWithEffects|numbering|fontTable)\.xml$|(^|\/)theme\//, 'styles'],
    [/comments[^/]*\.xml$|commentsExtended|commentsIds|people\.xml$/, 'comment formatting'],
    [/(^|\/)(settings|webSettings)\.xml$|(^|\/)Configurations2\//, 'settings'],
    [/(^|\/)(media|Pictures|Thumbnails)\/|thumbnail/i, 'images'],
];
function partKind(name) {
    return KINDS.find(([pattern]) => pattern.test(name))?.[1] ?? 'markup the comparison reads as equal';
}
function joinWords(words) {
    return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
function sameBytes(a, b) {
    return a.length === b.length && Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
}


/***/ }),

/***/ 34253:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ compareVersions)
/* harmony export */ });
/* harmony import */ var _changeinfo__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66980);
/* harmony import */ var _index__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18164);
/* harmony import */ var _settings__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(94441);
/* harmony import */ var _layout_context__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(35418);




/**
 * Compares two versions of a file as the git driver and the Action see them: a missing side is
 * an empty document of the other side's format, so an added file shows as wholly inserted and a
 * deleted one as wholly deleted. `precise` gives boxes from the built-in layout (for previews);
 * `office` finds the boxes of Word and OpenDocument text changes in LibreOffice's rendering.
 */
async function compareVersions(before, after, options = {}) {
    if (!before && !after)
        throw new TypeError('compareVersions needs at least one version');
    const [source, target] = await Promise.all([before && (0,_index__WEBPACK_IMPORTED_MODULE_1__/* .readDocument */ .u0)(before), after && (0,_index__WEBPACK_IMPORTED_MODULE_1__/* .readDocument */ .u0)(after)]);
    const present = (source ?? target);
    const a = source ?? emptyDocument(present.format);
    const b = target ?? emptyDocument(present.format);
    let engineChanges = await (0,_index__WEBPACK_IMPORTED_MODULE_1__/* .diffModels */ .mS)(a, b, options.settings ? (0,_settings__WEBPACK_IMPORTED_MODULE_2__/* .diffOptionsFromSettings */ .j)(options.settings) : undefined);
    let rendered;
    if (options.office && before && after && engineChanges.length) {
        const { anchorInLibreOffice, flowsOntoPages } = await Promise.all(/* import() */[__webpack_require__.e(6451), __webpack_require__.e(5250)]).then(__webpack_require__.bind(__webpack_require__, 65250));
        if (flowsOntoPages(after))
            ({ changes: engineChanges, pdfs: rendered } = await anchorInLibreOffice(engineChanges, { source: a, target: b }, { source: before, target: after }, options.office));
    }
    const warnings = [
        ...(source?.warnings ?? []).map((w) => `${before.fileName}: ${w.message}`),
        ...(target?.warnings ?? []).map((w) => `${after.fileName}: ${w.message}`),
    ];
    return { changes: (0,_changeinfo__WEBPACK_IMPORTED_MODULE_0__/* .toChangeInfos */ .H)(engineChanges, a, b, 0, [], options.precise ?? false), places: engineChanges.map((c) => c.place), warnings, rendered, contexts: (0,_layout_context__WEBPACK_IMPORTED_MODULE_3__/* .changeContexts */ .H)(engineChanges, a, b).map((c) => c ?? null) };
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
/* harmony import */ var _engine_byte_difference__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(72428);
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
        // Different bytes and no change found: say what differs rather than a bare "no changes".
        const unseen = before && after && !result.changes.length ? (0,_engine_byte_difference__WEBPACK_IMPORTED_MODULE_4__/* .describeByteDifference */ .b)(before.bytes, after.bytes) : undefined;
        if (unseen)
            return { file: { ...file, note: unseen, warnings: result.warnings }, warnings: result.warnings };
        return { file: { ...file, changes: result.changes, places: result.places, contexts: result.contexts, warnings: result.warnings }, warnings: result.warnings };
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

/***/ 57994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dd: () => (/* binding */ typeLabel),
/* harmony export */   YB: () => (/* binding */ countsByType),
/* harmony export */   aj: () => (/* binding */ describeStyleChanges),
/* harmony export */   eh: () => (/* binding */ summarize),
/* harmony export */   gF: () => (/* binding */ pageUnit)
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
    const unit = (0,_summary__WEBPACK_IMPORTED_MODULE_0__/* .pageUnit */ .gF)(targets[0] ?? source);
    changes.forEach((change, i) => {
        const label = paint(TYPE_COLORS[change.Type], change.Type.padEnd(12));
        const target = targets.length > 1 && change.Authors.length ? ` [${change.Authors[change.Authors.length - 1]}]` : '';
        // A remote service gives no places (the API's ChangeInfo has none): the page (sheet, slide) alone then.
        const place = places[i] ? `${places[i]} ` : '';
        lines.push(`  ${String(change.Id).padStart(3)}  ${label} ${place}(${unit} ${change.PageInfo.PageNumber})${target}`);
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



/***/ })

};
