(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 7169;
const ids = [7169];
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

/***/ 77593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ parseCommandArgs)
/* harmony export */ });
/* unused harmony export nearestOption */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _engine_index__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95246);
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71604);



/**
 * A command's flags and positionals; node's own messages for bad flags (several lines, with
 * hints) become one usage-error line. An unknown option names the nearest valid one.
 */
function parseCommandArgs(args, options) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args, allowPositionals: true, strict: true, options });
    }
    catch (error) {
        const code = error.code;
        const unknown = code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? /^Unknown option '([^']+)'/.exec((0,_engine_index__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error))?.[1] : undefined;
        if (unknown) {
            const nearest = nearestOption(unknown, options);
            throw new _io__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`unknown option '${unknown}'${nearest ? ` (did you mean '${nearest}'?)` : ''}`, {
                helpHint: true,
            });
        }
        throw new _io__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb((0,_engine_index__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error).replace(/\s*\n\s*/g, ' '), {
            helpHint: code?.startsWith('ERR_PARSE_ARGS') ?? false,
        });
    }
}
/** The valid flag closest to what was typed, when it is close enough to be a typo (`--jsn` → `--json`). */
function nearestOption(typed, options) {
    const name = typed.replace(/^-+/, '').replace(/=.*$/, '');
    let best;
    let bestDistance = Infinity;
    for (const [long, option] of Object.entries(options)) {
        for (const candidate of [long, option.short].filter((c) => !!c)) {
            const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
            if (distance < bestDistance) {
                bestDistance = distance;
                best = candidate.length === 1 ? `-${candidate}` : `--${candidate}`;
            }
        }
    }
    // A third of the name may be wrong: `--jsn` finds `--json`, `--xyz` finds nothing.
    return bestDistance <= Math.max(1, Math.floor(name.length / 3)) ? best : undefined;
}
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++)
            current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        previous = current;
    }
    return previous[b.length];
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

/***/ 67169:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   formatsCommand: () => (/* binding */ formatsCommand)
/* harmony export */ });
/* harmony import */ var _args__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77593);
/* harmony import */ var _backend__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14874);
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71604);



const HELP = `Usage: docdelta formats [--json] [--remote <url> …]

The formats docdelta reads (with --remote: the formats the service reads).

Options:
  --json                  the API's FormatsResult
${_backend__WEBPACK_IMPORTED_MODULE_1__/* .REMOTE_HELP */ .zQ}`;
async function formatsCommand(args, io) {
    const { values } = (0,_args__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Q)(args, {
        json: { type: 'boolean' },
        ..._backend__WEBPACK_IMPORTED_MODULE_1__/* .REMOTE_OPTIONS */ .QE,
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        io.stdout.write(`${HELP}\n`);
        return _io__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_OK */ .Ij;
    }
    const formats = await (await (0,_backend__WEBPACK_IMPORTED_MODULE_1__/* .backendFor */ .Mu)(values, io)).formats();
    if (values.json)
        io.stdout.write(`${JSON.stringify({ Formats: formats }, null, 2)}\n`);
    else
        for (const f of formats)
            io.stdout.write(`${(f.Extension ?? '').padEnd(11)} ${f.FileFormat ?? ''}\n`);
    return _io__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_OK */ .Ij;
}


/***/ })

};

return{id,ids,modules}})