/**
 * Spreadsheet quality corpus: pairs of workbooks (xlsx, ods) and CSV files made from real text
 * (the municipal-code prose of ./prose.txt) and numbers, each edited the way people edit tables
 * — several edits in one sheet: columns inserted, deleted and moved, rows inserted, deleted and
 * moved, cells edited, the sheet renamed — in every combination of those classes, with the truth
 * of what was done. Scored by ./cells-score.ts for docdelta and daff alike.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOds } from '../fixtures/ods-builder';
import { buildXlsx } from '../fixtures/xlsx-builder';
import { mulberry32 } from './generate';

export const CELL_CLASSES = [
  'cell edit',
  'row insert',
  'row delete',
  'row move',
  'column insert',
  'column delete',
  'column move',
  'sheet rename',
] as const;
export type CellClass = (typeof CELL_CLASSES)[number];

/** Structural classes combined in every way; cell edits are in every pair. */
const STRUCTURAL: CellClass[] = [
  'row insert',
  'row delete',
  'row move',
  'column insert',
  'column delete',
  'column move',
  'sheet rename',
];

export type Value = string | number;
export type Table = Value[][];

export interface CellTruthEdit {
  class: CellClass;
  /** Cell edits and renames: old and new text. */
  old?: string;
  new?: string;
  /** Rows and columns: their values. */
  values?: string[];
}

export interface CellPair {
  name: string;
  format: 'xlsx' | 'ods' | 'csv';
  source: Uint8Array;
  target: Uint8Array;
  /** The edited sheet as tables (daff is given these), before and after. */
  before: Table;
  after: Table;
  edits: CellTruthEdit[];
}

function proseWords(): string[] {
  const text = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'prose.txt'), 'utf8');
  return text
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join(' ')
    .split(/\s+/)
    .map((w) => w.replace(/[^A-Za-z'-]/g, ''))
    .filter((w) => w.length > 1);
}

interface Row {
  id: number;
  cells: Map<number, Value>;
}

interface Sheet {
  name: string;
  /** Column keys in order. */
  cols: number[];
  headers: Map<number, string>;
  hasHeader: boolean;
  rows: Row[];
}

const CATEGORIES = ['Residential', 'Commercial', 'Mixed use', 'Agricultural', 'Industrial'];
const HEADERS = [
  'Parcel',
  'Provision',
  'Zone',
  'Units',
  'Area',
  'Fee',
  'Setback',
  'Owner note',
  'Height',
  'Permit',
  'Review',
  'District',
];

class Maker {
  private nextCol = 0;
  private nextRow = 0;
  constructor(
    readonly rng: () => number,
    private readonly words: string[],
  ) {}
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.rng() * list.length)];
  }
  phrase(): string {
    const start = Math.floor(this.rng() * (this.words.length - 8));
    return this.words.slice(start, start + 2 + Math.floor(this.rng() * 5)).join(' ');
  }
  /** A column kind: 0 text, 1 category, 2 integer, 3 decimal, 4 id. */
  value(kind: number, row: number): Value {
    if (kind === 0) return this.phrase();
    if (kind === 1) return this.pick(CATEGORIES);
    if (kind === 2) return 1 + Math.floor(this.rng() * 400);
    if (kind === 3) return Math.round(this.rng() * 1_000_000) / 100;
    return `R${10000 + row}`;
  }
  column(): number {
    return this.nextCol++;
  }
  rowId(): number {
    return this.nextRow++;
  }
}

function table(sheet: Sheet): Table {
  const out: Table = [];
  if (sheet.hasHeader) out.push(sheet.cols.map((c) => sheet.headers.get(c) ?? ''));
  for (const row of sheet.rows) out.push(sheet.cols.map((c) => row.cells.get(c) ?? ''));
  return out;
}

const text = (v: Value | undefined) => (v === undefined ? '' : String(v));

function baseSheet(
  maker: Maker,
  name: string,
  keyed: boolean,
  hasHeader: boolean,
): { sheet: Sheet; kinds: Map<number, number> } {
  const width = 5 + Math.floor(maker.rng() * 4);
  const kinds = new Map<number, number>();
  const cols: number[] = [];
  const headers = new Map<number, string>();
  const names = [...HEADERS];
  for (let k = 0; k < width; k++) {
    const col = maker.column();
    cols.push(col);
    kinds.set(col, keyed && k === 0 ? 4 : [0, 1, 2, 3, 0][k % 5]);
    headers.set(col, names.splice(Math.floor(maker.rng() * names.length), 1)[0]);
  }
  const rows: Row[] = [];
  const count = 24 + Math.floor(maker.rng() * 30);
  for (let r = 0; r < count; r++) {
    const id = maker.rowId();
    rows.push({ id, cells: new Map(cols.map((c) => [c, maker.value(kinds.get(c)!, id)])) });
  }
  return { sheet: { name, cols, headers, hasHeader, rows }, kinds };
}

