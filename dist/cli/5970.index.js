export const id = 5970;
export const ids = [5970];
export const modules = {

/***/ 66980:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ toChangeInfos)
/* harmony export */ });
/* unused harmony export styleChangeInfo */
/* harmony import */ var _layout_estimate__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34895);

const PROPERTY_NAMES = {
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    strike: 'StrikeThrough',
    font: 'FontName',
    size: 'FontSize',
    color: 'FontColor',
    highlight: 'HighlightColor',
    vertAlign: 'VerticalAlignment',
    style: 'Style',
    alignment: 'Alignment',
    list: 'List',
};
function styleChangeInfo(change) {
    return { ChangedProperty: PROPERTY_NAMES[change.property], OldValue: change.oldValue, NewValue: change.newValue };
}
/**
 * Turns engine changes into ChangeInfo records, numbering them from `firstId` and placing each
 * on a page: the target's page for what the target shows, the source's page for deletions.
 */
function toChangeInfos(changes, source, target, firstId = 0, extraAuthors = [], precise = false) {
    const sourceLayout = new _layout_estimate__WEBPACK_IMPORTED_MODULE_0__/* .PageLayoutEstimate */ .y(source, precise);
    const targetLayout = new _layout_estimate__WEBPACK_IMPORTED_MODULE_0__/* .PageLayoutEstimate */ .y(target, precise);
    return changes.map((change, index) => {
        const box = change.box
            ? { pageNumber: change.box.page, pageWidth: change.box.pageWidth, pageHeight: change.box.pageHeight, x: change.box.x, y: change.box.y, width: change.box.width, height: change.box.height }
            : change.kind === 'Deleted'
                ? sourceLayout.locate(change.source)
                : targetLayout.locate(change.target);
        const authors = [...(change.authors ?? []), ...extraAuthors.filter((a) => !change.authors?.includes(a))];
        return {
            Id: firstId + index,
            ComparisonAction: 'None',
            Type: change.kind,
            Text: withCellReference(change.place, change.text),
            TargetText: withCellReference(change.place, change.targetText),
            Authors: authors,
            StyleChangeInfo: (change.styleChanges ?? []).map(styleChangeInfo),
            // The spec types PageInfo as integers (points); Box keeps fractions.
            PageInfo: { Width: Math.round(box.pageWidth), Height: Math.round(box.pageHeight), PageNumber: box.pageNumber },
            Box: { Height: round(box.height), Width: round(box.width), X: round(box.x), Y: round(box.y) },
        };
    });
}
/** A spreadsheet cell change reads `Sheet1!B7: 41`, so the API's Text says where it is. */
const CELL_PLACE = /^(.+![A-Z]{1,3}[0-9]+)(?: formula)?$/;
function withCellReference(place, text) {
    const cell = CELL_PLACE.exec(place);
    return cell && text ? `${cell[1]}: ${text}` : text;
}
function round(n) {
    return Math.round(n * 100) / 100;
}


/***/ }),

/***/ 4497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   oy: () => (/* binding */ isCompoundFile),
/* harmony export */   qC: () => (/* binding */ unlockOfficeDocument),
/* harmony export */   rY: () => (/* binding */ encryptOfficeDocument)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);

/**
 * Password-protected Office documents: an OLE compound file holding EncryptionInfo and
 * EncryptedPackage (ECMA-376 Agile or Standard encryption). officecrypto-tool does the
 * cryptography; it loads only when a protected file is met.
 */
/** True for an OLE compound file (D0 CF 11 E0 A1 B1 1A E1). */
function isCompoundFile(bytes) {
    return bytes.length >= 8 && bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0 && bytes[4] === 0xa1 && bytes[5] === 0xb1;
}
/** The decrypted package of a protected Office document; other bytes are returned unchanged. */
async function unlockOfficeDocument(bytes, password) {
    if (!isCompoundFile(bytes))
        return bytes;
    const crypto = await loadCrypto();
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let encrypted;
    try {
        encrypted = crypto.isEncrypted(buffer);
    }
    catch {
        encrypted = false;
    }
    if (!encrypted)
        return bytes;
    if (password === undefined || password === '')
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .PasswordRequiredError */ .$F();
    try {
        return new Uint8Array(await crypto.decrypt(buffer, { password }));
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (/password/i.test(message))
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .WrongPasswordError */ .Pi();
        // Never echo the library's message verbatim: it is not about the user's file in user terms.
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .UnsupportedFormatError */ .N$('the document uses an encryption this version cannot decrypt');
    }
}
/** Encrypts an Office package with a password (Agile AES-256 by default, as Office does). */
async function encryptOfficeDocument(bytes, password, kind = 'agile') {
    const crypto = await loadCrypto();
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return new Uint8Array(crypto.encrypt(buffer, kind === 'standard' ? { password, type: 'standard' } : { password }));
}
async function loadCrypto() {
    const module = (await __webpack_require__.e(/* import() */ 7950).then(__webpack_require__.t.bind(__webpack_require__, 67950, 19)));
    return module.default ?? module;
}


/***/ }),

/***/ 94777:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ configurePdfExtraction),
/* harmony export */   Y: () => (/* binding */ pdfExtraction)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);

// 120 pages: below it the helping worker (0.3–0.5 CPU seconds to start, load pdf.js and open
// the document) shortened the busiest thread by too little for its memory (scripts/bench/pdf.ts).
const pdfExtraction = { minPages: 120, threads: (0,node_os__WEBPACK_IMPORTED_MODULE_0__.availableParallelism)(), runPages: 12, callerReads: true, runTimeoutMs: 60_000 };
/** Changes when large PDFs are split across threads (tests force the split with a low `minPages`). */
function configurePdfExtraction(change) {
    const given = Object.fromEntries(Object.entries(change).filter(([key, value]) => value !== undefined || key === 'starter'));
    Object.assign(pdfExtraction, given);
    return { ...pdfExtraction };
}


/***/ }),

/***/ 25970:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EP: () => (/* binding */ compareToDocument),
/* harmony export */   Fq: () => (/* binding */ protectResult),
/* harmony export */   GS: () => (/* binding */ documentInfo),
/* harmony export */   Tz: () => (/* reexport safe */ _formats_registry__WEBPACK_IMPORTED_MODULE_5__.Tz),
/* harmony export */   Wd: () => (/* binding */ listChanges),
/* harmony export */   YF: () => (/* binding */ applyChanges),
/* harmony export */   hV: () => (/* binding */ formatsList),
/* harmony export */   mS: () => (/* binding */ diffModels),
/* harmony export */   u0: () => (/* binding */ readDocument)
/* harmony export */ });
/* unused harmony export compareFiles */
/* harmony import */ var _diff_compare__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18711);
/* harmony import */ var _crypto_ooxml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4497);
/* harmony import */ var _diff_types__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(59597);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17679);
/* harmony import */ var _result_settings__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(10463);
/* harmony import */ var _formats_registry__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(37946);
/* harmony import */ var _layout_estimate__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(34895);
/* harmony import */ var _changeinfo__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(66980);
/* harmony import */ var _settings__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(94441);
/* harmony import */ var _formats_pdf_extraction_settings__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(94777);









