(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 317;
const ids = [317];
const modules = {

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

/***/ 60317:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mergeCommand: () => (/* binding */ mergeCommand),
/* harmony export */   mergeDriverCommand: () => (/* binding */ mergeDriverCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _engine_index__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95246);
/* harmony import */ var _args__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77593);
/* harmony import */ var _files__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(99141);
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(71604);
/* harmony import */ var _output__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(96657);
/* harmony import */ var _warnings__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(98425);







const MERGE_HELP = `Usage: docdelta merge <base> <ours> <theirs> -o <result> [--json]

Three-way merge of documents (Word, OpenDocument, spreadsheets, presentations): the changes
<ours> and <theirs> made to <base> are both applied, the same change once. Where both changed
the same content differently, the result keeps both sides in the document's own review tools
(tracked changes by "ours" and "theirs" with a comment, a filled cell with a note holding
theirs, both shapes framed) and the command exits 1.

Options:
  -o, --output <path>   the merged document (in <ours>' format)
  --json                what was merged from which side and what conflicts, as JSON

Exit codes: 0 merged cleanly, 1 merged with conflicts, 2 usage or input errors.`;
const DRIVER_HELP = `Usage: docdelta merge-driver <ancestor> <ours> <theirs> [<marker-size> [<path>]]

git's merge driver (merge.docdelta.driver = 'docdelta merge-driver %O %A %B %L %P'): merges the
three versions git hands over and writes the result over <ours>. Exits 0 for a clean merge; 1 when
there are conflicts (the result holds both sides, marked for review) or the files cannot be
merged (<ours> is then left as it was), so git marks the file conflicted. Set it up with
'docdelta install --merge'.`;
async function mergeCommand(args, io) {
    const { values, positionals } = (0,_args__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Q)(args, {
        output: { type: 'string', short: 'o' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        io.stdout.write(`${MERGE_HELP}\n`);
        return _io__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_OK */ .Ij;
    }
    if (positionals.length !== 3)
        throw new _io__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`merge needs a base, ours and theirs\n${MERGE_HELP}`);
    if (!values.output)
        throw new _io__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb('merge needs -o <result>');
    const [base, ours, theirs] = await Promise.all(positionals.map((path) => (0,_files__WEBPACK_IMPORTED_MODULE_3__/* .readInput */ .R5)(path)));
    const { mergeDocuments } = await (0,_engine_index__WEBPACK_IMPORTED_MODULE_1__/* .loadMerge */ .TQ)();
    const result = await mergeDocuments({ base, ours, theirs, date: await (0,_io__WEBPACK_IMPORTED_MODULE_4__/* .resultDate */ .y0)(io) });
    await (0,_output__WEBPACK_IMPORTED_MODULE_5__/* .writeResultFile */ .t)(values.output, result.bytes, positionals, result.extension);
    (0,_warnings__WEBPACK_IMPORTED_MODULE_6__/* .printWarnings */ .V)(io, result.warnings);
    if (values.json)
        io.stdout.write(`${JSON.stringify({ output: values.output, clean: !result.conflicts.length, merged: result.merged, conflicts: result.conflicts }, null, 2)}\n`);
    else
        io.stdout.write(`${values.output}: ${summary(result)}\n`);
    return result.conflicts.length ? _io__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_DIFFERENCES */ .kw : _io__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_OK */ .Ij;
}
/**
 * git calls the driver once per conflicting document with temporary files that have no
 * extension: the format is told by <path>. Whatever goes wrong, <ours> is either the whole merged
 * document or left untouched, and a failure is a conflict (exit 1), never a crash: git then keeps
 * the file conflicted for a person to resolve.
 */
async function mergeDriverCommand(args, io) {
    if (args[0] === '--help' || args[0] === '-h') {
        io.stdout.write(`${DRIVER_HELP}\n`);
        return _io__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_OK */ .Ij;
    }
    if (args.length < 3 || args.length > 5) {
        io.stderr.write(`docdelta: merge-driver expects git's %O %A %B %L %P (3 to 5 arguments); got ${args.length}\n${DRIVER_HELP}\n`);
        return _io__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_USAGE */ .Ri;
    }
    const [ancestorFile, oursFile, theirsFile, , path = oursFile] = args;
    try {
        const [base, ours, theirs] = await Promise.all([ancestorFile, oursFile, theirsFile].map(async (file) => ({
            bytes: new Uint8Array(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file)),
            fileName: path,
        })));
        if (!base.bytes.length)
            throw new Error('the versions have no common ancestor (both branches added the file)');
        const lfs = [base, ours, theirs].some((side) => new TextDecoder().decode(side.bytes.subarray(0, 40)).startsWith('version https://git-lfs'));
        if (lfs)
            throw new Error('the versions are Git LFS pointers; merge the documents with git lfs installed');
        const { mergeDocuments } = await (0,_engine_index__WEBPACK_IMPORTED_MODULE_1__/* .loadMerge */ .TQ)();
        const result = await mergeDocuments({ base, ours, theirs, date: await (0,_io__WEBPACK_IMPORTED_MODULE_4__/* .resultDate */ .y0)(io) });
        await (0,_output__WEBPACK_IMPORTED_MODULE_5__/* .writeResultFile */ .t)(oursFile, result.bytes, []);
        (0,_warnings__WEBPACK_IMPORTED_MODULE_6__/* .printWarnings */ .V)(io, result.warnings);
        io.stderr.write(`docdelta: ${path}: ${summary(result)}\n`);
        if (result.conflicts.length) {
            io.stderr.write(`docdelta: ${path}: resolve the conflicts marked in the document (tracked changes, notes or framed shapes), then 'git add ${path}'\n`);
        }
        return result.conflicts.length ? _io__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_DIFFERENCES */ .kw : _io__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_OK */ .Ij;
    }
    catch (error) {
        const fileName = error?.fileName;
        io.stderr.write(`docdelta: ${fileName && fileName !== path ? `${fileName}: ` : `${path}: `}not merged, ours kept as it was: ${(0,_engine_index__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)}\n`);
        if (io.env.DOCDELTA_DEBUG && error instanceof Error && error.stack)
            io.stderr.write(`${error.stack}\n`);
        return _io__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_DIFFERENCES */ .kw;
    }
}
function summary(result) {
    const count = (side) => result.merged.filter((item) => item.side === side).length;
    const parts = [`${count('ours')} from ours`, `${count('theirs')} from theirs`, `${count('both')} made on both sides`];
    const merged = `merged ${result.merged.length} change${result.merged.length === 1 ? '' : 's'} (${parts.join(', ')})`;
    if (!result.conflicts.length)
        return merged;
    const places = result.conflicts.slice(0, 5).map((c) => c.place);
    const more = result.conflicts.length > places.length ? `, and ${result.conflicts.length - places.length} more` : '';
    return `${merged}; ${result.conflicts.length} conflict${result.conflicts.length === 1 ? '' : 's'}: ${places.join('; ')}${more}`;
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