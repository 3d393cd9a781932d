/**
 * What the cells family keeps beyond the common Document model (`DocumentModel.familyData`): a
 * compact, row-major copy of every sheet that its differ and writer work on. Compact because a
 * sheet may hold a million cells; the common TableBlock view is built only when someone asks.
 */

import { canonicalNumberFormat } from '../shared/number-format';

export type CellType = 'n' | 's' | 'b' | 'e' | 'd' | 'empty';

export interface CellData {
  /** 0-based column. */
  col: number;
  /** Value as displayed (number format applied). */
  text: string;
  type: CellType;
  /** Stored value: the number's digits, the string, `TRUE`/`FALSE`, the error literal. */
  raw: string;
  /** Formula without the leading `=`. */
  formula?: string;
  /** Index into `CellsWorkbook.styles` (0 = default look). */
  style: number;
  /** The cell's own format index in its package (xlsx `s`), when not 0: writers reuse it. */
  xf?: number;
}

export interface RowData {
  /** 0-based row. */
  row: number;
  /** Cells in column order. */
  cells: CellData[];
}

const CELL_TYPES: readonly CellType[] = ['n', 's', 'b', 'e', 'd', 'empty'];
const TYPE_CODE = new Map(CELL_TYPES.map((type, code) => [type, code]));
const NUMBER_CODE = 0;
const STRING_CODE = 1;

/**
 * Whether `String(Number(text)) === text`, answered from the characters alone (a string made
 * per cell to check it was a good part of reading a numeric sheet). Sure answers for what
 * stored numbers mostly look like: an optional `-`, an integer part without leading zeros, an
 * optional fraction without trailing zeros, at most 15 significant digits (a double keeps 15
 * decimal digits exactly, so such a text is its value's shortest form), and no more than five
 * zeros after `0.` (JavaScript writes 1e-7 in exponent form). Anything else is left to
 * String(), as before.
 */
export function shownAsJavaScriptShowsIt(text: string): boolean {
  const n = text.length;
  let i = text.charCodeAt(0) === 45 /* - */ ? 1 : 0;
  if (i >= n) return false;
  let digits = 0;
  const first = text.charCodeAt(i);
  if (first === 48 /* 0 */) {
    i++;
    if (i === n) return i === 1; // `0`, not `-0` (String(-0) is `0`)
  } else {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c < 48 || c > 57) break;
      digits++;
      i++;
    }
    if (digits === 0) return false;
    if (i === n) return digits <= 15 || String(Number(text)) === text;
  }
  if (text.charCodeAt(i) !== 46 /* . */ || i + 1 === n || text.charCodeAt(n - 1) === 48) return false;
  i++;
  let leadingZeros = 0;
  if (digits === 0)
    while (i < n && text.charCodeAt(i) === 48) {
      i++;
      leadingZeros++;
    }
  if (leadingZeros > 5) return false;
  for (; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
    digits++;
  }
  return digits <= 15 || String(Number(text)) === text;
}

/**
 * The cells of one sheet packed column-wise: typed arrays for the numbers, one array of the
 * displayed texts, and maps for what few cells have (a stored value other than the text, a
 * formula). A CellData object is made when someone asks for a row's cells and is not kept: a
 * 2,000,000-cell sheet held as one object per cell took over 100 bytes a cell and most of the
 * time went to the garbage collector walking them. A number shown as JavaScript writes it
 * (`42`, `3.5`) keeps no string at all, only its value: half the cells of a numeric sheet are
 * then no object the collector has to copy and mark.
 */
export class CellStore {
  count = 0;
  cols: Int32Array;
  /** Looks and format indexes: empty until a cell has one other than 0 (CSV files never do). */
  styles = new Int32Array(0);
  xfs = new Int32Array(0);
  types: Uint8Array;
  /** Values of the cells whose text is left out (undefined in `texts`). */
  numbers: Float64Array;
  /**
   * Made with room for the cells expected: grown by push, the array of two million texts was
   * copied a dozen times over, the last copies (16 and 24 MB) at the peak of reading a workbook.
   * Only indexes below `count` mean anything.
   */
  readonly texts: (string | undefined)[];
  /** Stored values that differ from the text, by cell index. */
  readonly raws = new Map<number, string>();
  readonly formulas = new Map<number, string>();
  /**
   * Where a reader was asked to note it (a worker thread's, ./workbook-pack): the shared string
   * each cell's text is, by index into `table`, -1 for a cell whose text is not one.
   */
  shared: { table: string[]; indexes: Int32Array } | undefined;

  /** `expected`: about how many cells the reader will add (room is made for them at once). */
  constructor(expected = 1024) {
    const size = Math.max(16, Math.ceil(expected));
    this.texts = new Array<string | undefined>(size);
    this.cols = new Int32Array(size);
    this.types = new Uint8Array(size);
    this.numbers = new Float64Array(size);
  }