async function readDocument(input, options = {}) {
    try {
        const bytes = await (0,_crypto_ooxml__WEBPACK_IMPORTED_MODULE_1__/* .unlockOfficeDocument */ .qC)(input.bytes, input.password);
        const format = (0,_formats_registry__WEBPACK_IMPORTED_MODULE_5__/* .detectFormat */ .Tz)(bytes, input.fileName);
        const reader = await (0,_formats_registry__WEBPACK_IMPORTED_MODULE_5__/* .readerFor */ .d2)(format);
        return await reader.read(bytes, format.key, { ...options, fileName: input.fileName, password: input.password });
    }
    catch (error) {
        throw withFileName(error, input.fileName);
    }
}
/**
 * Engine errors get the file's name; anything else a reader throws is a bug met on this input,
 * reported as an unreadable document rather than a stack trace.
 */
function withFileName(error, fileName) {
    const engineError = error instanceof _errors__WEBPACK_IMPORTED_MODULE_3__/* .EngineError */ .NJ ? error : new _errors__WEBPACK_IMPORTED_MODULE_3__/* .CorruptDocumentError */ .b6(`could not be read (${(0,_errors__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)})`);
    if (!engineError.fileName)
        engineError.fileName = fileName;
    return engineError;
}
/**
 * Diffs two read documents: with the family's own differ when both are of a family that has
 * one (loaded with its reader), otherwise with the generic block diff.
 */
async function diffModels(source, target, options = _diff_types__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_DIFF_OPTIONS */ .d) {
    const a = (0,_formats_registry__WEBPACK_IMPORTED_MODULE_5__/* .formatByKey */ .Qk)(source.format);
    const b = (0,_formats_registry__WEBPACK_IMPORTED_MODULE_5__/* .formatByKey */ .Qk)(target.format);
    if (a && b && a.family === b.family) {
        const reader = await (0,_formats_registry__WEBPACK_IMPORTED_MODULE_5__/* .readerFor */ .d2)(a);
        if (reader.diff)
            return reader.diff(source, target, options);
    }
    return (0,_diff_compare__WEBPACK_IMPORTED_MODULE_0__/* .diffDocuments */ .me)(source, target, options);
}
/** Compares two documents and returns the engine's own change records. */
async function compareFiles(source, target, options = {}) {
    const [a, b] = await Promise.all([readDocument(source), readDocument(target)]);
    const changes = await diffModels(a, b, { ...DEFAULT_DIFF_OPTIONS, ...options });
    return { changes, warnings: [...tagWarnings(a, source.fileName), ...tagWarnings(b, target.fileName)], source: a, target: b };
}
/**
 * The API's "changes" operation: one source against one or more targets. With several targets
 * each change names its target in Authors, and Ids run on across targets.
 */
async function listChanges(request) {
    const options = (0,_settings__WEBPACK_IMPORTED_MODULE_8__/* .diffOptionsFromSettings */ .j)(request.settings);
    // The source and the first target are read together: a large PDF's reading then keeps every
    // core busy. The source is awaited first, so its error still wins when both fail.
    const reading = readDocument(request.source);
    const firstTarget = request.targets.length ? readDocument(request.targets[0]) : undefined;
    firstTarget?.catch(() => { });
    const source = await reading;
    const warnings = tagWarnings(source, request.source.fileName);
    const changes = [];
    const places = [];
    const multi = request.targets.length > 1;
    for (const [index, targetInput] of request.targets.entries()) {
        const target = await (index === 0 && firstTarget ? firstTarget : readDocument(targetInput));
        warnings.push(...tagWarnings(target, targetInput.fileName));
        const engineChanges = await diffModels(source, target, options);
        const extra = multi ? [targetInput.fileName ?? `target ${index + 1}`] : [];
        changes.push(...(0,_changeinfo__WEBPACK_IMPORTED_MODULE_7__/* .toChangeInfos */ .H)(engineChanges, source, target, changes.length, extra, options.calculateCoordinates));
        places.push(...engineChanges.map((c) => c.place));
    }
    const wanted = request.changeType?.toLowerCase();
    const keep = changes.map((c) => !wanted || wanted === 'none' || c.Type.toLowerCase() === wanted);
    // Ids stay those of the unfiltered list, so a filtered list can still name changes to apply.
    return { changes: changes.filter((_, i) => keep[i]), places: places.filter((_, i) => keep[i]), warnings };
}
/**
 * The API's comparisons operation: the result document (styled redline or tracked changes) in
 * the source's format, written, validated and re-read before it is returned.
 */
async function compareToDocument(request) {
    return writeResult(request, (0,_result_settings__WEBPACK_IMPORTED_MODULE_4__/* .resultOptionsFromSettings */ .p)(request.settings, { mode: request.mode, author: request.author, date: request.date }));
}
/**
 * The API's updates operation: the target with rejected changes reverted to the source's
 * content and all others kept; clean unless tracked mode is asked for.
 */
async function applyChanges(request) {
    const rejected = new Set();
    for (const decision of request.decisions) {
        if (String(decision.ComparisonAction ?? 'None').toLowerCase() === 'reject')
            rejected.add(decision.Id);
    }
    const mode = request.mode ?? (request.settings?.WordTrackChanges ? 'tracked' : 'clean');
    const options = (0,_result_settings__WEBPACK_IMPORTED_MODULE_4__/* .resultOptionsFromSettings */ .p)(request.settings, { mode, rejected, author: request.author, date: request.date });
    return writeResult(request, options, request.decisions.map((d) => d.Id));
}
async function writeResult(request, options, knownIds = []) {
    const progress = request.onProgress ?? (() => { });
    const diffOptions = (0,_settings__WEBPACK_IMPORTED_MODULE_8__/* .diffOptionsFromSettings */ .j)(request.settings);
    progress('read', 0);
    const [source, target] = await Promise.all([readDocument(request.source), readDocument(request.target)]);
    // Writers edit the package itself: protected inputs are decrypted first (the reads above
    // already proved the passwords right), and PasswordSaveOption protects the result again.
    const [sourceBytes, targetBytes] = await Promise.all([
        (0,_crypto_ooxml__WEBPACK_IMPORTED_MODULE_1__/* .unlockOfficeDocument */ .qC)(request.source.bytes, request.source.password),
        (0,_crypto_ooxml__WEBPACK_IMPORTED_MODULE_1__/* .unlockOfficeDocument */ .qC)(request.target.bytes, request.target.password),
    ]);
    const format = (0,_formats_registry__WEBPACK_IMPORTED_MODULE_5__/* .detectFormat */ .Tz)(sourceBytes, request.source.fileName);
    const targetFormat = (0,_formats_registry__WEBPACK_IMPORTED_MODULE_5__/* .detectFormat */ .Tz)(targetBytes, request.target.fileName);
    if (format.family !== targetFormat.family || (format.key === 'odt') !== (targetFormat.key === 'odt')) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_3__/* .InvalidOptionsError */ .cb(`a result document needs two documents of one format; got ${format.key} and ${targetFormat.key}`);
    }
    options.metadata = resultMetadata(request.settings, source, options.metadata);
    const writer = await (0,_formats_registry__WEBPACK_IMPORTED_MODULE_5__/* .writerFor */ .PZ)(format);
    if (!writer)
        throw new _errors__WEBPACK_IMPORTED_MODULE_3__/* .UnsupportedFormatError */ .N$(`result documents in ${format.key} are not available yet`);
    progress('compare', 0.3);
    const changes = await diffModels(source, target, diffOptions);
    const unknown = knownIds.filter((id) => !Number.isInteger(id) || id < 0 || id >= changes.length);
    if (unknown.length) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_3__/* .InvalidOptionsError */ .cb(`unknown change Id${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (the comparison has ${changes.length} change${changes.length === 1 ? '' : 's'}, Ids 0–${Math.max(0, changes.length - 1)})`);
    }
    progress('write', 0.5);
    const output = await writer.write({
        format: format.key,
        source: { bytes: sourceBytes, document: source, fileName: request.source.fileName },
        target: { bytes: targetBytes, document: target, fileName: request.target.fileName },
        changes,
        options,
    });
    progress('validate', 0.8);
    try {
        await writer.validate(output.bytes, { source: sourceBytes, target: targetBytes });
        await readDocument({ bytes: output.bytes, fileName: `result.${format.key}` });
    }
    catch (error) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_3__/* .CorruptDocumentError */ .b6(`the written result failed validation, nothing was saved (${(0,_errors__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)})`);
    }
    const warnings = [...tagWarnings(source, request.source.fileName), ...tagWarnings(target, request.target.fileName), ...output.warnings];
    const bytes = await protectResult(output.bytes, format, request);
    progress('done', 1);
    return {
        bytes,
        changes: (0,_changeinfo__WEBPACK_IMPORTED_MODULE_7__/* .toChangeInfos */ .H)(changes, source, target, 0, [], diffOptions.calculateCoordinates),
        places: changes.map((c) => c.place),
        warnings,
        extension: `.${format.key === 'code' ? 'txt' : format.key}`,
    };
}
/**
 * Settings.CloneMetadata decides whose core properties the result keeps; MetaData's fields,
 * when given, win over the cloned ones. Target (and Default) keep the target's as they are.
 */
