(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 903;
const ids = [903];
const modules = {

/***/ 60903:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cellsWriter: () => (/* binding */ cellsWriter)
});

// EXTERNAL MODULE: ./src/engine/archive/zip.ts
var archive_zip = __webpack_require__(55380);
// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(17679);
// EXTERNAL MODULE: ./src/engine/formats/cells/model.ts
var model = __webpack_require__(20238);
// EXTERNAL MODULE: ./src/engine/formats/cells/write/references.ts
var references = __webpack_require__(15577);
;// CONCATENATED MODULE: ./src/engine/formats/cells/write/csv.ts


/**
 * CSV/TSV results. Styled: the target's rows with a first column `change` (`inserted`,
 * `deleted`, `modified`, empty) and deleted rows put back where they were; a modified cell
 * reads `new [was: old]`. Clean: the target with rejected cell changes reverted and rejected
 * moved rows and columns back in their source place (with the cell changes in them that were
 * kept), no marker column. Written as RFC 4180 with CRLF line endings.
 */
function writeDelimitedResult(input) {
    const warnings = [];
    const separator = input.format === 'tsv' ? '\t' : ',';
    const source = input.source.document.familyData;
    const target = input.target.document.familyData;
    if (!(0,model/* isCellsWorkbook */.SN)(source) || !(0,model/* isCellsWorkbook */.SN)(target))
        throw new Error('the cells writer needs two workbooks read by the cells reader');
    const sheet = target.sheets[0];
    const sourceSheet = source.sheets[0];
    const grid = toGrid(sheet);
    const clean = input.options.mode !== 'styled';
    const markers = new Map();
    const deletedBefore = new Map();
    /** Rejected moves (clean mode): `to` is the target row or column, `before` where it goes back. */
    const rejectedMoves = [];
    input.changes.forEach((change, id) => {
        const rejected = input.options.rejected.has(id);
        if (clean && !rejected)
            return;
        const rowIndex = change.target?.blockPath[1] ?? change.anchor?.blockPath[1];
        if (change.unit === 'cell' && rowIndex !== undefined) {
            const row = sheet?.rows[rowIndex];
            const ref = change.target?.locator?.path ?? change.anchor?.locator?.path ?? '';
            const col = columnOf(ref);
            if (!row || col < 0 || change.place.endsWith(' formula') || change.kind === 'StyleChanged')
                return;
            const gridRow = grid[row.row] ?? (grid[row.row] = []);
            if (clean)
                gridRow[col] = change.text;
            else {
                gridRow[col] =
                    change.kind === 'Modified'
                        ? `${change.targetText} [was: ${change.text}]`
                        : change.kind === 'Deleted'
                            ? `[was: ${change.text}]`
                            : change.targetText;
                if (!markers.has(row.row))
                    markers.set(row.row, 'modified');
            }
        }
        else if (change.unit === 'row' && change.kind === 'Moved' && rowIndex !== undefined && !clean) {
            const row = sheet?.rows[rowIndex];
            if (row)
                markers.set(row.row, 'moved');
        }
        else if ((change.unit === 'row' || change.unit === 'column') && change.kind === 'Moved' && clean) {
            const unit = change.unit;
            const from = Number((change.source?.locator?.path ?? '').replace(`${unit}:`, ''));
            const to = Number((change.target?.locator?.path ?? '').replace(`${unit}:`, ''));
            if (!sheet || !sourceSheet || !Number.isInteger(from) || !Number.isInteger(to))
                return;
            const end = unit === 'row' ? grid.length : Math.max(0, ...grid.map((cells) => cells?.length ?? 0));
            rejectedMoves.push({
                unit,
                from,
                to,
                before: (0,references/* placeBeforeNextKept */.E8)(unit, from, sourceSheet, sheet, input.changes, end),
            });
        }
        else if (change.unit === 'row' && change.kind === 'Inserted' && rowIndex !== undefined) {
            const row = sheet?.rows[rowIndex];
            if (!row)
                return;
            if (clean)
                grid[row.row] = undefined;
            else
                markers.set(row.row, 'inserted');
        }
        else if (change.unit === 'row' && change.kind === 'Deleted') {
            const sourceRow = sourceSheet?.rows[change.source?.blockPath[1] ?? -1];
            if (!sourceRow)
                return;
            const anchorRow = sheet?.rows[change.anchor?.blockPath[1] ?? -1]?.row ?? grid.length;
            const list = deletedBefore.get(anchorRow) ?? [];
            list.push(rowCells(sourceRow));
            deletedBefore.set(anchorRow, list);
        }
        else if (rejected || !clean) {
            if (clean)
                warnings.push({
                    code: 'cells-reject-unsupported',
                    message: `change ${id} (${change.kind} ${change.place}) cannot be rejected in a CSV result; it is kept`,
                });
        }
    });
    // Moved rows and columns go back after the cell changes in them are reverted: they move as they end up.
    for (const move of rejectedMoves.filter((m) => m.unit === 'row')) {
        const cells = grid[move.to];
        if (cells === undefined)
            continue;
        grid[move.to] = undefined;
        const list = deletedBefore.get(move.before) ?? [];
        list.push(cells);
        deletedBefore.set(move.before, list);
    }
    reorderColumns(grid, rejectedMoves.filter((m) => m.unit === 'column'));
    const lines = [];
    const emit = (cells, marker) => lines.push((clean ? cells : [marker ?? '', ...cells]).map((v) => quote(v ?? '', separator)).join(separator));
    const total = Math.max(grid.length, ...[...deletedBefore.keys()].map((k) => k + 1), 0);
    for (let r = 0; r <= total; r++) {
        for (const cells of deletedBefore.get(r) ?? [])
            emit(cells, clean ? undefined : 'deleted');
        if (r < grid.length && (grid[r] !== undefined || !clean)) {
            if (grid[r] === undefined && clean)
                continue;
            emit(grid[r] ?? [], markers.get(r));
        }
    }
    const text = lines.length ? `${lines.join('\r\n')}\r\n` : '';
    return { bytes: new TextEncoder().encode(text), warnings };
}
/** Target columns moved back before the target column `before` (the end: after the last), in source order. */
function reorderColumns(grid, moves) {
    if (!moves.length)
        return;
    const width = Math.max(0, ...grid.map((cells) => cells?.length ?? 0));
    const moved = new Set(moves.map((m) => m.to));
    const order = [];
    for (let col = 0; col <= width; col++) {
        for (const move of moves.filter((m) => m.before === col).sort((x, y) => x.from - y.from))
            order.push(move.to);
        if (col < width && !moved.has(col))
            order.push(col);
    }
    grid.forEach((cells, r) => {
        if (cells !== undefined)
            grid[r] = order.map((col) => cells[col] ?? '');
    });
}
function toGrid(sheet) {
    const grid = [];
    if (!sheet)
        return grid;
    const last = sheet.rows.length ? sheet.rows[sheet.rows.length - 1].row : -1;
    for (let r = 0; r <= last; r++)
        grid.push([]);
    for (const row of sheet.rows)
        grid[row.row] = rowCells(row);
    return grid;
}
function rowCells(row) {
    const cells = [];
    for (const cell of row.cells)
        cells[cell.col] = cell.text;
    return Array.from(cells, (v) => v ?? '');
}
function columnOf(ref) {
    const match = /^([A-Z]+)\d+$/.exec(ref);
    if (!match)
        return -1;
    let n = 0;
    for (const ch of match[1])
        n = n * 26 + (ch.charCodeAt(0) - 64);
    return n - 1;
}
function quote(value, separator) {
    return value.includes(separator) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

// EXTERNAL MODULE: ./src/engine/formats/package/xml-dom.ts
var xml_dom = __webpack_require__(31994);
// EXTERNAL MODULE: ./src/engine/formats/package/odf-dom.ts
var odf_dom = __webpack_require__(20496);
// EXTERNAL MODULE: ./src/engine/formats/package/editable-package.ts
var editable_package = __webpack_require__(90545);
// EXTERNAL MODULE: ./src/engine/formats/cells/refs.ts
var refs = __webpack_require__(35777);
// EXTERNAL MODULE: ./src/engine/formats/shared/odf-repeat.ts
var odf_repeat = __webpack_require__(9534);
;// CONCATENATED MODULE: ./src/engine/formats/cells/write/ods-grid.ts


/**
 * A `table:table` of an ODS content.xml addressed by 0-based row and column, the way the ODS
 * reader numbers them. ODF compresses equal neighbours (`table:number-rows-repeated`,
 * `table:number-columns-repeated`); a row or cell that is about to be edited is split out of
 * its run first, so the edit touches that one position and its neighbours keep their content.
 */
/** Value attributes of a cell: what "the cell's content" means besides its paragraphs. */
const VALUE_ATTRIBUTES = [
    'office:value-type',
    'office:value',
    'office:date-value',
    'office:time-value',
    'office:boolean-value',
    'office:string-value',
    'office:currency',
    'calcext:value-type',
    'table:formula',
];
/** The cell has a value, a formula or paragraphs with text. */
function cellHasContent(cell) {
    if ((0,xml_dom.attr)(cell, 'office:value-type') !== undefined || (0,xml_dom.attr)(cell, 'table:formula') !== undefined)
        return true;
    return (0,xml_dom.elementChildren)(cell).some((child) => (0,xml_dom.qname)(child) !== 'office:annotation' && (child.textContent ?? '') !== '');
}
class SheetGrid {
    table;
    rowRuns;
    columnRuns;
    cellRuns = new Map();
    constructor(table) {
        this.table = table;
    }
    get name() {
        return (0,xml_dom.attr)(this.table, 'table:name') ?? '';
    }
    /** Rows in document order, row groups and header rows included. */
    rows() {
        if (!this.rowRuns) {
            this.rowRuns = (0,odf_repeat/* repeatRuns */.k9)((0,odf_repeat/* tableRows */.QE)(this.table), odf_repeat/* ROWS_REPEATED */.BH);
        }
        return this.rowRuns;
    }
    cells(row) {
        let runs = this.cellRuns.get(row);
        if (!runs) {
            runs = (0,odf_repeat/* repeatRuns */.k9)((0,odf_repeat/* rowCells */.o5)(row), odf_repeat/* COLUMNS_REPEATED */.X2);
            this.cellRuns.set(row, runs);
        }
        return runs;
    }
    /** Forget every index after columns were inserted or removed (cells of every row moved). */
    invalidateAll() {
        this.rowRuns = undefined;
        this.columnRuns = undefined;
        this.cellRuns.clear();
    }
    /** Forget the row index after rows were inserted or removed. */
    invalidateRows() {
        this.rowRuns = undefined;
    }
    rowCount() {
        const runs = this.rows();
        return runs.length ? runs[runs.length - 1].start + runs[runs.length - 1].count : 0;
    }
    /** 0-based row index of a row element (after `row`/`rowAt` split it out). */
    indexOf(row) {
        return this.rows().find((run) => run.element === row)?.start;
    }
    /** The row element at `row`, split out of its run; undefined beyond the last row. */
    rowAt(row) {
        const runs = this.rows();
        const index = (0,odf_repeat/* findRun */.Lc)(runs, row);
        return index < 0 ? undefined : (0,odf_repeat/* isolateInRuns */.RT)(runs, index, row, odf_repeat/* ROWS_REPEATED */.BH);
    }
    /** The row element at `row`; rows are appended when the table is shorter. */
    row(row) {
        const existing = this.rowAt(row);
        if (existing)
            return existing;
        const doc = this.table.ownerDocument;
        const runs = this.rows();
        const append = (element) => {
            const last = runs[runs.length - 1]?.element;
            if (last)
                last.parentNode.insertBefore(element, last.nextSibling);
            else
                this.table.appendChild(element);
        };
        const gap = row - this.rowCount();
        if (gap > 0) {
            const filler = (0,xml_dom.createElement)(doc, 'table:table-row', gap > 1 ? { 'table:number-rows-repeated': String(gap) } : {}, [(0,xml_dom.createElement)(doc, 'table:table-cell')]);
            append(filler);
            runs.push({ element: filler, start: row - gap, count: gap });
        }
        const element = (0,xml_dom.createElement)(doc, 'table:table-row', {}, [(0,xml_dom.createElement)(doc, 'table:table-cell')]);
        append(element);
        runs.push({ element, start: row, count: 1 });
        return element;
    }
    /** The cell element at (`row`, `col`), split out of repeated rows and cells; created when missing. */
    cell(row, col) {
        const rowElement = this.row(row);
        const runs = this.cells(rowElement);
        const index = (0,odf_repeat/* findRun */.Lc)(runs, col);
        if (index >= 0)
            return (0,odf_repeat/* isolateInRuns */.RT)(runs, index, col, odf_repeat/* COLUMNS_REPEATED */.X2);
        const doc = this.table.ownerDocument;
        const width = runs.length ? runs[runs.length - 1].start + runs[runs.length - 1].count : 0;
        const append = (element) => rowElement.insertBefore(element, runs.length ? runs[runs.length - 1].element.nextSibling : null);
        if (col > width) {
            const filler = (0,xml_dom.createElement)(doc, 'table:table-cell', col - width > 1 ? { 'table:number-columns-repeated': String(col - width) } : {});
            append(filler);
            runs.push({ element: filler, start: width, count: col - width });
        }
        const element = (0,xml_dom.createElement)(doc, 'table:table-cell');
        append(element);
        runs.push({ element, start: col, count: 1 });
        return element;
    }
    /** The cell element covering (`row`, `col`) without splitting anything (for reading). */
    peek(row, col) {
        const rowRuns = this.rows();
        const rowIndex = (0,odf_repeat/* findRun */.Lc)(rowRuns, row);
        if (rowIndex < 0)
            return undefined;
        const runs = this.cells(rowRuns[rowIndex].element);
        const index = (0,odf_repeat/* findRun */.Lc)(runs, col);
        return index < 0 ? undefined : runs[index].element;
    }
    /** The row element covering `row` without splitting it. */
    peekRow(row) {
        const runs = this.rows();
        const index = (0,odf_repeat/* findRun */.Lc)(runs, row);
        return index < 0 ? undefined : runs[index].element;
    }
    /** The style a cell shows when it names none: its row's, else its column's default cell style. */
    defaultCellStyle(row, col) {
        const fromRow = (0,xml_dom.attr)(row, 'table:default-cell-style-name');
        if (fromRow)
            return fromRow;
        this.columnRuns ??= (0,odf_repeat/* repeatRuns */.k9)((0,odf_repeat/* columnDefinitions */.$s)(this.table), odf_repeat/* COLUMNS_REPEATED */.X2);
        const index = (0,odf_repeat/* findRun */.Lc)(this.columnRuns, col);
        return index < 0 ? undefined : (0,xml_dom.attr)(this.columnRuns[index].element, 'table:default-cell-style-name');
    }
    /** Cells of a row element with their 0-based columns (for copying a row). */
    cellsOf(row) {
        return this.cells(row).map((run) => ({ element: run.element, col: run.start, count: run.count }));
    }
    /** The last row element, the one files use to pad a sheet to its full height. */
    lastRow() {
        const runs = this.rows();
        return runs[runs.length - 1]?.element;
    }
    /**
     * Merged areas crossing the boundary above row `at`: anchors above it whose row span reaches
     * `at` or beyond. Rows inserted there widen these spans.
     */
    spansCrossing(at) {
        const out = [];
        for (const run of this.rows()) {
            if (run.start >= at)
                break;
            for (const cell of this.cells(run.element)) {
                const rows = Number((0,xml_dom.attr)(cell.element, 'table:number-rows-spanned') ?? 1) || 1;
                if (rows <= 1 || run.count !== 1)
                    continue;
                if (run.start + rows > at)
                    out.push({
                        anchor: cell.element,
                        col: cell.start,
                        cols: Number((0,xml_dom.attr)(cell.element, 'table:number-columns-spanned') ?? 1) || 1,
                    });
            }
        }
        return out;
    }
}
/** The cell at `col` of a row element that no SheetGrid indexes (a row being built), split out of its run. */
function cellInRow(row, col) {
    const runs = (0,odf_repeat/* repeatRuns */.k9)((0,odf_repeat/* rowCells */.o5)(row), odf_repeat/* COLUMNS_REPEATED */.X2);
    const index = (0,odf_repeat/* findRun */.Lc)(runs, col);
    if (index >= 0)
        return (0,odf_repeat/* isolateInRuns */.RT)(runs, index, col, odf_repeat/* COLUMNS_REPEATED */.X2);
    const next = runs.length ? runs[runs.length - 1].start + runs[runs.length - 1].count : 0;
    const doc = row.ownerDocument;
    if (col > next)
        row.appendChild((0,xml_dom.createElement)(doc, 'table:table-cell', col - next > 1 ? { 'table:number-columns-repeated': String(col - next) } : {}));
    return row.appendChild((0,xml_dom.createElement)(doc, 'table:table-cell'));
}
/** Turns a cell into a covered cell (or back), keeping its attributes and content. */
function renameCell(cell, name) {
    if ((0,xml_dom.qname)(cell) === name)
        return cell;
    const replacement = (0,xml_dom.createElement)(cell.ownerDocument, name);
    for (const attribute of Array.from(cell.attributes))
        replacement.setAttributeNodeNS(attribute.cloneNode(true));
    while (cell.firstChild)
        replacement.appendChild(cell.firstChild);
    cell.parentNode.replaceChild(replacement, cell);
    return replacement;
}

;// CONCATENATED MODULE: ./src/engine/formats/cells/write/ods-columns.ts



/**
 * Whole columns of an ODS table, in the DOM: a column put back (one cell in every row element,
 * the column definition beside its neighbours') and a column taken out. Repeated rows stay
 * repeated unless the column brings a cell of its own into one of their rows; merged areas the
 * column crosses widen or shrink with it. References are moved separately (./ods-references).
 */
/** Calc's widest sheet: a column put back pushes the padding, not the data, past it. */
const MAX_COLUMNS = 16_384;
const SPAN_COLUMNS = 'table:number-columns-spanned';
const SPAN_ROWS = 'table:number-rows-spanned';
/** Merged areas crossing the boundary left of column `at`: anchors left of it whose column span reaches it. */
function spansAcross(grid, at) {
    const out = [];
    for (const run of (0,odf_repeat/* repeatRuns */.k9)((0,odf_repeat/* tableRows */.QE)(grid.table), odf_repeat/* ROWS_REPEATED */.BH)) {
        let col = 0;
        for (const cell of (0,odf_repeat/* rowCells */.o5)(run.element)) {
            if (col >= at)
                break;
            const span = Number((0,xml_dom.attr)(cell, SPAN_COLUMNS) ?? 1) || 1;
            if ((0,xml_dom.qname)(cell) === 'table:table-cell' && span > 1 && col + span > at)
                out.push({ anchor: cell, top: run.start, rows: Number((0,xml_dom.attr)(cell, SPAN_ROWS) ?? 1) || 1 });
            col += (0,odf_repeat/* repeatCount */.t4)(cell, odf_repeat/* COLUMNS_REPEATED */.X2);
        }
    }
    return out;
}
/** Inserts `cell` so that it is at column `at` of the row, splitting a repeated cell that covers `at`. */
function insertCellAt(row, at, cell) {
    const runs = (0,odf_repeat/* repeatRuns */.k9)((0,odf_repeat/* rowCells */.o5)(row), odf_repeat/* COLUMNS_REPEATED */.X2);
    const index = (0,odf_repeat/* findRun */.Lc)(runs, at);
    if (index >= 0) {
        const there = (0,odf_repeat/* isolateInRuns */.RT)(runs, index, at, odf_repeat/* COLUMNS_REPEATED */.X2);
        row.insertBefore(cell, there);
    }
    else {
        const width = runs.length ? runs[runs.length - 1].start + runs[runs.length - 1].count : 0;
        const after = runs.length ? runs[runs.length - 1].element.nextSibling : null;
        if (at > width)
            row.insertBefore((0,xml_dom.createElement)(row.ownerDocument, 'table:table-cell', at - width > 1 ? { [odf_repeat/* COLUMNS_REPEATED */.X2]: String(at - width) } : {}), after);
        row.insertBefore(cell, after);
    }
    trimWidth((0,odf_repeat/* rowCells */.o5)(row), (element) => !cellHasContent(element) && !(0,xml_dom.elementChildren)(element).length);
}
/** Past Calc's width, a trailing repeated element that is padding gives up the excess. */
function trimWidth(elements, isPadding) {
    const width = elements.reduce((n, element) => n + (0,odf_repeat/* repeatCount */.t4)(element, odf_repeat/* COLUMNS_REPEATED */.X2), 0);
    const last = elements[elements.length - 1];
    if (!last || width <= MAX_COLUMNS || !isPadding(last))
        return;
    const repeat = (0,odf_repeat/* repeatCount */.t4)(last, odf_repeat/* COLUMNS_REPEATED */.X2);
    if (repeat > width - MAX_COLUMNS)
        (0,odf_repeat/* setRepeatCount */.JD)(last, odf_repeat/* COLUMNS_REPEATED */.X2, repeat - (width - MAX_COLUMNS));
}
/** Puts a column in before column `at` of the table (or after its last one). */
function insertColumn(grid, at, insert) {
    const doc = grid.table.ownerDocument;
    const crossing = spansAcross(grid, at);
    // Rows that get a cell of their own come out of their repeated runs first.
    const own = new Map();
    for (const [row, cell] of insert.cells)
        own.set(grid.row(row), cell);
    for (const run of (0,odf_repeat/* repeatRuns */.k9)((0,odf_repeat/* tableRows */.QE)(grid.table), odf_repeat/* ROWS_REPEATED */.BH)) {
        let cell = own.get(run.element) ?? (0,xml_dom.createElement)(doc, 'table:table-cell');
        if (crossing.some((span) => run.start >= span.top && run.start < span.top + span.rows))
            cell = asCovered(cell);
        insertCellAt(run.element, at, cell);
    }
    for (const span of crossing)
        (0,xml_dom.setAttr)(span.anchor, SPAN_COLUMNS, String((Number((0,xml_dom.attr)(span.anchor, SPAN_COLUMNS)) || 1) + 1));
    const definitions = (0,odf_repeat/* columnDefinitions */.$s)(grid.table);
    const runs = (0,odf_repeat/* repeatRuns */.k9)(definitions, odf_repeat/* COLUMNS_REPEATED */.X2);
    const index = (0,odf_repeat/* findRun */.Lc)(runs, at);
    const neighbour = index >= 0 ? runs[index].element : definitions[definitions.length - 1];
    const definition = insert.definition ??
        (neighbour ? neighbour.cloneNode(true) : (0,xml_dom.createElement)(doc, 'table:table-column'));
    (0,odf_repeat/* setRepeatCount */.JD)(definition, odf_repeat/* COLUMNS_REPEATED */.X2, 1);
    if (index >= 0) {
        const there = (0,odf_repeat/* isolateInRuns */.RT)(runs, index, at, odf_repeat/* COLUMNS_REPEATED */.X2);
        there.parentNode.insertBefore(definition, there);
    }
    else if (neighbour)
        neighbour.parentNode.insertBefore(definition, neighbour.nextSibling);
    else
        grid.table.insertBefore(definition, (0,xml_dom.elementChildren)(grid.table).find((child) => ![
            'table:title',
            'table:desc',
            'table:table-source',
            'office:dde-source',
            'table:scenario',
            'office:forms',
            'table:shapes',
        ].includes((0,xml_dom.qname)(child))) ?? null);
    trimWidth((0,odf_repeat/* columnDefinitions */.$s)(grid.table), () => true);
    grid.invalidateAll();
}
/** A cell inside a merged area: covered, no spans of its own. */
function asCovered(cell) {
    const doc = cell.ownerDocument;
    const covered = (0,xml_dom.createElement)(doc, 'table:covered-table-cell');
    for (const attribute of Array.from(cell.attributes))
        if (!/number-(columns|rows)-spanned$/.test(attribute.name))
            covered.setAttributeNodeNS(attribute.cloneNode(true));
    while (cell.firstChild)
        covered.appendChild(cell.firstChild);
    return covered;
}
/** Takes column `at` out of the table: its cell in every row and its definition. */
function removeColumn(grid, at) {
    for (const span of spansAcross(grid, at)) {
        if (Number((0,xml_dom.attr)(span.anchor, SPAN_COLUMNS)) > 1)
            (0,xml_dom.setAttr)(span.anchor, SPAN_COLUMNS, String(Number((0,xml_dom.attr)(span.anchor, SPAN_COLUMNS)) - 1));
    }
    for (const row of (0,odf_repeat/* tableRows */.QE)(grid.table)) {
        const runs = (0,odf_repeat/* repeatRuns */.k9)((0,odf_repeat/* rowCells */.o5)(row), odf_repeat/* COLUMNS_REPEATED */.X2);
        const index = (0,odf_repeat/* findRun */.Lc)(runs, at);
        if (index < 0)
            continue;
        const cell = runs[index].element;
        if (runs[index].count > 1) {
            (0,odf_repeat/* setRepeatCount */.JD)(cell, odf_repeat/* COLUMNS_REPEATED */.X2, runs[index].count - 1);
            continue;
        }
        const columns = Number((0,xml_dom.attr)(cell, SPAN_COLUMNS) ?? 1) || 1;
        const next = runs[index + 1]?.element;
        // An anchor leaving hands its merged area (one column narrower) to the cell right of it.
        if ((0,xml_dom.qname)(cell) === 'table:table-cell' && columns > 1 && next) {
            const heir = renameCell(next, 'table:table-cell');
            (0,xml_dom.setAttr)(heir, SPAN_COLUMNS, String(columns - 1));
            const rows = (0,xml_dom.attr)(cell, SPAN_ROWS);
            if (rows)
                (0,xml_dom.setAttr)(heir, SPAN_ROWS, rows);
        }
        row.removeChild(cell);
        if (!(0,odf_repeat/* rowCells */.o5)(row).length)
            row.appendChild((0,xml_dom.createElement)(row.ownerDocument, 'table:table-cell'));
    }
    const runs = (0,odf_repeat/* repeatRuns */.k9)((0,odf_repeat/* columnDefinitions */.$s)(grid.table), odf_repeat/* COLUMNS_REPEATED */.X2);
    const index = (0,odf_repeat/* findRun */.Lc)(runs, at);
    if (index >= 0) {
        const definition = runs[index].element;
        if (runs[index].count > 1)
            (0,odf_repeat/* setRepeatCount */.JD)(definition, odf_repeat/* COLUMNS_REPEATED */.X2, runs[index].count - 1);
        else if (runs.length > 1)
            definition.parentNode.removeChild(definition);
    }
    grid.invalidateAll();
}

// EXTERNAL MODULE: ./src/engine/formats/package/scan.ts
var scan = __webpack_require__(44389);
;// CONCATENATED MODULE: ./src/engine/formats/cells/write/xml-text.ts

/**
 * Small helpers for the spreadsheet writers, which edit parts as text with regular expressions:
 * escaping a piece of text for a pattern, finding the prefix a part binds its root element with,
 * and decoding an attribute value the pattern captured.
 */
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** The prefix (`x:` or '') of the part's root element `root` (`worksheet`, `workbook`, `comments`). */
function rootPrefix(xml, root) {
    return new RegExp(`<([\\w.-]+:)?${root}[\\s>]`).exec(xml)?.[1] ?? '';
}
function worksheetPrefix(xml) {
    return rootPrefix(xml, 'worksheet');
}
/** Whether the text starts a worksheet part (and not a chartsheet or dialogsheet). */
function isWorksheet(xml) {
    return /<([\w.-]+:)?worksheet[\s>]/.test(xml);
}
/** The prefix a part binds the relationships namespace to (Transitional or Strict); undefined when it binds none. */
function relationshipsPrefix(xml) {
    return /xmlns:(\w+)="http:\/\/(schemas\.openxmlformats\.org\/officeDocument\/2006|purl\.oclc\.org\/ooxml\/officeDocument)\/relationships"/.exec(xml)?.[1];
}
/**
 * The declaration a new element needs for the relationships prefix: none when the part's root
 * element declares it, else the declaration itself. openpyxl declares `xmlns:r` on each
 * `<sheet>` element instead of on `<workbook>`, so an element added beside them must bring its own.
 */
function relationshipsDeclaration(xml) {
    const found = /xmlns:(\w+)="(http:\/\/(?:schemas\.openxmlformats\.org\/officeDocument\/2006|purl\.oclc\.org\/ooxml\/officeDocument)\/relationships)"/.exec(xml);
    if (!found)
        return '';
    const root = /<(?![?!])[^>]*>/.exec(xml)?.[0] ?? '';
    return root.includes(`xmlns:${found[1]}="`) ? '' : ` xmlns:${found[1]}="${found[2]}"`;
}
/**
 * An attribute value as a regular expression captured it, with its predefined and numeric
 * character references decoded (one decoder for reader and writers: ../scan). A reference to an
 * entity only a DTD could define leaves the value as written instead of failing the whole result.
 */
function decodeAttribute(value) {
    try {
        return (0,scan/* decodeEntities */.Sm)(value);
    }
    catch {
        return value;
    }
}
/**
 * A relationships part without the relationship `id`: its element is found whatever prefix it is
 * written with, however its Id is quoted or its characters escaped, so a dropped part never
 * leaves a relationship pointing at nothing. The rest of the text is kept as it was.
 */
function withoutRelationship(relsXml, id) {
    return relsXml.replace(/<(?:[\w.-]+:)?Relationship\b[^>]*?(?:\/>|>\s*<\/(?:[\w.-]+:)?Relationship\s*>)/g, (element) => {
        const value = /\sId\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(element);
        return value && (0,scan/* decodeEntities */.Sm)(value[1] ?? value[2]) === id ? '' : element;
    });
}

// EXTERNAL MODULE: ./src/engine/formats/package/namespaces.ts
var package_namespaces = __webpack_require__(10292);
;// CONCATENATED MODULE: ./src/engine/formats/cells/write/ods-collapse.ts


const TABLE_NS = package_namespaces/* NAMESPACES */.dK.table[0];
/** Placeholders are needed only where they save work. */
const MIN_COLLAPSED_BYTES = 4096;
/** Offset of the `>` ending the tag that starts at `from`, skipping quoted attribute values. */
function tagEnd(xml, from) {
    let quote = '';
    for (let k = from; k < xml.length; k++) {
        const ch = xml[k];
        if (quote) {
            if (ch === quote)
                quote = '';
        }
        else if (ch === '"' || ch === "'")
            quote = ch;
        else if (ch === '>')
            return k;
    }
    return -1;
}
function sortedRows(keep) {
    if (keep === 'all')
        return 'all';
    return [...(keep ?? [])].sort((x, y) => x - y);
}
/** Whether any of the sorted rows lies in [start, start + count). */
function touches(rows, start, count) {
    let lo = 0;
    let hi = rows.length;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (rows[mid] < start)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < rows.length && rows[lo] < start + count;
}
/**
 * content.xml with the untouched row runs of its tables collapsed; undefined when the text is
 * not laid out the way this scan expects (the caller then parses all of it).
 */
function collapseRows(xml, keep, minBytes = MIN_COLLAPSED_BYTES) {
    const root = /<[A-Za-z_][^\s>/?!]*[\s>]/g;
    root.lastIndex = xml.trimStart().startsWith('<?') ? xml.indexOf('?>') + 2 : 0;
    const rootStart = root.exec(xml);
    if (!rootStart)
        return undefined;
    const rootEnd = tagEnd(xml, rootStart.index);
    if (rootEnd < 0)
        return undefined;
    const prefixMatch = new RegExp(`xmlns:([\\w.-]+)\\s*=\\s*["']${escapeRegExp(TABLE_NS)}["']`).exec(xml.slice(rootStart.index, rootEnd));
    if (!prefixMatch)
        return undefined;
    const t = prefixMatch[1];
    // Another binding of the table namespace or of its prefix would make the text scan unsound.
    if (xml.indexOf(TABLE_NS, rootEnd) >= 0 || xml.indexOf(`xmlns:${t}=`, rootEnd) >= 0)
        return undefined;
    const rowOpen = `<${t}:table-row`;
    const rowClose = `</${t}:table-row>`;
    const spanned = `${t}:number-rows-spanned="`;
    const repeatedRows = new RegExp(`\\s${escapeRegExp(t)}:number-rows-repeated\\s*=\\s*["'](\\d+)["']`);
    const tableName = new RegExp(`\\s${escapeRegExp(t)}:name\\s*=\\s*"([^"]*)"`);
    const tags = new RegExp(`<(/?)${escapeRegExp(t)}:(table|table-row|table-row-group|table-header-rows|table-rows)(?=[\\s/>])`, 'g');
    const pieces = [];
    const originals = [];
    let copied = 0;
    let nextSpanned = xml.indexOf(spanned);
    /** Whether a cell in [start, end) spans more than one row; LibreOffice writes `="1"` on horizontal merges. */
    const hasSpan = (start, end) => {
        if (nextSpanned >= 0 && nextSpanned < start)
            nextSpanned = xml.indexOf(spanned, start);
        while (nextSpanned >= 0 && nextSpanned < end) {
            const valueStart = nextSpanned + spanned.length;
            const rowsSpanned = Number(xml.slice(valueStart, xml.indexOf('"', valueStart)));
            nextSpanned = xml.indexOf(spanned, valueStart);
            if (rowsSpanned > 1)
                return true;
        }
        return false;
    };
    let tableIndex = 0;
    tags.lastIndex = rootEnd;
    for (let m = tags.exec(xml); m; m = tags.exec(xml)) {
        if (m[1] || m[2] !== 'table')
            continue;
        const tableTagEnd = tagEnd(xml, m.index);
        if (tableTagEnd < 0)
            return undefined;
        tableIndex++;
        if (xml[tableTagEnd - 1] === '/')
            continue;
        const nameMatch = tableName.exec(xml.slice(m.index, tableTagEnd + 1));
        const name = nameMatch ? decodeAttribute(nameMatch[1]) : `Sheet${tableIndex}`;
        const rows = sortedRows(keep.get(name));
        // One run of untouched sibling rows, waiting to be collapsed.
        let run;
        const runs = [];
        let lastRowEnd = -1;
        const flush = () => {
            if (run)
                runs.push(run);
            run = undefined;
        };
        let depth = 0;
        let next = 0;
        let ended = false;
        tags.lastIndex = tableTagEnd + 1;
        for (let tag = tags.exec(xml); tag; tag = tags.exec(xml)) {
            const [, closing, local] = tag;
            if (local === 'table') {
                if (!closing)
                    return undefined;
                if (depth !== 0)
                    return undefined;
                ended = true;
                break;
            }
            if (local !== 'table-row') {
                flush();
                if (closing)
                    depth--;
                else {
                    const end = tagEnd(xml, tag.index);
                    if (end < 0)
                        return undefined;
                    if (xml[end - 1] !== '/')
                        depth++;
                    tags.lastIndex = end + 1;
                }
                continue;
            }
            if (closing)
                return undefined;
            const startTagEnd = tagEnd(xml, tag.index);
            if (startTagEnd < 0)
                return undefined;
            const startTag = xml.slice(tag.index, startTagEnd + 1);
            const count = Math.max(1, Number(repeatedRows.exec(startTag)?.[1] ?? 1) || 1);
            let end;
            if (xml[startTagEnd - 1] === '/')
                end = startTagEnd + 1;
            else {
                const close = xml.indexOf(rowClose, startTagEnd);
                if (close < 0)
                    return undefined;
                // A row inside a row means a table inside a cell: not a layout this scan follows.
                const inner = xml.indexOf(rowOpen, startTagEnd);
                if (inner >= 0 && inner < close)
                    return undefined;
                end = close + rowClose.length;
            }
            const start = next;
            next += count;
            tags.lastIndex = end;
            lastRowEnd = end;
            const kept = rows === 'all' || touches(rows, start, count) || hasSpan(tag.index, end);
            if (kept) {
                flush();
                continue;
            }
            // Pretty-printed files put whitespace between rows; it goes into the run with them.
            if (run && (run.end === tag.index || /^\s*$/.test(xml.slice(run.end, tag.index)))) {
                run.end = end;
                run.count += count;
                run.lastStart = tag.index;
                run.lastCount = count;
            }
            else {
                flush();
                run = { start: tag.index, end, count, lastStart: tag.index, lastCount: count };
            }
        }
        if (!ended)
            return undefined;
        flush();
        // The table's last row stays real (even inside a row group): the padding rows put back come out of.
        const last = runs[runs.length - 1];
        if (last && last.end === lastRowEnd) {
            if (last.lastStart > last.start)
                runs[runs.length - 1] = { ...last, end: last.lastStart, count: last.count - last.lastCount };
            else
                runs.pop();
        }
        for (const r of runs) {
            if (r.end - r.start < minBytes)
                continue;
            pieces.push(xml.slice(copied, r.start));
            const id = originals.length;
            originals.push({ text: xml.slice(r.start, r.end), count: r.count });
            pieces.push(`<${t}:table-row ddph="${id}"${r.count > 1 ? ` ${t}:number-rows-repeated="${r.count}"` : ''}><${t}:table-cell/></${t}:table-row>`);
            copied = r.end;
        }
    }
    if (!originals.length)
        return { text: xml, restore: (serialized) => serialized };
    pieces.push(xml.slice(copied));
    const placeholder = new RegExp(`<${escapeRegExp(t)}:table-row ddph="(\\d+)"(?: ${escapeRegExp(t)}:number-rows-repeated="(\\d+)")?><${escapeRegExp(t)}:table-cell/></${escapeRegExp(t)}:table-row>`, 'g');
    return {
        text: pieces.join(''),
        restore(serialized) {
            const seen = new Set();
            let intact = true;
            const out = serialized.replace(placeholder, (whole, id, repeat) => {
                const original = originals[Number(id)];
                if (!original || seen.has(Number(id)) || Number(repeat ?? 1) !== original.count) {
                    intact = false;
                    return whole;
                }
                seen.add(Number(id));
                return original.text;
            });
            return intact && seen.size === originals.length && !out.includes(' ddph="') ? out : undefined;
        },
    };
}

// EXTERNAL MODULE: ./src/engine/formats/package/xml-escape.ts
var xml_escape = __webpack_require__(17623);
;// CONCATENATED MODULE: ./src/engine/formats/cells/write/ods-references.ts



function unquoteSheet(text) {
    const bare = text.startsWith('$') ? text.slice(1) : text;
    return bare.startsWith("'") ? bare.slice(1, -1).replace(/''/g, "'") : bare;
}
/** Splits on `separator` outside single quotes. */
function splitOutsideQuotes(text, separator) {
    const parts = [];
    let quoted = false;
    let start = 0;
    for (let k = 0; k < text.length; k++) {
        const ch = text[k];
        if (ch === "'")
            quoted = !quoted;
        else if (ch === separator && !quoted) {
            parts.push(text.slice(start, k));
            start = k + 1;
        }
    }
    parts.push(text.slice(start));
    return parts;
}
function endpointOf(text) {
    let quoted = false;
    let dot = -1;
    for (let k = 0; k < text.length; k++) {
        if (text[k] === "'")
            quoted = !quoted;
        else if (text[k] === '.' && !quoted)
            dot = k;
    }
    // A bare address with no dot (`A1`) is how some producers write ranges on the own sheet.
    const sheetText = dot < 0 ? '' : text.slice(0, dot);
    const cell = text.slice(dot + 1);
    if (!/^(\$?[A-Za-z]{1,3}\$?\d{1,7}|\$?[A-Za-z]{1,3}|\$?\d{1,7})$/.test(cell))
        return undefined;
    return { sheetText, sheet: sheetText ? unquoteSheet(sheetText) : undefined, cell };
}
/** The area map that applies the row edits of each shifted sheet. */
function shiftsMap(shifts) {
    return (area, sheet) => {
        const steps = shifts.get(sheet);
        if (!steps?.length)
            return undefined;
        // A range down to the last row (a whole column as ODF writes it) keeps its end there: shiftArea clamps it.
        // Columns and rows move independently; shiftArea takes the edits of one axis at a time.
        let out = area;
        for (const axis of ['col', 'row']) {
            const ofAxis = steps.filter((step) => step.axis === axis);
            if (ofAxis.length && out !== undefined && out !== '#REF!')
                out = (0,references/* shiftArea */.GD)(out, ofAxis) ?? out;
        }
        return out;
    };
}
/** One reference body (`.A5`, `$Data.$A$1:.$B$9`) moved, or as it was when it is not on a shifted sheet. */
function shiftReference(body, shifts, ownSheet) {
    return mapReference(body, ownSheet, shiftsMap(shifts));
}
/** One reference body with its area passed through `map`; external references and ones spanning two sheets stay. */
function mapReference(body, ownSheet, map) {
    if (body.includes('#'))
        return body;
    const parts = splitOutsideQuotes(body, ':');
    if (parts.length > 2)
        return body;
    const ends = parts.map(endpointOf);
    if (ends.some((e) => !e))
        return body;
    const [first, second] = ends;
    const sheet = first.sheet ?? ownSheet;
    if (second?.sheet !== undefined && second.sheet !== sheet)
        return body;
    if (sheet === undefined)
        return body;
    const area = second ? `${first.cell}:${second.cell}` : first.cell;
    const moved = map(area, sheet);
    if (moved === undefined || moved === area)
        return body;
    if (moved === '#REF!')
        return `${first.sheetText}.#REF!`;
    const [a, b] = moved.split(':');
    const prefix = (end, original) => (original.includes('.') ? `${end.sheetText}.` : '');
    return second ? `${prefix(first, parts[0])}${a}:${prefix(second, parts[1])}${b}` : `${prefix(first, parts[0])}${a}`;
}
/**
 * A formula (`of:=SUM([.A1:.A9])`) with its bracketed references moved. Formulas in Excel's
 * syntax (`msoxl:=SUM(A1:A9)`, from older Excel versions) go through the XLSX writer's shifter.
 */
function shiftOdsFormula(formula, shifts, ownSheet) {
    return mapOdsFormula(formula, ownSheet, shiftsMap(shifts));
}
/** A formula with the area of each reference (on `ownSheet` when it names none) passed through `map`. */
function mapOdsFormula(formula, ownSheet, map) {
    const excel = /^msoxl:=?/.exec(formula);
    if (excel) {
        const body = (0,references/* mapFormulaAreas */.XV)(formula.slice(excel[0].length), (area, target) => {
            const sheet = target.kind === 'local' ? ownSheet : target.kind === 'sheet' ? target.sheet : undefined;
            return (sheet !== undefined && map(area, sheet)) || area;
        });
        return `${excel[0]}${body}`;
    }
    let out = '';
    let i = 0;
    const n = formula.length;
    while (i < n) {
        const ch = formula[i];
        if (ch === '"') {
            const end = (0,references/* stringLiteralEnd */.WY)(formula, i);
            out += formula.slice(i, end);
            i = end;
            continue;
        }
        if (ch === '[') {
            let k = i + 1;
            let quoted = false;
            for (; k < n; k++) {
                if (formula[k] === "'")
                    quoted = !quoted;
                else if (formula[k] === ']' && !quoted)
                    break;
            }
            if (k >= n)
                return out + formula.slice(i);
            out += `[${mapReference(formula.slice(i + 1, k), ownSheet, map)}]`;
            i = k + 1;
            continue;
        }
        out += ch;
        i++;
    }
    return out;
}
/** A space-separated list of range addresses (`$Data.$A$1:.$B$9 Data.C3`) moved. */
function shiftRangeList(value, shifts, ownSheet) {
    return value
        .split(' ')
        .map((part) => (part ? shiftReference(part, shifts, ownSheet) : part))
        .join(' ');
}
const FORMULA_ATTRIBUTES = new Set(['table:formula', 'table:expression', 'table:condition', 'calcext:value']);
/** Rows the writer inserted carry this attribute until the references are moved: their content is already in the new numbering. */
const NEW_ROW_MARK = 'ddnew';
/** Formulas the writer brought from the source start with this until the references are moved, for the same reason. */
const KEPT_FORMULA_MARK = 'ddkeep:';
/** content.xml without the marks, when no reference moves. */
function dropMarks(xml) {
    return xml
        .split(` ${NEW_ROW_MARK}="1"`)
        .join('')
        .replace(new RegExp(`(:formula=")${KEPT_FORMULA_MARK}`, 'g'), '$1');
}
/**
 * content.xml (with the `table:` and `calcext:` prefixes LibreOffice binds) with every reference
 * into a shifted sheet moved: cell formulas, named ranges and expressions, validation
 * conditions, conditional formats, database and print ranges. Rows marked as new and formulas
 * marked as kept are skipped and unmarked.
 */
const RANGE_ATTRIBUTES = [
    'table:cell-range-address',
    'table:base-cell-address',
    'table:target-range-address',
    'table:end-cell-address',
    'table:print-ranges',
    'calcext:target-range-address',
    'calcext:base-cell-address',
    'draw:notify-on-update-of-ranges',
];
/** Range addresses of a chart object's content.xml. */
const CHART_RANGE_ATTRIBUTES = [
    'table:cell-range-address',
    'chart:values-cell-range-address',
    'chart:label-cell-address',
];
function shiftContentReferences(xml, shifts, rangeAttributes = RANGE_ATTRIBUTES) {
    const names = [...FORMULA_ATTRIBUTES, ...rangeAttributes].join('|');
    const pattern = new RegExp(`<table:table[\\s>]|</table:table>| ${NEW_ROW_MARK}="1"|\\s(${names})="([^"]*)"`, 'g');
    const pieces = [];
    let copied = 0;
    let sheet;
    let skipUntil = -1;
    for (let m = pattern.exec(xml); m; m = pattern.exec(xml)) {
        const whole = m[0];
        if (whole.startsWith('<table:table')) {
            const end = xml.indexOf('>', m.index);
            const name = / table:name="([^"]*)"/.exec(xml.slice(m.index, end + 1));
            sheet = name ? decodeAttribute(name[1]) : undefined;
            continue;
        }
        if (whole === '</table:table>') {
            sheet = undefined;
            continue;
        }
        if (whole === ` ${NEW_ROW_MARK}="1"`) {
            pieces.push(xml.slice(copied, m.index));
            copied = m.index + whole.length;
            skipUntil = xml.indexOf('</table:table-row>', m.index);
            continue;
        }
        const [, name, raw] = m;
        if (name === 'table:formula' && raw.startsWith(KEPT_FORMULA_MARK)) {
            const valueStart = m.index + whole.length - raw.length - 1;
            pieces.push(xml.slice(copied, valueStart));
            copied = valueStart + KEPT_FORMULA_MARK.length;
            continue;
        }
        if (m.index < skipUntil)
            continue;
        const value = decodeAttribute(raw);
        const moved = FORMULA_ATTRIBUTES.has(name)
            ? shiftOdsFormula(value, shifts, sheet)
            : shiftRangeList(value, shifts, sheet);
        if (moved === value)
            continue;
        const valueStart = m.index + whole.length - raw.length - 1;
        pieces.push(xml.slice(copied, valueStart), (0,xml_escape/* escapeXml */.X)(moved));
        copied = valueStart + raw.length;
    }
    if (!pieces.length)
        return xml;
    pieces.push(xml.slice(copied));
    return pieces.join('');
}

