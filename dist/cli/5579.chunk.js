(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 5579;
const ids = [5579];
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

/***/ 29323:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   revisionsCommand: () => (/* binding */ revisionsCommand)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(12311);
/* harmony import */ var _engine_index__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95246);
/* harmony import */ var _args__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77593);
/* harmony import */ var _backend__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14874);
/* harmony import */ var _model_records__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(22651);
/* harmony import */ var _model_wire__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(27964);
/* harmony import */ var _files__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(99141);
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(71604);
/* harmony import */ var _output__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(96657);
/* harmony import */ var _settings_file__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(39036);










const HELP = `Usage: docdelta revisions <file> [--json]
       docdelta revisions <file> --accept-all|--reject-all|--decisions <d.json> -o <result>

Lists the tracked revisions a Word (DOCX, DOCM, DOTX, DOTM) or ODT document carries, or accepts
and rejects them. <d.json> is the list 'docdelta revisions --json' prints (or {"Revisions": [...]})
with Action set to Accept, Reject or None; Ids refer to that list.

Options:
  --json                 the API's RevisionInfo array
  --accept-all           accept every revision
  --reject-all           reject every revision
  --decisions <file>     accept or reject revisions one by one
  -o, --output <path>    the result file
  --settings <file>      Settings with PasswordSaveOption (None, Source, User) and Password
  --source-password <pw> password of a protected document (or DOCDELTA_SOURCE_PASSWORD)
${_backend__WEBPACK_IMPORTED_MODULE_2__/* .REMOTE_HELP */ .zQ}
  With --remote, --settings cannot protect the result (the API's revisions operation has no Settings).`;
const Decisions = zod__WEBPACK_IMPORTED_MODULE_9__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_9__/* .array */ .YOg(_model_records__WEBPACK_IMPORTED_MODULE_3__/* .RevisionInfo */ .kR), zod__WEBPACK_IMPORTED_MODULE_9__/* .object */ .Ikc({ Revisions: zod__WEBPACK_IMPORTED_MODULE_9__/* .array */ .YOg(_model_records__WEBPACK_IMPORTED_MODULE_3__/* .RevisionInfo */ .kR) })]);
async function revisionsCommand(args, io) {
    const { values, positionals } = parse(args);
    if (values.help) {
        io.stdout.write(`${HELP}\n`);
        return _io__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_OK */ .Ij;
    }
    if (positionals.length !== 1)
        throw new _io__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`revisions needs exactly one document\n${HELP}`);
    const chosen = [
        values['accept-all'] && '--accept-all',
        values['reject-all'] && '--reject-all',
        values.decisions && '--decisions',
    ].filter(Boolean);
    if (chosen.length > 1)
        throw new _io__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`choose one of ${chosen.join(', ')}`);
    const input = await (0,_files__WEBPACK_IMPORTED_MODULE_5__/* .readInput */ .R5)(positionals[0], (0,_files__WEBPACK_IMPORTED_MODULE_5__/* .passwordsFrom */ .pY)(values, io.env).source);
    const document = { ...input, fileName: positionals[0] };
    if (!chosen.length) {
        if (values.output)
            throw new _io__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb('-o needs --accept-all, --reject-all or --decisions');
        const backend = await (0,_backend__WEBPACK_IMPORTED_MODULE_2__/* .backendFor */ .Mu)(values, io);
        const list = await backend.listRevisions(document);
        io.stdout.write(values.json ? `${JSON.stringify(list, null, 2)}\n` : describe(positionals[0], list));
        return _io__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_OK */ .Ij;
    }
    if (!values.output)
        throw new _io__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`${chosen[0]} needs -o <result>`);
    const revisions = values.decisions ? await readDecisions(values.decisions) : undefined;
    const settings = values.settings ? await (0,_settings_file__WEBPACK_IMPORTED_MODULE_8__/* .readSettingsFile */ .ur)(values.settings) : undefined;
    const backend = await (0,_backend__WEBPACK_IMPORTED_MODULE_2__/* .backendFor */ .Mu)(values, io);
    const result = await backend.applyRevisions({
        document,
        acceptAll: values['accept-all'],
        rejectAll: values['reject-all'],
        revisions,
        settings,
    });
    await (0,_output__WEBPACK_IMPORTED_MODULE_7__/* .writeResultFile */ .t)(values.output, result.bytes, positionals, result.extension);
    io.stdout.write(`${values.output}: ${result.remaining ?? 0} revision(s) still tracked\n`);
    return _io__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_OK */ .Ij;
}
async function readDecisions(path) {
    const json = await (0,_settings_file__WEBPACK_IMPORTED_MODULE_8__/* .readJsonFile */ .JE)(path, 'decisions');
    try {
        const parsed = (0,_model_wire__WEBPACK_IMPORTED_MODULE_4__/* .parseRequest */ .TR)(Decisions, json);
        return Array.isArray(parsed) ? parsed : parsed.Revisions;
    }
    catch (error) {
        throw new _io__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`${path}: ${(0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)}`);
    }
}
function describe(path, list) {
    const lines = [`${path}: ${list.length} revision${list.length === 1 ? '' : 's'}`];
    for (const r of list) {
        const full = r.Text ?? '';
        const text = full.length > 70 ? `${full.slice(0, 69)}…` : full;
        lines.push(`  ${r.Id}  ${r.Type}${r.Author ? ` by ${r.Author}` : ''}: ${JSON.stringify(text)}`);
    }
    return `${lines.join('\n')}\n`;
}
function parse(args) {
    return (0,_args__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Q)(args, {
        json: { type: 'boolean' },
        'accept-all': { type: 'boolean' },
        'reject-all': { type: 'boolean' },
        decisions: { type: 'string' },
        output: { type: 'string', short: 'o' },
        settings: { type: 'string' },
        ..._files__WEBPACK_IMPORTED_MODULE_5__/* .PASSWORD_OPTIONS */ .$h,
        ..._backend__WEBPACK_IMPORTED_MODULE_2__/* .REMOTE_OPTIONS */ .QE,
        help: { type: 'boolean', short: 'h' },
    });
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

/***/ 96657:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ writeResultFile)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _engine_index__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95246);
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(71604);





