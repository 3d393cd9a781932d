import { alignSequences } from '../../diff/sequence';
import { PackedRow, rowWidth, shownAsJavaScriptShowsIt, type CellData, type SheetData } from './model';

/**
 * Table alignment for every cells format (xlsx, ods, csv, tsv), in the order a person reads a
 * workbook: sheets, then columns, then rows. Cells are compared by the differ afterwards.
 *
 * - Sheets pair by name, then the rest by content that survives structure edits (the bag of
 *   cell values, the header row, the shape): a sheet renamed and edited in one go is still one
 *   sheet. Sheets out of the longest run kept in order were moved.
 * - Columns pair first by header and by their bag of values (no rows needed), then — once rows
 *   are paired — by how often their values agree over the paired rows, as daff's Coopy
 *   alignment does (columns over matched rows, rows over shared columns). Unpaired columns were
 *   inserted or deleted; paired ones out of the longest in-order run were moved.
 * - Rows pair over the shared columns only: rows unique on both sides anchor the alignment
 *   (patience diff), a column that is unique on both sides (an id, a reference) pairs edited
 *   rows by its value, the gaps between anchors are aligned by the sequence diff over row
 *   hashes, then what is left pairs by similarity (an edited row is a row with cell changes,
 *   not a deletion plus an insertion). Paired rows out of the longest in-order run were moved.
 *
 * Written for this engine (daff's Haxe code was read for its ideas, none was copied): daff
 * aligns rows first and infers columns from them; here a cheap bag pass comes first so that a
 * column insert never turns every row hash into a mismatch.
 */

/** a[i] ↔ b[j]; -1 marks an unpaired side. */
export type Pair = [number, number];

export interface AxisAlignment {
  /** Pairs and unpaired items in the order of both sides; moved items are not in it. */
  ordered: Pair[];
  /** Paired items out of order: a person moved them. */
  moved: Pair[];
}

export interface TableAlignment {
  rows: AxisAlignment;
  /** Columns as 0-based column numbers. */
  cols: AxisAlignment;
}

export interface SheetAlignment {
  pairs: Pair[];
  deleted: number[];
  inserted: number[];
  moved: Set<number>;
  renamed: Set<number>;
}

/** Rows × columns compared one by one to pair the rows of a replaced stretch; beyond it, rows pair in order. */
const SIMILARITY_BUDGET = 40_000;
/** Leftover rows × rows compared to find moved-and-edited rows. */
const MOVE_BUDGET = 1_000_000;
/** Paired rows sampled to pair columns by agreement. */
const COLUMN_SAMPLE_ROWS = 2_000;
/** Cells per sheet read into the value grid (two 4-byte numbers each); beyond it columns pair by position. */
const GRID_LIMIT = 8_000_000;
/** Columns × columns scored to pair columns; wider sheets pair columns by position. */
const COLUMN_PAIR_BUDGET = 1_000_000;
/** Share of equal values (over the shared columns) that makes two rows one edited row, at sensitivity 75. */
const ROW_SIMILARITY = 0.5;
/** Share of equal values that pairs rows replaced in place one for one (as many came as went), at 75. */
const LOOSE_SIMILARITY = 0.2;
/** Share of equal values that pairs a leftover row with a moved one, at 75. */
const MOVE_SIMILARITY = 0.6;

/** How alike two rows must be to pair, from SensitivityOfComparison 0..100. */
export interface RowThresholds {
  row: number;
  loose: number;
  move: number;
}

/**
 * SensitivityOfComparison for rows, as for paragraphs: the higher it is, the less alike two rows
 * may be and still be one edited row (cell changes) rather than a deleted and an inserted row.
 * 75, the API's default, keeps the thresholds the aligner was tuned with.
 */
export function rowThresholds(sensitivity = 75): RowThresholds {
  const s = Math.min(100, Math.max(0, sensitivity));
  const row = Math.min(1, Math.max(0.05, ROW_SIMILARITY + (75 - s) / 100));
  const scale = row / ROW_SIMILARITY;
  return { row, loose: Math.min(1, LOOSE_SIMILARITY * scale), move: Math.min(1, MOVE_SIMILARITY * scale) };
}
/** Share of agreeing values over paired rows that makes two columns one column. */
const COLUMN_AGREEMENT = 0.5;
/** Columns with fewer values than this over the paired rows cannot be judged by agreement. */
const THIN_COLUMN = 5;

