(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 327;
const ids = [327,6828,4373,2686];
const modules = {

/***/ 6828:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sourceDateEpoch: () => (/* binding */ sourceDateEpoch)
/* harmony export */ });
/**
 * SOURCE_DATE_EPOCH (https://reproducible-builds.org/specs/source-date-epoch/): when set, the
 * date results carry (tracked changes, notes, PDF annotations). Read by the doors (CLI, action,
 * service), never by the engine, which stays free of the environment; without it the engine
 * dates results from the target's metadata, so results are reproducible either way.
 */
function sourceDateEpoch(env) {
    const text = env.SOURCE_DATE_EPOCH?.trim();
    if (!text)
        return undefined;
    const seconds = /^\d{1,12}$/.test(text) ? Number(text) : NaN;
    const date = new Date(seconds * 1000);
    if (!Number.isFinite(date.getTime()) || date.getUTCFullYear() < 1980 || date.getUTCFullYear() > 9999) {
        throw new Error(`SOURCE_DATE_EPOCH '${text}' is not a whole number of seconds since 1970 (from 1980 on)`);
    }
    return date;
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

/***/ 37273:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $h: () => (/* binding */ ConvertSettings),
/* harmony export */   N: () => (/* binding */ StoredConvertedResult),
/* harmony export */   mt: () => (/* binding */ ResxFileRequest),
/* harmony export */   sR: () => (/* binding */ StatusResponse)
/* harmony export */ });
/* unused harmony exports CsvLoadOptions, LoadOptions, ConvertOptions */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12311);
/* harmony import */ var _enums__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2739);
/**
 * Request/response bodies of two SIBLING GroupDocs Cloud APIs that docdelta also
 * serves. Neither is part of the GroupDocs.Comparison Cloud v2.0 spec:
 *
 *  - POST /conversion  (GroupDocs.Conversion Cloud, ConvertSettings)
 *    source: groupdocs-conversion-cloud-python groupdocs_conversion_cloud/models/
 *    convert_settings.py, load_options.py, csv_load_options.py, convert_options.py.
 *    Its names are PascalCase like the comparison API.
 *
 *  - POST /translation/resx  (GroupDocs.Translation Cloud, ResxFileRequest / StatusResponse)
 *    source: groupdocs-translation-cloud-python GroupDocs/Translation/Api/models/
 *    resx_file_request.py, status_response.py (OpenAPI-generator, pydantic aliases)
 *    and groupdocs-translation-cloud-dotnet docs/ResxFileRequest.md.
 *    Its spec names are camelCase, so camelCase is their canonical form here.
 */


const int = () => zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int();
/**
 * CsvLoadOptions (csv_load_options.py, extends SpreadsheetLoadOptions).
 * Spec marks Separator, IsMultiEncoded, HasFormula, ConvertNumericData and
 * ConvertDateTimeData required. Stated defaults: ConvertNumericData and
 * ConvertDateTimeData "Default is True"; the booleans without a stated default
 * take C# default(bool). Separator has no stated default and stays required.
 */
const CsvLoadOptions = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    Format: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    Separator: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    IsMultiEncoded: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
    HasFormula: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
    ConvertNumericData: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(true),
    ConvertDateTimeData: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(true),
    Encoding: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
/**
 * LoadOptions as accepted in ConvertSettings.LoadOptions. The spec's LoadOptions is a
 * polymorphic base (only `Format`) with one subclass per input format; the server
 * picks the subclass from the input file. docdelta keeps one flat record: the base
 * field, the CSV fields (all optional here: they apply only to CSV input; apply
 * CsvLoadOptions for CSV defaults) and Password, which most subclasses carry.
 */
const LoadOptions = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** Input format, e.g. "docx"; only needed for direct (stream) conversion. */
    Format: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    Password: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    Separator: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional(),
    IsMultiEncoded: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    HasFormula: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    ConvertNumericData: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    ConvertDateTimeData: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    Encoding: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
/**
 * ConvertOptions base (convert_options.py). FromPage and PagesCount are marked
 * required on the base class but are optional here because the record is a
 * polymorphic base and subclass defaults differ. WatermarkOptions is not modelled.
 */
const ConvertOptions = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    FromPage: int().min(1).optional(),
    PagesCount: int().min(1).optional(),
    /** Page indexes to convert. */
    Pages: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(int()).optional(),
});
/** ConvertSettings: body of POST /conversion (convert_settings.py). FilePath and Format required, min length 1. */
const ConvertSettings = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    StorageName: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    FilePath: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    /** Requested output format, e.g. "pdf". */
    Format: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    LoadOptions: LoadOptions.optional(),
    ConvertOptions: ConvertOptions.optional(),
    /** Converted file save path; when absent the result is returned in the response. */
    OutputPath: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    FontsPath: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
/** StoredConvertedResult: one element of the POST /conversion response array. */
const StoredConvertedResult = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    Name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    Size: int().min(0),
    Url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
/**
 * ResxFileRequest: body of POST /translation/resx.
 * sourceLanguage: required, min length 1, default "en" (python from_dict falls back
 * to 'en'; dotnet docs "[default to \"en\"]"). targetLanguages: required.
 * savingMode: "Is Files by default" (field description).
 */
const ResxFileRequest = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    sourceLanguage: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).default('en'),
    targetLanguages: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1)).min(1),
    /** File content; byte[] in the spec, i.e. base64 in JSON. Takes precedence over url. */
    file: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** "If null will be as request ID." */
    originalFileName: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** Link to the file; ignored if `file` is set. */
    url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** "Url or name of application using this SDK. Not required." */
    origin: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    savingMode: _enums__WEBPACK_IMPORTED_MODULE_0__/* .SavingMode */ .Eb.default('Files'),
});
/**
 * StatusResponse: response of POST /translation/resx (status_response.py).
 * `status` is the spec's HttpStatusCode (the .NET enum: serialised as its number,
 * or its name); `id` is the request id used to poll for the result.
 */
const StatusResponse = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([int(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()]).optional(),
    message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});


/***/ }),

/***/ 69656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CQ: () => (/* binding */ FilesList),
/* harmony export */   Hz: () => (/* binding */ ConsumptionResult),
/* harmony export */   Kk: () => (/* binding */ FilesUploadResult),
/* harmony export */   St: () => (/* binding */ FileVersions),
/* harmony export */   Ww: () => (/* binding */ makeErrorResponse),
/* harmony export */   _p: () => (/* binding */ ErrorResponse),
/* harmony export */   rT: () => (/* binding */ ObjectExist),
/* harmony export */   rV: () => (/* binding */ StorageExist),
/* harmony export */   zy: () => (/* binding */ DiscUsage)
/* harmony export */ });
/* unused harmony exports StorageFile, FileVersion, ErrorDetails, ModelError, ErrorResponseDetails, ErrorResponseError */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12311);
/**
 * Storage, license and error records of the GroupDocs.Comparison Cloud v2.0 API
 * (File/Folder/Storage/License APIs shared by all GroupDocs Cloud products).
 *
 * These are response records: required fields (python setters that raise
 * "must not be `None`") stay strictly required and have no defaults.
 * Sources: groupdocs-comparison-cloud-dotnet src/GroupDocs.Comparison.Cloud.Sdk/Model/*.cs
 * (names/types), groupdocs-conversion-cloud-python groupdocs_conversion_cloud/models/*.py
 * (same shared models, for which fields are required).
 */

const int = () => zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int();
/** StorageFile: file or folder information (StorageFile.cs). IsFolder and Size required. */
const StorageFile = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    Name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    IsFolder: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** ISO 8601 date-time (DateTime in the spec). */
    ModifiedDate: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    Size: int().min(0),
    Path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
/** FileVersion = StorageFile + VersionId, IsLatest (models/file_version.py). IsLatest required. */
const FileVersion = StorageFile.extend({
    VersionId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    IsLatest: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
});
/** FilesList, response of GET /comparison/storage/folder/{path} (FilesList.cs). */
const FilesList = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    Value: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(StorageFile).optional(),
});
/** FileVersions, response of GET /comparison/storage/version/{path} (FileVersions.cs). */
const FileVersions = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    Value: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(FileVersion).optional(),
});
/** ErrorDetails (ErrorDetails.cs). Date (DateTime) required. */
const ErrorDetails = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    RequestId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** ISO 8601 date-time. */
    Date: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
/**
 * The spec's `Error` record (Error.cs; node SDK src/model/model_error.ts calls it
 * ModelError, as `Error` would shadow the global). Used in FilesUploadResult.Errors.
 */
const ModelError = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    Code: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    Message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    Description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    InnerError: ErrorDetails.optional(),
});
/** FilesUploadResult, response of PUT /comparison/storage/file/{path} (FilesUploadResult.cs). */
const FilesUploadResult = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    Uploaded: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    Errors: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ModelError).optional(),
});
/** ObjectExist, response of GET /comparison/storage/exist/{path}. Both required. */
const ObjectExist = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    Exists: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    IsFolder: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
});
/** StorageExist, response of GET /comparison/storage/{storageName}/exist. Exists required. */
const StorageExist = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    Exists: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
});
/** DiscUsage, response of GET /comparison/storage/disc (DiscUsage.cs). Both required (long). */
const DiscUsage = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    UsedSize: int().min(0),
    TotalSize: int().min(0),
});
/** ConsumptionResult, response of GET /comparison/consumption (ConsumptionResult.cs). Both required (decimal). */
const ConsumptionResult = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    Credit: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    Quantity: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
});
/**
 * Error response envelope. Unlike the records above its wire names are
 * camelCase whatever the casing of the rest of the API:
 *   {"error": {"code", "message", "description", "innerError": {"requestId", "date"}}}
 * (the .NET SDK reads it as ApiErrorResponse { Error } case-insensitively:
 * src/GroupDocs.Comparison.Cloud.Sdk/Client/RequestHandlers/ApiErrorResponse.cs).
 * Its canonical form therefore IS camelCase, and toWire leaves it unchanged in
 * both casings.
 */
const ErrorResponseDetails = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    requestId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    date: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
const ErrorResponseError = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    code: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    innerError: ErrorResponseDetails.optional(),
});
const ErrorResponse = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    error: ErrorResponseError,
});
/** Builds an ErrorResponse; `date` defaults to now. */
function makeErrorResponse(code, message, opts = {}) {
    const innerError = { date: (opts.date ?? new Date()).toISOString() };
    if (opts.requestId !== undefined)
        innerError.requestId = opts.requestId;
    const error = { code, message, innerError };
    if (opts.description !== undefined)
        error.description = opts.description;
    return { error };
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

/***/ 19101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ documentToText)
/* harmony export */ });
function documentToText(document, options = {}) {
    const lines = [];
    const body = document.stories.filter((story) => story.kind === 'body');
    const others = document.stories.filter((story) => story.kind !== 'body');
    for (const story of body)
        renderBlocks(story.blocks, lines, options);
    for (const story of others) {
        const storyLines = [];
        renderBlocks(story.blocks, storyLines, options);
        if (!storyLines.length)
            continue;
        // A blank line before each marker keeps sections apart for a reader and for diff hunks.
        if (lines.length)
            lines.push('');
        lines.push(`--- ${storyLabel(story)} ---`);
        lines.push(...storyLines);
    }
    return lines.length ? `${lines.join('\n')}\n` : '';
}
function storyLabel(story) {
    const label = oneLine(story.label);
    return story.author && !label.includes(story.author) ? `${label} by ${oneLine(story.author)}` : label;
}
function renderBlocks(blocks, lines, options) {
    for (const block of blocks) {
        switch (block.type) {
            case 'paragraph':
                renderParagraph(block, lines, options);
                break;
            case 'table':
                renderTable(block, lines);
                break;
            case 'object':
                lines.push(objectLabel(block.object.kind, block.object.name));
                break;
            case 'shape':
                // A shape is named, then its text follows, so a moved shape's text diffs as text.
                lines.push(`[shape${block.name ? `: ${oneLine(block.name)}` : ''}]`);
                if (block.object)
                    lines.push(objectLabel(block.object.kind, block.object.name));
                renderBlocks(block.blocks, lines, options);
                break;
        }
    }
}
function renderParagraph(paragraph, lines, options) {
    // Headings are bold or italic by their style; marking that on every heading is noise.
    const text = formattedText(paragraph.runs, Boolean(paragraph.headingLevel));
    if (!text)
        return;
    let prefix = '';
    if (paragraph.headingLevel)
        prefix = `${'#'.repeat(Math.min(paragraph.headingLevel, 9))} `;
    else if (paragraph.list)
        prefix = `${'  '.repeat(paragraph.list.level)}${oneLine(paragraph.list.label) || '•'} `;
    const indent = paragraph.list && !paragraph.headingLevel ? ' '.repeat(prefix.length) : '';
    lines.push(...wrapLine(prefix + text, options.wrap, indent));
}
/** A table row per line, cells separated by ` | `; cell paragraphs joined by ` / `. */
function renderTable(table, lines) {
    for (const row of table.rows) {
        const cells = row.cells.filter((cell) => cell.vMerge !== 'continue').map((cell) => inlineBlocks(cell.blocks));
        if (cells.some((cell) => cell))
            lines.push(cells.join(' | '));
    }
}
/** Blocks of a table cell on one line; a nested table becomes `[a | b; c | d]`. */
function inlineBlocks(blocks) {
    const parts = [];
    for (const block of blocks) {
        if (block.type === 'paragraph') {
            const text = formattedText(block.runs);
            if (text)
                parts.push(block.list ? `${oneLine(block.list.label)} ${text}` : text);
        }
        else if (block.type === 'object')
            parts.push(objectLabel(block.object.kind, block.object.name));
        else if (block.type === 'shape') {
            const inner = inlineBlocks(block.blocks);
            if (inner)
                parts.push(inner);
            else if (block.object)
                parts.push(objectLabel(block.object.kind, block.object.name));
        }
        else {
            const rows = block.rows.map((row) => row.cells.map((cell) => inlineBlocks(cell.blocks)).join(' | '));
            parts.push(`[${rows.join('; ')}]`);
        }
    }
    return parts.join(' / ');
}
/**
 * The paragraph's text with light formatting markers. Adjacent runs with the same marks are
 * merged first, so a word split over runs by an editor does not gain markers in the middle; the
 * markers hug the text, leaving surrounding spaces outside so word diffs stay word-aligned.
 */
function formattedText(runs, dropCommonMarks = false) {
    const pieces = [];
    for (const run of runs) {
        const text = run.object ? objectLabel(run.object.kind, run.object.name) : oneLine(run.text);
        if (!text)
            continue;
        const marks = run.object
            ? { bold: false, italic: false, strike: false }
            : { bold: Boolean(run.style.bold), italic: Boolean(run.style.italic), strike: Boolean(run.style.strike) };
        const last = pieces[pieces.length - 1];
        if (last && sameMarks(last.marks, marks))
            last.text += text;
        else
            pieces.push({ text, marks });
    }
    if (dropCommonMarks) {
        const textPieces = pieces.filter((piece) => piece.text.trim());
        for (const key of ['bold', 'italic', 'strike']) {
            if (textPieces.length && textPieces.every((piece) => piece.marks[key]))
                for (const piece of pieces)
                    piece.marks = { ...piece.marks, [key]: false };
        }
        for (let i = pieces.length - 1; i > 0; i--) {
            if (sameMarks(pieces[i - 1].marks, pieces[i].marks))
                pieces.splice(i - 1, 2, { text: pieces[i - 1].text + pieces[i].text, marks: pieces[i].marks });
        }
    }
    let out = '';
    for (const piece of pieces)
        out += mark(piece.text, piece.marks);
    return out.replace(/ {2,}/g, ' ').trim();
}
function sameMarks(a, b) {
    return a.bold === b.bold && a.italic === b.italic && a.strike === b.strike;
}
function mark(text, marks) {
    const match = /^(\s*)(.*?)(\s*)$/s.exec(text);
    const [, lead, core, trail] = match;
    if (!core)
        return text;
    let inner = core;
    if (marks.strike)
        inner = `~~${inner}~~`;
    if (marks.italic)
        inner = `_${inner}_`;
    if (marks.bold)
        inner = `**${inner}**`;
    return `${lead}${inner}${trail}`;
}
function objectLabel(kind, name) {
    if (kind === 'break')
        return `[${oneLine(name ?? 'break')}]`;
    const label = name ? oneLine(name) : '';
    return label ? `[${kind}: ${label}]` : `[${kind}]`;
}
/** Line breaks and tabs inside a paragraph become visible single characters on its one line. */
function oneLine(text) {
    return text
        .replace(/\r\n|[\r\n\u2028\u2029\v]/g, ' ↵ ')
        .replace(/\t/g, ' ')
        .replace(/[\u0000-\u0008\u000e-\u001f]/g, '');
}
function wrapLine(line, width, indent) {
    if (!width || width <= 0 || line.length <= width)
        return [line];
    const words = line.split(' ');
    const out = [];
    let current = '';
    for (const word of words) {
        const candidate = current ? `${current} ${word}` : word;
        if (current && candidate.length > width) {
            out.push(current);
            current = `${indent}${word}`;
        }
        else
            current = candidate;
    }
    if (current)
        out.push(current);
    return out;
}


/***/ }),

/***/ 92686:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ escaped),
/* harmony export */   installProcessGuard: () => (/* binding */ installProcessGuard)
/* harmony export */ });
/** What escaped every handler since the process started, by kind; shown by GET /health. */
const escaped = { uncaughtExceptions: 0, unhandledRejections: 0 };
/**
 * The last line of defence of `docdelta serve`: an error no request handler caught (a stream's
 * 'error' event without a listener, a promise nobody awaited) is logged as one JSON line and
 * counted instead of ending the process and every other client's request with it. It is never
 * swallowed silently: the log line carries the stack and /health the count, so an operator sees
 * that a bug escaped. Returns the function that removes the guard.
 */
function installProcessGuard(log) {
    const describe = (error) => (error instanceof Error ? (error.stack ?? error.message) : String(error));
    const onException = (error) => {
        escaped.uncaughtExceptions++;
        log({ level: 'error', msg: 'uncaught exception', error: describe(error) });
    };
    const onRejection = (reason) => {
        escaped.unhandledRejections++;
        log({ level: 'error', msg: 'unhandled rejection', error: describe(reason) });
    };
    process.on('uncaughtException', onException);
    process.on('unhandledRejection', onRejection);
    return () => {
        process.off('uncaughtException', onException);
        process.off('unhandledRejection', onRejection);
    };
}


/***/ }),

/***/ 33776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  loadServerConfig: () => (/* reexport */ loadServerConfig),
  startServer: () => (/* binding */ startServer)
});

// UNUSED EXPORTS: createApp, resolveServerConfig

// EXTERNAL MODULE: ./node_modules/@hono/node-server/dist/index.mjs + 2 modules
var dist = __webpack_require__(26652);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./node_modules/hono/dist/index.js + 24 modules
var hono_dist = __webpack_require__(31894);
// EXTERNAL MODULE: ./src/model/records.ts
var records = __webpack_require__(22651);
// EXTERNAL MODULE: ./src/model/conversion.ts
var model_conversion = __webpack_require__(37273);
// EXTERNAL MODULE: ./src/model/wire.ts
var wire = __webpack_require__(27964);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/jwt/sign.js + 1 modules
var sign = __webpack_require__(72896);
// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/jwt/verify.js + 1 modules
var verify = __webpack_require__(25057);
;// CONCATENATED MODULE: ./src/service/auth.ts


const scryptAsync = (0,external_node_util_.promisify)(external_node_crypto_.scrypt);

function hashSecret(secret, salt = (0,external_node_crypto_.randomBytes)(16)) {
    return `scrypt$${salt.toString('hex')}$${(0,external_node_crypto_.scryptSync)(secret, salt, 32).toString('hex')}`;
}
/** Checks a secret against its hash off the event loop: token requests are unauthenticated. */
async function secretMatches(secret, secretHash) {
    const [scheme, saltHex, hashHex] = secretHash.split('$');
    if (scheme !== 'scrypt' || !saltHex || !hashHex)
        return false;
    const expected = Buffer.from(hashHex, 'hex');
    const actual = await scryptAsync(secret, Buffer.from(saltHex, 'hex'), expected.length);
    return actual.length === expected.length && (0,external_node_crypto_.timingSafeEqual)(actual, expected);
}
class InvalidClientError extends Error {
    name = 'InvalidClientError';
    constructor() {
        super('invalid_client');
    }
}
class UnauthorizedError extends Error {
    name = 'UnauthorizedError';
}
/** OAuth2 client credentials: checks a client's secret, issues and verifies JWT bearer tokens. */
class TokenService {
    clients = new Map();
    keys;
    lifetime;
    issuer;
    // A hash to compare against when the client id is unknown, so both cases cost the same time.
    decoyHash = hashSecret((0,external_node_crypto_.randomBytes)(16).toString('hex'));
    constructor(options) {
        for (const client of options.clients)
            this.clients.set(client.clientId, client.secretHash);
        const keys = options.signingKeys?.length ? options.signingKeys : [(0,external_node_crypto_.randomBytes)(32)];
        this.keys = keys.map((key) => ({ id: keyId(key), key }));
        this.lifetime = options.tokenLifetimeSeconds ?? 86_400;
        this.issuer = options.issuer ?? 'docdelta';
    }
    async issue(clientId, clientSecret) {
        const hash = this.clients.get(clientId);
        const ok = (await secretMatches(clientSecret, hash ?? this.decoyHash)) && hash !== undefined;
        if (!ok)
            throw new InvalidClientError();
        const now = Math.floor(Date.now() / 1000);
        const token = await new sign/* SignJWT */.P({})
            .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: this.keys[0].id })
            .setSubject(clientId)
            .setIssuer(this.issuer)
            .setIssuedAt(now)
            .setExpirationTime(now + this.lifetime)
            .sign(this.keys[0].key);
        return { access_token: token, expires_in: this.lifetime, token_type: 'Bearer' };
    }
    /** The client id a bearer token was issued to; UnauthorizedError when missing, bad or expired. */
    async verify(authorization) {
        const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
        if (!match)
            throw new UnauthorizedError('Authorization: Bearer <token> is required; get a token from /connect/token.');
        try {
            // A token without a key id was signed before keys had ids, with the one key there was.
            const key = ({ kid }) => {
                const found = kid === undefined ? this.keys[0] : this.keys.find((k) => k.id === kid);
                if (!found)
                    throw new UnauthorizedError('The token was signed with a key this server does not hold.');
                return found.key;
            };
            const { payload } = await (0,verify/* jwtVerify */.V)(match[1], key, { issuer: this.issuer, algorithms: ['HS256'] });
            if (!payload.sub || !this.clients.has(payload.sub))
                throw new UnauthorizedError('The token names no known client.');
            return payload.sub;
        }
        catch (error) {
            const expired = error.code === 'ERR_JWT_EXPIRED';
            throw new UnauthorizedError(expired ? 'The access token has expired; get a new one from /connect/token.' : 'The access token is not valid.');
        }
    }
}
/** Names a key in a token's header without telling anything about it. */
function keyId(key) {
    return (0,external_node_crypto_.createHash)('sha256').update('docdelta signing key id\0').update(key).digest('base64url').slice(0, 16);
}

// EXTERNAL MODULE: ./src/engine/index.ts + 3 modules
var engine = __webpack_require__(95246);
;// CONCATENATED MODULE: ./src/storage/errors.ts
/** Storage failures the server maps to HTTP statuses by name. */
class StorageError extends Error {
    name = 'StorageError';
}
/** The file or folder does not exist; `path` is what the caller asked for. */
class StorageNotFoundError extends StorageError {
    path;
    name = 'StorageNotFoundError';
    constructor(path) {
        super(`Can't find file located at '${path}'.`);
        this.path = path;
    }
}
/** The path is unusable: it leaves the root, names a folder where a file is needed, or the reverse. */
class StoragePathError extends StorageError {
    name = 'StoragePathError';
}
/** Writing would exceed the storage's quota or the size limit of one file. */
class StorageQuotaError extends StorageError {
    name = 'StorageQuotaError';
}
/**
 * The disk under the storage has no room left (ENOSPC, EDQUOT). Nothing of the write is kept:
 * the old content, if any, is still in place. Answered 507 Insufficient Storage.
 */
class StorageFullError extends StorageError {
    name = 'StorageFullError';
}
/** Whether an error is the file system saying it has no room (or quota) for the write. */
function isDiskFull(error) {
    const code = error?.code;
    return code === 'ENOSPC' || code === 'EDQUOT';
}
/** No storage is configured with this name. */
class UnknownStorageError extends StorageError {
    storageName;
    name = 'UnknownStorageError';
    constructor(storageName) {
        super(`Storage '${storageName}' is not configured.`);
        this.storageName = storageName;
    }
}

;// CONCATENATED MODULE: ./src/storage/paths.ts

