import { ZipArchive } from '../../../archive/zip';
import type { EngineChange } from '../../../diff/types';
import type { ReaderWarning } from '../../../model/document';
import type { ItemStyle, ResultInput, ResultOutput } from '../../writer';
import { isCellsWorkbook, type CellData, type SheetData } from '../model';
import { cellRef, columnName, parseCellRef } from '../refs';
import { columnEntry, removeColumnCells, setColumnEntry, sortCellElements } from './columns';
import { EditablePackage } from '../../package/editable-package';
import { escapeXml } from '../../package/xml-escape';
import { relsPartOf } from '../../package/part-names';
import { cellElement, SheetEditor, type CellContent } from './sheet-editor';
import {
  expandSharedFormulas,
  insertRowElements,
  removeRowElement,
  shiftPackage,
  sortRowElements,
  type SheetPart,
} from './rows';
import {
  axisMapping,
  mapSourceFormula,
  clampIndex,
  placeBeforeNextKept,
  shiftIndex,
  type AxisEdit,
  type IndexMap,
} from './references';
import { removeSheet, restoreSheet, withTabColor, workbookPartOf } from './sheets';
import {
  relationshipsDeclaration,
  relationshipsPrefix,
  rootPrefix,
  withoutRelationship,
  worksheetPrefix,
} from './xml-text';
import { StylesEditor } from './styles';
import { lookOf, planMarks, sheetNameOf, targetPlace, SUMMARY_SHEET, summaryCellText, summaryRows } from './marks';

/**
 * The result workbook for xlsx/xlsm/xltx/xltm, edited in place from the target package.
 *
 * Styled mode: changed, inserted and deleted cells get a marked copy of their format (fill and
 * font from the ItemsStyle) and a note (legacy comment + VML shape) saying what was there before;
 * an inserted row or column is marked cell by cell; a deleted row or column is put back where it
 * was, marked and noted, with the source's column width (./rows, ./columns); a deleted sheet is
 * put back at its source position with its tab in the deleted colour (./sheets). Whatever moves
 * takes every reference to it along (./rows `shiftPackage`): formulas on all sheets, defined
 * names, charts, conditional formats, validations, links, merged ranges. The summary sheet
 * `docdelta changes` lists every change when GenerateSummaryPage is set, and is added anyway
 * for deleted columns and sheets.
 *
 * Clean mode: rejected cell value and formula changes get the source's content back; rejected
 * inserted rows, columns and sheets are removed and rejected deleted ones come back; a rejected
 * moved row or column leaves its target place and comes back, as the source had it, before the
 * first row (column) after it in the source that stayed in place; a rejected
 * style change gets the source cell's format back. Cell formats brought from the source are
 * matched by content in the target's styles part, or copied into it (./styles `importer`): the
 * two packages number their formats independently. Formulas brought back from the source (rows
 * and columns put back, cells given their content back) are written last, carried from the source's numbering into the result's, which differs from it by
 * the row and column changes that were kept. The recalculation chain is dropped so Excel recomputes.
 */

/** A whole-row edit, done after cell edits, bottom-up so target row numbers stay valid. */
interface RowOp {
  sheet: SheetData;
  /** 0-based target row: where rows are inserted before, or the row removed. */
  at: number;
  remove?: boolean;
  /** Rows to insert: source cells, how to write them, and the note for the first cell. */
  rows?: { cells: CellData[]; marked: boolean; note?: string }[];
  /** Source row, so rows put back before one target row keep the source's order. */
  order?: number;
  /** The sheet the rows come from: their cells are in its column numbering. */
  sourceSheet?: SheetData;
  /** A rejected move: the row `at` goes back before target row `moveTo` (made after the other edits). */
  moveTo?: number;
}

/** A whole-column edit, done after cell edits and before row edits, right to left. */
interface ColOp {
  sheet: SheetData;
  /** 0-based target column: where a column is inserted before, or the column removed. */
  at: number;
  remove?: boolean;
  /** The column to insert: its cells by target row, how to write them, its note, its `<col>` entry. */
  insert?: {
    cells: { row: number; cell: CellData }[];
    marked: boolean;
    note?: string;
    entry?: string;
    ownSheet: string;
  };
  /** Source column, so columns put back before one target column keep the source's order. */
  order?: number;
  /** A rejected move: the column `at` goes back before target column `moveTo` (made after the other edits). */
  moveTo?: number;
}