  /** A store made of the arrays of one read elsewhere (./workbook-pack: on a worker thread). */
  static adopt(parts: {
    count: number;
    cols: Int32Array;
    styles: Int32Array;
    xfs: Int32Array;
    types: Uint8Array;
    numbers: Float64Array;
    texts: (string | undefined)[];
    raws: Map<number, string>;
    formulas: Map<number, string>;
  }): CellStore {
    // Object.assign: the read-only fields are set once, here, as the constructor would.
    return Object.assign(new CellStore(0), parts);
  }

  add(cell: CellData): number {
    return this.push(cell.col, cell.text, cell.type, cell.raw, cell.style, cell.xf ?? 0, cell.formula);
  }

  /** Appends a cell given by its fields (readers of large parts: no object in between). */
  push(col: number, text: string, type: CellType, raw: string, style: number, xf: number, formula?: string): number {
    const k = this.count++;
    if (k === this.cols.length) this.grow();
    this.texts[k] = undefined;
    this.put(k, col, text, type, raw, style, xf, formula);
    return k;
  }

  /**
   * Appends a number cell shown as JavaScript writes its value (`42`, `3.5`: see
   * shownAsJavaScriptShowsIt), with no formula and the default look: what most cells of a large
   * sheet are. No string is kept for it, nor made on the way.
   */
  pushPlainNumber(col: number, value: number): number {
    const k = this.count++;
    if (k === this.cols.length) this.grow();
    this.texts[k] = undefined;
    this.cols[k] = col;
    if (this.styles.length) {
      this.styles[k] = 0;
      this.xfs[k] = 0;
    }
    this.types[k] = NUMBER_CODE;
    this.numbers[k] = value;
    return k;
  }

  /** Notes which shared string of `table` each cell pushed from now on is (see `shared`). */
  noteSharedStrings(table: string[]): void {
    this.shared = { table, indexes: new Int32Array(this.cols.length).fill(-1) };
  }

  /**
   * Appends a string cell (its text is its value) with no formula and the default look;
   * `sharedIndex`: the shared string it is, if any (see `shared`).
   */
  pushString(col: number, text: string, sharedIndex = -1): number {
    const k = this.count++;
    if (k === this.cols.length) this.grow();
    if (this.shared) this.shared.indexes[k] = sharedIndex;
    this.texts[k] = text;
    this.cols[k] = col;
    if (this.styles.length) {
      this.styles[k] = 0;
      this.xfs[k] = 0;
    }
    this.types[k] = STRING_CODE;
    return k;
  }

  set(k: number, cell: CellData): void {
    if (this.shared) this.shared.indexes[k] = -1;
    this.raws.delete(k);
    this.formulas.delete(k);
    this.put(k, cell.col, cell.text, cell.type, cell.raw, cell.style, cell.xf ?? 0, cell.formula);
  }

  /** The text a cell shows. */
  text(k: number): string {
    return this.texts[k] ?? String(this.numbers[k]);
  }

  cell(k: number): CellData {
    const text = this.text(k);
    const cell: CellData = {
      col: this.cols[k],
      text,
      type: CELL_TYPES[this.types[k]],
      raw: this.raws.get(k) ?? text,
      style: this.style(k),
    };
    const xf = this.styles.length ? this.xfs[k] : 0;
    if (xf) cell.xf = xf;
    const formula = this.formulas.get(k);
    if (formula !== undefined) cell.formula = formula;
    return cell;
  }

  /** A cell's look (index into `CellsWorkbook.styles`). */
  style(k: number): number {
    return this.styles.length ? this.styles[k] : 0;
  }

  /** A cell's formula, if it has one. */
  formula(k: number): string | undefined {
    return this.formulas.size ? this.formulas.get(k) : undefined;
  }

  private put(
    k: number,
    col: number,
    text: string,
    type: CellType,
    raw: string,
    style: number,
    xf: number,
    formula: string | undefined,
  ): void {
    this.cols[k] = col;
    if ((style || xf) && !this.styles.length) {
      this.styles = new Int32Array(this.cols.length);
      this.xfs = new Int32Array(this.cols.length);
    }
    if (this.styles.length) {
      this.styles[k] = style;
      this.xfs[k] = xf;
    }
    this.types[k] = TYPE_CODE.get(type) ?? 0;
    if (type === 'n' && raw === text && shownAsJavaScriptShowsIt(text)) {
      this.numbers[k] = Number(text);
      this.texts[k] = undefined;
    } else this.texts[k] = text;
    if (raw !== text) this.raws.set(k, raw);
    if (formula !== undefined) this.formulas.set(k, formula);
  }

  /**
   * Gives back the room kept for cells to come when it is much (an eighth of the room or more):
   * a reader calls it when the sheet is read. A little room stays: giving it back copies every
   * array, and the sheet's cells were then held twice until the collector freed the first copy
   * (27 MB more at the peak of comparing two 2,000,000-cell files).
   */
  trim(): void {
    if (this.cols.length - this.count >= this.cols.length / 8) {
      this.resize(this.count);
      this.texts.length = this.count;
    }
  }

