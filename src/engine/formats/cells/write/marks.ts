import type { EngineChange } from '../../../diff/types';
import type { ItemStyle, ResultOptions } from '../../writer';
import type { RowData, SheetData } from '../model';
import { cellRef, parseCellRef, parseRange } from '../refs';

/**
 * What the styled results of both spreadsheet writers (xlsx, ods) put on cells: which cell a
 * change marks, in which colour, with which note. The writers differ in how a mark is written
 * (a cell format and a legacy comment, an automatic style and an annotation), not in what it says.
 */

export type MarkKind = 'inserted' | 'deleted' | 'changed';

/** One cell's mark: the cell (`B7`), its kind, the note line for it (none: colour only). */
export interface CellMark {
  ref: string;
  kind: MarkKind;
  note?: string;
}

/** A cell's marks gathered from every change that names it. */
export interface Mark {
  kind: MarkKind;
  notes: string[];
}

export const SUMMARY_SHEET = 'docdelta changes';

/** The sheet a story key names (`sheet:Budget` → `Budget`). */
export function sheetNameOf(story: string | undefined): string {
  return (story ?? '').replace(/^sheet:/, '');
}

/** Where in the target a change shows: its own place, or for a deletion the place it was next to. */
export function targetPlace(change: EngineChange): { story: string; path: string } {
  return {
    story: change.target?.story ?? change.anchor?.story ?? '',
    path: change.target?.locator?.path ?? change.anchor?.locator?.path ?? '',
  };
}

/** Whether the options show the change on the sheet (ShowInsertedContent, ShowDeletedContent). */
export function shownOnSheet(change: EngineChange, options: ResultOptions): boolean {
  return (change.kind !== 'Inserted' || options.showInserted) && (change.kind !== 'Deleted' || options.showDeleted);
}

export function markKindOf(change: EngineChange): MarkKind {
  return change.kind === 'Inserted' ? 'inserted' : change.kind === 'Deleted' ? 'deleted' : 'changed';
}

export function lookOf(options: ResultOptions, kind: MarkKind): ItemStyle {
  return kind === 'inserted' ? options.inserted : kind === 'deleted' ? options.deleted : options.changed;
}

/**
 * The mark of a change of unit `cell` at target path `ref`: a merged area changed marks its
 * top-left cell, a cell its own cell with what it held before (style, formula or value).
 * Undefined when the path is neither.
 */
export function cellMark(change: EngineChange, id: number, ref: string): CellMark | undefined {
  if (ref.startsWith('merge:')) {
    const range = parseRange(ref.slice(6));
    return range
      ? {
          ref: cellRef(range.top, range.left),
          kind: 'changed',
          note: `[${id}] ${change.styleChanges?.[0]?.newValue ?? 'merge changed'} (${ref.slice(6)})`,
        }
      : undefined;
  }
  if (!parseCellRef(ref)) return undefined;
  const note =
    change.kind === 'StyleChanged'
      ? `[${id}] style: ${(change.styleChanges ?? []).map((s) => `${s.property} ${s.oldValue} → ${s.newValue}`).join('; ')}`
      : change.place.endsWith(' formula')
        ? `[${id}] formula was: ${change.text || '(none)'}`
        : `[${id}] was: ${change.text === '' ? '(empty)' : change.text}`;
  return { ref, kind: markKindOf(change), note };
}

/** The mark of a change of unit `text` (a cell's comment) at target path `comment:B7`. */
export function commentMark(change: EngineChange, id: number, ref: string): CellMark | undefined {
  const commentRef = ref.replace(/^comment:/, '');
  return parseCellRef(commentRef)
    ? { ref: commentRef, kind: markKindOf(change), note: `[${id}] comment was: ${change.text || '(none)'}` }
    : undefined;
}

/** An inserted row's cells, the first one noted. */
export function insertedRowMarks(id: number, row: number, rowData: RowData | undefined): CellMark[] {
  return (rowData?.cells ?? []).map((cell, k) => ({
    ref: cellRef(row, cell.col),
    kind: 'inserted',
    note: k === 0 ? `[${id}] inserted row` : undefined,
  }));
}

