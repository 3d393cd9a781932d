(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 26;
const ids = [26];
const modules = {

/***/ 2739:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cc: () => (/* binding */ PaperSize),
/* harmony export */   Eb: () => (/* binding */ SavingMode),
/* harmony export */   JQ: () => (/* binding */ ChangeType),
/* harmony export */   UL: () => (/* binding */ PasswordSaveOption),
/* harmony export */   Z7: () => (/* binding */ CloneMetadata),
/* harmony export */   dU: () => (/* binding */ DetailsLevel),
/* harmony export */   eB: () => (/* binding */ RevisionAction),
/* harmony export */   ek: () => (/* binding */ RevisionType),
/* harmony export */   qG: () => (/* binding */ PreviewFormat),
/* harmony export */   wI: () => (/* binding */ ComparisonAction)
/* harmony export */ });
/* unused harmony exports COMPARISON_ACTION_VALUES, REVISION_ACTION_VALUES, REVISION_TYPE_VALUES, DETAILS_LEVEL_VALUES, CLONE_METADATA_VALUES, PASSWORD_SAVE_OPTION_VALUES, PAPER_SIZE_VALUES, PREVIEW_FORMAT_VALUES, SAVING_MODE_VALUES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12311);
/* harmony import */ var _change_types__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48845);
/**
 * Enumerations of the GroupDocs.Comparison Cloud v2.0 API (plus the two
 * sibling GroupDocs APIs whose bodies docdelta also accepts, see conversion.ts).
 *
 * Every value list is exported in the spec's order. The order matters: the
 * vendor SDKs (python `allowed_values[int(x)]`) and the .NET server
 * (Newtonsoft StringEnumConverter) accept an enum's integer index as well as
 * its name, and C# `default(TEnum)` is the first member.
 *
 * Sources (checked against each other):
 *  - groupdocs-comparison-cloud-python  groupdocs_comparison_cloud/models/*.py (`allowed_values`)
 *  - groupdocs-comparison-cloud-node    src/model/*.ts (`export enum ...Enum`)
 *  - groupdocs-comparison-cloud-dotnet  src/GroupDocs.Comparison.Cloud.Sdk/Model/*.cs
 */



const ChangeType = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(_change_types__WEBPACK_IMPORTED_MODULE_1__/* .CHANGE_TYPE_VALUES */ .B);
/** ChangeInfo.ComparisonAction (models/change_info.py). */
const COMPARISON_ACTION_VALUES = ['None', 'Accept', 'Reject'];
const ComparisonAction = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(COMPARISON_ACTION_VALUES);
/** RevisionInfo.Action: same three values as ComparisonAction (models/revision_info.py). */
const REVISION_ACTION_VALUES = COMPARISON_ACTION_VALUES;
const RevisionAction = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(REVISION_ACTION_VALUES);
/** RevisionInfo.Type (models/revision_info.py; RevisionInfo.cs TypeEnum). */
const REVISION_TYPE_VALUES = [
    'Insertion',
    'Deletion',
    'FormatChange',
    'StyleDefinitionChange',
    'Moving',
];
const RevisionType = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(REVISION_TYPE_VALUES);
/** Settings.DetailsLevel (models/settings.py). */
const DETAILS_LEVEL_VALUES = ['Low', 'Middle', 'High'];
const DetailsLevel = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(DETAILS_LEVEL_VALUES);
/** Settings.CloneMetadata (models/settings.py). */
const CLONE_METADATA_VALUES = ['Default', 'Source', 'Target', 'FileAuthor'];
const CloneMetadata = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(CLONE_METADATA_VALUES);
/** Settings.PasswordSaveOption (models/settings.py). */
const PASSWORD_SAVE_OPTION_VALUES = ['None', 'Source', 'Target', 'User'];
const PasswordSaveOption = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(PASSWORD_SAVE_OPTION_VALUES);
/** Settings.PaperSize: Default then A0..A8, nothing else (models/settings.py). */
const PAPER_SIZE_VALUES = ['Default', 'A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8'];
const PaperSize = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(PAPER_SIZE_VALUES);
/**
 * PreviewOptions.Format. Spec order is Jpeg, Png, Bmp (models/preview_options.py
 * `allowed_values = ["Jpeg", "Png", "Bmp"]`), so index 0 / the C# default is Jpeg.
 */
