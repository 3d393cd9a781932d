/**
 * The spreadsheet half of the merge corpus (see merge.ts): a sheet of rows taken from the prose
 * (a text column and numbers), two branches that edit cells, insert rows and delete rows, and the
 * sheet a merge must give. Rows one branch touches are at least one untouched row away from the
 * other's. Written as XLSX, ODS and CSV in turn.
 *
 * - sheet-disjoint: edits of different rows: must merge cleanly to the expected cells;
 * - sheet-overlapping: both branches set one cell to different values: a conflict, ours' value
 *   in the cell and theirs' in its note (in the cell's text for CSV).
 */
import { buildOds } from '../fixtures/ods-builder';
import { buildXlsx } from '../fixtures/xlsx-builder';
import { readDocument } from '../../src/engine/index';
import { mergeDocuments } from '../../src/engine/merge/index';
import { ZipArchive } from '../../src/engine/archive/zip';
import type { Block } from '../../src/engine/model/document';
import { loadProse, mulberry32, pick, randInt, shuffle, type Rng } from './generate';

type Cell = string | number;
interface Row {
  uid: number;
  cells: Cell[];
}

export type SheetKind = 'sheet-disjoint' | 'sheet-overlapping';
export const SHEET_KINDS: SheetKind[] = ['sheet-disjoint', 'sheet-overlapping'];
const FORMATS = ['xlsx', 'ods', 'csv'] as const;

export interface SheetOutcome {
  name: string;
  kind: SheetKind;
  ok: boolean;
  conflicts: number;
  seconds: number;
  problem?: string;
}

interface Edits {
  edited: Map<number, Cell[]>;
  deleted: Set<number>;
  insertedAfter: Map<number, Row[]>;
}

function baseSheet(rng: Rng, uid: { next: number }): Row[] {
  const words = loadProse().vocabulary;
  const rows: Row[] = [{ uid: uid.next++, cells: ['Item', 'Region', 'Units', 'Price', 'Total'] }];
  for (let r = 0, n = randInt(rng, 15, 40); r < n; r++) {
    const units = randInt(rng, 1, 500);
    const price = randInt(rng, 1, 9999) / 100;
    rows.push({
      uid: uid.next++,
      cells: [
        `${pick(rng, words)} ${pick(rng, words)} ${r + 1}`,
        pick(rng, words),
        units,
        price,
        Math.round(units * price * 100) / 100,
      ],
    });
  }
  return rows;
}

/** Up to `count` edits on data rows outside `taken` (and their neighbours), which they join. */
function edit(rng: Rng, rows: Row[], count: number, taken: Set<number>, uid: { next: number }): Edits {
  const words = loadProse().vocabulary;
  const edits: Edits = { edited: new Map(), deleted: new Set(), insertedAfter: new Map() };
  for (const i of shuffle(
    rng,
    rows.map((_, k) => k).filter((k) => k > 0),
  )) {
    if (edits.edited.size + edits.deleted.size + edits.insertedAfter.size >= count) break;
    if (taken.has(i) || taken.has(i - 1) || taken.has(i + 1)) continue;
    const what = rng();
    if (what < 0.6) {
      const cells = [...rows[i].cells];
      const column = randInt(rng, 1, 3);
      cells[column] = column === 1 ? `${pick(rng, words)}land` : randInt(rng, 1000, 9999);
      edits.edited.set(rows[i].uid, cells);
    } else if (what < 0.8 && rows.length > 5) edits.deleted.add(rows[i].uid);
    else
      edits.insertedAfter.set(rows[i].uid, [
        {
          uid: uid.next++,
          cells: [
            `${pick(rng, words)} added ${uid.next}`,
            pick(rng, words),
            randInt(rng, 1, 99),
            randInt(rng, 1, 99),
            randInt(rng, 100, 999),
          ],
        },
      ]);
    taken.add(i);
  }
  return edits;
}

function apply(rows: Row[], ...sides: Edits[]): Row[] {
  const out: Row[] = [];
  for (const row of rows) {
    if (!sides.some((s) => s.deleted.has(row.uid)))
      out.push({ uid: row.uid, cells: sides.find((s) => s.edited.has(row.uid))?.edited.get(row.uid) ?? row.cells });
    for (const side of sides) out.push(...(side.insertedAfter.get(row.uid) ?? []));
  }
  return out;
}

function sheetBytes(format: (typeof FORMATS)[number], rows: Row[]): Uint8Array {
  const grid = rows.map((r) => r.cells);
  if (format === 'xlsx') return buildXlsx({ sheets: [{ name: 'Sales', rows: grid }] });
  if (format === 'ods') return buildOds({ sheets: [{ name: 'Sales', rows: grid }] });
  return new TextEncoder().encode(grid.map((r) => r.join(',')).join('\n') + '\n');
}

