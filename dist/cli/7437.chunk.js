(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 7437;
const ids = [7437];
const modules = {

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

/***/ 13170:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ asChangeRecords)
/* harmony export */ });
/**
 * The port's ChangeInfo (optional fields, as the API allows) as the renderers' records: a
 * service may leave out empty texts and lists.
 */
function asChangeRecords(changes) {
    return changes.map((change) => ({
        ...change,
        Text: change.Text ?? '',
        TargetText: change.TargetText ?? '',
        Authors: change.Authors ?? [],
        StyleChangeInfo: (change.StyleChangeInfo ?? []).map((s) => ({
            ChangedProperty: s.ChangedProperty ?? '',
            OldValue: s.OldValue ?? '',
            NewValue: s.NewValue ?? '',
        })),
        PageInfo: change.PageInfo ?? { Width: 0, Height: 0, PageNumber: 0 },
    }));
}


/***/ }),

/***/ 14874:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mu: () => (/* binding */ backendFor),
/* harmony export */   QE: () => (/* binding */ REMOTE_OPTIONS),
/* harmony export */   XH: () => (/* reexport safe */ _backend_records__WEBPACK_IMPORTED_MODULE_0__.X),
/* harmony export */   XS: () => (/* binding */ portSettings),
/* harmony export */   bm: () => (/* binding */ refuseRemote),
/* harmony export */   zQ: () => (/* binding */ REMOTE_HELP)
/* harmony export */ });
/* harmony import */ var _backend_records__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13170);
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71604);


/** Flags that send a command's work to a comparison service instead of the engine in this process. */
const REMOTE_OPTIONS = {
    remote: { type: 'string' },
    'client-id': { type: 'string' },
    'client-secret': { type: 'string' },
};
const REMOTE_HELP = `  --remote <url>          run on a comparison service (docdelta serve, or the vendor's cloud)
                          instead of in this process (or DOCDELTA_REMOTE_URL)
  --client-id <id>        client id for --remote (or DOCDELTA_CLIENT_ID)
  --client-secret <s>     client secret for --remote (or DOCDELTA_CLIENT_SECRET; never printed)`;
/**
 * The backend a command runs on: the engine in this process unless a remote URL is given by
 * flag or environment. Loaded lazily so that local runs never load the HTTP client.
 */
async function backendFor(values, io) {
    if (!values.remote && !io.env.DOCDELTA_REMOTE_URL && !io.env.DOCDELTA_REMOTE)
        return (await __webpack_require__.e(/* import() */ 8403).then(__webpack_require__.bind(__webpack_require__, 68403))).localBackend({ soffice: io.env.DOCDELTA_SOFFICE });
    const { selectBackend } = await Promise.all(/* import() */[__webpack_require__.e(2311), __webpack_require__.e(6752), __webpack_require__.e(26), __webpack_require__.e(1551)]).then(__webpack_require__.bind(__webpack_require__, 51551));
    try {
        return selectBackend({ remote: values.remote, clientId: values['client-id'], clientSecret: values['client-secret'] }, io.env);
    }
    catch (error) {
        throw new _io__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(error.message);
    }
}
/** Refuses a flag that only the in-process engine honours, naming it, when running remotely. */
function refuseRemote(backend, flag, given) {
    if (backend.kind === 'remote' && given !== undefined && given !== false)
        throw new _io__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} works only in this process, not with --remote`);
}
/** Settings read by the CLI (validated against the API's schema) as the port takes them. */
function portSettings(settings) {
    return settings;
}


/***/ }),

/***/ 47437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gitDiffCommand: () => (/* binding */ gitDiffCommand)
/* harmony export */ });
/* harmony import */ var _engine_index__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13508);
/* harmony import */ var _git_driver__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75140);
/* harmony import */ var _backend__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14874);
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(71604);




const HELP = `Usage: docdelta git-diff [--color|--no-color] [--max-size <bytes>] <git's arguments>

git's external diff driver (diff.docdelta.command, GIT_EXTERNAL_DIFF): git calls it with
'path old-file old-hex old-mode new-file new-hex new-mode' (two more for renames) or 'path' for
an unmerged path. Prints a semantic diff of the two documents and always exits 0, so git goes on
to the next file. Set it up with 'docdelta install'. With --remote (or DOCDELTA_REMOTE_URL) the
comparison runs on a comparison service; its output then names pages instead of places.

Options (put them in the configured command, before git's arguments):
  --color / --no-color   force colours on or off (default: on a terminal or in git's pager)
  --max-size <bytes>     name larger files instead of comparing them (default ${_git_driver__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_MAX_BYTES */ .fS})
${_backend__WEBPACK_IMPORTED_MODULE_2__/* .REMOTE_HELP */ .zQ}`;
const REMOTE_FLAGS = {
    '--remote': 'remote',
    '--client-id': 'client-id',
    '--client-secret': 'client-secret',
};
async function gitDiffCommand(args, io) {
    // Options come before git's arguments; git's own arguments are taken as they are (a path may
    // start with '-'), so option parsing stops at the first argument that is not one of ours.
    let color;
    let maxBytes = _git_driver__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_MAX_BYTES */ .fS;
    const remote = {};
    let index = 0;
    for (; index < args.length; index++) {
        const arg = args[index];
        if (arg === '--color')
            color = true;
        else if (arg === '--no-color')
            color = false;
        else if (arg === '--max-size' && /^\d+$/.test(args[index + 1] ?? ''))
            maxBytes = Number(args[++index]);
        else if (REMOTE_FLAGS[arg] && index + 1 < args.length)
            remote[REMOTE_FLAGS[arg]] = args[++index];
        else if (arg === '--help' || arg === '-h') {
            io.stdout.write(`${HELP}\n`);
            return _io__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_OK */ .Ij;
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
    let backend;
    try {
        invocation = (0,_git_driver__WEBPACK_IMPORTED_MODULE_1__/* .parseGitDiffArgs */ .GJ)(args.slice(index));
        backend = await (0,_backend__WEBPACK_IMPORTED_MODULE_2__/* .backendFor */ .Mu)(remote, io);
    }
    catch (error) {
        const help = error instanceof _io__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb ? '' : `\n${HELP}`;
        io.stderr.write(`docdelta: ${(0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)}${help}\n`);
        return _io__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_USAGE */ .Ri;
    }
    try {
        const output = await (0,_git_driver__WEBPACK_IMPORTED_MODULE_1__/* .runGitDiff */ .hc)(invocation, {
            color: (0,_git_driver__WEBPACK_IMPORTED_MODULE_1__/* .driverColor */ .EA)(color, io.env, io.stdout.isTTY),
            maxBytes,
            env: io.env,
            backend,
        });
        for (const warning of output.warnings)
            io.stderr.write(`docdelta: warning: ${warning}\n`);
        io.stdout.write(output.text);
    }
    catch (error) {
        // A bug met on one file must not stop git's walk over the others: one line, exit 0.
        const path = invocation.kind === 'pair' ? invocation.newPath : invocation.path;
        io.stdout.write(`diff --docdelta a/${path} b/${path}\ndocdelta could not compare ${path}: ${(0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)}\n`);
        if (io.env.DOCDELTA_DEBUG && error instanceof Error && error.stack)
            io.stderr.write(`${error.stack}\n`);
    }
    return _io__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_OK */ .Ij;
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

return{id,ids,modules}})