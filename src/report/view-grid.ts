import type { ChangeInfoRecord } from '../engine/changeinfo';
import { formatByExtension, readDocument, type InputDocument } from '../engine/index';
import type { Block, DocumentModel } from '../engine/model/document';
import type { CellGrid } from './types';

/**
 * The cells around each spreadsheet change, in both versions: what a reviewer of a sheet looks
 * at (the row and column headings, the neighbours that give a number its meaning), where a page
 * picture of the sheet would be too small to read on a phone.
 */

/** Rows and columns each side of the changed cell. */
const AROUND = 2;

type Values = Map<string, Map<string, string>>;

/** Each change's grid, parallel to `changes`; undefined when neither side is a spreadsheet. */
export async function cellGrids(
  before: InputDocument | undefined,
  after: InputDocument | undefined,
  changes: readonly ChangeInfoRecord[],
): Promise<(CellGrid | null)[] | undefined> {
  const isSheet = (side?: InputDocument) => !!side && formatByExtension(side.fileName)?.family === 'cells';
  if (!isSheet(before) && !isSheet(after)) return undefined;
  const [old, now] = await Promise.all([sheetValues(before), sheetValues(after)]);
  const grids = changes.map((change) => gridAround(change, old, now));
  return grids.some(Boolean) ? grids : undefined;
}

async function sheetValues(side: InputDocument | undefined): Promise<Values> {
  const values: Values = new Map();
  if (!side) return values;
  const model: DocumentModel = await readDocument(side);
  for (const story of model.stories) {
    if (story.kind !== 'sheet') continue;
    const cells = new Map<string, string>();
    for (const block of story.blocks) {
      if (block.type !== 'table') continue;
      for (const row of block.rows)
        for (const cell of row.cells) if (cell.ref) cells.set(cell.ref, blocksText(cell.blocks));
    }
    values.set(story.label, cells);
  }
  return values;
}

function blocksText(blocks: readonly Block[]): string {
  return blocks
    .map((block) => (block.type === 'paragraph' ? block.runs.map((run) => run.text).join('') : ''))
    .join('\n');
}

/** `Sheet1!B7: 41`, `'My sheet'!AA10: x` */
const CELL = /^(?:'((?:[^']|'')+)'|([^!\s]+))!([A-Z]{1,3})(\d+)\b/;

function gridAround(change: ChangeInfoRecord, old: Values, now: Values): CellGrid | null {
  const match = CELL.exec(change.TargetText || change.Text) ?? CELL.exec(change.Text);
  if (!match) return null;
  const sheet = match[1]?.replace(/''/g, "'") ?? match[2];
  const oldCells = old.get(sheet);
  const newCells = now.get(sheet);
  if (!oldCells && !newCells) return null;
  const column = columnNumber(match[3]);
  const row = Number(match[4]);
  const firstColumn = Math.max(1, column - AROUND);
  const firstRow = Math.max(1, row - AROUND);
  const columns = Array.from({ length: column + AROUND - firstColumn + 1 }, (_, i) => columnName(firstColumn + i));
  const rows = Array.from({ length: row + AROUND - firstRow + 1 }, (_, i) => {
    const r = firstRow + i;
    return {
      row: r,
      old: columns.map((c) => oldCells?.get(`${c}${r}`) ?? ''),
      new: columns.map((c) => newCells?.get(`${c}${r}`) ?? ''),
    };
  });
  return { sheet, columns, rows, focus: { row: row - firstRow, column: column - firstColumn } };
}

function columnNumber(letters: string): number {
  return [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
}

function columnName(n: number): string {
  let name = '';
  for (; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}