/** A sheet as a dense grid of interned cell values (0 = empty), over the columns it uses. */
class Grid {
  readonly rows: number;
  readonly width: number;
  readonly ids: Int32Array;
  /** Displayed values where they differ from the alignment token (formula cells), else 0. */
  readonly shown: Int32Array;
  constructor(sheet: SheetData) {
    let width = 0;
    for (const row of sheet.rows) width = Math.max(width, rowWidth(row));
    this.rows = sheet.rows.length;
    // A sheet of scattered far-off cells would make a huge sparse grid: cap it.
    if (this.rows * width > GRID_LIMIT) width = 0;
    this.width = width;
    this.ids = new Int32Array(this.rows * width);
    // Only formula cells show a value apart from their token: most sheets need no second grid.
    this.shown = new Int32Array(hasFormulas(sheet) ? this.rows * width : 0);
    sheet.rows.forEach((row, r) => {
      if (row instanceof PackedRow) {
        // The packed store is read in place: no cell objects for a sheet of millions.
        const { store } = row;
        for (let k = row.start; k < row.end; k++) {
          const col = store.cols[k];
          if (col >= width) continue;
          const formula = store.formula(k);
          const kept = store.texts[k];
          if (formula === undefined) {
            // A number kept without its text hashes by its value: no string made per cell.
            if (kept === undefined) this.ids[r * width + col] = numberHash(store.numbers[k]);
            else if (kept !== '') this.ids[r * width + col] = valueHash(kept);
            continue;
          }
          const text = store.text(k);
          this.ids[r * width + col] = valueHash(formulaToken(formula));
          if (text !== '') this.shown[r * width + col] = valueHash(text);
        }
        return;
      }
      for (const cell of row.cells) {
        if (cell.col >= width) continue;
        const token = alignmentToken(cell);
        if (token !== '') this.ids[r * width + cell.col] = valueHash(token);
        if (cell.formula !== undefined && cell.text !== '') this.shown[r * width + cell.col] = valueHash(cell.text);
      }
    });
  }
  /** Whether two cells hold the same thing: token, or for formulas the value shown. */
  same(row: number, col: number, other: Grid, otherRow: number, otherCol: number): boolean {
    const x = this.at(row, col);
    if (x !== 0 && x === other.at(otherRow, otherCol)) return true;
    const shown = col < this.width && this.shown.length ? this.shown[row * this.width + col] : 0;
    return (
      shown !== 0 &&
      otherCol < other.width &&
      other.shown.length > 0 &&
      shown === other.shown[otherRow * other.width + otherCol]
    );
  }
  at(row: number, col: number): number {
    return col < this.width ? this.ids[row * this.width + col] : 0;
  }
}

function hasFormulas(sheet: SheetData): boolean {
  for (const row of sheet.rows) {
    if (row instanceof PackedRow) {
      if (row.store.formulas.size) return true;
    } else if (row.cells.some((cell) => cell.formula !== undefined)) return true;
  }
  return false;
}

/**
 * A value's 32-bit FNV-1a hash, never 0 (0 is an empty cell). Hashes, not interned strings: a
 * million-cell sheet has about as many distinct values, and a map of them costs seconds and
 * hundreds of megabytes. A collision only makes two values look alike to the alignment; cells
 * are compared by their text afterwards.
 */
function valueHash(text: string): number {
  // A text that is a number as JavaScript writes it hashes as that number, the way a number
  // the store keeps without its text does (CellStore keeps only such numbers so).
  if (shownAsJavaScriptShowsIt(text)) return numberHash(Number(text));
  let h = 0x811c9dc5;
  for (let k = 0; k < text.length; k++) h = Math.imul(h ^ text.charCodeAt(k), 0x01000193);
  return h === 0 ? 1 : h;
}

/** A number's hash from its value (never 0); see valueHash. */
function numberHash(value: number): number {
  // The integer part and the fraction scaled to 32 bits stand for the 64 bits of the double
  // (a collision only makes two values look alike to the alignment).
  const whole = Math.floor(value);
  const low = whole | 0;
  const high = ((whole - low) / 4294967296) | 0;
  const fraction = ((value - whole) * 4294967296) | 0;
  let h = Math.imul(low ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ high ^ (h >>> 13), 0xc2b2ae35);
  h = Math.imul(h ^ fraction ^ (h >>> 16), 0x27d4eb2f);
  h ^= h >>> 15;
  return h === 0 ? 1 : h;
}

/**
 * What identifies a cell for alignment: its displayed value, or for a formula its formula with
 * the references blanked. A formula's cached result may be stale, recalculated or absent
 * (openpyxl writes none), and its references shift when rows and columns are inserted; neither
 * makes it another cell.
 */
function alignmentToken(cell: CellData): string {
  return cell.formula === undefined ? cell.text : formulaToken(cell.formula);
}

