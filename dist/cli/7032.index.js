export const id = 7032;
export const ids = [7032];
export const modules = {

/***/ 77593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ parseCommandArgs)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _engine_errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17679);
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71604);



/**
 * A command's flags and positionals; node's own messages for bad flags (several lines, with
 * hints) become one usage-error line.
 */
function parseCommandArgs(args, options) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args, allowPositionals: true, strict: true, options });
    }
    catch (error) {
        throw new _io__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb((0,_engine_errors__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error).replace(/\s*\n\s*/g, ' '));
    }
}


/***/ }),

/***/ 14874:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mu: () => (/* binding */ backendFor),
/* harmony export */   QE: () => (/* binding */ REMOTE_OPTIONS),
/* harmony export */   XH: () => (/* binding */ asChangeRecords),
/* harmony export */   XS: () => (/* binding */ portSettings),
/* harmony export */   bm: () => (/* binding */ refuseRemote),
/* harmony export */   zQ: () => (/* binding */ REMOTE_HELP)
/* harmony export */ });
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71604);

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
        return (await Promise.all(/* import() */[__webpack_require__.e(8351), __webpack_require__.e(9800), __webpack_require__.e(2311), __webpack_require__.e(1306), __webpack_require__.e(8711), __webpack_require__.e(7946), __webpack_require__.e(5970), __webpack_require__.e(26), __webpack_require__.e(7234), __webpack_require__.e(8159), __webpack_require__.e(4982), __webpack_require__.e(3588), __webpack_require__.e(5752)]).then(__webpack_require__.bind(__webpack_require__, 68403))).localBackend();
    const { selectBackend } = await Promise.all(/* import() */[__webpack_require__.e(8351), __webpack_require__.e(9800), __webpack_require__.e(2311), __webpack_require__.e(1306), __webpack_require__.e(7269), __webpack_require__.e(8711), __webpack_require__.e(7946), __webpack_require__.e(5970), __webpack_require__.e(26), __webpack_require__.e(7234), __webpack_require__.e(8159), __webpack_require__.e(4982), __webpack_require__.e(3588), __webpack_require__.e(1551)]).then(__webpack_require__.bind(__webpack_require__, 51551));
    try {
        return selectBackend({ remote: values.remote, clientId: values['client-id'], clientSecret: values['client-secret'] }, io.env);
    }
    catch (error) {
        throw new _io__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(error.message);
    }
}
/** Refuses a flag that only the in-process engine honours, naming it, when running remotely. */
function refuseRemote(backend, flag, given) {
    if (backend.kind === 'remote' && given !== undefined && given !== false)
        throw new _io__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${flag} works only in this process, not with --remote`);
}
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
        StyleChangeInfo: (change.StyleChangeInfo ?? []).map((s) => ({ ChangedProperty: s.ChangedProperty ?? '', OldValue: s.OldValue ?? '', NewValue: s.NewValue ?? '' })),
        PageInfo: change.PageInfo ?? { Width: 0, Height: 0, PageNumber: 0 },
    }));
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
/* harmony import */ var _model_enums__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2739);
/* harmony import */ var _backend__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14874);
/* harmony import */ var _settings_file__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39036);
/* harmony import */ var _engine_errors__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17679);
/* harmony import */ var _args__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77593);
/* harmony import */ var _files__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(99141);
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(71604);
/* harmony import */ var _report_terminal__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(87496);
/* harmony import */ var _warnings__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(98425);
/* harmony import */ var _report_write__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(28276);










const HELP = `Usage: docdelta changes <source> <target> [<target>…] [options]

Lists what changed from <source> to each <target>.

Options:
  --json                  print the API's ChangeInfo array
  --settings <file>       comparison Settings as JSON (the API's record; any key casing)
  --change-type <type>    only changes of this type (${_model_enums__WEBPACK_IMPORTED_MODULE_0__/* .CHANGE_TYPE_VALUES */ .BC.join(', ')})
  --report <file>         also write a report of the comparison: .html (self-contained,
                          inline and side-by-side views) or .md (GitHub-flavoured)
  --exit-code             exit 1 when there are changes (like git diff --exit-code)
  --no-color              no colours even on a terminal (NO_COLOR is honoured too)
${_settings_file__WEBPACK_IMPORTED_MODULE_2__/* .CELLS_HELP */ .Ke}
${_files__WEBPACK_IMPORTED_MODULE_5__/* .PASSWORD_HELP */ .iH}
${_backend__WEBPACK_IMPORTED_MODULE_1__/* .REMOTE_HELP */ .zQ}

With --remote the output is the same, except that the readable list and reports show no places
(the API's ChangeInfo has none; pages remain) and reader warnings are not reported.`;
async function changesCommand(args, io) {
    const { values, positionals } = parseOptions(args);
    if (values.help) {
        io.stdout.write(`${HELP}\n`);
        return _io__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_OK */ .Ij;
    }
    if (positionals.length < 2)
        throw new _io__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`changes needs a source and at least one target\n${HELP}`);
    const changeType = values['change-type'] ? canonicalChangeType(values['change-type']) : undefined;
    const settings = (0,_settings_file__WEBPACK_IMPORTED_MODULE_2__/* .withCellsFlags */ .P$)(values.settings ? await (0,_settings_file__WEBPACK_IMPORTED_MODULE_2__/* .readSettingsFile */ .ur)(values.settings) : undefined, values);
    if (values.report !== undefined && !(0,_report_write__WEBPACK_IMPORTED_MODULE_7__/* .reportKind */ .V_)(values.report))
        throw new _io__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`--report '${values.report}': a report is .html or .md`);
    const [sourcePath, ...targetPaths] = positionals;
    const passwords = (0,_files__WEBPACK_IMPORTED_MODULE_5__/* .passwordsFrom */ .pY)(values, io.env);
    const source = await (0,_files__WEBPACK_IMPORTED_MODULE_5__/* .readInput */ .R5)(sourcePath, passwords.source);
    const targets = await Promise.all(targetPaths.map((path) => (0,_files__WEBPACK_IMPORTED_MODULE_5__/* .readInput */ .R5)(path, passwords.target)));
    const backend = await (0,_backend__WEBPACK_IMPORTED_MODULE_1__/* .backendFor */ .Mu)(values, io);
    const result = await backend.changesReport({ source: { ...source, fileName: sourcePath }, targets: targets.map((t, i) => ({ ...t, fileName: targetPaths[i] })), settings: (0,_backend__WEBPACK_IMPORTED_MODULE_1__/* .portSettings */ .XS)(settings), changeType });
    const changes = (0,_backend__WEBPACK_IMPORTED_MODULE_1__/* .asChangeRecords */ .XH)(result.changes);
    const places = result.places ?? changes.map(() => '');
    (0,_warnings__WEBPACK_IMPORTED_MODULE_9__/* .printWarnings */ .V)(io, result.warnings);
    if (values.json)
        io.stdout.write(`${JSON.stringify(result.changes, null, 2)}\n`);
    else
        io.stdout.write((0,_report_terminal__WEBPACK_IMPORTED_MODULE_6__/* .renderChangeList */ .Ht)(sourcePath, targetPaths, changes, places, (0,_io__WEBPACK_IMPORTED_MODULE_8__/* .useColor */ .by)(io, values['no-color'] ? false : undefined)));
    if (values.report !== undefined) {
        try {
            await (0,_report_write__WEBPACK_IMPORTED_MODULE_7__/* .writeReport */ .u5)(values.report, fileReports(sourcePath, targetPaths, changes, places), positionals);
        }
        catch (error) {
            throw new _io__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`cannot write the report: ${(0,_engine_errors__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}`);
        }
    }
    return values['exit-code'] && changes.length > 0 ? _io__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_DIFFERENCES */ .kw : _io__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_OK */ .Ij;
}
function parseOptions(args) {
    return (0,_args__WEBPACK_IMPORTED_MODULE_4__/* .parseCommandArgs */ .Q)(args, {
        json: { type: 'boolean' },
        settings: { type: 'string' },
        'change-type': { type: 'string' },
        'exit-code': { type: 'boolean' },
        report: { type: 'string' },
        'no-color': { type: 'boolean' },
        ..._files__WEBPACK_IMPORTED_MODULE_5__/* .PASSWORD_OPTIONS */ .$h,
        ..._settings_file__WEBPACK_IMPORTED_MODULE_2__/* .CELLS_OPTIONS */ .J5,
        ..._backend__WEBPACK_IMPORTED_MODULE_1__/* .REMOTE_OPTIONS */ .QE,
        help: { type: 'boolean', short: 'h' },
    });
}
/** One report file per target; with several targets each change names its target last in Authors. */
function fileReports(sourcePath, targetPaths, changes, places) {
    return targetPaths.map((targetPath) => {
        const mine = changes.map((change, i) => ({ change, place: places[i] ?? '' })).filter(({ change }) => targetPaths.length === 1 || change.Authors[change.Authors.length - 1] === targetPath);
        return { oldPath: sourcePath, newPath: targetPath, status: 'modified', changes: mine.map((m) => m.change), places: mine.map((m) => m.place) };
    });
}
function canonicalChangeType(value) {
    const hit = _model_enums__WEBPACK_IMPORTED_MODULE_0__/* .CHANGE_TYPE_VALUES */ .BC.find((v) => v.toLowerCase() === value.toLowerCase());
    if (!hit)
        throw new _io__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`--change-type '${value}' is not one of ${_model_enums__WEBPACK_IMPORTED_MODULE_0__/* .CHANGE_TYPE_VALUES */ .BC.join(', ')}`);
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
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71604);


