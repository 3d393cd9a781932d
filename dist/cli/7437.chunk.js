(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 7437;
const ids = [7437];
const modules = {

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
async function backendFor(values, io, options = {}) {
    if (!values.remote && !io.env.DOCDELTA_REMOTE_URL && !io.env.DOCDELTA_REMOTE)
        return (await __webpack_require__.e(/* import() */ 8403).then(__webpack_require__.bind(__webpack_require__, 68403))).localBackend({
            // `builtin`: this command never starts LibreOffice, for pages or anything else.
            soffice: options.office === 'builtin' ? null : io.env.DOCDELTA_SOFFICE,
        });
    const { selectBackend } = await Promise.all(/* import() */[__webpack_require__.e(2311), __webpack_require__.e(6752), __webpack_require__.e(26), __webpack_require__.e(9391)]).then(__webpack_require__.bind(__webpack_require__, 51551));
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
/* harmony import */ var _engine_index__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95246);
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


/***/ })

};

return{id,ids,modules}})