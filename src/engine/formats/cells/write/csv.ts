import type { ReaderWarning } from '../../../model/document';
import type { ResultInput, ResultOutput } from '../../writer';
import { isCellsWorkbook, type RowData, type SheetData } from '../model';
import { placeBeforeNextKept } from './references';

/**
 * CSV/TSV results. Styled: the target's rows with a first column `change` (`inserted`,
 * `deleted`, `modified`, empty) and deleted rows put back where they were; a modified cell
 * reads `new [was: old]`. Clean: the target with rejected cell changes reverted and rejected
 * moved rows and columns back in their source place (with the cell changes in them that were
 * kept), no marker column. Written as RFC 4180 with CRLF line endings.
 */

export function writeDelimitedResult(input: ResultInput): ResultOutput {
  const warnings: ReaderWarning[] = [];
  const separator = input.format === 'tsv' ? '\t' : ',';
  const source = input.source.document.familyData;
  const target = input.target.document.familyData;
  if (!isCellsWorkbook(source) || !isCellsWorkbook(target))
    throw new Error('the cells writer needs two workbooks read by the cells reader');
  const sheet = target.sheets[0];
  const sourceSheet = source.sheets[0];
  const grid = toGrid(sheet);
  const clean = input.options.mode !== 'styled';
  const markers = new Map<number, string>();
  const deletedBefore = new Map<number, string[][]>();
  /** Rejected moves (clean mode): `to` is the target row or column, `before` where it goes back. */
  const rejectedMoves: { unit: 'row' | 'column'; from: number; to: number; before: number }[] = [];
  input.changes.forEach((change, id) => {
    const rejected = input.options.rejected.has(id);
    if (clean && !rejected) return;
    const rowIndex = change.target?.blockPath[1] ?? change.anchor?.blockPath[1];
    if (change.unit === 'cell' && rowIndex !== undefined) {
      const row = sheet?.rows[rowIndex];
      const ref = change.target?.locator?.path ?? change.anchor?.locator?.path ?? '';
      const col = columnOf(ref);
      if (!row || col < 0 || change.place.endsWith(' formula') || change.kind === 'StyleChanged') return;
      const gridRow = grid[row.row] ?? (grid[row.row] = []);
      if (clean) gridRow[col] = change.text;
      else {
        gridRow[col] =
          change.kind === 'Modified'
            ? `${change.targetText} [was: ${change.text}]`
            : change.kind === 'Deleted'
              ? `[was: ${change.text}]`
              : change.targetText;
        if (!markers.has(row.row)) markers.set(row.row, 'modified');
      }
    } else if (change.unit === 'row' && change.kind === 'Moved' && rowIndex !== undefined && !clean) {
      const row = sheet?.rows[rowIndex];
      if (row) markers.set(row.row, 'moved');
    } else if ((change.unit === 'row' || change.unit === 'column') && change.kind === 'Moved' && clean) {
      const unit = change.unit;
      const from = Number((change.source?.locator?.path ?? '').replace(`${unit}:`, ''));
      const to = Number((change.target?.locator?.path ?? '').replace(`${unit}:`, ''));
      if (!sheet || !sourceSheet || !Number.isInteger(from) || !Number.isInteger(to)) return;
      const end = unit === 'row' ? grid.length : Math.max(0, ...grid.map((cells) => cells?.length ?? 0));
      rejectedMoves.push({
        unit,
        from,
        to,
        before: placeBeforeNextKept(unit, from, sourceSheet, sheet, input.changes, end),
      });
    } else if (change.unit === 'row' && change.kind === 'Inserted' && rowIndex !== undefined) {
      const row = sheet?.rows[rowIndex];
      if (!row) return;
      if (clean) grid[row.row] = undefined as unknown as string[];
      else markers.set(row.row, 'inserted');
    } else if (change.unit === 'row' && change.kind === 'Deleted') {
      const sourceRow = sourceSheet?.rows[change.source?.blockPath[1] ?? -1];
      if (!sourceRow) return;
      const anchorRow = sheet?.rows[change.anchor?.blockPath[1] ?? -1]?.row ?? grid.length;
      const list = deletedBefore.get(anchorRow) ?? [];
      list.push(rowCells(sourceRow));
      deletedBefore.set(anchorRow, list);
    } else if (rejected || !clean) {
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
    if (cells === undefined) continue;
    grid[move.to] = undefined as unknown as string[];
    const list = deletedBefore.get(move.before) ?? [];
    list.push(cells);
    deletedBefore.set(move.before, list);
  }
  reorderColumns(
    grid,
    rejectedMoves.filter((m) => m.unit === 'column'),
  );
  const lines: string[] = [];
  const emit = (cells: string[], marker?: string) =>
    lines.push((clean ? cells : [marker ?? '', ...cells]).map((v) => quote(v ?? '', separator)).join(separator));
  const total = Math.max(grid.length, ...[...deletedBefore.keys()].map((k) => k + 1), 0);
  for (let r = 0; r <= total; r++) {
    for (const cells of deletedBefore.get(r) ?? []) emit(cells, clean ? undefined : 'deleted');
    if (r < grid.length && (grid[r] !== undefined || !clean)) {
      if (grid[r] === undefined && clean) continue;
      emit(grid[r] ?? [], markers.get(r));
    }
  }
  const text = lines.length ? `${lines.join('\r\n')}\r\n` : '';
  return { bytes: new TextEncoder().encode(text), warnings };
}

/** Target columns moved back before the target column `before` (the end: after the last), in source order. */
function reorderColumns(grid: string[][], moves: { from: number; to: number; before: number }[]): void {
  if (!moves.length) return;
  const width = Math.max(0, ...grid.map((cells) => cells?.length ?? 0));
  const moved = new Set(moves.map((m) => m.to));
  const order: number[] = [];
  for (let col = 0; col <= width; col++) {
    for (const move of moves.filter((m) => m.before === col).sort((x, y) => x.from - y.from)) order.push(move.to);
    if (col < width && !moved.has(col)) order.push(col);
  }
  grid.forEach((cells, r) => {
    if (cells !== undefined) grid[r] = order.map((col) => cells[col] ?? '');
  });
}

function toGrid(sheet: SheetData | undefined): string[][] {
  const grid: string[][] = [];
  if (!sheet) return grid;
  const last = sheet.rows.length ? sheet.rows[sheet.rows.length - 1].row : -1;
  for (let r = 0; r <= last; r++) grid.push([]);
  for (const row of sheet.rows) grid[row.row] = rowCells(row);
  return grid;
}

function rowCells(row: RowData): string[] {
  const cells: string[] = [];
  for (const cell of row.cells) cells[cell.col] = cell.text;
  return Array.from(cells, (v) => v ?? '');
}

function columnOf(ref: string): number {
  const match = /^([A-Z]+)\d+$/.exec(ref);
  if (!match) return -1;
  let n = 0;
  for (const ch of match[1]) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

function quote(value: string, separator: string): string {
  return value.includes(separator) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
