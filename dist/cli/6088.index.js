export const id = 6088;
export const ids = [6088];
export const modules = {

/***/ 98593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ RemoteBackendError),
/* harmony export */   z: () => (/* binding */ documentProblem)
/* harmony export */ });
/* harmony import */ var _engine_index__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13508);

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
/* harmony import */ var _engine_index__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(13508);
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
/* harmony import */ var _engine_index__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(13508);
/* harmony import */ var _report_summary__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(57994);
/* harmony import */ var _report_terminal__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(87496);
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
        text: (0,_report_terminal__WEBPACK_IMPORTED_MODULE_3__/* .renderFileDiff */ .KU)(report.file, { color: options.color }),
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
        const unit = (0,_report_summary__WEBPACK_IMPORTED_MODULE_5__/* .pageUnit */ .gF)(invocation.newPath);
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
            child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', ['lfs', 'smudge', '--', path], {
                cwd: options.cwd,
                env: options.env,
                stdio: ['pipe', 'pipe', 'pipe'],
            });
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
                const reason = /is not a git command/.test(stderr)
                    ? 'git lfs is not installed'
                    : `git lfs smudge failed: ${firstLine(stderr) || `exit code ${code}`}`;
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


/***/ })

};