function resultMetadata(settings, source, given) {
    const clone = String(settings?.CloneMetadata ?? 'Default').toLowerCase();
    if (!['default', 'target', 'source', 'fileauthor'].includes(clone)) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_3__/* .InvalidOptionsError */ .cb(`CloneMetadata '${settings?.CloneMetadata}' is not one of Default, Source, Target, FileAuthor`);
    }
    if (clone === 'source') {
        return {
            author: given.author ?? source.metadata.author ?? '',
            lastModifiedBy: given.lastModifiedBy ?? source.metadata.lastModifiedBy ?? '',
            company: given.company ?? source.metadata.company,
        };
    }
    if (clone === 'fileauthor') {
        // The result is authored by whoever MetaData names (the caller), not by either input's author.
        return { author: given.author ?? '', lastModifiedBy: given.lastModifiedBy ?? given.author ?? '', company: given.company };
    }
    return given;
}
/**
 * Settings.PasswordSaveOption: the result is encrypted with the source's, the target's or the
 * given password, then decrypted again and re-read, so a protected result is known to open.
 */
async function protectResult(bytes, format, request) {
    const option = String(request.settings?.PasswordSaveOption ?? 'None').toLowerCase();
    if (option === 'none')
        return bytes;
    const password = option === 'source' ? request.source.password : option === 'target' ? request.target.password : option === 'user' ? request.settings?.Password : undefined;
    if (!['source', 'target', 'user'].includes(option))
        throw new _errors__WEBPACK_IMPORTED_MODULE_3__/* .InvalidOptionsError */ .cb(`PasswordSaveOption '${request.settings?.PasswordSaveOption}' is not one of None, Source, Target, User`);
    if (!password)
        throw new _errors__WEBPACK_IMPORTED_MODULE_3__/* .InvalidOptionsError */ .cb(`PasswordSaveOption ${request.settings?.PasswordSaveOption} needs a password, and ${option === 'user' ? 'Settings.Password' : `the ${option} document's password`} is not given`);
    if (format.family !== 'word' || format.key === 'odt' || format.key === 'ott') {
        throw new _errors__WEBPACK_IMPORTED_MODULE_3__/* .UnsupportedFormatError */ .N$(`password-protected results are available for Office documents, not ${format.key}`);
    }
    const encrypted = await (0,_crypto_ooxml__WEBPACK_IMPORTED_MODULE_1__/* .encryptOfficeDocument */ .rY)(bytes, password);
    await readDocument({ bytes: encrypted, fileName: `result.${format.key}`, password });
    return encrypted;
}
/** The API's info operation: format, extension, size and page count. */
async function documentInfo(input) {
    const document = await readDocument(input);
    const format = (0,_formats_registry__WEBPACK_IMPORTED_MODULE_5__/* .detectFormat */ .Tz)(await (0,_crypto_ooxml__WEBPACK_IMPORTED_MODULE_1__/* .unlockOfficeDocument */ .qC)(input.bytes, input.password), input.fileName);
    return {
        FileFormat: format.name,
        Extension: `.${format.key === 'code' ? (input.fileName?.split('.').pop() ?? 'txt') : format.key}`,
        Size: input.bytes.length,
        PageCount: new _layout_estimate__WEBPACK_IMPORTED_MODULE_6__/* .PageLayoutEstimate */ .y(document).pages(),
    };
}
/** The API's formats list: one record per extension. */
function formatsList() {
    return (0,_formats_registry__WEBPACK_IMPORTED_MODULE_5__/* .supportedFormats */ .hP)().flatMap((f) => f.extensions.map((extension) => ({ Extension: extension, FileFormat: f.name })));
}
function tagWarnings(document, fileName) {
    return document.warnings.map((w) => ({ ...w, fileName }));
}

/** How many threads read a large PDF's pages (a process that already runs one engine per core sets 1). */



/***/ }),

/***/ 34895:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ PageLayoutEstimate)
/* harmony export */ });
/* harmony import */ var _model_document__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64451);
/* harmony import */ var _flow__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20569);


