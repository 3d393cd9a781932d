export const id = 6987;
export const ids = [6987];
export const modules = {

/***/ 77593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ parseCommandArgs)
/* harmony export */ });
/* unused harmony export nearestOption */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _engine_errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17679);
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
        const unknown = code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? /^Unknown option '([^']+)'/.exec((0,_engine_errors__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error))?.[1] : undefined;
        if (unknown) {
            const nearest = nearestOption(unknown, options);
            throw new _io__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`unknown option '${unknown}'${nearest ? ` (did you mean '${nearest}'?)` : ''}`, { helpHint: true });
        }
        throw new _io__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb((0,_engine_errors__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error).replace(/\s*\n\s*/g, ' '), { helpHint: code?.startsWith('ERR_PARSE_ARGS') ?? false });
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
        return (await Promise.all(/* import() */[__webpack_require__.e(8351), __webpack_require__.e(9800), __webpack_require__.e(1306), __webpack_require__.e(2311), __webpack_require__.e(8711), __webpack_require__.e(7946), __webpack_require__.e(8164), __webpack_require__.e(26), __webpack_require__.e(4487), __webpack_require__.e(8159), __webpack_require__.e(4982), __webpack_require__.e(3588), __webpack_require__.e(5752)]).then(__webpack_require__.bind(__webpack_require__, 68403))).localBackend();
    const { selectBackend } = await Promise.all(/* import() */[__webpack_require__.e(8351), __webpack_require__.e(9800), __webpack_require__.e(1306), __webpack_require__.e(2311), __webpack_require__.e(7269), __webpack_require__.e(8711), __webpack_require__.e(7946), __webpack_require__.e(8164), __webpack_require__.e(26), __webpack_require__.e(4487), __webpack_require__.e(8159), __webpack_require__.e(4982), __webpack_require__.e(3588), __webpack_require__.e(1551)]).then(__webpack_require__.bind(__webpack_require__, 51551));
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
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(71604);
/* harmony import */ var _report_terminal__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(87496);
/* harmony import */ var _warnings__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(98425);
/* harmony import */ var _report_write__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(28276);
/* harmony import */ var _engine_byte_difference__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(72428);











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
        return _io__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_OK */ .Ij;
    }
    if (positionals.length < 2)
        throw new _io__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`changes needs a source and at least one target\n${HELP}`);
    const changeType = values['change-type'] ? canonicalChangeType(values['change-type']) : undefined;
    const settings = (0,_settings_file__WEBPACK_IMPORTED_MODULE_2__/* .withCellsFlags */ .P$)(values.settings ? await (0,_settings_file__WEBPACK_IMPORTED_MODULE_2__/* .readSettingsFile */ .ur)(values.settings) : undefined, values);
    if (values.report !== undefined && !(0,_report_write__WEBPACK_IMPORTED_MODULE_8__/* .reportKind */ .V_)(values.report))
        throw new _io__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`--report '${values.report}': a report is .html or .md`);
    const [sourcePath, ...targetPaths] = positionals;
    const passwords = (0,_files__WEBPACK_IMPORTED_MODULE_5__/* .passwordsFrom */ .pY)(values, io.env);
    const source = await (0,_files__WEBPACK_IMPORTED_MODULE_5__/* .readInput */ .R5)(sourcePath, passwords.source);
    const targets = await Promise.all(targetPaths.map((path) => (0,_files__WEBPACK_IMPORTED_MODULE_5__/* .readInput */ .R5)(path, passwords.target)));
    const backend = await (0,_backend__WEBPACK_IMPORTED_MODULE_1__/* .backendFor */ .Mu)(values, io);
    const result = await backend.changesReport({ source: { ...source, fileName: sourcePath }, targets: targets.map((t, i) => ({ ...t, fileName: targetPaths[i] })), settings: (0,_backend__WEBPACK_IMPORTED_MODULE_1__/* .portSettings */ .XS)(settings), changeType });
    const changes = (0,_backend__WEBPACK_IMPORTED_MODULE_1__/* .asChangeRecords */ .XH)(result.changes);
    const places = result.places ?? changes.map(() => '');
    (0,_warnings__WEBPACK_IMPORTED_MODULE_10__/* .printWarnings */ .V)(io, result.warnings);
    if (values.json)
        io.stdout.write(`${JSON.stringify(result.changes, null, 2)}\n`);
    else {
        io.stdout.write((0,_report_terminal__WEBPACK_IMPORTED_MODULE_7__/* .renderChangeList */ .Ht)(sourcePath, targetPaths, changes, places, (0,_io__WEBPACK_IMPORTED_MODULE_6__/* .useColor */ .by)(io, values['no-color'] ? false : undefined)));
        // Different bytes and no change found: what differs, so "no changes" is not read as "identical".
        const unseen = !changes.length && targets.length === 1 ? (0,_engine_byte_difference__WEBPACK_IMPORTED_MODULE_9__/* .describeByteDifference */ .b)(source.bytes, targets[0].bytes) : undefined;
        if (unseen)
            io.stdout.write(`  ${unseen}\n`);
    }
    if (values.report !== undefined) {
        try {
            await (0,_report_write__WEBPACK_IMPORTED_MODULE_8__/* .writeReport */ .u5)(values.report, fileReports(sourcePath, targetPaths, changes, places), positionals);
        }
        catch (error) {
            throw new _io__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`cannot write the report: ${(0,_engine_errors__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}`);
        }
    }
    return values['exit-code'] && changes.length > 0 ? _io__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_DIFFERENCES */ .kw : _io__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_OK */ .Ij;
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
        throw new _io__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`--change-type '${value}' is not one of ${_model_enums__WEBPACK_IMPORTED_MODULE_0__/* .CHANGE_TYPE_VALUES */ .BC.join(', ')}`);
    return hit;
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