/** Longest name of one file or folder, in UTF-8 bytes (what Linux, macOS and Windows allow). */
const MAX_NAME_BYTES = 255;
/** Longest whole path, in UTF-8 bytes (an S3 key's limit; well inside every file system's). */
const MAX_PATH_BYTES = 1024;
/**
 * Storage paths as clients send them: `\` and `/` both separate, a leading `/` is optional,
 * `.` segments vanish and `..` climbs, but never above the storage root. The result has no
 * leading or trailing separator; '' is the root. Names longer than any file system takes are
 * a client's error here, not the disk's later.
 */
function normalizeStoragePath(raw) {
    const text = (raw ?? '').replace(/\\/g, '/');
    if (text.includes('\0'))
        throw new StoragePathError(`the path '${raw}' contains a NUL character`);
    const parts = [];
    for (const segment of text.split('/')) {
        if (segment === '' || segment === '.')
            continue;
        if (segment === '..') {
            if (!parts.length)
                throw new StoragePathError(`the path '${raw}' leaves the storage root`);
            parts.pop();
            continue;
        }
        if (Buffer.byteLength(segment) > MAX_NAME_BYTES)
            throw new StoragePathError(`a name in the path '${shorten(raw)}' is longer than ${MAX_NAME_BYTES} bytes`);
        parts.push(segment);
    }
    const path = parts.join('/');
    if (Buffer.byteLength(path) > MAX_PATH_BYTES)
        throw new StoragePathError(`the path '${shorten(raw)}' is longer than ${MAX_PATH_BYTES} bytes`);
    return path;
}
/**
 * A path that must be relative to the storage root: the source of a copy or move, where an
 * absolute path (`/etc/passwd`, `C:\…`, `\\server\share`) is a mistake or a probe, refused
 * rather than quietly read as a storage path.
 */
function relativeStoragePath(raw, what) {
    if (/^[\\/]/.test(raw) || /^[a-zA-Z]:/.test(raw)) {
        throw new StoragePathError(`${what} '${shorten(raw)}' is an absolute path; storage paths are relative to the storage root`);
    }
    return normalizeStoragePath(raw);
}
/** Long paths quoted in messages are cut: a 5,000-character name helps no one in an error. */
function shorten(raw) {
    const text = raw ?? '';
    return text.length > 80 ? `${text.slice(0, 60)}…(${text.length} characters)` : text;
}
/** `a/b/c.docx` -> `a/b`; `c.docx` -> ''. */
function parentPath(path) {
    const at = path.lastIndexOf('/');
    return at < 0 ? '' : path.slice(0, at);
}
function baseName(path) {
    return path.slice(path.lastIndexOf('/') + 1);
}
function joinPath(folder, name) {
    return folder ? `${folder}/${name}` : name;
}

;// CONCATENATED MODULE: ./src/storage/registry.ts

/** The API's default storage name; a request without storageName uses it. */
const DEFAULT_STORAGE_NAME = 'First Storage';
/** Storages by name, looked up case-sensitively as the vendor's API does. */
class StorageRegistry {
    byName = new Map();
    constructor(storages) {
        for (const storage of storages)
            this.byName.set(storage.name, storage);
    }
    all() {
        return [...this.byName.values()];
    }
    has(name) {
        return this.byName.has(name);
    }
    get(name) {
        const key = name && name.length ? name : DEFAULT_STORAGE_NAME;
        const storage = this.byName.get(key);
        if (!storage)
            throw new UnknownStorageError(key);
        return storage;
    }
}

;// CONCATENATED MODULE: ./src/storage/stale-temp.ts



/**
 * The name every temp file and upload folder of this process starts with. Random rather than the
 * pid: replicas in other PID namespaces (containers, hosts) share a folder, and a pid says nothing
 * about whether the process that wrote a file is alive there.
 */
const TEMP_OWNER = (0,external_node_crypto_.randomBytes)(6).toString('hex');
/**
 * How long a temp entry may stay untouched before startup takes it for a crash's leftover. A write
 * in progress touches its file with every chunk; an upload folder gains files as its parts arrive.
 */
const STALE_TEMP_AFTER_MS = 60 * 60 * 1000;
/** A fresh temp name owned by this process. */
function tempName() {
    return `${TEMP_OWNER}-${Date.now().toString(36)}-${(0,external_node_crypto_.randomBytes)(8).toString('hex')}`;
}
/**
 * Removes the entries of `folder` that nobody touched within `olderThanMs` — by age, never by who
 * wrote them, so a replica starting beside others leaves their writes in flight alone.
 */
async function removeStaleTemps(folder, olderThanMs = STALE_TEMP_AFTER_MS) {
    const names = await (0,promises_.readdir)(folder).catch(() => []);
    const cutoff = Date.now() - olderThanMs;
    await Promise.all(names.map(async (name) => {
        const path = (0,external_node_path_.join)(folder, name);
        if ((await lastTouched(path)) < cutoff)
            await (0,promises_.rm)(path, { recursive: true, force: true });
    }));
}
/** The newest modification time of an entry, or of a folder and what it directly holds. */
async function lastTouched(path) {
    const info = await (0,promises_.stat)(path).catch(() => undefined);
    if (!info)
        return Number.POSITIVE_INFINITY;
    if (!info.isDirectory())
        return info.mtimeMs;
    const names = await (0,promises_.readdir)(path).catch(() => []);
    const times = await Promise.all(names.map((name) => (0,promises_.stat)((0,external_node_path_.join)(path, name)).then((s) => s.mtimeMs, () => 0)));
    return Math.max(info.mtimeMs, ...times);
}

;// CONCATENATED MODULE: ./src/storage/local.ts









const DEFAULT_QUOTA = 10 * 1024 ** 3;
/**
 * The embedded storage: a folder tree on the local disk. Every write goes to `.tmp/` first and
 * is renamed into place, so a crash leaves either the old file or the new one, and a half-written
 * temp file that startup removes. The previous content of an overwritten file moves to
 * `.meta/<hash of its path>/<versionId>`; `.meta/<hash>/current` names the latest version.
 */
class LocalStorage {
    name;
    filesRoot;
    metaRoot;
    tmpRoot;
    quota;
    staleTempAfterMs;
    usedBytes;
    locks = new Map();
    ready;
    constructor(options) {
        this.name = options.name;
        this.filesRoot = (0,external_node_path_.join)(options.root, 'files');
        this.metaRoot = (0,external_node_path_.join)(options.root, '.meta');
        this.tmpRoot = (0,external_node_path_.join)(options.root, '.tmp');
        this.quota = options.quotaBytes ?? DEFAULT_QUOTA;
        this.staleTempAfterMs = options.staleTempAfterMs;
    }
    /** Clears what a crash left in `.tmp/` when the server starts, not at the first request. */
    prepare() {
        return this.init();
    }
    init() {
        this.ready ??= (async () => {
            // Temp files left by a crash are partial writes nobody will finish. Replicas may share the
            // folder: a recently touched temp file is another replica's write in progress.
            await removeStaleTemps(this.tmpRoot, this.staleTempAfterMs);
            await Promise.all([
                (0,promises_.mkdir)(this.filesRoot, { recursive: true }),
                (0,promises_.mkdir)(this.metaRoot, { recursive: true }),
                (0,promises_.mkdir)(this.tmpRoot, { recursive: true }),
            ]);
        })();
        return this.ready;
    }
    filePath(path) {
        return path ? (0,external_node_path_.join)(this.filesRoot, ...path.split('/')) : this.filesRoot;
    }
    metaDir(path) {
        return (0,external_node_path_.join)(this.metaRoot, (0,external_node_crypto_.createHash)('sha256').update(path).digest('hex').slice(0, 40));
    }
    /** Serialises writers of one path so concurrent uploads each become a whole version. */
    async withLock(path, work) {
        const previous = this.locks.get(path) ?? Promise.resolve();
        const run = previous.then(work, work);
        const settled = run.catch(() => undefined);
        this.locks.set(path, settled);
        try {
            return await run;
        }
        finally {
            if (this.locks.get(path) === settled)
                this.locks.delete(path);
        }
    }
    async stat(path, versionId) {
        await this.init();
        const location = versionId ? await this.versionLocation(path, versionId) : this.filePath(path);
        if (!location)
            return undefined;
        try {
            const info = await (0,promises_.stat)(location);
            return {
                name: baseName(path),
                path,
                isFolder: info.isDirectory(),
                size: info.isDirectory() ? 0 : info.size,
                modified: info.mtime,
            };
        }
        catch {
            return undefined;
        }
    }
    async list(folder) {
        await this.init();
        let names;
        try {
            names = await (0,promises_.readdir)(this.filePath(folder));
        }
        catch {
            throw new StorageNotFoundError(folder);
        }
        const entries = await Promise.all(names.sort().map((name) => this.stat(joinPath(folder, name))));
        return entries.filter((e) => e !== undefined);
    }
    /** Where a version's bytes are: the current file when versionId names the latest. */
    async versionLocation(path, versionId) {
        if (!/^[a-z0-9-]+$/i.test(versionId))
            return undefined;
        const current = await this.currentVersionId(path);
        if (current === versionId)
            return this.filePath(path);
        const location = (0,external_node_path_.join)(this.metaDir(path), versionId);
        try {
            await (0,promises_.stat)(location);
            return location;
        }
        catch {
            return undefined;
        }
    }
    async currentVersionId(path) {
        try {
            return (await (0,promises_.readFile)((0,external_node_path_.join)(this.metaDir(path), 'current'), 'utf8')).trim();
        }
        catch {
            return undefined;
        }
    }
    async openRead(path, versionId) {
        const entry = await this.stat(path, versionId);
        if (!entry || entry.isFolder)
            throw new StorageNotFoundError(path);
        const location = versionId ? await this.versionLocation(path, versionId) : this.filePath(path);
        if (!location)
            throw new StorageNotFoundError(path);
        return { size: entry.size, body: (0,external_node_fs_.createReadStream)(location) };
    }
    async readBytes(path, versionId) {
        const { body } = await this.openRead(path, versionId);
        const chunks = [];
        for await (const chunk of body)
            chunks.push(chunk);
        return Buffer.concat(chunks);
    }
    async used() {
        if (this.usedBytes === undefined)
            this.usedBytes = (await folderSize(this.filesRoot)) + (await folderSize(this.metaRoot));
        return this.usedBytes;
    }
    async usage() {
        await this.init();
        return { used: await this.used(), total: this.quota };
    }
    async write(path, content) {
        await this.init();
        if (!path)
            throw new StoragePathError('a file needs a name; the storage root is a folder');
        const temp = (0,external_node_path_.join)(this.tmpRoot, tempName());
        const available = this.quota - (await this.used());
        const options = { name: this.name, quota: this.quota };
        let size = 0;
        const counter = new external_node_stream_.Transform({
            transform(chunk, _encoding, callback) {
                size += chunk.length;
                if (size > available)
                    callback(new StorageQuotaError(`the storage '${options.name}' is full (quota ${options.quota} bytes)`));
                else
                    callback(null, chunk);
            },
        });
        try {
            const source = content instanceof Uint8Array
                ? external_node_stream_.Readable.from([Buffer.from(content.buffer, content.byteOffset, content.byteLength)])
                : content;
            await (0,external_node_stream_promises_.pipeline)(source, counter, (0,external_node_fs_.createWriteStream)(temp));
            const handle = await (0,promises_.open)(temp, 'r+');
            await handle.sync();
            await handle.close();
            return await this.withLock(path, async () => {
                const destination = this.filePath(path);
                await this.ensureFolder(parentPath(path));
                const existing = await this.stat(path);
                if (existing?.isFolder)
                    throw new StoragePathError(`'${path}' is a folder`);
                const metaDir = this.metaDir(path);
                await (0,promises_.mkdir)(metaDir, { recursive: true });
                if (existing) {
                    // The old content is kept as a version by a second name, and the new file replaces it in
                    // one rename: at every moment the path holds the old file or the new one, never nothing.
                    const oldId = (await this.currentVersionId(path)) ?? newVersionId();
                    await keepAs(destination, (0,external_node_path_.join)(metaDir, oldId));
                }
                await (0,promises_.rename)(temp, destination);
                const versionId = newVersionId();
                await (0,promises_.writeFile)((0,external_node_path_.join)(metaDir, 'current'), versionId);
                this.usedBytes = (await this.used()) + size;
                return { versionId, size };
            });
        }
        catch (error) {
            if (isDiskFull(error))
                throw new StorageFullError(`the disk of storage '${this.name}' is full; '${baseName(path)}' was not written (the previous content, if any, is unchanged)`);
            throw error;
        }
        finally {
            await (0,promises_.rm)(temp, { force: true });
        }
    }
    /** Creates a folder and its parents; a file in the way is a path error. */
    async ensureFolder(folder) {
        if (!folder)
            return;
        try {
            await (0,promises_.mkdir)(this.filePath(folder), { recursive: true });
        }
        catch (error) {
            if (error.code === 'EEXIST' || error.code === 'ENOTDIR') {
                throw new StoragePathError(`a file is in the way of the folder '${folder}'`);
            }
            throw error;
        }
    }
    async deleteFile(path, versionId) {
        await this.init();
        await this.withLock(path, async () => {
            const entry = await this.stat(path);
            if (!entry || entry.isFolder)
                throw new StorageNotFoundError(path);
            const current = await this.currentVersionId(path);
            if (versionId && versionId !== current) {
                const location = await this.versionLocation(path, versionId);
                if (!location)
                    throw new StorageNotFoundError(path);
                const size = (await (0,promises_.stat)(location)).size;
                await (0,promises_.rm)(location);
                this.usedBytes = (await this.used()) - size;
                return;
            }
            // Deleting the file (or its latest version) deletes it with its history, as the vendor's storage does.
            this.usedBytes = (await this.used()) - entry.size - (await folderSize(this.metaDir(path)));
            await (0,promises_.rm)(this.filePath(path));
            await (0,promises_.rm)(this.metaDir(path), { recursive: true, force: true });
        });
    }
    async createFolder(path) {
        await this.init();
        await this.ensureFolder(path);
    }
    async deleteFolder(path, recursive) {
        await this.init();
        if (!path)
            throw new StoragePathError('the storage root cannot be deleted');
        const entry = await this.stat(path);
        if (!entry)
            return;
        if (!entry.isFolder)
            throw new StoragePathError(`'${path}' is a file, not a folder`);
        if (!recursive) {
            try {
                await (0,promises_.rmdir)(this.filePath(path));
            }
            catch {
                throw new StoragePathError(`the folder '${path}' is not empty; delete it with recursive=true`);
            }
            return;
        }
        for (const file of await this.walkFiles(path))
            await this.deleteFile(file);
        await (0,promises_.rm)(this.filePath(path), { recursive: true, force: true });
    }
    async walkFiles(folder) {
        const out = [];
        for (const entry of await this.list(folder)) {
            if (entry.isFolder)
                out.push(...(await this.walkFiles(entry.path)));
            else
                out.push(entry.path);
        }
        return out;
    }
    async versions(path) {
        await this.init();
        const latest = await this.stat(path);
        if (!latest || latest.isFolder)
            throw new StorageNotFoundError(path);
        const current = (await this.currentVersionId(path)) ?? 'latest';
        const out = [{ ...latest, versionId: current, isLatest: true }];
        let names = [];
        try {
            names = await (0,promises_.readdir)(this.metaDir(path));
        }
        catch {
            names = [];
        }
        for (const name of names) {
            if (name === 'current' || name === current)
                continue;
            const info = await (0,promises_.stat)((0,external_node_path_.join)(this.metaDir(path), name));
            out.push({
                name: baseName(path),
                path,
                isFolder: false,
                size: info.size,
                modified: info.mtime,
                versionId: name,
                isLatest: false,
            });
        }
        return out.sort((a, b) => Number(b.isLatest) - Number(a.isLatest) || b.versionId.localeCompare(a.versionId));
    }
}
/** A second name for a file: a hard link (no bytes copied), or a copy where links are not allowed. */
async function keepAs(file, as) {
    try {
        await (0,promises_.link)(file, as);
    }
    catch (error) {
        const code = error.code;
        if (code === 'EEXIST')
            return;
        if (code !== 'EPERM' && code !== 'EXDEV' && code !== 'ENOTSUP' && code !== 'EMLINK')
            throw error;
        await (0,promises_.copyFile)(file, as);
    }
}
let versionCounter = 0;
/** Sortable by creation time, unique within a process and across processes. */
function newVersionId() {
    versionCounter = (versionCounter + 1) % 1296;
    return `${Date.now().toString(36).padStart(9, '0')}${versionCounter.toString(36).padStart(2, '0')}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`;
}
async function folderSize(folder) {
    let total = 0;
    let names;
    try {
        names = await (0,promises_.readdir)(folder, { withFileTypes: true });
    }
    catch {
        return 0;
    }
    for (const entry of names) {
        const full = (0,external_node_path_.join)(folder, entry.name);
        if (entry.isDirectory())
            total += await folderSize(full);
        else if (entry.isFile())
            total += (await (0,promises_.stat)(full)).size;
    }
    return total;
}

;// CONCATENATED MODULE: ./src/storage/index.ts






;// CONCATENATED MODULE: ./src/storage/memory-conditional.ts
/** A ConditionalStore in this process's memory: for a service built without shared state (tests, embedding). */
class MemoryConditionalStore {
    name = 'memory';
    entries = new Map();
    generation = 0;
    async readTagged(key) {
        const entry = this.entries.get(key);
        return entry && { content: entry.content.slice(), etag: entry.etag };
    }
    async writeIf(key, content, condition) {
        const current = this.entries.get(key);
        if ('ifNoneMatch' in condition ? current : current?.etag !== condition.ifMatch)
            return undefined;
        const etag = String(++this.generation);
        this.entries.set(key, { content: content.slice(), etag });
        return etag;
    }
    async deleteIf(key, etag) {
        if (this.entries.get(key)?.etag !== etag)
            return false;
        return this.entries.delete(key);
    }
    async deleteFinal(key) {
        this.entries.delete(key);
    }
    async listKeys(prefix) {
        return [...this.entries.keys()].filter((key) => key.startsWith(prefix)).sort();
    }
}

;// CONCATENATED MODULE: ./src/service/consumption.ts


/** Conflicts one client's flush may meet before it waits for the next flush. */
const MAX_ATTEMPTS = 20;
/** A replica's entry in a record is dropped once it has not written for this long. */
const FORGET_REPLICA_AFTER_MS = 7 * 24 * 3600_000;
const DEFAULT_FLUSH_MS = 1000;
/**
 * What each client used, for GET /comparison/consumption: one credit per document operation
 * and the megabytes of documents it read.
 *
 * A request only adds to counters in this process's memory (it cannot fail, wait or touch a disk);
 * a timer writes them to the shared ConditionalStore, one record per client, on condition that nobody
 * wrote in between, and retries the write when somebody did. Every replica adds into the same
 * records, so the totals across replicas are exact once each has flushed; a read answers the stored
 * totals plus what this replica counted and has not flushed yet. Counts are flushed on close; a
 * replica killed outright loses at most its last interval's counts.
 */
class ConsumptionMeter {
    store;
    options;
    /** This process's name in the records; new at each start, so a restart never meets its own old entry. */
    replica = (0,external_node_crypto_.randomUUID)();
    /** Everything this replica counted per client since it started. */
    counted = new Map();
    /** What this replica knows the store holds of its own counts (its last successful write). */
    confirmed = new Map();
    /**
     * Each client's record as this replica last read or wrote it, with its etag: the next flush writes
     * on that etag without reading first, and reads only when another replica wrote in between.
     */
    known = new Map();
    flushMs;
    enabled;
    timer;
    running;
    queued;
    failing = false;
    closed = false;
    constructor(store, options = {}) {
        this.store = store;
        this.options = options;
        this.flushMs = options.flushMs ?? DEFAULT_FLUSH_MS;
        this.enabled = options.enabled ?? true;
    }
    /** Counts one operation. Synchronous and never throws: a request's outcome never depends on the meter. */
    record(clientId, bytes) {
        if (!this.enabled || !Number.isFinite(bytes))
            return;
        this.add(clientId, { credit: 1, bytes });
    }
    async of(clientId) {
        const stored = await this.read(clientId);
        const totals = stored?.record ?? { credit: 0, bytes: 0 };
        const unflushed = this.unflushed(clientId, stored?.record);
        const credit = totals.credit + unflushed.credit;
        const bytes = totals.bytes + unflushed.bytes;
        return { Credit: credit, Quantity: Math.round((bytes / (1024 * 1024)) * 1e6) / 1e6 };
    }
    /**
     * Writes what this replica counted and the store does not hold yet. One flush at a time; a client
     * whose record kept changing under it, or a store that failed, is left for the next flush.
     */
    flush() {
        // A flush already under way may have read the counts before the caller's: the caller waits for
        // the next one, which callers arriving meanwhile share.
        this.queued ??= (this.running ?? Promise.resolve()).then(() => {
            this.queued = undefined;
            const run = this.flushOnce().finally(() => {
                if (this.running === run)
                    this.running = undefined;
            });
            this.running = run;
            return run;
        });
        return this.queued;
    }
    /** Stops the timer and flushes, retrying conflicts until everything is written or the store fails. */
    async close() {
        this.closed = true;
        if (this.timer)
            clearTimeout(this.timer);
        this.timer = undefined;
        for (let round = 0; round < 10 && this.pendingClients().length; round++) {
            await this.flush();
            if (this.failing)
                break;
        }
        const left = this.pendingClients().length;
        // Said at shutdown even when a failure was reported before: these counts end with the process.
        try {
            if (left)
                this.options.onFlushError?.(new Error('counts not written before shutdown'), left);
        }
        catch {
            // Nothing more to do at shutdown.
        }
    }
    /**
     * Adds the totals of a consumption.json written by an older version (one process, one file) and
     * renames the file, so they are counted once even when several replicas start on it at once:
     * only the replica whose rename succeeds adds them. They are flushed at once.
     */
    async importFile(file) {
        const claimed = `${file}.imported`;
        try {
            await (0,promises_.rename)(file, claimed);
        }
        catch {
            return; // No such file, or another replica took it.
        }
        let saved = {};
        try {
            saved = JSON.parse(await (0,promises_.readFile)(claimed, 'utf8'));
        }
        catch {
            // An unreadable file: counting goes on from what the store has.
        }
        for (const [client, totals] of Object.entries(saved ?? {}))
            if (Number.isFinite(totals?.credit) && Number.isFinite(totals?.bytes))
                this.add(client, { credit: totals.credit, bytes: totals.bytes });
        await this.flush();
    }
    add(clientId, delta) {
        const totals = this.counted.get(clientId) ?? { credit: 0, bytes: 0 };
        totals.credit += delta.credit;
        totals.bytes += delta.bytes;
        this.counted.set(clientId, totals);
        this.schedule();
    }
    schedule() {
        if (this.timer || this.closed)
            return;
        this.timer = setTimeout(() => {
            this.timer = undefined;
            void this.flush().then(() => {
                if (this.pendingClients().length)
                    this.schedule();
            });
        }, this.flushMs);
        // A pending flush never keeps the process alive; close() flushes.
        this.timer.unref();
    }
    pendingClients() {
        return [...this.counted]
            .filter(([client, totals]) => {
            const done = this.confirmed.get(client);
            return !done || done.credit !== totals.credit || done.bytes !== totals.bytes;
        })
            .map(([client]) => client);
    }
    /** How much of this replica's count the record does not include. */
    unflushed(clientId, record) {
        const counted = this.counted.get(clientId);
        if (!counted)
            return { credit: 0, bytes: 0 };
        const included = this.included(clientId, record);
        return { credit: counted.credit - included.credit, bytes: counted.bytes - included.bytes };
    }
    /** How much of this replica's count a record already includes. */
    included(clientId, record) {
        // An entry dropped as stale still had everything this replica confirmed.
        return record?.replicas?.[this.replica] ?? this.confirmed.get(clientId) ?? { credit: 0, bytes: 0 };
    }
    async flushOnce() {
        const clients = this.pendingClients();
        const results = await Promise.allSettled(clients.map((client) => this.flushClient(client)));
        const failure = results.find((r) => r.status === 'rejected');
        try {
            if (failure) {
                if (!this.failing)
                    this.options.onFlushError?.(failure.reason, this.pendingClients().length);
                this.failing = true;
            }
            else if (this.failing) {
                this.failing = false;
                this.options.onRecovered?.();
            }
        }
        catch {
            // A logger that failed: the counts are still in memory and the next flush tries again.
        }
    }
    async flushClient(clientId) {
        for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
            const counted = { ...this.counted.get(clientId) };
            const current = (attempt === 1 && this.known.get(clientId)) || (await this.read(clientId));
            const included = this.included(clientId, current?.record);
            const delta = { credit: counted.credit - included.credit, bytes: counted.bytes - included.bytes };
            if (delta.credit === 0 && delta.bytes === 0) {
                this.confirmed.set(clientId, counted);
                return;
            }
            const now = Date.now();
            const replicas = Object.fromEntries(Object.entries(current?.record.replicas ?? {}).filter(([, entry]) => now - entry.at < FORGET_REPLICA_AFTER_MS));
            replicas[this.replica] = { ...counted, at: now };
            const next = {
                credit: (current?.record.credit ?? 0) + delta.credit,
                bytes: (current?.record.bytes ?? 0) + delta.bytes,
                replicas,
            };
            const written = await this.store.writeIf(this.key(clientId), new TextEncoder().encode(JSON.stringify(next)), current ? { ifMatch: current.etag } : { ifNoneMatch: '*' });
            if (written) {
                this.confirmed.set(clientId, counted);
                this.known.set(clientId, { record: next, etag: written });
                return;
            }
            this.known.delete(clientId);
            // Another replica wrote first: wait a random moment so the two do not collide again.
            await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * attempt));
        }
        // Still contended: the next flush tries again; nothing is lost meanwhile.
    }
    key(clientId) {
        return `consumption/${encodeURIComponent(clientId)}`;
    }
    async read(clientId) {
        const tagged = await this.store.readTagged(this.key(clientId));
        if (!tagged) {
            this.known.delete(clientId);
            return undefined;
        }
        const record = JSON.parse(new TextDecoder().decode(tagged.content));
        this.known.set(clientId, { record, etag: tagged.etag });
        return { record, etag: tagged.etag };
    }
}

