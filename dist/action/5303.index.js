export const id = 5303;
export const ids = [5303];
export const modules = {

/***/ 47245:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ shiftFormula),
/* harmony export */   n: () => (/* binding */ mapFormulaReferences)
/* harmony export */ });
/* harmony import */ var _refs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35777);
/* harmony import */ var _write_references__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(15577);


const REFERENCE = /(?<![\w.$'])((?:'(?:[^']|'')+'|[A-Za-z_][\w.]*)!)?(\$?)([A-Za-z]{1,3})(\$?)(\d+)(?![\w(!])/g;
function mapFormulaReferences(formula, mapper) {
    let out = '';
    let i = 0;
    while (i < formula.length) {
        const quote = formula.indexOf('"', i);
        const end = quote < 0 ? formula.length : quote;
        out += mapSegment(formula.slice(i, end), mapper);
        if (quote < 0)
            break;
        const close = findStringEnd(formula, quote);
        out += formula.slice(quote, close);
        i = close;
    }
    return out;
}
function findStringEnd(formula, start) {
    let k = start + 1;
    while (k < formula.length) {
        if (formula[k] === '"') {
            if (formula[k + 1] === '"')
                k += 2;
            else
                return k + 1;
        }
        else
            k++;
    }
    return formula.length;
}
function mapSegment(segment, mapper) {
    return segment.replace(REFERENCE, (whole, sheetPart, dollarCol, letters, dollarRow, digits) => {
        const col = (0,_refs__WEBPACK_IMPORTED_MODULE_0__/* .columnIndex */ .PD)(letters);
        const row = Number(digits) - 1;
        if (col < 0 || col > 16383 || row < 0 || row > 1048575)
            return whole;
        const sheet = sheetPart ? unquote(sheetPart.slice(0, -1)) : undefined;
        const moved = mapper(sheet, row, col, dollarRow === '$', dollarCol === '$');
        if (!moved || moved.row < 0 || moved.col < 0)
            return whole;
        return `${sheetPart ?? ''}${dollarCol}${(0,_refs__WEBPACK_IMPORTED_MODULE_0__/* .columnName */ .uS)(moved.col)}${dollarRow}${moved.row + 1}`;
    });
}
function unquote(name) {
    return name.startsWith("'") ? name.slice(1, -1).replace(/''/g, "'") : name;
}
/**
 * A shared formula as seen from a cell `rows`/`cols` away from its master cell, as Excel expands
 * it: every reference form moves (`A1`, ranges, whole columns `F:G`, whole rows `3:4`, sheet-
 * qualified ones), `$` parts stay, and one pushed off the sheet is `#REF!`.
 */
function shiftFormula(formula, rows, cols) {
    return (0,_write_references__WEBPACK_IMPORTED_MODULE_1__/* .translateFormula */ .pe)(formula, rows, cols);
}


/***/ }),

/***/ 84319:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ readOds)
/* harmony export */ });
/* unused harmony export odfFormula */
/* harmony import */ var _archive_zip__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55380);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17679);
/* harmony import */ var _xlsx__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79536);
/* harmony import */ var _refs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(35777);
/* harmony import */ var _shared_chart__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3607);
/* harmony import */ var _package_digest__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(95784);






/**
 * OpenDocument spreadsheets (content.xml, streamed). ODF stores each cell's displayed text
 * (`text:p`) beside its typed value, so the display needs no number-format engine. Repeated
 * rows and columns are expanded only while they hold content, and then at most
 * MAX_REPEAT times: files pad sheets with a million repeated empty rows.
 */
const MAX_REPEAT = 1024;
function readOds(bytes, warnings, limits, archive) {
    const zip = _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ.of(bytes, archive, limits);
    const text = zip.text('content.xml');
    if (text === undefined)
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6('the OpenDocument package has no content.xml');
    const hiddenTableStyles = new Set();
    const sheets = [];
    let sheet;
    let styleName;
    let rowIndex = 0;
    let colIndex = 0;
    let rowRepeat = 1;
    let rowCells = [];
    let cell;
    let paragraphDepth = 0;
    let annotation;
    let annotationDepth = 0;
    let capped = 0;
    let skipDepth = 0;
    let frameName;
    const appendText = (chunk) => {
        if (annotation) {
            if (annotationDepth > 0)
                annotation[annotation.length - 1] += chunk;
            return;
        }
        if (cell && paragraphDepth > 0)
            cell.paragraphs[cell.paragraphs.length - 1] += chunk;
    };
    (0,_xlsx__WEBPACK_IMPORTED_MODULE_2__/* .parseXml */ .NO)(text, 'content.xml', (tag) => {
        const name = tag.name;
        if (skipDepth > 0) {
            skipDepth++;
            return;
        }
        switch (name) {
            case 'style:style':
                styleName = (0,_xlsx__WEBPACK_IMPORTED_MODULE_2__/* .attr */ .CF)(tag, 'name');
                break;
            case 'style:table-properties':
                if (styleName && tag.attributes['table:display'] === 'false')
                    hiddenTableStyles.add(styleName);
                break;
            case 'table:table': {
                const style = tag.attributes['table:style-name'];
                sheet = {
                    name: tag.attributes['table:name'] ?? `Sheet${sheets.length + 1}`,
                    hidden: style !== undefined && hiddenTableStyles.has(style),
                    part: 'content.xml',
                    rows: [],
                    merges: [],
                    comments: new Map(),
                };
                rowIndex = 0;
                break;
            }
            case 'table:table-row':
                rowRepeat = Math.max(1, Number(tag.attributes['table:number-rows-repeated'] ?? 1) || 1);
                colIndex = 0;
                rowCells = [];
                break;
            case 'table:table-cell':
            case 'table:covered-table-cell': {
                const type = tag.attributes['office:value-type'];
                const repeat = Math.max(1, Number(tag.attributes['table:number-columns-repeated'] ?? 1) || 1);
                let raw = '';
                let cellType = 's';
                if (type === 'float' || type === 'percentage' || type === 'currency') {
                    raw = tag.attributes['office:value'] ?? '';
                    cellType = 'n';
                }
                else if (type === 'date') {
                    raw = tag.attributes['office:date-value'] ?? '';
                    cellType = 'd';
                }
                else if (type === 'time') {
                    raw = tag.attributes['office:time-value'] ?? '';
                    cellType = 'd';
                }
                else if (type === 'boolean') {
                    raw = tag.attributes['office:boolean-value'] === 'true' ? 'TRUE' : 'FALSE';
                    cellType = 'b';
                }
                else if (type === 'string')
                    raw = tag.attributes['office:string-value'] ?? '';
                const formula = tag.attributes['table:formula'];
                cell = {
                    col: colIndex,
                    repeat,
                    type: cellType,
                    raw,
                    paragraphs: [],
                    empty: type === undefined && formula === undefined,
                };
                if (formula)
                    cell.formula = odfFormula(formula);
                const colSpan = Number(tag.attributes['table:number-columns-spanned'] ?? 1);
                const rowSpan = Number(tag.attributes['table:number-rows-spanned'] ?? 1);
                if (sheet && name === 'table:table-cell' && (colSpan > 1 || rowSpan > 1)) {
                    sheet.merges.push((0,_refs__WEBPACK_IMPORTED_MODULE_4__/* .rangeRef */ .fc)({
                        top: rowIndex,
                        left: colIndex,
                        bottom: rowIndex + rowSpan - 1,
                        right: colIndex + colSpan - 1,
                    }));
                }
                break;
            }
            case 'office:annotation':
                annotation = [];
                break;
            case 'draw:frame':
                frameName = tag.attributes['draw:name'];
                break;
            case 'draw:object': {
                const href = tag.attributes['xlink:href'];
                if (sheet && href)
                    (sheet.charts ??= []).push(chartObject(zip, href, frameName));
                break;
            }
            case 'dc:creator':
            case 'dc:date':
                if (annotation)
                    skipDepth = 1;
                break;
            case 'text:p':
            case 'text:h':
                if (annotation) {
                    annotation.push('');
                    annotationDepth++;
                }
                else if (cell) {
                    cell.paragraphs.push('');
                    paragraphDepth++;
                }
                break;
            case 'text:s':
                appendText(' '.repeat(Math.max(1, Number(tag.attributes['text:c'] ?? 1) || 1)));
                break;
            case 'text:tab':
                appendText('\t');
                break;
            case 'text:line-break':
                appendText('\n');
                break;
        }
    }, appendText, (tag) => {
        if (skipDepth > 0) {
            skipDepth--;
            return;
        }
        switch (tag.name) {
            case 'text:p':
            case 'text:h':
                if (annotation)
                    annotationDepth--;
                else if (paragraphDepth > 0)
                    paragraphDepth--;
                break;
            case 'office:annotation':
                if (sheet && annotation && cell)
                    sheet.comments.set((0,_refs__WEBPACK_IMPORTED_MODULE_4__/* .rangeRef */ .fc)({ top: rowIndex, left: cell.col, bottom: rowIndex, right: cell.col }), annotation.join('\n'));
                annotation = undefined;
                break;
            case 'table:table-cell':
            case 'table:covered-table-cell': {
                if (!cell)
                    break;
                const text = cell.paragraphs.join('\n');
                const hasContent = !cell.empty || text !== '';
                if (hasContent && tag.name === 'table:table-cell') {
                    const count = Math.min(cell.repeat, MAX_REPEAT);
                    if (count < cell.repeat)
                        capped++;
                    for (let k = 0; k < count; k++) {
                        const data = {
                            col: cell.col + k,
                            text,
                            type: cell.type,
                            raw: cell.type === 's' ? cell.raw || text : cell.raw,
                            style: 0,
                        };
                        if (cell.formula)
                            data.formula = cell.formula;
                        rowCells.push(data);
                    }
                }
                colIndex += cell.repeat;
                cell = undefined;
                break;
            }
            case 'table:table-row': {
                if (sheet && rowCells.length) {
                    const count = Math.min(rowRepeat, MAX_REPEAT);
                    if (count < rowRepeat)
                        capped++;
                    for (let k = 0; k < count; k++)
                        sheet.rows.push({
                            row: rowIndex + k,
                            cells: k === 0 ? rowCells : rowCells.map((c) => ({ ...c })),
                        });
                }
                rowIndex += rowRepeat;
                break;
            }
            case 'table:table':
                if (sheet)
                    sheets.push(sheet);
                sheet = undefined;
                break;
        }
    });
    if (capped)
        warnings.push({
            code: 'ods-repeat-capped',
            message: `${capped} repeated rows or cells with content were repeated more than ${MAX_REPEAT} times; only the first ${MAX_REPEAT} are compared`,
        });
    return { family: 'cells', sheets, styles: [{}], date1904: false };
}
/**
 * The object of a sheet's draw:frame (`./Object 1`), named as LibreOffice's navigator names it:
 * a chart is compared by what a reader sees, any other object by its content's bytes.
 */
function chartObject(zip, href, frameName) {
    const folder = href.replace(/^\.\//, '').replace(/\/$/, '');
    const name = frameName || folder;
    const content = `${folder}/content.xml`;
    const identity = (0,_shared_chart__WEBPACK_IMPORTED_MODULE_3__/* .odfChartIdentity */ .MG)(zip.text(content), content);
    if (identity)
        return { name, ...identity };
    return {
        name,
        hash: (0,_package_digest__WEBPACK_IMPORTED_MODULE_5__/* .sha1 */ .N)(zip.has(content) ? zip.read(content) : zip.has(folder) ? zip.read(folder) : href),
        detail: '',
    };
}
/** `of:=SUM([.A1:.B2];[Sheet2.C3])` → `SUM(A1:B2,Sheet2!C3)`, the spelling xlsx formulas use. */
function odfFormula(formula) {
    let f = formula.replace(/^(of|oooc|msoxl):/, '').replace(/^=/, '');
    f = f.replace(/\[([^\]]*)\]/g, (_m, inner) => inner
        .split(':')
        .map((part) => {
        const dot = part.lastIndexOf('.');
        const sheet = part.slice(0, dot).replace(/^\$/, '');
        const ref = part.slice(dot + 1);
        return sheet ? `${sheet}!${ref}` : ref;
    })
        .join(':'));
    return f.replace(/;/g, ',');
}


/***/ }),

/***/ 35777:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cp: () => (/* binding */ cellRef),
/* harmony export */   PD: () => (/* binding */ columnIndex),
/* harmony export */   RC: () => (/* binding */ parseRange),
/* harmony export */   X5: () => (/* binding */ parseCellRef),
/* harmony export */   fc: () => (/* binding */ rangeRef),
/* harmony export */   uS: () => (/* binding */ columnName),
/* harmony export */   xY: () => (/* binding */ quoteSheetName)
/* harmony export */ });
/** A1 references: column letters, cell references and ranges, all 0-based inside. */
function columnName(col) {
    let name = '';
    let n = col + 1;
    while (n > 0) {
        const rest = (n - 1) % 26;
        name = String.fromCharCode(65 + rest) + name;
        n = Math.floor((n - 1) / 26);
    }
    return name;
}
/** 0-based column of letters (`A` = 0, `XFD` = 16383); -1 when not letters. */
function columnIndex(letters) {
    let n = 0;
    for (let i = 0; i < letters.length; i++) {
        const code = letters.charCodeAt(i) & ~32;
        if (code < 65 || code > 90)
            return -1;
        n = n * 26 + (code - 64);
    }
    return n - 1;
}
function cellRef(row, col) {
    return `${columnName(col)}${row + 1}`;
}
/** `B7` → {row: 6, col: 1}; `$B$7` accepted; undefined when not a cell reference. */
function parseCellRef(ref) {
    // Hand-rolled: called once per cell of every sheet read.
    let i = 0;
    const n = ref.length;
    if (ref.charCodeAt(i) === 36)
        i++;
    let col = 0;
    let letters = 0;
    while (i < n) {
        const c = ref.charCodeAt(i) & ~32;
        if (c < 65 || c > 90)
            break;
        col = col * 26 + (c - 64);
        letters++;
        i++;
    }
    if (letters === 0 || letters > 3)
        return undefined;
    if (ref.charCodeAt(i) === 36)
        i++;
    let row = 0;
    let digits = 0;
    while (i < n) {
        const c = ref.charCodeAt(i);
        if (c < 48 || c > 57)
            return undefined;
        row = row * 10 + (c - 48);
        digits++;
        i++;
    }
    if (digits === 0 || row === 0)
        return undefined;
    return { row: row - 1, col: col - 1 };
}
function parseRange(range) {
    const [first, second = first] = range.split(':');
    const a = parseCellRef(first);
    const b = parseCellRef(second);
    if (!a || !b)
        return undefined;
    return {
        top: Math.min(a.row, b.row),
        left: Math.min(a.col, b.col),
        bottom: Math.max(a.row, b.row),
        right: Math.max(a.col, b.col),
    };
}
function rangeRef(range) {
    const start = cellRef(range.top, range.left);
    const end = cellRef(range.bottom, range.right);
    return start === end ? start : `${start}:${end}`;
}
/** A sheet name as formulas and places quote it (`Sheet1`, `'My sheet'`). */
function quoteSheetName(name) {
    return /^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) && !/^[A-Za-z]{1,3}\d+$/.test(name)
        ? name
        : `'${name.replace(/'/g, "''")}'`;
}


/***/ }),

/***/ 245:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Li: () => (/* binding */ lookOf),
/* harmony export */   QW: () => (/* binding */ summaryRows),
/* harmony export */   Ye: () => (/* binding */ sheetNameOf),
/* harmony export */   Zl: () => (/* binding */ SUMMARY_SHEET),
/* harmony export */   pR: () => (/* binding */ shortValues),
/* harmony export */   ug: () => (/* binding */ summaryCellText),
/* harmony export */   uo: () => (/* binding */ planMarks),
/* harmony export */   x3: () => (/* binding */ targetPlace)
/* harmony export */ });
/* unused harmony exports shownOnSheet, markKindOf, cellMark, commentMark, insertedRowMarks, insertedColumnMarks, movedMarks, deletedRowAboveMark, deletedColumnLeftMark, deletedRowNote, SheetMarks */
/* harmony import */ var _refs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35777);