/** Largest input the CLI reads into memory. */
const MAX_INPUT_BYTES = 512 * 1024 * 1024;
/** Reads a document named on the command line; problems become one-line usage errors. */
async function readInput(path, password) {
    let size;
    try {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path);
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
    const bytes = new Uint8Array(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path));
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

/***/ 39036:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J5: () => (/* binding */ CELLS_OPTIONS),
/* harmony export */   JE: () => (/* binding */ readJsonFile),
/* harmony export */   Ke: () => (/* binding */ CELLS_HELP),
/* harmony export */   P$: () => (/* binding */ withCellsFlags),
/* harmony export */   ur: () => (/* binding */ readSettingsFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _engine_errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17679);
/* harmony import */ var _engine_settings_json__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(62548);
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(71604);




/** Reads a Settings JSON file; every problem is one line naming the file. */
async function readSettingsFile(path) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
    }
    catch {
        throw new _io__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${path}: cannot read the settings file`);
    }
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (error) {
        throw new _io__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${path}: not valid JSON (${(0,_engine_errors__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)})`);
    }
    try {
        return (0,_engine_settings_json__WEBPACK_IMPORTED_MODULE_2__/* .settingsFromJson */ .E)(json);
    }
    catch (error) {
        throw new _io__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${path}: ${(0,_engine_errors__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)}`);
    }
}
/** Reads a JSON file of any shape, for decision lists. */
async function readJsonFile(path, what) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
    }
    catch {
        throw new _io__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${path}: cannot read the ${what} file`);
    }
    try {
        return JSON.parse(text);
    }
    catch (error) {
        throw new _io__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${path}: not valid JSON (${(0,_engine_errors__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)})`);
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
            throw new _io__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--tolerance '${values.tolerance}' is not a number >= 0`);
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