const LETTER = { width: 612, height: 792 };
const MARGIN = 72;
const DEFAULT_FONT_SIZE = 11;
const PARAGRAPH_SPACING = 8;
class PageLayoutEstimate {
    document;
    precise;
    width;
    height;
    body = [];
    pageCount;
    layout;
    /**
     * `precise` lays the document out with the built-in renderer's flow (Settings.
     * CalculateComponentCoordinates, and whenever boxes are drawn on built-in previews); otherwise
     * the cheap line estimate above is used, which costs next to nothing on long documents.
     */
    constructor(document, precise = false) {
        this.document = document;
        this.precise = precise;
        this.width = document.pageSize?.width ?? LETTER.width;
        this.height = document.pageSize?.height ?? LETTER.height;
        const body = document.stories.find((s) => s.kind === 'body');
        let page = 1;
        let y = MARGIN;
        const bottom = this.height - MARGIN;
        for (const block of body?.blocks ?? []) {
            const placed = this.measure(block);
            if (y + placed.height > bottom && y > MARGIN) {
                page++;
                y = MARGIN;
            }
            if (placed.height > bottom - MARGIN) {
                // A block taller than a page flows over several.
                this.body.push({ ...placed, page, y });
                const pages = Math.ceil(placed.height / (bottom - MARGIN));
                page += pages - 1;
                y = MARGIN + (placed.height % (bottom - MARGIN));
                continue;
            }
            this.body.push({ ...placed, page, y });
            y += placed.height + PARAGRAPH_SPACING;
            if (block.type === 'paragraph' && block.runs.some((r) => r.object?.kind === 'break' && /page/i.test(r.object.name ?? ''))) {
                page++;
                y = MARGIN;
            }
        }
        this.pageCount = page;
    }
    /** Estimated page count of the body. */
    pages() {
        return this.document.pageCount ?? this.pageCount;
    }
    /** Page and box of one side of a change. */
    locate(side) {
        const base = { pageWidth: this.width, pageHeight: this.height };
        const contentWidth = this.width - 2 * MARGIN;
        if (!side)
            return { ...base, pageNumber: 1, x: MARGIN, y: MARGIN, width: contentWidth, height: 14 };
        if (this.precise) {
            // Laid out on first use: documents without changes never pay for it.
            this.layout ??= new _flow__WEBPACK_IMPORTED_MODULE_0__/* .DocumentLayout */ .o(this.document);
            const laidOut = this.layout.locate(side.story, side.blockPath, side.start, side.end);
            if (laidOut)
                return laidOut;
        }
        const story = this.document.stories.find((s) => s.key === side.story);
        if (!story || story.kind !== 'body' || side.blockPath.length === 0) {
            return { ...base, ...this.storyBox(story, contentWidth) };
        }
        const placed = this.body[side.blockPath[0]];
        if (!placed)
            return { ...base, pageNumber: this.pageCount, x: MARGIN, y: MARGIN, width: contentWidth, height: 14 };
        if (side.start === undefined || side.end === undefined || side.blockPath.length > 1) {
            return { ...base, pageNumber: placed.page, x: MARGIN, y: placed.y, width: contentWidth, height: Math.max(placed.lineHeight, Math.min(placed.height, this.height - MARGIN - placed.y)) };
        }
        const charWidth = contentWidth / placed.charsPerLine;
        const firstLine = Math.floor(side.start / placed.charsPerLine);
        const lastLine = Math.floor(Math.max(side.start, side.end - 1) / placed.charsPerLine);
        const y = placed.y + firstLine * placed.lineHeight;
        if (firstLine === lastLine) {
            const x = MARGIN + (side.start % placed.charsPerLine) * charWidth;
            return { ...base, pageNumber: placed.page, x, y, width: Math.max(charWidth, (side.end - side.start) * charWidth), height: placed.lineHeight };
        }
        return { ...base, pageNumber: placed.page, x: MARGIN, y, width: contentWidth, height: (lastLine - firstLine + 1) * placed.lineHeight };
    }
    storyBox(story, contentWidth) {
        // Header and footer lines sit where the built-in layout draws them (9 pt, baseline at MARGIN / 2).
        if (story?.kind === 'footer')
            return { pageNumber: 1, x: MARGIN, y: this.height - MARGIN / 2 - 10, width: contentWidth, height: 13 };
        if (story?.kind === 'footnote' || story?.kind === 'endnote') {
            return { pageNumber: story.kind === 'endnote' ? this.pageCount : 1, x: MARGIN, y: this.height - MARGIN - 40, width: contentWidth, height: 28 };
        }
        if (story?.kind === 'comment')
            return { pageNumber: 1, x: this.width - MARGIN, y: MARGIN, width: MARGIN - 8, height: 28 };
        return { pageNumber: 1, x: MARGIN, y: MARGIN / 2 - 10, width: contentWidth, height: 13 };
    }
    measure(block) {
        const contentWidth = this.width - 2 * MARGIN;
        if (block.type === 'paragraph')
            return this.measureParagraph(block, contentWidth);
        if (block.type === 'object')
            return { page: 0, y: 0, lineHeight: 14, charsPerLine: 80, height: 144 };
        if (block.type === 'shape')
            return { page: 0, y: 0, lineHeight: 14, charsPerLine: 80, height: block.box?.height ?? 72 };
        let height = 0;
        for (const row of block.rows) {
            const cellWidth = contentWidth / Math.max(1, row.cells.length);
            let rowHeight = 14;
            for (const cell of row.cells) {
                const chars = cell.blocks.map(_model_document__WEBPACK_IMPORTED_MODULE_1__/* .blockText */ .dK).join(' ').length;
                const perLine = Math.max(4, Math.floor(cellWidth / (DEFAULT_FONT_SIZE * 0.5)));
                rowHeight = Math.max(rowHeight, Math.ceil(Math.max(1, chars) / perLine) * 14 + 4);
            }
            height += rowHeight;
        }
        return { page: 0, y: 0, lineHeight: 14, charsPerLine: 80, height };
    }
    measureParagraph(paragraph, contentWidth) {
        const size = paragraph.runs.find((r) => r.style.size)?.style.size ?? (paragraph.headingLevel ? 16 : DEFAULT_FONT_SIZE);
        const charsPerLine = Math.max(8, Math.floor(contentWidth / (size * 0.5)));
        const lineHeight = Math.round(size * 1.25 * 10) / 10;
        const chars = (0,_model_document__WEBPACK_IMPORTED_MODULE_1__/* .blockText */ .dK)(paragraph).length;
        const lines = Math.max(1, Math.ceil(chars / charsPerLine));
        return { page: 0, y: 0, lineHeight, charsPerLine, height: lines * lineHeight };
    }
}


/***/ }),

/***/ 20569:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ DocumentLayout)
/* harmony export */ });
/* unused harmony export layoutParagraph */
/* harmony import */ var _model_document__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64451);
/* harmony import */ var _metrics__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61740);


