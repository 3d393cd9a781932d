export const id = 156;
export const ids = [156];
export const modules = {

/***/ 1156:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cellsDiff: () => (/* reexport */ cellsDiff),
  cellsOptionsFrom: () => (/* reexport */ cellsOptionsFrom),
  cellsOptionsFromDiffOptions: () => (/* binding */ cellsOptionsFromDiffOptions),
  cellsReader: () => (/* binding */ cellsReader),
  readCells: () => (/* binding */ readCells)
});

// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(7679);
// EXTERNAL MODULE: ./src/engine/formats/text/decode.ts
var decode = __webpack_require__(6519);
;// CONCATENATED MODULE: ./src/engine/formats/cells/csv.ts

/**
 * CSV and TSV as a one-sheet workbook: RFC 4180 quoting (quoted separators, quotes and line
 * breaks), any BOM, CRLF/LF/CR-only line endings. Numbers stay as written for display and are
 * kept as numbers for the numeric tolerance; a zero-byte file is an empty sheet.
 */
function readDelimited(bytes, format, warnings) {
    const text = bytes.length === 0 ? '' : (0,decode/* decodeText */.g7)(bytes, warnings).text;
    const separator = format === 'tsv' ? '\t' : guessSeparator(text);
    const records = parseDelimited(text, separator, warnings);
    const rows = [];
    records.forEach((fields, index) => {
        const cells = [];
        fields.forEach((field, col) => {
            if (field === '')
                return;
            cells.push(cellOf(field, col));
        });
        if (cells.length)
            rows.push({ row: index, cells });
    });
    // One fixed sheet name: the file name would make every pair of CSV files a renamed sheet.
    return { family: 'cells', sheets: [{ name: 'Sheet1', hidden: false, part: 'text', rows, merges: [], comments: new Map() }], styles: [{}], date1904: false };
}
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
function cellOf(field, col) {
    if (NUMBER.test(field.trim()))
        return { col, text: field, type: 'n', raw: String(Number(field)), style: 0 };
    if (/^(TRUE|FALSE)$/i.test(field))
        return { col, text: field, type: 'b', raw: field.toUpperCase(), style: 0 };
    if (/^#(NULL!|DIV\/0!|VALUE!|REF!|NAME\?|NUM!|N\/A)$/.test(field))
        return { col, text: field, type: 'e', raw: field, style: 0 };
    return { col, text: field, type: 's', raw: field, style: 0 };
}
/** Comma unless the first line has more semicolons outside quotes (European Excel exports). */
function guessSeparator(text) {
    const firstLine = text.slice(0, Math.max(0, text.indexOf('\n')) || text.length).replace(/"[^"]*"/g, '');
    const commas = firstLine.split(',').length - 1;
    const semicolons = firstLine.split(';').length - 1;
    return semicolons > commas ? ';' : ',';
}
/** RFC 4180 records; line endings are already `\n`. A trailing line break ends, not starts, a record. */
function parseDelimited(text, separator, warnings) {
    const records = [];
    let fields = [];
    let field = '';
    let i = 0;
    let quoted = false;
    let unclosed = false;
    const n = text.length;
    while (i < n) {
        const ch = text[i];
        if (quoted) {
            if (ch === '"') {
                if (text[i + 1] === '"') {
                    field += '"';
                    i += 2;
                    continue;
                }
                quoted = false;
                i++;
                continue;
            }
            field += ch;
            i++;
            continue;
        }
        if (ch === '"' && field === '') {
            quoted = true;
            i++;
            continue;
        }
        if (ch === separator) {
            fields.push(field);
            field = '';
        }
        else if (ch === '\n') {
            fields.push(field);
            records.push(fields);
            fields = [];
            field = '';
        }
        else
            field += ch;
        i++;
    }
    if (quoted)
        unclosed = true;
    if (field !== '' || fields.length) {
        fields.push(field);
        records.push(fields);
    }
    if (unclosed)
        warnings.push({ code: 'csv-unclosed-quote', message: 'a quoted field is not closed before the end of the file; the rest of the file is read as that field' });
    return records;
}

// EXTERNAL MODULE: ./src/engine/diff/sequence.ts + 1 modules
var sequence = __webpack_require__(4054);
// EXTERNAL MODULE: ./src/engine/formats/cells/formula.ts
var formula = __webpack_require__(7245);
// EXTERNAL MODULE: ./src/engine/formats/cells/model.ts
var model = __webpack_require__(238);
// EXTERNAL MODULE: ./src/engine/formats/cells/refs.ts
var refs = __webpack_require__(5777);
;// CONCATENATED MODULE: ./src/engine/formats/cells/diff.ts





const DEFAULT_CELLS_OPTIONS = { compareFormulas: true, numericTolerance: 1e-9 };
/** Cells options from the API's Settings fields (`CellsCompareFormulas`, `CellsNumericTolerance`). */
function cellsOptionsFrom(settings) {
    const options = { ...DEFAULT_CELLS_OPTIONS };
    if (settings?.CellsCompareFormulas !== undefined)
        options.compareFormulas = Boolean(settings.CellsCompareFormulas);
    if (settings?.CellsNumericTolerance !== undefined) {
        const tolerance = Number(settings.CellsNumericTolerance);
        if (!Number.isFinite(tolerance) || tolerance < 0)
            throw new errors/* InvalidOptionsError */.cb(`CellsNumericTolerance '${settings.CellsNumericTolerance}' is not a number >= 0`);
        options.numericTolerance = tolerance;
    }
    return options;
}
/** Default column width and row height in points (Excel's 64 px and 20 px at 96 dpi). */
const COLUMN_WIDTH = 48;
const ROW_HEIGHT = 15;
/** Largest replaced stretch (rows × rows) aligned by similarity; beyond it, rows pair in order. */
const SIMILARITY_BUDGET = 40_000;
/** Rows sampled to align columns. */
const COLUMN_SAMPLE_ROWS = 1_000;
function cellsDiff(source, target, options, cellsOptions = DEFAULT_CELLS_OPTIONS) {
    const a = source.familyData;
    const b = target.familyData;
    if (!(0,model/* isCellsWorkbook */.SN)(a) || !(0,model/* isCellsWorkbook */.SN)(b))
        throw new errors/* InvalidOptionsError */.cb('the cells differ needs two documents read by the cells reader');
    const styled = hasStyles(source.format) && hasStyles(target.format) && options.detectStyleChanges;
    const changes = [];
    const { pairs, deleted, inserted, moved, renamed } = pairSheets(a.sheets, b.sheets);
    const sheetPairs = pairs.map(([i, j]) => alignSheets(a.sheets[i], b.sheets[j], i, j));
    const byName = new Map(sheetPairs.map((p) => [p.a.name, p]));
    for (const i of deleted) {
        const sheet = a.sheets[i];
        changes.push({
            kind: 'Deleted', unit: 'story', text: sheet.name, targetText: '', place: `sheet ${(0,refs/* quoteSheetName */.xY)(sheet.name)}`,
            source: { story: storyKey(sheet), blockPath: [] }, anchor: { story: storyKey(sheet), blockPath: [i] },
            box: sheetBox(sheet, i),
        });
    }
    for (const j of inserted) {
        const sheet = b.sheets[j];
        changes.push({ kind: 'Inserted', unit: 'story', text: '', targetText: sheet.name, place: `sheet ${(0,refs/* quoteSheetName */.xY)(sheet.name)}`, target: { story: storyKey(sheet), blockPath: [] }, box: sheetBox(sheet, j) });
    }
    const recalculation = new RecalculationCheck();
    for (const pair of sheetPairs) {
        const sourceStory = { story: storyKey(pair.a), blockPath: [] };
        const targetStory = { story: storyKey(pair.b), blockPath: [] };
        if (renamed.has(pair.aIndex)) {
            changes.push({ kind: 'Modified', unit: 'story', text: pair.a.name, targetText: pair.b.name, place: `sheet ${(0,refs/* quoteSheetName */.xY)(pair.a.name)} renamed ${(0,refs/* quoteSheetName */.xY)(pair.b.name)}`, source: sourceStory, target: targetStory, box: sheetBox(pair.b, pair.bIndex) });
        }
        if (moved.has(pair.aIndex)) {
            changes.push({ kind: 'Moved', unit: 'story', text: pair.a.name, targetText: pair.b.name, place: `sheet ${(0,refs/* quoteSheetName */.xY)(pair.b.name)} moved from position ${pair.aIndex + 1} to ${pair.bIndex + 1}`, source: sourceStory, target: targetStory, anchor: { story: storyKey(pair.b), blockPath: [pair.bIndex] }, box: sheetBox(pair.b, pair.bIndex) });
        }
        if (pair.a.hidden !== pair.b.hidden && options.detectStyleChanges) {
            changes.push({
                kind: 'StyleChanged', unit: 'story', text: pair.a.name, targetText: pair.b.name, place: `sheet ${(0,refs/* quoteSheetName */.xY)(pair.b.name)}`, source: sourceStory, target: targetStory,
                styleChanges: [{ property: 'style', oldValue: pair.a.hidden ? 'hidden' : 'visible', newValue: pair.b.hidden ? 'hidden' : 'visible' }], box: sheetBox(pair.b, pair.bIndex),
            });
        }
        diffSheetPair(pair, a, b, byName, styled, options, cellsOptions, changes, recalculation);
    }
    for (const j of inserted)
        recalculation.touchSheet(b.sheets[j].name);
    for (const i of deleted)
        recalculation.touchSheet(a.sheets[i].name);
    const stale = recalculation.unexplained();
    return stale.size ? changes.filter((c) => !stale.has(c)) : changes;
}
function hasStyles(format) {
    return format !== 'csv' && format !== 'tsv' && format !== 'ods';
}
function storyKey(sheet) {
    return `sheet:${sheet.name}`;
}
function sheetExtent(sheet) {
    let cols = 1;
    for (const row of sheet.rows)
        if (row.cells.length)
            cols = Math.max(cols, row.cells[row.cells.length - 1].col + 1);
    const rows = sheet.rows.length ? sheet.rows[sheet.rows.length - 1].row + 1 : 1;
    return { rows, cols };
}
const extents = new WeakMap();
function boxOf(sheet, sheetIndex, row, col, rows = 1, cols = 1) {
    let extent = extents.get(sheet);
    if (!extent) {
        extent = sheetExtent(sheet);
        extents.set(sheet, extent);
    }
    return {
        page: sheetIndex + 1,
        pageWidth: Math.max(extent.cols, col + cols) * COLUMN_WIDTH,
        pageHeight: Math.max(extent.rows, row + rows) * ROW_HEIGHT,
        x: col * COLUMN_WIDTH,
        y: row * ROW_HEIGHT,
        width: cols * COLUMN_WIDTH,
        height: rows * ROW_HEIGHT,
    };
}
function sheetBox(sheet, sheetIndex) {
    const extent = sheetExtent(sheet);
    return boxOf(sheet, sheetIndex, 0, 0, extent.rows, extent.cols);
}
// ---------------------------------------------------------------------------------------------
// Sheets
function pairSheets(a, b) {
    const pairs = [];
    const bByName = new Map(b.map((s, j) => [s.name, j]));
    const pairedB = new Set();
    const unpairedA = [];
    a.forEach((sheet, i) => {
        const j = bByName.get(sheet.name);
        if (j === undefined)
            unpairedA.push(i);
        else {
            pairs.push([i, j]);
            pairedB.add(j);
        }
    });
    const renamed = new Set();
    const unpairedB = b.map((_, j) => j).filter((j) => !pairedB.has(j));
    if (unpairedA.length && unpairedB.length) {
        const signatures = new Map();
        const signature = (sheet) => {
            let s = signatures.get(sheet);
            if (!s) {
                s = new Set(sheet.rows.slice(0, 5000).map(rowText));
                signatures.set(sheet, s);
            }
            return s;
        };
        for (const i of [...unpairedA]) {
            let best = -1;
            let bestScore = 0;
            for (const j of unpairedB) {
                if (pairedB.has(j))
                    continue;
                const sa = signature(a[i]);
                const sb = signature(b[j]);
                let common = 0;
                for (const key of sa)
                    if (sb.has(key))
                        common++;
                const size = Math.max(sa.size, sb.size);
                const score = size === 0 ? (unpairedA.length === 1 && unpairedB.length === 1 ? 1 : 0) : common / size;
                if (score > bestScore) {
                    bestScore = score;
                    best = j;
                }
            }
            if (best >= 0 && bestScore >= 0.5) {
                pairs.push([i, best]);
                pairedB.add(best);
                renamed.add(i);
                unpairedA.splice(unpairedA.indexOf(i), 1);
            }
        }
    }
    pairs.sort((x, y) => x[0] - y[0]);
    // Sheets out of the longest run kept in order are the ones a person moved.
    const kept = new Set(longestIncreasing(pairs.map((p) => p[1])).map((k) => pairs[k][0]));
    const moved = new Set(pairs.filter((p) => !kept.has(p[0])).map((p) => p[0]));
    return { pairs, deleted: unpairedA, inserted: b.map((_, j) => j).filter((j) => !pairedB.has(j)), moved, renamed };
}
/** Indexes of a longest strictly increasing subsequence. */
function longestIncreasing(values) {
    const tails = [];
    const previous = new Array(values.length).fill(-1);
    for (let k = 0; k < values.length; k++) {
        let lo = 0;
        let hi = tails.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (values[tails[mid]] < values[k])
                lo = mid + 1;
            else
                hi = mid;
        }
        if (lo > 0)
            previous[k] = tails[lo - 1];
        tails[lo] = k;
    }
    const out = [];
    for (let k = tails.length ? tails[tails.length - 1] : -1; k >= 0; k = previous[k])
        out.push(k);
    return out.reverse();
}
// ---------------------------------------------------------------------------------------------
// Rows and columns
function rowText(row) {
    let key = '';
    for (const cell of row.cells)
        if (cell.text !== '')
            key += `${cell.text}\u0001`;
    return key;
}
function alignSheets(a, b, aIndex, bIndex) {
    let rowPairs = alignRows(a.rows, b.rows, rowText);
    let colPairs = alignColumns(a, b, rowPairs);
    if (colPairs.some((p) => p[0] < 0 || p[1] < 0)) {
        // Columns came or went: align rows again on the columns both sides share, then columns again.
        const keepA = new Set(colPairs.filter((p) => p[0] >= 0 && p[1] >= 0).map((p) => p[0]));
        const keepB = new Set(colPairs.filter((p) => p[0] >= 0 && p[1] >= 0).map((p) => p[1]));
        const restricted = (keep) => (row) => {
            let key = '';
            for (const cell of row.cells)
                if (keep.has(cell.col) && cell.text !== '')
                    key += `${cell.text}\u0001`;
            return key;
        };
        const again = alignRows(a.rows, b.rows, restricted(keepA), restricted(keepB));
        if (countEqual(again) > countEqual(rowPairs)) {
            rowPairs = again;
            colPairs = alignColumns(a, b, rowPairs);
        }
    }
    const rowOffsets = offsets(rowPairs, (i) => a.rows[i].row, (j) => b.rows[j].row);
    const colOffsets = offsets(colPairs, (i) => i, (j) => j);
    return { a, b, aIndex, bIndex, rowPairs, colPairs, mapRow: rowOffsets, mapCol: colOffsets };
}
function countEqual(pairs) {
    let n = 0;
    for (const p of pairs)
        if (p[0] >= 0 && p[1] >= 0)
            n++;
    return n;
}
/** Source position → target position, by the offset of the nearest paired position at or before it. */
function offsets(pairs, aPos, bPos) {
    const from = [];
    const shift = [];
    for (const [i, j] of pairs) {
        if (i < 0 || j < 0)
            continue;
        from.push(aPos(i));
        shift.push(bPos(j) - aPos(i));
    }
    return (n) => {
        let lo = 0;
        let hi = from.length - 1;
        let found = -1;
        while (lo <= hi) {
            const mid = (lo + hi) >> 1;
            if (from[mid] <= n) {
                found = mid;
                lo = mid + 1;
            }
            else
                hi = mid - 1;
        }
        return n + (found < 0 ? 0 : shift[found]);
    };
}
function alignRows(a, b, keyA, keyB = keyA) {
    const interner = new sequence/* Interner */.M();
    const ak = a.map((row) => interner.id(keyA(row)));
    const bk = b.map((row) => interner.id(keyB(row)));
    const textsA = (i) => a[i].cells.map((c) => c.text);
    const textsB = (j) => b[j].cells.map((c) => c.text);
    return alignWithSimilarity(ak, bk, (i, j) => overlap(textsA(i), textsB(j)));
}
function alignColumns(a, b, rowPairs) {
    const width = (sheet) => {
        let n = 0;
        for (const row of sheet.rows)
            if (row.cells.length)
                n = Math.max(n, row.cells[row.cells.length - 1].col + 1);
        return n;
    };
    // A column's key: a hash of (paired row, value) over its cells. Numbers, not strings: this
    // runs over every cell. A collision only weakens the alignment; cells are compared anyway.
    const texts = new sequence/* Interner */.M();
    // An inserted or deleted column shows in every row, so a spread sample of rows finds it.
    const paired = rowPairs.filter((p) => p[0] >= 0 && p[1] >= 0);
    const step = Math.max(1, Math.ceil(paired.length / COLUMN_SAMPLE_ROWS));
    const sampled = step === 1 ? paired : paired.filter((_, k) => k % step === 0);
    const hashColumns = (sheet, side) => {
        const hashes = new Int32Array(width(sheet));
        let p = 0;
        for (const pair of sampled) {
            const index = pair[side];
            for (const cell of sheet.rows[index].cells) {
                if (cell.text === '')
                    continue;
                hashes[cell.col] = Math.imul(hashes[cell.col] ^ Math.imul(p + 1, 0x9e3779b1), 0x85ebca6b) ^ texts.id(cell.text);
            }
            p++;
        }
        return hashes;
    };
    const ak = Array.from(hashColumns(a, 0));
    const bk = Array.from(hashColumns(b, 1));
    const columnValues = (sheet, side, col) => {
        const values = [];
        let p = 0;
        for (const pair of sampled) {
            const cell = sheet.rows[pair[side]].cells.find((c) => c.col === col);
            if (cell && cell.text !== '')
                values.push(`${p}\u0002${cell.text}`);
            p++;
        }
        return values;
    };
    const cacheA = new Map();
    const cacheB = new Map();
    const valuesOf = (cache, sheet, side, col) => {
        let values = cache.get(col);
        if (!values) {
            values = columnValues(sheet, side, col);
            cache.set(col, values);
        }
        return values;
    };
    return alignWithSimilarity(ak, bk, (i, j) => overlap(valuesOf(cacheA, a, 0, i), valuesOf(cacheB, b, 1, j)));
}
/** Shared values over the larger count: 1 = same values, 0 = nothing in common. */
function overlap(a, b) {
    if (a.length === 0 && b.length === 0)
        return 1;
    const counts = new Map();
    for (const v of a)
        counts.set(v, (counts.get(v) ?? 0) + 1);
    let common = 0;
    for (const v of b) {
        const n = counts.get(v);
        if (n) {
            common++;
            counts.set(v, n - 1);
        }
    }
    return common / Math.max(a.length, b.length);
}
/**
 * Equal keys align by the sequence diff; each replaced stretch between equal runs is paired
 * in order when both sides have as many items (edited rows: a person reads them as changed
 * cells, however much changed), else by best similarity (an inserted row among edited ones),
 * else left inserted and deleted.
 */