/***/ 62548:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ settingsFromJson)
/* harmony export */ });
/* harmony import */ var _model_records__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22651);
/* harmony import */ var _model_wire__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27964);


// Kept apart from settings.ts so that engine/index, and with it the git driver's start-up path,
// never loads the API schemas (zod): only doors that take Settings as JSON import this.
/**
 * Settings as a caller wrote them (any key casing), validated against the API's Settings
 * schema, keeping only the fields the caller set: the API's schema defaults (C# default(T),
 * e.g. ShowDeletedContent false) describe what SDKs send, not what a person who left a field
 * out expects, so absent fields fall back to the engine's defaults.
 */
function settingsFromJson(json) {
    if (json === undefined || json === null)
        return {};
    const parsed = (0,_model_wire__WEBPACK_IMPORTED_MODULE_1__/* .parseRequest */ .TR)(_model_records__WEBPACK_IMPORTED_MODULE_0__/* .Settings */ .wB, json);
    const explicit = (0,_model_wire__WEBPACK_IMPORTED_MODULE_1__/* .normalizeKeys */ .qC)(_model_records__WEBPACK_IMPORTED_MODULE_0__/* .Settings */ .wB, json);
    const result = {};
    for (const key of Object.keys(explicit))
        if (explicit[key] !== undefined)
            result[key] = parsed[key];
    return result;
}


/***/ }),

/***/ 14031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ escapeHtml)
/* harmony export */ });
/** Escapes text for HTML element content and quoted attribute values. */
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#39;'));
}


/***/ }),

/***/ 86433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ renderHtml)
/* harmony export */ });
/* harmony import */ var _escape__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
/* harmony import */ var _summary__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57994);


