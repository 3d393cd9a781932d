(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 7032;
const ids = [7032];
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

/***/ 77032:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   changesCommand: () => (/* binding */ changesCommand)
/* harmony export */ });
/* harmony import */ var _model_change_types__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(48845);
/* harmony import */ var _backend__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14874);
/* harmony import */ var _office__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14876);
/* harmony import */ var _settings_file__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39036);
/* harmony import */ var _engine_index__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95246);
/* harmony import */ var _args__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77593);
/* harmony import */ var _files__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(99141);
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(71604);
/* harmony import */ var _report_terminal__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(87496);
/* harmony import */ var _warnings__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(98425);
/* harmony import */ var _report_kind__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9466);












const HELP = `Usage: docdelta changes <source> <target> [<target>…] [options]

Lists what changed from <source> to each <target>.

Options:
  --json                  print the API's ChangeInfo array, each with PageSource: whose layout its
                          page is (document: the file's own pages; libreoffice: LibreOffice's;
                          estimate: the built-in layout's, which no renderer draws exactly)
  --settings <file>       comparison Settings as JSON (the API's record; any key casing)
  --change-type <type>    only changes of this type (${_model_change_types__WEBPACK_IMPORTED_MODULE_9__/* .CHANGE_TYPE_VALUES */ .B.join(', ')})
  --report <file>         also write a report of the comparison: .html (self-contained,
                          inline and side-by-side views) or .md (GitHub-flavoured)
  --exit-code             exit 1 when there are changes (like git diff --exit-code)
  --no-color              no colours even on a terminal (NO_COLOR is honoured too)
${_office__WEBPACK_IMPORTED_MODULE_1__/* .OFFICE_HELP */ .pK}
${_settings_file__WEBPACK_IMPORTED_MODULE_2__/* .CELLS_HELP */ .Ke}
${_files__WEBPACK_IMPORTED_MODULE_5__/* .PASSWORD_HELP */ .iH}
${_backend__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE_HELP */ .zQ}

With --remote the output is the same, except that the readable list and reports show no places
(the API's ChangeInfo has none; pages remain, as the service lays them out), reader warnings are
not reported and --office is refused.

A page marked ~ (\`~page 3\`) is the built-in layout's estimate: install LibreOffice (or see
--office) for the pages Word and OpenDocument documents are drawn on.`;
async function changesCommand(args, io) {
    const { values, positionals } = parseOptions(args);
    if (values.help) {
        io.stdout.write(`${HELP}\n`);
        return _io__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_OK */ .Ij;
    }
    if (positionals.length < 2)
        throw new _io__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`changes needs a source and at least one target\n${HELP}`);
    const changeType = values['change-type'] ? canonicalChangeType(values['change-type']) : undefined;
    const settings = (0,_settings_file__WEBPACK_IMPORTED_MODULE_2__/* .withCellsFlags */ .P$)(values.settings ? await (0,_settings_file__WEBPACK_IMPORTED_MODULE_2__/* .readSettingsFile */ .ur)(values.settings) : undefined, values);
    if (values.report !== undefined && !(0,_report_kind__WEBPACK_IMPORTED_MODULE_8__/* .reportKind */ .V)(values.report))
        throw new _io__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`--report '${values.report}': a report is .html or .md`);
    const [sourcePath, ...targetPaths] = positionals;
    const passwords = (0,_files__WEBPACK_IMPORTED_MODULE_5__/* .passwordsFrom */ .pY)(values, io.env);
    const source = await (0,_files__WEBPACK_IMPORTED_MODULE_5__/* .readInput */ .R5)(sourcePath, passwords.source);
    const targets = await Promise.all(targetPaths.map((path) => (0,_files__WEBPACK_IMPORTED_MODULE_5__/* .readInput */ .R5)(path, passwords.target)));
    const backend = await (0,_backend__WEBPACK_IMPORTED_MODULE_0__/* .backendFor */ .Mu)(values, io);
    (0,_backend__WEBPACK_IMPORTED_MODULE_0__/* .refuseRemote */ .bm)(backend, '--office', values.office);
    const office = backend.kind === 'local' ? (0,_office__WEBPACK_IMPORTED_MODULE_1__/* .officeChoice */ .Sh)(values, io, targetPaths[0]) : undefined;
    const result = await backend.changesReport({
        source: { ...source, fileName: sourcePath },
        targets: targets.map((t, i) => ({ ...t, fileName: targetPaths[i] })),
        settings: (0,_backend__WEBPACK_IMPORTED_MODULE_0__/* .portSettings */ .XS)(settings),
        changeType,
        office,
    });
    const changes = (0,_backend__WEBPACK_IMPORTED_MODULE_0__/* .asChangeRecords */ .XH)(result.changes);
    const places = result.places ?? changes.map(() => '');
    (0,_warnings__WEBPACK_IMPORTED_MODULE_10__/* .printWarnings */ .V)(io, result.warnings);
    if (values.json)
        writeJsonList(io, result.pageSources
            ? result.changes.map((change, i) => ({ ...change, PageSource: result.pageSources[i] }))
            : result.changes);
    else {
        io.stdout.write((0,_report_terminal__WEBPACK_IMPORTED_MODULE_7__/* .renderChangeList */ .Ht)(sourcePath, targetPaths, changes, places, (0,_io__WEBPACK_IMPORTED_MODULE_6__/* .useColor */ .by)(io, values['no-color'] ? false : undefined), (0,_report_terminal__WEBPACK_IMPORTED_MODULE_7__/* .terminalColumns */ .UV)(io.stdout, io.env), result.pageSources));
        // Different bytes and no change found: what differs, so "no changes" is not read as "identical".
        const unseen = !changes.length && targets.length === 1 ? (0,_engine_index__WEBPACK_IMPORTED_MODULE_3__/* .describeByteDifference */ .bx)(source.bytes, targets[0].bytes) : undefined;
        if (unseen)
            io.stdout.write(`  ${unseen}\n`);
    }
    if (values.report !== undefined) {
        // The renderers load only when a report is asked for.
        const { writeReport } = await Promise.all(/* import() */[__webpack_require__.e(7545), __webpack_require__.e(8276)]).then(__webpack_require__.bind(__webpack_require__, 28276));
        let files = fileReports(sourcePath, targetPaths, changes, places, result.pageSources);
        // The document view draws both versions here, so it needs the documents on this machine.
        if ((0,_report_kind__WEBPACK_IMPORTED_MODULE_8__/* .reportKind */ .V)(values.report) === 'html' && backend.kind === 'local' && files.length === 1) {
            const { withDocumentView } = await Promise.all(/* import() */[__webpack_require__.e(7545), __webpack_require__.e(8304)]).then(__webpack_require__.bind(__webpack_require__, 48304));
            const { settingsFromJson } = await Promise.all(/* import() */[__webpack_require__.e(2311), __webpack_require__.e(26), __webpack_require__.e(9766)]).then(__webpack_require__.bind(__webpack_require__, 89766));
            const viewed = await withDocumentView(files[0], { ...source, fileName: sourcePath }, { ...targets[0], fileName: targetPaths[0] }, { settings: settings === undefined ? undefined : settingsFromJson(settings) });
            if (viewed.warning)
                io.stderr.write(`docdelta: warning: ${viewed.warning}\n`);
            files = [viewed.file];
        }
        try {
            await writeReport(values.report, files, positionals);
        }
        catch (error) {
            throw new _io__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`cannot write the report: ${(0,_engine_index__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}`);
        }
    }
    return values['exit-code'] && changes.length > 0 ? _io__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_DIFFERENCES */ .kw : _io__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_OK */ .Ij;
}
/**
 * `JSON.stringify(list, null, 2)` and a line break, written a batch of items at a time: the
 * 20,002 changes of a large spreadsheet comparison made one 8 MB string, then its copy on the
 * way out, at the point where the process held the most memory.
 */
