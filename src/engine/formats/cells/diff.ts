import type { ChangeSide, DiffOptions, EngineChange, StyleChange } from '../../diff/types';
import type { DocumentModel } from '../../model/document';
import { InvalidOptionsError } from '../../errors';
import { alignSheetList, alignTable, rowThresholds, type Pair, type RowThresholds } from './align';
import { mapFormulaReferences } from './formula';
import { normalizeFormula } from './formula-spelling';
import {
  isCellsWorkbook,
  PackedRow,
  type CellStore,
  rowWidth,
  type CellData,
  type CellStyle,
  type CellsWorkbook,
  type RowData,
  type SheetChart,
  type SheetData,
} from './model';
import { cellRef, columnName, parseRange, quoteSheetName, rangeRef } from './refs';
import { shortValues } from './write/marks';

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
export function cellsOptionsFrom(
  settings: { CellsCompareFormulas?: boolean; CellsNumericTolerance?: number } | undefined,
): CellsOptions {
  const options = { ...DEFAULT_CELLS_OPTIONS };
  if (settings?.CellsCompareFormulas !== undefined) options.compareFormulas = Boolean(settings.CellsCompareFormulas);
  if (settings?.CellsNumericTolerance !== undefined) {
    const tolerance = Number(settings.CellsNumericTolerance);
    if (!Number.isFinite(tolerance) || tolerance < 0)
      throw new InvalidOptionsError(`CellsNumericTolerance '${settings.CellsNumericTolerance}' is not a number >= 0`);
    options.numericTolerance = tolerance;
  }
  return options;
}

/** Default column width and row height in points (Excel's 64 px and 20 px at 96 dpi). */
const COLUMN_WIDTH = 48;
const ROW_HEIGHT = 15;

interface SheetPair {
  a: SheetData;
  b: SheetData;
  aIndex: number;
  bIndex: number;
  /** Rows (indexes into `rows`) paired in order, with the unpaired ones between. */
  rowPairs: Pair[];
  /** Columns paired in order, with the unpaired ones between. */
  colPairs: Pair[];
  /** Paired rows and columns out of order: moved. */
  movedRows: Pair[];
  movedCols: Pair[];
  /** Source row number → target row number, for formulas and merged ranges. */
  mapRow: (row: number) => number;
  mapCol: (col: number) => number;
}

export function cellsDiff(
  source: DocumentModel,
  target: DocumentModel,
  options: DiffOptions,
  cellsOptions: CellsOptions = DEFAULT_CELLS_OPTIONS,
): EngineChange[] {
  const a = source.familyData;
  const b = target.familyData;
  if (!isCellsWorkbook(a) || !isCellsWorkbook(b))
    throw new InvalidOptionsError('the cells differ needs two documents read by the cells reader');
  const styled = hasStyles(source.format) && hasStyles(target.format) && options.detectStyleChanges;
  const changes: EngineChange[] = [];
  const { pairs, deleted, inserted, moved, renamed } = alignSheetList(a.sheets, b.sheets);
  const thresholds = rowThresholds(options.sensitivity);
  const sheetPairs = pairs.map(([i, j]) => alignSheets(a.sheets[i], b.sheets[j], i, j, thresholds));
  const byName = new Map(sheetPairs.map((p) => [p.a.name, p]));
  for (const i of deleted) {
    const sheet = a.sheets[i];
    changes.push({
      kind: 'Deleted',
      unit: 'story',
      text: sheetSummary(sheet),
      targetText: '',
      place: `sheet ${quoteSheetName(sheet.name)}`,
      source: { story: storyKey(sheet), blockPath: [] },
      anchor: { story: storyKey(sheet), blockPath: [i] },
      box: sheetBox(sheet, i),
    });
  }
  for (const j of inserted) {
    const sheet = b.sheets[j];
    changes.push({
      kind: 'Inserted',
      unit: 'story',
      text: '',
      targetText: sheetSummary(sheet),
      place: `sheet ${quoteSheetName(sheet.name)}`,
      target: { story: storyKey(sheet), blockPath: [] },
      box: sheetBox(sheet, j),
    });
  }
  const recalculation = new RecalculationCheck();
  for (const pair of sheetPairs) {
    const sourceStory = { story: storyKey(pair.a), blockPath: [] };
    const targetStory = { story: storyKey(pair.b), blockPath: [] };
    if (renamed.has(pair.aIndex)) {
      changes.push({
        kind: 'Modified',
        unit: 'story',
        text: pair.a.name,
        targetText: pair.b.name,
        place: `sheet ${quoteSheetName(pair.a.name)} renamed ${quoteSheetName(pair.b.name)}`,
        source: sourceStory,
        target: targetStory,
        box: sheetBox(pair.b, pair.bIndex),
      });
    }
    if (moved.has(pair.aIndex)) {
      changes.push({
        kind: 'Moved',
        unit: 'story',
        text: pair.a.name,
        targetText: pair.b.name,
        place: `sheet ${quoteSheetName(pair.b.name)} moved from position ${pair.aIndex + 1} to ${pair.bIndex + 1}`,
        source: sourceStory,
        target: targetStory,
        anchor: { story: storyKey(pair.b), blockPath: [pair.bIndex] },
        box: sheetBox(pair.b, pair.bIndex),
      });
    }
    if (pair.a.hidden !== pair.b.hidden && options.detectStyleChanges) {
      changes.push({
        kind: 'StyleChanged',
        unit: 'story',
        text: pair.a.name,
        targetText: pair.b.name,
        place: `sheet ${quoteSheetName(pair.b.name)}`,
        source: sourceStory,
        target: targetStory,
        styleChanges: [
          {
            property: 'style',
            oldValue: pair.a.hidden ? 'hidden' : 'visible',
            newValue: pair.b.hidden ? 'hidden' : 'visible',
          },
        ],
        box: sheetBox(pair.b, pair.bIndex),
      });
    }
    diffSheetPair(pair, a, b, byName, styled, options, cellsOptions, changes, recalculation);
    diffCharts(pair, changes);
  }
  for (const j of inserted) recalculation.touchSheet(b.sheets[j].name);
  for (const i of deleted) recalculation.touchSheet(a.sheets[i].name);
  const stale = recalculation.unexplained();
  return stale.size ? changes.filter((c) => !stale.has(c)) : changes;
}