function renderHtml(files, options = {}) {
    const title = options.title ?? 'docdelta report';
    const total = files.reduce((n, file) => n + file.changes.length, 0);
    const sections = files.map((file, index) => fileSection(file, index, options.previews ?? [])).join('\n');
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
<title>${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)(title)}</title>
<style>${STYLE}</style>
</head>
<body class="view-inline">
<header class="toolbar">
<h1>${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)(title)}</h1>
<span class="total">${files.length} document${files.length === 1 ? '' : 's'}, ${total} change${total === 1 ? '' : 's'}</span>
<span class="views" role="group" aria-label="View">
<button type="button" data-view="inline" aria-pressed="true">Inline</button>
<button type="button" data-view="side" aria-pressed="false">Side by side</button>
</span>
<span class="nav">
<button type="button" id="prev" title="Previous change (k)">↑ Previous</button>
<button type="button" id="next" title="Next change (j)">↓ Next</button>
<span id="position" aria-live="polite"></span>
</span>
</header>
<main>
${sections}
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
function fileSection(file, fileIndex, previews) {
    const name = file.status === 'renamed' ? `${file.oldPath} → ${file.newPath}` : file.newPath;
    const status = file.status === 'modified' ? '' : ` <span class="status">${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)(file.status)}</span>`;
    const parts = [`<section class="file" id="file-${fileIndex}">`, `<h2>${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)(name)}${status}</h2>`];
    if (file.note) {
        parts.push(`<p class="note">${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)(file.note)}</p>`, '</section>');
        return parts.join('\n');
    }
    parts.push(`<p class="summary">${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)((0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .summarize */ .eh)(file.changes))}</p>`);
    if (file.changes.length) {
        const counts = (0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .countsByType */ .YB)(file.changes)
            .map(([type, count]) => `<tr><td><span class="badge t-${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)(type)}">${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)(type)}</span></td><td>${count}</td></tr>`)
            .join('');
        parts.push(`<table class="counts"><thead><tr><th>Type</th><th>Count</th></tr></thead><tbody>${counts}</tbody></table>`);
    }
    const filePreviews = previews.filter((preview) => preview.path === file.newPath);
    if (filePreviews.length)
        parts.push(previewFigures(filePreviews));
    parts.push('<ol class="changes">');
    file.changes.forEach((change, i) => parts.push(changeItem(change, file.places[i] ?? '', fileIndex)));
    parts.push('</ol>', '</section>');
    return parts.join('\n');
}
function changeItem(change, place, fileIndex) {
    const id = `change-${fileIndex}-${change.Id}`;
    const old = change.Type === 'Inserted' ? '' : change.Text;
    const now = change.Type === 'Deleted' ? '' : change.TargetText;
    let inline;
    switch (change.Type) {
        case 'Inserted':
            inline = `<ins>${text(now)}</ins>`;
            break;
        case 'Deleted':
            inline = `<del>${text(old)}</del>`;
            break;
        case 'StyleChanged':
            inline = `<span class="styled">${text(now)}</span> <span class="props">${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)((0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .describeStyleChanges */ .aj)(change))}</span>`;
            break;
        case 'Moved':
            inline = `<span class="moved">${text(now)}</span>`;
            break;
        default:
            inline = `<del>${text(old)}</del> <ins>${text(now)}</ins>`;
    }
    const oldSide = change.Type === 'Inserted' ? '<span class="empty">(nothing)</span>' : change.Type === 'StyleChanged' || change.Type === 'Moved' ? text(old || now) : `<del>${text(old)}</del>`;
    const newSide = change.Type === 'Deleted' ? '<span class="empty">(nothing)</span>' : change.Type === 'StyleChanged' || change.Type === 'Moved' ? text(now) : `<ins>${text(now)}</ins>`;
    return `<li class="change t-${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)(change.Type)}" id="${id}" tabindex="-1">
<div class="where"><span class="badge t-${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)(change.Type)}">${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)((0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .typeLabel */ .Dd)(change.Type))}</span> ${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)(place)} <span class="page">page ${change.PageInfo.PageNumber}</span></div>
<div class="inline">${inline}</div>
<div class="side"><div class="old">${oldSide}</div><div class="new">${newSide}</div></div>
</li>`;
}
function previewFigures(previews) {
    const figures = previews.map((preview) => `<figure class="preview ${preview.side}"><img alt="${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)(`${preview.side} version, page ${preview.page}`)}" src="data:${preview.mimeType};base64,${Buffer.from(preview.bytes).toString('base64')}"><figcaption>${preview.side === 'old' ? 'Before' : 'After'}, page ${preview.page}</figcaption></figure>`);
    return `<div class="previews">${figures.join('')}</div>`;
}
/** Document text, escaped, with its line breaks kept. */
function text(value) {
    return (0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)(value).replace(/\r?\n/g, '<br>');
}
const STYLE = `
:root{--ins:#1a7f37;--ins-bg:#dafbe1;--del:#cf222e;--del-bg:#ffebe9;--mod:#9a6700;--mov:#0969da;--sty:#8250df;--line:#d0d7de;--muted:#57606a}
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2328;background:#fff}
.toolbar{position:sticky;top:0;z-index:1;display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;padding:.6rem 1rem;background:#f6f8fa;border-bottom:1px solid var(--line)}
.toolbar h1{font-size:1.1rem;margin:0}
.total,.page,.summary,#position{color:var(--muted)}
button{font:inherit;padding:.2rem .6rem;border:1px solid var(--line);border-radius:6px;background:#fff;cursor:pointer}
button[aria-pressed="true"]{background:#ddf4ff;border-color:var(--mov)}
main{max-width:72rem;margin:0 auto;padding:1rem}
h2{font-size:1.05rem;border-bottom:1px solid var(--line);padding-bottom:.3rem}
.status{font-size:.8rem;color:var(--muted);font-weight:normal}
.counts{border-collapse:collapse;margin:.5rem 0}
.counts td,.counts th{border:1px solid var(--line);padding:.15rem .6rem;text-align:left}
.changes{list-style:none;padding:0}
.change{border:1px solid var(--line);border-radius:6px;margin:.5rem 0;padding:.5rem .75rem;scroll-margin-top:5rem}
.change.current{outline:3px solid var(--mov)}
.badge{display:inline-block;font-size:.75rem;font-weight:600;padding:0 .4rem;border-radius:1rem;color:#fff;background:var(--muted)}
.badge.t-Inserted{background:var(--ins)}.badge.t-Deleted{background:var(--del)}.badge.t-Modified{background:var(--mod)}.badge.t-Moved{background:var(--mov)}.badge.t-StyleChanged{background:var(--sty)}
ins{background:var(--ins-bg);color:var(--ins);text-decoration:none}
del{background:var(--del-bg);color:var(--del)}
.moved{border-left:3px solid var(--mov);padding-left:.4rem}
.styled{border-bottom:2px dotted var(--sty)}.props{color:var(--sty);font-size:.9rem}
.empty{color:var(--muted);font-style:italic}
.inline,.side{margin-top:.3rem;white-space:pre-wrap;overflow-wrap:anywhere}
.side{display:none;grid-template-columns:1fr 1fr;gap:.75rem}
.side>div{padding:.3rem;border-radius:4px;background:#f6f8fa}
.view-side .side{display:grid}.view-side .inline{display:none}
.previews{display:flex;flex-wrap:wrap;gap:1rem}.preview img{max-width:100%;border:1px solid var(--line)}
.note{font-style:italic}
`;
// Plain ES5-style script: it must run from a file:// URL in any browser, offline.
const SCRIPT = `
(function(){
  var changes = Array.prototype.slice.call(document.querySelectorAll('.change'));
  var current = -1;
  var position = document.getElementById('position');
  function show(index){
    if(!changes.length){position.textContent='no changes';return;}
    index=(index+changes.length)%changes.length;
    if(current>=0)changes[current].classList.remove('current');
    current=index;
    var el=changes[current];
    el.classList.add('current');
    el.scrollIntoView({block:'center'});
    el.focus({preventScroll:true});
    position.textContent='change '+(current+1)+' of '+changes.length;
  }
  function setView(view){
    document.body.className='view-'+view;
    Array.prototype.forEach.call(document.querySelectorAll('[data-view]'),function(b){b.setAttribute('aria-pressed',String(b.getAttribute('data-view')===view));});
  }
  document.getElementById('next').addEventListener('click',function(){show(current+1);});
  document.getElementById('prev').addEventListener('click',function(){show(current<0?changes.length-1:current-1);});
  Array.prototype.forEach.call(document.querySelectorAll('[data-view]'),function(b){b.addEventListener('click',function(){setView(b.getAttribute('data-view'));});});
  document.addEventListener('keydown',function(e){
    if(e.ctrlKey||e.metaKey||e.altKey)return;
    var t=e.target&&e.target.tagName;if(t==='INPUT'||t==='TEXTAREA')return;
    if(e.key==='j'){show(current+1);e.preventDefault();}
    else if(e.key==='k'){show(current<0?changes.length-1:current-1);e.preventDefault();}
    else if(e.key==='s'){setView(document.body.className==='view-side'?'inline':'side');}
  });
  position.textContent=changes.length+' change'+(changes.length===1?'':'s');
})();
`;