const LETTER = { width: 612, height: 792 };
const SLIDE = { width: 720, height: 540 };
const SHEET_PAGE = { width: 792, height: 612 };
const MARGIN = 72;
const BODY_SIZE = 11;
const HEADING_SIZES = [0, 20, 16, 14, 13, 12, 12, 11, 11, 11];
const PARAGRAPH_SPACING = 6;
const CELL_PADDING = 4;
const IMAGE_BOX = { width: 200, height: 112 };
const LINE_FACTOR = 1.25;
class DocumentLayout {
    document;
    pages = [];
    placements = new Map();
    storyPages = new Map();
    pageSize;
    constructor(document) {
        this.document = document;
        const paged = document.stories.some((s) => s.kind === 'slide' || s.kind === 'sheet' || s.kind === 'page');
        this.pageSize = document.pageSize ?? (paged && document.stories.some((s) => s.kind === 'slide') ? SLIDE : LETTER);
        if (paged) {
            for (const story of document.stories) {
                if (story.hidden)
                    continue;
                if (story.kind === 'sheet')
                    this.layoutSheet(story);
                else if (story.kind === 'slide' || story.kind === 'page')
                    this.layoutSlide(story);
            }
        }
        else {
            this.layoutFlow(document.stories.filter((s) => s.kind === 'body' || s.kind === 'message' || s.kind === 'attachment'));
        }
        if (this.pages.length === 0)
            this.newPage(this.pageSize);
    }
    /** Placement of a block by story key and block path (`[12]`, `[3, 2, 1, 0]`). */
    placement(story, blockPath) {
        return this.placements.get(key(story, blockPath));
    }
    /** Page of a story that is a page of its own (slide, sheet). */
    storyPage(story) {
        return this.storyPages.get(story);
    }
    /**
     * The box of characters [start, end) of a placed block, or the whole block: on the page of
     * its first line, as the union of the lines there.
     */
    locate(story, blockPath, start, end) {
        let path = [...blockPath];
        let placed = this.placement(story, path);
        // A path deeper than what was placed (a run inside a shape's paragraph) falls back to its parent.
        while (!placed && path.length > 1) {
            path = path.slice(0, -1);
            placed = this.placement(story, path);
            start = end = undefined;
        }
        if (!placed) {
            const page = this.storyPage(story);
            if (page === undefined)
                return undefined;
            const p = this.pages[page - 1];
            return { pageNumber: page, pageWidth: p.width, pageHeight: p.height, x: 0, y: 0, width: p.width, height: p.height };
        }
        const page = this.pages[placed.page - 1];
        const base = { pageWidth: page.width, pageHeight: page.height };
        if (start === undefined || end === undefined || placed.lines.length === 0)
            return { ...base, pageNumber: placed.page, x: placed.x, y: placed.y, width: placed.width, height: placed.height };
        const last = Math.max(start, end - 1);
        const lines = placed.lines.filter((l) => l.start <= last && (l.end > start || (l.start === l.end && l.start === start)));
        if (lines.length === 0) {
            const line = placed.lines[placed.lines.length - 1];
            const x = line.xs[line.xs.length - 1];
            return { ...base, pageNumber: line.page, x, y: line.y, width: 4, height: line.height };
        }
        const firstPage = lines[0].page;
        let left = Infinity;
        let right = -Infinity;
        let top = Infinity;
        let bottom = -Infinity;
        for (const line of lines) {
            if (line.page !== firstPage)
                break;
            const from = Math.max(start, line.start) - line.start;
            const to = Math.min(end, line.end) - line.start;
            left = Math.min(left, line.xs[from]);
            right = Math.max(right, line.xs[Math.max(from, to)]);
            top = Math.min(top, line.y);
            bottom = Math.max(bottom, line.y + line.height);
        }
        const pageOf = this.pages[firstPage - 1];
        return { pageNumber: firstPage, pageWidth: pageOf.width, pageHeight: pageOf.height, x: left, y: top, width: Math.max(2, right - left), height: bottom - top };
    }
    newPage(size) {
        const page = { pageNumber: this.pages.length + 1, width: size.width, height: size.height, items: [] };
        this.pages.push(page);
        return page;
    }
    // ---- flowed documents (Word, ODF, text) ----
    layoutFlow(stories) {
        const size = this.pageSize;
        const top = MARGIN;
        const bottom = size.height - MARGIN;
        const left = MARGIN;
        const width = size.width - 2 * MARGIN;
        let page = this.newPage(size);
        let y = top;
        const ensure = (height) => {
            if (y + height > bottom && y > top) {
                page = this.newPage(size);
                y = top;
            }
        };
        const header = this.document.stories.find((s) => s.kind === 'header');
        const footer = this.document.stories.find((s) => s.kind === 'footer');
        for (const story of stories) {
            for (const [index, block] of story.blocks.entries()) {
                const path = [index];
                if (block.type === 'paragraph') {
                    const draft = layoutParagraph(block, width);
                    y += y > top ? draft.spaceBefore : 0;
                    let placement;
                    for (const [lineIndex, line] of draft.lines.entries()) {
                        const height = line.size * LINE_FACTOR;
                        ensure(height);
                        const placed = this.emitLine(page, line, left, y, lineIndex === 0 ? draft.label : undefined);
                        placement ??= { page: page.pageNumber, x: left, y, width, height: 0, lines: [] };
                        placement.lines.push(placed);
                        if (placement.page === page.pageNumber)
                            placement.height = y + height - placement.y;
                        y += height;
                        if (line.pageBreakAfter) {
                            page = this.newPage(size);
                            y = top;
                        }
                    }
                    if (placement)
                        this.placements.set(key(story.key, path), placement);
                    y += PARAGRAPH_SPACING;
                }
                else if (block.type === 'table') {
                    const result = this.layoutTable(block, story.key, path, left, width, { page, y }, () => {
                        page = this.newPage(size);
                        return { page, y: top };
                    }, bottom);
                    page = result.page;
                    y = result.y + PARAGRAPH_SPACING;
                }
                else {
                    const height = block.type === 'shape' ? Math.min(bottom - top, block.box?.height ?? 72) : IMAGE_BOX.height;
                    const boxWidth = block.type === 'shape' ? Math.min(width, block.box?.width ?? width) : Math.min(width, IMAGE_BOX.width);
                    ensure(height);
                    if (block.type === 'shape')
                        this.layoutShape(page, block, story.key, path, { x: left, y, width: boxWidth, height });
                    else {
                        page.items.push({ kind: 'rect', x: left, y, width: boxWidth, height, fill: 'E6E6E6', stroke: 'A0A0A0', label: (0,_model_document__WEBPACK_IMPORTED_MODULE_0__/* .blockText */ .dK)(block) });
                        this.placements.set(key(story.key, path), { page: page.pageNumber, x: left, y, width: boxWidth, height, lines: [] });
                    }
                    y += height + PARAGRAPH_SPACING;
                }
            }
        }
        this.decorate(header, footer, width);
    }
    /** Header and footer text on every page, in grey, as a reader of the page expects them. */
    decorate(header, footer, width) {
        for (const page of this.pages) {
            for (const [story, y] of [[header, MARGIN / 2], [footer, page.height - MARGIN / 2]]) {
                const text = story?.blocks.map(_model_document__WEBPACK_IMPORTED_MODULE_0__/* .blockText */ .dK).join('  ').trim();
                if (!text)
                    continue;
                const size = 9;
                let shown = text;
                while (shown.length > 1 && (0,_metrics__WEBPACK_IMPORTED_MODULE_1__/* .textWidth */ .sc)(shown, size, false) > width)
                    shown = shown.slice(0, -2);
                page.items.push({ kind: 'text', y, spans: [{ x: MARGIN, text: shown, style: { color: '808080' }, size }] });
            }
        }
    }
    emitLine(page, line, x0, y, label) {
        const spans = line.spans.map((s) => ({ ...s, x: s.x + x0 }));
        if (label)
            spans.unshift({ ...label, x: label.x + x0 });
        if (spans.some((s) => s.text.trim()))
            page.items.push({ kind: 'text', y: y + line.size * 1.0, spans });
        for (const box of line.boxes) {
            page.items.push({ kind: 'rect', x: x0 + box.x, y: y + 1, width: box.width, height: line.size * LINE_FACTOR - 2, fill: 'E6E6E6', stroke: 'A0A0A0', label: box.label });
        }
        return { page: page.pageNumber, y, height: line.size * LINE_FACTOR, start: line.start, end: line.end, xs: line.xs.map((v) => v + x0) };
    }
    layoutTable(table, storyKey, path, left, width, at, nextPage, bottom) {
        const columns = Math.max(1, ...table.rows.map((row) => row.cells.reduce((n, c) => n + (c.colSpan ?? 1), 0)));
        const columnWidth = width / columns;
        let { page, y } = at;
        const startPage = page.pageNumber;
        const startY = y;
        for (const [rowIndex, row] of table.rows.entries()) {
            let column = 0;
            const cells = row.cells.map((cell) => {
                const span = cell.colSpan ?? 1;
                const x = left + column * columnWidth;
                column += span;
                const cellWidth = span * columnWidth;
                const drafts = cell.blocks.map((block) => (block.type === 'paragraph' ? layoutParagraph(block, cellWidth - 2 * CELL_PADDING, 10) : undefined));
                const height = drafts.reduce((h, d, i) => h + (d ? d.lines.reduce((s, l) => s + l.size * LINE_FACTOR, 0) : cell.blocks[i] ? 14 : 0), 0);
                return { cell, x, cellWidth, drafts, height };
            });
            const rowHeight = Math.max(16, ...cells.map((c) => c.height + 2 * CELL_PADDING));
            if (y + rowHeight > bottom && y > MARGIN)
                ({ page, y } = nextPage());
            for (const [cellIndex, c] of cells.entries()) {
                if (c.cell.vMerge !== 'continue')
                    page.items.push({ kind: 'rect', x: c.x, y, width: c.cellWidth, height: rowHeight, stroke: '808080' });
                let cy = y + CELL_PADDING;
                for (const [blockIndex, draft] of c.drafts.entries()) {
                    const blockPath = [...path, rowIndex, cellIndex, blockIndex];
                    if (!draft) {
                        const label = (0,_model_document__WEBPACK_IMPORTED_MODULE_0__/* .blockText */ .dK)(c.cell.blocks[blockIndex]);
                        page.items.push({ kind: 'text', y: cy + 10, spans: [{ x: c.x + CELL_PADDING, text: label.slice(0, 60), style: { color: '606060' }, size: 9 }] });
                        this.placements.set(key(storyKey, blockPath), { page: page.pageNumber, x: c.x, y: cy, width: c.cellWidth, height: 14, lines: [] });
                        cy += 14;
                        continue;
                    }
                    const placement = { page: page.pageNumber, x: c.x + CELL_PADDING, y: cy, width: c.cellWidth - 2 * CELL_PADDING, height: 0, lines: [] };
                    for (const [lineIndex, line] of draft.lines.entries()) {
                        placement.lines.push(this.emitLine(page, line, c.x + CELL_PADDING, cy, lineIndex === 0 ? draft.label : undefined));
                        cy += line.size * LINE_FACTOR;
                    }
                    placement.height = cy - placement.y;
                    this.placements.set(key(storyKey, blockPath), placement);
                }
                this.placements.set(key(storyKey, [...path, rowIndex, cellIndex]), { page: page.pageNumber, x: c.x, y, width: c.cellWidth, height: rowHeight, lines: [] });
            }
            this.placements.set(key(storyKey, [...path, rowIndex]), { page: page.pageNumber, x: left, y, width, height: rowHeight, lines: [] });
            y += rowHeight;
        }
        this.placements.set(key(storyKey, path), { page: startPage, x: left, y: startY, width, height: page.pageNumber === startPage ? y - startY : bottom - startY, lines: [] });
        return { page, y };
    }
    // ---- slides and drawings: shapes at their boxes ----
    layoutSlide(story) {
        const size = story.pageSize ?? this.pageSize;
        const page = this.newPage(size);
        this.storyPages.set(story.key, page.pageNumber);
        let y = 36;
        for (const [index, block] of story.blocks.entries()) {
            if (block.type === 'shape') {
                const box = block.box ?? { x: 36, y, width: size.width - 72, height: 60 };
                this.layoutShape(page, block, story.key, [index], box);
                y = Math.max(y, box.y + box.height + 8);
            }
            else if (block.type === 'paragraph') {
                const draft = layoutParagraph(block, size.width - 72);
                const placement = { page: page.pageNumber, x: 36, y, width: size.width - 72, height: 0, lines: [] };
                for (const line of draft.lines) {
                    placement.lines.push(this.emitLine(page, line, 36, y));
                    y += line.size * LINE_FACTOR;
                }
                placement.height = y - placement.y;
                this.placements.set(key(story.key, [index]), placement);
            }
            else {
                const height = 40;
                page.items.push({ kind: 'rect', x: 36, y, width: size.width - 72, height, fill: 'F0F0F0', stroke: 'A0A0A0', label: (0,_model_document__WEBPACK_IMPORTED_MODULE_0__/* .blockText */ .dK)(block).slice(0, 80) });
                this.placements.set(key(story.key, [index]), { page: page.pageNumber, x: 36, y, width: size.width - 72, height, lines: [] });
                y += height + 8;
            }
        }
    }
    layoutShape(page, shape, storyKey, path, box) {
        const hasText = shape.blocks.some((b) => (0,_model_document__WEBPACK_IMPORTED_MODULE_0__/* .blockText */ .dK)(b).trim());
        if (shape.object && !hasText)
            page.items.push({ kind: 'rect', ...box, fill: 'E6E6E6', stroke: 'A0A0A0', label: (0,_model_document__WEBPACK_IMPORTED_MODULE_0__/* .blockText */ .dK)({ type: 'object', object: shape.object }) });
        else
            page.items.push({ kind: 'rect', ...box, stroke: 'C8C8C8' });
        this.placements.set(key(storyKey, path), { page: page.pageNumber, ...box, lines: [] });
        const inner = Math.max(8, box.width - 2 * CELL_PADDING);
        const defaultSize = shape.placeholder === 'title' || shape.placeholder === 'ctrTitle' ? 28 : 16;
        let y = box.y + CELL_PADDING;
        for (const [index, block] of shape.blocks.entries()) {
            if (block.type !== 'paragraph')
                continue;
            const draft = layoutParagraph(block, inner, defaultSize);
            const placement = { page: page.pageNumber, x: box.x + CELL_PADDING, y, width: inner, height: 0, lines: [] };
            for (const [lineIndex, line] of draft.lines.entries()) {
                placement.lines.push(this.emitLine(page, line, box.x + CELL_PADDING, y, lineIndex === 0 ? draft.label : undefined));
                y += line.size * LINE_FACTOR;
            }
            placement.height = y - placement.y;
            this.placements.set(key(storyKey, [...path, index]), placement);
        }
    }
    // ---- sheets: a grid of the first rows and columns that fit ----
    layoutSheet(story) {
        const size = story.pageSize ?? SHEET_PAGE;
        const page = this.newPage(size);
        this.storyPages.set(story.key, page.pageNumber);
        const tableIndex = story.blocks.findIndex((b) => b.type === 'table');
        const table = story.blocks[tableIndex];
        page.items.push({ kind: 'text', y: 24, spans: [{ x: 24, text: story.label, style: { bold: true }, size: 11 }] });
        if (!table)
            return;
        const left = 24;
        const top = 36;
        const headerWidth = 32;
        const rowHeight = 16;
        const columns = Math.max(0, ...table.rows.map((r) => r.cells.length));
        const widths = [];
        for (let c = 0; c < columns; c++) {
            let longest = 0;
            for (const row of table.rows.slice(0, 200))
                longest = Math.max(longest, (0,_metrics__WEBPACK_IMPORTED_MODULE_1__/* .textWidth */ .sc)(row.cells[c] ? row.cells[c].blocks.map(_model_document__WEBPACK_IMPORTED_MODULE_0__/* .blockText */ .dK).join(' ') : '', 9, false));
            widths.push(Math.min(160, Math.max(48, longest + 2 * CELL_PADDING)));
        }
        const xs = [left + headerWidth];
        for (const w of widths)
            xs.push(xs[xs.length - 1] + w);
        const fitColumns = Math.max(1, xs.findIndex((x) => x > size.width - 24) - 1 < 0 ? columns : xs.findIndex((x) => x > size.width - 24) - 1);
        const fitRows = Math.max(1, Math.floor((size.height - top - 24) / rowHeight) - 1);
        const gridRight = xs[Math.min(fitColumns, columns)];
        page.items.push({ kind: 'rect', x: left, y: top, width: gridRight - left, height: rowHeight, fill: 'EEEEEE', stroke: 'B0B0B0' });
        for (let c = 0; c < Math.min(fitColumns, columns); c++) {
            const letter = columnLetter(c);
            page.items.push({ kind: 'text', y: top + 12, spans: [{ x: xs[c] + widths[c] / 2 - (0,_metrics__WEBPACK_IMPORTED_MODULE_1__/* .textWidth */ .sc)(letter, 9, false) / 2, text: letter, style: { color: '505050' }, size: 9 }] });
        }
        for (const [r, row] of table.rows.slice(0, fitRows).entries()) {
            const y = top + (r + 1) * rowHeight;
            const rowNumber = /\d+$/.exec(row.cells.find((c) => c.ref)?.ref ?? '')?.[0] ?? String(r + 1);
            page.items.push({ kind: 'rect', x: left, y, width: headerWidth, height: rowHeight, fill: 'EEEEEE', stroke: 'B0B0B0' });
            page.items.push({ kind: 'text', y: y + 12, spans: [{ x: left + 4, text: rowNumber, style: { color: '505050' }, size: 9 }] });
            for (const [c, cell] of row.cells.entries()) {
                if (c >= fitColumns)
                    break;
                page.items.push({ kind: 'rect', x: xs[c], y, width: widths[c], height: rowHeight, stroke: 'D0D0D0' });
                let text = cell.blocks.map(_model_document__WEBPACK_IMPORTED_MODULE_0__/* .blockText */ .dK).join(' ');
                const style = cell.blocks[0]?.type === 'paragraph' ? (cell.blocks[0].runs[0]?.style ?? {}) : {};
                while (text.length > 1 && (0,_metrics__WEBPACK_IMPORTED_MODULE_1__/* .textWidth */ .sc)(text, 9, style.bold === true) > widths[c] - 2 * CELL_PADDING)
                    text = text.slice(0, -1);
                const numeric = /^-?[\d.,]+%?$/.test(text);
                const x = numeric ? xs[c] + widths[c] - CELL_PADDING - (0,_metrics__WEBPACK_IMPORTED_MODULE_1__/* .textWidth */ .sc)(text, 9, style.bold === true) : xs[c] + CELL_PADDING;
                if (text)
                    page.items.push({ kind: 'text', y: y + 12, spans: [{ x, text, style, size: 9 }] });
                const cellPlacement = { page: page.pageNumber, x: xs[c], y, width: widths[c], height: rowHeight, lines: [] };
                this.placements.set(key(story.key, [tableIndex, r, c]), cellPlacement);
                for (let b = 0; b < cell.blocks.length; b++)
                    this.placements.set(key(story.key, [tableIndex, r, c, b]), cellPlacement);
            }
            this.placements.set(key(story.key, [tableIndex, r]), { page: page.pageNumber, x: left, y, width: gridRight - left, height: rowHeight, lines: [] });
        }
        if (table.rows.length > fitRows || columns > fitColumns) {
            page.items.push({ kind: 'text', y: size.height - 10, spans: [{ x: 24, text: `showing ${Math.min(fitRows, table.rows.length)} of ${table.rows.length} rows, ${Math.min(fitColumns, columns)} of ${columns} columns`, style: { color: '808080', italic: true }, size: 8 }] });
        }
    }
}
function columnLetter(index) {
    let s = '';
    for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
        s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
    return s;
}
function key(story, path) {
    return `${story}\u0000${path.join('/')}`;
}
/** Breaks a paragraph into lines of at most `width` points (greedy, at spaces; long words split). */
function layoutParagraph(paragraph, width, baseSize = BODY_SIZE) {
    const heading = paragraph.headingLevel ? HEADING_SIZES[Math.min(9, paragraph.headingLevel)] : undefined;
    const defaultSize = heading ?? baseSize;
    const indent = paragraph.list ? Math.min(width / 2, 18 * (paragraph.list.level + 1)) : 0;
    const available = Math.max(20, width - indent);
    const lines = [];
    const fresh = (start) => ({ spans: [], start, end: start, xs: [indent], size: 0, boxes: [], pageBreakAfter: false });
    let line = fresh(0);
    let x = 0;
    let offset = 0;
    let hasInk = false;
    const finish = (pageBreakAfter = false) => {
        line.pageBreakAfter = pageBreakAfter;
        lines.push(line);
        line = fresh(offset);
        x = 0;
        hasInk = false;
    };
    const put = (text, style, size) => {
        const bold = style.bold === true || (heading !== undefined && style.bold !== false);
        const last = line.spans[line.spans.length - 1];
        const drawn = heading !== undefined && style.bold === undefined ? { ...style, bold: true } : style;
        if (last && last.style === drawn && last.size === size)
            last.text += text;
        else if (last && sameStyle(last.style, drawn) && last.size === size)
            last.text += text;
        else
            line.spans.push({ x: indent + x, text, style: drawn, size });
        for (let i = 0; i < text.length; i++) {
            x += (0,_metrics__WEBPACK_IMPORTED_MODULE_1__/* .charWidth */ .Vj)(text.charCodeAt(i), size, bold);
            line.xs.push(indent + x);
        }
        offset += text.length;
        line.end = offset;
        if (text)
            line.size = Math.max(line.size, size);
        if (text.trim())
            hasInk = true;
    };
    for (const run of paragraph.runs) {
        const size = run.style.size ?? defaultSize;
        const bold = run.style.bold === true || heading !== undefined;
        if (run.object) {
            if (run.object.kind === 'break') {
                put(run.text, run.style, size);
                finish(/page/i.test(run.object.name ?? ''));
                continue;
            }
            const label = run.text || (0,_model_document__WEBPACK_IMPORTED_MODULE_0__/* .blockText */ .dK)({ type: 'object', object: run.object });
            const w = Math.min(available, (0,_metrics__WEBPACK_IMPORTED_MODULE_1__/* .textWidth */ .sc)(label, size, false) + 8);
            if (x + w > available && hasInk)
                finish();
            line.boxes.push({ x: indent + x, width: w, label });
            // The run's characters are spread over its box, so offsets inside it still map to x.
            const count = run.text.length;
            for (let i = 0; i < count; i++)
                line.xs.push(indent + x + ((i + 1) * w) / count);
            x += w;
            offset += count;
            line.end = offset;
            line.size = Math.max(line.size, size);
            hasInk = true;
            continue;
        }
        for (const token of run.text.match(/\n|[^\S\n]+|[^\s]+/g) ?? []) {
            if (token === '\n') {
                put(token.replace('\n', ''), run.style, size);
                offset += 1;
                line.end = offset;
                line.xs.push(indent + x);
                finish();
                continue;
            }
            if (!/\S/.test(token)) {
                put(token, run.style, size);
                continue;
            }
            const w = (0,_metrics__WEBPACK_IMPORTED_MODULE_1__/* .textWidth */ .sc)(token, size, bold);
            if (x + w > available && hasInk)
                finish();
            if (w > available) {
                // A word longer than the line (URLs, hashes): split it where it overflows.
                let piece = '';
                let pieceWidth = 0;
                for (const ch of token) {
                    const cw = (0,_metrics__WEBPACK_IMPORTED_MODULE_1__/* .textWidth */ .sc)(ch, size, bold);
                    if (x + pieceWidth + cw > available && (piece || hasInk)) {
                        put(piece, run.style, size);
                        piece = '';
                        pieceWidth = 0;
                        finish();
                    }
                    piece += ch;
                    pieceWidth += cw;
                }
                if (piece)
                    put(piece, run.style, size);
                continue;
            }
            put(token, run.style, size);
        }
    }
    if (lines.length === 0 || line.end > line.start || line.spans.length || line.boxes.length)
        lines.push(line);
    for (const l of lines) {
        if (l.size === 0)
            l.size = defaultSize;
        const shift = paragraph.alignment === 'center' ? (available - (l.xs[l.xs.length - 1] - indent)) / 2 : paragraph.alignment === 'right' ? available - (l.xs[l.xs.length - 1] - indent) : 0;
        if (shift > 0) {
            for (const s of l.spans)
                s.x += shift;
            for (const b of l.boxes)
                b.x += shift;
            l.xs = l.xs.map((v) => v + shift);
        }
    }
    const label = paragraph.list ? { x: Math.max(0, indent - (0,_metrics__WEBPACK_IMPORTED_MODULE_1__/* .textWidth */ .sc)(paragraph.list.label, defaultSize, false) - 6), text: paragraph.list.label, style: {}, size: defaultSize } : undefined;
    return { lines, size: defaultSize, label, spaceBefore: heading ? 8 : 0 };
}
function sameStyle(a, b) {
    return a.bold === b.bold && a.italic === b.italic && a.color === b.color && a.underline === b.underline && a.strike === b.strike && a.highlight === b.highlight && a.vertAlign === b.vertAlign && a.font === b.font;
}