// EXTERNAL MODULE: ./src/backend/source-date.ts
var source_date = __webpack_require__(6828);
// EXTERNAL MODULE: ./src/report/textconv.ts
var textconv = __webpack_require__(19101);
// EXTERNAL MODULE: ./src/report/view.ts + 1 modules
var view = __webpack_require__(48304);
;// CONCATENATED MODULE: ./src/service/engine-ops.ts




/**
 * The engine operations the service runs, by name, so they can run in a worker thread: every
 * argument and result is plain data (bytes and records), nothing a structured clone loses.
 */
const ENGINE_OPS = {
    listChanges: engine/* listChanges */.Wd,
    // SOURCE_DATE_EPOCH dates the results of the whole service (the engine reads no environment).
    compareToDocument: (request) => (0,engine/* compareToDocument */.EP)({ date: (0,source_date.sourceDateEpoch)(process.env), ...request }),
    applyChanges: (request) => (0,engine/* applyChanges */.YF)({ date: (0,source_date.sourceDateEpoch)(process.env), ...request }),
    combineToDocument: (request) => (0,engine/* combineToDocument */.IQ)({ date: (0,source_date.sourceDateEpoch)(process.env), ...request }),
    // Info, previews and conversions may hand the document to LibreOffice, which has no zip-bomb or
    // depth limit: the engine's limits are checked first (see checkDocumentLimits).
    documentInfo: async (...args) => {
        await (0,engine/* checkDocumentLimits */.ev)(args[0]);
        return (0,engine/* documentInfo */.GS)(...args);
    },
    listRevisions: engine/* listRevisions */.VW,
    applyRevisions: engine/* applyRevisions */.j8,
    renderPreviews: async (...args) => {
        await (0,engine/* checkDocumentLimits */.ev)(args[0]);
        return (await (0,engine/* loadPreviews */.iK)()).renderPreviews(...args);
    },
    checkDocumentLimits: engine/* checkDocumentLimits */.ev,
    documentViewHtml: async (...args) => {
        await (0,engine/* checkDocumentLimits */.ev)(args[0]);
        await (0,engine/* checkDocumentLimits */.ev)(args[1]);
        return (0,view/* documentViewHtml */.w7)(...args);
    },
    documentText: async (input) => (0,textconv/* documentToText */.W)(await (0,engine/* readDocument */.u0)(input)),
};

;// CONCATENATED MODULE: ./src/service/engine-pool.ts



/** In this thread: simplest, but CPU-bound work blocks the event loop and cannot be stopped. */
function inlineEngine() {
    return {
        mode: 'inline',
        run: (op, args) => ENGINE_OPS[op](...args),
        close: async () => { },
    };
}
const ERROR_CLASSES = {
    UnsupportedFormatError: engine/* UnsupportedFormatError */.N$,
    CorruptDocumentError: engine/* CorruptDocumentError */.b6,
    ArchiveLimitError: engine/* ArchiveLimitError */.w,
    PasswordRequiredError: engine/* PasswordRequiredError */.$F,
    WrongPasswordError: engine/* WrongPasswordError */.Pi,
    InvalidOptionsError: engine/* InvalidOptionsError */.cb,
};
/**
 * Engine work in worker threads, so a huge document neither blocks the server's event loop
 * nor outlives its time limit: an aborted job's worker is terminated and replaced. Workers
 * start on first use; the WorkQueue in front bounds how many jobs run at once.
 */
/**
 * A document that expands into more than this (a small upload of hugely repetitive XML) kills
 * its worker, which the pool replaces, instead of the whole server.
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 1536 };
class EnginePool {
    start;
    mode = 'worker';
    workers = [];
    nextId = 0;
    closed = false;
    constructor(start) {
        this.start = start;
    }
    /** A pool when the worker script is present next to this module (source or build), else undefined. */
    static create() {
        // The built CLI carries the worker as its own bundle in dist/cli/engine-worker/.
        const start = (0,engine/* workerStarter */.mL)(__docdeltaMeta.url, { bundle: 'engine-worker', source: 'engine-worker.ts', nested: false }, WORKER_LIMITS);
        return start ? new EnginePool(start) : undefined;
    }
    acquire() {
        const idle = this.workers.find((w) => !w.busy);
        if (idle) {
            idle.busy = true;
            return idle;
        }
        const pooled = this.spawn(true);
        this.workers.push(pooled);
        return pooled;
    }
    spawn(busy) {
        const pooled = { worker: this.start(), busy, office: new Set(), folders: new Set() };
        pooled.worker.unref();
        pooled.worker.on('message', (message) => {
            const event = message.office;
            if (!event)
                return;
            if ('folder' in event) {
                if (event.running) {
                    pooled.folders.add(event.folder);
                    allFolders.add(event.folder);
                }
                else {
                    pooled.folders.delete(event.folder);
                    allFolders.delete(event.folder);
                }
            }
            else if (event.running) {
                pooled.office.add(event.pid);
                allOfficeGroups.add(event.pid);
            }
            else {
                pooled.office.delete(event.pid);
                allOfficeGroups.delete(event.pid);
            }
        });
        installExitHook();
        return pooled;
    }
    /**
     * Terminates a worker (a job aborted at its deadline, or one that failed the worker) with the
     * LibreOffice it started: a terminated worker's soffice would otherwise run on, busy with the
     * abandoned document, after the request and even the server are gone.
     */
    stopWorker(pooled) {
        for (const pid of pooled.office) {
            (0,engine/* killOfficeGroup */.ei)(pid);
            allOfficeGroups.delete(pid);
        }
        pooled.office.clear();
        // Its conversion folders go before the request is answered, and once more when the worker
        // has stopped, in case it was making one as it was told to stop.
        const folders = [...pooled.folders];
        pooled.folders.clear();
        const removeFolders = () => {
            for (const folder of folders)
                (0,external_node_fs_.rmSync)(folder, { recursive: true, force: true });
        };
        removeFolders();
        return pooled.worker.terminate().then((code) => {
            removeFolders();
            for (const folder of folders)
                allFolders.delete(folder);
            return code;
        });
    }
    /** Terminates a worker and starts an idle replacement at once, so the next job finds it warm. */
    discard(pooled) {
        const at = this.workers.indexOf(pooled);
        if (at >= 0)
            this.workers.splice(at, 1);
        void this.stopWorker(pooled);
        if (this.closed)
            return;
        const spare = this.spawn(false);
        spare.worker.once('error', () => this.workers.splice(this.workers.indexOf(spare) >>> 0, 1));
        this.workers.push(spare);
    }
    run(op, args, signal) {
        const pooled = this.acquire();
        const id = ++this.nextId;
        return new Promise((resolve, reject) => {
            const cleanup = () => {
                pooled.worker.off('message', onMessage);
                pooled.worker.off('error', onError);
                pooled.worker.off('exit', onExit);
                signal?.removeEventListener('abort', onAbort);
            };
            const onMessage = (message) => {
                if (message.id !== id)
                    return;
                cleanup();
                pooled.busy = false;
                if (message.error)
                    reject(reviveError(message.error));
                else
                    resolve(message.result);
            };
            const onError = (error) => {
                cleanup();
                this.discard(pooled);
                reject(error);
            };
            const onExit = (code) => onError(new Error(`the engine worker stopped (exit code ${code})`));
            const onAbort = () => {
                cleanup();
                this.discard(pooled);
                reject(signal?.reason ?? new Error('aborted'));
            };
            pooled.worker.on('message', onMessage);
            pooled.worker.on('error', onError);
            pooled.worker.on('exit', onExit);
            if (signal?.aborted)
                return onAbort();
            signal?.addEventListener('abort', onAbort, { once: true });
            pooled.worker.postMessage({ id, op, args });
        });
    }
    async close() {
        this.closed = true;
        await Promise.all(this.workers.splice(0).map((w) => this.stopWorker(w)));
    }
}
/** Groups of every pool's workers, killed if the server's process exits without closing its pools. */
const allOfficeGroups = new Set();
/** Conversion folders of every pool's workers, removed then too. */
const allFolders = new Set();
let exitHookInstalled = false;
function installExitHook() {
    if (exitHookInstalled)
        return;
    exitHookInstalled = true;
    process.on('exit', () => {
        for (const pid of allOfficeGroups)
            (0,engine/* killOfficeGroup */.ei)(pid);
        for (const folder of allFolders)
            (0,external_node_fs_.rmSync)(folder, { recursive: true, force: true });
    });
}
/** Engine errors keep their class across the thread boundary, so the server maps them by class. */
function reviveError(data) {
    const Class = ERROR_CLASSES[data.name];
    const error = Class ? new Class(data.message) : new Error(data.message);
    if (data.fileName)
        error.fileName = data.fileName;
    if (!Class && data.stack)
        error.stack = data.stack;
    return error;
}

;// CONCATENATED MODULE: ./src/service/errors.ts
/**
 * Errors of the API's operations that are not engine or storage errors. The server maps every
 * error to a status by its class (see src/server/errors.ts), never by message text.
 */
class ServiceError extends Error {
    status;
    code;
    retryAfterSeconds;
    name = 'ServiceError';
    constructor(status, code, message, retryAfterSeconds) {
        super(message);
        this.status = status;
        this.code = code;
        this.retryAfterSeconds = retryAfterSeconds;
    }
}
const badRequest = (message) => new ServiceError(400, 'BadRequest', message);
const notImplemented = (message) => new ServiceError(501, 'NotImplemented', message);
/**
 * The client closed the connection before its request was read whole. Not a server error: the
 * server logs it as 499 (nginx's "client closed request") at info level, never as a 5xx.
 */
class ClientGoneError extends Error {
    name = 'ClientGoneError';
    constructor(message = 'The client closed the connection before the request was read.') {
        super(message);
    }
}

;// CONCATENATED MODULE: ./src/service/storage-ops.ts

/**
 * The File, Folder and Storage operations of the API over named storages. Paths arrive as the
 * client wrote them; errors quote them that way too.
 */
class StorageOperations {
    storages;
    constructor(storages) {
        this.storages = storages;
    }
    storage(name) {
        return this.storages.get(name);
    }
    storageExists(name) {
        return { Exists: this.storages.has(name) };
    }
    async download(path, storageName, versionId) {
        const storage = this.storage(storageName);
        const normalized = normalizeStoragePath(path);
        try {
            const file = await storage.openRead(normalized, versionId);
            return { ...file, name: baseName(normalized) };
        }
        catch (error) {
            throw asNotFound(error, path);
        }
    }
    async upload(path, content, storageName) {
        const normalized = normalizeStoragePath(path);
        await this.storage(storageName).write(normalized, content);
        return { Uploaded: [baseName(normalized)], Errors: [] };
    }
    async deleteFile(path, storageName, versionId) {
        try {
            await this.storage(storageName).deleteFile(normalizeStoragePath(path), versionId);
        }
        catch (error) {
            throw asNotFound(error, path);
        }
    }
    async copyFile(src, dest, opts = {}) {
        const from = this.storage(opts.srcStorageName);
        const to = this.storage(opts.destStorageName);
        const source = relativeStoragePath(src, 'srcPath');
        const target = normalizeStoragePath(dest);
        if (!target)
            throw new StoragePathError('destPath is required');
        let file;
        try {
            file = await from.openRead(source, opts.versionId);
        }
        catch (error) {
            throw asNotFound(error, src);
        }
        await to.write(target, file.body);
    }
    async moveFile(src, dest, opts = {}) {
        relativeStoragePath(src, 'srcPath');
        if (sameLocation(src, dest, opts))
            return;
        await this.copyFile(src, dest, opts);
        await this.deleteFile(src, opts.srcStorageName, opts.versionId);
    }
    async listFolder(path, storageName) {
        let entries;
        try {
            entries = await this.storage(storageName).list(normalizeStoragePath(path));
        }
        catch (error) {
            throw asNotFound(error, path);
        }
        return { Value: entries.map(toStorageFile) };
    }
    async createFolder(path, storageName) {
        await this.storage(storageName).createFolder(normalizeStoragePath(path));
    }
    async deleteFolder(path, storageName, recursive = false) {
        await this.storage(storageName).deleteFolder(normalizeStoragePath(path), recursive);
    }
    async copyFolder(src, dest, opts = {}) {
        const from = this.storage(opts.srcStorageName);
        const to = this.storage(opts.destStorageName);
        const source = relativeStoragePath(src, 'srcPath');
        const target = normalizeStoragePath(dest);
        const entry = await from.stat(source);
        if (!entry?.isFolder)
            throw new StorageNotFoundError(src);
        if (from === to && (target === source || target.startsWith(`${source}/`))) {
            throw new StoragePathError(`cannot copy the folder '${src}' into itself`);
        }
        await to.createFolder(target);
        for (const child of await from.list(source)) {
            const childTarget = joinPath(target, child.name);
            if (child.isFolder)
                await this.copyFolder(child.path, childTarget, opts);
            else
                await to.write(childTarget, (await from.openRead(child.path)).body);
        }
    }
    async moveFolder(src, dest, opts = {}) {
        relativeStoragePath(src, 'srcPath');
        if (sameLocation(src, dest, opts))
            return;
        await this.copyFolder(src, dest, opts);
        await this.storage(opts.srcStorageName).deleteFolder(normalizeStoragePath(src), true);
    }
    async objectExists(path, storageName, versionId) {
        const entry = await this.storage(storageName).stat(normalizeStoragePath(path), versionId);
        return { Exists: entry !== undefined, IsFolder: entry?.isFolder ?? false };
    }
    async discUsage(storageName) {
        const usage = await this.storage(storageName).usage();
        return { UsedSize: usage.used, TotalSize: usage.total };
    }
    async fileVersions(path, storageName) {
        try {
            const versions = await this.storage(storageName).versions(normalizeStoragePath(path));
            return { Value: versions.map((v) => ({ ...toStorageFile(v), VersionId: v.versionId, IsLatest: v.isLatest })) };
        }
        catch (error) {
            throw asNotFound(error, path);
        }
    }
}
function sameLocation(src, dest, opts) {
    return ((opts.srcStorageName ?? '') === (opts.destStorageName ?? opts.srcStorageName ?? '') &&
        normalizeStoragePath(src) === normalizeStoragePath(dest) &&
        !opts.versionId);
}
function toStorageFile(entry) {
    return {
        Name: entry.name,
        IsFolder: entry.isFolder,
        ModifiedDate: entry.modified.toISOString(),
        Size: entry.size,
        Path: `/${entry.path}${entry.isFolder ? '/' : ''}`,
    };
}
/** Not-found errors quote the path as the client wrote it. */
function asNotFound(error, path) {
    return error instanceof StorageNotFoundError ? new StorageNotFoundError(path) : error;
}

;// CONCATENATED MODULE: ./src/service/work-queue.ts

/**
 * Bounds comparison work so one huge document cannot starve the server: at most `concurrency`
 * jobs run, at most `maxQueued` wait, and the rest are refused at once with a Retry-After.
 * A job that passes its time limit answers 503 and its signal aborts; its slot stays taken
 * until the work really stops, so the bound holds even for work that cannot be interrupted.
 */
class WorkQueue {
    options;
    running = 0;
    waiting = [];
    /** The time-limit handlers of the jobs now running, so a test can pass their limit on demand. */
    expiries = new Set();
    constructor(options) {
        this.options = options;
    }
    get stats() {
        return { running: this.running, queued: this.waiting.length };
    }
    /**
     * `work` gets a signal that aborts at the time limit, so it can stop (a worker is terminated,
     * LibreOffice killed), and when `gone` aborts (the client closed its connection).
     */
    async run(work, gone) {
        gone?.throwIfAborted();
        if (this.running >= this.options.concurrency) {
            if (this.waiting.length >= this.options.maxQueued) {
                throw new ServiceError(429, 'TooManyRequests', 'The server is busy; retry after the time in Retry-After.', 2);
            }
            await new Promise((resolve) => this.waiting.push(resolve));
        }
        else {
            this.running++;
        }
        const controller = new AbortController();
        const onGone = () => controller.abort(gone?.reason);
        // A client that left while its job waited for a slot: the job does not start.
        if (gone?.aborted)
            onGone();
        else
            gone?.addEventListener('abort', onGone, { once: true });
        const job = (async () => {
            controller.signal.throwIfAborted();
            return work(controller.signal);
        })();
        job.then(() => this.release(), () => this.release());
        let timer;
        let expire;
        const limit = new Promise((_, reject) => {
            expire = () => {
                const error = new ServiceError(503, 'Timeout', `The operation took longer than the server's limit of ${formatSeconds(this.options.timeoutMs)}.`);
                controller.abort(error);
                reject(error);
            };
            timer = setTimeout(expire, this.options.timeoutMs);
        });
        this.expiries.add(expire);
        const left = new Promise((_, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }));
        // Only one of `limit` and `left` is awaited to its end; the other must not reject unheard.
        limit.catch(() => undefined);
        left.catch(() => undefined);
        try {
            return await Promise.race([job, limit, left]);
        }
        finally {
            gone?.removeEventListener('abort', onGone);
            clearTimeout(timer);
            this.expiries.delete(expire);
        }
    }
    /**
     * For tests only: every running job passes its time limit now, exactly as when its timer fires.
     * A test of what happens at the limit then depends on no race between the work and the clock.
     */
    expireRunningForTest() {
        for (const expire of [...this.expiries])
            expire();
    }
    /** Hands the slot to the next waiting job, or frees it. */
    release() {
        const next = this.waiting.shift();
        if (next)
            next();
        else
            this.running--;
    }
}
function formatSeconds(ms) {
    return ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
}

;// CONCATENATED MODULE: ./src/service/index.ts









/** Default limits, chosen for 50 ordinary clients on a 2-core machine (README, Load). */
const DEFAULT_WORK_LIMITS = { concurrency: 2, maxQueued: 128, timeoutMs: 120_000 };
const DEFAULT_MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;
/**
 * The engine holds a part's text, its parsed tree and the document model built from it, for
 * both documents of a pair: a comparison's memory follows what its documents inflate to, not
 * their size. Measured with the built server (scripts/bench/api-inflated.ts, a one-word edit):
 * two documents of 30 MiB of XML peak at 720 MB RSS, of 60 MiB at 1.27 GB. 32 MiB (thousands
 * of pages of text) keeps one comparison under 1 GB; the archive limits alone (512 MiB a part)
 * let a 15 MB DOCX take 2.3 GB and answer 500.
 */
const DEFAULT_MAX_INFLATED_XML_BYTES = 32 * 1024 * 1024;
/** What a package's XML parts declare they inflate to; 0 for anything that is not a readable ZIP. */
function inflatedXmlBytes(bytes) {
    if (!(0,engine/* looksLikeZip */.fw)(bytes))
        return 0;
    try {
        return new engine/* ZipArchive */.SJ(bytes)
            .rawEntries()
            .filter((entry) => /\.(xml|rels|vml)$/i.test(entry.name))
            .reduce((sum, entry) => sum + entry.size, 0);
    }
    catch {
        // A damaged package is reported by the operation in its own words.
        return 0;
    }
}
const documentTooLarge = (path, limit) => new ServiceError(413, 'RequestTooLarge', `'${path}' is larger than the server's limit of ${limit} bytes for a document to compare.`);
/**
 * The operations of the Comparison Cloud API over named storages. The HTTP server is a thin
 * adapter over this class; every operation takes canonical (parsed) records.
 */