/***/ }),

/***/ 57994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dd: () => (/* binding */ typeLabel),
/* harmony export */   YB: () => (/* binding */ countsByType),
/* harmony export */   aj: () => (/* binding */ describeStyleChanges),
/* harmony export */   eh: () => (/* binding */ summarize)
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
    changes.forEach((change, i) => {
        const label = paint(TYPE_COLORS[change.Type], change.Type.padEnd(12));
        const target = targets.length > 1 && change.Authors.length ? ` [${change.Authors[change.Authors.length - 1]}]` : '';
        // A remote service gives no places (the API's ChangeInfo has none): the page alone then.
        const place = places[i] ? `${places[i]} ` : '';
        lines.push(`  ${String(change.Id).padStart(3)}  ${label} ${place}(page ${change.PageInfo.PageNumber})${target}`);
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



/***/ }),

/***/ 28276:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  V_: () => (/* binding */ reportKind),
  vK: () => (/* binding */ writeAtomically),
  u5: () => (/* binding */ writeReport)
});

// UNUSED EXPORTS: ReportPathError

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/report/html.ts
var html = __webpack_require__(86433);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/summary.ts
var summary = __webpack_require__(57994);
;// CONCATENATED MODULE: ./src/report/markdown.ts


/**
 * GitHub-flavoured Markdown report (pull request comments, job summaries): per file a
 * collapsible `<details>` with a table of counts by type and a table of changes, insertions and
 * deletions as `<ins>`/`<del>`. The whole report stays under a character budget (GitHub rejects
 * comments over 65,536 characters); what does not fit is counted in a "N more changes" line.
 */