/**
 * Charts of a sheet pair, paired by name and then in drawing order; compared by what a reader
 * sees (formats/shared/chart), so a re-save is no change and a changed value is one.
 */
function diffCharts(pair: SheetPair, changes: EngineChange[]): void {
  const before = pair.a.charts ?? [];
  const after = pair.b.charts ?? [];
  if (before.length === 0 && after.length === 0) return;
  const unpaired = new Set(after.map((_, j) => j));
  const matched: [SheetChart | undefined, SheetChart | undefined][] = [];
  const leftOver: SheetChart[] = [];
  for (const chart of before) {
    const j = after.findIndex((c, k) => unpaired.has(k) && c.name === chart.name);
    if (j >= 0) {
      unpaired.delete(j);
      matched.push([chart, after[j]]);
    } else leftOver.push(chart);
  }
  const rest = [...unpaired].map((j) => after[j]);
  for (let k = 0; k < Math.max(leftOver.length, rest.length); k++) matched.push([leftOver[k], rest[k]]);
  const story = (sheet: SheetData) => ({ story: storyKey(sheet), blockPath: [] });
  for (const [old, now] of matched) {
    if (old && now && old.hash === now.hash) continue;
    const label = (chart: SheetChart) => `[chart: ${chart.name}]${chart.detail ? ` ${chart.detail}` : ''}`;
    const kind = old && now ? 'Modified' : old ? 'Deleted' : 'Inserted';
    changes.push({
      kind,
      unit: 'object',
      text: old ? label(old) : '',
      targetText: now ? label(now) : '',
      place: `sheet ${quoteSheetName(pair.b.name)}, chart "${(now ?? old)!.name}"`,
      ...(old ? { source: story(pair.a) } : {}),
      ...(now ? { target: story(pair.b) } : { anchor: story(pair.b) }),
      box: sheetBox(pair.b, pair.bIndex),
    });
  }
}

/** Rows a deleted or inserted sheet's summary shows, and values of each. */
const SUMMARY_ROWS = 5;
const SUMMARY_CELLS = 50;

/**
 * What a sheet that came or went held, for a reviewer who cannot open it: its name, size and
 * first rows (`Budget: 120 rows × 4 columns` then `Id | Name | Amount` …).
 */
export function sheetSummary(sheet: SheetData): string {
  const { cols } = sheetExtent(sheet);
  const filled = sheet.rows.filter((row) => row.cells.some((c) => c.text !== ''));
  const size =
    filled.length === 0
      ? 'empty'
      : `${filled.length} row${filled.length === 1 ? '' : 's'} × ${cols} column${cols === 1 ? '' : 's'}`;
  const lines = [
    `${sheet.name}: ${size}`,
    ...filled.slice(0, SUMMARY_ROWS).map((row) => shortValues(rowValues(row), SUMMARY_CELLS)),
  ];
  if (filled.length > SUMMARY_ROWS) lines.push('…');
  return lines.join('\n');
}

