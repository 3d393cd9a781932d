(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 7109;
const ids = [7109];
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

/***/ 77109:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   previewCommand: () => (/* binding */ previewCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _engine_index__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95246);
/* harmony import */ var _args__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77593);
/* harmony import */ var _backend__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(14874);
/* harmony import */ var _files__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(99141);
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(71604);
/* harmony import */ var _warnings__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(98425);
/* harmony import */ var _office__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(14876);
/* harmony import */ var _output__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(96657);










const HELP = `Usage: docdelta preview <file> --out <dir> [options]

Renders pages of a document to images: <dir>/<name>-page-<n>.<format>.

Options:
  --out <dir>               folder for the images (created when missing)
  --pages <list>            pages to render, e.g. 1,3-5 (default: all)
  --format png|jpeg|bmp     image format (default png)
  --width <px>              image width; alone, the height keeps the page's aspect ratio
  --height <px>             image height; with --width, the page fits inside both
${_office__WEBPACK_IMPORTED_MODULE_7__/* .OFFICE_HELP */ .pK}
                          (in this process only; with --remote the service chooses)
  --password <pw>           password of a protected document (or DOCDELTA_PASSWORD)
${_backend__WEBPACK_IMPORTED_MODULE_4__/* .REMOTE_HELP */ .zQ}`;
async function previewCommand(args, io) {
    const { values, positionals } = parse(args);
    if (values.help) {
        io.stdout.write(`${HELP}\n`);
        return _io__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_OK */ .Ij;
    }
    if (positionals.length !== 1)
        throw new _io__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`preview takes exactly one file\n${HELP}`);
    if (!values.out)
        throw new _io__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb('preview needs --out <dir>');
    const { parsePageSelection, PREVIEW_FORMATS } = await (0,_engine_index__WEBPACK_IMPORTED_MODULE_2__/* .loadPreviews */ .iK)();
    const format = (values.format ?? 'png').toLowerCase().replace(/^jpg$/, 'jpeg');
    if (!PREVIEW_FORMATS.includes(format))
        throw new _io__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`--format '${values.format}' is not one of ${PREVIEW_FORMATS.join(', ')}`);
    let pages;
    try {
        pages = values.pages === undefined ? undefined : parsePageSelection(values.pages);
    }
    catch (error) {
        throw new _io__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`--pages: ${(0,_engine_index__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error)}`);
    }
    const width = pixels('--width', values.width);
    const height = pixels('--height', values.height);
    const backend = await (0,_backend__WEBPACK_IMPORTED_MODULE_4__/* .backendFor */ .Mu)(values, io);
    (0,_backend__WEBPACK_IMPORTED_MODULE_4__/* .refuseRemote */ .bm)(backend, '--office', values.office);
    const office = backend.kind === 'local' ? (0,_office__WEBPACK_IMPORTED_MODULE_7__/* .officeChoice */ .Sh)(values, io, positionals[0]) : undefined;
    const input = await (0,_files__WEBPACK_IMPORTED_MODULE_5__/* .readInput */ .R5)(positionals[0], values.password ?? io.env.DOCDELTA_PASSWORD);
    const result = await backend.renderPreviews({
        document: { ...input, fileName: positionals[0] },
        pages,
        format: format,
        width,
        height,
        office,
        soffice: io.env.DOCDELTA_SOFFICE,
    });
    (0,_warnings__WEBPACK_IMPORTED_MODULE_9__/* .printWarnings */ .V)(io, result.warnings.map((w) => ({ ...w, fileName: positionals[0] })));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(values.out, { recursive: true });
    const stem = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(positionals[0], (0,node_path__WEBPACK_IMPORTED_MODULE_1__.extname)(positionals[0]));
    const extension = format === 'jpeg' ? 'jpg' : format;
    for (const page of result.pages) {
        // A page of a few points (some PDFs hold such stamps) renders as a speck: say it is the page, not a fault.
        if (page.width &&
            page.height &&
            Math.min(page.width, page.height) < TINY_PAGE_PIXELS &&
            width === undefined &&
            height === undefined) {
            (0,_warnings__WEBPACK_IMPORTED_MODULE_9__/* .printWarnings */ .V)(io, [
                {
                    fileName: positionals[0],
                    message: `page ${page.pageNumber} is tiny (its image is ${page.width}x${page.height} px at the usual scale); --width or --height renders it larger`,
                },
            ]);
        }
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(values.out, `${stem}-page-${page.pageNumber}.${extension}`);
        // Whole or not at all: a full disk or a stopped command leaves no half page image behind.
        await (0,_output__WEBPACK_IMPORTED_MODULE_8__/* .writeResultFile */ .t)(path, page.bytes, [positionals[0]]);
        io.stdout.write(page.width && page.height ? `${path}: ${page.width}x${page.height}\n` : `${path}\n`);
    }
    return _io__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_OK */ .Ij;
}
/** Below this many pixels on its short side a page image shows next to nothing. */
const TINY_PAGE_PIXELS = 32;
function pixels(flag, value) {
    if (value === undefined)
        return undefined;
    if (!/^\d+$/.test(value.trim()))
        throw new _io__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`${flag} '${value}' is not a whole number of pixels`);
    const n = Number(value);
    if (n < 1 || n > 10_000)
        throw new _io__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`${flag} ${n} is not from 1 to 10000`);
    return n;
}
function parse(args) {
    return (0,_args__WEBPACK_IMPORTED_MODULE_3__/* .parseCommandArgs */ .Q)(args, {
        out: { type: 'string' },
        pages: { type: 'string' },
        format: { type: 'string' },
        width: { type: 'string' },
        height: { type: 'string' },
        office: { type: 'string' },
        password: { type: 'string' },
        ..._backend__WEBPACK_IMPORTED_MODULE_4__/* .REMOTE_OPTIONS */ .QE,
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

/***/ 98425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ printWarnings)
/* harmony export */ });
/** Reader warnings on stderr, once each (the same file compared twice warns once). */
function printWarnings(io, warnings) {
    const seen = new Set();
    for (const warning of warnings) {
        const line = `docdelta: warning: ${warning.fileName ? `${warning.fileName}: ` : ''}${warning.message}`;
        if (seen.has(line))
            continue;
        seen.add(line);
        io.stderr.write(`${line}\n`);
    }
}


/***/ })

};

return{id,ids,modules}})