(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 9133;
const ids = [9133];
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

/***/ 19133:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   infoCommand: () => (/* binding */ infoCommand)
/* harmony export */ });
/* harmony import */ var _args__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77593);
/* harmony import */ var _backend__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14874);
/* harmony import */ var _office__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14876);
/* harmony import */ var _files__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(99141);
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(71604);
/* harmony import */ var _report_summary__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(57994);






const HELP = `Usage: docdelta info <file> [--json] [--password <pw>] [--remote <url> …]

Prints the document's format, extension, size and page count.

Options:
  --json                  the record as JSON
  --password <pw>         password of a protected document (or DOCDELTA_PASSWORD)
${_office__WEBPACK_IMPORTED_MODULE_2__/* .OFFICE_HELP */ .pK}
                          (a Word document's pages are counted in that layout)
${_backend__WEBPACK_IMPORTED_MODULE_1__/* .REMOTE_HELP */ .zQ}`;
async function infoCommand(args, io) {
    const { values, positionals } = (0,_args__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Q)(args, {
        json: { type: 'boolean' },
        password: { type: 'string' },
        ..._office__WEBPACK_IMPORTED_MODULE_2__/* .OFFICE_OPTIONS */ .Mr,
        ..._backend__WEBPACK_IMPORTED_MODULE_1__/* .REMOTE_OPTIONS */ .QE,
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        io.stdout.write(`${HELP}\n`);
        return _io__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_OK */ .Ij;
    }
    if (positionals.length !== 1)
        throw new _io__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`info takes exactly one file\n${HELP}`);
    const remote = Boolean(values.remote || io.env.DOCDELTA_REMOTE_URL || io.env.DOCDELTA_REMOTE);
    const office = remote ? undefined : (0,_office__WEBPACK_IMPORTED_MODULE_2__/* .officeChoice */ .Sh)(values, io, positionals[0]);
    const backend = await (0,_backend__WEBPACK_IMPORTED_MODULE_1__/* .backendFor */ .Mu)(values, io, { office });
    (0,_backend__WEBPACK_IMPORTED_MODULE_1__/* .refuseRemote */ .bm)(backend, '--office', values.office);
    const input = await (0,_files__WEBPACK_IMPORTED_MODULE_3__/* .readInput */ .R5)(positionals[0], values.password ?? io.env.DOCDELTA_PASSWORD);
    const result = await backend.info({ ...input, fileName: positionals[0] });
    // The CLI's record names the format FileFormat, as the formats list does.
    const info = {
        FileFormat: result.Format ?? '',
        Extension: result.Extension ?? '',
        Size: result.Size,
        PageCount: result.PageCount,
    };
    if (values.json)
        io.stdout.write(`${JSON.stringify(info, null, 2)}\n`);
    else {
        // A workbook counts sheets and a presentation slides, whatever the record's field is called.
        const counted = `${(0,_report_summary__WEBPACK_IMPORTED_MODULE_5__/* .pageUnit */ .gF)(positionals[0])}s:`.padEnd(10);
        io.stdout.write(`${positionals[0]}\n  format:    ${info.FileFormat}\n  extension: ${info.Extension}\n  size:      ${info.Size} bytes\n  ${counted} ${info.PageCount}\n`);
    }
    return _io__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_OK */ .Ij;
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

/***/ 14876:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mr: () => (/* binding */ OFFICE_OPTIONS),
/* harmony export */   Sh: () => (/* binding */ officeChoice),
/* harmony export */   pK: () => (/* binding */ OFFICE_HELP)
/* harmony export */ });
/* harmony import */ var _engine_index__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95246);
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71604);


const OFFICE_OPTIONS = { office: { type: 'string' } };
const OFFICE_HELP = `  --office auto|libreoffice|builtin
                          how Word and OpenDocument pages are laid out and drawn (or DOCDELTA_OFFICE;
                          default auto: LibreOffice when installed, else the built-in layout,
                          whose pages are marked as estimates); DOCDELTA_SOFFICE names the soffice
                          to run (otherwise the usual install places; a path that does not
                          exist means none)`;
const CHOICES = ['auto', 'libreoffice', 'builtin'];
/** The choice made by flag or environment; `libreoffice` is refused here when none is installed. */
function officeChoice(values, io, file) {
    const given = values.office ?? (io.env.DOCDELTA_OFFICE || undefined);
    const source = values.office !== undefined ? '--office' : 'DOCDELTA_OFFICE';
    const choice = (given ?? 'auto').toLowerCase();
    if (!CHOICES.includes(choice))
        throw new _io__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${source} '${given}' is not one of ${CHOICES.join(', ')}`);
    if (choice === 'libreoffice' && !(0,_engine_index__WEBPACK_IMPORTED_MODULE_0__.findSoffice)(io.env.DOCDELTA_SOFFICE)) {
        const where = io.env.DOCDELTA_SOFFICE ? ` at ${io.env.DOCDELTA_SOFFICE}` : '';
        throw new _io__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${file ? `${file}: ` : ''}LibreOffice was not found${where}; it is needed for --office libreoffice: ${_engine_index__WEBPACK_IMPORTED_MODULE_0__.SOFFICE_HINT}`);
    }
    return choice;
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


/***/ })

};

return{id,ids,modules}})