class ApiService {
    options;
    storage;
    consumption;
    sharedState;
    imported;
    queue;
    /** Engine work runs in worker threads when their script is available, else in this thread. */
    engine;
    /** LibreOffice, when the server's previews are drawn by it. */
    office;
    constructor(options) {
        this.options = options;
        const soffice = options.soffice === null ? undefined : (0,engine.findSoffice)(options.soffice);
        this.office = soffice ? { soffice } : undefined;
        this.storage = new StorageOperations(options.storages);
        this.sharedState = options.sharedState ?? new MemoryConditionalStore();
        this.consumption = new ConsumptionMeter(this.sharedState, options.meter);
        this.imported = options.consumptionFile
            ? this.consumption.importFile(options.consumptionFile).catch(() => undefined)
            : Promise.resolve();
        this.engine = (options.isolation !== 'inline' && EnginePool.create()) || inlineEngine();
        this.queue = new WorkQueue({ ...DEFAULT_WORK_LIMITS, ...options.queue });
    }
    formats() {
        return { Formats: (0,engine/* formatsList */.hV)() };
    }
    /**
     * Compares two small text documents through the engine, so that a replica's first requests do
     * not pay for starting a worker and compiling the engine (seconds of CPU on a busy machine).
     * Best effort: a failure here is the first request's to report.
     */
    async warmUp() {
        const text = (content, fileName) => ({ bytes: new TextEncoder().encode(content), fileName });
        await this.engine
            .run('listChanges', [{ source: text('warm\nup\n', 'a.txt'), targets: [text('warm\nup!\n', 'b.txt')] }])
            .catch(() => undefined);
    }
    async info(file, context) {
        const info = await this.workOn(context, () => this.loadAll([file]), ([input], signal) => this.engine.run('documentInfo', [input, { office: this.office }], signal));
        return { Format: info.FileFormat, Extension: info.Extension, Size: info.Size, PageCount: info.PageCount };
    }
    async changes(options, context) {
        const result = await this.workOn(context, () => this.loadAll([options.SourceFile, ...options.TargetFiles]), ([source, ...targets], signal) => this.engine.run('listChanges', [{ source, targets, settings: options.Settings, changeType: options.ChangeType, office: this.office }], signal));
        return result.changes;
    }
    /** PUT /comparison/changes: the documents came in the request. */
    async changesOfUploads(source, targets, settings, changeType, context) {
        if (!targets.length)
            throw badRequest('targetFiles: at least one target file is required');
        for (const document of [source, ...targets])
            this.checkInflated(document.fileName, document.bytes);
        return this.changesOf(source, targets, { Settings: settings, ChangeType: changeType }, context);
    }
    async changesOf(source, targets, options, context) {
        const result = await this.work(context, [source, ...targets], (signal) => this.engine.run('listChanges', [{ source, targets, settings: options.Settings, changeType: options.ChangeType, office: this.office }], signal));
        return result.changes;
    }
    async comparisons(options, context) {
        const outputPath = requireOutputPath(options.OutputPath);
        if (options.TargetFiles.length > 1)
            return this.combined(options, outputPath, undefined, context);
        const result = await this.workOn(context, () => this.loadAll([options.SourceFile, options.TargetFiles[0]]), ([source, target], signal) => this.engine.run('compareToDocument', [{ source, target, settings: options.Settings }], signal));
        return {
            link: await this.save(outputPath, options.SourceFile.StorageName, result.bytes, context),
            notices: notices(result.warnings),
            skippedIds: [],
        };
    }
    /**
     * PUT /comparison/updates. Decisions whose Id matches no change are skipped and reported
     * (`skippedIds`); changes the request does not name are kept as the target has them.
     */
    async updates(options, context) {
        const outputPath = requireOutputPath(options.OutputPath);
        const decisions = (options.Changes ?? []).map((c) => ({ Id: c.Id, ComparisonAction: c.ComparisonAction }));
        if (options.TargetFiles.length > 1)
            return this.combined(options, outputPath, decisions, context);
        const result = await this.workOn(context, () => this.loadAll([options.SourceFile, options.TargetFiles[0]]), ([source, target], signal) => this.engine.run('applyChanges', [{ source, target, settings: options.Settings, decisions, skipUnknownIds: true }], signal));
        const link = await this.save(outputPath, options.SourceFile.StorageName, result.bytes, context);
        const skippedIds = result.skippedIds ?? [];
        const skipped = skippedIds.length
            ? [
                `change Id${skippedIds.length > 1 ? 's' : ''} ${skippedIds.join(', ')} matched no change and ${skippedIds.length > 1 ? 'were' : 'was'} skipped (the comparison found ${result.changes.length} change${result.changes.length === 1 ? '' : 's'})`,
            ]
            : [];
        return { link, notices: [...notices(result.warnings), ...skipped], skippedIds };
    }
    /**
     * Several TargetFiles, one result: every target's changes as tracked changes by its author
     * (the engine says which formats have it). With decisions (updates), Ids are those
     * /comparison/changes gives the same targets; rejected changes are left out and the others
     * applied, or kept tracked with Settings.WordTrackChanges.
     */
    async combined(options, outputPath, decisions, context) {
        const mode = decisions && !options.Settings?.WordTrackChanges ? 'clean' : 'tracked';
        const result = await this.workOn(context, () => this.loadAll([options.SourceFile, ...options.TargetFiles]), ([source, ...targets], signal) => this.engine.run('combineToDocument', [{ source, targets, settings: options.Settings, decisions, mode, skipUnknownIds: true }], signal));
        const link = await this.save(outputPath, options.SourceFile.StorageName, result.bytes, context);
        const skippedIds = result.skippedIds ?? [];
        const skipped = skippedIds.length
            ? [
                `change Id${skippedIds.length > 1 ? 's' : ''} ${skippedIds.join(', ')} matched no change and ${skippedIds.length > 1 ? 'were' : 'was'} skipped (the comparison found ${result.changes.length} change${result.changes.length === 1 ? '' : 's'})`,
            ]
            : [];
        // Notices ride in a Warning header, which carries Latin-1 only: other characters of an author or text show as '?'.
        const conflicts = result.conflicts.map((c) => `conflict at ${c.place} (changes ${c.ids.join(', ')}): ${c.versions.map((v) => `${v.author} "${v.text}"`).join(' / ')}`.replace(/[^\x20-\xff]/g, '?'));
        return { link, notices: [...notices(result.warnings), ...conflicts, ...skipped], skippedIds };
    }
    async revisions(file, context) {
        return this.workOn(context, () => this.loadAll([file]), ([input], signal) => this.engine.run('listRevisions', [input], signal));
    }
    async applyRevisions(options, context) {
        const outputPath = requireOutputPath(options.OutputPath);
        const result = await this.workOn(context, () => this.loadAll([options.SourceFile]), ([input], signal) => this.engine.run('applyRevisions', [input, { revisions: options.Revisions ?? [], acceptAll: options.AcceptAll, rejectAll: options.RejectAll }], signal));
        return {
            link: await this.save(outputPath, options.SourceFile.StorageName, result.bytes, context),
            notices: [],
            skippedIds: [],
        };
    }
    async preview(options, context) {
        const format = options.Format === 'Jpeg' ? 'jpeg' : options.Format === 'Png' ? 'png' : 'bmp';
        const rendered = await this.workOn(context, () => this.loadAll([options.FileInfo]), ([input], signal) => this.engine.run('renderPreviews', [
            input,
            {
                format,
                width: options.Width || undefined,
                height: options.Height || undefined,
                pages: options.PageNumbers,
            },
        ], signal));
        const pages = rendered.pages;
        const folder = options.OutputFolder ?? parentPath(normalizeStoragePath(options.FileInfo.FilePath));
        const stem = baseName(normalizeStoragePath(options.FileInfo.FilePath)).replace(/\.[^.]+$/, '');
        const links = [];
        for (const page of pages) {
            const path = joinPath(normalizeStoragePath(folder), `${stem}_${page.pageNumber}.${format}`);
            links.push(await this.save(path, options.FileInfo.StorageName, page.bytes, context));
        }
        return links;
    }
    async close() {
        await this.engine.close();
        // Conversions run LibreOffice from this thread, not from an engine worker the pool ends.
        await (0,engine/* stopWarmOffice */.Gu)();
        await this.imported;
        await this.consumption.close();
    }
    async consumptionOf(context) {
        await this.imported;
        return this.consumption.of(context.clientId);
    }
    /**
     * Reads a FileInfo's document from its storage; a missing file quotes FilePath as sent. A
     * document over `maxDocumentBytes` is refused from its stored size, before it is read.
     */
    async load(file) {
        const path = normalizeStoragePath(file.FilePath);
        try {
            const storage = this.options.storages.get(file.StorageName);
            const limit = this.options.maxDocumentBytes ?? DEFAULT_MAX_DOCUMENT_BYTES;
            // One read answers both the size and the bytes (on S3 a GET, not a HEAD and then a GET); a
            // document over the limit is refused from the size the store reports, before its body is read.
            const { size, body } = await storage.openRead(path, file.VersionId);
            if (size > limit) {
                // A stream dropped before it opened may still fail to open (the file deleted meanwhile): nobody is reading it.
                body.on('error', () => undefined);
                body.destroy();
                throw documentTooLarge(file.FilePath, limit);
            }
            const chunks = [];
            for await (const chunk of body)
                chunks.push(chunk);
            const bytes = Buffer.concat(chunks);
            this.checkInflated(file.FilePath, bytes);
            return { bytes, fileName: baseName(path), password: file.Password };
        }
        catch (error) {
            if (error instanceof StorageNotFoundError)
                throw new StorageNotFoundError(file.FilePath);
            throw error;
        }
    }
    /**
     * Refuses a document whose XML parts inflate past maxInflatedXmlBytes, from the central
     * directory before any part is inflated (sizes that lie are caught by the readers, which never
     * inflate past a declared size). Encrypted packages are judged once decrypted, by the readers.
     */
    checkInflated(name, bytes) {
        const limit = this.options.maxInflatedXmlBytes ?? DEFAULT_MAX_INFLATED_XML_BYTES;
        const xml = inflatedXmlBytes(bytes);
        if (xml > limit)
            throw new ServiceError(413, 'RequestTooLarge', `'${name}': its XML parts inflate to ${xml} bytes, over the server's limit of ${limit} (limits.maxInflatedXmlBytes).`);
    }
    /** Stores a result and links to it: `rel` is the path exactly as the request wrote it. */
    async save(outputPath, storageName, bytes, context) {
        const path = normalizeStoragePath(outputPath);
        await this.options.storages.get(storageName).write(path, bytes);
        return {
            href: downloadUrl(context.baseUrl, path, storageName),
            rel: outputPath,
            type: 'file',
            title: baseName(path),
        };
    }
    /**
     * The documents of one operation, read together. When several cannot be read, the first in the
     * request's order is the one reported, whichever read failed first, so one request always gets
     * one answer.
     */
    async loadAll(files) {
        const reads = await Promise.allSettled(files.map((file) => this.load(file)));
        const failed = reads.find((read) => read.status === 'rejected');
        if (failed)
            throw failed.reason;
        return reads.map((read) => read.value);
    }
    /**
     * Engine work on stored documents: they are read once the job has its slot, so the requests
     * waiting in the queue hold no document in memory (a full queue is refused before any read).
     */
    async workOn(context, load, job) {
        let bytes = 0;
        const result = await this.queue.run(async (signal) => {
            const inputs = await load();
            bytes = inputs.reduce((sum, input) => sum + input.bytes.length, 0);
            return job(inputs, signal);
        }, context.signal);
        this.consumption.record(context.clientId, bytes);
        return result;
    }
    /** Engine work goes through the queue and is counted for the client. */
    async work(context, inputs, job) {
        const result = await this.queue.run(job, context.signal);
        this.consumption.record(context.clientId, inputs.reduce((sum, input) => sum + input.bytes.length, 0));
        return result;
    }
    /** Streams an uploaded document into storage (used by the upload endpoint). */
    async upload(path, content, storageName) {
        return this.storage.upload(path, content, storageName);
    }
}
function downloadUrl(baseUrl, path, storageName) {
    const encoded = path.split('/').map(encodeURIComponent).join('/');
    const query = storageName ? `?storageName=${encodeURIComponent(storageName)}` : '';
    return `${baseUrl}/v2.0/comparison/storage/file/${encoded}${query}`;
}
/** The warnings a caller must hear about even when the request succeeded. */
const NOTICE_CODES = new Set(['password-not-supported', 'pdf-reject-text']);
function notices(warnings) {
    return [...new Set(warnings.filter((w) => NOTICE_CODES.has(w.code)).map((w) => w.message))];
}
function requireOutputPath(outputPath) {
    if (!outputPath || !normalizeStoragePath(outputPath))
        throw badRequest('OutputPath: is required (the storage path where the result is saved)');
    return outputPath;
}


;// CONCATENATED MODULE: ./src/service/conversion.ts







const CONTENT_TYPES = {
    txt: 'text/plain; charset=utf-8',
    csv: 'text/csv; charset=utf-8',
    tsv: 'text/tab-separated-values; charset=utf-8',
    pdf: 'application/pdf',
    png: 'image/png',
    jpeg: 'image/jpeg',
    jpg: 'image/jpeg',
    bmp: 'image/bmp',
    html: 'text/html; charset=utf-8',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    odt: 'application/vnd.oasis.opendocument.text',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ods: 'application/vnd.oasis.opendocument.spreadsheet',
    pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    odp: 'application/vnd.oasis.opendocument.presentation',
};
/**
 * Office-to-Office targets, by the source's family, with the LibreOffice export filter that
 * writes each. Named filters, because the bare extension lets LibreOffice pick by the document
 * it opened, which is not always the format asked for. Only formats the engine reads are here:
 * every result is read back before it is returned.
 */
const OFFICE_EXPORTS = {
    word: { docx: 'MS Word 2007 XML', odt: 'writer8', html: 'HTML (StarWriter):EmbedImages' },
    cells: { xlsx: 'Calc MS Excel 2007 XML', ods: 'calc8' },
    slides: { pptx: 'Impress MS PowerPoint 2007 XML', odp: 'impress8' },
};
/** Inputs LibreOffice opens though the engine does not read them: Office 97-2003 binaries and RTF. */
const LEGACY_OFFICE_INPUTS = {
    doc: 'word',
    dot: 'word',
    rtf: 'word',
    xls: 'cells',
    ppt: 'slides',
};
/** Targets LibreOffice could write but docdelta cannot read back, so it cannot vouch for them. */
const UNVERIFIABLE_TARGETS = new Set(['doc', 'rtf', 'xls', 'ppt', 'odg']);
const OFFICE_TARGETS = new Set(Object.values(OFFICE_EXPORTS).flatMap((targets) => Object.keys(targets)));
/**
 * POST /conversion of the sibling Conversion API, doing only conversions docdelta can do for
 * real: any document the engine reads to plain text, CSV between separators, Office and ODF
 * documents to PDF and to each other within their family (OFFICE_EXPORTS) through LibreOffice,
 * and pages to images through the preview renderer. Anything else is refused with a message
 * that names the pair.
 */
class ConversionService {
    service;
    locateSoffice;
    /** `locateSoffice` finds LibreOffice; a server without it answers 501 for what needs it. */
    constructor(service, locateSoffice = () => (0,engine.findSoffice)()) {
        this.service = service;
        this.locateSoffice = locateSoffice;
    }
    async convert(settings, context) {
        const target = settings.Format.toLowerCase().replace(/^\./, '');
        const input = await this.service.load({
            FilePath: settings.FilePath,
            StorageName: settings.StorageName,
            Password: settings.LoadOptions?.Password,
        });
        const sourceName = input.fileName ?? 'document';
        const sourceExtension = (settings.LoadOptions?.Format ?? sourceName.split('.').pop() ?? '').toLowerCase();
        const bytes = await this.service.work(context, [input], (signal) => this.convertBytes(input, sourceExtension, target, settings, signal));
        if (!settings.OutputPath)
            return { kind: 'bytes', bytes, contentType: CONTENT_TYPES[target] ?? 'application/octet-stream' };
        const stem = sourceName.replace(/\.[^.]+$/, '');
        const output = normalizeStoragePath(settings.OutputPath);
        // OutputPath names a folder unless it already ends with the target extension.
        const path = output.toLowerCase().endsWith(`.${target}`) ? output : joinPath(output, `${stem}.${target}`);
        const link = await this.service.save(path, settings.StorageName, bytes, context);
        return { kind: 'stored', files: [{ Name: baseName(path), Size: bytes.length, Url: link.href }] };
    }
    async convertBytes(input, from, to, settings, signal) {
        if (from === 'csv' || from === 'tsv')
            return convertDelimited(input.bytes, settings.LoadOptions?.Separator ?? (from === 'tsv' ? '\t' : ','), to);
        if (to === from)
            return input.bytes;
        // Before LibreOffice or any reader: a zip bomb or a 100,000-deep part is refused at once.
        await this.service.engine.run('checkDocumentLimits', [input], signal);
        if (to === 'txt')
            return new TextEncoder().encode(await this.service.engine.run('documentText', [input], signal));
        if (to === 'pdf') {
            const soffice = this.locateSoffice();
            if (!soffice)
                throw new ServiceError(501, 'NotImplemented', 'Conversion to PDF needs LibreOffice, which is not installed on this server.');
            // LibreOffice would stop at a password prompt; it gets the decrypted package.
            const bytes = await (0,engine/* unlockOfficeDocument */.qC)(input.bytes, input.password);
            const source = sourceFormat(bytes, from, input.fileName);
            // LibreOffice runs here, beside the main thread rather than in an engine worker the pool could
            // terminate: the signal kills its process group at the request's deadline or when its client goes.
            const [pdf] = await (0,engine/* convertToPdf */.fr)([{ bytes, fileName: `document.${source}` }], { soffice, signal });
            return pdf;
        }
        if (to === 'png' || to === 'jpeg' || to === 'jpg' || to === 'bmp') {
            const rendered = await this.service.engine.run('renderPreviews', [input, { format: to === 'jpg' ? 'jpeg' : to, pages: pagesFrom(settings) }], signal);
            // One image per request: the first selected page (the response body is a single file).
            const first = rendered.pages[0]?.bytes;
            if (!first)
                throw new ServiceError(422, 'UnprocessableDocument', 'The document has no page to render.');
            return first;
        }
        if (OFFICE_TARGETS.has(to) || UNVERIFIABLE_TARGETS.has(to))
            return this.convertOffice(input, from, to, signal);
        throw unavailable(from, to);
    }
    /** Office to Office within a family through LibreOffice, returned only once the engine reads the result. */
    async convertOffice(input, from, to, signal) {
        // The pair is judged by name first, so an impossible one is refused before any decryption.
        const named = officeFamily(from);
        if (named && !OFFICE_EXPORTS[named][to])
            throw unavailable(from, to);
        const bytes = await (0,engine/* unlockOfficeDocument */.qC)(input.bytes, input.password);
        const source = sourceFormat(bytes, from, input.fileName);
        const family = officeFamily(source);
        const filter = family && OFFICE_EXPORTS[family][to];
        if (!filter)
            throw unavailable(source, to);
        if (source === to)
            return bytes;
        const soffice = this.locateSoffice();
        if (!soffice)
            throw new ServiceError(501, 'NotImplemented', `Conversion from ${source} to ${to} needs LibreOffice, which is not installed on this server.`);
        const [converted] = await (0,engine/* convertWithOffice */._I)([{ bytes, fileName: `document.${source}` }], {
            soffice,
            target: { extension: to, filter },
            signal,
        });
        await this.readBack(converted, to, signal);
        return converted;
    }
    /** Proves a converted file is what was asked for and opens: its format by content, then a full engine read. */
    async readBack(bytes, to, signal) {
        const fileName = `converted.${to}`;
        let written;
        try {
            written = (0,engine/* detectFormat */.Tz)(bytes, fileName).key;
        }
        catch (error) {
            throw new engine/* CorruptDocumentError */.b6(`LibreOffice wrote a ${to} file that does not read back (${(0,engine/* errorMessage */.gJ)(error)})`);
        }
        if (written !== to)
            throw new engine/* CorruptDocumentError */.b6(`LibreOffice wrote ${written} when ${to} was asked for`);
        try {
            await this.service.engine.run('documentText', [{ bytes, fileName }], signal);
        }
        catch (error) {
            if (signal.aborted)
                throw error;
            throw new engine/* CorruptDocumentError */.b6(`LibreOffice wrote a ${to} file that does not read back (${(0,engine/* errorMessage */.gJ)(error)})`);
        }
    }
}
/** Which conversions POST /conversion does, in words (the OpenAPI document shows it). */
function describeConversions() {
    const families = Object.keys(OFFICE_EXPORTS).map((family) => {
        const inputs = [
            ...(0,engine/* supportedFormats */.hP)()
                .filter((f) => f.family === family && f.key !== 'csv' && f.key !== 'tsv')
                .map((f) => f.key),
            ...Object.keys(LEGACY_OFFICE_INPUTS).filter((k) => LEGACY_OFFICE_INPUTS[k] === family),
        ];
        return `${inputs.join('/')} to ${Object.keys(OFFICE_EXPORTS[family]).join(', ')}`;
    });
    return [
        'Converts a stored document: the converted file is the response body, or, with OutputPath, is stored and listed.',
        'Conversions: any document docdelta reads to txt; csv/tsv to csv, tsv, txt (LoadOptions.Separator); Office and ODF documents to pdf; a page to png, jpeg or bmp;',
        `and through LibreOffice, within a family: ${families.join('; ')}. Each Office result is read back before it is returned.`,
        'A protected input is opened with LoadOptions.Password. Other pairs answer 422 naming the pair; conversions that need LibreOffice answer 501 where it is not installed.',
    ].join(' ');
}
function officeFamily(format) {
    // The name comes from the request: only the table's own keys count, never inherited ones.
    if (Object.hasOwn(LEGACY_OFFICE_INPUTS, format))
        return LEGACY_OFFICE_INPUTS[format];
    const family = (0,engine/* formatByKey */.Qk)(format)?.family;
    return family === 'word' || family === 'cells' || family === 'slides' ? family : undefined;
}
/**
 * The source's format from its (decrypted) bytes; the engine's detection, except for the Office
 * 97-2003 binaries and RTF it does not read, which LibreOffice opens and are taken by their name.
 */