/***/ 55380:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QR: () => (/* binding */ crc32),
/* harmony export */   SJ: () => (/* binding */ ZipArchive),
/* harmony export */   fw: () => (/* binding */ looksLikeZip),
/* harmony export */   wP: () => (/* binding */ DEFAULT_ARCHIVE_LIMITS)
/* harmony export */ });
/* unused harmony export normalizeEntryName */
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17679);


const DEFAULT_ARCHIVE_LIMITS = {
    maxEntries: 20_000,
    maxEntryBytes: 512 * 1024 * 1024,
    maxTotalBytes: 1024 * 1024 * 1024,
    // Real documents stay under 25:1 (the fixtures of test/fixtures/real); 100:1 leaves room and
    // refuses a bomb of a few MB from its declared size, before inflating.
    maxRatio: 100,
};
function crc32(data) {
    return (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.crc32)(data) >>> 0;
}
const utf8 = new TextDecoder('utf-8');
const latin1 = new TextDecoder('latin1');
/** True when the bytes start like a ZIP archive (local header or an empty archive's EOCD). */
function looksLikeZip(bytes) {
    return (bytes.length >= 4 &&
        bytes[0] === 0x50 &&
        bytes[1] === 0x4b &&
        ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6)));
}
class ZipArchive {
    bytes;
    limits;
    entries = new Map();
    cache = new Map();
    expandedTotal = 0;
    constructor(bytes, limits = DEFAULT_ARCHIVE_LIMITS) {
        this.bytes = bytes;
        this.limits = limits;
        const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        const eocd = findEndOfCentralDirectory(bytes, view);
        if (eocd < 0) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(looksLikeZip(bytes)
                ? 'the ZIP package is truncated (no central directory)'
                : 'the file is not a ZIP package');
        }
        const count = view.getUint16(eocd + 10, true);
        const cdSize = view.getUint32(eocd + 12, true);
        const cdOffset = view.getUint32(eocd + 16, true);
        if (count === 0xffff || cdOffset === 0xffffffff) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6('ZIP64 packages are not supported');
        }
        if (count > limits.maxEntries) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .ArchiveLimitError */ .w(`the package has ${count} entries (limit ${limits.maxEntries})`);
        }
        if (cdOffset + cdSize > bytes.length) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6('the ZIP central directory lies outside the file (truncated?)');
        }
        let p = cdOffset;
        for (let i = 0; i < count; i++) {
            if (p + 46 > bytes.length || view.getUint32(p, true) !== 0x02014b50) {
                throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6('the ZIP central directory is damaged');
            }
            const flags = view.getUint16(p + 8, true);
            const method = view.getUint16(p + 10, true);
            const crc = view.getUint32(p + 16, true);
            const compressedSize = view.getUint32(p + 20, true);
            const size = view.getUint32(p + 24, true);
            const nameLength = view.getUint16(p + 28, true);
            const extraLength = view.getUint16(p + 30, true);
            const commentLength = view.getUint16(p + 32, true);
            const localHeaderOffset = view.getUint32(p + 42, true);
            const rawName = bytes.subarray(p + 46, p + 46 + nameLength);
            const name = (flags & 0x800 ? utf8 : latin1).decode(rawName);
            p += 46 + nameLength + extraLength + commentLength;
            if (flags & 1)
                throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`ZIP entry '${name}' is encrypted`);
            const normal = normalizeEntryName(name);
            if (normal === null)
                throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .ArchiveLimitError */ .w(`unsafe entry name in package: '${name.length > 60 ? `${name.slice(0, 60)}…` : name}'`);
            if (normal.endsWith('/'))
                continue;
            if (this.entries.has(normal)) {
                throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`the package has two entries named '${normal}' (ambiguous part)`);
            }
            this.entries.set(normal, { name: normal, method, crc, compressedSize, size, localHeaderOffset });
        }
    }
    /** Entry names (folders excluded), in central-directory order. */
    names() {
        return [...this.entries.keys()];
    }
    has(name) {
        return this.entries.has(stripSlash(name));
    }
    /** Declared uncompressed size of an entry, without reading it. */
    size(name) {
        return this.entries.get(stripSlash(name))?.size;
    }
    /**
     * Every entry as stored (still compressed), in central-directory order with the same
     * normalised names and checks as `read`: writers copy the parts they do not change this way,
     * byte for byte, without inflating them.
     */
    rawEntries() {
        return [...this.entries.values()].map((entry) => ({
            name: entry.name,
            method: entry.method,
            crc: entry.crc,
            compressedSize: entry.compressedSize,
            size: entry.size,
            data: this.storedBytes(entry),
        }));
    }
    /** The entry's bytes; throws when missing, damaged or over a limit. */
    read(name) {
        const key = stripSlash(name);
        const cached = this.cache.get(key);
        if (cached)
            return cached;
        const entry = this.entries.get(key);
        if (!entry)
            throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`the package has no part '${key}'`);
        const data = this.inflate(entry);
        if (crc32(data) !== entry.crc) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`part '${key}' is damaged (CRC mismatch)`);
        }
        this.cache.set(key, data);
        return data;
    }
    /** The entry decoded as UTF-8 text (BOM removed), or undefined when absent. */
    text(name) {
        if (!this.has(name))
            return undefined;
        const text = utf8.decode(this.read(name));
        return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    }
    /** The entry's stored bytes, after checking its local header and bounds. */
    storedBytes(entry) {
        const view = new DataView(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength);
        const p = entry.localHeaderOffset;
        if (p + 30 > this.bytes.length || view.getUint32(p, true) !== 0x04034b50) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`part '${entry.name}' has a damaged local header`);
        }
        const start = p + 30 + view.getUint16(p + 26, true) + view.getUint16(p + 28, true);
        const end = start + entry.compressedSize;
        if (end > this.bytes.length)
            throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`part '${entry.name}' is truncated`);
        return this.bytes.subarray(start, end);
    }
    inflate(entry) {
        const compressed = this.storedBytes(entry);
        const { maxEntryBytes, maxTotalBytes, maxRatio } = this.limits;
        const check = (expanded) => {
            if (expanded > maxEntryBytes) {
                throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .ArchiveLimitError */ .w(`part '${entry.name}' expands beyond ${maxEntryBytes} bytes (zip bomb?)`);
            }
            if (this.expandedTotal + expanded > maxTotalBytes) {
                throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .ArchiveLimitError */ .w(`the package expands beyond ${maxTotalBytes} bytes (zip bomb?)`);
            }
            if (expanded > 1024 * 1024 && expanded / Math.max(1, compressed.length) > maxRatio) {
                throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .ArchiveLimitError */ .w(`part '${entry.name}' has a compression ratio over ${maxRatio}:1 (zip bomb?)`);
            }
        };
        // The declared size is checked before anything is inflated, and caps the inflation: an
        // entry that expands past what it declares is damaged, so a bomb allocates no more than
        // its (already accepted) declared size.
        check(entry.size);
        let out;
        if (entry.method === 0) {
            check(compressed.length);
            out = compressed.slice();
        }
        else if (entry.method === 8) {
            // The cap is what the limits still allow, plus one byte so "exactly at the limit" passes.
            const cap = Math.min(entry.size, maxEntryBytes, maxTotalBytes - this.expandedTotal, compressed.length * maxRatio > 1024 * 1024 ? compressed.length * maxRatio : Infinity) + 1;
            try {
                out = (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.inflateRawSync)(compressed, { maxOutputLength: Math.max(1, Math.min(cap, 2 ** 31 - 1)) });
            }
            catch (error) {
                if (error.code === 'ERR_BUFFER_TOO_LARGE')
                    check(cap);
                throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`part '${entry.name}' cannot be inflated (damaged data)`);
            }
            check(out.length);
        }
        else {
            throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`part '${entry.name}' uses unsupported compression method ${entry.method}`);
        }
        this.expandedTotal += out.length;
        return out;
    }
}
function findEndOfCentralDirectory(bytes, view) {
    const min = Math.max(0, bytes.length - 22 - 0xffff);
    for (let i = bytes.length - 22; i >= min; i--) {
        if (view.getUint32(i, true) === 0x06054b50)
            return i;
    }
    return -1;
}
/** Canonical entry name, or null when the name could escape a folder it is extracted into. */
function normalizeEntryName(name) {
    const slashed = name.replace(/\\/g, '/');
    if (slashed.startsWith('/') || /^[a-zA-Z]:/.test(slashed) || slashed.includes('\0'))
        return null;
    const parts = slashed.split('/');
    for (const part of parts)
        if (part === '..')
            return null;
    return parts.filter((part, i) => part !== '.' && (part !== '' || i === parts.length - 1)).join('/');
}
function stripSlash(name) {
    return name.startsWith('/') ? name.slice(1) : name;
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


/***/ })

};
