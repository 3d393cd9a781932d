export const id = 8525;
export const ids = [8525,5784];
export const modules = {

/***/ 5784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ sha1),
/* harmony export */   e: () => (/* binding */ sameBytes)
/* harmony export */ });
/**
 * Content identity: the key of a part's content, and whether two contents are the same bytes.
 */
/**
 * node:crypto, loaded on first use: most documents hash nothing (no pictures, no embedded
 * objects), and loading the module costs a command-line run several milliseconds.
 */
const crypto = () => process.getBuiltinModule('node:crypto');
/** SHA-1 in hex: the content key of pictures, embedded files and blocks (identity, not security). */
function sha1(data) {
    return crypto().createHash('sha1').update(data).digest('hex');
}
/** Whether two byte arrays hold the same bytes (Buffer's native comparison, no copy). */
function sameBytes(a, b) {
    return (a.length === b.length &&
        Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength)));
}


/***/ }),

/***/ 6767:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ excuseInheritedFlaws),
/* harmony export */   v: () => (/* binding */ malformedPartFlaw)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7679);

/**
 * A part that is not well-formed as a flaw, keyed by the part and the parser's exact complaint:
 * one copied unread from an input that was not well-formed there either (an undeclared entity, a
 * stray `&`) matches the input's and is excused. Any other error is thrown on.
 */
function malformedPartFlaw(error) {
    if (!(error instanceof _errors__WEBPACK_IMPORTED_MODULE_0__/* .MalformedXmlError */ .Bn))
        throw error;
    return { key: `malformed:${error.part}:${error.message}`, message: error.message };
}
/**
 * Holds a result to "no worse than its inputs": each flaw the source or the target already had
 * (PptxGenJS names slide masters in its content types that it never ships; LibreOffice and
 * PowerPoint open such decks) is excused and returned as a warning naming the input; the first
 * flaw neither had is the writer's own doing and throws. The inputs are inspected only when the
 * result has a flaw, so a clean result costs nothing more. An input the check cannot open at
 * all excuses nothing. `flawsOf` is handed an input's archive as well when it was opened already.
 */
function excuseInheritedFlaws(flaws, inputs, flawsOf) {
    if (!flaws.length)
        return [];
    const inherited = new Map();
    for (const side of ['target', 'source']) {
        const bytes = inputs?.[side];
        if (!bytes)
            continue;
        let found = [];
        try {
            found = flawsOf(bytes, inputs?.archives?.[side]);
        }
        catch {
            continue;
        }
        for (const flaw of found)
            if (!inherited.has(flaw.key))
                inherited.set(flaw.key, side);
    }
    const own = flaws.find((flaw) => !inherited.has(flaw.key));
    if (own)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6(own.message);
    const warnings = new Map();
    for (const flaw of flaws) {
        warnings.set(flaw.key, {
            code: 'inherited-flaw',
            message: `the ${inherited.get(flaw.key)} document already had this flaw and the result keeps it: ${flaw.message}`,
        });
    }
    return [...warnings.values()];
}


/***/ }),

/***/ 9534:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $s: () => (/* binding */ columnDefinitions),
/* harmony export */   BH: () => (/* binding */ ROWS_REPEATED),
/* harmony export */   JD: () => (/* binding */ setRepeatCount),
/* harmony export */   K$: () => (/* binding */ removeAttr),
/* harmony export */   Lc: () => (/* binding */ findRun),
/* harmony export */   QE: () => (/* binding */ tableRows),
/* harmony export */   RT: () => (/* binding */ isolateInRuns),
/* harmony export */   X2: () => (/* binding */ COLUMNS_REPEATED),
/* harmony export */   k9: () => (/* binding */ repeatRuns),
/* harmony export */   o5: () => (/* binding */ rowCells),
/* harmony export */   rT: () => (/* binding */ splitRepeated),
/* harmony export */   t4: () => (/* binding */ repeatCount)
/* harmony export */ });
/* harmony import */ var _package_odf_dom__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(496);

/**
 * Repeated elements of ODF tables. ODF compresses equal neighbours: one `table:table-row` may
 * stand for several rows (`table:number-rows-repeated`), one cell or column definition for
 * several columns (`table:number-columns-repeated`). Editing one grid position means splitting
 * such an element so that the position is, or starts, an element of its own; a split keeps the
 * document equivalent. Used by the ODS writer (rows and cells) and the ODT writer (columns).
 */
const ROWS_REPEATED = 'table:number-rows-repeated';
const COLUMNS_REPEATED = 'table:number-columns-repeated';
const CELLS = new Set(['table:table-cell', 'table:covered-table-cell']);
const ROW_GROUPS = new Set(['table:table-row-group', 'table:table-header-rows', 'table:table-rows']);
const COLUMN_GROUPS = new Set(['table:table-column-group', 'table:table-header-columns', 'table:table-columns']);
/** How many grid positions the element stands for by `attribute` (1 when absent or invalid). */
function repeatCount(element, attribute) {
    return Math.max(1, Number((0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .attr */ .CF)(element, attribute) ?? 1) || 1);
}
/** Sets the element's repeat count; 1 is written as no attribute, as ODF producers do. */
function setRepeatCount(element, attribute, count) {
    if (count > 1)
        (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .setAttr */ .ob)(element, attribute, String(count));
    else
        removeAttr(element, attribute);
}
/** Removes an attribute by its canonical name, whatever prefix the file binds. */
function removeAttr(element, name) {
    for (const attribute of Array.from(element.attributes)) {
        if ((0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .qname */ .vy)(attribute) === name || attribute.name === name)
            element.removeAttributeNode(attribute);
    }
}
/** Copies must not repeat an element's xml:id (the package would no longer validate). */
function withoutIds(element) {
    removeAttr(element, 'xml:id');
    for (const child of (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .elementChildren */ .Wi)(element))
        withoutIds(child);
}
/**
 * Splits a repeated element after its first `offset` repetitions (0 < offset < count): the
 * element keeps those, a copy inserted right after it stands for the rest. Returns the copy.
 */
function splitRepeated(element, attribute, offset) {
    const count = repeatCount(element, attribute);
    const rest = element.cloneNode(true);
    withoutIds(rest);
    setRepeatCount(element, attribute, offset);
    setRepeatCount(rest, attribute, count - offset);
    (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .insertAfter */ .WH)(rest, element);
    return rest;
}
/** The grid runs of elements laid one after another. */
function repeatRuns(elements, attribute) {
    const runs = [];
    let next = 0;
    for (const element of elements) {
        const count = repeatCount(element, attribute);
        runs.push({ element, start: next, count });
        next += count;
    }
    return runs;
}
/** Index of the run covering `position` (runs in grid order), or -1. */
function findRun(runs, position) {
    let lo = 0;
    let hi = runs.length - 1;
    while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const run = runs[mid];
        if (position < run.start)
            hi = mid - 1;
        else if (position >= run.start + run.count)
            lo = mid + 1;
        else
            return mid;
    }
    return -1;
}
/**
 * Makes position `at` of run `index` an element of its own (splitting before and after it) and
 * updates `runs` to match; returns that element.
 */
function isolateInRuns(runs, index, at, attribute) {
    const run = runs[index];
    if (run.count === 1)
        return run.element;
    const before = at - run.start;
    const after = run.start + run.count - 1 - at;
    const pieces = [];
    let element = run.element;
    if (before > 0) {
        pieces.push({ element, start: run.start, count: before });
        element = splitRepeated(element, attribute, before);
    }
    pieces.push({ element, start: at, count: 1 });
    if (after > 0)
        pieces.push({ element: splitRepeated(element, attribute, 1), start: at + 1, count: after });
    runs.splice(index, 1, ...pieces);
    return element;
}
/** The cells of a row element (covered ones included), in grid order. */
function rowCells(row) {
    return (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .elementChildren */ .Wi)(row).filter((child) => CELLS.has((0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .qname */ .vy)(child)));
}
/** Elements named `name` of a table, in order, groups opened (nested tables not). */
function tableChildren(table, name, groups) {
    const out = [];
    const visit = (container) => {
        for (const child of (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .elementChildren */ .Wi)(container)) {
            const childName = (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .qname */ .vy)(child);
            if (childName === name)
                out.push(child);
            else if (groups.has(childName))
                visit(child);
        }
    };
    visit(table);
    return out;
}
/** The row elements of a table, in grid order (row groups and header rows opened). */
function tableRows(table) {
    return tableChildren(table, 'table:table-row', ROW_GROUPS);
}
/** The column definitions of a table, in grid order (groups opened). */
function columnDefinitions(table) {
    return tableChildren(table, 'table:table-column', COLUMN_GROUPS);
}


/***/ }),

/***/ 3795:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ PartStyles)
/* harmony export */ });
/* harmony import */ var _package_odf_dom__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(496);