const PREVIEW_FORMAT_VALUES = ['Jpeg', 'Png', 'Bmp'];
const PreviewFormat = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(PREVIEW_FORMAT_VALUES);
/**
 * ResxFileRequest.savingMode of the GroupDocs.Translation Cloud API
 * (groupdocs-translation-cloud-python GroupDocs/Translation/Api/models/resx_file_request.py).
 */
const SAVING_MODE_VALUES = ['Files', 'Archive', 'Both'];
const SavingMode = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(SAVING_MODE_VALUES);


/***/ }),

/***/ 22651:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NG: () => (/* binding */ ChangeInfo),
/* harmony export */   N_: () => (/* binding */ Link),
/* harmony export */   P6: () => (/* binding */ FileInfo),
/* harmony export */   QR: () => (/* binding */ InfoResult),
/* harmony export */   T6: () => (/* binding */ PreviewOptions),
/* harmony export */   hS: () => (/* binding */ UpdatesOptions),
/* harmony export */   hr: () => (/* binding */ ApplyRevisionsOptions),
/* harmony export */   kR: () => (/* binding */ RevisionInfo),
/* harmony export */   sc: () => (/* binding */ ComparisonOptions),
/* harmony export */   uF: () => (/* binding */ FormatsResult),
/* harmony export */   wB: () => (/* binding */ Settings)
/* harmony export */ });
/* unused harmony exports ItemsStyle, Metadata, DiagramMasterSetting, Size, StyleChangeInfo, PageInfo, Rectangle, Format */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12311);
/* harmony import */ var _enums__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2739);
/**
 * Comparison records of the GroupDocs.Comparison Cloud v2.0 API.
 *
 * Field names are the spec's (PascalCase, as in the python SDK `attribute_map`
 * and the .NET SDK property names); that is docdelta's canonical form.
 *
 * Required fields and defaults. The spec (python SDK setters that raise
 * "must not be `None`") marks every non-nullable value-type field as required:
 * booleans, ints, enums, the Rectangle struct. The vendor SDKs nevertheless omit
 * unset fields (node `new Settings({...})`, python drops None), and the .NET
 * server then binds C# `default(T)`: false, 0, the first enum member. So for
 * records that clients SEND, such fields get `.default(<C# default(T)>)` here:
 * they are optional on input and always present on output. The only default the
 * API states in words is Settings.SensitivityOfComparison = 75 ("Default is 75",
 * models/settings.py and docs data-structures/settings.md).
 * Records the server only RETURNS (InfoResult, storage records) keep their
 * required fields strictly required, so docdelta cannot emit an incomplete one.
 */


const int = () => zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int();
/**
 * FileInfo: describes a compared document (models/file_info.py).
 * Spec: all four fields optional. docdelta requires FilePath (non-empty):
 * every endpoint that takes a FileInfo needs it, and failing here gives a
 * clearer message than a storage lookup of `undefined`.
 */
const FileInfo = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    FilePath: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    VersionId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    StorageName: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    Password: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
/** ItemsStyle (models/items_style.py). Colors are strings ("#FF0000", "Red", ...). */
const ItemsStyle = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    FontColor: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    HighlightColor: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    BeginSeparatorString: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    EndSeparatorString: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    // Required in spec (non-nullable bool) -> C# default(bool).
    Bold: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
    Italic: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
    StrikeThrough: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
    Underline: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
});
/** Metadata: user metadata for the result document (models/metadata.py). */
const Metadata = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    Author: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    LastSaveBy: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    Company: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
/** DiagramMasterSetting (models/diagram_master_setting.py). */
const DiagramMasterSetting = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    MasterPath: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    // Required in spec -> C# default(bool).
    UseSourceMaster: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
});
/** Size: item size, used by Settings.OriginalSize (models/size.py). Both required in spec. */
const Size = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    Width: int().default(0),
    Height: int().default(0),
});
/**
 * Settings: comparison process settings (models/settings.py, Settings.cs).
 * Note the spec spells it `CloneMetadata` (not ClonedMetadata) and `MetaData`
 * (capital D).
 */