function cellLines(blocks: Block[]): string[] {
  const table = blocks.find((b) => b.type === 'table');
  if (!table || table.type !== 'table') return [];
  return table.rows.map((row) =>
    row.cells
      .map((c) => c.blocks.map((b) => (b.type === 'paragraph' ? b.runs.map((r) => r.text).join('') : '')).join(''))
      .join(' | '),
  );
}

/** A number as the readers show it (`12.5`, `3`): the expected text of a cell. */
const shown = (cells: Cell[]) => cells.map((c) => String(c)).join(' | ');

export async function runSheetCase(kind: SheetKind, seed: number): Promise<SheetOutcome> {
  const rng = mulberry32(seed * 97531);
  const uid = { next: 1 };
  const base = baseSheet(rng, uid);
  const format = FORMATS[seed % FORMATS.length];
  const name = `${kind}-${format}-${seed}`;
  const outcome: SheetOutcome = { name, kind, ok: false, conflicts: 0, seconds: 0 };
  let ours: Row[];
  let theirs: Row[];
  let expected: Row[] | undefined;
  let conflictCell: { ours: Cell; theirs: Cell } | undefined;
  if (kind === 'sheet-disjoint') {
    const taken = new Set<number>();
    const oursEdits = edit(rng, base, randInt(rng, 1, 4), taken, uid);
    const theirsEdits = edit(rng, base, randInt(rng, 1, 4), taken, uid);
    ours = apply(base, oursEdits);
    theirs = apply(base, theirsEdits);
    expected = apply(base, oursEdits, theirsEdits);
  } else {
    const row = randInt(rng, 1, base.length - 1);
    const column = randInt(rng, 2, 3);
    conflictCell = { ours: randInt(rng, 10_000, 19_999), theirs: randInt(rng, 20_000, 29_999) };
    const set = (value: Cell) =>
      base.map((r, i) => (i === row ? { uid: r.uid, cells: r.cells.map((c, k) => (k === column ? value : c)) } : r));
    ours = set(conflictCell.ours);
    theirs = set(conflictCell.theirs);
  }
  const file = (side: string) => `${side}.${format}`;
  const started = performance.now();
  let result;
  try {
    result = await mergeDocuments({
      base: { bytes: sheetBytes(format, base), fileName: file('base') },
      ours: { bytes: sheetBytes(format, ours), fileName: file('ours') },
      theirs: { bytes: sheetBytes(format, theirs), fileName: file('theirs') },
      date: new Date(0),
    });
  } catch (error) {
    outcome.problem = `merge failed: ${error instanceof Error ? error.message : String(error)}`;
    return outcome;
  }
  outcome.seconds = (performance.now() - started) / 1000;
  outcome.conflicts = result.conflicts.length;
  const merged = await readDocument({ bytes: result.bytes, fileName: `merged.${format}` });
  const got = cellLines(merged.stories[0]?.blocks ?? []);
  if (expected) {
    const want = expected.map((r) => shown(r.cells));
    if (result.conflicts.length)
      outcome.problem = `conflict reported: ${result.conflicts.map((c) => `${c.place}: ${c.ours} / ${c.theirs}`).join('; ')}`;
    else {
      const i = [...Array(Math.max(got.length, want.length)).keys()].find((k) => got[k] !== want[k]);
      if (i !== undefined)
        outcome.problem = `row ${i + 1}: got "${got[i] ?? '(none)'}", expected "${want[i] ?? '(none)'}"`;
    }
  } else if (conflictCell) {
    const text = got.join('\n');
    const oursShown = text.includes(String(conflictCell.ours));
    let theirsShown = text.includes(String(conflictCell.theirs));
    if (!theirsShown && format !== 'csv') {
      const archive = new ZipArchive(result.bytes);
      const notes = archive
        .names()
        .filter((n) => /comments\d*\.xml$|content\.xml$/.test(n))
        .map((n) => archive.text(n) ?? '')
        .join('');
      theirsShown = notes.includes(`theirs has: ${conflictCell.theirs}`);
    }
    if (result.conflicts.length !== 1) outcome.problem = `${result.conflicts.length} conflicts reported, expected 1`;
    else if (!oursShown || !theirsShown)
      outcome.problem = `both sides not present (ours ${oursShown}, theirs ${theirsShown})`;
  }
  outcome.ok = !outcome.problem;
  return outcome;
}