function hasStyles(format: string): boolean {
  return format !== 'csv' && format !== 'tsv' && format !== 'ods';
}

function storyKey(sheet: SheetData): string {
  return `sheet:${sheet.name}`;
}

const extents = new WeakMap<SheetData, { rows: number; cols: number }>();

/** Rows and columns a sheet spans; asked for every row or column change, so kept per sheet. */
function sheetExtent(sheet: SheetData): { rows: number; cols: number } {
  let extent = extents.get(sheet);
  if (!extent) {
    let cols = 1;
    for (const row of sheet.rows) cols = Math.max(cols, rowWidth(row));
    const rows = sheet.rows.length ? sheet.rows[sheet.rows.length - 1].row + 1 : 1;
    extent = { rows, cols };
    extents.set(sheet, extent);
  }
  return extent;
}

function boxOf(
  sheet: SheetData,
  sheetIndex: number,
  row: number,
  col: number,
  rows = 1,
  cols = 1,
): NonNullable<EngineChange['box']> {
  const extent = sheetExtent(sheet);
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
// Rows and columns (./align pairs them)

function alignSheets(a: SheetData, b: SheetData, aIndex: number, bIndex: number, thresholds: RowThresholds): SheetPair {
  const { rows, cols } = alignTable(a, b, thresholds);
  const rowPairs = rows.ordered;
  const colPairs = cols.ordered;
  const mapRow = positionMap(
    [...rowPairs, ...rows.moved],
    (i) => a.rows[i].row,
    (j) => b.rows[j].row,
  );
  const mapCol = positionMap(
    [...colPairs, ...cols.moved],
    (i) => i,
    (j) => j,
  );
  return { a, b, aIndex, bIndex, rowPairs, colPairs, movedRows: rows.moved, movedCols: cols.moved, mapRow, mapCol };
}

function countEqual(pairs: Pair[]): number {
  let n = 0;
  for (const p of pairs) if (p[0] >= 0 && p[1] >= 0) n++;
  return n;
}

/**
 * Source position → target position: exact for paired positions, else by the offset of the
 * nearest in-order paired position at or before it.
 */
function positionMap(pairs: Pair[], aPos: (i: number) => number, bPos: (j: number) => number): (n: number) => number {
  const from: number[] = [];
  const shift: number[] = [];
  const inOrder = pairs.filter((p) => p[0] >= 0 && p[1] >= 0);
  let isSorted = true;
  for (let k = 1; k < inOrder.length && isSorted; k++) isSorted = inOrder[k - 1][0] <= inOrder[k][0];
  if (!isSorted) inOrder.sort((x, y) => x[0] - y[0]);
  // Paired positions by source position (-1: none), in a typed array rather than a Map of
  // 100,000 entries: positions are row and column numbers, bounded by the sheet's extent.
  let span = 0;
  for (const [i] of inOrder) span = Math.max(span, aPos(i) + 1);
  const exact = new Int32Array(span).fill(-1);
  let last = -Infinity;
  for (const [i, j] of inOrder) {
    exact[aPos(i)] = bPos(j);
    if (bPos(j) <= last) continue;
    last = bPos(j);
    from.push(aPos(i));
    shift.push(bPos(j) - aPos(i));
  }
  return (n: number) => {
    const hit = exact[n];
    if (hit !== undefined && hit >= 0) return hit;
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
  const { a, b, rowPairs, colPairs, movedRows, movedCols } = pair;
  const sheetA = quoteSheetName(a.name);
  const sheetB = quoteSheetName(b.name);
  const storyA = storyKey(a);
  const storyB = storyKey(b);
  // Source column → target column and back (undefined: inserted or deleted column, reported as such).
  const colMap: number[] = [];
  const colMapInverse: number[] = [];
  for (const [i, j] of [...colPairs, ...movedCols]) {
    if (i >= 0 && j >= 0) {
      colMap[i] = j;
      colMapInverse[j] = i;
    }
  }
  const styleKeysA = styleKeys(aBook);
  const styleKeysB = styleKeys(bBook);
  // Columns that came, went or moved: one change each — when some rows pair; otherwise the rows say it all.
  let nextTargetCol = 0;
  const reportColumns = countEqual(rowPairs) + movedRows.length > 0;
  for (const [i, j] of colPairs) {
    if (!reportColumns) break;
    if (j >= 0) nextTargetCol = j + 1;
    if (i >= 0 && j >= 0) continue;
    recalculation.touchColumn(b.name, i >= 0 ? nextTargetCol : j);
    if (i >= 0 && options.showDeleted) {
      const text = columnValues(a, i);
      if (text === '') continue;
      changes.push({
        kind: 'Deleted',
        unit: 'column',
        text,
        targetText: '',
        place: `${sheetA}!${columnName(i)}:${columnName(i)}`,
        source: { story: storyA, blockPath: [0], locator: { part: a.part, path: `column:${i}` } },
        anchor: { story: storyB, blockPath: [0], locator: { part: b.part, path: `column:${nextTargetCol}` } },
        box: boxOf(a, pair.aIndex, 0, i, sheetExtent(a).rows, 1),
      });
    } else if (j >= 0 && options.showInserted) {
      const targetText = columnValues(b, j);
      if (targetText === '') continue;
      changes.push({
        kind: 'Inserted',
        unit: 'column',
        text: '',
        targetText,
        place: `${sheetB}!${columnName(j)}:${columnName(j)}`,
        target: { story: storyB, blockPath: [0], locator: { part: b.part, path: `column:${j}` } },
        box: boxOf(b, pair.bIndex, 0, j, sheetExtent(b).rows, 1),
      });
    }
  }
  for (const [i, j] of reportColumns ? movedCols : []) {
    recalculation.touchColumn(b.name, j);
    changes.push({
      kind: 'Moved',
      unit: 'column',
      text: columnValues(a, i),
      targetText: columnValues(b, j),
      place: `${sheetB}!${columnName(j)}:${columnName(j)} moved from column ${columnName(i)}`,
      source: { story: storyA, blockPath: [0], locator: { part: a.part, path: `column:${i}` } },
      target: { story: storyB, blockPath: [0], locator: { part: b.part, path: `column:${j}` } },
      box: boxOf(b, pair.bIndex, 0, j, sheetExtent(b).rows, 1),
    });
  }
  const formulaMapper = (sheet: string | undefined, row: number, col: number) => {
    const owner = sheet === undefined ? pair : byName.get(sheet);
    if (!owner) return undefined;
    return { row: owner.mapRow(row), col: owner.mapCol(col) };
  };
  const stylesA = aBook.styles;
  const stylesB = bBook.styles;
  const coveredA = coveredByMerge(a.merges);
  const coveredB = coveredByMerge(b.merges);
  /** Cells of two paired rows, over the paired columns (moved ones included). */
  const sameRow = new SameRowCheck(colMap, colMapInverse, styled ? styleKeysA : undefined, styleKeysB);
  function compareRows(i: number, j: number): void {
    const rowA = a.rows[i];
    const rowB = b.rows[j];
    if (rowA instanceof PackedRow && rowB instanceof PackedRow && sameRow.holds(rowA, rowB)) return;
    const visit = (col: number, cellA: CellData | undefined, kA: number, cellB: CellData | undefined, kB: number) => {
      const formulaA = formulaOf(cellA);
      const formulaB = formulaOf(cellB);
      // A formula whose file holds no result (openpyxl never calculates) is compared by its formula alone.
      const valueSame =
        uncalculated(cellA) || uncalculated(cellB) || sameValue(cellA, cellB, cellsOptions.numericTolerance);
      const sameFormula =
        formulaA === undefined && formulaB === undefined
          ? true
          : formulaA !== undefined &&
            formulaB !== undefined &&
            normalizeFormula(mapFormulaReferences(formulaA, formulaMapper)) === normalizeFormula(formulaB);
      const styleSame = !styled || !cellA || !cellB || styleKeysA[cellA.style] === styleKeysB[cellB.style];
      if (valueSame && (sameFormula || !cellsOptions.compareFormulas) && styleSame) return;
      // Something changed: now build the change records.
      const ref = cellRef(rowB.row, col);
      const place = `${sheetB}!${ref}`;
      const sourceSide: ChangeSide | undefined = cellA
        ? { story: storyA, blockPath: [0, i, kA, 0], locator: { part: a.part, path: cellRef(rowA.row, cellA.col) } }
        : undefined;
      const targetSide: ChangeSide | undefined = cellB
        ? { story: storyB, blockPath: [0, j, kB, 0], locator: { part: b.part, path: ref } }
        : undefined;
      const box = boxOf(b, pair.bIndex, rowB.row, col);
      const textA = cellA?.text ?? '';
      const textB = cellB?.text ?? '';
      if (!valueSame) {
        const kind = textA === '' ? 'Inserted' : textB === '' ? 'Deleted' : 'Modified';
        if ((kind !== 'Inserted' || options.showInserted) && (kind !== 'Deleted' || options.showDeleted)) {
          const anchor: ChangeSide | undefined =
            kind === 'Deleted' ? { story: storyB, blockPath: [0, j], locator: { part: b.part, path: ref } } : undefined;
          const change: EngineChange = {
            kind,
            unit: 'cell',
            text: textA,
            targetText: textB,
            place,
            source: sourceSide,
            target: targetSide,
            anchor,
            box,
          };
          changes.push(change);
          if (formulaB !== undefined && sameFormula) recalculation.pending(b.name, rowB.row, col, formulaB, change);
          else recalculation.touch(b.name, rowB.row, col);
        } else recalculation.touch(b.name, rowB.row, col);
      }
      if (cellsOptions.compareFormulas && !sameFormula) {
        changes.push({
          kind: 'Modified',
          unit: 'cell',
          text: formulaA === undefined ? textA : `=${formulaA}`,
          targetText: formulaB === undefined ? textB : `=${formulaB}`,
          place: `${place} formula`,
          source: sourceSide,
          target: targetSide,
          box,
        });
      }
      if (
        !styleSame &&
        cellA &&
        cellB &&
        !(textA === '' && textB === '' && coveredA(rowA.row, cellA.col) && coveredB(rowB.row, col))
      ) {
        const styleChanges = compareStyles(stylesA[cellA.style], stylesB[cellB.style]);
        if (styleChanges.length)
          changes.push({
            kind: 'StyleChanged',
            unit: 'cell',
            text: textA,
            targetText: textB,
            place,
            source: sourceSide,
            target: targetSide,
            styleChanges,
            box,
          });
      }
    };
    if (rowA instanceof PackedRow && rowB instanceof PackedRow) {
      sameRow.forEachUnlike(rowA, rowB, visit);
      return;
    }
    const cellsB = rowB.cells;
    const atB = new Map<number, number>();
    cellsB.forEach((cell, k) => atB.set(cell.col, k));
    const seenB = new Set<number>();
    rowA.cells.forEach((cellA, kA) => {
      const col = colMap[cellA.col];
      if (col === undefined) return;
      const kB = atB.get(col);
      if (kB !== undefined) seenB.add(kB);
      visit(col, cellA, kA, kB === undefined ? undefined : cellsB[kB], kB ?? -1);
    });
    cellsB.forEach((cellB, kB) => {
      if (!seenB.has(kB) && colMapInverse[cellB.col] !== undefined) visit(cellB.col, undefined, -1, cellB, kB);
    });
  }
  let nextTargetRow = 0;
  // Rows with content, by number: an empty row left unpaired where the other side has no
  // content either is the same empty row (openpyxl keeps the row and drops its styled empty cells).
  const filledRows = (sheet: SheetData) => new Set(sheet.rows.filter((row) => !isBlank(row)).map((row) => row.row));
  let filledA: Set<number> | undefined;
  let filledB: Set<number> | undefined;
  for (const [i, j] of rowPairs) {
    if (i < 0 && isBlank(b.rows[j]) && !(filledA ??= filledRows(a)).has(b.rows[j].row)) {
      nextTargetRow = j + 1;
      continue;
    }
    if (j < 0 && isBlank(a.rows[i]) && !(filledB ??= filledRows(b)).has(pair.mapRow(a.rows[i].row))) continue;
    if (i < 0) {
      const row = b.rows[j];
      nextTargetRow = j + 1;
      recalculation.touchRow(b.name, row.row);
      if (options.showInserted) {
        changes.push({
          kind: 'Inserted',
          unit: 'row',
          text: '',
          targetText: rowValues(row),
          place: `${sheetB}!${row.row + 1}:${row.row + 1}`,
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
          kind: 'Deleted',
          unit: 'row',
          text: rowValues(row),
          targetText: '',
          place: `${sheetA}!${row.row + 1}:${row.row + 1}`,
          source: { story: storyA, blockPath: [0, i], locator: { part: a.part, path: `row:${row.row}` } },
          anchor: { story: storyB, blockPath: [0, nextTargetRow], locator: { part: b.part, path: `row:${anchorRow}` } },
          box: boxOf(a, pair.aIndex, row.row, 0, 1, sheetExtent(a).cols),
        });
      }
      continue;
    }
    nextTargetRow = j + 1;
    compareRows(i, j);
  }
  for (const [i, j] of movedRows) {
    const rowA = a.rows[i];
    const rowB = b.rows[j];
    recalculation.touchRow(b.name, rowB.row);
    changes.push({
      kind: 'Moved',
      unit: 'row',
      text: rowValues(rowA),
      targetText: rowValues(rowB),
      place: `${sheetB}!${rowB.row + 1}:${rowB.row + 1} moved from row ${rowA.row + 1}`,
      source: { story: storyA, blockPath: [0, i], locator: { part: a.part, path: `row:${rowA.row}` } },
      target: { story: storyB, blockPath: [0, j], locator: { part: b.part, path: `row:${rowB.row}` } },
      box: boxOf(b, pair.bIndex, rowB.row, 0, 1, sheetExtent(b).cols),
    });
    compareRows(i, j);
  }
  diffComments(pair, sheetB, storyA, storyB, changes);
  if (options.detectStyleChanges) diffMerges(pair, sheetB, storyB, changes);
}

/**
 * Whether two paired rows are plainly equal, read from their packed stores: every cell of the
 * paired columns holds the same text (or the same number) on both sides, without formulas, in
 * the same look. Most paired rows of a large sheet are, and are then passed over without a
 * cell object made; a row it cannot vouch for is compared cell by cell as before.
 */
class SameRowCheck {
  /** Target column → index of the target row's cell there, -1 for none (reset after each row). */
  private slots = new Int32Array(64).fill(-1);

  constructor(
    private readonly colMap: number[],
    private readonly colMapInverse: number[],
    /** Style keys of both books when styles are compared, else undefined. */
    private readonly styleKeysA: string[] | undefined,
    private readonly styleKeysB: string[],
  ) {}

  holds(rowA: PackedRow, rowB: PackedRow): boolean {
    const sa = rowA.store;
    const sb = rowB.store;
    if (sa.formulas.size || sb.formulas.size) return false;
    const width = rowWidth(rowB);
    if (width > this.slots.length) this.slots = new Int32Array(Math.max(width, this.slots.length * 2)).fill(-1);
    const { slots, colMap, colMapInverse, styleKeysA, styleKeysB } = this;
    let expected = 0;
    for (let k = rowB.start; k < rowB.end; k++) {
      const col = sb.cols[k];
      slots[col] = k;
      if (colMapInverse[col] !== undefined) expected++;
    }
    let same = true;
    let matched = 0;
    for (let k = rowA.start; k < rowA.end && same; k++) {
      const col = colMap[sa.cols[k]];
      if (col === undefined) continue;
      const kb = col < width ? slots[col] : -1;
      if (kb < 0) {
        same = false;
        break;
      }
      matched++;
      const ta = sa.texts[k];
      const tb = sb.texts[kb];
      if (ta === undefined ? tb !== undefined || sa.numbers[k] !== sb.numbers[kb] : ta !== tb) same = false;
      else if (styleKeysA && styleKeysA[sa.style(k)] !== styleKeysB[sb.style(kb)]) same = false;
    }
    for (let k = rowB.start; k < rowB.end; k++) slots[sb.cols[k]] = -1;
    return same && matched === expected;
  }

  /**
   * The cells of two paired rows that `holds` could not vouch for, one by one: over the paired
   * columns, a's cells in order with their partners, then b's cells that have none. Cells that
   * are plainly equal (the test of `holds`) are passed over without a cell object made; `visit`
   * gets the others, with each cell's index in its row, -1 for none.
   */
  forEachUnlike(
    rowA: PackedRow,
    rowB: PackedRow,
    visit: (col: number, cellA: CellData | undefined, kA: number, cellB: CellData | undefined, kB: number) => void,
  ): void {
    const sa = rowA.store;
    const sb = rowB.store;
    const width = rowWidth(rowB);
    if (width > this.slots.length) this.slots = new Int32Array(Math.max(width, this.slots.length * 2)).fill(-1);
    const { slots, colMap, colMapInverse } = this;
    for (let k = rowB.start; k < rowB.end; k++) slots[sb.cols[k]] = k;
    const partnered = new Uint8Array(rowB.end - rowB.start);
    for (let k = rowA.start; k < rowA.end; k++) {
      const col = colMap[sa.cols[k]];
      if (col === undefined) continue;
      const kb = col < width ? slots[col] : -1;
      if (kb >= 0) partnered[kb - rowB.start] = 1;
      if (kb >= 0 && this.plainlyEqual(sa, k, sb, kb)) continue;
      visit(col, sa.cell(k), k - rowA.start, kb < 0 ? undefined : sb.cell(kb), kb < 0 ? -1 : kb - rowB.start);
    }
    for (let k = rowB.start; k < rowB.end; k++) slots[sb.cols[k]] = -1;
    for (let k = rowB.start; k < rowB.end; k++)
      if (!partnered[k - rowB.start] && colMapInverse[sb.cols[k]] !== undefined)
        visit(sb.cols[k], undefined, -1, sb.cell(k), k - rowB.start);
  }

  /** Same text (or number), no formula on either side, same look when looks are compared. */
  private plainlyEqual(sa: CellStore, k: number, sb: CellStore, kb: number): boolean {
    if (sa.formula(k) !== undefined || sb.formula(kb) !== undefined) return false;
    const ta = sa.texts[k];
    const tb = sb.texts[kb];
    if (ta === undefined ? tb !== undefined || sa.numbers[k] !== sb.numbers[kb] : ta !== tb) return false;
    return !this.styleKeysA || this.styleKeysA[sa.style(k)] === this.styleKeysB[sb.style(kb)];
  }
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

/** A row holding no value and no formula (styled empty cells at most). */
function isBlank(row: RowData): boolean {
  return row.cells.every((cell) => cell.text === '' && cell.formula === undefined);
}

// A row's or column's values in full: an API client learns what was inserted or deleted from
// the change list alone. Notes in a result sheet shorten them (marks.ts, shortValues).
function rowValues(row: RowData): string {
  return row.cells
    .filter((c) => c.text !== '')
    .map((c) => c.text)
    .join(' | ');
}

function columnValues(sheet: SheetData, col: number): string {
  const values: string[] = [];
  for (const row of sheet.rows) {
    const cell = row.cells.find((c) => c.col === col);
    if (cell && cell.text !== '') values.push(cell.text);
  }
  return values.join(' | ');
}

function uncalculated(cell: CellData | undefined): boolean {
  return cell !== undefined && cell.formula !== undefined && cell.type === 'empty';
}

function sameValue(a: CellData | undefined, b: CellData | undefined, tolerance: number): boolean {
  const textA = a?.text ?? '';
  const textB = b?.text ?? '';
  if (textA === textB) return true;
  if (!a || !b) return false;
  // Line endings in a cell are how a program wrote them (Excel keeps CRLF, openpyxl writes LF).
  if (a.type === b.type && (textA.includes('\r') || textB.includes('\r')) && sameLines(textA, textB)) return true;
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

/**
 * A cell's formula, none for `TRUE()` and `FALSE()`: LibreOffice has no logical constants and
 * writes each one it saves as that formula, with the same value.
 */
function formulaOf(cell: CellData | undefined): string | undefined {
  const formula = cell?.formula;
  return formula !== undefined && /^\s*(TRUE|FALSE)\s*\(\s*\)\s*$/i.test(formula) ? undefined : formula;
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

function sameLines(a: string, b: string): boolean {
  return a === b || a.replace(/\r\n?/g, '\n') === b.replace(/\r\n?/g, '\n');
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
    // Line ends differ between writers (CRLF, LF) and show the same in every application.
    if (before && sameLines(before[1], text)) continue;
    changes.push({
      kind: before ? 'Modified' : 'Inserted',
      unit: 'text',
      text: before?.[1] ?? '',
      targetText: text,
      place: `${sheetB}!${ref} comment`,
      source: before
        ? { story: storyA, blockPath: [], locator: { part: pair.a.part, path: `comment:${before[0]}` } }
        : undefined,
      target: { story: storyB, blockPath: [], locator: { part: pair.b.part, path: `comment:${ref}` } },
      box,
    });
  }
  for (const [targetRef, [ref, text]] of mapped) {
    const range = parseRange(targetRef);
    changes.push({
      kind: 'Deleted',
      unit: 'text',
      text,
      targetText: '',
      place: `${sheetB}!${targetRef} comment`,
      source: { story: storyA, blockPath: [], locator: { part: pair.a.part, path: `comment:${ref}` } },
      anchor: { story: storyB, blockPath: [], locator: { part: pair.b.part, path: `comment:${targetRef}` } },
      box: range ? boxOf(pair.b, pair.bIndex, range.top, range.left) : undefined,
    });
  }
}

/**
 * Whether a cell lies under a merged range but is not its top-left cell: nothing of it is drawn
 * (writers give such cells the top-left cell's look, or none, as they please). Built on first use.
 */
function coveredByMerge(merges: readonly string[]): (row: number, col: number) => boolean {
  let byRow: Map<number, { left: number; right: number; top: number }[]> | undefined;
  let tall: { top: number; left: number; bottom: number; right: number }[] = [];
  return (row, col) => {
    if (!merges.length) return false;
    if (!byRow) {
      byRow = new Map();
      tall = [];
      for (const merge of merges) {
        const range = parseRange(merge);
        if (!range) continue;
        // Ranges of many rows are few; listed by row they would cost a million entries.
        if (range.bottom - range.top > 256) tall.push(range);
        else
          for (let r = range.top; r <= range.bottom; r++) {
            let list = byRow.get(r);
            if (!list) byRow.set(r, (list = []));
            list.push({ left: range.left, right: range.right, top: range.top });
          }
      }
    }
    const inside = (r: { top: number; left: number; right: number }) =>
      col >= r.left && col <= r.right && (row !== r.top || col !== r.left);
    if (byRow.get(row)?.some(inside)) return true;
    return tall.some((r) => row >= r.top && row <= r.bottom && inside(r));
  };
}

function diffMerges(pair: SheetPair, sheetB: string, storyB: string, changes: EngineChange[]): void {
  if (pair.a.merges.length === 0 && pair.b.merges.length === 0) return;
  const before = new Set<string>();
  for (const merge of pair.a.merges) {
    const range = parseRange(merge);
    if (range)
      before.add(
        rangeRef({
          top: pair.mapRow(range.top),
          left: pair.mapCol(range.left),
          bottom: pair.mapRow(range.bottom),
          right: pair.mapCol(range.right),
        }),
      );
  }
  const after = new Set<string>();
  for (const merge of pair.b.merges) {
    const range = parseRange(merge);
    if (range) after.add(rangeRef(range));
  }
  const report = (ref: string, merged: boolean) => {
    const range = parseRange(ref)!;
    changes.push({
      kind: 'StyleChanged',
      unit: 'cell',
      text: '',
      targetText: '',
      place: `${sheetB}!${ref}`,
      target: { story: storyB, blockPath: [], locator: { part: pair.b.part, path: `merge:${ref}` } },
      styleChanges: [
        { property: 'style', oldValue: merged ? 'not merged' : 'merged', newValue: merged ? 'merged' : 'not merged' },
      ],
      box: boxOf(
        pair.b,
        pair.bIndex,
        range.top,
        range.left,
        range.bottom - range.top + 1,
        range.right - range.left + 1,
      ),
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
        const explained =
          item.areas === undefined || item.areas.some((area) => this.touched.some((t) => intersects(area, t)));
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
  const rest = outside.replace(
    FORMULA_REFERENCE,
    (
      _m,
      sheetPart: string | undefined,
      c1?: string,
      r1?: string,
      c2?: string,
      r2?: string,
      cc1?: string,
      cc2?: string,
      rr1?: string,
      rr2?: string,
    ) => {
      const sheet = sheetPart
        ? sheetPart
            .slice(0, -1)
            .replace(/^'(.*)'$/, '$1')
            .replace(/''/g, "'")
        : ownSheet;
      if (c1 && r1) {
        const a = { row: Number(r1) - 1, col: columnNumber(c1) };
        const b = c2 && r2 ? { row: Number(r2) - 1, col: columnNumber(c2) } : a;
        areas.push({
          sheet,
          top: Math.min(a.row, b.row),
          left: Math.min(a.col, b.col),
          bottom: Math.max(a.row, b.row),
          right: Math.max(a.col, b.col),
        });
      } else if (cc1 && cc2) {
        areas.push({
          sheet,
          top: 0,
          left: Math.min(columnNumber(cc1), columnNumber(cc2)),
          bottom: Infinity,
          right: Math.max(columnNumber(cc1), columnNumber(cc2)),
        });
      } else if (rr1 && rr2) {
        areas.push({
          sheet,
          top: Math.min(Number(rr1), Number(rr2)) - 1,
          left: 0,
          bottom: Math.max(Number(rr1), Number(rr2)) - 1,
          right: Infinity,
        });
      }
      return ' ';
    },
  );
  // Any identifier left that is not a function call or a literal is a defined name: untraceable.
  if (/(?<![\w.])(?!TRUE\b|FALSE\b)[A-Za-z_][\w.]*(?![\w.]|\s*\()/i.test(rest.replace(/#[A-Z/0!?]+/g, '')))
    return undefined;
  return areas;
}

function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}