const Settings = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    // Required in spec; defaults are C# default(T) unless noted. The vendor's service shows
    // inserted and deleted content and detects style changes when the caller leaves the field
    // out (its SDKs never set them and expect those changes), as the engine does with no Settings.
    GenerateSummaryPage: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
    ShowDeletedContent: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(true),
    ShowInsertedContent: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(true),
    StyleChangeDetection: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(true),
    InsertedItemsStyle: ItemsStyle.optional(),
    DeletedItemsStyle: ItemsStyle.optional(),
    ChangedItemsStyle: ItemsStyle.optional(),
    WordsSeparatorChars: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    DetailsLevel: _enums__WEBPACK_IMPORTED_MODULE_0__/* .DetailsLevel */ .dU.default('Low'),
    UseFramesForDelInsElements: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
    CalculateComponentCoordinates: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
    MarkChangedContent: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
    MarkNestedContent: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
    CloneMetadata: _enums__WEBPACK_IMPORTED_MODULE_0__/* .CloneMetadata */ .Z7.default('Default'),
    MetaData: Metadata.optional(),
    PasswordSaveOption: _enums__WEBPACK_IMPORTED_MODULE_0__/* .PasswordSaveOption */ .UL.default('None'),
    Password: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    DiagramMasterSetting: DiagramMasterSetting.optional(),
    OriginalSize: Size.optional(),
    // Headers and footers are compared unless the caller says not to (the engine's default too).
    HeaderFootersComparison: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(true),
    PaperSize: _enums__WEBPACK_IMPORTED_MODULE_0__/* .PaperSize */ .Cc.default('Default'),
    // "Gets or sets a sensitivity of comparison. Default is 75" (models/settings.py);
    // docs settings.md: "(1..100). Default is 75". 0 is accepted because the docs'
    // own Settings example sends 0.
    SensitivityOfComparison: int().min(0).max(100).default(75),
    // GroupDocs.Comparison's CompareOptions.WordTrackChanges: write the result as native Word
    // revisions instead of styled marks. Not in the Cloud spec; absent = styled result.
    WordTrackChanges: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    // docdelta extensions for spreadsheets: compare formulas as well as values (default true),
    // and the relative difference under which two numbers count as equal (default 1e-9).
    CellsCompareFormulas: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    CellsNumericTolerance: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0).optional(),
});
/**
 * ComparisonOptions (models/comparison_options.py). Body of POST /comparison/comparisons
 * and POST /comparison/changes.
 * Spec: SourceFile/TargetFiles optional (nullable references); docdelta requires a
 * source and at least one target, which every comparison endpoint needs.
 */
const ComparisonOptions = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    SourceFile: FileInfo,
    TargetFiles: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(FileInfo).min(1),
    Settings: Settings.optional(),
    // "Changes type. Used only for Changes resource (/comparison/changes)".
    // Required in spec -> C# default(ChangeType) = None.
    ChangeType: _enums__WEBPACK_IMPORTED_MODULE_0__/* .ChangeType */ .JQ.default('None'),
    // "if not specified the document will not be saved"
    OutputPath: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
/** StyleChangeInfo (models/style_change_info.py). The spec field is ChangedProperty. */
const StyleChangeInfo = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    ChangedProperty: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    OldValue: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    NewValue: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
/** PageInfo (models/page_info.py). All three required (int) in spec. */
const PageInfo = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    Width: int().default(0),
    Height: int().default(0),
    PageNumber: int().default(0),
});
/** Rectangle (models/rectangle.py). All four required (float) in spec. */
const Rectangle = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    Height: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().default(0),
    Width: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().default(0),
    X: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().default(0),
    Y: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().default(0),
});
/**
 * ChangeInfo (models/change_info.py). Returned by POST /comparison/changes and sent
 * back in UpdatesOptions.Changes, so it is parsed leniently like a request record.
 * Id is kept strictly required (no 0 default): it is what identifies the change.
 */