/** An inserted column's cells, the one in the sheet's first row noted. */
export function insertedColumnMarks(id: number, col: number, rows: readonly RowData[]): CellMark[] {
  const out: CellMark[] = [];
  for (const row of rows)
    for (const cell of row.cells)
      if (cell.col === col)
        out.push({
          ref: cellRef(row.row, col),
          kind: 'inserted',
          note: row === rows[0] ? `[${id}] inserted column` : undefined,
        });
  return out;
}

/** A moved row's (or, given `col`, a moved column's) cells marked changed, the first one noted with where it came from. */
export function movedMarks(
  id: number,
  change: EngineChange,
  rows: readonly RowData[],
  col: number | undefined,
): CellMark[] {
  const out: CellMark[] = [];
  const from = /moved from (.*)$/.exec(change.place)?.[1] ?? 'elsewhere';
  for (const row of rows) {
    for (const cell of row.cells) {
      if (col !== undefined && cell.col !== col) continue;
      out.push({
        ref: cellRef(row.row, cell.col),
        kind: 'changed',
        note: out.length === 0 ? `[${id}] moved from ${from}` : undefined,
      });
    }
  }
  return out;
}

/** A deleted row that cannot be put back: the first cell of the target row below it says so. */
export function deletedRowAboveMark(change: EngineChange, id: number, row: number): CellMark {
  return {
    ref: cellRef(row, 0),
    kind: 'deleted',
    note: `[${id}] deleted row of the source above this row: ${shortValues(change.text)}`,
  };
}

/** A deleted column that is not put back: the top cell of the target column right of it says so. */
export function deletedColumnLeftMark(
  change: EngineChange,
  id: number,
  col: number,
  rows: readonly RowData[],
): CellMark {
  return {
    ref: cellRef(rows[0]?.row ?? 0, col),
    kind: 'deleted',
    note: `[${id}] deleted column of the source left of this one: ${shortValues(change.text)}`,
  };
}

export function deletedRowNote(id: number, sourceRow: number): string {
  return `[${id}] deleted row ${sourceRow + 1} of the source`;
}

/** Marks per sheet and cell; a cell marked by changes of different kinds is `changed`. */
export class SheetMarks<Sheet> {
  readonly bySheet = new Map<Sheet, Map<string, Mark>>();

  add(sheet: Sheet, mark: CellMark | undefined): void {
    if (!mark) return;
    let sheetMarks = this.bySheet.get(sheet);
    if (!sheetMarks) {
      sheetMarks = new Map();
      this.bySheet.set(sheet, sheetMarks);
    }
    const existing = sheetMarks.get(mark.ref);
    if (existing) {
      if (mark.note) existing.notes.push(mark.note);
      if (existing.kind !== mark.kind) existing.kind = 'changed';
    } else sheetMarks.set(mark.ref, { kind: mark.kind, notes: mark.note ? [mark.note] : [] });
  }

  get size(): number {
    return this.bySheet.size;
  }
}