// EXTERNAL MODULE: ./src/engine/formats/cells/write/marks.ts
var write_marks = __webpack_require__(245);
// EXTERNAL MODULE: ./src/engine/formats/package/odf-package.ts
var odf_package = __webpack_require__(32792);
;// CONCATENATED MODULE: ./src/engine/formats/cells/write/ods.ts

















/**
 * The result workbook for ODS, edited in place from the target's content.xml (every other part
 * is copied as it was).
 *
 * Styled mode: changed, inserted and deleted cells get an automatic cell style built on their
 * own (a copy of their automatic style, or one whose parent is their common style) with the
 * ItemsStyle background and font, and an annotation saying what was there before; an inserted
 * row or column is marked cell by cell; a deleted row or column is put back where it was, marked
 * and annotated (a column with the source's column definition, ./ods-columns); a deleted sheet
 * is put back at its source position with its automatic styles and a tab in the deleted colour;
 * an inserted sheet gets a coloured tab. The summary sheet `docdelta changes` lists every change
 * when GenerateSummaryPage is set, and is added anyway for what the sheets cannot show in place
 * (deleted columns and sheets, renamed and moved sheets). Tracked mode gives the styled result
 * with a warning: Calc's change tracking does not carry cell-level marks both ways.
 *
 * Clean mode: rejected cell changes get the source cell's value, formula and paragraphs back,
 * rejected inserted rows, columns and sheets are removed and rejected deleted ones come back as
 * the source had them (named ranges into a removed sheet go with it); a rejected moved row or
 * column leaves its target place and comes back, as the source had it, before the first row
 * (column) after it in the source that stayed in place. Rejected comment, merge
 * and sheet rename changes are reported as warnings and kept.
 *
 * Rows and columns put back or removed take the references to them along (./ods-references): formulas on
 * every sheet, named ranges and expressions, validations and conditional formats; the rows
 * the writer inserts and the formulas it brings from the source are carried into the new
 * numbering separately (`carryKeptFormulas`) and left alone. The ranges of charts (embedded
 * objects) move too.
 *
 * Big sheets: the DOM holds content.xml with the rows no change touches collapsed into
 * placeholders (./ods-collapse), which come back byte for byte after serialising; when the
 * writer reaches into a collapsed row after all, it writes again from the whole text.
 */