const SUMMARY_SHEET = 'docdelta changes';
/** The sheet a story key names (`sheet:Budget` → `Budget`). */
function sheetNameOf(story) {
    return (story ?? '').replace(/^sheet:/, '');
}
/** Where in the target a change shows: its own place, or for a deletion the place it was next to. */
function targetPlace(change) {
    return {
        story: change.target?.story ?? change.anchor?.story ?? '',
        path: change.target?.locator?.path ?? change.anchor?.locator?.path ?? '',
    };
}
/** Whether the options show the change on the sheet (ShowInsertedContent, ShowDeletedContent). */
function shownOnSheet(change, options) {
    return (change.kind !== 'Inserted' || options.showInserted) && (change.kind !== 'Deleted' || options.showDeleted);
}
function markKindOf(change) {
    return change.kind === 'Inserted' ? 'inserted' : change.kind === 'Deleted' ? 'deleted' : 'changed';
}
function lookOf(options, kind) {
    return kind === 'inserted' ? options.inserted : kind === 'deleted' ? options.deleted : options.changed;
}
/**
 * The mark of a change of unit `cell` at target path `ref`: a merged area changed marks its
 * top-left cell, a cell its own cell with what it held before (style, formula or value).
 * Undefined when the path is neither.
 */
function cellMark(change, id, ref) {
    if (ref.startsWith('merge:')) {
        const range = (0,_refs__WEBPACK_IMPORTED_MODULE_0__/* .parseRange */ .RC)(ref.slice(6));
        return range
            ? {
                ref: (0,_refs__WEBPACK_IMPORTED_MODULE_0__/* .cellRef */ .Cp)(range.top, range.left),
                kind: 'changed',
                note: `[${id}] ${change.styleChanges?.[0]?.newValue ?? 'merge changed'} (${ref.slice(6)})`,
            }
            : undefined;
    }
    if (!(0,_refs__WEBPACK_IMPORTED_MODULE_0__/* .parseCellRef */ .X5)(ref))
        return undefined;
    const note = change.kind === 'StyleChanged'
        ? `[${id}] style: ${(change.styleChanges ?? []).map((s) => `${s.property} ${s.oldValue} → ${s.newValue}`).join('; ')}`
        : change.place.endsWith(' formula')
            ? `[${id}] formula was: ${change.text || '(none)'}`
            : `[${id}] was: ${change.text === '' ? '(empty)' : change.text}`;
    return { ref, kind: markKindOf(change), note };
}
/** The mark of a change of unit `text` (a cell's comment) at target path `comment:B7`. */
function commentMark(change, id, ref) {
    const commentRef = ref.replace(/^comment:/, '');
    return (0,_refs__WEBPACK_IMPORTED_MODULE_0__/* .parseCellRef */ .X5)(commentRef)
        ? { ref: commentRef, kind: markKindOf(change), note: `[${id}] comment was: ${change.text || '(none)'}` }
        : undefined;
}
/** An inserted row's cells, the first one noted. */
function insertedRowMarks(id, row, rowData) {
    return (rowData?.cells ?? []).map((cell, k) => ({
        ref: (0,_refs__WEBPACK_IMPORTED_MODULE_0__/* .cellRef */ .Cp)(row, cell.col),
        kind: 'inserted',
        note: k === 0 ? `[${id}] inserted row` : undefined,
    }));
}
/** An inserted column's cells, the one in the sheet's first row noted. */
function insertedColumnMarks(id, col, rows) {
    const out = [];
    for (const row of rows)
        for (const cell of row.cells)
            if (cell.col === col)
                out.push({
                    ref: (0,_refs__WEBPACK_IMPORTED_MODULE_0__/* .cellRef */ .Cp)(row.row, col),
                    kind: 'inserted',
                    note: row === rows[0] ? `[${id}] inserted column` : undefined,
                });
    return out;
}
/** A moved row's (or, given `col`, a moved column's) cells marked changed, the first one noted with where it came from. */
function movedMarks(id, change, rows, col) {
    const out = [];
    const from = /moved from (.*)$/.exec(change.place)?.[1] ?? 'elsewhere';
    for (const row of rows) {
        for (const cell of row.cells) {
            if (col !== undefined && cell.col !== col)
                continue;
            out.push({
                ref: (0,_refs__WEBPACK_IMPORTED_MODULE_0__/* .cellRef */ .Cp)(row.row, cell.col),
                kind: 'changed',
                note: out.length === 0 ? `[${id}] moved from ${from}` : undefined,
            });
        }
    }
    return out;
}
/** A deleted row that cannot be put back: the first cell of the target row below it says so. */
function deletedRowAboveMark(change, id, row) {
    return {
        ref: (0,_refs__WEBPACK_IMPORTED_MODULE_0__/* .cellRef */ .Cp)(row, 0),
        kind: 'deleted',
        note: `[${id}] deleted row of the source above this row: ${shortValues(change.text)}`,
    };
}
/** A deleted column that is not put back: the top cell of the target column right of it says so. */
function deletedColumnLeftMark(change, id, col, rows) {
    return {
        ref: (0,_refs__WEBPACK_IMPORTED_MODULE_0__/* .cellRef */ .Cp)(rows[0]?.row ?? 0, col),
        kind: 'deleted',
        note: `[${id}] deleted column of the source left of this one: ${shortValues(change.text)}`,
    };
}
function deletedRowNote(id, sourceRow) {
    return `[${id}] deleted row ${sourceRow + 1} of the source`;
}
/** Marks per sheet and cell; a cell marked by changes of different kinds is `changed`. */
class SheetMarks {
    bySheet = new Map();
    add(sheet, mark) {
        if (!mark)
            return;
        let sheetMarks = this.bySheet.get(sheet);
        if (!sheetMarks) {
            sheetMarks = new Map();
            this.bySheet.set(sheet, sheetMarks);
        }
        const existing = sheetMarks.get(mark.ref);
        if (existing) {
            if (mark.note)
                existing.notes.push(mark.note);
            if (existing.kind !== mark.kind)
                existing.kind = 'changed';
        }
        else
            sheetMarks.set(mark.ref, { kind: mark.kind, notes: mark.note ? [mark.note] : [] });
    }
    get size() {
        return this.bySheet.size;
    }
}
/** The summary sheet's rows: counts by kind, then one row per listed change with its id. */
function summaryRows(all, listed) {
    const ids = new Map(all.map((c, k) => [c, k]));
    const counts = new Map();
    for (const change of all)
        counts.set(change.kind, (counts.get(change.kind) ?? 0) + 1);
    const rows = [
        ['Changes', String(all.length)],
        ...[...counts].map(([kind, n]) => [kind, String(n)]),
        [],
        ['Id', 'Type', 'Place', 'Old', 'New'],
    ];
    for (const change of listed)
        rows.push([String(ids.get(change) ?? ''), change.kind, change.place, change.text, change.targetText]);
    return rows;
}
/**
 * A row's or column's values (`a | b | c`, as the change list has them in full) cut after `max`
 * values for a note in the sheet, which a reader takes in at a glance.
 */
function shortValues(text, max = 50) {
    const values = text.split(' | ');
    return values.length > max ? `${values.slice(0, max).join(' | ')} | …` : text;
}
/** Summary cells are capped below the 32,767 characters a spreadsheet cell holds. */
function summaryCellText(value) {
    return value.length > 32000 ? `${value.slice(0, 32000)}…` : value;
}
/**
 * What a styled spreadsheet result shows for each change: cell marks, rows and columns put
 * back (through `targets`), coloured tabs, and the summary sheet's list.
 */
function planMarks(changes, options, targets) {
    const marks = new SheetMarks();
    const summary = [];
    const tabColors = new Map();
    changes.forEach((change, id) => {
        const { story, path: ref } = targetPlace(change);
        const sheet = targets.sheet(story);
        const sourceSheet = targets.sourceSheet(change.source?.story ?? '');
        if (options.summaryPage)
            summary.push(change);
        if (!shownOnSheet(change, options))
            return;
        if (change.unit === 'story' && change.kind === 'Deleted')
            targets.deletedSheet?.(change);
        if (!sheet) {
            if (!options.summaryPage)
                summary.push(change);
            return;
        }
        switch (change.unit) {
            case 'cell':
                marks.add(sheet, cellMark(change, id, ref));
                break;
            case 'row': {
                const row = Number(ref.replace('row:', ''));
                if (change.kind === 'Moved')
                    for (const m of movedMarks(id, change, targets.rows(sheet).filter((r) => r.row === row), undefined))
                        marks.add(sheet, m);
                else if (change.kind === 'Inserted')
                    for (const m of insertedRowMarks(id, row, targets.rows(sheet)[change.target?.blockPath[1] ?? -1]))
                        marks.add(sheet, m);
                else {
                    const sourceRow = sourceSheet?.rows[change.source?.blockPath[1] ?? -1];
                    if (sourceRow)
                        targets.putBackRow(sheet, row, sourceRow, sourceSheet, deletedRowNote(id, sourceRow.row));
                    else
                        marks.add(sheet, deletedRowAboveMark(change, id, row));
                }
                break;
            }
            case 'column': {
                const col = Number(ref.replace('column:', ''));
                if (change.kind === 'Moved')
                    for (const m of movedMarks(id, change, targets.rows(sheet), col))
                        marks.add(sheet, m);
                else if (change.kind === 'Inserted')
                    for (const m of insertedColumnMarks(id, col, targets.rows(sheet)))
                        marks.add(sheet, m);
                else {
                    if (!targets.putBackColumn?.(sheet, col, change, id, sourceSheet))
                        marks.add(sheet, deletedColumnLeftMark(change, id, col, targets.rows(sheet)));
                    if (!options.summaryPage)
                        summary.push(change);
                }
                break;
            }
            case 'text':
                marks.add(sheet, commentMark(change, id, ref));
                break;
            default:
                if (change.unit === 'story' && change.kind === 'Inserted')
                    tabColors.set(sheet, options.inserted.fontColor ?? '0000FF');
                if (!options.summaryPage)
                    summary.push(change);
        }
    });
    return { marks, summary, tabColors };
}


/***/ }),

/***/ 15577:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $O: () => (/* binding */ shiftFormula),
/* harmony export */   B_: () => (/* binding */ stepsOf),
/* harmony export */   E8: () => (/* binding */ placeBeforeNextKept),
/* harmony export */   GD: () => (/* binding */ shiftArea),
/* harmony export */   JI: () => (/* binding */ mapSheetArea),
/* harmony export */   WJ: () => (/* binding */ shiftAreaList),
/* harmony export */   WY: () => (/* binding */ stringLiteralEnd),
/* harmony export */   XV: () => (/* binding */ mapFormulaAreas),
/* harmony export */   gl: () => (/* binding */ clampIndex),
/* harmony export */   hJ: () => (/* binding */ shiftSpan),
/* harmony export */   pe: () => (/* binding */ translateFormula),
/* harmony export */   sz: () => (/* binding */ MAX_COL),
/* harmony export */   t_: () => (/* binding */ shiftIndex),
/* harmony export */   wA: () => (/* binding */ mapSourceFormula),
/* harmony export */   yv: () => (/* binding */ axisMapping)
/* harmony export */ });
/* unused harmony exports MAX_ROW, mapAreaIndexes, translateArea */
/* harmony import */ var _refs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35777);

function stepsOf(shift) {
    return Array.isArray(shift) ? shift : [shift];
}
/** The new index of `index`, or undefined when the shift removed it. */
function shiftIndex(index, shift) {
    let out = index;
    for (const step of stepsOf(shift))
        if (out !== undefined)
            out = shiftOne(out, step);
    return out;
}
/** Like shiftIndex, but a removed index lands on the first one after the removal. */
function clampIndex(index, shift) {
    let out = index;
    for (const step of stepsOf(shift))
        out = shiftOne(out, step) ?? step.at;
    return out;
}
function shiftOne(index, edit) {
    if (edit.to !== undefined) {
        const { at: from, to } = edit;
        if (index === from)
            return to > from ? to - 1 : to;
        if (to > from)
            return index > from && index < to ? index - 1 : index;
        return index >= to && index < from ? index + 1 : index;
    }
    if (index < edit.at)
        return index;
    if (edit.count > 0)
        return index + edit.count;
    const removed = -edit.count;
    return index >= edit.at + removed ? index - removed : undefined;
}
/**
 * A span's new ends; undefined when the edit removed all of it. Removal inside shrinks it. With
 * a `limit` (the sheet's last index), an insertion that pushes the end past it keeps the end at
 * the limit as spreadsheet programs do (`B2:B1048576` stays down to the last row), and one that
 * pushes the start past it removes the span.
 */
function shiftSpan(first, last, shift, limit = Infinity) {
    let span = [first, last];
    for (const edit of stepsOf(shift)) {
        if (!span)
            return undefined;
        if (edit.to !== undefined) {
            // The moved one alone follows the move; a range it was part of closes up behind it and
            // takes it in where it lands inside the range.
            if (span[0] === edit.at && span[1] === edit.at) {
                const moved = shiftOne(edit.at, edit);
                span = [moved, moved];
            }
            else {
                const landing = edit.to > edit.at ? edit.to - 1 : edit.to;
                span = shiftSpan(span[0], span[1], [
                    { ...edit, to: undefined, count: -1 },
                    { ...edit, to: undefined, at: landing, count: 1 },
                ], limit);
            }
            continue;
        }
        if (edit.count > 0) {
            const a = shiftOne(span[0], edit);
            span = a > limit ? undefined : [a, Math.min(shiftOne(span[1], edit), limit)];
        }
        else {
            const a = shiftOne(span[0], edit) ?? edit.at;
            const b = shiftOne(span[1], edit) ?? edit.at - 1;
            span = a > b ? undefined : [a, b];
        }
    }
    return span;
}
const MAX_ROW = 1048575;
const MAX_COL = 16383;
function endpointText(e) {
    return `${e.col ? `${e.col.absolute ? '$' : ''}${(0,_refs__WEBPACK_IMPORTED_MODULE_0__/* .columnName */ .uS)(e.col.index)}` : ''}${e.row ? `${e.row.absolute ? '$' : ''}${e.row.index + 1}` : ''}`;
}
const CELL = /^(\$?)([A-Za-z]{1,3})(\$?)(\d{1,7})$/;
const COLUMN = /^(\$?)([A-Za-z]{1,3})$/;
const ROW = /^(\$?)(\d{1,7})$/;
function parseEndpoint(text, kind) {
    if (kind === 'cell') {
        const m = CELL.exec(text);
        if (!m)
            return undefined;
        const col = (0,_refs__WEBPACK_IMPORTED_MODULE_0__/* .columnIndex */ .PD)(m[2]);
        const row = Number(m[4]) - 1;
        if (col < 0 || col > MAX_COL || row < 0 || row > MAX_ROW)
            return undefined;
        return { col: { index: col, absolute: m[1] === '$' }, row: { index: row, absolute: m[3] === '$' } };
    }
    if (kind === 'col') {
        const m = COLUMN.exec(text);
        const col = m ? (0,_refs__WEBPACK_IMPORTED_MODULE_0__/* .columnIndex */ .PD)(m[2]) : -1;
        return m && col >= 0 && col <= MAX_COL ? { col: { index: col, absolute: m[1] === '$' } } : undefined;
    }
    const m = ROW.exec(text);
    const row = m ? Number(m[2]) - 1 : -1;
    return m && row >= 0 && row <= MAX_ROW ? { row: { index: row, absolute: m[1] === '$' } } : undefined;
}
/**
 * An area (`B7`, `$A$1:C9`, `A:C`, `3:5`) after the edit; `#REF!` when the edit removed it;
 * undefined when the text is not an area.
 */
function shiftArea(area, edit) {
    const [firstText, secondText, extra] = area.split(':');
    if (extra !== undefined)
        return undefined;
    const kinds = secondText === undefined ? ['cell'] : ['cell', 'col', 'row'];
    for (const kind of kinds) {
        const first = parseEndpoint(firstText, kind);
        const second = secondText === undefined ? first : parseEndpoint(secondText, kind);
        if (!first || !second)
            continue;
        const key = stepsOf(edit)[0]?.axis === 'col' ? 'col' : 'row';
        const a = first[key];
        const b = second[key];
        if (!a || !b)
            return area;
        const span = shiftSpan(Math.min(a.index, b.index), Math.max(a.index, b.index), edit, key === 'row' ? MAX_ROW : MAX_COL);
        if (!span)
            return '#REF!';
        const [lo, hi] = span;
        const swapped = a.index > b.index;
        const na = { ...first, [key]: { ...a, index: swapped ? hi : lo } };
        const nb = { ...second, [key]: { ...b, index: swapped ? lo : hi } };
        return secondText === undefined ? endpointText(na) : `${endpointText(na)}:${endpointText(nb)}`;
    }
    return undefined;
}
/**
 * An area (`B7`, `$A$1:C9`, `3:5`) with its rows or columns carried through `map`, which need not
 * be a single edit (rows put back, rows removed, rows kept elsewhere): a cell whose index is gone
 * is `#REF!`; a range keeps the first and last of its indexes that remain (`#REF!` when none
 * does). Undefined when the text is not an area; unchanged when it has no index of that axis.
 */