function sourceFormat(bytes, named, fileName) {
    if (Object.hasOwn(LEGACY_OFFICE_INPUTS, named) && ((0,engine/* isCompoundFile */.oy)(bytes) || named === 'rtf'))
        return named;
    return (0,engine/* detectFormat */.Tz)(bytes, fileName).key;
}
function unavailable(from, to) {
    const family = officeFamily(from);
    const within = family
        ? `; ${from} converts to ${[...Object.keys(OFFICE_EXPORTS[family]), 'pdf', 'txt'].join(', ')}`
        : '';
    const unverifiable = UNVERIFIABLE_TARGETS.has(to)
        ? `; docdelta does not read ${to}, so it cannot check such a result`
        : '';
    return new engine/* UnsupportedFormatError */.N$(`conversion from ${from || 'this format'} to ${to} is not available (docdelta converts to txt, pdf and page images, csv between separators, and Office documents within their family${within})${unverifiable}`);
}
function pagesFrom(settings) {
    const options = settings.ConvertOptions;
    if (options?.Pages?.length)
        return options.Pages;
    if (options?.FromPage)
        return Array.from({ length: options.PagesCount ?? 1 }, (_, i) => options.FromPage + i);
    return undefined;
}
/** CSV/TSV to csv, tsv or txt: parsed with the given separator (quotes honoured) and written again. */
function convertDelimited(bytes, separator, to) {
    const out = to === 'csv' ? ',' : to === 'tsv' || to === 'txt' ? '\t' : undefined;
    if (!out)
        throw new engine/* UnsupportedFormatError */.N$(`conversion from csv to ${to} is not available (csv converts to csv, tsv and txt)`);
    if (!separator)
        throw badRequest('LoadOptions.Separator: must not be empty');
    if (/["\r\n]/.test(separator))
        throw badRequest('LoadOptions.Separator: must not hold a quote or a line break');
    // The cells reader's parser: linear, and bounded by its cell and field limits.
    const text = new TextDecoder().decode(bytes);
    const rows = (0,engine/* parseDelimited */.Rv)(text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text, separator, []);
    const quote = (cell) => cell.includes(out) || cell.includes('"') || /[\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
    return new TextEncoder().encode(rows.map((row) => row.map(quote).join(out)).join('\n') + (rows.length ? '\n' : ''));
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
;// CONCATENATED MODULE: ./src/service/translation.ts





/**
 * The default translator when no machine-translation service is configured: exact matches in
 * the user's glossary (per target language). Strings it has no entry for stay in the source
 * language, and the job's message counts them.
 */
class GlossaryTranslator {
    glossary;
    description = 'the configured glossary (no machine-translation service is configured)';
    constructor(glossary) {
        this.glossary = glossary;
    }
    async translate(texts, _from, to) {
        const entries = this.glossary[to] ?? this.glossary[to.toLowerCase()] ?? {};
        let translated = 0;
        const out = texts.map((text) => {
            const hit = entries[text] ?? entries[text.trim()];
            if (hit === undefined)
                return text;
            translated++;
            return hit;
        });
        return { texts: out, translated };
    }
}
const translation_MAX_ATTEMPTS = 3;
const JOBS = 'translation/jobs/';
const QUEUE = 'translation/queue/';
const FINISHED = 'translation/finished/';
/**
 * POST /translation/resx: the request is accepted at once (202) and queued in the shared state;
 * GET /translation/resx/{id} reports its status and result links from any replica. Each replica
 * runs one job at a time: it claims a job by writing a lease into the job's record on condition
 * that the record is unchanged (so two replicas never both claim it), renews the lease while the
 * job runs, and writes the result on the same condition. A job whose lease ran out (its replica
 * died) is claimed again by another replica.
 */
class TranslationService {
    service;
    translator;
    store;
    maxWaiting;
    maxFinished;
    lastFinished = 0;
    /** Jobs this replica finished since it last listed the history to trim it. */
    finishedSinceTrim = 0;
    leaseMs;
    pollMs;
    maxPollMs;
    /** The wait before the next look: pollMs after work, doubling while idle up to maxPollMs. */
    idleMs;
    replicaId;
    timer;
    pumping;
    closed = false;
    /** A job was submitted while the pump ran: look again at once when it stops. */
    wakeAgain = false;
    /** A job this replica claimed as it submitted it, for the next pump to run first (etag '' while being written). */
    handoff;
    constructor(service, translator, options = {}) {
        this.service = service;
        this.translator = translator;
        this.store = service.sharedState;
        this.maxWaiting = options.maxWaiting ?? 100;
        this.maxFinished = options.maxFinished ?? 1000;
        this.leaseMs = options.leaseMs ?? 30_000;
        this.pollMs = options.pollMs ?? 1000;
        this.maxPollMs = Math.max(this.pollMs, options.maxPollMs ?? this.pollMs * 8);
        this.idleMs = this.pollMs;
        this.replicaId = options.replicaId ?? `${(0,external_node_os_.hostname)()}-${process.pid}-${(0,external_node_crypto_.randomUUID)().slice(0, 8)}`;
        this.schedule(0);
    }
    async submit(request, context) {
        if (!request.file && !request.url)
            throw badRequest('file or url: one of them is required (the .resx to translate)');
        const waiting = (await this.store.listKeys(QUEUE)).length;
        if (waiting >= this.maxWaiting)
            throw new ServiceError(429, 'TooManyRequests', `${waiting} translations are waiting already; retry after the time in Retry-After.`, 10);
        const id = (0,external_node_crypto_.randomUUID)();
        const queued = {
            id,
            status: 'Queued',
            message: 'Queued.',
            urls: [],
            request,
            context,
            submittedAt: Date.now(),
            attempts: 0,
        };
        // A replica with nothing to do writes the job already claimed by itself: no listing, read and
        // claim of it follow. The queue entry is written all the same, so that if this replica dies
        // the job is taken over once its lease runs out.
        const claim = !this.pumping && !this.handoff && !this.closed;
        const job = claim ? this.claimed(queued) : queued;
        if (claim)
            this.handoff = { record: job, etag: '' };
        let etag;
        try {
            etag = await this.store.writeIf(JOBS + id, encode(job), { ifNoneMatch: '*' });
            if (!etag)
                throw new Error(`translation job ${id} exists already`);
            await this.store.writeIf(QUEUE + id, encode(job.submittedAt), { ifNoneMatch: '*' });
        }
        catch (error) {
            if (claim)
                this.handoff = undefined;
            throw error;
        }
        if (claim)
            this.handoff = { record: job, etag };
        this.schedule(0);
        return {
            status: 202,
            message: 'Accepted: the translation is queued; GET /v2.0/translation/resx/{id} for its result.',
            id,
        };
    }
    async status(id) {
        const job = /^[0-9a-f-]{36}$/i.test(id) ? await this.read(id) : undefined;
        if (!job)
            throw new ServiceError(404, 'NotFound', `No translation request has the id '${id}'.`);
        const { record } = job;
        const status = record.status === 'Completed' ? 200 : record.status === 'Failed' ? 422 : 202;
        return { status, message: record.message, id: record.id, state: record.status, urls: record.urls };
    }
    /** Resolves when no job is queued or running on any replica (for tests and shutdown). */
    async idle() {
        while ((await this.store.listKeys(QUEUE)).length)
            await new Promise((resolve) => setTimeout(resolve, Math.min(this.pollMs, 50)));
    }
    /** Stops taking jobs. A job running here is left to finish; if the process ends first, its lease runs out. */
    async close() {
        this.closed = true;
        if (this.timer)
            clearTimeout(this.timer);
    }
    schedule(delayMs) {
        if (this.closed)
            return;
        if (this.pumping) {
            this.wakeAgain = true;
            return;
        }
        if (this.timer)
            clearTimeout(this.timer);
        this.timer = setTimeout(() => {
            this.timer = undefined;
            this.pumping = this.pump()
                .catch(() => undefined)
                .finally(() => {
                this.pumping = undefined;
                const again = this.wakeAgain;
                this.wakeAgain = false;
                this.schedule(again ? 0 : this.idleMs);
            });
        }, delayMs);
        this.timer.unref();
    }
    /** Runs jobs one after another while there are jobs to claim; an idle look backs off the next. */
    async pump() {
        let worked = false;
        try {
            while (!this.closed) {
                const handed = this.handoff?.etag ? this.handoff : undefined;
                if (handed)
                    this.handoff = undefined;
                const claimed = handed ?? (await this.claimNext());
                if (!claimed)
                    return;
                worked = true;
                await this.run(claimed.record, claimed.etag);
            }
        }
        finally {
            this.idleMs = worked ? this.pollMs : Math.min(this.idleMs * 2, this.maxPollMs);
        }
    }
    async read(id) {
        const tagged = await this.store.readTagged(JOBS + id);
        return tagged && { record: decode(tagged.content), etag: tagged.etag };
    }
    /** The oldest job nobody holds, now leased to this replica; undefined when there is none. */
    async claimNext() {
        const candidates = [];
        for (const key of await this.store.listKeys(QUEUE)) {
            const id = key.slice(QUEUE.length);
            const job = await this.read(id);
            if (!job)
                continue;
            const { record } = job;
            if (record.status === 'Completed' || record.status === 'Failed') {
                await this.dequeue(id); // Finished by a replica that died before removing it from the queue.
                continue;
            }
            if (record.status === 'Queued' || (record.lease && record.lease.until < Date.now()))
                candidates.push(job);
        }
        candidates.sort((a, b) => a.record.submittedAt - b.record.submittedAt);
        for (const { record, etag } of candidates) {
            const next = record.attempts >= translation_MAX_ATTEMPTS
                ? {
                    ...record,
                    status: 'Failed',
                    message: `The translation stopped ${record.attempts} times with the replica running it; it is not tried again.`,
                    request: undefined,
                    lease: undefined,
                }
                : this.claimed(record);
            const written = await this.store.writeIf(JOBS + record.id, encode(next), { ifMatch: etag });
            if (!written)
                continue; // Another replica claimed it first.
            if (next.status === 'Failed') {
                await this.finish(record.id);
                continue;
            }
            return { record: next, etag: written };
        }
        return undefined;
    }
    /** The record of a job once this replica has claimed it. */
    claimed(record) {
        return {
            ...record,
            status: 'Processing',
            message: 'Processing.',
            lease: { owner: this.replicaId, until: Date.now() + this.leaseMs },
            attempts: record.attempts + 1,
        };
    }
    /** Runs a claimed job, renewing its lease; the result is kept only if the lease was never lost. */
    async run(record, claimedEtag) {
        let etag = claimedEtag;
        let renewing = Promise.resolve();
        const renew = setInterval(() => {
            renewing = renewing.then(async () => {
                if (!etag)
                    return;
                const renewed = { ...record, lease: { owner: this.replicaId, until: Date.now() + this.leaseMs } };
                etag = await this.store.writeIf(JOBS + record.id, encode(renewed), { ifMatch: etag }).catch(() => etag);
            });
        }, Math.max(10, this.leaseMs / 3));
        renew.unref();
        let outcome;
        try {
            outcome = await this.process(record.id, record.request, record.context);
        }
        finally {
            clearInterval(renew);
            await renewing;
        }
        if (!etag)
            return; // The lease was lost: another replica owns the job now.
        const done = { ...record, ...outcome, request: undefined, lease: undefined };
        if (await this.store.writeIf(JOBS + record.id, encode(done), { ifMatch: etag }))
            await this.finish(record.id);
    }
    /** Takes a finished job off the queue, remembers it, and forgets the oldest finished jobs beyond the limit. */
    async finish(id) {
        // Jobs finishing within one millisecond would otherwise be ordered by their random ids, and the
        // newest could be the one forgotten.
        this.lastFinished = Math.max(Date.now(), this.lastFinished + 1);
        await this.store.writeIf(`${FINISHED}${String(this.lastFinished).padStart(15, '0')}-${id}`, encode(id), {
            ifNoneMatch: '*',
        });
        await this.dequeue(id);
        // A listing of the history per job finished would be one more store request per job.
        if (++this.finishedSinceTrim < Math.max(1, Math.floor(this.maxFinished / 20)))
            return;
        this.finishedSinceTrim = 0;
        const finished = await this.store.listKeys(FINISHED);
        for (const key of finished.slice(0, Math.max(0, finished.length - this.maxFinished))) {
            await this.remove(JOBS + key.slice(key.indexOf('-', FINISHED.length) + 1));
            await this.remove(key);
        }
    }
    async dequeue(id) {
        await this.remove(QUEUE + id);
    }
    /** Every key here names a job's random id and is never written again once removed. */
    async remove(key) {
        if (this.store.deleteFinal)
            return this.store.deleteFinal(key);
        const tagged = await this.store.readTagged(key);
        if (tagged)
            await this.store.deleteIf(key, tagged.etag, { final: true });
    }
    async process(id, request, context) {
        try {
            const { bytes, name } = await this.source(request, id);
            const xml = new TextDecoder().decode(bytes);
            const stem = name.replace(/\.resx$/i, '');
            const outputs = [];
            const counts = [];
            let total = 0;
            let anyTranslated = false;
            // A language asked for twice is translated once: one file per name, in the folder and in the archive.
            for (const language of new Set(request.targetLanguages)) {
                const { text, strings, translated } = await translateResx(xml, this.translator, request.sourceLanguage, language);
                total = strings;
                anyTranslated ||= translated > 0;
                counts.push(`${language}: ${translated} of ${strings}`);
                outputs.push({ name: `${stem}.${language}.resx`, bytes: new TextEncoder().encode(text) });
            }
            if (!anyTranslated && total > 0)
                return {
                    status: 'Failed',
                    message: `Nothing was translated by ${this.translator.description}: no entry matched any of the ${total} string(s) for ${request.targetLanguages.join(', ')}.`,
                    urls: [],
                };
            const folder = `translation/${id}`;
            const files = [];
            if (request.savingMode !== 'Archive')
                files.push(...outputs.map((o) => ({ path: joinPath(folder, o.name), bytes: o.bytes })));
            if (request.savingMode !== 'Files')
                files.push({
                    path: joinPath(folder, `${stem}.zip`),
                    bytes: (0,engine/* zipFiles */.jG)(outputs),
                });
            const urls = [];
            for (const file of files)
                urls.push((await this.service.save(file.path, undefined, file.bytes, context)).href ?? file.path);
            return {
                status: 'Completed',
                message: `Translated by ${this.translator.description}; strings translated per language: ${counts.join('; ')}. Strings without a translation were kept in ${request.sourceLanguage}.`,
                urls,
            };
        }
        catch (error) {
            return {
                status: 'Failed',
                message: error instanceof Error ? error.message.split('\n')[0] : 'The translation failed.',
                urls: [],
            };
        }
    }
    /** The .resx from `file` (base64) or `url`: a storage path or this server's download link. */
    async source(request, id) {
        if (request.file)
            return { bytes: Buffer.from(request.file, 'base64'), name: request.originalFileName ?? `${id}.resx` };
        const url = request.url;
        let path = url;
        if (/^[a-z]+:\/\//i.test(url)) {
            const parsed = new URL(url);
            const marker = '/comparison/storage/file/';
            const at = parsed.pathname.indexOf(marker);
            // Fetching arbitrary URLs from the server would let callers probe its network.
            if (at < 0)
                throw badRequest("url: only files in this server's storage can be translated (a storage path or its download link)");
            path = decodeURIComponent(parsed.pathname.slice(at + marker.length));
        }
        const input = await this.service.load({ FilePath: path });
        return {
            bytes: input.bytes,
            name: request.originalFileName ?? normalizeStoragePath(path).split('/').pop() ?? `${id}.resx`,
        };
    }
}
/** Rewrites the string values of a .resx (data elements without a type) through the translator. */
async function translateResx(xml, translator, from, to) {
    const { parseXml, serializeXml } = await (0,engine/* loadXmlDom */.UY)();
    let document;
    try {
        document = parseXml(xml, 'resx');
    }
    catch {
        document = undefined;
    }
    const root = document?.documentElement;
    if (!document || !root || root.nodeName !== 'root')
        throw new engine/* CorruptDocumentError */.b6('the file is not a .resx resource file (XML with a <root> element)');
    const values = Array.from(root.getElementsByTagName('data'))
        .filter((data) => !data.getAttribute('type') && !data.getAttribute('mimetype'))
        .map((data) => Array.from(data.getElementsByTagName('value'))[0])
        .filter((value) => value !== undefined);
    const texts = values.map((value) => value.textContent ?? '');
    const result = await translator.translate(texts, from, to);
    values.forEach((value, index) => {
        while (value.firstChild)
            value.removeChild(value.firstChild);
        value.appendChild(document.createTextNode(result.texts[index]));
    });
    return {
        text: serializeXml(document),
        strings: texts.length,
        translated: result.translated,
    };
}
function encode(value) {
    return new TextEncoder().encode(JSON.stringify(value));
}
function decode(content) {
    return JSON.parse(new TextDecoder().decode(content));
}

// EXTERNAL MODULE: ./src/report/html.ts + 1 modules
var html = __webpack_require__(37545);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(12311);
;// CONCATENATED MODULE: ./src/service/viewer.ts




/** ViewOptions of the sibling Viewer API (POST /viewer/view): the fields docdelta honours. */
const ViewOptions = schemas/* object */.Ikc({
    FileInfo: records/* FileInfo */.P6,
    ViewFormat: schemas/* enum */.k5n(['HTML', 'PNG', 'JPG', 'PDF']).default('HTML'),
    OutputPath: schemas/* string */.YjP().optional(),
    /**
     * docdelta's extension: the newer version of FileInfo's document. With an HTML view, the
     * answer's File is the document view of the pair (both versions' pages side by side, the
     * changes framed and listed), one self-contained HTML file a browser opens from
     * `GET /viewer/view/{path}`.
     */
    TargetFileInfo: records/* FileInfo */.P6.optional(),
});
/**
 * Pages rendered through the preview renderer (or one PDF through LibreOffice) and stored,
 * listed as the Viewer API's ViewResult. An HTML view is one HTML file per page showing the
 * page's PNG, which is listed as the page's resource (the Viewer's "external resources" form).
 */
class ViewerService {
    service;
    constructor(service) {
        this.service = service;
    }
    async view(options, context) {
        const source = normalizeStoragePath(options.FileInfo.FilePath);
        const folder = normalizeStoragePath(options.OutputPath ?? `viewer/${source.replace(/\.[^.]+$/, '')}`);
        if (options.TargetFileInfo && options.ViewFormat === 'HTML')
            return this.documentView(options, folder, context);
        if (options.ViewFormat === 'PDF') {
            // A PDF view is one file (LibreOffice's rendition), with no per-page resources.
            const converted = await new ConversionService(this.service).convert({
                FilePath: options.FileInfo.FilePath,
                StorageName: options.FileInfo.StorageName,
                Format: 'pdf',
                OutputPath: folder,
                LoadOptions: { Password: options.FileInfo.Password },
            }, context);
            const file = converted.kind === 'stored' ? converted.files[0] : undefined;
            return {
                Pages: [],
                Attachments: [],
                File: file ? { Path: `${folder}/${file.Name}`, DownloadUrl: file.Url } : null,
            };
        }
        const links = await this.service.preview({
            FileInfo: options.FileInfo,
            Format: options.ViewFormat === 'JPG' ? 'Jpeg' : 'Png',
            OutputFolder: folder,
            Width: 0,
            Height: 0,
        }, context);
        if (options.ViewFormat === 'HTML') {
            const title = source.split('/').pop() ?? source;
            const pages = [];
            for (const [index, link] of links.entries()) {
                // The page image is stored by the preview under `rel`; its HTML page goes beside it.
                const imagePath = link.rel;
                if (!imagePath || !/\.png$/i.test(imagePath))
                    continue;
                const html = htmlPage(title, index + 1, links.length, imagePath.split('/').pop());
                const page = await this.service.save(`${imagePath.slice(0, -'.png'.length)}.html`, options.FileInfo.StorageName, new TextEncoder().encode(html), context);
                pages.push({
                    Number: index + 1,
                    Resources: [{ Path: link.rel, DownloadUrl: link.href }],
                    Path: page.rel,
                    DownloadUrl: page.href,
                });
            }
            return { Pages: pages, Attachments: [], File: null };
        }
        return {
            Pages: links.map((link, index) => ({ Number: index + 1, Resources: [], Path: link.rel, DownloadUrl: link.href })),
            Attachments: [],
            // A whole-file rendition exists only for PDF views, which are not available.
            File: null,
        };
    }
    /** The pair's document view, stored as one HTML file and answered as the view's File (no pages). */
    async documentView(options, folder, context) {
        const target = options.TargetFileInfo;
        const html = await this.service.workOn(context, () => this.service.loadAll([options.FileInfo, target]), ([before, after], signal) => {
            const named = (input, file) => ({
                ...input,
                fileName: input.fileName ?? normalizeStoragePath(file.FilePath),
            });
            // In an engine worker, stopped at the time limit; the limits are checked before any reader.
            return this.service.engine.run('documentViewHtml', [
                named(before, options.FileInfo),
                named(after, target),
                { old: normalizeStoragePath(options.FileInfo.FilePath), new: normalizeStoragePath(target.FilePath) },
            ], signal);
        });
        const path = `${folder}/view.html`;
        const saved = await this.service.save(path, options.FileInfo.StorageName, new TextEncoder().encode(html), context);
        return { Pages: [], Attachments: [], File: { Path: path, DownloadUrl: viewUrl(saved.href ?? '') } };
    }
}
/** Where a browser opens a stored document view: the viewer's route for the file's download link. */
function viewUrl(downloadHref) {
    return downloadHref.replace('/v2.0/comparison/storage/file/', '/v2.0/viewer/view/');
}
function htmlPage(title, number, count, image) {
    const text = `Page ${number} of ${count}: ${title}`;
    return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(text)}</title>
<style>body{margin:0;background:#f3f3f3}img{display:block;margin:16px auto;max-width:100%;box-shadow:0 1px 4px #0004;background:#fff}</style></head>
<body><img src="${encodeURIComponent(image)}" alt="${escapeHtml(text)}"></body>
</html>
`;
}
function escapeHtml(text) {
    return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}

// EXTERNAL MODULE: ./src/model/storage.ts
var storage = __webpack_require__(69656);
;// CONCATENATED MODULE: ./src/server/errors.ts






const ENGINE_CODES = {
    'invalid-options': [400, 'BadRequest'],
    'unsupported-format': [422, 'UnsupportedFormat'],
    'corrupt-document': [422, 'UnprocessableDocument'],
    'archive-limit': [422, 'ArchiveLimit'],
    'password-required': [422, 'PasswordRequired'],
    'wrong-password': [422, 'WrongPassword'],
};
/** nginx's status for a request its client abandoned; no client ever reads it. */
const CLIENT_CLOSED_REQUEST = 499;
/** Maps any thrown value to the API's error response, by class, never by message text. */
function toHttpError(error, requestId) {
    const make = (status, code, message, retryAfterSeconds) => ({
        status,
        body: (0,storage/* makeErrorResponse */.Ww)(code, oneLine(message), { requestId }),
        retryAfterSeconds,
        internal: false,
    });
    if (error instanceof ClientGoneError)
        return make(CLIENT_CLOSED_REQUEST, 'ClientClosedRequest', error.message);
    if (error instanceof wire/* RequestValidationError */.Td)
        return make(400, 'BadRequest', error.message);
    if (error instanceof ServiceError)
        return make(error.status, error.code, error.message, error.retryAfterSeconds);
    if (error instanceof UnauthorizedError)
        return make(401, 'Unauthorized', error.message);
    if (error instanceof StorageNotFoundError)
        return make(404, 'NotFound', error.message);
    if (error instanceof UnknownStorageError)
        return make(400, 'StorageNotFound', error.message);
    if (error instanceof StoragePathError)
        return make(400, 'BadRequest', error.message);
    if (error instanceof StorageQuotaError)
        return make(413, 'RequestTooLarge', error.message);
    if (error instanceof StorageFullError)
        return make(507, 'InsufficientStorage', error.message);
    // A full disk met outside a storage's own write (a temp file of an upload, the shared state).
    if (isDiskFull(error))
        return make(507, 'InsufficientStorage', "the server's disk is full; the request was not carried out");
    if (error instanceof engine/* EngineError */.NJ) {
        const [status, code] = ENGINE_CODES[error.code] ?? [422, 'UnprocessableDocument'];
        return make(status, code, error.fileName ? `${error.fileName}: ${error.message}` : error.message);
    }
    return {
        status: 500,
        body: (0,storage/* makeErrorResponse */.Ww)('InternalError', `An internal error occurred. Quote request id ${requestId} to the server's operator.`, { requestId }),
        internal: true,
    };
}
/**
 * Error messages quote what the client sent (paths, file names), which may hold line breaks or
 * other control characters: they are shown escaped, so every message stays one line.
 */
function oneLine(message) {
    return message.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, (ch) => ch === '\n'
        ? '\\n'
        : ch === '\r'
            ? '\\r'
            : ch === '\t'
                ? '\\t'
                : `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

// EXTERNAL MODULE: ./src/server/guard.ts
var guard = __webpack_require__(92686);
// EXTERNAL MODULE: ./src/server/log.ts
var server_log = __webpack_require__(34373);
// EXTERNAL MODULE: ./node_modules/busboy/lib/index.js
var lib = __webpack_require__(680);
var lib_default = /*#__PURE__*/__webpack_require__.n(lib);
;// CONCATENATED MODULE: ./src/server/multipart.ts


const tooLarge = (limit) => new ServiceError(413, 'RequestTooLarge', `The upload is larger than the server's limit of ${limit} bytes.`);
/**
 * Streams a multipart/form-data body through busboy: each file goes to `onFile` as it arrives
 * (nothing is buffered whole), text fields are collected. A file over `maxFileBytes` fails the
 * stream `onFile` reads with a 413, so whatever it was writing is abandoned. When the body fails
 * or its client goes away, every file stream still open is destroyed and the promise settles
 * only after each `onFile` has, so no handler is left holding a file or a temp name.
 */
async function parseMultipart(body, headers, options) {
    const fields = new Map();
    let parser;
    try {
        parser = lib_default()({
            headers,
            limits: { fileSize: options.maxFileBytes, fields: options.maxFields ?? 50, fieldSize: 1024 * 1024, files: 20 },
        });
    }
    catch {
        throw new ServiceError(400, 'BadRequest', 'The body must be multipart/form-data with a boundary.');
    }
    const pending = [];
    const open = new Set();
    await new Promise((resolve, reject) => {
        let failed = false;
        const fail = (error) => {
            if (failed)
                return;
            failed = true;
            body.unpipe(parser);
            body.resume();
            for (const stream of open)
                stream.destroy(error instanceof Error ? error : new Error(String(error)));
            void Promise.allSettled(pending).then(() => reject(error));
        };
        parser.on('file', (field, stream, info) => {
            open.add(stream);
            // A file stream's error fails the whole body. Without this listener, an error raised before
            // onFile attaches a reader (a path refused before the upload starts, a second file ignored
            // while it runs over the limit) would be an unhandled 'error' event, which ends the process.
            stream.on('error', fail);
            stream.once('close', () => open.delete(stream));
            stream.once('end', () => open.delete(stream));
            stream.on('limit', () => stream.destroy(tooLarge(options.maxFileBytes)));
            const work = options.onFile({ field, fileName: info.filename ?? field, stream }).catch((error) => {
                stream.resume();
                throw error;
            });
            work.catch(fail);
            pending.push(work);
        });
        parser.on('field', (name, value) => fields.set(name, [...(fields.get(name) ?? []), value]));
        parser.on('error', () => fail(new ServiceError(400, 'BadRequest', 'The multipart body is malformed.')));
        parser.on('close', () => {
            Promise.all(pending).then(() => {
                if (!failed)
                    resolve();
            }, fail);
        });
        body.on('error', fail);
        body.once('close', () => {
            if (!body.readableEnded)
                fail(new ClientGoneError());
        });
        body.pipe(parser);
    });
    return fields;
}
/** Reads a stream into memory, refusing more than `limit` bytes. */
async function readLimited(stream, limit) {
    const chunks = [];
    let size = 0;
    for await (const chunk of stream) {
        size += chunk.length;
        if (size > limit) {
            // Drain instead of destroying, so the client reads the 413 rather than a reset connection.
            stream.resume?.();
            throw tooLarge(limit);
        }
        chunks.push(Buffer.from(chunk));
    }
    return Buffer.concat(chunks);
}

// EXTERNAL MODULE: ./node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __webpack_require__(98439);
;// CONCATENATED MODULE: ./src/server/openapi.ts






const WARNING = 'RFC 9111 `199 docdelta "<text>"` per notice: a result whose format cannot carry the requested password (written unprotected), change Ids that matched no change.';
const SAVED_HEADERS = { Warning: WARNING };
/** Every route of the server, the single source of the OpenAPI document. */
const ROUTES = [
    { method: 'get', path: '/comparison/formats', summary: 'Supported formats', response: records/* FormatsResult */.uF },
    { method: 'post', path: '/comparison/info', summary: 'Document information', body: records/* FileInfo */.P6, response: records/* InfoResult */.QR },
    {
        method: 'post',
        path: '/comparison/comparisons',
        summary: 'Compare documents and save the result',
        body: records/* ComparisonOptions */.sc,
        response: records/* Link */.N_,
        headers: SAVED_HEADERS,
    },
    {
        method: 'post',
        path: '/comparison/changes',
        summary: 'List changes between stored documents',
        body: records/* ComparisonOptions */.sc,
        response: schemas/* array */.YOg(records/* ChangeInfo */.NG),
    },
    {
        method: 'put',
        path: '/comparison/changes',
        summary: 'List changes between uploaded documents',
        multipart: ['sourceFile', 'targetFiles', 'settings', 'changeType'],
        response: schemas/* array */.YOg(records/* ChangeInfo */.NG),
    },
    {
        method: 'put',
        path: '/comparison/updates',
        summary: 'Accept or reject changes and save the result',
        body: records/* UpdatesOptions */.hS,
        response: records/* Link */.N_,
        headers: {
            ...SAVED_HEADERS,
            'X-Skipped-Change-Ids': 'Ids of Changes that matched no change and were skipped, comma-separated. Changes not named stay as the target has them.',
        },
    },
    {
        method: 'post',
        path: '/comparison/revisions',
        summary: 'List tracked revisions',
        body: records/* FileInfo */.P6,
        response: schemas/* array */.YOg(records/* RevisionInfo */.kR),
    },
    {
        method: 'put',
        path: '/comparison/revisions',
        summary: 'Accept or reject tracked revisions',
        body: records/* ApplyRevisionsOptions */.hr,
        response: records/* Link */.N_,
    },
    {
        method: 'post',
        path: '/comparison/preview',
        summary: 'Render page previews',
        body: records/* PreviewOptions */.T6,
        response: schemas/* array */.YOg(records/* Link */.N_),
    },
    {
        method: 'get',
        path: '/comparison/consumption',
        summary: 'Credits and megabytes used by the client',
        response: storage/* ConsumptionResult */.Hz,
    },
    {
        method: 'get',
        path: '/comparison/storage/file/{path}',
        summary: 'Download a file',
        binary: true,
        query: ['storageName', 'versionId'],
    },
    {
        method: 'put',
        path: '/comparison/storage/file/{path}',
        summary: 'Upload a file',
        multipart: ['File'],
        response: storage/* FilesUploadResult */.Kk,
        query: ['storageName'],
    },
    {
        method: 'delete',
        path: '/comparison/storage/file/{path}',
        summary: 'Delete a file',
        query: ['storageName', 'versionId'],
    },
    {
        method: 'put',
        path: '/comparison/storage/file/copy/{path}',
        summary: 'Copy a file',
        query: ['destPath', 'srcStorageName', 'destStorageName', 'versionId'],
    },
    {
        method: 'put',
        path: '/comparison/storage/file/move/{path}',
        summary: 'Move a file',
        query: ['destPath', 'srcStorageName', 'destStorageName', 'versionId'],
    },
    {
        method: 'get',
        path: '/comparison/storage/folder/{path}',
        summary: 'List a folder',
        response: storage/* FilesList */.CQ,
        query: ['storageName'],
    },
    { method: 'put', path: '/comparison/storage/folder/{path}', summary: 'Create a folder', query: ['storageName'] },
    {
        method: 'delete',
        path: '/comparison/storage/folder/{path}',
        summary: 'Delete a folder',
        query: ['storageName', 'recursive'],
    },
    {
        method: 'put',
        path: '/comparison/storage/folder/copy/{path}',
        summary: 'Copy a folder',
        query: ['destPath', 'srcStorageName', 'destStorageName'],
    },
    {
        method: 'put',
        path: '/comparison/storage/folder/move/{path}',
        summary: 'Move a folder',
        query: ['destPath', 'srcStorageName', 'destStorageName'],
    },
    { method: 'get', path: '/comparison/storage/{storageName}/exist', summary: 'Storage exists', response: storage/* StorageExist */.rV },
    {
        method: 'get',
        path: '/comparison/storage/exist/{path}',
        summary: 'File or folder exists',
        response: storage/* ObjectExist */.rT,
        query: ['storageName', 'versionId'],
    },
    {
        method: 'get',
        path: '/comparison/storage/disc',
        summary: 'Disc usage',
        response: storage/* DiscUsage */.zy,
        query: ['storageName'],
    },
    {
        method: 'get',
        path: '/comparison/storage/version/{path}',
        summary: 'File versions',
        response: storage/* FileVersions */.St,
        query: ['storageName'],
    },
    {
        method: 'post',
        path: '/conversion',
        summary: 'Convert a document',
        description: describeConversions(),
        body: model_conversion/* ConvertSettings */.$h,
        response: schemas/* array */.YOg(model_conversion/* StoredConvertedResult */.N),
    },
    {
        method: 'post',
        path: '/translation/resx',
        summary: 'Queue a .resx translation',
        body: model_conversion/* ResxFileRequest */.mt,
        response: model_conversion/* StatusResponse */.sR,
        status: 202,
    },
    {
        method: 'get',
        path: '/translation/resx/{id}',
        summary: 'Status and result of a translation',
        response: model_conversion/* StatusResponse */.sR,
    },
    { method: 'post', path: '/viewer/view', summary: 'Render a document for viewing', body: ViewOptions },
    {
        method: 'get',
        path: '/viewer/view/{path}',
        summary: 'A stored document view (TargetFileInfo) as a browser opens it: one self-contained HTML file',
        binary: true,
        query: ['storageName'],
    },
];
const schema = (s, io) => json_schema_processors/* toJSONSchema */.bl(s, { io, target: 'draft-2020-12', unrepresentable: 'any' });
let cached;
/** OpenAPI 3.1 document generated from the zod schemas of src/model. */
function openApiDocument() {
    if (cached)
        return cached;
    const paths = {};
    const errorResponse = {
        description: 'Error',
        content: { 'application/json': { schema: schema(storage/* ErrorResponse */._p, 'output') } },
    };
    for (const route of ROUTES) {
        const parameters = [
            ...[...route.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
                name: m[1],
                in: 'path',
                required: true,
                schema: { type: 'string' },
            })),
            ...(route.query ?? []).map((name) => ({
                name,
                in: 'query',
                required: name === 'destPath',
                schema: name === 'recursive' ? { type: 'boolean' } : { type: 'string' },
            })),
        ];
        const operation = {
            summary: route.summary,
            ...(route.description ? { description: route.description } : {}),
            parameters,
            security: [{ bearer: [] }],
            responses: {
                [String(route.status ?? 200)]: route.binary
                    ? {
                        description: 'The file',
                        content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
                    }
                    : route.response
                        ? {
                            description: 'OK',
                            ...(route.headers
                                ? {
                                    headers: Object.fromEntries(Object.entries(route.headers).map(([name, description]) => [
                                        name,
                                        { description, schema: { type: 'string' } },
                                    ])),
                                }
                                : {}),
                            content: { 'application/json': { schema: schema(route.response, 'output') } },
                        }
                        : { description: 'OK' },
                '400': errorResponse,
                '401': errorResponse,
                '404': errorResponse,
                '413': errorResponse,
                '422': errorResponse,
                '429': errorResponse,
                '500': errorResponse,
            },
        };
        if (route.body)
            operation.requestBody = {
                required: true,
                content: { 'application/json': { schema: schema(route.body, 'input') } },
            };
        if (route.multipart) {
            operation.requestBody = {
                required: true,
                content: {
                    'multipart/form-data': {
                        schema: {
                            type: 'object',
                            properties: Object.fromEntries(route.multipart.map((f) => [
                                f,
                                /file/i.test(f) ? { type: 'string', format: 'binary' } : { type: 'string' },
                            ])),
                        },
                    },
                },
            };
        }
        (paths[`/v2.0${route.path}`] ??= {})[route.method] = operation;
    }
    paths['/connect/token'] = {
        post: {
            summary: 'OAuth2 client credentials token',
            requestBody: {
                required: true,
                content: {
                    'application/x-www-form-urlencoded': {
                        schema: {
                            type: 'object',
                            required: ['grant_type', 'client_id', 'client_secret'],
                            properties: {
                                grant_type: { const: 'client_credentials' },
                                client_id: { type: 'string' },
                                client_secret: { type: 'string' },
                            },
                        },
                    },
                },
            },
            responses: {
                '200': {
                    description: 'Token',
                    content: {
                        'application/json': {
                            schema: {
                                type: 'object',
                                properties: {
                                    access_token: { type: 'string' },
                                    expires_in: { type: 'integer' },
                                    token_type: { const: 'Bearer' },
                                },
                            },
                        },
                    },
                },
                '400': {
                    description: 'invalid_request (no grant_type), unsupported_grant_type, or invalid_client (any failed client authentication, an empty secret included)',
                    content: { 'application/json': { schema: { type: 'object', properties: { error: { type: 'string' } } } } },
                },
            },
        },
    };
    paths['/health'] = {
        get: {
            summary: 'Whether this replica is up, for load balancers (no token)',
            description: 'escaped counts the errors that escaped every handler since the server started, by kind; each one is a bug to report.',
            security: [],
            responses: {
                '200': {
                    description: 'Up',
                    content: {
                        'application/json': {
                            schema: {
                                type: 'object',
                                required: ['status', 'escaped'],
                                properties: {
                                    status: { const: 'ok' },
                                    escaped: {
                                        type: 'object',
                                        properties: {
                                            uncaughtExceptions: { type: 'integer', minimum: 0 },
                                            unhandledRejections: { type: 'integer', minimum: 0 },
                                        },
                                    },
                                },
                            },
                        },
                    },
                },
            },
        },
    };
    cached = {
        openapi: '3.1.0',
        info: { title: 'docdelta comparison API (GroupDocs.Comparison Cloud v2.0 compatible)', version: '2.0' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        paths,
    };
    return cached;
}

;// CONCATENATED MODULE: ./src/server/app.ts

























/**
 * The HTTP adapter: routes of the Comparison Cloud v2.0 API (and its sibling conversion,
 * translation and viewer routes) over ApiService. It parses, authorises, calls one operation
 * and writes the answer in the caller's casing; everything else lives in src/service.
 */
function createApp(options) {
    const { config } = options;
    const log = options.logger ?? (0,server_log.jsonLinesLogger)();
    const tokens = new TokenService({
        clients: config.clients,
        signingKeys: config.signingKeys,
        tokenLifetimeSeconds: config.tokenLifetimeSeconds,
    });
    const service = new ApiService({
        storages: config.storages,
        sharedState: config.sharedState,
        consumptionFile: config.consumptionFile,
        meter: {
            ...config.consumption,
            // Logged once per run of failures, not per flush: the counts wait in memory for the store.
            onFlushError: (error, clients) => log({ level: 'warn', msg: 'consumption not written yet', clients, error: String(error) }),
            onRecovered: () => log({ level: 'info', msg: 'consumption written again' }),
        },
        isolation: config.limits.isolation,
        maxDocumentBytes: config.limits.maxDocumentBytes,
        maxInflatedXmlBytes: config.limits.maxInflatedXmlBytes,
        queue: {
            concurrency: config.limits.concurrency,
            maxQueued: config.limits.maxQueued,
            timeoutMs: config.limits.timeoutSeconds * 1000,
        },
    });
    const conversion = new ConversionService(service);
    const translation = new TranslationService(service, options.translator ?? new GlossaryTranslator(config.glossary), config.translationQueue);
    const viewer = new ViewerService(service);
    const app = new hono_dist/* Hono */.$();
    app.use('*', async (c, next) => {
        const requestId = safeRequestId(c.req.header('x-request-id')) ?? (0,external_node_crypto_.randomUUID)();
        c.set('requestId', requestId);
        const started = performance.now();
        await next();
        c.header('x-request-id', requestId);
        log({
            level: c.res.status >= 500 ? 'error' : 'info',
            msg: 'request',
            requestId,
            method: c.req.method,
            path: new URL(c.req.url).pathname,
            status: c.res.status,
            ms: Math.round(performance.now() - started),
            clientId: c.get('clientId'),
        });
    });
    // The URL parser resolves `.` and `..` segments, percent-encoded ones too, before routing:
    // `/storage/file/copy/a/%2e%2e/%2e%2e/x` would become an upload to `x`. Such paths are refused
    // as they arrived, before anything resolves them.
    app.use('*', async (c, next) => {
        const raw = (c.env?.incoming?.url ?? '').split('?')[0];
        if (raw.split('/').some(isDotSegment))
            throw new StoragePathError(`the request path '${raw.length > 80 ? `${raw.slice(0, 60)}…` : raw}' has '.' or '..' segments; storage paths never climb`);
        await next();
    });
    app.onError((error, c) => {
        const requestId = c.get('requestId') ?? (0,external_node_crypto_.randomUUID)();
        // Whatever a dropped connection made fail (an aborted body, a stream cut short), the cause
        // is the client leaving, not the server.
        const incoming = c.env?.incoming;
        let http = toHttpError(error, requestId);
        if (http.internal && incoming && incoming.destroyed && !incoming.complete)
            http = toHttpError(new ClientGoneError(), requestId);
        if (http.internal)
            log({
                level: 'error',
                msg: 'internal error',
                requestId,
                error: error instanceof Error ? (error.stack ?? error.message) : String(error),
            });
        if (http.retryAfterSeconds)
            c.header('Retry-After', String(http.retryAfterSeconds));
        c.header('x-request-id', requestId);
        return c.json(http.body, http.status);
    });
    app.notFound((c) => {
        throw new ServiceError(404, 'NotFound', `No route ${c.req.method} ${new URL(c.req.url).pathname}.`);
    });
    const token = async (c) => {
        const text = (await readLimited(bodyStream(c), 64 * 1024)).toString('utf8');
        const form = (c.req.header('content-type') ?? '').includes('json') ? jsonForm(text) : new URLSearchParams(text);
        const basic = /^Basic\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
        // RFC 7617: the id ends at the first colon; the secret may contain colons.
        const decoded = basic ? Buffer.from(basic[1], 'base64').toString('utf8') : '';
        const colon = decoded.indexOf(':');
        const [basicId, basicSecret] = colon >= 0 ? [decoded.slice(0, colon), decoded.slice(colon + 1)] : [];
        const grantType = form.get('grant_type');
        const clientId = form.get('client_id') ?? basicId;
        const clientSecret = form.get('client_secret') ?? basicSecret;
        if (!grantType)
            return c.json({ error: 'invalid_request' }, 400);
        if (grantType !== 'client_credentials')
            return c.json({ error: 'unsupported_grant_type' }, 400);
        // RFC 6749 §5.2: any failed client authentication, missing or empty credentials included.
        if (!clientId || !clientSecret)
            return c.json({ error: 'invalid_client' }, 400);
        try {
            return c.json(await tokens.issue(clientId, clientSecret));
        }
        catch (error) {
            if (error instanceof InvalidClientError)
                return c.json({ error: 'invalid_client' }, 400);
            throw error;
        }
    };
    app.post('/connect/token', token);
    app.post('/v2.0/connect/token', token);
    app.get('/v2.0/openapi.json', (c) => c.json(openApiDocument()));
    // For load balancers and operators: no token, no secrets, only whether this replica is up and
    // how many errors escaped every handler (src/server/guard.ts; each one is a bug to report).
    app.get('/health', (c) => c.json({ status: 'ok', escaped: { ...guard/* escaped */.M } }));
    const api = new hono_dist/* Hono */.$();
    api.use('*', async (c, next) => {
        try {
            c.set('clientId', await tokens.verify(c.req.header('authorization')));
        }
        catch (error) {
            if (error instanceof UnauthorizedError)
                c.header('WWW-Authenticate', 'Bearer');
            throw error;
        }
        await next();
    });
    const casing = (c) => (c.req.header('x-groupdocs-client') ? 'camel' : 'pascal');
    const reply = (c, value, status = 200) => jsonAnswer(c, (0,wire/* toWire */.BW)(value, casing(c)), status, config.limits.maxResultBytes);
    const ctx = (c) => ({
        baseUrl: config.publicUrl ?? new URL(c.req.url).origin,
        clientId: c.get('clientId'),
        signal: clientGone(c.env?.outgoing),
    });
    const json = async (c, schema) => {
        const bytes = await readLimited(bodyStream(c), config.limits.maxJsonBytes);
        if (nestingDepth(bytes) > MAX_JSON_DEPTH)
            throw badRequest(`The body nests deeper than ${MAX_JSON_DEPTH} levels.`);
        let value;
        try {
            value = JSON.parse(bytes.toString('utf8'));
        }
        catch {
            throw badRequest('The body is not valid JSON.');
        }
        return (0,wire/* parseRequest */.TR)(schema, value);
    };
    const q = (c, name) => queryInsensitive(c, name);
    // Info
    api.get('/comparison/formats', (c) => reply(c, service.formats()));
    api.post('/comparison/info', async (c) => reply(c, await service.info(await json(c, records/* FileInfo */.P6), ctx(c))));
    // Compare
    // A saved result answers with its Link; what the caller should know rides in headers, so
    // clients that read only the Link keep working: `Warning: 199 docdelta "…"` per notice, and
    // the skipped decision Ids of an update in `X-Skipped-Change-Ids`.
    const saved = (c, result) => {
        for (const notice of result.notices)
            c.header('Warning', `199 docdelta "${notice.replace(/["\\]/g, '\\$&')}"`, { append: true });
        if (result.skippedIds.length)
            c.header('X-Skipped-Change-Ids', result.skippedIds.join(', '));
        return reply(c, result.link);
    };
    api.post('/comparison/comparisons', async (c) => saved(c, await service.comparisons(await json(c, records/* ComparisonOptions */.sc), ctx(c))));
    api.post('/comparison/changes', async (c) => reply(c, await service.changes(await json(c, records/* ComparisonOptions */.sc), ctx(c))));
    api.put('/comparison/changes', async (c) => {
        // Named after this process, so a replica starting beside it (same --storage) leaves it alone.
        const folder = (0,external_node_path_.join)(config.tempDir, tempName());
        await (0,promises_.mkdir)(folder, { recursive: true });
        try {
            const files = [];
            // All files of one request together stay under the upload limit: they are read into
            // memory for the comparison, so twenty files of the per-file limit each would not fit.
            let total = 0;
            const fields = await parseMultipart(bodyStream(c), headersOf(c), {
                maxFileBytes: Math.min(config.limits.maxUploadBytes, config.limits.maxDocumentBytes),
                onFile: async (file) => {
                    const path = (0,external_node_path_.join)(folder, String(files.length));
                    files.push({ field: file.field.toLowerCase(), fileName: file.fileName, path });
                    file.stream.on('data', (chunk) => {
                        total += chunk.length;
                        if (total > config.limits.maxUploadBytes)
                            file.stream.destroy(tooLarge(config.limits.maxUploadBytes));
                    });
                    await (0,external_node_stream_promises_.pipeline)(file.stream, (0,external_node_fs_.createWriteStream)(path));
                },
            });
            const field = (name) => [...fields.entries()].find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1][0];
            const load = async (f) => ({
                bytes: await (0,promises_.readFile)(f.path),
                fileName: f.fileName,
            });
            // Files without the expected names are taken in upload order: the first is the source.
            const named = files.some((f) => f.field === 'sourcefile');
            const sourceEntry = named ? files.find((f) => f.field === 'sourcefile') : files[0];
            if (!sourceEntry)
                throw badRequest('sourceFile: a source file is required');
            const targetEntries = files.filter((f) => f !== sourceEntry && (!named || f.field !== 'sourcefile'));
            const settingsText = field('settings');
            let settings;
            if (settingsText) {
                if (nestingDepth(Buffer.from(settingsText)) > MAX_JSON_DEPTH)
                    throw badRequest(`settings: nests deeper than ${MAX_JSON_DEPTH} levels`);
                let raw;
                try {
                    raw = JSON.parse(settingsText);
                }
                catch {
                    throw badRequest('settings: not valid JSON');
                }
                settings = (0,wire/* parseRequest */.TR)(records/* Settings */.wB, raw);
            }
            const changeType = field('changeType');
            const source = await load(sourceEntry);
            const targets = await Promise.all(targetEntries.map(load));
            return reply(c, await service.changesOfUploads(source, targets, settings, changeType, ctx(c)));
        }
        finally {
            await (0,promises_.rm)(folder, { recursive: true, force: true });
        }
    });
    api.put('/comparison/updates', async (c) => saved(c, await service.updates(await json(c, records/* UpdatesOptions */.hS), ctx(c))));
    // Review and preview
    api.post('/comparison/revisions', async (c) => reply(c, await service.revisions(await json(c, records/* FileInfo */.P6), ctx(c))));
    api.put('/comparison/revisions', async (c) => saved(c, await service.applyRevisions(await json(c, records/* ApplyRevisionsOptions */.hr), ctx(c))));
    api.post('/comparison/preview', async (c) => reply(c, await service.preview(await json(c, records/* PreviewOptions */.T6), ctx(c))));
    api.get('/comparison/consumption', async (c) => reply(c, await service.consumptionOf(ctx(c))));
    // Storage: copy/move routes come before the catch-all file and folder routes.
    const transfer = (c) => ({
        srcStorageName: q(c, 'srcStorageName'),
        destStorageName: q(c, 'destStorageName'),
        versionId: q(c, 'versionId'),
    });
    const destPath = (c) => {
        const dest = q(c, 'destPath');
        if (dest === undefined)
            throw badRequest('destPath: is required');
        return dest;
    };
    const path = (c) => c.req.param('path') ?? '';
    for (const prefix of ['/comparison/storage/file/copy/:path{.+}', '/comparison/storage/file/move/:path{.+}']) {
        const move = prefix.includes('/move/');
        api.put(prefix, async (c) => {
            await (move
                ? service.storage.moveFile(path(c), destPath(c), transfer(c))
                : service.storage.copyFile(path(c), destPath(c), transfer(c)));
            return c.body(null, 200);
        });
    }
    for (const prefix of ['/comparison/storage/folder/copy/:path{.+}', '/comparison/storage/folder/move/:path{.+}']) {
        const move = prefix.includes('/move/');
        api.put(prefix, async (c) => {
            await (move
                ? service.storage.moveFolder(path(c), destPath(c), transfer(c))
                : service.storage.copyFolder(path(c), destPath(c), transfer(c)));
            return c.body(null, 200);
        });
    }
    api.get('/comparison/storage/file/:path{.+}', async (c) => {
        const file = await service.storage.download(path(c), q(c, 'storageName'), q(c, 'versionId'));
        return new Response(external_node_stream_.Readable.toWeb(file.body), {
            headers: {
                'content-type': 'application/octet-stream',
                'content-length': String(file.size),
                'content-disposition': contentDisposition(file.name),
                'x-request-id': c.get('requestId'),
            },
        });
    });
    api.put('/comparison/storage/file/:path{.+}', async (c) => {
        const storageName = q(c, 'storageName');
        // The path and the storage are checked before any of the body is read: a refused upload
        // costs no temp file and no stream to unwind.
        normalizeStoragePath(path(c));
        service.storage.storage(storageName);
        const limit = config.limits.maxUploadBytes;
        if (Number(c.req.header('content-length') ?? 0) > limit + 64 * 1024)
            throw tooLarge(limit);
        if ((c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/')) {
            let result;
            await parseMultipart(bodyStream(c), headersOf(c), {
                maxFileBytes: limit,
                onFile: async (file) => {
                    if (result) {
                        file.stream.resume();
                        return;
                    }
                    result = await service.upload(path(c), file.stream, storageName);
                },
            });
            if (!result)
                throw badRequest('The multipart body holds no file.');
            return reply(c, result);
        }
        let size = 0;
        const guard = new external_node_stream_.Transform({
            transform(chunk, _encoding, callback) {
                size += chunk.length;
                callback(size > limit ? tooLarge(limit) : null, chunk);
            },
        });
        return reply(c, await service.upload(path(c), pipeFailing(bodyStream(c), guard), storageName));
    });
    api.delete('/comparison/storage/file/:path{.+}', async (c) => {
        await service.storage.deleteFile(path(c), q(c, 'storageName'), q(c, 'versionId'));
        return c.body(null, 200);
    });
    const listFolder = async (c) => reply(c, await service.storage.listFolder(path(c), q(c, 'storageName')));
    api.get('/comparison/storage/folder', listFolder);
    api.get('/comparison/storage/folder/', listFolder);
    api.get('/comparison/storage/folder/:path{.+}', listFolder);
    api.put('/comparison/storage/folder/:path{.+}', async (c) => {
        await service.storage.createFolder(path(c), q(c, 'storageName'));
        return c.body(null, 200);
    });
    api.delete('/comparison/storage/folder/:path{.+}', async (c) => {
        await service.storage.deleteFolder(path(c), q(c, 'storageName'), /^true$/i.test(q(c, 'recursive') ?? ''));
        return c.body(null, 200);
    });
    api.get('/comparison/storage/exist/:path{.+}', async (c) => reply(c, await service.storage.objectExists(path(c), q(c, 'storageName'), q(c, 'versionId'))));
    api.get('/comparison/storage/disc', async (c) => reply(c, await service.storage.discUsage(q(c, 'storageName'))));
    api.get('/comparison/storage/version/:path{.+}', async (c) => reply(c, await service.storage.fileVersions(path(c), q(c, 'storageName'))));
    api.get('/comparison/storage/:storageName/exist', (c) => reply(c, service.storage.storageExists(c.req.param('storageName'))));
    // Sibling APIs
    api.post('/conversion', async (c) => {
        const result = await conversion.convert(await json(c, model_conversion/* ConvertSettings */.$h), ctx(c));
        if (result.kind === 'stored')
            return reply(c, result.files);
        return new Response(Buffer.from(result.bytes), {
            headers: { 'content-type': result.contentType, 'content-length': String(result.bytes.length) },
        });
    });
    api.post('/translation/resx', async (c) => reply(c, await translation.submit(await json(c, model_conversion/* ResxFileRequest */.mt), ctx(c)), 202));
    const translationStatus = async (c) => reply(c, await translation.status(c.req.param('id') ?? ''));
    api.get('/translation/resx/:id', translationStatus);
    api.get('/translation/:id', translationStatus);
    api.post('/viewer/view', async (c) => reply(c, await viewer.view(await json(c, ViewOptions), ctx(c))));
    // A stored document view as a browser opens it. The file is in a client's storage, so it runs
    // sandboxed (an origin of its own: no access to this server's origin) and may load nothing.
    api.get('/viewer/view/:path{.+}', async (c) => {
        const stored = normalizeStoragePath(path(c));
        if (!/\.html$/i.test(stored))
            throw badRequest(`'${path(c)}' is not a document view: the viewer stores its views as .html files`);
        const file = await service.storage.download(stored, q(c, 'storageName'));
        return new Response(external_node_stream_.Readable.toWeb(file.body), {
            headers: {
                'content-type': 'text/html; charset=utf-8',
                'content-length': String(file.size),
                'content-security-policy': `sandbox allow-scripts; ${html/* REPORT_POLICY */.Sz}`,
                'x-content-type-options': 'nosniff',
                'x-request-id': c.get('requestId'),
            },
        });
    });
    app.route('/v2.0', api);
    return { app, service, tokens, translation };
}
/**
 * A JSON answer no larger than `limit` characters. A list is written one element at a time and
 * streamed, so the whole answer never sits in one string; past the limit it is refused with a
 * one-line reason before anything is sent (a 422: the request was fine, its answer is too big).
 */
function jsonAnswer(c, value, status, limit) {
    const refuse = (what) => new ServiceError(422, 'ResultTooLarge', `the answer (${what}) is larger than the server's limit of ${limit} bytes for one answer; compare smaller documents or parts of them`);
    const headers = { 'content-type': 'application/json; charset=UTF-8' };
    if (!Array.isArray(value)) {
        let text;
        try {
            text = JSON.stringify(value);
        }
        catch (error) {
            if (error instanceof RangeError)
                throw refuse('one record');
            throw error;
        }
        if (text.length > limit)
            throw refuse('one record');
        return c.body(text, status, headers);
    }
    const parts = [];
    let size = 2;
    for (const item of value) {
        const text = JSON.stringify(item) ?? 'null';
        size += text.length + 1;
        if (size > limit)
            throw refuse(`${value.length} entries`);
        parts.push(text);
    }
    // Sent in pieces of about 64 KB, each encoded only when the connection takes it.
    function* pieces() {
        let piece = '[';
        for (let i = 0; i < parts.length; i++) {
            piece += i ? `,${parts[i]}` : parts[i];
            if (piece.length >= 65_536) {
                yield Buffer.from(piece);
                piece = '';
            }
        }
        yield Buffer.from(`${piece}]`);
    }
    return c.body(external_node_stream_.Readable.toWeb(external_node_stream_.Readable.from(pieces())), status, headers);
}
function bodyStream(c) {
    const incoming = c.env?.incoming;
    if (incoming)
        return incoming;
    const body = c.req.raw.body;
    return body ? external_node_stream_.Readable.fromWeb(body) : external_node_stream_.Readable.from([]);
}
const goneSignals = new WeakMap();
/**
 * Aborts when the response closes before it was sent whole: the client went away, and the work
 * done for it (an engine worker, a LibreOffice conversion) is stopped rather than finished unheard.
 */
function clientGone(outgoing) {
    if (!outgoing)
        return undefined;
    const known = goneSignals.get(outgoing);
    if (known)
        return known;
    const controller = new AbortController();
    outgoing.once('close', () => {
        if (!outgoing.writableFinished)
            controller.abort(new ClientGoneError('The client closed the connection before the answer was sent.'));
    });
    goneSignals.set(outgoing, controller.signal);
    return controller.signal;
}
/**
 * `body.pipe(next)` that also ends `next` when the body fails or its client goes away: a plain
 * pipe leaves `next` waiting forever, and whatever writes it to disk holds its file open.
 */
function pipeFailing(body, next) {
    body.once('error', (error) => next.destroy(error));
    body.once('close', () => {
        if (!body.readableEnded)
            next.destroy(new ClientGoneError());
    });
    return body.pipe(next);
}
function headersOf(c) {
    const out = {};
    c.req.raw.headers.forEach((value, key) => (out[key] = value));
    return out;
}
/** Query names are matched case-insensitively like body fields (`storageName`, `StorageName`). */
function queryInsensitive(c, name) {
    const wanted = name.toLowerCase();
    for (const [key, value] of new URL(c.req.url).searchParams)
        if (key.toLowerCase() === wanted && value !== '')
            return value;
    return undefined;
}
function jsonForm(text) {
    try {
        const value = JSON.parse(text);
        return new URLSearchParams(Object.entries(value).map(([k, v]) => [k, String(v)]));
    }
    catch {
        return new URLSearchParams();
    }
}
/** No request record nests deeper than a few levels; a body of 3 MB of `[` would cost JSON.parse hundreds of MB. */
const MAX_JSON_DEPTH = 64;
/** How deep the JSON nests once past MAX_JSON_DEPTH (`[` and `{` outside strings), or 0 when it stays within. */
function nestingDepth(bytes) {
    let depth = 0;
    let inString = false;
    for (let i = 0; i < bytes.length; i++) {
        const byte = bytes[i];
        if (inString) {
            if (byte === 0x5c)
                i++;
            else if (byte === 0x22)
                inString = false;
        }
        else if (byte === 0x22)
            inString = true;
        else if (byte === 0x5b || byte === 0x7b) {
            if (++depth > MAX_JSON_DEPTH)
                return depth;
        }
        else if (byte === 0x5d || byte === 0x7d)
            depth--;
    }
    return 0;
}
function isDotSegment(segment) {
    let decoded = segment;
    try {
        decoded = decodeURIComponent(segment);
    }
    catch {
        // A malformed escape is not a dot segment; the route deals with it.
    }
    return decoded === '.' || decoded === '..';
}
function safeRequestId(value) {
    return value && /^[A-Za-z0-9._-]{1,100}$/.test(value) ? value : undefined;
}
/**
 * Both forms of RFC 6266: `filename*` carries the name in UTF-8; `filename` an ASCII stand-in
 * (other characters, quotes and backslashes as `_`) for clients that read only it, as the
 * vendor's Python SDK does.
 */
function contentDisposition(name) {
    const ascii = name.replace(/[^\x20-\x7e]|["\\]/gu, '_');
    const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

;// CONCATENATED MODULE: ./src/storage/local-conditional.ts




/** Generations older than this (and not the newest two) are removed; see the class comment. */
const DEFAULT_RETIRE_AFTER_MS = 30_000;
/** A deleted key's folder is removed once its tombstone is this old. */
const DEFAULT_FORGET_DELETED_AFTER_MS = 60 * 60_000;
const VALUE = 1;
const TOMBSTONE = 0;
/**
 * A ConditionalStore in a local folder that several processes (replicas on one host, or on hosts
 * sharing a POSIX file system with atomic `link`) may use at once.
 *
 * Node has no file locks, and a lock file left by a killed replica would need guessing whether
 * its holder is alive. Instead every write of a key creates the next generation file of that key,
 * `<key>.kv/<n>`, with `link()`, which fails with EEXIST when the name exists: of two writers that
 * read generation n, exactly one creates n+1. The etag is `<n>.<content hash>`; readers take the
 * highest generation. A delete is a write of an empty tombstone generation.
 *
 * Old generations are removed once they are 30 s old: a writer that read generation n and then
 * stalled longer than that could recreate a removed n+1 and be told it won, which is why the
 * limit is far above the milliseconds a read-modify-write takes.
 */
class LocalConditionalStore {
    root;
    name;
    tmpRoot;
    retireAfterMs;
    forgetDeletedAfterMs;
    staleTempAfterMs;
    constructor(root, options = {}) {
        this.root = root;
        this.name = options.name ?? `local folder ${root}`;
        this.tmpRoot = (0,external_node_path_.join)(root, '.tmp');
        this.retireAfterMs = options.retireAfterMs ?? DEFAULT_RETIRE_AFTER_MS;
        this.forgetDeletedAfterMs = options.forgetDeletedAfterMs ?? DEFAULT_FORGET_DELETED_AFTER_MS;
        this.staleTempAfterMs = options.staleTempAfterMs;
    }
    /**
     * Removes temp files a crash left between writing and linking, when the server starts. Replicas
     * may share the folder: a recently touched temp file is another writer's write in progress.
     */
    async prepare() {
        await removeStaleTemps(this.tmpRoot, this.staleTempAfterMs);
    }
    keyDir(key) {
        const segments = key.split('/');
        if (!key || segments.some((s) => !s))
            throw new Error(`'${key}' is not a key (empty segment)`);
        // Encoded segments hold no '.', so the '.kv' suffix and '.tmp' never collide with a key.
        return (0,external_node_path_.join)(this.root, ...segments.slice(0, -1).map(encodeSegment), `${encodeSegment(segments.at(-1))}.kv`);
    }
    /** The newest generation of a key, or undefined when it has none. */
    async newest(dir) {
        for (;;) {
            const generations = await this.generations(dir);
            const generation = generations.at(-1);
            if (generation === undefined)
                return undefined;
            try {
                const bytes = await (0,promises_.readFile)((0,external_node_path_.join)(dir, String(generation)));
                return { generation, kind: bytes[0], content: new Uint8Array(bytes.subarray(1)) };
            }
            catch (error) {
                // Retired between the listing and the read: a newer generation exists; list again.
                if (error.code !== 'ENOENT')
                    throw error;
            }
        }
    }
    async generations(dir) {
        let names;
        try {
            names = await (0,promises_.readdir)(dir);
        }
        catch (error) {
            if (error.code === 'ENOENT')
                return [];
            throw error;
        }
        return names
            .filter((n) => /^\d+$/.test(n))
            .map(Number)
            .sort((a, b) => a - b);
    }
    async readTagged(key) {
        const newest = await this.newest(this.keyDir(key));
        if (!newest || newest.kind !== VALUE)
            return undefined;
        return { content: newest.content, etag: etagOf(newest.generation, newest.content) };
    }
    async writeIf(key, content, condition) {
        const dir = this.keyDir(key);
        const newest = await this.newest(dir);
        if ('ifNoneMatch' in condition) {
            if (newest && newest.kind === VALUE)
                return undefined;
        }
        else if (!newest || newest.kind !== VALUE || etagOf(newest.generation, newest.content) !== condition.ifMatch) {
            return undefined;
        }
        const generation = (newest?.generation ?? 0) + 1;
        if (!(await this.create(dir, generation, VALUE, content)))
            return undefined;
        return etagOf(generation, content);
    }
    async deleteIf(key, etag) {
        const dir = this.keyDir(key);
        const newest = await this.newest(dir);
        if (!newest || newest.kind !== VALUE || etagOf(newest.generation, newest.content) !== etag)
            return false;
        return this.create(dir, newest.generation + 1, TOMBSTONE, new Uint8Array());
    }
    /** Creates generation `generation` unless another writer did; false when one did. */
    async create(dir, generation, kind, content) {
        await (0,promises_.mkdir)(this.tmpRoot, { recursive: true });
        const temp = (0,external_node_path_.join)(this.tmpRoot, tempName());
        try {
            // Inside the try: a write that fails half-way (ENOSPC) leaves a temp file that must go too.
            await (0,promises_.writeFile)(temp, Buffer.concat([Buffer.from([kind]), content]));
            for (let attempt = 0;; attempt++) {
                try {
                    await (0,promises_.link)(temp, (0,external_node_path_.join)(dir, String(generation)));
                    break;
                }
                catch (error) {
                    const code = error.code;
                    if (code === 'EEXIST')
                        return false;
                    if (code !== 'ENOENT')
                        throw error;
                    // No folder: a new key's first generation makes it. A later generation finds it gone when a
                    // key deleted long ago was forgotten after this writer read its tombstone: the state changed.
                    if (generation !== 1)
                        return false;
                    if (attempt >= 3)
                        throw error;
                    await (0,promises_.mkdir)(dir, { recursive: true });
                }
            }
        }
        finally {
            await (0,promises_.rm)(temp, { force: true });
        }
        await this.retire(dir, generation);
        return true;
    }
    /** Removes generations older than the previous one once they are old enough (see the class comment). */
    async retire(dir, newest) {
        const now = Date.now();
        for (const generation of await this.generations(dir)) {
            if (generation >= newest - 1)
                break;
            const path = (0,external_node_path_.join)(dir, String(generation));
            const info = await (0,promises_.stat)(path).catch(() => undefined);
            if (info && now - info.mtimeMs > this.retireAfterMs)
                await (0,promises_.unlink)(path).catch(() => undefined);
        }
    }
    async listKeys(prefix) {
        // Start at the deepest folder the prefix names whole.
        const folders = prefix.split('/').slice(0, -1);
        const keys = [];
        const walk = async (segments) => {
            let entries;
            try {
                entries = await (0,promises_.readdir)((0,external_node_path_.join)(this.root, ...segments.map(encodeSegment)), { withFileTypes: true });
            }
            catch (error) {
                if (error.code === 'ENOENT')
                    return;
                throw error;
            }
            for (const entry of entries) {
                if (!entry.isDirectory() || entry.name === '.tmp')
                    continue;
                if (entry.name.endsWith('.kv')) {
                    const key = [...segments, decodeURIComponent(entry.name.slice(0, -3))].join('/');
                    if (key.startsWith(prefix) && (await this.live(key)))
                        keys.push(key);
                }
                else
                    await walk([...segments, decodeURIComponent(entry.name)]);
            }
        };
        await walk(folders);
        return keys.sort();
    }
    /** Whether a key holds a value; forgets a key deleted long ago. */
    async live(key) {
        const dir = this.keyDir(key);
        const generations = await this.generations(dir);
        const newest = generations.at(-1);
        if (newest === undefined)
            return false;
        const info = await (0,promises_.stat)((0,external_node_path_.join)(dir, String(newest))).catch(() => undefined);
        if (!info)
            return true;
        // One byte is a tombstone or an empty value; anything longer is a value.
        if (info.size !== 1)
            return true;
        const bytes = await (0,promises_.readFile)((0,external_node_path_.join)(dir, String(newest))).catch(() => undefined);
        if (bytes?.[0] === VALUE)
            return true;
        if (bytes && Date.now() - info.mtimeMs > this.forgetDeletedAfterMs) {
            for (const generation of generations)
                await (0,promises_.unlink)((0,external_node_path_.join)(dir, String(generation))).catch(() => undefined);
            await (0,promises_.rmdir)(dir).catch(() => undefined);
        }
        return false;
    }
}
function encodeSegment(segment) {
    return encodeURIComponent(segment).replace(/\./g, '%2E');
}
function etagOf(generation, content) {
    return `${generation}.${(0,external_node_crypto_.createHash)('sha256').update(content).digest('hex').slice(0, 32)}`;
}

// EXTERNAL MODULE: ./node_modules/@aws-sdk/client-s3/dist-cjs/index.js
var dist_cjs = __webpack_require__(53711);
;// CONCATENATED MODULE: ./src/storage/s3-client.ts


function createS3Client(settings) {
    if (Boolean(settings.accessKeyId) !== Boolean(settings.secretAccessKey))
        throw new StorageError('S3 settings need both accessKeyId and secretAccessKey, or neither (to use the AWS chain)');
    return new dist_cjs.S3Client({
        endpoint: settings.endpoint,
        region: settings.region ?? (settings.endpoint ? 'us-east-1' : undefined),
        forcePathStyle: settings.pathStyle ?? Boolean(settings.endpoint),
        credentials: settings.accessKeyId && settings.secretAccessKey
            ? {
                accessKeyId: settings.accessKeyId,
                secretAccessKey: settings.secretAccessKey,
                sessionToken: settings.sessionToken,
            }
            : undefined,
        profile: settings.profile,
        maxAttempts: settings.maxAttempts,
        requestHandler: settings.requestHandler,
        // The SDK's default since 2025 adds CRC32 checksums to every upload, which needs the body's
        // length up front (S3-compatible servers answer 411 to a streamed body) and which RGW 16 does
        // not know; checksums only where the operation requires one.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
    });
}
/** The HTTP status of an S3 failure, or undefined when the request never got an answer. */
function s3Status(error) {
    return error instanceof dist_cjs.S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}
function isS3NotFound(error) {
    const status = s3Status(error);
    return (status === 404 || (error instanceof dist_cjs.S3ServiceException && /^(NoSuchKey|NotFound|NoSuchVersion)$/.test(error.name)));
}
/**
 * A one-line StorageError for a failed S3 request: the storage, the HTTP status and S3's error
 * code, or the network error's code. Never the request, whose headers carry the signature.
 */
function s3Failure(storage, error) {
    if (error instanceof StorageError)
        return error;
    if (error instanceof dist_cjs.S3ServiceException) {
        const status = error.$metadata.httpStatusCode;
        return new StorageError(`the S3 storage '${storage}' answered ${status ?? ''} ${error.name}`.replace('  ', ' '));
    }
    const code = error?.code;
    const name = error instanceof Error ? error.name : 'Error';
    if (name === 'CredentialsProviderError')
        return new StorageError(`the S3 storage '${storage}' has no credentials: none configured and none found by the AWS chain`);
    return new StorageError(`the S3 storage '${storage}' could not be reached: ${typeof code === 'string' ? code : name}`);
}

;// CONCATENATED MODULE: ./src/storage/s3-conditional.ts




/** A tombstone is an empty object with this user metadata (x-amz-meta-docdelta-deleted). */
const TOMBSTONE_METADATA = 'docdelta-deleted';
/** An empty entry is stored as one byte with this metadata, so that only tombstones are empty objects. */
const EMPTY_METADATA = 'docdelta-empty';
const PROBE_FOLDER = '.probe/';
/**
 * The replicas' shared state in an S3 bucket, every write on a condition: `If-None-Match: *` to
 * create, `If-Match: <etag>` to replace. Tested against Ceph RGW 16, whose quirks it finds out
 * on first use with a probe key, not by the server's name:
 *
 * - RGW ignores conditions on PUT in a versioned bucket (If-None-Match: * overwrites, If-Match
 *   always fails); the probe finds that and the store refuses to work rather than lose the
 *   guarantee: give it an unversioned bucket.
 * - RGW compares If-Match with the unquoted ETag; the probe tries the quoted form (AWS) first.
 * - RGW ignores If-Match on DELETE. Then `deleteIf` replaces the entry, on its etag, with an
 *   empty tombstone that reads as absent (readTagged, listKeys) and that a create replaces, again
 *   on its etag. A key that may be written again is never deleted unconditionally, so no write
 *   can be lost to a delete; one that is never written again (`final`, a queued job's id) is
 *   dropped outright once its tombstone is written, so queue listings do not grow with the jobs
 *   ever done. An empty entry is stored as one byte marked empty, so only tombstones are empty
 *   objects and a listing skips them by their size alone, without a request per entry.
 * - Entries are written with a single PUT (never multipart: RGW 16's CompleteMultipartUpload
 *   answers an empty ETag), so the etag a write returns is the one the next condition needs.
 */
class S3ConditionalStore {
    name;
    bucket;
    prefix;
    client;
    capabilities;
    constructor(options) {
        this.bucket = options.bucket;
        this.prefix = options.prefix ? `${options.prefix.replace(/^\/+|\/+$/g, '')}/` : '';
        this.name = options.name ?? `S3 ${options.bucket}/${this.prefix}`;
        this.client = createS3Client(options);
    }
    /** Probes the server when a replica starts, not on its first request; a failure is left for that request to report. */
    async prepare() {
        await this.probe().catch(() => undefined);
    }
    async readTagged(key) {
        try {
            const response = await this.client.send(new dist_cjs.GetObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
            const content = await response.Body.transformToByteArray();
            if (isTombstone(response.Metadata, content.length))
                return undefined;
            const empty = response.Metadata?.[EMPTY_METADATA] === 'true';
            return { content: empty ? new Uint8Array() : content, etag: unquote(response.ETag) };
        }
        catch (error) {
            if (isS3NotFound(error))
                return undefined;
            throw s3Failure(this.name, error);
        }
    }
    async writeIf(key, content, condition) {
        await this.probe();
        const written = await this.putIf(this.key(key), content, condition);
        if (written !== undefined || !('ifNoneMatch' in condition))
            return written;
        // The key exists; if only as a tombstone it counts as absent: replace the tombstone on its etag.
        const head = await this.head(this.key(key));
        return head?.tombstone ? this.putIf(this.key(key), content, { ifMatch: head.etag }) : undefined;
    }
    async deleteIf(key, etag, options = {}) {
        const { conditionalDelete } = await this.probe();
        if (!conditionalDelete) {
            const tombstone = await this.putIf(this.key(key), new Uint8Array(), { ifMatch: etag }, true);
            if (tombstone === undefined)
                return false;
            // Nobody writes a final key again, so this unconditional DELETE cannot remove a newer entry.
            // If it fails, the tombstone stays: it still reads as absent and listings skip it by size.
            if (options.final)
                await this.client
                    .send(new dist_cjs.DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(key) }))
                    .catch(() => undefined);
            return true;
        }
        try {
            await this.client.send(new dist_cjs.DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(key), IfMatch: await this.ifMatch(etag) }));
            return true;
        }
        catch (error) {
            if (isConditionFailure(error) || isS3NotFound(error))
                return false;
            throw s3Failure(this.name, error);
        }
    }
    /** One unconditional DELETE: a key never written again cannot lose a newer entry to it. */
    async deleteFinal(key) {
        try {
            await this.client.send(new dist_cjs.DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
        }
        catch (error) {
            if (!isS3NotFound(error))
                throw s3Failure(this.name, error);
        }
    }
    async listKeys(prefix) {
        const keys = [];
        try {
            for await (const page of (0,dist_cjs.paginateListObjectsV2)({ client: this.client }, { Bucket: this.bucket, Prefix: this.key(prefix) })) {
                for (const object of page.Contents ?? [])
                    keys.push({ key: object.Key.slice(this.prefix.length), size: object.Size ?? 0 });
            }
        }
        catch (error) {
            throw s3Failure(this.name, error);
        }
        // Only a tombstone is an empty object (putIf), so no HEAD is needed to tell which.
        return keys
            .filter(({ key, size }) => size > 0 && !key.startsWith(PROBE_FOLDER))
            .map(({ key }) => key)
            .sort();
    }
    key(key) {
        return `${this.prefix}${key}`;
    }
    /** The new unquoted etag, or undefined when the condition failed. */
    async putIf(fullKey, content, condition, tombstone = false) {
        const empty = !tombstone && !content.length;
        const body = empty ? new Uint8Array(1) : content;
        try {
            const response = await this.client.send(new dist_cjs.PutObjectCommand({
                Bucket: this.bucket,
                Key: fullKey,
                Body: body,
                ContentLength: body.length,
                Metadata: tombstone ? { [TOMBSTONE_METADATA]: 'true' } : empty ? { [EMPTY_METADATA]: 'true' } : undefined,
                ...('ifNoneMatch' in condition ? { IfNoneMatch: '*' } : { IfMatch: await this.ifMatch(condition.ifMatch) }),
            }));
            return unquote(response.ETag);
        }
        catch (error) {
            if (isConditionFailure(error))
                return undefined;
            throw s3Failure(this.name, error);
        }
    }
    async head(fullKey) {
        try {
            const head = await this.client.send(new dist_cjs.HeadObjectCommand({ Bucket: this.bucket, Key: fullKey }));
            return { etag: unquote(head.ETag), tombstone: isTombstone(head.Metadata, head.ContentLength ?? 0) };
        }
        catch (error) {
            if (isS3NotFound(error))
                return undefined;
            throw s3Failure(this.name, error);
        }
    }
    async ifMatch(etag) {
        return (await this.probe()).quoteIfMatch ? `"${etag}"` : etag;
    }
    /** Finds out once what the server honours (see the class comment); a failed probe is tried again next time. */
    probe() {
        this.capabilities ??= this.runProbe().catch((error) => {
            this.capabilities = undefined;
            throw error;
        });
        return this.capabilities;
    }
    async runProbe() {
        const key = this.key(`${PROBE_FOLDER}${(0,external_node_crypto_.randomBytes)(8).toString('hex')}`);
        const put = async (extra) => {
            try {
                const response = await this.client.send(new dist_cjs.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: 'probe', ...extra }));
                return unquote(response.ETag);
            }
            catch (error) {
                if (isConditionFailure(error))
                    return undefined;
                throw s3Failure(this.name, error);
            }
        };
        const refuse = (what) => new StorageError(`the S3 server behind '${this.name}' ${what} on bucket '${this.bucket}', so replicas could overwrite ` +
            `each other's state; Ceph RGW does so in versioned buckets: use an unversioned bucket for it`);
        try {
            const first = await put({});
            if (first === undefined)
                throw refuse('refuses an unconditional PUT');
            if ((await put({ IfNoneMatch: '*' })) !== undefined)
                throw refuse('ignores If-None-Match: *');
            if ((await put({ IfMatch: '"00000000000000000000000000000000"' })) !== undefined)
                throw refuse('ignores If-Match');
            let quoteIfMatch = true;
            let current = await put({ IfMatch: `"${first}"` });
            if (current === undefined) {
                quoteIfMatch = false;
                current = await put({ IfMatch: first });
            }
            if (current === undefined)
                throw refuse('refuses If-Match with the current ETag');
            // A DELETE that succeeds despite a wrong If-Match ignored the condition (and deleted the probe).
            let conditionalDelete = false;
            try {
                await this.client.send(new dist_cjs.DeleteObjectCommand({ Bucket: this.bucket, Key: key, IfMatch: quoteIfMatch ? '"0"' : '0' }));
            }
            catch (error) {
                conditionalDelete = isConditionFailure(error);
                if (!conditionalDelete && s3Status(error) !== 501)
                    throw s3Failure(this.name, error);
            }
            return { quoteIfMatch, conditionalDelete };
        }
        finally {
            await this.client.send(new dist_cjs.DeleteObjectCommand({ Bucket: this.bucket, Key: key })).catch(() => undefined);
        }
    }
}
/** 412 Precondition Failed, or AWS's 409 ConditionalRequestConflict when another conditional write is in flight. */
function isConditionFailure(error) {
    const status = s3Status(error);
    return status === 412 || status === 409;
}
function isTombstone(metadata, size) {
    return size === 0 && metadata?.[TOMBSTONE_METADATA] === 'true';
}
function unquote(etag) {
    return (etag ?? '').replace(/^W\//, '').replace(/"/g, '');
}

// EXTERNAL MODULE: ./node_modules/@aws-sdk/lib-storage/dist-cjs/index.js
var lib_storage_dist_cjs = __webpack_require__(22358);
;// CONCATENATED MODULE: ./src/storage/s3.ts






const MIN_PART_SIZE = 5 * 1024 * 1024;
/**
 * A storage in an S3 bucket (AWS or S3-compatible, tested against Ceph's RADOS Gateway), for
 * several servers behind one load balancer. Requests go through the AWS SDK (signing, the
 * credential chain, retries). A file's versions are the bucket's object versions, so the bucket
 * needs versioning enabled to keep them. A folder is implied by the keys under it, as S3 tools
 * show them: writing a file is one PUT, with no request for its folders. A zero-byte `name/` key
 * (a folder marker) is written only where a folder must exist with nothing in it: one created
 * empty, or one whose last file or folder was deleted (the API keeps such folders). Uploads
 * stream in parts (lib-storage), a few parts in memory at a time.
 */
class S3Storage {
    options;
    name;
    prefix;
    quota;
    bucket;
    client;
    constructor(options) {
        this.options = options;
        this.name = options.name;
        this.bucket = options.bucket;
        this.prefix = options.prefix ? `${options.prefix.replace(/^\/+|\/+$/g, '')}/` : '';
        this.quota = options.quotaBytes ?? 100 * 1024 ** 3;
        this.client = createS3Client(options);
    }
    key(path) {
        return `${this.prefix}${path}`;
    }
    /** Runs one S3 call; failures become StorageErrors naming this storage. */
    async call(work) {
        try {
            return await work();
        }
        catch (error) {
            throw s3Failure(this.name, error);
        }
    }
    async stat(path, versionId) {
        if (!path)
            return { name: '', path: '', isFolder: true, size: 0, modified: new Date(0) };
        try {
            const head = await this.client.send(new dist_cjs.HeadObjectCommand({ Bucket: this.bucket, Key: this.key(path), VersionId: versionId }));
            return {
                name: baseName(path),
                path,
                isFolder: false,
                size: head.ContentLength ?? 0,
                modified: head.LastModified ?? new Date(0),
            };
        }
        catch (error) {
            // An unknown version id is 400 on some servers, and a delete marker's is 405.
            const status = s3Status(error);
            if (versionId && (status === 400 || status === 404 || status === 405))
                return undefined;
            if (!isS3NotFound(error))
                throw s3Failure(this.name, error);
        }
        if (versionId)
            return undefined;
        const listed = await this.call(() => this.client.send(new dist_cjs.ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${this.key(path)}/`, MaxKeys: 1 })));
        return listed.KeyCount ? { name: baseName(path), path, isFolder: true, size: 0, modified: new Date(0) } : undefined;
    }
    async list(folder) {
        const prefix = folder ? `${this.key(folder)}/` : this.prefix;
        const strip = (key) => key.slice(this.prefix.length).replace(/\/$/, '');
        const entries = [];
        let found = false;
        await this.call(async () => {
            for await (const page of (0,dist_cjs.paginateListObjectsV2)({ client: this.client }, { Bucket: this.bucket, Prefix: prefix, Delimiter: '/' })) {
                for (const common of page.CommonPrefixes ?? []) {
                    found = true;
                    const path = strip(common.Prefix);
                    entries.push({ name: baseName(path), path, isFolder: true, size: 0, modified: new Date(0) });
                }
                for (const object of page.Contents ?? []) {
                    found = true;
                    if (object.Key === prefix || object.Key.endsWith('/'))
                        continue;
                    const path = strip(object.Key);
                    entries.push({
                        name: baseName(path),
                        path,
                        isFolder: false,
                        size: object.Size ?? 0,
                        modified: object.LastModified ?? new Date(0),
                    });
                }
            }
        });
        if (folder && !found)
            throw new StorageNotFoundError(folder);
        return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    }
    async openRead(path, versionId) {
        if (!path)
            throw new StorageNotFoundError(path);
        try {
            const response = await this.client.send(new dist_cjs.GetObjectCommand({ Bucket: this.bucket, Key: this.key(path), VersionId: versionId }));
            return { size: response.ContentLength ?? 0, body: response.Body };
        }
        catch (error) {
            const status = s3Status(error);
            if (isS3NotFound(error) || (versionId && (status === 400 || status === 405)))
                throw new StorageNotFoundError(path);
            throw s3Failure(this.name, error);
        }
    }
    async readBytes(path, versionId) {
        const { body } = await this.openRead(path, versionId);
        const chunks = [];
        for await (const chunk of body)
            chunks.push(chunk);
        return Buffer.concat(chunks);
    }
    async write(path, content) {
        if (!path)
            throw new StoragePathError('a file needs a name; the storage root is a folder');
        // Usage is the sum over every object version: a listing of the whole storage. It is paid on each
        // write only when a quota was configured; without one, the default total is only reported.
        const available = this.options.quotaBytes === undefined ? Infinity : this.quota - (await this.usage()).used;
        const full = () => new StorageQuotaError('the storage is full');
        let size = 0;
        let body;
        if (content instanceof Uint8Array) {
            if (content.length > available)
                throw full();
            size = content.length;
            body = Buffer.from(content.buffer, content.byteOffset, content.length);
        }
        else {
            const counter = new external_node_stream_.Transform({
                transform(chunk, _encoding, callback) {
                    size += chunk.length;
                    callback(size > available ? full() : null, chunk);
                },
            });
            // A failing source (a client that hung up) fails the upload, which lib-storage then aborts.
            body = (0,external_node_stream_.pipeline)(content, counter, () => { });
        }
        const upload = new lib_storage_dist_cjs/* Upload */._({
            client: this.client,
            params: { Bucket: this.bucket, Key: this.key(path), Body: body },
            partSize: Math.max(MIN_PART_SIZE, this.options.partSizeBytes ?? 8 * 1024 * 1024),
            queueSize: this.options.uploadQueueSize ?? 2,
            leavePartsOnError: false,
        });
        let versionId;
        try {
            versionId = (await upload.done()).VersionId;
        }
        catch (error) {
            if (size > available)
                throw full();
            // The source's own failure (a client that hung up) is told as it is; S3's and the network's name this storage.
            if (error instanceof dist_cjs.S3ServiceException || (error instanceof Error && 'code' in error))
                throw s3Failure(this.name, error);
            throw error;
        }
        return { versionId: versionId ?? 'null', size };
    }
    async putFolderMarker(path) {
        await this.call(() => this.client.send(new dist_cjs.PutObjectCommand({ Bucket: this.bucket, Key: `${this.key(path)}/`, Body: '', ContentLength: 0 })));
    }
    /** True when some key (a file, a folder marker) lies under `path/`: the folder exists. */
    async hasKeysUnder(path) {
        const listed = await this.call(() => this.client.send(new dist_cjs.ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${this.key(path)}/`, MaxKeys: 1 })));
        return Boolean(listed.KeyCount);
    }
    /**
     * A marker for `path` unless keys under it already make it exist (the folders above are implied
     * by the marker's key). Markers are not rewritten: in a versioned bucket each rewrite would be a
     * new version.
     */
    async ensureFolder(path) {
        if (!path || (await this.hasKeysUnder(path)))
            return;
        await this.putFolderMarker(path);
    }
    async objectVersions(prefix) {
        const out = [];
        await this.call(async () => {
            // The SDK has no paginator for ListObjectVersions.
            let page;
            do {
                page = await this.client.send(new dist_cjs.ListObjectVersionsCommand({
                    Bucket: this.bucket,
                    Prefix: prefix,
                    KeyMarker: page?.NextKeyMarker,
                    VersionIdMarker: page?.NextVersionIdMarker,
                }));
                for (const v of page.Versions ?? [])
                    out.push({
                        key: v.Key,
                        versionId: v.VersionId ?? 'null',
                        isLatest: v.IsLatest ?? false,
                        size: v.Size ?? 0,
                        modified: v.LastModified ?? new Date(0),
                        deleteMarker: false,
                    });
                for (const m of page.DeleteMarkers ?? [])
                    out.push({
                        key: m.Key,
                        versionId: m.VersionId ?? 'null',
                        isLatest: m.IsLatest ?? false,
                        size: 0,
                        modified: m.LastModified ?? new Date(0),
                        deleteMarker: true,
                    });
            } while (page.IsTruncated);
        });
        return out;
    }
    /** Deletes object versions for good (delete markers included), a thousand per request. */
    async deleteVersions(versions) {
        for (let at = 0; at < versions.length; at += 1000) {
            const batch = versions.slice(at, at + 1000);
            const result = await this.call(() => this.client.send(new dist_cjs.DeleteObjectsCommand({
                Bucket: this.bucket,
                Delete: { Objects: batch.map((v) => ({ Key: v.key, VersionId: v.versionId })), Quiet: true },
            })));
            const failed = result.Errors?.[0];
            if (failed)
                throw s3Failure(this.name, Object.assign(new Error(failed.Code ?? 'DeleteFailed'), { code: failed.Code }));
        }
    }
    async deleteFile(path, versionId) {
        const versions = await this.fileVersions(path);
        if (!versions)
            throw new StorageNotFoundError(path);
        const latest = versions.find((v) => v.isLatest);
        if (versionId && versionId !== latest.versionId) {
            if (!versions.some((v) => v.versionId === versionId))
                throw new StorageNotFoundError(path);
            await this.call(() => this.client.send(new dist_cjs.DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(path), VersionId: versionId })));
            return;
        }
        // Deleting the file (or its latest version) deletes it with its history, as the vendor's storage does.
        const key = this.key(path);
        await this.deleteVersions((await this.objectVersions(key)).filter((v) => v.key === key));
        // Its folder stays, as on a disk, even when the file was the last key that implied it.
        await this.ensureFolder(parentPath(path));
    }
    async createFolder(path) {
        await this.ensureFolder(path);
    }
    async deleteFolder(path, recursive) {
        if (!path)
            throw new StoragePathError('the storage root cannot be deleted');
        const entry = await this.stat(path);
        if (!entry)
            return;
        if (!entry.isFolder)
            throw new StoragePathError(`'${path}' is a file, not a folder`);
        const prefix = `${this.key(path)}/`;
        if (!recursive) {
            // The folder's own marker and at most one more key are enough to tell.
            const first = await this.call(() => this.client.send(new dist_cjs.ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, MaxKeys: 2 })));
            if ((first.Contents ?? []).some((object) => object.Key !== prefix))
                throw new StoragePathError(`the folder '${path}' is not empty; delete it with recursive=true`);
        }
        await this.deleteVersions(await this.objectVersions(prefix));
        await this.ensureFolder(parentPath(path));
    }
    /** The versions of a file, newest first, or undefined when it does not exist (or its latest is a delete marker). */
    async fileVersions(path) {
        if (!path)
            return undefined;
        const key = this.key(path);
        const versions = (await this.objectVersions(key)).filter((v) => v.key === key);
        const latest = versions.find((v) => v.isLatest);
        if (!latest || latest.deleteMarker)
            return undefined;
        return versions.filter((v) => !v.deleteMarker).sort((a, b) => Number(b.isLatest) - Number(a.isLatest));
    }
    async versions(path) {
        const versions = await this.fileVersions(path);
        if (!versions)
            throw new StorageNotFoundError(path);
        return versions.map((v) => ({
            name: baseName(path),
            path,
            isFolder: false,
            size: v.size,
            modified: v.modified,
            versionId: v.versionId,
            isLatest: v.isLatest,
        }));
    }
    async usage() {
        const versions = await this.objectVersions(this.prefix);
        return { used: versions.reduce((sum, v) => sum + v.size, 0), total: this.quota };
    }
}