function columnValues(sheet: Sheet, col: number): string[] {
  return [
    ...(sheet.hasHeader ? [sheet.headers.get(col) ?? ''] : []),
    ...sheet.rows.map((r) => text(r.cells.get(col))),
  ].filter((v) => v !== '');
}

/** Applies the chosen classes (cell edits always) to a copy of `sheet`; returns the copy and the truth. */
function edit(
  maker: Maker,
  sheet: Sheet,
  kinds: Map<number, number>,
  classes: Set<CellClass>,
): { after: Sheet; edits: CellTruthEdit[] } {
  const rng = maker.rng;
  const edits: CellTruthEdit[] = [];
  const after: Sheet = {
    ...sheet,
    cols: [...sheet.cols],
    headers: new Map(sheet.headers),
    rows: sheet.rows.map((r) => ({ id: r.id, cells: new Map(r.cells) })),
  };
  // Rows and columns that structural edits use are chosen first; cell edits avoid them.
  const busyRows = new Set<number>();
  const busyCols = new Set<number>();
  const keyCol = [...kinds].find(([, k]) => k === 4)?.[0];
  if (keyCol !== undefined) busyCols.add(keyCol);
  const freeCol = () => {
    const free = after.cols.filter((c) => !busyCols.has(c));
    const col = maker.pick(free);
    busyCols.add(col);
    return col;
  };
  const freeRowIndex = () => {
    for (;;) {
      const k = Math.floor(rng() * after.rows.length);
      if (!busyRows.has(after.rows[k].id)) return k;
    }
  };
  if (classes.has('column delete')) {
    const col = freeCol();
    edits.push({ class: 'column delete', values: columnValues(after, col) });
    after.cols.splice(after.cols.indexOf(col), 1);
  }
  let movedCol: number | undefined;
  if (classes.has('column move')) {
    movedCol = freeCol();
    edits.push({ class: 'column move', values: columnValues(after, movedCol) });
  }
  const deleteIds = new Set<number>();
  const deletedRows = classes.has('row delete') ? 1 + Math.floor(rng() * 3) : 0;
  for (let n = 0; n < deletedRows; n++) {
    const k = freeRowIndex();
    busyRows.add(after.rows[k].id);
    deleteIds.add(after.rows[k].id);
  }
  const movedRows = classes.has('row move') ? 1 + Math.floor(rng() * 2) : 0;
  const toMove: Row[] = [];
  for (let n = 0; n < movedRows; n++) {
    const k = freeRowIndex();
    busyRows.add(after.rows[k].id);
    toMove.push(after.rows[k]);
  }
  // Cell edits: a word replaced in a phrase, a number changed, a category switched.
  const cellEdits = 2 + Math.floor(rng() * 4);
  const edited = new Set<string>();
  for (let n = 0; n < cellEdits; n++) {
    const k = freeRowIndex();
    const row = after.rows[k];
    const col = maker.pick(after.cols.filter((c) => !busyCols.has(c)));
    if (edited.has(`${row.id}:${col}`)) continue;
    edited.add(`${row.id}:${col}`);
    busyRows.add(row.id);
    const old = row.cells.get(col)!;
    let value: Value;
    const kind = kinds.get(col)!;
    if (kind === 0) {
      const words = String(old).split(' ');
      words[Math.floor(rng() * words.length)] = maker.phrase().split(' ')[0] + 'ed';
      value = words.join(' ');
    } else if (kind === 1) value = maker.pick(CATEGORIES.filter((c) => c !== old));
    else if (kind === 2) value = Number(old) + 1 + Math.floor(rng() * 50);
    else value = Math.round((Number(old) + 1 + rng() * 100) * 100) / 100;
    row.cells.set(col, value);
    edits.push({ class: 'cell edit', old: text(old), new: text(value) });
  }
  // Structure: delete rows, move rows, move the column, insert a column, insert rows.
  for (const row of after.rows.filter((r) => deleteIds.has(r.id)))
    edits.push({ class: 'row delete', values: after.cols.map((c) => text(row.cells.get(c))).filter((v) => v !== '') });
  after.rows = after.rows.filter((r) => !deleteIds.has(r.id));
  for (const row of toMove) {
    const from = after.rows.indexOf(row);
    after.rows.splice(from, 1);
    let to = from;
    while (Math.abs(to - from) < 4) to = Math.floor(rng() * (after.rows.length + 1));
    after.rows.splice(to, 0, row);
  }
  if (movedCol !== undefined) {
    const from = after.cols.indexOf(movedCol);
    after.cols.splice(from, 1);
    let to = from;
    while (Math.abs(to - from) < 2) to = Math.floor(rng() * (after.cols.length + 1));
    after.cols.splice(to, 0, movedCol);
  }
  const insertedRowIds: number[] = [];
  if (classes.has('row insert')) {
    const count = 1 + Math.floor(rng() * 3);
    for (let n = 0; n < count; n++) {
      const id = maker.rowId();
      const row: Row = { id, cells: new Map(after.cols.map((c) => [c, maker.value(kinds.get(c)!, id)])) };
      after.rows.splice(Math.floor(rng() * (after.rows.length + 1)), 0, row);
      insertedRowIds.push(id);
    }
  }
  if (classes.has('column insert')) {
    const col = maker.column();
    const kind = maker.pick([0, 2, 3]);
    kinds.set(col, kind);
    after.headers.set(col, 'Added ' + maker.phrase().split(' ')[0]);
    for (const row of after.rows) row.cells.set(col, maker.value(kind, row.id));
    after.cols.splice(1 + Math.floor(rng() * after.cols.length), 0, col);
    edits.push({ class: 'column insert', values: columnValues(after, col) });
  }
  // Inserted rows' truth is taken last, with the inserted column's value in it.
  for (const id of insertedRowIds) {
    const row = after.rows.find((r) => r.id === id)!;
    edits.push({ class: 'row insert', values: after.cols.map((c) => text(row.cells.get(c))).filter((v) => v !== '') });
  }
  for (const row of toMove)
    edits.push({ class: 'row move', values: after.cols.map((c) => text(row.cells.get(c))).filter((v) => v !== '') });
  if (classes.has('sheet rename')) {
    after.name = `${sheet.name} ${maker.pick(['revised', 'final', '2026', 'draft'])}`;
    edits.push({ class: 'sheet rename', old: sheet.name, new: after.name });
  }
  return { after, edits };
}