function writeJsonList(io, list) {
    if (list.length === 0) {
        io.stdout.write('[]\n');
        return;
    }
    const batch = 1000;
    for (let k = 0; k < list.length; k += batch) {
        // A batch as an array of its own, less its brackets: its items indented as in the whole list.
        const items = JSON.stringify(list.slice(k, k + batch), null, 2).slice(2, -2);
        io.stdout.write(`${k === 0 ? '[\n' : ',\n'}${items}`);
    }
    io.stdout.write('\n]\n');
}
function parseOptions(args) {
    return (0,_args__WEBPACK_IMPORTED_MODULE_4__/* .parseCommandArgs */ .Q)(args, {
        json: { type: 'boolean' },
        settings: { type: 'string' },
        'change-type': { type: 'string' },
        'exit-code': { type: 'boolean' },
        report: { type: 'string' },
        'no-color': { type: 'boolean' },
        ..._office__WEBPACK_IMPORTED_MODULE_1__/* .OFFICE_OPTIONS */ .Mr,
        ..._files__WEBPACK_IMPORTED_MODULE_5__/* .PASSWORD_OPTIONS */ .$h,
        ..._settings_file__WEBPACK_IMPORTED_MODULE_2__/* .CELLS_OPTIONS */ .J5,
        ..._backend__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE_OPTIONS */ .QE,
        help: { type: 'boolean', short: 'h' },
    });
}
/** One report file per target; with several targets each change names its target last in Authors. */
function fileReports(sourcePath, targetPaths, changes, places, pageSources) {
    return targetPaths.map((targetPath) => {
        const mine = changes
            .map((change, i) => ({ change, place: places[i] ?? '', pageSource: pageSources?.[i] }))
            .filter(({ change }) => targetPaths.length === 1 || change.Authors[change.Authors.length - 1] === targetPath);
        return {
            oldPath: sourcePath,
            newPath: targetPath,
            status: 'modified',
            changes: mine.map((m) => m.change),
            places: mine.map((m) => m.place),
            pageSources: pageSources && mine.map((m) => m.pageSource ?? 'estimate'),
        };
    });
}
function canonicalChangeType(value) {
    const hit = _model_change_types__WEBPACK_IMPORTED_MODULE_9__/* .CHANGE_TYPE_VALUES */ .B.find((v) => v.toLowerCase() === value.toLowerCase());
    if (!hit)
        throw new _io__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`--change-type '${value}' is not one of ${_model_change_types__WEBPACK_IMPORTED_MODULE_9__/* .CHANGE_TYPE_VALUES */ .B.join(', ')}`);
    return hit;
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


