import { diffDocuments } from '../../diff/compare';
import type { DiffOptions, EngineChange, TableColumnPairing } from '../../diff/types';
import type { DocumentModel, TableBlock } from '../../model/document';
import { blockText } from '../../model/document';
import { noteView, restoreNoteChanges } from './notes';

/**
 * The word family's diff: the generic block diff, with the columns of a table whose width
 * changed paired by what they hold (as the spreadsheet family pairs them) before its rows are
 * aligned, so a deleted column is one change and the rows still pair on the columns kept; and
 * footnotes and endnotes paired by their marks, an added or removed note one change (./notes).
 */
export function diffWordDocuments(
  source: DocumentModel,
  target: DocumentModel,
  options: Partial<DiffOptions> = {},
): EngineChange[] {
  const settings = { ...options, tableColumns: pairTableColumns };
  const notes = noteView(source, target);
  if (!notes) return diffDocuments(source, target, settings);
  return restoreNoteChanges(diffDocuments(notes.source, notes.target, settings), notes, source, target);
}

/** A column's bag must share at least this share of its values for the columns to pair. */
const BAG_SIMILARITY = 0.5;
/** Inside a gap between paired columns, columns of unequal gaps pair from this score. */
const GAP_SIMILARITY = 0.2;
/** Wider tables keep the core's pairing (a score per column pair). */
const COLUMN_PAIR_BUDGET = 10_000;

interface Column {
  bag: Map<string, number>;
  size: number;
  header: string;
}

/**
 * Columns by header (the first row's cell, equal, non-empty and unique on each side) and by their bag of cell texts
 * over the rows of the table's common width; the pairs in order on both sides are kept, and the
 * columns left between two kept pairs pair by position when both sides left as many.
 */
export function pairTableColumns(
  a: TableBlock,
  b: TableBlock,
  widthA: number,
  widthB: number,
): TableColumnPairing | undefined {
  if (!widthA || !widthB || widthA * widthB > COLUMN_PAIR_BUDGET) return undefined;
  const columnsA = columnsOf(a, widthA);
  const columnsB = columnsOf(b, widthB);
  const score = (i: number, j: number) => {
    const x = columnsA[i];
    const y = columnsB[j];
    let common = 0;
    for (const [text, n] of x.bag) common += Math.min(n, y.bag.get(text) ?? 0);
    const size = Math.max(x.size, y.size);
    const bag = size === 0 ? 0 : common / size;
    return x.header && x.header === y.header ? Math.max(bag, 0.75) + 0.25 : bag;
  };
  const scores = Array.from({ length: widthA }, (_, i) => Array.from({ length: widthB }, (_, j) => score(i, j)));
  const greedy = greedyPairs(widthA, widthB, (i, j) => scores[i][j], BAG_SIMILARITY);
  const kept = inOrder(greedy);
  if (!kept.length) return undefined;

  const pairs: [number, number][] = [];
  const deleted: number[] = [];
  const inserted: number[] = [];
  let lastA = -1;
  let lastB = -1;
  for (const [endA, endB] of [...kept, [widthA, widthB] as [number, number]]) {
    const gapA = range(lastA + 1, endA);
    const gapB = range(lastB + 1, endB);
    if (gapA.length === gapB.length) gapA.forEach((i, k) => pairs.push([i, gapB[k]]));
    else {
      const loose = inOrder(
        greedyPairs(gapA.length, gapB.length, (x, y) => scores[gapA[x]][gapB[y]], GAP_SIMILARITY),
      ).map(([x, y]) => [gapA[x], gapB[y]] as [number, number]);
      pairs.push(...loose);
      deleted.push(...gapA.filter((i) => !loose.some(([x]) => x === i)));
      inserted.push(...gapB.filter((j) => !loose.some(([, y]) => y === j)));
    }
    if (endA < widthA) pairs.push([endA, endB]);
    lastA = endA;
    lastB = endB;
  }
  pairs.sort((x, y) => x[1] - y[1]);
  return { pairs, deleted, inserted };
}

function columnsOf(table: TableBlock, width: number): Column[] {
  const columns: Column[] = Array.from({ length: width }, () => ({ bag: new Map(), size: 0, header: '' }));
  let first = true;
  for (const row of table.rows) {
    if (row.cells.length !== width) continue;
    row.cells.forEach((cell, c) => {
      const text = cell.blocks.map(blockText).join('\n').trim();
      if (first) columns[c].header = text;
      if (!text) return;
      columns[c].bag.set(text, (columns[c].bag.get(text) ?? 0) + 1);
      columns[c].size++;
    });
    first = false;
  }
  // A header names its column only when no other column has it.
  const seen = new Map<string, number>();
  for (const { header } of columns) seen.set(header, (seen.get(header) ?? 0) + 1);
  for (const column of columns) if (seen.get(column.header)! > 1) column.header = '';
  return columns;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);
}

/** Best-scoring pairs first (ties: nearer positions), each column used once, scores >= threshold. */
function greedyPairs(
  countA: number,
  countB: number,
  score: (i: number, j: number) => number,
  threshold: number,
): [number, number][] {
  const candidates: { i: number; j: number; s: number }[] = [];
  for (let i = 0; i < countA; i++)
    for (let j = 0; j < countB; j++) {
      const s = score(i, j);
      if (s >= threshold) candidates.push({ i, j, s });
    }
  candidates.sort((x, y) => y.s - x.s || Math.abs(x.i - x.j) - Math.abs(y.i - y.j) || x.i - y.i);
  const usedA = new Uint8Array(countA);
  const usedB = new Uint8Array(countB);
  const pairs: [number, number][] = [];
  for (const { i, j } of candidates) {
    if (usedA[i] || usedB[j]) continue;
    usedA[i] = usedB[j] = 1;
    pairs.push([i, j]);
  }
  return pairs;
}

/** The longest run of pairs in order on both sides (a moved column is a deletion and an insertion). */
function inOrder(pairs: [number, number][]): [number, number][] {
  const sorted = [...pairs].sort((x, y) => x[0] - y[0]);
  const length = sorted.map(() => 1);
  const previous = sorted.map(() => -1);
  for (let k = 0; k < sorted.length; k++)
    for (let m = 0; m < k; m++)
      if (sorted[m][1] < sorted[k][1] && length[m] + 1 > length[k]) {
        length[k] = length[m] + 1;
        previous[k] = m;
      }
  let end = -1;
  for (let k = 0; k < sorted.length; k++) if (end < 0 || length[k] > length[end]) end = k;
  const out: [number, number][] = [];
  for (let k = end; k >= 0; k = previous[k]) out.push(sorted[k]);
  return out.reverse();
}