/***/ }),

/***/ 61740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vj: () => (/* binding */ charWidth),
/* harmony export */   sc: () => (/* binding */ textWidth)
/* harmony export */ });
/* unused harmony export isBold */
/**
 * Text widths for layout without a font engine: Helvetica's advance widths (per 1000 em) for
 * ASCII, which Arial and Liberation Sans share, so the built-in renderer's SVG text (drawn in
 * those fonts) lands where the layout put it. Other scripts use an average, CJK a full em.
 */
const ASCII_WIDTHS = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584,
    584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278,
    278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500,
    500, 334, 260, 334, 584,
];
function charWidth(code, size, bold) {
    let units;
    if (code >= 32 && code <= 126)
        units = ASCII_WIDTHS[code - 32];
    else if (code === 9)
        units = 1112;
    else if (code >= 0x2e80 && code <= 0xffef)
        units = 1000;
    else
        units = 556;
    return (units * (bold ? 1.06 : 1) * size) / 1000;
}
function textWidth(text, size, bold) {
    let width = 0;
    for (let i = 0; i < text.length; i++)
        width += charWidth(text.charCodeAt(i), size, bold);
    return width;
}
function isBold(style) {
    return style?.bold === true;
}


/***/ }),

/***/ 94441:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ diffOptionsFromSettings)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);
/* harmony import */ var _diff_types__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59597);