/***/ }),

/***/ 9466:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ reportKind)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Report formats by file extension. Apart from the writer, so that a command can check a
 * `--report` name before its work without loading the HTML and Markdown renderers.
 */
function reportKind(path) {
    const extension = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.extname)(path).toLowerCase();
    if (extension === '.html' || extension === '.htm')
        return 'html';
    if (extension === '.md' || extension === '.markdown')
        return 'markdown';
    return undefined;
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


/***/ }),

/***/ 87496:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ht: () => (/* binding */ renderChangeList),
/* harmony export */   KU: () => (/* binding */ renderFileDiff),
/* harmony export */   UV: () => (/* binding */ terminalColumns),
/* harmony export */   eh: () => (/* reexport safe */ _summary__WEBPACK_IMPORTED_MODULE_1__.eh)
/* harmony export */ });
/* harmony import */ var _legend__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35509);
/* harmony import */ var _summary__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57994);


/**
 * Terminal renderers: the readable list of `docdelta changes` and the per-file semantic diff
 * the git driver prints. Colour is the caller's decision (terminal, pager, NO_COLOR), in the
 * legend's colours (legend.ts); without it, insertions and deletions are marked the way
 * `git diff --word-diff=plain` marks them, the marking git users already read and scripts parse.
 * Old and new text stand apart in both: `[-Draft-] {+Approved+}`, or red, an arrow, blue.
 */