const GITHUB_COMMENT_LIMIT = 65_536;
/** Room kept for the lines that close a report once changes stop fitting. */
const CLOSING_RESERVE = 400;
function renderMarkdown(files, options = {}) {
    const budget = options.budget ?? GITHUB_COMMENT_LIMIT;
    const maxText = options.maxTextLength ?? 300;
    const total = files.reduce((n, file) => n + file.changes.length, 0);
    const out = [];
    let length = 0;
    const fits = (text) => length + text.length + CLOSING_RESERVE <= budget;
    const push = (text) => {
        out.push(text);
        length += text.length;
    };
    push(`## ${escapeMarkdown(options.title ?? 'docdelta')}: ${files.length} document${files.length === 1 ? '' : 's'}, ${total} change${total === 1 ? '' : 's'}\n\n`);
    let omitted = 0;
    let omittedFiles = 0;
    for (const file of files) {
        const head = fileHead(file);
        if (omitted || !fits(head)) {
            omitted += file.changes.length;
            omittedFiles++;
            continue;
        }
        push(head);
        let shown = 0;
        for (const [index, change] of file.changes.entries()) {
            const row = changeRow(change, file.places[index] ?? '', maxText);
            if (!fits(row))
                break;
            push(row);
            shown++;
        }
        const hidden = file.changes.length - shown;
        if (hidden) {
            omitted += hidden;
            push(`\n**${hidden} more change${hidden === 1 ? '' : 's'}** in this document ${hidden === 1 ? 'is' : 'are'} not shown (the report is kept under ${budget} characters).\n`);
        }
        push('\n</details>\n\n');
    }
    if (omittedFiles) {
        push(`**${omittedFiles} more document${omittedFiles === 1 ? '' : 's'}** with ${omitted} more change${omitted === 1 ? '' : 's'} not shown (the report is kept under ${budget} characters).\n`);
    }
    return out.join('');
}
function fileHead(file) {
    const name = file.status === 'renamed' ? `${file.oldPath} → ${file.newPath}` : file.newPath;
    const status = file.status === 'modified' ? '' : ` (${file.status})`;
    const lines = [`<details open>\n<summary><strong>${(0,report_escape/* escapeHtml */.Z)(name)}</strong>${status}: ${(0,report_escape/* escapeHtml */.Z)(file.note ? 'not compared' : (0,summary/* summarize */.eh)(file.changes))}</summary>\n\n`];
    if (file.note) {
        lines.push(`${(0,report_escape/* escapeHtml */.Z)(escapeMarkdown(file.note))}\n`);
        return lines.join('');
    }
    if (file.changes.length) {
        lines.push('| Type | Count |\n| --- | ---: |\n');
        for (const [type, count] of (0,summary/* countsByType */.YB)(file.changes))
            lines.push(`| ${type} | ${count} |\n`);
        lines.push('\n| # | Type | Where | Change |\n| ---: | --- | --- | --- |\n');
    }
    return lines.join('');
}
function changeRow(change, place, maxText) {
    const cell = (text) => tableCell(truncate(text, maxText));
    let what;
    switch (change.Type) {
        case 'Inserted':
            what = `<ins>${cell(change.TargetText)}</ins>`;
            break;
        case 'Deleted':
            what = `<del>${cell(change.Text)}</del>`;
            break;
        case 'StyleChanged':
            what = `${cell(change.TargetText)}: ${tableCell((0,summary/* describeStyleChanges */.aj)(change))}`;
            break;
        case 'Moved':
            what = `moved: ${cell(change.TargetText)}`;
            break;
        default:
            what = `<del>${cell(change.Text)}</del> → <ins>${cell(change.TargetText)}</ins>`;
    }
    return `| ${change.Id} | ${change.Type} | ${tableCell(place)} | ${what} |\n`;
}
/**
 * Text inside a table cell: HTML-escaped (GitHub renders inline HTML), with the characters that
 * would end the cell or start Markdown syntax escaped and line breaks as `<br>`.
 */