function alignWithSimilarity(ak, bk, similarity) {
    const pairs = [];
    const ops = (0,sequence/* alignSequences */.y)(ak, bk);
    let k = 0;
    while (k < ops.length) {
        const op = ops[k];
        if (op.kind === 'equal') {
            for (let n = 0; n < op.aEnd - op.aStart; n++)
                pairs.push([op.aStart + n, op.bStart + n]);
            k++;
            continue;
        }
        let aStart = op.aStart;
        let aEnd = op.aEnd;
        let bStart = op.bStart;
        let bEnd = op.bEnd;
        while (k < ops.length && ops[k].kind !== 'equal') {
            aStart = Math.min(aStart, ops[k].aStart);
            aEnd = Math.max(aEnd, ops[k].aEnd);
            bStart = Math.min(bStart, ops[k].bStart);
            bEnd = Math.max(bEnd, ops[k].bEnd);
            k++;
        }
        pairReplaced(aStart, aEnd, bStart, bEnd, similarity, pairs);
    }
    return pairs;
}
function pairReplaced(aStart, aEnd, bStart, bEnd, similarity, out) {
    const n = aEnd - aStart;
    const m = bEnd - bStart;
    if (n === 0 || m === 0) {
        for (let i = aStart; i < aEnd; i++)
            out.push([i, -1]);
        for (let j = bStart; j < bEnd; j++)
            out.push([-1, j]);
        return;
    }
    if (n === m) {
        for (let d = 0; d < n; d++)
            out.push([aStart + d, bStart + d]);
        return;
    }
    if (n * m > SIMILARITY_BUDGET) {
        const common = Math.min(n, m);
        for (let d = 0; d < common; d++)
            out.push([aStart + d, bStart + d]);
        for (let i = aStart + common; i < aEnd; i++)
            out.push([i, -1]);
        for (let j = bStart + common; j < bEnd; j++)
            out.push([-1, j]);
        return;
    }
    // Best-scoring monotone pairing (pairs need similarity >= 0.3), by dynamic programming.
    const score = new Float64Array((n + 1) * (m + 1));
    const sim = new Float64Array(n * m);
    for (let i = 0; i < n; i++)
        for (let j = 0; j < m; j++)
            sim[i * m + j] = similarity(aStart + i, bStart + j);
    for (let i = n - 1; i >= 0; i--) {
        for (let j = m - 1; j >= 0; j--) {
            const s = sim[i * m + j];
            const take = s >= 0.3 ? s + score[(i + 1) * (m + 1) + j + 1] : -1;
            score[i * (m + 1) + j] = Math.max(take, score[(i + 1) * (m + 1) + j], score[i * (m + 1) + j + 1]);
        }
    }
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
        const s = sim[i * m + j];
        const here = score[i * (m + 1) + j];
        if (s >= 0.3 && Math.abs(here - (s + score[(i + 1) * (m + 1) + j + 1])) < 1e-12) {
            out.push([aStart + i, bStart + j]);
            i++;
            j++;
        }
        else if (Math.abs(here - score[(i + 1) * (m + 1) + j]) < 1e-12) {
            out.push([aStart + i, -1]);
            i++;
        }
        else {
            out.push([-1, bStart + j]);
            j++;
        }
    }
    for (; i < n; i++)
        out.push([aStart + i, -1]);
    for (; j < m; j++)
        out.push([-1, bStart + j]);
}
// ---------------------------------------------------------------------------------------------
// Cells
function diffSheetPair(pair, aBook, bBook, byName, styled, options, cellsOptions, changes, recalculation) {
    const { a, b, rowPairs, colPairs } = pair;
    const sheetA = (0,refs/* quoteSheetName */.xY)(a.name);
    const sheetB = (0,refs/* quoteSheetName */.xY)(b.name);
    const storyA = storyKey(a);
    const storyB = storyKey(b);
    // Source column → target column and back (-1: inserted or deleted column, reported as such).
    const colMap = [];
    const colMapInverse = [];
    for (const [i, j] of colPairs) {
        if (i >= 0)
            colMap[i] = j;
        if (j >= 0)
            colMapInverse[j] = i;
    }
    const styleKeysA = styleKeys(aBook);
    const styleKeysB = styleKeys(bBook);
    // Columns that came or went: one change each — when some rows pair; otherwise the rows say it all.
    let nextTargetCol = 0;
    const reportColumns = countEqual(rowPairs) > 0;
    for (const [i, j] of colPairs) {
        if (!reportColumns)
            break;
        if (j >= 0)
            nextTargetCol = j + 1;
        if (i >= 0 && j >= 0)
            continue;
        recalculation.touchColumn(b.name, i >= 0 ? nextTargetCol : j);
        if (i >= 0 && options.showDeleted) {
            changes.push({
                kind: 'Deleted', unit: 'column', text: columnValues(a, i), targetText: '', place: `${sheetA}!${(0,refs/* columnName */.uS)(i)}:${(0,refs/* columnName */.uS)(i)}`,
                source: { story: storyA, blockPath: [0], locator: { part: a.part, path: `column:${i}` } },
                anchor: { story: storyB, blockPath: [0], locator: { part: b.part, path: `column:${nextTargetCol}` } },
                box: boxOf(a, pair.aIndex, 0, i, sheetExtent(a).rows, 1),
            });
        }
        else if (j >= 0 && options.showInserted) {
            changes.push({
                kind: 'Inserted', unit: 'column', text: '', targetText: columnValues(b, j), place: `${sheetB}!${(0,refs/* columnName */.uS)(j)}:${(0,refs/* columnName */.uS)(j)}`,
                target: { story: storyB, blockPath: [0], locator: { part: b.part, path: `column:${j}` } },
                box: boxOf(b, pair.bIndex, 0, j, sheetExtent(b).rows, 1),
            });
        }
    }
    const formulaMapper = (sheet, row, col) => {
        const owner = sheet === undefined ? pair : byName.get(sheet);
        if (!owner)
            return undefined;
        return { row: owner.mapRow(row), col: owner.mapCol(col) };
    };
    const stylesA = aBook.styles;
    const stylesB = bBook.styles;
    let nextTargetRow = 0;
    for (const [i, j] of rowPairs) {
        if (i < 0) {
            const row = b.rows[j];
            nextTargetRow = j + 1;
            recalculation.touchRow(b.name, row.row);
            if (options.showInserted) {
                changes.push({
                    kind: 'Inserted', unit: 'row', text: '', targetText: rowValues(row), place: `${sheetB}!${row.row + 1}:${row.row + 1}`,
                    target: { story: storyB, blockPath: [0, j], locator: { part: b.part, path: `row:${row.row}` } },
                    box: boxOf(b, pair.bIndex, row.row, 0, 1, sheetExtent(b).cols),
                });
            }
            continue;
        }
        if (j < 0) {
            const row = a.rows[i];
            const anchorRow = nextTargetRow < b.rows.length ? b.rows[nextTargetRow].row : pair.mapRow(row.row);
            recalculation.touchRow(b.name, anchorRow);
            if (options.showDeleted) {
                changes.push({
                    kind: 'Deleted', unit: 'row', text: rowValues(row), targetText: '', place: `${sheetA}!${row.row + 1}:${row.row + 1}`,
                    source: { story: storyA, blockPath: [0, i], locator: { part: a.part, path: `row:${row.row}` } },
                    anchor: { story: storyB, blockPath: [0, nextTargetRow], locator: { part: b.part, path: `row:${anchorRow}` } },
                    box: boxOf(a, pair.aIndex, row.row, 0, 1, sheetExtent(a).cols),
                });
            }
            continue;
        }
        nextTargetRow = j + 1;
        const rowA = a.rows[i];
        const rowB = b.rows[j];
        const visit = (col, cellA, kA, cellB, kB) => {
            const formulaA = cellA?.formula;
            const formulaB = cellB?.formula;
            const valueSame = sameValue(cellA, cellB, cellsOptions.numericTolerance);
            const sameFormula = formulaA === undefined && formulaB === undefined
                ? true
                : formulaA !== undefined && formulaB !== undefined && normalizeFormula((0,formula/* mapFormulaReferences */.n)(formulaA, formulaMapper)) === normalizeFormula(formulaB);
            const styleSame = !styled || !cellA || !cellB || styleKeysA[cellA.style] === styleKeysB[cellB.style];
            if (valueSame && (sameFormula || !cellsOptions.compareFormulas) && styleSame)
                return;
            // Something changed: now build the change records.
            const ref = (0,refs/* cellRef */.Cp)(rowB.row, col);
            const place = `${sheetB}!${ref}`;
            const sourceSide = cellA ? { story: storyA, blockPath: [0, i, kA, 0], locator: { part: a.part, path: (0,refs/* cellRef */.Cp)(rowA.row, cellA.col) } } : undefined;
            const targetSide = cellB ? { story: storyB, blockPath: [0, j, kB, 0], locator: { part: b.part, path: ref } } : undefined;
            const box = boxOf(b, pair.bIndex, rowB.row, col);
            const textA = cellA?.text ?? '';
            const textB = cellB?.text ?? '';
            if (!valueSame) {
                const kind = textA === '' ? 'Inserted' : textB === '' ? 'Deleted' : 'Modified';
                if ((kind !== 'Inserted' || options.showInserted) && (kind !== 'Deleted' || options.showDeleted)) {
                    const anchor = kind === 'Deleted' ? { story: storyB, blockPath: [0, j], locator: { part: b.part, path: ref } } : undefined;
                    const change = { kind, unit: 'cell', text: textA, targetText: textB, place, source: sourceSide, target: targetSide, anchor, box };
                    changes.push(change);
                    if (formulaB !== undefined && sameFormula)
                        recalculation.pending(b.name, rowB.row, col, formulaB, change);
                    else
                        recalculation.touch(b.name, rowB.row, col);
                }
                else
                    recalculation.touch(b.name, rowB.row, col);
            }
            if (cellsOptions.compareFormulas && !sameFormula) {
                changes.push({ kind: 'Modified', unit: 'cell', text: formulaA === undefined ? textA : `=${formulaA}`, targetText: formulaB === undefined ? textB : `=${formulaB}`, place: `${place} formula`, source: sourceSide, target: targetSide, box });
            }
            if (!styleSame && cellA && cellB) {
                const styleChanges = compareStyles(stylesA[cellA.style], stylesB[cellB.style]);
                if (styleChanges.length)
                    changes.push({ kind: 'StyleChanged', unit: 'cell', text: textA, targetText: textB, place, source: sourceSide, target: targetSide, styleChanges, box });
            }
        };
        // Both rows' cells in target column order; column mapping is monotone, so a merge walk does.
        const cellsA = rowA.cells;
        const cellsB = rowB.cells;
        let kA = 0;
        let kB = 0;
        while (kA < cellsA.length || kB < cellsB.length) {
            let colA = Infinity;
            while (kA < cellsA.length) {
                const mapped = colMap[cellsA[kA].col];
                if (mapped !== undefined && mapped >= 0) {
                    colA = mapped;
                    break;
                }
                kA++;
            }
            const colB = kB < cellsB.length ? cellsB[kB].col : Infinity;
            if (colA === Infinity && colB === Infinity)
                break;
            if (colA === colB) {
                visit(colB, cellsA[kA], kA, cellsB[kB], kB);
                kA++;
                kB++;
            }
            else if (colA < colB) {
                visit(colA, cellsA[kA], kA, undefined, -1);
                kA++;
            }
            else {
                if (colMapInverse[colB] !== undefined && colMapInverse[colB] >= 0)
                    visit(colB, undefined, -1, cellsB[kB], kB);
                kB++;
            }
        }
    }
    diffComments(pair, sheetB, storyA, storyB, changes);
    if (options.detectStyleChanges)
        diffMerges(pair, sheetB, storyB, changes);
}
const styleKeyCache = new WeakMap();
function styleKeys(book) {
    let keys = styleKeyCache.get(book);
    if (!keys) {
        keys = book.styles.map((style) => JSON.stringify(style));
        styleKeyCache.set(book, keys);
    }
    return keys;
}
function rowValues(row) {
    const values = row.cells.filter((c) => c.text !== '').map((c) => c.text);
    return values.length > 50 ? `${values.slice(0, 50).join(' | ')} | …` : values.join(' | ');
}
function columnValues(sheet, col) {
    const values = [];
    for (const row of sheet.rows) {
        const cell = row.cells.find((c) => c.col === col);
        if (cell && cell.text !== '')
            values.push(cell.text);
        if (values.length > 50)
            break;
    }
    return values.length > 50 ? `${values.slice(0, 50).join(' | ')} | …` : values.join(' | ');
}
function sameValue(a, b, tolerance) {
    const textA = a?.text ?? '';
    const textB = b?.text ?? '';
    if (textA === textB)
        return true;
    if (!a || !b)
        return false;
    const numeric = (c) => c.type === 'n' || c.type === 'd';
    if (numeric(a) && numeric(b) && a.raw !== '' && b.raw !== '') {
        const x = Number(a.raw);
        const y = Number(b.raw);
        if (Number.isFinite(x) && Number.isFinite(y) && a.type === b.type) {
            return Math.abs(x - y) <= tolerance * Math.max(1, Math.abs(x), Math.abs(y));
        }
    }
    return false;
}
/** Spelling differences that do not change a formula: `_xlfn.` prefixes, spaces, letter case outside strings. */
function normalizeFormula(formula) {
    return formula
        .replace(/_xlfn\.|_xlws\./g, '')
        .split('"')
        .map((part, k) => (k % 2 === 0 ? part.replace(/\s+/g, '').toUpperCase() : part))
        .join('"');
}
const STYLE_PROPERTIES = [
    ['bold', 'bold', (v) => (v ? 'true' : 'false')],
    ['italic', 'italic', (v) => (v ? 'true' : 'false')],
    ['color', 'color', (v) => (v ? String(v) : 'auto')],
    ['fill', 'highlight', (v) => (v ? String(v) : 'none')],
    ['numberFormat', 'style', (v) => `number format ${v ? String(v) : 'General'}`],
];
function compareStyles(a, b) {
    if (a === b)
        return [];
    const out = [];
    for (const [key, property, show] of STYLE_PROPERTIES) {
        const x = a?.[key];
        const y = b?.[key];
        if ((x ?? false) !== (y ?? false))
            out.push({ property, oldValue: show(x), newValue: show(y) });
    }
    return out;
}
function diffComments(pair, sheetB, storyA, storyB, changes) {
    if (pair.a.comments.size === 0 && pair.b.comments.size === 0)
        return;
    const mapped = new Map();
    for (const [ref, text] of pair.a.comments) {
        const range = (0,refs/* parseRange */.RC)(ref);
        if (!range)
            continue;
        mapped.set((0,refs/* cellRef */.Cp)(pair.mapRow(range.top), pair.mapCol(range.left)), [ref, text]);
    }
    for (const [ref, text] of pair.b.comments) {
        const before = mapped.get(ref);
        mapped.delete(ref);
        const range = (0,refs/* parseRange */.RC)(ref);
        const box = range ? boxOf(pair.b, pair.bIndex, range.top, range.left) : undefined;
        if (before && before[1] === text)
            continue;
        changes.push({
            kind: before ? 'Modified' : 'Inserted', unit: 'text', text: before?.[1] ?? '', targetText: text, place: `${sheetB}!${ref} comment`,
            source: before ? { story: storyA, blockPath: [], locator: { part: pair.a.part, path: `comment:${before[0]}` } } : undefined,
            target: { story: storyB, blockPath: [], locator: { part: pair.b.part, path: `comment:${ref}` } }, box,
        });
    }
    for (const [targetRef, [ref, text]] of mapped) {
        const range = (0,refs/* parseRange */.RC)(targetRef);
        changes.push({
            kind: 'Deleted', unit: 'text', text, targetText: '', place: `${sheetB}!${targetRef} comment`,
            source: { story: storyA, blockPath: [], locator: { part: pair.a.part, path: `comment:${ref}` } },
            anchor: { story: storyB, blockPath: [], locator: { part: pair.b.part, path: `comment:${targetRef}` } },
            box: range ? boxOf(pair.b, pair.bIndex, range.top, range.left) : undefined,
        });
    }
}
function diffMerges(pair, sheetB, storyB, changes) {
    if (pair.a.merges.length === 0 && pair.b.merges.length === 0)
        return;
    const before = new Set();
    for (const merge of pair.a.merges) {
        const range = (0,refs/* parseRange */.RC)(merge);
        if (range)
            before.add((0,refs/* rangeRef */.fc)({ top: pair.mapRow(range.top), left: pair.mapCol(range.left), bottom: pair.mapRow(range.bottom), right: pair.mapCol(range.right) }));
    }
    const after = new Set();
    for (const merge of pair.b.merges) {
        const range = (0,refs/* parseRange */.RC)(merge);
        if (range)
            after.add((0,refs/* rangeRef */.fc)(range));
    }
    const report = (ref, merged) => {
        const range = (0,refs/* parseRange */.RC)(ref);
        changes.push({
            kind: 'StyleChanged', unit: 'cell', text: '', targetText: '', place: `${sheetB}!${ref}`,
            target: { story: storyB, blockPath: [], locator: { part: pair.b.part, path: `merge:${ref}` } },
            styleChanges: [{ property: 'style', oldValue: merged ? 'not merged' : 'merged', newValue: merged ? 'merged' : 'not merged' }],
            box: boxOf(pair.b, pair.bIndex, range.top, range.left, range.bottom - range.top + 1, range.right - range.left + 1),
        });
    };
    for (const ref of after)
        if (!before.has(ref))
            report(ref, true);
    for (const ref of before)
        if (!after.has(ref))
            report(ref, false);
}
// ---------------------------------------------------------------------------------------------
// Recalculation artefacts
const FORMULA_REFERENCE = /(?<![\w.$'])((?:'(?:[^']|'')+'|[A-Za-z_][\w.]*)!)?(?:\$?([A-Za-z]{1,3})\$?(\d+)(?::\$?([A-Za-z]{1,3})\$?(\d+))?|\$?([A-Za-z]{1,3}):\$?([A-Za-z]{1,3})|\$?(\d+):\$?(\d+))(?![\w(!])/g;
const UNTRACEABLE = /\b(INDIRECT|OFFSET|INDEX|CELL|INFO)\s*\(|\[\d+\]/i;
/**
 * A formula cell whose formula is unchanged but whose stored result differs was recalculated
 * differently (another date system, another engine, a volatile function), not edited — unless
 * something it reads changed. Such value changes are kept only when a precedent (cell, range,
 * row, column or sheet) changed, directly or through another kept formula.
 */
class RecalculationCheck {
    touched = [];
    waiting = [];
    touch(sheet, row, col) {
        this.touched.push({ sheet, top: row, left: col, bottom: row, right: col });
    }
    touchRow(sheet, row) {
        this.touched.push({ sheet, top: row, left: 0, bottom: row, right: Infinity });
    }
    touchColumn(sheet, col) {
        this.touched.push({ sheet, top: 0, left: col, bottom: Infinity, right: col });
    }
    touchSheet(sheet) {
        this.touched.push({ sheet, top: 0, left: 0, bottom: Infinity, right: Infinity });
    }
    pending(sheet, row, col, formula, change) {
        this.waiting.push({ sheet, row, col, formula, change });
    }
    /** The waiting changes nothing explains. */
    unexplained() {
        let open = this.waiting.map((w) => ({ ...w, areas: precedents(w.formula, w.sheet) }));
        if (open.length * Math.max(1, this.touched.length) > 5_000_000)
            return new Set();
        for (;;) {
            const still = [];
            let progressed = false;
            for (const item of open) {
                const explained = item.areas === undefined || item.areas.some((area) => this.touched.some((t) => intersects(area, t)));
                if (explained) {
                    this.touch(item.sheet, item.row, item.col);
                    progressed = true;
                }
                else
                    still.push(item);
            }
            open = still;
            if (!progressed || open.length === 0)
                break;
        }
        return new Set(open.map((item) => item.change));
    }
}
function intersects(x, y) {
    return x.sheet === y.sheet && x.top <= y.bottom && y.top <= x.bottom && x.left <= y.right && y.left <= x.right;
}
/** The areas a formula reads, or undefined when it reads something that cannot be traced (names, INDIRECT). */
function precedents(formula, ownSheet) {
    const outside = formula.replace(/"(?:[^"]|"")*"/g, '""');
    if (UNTRACEABLE.test(outside))
        return undefined;
    const areas = [];
    const rest = outside.replace(FORMULA_REFERENCE, (_m, sheetPart, c1, r1, c2, r2, cc1, cc2, rr1, rr2) => {
        const sheet = sheetPart ? sheetPart.slice(0, -1).replace(/^'(.*)'$/, '$1').replace(/''/g, "'") : ownSheet;
        if (c1 && r1) {
            const a = { row: Number(r1) - 1, col: columnNumber(c1) };
            const b = c2 && r2 ? { row: Number(r2) - 1, col: columnNumber(c2) } : a;
            areas.push({ sheet, top: Math.min(a.row, b.row), left: Math.min(a.col, b.col), bottom: Math.max(a.row, b.row), right: Math.max(a.col, b.col) });
        }
        else if (cc1 && cc2) {
            areas.push({ sheet, top: 0, left: Math.min(columnNumber(cc1), columnNumber(cc2)), bottom: Infinity, right: Math.max(columnNumber(cc1), columnNumber(cc2)) });
        }
        else if (rr1 && rr2) {
            areas.push({ sheet, top: Math.min(Number(rr1), Number(rr2)) - 1, left: 0, bottom: Math.max(Number(rr1), Number(rr2)) - 1, right: Infinity });
        }
        return ' ';
    });
    // Any identifier left that is not a function call or a literal is a defined name: untraceable.
    if (/(?<![\w.])(?!TRUE\b|FALSE\b)[A-Za-z_][\w.]*(?![\w.]|\s*\()/i.test(rest.replace(/#[A-Z/0!?]+/g, '')))
        return undefined;
    return areas;
}
function columnNumber(letters) {
    let n = 0;
    for (const ch of letters.toUpperCase())
        n = n * 26 + (ch.charCodeAt(0) - 64);
    return n - 1;
}

;// CONCATENATED MODULE: ./src/engine/formats/cells/document.ts

/**
 * The common Document model of a workbook: one `sheet` story per sheet holding one TableBlock of
 * the rows and cells that exist (ref, formula, displayed text). The table is built on first
 * access: the family differ works on the compact familyData, and a million-cell sheet should
 * not cost a million cell objects unless a generic consumer asks for them.
 */
function workbookDocument(format, workbook, warnings, metadata = {}) {
    const stories = workbook.sheets.map((sheet) => sheetStory(sheet, workbook));
    return { format, stories, metadata, warnings, pageCount: workbook.sheets.length, familyData: workbook };
}
function sheetStory(sheet, workbook) {
    const story = { kind: 'sheet', key: `sheet:${sheet.name}`, label: sheet.name, blocks: [] };
    if (sheet.hidden)
        story.hidden = true;
    let built;
    Object.defineProperty(story, 'blocks', {
        enumerable: true,
        configurable: true,
        get: () => (built ??= sheet.rows.length ? [sheetTable(sheet, workbook)] : []),
        set: (value) => {
            built = value;
        },
    });
    return story;
}
function sheetTable(sheet, workbook) {
    const spans = new Map();
    const covered = new Set();
    for (const merge of sheet.merges) {
        const range = (0,refs/* parseRange */.RC)(merge);
        if (!range)
            continue;
        spans.set((0,refs/* cellRef */.Cp)(range.top, range.left), { colSpan: range.right - range.left + 1, rowSpan: range.bottom - range.top + 1 });
        if ((range.bottom - range.top + 1) * (range.right - range.left + 1) > 10_000)
            continue;
        for (let r = range.top; r <= range.bottom; r++)
            for (let c = range.left; c <= range.right; c++)
                if (r !== range.top || c !== range.left)
                    covered.add((0,refs/* cellRef */.Cp)(r, c));
    }
    const rows = sheet.rows.map((row) => ({
        cells: row.cells.map((cell) => {
            const ref = (0,refs/* cellRef */.Cp)(row.row, cell.col);
            const tableCell = {
                ref,
                blocks: [{ type: 'paragraph', runs: [{ text: cell.text, style: runStyle(workbook.styles[cell.style]) }] }],
            };
            if (cell.formula !== undefined)
                tableCell.formula = cell.formula;
            const span = spans.get(ref);
            if (span && span.colSpan > 1)
                tableCell.colSpan = span.colSpan;
            if (span && span.rowSpan > 1)
                tableCell.vMerge = 'restart';
            else if (covered.has(ref))
                tableCell.vMerge = 'continue';
            return tableCell;
        }),
    }));
    return { type: 'table', rows, locator: { part: sheet.part, path: '' } };
}
const EMPTY_STYLE = Object.freeze({});
function runStyle(style) {
    if (!style || (!style.bold && !style.italic && !style.color && !style.fill))
        return EMPTY_STYLE;
    const run = {};
    if (style.bold)
        run.bold = true;
    if (style.italic)
        run.italic = true;
    if (style.color && /^[0-9A-F]{6}$/.test(style.color))
        run.color = style.color;
    if (style.fill && /^[0-9A-F]{6}$/.test(style.fill))
        run.highlight = style.fill;
    return run;
}

// EXTERNAL MODULE: ./src/engine/formats/cells/ods.ts
var ods = __webpack_require__(4319);
// EXTERNAL MODULE: ./src/engine/formats/cells/xlsx.ts + 1 modules
var xlsx = __webpack_require__(3390);
;// CONCATENATED MODULE: ./src/engine/formats/cells/index.ts






/**
 * Reader of the cells family: xlsx, xlsm, xltx, xltm (Transitional and Strict), ods, csv and
 * tsv, into one sheet story per sheet plus the compact workbook (familyData) that the
 * family's own differ (`diff`, see ./diff) and writer (./write) use.
 */
const cellsReader = {
    family: 'cells',
    formats: ['xlsx', 'xlsm', 'xltx', 'xltm', 'ods', 'csv', 'tsv'],
    async read(bytes, format, options) {
        return readCells(bytes, format, options);
    },
    diff(source, target, options) {
        return cellsDiff(source, target, options, cellsOptionsFromDiffOptions(options));
    },
};
/**
 * The cells settings riding along on a DiffOptions object. DiffOptions has no fields for them
 * (it is shared by every family); a caller that maps Settings.CellsCompareFormulas and
 * Settings.CellsNumericTolerance can pass them as extra `CellsCompareFormulas` /
 * `CellsNumericTolerance` properties of the options object, and they are honoured here.
 */
function cellsOptionsFromDiffOptions(options) {
    return cellsOptionsFrom({ CellsCompareFormulas: options.cells?.compareFormulas, CellsNumericTolerance: options.cells?.numericTolerance });
}
function readCells(bytes, format, options = {}) {
    const warnings = [];
    if (format === 'csv' || format === 'tsv')
        return workbookDocument(format, readDelimited(bytes, format, warnings), warnings);
    if (format === 'ods')
        return workbookDocument(format, (0,ods/* readOds */.H)(bytes, warnings, options.archiveLimits), warnings);
    if (!['xlsx', 'xlsm', 'xltx', 'xltm'].includes(format))
        throw new errors/* CorruptDocumentError */.b6(`the cells reader does not read '${format}'`);
    const read = (0,xlsx/* readXlsxPackage */.uB)(bytes, options.archiveLimits);
    warnings.push(...read.warnings);
    return workbookDocument(format, read.workbook, warnings, read.metadata);
}



/***/ }),

/***/ 6519:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g7: () => (/* binding */ decodeText),
/* harmony export */   uz: () => (/* binding */ splitLines)
/* harmony export */ });
/* unused harmony export normalizeLineEndings */
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7679);

/** How many leading bytes are checked for NUL when deciding whether a file is binary. */
const BINARY_PROBE_BYTES = 8 * 1024;
/**
 * Decodes a text file: UTF-8 (with or without BOM), UTF-16 LE/BE with BOM, and windows-1252
 * when the bytes are not valid UTF-8 (older Windows files), with a warning because that guess
 * can be wrong. NUL bytes mean a binary file, which the text reader must not pretend to read.
 */
function decodeText(bytes, warnings) {
    let text;
    let encoding;
    if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) {
        encoding = 'utf-16le';
        text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
    }
    else if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
        encoding = 'utf-16be';
        text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
    }
    else {
        const probe = bytes.subarray(0, BINARY_PROBE_BYTES);
        if (probe.includes(0)) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .UnsupportedFormatError */ .N$('the file looks binary (it contains NUL bytes), not text');
        }
        const hasBom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
        const body = hasBom ? bytes.subarray(3) : bytes;
        try {
            text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
            encoding = 'utf-8';
        }
        catch {
            text = decodeWindows1252(body);
            encoding = 'windows-1252';
            warnings.push({
                code: 'encoding-fallback',
                message: 'the file is not valid UTF-8; it was read as windows-1252',
            });
        }
    }
    return { text: normalizeLineEndings(text), encoding };
}
/** CRLF and lone CR become LF, so the same text saved on Windows, old Mac or Unix compares equal. */
function normalizeLineEndings(text) {
    return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}
/** Lines of a text; a final line break does not start another (empty) line. */
function splitLines(text) {
    if (text === '')
        return [];
    const lines = text.split('\n');
    if (lines[lines.length - 1] === '')
        lines.pop();
    return lines;
}
/**
 * windows-1252 differs from ISO-8859-1 only in 0x80–0x9F (€, curly quotes, dashes…). Node
 * builds without full ICU decode 'windows-1252' as Latin-1, so the table is spelled out here.
 */
const WINDOWS_1252_HIGH = '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
    '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';
function decodeWindows1252(bytes) {
    const chunks = [];
    const step = 16 * 1024;
    for (let start = 0; start < bytes.length; start += step) {
        const end = Math.min(bytes.length, start + step);
        let chunk = '';
        for (let i = start; i < end; i++) {
            const byte = bytes[i];
            chunk += byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
        }
        chunks.push(chunk);
    }
    return chunks.join('');
}


/***/ })

};