;// CONCATENATED MODULE: ./src/server/config.ts








const ClientEntry = schemas/* union */.KCZ([
    schemas/* object */.Ikc({ clientId: schemas/* string */.YjP().min(1), secretHash: schemas/* string */.YjP().startsWith('scrypt$') }),
    schemas/* object */.Ikc({ clientId: schemas/* string */.YjP().min(1), clientSecret: schemas/* string */.YjP().min(1) }),
]);
/** How to reach an S3 bucket: the same fields for a file storage and for the shared state. */
const S3Settings = {
    endpoint: schemas/* string */.YjP().url().optional(),
    bucket: schemas/* string */.YjP().min(1),
    region: schemas/* string */.YjP().optional(),
    pathStyle: schemas/* boolean */.zMY().optional(),
    accessKeyId: schemas/* string */.YjP().min(1).optional(),
    secretAccessKey: schemas/* string */.YjP().min(1).optional(),
    sessionToken: schemas/* string */.YjP().min(1).optional(),
    profile: schemas/* string */.YjP().min(1).optional(),
    maxAttempts: schemas/* number */.aig().int().positive().optional(),
};
const StorageEntry = schemas/* discriminatedUnion */.gMt('type', [
    schemas/* object */.Ikc({
        type: schemas/* literal */.euz('local'),
        name: schemas/* string */.YjP().min(1),
        path: schemas/* string */.YjP().optional(),
        quotaBytes: schemas/* number */.aig().int().positive().optional(),
    }),
    schemas/* object */.Ikc({
        type: schemas/* literal */.euz('s3'),
        name: schemas/* string */.YjP().min(1),
        ...S3Settings,
        prefix: schemas/* string */.YjP().optional(),
        quotaBytes: schemas/* number */.aig().int().positive().optional(),
    })
        .refine((s) => Boolean(s.accessKeyId) === Boolean(s.secretAccessKey), {
        message: 'give both accessKeyId and secretAccessKey, or neither to use the AWS credential chain',
    }),
]);
/** docdelta.json, the server's configuration file (every field optional). */
const ServerConfigFile = schemas/* object */.Ikc({
    clients: schemas/* array */.YOg(ClientEntry).default([]),
    /** HS256 key for tokens, shared by servers behind one load balancer. */
    signingKey: schemas/* string */.YjP().min(32).optional(),
    /** Several HS256 keys for rotation: tokens are signed with the first and accepted with any. */
    signingKeys: schemas/* array */.YOg(schemas/* string */.YjP().min(32)).optional(),
    /**
     * Where replicas keep what they must all see (translation queue, consumption totals). Every
     * replica behind one load balancer names the same store. Default: the folder `shared-state`
     * in --storage, which is all a single server needs; with files on S3 there is no default (see
     * sharedStateOf).
     */
    sharedState: schemas/* discriminatedUnion */.gMt('type', [
        schemas/* object */.Ikc({ type: schemas/* literal */.euz('local'), path: schemas/* string */.YjP().min(1).optional() }),
        // An unversioned bucket: RGW ignores conditions on PUT in a versioned one (S3ConditionalStore).
        schemas/* object */.Ikc({ type: schemas/* literal */.euz('s3'), ...S3Settings, prefix: schemas/* string */.YjP().min(1).default('docdelta-state') })
            .refine((s) => Boolean(s.accessKeyId) === Boolean(s.secretAccessKey), {
            message: 'give both accessKeyId and secretAccessKey, or neither to use the AWS credential chain',
        }),
    ])
        .optional(),
    tokenLifetimeSeconds: schemas/* number */.aig().int().positive().default(86_400),
    storages: schemas/* array */.YOg(StorageEntry).default([]),
    publicUrl: schemas/* string */.YjP().url().optional(),
    limits: schemas/* object */.Ikc({
        maxUploadBytes: schemas/* number */.aig()
            .int()
            .positive()
            .default(512 * 1024 * 1024),
        maxJsonBytes: schemas/* number */.aig()
            .int()
            .positive()
            .default(4 * 1024 * 1024),
        /** Largest document one comparison reads (stored or uploaded with PUT /comparison/changes). */
        maxDocumentBytes: schemas/* number */.aig()
            .int()
            .positive()
            .default(64 * 1024 * 1024),
        /**
         * Most bytes the XML parts of one Office or ODF document may inflate to: the engine's memory
         * follows what a document inflates to, not its size (a 15 MB DOCX can hold 480 MB of XML).
         * 32 MiB keeps one comparison under 1 GB (src/service/index.ts, DEFAULT_MAX_INFLATED_XML_BYTES).
         */
        maxInflatedXmlBytes: schemas/* number */.aig()
            .int()
            .positive()
            .default(32 * 1024 * 1024),
        /**
         * Largest JSON answer (a change list, info, links), in characters. A document within the
         * upload limits can hold millions of changes: past this it answers 422 with the count
         * instead of building a string of hundreds of MB (V8 cannot build one over 512 MB at all).
         */
        maxResultBytes: schemas/* number */.aig()
            .int()
            .positive()
            .default(128 * 1024 * 1024),
        concurrency: schemas/* number */.aig().int().positive().default(2),
        /** Enough for 50 clients at once on 2 cores (README, Load); queued requests hold no document. */
        maxQueued: schemas/* number */.aig().int().nonnegative().default(128),
        timeoutSeconds: schemas/* number */.aig().positive().default(120),
        /** 'worker': engine work in worker threads (stoppable at the time limit); 'inline': in the server's thread. */
        isolation: schemas/* enum */.k5n(['worker', 'inline']).default('worker'),
    })
        .prefault({}),
    consumption: schemas/* object */.Ikc({
        /**
         * How often a replica writes its consumption counts to sharedState. Requests only count in
         * memory; a read of consumption adds this replica's unflushed part.
         */
        flushMilliseconds: schemas/* number */.aig().int().positive().default(1000),
        /** false: nothing is counted (GET /consumption answers what is stored); for measuring the meter's cost. */
        enabled: schemas/* boolean */.zMY().default(true),
    })
        .prefault({}),
    translation: schemas/* object */.Ikc({
        /** Target language -> source text -> translation. */
        glossary: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP())).default({}),
        /** A replica's claim on a job lasts this long unless renewed; a dead replica's job is taken over after it. */
        leaseSeconds: schemas/* number */.aig().positive().default(30),
        /** How often an idle replica looks for queued jobs at first; each look that finds none doubles the wait. */
        pollMilliseconds: schemas/* number */.aig().int().positive().default(1000),
        /** The longest wait between an idle replica's looks (8 × pollMilliseconds when absent). */
        maxPollMilliseconds: schemas/* number */.aig().int().positive().optional(),
    })
        .prefault({}),
});
/**
 * Reads the configuration: the file (if any), then DOCDELTA_CLIENT_ID / DOCDELTA_CLIENT_SECRET
 * for a single client and DOCDELTA_SIGNING_KEY. Plain secrets are hashed at once and dropped.
 */