/** The summary sheet's rows: counts by kind, then one row per listed change with its id. */
export function summaryRows(all: readonly EngineChange[], listed: readonly EngineChange[]): string[][] {
  const ids = new Map(all.map((c, k) => [c, k]));
  const counts = new Map<string, number>();
  for (const change of all) counts.set(change.kind, (counts.get(change.kind) ?? 0) + 1);
  const rows: string[][] = [
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
export function shortValues(text: string, max = 50): string {
  const values = text.split(' | ');
  return values.length > max ? `${values.slice(0, max).join(' | ')} | …` : text;
}

/** Summary cells are capped below the 32,767 characters a spreadsheet cell holds. */
export function summaryCellText(value: string): string {
  return value.length > 32000 ? `${value.slice(0, 32000)}…` : value;
}

/** How a writer reaches its sheets and puts deleted rows and columns back, for planMarks. */
export interface MarkTargets<Sheet> {
  sheet(story: string): Sheet | undefined;
  sourceSheet(story: string): SheetData | undefined;
  rows(sheet: Sheet): readonly RowData[];
  /** Puts a deleted source row back before target row `at`, marked, its first cell noted. */
  putBackRow(sheet: Sheet, at: number, sourceRow: RowData, sourceSheet: SheetData, note: string): void;
  /** Puts a deleted source column back before target column `at`; false when it cannot. */
  putBackColumn?(
    sheet: Sheet,
    at: number,
    change: EngineChange,
    id: number,
    sourceSheet: SheetData | undefined,
  ): boolean;
  /** A sheet of the source that the target lacks (shown, unlike other changes, outside any target sheet). */
  deletedSheet?(change: EngineChange): void;
}

export interface MarkPlan<Sheet> {
  marks: SheetMarks<Sheet>;
  /** The changes the summary sheet lists: all of them with GenerateSummaryPage, else those the sheets cannot show. */
  summary: EngineChange[];
  /** Inserted sheets and their tab colour. */
  tabColors: Map<Sheet, string>;
}

/**
 * What a styled spreadsheet result shows for each change: cell marks, rows and columns put
 * back (through `targets`), coloured tabs, and the summary sheet's list.
 */
export function planMarks<Sheet>(
  changes: readonly EngineChange[],
  options: ResultOptions,
  targets: MarkTargets<Sheet>,
): MarkPlan<Sheet> {
  const marks = new SheetMarks<Sheet>();
  const summary: EngineChange[] = [];
  const tabColors = new Map<Sheet, string>();
  changes.forEach((change, id) => {
    const { story, path: ref } = targetPlace(change);
    const sheet = targets.sheet(story);
    const sourceSheet = targets.sourceSheet(change.source?.story ?? '');
    if (options.summaryPage) summary.push(change);
    if (!shownOnSheet(change, options)) return;
    if (change.unit === 'story' && change.kind === 'Deleted') targets.deletedSheet?.(change);
    if (!sheet) {
      if (!options.summaryPage) summary.push(change);
      return;
    }
    switch (change.unit) {
      case 'cell':
        marks.add(sheet, cellMark(change, id, ref));
        break;
      case 'row': {
        const row = Number(ref.replace('row:', ''));
        if (change.kind === 'Moved')
          for (const m of movedMarks(
            id,
            change,
            targets.rows(sheet).filter((r) => r.row === row),
            undefined,
          ))
            marks.add(sheet, m);
        else if (change.kind === 'Inserted')
          for (const m of insertedRowMarks(id, row, targets.rows(sheet)[change.target?.blockPath[1] ?? -1]))
            marks.add(sheet, m);
        else {
          const sourceRow = sourceSheet?.rows[change.source?.blockPath[1] ?? -1];
          if (sourceRow) targets.putBackRow(sheet, row, sourceRow, sourceSheet!, deletedRowNote(id, sourceRow.row));
          else marks.add(sheet, deletedRowAboveMark(change, id, row));
        }
        break;
      }
      case 'column': {
        const col = Number(ref.replace('column:', ''));
        if (change.kind === 'Moved')
          for (const m of movedMarks(id, change, targets.rows(sheet), col)) marks.add(sheet, m);
        else if (change.kind === 'Inserted')
          for (const m of insertedColumnMarks(id, col, targets.rows(sheet))) marks.add(sheet, m);
        else {
          if (!targets.putBackColumn?.(sheet, col, change, id, sourceSheet))
            marks.add(sheet, deletedColumnLeftMark(change, id, col, targets.rows(sheet)));
          if (!options.summaryPage) summary.push(change);
        }
        break;
      }
      case 'text':
        marks.add(sheet, commentMark(change, id, ref));
        break;
      default:
        if (change.unit === 'story' && change.kind === 'Inserted')
          tabColors.set(sheet, options.inserted.fontColor ?? '0000FF');
        if (!options.summaryPage) summary.push(change);
    }
  });
  return { marks, summary, tabColors };
}