function formulaToken(formula: string): string {
  return `\u0000${formula.replace(/\$?[A-Za-z]{1,3}\$?\d+/g, '#')}`;
}

// ---------------------------------------------------------------------------------------------
// Sheets

interface SheetSignature {
  /** Value → count over a sample of the sheet's cells. */
  bag: Map<string, number>;
  size: number;
  header: string[];
  rows: number;
  cols: number;
}

const SIGNATURE_CELLS = 50_000;

function signature(sheet: SheetData): SheetSignature {
  const bag = new Map<string, number>();
  let size = 0;
  let cols = 0;
  for (const row of sheet.rows) {
    cols = Math.max(cols, rowWidth(row));
    if (size >= SIGNATURE_CELLS) continue;
    for (const cell of row.cells) {
      if (cell.text === '') continue;
      bag.set(cell.text, (bag.get(cell.text) ?? 0) + 1);
      size++;
    }
  }
  const header = (sheet.rows[0]?.cells ?? []).map((c) => c.text).filter((t) => t !== '');
  return { bag, size, header, rows: sheet.rows.length, cols };
}

function bagOverlap(a: Map<string, number>, sizeA: number, b: Map<string, number>, sizeB: number): number {
  if (sizeA === 0 && sizeB === 0) return 1;
  let common = 0;
  for (const [value, n] of a) common += Math.min(n, b.get(value) ?? 0);
  return common / Math.max(sizeA, sizeB);
}

/** How alike two sheets are in content, whatever their rows and columns became: 0..1. */
export function sheetSimilarity(x: SheetSignature, y: SheetSignature): number {
  const bag = bagOverlap(x.bag, x.size, y.bag, y.size);
  const header =
    x.header.length || y.header.length
      ? bagOverlap(countOf(x.header), x.header.length, countOf(y.header), y.header.length)
      : 1;
  const shape =
    (Math.min(x.rows, y.rows) / Math.max(1, x.rows, y.rows) + Math.min(x.cols, y.cols) / Math.max(1, x.cols, y.cols)) /
    2;
  return 0.7 * bag + 0.2 * header + 0.1 * shape;
}

function countOf(values: string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const v of values) out.set(v, (out.get(v) ?? 0) + 1);
  return out;
}

export function alignSheetList(a: SheetData[], b: SheetData[]): SheetAlignment {
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
    const sigA = new Map(unpairedA.map((i) => [i, signature(a[i])]));
    const sigB = new Map(unpairedB.map((j) => [j, signature(b[j])]));
    const candidates: { i: number; j: number; score: number }[] = [];
    for (const i of unpairedA) {
      for (const j of unpairedB) {
        const x = sigA.get(i)!;
        const y = sigB.get(j)!;
        // Two empty sheets are alike only when they are the one sheet left on each side.
        const score =
          x.size === 0 && y.size === 0
            ? unpairedA.length === 1 && unpairedB.length === 1
              ? 1
              : 0
            : sheetSimilarity(x, y);
        if (score >= 0.5) candidates.push({ i, j, score });
      }
    }
    candidates.sort((x, y) => y.score - x.score || Math.abs(x.i - x.j) - Math.abs(y.i - y.j));
    const takenA = new Set<number>();
    for (const { i, j } of candidates) {
      if (takenA.has(i) || pairedB.has(j)) continue;
      takenA.add(i);
      pairedB.add(j);
      pairs.push([i, j]);
      renamed.add(i);
    }
    unpairedA.splice(0, unpairedA.length, ...unpairedA.filter((i) => !takenA.has(i)));
  }
  pairs.sort((x, y) => x[0] - y[0]);
  const kept = new Set(longestIncreasing(pairs.map((p) => p[1])).map((k) => pairs[k][0]));
  const moved = new Set(pairs.filter((p) => !kept.has(p[0])).map((p) => p[0]));
  return { pairs, deleted: unpairedA, inserted: b.map((_, j) => j).filter((j) => !pairedB.has(j)), moved, renamed };
}

