import { alignSequences, Interner } from '../../diff/sequence';
import type { ChangeSide, DiffOptions, EngineChange, StyleChange } from '../../diff/types';
import type { DocumentModel } from '../../model/document';
import { InvalidOptionsError } from '../../errors';
import { mapFormulaReferences } from './formula';
import { isCellsWorkbook, type CellData, type CellStyle, type CellsWorkbook, type RowData, type SheetData } from './model';
import { cellRef, columnName, parseRange, quoteSheetName, rangeRef } from './refs';

/**
 * The cells family's differ. Sheets are paired by name, then renamed ones by content; inside a
 * sheet pair, rows are aligned by a key of their values (the diff core's sequence alignment,
 * then similarity inside replaced stretches), then columns by the values of the paired rows,
 * so an inserted row or column is one change and not a shift of everything after it. Cells of
 * paired rows and columns are then compared: value (displayed text, with a numeric tolerance),
 * formula (references mapped through the alignment, so a formula that only followed its moved
 * cells is unchanged), style; then comments and merged ranges.
 *
 * Places read like Excel: `Sheet1!B7`, rows `Sheet1!7:7`, columns `Sheet1!C:C`. Text and
 * targetText hold the old and new value (formulas with their `=`).
 */

export interface CellsOptions {
  /** Report formula changes (also when the value stayed). Settings.CellsCompareFormulas, default true. */
  compareFormulas: boolean;
  /**
   * Numbers whose difference is at most this fraction of their size (at least 1) are equal.
   * Settings.CellsNumericTolerance, default 1e-9: binary-float noise (37.8 vs
   * 37.799999999999997) is not a change.
   */
  numericTolerance: number;
}

export const DEFAULT_CELLS_OPTIONS: CellsOptions = { compareFormulas: true, numericTolerance: 1e-9 };

