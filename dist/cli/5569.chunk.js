(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 5569;
const ids = [5569];
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

/***/ 47950:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  compareCommand: () => (/* binding */ compareCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/engine/index.ts + 3 modules
var engine = __webpack_require__(95246);
// EXTERNAL MODULE: ./src/cli/backend.ts
var cli_backend = __webpack_require__(14874);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/cli/files.ts
var files = __webpack_require__(99141);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
// EXTERNAL MODULE: ./src/cli/output.ts
var output = __webpack_require__(96657);
// EXTERNAL MODULE: ./src/cli/progress.ts
var cli_progress = __webpack_require__(9851);
// EXTERNAL MODULE: ./src/report/terminal.ts
var terminal = __webpack_require__(87496);
;// CONCATENATED MODULE: ./src/cli/render.ts
/** The readable change list lives with the other report renderers; kept here for old imports. */


// EXTERNAL MODULE: ./src/cli/warnings.ts
var warnings = __webpack_require__(98425);
// EXTERNAL MODULE: ./src/cli/settings-file.ts
var settings_file = __webpack_require__(39036);
// EXTERNAL MODULE: ./src/cli/office.ts
var cli_office = __webpack_require__(14876);
;// CONCATENATED MODULE: ./src/cli/commands/compare.ts













const HELP = `Usage: docdelta compare <source> <target> [<target>…] -o <result> [options]

Writes the result document in the source's format: a styled redline (default) or native tracked changes.
With several targets (reviewers' copies of the source), the default is one combined result: -o names one
file holding every target's changes as tracked changes by that target's author (its core properties'
last editor or creator, else its file name), changes of two targets to the same words shown both ways
and listed as conflicts. Combined results are available for Word documents (docx, docm, dotx, dotm),
Excel workbooks (xlsx, xlsm, xltx, xltm: the source with every target's changed cells marked and noted
with that target, a cell two targets changed differently noted "Conflict:" with both values) and
PowerPoint decks (pptx, pptm, potx, potm: the source deck with every target's changes marked and a slide
comment by that target for each, a conflict noted "Conflict:" with every version) and PDF (the source PDF
with an annotation by that target for each change, a conflict noted "Conflict:" with every version).
When -o names an existing folder, each target gets its own result there instead.

Options:
  -o, --output <path>     the result file (a folder: one result per target)
  --mode styled|tracked   styled marks (default) or the format's own revisions (Word, ODF); combined results are tracked
  --settings <file>       comparison Settings as JSON (ItemsStyle colours, ShowDeletedContent, …)
  --author <name>         author of tracked revisions (default "docdelta"; a combined result uses each target's)
  --exit-code             exit 1 when there are changes
  --preview <dir>         also write, per changed page, a side-by-side PNG (source | target) with the changes framed
                          (in this process only, not with --remote); Word and OpenDocument pages
                          are LibreOffice's when it is installed (see --office)
${cli_office/* OFFICE_HELP */.pK}
${settings_file/* CELLS_HELP */.Ke}
${files/* PASSWORD_HELP */.iH}
${cli_backend/* REMOTE_HELP */.zQ}
  With --remote, --author and --preview are refused (the API has no such fields) and reader
  warnings are not reported; the result document and its change count are the same.`;
async function compareCommand(args, io) {
    const { values, positionals } = parse(args);
    if (values.help) {
        io.stdout.write(`${HELP}\n`);
        return cli_io/* EXIT_OK */.Ij;
    }
    if (positionals.length < 2)
        throw new cli_io/* UsageError */.eb(`compare needs a source and at least one target\n${HELP}`);
    if (!values.output)
        throw new cli_io/* UsageError */.eb('compare needs -o <result>');
    const mode = values.mode;
    if (mode !== undefined && mode !== 'styled' && mode !== 'tracked')
        throw new cli_io/* UsageError */.eb(`--mode '${mode}' is not one of styled, tracked`);
    const read = (0,settings_file/* withCellsFlags */.P$)(values.settings ? await (0,settings_file/* readSettingsFile */.ur)(values.settings) : undefined, values);
    // Frames drawn on built-in previews must sit on the words: take boxes from the same layout.
    const settings = values.preview ? { ...read, CalculateComponentCoordinates: true } : read;
    const [sourcePath, ...targetPaths] = positionals;
    if (targetPaths.length > 1 && !(await isFolder(values.output)))
        return combine(values, sourcePath, targetPaths, io);
    const outputs = await outputPaths(values.output, sourcePath, targetPaths);
    const passwords = (0,files/* passwordsFrom */.pY)(values, io.env);
    const backend = await (0,cli_backend/* backendFor */.Mu)(values, io);
    (0,cli_backend/* refuseRemote */.bm)(backend, '--author', values.author);
    (0,cli_backend/* refuseRemote */.bm)(backend, '--preview', values.preview);
    (0,cli_backend/* refuseRemote */.bm)(backend, '--office', values.office);
    const office = values.preview ? (0,cli_office/* officeChoice */.Sh)(values, io, targetPaths[0]) : undefined;
    const date = await (0,cli_io/* resultDate */.y0)(io);
    const source = await (0,files/* readInput */.R5)(sourcePath, passwords.source);
    let total = 0;
    for (const [index, targetPath] of targetPaths.entries()) {
        const target = await (0,files/* readInput */.R5)(targetPath, passwords.target);
        const progress = (0,cli_progress/* progressReporter */.x)(io, (0,external_node_path_.basename)(targetPath));
        let result;
        try {
            result = await backend.compare({
                source: { ...source, fileName: sourcePath },
                target: { ...target, fileName: targetPath },
                settings: (0,cli_backend/* portSettings */.XS)(settings),
                mode,
                author: values.author,
                date,
                withChanges: true,
                onProgress: progress.update,
            });
        }
        finally {
            progress.done();
        }
        const changes = (0,cli_backend/* asChangeRecords */.XH)(result.changes ?? []);
        (0,warnings/* printWarnings */.V)(io, result.warnings ?? []);
        await (0,output/* writeResultFile */.t)(outputs[index], result.bytes, positionals, result.extension);
        io.stdout.write(`${outputs[index]}: ${(0,terminal/* summarize */.eh)(changes)}\n`);
        if (values.preview)
            await writeChangePreviews(io, backend, values.preview, { ...source, fileName: sourcePath }, target, changes, {
                settings,
                office: office ?? 'auto',
            });
        total += changes.length;
    }
    return values['exit-code'] && total > 0 ? cli_io/* EXIT_DIFFERENCES */.kw : cli_io/* EXIT_OK */.Ij;
}
function parse(args) {
    return (0,cli_args/* parseCommandArgs */.Q)(args, {
        output: { type: 'string', short: 'o' },
        mode: { type: 'string' },
        settings: { type: 'string' },
        author: { type: 'string' },
        'exit-code': { type: 'boolean' },
        preview: { type: 'string' },
        ...cli_office/* OFFICE_OPTIONS */.Mr,
        ...files/* PASSWORD_OPTIONS */.$h,
        ...settings_file/* CELLS_OPTIONS */.J5,
        ...cli_backend/* REMOTE_OPTIONS */.QE,
        help: { type: 'boolean', short: 'h' },
    });
}
async function isFolder(path) {
    return (await (0,promises_.stat)(path).catch(() => undefined))?.isDirectory() ?? false;
}
/** Several targets into one result file: every target's changes as its author's tracked changes. */
async function combine(values, sourcePath, targetPaths, io) {
    if (values.mode === 'styled')
        throw new cli_io/* UsageError */.eb('--mode styled: a combined result of several targets is tracked changes (one per target author)');
    if (values.author !== undefined)
        throw new cli_io/* UsageError */.eb("--author: a combined result names each target's own author; leave --author out");
    if (values.preview !== undefined)
        throw new cli_io/* UsageError */.eb('--preview takes one target; a combined result has several');
    const settings = (0,settings_file/* withCellsFlags */.P$)(values.settings ? await (0,settings_file/* readSettingsFile */.ur)(values.settings) : undefined, values);
    const passwords = (0,files/* passwordsFrom */.pY)(values, io.env);
    const backend = await (0,cli_backend/* backendFor */.Mu)(values, io);
    const date = await (0,cli_io/* resultDate */.y0)(io);
    const source = await (0,files/* readInput */.R5)(sourcePath, passwords.source);
    const targets = [];
    for (const path of targetPaths)
        targets.push({ ...(await (0,files/* readInput */.R5)(path, passwords.target)), fileName: path });
    const progress = (0,cli_progress/* progressReporter */.x)(io, (0,external_node_path_.basename)(values.output));
    let result;
    try {
        result = await backend.combine({
            source: { ...source, fileName: sourcePath },
            targets,
            settings: (0,cli_backend/* portSettings */.XS)(settings),
            date,
        });
    }
    finally {
        progress.done();
    }
    const changes = (0,cli_backend/* asChangeRecords */.XH)(result.changes ?? []);
    (0,warnings/* printWarnings */.V)(io, result.warnings ?? []);
    await (0,output/* writeResultFile */.t)(values.output, result.bytes, [sourcePath, ...targetPaths], result.extension);
    const authors = result.authors?.length ? ` by ${result.authors.join(', ')}` : '';
    io.stdout.write(`${values.output}: ${(0,terminal/* summarize */.eh)(changes)} from ${targetPaths.length} targets${authors}\n`);
    for (const conflict of result.conflicts ?? []) {
        const versions = conflict.versions.map((v) => `${v.author} "${v.text}"`).join(' / ');
        io.stdout.write(`  conflict at ${conflict.place} (changes ${conflict.ids.join(', ')}): "${conflict.text}" → ${versions}\n`);
    }
    return values['exit-code'] && changes.length > 0 ? cli_io/* EXIT_DIFFERENCES */.kw : cli_io/* EXIT_OK */.Ij;
}
/** One output per target: the path itself, or files in a folder named after each target. */
async function outputPaths(output, source, targets) {
    if (targets.length === 1)
        return [output];
    const info = await (0,promises_.stat)(output).catch(() => undefined);
    if (!info?.isDirectory())
        throw new cli_io/* UsageError */.eb(`${output}: with several targets, -o must name an existing folder`);
    const extension = (0,external_node_path_.extname)(source);
    return targets.map((target) => (0,external_node_path_.join)(output, `${(0,external_node_path_.basename)(target, (0,external_node_path_.extname)(target))}.compared${extension}`));
}
/**
 * Side-by-side images of each changed page, framed in the result's ItemsStyle colours. Word and
 * OpenDocument pages are LibreOffice's when it is there (one warm soffice renders both versions,
 * and the boxes are found on those very pages), else the built-in layout's, whose boxes the
 * result's changes carry.
 */
async function writeChangePreviews(io, backend, folder, source, target, changes, options) {
    const { sideBySide, flowsOntoPages } = await (0,engine/* loadPreviews */.iK)();
    const style = (0,engine/* resultOptionsFromSettings */.p7)(options.settings);
    const colours = {
        inserted: style.inserted.fontColor,
        deleted: style.deleted.fontColor,
        changed: style.changed.fontColor,
    };
    let boxed = changes;
    let rendered;
    if (options.office !== 'builtin' && flowsOntoPages(target)) {
        const again = await backend.compareVersions({
            before: { ...source, fileName: source.fileName ?? 'source' },
            after: { ...target, fileName: target.fileName ?? 'target' },
            settings: (0,cli_backend/* portSettings */.XS)(options.settings),
            precise: true,
            office: options.office,
        });
        if (again.rendered)
            ({ changes: boxed, rendered } = again);
    }
    const previews = await sideBySide(source, target, boxed, {
        format: 'png',
        width: 800,
        colours,
        soffice: io.env.DOCDELTA_SOFFICE,
        office: options.office === 'libreoffice' ? 'libreoffice' : rendered ? undefined : 'builtin',
        rendered,
    });
    (0,warnings/* printWarnings */.V)(io, previews.warnings.map((w) => ({ ...w, fileName: target.fileName })));
    await (0,promises_.mkdir)(folder, { recursive: true });
    const stem = (0,external_node_path_.basename)(target.fileName ?? 'target', (0,external_node_path_.extname)(target.fileName ?? ''));
    for (const page of previews.pages) {
        const path = (0,external_node_path_.join)(folder, `${stem}-page-${page.pageNumber}.png`);
        await (0,output/* writeResultFile */.t)(path, page.bytes, [source.fileName ?? '', target.fileName ?? '']);
        io.stdout.write(`${path}: page ${page.pageNumber}, ${page.width}x${page.height}\n`);
    }
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

/***/ 9851:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ progressReporter)
/* harmony export */ });
/** A progress bar on stderr when it is a terminal; nothing otherwise (CI logs stay clean). */
function progressReporter(io, label) {
    if (!io.stderr.isTTY || io.env.CI)
        return { update: () => { }, done: () => { } };
    const width = 24;
    let shown = false;
    return {
        update(stage, fraction) {
            const filled = Math.round(Math.min(1, Math.max(0, fraction)) * width);
            io.stderr.write(`\r${label} [${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${stage.padEnd(10)}`);
            shown = true;
        },
        done() {
            if (shown)
                io.stderr.write(`\r${' '.repeat(label.length + width + 16)}\r`);
        },
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