/** Indexes of a longest strictly increasing subsequence. */
export function longestIncreasing(values: ArrayLike<number>): number[] {
  const tails: number[] = [];
  const previous = new Int32Array(values.length).fill(-1);
  for (let k = 0; k < values.length; k++) {
    let lo = 0;
    let hi = tails.length;
    // Mostly in order already (rows of an edited sheet): past every tail, no search.
    if (hi > 0 && values[tails[hi - 1]] < values[k]) lo = hi;
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
// One sheet: columns and rows

export function alignTable(a: SheetData, b: SheetData, thresholds: RowThresholds = rowThresholds()): TableAlignment {
  const ga = new Grid(a);
  const gb = new Grid(b);
  if (ga.width === 0 || gb.width === 0 || ga.width * gb.width > COLUMN_PAIR_BUDGET) {
    // Nothing to pair columns on (or a grid too sparse to build): columns keep their positions.
    const width = Math.max(ga.width, gb.width, widthOf(a), widthOf(b));
    const cols: Pair[] = Array.from({ length: width }, (_, c) => [c, c]);
    const shared = ga.width && gb.width ? cols.filter(([i]) => i < Math.min(ga.width, gb.width)) : [];
    return { cols: { ordered: cols, moved: [] }, rows: alignRows(ga, gb, shared, thresholds) };
  }
  let colPairs = pairColumnsByBag(ga, gb);
  let rows = alignRows(ga, gb, colPairs, thresholds);
  for (let round = 0; round < 2; round++) {
    const again = pairColumnsByAgreement(ga, gb, rows, colPairs);
    if (samePairs(again, colPairs)) break;
    colPairs = again;
    rows = alignRows(ga, gb, colPairs, thresholds);
  }
  return { rows, cols: order(colPairs, ga.width, gb.width) };
}

function widthOf(sheet: SheetData): number {
  let width = 0;
  for (const row of sheet.rows) width = Math.max(width, rowWidth(row));
  return width;
}

function samePairs(x: Pair[], y: Pair[]): boolean {
  if (x.length !== y.length) return false;
  const key = (p: Pair[]) =>
    p
      .map(([i, j]) => `${i}:${j}`)
      .sort()
      .join(',');
  return key(x) === key(y);
}

/** Paired items → the ordered run (longest increasing), the moved rest, and the unpaired in between. */
function order(pairs: Pair[], countA: number, countB: number): AxisAlignment {
  // Rows come sorted already (100,000 pairs): a copy and a sort only when they are not.
  let isSorted = true;
  for (let k = 1; k < pairs.length && isSorted; k++) isSorted = pairs[k - 1][0] <= pairs[k][0];
  const sorted = isSorted ? pairs : [...pairs].sort((x, y) => x[0] - y[0]);
  const seconds = new Int32Array(sorted.length);
  for (let k = 0; k < sorted.length; k++) seconds[k] = sorted[k][1];
  const inOrder = new Uint8Array(sorted.length);
  for (const k of longestIncreasing(seconds)) inOrder[k] = 1;
  const kept = sorted.filter((_, k) => inOrder[k]);
  const moved = sorted.filter((_, k) => !inOrder[k]);
  const pairedA = new Uint8Array(countA);
  const pairedB = new Uint8Array(countB);
  for (const [i, j] of sorted) {
    pairedA[i] = 1;
    pairedB[j] = 1;
  }
  const ordered: Pair[] = [];
  let i = 0;
  let j = 0;
  const flush = (untilA: number, untilB: number) => {
    for (; i < untilA; i++) if (!pairedA[i]) ordered.push([i, -1]);
    for (; j < untilB; j++) if (!pairedB[j]) ordered.push([-1, j]);
  };
  for (const [pi, pj] of kept) {
    flush(pi, pj);
    ordered.push([pi, pj]);
    i = pi + 1;
    j = pj + 1;
  }
  flush(countA, countB);
  return { ordered, moved };
}

// -- Columns

/** Columns by header (equal, non-empty, unique on both sides), then by their bag of values. */
function pairColumnsByBag(ga: Grid, gb: Grid): Pair[] {
  const bags = (g: Grid) =>
    Array.from({ length: g.width }, (_, c) => {
      const bag = new Map<number, number>();
      let size = 0;
      const step = Math.max(1, Math.floor(g.rows / 5000));
      for (let r = 0; r < g.rows; r += step) {
        const v = g.at(r, c);
        if (v === 0) continue;
        bag.set(v, (bag.get(v) ?? 0) + 1);
        size++;
      }
      return { bag, size };
    });
  const bagsA = bags(ga);
  const bagsB = bags(gb);
  const header = (g: Grid) => Array.from({ length: g.width }, (_, c) => (g.rows ? g.at(0, c) : 0));
  const headersA = header(ga);
  const headersB = header(gb);
  // Values shared by column i and column j, counted once per value through the columns of b
  // holding it: a wide sheet's columns × columns × values lookups were a good part of aligning it.
  const holders = new Map<number, number[]>();
  bagsB.forEach(({ bag }, j) => {
    for (const v of bag.keys()) {
      const list = holders.get(v);
      if (list) list.push(j);
      else holders.set(v, [j]);
    }
  });
  const common = new Float64Array(ga.width * gb.width);
  bagsA.forEach(({ bag }, i) => {
    for (const [v, n] of bag) {
      const list = holders.get(v);
      if (list) for (const j of list) common[i * gb.width + j] += Math.min(n, bagsB[j].bag.get(v)!);
    }
  });
  const score = (i: number, j: number) => {
    const size = Math.max(bagsA[i].size, bagsB[j].size);
    const bag = size === 0 ? 1 : common[i * gb.width + j] / size;
    const sameHeader = headersA[i] !== 0 && headersA[i] === headersB[j];
    return sameHeader ? Math.max(bag, 0.75) + 0.25 : bag;
  };
  return greedyPairs(ga.width, gb.width, score, 0.5);
}

/** Columns by how often their values agree over the paired rows (a sample of them). */
function pairColumnsByAgreement(ga: Grid, gb: Grid, rows: AxisAlignment, previous: Pair[]): Pair[] {
  const paired = [...rows.ordered.filter((p) => p[0] >= 0 && p[1] >= 0), ...rows.moved];
  if (paired.length === 0) return previous;
  const step = Math.max(1, Math.ceil(paired.length / COLUMN_SAMPLE_ROWS));
  const agree = new Float64Array(ga.width * gb.width);
  const filledA = new Float64Array(ga.width);
  const filledB = new Float64Array(gb.width);
  const byValue = new Map<number, number[]>();
  for (let k = 0; k < paired.length; k += step) {
    const [ra, rb] = paired[k];
    byValue.clear();
    for (let c = 0; c < gb.width; c++) {
      const v = gb.at(rb, c);
      if (v === 0) continue;
      filledB[c]++;
      const list = byValue.get(v);
      if (list) list.push(c);
      else byValue.set(v, [c]);
    }
    for (let c = 0; c < ga.width; c++) {
      const v = ga.at(ra, c);
      if (v === 0) continue;
      filledA[c]++;
      const list = byValue.get(v);
      if (list) for (const cb of list) agree[c * gb.width + cb]++;
    }
  }
  const previousOf = new Map(previous.map(([i, j]) => [i, j]));
  const score = (i: number, j: number) => {
    const size = Math.max(filledA[i], filledB[j]);
    const s = size === 0 ? 0 : agree[i * gb.width + j] / size;
    // The earlier pairing (header or bag) breaks ties.
    return previousOf.get(i) === j ? s + 0.01 : s;
  };
  const pairs = greedyPairs(ga.width, gb.width, score, COLUMN_AGREEMENT);
  // A column whose values all changed keeps the partner its header gave it; empty columns keep theirs.
  const takenA = new Set(pairs.map((p) => p[0]));
  const takenB = new Set(pairs.map((p) => p[1]));
  for (const [i, j] of previous) {
    if (takenA.has(i) || takenB.has(j)) continue;
    const sameHeader = ga.rows > 0 && ga.at(0, i) !== 0 && ga.at(0, i) === gb.at(0, j);
    if (sameHeader || (filledA[i] === 0 && filledB[j] === 0)) pairs.push([i, j]);
  }
  // Columns with too few values over the paired rows to judge: paired in place between paired ones.
  const thin = (i: number, j: number) => Math.max(filledA[i], filledB[j]) < THIN_COLUMN;
  return [...pairs, ...pairGaps(pairs, ga.width, gb.width, thin)];
}

/** Unpaired items between consecutive in-order pairs, paired by position where both gaps are as long and `accept` agrees. */
function pairGaps(pairs: Pair[], countA: number, countB: number, accept: (i: number, j: number) => boolean): Pair[] {
  const sorted = [...pairs].sort((x, y) => x[0] - y[0]);
  const kept = longestIncreasing(sorted.map((p) => p[1])).map((k) => sorted[k]);
  const takenA = new Set(pairs.map((p) => p[0]));
  const takenB = new Set(pairs.map((p) => p[1]));
  const out: Pair[] = [];
  let lastA = -1;
  let lastB = -1;
  for (const [endA, endB] of [...kept, [countA, countB] as Pair]) {
    const gapA: number[] = [];
    const gapB: number[] = [];
    for (let i = lastA + 1; i < endA; i++) if (!takenA.has(i)) gapA.push(i);
    for (let j = lastB + 1; j < endB; j++) if (!takenB.has(j)) gapB.push(j);
    if (gapA.length === gapB.length) gapA.forEach((i, k) => accept(i, gapB[k]) && out.push([i, gapB[k]]));
    lastA = endA;
    lastB = endB;
  }
  return out;
}

/** Best-scoring pairs first (ties: nearer positions), each item used once, scores >= threshold. */
function greedyPairs(
  countA: number,
  countB: number,
  score: (i: number, j: number) => number,
  threshold: number,
): Pair[] {
  const candidates: { i: number; j: number; s: number }[] = [];
  for (let i = 0; i < countA; i++) {
    for (let j = 0; j < countB; j++) {
      const s = score(i, j);
      if (s >= threshold) candidates.push({ i, j, s });
    }
  }
  candidates.sort((x, y) => y.s - x.s || Math.abs(x.i - x.j) - Math.abs(y.i - y.j) || x.i - y.i);
  const usedA = new Uint8Array(countA);
  const usedB = new Uint8Array(countB);
  const pairs: Pair[] = [];
  for (const { i, j } of candidates) {
    if (usedA[i] || usedB[j]) continue;
    usedA[i] = 1;
    usedB[j] = 1;
    pairs.push([i, j]);
  }
  return pairs;
}

// -- Rows

function alignRows(ga: Grid, gb: Grid, colPairs: Pair[], thresholds: RowThresholds): AxisAlignment {
  const shared = [...colPairs].sort((x, y) => x[0] - y[0]);
  // A row's key: two independent 32-bit hashes of its shared cells, as one 53-bit number.
  const hash = (g: Grid, side: 0 | 1) => {
    const out = new Float64Array(g.rows);
    for (let r = 0; r < g.rows; r++) {
      let h1 = 0x811c9dc5;
      let h2 = 0x12345679;
      for (let k = 0; k < shared.length; k++) {
        const v = g.at(r, shared[k][side]);
        h1 = Math.imul(h1 ^ v, 0x01000193);
        h2 = Math.imul(h2 ^ v, 0x5bd1e995) ^ (h2 >>> 15);
      }
      out[r] = (h1 >>> 0) * 0x200000 + (h2 & 0x1fffff);
    }
    return out;
  };
  const ka = hash(ga, 0);
  const kb = hash(gb, 1);
  const similarity = (i: number, j: number) => {
    let equal = 0;
    let filledA = 0;
    let filledB = 0;
    for (const [ca, cb] of shared) {
      const x = ga.at(i, ca);
      const y = gb.at(j, cb);
      if (x) filledA++;
      if (y) filledB++;
      if (x && y && ga.same(i, ca, gb, j, cb)) equal++;
    }
    const size = Math.max(filledA, filledB);
    return size === 0 ? 1 : equal / size;
  };
  const pairA = new Int32Array(ga.rows).fill(-1);
  const pairB = new Int32Array(gb.rows).fill(-1);
  const link = (i: number, j: number) => {
    pairA[i] = j;
    pairB[j] = i;
  };

  // 1. Anchors: rows unique on both sides, and rows sharing the value of a key column. Kept per
  // row of a (typed arrays, no pair objects): they come out in a's order without a sort.
  const anchorOf = new Int32Array(ga.rows).fill(-1);
  const uniqueA = uniqueIndex(ka);
  const uniqueB = uniqueIndex(kb);
  const anchoredB = new Uint8Array(gb.rows);
  for (let i = 0; i < ga.rows; i++) {
    if (uniqueA.get(ka[i]) !== i) continue;
    const j = uniqueB.get(ka[i]);
    if (j < 0) continue;
    anchorOf[i] = j;
    anchoredB[j] = 1;
  }
  const keyed = keyColumn(ga, gb, shared);
  if (keyed) {
    const byKeyB = new KeyTable(gb.rows);
    for (let j = 0; j < gb.rows; j++) byKeyB.set(gb.at(j, keyed[1]), j);
    for (let i = 0; i < ga.rows; i++) {
      if (anchorOf[i] >= 0) continue;
      const j = byKeyB.get(ga.at(i, keyed[0]));
      // A renumbered counter column is unique too: its rows pair only when they also look alike.
      if (j >= 0 && !anchoredB[j] && similarity(i, j) >= thresholds.row) anchorOf[i] = j;
    }
  }
  const anchorsA: number[] = [];
  const anchorsB: number[] = [];
  for (let i = 0; i < ga.rows; i++) {
    const j = anchorOf[i];
    if (j < 0) continue;
    anchorsA.push(i);
    anchorsB.push(j);
    link(i, j);
  }
  const inOrder = longestIncreasing(anchorsB);

  // 2. Gaps between in-order anchors: sequence diff over hashes, then similarity.
  let lastA = -1;
  let lastB = -1;
  const gap = (endA: number, endB: number) => {
    // Most anchors follow one another: no unpaired row between them, nothing to align.
    let openA = false;
    let openB = false;
    for (let i = lastA + 1; i < endA && !openA; i++) openA = pairA[i] < 0;
    for (let j = lastB + 1; j < endB && !openB; j++) openB = pairB[j] < 0;
    if (!openA || !openB) return;
    const idsA: number[] = [];
    const idsB: number[] = [];
    const rowsA: number[] = [];
    const rowsB: number[] = [];
    for (let i = lastA + 1; i < endA; i++) {
      if (pairA[i] >= 0) continue;
      idsA.push(ka[i]);
      rowsA.push(i);
    }
    for (let j = lastB + 1; j < endB; j++) {
      if (pairB[j] >= 0) continue;
      idsB.push(kb[j]);
      rowsB.push(j);
    }
    // With nothing in common at all, rows in the same place are the same rows, edited.
    const wholeTable = inOrder.length === 0;
    for (const [x, y] of alignWithSimilarity(
      idsA,
      idsB,
      (x, y) => similarity(rowsA[x], rowsB[y]),
      thresholds.row,
      wholeTable,
      thresholds.loose,
    ))
      if (x >= 0 && y >= 0) link(rowsA[x], rowsB[y]);
  };
  for (const k of inOrder) {
    gap(anchorsA[k], anchorsB[k]);
    lastA = anchorsA[k];
    lastB = anchorsB[k];
  }
  gap(ga.rows, gb.rows);

  // 3. Rows left over on both sides: moved rows, equal or edited.
  const leftA: number[] = [];
  const leftB: number[] = [];
  for (let i = 0; i < ga.rows; i++) if (pairA[i] < 0) leftA.push(i);
  for (let j = 0; j < gb.rows; j++) if (pairB[j] < 0) leftB.push(j);
  if (leftA.length && leftB.length) {
    const byHash = new Map<number, number[]>();
    for (const j of leftB) {
      const list = byHash.get(kb[j]);
      if (list) list.push(j);
      else byHash.set(kb[j], [j]);
    }
    for (const i of leftA) {
      const list = byHash.get(ka[i]);
      const j = list?.shift();
      if (j !== undefined && !isBlankRow(ga, i, shared, 0)) link(i, j);
    }
    const restA = leftA.filter((i) => pairA[i] < 0);
    const restB = leftB.filter((j) => pairB[j] < 0);
    if (restA.length * restB.length <= MOVE_BUDGET) {
      const candidates: { i: number; j: number; s: number }[] = [];
      for (const i of restA) {
        for (const j of restB) {
          const s = similarity(i, j);
          if (s >= thresholds.move && s < 1) candidates.push({ i, j, s });
        }
      }
      candidates.sort((x, y) => y.s - x.s);
      for (const { i, j } of candidates) if (pairA[i] < 0 && pairB[j] < 0) link(i, j);
    }
  }
  const pairs: Pair[] = [];
  for (let i = 0; i < ga.rows; i++) if (pairA[i] >= 0) pairs.push([i, pairA[i]]);
  return order(pairs, ga.rows, gb.rows);
}

function isBlankRow(g: Grid, row: number, shared: Pair[], side: 0 | 1): boolean {
  for (const p of shared) if (g.at(row, p[side])) return false;
  return true;
}

/** Key → its one index, or DUPLICATE for keys that occur more than once. */
function uniqueIndex(keys: Float64Array): KeyTable {
  const seen = new KeyTable(keys.length);
  for (let k = 0; k < keys.length; k++) seen.setOnce(keys[k], k);
  return seen;
}

const ABSENT = -1;
const DUPLICATE = -2;

/**
 * Numbers (row keys of up to 53 bits, cell value hashes) → a non-negative index, by open
 * addressing in typed arrays. A Map boxes each key above 31 bits as a heap number: with 100,000
 * rows a side its lookups and the garbage they left were a good part of aligning the rows.
 */
class KeyTable {
  private readonly keys: Float64Array;
  private readonly values: Int32Array;
  private readonly mask: number;

  constructor(expected: number) {
    let size = 16;
    while (size < expected * 2) size *= 2;
    this.keys = new Float64Array(size);
    this.values = new Int32Array(size).fill(ABSENT);
    this.mask = size - 1;
  }

  /** The value kept for `key`, ABSENT if none. */
  get(key: number): number {
    return this.values[this.slot(key)];
  }

  set(key: number, value: number): void {
    const slot = this.slot(key);
    this.keys[slot] = key;
    this.values[slot] = value;
  }

  /** Keeps `value` for a new key; a key seen before is marked DUPLICATE. One probe for both. */
  setOnce(key: number, value: number): void {
    const slot = this.slot(key);
    if (this.values[slot] === ABSENT) {
      this.keys[slot] = key;
      this.values[slot] = value;
    } else this.values[slot] = DUPLICATE;
  }

  /** Where `key` is, or the empty slot it would go in (the table is never more than half full). */
  private slot(key: number): number {
    const high = Math.floor(key / 0x200000);
    const low = key - high * 0x200000;
    let h = Math.imul(high ^ Math.imul(low, 0x9e3779b1), 0x85ebca6b);
    h ^= h >>> 15;
    let slot = h & this.mask;
    while (this.values[slot] !== ABSENT && this.keys[slot] !== key) slot = (slot + 1) & this.mask;
    return slot;
  }
}

/** The leftmost shared column whose values are filled and distinct on both sides (an id), if any. */
function keyColumn(ga: Grid, gb: Grid, shared: Pair[]): Pair | undefined {
  if (ga.rows < 3 || gb.rows < 3) return undefined;
  // Sorted copies, not a hash set: the native sort of 100,000 integers beats as many random probes.
  const distinct = (g: Grid, col: number) => {
    const values = new Int32Array(g.rows);
    for (let r = 0; r < g.rows; r++) {
      const v = g.at(r, col);
      if (v === 0) return false;
      values[r] = v;
    }
    values.sort();
    for (let r = 1; r < values.length; r++) if (values[r] === values[r - 1]) return false;
    return true;
  };
  for (const pair of [...shared].sort((x, y) => x[0] - y[0]))
    if (distinct(ga, pair[0]) && distinct(gb, pair[1])) return pair;
  return undefined;
}

/**
 * Equal keys align by the sequence diff; each replaced stretch between equal runs is paired by
 * the best monotone pairing of similar items (an edited row among inserted ones), the rest left
 * inserted and deleted. Items are indexes into `ak` and `bk`.
 */
export function alignWithSimilarity(
  ak: number[],
  bk: number[],
  similarity: (i: number, j: number) => number,
  threshold = ROW_SIMILARITY,
  inPlace = false,
  loose = LOOSE_SIMILARITY,
): Pair[] {
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
    pairReplaced(aStart, aEnd, bStart, bEnd, similarity, threshold, inPlace, loose, pairs);
  }
  return pairs;
}

function pairReplaced(
  aStart: number,
  aEnd: number,
  bStart: number,
  bEnd: number,
  similarity: (i: number, j: number) => number,
  threshold: number,
  inPlace: boolean,
  loose: number,
  out: Pair[],
): void {
  const n = aEnd - aStart;
  const m = bEnd - bStart;
  if (n === 0 || m === 0) {
    for (let i = aStart; i < aEnd; i++) out.push([i, -1]);
    for (let j = bStart; j < bEnd; j++) out.push([-1, j]);
    return;
  }
  if (n === m) {
    // As many rows went as came: rows in the same place that share some values are edited rows.
    let alike = true;
    for (let d = 0; d < n && alike && !inPlace; d++) alike = similarity(aStart + d, bStart + d) >= loose;
    if (alike) {
      for (let d = 0; d < n; d++) out.push([aStart + d, bStart + d]);
      return;
    }
  }
  if (n * m > SIMILARITY_BUDGET) {
    // Too long to compare all against all: pair in order where the rows look alike.
    const common = Math.min(n, m);
    for (let d = 0; d < common; d++) {
      if (similarity(aStart + d, bStart + d) >= threshold) out.push([aStart + d, bStart + d]);
      else out.push([aStart + d, -1], [-1, bStart + d]);
    }
    for (let i = aStart + common; i < aEnd; i++) out.push([i, -1]);
    for (let j = bStart + common; j < bEnd; j++) out.push([-1, j]);
    return;
  }
  // Best-scoring monotone pairing by dynamic programming.
  const score = new Float64Array((n + 1) * (m + 1));
  const sim = new Float64Array(n * m);
  for (let i = 0; i < n; i++) for (let j = 0; j < m; j++) sim[i * m + j] = similarity(aStart + i, bStart + j);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      const s = sim[i * m + j];
      const take = s >= threshold ? s + score[(i + 1) * (m + 1) + j + 1] : -1;
      score[i * (m + 1) + j] = Math.max(take, score[(i + 1) * (m + 1) + j], score[i * (m + 1) + j + 1]);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    const s = sim[i * m + j];
    const here = score[i * (m + 1) + j];
    if (s >= threshold && Math.abs(here - (s + score[(i + 1) * (m + 1) + j + 1])) < 1e-12) {
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