const SGR = {
    reset: '\x1b[0m',
    bold: '\x1b[1m',
    dim: '\x1b[2m',
    cyan: '\x1b[36m',
};
const TYPE_COLORS = Object.fromEntries(_legend__WEBPACK_IMPORTED_MODULE_0__/* .LEGEND */ .Ix.map((entry) => [entry.type, `\x1b[${entry.sgr}m`]));
const INSERTED = TYPE_COLORS.Inserted;
const DELETED = TYPE_COLORS.Deleted;
/**
 * Columns to wrap the list at: the terminal's own width, else COLUMNS; none when the list goes
 * to a pipe or file with no COLUMNS, so that grep and scripts read one record per line.
 */
function terminalColumns(stdout, env) {
    const columns = (stdout.isTTY && stdout.columns) || Number(env.COLUMNS || (stdout.isTTY ? 80 : NaN));
    return Number.isFinite(columns) && columns >= 20 ? Math.floor(columns) : undefined;
}
function painter(color) {
    return (sgr, text) => (color && sgr && text ? `${sgr}${text}${SGR.reset}` : text);
}
/** The readable change list `docdelta changes` prints without --json, wrapped at `width` columns. */
function renderChangeList(source, targets, changes, places, color, width = Infinity, pageSources) {
    const paint = painter(color);
    // The header is not wrapped: paths are copied from it whole.
    const lines = [`${source} → ${targets.join(', ')}: ${(0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .summarize */ .eh)(changes)}`];
    const unit = (0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .pageUnit */ .gF)(targets[0] ?? source);
    const labelWidth = Math.max(...changes.map((c) => (0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .typeLabel */ .Dd)(c.Type).length), 0);
    const numberWidth = Math.max(String(changes.length).length, 2);
    changes.forEach((change, i) => {
        const label = paint(TYPE_COLORS[change.Type], (0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .typeLabel */ .Dd)(change.Type).padEnd(labelWidth));
        const target = targets.length > 1 && change.Authors.length ? ` [${change.Authors[change.Authors.length - 1]}]` : '';
        // A remote service gives no places (the API's ChangeInfo has none): the page (sheet, slide) alone then.
        const place = places[i] ? `${places[i]} ` : '';
        const head = `  ${String(i + 1).padStart(numberWidth)}. `;
        const hanging = ' '.repeat(head.length + labelWidth + 1);
        // "(page 1)" stays on one line: a no-break space while wrapping. A page no renderer draws
        // (the built-in estimate of a Word page) is marked `~`, so it is not taken for the page to open.
        const estimated = pageSources?.[i] === 'estimate' ? '~' : '';
        const page = `(${estimated}${unit}\u00a0${change.PageInfo.PageNumber})`;
        lines.push(...wrap(`${head}${label} ${place}${page}${target}`, width, hanging).map((l) => l.replace(/\u00a0/g, ' ')));
        const indent = ' '.repeat(head.length);
        lines.push(...wrap(`${indent}${describeForList(change, paint)}`, width, indent));
    });
    return `${lines.join('\n')}\n`;
}
/** Visible length of a string that may hold SGR codes. */
function visible(text) {
    return [...text.replace(/\x1b\[[0-9;]*m/g, '')].length;
}
/**
 * Wraps at spaces to `width` columns, continuation lines indented by `indent`; a word longer
 * than a line is cut only where it must be. A colour open at a break is closed at the line's
 * end and opened again on the next, so pagers that reset at each line keep it.
 */
function wrap(text, width, indent) {
    const lines = [];
    let line = '';
    let open = '';
    const colourOf = (piece) => [...piece.matchAll(/\x1b\[[0-9;]*m/g)].map((m) => m[0]);
    for (const word of text.split(/(?<= )/)) {
        if (line && visible(line) + visible(word.trimEnd()) > width && visible(line.trim()) > 0) {
            lines.push(open ? `${line.trimEnd()}${SGR.reset}` : line.trimEnd());
            line = `${indent}${open}`;
        }
        let rest = word;
        while (visible(line) + visible(rest.trimEnd()) > width && visible(rest) > width - indent.length) {
            // A word wider than a whole line: cut it at the line's end.
            const room = Math.max(1, width - visible(line));
            const chars = [...rest];
            lines.push(`${line}${chars.slice(0, room).join('')}`);
            rest = chars.slice(room).join('');
            line = indent;
        }
        line += rest;
        for (const code of colourOf(word))
            open = code === SGR.reset ? '' : code;
    }
    if (line.trim() || !lines.length)
        lines.push(line.trimEnd());
    return lines;
}
function describeForList(change, paint) {
    const quote = (text) => `"${truncate(text.replace(/\s+/g, ' '), 160)}"`;
    switch (change.Type) {
        case 'Inserted':
            return paint(INSERTED, `+ ${quote(change.TargetText)}`);
        case 'Deleted':
            return paint(DELETED, `- ${quote(change.Text)}`);
        case 'StyleChanged':
            return `${quote(change.TargetText)}: ${(0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .describeStyleChanges */ .aj)(change)}`;
        case 'Moved':
            return quote(change.TargetText);
        default:
            return `${paint(DELETED, quote(change.Text))} → ${paint(INSERTED, quote(change.TargetText))}`;
    }
}
/**
 * One file of the git driver's output:
 *
 * ```
 * diff --docdelta a/policy.docx b/policy.docx
 * @@ header (section 1, default), paragraph 1 @@ modified
 *   [-Draft-] {+Approved+}
 * 8 changes (3 modified, 3 inserted, 1 moved, 1 style)
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
        const place = oneLine(file.places[i] ?? '');
        lines.push(`${paint(SGR.cyan, `@@ ${withPage(place, change, file.newPath)} @@`)} ${paint(TYPE_COLORS[change.Type], (0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .typeLabel */ .Dd)(change.Type))}`);
        for (const line of describeForDiff(change, paint).split('\n'))
            lines.push(`  ${line}`);
    });
    lines.push((0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .summarize */ .eh)(file.changes));
    return `${lines.join('\n')}\n`;
}
function describeForDiff(change, paint) {
    const color = paint(DELETED, 'x') !== 'x';
    // Painted line by line: pagers such as less reset colours at each new line.
    const perLine = (text, wrap) => text.split('\n').map(wrap).join('\n');
    const deleted = (text) => perLine(text, (line) => (color ? paint(DELETED, line) : `[-${line}-]`));
    const inserted = (text) => perLine(text, (line) => (color ? paint(INSERTED, line) : `{+${line}+}`));
    switch (change.Type) {
        case 'Inserted':
            return inserted(change.TargetText);
        case 'Deleted':
            return deleted(change.Text);
        case 'StyleChanged':
            return `"${change.TargetText}": ${(0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .describeStyleChanges */ .aj)(change)}`;
        case 'Moved':
            return `"${change.TargetText}"`;
        default:
            // Apart, so "Together" and "Positive" never read as one word: a space without colour (as
            // --word-diff=plain prints between a removal and an addition), an arrow with it.
            if (!change.Text)
                return inserted(change.TargetText);
            if (!change.TargetText)
                return deleted(change.Text);
            return `${deleted(change.Text)}${color ? ` ${paint(SGR.dim, '→')} ` : ' '}${inserted(change.TargetText)}`;
    }
}
/**
 * The hunk's place with its page where the page is the file's own: a PDF's page, a slide, a
 * sheet. A Word or ODF page would be an estimate of a layout no one drew, so it is left out.
 */
function withPage(place, change, path) {
    const unit = (0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .pageUnit */ .gF)(path);
    if (unit === 'page' && !/\.pdf$/i.test(path))
        return place;
    const page = change.PageInfo.PageNumber;
    if (!(page >= 1) || new RegExp(`\\b${unit} ${page}\\b`, 'i').test(place))
        return place;
    return place ? `${unit} ${page}, ${place}` : `${unit} ${page}`;
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