/** Automatic styles the writer adds to a part: unique names, text properties from ItemStyle. */
class PartStyles {
    doc;
    names = new Set();
    cache = new Map();
    container;
    constructor(doc) {
        this.doc = doc;
        const root = doc.documentElement;
        for (const containerName of ['office:automatic-styles', 'office:styles']) {
            const container = (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .firstChildNamed */ .Ei)(root, containerName);
            if (!container)
                continue;
            for (const style of (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .elementChildren */ .Wi)(container)) {
                const name = (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .attr */ .CF)(style, 'style:name');
                if (name)
                    this.names.add(name);
            }
        }
    }
    unique(base) {
        let n = 1;
        while (this.names.has(`${base}-${n}`))
            n++;
        const name = `${base}-${n}`;
        this.names.add(name);
        return name;
    }
    has(name) {
        return this.names.has(name);
    }
    automaticStyles() {
        if (this.container)
            return this.container;
        const root = this.doc.documentElement;
        let container = (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .firstChildNamed */ .Ei)(root, 'office:automatic-styles');
        if (!container) {
            container = (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .createElement */ .n)(this.doc, 'office:automatic-styles');
            const before = (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .elementChildren */ .Wi)(root).find((child) => ['office:master-styles', 'office:body'].includes((0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .qname */ .vy)(child)));
            root.insertBefore(container, before ?? null);
        }
        this.container = container;
        return container;
    }
    add(style) {
        this.automaticStyles().appendChild(style);
    }
    /** A text style for a kind of change, created once per part. */
    textStyle(base, item) {
        const cached = this.cache.get(base);
        if (cached)
            return cached;
        const name = this.unique(base);
        const properties = {};
        if (item.fontColor)
            properties['fo:color'] = `#${item.fontColor}`;
        if (item.highlightColor)
            properties['fo:background-color'] = `#${item.highlightColor}`;
        if (item.bold)
            Object.assign(properties, {
                'fo:font-weight': 'bold',
                'style:font-weight-asian': 'bold',
                'style:font-weight-complex': 'bold',
            });
        if (item.italic)
            Object.assign(properties, {
                'fo:font-style': 'italic',
                'style:font-style-asian': 'italic',
                'style:font-style-complex': 'italic',
            });
        if (item.underline)
            Object.assign(properties, {
                'style:text-underline-style': 'solid',
                'style:text-underline-width': 'auto',
                'style:text-underline-color': 'font-color',
            });
        if (item.strikeThrough)
            Object.assign(properties, { 'style:text-line-through-style': 'solid', 'style:text-line-through-type': 'single' });
        this.add((0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .createElement */ .n)(this.doc, 'style:style', { 'style:name': name, 'style:family': 'text' }, [
            (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .createElement */ .n)(this.doc, 'style:text-properties', properties),
        ]));
        this.cache.set(base, name);
        return name;
    }
    /** A text style that puts back the source's values of changed run properties. */
    revertStyle(changes) {
        const properties = {};
        for (const change of changes) {
            const value = change.oldValue;
            switch (change.property) {
                case 'bold':
                    Object.assign(properties, {
                        'fo:font-weight': value === 'true' ? 'bold' : 'normal',
                        'style:font-weight-asian': value === 'true' ? 'bold' : 'normal',
                        'style:font-weight-complex': value === 'true' ? 'bold' : 'normal',
                    });
                    break;
                case 'italic':
                    Object.assign(properties, {
                        'fo:font-style': value === 'true' ? 'italic' : 'normal',
                        'style:font-style-asian': value === 'true' ? 'italic' : 'normal',
                        'style:font-style-complex': value === 'true' ? 'italic' : 'normal',
                    });
                    break;
                case 'underline':
                    properties['style:text-underline-style'] = value === 'none' ? 'none' : 'solid';
                    if (value !== 'none')
                        properties['style:text-underline-type'] = value === 'double' ? 'double' : 'single';
                    break;
                case 'strike':
                    properties['style:text-line-through-style'] = value === 'true' ? 'solid' : 'none';
                    break;
                case 'font':
                    if (value)
                        properties['fo:font-family'] = value;
                    break;
                case 'size':
                    if (value && Number.isFinite(Number(value)))
                        properties['fo:font-size'] = `${value}pt`;
                    break;
                case 'color':
                    if (value === 'auto')
                        properties['style:use-window-font-color'] = 'true';
                    else
                        properties['fo:color'] = `#${value}`;
                    break;
                case 'highlight':
                    properties['fo:background-color'] =
                        value === 'none' ? 'transparent' : /^[0-9A-F]{6}$/i.test(value) ? `#${value}` : value;
                    break;
                case 'vertAlign':
                    properties['style:text-position'] =
                        value === 'superscript' ? 'super 58%' : value === 'subscript' ? 'sub 58%' : '0% 100%';
                    break;
                default:
                    break;
            }
        }
        if (!Object.keys(properties).length)
            return undefined;
        const name = this.unique('dd-revert');
        this.add((0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .createElement */ .n)(this.doc, 'style:style', { 'style:name': name, 'style:family': 'text' }, [
            (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .createElement */ .n)(this.doc, 'style:text-properties', properties),
        ]));
        return name;
    }
}


/***/ }),

/***/ 723:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ keptRowPairs)
/* harmony export */ });
/**
 * Which source row each target row of a table came from, for writers that put whole columns
 * back: the rows the change list does not call inserted or deleted, in order. Undefined when the
 * counts disagree (the list is not the one the diff made for these tables).
 */
function keptRowPairs(changes, source, target) {
    const rowOf = (at, table) => at &&
        at.story === table.story &&
        at.blockPath.length === table.blockPath.length + 1 &&
        table.blockPath.every((value, k) => at.blockPath[k] === value)
        ? at.blockPath[table.blockPath.length]
        : undefined;
    const deleted = new Set();
    const inserted = new Set();
    for (const change of changes) {
        if (change.unit !== 'row')
            continue;
        const a = change.kind === 'Deleted' ? rowOf(change.source, source) : undefined;
        const b = change.kind === 'Inserted' ? rowOf(change.target, target) : undefined;
        if (a !== undefined)
            deleted.add(a);
        if (b !== undefined)
            inserted.add(b);
    }
    const kept = Array.from({ length: source.rows }, (_, k) => k).filter((k) => !deleted.has(k));
    const arrived = Array.from({ length: target.rows }, (_, k) => k).filter((k) => !inserted.has(k));
    if (kept.length !== arrived.length)
        return undefined;
    return kept.map((a, k) => [a, arrived[k]]);
}


/***/ }),

/***/ 1721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ SILENT_ELEMENTS)
/* harmony export */ });
/**
 * ODF elements that declare things or mark positions and carry no visible content. The reader
 * skips them, and the writer must skip the same ones when it maps a paragraph's text to its XML,
 * or its offsets would drift from the reader's.
 */
const SILENT_ELEMENTS = new Set([
    'text:soft-page-break',
    'text:sequence-decls',
    'text:variable-decls',
    'text:user-field-decls',
    'text:dde-connection-decls',
    'text:tracked-changes',
    'text:alphabetical-index-auto-mark-file',
    'office:forms',
    'table:calculation-settings',
    'table:content-validations',
    'table:label-ranges',
    'table:named-expressions',
    'table:database-ranges',
    'table:data-pilot-tables',
    'table:consolidation',
    'table:dde-links',
    'text:bookmark',
    'text:bookmark-start',
    'text:bookmark-end',
    'text:reference-mark',
    'text:reference-mark-start',
    'text:reference-mark-end',
    'text:toc-mark',
    'text:toc-mark-start',
    'text:toc-mark-end',
    'text:user-index-mark',
    'text:user-index-mark-start',
    'text:user-index-mark-end',
    'text:alphabetical-index-mark',
    'text:alphabetical-index-mark-start',
    'text:alphabetical-index-mark-end',
    'office:annotation-end',
    'text:change',
    'text:change-start',
    'text:change-end',
    'text:number',
    'office:event-listeners',
    'svg:title',
    'svg:desc',
    'draw:contour-polygon',
    'draw:contour-path',
    'draw:glue-point',
    'text:variable-decl',
    'loext:graphic-properties',
]);


/***/ }),

/***/ 3268:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  applyOdfChanges: () => (/* reexport */ tracked.applyOdfChanges),
  odtWriter: () => (/* binding */ odtWriter)
});

// EXTERNAL MODULE: ./src/engine/formats/shared/row-pairs.ts
var row_pairs = __webpack_require__(723);
// EXTERNAL MODULE: ./src/engine/model/paths.ts
var paths = __webpack_require__(2792);
// EXTERNAL MODULE: ./src/engine/archive/zip.ts
var zip = __webpack_require__(5380);
// EXTERNAL MODULE: ./src/engine/model/document.ts
var model_document = __webpack_require__(4451);
// EXTERNAL MODULE: ./src/engine/formats/package/xml-dom.ts
var xml_dom = __webpack_require__(1994);
// EXTERNAL MODULE: ./src/engine/formats/package/odf-dom.ts
var odf_dom = __webpack_require__(496);
// EXTERNAL MODULE: ./src/engine/formats/shared/odf-repeat.ts
var odf_repeat = __webpack_require__(9534);
;// CONCATENATED MODULE: ./src/engine/formats/word/odt/write/columns.ts


/**
 * Grid positions in ODF tables. A row's cells and a table's column definitions may each stand
 * for several grid columns (`table:number-columns-repeated`); editing one column means
 * splitting such an element so that the column starts, or is, an element of its own. Splitting
 * keeps the document equivalent, so it may happen while changes are still being planned. The
 * repeat primitives are shared with the ODS writer (../../../shared/odf-repeat).
 */

function repeatOf(element) {
    return (0,odf_repeat/* repeatCount */.t4)(element, odf_repeat/* COLUMNS_REPEATED */.X2);
}
/** The element covering grid position `at`, without splitting (for reading). */
function elementAt(items, at) {
    let position = 0;
    for (const item of items) {
        const count = repeatOf(item);
        if (at < position + count)
            return item;
        position += count;
    }
    return undefined;
}
/**
 * The element that starts exactly at grid position `at`, splitting a repeated element that
 * covers it. Undefined when `at` is at or past the end.
 */
function startAt(items, at) {
    let position = 0;
    for (const item of items()) {
        const count = repeatOf(item);
        if (at === position)
            return item;
        if (at < position + count)
            return (0,odf_repeat/* splitRepeated */.rT)(item, odf_repeat/* COLUMNS_REPEATED */.X2, at - position);
        position += count;
    }
    return undefined;
}
/**
 * Takes one grid column out of a cell or column definition: one repeat less, or the element
 * gone. The repeats of an element are alike, so which of them goes does not matter.
 */
function dropOneColumn(element) {
    const count = repeatOf(element);
    if (count > 1)
        (0,odf_repeat/* setRepeatCount */.JD)(element, odf_repeat/* COLUMNS_REPEATED */.X2, count - 1);
    else
        element.parentNode?.removeChild(element);
}
/** The most common row width of a table: rows of another width have merged cells. */
function usualWidth(table) {
    const counts = new Map();
    for (const row of table.rows)
        counts.set(row.cells.length, (counts.get(row.cells.length) ?? 0) + 1);
    return [...counts].sort((x, y) => y[1] - x[1] || y[0] - x[0])[0]?.[0] ?? 0;
}
/**
 * A copied cell fit to stand alone in one grid column: one repetition, no spans (the cells it
 * spanned with are not copied), a plain cell for a covered one. True when a span was dropped.
 */
function standAloneCell(cell, create) {
    const unmerged = !!(0,xml_dom.attr)(cell, 'table:number-columns-spanned') ||
        !!(0,xml_dom.attr)(cell, 'table:number-rows-spanned') ||
        (0,xml_dom.qname)(cell) === 'table:covered-table-cell';
    let out = cell;
    if ((0,xml_dom.qname)(cell) === 'table:covered-table-cell') {
        out = create('table:table-cell');
        for (const attribute of Array.from(cell.attributes))
            out.setAttributeNS(attribute.namespaceURI, attribute.name, attribute.value);
        while (cell.firstChild)
            out.appendChild(cell.firstChild);
    }
    for (const name of [odf_repeat/* COLUMNS_REPEATED */.X2, 'table:number-columns-spanned', 'table:number-rows-spanned'])
        (0,odf_repeat/* removeAttr */.K$)(out, name);
    if (!(0,xml_dom.elementChildren)(out).length)
        out.appendChild(create('text:p'));
    return { cell: out, unmerged };
}