const ChangeInfo = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    Id: int(),
    ComparisonAction: _enums__WEBPACK_IMPORTED_MODULE_0__/* .ComparisonAction */ .wI.default('None'),
    Type: _enums__WEBPACK_IMPORTED_MODULE_0__/* .ChangeType */ .JQ.default('None'),
    Text: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    TargetText: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    Authors: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    StyleChangeInfo: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(StyleChangeInfo).optional(),
    PageInfo: PageInfo.optional(),
    // Required in spec (Rectangle is a struct) -> all-zero rectangle.
    Box: Rectangle.default({ Height: 0, Width: 0, X: 0, Y: 0 }),
});
/** UpdatesOptions = ComparisonOptions + Changes (models/updates_options.py). Body of PUT /comparison/updates. */
const UpdatesOptions = ComparisonOptions.extend({
    // "Changes to apply or reject. Used only for updates resource (/comparison/updates)"
    Changes: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ChangeInfo).optional(),
});
/**
 * RevisionInfo (models/revision_info.py). Returned by POST /comparison/revisions and
 * sent back in ApplyRevisionsOptions.Revisions. Id strictly required, as for ChangeInfo.
 */
const RevisionInfo = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    Id: int(),
    // Required in spec -> C# default: None / Insertion (first members).
    Action: _enums__WEBPACK_IMPORTED_MODULE_0__/* .RevisionAction */ .eB.default('None'),
    Text: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    Author: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    Type: _enums__WEBPACK_IMPORTED_MODULE_0__/* .RevisionType */ .ek.default('Insertion'),
});
/** ApplyRevisionsOptions (models/apply_revisions_options.py). Body of PUT /comparison/revisions. */
const ApplyRevisionsOptions = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    // Spec: optional; required here (see FileInfo).
    SourceFile: FileInfo,
    Revisions: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(RevisionInfo).optional(),
    // Required in spec -> C# default(bool).
    AcceptAll: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
    RejectAll: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
    OutputPath: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
/** PreviewOptions (models/preview_options.py). Body of POST /comparison/preview. */
const PreviewOptions = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    // Spec: optional; required here (see FileInfo).
    FileInfo: FileInfo,
    // Required in spec -> C# default(Format) = Jpeg (first member).
    Format: _enums__WEBPACK_IMPORTED_MODULE_0__/* .PreviewFormat */ .qG.default('Jpeg'),
    OutputFolder: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    // Required in spec (int) -> 0.
    Width: int().min(0).default(0),
    Height: int().min(0).default(0),
    PageNumbers: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(int().min(1)).optional(),
});
/**
 * Link (models/link.py): the one record whose wire names are lower-case in the
 * spec itself (`attribute_map = {'href': 'href', ...}`). Returned by
 * POST /comparison/comparisons, PUT /comparison/updates, PUT /comparison/revisions
 * and (as an array) POST /comparison/preview.
 */
const Link = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    href: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    rel: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    title: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
/** InfoResult (models/info_result.py), response of POST /comparison/info. Size and PageCount required. */
const InfoResult = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    Format: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    Extension: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    Size: int().min(0),
    PageCount: int().min(0),
});
/** Format (models/format.py). */
const Format = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    Extension: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    FileFormat: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
/** FormatsResult (FormatsResult.cs), response of GET /comparison/formats. */
const FormatsResult = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    Formats: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(Format).optional(),
});


/***/ }),

/***/ 27964:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BW: () => (/* binding */ toWire),
/* harmony export */   TR: () => (/* binding */ parseRequest),
/* harmony export */   Td: () => (/* binding */ RequestValidationError),
/* harmony export */   qC: () => (/* binding */ normalizeKeys)
/* harmony export */ });
/* unused harmony exports unwrapSchema, schemaKeyMap, formatPath, toCamelKey */
function defOf(schema) {
    return schema._zod.def;
}
/** Wrapper kinds whose inner schema decides the shape of the value. */
const WRAPPERS = new Set([
    'optional',
    'nullable',
    'default',
    'prefault',
    'catch',
    'readonly',
    'nonoptional',
    'success',
]);
/**
 * Strips wrappers (optional, nullable, default, readonly, catch...), follows
 * pipes to their input side and resolves lazy schemas.
 */