export function writeXlsxResult(input: ResultInput): ResultOutput {
  const warnings: ReaderWarning[] = [];
  const pkg = new EditablePackage(ZipArchive.of(input.target.bytes, input.target.archive));
  const source = input.source.document.familyData;
  const target = input.target.document.familyData;
  if (!isCellsWorkbook(source) || !isCellsWorkbook(target))
    throw new Error('the cells writer needs two workbooks read by the cells reader');
  const byStory = new Map<string, SheetData>(target.sheets.map((s) => [`sheet:${s.name}`, s]));
  const sourceByStory = new Map<string, SheetData>(source.sheets.map((s) => [`sheet:${s.name}`, s]));
  const options = input.options;
  const editors = new Map<string, SheetEditor>();
  const editor = (sheet: SheetData) => {
    let e = editors.get(sheet.part);
    if (!e) {
      e = new SheetEditor(pkg.textOf(sheet.part), sheet.part);
      editors.set(sheet.part, e);
    }
    return e;
  };
  const rowOps: RowOp[] = [];
  const colOps: ColOp[] = [];
  /** Source contents put back into target cells (clean mode), written once every row and column edit is made. */
  const restoredCells: RestoredCell[] = [];
  /** Sheets to put back from the source (name → tab colour) or to take out, done last. */
  const sheetOps: SheetOps = { restore: new Map(), remove: new Set() };
  const sourcePackage = new EditablePackage(ZipArchive.of(input.source.bytes, input.source.archive));
  const sourceColumn = (
    sourceSheet: SheetData | undefined,
    sheet: SheetData,
    change: EngineChange,
    marked: boolean,
    note?: string,
  ): ColOp['insert'] | undefined => {
    if (!sourceSheet) return undefined;
    const col = Number((change.source?.locator?.path ?? '').replace('column:', ''));
    const rows = rowMapping(sourceSheet, sheet, input.changes);
    const cells: { row: number; cell: CellData }[] = [];
    for (const row of sourceSheet.rows) {
      const cell = row.cells.find((c) => c.col === col);
      const targetRow = rows.get(row.row);
      if (cell && targetRow !== undefined) cells.push({ row: targetRow, cell });
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
  const sourceStyle: SourceStyle = styles
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
    applyRejected(
      input,
      byStory,
      sourceByStory,
      editor,
      pkg,
      styles,
      sourceStyle,
      rowOps,
      colOps,
      sheetOps,
      sourceColumn,
      restoredCells,
      warnings,
    );
  } else {
    markChanges(input, byStory, sourceByStory, editor, pkg, styles, rowOps, colOps, sheetOps, sourceColumn, warnings);
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
  const columnMaps = new Map<SheetData, (col: number) => number | undefined>();
  /** Where a source column's cells go in the result: through the target's columns and the column edits just made. */
  const resultColumn = (sheet: SheetData, sourceSheet: SheetData | undefined, col: number): number | undefined => {
    if (!sourceSheet) return col;
    const placement = placements.get(sheet);
    const restored = placement?.restored.get(col);
    if (restored !== undefined) return restored;
    let map = columnMaps.get(sheet);
    if (!map) {
      map = axisMapping('column', sourceSheet, sheet, input.changes);
      columnMaps.set(sheet, map);
    }
    const targetCol = map(col);
    return targetCol === undefined || !placement ? targetCol : shiftIndex(targetCol, placement.steps);
  };
  // Formulas brought from the source are in its numbering; the result's differs by the row and column changes kept.
  const rowPlans = new Map(
    target.sheets.map((sheet) => [
      sheet,
      rowPlan(
        sheet,
        rowOps.filter((op) => op.sheet === sheet),
      ),
    ]),
  );
  const rowMaps = new Map<string, IndexMap>();
  const colMaps = new Map<string, IndexMap>();
  for (const sheet of target.sheets) {
    const sourceSheet = sourceByStory.get(`sheet:${sheet.name}`);
    if (!sourceSheet) continue;
    const toTarget = axisMapping('row', sourceSheet, sheet, input.changes);
    const plan = rowPlans.get(sheet)!;
    rowMaps.set(sourceSheet.name, (row) => {
      const restored = plan.restored.get(row);
      if (restored !== undefined) return restored;
      const targetRow = toTarget(row);
      return targetRow === undefined ? undefined : shiftIndex(targetRow, plan.steps);
    });
    colMaps.set(sourceSheet.name, (col) => resultColumn(sheet, sourceSheet, col));
  }
  const resultFormula = (formula: string, ownSheet: string) => mapSourceFormula(formula, ownSheet, rowMaps, colMaps);
  applyRowOps(
    pkg,
    rowPlans,
    target.sheets,
    styles,
    sourceStyle,
    input.options.deleted,
    warnings,
    resultColumn,
    resultFormula,
  );
  writeRestoredCells(
    pkg,
    restoredCells,
    (sheet, row) => shiftIndex(row, rowPlans.get(sheet)?.steps ?? []),
    (sheet, col) => shiftIndex(col, placements.get(sheet)?.steps ?? []),
    resultFormula,
  );
  // Formulas of columns put back: their cells are at result columns already, only the row edits are still to follow.
  const columnFormulas = [...placements.values()].flatMap((placement) => placement.formulas);
  writeRestoredCells(
    pkg,
    columnFormulas,
    (sheet, row) => shiftIndex(row, rowPlans.get(sheet)?.steps ?? []),
    (_sheet, col) => col,
    resultFormula,
  );
  for (const [name, tabColor] of sheetOps.restore)
    restoreSheet(pkg, sourcePackage, name, { tabColor, style: sourceStyle }, warnings);
  for (const name of sheetOps.remove) removeSheet(pkg, name, warnings);
  // The calculation chain names cells by position and sheets by index; both may have moved.
  if (rowOps.length || colOps.length || sheetOps.restore.size || sheetOps.remove.size) dropCalcChain(pkg);
  if (styles && stylesPart) pkg.put(stylesPart, styles.toString());
  return { bytes: pkg.save(), warnings };
}

/** A source cellXfs index → the result's index for the same format. */
type SourceStyle = (sourceXf: number) => number;

/** A source `<col>` entry with its column format (`style`) in the result's numbering. */
function withColumnStyle(entry: string, sourceStyle: SourceStyle): string {
  return entry.replace(/\sstyle="(\d+)"/, (_m, s: string) => {
    const mapped = sourceStyle(Number(s));
    return mapped ? ` style="${mapped}"` : '';
  });
}

interface SheetOps {
  restore: Map<string, string | undefined>;
  remove: Set<string>;
}

type SourceColumn = (
  sourceSheet: SheetData | undefined,
  sheet: SheetData,
  change: EngineChange,
  marked: boolean,
  note?: string,
) => ColOp['insert'] | undefined;

/**
 * Source row → target row for the rows the two sheets share: rows not reported as inserted or
 * deleted pair in order, as the differ aligned them. When the counts disagree (some row
 * changes were not reported), rows keep their numbers.
 */
function rowMapping(sourceSheet: SheetData, sheet: SheetData, changes: readonly EngineChange[]): Map<number, number> {
  const deleted = new Set<number>();
  const inserted = new Set<number>();
  const moved = new Map<number, number>();
  for (const change of changes) {
    if (change.unit !== 'row') continue;
    const fromSource = change.source?.story === `sheet:${sourceSheet.name}`;
    const toTarget = change.target?.story === `sheet:${sheet.name}`;
    if ((change.kind === 'Deleted' || change.kind === 'Moved') && fromSource) deleted.add(change.source!.blockPath[1]);
    if ((change.kind === 'Inserted' || change.kind === 'Moved') && toTarget) inserted.add(change.target!.blockPath[1]);
    if (change.kind === 'Moved' && fromSource && toTarget)
      moved.set(sourceSheet.rows[change.source!.blockPath[1]]?.row, sheet.rows[change.target!.blockPath[1]]?.row);
  }
  const kept = sourceSheet.rows.filter((_, k) => !deleted.has(k));
  const keptTarget = sheet.rows.filter((_, k) => !inserted.has(k));
  const out = new Map<number, number>();
  if (kept.length !== keptTarget.length) {
    for (const row of sourceSheet.rows) out.set(row.row, row.row);
    return out;
  }
  kept.forEach((row, k) => out.set(row.row, keptTarget[k].row));
  // Moved rows pair where they moved to.
  for (const [from, to] of moved) if (from !== undefined && to !== undefined) out.set(from, to);
  return out;
}

/** The edits of a sheet's whole-row or whole-column operations, in the order they apply. */
function stepsFor(sheet: SheetData, axis: 'row' | 'col', ops: (RowOp | ColOp)[]): AxisEdit[] {
  return ops.map((op) => ({
    sheet: sheet.name,
    axis,
    at: op.at,
    count: op.remove ? -1 : axis === 'row' ? ((op as RowOp).rows?.length ?? 0) : (op as ColOp).insert ? 1 : 0,
  }));
}

/**
 * A sheet's row edits as applyRowOps makes them, worked out beforehand: the steps in order and
 * where each source row put back lands in the result.
 */
interface RowPlan {
  /** The sheet's row operations in the order they are made. */
  ops: RowOp[];
  steps: AxisEdit[];
  /** Per operation, the result row of the first row it inserts. */
  firstRows: number[];
  /** Source row put back → its result row. */
  restored: Map<number, number>;
}

function rowPlan(sheet: SheetData, ops: RowOp[]): RowPlan {
  const sorted = ops.filter((op) => op.moveTo === undefined).sort(byPlace);
  const steps = stepsFor(sheet, 'row', sorted);
  // Moves last, each in the numbering the edits before it left.
  for (const op of ops) {
    if (op.moveTo === undefined) continue;
    const at = shiftIndex(op.at, steps);
    if (at !== undefined)
      steps.push({ sheet: sheet.name, axis: 'row', at, count: 0, to: clampIndex(op.moveTo, steps) });
  }
  const firstRows = sorted.map((op, k) => shiftIndex(op.at, steps.slice(k + 1)) ?? op.at);
  const restored = new Map<number, number>();
  sorted.forEach((op, k) => {
    if (op.order !== undefined && !op.remove)
      (op.rows ?? []).forEach((_, i) => restored.set(op.order! + i, firstRows[k] + i));
  });
  return { ops: sorted, steps, firstRows, restored };
}

/** Right to left (bottom-up); at one place a removal first, then insertions, last source first. */
function byPlace(x: RowOp | ColOp, y: RowOp | ColOp): number {
  return y.at - x.at || (x.remove ? -1 : y.remove ? 1 : (y.order ?? 0) - (x.order ?? 0));
}

/*
 * Each sheet's operations become one list of edits applied in a single pass over the package:
 * removed cells go first (their places are still the original ones, as the list runs right to
 * left), then every reference moves, then what is put back is written at its final place.
 */

/** Per sheet, the column edits made and where each source column put back landed. */
type ColumnPlacements = Map<SheetData, { steps: AxisEdit[]; restored: Map<number, number>; formulas: RestoredCell[] }>;

function applyColOps(
  pkg: EditablePackage,
  ops: ColOp[],
  sheets: SheetPart[],
  styles: StylesEditor | undefined,
  sourceStyle: SourceStyle,
  deletedStyle: ItemStyle,
  warnings: ReaderWarning[],
): ColumnPlacements {
  const placements: ColumnPlacements = new Map();
  const bySheet = new Map<SheetData, ColOp[]>();
  for (const op of ops) bySheet.set(op.sheet, [...(bySheet.get(op.sheet) ?? []), op]);
  const workbook = workbookPartOf(pkg);
  const notMoved = new Set<string>();
  for (const [sheet, allOps] of bySheet) {
    const sheetOps = allOps.filter((op) => op.moveTo === undefined).sort(byPlace);
    const steps = stepsFor(sheet, 'col', sheetOps);
    // Moves last, each in the numbering the edits before it left; a moved column keeps its `<col>` entry.
    const movedEntries: { at: number; step: number; entry: string }[] = [];
    for (const op of allOps) {
      if (op.moveTo === undefined) continue;
      const at = shiftIndex(op.at, steps);
      if (at === undefined) continue;
      const entry = columnEntry(pkg.textOf(sheet.part), op.at);
      if (entry !== undefined) movedEntries.push({ at, step: steps.length, entry });
      steps.push({ sheet: sheet.name, axis: 'col', at, count: 0, to: clampIndex(op.moveTo, steps) });
    }
    // Shared formula groups are dissolved first when needed: a removed master would orphan its group.
    let xml = expandSharedFormulas(pkg.textOf(sheet.part), steps, sheet.name);
    for (const op of sheetOps) if (op.remove) xml = removeColumnCells(xml, op.at);
    pkg.put(sheet.part, xml);
    for (const what of shiftPackage(pkg, steps, sheets, workbook)) notMoved.add(what);
    xml = pkg.textOf(sheet.part);
    if (steps.some((step) => step.to !== undefined)) {
      xml = sortCellElements(xml);
      for (const { at, step, entry } of movedEntries)
        xml = setColumnEntry(xml, shiftIndex(at, steps.slice(step))!, entry);
    }
    const placed = sheetOps
      .map((op, k) => ({ op, col: shiftIndex(op.at, steps.slice(k + 1)) ?? op.at }))
      .filter((p) => p.op.insert);
    const formulas: RestoredCell[] = [];
    placements.set(sheet, {
      steps,
      restored: new Map(placed.filter((p) => p.op.order !== undefined).map((p) => [p.op.order!, p.col])),
      formulas,
    });
    for (const { op, col } of placed) if (op.insert?.entry) xml = setColumnEntry(xml, col, op.insert.entry);
    const editor = new SheetEditor(xml, sheet.part);
    const notes: [string, string][] = [];
    for (const { op, col } of placed) {
      const insert = op.insert!;
      for (const { row, cell } of insert.cells) {
        const base = sourceStyle(cell.xf ?? 0);
        if (insert.marked) {
          editor.setContent(row, col, { type: 's', raw: cell.text });
          editor.setStyle(row, col, styles ? styles.marked(base, 'deleted', deletedStyle) : 0);
        } else {
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
      if (insert.note) notes.push([cellRef(insert.cells[0]?.row ?? 0, col), insert.note]);
    }
    pkg.put(sheet.part, editor.toString());
    if (notes.length) addNotes(pkg, sheet.part, notes, warnings);
  }
  for (const what of notMoved) warnings.push({ code: 'cells-columns-renumbered', message: what });
  return placements;
}

function applyRowOps(
  pkg: EditablePackage,
  plans: Map<SheetData, RowPlan>,
  sheets: SheetPart[],
  styles: StylesEditor | undefined,
  sourceStyle: SourceStyle,
  deletedStyle: ItemStyle,
  warnings: ReaderWarning[],
  resultColumn: (sheet: SheetData, sourceSheet: SheetData | undefined, col: number) => number | undefined,
  resultFormula: (formula: string, ownSheet: string) => string,
): void {
  const workbook = workbookPartOf(pkg);
  const notMoved = new Set<string>();
  for (const [sheet, { ops: sheetOps, steps }] of plans) {
    if (!steps.length) continue;
    let xml = expandSharedFormulas(pkg.textOf(sheet.part), steps, sheet.name);
    for (const op of sheetOps) if (op.remove) xml = removeRowElement(xml, op.at);
    pkg.put(sheet.part, xml);
    for (const what of shiftPackage(pkg, steps, sheets, workbook)) notMoved.add(what);
    if (steps.some((step) => step.to !== undefined)) pkg.put(sheet.part, sortRowElements(pkg.textOf(sheet.part)));
  }
  // Rows put back go in once every sheet is renumbered: their formulas are already in the result's numbering.
  for (const [sheet, { ops: sheetOps, firstRows }] of plans) {
    if (!sheetOps.some((op) => op.rows?.length)) continue;
    let xml = pkg.textOf(sheet.part);
    const prefix = worksheetPrefix(xml);
    const notes: [string, string][] = [];
    sheetOps.forEach((op, k) => {
      const rows = op.rows ?? [];
      if (op.remove || !rows.length) return;
      const first = firstRows[k];
      const rowsXml = rows
        .map((row, i) => {
          const number = first + i;
          const placed = row.cells
            .map((cell) => ({ cell, col: resultColumn(sheet, op.sourceSheet, cell.col) }))
            .filter((p): p is { cell: CellData; col: number } => p.col !== undefined);
          placed.sort((x, y) => x.col - y.col);
          const cells = placed.map(({ cell, col }) => {
            const base = sourceStyle(cell.xf ?? 0);
            const ref = cellRef(number, col);
            if (row.marked)
              return cellElement(prefix, ref, styles ? styles.marked(base, 'deleted', deletedStyle) : 0, {
                type: 's',
                raw: cell.text,
              });
            return cellElement(prefix, ref, base, {
              type: cell.type,
              raw: cell.raw,
              formula:
                cell.formula === undefined
                  ? undefined
                  : resultFormula(cell.formula, op.sourceSheet?.name ?? sheet.name),
            });
          });
          if (row.note) notes.push([cellRef(number, 0), row.note]);
          return `<${prefix}row r="${number + 1}">${cells.join('')}</${prefix}row>`;
        })
        .join('');
      xml = insertRowElements(xml, first, rowsXml);
    });
    pkg.put(sheet.part, xml);
    if (notes.length) addNotes(pkg, sheet.part, notes, warnings);
  }
  for (const what of notMoved) warnings.push({ code: 'cells-rows-renumbered', message: what });
}

function markChanges(
  input: ResultInput,
  byStory: Map<string, SheetData>,
  sourceByStory: Map<string, SheetData>,
  editor: (sheet: SheetData) => SheetEditor,
  pkg: EditablePackage,
  styles: StylesEditor | undefined,
  rowOps: RowOp[],
  colOps: ColOp[],
  sheetOps: SheetOps,
  sourceColumn: SourceColumn,
  warnings: ReaderWarning[],
): void {
  const options = input.options;
  const { marks, summary, tabColors } = planMarks(input.changes, options, {
    sheet: (story) => byStory.get(story),
    sourceSheet: (story) => sourceByStory.get(story),
    rows: (sheet) => sheet.rows,
    // Deleted rows, columns and sheets go back where they were, marked, with a note (ShowDeletedContent).
    putBackRow: (sheet, at, sourceRow, sourceSheet, note) =>
      rowOps.push({
        sheet,
        at,
        order: sourceRow.row,
        sourceSheet,
        rows: [{ cells: sourceRow.cells, marked: true, note }],
      }),
    putBackColumn: (sheet, at, change, id, sourceSheet) => {
      const sourceCol = Number((change.source?.locator?.path ?? '').replace('column:', ''));
      const insert = sourceColumn(
        sourceSheet,
        sheet,
        change,
        true,
        `[${id}] deleted column ${columnName(sourceCol)} of the source`,
      );
      if (insert) colOps.push({ sheet, at, order: sourceCol, insert });
      return !!insert;
    },
    deletedSheet: (change) =>
      sheetOps.restore.set(sheetNameOf(change.source?.story), options.deleted.fontColor ?? 'FF0000'),
  });
  for (const [sheet, color] of tabColors) pkg.put(sheet.part, withTabColor(pkg.textOf(sheet.part), color));
  if (!styles && marks.size)
    warnings.push({
      code: 'cells-no-styles',
      message: 'the workbook has no styles part; changed cells get notes but no colours',
    });
  for (const [sheet, sheetMarks] of marks.bySheet) {
    const e = editor(sheet);
    const notes: [string, string][] = [];
    for (const [ref, m] of sheetMarks) {
      const { row, col } = parseCellRef(ref)!;
      if (styles) e.setStyle(row, col, styles.marked(e.styleIndex(row, col), m.kind, lookOf(options, m.kind)));
      if (m.notes.length) notes.push([ref, m.notes.join('\n')]);
    }
    if (notes.length) addNotes(pkg, sheet.part, notes, warnings);
  }
  if (summary.length) addSummarySheet(pkg, input.changes, summary, warnings);
}

function applyRejected(
  input: ResultInput,
  byStory: Map<string, SheetData>,
  sourceByStory: Map<string, SheetData>,
  editor: (sheet: SheetData) => SheetEditor,
  pkg: EditablePackage,
  styles: StylesEditor | undefined,
  sourceStyle: SourceStyle,
  rowOps: RowOp[],
  colOps: ColOp[],
  sheetOps: SheetOps,
  sourceColumn: SourceColumn,
  restoredCells: RestoredCell[],
  warnings: ReaderWarning[],
): void {
  let reverted = 0;
  for (const id of [...input.options.rejected].sort((x, y) => x - y)) {
    const change = input.changes[id];
    if (!change) continue;
    const { story, path: ref } = targetPlace(change);
    const sheet = byStory.get(story);
    const position = parseCellRef(ref);
    if (change.unit === 'row' && change.kind === 'Moved' && sheet) {
      // Back where the source had it, with what the target holds in it (rejected cell changes
      // in it are reverted as anywhere else); references to it follow it.
      const sourceSheet = sourceByStory.get(change.source?.story ?? '');
      const sourceRow = sourceSheet?.rows[change.source?.blockPath[1] ?? -1];
      if (sourceSheet && sourceRow) {
        const end = (sheet.rows[sheet.rows.length - 1]?.row ?? -1) + 1;
        const moveTo = placeBeforeNextKept('row', sourceRow.row, sourceSheet, sheet, input.changes, end);
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
        const moveTo = placeBeforeNextKept('column', sourceCol, sourceSheet, sheet, input.changes, end);
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
      if (change.kind === 'Inserted') rowOps.push({ sheet, at: row, remove: true });
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
      if (change.kind === 'Deleted') sheetOps.restore.set(sheetNameOf(change.source?.story), undefined);
      else sheetOps.remove.add(sheetNameOf(change.target?.story));
      reverted++;
      continue;
    }
    if (change.unit === 'column' && sheet) {
      const col = Number(ref.replace('column:', ''));
      if (change.kind === 'Inserted') colOps.push({ sheet, at: col, remove: true });
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
  if (reverted) dropCalcChain(pkg);
}

/** A target cell given the source's content back; its formula is in the source's numbering. */
interface RestoredCell {
  sheet: SheetData;
  /** Target position. */
  row: number;
  col: number;
  /** The sheet the formula was written on (its unqualified references). */
  ownSheet: string;
  content: CellContent | null;
}

/** Restored cells written at their result positions, formulas carried into the result's numbering. */
function writeRestoredCells(
  pkg: EditablePackage,
  cells: RestoredCell[],
  resultRow: (sheet: SheetData, row: number) => number | undefined,
  resultCol: (sheet: SheetData, col: number) => number | undefined,
  resultFormula: (formula: string, ownSheet: string) => string,
): void {
  const editors = new Map<SheetData, SheetEditor>();
  for (const cell of cells) {
    const row = resultRow(cell.sheet, cell.row);
    const col = resultCol(cell.sheet, cell.col);
    // The cell was in a row or column the result removes.
    if (row === undefined || col === undefined) continue;
    let e = editors.get(cell.sheet);
    if (!e) {
      e = new SheetEditor(pkg.textOf(cell.sheet.part), cell.sheet.part);
      editors.set(cell.sheet, e);
    }
    const content =
      cell.content?.formula === undefined
        ? cell.content
        : { ...cell.content, formula: resultFormula(cell.content.formula, cell.ownSheet) };
    e.setContent(row, col, content);
  }
  for (const [sheet, e] of editors) pkg.put(sheet.part, e.toString());
}

function cellAt(sheet: SheetData, path: number[] | undefined): CellData | undefined {
  if (!path || path.length < 3) return undefined;
  return sheet.rows[path[1]]?.cells[path[2]];
}

export function findStylesPart(pkg: EditablePackage): string | undefined {
  const workbook = workbookPartOf(pkg);
  for (const rel of pkg.relationships(workbook).values())
    if (rel.type.endsWith('/styles') && pkg.has(rel.target)) return rel.target;
  return undefined;
}

/** Relationship type URIs in the package's own flavour (Strict or Transitional). */
function relType(pkg: EditablePackage, kind: string): string {
  const strict = pkg.textOf(workbookPartOf(pkg)).includes('http://purl.oclc.org/ooxml/spreadsheetml/main');
  return `${strict ? 'http://purl.oclc.org/ooxml/officeDocument/relationships' : 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'}/${kind}`;
}

/** Drops xl/calcChain.xml: after cells are rewritten it may name formulas that are gone. */
function dropCalcChain(pkg: EditablePackage): void {
  const workbook = workbookPartOf(pkg);
  for (const [id, rel] of pkg.relationships(workbook)) {
    if (!rel.type.endsWith('/calcChain')) continue;
    pkg.remove(rel.target);
    pkg.removeOverride(rel.target);
    const relsName = relsPartOf(workbook);
    pkg.put(relsName, withoutRelationship(pkg.textOf(relsName), id));
  }
}

// ---------------------------------------------------------------------------------------------
// Notes (legacy comments + VML)

const NOTE_AUTHOR = 'docdelta';

export function addNotes(
  pkg: EditablePackage,
  sheetPart: string,
  notes: [string, string][],
  warnings: ReaderWarning[],
): void {
  const rels = pkg.relationships(sheetPart);
  let commentsPart = [...rels.values()].find((r) => r.type.endsWith('/comments'))?.target;
  let vmlPart = [...rels.values()].find((r) => r.type.endsWith('/vmlDrawing'))?.target;
  const strictMain = pkg.textOf(sheetPart).includes('http://purl.oclc.org/ooxml/spreadsheetml/main');
  const main = strictMain
    ? 'http://purl.oclc.org/ooxml/spreadsheetml/main'
    : 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  if (!commentsPart || !pkg.has(commentsPart)) {
    commentsPart = pkg.freeName('xl/comments', '.xml');
    pkg.put(
      commentsPart,
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<comments xmlns="${main}"><authors></authors><commentList></commentList></comments>`,
    );
    pkg.addRelationship(sheetPart, relType(pkg, 'comments'), commentsPart);
    pkg.addOverride(commentsPart, 'application/vnd.openxmlformats-officedocument.spreadsheetml.comments+xml');
  }
  let comments = pkg.textOf(commentsPart);
  const prefix = rootPrefix(comments, 'comments');
  // Author list: reuse or append ours.
  const authors = [...comments.matchAll(new RegExp(`<${prefix}author>([\\s\\S]*?)</${prefix}author>`, 'g'))].map(
    (m) => m[1],
  );
  let authorId = authors.indexOf(NOTE_AUTHOR);
  if (authorId < 0) {
    authorId = authors.length;
    if (/<([\w.-]+:)?authors\s*\/>/.test(comments))
      comments = comments.replace(
        /<([\w.-]+:)?authors\s*\/>/,
        `<${prefix}authors><${prefix}author>${NOTE_AUTHOR}</${prefix}author></${prefix}authors>`,
      );
    else
      comments = comments.replace(
        `</${prefix}authors>`,
        `<${prefix}author>${NOTE_AUTHOR}</${prefix}author></${prefix}authors>`,
      );
  }
  const newShapes: string[] = [];
  for (const [ref, text] of notes) {
    const run = `<${prefix}r><${prefix}rPr><${prefix}b/><${prefix}sz val="9"/></${prefix}rPr><${prefix}t xml:space="preserve">docdelta: ${escapeXml(text)}</${prefix}t></${prefix}r>`;
    const existing = new RegExp(`(<${prefix}comment\\s[^>]*ref="${ref}"[^>]*>[\\s\\S]*?)(</${prefix}text>)`).exec(
      comments,
    );
    if (existing) {
      comments = comments.replace(
        existing[0],
        `${existing[1]}<${prefix}r><${prefix}t xml:space="preserve">\n</${prefix}t></${prefix}r>${run}${existing[2]}`,
      );
      continue;
    }
    const comment = `<${prefix}comment ref="${ref}" authorId="${authorId}"><${prefix}text>${run}</${prefix}text></${prefix}comment>`;
    if (/<([\w.-]+:)?commentList\s*\/>/.test(comments))
      comments = comments.replace(
        /<([\w.-]+:)?commentList\s*\/>/,
        `<${prefix}commentList>${comment}</${prefix}commentList>`,
      );
    else comments = comments.replace(`</${prefix}commentList>`, `${comment}</${prefix}commentList>`);
    newShapes.push(vmlShape(pkg, ref));
  }
  pkg.put(commentsPart, comments);
  if (!newShapes.length) return;
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

const VML_HEAD =
  '<xml xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel">' +
  '<o:shapelayout v:ext="edit"><o:idmap v:ext="edit" data="1"/></o:shapelayout>' +
  '<v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe"><v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype>';
const VML_TAIL = '</xml>';

/** Shape ids count per written package, so identical inputs give identical ids in a long-running server. */
const shapeCounters = new WeakMap<EditablePackage, number>();

function vmlShape(pkg: EditablePackage, ref: string): string {
  const { row, col } = parseCellRef(ref)!;
  const shapeCounter = ((shapeCounters.get(pkg) ?? 0) + 1) % 100000;
  shapeCounters.set(pkg, shapeCounter);
  return (
    `<v:shape id="_x0000_s${1025 + shapeCounter}" type="#_x0000_t202" style="position:absolute;margin-left:59.25pt;margin-top:1.5pt;width:180pt;height:60pt;z-index:1;visibility:hidden" fillcolor="#ffffe1" o:insetmode="auto">` +
    '<v:fill color2="#ffffe1"/><v:shadow on="t" color="black" obscured="t"/><v:path o:connecttype="none"/><v:textbox style="mso-direction-alt:auto"><div style="text-align:left"></div></v:textbox>' +
    `<x:ClientData ObjectType="Note"><x:MoveWithCells/><x:SizeWithCells/><x:Anchor>${col + 1}, 15, ${row}, 2, ${col + 4}, 15, ${row + 4}, 16</x:Anchor><x:AutoFill>False</x:AutoFill><x:Row>${row}</x:Row><x:Column>${col}</x:Column></x:ClientData></v:shape>`
  );
}

/** `<legacyDrawing>` goes after `drawing` and before the elements CT_Worksheet lists after it. */
function insertLegacyDrawing(sheet: string, id: string, warnings: ReaderWarning[], part: string): string {
  const prefix = worksheetPrefix(sheet);
  const rPrefix = relationshipsPrefix(sheet);
  let element: string;
  let result = sheet;
  if (rPrefix) element = `<${prefix}legacyDrawing ${rPrefix}:id="${id}"/>`;
  else {
    element = `<${prefix}legacyDrawing r:id="${id}"/>`;
    const strict = sheet.includes('http://purl.oclc.org/ooxml/spreadsheetml/main');
    result = result.replace(
      /<([\w.-]+:)?worksheet(?=[\s>])/,
      (m) =>
        `${m} xmlns:r="${strict ? 'http://purl.oclc.org/ooxml/officeDocument/relationships' : 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'}"`,
    );
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
    if (match) return result.slice(0, match.index) + element + result.slice(match.index);
  }
  const close = result.lastIndexOf(`</${prefix}worksheet>`);
  return result.slice(0, close) + element + result.slice(close);
}

// ---------------------------------------------------------------------------------------------
// Summary sheet

function addSummarySheet(
  pkg: EditablePackage,
  all: readonly EngineChange[],
  listed: EngineChange[],
  warnings: ReaderWarning[],
): void {
  const workbook = workbookPartOf(pkg);
  let workbookXml = pkg.textOf(workbook);
  const prefix = rootPrefix(workbookXml, 'workbook');
  const strict = workbookXml.includes('http://purl.oclc.org/ooxml/spreadsheetml/main');
  const main = strict
    ? 'http://purl.oclc.org/ooxml/spreadsheetml/main'
    : 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  let name = SUMMARY_SHEET;
  for (let n = 2; workbookXml.includes(`name="${name}"`); n++) name = `${SUMMARY_SHEET} ${n}`;
  const part = pkg.freeName('xl/worksheets/sheet', '.xml');
  const sheetData = summaryRows(all, listed)
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells.map((v, c) => (v === '' ? '' : `<c r="${cellRef(r, c)}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(summaryCellText(v))}</t></is></c>`)).join('')}</row>`,
    )
    .join('');
  pkg.put(
    part,
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${main}"><cols><col min="1" max="2" width="14" customWidth="1"/><col min="3" max="3" width="30" customWidth="1"/><col min="4" max="5" width="40" customWidth="1"/></cols><sheetData>${sheetData}</sheetData></worksheet>`,
  );
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
  const entry = `<${prefix}sheet name="${escapeXml(name)}" sheetId="${sheetId}"${relationshipsDeclaration(workbookXml)} ${rPrefix}:id="${id}"/>`;
  workbookXml = workbookXml.replace(`</${prefix}sheets>`, `${entry}</${prefix}sheets>`);
  pkg.put(workbook, workbookXml);
}