function tableCell(text) {
    return (0,report_escape/* escapeHtml */.Z)(escapeMarkdown(text))
        .replace(/\|/g, '\\|')
        .replace(/\r?\n/g, '<br>');
}
function escapeMarkdown(text) {
    return text.replace(/([\\`*_[\]~#])/g, '\\$1');
}
function truncate(text, max) {
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

;// CONCATENATED MODULE: ./src/report/write.ts





/** Report formats by file extension. */
function reportKind(path) {
    const extension = (0,external_node_path_.extname)(path).toLowerCase();
    if (extension === '.html' || extension === '.htm')
        return 'html';
    if (extension === '.md' || extension === '.markdown')
        return 'markdown';
    return undefined;
}
class ReportPathError extends Error {
    name = 'ReportPathError';
}
/**
 * Writes a report next to its final name and renames it into place, so an error never leaves a
 * partial report; refuses to write over any of the compared documents.
 */
async function writeReport(path, files, protectedPaths, title) {
    const kind = reportKind(path);
    if (!kind)
        throw new ReportPathError(`${path}: a report is .html or .md`);
    const target = await canonical(path);
    for (const source of protectedPaths) {
        if ((await canonical(source)) === target)
            throw new ReportPathError(`${path}: is one of the compared documents; choose another report name`);
    }
    const content = kind === 'html' ? (0,html/* renderHtml */.K)(files, { title }) : renderMarkdown(files, { title });
    await writeAtomically(path, content);
}
async function writeAtomically(path, content) {
    const temp = (0,external_node_path_.join)((0,external_node_path_.dirname)(path), `.${(0,external_node_path_.basename)(path)}.${(0,external_node_crypto_.randomBytes)(4).toString('hex')}.tmp`);
    try {
        await (0,promises_.writeFile)(temp, content);
        await (0,promises_.rename)(temp, path);
    }
    catch (error) {
        await (0,promises_.rm)(temp, { force: true });
        throw error;
    }
}
/** The real path of a file (through symlinks) when it exists, else its absolute path. */
async function canonical(path) {
    try {
        return await (0,promises_.realpath)(path);
    }
    catch {
        try {
            return (0,external_node_path_.join)(await (0,promises_.realpath)((0,external_node_path_.dirname)((0,external_node_path_.resolve)(path))), (0,external_node_path_.basename)(path));
        }
        catch {
            return (0,external_node_path_.resolve)(path);
        }
    }
}


/***/ })

};