  private grow(): void {
    // By half, not double: a sheet of 2,100,000 cells would otherwise hold room for 4,200,000.
    this.resize(Math.max(16, Math.ceil(this.cols.length * 1.5)));
  }

  private resize(size: number): void {
    const copy = <T extends Int32Array | Uint8Array | Float64Array>(from: T, to: T): T => {
      to.set(from.subarray(0, Math.min(from.length, size)));
      return to;
    };
    this.cols = copy(this.cols, new Int32Array(size));
    if (this.styles.length) {
      this.styles = copy(this.styles, new Int32Array(size));
      this.xfs = copy(this.xfs, new Int32Array(size));
    }
    this.types = copy(this.types, new Uint8Array(size));
    this.numbers = copy(this.numbers, new Float64Array(size));
    if (this.shared) this.shared.indexes = copy(this.shared.indexes, new Int32Array(size).fill(-1));
  }
}

/**
 * About how many cells a text holds, from how often `marker` occurs in its first 64 KB: so a
 * store makes room once rather than growing (and copying) its arrays a dozen times. Never more
 * than `cap`.
 */
export function expectedCells(text: string, marker: string, cap: number): number {
  const sample = Math.min(text.length, 65_536);
  if (sample === 0) return 16;
  let seen = 0;
  for (let at = text.indexOf(marker); at >= 0 && at < sample; at = text.indexOf(marker, at + marker.length)) seen++;
  return Math.min(cap, Math.ceil(((seen + 1) * text.length * 1.02) / sample) + 16);
}

/** A row whose cells live in a CellStore (`start` to `end`, in column order). */
export class PackedRow implements RowData {
  constructor(
    readonly store: CellStore,
    public row: number,
    readonly start: number,
    public end: number,
  ) {}

  /** The cells as objects, made afresh on each access: read it once per use. */
  get cells(): CellData[] {
    const out: CellData[] = new Array<CellData>(this.end - this.start);
    for (let k = this.start; k < this.end; k++) out[k - this.start] = this.store.cell(k);
    return out;
  }

  /** Puts the row's cells in column order (a part that lists them out of order). */
  sortByColumn(): void {
    const cells = this.cells.sort((a, b) => a.col - b.col);
    cells.forEach((cell, k) => this.store.set(this.start + k, cell));
  }
}

/** How many cells a row holds, without making its cells. */
export function rowCellCount(row: RowData): number {
  return row instanceof PackedRow ? row.end - row.start : row.cells.length;
}

/** The column after a row's last cell (0 for an empty row), without making its cells. */
export function rowWidth(row: RowData): number {
  if (row instanceof PackedRow) return row.end > row.start ? row.store.cols[row.end - 1] + 1 : 0;
  const cells = row.cells;
  return cells.length ? cells[cells.length - 1].col + 1 : 0;
}

export interface SheetData {
  name: string;
  hidden: boolean;
  /** Package part of the sheet (`xl/worksheets/sheet1.xml`, `content.xml`, `text`). */
  part: string;
  /** Rows that hold at least one cell, in row order. */
  rows: RowData[];
  /** Merged ranges in A1 notation (`A1:C2`). */
  merges: string[];
  /** Comment text by cell reference. */
  comments: Map<string, string>;
  /** Charts drawn on the sheet, in drawing order (absent: none). */
  charts?: SheetChart[];
}

/** A chart as a reader sees it (see formats/shared/chart): compared by `hash`, shown by `detail`. */
export interface SheetChart {
  name: string;
  hash: string;
  detail: string;
}

/** The parts of a cell's look a reader of the sheet notices. */
export interface CellStyle {
  bold?: boolean;
  italic?: boolean;
  /** Font colour `RRGGBB`. */
  color?: string;
  /** Solid fill colour `RRGGBB`. */
  fill?: string;
  /** Number format code (`0.00`, `yyyy-mm-dd`); absent = General. */
  numberFormat?: string;
}

export interface CellsWorkbook {
  family: 'cells';
  sheets: SheetData[];
  /** Distinct resolved styles; index 0 is the default look. */
  styles: CellStyle[];
  date1904: boolean;
}

export function isCellsWorkbook(data: unknown): data is CellsWorkbook {
  return typeof data === 'object' && data !== null && (data as { family?: unknown }).family === 'cells';
}

/** Interns resolved styles so equal looks share one index (and compare by number). */
export class StyleTable {
  readonly styles: CellStyle[] = [{}];
  private readonly ids = new Map<string, number>([['{}', 0]]);
  id(style: CellStyle): number {
    const clean: CellStyle = {};
    if (style.bold) clean.bold = true;
    if (style.italic) clean.italic = true;
    if (style.color && style.color !== '000000') clean.color = style.color;
    if (style.fill) clean.fill = style.fill;
    if (style.numberFormat && style.numberFormat.toLowerCase() !== 'general')
      clean.numberFormat = canonicalNumberFormat(style.numberFormat);
    const key = JSON.stringify(clean);
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.styles.length;
      this.styles.push(clean);
      this.ids.set(key, id);
    }
    return id;
  }
}