function unwrapSchema(schema) {
    let s = schema;
    for (let guard = 0; guard < 64; guard++) {
        const def = defOf(s);
        if (WRAPPERS.has(def.type))
            s = def.innerType;
        else if (def.type === 'pipe')
            s = def.in;
        else if (def.type === 'lazy')
            s = def.getter();
        else
            return s;
    }
    return s;
}
/** True when the schema (through its wrappers) accepts `null`. */
function acceptsNull(schema) {
    let s = schema;
    for (let guard = 0; guard < 64; guard++) {
        const def = defOf(s);
        if (def.type === 'nullable' || def.type === 'null' || def.type === 'any' || def.type === 'unknown')
            return true;
        if (WRAPPERS.has(def.type))
            s = def.innerType;
        else if (def.type === 'pipe')
            s = def.in;
        else if (def.type === 'lazy')
            s = def.getter();
        else if (def.type === 'union')
            return def.options.some(acceptsNull);
        else
            return false;
    }
    return false;
}
function isPlainObject(v) {
    if (v === null || typeof v !== 'object' || Array.isArray(v))
        return false;
    const proto = Object.getPrototypeOf(v);
    return proto === Object.prototype || proto === null;
}
const keyMapCache = new WeakMap();
/**
 * Lower-cased field name -> canonical field name, for a `z.object` schema
 * (after unwrapping). Empty map for anything else.
 */
function schemaKeyMap(schema) {
    const s = unwrapSchema(schema);
    const cached = keyMapCache.get(s);
    if (cached)
        return cached;
    const map = new Map();
    const def = defOf(s);
    if (def.type === 'object') {
        for (const key of Object.keys(def.shape)) {
            map.set(key.toLowerCase(), key);
        }
    }
    keyMapCache.set(s, map);
    return map;
}
function normalizeEnum(def, value) {
    const values = Object.values(def.entries);
    if (typeof value === 'string') {
        if (values.includes(value))
            return value;
        const lower = value.trim().toLowerCase();
        const hit = values.find((v) => typeof v === 'string' && v.toLowerCase() === lower);
        if (hit !== undefined)
            return hit;
        // Index given as a digit string: python SDK `allowed_values[int(x)]`.
        if (/^\d+$/.test(value.trim())) {
            const idx = Number(value.trim());
            if (idx < values.length && typeof values[idx] === 'string')
                return values[idx];
        }
        return value;
    }
    // Index given as a number: Newtonsoft StringEnumConverter accepts integers.
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < values.length) {
        if (!values.includes(value) && typeof values[value] === 'string')
            return values[value];
    }
    return value;
}
/**
 * Rewrites `value` towards `schema`'s canonical form without validating it:
 * object keys matched case-insensitively to the schema's field names (an exact
 * match wins over a case-folded one), unknown keys dropped, `null` for
 * non-nullable fields dropped, enum values mapped to their canonical spelling,
 * recursively through nested objects, arrays, records and unions.
 * Values the schema does not describe are returned unchanged.
 */
function normalizeKeys(schema, value) {
    const s = unwrapSchema(schema);
    const def = defOf(s);
    switch (def.type) {
        case 'object': {
            if (!isPlainObject(value))
                return value;
            const shape = def.shape;
            const keyMap = schemaKeyMap(s);
            const out = {};
            const exact = new Set();
            for (const [rawKey, rawVal] of Object.entries(value)) {
                const canonical = keyMap.get(rawKey.toLowerCase());
                if (canonical === undefined)
                    continue; // unknown field: ignored
                const fieldSchema = shape[canonical];
                if (rawVal === null && !acceptsNull(fieldSchema))
                    continue; // null = absent
                const isExact = rawKey === canonical;
                if (canonical in out && (exact.has(canonical) || !isExact))
                    continue;
                out[canonical] = normalizeKeys(fieldSchema, rawVal);
                if (isExact)
                    exact.add(canonical);
            }
            return out;
        }
        case 'array': {
            if (!Array.isArray(value))
                return value;
            const element = def.element;
            return value.map((item) => normalizeKeys(element, item));
        }
        case 'record': {
            if (!isPlainObject(value))
                return value;
            const valueType = def.valueType;
            const out = {};
            for (const [k, v] of Object.entries(value))
                out[k] = normalizeKeys(valueType, v);
            return out;
        }
        case 'enum':
            return normalizeEnum(def, value);
        case 'union': {
            const options = def.options;
            for (const option of options) {
                const candidate = normalizeKeys(option, value);
                if (option.safeParse(candidate).success)
                    return candidate;
            }
            return value;
        }
        case 'intersection': {
            const left = normalizeKeys(def.left, value);
            const right = normalizeKeys(def.right, value);
            return isPlainObject(left) && isPlainObject(right) ? { ...left, ...right } : left;
        }
        default:
            return value;
    }
}
/**
 * Thrown by parseRequest when the body does not match the schema. `message` is a
 * single line naming each offending field path and what was expected, e.g.
 * `Invalid request body: Settings.DetailsLevel: expected one of Low, Middle, High, got "Huge"`.
 */