/**
 * A result is written in its source's format: naming it as another known format (a DOCX result
 * as `.pdf`) would give a file nothing opens, so it is refused. Text formats may be named freely,
 * and so may a result named like its inputs: a macro-enabled workbook named `.xlsx` (Apache POI's
 * test files have one) gives a result no worse named than the files it came from.
 */
function checkExtension(path, extension, inputs) {
    const named = (0,_engine_index__WEBPACK_IMPORTED_MODULE_3__/* .formatByExtension */ .SC)(path);
    const actual = (0,_engine_index__WEBPACK_IMPORTED_MODULE_3__/* .formatByExtension */ .SC)(`result${extension}`);
    if (!named || !actual || named.key === actual.key || (named.family === 'text' && actual.family === 'text'))
        return;
    if (inputs.some((input) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.extname)(input).toLowerCase() === (0,node_path__WEBPACK_IMPORTED_MODULE_2__.extname)(path).toLowerCase()))
        return;
    throw new _io__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${path}: the result is a ${extension} document (the source's format); name it with ${extension}`);
}
/**
 * Writes a result file whole or not at all: into a temporary file beside it, then renamed over
 * the destination, so an error never leaves half a document behind. Refuses to overwrite an
 * input of the same run.
 */
async function writeResultFile(path, bytes, inputs, extension) {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path);
    if (inputs.some((input) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(input) === target))
        throw new _io__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${path}: refusing to overwrite an input document`);
    if (extension)
        checkExtension(path, extension, inputs);
    const temporary = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(target)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}.tmp`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(temporary, bytes);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temporary, target);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temporary, { force: true });
        const code = error.code;
        throw new _io__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${path}: cannot be written (${code ?? 'error'})`);
    }
}


/***/ }),

/***/ 39036:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J5: () => (/* binding */ CELLS_OPTIONS),
/* harmony export */   JE: () => (/* binding */ readJsonFile),
/* harmony export */   Ke: () => (/* binding */ CELLS_HELP),
/* harmony export */   P$: () => (/* binding */ withCellsFlags),
/* harmony export */   ur: () => (/* binding */ readSettingsFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _engine_index__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95246);
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71604);



/**
 * Reads a Settings JSON file; every problem is one line naming the file. Synchronously, like the
 * documents (cli/files.ts): node:fs/promises is not worth loading for a file or two.
 */
async function readSettingsFile(path) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8');
    }
    catch {
        throw new _io__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${path}: cannot read the settings file`);
    }
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (error) {
        throw new _io__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${path}: not valid JSON (${(0,_engine_index__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)})`);
    }
    // The API's schemas (zod, a large module) load only when a settings file is given.
    const { settingsFromJson } = await Promise.all(/* import() */[__webpack_require__.e(2311), __webpack_require__.e(26), __webpack_require__.e(4856)]).then(__webpack_require__.bind(__webpack_require__, 89766));
    try {
        return settingsFromJson(json);
    }
    catch (error) {
        throw new _io__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${path}: ${(0,_engine_index__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)}`);
    }
}
/** Reads a JSON file of any shape, for decision lists. */
async function readJsonFile(path, what) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8');
    }
    catch {
        throw new _io__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${path}: cannot read the ${what} file`);
    }
    try {
        return JSON.parse(text);
    }
    catch (error) {
        throw new _io__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${path}: not valid JSON (${(0,_engine_index__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)})`);
    }
}
/** Spreadsheet flags every comparing command takes, as Settings fields. */
const CELLS_OPTIONS = {
    'values-only': { type: 'boolean' },
    tolerance: { type: 'string' },
};
const CELLS_HELP = `  --values-only           spreadsheets: compare displayed values only, not formulas (CellsCompareFormulas false)
  --tolerance <n>         spreadsheets: numbers this close (relative) are equal (CellsNumericTolerance, 1e-9)`;
/** Settings with the spreadsheet flags laid over them (flags win). */
function withCellsFlags(settings, values) {
    if (!values['values-only'] && values.tolerance === undefined)
        return settings;
    const extra = {};
    if (values['values-only'])
        extra.CellsCompareFormulas = false;
    if (values.tolerance !== undefined) {
        const n = Number(values.tolerance);
        if (!Number.isFinite(n) || n < 0)
            throw new _io__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--tolerance '${values.tolerance}' is not a number >= 0`);
        extra.CellsNumericTolerance = n;
    }
    return { ...(settings ?? {}), ...extra };
}


/***/ }),

/***/ 48845:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ CHANGE_TYPE_VALUES)
/* harmony export */ });
// Plain values, apart from enums.ts, so that a CLI command that checks a flag against them does
// not load zod.
/** ComparisonOptions.ChangeType and ChangeInfo.Type (models/comparison_options.py, models/change_info.py). */
const CHANGE_TYPE_VALUES = [
    'None',
    'Modified',
    'Inserted',
    'Deleted',
    'Added',
    'NotModified',
    'StyleChanged',
    'Resized',
    'Moved',
    'MovedAndResized',
    'ShiftedAndResized',
];


/***/ })

};

return{id,ids,modules}})