// EXTERNAL MODULE: ./src/engine/formats/package/odf-package.ts
var odf_package = __webpack_require__(411);
// EXTERNAL MODULE: ./src/engine/formats/package/odf-linked-parts.ts
var odf_linked_parts = __webpack_require__(4344);
// EXTERNAL MODULE: ./src/engine/formats/package/editable-package.ts
var editable_package = __webpack_require__(545);
// EXTERNAL MODULE: ./src/engine/formats/word/odt/silent-elements.ts
var silent_elements = __webpack_require__(1721);
;// CONCATENATED MODULE: ./src/engine/formats/word/odt/write/paragraph.ts


/**
 * Maps a paragraph's text, built exactly as the ODT reader builds it (ODF white-space
 * collapsing, text:s/text:tab/text:line-break, object labels), back to DOM nodes, and applies
 * edits at character offsets: insertions at a point, wrapping a range in a span, removing a range.
 */
/** Elements that contribute no text inside a paragraph: the reader's, and notes and comments, which are stories of their own. */
const SILENT = new Set([...silent_elements/* SILENT_ELEMENTS */.E, 'text:note', 'office:annotation']);
const SHAPES = new Set([
    'rect',
    'line',
    'polyline',
    'polygon',
    'regular-polygon',
    'path',
    'circle',
    'ellipse',
    'connector',
    'caption',
    'measure',
    'custom-shape',
    'control',
    'page-thumbnail',
].map((local) => `draw:${local}`));
/** Elements a span or marker may sit in directly. */
const INLINE_CONTAINERS = new Set(['text:p', 'text:h', 'text:span', 'text:a']);
function mapParagraph(paragraph, objects) {
    const chars = [];
    let text = '';
    let lastWasSpace = true;
    const atomic = (node, value) => {
        for (const c of value) {
            for (let k = 0; k < c.length; k++)
                chars.push({ node, rawStart: 0, atomic: true });
            text += c;
        }
        lastWasSpace = false;
    };
    const walk = (node) => {
        if (node.nodeType === xml_dom.TEXT_NODE || node.nodeType === xml_dom.CDATA_NODE) {
            const raw = node.data;
            let i = 0;
            while (i < raw.length) {
                const c = raw[i];
                if (c === ' ' || c === '\t' || c === '\r' || c === '\n') {
                    let j = i;
                    while (j < raw.length && /[ \t\r\n]/.test(raw[j]))
                        j++;
                    if (!lastWasSpace) {
                        chars.push({ node, rawStart: i, atomic: false });
                        text += ' ';
                    }
                    lastWasSpace = true;
                    i = j;
                    continue;
                }
                chars.push({ node, rawStart: i, atomic: false });
                text += c;
                lastWasSpace = false;
                i++;
            }
            return;
        }
        if (!(0,xml_dom.isElement)(node))
            return;
        const name = (0,xml_dom.qname)(node);
        if (SILENT.has(name))
            return;
        switch (name) {
            case 'text:s': {
                const count = Math.min(1000, Math.max(1, Number(node.getAttributeNS(node.namespaceURI, 'c') || '1') || 1));
                atomic(node, ' '.repeat(count));
                return;
            }
            case 'text:tab':
                atomic(node, '\t');
                return;
            case 'text:line-break':
                atomic(node, '\n');
                return;
            case 'text:ruby': {
                const base = (0,xml_dom.elementChildren)(node).find((child) => (0,xml_dom.qname)(child) === 'text:ruby-base');
                if (base)
                    for (const child of Array.from(base.childNodes))
                        walk(child);
                return;
            }
            case 'draw:g':
                for (const child of (0,xml_dom.elementChildren)(node))
                    walk(child);
                return;
        }
        if (name === 'draw:frame' || SHAPES.has(name)) {
            const label = objects.get(node);
            if (label !== undefined)
                atomic(node, label);
            return;
        }
        for (const child of Array.from(node.childNodes))
            walk(child);
    };
    for (const child of Array.from(paragraph.childNodes))
        walk(child);
    return { text, chars };
}
/** The node to insert next to or wrap for a leaf: out of fields and other non-span parents. */
function climb(node, paragraph) {
    let current = node;
    while (current.parentNode &&
        current.parentNode !== paragraph &&
        !((0,xml_dom.isElement)(current.parentNode) && INLINE_CONTAINERS.has((0,xml_dom.qname)(current.parentNode)))) {
        current = current.parentNode;
    }
    return current;
}
function applyParagraphEdits(doc, paragraph, edits, objects) {
    const first = mapParagraph(paragraph, objects);
    if (first.text !== edits.expected)
        return 'the paragraph in the file does not read as the model says';
    const length = first.text.length;
    const clamp = (n) => Math.max(0, Math.min(length, n));
    // Split text nodes at every boundary, right to left so earlier offsets stay valid.
    const boundaries = new Set();
    for (const p of edits.points)
        boundaries.add(clamp(p.at));
    for (const w of edits.wraps) {
        boundaries.add(clamp(w.start));
        boundaries.add(clamp(w.end));
    }
    for (const r of edits.removes) {
        boundaries.add(clamp(r.start));
        boundaries.add(clamp(r.end));
    }
    for (const b of [...boundaries].sort((x, y) => y - x)) {
        if (b <= 0 || b >= length)
            continue;
        const entry = first.chars[b];
        if (!entry.atomic && entry.rawStart > 0)
            entry.node.splitText(entry.rawStart);
    }
    const map = mapParagraph(paragraph, objects);
    const leaf = (index) => climb(map.chars[index].node, paragraph);
    // Points: grouped by offset, in priority order; all go before the same leaf.
    const points = [...edits.points].sort((x, y) => clamp(x.at) - clamp(y.at) || x.prio - y.prio || x.seq - y.seq);
    let endCursor;
    for (const point of points) {
        const at = clamp(point.at);
        for (const node of point.nodes()) {
            if (at < length) {
                const ref = leaf(at);
                ref.parentNode.insertBefore(node, ref);
            }
            else if (length > 0) {
                const after = endCursor ?? leaf(length - 1);
                (0,xml_dom.insertAfter)(node, after);
                endCursor = node;
            }
            else {
                paragraph.appendChild(node);
            }
        }
    }
    for (const wrap of edits.wraps) {
        const start = clamp(wrap.start);
        const end = clamp(wrap.end);
        if (end <= start)
            continue;
        const leaves = [];
        for (let k = start; k < end; k++) {
            const node = leaf(k);
            if (leaves[leaves.length - 1] !== node && !leaves.includes(node))
                leaves.push(node);
        }
        const groups = [];
        for (const node of leaves) {
            const group = groups[groups.length - 1];
            if (group && group[group.length - 1].nextSibling === node)
                group.push(node);
            else
                groups.push([node]);
        }
        groups.forEach((group, index) => {
            const span = (0,xml_dom.createElement)(doc, 'text:span', { 'text:style-name': wrap.style });
            group[0].parentNode.insertBefore(span, group[0]);
            for (const node of group)
                span.appendChild(node);
            if (index === 0 && wrap.begin)
                span.insertBefore(doc.createTextNode(wrap.begin), span.firstChild);
            if (index === groups.length - 1 && wrap.endText)
                span.appendChild(doc.createTextNode(wrap.endText));
        });
    }
    const removed = new Set();
    for (const range of edits.removes) {
        for (let k = clamp(range.start); k < clamp(range.end); k++)
            removed.add(leaf(k));
    }
    for (const node of removed)
        node.parentNode?.removeChild(node);
    for (const [name, value] of Object.entries(edits.attrs)) {
        const local = name.split(':')[1];
        const existing = Array.from(paragraph.attributes).find((a) => (0,xml_dom.qname)(a) === name);
        if (existing)
            paragraph.setAttributeNS(existing.namespaceURI, existing.name, value);
        else
            paragraph.setAttributeNS(paragraph.namespaceURI, paragraph.prefix ? `${paragraph.prefix}:${local}` : local, value);
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/engine/formats/shared/odf-styles.ts
var odf_styles = __webpack_require__(3795);
;// CONCATENATED MODULE: ./src/engine/formats/word/odt/write/summary.ts


const KINDS = ['Inserted', 'Deleted', 'Modified', 'Moved', 'StyleChanged'];
/** Short text of a change for summaries: what it shows, shortened. */
function changeSummaryText(change) {
    const text = change.kind === 'Modified' ? `${change.text} → ${change.targetText}` : change.targetText || change.text;
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > 120 ? `${flat.slice(0, 119)}…` : flat;
}
function changeCounts(changes) {
    return KINDS.map((kind) => [kind, changes.filter((c) => c.kind === kind).length]);
}
/** Appends a summary page to office:text: a heading after a page break, counts and a table. */
function buildSummary(doc, styles, changes) {
    const body = (0,xml_dom.firstChildNamed)(doc.documentElement, 'office:body');
    const officeText = body ? (0,xml_dom.firstChildNamed)(body, 'office:text') : undefined;
    if (!officeText)
        return;
    const breakStyle = styles.unique('dd-summary-break');
    styles.add((0,xml_dom.createElement)(doc, 'style:style', { 'style:name': breakStyle, 'style:family': 'paragraph' }, [
        (0,xml_dom.createElement)(doc, 'style:paragraph-properties', { 'fo:break-before': 'page' }),
        (0,xml_dom.createElement)(doc, 'style:text-properties', { 'fo:font-size': '16pt', 'fo:font-weight': 'bold' }),
    ]));
    const headerStyle = styles.unique('dd-summary-header');
    styles.add((0,xml_dom.createElement)(doc, 'style:style', { 'style:name': headerStyle, 'style:family': 'text' }, [
        (0,xml_dom.createElement)(doc, 'style:text-properties', { 'fo:font-weight': 'bold' }),
    ]));
    const paragraph = (text, style) => (0,xml_dom.createElement)(doc, 'text:p', style ? { 'text:style-name': style } : {}, (0,odf_dom/* odfTextNodes */.gH)(doc, text));
    officeText.appendChild((0,xml_dom.createElement)(doc, 'text:h', { 'text:style-name': breakStyle, 'text:outline-level': '1' }, ['Summary of changes']));
    officeText.appendChild(paragraph(`${changes.length} change${changes.length === 1 ? '' : 's'}`));
    for (const [kind, count] of changeCounts(changes))
        officeText.appendChild(paragraph(`${kind}: ${count}`));
    if (!changes.length)
        return;
    const cell = (text, header = false) => (0,xml_dom.createElement)(doc, 'table:table-cell', { 'office:value-type': 'string' }, [
        header
            ? (0,xml_dom.createElement)(doc, 'text:p', {}, [
                (0,xml_dom.createElement)(doc, 'text:span', { 'text:style-name': headerStyle }, (0,odf_dom/* odfTextNodes */.gH)(doc, text)),
            ])
            : paragraph(text),
    ]);
    const table = (0,xml_dom.createElement)(doc, 'table:table', { 'table:name': styles.unique('DocdeltaSummary') }, [
        (0,xml_dom.createElement)(doc, 'table:table-column', { 'table:number-columns-repeated': '4' }),
        (0,xml_dom.createElement)(doc, 'table:table-header-rows', {}, [
            (0,xml_dom.createElement)(doc, 'table:table-row', {}, ['#', 'Type', 'Where', 'Text'].map((h) => cell(h, true))),
        ]),
    ]);
    changes.forEach((change, id) => {
        table.appendChild((0,xml_dom.createElement)(doc, 'table:table-row', {}, [
            cell(String(id)),
            cell(change.kind),
            cell(change.place),
            cell(changeSummaryText(change)),
        ]));
    });
    officeText.appendChild(table);
}

// EXTERNAL MODULE: ./src/engine/formats/package/namespaces.ts
var namespaces = __webpack_require__(292);
// EXTERNAL MODULE: ./src/engine/formats/word/odt/write/tracked.ts
var tracked = __webpack_require__(4982);
;// CONCATENATED MODULE: ./src/engine/formats/word/odt/write/index.ts














const RUN_PROPERTIES = new Set(model_document/* RUN_STYLE_PROPERTIES */.Un);

/**
 * Result writer for ODT and OTT. Edits the target's own content.xml (and styles.xml for headers
 * and footers) in place:
 * - styled: changed text in spans with added automatic styles, deleted content copied back from
 *   the source at its anchor, an optional summary page and metadata;
 * - tracked: ODF change tracking (text:tracked-changes with insertion, deletion and
 *   format-change regions, change marks in the body) that LibreOffice accepts or rejects;
 * - clean: rejected changes reverted to the source, the rest kept, no markup.
 */
const odtWriter = {
    formats: ['odt', 'ott'],
    async write(input) {
        return new OdtResultBuilder(input).build();
    },
    validate: async (bytes, inputs) => (0,odf_package/* validateOdfPackage */.ed)(bytes, inputs),
};
class PackageDocs {
    model;
    archive;
    parts = new Map();
    constructor(bytes, model, opened) {
        this.model = model;
        this.archive = zip/* ZipArchive */.SJ.of(bytes, opened);
    }
    part(name) {
        if (!this.parts.has(name)) {
            const text = this.archive.text(name);
            if (text === undefined)
                this.parts.set(name, null);
            else {
                const doc = (0,xml_dom.parseXml)(text, name);
                const paths = (0,xml_dom.indexPaths)(doc);
                const objects = new Map();
                const visit = (blocks) => {
                    for (const block of blocks) {
                        if (block.type === 'paragraph') {
                            for (const run of block.runs) {
                                if (run.object && run.locator?.part === name) {
                                    const element = paths.get(run.locator.path);
                                    if (element)
                                        objects.set(element, run.text);
                                }
                            }
                        }
                        else if (block.type === 'table') {
                            for (const row of block.rows)
                                for (const cell of row.cells)
                                    visit(cell.blocks);
                        }
                    }
                };
                for (const story of this.model.stories)
                    visit(story.blocks);
                this.parts.set(name, { doc, paths, objects, styles: new odf_styles/* PartStyles */.g(doc), edited: false });
            }
        }
        return this.parts.get(name) ?? undefined;
    }
    element(locator) {
        if (!locator)
            return undefined;
        const element = this.part(locator.part)?.paths.get(locator.path);
        return element ? { element, part: locator.part } : undefined;
    }
    editedParts() {
        return [...this.parts.entries()].filter((entry) => !!entry[1] && entry[1].edited);
    }
}
function paragraphsIn(item) {
    if ('cells' in item)
        return item.cells.flatMap((cell) => cell.blocks.flatMap(paragraphsIn));
    if (item.type === 'paragraph')
        return [item];
    if (item.type === 'table')
        return item.rows.flatMap(paragraphsIn);
    return [];
}
const DOC_ORDER_PARAGRAPHS = new Set(['text:p', 'text:h']);
const SOURCE_REVISION_MARKERS = new Set(['text:change', 'text:change-start', 'text:change-end']);
class OdtResultBuilder {
    input;
    target;
    source;
    edits = new Map();
    blockInserts = [];
    blockRemoves = [];
    columnDrops = [];
    regions = [];
    warnings = [];
    warned = new Set();
    imported = new Map();
    linkedParts;
    seq = 0;
    regionCount = 0;
    constructor(input) {
        this.input = input;
        this.target = new PackageDocs(input.target.bytes, input.target.document, input.target.archive);
        this.source = new PackageDocs(input.source.bytes, input.source.document, input.source.archive);
        this.linkedParts = new odf_linked_parts/* OdfLinkedParts */.z(this.source.archive, this.target.archive);
    }
    build() {
        const { options, changes } = this.input;
        const content = this.target.part('content.xml');
        if (!content)
            throw new Error('the target has no content.xml');
        if (options.mode === 'tracked')
            this.countExistingRegions(content.doc);
        changes.forEach((change, id) => {
            const rejected = options.rejected.has(id);
            const action = rejected ? 'revert' : options.mode === 'clean' ? undefined : options.mode;
            if (!action)
                return;
            try {
                this.handle(change, action);
            }
            catch (error) {
                this.warn('change-not-written', `change ${id} (${change.kind} ${change.place}) could not be written: ${error instanceof Error ? error.message : String(error)}`);
            }
        });
        this.apply();
        if (options.mode !== 'clean' && options.summaryPage) {
            buildSummary(content.doc, content.styles, changes);
            content.edited = true;
        }
        if (options.paperSize)
            this.setPaperSize(options.paperSize);
        const replaced = new Map();
        for (const [name, state] of this.target.editedParts())
            replaced.set(name, (0,xml_dom.serializeXml)(state.doc));
        const meta = this.metadata();
        const manifestAdditions = [];
        if (meta) {
            replaced.set('meta.xml', meta.xml);
            if (meta.added)
                manifestAdditions.push({ path: 'meta.xml', mediaType: 'text/xml' });
        }
        for (const [path, data] of this.linkedParts.added)
            replaced.set(path, data);
        manifestAdditions.push(...this.linkedParts.manifestAdditions);
        if (manifestAdditions.length) {
            const manifest = this.target.archive.text('META-INF/manifest.xml');
            if (manifest)
                replaced.set('META-INF/manifest.xml', (0,odf_package/* manifestWith */.Qh)(manifest, manifestAdditions));
        }
        return (0,odf_package/* repairOdfPackage */.RW)({
            bytes: (0,editable_package/* packageWithParts */.Hw)(this.input.target.bytes, replaced, this.target.archive),
            warnings: this.warnings,
        });
    }
    // -------------------------------------------------------------------------------------------
    // Dispatch
    handle(change, action) {
        switch (change.unit) {
            case 'text':
                if (change.target?.start === undefined || change.target.end === undefined)
                    return; // nested cell of a row change
                this.textChange(change, action);
                return;
            case 'paragraph':
            case 'table':
            case 'object':
                this.blockChange(change, action);
                return;
            case 'row':
                this.rowChange(change, action);
                return;
            case 'column':
                this.columnChange(change, action);
                return;
            case 'story':
                this.storyChange(change, action);
                return;
        }
    }
    textChange(change, action) {
        const side = change.target;
        const paragraph = this.targetParagraph(side);
        if (!paragraph) {
            this.warn('not-found', `${change.place}: the paragraph was not found in the target file`);
            return;
        }
        const start = side.start;
        const end = side.end;
        const { options } = this.input;
        if (action === 'styled') {
            if (change.kind === 'Inserted') {
                if (options.showInserted)
                    this.wrap(paragraph, start, end, 'ins');
            }
            else if (change.kind === 'Deleted') {
                if (options.showDeleted)
                    this.point(paragraph, start, 1, () => [this.markedText(paragraph.part, change.text, 'del')]);
            }
            else if (change.kind === 'Modified') {
                if (options.showDeleted)
                    this.point(paragraph, start, 1, () => [this.markedText(paragraph.part, change.text, 'del')]);
                this.wrap(paragraph, start, end, 'chg');
            }
            else {
                this.wrap(paragraph, start, end, 'chg');
            }
            return;
        }
        if (action === 'tracked') {
            if (paragraph.part !== 'content.xml') {
                this.warn('tracked-part', `${change.place}: changes in headers and footers are not tracked; the target's text is kept`);
                return;
            }
            if (change.kind === 'Inserted')
                this.insertionMarks(paragraph, start, paragraph, end);
            else if (change.kind === 'Deleted')
                this.deletionMark(paragraph, start, () => [this.textParagraph(paragraph.element, change.text)]);
            else if (change.kind === 'Modified') {
                this.deletionMark(paragraph, start, () => [this.textParagraph(paragraph.element, change.text)]);
                this.insertionMarks(paragraph, start, paragraph, end);
            }
            else {
                const id = this.region('format-change');
                this.point(paragraph, start, 2, () => [this.marker('text:change-start', id)]);
                this.point(paragraph, end, 0, () => [this.marker('text:change-end', id)]);
            }
            return;
        }
        // revert
        if (change.kind === 'Inserted')
            this.remove(paragraph, start, end);
        else if (change.kind === 'Deleted')
            this.point(paragraph, start, 1, () => (0,odf_dom/* odfTextNodes */.gH)(this.doc(paragraph.part), change.text));
        else if (change.kind === 'Modified') {
            this.point(paragraph, start, 1, () => (0,odf_dom/* odfTextNodes */.gH)(this.doc(paragraph.part), change.text));
            this.remove(paragraph, start, end);
        }
        else {
            const styleChanges = change.styleChanges ?? [];
            // A paragraph's layout lives in its (automatic) paragraph style: the source's is put back.
            if (styleChanges.some((s) => !RUN_PROPERTIES.has(s.property))) {
                const sourceParagraph = change.source ? this.sourceElement(change.source) : undefined;
                const styleName = sourceParagraph ? (0,xml_dom.attr)(sourceParagraph.element, 'text:style-name') : undefined;
                if (sourceParagraph && styleName) {
                    this.editsOf(paragraph).attrs['text:style-name'] = this.importStyleName(sourceParagraph.part, styleName, paragraph.part);
                }
            }
            const runChanges = styleChanges.filter((s) => RUN_PROPERTIES.has(s.property));
            if (runChanges.length) {
                const name = this.partStyles(paragraph.part).revertStyle(runChanges);
                if (name)
                    this.editsOf(paragraph).wraps.push({ start, end, style: name });
            }
        }
    }
    blockChange(change, action) {
        const { options } = this.input;
        if (change.kind === 'Inserted') {
            const side = change.target;
            if (action === 'styled') {
                if (options.showInserted)
                    this.markTargetItem(side, 'ins');
            }
            else if (action === 'tracked')
                this.trackInsertedItem(side, change.place);
            else
                this.removeTargetItem(side);
            return;
        }
        if (change.kind === 'Deleted') {
            if (!change.source || !change.anchor)
                return;
            if (action === 'styled') {
                if (options.showDeleted)
                    this.putBack(change.source, change.anchor, 'del');
            }
            else if (action === 'tracked')
                this.trackDeletedItem(change.source, change.anchor, change.place);
            else
                this.putBack(change.source, change.anchor);
            return;
        }
        if (change.kind === 'Moved') {
            if (!change.source || !change.target || !change.anchor)
                return;
            if (action === 'styled') {
                if (options.showDeleted)
                    this.putBack(change.source, change.anchor, 'del');
                if (options.showInserted)
                    this.markTargetItem(change.target, 'ins');
            }
            else if (action === 'tracked') {
                this.warn('tracked-move', 'ODF change tracking has no moves: a moved block is tracked as a deletion and an insertion');
                this.trackDeletedItem(change.source, change.anchor, change.place);
                this.trackInsertedItem(change.target, change.place);
            }
            else {
                this.putBack(change.source, change.anchor);
                this.removeTargetItem(change.target);
            }
            return;
        }
        // Modified block (an object replaced, or a block of another type).
        if (!change.source || !change.target)
            return;
        const targetItem = this.targetItem(change.target);
        if (!targetItem)
            return;
        if (action === 'tracked') {
            this.warn('tracked-object', `${change.place}: a changed object is not tracked; the target's object is kept`);
            return;
        }
        const copy = this.importSource(change.source, targetItem.part);
        if (!copy)
            return;
        if (action === 'styled') {
            if (options.showDeleted) {
                this.markImported(copy.node, targetItem.part, 'del');
                this.blockInserts.push({
                    parent: targetItem.element.parentNode,
                    ref: targetItem.element,
                    node: copy.node,
                    part: targetItem.part,
                });
            }
            this.markTargetItem(change.target, 'chg');
        }
        else {
            this.blockInserts.push({
                parent: targetItem.element.parentNode,
                ref: targetItem.element,
                node: copy.node,
                part: targetItem.part,
            });
            this.blockRemoves.push({ element: targetItem.element, part: targetItem.part });
        }
    }
    rowChange(change, action) {
        // Rows are items of their table's row list: the block helpers handle both.
        this.blockChange({ ...change, unit: 'paragraph' }, action);
    }
    columnChange(change, action) {
        if (change.kind === 'Deleted') {
            this.deletedColumn(change, action);
            return;
        }
        const side = change.target;
        if (change.kind !== 'Inserted' || !side)
            return;
        if (action === 'revert') {
            this.removeColumn(change, side);
            return;
        }
        if (action === 'styled' && !this.input.options.showInserted)
            return;
        const table = this.tableAt(this.input.target.document, side);
        if (!table)
            return;
        const column = side.blockPath[side.blockPath.length - 1];
        const paragraphs = table.rows.flatMap((row) => (row.cells[column]?.blocks ?? []).flatMap(paragraphsIn));
        if (action === 'styled') {
            for (const p of paragraphs)
                this.markParagraphBlock(p, 'ins');
            return;
        }
        this.warn('column', `Inserted ${change.place}: ODF change tracking has no mark for an inserted table column; its text is tracked as inserted, the column itself stays when rejected`);
        for (const p of paragraphs)
            this.trackWholeParagraph(p);
    }
    /** The table whose column a column change names (its side path ends in -1, column). */
    tableAt(document, side) {
        const resolved = (0,paths/* resolveBlockPath */.Z)(document, { story: side.story, blockPath: side.blockPath.slice(0, -2) });
        const item = resolved?.items[resolved.index];
        return item && !('cells' in item) && item.type === 'table' ? item : undefined;
    }
    /**
     * A deleted column goes back cell by cell before the target column at its anchor: target
     * rows that came from source rows get a copy of their source row's cell, inserted rows an
     * empty cell (deleted rows put back carry theirs already), and the table the source's column
     * definition. ODF change tracking has no mark for a column, so tracked results leave it out.
     */
    deletedColumn(change, action) {
        const fail = (why) => this.warn('column', `Deleted ${change.place}: the column is not put back (${why}); the target's table is kept`);
        if (action === 'tracked')
            return fail('ODF change tracking has no mark for a deleted table column');
        if (action === 'styled' && !this.input.options.showDeleted)
            return;
        const side = change.source;
        const anchor = change.anchor;
        if (!side || !anchor)
            return fail('it has no place in the target table');
        const column = side.blockPath[side.blockPath.length - 1];
        const targetColumn = anchor.blockPath[anchor.blockPath.length - 1];
        const sourceTable = this.tableAt(this.input.source.document, side);
        const targetTable = this.tableAt(this.input.target.document, anchor);
        const sourceTableElement = sourceTable && this.source.element(sourceTable.locator);
        const targetTableElement = targetTable && this.target.element(targetTable.locator);
        if (!sourceTable || !targetTable || !sourceTableElement || !targetTableElement)
            return fail('its table was not found');
        const pairs = this.rowPairs(side, sourceTable, anchor, targetTable);
        if (!pairs)
            return fail('the rows of its table could not be paired');
        const part = targetTableElement.part;
        const sourceWidth = usualWidth(sourceTable);
        const targetWidth = usualWidth(targetTable);
        const sourceOf = new Map(pairs.map(([a, b]) => [b, a]));
        // Repeated rows are one element for several model rows: each element gets one cell.
        const rows = new Map();
        let skipped = 0;
        let repeatedApart = 0;
        targetTable.rows.forEach((targetRow, b) => {
            const row = this.target.element(targetRow.locator)?.element;
            const a = sourceOf.get(b);
            const sourceRow = a === undefined ? undefined : sourceTable.rows[a];
            // Rows with merged cells do not map cell to grid column one to one.
            if (!row || targetRow.cells.length !== targetWidth || (sourceRow && sourceRow.cells.length !== sourceWidth)) {
                skipped++;
                return;
            }
            const cell = sourceRow ? this.source.element(sourceRow.cells[column]?.locator)?.element : undefined;
            if (sourceRow && !cell) {
                skipped++;
                return;
            }
            if (rows.has(row)) {
                if (rows.get(row) !== cell)
                    repeatedApart++;
                return;
            }
            rows.set(row, cell);
        });
        if (![...rows.values()].some((cell) => cell))
            return fail('no row of the target table has room for it');
        if (skipped)
            this.warn('column', `Deleted ${change.place}: ${skipped} row(s) with merged cells keep the column out`);
        if (repeatedApart)
            this.warn('column', `Deleted ${change.place}: ${repeatedApart} repeated row(s) show the cell of the first row they repeat`);
        const doc = this.doc(part);
        let unmerged = false;
        for (const [row, cell] of rows) {
            let node;
            if (cell) {
                const copy = this.importElement({ element: cell, part: sourceTableElement.part }, part);
                const alone = standAloneCell(copy, (name) => (0,xml_dom.createElement)(doc, name));
                unmerged ||= alone.unmerged;
                node = alone.cell;
                if (action === 'styled')
                    this.markImported(node, part, 'del');
            }
            else
                node = (0,xml_dom.createElement)(doc, 'table:table-cell', {}, [(0,xml_dom.createElement)(doc, 'text:p')]);
            const before = startAt(() => (0,odf_repeat/* rowCells */.o5)(row), targetColumn);
            this.blockInserts.push({ parent: row, ref: before ?? null, node, part });
        }
        if (unmerged)
            this.warn('column', `Deleted ${change.place}: its merged cells are put back unmerged`);
        const definition = elementAt((0,odf_repeat/* columnDefinitions */.$s)(sourceTableElement.element), column);
        const targetDefinitions = () => (0,odf_repeat/* columnDefinitions */.$s)(targetTableElement.element);
        const last = lastOf(targetDefinitions());
        if (!definition || !last)
            return;
        const copy = this.importElement({ element: definition, part: sourceTableElement.part }, part);
        (0,odf_repeat/* removeAttr */.K$)(copy, 'table:number-columns-repeated');
        const before = startAt(targetDefinitions, targetColumn);
        if (before)
            this.blockInserts.push({ parent: before.parentNode, ref: before, node: copy, part });
        else
            this.blockInserts.push({ parent: last.parentNode, ref: last.nextSibling, node: copy, part });
    }
    /** A rejected inserted column: its cell leaves every row, and its definition the table. */
    removeColumn(change, side) {
        const table = this.tableAt(this.input.target.document, side);
        const tableElement = table && this.target.element(table.locator);
        if (!table || !tableElement) {
            this.warn('column', `Inserted ${change.place}: its table was not found; the column stays`);
            return;
        }
        const column = side.blockPath[side.blockPath.length - 1];
        const width = usualWidth(table);
        const rows = new Set();
        let skipped = 0;
        for (const row of table.rows) {
            const element = this.target.element(row.locator)?.element;
            if (element && row.cells.length === width)
                rows.add(element);
            else
                skipped++;
        }
        if (skipped)
            this.warn('column', `Inserted ${change.place}: ${skipped} row(s) with merged cells keep the column`);
        // Dropped when applying: grid positions planned by other column changes stay true until then.
        for (const row of rows) {
            const cell = elementAt((0,odf_repeat/* rowCells */.o5)(row), column);
            if (cell)
                this.columnDrops.push({ element: cell, part: tableElement.part });
        }
        const definition = elementAt((0,odf_repeat/* columnDefinitions */.$s)(tableElement.element), column);
        if (definition)
            this.columnDrops.push({ element: definition, part: tableElement.part });
    }
    rowPairs(sourceSide, sourceTable, targetSide, targetTable) {
        return (0,row_pairs/* keptRowPairs */.y)(this.input.changes, { story: sourceSide.story, blockPath: sourceSide.blockPath.slice(0, -2), rows: sourceTable.rows.length }, { story: targetSide.story, blockPath: targetSide.blockPath.slice(0, -2), rows: targetTable.rows.length });
    }
    storyChange(change, action) {
        const story = change.kind === 'Inserted'
            ? this.input.target.document.stories.find((s) => s.key === change.target?.story)
            : undefined;
        if (story && action === 'styled') {
            if (this.input.options.showInserted)
                for (const block of story.blocks)
                    for (const p of paragraphsIn(block))
                        this.markParagraphBlock(p, 'ins');
            return;
        }
        if (story && action === 'tracked') {
            for (const block of story.blocks)
                for (const p of paragraphsIn(block))
                    this.trackWholeParagraph(p);
            return;
        }
        this.warn('story', `${change.place}: a ${change.kind === 'Inserted' ? 'new' : 'removed'} ${change.place} is ${action === 'styled' ? 'not shown' : 'not tracked or reverted'}`);
    }
    // -------------------------------------------------------------------------------------------
    // Items (blocks and rows) by path
    targetItem(side) {
        const resolved = (0,paths/* resolveBlockPath */.Z)(this.input.target.document, side);
        const item = resolved?.items[resolved.index];
        const found = item ? this.target.element(item.locator) : undefined;
        return found && item && resolved ? { ...found, item, resolved } : undefined;
    }
    targetParagraph(side) {
        const found = this.targetItem(side);
        if (!found || 'cells' in found.item || found.item.type !== 'paragraph')
            return undefined;
        return { element: found.element, part: found.part, block: found.item };
    }
    paragraphElement(block) {
        const found = this.target.element(block.locator);
        return found && DOC_ORDER_PARAGRAPHS.has((0,xml_dom.qname)(found.element)) ? { ...found, block } : undefined;
    }
    sourceElement(side) {
        const resolved = (0,paths/* resolveBlockPath */.Z)(this.input.source.document, side);
        const item = resolved?.items[resolved.index];
        return item ? this.source.element(item.locator) : undefined;
    }
    /** Where content belongs before the item at an anchor path (or after the list's last item). */
    anchorPoint(anchor) {
        const resolved = (0,paths/* resolveBlockPath */.Z)(this.input.target.document, anchor);
        if (!resolved)
            return undefined;
        const { items, index } = resolved;
        if (index < items.length) {
            const found = this.target.element(items[index].locator);
            if (!found)
                return undefined;
            let element = found.element;
            while (isListWrapper(element.parentNode) &&
                (0,xml_dom.elementChildren)(element.parentNode).filter((c) => (0,xml_dom.qname)(c) !== 'text:number')[0] === element)
                element = element.parentNode;
            return { parent: element.parentNode, ref: element, part: found.part };
        }
        if (items.length > 0) {
            const found = this.target.element(items[items.length - 1].locator);
            if (!found)
                return undefined;
            let element = found.element;
            while (isListWrapper(element.parentNode) && lastOf((0,xml_dom.elementChildren)(element.parentNode)) === element)
                element = element.parentNode;
            return { parent: element.parentNode, ref: element.nextSibling, part: found.part };
        }
        if (resolved.owner) {
            const owner = this.target.element(resolved.owner);
            return owner ? { parent: owner.element, ref: null, part: owner.part } : undefined;
        }
        if (resolved.story.kind === 'body') {
            const content = this.target.part('content.xml');
            const officeText = officeTextOf(content.doc);
            return officeText ? { parent: officeText, ref: null, part: 'content.xml' } : undefined;
        }
        return undefined;
    }
    markTargetItem(side, kind) {
        const resolved = (0,paths/* resolveBlockPath */.Z)(this.input.target.document, side);
        const item = resolved?.items[resolved.index];
        if (!item)
            return;
        const paragraphs = paragraphsIn(item);
        if (!paragraphs.length)
            this.warn('object-not-marked', 'an inserted or changed object is not marked (objects cannot carry text styles)');
        for (const p of paragraphs)
            this.markParagraphBlock(p, kind);
    }
    markParagraphBlock(block, kind) {
        const paragraph = this.paragraphElement(block);
        if (!paragraph)
            return;
        const length = (0,model_document/* runsText */.W2)(block.runs).length;
        if (length)
            this.wrap(paragraph, 0, length, kind);
    }
    removeTargetItem(side) {
        const found = this.targetItem(side);
        if (found)
            this.blockRemoves.push({ element: found.element, part: found.part });
    }
    /** Copies a source item back at an anchor, marked (styled) or plain (revert). */
    putBack(source, anchor, kind) {
        const point = this.anchorPoint(anchor);
        if (!point) {
            this.warn('anchor', 'a deleted block could not be placed in the target (its anchor was not found)');
            return undefined;
        }
        const copy = this.importSource(source, point.part);
        if (!copy)
            return undefined;
        if (kind)
            this.markImported(copy.node, point.part, kind);
        this.blockInserts.push({ parent: point.parent, ref: point.ref, node: copy.node, part: point.part });
        return copy.node;
    }
    // -------------------------------------------------------------------------------------------
    // Tracked changes
    trackInsertedItem(side, place) {
        const found = this.targetItem(side);
        if (!found)
            return;
        if (found.part !== 'content.xml') {
            this.warn('tracked-part', `${place}: changes in headers and footers are not tracked; the target's text is kept`);
            return;
        }
        const item = found.item;
        if (!('cells' in item) && item.type === 'paragraph') {
            const paragraph = { element: found.element, part: found.part, block: item };
            const { items, index } = found.resolved;
            const next = items[index + 1];
            const prev = items[index - 1];
            // The insertion takes a paragraph break with it, from a neighbour in the same container.
            const sibling = (other) => {
                const found = other && !('cells' in other) && other.type === 'paragraph' ? this.paragraphElement(other) : undefined;
                return found && found.element.parentNode === paragraph.element.parentNode ? found : undefined;
            };
            const nextParagraph = sibling(next);
            const prevParagraph = sibling(prev);
            const length = (0,model_document/* runsText */.W2)(item.runs).length;
            if (nextParagraph)
                this.insertionMarks(paragraph, 0, nextParagraph, 0);
            else if (prevParagraph)
                this.insertionMarks(prevParagraph, (0,model_document/* runsText */.W2)(prevParagraph.block.runs).length, paragraph, length);
            else
                this.insertionMarks(paragraph, 0, paragraph, length);
            return;
        }
        const paragraphs = paragraphsIn(item);
        if (!paragraphs.length)
            this.warn('tracked-object', `${place}: an inserted object is not tracked`);
        for (const p of paragraphs)
            this.trackWholeParagraph(p);
    }
    trackWholeParagraph(block) {
        const paragraph = this.paragraphElement(block);
        const length = (0,model_document/* runsText */.W2)(block.runs).length;
        if (!paragraph || !length || paragraph.part !== 'content.xml')
            return;
        this.insertionMarks(paragraph, 0, paragraph, length);
    }
    trackDeletedItem(source, anchor, place) {
        const resolved = (0,paths/* resolveBlockPath */.Z)(this.input.target.document, anchor);
        const sourceItem = (0,paths/* resolveBlockPath */.Z)(this.input.source.document, source);
        const item = sourceItem?.items[sourceItem.index];
        if (!resolved || !item)
            return;
        const isParagraph = !('cells' in item) && item.type === 'paragraph';
        if (isParagraph) {
            const at = resolved.items[resolved.index];
            const before = resolved.items[resolved.index - 1];
            const atParagraph = at && !('cells' in at) && at.type === 'paragraph' ? this.paragraphElement(at) : undefined;
            const beforeParagraph = before && !('cells' in before) && before.type === 'paragraph' ? this.paragraphElement(before) : undefined;
            if (atParagraph && atParagraph.part === 'content.xml') {
                this.deletionMark(atParagraph, 0, () => {
                    const copy = this.importSource(source, 'content.xml');
                    return copy ? [copy.node, this.emptyParagraph(copy.node)] : [];
                });
                return;
            }
            if (beforeParagraph && beforeParagraph.part === 'content.xml') {
                this.deletionMark(beforeParagraph, (0,model_document/* runsText */.W2)(beforeParagraph.block.runs).length, () => {
                    const copy = this.importSource(source, 'content.xml');
                    return copy ? [this.emptyParagraph(copy.node), copy.node] : [];
                });
                return;
            }
        }
        // Tables, rows and paragraphs without a neighbouring paragraph: put the structure back and
        // track the deletion of its text.
        if (!isParagraph)
            this.warn('tracked-structure', 'ODF change tracking of a deleted table or row: its structure stays, its text is a tracked deletion');
        const node = this.putBack(source, anchor);
        if (!node)
            return;
        const point = this.anchorPoint(anchor);
        if (point?.part !== 'content.xml') {
            this.warn('tracked-part', `${place}: changes in headers and footers are not tracked; the deleted content was put back`);
            return;
        }
        this.deletionInPlace(node);
    }
    /** Replaces the content of every paragraph in a put-back structure by a tracked deletion of it. */
    deletionInPlace(root) {
        const paragraphs = [];
        const visit = (node) => {
            if ((0,xml_dom.isElement)(node) && DOC_ORDER_PARAGRAPHS.has((0,xml_dom.qname)(node))) {
                paragraphs.push(node);
                return;
            }
            for (const child of Array.from(node.childNodes))
                visit(child);
        };
        visit(root);
        for (const paragraph of paragraphs) {
            if (!paragraph.textContent?.trim() && !paragraph.getElementsByTagNameNS('*', 'frame').length)
                continue;
            const copy = paragraph.cloneNode(true);
            const id = this.region('deletion', [copy]);
            while (paragraph.firstChild)
                paragraph.removeChild(paragraph.firstChild);
            paragraph.appendChild(this.marker('text:change', id));
        }
    }
    insertionMarks(startParagraph, start, endParagraph, end) {
        const id = this.region('insertion');
        this.point(startParagraph, start, 2, () => [this.marker('text:change-start', id)]);
        this.point(endParagraph, end, 0, () => [this.marker('text:change-end', id)]);
    }
    deletionMark(paragraph, at, content) {
        const id = this.region('deletion', content());
        this.point(paragraph, at, 1, () => [this.marker('text:change', id)]);
    }
    countExistingRegions(doc) {
        const existing = Array.from(doc.getElementsByTagNameNS(namespaces/* NAMESPACES */.dK.text[0], 'changed-region'));
        const ids = new Set(existing.map((r) => (0,xml_dom.attr)(r, 'text:id') ?? (0,xml_dom.attr)(r, 'xml:id') ?? ''));
        this.existingIds = ids;
    }
    existingIds = new Set();
    region(kind, content = []) {
        const doc = this.doc('content.xml');
        let id;
        do
            id = `dd-ct${++this.regionCount}`;
        while (this.existingIds.has(id));
        const info = (0,xml_dom.createElement)(doc, 'office:change-info', {}, [
            (0,xml_dom.createElement)(doc, 'dc:creator', {}, [this.input.options.author]),
            (0,xml_dom.createElement)(doc, 'dc:date', {}, [this.input.options.date]),
        ]);
        const change = (0,xml_dom.createElement)(doc, `text:${kind}`, {}, [info, ...content]);
        this.regions.push((0,xml_dom.createElement)(doc, 'text:changed-region', { 'xml:id': id, 'text:id': id }, [change]));
        return id;
    }
    marker(name, id) {
        return (0,xml_dom.createElement)(this.doc('content.xml'), name, { 'text:change-id': id });
    }
    textParagraph(like, text) {
        const doc = this.doc('content.xml');
        const styleName = (0,xml_dom.attr)(like, 'text:style-name');
        return (0,xml_dom.createElement)(doc, 'text:p', styleName ? { 'text:style-name': styleName } : {}, (0,odf_dom/* odfTextNodes */.gH)(doc, text));
    }
    emptyParagraph(like) {
        const doc = this.doc('content.xml');
        const styleName = (0,xml_dom.isElement)(like) ? (0,xml_dom.attr)(like, 'text:style-name') : undefined;
        return (0,xml_dom.createElement)(doc, 'text:p', styleName ? { 'text:style-name': styleName } : {});
    }
    // -------------------------------------------------------------------------------------------
    // Paragraph edits
    editsOf(paragraph) {
        let edits = this.edits.get(paragraph.element);
        if (!edits) {
            edits = {
                part: paragraph.part,
                expected: (0,model_document/* runsText */.W2)(paragraph.block.runs),
                points: [],
                wraps: [],
                removes: [],
                attrs: {},
            };
            this.edits.set(paragraph.element, edits);
        }
        return edits;
    }
    point(paragraph, at, prio, nodes) {
        this.editsOf(paragraph).points.push({ at, prio, seq: this.seq++, nodes });
    }
    wrap(paragraph, start, end, kind) {
        const item = this.itemStyle(kind);
        this.editsOf(paragraph).wraps.push({
            start,
            end,
            style: this.markStyle(paragraph.part, kind),
            begin: item.beginSeparator,
            endText: item.endSeparator,
        });
    }
    remove(paragraph, start, end) {
        this.editsOf(paragraph).removes.push({ start, end });
    }
    itemStyle(kind) {
        const { options } = this.input;
        return kind === 'ins' ? options.inserted : kind === 'del' ? options.deleted : options.changed;
    }
    markStyle(part, kind) {
        return this.partStyles(part).textStyle(`dd-${kind}`, this.itemStyle(kind));
    }
    markedText(part, text, kind) {
        const item = this.itemStyle(kind);
        const doc = this.doc(part);
        return (0,xml_dom.createElement)(doc, 'text:span', { 'text:style-name': this.markStyle(part, kind) }, (0,odf_dom/* odfTextNodes */.gH)(doc, `${item.beginSeparator}${text}${item.endSeparator}`));
    }
    /** Wraps the content of every paragraph of an imported structure in a marked span. */
    markImported(root, part, kind) {
        const doc = this.doc(part);
        const item = this.itemStyle(kind);
        const style = this.markStyle(part, kind);
        const paragraphs = [];
        const visit = (node) => {
            if ((0,xml_dom.isElement)(node) && DOC_ORDER_PARAGRAPHS.has((0,xml_dom.qname)(node)))
                paragraphs.push(node);
            for (const child of Array.from(node.childNodes))
                visit(child);
        };
        visit(root);
        for (const paragraph of paragraphs) {
            if (!paragraph.firstChild)
                continue;
            const span = (0,xml_dom.createElement)(doc, 'text:span', { 'text:style-name': style });
            while (paragraph.firstChild)
                span.appendChild(paragraph.firstChild);
            if (item.beginSeparator)
                span.insertBefore(doc.createTextNode(item.beginSeparator), span.firstChild);
            if (item.endSeparator)
                span.appendChild(doc.createTextNode(item.endSeparator));
            paragraph.appendChild(span);
        }
    }
    // -------------------------------------------------------------------------------------------
    // Importing source content
    importSource(side, targetPart) {
        const found = this.sourceElement(side);
        if (!found) {
            this.warn('not-found', 'a deleted block was not found in the source file');
            return undefined;
        }
        return { node: this.importElement(found, targetPart) };
    }
    /** A deep copy of a source element for a target part, its automatic styles and pictures carried along. */
    importElement(found, targetPart) {
        const doc = this.doc(targetPart);
        const node = doc.importNode(found.element, true);
        const visit = (element) => {
            if (SOURCE_REVISION_MARKERS.has((0,xml_dom.qname)(element))) {
                // The source's own tracked changes point at regions of the source's text:tracked-changes, which
                // the result does not have: copied along they would be dangling references (LibreOffice
                // drops them, the ODF schema forbids them). The copy shows the source's text as it reads.
                element.parentNode?.removeChild(element);
                return;
            }
            for (const attribute of Array.from(element.attributes)) {
                const name = (0,xml_dom.qname)(attribute);
                if (name === 'xml:id') {
                    element.removeAttributeNode(attribute);
                    continue;
                }
                if (/style-name$/.test(attribute.localName ?? attribute.name)) {
                    const renamed = this.importStyleName(found.part, attribute.value, targetPart);
                    if (renamed !== attribute.value)
                        element.setAttributeNS(attribute.namespaceURI, attribute.name, renamed);
                }
                if (name === 'xlink:href' && ((0,xml_dom.qname)(element) === 'draw:image' || (0,xml_dom.qname)(element) === 'draw:object')) {
                    const href = this.linkedParts.hrefFor(attribute.value);
                    if (href !== attribute.value)
                        element.setAttributeNS(attribute.namespaceURI, attribute.name, href);
                }
            }
            for (const child of (0,xml_dom.elementChildren)(element))
                visit(child);
        };
        visit(node);
        return node;
    }
    /** The target's name for a source style: automatic styles are copied under a new name. */
    importStyleName(sourcePart, name, targetPart) {
        const key = `${sourcePart}|${targetPart}|${name}`;
        const known = this.imported.get(key);
        if (known)
            return known;
        const sourceState = this.source.part(sourcePart);
        const automatic = sourceState
            ? (0,xml_dom.firstChildNamed)(sourceState.doc.documentElement, 'office:automatic-styles')
            : undefined;
        const style = automatic ? (0,xml_dom.elementChildren)(automatic).find((s) => (0,xml_dom.attr)(s, 'style:name') === name) : undefined;
        if (!style)
            return name;
        const styles = this.partStyles(targetPart);
        const renamed = styles.unique(`dd-src-${name}`);
        this.imported.set(key, renamed);
        const copy = this.doc(targetPart).importNode(style, true);
        const nameAttr = Array.from(copy.attributes).find((a) => (0,xml_dom.qname)(a) === 'style:name');
        copy.setAttributeNS(nameAttr.namespaceURI, nameAttr.name, renamed);
        const visit = (element) => {
            for (const attribute of Array.from(element.attributes)) {
                if ((0,xml_dom.qname)(attribute) !== 'style:name' && /style-name$/.test(attribute.localName ?? attribute.name)) {
                    const inner = this.importStyleName(sourcePart, attribute.value, targetPart);
                    if (inner !== attribute.value)
                        element.setAttributeNS(attribute.namespaceURI, attribute.name, inner);
                }
            }
            for (const child of (0,xml_dom.elementChildren)(element))
                visit(child);
        };
        visit(copy);
        styles.add(copy);
        this.target.part(targetPart).edited = true;
        return renamed;
    }
    // -------------------------------------------------------------------------------------------
    // Applying
    apply() {
        for (const [element, edits] of this.edits) {
            const state = this.target.part(edits.part);
            const problem = applyParagraphEdits(state.doc, element, edits, state.objects);
            if (problem)
                this.warn('paragraph-mismatch', `${edits.part}: a paragraph was not marked: ${problem}`);
            else
                state.edited = true;
        }
        for (const insert of this.blockInserts) {
            insert.parent.insertBefore(insert.node, insert.ref && insert.ref.parentNode === insert.parent ? insert.ref : null);
            this.target.part(insert.part).edited = true;
        }
        for (const remove of this.blockRemoves) {
            (0,odf_dom/* removeBlock */.wC)(remove.element);
            this.target.part(remove.part).edited = true;
        }
        for (const drop of this.columnDrops) {
            dropOneColumn(drop.element);
            this.target.part(drop.part).edited = true;
        }
        if (this.regions.length) {
            const content = this.target.part('content.xml');
            const officeText = officeTextOf(content.doc);
            let container = (0,xml_dom.firstChildNamed)(officeText, 'text:tracked-changes');
            if (!container) {
                container = (0,xml_dom.createElement)(content.doc, 'text:tracked-changes');
                const forms = (0,xml_dom.firstChildNamed)(officeText, 'office:forms');
                officeText.insertBefore(container, forms ? forms.nextSibling : officeText.firstChild);
            }
            for (const region of this.regions)
                container.appendChild(region);
            content.edited = true;
        }
    }
    setPaperSize(size) {
        const styles = this.target.part('styles.xml');
        if (!styles)
            return;
        const layouts = Array.from(styles.doc.getElementsByTagNameNS(namespaces/* NAMESPACES */.dK.style[0], 'page-layout-properties'));
        for (const properties of layouts) {
            const landscape = (0,xml_dom.attr)(properties, 'style:print-orientation') === 'landscape';
            const width = landscape ? Math.max(size.width, size.height) : size.width;
            const height = landscape ? Math.min(size.width, size.height) : size.height;
            properties.setAttributeNS(namespaces/* NAMESPACES */.dK.fo[0], `${properties.lookupPrefix(namespaces/* NAMESPACES */.dK.fo[0]) ?? 'fo'}:page-width`, `${width}pt`);
            properties.setAttributeNS(namespaces/* NAMESPACES */.dK.fo[0], `${properties.lookupPrefix(namespaces/* NAMESPACES */.dK.fo[0]) ?? 'fo'}:page-height`, `${height}pt`);
        }
        styles.edited = true;
    }
    metadata() {
        const { author, lastModifiedBy, company } = this.input.options.metadata;
        if (!author && !lastModifiedBy && !company)
            return undefined;
        const existing = this.target.archive.text('meta.xml');
        const doc = (0,xml_dom.parseXml)(existing ??
            '<?xml version="1.0" encoding="UTF-8"?><office:document-meta xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/" office:version="1.3"><office:meta/></office:document-meta>', 'meta.xml');
        const root = doc.documentElement;
        let meta = (0,xml_dom.firstChildNamed)(root, 'office:meta');
        if (!meta) {
            meta = (0,xml_dom.createElement)(doc, 'office:meta');
            root.appendChild(meta);
        }
        const set = (name, value) => {
            let element = (0,xml_dom.firstChildNamed)(meta, name);
            if (!element) {
                element = (0,xml_dom.createElement)(doc, name);
                meta.appendChild(element);
            }
            while (element.firstChild)
                element.removeChild(element.firstChild);
            element.appendChild(doc.createTextNode(value));
        };
        if (author)
            set('meta:initial-creator', author);
        if (lastModifiedBy)
            set('dc:creator', lastModifiedBy);
        if (company) {
            const found = (0,xml_dom.elementChildren)(meta).find((e) => (0,xml_dom.qname)(e) === 'meta:user-defined' && (0,xml_dom.attr)(e, 'meta:name') === 'Company');
            const element = found ?? (0,xml_dom.createElement)(doc, 'meta:user-defined', { 'meta:name': 'Company', 'meta:value-type': 'string' });
            while (element.firstChild)
                element.removeChild(element.firstChild);
            element.appendChild(doc.createTextNode(company));
            if (!found)
                meta.appendChild(element);
        }
        return { xml: (0,xml_dom.serializeXml)(doc), added: existing === undefined };
    }
    // -------------------------------------------------------------------------------------------
    doc(part) {
        return this.target.part(part).doc;
    }
    partStyles(part) {
        const state = this.target.part(part);
        state.edited = true;
        return state.styles;
    }
    warn(code, message) {
        const key = `${code}|${message}`;
        if (this.warned.has(key))
            return;
        this.warned.add(key);
        this.warnings.push({ code, message });
    }
}
function isListWrapper(node) {
    return (0,xml_dom.isElement)(node) && ['text:list-item', 'text:list-header', 'text:list'].includes((0,xml_dom.qname)(node));
}
function lastOf(items) {
    return items[items.length - 1];
}
function officeTextOf(doc) {
    const body = (0,xml_dom.firstChildNamed)(doc.documentElement, 'office:body');
    return body ? (0,xml_dom.firstChildNamed)(body, 'office:text') : undefined;
}


/***/ }),