const DEFAULT_COLORS = { inserted: '0000FF', deleted: 'FF0000', changed: '008000' };
const TABLEOOO = 'http://openoffice.org/2009/table';
const XMLNS = 'http://www.w3.org/2000/xmlns/';
const TEXT_CHILDREN = new Set(['text:p', 'text:h', 'text:list']);
/** A parsed content.xml with its tables by name. */
class OdsContent {
    doc;
    spreadsheet;
    grids = new Map();
    constructor(text) {
        this.doc = (0,xml_dom.parseXml)(text, 'content.xml');
        const body = (0,xml_dom.firstChildNamed)(this.doc.documentElement, 'office:body');
        const spreadsheet = body && (0,xml_dom.firstChildNamed)(body, 'office:spreadsheet');
        if (!spreadsheet)
            throw new errors/* CorruptDocumentError */.b6('content.xml has no office:spreadsheet');
        this.spreadsheet = spreadsheet;
        (0,xml_dom.childrenNamed)(spreadsheet, 'table:table').forEach((table, k) => {
            const grid = new SheetGrid(table);
            const name = grid.name || `Sheet${k + 1}`;
            if (!this.grids.has(name))
                this.grids.set(name, grid);
        });
    }
    automaticStyles() {
        const out = new Map();
        const container = (0,xml_dom.firstChildNamed)(this.doc.documentElement, 'office:automatic-styles');
        for (const style of container ? (0,xml_dom.elementChildren)(container) : [])
            out.set(`${(0,xml_dom.attr)(style, 'style:family') ?? ''}|${(0,xml_dom.attr)(style, 'style:name') ?? ''}`, style);
        return out;
    }
}
/** Automatic styles the writer adds to content.xml, named so they collide with nothing. */
class AddedStyles {
    content;
    commonNames;
    container;
    automatic;
    names = new Set();
    cache = new Map();
    counter = 0;
    constructor(content, commonNames) {
        this.content = content;
        this.commonNames = commonNames;
        const root = content.doc.documentElement;
        let container = (0,xml_dom.firstChildNamed)(root, 'office:automatic-styles');
        if (!container) {
            container = (0,xml_dom.createElement)(content.doc, 'office:automatic-styles');
            root.insertBefore(container, (0,xml_dom.firstChildNamed)(root, 'office:master-styles') ?? (0,xml_dom.firstChildNamed)(root, 'office:body') ?? null);
        }
        this.container = container;
        this.automatic = content.automaticStyles();
        for (const key of this.automatic.keys())
            this.names.add(key.slice(key.indexOf('|') + 1));
        for (const name of commonNames)
            this.names.add(name);
    }
    freeName(prefix) {
        let name;
        do
            name = `${prefix}${++this.counter}`;
        while (this.names.has(name));
        this.names.add(name);
        return name;
    }
    /** A new automatic style of `family` that looks like `base` (automatic or common). */
    derived(family, base, prefix) {
        const name = this.freeName(prefix);
        const automatic = base !== undefined ? this.automatic.get(`${family}|${base}`) : undefined;
        let style;
        if (automatic) {
            style = automatic.cloneNode(true);
            (0,xml_dom.setAttr)(style, 'style:name', name);
        }
        else {
            style = (0,xml_dom.createElement)(this.content.doc, 'style:style', { 'style:name': name, 'style:family': family });
            const parent = base !== undefined && this.commonNames.has(base)
                ? base
                : family === 'table-cell' && this.commonNames.has('Default')
                    ? 'Default'
                    : undefined;
            if (parent)
                (0,xml_dom.setAttr)(style, 'style:parent-style-name', parent);
        }
        this.container.appendChild(style);
        this.automatic.set(`${family}|${name}`, style);
        return style;
    }
    /** The name of a cell style that is `base` marked as `kind`. */
    marked(base, kind, look) {
        const key = `${base ?? ''}|${kind}`;
        const cached = this.cache.get(key);
        if (cached)
            return cached;
        const style = this.derived('table-cell', base, 'ddce');
        const fontColor = look.fontColor;
        const fill = look.highlightColor ?? tint(fontColor ?? DEFAULT_COLORS[kind]);
        (0,xml_dom.setAttr)(properties(style, 'style:table-cell-properties'), 'fo:background-color', `#${fill.toLowerCase()}`);
        const text = {};
        if (fontColor)
            text['fo:color'] = `#${fontColor.toLowerCase()}`;
        if (look.bold)
            Object.assign(text, {
                'fo:font-weight': 'bold',
                'style:font-weight-asian': 'bold',
                'style:font-weight-complex': 'bold',
            });
        if (look.italic)
            Object.assign(text, {
                'fo:font-style': 'italic',
                'style:font-style-asian': 'italic',
                'style:font-style-complex': 'italic',
            });
        if (look.strikeThrough)
            Object.assign(text, { 'style:text-line-through-style': 'solid', 'style:text-line-through-type': 'single' });
        if (look.underline)
            Object.assign(text, {
                'style:text-underline-style': 'solid',
                'style:text-underline-width': 'auto',
                'style:text-underline-color': 'font-color',
            });
        if (Object.keys(text).length) {
            const props = properties(style, 'style:text-properties');
            for (const [name, value] of Object.entries(text))
                (0,xml_dom.setAttr)(props, name, value);
        }
        const name = (0,xml_dom.attr)(style, 'style:name');
        this.cache.set(key, name);
        return name;
    }
    /** The name of a table style that is `base` with a coloured tab. */
    tabColored(base, color) {
        const style = this.derived('table', base, 'ddta');
        const props = properties(style, 'style:table-properties');
        const root = this.content.doc.documentElement;
        let prefix = root.lookupPrefix(TABLEOOO);
        if (!prefix) {
            prefix = 'tableooo';
            root.setAttributeNS(XMLNS, 'xmlns:tableooo', TABLEOOO);
        }
        props.setAttributeNS(TABLEOOO, `${prefix}:tab-color`, `#${color.toLowerCase()}`);
        if ((0,xml_dom.attr)(props, 'table:display') === undefined)
            (0,xml_dom.setAttr)(props, 'table:display', 'true');
        return (0,xml_dom.attr)(style, 'style:name');
    }
    /**
     * Gives the style names used in `element` (a copy from the source) the target's names for
     * the same automatic styles: the same name when the target's style is equal, else a copy of
     * the source's style under a free name. Common styles keep their names.
     */
    carryReferences(element, source) {
        const sourceStyles = (this.sourceStyles ??= source.automaticStyles());
        const visit = (node) => {
            for (const attribute of Array.from(node.attributes)) {
                const name = (0,xml_dom.qname)(attribute);
                if (!name.endsWith('style-name') || name === 'style:parent-style-name' || name === 'style:next-style-name')
                    continue;
                const key = styleKey((0,xml_dom.qname)(node), name, attribute.value, sourceStyles);
                const carried = key ? this.carried(key, source) : undefined;
                if (carried !== undefined && carried !== attribute.value)
                    attribute.value = carried;
            }
            for (const child of (0,xml_dom.elementChildren)(node))
                visit(child);
        };
        visit(element);
    }
    sourceStyles;
    carriedNames = new Map();
    carried(key, source) {
        const known = this.carriedNames.get(key);
        if (known !== undefined)
            return known;
        const theirs = this.sourceStyles.get(key);
        const name = key.slice(key.indexOf('|') + 1);
        const mine = this.automatic.get(key);
        if (mine && (0,xml_dom.serializeXml)(mine) === (0,xml_dom.serializeXml)(theirs)) {
            this.carriedNames.set(key, name);
            return name;
        }
        const taken = this.names.has(name);
        const newName = taken ? this.freeName(`${name}_`) : name;
        this.names.add(newName);
        this.carriedNames.set(key, newName);
        const copy = this.content.doc.importNode(theirs, true);
        (0,xml_dom.setAttr)(copy, 'style:name', newName);
        this.container.appendChild(copy);
        this.automatic.set(`${key.slice(0, key.indexOf('|'))}|${newName}`, copy);
        // Its own references (a number format, a list style) come along.
        this.carryReferences(copy, source);
        (0,xml_dom.setAttr)(copy, 'style:name', newName);
        return newName;
    }
    /** Whether a style name of the source means the same in the target (same common name or equal automatic style). */
    sameInTarget(family, name, source) {
        if (this.commonNames.has(name) && !source.has(`${family}|${name}`))
            return true;
        const mine = this.automatic.get(`${family}|${name}`);
        const theirs = source.get(`${family}|${name}`);
        return !!mine && !!theirs && (0,xml_dom.serializeXml)(mine) === (0,xml_dom.serializeXml)(theirs);
    }
}
/** Family of the style an attribute names, by element and attribute; `|name` keys number and list styles. */
function styleKey(element, attribute, value, styles) {
    let family;
    if (attribute === 'table:default-cell-style-name')
        family = 'table-cell';
    else if (attribute === 'table:style-name')
        family = {
            'table:table': 'table',
            'table:table-column': 'table-column',
            'table:table-row': 'table-row',
            'table:table-cell': 'table-cell',
            'table:covered-table-cell': 'table-cell',
        }[element];
    else if (attribute === 'style:data-style-name' || attribute === 'style:list-style-name')
        family = '';
    else if (attribute === 'text:style-name')
        family = element === 'text:p' || element === 'text:h' ? 'paragraph' : element === 'text:list' ? '' : 'text';
    else if (attribute === 'draw:style-name')
        family = 'graphic';
    else if (attribute === 'draw:text-style-name')
        family = 'paragraph';
    if (family !== undefined)
        return styles.has(`${family}|${value}`) ? `${family}|${value}` : undefined;
    const keys = [...styles.keys()].filter((key) => key.endsWith(`|${value}`));
    return keys.length === 1 ? keys[0] : undefined;
}
const PROPERTY_ORDER = [
    'style:table-column-properties',
    'style:table-row-properties',
    'style:table-properties',
    'style:table-cell-properties',
    'style:paragraph-properties',
    'style:text-properties',
];
/** The style's properties element of that name, created at its place in the schema's order. */
function properties(style, name) {
    const existing = (0,xml_dom.firstChildNamed)(style, name);
    if (existing)
        return existing;
    const rank = PROPERTY_ORDER.indexOf(name);
    const before = (0,xml_dom.elementChildren)(style).find((child) => {
        const k = PROPERTY_ORDER.indexOf((0,xml_dom.qname)(child));
        return k < 0 || k > rank;
    });
    const element = (0,xml_dom.createElement)(style.ownerDocument, name);
    style.insertBefore(element, before ?? null);
    return element;
}
/** A colour mixed 75% toward white, for a fill that keeps the text readable. */
function tint(hex) {
    const mix = (k) => Math.round(parseInt(hex.slice(k, k + 2), 16) * 0.25 + 255 * 0.75)
        .toString(16)
        .padStart(2, '0');
    return `${mix(0)}${mix(2)}${mix(4)}`.toUpperCase();
}
function paragraphs(doc, text) {
    return text.split('\n').map((line) => (0,xml_dom.createElement)(doc, 'text:p', {}, (0,odf_dom/* odfTextNodes */.gH)(doc, line)));
}
/** Adds lines to the cell's annotation (ODF allows one per cell), creating it when missing. */
function annotate(cell, lines) {
    const doc = cell.ownerDocument;
    let annotation = (0,xml_dom.firstChildNamed)(cell, 'office:annotation');
    if (!annotation) {
        annotation = (0,xml_dom.createElement)(doc, 'office:annotation', {}, [(0,xml_dom.createElement)(doc, 'dc:creator', {}, ['docdelta'])]);
        const after = (0,xml_dom.elementChildren)(cell).find((child) => (0,xml_dom.qname)(child) !== 'table:cell-range-source');
        cell.insertBefore(annotation, after ?? null);
    }
    for (const p of paragraphs(doc, lines.join('\n')))
        annotation.appendChild(p);
}
/** The style a cell shows: its own, else its row's or column's default cell style. */
function cellStyleName(grid, row, col, cell) {
    return (0,xml_dom.attr)(cell, 'table:style-name') ?? grid.defaultCellStyle(grid.row(row), col);
}
/** A string cell showing `text` (a deleted value put back as it was displayed). */
function textCell(doc, text, style) {
    const attrs = text === '' ? {} : { 'office:value-type': 'string' };
    if (style)
        attrs['table:style-name'] = style;
    return (0,xml_dom.createElement)(doc, 'table:table-cell', attrs, text === '' ? [] : paragraphs(doc, text));
}
/** A row of cells at their columns (columns between them left empty). */
function rowOf(doc, cells) {
    const row = (0,xml_dom.createElement)(doc, 'table:table-row');
    let next = 0;
    for (const { col, element } of [...cells].sort((x, y) => x.col - y.col)) {
        if (col < next)
            continue;
        if (col > next)
            row.appendChild((0,xml_dom.createElement)(doc, 'table:table-cell', col - next > 1 ? { 'table:number-columns-repeated': String(col - next) } : {}));
        row.appendChild(element);
        next = col + (0,odf_repeat/* repeatCount */.t4)(element, odf_repeat/* COLUMNS_REPEATED */.X2);
    }
    if (!(0,xml_dom.elementChildren)(row).length)
        row.appendChild((0,xml_dom.createElement)(doc, 'table:table-cell'));
    return row;
}
function writeOdsResult(input) {
    try {
        const output = writeOds(input, true);
        if (output)
            return (0,odf_package/* repairOdfPackage */.RW)(output);
    }
    catch (error) {
        if (!(error instanceof NeedsWholeContent))
            throw error;
    }
    return (0,odf_package/* repairOdfPackage */.RW)(writeOds(input, false));
}
/** The writer reached a row that was collapsed away (see ods-collapse): write again from the whole text. */
class NeedsWholeContent extends Error {
}
/** The element, unless it is (or sits in) a collapsed placeholder row. */
function real(element) {
    for (let node = element; node; node = node.parentNode) {
        if (node.nodeType === 1 && node.hasAttribute('ddph'))
            throw new NeedsWholeContent();
        if ((0,xml_dom.qname)(node) === 'table:table')
            break;
    }
    return element;
}
/** The rows of each sheet the changes may make the writer touch or read, per side. */
function rowsToKeep(input, targetBook, sourceBook) {
    const target = new Map();
    const source = new Map();
    const add = (into, story, rows) => {
        if (!story?.startsWith('sheet:'))
            return;
        const name = story.slice(6);
        const existing = into.get(name);
        if (existing === 'all')
            return;
        if (rows === 'all')
            return void into.set(name, 'all');
        const set = existing ?? new Set();
        for (const row of rows)
            if (Number.isInteger(row) && row >= 0)
                set.add(row);
        into.set(name, set);
    };
    const rowsOf = (path, change) => {
        if (change.unit === 'story')
            return change.kind === 'Deleted' || change.kind === 'Inserted' ? 'all' : [];
        if (!path)
            return [];
        const cell = (0,refs/* parseCellRef */.X5)(path.replace(/^comment:/, ''));
        if (cell)
            return [cell.row];
        if (path.startsWith('row:'))
            return [Number(path.slice(4))];
        if (path.startsWith('merge:')) {
            const range = (0,refs/* parseRange */.RC)(path.slice(6));
            return range ? [range.top, range.bottom] : [];
        }
        // A column edit touches every row of the sheet; a sheet put back or taken out is copied or dropped whole.
        if (path.startsWith('column:'))
            return 'all';
        return [];
    };
    for (const change of input.changes) {
        for (const side of [change.target, change.anchor])
            add(target, side?.story, rowsOf(side?.locator?.path, change));
        const from = change.source;
        add(source, from?.story, rowsOf(from?.locator?.path, change));
        const sourceRow = sourceBook.sheets.find((sheet) => `sheet:${sheet.name}` === from?.story)?.rows[from?.blockPath[1] ?? -1]?.row;
        if (change.unit === 'row' && sourceRow !== undefined)
            add(source, from?.story, [sourceRow]);
    }
    return { target, source };
}
function writeOds(input, collapse) {
    const warnings = [];
    const sourceBook = input.source.document.familyData;
    const targetBook = input.target.document.familyData;
    if (!(0,model/* isCellsWorkbook */.SN)(sourceBook) || !(0,model/* isCellsWorkbook */.SN)(targetBook))
        throw new Error('the cells writer needs two workbooks read by the cells reader');
    const zip = archive_zip/* ZipArchive */.SJ.of(input.target.bytes, input.target.archive);
    const contentText = zip.text('content.xml');
    if (contentText === undefined)
        throw new errors/* CorruptDocumentError */.b6('the OpenDocument package has no content.xml');
    const keep = collapse ? rowsToKeep(input, targetBook, sourceBook) : undefined;
    const collapsed = keep ? collapseRows(contentText, keep.target) : undefined;
    const content = new OdsContent(collapsed?.text ?? contentText);
    const commonNames = new Set([...(zip.text('styles.xml') ?? '').matchAll(/\bstyle:name="([^"]*)"/g)].map((m) => decodeAttribute(m[1])));
    const styles = new AddedStyles(content, commonNames);
    let sourceContent;
    const source = () => {
        if (!sourceContent) {
            const text = archive_zip/* ZipArchive */.SJ.of(input.source.bytes, input.source.archive).text('content.xml');
            if (text === undefined)
                throw new errors/* CorruptDocumentError */.b6('the source package has no content.xml');
            sourceContent = new OdsContent((keep && collapseRows(text, keep.source)?.text) ?? text);
        }
        return sourceContent;
    };
    const sheets = (book, grids) => {
        const out = new Map();
        for (const data of book.sheets) {
            const grid = grids().get(data.name);
            if (grid)
                out.set(`sheet:${data.name}`, { data, grid });
        }
        return out;
    };
    const targetSheets = sheets(targetBook, () => content.grids);
    const sourceSheets = new Map(sourceBook.sheets.map((s) => [`sheet:${s.name}`, s]));
    const context = {
        input,
        content,
        styles,
        targetSheets,
        sourceSheets,
        source,
        warnings,
        rowOps: [],
        shifts: new Map(),
        keptFormulas: [],
        restoredRows: new Map(),
        colOps: [],
        restoredColumns: new Map(),
        sheetOps: { restore: new Map(), remove: new Set() },
    };
    if (input.options.mode === 'clean')
        applyRejected(context);
    else {
        if (input.options.mode === 'tracked') {
            warnings.push({
                code: 'cells-no-tracked-changes',
                message: 'ODS change tracking does not carry cell marks both ways between Calc and Excel; the result shows the changes as styled marks instead',
            });
        }
        markChanges(context);
    }
    applyColumnOps(context);
    applyRowOps(context);
    applySheetOps(context);
    carryKeptFormulas(context, targetBook);
    const serialized = (0,xml_dom.serializeXml)(content.doc);
    const restored = collapsed ? collapsed.restore(serialized) : serialized;
    if (restored === undefined)
        return undefined;
    const parts = new Map();
    const text = context.shifts.size
        ? moveReferences(restored, context, zip, parts)
        : context.keptFormulas.length
            ? dropMarks(restored)
            : restored;
    parts.set('content.xml', text);
    const bytes = (0,editable_package/* packageWithParts */.Hw)(input.target.bytes, parts, zip);
    return { bytes, warnings };
}
/**
 * References into sheets whose rows came or went follow their cells, in content.xml and in the
 * charts of embedded objects (their parts, when changed, are added to `parts`).
 */
function moveReferences(text, context, zip, parts) {
    if (!/\sxmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1\.0"/.test(text.slice(0, 16384))) {
        const sheets = [...context.shifts.keys()].map((name) => `'${name}'`).join(', ');
        context.warnings.push({
            code: 'cells-rows-renumbered',
            message: `rows of ${sheets} were inserted or removed; this content.xml binds the table namespace to another prefix, so formulas and named ranges that point below them were not renumbered`,
        });
        return dropMarks(text);
    }
    for (const name of zip.names()) {
        if (!/^Object[^/]*\/content\.xml$/.test(name))
            continue;
        const chart = zip.text(name) ?? '';
        const moved = shiftContentReferences(chart, context.shifts, CHART_RANGE_ATTRIBUTES);
        if (moved !== chart)
            parts.set(name, moved);
    }
    return shiftContentReferences(text, context.shifts);
}
function markChanges(context) {
    const { input, targetSheets, sourceSheets, styles, content } = context;
    const options = input.options;
    const doc = content.doc;
    const deletedRows = [];
    const { marks, summary, tabColors } = (0,write_marks/* planMarks */.uo)(input.changes, options, {
        sheet: (story) => targetSheets.get(story),
        sourceSheet: (story) => sourceSheets.get(story),
        rows: (sheet) => sheet.data.rows,
        putBackRow: (sheet, at, sourceRow, _sourceSheet, note) => deletedRows.push({ sheet, at, cells: sourceRow.cells, note }),
        putBackColumn: (sheet, at, change, id, sourceSheet) => {
            const sourceCol = Number((change.source?.locator?.path ?? '').replace('column:', ''));
            if (!sourceSheet || !Number.isInteger(sourceCol))
                return false;
            const op = sourceColumnOp(context, sheet, sourceSheet, at, sourceCol, `[${id}] deleted column ${(0,refs/* columnName */.uS)(sourceCol)} of the source`);
            if (op)
                context.colOps.push(op);
            return !!op;
        },
        deletedSheet: (change) => context.sheetOps.restore.set((0,write_marks/* sheetNameOf */.Ye)(change.source?.story), options.deleted.fontColor ?? DEFAULT_COLORS.deleted),
    });
    for (const [sheet, sheetMarks] of marks.bySheet) {
        for (const [ref, m] of sheetMarks) {
            const { row, col } = (0,refs/* parseCellRef */.X5)(ref);
            const cell = sheet.grid.cell(row, col);
            (0,xml_dom.setAttr)(cell, 'table:style-name', styles.marked(cellStyleName(sheet.grid, row, col, cell), m.kind, (0,write_marks/* lookOf */.Li)(options, m.kind)));
            if (m.notes.length)
                annotate(cell, [`docdelta: ${m.notes[0]}`, ...m.notes.slice(1)]);
        }
    }
    for (const { sheet, at, cells, note } of deletedRows) {
        const anchorRow = real(sheet.grid.peekRow(at) ?? sheet.grid.lastRow());
        const elements = cells.map((cell) => ({
            col: cell.col,
            element: textCell(doc, cell.text, styles.marked(anchorRow ? sheet.grid.defaultCellStyle(anchorRow, cell.col) : undefined, 'deleted', options.deleted)),
        }));
        if (elements.length)
            annotate(elements[0].element, [`docdelta: ${note}`]);
        context.rowOps.push({ grid: sheet.grid, at, rows: [rowOf(doc, elements)] });
    }
    for (const [sheet, color] of tabColors)
        (0,xml_dom.setAttr)(sheet.grid.table, 'table:style-name', styles.tabColored((0,xml_dom.attr)(sheet.grid.table, 'table:style-name'), color));
    if (summary.length)
        addSummarySheet(content, input.changes, summary);
}
function applyRejected(context) {
    const { input, targetSheets, sourceSheets, styles, content, warnings } = context;
    const doc = content.doc;
    for (const id of [...input.options.rejected].sort((x, y) => x - y)) {
        const change = input.changes[id];
        if (!change)
            continue;
        const { story, path: ref } = (0,write_marks/* targetPlace */.x3)(change);
        const sheet = targetSheets.get(story);
        const sourceSheet = sourceSheets.get(change.source?.story ?? '');
        const position = (0,refs/* parseCellRef */.X5)(ref);
        if (change.unit === 'row' && change.kind === 'Moved' && sheet && sourceSheet) {
            // Back where the source had it, with what the target holds in it (rejected cell changes
            // in it are reverted as anywhere else); references to it follow it.
            const sourceRow = sourceSheet.rows[change.source?.blockPath[1] ?? -1];
            if (sourceRow) {
                const end = (sheet.data.rows[sheet.data.rows.length - 1]?.row ?? -1) + 1;
                const moveTo = (0,references/* placeBeforeNextKept */.E8)('row', sourceRow.row, sourceSheet, sheet.data, input.changes, end);
                context.rowOps.push({ grid: sheet.grid, at: Number(ref.replace('row:', '')), moveTo });
                continue;
            }
        }
        if (change.unit === 'row' && sheet) {
            const at = Number(ref.replace('row:', ''));
            if (change.kind === 'Inserted') {
                context.rowOps.push({ grid: sheet.grid, at, remove: true });
                continue;
            }
            const sourceRow = sourceSheet?.rows[change.source?.blockPath[1] ?? -1];
            const sourceGrid = sourceSheet ? context.source().grids.get(sourceSheet.name) : undefined;
            const element = real(sourceRow && sourceGrid ? sourceGrid.peekRow(sourceRow.row) : undefined);
            if (!sourceRow || !element) {
                warnings.push({
                    code: 'cells-reject-unsupported',
                    message: `change ${id} (${change.kind} ${change.place}): the source row was not found; it is kept`,
                });
                continue;
            }
            const row = importRow(doc, element, styles, context.source());
            context.rowOps.push({ grid: sheet.grid, at, rows: [row] });
            const restoredRows = context.restoredRows.get(sheet.grid.name) ?? new Map();
            restoredRows.set(sourceRow.row, row);
            context.restoredRows.set(sheet.grid.name, restoredRows);
            for (const cell of (0,odf_repeat/* rowCells */.o5)(row))
                if ((0,xml_dom.attr)(cell, 'table:formula') !== undefined)
                    context.keptFormulas.push({ cell, ownSheet: sourceSheet?.name ?? sheet.grid.name });
            continue;
        }
        if (change.unit === 'column' && sheet) {
            const at = Number(ref.replace('column:', ''));
            const sourceCol = Number((change.source?.locator?.path ?? '').replace('column:', ''));
            if (change.kind === 'Moved' && sourceSheet && Number.isInteger(sourceCol)) {
                // Back where the source had it, with what the target holds in it; references to it follow it.
                const end = Math.max(-1, ...sheet.data.rows.map((row) => row.cells[row.cells.length - 1]?.col ?? -1)) + 1;
                const moveTo = (0,references/* placeBeforeNextKept */.E8)('column', sourceCol, sourceSheet, sheet.data, input.changes, end);
                context.colOps.push({ grid: sheet.grid, at, moveTo });
                continue;
            }
            const op = change.kind === 'Inserted'
                ? { grid: sheet.grid, at, remove: true }
                : sourceSheet && Number.isInteger(sourceCol)
                    ? sourceColumnOp(context, sheet, sourceSheet, at, sourceCol)
                    : undefined;
            if (op)
                context.colOps.push(op);
            else
                warnings.push({
                    code: 'cells-reject-unsupported',
                    message: `change ${id} (${change.kind} ${change.place}): the source column was not found; it is kept`,
                });
            continue;
        }
        if (change.unit === 'story' && change.kind === 'Deleted' && !sheet) {
            context.sheetOps.restore.set((0,write_marks/* sheetNameOf */.Ye)(change.source?.story), undefined);
            continue;
        }
        if (change.unit === 'story' && change.kind === 'Inserted' && sheet) {
            context.sheetOps.remove.add(sheet.grid.name);
            continue;
        }
        if (change.unit !== 'cell' || !sheet || !position || change.kind === 'StyleChanged') {
            warnings.push({
                code: 'cells-reject-unsupported',
                message: `change ${id} (${change.kind} ${change.place}) cannot be rejected in a workbook yet; it is kept`,
            });
            continue;
        }
        const sourcePosition = (0,refs/* parseCellRef */.X5)(change.source?.locator?.path ?? '');
        const sourceGrid = sourceSheet ? context.source().grids.get(sourceSheet.name) : undefined;
        const sourceCell = real(sourcePosition && sourceGrid ? sourceGrid.peek(sourcePosition.row, sourcePosition.col) : undefined);
        const cell = sheet.grid.cell(position.row, position.col);
        setCellContent(cell, sourceCell && (0,xml_dom.qname)(sourceCell) === 'table:table-cell' ? sourceCell : undefined);
        // The source's formula is in the source's row numbering: carryKeptFormulas moves it into the result's.
        if ((0,xml_dom.attr)(cell, 'table:formula') !== undefined)
            context.keptFormulas.push({ cell, ownSheet: sourceSheet?.name ?? sheet.grid.name });
    }
}
/** Gives a target cell the value, formula and paragraphs of a source cell (none: empties it). */
function setCellContent(cell, from) {
    const doc = cell.ownerDocument;
    for (const name of VALUE_ATTRIBUTES)
        (0,odf_repeat/* removeAttr */.K$)(cell, name);
    for (const child of (0,xml_dom.elementChildren)(cell))
        if (TEXT_CHILDREN.has((0,xml_dom.qname)(child)))
            cell.removeChild(child);
    if (!from)
        return;
    for (const attribute of Array.from(from.attributes)) {
        if (VALUE_ATTRIBUTES.includes((0,xml_dom.qname)(attribute)))
            cell.setAttributeNS(attribute.namespaceURI, attribute.name, attribute.value);
    }
    for (const child of (0,xml_dom.elementChildren)(from))
        if (TEXT_CHILDREN.has((0,xml_dom.qname)(child)))
            cell.appendChild(doc.importNode(child, true));
}
/** Drops a source style name from an imported element unless the target defines it the same way. */
function styleKeeper(styles, source) {
    const sourceStyles = source.automaticStyles();
    return (node, name, family) => {
        const value = (0,xml_dom.attr)(node, name);
        if (value !== undefined && !styles.sameInTarget(family, value, sourceStyles))
            (0,odf_repeat/* removeAttr */.K$)(node, name);
    };
}
/**
 * A source column put back before target column `at`: in styled mode (`note` given) its cells as
 * the text they showed, marked as deleted, the top one annotated; in clean mode the source cells
 * themselves (values, formulas, paragraphs). Source rows land on the target rows the differ
 * paired them with; the column definition is the source's, their automatic styles carried over. Undefined when the source sheet's
 * table is missing.
 */
function sourceColumnOp(context, sheet, sourceSheet, at, sourceCol, note) {
    const source = context.source();
    const sourceGrid = source.grids.get(sourceSheet.name);
    if (!sourceGrid)
        return undefined;
    const doc = context.content.doc;
    const toTarget = (0,references/* axisMapping */.yv)('row', sourceSheet, sheet.data, context.input.changes);
    const cells = new Map();
    if (note !== undefined) {
        const marked = context.styles.marked(undefined, 'deleted', context.input.options.deleted);
        for (const row of sourceSheet.rows) {
            const cell = row.cells.find((c) => c.col === sourceCol);
            const targetRow = toTarget(row.row);
            if (cell && targetRow !== undefined)
                cells.set(targetRow, textCell(doc, cell.text, marked));
        }
        if (!cells.size)
            cells.set(sheet.data.rows[0]?.row ?? 0, textCell(doc, '', marked));
    }
    else {
        const lastRow = sourceSheet.rows[sourceSheet.rows.length - 1]?.row ?? -1;
        for (const run of (0,odf_repeat/* repeatRuns */.k9)((0,odf_repeat/* tableRows */.QE)(sourceGrid.table), odf_repeat/* ROWS_REPEATED */.BH)) {
            if (run.start > lastRow)
                break;
            const cellRuns = (0,odf_repeat/* repeatRuns */.k9)((0,odf_repeat/* rowCells */.o5)(run.element), odf_repeat/* COLUMNS_REPEATED */.X2);
            const index = (0,odf_repeat/* findRun */.Lc)(cellRuns, sourceCol);
            const from = index >= 0 ? real(cellRuns[index].element) : undefined;
            if (!from || (!cellHasContent(from) && !(0,xml_dom.firstChildNamed)(from, 'office:annotation')))
                continue;
            for (let row = run.start; row < Math.min(run.start + run.count, lastRow + 1); row++) {
                const targetRow = toTarget(row);
                if (targetRow === undefined)
                    continue;
                const cell = renameCell(doc.importNode(from, true), 'table:table-cell');
                for (const name of [odf_repeat/* COLUMNS_REPEATED */.X2, 'table:number-columns-spanned', 'table:number-rows-spanned'])
                    (0,odf_repeat/* removeAttr */.K$)(cell, name);
                context.styles.carryReferences(cell, source);
                cells.set(targetRow, cell);
                if ((0,xml_dom.attr)(cell, 'table:formula') !== undefined)
                    context.keptFormulas.push({ cell, ownSheet: sourceSheet.name });
            }
        }
    }
    const definitionRuns = (0,odf_repeat/* repeatRuns */.k9)((0,odf_repeat/* columnDefinitions */.$s)(sourceGrid.table), odf_repeat/* COLUMNS_REPEATED */.X2);
    const definitionIndex = (0,odf_repeat/* findRun */.Lc)(definitionRuns, sourceCol);
    let definition;
    if (definitionIndex >= 0) {
        definition = doc.importNode(definitionRuns[definitionIndex].element, true);
        (0,odf_repeat/* removeAttr */.K$)(definition, odf_repeat/* COLUMNS_REPEATED */.X2);
        (0,odf_repeat/* removeAttr */.K$)(definition, 'xml:id');
        context.styles.carryReferences(definition, source);
    }
    const top = [...cells.keys()].sort((x, y) => x - y)[0];
    return {
        grid: sheet.grid,
        at,
        order: sourceCol,
        insert: { cells, definition },
        note: note !== undefined && top !== undefined ? { cell: cells.get(top), text: `docdelta: ${note}` } : undefined,
    };
}
/** Right to left; at one place a removal first, then insertions, the later source column first (so the earlier ends up left). */
function byPlace(x, y) {
    return y.at - x.at || (x.remove ? -1 : y.remove ? 1 : (y.order ?? 0) - (x.order ?? 0));
}
function applyColumnOps(context) {
    const bySheet = new Map();
    for (const op of context.colOps)
        bySheet.set(op.grid, [...(bySheet.get(op.grid) ?? []), op]);
    for (const [grid, allOps] of bySheet) {
        const ops = allOps.filter((op) => op.moveTo === undefined).sort(byPlace);
        const steps = ops.map((op) => ({
            sheet: grid.name,
            axis: 'col',
            at: op.at,
            count: op.remove ? -1 : 1,
        }));
        for (const op of ops) {
            if (op.remove)
                removeColumn(grid, op.at);
            else if (op.insert)
                insertColumn(grid, op.at, op.insert);
            if (op.note)
                annotate(op.note.cell, [op.note.text]);
        }
        const restored = new Map();
        ops.forEach((op, k) => {
            if (op.insert && op.order !== undefined)
                restored.set(op.order, (0,references/* shiftIndex */.t_)(op.at, steps.slice(k + 1)) ?? op.at);
        });
        context.restoredColumns.set(grid.name, restored);
        // Moves last, each in the numbering the edits before it left.
        for (const op of allOps) {
            if (op.moveTo === undefined)
                continue;
            const at = (0,references/* shiftIndex */.t_)(op.at, steps);
            if (at === undefined)
                continue;
            const to = (0,references/* clampIndex */.gl)(op.moveTo, steps);
            moveColumn(grid, at, to);
            steps.push({ sheet: grid.name, axis: 'col', at, count: 0, to });
        }
        context.shifts.set(grid.name, [...(context.shifts.get(grid.name) ?? []), ...steps]);
    }
}
/** Column `at` taken out and put in again before the column that was at `to`: its cells and definition. */
function moveColumn(grid, at, to) {
    const cells = new Map();
    for (const run of (0,odf_repeat/* repeatRuns */.k9)((0,odf_repeat/* tableRows */.QE)(grid.table), odf_repeat/* ROWS_REPEATED */.BH)) {
        const cellRuns = (0,odf_repeat/* repeatRuns */.k9)((0,odf_repeat/* rowCells */.o5)(run.element), odf_repeat/* COLUMNS_REPEATED */.X2);
        const index = (0,odf_repeat/* findRun */.Lc)(cellRuns, at);
        const cell = index >= 0 ? cellRuns[index].element : undefined;
        if (!cell || !cellHasContent(cell))
            continue;
        const copy = cell.cloneNode(true);
        (0,odf_repeat/* removeAttr */.K$)(copy, odf_repeat/* COLUMNS_REPEATED */.X2);
        cells.set(run.start, copy);
    }
    const definitionRuns = (0,odf_repeat/* repeatRuns */.k9)((0,odf_repeat/* columnDefinitions */.$s)(grid.table), odf_repeat/* COLUMNS_REPEATED */.X2);
    const definitionIndex = (0,odf_repeat/* findRun */.Lc)(definitionRuns, at);
    const definition = definitionIndex >= 0 ? definitionRuns[definitionIndex].element.cloneNode(true) : undefined;
    if (definition)
        (0,odf_repeat/* removeAttr */.K$)(definition, odf_repeat/* COLUMNS_REPEATED */.X2);
    removeColumn(grid, at);
    insertColumn(grid, to > at ? to - 1 : to, { cells, definition });
}
/**
 * A source row element brought into the target: one row, its style names kept only where the
 * target defines them the same way, merged areas down the sheet dropped (their other rows are
 * not coming back with it).
 */
function importRow(doc, element, styles, source) {
    const row = doc.importNode(element, true);
    (0,odf_repeat/* removeAttr */.K$)(row, odf_repeat/* ROWS_REPEATED */.BH);
    const keepStyle = styleKeeper(styles, source);
    keepStyle(row, 'table:style-name', 'table-row');
    keepStyle(row, 'table:default-cell-style-name', 'table-cell');
    // Spans across columns stay (their covered cells are in this row); spans down do not.
    let col = 0;
    let coveredUntil = 0;
    for (let cell of (0,xml_dom.elementChildren)(row)) {
        const name = (0,xml_dom.qname)(cell);
        if (name !== 'table:table-cell' && name !== 'table:covered-table-cell')
            continue;
        const repeat = (0,odf_repeat/* repeatCount */.t4)(cell, odf_repeat/* COLUMNS_REPEATED */.X2);
        if (name === 'table:covered-table-cell' && col >= coveredUntil)
            cell = renameCell(cell, 'table:table-cell');
        if ((0,xml_dom.qname)(cell) === 'table:table-cell') {
            (0,odf_repeat/* removeAttr */.K$)(cell, 'table:number-rows-spanned');
            const span = Number((0,xml_dom.attr)(cell, 'table:number-columns-spanned') ?? 1) || 1;
            if (span > 1)
                coveredUntil = col + span;
            keepStyle(cell, 'table:style-name', 'table-cell');
        }
        col += repeat;
    }
    return row;
}
/**
 * Formulas brought from the source, rewritten in the result's numbering: a source row lands where
 * it was put back, or where the differ paired it in the target and the row edits then took it; a
 * source column where the differ paired it. They are marked so that moving the target's
 * references leaves them alone.
 */
function carryKeptFormulas(context, targetBook) {
    if (!context.keptFormulas.length)
        return;
    const rowMaps = new Map();
    const colMaps = new Map();
    for (const sheet of targetBook.sheets) {
        const sourceSheet = context.sourceSheets.get(`sheet:${sheet.name}`);
        const grid = context.targetSheets.get(`sheet:${sheet.name}`)?.grid;
        if (!sourceSheet || !grid)
            continue;
        const toTarget = (0,references/* axisMapping */.yv)('row', sourceSheet, sheet, context.input.changes);
        const allSteps = context.shifts.get(grid.name) ?? [];
        const steps = allSteps.filter((step) => step.axis === 'row');
        const colSteps = allSteps.filter((step) => step.axis === 'col');
        const restoredColumns = context.restoredColumns.get(grid.name);
        const restored = new Map();
        for (const [row, element] of context.restoredRows.get(grid.name) ?? []) {
            const at = grid.indexOf(element);
            if (at !== undefined)
                restored.set(row, at);
        }
        const toTargetColumn = (0,references/* axisMapping */.yv)('column', sourceSheet, sheet, context.input.changes);
        colMaps.set(sourceSheet.name, (col) => {
            const put = restoredColumns?.get(col);
            if (put !== undefined)
                return put;
            const targetCol = toTargetColumn(col);
            return targetCol === undefined ? undefined : (0,references/* shiftIndex */.t_)(targetCol, colSteps);
        });
        rowMaps.set(sourceSheet.name, (row) => {
            const put = restored.get(row);
            if (put !== undefined)
                return put;
            const targetRow = toTarget(row);
            return targetRow === undefined ? undefined : (0,references/* shiftIndex */.t_)(targetRow, steps);
        });
    }
    for (const { cell, ownSheet } of context.keptFormulas) {
        const formula = (0,xml_dom.attr)(cell, 'table:formula');
        if (formula === undefined)
            continue;
        const carried = mapOdsFormula(formula, ownSheet, (area, sheet) => rowMaps.has(sheet) ? (0,references/* mapSheetArea */.JI)(area, rowMaps.get(sheet), colMaps.get(sheet)) : undefined);
        // Formulas of rows put back are skipped anyway (NEW_ROW_MARK); a target cell's needs the mark.
        const inNewRow = cell.parentNode?.hasAttribute(NEW_ROW_MARK);
        (0,xml_dom.setAttr)(cell, 'table:formula', inNewRow ? carried : `${KEPT_FORMULA_MARK}${carried}`);
    }
}
function applyRowOps(context) {
    const bySheet = new Map();
    for (const op of context.rowOps)
        bySheet.set(op.grid, [...(bySheet.get(op.grid) ?? []), op]);
    for (const [grid, allOps] of bySheet) {
        const ops = allOps.filter((op) => op.moveTo === undefined);
        // Bottom-up, so the row numbers of the ops still to do stay valid.
        const order = ops
            .map((op, k) => ({ op, k }))
            .sort((x, y) => y.op.at - x.op.at || (x.op.remove ? -1 : y.op.remove ? 1 : x.k - y.k));
        let inserted = 0;
        // Insertions at one row go in change order: resolve the reference row once per row number.
        const groups = [];
        for (const { op } of order) {
            const last = groups[groups.length - 1];
            if (!op.remove && last && !last.remove && last.at === op.at)
                last.rows.push(...(op.rows ?? []));
            else
                groups.push({ at: op.at, remove: op.remove, rows: [...(op.rows ?? [])] });
        }
        for (const group of groups) {
            if (group.remove) {
                const element = grid.rowAt(group.at);
                if (!element)
                    continue;
                addShift(context, grid.name, group.at, -1);
                for (const span of grid.spansCrossing(group.at))
                    (0,xml_dom.setAttr)(span.anchor, 'table:number-rows-spanned', String(Math.max(1, Number((0,xml_dom.attr)(span.anchor, 'table:number-rows-spanned')) - 1)));
                element.parentNode.removeChild(element);
                grid.invalidateRows();
                continue;
            }
            if (!group.rows.length)
                continue;
            const crossing = grid.spansCrossing(group.at);
            for (const span of crossing) {
                (0,xml_dom.setAttr)(span.anchor, 'table:number-rows-spanned', String(Number((0,xml_dom.attr)(span.anchor, 'table:number-rows-spanned')) + group.rows.length));
                for (const row of group.rows)
                    for (let col = span.col; col < span.col + span.cols; col++)
                        renameCell(cellInRow(row, col), 'table:covered-table-cell');
            }
            const before = grid.rowAt(group.at);
            const parent = before?.parentNode ?? grid.lastRow()?.parentNode ?? grid.table;
            for (const row of group.rows) {
                row.setAttribute(NEW_ROW_MARK, '1');
                parent.insertBefore(row, before ?? null);
            }
            addShift(context, grid.name, group.at, group.rows.length);
            inserted += group.rows.length;
            grid.invalidateRows();
        }
        trimPadding(grid, inserted);
        // Moves last, each in the numbering the edits before it left.
        for (const op of allOps) {
            if (op.moveTo === undefined)
                continue;
            const steps = (context.shifts.get(grid.name) ?? []).filter((step) => step.axis === 'row');
            const at = (0,references/* shiftIndex */.t_)(op.at, steps);
            const element = at === undefined ? undefined : grid.rowAt(at);
            if (at === undefined || !element)
                continue;
            const to = (0,references/* clampIndex */.gl)(op.moveTo, steps);
            const before = grid.rowAt(to);
            const parent = before?.parentNode ?? element.parentNode;
            parent.insertBefore(element, before ?? null);
            const shifts = context.shifts.get(grid.name) ?? [];
            shifts.push({ sheet: grid.name, axis: 'row', at, count: 0, to });
            context.shifts.set(grid.name, shifts);
            grid.invalidateRows();
        }
    }
}
/** Puts back and takes out whole sheets (after the row and column edits, which concern the target's sheets). */
function applySheetOps(context) {
    for (const [name, tabColor] of context.sheetOps.restore)
        restoreSheet(context, name, tabColor);
    for (const name of context.sheetOps.remove)
        removeSheet(context, name);
}
/**
 * The source's sheet `name` copied into the result after the nearest sheet before it in the
 * source that the result has, its automatic styles carried over (renamed when the target has
 * another style of that name). Its rows are marked as new and its formulas kept: they are in the
 * source's numbering, which carryKeptFormulas maps into the result's for the other sheets.
 */
function restoreSheet(context, name, tabColor) {
    const source = context.source();
    const sourceTables = (0,xml_dom.childrenNamed)(source.spreadsheet, 'table:table');
    const sourceTable = sourceTables.find((table) => (0,xml_dom.attr)(table, 'table:name') === name);
    const targetTables = (0,xml_dom.childrenNamed)(context.content.spreadsheet, 'table:table');
    if (!sourceTable || targetTables.some((table) => (0,xml_dom.attr)(table, 'table:name') === name)) {
        context.warnings.push({
            code: 'cells-sheet-not-restored',
            message: `sheet '${name}' of the source ${sourceTable ? 'has the name of a sheet of the result' : 'was not found'}; it is only listed`,
        });
        return;
    }
    // A collapsed row would come back as its placeholder: the whole text is needed.
    for (const row of (0,odf_repeat/* tableRows */.QE)(sourceTable))
        real(row);
    const table = context.content.doc.importNode(sourceTable, true);
    // Embedded objects and pictures live in parts of the source package this copy does not bring.
    const frames = Array.from(table.getElementsByTagNameNS(package_namespaces/* NAMESPACES */.dK.draw[0], 'frame'));
    for (const frame of frames)
        frame.parentNode?.removeChild(frame);
    if (frames.length)
        context.warnings.push({
            code: 'cells-sheet-part-dropped',
            message: `sheet '${name}' was put back without its ${frames.length} embedded object(s) or picture(s)`,
        });
    context.styles.carryReferences(table, source);
    for (const row of (0,odf_repeat/* tableRows */.QE)(table))
        row.setAttribute(NEW_ROW_MARK, '1');
    for (const cell of table.getElementsByTagNameNS(sourceTable.namespaceURI, 'table-cell')) {
        if ((0,xml_dom.attr)(cell, 'table:formula') !== undefined)
            context.keptFormulas.push({ cell, ownSheet: name });
    }
    if (tabColor)
        (0,xml_dom.setAttr)(table, 'table:style-name', context.styles.tabColored((0,xml_dom.attr)(table, 'table:style-name'), tabColor));
    let after;
    for (let k = sourceTables.indexOf(sourceTable) - 1; k >= 0 && !after; k--) {
        const before = (0,xml_dom.attr)(sourceTables[k], 'table:name');
        after = targetTables.find((t) => (0,xml_dom.attr)(t, 'table:name') === before);
    }
    context.content.spreadsheet.insertBefore(table, after ? after.nextSibling : (targetTables[0] ?? null));
}
/** Takes sheet `name` out of the result, with the document's named ranges and expressions that point into it. */
function removeSheet(context, name) {
    const spreadsheet = context.content.spreadsheet;
    const tables = (0,xml_dom.childrenNamed)(spreadsheet, 'table:table');
    const table = tables.find((t) => (0,xml_dom.attr)(t, 'table:name') === name);
    if (!table)
        return;
    if (tables.length === 1) {
        context.warnings.push({
            code: 'cells-sheet-not-removed',
            message: `sheet '${name}' is the only sheet; a workbook needs one, so it is kept`,
        });
        return;
    }
    spreadsheet.removeChild(table);
    const spelled = [name, `'${name.replace(/'/g, "''")}'`].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const pointsInto = new RegExp(`(^|[\\s\\[:;(=])\\$?(${spelled.join('|')})\\.`);
    for (const names of (0,xml_dom.childrenNamed)(spreadsheet, 'table:named-expressions')) {
        for (const named of (0,xml_dom.elementChildren)(names)) {
            const values = ['table:cell-range-address', 'table:base-cell-address', 'table:expression'].map((a) => (0,xml_dom.attr)(named, a) ?? '');
            if (values.some((value) => pointsInto.test(value)))
                names.removeChild(named);
        }
    }
}
function addShift(context, sheet, at, count) {
    const steps = context.shifts.get(sheet) ?? [];
    steps.push({ sheet, axis: 'row', at, count });
    context.shifts.set(sheet, steps);
}
/** Files pad a sheet to the maximum height with one repeated empty row; rows put back come out of it. */
function trimPadding(grid, inserted) {
    const last = real(grid.lastRow());
    if (!last || inserted <= 0)
        return;
    const repeat = (0,odf_repeat/* repeatCount */.t4)(last, odf_repeat/* ROWS_REPEATED */.BH);
    if (repeat <= inserted || (0,xml_dom.elementChildren)(last).some((cell) => cellHasContent(cell)))
        return;
    (0,odf_repeat/* setRepeatCount */.JD)(last, odf_repeat/* ROWS_REPEATED */.BH, repeat - inserted);
    grid.invalidateRows();
}
function addSummarySheet(content, all, listed) {
    const doc = content.doc;
    const names = new Set((0,xml_dom.childrenNamed)(content.spreadsheet, 'table:table').map((t) => (0,xml_dom.attr)(t, 'table:name')));
    let name = write_marks/* SUMMARY_SHEET */.Zl;
    for (let n = 2; names.has(name); n++)
        name = `${write_marks/* SUMMARY_SHEET */.Zl} ${n}`;
    const table = (0,xml_dom.createElement)(doc, 'table:table', { 'table:name': name }, [
        (0,xml_dom.createElement)(doc, 'table:table-column', { 'table:number-columns-repeated': '5' }),
    ]);
    for (const values of (0,write_marks/* summaryRows */.QW)(all, listed)) {
        const cells = values.map((value) => textCell(doc, (0,write_marks/* summaryCellText */.ug)(value), undefined));
        table.appendChild((0,xml_dom.createElement)(doc, 'table:table-row', {}, cells.length ? cells : [(0,xml_dom.createElement)(doc, 'table:table-cell')]));
    }
    const tables = (0,xml_dom.childrenNamed)(content.spreadsheet, 'table:table');
    const last = tables[tables.length - 1];
    content.spreadsheet.insertBefore(table, last ? last.nextSibling : null);
}

// EXTERNAL MODULE: ./src/engine/formats/shared/inherited-flaws.ts
var inherited_flaws = __webpack_require__(66767);
// EXTERNAL MODULE: ./src/engine/formats/package/xml-check.ts
var xml_check = __webpack_require__(22054);
// EXTERNAL MODULE: ./src/engine/formats/cells/ods.ts
var ods = __webpack_require__(84319);
;// CONCATENATED MODULE: ./src/engine/formats/cells/write/ods-validate.ts








/**
 * Checks a written ODS before it is reported as a success: mimetype first, stored and a
 * spreadsheet type; every XML part well-formed (saxes, strict, namespaces; content.xml through the faster tokenizer below); every part listed in
 * the manifest; content.xml with a spreadsheet body, every row holding a cell, no automatic
 * style defined twice; and a re-read by the engine's ODS reader. Streamed rather than built as a
 * DOM: a sheet of a few hundred thousand cells is a content.xml of tens of megabytes.
 */
const TABLE = package_namespaces/* NAMESPACES */.dK.table[0];
const STYLE = package_namespaces/* NAMESPACES */.dK.style[0];
const OFFICE = package_namespaces/* NAMESPACES */.dK.office[0];
const MANIFEST = package_namespaces/* NAMESPACES */.dK.manifest[0];
function attribute(tag, uri, local) {
    for (const a of Object.values(tag.attributes))
        if (a.uri === uri && a.local === local)
            return a.value;
    return undefined;
}
function ods_validate_scan(text, part, onOpen, onClose) {
    let depth = 0;
    (0,xml_check/* checkXml */.i)(text, part, {
        open: (tag) => (onOpen ? onOpen(tag, depth++) : depth++),
        close: (tag) => onClose?.(tag, --depth),
    }, true);
}
function validateOds(bytes, inputs) {
    const result = inputs?.archives?.result;
    const flaws = odsFlaws(bytes, result);
    const warnings = (0,inherited_flaws/* excuseInheritedFlaws */.T)(flaws, inputs, odsFlaws);
    readBack(bytes, result);
    return warnings;
}
/** The package's flaws and content.xml's: what an input may already have had. */
function odsFlaws(bytes, archive) {
    const zip = archive_zip/* ZipArchive */.SJ.of(bytes, archive);
    const flaws = odsPackageFlaws(bytes, zip);
    const content = zip.text('content.xml');
    if (content === undefined)
        throw new errors/* CorruptDocumentError */.b6('the package has no content.xml');
    checkContent(content, flaws);
    return flaws;
}
/**
 * The package flaws of an ODS a reader gets over (a part the manifest does not list, a part other
 * than content.xml that is not well-formed), so that one an input already had can be excused;
 * anything that makes it no spreadsheet package throws.
 */
function odsPackageFlaws(bytes, archive) {
    const flaws = [];
    if (bytes.length < 30 || bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 3 || bytes[3] !== 4)
        throw new errors/* CorruptDocumentError */.b6('the result is not a ZIP package');
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const firstName = new TextDecoder().decode(bytes.subarray(30, 30 + view.getUint16(26, true)));
    // Flaws rather than refusals: they are how an input may have come (a package re-zipped by a
    // general ZIP tool), and a writer that keeps them is no worse than its input.
    if (firstName !== 'mimetype')
        flaws.push({ key: 'mimetype-not-first', message: `the first entry is '${firstName}', not 'mimetype'` });
    else if (view.getUint16(8, true) !== 0)
        flaws.push({ key: 'mimetype-compressed', message: "the 'mimetype' entry is compressed; it must be stored" });
    const zip = archive_zip/* ZipArchive */.SJ.of(bytes, archive);
    const mimetype = zip.text('mimetype') ?? '';
    if (!mimetype.startsWith('application/vnd.oasis.opendocument.spreadsheet'))
        throw new errors/* CorruptDocumentError */.b6(`the package's mimetype is '${mimetype}', not a spreadsheet`);
    // A manifest that is missing or does not parse lists nothing: a flaw an input may have had
    // (LibreOffice repairs such a package), not a refusal.
    const manifest = zip.text('META-INF/manifest.xml');
    let listed;
    if (manifest === undefined)
        flaws.push({ key: 'no-manifest', message: 'the package has no META-INF/manifest.xml' });
    else {
        try {
            const entries = new Set();
            ods_validate_scan(manifest, 'META-INF/manifest.xml', (tag) => {
                if (tag.uri === MANIFEST && tag.local === 'file-entry')
                    entries.add(attribute(tag, MANIFEST, 'full-path') ?? '');
            });
            listed = entries;
        }
        catch (error) {
            flaws.push((0,inherited_flaws/* malformedPartFlaw */.v)(error));
        }
    }
    for (const name of zip.names()) {
        if (name === 'mimetype' || name.startsWith('META-INF/'))
            continue;
        if (listed && !listed.has(name))
            flaws.push({ key: `unlisted:${name}`, message: `part '${name}' is not listed in META-INF/manifest.xml` });
        if (name === 'content.xml' || !/\.(xml|rdf)$/i.test(name))
            continue;
        const text = zip.text(name) ?? '';
        // Producers leave empty placeholder parts (Configurations2/accelerator/current.xml).
        try {
            if (text.trim())
                ods_validate_scan(text, name);
        }
        catch (error) {
            flaws.push((0,inherited_flaws/* malformedPartFlaw */.v)(error));
        }
    }
    return flaws;
}
/** content.xml holds a spreadsheet the engine's ODS reader reads back. */
function readBack(bytes, archive) {
    try {
        (0,ods/* readOds */.H)(bytes, [], undefined, archive);
    }
    catch (error) {
        if (error instanceof errors/* CorruptDocumentError */.b6)
            throw error;
        throw new errors/* CorruptDocumentError */.b6(`the result cannot be read back as a spreadsheet (${error.message})`);
    }
}
/**
 * content.xml's own rules, checked by a few searches over the text (a tokenizer pass costs a
 * third of a second on a 28 MB sheet, and the re-read by the reader that follows tokenizes it
 * anyway, nesting, attributes and entities included): every prefix bound on the root element,
 * a spreadsheet body, no automatic style defined twice, and rows without a cell as flaws (the
 * schema wants a cell in each; odfdo writes such rows, LibreOffice opens them, so one the input
 * had is carried through rather than refused). A file that
 * declares namespaces below the root, or where a search finds something, goes through the exact
 * tokenizer-based check, which names the problem (or clears a false alarm, e.g. text that looks
 * like a tag inside a comment).
 */
function checkContent(text, flaws) {
    const rootStart = text.search(/<[A-Za-z_]/);
    const rootEnd = rootStart < 0 ? -1 : text.indexOf('>', rootStart);
    if (rootEnd < 0 || text.indexOf('xmlns', rootEnd) >= 0)
        return checkContentExactly(text, flaws);
    const bindings = new Map();
    for (const m of text.slice(rootStart, rootEnd).matchAll(/\sxmlns:([\w.-]+)\s*=\s*"([^"]*)"/g))
        bindings.set(m[1], m[2]);
    const prefixOf = (uri) => [...bindings].find(([, value]) => value === uri)?.[0];
    const [office, table, style] = [prefixOf(OFFICE), prefixOf(TABLE), prefixOf(STYLE)];
    if (!office || !table || !style)
        return checkContentExactly(text, flaws);
    const declared = [...bindings.keys(), 'xml', 'xmlns'].map(escapeRegExp).join('|');
    const unboundElement = new RegExp(`</?(?!(?:${declared}):)[A-Za-z_][\\w.-]*:`);
    const unboundAttribute = new RegExp(`\\s(?!(?:${declared}):)[A-Za-z_][\\w.-]*:[A-Za-z_][\\w.-]*\\s*=\\s*["']`);
    const [o, t] = [escapeRegExp(office), escapeRegExp(table)];
    const rowWithoutCell = new RegExp(`<${t}:table-row(?:\\s[^>]*)?(?:/>|>\\s*</${t}:table-row>)`);
    const suspicious = unboundElement.test(text) ||
        unboundAttribute.test(text) ||
        rowWithoutCell.test(text) ||
        !new RegExp(`<${o}:spreadsheet[\\s/>]`).test(text);
    if (suspicious)
        return checkContentExactly(text, flaws);
    // The automatic styles are a small block before the body: tokenized on their own.
    const open = new RegExp(`<${o}:automatic-styles[\\s/>]`).exec(text);
    if (!open)
        return;
    const close = text.indexOf(`</${office}:automatic-styles>`, open.index);
    const block = text.slice(open.index, close < 0 ? text.indexOf('>', open.index) + 1 : close + `</${office}:automatic-styles>`.length);
    const names = new Set();
    let depth = 0;
    (0,scan/* scanXml */.Fo)(block, 'content.xml', {
        open(tag) {
            if (depth++ !== 1)
                return;
            const colon = tag.name.indexOf(':');
            if (tag.name.slice(0, colon) !== style)
                return;
            const name = tag.attributes[`${style}:name`];
            if (name === undefined)
                return;
            const key = `${tag.name.slice(colon + 1)}|${tag.attributes[`${style}:family`] ?? ''}|${name}`;
            if (names.has(key))
                throw new errors/* CorruptDocumentError */.b6(`content.xml: style '${name}' is defined twice in office:automatic-styles`);
            names.add(key);
        },
        close() {
            depth--;
        },
    });
}
/**
 * content.xml through the engine's tokenizer: nesting, attributes and entities; prefixes
 * checked against the declarations met so far (scoping aside, which a producer would have to
 * get wrong on purpose); the same rules as checkContent, with the problem named.
 */
function checkContentExactly(text, flaws) {
    let spreadsheet = false;
    let depth = 0;
    let automaticDepth = -1;
    const styleNames = new Set();
    const rows = [];
    const cellless = new Set();
    let table = '';
    const namespaces = new Map([['xml', package_namespaces/* NAMESPACES */.dK.xml[0]]]);
    // Names repeat by the hundred thousand: resolved once per binding state.
    const resolved = new Map();
    const resolve = (name, isAttribute) => {
        const key = isAttribute ? `@${name}` : name;
        let out = resolved.get(key);
        if (!out) {
            out = resolveName(name, isAttribute);
            resolved.set(key, out);
        }
        return out;
    };
    const resolveName = (name, isAttribute) => {
        const colon = name.indexOf(':');
        if (colon < 0)
            return { uri: isAttribute ? '' : (namespaces.get('') ?? ''), local: name };
        const prefix = name.slice(0, colon);
        const uri = namespaces.get(prefix);
        if (uri === undefined)
            throw new errors/* CorruptDocumentError */.b6(`part 'content.xml' is not well-formed XML (unbound namespace prefix '${prefix}' in '${name}')`);
        return { uri, local: name.slice(colon + 1) };
    };
    const attributeOf = (attributes, uri, local) => {
        for (const [name, value] of Object.entries(attributes)) {
            const resolved = resolve(name, true);
            if (resolved.uri === uri && resolved.local === local)
                return value;
        }
        return undefined;
    };
    (0,scan/* scanXml */.Fo)(text, 'content.xml', {
        open(tag) {
            for (const name in tag.attributes) {
                if (name !== 'xmlns' && !name.startsWith('xmlns:'))
                    continue;
                namespaces.set(name === 'xmlns' ? '' : name.slice(6), tag.attributes[name]);
                resolved.clear();
            }
            const { uri, local } = resolve(tag.name, false);
            for (const name in tag.attributes)
                if (name !== 'xmlns' && !name.startsWith('xmlns:'))
                    resolve(name, true);
            const level = depth++;
            if (uri === OFFICE && local === 'spreadsheet')
                spreadsheet = true;
            else if (uri === OFFICE && local === 'automatic-styles' && level === 1)
                automaticDepth = level;
            else if (automaticDepth >= 0 && level === automaticDepth + 1 && uri === STYLE) {
                const name = attributeOf(tag.attributes, STYLE, 'name');
                if (name === undefined)
                    return;
                const key = `${local}|${attributeOf(tag.attributes, STYLE, 'family') ?? ''}|${name}`;
                if (styleNames.has(key))
                    throw new errors/* CorruptDocumentError */.b6(`content.xml: style '${name}' is defined twice in office:automatic-styles`);
                styleNames.add(key);
            }
            else if (uri === TABLE) {
                if (local === 'table')
                    table = attributeOf(tag.attributes, TABLE, 'name') ?? '';
                else if (local === 'table-row')
                    rows.push({ cells: 0, table });
                else if ((local === 'table-cell' || local === 'covered-table-cell') && rows.length)
                    rows[rows.length - 1].cells++;
            }
        },
        close(tag) {
            const level = --depth;
            const { uri, local } = resolve(tag.name, false);
            if (uri === OFFICE && local === 'automatic-styles' && level === automaticDepth)
                automaticDepth = -1;
            if (uri === TABLE && local === 'table-row') {
                const row = rows.pop();
                if (row.cells === 0 && !cellless.has(row.table)) {
                    cellless.add(row.table);
                    flaws.push({
                        key: `row-without-cell:${row.table}`,
                        message: `content.xml: a row of table '${row.table}' has no cell`,
                    });
                }
            }
        },
    });
    if (!spreadsheet)
        throw new errors/* CorruptDocumentError */.b6('content.xml has no office:spreadsheet');
}

// EXTERNAL MODULE: ./src/engine/formats/package/opc-validate.ts
var opc_validate = __webpack_require__(28921);
// EXTERNAL MODULE: ./src/engine/formats/cells/xlsx.ts + 3 modules
var xlsx = __webpack_require__(79536);
;// CONCATENATED MODULE: ./src/engine/formats/cells/write/validate.ts







/**
 * Checks a written workbook before it is reported as a success: the package checks every OPC
 * result gets (`opcPackageFlaws`: [Content_Types].xml covers every part, every XML part is
 * well-formed, internal relationship targets exist), and worksheet rows and cells in increasing
 * order with cells inside their row (saxes, strict). VML parts are not parsed: Excel's own VML is
 * often not well-formed XML. A package flaw the source or target already had (a relationship to
 * a part the workbook lacks) is excused and comes back as a warning; any other fails the result.
 */
function validateXlsx(bytes, inputs) {
    return (0,inherited_flaws/* excuseInheritedFlaws */.T)(workbookPackageFlaws(bytes, inputs?.archives?.result), inputs, workbookPackageFlaws);
}
function workbookPackageFlaws(bytes, archive) {
    return (0,opc_validate/* opcPackageFlaws */.W)({ bytes, archive }, (name, text) => {
        if (/\.vml$/i.test(name))
            return;
        checkPart(text, name, isWorksheet(text.slice(0, 2000)));
    });
}
function checkPart(text, name, isSheet) {
    let lastRow = 0;
    let rowNumber = 0;
    let lastCol = -1;
    let inSheetData = false;
    /** Text of an `xm:sqref` element being read, to refuse an empty one. */
    let sqrefText;
    const open = (tag) => {
        if (!isSheet)
            return;
        const tagName = (0,xlsx/* local */.sr)(tag.name);
        // An empty range makes Excel refuse the file (a removal must drop the element instead).
        for (const attribute of Object.values(tag.attributes)) {
            if ((attribute.local === 'ref' || attribute.local === 'sqref') && !attribute.value.trim())
                throw new errors/* CorruptDocumentError */.b6(`${name}: <${tag.name}> has an empty ${attribute.local}`);
        }
        if (tagName === 'sqref')
            sqrefText = '';
        if (tagName === 'sheetData')
            inSheetData = true;
        if (!inSheetData)
            return;
        if (tagName === 'row') {
            const r = Number(tag.attributes.r?.value ?? lastRow + 1);
            if (!(r > lastRow))
                throw new errors/* CorruptDocumentError */.b6(`${name}: row ${r} comes after row ${lastRow}`);
            lastRow = r;
            rowNumber = r;
            lastCol = -1;
        }
        else if (tagName === 'c') {
            const ref = tag.attributes.r?.value;
            if (ref === undefined)
                return;
            const parsed = (0,refs/* parseCellRef */.X5)(ref);
            if (!parsed)
                throw new errors/* CorruptDocumentError */.b6(`${name}: bad cell reference '${ref}'`);
            if (parsed.row + 1 !== rowNumber)
                throw new errors/* CorruptDocumentError */.b6(`${name}: cell ${ref} is inside row ${rowNumber}`);
            if (parsed.col <= lastCol)
                throw new errors/* CorruptDocumentError */.b6(`${name}: cell ${ref} is out of column order`);
            lastCol = parsed.col;
        }
    };
    const onText = (text) => {
        if (sqrefText !== undefined)
            sqrefText += text;
    };
    const close = (tag) => {
        if ((0,xlsx/* local */.sr)(tag.name) === 'sheetData')
            inSheetData = false;
        if ((0,xlsx/* local */.sr)(tag.name) === 'sqref' && isSheet) {
            if (!sqrefText?.trim())
                throw new errors/* CorruptDocumentError */.b6(`${name}: <${tag.name}> is empty`);
            sqrefText = undefined;
        }
    };
    (0,xml_check/* checkXml */.i)(text, name, { open, text: onText, close }, true);
}

;// CONCATENATED MODULE: ./src/engine/formats/cells/write/columns.ts


/**
 * Whole columns of a worksheet part, as text: removing a column's cells, and reading or setting
 * one column's `<col>` entry (width, hidden, style) so a column put back keeps the source's
 * width. References are moved separately (./rows `shiftPackage`).
 */
/** Removes every cell of column `col` (0-based); the caller shifts what follows. */
function removeColumnCells(xml, col) {
    const e = escapeRegExp(worksheetPrefix(xml));
    const letters = (0,refs/* columnName */.uS)(col);
    return xml.replace(new RegExp(`<${e}c\\b[^>]*?\\br="${letters}\\d+"[^>]*?(?:/>|>[\\s\\S]*?</${e}c>)`, 'g'), '');
}
function colEntries(xml) {
    const p = worksheetPrefix(xml);
    const e = escapeRegExp(p);
    const cols = new RegExp(`<${e}cols(?:\\s[^>]*)?>([\\s\\S]*?)</${e}cols>`).exec(xml);
    if (!cols)
        return undefined;
    const entries = [];
    for (const m of cols[1].matchAll(new RegExp(`<${e}col\\b[^>]*?/>`, 'g'))) {
        const min = Number(/\bmin="(\d+)"/.exec(m[0])?.[1]);
        const max = Number(/\bmax="(\d+)"/.exec(m[0])?.[1]);
        if (min && max)
            entries.push({ min, max, tag: m[0] });
    }
    return { entries, start: cols.index, end: cols.index + cols[0].length };
}
/** The `<col>` entry that covers column `col` (0-based), as a tag for that column alone. */
function columnEntry(xml, col) {
    const found = colEntries(xml)?.entries.find((c) => c.min <= col + 1 && col + 1 <= c.max);
    return found ? withSpan(found.tag, col + 1, col + 1) : undefined;
}
function withSpan(tag, min, max) {
    return tag.replace(/\bmin="\d+"/, `min="${min}"`).replace(/\bmax="\d+"/, `max="${max}"`);
}
/** Gives column `col` (0-based) its own `<col>` entry, splitting any entry that spans it. */
function setColumnEntry(xml, col, entry) {
    const p = worksheetPrefix(xml);
    const n = col + 1;
    const tag = withSpan(entry.replace(/^<[\w.-]*col\b/, `<${p}col`), n, n);
    const found = colEntries(xml);
    if (!found) {
        const sheetData = new RegExp(`<${escapeRegExp(p)}sheetData[\\s/>]`).exec(xml);
        if (!sheetData)
            return xml;
        return `${xml.slice(0, sheetData.index)}<${p}cols>${tag}</${p}cols>${xml.slice(sheetData.index)}`;
    }
    const out = [];
    for (const c of found.entries) {
        if (c.max < n || c.min > n)
            out.push(c);
        else {
            if (c.min < n)
                out.push({ min: c.min, max: n - 1, tag: withSpan(c.tag, c.min, n - 1) });
            if (c.max > n)
                out.push({ min: n + 1, max: c.max, tag: withSpan(c.tag, n + 1, c.max) });
        }
    }
    out.push({ min: n, max: n, tag });
    out.sort((x, y) => x.min - y.min);
    return `${xml.slice(0, found.start)}<${p}cols>${out.map((c) => c.tag).join('')}</${p}cols>${xml.slice(found.end)}`;
}
/**
 * The cells of every row in column order, as Excel requires, after a move renumbered them
 * (cells hold no cells, so each runs to its own end tag).
 */
function sortCellElements(xml) {
    const e = escapeRegExp(worksheetPrefix(xml));
    const cell = new RegExp(`<${e}c\\b[^>]*?(?:/>|>[\\s\\S]*?</${e}c>)`, 'g');
    const column = (tag) => {
        const letters = /\br="([A-Za-z]+)\d+"/.exec(tag)?.[1] ?? '';
        let n = 0;
        for (const ch of letters.toUpperCase())
            n = n * 26 + ch.charCodeAt(0) - 64;
        return n;
    };
    return xml.replace(new RegExp(`(<${e}row\\b[^>]*[^/]>)([\\s\\S]*?)(</${e}row>)`, 'g'), (_m, open, content, close) => {
        const cells = content.match(cell) ?? [];
        const sorted = cells
            .map((tag, k) => ({ tag, k, col: column(tag) }))
            .sort((x, y) => x.col - y.col || x.k - y.k)
            .map((c) => c.tag);
        return `${open}${sorted.join('')}${close}`;
    });
}

// EXTERNAL MODULE: ./src/engine/formats/package/part-names.ts
var part_names = __webpack_require__(81372);
;// CONCATENATED MODULE: ./src/engine/formats/cells/write/sheet-editor.ts




class SheetEditor {
    xml;
    part;
    rows = new Map();
    prefix;
    sheetDataOpen;
    sheetDataClose;
    styleOf = new Map();
    contentOf = new Map();
    /** Cells with no r attribute cannot be addressed; they are counted for a warning. */
    unaddressable = 0;
    constructor(xml, part) {
        this.xml = xml;
        this.part = part;
        this.prefix = worksheetPrefix(xml);
        const p = escapeRegExp(this.prefix);
        const open = new RegExp(`<${p}sheetData(\\s[^>]*)?(/?)>`).exec(xml);
        if (!open)
            throw new errors/* CorruptDocumentError */.b6(`${part} has no sheetData`);
        if (open[2] === '/') {
            this.sheetDataOpen = open.index;
            this.sheetDataClose = open.index + open[0].length;
            this.xml = `${xml.slice(0, open.index)}<${this.prefix}sheetData></${this.prefix}sheetData>${xml.slice(open.index + open[0].length)}`;
            this.sheetDataOpen = open.index + `<${this.prefix}sheetData>`.length;
            this.sheetDataClose = this.sheetDataOpen;
            return;
        }
        this.sheetDataOpen = open.index + open[0].length;
        this.sheetDataClose = xml.indexOf(`</${this.prefix}sheetData>`, this.sheetDataOpen);
        if (this.sheetDataClose < 0)
            throw new errors/* CorruptDocumentError */.b6(`${part} has an unclosed sheetData`);
        const tag = new RegExp(`<(/?)${p}(row|c)(?=[\\s/>])([^>]*?)(/?)>`, 'g');
        tag.lastIndex = this.sheetDataOpen;
        let row;
        let cell;
        let nextRow = 0;
        let nextCol = 0;
        for (let m = tag.exec(this.xml); m && m.index < this.sheetDataClose; m = tag.exec(this.xml)) {
            const [whole, closing, name, attrs, selfClose] = m;
            if (name === 'row') {
                if (closing) {
                    if (row)
                        row.end = m.index + whole.length;
                    row = undefined;
                    continue;
                }
                const r = /\br="(\d+)"/.exec(attrs);
                const index = r ? Number(r[1]) - 1 : nextRow;
                nextRow = index + 1;
                nextCol = 0;
                row = {
                    row: index,
                    start: m.index,
                    end: m.index + whole.length,
                    contentStart: selfClose ? -1 : m.index + whole.length,
                    selfClosing: selfClose === '/',
                    cells: [],
                };
                this.rows.set(index, row);
                if (selfClose)
                    row = undefined;
                continue;
            }
            if (closing) {
                if (cell)
                    cell.end = m.index + whole.length;
                cell = undefined;
                continue;
            }
            const r = /\br="([A-Za-z]+\d+)"/.exec(attrs);
            const parsed = r ? (0,refs/* parseCellRef */.X5)(r[1]) : undefined;
            if (!parsed)
                this.unaddressable++;
            const col = parsed ? parsed.col : nextCol;
            nextCol = col + 1;
            const span = {
                col,
                start: m.index,
                end: m.index + whole.length,
                openTag: whole,
                selfClosing: selfClose === '/',
            };
            row?.cells.push(span);
            cell = selfClose ? undefined : span;
        }
    }
    hasRow(row) {
        return this.rows.has(row);
    }
    /** The cell's current style index (0 when absent or unstyled). */
    styleIndex(row, col) {
        const span = this.rows.get(row)?.cells.find((c) => c.col === col);
        const s = span ? /\bs="(\d+)"/.exec(span.openTag) : null;
        return s ? Number(s[1]) : 0;
    }
    setStyle(row, col, style) {
        this.styleOf.set((0,refs/* cellRef */.Cp)(row, col), style);
    }
    /** New content for a cell; null removes the cell. */
    setContent(row, col, content) {
        this.contentOf.set((0,refs/* cellRef */.Cp)(row, col), content);
    }
    toString() {
        if (this.styleOf.size === 0 && this.contentOf.size === 0)
            return this.xml;
        const touched = new Map();
        for (const ref of new Set([...this.styleOf.keys(), ...this.contentOf.keys()])) {
            const { row, col } = (0,refs/* parseCellRef */.X5)(ref);
            const cols = touched.get(row) ?? new Set();
            cols.add(col);
            touched.set(row, cols);
        }
        const edits = [];
        const newRows = [];
        for (const [rowIndex, cols] of touched) {
            const span = this.rows.get(rowIndex);
            if (!span) {
                const cells = [...cols]
                    .sort((x, y) => x - y)
                    .map((col) => this.cellXml(rowIndex, col, undefined))
                    .filter(Boolean);
                if (cells.length)
                    newRows.push({
                        row: rowIndex,
                        text: `<${this.prefix}row r="${rowIndex + 1}">${cells.join('')}</${this.prefix}row>`,
                    });
                continue;
            }
            const pending = [...cols].sort((x, y) => x - y);
            for (const col of pending) {
                const existing = span.cells.find((c) => c.col === col);
                if (existing) {
                    edits.push({ start: existing.start, end: existing.end, text: this.cellXml(rowIndex, col, existing) });
                    continue;
                }
                const text = this.cellXml(rowIndex, col, undefined);
                if (!text)
                    continue;
                const after = span.cells.find((c) => c.col > col);
                if (after)
                    edits.push({ start: after.start, end: after.start, text });
                else if (span.selfClosing) {
                    edits.push({
                        start: span.start,
                        end: span.end,
                        text: `${this.xml.slice(span.start, span.end - 2)}>${text}</${this.prefix}row>`,
                    });
                    span.selfClosing = false;
                }
                else {
                    const closeAt = this.xml.lastIndexOf(`</${this.prefix}row>`, span.end);
                    edits.push({ start: closeAt, end: closeAt, text });
                }
            }
        }
        newRows.sort((x, y) => x.row - y.row);
        const orderedRows = [...this.rows.values()].sort((x, y) => x.row - y.row);
        for (const added of newRows) {
            const after = orderedRows.find((r) => r.row > added.row);
            const at = after ? after.start : this.sheetDataClose;
            edits.push({ start: at, end: at, text: added.text });
        }
        // Same-offset insertions keep their order (stable sort), later offsets first when applying.
        edits.sort((x, y) => x.start - y.start || x.end - y.end);
        let out = '';
        let cursor = 0;
        for (const edit of edits) {
            if (edit.start < cursor)
                continue;
            out += this.xml.slice(cursor, edit.start) + edit.text;
            cursor = edit.end;
        }
        return out + this.xml.slice(cursor);
    }
    cellXml(row, col, existing) {
        const ref = (0,refs/* cellRef */.Cp)(row, col);
        const style = this.styleOf.get(ref) ?? (existing ? this.styleIndex(row, col) : 0);
        const sAttr = style ? ` s="${style}"` : '';
        const c = `${this.prefix}c`;
        if (!this.contentOf.has(ref)) {
            if (!existing)
                return `<${c} r="${ref}"${sAttr}/>`;
            const open = existing.openTag.replace(/\s+s="\d+"/, '').replace(/^(<[\w:]+)/, `$1${sAttr}`);
            const body = this.xml.slice(existing.start + existing.openTag.length, existing.end);
            return existing.selfClosing ? open : `${open}${body}`;
        }
        const content = this.contentOf.get(ref);
        if (content === null || content === undefined)
            return style && existing ? `<${c} r="${ref}"${sAttr}/>` : '';
        return cellElement(this.prefix, ref, style, content);
    }
}
/** A `<c>` element for a cell reference, format index and content. */
function cellElement(p, ref, style, content) {
    const c = `${p}c`;
    const sAttr = style ? ` s="${style}"` : '';
    const f = content.formula !== undefined ? `<${p}f>${(0,xml_escape/* escapeXml */.X)(content.formula)}</${p}f>` : '';
    switch (content.type) {
        case 'n':
        case 'd':
            return content.raw === ''
                ? `<${c} r="${ref}"${sAttr}>${f}</${c}>`
                : `<${c} r="${ref}"${sAttr}>${f}<${p}v>${(0,xml_escape/* escapeXml */.X)(content.raw)}</${p}v></${c}>`;
        case 'b':
            return `<${c} r="${ref}"${sAttr} t="b">${f}<${p}v>${content.raw === 'TRUE' ? 1 : 0}</${p}v></${c}>`;
        case 'e':
            return `<${c} r="${ref}"${sAttr} t="e">${f}<${p}v>${(0,xml_escape/* escapeXml */.X)(content.raw)}</${p}v></${c}>`;
        case 's':
            return f
                ? `<${c} r="${ref}"${sAttr} t="str">${f}<${p}v>${(0,xml_escape/* escapeXml */.X)(content.raw)}</${p}v></${c}>`
                : `<${c} r="${ref}"${sAttr} t="inlineStr"><${p}is><${p}t xml:space="preserve">${(0,xml_escape/* escapeXml */.X)(content.raw)}</${p}t></${p}is></${c}>`;
        default:
            return f ? `<${c} r="${ref}"${sAttr}>${f}</${c}>` : `<${c} r="${ref}"${sAttr}/>`;
    }
}

;// CONCATENATED MODULE: ./src/engine/formats/cells/write/rows.ts






/**
 * Inserting and removing whole rows and columns of a worksheet part, as text, and moving every
 * reference to them across the package (`shiftPackage`): the sheet's own cell and row numbers,
 * column widths, `ref`/`sqref` ranges (merged cells, conditional formats, validations,
 * hyperlinks, auto filter, dimension, selection), formulas on every sheet that point into it,
 * defined names, chart series (`c:f`), pivot cache sources, tables, drawing anchors and the
 * notes anchored there (comments part, VML shapes). Pivot tables placed on the edited sheet are
 * not moved, nor is a table's column list when a column inside it comes or goes; the caller is
 * told so it can warn.
 */
function axisOf(shift) {
    return (0,references/* stepsOf */.B_)(shift)[0]?.axis ?? 'row';
}
function sheetOf(shift) {
    return (0,references/* stepsOf */.B_)(shift)[0]?.sheet ?? '';
}
const FORMULA_ELEMENTS = /(<((?:[\w.-]+:)?(?:f|formula|formula1|formula2))\b[^>]*>)([^<]*)(<\/\2>)/g;
/** Formulas of any worksheet part (cells, conditional formats, validations, x14 extensions). */
function shiftFormulasIn(xml, edit, ownSheet) {
    return xml.replace(FORMULA_ELEMENTS, (whole, open, _name, text, close) => {
        const formula = (0,scan/* decodeEntities */.Sm)(text);
        const shifted = (0,references/* shiftFormula */.$O)(formula, edit, ownSheet);
        return shifted === formula ? whole : `${open}${(0,xml_escape/* escapeXml */.X)(shifted)}${close}`;
    });
}
const CELL_ELEMENT = /<([\w.-]+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/\1c>)/g;
const FORMULA_ELEMENT = /<([\w.-]+:)?f\b([^>]*?)(?:\/>|>([^<]*)<\/\1f>)/;
/**
 * A worksheet part whose shared formulas (`<f t="shared" ref si>` on the master, `<f t="shared"
 * si/>` on the cells that follow it) stay right across the edit: a dependent cell's formula is
 * the master's moved by the cell's distance to it, so when the edit changes that distance or
 * moves the references of some members and not others, every member of the group gets its own
 * formula (the master's, translated) and the group is dissolved; the normal shift follows.
 * Groups the edit leaves right are kept. `ownSheet` is the sheet the part belongs to.
 */
function expandSharedFormulas(xml, edit, ownSheet) {
    if (!/\st="shared"/.test(xml))
        return xml;
    const groups = new Map();
    for (const cell of xml.matchAll(CELL_ELEMENT)) {
        const body = cell[3];
        if (!body || !body.includes('shared'))
            continue;
        const ref = /\br="([A-Za-z]+\d+)"/.exec(cell[2])?.[1];
        const f = FORMULA_ELEMENT.exec(body);
        const position = ref ? (0,refs/* parseCellRef */.X5)(ref) : undefined;
        if (!f || !position || !/\st="shared"/.test(f[2]))
            continue;
        const si = /\bsi="(\d+)"/.exec(f[2])?.[1];
        if (si === undefined)
            continue;
        const start = cell.index + cell[0].length - body.length - `</${cell[1] ?? ''}c>`.length + f.index;
        const member = {
            start,
            end: start + f[0].length,
            ...position,
            prefix: f[1] ?? '',
            attributes: f[2],
            formula: /\sref="/.test(f[2]) && f[3] ? (0,scan/* decodeEntities */.Sm)(f[3]) : undefined,
        };
        const group = groups.get(si);
        if (group)
            group.push(member);
        else
            groups.set(si, [member]);
    }
    const own = ownSheet === sheetOf(edit);
    const rowAxis = axisOf(edit) === 'row';
    const moved = (m) => {
        if (!own)
            return m;
        const index = (0,references/* shiftIndex */.t_)(rowAxis ? m.row : m.col, edit);
        return index === undefined ? undefined : rowAxis ? { row: index, col: m.col } : { row: m.row, col: index };
    };
    const replacements = [];
    for (const members of groups.values()) {
        const master = members.find((m) => m.formula !== undefined);
        if (!master)
            continue;
        const formula = master.formula;
        const masterAfter = moved(master);
        const shiftedMaster = (0,references/* shiftFormula */.$O)(formula, edit, ownSheet);
        const stillRight = masterAfter !== undefined &&
            members.every((m) => {
                const after = moved(m);
                if (!after)
                    return true;
                const derived = (0,references/* translateFormula */.pe)(shiftedMaster, after.row - masterAfter.row, after.col - masterAfter.col);
                return (derived === (0,references/* shiftFormula */.$O)((0,references/* translateFormula */.pe)(formula, m.row - master.row, m.col - master.col), edit, ownSheet));
            });
        if (stillRight)
            continue;
        for (const m of members) {
            const attributes = m.attributes.replace(/\s(?:t|ref|si)="[^"]*"/g, '');
            replacements.push({
                start: m.start,
                end: m.end,
                text: `<${m.prefix}f${attributes}>${(0,xml_escape/* escapeXml */.X)((0,references/* translateFormula */.pe)(formula, m.row - master.row, m.col - master.col))}</${m.prefix}f>`,
            });
        }
    }
    if (!replacements.length)
        return xml;
    replacements.sort((x, y) => x.start - y.start);
    let out = '';
    let copied = 0;
    for (const r of replacements) {
        out += xml.slice(copied, r.start) + r.text;
        copied = r.end;
    }
    return out + xml.slice(copied);
}
/** Moves the rows or columns of the edited sheet's own part; formulas included. */
function shiftOwnWorksheet(xml, edit) {
    const e = escapeRegExp(worksheetPrefix(xml));
    let out = expandSharedFormulas(xml, edit, sheetOf(edit));
    if (axisOf(edit) === 'row') {
        out = out.replace(new RegExp(`(<${e}row\\b[^>]*?\\br=")(\\d+)(")`, 'g'), (whole, a, r, b) => {
            const row = (0,references/* shiftIndex */.t_)(Number(r) - 1, edit);
            return row === undefined ? whole : `${a}${row + 1}${b}`;
        });
    }
    else {
        // Row spans are optional hints; stale ones would mislead, so they go.
        out = out.replace(new RegExp(`(<${e}row\\b[^>]*?)\\sspans="[^"]*"`, 'g'), '$1');
        out = out.replace(new RegExp(`<${e}col\\b[^>]*?/>`, 'g'), (tag) => shiftColElement(tag, edit));
        out = out.replace(new RegExp(`<${e}cols(\\s[^>]*)?>\\s*</${e}cols>`), '');
    }
    out = out.replace(new RegExp(`(<${e}c\\b[^>]*?\\br=")([A-Za-z]+\\d+)(")`, 'g'), (whole, a, ref, b) => {
        const shifted = (0,references/* shiftArea */.GD)(ref, edit);
        return shifted === undefined || shifted === '#REF!' ? whole : `${a}${shifted}${b}`;
    });
    out = shiftFormulasIn(out, edit, sheetOf(edit));
    out = out.replace(/(\s(?:ref|sqref|activeCell|topLeftCell)=")([^"]*)(")/g, (_m, a, value, b) => `${a}${(0,references/* shiftAreaList */.WJ)(value, edit)}${b}`);
    out = out.replace(/(<([\w.-]+:)?sqref>)([^<]*)(<\/\2sqref>)/g, (_m, a, _p, value, b) => `${a}${(0,references/* shiftAreaList */.WJ)(value, edit)}${b}`);
    out = out.replace(/(<(?:[\w.-]+:)?hyperlink\b[^>]*\slocation=")([^"]*)(")/g, (_m, a, value, b) => `${a}${(0,xml_escape/* escapeXml */.X)((0,references/* shiftFormula */.$O)((0,scan/* decodeEntities */.Sm)(value), edit, sheetOf(edit)))}${b}`);
    return dropEmptyRanges(out);
}
/** Elements that mean nothing without their range: they go when the edit removed all of it. */
const RANGED_ELEMENTS = [
    'mergeCell',
    'conditionalFormatting',
    'dataValidation',
    'hyperlink',
    'protectedRange',
    'ignoredError',
    'autoFilter',
    'cellWatch',
];
/** Containers whose schema needs at least one child, with the child and whether they count them. */
const CONTAINERS = [
    ['mergeCells', 'mergeCell'],
    ['dataValidations', 'dataValidation'],
    ['hyperlinks', 'hyperlink'],
    ['protectedRanges', 'protectedRange'],
    ['ignoredErrors', 'ignoredError'],
    ['conditionalFormattings', 'conditionalFormatting'],
    ['cellWatches', 'cellWatch'],
];
/**
 * A worksheet part without the empty ranges a removal left (`sqref=""`, `ref=""`,
 * `<xm:sqref></xm:sqref>`): Excel refuses such files. Elements that exist only for their range
 * go (x14 extension entries included), counts are fixed, containers left empty go, and an
 * emptied selection or dimension falls back to what Excel writes for an empty sheet.
 */
function dropEmptyRanges(xml) {
    let out = xml;
    const emptyAttribute = (attribute) => new RegExp(`\\s${attribute}="\\s*"`);
    for (const name of RANGED_ELEMENTS) {
        out = out.replace(new RegExp(`<([\\w.-]+:)?${name}\\b([^>]*?)(/>|>[\\s\\S]*?</\\1${name}>)`, 'g'), (whole, _p, attributes, rest) => {
            const startTag = attributes + (rest === '/>' ? '' : '>');
            if (emptyAttribute('(?:sq)?ref').test(startTag))
                return '';
            // x14 entries keep their range in a child element.
            if (rest !== '/>' && /<([\w.-]+:)?sqref\s*(?:\/>|>\s*<\/\1sqref>)/.test(rest))
                return '';
            return whole;
        });
    }
    for (const [container, child] of CONTAINERS) {
        out = out.replace(new RegExp(`<([\\w.-]+:)?${container}\\b([^>]*?)(/>|>([\\s\\S]*?)</\\1${container}>)`, 'g'), (whole, p, attributes, rest, body) => {
            const count = (body ?? '').match(new RegExp(`<${escapeRegExp(p ?? '')}${child}\\b`, 'g'))?.length ?? 0;
            if (!count)
                return '';
            return /\scount="\d*"/.test(attributes) ? whole.replace(/(\scount=")\d*(")/, `$1${count}$2`) : whole;
        });
    }
    // An extension left without content, then an extension list left without extensions.
    out = out.replace(/<([\w.-]+:)?ext\b[^>]*>\s*<\/\1ext>/g, '');
    out = out.replace(/<([\w.-]+:)?extLst\b[^>]*>\s*<\/\1extLst>/g, '');
    out = out.replace(/<([\w.-]+:)?selection\b[^>]*?\/?>/g, (tag) => tag.replace(/\s(?:activeCell|sqref)="\s*"/g, ''));
    out = out.replace(/<([\w.-]+:)?pane\b[^>]*?\/?>/g, (tag) => tag.replace(/\stopLeftCell="\s*"/g, ''));
    out = out.replace(/<([\w.-]+:)?sheetView\b[^>]*?\/?>/g, (tag) => tag.replace(/\stopLeftCell="\s*"/g, ''));
    out = out.replace(/(<([\w.-]+:)?dimension\b[^>]*?\sref=")\s*(")/, '$1A1$3');
    return out;
}
/** `<col min max>` (1-based) after a column edit; a removed span disappears. */
function shiftColElement(tag, edit) {
    const min = Number(/\bmin="(\d+)"/.exec(tag)?.[1]);
    const max = Number(/\bmax="(\d+)"/.exec(tag)?.[1]);
    if (!min || !max)
        return tag;
    const span = (0,references/* shiftSpan */.hJ)(min - 1, max - 1, edit, references/* MAX_COL */.sz);
    if (!span)
        return '';
    return tag.replace(/\bmin="\d+"/, `min="${span[0] + 1}"`).replace(/\bmax="\d+"/, `max="${span[1] + 1}"`);
}
/** Comment refs of a comments or threaded comments part. */
function shiftCommentRefs(xml, edit) {
    return xml.replace(/(\sref=")([^"]*)(")/g, (_m, a, value, b) => `${a}${(0,references/* shiftAreaList */.WJ)(value, edit) || value}${b}`);
}
/** Note shapes of a VML drawing: `x:Row`/`x:Column` and the matching parts of `x:Anchor`. */
function shiftVml(vml, edit) {
    const move = (value) => (0,references/* clampIndex */.gl)(value, edit);
    const element = axisOf(edit) === 'row' ? 'Row' : 'Column';
    return vml
        .replace(new RegExp(`(<x:${element}>)(\\d+)(</x:${element}>)`, 'g'), (_m, a, r, b) => `${a}${move(Number(r))}${b}`)
        .replace(/(<x:Anchor>)([^<]*)(<\/x:Anchor>)/g, (_m, a, value, b) => {
        const parts = value.split(',').map((v) => v.trim());
        if (parts.length !== 8)
            return `${a}${value}${b}`;
        const [first, second] = axisOf(edit) === 'row' ? [2, 6] : [0, 4];
        parts[first] = String(move(Number(parts[first])));
        parts[second] = String(move(Number(parts[second])));
        return `${a}${parts.join(', ')}${b}`;
    });
}
/** Drawing anchors (`xdr:from`/`xdr:to` rows or columns) of a sheet's drawing part. */
function shiftDrawingAnchors(xml, edit) {
    const element = axisOf(edit) === 'row' ? 'row' : 'col';
    return xml.replace(new RegExp(`(<([\\w.-]+:)?${element}>)(\\d+)(</\\2${element}>)`, 'g'), (_m, a, _p, value, b) => `${a}${(0,references/* clampIndex */.gl)(Number(value), edit)}${b}`);
}
/**
 * The ways a sheet name can appear in a part's text: as it is and quoted in a formula
 * (`'Bob''s'!A1` doubles the apostrophe), each as XML writes it (`&amp;`, `&apos;`, `&#39;`).
 * A cheap test before a part is tokenised; the formula shifter decides what really refers to it.
 */
function spellingsOf(name) {
    const out = new Set();
    for (const raw of [name, name.replace(/'/g, "''")]) {
        for (const text of [raw, (0,xml_escape/* escapeXml */.X)(raw)]) {
            out.add(text);
            out.add(text.replace(/'/g, '&apos;'));
            out.add(text.replace(/'/g, '&#39;'));
        }
    }
    return [...out].filter(Boolean);
}
/**
 * Applies one row or column edit to every reference in the package. The edited sheet's part
 * must already have its rows or cells inserted or removed by the caller, or get them after;
 * either way the numbering here moves what was there before. Returns, as sentences, what could
 * not be moved.
 */
function shiftPackage(pkg, edit, sheets, workbookPart) {
    const notMoved = [];
    if ((0,references/* stepsOf */.B_)(edit).length === 0)
        return notMoved;
    const sheetName = sheetOf(edit);
    const edited = sheets.find((s) => s.name === sheetName);
    const spellings = spellingsOf(sheetName);
    const mentions = (text) => spellings.some((spelling) => text.includes(spelling));
    for (const sheet of sheets) {
        if (!pkg.has(sheet.part))
            continue;
        const xml = pkg.textOf(sheet.part);
        if (sheet === edited)
            pkg.put(sheet.part, shiftOwnWorksheet(xml, edit));
        else if (mentions(xml)) {
            let out = shiftFormulasIn(expandSharedFormulas(xml, edit, sheet.name), edit, sheet.name);
            out = out.replace(/(<(?:[\w.-]+:)?hyperlink\b[^>]*\slocation=")([^"]*)(")/g, (_m, a, value, b) => `${a}${(0,xml_escape/* escapeXml */.X)((0,references/* shiftFormula */.$O)((0,scan/* decodeEntities */.Sm)(value), edit, sheet.name))}${b}`);
            if (out !== xml)
                pkg.put(sheet.part, out);
        }
    }
    if (pkg.has(workbookPart)) {
        const xml = pkg.textOf(workbookPart);
        if (mentions(xml)) {
            const out = xml.replace(/(<((?:[\w.-]+:)?definedName)\b[^>]*>)([^<]*)(<\/\2>)/g, (whole, open, _n, text, close) => {
                const formula = (0,scan/* decodeEntities */.Sm)(text);
                const shifted = (0,references/* shiftFormula */.$O)(formula, edit, undefined);
                return shifted === formula ? whole : `${open}${(0,xml_escape/* escapeXml */.X)(shifted)}${close}`;
            });
            if (out !== xml)
                pkg.put(workbookPart, out);
        }
    }
    for (const name of pkg.names()) {
        if (/^xl\/charts\/chart(Ex)?[^/]*\.xml$/i.test(name)) {
            const xml = pkg.textOf(name);
            if (!mentions(xml))
                continue;
            const out = xml.replace(/(<((?:[\w.-]+:)?f)\b[^>]*>)([^<]*)(<\/\2>)/g, (whole, open, _n, text, close) => {
                const formula = (0,scan/* decodeEntities */.Sm)(text);
                const shifted = (0,references/* shiftFormula */.$O)(formula, edit, undefined);
                return shifted === formula ? whole : `${open}${(0,xml_escape/* escapeXml */.X)(shifted)}${close}`;
            });
            if (out !== xml)
                pkg.put(name, out);
        }
        else if (/^xl\/pivotCache\/pivotCacheDefinition[^/]*\.xml$/i.test(name)) {
            const xml = pkg.textOf(name);
            const out = xml.replace(/<(?:[\w.-]+:)?worksheetSource\b[^>]*\/?>/g, (tag) => {
                const sheet = /\bsheet="([^"]*)"/.exec(tag)?.[1];
                if (sheet === undefined || (0,scan/* decodeEntities */.Sm)(sheet) !== sheetName)
                    return tag;
                return tag.replace(/(\sref=")([^"]*)(")/, (_m, a, value, b) => `${a}${(0,references/* shiftAreaList */.WJ)(value, edit) || value}${b}`);
            });
            if (out !== xml)
                pkg.put(name, out);
        }
    }
    if (!edited)
        return notMoved;
    for (const rel of pkg.relationships(edited.part).values()) {
        if (rel.external || !pkg.has(rel.target))
            continue;
        const kind = rel.type.slice(rel.type.lastIndexOf('/') + 1);
        const xml = () => pkg.textOf(rel.target);
        if (kind === 'comments' || kind === 'threadedComment')
            pkg.put(rel.target, shiftCommentRefs(xml(), edit));
        else if (kind === 'vmlDrawing')
            pkg.put(rel.target, shiftVml(xml(), edit));
        else if (kind === 'drawing')
            pkg.put(rel.target, shiftDrawingAnchors(xml(), edit));
        else if (kind === 'table') {
            const range = /<(?:[\w.-]+:)?table\b[^>]*?\sref="([A-Za-z]+)\d+:([A-Za-z]+)\d+"/.exec(xml());
            if (axisOf(edit) === 'col' &&
                range &&
                (0,references/* stepsOf */.B_)(edit).some((step) => (0,refs/* columnIndex */.PD)(range[1]) < step.at && step.at <= (0,refs/* columnIndex */.PD)(range[2])))
                notMoved.push(`table ${rel.target} on sheet '${sheetName}': a column inside it came or went; its range moved, its column list did not`);
            pkg.put(rel.target, xml().replace(/(\sref=")([^"]*)(")/g, (_m, a, value, b) => `${a}${(0,references/* shiftAreaList */.WJ)(value, edit) || value}${b}`));
        }
        else if (kind === 'pivotTable')
            notMoved.push(`pivot table ${rel.target} on sheet '${sheetName}': ${axisOf(edit) === 'row' ? 'rows' : 'columns'} of the sheet came or went; its location and cached records were not moved`);
    }
    return notMoved;
}
/** Inserts row elements (already numbered) before the first row numbered after them. */
function insertRowElements(xml, at, rowsXml) {
    const p = worksheetPrefix(xml);
    const e = escapeRegExp(p);
    const rowTag = new RegExp(`<${e}row\\b[^>]*?\\br="(\\d+)"`, 'g');
    for (let m = rowTag.exec(xml); m; m = rowTag.exec(xml)) {
        if (Number(m[1]) - 1 >= at)
            return xml.slice(0, m.index) + rowsXml + xml.slice(m.index);
    }
    const selfClosed = new RegExp(`<${e}sheetData\\s*/>`).exec(xml);
    if (selfClosed)
        return xml.replace(selfClosed[0], `<${p}sheetData>${rowsXml}</${p}sheetData>`);
    const close = xml.indexOf(`</${p}sheetData>`);
    return xml.slice(0, close) + rowsXml + xml.slice(close);
}
/**
 * The row elements of sheetData in row-number order, as Excel requires, after a move renumbered
 * them (rows hold no rows, so each runs to its own end tag).
 */
function sortRowElements(xml) {
    const p = worksheetPrefix(xml);
    const e = escapeRegExp(p);
    const open = new RegExp(`<${e}sheetData\\b[^>]*>`).exec(xml);
    const close = xml.indexOf(`</${p}sheetData>`);
    if (!open || close < 0)
        return xml;
    const start = open.index + open[0].length;
    const rows = xml.slice(start, close).match(new RegExp(`<${e}row\\b[^>]*?(?:/>|>[\\s\\S]*?</${e}row>)`, 'g')) ?? [];
    const number = (row) => Number(/\br="(\d+)"/.exec(row)?.[1] ?? 0);
    const sorted = rows
        .map((row, k) => ({ row, k, n: number(row) }))
        .sort((x, y) => x.n - y.n || x.k - y.k)
        .map((r) => r.row);
    return xml.slice(0, start) + sorted.join('') + xml.slice(close);
}
/** Removes the row element numbered `row` (0-based); the caller shifts what follows. */
function removeRowElement(xml, row) {
    const p = worksheetPrefix(xml);
    const e = escapeRegExp(p);
    const open = new RegExp(`<${e}row\\b[^>]*?\\br="${row + 1}"[^>]*?(/?)>`).exec(xml);
    if (!open)
        return xml;
    if (open[1] === '/')
        return xml.slice(0, open.index) + xml.slice(open.index + open[0].length);
    const close = xml.indexOf(`</${p}row>`, open.index);
    return xml.slice(0, open.index) + xml.slice(close + `</${p}row>`.length);
}

;// CONCATENATED MODULE: ./src/engine/formats/cells/write/sheets.ts





/**
 * Whole sheets of a workbook package: a sheet of the source put back into the result (part,
 * notes, relationships, workbook entry at its source position, its local defined names), and a
 * sheet taken out of it (entry, part, notes, its local defined names and those that point into
 * it). Sheet positions count in `localSheetId` and the active tab, so both are renumbered.
 */
const WORKSHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';
const COMMENTS_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.comments+xml';
const VML_TYPE = 'application/vnd.openxmlformats-officedocument.vmlDrawing';
function workbookPartOf(pkg) {
    for (const rel of pkg.relationships('').values())
        if (rel.type.endsWith('/officeDocument'))
            return rel.target;
    return 'xl/workbook.xml';
}
function sheetEntries(workbookXml) {
    const out = [];
    for (const m of workbookXml.matchAll(/<(?:[\w.-]+:)?sheet\b[^>]*?\/>/g)) {
        const name = /\bname="([^"]*)"/.exec(m[0])?.[1];
        const rid = /\b[\w.-]+:id="([^"]*)"/.exec(m[0])?.[1];
        if (name === undefined || rid === undefined)
            continue;
        out.push({ name: (0,scan/* decodeEntities */.Sm)(name), rid, tag: m[0], start: m.index, end: m.index + m[0].length });
    }
    return out;
}
/** Renumbers `localSheetId`, `activeTab` and `firstSheet` after a sheet came in (+1) or went (-1) at `position`. */
function renumberSheetIndexes(workbookXml, position, delta) {
    const move = (value) => value > position || (delta > 0 && value === position) ? Math.max(0, value + delta) : value;
    return workbookXml
        .replace(/(\slocalSheetId=")(\d+)(")/g, (_m, a, v, b) => `${a}${move(Number(v))}${b}`)
        .replace(/(<(?:[\w.-]+:)?workbookView\b[^>]*?\s(?:activeTab|firstSheet)=")(\d+)(")/g, (_m, a, v, b) => `${a}${move(Number(v))}${b}`);
}
/** Shared strings of a package, each `<si>`'s inner XML, for writing them inline elsewhere. */
function sharedStringItems(pkg) {
    const workbook = workbookPartOf(pkg);
    const rel = [...pkg.relationships(workbook).values()].find((r) => r.type.endsWith('/sharedStrings'));
    if (!rel || !pkg.has(rel.target))
        return [];
    const xml = pkg.textOf(rel.target);
    return [...xml.matchAll(/<((?:[\w.-]+:)?)si\b[^>]*?(?:\/>|>([\s\S]*?)<\/\1si>)/g)].map((m) => m[2] ?? '');
}
/**
 * Puts the source's sheet `name` back into the result package at its source position. Returns
 * false (with a warning) when the source sheet is not a worksheet this can copy.
 */
function sheets_restoreSheet(pkg, source, name, options, warnings) {
    const sourceWorkbook = workbookPartOf(source);
    const sourceWorkbookXml = source.textOf(sourceWorkbook);
    const sourceEntries = sheetEntries(sourceWorkbookXml);
    const sourceIndex = sourceEntries.findIndex((e) => e.name === name);
    const sourceEntry = sourceEntries[sourceIndex];
    const sourcePart = sourceEntry ? source.relationships(sourceWorkbook).get(sourceEntry.rid)?.target : undefined;
    if (!sourceEntry ||
        !sourcePart ||
        !source.has(sourcePart) ||
        !isWorksheet(source.textOf(sourcePart).slice(0, 3000))) {
        warnings.push({
            code: 'cells-sheet-not-restored',
            message: `sheet '${name}' of the source is not a worksheet that can be copied; it is only listed`,
        });
        return false;
    }
    const workbook = workbookPartOf(pkg);
    let workbookXml = pkg.textOf(workbook);
    const rPrefix = relationshipsPrefix(workbookXml);
    if (!rPrefix) {
        warnings.push({
            code: 'cells-sheet-not-restored',
            message: `the workbook part declares no relationships namespace; sheet '${name}' is only listed`,
        });
        return false;
    }
    const part = pkg.has(sourcePart) ? pkg.freeName('xl/worksheets/sheet', '.xml') : sourcePart;
    let xml = source.textOf(sourcePart);
    const prefix = worksheetPrefix(xml);
    // Shared strings are per package: the source's strings go inline.
    const strings = sharedStringItems(source);
    xml = xml.replace(new RegExp(`<${prefix}c\\b([^>]*?)\\st="s"([^>]*?)>([\\s\\S]*?)</${prefix}c>`, 'g'), (whole, before, after, body) => {
        const index = /<(?:[\w.-]+:)?v>\s*(\d+)\s*<\/(?:[\w.-]+:)?v>/.exec(body)?.[1];
        if (index === undefined)
            return whole;
        const item = (strings[Number(index)] ?? '').replace(/<(\/?)(?:[\w.-]+:)?(t|r|rPr|rPh|phoneticPr)\b/g, `<$1${prefix}$2`);
        return `<${prefix}c${before} t="inlineStr"${after}><${prefix}is>${item}</${prefix}is></${prefix}c>`;
    });
    // Cells and rows carry their format in `s`, columns in `style`; both in the source's numbering.
    xml = xml.replace(new RegExp(`(<${prefix}(?:c|row)\\b[^>]*?)\\ss="(\\d+)"`, 'g'), (_whole, open, s) => {
        const mapped = options.style(Number(s));
        return mapped ? `${open} s="${mapped}"` : open;
    });
    xml = xml.replace(new RegExp(`(<${prefix}col\\b[^>]*?)\\sstyle="(\\d+)"`, 'g'), (_whole, open, s) => {
        const mapped = options.style(Number(s));
        return mapped ? `${open} style="${mapped}"` : open;
    });
    xml = xml.replace(new RegExp(`(<${prefix}sheetView\\b[^>]*?)\\stabSelected="(?:1|true)"`, 'g'), '$1');
    // Relationships: notes are copied; what else the sheet pointed to stays behind, with its reference.
    const dropped = [];
    const kept = [];
    for (const [id, rel] of source.relationships(sourcePart)) {
        const kind = rel.type.slice(rel.type.lastIndexOf('/') + 1);
        if (rel.external) {
            kept.push(`<Relationship Id="${(0,xml_escape/* escapeXml */.X)(id)}" Type="${(0,xml_escape/* escapeXml */.X)(rel.type)}" Target="${(0,xml_escape/* escapeXml */.X)(rel.target)}" TargetMode="External"/>`);
            continue;
        }
        if (!source.has(rel.target))
            continue;
        let copy;
        if (kind === 'comments') {
            copy = pkg.freeName('xl/comments', '.xml');
            pkg.addOverride(copy, COMMENTS_TYPE);
        }
        else if (kind === 'vmlDrawing') {
            copy = pkg.freeName('xl/drawings/vmlDrawing', '.vml');
            pkg.addDefault('vml', VML_TYPE);
        }
        if (copy) {
            pkg.put(copy, source.textOf(rel.target));
            kept.push(`<Relationship Id="${(0,xml_escape/* escapeXml */.X)(id)}" Type="${(0,xml_escape/* escapeXml */.X)(rel.type)}" Target="${(0,xml_escape/* escapeXml */.X)((0,part_names/* relativeTarget */.Ar)(part, copy))}"/>`);
        }
        else {
            dropped.push(id);
            warnings.push({
                code: 'cells-sheet-part-dropped',
                message: `sheet '${name}' was put back without its ${kind} (${rel.target})`,
            });
        }
    }
    for (const id of dropped) {
        const e = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        xml = xml.replace(new RegExp(`(<[\\w.:-]*pageSetup\\b[^>]*?)\\s[\\w.-]+:id="${e}"`), '$1');
        xml = xml.replace(new RegExp(`<[\\w.:-]+\\b[^>]*?\\s[\\w.-]+:id="${e}"[^>]*?/>`, 'g'), '');
        xml = xml.replace(new RegExp(`\\s[\\w.-]+:id="${e}"`, 'g'), '');
    }
    xml = xml.replace(new RegExp(`<${prefix}tableParts\\b[^>]*?>\\s*</${prefix}tableParts>|<${prefix}tableParts\\b[^>]*?count="0"[^>]*/>`), '');
    if (options.tabColor)
        xml = withTabColor(xml, options.tabColor);
    pkg.put(part, xml);
    if (kept.length)
        pkg.put((0,part_names/* relsPartOf */.F4)(part), `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${kept.join('')}</Relationships>`);
    pkg.addOverride(part, WORKSHEET_TYPE);
    const type = [...source.relationships(sourceWorkbook).values()].find((r) => r.target === sourcePart).type;
    const rid = pkg.addRelationship(workbook, type, part);
    workbookXml = pkg.textOf(workbook);
    // Position: after the nearest sheet before it in the source that the result still has.
    const entries = sheetEntries(workbookXml);
    let position = 0;
    for (let k = sourceIndex - 1; k >= 0; k--) {
        const found = entries.findIndex((e) => e.name === sourceEntries[k].name);
        if (found >= 0) {
            position = found + 1;
            break;
        }
    }
    const sheetIds = [...workbookXml.matchAll(/<(?:[\w.-]+:)?sheet\b[^>]*?\bsheetId="(\d+)"/g)].map((m) => Number(m[1]));
    const state = /\bstate="([^"]*)"/.exec(sourceEntry.tag)?.[1];
    const tagPrefix = /<([\w.-]+:)?workbook[\s>]/.exec(workbookXml)?.[1] ?? '';
    const entry = `<${tagPrefix}sheet name="${(0,xml_escape/* escapeXml */.X)(name)}" sheetId="${Math.max(0, ...sheetIds) + 1}"${state ? ` state="${state}"` : ''}${relationshipsDeclaration(workbookXml)} ${rPrefix}:id="${rid}"/>`;
    const at = position < entries.length ? entries[position].start : workbookXml.indexOf(`</${tagPrefix}sheets>`);
    workbookXml = workbookXml.slice(0, at) + entry + workbookXml.slice(at);
    workbookXml = renumberSheetIndexes(workbookXml, position, 1);
    // The source's names local to that sheet (print areas, filters) come with it.
    const localNames = [
        ...sourceWorkbookXml.matchAll(/<((?:[\w.-]+:)?)definedName\b[^>]*?\blocalSheetId="(\d+)"[^>]*>[\s\S]*?<\/\1definedName>/g),
    ]
        .filter((m) => Number(m[2]) === sourceIndex)
        .map((m) => m[0]
        .replace(/\blocalSheetId="\d+"/, `localSheetId="${position}"`)
        .replace(/<(\/?)(?:[\w.-]+:)?definedName\b/g, `<$1${tagPrefix}definedName`));
    if (localNames.length)
        workbookXml = addDefinedNames(workbookXml, tagPrefix, localNames);
    pkg.put(workbook, workbookXml);
    return true;
}
function addDefinedNames(workbookXml, p, names) {
    const close = `</${p}definedNames>`;
    if (workbookXml.includes(close))
        return workbookXml.replace(close, `${names.join('')}${close}`);
    const block = `<${p}definedNames>${names.join('')}</${p}definedNames>`;
    // definedNames follows sheets, functionGroups and externalReferences.
    for (const after of [`</${p}externalReferences>`, `</${p}functionGroups>`, `</${p}sheets>`]) {
        const at = workbookXml.indexOf(after);
        if (at >= 0)
            return workbookXml.slice(0, at + after.length) + block + workbookXml.slice(at + after.length);
    }
    return workbookXml;
}
/** Takes sheet `name` out of the result package. */
function sheets_removeSheet(pkg, name, warnings) {
    const workbook = workbookPartOf(pkg);
    let workbookXml = pkg.textOf(workbook);
    const entries = sheetEntries(workbookXml);
    const position = entries.findIndex((e) => e.name === name);
    if (position < 0)
        return false;
    if (entries.length === 1) {
        warnings.push({
            code: 'cells-sheet-not-removed',
            message: `sheet '${name}' is the only sheet; a workbook needs one, so it is kept`,
        });
        return false;
    }
    const entry = entries[position];
    const part = pkg.relationships(workbook).get(entry.rid)?.target;
    workbookXml = workbookXml.slice(0, entry.start) + workbookXml.slice(entry.end);
    // Names local to the sheet and names that point into it go with it.
    const quoted = `'${name.replace(/'/g, "''")}'!`;
    workbookXml = workbookXml.replace(/<((?:[\w.-]+:)?)definedName\b([^>]*)>([\s\S]*?)<\/\1definedName>/g, (whole, _p, attrs, text) => {
        const local = /\blocalSheetId="(\d+)"/.exec(attrs);
        const formula = (0,scan/* decodeEntities */.Sm)(text);
        if ((local && Number(local[1]) === position) ||
            formula.includes(quoted) ||
            new RegExp(`(^|[^\\w.'])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}!`).test(formula))
            return '';
        return whole;
    });
    workbookXml = workbookXml.replace(/<((?:[\w.-]+:)?)definedNames\b[^>]*>\s*<\/\1definedNames>/, '');
    workbookXml = renumberSheetIndexes(workbookXml, position, -1);
    const activeTab = /<(?:[\w.-]+:)?workbookView\b[^>]*?\sactiveTab="(\d+)"/.exec(workbookXml);
    if (activeTab && Number(activeTab[1]) >= entries.length - 1)
        workbookXml = workbookXml.replace(/(\sactiveTab=")\d+(")/, `$1${entries.length - 2}$2`);
    pkg.put(workbook, workbookXml);
    const relsName = (0,part_names/* relsPartOf */.F4)(workbook);
    pkg.put(relsName, withoutRelationship(pkg.textOf(relsName), entry.rid));
    if (part && pkg.has(part)) {
        for (const rel of pkg.relationships(part).values()) {
            if (rel.external || !pkg.has(rel.target))
                continue;
            const kind = rel.type.slice(rel.type.lastIndexOf('/') + 1);
            if (kind === 'comments' || kind === 'vmlDrawing' || kind === 'threadedComment') {
                pkg.remove(rel.target);
                pkg.removeOverride(rel.target);
            }
        }
        if (pkg.has((0,part_names/* relsPartOf */.F4)(part)))
            pkg.remove((0,part_names/* relsPartOf */.F4)(part));
        pkg.remove(part);
        pkg.removeOverride(part);
    }
    return true;
}
/** A sheet's tab in a colour (`sheetPr/tabColor`, its first child). */
function withTabColor(sheet, color) {
    const p = worksheetPrefix(sheet);
    const tab = `<${p}tabColor rgb="FF${color}"/>`;
    const sheetPr = new RegExp(`<${p}sheetPr(\\s[^>]*?)?(/?)>`).exec(sheet);
    if (sheetPr) {
        if (new RegExp(`<${p}tabColor[\\s/>]`).test(sheet))
            return sheet.replace(new RegExp(`<${p}tabColor[^>]*/>`), tab);
        const open = sheetPr[2] === '/' ? sheetPr[0].replace(/\/>$/, '>') : sheetPr[0];
        return sheet.replace(sheetPr[0], `${open}${tab}${sheetPr[2] === '/' ? `</${p}sheetPr>` : ''}`);
    }
    return sheet.replace(/<([\w.-]+:)?worksheet(\s[^>]*)?>/, (root) => `${root}<${p}sheetPr>${tab}</${p}sheetPr>`);
}

;// CONCATENATED MODULE: ./src/engine/formats/cells/write/styles.ts



/**
 * Edits the cell formats of a styles.xml part. Marked copies: for a cell format (cellXfs index)
 * and a change kind, a new `xf` with the same number format, border and alignment, a solid fill
 * and a font carrying the ItemsStyle colour and emphasis; each (format, kind) pair is added once.
 * Imported formats (`importer`): a cell format of another workbook's styles part, found here by
 * content or copied in with its number format, font, fill and border, because applications
 * renumber cell formats on save and the same index rarely means the same format in two files.
 */
class StylesEditor {
    xml;
    prefix;
    /** The part's entries followed by the ones added; `base` counts the part's own. */
    xfs;
    fonts;
    fills;
    borders;
    numFmts;
    base;
    added = new Map();
    xfByContent = new Map();
    cellStyleXfByName;
    constructor(xml) {
        this.xml = xml;
        const parsed = new StyleSheet(xml);
        this.prefix = parsed.prefix;
        if (!section(xml, this.prefix, 'cellXfs'))
            throw new errors/* CorruptDocumentError */.b6('styles.xml has no cellXfs');
        this.xfs = parsed.xfs;
        this.fonts = parsed.fonts;
        this.fills = parsed.fills;
        this.borders = parsed.borders;
        this.numFmts = parsed.numFmts;
        this.cellStyleXfByName = parsed.cellStyleXfByName;
        this.base = {
            xfs: this.xfs.length,
            fonts: this.fonts.length,
            fills: this.fills.length,
            borders: this.borders.length,
            numFmts: this.numFmts.size,
        };
        this.xfs.forEach((xf, k) => {
            const key = parsed.xfContent(xf);
            if (!this.xfByContent.has(key))
                this.xfByContent.set(key, k);
        });
    }
    /** How many cell formats the part had before editing. */
    get baseCount() {
        return this.base.xfs;
    }
    /** The cellXfs index of `base` marked as `kind`. */
    marked(base, kind, style) {
        const key = `${base}:${kind}`;
        const known = this.added.get(key);
        if (known !== undefined)
            return known;
        const p = this.prefix;
        const xf = this.xfs[base] ?? this.xfs[0] ?? `<${p}xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>`;
        const fontId = Number(/\bfontId="(\d+)"/.exec(xf)?.[1] ?? 0);
        const baseFont = this.fonts[fontId] ?? this.fonts[0] ?? `<${p}font/>`;
        const fill = style.highlightColor ?? styles_tint(style.fontColor ?? 'FFFF00');
        this.fills.push(`<${p}fill><${p}patternFill patternType="solid"><${p}fgColor rgb="FF${fill}"/><${p}bgColor indexed="64"/></${p}patternFill></${p}fill>`);
        this.fonts.push(markFont(baseFont, style, p));
        let marked = setAttribute(setAttribute(xf, 'fillId', String(this.fills.length - 1)), 'fontId', String(this.fonts.length - 1));
        marked = setAttribute(setAttribute(marked, 'applyFill', '1'), 'applyFont', '1');
        this.xfs.push(marked);
        const index = this.xfs.length - 1;
        this.added.set(key, index);
        return index;
    }
    /**
     * Source cellXfs index → an index here with the same number format (by format code), font,
     * fill, border, alignment and protection: an identical format of this part, or a copy added.
     * The default format (0) stays the default; without a source styles part every index does.
     */
    importer(sourceXml) {
        if (sourceXml === undefined)
            return () => 0;
        let source;
        try {
            source = new StyleSheet(sourceXml);
        }
        catch {
            return () => 0;
        }
        const cache = new Map();
        return (sourceXf) => {
            let index = cache.get(sourceXf);
            if (index === undefined) {
                index = this.imported(source, sourceXf);
                cache.set(sourceXf, index);
            }
            return index;
        };
    }
    imported(source, sourceXf) {
        // Each workbook's default format is its baseline look, the one unformatted cells have too.
        if (sourceXf === 0)
            return 0;
        const xf = source.xfs[sourceXf];
        if (xf === undefined)
            return 0;
        const key = source.xfContent(xf);
        const known = this.xfByContent.get(key);
        if (known !== undefined)
            return known;
        const p = this.prefix;
        const id = (name) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(xf)?.[1] ?? 0);
        const numFmtId = this.numFmtFor(source, id('numFmtId'));
        const fontId = findOrAdd(this.fonts, source.fonts[id('fontId')], p);
        const fillId = findOrAdd(this.fills, source.fills[id('fillId')], p);
        const borderId = findOrAdd(this.borders, source.borders[id('borderId')], p);
        const styleName = source.cellStyleNameOf(id('xfId'));
        const xfId = (styleName !== undefined ? this.cellStyleXfByName.get(styleName) : undefined) ?? 0;
        let copy = withPrefix(xf, p);
        for (const [name, value] of [
            ['numFmtId', numFmtId],
            ['fontId', fontId],
            ['fillId', fillId],
            ['borderId', borderId],
            ['xfId', xfId],
        ]) {
            if (value !== undefined)
                copy = setAttribute(copy, name, String(value));
        }
        this.xfs.push(copy);
        const index = this.xfs.length - 1;
        this.xfByContent.set(key, index);
        return index;
    }
    /** Built-in number formats keep their id; custom ones are found here by code or added. */
    numFmtFor(source, sourceId) {
        const code = source.numFmts.get(sourceId);
        if (code === undefined)
            return sourceId < 164 ? sourceId : 0;
        for (const [id, known] of this.numFmts)
            if (known === code)
                return id;
        const id = Math.max(163, ...this.numFmts.keys()) + 1;
        this.numFmts.set(id, code);
        return id;
    }
    toString() {
        const p = this.prefix;
        let xml = this.xml;
        const newNumFmts = [...this.numFmts]
            .slice(this.base.numFmts)
            .map(([id, code]) => `<${p}numFmt numFmtId="${id}" formatCode="${(0,xml_escape/* escapeXml */.X)(code)}"/>`);
        if (newNumFmts.length) {
            if (section(xml, p, 'numFmts') !== undefined || new RegExp(`<${styles_escape(p)}numFmts(\\s[^>]*)?/>`).test(xml))
                xml = appendToSection(xml, p, 'numFmts', newNumFmts, this.numFmts.size);
            // numFmts is the styleSheet's first child.
            else
                xml = xml.replace(/<([\w.-]+:)?styleSheet(\s[^>]*)?>/, (open) => `${open}<${p}numFmts count="${this.numFmts.size}">${newNumFmts.join('')}</${p}numFmts>`);
        }
        xml = appendToSection(xml, p, 'fonts', this.fonts.slice(this.base.fonts), this.fonts.length);
        xml = appendToSection(xml, p, 'fills', this.fills.slice(this.base.fills), this.fills.length);
        xml = appendToSection(xml, p, 'borders', this.borders.slice(this.base.borders), this.borders.length);
        xml = appendToSection(xml, p, 'cellXfs', this.xfs.slice(this.base.xfs), this.xfs.length);
        return xml;
    }
}
/** The parts of a styles.xml this editor reads. */
class StyleSheet {
    prefix;
    xfs;
    fonts;
    fills;
    borders;
    /** numFmtId → format code, custom formats only. */
    numFmts = new Map();
    /** Named cell style → its cellStyleXfs index. */
    cellStyleXfByName = new Map();
    constructor(xml) {
        this.prefix = /<([\w.-]+:)?styleSheet[\s>]/.exec(xml)?.[1] ?? '';
        const p = this.prefix;
        this.xfs = children(section(xml, p, 'cellXfs') ?? '', p, 'xf');
        this.fonts = children(section(xml, p, 'fonts') ?? '', p, 'font');
        this.fills = children(section(xml, p, 'fills') ?? '', p, 'fill');
        this.borders = children(section(xml, p, 'borders') ?? '', p, 'border');
        for (const numFmt of children(section(xml, p, 'numFmts') ?? '', p, 'numFmt')) {
            const id = /\bnumFmtId="(\d+)"/.exec(numFmt)?.[1];
            const code = /\bformatCode="([^"]*)"/.exec(numFmt)?.[1];
            if (id !== undefined && code !== undefined)
                this.numFmts.set(Number(id), (0,scan/* decodeEntities */.Sm)(code));
        }
        for (const cellStyle of children(section(xml, p, 'cellStyles') ?? '', p, 'cellStyle')) {
            const name = /\bname="([^"]*)"/.exec(cellStyle)?.[1];
            const xfId = /\bxfId="(\d+)"/.exec(cellStyle)?.[1];
            if (name !== undefined && xfId !== undefined && !this.cellStyleXfByName.has((0,scan/* decodeEntities */.Sm)(name)))
                this.cellStyleXfByName.set((0,scan/* decodeEntities */.Sm)(name), Number(xfId));
        }
    }
    cellStyleNameOf(xfId) {
        for (const [name, id] of this.cellStyleXfByName)
            if (id === xfId)
                return name;
        return undefined;
    }
    /** What a cell format looks like, independent of the part's numbering. */
    xfContent(xf) {
        const id = (name) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(xf)?.[1] ?? 0);
        const numFmtId = id('numFmtId');
        const code = this.numFmts.get(numFmtId);
        // LibreOffice writes General as a custom format of its own.
        const numFmt = code !== undefined && code.toLowerCase() !== 'general'
            ? `code:${code}`
            : `id:${numFmtId < 164 && code === undefined ? numFmtId : 0}`;
        const inner = /^<[^>]*\/>$/.test(xf) ? '' : xf.replace(/^<[^>]*>/, '').replace(/<\/[\w.:-]*xf>$/, '');
        return [
            numFmt,
            canonical(this.fonts[id('fontId')] ?? ''),
            canonical(this.fills[id('fillId')] ?? ''),
            canonical(this.borders[id('borderId')] ?? ''),
            canonical(inner),
        ].join('\u0000');
    }
}
/** XML compared by content: no element prefixes, attributes sorted, `<a></a>` as `<a/>`, no whitespace between tags. */
function canonical(xml) {
    return xml
        .replace(/>\s+</g, '><')
        .trim()
        .replace(/<(\/?)(?:[\w.-]+:)?([\w.-]+)((?:\s+[\w:.-]+\s*=\s*"[^"]*")*)\s*(\/?)>/g, (_m, close, name, attributes, selfClosed) => {
        const sorted = [...attributes.matchAll(/([\w:.-]+)\s*=\s*"([^"]*)"/g)]
            .map((a) => `${a[1]}="${a[2] === 'true' ? '1' : a[2] === 'false' ? '0' : a[2]}"`)
            .sort();
        return `<${close}${name}${sorted.map((a) => ` ${a}`).join('')}${selfClosed}>`;
    })
        .replace(/<([\w.-]+)((?:\s[^>]*)?)><\/\1>/g, '<$1$2/>');
}
/** Element names of a fragment from another part given this part's prefix. */
function withPrefix(xml, p) {
    return xml.replace(/<(\/?)(?:[\w.-]+:)?([\w.-]+)(?=[\s/>])/g, `<$1${p}$2`);
}
/** The index of an entry with the same content as `entry`, appended (in this part's prefix) when there is none. */
function findOrAdd(list, entry, p) {
    if (entry === undefined)
        return undefined;
    const key = canonical(entry);
    const found = list.findIndex((known) => canonical(known) === key);
    if (found >= 0)
        return found;
    list.push(withPrefix(entry, p));
    return list.length - 1;
}
/** A colour mixed 75% toward white, for a fill that keeps the text readable. */
function styles_tint(hex) {
    const mix = (k) => Math.round(parseInt(hex.slice(k, k + 2), 16) * 0.25 + 255 * 0.75)
        .toString(16)
        .padStart(2, '0');
    return `${mix(0)}${mix(2)}${mix(4)}`.toUpperCase();
}
function markFont(font, style, p) {
    let inner = font
        .replace(/^<[^>]*?\/>$/, '')
        .replace(/^<[^>]*>/, '')
        .replace(/<\/[\w:]*font>$/, '');
    const drop = (name) => {
        inner = inner.replace(new RegExp(`<${p}${name}(\\s[^>]*)?/>|<${p}${name}(\\s[^>]*)?>.*?</${p}${name}>`, 'g'), '');
    };
    if (style.fontColor) {
        drop('color');
        inner = `<${p}color rgb="FF${style.fontColor}"/>${inner}`;
    }
    if (style.bold) {
        drop('b');
        inner = `<${p}b/>${inner}`;
    }
    if (style.italic) {
        drop('i');
        inner = `<${p}i/>${inner}`;
    }
    if (style.strikeThrough) {
        drop('strike');
        inner = `<${p}strike/>${inner}`;
    }
    if (style.underline) {
        drop('u');
        inner = `<${p}u/>${inner}`;
    }
    return `<${p}font>${inner}</${p}font>`;
}
function section(xml, p, name) {
    const match = new RegExp(`<${styles_escape(p)}${name}(\\s[^>]*)?>([\\s\\S]*?)</${styles_escape(p)}${name}>`).exec(xml);
    return match?.[2];
}
function children(inner, p, name) {
    const out = [];
    const re = new RegExp(`<${styles_escape(p)}${name}(?=[\\s/>])[^>]*?/>|<${styles_escape(p)}${name}(?=[\\s>])[^>]*>[\\s\\S]*?</${styles_escape(p)}${name}>`, 'g');
    for (const m of inner.matchAll(re))
        out.push(m[0]);
    return out;
}
function appendToSection(xml, p, name, items, count) {
    if (items.length === 0)
        return xml;
    const close = `</${p}${name}>`;
    const at = xml.indexOf(close);
    if (at < 0) {
        // An empty <fonts/> or missing section: write one just for the added entries.
        const selfClosed = new RegExp(`<${styles_escape(p)}${name}(\\s[^>]*)?/>`).exec(xml);
        if (selfClosed)
            return xml.replace(selfClosed[0], `<${p}${name} count="${count}">${items.join('')}</${p}${name}>`);
        throw new errors/* CorruptDocumentError */.b6(`styles.xml has no ${name}`);
    }
    let out = xml.slice(0, at) + items.join('') + xml.slice(at);
    out = out.replace(new RegExp(`<${styles_escape(p)}${name}(\\s[^>]*)?>`), (open) => setAttribute(open, 'count', String(count)));
    return out;
}
function setAttribute(tag, name, value) {
    const re = new RegExp(`\\s${name}="[^"]*"`);
    if (re.test(tag))
        return tag.replace(re, ` ${name}="${value}"`);
    return tag.replace(/^(<[\w:.-]+)/, `$1 ${name}="${value}"`);
}
function styles_escape(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

;// CONCATENATED MODULE: ./src/engine/formats/cells/write/xlsx.ts














function writeXlsxResult(input) {
    const warnings = [];
    const pkg = new editable_package/* EditablePackage */.$e(archive_zip/* ZipArchive */.SJ.of(input.target.bytes, input.target.archive));
    const source = input.source.document.familyData;
    const target = input.target.document.familyData;
    if (!(0,model/* isCellsWorkbook */.SN)(source) || !(0,model/* isCellsWorkbook */.SN)(target))
        throw new Error('the cells writer needs two workbooks read by the cells reader');
    const byStory = new Map(target.sheets.map((s) => [`sheet:${s.name}`, s]));
    const sourceByStory = new Map(source.sheets.map((s) => [`sheet:${s.name}`, s]));
    const options = input.options;
    const editors = new Map();
    const editor = (sheet) => {
        let e = editors.get(sheet.part);
        if (!e) {
            e = new SheetEditor(pkg.textOf(sheet.part), sheet.part);
            editors.set(sheet.part, e);
        }
        return e;
    };
    const rowOps = [];
    const colOps = [];
    /** Source contents put back into target cells (clean mode), written once every row and column edit is made. */
    const restoredCells = [];
    /** Sheets to put back from the source (name → tab colour) or to take out, done last. */
    const sheetOps = { restore: new Map(), remove: new Set() };
    const sourcePackage = new editable_package/* EditablePackage */.$e(archive_zip/* ZipArchive */.SJ.of(input.source.bytes, input.source.archive));
    const sourceColumn = (sourceSheet, sheet, change, marked, note) => {
        if (!sourceSheet)
            return undefined;
        const col = Number((change.source?.locator?.path ?? '').replace('column:', ''));
        const rows = rowMapping(sourceSheet, sheet, input.changes);
        const cells = [];
        for (const row of sourceSheet.rows) {
            const cell = row.cells.find((c) => c.col === col);
            const targetRow = rows.get(row.row);
            if (cell && targetRow !== undefined)
                cells.push({ row: targetRow, cell });
        }
        const entry = sourcePackage.has(sourceSheet.part)
            ? columnEntry(sourcePackage.textOf(sourceSheet.part), col)
            : undefined;
        return {
            cells,
            marked,
            note,
            entry: entry === undefined ? undefined : withColumnStyle(entry, sourceStyle),
            ownSheet: sourceSheet.name,
        };
    };
    const stylesPart = findStylesPart(pkg);
    const styles = stylesPart ? new StylesEditor(pkg.textOf(stylesPart)) : undefined;
    const sourceStylesPart = findStylesPart(sourcePackage);
    // Cell formats brought from the source are matched by content: applications renumber them on save.
    const sourceStyle = styles
        ? styles.importer(sourceStylesPart ? sourcePackage.textOf(sourceStylesPart) : undefined)
        : () => 0;
    if (options.mode === 'clean' || options.mode === 'tracked') {
        if (options.mode === 'tracked') {
            // Says what the file holds: with nothing rejected that is the target itself, unmarked.
            const rejected = options.rejected.size;
            const holds = rejected
                ? `the target with the ${rejected} rejected change${rejected === 1 ? '' : 's'} reverted`
                : 'the target as it is (no change was rejected)';
            warnings.push({
                code: 'cells-no-tracked-changes',
                message: `spreadsheets have no tracked-changes format that Excel and Calc share: the result holds ${holds}, without marks; --mode styled marks the changed cells`,
            });
        }
        xlsx_applyRejected(input, byStory, sourceByStory, editor, pkg, styles, sourceStyle, rowOps, colOps, sheetOps, sourceColumn, restoredCells, warnings);
    }
    else {
        xlsx_markChanges(input, byStory, sourceByStory, editor, pkg, styles, rowOps, colOps, sheetOps, sourceColumn, warnings);
    }
    for (const [part, e] of editors) {
        if (e.unaddressable)
            warnings.push({
                code: 'cells-unaddressable',
                message: `${part}: ${e.unaddressable} cells have no reference (r attribute) and could not be marked`,
            });
        pkg.put(part, e.toString());
    }
    const placements = applyColOps(pkg, colOps, target.sheets, styles, sourceStyle, input.options.deleted, warnings);
    const columnMaps = new Map();
    /** Where a source column's cells go in the result: through the target's columns and the column edits just made. */
    const resultColumn = (sheet, sourceSheet, col) => {
        if (!sourceSheet)
            return col;
        const placement = placements.get(sheet);
        const restored = placement?.restored.get(col);
        if (restored !== undefined)
            return restored;
        let map = columnMaps.get(sheet);
        if (!map) {
            map = (0,references/* axisMapping */.yv)('column', sourceSheet, sheet, input.changes);
            columnMaps.set(sheet, map);
        }
        const targetCol = map(col);
        return targetCol === undefined || !placement ? targetCol : (0,references/* shiftIndex */.t_)(targetCol, placement.steps);
    };
    // Formulas brought from the source are in its numbering; the result's differs by the row and column changes kept.
    const rowPlans = new Map(target.sheets.map((sheet) => [
        sheet,
        rowPlan(sheet, rowOps.filter((op) => op.sheet === sheet)),
    ]));
    const rowMaps = new Map();
    const colMaps = new Map();
    for (const sheet of target.sheets) {
        const sourceSheet = sourceByStory.get(`sheet:${sheet.name}`);
        if (!sourceSheet)
            continue;
        const toTarget = (0,references/* axisMapping */.yv)('row', sourceSheet, sheet, input.changes);
        const plan = rowPlans.get(sheet);
        rowMaps.set(sourceSheet.name, (row) => {
            const restored = plan.restored.get(row);
            if (restored !== undefined)
                return restored;
            const targetRow = toTarget(row);
            return targetRow === undefined ? undefined : (0,references/* shiftIndex */.t_)(targetRow, plan.steps);
        });
        colMaps.set(sourceSheet.name, (col) => resultColumn(sheet, sourceSheet, col));
    }
    const resultFormula = (formula, ownSheet) => (0,references/* mapSourceFormula */.wA)(formula, ownSheet, rowMaps, colMaps);
    xlsx_applyRowOps(pkg, rowPlans, target.sheets, styles, sourceStyle, input.options.deleted, warnings, resultColumn, resultFormula);
    writeRestoredCells(pkg, restoredCells, (sheet, row) => (0,references/* shiftIndex */.t_)(row, rowPlans.get(sheet)?.steps ?? []), (sheet, col) => (0,references/* shiftIndex */.t_)(col, placements.get(sheet)?.steps ?? []), resultFormula);
    // Formulas of columns put back: their cells are at result columns already, only the row edits are still to follow.
    const columnFormulas = [...placements.values()].flatMap((placement) => placement.formulas);
    writeRestoredCells(pkg, columnFormulas, (sheet, row) => (0,references/* shiftIndex */.t_)(row, rowPlans.get(sheet)?.steps ?? []), (_sheet, col) => col, resultFormula);
    for (const [name, tabColor] of sheetOps.restore)
        sheets_restoreSheet(pkg, sourcePackage, name, { tabColor, style: sourceStyle }, warnings);
    for (const name of sheetOps.remove)
        sheets_removeSheet(pkg, name, warnings);
    // The calculation chain names cells by position and sheets by index; both may have moved.
    if (rowOps.length || colOps.length || sheetOps.restore.size || sheetOps.remove.size)
        dropCalcChain(pkg);
    if (styles && stylesPart)
        pkg.put(stylesPart, styles.toString());
    return { bytes: pkg.save(), warnings };
}
/** A source `<col>` entry with its column format (`style`) in the result's numbering. */
function withColumnStyle(entry, sourceStyle) {
    return entry.replace(/\sstyle="(\d+)"/, (_m, s) => {
        const mapped = sourceStyle(Number(s));
        return mapped ? ` style="${mapped}"` : '';
    });
}
/**
 * Source row → target row for the rows the two sheets share: rows not reported as inserted or
 * deleted pair in order, as the differ aligned them. When the counts disagree (some row
 * changes were not reported), rows keep their numbers.
 */
function rowMapping(sourceSheet, sheet, changes) {
    const deleted = new Set();
    const inserted = new Set();
    const moved = new Map();
    for (const change of changes) {
        if (change.unit !== 'row')
            continue;
        const fromSource = change.source?.story === `sheet:${sourceSheet.name}`;
        const toTarget = change.target?.story === `sheet:${sheet.name}`;
        if ((change.kind === 'Deleted' || change.kind === 'Moved') && fromSource)
            deleted.add(change.source.blockPath[1]);
        if ((change.kind === 'Inserted' || change.kind === 'Moved') && toTarget)
            inserted.add(change.target.blockPath[1]);
        if (change.kind === 'Moved' && fromSource && toTarget)
            moved.set(sourceSheet.rows[change.source.blockPath[1]]?.row, sheet.rows[change.target.blockPath[1]]?.row);
    }
    const kept = sourceSheet.rows.filter((_, k) => !deleted.has(k));
    const keptTarget = sheet.rows.filter((_, k) => !inserted.has(k));
    const out = new Map();
    if (kept.length !== keptTarget.length) {
        for (const row of sourceSheet.rows)
            out.set(row.row, row.row);
        return out;
    }
    kept.forEach((row, k) => out.set(row.row, keptTarget[k].row));
    // Moved rows pair where they moved to.
    for (const [from, to] of moved)
        if (from !== undefined && to !== undefined)
            out.set(from, to);
    return out;
}
/** The edits of a sheet's whole-row or whole-column operations, in the order they apply. */
function stepsFor(sheet, axis, ops) {
    return ops.map((op) => ({
        sheet: sheet.name,
        axis,
        at: op.at,
        count: op.remove ? -1 : axis === 'row' ? (op.rows?.length ?? 0) : op.insert ? 1 : 0,
    }));
}
function rowPlan(sheet, ops) {
    const sorted = ops.filter((op) => op.moveTo === undefined).sort(xlsx_byPlace);
    const steps = stepsFor(sheet, 'row', sorted);
    // Moves last, each in the numbering the edits before it left.
    for (const op of ops) {
        if (op.moveTo === undefined)
            continue;
        const at = (0,references/* shiftIndex */.t_)(op.at, steps);
        if (at !== undefined)
            steps.push({ sheet: sheet.name, axis: 'row', at, count: 0, to: (0,references/* clampIndex */.gl)(op.moveTo, steps) });
    }
    const firstRows = sorted.map((op, k) => (0,references/* shiftIndex */.t_)(op.at, steps.slice(k + 1)) ?? op.at);
    const restored = new Map();
    sorted.forEach((op, k) => {
        if (op.order !== undefined && !op.remove)
            (op.rows ?? []).forEach((_, i) => restored.set(op.order + i, firstRows[k] + i));
    });
    return { ops: sorted, steps, firstRows, restored };
}
/** Right to left (bottom-up); at one place a removal first, then insertions, last source first. */
function xlsx_byPlace(x, y) {
    return y.at - x.at || (x.remove ? -1 : y.remove ? 1 : (y.order ?? 0) - (x.order ?? 0));
}
function applyColOps(pkg, ops, sheets, styles, sourceStyle, deletedStyle, warnings) {
    const placements = new Map();
    const bySheet = new Map();
    for (const op of ops)
        bySheet.set(op.sheet, [...(bySheet.get(op.sheet) ?? []), op]);
    const workbook = workbookPartOf(pkg);
    const notMoved = new Set();
    for (const [sheet, allOps] of bySheet) {
        const sheetOps = allOps.filter((op) => op.moveTo === undefined).sort(xlsx_byPlace);
        const steps = stepsFor(sheet, 'col', sheetOps);
        // Moves last, each in the numbering the edits before it left; a moved column keeps its `<col>` entry.
        const movedEntries = [];
        for (const op of allOps) {
            if (op.moveTo === undefined)
                continue;
            const at = (0,references/* shiftIndex */.t_)(op.at, steps);
            if (at === undefined)
                continue;
            const entry = columnEntry(pkg.textOf(sheet.part), op.at);
            if (entry !== undefined)
                movedEntries.push({ at, step: steps.length, entry });
            steps.push({ sheet: sheet.name, axis: 'col', at, count: 0, to: (0,references/* clampIndex */.gl)(op.moveTo, steps) });
        }
        // Shared formula groups are dissolved first when needed: a removed master would orphan its group.
        let xml = expandSharedFormulas(pkg.textOf(sheet.part), steps, sheet.name);
        for (const op of sheetOps)
            if (op.remove)
                xml = removeColumnCells(xml, op.at);
        pkg.put(sheet.part, xml);
        for (const what of shiftPackage(pkg, steps, sheets, workbook))
            notMoved.add(what);
        xml = pkg.textOf(sheet.part);
        if (steps.some((step) => step.to !== undefined)) {
            xml = sortCellElements(xml);
            for (const { at, step, entry } of movedEntries)
                xml = setColumnEntry(xml, (0,references/* shiftIndex */.t_)(at, steps.slice(step)), entry);
        }
        const placed = sheetOps
            .map((op, k) => ({ op, col: (0,references/* shiftIndex */.t_)(op.at, steps.slice(k + 1)) ?? op.at }))
            .filter((p) => p.op.insert);
        const formulas = [];
        placements.set(sheet, {
            steps,
            restored: new Map(placed.filter((p) => p.op.order !== undefined).map((p) => [p.op.order, p.col])),
            formulas,
        });
        for (const { op, col } of placed)
            if (op.insert?.entry)
                xml = setColumnEntry(xml, col, op.insert.entry);
        const editor = new SheetEditor(xml, sheet.part);
        const notes = [];
        for (const { op, col } of placed) {
            const insert = op.insert;
            for (const { row, cell } of insert.cells) {
                const base = sourceStyle(cell.xf ?? 0);
                if (insert.marked) {
                    editor.setContent(row, col, { type: 's', raw: cell.text });
                    editor.setStyle(row, col, styles ? styles.marked(base, 'deleted', deletedStyle) : 0);
                }
                else {
                    editor.setContent(row, col, { type: cell.type, raw: cell.raw, formula: cell.formula });
                    // In the source's numbering: rewritten in the result's once every edit is made (writeRestoredCells).
                    if (cell.formula !== undefined)
                        formulas.push({
                            sheet,
                            row,
                            col,
                            ownSheet: insert.ownSheet,
                            content: { type: cell.type, raw: cell.raw, formula: cell.formula },
                        });
                    editor.setStyle(row, col, base);
                }
            }
            if (insert.note)
                notes.push([(0,refs/* cellRef */.Cp)(insert.cells[0]?.row ?? 0, col), insert.note]);
        }
        pkg.put(sheet.part, editor.toString());
        if (notes.length)
            addNotes(pkg, sheet.part, notes, warnings);
    }
    for (const what of notMoved)
        warnings.push({ code: 'cells-columns-renumbered', message: what });
    return placements;
}
function xlsx_applyRowOps(pkg, plans, sheets, styles, sourceStyle, deletedStyle, warnings, resultColumn, resultFormula) {
    const workbook = workbookPartOf(pkg);
    const notMoved = new Set();
    for (const [sheet, { ops: sheetOps, steps }] of plans) {
        if (!steps.length)
            continue;
        let xml = expandSharedFormulas(pkg.textOf(sheet.part), steps, sheet.name);
        for (const op of sheetOps)
            if (op.remove)
                xml = removeRowElement(xml, op.at);
        pkg.put(sheet.part, xml);
        for (const what of shiftPackage(pkg, steps, sheets, workbook))
            notMoved.add(what);
        if (steps.some((step) => step.to !== undefined))
            pkg.put(sheet.part, sortRowElements(pkg.textOf(sheet.part)));
    }
    // Rows put back go in once every sheet is renumbered: their formulas are already in the result's numbering.
    for (const [sheet, { ops: sheetOps, firstRows }] of plans) {
        if (!sheetOps.some((op) => op.rows?.length))
            continue;
        let xml = pkg.textOf(sheet.part);
        const prefix = worksheetPrefix(xml);
        const notes = [];
        sheetOps.forEach((op, k) => {
            const rows = op.rows ?? [];
            if (op.remove || !rows.length)
                return;
            const first = firstRows[k];
            const rowsXml = rows
                .map((row, i) => {
                const number = first + i;
                const placed = row.cells
                    .map((cell) => ({ cell, col: resultColumn(sheet, op.sourceSheet, cell.col) }))
                    .filter((p) => p.col !== undefined);
                placed.sort((x, y) => x.col - y.col);
                const cells = placed.map(({ cell, col }) => {
                    const base = sourceStyle(cell.xf ?? 0);
                    const ref = (0,refs/* cellRef */.Cp)(number, col);
                    if (row.marked)
                        return cellElement(prefix, ref, styles ? styles.marked(base, 'deleted', deletedStyle) : 0, {
                            type: 's',
                            raw: cell.text,
                        });
                    return cellElement(prefix, ref, base, {
                        type: cell.type,
                        raw: cell.raw,
                        formula: cell.formula === undefined
                            ? undefined
                            : resultFormula(cell.formula, op.sourceSheet?.name ?? sheet.name),
                    });
                });
                if (row.note)
                    notes.push([(0,refs/* cellRef */.Cp)(number, 0), row.note]);
                return `<${prefix}row r="${number + 1}">${cells.join('')}</${prefix}row>`;
            })
                .join('');
            xml = insertRowElements(xml, first, rowsXml);
        });
        pkg.put(sheet.part, xml);
        if (notes.length)
            addNotes(pkg, sheet.part, notes, warnings);
    }
    for (const what of notMoved)
        warnings.push({ code: 'cells-rows-renumbered', message: what });
}
function xlsx_markChanges(input, byStory, sourceByStory, editor, pkg, styles, rowOps, colOps, sheetOps, sourceColumn, warnings) {
    const options = input.options;
    const { marks, summary, tabColors } = (0,write_marks/* planMarks */.uo)(input.changes, options, {
        sheet: (story) => byStory.get(story),
        sourceSheet: (story) => sourceByStory.get(story),
        rows: (sheet) => sheet.rows,
        // Deleted rows, columns and sheets go back where they were, marked, with a note (ShowDeletedContent).
        putBackRow: (sheet, at, sourceRow, sourceSheet, note) => rowOps.push({
            sheet,
            at,
            order: sourceRow.row,
            sourceSheet,
            rows: [{ cells: sourceRow.cells, marked: true, note }],
        }),
        putBackColumn: (sheet, at, change, id, sourceSheet) => {
            const sourceCol = Number((change.source?.locator?.path ?? '').replace('column:', ''));
            const insert = sourceColumn(sourceSheet, sheet, change, true, `[${id}] deleted column ${(0,refs/* columnName */.uS)(sourceCol)} of the source`);
            if (insert)
                colOps.push({ sheet, at, order: sourceCol, insert });
            return !!insert;
        },
        deletedSheet: (change) => sheetOps.restore.set((0,write_marks/* sheetNameOf */.Ye)(change.source?.story), options.deleted.fontColor ?? 'FF0000'),
    });
    for (const [sheet, color] of tabColors)
        pkg.put(sheet.part, withTabColor(pkg.textOf(sheet.part), color));
    if (!styles && marks.size)
        warnings.push({
            code: 'cells-no-styles',
            message: 'the workbook has no styles part; changed cells get notes but no colours',
        });
    for (const [sheet, sheetMarks] of marks.bySheet) {
        const e = editor(sheet);
        const notes = [];
        for (const [ref, m] of sheetMarks) {
            const { row, col } = (0,refs/* parseCellRef */.X5)(ref);
            if (styles)
                e.setStyle(row, col, styles.marked(e.styleIndex(row, col), m.kind, (0,write_marks/* lookOf */.Li)(options, m.kind)));
            if (m.notes.length)
                notes.push([ref, m.notes.join('\n')]);
        }
        if (notes.length)
            addNotes(pkg, sheet.part, notes, warnings);
    }
    if (summary.length)
        xlsx_addSummarySheet(pkg, input.changes, summary, warnings);
}
function xlsx_applyRejected(input, byStory, sourceByStory, editor, pkg, styles, sourceStyle, rowOps, colOps, sheetOps, sourceColumn, restoredCells, warnings) {
    let reverted = 0;
    for (const id of [...input.options.rejected].sort((x, y) => x - y)) {
        const change = input.changes[id];
        if (!change)
            continue;
        const { story, path: ref } = (0,write_marks/* targetPlace */.x3)(change);
        const sheet = byStory.get(story);
        const position = (0,refs/* parseCellRef */.X5)(ref);
        if (change.unit === 'row' && change.kind === 'Moved' && sheet) {
            // Back where the source had it, with what the target holds in it (rejected cell changes
            // in it are reverted as anywhere else); references to it follow it.
            const sourceSheet = sourceByStory.get(change.source?.story ?? '');
            const sourceRow = sourceSheet?.rows[change.source?.blockPath[1] ?? -1];
            if (sourceSheet && sourceRow) {
                const end = (sheet.rows[sheet.rows.length - 1]?.row ?? -1) + 1;
                const moveTo = (0,references/* placeBeforeNextKept */.E8)('row', sourceRow.row, sourceSheet, sheet, input.changes, end);
                rowOps.push({ sheet, at: Number(ref.replace('row:', '')), moveTo });
                reverted++;
                continue;
            }
        }
        if (change.unit === 'column' && change.kind === 'Moved' && sheet) {
            const sourceSheet = sourceByStory.get(change.source?.story ?? '');
            const sourceCol = Number((change.source?.locator?.path ?? '').replace('column:', ''));
            if (sourceSheet && Number.isInteger(sourceCol)) {
                const end = Math.max(-1, ...sheet.rows.map((row) => row.cells[row.cells.length - 1]?.col ?? -1)) + 1;
                const moveTo = (0,references/* placeBeforeNextKept */.E8)('column', sourceCol, sourceSheet, sheet, input.changes, end);
                colOps.push({ sheet, at: Number(ref.replace('column:', '')), moveTo });
                reverted++;
                continue;
            }
        }
        if ((change.unit === 'row' || change.unit === 'column') && change.kind === 'Moved') {
            warnings.push({
                code: 'cells-reject-unsupported',
                message: `change ${id} (${change.kind} ${change.place}): the source ${change.unit} was not found; it is kept`,
            });
            continue;
        }
        if (change.unit === 'row' && sheet) {
            const row = Number(ref.replace('row:', ''));
            const sourceSheet = sourceByStory.get(change.source?.story ?? '');
            const sourceRow = sourceSheet?.rows[change.source?.blockPath[1] ?? -1];
            if (change.kind === 'Inserted')
                rowOps.push({ sheet, at: row, remove: true });
            else if (sourceRow)
                rowOps.push({
                    sheet,
                    at: row,
                    order: sourceRow.row,
                    sourceSheet,
                    rows: [{ cells: sourceRow.cells, marked: false }],
                });
            reverted++;
            continue;
        }
        if (change.unit === 'story' && (change.kind === 'Deleted' || (change.kind === 'Inserted' && sheet))) {
            if (change.kind === 'Deleted')
                sheetOps.restore.set((0,write_marks/* sheetNameOf */.Ye)(change.source?.story), undefined);
            else
                sheetOps.remove.add((0,write_marks/* sheetNameOf */.Ye)(change.target?.story));
            reverted++;
            continue;
        }
        if (change.unit === 'column' && sheet) {
            const col = Number(ref.replace('column:', ''));
            if (change.kind === 'Inserted')
                colOps.push({ sheet, at: col, remove: true });
            else {
                const insert = sourceColumn(sourceByStory.get(change.source?.story ?? ''), sheet, change, false);
                if (insert)
                    colOps.push({
                        sheet,
                        at: col,
                        order: Number((change.source?.locator?.path ?? '').replace('column:', '')),
                        insert,
                    });
            }
            reverted++;
            continue;
        }
        if (change.kind === 'StyleChanged' && change.unit === 'cell' && sheet && position && styles) {
            // The source cell's format, found in or copied into the target's styles.
            const sourceSheet = sourceByStory.get(change.source?.story ?? '');
            if (sourceSheet) {
                const sourceCell = cellAt(sourceSheet, change.source?.blockPath);
                editor(sheet).setStyle(position.row, position.col, sourceStyle(sourceCell?.xf ?? 0));
                continue;
            }
        }
        if (change.unit !== 'cell' || !sheet || !position || change.kind === 'StyleChanged') {
            warnings.push({
                code: 'cells-reject-unsupported',
                message: `change ${id} (${change.kind} ${change.place}) cannot be rejected in a workbook yet; it is kept`,
            });
            continue;
        }
        const sourceSheet = sourceByStory.get(change.source?.story ?? '');
        const sourceCell = sourceSheet ? cellAt(sourceSheet, change.source?.blockPath) : undefined;
        restoredCells.push({
            sheet,
            row: position.row,
            col: position.col,
            ownSheet: sourceSheet?.name ?? sheet.name,
            content: sourceCell ? { type: sourceCell.type, raw: sourceCell.raw, formula: sourceCell.formula } : null,
        });
        reverted++;
    }
    if (reverted)
        dropCalcChain(pkg);
}
/** Restored cells written at their result positions, formulas carried into the result's numbering. */
function writeRestoredCells(pkg, cells, resultRow, resultCol, resultFormula) {
    const editors = new Map();
    for (const cell of cells) {
        const row = resultRow(cell.sheet, cell.row);
        const col = resultCol(cell.sheet, cell.col);
        // The cell was in a row or column the result removes.
        if (row === undefined || col === undefined)
            continue;
        let e = editors.get(cell.sheet);
        if (!e) {
            e = new SheetEditor(pkg.textOf(cell.sheet.part), cell.sheet.part);
            editors.set(cell.sheet, e);
        }
        const content = cell.content?.formula === undefined
            ? cell.content
            : { ...cell.content, formula: resultFormula(cell.content.formula, cell.ownSheet) };
        e.setContent(row, col, content);
    }
    for (const [sheet, e] of editors)
        pkg.put(sheet.part, e.toString());
}
function cellAt(sheet, path) {
    if (!path || path.length < 3)
        return undefined;
    return sheet.rows[path[1]]?.cells[path[2]];
}
function findStylesPart(pkg) {
    const workbook = workbookPartOf(pkg);
    for (const rel of pkg.relationships(workbook).values())
        if (rel.type.endsWith('/styles') && pkg.has(rel.target))
            return rel.target;
    return undefined;
}
/** Relationship type URIs in the package's own flavour (Strict or Transitional). */
function relType(pkg, kind) {
    const strict = pkg.textOf(workbookPartOf(pkg)).includes('http://purl.oclc.org/ooxml/spreadsheetml/main');
    return `${strict ? 'http://purl.oclc.org/ooxml/officeDocument/relationships' : 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'}/${kind}`;
}
/** Drops xl/calcChain.xml: after cells are rewritten it may name formulas that are gone. */
function dropCalcChain(pkg) {
    const workbook = workbookPartOf(pkg);
    for (const [id, rel] of pkg.relationships(workbook)) {
        if (!rel.type.endsWith('/calcChain'))
            continue;
        pkg.remove(rel.target);
        pkg.removeOverride(rel.target);
        const relsName = (0,part_names/* relsPartOf */.F4)(workbook);
        pkg.put(relsName, withoutRelationship(pkg.textOf(relsName), id));
    }
}
// ---------------------------------------------------------------------------------------------
// Notes (legacy comments + VML)
const NOTE_AUTHOR = 'docdelta';
function addNotes(pkg, sheetPart, notes, warnings) {
    const rels = pkg.relationships(sheetPart);
    let commentsPart = [...rels.values()].find((r) => r.type.endsWith('/comments'))?.target;
    let vmlPart = [...rels.values()].find((r) => r.type.endsWith('/vmlDrawing'))?.target;
    const strictMain = pkg.textOf(sheetPart).includes('http://purl.oclc.org/ooxml/spreadsheetml/main');
    const main = strictMain
        ? 'http://purl.oclc.org/ooxml/spreadsheetml/main'
        : 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    if (!commentsPart || !pkg.has(commentsPart)) {
        commentsPart = pkg.freeName('xl/comments', '.xml');
        pkg.put(commentsPart, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<comments xmlns="${main}"><authors></authors><commentList></commentList></comments>`);
        pkg.addRelationship(sheetPart, relType(pkg, 'comments'), commentsPart);
        pkg.addOverride(commentsPart, 'application/vnd.openxmlformats-officedocument.spreadsheetml.comments+xml');
    }
    let comments = pkg.textOf(commentsPart);
    const prefix = rootPrefix(comments, 'comments');
    // Author list: reuse or append ours.
    const authors = [...comments.matchAll(new RegExp(`<${prefix}author>([\\s\\S]*?)</${prefix}author>`, 'g'))].map((m) => m[1]);
    let authorId = authors.indexOf(NOTE_AUTHOR);
    if (authorId < 0) {
        authorId = authors.length;
        if (/<([\w.-]+:)?authors\s*\/>/.test(comments))
            comments = comments.replace(/<([\w.-]+:)?authors\s*\/>/, `<${prefix}authors><${prefix}author>${NOTE_AUTHOR}</${prefix}author></${prefix}authors>`);
        else
            comments = comments.replace(`</${prefix}authors>`, `<${prefix}author>${NOTE_AUTHOR}</${prefix}author></${prefix}authors>`);
    }
    const newShapes = [];
    for (const [ref, text] of notes) {
        const run = `<${prefix}r><${prefix}rPr><${prefix}b/><${prefix}sz val="9"/></${prefix}rPr><${prefix}t xml:space="preserve">docdelta: ${(0,xml_escape/* escapeXml */.X)(text)}</${prefix}t></${prefix}r>`;
        const existing = new RegExp(`(<${prefix}comment\\s[^>]*ref="${ref}"[^>]*>[\\s\\S]*?)(</${prefix}text>)`).exec(comments);
        if (existing) {
            comments = comments.replace(existing[0], `${existing[1]}<${prefix}r><${prefix}t xml:space="preserve">\n</${prefix}t></${prefix}r>${run}${existing[2]}`);
            continue;
        }
        const comment = `<${prefix}comment ref="${ref}" authorId="${authorId}"><${prefix}text>${run}</${prefix}text></${prefix}comment>`;
        if (/<([\w.-]+:)?commentList\s*\/>/.test(comments))
            comments = comments.replace(/<([\w.-]+:)?commentList\s*\/>/, `<${prefix}commentList>${comment}</${prefix}commentList>`);
        else
            comments = comments.replace(`</${prefix}commentList>`, `${comment}</${prefix}commentList>`);
        newShapes.push(vmlShape(pkg, ref));
    }
    pkg.put(commentsPart, comments);
    if (!newShapes.length)
        return;
    if (!vmlPart || !pkg.has(vmlPart)) {
        vmlPart = pkg.freeName('xl/drawings/vmlDrawing', '.vml');
        pkg.put(vmlPart, VML_HEAD + VML_TAIL);
        const id = pkg.addRelationship(sheetPart, relType(pkg, 'vmlDrawing'), vmlPart);
        pkg.addDefault('vml', 'application/vnd.openxmlformats-officedocument.vmlDrawing');
        pkg.put(sheetPart, insertLegacyDrawing(pkg.textOf(sheetPart), id, warnings, sheetPart));
    }
    const vml = pkg.textOf(vmlPart);
    const close = vml.lastIndexOf('</xml>');
    if (close < 0) {
        warnings.push({
            code: 'cells-vml',
            message: `${vmlPart} is not a VML drawing this writer understands; notes are added without their shapes`,
        });
        return;
    }
    pkg.put(vmlPart, vml.slice(0, close) + newShapes.join('') + vml.slice(close));
}
const VML_HEAD = '<xml xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel">' +
    '<o:shapelayout v:ext="edit"><o:idmap v:ext="edit" data="1"/></o:shapelayout>' +
    '<v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe"><v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype>';
const VML_TAIL = '</xml>';
/** Shape ids count per written package, so identical inputs give identical ids in a long-running server. */
const shapeCounters = new WeakMap();
function vmlShape(pkg, ref) {
    const { row, col } = (0,refs/* parseCellRef */.X5)(ref);
    const shapeCounter = ((shapeCounters.get(pkg) ?? 0) + 1) % 100000;
    shapeCounters.set(pkg, shapeCounter);
    return (`<v:shape id="_x0000_s${1025 + shapeCounter}" type="#_x0000_t202" style="position:absolute;margin-left:59.25pt;margin-top:1.5pt;width:180pt;height:60pt;z-index:1;visibility:hidden" fillcolor="#ffffe1" o:insetmode="auto">` +
        '<v:fill color2="#ffffe1"/><v:shadow on="t" color="black" obscured="t"/><v:path o:connecttype="none"/><v:textbox style="mso-direction-alt:auto"><div style="text-align:left"></div></v:textbox>' +
        `<x:ClientData ObjectType="Note"><x:MoveWithCells/><x:SizeWithCells/><x:Anchor>${col + 1}, 15, ${row}, 2, ${col + 4}, 15, ${row + 4}, 16</x:Anchor><x:AutoFill>False</x:AutoFill><x:Row>${row}</x:Row><x:Column>${col}</x:Column></x:ClientData></v:shape>`);
}
/** `<legacyDrawing>` goes after `drawing` and before the elements CT_Worksheet lists after it. */
function insertLegacyDrawing(sheet, id, warnings, part) {
    const prefix = worksheetPrefix(sheet);
    const rPrefix = relationshipsPrefix(sheet);
    let element;
    let result = sheet;
    if (rPrefix)
        element = `<${prefix}legacyDrawing ${rPrefix}:id="${id}"/>`;
    else {
        element = `<${prefix}legacyDrawing r:id="${id}"/>`;
        const strict = sheet.includes('http://purl.oclc.org/ooxml/spreadsheetml/main');
        result = result.replace(/<([\w.-]+:)?worksheet(?=[\s>])/, (m) => `${m} xmlns:r="${strict ? 'http://purl.oclc.org/ooxml/officeDocument/relationships' : 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'}"`);
    }
    if (new RegExp(`<${prefix}legacyDrawing[\\s/>]`).test(result)) {
        warnings.push({
            code: 'cells-legacy-drawing',
            message: `${part} already has a legacy drawing; notes were added to its comments part`,
        });
        return result;
    }
    for (const after of [
        'legacyDrawingHF',
        'drawingHF',
        'picture',
        'oleObjects',
        'controls',
        'webPublishItems',
        'tableParts',
        'extLst',
    ]) {
        const match = new RegExp(`<${prefix}${after}[\\s/>]`).exec(result);
        if (match)
            return result.slice(0, match.index) + element + result.slice(match.index);
    }
    const close = result.lastIndexOf(`</${prefix}worksheet>`);
    return result.slice(0, close) + element + result.slice(close);
}
// ---------------------------------------------------------------------------------------------
// Summary sheet
function xlsx_addSummarySheet(pkg, all, listed, warnings) {
    const workbook = workbookPartOf(pkg);
    let workbookXml = pkg.textOf(workbook);
    const prefix = rootPrefix(workbookXml, 'workbook');
    const strict = workbookXml.includes('http://purl.oclc.org/ooxml/spreadsheetml/main');
    const main = strict
        ? 'http://purl.oclc.org/ooxml/spreadsheetml/main'
        : 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    let name = write_marks/* SUMMARY_SHEET */.Zl;
    for (let n = 2; workbookXml.includes(`name="${name}"`); n++)
        name = `${write_marks/* SUMMARY_SHEET */.Zl} ${n}`;
    const part = pkg.freeName('xl/worksheets/sheet', '.xml');
    const sheetData = (0,write_marks/* summaryRows */.QW)(all, listed)
        .map((cells, r) => `<row r="${r + 1}">${cells.map((v, c) => (v === '' ? '' : `<c r="${(0,refs/* cellRef */.Cp)(r, c)}" t="inlineStr"><is><t xml:space="preserve">${(0,xml_escape/* escapeXml */.X)((0,write_marks/* summaryCellText */.ug)(v))}</t></is></c>`)).join('')}</row>`)
        .join('');
    pkg.put(part, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${main}"><cols><col min="1" max="2" width="14" customWidth="1"/><col min="3" max="3" width="30" customWidth="1"/><col min="4" max="5" width="40" customWidth="1"/></cols><sheetData>${sheetData}</sheetData></worksheet>`);
    pkg.addOverride(part, 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml');
    const id = pkg.addRelationship(workbook, relType(pkg, 'worksheet'), part);
    const sheetIds = [...workbookXml.matchAll(/\bsheetId="(\d+)"/g)].map((m) => Number(m[1]));
    const sheetId = Math.max(0, ...sheetIds) + 1;
    const rPrefix = relationshipsPrefix(workbookXml);
    if (!rPrefix) {
        warnings.push({
            code: 'cells-summary',
            message: 'the workbook part declares no relationships namespace; the summary sheet was not added',
        });
        return;
    }
    const entry = `<${prefix}sheet name="${(0,xml_escape/* escapeXml */.X)(name)}" sheetId="${sheetId}"${relationshipsDeclaration(workbookXml)} ${rPrefix}:id="${id}"/>`;
    workbookXml = workbookXml.replace(`</${prefix}sheets>`, `${entry}</${prefix}sheets>`);
    pkg.put(workbook, workbookXml);
}

;// CONCATENATED MODULE: ./src/engine/formats/cells/write/xlsx-combine.ts








/**
 * Several reviewers' copies of one workbook in one result: the original workbook, each cell a
 * reviewer changed marked (the ItemsStyle colour of the change) with a note naming the reviewer
 * and the value, formula or format that reviewer gave it. Where two reviewers gave one cell
 * different contents the note starts with "Conflict:" and shows every version. Excel and Calc
 * share no tracked-changes format, so nothing is applied: the notes are the review. Row, column
 * and sheet edits of a reviewer are in the change list and counted in a warning, not marked.
 */
function combineXlsx(input) {
    if (input.options.mode === 'clean')
        throw new errors/* InvalidOptionsError */.cb('a spreadsheet combined result notes each target’s cell changes on the source; it cannot apply them (spreadsheets have no revisions to accept or reject)');
    const warnings = [];
    const original = input.original.document.familyData;
    if (!(0,model/* isCellsWorkbook */.SN)(original))
        throw new Error('the cells writer needs workbooks read by the cells reader');
    const pkg = editable_package/* EditablePackage */.$e.open(input.original.bytes);
    const byStory = new Map(original.sheets.map((s) => [`sheet:${s.name}`, s]));
    /** sheet part → cell ref → each reviewer's version of the cell. */
    const cells = new Map();
    for (const reviewer of input.reviewers) {
        const who = reviewer.fileName && reviewer.fileName !== reviewer.author
            ? `${reviewer.author} (${reviewer.fileName})`
            : reviewer.author;
        let unmarked = 0;
        for (const change of reviewer.changes) {
            // The reviewer's copy is the diff's source: the original's side is the change's target (or anchor).
            const side = change.target ?? change.anchor;
            const sheet = byStory.get(side?.story ?? '');
            const ref = side?.locator?.path ?? '';
            if (change.unit !== 'cell' || !sheet || !(0,refs/* parseCellRef */.X5)(ref)) {
                unmarked++;
                continue;
            }
            const value = change.text === '' ? '(empty)' : change.text;
            const line = change.kind === 'StyleChanged'
                ? `${who}: format ${(change.styleChanges ?? []).map((s) => `${s.property} ${s.oldValue}`).join('; ')}`
                : change.place.endsWith(' formula')
                    ? `${who}: formula ${value}`
                    : `${who}: ${value}`;
            // Seen from the original: the reviewer inserting content is the original's side of a deletion.
            const kind = change.kind === 'Deleted' ? 'inserted' : change.kind === 'Inserted' ? 'deleted' : 'changed';
            let sheetCells = cells.get(sheet.part);
            if (!sheetCells)
                cells.set(sheet.part, (sheetCells = new Map()));
            const cell = sheetCells.get(ref) ?? { kind, lines: [], versions: new Set() };
            if (cell.kind !== kind)
                cell.kind = 'changed';
            cell.lines.push(line);
            cell.versions.add(`${change.place.endsWith(' formula') ? 'f' : change.kind === 'StyleChanged' ? 's' : 'v'} ${change.text}`);
            sheetCells.set(ref, cell);
        }
        if (unmarked)
            warnings.push({
                code: 'cells-combine-unmarked',
                message: `${who}: ${unmarked} row, column, sheet or comment change${unmarked === 1 ? ' is' : 's are'} in the change list but not marked in the combined workbook`,
            });
    }
    const stylesPart = findStylesPart(pkg);
    const styles = stylesPart ? new StylesEditor(pkg.textOf(stylesPart)) : undefined;
    for (const [part, sheetCells] of cells) {
        const editor = new SheetEditor(pkg.textOf(part), part);
        const notes = [];
        for (const [ref, cell] of sheetCells) {
            const { row, col } = (0,refs/* parseCellRef */.X5)(ref);
            if (styles)
                editor.setStyle(row, col, styles.marked(editor.styleIndex(row, col), cell.kind, (0,write_marks/* lookOf */.Li)(input.options, cell.kind)));
            // Two reviewers, one cell, different contents of one kind (value, formula or format): a conflict.
            const kinds = new Map();
            for (const v of cell.versions)
                kinds.set(v[0], (kinds.get(v[0]) ?? 0) + 1);
            const conflict = [...kinds.values()].some((n) => n > 1);
            notes.push([ref, `${conflict ? 'Conflict:\n' : ''}${cell.lines.join('\n')}`]);
        }
        pkg.put(part, editor.toString());
        if (notes.length)
            addNotes(pkg, part, notes, warnings);
    }
    if (styles && stylesPart)
        pkg.put(stylesPart, styles.toString());
    return { bytes: pkg.save(), warnings };
}

;// CONCATENATED MODULE: ./src/engine/formats/cells/write/index.ts








/**
 * Result writer of the cells family: xlsx/xlsm/xltx/xltm edited in place (./xlsx), CSV/TSV with a
 * change-marker column (./csv), ODS edited in place (./ods).
 */
const cellsWriter = {
    formats: ['xlsx', 'xlsm', 'xltx', 'xltm', 'ods', 'csv', 'tsv'],
    async write(input) {
        const group = (format) => format === 'csv' || format === 'tsv' ? 'text' : format === 'ods' ? 'ods' : 'ooxml';
        if (group(input.source.document.format) !== group(input.target.document.format)) {
            throw new errors/* InvalidOptionsError */.cb(`a result document needs two workbooks of one kind; got ${input.source.document.format} and ${input.target.document.format}`);
        }
        if (input.format === 'csv' || input.format === 'tsv')
            return writeDelimitedResult(input);
        if (input.format === 'ods')
            return writeOdsResult(input);
        return writeXlsxResult(input);
    },
    async combine(input) {
        const excel = ['xlsx', 'xlsm', 'xltx', 'xltm'];
        const sides = [input.original, ...input.reviewers];
        const other = sides.find((side) => !excel.includes(side.document.format));
        if (other)
            throw new errors/* UnsupportedFormatError */.N$(`${other.fileName ?? 'a document'}: one result for several targets is available for Word documents (docx, docm, dotx, dotm), Excel workbooks (xlsx, xlsm, xltx, xltm), PowerPoint decks (pptx, pptm, potx, potm) and PDF, not yet for ${other.document.format}`);
        return combineXlsx(input);
    },
    async validate(bytes, inputs) {
        // CSV results are plain text; only packages have structure to check.
        if (bytes.length < 2 || bytes[0] !== 0x50 || bytes[1] !== 0x4b)
            return;
        // OOXML packages name their parts in [Content_Types].xml; ODF packages start with mimetype.
        let zip;
        try {
            zip = archive_zip/* ZipArchive */.SJ.of(bytes, inputs?.archives?.result);
        }
        catch (error) {
            throw new errors/* CorruptDocumentError */.b6(`the result is not a readable package (${error.message})`);
        }
        const opened = { ...inputs, archives: { ...inputs?.archives, result: zip } };
        if (zip.has('[Content_Types].xml'))
            return validateXlsx(bytes, opened);
        return validateOds(bytes, opened);
    },
};


/***/ }),

/***/ 28921:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ opcPackageFlaws)
/* harmony export */ });
/* harmony import */ var _archive_zip__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55380);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17679);
/* harmony import */ var _xml_check__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22054);
/* harmony import */ var _shared_inherited_flaws__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66767);
/* harmony import */ var _opc__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(43558);