/** Maps API Settings onto the diff core's options; bad values are an error naming the field. */
function diffOptionsFromSettings(settings) {
    const options = { ..._diff_types__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_DIFF_OPTIONS */ .d };
    if (!settings)
        return options;
    if (settings.ShowDeletedContent !== undefined)
        options.showDeleted = settings.ShowDeletedContent;
    if (settings.ShowInsertedContent !== undefined)
        options.showInserted = settings.ShowInsertedContent;
    if (settings.StyleChangeDetection !== undefined)
        options.detectStyleChanges = settings.StyleChangeDetection;
    if (settings.HeaderFootersComparison !== undefined)
        options.compareHeadersFooters = settings.HeaderFootersComparison;
    if (settings.MarkNestedContent !== undefined)
        options.markNested = settings.MarkNestedContent;
    if (settings.DetailsLevel !== undefined) {
        const level = String(settings.DetailsLevel).toLowerCase();
        if (level !== 'low' && level !== 'middle' && level !== 'high') {
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidOptionsError */ .cb(`DetailsLevel '${settings.DetailsLevel}' is not one of Low, Middle, High`);
        }
        options.detailsLevel = level;
    }
    if (settings.WordsSeparatorChars !== undefined) {
        const chars = settings.WordsSeparatorChars;
        options.wordSeparators = Array.isArray(chars) ? chars.join('') : String(chars);
    }
    if (settings.CellsCompareFormulas !== undefined || settings.CellsNumericTolerance !== undefined) {
        const tolerance = settings.CellsNumericTolerance;
        if (tolerance !== undefined && (!Number.isFinite(Number(tolerance)) || Number(tolerance) < 0)) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidOptionsError */ .cb(`CellsNumericTolerance ${tolerance} is not a number >= 0`);
        }
        options.cells = { compareFormulas: settings.CellsCompareFormulas, numericTolerance: tolerance === undefined ? undefined : Number(tolerance) };
    }
    if (settings.CalculateComponentCoordinates !== undefined)
        options.calculateCoordinates = settings.CalculateComponentCoordinates;
    if (settings.OriginalSize?.Width && settings.OriginalSize?.Height) {
        options.originalSize = { width: settings.OriginalSize.Width, height: settings.OriginalSize.Height };
    }
    if (settings.SensitivityOfComparison !== undefined) {
        const s = Number(settings.SensitivityOfComparison);
        if (!Number.isFinite(s) || s < 0 || s > 100) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidOptionsError */ .cb(`SensitivityOfComparison ${settings.SensitivityOfComparison} is not a number from 0 to 100`);
        }
        options.sensitivity = s;
    }
    return options;
}


/***/ })

};