function mapAreaIndexes(area, axis, map) {
    const [firstText, secondText, extra] = area.split(':');
    if (extra !== undefined)
        return undefined;
    const kinds = secondText === undefined ? ['cell'] : ['cell', 'col', 'row'];
    const limit = axis === 'row' ? MAX_ROW : MAX_COL;
    for (const kind of kinds) {
        const first = parseEndpoint(firstText, kind);
        const second = secondText === undefined ? first : parseEndpoint(secondText, kind);
        if (!first || !second)
            continue;
        const a = first[axis];
        const b = second[axis];
        if (!a || !b)
            return area;
        const lo = Math.min(a.index, b.index);
        const hi = Math.max(a.index, b.index);
        let newLo;
        for (let k = lo; k <= hi && newLo === undefined; k++)
            newLo = map(k);
        let newHi;
        for (let k = hi; k >= lo && newHi === undefined; k--)
            newHi = map(k);
        if (newLo === undefined || newHi === undefined || newLo > limit)
            return '#REF!';
        newHi = Math.min(newHi, limit);
        const swapped = a.index > b.index;
        const na = { ...first, [axis]: { ...a, index: swapped ? newHi : newLo } };
        const nb = { ...second, [axis]: { ...b, index: swapped ? newLo : newHi } };
        return secondText === undefined ? endpointText(na) : `${endpointText(na)}:${endpointText(nb)}`;
    }
    return undefined;
}
/**
 * A formula (without `=`) written for the source workbook, with its references carried into the
 * result: `rowMaps` and `colMaps` say, per sheet name, where that sheet's source rows and columns
 * landed; unqualified references are on `ownSheet`. Sheets without a map are left alone.
 */
function mapSourceFormula(formula, ownSheet, rowMaps, colMaps = new Map()) {
    return mapFormulaAreas(formula, (area, target) => {
        const sheet = target.kind === 'local' ? ownSheet : target.kind === 'sheet' ? target.sheet : undefined;
        return sheet === undefined ? area : mapSheetArea(area, rowMaps.get(sheet), colMaps.get(sheet));
    });
}
/** An area carried through a sheet's row map and column map (either may be missing). */
function mapSheetArea(area, rowMap, colMap) {
    let out = area;
    if (rowMap)
        out = mapAreaIndexes(out, 'row', rowMap) ?? out;
    if (colMap && out !== '#REF!')
        out = mapAreaIndexes(out, 'col', colMap) ?? out;
    return out;
}
/**
 * Source column (or row) → target column: those not reported as deleted or inserted pair in
 * order, without end (columns right of the data pair too); a moved one goes where it moved to;
 * undefined for a deleted source one.
 */
function axisMapping(unit, sourceSheet, sheet, changes) {
    const deleted = [];
    const inserted = [];
    const moved = new Map();
    const indexOf = (path) => Number((path ?? '').replace(`${unit}:`, ''));
    for (const change of changes) {
        if (change.unit !== unit)
            continue;
        const fromSource = change.source?.story === `sheet:${sourceSheet.name}`;
        const toTarget = change.target?.story === `sheet:${sheet.name}`;
        if (change.kind === 'Deleted' && fromSource)
            deleted.push(indexOf(change.source.locator?.path));
        if (change.kind === 'Inserted' && toTarget)
            inserted.push(indexOf(change.target.locator?.path));
        // A move leaves its source place and takes a target place: the others pair around both.
        if (change.kind === 'Moved' && fromSource && toTarget) {
            const from = indexOf(change.source.locator?.path);
            const to = indexOf(change.target.locator?.path);
            deleted.push(from);
            inserted.push(to);
            moved.set(from, to);
        }
    }
    const deletedSet = new Set(deleted);
    inserted.sort((x, y) => x - y);
    return (col) => {
        const to = moved.get(col);
        if (to !== undefined)
            return to;
        if (deletedSet.has(col))
            return undefined;
        let out = col - deleted.filter((d) => d < col).length;
        for (const i of inserted)
            if (i <= out)
                out++;
        return out;
    };
}
/**
 * Where a moved row or column goes back to when its move is rejected, in target numbering:
 * before the target place of the first source row (column) after it that neither moved nor
 * went, or at `end` when none follows.
 */
function placeBeforeNextKept(unit, sourceIndex, sourceSheet, sheet, changes, end) {
    const toTarget = axisMapping(unit, sourceSheet, sheet, changes);
    const movedFrom = new Set();
    for (const change of changes)
        if (change.unit === unit && change.kind === 'Moved' && change.source?.story === `sheet:${sourceSheet.name}`)
            movedFrom.add(Number((change.source.locator?.path ?? '').replace(`${unit}:`, '')));
    const last = unit === 'row'
        ? (sourceSheet.rows[sourceSheet.rows.length - 1]?.row ?? 0)
        : Math.max(0, ...sourceSheet.rows.map((row) => row.cells[row.cells.length - 1]?.col ?? 0));
    for (let next = sourceIndex + 1; next <= last; next++) {
        if (movedFrom.has(next))
            continue;
        const at = toTarget(next);
        if (at !== undefined)
            return at;
    }
    return end;
}
/** A space-separated list of areas of the edited sheet (`sqref`, `ref`); removed areas drop out. */
function shiftAreaList(value, edit) {
    const out = [];
    for (const part of value.split(/\s+/)) {
        if (!part)
            continue;
        const shifted = shiftArea(part, edit);
        if (shifted === '#REF!')
            continue;
        out.push(shifted ?? part);
    }
    return out.join(' ');
}
const NAME_START = /[A-Za-z_\\\u00A0-\uFFFF]/;
const NAME_CHAR = /[\w.\\\u00A0-\uFFFF]/;
const AREA_AHEAD = /^(\$?[A-Za-z]{1,3}\$?\d{1,7}(?::\$?[A-Za-z]{1,3}\$?\d{1,7})?|\$?[A-Za-z]{1,3}:\$?[A-Za-z]{1,3}|\$?\d{1,7}:\$?\d{1,7})(?![\w.(!\[])/;
function unquote(name) {
    return name.startsWith("'") ? name.slice(1, -1).replace(/''/g, "'") : name;
}
/** Where the string literal opening at `start` ends (its doubled quotes are inside it): the offset after its closing quote. */
function stringLiteralEnd(formula, start) {
    let k = start + 1;
    while (k < formula.length && !(formula[k] === '"' && formula[k + 1] !== '"'))
        k += formula[k] === '"' ? 2 : 1;
    return k + 1;
}
/**
 * A formula (without `=`) with each of its areas (`A5`, `$B$2:C9`, `A:C`, `3:5`) replaced by what
 * `map` returns for it. String literals, structured references and function and defined names
 * are left alone.
 */
function mapFormulaAreas(formula, map) {
    let out = '';
    let i = 0;
    const n = formula.length;
    const area = (at, target) => {
        const m = AREA_AHEAD.exec(formula.slice(at, at + 40));
        if (!m)
            return at;
        out += map(m[1], target);
        return at + m[1].length;
    };
    while (i < n) {
        const ch = formula[i];
        if (ch === '"') {
            const end = stringLiteralEnd(formula, i);
            out += formula.slice(i, end);
            i = end;
            continue;
        }
        if (ch === '[') {
            // Structured references and external workbook indexes: `Table1[[#This Row],[A5]]`, `[1]Sheet1!A1`.
            let depth = 0;
            let k = i;
            for (; k < n; k++) {
                if (formula[k] === '[')
                    depth++;
                else if (formula[k] === ']' && --depth === 0)
                    break;
            }
            out += formula.slice(i, k + 1);
            i = k + 1;
            const external = /^(?:'(?:[^']|'')+'|[A-Za-z_\\\u00A0-\uFFFF][\w.\\\u00A0-\uFFFF]*)!/.exec(formula.slice(i));
            if (external) {
                out += external[0];
                i = area(i + external[0].length, { kind: 'other' });
            }
            continue;
        }
        if (ch === "'") {
            let k = i + 1;
            while (k < n && !(formula[k] === "'" && formula[k + 1] !== "'"))
                k += formula[k] === "'" ? 2 : 1;
            const quoted = formula.slice(i, k + 1);
            out += quoted;
            i = k + 1;
            if (formula[i] === '!') {
                out += '!';
                i = area(i + 1, { kind: 'sheet', sheet: unquote(quoted) });
            }
            continue;
        }
        const prev = i > 0 ? formula[i - 1] : '';
        if ((ch === '$' || /[A-Za-z0-9]/.test(ch)) && !NAME_CHAR.test(prev) && prev !== '$') {
            const m = AREA_AHEAD.exec(formula.slice(i, i + 40));
            if (m) {
                i = area(i, { kind: 'local' });
                continue;
            }
        }
        if (NAME_START.test(ch) && !NAME_CHAR.test(prev)) {
            let k = i + 1;
            while (k < n && NAME_CHAR.test(formula[k]))
                k++;
            // A 3-D span `Sheet1:Sheet3!` names several sheets.
            if (formula[k] === ':' && /^[A-Za-z_][\w.]*!/.test(formula.slice(k + 1))) {
                const end = formula.indexOf('!', k + 1);
                out += formula.slice(i, end + 1);
                i = area(end + 1, { kind: 'other' });
                continue;
            }
            const name = formula.slice(i, k);
            out += name;
            i = k;
            if (formula[i] === '!') {
                out += '!';
                i = area(i + 1, { kind: 'sheet', sheet: name });
            }
            continue;
        }
        if (/\d/.test(ch)) {
            // A number (`1.5E+3`) is one token, so its digits are never read as a row.
            const m = /^\d+(\.\d*)?([eE][+-]?\d+)?/.exec(formula.slice(i));
            out += m[0];
            i += m[0].length;
            continue;
        }
        out += ch;
        i++;
    }
    return out;
}
/**
 * A formula (without `=`) with the references that point into the edited sheet moved: qualified
 * ones naming it (`Sheet2!A5`, `'My Sheet'!A1:B9`, 3-D `Sheet1:Sheet3!A1` is left alone), and
 * unqualified ones when the formula itself lives on that sheet (`ownSheet`). Removed targets
 * become `#REF!` as spreadsheet programs do.
 */
function shiftFormula(formula, edit, ownSheet) {
    const sheet = stepsOf(edit)[0]?.sheet;
    if (sheet === undefined)
        return formula;
    const localApplies = ownSheet !== undefined && ownSheet === sheet;
    return mapFormulaAreas(formula, (area, target) => {
        const applies = target.kind === 'local' ? localApplies : target.kind === 'sheet' && target.sheet === sheet;
        return applies ? (shiftArea(area, edit) ?? area) : area;
    });
}
/** An area seen from `rows`/`cols` away: its relative parts move, `$` parts stay; off the sheet it is `#REF!`. */
function translateArea(area, rows, cols) {
    const [firstText, secondText, extra] = area.split(':');
    if (extra !== undefined)
        return area;
    const kinds = secondText === undefined ? ['cell'] : ['cell', 'col', 'row'];
    for (const kind of kinds) {
        const ends = [firstText, ...(secondText === undefined ? [] : [secondText])].map((text) => parseEndpoint(text, kind));
        if (ends.some((e) => !e))
            continue;
        const moved = [];
        for (const end of ends) {
            const col = end.col && (end.col.absolute ? end.col : { ...end.col, index: end.col.index + cols });
            const row = end.row && (end.row.absolute ? end.row : { ...end.row, index: end.row.index + rows });
            if ((col && (col.index < 0 || col.index > MAX_COL)) || (row && (row.index < 0 || row.index > MAX_ROW)))
                return '#REF!';
            moved.push({ col, row });
        }
        return moved.map(endpointText).join(':');
    }
    return area;
}
/** A formula as written in a cell `rows`/`cols` away from the one it was written for (shared formulas, fill). */
function translateFormula(formula, rows, cols) {
    if (rows === 0 && cols === 0)
        return formula;
    return mapFormulaAreas(formula, (area) => translateArea(area, rows, cols));
}


/***/ }),

/***/ 79536:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CF: () => (/* binding */ attr),
  sr: () => (/* reexport */ local),
  NO: () => (/* binding */ parseXml),
  uB: () => (/* binding */ readXlsxPackage),
  Q: () => (/* binding */ readXlsxPackageInflating)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/engine/archive/zip.ts
var zip = __webpack_require__(55380);
// EXTERNAL MODULE: ./src/engine/formats/shared/chart.ts
var chart = __webpack_require__(3607);
// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(17679);
// EXTERNAL MODULE: ./src/engine/formats/package/part-names.ts
var part_names = __webpack_require__(81372);
// EXTERNAL MODULE: ./src/engine/formats/package/scan.ts
var scan = __webpack_require__(44389);
;// CONCATENATED MODULE: ./src/engine/formats/cells/numfmt.ts
/**
 * Spreadsheet number formats: a cell's stored number shown as Excel and Calc show it (General,
 * fixed decimals, grouping, percent, scientific, fractions, dates and times in the 1900 and 1904
 * date systems). Two workbooks that display the same are compared as equal, whatever serial
 * numbers or float noise they store.
 */
const BUILTIN_NUMBER_FORMATS = {
    0: 'General',
    1: '0',
    2: '0.00',
    3: '#,##0',
    4: '#,##0.00',
    9: '0%',
    10: '0.00%',
    11: '0.00E+00',
    12: '# ?/?',
    13: '# ??/??',
    // Excel shows its short date with a four-digit year (as LibreOffice writes id 14 out).
    14: 'm/d/yyyy',
    15: 'd-mmm-yy',
    16: 'd-mmm',
    17: 'mmm-yy',
    18: 'h:mm AM/PM',
    19: 'h:mm:ss AM/PM',
    20: 'h:mm',
    21: 'h:mm:ss',
    22: 'm/d/yyyy h:mm',
    37: '#,##0 ;(#,##0)',
    38: '#,##0 ;[Red](#,##0)',
    39: '#,##0.00;(#,##0.00)',
    40: '#,##0.00;[Red](#,##0.00)',
    45: 'mm:ss',
    46: '[h]:mm:ss',
    47: 'mmss.0',
    48: '##0.0E+0',
    49: '@',
    // Locale-dependent ids Excel writes for East Asian builds; shown as their usual western equivalents.
    27: 'm/d/yy',
    30: 'm/d/yy',
    36: 'm/d/yy',
    50: 'm/d/yy',
    57: 'm/d/yy',
};
const MONTHS = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const PLAIN_NUMBER = /^-?(?!0\.0000)(0|[1-9]\d*)(\.\d*[1-9])?$/;
/** General format: up to 11 significant digits, like Excel's default column. */
function formatGeneral(value, stored) {
    // Most stored numbers are already what General shows (`42`, `-3.5`): skip the float work.
    if (stored !== undefined && stored.length <= 11 && PLAIN_NUMBER.test(stored))
        return stored;
    if (!Number.isFinite(value))
        return String(value);
    if (value === 0)
        return '0';
    const abs = Math.abs(value);
    if (abs >= 1e11 || abs < 1e-9) {
        const [mantissa, exponent] = value.toExponential(5).split('e');
        const trimmed = mantissa.includes('.') ? mantissa.replace(/0+$/, '').replace(/\.$/, '') : mantissa;
        const e = Number(exponent);
        return `${trimmed}E${e < 0 ? '-' : '+'}${String(Math.abs(e)).padStart(2, '0')}`;
    }
    if (Number.isInteger(value))
        return String(value);
    const rounded = Number(value.toPrecision(abs >= 1 ? 11 : 10));
    const text = String(rounded);
    if (!text.includes('e'))
        return text;
    return rounded
        .toFixed(Math.min(20, 10 - Math.floor(Math.log10(abs))))
        .replace(/0+$/, '')
        .replace(/\.$/, '');
}
/** Whether a format code shows dates or times. */
function isDateFormat(code) {
    const bare = stripLiterals(code.split(';')[0]).replace(/\[[^\]]*\]/g, (m) => /^\[(h+|m+|s+)\]$/i.test(m) ? 'h' : '');
    return /[dmyhs]/i.test(bare) && !/^general$/i.test(bare.trim());
}
function stripLiterals(code) {
    return code
        .replace(/"[^"]*"/g, '')
        .replace(/\\./g, '')
        .replace(/_./g, '')
        .replace(/\*./g, '');
}
/** A date serial as a calendar date and time (UTC fields). */
function serialToDate(serial, date1904) {
    let days = serial;
    if (!date1904 && serial < 60)
        days += 1; // Excel's fictitious 1900-02-29 shifts the early serials.
    const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
    return new Date(epoch + Math.round(days * 86400000));
}
/** The serial of a date (for `t="d"` ISO cells). */
function dateToSerial(date, date1904) {
    const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
    let days = (date.getTime() - epoch) / 86400000;
    if (!date1904 && days < 61)
        days -= 1;
    return days;
}
/** Splits a format code into its `;` sections, minding quotes and brackets. */
function sections(code) {
    const out = [];
    let current = '';
    let quoted = false;
    let bracket = false;
    for (let i = 0; i < code.length; i++) {
        const ch = code[i];
        if (ch === '\\' && !quoted) {
            current += ch + (code[i + 1] ?? '');
            i++;
            continue;
        }
        if (ch === '"')
            quoted = !quoted;
        else if (ch === '[' && !quoted)
            bracket = true;
        else if (ch === ']' && !quoted)
            bracket = false;
        if (ch === ';' && !quoted && !bracket) {
            out.push(current);
            current = '';
        }
        else
            current += ch;
    }
    out.push(current);
    return out;
}
/**
 * Parsed format codes, shared by every workbook the process reads: immutable, keyed by the code's
 * text, and bounded (a workbook with thousands of distinct codes must not grow a server's memory).
 */