/**
 * The package-level checks every written OPC result needs (Word, Visio): [Content_Types].xml
 * covers every part, every XML part is well-formed, and every internal relationship target
 * exists. `checkPart` lets a family check an XML part's content in the same pass: it parses the
 * part itself (with checkXml) and reports flaws or throws; parts it is not given are parsed here
 * for well-formedness only. A part that is not well-formed is a flaw (so one an input already
 * had can be excused); an unreadable package or a part past the depth limit throws. `pkg`: the
 * bytes, or the bytes with the archive already opened from them.
 */
function opcPackageFlaws(pkg, checkPart) {
    const flaws = [];
    const flaw = (key, message) => flaws.push({ key, message });
    const { bytes, archive } = pkg instanceof Uint8Array ? { bytes: pkg, archive: undefined } : pkg;
    let zip;
    try {
        zip = _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ.of(bytes, archive);
    }
    catch (error) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`the result is not a readable package (${error.message})`);
    }
    const types = zip.text('[Content_Types].xml');
    if (types === undefined)
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6('the package has no [Content_Types].xml');
    const defaults = new Set();
    const overrides = new Set();
    // Parts without a content type can only be told when [Content_Types].xml itself parses.
    let typesRead = true;
    try {
        wellFormed(types, '[Content_Types].xml', (name, attributes) => {
            const local = name.slice(name.indexOf(':') + 1);
            if (local === 'Default' && attributes.Extension !== undefined)
                defaults.add(attributes.Extension.toLowerCase());
            if (local === 'Override' && attributes.PartName !== undefined)
                overrides.add(decodeName(attributes.PartName).replace(/^\//, '').toLowerCase());
        });
    }
    catch (error) {
        flaws.push((0,_shared_inherited_flaws__WEBPACK_IMPORTED_MODULE_3__/* .malformedPartFlaw */ .v)(error));
        typesRead = false;
    }
    for (const name of zip.names()) {
        if (name === '[Content_Types].xml')
            continue;
        const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
        if (typesRead && !overrides.has(name.toLowerCase()) && !defaults.has(extension))
            flaw(`untyped:${name}`, `part '${name}' has no content type in [Content_Types].xml`);
        if (!/\.(xml|rels|vml)$/i.test(name))
            continue;
        const text = zip.text(name) ?? '';
        try {
            if (checkPart)
                checkPart(name, text, flaw);
            else
                wellFormed(text, name);
        }
        catch (error) {
            flaws.push((0,_shared_inherited_flaws__WEBPACK_IMPORTED_MODULE_3__/* .malformedPartFlaw */ .v)(error));
            continue;
        }
        if (name.endsWith('.rels')) {
            const source = name.replace(/_rels\/([^/]*)\.rels$/, '$1');
            for (const rel of (0,_opc__WEBPACK_IMPORTED_MODULE_4__/* .readRelationships */ .Up)(zip, source === '.rels' || name === '_rels/.rels' ? '' : source).values()) {
                if (!rel.external && rel.target && !zip.has(rel.target))
                    flaw(`dangling:${name}>${rel.target}`, `relationship ${rel.id} of '${name}' points at missing part '${rel.target}'`);
            }
        }
    }
    return flaws;
}
/** Checks a part strictly, handing each start tag to `onTag`; throws when it is not well-formed. */
function wellFormed(text, part, onTag) {
    (0,_xml_check__WEBPACK_IMPORTED_MODULE_2__/* .checkXml */ .i)(text, part, onTag ? { open: (tag) => onTag(tag.name, tag.attributes) } : {});
}
function decodeName(name) {
    try {
        return decodeURIComponent(name);
    }
    catch {
        return name;
    }
}


/***/ }),

/***/ 66767:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ excuseInheritedFlaws),
/* harmony export */   v: () => (/* binding */ malformedPartFlaw)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);

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
/* harmony import */ var _package_odf_dom__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20496);

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


/***/ })

};

return{id,ids,modules}})