function csv(rows: Table): Uint8Array {
  const quote = (v: Value) => {
    const s = String(v);
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return new TextEncoder().encode(rows.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n');
}

/** Every combination of the structural classes, on xlsx, ods and csv in turn (csv has no sheet names). */
export function generateCellsCorpus(seed = 1): CellPair[] {
  const words = proseWords();
  const pairs: CellPair[] = [];
  const formats = ['xlsx', 'ods', 'csv'] as const;
  for (let mask = 0; mask < 1 << STRUCTURAL.length; mask++) {
    for (const format of formats) {
      const classes = new Set(STRUCTURAL.filter((_, k) => mask & (1 << k)));
      if (format === 'csv') classes.delete('sheet rename');
      const maker = new Maker(mulberry32(seed * 100_003 + mask * 7 + formats.indexOf(format)), words);
      const keyed = maker.rng() < 0.5;
      const hasHeader = maker.rng() < 0.75;
      const { sheet, kinds } = baseSheet(
        maker,
        maker.pick(['Permits', 'Parcels', 'Fees', 'Reviews']),
        keyed,
        hasHeader,
      );
      const { after, edits } = edit(maker, sheet, kinds, classes);
      const before = table(sheet);
      const afterTable = table(after);
      // A second sheet, unchanged, that a renamed sheet must not be confused with.
      const other = baseSheet(maker, 'Notes', false, true).sheet;
      const otherTable = table(other);
      let source: Uint8Array;
      let target: Uint8Array;
      if (format === 'csv') {
        source = csv(before);
        target = csv(afterTable);
      } else {
        const build = format === 'xlsx' ? buildXlsx : buildOds;
        source = build({
          sheets: [
            { name: sheet.name, rows: before },
            { name: 'Notes', rows: otherTable },
          ],
        });
        target = build({
          sheets: [
            { name: after.name, rows: afterTable },
            { name: 'Notes', rows: otherTable },
          ],
        });
      }
      const label = [...classes].map((c) => c.replace(' ', '-')).join('+') || 'cells-only';
      pairs.push({
        name: `${format}/${String(mask).padStart(3, '0')}-${label}${keyed ? '-keyed' : ''}${hasHeader ? '' : '-noheader'}`,
        format,
        source,
        target,
        before,
        after: afterTable,
        edits,
      });
    }
  }
  return pairs;
}