const CACHE_LIMIT = 1024;
const formatCache = new Map();
function remember(cache, key, value) {
    if (cache.size >= CACHE_LIMIT)
        cache.delete(cache.keys().next().value);
    cache.set(key, value);
    return value;
}
/** A number shown with a format code; a text value through the text section (`@`). */
function formatNumber(value, code, date1904) {
    if (!code || /^general$/i.test(code))
        return formatGeneral(value);
    let parts = formatCache.get(code);
    if (!parts) {
        parts = remember(formatCache, code, sections(code));
    }
    let section = parts[0];
    let shown = value;
    const condition = (s) => /^\[(<=|>=|<>|<|>|=)(-?[\d.]+)\]/.exec(s.replace(/^\[[A-Za-z]+\d*\]/, ''));
    if (parts.length >= 2 && (condition(parts[0]) || condition(parts[1]))) {
        section = pickConditional(parts, value);
    }
    else if (value < 0 && parts.length >= 2) {
        section = parts[1];
        shown = -value;
    }
    else if (value === 0 && parts.length >= 3) {
        section = parts[2];
    }
    try {
        return formatSection(shown, section, date1904);
    }
    catch {
        return formatGeneral(value);
    }
}
function pickConditional(parts, value) {
    for (const part of parts.slice(0, 2)) {
        const match = /\[(<=|>=|<>|<|>|=)(-?[\d.]+)\]/.exec(part);
        if (!match)
            continue;
        const limit = Number(match[2]);
        const ok = match[1] === '<'
            ? value < limit
            : match[1] === '>'
                ? value > limit
                : match[1] === '<='
                    ? value <= limit
                    : match[1] === '>='
                        ? value >= limit
                        : match[1] === '='
                            ? value === limit
                            : value !== limit;
        if (ok)
            return part;
    }
    return parts[2] ?? parts[parts.length - 1];
}
function tokenize(section) {
    const tokens = [];
    const literal = (value) => tokens.push({ kind: 'literal', value });
    for (let i = 0; i < section.length; i++) {
        const ch = section[i];
        if (ch === '"') {
            const end = section.indexOf('"', i + 1);
            literal(section.slice(i + 1, end < 0 ? undefined : end));
            i = end < 0 ? section.length : end;
        }
        else if (ch === '\\') {
            literal(section[i + 1] ?? '');
            i++;
        }
        else if (ch === '_') {
            literal(' ');
            i++;
        }
        else if (ch === '*') {
            i++;
        }
        else if (ch === '[') {
            const end = section.indexOf(']', i);
            const inner = section.slice(i + 1, end < 0 ? undefined : end);
            if (/^(h+|m+|s+)$/i.test(inner))
                tokens.push({ kind: 'date', value: `[${inner.toLowerCase()}]` });
            else if (inner.startsWith('$'))
                literal(inner.slice(1).split('-')[0]);
            i = end < 0 ? section.length : end;
        }
        else if (ch === '@') {
            tokens.push({ kind: 'text', value: '@' });
        }
        else if (/[0#?.,%]/.test(ch) || ((ch === 'E' || ch === 'e') && /[+-]/.test(section[i + 1] ?? ''))) {
            if (ch === 'E' || ch === 'e') {
                tokens.push({ kind: 'placeholder', value: `E${section[i + 1]}` });
                i++;
            }
            else
                tokens.push({ kind: 'placeholder', value: ch });
        }
        else if (/[ymdhs]/i.test(ch)) {
            let j = i;
            while (j < section.length && section[j].toLowerCase() === ch.toLowerCase())
                j++;
            tokens.push({ kind: 'date', value: section.slice(i, j).toLowerCase() });
            i = j - 1;
        }
        else if (/^(am\/pm|a\/p)/i.test(section.slice(i))) {
            const m = /^(am\/pm|a\/p)/i.exec(section.slice(i));
            tokens.push({ kind: 'date', value: m[1].toLowerCase() });
            i += m[1].length - 1;
        }
        else if (ch === '/' && tokens.some((t) => t.kind === 'placeholder')) {
            tokens.push({ kind: 'placeholder', value: '/' });
        }
        else {
            literal(ch);
        }
    }
    return tokens;
}
/** Tokens of one section of a format code: immutable, bounded like formatCache. */
const tokenCache = new Map();
function formatSection(value, section, date1904) {
    let tokens = tokenCache.get(section);
    if (!tokens) {
        tokens = remember(tokenCache, section, tokenize(section));
    }
    if (tokens.some((t) => t.kind === 'date'))
        return formatDate(value, tokens, date1904);
    const placeholders = tokens.filter((t) => t.kind === 'placeholder');
    if (placeholders.length === 0) {
        const text = tokens.map((t) => (t.kind === 'text' ? formatGeneral(value) : t.value)).join('');
        return text.trim() === '' && !section.includes('"') ? formatGeneral(value) : text;
    }
    // Fractions need the spaces between their parts (`# ?/?`); other patterns are placeholders only.
    const pattern = placeholders.some((t) => t.value === '/')
        ? section.replace(/"[^"]*"|\[[^\]]*\]|\\./g, '').trim()
        : placeholders.map((t) => t.value).join('');
    const number = formatPattern(value, pattern);
    if (pattern.includes('/')) {
        const first = tokens.findIndex((t) => t.kind === 'placeholder');
        const last = tokens.length - 1 - [...tokens].reverse().findIndex((t) => t.kind === 'placeholder');
        const literal = (list) => list.map((t) => (t.kind === 'text' ? formatGeneral(value) : t.value)).join('');
        return literal(tokens.slice(0, first)) + number + literal(tokens.slice(last + 1));
    }
    let out = '';
    let placed = false;
    for (const token of tokens) {
        if (token.kind === 'placeholder') {
            if (!placed)
                out += number;
            else if (token.value === '%' && !pattern.includes('/'))
                out += '%';
            placed = true;
        }
        else if (token.kind === 'text')
            out += formatGeneral(value);
        else
            out += token.value;
    }
    return out;
}
/** The number part of a format: `#,##0.00`, `0%`, `0.00E+00`, `# ?/?`. */
function formatPattern(value, pattern) {
    let v = value;
    for (const ch of pattern)
        if (ch === '%')
            v *= 100;
    const core = pattern.replace(/%/g, '');
    if (core.includes('/'))
        return formatFraction(v, core);
    const exponentAt = core.search(/E[+-]/);
    if (exponentAt >= 0) {
        const mantissaPattern = core.slice(0, exponentAt);
        const decimals = (mantissaPattern.split('.')[1] ?? '').replace(/[^0#?]/g, '').length;
        const intDigits = Math.max(1, (mantissaPattern.split('.')[0] ?? '').replace(/[^0#?]/g, '').length);
        let exponent = v === 0 ? 0 : Math.floor(Math.log10(Math.abs(v)));
        if (intDigits > 1)
            exponent = Math.floor(exponent / intDigits) * intDigits;
        let mantissa = v / 10 ** exponent;
        if (Number(Math.abs(mantissa).toFixed(decimals)) >= 10 ** intDigits) {
            exponent += intDigits;
            mantissa = v / 10 ** exponent;
        }
        const expDigits = core.slice(exponentAt + 2).replace(/[^0#?]/g, '').length || 1;
        const sign = exponent < 0 ? '-' : core[exponentAt + 1] === '+' ? '+' : '';
        return `${mantissa.toFixed(decimals)}E${sign}${String(Math.abs(exponent)).padStart(expDigits, '0')}`;
    }
    // Trailing commas scale by thousands.
    let scaled = core;
    while (/,$/.test(scaled)) {
        v /= 1000;
        scaled = scaled.slice(0, -1);
    }
    const [intPattern, decPattern = ''] = scaled.split('.');
    const decimals = decPattern.replace(/[^0#?]/g, '');
    const fixed = Math.abs(v).toFixed(decimals.length);
    const [intDigits, decText = ''] = fixed.split('.');
    let intText = intDigits;
    const minInt = intPattern.replace(/[^0]/g, '').length;
    if (intText === '0' && minInt === 0)
        intText = '';
    intText = intText.padStart(minInt, '0');
    if (intPattern.includes(','))
        intText = intText.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    // Optional decimals (`#`) drop their trailing zeros; `?` turns them to spaces.
    let cut = decText.length;
    while (cut > 0 && decText[cut - 1] === '0' && decimals[cut - 1] !== '0')
        cut--;
    const decShown = decText.slice(0, cut) + [...decimals.slice(cut)].map((d) => (d === '?' ? ' ' : '')).join('');
    const negative = v < 0 && Number(fixed) !== 0;
    return `${negative ? '-' : ''}${intText}${scaled.includes('.') && (decShown.length > 0 || decimals.length === 0) ? '.' : ''}${decShown}`;
}
function formatFraction(value, pattern) {
    const [left, denominatorPattern] = pattern.split('/');
    const whole = /[0#?]\s+[0#?]/.test(left);
    const fixedDenominator = /^\d+$/.test(denominatorPattern.trim()) ? Number(denominatorPattern.trim()) : undefined;
    const maxDenominator = fixedDenominator ?? 10 ** Math.max(1, denominatorPattern.replace(/[^0#?]/g, '').length) - 1;
    const negative = value < 0;
    const abs = Math.abs(value);
    const integer = whole ? Math.floor(abs) : 0;
    const rest = abs - integer;
    let bestN = 0;
    let bestD = 1;
    if (fixedDenominator) {
        bestD = fixedDenominator;
        bestN = Math.round(rest * bestD);
    }
    else {
        let bestError = Infinity;
        for (let d = 1; d <= maxDenominator; d++) {
            const n = Math.round(rest * d);
            const error = Math.abs(rest - n / d);
            if (error < bestError - 1e-12) {
                bestError = error;
                bestN = n;
                bestD = d;
            }
        }
    }
    const sign = negative ? '-' : '';
    if (whole) {
        if (bestN === 0)
            return `${sign}${integer}`;
        if (integer === 0 && bestN === 0)
            return '0';
        if (bestN === bestD)
            return `${sign}${integer + 1}`;
        return integer ? `${sign}${integer} ${bestN}/${bestD}` : `${sign}${bestN}/${bestD}`;
    }
    return `${sign}${bestN}/${bestD}`;
}
function formatDate(value, tokens, date1904) {
    const hasHalfDay = tokens.some((t) => t.value === 'am/pm' || t.value === 'a/p');
    const date = serialToDate(value, date1904);
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth();
    const day = date.getUTCDate();
    const hours = date.getUTCHours();
    const minutes = date.getUTCMinutes();
    const seconds = date.getUTCSeconds();
    let out = '';
    for (let i = 0; i < tokens.length; i++) {
        const token = tokens[i];
        if (token.kind !== 'date') {
            if (token.kind === 'placeholder') {
                out += token.value === '0' ? String(Math.floor(date.getUTCMilliseconds() / 100)) : token.value;
                continue;
            }
            out += token.kind === 'text' ? formatGeneral(value) : token.value;
            continue;
        }
        const v = token.value;
        // `m` means minutes right after hours or right before seconds.
        const previousDate = tokens
            .slice(0, i)
            .reverse()
            .find((t) => t.kind === 'date');
        const nextDate = tokens.slice(i + 1).find((t) => t.kind === 'date');
        const minute = (v === 'm' || v === 'mm') &&
            (previousDate?.value.startsWith('h') || previousDate?.value.startsWith('[h') || nextDate?.value.startsWith('s'));
        if (v.startsWith('[')) {
            const total = value * 24;
            const unit = v[1];
            const n = unit === 'h'
                ? Math.floor(total + 1e-9)
                : unit === 'm'
                    ? Math.floor(total * 60 + 1e-7)
                    : Math.round(total * 3600);
            out += String(n).padStart(v.length - 2, '0');
        }
        else if (v.startsWith('y'))
            out += v.length <= 2 ? String(year % 100).padStart(2, '0') : String(year);
        else if (minute)
            out += v.length === 2 ? String(minutes).padStart(2, '0') : String(minutes);
        else if (v.startsWith('m'))
            out +=
                v.length === 1
                    ? String(month + 1)
                    : v.length === 2
                        ? String(month + 1).padStart(2, '0')
                        : v.length === 3
                            ? MONTHS[month].slice(0, 3)
                            : v.length === 5
                                ? MONTHS[month][0]
                                : MONTHS[month];
        else if (v.startsWith('d'))
            out +=
                v.length === 1
                    ? String(day)
                    : v.length === 2
                        ? String(day).padStart(2, '0')
                        : v.length === 3
                            ? DAYS[date.getUTCDay()].slice(0, 3)
                            : DAYS[date.getUTCDay()];
        else if (v.startsWith('h')) {
            const h = hasHalfDay ? hours % 12 || 12 : hours;
            out += v.length >= 2 ? String(h).padStart(2, '0') : String(h);
        }
        else if (v.startsWith('s'))
            out += v.length >= 2 ? String(seconds).padStart(2, '0') : String(seconds);
        else if (v === 'am/pm')
            out += hours < 12 ? 'AM' : 'PM';
        else if (v === 'a/p')
            out += hours < 12 ? 'A' : 'P';
        else
            out += v;
    }
    return out;
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: ./src/engine/formats/shared/xml-depth.ts
var xml_depth = __webpack_require__(37854);
;// CONCATENATED MODULE: ./src/engine/formats/cells/byte-xml.ts



/**
 * An XML tokenizer over a part's bytes, for the two parts of a workbook that are large and
 * regular: worksheets and shared strings. Why not the generic scanner (../package/scan): that
 * one reads a string, so a 70 MB worksheet was first decoded into a 70 MB string (held beside
 * its bytes), and it hands every tag to callbacks by name with an attribute view; here element
 * names become small codes compared by their bytes, attribute values are positions, and a
 * handler may take a whole element (`<c r="B2"><v>7</v></c>`) in one step. Values are cut out
 * as strings only where a reader keeps them.
 *
 * It accepts a strict subset of what the generic scanner accepts, and any departure from it
 * (or from the shapes a handler knows) ends the read with `UNUSUAL`: the caller then reads the
 * part with the generic scanner, which either reads it (so odd but legal parts read exactly as
 * before) or gives its usual one-line error (so damaged parts are refused exactly as before).
 * Hence no error messages here.
 */
/** Thrown when the part leaves the shapes read here; the caller falls back to the generic scanner. */
const UNUSUAL = new Error('part read by the generic scanner instead');
const utf8 = new TextDecoder('utf-8');
function isSpace(c) {
    return c === 32 || c === 9 || c === 10 || c === 13;
}
class ByteXmlReader {
    bytes;
    codes;
    /** Attributes of the current start tag: name start, name end, value start, value end. */
    attributes = new Int32Array(64);
    attributeCount = 0;
    known = [];
    /** Whether the bytes are a Buffer, whose latin1Slice cuts ASCII text fastest. */
    latin1;
    /** Elements open at the end of the bytes read so far (see feed). */
    stack = [];
    seenRoot = false;
    fed = false;
    /** The whole part as one string when asked for and all ASCII (its offsets are then the bytes'). */
    whole;
    /** `codes`: the handler's code for each element local name it cares about. */
    constructor(bytes, codes, options = {}) {
        this.bytes = bytes;
        this.codes = codes;
        this.latin1 = Buffer.isBuffer(bytes);
        // A part whose values are mostly kept (shared strings): texts cut from one string are slices
        // of it, made in the JavaScript heap, rather than half a million separate decodes.
        if (options.wholeText && (0,external_node_buffer_.isAscii)(bytes))
            this.whole = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
    }
    /** The text of bytes `start`..`end` (UTF-8), with entity references decoded when `decode`. */
    text(start, end, decode = true) {
        const b = this.bytes;
        let out;
        if (this.whole !== undefined)
            out = this.whole.slice(start, end);
        else if (end - start <= 64) {
            // Short ASCII (most values): no decoder.
            let ascii = true;
            for (let k = start; k < end && ascii; k++)
                ascii = b[k] < 128;
            if (ascii) {
                if (this.latin1)
                    out = b.latin1Slice(start, end);
                else {
                    out = '';
                    for (let k = start; k < end; k++)
                        out += String.fromCharCode(b[k]);
                }
            }
        }
        out ??= utf8.decode(b.subarray(start, end));
        return decode ? (0,scan/* decodeEntities */.Sm)(out) : out;
    }
    /** Index of the attribute named `name` (qualified, else by local name as the generic scanner finds it), or -1. */
    find(name) {
        const b = this.bytes;
        const a = this.attributes;
        const length = name.length;
        let byLocal = -1;
        for (let k = 0; k < this.attributeCount; k++) {
            const s = a[k * 4];
            const e = a[k * 4 + 1];
            if (e - s === length && this.nameIs(s, name))
                return k;
            if (byLocal < 0 && e - s > length && b[e - length - 1] === 58 /* : */ && this.nameIs(e - length, name))
                byLocal = k;
        }
        return byLocal;
    }
    nameIs(at, name) {
        for (let k = 0; k < name.length; k++)
            if (this.bytes[at + k] !== name.charCodeAt(k))
                return false;
        return true;
    }
    /** The decoded value of attribute `k` (see find), or undefined for -1. */
    value(k) {
        if (k < 0)
            return undefined;
        return this.text(this.attributes[k * 4 + 2], this.attributes[k * 4 + 3]);
    }
    run(handler) {
        this.feed(handler, this.bytes);
        this.end();
    }
    /**
     * Reads the next piece of a part given in pieces (a worksheet as it is inflated), each ending
     * between two tags: positions then refer to this piece until the next. A piece cut inside a
     * comment, CDATA section or processing instruction ends the read with UNUSUAL (as damage
     * does), and the caller reads the part whole.
     */
    feed(handler, bytes) {
        this.bytes = bytes;
        this.latin1 = Buffer.isBuffer(bytes);
        const b = bytes;
        const n = b.length;
        const stack = this.stack;
        let i = 0;
        // TextDecoder drops one byte order mark and the sheet reader a second one.
        if (!this.fed)
            for (let boms = 0; boms < 2 && b[i] === 0xef && b[i + 1] === 0xbb && b[i + 2] === 0xbf; boms++)
                i += 3;
        this.fed = true;
        let seenRoot = this.seenRoot;
        while (i < n) {
            let lt = i;
            let amp = -1;
            while (lt < n && b[lt] !== 60 /* < */) {
                if (b[lt] === 38 /* & */ && amp < 0)
                    amp = lt;
                lt++;
            }
            if (lt > i) {
                if (stack.length)
                    handler.text(this, i, lt, amp);
                else
                    for (let k = i; k < lt; k++)
                        if (!isSpace(b[k]))
                            throw UNUSUAL;
            }
            if (lt >= n)
                break;
            const next = b[lt + 1];
            if (next === 47 /* / */) {
                const open = stack.pop();
                if (!open)
                    throw UNUSUAL;
                const name = open.bytes;
                let k = lt + 2;
                for (let m = 0; m < name.length; m++, k++)
                    if (b[k] !== name[m])
                        throw UNUSUAL;
                while (k < n && isSpace(b[k]))
                    k++;
                if (b[k] !== 62 /* > */)
                    throw UNUSUAL;
                handler.close(open.code);
                i = k + 1;
                continue;
            }
            if (next === 33 /* ! */) {
                if (b[lt + 2] === 45 && b[lt + 3] === 45) {
                    const close = this.indexOf3(45, 45, 62, lt + 4); // -->
                    if (close < 0)
                        throw UNUSUAL;
                    i = close + 3;
                }
                else if (this.startsWith(lt, '<![CDATA[')) {
                    const close = this.indexOf3(93, 93, 62, lt + 9); // ]]>
                    if (close < 0)
                        throw UNUSUAL;
                    if (stack.length)
                        handler.cdata(this, lt + 9, close);
                    i = close + 3;
                }
                else
                    throw UNUSUAL; // a doctype: left to the generic scanner
                continue;
            }
            if (next === 63 /* ? */) {
                const close = this.indexOf2(63, 62, lt + 2); // ?>
                if (close < 0)
                    throw UNUSUAL;
                i = close + 2;
                continue;
            }
            // Start tag: name, then attributes up to `>` or `/>`.
            let k = lt + 1;
            while (k < n) {
                const c = b[k];
                if (c === 32 || c === 62 || c === 47 || c === 9 || c === 10 || c === 13)
                    break;
                k++;
            }
            if (k === lt + 1 || k >= n)
                throw UNUSUAL;
            const name = this.nameAt(lt + 1, k);
            this.attributeCount = 0;
            let selfClosing = false;
            for (;;) {
                while (k < n && isSpace(b[k]))
                    k++;
                if (k >= n)
                    throw UNUSUAL;
                const c = b[k];
                if (c === 62) {
                    k++;
                    break;
                }
                if (c === 47) {
                    if (b[k + 1] !== 62)
                        throw UNUSUAL;
                    selfClosing = true;
                    k += 2;
                    break;
                }
                k = this.attribute(k);
            }
            if (!stack.length && seenRoot)
                throw UNUSUAL;
            seenRoot = true;
            // The generic scanner refuses what nests past the limit; this reader leaves it to it.
            if (stack.length + 4 >= xml_depth/* MAX_XML_DEPTH */.zH)
                throw UNUSUAL;
            const taken = handler.open(this, name.code, k, selfClosing, name.prefixed);
            if (taken >= 0)
                i = taken;
            else if (selfClosing) {
                handler.close(name.code);
                i = k;
            }
            else {
                stack.push(name);
                i = handler.content(this, name.code, k);
            }
        }
        this.seenRoot = seenRoot;
    }
    /** The part is read to its end: every element closed. */
    end() {
        if (this.stack.length || !this.seenRoot)
            throw UNUSUAL;
    }
    /** Reads one attribute at `k` (its name's first byte); returns the position after its value. */
    attribute(k) {
        const b = this.bytes;
        const n = b.length;
        const nameStart = k;
        while (k < n) {
            const c = b[k];
            if (c === 61 /* = */ || isSpace(c))
                break;
            if (c === 60 || c === 62 || c === 47 || c === 34 || c === 39)
                throw UNUSUAL;
            k++;
        }
        const nameEnd = k;
        while (k < n && isSpace(b[k]))
            k++;
        if (b[k] !== 61 || nameEnd === nameStart)
            throw UNUSUAL;
        k++;
        while (k < n && isSpace(b[k]))
            k++;
        const quote = b[k];
        if (quote !== 34 && quote !== 39)
            throw UNUSUAL;
        const valueStart = ++k;
        let amp = false;
        while (k < n && b[k] !== quote) {
            if (b[k] === 38)
                amp = true;
            k++;
        }
        if (k >= n)
            throw UNUSUAL;
        // An entity reference is checked as the generic scanner checks it (which throws on a bad one).
        if (amp)
            this.text(valueStart, k);
        const a = this.attributes;
        const count = this.attributeCount;
        const length = nameEnd - nameStart;
        for (let m = 0; m < count; m++) {
            const s = a[m * 4];
            if (a[m * 4 + 1] - s !== length)
                continue;
            let same = true;
            for (let q = 0; q < length && same; q++)
                same = b[s + q] === b[nameStart + q];
            if (same)
                throw UNUSUAL;
        }
        if ((count + 1) * 4 > a.length) {
            this.attributes = new Int32Array(a.length * 2);
            this.attributes.set(a);
        }
        const at = count * 4;
        this.attributes[at] = nameStart;
        this.attributes[at + 1] = nameEnd;
        this.attributes[at + 2] = valueStart;
        this.attributes[at + 3] = k;
        this.attributeCount = count + 1;
        return k + 1;
    }
    /** The element name at `start`..`end`, most recently met names first. */
    nameAt(start, end) {
        const b = this.bytes;
        const known = this.known;
        const length = end - start;
        for (let k = 0; k < known.length; k++) {
            const name = known[k];
            const bytes = name.bytes;
            if (bytes.length !== length)
                continue;
            let at = 0;
            while (at < length && bytes[at] === b[start + at])
                at++;
            if (at === length) {
                if (k > 0) {
                    known[k] = known[0];
                    known[0] = name;
                }
                return name;
            }
        }
        const text = this.text(start, end, false);
        const colon = text.indexOf(':');
        const name = {
            bytes: b.slice(start, end),
            code: this.codes.get(colon < 0 ? text : text.slice(colon + 1)) ?? 0,
            prefixed: colon >= 0,
        };
        if (known.length < 64)
            known.push(name);
        return name;
    }
    startsWith(at, ascii) {
        for (let k = 0; k < ascii.length; k++)
            if (this.bytes[at + k] !== ascii.charCodeAt(k))
                return false;
        return true;
    }
    indexOf2(x, y, from) {
        const b = this.bytes;
        for (let k = b.indexOf(x, from); k >= 0; k = b.indexOf(x, k + 1))
            if (b[k + 1] === y)
                return k;
        return -1;
    }
    indexOf3(x, y, z, from) {
        const b = this.bytes;
        for (let k = b.indexOf(x, from); k >= 0; k = b.indexOf(x, k + 1))
            if (b[k + 1] === y && b[k + 2] === z)
                return k;
        return -1;
    }
}

// EXTERNAL MODULE: ./src/engine/formats/cells/formula.ts
var cells_formula = __webpack_require__(47245);
// EXTERNAL MODULE: ./src/engine/formats/cells/model.ts
var model = __webpack_require__(20238);
// EXTERNAL MODULE: ./src/engine/formats/cells/refs.ts
var refs = __webpack_require__(35777);
;// CONCATENATED MODULE: ./src/engine/formats/cells/worksheet.ts






/**
 * The two large parts of a workbook, worksheets and shared strings, read from their bytes
 * (./byte-xml) with the generic scanner (../package/scan) as the fallback for any part the
 * byte reader leaves to it: a part reads the same either way, and a damaged one is refused
 * with the generic scanner's one-line error.
 */
const worksheet_utf8 = new TextDecoder('utf-8');
/** Element names by local name, as the generic reader matches them. */
function local(name) {
    const colon = name.indexOf(':');
    return colon < 0 ? name : name.slice(colon + 1);
}
/** A part's text as the generic scanner reads it (one or two byte order marks dropped). */
function partText(bytes) {
    const text = worksheet_utf8.decode(bytes);
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
/**
 * OOXML's `_xHHHH_` escapes (ST_Xstring): a character XML cannot hold, or `_x005F_` for a `_`
 * that would otherwise start one. Excel, LibreOffice and openpyxl all show them decoded, so
 * `_x005F_x000D_` reads `_x000D_` and `_x000D_` a carriage return.
 */
function decodeXmlEscapes(text) {
    if (!text.includes('_x'))
        return text;
    return text.replace(/_x([0-9A-Fa-f]{4})_/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));
}
/** Collects run colours while a shared strings part is read (both readers share it). */
class RunColors {
    byItem = new Map();
    runs = [];
    colored = false;
    runColor;
    runStart = -1;
    startItem() {
        this.runs = [];
        this.colored = false;
        this.runStart = -1;
    }
    startRun(textSoFar) {
        this.runStart = textSoFar;
        this.runColor = undefined;
    }
    color(get) {
        if (this.runStart < 0)
            return;
        this.runColor = colorFrom(get) ?? 'auto';
        this.colored = true;
    }
    endRun(text) {
        if (this.runStart < 0)
            return;
        if (text.slice(this.runStart).trim())
            this.runs.push(this.runColor);
        this.runStart = -1;
    }
    endItem(index) {
        if (this.colored && this.runs.length)
            this.byItem.set(index, this.runs);
    }
}
/** Shared strings read by the generic scanner: the text of each `si`, phonetic runs (`rPh`) left out. */
function readSharedStringsText(text, part) {
    const strings = [];
    const colors = new RunColors();
    let current = '';
    let inText = 0;
    let inPhonetic = 0;
    (0,scan/* tokenizeXml */.Hr)(text, part, {
        open(tagName, attributes) {
            const name = local(tagName);
            if (name === 'si') {
                current = '';
                colors.startItem();
            }
            else if (name === 't')
                inText++;
            else if (name === 'rPh')
                inPhonetic++;
            else if (name === 'r' && inPhonetic === 0)
                colors.startRun(current.length);
            else if (name === 'color')
                colors.color((n) => attributes.get(n));
        },
        text(chunk) {
            if (inText > 0 && inPhonetic === 0)
                current += chunk;
        },
        close(tagName) {
            const name = local(tagName);
            if (name === 'si') {
                colors.endItem(strings.length);
                strings.push(decodeXmlEscapes(current));
            }
            else if (name === 't')
                inText--;
            else if (name === 'rPh')
                inPhonetic--;
            else if (name === 'r')
                colors.endRun(current);
        },
    });
    return { strings, runColors: colors.byItem };
}
/** The default palette of `indexed` colours (64 and 65 are the system's text and window colours: left out). */
const INDEXED_COLORS = '000000 FFFFFF FF0000 00FF00 0000FF FFFF00 FF00FF 00FFFF 000000 FFFFFF FF0000 00FF00 0000FF FFFF00 FF00FF 00FFFF 800000 008000 000080 808000 800080 008080 C0C0C0 808080 9999FF 993366 FFFFCC CCFFFF 660066 FF8080 0066CC CCCCFF 000080 FF00FF FFFF00 00FFFF 800080 800000 008080 0000FF 00CCFF CCFFFF CCFFCC FFFF99 99CCFF FF99CC CC99FF FFCC99 3366FF 33CCCC 99CC00 FFCC00 FF9900 FF6600 666699 969696 003366 339966 003300 333300 993300 993366 333399 333333'.split(' ');
/**
 * `RRGGBB` of a colour element by its attributes; a theme colour as `theme<slot>` with its tint
 * (`theme4~-0.25`), resolved against the workbook's theme by its reader.
 */
function colorFrom(attribute) {
    const rgb = attribute('rgb');
    if (rgb)
        return rgb.slice(-6).toUpperCase();
    const indexed = attribute('indexed');
    if (indexed !== undefined)
        return INDEXED_COLORS[Number(indexed)];
    const theme = attribute('theme');
    const tint = attribute('tint');
    if (theme !== undefined)
        return `theme${theme}${tint && Number(tint) ? `~${Number(tint)}` : ''}`;
    return undefined;
}
const ERROR_LITERALS = new Set([
    '#NULL!',
    '#DIV/0!',
    '#VALUE!',
    '#REF!',
    '#NAME?',
    '#NUM!',
    '#N/A',
    '#GETTING_DATA',
    '#SPILL!',
    '#CALC!',
]);
/**
 * One worksheet, streamed: rows, cells, formulas (shared ones expanded) and merged ranges. On
 * the tokenizer rather than scanXml: a cell's attributes are read by name where it is met,
 * with no object per tag (a 2,000,000-cell part spent most of its time building them).
 */
function readSheetText(text, part, context) {
    const rows = [];
    const store = new model/* CellStore */.iJ((0,model/* expectedCells */.qR)(text, '<c ', 20_000_000));
    const merges = [];
    const sharedFormulas = new Map();
    let row;
    let nextRow = 0;
    let nextCol = 0;
    let cellRow = 0;
    let cellCol = 0;
    let cellType = '';
    let cellStyle = 0;
    let value = '';
    let formula = '';
    let formulaShared;
    let hasFormula = false;
    let inlineText = '';
    // 1 = <v>, 2 = <f>, 3 = <t> inside <is> (phonetic runs excluded)
    let capture = 0;
    let inCell = false;
    let inInline = false;
    let inPhonetic = false;
    let badRefs = 0;
    const finishRow = () => {
        if (row && row.end > row.start)
            rows.push(row);
        row = undefined;
    };
    (0,scan/* tokenizeXml */.Hr)(text, part, {
        open(tagName, attributes) {
            const name = local(tagName);
            switch (name) {
                case 'row': {
                    finishRow();
                    const r = attributes.get('r');
                    const index = r ? Number(r) - 1 : nextRow;
                    cellRow = Number.isFinite(index) && index >= 0 ? index : nextRow;
                    if (rows.length && cellRow <= rows[rows.length - 1].row)
                        badRefs++;
                    row = new model/* PackedRow */.PE(store, cellRow, store.count, store.count);
                    nextRow = cellRow + 1;
                    nextCol = 0;
                    break;
                }
                case 'c': {
                    inCell = true;
                    const r = attributes.get('r');
                    const parsed = r ? (0,refs/* parseCellRef */.X5)(r) : undefined;
                    if (parsed) {
                        cellCol = parsed.col;
                        if (!row || parsed.row !== row.row) {
                            finishRow();
                            row = new model/* PackedRow */.PE(store, parsed.row, store.count, store.count);
                            nextRow = parsed.row + 1;
                        }
                        cellRow = parsed.row;
                    }
                    else {
                        cellCol = nextCol;
                        if (!row)
                            row = new model/* PackedRow */.PE(store, nextRow++, store.count, store.count);
                        cellRow = row.row;
                    }
                    nextCol = cellCol + 1;
                    cellType = attributes.get('t') ?? 'n';
                    const s = attributes.get('s');
                    cellStyle = s === undefined ? 0 : Number(s);
                    value = '';
                    formula = '';
                    hasFormula = false;
                    formulaShared = undefined;
                    inlineText = '';
                    break;
                }
                case 'v':
                    if (inCell)
                        capture = 1;
                    break;
                case 'f':
                    if (inCell) {
                        capture = 2;
                        hasFormula = true;
                        const si = attributes.get('si');
                        if (attributes.get('t') === 'shared' && si !== undefined)
                            formulaShared = { si, master: attributes.get('ref') !== undefined };
                    }
                    break;
                case 'is':
                    if (inCell)
                        inInline = true;
                    break;
                case 'rPh':
                    inPhonetic = true;
                    break;
                case 't':
                    if (inInline && !inPhonetic)
                        capture = 3;
                    break;
                case 'mergeCell': {
                    const ref = attributes.get('ref');
                    if (ref)
                        merges.push(ref);
                    break;
                }
            }
        },
        text(chunk) {
            if (capture === 1)
                value += chunk;
            else if (capture === 2)
                formula += chunk;
            else if (capture === 3)
                inlineText += chunk;
        },
        close(tagName) {
            const name = local(tagName);
            if (name === 'v' || name === 'f' || name === 't') {
                capture = 0;
                return;
            }
            if (name === 'rPh')
                inPhonetic = false;
            else if (name === 'is')
                inInline = false;
            else if (name === 'row')
                finishRow();
            else if (name === 'c') {
                inCell = false;
                if (hasFormula && formulaShared) {
                    if (formulaShared.master || formula)
                        sharedFormulas.set(formulaShared.si, { formula, row: cellRow, col: cellCol });
                    else {
                        const master = sharedFormulas.get(formulaShared.si);
                        if (master)
                            formula = (0,cells_formula/* shiftFormula */.$)(master.formula, cellRow - master.row, cellCol - master.col);
                    }
                }
                if (row &&
                    addCell(store, cellCol, cellType, value, inlineText, hasFormula ? formula : undefined, cellStyle, context))
                    row.end = store.count;
            }
        },
    });
    finishRow();
    return finishSheet(rows, store, merges, badRefs, part, context);
}
/** Adds the cell to the store; false when it holds nothing worth keeping (no value, formula or style). */
function addCell(store, col, type, value, inlineText, formula, xf, context) {
    const style = context.xfStyle[xf] ?? 0;
    const numberFormat = context.xfNumberFormat[xf];
    let cellType;
    let raw;
    let text;
    switch (type) {
        case 's': {
            raw = context.sharedStrings[Number(value)] ?? '';
            const runColors = context.sharedRunColors?.get(Number(value));
            if (runColors && context.runStyle) {
                store.push(col, raw, 's', raw, context.runStyle(style, runColors), xf, formula || undefined);
                return true;
            }
            if (xf === 0 && style === 0 && formula === undefined) {
                store.pushString(col, raw);
                return true;
            }
            cellType = 's';
            text = raw;
            break;
        }
        case 'inlineStr':
            raw = decodeXmlEscapes(inlineText);
            cellType = 's';
            text = raw;
            break;
        case 'str':
            raw = value;
            cellType = 's';
            text = raw;
            break;
        case 'b':
            raw = value === '1' || value.toLowerCase() === 'true' ? 'TRUE' : 'FALSE';
            cellType = 'b';
            text = raw;
            break;
        case 'e':
            raw = value;
            cellType = 'e';
            text = ERROR_LITERALS.has(value) || value ? value : '#VALUE!';
            break;
        case 'd': {
            const date = new Date(value.endsWith('Z') || /[+-]\d\d:?\d\d$/.test(value) || !value.includes('T') ? value : `${value}Z`);
            if (Number.isNaN(date.getTime())) {
                raw = value;
                cellType = 's';
                text = value;
            }
            else {
                const serial = dateToSerial(date, context.date1904);
                raw = String(serial);
                cellType = 'd';
                text = numberFormat ? formatNumber(serial, numberFormat, context.date1904) : value;
            }
            break;
        }
        default: {
            if (xf === 0 &&
                formula === undefined &&
                style === 0 &&
                numberFormat === undefined &&
                !context.xfIsDate[0] &&
                value.length <= 11 &&
                (0,model/* shownAsJavaScriptShowsIt */.i6)(value) &&
                !value.includes('0.0000')) {
                // What General shows of a short plain number is the number as stored (formatGeneral):
                // most cells of a large sheet, kept as their value alone.
                store.pushPlainNumber(col, Number(value));
                return true;
            }
            if (value === '') {
                if (formula === undefined && style === 0)
                    return false;
                raw = '';
                cellType = 'empty';
                text = '';
                break;
            }
            const number = Number(value);
            raw = value;
            if (!Number.isFinite(number)) {
                cellType = 's';
                text = value;
                break;
            }
            cellType = context.xfIsDate[xf] ? 'd' : 'n';
            text = numberFormat ? formatNumber(number, numberFormat, context.date1904) : formatGeneral(number, value);
        }
    }
    store.push(col, text, cellType, raw, style, xf, formula !== undefined && formula !== '' ? formula : undefined);
    return true;
}
/** The rows in order (a warning when the part had them out of order), cells in column order. */
function finishSheet(rows, store, merges, badRefs, part, context) {
    store.trim();
    if (context.xfCenterAcross)
        merges.push(...centeredAcross(rows, context.xfCenterAcross));
    if (badRefs) {
        rows.sort((a, b) => a.row - b.row);
        context.warnings.push({
            code: 'cells-row-order',
            message: `${part}: ${badRefs} rows are out of order; they are read in row order`,
            locator: { part, path: '' },
        });
    }
    for (const r of rows) {
        for (let k = r.start + 1; k < r.end; k++) {
            if (store.cols[k] <= store.cols[k - 1]) {
                r.sortByColumn();
                break;
            }
        }
    }
    return {
        name: '',
        hidden: false,
        part,
        rows,
        merges: merges.filter((m) => (0,refs/* parseRange */.RC)(m) !== undefined),
        comments: new Map(),
    };
}
/**
 * The ranges text centred across the selection spans: a cell with text and the empty cells
 * after it in its row, all of a centre-across format. It is drawn as a merged range is, and
 * LibreOffice writes it back as one.
 */
function centeredAcross(rows, centered) {
    const ranges = [];
    for (const row of rows) {
        const cells = row.cells;
        for (let i = 0; i < cells.length; i++) {
            const first = cells[i];
            if (!centered.has(first.xf ?? 0) || first.type === 'empty' || first.text === '')
                continue;
            let last = i;
            while (last + 1 < cells.length &&
                cells[last + 1].col === cells[last].col + 1 &&
                cells[last + 1].type === 'empty' &&
                centered.has(cells[last + 1].xf ?? 0))
                last++;
            if (last > i)
                ranges.push((0,refs/* rangeRef */.fc)({ top: row.row, left: first.col, bottom: row.row, right: cells[last].col }));
            i = last;
        }
    }
    return ranges;
}
// ---------------------------------------------------------------------------------------------
// From the bytes
/** A worksheet part: read from its bytes, or by the generic scanner when the byte reader leaves it. */
function readWorksheet(bytes, part, context) {
    return readSheetBytes(bytes, part, context) ?? readSheetText(partText(bytes), part, context);
}
/**
 * A worksheet part read from its bytes; undefined when the byte reader leaves it to the generic
 * scanner (any surprise: a shape it does not read, a bad entity, damage), which then reads the
 * part from scratch and gives the usual one-line error if it is damaged.
 */
function readSheetBytes(bytes, part, context) {
    try {
        return new SheetBytes(bytes, part, context).read();
    }
    catch {
        return undefined;
    }
}
/**
 * Inflates a part (ZipArchive.inflating) and hands `feed` pieces of it that each end right after
 * an `endTag` (a `</row>`, a `</si>`), the last one the rest: such a tag can only be an end tag,
 * or sit inside a comment, CDATA section or processing instruction, where the cut makes the
 * byte reader give up (and the caller read the part whole). `feed` is first called with the
 * first inflated piece as `first`, uncut, for what a reader learns from the start of a part.
 */
async function inflateCut(zip, part, endTag, feed, pieceBytes) {
    const tag = Buffer.from(endTag);
    let pending;
    await zip.inflating(part, (chunk) => {
        const window = pending ? Buffer.concat([pending, chunk]) : chunk;
        const at = window.lastIndexOf(tag);
        if (at < 0) {
            pending = window;
            return;
        }
        const cut = at + tag.length;
        feed(window.subarray(0, cut));
        pending = cut < window.length ? window.subarray(cut) : undefined;
    }, pieceBytes);
    if (pending)
        feed(pending);
}
/**
 * A worksheet part read as zlib inflates it (on libuv's threads, beside this one), a piece of
 * whole rows at a time (inflateCut): the part, 66 MB for 100,000 rows of 20 cells, is never
 * held whole, and inflating it overlaps reading it. Anything unusual (a shape the byte reader
 * leaves to the generic scanner, a damaged or oversized entry) reads the part whole, as
 * readWorksheet does, with its result or error.
 */
async function readWorksheetInflating(zip, part, context, pieceBytes) {
    try {
        let sheet;
        await inflateCut(zip, part, '</row>', (piece) => {
            sheet ??= new SheetBytes(piece, part, context, zip.size(part) ?? piece.length);
            sheet.feed(piece);
        }, pieceBytes);
        if (!sheet)
            throw UNUSUAL;
        return sheet.finish();
    }
    catch {
        return readWorksheet(zip.read(part, { keep: false }), part, context);
    }
}
/**
 * The shared strings part read as zlib inflates it, a piece of whole items at a time
 * (inflateCut): neither the part's bytes nor (as readSharedStrings makes) one string of the
 * whole part is held, each text is a string of its own. Anything unusual reads the part whole
 * as readSharedStrings does.
 */
async function readSharedStringsInflating(zip, part, pieceBytes) {
    try {
        const handler = new SharedStringBytes();
        let reader;
        await inflateCut(zip, part, '</si>', (piece) => {
            reader ??= new ByteXmlReader(piece, SHARED_STRING_CODES);
            reader.feed(handler, piece);
        }, pieceBytes);
        if (!reader)
            throw UNUSUAL;
        reader.end();
        return handler.table();
    }
    catch {
        return readSharedStrings(zip.read(part, { keep: false }), part);
    }
}
/** The shared strings part: read from its bytes, or by the generic scanner when the byte reader leaves it. */
function readSharedStrings(bytes, part) {
    try {
        const handler = new SharedStringBytes();
        new ByteXmlReader(bytes, SHARED_STRING_CODES, { wholeText: true }).run(handler);
        return handler.table();
    }
    catch {
        return readSharedStringsText(partText(bytes), part);
    }
}
const ROW = 1;
const CELL = 2;
const VALUE = 3;
const FORMULA = 4;
const INLINE = 5;
const TEXT = 6;
const PHONETIC = 7;
const MERGE = 8;
const SHEET_CODES = new Map([
    ['row', ROW],
    ['c', CELL],
    ['v', VALUE],
    ['f', FORMULA],
    ['is', INLINE],
    ['t', TEXT],
    ['rPh', PHONETIC],
    ['mergeCell', MERGE],
]);
/** Cell types as one-letter attribute values spell them (`t="s"`), by byte. */
const ONE_LETTER_TYPES = { 115: 's', 110: 'n', 98: 'b', 101: 'e', 100: 'd' };
/**
 * The byte reader's side of a worksheet: the same state and the same steps as readSheetText,
 * on positions instead of strings. A cell written the usual way (`<c r="B2" t="s"><v>7</v></c>`)
 * is taken in one step, and a shared-string index or a plain number is read from its digits:
 * most cells of a large sheet make no string at all.
 */
class SheetBytes {
    bytes;
    part;
    context;
    rows = [];
    store;
    merges = [];
    sharedFormulas = new Map();
    row;
    nextRow = 0;
    nextCol = 0;
    cellRow = 0;
    cellCol = 0;
    cellType = 'n';
    cellStyle = 0;
    value = '';
    /** The value as a span of the part (valueStart >= 0) when read in one step. */
    valueStart = -1;
    valueEnd = -1;
    formula = '';
    formulaShared;
    hasFormula = false;
    inlineText = '';
    capture = 0;
    inCell = false;
    inInline = false;
    inPhonetic = false;
    badRefs = 0;
    /** Whether a cell of format 0 may be kept as a plain number / plain string (see addCell). */
    plainNumbers;
    plainStrings;
    reader;
    /**
     * `bytes`: the part, or (`partLength` given) its first piece, when the part is read as it is
     * inflated (feed, then finish).
     */
    constructor(bytes, part, context, partLength = bytes.length) {
        this.bytes = bytes;
        this.part = part;
        this.context = context;
        this.store = new model/* CellStore */.iJ(expectedCellsIn(bytes, partLength, 20_000_000));
        if (context.noteSharedStrings)
            this.store.noteSharedStrings(context.sharedStrings);
        this.reader = new ByteXmlReader(bytes, SHEET_CODES);
        const look = context.xfStyle[0] ?? 0;
        this.plainStrings = look === 0;
        this.plainNumbers = look === 0 && context.xfNumberFormat[0] === undefined && !context.xfIsDate[0];
    }
    read() {
        this.feed(this.bytes);
        return this.finish();
    }
    /** The next piece of the part, ending between two tags (ByteXmlReader.feed). */
    feed(bytes) {
        this.bytes = bytes;
        this.reader.feed(this, bytes);
    }
    finish() {
        this.reader.end();
        this.finishRow();
        return finishSheet(this.rows, this.store, this.merges, this.badRefs, this.part, this.context);
    }
    open(reader, code, at, selfClosing, prefixed) {
        switch (code) {
            case ROW:
                this.startRow(reader);
                break;
            case CELL: {
                this.startCell(reader);
                if (selfClosing || prefixed || this.capture !== 0 || this.inInline)
                    break;
                // `<v>digits</v></c>`: the whole cell in one step.
                const b = this.bytes;
                if (b[at] !== 60 || b[at + 1] !== 118 || b[at + 2] !== 62)
                    break;
                let end = at + 3;
                while (end < b.length && b[end] !== 60 && b[end] !== 38)
                    end++;
                if (!this.endsCell(end))
                    break;
                this.valueStart = at + 3;
                this.valueEnd = end;
                this.endCell();
                return end + 8;
            }
            case VALUE:
                if (this.inCell)
                    this.capture = 1;
                break;
            case FORMULA:
                if (this.inCell) {
                    this.capture = 2;
                    this.hasFormula = true;
                    const si = reader.value(reader.find('si'));
                    if (reader.value(reader.find('t')) === 'shared' && si !== undefined)
                        this.formulaShared = { si, master: reader.find('ref') >= 0 };
                }
                break;
            case INLINE:
                if (this.inCell)
                    this.inInline = true;
                break;
            case PHONETIC:
                this.inPhonetic = true;
                break;
            case TEXT:
                if (this.inInline && !this.inPhonetic)
                    this.capture = 3;
                break;
            case MERGE: {
                const ref = reader.value(reader.find('ref'));
                if (ref)
                    this.merges.push(ref);
                break;
            }
        }
        return -1;
    }
    content(_reader, code, at) {
        if (code !== ROW || this.capture !== 0 || this.inInline || this.inCell)
            return at;
        return this.plainCells(at);
    }
    /**
     * A row's cells while they are written the usual way, `<c r="B2" s="1" t="s"><v>7</v></c>`
     * (attributes r, s, t only, each once, no entity): each read in one step. Returns where the
     * first other thing starts (the row's end tag, or a cell the general steps read).
     */
    plainCells(at) {
        const b = this.bytes;
        const n = b.length;
        let pos = at;
        for (;;) {
            if (b[pos] !== 60 || b[pos + 1] !== 99 || b[pos + 2] !== 32)
                return pos;
            let k = pos + 3;
            let rStart = -1;
            let rEnd = -1;
            let sStart = -1;
            let sEnd = -1;
            let tStart = -1;
            let tEnd = -1;
            for (;;) {
                while (b[k] === 32)
                    k++;
                const c = b[k];
                if (c === 62) {
                    k++;
                    break;
                }
                if (b[k + 1] !== 61 || b[k + 2] !== 34)
                    return pos;
                const start = k + 3;
                let end = start;
                while (end < n && b[end] !== 34 && b[end] !== 38 && b[end] !== 60)
                    end++;
                if (b[end] !== 34)
                    return pos;
                if (c === 114 && rStart < 0) {
                    rStart = start;
                    rEnd = end;
                }
                else if (c === 115 && sStart < 0) {
                    sStart = start;
                    sEnd = end;
                }
                else if (c === 116 && tStart < 0) {
                    tStart = start;
                    tEnd = end;
                }
                else
                    return pos;
                k = end + 1;
            }
            if (b[k] !== 60 || b[k + 1] !== 118 || b[k + 2] !== 62)
                return pos;
            let end = k + 3;
            while (end < n && b[end] !== 60 && b[end] !== 38)
                end++;
            if (!this.endsCell(end))
                return pos;
            this.beginCell(rStart, rEnd, sStart, sEnd, tStart, tEnd);
            this.valueStart = k + 3;
            this.valueEnd = end;
            this.endCell();
            pos = end + 8;
        }
    }
    /** Whether `</v></c>` is at `at`. */
    endsCell(at) {
        const b = this.bytes;
        return (b[at] === 60 &&
            b[at + 1] === 47 &&
            b[at + 2] === 118 &&
            b[at + 3] === 62 &&
            b[at + 4] === 60 &&
            b[at + 5] === 47 &&
            b[at + 6] === 99 &&
            b[at + 7] === 62);
    }
    text(reader, start, end, amp) {
        if (this.capture === 0) {
            if (amp >= 0)
                reader.text(start, end);
            return;
        }
        this.append(reader.text(start, end, amp >= 0));
    }
    cdata(reader, start, end) {
        if (this.capture !== 0)
            this.append(reader.text(start, end, false));
    }
    append(chunk) {
        if (this.capture === 1)
            this.value += chunk;
        else if (this.capture === 2)
            this.formula += chunk;
        else if (this.capture === 3)
            this.inlineText += chunk;
    }
    close(code) {
        switch (code) {
            case VALUE:
            case FORMULA:
            case TEXT:
                this.capture = 0;
                break;
            case PHONETIC:
                this.inPhonetic = false;
                break;
            case INLINE:
                this.inInline = false;
                break;
            case ROW:
                this.finishRow();
                break;
            case CELL:
                this.endCell();
                break;
        }
    }
    finishRow() {
        if (this.row && this.row.end > this.row.start)
            this.rows.push(this.row);
        this.row = undefined;
    }
    startRow(reader) {
        this.finishRow();
        const k = reader.find('r');
        let index;
        const digits = k < 0 ? -1 : this.digitsAt(reader.attributes[k * 4 + 2], reader.attributes[k * 4 + 3]);
        if (k < 0)
            index = this.nextRow;
        else if (digits >= 0 && reader.attributes[k * 4 + 3] > reader.attributes[k * 4 + 2])
            index = digits - 1;
        else {
            const r = reader.value(k);
            index = r ? Number(r) - 1 : this.nextRow;
        }
        this.cellRow = Number.isFinite(index) && index >= 0 ? index : this.nextRow;
        if (this.rows.length && this.cellRow <= this.rows[this.rows.length - 1].row)
            this.badRefs++;
        this.row = new model/* PackedRow */.PE(this.store, this.cellRow, this.store.count, this.store.count);
        this.nextRow = this.cellRow + 1;
        this.nextCol = 0;
    }
    startCell(reader) {
        const b = this.bytes;
        const a = reader.attributes;
        let r = -1;
        let s = -1;
        let t = -1;
        let prefixed = false;
        for (let k = 0; k < reader.attributeCount; k++) {
            const start = a[k * 4];
            const end = a[k * 4 + 1];
            if (end - start === 1) {
                const c = b[start];
                if (c === 114)
                    r = k;
                else if (c === 115)
                    s = k;
                else if (c === 116)
                    t = k;
            }
            else if (b[end - 2] === 58)
                prefixed = true;
        }
        if (prefixed) {
            // `x:r` answers for `r` when there is no `r` (as TagAttributes.get finds it).
            r = reader.find('r');
            s = reader.find('s');
            t = reader.find('t');
        }
        this.beginCell(r < 0 ? -1 : a[r * 4 + 2], r < 0 ? -1 : a[r * 4 + 3], s < 0 ? -1 : a[s * 4 + 2], s < 0 ? -1 : a[s * 4 + 3], t < 0 ? -1 : a[t * 4 + 2], t < 0 ? -1 : a[t * 4 + 3]);
    }
    /** readSheetText's steps at a `<c>`, from the positions of its r, s and t values (-1: absent). */
    beginCell(rStart, rEnd, sStart, sEnd, tStart, tEnd) {
        this.inCell = true;
        const b = this.bytes;
        if (rStart >= 0 && this.cellRefAt(rStart, rEnd)) {
            const parsedRow = this.refRow;
            this.cellCol = this.refCol;
            if (!this.row || parsedRow !== this.row.row) {
                this.finishRow();
                this.row = new model/* PackedRow */.PE(this.store, parsedRow, this.store.count, this.store.count);
                this.nextRow = parsedRow + 1;
            }
            this.cellRow = parsedRow;
        }
        else {
            this.cellCol = this.nextCol;
            if (!this.row)
                this.row = new model/* PackedRow */.PE(this.store, this.nextRow++, this.store.count, this.store.count);
            this.cellRow = this.row.row;
        }
        this.nextCol = this.cellCol + 1;
        if (tStart < 0)
            this.cellType = 'n';
        else
            this.cellType = (tEnd - tStart === 1 ? ONE_LETTER_TYPES[b[tStart]] : undefined) ?? this.reader.text(tStart, tEnd);
        if (sStart < 0)
            this.cellStyle = 0;
        else {
            const digits = this.digitsAt(sStart, sEnd);
            this.cellStyle = digits >= 0 ? digits : Number(this.reader.text(sStart, sEnd));
        }
        this.value = '';
        this.valueStart = -1;
        this.formula = '';
        this.hasFormula = false;
        this.formulaShared = undefined;
        this.inlineText = '';
    }
    /** The reference last read by cellRefAt. */
    refRow = 0;
    refCol = 0;
    /** Reads a cell reference as parseCellRef does (from the bytes when it is plain `B7`) into refRow and refCol; false when it is none. */
    cellRefAt(start, end) {
        const b = this.bytes;
        let i = start;
        let col = 0;
        let letters = 0;
        while (i < end && b[i] >= 65 && b[i] <= 90) {
            col = col * 26 + (b[i] - 64);
            letters++;
            i++;
        }
        let row = 0;
        let digits = 0;
        while (i < end && b[i] >= 48 && b[i] <= 57) {
            row = row * 10 + (b[i] - 48);
            digits++;
            i++;
        }
        if (i === end && letters > 0 && letters <= 3 && digits > 0 && digits <= 9 && row > 0) {
            this.refRow = row - 1;
            this.refCol = col - 1;
            return true;
        }
        const text = this.reader.text(start, end);
        const parsed = text ? (0,refs/* parseCellRef */.X5)(text) : undefined;
        if (!parsed)
            return false;
        this.refRow = parsed.row;
        this.refCol = parsed.col;
        return true;
    }
    /** The number written by ASCII digits alone at `start`..`end` (0 for none, as Number('') is); -1 otherwise. */
    digitsAt(start, end) {
        if (end - start > 9)
            return -1;
        const b = this.bytes;
        let n = 0;
        for (let k = start; k < end; k++) {
            const c = b[k];
            if (c < 48 || c > 57)
                return -1;
            n = n * 10 + (c - 48);
        }
        return n;
    }
    endCell() {
        this.inCell = false;
        const { formulaShared } = this;
        if (this.hasFormula && formulaShared) {
            if (formulaShared.master || this.formula)
                this.sharedFormulas.set(formulaShared.si, { formula: this.formula, row: this.cellRow, col: this.cellCol });
            else {
                const master = this.sharedFormulas.get(formulaShared.si);
                if (master)
                    this.formula = (0,cells_formula/* shiftFormula */.$)(master.formula, this.cellRow - master.row, this.cellCol - master.col);
            }
        }
        if (this.row && this.addCell())
            this.row.end = this.store.count;
    }
    addCell() {
        const { store, cellType } = this;
        if (this.valueStart >= 0) {
            // The span stays the value until the next cell starts, as the text does in readSheetText.
            const start = this.valueStart;
            const end = this.valueEnd;
            if (!this.hasFormula && this.cellStyle === 0) {
                if (cellType === 's') {
                    const index = this.digitsAt(start, end);
                    if (index >= 0 && this.plainStrings && !this.context.sharedRunColors?.has(index)) {
                        const text = this.context.sharedStrings[index];
                        store.pushString(this.cellCol, text ?? '', text === undefined ? -1 : index);
                        return true;
                    }
                }
                else if (this.plainNumbers &&
                    cellType !== 'inlineStr' &&
                    cellType !== 'str' &&
                    cellType !== 'b' &&
                    cellType !== 'e' &&
                    cellType !== 'd') {
                    const number = plainNumberAt(this.bytes, start, end);
                    if (number === number) {
                        store.pushPlainNumber(this.cellCol, number);
                        return true;
                    }
                }
            }
            this.value = this.reader.text(start, end, false);
        }
        return addCell(store, this.cellCol, cellType, this.value, this.inlineText, this.hasFormula ? this.formula : undefined, this.cellStyle, this.context);
    }
}
/**
 * The value of a number addCell keeps without its text, read from its ASCII digits; NaN for
 * any other text. The same test as addCell's (at most 11 characters, shownAsJavaScriptShowsIt,
 * no `0.0000`), and the same value as Number(): digits and a fraction of at most 11 characters
 * are an integer below 2^53 over a power of ten, both exact, so their quotient is the double
 * nearest the decimal, which is what Number() gives.
 */
function plainNumberAt(b, start, end) {
    const length = end - start;
    if (length === 0 || length > 11)
        return NaN;
    let i = start;
    const negative = b[i] === 45;
    if (negative)
        i++;
    if (i >= end)
        return NaN;
    let whole = 0;
    let wholeDigits = 0;
    if (b[i] === 48) {
        i++;
        if (i === end)
            return negative ? NaN : 0;
    }
    else {
        while (i < end && b[i] >= 48 && b[i] <= 57) {
            whole = whole * 10 + (b[i] - 48);
            wholeDigits++;
            i++;
        }
        if (wholeDigits === 0)
            return NaN;
        if (i === end)
            return negative ? -whole : whole;
    }
    if (b[i] !== 46 || i + 1 === end || b[end - 1] === 48)
        return NaN;
    // `0.0000` anywhere (addCell leaves such numbers to formatGeneral).
    if (b[i - 1] === 48 && end - i > 4 && b[i + 1] === 48 && b[i + 2] === 48 && b[i + 3] === 48 && b[i + 4] === 48)
        return NaN;
    i++;
    let scale = 1;
    let fraction = 0;
    for (; i < end; i++) {
        const c = b[i];
        if (c < 48 || c > 57)
            return NaN;
        fraction = fraction * 10 + (c - 48);
        scale *= 10;
    }
    const value = (whole * scale + fraction) / scale;
    return negative ? -value : value;
}
/** expectedCells on bytes: `<c ` counted in the first 64 KB of a part `length` bytes long. */
function expectedCellsIn(bytes, length, cap) {
    const sample = Math.min(bytes.length, 65_536);
    if (sample === 0)
        return 16;
    let seen = 0;
    for (let k = 0; k + 2 < sample; k++)
        if (bytes[k] === 60 && bytes[k + 1] === 99 && bytes[k + 2] === 32)
            seen++;
    return Math.min(cap, Math.ceil(((seen + 1) * length * 1.02) / sample) + 16);
}
const SHARED_ITEM = 1;
const SHARED_TEXT = 2;
const SHARED_PHONETIC = 3;
const SHARED_RUN = 4;
const SHARED_COLOR = 5;
const SHARED_STRING_CODES = new Map([
    ['si', SHARED_ITEM],
    ['t', SHARED_TEXT],
    ['rPh', SHARED_PHONETIC],
    ['r', SHARED_RUN],
    ['color', SHARED_COLOR],
]);
const PRESERVE = '<t xml:space="preserve">';
/** The byte reader's side of the shared strings: readSharedStringsText's steps, `<si><t>…</t></si>` in one. */
class SharedStringBytes {
    strings = [];
    colors = new RunColors();
    current = '';
    inText = 0;
    inPhonetic = 0;
    table() {
        return { strings: this.strings, runColors: this.colors.byItem };
    }
    open(reader, code, at, selfClosing, prefixed) {
        if (code === SHARED_ITEM) {
            this.current = '';
            this.colors.startItem();
            return selfClosing || prefixed ? -1 : this.plainItem(reader, at);
        }
        if (code === SHARED_TEXT)
            this.inText++;
        else if (code === SHARED_PHONETIC)
            this.inPhonetic++;
        else if (code === SHARED_RUN) {
            if (this.inPhonetic === 0 && !selfClosing)
                this.colors.startRun(this.current.length);
        }
        else if (code === SHARED_COLOR)
            this.colors.color((name) => reader.value(reader.find(name)));
        return -1;
    }
    /** Items written the usual way, one after the other (the whole part, mostly), read in one loop. */
    content(reader, _code, at) {
        const b = reader.bytes;
        let pos = at;
        while (b[pos] === 60 && b[pos + 1] === 115 && b[pos + 2] === 105 && b[pos + 3] === 62) {
            const end = this.plainItem(reader, pos + 4);
            if (end < 0)
                break;
            pos = end;
        }
        return pos;
    }
    /**
     * An item's content `<t>…</t></si>` (or `<t xml:space="preserve">`) read in one step from `at`,
     * right after its `<si>`: the position after its end tag, or -1 when it is written otherwise.
     * Leaves the state as the general steps would (`current` holding the text).
     */
    plainItem(reader, at) {
        if (this.inText !== 0 || this.inPhonetic !== 0)
            return -1;
        const b = reader.bytes;
        let start;
        if (b[at] === 60 && b[at + 1] === 116 && b[at + 2] === 62)
            start = at + 3;
        else if (reader.startsWith(at, PRESERVE))
            start = at + PRESERVE.length;
        else
            return -1;
        let end = start;
        let amp = -1;
        while (end < b.length && b[end] !== 60) {
            if (b[end] === 38 && amp < 0)
                amp = end;
            end++;
        }
        if (!reader.startsWith(end, '</t></si>'))
            return -1;
        this.current = reader.text(start, end, amp >= 0);
        this.strings.push(decodeXmlEscapes(this.current));
        return end + 9;
    }
    text(reader, start, end, amp) {
        if (this.inText > 0 && this.inPhonetic === 0)
            this.current += reader.text(start, end, amp >= 0);
        else if (amp >= 0)
            reader.text(start, end);
    }
    cdata(reader, start, end) {
        if (this.inText > 0 && this.inPhonetic === 0)
            this.current += reader.text(start, end, false);
    }
    close(code) {
        if (code === SHARED_ITEM) {
            this.colors.endItem(this.strings.length);
            this.strings.push(decodeXmlEscapes(this.current));
        }
        else if (code === SHARED_TEXT)
            this.inText--;
        else if (code === SHARED_PHONETIC)
            this.inPhonetic--;
        else if (code === SHARED_RUN)
            this.colors.endRun(this.current);
    }
}

;// CONCATENATED MODULE: ./src/engine/formats/cells/xlsx.ts









const xlsx_utf8 = new TextDecoder('utf-8');
/** The package read on this thread, each large part inflated whole (see readXlsxPackageInflating). */
function readXlsxPackage(bytes, limits, archive) {
    const steps = packageSteps(zip/* ZipArchive */.SJ.of(bytes, archive, limits));
    let step = steps.next();
    while (!step.done)
        step = steps.next(step.value.whole());
    return step.value;
}
/**
 * The package as readXlsxPackage reads it, its worksheets and shared strings read as zlib
 * inflates them beside this thread (readWorksheetInflating, readSharedStringsInflating): the
 * large parts are never held whole. `noteSharedStrings`: see CellStore.shared; `pieceBytes`:
 * how much is inflated at a time (tests make it small).
 */
async function readXlsxPackageInflating(bytes, limits, options = {}) {
    const steps = packageSteps(zip/* ZipArchive */.SJ.of(bytes, options.archive, limits), options.noteSharedStrings);
    let step = steps.next();
    while (!step.done)
        step = steps.next(await step.value.inflating(options.pieceBytes));
    return step.value;
}
/** The package reader's steps: it yields each worksheet part to its driver, which answers with the sheet. */
function* packageSteps(zip, noteSharedStrings = false) {
    const warnings = [];
    const rootRels = readRels(zip, '');
    const workbookPart = [...rootRels.values()].find((r) => r.type.endsWith('/officeDocument'))?.target ??
        (zip.has('xl/workbook.xml') ? 'xl/workbook.xml' : undefined);
    if (!workbookPart || !zip.has(workbookPart))
        throw new errors/* CorruptDocumentError */.b6('the package has no workbook part');
    const workbookRels = readRels(zip, workbookPart);
    const sheetsListed = [];
    let date1904 = false;
    parseXml(xlsx_partText(zip, workbookPart), workbookPart, (tag) => {
        const name = local(tag.name);
        if (name === 'sheet') {
            const rid = attr(tag, 'id') ?? '';
            const state = attr(tag, 'state');
            sheetsListed.push({
                name: attr(tag, 'name') ?? `Sheet${sheetsListed.length + 1}`,
                hidden: state === 'hidden' || state === 'veryHidden',
                rid,
            });
        }
        else if (name === 'workbookPr') {
            // Excel 2013 adds an x15:workbookPr extension without the flag after the main one.
            const flag = attr(tag, 'date1904');
            if (flag !== undefined)
                date1904 = flag === '1' || flag === 'true';
        }
    });
    const sharedStringsRel = [...workbookRels.values()].find((r) => r.type.endsWith('/sharedStrings'));
    const stringsPart = sharedStringsRel?.target;
    const sharedStrings = stringsPart && zip.has(stringsPart)
        ? (yield {
            whole: () => readSharedStrings(zip.read(stringsPart, { keep: false }), stringsPart),
            inflating: (pieceBytes) => readSharedStringsInflating(zip, stringsPart, pieceBytes),
        })
        : { strings: [], runColors: new Map() };
    const stylesRel = [...workbookRels.values()].find((r) => r.type.endsWith('/styles'));
    const styleTable = new model/* StyleTable */.we();
    const xfCenterAcross = new Set();
    const themeRel = [...workbookRels.values()].find((r) => r.type.endsWith('/theme'));
    const resolve = themeColors(themeRel && zip.has(themeRel.target) ? readTheme(zip, themeRel.target) : []);
    const xfs = stylesRel && zip.has(stylesRel.target)
        ? readStyles(xlsx_partText(zip, stylesRel.target), stylesRel.target, resolve, xfCenterAcross)
        : [];
    const xfStyle = xfs.map((style) => styleTable.id(style));
    const xfNumberFormat = xfs.map((style) => style.numberFormat);
    const xfIsDate = xfs.map((style) => style.numberFormat !== undefined && isDateFormat(style.numberFormat));
    const runStyles = new Map();
    // A run's own colour is what it is drawn in; a run without one is drawn in the cell's.
    const runStyle = (style, runColors) => {
        const key = `${style} ${runColors.join(' ')}`;
        let id = runStyles.get(key);
        if (id === undefined) {
            const look = styleTable.styles[style] ?? {};
            const drawn = [...new Set(runColors.map((c) => normalColor(c === undefined ? look.color : resolve(c))))].join(' ');
            id = styleTable.id({ ...look, color: drawn === 'auto' ? undefined : drawn });
            runStyles.set(key, id);
        }
        return id;
    };
    const sheets = [];
    for (const listed of sheetsListed) {
        const rel = workbookRels.get(listed.rid);
        if (!rel || !zip.has(rel.target)) {
            warnings.push({
                code: 'cells-sheet-missing',
                message: `sheet '${listed.name}' has no worksheet part; it is left out`,
            });
            continue;
        }
        if (rel.type.endsWith('/chartsheet')) {
            // A chart sheet holds no cells, only its chart: that is what is compared.
            sheets.push({
                name: listed.name,
                hidden: listed.hidden,
                part: rel.target,
                rows: [],
                merges: [],
                comments: new Map(),
                charts: drawingChartsOf(zip, rel.target),
            });
            continue;
        }
        if (!rel.type.endsWith('/worksheet')) {
            warnings.push({
                code: 'cells-sheet-kind',
                message: `sheet '${listed.name}' is a ${rel.type.split('/').pop()} (not a worksheet); its cells are not compared`,
                locator: { part: rel.target, path: '' },
            });
            sheets.push({
                name: listed.name,
                hidden: listed.hidden,
                part: rel.target,
                rows: [],
                merges: [],
                comments: new Map(),
            });
            continue;
        }
        const part = rel.target;
        const context = {
            sharedStrings: sharedStrings.strings,
            ...(sharedStrings.runColors.size ? { sharedRunColors: sharedStrings.runColors, runStyle } : {}),
            xfStyle,
            xfNumberFormat,
            xfIsDate,
            ...(xfCenterAcross.size ? { xfCenterAcross } : {}),
            date1904,
            warnings,
            noteSharedStrings,
        };
        const sheet = (yield {
            whole: () => readWorksheet(zip.read(part, { keep: false }), part, context),
            inflating: (pieceBytes) => readWorksheetInflating(zip, part, context, pieceBytes),
        });
        sheet.name = listed.name;
        sheet.hidden = listed.hidden;
        const sheetRels = readRels(zip, rel.target);
        for (const sheetRel of sheetRels.values()) {
            if (sheetRel.type.endsWith('/comments') && zip.has(sheetRel.target)) {
                sheet.comments = readComments(xlsx_partText(zip, sheetRel.target), sheetRel.target);
            }
        }
        const charts = drawingChartsOf(zip, rel.target);
        if (charts.length > 0)
            sheet.charts = charts;
        sheets.push(sheet);
    }
    return {
        workbook: { family: 'cells', sheets, styles: styleTable.styles, date1904 },
        warnings,
        metadata: readCoreProperties(zip),
    };
}
/** The charts drawn on a worksheet or chart sheet, through its drawing parts. */
function drawingChartsOf(zip, sheetPart) {
    const charts = [];
    for (const rel of readRels(zip, sheetPart).values()) {
        if (rel.type.endsWith('/drawing') && !rel.external && zip.has(rel.target))
            charts.push(...readDrawingCharts(zip, rel.target));
    }
    return charts;
}
/** The charts of a sheet's drawing part, named as Excel's selection pane names them. */
function readDrawingCharts(zip, drawingPart) {
    const rels = readRels(zip, drawingPart);
    const charts = [];
    let frameName;
    parseXml(xlsx_partText(zip, drawingPart), drawingPart, (tag) => {
        const name = local(tag.name);
        if (name === 'graphicFrame')
            frameName = undefined;
        else if (name === 'cNvPr')
            frameName = attr(tag, 'name');
        else if (name === 'chart') {
            const rel = rels.get(attr(tag, 'id') ?? '');
            if (!rel || rel.external || !zip.has(rel.target))
                return;
            const identity = (0,chart/* chartIdentity */.jH)(xlsx_partText(zip, rel.target), rel.target);
            const chartName = frameName || `Chart ${charts.length + 1}`;
            charts.push(identity
                ? { name: chartName, ...identity }
                : { name: chartName, hash: (0,external_node_crypto_.createHash)('sha1').update(zip.read(rel.target)).digest('hex'), detail: '' });
        }
    });
    return charts;
}
/** A part as text (the large ones, worksheets and shared strings, are read from their bytes: ./worksheet). */
function xlsx_partText(zip, name) {
    const text = xlsx_utf8.decode(zip.read(name));
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** An attribute by local name (`r:id` and `id` both answer `id`). */
function attr(tag, name) {
    const direct = tag.attributes[name];
    if (direct !== undefined)
        return direct;
    for (const key in tag.attributes)
        if (local(key) === name)
            return tag.attributes[key];
    return undefined;
}
/** Runs a streaming parse (see ./scan); a malformed part becomes a CorruptDocumentError naming it. */
function parseXml(text, part, onOpen, onText, onClose) {
    (0,scan/* scanXml */.Fo)(text, part, { open: onOpen, text: onText, close: onClose });
}
function readRels(zip, partName) {
    const slash = partName.lastIndexOf('/');
    const folder = slash < 0 ? '' : partName.slice(0, slash + 1);
    const relsName = `${folder}_rels/${partName.slice(slash + 1)}.rels`;
    const rels = new Map();
    if (!zip.has(relsName))
        return rels;
    parseXml(xlsx_partText(zip, relsName), relsName, (tag) => {
        if (local(tag.name) !== 'Relationship')
            return;
        const id = attr(tag, 'Id');
        const target = attr(tag, 'Target');
        if (!id || target === undefined)
            return;
        const external = attr(tag, 'TargetMode') === 'External';
        rels.set(id, {
            type: attr(tag, 'Type') ?? '',
            target: external ? target : (0,part_names/* resolvePartName */.Ll)(folder, target),
            external,
        });
    });
    return rels;
}
/** cellXfs resolved to what a reader notices: number format, bold, italic, font colour, fill. */
function readStyles(text, part, resolve, centerAcross) {
    const numberFormats = new Map();
    const fonts = [];
    const fills = [];
    const xfs = [];
    let section = '';
    let font;
    let fillPattern;
    let fillColor;
    let inFill = false;
    parseXml(text, part, (tag) => {
        const name = local(tag.name);
        switch (name) {
            case 'numFmt': {
                const id = Number(attr(tag, 'numFmtId'));
                const code = attr(tag, 'formatCode');
                if (Number.isFinite(id) && code !== undefined)
                    numberFormats.set(id, code);
                break;
            }
            case 'fonts':
            case 'fills':
            case 'cellXfs':
            case 'cellStyleXfs':
            case 'dxfs':
                section = name;
                break;
            case 'font':
                if (section === 'fonts')
                    font = {};
                break;
            case 'b':
                if (font && section === 'fonts')
                    font.bold = attr(tag, 'val') !== '0' && attr(tag, 'val') !== 'false';
                break;
            case 'i':
                if (font && section === 'fonts')
                    font.italic = attr(tag, 'val') !== '0' && attr(tag, 'val') !== 'false';
                break;
            case 'color':
                if (font && section === 'fonts')
                    font.color = resolve(colorOf(tag));
                break;
            case 'fill':
                if (section === 'fills') {
                    inFill = true;
                    fillPattern = undefined;
                    fillColor = undefined;
                }
                break;
            case 'patternFill':
                if (inFill)
                    fillPattern = attr(tag, 'patternType');
                break;
            case 'fgColor':
                if (inFill)
                    fillColor = resolve(colorOf(tag));
                break;
            case 'xf':
                if (section === 'cellXfs') {
                    const numFmtId = Number(attr(tag, 'numFmtId') ?? 0);
                    const style = { ...(fonts[Number(attr(tag, 'fontId') ?? 0)] ?? {}) };
                    const fill = fills[Number(attr(tag, 'fillId') ?? 0)];
                    if (fill)
                        style.fill = fill;
                    const code = numberFormats.get(numFmtId) ?? BUILTIN_NUMBER_FORMATS[numFmtId];
                    if (code && code !== 'General')
                        style.numberFormat = code;
                    xfs.push(style);
                }
                break;
            case 'alignment':
                if (section === 'cellXfs' && attr(tag, 'horizontal') === 'centerContinuous')
                    centerAcross.add(xfs.length - 1);
                break;
        }
    }, undefined, (tag) => {
        const name = local(tag.name);
        if (name === 'font' && font && section === 'fonts') {
            fonts.push(font);
            font = undefined;
        }
        else if (name === 'fill' && inFill) {
            fills.push(fillPattern === 'solid' ? fillColor : undefined);
            inFill = false;
        }
        else if (name === section)
            section = '';
    });
    return xfs;
}
/** `RRGGBB` of a colour element; theme colours keep their slot (`theme4`) since only equality matters. */
function colorOf(tag) {
    return colorFrom((name) => attr(tag, name));
}
/** The colours of a theme part's colour scheme, in the order of its elements (dk1, lt1, dk2, lt2, accent1…6, hlink, folHlink). */
function readTheme(zip, part) {
    const slots = ['dk1', 'lt1', 'dk2', 'lt2', 'accent1', 'accent2', 'accent3', 'accent4', 'accent5', 'accent6'];
    slots.push('hlink', 'folHlink');
    const colors = [];
    let slot = -1;
    let inScheme = false;
    try {
        parseXml(xlsx_partText(zip, part), part, (tag) => {
            const name = local(tag.name);
            if (name === 'clrScheme')
                inScheme = true;
            else if (inScheme && slots.includes(name))
                slot = slots.indexOf(name);
            else if (slot >= 0 && (name === 'srgbClr' || name === 'sysClr')) {
                const value = attr(tag, name === 'srgbClr' ? 'val' : 'lastClr');
                if (value && /^[0-9A-Fa-f]{6}$/.test(value))
                    colors[slot] = value.toUpperCase();
                slot = -1;
            }
        }, undefined, (tag) => {
            if (local(tag.name) === 'clrScheme')
                inScheme = false;
        });
    }
    catch {
        // A damaged theme leaves theme colours compared by their slot.
        return [];
    }
    return colors;
}
/**
 * Theme colours (`theme4~-0.25`, see colorFrom) resolved to the `RRGGBB` they are drawn in, as
 * LibreOffice writes them out: slots 0-3 are lt1, dk1, lt2, dk2 (the scheme lists the dark one
 * first), the tint moves the lightness towards black or white. Without the theme's colour a
 * theme colour stays its slot, and slot 1 (dk1, the text colour) is the default.
 */
function themeColors(scheme) {
    const order = [1, 0, 3, 2, 4, 5, 6, 7, 8, 9, 10, 11];
    return (color) => {
        if (!color?.startsWith('theme'))
            return color;
        const tilde = color.indexOf('~');
        const slot = Number(color.slice(5, tilde < 0 ? undefined : tilde));
        const tint = tilde < 0 ? 0 : Number(color.slice(tilde + 1));
        const base = scheme[order[slot]];
        if (!base) {
            if (slot === 1 && !tint)
                return undefined;
            return `theme${slot}${tint ? `~${tint.toFixed(2)}` : ''}`;
        }
        return tinted(base, tint);
    };
}
/** `RRGGBB` with its HSL lightness moved by an OOXML tint (towards black below 0, white above). */
function tinted(rgb, tint) {
    if (!tint)
        return rgb;
    const [r, g, b] = [0, 2, 4].map((at) => parseInt(rgb.slice(at, at + 2), 16) / 255);
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    let l = (max + min) / 2;
    const d = max - min;
    const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
    let h = 0;
    if (d !== 0) {
        if (max === r)
            h = ((g - b) / d + 6) % 6;
        else if (max === g)
            h = (b - r) / d + 2;
        else
            h = (r - g) / d + 4;
    }
    l = tint < 0 ? l * (1 + tint) : l * (1 - tint) + tint;
    const c = (1 - Math.abs(2 * l - 1)) * s;
    const x = c * (1 - Math.abs((h % 2) - 1));
    const m = l - c / 2;
    const [r1, g1, b1] = h < 1 ? [c, x, 0] : h < 2 ? [x, c, 0] : h < 3 ? [0, c, x] : h < 4 ? [0, x, c] : h < 5 ? [x, 0, c] : [c, 0, x];
    return [r1, g1, b1]
        .map((v) => Math.round(Math.min(1, Math.max(0, v + m)) * 255)
        .toString(16)
        .padStart(2, '0'))
        .join('')
        .toUpperCase();
}
/** A font colour as the cell style keeps it: black and the default are one (StyleTable.id). */
function normalColor(color) {
    return !color || color === '000000' || color === 'auto' ? 'auto' : color;
}
function readComments(text, part) {
    const comments = new Map();
    let ref;
    let current = '';
    let inText = 0;
    parseXml(text, part, (tag) => {
        const name = local(tag.name);
        if (name === 'comment') {
            ref = attr(tag, 'ref');
            current = '';
        }
        else if (name === 't')
            inText++;
    }, (chunk) => {
        if (ref && inText)
            current += chunk;
    }, (tag) => {
        const name = local(tag.name);
        if (name === 't')
            inText--;
        else if (name === 'comment' && ref) {
            comments.set(ref.toUpperCase(), decodeXmlEscapes(current));
            ref = undefined;
        }
    });
    return comments;
}
function readCoreProperties(zip) {
    const text = zip.text('docProps/core.xml');
    const metadata = {};
    if (!text)
        return metadata;
    let field = '';
    const wanted = {
        title: 'title',
        creator: 'author',
        lastModifiedBy: 'lastModifiedBy',
        created: 'created',
        modified: 'modified',
    };
    try {
        parseXml(text, 'docProps/core.xml', (tag) => {
            field = local(tag.name);
        }, (chunk) => {
            const key = wanted[field];
            if (key && chunk.trim())
                metadata[key] = (metadata[key] ?? '') + chunk.trim();
        }, () => {
            field = '';
        });
    }
    catch {
        // Core properties are decoration; a broken part does not stop the comparison.
    }
    return metadata;
}


/***/ })

};