/***/ 4982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   applyOdfChanges: () => (/* binding */ applyOdfChanges),
/* harmony export */   listOdfChanges: () => (/* binding */ listOdfChanges)
/* harmony export */ });
/* harmony import */ var _archive_zip__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5380);
/* harmony import */ var _package_xml_dom__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1994);
/* harmony import */ var _package_odf_dom__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(496);
/* harmony import */ var _package_editable_package__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(545);
/* harmony import */ var _package_namespaces__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(292);





const TEXT_NS = _package_namespaces__WEBPACK_IMPORTED_MODULE_4__/* .NAMESPACES */ .dK.text[0];
function listOdfChanges(bytes) {
    const archive = new _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ(bytes);
    const doc = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.parseXml)(archive.text('content.xml') ?? '', 'content.xml');
    return Array.from(doc.getElementsByTagNameNS(TEXT_NS, 'changed-region'))
        .map(regionInfo)
        .filter((r) => !!r);
}
function regionInfo(region) {
    const id = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.attr)(region, 'text:id') ?? (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.attr)(region, 'xml:id');
    const change = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.elementChildren)(region).find((c) => ['text:insertion', 'text:deletion', 'text:format-change'].includes((0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.qname)(c)));
    if (!id || !change)
        return undefined;
    const info = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.firstChildNamed)(change, 'office:change-info');
    const creator = info ? (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.firstChildNamed)(info, 'dc:creator') : undefined;
    const date = info ? (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.firstChildNamed)(info, 'dc:date') : undefined;
    return {
        id,
        kind: (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.qname)(change).slice('text:'.length),
        author: creator?.textContent?.trim() || undefined,
        date: date?.textContent?.trim() || undefined,
    };
}
function applyOdfChanges(bytes, decide) {
    const archive = new _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ(bytes);
    const doc = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.parseXml)(archive.text('content.xml') ?? '', 'content.xml');
    const markers = (local) => Array.from(doc.getElementsByTagNameNS(TEXT_NS, local));
    const byId = (local, id) => markers(local).filter((m) => (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.attr)(m, 'text:change-id') === id);
    const regions = Array.from(doc.getElementsByTagNameNS(TEXT_NS, 'changed-region'));
    for (const region of regions) {
        const info = regionInfo(region);
        if (!info)
            continue;
        const decision = decide(info);
        const change = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.elementChildren)(region).find((c) => (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.qname)(c) === `text:${info.kind}`);
        if (info.kind === 'insertion' && decision === 'reject') {
            const start = byId('change-start', info.id)[0];
            const end = byId('change-end', info.id)[0];
            if (start && end)
                removeBetween(start, end);
        }
        else if (info.kind === 'deletion') {
            if (decision === 'reject')
                for (const marker of byId('change', info.id))
                    restoreDeletion(marker, change);
            // LibreOffice 7 also writes deleted text in the body between change-start and change-end.
            const start = byId('change-start', info.id)[0];
            const end = byId('change-end', info.id)[0];
            if (decision === 'accept' && start && end)
                removeBetween(start, end);
        }
        for (const local of ['change', 'change-start', 'change-end'])
            for (const marker of byId(local, info.id))
                marker.parentNode?.removeChild(marker);
        region.parentNode?.removeChild(region);
    }
    for (const container of Array.from(doc.getElementsByTagNameNS(TEXT_NS, 'tracked-changes'))) {
        if (!(0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.elementChildren)(container).length)
            container.parentNode?.removeChild(container);
    }
    return (0,_package_editable_package__WEBPACK_IMPORTED_MODULE_3__/* .packageWithParts */ .Hw)(bytes, new Map([['content.xml', (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.serializeXml)(doc)]]));
}
function nextSkipping(node) {
    for (let n = node; n; n = n.parentNode)
        if (n.nextSibling)
            return n.nextSibling;
    return null;
}
/** Removes everything between two marks; paragraphs the range crosses are joined. */
function removeBetween(start, end) {
    const doomed = [];
    let node = nextSkipping(start);
    while (node && node !== end) {
        if ((0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.contains)(node, end)) {
            node = node.firstChild;
            continue;
        }
        doomed.push(node);
        node = nextSkipping(node);
    }
    // Marks of other changes inside the range stay, where the range ends.
    for (const n of doomed) {
        const marks = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.isElement)(n)
            ? [n, ...Array.from(n.getElementsByTagNameNS(TEXT_NS, '*'))].filter((e) => ['text:change', 'text:change-start', 'text:change-end'].includes((0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.qname)(e)))
            : [];
        for (const mark of marks)
            end.parentNode.insertBefore(mark, end);
        if (!marks.includes(n))
            n.parentNode?.removeChild(n);
    }
    const first = (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_2__/* .paragraphOf */ .ey)(start);
    const last = (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_2__/* .paragraphOf */ .ey)(end);
    if (first && last && first !== last) {
        while (last.firstChild)
            first.appendChild(last.firstChild);
        (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_2__/* .removeBlock */ .wC)(last);
    }
}
/** Splits a paragraph after a node inside it; returns the new paragraph holding what followed. */
function splitAfter(paragraph, mark) {
    const right = paragraph.cloneNode(false);
    for (const a of Array.from(right.attributes))
        if ((0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.qname)(a) === 'xml:id')
            right.removeAttributeNode(a);
    let node = mark;
    let carry;
    while (node !== paragraph) {
        const parent = node.parentNode;
        const holder = parent === paragraph ? right : parent.cloneNode(false);
        if (carry)
            holder.appendChild(carry);
        while (node.nextSibling)
            holder.appendChild(node.nextSibling);
        if (parent !== paragraph)
            carry = holder;
        node = parent;
    }
    paragraph.parentNode.insertBefore(right, paragraph.nextSibling);
    return right;
}
function restoreDeletion(marker, deletion) {
    const content = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.elementChildren)(deletion).filter((c) => (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.qname)(c) !== 'office:change-info');
    const doc = marker.ownerDocument;
    const clone = (n) => doc.importNode(n, true);
    const paragraph = (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_2__/* .paragraphOf */ .ey)(marker);
    if (content.length === 1 && ['text:p', 'text:h'].includes((0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.qname)(content[0]))) {
        for (const child of Array.from(content[0].childNodes))
            marker.parentNode.insertBefore(clone(child), marker);
        return;
    }
    if (!paragraph) {
        // A mark between blocks: the deleted blocks go back there.
        for (const block of content)
            marker.parentNode.insertBefore(clone(block), marker);
        return;
    }
    const right = splitAfter(paragraph, marker);
    const firstBlock = content[0];
    const lastBlock = content[content.length - 1];
    if ((0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.isElement)(firstBlock) && ['text:p', 'text:h'].includes((0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.qname)(firstBlock))) {
        for (const child of Array.from(firstBlock.childNodes))
            marker.parentNode.insertBefore(clone(child), marker);
    }
    let after = paragraph;
    for (const block of content.slice(1, -1)) {
        const copy = clone(block);
        after.parentNode.insertBefore(copy, after.nextSibling);
        after = copy;
    }
    if (content.length > 1 && ['text:p', 'text:h'].includes((0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.qname)(lastBlock))) {
        const children = Array.from(lastBlock.childNodes);
        for (let k = children.length - 1; k >= 0; k--)
            right.insertBefore(clone(children[k]), right.firstChild);
    }
}


/***/ }),

/***/ 2792:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ resolveBlockPath)
/* harmony export */ });
function resolveBlockPath(model, side) {
    const story = model.stories.find((s) => s.key === side.story);
    if (!story)
        return undefined;
    let items = story.blocks;
    let kind = 'block';
    let owner;
    let cell;
    const path = side.blockPath;
    let k = 0;
    while (k < path.length - 1) {
        if (kind === 'block') {
            const table = items[path[k]];
            if (!table || table.type !== 'table')
                return undefined;
            items = table.rows;
            owner = table.locator;
            kind = 'row';
            k++;
        }
        else {
            const row = items[path[k]];
            const found = row?.cells[path[k + 1]];
            // A cell must be followed by the index of a block inside it.
            if (!found || k + 2 > path.length - 1)
                return undefined;
            cell = path[k + 1];
            items = found.blocks;
            owner = found.locator;
            kind = 'block';
            k += 2;
        }
    }
    return { story, items, index: path[path.length - 1], kind, owner, cell };
}


/***/ })

};
