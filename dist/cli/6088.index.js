export const id = 6088;
export const ids = [6088];
export const modules = {

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
/* harmony import */ var _engine_errors__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(17679);
/* harmony import */ var _engine_versions__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(34253);
/* harmony import */ var _git_driver__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(75140);
/* harmony import */ var _report_write__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(28276);
/* harmony import */ var _report_html__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(86433);
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
    const before = oldFile === _git_driver__WEBPACK_IMPORTED_MODULE_8__/* .NULL_FILE */ .pP ? undefined : await (0,_files__WEBPACK_IMPORTED_MODULE_11__/* .readInput */ .R5)(oldFile);
    const after = newFile === _git_driver__WEBPACK_IMPORTED_MODULE_8__/* .NULL_FILE */ .pP ? undefined : await (0,_files__WEBPACK_IMPORTED_MODULE_11__/* .readInput */ .R5)(newFile);
    if (!before && !after)
        throw new _io__WEBPACK_IMPORTED_MODULE_12__/* .UsageError */ .eb('difftool needs at least one file that is not /dev/null');
    const result = await (0,_engine_versions__WEBPACK_IMPORTED_MODULE_7__/* .compareVersions */ .Z)(before && { bytes: before.bytes, fileName: oldFile }, after && { bytes: after.bytes, fileName: newFile });
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
    await (0,_report_write__WEBPACK_IMPORTED_MODULE_9__/* .writeAtomically */ .vK)(path, (0,_report_html__WEBPACK_IMPORTED_MODULE_10__/* .renderHtml */ .K)([file], { title: `docdelta: ${name}` }));
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
            resolve(`${command}: ${(0,_engine_errors__WEBPACK_IMPORTED_MODULE_6__/* .errorMessage */ .gJ)(error)}`);
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


/***/ })

};