async function loadServerConfig(opts) {
    let json = {};
    if (opts.configPath) {
        const text = await (0,promises_.readFile)(opts.configPath, 'utf8');
        try {
            json = JSON.parse(text);
        }
        catch {
            throw new Error(`${opts.configPath}: not valid JSON`);
        }
    }
    const parsed = ServerConfigFile.safeParse(json);
    if (!parsed.success) {
        const first = parsed.error.issues[0];
        throw new Error(`${opts.configPath}: ${first.path.join('.') || 'config'}: ${first.message}`);
    }
    return resolveServerConfig(parsed.data, opts.storageDir, opts.env);
}
function resolveServerConfig(file, storageDir, env = {}) {
    const clients = file.clients.map((c) => 'secretHash' in c ? c : { clientId: c.clientId, secretHash: hashSecret(c.clientSecret) });
    if (env.DOCDELTA_CLIENT_ID && env.DOCDELTA_CLIENT_SECRET)
        clients.push({ clientId: env.DOCDELTA_CLIENT_ID, secretHash: hashSecret(env.DOCDELTA_CLIENT_SECRET) });
    const root = (0,external_node_path_.resolve)(storageDir);
    const storages = file.storages.map((s) => s.type === 'local'
        ? new LocalStorage({
            name: s.name,
            root: (0,external_node_path_.resolve)(root, s.path ?? safeFolderName(s.name)),
            quotaBytes: s.quotaBytes,
        })
        : new S3Storage(s));
    if (!storages.some((s) => s.name === DEFAULT_STORAGE_NAME))
        storages.unshift(new LocalStorage({ name: DEFAULT_STORAGE_NAME, root: (0,external_node_path_.join)(root, 'first-storage') }));
    const keys = file.signingKeys ?? [file.signingKey ?? env.DOCDELTA_SIGNING_KEY].filter((k) => k !== undefined);
    return {
        clients,
        signingKeys: keys.map((key) => new TextEncoder().encode(key)),
        tokenLifetimeSeconds: file.tokenLifetimeSeconds,
        sharedState: sharedStateOf(file.sharedState, root, file.storages),
        translationQueue: {
            leaseMs: file.translation.leaseSeconds * 1000,
            pollMs: file.translation.pollMilliseconds,
            maxPollMs: file.translation.maxPollMilliseconds,
        },
        storages: new StorageRegistry(storages),
        publicUrl: file.publicUrl?.replace(/\/+$/, ''),
        limits: file.limits,
        glossary: file.translation.glossary,
        tempDir: (0,external_node_path_.join)(root, '.uploads'),
        consumptionFile: (0,external_node_path_.join)(root, 'consumption.json'),
        consumption: { enabled: file.consumption.enabled, flushMs: file.consumption.flushMilliseconds },
    };
}
/**
 * Files on S3 mean replicas, and replicas on a per-replica default folder would each keep their
 * own queue and counts without a word; so there is no default then. Not the files' bucket either:
 * it is versioned (file versions), where RGW ignores write conditions, and a sibling bucket's
 * name cannot be guessed. `{"type": "local"}` said outright keeps a single server's default.
 */