/** Cells options from the API's Settings fields (`CellsCompareFormulas`, `CellsNumericTolerance`). */
export function cellsOptionsFrom(settings: { CellsCompareFormulas?: boolean; CellsNumericTolerance?: number } | undefined): CellsOptions {
  const options = { ...DEFAULT_CELLS_OPTIONS };
  if (settings?.CellsCompareFormulas !== undefined) options.compareFormulas = Boolean(settings.CellsCompareFormulas);
  if (settings?.CellsNumericTolerance !== undefined) {
    const tolerance = Number(settings.CellsNumericTolerance);
    if (!Number.isFinite(tolerance) || tolerance < 0) throw new InvalidOptionsError(`CellsNumericTolerance '${settings.CellsNumericTolerance}' is not a number >= 0`);
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

/** A pairing of two sequences: a[i] ↔ b[j], with -1 for an unpaired side. In order of both. */
type Pair = [number, number];

interface SheetPair {
  a: SheetData;
  b: SheetData;
  aIndex: number;
  bIndex: number;
  rowPairs: Pair[];
  colPairs: Pair[];
  /** Source row number → target row number, for formulas and merged ranges. */
  mapRow: (row: number) => number;
  mapCol: (col: number) => number;
}

export function cellsDiff(source: DocumentModel, target: DocumentModel, options: DiffOptions, cellsOptions: CellsOptions = DEFAULT_CELLS_OPTIONS): EngineChange[] {
  const a = source.familyData;
  const b = target.familyData;
  if (!isCellsWorkbook(a) || !isCellsWorkbook(b)) throw new InvalidOptionsError('the cells differ needs two documents read by the cells reader');
  const styled = hasStyles(source.format) && hasStyles(target.format) && options.detectStyleChanges;
  const changes: EngineChange[] = [];
  const { pairs, deleted, inserted, moved, renamed } = pairSheets(a.sheets, b.sheets);
  const sheetPairs = pairs.map(([i, j]) => alignSheets(a.sheets[i], b.sheets[j], i, j));
  const byName = new Map(sheetPairs.map((p) => [p.a.name, p]));
  for (const i of deleted) {
    const sheet = a.sheets[i];
    changes.push({
      kind: 'Deleted', unit: 'story', text: sheet.name, targetText: '', place: `sheet ${quoteSheetName(sheet.name)}`,
      source: { story: storyKey(sheet), blockPath: [] }, anchor: { story: storyKey(sheet), blockPath: [i] },
      box: sheetBox(sheet, i),
    });
  }
  for (const j of inserted) {
    const sheet = b.sheets[j];
    changes.push({ kind: 'Inserted', unit: 'story', text: '', targetText: sheet.name, place: `sheet ${quoteSheetName(sheet.name)}`, target: { story: storyKey(sheet), blockPath: [] }, box: sheetBox(sheet, j) });
  }
  const recalculation = new RecalculationCheck();
  for (const pair of sheetPairs) {
    const sourceStory = { story: storyKey(pair.a), blockPath: [] };
    const targetStory = { story: storyKey(pair.b), blockPath: [] };
    if (renamed.has(pair.aIndex)) {
      changes.push({ kind: 'Modified', unit: 'story', text: pair.a.name, targetText: pair.b.name, place: `sheet ${quoteSheetName(pair.a.name)} renamed ${quoteSheetName(pair.b.name)}`, source: sourceStory, target: targetStory, box: sheetBox(pair.b, pair.bIndex) });
    }
    if (moved.has(pair.aIndex)) {
      changes.push({ kind: 'Moved', unit: 'story', text: pair.a.name, targetText: pair.b.name, place: `sheet ${quoteSheetName(pair.b.name)} moved from position ${pair.aIndex + 1} to ${pair.bIndex + 1}`, source: sourceStory, target: targetStory, anchor: { story: storyKey(pair.b), blockPath: [pair.bIndex] }, box: sheetBox(pair.b, pair.bIndex) });
    }
    if (pair.a.hidden !== pair.b.hidden && options.detectStyleChanges) {
      changes.push({
        kind: 'StyleChanged', unit: 'story', text: pair.a.name, targetText: pair.b.name, place: `sheet ${quoteSheetName(pair.b.name)}`, source: sourceStory, target: targetStory,
        styleChanges: [{ property: 'style', oldValue: pair.a.hidden ? 'hidden' : 'visible', newValue: pair.b.hidden ? 'hidden' : 'visible' }], box: sheetBox(pair.b, pair.bIndex),
      });
    }
    diffSheetPair(pair, a, b, byName, styled, options, cellsOptions, changes, recalculation);
  }
  for (const j of inserted) recalculation.touchSheet(b.sheets[j].name);
  for (const i of deleted) recalculation.touchSheet(a.sheets[i].name);
  const stale = recalculation.unexplained();
  return stale.size ? changes.filter((c) => !stale.has(c)) : changes;
}

function hasStyles(format: string): boolean {
  return format !== 'csv' && format !== 'tsv' && format !== 'ods';
}

function storyKey(sheet: SheetData): string {
  return `sheet:${sheet.name}`;
}

function sheetExtent(sheet: SheetData): { rows: number; cols: number } {
  let cols = 1;
  for (const row of sheet.rows) if (row.cells.length) cols = Math.max(cols, row.cells[row.cells.length - 1].col + 1);
  const rows = sheet.rows.length ? sheet.rows[sheet.rows.length - 1].row + 1 : 1;
  return { rows, cols };
}

const extents = new WeakMap<SheetData, { rows: number; cols: number }>();

function boxOf(sheet: SheetData, sheetIndex: number, row: number, col: number, rows = 1, cols = 1): NonNullable<EngineChange['box']> {
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

function sheetBox(sheet: SheetData, sheetIndex: number): NonNullable<EngineChange['box']> {
  const extent = sheetExtent(sheet);
  return boxOf(sheet, sheetIndex, 0, 0, extent.rows, extent.cols);
}

// ---------------------------------------------------------------------------------------------
// Sheets

function pairSheets(a: SheetData[], b: SheetData[]) {
  const pairs: Pair[] = [];
  const bByName = new Map(b.map((s, j) => [s.name, j]));
  const pairedB = new Set<number>();
  const unpairedA: number[] = [];
  a.forEach((sheet, i) => {
    const j = bByName.get(sheet.name);
    if (j === undefined) unpairedA.push(i);
    else {
      pairs.push([i, j]);
      pairedB.add(j);
    }
  });
  const renamed = new Set<number>();
  const unpairedB = b.map((_, j) => j).filter((j) => !pairedB.has(j));
  if (unpairedA.length && unpairedB.length) {
    const signatures = new Map<SheetData, Set<string>>();
    const signature = (sheet: SheetData) => {
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
        if (pairedB.has(j)) continue;
        const sa = signature(a[i]);
        const sb = signature(b[j]);
        let common = 0;
        for (const key of sa) if (sb.has(key)) common++;
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
function longestIncreasing(values: number[]): number[] {
  const tails: number[] = [];
  const previous = new Array<number>(values.length).fill(-1);
  for (let k = 0; k < values.length; k++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (values[tails[mid]] < values[k]) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[k] = tails[lo - 1];
    tails[lo] = k;
  }
  const out: number[] = [];
  for (let k = tails.length ? tails[tails.length - 1] : -1; k >= 0; k = previous[k]) out.push(k);
  return out.reverse();
}

// ---------------------------------------------------------------------------------------------
// Rows and columns

function rowText(row: RowData): string {
  let key = '';
  for (const cell of row.cells) if (cell.text !== '') key += `${cell.text}\u0001`;
  return key;
}

function alignSheets(a: SheetData, b: SheetData, aIndex: number, bIndex: number): SheetPair {
  let rowPairs = alignRows(a.rows, b.rows, rowText);
  let colPairs = alignColumns(a, b, rowPairs);
  if (colPairs.some((p) => p[0] < 0 || p[1] < 0)) {
    // Columns came or went: align rows again on the columns both sides share, then columns again.
    const keepA = new Set(colPairs.filter((p) => p[0] >= 0 && p[1] >= 0).map((p) => p[0]));
    const keepB = new Set(colPairs.filter((p) => p[0] >= 0 && p[1] >= 0).map((p) => p[1]));
    const restricted = (keep: Set<number>) => (row: RowData) => {
      let key = '';
      for (const cell of row.cells) if (keep.has(cell.col) && cell.text !== '') key += `${cell.text}\u0001`;
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

function countEqual(pairs: Pair[]): number {
  let n = 0;
  for (const p of pairs) if (p[0] >= 0 && p[1] >= 0) n++;
  return n;
}

/** Source position → target position, by the offset of the nearest paired position at or before it. */
function offsets(pairs: Pair[], aPos: (i: number) => number, bPos: (j: number) => number): (n: number) => number {
  const from: number[] = [];
  const shift: number[] = [];
  for (const [i, j] of pairs) {
    if (i < 0 || j < 0) continue;
    from.push(aPos(i));
    shift.push(bPos(j) - aPos(i));
  }
  return (n: number) => {
    let lo = 0;
    let hi = from.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (from[mid] <= n) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return n + (found < 0 ? 0 : shift[found]);
  };
}

function alignRows(a: RowData[], b: RowData[], keyA: (row: RowData) => string, keyB = keyA): Pair[] {
  const interner = new Interner();
  const ak = a.map((row) => interner.id(keyA(row)));
  const bk = b.map((row) => interner.id(keyB(row)));
  const textsA = (i: number) => a[i].cells.map((c) => c.text);
  const textsB = (j: number) => b[j].cells.map((c) => c.text);
  return alignWithSimilarity(ak, bk, (i, j) => overlap(textsA(i), textsB(j)));
}

function alignColumns(a: SheetData, b: SheetData, rowPairs: Pair[]): Pair[] {
  const width = (sheet: SheetData) => {
    let n = 0;
    for (const row of sheet.rows) if (row.cells.length) n = Math.max(n, row.cells[row.cells.length - 1].col + 1);
    return n;
  };
  // A column's key: a hash of (paired row, value) over its cells. Numbers, not strings: this
  // runs over every cell. A collision only weakens the alignment; cells are compared anyway.
  const texts = new Interner();
  // An inserted or deleted column shows in every row, so a spread sample of rows finds it.
  const paired = rowPairs.filter((p) => p[0] >= 0 && p[1] >= 0);
  const step = Math.max(1, Math.ceil(paired.length / COLUMN_SAMPLE_ROWS));
  const sampled = step === 1 ? paired : paired.filter((_, k) => k % step === 0);
  const hashColumns = (sheet: SheetData, side: 0 | 1) => {
    const hashes = new Int32Array(width(sheet));
    let p = 0;
    for (const pair of sampled) {
      const index = pair[side];
      for (const cell of sheet.rows[index].cells) {
        if (cell.text === '') continue;
        hashes[cell.col] = Math.imul(hashes[cell.col] ^ Math.imul(p + 1, 0x9e3779b1), 0x85ebca6b) ^ texts.id(cell.text);
      }
      p++;
    }
    return hashes;
  };
  const ak = Array.from(hashColumns(a, 0));
  const bk = Array.from(hashColumns(b, 1));
  const columnValues = (sheet: SheetData, side: 0 | 1, col: number) => {
    const values: string[] = [];
    let p = 0;
    for (const pair of sampled) {
      const cell = sheet.rows[pair[side]].cells.find((c) => c.col === col);
      if (cell && cell.text !== '') values.push(`${p}\u0002${cell.text}`);
      p++;
    }
    return values;
  };
  const cacheA = new Map<number, string[]>();
  const cacheB = new Map<number, string[]>();
  const valuesOf = (cache: Map<number, string[]>, sheet: SheetData, side: 0 | 1, col: number) => {
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
function overlap(a: string[], b: string[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  const counts = new Map<string, number>();
  for (const v of a) counts.set(v, (counts.get(v) ?? 0) + 1);
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
function alignWithSimilarity(ak: number[], bk: number[], similarity: (i: number, j: number) => number): Pair[] {
  const pairs: Pair[] = [];
  const ops = alignSequences(ak, bk);
  let k = 0;
  while (k < ops.length) {
    const op = ops[k];
    if (op.kind === 'equal') {
      for (let n = 0; n < op.aEnd - op.aStart; n++) pairs.push([op.aStart + n, op.bStart + n]);
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

function pairReplaced(aStart: number, aEnd: number, bStart: number, bEnd: number, similarity: (i: number, j: number) => number, out: Pair[]): void {
  const n = aEnd - aStart;
  const m = bEnd - bStart;
  if (n === 0 || m === 0) {
    for (let i = aStart; i < aEnd; i++) out.push([i, -1]);
    for (let j = bStart; j < bEnd; j++) out.push([-1, j]);
    return;
  }
  if (n === m) {
    for (let d = 0; d < n; d++) out.push([aStart + d, bStart + d]);
    return;
  }
  if (n * m > SIMILARITY_BUDGET) {
    const common = Math.min(n, m);
    for (let d = 0; d < common; d++) out.push([aStart + d, bStart + d]);
    for (let i = aStart + common; i < aEnd; i++) out.push([i, -1]);
    for (let j = bStart + common; j < bEnd; j++) out.push([-1, j]);
    return;
  }
  // Best-scoring monotone pairing (pairs need similarity >= 0.3), by dynamic programming.
  const score = new Float64Array((n + 1) * (m + 1));
  const sim = new Float64Array(n * m);
  for (let i = 0; i < n; i++) for (let j = 0; j < m; j++) sim[i * m + j] = similarity(aStart + i, bStart + j);
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
    } else if (Math.abs(here - score[(i + 1) * (m + 1) + j]) < 1e-12) {
      out.push([aStart + i, -1]);
      i++;
    } else {
      out.push([-1, bStart + j]);
      j++;
    }
  }
  for (; i < n; i++) out.push([aStart + i, -1]);
  for (; j < m; j++) out.push([-1, bStart + j]);
}

// ---------------------------------------------------------------------------------------------
// Cells

function diffSheetPair(
  pair: SheetPair,
  aBook: CellsWorkbook,
  bBook: CellsWorkbook,
  byName: Map<string, SheetPair>,
  styled: boolean,
  options: DiffOptions,
  cellsOptions: CellsOptions,
  changes: EngineChange[],
  recalculation: RecalculationCheck,
): void {
  const { a, b, rowPairs, colPairs } = pair;
  const sheetA = quoteSheetName(a.name);
  const sheetB = quoteSheetName(b.name);
  const storyA = storyKey(a);
  const storyB = storyKey(b);
  // Source column → target column and back (-1: inserted or deleted column, reported as such).
  const colMap: number[] = [];
  const colMapInverse: number[] = [];
  for (const [i, j] of colPairs) {
    if (i >= 0) colMap[i] = j;
    if (j >= 0) colMapInverse[j] = i;
  }
  const styleKeysA = styleKeys(aBook);
  const styleKeysB = styleKeys(bBook);
  // Columns that came or went: one change each — when some rows pair; otherwise the rows say it all.
  let nextTargetCol = 0;
  const reportColumns = countEqual(rowPairs) > 0;
  for (const [i, j] of colPairs) {
    if (!reportColumns) break;
    if (j >= 0) nextTargetCol = j + 1;
    if (i >= 0 && j >= 0) continue;
    recalculation.touchColumn(b.name, i >= 0 ? nextTargetCol : j);
    if (i >= 0 && options.showDeleted) {
      changes.push({
        kind: 'Deleted', unit: 'column', text: columnValues(a, i), targetText: '', place: `${sheetA}!${columnName(i)}:${columnName(i)}`,
        source: { story: storyA, blockPath: [0], locator: { part: a.part, path: `column:${i}` } },
        anchor: { story: storyB, blockPath: [0], locator: { part: b.part, path: `column:${nextTargetCol}` } },
        box: boxOf(a, pair.aIndex, 0, i, sheetExtent(a).rows, 1),
      });
    } else if (j >= 0 && options.showInserted) {
      changes.push({
        kind: 'Inserted', unit: 'column', text: '', targetText: columnValues(b, j), place: `${sheetB}!${columnName(j)}:${columnName(j)}`,
        target: { story: storyB, blockPath: [0], locator: { part: b.part, path: `column:${j}` } },
        box: boxOf(b, pair.bIndex, 0, j, sheetExtent(b).rows, 1),
      });
    }
  }
  const formulaMapper = (sheet: string | undefined, row: number, col: number) => {
    const owner = sheet === undefined ? pair : byName.get(sheet);
    if (!owner) return undefined;
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
    const visit = (col: number, cellA: CellData | undefined, kA: number, cellB: CellData | undefined, kB: number) => {
      const formulaA = cellA?.formula;
      const formulaB = cellB?.formula;
      const valueSame = sameValue(cellA, cellB, cellsOptions.numericTolerance);
      const sameFormula =
        formulaA === undefined && formulaB === undefined
          ? true
          : formulaA !== undefined && formulaB !== undefined && normalizeFormula(mapFormulaReferences(formulaA, formulaMapper)) === normalizeFormula(formulaB);
      const styleSame = !styled || !cellA || !cellB || styleKeysA[cellA.style] === styleKeysB[cellB.style];
      if (valueSame && (sameFormula || !cellsOptions.compareFormulas) && styleSame) return;
      // Something changed: now build the change records.
      const ref = cellRef(rowB.row, col);
      const place = `${sheetB}!${ref}`;
      const sourceSide: ChangeSide | undefined = cellA ? { story: storyA, blockPath: [0, i, kA, 0], locator: { part: a.part, path: cellRef(rowA.row, cellA.col) } } : undefined;
      const targetSide: ChangeSide | undefined = cellB ? { story: storyB, blockPath: [0, j, kB, 0], locator: { part: b.part, path: ref } } : undefined;
      const box = boxOf(b, pair.bIndex, rowB.row, col);
      const textA = cellA?.text ?? '';
      const textB = cellB?.text ?? '';
      if (!valueSame) {
        const kind = textA === '' ? 'Inserted' : textB === '' ? 'Deleted' : 'Modified';
        if ((kind !== 'Inserted' || options.showInserted) && (kind !== 'Deleted' || options.showDeleted)) {
          const anchor: ChangeSide | undefined = kind === 'Deleted' ? { story: storyB, blockPath: [0, j], locator: { part: b.part, path: ref } } : undefined;
          const change: EngineChange = { kind, unit: 'cell', text: textA, targetText: textB, place, source: sourceSide, target: targetSide, anchor, box };
          changes.push(change);
          if (formulaB !== undefined && sameFormula) recalculation.pending(b.name, rowB.row, col, formulaB, change);
          else recalculation.touch(b.name, rowB.row, col);
        } else recalculation.touch(b.name, rowB.row, col);
      }
      if (cellsOptions.compareFormulas && !sameFormula) {
        changes.push({ kind: 'Modified', unit: 'cell', text: formulaA === undefined ? textA : `=${formulaA}`, targetText: formulaB === undefined ? textB : `=${formulaB}`, place: `${place} formula`, source: sourceSide, target: targetSide, box });
      }
      if (!styleSame && cellA && cellB) {
        const styleChanges = compareStyles(stylesA[cellA.style], stylesB[cellB.style]);
        if (styleChanges.length) changes.push({ kind: 'StyleChanged', unit: 'cell', text: textA, targetText: textB, place, source: sourceSide, target: targetSide, styleChanges, box });
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
      if (colA === Infinity && colB === Infinity) break;
      if (colA === colB) {
        visit(colB, cellsA[kA], kA, cellsB[kB], kB);
        kA++;
        kB++;
      } else if (colA < colB) {
        visit(colA, cellsA[kA], kA, undefined, -1);
        kA++;
      } else {
        if (colMapInverse[colB] !== undefined && colMapInverse[colB] >= 0) visit(colB, undefined, -1, cellsB[kB], kB);
        kB++;
      }
    }
  }
  diffComments(pair, sheetB, storyA, storyB, changes);
  if (options.detectStyleChanges) diffMerges(pair, sheetB, storyB, changes);
}

const styleKeyCache = new WeakMap<CellsWorkbook, string[]>();

function styleKeys(book: CellsWorkbook): string[] {
  let keys = styleKeyCache.get(book);
  if (!keys) {
    keys = book.styles.map((style) => JSON.stringify(style));
    styleKeyCache.set(book, keys);
  }
  return keys;
}

function rowValues(row: RowData): string {
  const values = row.cells.filter((c) => c.text !== '').map((c) => c.text);
  return values.length > 50 ? `${values.slice(0, 50).join(' | ')} | …` : values.join(' | ');
}

function columnValues(sheet: SheetData, col: number): string {
  const values: string[] = [];
  for (const row of sheet.rows) {
    const cell = row.cells.find((c) => c.col === col);
    if (cell && cell.text !== '') values.push(cell.text);
    if (values.length > 50) break;
  }
  return values.length > 50 ? `${values.slice(0, 50).join(' | ')} | …` : values.join(' | ');
}

function sameValue(a: CellData | undefined, b: CellData | undefined, tolerance: number): boolean {
  const textA = a?.text ?? '';
  const textB = b?.text ?? '';
  if (textA === textB) return true;
  if (!a || !b) return false;
  const numeric = (c: CellData) => c.type === 'n' || c.type === 'd';
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
function normalizeFormula(formula: string): string {
  return formula
    .replace(/_xlfn\.|_xlws\./g, '')
    .split('"')
    .map((part, k) => (k % 2 === 0 ? part.replace(/\s+/g, '').toUpperCase() : part))
    .join('"');
}

const STYLE_PROPERTIES: [keyof CellStyle, StyleChange['property'], (v: unknown) => string][] = [
  ['bold', 'bold', (v) => (v ? 'true' : 'false')],
  ['italic', 'italic', (v) => (v ? 'true' : 'false')],
  ['color', 'color', (v) => (v ? String(v) : 'auto')],
  ['fill', 'highlight', (v) => (v ? String(v) : 'none')],
  ['numberFormat', 'style', (v) => `number format ${v ? String(v) : 'General'}`],
];

function compareStyles(a: CellStyle | undefined, b: CellStyle | undefined): StyleChange[] {
  if (a === b) return [];
  const out: StyleChange[] = [];
  for (const [key, property, show] of STYLE_PROPERTIES) {
    const x = a?.[key];
    const y = b?.[key];
    if ((x ?? false) !== (y ?? false)) out.push({ property, oldValue: show(x), newValue: show(y) });
  }
  return out;
}

function diffComments(pair: SheetPair, sheetB: string, storyA: string, storyB: string, changes: EngineChange[]): void {
  if (pair.a.comments.size === 0 && pair.b.comments.size === 0) return;
  const mapped = new Map<string, [string, string]>();
  for (const [ref, text] of pair.a.comments) {
    const range = parseRange(ref);
    if (!range) continue;
    mapped.set(cellRef(pair.mapRow(range.top), pair.mapCol(range.left)), [ref, text]);
  }
  for (const [ref, text] of pair.b.comments) {
    const before = mapped.get(ref);
    mapped.delete(ref);
    const range = parseRange(ref);
    const box = range ? boxOf(pair.b, pair.bIndex, range.top, range.left) : undefined;
    if (before && before[1] === text) continue;
    changes.push({
      kind: before ? 'Modified' : 'Inserted', unit: 'text', text: before?.[1] ?? '', targetText: text, place: `${sheetB}!${ref} comment`,
      source: before ? { story: storyA, blockPath: [], locator: { part: pair.a.part, path: `comment:${before[0]}` } } : undefined,
      target: { story: storyB, blockPath: [], locator: { part: pair.b.part, path: `comment:${ref}` } }, box,
    });
  }
  for (const [targetRef, [ref, text]] of mapped) {
    const range = parseRange(targetRef);
    changes.push({
      kind: 'Deleted', unit: 'text', text, targetText: '', place: `${sheetB}!${targetRef} comment`,
      source: { story: storyA, blockPath: [], locator: { part: pair.a.part, path: `comment:${ref}` } },
      anchor: { story: storyB, blockPath: [], locator: { part: pair.b.part, path: `comment:${targetRef}` } },
      box: range ? boxOf(pair.b, pair.bIndex, range.top, range.left) : undefined,
    });
  }
}

function diffMerges(pair: SheetPair, sheetB: string, storyB: string, changes: EngineChange[]): void {
  if (pair.a.merges.length === 0 && pair.b.merges.length === 0) return;
  const before = new Set<string>();
  for (const merge of pair.a.merges) {
    const range = parseRange(merge);
    if (range) before.add(rangeRef({ top: pair.mapRow(range.top), left: pair.mapCol(range.left), bottom: pair.mapRow(range.bottom), right: pair.mapCol(range.right) }));
  }
  const after = new Set<string>();
  for (const merge of pair.b.merges) {
    const range = parseRange(merge);
    if (range) after.add(rangeRef(range));
  }
  const report = (ref: string, merged: boolean) => {
    const range = parseRange(ref)!;
    changes.push({
      kind: 'StyleChanged', unit: 'cell', text: '', targetText: '', place: `${sheetB}!${ref}`,
      target: { story: storyB, blockPath: [], locator: { part: pair.b.part, path: `merge:${ref}` } },
      styleChanges: [{ property: 'style', oldValue: merged ? 'not merged' : 'merged', newValue: merged ? 'merged' : 'not merged' }],
      box: boxOf(pair.b, pair.bIndex, range.top, range.left, range.bottom - range.top + 1, range.right - range.left + 1),
    });
  };
  for (const ref of after) if (!before.has(ref)) report(ref, true);
  for (const ref of before) if (!after.has(ref)) report(ref, false);
}

// ---------------------------------------------------------------------------------------------
// Recalculation artefacts

const FORMULA_REFERENCE =
  /(?<![\w.$'])((?:'(?:[^']|'')+'|[A-Za-z_][\w.]*)!)?(?:\$?([A-Za-z]{1,3})\$?(\d+)(?::\$?([A-Za-z]{1,3})\$?(\d+))?|\$?([A-Za-z]{1,3}):\$?([A-Za-z]{1,3})|\$?(\d+):\$?(\d+))(?![\w(!])/g;
const UNTRACEABLE = /\b(INDIRECT|OFFSET|INDEX|CELL|INFO)\s*\(|\[\d+\]/i;

interface Area {
  sheet: string;
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/**
 * A formula cell whose formula is unchanged but whose stored result differs was recalculated
 * differently (another date system, another engine, a volatile function), not edited — unless
 * something it reads changed. Such value changes are kept only when a precedent (cell, range,
 * row, column or sheet) changed, directly or through another kept formula.
 */
class RecalculationCheck {
  private readonly touched: Area[] = [];
  private readonly waiting: { sheet: string; row: number; col: number; formula: string; change: EngineChange }[] = [];

  touch(sheet: string, row: number, col: number): void {
    this.touched.push({ sheet, top: row, left: col, bottom: row, right: col });
  }
  touchRow(sheet: string, row: number): void {
    this.touched.push({ sheet, top: row, left: 0, bottom: row, right: Infinity });
  }
  touchColumn(sheet: string, col: number): void {
    this.touched.push({ sheet, top: 0, left: col, bottom: Infinity, right: col });
  }
  touchSheet(sheet: string): void {
    this.touched.push({ sheet, top: 0, left: 0, bottom: Infinity, right: Infinity });
  }
  pending(sheet: string, row: number, col: number, formula: string, change: EngineChange): void {
    this.waiting.push({ sheet, row, col, formula, change });
  }

  /** The waiting changes nothing explains. */
  unexplained(): Set<EngineChange> {
    let open = this.waiting.map((w) => ({ ...w, areas: precedents(w.formula, w.sheet) }));
    if (open.length * Math.max(1, this.touched.length) > 5_000_000) return new Set();
    for (;;) {
      const still: typeof open = [];
      let progressed = false;
      for (const item of open) {
        const explained = item.areas === undefined || item.areas.some((area) => this.touched.some((t) => intersects(area, t)));
        if (explained) {
          this.touch(item.sheet, item.row, item.col);
          progressed = true;
        } else still.push(item);
      }
      open = still;
      if (!progressed || open.length === 0) break;
    }
    return new Set(open.map((item) => item.change));
  }
}

function intersects(x: Area, y: Area): boolean {
  return x.sheet === y.sheet && x.top <= y.bottom && y.top <= x.bottom && x.left <= y.right && y.left <= x.right;
}

/** The areas a formula reads, or undefined when it reads something that cannot be traced (names, INDIRECT). */
function precedents(formula: string, ownSheet: string): Area[] | undefined {
  const outside = formula.replace(/"(?:[^"]|"")*"/g, '""');
  if (UNTRACEABLE.test(outside)) return undefined;
  const areas: Area[] = [];
  const rest = outside.replace(FORMULA_REFERENCE, (_m, sheetPart: string | undefined, c1?: string, r1?: string, c2?: string, r2?: string, cc1?: string, cc2?: string, rr1?: string, rr2?: string) => {
    const sheet = sheetPart ? sheetPart.slice(0, -1).replace(/^'(.*)'$/, '$1').replace(/''/g, "'") : ownSheet;
    if (c1 && r1) {
      const a = { row: Number(r1) - 1, col: columnNumber(c1) };
      const b = c2 && r2 ? { row: Number(r2) - 1, col: columnNumber(c2) } : a;
      areas.push({ sheet, top: Math.min(a.row, b.row), left: Math.min(a.col, b.col), bottom: Math.max(a.row, b.row), right: Math.max(a.col, b.col) });
    } else if (cc1 && cc2) {
      areas.push({ sheet, top: 0, left: Math.min(columnNumber(cc1), columnNumber(cc2)), bottom: Infinity, right: Math.max(columnNumber(cc1), columnNumber(cc2)) });
    } else if (rr1 && rr2) {
      areas.push({ sheet, top: Math.min(Number(rr1), Number(rr2)) - 1, left: 0, bottom: Math.max(Number(rr1), Number(rr2)) - 1, right: Infinity });
    }
    return ' ';
  });
  // Any identifier left that is not a function call or a literal is a defined name: untraceable.
  if (/(?<![\w.])(?!TRUE\b|FALSE\b)[A-Za-z_][\w.]*(?![\w.]|\s*\()/i.test(rest.replace(/#[A-Z/0!?]+/g, ''))) return undefined;
  return areas;
}

function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}