class RequestValidationError extends Error {
    name = 'RequestValidationError';
    issues;
    constructor(issues) {
        const text = issues.map((i) => `${i.path || 'body'}: ${i.message}`).join('; ');
        super(`Invalid request body: ${text}`.replace(/[\r\n]+/g, ' '));
        this.issues = issues;
    }
}
/** `['TargetFiles', 0, 'FilePath']` -> `TargetFiles[0].FilePath`. */
function formatPath(path) {
    let out = '';
    for (const seg of path) {
        if (typeof seg === 'number')
            out += `[${seg}]`;
        else
            out += out ? `.${String(seg)}` : String(seg);
    }
    return out;
}
function valueAt(root, path) {
    let cur = root;
    for (const seg of path) {
        if (cur === null || typeof cur !== 'object')
            return undefined;
        cur = cur[seg];
    }
    return cur;
}
function describe(value) {
    if (value === undefined)
        return 'nothing';
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return value.length === 0 ? 'an empty array' : `an array of ${value.length}`;
    if (typeof value === 'object')
        return 'an object';
    const text = JSON.stringify(value);
    return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
function issueMessage(issue, input) {
    const got = valueAt(input, issue.path);
    switch (issue.code) {
        case 'invalid_type':
            return got === undefined ? `is required (${issue.expected})` : `expected ${issue.expected}, got ${describe(got)}`;
        case 'invalid_value':
            return `expected one of ${issue.values.map((v) => String(v)).join(', ')}, got ${describe(got)}`;
        case 'too_small':
            if (issue.origin === 'array')
                return `expected at least ${String(issue.minimum)} item(s), got ${describe(got)}`;
            if (issue.origin === 'string')
                return `expected at least ${String(issue.minimum)} character(s), got ${describe(got)}`;
            return `expected a number >= ${String(issue.minimum)}, got ${describe(got)}`;
        case 'too_big':
            if (issue.origin === 'array')
                return `expected at most ${String(issue.maximum)} item(s), got ${describe(got)}`;
            if (issue.origin === 'string')
                return `expected at most ${String(issue.maximum)} character(s), got ${describe(got)}`;
            return `expected a number <= ${String(issue.maximum)}, got ${describe(got)}`;
        case 'invalid_union':
            return `does not match any accepted form, got ${describe(got)}`;
        default:
            return issue.message.replace(/[\r\n]+/g, ' ');
    }
}
/**
 * Parses a JSON request body against `schema`: normalises keys and enum values
 * (see normalizeKeys), applies the schema's defaults, validates, and returns the
 * canonical object. Throws RequestValidationError on failure.
 */
function parseRequest(schema, json) {
    const normalized = normalizeKeys(schema, json);
    const result = schema.safeParse(normalized);
    if (result.success)
        return result.data;
    const issues = result.error.issues.map((issue) => ({
        path: formatPath(issue.path),
        message: issueMessage(issue, normalized),
    }));
    throw new RequestValidationError(issues);
}
/** `FilePath` -> `filePath`, `X` -> `x`, `href` -> `href`. */
function toCamelKey(key) {
    return key.length === 0 ? key : key[0].toLowerCase() + key.slice(1);
}
/**
 * Converts a canonical response value to the requested wire casing. 'pascal'
 * returns the value as is (canonical = spec names). 'camel' returns a deep copy
 * with the first letter of every object key lower-cased (what the vendor SDKs'
 * camelCase deserialisers expect). Keys that are already lower-case, such as
 * Link's href/rel/type/title and the ErrorResponse envelope, are untouched.
 * Only plain objects and arrays are walked; Dates, Buffers etc. pass through.
 */
function toWire(value, casing) {
    if (casing === 'pascal')
        return value;
    return camelize(value);
}
function camelize(value) {
    if (Array.isArray(value))
        return value.map(camelize);
    if (!isPlainObject(value))
        return value;
    const out = {};
    for (const [k, v] of Object.entries(value))
        out[toCamelKey(k)] = camelize(v);
    return out;
}


/***/ })

};

return{id,ids,modules}})