function sharedStateOf(settings, root, storages) {
    const onS3 = storages.find((s) => s.type === 's3');
    if (!settings && onS3)
        throw new Error(`sharedState is not set, but the storage '${onS3.name}' is on S3: set "sharedState" to ` +
            `{"type": "s3", "bucket": "<an unversioned bucket>", …} for replicas, or {"type": "local"} for one server`);
    settings ??= { type: 'local' };
    if (settings.type === 'local')
        return new LocalConditionalStore((0,external_node_path_.resolve)(root, settings.path ?? 'shared-state'));
    const { type: _type, ...s3 } = settings;
    return new S3ConditionalStore(s3);
}
function safeFolderName(name) {
    return (name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'storage');
}

;// CONCATENATED MODULE: ./src/server/index.ts



/** Starts the API on host:port (port 0 picks a free one) and resolves once it listens. */
async function startServer(options) {
    await prepare(options.config);
    const app = createApp({ config: options.config, logger: options.logger, translator: options.translator });
    if (options.warm)
        await app.service.warmUp();
    const host = options.host ?? '127.0.0.1';
    return new Promise((resolve) => {
        const server = (0,dist/* serve */.wX)({ fetch: app.app.fetch, hostname: host, port: options.port ?? 8080 }, (info) => {
            const shown = host.includes(':') ? `[${host}]` : host;
            resolve({
                url: `http://${shown}:${info.port}`,
                port: info.port,
                app,
                close: () => new Promise((done) => {
                    server.closeAllConnections?.();
                    server.close(() => done());
                })
                    .then(() => app.translation.close())
                    .then(() => app.service.close()),
            });
        });
    });
}
/**
 * What a crash left behind is cleared before the first request, not by it: untouched upload
 * folders, and the temp files of every local storage and of the shared state. Replicas may share
 * --storage, in other PID namespaces too: a recently touched folder is an upload in progress.
 */
async function prepare(config) {
    await removeStaleTemps(config.tempDir);
    await Promise.all([...config.storages.all().map((storage) => storage.prepare?.()), config.sharedState.prepare?.()]);
}




/***/ }),

/***/ 34373:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jsonLinesLogger: () => (/* binding */ jsonLinesLogger)
/* harmony export */ });
/* unused harmony export silentLogger */
const jsonLinesLogger = (stream = process.stderr) => (record) => {
    stream.write(`${JSON.stringify({ time: new Date().toISOString(), ...record })}\n`);
};
const silentLogger = () => { };


/***/ })

};

return{id,ids,modules}})